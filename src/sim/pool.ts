// Running a simulation job: in this thread (one worker) or on a pool of worker threads. Workers pull
// small ranges of game indices and post one summary per game; summaries that arrive early wait in a
// small buffer, so `onGame` sees them in game-index order whatever the number of workers and the
// order games finish in (and the caller never has to hold every summary).
import { Worker } from 'node:worker_threads';
import { playSimGame, type SimJob } from './game.ts';
import type { GameSummary } from './summary.ts';

export type ToWorker = { t: 'job'; job: SimJob } | { t: 'run'; from: number; to: number };
export type ToMain =
  | { t: 'ready' }
  | { t: 'game'; summary: GameSummary }
  | { t: 'idle' }
  | { t: 'error'; i: number; name: string; message: string; stack?: string };

export interface RunOptions {
  /** Worker threads; 1 plays every game in this thread. */
  workers: number;
  /** Each game's summary, in game-index order. */
  onGame: (summary: GameSummary) => void;
  /** Called after each game with the number of games done so far (in any order). */
  onProgress?: (done: number) => void;
  /**
   * Play in this thread first, for up to this many seconds, and start worker threads only for the games
   * left then (default 0: start them at once). A worker thread costs ≈ 0.15 s of CPU to load the rules and
   * more to warm its JIT up, so a short run (100 random or heuristic games ≈ 0.8 s in one thread) is faster
   * without them, and a long one barely notices the delay. For callers that may block their thread that
   * long between yields (the command line), not for a server.
   */
  inThreadSeconds?: number;
}

/** What a run measured besides the games (the simulator's `timing`). */
export interface RunInfo {
  /** Seconds from the start of the run until every worker thread had loaded its code (0 in this thread). */
  startSeconds: number;
  /** Worker threads started (0: every game was played in this thread). */
  threads: number;
}

/**
 * The worker's module: compiled (dist/…/pool.js), the thread runs worker.js itself; from the TypeScript
 * sources (tsx, vitest) it starts from workerEntry.mjs, which registers tsx first.
 */
export const SIM_THREAD_URL = new URL(
  import.meta.url.endsWith('.ts') ? './workerEntry.mjs' : './worker.js',
  import.meta.url,
);

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

/** Play every game of `job`, handing each summary to `opts.onGame` in game-index order. */
export async function runSim(job: SimJob, opts: RunOptions): Promise<RunInfo> {
  const workers = Math.max(1, Math.min(opts.workers, job.games));
  if (workers === 1) {
    await runInThread(job, opts, Infinity);
    return { startSeconds: 0, threads: 0 };
  }
  // Game i is a pure function of (job, i): which thread plays it changes nothing in its summary.
  const first = opts.inThreadSeconds ? await runInThread(job, opts, opts.inThreadSeconds) : 0;
  if (first === job.games) return { startSeconds: 0, threads: 0 };
  return runOnWorkers(job, Math.min(workers, job.games - first), opts, first);
}

/** Play games 0, 1, … in this thread until all are done or `seconds` have passed; returns how many were played. */
async function runInThread(job: SimJob, opts: RunOptions, seconds: number): Promise<number> {
  const started = performance.now();
  let yielded = started;
  let i = 0;
  for (; i < job.games && performance.now() - started < seconds * 1000; i++) {
    let summary: GameSummary;
    try {
      summary = playSimGame(job, i);
    } catch (err) {
      const e = err as Error;
      throw new SimGameError(i, e?.name ?? 'Error', e?.message ?? String(err), e?.stack);
    }
    opts.onGame(summary);
    opts.onProgress?.(i + 1);
    // Let timers (the progress bar's redraw) run now and then.
    if (performance.now() - yielded > 100) {
      await new Promise((resolve) => setImmediate(resolve));
      yielded = performance.now();
    }
  }
  return i;
}

/** Play games `first` … `job.games - 1` on `count` worker threads (the earlier ones were played already). */
function runOnWorkers(job: SimJob, count: number, opts: RunOptions, first = 0): Promise<RunInfo> {
  /** Summaries that arrived before an earlier game's; `emitted` games have gone to onGame. */
  const early = new Map<number, GameSummary>();
  let emitted = first;
  // Small ranges keep every worker busy to the end; a range of several games saves messages.
  const chunk = Math.max(1, Math.min(64, Math.ceil((job.games - first) / (count * 16))));
  let next = first;
  let done = first;
  let settled = false;
  const pool: Worker[] = [];
  const started = performance.now();
  let ready = 0;
  let startSeconds = 0;

  return new Promise<RunInfo>((resolve, reject) => {
    const finish = (err: Error | null) => {
      if (settled) return;
      settled = true;
      void Promise.all(pool.map((w) => w.terminate())).then(() =>
        err ? reject(err) : resolve({ startSeconds, threads: count }),
      );
    };
    const feed = (w: Worker) => {
      if (next >= job.games) return;
      const from = next;
      next = Math.min(job.games, next + chunk);
      w.postMessage({ t: 'run', from, to: next } satisfies ToWorker);
    };
    for (let k = 0; k < count; k++) {
      const w = new Worker(SIM_THREAD_URL);
      pool.push(w);
      w.on('message', (m: ToMain) => {
        if (settled) return;
        if (m.t === 'ready') {
          if (++ready === count) startSeconds = (performance.now() - started) / 1000;
        } else if (m.t === 'game') {
          early.set(m.summary.i, m.summary);
          for (let g = early.get(emitted); g; g = early.get(emitted)) {
            early.delete(emitted++);
            try {
              opts.onGame(g);
            } catch (err) {
              finish(err as Error);
              return;
            }
          }
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
      // Two ranges each to start with: a worker finds its next range queued when it finishes one.
      feed(w);
      feed(w);
    }
  });
}
