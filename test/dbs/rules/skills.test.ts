// DBS rules tests — skills: kinds, costs, activating and resolving, [Auto] skills (rules 8-1 … 8-7, 8-10).
// Gathered by rules topic from the batch-named files rulesUncited.test.ts, keywords2.test.ts, rules-b-skills.test.ts, rules-leftover.test.ts, skills.test.ts.

import { describe, expect, it, vi } from 'vitest';
import type { GameEvent } from '../../../src/core/types.ts';
import {
  activateBattle,
  activateMain,
  auto,
  chooseOpp,
  chooseX,
  cost,
  counter,
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
import type { CardRecord } from '../../../src/games/dbs/cards/cardRecord.ts';
import { comboPowerOf, comboStatsOf, energyCostOf, powerOf, skillsOf } from '../../../src/games/dbs/characteristics.ts';
import type { Card, DBSState, Mod } from '../../../src/games/dbs/state.ts';
import * as cardsHelpers from '../cards/helpers.ts';
import {
  activate,
  answer,
  attack,
  battleCard,
  canCounter,
  choose,
  codes,
  declare,
  declarePlay,
  en,
  evolve,
  many,
  no,
  prompt,
  settle,
  V,
  yes,
  zamasuNegatesAnAttack,
} from '../cards/helpers.ts';
import * as scenario_ from '../scenario.ts';
import { byCode, C, options, passWhile, pick, refresh, scenario } from '../scenario.ts';
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

describe('choosing targets (DBS 8-5-3)', () => {
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

describe('information of a moved card (DBS 8-6-5-1)', () => {
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

{
  // The tests gathered from keywords2.test.ts, with its helpers: some of their names mean something else above.

  const scenario = cardsHelpers.scenario;

  const options = cardsHelpers.options;

  const OVER = 'BT1-012'; // Hit: [Over Realm 3] (1); when played with [Over Realm], draw 1

  const DARK = 'BT1-103'; // Sui: [Dark Over Realm 2] (1); [Auto] [Sparking 3] when this card attacks, draw 1

  const HELPER = 'BT1-102'; // Appule: [Wormhole]; Son Goten cards are also black; four [Activate] test skills

  const FUSION = 'BT1-039'; // Trunks: [Union-Fusion] (B)(1) <Son Goten> and <Son Goku>; [Auto] [Burst 1] when played, draw 1

  const SWAPPER = 'BT2-005'; // Super Saiyan Son Goku: [Swap 2]; [Counter: Counter] negate [Counter]

  const GOTEN = 'BT1-035'; // vanilla Son Goten, 15000, cost 2

  const WISH_KEY = 'TEST-WISH';

  const drop = (n: number): string[] => many(GOTEN, n);

  /** Answer the payment decisions only. */
  function settlePay(s: DBSState): void {
    for (let i = 0; i < 20 && s.decision && s.decision.prompt === 'dbs.payEnergy'; i++) answer(s, options(s)[0]);
  }

  describe('[Counter: Play] against a card played by a skill', () => {
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

    // The skill's counter timing (8-5-2-4) comes before it resolves, so "the Battle Card played" is the card
    // it plays as it resolves.
    it('DBS 10-10-3-1 DBS 8-5-2-4: BT1-110 Crusher Ball makes the card a [Swap] plays enter in Rest Mode', () => {
      const s = scenario(
        { battle: [SWAPPER], hand: [GOTEN] },
        { leader: 'BT1-083', hand: ['BT1-110'], energy: en('yellow', 1) },
      );
      answer(
        s,
        options(s).find((o) => o.t === 'activate')!,
      );
      expect(prompt(s)).toBe('dbs.counterTiming');
      expect(s.decision!.seat).toBe(1);
      answer(
        s,
        options(s).find((o) => o.t === 'counter')!,
      );
      settlePay(s);
      settle(s);
      choose(s, GOTEN);
      settle(s);
      expect(codes(s.players[0].battle)).toEqual([GOTEN]);
      expect(s.players[0].battle[0].rested).toBe(true);
    });
    it('DBS 8-3-2 DBS 8-5-2-4: BT1-107 Cold Bloodlust negates the skills of the card a skill plays', () => {
      const s = scenario(
        { battle: [SWAPPER], hand: [OVER], energy: en('red', 1), drop: drop(3) },
        { leader: 'BT1-083', hand: ['BT1-107'], energy: en('yellow', 1) },
      );
      // [Over Realm] plays Hit, whose "when played with [Over Realm]" would draw 1.
      answer(
        s,
        options(s).find((o) => o.t === 'activate' && (o as { from?: string }).from === 'hand')!,
      );
      settlePay(s);
      expect(prompt(s)).toBe('dbs.counterTiming');
      answer(
        s,
        options(s).find((o) => o.t === 'counter')!,
      );
      settlePay(s);
      settle(s);
      expect(codes(s.players[0].battle)).toContain(OVER);
      expect(s.players[0].hand).toHaveLength(0); // its play skill was negated
    });
  });
}

{
  // The tests gathered from rules-b-skills.test.ts, with its helpers: some of their names mean something else above.

  const answer = scenario_.answer;

  /** Test-only skills on vanilla cards (see the header). */
  const COUNTER_PLAY = 'BT1-039'; // Trunks: [Counter: Play] draw 1

  const COUNTER_COUNTER = 'BT2-005'; // Super Saiyan Son Goku: [Counter: Counter] draw 1

  const WATCHER = 'BT1-103'; // Sui: [Auto] when you play another card, draw 1

  const BATTLE_ATTACKER = 'BT1-102'; // Appule: [Activate: Battle] this card can attack Active cards

  const events = (s: DBSState): (GameEvent & Record<string, unknown>)[] =>
    (s.log ?? []).map((l) => l.e as GameEvent & Record<string, unknown>);

  const FURIOUS_VEGETA = 'BT1-065'; // [Activate: Main] once per turn, Life to Drop: KO 1 opponent's Battle card

  const BIG_GETE_STAR = 'BT2-122'; // [Field]; [Activate: Main] ①, rest this, top of deck to Drop: play a Meta-Cooler

  const META_COOLER = 'BT2-107'; // yellow, cost 2

  const SCHEMING_CHAMPA = 'BT1-006'; // when you play a red 《Alien》: +5000 to it

  const ENERGY_BEERUS = 'BT1-042'; // on play with 5 energy: KO up to 1

  const FUSED_ZAMASU = 'BT2-034'; // Leader; back: damage replaced by 5 cards from the deck to the Drop

  const SAIYAN_CABBA = 'BT1-014'; // on attack: may take a Life card for +10000 and [Double Strike] this turn

  const BROLYS_RING = 'BT1-081';

  const BABIDI = 'BT2-003'; // Leader; back: [Activate: Main] once per turn, +5000 to 1 of your Battle cards

  const SEALED_BALL = 'BT2-031'; // [Field]; situation trigger at 5 cards under it

  const SPOPOVICH = 'BT2-024'; // on attack: may put the top of the deck under the Sealed Ball

  const BUU_REVIVED = 'BT2-028';

  const CELL_LEADER = 'BT2-068';

  const CELL_JR = 'BT2-087'; // on play with a Cell Leader: two 10000 Cell Jr. tokens

  // From the former rules-b-skills.test.ts:
  // DBS rules tests, section 8 (activating and resolving skills): the three kinds of skill (8-1),
  // immediate, continuous and replacement effects (8-2, 8-7, 8-8, 8-9), skill costs (8-4), the
  // activation procedure with its two counter timings (8-5-2), choosing targets (8-5-3 … 8-5-6), and
  // [Auto] skills: pending, order, repeats, area-movement and situation triggers (8-6). Also the counter
  // timings of 6-3-1-2-1-2, 7-2-1-2-3-1 and 7-3-1-2-3-1 and the [Counter] kinds of 10-10-3.
  //
  // Most positions use real cards. Four rules have no card in our pool that shows them ([Counter: Play],
  // [Counter: Counter], an [Auto] that one event triggers several times, an [Activate: Battle] that
  // mentions attacking), so this file gives test-only skills to four vanilla cards (module state: vitest
  // loads this file in its own module graph, so no other test file sees them).

  describe('the kinds of skill (DBS 8-1)', () => {
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

    it('DBS 8-1 DBS 8-1-1 DBS 8-1-2 DBS 8-1-4 DBS 8-1-4-1 DBS 8-5-1 DBS 8-8 DBS 8-8-1 DBS 8-8-1-1 DBS 8-8-1-3 DBS 8-2-2-2: a [Permanent] skill is never activated; it applies while its condition holds', () => {
      // Light of Hope Trunks (P-005): on your turn with 5 energy, +5000 to this card and your Leader.
      const five = [C.goten, C.goten, C.goten, C.goten, C.goten];
      const s = scenario({ battle: ['P-005'], energy: five }, {});
      const trunks = byCode(s, 0, 'battle', 'P-005');
      expect(powerOf(s, 0, trunks)).toBe(20000);
      expect(powerOf(s, 0, s.players[0].leader[0])).toBe(15000);
      expect(options(s).some((o) => o.t === 'activate')).toBe(false);
      s.players[0].energy.pop();
      expect(powerOf(s, 0, trunks)).toBe(15000); // printed power is the base (8-8-1-1)
      const t = scenario({ battle: ['P-005'], energy: five }, {}, { turnPlayer: 1 });
      expect(powerOf(t, 0, byCode(t, 0, 'battle', 'P-005'))).toBe(15000);
    });
    it('DBS 8-1-3 DBS 8-1-3-1 DBS 8-4-1 DBS 8-4-2 DBS 8-5 DBS 8-5-2 DBS 8-5-2-1 DBS 8-5-2-2 DBS 8-5-2-3 DBS 8-5-2-5 DBS 8-5-2-5-2 DBS 8-5-3 DBS 8-5-3-1 DBS 8-5-6 DBS 10-11-1: an [Activate: Main] skill: pay the cost, then choose and resolve; once per turn', () => {
      const s = scenario({ battle: [FURIOUS_VEGETA] }, { battle: [{ code: C.hit, rested: true }, C.goten] });
      const vegeta = byCode(s, 0, 'battle', FURIOUS_VEGETA);
      const from = s.log!.length;
      pick(s, (o) => o.t === 'activate' && o.card === vegeta.id);
      // The cost: a card from the Life Area (8-5-6) to the Drop, paid before anything is chosen.
      expect(s.players[0].life).toHaveLength(7);
      expect(s.players[0].drop).toHaveLength(1);
      expect(events(s).slice(from)[0]).toMatchObject({ t: 'activate', card: { id: vegeta.id } });
      passWhile(s, ['dbs.counterTiming']);
      // "Choose 1": no option to choose fewer (8-5-3-1).
      expect(s.decision!.prompt).toBe('dbs.target');
      expect(options(s).some((o) => o.t === 'done')).toBe(false);
      expect(options(s)).toHaveLength(2);
      pick(s, (o) => o.t === 'card' && o.card === byCode(s, 1, 'battle', C.hit).id);
      passWhile(s, ['dbs.counterTiming']);
      expect(s.players[1].drop.map((c) => c.code)).toEqual([C.hit]);
      expect(s.decision!.prompt).toBe('dbs.main');
      expect(options(s).some((o) => o.t === 'activate')).toBe(false); // [Once per Turn]
    });
    it('DBS 8-1-3-1-1 DBS 8-5-3-4: a Leader’s [Activate] without a skill cost is activated by declaring it; with no target its effect is ignored', () => {
      const s = scenario({ leader: { code: BABIDI, flipped: true } }, {});
      expect(s.players[0].energy).toHaveLength(0);
      pick(s, (o) => o.t === 'activate' && o.from === 'leader');
      passWhile(s, ['dbs.counterTiming']);
      expect(s.decision!.prompt).toBe('dbs.main');
      const t = scenario({ leader: { code: BABIDI, flipped: true }, battle: [C.hit] }, {});
      pick(t, (o) => o.t === 'activate' && o.from === 'leader');
      passWhile(t, ['dbs.counterTiming']);
      if (t.decision!.prompt === 'dbs.target') pick(t, (o) => o.t === 'card');
      passWhile(t, ['dbs.counterTiming']);
      expect(powerOf(t, 0, byCode(t, 0, 'battle', C.hit))).toBe(20000);
    });
    it('DBS 8-1-3-1-2 DBS 8-5-2-2-1 DBS 8-5-2-5-1 DBS 8-2-2-1 DBS 8-7 DBS 8-7-1: an Extra card’s skill is paid with its energy cost; the card goes to the Drop, then the effect happens', () => {
      const none = scenario({ hand: [C.monaka] }, {});
      expect(options(none).some((o) => o.t === 'activate')).toBe(false);
      const s = scenario({ hand: [C.monaka], energy: [C.goten] }, {});
      const monaka = byCode(s, 0, 'hand', C.monaka);
      const from = s.log!.length;
      pick(s, (o) => o.t === 'activate' && o.card === monaka.id);
      passWhile(s, ['dbs.counterTiming']);
      expect(s.players[0].energy[0].rested).toBe(true);
      const evs = events(s).slice(from);
      const toDrop = evs.findIndex((e) => e.t === 'move' && e.from === 'hand' && e.to === 'drop');
      const drawn = evs.findIndex((e) => e.t === 'move' && e.from === 'deck' && e.to === 'hand');
      expect(toDrop).toBeGreaterThanOrEqual(0);
      expect(drawn).toBeGreaterThan(toDrop);
      expect(s.players[0].drop.map((c) => c.code)).toEqual([C.monaka]);
      expect(s.players[0].hand).toHaveLength(1); // "draw 1" done at once (8-7-1)
    });
  });

  describe('skill costs (DBS 8-4)', () => {
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

    it('DBS 8-4-2 DBS 8-4-2-1 DBS 10-3-2: a cost of several actions is paid from the first; ① rests any energy; a [Field] card’s skill keeps it in the Battle Area', () => {
      const s = scenario({ battle: [BIG_GETE_STAR], energy: [C.hit], deck: [META_COOLER, C.goten] }, {});
      const star = byCode(s, 0, 'battle', BIG_GETE_STAR);
      const from = s.log!.length;
      pick(s, (o) => o.t === 'activate' && o.card === star.id);
      const evs = events(s).slice(from);
      const restEnergy = evs.findIndex((e) => e.t === 'rest' && e.id === s.players[0].energy[0].id);
      const restStar = evs.findIndex((e) => e.t === 'rest' && e.id === star.id);
      const mill = evs.findIndex((e) => e.t === 'move' && e.from === 'deck' && e.to === 'drop');
      expect(restEnergy).toBeGreaterThanOrEqual(0); // a red energy paid ① (the unnumbered clause after 8-4-2-2)
      expect(restStar).toBeGreaterThan(restEnergy);
      expect(mill).toBeGreaterThan(restStar);
      passWhile(s, ['dbs.counterTiming']);
      if (s.decision!.prompt === 'dbs.fromDrop') pick(s, (o) => o.t === 'card');
      passWhile(s, ['dbs.counterTiming']);
      expect(s.players[0].battle.map((c) => c.code).sort()).toEqual([BIG_GETE_STAR, META_COOLER].sort());
      expect(byCode(s, 0, 'battle', BIG_GETE_STAR).rested).toBe(true);
    });
    it('DBS 8-4-2-2: a cost that cannot be paid in full cannot be paid at all', () => {
      // Big Gete Star already in Rest Mode cannot pay "rest this card", whatever energy there is.
      const s = scenario({ battle: [{ code: BIG_GETE_STAR, rested: true }], energy: [C.hit, C.hit] }, {});
      expect(options(s).some((o) => o.t === 'activate')).toBe(false);
      // Cell (BT2-068): "place a card from your hand under this card" needs a card in hand.
      const t = scenario({ leader: CELL_LEADER }, { battle: [{ code: C.hit, rested: true }] });
      expect(options(t).some((o) => o.t === 'activate')).toBe(false);
      const u = scenario({ leader: CELL_LEADER, hand: [C.goten] }, { battle: [{ code: C.hit, rested: true }] });
      expect(options(u).some((o) => o.t === 'activate' && (o as { from?: string }).from === 'leader')).toBe(true);
    });
    it('DBS 8-4-2-4 DBS 10-5-3: a skill cost in coloured spheres needs energy of that colour', () => {
      // Rapid Spirit Ball Son Goku (SD1-04): [Evolve] <Son Goku> with one blue sphere and ①.
      const red = scenario({ hand: [C.rapidGoku], battle: [C.kindGoku], energy: [C.hit, C.hit, C.hit] }, {});
      expect(options(red).some((o) => o.t === 'activate')).toBe(false);
      const blue = scenario({ hand: [C.rapidGoku], battle: [C.kindGoku], energy: [C.hit, C.goten] }, {});
      expect(options(blue).some((o) => o.t === 'activate' && Array.isArray((o as { onto?: number[] }).onto))).toBe(
        true,
      );
    });
  });

  describe('effects (DBS 8-2, 8-9)', () => {
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

    it('DBS 8-2 DBS 8-2-1 DBS 8-2-2 DBS 8-2-2-2: a continuous effect "this turn" outlasts the battle', () => {
      const s = scenario({ battle: [SAIYAN_CABBA] }, {});
      pick(s, (o) => o.t === 'attack' && o.attacker === byCode(s, 0, 'battle', SAIYAN_CABBA).id);
      passWhile(s, ['dbs.counterTiming']);
      expect(s.decision!.prompt).toBe('dbs.may');
      answer(s, { t: 'yes' });
      passWhile(s, ['dbs.counterTiming', 'dbs.offence', 'dbs.defence']);
      expect(s.players[0].life).toHaveLength(7);
      expect(s.players[1].life).toHaveLength(6); // 15000 with [Double Strike]
      const cabba = byCode(s, 0, 'battle', SAIYAN_CABBA);
      expect(s.battle).toBeNull();
      expect(powerOf(s, 0, cabba)).toBe(15000);
    });
    it('DBS 8-2-2-3 DBS 8-2-2-3-1 DBS 8-9 DBS 8-9-1 DBS 8-9-1-1: a replacement effect processes its event instead of the damage', () => {
      // Absolute God Fused Zamasu (BT2-034 back): each damage becomes 5 cards from the deck to the Drop.
      const s = scenario({ battle: [C.hit] }, { leader: { code: FUSED_ZAMASU, flipped: true } });
      const from = s.log!.length;
      pick(s, (o) => o.t === 'attack' && o.attacker === byCode(s, 0, 'battle', C.hit).id);
      passWhile(s, ['dbs.counterTiming', 'dbs.offence', 'dbs.defence']);
      expect(s.players[1].life).toHaveLength(8);
      expect(s.players[1].hand).toHaveLength(0);
      expect(s.players[1].drop).toHaveLength(5);
      expect(
        events(s)
          .slice(from)
          .some((e) => e.t === 'damage'),
      ).toBe(false);
    });
  });

  describe('choosing targets (DBS 8-5-3 … 8-5-6)', () => {
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

    it('DBS 8-5-3-2: "up to 1" allows choosing none', () => {
      const five = [C.goten, C.goten, C.goten, C.goten, C.goten];
      const s = scenario({ hand: [ENERGY_BEERUS], energy: [...five, C.goten] }, { battle: [C.hit] });
      pick(s, (o) => o.t === 'play');
      passWhile(s, ['dbs.counterTiming']);
      expect(s.decision!.prompt).toBe('dbs.target');
      expect(options(s)[0]).toEqual({ t: 'done' });
      answer(s, { t: 'done' });
      expect(s.players[1].battle).toHaveLength(1);
    });
    it('DBS 8-5-4: "Battle Card" means a Battle card in the Battle Area, not an Extra card there', () => {
      const s = scenario({ battle: [FURIOUS_VEGETA] }, { battle: [BROLYS_RING, C.hit], hand: [C.goten] });
      pick(s, (o) => o.t === 'activate');
      passWhile(s, ['dbs.counterTiming']);
      const ids = options(s).map((o) => (o as unknown as { card: number }).card);
      expect(ids).toEqual([byCode(s, 1, 'battle', C.hit).id]);
    });
    it('DBS 8-5-5 DBS 8-5-3-6: "your energy" means cards in the Energy Area; an unnamed player is the skill’s master', () => {
      // Rapid Spirit Ball Son Goku (SD1-04) played: switch 1 of your energy to Active.
      const s = scenario({ hand: [C.rapidGoku], energy: [C.goten, C.goten, C.goten] }, { hand: [C.hit] });
      pick(s, (o) => o.t === 'play');
      passWhile(s, ['dbs.counterTiming']);
      expect(s.decision!.prompt).toBe('dbs.target');
      expect(s.decision!.seat).toBe(0);
      const energyIds = s.players[0].energy.map((c) => c.id);
      const picks = options(s).filter((o) => o.t === 'card') as unknown as { card: number }[];
      expect(picks.length).toBeGreaterThan(0);
      expect(picks.every((o) => energyIds.includes(o.card))).toBe(true);
      // Energy Boosted Majin Buu: "draw 1" is its master's draw.
      const t = scenario({ hand: [C.majinBuuDraw], energy: [C.goten] }, { hand: [C.hit] });
      pick(t, (o) => o.t === 'play');
      expect(t.players[0].hand).toHaveLength(1);
      expect(t.players[1].hand).toHaveLength(1);
    });
    it('DBS 8-5-3-7 DBS 8-5-3-5: a deck search shows the searcher the cards, who may find nothing', () => {
      // Kind Saiyan Son Goku (BT1-033): look at the top 7 for a blue Son Goku.
      const deck = [C.goten, C.rapidGoku, C.goten, C.goten, C.goten, C.goten, C.goten, C.hit, C.hit];
      const s = scenario({ hand: [C.kindGoku], energy: [C.goten], deck }, {});
      pick(s, (o) => o.t === 'play');
      passWhile(s, ['dbs.counterTiming']);
      expect(s.decision!.prompt).toBe('dbs.search');
      expect(s.decision!.looking).toHaveLength(7);
      expect(options(s).some((o) => o.t === 'done')).toBe(true);
      answer(s, { t: 'done' });
      expect(s.players[0].hand).toHaveLength(0);
      expect(s.players[0].deck).toHaveLength(9);
    });
  });

  describe('[Auto] skills (DBS 8-6)', () => {
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

    it('DBS 8-6 DBS 8-6-1 DBS 8-6-2 DBS 8-6-4: pending autos of one master: they choose which to activate, each resolves once', () => {
      const s = scenario({ battle: [SCHEMING_CHAMPA, SCHEMING_CHAMPA], hand: [C.hit], energy: [C.hit, C.hit] }, {});
      pick(s, (o) => o.t === 'play');
      passWhile(s, ['dbs.counterTiming']);
      expect(s.decision!.prompt).toBe('dbs.chooseAuto');
      expect(options(s)).toHaveLength(2);
      answer(s, options(s)[1]);
      passWhile(s, ['dbs.counterTiming']);
      expect(s.decision!.prompt).toBe('dbs.main');
      expect(powerOf(s, 0, byCode(s, 0, 'battle', C.hit))).toBe(25000);
    });
    it('DBS 8-6-3 DBS-047 DBS 10-18-5: an [Auto] whose trigger is met several times goes pending that many times', () => {
      // Uncountable Many Cell Jr. (BT2-087) is played and makes two tokens: three plays in all.
      const s = scenario(
        { leader: CELL_LEADER, battle: [WATCHER], hand: [CELL_JR], energy: [C.hit, C.hit, 'BT2-072'] },
        {},
      );
      pick(s, (o) => o.t === 'play');
      passWhile(s, ['dbs.counterTiming', 'dbs.chooseAuto']);
      for (let i = 0; i < 10 && s.decision!.prompt === 'dbs.chooseAuto'; i++) answer(s, options(s)[0]);
      passWhile(s, ['dbs.counterTiming']);
      expect(s.players[0].battle.filter((c) => c.token)).toHaveLength(2);
      expect(s.players[0].hand).toHaveLength(3);
    });
    it('DBS 8-6-6 DBS 8-6-6-1: a situation trigger goes pending once when its situation arises', () => {
      // Spopovich and Yamu put a fifth card under Majin Buu's Sealed Ball, whose [Auto] then places it
      // in the Drop and plays Majin Buu Revived from the deck.
      const s = scenario({ battle: [SPOPOVICH, SEALED_BALL], deck: [C.goten, BUU_REVIVED, C.goten] }, {});
      const ball = byCode(s, 0, 'battle', SEALED_BALL);
      for (let k = 0; k < 4; k++) {
        ball.under.push({ id: 99200 + k, code: C.goten, owner: 0, rested: false, flipped: false, mods: [], under: [] });
      }
      refresh(s);
      pick(s, (o) => o.t === 'attack' && o.attacker === byCode(s, 0, 'battle', SPOPOVICH).id);
      passWhile(s, ['dbs.counterTiming']);
      expect(s.decision!.prompt).toBe('dbs.deckTopUnder');
      answer(s, { t: 'yes' });
      passWhile(s, ['dbs.counterTiming']);
      expect(s.decision!.prompt).toBe('dbs.search');
      pick(s, (o) => o.t === 'card');
      passWhile(s, ['dbs.counterTiming']);
      expect(s.players[0].drop.filter((c) => c.code === SEALED_BALL)).toHaveLength(1);
      expect(s.players[0].battle.map((c) => c.code)).toContain(BUU_REVIVED);
      expect(s.pending).toHaveLength(0);
    });
  });
}

{
  // The tests gathered from rules-leftover.test.ts, with its helpers: some of their names mean something else above.

  const answer = scenario_.answer;

  const SKILL_DAMAGE = 'TEST-LEFTOVER-DAMAGE'; // [Auto] when your Battle card attacks: 1 damage to the opponent

  const RESTED_GROW = 'TEST-LEFTOVER-RESTGROW'; // [Permanent] your Battle cards in Rest Mode +5000

  const STAND_ONE = 'TEST-LEFTOVER-STAND'; // [Activate: Main] switch 1 of your Battle cards to Active Mode

  const SPARK_AND_MILL = 'TEST-LEFTOVER-SPARK'; // when you play another card: [Sparking 3] draw 1 / top of deck to Drop

  const GROW_ALL = 'TEST-LEFTOVER-GROW'; // [Permanent] your Battle cards +10000

  const SHRINK_OPP = 'TEST-LEFTOVER-SHRINKOPP'; // [Activate: Main] 1 of your opponent's Battle cards -30000

  const SHRINK_OWN = 'TEST-LEFTOVER-SHRINKOWN'; // [Activate: Main] 1 of your Battle cards -30000

  const KING_COLD = 'BT1-091'; // [Counter: Battle Card Attack] play this card and change the attack's target to it

  const CELL_LEADER = 'BT2-068';

  const CELL_JR = 'BT2-087'; // on play with a Cell Leader: two Cell Jr. tokens at once

  const YELLOW = 'BT1-102'; // Appule, a vanilla yellow card used as energy

  function lend(card: Card, key: string): void {
    const m: Mod = { stat: 'skills', code: key, until: 'game' };
    card.mods = [...card.mods, m];
  }

  const attackWith = (s: DBSState, card: Card): void =>
    pick(s, (o) => o.t === 'attack' && o.attacker === card.id && o.target === s.players[1].leader[0].id);

  describe('[Permanent] skills (DBS 8-1-4-2)', () => {
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

    it('DBS 8-1-4-2: a card an effect made an invalid object of a [Permanent] skill stays excluded this turn', () => {
      const s = scenario({ battle: [{ code: C.goten, rested: true }] }, {});
      const leader = s.players[0].leader[0];
      lend(leader, RESTED_GROW);
      lend(leader, STAND_ONE);
      refresh(s);
      const goten = byCode(s, 0, 'battle', C.goten);
      expect(powerOf(s, 0, goten)).toBe(20000);
      pick(s, (o) => o.t === 'activate' && o.from === 'leader');
      passWhile(s, ['dbs.counterTiming']);
      if (s.decision!.prompt === 'dbs.target') pick(s, (o) => o.t === 'card' && o.card === goten.id);
      passWhile(s, ['dbs.counterTiming']);
      expect(goten.rested).toBe(false);
      expect(powerOf(s, 0, goten)).toBe(15000);
      // Attacking rests it again; the skill may not take it back as an object this turn.
      attackWith(s, goten);
      expect(goten.rested).toBe(true);
      expect(powerOf(s, 0, goten)).toBe(15000);
      // "For the duration of the turn": in the opponent's turn the still rested Goten is an object again.
      for (let n = 0; n < 50 && s.turnPlayer === 0; n++) {
        const o = options(s);
        answer(s, o.find((x) => ['pass', 'end', 'no', 'done'].includes(x.t)) ?? o[0]);
      }
      expect(s.turnPlayer).toBe(1);
      const after = byCode(s, 0, 'battle', C.goten);
      expect(after.rested).toBe(true);
      expect(powerOf(s, 0, after)).toBe(20000);
    });
  });

  describe('pending [Auto] skills (DBS 8-6-4-1)', () => {
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

    it('DBS 8-6-4-1: a chosen pending [Auto] that cannot be activated cancels one of its pending instances only', () => {
      // Son Goten gains: when you play another card, [Sparking 3] draw 1; and: top of deck to the Drop.
      // Uncountable Many Cell Jr. is played, then makes two tokens at once: each skill goes pending 3 times.
      const s = scenario(
        {
          leader: CELL_LEADER,
          battle: [C.goten],
          hand: [CELL_JR],
          energy: [C.hit, C.hit, 'BT2-072'],
          drop: [C.goten, C.goten],
        },
        {},
      );
      const watcher = byCode(s, 0, 'battle', C.goten);
      lend(watcher, SPARK_AND_MILL);
      refresh(s);
      pick(s, (o) => o.t === 'play');
      const chooseAuto = (pred: (p: DBSState['pending'][number]) => boolean): void => {
        passWhile(s, ['dbs.counterTiming']);
        expect(s.decision!.prompt).toBe('dbs.chooseAuto');
        pick(s, (o) => o.t === 'auto' && pred(s.pending[o.i as number]));
      };
      const spark = (p: DBSState['pending'][number]) => p.source === watcher.id && p.index === 0;
      const mill = (p: DBSState['pending'][number]) => p.source === watcher.id && p.index === 1;
      chooseAuto((p) => p.source !== watcher.id); // Cell Jr.'s own skill: the two tokens
      passWhile(s, ['dbs.counterTiming']);
      const pendingOf = (f: typeof spark) => s.pending.filter(f).length;
      expect(pendingOf(spark)).toBe(3);
      expect(pendingOf(mill)).toBe(3);
      // With 2 cards in the Drop the [Sparking 3] skill cannot activate: one instance is cancelled.
      chooseAuto(spark);
      expect(pendingOf(spark)).toBe(2);
      expect(s.players[0].hand).toHaveLength(0);
      chooseAuto(mill); // the Drop reaches 3
      expect(s.players[0].drop).toHaveLength(3);
      for (
        let i = 0;
        i < 10 && s.decision && ['dbs.chooseAuto', 'dbs.counterTiming'].includes(s.decision.prompt);
        i++
      ) {
        if (s.decision.prompt === 'dbs.chooseAuto') answer(s, options(s)[0]);
        else answer(s, { t: 'pass' });
      }
      expect(s.decision!.prompt).toBe('dbs.main');
      expect(s.pending).toHaveLength(0);
      // The two instances left resolved; the cancelled one never came back.
      expect(s.players[0].hand).toHaveLength(2);
    });
  });

  describe('the final information of a card (DBS 8-10)', () => {
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

    it('DBS 8-10 DBS 8-10-1: an effect that moves a card refers to it as it is in the area it moved to', () => {
      // King Cold (15000 in hand) is played by its own [Counter] and becomes the attack's target; in the
      // Battle Area its master's [Permanent] makes it 25000, which is the power the battle uses.
      const s = scenario({ battle: [C.hit] }, { hand: [KING_COLD], energy: [YELLOW, YELLOW, YELLOW, YELLOW] });
      lend(s.players[1].leader[0], GROW_ALL);
      refresh(s);
      const hit = byCode(s, 0, 'battle', C.hit);
      const inHand = byCode(s, 1, 'hand', KING_COLD);
      expect(powerOf(s, 1, inHand)).toBe(15000);
      attackWith(s, hit);
      expect(s.decision!.seat).toBe(1);
      pick(s, (o) => o.t === 'counter' && o.card === inHand.id);
      let guardInBattle = -1;
      for (let i = 0; i < 30 && s.battle && s.decision; i++) {
        const cold = s.players[1].battle.find((c) => c.code === KING_COLD);
        if (cold && guardInBattle < 0) {
          guardInBattle = cold.id;
          expect(s.battle.guard).toBe(cold.id); // the card in the Battle Area, not the one that left the hand
          expect(powerOf(s, 1, cold)).toBe(25000);
        }
        const o = options(s).find((x) => x.t === 'pass' || x.t === 'done' || x.t === 'no' || x.t === 'life');
        if (!o) break;
        answer(s, o);
      }
      expect(guardInBattle).toBeGreaterThan(0);
      expect(s.battle).toBeNull();
      // Hit's 15000 lost to King Cold's 25000: King Cold stays, nobody took damage.
      expect(s.players[1].battle.map((c) => c.id)).toContain(guardInBattle);
      expect(s.players[1].life).toHaveLength(8);
    });
  });
}

{
  // The tests gathered from skills.test.ts, with its helpers: some of their names mean something else above.

  const scenario = cardsHelpers.scenario;

  const counter = cardsHelpers.counter;

  const options = cardsHelpers.options;

  const answer = scenario_.answer;

  /** Pay a declared play's energy the first way, stopping at its counter timing. */
  function payEnergy(s: ReturnType<typeof scenario>): void {
    for (let i = 0; i < 5 && prompt(s) === 'dbs.payEnergy'; i++) answer(s, options(s)[0]);
  }

  /**
   * On the opponent's turn they play BT1-047 Majin Buu ("when played, draw 1"); seat 0, with `leader`
   * given, answers with the [Counter] BT1-107 Cold Bloodlust.
   */
  function coldBloodlustOnPlay(leader: { leader?: string }): ReturnType<typeof scenario> {
    const s = scenario(
      { ...leader, hand: ['BT1-107'], energy: en('yellow', 1) },
      { hand: ['BT1-047'], energy: en('blue', 1) },
      { turnPlayer: 1 },
    );
    declarePlay(s, 'BT1-047');
    payEnergy(s);
    counter(s, 'BT1-107');
    settle(s);
    return s;
  }

  // From the former skills.test.ts:
  // Card skills completed by engineer A (BT1-107, BT1-110, BT2-030, BT2-037, BT2-056, BT2-058, BT2-087,
  // BT2-099, BT2-100) and the general machinery under them: negation (DBS 8-3), replacement (DBS 8-9).

  describe('DBS card skills (engineer A)', () => {
    it('DBS 8-3-2 BT1-107 Cold Bloodlust: with a 《Frieza’s Army》 Leader the played card’s skills are negated, so its "when you play" does nothing', () => {
      const s = coldBloodlustOnPlay({ leader: 'BT1-083' });
      const buu = battleCard(s, 1, 'BT1-047');
      expect(s.players[1].hand).toHaveLength(0); // no draw
      expect(skillsOf(buu)[0].kind).toBe('negated');
      expect(codes(s.players[0].drop)).toEqual(['BT1-107']);
    });
    it('BT1-107 Cold Bloodlust: with another Leader the played card keeps its skill', () => {
      const s = coldBloodlustOnPlay({});
      expect(s.players[1].hand).toHaveLength(1);
      expect(skillsOf(battleCard(s, 1, 'BT1-047'))[0].kind).toBe('auto');
    });

    it('BT1-110 Crusher Ball: [Counter: Play] the Battle card played enters in Rest Mode', () => {
      const s = scenario(
        { hand: ['BT1-110'], energy: en('yellow', 1) },
        { hand: [V.blue], energy: en('blue', 2) },
        { turnPlayer: 1 },
      );
      declarePlay(s, V.blue);
      payEnergy(s);
      counter(s, 'BT1-110');
      settle(s);
      expect(battleCard(s, 1, V.blue).rested).toBe(true);
    });

    it('BT1-091 King Cold: [Counter: Battle Card Attack] is offered against a Battle card’s attack only', () => {
      const s = scenario({ hand: ['BT1-091'], energy: en('yellow', 4) }, { battle: [V.red] }, { turnPlayer: 1 });
      declare(s, 'leader');
      expect(canCounter(s, 'BT1-091')).toBe(false);
      const t = scenario({ hand: ['BT1-091'], energy: en('yellow', 4) }, { battle: [V.red] }, { turnPlayer: 1 });
      declare(t, V.red);
      expect(canCounter(t, 'BT1-091')).toBe(true);
    });

    it('DBS 8-3-2 BT2-056 Zamasu, The Alert God: after it negates an attack, the skill is negated for the turn', () => {
      const s = zamasuNegatesAnAttack();
      expect(s.players[0].life).toHaveLength(8);
      expect(skillsOf(battleCard(s, 0, 'BT2-056'))[1].kind).toBe('negated');
      attack(s, V.red);
      expect(prompt(s)).not.toBe('dbs.may');
    });
    it('BT2-056: declining to pay leaves the skill usable on the next attack (no once-per-turn)', () => {
      const s = scenario(
        { leader: 'BT2-034', battle: ['BT2-056'], hand: [V.blue] },
        { battle: [V.red, V.red] },
        { turnPlayer: 1 },
      );
      attack(s, V.red);
      no(s);
      for (let i = 0; i < 20 && prompt(s) !== 'dbs.main'; i++) {
        const o = options(s).find((x) => x.t === 'pass' || x.t === 'no' || x.t === 'done') ?? options(s)[0];
        answer(s, o);
      }
      attack(s, V.red);
      expect(prompt(s)).toBe('dbs.may');
    });

    it('BT2-100 Meta-Cooler Core: "place up to 3" lets the player stop after any number', () => {
      const s = scenario({ leader: { code: 'BT2-100', flipped: true } }, {});
      attack(s, 'leader');
      yes(s);
      yes(s);
      no(s);
      expect(s.players[0].drop).toHaveLength(2);
    });

    it('DBS 10-18-2 BT2-087 Cell Jr.: its tokens have 5000 combo power and combo cost 0', () => {
      const s = scenario({ leader: 'BT2-068', hand: ['BT2-087'], energy: en('green', 3) }, {});
      declarePlay(s, 'BT2-087');
      settle(s);
      const tokens = s.players[0].battle.filter((c) => c.token);
      expect(tokens).toHaveLength(2);
      expect(comboStatsOf(tokens[0])).toEqual({ power: 5000, cost: 0 });
      expect(comboPowerOf(tokens[0])).toBe(5000);
    });

    it('BT2-099 Cell’s Birth: with a <Cell> Leader, <Cell> cards in hand cost 2 less', () => {
      const s = scenario({ leader: 'BT2-068', battle: ['BT2-099'], hand: ['BT2-084', V.blue] }, {});
      expect(energyCostOf(s, 0, s.players[0].hand[0]).total).toBe(5);
      expect(energyCostOf(s, 0, s.players[0].hand[1]).total).toBe(2);
      const t = scenario({ battle: ['BT2-099'], hand: ['BT2-084'] }, {});
      expect(energyCostOf(t, 0, t.players[0].hand[0]).total).toBe(7);
    });

    it('BT2-037 Determined Striker: at 3 life or less, discarding 2 《Saiyan》 lowers its [Counter] cost by 3', () => {
      const s = scenario(
        { hand: ['BT2-037', 'BT1-033', 'BT1-033'], energy: en('blue', 1), life: 3 },
        { battle: [V.red] },
        { turnPlayer: 1 },
      );
      declare(s, V.red);
      const reduced = options(s).find((o) => o.t === 'counter' && (o as { reduce?: boolean }).reduce);
      expect(reduced).toBeDefined();
      expect(options(s).filter((o) => o.t === 'counter')).toHaveLength(1); // the full cost (4) is not payable
      answer(s, reduced!);
      for (let i = 0; i < 10 && prompt(s) !== 'dbs.main' && s.decision; i++) answer(s, options(s)[0]);
      expect(codes(s.players[0].battle)).toEqual(['BT2-037']);
      expect(s.players[0].drop.filter((c) => c.code === 'BT1-033')).toHaveLength(2);
      const t = scenario(
        { hand: ['BT2-037', 'BT1-033', 'BT1-033'], energy: en('blue', 1) },
        { battle: [V.red] },
        { turnPlayer: 1 },
      );
      declare(t, V.red);
      expect(canCounter(t, 'BT2-037')).toBe(false);
    });

    it('BT2-058 Infinite Force Fused Zamasu: when it attacks, up to 1 card each of Battle, energy, life and hand go to the bottom of the deck', () => {
      const s = scenario(
        { hand: ['BT2-058'], battle: ['BT2-055', 'BT2-057'], energy: en('blue', 7) },
        { battle: [V.red], energy: [V.red, V.red], hand: [V.red, V.red] },
      );
      evolve(s, 'BT2-058', ['BT2-055', 'BT2-057']);
      settle(s);
      const deck = s.players[1].deck.length;
      attack(s, 'BT2-058');
      choose(s, V.red); // Battle card
      choose(s, V.red); // energy
      yes(s); // a life card
      yes(s); // a hand card
      // DBS 3-1-6: the owner orders the four cards, one pick at a time (the last one left needs no pick).
      for (let n = 3; n > 0; n--) {
        expect(prompt(s)).toBe('dbs.bottomOrder');
        expect(options(s)).toHaveLength(n + 1);
        answer(s, options(s)[0]);
      }
      settle(s);
      expect(s.players[1].battle).toHaveLength(0);
      expect(s.players[1].energy).toHaveLength(1);
      expect(s.players[1].life).toHaveLength(7);
      expect(s.players[1].hand).toHaveLength(1);
      expect(s.players[1].deck).toHaveLength(deck + 4);
    });

    it('BT2-030 Potara, The Kai’s Secret: discard a <Son Goku> and a <Vegeta>, then play a <Vegito> of cost 6 or less from the deck or the Drop Area', () => {
      const s = scenario(
        { hand: ['BT2-030', 'BT1-033', 'BT1-037'], energy: en('red', 4), deck: ['BT2-013', V.blue] },
        {},
      );
      activate(s, 'BT2-030', { from: 'hand' });
      for (let i = 0; i < 10 && prompt(s) === 'dbs.cost.handEachToDrop'; i++) answer(s, options(s)[0]);
      settle(s);
      expect(prompt(s)).toBe('dbs.deckOrDrop');
      answer(s, { t: 'area', area: 'deck' } as never);
      choose(s, 'BT2-013');
      settle(s);
      expect(codes(s.players[0].battle)).toEqual(['BT2-013']);
      const t = scenario({ hand: ['BT2-030', 'BT1-033', 'BT1-037'], energy: en('red', 4), drop: ['BT2-012'] }, {});
      activate(t, 'BT2-030', { from: 'hand' });
      for (let i = 0; i < 10 && prompt(t) === 'dbs.cost.handEachToDrop'; i++) answer(t, options(t)[0]);
      settle(t);
      answer(t, { t: 'area', area: 'drop' } as never);
      expect(prompt(t)).not.toBe('dbs.fromDrop'); // BT2-012 costs 7: nothing to choose
      expect(t.players[0].battle).toHaveLength(0);
    });
  });
}
