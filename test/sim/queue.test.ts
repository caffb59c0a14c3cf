// Simulations on a real queue (issue 18): a real redis-server on a free loopback port, `arbiter worker`
// processes of the compiled CLI (bin/arbiter.js), `arbiter sim --queue`. The report equals a local run's
// (all but its timing line) even when a worker is killed with SIGKILL mid-range (BullMQ's stalled-job
// check hands the range on), a game reported twice is dropped, and bad URLs, an unreachable Redis, no
// workers and foreign jobs give clear errors within seconds. Skipped only when redis-server is missing
// (.ci/run installs it).
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Queue, Worker as BullWorker } from 'bullmq';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deckById, expandDeck } from '../../src/games/vanguard/cards/cardPool.ts';
import { playSimGame, type SimJob } from '../../src/sim/game.ts';
import { checkRangeJob, QUEUE_NAME, QueueError, runKeys } from '../../src/sim/queue.ts';
import { runSimOnQueue } from '../../src/sim/queueRun.ts';
import type { GameSummary } from '../../src/sim/summary.ts';
import { arbiterIn, BIN } from '../cli/arbiterProcess.ts';

function redisServerPath(): string | null {
  try {
    return execFileSync('sh', ['-c', 'command -v redis-server'], { encoding: 'utf8' }).trim() || null;
  } catch {
    return null;
  }
}
const REDIS_SERVER = redisServerPath();

