// DBS rules tests for clauses no other test cites: counter-timing turns (4-7-3-3/4), the beginning of the
// Offence Step (7-2-1-1), choosing fewer targets than asked (8-5-3-3), continuous-effect order (8-8-1-2,
// 8-8-1-5-1), who chooses a replacement (8-9-2-2), simultaneous once-per-turn autos (10-11-4), numbers
// on cards (1-3-6), a specified cost above the total (2-11-1-2-1), removed cards (10-19),
// [Warrior of Universe 7] (10-21) and [Dragon Ball] (10-31).
//
// Skills no card of our pool prints are given as test-only skills under TEST- keys, lent to cards through
// a "gains the skills of" modifier, or registered on vanilla cards. Three test-only card records (a
// 《Universe 7》 card, an Extra card whose specified cost is above its total, and a [Dragon Ball] card)
// are added to the card pool by a module mock. vitest isolates each test file's modules, so no other file
// sees either.
import { describe, expect, it, vi } from 'vitest';
import { activateMain, auto, chooseOpp, draw, ko, permanent } from '../../src/games/dbs/abilities/dsl.ts';
import { useTestSkills } from './testSkills.ts';
import type { CardRecord } from '../../src/games/dbs/cards/cardRecord.ts';
import { energyCostOf, hasKeyword, powerOf } from '../../src/games/dbs/characteristics.ts';
import { validateDeck } from '../../src/games/dbs/deckRules.ts';
import { DEFAULT_OPTIONS } from '../../src/games/dbs/formats.ts';
import type { Card, DBSState, Mod } from '../../src/games/dbs/state.ts';
import { dbsView } from '../../src/games/dbs/view.ts';
import { answer, byCode, C, options, passWhile, pick, refresh, scenario } from './scenario.ts';

const U7 = 'TEST-U7'; // blue 《Universe 7》 Battle card, cost 3 with (B)(B)
const HIGH_SPECIFIED = 'TEST-EX'; // blue Extra card: total cost 1, specified (B)(B); [Activate: Main] draw 1
const DRAGON_BALL = 'TEST-DB'; // Extra card with [Dragon Ball]
const RESTED_LEAVER = 'TEST-RESTLEAVE'; // 15000: when placed in the Drop from the Battle Area, if in Rest Mode, draw 1
const STRONG_LEAVER = 'TEST-STRONGLEAVE'; // 15000: when placed in the Drop from the Battle Area, with 20000+ power, draw 1

const TEST_RECORDS: Record<string, CardRecord> = {
  [U7]: {
    code: U7,
    type: 'battle',
    colour: 'blue',
    name: 'Test Warrior',
    power: 10000,
    characters: ['Test Warrior'],
    traits: ['Universe 7'],
    keywords: [],
    energyCost: { total: 3, specified: { blue: 2 } },
    comboPower: 5000,
    comboCost: 0,
  },
  [HIGH_SPECIFIED]: {
    code: HIGH_SPECIFIED,
    type: 'extra',
    colour: 'blue',
    name: 'Test Extra',
    keywords: [],
    energyCost: { total: 1, specified: { blue: 2 } },
  },
  [DRAGON_BALL]: {
    code: DRAGON_BALL,
    type: 'extra',
    colour: 'blue',
    name: 'Test Dragon Ball',
    keywords: ['dragonBall'],
    energyCost: { total: 1, specified: {} },
  },
  ...Object.fromEntries(
    [RESTED_LEAVER, STRONG_LEAVER].map((code): [string, CardRecord] => [
      code,
      {
        code,
        type: 'battle',
        colour: 'blue',
        name: 'Test Leaver',
        power: 15000,
        characters: ['Test Leaver'],
        traits: [],
        keywords: [],
        energyCost: { total: 1, specified: {} },
        comboPower: 5000,
        comboCost: 0,
      },
    ]),
  ),
};

vi.mock('../../src/games/dbs/cards/cardPool.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/games/dbs/cards/cardPool.ts')>();
  const lookUp = (code: string): CardRecord | undefined => TEST_RECORDS[code] ?? real.cardByCode(code);
  return {
    ...real,
    cardByCode: lookUp,
    requireCard: (code: string): CardRecord => {
      const r = lookUp(code);
      if (!r) throw new Error(`unknown DBS card code ${code}`);
      return r;
    },
  };
});

