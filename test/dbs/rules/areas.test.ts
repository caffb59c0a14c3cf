// DBS rules tests — areas: open and secret areas, deck, hand, Drop, Leader, Battle, Combo, Energy and Life Areas (rules section 3).
// Gathered by rules topic from the batch-named files rules-a-areas.test.ts, rules-leftover.test.ts, rules.test.ts.

import { describe, expect, it } from 'vitest';
import { act, eventsFor, newGame, view } from '../../../src/core/engine.ts';
import type { Seat } from '../../../src/core/types.ts';
import { activateMain, auto, chooseOpp, draw, permanent, power } from '../../../src/games/dbs/abilities/dsl.ts';
import { powerOf } from '../../../src/games/dbs/characteristics.ts';
import { builtInDecks, expandDeck } from '../../../src/games/dbs/index.ts';
import type { Card, DBSState } from '../../../src/games/dbs/state.ts';
import type { DBSView } from '../../../src/games/dbs/view.ts';
import { drawCard, isSecret, moveCard } from '../../../src/games/dbs/zones.ts';
import { answer, byCode, C, options, passWhile, pick, scenario } from '../scenario.ts';
import { useTestSkills } from '../testSkills.ts';

let loose = 50000;

function looseCard(code: string, owner: Seat): Card {
  return { id: loose++, code, owner, rested: false, flipped: false, mods: [], under: [] };
}

function freshGame(seed = 3): DBSState {
  const d = builtInDecks();
  return newGame<DBSState>({
    game: 'dbs',
    format: 'masters',
    decks: [{ cards: expandDeck(d[0]) }, { cards: expandDeck(d[1]) }],
    seed,
  });
}

const v = (s: DBSState, seat: Seat | 'spectator') => view(s, seat) as DBSView;

const SKILL_DAMAGE = 'TEST-LEFTOVER-DAMAGE'; // [Auto] when your Battle card attacks: 1 damage to the opponent

const RESTED_GROW = 'TEST-LEFTOVER-RESTGROW'; // [Permanent] your Battle cards in Rest Mode +5000

const STAND_ONE = 'TEST-LEFTOVER-STAND'; // [Activate: Main] switch 1 of your Battle cards to Active Mode

const SPARK_AND_MILL = 'TEST-LEFTOVER-SPARK'; // when you play another card: [Sparking 3] draw 1 / top of deck to Drop

const GROW_ALL = 'TEST-LEFTOVER-GROW'; // [Permanent] your Battle cards +10000

const SHRINK_OPP = 'TEST-LEFTOVER-SHRINKOPP'; // [Activate: Main] 1 of your opponent's Battle cards -30000

const SHRINK_OWN = 'TEST-LEFTOVER-SHRINKOWN'; // [Activate: Main] 1 of your Battle cards -30000

const FUSED_ZAMASU = 'BT2-058'; // when it attacks: up to 1 card each of the opponent's battle, energy, life, hand to their deck's bottom

const attackWith = (s: DBSState, card: Card): void =>
  pick(s, (o) => o.t === 'attack' && o.attacker === card.id && o.target === s.players[1].leader[0].id);

// From the former rules-a-areas.test.ts:
// DBS rules tests, game areas (section 3) and the "other" rules on cards moving between them (11-2 to
// 11-6): open and secret areas in views and logs (3-1-3, 3-2 … 3-10), new cards after a move (3-1-4/5),
// destinations by owner (3-1-7), deck moves one by one and shuffling (3-2), hand, Drop, Leader, Battle,
// Combo, Energy, Life and Warp areas; revealing (11-2), stacks (11-3), the Warp (11-4), gaining control
// (11-5) and looking at secret areas (11-6).

