// Simulation jobs over real HTTP (POST /api/sim, GET /api/sim/:id): a job plays the same games and gives
// the same report as `arbiter sim` (playSimGame + aggregate, here in the test's own thread), with built-in
// decks or pasted lists, on one worker thread or several; bad requests are refused with a clear 400 and
// create no job; jobs run one at a time, the others queued with their position; finished jobs are kept
// only a while.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogOf } from '../../src/games/catalog.ts';
import { deckById } from '../../src/games/vanguard/cards/cardPool.ts';
import { type RunningServer, startServer } from '../../src/server/app.ts';
import { ONE_ADDRESS_MANY_CLIENTS } from '../../src/server/limits.ts';
import type { SimStatus } from '../../src/server/protocol.ts';
import { playSimGame, type SimJob } from '../../src/sim/game.ts';
import { aggregate, type ReportInput } from '../../src/sim/stats.ts';
import { api } from './wsClient.ts';

let server: RunningServer;

beforeAll(async () => {
  server = await startServer({
    port: 0,
    database: ':memory:',
    quiet: true,
    aiDelayMs: 0,
    webRoot: '/nonexistent',
    limits: ONE_ADDRESS_MANY_CLIENTS,
    sim: { perIp: 0 },
  });
});

afterAll(async () => {
  await server.close();
});

async function submit(url: string, body: unknown): Promise<string> {
  const r = await api<{ id: string }>(url, 'POST', '/api/sim', body);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.id;
}

async function status(url: string, id: string): Promise<SimStatus> {
  const r = await api<SimStatus>(url, 'GET', `/api/sim/${id}`);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body;
}

