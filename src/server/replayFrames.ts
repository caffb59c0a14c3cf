// The replay viewer's data for a finished game: the stored record is re-run answer by answer and,
// after each, only the asking seat's view and the events it may see are kept, with its own card ids. The record itself (the
// seed and both decks' orders) never leaves the server.
import { act, newGame } from '../core/engine.ts';
import { seatEvents, seatView } from '../core/seatIds.ts';
import type { DeckSpec } from '../core/types.ts';
import type { Viewer } from './rooms.ts';
import type { RoomRow, StoredAnswer } from './store.ts';

export interface ReplayFrame {
  /** Answers accepted before this frame (0: the first decision). */
  seq: number;
  view: unknown;
  /** Events this seat may see since the previous frame. */
  events: unknown[];
}

/**
 * `{ frames: ReplayFrame[] }` as JSON text. Each frame is serialised as soon as it is made, because a view
 * may share objects with the state that the next answer changes.
 */
export function replayFramesJson(row: RoomRow, answers: StoredAnswer[], viewer: Viewer): string {
  const state = newGame({
    game: row.game,
    format: row.format,
    decks: row.setup.decks as [DeckSpec, DeckSpec],
    seed: row.setup.seed,
    log: true,
  });
  let cursor = 0;
  const frame = (seq: number): string => {
    const events = seatEvents(state, viewer, cursor);
    cursor = state.log!.length;
    return JSON.stringify({ seq, view: seatView(state, viewer), events } satisfies ReplayFrame);
  };
  const frames = [frame(0)];
  answers.forEach((a, i) => {
    act(state, a.seat, a.answer);
    frames.push(frame(i + 1));
  });
  // The room's result too: the server may end a game the engine did not (a forfeit, the answer cap).
  return `{"frames":[${frames.join(',')}],"result":${JSON.stringify(row.result)}}`;
}