describe('open and secret areas (DBS 3-1)', () => {
  it('DBS 3-1 DBS 3-1-3 DBS 3-3 DBS 3-3-1 DBS 3-3-2 DBS 3-3-3: the hand is secret: the owner sees it, the opponent sees a count', () => {
    expect(['deck', 'hand', 'life'].every((a) => isSecret(a as never))).toBe(true);
    expect(['drop', 'leader', 'battle', 'combo', 'energy', 'warp', 'removed'].some((a) => isSecret(a as never))).toBe(
      false,
    );
    const s = scenario({ deck: [C.hit, C.goten] }, {});
    const from = s.log!.length;
    drawCard(s, 0);
    expect(s.players[0].hand.map((c) => c.code)).toEqual([C.hit]); // the top card of the deck (3-3-1)
    expect(v(s, 0).players[0].hand).toEqual([{ id: s.players[0].hand[0].id, code: C.hit }]);
    expect(v(s, 1).players[0].hand).toBe(1);
    expect(v(s, 'spectator').players[0].hand).toBe(1);
    expect(JSON.stringify(eventsFor(s, 1, from))).not.toContain(C.hit);
    expect(JSON.stringify(eventsFor(s, 0, from))).toContain(C.hit);
  });

  it('DBS 3-1-5 DBS 3-1-4: a card leaving the Combo Area for the Drop is a new card; Battle↔Combo keeps it (default)', () => {
    const s = scenario({ battle: [C.hit, C.goten] }, {});
    const hit = byCode(s, 0, 'battle', C.hit);
    hit.mods = [{ stat: 'power', n: 5000, until: 'turn' }];
    const inCombo = moveCard(s, 0, hit, 'battle', 'combo')!;
    expect(inCombo.id).toBe(hit.id);
    expect(inCombo.mods).toEqual(hit.mods);
    const back = moveCard(s, 0, inCombo, 'combo', 'battle')!;
    expect(back.id).toBe(hit.id);
    expect(powerOf(s, 0, back)).toBe(20000);
    const goten = byCode(s, 0, 'battle', C.goten);
    goten.mods = [{ stat: 'power', n: 5000, until: 'turn' }];
    const combo = moveCard(s, 0, goten, 'battle', 'combo')!;
    const dropped = moveCard(s, 0, combo, 'combo', 'drop')!;
    expect(dropped.id).not.toBe(goten.id);
    expect(dropped.mods).toEqual([]);
  });

  it('DBS 3-1-7 DBS 3-1-7-1: a card goes to its owner’s area unless it is sent to another player’s Battle or Combo Area', () => {
    const s = scenario({}, {});
    const theirs = looseCard(C.hit, 1);
    s.players[0].battle.push(theirs);
    moveCard(s, 0, theirs, 'battle', 'drop');
    expect(s.players[1].drop.map((c) => c.code)).toEqual([C.hit]);
    expect(s.players[0].drop).toHaveLength(0);
    const toHand = moveCard(s, 1, s.players[1].drop[0], 'drop', 'hand', { toSeat: 0 })!;
    expect(s.players[1].hand.map((c) => c.id)).toEqual([toHand.id]);
    moveCard(s, 1, toHand, 'hand', 'battle', { toSeat: 0 });
    expect(s.players[0].battle.map((c) => c.code)).toEqual([C.hit]);
  });
});

describe('deck, Drop and Leader Areas (DBS 3-2, 3-4, 3-5)', () => {
  it('DBS 3-2 DBS 3-2-1 DBS 3-2-3: the deck starts in the Deck Area; Life is dealt from it one card at a time', () => {
    const s = freshGame();
    const toLife = (seat: Seat) =>
      s.log!.filter(
        (l) =>
          l.e.t === 'move' &&
          (l.e as never as { from: string; to: string; seat: number }).to === 'life' &&
          (l.e as never as { seat: number }).seat === seat,
      );
    for (const seat of [0, 1] as const) {
      expect(s.players[seat].deck.length + s.players[seat].hand.length).toBe(50);
      expect(s.players[seat].deck.every((c) => c.owner === seat)).toBe(true);
    }
    act(s, s.firstPlayer, { t: 'done' });
    act(s, (1 - s.firstPlayer) as Seat, { t: 'done' });
    expect(toLife(0)).toHaveLength(8);
    expect(toLife(1)).toHaveLength(8);
    expect(JSON.stringify(toLife(0).map((l) => l.e))).not.toMatch(/code/);
  });

  it('DBS 3-2-4: a requested shuffle rearranges the owner’s own deck', () => {
    const s = freshGame();
    const first = s.firstPlayer;
    const before = s.players[first].deck.map((c) => c.code).join();
    for (let k = 0; k < 3; k++) {
      const o = options(s).find((x) => x.t === 'card');
      if (o) act(s, first, o);
    }
    act(s, first, { t: 'done' });
    const shuffles = s.log!.filter((l) => l.e.t === 'shuffle').map((l) => (l.e as never as { seat: number }).seat);
    expect(shuffles.slice(-1)).toEqual([first]);
    expect(s.players[first].deck.map((c) => c.code).join()).not.toBe(before);
  });

  it('DBS 3-4 DBS 3-4-1 DBS 3-4-2: KO’d Battle cards and used Extra cards go face up on top of the Drop', () => {
    const s = scenario(
      { battle: [C.gohan], hand: [C.monaka], energy: [C.goten] },
      { battle: [{ code: C.hit, rested: true }] },
    );
    pick(s, (o) => o.t === 'activate' && o.from === 'hand');
    passWhile(s, ['dbs.counterTiming']);
    const gohan = byCode(s, 0, 'battle', C.gohan).id;
    const target = byCode(s, 1, 'battle', C.hit).id;
    pick(s, (o) => o.t === 'attack' && o.attacker === gohan && o.target === target);
    passWhile(s, ['dbs.counterTiming', 'dbs.offence', 'dbs.defence']);
    expect(s.players[1].drop.map((c) => c.code)).toEqual([C.hit]);
    expect(v(s, 0).players[1].drop.map((c) => c.code)).toEqual([C.hit]);
    expect(v(s, 1).players[0].drop.map((c) => c.code)).toEqual([C.monaka]);
    const deck = s.players[1].deck;
    moveCard(s, 1, deck[deck.length - 1], 'deck', 'drop');
    expect(s.players[1].drop.map((c) => c.code)).toEqual([C.hit, C.goten]); // the new card on top (the end)
  });

  it('DBS 3-5 DBS 3-5-1 DBS 3-5-2 DBS 3-5-3: the Leader starts front side up, is open, and never leaves the Leader Area', () => {
    const s = freshGame();
    for (const seat of [0, 1] as const) {
      expect(s.players[seat].leader).toHaveLength(1);
      expect(s.players[seat].leader[0].flipped).toBe(false);
      expect(v(s, (1 - seat) as Seat).players[seat].leader[0].code).toBe(s.players[seat].leader[0].code);
    }
    expect(() => moveCard(s, 0, s.players[0].leader[0], 'leader', 'drop')).toThrow(/3-5-3/);
    expect(s.players[0].leader).toHaveLength(1);
  });
});

