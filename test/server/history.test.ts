// A player's history over HTTP (issue 17, src/server/history.ts): POST /api/games/history names games with their seat
// tokens and lists those the tokens open, from the seat's side — game, format, decks, opponent, result and length —
// for a live game and for one read back from the database after a restart (SQLite, and PostgreSQL when
// ARBITER_TEST_PG_URL is set). A wrong token and an unknown id answer alike; malformed requests are refused.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../../src/server/app.ts';
import { MAX_HISTORY_GAMES } from '../../src/server/history.ts';
import { ONE_ADDRESS_MANY_CLIENTS } from '../../src/server/limits.ts';
import { api, createGame, joinGame, type Msg, TestClient } from './wsClient.ts';

const PG_URL = process.env.ARBITER_TEST_PG_URL;
const clients: TestClient[] = [];

function start(database: string): Promise<RunningServer> {
  return startServer({
    port: 0,
    database,
    quiet: true,
    aiDelayMs: 0,
    webRoot: '/nonexistent',
    limits: ONE_ADDRESS_MANY_CLIENTS,
  });
}

interface Entry {
  id: string;
  seat?: 0 | 1;
  missing?: true;
  game?: string;
  format?: string;
  status?: string;
  result?: { winner: 0 | 1 | 'draw' | null; reason: string } | null;
  decks?: [string | null, string | null];
  opponent?: { kind: string; agent?: string };
  turns?: number | null;
  createdAt?: string;
}

async function history(s: RunningServer, games: { id: string; token: string }[]): Promise<Entry[]> {
  const r = await api<{ games: Entry[] }>(s.url, 'POST', '/api/games/history', { games });
  expect(r.status).toBe(200);
  return r.body.games;
}

/** Seat 1 of a game between people concedes once both have a state: seat 0 wins. */
async function concededGame(s: RunningServer) {
  const a = await createGame(s.url, { game: 'vanguard', deck: 'VG-TD01', opponent: { kind: 'human' } });
  const b = await joinGame(s.url, a.inviteCode!, 'VG-TD02');
  const c = await TestClient.hello(s.url, b.gameId, b.token);
  clients.push(c);
  await c.waitFor((m: Msg) => m.type === 'state', 0, 'a state');
  c.send({ type: 'concede' });
  await c.finished();
  await c.close();
  return { a, b };
}

/** The whole story on one database: a finished game from both seats, an AI game, refusals, then a restart. */
async function historyOn(database: string): Promise<void> {
  let s = await start(database);
  try {
    const { a, b } = await concededGame(s);
    const ai = await createGame(s.url, {
      game: 'dbs',
      deck: 'DBS-SD01',
      opponent: { kind: 'ai', agent: 'random', deck: 'DBS-S1-G-BROLY' },
      seed: 7,
    });
    const games = [
      { id: a.gameId, token: a.token },
      { id: b.gameId, token: b.token },
      { id: ai.gameId, token: ai.token },
      { id: a.gameId, token: a.token }, // the same pair again: listed once
      { id: a.gameId, token: `${a.token.slice(0, -1)}${a.token.endsWith('A') ? 'B' : 'A'}` }, // a wrong token
      { id: 'no-such-game', token: a.token },
    ];
    const check = (list: Entry[], live: boolean) => {
      expect(list).toHaveLength(5);
      const [mine, theirs, vsAi, wrongToken, unknown] = list;
      expect(mine).toMatchObject({
        id: a.gameId,
        seat: 0,
        game: 'vanguard',
        format: 'cr201',
        status: 'finished',
        decks: ['VG-TD01', 'VG-TD02'],
        opponent: { kind: 'human' },
      });
      expect(mine.result?.winner).toBe(0);
      expect(typeof mine.turns).toBe('number');
      // The same game from the other seat: seat 1, whose opponent is seat 0.
      expect(theirs).toMatchObject({ id: b.gameId, seat: 1, decks: ['VG-TD01', 'VG-TD02'] });
      expect(theirs.result?.winner).toBe(0);
      expect(vsAi).toMatchObject({
        id: ai.gameId,
        seat: 0,
        game: 'dbs',
        decks: ['DBS-SD01', 'DBS-S1-G-BROLY'],
        opponent: { kind: 'ai', agent: 'random' },
      });
      if (!live) expect(mine.createdAt).toMatch(/^\d{4}-\d\d-\d\d/);
      // A wrong token says nothing about the game: the same answer as an id that does not exist.
      expect(wrongToken).toEqual({ id: a.gameId, missing: true });
      expect(unknown).toEqual({ id: 'no-such-game', missing: true });
    };
    check(await history(s, games), true);

    // Read back from the database after a restart (the AI game resumes, the finished one is only stored).
    await s.close();
    s = await start(database);
    check(await history(s, games), false);
  } finally {
    await s.close();
  }
}

afterAll(async () => {
  await Promise.all(clients.map((c) => c.close()));
});

describe('POST /api/games/history (issue 17: your history)', () => {
  it('SQLite: lists the games the tokens open, from each seat, live and after a restart', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'arbiter-history-'));
    try {
      await historyOn(join(dir, 'history.sqlite'));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses malformed requests with a clear error', async () => {
    const s = await start(':memory:');
    try {
      const bad = async (body: unknown, where: RegExp) => {
        const r = await api<{ error: string; message: string }>(s.url, 'POST', '/api/games/history', body);
        expect(r.status).toBe(400);
        expect(r.body.error).toBe('bad-request');
        expect(r.body.message).toMatch(where);
      };
      await bad({}, /games/);
      await bad({ games: 'all' }, /games/);
      await bad({ games: [{ id: 'x' }] }, /token/);
      await bad({ games: [{ id: 'x', token: 't', extra: 1 }] }, /extra|unrecognized/i);
      const many = Array.from({ length: MAX_HISTORY_GAMES + 1 }, (_, i) => ({ id: `g${i}`, token: 't' }));
      await bad({ games: many }, /games/);
      // Positive control: an empty list is a valid request with an empty answer.
      expect(await history(s, [])).toEqual([]);
    } finally {
      await s.close();
    }
  });

  describe.skipIf(!PG_URL)('PostgreSQL (skipped: set ARBITER_TEST_PG_URL to run)', () => {
    it('PostgreSQL: lists the games the tokens open, live and after a restart', async () => {
      const schema = `arbiter_history_${process.pid}_${Date.now()}`;
      const admin = new pg.Client({ connectionString: PG_URL });
      await admin.connect();
      try {
        await historyOn(`${PG_URL}${PG_URL!.includes('?') ? '&' : '?'}schema=${schema}`);
      } finally {
        await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
        await admin.end();
      }
    });
  });
});
