// Attacks on several units in ver. 1.10 (VG1 7.3.1.4.2): in the one play timing of the guard step each guardian
// and interceptor chosen names the attacked unit it guards (7.4.1.1.2, 7.4.1.1.2.1), all are put down together
// (7.4.1.1.2.3) and each attacked unit gets only its own guardians' shield (7.4.1.1.2.2). A guardian superior
// called by an effect also guards the attacked unit its master chooses (VG1 10.1.6.1.3.1, VG2 10.7.1.3.1).
import { describe, expect, it } from 'vitest';
import { auto, cont, power, thisUnit } from '../../src/games/vanguard/abilities/dsl.ts';
import type { FormatId } from '../../src/games/vanguard/formats.ts';
import type { VGState } from '../../src/games/vanguard/state.ts';
import { codes, deck, pw } from './cards/helpers.ts';
import { answer, idOf, prompt, scenario } from './scenario.ts';
import { testOnlyAbilities } from './testAbilities.ts';

const BEAUMAINS = 'TD05/004'; // g2 10000 «Gold Paladin», vanilla: the attacker, and an interceptor (shield 5000)
const MARRON = 'TD01/008'; // g1 8000 «Royal Paladin», vanilla
const TOUGH = 'TD03/007'; // g1 8000 «Nova Grappler», vanilla (shield 5000)
const STARDUST = 'TD01/012'; // g0, shield 10000

const { give } = testOnlyAbilities();

const attacksTwo = cont({ zones: ['RC'], effect: { cont: 'attacksUpTo', n: 2 } });

/** "You may" on a card placed on (GC) stops the game once it is there, so the guardian circle can be seen. */
function stopWhenPlaced(code: string): void {
  give(code, [
    auto({
      zones: ['GC'],
      trigger: { on: 'placed', circles: ['GC'] },
      optional: true,
      effects: [power(thisUnit, 0, 'turn')],
    }),
  ]);
}

/** Decline the optional abilities and let the battle run to its end. */
function finishBattle(s: VGState): void {
  for (let i = 0; i < 20 && s.battle; i++) {
    const no = s.decision!.options.find((o) => o.t === 'no');
    answer(s, (no ?? s.decision!.options[0]) as never);
  }
}

/** p0's Beaumains on FL (able to attack two units) attacks p1's vanguard and FL rear-guard, 8000 each. */
function attackTwo(format: FormatId, hand: string[]): VGState {
  give(BEAUMAINS, [attacksTwo]);
  const s = scenario({
    format,
    at: 'battle',
    p0: { rc: { FL: BEAUMAINS }, deck: deck([]) },
    p1: { vanguard: MARRON, rc: { FL: MARRON, FR: BEAUMAINS }, hand, deck: deck([]) },
  });
  expect(prompt(s)).toBe('vg.attack');
  answer(s, { t: 'yes' });
  answer(s, { t: 'circle', circle: 'FL' });
  answer(s, { t: 'circle', circle: 'VC' });
  expect(prompt(s)).toBe('vg.targetMore');
  answer(s, { t: 'circle', circle: 'FL' });
  return s;
}

function damageTaken(s: VGState): number {
  return s.players[1].damage.length + s.players[1].vanguardDamage;
}

