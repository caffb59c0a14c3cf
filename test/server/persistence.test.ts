// Persistence: `tsx src/server/main.ts` (as `node --import tsx`) runs as a child process on a temporary SQLite file (and, when
// ARBITER_TEST_PG_URL is set, on PostgreSQL in a fresh schema), games are played part-way over real
// WebSockets, the server is killed with SIGKILL mid-game and started again on the same database: every
// game resumes exactly where it was (same seq, same view JSON, clock kept), the seat tokens still open
// their seats, a waiting room's invite code still works, and the games are played to the end.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { api, createGame, joinGame, type Msg, TestClient, seatToken } from './wsClient.ts';

const REPO = join(import.meta.dirname, '..', '..');
const PG_URL = process.env.ARBITER_TEST_PG_URL;

interface Child {
  url: string;
  proc: ChildProcess;
  stderr: () => string;
}

const children: ChildProcess[] = [];

/** Every client of these tests comes from 127.0.0.1: the per-address limits are off (limits.ts). */
const ONE_ADDRESS = {
  ARBITER_ROOMS_PER_IP: '0',
  ARBITER_ROOMS_PER_IP_PER_MINUTE: '0',
  ARBITER_HTTP_RATE: '0',
  ARBITER_WS_RATE: '0',
  ARBITER_SOCKETS_PER_IP: '0',
};
const clients: TestClient[] = [];

