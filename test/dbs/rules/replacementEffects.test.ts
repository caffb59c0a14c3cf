// DBS rules tests — replacement effects (rules 8-9).
// Gathered by rules topic from the batch-named files rulesUncited.test.ts, keywords2.test.ts, skills.test.ts.

import { describe, expect, it, vi } from 'vitest';
import { run } from '../../../src/core/engine.ts';
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
  swap,
  unionFusion,
  wish,
} from '../../../src/games/dbs/abilities/dsl.ts';
import type { CardRecord } from '../../../src/games/dbs/cards/cardRecord.ts';
import { hasKeyword, matches, powerOf } from '../../../src/games/dbs/characteristics.ts';
import { dealDamage } from '../../../src/games/dbs/damage.ts';
import type { Card, DBSState, Mod } from '../../../src/games/dbs/state.ts';
import * as cardsHelpers from '../cards/helpers.ts';
import { attack, battleCard, choose, codes, en, many, options, prompt, settle } from '../cards/helpers.ts';
import { answer, byCode, C, passWhile, pick, scenario } from '../scenario.ts';
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

const attackLeader = (s: DBSState, code: string): void =>
  pick(s, (o) => o.t === 'attack' && o.attacker === byCode(s, s.turnPlayer, 'battle', code).id);

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

