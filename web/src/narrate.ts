// What every game's log is made of: one seat's events told as short English lines, each of a kind the log styles
// (turn headers and the game's end stand out, and each seat's own lines). Each game's narrator is in its folder
// (web/src/games/<game>/narrate.ts).
import type { GameEvent, Seat } from './types.ts';

export interface LogLine {
  text: string;
  /** Turn headers and the game's end stand out. */
  kind: 'turn' | 'mine' | 'theirs' | 'info' | 'end';
}

/** Which kind of line an event makes: turn headers and the game's end stand out, and each seat's own. */
export function lineKind(e: GameEvent & { seat?: Seat }, me: Seat | 'spectator'): LogLine['kind'] {
  if (e.t === 'turn') return 'turn';
  if (e.t === 'gameOver') return 'end';
  if (e.seat === undefined) return 'info';
  return e.seat === me ? 'mine' : 'theirs';
}
