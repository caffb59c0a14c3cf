// The end of a game in one line of the terminal, for any game: who won, told from a seat, and why.
import { outcomeFor, reasonFor } from '../games/seatWords.ts';
import type { GameResult, Seat } from '../core/types.ts';

/** The result told from `me`'s seat (`null`: nobody's, by player number). */
export function renderResult(r: GameResult, me: Seat | null): string {
  return `${outcomeFor(r.winner, me ?? 'spectator')} (${reasonFor(r.reason, me ?? 'spectator')}).`;
}
