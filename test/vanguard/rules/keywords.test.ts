// Vanguard rules tests — keywords: Boost, Intercept, drive, Limit Break, Lord, Sentinel, Resist, Revelation … (ver. 2.01 11.1–11.20; ver. 1.10 10.2).
// Gathered by rules topic from the batch-named files abilities2.test.ts, cardInformation.test.ts, damageSourceAndKeywords.test.ts, keywords.test.ts, keywords11.test.ts, keywords11Gates.test.ts, keywords11Records.test.ts, multipleGates.test.ts, rulesLeftover10to12.test.ts.

import { afterEach, describe, expect, it } from 'vitest';
import { eventsFor, run } from '../../../src/core/engine.ts';
import type { Seat } from '../../../src/core/types.ts';
import {
  type Ability,
  act,
  auto,
  type CardFilter,
  chooseOpponentRearguard,
  chooseYour,
  cont,
  type Effect,
  type Gate,
  type Gates,
  power,
  thisUnit,
  yourVanguard,
} from '../../../src/games/vanguard/abilities/dsl.ts';
import { withTestAbilities } from '../../../src/games/vanguard/abilities/registry.ts';
import { abilityText } from '../../../src/games/vanguard/abilities/text.ts';
import { cardByCode, deckById, expandDeck, withTestCards } from '../../../src/games/vanguard/cards/cardPool.ts';
import type { CardRecord } from '../../../src/games/vanguard/cards/cardRecord.ts';
import { drive, power as powerOf } from '../../../src/games/vanguard/characteristics.ts';
import { validateDeck } from '../../../src/games/vanguard/deckRules.ts';
import { CR201, type FormatId } from '../../../src/games/vanguard/formats.ts';
import type { Circle, VGState } from '../../../src/games/vanguard/state.ts';
import { moveCard } from '../../../src/games/vanguard/zones.ts';
import * as cardsHelpers from '../cards/helpers.ts';
import {
  attack,
  attackers,
  attackUntilBoost,
  BOTH,
  call,
  codes,
  deck,
  endGuard,
  faceUp,
  offersAct,
  played,
  pw,
  toNextTurn,
  unit,
} from '../cards/helpers.ts';
import { answer, C, events, idOf, noHandAbility, offers, prompt, scenario, type ScenarioSpec } from '../scenario.ts';
import { useTestGUnits } from '../strideCards.ts';
import { actDo, testOnlyAbilities } from '../testAbilities.ts';

// Vanilla trial-deck cards used as hosts (stats in data/vanguard/original-td.cards.json).
const KING = 'TD03/004'; // King of Sword, g2 10000 «Nova Grappler», Intercept

const TOUGH = 'TD03/007'; // Tough Boy, g1 8000 «Nova Grappler», Boost

const GARETH = 'TD05/008'; // g1 8000 «Gold Paladin», Boost

const NEHALEM = 'TD02/004'; // g2 10000 «Kagero», Intercept

const WISEMAN = 'TD04/004'; // g2 10000 «Oracle Think Tank», Intercept

const { give, afterTest } = testOnlyAbilities();

// `actDo` is a cost-free [ACT](VC/RC) (VG2 8.1.1.1.2.6: declaring it plays it).

function playAct(s: ReturnType<typeof scenario>, seat: 0 | 1, circle: 'VC' | 'FL' | 'FR', index: number): void {
  expect(prompt(s)).toBe('vg.main');
  answer(s, { t: 'act', card: unit(s, seat, circle).id, index });
}

const MARRON = C.marron; // g1 «Royal Paladin» <Giant>, vanilla

const STARDUST = C.stardust; // g0 «Royal Paladin» <Angel>, vanilla: the vanguard carrying the [CONT]s

/** A vanilla grade 1 record, as the test records below change it. */
function record(code: string, over: Partial<CardRecord>): CardRecord {
  return { ...cardByCode(MARRON)!, code, name: `Test ${code}`, ...over };
}

/** "[CONT](VC): Your units matching `filter` get Power +1000." on the vanguard. */
function boostAll(filter: CardFilter): string {
  const a = cont({ zones: ['VC'], effect: { cont: 'unitsModify', filter, stat: 'power', n: 1000 } });
  give(STARDUST, [a]);
  return abilityText(a);
}

describe('Resist, "cannot be affected" and rule-changing effects (VG2 11.13, 12.11, 8.7.3.1)', () => {
  const retireOne = actDo({ do: 'retire', target: chooseOpponentRearguard() });

  for (const format of BOTH) {
    it(`VG2 11.13 / VG2 11.13.1 a unit with Resist cannot be chosen by the opponent's "choose"; its own master may still choose it (${format})`, () => {
      give(KING, [retireOne, actDo(power({ unit: 'choose', side: 'you', what: 'rearguard', n: 1 }, 1000, 'turn'))]);
      give(TOUGH, [cont({ effect: { cont: 'resist' } })]);
      const s = scenario({
        format,
        at: 'main',
        p0: { vanguard: KING, rc: { FR: TOUGH }, deck: deck([]) },
        p1: { rc: { FL: TOUGH, FR: GARETH } },
      });
      playAct(s, 0, 'VC', 0);
      expect(s.decision!.options).toEqual([{ t: 'unit', seat: 1, circle: 'FR' }]);
      answer(s, { t: 'unit', seat: 1, circle: 'FR' });
      noHandAbility(s);
      playAct(s, 0, 'VC', 1);
      expect(s.decision!.options).toEqual([{ t: 'unit', seat: 0, circle: 'FR' }]);
      answer(s, { t: 'unit', seat: 0, circle: 'FR' });
      expect(pw(s, 0, 'FR')).toBe(9000);
    });

    it(`VG2 12.11 / VG2 12.11.1 / VG2 8.5.4.1 a unit that cannot be affected by the opponent's effects may be chosen but is not retired (${format})`, () => {
      give(KING, [retireOne]);
      give(TOUGH, [cont({ effect: { cont: 'unaffected' } })]);
      const s = scenario({
        format,
        at: 'main',
        p0: { vanguard: KING, deck: deck([]) },
        p1: { rc: { FL: TOUGH, FR: GARETH } },
      });
      playAct(s, 0, 'VC', 0);
      expect(offers(s, { t: 'unit', seat: 1, circle: 'FL' })).toBe(true);
      answer(s, { t: 'unit', seat: 1, circle: 'FL' });
      expect(s.players[1].field.FL.map((c) => c.code)).toEqual([TOUGH]);
      expect(s.players[1].drop).toHaveLength(0);
    });

    it(`VG2 8.7.3.1 / VG2 8.7.3 / VG1 8.7.3 "your units cannot be chosen by your opponent's effects for the rest of the game" changes the rules, so it covers a unit called afterwards (${format})`, () => {
      give(NEHALEM, [actDo({ do: 'yourUnitsResist', until: 'game' })]);
      give(WISEMAN, [retireOne]);
      const s = scenario({
        format,
        at: 'main',
        p0: { vanguard: NEHALEM, hand: [GARETH], deck: deck([]) },
        p1: { vanguard: WISEMAN, deck: deck([]) },
      });
      playAct(s, 0, 'VC', 0);
      answer(s, { t: 'call', card: s.players[0].hand[0].id, circle: 'FL' });
      toNextTurn(s);
      expect(prompt(s)).not.toBe(null);
      for (let i = 0; i < 10 && prompt(s) !== 'vg.main'; i++) answer(s, s.decision!.options[0] as never);
      answer(s, { t: 'act', card: unit(s, 1, 'VC').id, index: 0 });
      expect(prompt(s)).toBe('vg.main'); // VG2 8.5.4.1.3: nothing can be chosen, nothing happens
      expect(s.players[0].field.FL.map((c) => c.code)).toEqual([GARETH]);
      expect(powerOf(s, 0, unit(s, 0, 'FL'))).toBe(8000);
    });
  }
});

describe('Sentinels (VG2 11.9)', () => {
  const SENTINEL = 'TEST-CI/010';

  it('VG2 11.9.2: cards with the Sentinel ability are "Sentinels", which a filter "Sentinel" picks out', () => {
    afterTest(withTestCards([record(SENTINEL, { grade: 0, shield: 0, sentinel: true })]));
    const text = boostAll({ sentinel: true });
    expect(text).toBe('[CONT](VC):Your Sentinel units get Power +1000.');
    const s = scenario({
      at: 'main',
      p0: { vanguard: STARDUST, rc: { FL: SENTINEL, FR: MARRON }, deck: deck([]) },
      p1: { deck: deck([]) },
    });
    expect(pw(s, 0, 'FL')).toBe(8000 + 1000);
    expect(pw(s, 0, 'FR')).toBe(8000);
    expect(pw(s, 0, 'VC')).toBe(6000);
    // In a count too: "the number of Sentinel cards in your drop zone".
    const count = cont({
      zones: ['VC'],
      condition: { if: 'compare', left: { of: 'drop', whose: 'you', filter: { sentinel: true } }, op: '>=', right: 1 },
      effect: { cont: 'modify', stat: 'power', n: 5000 },
    });
    expect(abilityText(count)).toContain('the number of Sentinel cards in your drop zone');
  });
});

