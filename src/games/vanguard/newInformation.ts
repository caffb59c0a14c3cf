// What an event shows a seat that it did not know (issue 17's undo, src/core/undo.ts): a card coming out of a zone
// hidden from it (VG2 4.1.3: the deck to anyone, the hand, a face-down G zone or ride deck to the opponent), a check
// or a reveal, a look at the deck, a shuffle, who goes first. Everything else (calls, rides, attacks, guards, power
// changes, costs paid with public cards) the seat could work out from what it already saw and its own answers.
// Event kinds not listed as quiet count as news, so a new kind can only make undo stricter, never leak.
import type { GameEvent, Seat } from '../../core/types.ts';
import { isCircle } from './state.ts';
import type { MoveEvent } from './zones.ts';

const QUIET: ReadonlySet<string> = new Set([
  'timing',
  'rest',
  'stand',
  'battle',
  'attack',
  'compare',
  'battleEnd',
  'modify',
  'call',
  'boost',
  'damage',
  'turn',
  'guard',
  'playAbility',
  'standby',
  'ride',
  'payCost',
  'standUp',
  'intercept',
  'heal',
  'retire',
  'grant',
  'attackChanged',
  'become',
  'cannotUse',
  'chosen',
  'declare',
  'declineAbility',
  'delete',
  'undelete',
  'dominate',
  'undominate',
  'endPhaseAgain',
  'extraTurn',
  'gift',
  'giftPending',
  'giftNotResolved',
  'harmony',
  'lock',
  'unlock',
  'loopCount',
  'loopFound',
  'loopRepeats',
  'loopStopped',
  'nullify',
  'personaRide',
  'protectRemoved',
  'replaced',
  'rule',
  'set',
  'stride',
  'successful',
]);

export function vgRevealsTo(e: GameEvent, seat: Seat): boolean {
  if (e.t === 'move') {
    const m = e as MoveEvent;
    if (!m.card) return false; // the seat is told only that some card moved
    if (m.from === 'deck') return true; // VG2 4.2.2: nobody knows the deck's cards
    // The opponent's card out of anywhere but the field, the drop zone or the soul may be one the seat never saw.
    return m.seat !== seat && !isCircle(m.from) && m.from !== 'drop' && m.from !== 'soul';
  }
  return !QUIET.has(e.t);
}
