// DBS rules tests — terms: skills and effects, owner and master, turn player, checkpoint and free timing, draw, damage (rules section 4).
// Gathered by rules topic from the batch-named files rules-a-terms.test.ts, rules-leftover.test.ts, upTo.test.ts.

import { describe, expect, it } from 'vitest';
import { dbsAnswerWithoutView, dbsHeuristicAnswer } from '../../../src/games/dbs/product/heuristic.ts';
import { act, decision, newGame, pushFrame, run, view } from '../../../src/core/engine.ts';
import type { Seat } from '../../../src/core/types.ts';
import {
  activateMain,
  auto,
  chooseOpp,
  draw,
  drawUpTo,
  permanent,
  power,
} from '../../../src/games/dbs/abilities/dsl.ts';
import { renderSkill } from '../../../src/games/dbs/abilities/text.ts';
import { powerOf } from '../../../src/games/dbs/characteristics.ts';
import { dealDamage } from '../../../src/games/dbs/damage.ts';
import { builtInDecks, expandDeck } from '../../../src/games/dbs/index.ts';
import type { Card, DBSState, Mod } from '../../../src/games/dbs/state.ts';
import { dbsView, type DBSView } from '../../../src/games/dbs/view.ts';
import * as cardsHelpers from '../cards/helpers.ts';
import { activate, codes, no, prompt, settle, yes } from '../cards/helpers.ts';
import { answer, byCode, C, options, passWhile, pick, refresh, scenario } from '../scenario.ts';
import { useTestSkills } from '../testSkills.ts';

let loose = 60000;

function looseCard(code: string, owner: Seat, rested = false): Card {
  return { id: loose++, code, owner, rested, flipped: false, mods: [], under: [] };
}

/** Ask the pending free-timing decision again, after a test changed the position under it. */
function reask(s: DBSState): void {
  s.decision = null;
  run(s);
}

const SKILL_DAMAGE = 'TEST-LEFTOVER-DAMAGE'; // [Auto] when your Battle card attacks: 1 damage to the opponent

const RESTED_GROW = 'TEST-LEFTOVER-RESTGROW'; // [Permanent] your Battle cards in Rest Mode +5000

const STAND_ONE = 'TEST-LEFTOVER-STAND'; // [Activate: Main] switch 1 of your Battle cards to Active Mode

const SPARK_AND_MILL = 'TEST-LEFTOVER-SPARK'; // when you play another card: [Sparking 3] draw 1 / top of deck to Drop

const GROW_ALL = 'TEST-LEFTOVER-GROW'; // [Permanent] your Battle cards +10000

const SHRINK_OPP = 'TEST-LEFTOVER-SHRINKOPP'; // [Activate: Main] 1 of your opponent's Battle cards -30000

const SHRINK_OWN = 'TEST-LEFTOVER-SHRINKOWN'; // [Activate: Main] 1 of your Battle cards -30000

function lend(card: Card, key: string): void {
  const m: Mod = { stat: 'skills', code: key, until: 'game' };
  card.mods = [...card.mods, m];
}

const attackWith = (s: DBSState, card: Card): void =>
  pick(s, (o) => o.t === 'attack' && o.attacker === card.id && o.target === s.players[1].leader[0].id);

const BATTLE = ['dbs.counterTiming', 'dbs.offence', 'dbs.defence'];

// From the former rules-a-terms.test.ts:
// DBS rules tests, basic terms (section 4): skill categories and kinds of effect (4-1), owner (4-2),
// master (4-3), turn and non-turn player (4-4), the checkpoint (4-5), free timing (4-6), counter timing
// (4-7), card positions (4-8), drawing (4-9) and damage processing (4-10).