{
  // The tests gathered from damageSourceAndKeywords.test.ts, with its helpers: some of their names mean something else above.

  const playAct = cardsHelpers.playAct;

  const KING = 'TD03/004'; // King of Sword, g2 10000 «Nova Grappler», vanilla

  const TOUGH = 'TD03/007'; // Tough Boy, g1 8000 «Nova Grappler», Boost, vanilla

  const BAHR = 'TD02/007'; // g1 8000 «Kagero», vanilla

  const STARDUST = 'TD01/012'; // g0 6000

  const { give } = testOnlyAbilities();

  /** Play every standing-by ability in the order offered, until no such question is left. */
  function playStandby(s: VGState): void {
    for (let i = 0; i < 10 && prompt(s) === 'vg.playAuto'; i++) answer(s, s.decision!.options[0] as never);
  }

  describe('keyword references (VG2 11.17.1.2, 11.23.1, 11.41.1.1)', () => {
    /** "[CONT](VC): Your units matching `filter` get Power +1000." */
    const boostAll = (filter: Parameters<typeof cont>[0]['effect'] & { cont: 'unitsModify' }): Ability =>
      cont({ zones: ['VC'], effect: filter });

    it('VG2 11.17.1.2: "Rescue 1" and "Rescue 2" abilities both have the Rescue keyword, which "units with Rescue" reads', () => {
      const a = boostAll({ cont: 'unitsModify', filter: { withEffect: 'rescue' }, stat: 'power', n: 1000 });
      give(STARDUST, [a]);
      give(KING, [actDo({ do: 'rescue', n: 1 })]);
      give(TOUGH, [actDo({ do: 'rescue', n: 2 })]);
      expect(abilityText(a)).toBe('[CONT](VC):Your units with "Rescue" get Power +1000.');
      const s = scenario({
        at: 'main',
        p0: { vanguard: STARDUST, rc: { FL: KING, BL: TOUGH, FR: BAHR }, deck: deck([]) },
        p1: { deck: deck([]) },
      });
      expect([pw(s, 0, 'FL'), pw(s, 0, 'BL'), pw(s, 0, 'FR')]).toEqual([11000, 9000, 8000]);
    });

    it('VG2 11.23 / VG2 11.23.1: Dominate is an ability text card text may refer to: "units with Dominate"', () => {
      const dominate: Effect = {
        do: 'dominate',
        target: { unit: 'choose', side: 'opponent', what: 'rearguard', n: 1 },
      };
      const a = boostAll({ cont: 'unitsModify', filter: { withEffect: 'dominate' }, stat: 'power', n: 1000 });
      give(STARDUST, [a]);
      give(KING, [actDo(dominate)]);
      give(TOUGH, [actDo({ do: 'rescue', n: 1 })]);
      expect(abilityText(a)).toBe('[CONT](VC):Your units with "Dominate" get Power +1000.');
      const s = scenario({
        at: 'main',
        p0: { vanguard: STARDUST, rc: { FL: KING, BL: TOUGH }, deck: deck([]) },
        p1: { deck: deck([]) },
      });
      expect([pw(s, 0, 'FL'), pw(s, 0, 'BL')]).toEqual([11000, 8000]);
    });

    it('VG2 11.41.1.1: a card with the Nitou Kaigan ability is one "with the Nitou Kaigan ability"; the same trigger unlabelled is not', () => {
      const nitou = auto({
        label: 'nitouKaigan',
        zones: ['RC'],
        trigger: { on: 'boostedBy', booster: { name: 'Tough Boy' } },
        effects: [power(thisUnit, 5000, 'battle')],
      });
      const a = boostAll({ cont: 'unitsModify', filter: { withAbility: 'nitouKaigan' }, stat: 'power', n: 1000 });
      give(STARDUST, [a]);
      give(KING, [nitou]);
      give(BAHR, [{ ...nitou, label: undefined }]);
      expect(abilityText(nitou)).toBe(
        'Nitou Kaigan-[AUTO](RC):When this unit is boosted by a unit named "Tough Boy", this unit gets Power +5000 until end of that battle.',
      );
      expect(abilityText(a)).toBe('[CONT](VC):Your units with the nitou kaigan ability get Power +1000.');
      const s = scenario({
        at: 'main',
        p0: { vanguard: STARDUST, rc: { FL: KING, FR: BAHR }, deck: deck([]) },
        p1: { deck: deck([]) },
      });
      expect([pw(s, 0, 'FL'), pw(s, 0, 'FR')]).toEqual([11000, 8000]);
    });
  });

  describe('Revelation (VG2 11.20.3)', () => {
    it('VG2 11.20.3: the top card Revelation puts into the soul is a card "put into soul due to the effect of the revelation ability"; a Soul Charge is not', () => {
      const revelation = auto({
        zones: ['RC'],
        trigger: { on: 'placed', circles: ['RC'] },
        effects: [{ do: 'revelation' }],
      });
      const byRevelation = auto({
        trigger: { on: 'putInto', zone: 'soul', byRevelation: true },
        effects: [power(yourVanguard, 5000, 'turn')],
      });
      give(TOUGH, [revelation]);
      give(BAHR, [byRevelation]);
      give(KING, [actDo({ do: 'soulCharge', n: 1 })]);
      expect(abilityText(byRevelation)).toBe(
        '[AUTO]:When this card is put into your soul by the effect of a revelation ability, your vanguard gets Power +5000 until end of turn.',
      );
      const s = scenario({
        at: 'main',
        p0: { vanguard: KING, rc: { FL: KING }, hand: [TOUGH], deck: deck([BAHR, BAHR]) },
        p1: { deck: deck([]) },
      });
      answer(s, { t: 'call', card: idOf(s, 0, 'hand', TOUGH), circle: 'BL' });
      answer(s, { t: 'yes' });
      answer(s, { t: 'unit', seat: 0, circle: 'FL' });
      playStandby(s);
      expect(prompt(s)).toBe('vg.main');
      expect(codes(s.players[0].soul)).toEqual([BAHR]);
      expect(pw(s, 0, 'VC')).toBe(15000);
      playAct(s, 0, unit(s, 0, 'VC').id, 0); // Soul Charge the second Bahr
      playStandby(s);
      expect(codes(s.players[0].soul)).toEqual([BAHR, BAHR]);
      expect(pw(s, 0, 'VC')).toBe(15000); // no second trigger
    });
  });
}