describe('replacement effects (DBS 8-9-2)', () => {
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

{
  // The tests gathered from keywords2.test.ts, with its helpers: some of their names mean something else above.

  const scenario = cardsHelpers.scenario;

  const answer = cardsHelpers.answer;

  const OVER = 'BT1-012'; // Hit: [Over Realm 3] (1); when played with [Over Realm], draw 1

  const DARK = 'BT1-103'; // Sui: [Dark Over Realm 2] (1); [Auto] [Sparking 3] when this card attacks, draw 1

  const HELPER = 'BT1-102'; // Appule: [Wormhole]; Son Goten cards are also black; four [Activate] test skills

  const FUSION = 'BT1-039'; // Trunks: [Union-Fusion] (B)(1) <Son Goten> and <Son Goku>; [Auto] [Burst 1] when played, draw 1

  const SWAPPER = 'BT2-005'; // Super Saiyan Son Goku: [Swap 2]; [Counter: Counter] negate [Counter]

  const GOTEN = 'BT1-035'; // vanilla Son Goten, 15000, cost 2

  const WISH_KEY = 'TEST-WISH';

  /** Answer the payment decisions only. */
  function settlePay(s: DBSState): void {
    for (let i = 0; i < 20 && s.decision && s.decision.prompt === 'dbs.payEnergy'; i++) answer(s, options(s)[0]);
  }

  /** Ask the Main Phase decision again after a test changed the position by hand. */
  function refreshMain(s: DBSState): void {
    s.decision = null;
    run(s);
  }

  describe('replacement effects (DBS 8-9) and validity (DBS 8-3)', () => {
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

    it('DBS 8-9-2 DBS 8-9-2-1 DBS 8-9-2-3 DBS-051: with two replacements of the same damage the damaged player chooses one, and only it applies', () => {
      const s = scenario({ battle: [HELPER, FUSION], deck: many(GOTEN, 10) }, {});
      dealDamage(s, 0, 1);
      refreshMain(s);
      expect(prompt(s)).toBe('dbs.replacement');
      expect(s.decision!.seat).toBe(0);
      const helperId = s.players[0].battle[0].id;
      answer(
        s,
        options(s).find((o) => (o as { source?: number }).source === helperId)!,
      );
      expect(s.players[0].drop).toHaveLength(1); // Appule's 1 card per damage, not Trunks's 2 as well
      expect(s.players[0].life).toHaveLength(8); // the damage never happened (8-9-1-1)
    });
    it('DBS 8-9-3 DBS 8-9-1 DBS 8-9-1-1: a voluntary replacement may be declined, and cannot be used when its action is impossible', () => {
      const s = scenario({ battle: [FUSION], deck: many(GOTEN, 10) }, {});
      dealDamage(s, 0, 1);
      refreshMain(s);
      expect(prompt(s)).toBe('dbs.replacement');
      answer(
        s,
        options(s).find((o) => (o as { source?: number }).source === 0)!,
      ); // decline
      settle(s);
      expect(s.players[0].life).toHaveLength(7);
      const t = scenario({ battle: [FUSION], deck: many(GOTEN, 1) }, {});
      dealDamage(t, 0, 1);
      refreshMain(t);
      settle(t);
      expect(t.players[0].life).toHaveLength(7); // only 1 deck card: it cannot put 2 in the Drop
      expect(t.players[0].drop).toHaveLength(0);
    });
    it('DBS 8-3-1 DBS 8-3-3 DBS 10-23 DBS 10-23-1 DBS 10-23-2 DBS 10-23-2-1: a skill valid only under a condition ([Bond 2]) is negated while it fails', () => {
      const s = scenario({ battle: [HELPER] }, {});
      expect(powerOf(s, 0, s.players[0].battle[0])).toBe(15000);
      const t = scenario({ battle: [HELPER, GOTEN] }, {});
      expect(powerOf(t, 0, t.players[0].battle[0])).toBe(20000);
    });
    it('DBS 10-22 DBS 10-22-1 DBS 10-22-3: [Deflect] keeps a [Counter: Play] away when a skill plays the card', () => {
      const s = scenario(
        { battle: [SWAPPER], hand: [GOTEN] },
        { leader: 'BT1-083', hand: ['BT1-110'], energy: en('yellow', 1) },
      );
      s.players[0].hand[0].mods = [{ stat: 'keyword', keyword: 'deflect', until: 'game' }];
      answer(
        s,
        options(s).find((o) => o.t === 'activate')!,
      );
      answer(
        s,
        options(s).find((o) => o.t === 'counter')!,
      );
      settlePay(s);
      settle(s);
      choose(s, GOTEN);
      settle(s);
      expect(codes(s.players[0].battle)).toEqual([GOTEN]);
      expect(s.players[0].battle[0].rested).toBe(false);
    });
  });
}

{
  // The tests gathered from skills.test.ts, with its helpers: some of their names mean something else above.

  const scenario = cardsHelpers.scenario;

  describe('DBS negation and replacement (engineer A)', () => {
    it('DBS 8-3-2 a negated keyword is still recognised as a skill but does nothing', () => {
      const s = scenario({ battle: ['BT1-050'] }, {});
      const kai = battleCard(s, 0, 'BT1-050');
      kai.mods = [{ stat: 'negated', until: 'turn' }];
      expect(hasKeyword(s, 0, kai, 'blocker')).toBe(false);
      expect(matches(s, 0, kai, { keyword: 'blocker' })).toBe(true);
    });
    it('DBS 8-9-1 DBS 8-9-1-1 BT2-034 Absolute God Fused Zamasu: damage to its life is replaced: 5 deck cards to the Drop per damage, and no Life card moves', () => {
      const s = scenario({ leader: { code: 'BT2-034', flipped: true } }, { battle: ['BT1-034'] }, { turnPlayer: 1 });
      const deck = s.players[0].deck.length;
      attack(s, 'BT1-034');
      for (let i = 0; i < 10 && prompt(s) !== 'dbs.main' && s.decision; i++) {
        const o = options(s).find((x) => x.t === 'pass' || x.t === 'no') ?? options(s)[0];
        answer(s, o);
      }
      expect(s.players[0].life).toHaveLength(8);
      expect(s.players[0].hand).toHaveLength(0);
      expect(s.players[0].drop).toHaveLength(10); // [Double Strike]: 2 damage
      expect(s.players[0].deck).toHaveLength(deck - 10);
    });
  });
}