describe('Battle, Combo, Energy, Life Areas and the Warp (DBS 3-6 … 3-10)', () => {
  it('DBS 3-6 DBS 3-6-1 DBS 3-6-2 DBS 3-6-5: any number of Battle cards (and a [Field] card) in the open Battle Area', () => {
    const s = scenario(
      { battle: [...Array<string>(9).fill(C.goten), C.brolyRing], hand: [C.kindGoku], energy: [C.goten] },
      {},
    );
    pick(s, (o) => o.t === 'play');
    passWhile(s, ['dbs.counterTiming', 'dbs.search']);
    expect(s.players[0].battle).toHaveLength(11);
    expect(v(s, 1).players[0].battle.map((c) => c.code)).toContain(C.kindGoku);
    expect(v(s, 1).players[0].battle.map((c) => c.code)).toContain(C.brolyRing);
  });

  it('DBS 3-7 DBS 3-7-1 DBS 3-7-2 DBS 3-7-4: several Battle cards may combo; the Combo Area is open', () => {
    const s = scenario(
      { battle: [C.hit, C.goten, C.kindGoku], hand: [C.goten] },
      { battle: [{ code: C.gohan, rested: true }] },
    );
    const hit = byCode(s, 0, 'battle', C.hit).id;
    pick(s, (o) => o.t === 'attack' && o.attacker === hit && o.target === byCode(s, 1, 'battle', C.gohan).id);
    passWhile(s, ['dbs.counterTiming']);
    for (let k = 0; k < 3; k++) pick(s, (o) => o.t === 'combo');
    expect(s.players[0].combo).toHaveLength(3);
    expect(
      v(s, 1)
        .players[0].combo.map((c) => c.code)
        .sort(),
    ).toEqual([C.goten, C.goten, C.kindGoku].sort());
  });

  it('DBS 3-8 DBS 3-8-1: energy pays costs, and the payer chooses which energy to rest', () => {
    const s = scenario({ hand: [C.goten], energy: [C.goten, C.goten, C.hit] }, {});
    pick(s, (o) => o.t === 'play');
    expect(s.decision!.prompt).toBe('dbs.payEnergy');
    expect(options(s).length).toBeGreaterThan(1);
    answer(s, options(s)[0]);
    passWhile(s, ['dbs.counterTiming']);
    expect(s.players[0].energy.filter((c) => c.rested)).toHaveLength(2);
  });

  it('DBS 3-9: the Life Area holds the Leader’s life, secret to both players', () => {
    const s = scenario({}, {});
    expect(v(s, 0).players[0].life).toBe(8);
    expect(v(s, 1).players[0].life).toBe(8);
    expect(JSON.stringify(v(s, 0))).not.toContain(String(s.players[0].life[0].id));
  });

  it('DBS 3-10-1 DBS 3-10-2 DBS 11-4 DBS 11-4-1: a card sent to the Warp goes face up on top of its owner’s Warp', () => {
    const s = scenario({ battle: [C.hit] }, {});
    const theirs = looseCard(C.gohan, 1);
    s.players[0].battle.push(theirs);
    moveCard(s, 0, byCode(s, 0, 'battle', C.hit), 'battle', 'warp');
    moveCard(s, 0, theirs, 'battle', 'warp');
    expect(s.players[0].warp.map((c) => c.code)).toEqual([C.hit]);
    expect(s.players[1].warp.map((c) => c.code)).toEqual([C.gohan]);
    expect(v(s, 1).players[0].warp.map((c) => c.code)).toEqual([C.hit]);
    const deck = s.players[0].deck;
    moveCard(s, 0, deck[deck.length - 1], 'deck', 'warp');
    expect(s.players[0].warp.map((c) => c.code)).toEqual([C.hit, C.goten]); // the new card on top (the end)
  });
});

