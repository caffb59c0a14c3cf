// A simulator worker thread: receives the job once, then ranges of game indices; plays each game
// with `playSimGame` and posts its summary back as soon as it is done (so progress is live).
import { parentPort } from 'node:worker_threads';
import '../games/index.ts'; // every registered game (rules and product)
import { type SimJob, playSimGame } from './game.ts';
import type { ToMain, ToWorker } from './pool.ts';

const port = parentPort!;
let job: SimJob | null = null;

function send(m: ToMain): void {
  port.postMessage(m);
}

// The code is loaded: the pool measures how long starting its workers took.
send({ t: 'ready' });

port.on('message', (m: ToWorker) => {
  if (m.t === 'job') {
    job = m.job;
    return;
  }
  let i = m.from;
  try {
    for (; i < m.to; i++) send({ t: 'game', summary: playSimGame(job!, i) });
    send({ t: 'idle' });
  } catch (err) {
    const e = err as Error;
    send({ t: 'error', i, name: e?.name ?? 'Error', message: e?.message ?? String(err), stack: e?.stack });
  }
});