describe('attacks on several units in ver. 1.10', () => {
  it('VG1 7.3.1.4.2: an "attack up to 2 units" unit chooses a second unit, and both are units being attacked', () => {
    const s = attackTwo('cr110', [STARDUST]);
    expect(s.battle!.targets.map((t) => t.circle)).toEqual(['VC', 'FL']);
    expect(prompt(s)).toBe('vg.guardBatch');
  });

  it('VG1 7.4.1.1.2 / VG1 7.4.1.1.2.2 / VG1 7.4.1.1.2.3: a guardian called in the batch guards the attacked unit chosen for it', () => {
    stopWhenPlaced(STARDUST);
    const s = attackTwo('cr110', [STARDUST, STARDUST]);
    answer(s, { t: 'guard', card: idOf(s, 1, 'hand', STARDUST) });
    expect(prompt(s)).toBe('vg.guardWhich');
    expect(s.decision!.seat).toBe(1);
    expect(s.decision!.options).toEqual([
      { t: 'circle', circle: 'VC' },
      { t: 'circle', circle: 'FL' },
    ]);
    answer(s, { t: 'circle', circle: 'VC' });
    // 7.4.1.1.2.3: still the one play timing; nothing is put down before the choices end.
    expect(prompt(s)).toBe('vg.guardBatch');
    expect(s.players[1].field.GC).toHaveLength(0);
    answer(s, { t: 'done' });
    expect(s.battle!.guardians.map((g) => g.guards)).toEqual([0]);
    expect(pw(s, 1, 'VC')).toBe(18000); // 7.4.1.1.2.2: the 10000 shield goes to the vanguard only
    expect(pw(s, 1, 'FL')).toBe(8000);
    finishBattle(s);
    // The vanguard (18000) is not hit; the rear-guard (8000 against 10000) is hit and retired.
    expect(damageTaken(s)).toBe(0);
    expect(s.players[1].field.FL).toHaveLength(0);
    expect(codes(s.players[1].drop)).toContain(MARRON);
  });

  it('VG1 7.4.1.1.2.1: an interceptor guards the attacked unit chosen for it, put down with the guardians', () => {
    stopWhenPlaced(STARDUST);
    const s = attackTwo('cr110', [STARDUST, STARDUST]);
    answer(s, { t: 'intercept', circle: 'FR' });
    expect(prompt(s)).toBe('vg.guardWhich');
    answer(s, { t: 'circle', circle: 'FL' });
    answer(s, { t: 'guard', card: idOf(s, 1, 'hand', STARDUST) });
    answer(s, { t: 'circle', circle: 'FL' });
    expect(s.players[1].field.FR).toHaveLength(1); // not moved before the batch ends
    answer(s, { t: 'done' });
    expect(codes(s.players[1].field.GC)).toEqual([STARDUST, BEAUMAINS]);
    expect(s.battle!.guardians.map((g) => g.guards)).toEqual([1, 1]);
    expect(pw(s, 1, 'FL')).toBe(8000 + 10000 + 5000);
    expect(pw(s, 1, 'VC')).toBe(8000);
    finishBattle(s);
    // The unguarded vanguard is hit; the guarded rear-guard stays.
    expect(damageTaken(s)).toBe(1);
    expect(codes(s.players[1].field.FL)).toEqual([MARRON]);
  });

  for (const format of ['cr110', 'cr201'] as const) {
    const clause = format === 'cr110' ? 'VG1 10.1.6.1.3.1' : 'VG2 10.7.1.3.1';
    it(`${clause}: a guardian called by an effect guards the attacked unit its master chooses (${format})`, () => {
      // When Tough Boy is placed on (GC), it calls a Marron from the hand to (GC).
      give(TOUGH, [
        auto({
          zones: ['GC'],
          trigger: { on: 'placed', circles: ['GC'] },
          effects: [{ do: 'call', from: 'hand', n: 1, filter: { gradeMin: 1 }, to: 'GC' }],
        }),
      ]);
      stopWhenPlaced(MARRON);
      const s = attackTwo(format, [TOUGH, MARRON]);
      answer(s, { t: 'guard', card: idOf(s, 1, 'hand', TOUGH) });
      answer(s, { t: 'circle', circle: 'FL' });
      if (format === 'cr110') answer(s, { t: 'done' });
      for (let i = 0; i < 5 && prompt(s) === 'vg.playAuto'; i++) answer(s, s.decision!.options[0] as never);
      expect(prompt(s)).toBe('vg.guardWhich');
      expect(s.decision!.seat).toBe(1);
      expect(s.decision!.looking).toEqual([idOf(s, 1, 'hand', MARRON)]);
      answer(s, { t: 'circle', circle: 'VC' });
      expect(codes(s.players[1].field.GC)).toEqual([TOUGH, MARRON]);
      expect(s.battle!.guardians.map((g) => g.guards)).toEqual([1, 0]);
      expect(pw(s, 1, 'VC')).toBe(8000 + 5000);
      expect(pw(s, 1, 'FL')).toBe(8000 + 5000);
    });
  }
});
