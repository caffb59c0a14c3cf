// The match server's simulation thread: plays one job with `runSim` and `Tally`, exactly as `arbiter sim`
// does, off the main thread (a game with a search agent takes seconds, and the main thread answers every
// room). With more than one worker `runSim` starts its own pool from here and this thread only merges.
import { parentPort, workerData } from 'node:worker_threads';
import '../games/index.ts'; // every registered game (rules and product)
import type { SimJob } from '../sim/game.ts';
import { runSim, SimGameError } from '../sim/pool.ts';
import { type ReportInput, type SimReport, Tally } from '../sim/stats.ts';

export interface SimThreadData {
  job: SimJob;
  input: ReportInput;
  workers: number;
}

export type SimThreadMessage =
  | { t: 'progress'; done: number }
  | { t: 'done'; report: SimReport; seconds: number }
  | { t: 'failed'; message: string };

const port = parentPort!;
const { job, input, workers } = workerData as SimThreadData;
const tally = new Tally(input);
const started = performance.now();
try {
  await runSim(job, {
    workers,
    onGame: (g) => tally.add(g),
    onProgress: (done) => port.postMessage({ t: 'progress', done } satisfies SimThreadMessage),
  });
  const seconds = (performance.now() - started) / 1000;
  port.postMessage({ t: 'done', report: tally.report(), seconds } satisfies SimThreadMessage);
} catch (err) {
  const message =
    err instanceof SimGameError ? `${err.message} (seed ${job.seed + err.game})` : (err as Error)?.message;
  port.postMessage({ t: 'failed', message: message ?? String(err) } satisfies SimThreadMessage);
}
