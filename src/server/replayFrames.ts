// The replay viewer's data for a finished game: the stored record is re-run answer by answer and,
// after each, only the asking seat's view and the events it may see are kept. The record itself (the
// seed and both decks' orders) never leaves the server.
import { act, eventsFor, newGame, view } from '../core/engine.ts';
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
    const events = eventsFor(state, viewer, cursor);
    cursor = state.log!.length;
    return JSON.stringify({ seq, view: view(state, viewer), events } satisfies ReplayFrame);
  };
  const frames = [frame(0)];
  answers.forEach((a, i) => {
    act(state, a.seat, a.answer);
    frames.push(frame(i + 1));
  });
  return `{"frames":[${frames.join(',')}]}`;
}

/**
 * How long a stored game ran, for GET /api/games/:id: the turn it reached and the answers accepted, by re-running
 * the record without its log. A room still waiting for its second seat has played nothing; a record this engine
 * can no longer re-run gives no turn count (null) rather than an error.
 */
export function storedGameLength(row: RoomRow, answers: StoredAnswer[]): { turns: number | null; answers: number } {
  if (row.setup.decks[1] === null) return { turns: 0, answers: 0 };
  try {
    const state = newGame({
      game: row.game,
      format: row.format,
      decks: row.setup.decks as [DeckSpec, DeckSpec],
      seed: row.setup.seed,
      log: false,
    });
    for (const a of answers) act(state, a.seat, a.answer);
    return { turns: (state as { turn?: number }).turn ?? 0, answers: answers.length };
  } catch {
    return { turns: null, answers: answers.length };
  }
}