{
  // The tests gathered from keywords.test.ts, with its helpers: some of their names mean something else above.

  const BOTH: readonly FormatId[] = ['cr201', 'cr110'];

  const BLASTER_BLADE = 'TD01/005'; // g2 9000

  const MARRON = 'TD01/008'; // g1 8000, vanilla

  const BAHR = 'TD02/007'; // g1 8000, vanilla «Kagero»

  const KING_OF_SWORD = 'TD03/004'; // g2 10000, vanilla «Nova Grappler»

  const NGM = 'TD03/006'; // g2 8000, intercepts, «NG» vanguard: Shield +5000

  const MAPLE = 'TD04/010'; // g1 6000 «Oracle Think Tank», no ability on being placed

  const LOZENGE = 'TD04/015'; // g0 3000, forerunner

  const GARMORE = 'TD05/001'; // g3 10000, LB4 attacks a vanguard +5000; CB2 placed on (VC): search & call

  const GARETH = 'TD05/008'; // g1 8000, vanilla «Gold Paladin»

  const NAVALGAZER = 'TD07/001'; // g3 10000, [ACT](VC) LB4 CB2: +3000 and an AUTO; (VC) attacks, third battle+: +3000

  const LIBERATOR = 'TD08/001'; // g3 11000, LB4 ridden by a «GP»: vanguard +10000…; Lord

  // --- VG2 section 11 / VG1 10.2: keywords -------------------------------------------------------------

  describe('Intercept and Boost (VG2 11.3, 11.4; VG1 10.2.2, 10.2.3)', () => {
    for (const format of BOTH) {
      it(`VG2 11.3.1 / VG1 10.2.2.1 a resting front-row unit intercepts; its "when intercepts" auto adds Shield +5000 (${format})`, () => {
        const s = scenario({
          format,
          at: 'battle',
          p0: { vanguard: C.brigitte, deck: deck() },
          p1: { vanguard: KING_OF_SWORD, rc: { FL: { code: NGM, rested: true } } },
        });
        attack(s, 'VC', 'VC');
        expect(offers(s, { t: 'intercept', circle: 'FL' })).toBe(true);
        answer(s, { t: 'intercept', circle: 'FL' });
        if (prompt(s) === 'vg.guardBatch') answer(s, { t: 'done' });
        expect(played(s)).toEqual([`1:${NGM}`]);
        expect(events(s, 'modify')).toEqual([
          { t: 'modify', seat: 1, id: expect.any(Number), stat: 'shield', n: 5000, until: 'battle' },
        ]);
        // 10000 + 5000 + 5000 against Brigitte's 10000: no hit, no damage.
        expect(events(s, 'compare').at(-1)).toEqual({ t: 'compare', hit: [false] });
        expect(s.players[1].damage).toHaveLength(0);
        expect(codes(s.players[1].drop)).toEqual([NGM]);
      });
    }

    for (const format of BOTH) {
      it(`VG2 11.4.1 / VG1 10.2.3.1 a boost adds the booster's power; "when this unit boosts a card named Blaster Blade" adds +4000 more (${format})`, () => {
        const s = scenario({
          format,
          at: 'battle',
          p0: { vanguard: MARRON, rc: { FL: BLASTER_BLADE, BL: C.wingal, FR: MARRON, BR: C.wingal }, deck: deck() },
          p1: { hand: [C.stardust, C.stardust] },
        });
        attack(s, 'FL', 'VC', true);
        expect(unit(s, 0, 'BL').rested).toBe(true);
        expect(pw(s, 0, 'FL')).toBe(9000 + 6000 + 4000);
        endGuard(s);
        attack(s, 'FR', 'VC', true);
        expect(pw(s, 0, 'FR')).toBe(8000 + 6000);
        expect(played(s)).toEqual([`0:${C.wingal}`]);
      });
    }
  });

  describe('Limit Break (VG2 11.6; VG1 10.2.5)', () => {
    for (const format of BOTH) {
      it(`VG2 11.6.1 / VG2 11.6.3.2 / VG2 11.6.3.2.1 / VG1 10.2.5.1 / VG1 10.2.5.1.2 / VG1 10.2.5.1.2.1 VG-065 an LB4 auto does not trigger at 3 damage and does at 4 or more (${format})`, () => {
        const at = (n: number) => {
          const s = scenario({
            format,
            at: 'battle',
            p0: { vanguard: GARMORE, damage: Array.from({ length: n }, () => MARRON), deck: deck() },
            p1: { hand: [C.stardust] },
          });
          attack(s, 'VC', 'VC');
          return s;
        };
        const three = at(3);
        expect(events(three, 'standby')).toHaveLength(0);
        expect(pw(three, 0, 'VC')).toBe(10000);
        for (const n of [4, 5]) {
          const s = at(n);
          expect(played(s)).toEqual([`0:${GARMORE}`]);
          expect(pw(s, 0, 'VC')).toBe(15000);
        }
      });
    }

    for (const format of BOTH) {
      it(`VG2 11.6.3.2.1 / VG1 10.2.5.1.2.1 VG-065 an LB4 auto that triggered still resolves after the damage drops to 3 (${format})`, () => {
        const s = scenario({
          format,
          at: 'ride',
          p0: {
            vanguard: LIBERATOR,
            hand: [GARMORE],
            damage: [MARRON, MARRON, MARRON, { code: BAHR, faceDown: true }],
            deck: deck(),
          },
        });
        answer(s, { t: 'ride', card: idOf(s, 0, 'hand', GARMORE) });
        expect(prompt(s)).toBe('vg.playAuto'); // the Liberator's LB4 auto and Garmore's "placed" auto wait
        // A heal (damage zone to drop zone) between trigger and resolution: no trial-deck card heals in its
        // master's ride phase, so the engine's move primitive stands in for it.
        moveCard(s, 0, s.players[0].damage[3], 'damage', 'drop');
        expect(s.players[0].damage).toHaveLength(3);
        answer(s, { t: 'auto', source: idOf(s, 0, 'soul', LIBERATOR), index: 0 });
        expect(pw(s, 0, 'VC')).toBe(20000);
        expect(prompt(s)).toBe('vg.payCost'); // Garmore's, next
        answer(s, { t: 'no' });
        expect(prompt(s)).toBe('vg.main');
      });
    }

    for (const format of BOTH) {
      it(`VG2 11.6.3.3 / VG2 11.6.3.3.1 / VG1 10.2.5.1.3 / VG1 10.2.5.1.3.1 VG-065 an LB4 [ACT] is offered only with 4 or more damage when it would be played (${format})`, () => {
        const three = scenario({ format, at: 'main', p0: { vanguard: NAVALGAZER, damage: [MARRON, MARRON, MARRON] } });
        expect(offers(three, { t: 'act' })).toBe(false);
        const s = scenario({
          format,
          at: 'main',
          p0: {
            vanguard: NAVALGAZER,
            damage: [MARRON, MARRON, { code: MARRON, faceDown: true }, { code: MARRON, faceDown: true }],
          },
        });
        const id = idOf(s, 0, 'VC', NAVALGAZER);
        expect(s.decision!.options.filter((o) => o.t === 'act')).toEqual([{ t: 'act', card: id, index: 0 }]);
        answer(s, { t: 'act', card: id, index: 0 });
        expect(faceUp(s, 0)).toBe(0);
        expect(pw(s, 0, 'VC')).toBe(13000);
        expect(unit(s, 0, 'VC').mods!.map((m) => m.stat)).toEqual(['power', 'grant']);
        expect(offers(s, { t: 'act' })).toBe(false); // no face-up damage left to pay with
      });
    }
  });

  describe('Forerunner and Lord (VG2 11.7, 11.8)', () => {
    for (const format of BOTH) {
      it(`VG2 11.7.1 Forerunner "you may call": declined, the card stays in the soul (${format})`, () => {
        const s = scenario({ format, at: 'ride', p0: { vanguard: LOZENGE, hand: [MAPLE], deck: deck() } });
        answer(s, { t: 'ride', card: idOf(s, 0, 'hand', MAPLE) });
        answer(s, { t: 'no' });
        expect(codes(s.players[0].soul)).toEqual([LOZENGE]);
        expect(events(s, 'call')).toHaveLength(0);
        expect(prompt(s)).toBe('vg.main');
      });
    }

    for (const format of BOTH) {
      it(`VG2 11.8.1 Lord: the unit cannot attack while you have a unit without its clan, and can once every unit shares it (${format})`, () => {
        const mixed = scenario({
          format,
          at: 'battle',
          p0: { vanguard: LIBERATOR, rc: { FL: GARETH, BR: MARRON }, deck: deck() },
        });
        answer(mixed, { t: 'yes' });
        expect(mixed.decision!.options).toEqual([{ t: 'circle', circle: 'FL' }]);

        const pure = scenario({ format, at: 'battle', p0: { vanguard: LIBERATOR, rc: { FL: GARETH }, deck: deck() } });
        answer(pure, { t: 'yes' });
        expect(pure.decision!.options).toEqual([
          { t: 'circle', circle: 'FL' },
          { t: 'circle', circle: 'VC' },
        ]);

        const onRC = scenario({ format, at: 'battle', p0: { vanguard: MARRON, rc: { FR: LIBERATOR }, deck: deck() } });
        expect(prompt(onRC)).toBe('vg.attack');
        answer(onRC, { t: 'yes' });
        expect(onRC.decision!.options).toEqual([{ t: 'circle', circle: 'VC' }]);
      });
    }
  });
}