const COUNTER_COUNTER = 'BT2-005'; // Super Saiyan Son Goku: [Counter: Counter] draw 1
const OFFENCE_WATCHER = 'BT1-102'; // Appule: at the beginning of your Offence Step, draw 1
const SUI = 'BT1-103'; // Sui: your Son Goten cards are also red
const TRUNKS = 'BT1-039'; // vanilla Trunks, only a body for lent skills
const CELL_LEADER = 'BT2-068';
const CELL_JR = 'BT2-087'; // on play with a Cell Leader: two 10000 Cell Jr. tokens at once

const KO_TWO = 'TEST-KO2'; // [Activate: Main] KO 2 of your opponent's Battle Cards
const RED_WATCHER = 'TEST-RED'; // when you play a red card, draw 1
const TOKEN_WATCHER = 'TEST-TOKEN'; // [Once per Turn] when you play a Cell Jr., draw 1
const BLOCKERS_GROW = 'TEST-BLOCK'; // your Battle Cards have [Blocker]; your [Blocker] Battle Cards +5000
const CHEAP = 'TEST-CHEAP'; // this card's energy cost is reduced by 5
const MAY_REPLACE = 'TEST-REPLACE'; // you may put 1 card from your deck in the Drop instead of each damage
const BIG_WATCHER = 'TEST-BIG'; // when you play a card with 20000 power or more, draw 1
const GROW_ALL = 'TEST-GROW'; // your Battle Cards +5000
const REVIVE = 'TEST-REVIVE'; // [Activate: Main] play a card from your Drop Area
const WU7 = 'TEST-WU7'; // [Warrior of Universe 7]

useTestSkills({
  [COUNTER_COUNTER]: [{ kind: 'counter', on: 'counter', cost: [], effect: [draw(1)] }],
  [OFFENCE_WATCHER]: [auto({ on: 'beginning', of: 'offenceStep', whose: 'you' }, [draw(1)])],
  [SUI]: [permanent({ cont: 'gainColours', filter: { character: ['Son Goten'] }, colours: ['red'] })],
  [HIGH_SPECIFIED]: [activateMain([], [draw(1)])],
  [KO_TWO]: [activateMain([], [ko(chooseOpp(2))])],
  [RED_WATCHER]: [auto({ on: 'playOther', filter: { colour: 'red' } }, [draw(1)])],
  [TOKEN_WATCHER]: [auto({ on: 'playOther', filter: { name: 'Cell Jr. Token' } }, [draw(1)], { once: true })],
  [BLOCKERS_GROW]: [
    permanent({ cont: 'keyword', target: 'allYourBattle', keyword: 'blocker' }),
    permanent({ cont: 'power', target: 'allYourBattle', n: 5000, filter: { keyword: 'blocker' } }),
  ],
  [CHEAP]: [permanent({ cont: 'costReduction', n: 5 })],
  [MAY_REPLACE]: [permanent({ cont: 'replaceDamage', per: 1, optional: true })],
  [BIG_WATCHER]: [auto({ on: 'playOther', filter: { powerMin: 20000 } }, [draw(1)])],
  [GROW_ALL]: [permanent({ cont: 'power', target: 'allYourBattle', n: 5000 })],
  [REVIVE]: [activateMain([], [{ do: 'fromDrop', pick: 1, filter: {}, to: 'play' }])],
  [WU7]: [permanent({ cont: 'keyword', target: 'this', keyword: 'warriorOfUniverse7' })],
  [RESTED_LEAVER]: [auto({ on: 'toDropFromBattle' }, [draw(1)], { cond: { if: 'thisRested' } })],
  [STRONG_LEAVER]: [auto({ on: 'toDropFromBattle' }, [draw(1)], { cond: { if: 'thisPower', op: '>=', n: 20000 } })],
});

/** Lend the test-only skills registered under `key` to `card` for the game. */
function lend(card: Card, key: string): void {
  const m: Mod = { stat: 'skills', code: key, until: 'game' };
  card.mods = [...card.mods, m];
}

const attackLeader = (s: DBSState, code: string): void =>
  pick(s, (o) => o.t === 'attack' && o.attacker === byCode(s, s.turnPlayer, 'battle', code).id);

