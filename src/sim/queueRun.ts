// `arbiter sim --queue`: one simulation run played by `arbiter worker`s anywhere (src/sim/queueWorker.ts)
// through a BullMQ queue on Redis. The run splits its games into range jobs, reads the per-game summaries
// the workers push on the run's results list, drops a game reported twice (a range retried after its
// worker died, or after a worker was merely slow, plays the same games again: a game is a pure function
// of the job and its index, so the copies are identical), and hands the summaries to `onGame` in
// game-index order, as `runSim` does: the report is the same as a local run's. Progress is the sum of the
// range jobs' progress. Every wait is bounded: no worker reporting for `idleSeconds` fails the run.
import { randomUUID } from 'node:crypto';
import { Queue, QueueEvents } from 'bullmq';
import { ENGINE_VERSION } from '../core/engine.ts';
import type { SimJob } from './game.ts';
import type { RunInfo } from './pool.ts';
import {
  checkResultBatch,
  QUEUE_NAME,
  QUEUE_PROTOCOL,
  QueueError,
  type RangeJobData,
  runKeys,
  shownUrl,
} from './queue.ts';
import { checkReachable, connect } from './redisConnection.ts';
import type { GameSummary } from './summary.ts';

export interface QueueRunOptions {
  url: URL;
  /** Each game's summary, in game-index order. */
  onGame: (summary: GameSummary) => void;
  /** Games done so far, summed over the range jobs' progress. */
  onProgress?: (done: number) => void;
  /** Games per range job (default: about 1/32 of the run, at most 200). */
  rangeSize?: number;
  /** Fail when no game has arrived for this long (default 120 s). */
  idleSeconds?: number;
  /** Notes for the user (to stderr in the CLI): waiting for workers, dropped duplicates. */
  log?: (line: string) => void;
  /** Aborting stops the run: its waiting jobs are removed and its workers stop its ranges. */
  signal?: AbortSignal;
}

export interface QueueRunInfo extends RunInfo {
  /** Game summaries that arrived twice and were dropped. */
  duplicates: number;
}

/** The `alive` key lives this long without a refresh (s), and is refreshed this often (ms). */
const ALIVE_TTL = 30;
const ALIVE_REFRESH_MS = 5000;
/** One wait for results (s): short, so the idle limit and an abort are noticed soon. */
const POLL_SECONDS = 1;

export function defaultRangeSize(games: number): number {
  return Math.max(1, Math.min(200, Math.ceil(games / 32)));
}

