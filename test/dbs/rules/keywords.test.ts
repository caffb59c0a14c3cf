// DBS rules tests — keywords and keyword skills (rules section 10).
// Gathered by rules topic from the batch-named files rulesUncited.test.ts, keywords2.test.ts, rules-b-keywords.test.ts, rules-b-skills.test.ts, rules-leftover.test.ts, wishBack.test.ts.

import { describe, expect, it, vi } from 'vitest';
import { run } from '../../../src/core/engine.ts';
import type { GameEvent } from '../../../src/core/types.ts';
import * as abilitiesDsl from '../../../src/games/dbs/abilities/dsl.ts';
import {
  activateBattle,
  activateMain,
  auto,
  chooseOpp,
  chooseX,
  cost,
  counter as counterSkill,
  draw,
  energy,
  ko,
  overRealm,
  permanent,
  power,
  swap,
  unionFusion,
  wish,
} from '../../../src/games/dbs/abilities/dsl.ts';
import { printedSkills } from '../../../src/games/dbs/abilities/registry.ts';
import { renderSkill, renderSkills } from '../../../src/games/dbs/abilities/text.ts';
import type { CardRecord, Keyword } from '../../../src/games/dbs/cards/cardRecord.ts';
import { hasKeyword, powerOf, skillsOf } from '../../../src/games/dbs/characteristics.ts';
import { validateDeck } from '../../../src/games/dbs/deckRules.ts';
import { DEFAULT_OPTIONS } from '../../../src/games/dbs/formats.ts';
import * as dbsIndex from '../../../src/games/dbs/index.ts';
import type { Card, DBSState, Mod } from '../../../src/games/dbs/state.ts';
import { ruleProcessing } from '../../../src/games/dbs/timing.ts';
import { dbsView } from '../../../src/games/dbs/view.ts';
import { moveCard } from '../../../src/games/dbs/zones.ts';
import * as cardsHelpers from '../cards/helpers.ts';
import {
  activate,
  attack,
  canActivate,
  choose,
  codes,
  counter,
  declare,
  en,
  endTurn,
  finishBattle,
  many,
  no,
  prompt,
  settle,
  V,
  yes,
} from '../cards/helpers.ts';
import { answer, byCode, C, options, passWhile, pick, refresh, scenario } from '../scenario.ts';
import { useTestSkills } from '../testSkills.ts';

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

/** Lend the test-only skills registered under `key` to `card` for the game. */
function lend(card: Card, key: string): void {
  const m: Mod = { stat: 'skills', code: key, until: 'game' };
  card.mods = [...card.mods, m];
}

/** n main-deck cards, at most 4 copies of each (distinct vanilla-ish numbers from the pool). */
function fill(n: number): string[] {
  const pool = [C.hit, C.goten, C.gohan, C.northKai, C.piccoloBlocker, C.majinBuuDraw, C.monaka, C.rapidGoku];
  const pool2 = [C.kindGoku, C.beerusBoost, C.brolyRing, C.cellsBirth, C.tenaciousVegeta, C.magetta, C.botamo];
  const codes = [...pool, ...pool2, C.zamasuInvincible, C.piccoloSuper, C.vegetaCritical, C.whisCoercion];
  const out: string[] = [];
  for (let k = 0; out.length < n; k++) out.push(codes[Math.floor(k / 4) % codes.length]);
  return out;
}

vi.mock('../../../src/games/dbs/cards/cardPool.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../src/games/dbs/cards/cardPool.ts')>();
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