async function finished(url: string, id: string, timeoutMs = 90_000): Promise<SimStatus> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const s = await status(url, id);
    if (s.state === 'done' || s.state === 'failed') return s;
    if (Date.now() > until) throw new Error(`job ${id} still ${s.state} (${s.done}/${s.total})`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** What `arbiter sim` computes for the same job, played here in the test's thread. */
function expected(input: ReportInput, games: number) {
  const job: SimJob = {
    game: input.game,
    format: input.format,
    decks: [
      { name: input.decks[0].id, cards: input.decks[0].cards },
      { name: input.decks[1].id, cards: input.decks[1].cards },
    ],
    agents: input.agents,
    seed: input.seed,
    games,
    log: true,
  };
  return aggregate(
    input,
    Array.from({ length: games }, (_, i) => playSimGame(job, i)),
  );
}

function builtIn(game: string, id: string) {
  const d = catalogOf(game)!.deck(id)!;
  return { id: d.id, name: d.name, cards: d.spec.cards };
}

const td03Text = deckById('VG-TD03')!
  .cards.map((c) => `${c.count} ${c.code}`)
  .join('\n');

describe('simulation jobs over HTTP', () => {
  it('runs a job to done with the report aggregate gives for the same games, and its timing', async () => {
    const body = {
      game: 'vanguard',
      decks: ['VG-TD01', 'VG-TD02'],
      agents: ['random', 'heuristic'],
      games: 8,
      seed: 40,
    };
    const id = await submit(server.url, body);
    const s = await finished(server.url, id);
    expect(s).toMatchObject({ id, state: 'done', done: 8, total: 8 });
    expect(s.error).toBeUndefined();
    const want = expected(
      {
        game: 'vanguard',
        format: 'cr201',
        seed: 40,
        decks: [builtIn('vanguard', 'VG-TD01'), builtIn('vanguard', 'VG-TD02')],
        agents: ['random', 'heuristic'],
      },
      8,
    );
    expect(s.report).toEqual(want);
    expect(s.timing).toMatchObject({ workers: 1, seconds: expect.any(Number), gamesPerSecond: expect.any(Number) });
    // The job stays readable once finished.
    expect((await status(server.url, id)).report).toEqual(want);
  });

  it('takes a pasted deck list and a format, as the lobby does, and names the pasted deck in the report', async () => {
    const body = {
      game: 'vanguard',
      format: 'cr110',
      decks: ['VG-TD01', { text: td03Text }],
      agents: ['random', 'random'],
      games: 4,
      seed: 7,
    };
    const s = await finished(server.url, await submit(server.url, body));
    expect(s.state).toBe('done');
    const pasted = catalogOf('vanguard')!.checkDeckList(td03Text, 'cr110');
    expect(pasted.errors).toEqual([]);
    const want = expected(
      {
        game: 'vanguard',
        format: 'cr110',
        seed: 7,
        decks: [builtIn('vanguard', 'VG-TD01'), { id: 'pasted B', name: 'pasted deck list', cards: pasted.cards }],
        agents: ['random', 'random'],
      },
      4,
    );
    expect(s.report).toEqual(want);
    expect(s.report!.decks).toEqual(['VG-TD01', 'pasted B']);
  });

  it('gives the same report for the Dragon Ball game on two worker threads as in this thread', async () => {
    const multi = await startServer({
      port: 0,
      quiet: true,
      webRoot: '/nonexistent',
      sim: { workers: 2, perIp: 0 },
      limits: ONE_ADDRESS_MANY_CLIENTS,
    });
    try {
      const body = {
        game: 'dbs',
        decks: ['DBS-SD01', 'DBS-S1-R-HIT'],
        agents: ['heuristic', 'random'],
        games: 6,
        seed: 3,
      };
      const s = await finished(multi.url, await submit(multi.url, body));
      expect(s.state).toBe('done');
      expect(s.timing?.workers).toBe(2);
      const want = expected(
        {
          game: 'dbs',
          format: catalogOf('dbs')!.defaultFormat,
          seed: 3,
          decks: [builtIn('dbs', 'DBS-SD01'), builtIn('dbs', 'DBS-S1-R-HIT')],
          agents: ['heuristic', 'random'],
        },
        6,
      );
      expect(s.report).toEqual(want);
    } finally {
      await multi.close();
    }
  });

  it('refuses bad requests with a 400 and a clear message', async () => {
    const ok = { game: 'vanguard', decks: ['VG-TD01', 'VG-TD02'], agents: ['random', 'random'], games: 4 };
    const cases: [unknown, string, RegExp][] = [
      [{ ...ok, game: 'chess' }, 'bad-request', /game/],
      [{ ...ok, format: 'cr999' }, 'unknown-format', /unknown format "cr999" \(known: cr201, cr110, d\)/],
      [{ ...ok, decks: ['VG-TD01'] }, 'bad-request', /decks/],
      [{ ...ok, decks: ['VG-TD01', 'VG-TD99'] }, 'bad-deck', /deck B: unknown deck "VG-TD99"/],
      [{ ...ok, decks: [{ text: '4 Blaster Blade' }, 'VG-TD02'] }, 'bad-deck', /deck A: the deck list is not legal/],
      [{ ...ok, agents: ['random', 'grandmaster'] }, 'unknown-agent', /unknown agent "grandmaster" \(known: random/],
      [{ ...ok, games: 0 }, 'bad-request', /games/],
      [{ ...ok, games: 2.5 }, 'bad-request', /games/],
      [{ ...ok, games: 2001 }, 'too-many-games', /at most 2000 games/],
      [{ ...ok, agents: ['mcts-easy', 'random'], games: 21 }, 'too-many-games', /search agent.*at most 20 games/],
      [{ ...ok, seed: -1 }, 'bad-request', /seed/],
      [{ ...ok, seed: 0xffffffff, games: 2 }, 'bad-seed', /above 4294967295/],
      ['not json', 'bad-request', /./],
    ];
    for (const [body, code, message] of cases) {
      const r = await api<{ error: string; message: string }>(server.url, 'POST', '/api/sim', body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.error, JSON.stringify(r.body)).toBe(code);
      expect(r.body.message).toMatch(message);
    }
    // A pasted list's problems come with their line numbers, as from /api/deck/check.
    const bad = await api<{ errors: { line: number; message: string }[] }>(server.url, 'POST', '/api/sim', {
      ...ok,
      decks: ['VG-TD01', { text: '4 Blaster Blade\n4 No Such Card' }],
    });
    expect(bad.body.errors.some((e) => e.line === 2)).toBe(true);
    const missing = await api(server.url, 'GET', '/api/sim/nothing-here');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ error: 'no-such-sim' });
  });

  it('runs one job at a time: later ones wait with their position, then run in order; refused ones make no job', async () => {
    const s2 = await startServer({
      port: 0,
      quiet: true,
      webRoot: '/nonexistent',
      sim: { maxQueued: 2, keep: 3, perIp: 0 },
      limits: ONE_ADDRESS_MANY_CLIENTS,
    });
    try {
      const base = { game: 'vanguard', decks: ['VG-TD01', 'VG-TD02'], agents: ['random', 'random'], seed: 1 };
      const long = await submit(s2.url, { ...base, games: 400 });
      // Refused requests in between take no place in the queue.
      expect((await api(s2.url, 'POST', '/api/sim', { ...base, games: 0 })).status).toBe(400);
      const second = await submit(s2.url, { ...base, games: 2 });
      const third = await submit(s2.url, { ...base, games: 3 });
      const full = await api(s2.url, 'POST', '/api/sim', { ...base, games: 2 });
      expect(full.status).toBe(503);
      expect(full.body).toMatchObject({
        error: 'sim-busy',
        message: expect.stringMatching(/2 simulations are waiting/),
      });

      expect((await status(s2.url, long)).state).toMatch(/running|queued/);
      expect(await status(s2.url, second)).toMatchObject({ state: 'queued', position: 1, done: 0, total: 2 });
      expect(await status(s2.url, third)).toMatchObject({ state: 'queued', position: 2, done: 0, total: 3 });
      // Progress shows while the long job runs.
      const until = Date.now() + 60_000;
      let s = await status(s2.url, long);
      while (s.state !== 'done' && (s.done === 0 || s.done === s.total) && Date.now() < until) {
        await new Promise((r) => setTimeout(r, 50));
        s = await status(s2.url, long);
      }
      expect(s.state === 'running' && s.done > 0 && s.done < 400, `${s.state} ${s.done}`).toBe(true);
      expect((await status(s2.url, third)).state).toBe('queued');

      const d3 = await finished(s2.url, third, 120_000);
      expect(d3.state).toBe('done');
      expect((await status(s2.url, long)).state).toBe('done');
      expect((await status(s2.url, second)).state).toBe('done');

      // Only the last `keep` (3) finished jobs stay: one more pushes out the oldest (the long one).
      await finished(s2.url, await submit(s2.url, { ...base, games: 1 }));
      expect((await api(s2.url, 'GET', `/api/sim/${long}`)).status).toBe(404);
      expect((await status(s2.url, second)).state).toBe('done');
    } finally {
      await s2.close();
    }
  });

  it('stops a running job when the server closes', async () => {
    const s3 = await startServer({ port: 0, quiet: true, webRoot: '/nonexistent', limits: ONE_ADDRESS_MANY_CLIENTS });
    const body = { game: 'vanguard', decks: ['VG-TD01', 'VG-TD02'], agents: ['random', 'random'], games: 2000 };
    await submit(s3.url, body);
    await submit(s3.url, body);
    const started = Date.now();
    await s3.close();
    expect(Date.now() - started).toBeLessThan(5000);
  });
});