describe('skills and effects (DBS 4-1)', () => {
  it('DBS 4-1 DBS 4-1-1 DBS 4-1-1-1: [Activate] is used by choice, [Permanent] always applies, [Auto] triggers on its event', () => {
    // [Permanent]: SSGSS Son Goku has +10000 during your turn with 5 or more energy.
    const five = scenario({ battle: ['BT1-032'], energy: Array<string>(5).fill(C.goten) }, {});
    expect(powerOf(five, 0, five.players[0].battle[0])).toBe(25000);
    const four = scenario({ battle: ['BT1-032'], energy: Array<string>(4).fill(C.goten) }, {});
    expect(powerOf(four, 0, four.players[0].battle[0])).toBe(15000);
    // [Activate: Main]: Monaka is offered and does nothing until chosen.
    const s = scenario({ hand: [C.monaka, C.majinBuuDraw], energy: [C.goten, C.goten] }, {});
    expect(options(s).some((o) => o.t === 'activate')).toBe(true);
    // [Auto]: Majin Buu's "when you play this card" goes pending when it is played.
    const hand = s.players[0].hand.length;
    pick(s, (o) => o.t === 'play');
    passWhile(s, ['dbs.counterTiming']);
    expect(s.players[0].hand).toHaveLength(hand - 1 + 1);
    expect(s.log!.some((l) => l.e.t === 'autoSkill')).toBe(true);
  });

  it('DBS 4-1-2 DBS 4-1-2-1: immediate (draw), continuous (until end of turn) and replacement (damage replaced) effects', () => {
    const s = scenario({ hand: [C.monaka], energy: [C.goten] }, {});
    const hand = s.players[0].hand.length;
    pick(s, (o) => o.t === 'activate');
    passWhile(s, ['dbs.counterTiming']);
    expect(s.players[0].hand).toHaveLength(hand); // −Monaka +1 drawn, at once
    const leader = s.players[0].leader[0];
    expect(leader.mods.some((m) => m.stat === 'keyword' && m.keyword === 'doubleStrike')).toBe(true);
    pick(s, (o) => o.t === 'end');
    expect(leader.mods).toEqual([]); // ended with the turn (6-4-1-2)
    // Fused Zamasu's back face: damage is replaced by putting cards from the deck into the Drop.
    const z = scenario({}, { leader: { code: 'BT2-034', flipped: true } });
    dealDamage(z, 1, 1);
    refresh(z);
    expect(z.players[1].life).toHaveLength(8);
    expect(z.players[1].drop.length).toBeGreaterThan(0);
  });
});

describe('owner and master (DBS 4-2, 4-3)', () => {
  it('DBS 4-2 DBS 4-2-1 DBS 4-2-2 DBS 4-2-3: each card is owned by the player whose deck or Leader Area it began in, to the end', () => {
    const d = builtInDecks();
    const s = newGame<DBSState>({
      game: 'dbs',
      format: 'masters',
      decks: [{ cards: expandDeck(d[2]) }, { cards: expandDeck(d[3]) }],
      seed: 9,
    });
    for (let i = 0; i < 400 && decision(s); i++) {
      const o = decision(s)!.options;
      act(s, decision(s)!.seat, o[(i * 7) % o.length]);
    }
    if (!s.result) act(s, 0, { t: 'concede' });
    // At the end each player can take back exactly their 51 cards, wherever they are.
    const owned = [0, 0];
    for (const p of s.players) {
      for (const area of [
        'deck',
        'hand',
        'drop',
        'leader',
        'battle',
        'combo',
        'energy',
        'life',
        'warp',
        'removed',
      ] as const) {
        for (const c of p[area]) {
          if (c.token) continue;
          owned[c.owner]++;
          for (const u of c.under) owned[u.owner]++;
        }
      }
    }
    expect(owned).toEqual([51, 51]);
  });

  it('DBS 4-3 DBS 4-3-1 DBS 4-3-3 DBS 4-3-4 DBS 4-3-5: the master of a card, and of its skills, is the player whose area it is in', () => {
    const s = scenario({ hand: [C.hit], energy: Array<string>(5).fill(C.hit) }, {});
    s.players[0].battle.push(looseCard('BT1-065', 1), looseCard('BT1-032', 1), looseCard('BT1-006', 1));
    const [vegeta, goku] = s.players[0].battle;
    // [Permanent] counts "your turn" and "your energy" for seat 0, its master (4-3-4).
    expect(powerOf(s, 0, goku)).toBe(25000);
    reask(s);
    // [Activate: Main] is offered to seat 0 (4-3-3).
    expect(options(s).some((o) => o.t === 'activate' && (o as unknown as { card: number }).card === vegeta.id)).toBe(
      true,
    );
    // [Auto]: Scheming Champa triggers for seat 0 when seat 0 plays a red 《Alien》 card (4-3-5).
    pick(s, (o) => o.t === 'play');
    passWhile(s, ['dbs.counterTiming', 'dbs.payEnergy']);
    expect(powerOf(s, 0, byCode(s, 0, 'battle', C.hit))).toBe(20000);
  });
});