describe('counter timing turns (DBS 4-7-3)', () => {
  it('DBS 4-7-3-3 DBS 4-7-3-4: after a [Counter], the other player may answer; after theirs, it is the first player’s turn again', () => {
    const s = scenario(
      { battle: [C.hit], hand: [COUNTER_COUNTER], energy: [C.hit, C.hit] },
      { hand: [C.whisCoercion, COUNTER_COUNTER], energy: [C.goten, C.hit, C.hit] },
    );
    attackLeader(s, C.hit);
    expect(s.decision!.seat).toBe(1);
    pick(s, (o) => o.t === 'counter' && o.card === byCode(s, 1, 'hand', C.whisCoercion).id);
    // 4-7-3-3: the player who did not activate the last [Counter] acts: activate a pending one or end.
    expect(s.decision!.prompt).toBe('dbs.counterTiming');
    expect(s.decision!.seat).toBe(0);
    expect(options(s).some((o) => o.t === 'pass')).toBe(true);
    pick(s, (o) => o.t === 'counter');
    // 4-7-3-4: a [Counter] was activated, so back to 4-7-3-3 with the other player.
    expect(s.decision!.prompt).toBe('dbs.counterTiming');
    expect(s.decision!.seat).toBe(1);
    pick(s, (o) => o.t === 'counter');
    // Player 1 has no pending [Counter] left; the timing goes on to resolution (4-7-3-5).
    passWhile(s, ['dbs.counterTiming', 'dbs.target']);
    expect(s.players[0].hand.map((c) => c.code)).toEqual([C.goten]);
    expect(s.players[1].hand.map((c) => c.code)).toEqual([C.goten]);
    expect(s.battle).toBeNull(); // Whis's Coercion negated the attack
  });
  it('DBS 4-7-3-4: the player to act may end the counter timing instead of activating', () => {
    const s = scenario(
      { battle: [C.hit], hand: [COUNTER_COUNTER], energy: [C.hit, C.hit] },
      { hand: [C.whisCoercion], energy: [C.goten] },
    );
    attackLeader(s, C.hit);
    pick(s, (o) => o.t === 'counter');
    expect(s.decision!.seat).toBe(0);
    answer(s, { t: 'pass' });
    passWhile(s, ['dbs.target']);
    expect(s.players[0].hand.map((c) => c.code)).toEqual([COUNTER_COUNTER]); // not activated
    expect(s.battle).toBeNull();
  });
});

describe('the Offence Step (DBS 7-2)', () => {
  it('DBS 7-2-1-1: "at the beginning of the Offence Step" triggers and resolves before the free timing', () => {
    const s = scenario({ battle: [C.hit, OFFENCE_WATCHER] }, {});
    const from = s.log!.length;
    attackLeader(s, C.hit);
    passWhile(s, ['dbs.counterTiming', 'dbs.chooseAuto']);
    expect(s.decision!.prompt).toBe('dbs.offence');
    expect(s.players[0].hand).toHaveLength(1);
    const evs = (s.log ?? []).slice(from).map((l) => l.e as { t: string; step?: string; from?: string; to?: string });
    const offence = evs.findIndex((e) => e.t === 'step' && e.step === 'offence');
    const drawn = evs.findIndex((e) => e.t === 'move' && e.from === 'deck' && e.to === 'hand');
    expect(offence).toBeGreaterThanOrEqual(0);
    expect(drawn).toBeGreaterThan(offence);
    // The opponent's Offence Step is not "your" Offence Step.
    const t = scenario({ battle: [C.hit] }, { battle: [OFFENCE_WATCHER] });
    attackLeader(t, C.hit);
    passWhile(t, ['dbs.counterTiming', 'dbs.chooseAuto']);
    expect(t.decision!.prompt).toBe('dbs.offence');
    expect(t.players[1].hand).toHaveLength(0);
  });
});

describe('choosing targets (DBS 8-5-3)', () => {
  it('DBS 8-5-3-3: "choose 2" with only 1 legal target chooses that one and resolves against it', () => {
    const s = scenario({ battle: [TRUNKS] }, { battle: [C.hit] });
    lend(byCode(s, 0, 'battle', TRUNKS), KO_TWO);
    refresh(s);
    pick(s, (o) => o.t === 'activate' && o.card === byCode(s, 0, 'battle', TRUNKS).id);
    passWhile(s, ['dbs.counterTiming']);
    expect(s.decision!.prompt).toBe('dbs.target');
    expect(options(s).filter((o) => o.t === 'card')).toHaveLength(1);
    pick(s, (o) => o.t === 'card');
    passWhile(s, ['dbs.counterTiming']);
    expect(s.players[1].battle).toHaveLength(0);
    expect(s.players[1].drop.map((c) => c.code)).toEqual([C.hit]);
    expect(s.decision!.prompt).toBe('dbs.main');
  });
});

