// Running a simulation job: in this thread (one worker) or on a pool of worker threads. Workers pull
// small ranges of game indices and post one summary per game; the summaries are stored by game
// index, so the result is the same whatever the number of workers and the order games finish in.
import { Worker } from 'node:worker_threads';
import { playSimGame, type SimJob } from './game.ts';
import type { GameSummary } from './summary.ts';

export type ToWorker = { t: 'job'; job: SimJob } | { t: 'run'; from: number; to: number };
export type ToMain =
  | { t: 'game'; summary: GameSummary }
  | { t: 'idle' }
  | { t: 'error'; i: number; name: string; message: string; stack?: string };

export interface RunOptions {
  /** Worker threads; 1 plays every game in this thread. */
  workers: number;
  /** Called after each game with the number of games done so far. */
  onProgress?: (done: number) => void;
}

/** A game failed inside a worker: the worker's error, with the game it was playing. */
export class SimGameError extends Error {
  override name = 'SimGameError';
  constructor(
    readonly game: number,
    readonly causeName: string,
    message: string,
    readonly workerStack?: string,
  ) {
    super(`game ${game + 1}: ${causeName === 'Error' ? '' : `${causeName}: `}${message}`);
  }
}

/** Every game of `job`, as summaries in game-index order. */
export function runSim(job: SimJob, opts: RunOptions): Promise<GameSummary[]> {
  const workers = Math.max(1, Math.min(opts.workers, job.games));
  return workers === 1 ? runInThread(job, opts) : runOnWorkers(job, workers, opts);
}

async function runInThread(job: SimJob, opts: RunOptions): Promise<GameSummary[]> {
  const out: GameSummary[] = [];
  let yielded = performance.now();
  for (let i = 0; i < job.games; i++) {
    try {
      out.push(playSimGame(job, i));
    } catch (err) {
      const e = err as Error;
      throw new SimGameError(i, e?.name ?? 'Error', e?.message ?? String(err), e?.stack);
    }
    opts.onProgress?.(i + 1);
    // Let timers (the progress bar's redraw) run now and then.
    if (performance.now() - yielded > 100) {
      await new Promise((resolve) => setImmediate(resolve));
      yielded = performance.now();
    }
  }
  return out;
}

function runOnWorkers(job: SimJob, count: number, opts: RunOptions): Promise<GameSummary[]> {
  const results: GameSummary[] = new Array(job.games);
  // Small ranges keep every worker busy to the end; a range of several games saves messages.
  const chunk = Math.max(1, Math.min(64, Math.ceil(job.games / (count * 16))));
  let next = 0;
  let done = 0;
  let settled = false;
  const pool: Worker[] = [];

  return new Promise<GameSummary[]>((resolve, reject) => {
    const finish = (err: Error | null) => {
      if (settled) return;
      settled = true;
      void Promise.all(pool.map((w) => w.terminate())).then(() => (err ? reject(err) : resolve(results)));
    };
    const feed = (w: Worker) => {
      if (next >= job.games) return;
      const from = next;
      next = Math.min(job.games, next + chunk);
      w.postMessage({ t: 'run', from, to: next } satisfies ToWorker);
    };
    for (let k = 0; k < count; k++) {
      const w = new Worker(new URL('./workerEntry.mjs', import.meta.url));
      pool.push(w);
      w.on('message', (m: ToMain) => {
        if (settled) return;
        if (m.t === 'game') {
          results[m.summary.i] = m.summary;
          done++;
          opts.onProgress?.(done);
          if (done === job.games) finish(null);
        } else if (m.t === 'idle') {
          feed(w);
        } else {
          finish(new SimGameError(m.i, m.name, m.message, m.stack));
        }
      });
      w.on('error', (err) => finish(err));
      w.on('exit', (code) => {
        if (!settled) finish(new Error(`a simulator worker stopped early (exit code ${code})`));
      });
      w.postMessage({ t: 'job', job } satisfies ToWorker);
      feed(w);
    }
  });
}
