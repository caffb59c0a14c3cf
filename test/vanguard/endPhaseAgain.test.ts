// Rules tests for the end phase going back (VG2 6.8.1.5, VG1 6.8.1.3): when a unit with an "at the beginning of
// the end phase" ability arrives during the end phase, or a timed trigger "at the end of that turn" is set up during
// it, the end phase starts over for them — and only for them (VG2 6.8.1.3, VG1 6.8.1.1: abilities that already
// stood by in this end phase do not again). Vanilla trial-deck hosts get test-only abilities.
import { describe, expect, it } from 'vitest';
import { auto } from '../../src/games/vanguard/abilities/dsl.ts';
import type { FormatId } from '../../src/games/vanguard/formats.ts';
import type { VGState } from '../../src/games/vanguard/state.ts';
import { codes, deck } from './cards/helpers.ts';
import { answer, autoplay, events, prompt, scenario, timings } from './scenario.ts';
import { testOnlyAbilities } from './testAbilities.ts';

const KING = 'TD03/004'; // King of Sword, grade 2 «Nova Grappler»
const TOUGH = 'TD03/007'; // Tough Boy, grade 1 «Nova Grappler»
const MARRON = 'TD01/008'; // a vanilla grade 1 for the hands and decks

const { give } = testOnlyAbilities();

const endPhaseTurn3 = (s: VGState) =>
  (s.log ?? []).filter(
    (l) => l.e.t === 'timing' && (l.e as unknown as { timings: string[] }).timings.includes('endPhase'),
  ).length;

/** Tough Boy: "[AUTO](RC): At the beginning of your end phase, call a King of Sword from your drop zone to (RC)." */
function toughCallsKing(): void {
  give(TOUGH, [
    auto({
      zones: ['RC'],
      trigger: { on: 'beginningOf', timing: 'endPhase' },
      effects: [{ do: 'call', from: 'drop', n: 1, filter: { name: 'King of Sword' } }],
    }),
  ]);
}

describe('VG2 6.8.1.5 / VG1 6.8.1.3: the end phase goes back', () => {
  for (const format of ['cr201', 'cr110'] as FormatId[]) {
    const clause = format === 'cr201' ? 'VG2 6.8.1.5 / VG2 6.8.1.3' : 'VG1 6.8.1.3 / VG1 6.8.1.1';
    it(`${clause}: a unit called during the end phase with an end-phase ability makes it start over; the caller does not trigger twice [${format}]`, () => {
      toughCallsKing();
      give(KING, [
        auto({ zones: ['RC'], trigger: { on: 'beginningOf', timing: 'endPhase' }, effects: [{ do: 'draw', n: 1 }] }),
      ]);
      const s = scenario({
        format,
        at: 'end',
        p0: { rc: { BL: TOUGH }, drop: [KING, KING], hand: [MARRON], deck: deck([]) },
        p1: { deck: deck([]) },
      });
      expect(prompt(s)).toBe('vg.callCards'); // Tough Boy's ability resolves in the first check timing
      answer(s, { t: 'card' });
      answer(s, { t: 'unit', circle: 'FL' });
      autoplay(s, (x) => x.turn === 4);
      expect(s.turn).toBe(4);
      // King of Sword arrived during the end phase: it went back and King's ability drew a card.
      expect(events(s, 'endPhaseAgain')).toHaveLength(1);
      expect(endPhaseTurn3(s)).toBe(2);
      expect(s.players[0].hand).toHaveLength(2);
      // Tough Boy's ability had stood by in this end phase: it did not call the second King.
      expect(codes(s.players[0].drop)).toEqual([KING]);
      expect(codes(s.players[0].field.FL)).toEqual([KING]);
    });

    it(`${clause}: with nothing new, the end phase runs once and the turn passes (positive control for the repeat) [${format}]`, () => {
      give(KING, [
        auto({ zones: ['RC'], trigger: { on: 'beginningOf', timing: 'endPhase' }, effects: [{ do: 'draw', n: 1 }] }),
      ]);
      const s = scenario({
        format,
        at: 'end',
        p0: { rc: { FL: KING }, hand: [MARRON], deck: deck([]) },
        p1: { deck: deck([]) },
      });
      autoplay(s, (x) => x.turn === 4);
      expect(s.turn).toBe(4);
      expect(events(s, 'endPhaseAgain')).toHaveLength(0);
      expect(timings(s).filter((t) => t.includes('endPhase'))).toHaveLength(1);
      expect(s.players[0].hand).toHaveLength(2); // King's ability drew once
    });
  }

  it('VG2 6.8.1.5 / VG2 8.6.6: "at the end of that turn" set up during the end phase resolves in that end phase, not the next', () => {
    // Magia's call from the soul sets up "at the end of that turn, put the units called by this effect into your soul".
    give(TOUGH, [
      auto({
        zones: ['RC'],
        trigger: { on: 'beginningOf', timing: 'endPhase' },
        effects: [{ do: 'callFromSoul', n: 1 }],
      }),
    ]);
    const s = scenario({ at: 'end', p0: { rc: { BL: TOUGH }, soul: [KING], deck: deck([]) }, p1: { deck: deck([]) } });
    answer(s, { t: 'card' });
    answer(s, { t: 'unit', circle: 'FL' });
    expect(events(s, 'call').map((e) => e.circle)).toEqual(['FL']);
    autoplay(s, (x) => x.turn === 4);
    expect(s.turn).toBe(4);
    // Back into the soul at the end of turn 3, before turn 4 began.
    const log = (s.log ?? []).map((l) => l.e as unknown as Record<string, unknown>);
    const back = log.findIndex((e) => e.t === 'move' && e.from === 'FL' && e.to === 'soul');
    const turn4 = log.findIndex((e) => e.t === 'turn' && e.turn === 4);
    expect(back).toBeGreaterThan(-1);
    expect(back).toBeLessThan(turn4);
    expect(codes(s.players[0].field.FL)).toEqual([]);
    expect(codes(s.players[0].soul)).toEqual([KING]);
    expect(s.delayed).toEqual([]);
  });
});
