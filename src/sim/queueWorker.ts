// `arbiter worker`: a BullMQ worker that plays range jobs of simulation runs (src/sim/queue.ts). Each
// running job has a worker thread of its own (the simulator's thread, src/sim/worker.ts), so this
// process's event loop stays free to renew its job locks: a worker that is alive never looks stalled,
// and one killed mid-job (kill -9) stops renewing, so BullMQ's stalled-job check hands the range to
// another worker after `lockSeconds`. Summaries go to the run's results list as they are played, and
// the job's progress says how many of its games are done.
import { hostname } from 'node:os';
import { Worker as Thread } from 'node:worker_threads';
import { type Job, UnrecoverableError, Worker as BullWorker } from 'bullmq';
import { ENGINE_VERSION } from '../core/engine.ts';
import type { SimJob } from './game.ts';
import { SIM_THREAD_URL, SimGameError, type ToMain, type ToWorker } from './pool.ts';
import { checkRangeJob, QUEUE_NAME, type RangeJobData, type ResultBatch, runKeys, shownUrl } from './queue.ts';
import { checkReachable, connect } from './redisConnection.ts';
import type { GameSummary } from './summary.ts';

export interface QueueWorkerOptions {
  url: URL;
  /** Ranges played at once, each on a thread of its own. */
  concurrency: number;
  /**
   * How long a job stays claimed by a worker that stopped renewing its lock (killed, or cut off from
   * Redis) before the stalled-job check hands it to another worker. BullMQ's default is 30 s.
   */
  lockSeconds: number;
  /** One line per event worth telling (to stderr in the CLI). */
  log: (line: string) => void;
}

/** Push a batch only while the run's coordinator still waits (its `alive` key exists): 1 pushed, 0 not. */
const PUSH_IF_ALIVE = `if redis.call('exists', KEYS[1]) == 1 then redis.call('rpush', KEYS[2], ARGV[1]) return 1 end return 0`;

/** Send the games played so far at least this often (ms), so the run's progress and merging stay live. */
const FLUSH_MS = 200;

/** The run's coordinator is gone: the rest of the range is of no use. */
class RunGone extends Error {}

/** A simulator worker thread playing one range at a time. */
class GameThread {
  #thread = new Thread(SIM_THREAD_URL);
  #job: SimJob | null = null;
  #pending: { onGame: (g: GameSummary) => void; resolve: () => void; reject: (e: Error) => void } | null = null;

  constructor() {
    this.#listen();
  }

  #listen(): void {
    this.#thread.on('message', (m: ToMain) => {
      const p = this.#pending;
      if (!p || m.t === 'ready') return;
      if (m.t === 'game') p.onGame(m.summary);
      else if (m.t === 'idle') this.#settle(null);
      else this.#settle(new SimGameError(m.i, m.name, m.message, m.stack));
    });
    this.#thread.on('error', (err) => this.#settle(err));
    this.#thread.on('exit', (code) => this.#settle(new Error(`a game thread stopped (exit code ${code})`)));
  }

  #settle(err: Error | null): void {
    const p = this.#pending;
    this.#pending = null;
    if (!p) return;
    if (err) p.reject(err);
    else p.resolve();
  }

  play(job: SimJob, from: number, to: number, onGame: (g: GameSummary) => void): Promise<void> {
    return new Promise((resolve, reject) => {
      this.#pending = { onGame, resolve, reject };
      if (this.#job !== job) {
        this.#job = job;
        this.#thread.postMessage({ t: 'job', job } satisfies ToWorker);
      }
      this.#thread.postMessage({ t: 'run', from, to } satisfies ToWorker);
    });
  }

  /** Stop the range being played (a fresh thread takes this one's place). */
  async restart(): Promise<void> {
    this.#settle(new RunGone());
    const old = this.#thread;
    this.#thread = new Thread(SIM_THREAD_URL);
    this.#job = null;
    this.#listen();
    old.removeAllListeners();
    await old.terminate();
  }

  terminate(): Promise<number> {
    this.#thread.removeAllListeners();
    return this.#thread.terminate();
  }
}

export interface QueueWorker {
  /** Finish the running ranges, then stop; `force` leaves them to other workers (their locks expire). */
  close(force?: boolean): Promise<void>;
}