describe('simultaneous moves (DBS 3-1-6)', () => {
  useTestSkills({
    [SKILL_DAMAGE]: [auto({ on: 'yourBattleCardAttacks' }, [{ do: 'damage', whose: 'opponent', n: 1 }])],
    [RESTED_GROW]: [permanent({ cont: 'power', target: 'allYourBattle', n: 5000, filter: { rested: true } })],
    [STAND_ONE]: [
      activateMain([], [{ do: 'activeMode', target: { t: 'choose', whose: 'you', zone: 'battle', n: 1 } }]),
    ],
    [SPARK_AND_MILL]: [
      { kind: 'auto', when: { on: 'playOther', filter: {} }, sparking: 3, effect: [draw(1)] },
      auto({ on: 'playOther', filter: {} }, [{ do: 'deckTopToDrop', n: 1 }]),
    ],
    [GROW_ALL]: [permanent({ cont: 'power', target: 'allYourBattle', n: 10000 })],
    [SHRINK_OPP]: [activateMain([], [power(chooseOpp(1), -30000)])],
    [SHRINK_OWN]: [
      activateMain(
        [],
        [{ do: 'power', target: { t: 'choose', whose: 'you', zone: 'battle', n: 1 }, n: -30000, until: 'turn' }],
      ),
    ],
  });

  // Infinite Force Fused Zamasu attacks: up to 1 card each of the opponent's Battle Area and energy go to the
  // bottom of their deck, "in any order". `first` is the card the owner puts in first (the upper of the two).
  function zamasuSends(first: 'hit' | 'goten'): DBSState {
    const s = scenario({ battle: [FUSED_ZAMASU] }, { battle: [C.hit], energy: [C.goten] });
    attackWith(s, byCode(s, 0, 'battle', FUSED_ZAMASU));
    passWhile(s, ['dbs.counterTiming']);
    expect(s.decision!.prompt).toBe('dbs.target');
    pick(s, (o) => o.t === 'card' && o.card === byCode(s, 1, 'battle', C.hit).id);
    pick(s, (o) => o.t === 'card' && o.card === s.players[1].energy[0].id);
    for (let i = 0; i < 4 && s.decision?.prompt === 'dbs.chooseLifeCard'; i++) answer(s, { t: 'no' });
    // The opponent owns both cards: they decide the order.
    expect(s.decision!.seat).toBe(1);
    expect(s.decision!.kind).toBe('chooseOrder');
    expect(s.decision!.prompt).toBe('dbs.bottomOrder');
    const id = first === 'hit' ? byCode(s, 1, 'battle', C.hit).id : s.players[1].energy[0].id;
    pick(s, (o) => o.t === 'card' && o.card === id);
    return s;
  }

  it('DBS 3-1-6: cards placed in an area together are ordered by their owner', () => {
    for (const first of ['hit', 'goten'] as const) {
      const s = zamasuSends(first);
      const bottomTwo = s.players[1].deck.slice(0, 2).map((c) => c.code); // index 0 is the bottom
      expect(bottomTwo).toEqual(first === 'hit' ? [C.goten, C.hit] : [C.hit, C.goten]);
    }
  });

  it('DBS 3-1-6-1: the other player cannot tell the order the owner chose for cards going into a secret area', () => {
    // The moves the other seat is told of, in order (ids differ between two scenarios, so they are left out).
    const seen = (first: 'hit' | 'goten'): string[] =>
      eventsFor(zamasuSends(first), 0)
        .filter((e) => e.t === 'move')
        .map((e) => {
          const m = e as unknown as { from: string; to: string; card?: { code: string } };
          return `${m.from}>${m.to}:${m.card?.code ?? '?'}`;
        });
    expect(seen('hit')).toEqual(['battle>deck:' + C.hit, 'energy>deck:' + C.goten]);
    expect(seen('goten')).toEqual(seen('hit'));
  });
});

