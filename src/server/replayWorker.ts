// The match server's replay thread: renders a finished game's replay (replayFrames.ts re-runs the whole
// game and serialises a view per answer, up to a second or more for a long game) off the main thread, so
// a replay request never stalls the rooms. One request at a time, in arrival order.
import { parentPort } from 'node:worker_threads';
import '../games/index.ts'; // every registered game (rules and product)
import { replayFramesJson } from './replayFrames.ts';
import type { Viewer } from './rooms.ts';
import type { RoomRow, StoredAnswer } from './store.ts';

export interface ReplayRequest {
  id: number;
  row: RoomRow;
  answers: StoredAnswer[];
  viewer: Viewer;
}

export type ReplayReply = { id: number; json: string } | { id: number; error: string };

const port = parentPort!;
port.on('message', (req: ReplayRequest) => {
  try {
    port.postMessage({ id: req.id, json: replayFramesJson(req.row, req.answers, req.viewer) } satisfies ReplayReply);
  } catch (err) {
    port.postMessage({ id: req.id, error: (err as Error)?.message ?? String(err) } satisfies ReplayReply);
  }
});
