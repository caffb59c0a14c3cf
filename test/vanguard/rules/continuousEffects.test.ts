// Vanguard rules tests — continuous effects and their order (both versions 8.7).
// Gathered by rules topic from the batch-named files abilities.test.ts, abilities2.test.ts, abilities3.test.ts.

import { describe, expect, it } from 'vitest';
import { cont, criticalUp, power, thisUnit } from '../../../src/games/vanguard/abilities/dsl.ts';
import { applyOrder, nonNumeric } from '../../../src/games/vanguard/abilities/layers.ts';
import { cardText } from '../../../src/games/vanguard/abilities/text.ts';
import { critical, grade, hasSkillOn } from '../../../src/games/vanguard/characteristics.ts';
import type { FormatId } from '../../../src/games/vanguard/formats.ts';
import type { VGState } from '../../../src/games/vanguard/state.ts';
import { callOptions } from '../../../src/games/vanguard/turn.ts';
import { vgView } from '../../../src/games/vanguard/view.ts';
import { moveCard } from '../../../src/games/vanguard/zones.ts';
import * as cardsHelpers from '../cards/helpers.ts';
import { attack, call, codes, crit, deck, endGuard, guardianShield, pw, toNextTurn, unit } from '../cards/helpers.ts';
import { answer, events, idOf, offers, prompt, scenario, setMods } from '../scenario.ts';
import { actDo, testOnlyAbilities } from '../testAbilities.ts';

const BOTH: readonly FormatId[] = ['cr201', 'cr110'];

const MARRON = 'TD01/008'; // g1 8000, vanilla

const OASIS = 'TD03/008'; // g1 7000, [ACT](VC/RC) CB1: +1000 (turn)

const SAKUYA = 'TD04/002'; // g3 10000, [CONT](VC) your turn & hand ≥ 4: +4000; placed on (VC): «OTT» rear-guards to hand

const WISEMAN = 'TD04/004'; // g2 10000, vanilla «Oracle Think Tank»

const SWORD_DANCER = 'TD04/006'; // g2 8000, [AUTO](VC/RC) you draw: +1000 (turn)

// --- VG2 8.7: continuous effects and zone changes ---------------------------------------------------

describe('continuous effects and zone changes (VG2 8.7.3; VG1 8.7.3)', () => {
  for (const format of BOTH) {
    it(`VG2 8.7.3 / VG1 8.7.3 / VG2 4.6.6.2 VG-075 an effect from an [ACT] stays on a unit that moves circle to circle (${format})`, () => {
      const s = scenario({ format, at: 'main', p0: { vanguard: MARRON, rc: { FL: OASIS }, damage: [MARRON] } });
      const id = idOf(s, 0, 'FL', OASIS);
      answer(s, { t: 'act', card: id, index: 0 });
      expect(pw(s, 0, 'FL')).toBe(8000);
      answer(s, { t: 'swap', a: 'FL', b: 'BL' });
      expect(s.players[0].field.FL).toHaveLength(0);
      expect(unit(s, 0, 'BL').id).toBe(id);
      expect(pw(s, 0, 'BL')).toBe(8000);
    });
  }

  for (const format of BOTH) {
    it(`VG2 8.7.3 / VG2 4.1.4 / VG1 8.7.3 VG-075 the effect does not follow a unit returned to the hand and called again (${format})`, () => {
      const s = scenario({
        format,
        at: 'draw',
        p0: { vanguard: WISEMAN, rc: { FL: SWORD_DANCER }, hand: [SAKUYA], deck: deck() },
      });
      if (prompt(s) === 'vg.gAssist') answer(s, { t: 'no' }); // asked with "no" alone (issue 19)
      expect(prompt(s)).toBe('vg.ride');
      expect(pw(s, 0, 'FL')).toBe(9000); // "when you draw": +1000 until end of turn
      answer(s, { t: 'ride', card: idOf(s, 0, 'hand', SAKUYA) });
      // Sakuya, placed on (VC): all «Oracle Think Tank» rear-guards return to the hand.
      expect(s.players[0].field.FL).toHaveLength(0);
      expect(codes(s.players[0].hand)).toEqual([MARRON, SWORD_DANCER]);
      call(s, SWORD_DANCER, 'FR');
      expect(pw(s, 0, 'FR')).toBe(8000);
      expect(unit(s, 0, 'FR').mods).toBeNull();
    });
  }
});