describe('turn player (DBS 4-4)', () => {
  it('DBS 4-4 DBS 4-4-1 DBS 4-4-2: the turn player acts in the Main Phase, the non-turn player in the Defence Step', () => {
    const s = scenario({ battle: [C.hit] }, { battle: [C.goten] }, { turnPlayer: 0 });
    expect(s.decision!.seat).toBe(0);
    const hit = byCode(s, 0, 'battle', C.hit).id;
    pick(s, (o) => o.t === 'attack' && o.attacker === hit);
    passWhile(s, ['dbs.counterTiming']);
    expect(s.decision!.prompt).toBe('dbs.offence');
    expect(s.decision!.seat).toBe(0);
    answer(s, { t: 'pass' });
    expect(s.decision!.prompt).toBe('dbs.defence');
    expect(s.decision!.seat).toBe(1);
    answer(s, { t: 'pass' });
    passWhile(s, []); // the damaged player picks a Life card (4-10-2-1)
    pick(s, (o) => o.t === 'end');
    expect(s.turnPlayer).toBe(1);
    expect(s.decision!.seat).toBe(1);
  });
});

describe('checkpoint and free timing (DBS 4-5, 4-6)', () => {
  it('DBS 4-5 DBS 4-5-1 DBS 4-5-2 DBS 4-5-3 DBS 4-5-3-1 DBS 4-5-3-2 DBS 4-5-3-3 DBS 4-5-3-4 DBS-045: rule processing, then the turn player’s [Auto]s in their chosen order, then the non-turn player’s', () => {
    const s = scenario({ battle: [C.majinBuuDraw, 'BT1-044'] }, { battle: [C.majinBuuDraw] });
    const [buu0, whis0] = s.players[0].battle;
    const buu1 = s.players[1].battle[0];
    s.players[1].combo.push(looseCard(C.goten, 1));
    s.pending.push(
      { seat: 1, source: buu1.id, code: buu1.code, index: 0 },
      { seat: 0, source: buu0.id, code: buu0.code, index: 0 },
      { seat: 0, source: whis0.id, code: whis0.code, index: 0 },
    );
    s.decision = null;
    pushFrame(s, { k: 'dbs.checkpoint', step: 0, rounds: 0 } as never);
    run(s);
    expect(s.players[1].combo).toHaveLength(0); // 4-5-3-1 before any [Auto]
    expect(s.decision!.prompt).toBe('dbs.chooseAuto');
    expect(s.decision!.seat).toBe(0);
    expect(options(s)).toHaveLength(2);
    const whisFirst = options(s).find((o) => s.pending[(o as unknown as { i: number }).i].source === whis0.id)!;
    answer(s, whisFirst);
    passWhile(s, ['dbs.counterTiming']);
    const order = s.log!.filter((l) => l.e.t === 'autoSkill').map((l) => (l.e as unknown as { source: number }).source);
    expect(order).toEqual([whis0.id, buu0.id, buu1.id]);
    expect(s.players[0].energy).toHaveLength(1);
    expect(s.players[0].hand).toHaveLength(1);
    expect(s.players[1].hand).toHaveLength(1);
    expect(s.pending).toHaveLength(0);
    expect(s.decision!.prompt).toBe('dbs.main'); // 4-5-3-4: the checkpoint ended
  });

  it('DBS 4-6 DBS 4-6-1 DBS 4-6-2 DBS 4-6-2-1 DBS 4-6-2-2 DBS 4-6-2-3: each free timing starts with a checkpoint; an action gives another; passing ends the phase', () => {
    const s = scenario({ hand: [C.goten, C.goten], energy: Array<string>(4).fill(C.goten) }, {});
    s.players[0].combo.push(looseCard(C.hit, 0));
    pick(s, (o) => o.t === 'play');
    passWhile(s, ['dbs.counterTiming', 'dbs.payEnergy']);
    expect(s.decision!.prompt).toBe('dbs.main');
    expect(s.decision!.seat).toBe(0);
    expect(s.players[0].combo).toHaveLength(0);
    expect(s.players[0].drop.map((c) => c.code)).toEqual([C.hit]);
    pick(s, (o) => o.t === 'end');
    expect(s.turnPlayer).toBe(1);
  });
});

