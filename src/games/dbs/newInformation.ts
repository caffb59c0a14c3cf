// What an event shows a seat that it did not know (issue 17's undo, src/core/undo.ts): a card out of a secret area
// (DBS 3-1-3: the deck and Life to anyone, the hand to the opponent), a look or a reveal, a shuffle, who goes first.
// Everything else the seat could work out from what it already saw and its own answers. Event kinds not listed as
// quiet count as news, so a new kind can only make undo stricter, never leak.
import type { GameEvent, Seat } from '../../core/types.ts';
import type { MoveEvent } from './zones.ts';

const QUIET: ReadonlySet<string> = new Set([
  'step',
  'rest',
  'phase',
  'active',
  'attack',
  'battleOver',
  'compare',
  'combo',
  'turn',
  'damage',
  'autoSkill',
  'play',
  'declarePlay',
  'activate',
  'power',
  'leader',
  'ko',
  'awaken',
  'counter',
  'counterResolves',
  'attackNegated',
  'battleEnds',
  'stack',
  'block',
  'damageReplaced',
  'putUnder',
  'token',
  'tokenGone',
  'blockerNegated',
  'counterNegated',
  'guardChanged',
  'koReplaced',
  'playSentAway',
  'underToDrop',
  'flipToFront',
]);

export function dbsRevealsTo(e: GameEvent, seat: Seat): boolean {
  if (e.t === 'move') {
    const m = e as MoveEvent;
    if (!m.card) return false; // the seat is told only that some card moved
    if (m.from === 'deck' || m.from === 'life') return true; // secret to both players (DBS 3-1-3)
    return m.seat !== seat && m.from === 'hand';
  }
  return !QUIET.has(e.t);
}