{
  // The tests gathered from keywords11.test.ts, with its helpers: some of their names mean something else above.

  const playAct = cardsHelpers.playAct;

  // Trial-deck cards (stats in data/vanguard/original-td.cards.json).
  const KING = 'TD03/004'; // King of Sword, g2 10000 «Nova Grappler», Intercept, vanilla

  const TOUGH = 'TD03/007'; // Tough Boy, g1 8000 «Nova Grappler», Boost, vanilla

  const GARETH = 'TD05/008'; // g1 8000 «Gold Paladin», Boost, vanilla

  const BEAUMAINS = 'TD05/004'; // g2 10000 «Gold Paladin», vanilla

  const BAHR = 'TD02/007'; // g1 8000 «Kagero», Boost, vanilla

  const MARRON = 'TD01/008'; // g1 8000 «Royal Paladin», vanilla: the decks' filler

  const OVERLORD = 'TD02/001'; // g3 11000 «Kagero», Twin Drive!! (its own abilities are replaced in these tests)

  const LIBERATOR = 'TD08/001'; // g3 11000 «Gold Paladin», Lord

  const STARDUST = 'TD01/012'; // g0 6000: a guardian for any vanguard in either format

  const { give } = testOnlyAbilities();

  /** A cost-free [ACT](VC) with these effects. */
  const actDo = (...effects: Effect[]): Ability => act({ zones: ['VC'], cost: [], effects });

  /** The kinds of the game's events so far, in order, of the given kinds. */
  function trace(s: VGState, kinds: string[]): string[] {
    return (s.log ?? []).map((l) => l.e.t).filter((t) => kinds.includes(t));
  }

  // From the former keywords11.test.ts:
  // Rules tests for the keyword abilities of VG2 section 11 other than the "active while" ones (those are in
  // keywords11Gates.test.ts): drive abilities (11.2.2), Boost (11.4), Restraint (11.5), Lord (11.8), Sentinel
  // (11.9), Rescue (11.17), Bloom (11.38) and Nitou Kaigan (11.41). Vanilla trial-deck cards get test-only
  // abilities with `withTestAbilities` (undone after each test).

  describe('Boost, a keyword that is an action (VG2 11.1, 11.4)', () => {
    for (const format of BOTH) {
      it(`VG2 11.1 / VG2 11.4 / VG2 11.4.1 / VG1 10.2.3.1 only a unit with Boost in the attacker's column may boost, and adds its power (${format})`, () => {
        // Behind the vanguard a Boost unit; behind FL a grade 2 without Boost; FR's booster is in another column.
        const s = scenario({
          format,
          at: 'battle',
          p0: { vanguard: KING, rc: { BC: TOUGH, FL: KING, BL: KING, FR: KING }, deck: deck([]) },
          p1: { hand: [STARDUST], deck: deck([]) }, // the battle waits at the guard step while the power is read
        });
        attack(s, 'FL', 'VC');
        expect(events(s, 'boost')).toHaveLength(0); // no Boost behind FL: not even asked
        expect(pw(s, 0, 'FL')).toBe(10000);
        endGuard(s);
        expect(prompt(s)).toBe('vg.attack');
        attack(s, 'FR', 'VC');
        expect(events(s, 'boost')).toHaveLength(0); // the vanguard's booster is not in FR's column
        endGuard(s);
        attack(s, 'VC', 'VC', true);
        expect(events(s, 'boost')).toEqual([{ t: 'boost', seat: 0, circle: 'BC' }]);
        expect(unit(s, 0, 'BC').rested).toBe(true);
        expect(pw(s, 0, 'VC')).toBe(10000 + 8000);
      });
    }
  });

  describe('drive abilities (VG2 11.2)', () => {
    /** Overlord (printed Twin Drive!!) with an [ACT] that gives it a drive ability until end of turn. */
    const getsDrive = (skill: 'twinDrive' | 'tripleDrive'): Ability =>
      actDo({
        do: 'grant',
        target: thisUnit,
        ability: cont({ effect: { cont: 'driveAbility', skill } }),
        until: 'turn',
      });

    it('VG2 11.2.2 / VG2 11.2.4 / VG2 11.2.4.1 / VG2 10.21.1 a Twin Drive!! unit that gets Triple Drive!!! drive checks three times, not four', () => {
      const a = getsDrive('tripleDrive');
      give(OVERLORD, [a]);
      expect(abilityText(a)).toBe('[ACT](VC):This unit gets "Triple Drive!!!" until end of turn.');
      const s = scenario({ at: 'main', p0: { vanguard: OVERLORD, deck: deck([]) }, p1: { deck: deck([]) } });
      expect(drive(unit(s, 0, 'VC'))).toBe(2);
      playAct(s, 0, unit(s, 0, 'VC').id, 0);
      expect(drive(unit(s, 0, 'VC'))).toBe(3);
      answer(s, { t: 'pass' });
      attack(s, 'VC', 'VC');
      expect(events(s, 'driveCheck')).toHaveLength(3);
    });

    it('VG2 11.2.2 / VG2 11.2.3.1 two Twin Drive!! (printed and got) are equal bonuses: only one is in effect, drive 2', () => {
      give(OVERLORD, [getsDrive('twinDrive')]);
      const s = scenario({ at: 'main', p0: { vanguard: OVERLORD, deck: deck([]) }, p1: { deck: deck([]) } });
      playAct(s, 0, unit(s, 0, 'VC').id, 0);
      expect(drive(unit(s, 0, 'VC'))).toBe(2);
      answer(s, { t: 'pass' });
      attack(s, 'VC', 'VC');
      expect(events(s, 'driveCheck')).toHaveLength(2);
    });

    it('VG2 11.2.3.1 / VG2 10.21.2 / VG2 10.21.3 a unit that lost Twin Drive!! and then gets it again drives twice; lost after it got it, once', () => {
      const lose: Effect = { do: 'loseSkill', target: thisUnit, skill: 'twinDrive', until: 'turn' };
      const get = getsDrive('twinDrive');
      give(OVERLORD, [actDo(lose), get]);
      const s = scenario({ at: 'main', p0: { vanguard: OVERLORD, deck: deck([]) }, p1: { deck: deck([]) } });
      const id = unit(s, 0, 'VC').id;
      playAct(s, 0, id, 0);
      expect(drive(unit(s, 0, 'VC'))).toBe(1);
      playAct(s, 0, id, 1);
      expect(drive(unit(s, 0, 'VC'))).toBe(2);
      playAct(s, 0, id, 0);
      expect(drive(unit(s, 0, 'VC'))).toBe(1);
    });
  });

  describe('Restraint (VG2 11.5)', () => {
    it('VG2 11.1 / VG2 11.5 / VG2 11.5.1 a unit with Restraint cannot be chosen as an attacking unit', () => {
      const a = cont({ zones: ['VC', 'RC'], effect: { cont: 'restraint' } });
      give(KING, [a]);
      expect(abilityText(a)).toBe('[CONT](VC/RC):Restraint (this unit cannot attack).');
      const s = scenario({ at: 'battle', p0: { vanguard: TOUGH, rc: { FL: KING, FR: GARETH }, deck: deck([]) } });
      expect(attackers(s)).toEqual(['VC', 'FR']);

      // With only restrained units standing there is no attacker, so no battle begins (VG2 7.3.1.3).
      const none = scenario({
        at: 'battle',
        p0: { vanguard: { code: TOUGH, rested: true }, rc: { FL: KING }, deck: deck([]) },
      });
      expect(prompt(none)).not.toBe('vg.attack');
      expect(events(none, 'battle')).toHaveLength(0);
    });

    it('VG2 11.5.1 / VG2 3.1.1.3 Restraint marked (RC) does not stop the same card attacking as the vanguard', () => {
      give(KING, [cont({ zones: ['RC'], effect: { cont: 'restraint' } })]);
      const s = scenario({ at: 'battle', p0: { vanguard: KING, rc: { FL: KING }, deck: deck([]) } });
      expect(attackers(s)).toEqual(['VC']);
    });
  });

  describe('Lord (VG2 11.8)', () => {
    for (const format of BOTH) {
      it(`VG2 11.8 / VG2 11.8.1 / VG2 8.7.1.2 Lord compares clans after "this unit is also a «clan»": such a unit does not stop the Lord (${format})`, () => {
        give(BAHR, [cont({ zones: ['RC'], effect: { cont: 'alsoClan', clan: 'Gold Paladin' } })]);
        const s = scenario({
          format,
          at: 'battle',
          p0: { vanguard: LIBERATOR, rc: { FL: GARETH, BL: BAHR }, deck: deck([]) },
        });
        expect(attackers(s)).toEqual(['FL', 'VC']);
        // A «Kagero» without that ability stops it.
        const plain = scenario({
          format,
          at: 'battle',
          p0: { vanguard: LIBERATOR, rc: { FL: GARETH, BL: 'TD02/004' }, deck: deck([]) },
        });
        expect(attackers(plain)).toEqual(['FL']);
      });
    }
  });

  describe('Sentinel (VG2 11.9)', () => {
    // Synthetic Sentinel cards (the built-in pool has none), each with its own name.
    const sentinels = new Map<string, CardRecord>(
      [1, 2, 3, 4, 5].map((n) => {
        const card: CardRecord = {
          ...cardByCode(BEAUMAINS)!,
          code: `TEST/S${n}`,
          name: `Test Sentinel ${n}`,
          sentinel: true,
        };
        return [card.code, card];
      }),
    );
    const lookup = (code: string) => sentinels.get(code) ?? cardByCode(code);
    /** The TD05 trial deck with its first `n` cards without a trigger replaced by sentinels. */
    const deckWith = (n: number): string[] => {
      const codes = expandDeck(deckById('TD05')!);
      let left = n;
      return codes.map((c) => (left > 0 && !cardByCode(c)!.trigger ? `TEST/S${n - --left}` : c));
    };

    it('VG2 11.9 / VG2 11.9.1 a deck may hold four cards with Sentinel, not five', () => {
      expect(deckWith(4)).toHaveLength(50);
      expect(validateDeck(deckWith(4), CR201, lookup)).toEqual([]);
      expect(validateDeck(deckWith(5), CR201, lookup).map((p) => p.message)).toEqual([
        'deck has 5 cards with Sentinel; at most 4 are allowed (VG2 5.2.2.5)',
      ]);
    });
  });

  describe('Rescue (VG2 11.17)', () => {
    const rescue = (n: number): Ability => actDo({ do: 'rescue', n }, power(yourVanguard, 5000, 'turn'));

    for (const format of BOTH) {
      it(`VG2 11.17 / VG2 11.17.1 / VG2 11.17.1.1 / VG2 10.8.1 / VG2 10.33.1 Rescue 1: the chosen damage card is healed, then one damage is dealt to your vanguard and damage checked (${format})`, () => {
        const a = rescue(1);
        give(KING, [a]);
        expect(abilityText(a)).toBe(
          '[ACT](VC):Rescue 1 (choose one card from your damage zone, heal it, and deal one damage to your vanguard), and your vanguard gets Power +5000 until end of turn.',
        );
        const s = scenario({
          format,
          at: 'main',
          p0: { vanguard: KING, damage: [MARRON, BAHR], deck: deck([TOUGH]) },
          p1: { deck: deck([]) },
        });
        playAct(s, 0, unit(s, 0, 'VC').id, 0);
        expect(prompt(s)).toBe('vg.rescue');
        answer(s, { t: 'card', card: idOf(s, 0, 'damage', BAHR) });
        expect(prompt(s)).toBe('vg.main');
        expect(codes(s.players[0].drop)).toEqual([BAHR]);
        expect(codes(s.players[0].damage)).toEqual([MARRON, TOUGH]); // the damage check's card
        expect(trace(s, ['heal', 'damage', 'damageCheck'])).toEqual(['heal', 'damage', 'damageCheck']);
        expect(events(s, 'damage')).toEqual([{ t: 'damage', seat: 0, amount: 1 }]);
        expect(pw(s, 0, 'VC')).toBe(15000); // the rest of the ability resolved too
      });
    }

    it('VG2 11.17.1.1 / VG2 10.33.2 Rescue 2 with one damage card heals it and deals two damage, checked in the damage process after the ability', () => {
      give(KING, [rescue(2)]);
      const s = scenario({ at: 'main', p0: { vanguard: KING, damage: [BAHR], deck: deck([TOUGH, GARETH]) } });
      playAct(s, 0, unit(s, 0, 'VC').id, 0);
      expect(prompt(s)).toBe('vg.main'); // nothing to choose: the only card is healed
      expect(codes(s.players[0].drop)).toEqual([BAHR]);
      expect(codes(s.players[0].damage)).toEqual([TOUGH, GARETH]);
      // The damage checks come after the whole ability (its Power +5000) has resolved.
      const kinds = trace(s, ['heal', 'damage', 'modify', 'damageCheck']);
      expect(kinds).toEqual(['heal', 'damage', 'modify', 'damageCheck', 'damageCheck']);
    });
  });

  describe('Revelation (VG2 11.20)', () => {
    const revelation = (circle: 'VC' | 'RC'): Ability =>
      auto({ zones: [circle], trigger: { on: 'placed', circles: [circle] }, effects: [{ do: 'revelation' }] });

    it('VG2 11.20 / VG2 11.20.1 / VG2 11.20.2 Revelation-(RC): look at the top card, you may soul it, and if you do rest one of your standing rear-guards', () => {
      const a = revelation('RC');
      give(TOUGH, [a]);
      expect(abilityText(a)).toBe(
        '[AUTO](RC):When this unit is placed on (RC), Revelation (look at the top card of your deck, you may put it into your soul, and if you do, choose one of your standing rear-guards, and rest it).',
      );
      const start = () =>
        scenario({
          at: 'main',
          p0: { vanguard: KING, rc: { FL: KING, FR: { code: KING, rested: true } }, hand: [TOUGH], deck: deck([BAHR]) },
        });
      const s = start();
      answer(s, { t: 'call', card: idOf(s, 0, 'hand', TOUGH), circle: 'BL' });
      expect(prompt(s)).toBe('vg.optional');
      const top = s.players[0].deck.at(-1)!;
      expect(s.decision!.looking).toEqual([top.id]);
      // Only its master sees the card.
      expect(eventsFor(s, 0).filter((e) => e.t === 'look')).toEqual([
        { t: 'look', seat: 0, cards: [{ id: top.id, code: BAHR }] },
      ]);
      expect(eventsFor(s, 1).filter((e) => e.t === 'look')).toEqual([{ t: 'look', seat: 0, n: 1 }]);
      answer(s, { t: 'yes' });
      expect(codes(s.players[0].soul)).toEqual([BAHR]);
      expect(s.decision!.options).toEqual([
        { t: 'unit', seat: 0, circle: 'FL' },
        { t: 'unit', seat: 0, circle: 'BL' },
      ]);
      answer(s, { t: 'unit', seat: 0, circle: 'FL' });
      expect(unit(s, 0, 'FL').rested).toBe(true);
      expect(prompt(s)).toBe('vg.main');

      const no = start();
      answer(no, { t: 'call', card: idOf(no, 0, 'hand', TOUGH), circle: 'BL' });
      answer(no, { t: 'no' });
      expect(no.players[0].soul).toHaveLength(0);
      expect(no.players[0].deck.at(-1)!.code).toBe(BAHR);
      expect([unit(no, 0, 'FL').rested, unit(no, 0, 'BL').rested]).toEqual([false, false]);
      expect(prompt(no)).toBe('vg.main');
    });

    it('VG2 11.20.2.1 Revelation-(VC) with every rear-guard resting: the card goes to the soul and nothing is rested', () => {
      give(TOUGH, [revelation('VC')]);
      const s = scenario({
        at: 'ride',
        p0: { vanguard: STARDUST, rc: { FL: { code: KING, rested: true } }, hand: [TOUGH], deck: deck([BAHR]) },
      });
      answer(s, { t: 'ride', card: idOf(s, 0, 'hand', TOUGH) });
      answer(s, { t: 'yes' });
      expect(codes(s.players[0].soul)).toEqual([STARDUST, BAHR]);
      expect(prompt(s)).toBe('vg.main');
    });
  });
}

