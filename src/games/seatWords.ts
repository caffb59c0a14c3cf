// A result told from the seat of whoever reads it. The rules word a game's end for the record, by seat number
// ("player 1 lost: six or more damage", "player 2 conceded", "player 1 has no cards in their Life", and the
// server's "player 2 ran out of time"); a player reads "you lost …" or "your opponent …" instead, in the
// browser (result, replay, log) and in the terminal alike. A spectator reads the numbers.
import type { GameResult, Seat } from '../core/types.ts';

type Viewer = Seat | 'spectator';

/** `reason` with every "player N" turned into "you" or "your opponent", for `viewer` (unchanged for a spectator). */
export function reasonFor(reason: string, viewer: Viewer): string {
  if (viewer === 'spectator') return reason;
  const mine = (n: string) => Number(n) === viewer + 1;
  // VG2 1.2.3: "both players lost (player 1's reason; player 2's reason)".
  const both = /^both players lost \((.*); (.*)\)$/.exec(reason);
  if (both) {
    const [first, second] = viewer === 0 ? ['you', 'your opponent'] : ['your opponent', 'you'];
    return `both players lost (${first}: ${both[1]}; ${second}: ${both[2]})`;
  }
  return reason
    .replace(/\bplayer ([12])'s\b/g, (_, n: string) => (mine(n) ? 'your' : "your opponent's"))
    .replace(/\bplayer ([12]) has (.*?)\btheir\b/g, (_, n: string, mid: string) =>
      mine(n) ? `you have ${mid}your` : `your opponent has ${mid}their`,
    )
    .replace(/\bplayer ([12]) has\b/g, (_, n: string) => (mine(n) ? 'you have' : 'your opponent has'))
    .replace(/\bplayer ([12])\b/g, (_, n: string) => (mine(n) ? 'you' : 'your opponent'));
}

/** "You win", "You lose", "Draw", or "Player 2 wins" for a spectator. */
export function outcomeFor(winner: GameResult['winner'] | null, viewer: Viewer): string {
  if (winner === null) return 'No game';
  if (winner === 'draw') return 'Draw';
  if (viewer === 'spectator') return `Player ${winner + 1} wins`;
  return winner === viewer ? 'You win' : 'You lose';
}

/** The seat as the subject of a sentence: "You", "Your opponent", or "Player 2" for a spectator. */
export function seatName(seat: Seat, viewer: Viewer): string {
  if (viewer === 'spectator') return `Player ${seat + 1}`;
  return seat === viewer ? 'You' : 'Your opponent';
}
