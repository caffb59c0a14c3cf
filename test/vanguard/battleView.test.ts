// The battle's numbers in the view (battle.ts `battlePowers`): the attacking unit's power with its boost and the
// attacked unit's with its guardians' shields, exactly as the damage step compares them (VG2 7.7.1.2, 7.7.1.3;
// VG1 7.6.1.2). The browser's battle line shows these numbers instead of adding shields up itself.
import { describe, expect, it } from 'vitest';
import { view } from '../../src/core/engine.ts';
import type { VGState } from '../../src/games/vanguard/state.ts';
import type { VGView } from '../../src/games/vanguard/view.ts';
import { moveCard } from '../../src/games/vanguard/zones.ts';
import { answer, C, events, idOf, prompt, scenario } from './scenario.ts';
import { attack, endGuard } from './cards/helpers.ts';

function powersSeenBy(s: VGState) {
  const seen = (['spectator', 0, 1] as const).map((v) => (view(s, v) as VGView).battle?.powers);
  // Every seat sees the same numbers: the field and the guardians are public.
  expect(seen[1]).toEqual(seen[0]);
  expect(seen[2]).toEqual(seen[0]);
  return seen[0];
}

describe('battle powers in the view', () => {
  for (const format of ['cr201', 'cr110'] as const) {
    it(`VG2 7.7.1.2 VG2 7.4.1.11 VG2 3.11.3 / VG1 7.6.1.2 the view gives the boosted attacker and the shielded defender, once each, and the damage step compares the same numbers [${format}]`, () => {
      const s = scenario({
        format,
        at: 'battle',
        turn: 3,
        p0: { vanguard: C.blasterBlade, rc: { BC: C.marron }, deck: [C.wingal, C.wingal, C.wingal] },
        p1: { vanguard: C.wingal, hand: [C.stardust, C.wingal, C.wingal] },
      });
      attack(s, 'VC', 'VC', true);
      // 9000 + the booster's 8000 against 6000.
      expect(powersSeenBy(s)).toEqual({ attacker: 17000, targets: [6000] });
      answer(s, { t: 'guard', card: idOf(s, 1, 'hand', C.stardust) });
      if (format === 'cr201') {
        // VG2 7.5.1.2.2: the guardian is on GC at once; its 10000 shield counts once: 16000 below 17000, a hit.
        expect(powersSeenBy(s)).toEqual({ attacker: 17000, targets: [16000] });
      } else {
        // VG1 7.4.1.2: the guardians chosen in a batch are put down together when the batch is done.
        expect(powersSeenBy(s)).toEqual({ attacker: 17000, targets: [6000] });
      }
      endGuard(s);
      runToCompare(s);
      expect(events(s, 'compare')).toEqual([{ t: 'compare', hit: [true] }]);
    });
  }

  it('VG2 7.7.1.2 equal power hits: the view shows the attacker and the defender level, and the attack hits', () => {
    const s = scenario({
      at: 'battle',
      turn: 3,
      p0: { vanguard: C.gallatin, deck: [C.wingal, C.wingal, C.wingal] }, // 10000
      p1: { vanguard: C.wingal, rc: { FL: C.gallatin }, hand: [C.drawRP, C.wingal] }, // 10000
    });
    attack(s, 'VC', 'FL');
    expect(powersSeenBy(s)).toEqual({ attacker: 10000, targets: [10000] });
    endGuard(s);
    runToCompare(s);
    expect(events(s, 'compare')).toEqual([{ t: 'compare', hit: [true] }]);
  });

  it('VG2 7.7.1.2 a guardian taking the defender above the attacker: the view shows it, and the attack does not hit', () => {
    const s = scenario({
      at: 'battle',
      turn: 3,
      p0: { vanguard: C.gallatin, deck: [C.wingal, C.wingal, C.wingal] },
      p1: { vanguard: C.wingal, rc: { FL: C.gallatin }, hand: [C.drawRP, C.wingal] },
    });
    attack(s, 'VC', 'FL');
    answer(s, { t: 'guard', card: idOf(s, 1, 'hand', C.drawRP) });
    expect(powersSeenBy(s)).toEqual({ attacker: 10000, targets: [15000] });
    endGuard(s);
    runToCompare(s);
    expect(events(s, 'compare')).toEqual([{ t: 'compare', hit: [false] }]);
  });

  it('VG2 7.7.1.3 a target that left its circle has no power to compare: the view gives null, and the attack does not hit', () => {
    const s = scenario({
      at: 'battle',
      turn: 3,
      p0: { vanguard: C.gallatin, deck: [C.wingal, C.wingal, C.wingal] },
      p1: { vanguard: C.wingal, rc: { FL: C.marron }, hand: [C.wingal] },
    });
    attack(s, 'VC', 'FL');
    expect(powersSeenBy(s)).toEqual({ attacker: 10000, targets: [8000] });
    const marron = s.players[1].field.FL[0];
    moveCard(s, 1, marron, 'FL', 'drop');
    expect(powersSeenBy(s)).toEqual({ attacker: 10000, targets: [null] });
    endGuard(s);
    runToCompare(s);
    expect(events(s, 'compare')).toEqual([{ t: 'compare', hit: [false] }]);
  });

  it('VG2 2.6 VG2 3.11.3 a guardian carries its current shield, effects included, and the defender counts it once', () => {
    const s = scenario({
      at: 'battle',
      turn: 3,
      p0: { vanguard: C.gallatin, deck: [C.wingal, C.wingal, C.wingal] },
      p1: { vanguard: C.wingal, rc: { FL: C.gallatin }, hand: [C.drawRP, C.wingal] },
    });
    attack(s, 'VC', 'FL');
    answer(s, { t: 'guard', card: idOf(s, 1, 'hand', C.drawRP) });
    const guardians = () => (['spectator', 0, 1] as const).map((v) => (view(s, v) as VGView).players[1].field.GC);
    for (const gc of guardians()) expect(gc).toEqual([expect.objectContaining({ code: C.drawRP, shield: 5000 })]);
    // "The guardian gets shield +5000": the view gives 10000, not the printed 5000; the defender is 10000 + 10000.
    const g = s.players[1].field.GC[0];
    s.players[1].field.GC[0] = { ...g, mods: [{ stat: 'shield', n: 5000, until: 'battle' }] };
    for (const gc of guardians()) expect((gc[0] as { shield?: number }).shield).toBe(10000);
    expect(powersSeenBy(s)).toEqual({ attacker: 10000, targets: [20000] });
    // A unit off the guardian circle has no shield in the view (a shield counts only while guarding).
    expect((view(s, 0) as VGView).players[1].field.FL[0]).not.toHaveProperty('shield');
  });

  it('the view has no battle powers outside a battle', () => {
    const s = scenario({ at: 'main', turn: 3 });
    expect((view(s, 0) as VGView).battle).toBeNull();
  });
});

/** Answer the first option (no trigger choices arise with these decks) until the powers have been compared. */
function runToCompare(s: VGState): void {
  for (let i = 0; i < 50 && events(s, 'compare').length === 0 && prompt(s) !== null; i++) act0(s);
}

function act0(s: VGState): void {
  const d = s.decision!;
  answer(s, d.options[0] as never);
}
