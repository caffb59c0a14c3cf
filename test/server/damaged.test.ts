// A damaged database does not stop the server: games are stored on SQLite (and, when ARBITER_TEST_PG_URL
// is set, on PostgreSQL in a fresh schema), the server is stopped, rows are damaged behind its back (bad
// JSON, a missing field, an answer that no longer replays, a missing answer), and a new server on the same
// database starts, resumes the intact games, logs one clear line per lost game and a summary, and marks the
// lost ones unrecoverable: a status the API reports, a hello refuses, and the next start does not retry.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { type RunningServer } from '../../src/server/app.ts';
import { api, createGame, type Created, serverRig, TestClient } from './wsClient.ts';

const PG_URL = process.env.ARBITER_TEST_PG_URL;
const rig = serverRig();
afterAll(() => rig.closeAll());

/** Runs one SQL statement with positional parameters (`?`) against the damaged database. */
type Sql = (text: string, params: unknown[]) => Promise<void>;

const vsAi = (seed: number) => ({ opponent: { kind: 'ai', agent: 'random' }, seed });

async function playSome(s: RunningServer, g: Created, answers: number): Promise<void> {
  const c = await TestClient.hello(s.url, g.gameId, g.token);
  c.play(0, 7, answers);
  await c.reached(answers);
  await c.close();
}

async function damageAndRestart(database: string, sql: Sql): Promise<void> {
  const first = await rig.server({ database, graceMs: 600_000 });
  const games = {
    intact: await createGame(first.url, vsAi(1)),
    badJson: await createGame(first.url, vsAi(2)),
    badSeats: await createGame(first.url, vsAi(3)),
    refusedAnswer: await createGame(first.url, vsAi(4)),
    missingAnswer: await createGame(first.url, vsAi(5)),
    badAnswerJson: await createGame(first.url, vsAi(6)),
    waiting: await createGame(first.url, { opponent: { kind: 'human' } }),
  };
  for (const k of ['intact', 'badJson', 'badSeats', 'refusedAnswer', 'missingAnswer', 'badAnswerJson'] as const)
    await playSome(first, games[k], 6);
  await first.close();

  await sql('UPDATE arbiter_games SET setup = ? WHERE id = ?', ['{"seed": 1, "decks": [', games.badJson.gameId]);
  await sql('UPDATE arbiter_games SET seats = ? WHERE id = ?', ['{"nope": true}', games.badSeats.gameId]);
  await sql('UPDATE arbiter_answers SET answer = ? WHERE game_id = ? AND seq = 3', [
    '{"t":"no-such-answer"}',
    games.refusedAnswer.gameId,
  ]);
  await sql('DELETE FROM arbiter_answers WHERE game_id = ? AND seq = 2', [games.missingAnswer.gameId]);
  await sql('UPDATE arbiter_answers SET answer = ? WHERE game_id = ? AND seq = 1', [
    'garbage',
    games.badAnswerJson.gameId,
  ]);

  const logs: string[] = [];
  const second = await rig.server({ database, graceMs: 600_000, log: (m) => logs.push(m) });
  const lost = [games.badJson, games.badSeats, games.refusedAnswer, games.missingAnswer, games.badAnswerJson];
  for (const g of lost) {
    expect(logs.some((l) => l.startsWith(`game ${g.gameId}: unrecoverable`))).toBe(true);
    const info = await api(second.url, 'GET', `/api/games/${g.gameId}`);
    expect(info.status).toBe(200);
    expect(info.body).toMatchObject({ status: 'unrecoverable', result: { winner: null, forfeit: 'unrecoverable' } });
    const c = await TestClient.open(second.url);
    const reply = await c.request({ type: 'hello', gameId: g.gameId, token: g.token }, (m) => m.type === 'error');
    expect(reply.code).toBe('unrecoverable');
    await c.close();
    expect((await api(second.url, 'GET', `/api/games/${g.gameId}/replay?seat=0`)).status).toBe(409);
  }
  expect(logs.find((l) => l.startsWith(`game ${games.badJson.gameId}`))).toMatch(/setup is not valid JSON/);
  expect(logs.find((l) => l.startsWith(`game ${games.badSeats.gameId}`))).toMatch(/seats/);
  expect(logs.find((l) => l.startsWith(`game ${games.refusedAnswer.gameId}`))).toMatch(/answer 4 of \d+ was refused/);
  expect(logs.find((l) => l.startsWith(`game ${games.missingAnswer.gameId}`))).toMatch(/answer 2 is missing/);
  expect(logs.find((l) => l.startsWith(`game ${games.badAnswerJson.gameId}`))).toMatch(/answer 1 is not valid JSON/);
  expect(logs).toContain('5 stored games could not be restored and are marked unrecoverable; 2 resumed');

  // The intact games go on: the one against the AI plays to its end, the waiting room still takes its guest.
  expect((await api(second.url, 'GET', `/api/games/${games.intact.gameId}`)).body).toMatchObject({ status: 'playing' });
  const me = await TestClient.hello(second.url, games.intact.gameId, games.intact.token);
  expect(me.lastState()!.seq).toBeGreaterThanOrEqual(6);
  me.play(0, 11);
  await me.finished();
  await me.close();
  const join = await api(second.url, 'POST', '/api/games/join', {
    inviteCode: games.waiting.inviteCode,
    deck: 'VG-TD02',
  });
  expect(join.status).toBe(200);
  await second.close();

  // Marked once: the next start resumes the started game and does not report the lost ones again.
  const thirdLogs: string[] = [];
  const third = await rig.server({ database, graceMs: 600_000, log: (m) => thirdLogs.push(m) });
  expect(thirdLogs.filter((l) => /unrecoverable/.test(l))).toEqual([]);
  expect((await api(third.url, 'GET', `/api/games/${games.badJson.gameId}`)).body).toMatchObject({
    status: 'unrecoverable',
  });
  await third.close();
}

describe('a damaged database', () => {
  it('SQLite: damaged rows and answers that no longer replay are marked unrecoverable; the rest resumes', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'arbiter-damaged-'));
    const file = join(dir, 'games.sqlite');
    try {
      await damageAndRestart(file, async (text, params) => {
        const db = new Database(file);
        try {
          db.prepare(text).run(...params);
        } finally {
          db.close();
        }
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  describe.skipIf(!PG_URL)('PostgreSQL (skipped: set ARBITER_TEST_PG_URL to run)', () => {
    it('PostgreSQL: damaged rows and answers that no longer replay are marked unrecoverable; the rest resumes', async () => {
      const schema = `arbiter_damaged_${process.pid}_${Date.now()}`;
      const admin = new pg.Client({ connectionString: PG_URL });
      await admin.connect();
      try {
        await damageAndRestart(
          `${PG_URL}${PG_URL!.includes('?') ? '&' : '?'}schema=${schema}`,
          async (text, params) => {
            let i = 0;
            const numbered = text.replace(/\?/g, () => `$${++i}`).replace(/arbiter_(games|answers)/g, `${schema}.$&`);
            await admin.query(numbered, params);
          },
        );
      } finally {
        await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
        await admin.end();
      }
    });
  });
});
