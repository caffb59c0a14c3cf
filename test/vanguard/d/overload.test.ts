// The D standard settles an overloaded circle inside the call or ride itself (VGD 6.2.3.4, 6.3.3.5), where ver. 2.01
// waits for the rule action of the next check timing (VG2 9.3). Seen in the order of the events the engine emits.
import { describe, expect, it } from 'vitest';
import { useTestCards } from '../testCards.ts';
import { answer, C, idOf, scenario } from '../scenario.ts';
import type { VGState } from '../../../src/games/vanguard/state.ts';
import { D, D_CARDS } from './dTestCards.ts';

useTestCards(D_CARDS);

/** Index in the log of the first event matching `pred`. */
function at(s: VGState, pred: (e: Record<string, unknown>) => boolean): number {
  return s.log!.findIndex((l) => pred(l.e as unknown as Record<string, unknown>));
}

describe('VGD 6.2.3.4 / VGD 6.3.3.5: the overload as a step of the call or ride', () => {
  it('VGD 6.3.3.5: the old vanguard goes to the soul as the new one is placed, before the ride is over (ver. 2.01: after, by rule action)', () => {
    for (const format of ['d', 'cr201'] as const) {
      const s = scenario({ format, at: 'ride', p0: { vanguard: D.persona, hand: [D.persona], deck: [C.stardust] } });
      const from = s.log!.length;
      answer(s, { t: 'ride', card: idOf(s, 0, 'hand', D.persona) });
      const toSoul = at(s, (e) => e.t === 'move' && e.from === 'VC' && e.to === 'soul');
      const ride = at(s, (e) => e.t === 'ride');
      expect(toSoul).toBeGreaterThan(from);
      if (format === 'd') {
        expect(toSoul).toBeLessThan(ride);
        // VGD 6.3.8: the persona ride's draw comes after the ride, the old vanguard already in the soul.
        expect(at(s, (e) => e.t === 'personaRide')).toBeGreaterThan(toSoul);
      } else expect(toSoul).toBeGreaterThan(ride);
      expect(s.players[0].soul.map((c) => c.code)).toEqual([D.persona]);
    }
  });

  it('VGD 6.2.3.4: a unit called onto an occupied rear-guard circle retires the unit there as part of the call (ver. 2.01: after it)', () => {
    for (const format of ['d', 'cr201'] as const) {
      const s = scenario({ format, at: 'main', p0: { vanguard: D.persona, hand: [D.g1], rc: { FL: D.g2 } } });
      answer(s, { t: 'call', card: idOf(s, 0, 'hand', D.g1), circle: 'FL' });
      const retire = at(s, (e) => e.t === 'move' && e.from === 'FL' && e.to === 'drop');
      const call = at(s, (e) => e.t === 'call');
      expect(retire).toBeGreaterThan(0);
      if (format === 'd') expect(retire).toBeLessThan(call);
      else expect(retire).toBeGreaterThan(call);
      expect(s.players[0].field.FL.map((c) => c.code)).toEqual([D.g1]);
      expect(s.players[0].drop.map((c) => c.code)).toEqual([D.g2]);
    }
  });
});