describe('applying continuous effects (DBS 8-8-1)', () => {
  it('DBS 8-8-1-2: effects that do not change numbers apply first, so a granted keyword counts for a power effect', () => {
    const s = scenario({ battle: [TRUNKS, C.goten] }, {});
    lend(byCode(s, 0, 'battle', TRUNKS), BLOCKERS_GROW);
    const goten = byCode(s, 0, 'battle', C.goten);
    expect(hasKeyword(s, 0, goten, 'blocker')).toBe(true);
    expect(powerOf(s, 0, goten)).toBe(20000);
    expect(powerOf(s, 0, byCode(s, 0, 'battle', TRUNKS))).toBe(20000);
    expect(powerOf(s, 1, s.players[1].leader[0])).toBe(10000); // the opponent's cards are not "your"
  });
  it('DBS 8-8-1-5-1: a trigger on a card with given information entering an area reads it after continuous effects', () => {
    // Son Goten is printed blue; with Sui in play it is also red, so "when you play a red card" triggers.
    const s = scenario({ battle: [SUI], hand: [C.goten], energy: [C.goten, C.goten] }, {});
    lend(s.players[0].leader[0], RED_WATCHER);
    refresh(s);
    pick(s, (o) => o.t === 'play');
    passWhile(s, ['dbs.counterTiming', 'dbs.chooseAuto']);
    expect(s.players[0].battle.map((c) => c.code)).toContain(C.goten);
    expect(s.players[0].hand).toHaveLength(1);
    const t = scenario({ battle: [TRUNKS], hand: [C.goten], energy: [C.goten, C.goten] }, {});
    lend(t.players[0].leader[0], RED_WATCHER);
    refresh(t);
    pick(t, (o) => o.t === 'play');
    passWhile(t, ['dbs.counterTiming', 'dbs.chooseAuto']);
    expect(t.players[0].hand).toHaveLength(0);
  });
});

describe('information of a moved card (DBS 8-6-5-1)', () => {
  // Son Goten has 15000 power in hand and in the Drop Area, 20000 in the Battle Area with TEST-GROW there.
  it('DBS 8-6-5-1 DBS 8-6-5-1-1: a card moved from a secret area (hand) to an open one is read as it is in the open area', () => {
    const s = scenario({ hand: [C.goten], energy: [C.goten, C.goten] }, {});
    lend(s.players[0].leader[0], BIG_WATCHER);
    lend(s.players[0].leader[0], GROW_ALL);
    refresh(s);
    expect(powerOf(s, 0, s.players[0].hand[0])).toBe(15000);
    pick(s, (o) => o.t === 'play');
    passWhile(s, ['dbs.counterTiming', 'dbs.chooseAuto']);
    expect(powerOf(s, 0, byCode(s, 0, 'battle', C.goten))).toBe(20000);
    expect(s.players[0].hand).toHaveLength(1);
  });
  it('DBS 8-6-5-1-3: a card moved from an open area (Drop) to another (Battle) is read as it is in the new area', () => {
    const s = scenario({ battle: [TRUNKS], drop: [C.goten] }, {});
    const trunks = byCode(s, 0, 'battle', TRUNKS);
    lend(trunks, REVIVE);
    lend(s.players[0].leader[0], BIG_WATCHER);
    lend(s.players[0].leader[0], GROW_ALL);
    refresh(s);
    expect(powerOf(s, 0, s.players[0].drop[0])).toBe(15000);
    pick(s, (o) => o.t === 'activate' && o.card === trunks.id);
    passWhile(s, ['dbs.counterTiming']);
    if (s.decision!.prompt === 'dbs.fromDrop') pick(s, (o) => o.t === 'card');
    passWhile(s, ['dbs.counterTiming', 'dbs.chooseAuto']);
    expect(s.players[0].battle.map((c) => c.code)).toContain(C.goten);
    expect(s.players[0].hand).toHaveLength(1);
  });

  /** Player 1 KOs player 2's only Battle Card with TEST-KO2 and lets the checkpoint resolve. */
  const koTheOpponents = (s: DBSState): void => {
    const trunks = byCode(s, 0, 'battle', TRUNKS);
    lend(trunks, KO_TWO);
    refresh(s);
    pick(s, (o) => o.t === 'activate' && o.card === trunks.id);
    passWhile(s, ['dbs.counterTiming']);
    pick(s, (o) => o.t === 'card');
    passWhile(s, ['dbs.counterTiming', 'dbs.chooseAuto']);
    expect(s.players[1].battle).toHaveLength(0);
  };

  for (const rested of [true, false]) {
    it(`DBS 8-6-5-1-2: a card KO'd in ${rested ? 'Rest' : 'Active'} Mode is read as it was in the Battle Area (${rested ? 'draws' : 'no draw'})`, () => {
      const s = scenario({ battle: [TRUNKS] }, { battle: [{ code: RESTED_LEAVER, rested }] });
      koTheOpponents(s);
      // In the Drop Area the card is never in Rest Mode: only its last known mode can make the skill draw.
      expect(s.players[1].drop.map((c) => [c.code, c.rested])).toEqual([[RESTED_LEAVER, false]]);
      expect(s.players[1].hand).toHaveLength(rested ? 1 : 0);
    });
  }

  it("DBS 8-6-5-1-2: a KO'd card's power is its power in the Battle Area, continuous effects there included", () => {
    const s = scenario({ battle: [TRUNKS] }, { battle: [STRONG_LEAVER] });
    lend(s.players[1].leader[0], GROW_ALL);
    refresh(s);
    expect(powerOf(s, 1, byCode(s, 1, 'battle', STRONG_LEAVER))).toBe(20000);
    koTheOpponents(s);
    expect(powerOf(s, 1, s.players[1].drop[0])).toBe(15000);
    expect(s.players[1].hand).toHaveLength(1);
  });

  it("DBS 8-6-5-1-2: without the Battle Area's +5000 the same card is too weak to draw", () => {
    const s = scenario({ battle: [TRUNKS] }, { battle: [STRONG_LEAVER] });
    koTheOpponents(s);
    expect(s.players[1].hand).toHaveLength(0);
  });
});