/** Play every game of `job` on the queue's workers, handing each summary to `opts.onGame` in index order. */
export async function runSimOnQueue(job: SimJob, opts: QueueRunOptions): Promise<QueueRunInfo> {
  await checkReachable(opts.url);
  const run = randomUUID();
  const keys = runKeys(run);
  const log = opts.log ?? (() => {});
  const idleMs = (opts.idleSeconds ?? 120) * 1000;
  const size = opts.rangeSize ?? defaultRangeSize(job.games);
  const cmd = connect(opts.url);
  const blocking = connect(opts.url);
  // BullMQ leaves connections it is given open: they are closed below with the others.
  const queueConnection = connect(opts.url);
  const eventsConnection = connect(opts.url);
  const queue = new Queue(QUEUE_NAME, { connection: queueConnection });
  const events = new QueueEvents(QUEUE_NAME, { connection: eventsConnection });
  queue.on('error', () => {});
  events.on('error', () => {});
  const started = performance.now();
  const jobIds: string[] = [];
  const progress = new Map<string, number>();
  let refresh: NodeJS.Timeout | undefined;
  // The job without its local-only fields: workers play on their own machines and write nothing there.
  const remote: SimJob = {
    game: job.game,
    format: job.format,
    decks: job.decks,
    agents: job.agents,
    seed: job.seed,
    games: job.games,
  };

  try {
    await bounded(cmd.set(keys.alive, '1', 'EX', ALIVE_TTL), 'set up the run');
    refresh = setInterval(() => void cmd.expire(keys.alive, ALIVE_TTL).catch(() => {}), ALIVE_REFRESH_MS);

    const sizes = new Map<string, number>();
    events.on('progress', ({ jobId, data }) => {
      if (!sizes.has(jobId) || typeof data !== 'number') return;
      // A retried range starts again from 0: keep its best figure, the bar never goes back.
      progress.set(jobId, Math.max(progress.get(jobId) ?? 0, Math.min(data, sizes.get(jobId)!)));
      opts.onProgress?.(sum(progress));
    });
    await bounded(events.waitUntilReady(), 'listen to the queue');
    const ranges: {
      name: string;
      data: RangeJobData;
      opts: { jobId: string; attempts: number; removeOnComplete: boolean; removeOnFail: boolean };
    }[] = [];
    for (let from = 0, k = 0; from < job.games; from += size, k++) {
      const to = Math.min(job.games, from + size);
      const jobId = `${run}-${k}`;
      jobIds.push(jobId);
      sizes.set(jobId, to - from);
      ranges.push({
        name: 'range',
        data: { v: QUEUE_PROTOCOL, engine: ENGINE_VERSION, run, job: remote, from, to },
        // A thrown error other than a game's own (Redis trouble) is retried; a game's failure is final.
        opts: { jobId, attempts: 3, removeOnComplete: true, removeOnFail: true },
      });
    }
    await bounded(queue.addBulk(ranges), 'add the jobs');
    if ((await bounded(queue.getWorkersCount(), 'count the workers')) === 0) {
      log(`waiting for workers: none is connected; start some with: arbiter worker --queue ${shownUrl(opts.url)}`);
    }

    const early = new Map<number, GameSummary>();
    const seen = new Uint8Array(job.games);
    let emitted = 0;
    let duplicates = 0;
    let firstGameAt = 0;
    let lastNews = performance.now();
    const workers = new Map<string, number>();
    while (emitted < job.games) {
      if (opts.signal?.aborted) throw new QueueError('the simulation was stopped');
      const popped = await bounded(
        blocking.blpop(keys.results, POLL_SECONDS),
        'read the results',
        POLL_SECONDS * 1000 + 10_000,
      );
      if (!popped) {
        if (performance.now() - lastNews > idleMs) {
          const connected = await bounded(queue.getWorkersCount(), 'count the workers').catch(() => '?');
          throw new QueueError(
            `no worker reported a game for ${idleMs / 1000} s (${emitted} of ${job.games} games done, ${connected} workers connected); ` +
              `start workers with: arbiter worker --queue ${shownUrl(opts.url)}`,
          );
        }
        continue;
      }
      const batch = checkResultBatch(popped[1], run, job.games);
      if (typeof batch === 'string') throw new QueueError(`the queue sent ${batch}`);
      if ('error' in batch) throw new QueueError(batch.error);
      lastNews = performance.now();
      if (!firstGameAt) firstGameAt = lastNews;
      workers.set(batch.worker, batch.threads);
      for (const g of batch.games) {
        if (seen[g.i]) {
          duplicates++;
          continue;
        }
        seen[g.i] = 1;
        early.set(g.i, g);
      }
      for (let g = early.get(emitted); g; g = early.get(emitted)) {
        early.delete(emitted++);
        opts.onGame(g);
      }
    }
    if (duplicates) log(`dropped ${duplicates} game${duplicates === 1 ? '' : 's'} reported twice (ranges retried)`);
    opts.onProgress?.(job.games);
    return {
      startSeconds: firstGameAt ? (firstGameAt - started) / 1000 : 0,
      threads: sum(workers),
      duplicates,
    };
  } finally {
    clearInterval(refresh);
    // Whatever happened, leave nothing behind: workers skip the ranges of a run whose key is gone.
    await bounded(
      Promise.all([cmd.del(keys.alive, keys.results), ...jobIds.map((id) => queue.remove(id).catch(() => 0))]),
      'clean up',
    ).catch(() => {});
    await bounded(Promise.all([queue.close(), events.close()]), 'close the queue').catch(() => {});
    for (const c of [cmd, blocking, queueConnection, eventsConnection]) c.disconnect();
  }
}

function sum(m: Map<string, number>): number {
  let n = 0;
  for (const v of m.values()) n += v;
  return n;
}

/** `p`, or a clear error when Redis has not answered within `ms` (it went away mid-run). */
async function bounded<T>(p: Promise<T>, what: string, ms = 10_000): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      p,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new QueueError(`Redis did not answer within ${ms / 1000} s (to ${what})`)), ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}