const TMP = mkdtempSync(join(tmpdir(), 'arbiter-queue-'));
const arbiter = arbiterIn(TMP);

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.on('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until(what: string, ok: () => boolean | Promise<boolean>, ms = 20_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await ok())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}

/** An `arbiter worker` process with its stderr collected. */
interface WorkerProcess {
  child: ChildProcess;
  log: () => string;
  exited: Promise<number | null>;
}

function startWorker(url: string): WorkerProcess {
  const child = spawn(process.execPath, [BIN, 'worker', '--queue', url, '--concurrency', '1', '--lock-seconds', '2'], {
    cwd: TMP,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let err = '';
  child.stderr!.setEncoding('utf8').on('data', (d: string) => (err += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, log: () => err, exited };
}

/** The report without its last line (games per second, workers, seconds: the only part that varies). */
const withoutTiming = (out: string) => out.trimEnd().split('\n').slice(0, -1).join('\n');

describe.skipIf(!REDIS_SERVER)('simulation on a Redis queue (skipped: redis-server is not installed)', () => {
  let redis: ChildProcess;
  let url: string;
  let client: Redis;
  const workers: WorkerProcess[] = [];

  beforeAll(async () => {
    const port = await freePort();
    url = `redis://127.0.0.1:${port}`;
    redis = spawn(REDIS_SERVER!, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
      stdio: 'ignore',
    });
    client = new Redis(port, '127.0.0.1', { maxRetriesPerRequest: null, lazyConnect: true });
    client.on('error', () => {});
    await until('redis-server to answer', async () => {
      try {
        if (client.status !== 'ready') await client.connect();
        return (await client.ping()) === 'PONG';
      } catch {
        return false;
      }
    });
  });

  afterAll(async () => {
    for (const w of workers) w.child.kill('SIGKILL');
    client?.disconnect();
    redis?.kill('SIGKILL');
    rmSync(TMP, { recursive: true, force: true });
  });

  const deck = (id: string) => ({ name: id, cards: expandDeck(deckById(id)!) });
  const job: SimJob = {
    game: 'vanguard',
    format: 'cr201',
    decks: [deck('VG-TD01'), deck('VG-TD02')],
    agents: ['random', 'random'],
    seed: 11,
    games: 30,
  };

  it('refuses a bad URL and an unreachable Redis with a clear error, within seconds', async () => {
    const bad = await arbiter(['sim', 'vanguard', '--games', '4', '--queue', 'http://x:1']);
    expect(bad.code).toBe(2);
    expect(bad.err).toContain('--queue takes a Redis URL such as redis://HOST:6379');
    const noHost = await arbiter(['worker', '--queue', 'nonsense']);
    expect(noHost.code).toBe(2);
    expect(noHost.err).toContain('--queue takes a Redis URL');
    // A port nothing listens on: refused at once, not retried for ever.
    const closed = `redis://127.0.0.1:${await freePort()}`;
    const t0 = Date.now();
    for (const args of [
      ['sim', 'vanguard', '--games', '4', '--queue', closed],
      ['worker', '--queue', closed],
    ]) {
      const r = await arbiter(args);
      expect(r.code).toBe(2);
      expect(r.err).toContain(`cannot reach Redis at ${closed}`);
    }
    expect(Date.now() - t0).toBeLessThan(20_000);
    // Options that make no sense with a queue are refused before anything is queued.
    const workersToo = await arbiter(['sim', 'vanguard', '--workers', '2', '--queue', url]);
    expect(workersToo.err).toContain('--workers counts local threads');
    const rangeAlone = await arbiter(['sim', 'vanguard', '--range-size', '5']);
    expect(rangeAlone.err).toContain('--range-size and --queue-timeout go with --queue');
  });

  it('fails with a clear error when no worker takes the jobs, and leaves nothing queued', async () => {
    const r = await arbiter(['sim', 'vanguard', '--games', '4', '--queue', url, '--queue-timeout', '2']);
    expect(r.code).toBe(2);
    expect(r.err).toContain('waiting for workers: none is connected');
    expect(r.err).toContain('no worker reported a game for 2 s (0 of 4 games done, 0 workers connected)');
    const q = new Queue(QUEUE_NAME, { connection: client });
    expect(await q.getJobCounts('wait', 'active', 'delayed')).toEqual({ wait: 0, active: 0, delayed: 0 });
    expect(await client.keys('arbiter:sim:*')).toEqual([]);
    await q.close();
  });

  it('drops a game reported twice and merges by game index', async () => {
    // A stand-in worker that reports every game of its range twice, the second copy out of order.
    const fake = new BullWorker(
      QUEUE_NAME,
      async (j) => {
        const data = checkRangeJob(j.data);
        if (typeof data === 'string') throw new Error(data);
        const games: GameSummary[] = [];
        for (let i = data.from; i < data.to; i++) games.push(playSimGame(data.job, i));
        const entry = (g: GameSummary[]) => JSON.stringify({ run: data.run, worker: 'fake', threads: 1, games: g });
        await client.rpush(runKeys(data.run).results, entry(games), entry([...games].reverse()));
      },
      { connection: new Redis(url, { maxRetriesPerRequest: null }) },
    );
    try {
      const got: number[] = [];
      const info = await runSimOnQueue(job, {
        url: new URL(url),
        rangeSize: 7,
        onGame: (g) => got.push(g.i),
      });
      expect(got).toEqual([...Array(job.games).keys()]);
      // Every game came twice; the run ends as soon as it has every game, before reading the last copies.
      expect(info.duplicates).toBeGreaterThanOrEqual(job.games - 7);
    } finally {
      await fake.close(true);
    }
  });

  it('fails the run with a clear error on a result from another run', async () => {
    const liar = new BullWorker(
      QUEUE_NAME,
      async (j) => {
        const data = checkRangeJob(j.data);
        if (typeof data === 'string') throw new Error(data);
        await client.rpush(runKeys(data.run).results, JSON.stringify({ run: 'another-run', worker: 'x', games: [] }));
      },
      { connection: new Redis(url, { maxRetriesPerRequest: null }) },
    );
    try {
      await expect(runSimOnQueue(job, { url: new URL(url), onGame: () => {} })).rejects.toThrow(
        new QueueError('the queue sent a result of another run (another-run)'),
      );
    } finally {
      await liar.close(true);
    }
  });

  it('plays on two workers, one killed with SIGKILL mid-range, and prints the local report (all but timing)', async () => {
    workers.push(startWorker(url), startWorker(url));
    await until('both workers to connect', () => workers.every((w) => w.log().includes('waiting for simulation jobs')));

    // Jobs that are not a current run's: one that is no simulation at all, one of a run whose coordinator is gone.
    const q = new Queue(QUEUE_NAME, { connection: client });
    await q.add('junk', { hello: 'world' });
    await q.add('stale', { v: 1, engine: '0.1.0', run: 'gone-run', job, from: 0, to: 5 });
    await until('the foreign jobs to be handled', () => {
      const all = workers.map((w) => w.log()).join('');
      return all.includes('not an Arbiter simulation job') && all.includes('of run gone-run: its coordinator is gone');
    });
    await q.close();

    const args = ['sim', 'vanguard', '--games', '80', '--seed', '5', '--agents', 'heuristic', 'heuristic'];
    const queued = arbiter([...args, '--queue', url, '--range-size', '20']);
    // Kill the first worker once it has played part of a range (it sends games every 200 ms).
    const victim = workers[0];
    await until('the first worker to start a range', () =>
      /playing games \d+–\d+ of run [0-9a-f-]{36}/.test(victim.log()),
    );
    await sleep(400);
    const range = /playing games (\d+–\d+) of run [0-9a-f-]{36}/.exec(victim.log())![1];
    victim.child.kill('SIGKILL');
    const [remote, local] = await Promise.all([queued, arbiter(args)]);
    expect(remote.err).not.toContain('arbiter:');
    expect(remote.code).toBe(0);
    expect(local.code).toBe(0);
    expect(withoutTiming(remote.out)).toBe(withoutTiming(local.out));
    expect(remote.out).toMatch(/games\/second \(\d+ workers?, /);
    // The killed worker's range was played again by the other one.
    const survivor = workers[1].log();
    expect(survivor).toContain(`playing games ${range} of run`);
  });

  it('stops a worker cleanly on SIGTERM', async () => {
    const w = workers[1];
    w.child.kill('SIGTERM');
    expect(await w.exited).toBe(0);
    expect(w.log()).toContain('arbiter worker: stopped');
  });
});