describe('replacement effects (DBS 8-9-2)', () => {
  it('DBS 8-9-2-2: the player whose life is damaged chooses whether the replacement applies', () => {
    const s = scenario({ battle: [C.hit] }, { battle: [TRUNKS] });
    lend(byCode(s, 1, 'battle', TRUNKS), MAY_REPLACE);
    attackLeader(s, C.hit);
    passWhile(s, ['dbs.counterTiming', 'dbs.offence', 'dbs.defence']);
    expect(s.decision!.prompt).toBe('dbs.replacement');
    expect(s.decision!.seat).toBe(1);
    answer(s, { t: 'replacement', source: byCode(s, 1, 'battle', TRUNKS).id } as never);
    passWhile(s, ['dbs.counterTiming']);
    expect(s.players[1].life).toHaveLength(8);
    expect(s.players[1].drop).toHaveLength(1);
    expect(s.players[1].deck).toHaveLength(19);
  });
});

describe('[Once per Turn] (DBS 10-11)', () => {
  it('DBS 10-11-4: a once-per-turn [Auto] pending twice at once resolves once; the other is nullified', () => {
    // Uncountable Many Cell Jr. makes two Cell Jr. tokens at once: two plays of a Cell Jr.
    const s = scenario({ leader: CELL_LEADER, hand: [CELL_JR], energy: [C.hit, C.hit, 'BT2-072'] }, {});
    lend(s.players[0].leader[0], TOKEN_WATCHER);
    refresh(s);
    pick(s, (o) => o.t === 'play');
    passWhile(s, ['dbs.counterTiming', 'dbs.chooseAuto']);
    for (let i = 0; i < 10 && s.decision!.prompt === 'dbs.chooseAuto'; i++) answer(s, options(s)[0]);
    passWhile(s, ['dbs.counterTiming']);
    expect(s.players[0].battle.filter((c) => c.token)).toHaveLength(2);
    expect(s.players[0].hand).toHaveLength(1);
    expect(s.pending).toHaveLength(0);
    expect(s.decision!.prompt).toBe('dbs.main');
  });
});