describe('positions, drawing and damage (DBS 4-8, 4-9, 4-10)', () => {
  it('DBS 4-8 DBS 4-8-1 DBS 4-8-1-1 DBS 4-8-1-1-1: Leader, Battle and Energy cards are Active or Rest, and views show it', () => {
    const s = scenario(
      {
        leader: { code: C.gokuLeader, rested: true },
        battle: [C.hit, { code: C.goten, rested: true }],
        energy: [C.goten, { code: C.goten, rested: true }],
      },
      {},
    );
    const v = view(s, 1) as DBSView;
    expect(v.players[0].leader[0].rested).toBe(true);
    expect(v.players[0].battle.map((c) => c.rested === true)).toEqual([false, true]);
    expect(v.players[0].energy.map((c) => c.rested === true)).toEqual([false, true]);
  });

  it('DBS 4-9 DBS 4-9-1 DBS 4-9-3: "draw X" adds the top X cards of the deck to the hand one at a time', () => {
    const s = scenario({ leader: { code: C.gokuLeader }, life: 3, deck: [C.hit, C.gohan, C.botamo] }, {});
    const from = s.log!.length;
    pick(s, (o) => o.t === 'activate' && o.from === 'leader'); // [Awaken]: draw 2, flip
    passWhile(s, ['dbs.counterTiming']);
    expect(s.players[0].hand.map((c) => c.code)).toEqual([C.hit, C.gohan]);
    expect(s.log!.slice(from).filter((l) => l.e.t === 'move')).toHaveLength(2);
    expect(s.players[0].deck.map((c) => c.code)).toEqual([C.botamo]);
  });

  it('DBS 4-10 DBS 4-10-1 DBS 4-10-2 DBS 4-10-2-1 DBS 4-10-2-2 DBS-107: N damage is "take 1 damage" N times, each a Life card the damaged player chooses, to the hand', () => {
    const s = scenario({}, {});
    const from = s.log!.length;
    const bottom = s.players[1].life[0].id;
    dealDamage(s, 1, 3);
    refresh(s);
    for (let k = 0; k < 3; k++) {
      expect(s.decision!.prompt).toBe('dbs.lifeDamage');
      expect(s.decision!.seat).toBe(1);
      expect(options(s)).toHaveLength(8 - k); // any Life card may be chosen
      // the first time, the bottom card (position 7 from the top); then the top one
      answer(s, options(s)[k === 0 ? 7 : 0]);
    }
    expect(s.decision!.prompt).toBe('dbs.main');
    expect(s.players[1].life.some((c) => c.id === bottom)).toBe(false);
    expect(s.players[1].life).toHaveLength(5);
    expect(s.players[1].hand).toHaveLength(3);
    const moves = s.log!.slice(from).filter((l) => l.e.t === 'move');
    expect(moves).toHaveLength(3);
    expect(moves.every((l) => (l.e as unknown as { from: string; to: string }).to === 'hand')).toBe(true);
  });
});

// From the former rules-leftover.test.ts:
// DBS rules tests for the last clauses no other test cited: the damage source (4-11), the memory of a
// [Permanent] skill's invalid objects (8-1-4-2), cancelling a pending [Auto] that cannot be activated
// (8-6-4-1), a card's final information (8-10), power-zero drops credited to the effect (9-5-2-1),
// removing cards from the game (10-19) and the owner's order of simultaneous moves (3-1-6).
//
// Skills no card of our pool prints are registered under TEST- keys and lent to cards through a "gains the
// skills of" modifier (vitest isolates each test file's modules, so no other file sees them).

describe('the damage source (DBS 4-11)', () => {
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

  it('DBS 4-11 DBS 4-11-1 DBS 4-11-1-1 DBS 4-11-1-2: attack damage comes from the attacking card, skill damage from the skill’s card', () => {
    // Assailant Vegeta has [Critical]: Life lost to damage whose source is Vegeta goes to the Drop.
    const s = scenario({ battle: [C.vegetaCritical, C.goten] }, {});
    lend(s.players[0].leader[0], SKILL_DAMAGE);
    refresh(s);
    attackWith(s, byCode(s, 0, 'battle', C.vegetaCritical));
    passWhile(s, BATTLE);
    // The Leader's skill hit first (source: the Leader, not the attacker): to the hand. The attack's damage
    // (source: Vegeta) went to the Drop.
    expect(s.players[1].life).toHaveLength(6);
    expect(s.players[1].hand).toHaveLength(1);
    expect(s.players[1].drop).toHaveLength(1);
    // Son Goten attacks while Vegeta stands by: Vegeta is the source of neither damage.
    attackWith(s, byCode(s, 0, 'battle', C.goten));
    passWhile(s, BATTLE);
    expect(s.players[1].life).toHaveLength(4);
    expect(s.players[1].hand).toHaveLength(3);
    expect(s.players[1].drop).toHaveLength(1);
  });
});