{
  // The tests gathered from abilities2.test.ts, with its helpers: some of their names mean something else above.

  const BOTH = cardsHelpers.BOTH;

  // Vanilla trial-deck cards used as hosts (stats in data/vanguard/original-td.cards.json).
  const KING = 'TD03/004'; // King of Sword, g2 10000 «Nova Grappler», Intercept

  const TOUGH = 'TD03/007'; // Tough Boy, g1 8000 «Nova Grappler», Boost

  const BEAUMAINS = 'TD05/004'; // g2 10000 «Gold Paladin», Intercept

  const GARETH = 'TD05/008'; // g1 8000 «Gold Paladin», Boost

  const { give } = testOnlyAbilities();

  // `actDo` is a cost-free [ACT](VC/RC) (VG2 8.1.1.1.2.6: declaring it plays it).

  function playAct(s: ReturnType<typeof scenario>, seat: 0 | 1, circle: 'VC' | 'FL' | 'FR', index: number): void {
    expect(prompt(s)).toBe('vg.main');
    answer(s, { t: 'act', card: unit(s, seat, circle).id, index });
  }

  // From the former abilities2.test.ts:
  // Rules tests for the parts of the ability system no trial-deck card prints: the order of continuous
  // effects (VG2 8.7, VG1 8.7), set-to values, nullify (8.7.6), "for the rest of the game", replacement
  // effects (8.2.1.3), Resist (11.13), "cannot be affected" (12.11) and rule-changing effects (8.7.3.1).
  // Vanilla trial-deck cards are given test-only abilities with `withTestAbilities` (undone after each test).

  describe('continuous effects in the order of VG2 8.7 / VG1 8.7', () => {
    for (const format of BOTH) {
      it(`VG2 8.7.1 / VG2 8.7.1.1 / VG2 8.7.1.3 / VG2 8.7.1.4 / VG2 8.7.2.1 / VG2 8.7.2.1.1.1 / VG1 8.7.1 / VG1 8.7.1.1 / VG1 8.7.1.3 / VG1 8.7.2.1 / VG1 8.7.2.1.1.1 VG-073 "power becomes 5000" (older) and "+3000" (newer): ver. 2.01 applies the set-to last, ver. 1.10 by time stamp (${format})`, () => {
        give(KING, [
          actDo({ do: 'set', target: thisUnit, stat: 'power', n: 5000, until: 'turn' }),
          actDo(power(thisUnit, 3000, 'turn')),
        ]);
        const s = scenario({ format, at: 'main', p0: { rc: { FL: KING }, deck: deck([]) } });
        expect(pw(s, 0, 'FL')).toBe(10000); // VG2 8.7.1.1: the printed value is the base
        playAct(s, 0, 'FL', 0);
        expect(pw(s, 0, 'FL')).toBe(5000);
        playAct(s, 0, 'FL', 1);
        expect(pw(s, 0, 'FL')).toBe(format === 'cr201' ? 5000 : 8000);
      });

      it(`VG2 8.7.1.4 / VG2 8.7.2.1 / VG1 8.7.1.3 VG-073 a newer set-to wins over an older increase in both versions (${format})`, () => {
        give(KING, [
          actDo(power(thisUnit, 3000, 'turn')),
          actDo({ do: 'set', target: thisUnit, stat: 'power', n: 5000, until: 'turn' }),
        ]);
        const s = scenario({ format, at: 'main', p0: { rc: { FL: KING }, deck: deck([]) } });
        playAct(s, 0, 'FL', 0);
        expect(pw(s, 0, 'FL')).toBe(13000);
        playAct(s, 0, 'FL', 1);
        expect(pw(s, 0, 'FL')).toBe(5000);
      });

      it(`VG2 8.7.2.1.1 / VG2 8.1.1.3 / VG1 8.7.2.1.1 a [CONT] "power becomes 3000" dates from when the unit came onto the field, so a later +5000 counts only in ver. 1.10 (${format})`, () => {
        give(KING, [
          cont({ zones: ['RC'], effect: { cont: 'set', stat: 'power', n: 3000 } }),
          actDo(power(thisUnit, 5000, 'turn')),
        ]);
        const s = scenario({ format, at: 'main', p0: { vanguard: KING, rc: { FL: KING }, deck: deck([]) } });
        expect(pw(s, 0, 'VC')).toBe(10000); // VG2 3.1.1.3.2: the (RC) ability is not active on the vanguard circle
        expect(pw(s, 0, 'FL')).toBe(3000);
        playAct(s, 0, 'FL', 1);
        expect(pw(s, 0, 'FL')).toBe(format === 'cr201' ? 3000 : 8000);
      });

      it(`VG2 8.7.2 / VG2 8.7.1.2 / VG1 8.7.2 / VG1 8.7.1.2 VG-074 "your «Royal Paladin» units get Intercept" (older) reaches a unit made a «Royal Paladin» by a newer effect, because it depends on it (${format})`, () => {
        give(BEAUMAINS, [
          cont({
            zones: ['VC'],
            effect: { cont: 'unitsGetSkill', filter: { clan: 'Royal Paladin' }, skill: 'intercept' },
          }),
          cont({
            zones: ['VC'],
            effect: { cont: 'unitsModify', filter: { clan: 'Royal Paladin' }, stat: 'power', n: 2000 },
          }),
        ]);
        give(TOUGH, [cont({ effect: { cont: 'alsoClan', clan: 'Royal Paladin' } })]);
        // The vanguard is placed first, so its abilities have the older time stamp (VG2 8.7.2.1.1).
        const s = scenario({
          format,
          at: 'main',
          p0: { vanguard: BEAUMAINS, rc: { FL: TOUGH, FR: GARETH }, deck: deck([]) },
        });
        expect(unit(s, 0, 'VC').placed).toBeLessThan(unit(s, 0, 'FL').placed);
        const info = nonNumeric(s, 0, unit(s, 0, 'FL'));
        expect(info.clans).toEqual(['Nova Grappler', 'Royal Paladin']);
        expect(info.skills).toEqual(['intercept']);
        expect(hasSkillOn(s, 0, unit(s, 0, 'FL'), 'intercept')).toBe(true);
        expect(pw(s, 0, 'FL')).toBe(8000 + 2000); // VG2 8.7.1: numbers after the non-numeric layer
        expect(nonNumeric(s, 0, unit(s, 0, 'FR')).skills).toEqual([]); // a «Gold Paladin» gets nothing
        expect(pw(s, 0, 'FR')).toBe(8000);
      });
    }

    for (const format of BOTH) {
      it(`VG2 8.7.1.2 / VG2 11.3.1 a unit given Intercept by a [CONT] is offered to intercept in the guard step (${format})`, () => {
        give(BEAUMAINS, [
          cont({
            zones: ['VC'],
            effect: { cont: 'unitsGetSkill', filter: { clan: 'Gold Paladin' }, skill: 'intercept' },
          }),
        ]);
        // Gareth prints Boost only; Beaumains as vanguard gives every «Gold Paladin» Intercept.
        const s = scenario({
          format,
          at: 'battle',
          turn: 3,
          p0: { vanguard: KING, deck: deck([]) },
          p1: { vanguard: BEAUMAINS, rc: { FL: GARETH }, deck: deck([]) },
        });
        expect(hasSkillOn(s, 1, unit(s, 1, 'FL'), 'intercept')).toBe(true);
        attack(s, 'VC', 'VC');
        expect(offers(s, { t: 'intercept', circle: 'FL' })).toBe(true);
      });
    }

    it('VG2 8.7.2 / VG2 8.7.2.1 dependency first, then time stamps: the clan change moves ahead of an older grant', () => {
      const grant = {
        kind: 'skill' as const,
        skill: 'intercept' as const,
        filter: { clan: 'Royal Paladin' },
        source: 1,
        ts: 1,
      };
      const plain = { kind: 'skill' as const, skill: 'boost' as const, filter: {}, source: 1, ts: 2 };
      const clan = { kind: 'clan' as const, clan: 'Royal Paladin', ts: 3 };
      expect(applyOrder([grant, plain, clan])).toEqual([plain, clan, grant]);
    });

    it('VG2 8.7.1.4 / VG2 2.11 set-to critical, shield and grade (the values an effect can set)', () => {
      give(KING, [
        actDo(
          { do: 'set', target: thisUnit, stat: 'critical', n: 3, until: 'turn' },
          { do: 'set', target: thisUnit, stat: 'shield', n: 0, until: 'turn' },
          { do: 'set', target: thisUnit, stat: 'grade', n: 3, until: 'turn' },
        ),
      ]);
      const s = scenario({ at: 'main', p0: { rc: { FL: KING }, deck: deck([]) } });
      playAct(s, 0, 'FL', 0);
      const u = unit(s, 0, 'FL');
      expect([critical(s, 0, u), grade(s, 0, u)]).toEqual([3, 3]);
      expect(crit(s, 0, 'FL')).toBe(3);
      expect(cardText([actDo({ do: 'set', target: thisUnit, stat: 'grade', n: 3, until: 'turn' })])).toBe(
        '[ACT](VC/RC):The grade of this unit becomes 3 until end of turn.',
      );
    });

    for (const format of BOTH) {
      it(`VG2 8.7.3 / VG1 8.7.3 / VG2 4.1.4 VG-075 a set-to from an [ACT] follows a unit from circle to circle but not to the hand and back (${format})`, () => {
        give(KING, [actDo({ do: 'set', target: thisUnit, stat: 'power', n: 1000, until: 'turn' })]);
        const s = scenario({ format, at: 'main', p0: { rc: { FL: KING }, deck: deck([]) } });
        playAct(s, 0, 'FL', 0);
        moveCard(s, 0, unit(s, 0, 'FL'), 'FL', 'BL');
        expect(pw(s, 0, 'BL')).toBe(1000);
        const inHand = moveCard(s, 0, unit(s, 0, 'BL'), 'BL', 'hand');
        moveCard(s, 0, inHand, 'hand', 'FL');
        expect(pw(s, 0, 'FL')).toBe(10000);
      });

      it(`VG2 8.2.1.2 "for the rest of the game" outlives the end phase, "until end of turn" does not (${format})`, () => {
        give(KING, [actDo(power(thisUnit, 1000, 'game'), power(thisUnit, 2000, 'turn'))]);
        const s = scenario({ format, at: 'main', p0: { rc: { FL: KING }, deck: deck([]) }, p1: { deck: deck([]) } });
        playAct(s, 0, 'FL', 0);
        expect(pw(s, 0, 'FL')).toBe(13000);
        toNextTurn(s);
        expect(pw(s, 0, 'FL')).toBe(11000);
        expect(cardText([actDo(power(thisUnit, 1000, 'game'))])).toBe(
          '[ACT](VC/RC):This unit gets Power +1000 for the rest of the game.',
        );
      });

      it(`VG2 8.7.6 / VG2 8.7.6.1 VG-078 nullifying the effects that raise power removes each such effect whole, its Critical +1 too (${format})`, () => {
        give(KING, [
          actDo({
            do: 'modify',
            target: thisUnit,
            stat: 'power',
            n: 5000,
            until: 'turn',
            and: [{ stat: 'critical', n: 1 }],
          }),
          actDo({ do: 'modify', target: thisUnit, stat: 'critical', n: 1, until: 'turn' }),
          actDo({ do: 'nullify', target: thisUnit, stat: 'power' }),
        ]);
        const s = scenario({ format, at: 'main', p0: { rc: { FL: KING }, deck: deck([]) } });
        playAct(s, 0, 'FL', 0);
        playAct(s, 0, 'FL', 1);
        expect([pw(s, 0, 'FL'), crit(s, 0, 'FL')]).toEqual([15000, 3]);
        playAct(s, 0, 'FL', 2);
        expect([pw(s, 0, 'FL'), crit(s, 0, 'FL')]).toEqual([10000, 2]); // the separate Critical +1 stays
        expect(events(s, 'nullify')).toHaveLength(1);
        expect(cardText([actDo({ do: 'nullify', target: thisUnit, stat: 'power' })])).toBe(
          '[ACT](VC/RC):Nullify the effects that change the power of this unit.',
        );
      });
    }
  });
}