/** Connect (a clear error when Redis cannot be reached) and start taking range jobs. */
export async function startQueueWorker(opts: QueueWorkerOptions): Promise<QueueWorker> {
  await checkReachable(opts.url);
  const name = `${hostname()}:${process.pid}`;
  const push = connect(opts.url);
  const idle: GameThread[] = [];
  const threads: GameThread[] = [];
  let lastError = '';

  const playRange = async (job: Job, data: RangeJobData): Promise<number> => {
    const { run, from, to } = data;
    const keys = runKeys(run);
    if (!(await push.exists(keys.alive))) {
      opts.log(`skipping games ${from + 1}–${to} of run ${run}: its coordinator is gone`);
      return 0;
    }
    if (data.engine !== ENGINE_VERSION) {
      const error = `worker ${name} runs Arbiter engine ${ENGINE_VERSION}, the run needs ${data.engine}`;
      await push.eval(PUSH_IF_ALIVE, 2, keys.alive, keys.results, JSON.stringify({ run, worker: name, error }));
      throw new UnrecoverableError(error);
    }
    // Plain data only, and never a file on this machine: a job cannot ask a worker to write replays.
    const sim: SimJob = { ...data.job, log: false, saveReplays: undefined };
    opts.log(`playing games ${from + 1}–${to} of run ${run}`);
    let thread = idle.pop();
    if (!thread) {
      thread = new GameThread();
      threads.push(thread);
    }
    let batch: GameSummary[] = [];
    let done = 0;
    let flushing: Promise<void> = Promise.resolve();
    let gone = false;
    const flush = () => {
      if (batch.length === 0) return flushing;
      const games = batch;
      batch = [];
      const entry: ResultBatch = { run, worker: name, threads: opts.concurrency, games };
      flushing = flushing.then(async () => {
        const pushed = await push.eval(PUSH_IF_ALIVE, 2, keys.alive, keys.results, JSON.stringify(entry));
        if (pushed === 0) {
          gone = true;
          return;
        }
        done += games.length;
        await job.updateProgress(done);
      });
      return flushing;
    };
    const timer = setInterval(() => {
      void flush()
        .then(() => {
          if (gone) return thread.restart();
        })
        .catch(() => {});
    }, FLUSH_MS);
    try {
      await thread.play(sim, from, to, (g) => batch.push(g));
      await flush();
      if (gone) throw new RunGone();
    } catch (err) {
      if (gone || err instanceof RunGone) {
        opts.log(`stopped games ${from + 1}–${to} of run ${run}: its coordinator is gone`);
        return done;
      }
      // Anything but a game's own failure (Redis trouble, a thread that died): BullMQ retries the job.
      if (!(err instanceof SimGameError)) throw err;
      await flush().catch(() => {});
      const error = `${err.message} (seed ${sim.seed + err.game}), on worker ${name}`;
      await push.eval(PUSH_IF_ALIVE, 2, keys.alive, keys.results, JSON.stringify({ run, worker: name, error }));
      // A game is a pure function of its seed: playing it again would fail again.
      throw new UnrecoverableError(error);
    } finally {
      clearInterval(timer);
      // restart() keeps the GameThread (with a fresh thread inside): it is ready for the next range.
      idle.push(thread);
    }
    return done;
  };

  const bullConnection = connect(opts.url);
  const bull = new BullWorker(
    QUEUE_NAME,
    async (job: Job) => {
      const data = checkRangeJob(job.data);
      if (typeof data === 'string') {
        opts.log(`refused job ${job.id}: ${data}`);
        throw new UnrecoverableError(data);
      }
      return playRange(job, data);
    },
    {
      connection: bullConnection,
      concurrency: opts.concurrency,
      lockDuration: opts.lockSeconds * 1000,
      stalledInterval: opts.lockSeconds * 1000,
      // A job whose worker was killed is retried; only one stalled this often fails.
      maxStalledCount: 5,
    },
  );
  bull.on('error', (err) => {
    if (err.message !== lastError) opts.log(`Redis: ${err.message}`);
    lastError = err.message;
  });
  await bull.waitUntilReady();
  opts.log(
    `worker ${name}: ${opts.concurrency} thread${opts.concurrency === 1 ? '' : 's'} on ${shownUrl(opts.url)}, waiting for simulation jobs`,
  );

  return {
    async close(force = false) {
      await bull.close(force);
      await Promise.all(threads.map((t) => t.terminate()));
      push.disconnect();
      bullConnection.disconnect();
    },
  };
}