{
  // The tests gathered from keywords11Gates.test.ts, with its helpers: some of their names mean something else above.

  // Vanilla trial-deck cards used as hosts (stats in data/vanguard/original-td.cards.json).
  const KING = 'TD03/004'; // King of Sword, g2 10000 «Nova Grappler»

  const TOUGH = 'TD03/007'; // Tough Boy, g1 8000 «Nova Grappler», Boost

  const NEHALEM = 'TD02/004'; // g2 10000 «Kagero»

  const MARRON = 'TD01/008'; // g1 8000, the decks' filler: every card moved from a deck here is grade 1

  const { give } = testOnlyAbilities();

  /** Put exactly `n` cards in `seat`'s `zone`, taking them from the top of the deck or putting them back under it. */
  function setCount(s: VGState, seat: Seat, zone: 'hand' | 'damage' | 'drop' | 'bind', n: number): void {
    const p = s.players[seat];
    while (p[zone].length < n) moveCard(s, seat, p.deck.at(-1)!, 'deck', zone);
    while (p[zone].length > n) moveCard(s, seat, p[zone].at(-1)!, zone, 'deck', { bottom: true });
  }

  /** Ask the pending decision again, so its options see a position changed by the test. */
  function reask(s: VGState): void {
    s.decision = null;
    run(s);
  }

  interface Keyword {
    name: string;
    gate: Gate;
    /** What the gate needs, for test names. */
    needs: string;
    /** Clauses each test checks. */
    cite: { cont: string; auto: string; act: string };
    /** Make the gate hold (at its boundary) or fail (just past it) for player 1. */
    set: (s: VGState, holds: boolean) => void;
  }

  const KEYWORDS: Keyword[] = [
    {
      name: 'Limit Break 4',
      gate: { kw: 'limitBreak', n: 4 },
      needs: 'four or more damage',
      cite: {
        cont: 'VG2 11.6 / VG2 11.6.1 / VG2 11.6.3 / VG2 11.6.3.1 / VG2 11.6.3.1.1',
        auto: 'VG2 11.6.3.2 / VG2 11.6.3.2.1',
        act: 'VG2 11.6.3.3 / VG2 11.6.3.3.1',
      },
      set: (s, holds) => setCount(s, 0, 'damage', holds ? 4 : 3),
    },
    {
      name: 'Brave',
      gate: { kw: 'brave' },
      needs: 'three or fewer cards in hand',
      cite: {
        cont: 'VG2 11.15 / VG2 11.15.1 / VG2 11.15.2 / VG2 11.15.2.1',
        auto: 'VG2 11.15.3 / VG2 11.15.3.1',
        act: 'VG2 11.15.4 / VG2 11.15.4.1',
      },
      set: (s, holds) => setCount(s, 0, 'hand', holds ? 3 : 4),
    },
    {
      name: 'Oracle',
      gate: { kw: 'oracle' },
      needs: 'five or more cards in hand',
      cite: {
        cont: 'VG2 11.16 / VG2 11.16.1 / VG2 11.16.2 / VG2 11.16.2.1',
        auto: 'VG2 11.16.3 / VG2 11.16.3.1',
        act: 'VG2 11.16.4 / VG2 11.16.4.1',
      },
      set: (s, holds) => setCount(s, 0, 'hand', holds ? 5 : 4),
    },
    {
      name: 'Ritual 2',
      gate: { kw: 'ritual', n: 2 },
      needs: 'two or more grade 1 cards in the drop zone',
      cite: {
        cont: 'VG2 11.18 / VG2 11.18.1 / VG2 11.18.2',
        auto: 'VG2 11.18.3 / VG2 11.18.3.2',
        act: 'VG2 11.18.4 / VG2 11.18.4.1',
      },
      set: (s, holds) => setCount(s, 0, 'drop', holds ? 2 : 1),
    },
    {
      name: 'Thunderstrike 2',
      gate: { kw: 'thunderstrike', n: 2 },
      needs: "two or more cards in the opponent's bind zone",
      cite: {
        cont: 'VG2 11.26 / VG2 11.26.1 / VG2 11.26.1.1',
        auto: 'VG2 11.26.1.2 / VG2 11.26.1.2.1',
        act: 'VG2 11.26.1.3 / VG2 11.26.1.3.1',
      },
      set: (s, holds) => setCount(s, 1, 'bind', holds ? 2 : 1),
    },
    {
      name: 'Shinken Hissatsu',
      gate: { kw: 'shinkenHissatsu' },
      needs: 'three or more damage',
      cite: {
        cont: 'VG2 11.39 / VG2 11.39.1 / VG2 11.39.1.1',
        auto: 'VG2 11.39.1.2 / VG2 11.39.1.2.1',
        act: 'VG2 11.39.1.3 / VG2 11.39.1.3.1',
      },
      set: (s, holds) => setCount(s, 0, 'damage', holds ? 3 : 2),
    },
  ];

  // From the former keywords11Gates.test.ts:
  // Rules tests for the "active while" keywords of VG2 section 11 — Limit Break (11.6), Brave (11.15), Oracle
  // (11.16), Ritual (11.18), Thunderstrike (11.26), Shinken Hissatsu (11.39), Wave (11.35) and Dark Device (11.36).
  // Each keyword is one `gate` of the ability DSL, and the same three rules hold for all of them: a [CONT] is
  // checked continuously, an [AUTO] only when it would trigger, an [ACT] only when it would be played. Vanilla
  // trial-deck cards get test-only abilities with `withTestAbilities` (undone after each test); the counts a
  // gate reads are changed between steps with the engine's move primitive, as an effect would change them.

  describe('"active while" keywords on [CONT], [AUTO] and [ACT] (VG2 11.6, 11.15, 11.16, 11.18, 11.26, 11.39)', () => {
    for (const k of KEYWORDS) {
      it(`${k.cite.cont} [CONT] ${k.name}: "this unit gets Power +5000" applies exactly while you have ${k.needs}, checked continuously`, () => {
        const a = cont({ zones: ['VC'], gate: k.gate, effect: { cont: 'modify', stat: 'power', n: 5000 } });
        give(KING, [a]);
        expect(abilityText(a)).toBe(`[CONT](VC) ${k.name}:This unit gets Power +5000.`);
        const s = scenario({ at: 'main', p0: { vanguard: KING, deck: deck([]) }, p1: { deck: deck([]) } });
        k.set(s, false);
        expect(pw(s, 0, 'VC')).toBe(10000);
        k.set(s, true); // no event, no check timing: the value follows the count at once
        expect(pw(s, 0, 'VC')).toBe(15000);
        k.set(s, false);
        expect(pw(s, 0, 'VC')).toBe(10000);
      });

      it(`${k.cite.auto} [AUTO] ${k.name}: triggers only if you have ${k.needs} when its condition is met, and then resolves though the count changes`, () => {
        const a = auto({
          zones: ['VC'],
          gate: k.gate,
          trigger: { on: 'attacks' },
          effects: [power(thisUnit, 5000, 'battle')],
        });
        give(KING, [a]);
        expect(abilityText(a)).toBe(
          `[AUTO](VC) ${k.name}:When this unit attacks, this unit gets Power +5000 until end of that battle.`,
        );
        // The opponent holds a card, so the battle waits at the guard step while the power is read.
        const spec: ScenarioSpec = {
          at: 'battle',
          p0: { vanguard: KING, rc: { BC: TOUGH }, deck: deck([]) },
          p1: { hand: [MARRON], deck: deck([]) },
        };

        // Not met when the unit attacks: it never triggers, even if the count is met before the check timing.
        const off = scenario(spec);
        k.set(off, false);
        attackUntilBoost(off, 'VC', 'VC');
        expect(off.standby).toHaveLength(0);
        k.set(off, true);
        answer(off, { t: 'no' });
        expect(events(off, 'playAbility')).toHaveLength(0);
        expect(pw(off, 0, 'VC')).toBe(10000);

        // Met when the unit attacks: it waits, the count stops meeting the gate, and it still resolves.
        const on = scenario(spec);
        k.set(on, true);
        attackUntilBoost(on, 'VC', 'VC');
        expect(on.standby).toHaveLength(1);
        k.set(on, false);
        answer(on, { t: 'no' });
        expect(events(on, 'playAbility')).toHaveLength(1);
        expect(pw(on, 0, 'VC')).toBe(15000);
      });

      it(`${k.cite.act} [ACT] ${k.name}: can be played only while you have ${k.needs}, and once played resolves though the count changes`, () => {
        const a = act({ zones: ['VC'], gate: k.gate, cost: [], effects: [power(chooseYour('unit'), 5000, 'turn')] });
        give(KING, [a]);
        expect(abilityText(a)).toBe(
          `[ACT](VC) ${k.name}:Choose one of your units, and that unit gets Power +5000 until end of turn.`,
        );
        const s = scenario({ at: 'main', p0: { vanguard: KING, deck: deck([]) }, p1: { deck: deck([]) } });
        const id = unit(s, 0, 'VC').id;
        k.set(s, false);
        reask(s);
        expect(offersAct(s, id, 0)).toBe(false);
        k.set(s, true);
        reask(s);
        expect(offersAct(s, id, 0)).toBe(true);
        answer(s, { t: 'act', card: id, index: 0 });
        expect(prompt(s)).toBe('vg.chooseUnit'); // played, now resolving
        k.set(s, false);
        answer(s, { t: 'unit', seat: 0, circle: 'VC' });
        expect(pw(s, 0, 'VC')).toBe(15000);
      });
    }
  });

  describe('Limit Break on a unit and "units with LB" (VG2 11.6.1, 11.6.2)', () => {
    it("VG2 11.6.1 the Limit Break icon of a card counts its master's damage, not the opponent's", () => {
      give(KING, [
        cont({ zones: ['VC'], gate: { kw: 'limitBreak', n: 4 }, effect: { cont: 'modify', stat: 'power', n: 5000 } }),
      ]);
      const s = scenario({
        at: 'main',
        p0: { vanguard: KING, deck: deck([]) },
        p1: { vanguard: KING, deck: deck([]) },
      });
      setCount(s, 1, 'damage', 4);
      expect([pw(s, 0, 'VC'), pw(s, 1, 'VC')]).toEqual([10000, 15000]);
    });

    it('VG2 11.6.2 / VG2 11.39.2 "a unit with LB 4" and "with the Shinken Hissatsu ability" are the units that have such an ability, active or not', () => {
      const lb4 = auto({ limitBreak: 4, trigger: { on: 'attacks' }, effects: [] });
      give(KING, [lb4]);
      give(TOUGH, [auto({ limitBreak: 5, trigger: { on: 'attacks' }, effects: [] })]);
      give(NEHALEM, [auto({ gate: { kw: 'shinkenHissatsu' }, trigger: { on: 'attacks' }, effects: [] })]);
      const pick = (f: 'lb4' | 'shinken') =>
        act({
          zones: ['RC'],
          cost: [],
          effects: [
            power(
              chooseYour('unit', { withKeyword: f === 'lb4' ? { kw: 'limitBreak', n: 4 } : { kw: 'shinkenHissatsu' } }),
              5000,
              'turn',
            ),
          ],
        });
      give(MARRON, [pick('lb4'), pick('shinken')]);
      expect(abilityText(pick('lb4'))).toBe(
        '[ACT](RC):Choose one of your units with "Limit Break 4", and that unit gets Power +5000 until end of turn.',
      );
      const s = scenario({
        at: 'main',
        p0: { vanguard: KING, rc: { FL: TOUGH, FR: NEHALEM, BL: MARRON }, deck: deck([]) }, // no damage: none is active
        p1: { deck: deck([]) },
      });
      const marron = unit(s, 0, 'BL').id;
      answer(s, { t: 'act', card: marron, index: 0 });
      expect(s.decision!.options).toEqual([{ t: 'unit', seat: 0, circle: 'VC' }]); // not the LB 5 unit
      answer(s, { t: 'unit', seat: 0, circle: 'VC' });
      answer(s, { t: 'act', card: marron, index: 1 });
      expect(s.decision!.options).toEqual([{ t: 'unit', seat: 0, circle: 'FR' }]);
    });
  });

  describe('Ritual counts the card that triggers it (VG2 11.18.3.1)', () => {
    it('VG2 11.18.3.1 a Ritual [AUTO] that triggers on a card put into the drop zone from the field counts that card', () => {
      // "(Drop) Ritual 2: When this card is put into your drop zone, draw a card."
      const ritual = auto({
        zones: ['drop'],
        gate: { kw: 'ritual', n: 2 },
        trigger: { on: 'putInto', zone: 'drop' },
        effects: [{ do: 'draw', n: 1 }],
      });
      give(TOUGH, [ritual]); // grade 1
      give(NEHALEM, [ritual]); // grade 2
      give(KING, [act({ zones: ['VC'], cost: [{ pay: 'retire', n: 1 }], effects: [] })]);
      const retireFrom = (rc: string) => {
        const s = scenario({ at: 'main', p0: { vanguard: KING, rc: { FL: rc }, drop: [MARRON], deck: deck([]) } });
        answer(s, { t: 'act', card: unit(s, 0, 'VC').id, index: 0 });
        return s;
      };
      const g1 = retireFrom(TOUGH); // one grade 1 in the drop, and the retired grade 1 makes two
      expect(events(g1, 'playAbility').map((e) => (e.card as { code: string }).code)).toEqual([KING, TOUGH]);
      expect(g1.players[0].hand).toHaveLength(1);
      const g2 = retireFrom(NEHALEM); // a grade 2 does not count
      expect(events(g2, 'playAbility').map((e) => (e.card as { code: string }).code)).toEqual([KING]);
      expect(g2.players[0].hand).toHaveLength(0);
    });
  });
}

