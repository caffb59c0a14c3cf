// What the simulation queue's two sides share (`arbiter sim --queue`, src/sim/queueRun.ts, and
// `arbiter worker`, src/sim/queueWorker.ts): the Redis URL, the BullMQ queue's name, the Redis keys of a
// run, and the shape of a range job and of a batch of results, checked when read (Redis is shared: what
// comes out of it is untrusted input). A run is one `arbiter sim --queue` invocation; it is split into
// range jobs [from, to) of game indices; workers send back each game's summary (src/sim/summary.ts) on
// the run's results list, and the run merges them by game index.
import type { GameSummary } from './summary.ts';
import type { SimJob } from './game.ts';

/** The BullMQ queue every Arbiter simulation uses (its keys are `bull:arbiter-sim:…`). */
export const QUEUE_NAME = 'arbiter-sim';

/** The version of the job and result shapes below; a job of another version is refused. */
export const QUEUE_PROTOCOL = 1;

/** A user-facing failure of the queue (bad URL, unreachable Redis, a failed range…): one clear line. */
export class QueueError extends Error {
  override name = 'QueueError';
}

/** One BullMQ job: games `from` … `to - 1` of run `run`. */
export interface RangeJobData {
  v: number;
  /** The engine version of the run's coordinator: a worker with another version refuses the job. */
  engine: string;
  run: string;
  job: SimJob;
  from: number;
  to: number;
}

/** One entry of a run's results list: summaries of some games of a range, or the failure of one. */
export type ResultBatch =
  | { run: string; worker: string; threads: number; games: GameSummary[] }
  | { run: string; worker: string; error: string };

/**
 * The run's keys. `alive` exists while the run's coordinator waits (it refreshes the key's expiry):
 * a worker skips a range of a run whose key is gone (its coordinator finished, failed or was killed).
 */
export function runKeys(run: string): { alive: string; results: string } {
  return { alive: `arbiter:sim:${run}:alive`, results: `arbiter:sim:${run}:results` };
}

/** A run's id: letters, digits and dashes (it goes into Redis keys and BullMQ job ids, which forbid `:`). */
export const RUN_ID = /^[A-Za-z0-9-]{1,64}$/;

/** The URL as the user may see it: without its password. */
export function shownUrl(url: URL): string {
  const u = new URL(url.href);
  if (u.password) u.password = '***';
  return u.href.replace(/\/$/, '');
}

/** `redis://[user:password@]HOST[:PORT][/DB]` (or `rediss://` for TLS), checked. */
export function parseQueueUrl(text: string): URL {
  const hint = 'a Redis URL such as redis://HOST:6379';
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new QueueError(`--queue takes ${hint}, got "${text}"`);
  }
  if (url.protocol !== 'redis:' && url.protocol !== 'rediss:') {
    throw new QueueError(`--queue takes ${hint} (redis:// or rediss://), got "${text}"`);
  }
  if (!url.hostname) throw new QueueError(`--queue takes ${hint}: the host is missing in "${text}"`);
  if (url.pathname !== '' && url.pathname !== '/' && !/^\/\d{1,2}$/.test(url.pathname)) {
    throw new QueueError(`--queue: the path of a Redis URL is a database number (/0 … /15), got "${url.pathname}"`);
  }
  if (url.search || url.hash) throw new QueueError(`--queue: a Redis URL takes no query or fragment, got "${text}"`);
  return url;
}

const isInt = (x: unknown): x is number => typeof x === 'number' && Number.isSafeInteger(x);

/** The job's data, checked; a message saying what is wrong otherwise. */
export function checkRangeJob(data: unknown): RangeJobData | string {
  const d = data as Partial<RangeJobData> | null;
  if (typeof d !== 'object' || d === null || d.v === undefined || d.job === undefined) {
    return 'not an Arbiter simulation job';
  }
  if (d.v !== QUEUE_PROTOCOL) return `a job of queue protocol ${String(d.v)}, this worker speaks ${QUEUE_PROTOCOL}`;
  if (typeof d.run !== 'string' || !RUN_ID.test(d.run)) return 'a job without a valid run id';
  if (typeof d.engine !== 'string') return 'a job without an engine version';
  const j = d.job as Partial<SimJob> | null;
  if (
    typeof j !== 'object' ||
    j === null ||
    typeof j.game !== 'string' ||
    typeof j.format !== 'string' ||
    !Array.isArray(j.decks) ||
    j.decks.length !== 2 ||
    !Array.isArray(j.agents) ||
    j.agents.length !== 2 ||
    !j.agents.every((a) => typeof a === 'string') ||
    !isInt(j.seed) ||
    !isInt(j.games) ||
    j.games < 1
  ) {
    return 'a job whose simulation is malformed';
  }
  if (!isInt(d.from) || !isInt(d.to) || d.from < 0 || d.from >= d.to || d.to > j.games) {
    return 'a job whose game range is malformed';
  }
  return d as RangeJobData;
}

/** A results-list entry, checked against the run that reads it; a message saying what is wrong otherwise. */
export function checkResultBatch(text: string, run: string, games: number): ResultBatch | string {
  let b: Partial<{ run: string; worker: string; threads: number; games: GameSummary[]; error: string }>;
  try {
    b = JSON.parse(text) as typeof b;
  } catch {
    return 'a result that is not JSON';
  }
  if (typeof b !== 'object' || b === null) return 'a result that is not an object';
  if (b.run !== run) return `a result of another run (${String(b.run)})`;
  const worker = typeof b.worker === 'string' ? b.worker : '?';
  if (typeof b.error === 'string') return { run, worker, error: b.error };
  if (!Array.isArray(b.games) || !isInt(b.threads)) return `a malformed result from worker ${worker}`;
  for (const g of b.games) {
    if (typeof g !== 'object' || g === null || !isInt(g.i) || g.i < 0 || g.i >= games || !Array.isArray(g.decks)) {
      return `a malformed game summary from worker ${worker}`;
    }
  }
  return { run, worker, threads: b.threads, games: b.games };
}