describe('[Once per Turn] (DBS 10-11)', () => {
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

describe('remove from the game (DBS 10-19)', () => {
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

{
  // The tests gathered from keywords2.test.ts, with its helpers: some of their names mean something else above.

  const scenario = cardsHelpers.scenario;

  const answer = cardsHelpers.answer;

  const options = cardsHelpers.options;

  const OVER = 'BT1-012'; // Hit: [Over Realm 3] (1); when played with [Over Realm], draw 1

  const DARK = 'BT1-103'; // Sui: [Dark Over Realm 2] (1); [Auto] [Sparking 3] when this card attacks, draw 1

  const HELPER = 'BT1-102'; // Appule: [Wormhole]; Son Goten cards are also black; four [Activate] test skills

  const FUSION = 'BT1-039'; // Trunks: [Union-Fusion] (B)(1) <Son Goten> and <Son Goku>; [Auto] [Burst 1] when played, draw 1

  const SWAPPER = 'BT2-005'; // Super Saiyan Son Goku: [Swap 2]; [Counter: Counter] negate [Counter]

  const GOTEN = 'BT1-035'; // vanilla Son Goten, 15000, cost 2

  const GOKU_5000 = 'BT1-033'; // Son Goku, 5000, cost 1

  const GOKU_15000 = 'SD1-04'; // Son Goku, 15000

  const WHIS = 'BT1-055'; // Whis's Coercion: [Counter: Attack] negate the attack

  const NORTH_KAI = 'BT1-050'; // [Blocker]

  const WISH_KEY = 'TEST-WISH';

  const drop = (n: number): string[] => many(GOTEN, n);

  /** Answer the payment decisions only. */
  function settlePay(s: DBSState): void {
    for (let i = 0; i < 20 && s.decision && s.decision.prompt === 'dbs.payEnergy'; i++) answer(s, options(s)[0]);
  }

  /** Ask the Main Phase decision again after a test changed the position by hand. */
  function refreshMain(s: DBSState): void {
    s.decision = null;
    run(s);
  }

  // From the former keywords2.test.ts:
  // The keywords of DBS section 10 that no card of our ten decks prints: [Over Realm] (10-15),
  // [Dark Over Realm] (10-25), [Wormhole] (10-26), [Swap] (10-24), [Union-Fusion] (10-13-3), "Choose X"
  // (10-27), [Wish] (10-28), [Sparking] (10-29), [Burst] (10-30), and "negate [Blocker]" (10-4-2) /
  // "negate [Counter]" (10-10-5). This file gives them to vanilla cards as test-only skills (vitest
  // isolates each test file's modules, so no other file sees them); the [Wish] is lent to a Leader by a
  // "gains the skills of" modifier under a test-only key.

  describe('DBS 10-15 [Over Realm]', () => {
    useTestSkills({
      [OVER]: [
        overRealm(3, cost(1)),
        auto({ on: 'play', via: 'overRealm' }, [draw(1)]),
        { kind: 'evolve', variant: 'xenoEvolve', cost: cost(1), onto: { character: ['Son Goten'] } },
      ],
      [DARK]: [overRealm(2, cost(1), true), { kind: 'auto', when: { on: 'attacks' }, effect: [draw(1)], sparking: 3 }],
      [HELPER]: [
        permanent({ cont: 'keyword', target: 'this', keyword: 'wormhole' }),
        permanent({ cont: 'gainColours', filter: { character: ['Son Goten'] }, colours: ['black'] }),
        { kind: 'activate', timing: 'main', cost: [], effect: [draw(1)], sparking: 3 },
        { kind: 'activate', timing: 'main', cost: [], effect: [draw(1)], once: true, burst: 2 },
        activateMain(
          [energy(1)],
          [
            chooseX(
              2,
              [draw(1)],
              [{ do: 'power', target: { t: 'this' }, n: 5000, until: 'turn' }],
              [{ do: 'deckTopToDrop', n: 1 }],
            ),
          ],
        ),
        activateBattle([], [{ do: 'negateBlocker' }]),
        permanent({ cont: 'replaceDamage', per: 1 }),
        // [Bond 2]: valid only with 2 or more Battle cards in your Battle Area (10-23-1, 8-3-3).
        permanent({ cont: 'power', target: 'this', n: 5000 }, { if: 'battleCount', whose: 'you', op: '>=', n: 2 }),
      ],
      [FUSION]: [
        permanent({ cont: 'replaceDamage', per: 2, optional: true }),
        unionFusion(cost(2, { blue: 1 }), ['Son Goten', 'Son Goku']),
        { kind: 'auto', when: { on: 'play' }, effect: [draw(1)], burst: 1 },
      ],
      [SWAPPER]: [swap(2), counterSkill('counter', [{ do: 'negateCounter' }])],
      [WISH_KEY]: [wish({ if: 'drop', op: '>=', n: 2 }, [draw(1)])],
    });

    it('DBS 10-15 DBS 10-15-1 DBS 10-15-2 DBS 10-15-3: with X cards in the Drop Area it plays the card from hand, sending the whole Drop to the Warp, for its skill cost only', () => {
      const s = scenario({ hand: [OVER], energy: en('blue', 1), drop: drop(3) }, {});
      expect(canActivate(s, OVER, 'hand')).toBe(true);
      activate(s, OVER, { from: 'hand' });
      settle(s);
      expect(codes(s.players[0].battle)).toEqual([OVER]);
      expect(s.players[0].drop).toHaveLength(0);
      expect(s.players[0].warp).toHaveLength(3);
      expect(s.players[0].energy.filter((c) => c.rested)).toHaveLength(1); // (1), not Hit's energy cost of 2
      expect(s.players[0].hand).toHaveLength(1); // "when you play this card with [Over Realm]": draw 1
      expect(renderSkills(OVER)[0]).toMatch(/^\[Over Realm 3\] \(1\) \(With 3 or more cards in your Drop Area/);
    });
    it('DBS 10-15-1: with fewer than X cards in the Drop Area it cannot be activated', () => {
      const s = scenario({ hand: [OVER], energy: en('blue', 1), drop: drop(2) }, {});
      expect(canActivate(s, OVER, 'hand')).toBe(false);
    });
    it('DBS 10-15-4 DBS-102: the card played with [Over Realm] goes to the Warp at the end of that turn', () => {
      const s = scenario({ hand: [OVER], energy: en('blue', 1), drop: drop(3) }, {});
      activate(s, OVER, { from: 'hand' });
      settle(s);
      endTurn(s);
      expect(s.players[0].battle).toHaveLength(0);
      expect(codes(s.players[0].warp)).toContain(OVER);
    });
    it('DBS 10-15-5 DBS 10-25-4: [Over Realm] and [Dark Over Realm] together only once per turn', () => {
      const s = scenario({ hand: [OVER, DARK], energy: en('blue', 2), drop: drop(3), battle: [] }, {});
      activate(s, OVER, { from: 'hand' });
      settle(s);
      s.players[0].drop.push(...scenario({ drop: drop(3) }, {}).players[0].drop);
      refreshMain(s);
      expect(canActivate(s, DARK, 'hand')).toBe(false);
    });
  });

  describe('DBS 10-25 [Dark Over Realm] and DBS 10-26 [Wormhole]', () => {
    useTestSkills({
      [OVER]: [
        overRealm(3, cost(1)),
        auto({ on: 'play', via: 'overRealm' }, [draw(1)]),
        { kind: 'evolve', variant: 'xenoEvolve', cost: cost(1), onto: { character: ['Son Goten'] } },
      ],
      [DARK]: [overRealm(2, cost(1), true), { kind: 'auto', when: { on: 'attacks' }, effect: [draw(1)], sparking: 3 }],
      [HELPER]: [
        permanent({ cont: 'keyword', target: 'this', keyword: 'wormhole' }),
        permanent({ cont: 'gainColours', filter: { character: ['Son Goten'] }, colours: ['black'] }),
        { kind: 'activate', timing: 'main', cost: [], effect: [draw(1)], sparking: 3 },
        { kind: 'activate', timing: 'main', cost: [], effect: [draw(1)], once: true, burst: 2 },
        activateMain(
          [energy(1)],
          [
            chooseX(
              2,
              [draw(1)],
              [{ do: 'power', target: { t: 'this' }, n: 5000, until: 'turn' }],
              [{ do: 'deckTopToDrop', n: 1 }],
            ),
          ],
        ),
        activateBattle([], [{ do: 'negateBlocker' }]),
        permanent({ cont: 'replaceDamage', per: 1 }),
        // [Bond 2]: valid only with 2 or more Battle cards in your Battle Area (10-23-1, 8-3-3).
        permanent({ cont: 'power', target: 'this', n: 5000 }, { if: 'battleCount', whose: 'you', op: '>=', n: 2 }),
      ],
      [FUSION]: [
        permanent({ cont: 'replaceDamage', per: 2, optional: true }),
        unionFusion(cost(2, { blue: 1 }), ['Son Goten', 'Son Goku']),
        { kind: 'auto', when: { on: 'play' }, effect: [draw(1)], burst: 1 },
      ],
      [SWAPPER]: [swap(2), counterSkill('counter', [{ do: 'negateCounter' }])],
      [WISH_KEY]: [wish({ if: 'drop', op: '>=', n: 2 }, [draw(1)])],
    });

    it('DBS 10-25 DBS 10-25-1 DBS 10-25-2: it counts only black cards in the Drop Area', () => {
      const s = scenario({ hand: [DARK], energy: en('blue', 1), drop: [V.red, V.red, V.red] }, {});
      expect(canActivate(s, DARK, 'hand')).toBe(false);
      const t = scenario({ hand: [DARK], energy: en('blue', 1), drop: drop(2), battle: [HELPER] }, {});
      expect(canActivate(t, DARK, 'hand')).toBe(true); // Son Goten cards are black while Appule is in play
      expect(renderSkills(DARK)[0]).toMatch(/^\[Dark Over Realm 2\] \(1\) \(With 2 or more black cards/);
    });
    it('DBS 10-25-3 DBS-102: it sends the Drop to the Warp and plays the card, which stays at the end of the turn', () => {
      const s = scenario({ hand: [DARK], energy: en('blue', 1), drop: drop(2), battle: [HELPER] }, {});
      activate(s, DARK, { from: 'hand' });
      settle(s);
      expect(s.players[0].warp).toHaveLength(2);
      endTurn(s);
      expect(codes(s.players[0].battle)).toContain(DARK);
    });
    it('DBS 10-26 DBS 10-26-1: [Wormhole] allows [Over Realm] and [Dark Over Realm] twice in a turn in total', () => {
      const s = scenario({ hand: [OVER, DARK], energy: en('blue', 2), drop: drop(3), battle: [HELPER] }, {});
      activate(s, OVER, { from: 'hand' });
      settle(s);
      expect(s.overRealmUses[0]).toBe(1);
      s.players[0].drop.push(...scenario({ drop: drop(2) }, {}).players[0].drop);
      refreshMain(s); // the Drop Area was refilled by hand
      activate(s, DARK, { from: 'hand' });
      settle(s);
      expect(codes(s.players[0].battle).sort()).toEqual([DARK, HELPER, OVER].sort());
      s.players[0].hand.push(scenario({ hand: [OVER] }, {}).players[0].hand[0]);
      s.players[0].drop.push(...scenario({ drop: drop(3) }, {}).players[0].drop);
      s.players[0].energy.forEach((c) => (c.rested = false));
      refreshMain(s);
      expect(canActivate(s, OVER, 'hand')).toBe(false); // the third use this turn
    });
  });

  describe('DBS 10-5-5 [Xeno-Evolve]', () => {
    useTestSkills({
      [OVER]: [
        overRealm(3, cost(1)),
        auto({ on: 'play', via: 'overRealm' }, [draw(1)]),
        { kind: 'evolve', variant: 'xenoEvolve', cost: cost(1), onto: { character: ['Son Goten'] } },
      ],
      [DARK]: [overRealm(2, cost(1), true), { kind: 'auto', when: { on: 'attacks' }, effect: [draw(1)], sparking: 3 }],
      [HELPER]: [
        permanent({ cont: 'keyword', target: 'this', keyword: 'wormhole' }),
        permanent({ cont: 'gainColours', filter: { character: ['Son Goten'] }, colours: ['black'] }),
        { kind: 'activate', timing: 'main', cost: [], effect: [draw(1)], sparking: 3 },
        { kind: 'activate', timing: 'main', cost: [], effect: [draw(1)], once: true, burst: 2 },
        activateMain(
          [energy(1)],
          [
            chooseX(
              2,
              [draw(1)],
              [{ do: 'power', target: { t: 'this' }, n: 5000, until: 'turn' }],
              [{ do: 'deckTopToDrop', n: 1 }],
            ),
          ],
        ),
        activateBattle([], [{ do: 'negateBlocker' }]),
        permanent({ cont: 'replaceDamage', per: 1 }),
        // [Bond 2]: valid only with 2 or more Battle cards in your Battle Area (10-23-1, 8-3-3).
        permanent({ cont: 'power', target: 'this', n: 5000 }, { if: 'battleCount', whose: 'you', op: '>=', n: 2 }),
      ],
      [FUSION]: [
        permanent({ cont: 'replaceDamage', per: 2, optional: true }),
        unionFusion(cost(2, { blue: 1 }), ['Son Goten', 'Son Goku']),
        { kind: 'auto', when: { on: 'play' }, effect: [draw(1)], burst: 1 },
      ],
      [SWAPPER]: [swap(2), counterSkill('counter', [{ do: 'negateCounter' }])],
      [WISH_KEY]: [wish({ if: 'drop', op: '>=', n: 2 }, [draw(1)])],
    });

    it('DBS 10-5-5 DBS-058: the chosen card goes to the Warp and the [Xeno-Evolve] card enters Active', () => {
      const s = scenario({ hand: [OVER], battle: [{ code: GOTEN, rested: true }], energy: en('blue', 1) }, {});
      s.players[0].battle[0].mods = [{ stat: 'power', n: -2000, until: 'turn' }];
      activate(s, OVER, { from: 'hand', onto: [GOTEN] });
      settle(s);
      expect(codes(s.players[0].warp)).toEqual([GOTEN]);
      expect(codes(s.players[0].battle)).toEqual([OVER]);
      expect(s.players[0].battle[0].rested).toBe(false);
      expect(s.players[0].battle[0].under).toHaveLength(0);
      expect(powerOf(s, 0, s.players[0].battle[0])).toBe(15000); // nothing carried over
    });
  });

  describe('DBS 10-24 [Swap]', () => {
    useTestSkills({
      [OVER]: [
        overRealm(3, cost(1)),
        auto({ on: 'play', via: 'overRealm' }, [draw(1)]),
        { kind: 'evolve', variant: 'xenoEvolve', cost: cost(1), onto: { character: ['Son Goten'] } },
      ],
      [DARK]: [overRealm(2, cost(1), true), { kind: 'auto', when: { on: 'attacks' }, effect: [draw(1)], sparking: 3 }],
      [HELPER]: [
        permanent({ cont: 'keyword', target: 'this', keyword: 'wormhole' }),
        permanent({ cont: 'gainColours', filter: { character: ['Son Goten'] }, colours: ['black'] }),
        { kind: 'activate', timing: 'main', cost: [], effect: [draw(1)], sparking: 3 },
        { kind: 'activate', timing: 'main', cost: [], effect: [draw(1)], once: true, burst: 2 },
        activateMain(
          [energy(1)],
          [
            chooseX(
              2,
              [draw(1)],
              [{ do: 'power', target: { t: 'this' }, n: 5000, until: 'turn' }],
              [{ do: 'deckTopToDrop', n: 1 }],
            ),
          ],
        ),
        activateBattle([], [{ do: 'negateBlocker' }]),
        permanent({ cont: 'replaceDamage', per: 1 }),
        // [Bond 2]: valid only with 2 or more Battle cards in your Battle Area (10-23-1, 8-3-3).
        permanent({ cont: 'power', target: 'this', n: 5000 }, { if: 'battleCount', whose: 'you', op: '>=', n: 2 }),
      ],
      [FUSION]: [
        permanent({ cont: 'replaceDamage', per: 2, optional: true }),
        unionFusion(cost(2, { blue: 1 }), ['Son Goten', 'Son Goku']),
        { kind: 'auto', when: { on: 'play' }, effect: [draw(1)], burst: 1 },
      ],
      [SWAPPER]: [swap(2), counterSkill('counter', [{ do: 'negateCounter' }])],
      [WISH_KEY]: [wish({ if: 'drop', op: '>=', n: 2 }, [draw(1)])],
    });

    it('DBS 10-24 DBS 10-24-1 DBS 10-24-2 DBS 10-24-3: plays up to 1 specified Battle card of energy cost X from hand, then returns the [Swap] card to hand', () => {
      const s = scenario({ battle: [SWAPPER], hand: [GOTEN, GOKU_5000] }, {});
      activate(s, SWAPPER, { from: 'battle' });
      expect(prompt(s)).toBe('dbs.swap');
      expect(options(s).some((o) => o.t === 'done')).toBe(true); // up to 1
      choose(s, GOTEN); // energy cost 2; the Son Goku of cost 1 is not offered
      settle(s);
      expect(codes(s.players[0].battle)).toEqual([GOTEN]);
      expect(codes(s.players[0].hand).sort()).toEqual([GOKU_5000, SWAPPER].sort());
      expect(s.players[0].energy.filter((c) => c.rested)).toHaveLength(0); // played without its energy cost
      expect(renderSkills(SWAPPER)[0]).toMatch(/^\[Swap 2\] Battle card with an energy cost of 2/);
    });
    it('DBS 10-24-3: choosing none still returns the [Swap] card to hand', () => {
      const s = scenario({ battle: [SWAPPER], hand: [GOKU_5000] }, {});
      activate(s, SWAPPER, { from: 'battle' });
      // No card of cost 2 in hand: still asked (issue 19: the hand is hidden from the opponent), with "done" alone.
      expect(s.decision).toMatchObject({ prompt: 'dbs.swap', options: [{ t: 'done' }] });
      answer(s, { t: 'done' });
      settle(s);
      expect(s.players[0].battle).toHaveLength(0);
      expect(codes(s.players[0].hand).sort()).toEqual([GOKU_5000, SWAPPER].sort());
    });
  });

  describe('DBS 10-13-3 [Union-Fusion]', () => {
    useTestSkills({
      [OVER]: [
        overRealm(3, cost(1)),
        auto({ on: 'play', via: 'overRealm' }, [draw(1)]),
        { kind: 'evolve', variant: 'xenoEvolve', cost: cost(1), onto: { character: ['Son Goten'] } },
      ],
      [DARK]: [overRealm(2, cost(1), true), { kind: 'auto', when: { on: 'attacks' }, effect: [draw(1)], sparking: 3 }],
      [HELPER]: [
        permanent({ cont: 'keyword', target: 'this', keyword: 'wormhole' }),
        permanent({ cont: 'gainColours', filter: { character: ['Son Goten'] }, colours: ['black'] }),
        { kind: 'activate', timing: 'main', cost: [], effect: [draw(1)], sparking: 3 },
        { kind: 'activate', timing: 'main', cost: [], effect: [draw(1)], once: true, burst: 2 },
        activateMain(
          [energy(1)],
          [
            chooseX(
              2,
              [draw(1)],
              [{ do: 'power', target: { t: 'this' }, n: 5000, until: 'turn' }],
              [{ do: 'deckTopToDrop', n: 1 }],
            ),
          ],
        ),
        activateBattle([], [{ do: 'negateBlocker' }]),
        permanent({ cont: 'replaceDamage', per: 1 }),
        // [Bond 2]: valid only with 2 or more Battle cards in your Battle Area (10-23-1, 8-3-3).
        permanent({ cont: 'power', target: 'this', n: 5000 }, { if: 'battleCount', whose: 'you', op: '>=', n: 2 }),
      ],
      [FUSION]: [
        permanent({ cont: 'replaceDamage', per: 2, optional: true }),
        unionFusion(cost(2, { blue: 1 }), ['Son Goten', 'Son Goku']),
        { kind: 'auto', when: { on: 'play' }, effect: [draw(1)], burst: 1 },
      ],
      [SWAPPER]: [swap(2), counterSkill('counter', [{ do: 'negateCounter' }])],
      [WISH_KEY]: [wish({ if: 'drop', op: '>=', n: 2 }, [draw(1)])],
    });

    it('DBS 10-13-3 DBS-059: with the two characters at different powers it cannot be activated', () => {
      const s = scenario({ hand: [FUSION, GOTEN, GOKU_5000], energy: en('blue', 2) }, {});
      expect(canActivate(s, FUSION, 'hand')).toBe(false);
    });
    it('DBS 10-13-3-1 DBS 10-13-3-2 DBS 10-13-3-3 DBS 10-13-3-4 DBS-059: at equal powers both go to the Drop and the card is played Active, for its skill cost', () => {
      const s = scenario({ hand: [FUSION, GOTEN, GOKU_15000], energy: en('blue', 2), deck: many(GOTEN, 5) }, {});
      activate(s, FUSION, { from: 'hand', onto: [GOTEN, GOKU_15000] });
      if (prompt(s) === 'dbs.burst') no(s);
      settle(s);
      expect(codes(s.players[0].battle)).toEqual([FUSION]);
      expect(s.players[0].battle[0].rested).toBe(false);
      expect(codes(s.players[0].drop).sort()).toEqual([GOTEN, GOKU_15000].sort());
      expect(s.players[0].energy.filter((c) => c.rested)).toHaveLength(2);
      expect(renderSkills(FUSION)[1]).toMatch(/^\[Union-Fusion\] \(B\)\(1\) : <Son Goten> and <Son Goku>/);
    });
    it('DBS 10-13-3-2: it is not activated from the Battle Area', () => {
      const s = scenario({ battle: [FUSION], hand: [GOTEN, GOKU_15000], energy: en('blue', 2) }, {});
      expect(canActivate(s, FUSION)).toBe(false);
    });
  });

  describe('DBS 10-27 Choose X', () => {
    useTestSkills({
      [OVER]: [
        overRealm(3, cost(1)),
        auto({ on: 'play', via: 'overRealm' }, [draw(1)]),
        { kind: 'evolve', variant: 'xenoEvolve', cost: cost(1), onto: { character: ['Son Goten'] } },
      ],
      [DARK]: [overRealm(2, cost(1), true), { kind: 'auto', when: { on: 'attacks' }, effect: [draw(1)], sparking: 3 }],
      [HELPER]: [
        permanent({ cont: 'keyword', target: 'this', keyword: 'wormhole' }),
        permanent({ cont: 'gainColours', filter: { character: ['Son Goten'] }, colours: ['black'] }),
        { kind: 'activate', timing: 'main', cost: [], effect: [draw(1)], sparking: 3 },
        { kind: 'activate', timing: 'main', cost: [], effect: [draw(1)], once: true, burst: 2 },
        activateMain(
          [energy(1)],
          [
            chooseX(
              2,
              [draw(1)],
              [{ do: 'power', target: { t: 'this' }, n: 5000, until: 'turn' }],
              [{ do: 'deckTopToDrop', n: 1 }],
            ),
          ],
        ),
        activateBattle([], [{ do: 'negateBlocker' }]),
        permanent({ cont: 'replaceDamage', per: 1 }),
        // [Bond 2]: valid only with 2 or more Battle cards in your Battle Area (10-23-1, 8-3-3).
        permanent({ cont: 'power', target: 'this', n: 5000 }, { if: 'battleCount', whose: 'you', op: '>=', n: 2 }),
      ],
      [FUSION]: [
        permanent({ cont: 'replaceDamage', per: 2, optional: true }),
        unionFusion(cost(2, { blue: 1 }), ['Son Goten', 'Son Goku']),
        { kind: 'auto', when: { on: 'play' }, effect: [draw(1)], burst: 1 },
      ],
      [SWAPPER]: [swap(2), counterSkill('counter', [{ do: 'negateCounter' }])],
      [WISH_KEY]: [wish({ if: 'drop', op: '>=', n: 2 }, [draw(1)])],
    });

    it('DBS 10-27 DBS 10-27-1 DBS 10-27-2 DBS 10-27-3: the activator picks X of the bulleted options and their order', () => {
      const s = scenario({ battle: [HELPER], energy: en('blue', 1), deck: many(GOTEN, 5) }, {});
      activate(s, HELPER, { index: 4 });
      expect(prompt(s)).toBe('dbs.chooseX');
      expect(options(s)).toHaveLength(3);
      answer(s, { t: 'option', i: 2 } as never); // put the top card in the Drop first …
      expect(options(s)).toHaveLength(2); // … an option is chosen once
      answer(s, { t: 'option', i: 1 } as never); // … then +5000
      settle(s);
      expect(s.players[0].drop).toHaveLength(1);
      expect(powerOf(s, 0, s.players[0].battle[0])).toBe(20000);
      expect(s.players[0].hand).toHaveLength(0); // the draw was not chosen
    });
    it('DBS 10-27-2: the options render as bullets', () => {
      expect(renderSkills(HELPER)[4]).toMatch(/Choose 2: ・Draw 1 card\. ・/);
    });
  });

  describe('DBS 10-28 [Wish]', () => {
    useTestSkills({
      [OVER]: [
        overRealm(3, cost(1)),
        auto({ on: 'play', via: 'overRealm' }, [draw(1)]),
        { kind: 'evolve', variant: 'xenoEvolve', cost: cost(1), onto: { character: ['Son Goten'] } },
      ],
      [DARK]: [overRealm(2, cost(1), true), { kind: 'auto', when: { on: 'attacks' }, effect: [draw(1)], sparking: 3 }],
      [HELPER]: [
        permanent({ cont: 'keyword', target: 'this', keyword: 'wormhole' }),
        permanent({ cont: 'gainColours', filter: { character: ['Son Goten'] }, colours: ['black'] }),
        { kind: 'activate', timing: 'main', cost: [], effect: [draw(1)], sparking: 3 },
        { kind: 'activate', timing: 'main', cost: [], effect: [draw(1)], once: true, burst: 2 },
        activateMain(
          [energy(1)],
          [
            chooseX(
              2,
              [draw(1)],
              [{ do: 'power', target: { t: 'this' }, n: 5000, until: 'turn' }],
              [{ do: 'deckTopToDrop', n: 1 }],
            ),
          ],
        ),
        activateBattle([], [{ do: 'negateBlocker' }]),
        permanent({ cont: 'replaceDamage', per: 1 }),
        // [Bond 2]: valid only with 2 or more Battle cards in your Battle Area (10-23-1, 8-3-3).
        permanent({ cont: 'power', target: 'this', n: 5000 }, { if: 'battleCount', whose: 'you', op: '>=', n: 2 }),
      ],
      [FUSION]: [
        permanent({ cont: 'replaceDamage', per: 2, optional: true }),
        unionFusion(cost(2, { blue: 1 }), ['Son Goten', 'Son Goku']),
        { kind: 'auto', when: { on: 'play' }, effect: [draw(1)], burst: 1 },
      ],
      [SWAPPER]: [swap(2), counterSkill('counter', [{ do: 'negateCounter' }])],
      [WISH_KEY]: [wish({ if: 'drop', op: '>=', n: 2 }, [draw(1)])],
    });

    it('DBS 10-28 DBS 10-28-1 DBS 10-28-2 DBS 10-28-3 DBS 10-28-3-1 DBS 10-28-5: with its condition met it resolves and flips the Leader, keeping position and power effects', () => {
      const s = scenario({ drop: drop(2), deck: many(GOTEN, 5) }, {});
      const leader = s.players[0].leader[0];
      leader.mods = [
        { stat: 'skills', code: WISH_KEY, until: 'game' },
        { stat: 'power', n: 5000, until: 'turn' },
      ];
      leader.rested = true;
      refreshMain(s);
      const id = leader.id;
      const i = options(s).findIndex((o) => o.t === 'activate' && (o as { from?: string }).from === 'leader');
      expect(i).toBeGreaterThan(-1);
      answer(s, options(s)[i]);
      settle(s);
      const l = s.players[0].leader[0];
      expect(l.id).toBe(id); // the same card
      expect(l.flipped).toBe(true);
      expect(l.rested).toBe(true);
      expect(powerOf(s, 0, l)).toBe(15000 + 5000); // SD1-01's back face 15000, +5000 kept
      expect(s.players[0].hand).toHaveLength(1);
    });
    it('DBS 10-28-1: without its condition it cannot be activated; 8-5-1 it renders', () => {
      const s = scenario({ drop: drop(1) }, {});
      s.players[0].leader[0].mods = [{ stat: 'skills', code: WISH_KEY, until: 'game' }];
      refreshMain(s);
      expect(options(s).some((o) => o.t === 'activate' && (o as { from?: string }).from === 'leader')).toBe(false);
      expect(renderSkill(wish({ if: 'drop', op: '>=', n: 2 }, [draw(1)]))).toMatch(
        /^\[Wish\] When .*: Draw 1 card and flip this card over\.$/,
      );
    });
  });

  describe('DBS 10-29 [Sparking] and DBS 10-30 [Burst]', () => {
    useTestSkills({
      [OVER]: [
        overRealm(3, cost(1)),
        auto({ on: 'play', via: 'overRealm' }, [draw(1)]),
        { kind: 'evolve', variant: 'xenoEvolve', cost: cost(1), onto: { character: ['Son Goten'] } },
      ],
      [DARK]: [overRealm(2, cost(1), true), { kind: 'auto', when: { on: 'attacks' }, effect: [draw(1)], sparking: 3 }],
      [HELPER]: [
        permanent({ cont: 'keyword', target: 'this', keyword: 'wormhole' }),
        permanent({ cont: 'gainColours', filter: { character: ['Son Goten'] }, colours: ['black'] }),
        { kind: 'activate', timing: 'main', cost: [], effect: [draw(1)], sparking: 3 },
        { kind: 'activate', timing: 'main', cost: [], effect: [draw(1)], once: true, burst: 2 },
        activateMain(
          [energy(1)],
          [
            chooseX(
              2,
              [draw(1)],
              [{ do: 'power', target: { t: 'this' }, n: 5000, until: 'turn' }],
              [{ do: 'deckTopToDrop', n: 1 }],
            ),
          ],
        ),
        activateBattle([], [{ do: 'negateBlocker' }]),
        permanent({ cont: 'replaceDamage', per: 1 }),
        // [Bond 2]: valid only with 2 or more Battle cards in your Battle Area (10-23-1, 8-3-3).
        permanent({ cont: 'power', target: 'this', n: 5000 }, { if: 'battleCount', whose: 'you', op: '>=', n: 2 }),
      ],
      [FUSION]: [
        permanent({ cont: 'replaceDamage', per: 2, optional: true }),
        unionFusion(cost(2, { blue: 1 }), ['Son Goten', 'Son Goku']),
        { kind: 'auto', when: { on: 'play' }, effect: [draw(1)], burst: 1 },
      ],
      [SWAPPER]: [swap(2), counterSkill('counter', [{ do: 'negateCounter' }])],
      [WISH_KEY]: [wish({ if: 'drop', op: '>=', n: 2 }, [draw(1)])],
    });

    it('DBS 10-29 DBS 10-29-1 DBS 10-29-2: an [Activate] skill with [Sparking X] needs X cards in its owner’s Drop Area', () => {
      const s = scenario({ battle: [HELPER], drop: drop(2) }, {});
      expect(options(s).some((o) => o.t === 'activate' && (o as { index?: number }).index === 2)).toBe(false);
      const t = scenario({ battle: [HELPER], drop: drop(3) }, {});
      expect(options(t).some((o) => o.t === 'activate' && (o as { index?: number }).index === 2)).toBe(true);
      expect(renderSkills(HELPER)[2]).toMatch(/^\[Activate: Main\] \[Sparking 3\]/);
    });
    it('DBS 10-29-1: an [Auto] with [Sparking X] does not activate with fewer than X cards in the Drop Area', () => {
      const s = scenario({ battle: [DARK], drop: drop(2), deck: many(GOTEN, 5) }, {});
      attack(s, DARK);
      finishBattle(s);
      expect(s.players[0].hand).toHaveLength(0);
      const t = scenario({ battle: [DARK], drop: drop(3), deck: many(GOTEN, 5) }, {});
      attack(t, DARK);
      finishBattle(t);
      expect(t.players[0].hand).toHaveLength(1);
    });
    it('DBS 10-30 DBS 10-30-1 DBS 10-30-2: an [Activate] skill with [Burst X] puts the top X deck cards in the Drop Area as it is activated', () => {
      const s = scenario({ battle: [HELPER], deck: many(GOTEN, 5) }, {});
      activate(s, HELPER, { index: 3 });
      settle(s);
      expect(s.players[0].drop).toHaveLength(2);
      expect(s.players[0].hand).toHaveLength(1);
      const t = scenario({ battle: [HELPER], deck: many(GOTEN, 1) }, {});
      expect(options(t).some((o) => o.t === 'activate' && (o as { index?: number }).index === 3)).toBe(false);
    });
    it('DBS 10-30-1: an [Auto] with [Burst X] activates only if its owner chooses to put the top X cards in the Drop', () => {
      const s = scenario({ hand: [FUSION, GOTEN, GOKU_15000], energy: en('blue', 2), deck: many(GOTEN, 5) }, {});
      activate(s, FUSION, { from: 'hand', onto: [GOTEN, GOKU_15000] });
      expect(prompt(s)).toBe('dbs.burst');
      yes(s);
      settle(s);
      expect(s.players[0].drop).toHaveLength(3); // the two union materials and the [Burst] card
      expect(s.players[0].hand).toHaveLength(1);
      const t = scenario({ hand: [FUSION, GOTEN, GOKU_15000], energy: en('blue', 2), deck: many(GOTEN, 5) }, {});
      activate(t, FUSION, { from: 'hand', onto: [GOTEN, GOKU_15000] });
      no(t);
      settle(t);
      expect(t.players[0].hand).toHaveLength(0);
    });
  });

  describe('negating [Blocker] and [Counter]', () => {
    useTestSkills({
      [OVER]: [
        overRealm(3, cost(1)),
        auto({ on: 'play', via: 'overRealm' }, [draw(1)]),
        { kind: 'evolve', variant: 'xenoEvolve', cost: cost(1), onto: { character: ['Son Goten'] } },
      ],
      [DARK]: [overRealm(2, cost(1), true), { kind: 'auto', when: { on: 'attacks' }, effect: [draw(1)], sparking: 3 }],
      [HELPER]: [
        permanent({ cont: 'keyword', target: 'this', keyword: 'wormhole' }),
        permanent({ cont: 'gainColours', filter: { character: ['Son Goten'] }, colours: ['black'] }),
        { kind: 'activate', timing: 'main', cost: [], effect: [draw(1)], sparking: 3 },
        { kind: 'activate', timing: 'main', cost: [], effect: [draw(1)], once: true, burst: 2 },
        activateMain(
          [energy(1)],
          [
            chooseX(
              2,
              [draw(1)],
              [{ do: 'power', target: { t: 'this' }, n: 5000, until: 'turn' }],
              [{ do: 'deckTopToDrop', n: 1 }],
            ),
          ],
        ),
        activateBattle([], [{ do: 'negateBlocker' }]),
        permanent({ cont: 'replaceDamage', per: 1 }),
        // [Bond 2]: valid only with 2 or more Battle cards in your Battle Area (10-23-1, 8-3-3).
        permanent({ cont: 'power', target: 'this', n: 5000 }, { if: 'battleCount', whose: 'you', op: '>=', n: 2 }),
      ],
      [FUSION]: [
        permanent({ cont: 'replaceDamage', per: 2, optional: true }),
        unionFusion(cost(2, { blue: 1 }), ['Son Goten', 'Son Goku']),
        { kind: 'auto', when: { on: 'play' }, effect: [draw(1)], burst: 1 },
      ],
      [SWAPPER]: [swap(2), counterSkill('counter', [{ do: 'negateCounter' }])],
      [WISH_KEY]: [wish({ if: 'drop', op: '>=', n: 2 }, [draw(1)])],
    });

    it('DBS 10-4-2 DBS-025: "negate [Blocker]" switches the attack back to its original target', () => {
      const s = scenario({ battle: [HELPER, V.blue] }, { battle: [NORTH_KAI] });
      attack(s, V.blue);
      expect(prompt(s)).toBe('dbs.blocker');
      yes(s);
      settle(s);
      expect(s.battle!.guard).toBe(s.players[1].battle[0].id);
      expect(prompt(s)).toBe('dbs.offence');
      activate(s, HELPER, { index: 5 });
      settle(s);
      expect(s.battle!.guard).toBe(s.players[1].leader[0].id);
      expect(s.battle!.guardIsLeader).toBe(true);
      finishBattle(s);
      expect(s.players[1].life).toHaveLength(7);
    });
    it('DBS 10-10-5 DBS 10-10-4: "negate [Counter]" stops the [Counter] activated before it from resolving; both cards go to the Drop', () => {
      const s = scenario(
        { battle: [V.blue], hand: [SWAPPER], energy: en('red', 2) },
        { hand: [WHIS], energy: en('blue', 1) },
      );
      declare(s, V.blue);
      // (the helper `counter` would pass the next counter timing; answer by hand)
      answer(
        s,
        options(s).find((o) => o.t === 'counter')!,
      ); // player 2 negates the attack …
      settlePay(s);
      expect(prompt(s)).toBe('dbs.counterTiming');
      expect(s.decision!.seat).toBe(0);
      counter(s, SWAPPER); // … player 1 negates that [Counter]
      settle(s);
      expect(codes(s.players[1].drop)).toEqual([WHIS]);
      expect(codes(s.players[0].drop)).toEqual([SWAPPER]);
      expect(s.battle).not.toBeNull(); // the attack goes on
      finishBattle(s);
      expect(s.players[1].life).toHaveLength(7);
    });
  });
}

{
  // The tests gathered from rules-b-keywords.test.ts, with its helpers: some of their names mean something else above.

  const DEFAULT_OPTIONS = dbsIndex.DEFAULT_OPTIONS;

  const validateDeck = dbsIndex.validateDeck;

  const events = (s: DBSState): (GameEvent & Record<string, unknown>)[] =>
    (s.log ?? []).map((l) => l.e as GameEvent & Record<string, unknown>);

  const gains = (card: Card, keyword: Keyword) => {
    card.mods = [...card.mods, { stat: 'keyword', keyword, until: 'turn' }];
  };

  const APPULE = 'BT1-102';

  const ASSASSINATION_PLOT = 'BT1-024'; // KO Battle cards with total power 30000 or less

  const BIG_GETE_STAR = 'BT2-122';

  const MECHA_FRIEZA = 'BT1-090'; // [Dual Attack]

  const VEGITO_ULTIMATE = C.vegitoUltimate; // [Triple Attack], [Triple Strike], [Ultimate]

  const RAMPAGING_BROLY = 'BT1-075'; // [Triple Strike]

  const SSGSS_GOKU = 'BT1-032'; // [Critical]

  const KING_COLD = 'BT1-091'; // [Revenge]

  const ANDROID_16 = 'BT2-094'; // [Blocker], [Revenge]

  const FURIOUS_VEGETA = 'BT1-065'; // [Activate: Main] once per turn: KO 1

  const CHAMPA = C.champaLeader; // once per turn: your Battle card (15000+) attacks a Leader: draw 1

  const CORE_BODY = 'BT2-108'; // [Activate: Battle] Meta-Cooler to the Drop: +5000 (no limit)

  const REPEATED_VEGITO = 'BT2-012'; // [Union-Potara] <Son Goku> and <Vegeta>

  const GROWING_CELL = 'BT2-086'; // [Union-Absorb]: Android 17 from hand under it, a Cell of cost ≤5 from the deck

  const EVOLVING_CELL = 'BT2-085';

  const ANDROID_17 = 'BT2-089';

  const SS3_GOKU = 'SD1-03'; // [Evolve] <Son Goku>; when a card evolves into it, it gains [Dual Attack]

  const CELL_LEADER = 'BT2-068';

  const CELL_JR = 'BT2-087';

  const BEERUS_DEMOLITION = 'BT1-041';

  // From the former rules-b-keywords.test.ts:
  // DBS rules tests, section 10 (keywords and keyword skills), with real cards: KO (10-1), [Awaken]
  // (10-2), [Field] (10-3), [Blocker] (10-4), [Evolve] (10-5), [Critical] and [Strike] (10-6, 10-7),
  // [Dual Attack] / [Triple Attack] (10-8), [Revenge] (10-9), [Counter] (10-10), [Once per Turn] (10-11),
  // [Indestructible] (10-12), [Union-Potara] and [Union-Absorb] (10-13), [Ultimate] (10-14), [Barrier]
  // (10-16), tokens (10-18) and [Victory Strike] (10-20). Keywords no card of our pool prints ([Barrier],
  // [Victory Strike], [Quadruple Strike]) are given by an effect ("gains [X]"), which 10-12/16/20 allow.
  // Digest scenarios DBS-033, DBS-034, DBS-037, DBS-038, DBS-054, DBS-062, DBS-103.

  describe('KO (DBS 10-1)', () => {
    it('DBS 10-1 DBS 10-1-1 DBS 10-1-2: an effect that says KO moves Battle cards to the Drop as a KO; the power-zero rule does not KO', () => {
      const s = scenario(
        { hand: [ASSASSINATION_PLOT], energy: [C.hit, C.hit, C.hit, C.hit] },
        { battle: [APPULE, C.goten] },
      );
      const from = s.log!.length;
      pick(s, (o) => o.t === 'activate');
      passWhile(s, ['dbs.counterTiming']);
      pick(s, (o) => o.t === 'card' && o.card === byCode(s, 1, 'battle', APPULE).id);
      pick(s, (o) => o.t === 'card');
      passWhile(s, ['dbs.target', 'dbs.counterTiming']);
      expect(s.players[1].drop.map((c) => c.code).sort()).toEqual([APPULE, C.goten].sort());
      expect(
        events(s)
          .slice(from)
          .filter((e) => e.t === 'ko'),
      ).toHaveLength(2);
      const t = scenario({}, { battle: [APPULE] });
      byCode(t, 1, 'battle', APPULE).mods = [{ stat: 'power', n: -15000, until: 'turn' }];
      const mark = t.log!.length;
      ruleProcessing(t);
      expect(t.players[1].drop.map((c) => c.code)).toEqual([APPULE]);
      const evs = events(t).slice(mark);
      expect(evs.some((e) => e.t === 'powerZero')).toBe(true);
      expect(evs.some((e) => e.t === 'ko')).toBe(false);
    });
  });

  describe('[Awaken] and [Field] (DBS 10-2, 10-3)', () => {
    it('DBS 10-2 DBS 10-2-2 DBS 10-2-3-1 DBS 10-2-4 DBS 10-2-4-1: the awakened Leader is the same card, now with its back face’s skills', () => {
      const s = scenario({ life: 4, energy: [C.goten, C.goten, C.goten, C.goten, C.goten] }, {});
      const leader = s.players[0].leader[0];
      const id = leader.id;
      expect(powerOf(s, 0, leader)).toBe(10000);
      pick(s, (o) => o.t === 'activate' && o.from === 'leader');
      passWhile(s, ['dbs.counterTiming']);
      expect(s.players[0].leader[0].id).toBe(id);
      expect(s.players[0].leader[0].flipped).toBe(true);
      // The back face: 15000, +5000 on your turn with 5 energy ([Permanent] of SD1-01's back).
      expect(powerOf(s, 0, s.players[0].leader[0])).toBe(20000);
      expect(options(s).some((o) => o.t === 'activate' && (o as { from?: string }).from === 'leader')).toBe(false);
    });
    it('DBS 10-3 DBS 10-3-1 DBS 10-3-2: from hand a [Field] card offers only [Field]; in the Battle Area its other skill works', () => {
      const s = scenario({ hand: [BIG_GETE_STAR], energy: [APPULE, APPULE] }, {});
      const acts = options(s).filter((o) => o.t === 'activate') as unknown as { index: number }[];
      expect(acts).toHaveLength(1);
      expect(skillsOf(byCode(s, 0, 'hand', BIG_GETE_STAR))[acts[0].index].kind).toBe('field');
      pick(s, (o) => o.t === 'activate');
      passWhile(s, ['dbs.counterTiming']);
      const star = byCode(s, 0, 'battle', BIG_GETE_STAR);
      expect(star.rested).toBe(false);
      const again = options(s).filter((o) => o.t === 'activate') as unknown as { card: number; index: number }[];
      expect(again.map((o) => [o.card, skillsOf(star)[o.index].kind])).toEqual([[star.id, 'activate']]);
    });
  });

  describe('[Blocker] (DBS 10-4)', () => {
    it('DBS 10-4 DBS 10-4-1: [Blocker] is optional; a Rest [Blocker] and the attacked [Blocker] itself do not trigger', () => {
      const s = scenario({ battle: [C.hit] }, { battle: [C.northKai] });
      pick(s, (o) => o.t === 'attack' && o.attacker === byCode(s, 0, 'battle', C.hit).id);
      expect(s.decision!.prompt).toBe('dbs.blocker');
      answer(s, { t: 'no' });
      passWhile(s, ['dbs.counterTiming', 'dbs.offence', 'dbs.defence']);
      expect(s.players[1].life).toHaveLength(7);
      expect(byCode(s, 1, 'battle', C.northKai).rested).toBe(false);
      const t = scenario(
        { battle: [C.hit, C.gohan] },
        {
          battle: [
            { code: C.northKai, rested: true },
            { code: C.piccoloBlocker, rested: true },
          ],
        },
      );
      pick(t, (o) => o.t === 'attack' && o.attacker === byCode(t, 0, 'battle', C.hit).id);
      expect(t.decision!.prompt).not.toBe('dbs.blocker');
      passWhile(t, ['dbs.counterTiming', 'dbs.offence', 'dbs.defence']);
      pick(t, (o) => o.t === 'attack' && o.target === byCode(t, 1, 'battle', C.piccoloBlocker).id);
      expect(t.decision!.prompt).not.toBe('dbs.blocker');
    });
  });

  describe('[Evolve] (DBS 10-5)', () => {
    it('DBS 10-5 DBS 10-5-1 DBS 10-5-2 DBS 10-5-3-1: [Evolve] needs a Battle card of the character, and works only from hand', () => {
      const none = scenario({ hand: [C.rapidGoku], battle: [C.goten], energy: [C.goten, C.goten] }, {});
      expect(options(none).some((o) => o.t === 'activate')).toBe(false);
      // Two Son Goku cards: either may be chosen (no further condition).
      const two = scenario({ hand: [C.rapidGoku], battle: [C.kindGoku, SS3_GOKU], energy: [C.goten, C.goten] }, {});
      const onto = options(two)
        .filter((o) => o.t === 'activate')
        .map((o) => (o as unknown as { onto: number[] }).onto[0]);
      expect(onto.sort()).toEqual(two.players[0].battle.map((c) => c.id).sort());
      // An [Evolve] card already in the Battle Area does not offer it.
      const inPlay = scenario({ battle: [C.rapidGoku, C.kindGoku], energy: [C.goten, C.goten] }, {});
      expect(options(inPlay).some((o) => o.t === 'activate')).toBe(false);
    });
    it('DBS 10-5-6 DBS 10-5-7: "when a card evolves into this card" triggers on an evolve, not on a normal play', () => {
      const energy = [C.goten, C.goten, C.goten, C.goten, C.goten];
      const s = scenario({ hand: [SS3_GOKU], battle: [C.kindGoku], energy }, {});
      pick(s, (o) => o.t === 'activate' && Array.isArray(o.onto));
      passWhile(s, ['dbs.counterTiming']);
      const top = byCode(s, 0, 'battle', SS3_GOKU);
      expect(top.via).toBe('evolve');
      expect(hasKeyword(s, 0, top, 'dualAttack')).toBe(true);
      const t = scenario({ hand: [SS3_GOKU], energy }, {});
      pick(t, (o) => o.t === 'play');
      passWhile(t, ['dbs.counterTiming']);
      expect(hasKeyword(t, 0, byCode(t, 0, 'battle', SS3_GOKU), 'dualAttack')).toBe(false);
    });
  });

  describe('[Critical], [Strike], [Dual Attack] (DBS 10-6, 10-7, 10-8)', () => {
    it('DBS 10-6 DBS 10-7 DBS 10-7-1-1 DBS-033: [Critical] with [Double Strike]: two Life cards to the Drop', () => {
      const s = scenario({ battle: [SSGSS_GOKU] }, {});
      const goku = byCode(s, 0, 'battle', SSGSS_GOKU);
      gains(goku, 'doubleStrike');
      pick(s, (o) => o.t === 'attack' && o.attacker === goku.id);
      passWhile(s, ['dbs.counterTiming', 'dbs.offence', 'dbs.defence']);
      expect(s.players[1].life).toHaveLength(6);
      expect(s.players[1].hand).toHaveLength(0);
      expect(s.players[1].drop).toHaveLength(2);
    });
    it('DBS 10-7-1-2 DBS 10-7-1-3: [Triple Strike] deals 3, [Quadruple Strike] 4', () => {
      const s = scenario({ battle: [RAMPAGING_BROLY, C.hit] }, {});
      pick(s, (o) => o.t === 'attack' && o.attacker === byCode(s, 0, 'battle', RAMPAGING_BROLY).id);
      passWhile(s, ['dbs.counterTiming', 'dbs.offence', 'dbs.defence']);
      expect(s.players[1].life).toHaveLength(5);
      gains(byCode(s, 0, 'battle', C.hit), 'quadrupleStrike');
      pick(s, (o) => o.t === 'attack' && o.attacker === byCode(s, 0, 'battle', C.hit).id);
      passWhile(s, ['dbs.counterTiming', 'dbs.offence', 'dbs.defence']);
      expect(s.players[1].life).toHaveLength(1);
    });
    it('DBS 10-8 DBS 10-8-1 DBS 10-8-1-1: [Dual Attack] stands the card after its first battle of the turn only', () => {
      const s = scenario({ battle: [MECHA_FRIEZA] }, { deck: Array<string>(30).fill(C.goten) });
      const id = byCode(s, 0, 'battle', MECHA_FRIEZA).id;
      for (const rested of [false, true]) {
        pick(s, (o) => o.t === 'attack' && o.attacker === id);
        passWhile(s, ['dbs.counterTiming', 'dbs.offence', 'dbs.defence']);
        expect(byCode(s, 0, 'battle', MECHA_FRIEZA).rested).toBe(rested);
      }
      expect(s.players[1].life).toHaveLength(6);
    });
    it('DBS 10-8-1-2: [Triple Attack] stands it after two battles', () => {
      const s = scenario({ battle: [VEGITO_ULTIMATE] }, { life: 8 });
      const id = byCode(s, 0, 'battle', VEGITO_ULTIMATE).id;
      for (const rested of [false, false, true]) {
        pick(s, (o) => o.t === 'attack' && o.attacker === id);
        passWhile(s, ['dbs.counterTiming', 'dbs.offence', 'dbs.defence']);
        if (s.result) break;
        expect(byCode(s, 0, 'battle', VEGITO_ULTIMATE).rested).toBe(rested);
      }
      // Three battles of [Triple Strike]: 9 damage against 8 Life.
      expect(s.result?.winner).toBe(0);
    });
  });

  describe('[Revenge] (DBS 10-9)', () => {
    it('DBS 10-9 DBS 10-9-1 DBS-037: attacked by a Battle card, even without being KO’d, [Revenge] KOs it after the battle', () => {
      const s = scenario({ battle: [C.hit] }, { battle: [{ code: ANDROID_16, rested: true }] });
      byCode(s, 1, 'battle', ANDROID_16).mods = [{ stat: 'power', n: 5000, until: 'turn' }];
      const hit = byCode(s, 0, 'battle', C.hit);
      pick(s, (o) => o.t === 'attack' && o.attacker === hit.id && o.target === byCode(s, 1, 'battle', ANDROID_16).id);
      passWhile(s, ['dbs.counterTiming', 'dbs.offence', 'dbs.defence']);
      expect(s.players[1].battle.map((c) => c.code)).toEqual([ANDROID_16]);
      expect(s.players[0].drop.map((c) => c.code)).toEqual([C.hit]);
    });
    it('DBS 10-9-1 DBS-037: attacked by a Leader, [Revenge] does nothing', () => {
      const s = scenario({ leader: C.champaLeader }, { battle: [{ code: KING_COLD, rested: true }] });
      const from = s.log!.length;
      pick(s, (o) => o.t === 'attack' && o.target === byCode(s, 1, 'battle', KING_COLD).id);
      passWhile(s, ['dbs.counterTiming', 'dbs.offence', 'dbs.defence']);
      expect(s.players[1].battle).toHaveLength(1);
      expect(
        events(s)
          .slice(from)
          .some((e) => e.t === 'ko'),
      ).toBe(false);
      expect(s.decision!.prompt).toBe('dbs.main');
    });
  });

  describe('[Once per Turn] (DBS 10-11)', () => {
    it('DBS 10-11 DBS 10-11-2: each copy of a once-per-turn skill can be used once', () => {
      const s = scenario({ battle: [FURIOUS_VEGETA, FURIOUS_VEGETA] }, { battle: [APPULE, C.goten, C.hit] });
      for (let k = 0; k < 2; k++) {
        pick(s, (o) => o.t === 'activate');
        passWhile(s, ['dbs.counterTiming']);
        pick(s, (o) => o.t === 'card');
        passWhile(s, ['dbs.counterTiming']);
      }
      expect(s.players[1].battle).toHaveLength(1);
      expect(options(s).some((o) => o.t === 'activate')).toBe(false);
    });
    it('DBS 10-11-3: a skill without the limit is used as often as its cost can be paid', () => {
      const s = scenario({ battle: [CORE_BODY, C.metaCooler, C.metaCooler] }, {});
      const core = byCode(s, 0, 'battle', CORE_BODY);
      pick(s, (o) => o.t === 'attack' && o.attacker === core.id);
      passWhile(s, ['dbs.counterTiming']);
      for (let k = 0; k < 2; k++) {
        expect(s.decision!.prompt).toBe('dbs.offence');
        pick(s, (o) => o.t === 'activate');
        if (s.decision!.prompt === 'dbs.cost.battleToDrop') pick(s, (o) => o.t === 'card');
        passWhile(s, ['dbs.counterTiming']);
      }
      expect(powerOf(s, 0, byCode(s, 0, 'battle', CORE_BODY))).toBe(35000);
      expect(options(s).some((o) => o.t === 'activate')).toBe(false);
    });
    it('DBS 10-11-5: a once-per-turn [Auto] that resolved does not trigger again this turn', () => {
      const s = scenario({ leader: CHAMPA, battle: [C.hit, C.botamo] }, {});
      for (const code of [C.hit, C.botamo]) {
        pick(s, (o) => o.t === 'attack' && o.attacker === byCode(s, 0, 'battle', code).id);
        passWhile(s, ['dbs.counterTiming', 'dbs.offence', 'dbs.defence']);
      }
      expect(s.players[0].hand).toHaveLength(1);
      expect(s.players[1].life).toHaveLength(6);
    });
  });

  describe('[Indestructible] and [Barrier] (DBS 10-12, 10-16)', () => {
    it('DBS 10-12-1 DBS-038: the opponent’s skill cannot KO an [Indestructible] card', () => {
      const koFirstTarget = (target: string) => {
        const s = scenario({ battle: [FURIOUS_VEGETA] }, { battle: [target] });
        pick(s, (o) => o.t === 'activate');
        passWhile(s, ['dbs.counterTiming']);
        // The skill does choose it (10-12 does not stop choosing), and its KO is then tried.
        expect(s.decision!.prompt).toBe('dbs.target');
        pick(s, (o) => o.t === 'card');
        passWhile(s, ['dbs.counterTiming']);
        expect(s.players[0].life).toHaveLength(7); // the cost was paid: the skill resolved
        return s;
      };
      expect(koFirstTarget(C.zamasuInvincible).players[1].battle.map((c) => c.code)).toEqual([C.zamasuInvincible]);
      // Positive control: the same skill KOs a card without [Indestructible].
      expect(koFirstTarget(C.goten).players[1].battle).toHaveLength(0);
    });
    it('DBS 10-16 DBS 10-16-1 DBS-054: [Barrier] cannot be chosen by the opponent’s skills, but "all" effects and attacks still reach it', () => {
      const s = scenario({ battle: [FURIOUS_VEGETA] }, { battle: [APPULE, C.goten] });
      gains(byCode(s, 1, 'battle', APPULE), 'barrier');
      pick(s, (o) => o.t === 'activate');
      passWhile(s, ['dbs.counterTiming']);
      expect(s.decision!.prompt).toBe('dbs.target');
      expect(options(s).map((o) => (o as unknown as { card: number }).card)).toEqual([
        byCode(s, 1, 'battle', C.goten).id,
      ]);
      // Beerus, General of Demolition: an opponent with fewer than 2 cards in hand loses all Battle cards.
      const t = scenario({ battle: [BEERUS_DEMOLITION] }, { battle: [APPULE, { code: C.goten, rested: true }] });
      const barrier = byCode(t, 1, 'battle', C.goten);
      gains(barrier, 'barrier');
      refresh(t);
      expect(
        options(t).some((o) => o.t === 'attack' && (o as unknown as { target: number }).target === barrier.id),
      ).toBe(true);
      pick(
        t,
        (o) => o.t === 'attack' && o.target === t.players[1].leader[0].id && o.attacker !== t.players[0].leader[0].id,
      );
      passWhile(t, ['dbs.counterTiming', 'dbs.offence', 'dbs.defence']);
      expect(t.players[1].battle).toHaveLength(0);
    });
  });

  describe('[Union] (DBS 10-13)', () => {
    it('DBS 10-13 DBS 10-13-1 DBS 10-13-2 DBS 10-13-4 DBS 10-13-4-1 DBS 10-13-4-2 DBS 10-13-4-3 DBS 10-13-4-4 DBS 10-13-4-4-1: [Union-Potara] from hand onto one card of each character, Active, keeping their power effects', () => {
      const energy = [C.hit, C.hit, C.hit, C.hit, C.hit];
      const onlyGoku = scenario({ hand: [REPEATED_VEGITO], battle: [C.kindGoku], energy }, {});
      expect(options(onlyGoku).some((o) => o.t === 'activate')).toBe(false);
      const s = scenario(
        {
          hand: [REPEATED_VEGITO],
          battle: [
            { code: C.kindGoku, rested: true },
            { code: C.vegetaCritical, rested: true },
          ],
          energy,
        },
        {},
      );
      byCode(s, 0, 'battle', C.kindGoku).mods = [{ stat: 'power', n: 2000, until: 'turn' }];
      byCode(s, 0, 'battle', C.vegetaCritical).mods = [{ stat: 'power', n: 3000, until: 'turn' }];
      pick(s, (o) => o.t === 'activate' && Array.isArray(o.onto) && o.onto.length === 2);
      passWhile(s, ['dbs.counterTiming']);
      expect(s.players[0].battle).toHaveLength(1);
      const vegito = byCode(s, 0, 'battle', REPEATED_VEGITO);
      expect(vegito.rested).toBe(false);
      expect(vegito.under.map((c) => c.code).sort()).toEqual([C.kindGoku, C.vegetaCritical].sort());
      expect(powerOf(s, 0, vegito)).toBe(30000);
      // A Vegito already in the Battle Area offers no [Union-Potara].
      const inPlay = scenario({ battle: [REPEATED_VEGITO, C.kindGoku, C.vegetaCritical], energy }, {});
      expect(options(inPlay).some((o) => o.t === 'activate')).toBe(false);
    });
    it('DBS 10-13-5 DBS 10-13-5-1 DBS 10-13-5-2 DBS 10-13-5-3 DBS 10-13-5-4 DBS 10-13-5-4-1 DBS 11-3-2 DBS-103: [Union-Absorb] from the Battle Area puts the chosen card on top, keeping position and power', () => {
      const s = scenario(
        {
          battle: [{ code: GROWING_CELL, rested: true }],
          hand: [ANDROID_17],
          deck: [C.goten, EVOLVING_CELL, C.goten],
        },
        { battle: [{ code: APPULE, rested: true }] },
      );
      byCode(s, 0, 'battle', GROWING_CELL).mods = [{ stat: 'power', n: 5000, until: 'turn' }];
      refresh(s);
      pick(s, (o) => o.t === 'activate' && o.from === 'battle');
      if (s.decision!.prompt === 'dbs.cost.handUnderThis') pick(s, (o) => o.t === 'card');
      passWhile(s, ['dbs.counterTiming']);
      expect(s.decision!.prompt).toBe('dbs.search');
      pick(s, (o) => o.t === 'card');
      passWhile(s, ['dbs.counterTiming', 'dbs.target']);
      const top = s.players[0].battle[0];
      expect(top.code).toBe(EVOLVING_CELL);
      expect(top.rested).toBe(true);
      expect(powerOf(s, 0, top)).toBe(25000);
      expect(top.under.map((c) => c.code).sort()).toEqual([ANDROID_17, GROWING_CELL].sort());
      // Only the top card's own skills: the Growing Cell's [Union-Absorb] underneath is gone (11-3-2).
      expect(skillsOf(top)).toEqual(printedSkills(EVOLVING_CELL));
    });
  });

  describe('deck construction keywords (DBS 10-14)', () => {
    it('DBS 10-14 DBS 10-14-1: one [Ultimate] card is allowed, two are not', () => {
      const fill = (n: number) => Array<string>(n).fill(C.goten);
      const opts = { ...DEFAULT_OPTIONS, copyLimit: 50 };
      expect(validateDeck([C.gokuLeader, VEGITO_ULTIMATE, ...fill(49)], opts)).toEqual([]);
      expect(validateDeck([C.gokuLeader, VEGITO_ULTIMATE, VEGITO_ULTIMATE, ...fill(48)], opts).length).toBeGreaterThan(
        0,
      );
    });
  });

  describe('tokens (DBS 10-18)', () => {
    it('DBS 10-18 DBS 10-18-1 DBS 10-18-2 DBS 10-18-3 DBS 10-18-4: an effect creates tokens with the data it specifies in its owner’s Battle Area', () => {
      const s = scenario({ leader: CELL_LEADER, hand: [CELL_JR], energy: [C.hit, C.hit, 'BT2-072'] }, {});
      pick(s, (o) => o.t === 'play');
      passWhile(s, ['dbs.counterTiming']);
      const tokens = s.players[0].battle.filter((c) => c.token);
      expect(tokens).toHaveLength(2);
      for (const t of tokens) {
        expect(t.owner).toBe(0);
        expect(powerOf(s, 0, t)).toBe(10000);
        expect(t.rested).toBe(false);
      }
      expect(s.players[1].battle).toHaveLength(0);
    });
    it('DBS 10-18-6 DBS 10-18-7 DBS-062: a token can be chosen like a card, and ceases to exist when it leaves the Battle Area', () => {
      const s = scenario({ battle: [FURIOUS_VEGETA] }, { battle: [APPULE] });
      const token: Card = {
        id: 99300,
        code: 'token:Cell Jr.:10000',
        owner: 1,
        rested: false,
        flipped: false,
        mods: [],
        under: [],
        token: true,
      };
      s.players[1].battle.push(token);
      refresh(s);
      pick(s, (o) => o.t === 'activate');
      passWhile(s, ['dbs.counterTiming']);
      expect(options(s).some((o) => (o as unknown as { card: number }).card === token.id)).toBe(true);
      pick(s, (o) => o.t === 'card' && o.card === token.id);
      passWhile(s, ['dbs.counterTiming']);
      expect(s.players[1].battle.map((c) => c.code)).toEqual([APPULE]);
      expect(s.players[1].drop).toHaveLength(0);
    });
  });

  describe('[Victory Strike] (DBS 10-20)', () => {
    it('DBS 10-20 DBS 10-20-1 DBS-034: Life damage by attacking wins the game at once', () => {
      const s = scenario({ battle: [C.hit] }, {});
      gains(byCode(s, 0, 'battle', C.hit), 'victoryStrike');
      pick(s, (o) => o.t === 'attack' && o.attacker === byCode(s, 0, 'battle', C.hit).id);
      passWhile(s, ['dbs.counterTiming', 'dbs.offence', 'dbs.defence']);
      expect(s.result).toEqual({ winner: 0, reason: expect.stringMatching(/Victory Strike/) });
      expect(s.players[1].life).toHaveLength(7);
    });
  });
}

{
  // The tests gathered from rules-b-skills.test.ts, with its helpers: some of their names mean something else above.

  const counter = abilitiesDsl.counter;

  /** Test-only skills on vanilla cards (see the header). */
  const COUNTER_PLAY = 'BT1-039'; // Trunks: [Counter: Play] draw 1

  const COUNTER_COUNTER = 'BT2-005'; // Super Saiyan Son Goku: [Counter: Counter] draw 1

  const WATCHER = 'BT1-103'; // Sui: [Auto] when you play another card, draw 1

  const BATTLE_ATTACKER = 'BT1-102'; // Appule: [Activate: Battle] this card can attack Active cards

  const APPULE_YELLOW = 'BT1-103'; // a yellow card, used only as energy here

  describe('[Deflect] and skills that play cards (DBS 10-22, 10-10-3-1)', () => {
    useTestSkills({
      [COUNTER_PLAY]: [counter('play', [draw(1)])],
      [COUNTER_COUNTER]: [counter('counter', [draw(1)])],
      [WATCHER]: [{ kind: 'auto', when: { on: 'playOther', filter: {} }, effect: [draw(1)] }],
      [BATTLE_ATTACKER]: [
        {
          kind: 'activate',
          timing: 'battle',
          cost: [],
          effect: [{ do: 'grantAttackActive', target: { t: 'this' }, until: 'turn' }],
        },
      ],
    });

    // Crusher Ball (BT1-110): [Counter: Play] the Battle Card played is played in Rest Mode.
    const playAgainst = (deflect: boolean): DBSState => {
      const s = scenario({ hand: [C.hit], energy: [C.hit, C.hit] }, { hand: ['BT1-110'], energy: [APPULE_YELLOW] });
      const hit = byCode(s, 0, 'hand', C.hit);
      if (deflect) hit.mods = [{ stat: 'keyword', keyword: 'deflect', until: 'turn' }];
      pick(s, (o) => o.t === 'play');
      passWhile(s, ['dbs.payEnergy']);
      // The [Counter: Play] is offered against the play either way (10-22-1 is about its effects, not its activation).
      expect(s.decision!.prompt).toBe('dbs.counterTiming');
      expect(s.decision!.seat).toBe(1);
      pick(s, (o) => o.t === 'counter');
      passWhile(s, ['dbs.payEnergy', 'dbs.counterTiming']);
      expect(s.players[1].drop.map((c) => c.code)).toContain('BT1-110'); // it was activated and resolved
      expect(s.players[0].battle.map((c) => c.code)).toEqual([C.hit]);
      return s;
    };
    it('DBS 10-22 DBS 10-22-1 DBS 10-22-2: [Counter: Play] can be activated against a [Deflect] card’s play, but does not affect the card', () => {
      expect(playAgainst(true).players[0].battle[0].rested).toBe(false);
      // Positive control: the same [Counter: Play] against a card without [Deflect] plays it in Rest Mode.
      expect(playAgainst(false).players[0].battle[0].rested).toBe(true);
    });
    // Engine gap (abilities/activation.ts `mentionsOf`, owned by the skills engineer): a skill that plays
    // a card in Rest Mode (Frieza's Call, BT1-109) is not counted as mentioning "play".
    it('DBS 10-10-3-1: a skill that plays a card in Rest Mode makes [Counter: Play] pending', () => {
      const s = scenario(
        { hand: ['BT1-109'], energy: [APPULE_YELLOW] },
        { hand: [COUNTER_PLAY], energy: [C.goten, C.goten] },
      );
      pick(s, (o) => o.t === 'activate');
      expect(s.decision!.prompt).toBe('dbs.counterTiming');
      expect(s.decision!.seat).toBe(1);
    });
  });
}

{
  // The tests gathered from rules-leftover.test.ts, with its helpers: some of their names mean something else above.

  const SKILL_DAMAGE = 'TEST-LEFTOVER-DAMAGE'; // [Auto] when your Battle card attacks: 1 damage to the opponent

  const RESTED_GROW = 'TEST-LEFTOVER-RESTGROW'; // [Permanent] your Battle cards in Rest Mode +5000

  const STAND_ONE = 'TEST-LEFTOVER-STAND'; // [Activate: Main] switch 1 of your Battle cards to Active Mode

  const SPARK_AND_MILL = 'TEST-LEFTOVER-SPARK'; // when you play another card: [Sparking 3] draw 1 / top of deck to Drop

  const GROW_ALL = 'TEST-LEFTOVER-GROW'; // [Permanent] your Battle cards +10000

  const SHRINK_OPP = 'TEST-LEFTOVER-SHRINKOPP'; // [Activate: Main] 1 of your opponent's Battle cards -30000

  const SHRINK_OWN = 'TEST-LEFTOVER-SHRINKOWN'; // [Activate: Main] 1 of your Battle cards -30000

  describe('remove from the game (DBS 10-19)', () => {
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

    it('DBS 10-19-1 DBS 10-19-2: a card removed from the game is in no area of the game', () => {
      // No card of our pool removes cards; this drives the engine's removal itself (zones.ts moveCard).
      const s = scenario({ battle: [C.hit] }, {});
      const hit = byCode(s, 0, 'battle', C.hit);
      const from = s.log!.length;
      moveCard(s, 0, hit, 'battle', 'removed');
      const areas = ['deck', 'hand', 'drop', 'leader', 'battle', 'combo', 'energy', 'life', 'warp'] as const;
      for (const p of s.players)
        for (const a of areas)
          expect(
            p[a].some((c) => c.code === C.hit),
            a,
          ).toBe(false);
      expect(s.players[0].removed.map((c) => c.code)).toEqual([C.hit]);
      // It did not go to the Drop, so nothing about leaving for the Drop happened; it can no longer attack.
      expect(s.pending).toHaveLength(0);
      const evs = (s.log ?? []).slice(from).map((l) => l.e as { t: string; to?: string });
      expect(evs.some((e) => e.t === 'move' && e.to === 'drop')).toBe(false);
      refresh(s);
      expect(options(s).some((o) => o.t === 'attack' && (o as { attacker?: number }).attacker === hit.id)).toBe(false);
    });
  });
}

{
  // The tests gathered from wishBack.test.ts, with its helpers: some of their names mean something else above.

  const options = cardsHelpers.options;

  const answer = cardsHelpers.answer;

  const scenario = cardsHelpers.scenario;

  const GOTEN = 'BT1-035'; // vanilla Son Goten, for the Drop Area and the deck

  const WISH_KEY = 'TEST-WISH-BACK';

  /** Player 1's Leader with the lent [Wish], showing its back face when `back`, in the Main Phase. */
  function withWish(back: boolean, dropCards = 2): DBSState {
    const s = scenario({ drop: many(GOTEN, dropCards), deck: many(GOTEN, 5) }, {});
    const leader = s.players[0].leader[0];
    leader.flipped = back;
    leader.mods = [
      { stat: 'skills', code: WISH_KEY, until: 'game' },
      { stat: 'power', n: 5000, until: 'turn' },
    ];
    leader.rested = true;
    s.decision = null; // ask the Main Phase again, now that the Leader has the skill
    run(s);
    return s;
  }

  /** The Main Phase option that activates the Leader's [Wish] (not its [Awaken]). */
  function wishOption(s: DBSState) {
    const index = skillsOf(s.players[0].leader[0]).findIndex((k) => k.kind === 'wish');
    return options(s).find((o) => {
      const x = o as { t: string; from?: string; index?: number };
      return x.t === 'activate' && x.from === 'leader' && x.index === index;
    });
  }

  function activateWish(s: DBSState): void {
    const o = wishOption(s);
    expect(o).toBeDefined();
    answer(s, o!);
    settle(s);
  }

  // From the former wishBack.test.ts:
  // DBS 10-28-4: a [Wish] on a Leader's back face turns it to its front, and it stays the same card. No card of
  // our decks prints one, so the Leader SD1-01 (front 10000, back 15000) is lent a test-only [Wish] through a
  // "gains the skills of" modifier, which it keeps on either face (vitest isolates this file's registrations).

  describe('DBS 10-28-4 [Wish] on the back face', () => {
    useTestSkills({ [WISH_KEY]: [wish({ if: 'drop', op: '>=', n: 2 }, [draw(1)])] });

    it('DBS 10-28-4: a [Wish] on the back face resolves and turns the Leader to its front, still the same card', () => {
      const s = withWish(true);
      const before = s.players[0].leader[0];
      expect(powerOf(s, 0, before)).toBe(15000 + 5000); // the back face's power
      activateWish(s);
      const l = s.players[0].leader[0];
      expect(l.flipped).toBe(false);
      expect(l.id).toBe(before.id); // the same card, not a new one
      expect(l.rested).toBe(true); // its position carries over (10-28-5)
      expect(powerOf(s, 0, l)).toBe(10000 + 5000); // the front face's power, the +5000 kept (10-28-5)
      expect(s.players[0].hand).toHaveLength(1); // the effect resolved: draw 1
      expect(s.log?.some((x) => x.e.t === 'flipToFront')).toBe(true);
    });

    it('DBS 10-28-4: front to back, then back to front: each [Wish] flips the same card over', () => {
      const s = withWish(false);
      const id = s.players[0].leader[0].id;
      activateWish(s);
      expect(s.players[0].leader[0]).toMatchObject({ id, flipped: true });
      activateWish(s);
      expect(s.players[0].leader[0]).toMatchObject({ id, flipped: false });
      expect(s.players[0].hand).toHaveLength(2);
    });

    it('DBS 10-28-4 / DBS 10-28-1: on the back face too, it needs its condition', () => {
      const s = withWish(true, 1);
      expect(wishOption(s)).toBeUndefined();
      expect(s.players[0].leader[0].flipped).toBe(true);
    });
  });
}
