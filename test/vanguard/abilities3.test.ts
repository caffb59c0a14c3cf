// Rules tests for critical, shield and grade through the layers of continuous effects (VG2 8.7.1, VG1
// 8.7.1.3) like power, and for optional replacement effects on the retires the rules perform themselves
// (VG2 8.2.1.3.2, 10.4.2: hits 7.7.1.9, overloaded circles 9.3.6). Vanilla trial-deck cards are given
// test-only abilities with `withTestAbilities` (undone after each test).
import { describe, expect, it } from 'vitest';
import { cont, criticalUp, thisUnit } from '../../src/games/vanguard/abilities/dsl.ts';
import { grade } from '../../src/games/vanguard/characteristics.ts';
import type { VGState } from '../../src/games/vanguard/state.ts';
import { callOptions } from '../../src/games/vanguard/turn.ts';
import { vgView } from '../../src/games/vanguard/view.ts';
import { attack, BOTH, crit, deck, endGuard, guardianShield, pw, unit } from './cards/helpers.ts';
import { answer, events, idOf, prompt, scenario, setMods } from './scenario.ts';
import { testOnlyAbilities, actDo } from './testAbilities.ts';

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

describe('optional replacements on retires the rules perform (VG2 8.2.1.3.2, 10.4.2)', () => {
  const mayGoToSoul = cont({ zones: ['RC', 'GC'], effect: { cont: 'replaceRetire', instead: 'soul', optional: true } });

  for (const format of BOTH) {
    it(`VG2 8.2.1.3.2 / VG2 10.4.2 / VG2 7.7.1.9 / VG1 7.6.1.8 a hit rear-guard with an optional replacement: its master is asked; yes puts it into the soul, no retires it (${format})`, () => {
      give(TOUGH, [mayGoToSoul]);
      for (const choice of ['yes', 'no'] as const) {
        const s = scenario({
          format,
          at: 'battle',
          p0: { vanguard: KING, deck: deck([]) },
          p1: { rc: { FL: TOUGH }, deck: deck([]) },
        });
        attack(s, 'VC', 'FL');
        endGuard(s);
        playOn(s, () => prompt(s) === 'vg.replace');
        expect(s.decision!.seat).toBe(1);
        expect(s.players[1].field.FL.map((c) => c.code)).toEqual([TOUGH]); // not moved before the answer
        answer(s, { t: choice });
        expect(s.players[1].field.FL).toHaveLength(0);
        expect(s.players[1].soul.map((c) => c.code)).toEqual(choice === 'yes' ? [TOUGH] : []);
        expect(s.players[1].drop.map((c) => c.code)).toEqual(choice === 'yes' ? [] : [TOUGH]);
        expect(events(s, 'replaced')).toHaveLength(choice === 'yes' ? 1 : 0);
      }
    });

    it(`VG2 8.2.1.3.2 / VG2 7.7.1.9 / VG1 7.6.1.8 a guardian with an optional replacement is asked about when guardians are retired (${format})`, () => {
      give(GARETH, [mayGoToSoul]);
      const s = scenario({
        format,
        at: 'battle',
        p0: { vanguard: KING, deck: deck([]) },
        p1: { vanguard: KING, hand: [GARETH], deck: deck([]) },
      });
      attack(s, 'VC', 'VC');
      answer(s, { t: 'guard', card: idOf(s, 1, 'hand', GARETH) });
      endGuard(s);
      playOn(s, () => prompt(s) === 'vg.replace');
      answer(s, { t: 'yes' });
      expect(s.players[1].field.GC).toHaveLength(0);
      expect(s.players[1].soul.map((c) => c.code)).toEqual([GARETH]);
    });

    it(`VG2 8.2.1.3.2 / VG2 9.3.6 / VG1 9.3 calling onto an occupied circle: the older unit's optional replacement is asked at the rule action (${format})`, () => {
      give(TOUGH, [mayGoToSoul]);
      const s = scenario({
        format,
        at: 'main',
        p0: { vanguard: KING, rc: { FL: TOUGH }, hand: [GARETH], deck: deck([]) },
      });
      answer(s, { t: 'call', card: idOf(s, 0, 'hand', GARETH), circle: 'FL' });
      expect(prompt(s)).toBe('vg.replace');
      expect(s.decision!.seat).toBe(0);
      answer(s, { t: 'yes' });
      expect(s.players[0].field.FL.map((c) => c.code)).toEqual([GARETH]);
      expect(s.players[0].soul.map((c) => c.code)).toEqual([TOUGH]);
      expect(s.players[0].drop).toHaveLength(0);
      expect(prompt(s)).toBe('vg.main');
    });
  }
});