function startChild(env: Record<string, string>): Promise<Child> {
  // `node --import tsx` rather than the tsx wrapper, so that the pid we kill is the server itself.
  const proc = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: REPO,
    env: {
      ...process.env,
      PORT: '0',
      ARBITER_AI_DELAY_MS: '0',
      DATABASE_URL: '',
      ARBITER_DB: '',
      ...ONE_ADDRESS,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(proc);
  let out = '';
  let err = '';
  proc.stderr!.on('data', (d) => (err += String(d)));
  return new Promise((resolve, reject) => {
    proc.stdout!.on('data', (d) => {
      out += String(d);
      const m = /Arbiter is running at (http:\/\/\S+)/.exec(out);
      if (m) resolve({ url: m[1].replace('//localhost:', '//127.0.0.1:'), proc, stderr: () => err });
    });
    proc.once('exit', (code) => reject(new Error(`server exited (${code}) before it was ready: ${err}`)));
  });
}

async function kill9(child: Child): Promise<void> {
  const exited = new Promise((r) => child.proc.once('exit', r));
  child.proc.kill('SIGKILL');
  await exited;
}

async function hello(url: string, gameId: string, token?: string): Promise<TestClient> {
  const c = await TestClient.hello(url, gameId, token);
  clients.push(c);
  return c;
}

afterAll(async () => {
  await Promise.all(clients.map((c) => c.close()));
  for (const p of children) if (p.exitCode === null && p.signalCode === null) p.kill('SIGKILL');
});

/** Wait until `c` has a state where its own seat decides at or after `seq`, with nothing further coming. */
function pausedAt(c: TestClient, seat: 0 | 1, seq: number): Promise<Msg> {
  return c.waitFor(
    (m) => m.type === 'state' && m.seq! >= seq && m.view!.decision?.seat === seat,
    0,
    `a decision of seat ${seat}`,
  );
}

async function killAndResume(env: Record<string, string>): Promise<void> {
  let server = await startChild(env);
  // Game 1: two people. Game 2: against the AI, with a chess clock. Game 3: still waiting for its second player.
  const g1 = await createGame(server.url, { opponent: { kind: 'human' } });
  const j1 = await joinGame(server.url, g1.inviteCode!);
  const g2 = await createGame(server.url, { opponent: { kind: 'ai', agent: 'heuristic' }, seed: 32, clockMinutes: 30 });
  const g3 = await createGame(server.url, { opponent: { kind: 'human' }, format: 'cr110' });
  const a = await hello(server.url, g1.gameId, g1.token);
  const b = await hello(server.url, g1.gameId, j1.token);
  const c = await hello(server.url, g2.gameId, g2.token);
  a.play(0, 1, 50);
  b.play(1, 2, 50);
  c.play(0, 3, 40);
  await Promise.all([a.reached(50), b.reached(50), pausedAt(c, 0, 40)]);
  const before = [a.lastState()!, b.lastState()!, c.lastState()!];
  expect(before[0].seq).toBe(50);

  await kill9(server);
  server = await startChild(env);
  expect(server.stderr()).toMatch(/resumed 3 unfinished games/);

  const a2 = await hello(server.url, g1.gameId, g1.token);
  const b2 = await hello(server.url, g1.gameId, j1.token);
  const c2 = await hello(server.url, g2.gameId, g2.token);
  const after = [a2.lastState()!, b2.lastState()!, c2.lastState()!];
  for (let i = 0; i < 3; i++) {
    expect(after[i].seq).toBe(before[i].seq);
    expect(JSON.stringify(after[i].view)).toBe(JSON.stringify(before[i].view));
  }
  // Clock time is kept (the downtime is charged to nobody).
  expect(after[2].clock![0]).toBeLessThanOrEqual(before[2].clock![0]);
  expect(after[2].clock![0]).toBeGreaterThan(before[2].clock![0] - 5_000);
  // The waiting room's invite code still works, and its game starts.
  const j3 = await joinGame(server.url, g3.inviteCode!);
  const d = await hello(server.url, g3.gameId, j3.token);
  expect(d.lastState()!.view!.decision).not.toBeNull();

  a2.play(0, 4);
  b2.play(1, 5);
  c2.play(0, 6);
  const ends = await Promise.all([a2.finished(), c2.finished()]);
  for (const [end, g] of [
    [ends[0], g1],
    [ends[1], g2],
  ] as const) {
    const info = await api(server.url, 'GET', `/api/games/${g.gameId}`);
    expect(info.body).toMatchObject({ status: 'finished', result: end.result });
    // "Your games": both decks, and the length re-run from the stored record after the restart.
    const body = info.body as unknown as { decks: unknown[]; length: { turns: number; answers: number } };
    expect(body.decks).toHaveLength(2);
    expect(body.decks.every((d) => typeof d === 'string')).toBe(true);
    expect(body.length).toEqual({ turns: (end.view as unknown as { turn: number }).turn, answers: end.seq });
    // The stored record replays to the same final view the seat saw live.
    const replay = await api<{ frames: { seq: number; view: unknown }[] }>(
      server.url,
      'GET',
      `/api/games/${g.gameId}/replay?seat=0`,
      undefined,
      seatToken(g.token),
    );
    expect(replay.body.frames.at(-1)).toMatchObject({ seq: end.seq, view: end.view });
  }
  await kill9(server);
}

// The two databases run side by side: most of the time is the child servers starting up.
describe.concurrent('match server persistence: kill -9 mid-game, restart, resume', () => {
  it('SQLite file: every game resumes exactly where it was, tokens still valid, and plays to the end', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'arbiter-db-'));
    try {
      await killAndResume({ ARBITER_DB: join(dir, 'games.sqlite') });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  describe.skipIf(!PG_URL)('PostgreSQL (skipped: set ARBITER_TEST_PG_URL to run)', () => {
    it('PostgreSQL (DATABASE_URL): every game resumes exactly where it was, tokens still valid, and plays to the end', async () => {
      const schema = `arbiter_test_${process.pid}_${Date.now()}`;
      try {
        await killAndResume({ DATABASE_URL: `${PG_URL}${PG_URL!.includes('?') ? '&' : '?'}schema=${schema}` });
      } finally {
        const admin = new pg.Client({ connectionString: PG_URL });
        await admin.connect();
        await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
        await admin.end();
      }
    });
  });
});

if (!PG_URL) {
  process.stderr.write('persistence.test.ts: PostgreSQL tests skipped — set ARBITER_TEST_PG_URL to run them\n');
}