describe('areas and identity (DBS 3)', () => {
  it('DBS 3-1-4 DBS 8-8-1-4 DBS-050: a card leaving the Battle Area is a new card without its effects', () => {
    const s = scenario({ battle: [{ code: C.hit, rested: true }] }, { battle: [{ code: C.gohan }] }, { turnPlayer: 1 });
    const hit = byCode(s, 0, 'battle', C.hit);
    hit.mods = [{ stat: 'power', n: 5000, until: 'turn' }];
    pick(s, (o) => o.t === 'attack' && o.target === hit.id && o.attacker === byCode(s, 1, 'battle', C.gohan).id);
    passWhile(s, ['dbs.counterTiming', 'dbs.offence', 'dbs.defence']);
    const dropped = s.players[0].drop.find((c) => c.code === C.hit)!;
    expect(dropped.id).not.toBe(hit.id);
    expect(dropped.mods).toEqual([]);
  });
  it('DBS 3-1-2 DBS 3-3-3 DBS 3-2-2 DBS 3-9-2 DBS 3-8-2: views show counts of secret areas and open energy', () => {
    const s = scenario({ hand: [C.hit], energy: [C.goten] }, { hand: [C.gohan] });
    const v = view(s, 0) as DBSView;
    expect(v.players[1].hand).toBe(1);
    expect(v.players[0].hand).toEqual([{ id: s.players[0].hand[0].id, code: C.hit }]);
    expect(v.players[1].deck).toBe(20);
    expect(v.players[1].life).toBe(8);
    expect((view(s, 1) as DBSView).players[0].energy[0].code).toBe(C.goten);
  });
  it('DBS 10-3-1 DBS 10-3-3 DBS 3-6-6 DBS-055: a second [Field] sends the first to the Drop', () => {
    const s = scenario({ hand: [C.cellsBirth], battle: [C.brolyRing], energy: ['BT1-062', 'BT1-062'] }, {});
    pick(s, (o) => o.t === 'activate' && o.from === 'hand');
    passWhile(s, ['dbs.counterTiming']);
    expect(s.players[0].battle.map((c) => c.code)).toEqual([C.cellsBirth]);
    expect(s.players[0].drop.map((c) => c.code)).toEqual([C.brolyRing]);
  });
  it('DBS 10-5-1 DBS 10-5-4 DBS 9-4-2 DBS 11-3-2 DBS-058: [Evolve] stacks on a chosen card keeping position and power', () => {
    const s = scenario(
      { hand: [C.rapidGoku], battle: [{ code: C.kindGoku, rested: true }], energy: [C.goten, C.goten] },
      {},
    );
    const base = byCode(s, 0, 'battle', C.kindGoku);
    base.mods = [{ stat: 'power', n: -2000, until: 'turn' }];
    pick(s, (o) => o.t === 'activate' && Array.isArray(o.onto));
    passWhile(s, ['dbs.counterTiming', 'dbs.target']);
    const top = byCode(s, 0, 'battle', C.rapidGoku);
    expect(top.rested).toBe(true);
    expect(top.under.map((u) => u.code)).toEqual([C.kindGoku]);
    expect(powerOf(s, 0, top)).toBe(13000);
  });
  it('DBS 10-2-1 DBS 10-2-3 DBS 10-2-5 DBS 2-3-2-1-2 DBS 2-3-2-1-3 DBS 6-3-1-2-2-2 DBS-057: [Awaken] flips the Leader keeping its position and power effects', () => {
    const s = scenario({ leader: { code: C.gokuLeader, rested: true }, life: 5 }, {});
    expect(options(s).some((o) => o.t === 'activate' && (o as unknown as { from: string }).from === 'leader')).toBe(
      false,
    );
    const t = scenario({ leader: { code: C.gokuLeader, rested: true }, life: 4 }, {});
    const l = t.players[0].leader[0];
    l.mods = [{ stat: 'power', n: 5000, until: 'turn' }];
    const hand = t.players[0].hand.length;
    pick(t, (o) => o.t === 'activate' && o.from === 'leader');
    passWhile(t, ['dbs.counterTiming']);
    expect(l.flipped).toBe(true);
    expect(l.rested).toBe(true);
    expect(powerOf(t, 0, l)).toBe(20000); // back face 15000 + 5000
    expect(t.players[0].hand.length).toBe(hand + 2);
  });
});
