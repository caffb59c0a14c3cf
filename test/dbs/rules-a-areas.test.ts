// DBS rules tests, game areas (section 3) and the "other" rules on cards moving between them (11-2 to
// 11-6): open and secret areas in views and logs (3-1-3, 3-2 … 3-10), new cards after a move (3-1-4/5),
// destinations by owner (3-1-7), deck moves one by one and shuffling (3-2), hand, Drop, Leader, Battle,
// Combo, Energy, Life and Warp areas; revealing (11-2), stacks (11-3), the Warp (11-4), gaining control
// (11-5) and looking at secret areas (11-6).
import { describe, expect, it } from 'vitest';
import { act, eventsFor, newGame, view } from '../../src/core/engine.ts';
import type { Seat } from '../../src/core/types.ts';
import { builtInDecks, expandDeck } from '../../src/games/dbs/index.ts';
import { attackOptions } from '../../src/games/dbs/battle.ts';
import { checkCondition, powerOf } from '../../src/games/dbs/characteristics.ts';
import { putUnder } from '../../src/games/dbs/payment.ts';
import type { Card, DBSState } from '../../src/games/dbs/state.ts';
import type { DBSView } from '../../src/games/dbs/view.ts';
import { drawCard, isSecret, moveCard } from '../../src/games/dbs/zones.ts';
import { answer, byCode, C, options, passWhile, pick, scenario } from './scenario.ts';

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

describe('revealing and looking at secret areas (DBS 11-2, 11-6)', () => {
  it('DBS 11-2 DBS 11-2-1: a card searched from the deck into the hand is revealed to the opponent', () => {
    // Kind Saiyan Son Goku: when played, look at the top 7, add a blue <Son Goku> to hand, shuffle.
    const s = scenario({ hand: [C.kindGoku], energy: [C.goten], deck: [C.goten, C.rapidGoku, C.goten] }, {});
    pick(s, (o) => o.t === 'play');
    passWhile(s, ['dbs.counterTiming']);
    expect(s.decision!.prompt).toBe('dbs.search');
    const from = s.log!.length;
    pick(s, (o) => o.t === 'card');
    const seen = eventsFor(s, 1, from).filter((e) => e.t === 'reveal');
    expect(seen).toHaveLength(1);
    expect(JSON.stringify(seen[0])).toContain(C.rapidGoku);
    expect(s.players[0].hand.map((c) => c.code)).toContain(C.rapidGoku);
  });

  it('DBS 11-6 DBS 11-6-1 DBS 11-6-2 DBS 11-6-3 DBS-067: only the master looks, the cards stay in the deck, then it is shuffled', () => {
    const deck = [C.goten, C.hit, C.gohan, C.botamo, C.magetta, C.northKai, C.rapidGoku, C.goten, C.goten];
    const s = scenario({ hand: [C.kindGoku], energy: [C.goten], deck }, {});
    pick(s, (o) => o.t === 'play');
    passWhile(s, ['dbs.counterTiming']);
    expect(s.decision!.prompt).toBe('dbs.search');
    expect(s.decision!.looking).toHaveLength(7);
    expect(s.players[0].deck).toHaveLength(deck.length); // 11-6-2
    expect(
      v(s, 0)
        .decision!.looking!.map((c) => c.code)
        .sort(),
    ).toEqual(deck.slice(0, 7).sort());
    expect(v(s, 1).decision!.looking).toBeUndefined();
    expect(JSON.stringify(v(s, 1))).not.toContain(C.magetta);
    // The player declines to take the blue Son Goku: the cards stay and the deck is shuffled.
    expect(options(s)[0]).toEqual({ t: 'done' });
    const from = s.log!.length;
    answer(s, { t: 'done' });
    expect(s.players[0].deck).toHaveLength(deck.length);
    expect(eventsFor(s, 1, from).some((e) => e.t === 'shuffle')).toBe(true);
  });
});

describe('looking when nothing can be taken (DBS 11-6-1)', () => {
  it('DBS 11-6-1: the master looks at the top cards even when none of them can be taken', () => {
    const deck = [C.goten, C.hit, C.gohan, C.botamo, C.magetta, C.northKai, C.monaka, C.goten];
    const s = scenario({ hand: [C.kindGoku], energy: [C.goten], deck }, {});
    pick(s, (o) => o.t === 'play');
    passWhile(s, ['dbs.counterTiming']);
    expect(s.decision!.prompt).toBe('dbs.search');
    expect(v(s, 0).decision!.looking).toHaveLength(7);
  });
});

