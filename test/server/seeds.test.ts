// Seeds over real HTTP (issue 19, "Done when" (iii)): between people the seed comes from the server's cryptographic
// source — a request naming one is refused and creates nothing — and no message or endpoint ever shows it; against
// the AI a seed (a number or 64 hex digits) may still be chosen and gives the same game every time.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import '../../src/index.ts';
import { type RunningServer, startServer } from '../../src/server/app.ts';
import { ONE_ADDRESS_MANY_CLIENTS } from '../../src/server/limits.ts';
import { storedSeed } from './hiddenCheck.ts';
import { api, createGame, joinGame, TestClient } from './wsClient.ts';

const dir = mkdtempSync(join(tmpdir(), 'arbiter-seeds-'));
const dbFile = join(dir, 'games.sqlite');
let server: RunningServer;

beforeAll(async () => {
  server = await startServer({
    port: 0,
    database: dbFile,
    quiet: true,
    aiDelayMs: 0,
    webRoot: '/nonexistent',
    limits: ONE_ADDRESS_MANY_CLIENTS,
  });
});

afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('match server: seeds (issue 19)', () => {
  it('refuses a seed chosen for a game against a person with 400 seed-not-allowed, and creates nothing', async () => {
    for (const seed of [7, 0, 'ab'.repeat(32)]) {
      const r = await api<{ error: string; message: string }>(server.url, 'POST', '/api/games', {
        game: 'vanguard',
        deck: 'VG-TD01',
        opponent: { kind: 'human' },
        seed,
      });
      expect(r.status).toBe(400);
      expect(r.body.error).toBe('seed-not-allowed');
      expect(r.body.message).toMatch(/only against the AI/);
    }
    const dbs = await api<{ error: string }>(server.url, 'POST', '/api/games', {
      game: 'dbs',
      deck: 'DBS-SD01',
      opponent: { kind: 'human' },
      seed: 1,
    });
    expect([dbs.status, dbs.body.error]).toEqual([400, 'seed-not-allowed']);
    expect(server.rooms()).toBe(0);
  });

  it('draws 256 random bits for a game between people and never sends them: not in game info, welcome, states or the replay', async () => {
    const g = await createGame(server.url, { opponent: { kind: 'human' } });
    const seed = storedSeed(dbFile, g.gameId);
    expect(seed).toMatch(/^[0-9a-f]{64}$/);
    const other = await createGame(server.url, { opponent: { kind: 'human' } });
    expect(storedSeed(dbFile, other.gameId)).not.toBe(seed);

    const p0 = await TestClient.hello(server.url, g.gameId, g.token);
    const j = await joinGame(server.url, g.inviteCode!, 'VG-TD02');
    const p1 = await TestClient.hello(server.url, g.gameId, j.token);
    const spec = await TestClient.hello(server.url, g.gameId);
    p0.play(0, 3);
    p1.play(1, 4);
    await Promise.all([p0.finished(), p1.finished(), spec.finished()]);
    const info = await api(server.url, 'GET', `/api/games/${g.gameId}`);
    const replays = await Promise.all(
      ['0', '1', 'spectator'].map((seat) => api(server.url, 'GET', `/api/games/${g.gameId}/replay?seat=${seat}`)),
    );
    const everything = [JSON.stringify(info.body), ...replays.map((r) => JSON.stringify(r.body))];
    for (const c of [p0, p1, spec]) everything.push(...c.raw);
    // Neither the seed nor any of its key words, nor the field itself, appears anywhere.
    const words = [seed as string, ...(seed as string).match(/.{8}/g)!];
    for (const text of everything) {
      expect(text).not.toMatch(/"seed"|"rng"/);
      for (const w of words) expect(text).not.toContain(w);
    }
  }, 60_000);

  it('keeps a chosen seed against the AI (a number or 64 hex digits): the same seed deals the same game', async () => {
    for (const seed of [42, '0f'.repeat(32)]) {
      const firstStates: string[] = [];
      for (let k = 0; k < 2; k++) {
        const g = await createGame(server.url, { opponent: { kind: 'ai', agent: 'random' }, seed });
        expect(storedSeed(dbFile, g.gameId)).toBe(seed);
        const me = await TestClient.hello(server.url, g.gameId, g.token);
        me.play(0, 1, 12);
        const later = await me.reached(12);
        // The same deal and the same AI moves: the same hand, field and events (by code; ids are keyed per seat).
        const v = later.view as { players: { hand: { code: string }[] }[] };
        firstStates.push(JSON.stringify([v.players[0].hand.map((c) => c.code), later.seq]));
        expect(v.players[0].hand.length).toBeGreaterThan(3);
        await me.close();
      }
      expect(firstStates[0]).toBe(firstStates[1]);
    }
    const bad = await api<{ error: string }>(server.url, 'POST', '/api/games', {
      game: 'vanguard',
      deck: 'VG-TD01',
      opponent: { kind: 'ai', agent: 'random' },
      seed: 'not hex',
    });
    expect([bad.status, bad.body.error]).toEqual([400, 'bad-request']);
  }, 60_000);
});
