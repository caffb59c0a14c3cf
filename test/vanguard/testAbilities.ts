// Test-only abilities for vanilla trial-deck hosts, shared by the rules tests that need an ability no
// printed card has. Every grant is undone after each test, so no test sees another test's abilities.
import { afterEach } from 'vitest';
import { act, type Ability, type Effect, thisUnit } from '../../src/games/vanguard/abilities/dsl.ts';
import { withTestAbilities } from '../../src/games/vanguard/abilities/registry.ts';

/**
 * Call once at the top of a test file. `give` prints `abilities` on `code` until the current test ends;
 * `afterTest` queues any other undo for the same moment (last queued, first undone).
 */
export function testOnlyAbilities(): {
  give: (code: string, abilities: Ability[]) => void;
  afterTest: (undo: () => void) => void;
} {
  const undo: (() => void)[] = [];
  afterEach(() => {
    while (undo.length) undo.pop()!();
  });
  return {
    give: (code, abilities) => undo.push(withTestAbilities(code, abilities)),
    afterTest: (fn) => undo.push(fn),
  };
}

/** A cost-free [ACT](VC/RC) with these effects (VG2 8.1.1.1.2.6: declaring it plays it). */
export const actDo = (...effects: Effect[]): Ability => act({ zones: ['VC', 'RC'], cost: [], effects });

/** "Retire one of your rear-guards, and this unit gets Power + the power the retired unit had" (VG2 2.5.4.2, VG2 8.8). */
export const retireOneForItsPower: Effect[] = [
  { do: 'retire', target: { unit: 'choose', side: 'you', what: 'rearguard', n: 1 }, remember: true },
  {
    do: 'modify',
    target: thisUnit,
    stat: 'power',
    n: 1,
    until: 'turn',
    times: { of: 'remembered', what: 'power' },
  },
];

/** "Stand and dominate your opponent's vanguard; it attacks one of your opponent's rear-guards of your choosing." */
export const dominateVanguard: Effect = {
  do: 'dominate',
  target: { unit: 'choose', side: 'opponent', what: 'unit', n: 1 },
  stand: true,
  attack: 'rearguard',
};
