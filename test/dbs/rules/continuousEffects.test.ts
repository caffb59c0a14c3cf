// DBS rules tests — continuous effects (rules 8-8).
// Gathered by rules topic from the batch-named files rulesUncited.test.ts, rules-b-skills.test.ts.

import { describe, expect, it, vi } from 'vitest';
import { activateMain, auto, chooseOpp, counter, draw, ko, permanent } from '../../../src/games/dbs/abilities/dsl.ts';
import type { CardRecord } from '../../../src/games/dbs/cards/cardRecord.ts';
import { hasKeyword, powerOf } from '../../../src/games/dbs/characteristics.ts';
import type { Card, Mod } from '../../../src/games/dbs/state.ts';
import { byCode, C, passWhile, pick, refresh, scenario } from '../scenario.ts';
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

/** Test-only skills on vanilla cards (see the header). */
const COUNTER_PLAY = 'BT1-039'; // Trunks: [Counter: Play] draw 1

const WATCHER = 'BT1-103'; // Sui: [Auto] when you play another card, draw 1

const BATTLE_ATTACKER = 'BT1-102'; // Appule: [Activate: Battle] this card can attack Active cards

const APPULE_YELLOW = 'BT1-103'; // a yellow card, used only as energy here

const META_COOLER = 'BT2-107'; // yellow, cost 2

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

describe('applying continuous effects (DBS 8-8-1)', () => {
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

describe('continuous effects on entering an area (DBS 8-8-1-5)', () => {
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

  it('DBS 8-8-1-5: a continuous effect on the cards of an area applies the moment a card enters it', () => {
    // Awakening Core Meta-Cooler (BT2-106): your <Meta-Cooler> Battle cards have [Double Strike].
    const s = scenario({ battle: ['BT2-106'], hand: [META_COOLER], energy: [APPULE_YELLOW, APPULE_YELLOW] }, {});
    pick(s, (o) => o.t === 'play');
    passWhile(s, ['dbs.counterTiming']);
    const cooler = byCode(s, 0, 'battle', META_COOLER);
    expect(hasKeyword(s, 0, cooler, 'doubleStrike')).toBe(true);
  });
});