{
  // The tests gathered from upTo.test.ts, with its helpers: some of their names mean something else above.

  const scenario = cardsHelpers.scenario;

  const HOST = 'BT1-102'; // Appule, a vanilla Battle card

  const TOP = [C.hit, C.botamo, C.gohan, C.northKai]; // the deck's top four, top first

  /** Player 1's Main Phase with HOST in the Battle Area, its skill `index` activated and the counter timing passed. */
  function activated(index: number, deck: string[] = [...TOP, ...Array<string>(16).fill(C.goten)]): DBSState {
    const s = scenario({ battle: [HOST], deck }, {});
    activate(s, HOST, { index });
    settle(s);
    return s;
  }

  const hand = (s: DBSState) => codes(s.players[0].hand);

  // From the former upTo.test.ts:
  // Rules tests for "draw up to X cards" (DBS 4-9-4 – 4-9-4-3): one card at a time, the player choosing before
  // each card whether to end, so each choice is made knowing the cards already drawn. A vanilla card is given
  // test-only [Activate: Main] skills (vitest isolates each test file's modules, so no other file sees them).

  describe('DBS 4-9-4 draw up to X cards', () => {
    useTestSkills({ [HOST]: [activateMain([], [drawUpTo(3)]), activateMain([], [drawUpTo(0)])] });

    it('DBS 4-9-4 DBS 4-9-4-2 DBS 4-9-4-3: drawing every time draws the top X cards one by one, then it ends without asking again', () => {
      const s = activated(0);
      for (let i = 0; i < 3; i++) {
        expect(prompt(s)).toBe('dbs.drawUpTo');
        expect(s.decision).toMatchObject({ seat: 0, kind: 'yesNo' });
        expect(hand(s)).toEqual(TOP.slice(0, i));
        yes(s);
      }
      expect(hand(s)).toEqual(TOP.slice(0, 3));
      expect(s.players[0].deck).toHaveLength(17);
      expect(prompt(s)).toBe('dbs.main'); // the third card ended it (4-9-4-3)
    });

    it('DBS 4-9-4-1: after a card is drawn the player may end it, seeing the card drawn', () => {
      const s = activated(0);
      yes(s);
      expect(prompt(s)).toBe('dbs.drawUpTo');
      const shown = dbsView(s, 0).players[0].hand;
      expect(Array.isArray(shown) && shown.map((c) => c.code)).toEqual([C.hit]);
      no(s);
      expect(hand(s)).toEqual([C.hit]);
      expect(s.players[0].deck).toHaveLength(19);
      expect(prompt(s)).toBe('dbs.main');
    });

    it('DBS 4-9-4-1: the player may end it before drawing any card', () => {
      const s = activated(0);
      no(s);
      expect(hand(s)).toEqual([]);
      expect(s.players[0].deck).toHaveLength(20);
      expect(prompt(s)).toBe('dbs.main');
    });

    it('DBS 4-9-4: "draw up to 0 cards" does nothing and asks nothing', () => {
      const s = activated(1);
      expect(prompt(s)).toBe('dbs.main');
      expect(hand(s)).toEqual([]);
      expect(s.players[0].deck).toHaveLength(20);
    });

    it('DBS 4-9-4 the skill text reads "Draw up to X cards"', () => {
      expect(renderSkill(activateMain([], [drawUpTo(2)]))).toBe('[Activate: Main] Draw up to 2 cards.');
      expect(renderSkill(activateMain([], [draw(2)]))).toBe('[Activate: Main] Draw 2 cards.');
    });

    it('the heuristic agent draws while its deck keeps a card (DBS 1-2-2-2: an empty deck loses)', () => {
      const s = activated(0);
      const yesNo = s.decision!.options;
      expect(dbsAnswerWithoutView('dbs.drawUpTo', yesNo)).toBeNull(); // it needs the view (the deck size)
      expect(dbsHeuristicAnswer(dbsView(s, 0), 0, 'dbs.drawUpTo', yesNo)).toEqual({ t: 'yes' });
      s.players[0].deck.length = 1;
      expect(dbsHeuristicAnswer(dbsView(s, 0), 0, 'dbs.drawUpTo', yesNo)).toEqual({ t: 'no' });
    });
  });
}