{
  // The tests gathered from abilities3.test.ts, with its helpers: some of their names mean something else above.

  const BOTH = cardsHelpers.BOTH;

  // Vanilla trial-deck cards used as hosts (stats in data/vanguard/original-td.cards.json).
  const KING = 'TD03/004'; // King of Sword, g2 10000 «Nova Grappler», shield 5000

  const TOUGH = 'TD03/007'; // Tough Boy, g1 8000 «Nova Grappler», shield 5000

  const GARETH = 'TD05/008'; // g1 8000 «Gold Paladin», shield 5000

  const WISEMAN = 'TD04/004'; // g2 10000 «Oracle Think Tank»

  const G3 = 'TD03/001'; // a grade 3 «Nova Grappler»

  const CRIT_TRIGGER = 'TD03/012'; // a «Nova Grappler» critical trigger

  const { give } = testOnlyAbilities();

  // `actDo` is a cost-free [ACT](VC/RC) (VG2 8.1.1.1.2.6: declaring it plays it).

  function playAct(s: VGState, circle: 'VC' | 'FL', index: number): void {
    expect(prompt(s)).toBe('vg.main');
    answer(s, { t: 'act', card: unit(s, 0, circle).id, index });
  }

  /** Decline, pass and end everything until `done` holds (at most 30 answers). */
  function playOn(s: VGState, done: () => boolean): void {
    for (let i = 0; i < 30 && !done() && s.decision; i++) {
      const o = s.decision.options.find((x) => ['pass', 'no', 'done'].includes(x.t)) ?? s.decision.options[0];
      answer(s, o as never);
    }
    expect(done()).toBe(true);
  }

  // From the former abilities3.test.ts:
  // Rules tests for critical, shield and grade through the layers of continuous effects (VG2 8.7.1, VG1
  // 8.7.1.3) like power, and for optional replacement effects on the retires the rules perform themselves
  // (VG2 8.2.1.3.2, 10.4.2: hits 7.7.1.9, overloaded circles 9.3.6). Vanilla trial-deck cards are given
  // test-only abilities with `withTestAbilities` (undone after each test).

  describe('critical, shield and grade in the layers of VG2 8.7.1 / VG1 8.7.1', () => {
    for (const format of BOTH) {
      it(`VG2 8.7.1.3 / VG2 8.7.1.4 / VG1 8.7.1.3 VG-073 "critical becomes 3" (older) and "critical +1" (newer): ver. 2.01 applies the set-to last, ver. 1.10 by time stamp (${format})`, () => {
        give(KING, [
          actDo({ do: 'set', target: thisUnit, stat: 'critical', n: 3, until: 'turn' }),
          actDo(criticalUp(thisUnit, 1, 'turn')),
        ]);
        const s = scenario({ format, at: 'main', p0: { rc: { FL: KING }, deck: deck([]) } });
        playAct(s, 'FL', 0);
        expect(crit(s, 0, 'FL')).toBe(3);
        playAct(s, 'FL', 1);
        expect(crit(s, 0, 'FL')).toBe(format === 'cr201' ? 3 : 4);
      });

      it(`VG2 8.7.2.1.1 / VG2 8.7.1.4 / VG1 8.7.1.3 a [CONT] "critical becomes 2" dates from when the unit came onto the field, so a later +1 counts only in ver. 1.10 (${format})`, () => {
        give(KING, [
          cont({ zones: ['RC'], effect: { cont: 'set', stat: 'critical', n: 2 } }),
          actDo(criticalUp(thisUnit, 1, 'turn')),
        ]);
        const s = scenario({ format, at: 'main', p0: { rc: { FL: KING }, deck: deck([]) } });
        expect(crit(s, 0, 'FL')).toBe(2);
        playAct(s, 'FL', 1);
        expect(crit(s, 0, 'FL')).toBe(format === 'cr201' ? 2 : 3);
      });

      it(`VG2 8.7.1.3 / VG2 7.7.1.5 / VG1 8.7.1.3 a [CONT] "your units get critical +1" raises every unit's critical, the view's figure and the damage a hit deals (${format})`, () => {
        give(WISEMAN, [cont({ zones: ['VC'], effect: { cont: 'unitsModify', filter: {}, stat: 'critical', n: 1 } })]);
        const s = scenario({
          format,
          at: 'battle',
          p0: { vanguard: WISEMAN, rc: { FL: KING }, deck: deck([]) },
          p1: { vanguard: KING, deck: deck([]) },
        });
        expect([crit(s, 0, 'VC'), crit(s, 0, 'FL')]).toEqual([2, 2]);
        expect(crit(s, 1, 'VC')).toBe(1); // only its master's units
        const field = vgView(s, 0).players[0].field;
        expect(field.FL.map((c) => ('critical' in c ? c.critical : null))).toEqual([2]);
        attack(s, 'VC', 'VC');
        endGuard(s);
        playOn(s, () => events(s, 'damage').length > 0);
        expect(events(s, 'damage')[0]).toMatchObject({ seat: 1, amount: 2 });
      });

      it(`VG2 8.7.1.4 / VG2 3.11.3 / VG1 8.7.1.3 a guardian's [CONT] "shield becomes 15000" is its shield and counts for the unit it guards; a newer +5000 counts only in ver. 1.10 (${format})`, () => {
        give(GARETH, [cont({ zones: ['GC'], effect: { cont: 'set', stat: 'shield', n: 15000 } })]);
        const s = scenario({
          format,
          at: 'battle',
          p0: { vanguard: KING, deck: deck([CRIT_TRIGGER]) }, // the drive check asks, with the guardian down
          p1: { vanguard: KING, hand: [GARETH, TOUGH], deck: deck([]) },
        });
        attack(s, 'VC', 'VC');
        answer(s, { t: 'guard', card: idOf(s, 1, 'hand', GARETH) });
        endGuard(s);
        expect(prompt(s)).toMatch(/^vg\.trigger/);
        expect(guardianShield(s, 1, GARETH)).toBe(15000);
        expect(pw(s, 1, 'VC')).toBe(25000); // VG2 3.11.3: the guarded unit gets the guardian's shield
        // A one-shot "+5000" applied after the guardian was placed is newer than its [CONT].
        setMods(s, 1, 'GC', [{ stat: 'shield', n: 5000, until: 'turn', ts: s.placeSeq + 1 }]);
        expect(guardianShield(s, 1, GARETH)).toBe(format === 'cr201' ? 15000 : 20000);
      });

      it(`VG2 8.7.1.3 / VG2 8.5.2.1.1.2 / VG1 8.7.1.3 a [CONT] "this unit gets grade +2" on the vanguard lets a grade 3 be called (${format})`, () => {
        give(TOUGH, [cont({ zones: ['VC'], effect: { cont: 'modify', stat: 'grade', n: 2 } })]);
        const s = scenario({ format, at: 'main', p0: { vanguard: TOUGH, hand: [G3], deck: deck([]) } });
        expect(grade(s, 0, unit(s, 0, 'VC'))).toBe(3);
        expect(grade(s, 0, s.players[0].hand[0])).toBe(3); // printed in the hand
        expect(callOptions(s, 0).some((o) => o.card === s.players[0].hand[0].id)).toBe(true);
      });
    }

    it('VG2 8.7.1.3 / VG2 8.7.1.4 a [CONT] "your units get grade +1" and a set-to grade on one of them: the set-to is last', () => {
      give(WISEMAN, [
        cont({ zones: ['VC'], effect: { cont: 'unitsModify', filter: { other: true }, stat: 'grade', n: 1 } }),
      ]);
      give(KING, [actDo({ do: 'set', target: thisUnit, stat: 'grade', n: 0, until: 'turn' })]);
      const s = scenario({ at: 'main', p0: { vanguard: WISEMAN, rc: { FL: KING, FR: TOUGH }, deck: deck([]) } });
      expect([grade(s, 0, unit(s, 0, 'VC')), grade(s, 0, unit(s, 0, 'FL')), grade(s, 0, unit(s, 0, 'FR'))]).toEqual([
        2, 3, 2,
      ]);
      playAct(s, 'FL', 0);
      expect(grade(s, 0, unit(s, 0, 'FL'))).toBe(0);
    });
  });
}