describe('numbers on cards (DBS 1-3-6) and specified costs (DBS 2-11)', () => {
  it('DBS 1-3-6: a cost reduced past 0 is 0; power, the exception, may go below 0', () => {
    const s = scenario({ hand: [C.goten] }, {});
    const goten = s.players[0].hand[0];
    lend(goten, CHEAP);
    expect(energyCostOf(s, 0, goten).total).toBe(0);
    const card = s.players[0].leader[0];
    card.mods = [...card.mods, { stat: 'power', n: -15000, until: 'turn' }];
    expect(powerOf(s, 0, card)).toBe(-5000);
  });
  it('DBS 2-11-1-2-1: a specified cost above the total cost is paid by that many energy of its colour', () => {
    const s = scenario({ hand: [HIGH_SPECIFIED], energy: [C.goten, C.goten, C.hit] }, {});
    pick(s, (o) => o.t === 'activate');
    passWhile(s, ['dbs.counterTiming', 'dbs.payEnergy']);
    const rested = s.players[0].energy.filter((c) => c.rested).map((c) => c.code);
    expect(rested).toEqual([C.goten, C.goten]); // two blue, not one card for the total of 1
    expect(s.players[0].hand).toHaveLength(1);
    // One blue energy and any number of others cannot pay it.
    const t = scenario({ hand: [HIGH_SPECIFIED], energy: [C.goten, C.hit, C.hit] }, {});
    expect(options(t).some((o) => o.t === 'activate')).toBe(false);
  });
});

describe('remove from the game (DBS 10-19)', () => {
  it('DBS 10-19 DBS 10-19-3: cards removed from the game are face up and open to both players', () => {
    const s = scenario({}, {});
    const card = s.players[0].deck.pop()!;
    s.players[0].removed.push(card);
    for (const viewer of [0, 1, 'spectator'] as const) {
      expect(dbsView(s, viewer).players[0].removed).toEqual([{ id: card.id, code: card.code }]);
    }
  });
});

describe('[Warrior of Universe 7] (DBS 10-21)', () => {
  it('DBS 10-21 DBS 10-21-1: with it in play, a 《Universe 7》 card is played as if it had no specified cost', () => {
    const red = [C.hit, C.hit, C.hit];
    const without = scenario({ hand: [U7], energy: red }, {});
    expect(options(without).some((o) => o.t === 'play')).toBe(false);
    const s = scenario({ hand: [U7], battle: [TRUNKS], energy: red }, {});
    lend(byCode(s, 0, 'battle', TRUNKS), WU7);
    refresh(s);
    pick(s, (o) => o.t === 'play');
    passWhile(s, ['dbs.counterTiming', 'dbs.payEnergy']);
    expect(s.players[0].battle.map((c) => c.code)).toContain(U7);
    expect(s.players[0].energy.every((c) => c.rested)).toBe(true); // the total cost of 3 is still paid
    // Other cards keep their specified cost.
    const t = scenario({ hand: [C.goten], battle: [TRUNKS], energy: red }, {});
    lend(byCode(t, 0, 'battle', TRUNKS), WU7);
    refresh(t);
    expect(options(t).some((o) => o.t === 'play')).toBe(false);
  });
});

describe('[Dragon Ball] (DBS 10-31)', () => {
  it('DBS 10-31 DBS 10-31-1: any number of copies of a [Dragon Ball] card, but at most 7 such cards in all', () => {
    const opts = DEFAULT_OPTIONS;
    const seven = [C.gokuLeader, ...Array<string>(7).fill(DRAGON_BALL), ...fill(43)];
    expect(validateDeck(seven, opts)).toEqual([]);
    const eight = [C.gokuLeader, ...Array<string>(8).fill(DRAGON_BALL), ...fill(42)];
    expect(validateDeck(eight, opts).map((p) => p.message)).toEqual([
      'at most 7 cards with [Dragon Ball], this deck has 8',
    ]);
  });
});

/** n main-deck cards, at most 4 copies of each (distinct vanilla-ish numbers from the pool). */
function fill(n: number): string[] {
  const pool = [C.hit, C.goten, C.gohan, C.northKai, C.piccoloBlocker, C.majinBuuDraw, C.monaka, C.rapidGoku];
  const pool2 = [C.kindGoku, C.beerusBoost, C.brolyRing, C.cellsBirth, C.tenaciousVegeta, C.magetta, C.botamo];
  const codes = [...pool, ...pool2, C.zamasuInvincible, C.piccoloSuper, C.vegetaCritical, C.whisCoercion];
  const out: string[] = [];
  for (let k = 0; out.length < n; k++) out.push(codes[Math.floor(k / 4) % codes.length]);
  return out;
}