describe('cards below other cards (DBS 11-3)', () => {
  it('DBS 11-3 DBS 11-3-1 DBS 11-3-3 DBS 11-3-4: a card put under goes to the very bottom and is still read as its own card', () => {
    const s = scenario({ battle: [C.hit], hand: [C.goten, C.kindGoku] }, {});
    const hit = byCode(s, 0, 'battle', C.hit);
    putUnder(s, 0, byCode(s, 0, 'hand', C.goten), 'hand', hit);
    putUnder(s, 0, byCode(s, 0, 'hand', C.kindGoku), 'hand', hit);
    expect(hit.under.map((u) => u.code)).toEqual([C.goten, C.kindGoku]); // top first: Kind Goku at the bottom
    expect(checkCondition(s, 0, hit, { if: 'underThis', filter: { name: 'Son Goten' } })).toBe(true);
    expect(checkCondition(s, 0, hit, { if: 'underThis', filter: { name: 'Hit' } })).toBe(false);
    expect(s.players[0].battle).toHaveLength(1); // the stack is one card in the Battle Area (11-3-2)
  });

  it('DBS 11-3-5 DBS-061: a KO’d stack sends its under cards to the Drop without their move [Auto]s', () => {
    // Overflowing Bio Warrior Army triggers when it goes from the Battle Area to the Drop.
    const alone = scenario({ battle: [C.gohan] }, { battle: [{ code: 'BT1-078', rested: true }] });
    const g1 = byCode(alone, 0, 'battle', C.gohan).id;
    pick(alone, (o) => o.t === 'attack' && o.attacker === g1 && o.target !== alone.players[1].leader[0].id);
    passWhile(alone, ['dbs.counterTiming', 'dbs.offence', 'dbs.defence']);
    expect(alone.log!.some((l) => l.e.t === 'autoSkill' && (l.e as never as { code: string }).code === 'BT1-078')).toBe(
      true,
    );

    const s = scenario({ battle: [C.gohan] }, { battle: [{ code: C.hit, rested: true }] });
    const top = byCode(s, 1, 'battle', C.hit);
    top.under = [looseCard('BT1-078', 1), looseCard(C.goten, 1)];
    const gohan = byCode(s, 0, 'battle', C.gohan).id;
    pick(s, (o) => o.t === 'attack' && o.attacker === gohan && o.target === top.id);
    passWhile(s, ['dbs.counterTiming', 'dbs.offence', 'dbs.defence']);
    expect(s.players[1].drop.map((c) => c.code).sort()).toEqual([C.hit, 'BT1-078', C.goten].sort());
    expect(s.log!.some((l) => l.e.t === 'autoSkill' && (l.e as never as { code: string }).code === 'BT1-078')).toBe(
      false,
    );
  });

  it('DBS 11-3-6 DBS 11-5 DBS 11-5-1 DBS 11-5-1-1 DBS 4-3-2: gaining control moves the stack, keeps its position and effects; the new master uses it', () => {
    const s = scenario({}, { battle: [{ code: C.hit, rested: false }] }, { turnPlayer: 0 });
    const hit = byCode(s, 1, 'battle', C.hit);
    hit.under = [looseCard(C.goten, 1)];
    hit.mods = [{ stat: 'power', n: 5000, until: 'turn' }];
    const mine = moveCard(s, 1, hit, 'battle', 'battle', { toSeat: 0, keepPosition: true })!;
    expect(s.players[1].battle).toHaveLength(0);
    expect(s.players[0].battle.map((c) => c.code)).toEqual([C.hit]);
    expect(mine.owner).toBe(1);
    expect(mine.rested).toBe(false);
    expect(mine.under.map((u) => u.code)).toEqual([C.goten]);
    expect(powerOf(s, 0, mine)).toBe(20000);
    expect(s.players[1].drop).toHaveLength(0);
    // Its master is now seat 0, whose area it is in: it attacks for seat 0.
    expect(attackOptions(s, 0).some((a) => a.attacker === mine.id)).toBe(true);
  });
});