{
  // The tests gathered from keywords11Records.test.ts, with its helpers: some of their names mean something else above.

  // Vanilla trial-deck cards used as hosts (stats in data/vanguard/original-td.cards.json).
  const KING = 'TD03/004'; // King of Sword, g2 10000 «Nova Grappler»

  const TOUGH = 'TD03/007'; // Tough Boy, g1 8000 «Nova Grappler»

  const NEHALEM = 'TD02/004'; // g2 10000 «Kagero»

  const MARRON = 'TD01/008'; // g1 8000, the decks' filler

  const { give } = testOnlyAbilities();

  const plus5000 = (gate: Gate) => cont({ zones: ['VC'], gate, effect: { cont: 'modify', stat: 'power', n: 5000 } });

  const onAttackPlus5000 = (gate: Gate) =>
    auto({ zones: ['VC'], gate, trigger: { on: 'attacks' }, effects: [power(thisUnit, 5000, 'battle')] });

  const actPlus5000 = (gate: Gate) => act({ zones: ['VC'], gate, cost: [], effects: [power(thisUnit, 5000, 'turn')] });

  // From the former keywords11Records.test.ts:
  // Rules tests for the section 11 keywords that read what happened this turn or a state a unit is in until end of
  // turn: Unite (VG2 11.19, cards called), Darkness (11.30, cards put into the soul), Homare (11.40, a Homare cost
  // paid), Success (11.37, successful units) and Harmony (11.34, units in harmony). Unite and Darkness are gates of
  // the ability DSL, like Limit Break (keywords11Gates.test.ts); the records behind them are plain state, absent
  // until first needed and gone when the turn ends. Vanilla trial-deck cards get test-only abilities with
  // `withTestAbilities` (undone after each test); positions are reached through the engine's own answers.

  describe('Unite (VG2 11.19)', () => {
    it('VG2 11.19 / VG2 11.19.1 / VG2 11.19.1.1 / VG2 11.19.1.1.1 [CONT] Unite: applies as soon as you have called two cards this turn — normal or superior calls, not a ride — until the turn ends', () => {
      give(KING, [plus5000({ kw: 'unite' })]);
      expect(abilityText(plus5000({ kw: 'unite' }))).toBe(
        '[CONT](VC) Unite (if you have called two or more cards to (RC) or (GC) this turn):This unit gets Power +5000.',
      );
      // "Search your deck for a card and call it to (RC)": a superior call (VG2 10.7.1.3).
      give(NEHALEM, [actDo({ do: 'search', filter: { name: 'Tough Boy' }, then: 'callRC' })]);
      const s = scenario({
        at: 'ride',
        p0: { vanguard: TOUGH, hand: [KING, MARRON], rc: { BL: NEHALEM }, deck: deck([TOUGH]) },
      });
      expect(s.thisTurn).toBeUndefined(); // nothing recorded until the first call
      answer(s, { t: 'ride', card: idOf(s, 0, 'hand', KING) }); // a ride is no call (VG2 10.6.1, 10.7.1)
      expect(prompt(s)).toBe('vg.main');
      expect(pw(s, 0, 'VC')).toBe(10000);
      call(s, MARRON, 'FL');
      expect(pw(s, 0, 'VC')).toBe(10000); // one call
      answer(s, { t: 'act', card: unit(s, 0, 'BL').id, index: 0 });
      if (prompt(s) === 'vg.search') answer(s, s.decision!.options.find((o) => o.t === 'card') as never);
      answer(s, { t: 'unit', seat: 0, circle: 'FR' });
      expect(unit(s, 0, 'FR').code).toBe(TOUGH);
      expect(pw(s, 0, 'VC')).toBe(15000); // the second call, checked continuously
      toNextTurn(s);
      expect(pw(s, 0, 'VC')).toBe(10000); // "this turn" is over
    });

    it("VG2 11.19.1 / VG2 11.19.1.1 Unite counts calls to the guardian circle, and only its master's own calls", () => {
      give(KING, [cont({ zones: ['RC'], gate: { kw: 'unite' }, effect: { cont: 'modify', stat: 'power', n: 5000 } })]);
      const s = scenario({
        at: 'main',
        turnPlayer: 1,
        p0: { vanguard: NEHALEM, rc: { FL: KING }, hand: [MARRON, MARRON, MARRON], deck: deck([]) },
        p1: { vanguard: NEHALEM, hand: [MARRON, MARRON], deck: deck([]) },
      });
      for (const c of ['FL', 'FR'] as const) answer(s, { t: 'call', card: s.players[1].hand[0].id, circle: c });
      expect(pw(s, 0, 'FL')).toBe(10000); // the opponent called two
      answer(s, { t: 'pass' });
      attack(s, 'VC', 'VC');
      expect(prompt(s)).toBe('vg.guard');
      answer(s, { t: 'guard', card: s.players[0].hand[0].id });
      expect(pw(s, 0, 'FL')).toBe(10000);
      answer(s, { t: 'guard', card: s.players[0].hand[0].id });
      expect(pw(s, 0, 'FL')).toBe(15000); // two guardians called: a (GC) call counts
      expect(s.thisTurn?.called).toEqual([2, 2]);
    });

    it('VG2 11.19.1.2 [AUTO] Unite: triggers only if you have called two or more cards this turn when its condition is met', () => {
      give(KING, [onAttackPlus5000({ kw: 'unite' })]);
      const battleAfter = (calls: number) => {
        const s = scenario({
          at: 'main',
          p0: { vanguard: KING, rc: { BC: TOUGH }, hand: [MARRON, MARRON], deck: deck([]) },
          p1: { hand: [MARRON], deck: deck([]) },
        });
        const circles: Circle[] = ['FL', 'FR'];
        for (let i = 0; i < calls; i++) call(s, MARRON, circles[i]);
        answer(s, { t: 'pass' });
        attackUntilBoost(s, 'VC', 'VC');
        return s.standby.length;
      };
      expect(battleAfter(1)).toBe(0);
      expect(battleAfter(2)).toBe(1);
    });

    it('VG2 11.19.1.3 [ACT] Unite: can be played only once you have called two or more cards this turn', () => {
      give(KING, [actPlus5000({ kw: 'unite' })]);
      const s = scenario({ at: 'main', p0: { vanguard: KING, hand: [MARRON, MARRON], deck: deck([]) } });
      const id = unit(s, 0, 'VC').id;
      call(s, MARRON, 'FL');
      expect(offersAct(s, id, 0)).toBe(false);
      call(s, MARRON, 'FR');
      expect(offersAct(s, id, 0)).toBe(true);
    });
  });
}

