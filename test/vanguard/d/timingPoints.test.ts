// The D standard's timing points (VGD 9.2–9.11, 10.3–10.8): where in the turn the "at the beginning of …" automatic
// abilities become standby. The engine logs each timing point as it raises those abilities (checkTiming.ts
// `beginningOf`); one turn of a D game with a vanguard attack is played through `act` and each point is checked to come
// after the one before it and before the one after it.
import { describe, expect, it } from 'vitest';
import type { VGState } from '../../../src/games/vanguard/state.ts';
import { deck } from '../cards/helpers.ts';
import { useTestCards } from '../testCards.ts';
import { answer, autoplay, C, prompt, scenario, timings } from '../scenario.ts';
import { D, D_CARDS } from './dTestCards.ts';

useTestCards(D_CARDS);

/** Player 1's turn from its stand phase: ride nothing, call nothing, attack the vanguard once (its only attacker), end. */
function oneTurn(): string[] {
  const s: VGState = scenario({
    format: 'd',
    at: 'stand',
    p0: { vanguard: D.persona, hand: [], rideDeck: [D.g1], deck: deck() },
    p1: { vanguard: D.g0, hand: [C.wingal], deck: deck() },
  });
  autoplay(s, (x) => prompt(x) === 'vg.attack');
  answer(s, { t: 'yes' });
  answer(s, { t: 'circle', circle: 'VC' });
  answer(s, { t: 'circle', circle: 'VC' });
  autoplay(s, (x) => x.turnPlayer === 1);
  // This turn's points only: up to its end phase.
  const all = timings(s);
  return all.slice(0, all.indexOf('endPhase+endOfTurn') + 1);
}

// [clause, timing point, the point before it, the point after it]
const ORDER: [string, string, string | null, string][] = [
  ['VGD 9.2.2', 'turn+standPhase', null, 'drawPhase'],
  ['VGD 9.4.1', 'drawPhase', 'turn+standPhase', 'ridePhase'],
  ['VGD 9.7.1', 'ridePhase', 'drawPhase', 'strideStep'],
  ['VGD 9.8.1', 'strideStep', 'ridePhase', 'mainPhase'],
  ['VGD 9.9.1', 'mainPhase', 'strideStep', 'startStep+battlePhase'],
  ['VGD 10.3.1.1', 'startStep+battlePhase', 'mainPhase', 'attackStep'],
  ['VGD 10.4.1.2', 'attackStep', 'startStep+battlePhase', 'guardStep'],
  ['VGD 10.5.1.1', 'guardStep', 'attackStep', 'driveStep'],
  ['VGD 10.6.1.1', 'driveStep', 'guardStep', 'damageStep'],
  ['VGD 10.7.1.1', 'damageStep', 'driveStep', 'closeStep+endOfBattle'],
  ['VGD 10.8.1.1', 'closeStep+endOfBattle', 'damageStep', 'unlocked+turnedFaceUp+putIntoGZone'],
  ['VGD 9.11.7', 'unlocked+turnedFaceUp+putIntoGZone', 'closeStep+endOfBattle', 'endPhase+endOfTurn'],
];

describe('VGD 9–10: timing points of the turn, in order', () => {
  // Played once, when the first test runs (the test cards are registered by then).
  let played: string[] | null = null;
  const turn = (): string[] => (played ??= oneTurn());
  for (const [clause, point, before, after] of ORDER) {
    it(`${clause}: "${point}" abilities become standby after "${before ?? 'the turn begins'}" and before "${after}"`, () => {
      const t = turn();
      const i = t.indexOf(point);
      expect(i).toBeGreaterThanOrEqual(0);
      if (before !== null) expect(t.indexOf(before)).toBeLessThan(i);
      expect(t.indexOf(after)).toBeGreaterThan(i);
    });
  }
});