{
  // The tests gathered from multipleGates.test.ts, with its helpers: some of their names mean something else above.

  const KING = 'TD03/004'; // King of Sword, g2 10000

  const TOUGH = 'TD03/007'; // Tough Boy, g1 8000, Boost

  const MARRON = 'TD01/008'; // g1 8000

  const { give } = testOnlyAbilities();

  const SHINKEN: Gate = { kw: 'shinkenHissatsu' };

  const BRAVE: Gate = { kw: 'brave' };

  const BOTH: Gates = [SHINKEN, BRAVE];

  /** Put exactly `n` cards in player 1's `zone`, from the top of the deck or back under it. */
  function setCount(s: VGState, seat: Seat, zone: 'hand' | 'damage', n: number): void {
    const p = s.players[seat];
    while (p[zone].length < n) moveCard(s, seat, p.deck.at(-1)!, 'deck', zone);
    while (p[zone].length > n) moveCard(s, seat, p[zone].at(-1)!, zone, 'deck', { bottom: true });
  }

  /** Shinken Hissatsu holds at three damage, fails at two; Brave holds at three cards in hand, fails at four. */
  function set(s: VGState, shinken: boolean, brave: boolean): void {
    setCount(s, 0, 'damage', shinken ? 3 : 2);
    setCount(s, 0, 'hand', brave ? 3 : 4);
  }

  const COMBOS = [
    { shinken: true, brave: true },
    { shinken: true, brave: false },
    { shinken: false, brave: true },
    { shinken: false, brave: false },
  ] as const;

  const name = (c: { shinken: boolean; brave: boolean }) =>
    `Shinken Hissatsu ${c.shinken ? 'met' : 'not met'}, Brave ${c.brave ? 'met' : 'not met'}`;

  function reask(s: VGState): void {
    s.decision = null;
    run(s);
  }

  // From the former multipleGates.test.ts:
  // An ability with several "active while" keywords (VG2 section 11): each keyword is a condition of the ability, so
  // it is active only while every one holds. The test-only ability carries Shinken Hissatsu (11.39: three or more
  // damage) and Brave (11.15: three or fewer cards in hand), two counts the test sets apart, and is checked in each
  // of the four combinations for a [CONT], an [AUTO] and an [ACT]. Vanilla trial-deck hosts get it through
  // `withTestAbilities` (undone after each test).

  describe('an ability with two gate keywords is active only while both hold (VG2 11.15, 11.39)', () => {
    it('VG2 11.15.2 / VG2 11.15.2.1 / VG2 11.39.1.1 [CONT] Shinken Hissatsu Brave: applies only while both hold, each checked continuously', () => {
      const a = cont({ zones: ['VC'], gate: BOTH, effect: { cont: 'modify', stat: 'power', n: 5000 } });
      give(KING, [a]);
      expect(abilityText(a)).toBe('[CONT](VC) Shinken Hissatsu Brave:This unit gets Power +5000.');
      const s = scenario({ at: 'main', p0: { vanguard: KING, deck: deck([]) }, p1: { deck: deck([]) } });
      // Through every combination and back, in one position: no event is needed for the value to follow.
      for (const c of [...COMBOS, ...COMBOS.slice().reverse()]) {
        set(s, c.shinken, c.brave);
        expect(pw(s, 0, 'VC'), name(c)).toBe(c.shinken && c.brave ? 15000 : 10000);
      }
    });

    for (const c of COMBOS) {
      it(`VG2 11.15.3 / VG2 11.15.3.1 / VG2 11.39.1.2 / VG2 11.39.1.2.1 [AUTO] Shinken Hissatsu Brave with ${name(c)} when it would trigger: ${c.shinken && c.brave ? 'triggers, and resolves after both stop holding' : 'does not trigger'}`, () => {
        const a = auto({
          zones: ['VC'],
          gate: BOTH,
          trigger: { on: 'attacks' },
          effects: [power(thisUnit, 5000, 'battle')],
        });
        give(KING, [a]);
        expect(abilityText(a)).toBe(
          '[AUTO](VC) Shinken Hissatsu Brave:When this unit attacks, this unit gets Power +5000 until end of that battle.',
        );
        // The opponent holds a card, so the battle waits at the guard step while the power is read.
        const spec: ScenarioSpec = {
          at: 'battle',
          p0: { vanguard: KING, rc: { BC: TOUGH }, deck: deck([]) },
          p1: { hand: [MARRON], deck: deck([]) },
        };
        const s = scenario(spec);
        set(s, c.shinken, c.brave);
        attackUntilBoost(s, 'VC', 'VC');
        const both = c.shinken && c.brave;
        expect(s.standby).toHaveLength(both ? 1 : 0);
        set(s, !c.shinken, !c.brave); // flip both before the check timing
        answer(s, { t: 'no' });
        expect(events(s, 'playAbility')).toHaveLength(both ? 1 : 0);
        expect(pw(s, 0, 'VC')).toBe(both ? 15000 : 10000);
      });

      it(`VG2 11.15.4 / VG2 11.15.4.1 / VG2 11.39.1.3 / VG2 11.39.1.3.1 [ACT] Shinken Hissatsu Brave with ${name(c)}: ${c.shinken && c.brave ? 'can be played, and resolves after both stop holding' : 'cannot be played'}`, () => {
        const a = act({ zones: ['VC'], gate: BOTH, cost: [], effects: [power(chooseYour('unit'), 5000, 'turn')] });
        give(KING, [a]);
        expect(abilityText(a)).toBe(
          '[ACT](VC) Shinken Hissatsu Brave:Choose one of your units, and that unit gets Power +5000 until end of turn.',
        );
        const s = scenario({ at: 'main', p0: { vanguard: KING, deck: deck([]) }, p1: { deck: deck([]) } });
        const id = unit(s, 0, 'VC').id;
        set(s, c.shinken, c.brave);
        reask(s);
        const both = c.shinken && c.brave;
        expect(offersAct(s, id, 0)).toBe(both);
        if (!both) return;
        answer(s, { t: 'act', card: id, index: 0 });
        expect(prompt(s)).toBe('vg.chooseUnit'); // played, now resolving
        set(s, false, false);
        answer(s, { t: 'unit', seat: 0, circle: 'VC' });
        expect(pw(s, 0, 'VC')).toBe(15000);
      });
    }
  });
}

{
  // The tests gathered from rulesLeftover10to12.test.ts, with its helpers: some of their names mean something else above.

  // Vanilla trial-deck cards used as hosts (stats in data/vanguard/original-td.cards.json).
  const KING = 'TD03/004'; // King of Sword, g2 10000 «Nova Grappler», Intercept

  const undo: (() => void)[] = [];

  function give(code: string, abilities: Ability[]): void {
    undo.push(withTestAbilities(code, abilities));
  }

  describe('VG1 keywords: Restraint and Limit Break [CONT] (VG1 10.2.4, 10.2.5.1.1)', () => {
    useTestGUnits();
    afterEach(() => {
      while (undo.length) undo.pop()!();
    });

    it('VG1 10.2.4 / VG1 10.2.4.1: a unit with Restraint cannot be chosen as an attacking unit (cr110)', () => {
      give(KING, [cont({ zones: ['VC', 'RC'], effect: { cont: 'restraint' } })]);
      const s = scenario({
        format: 'cr110',
        at: 'battle',
        p0: { vanguard: C.brigitte, rc: { FL: KING, FR: C.gallatin }, deck: deck([]) },
      });
      expect(attackers(s)).toEqual(['VC', 'FR']);
    });

    it('VG1 10.2.5.1.1 / VG1 10.2.5.1.1.1: "[CONT] Limit Break" applies while four or more cards are in your damage zone, checked continuously (cr110)', () => {
      give(KING, [
        cont({ zones: ['VC'], gate: { kw: 'limitBreak', n: 4 }, effect: { cont: 'modify', stat: 'power', n: 5000 } }),
      ]);
      const s = scenario({
        format: 'cr110',
        at: 'main',
        p0: { vanguard: KING, damage: [C.wingal, C.wingal, C.wingal], deck: deck([]) },
        p1: { deck: deck([]) },
      });
      expect(pw(s, 0, 'VC')).toBe(10000);
      s.players[0].damage.push({ ...s.players[0].damage[0], id: s.nextId++ });
      expect(pw(s, 0, 'VC')).toBe(15000);
      s.players[0].damage.pop();
      expect(pw(s, 0, 'VC')).toBe(10000);
    });
  });
}
