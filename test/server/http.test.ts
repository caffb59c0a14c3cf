// The match server's HTTP routes: lobby metadata, the card list with rendered text, deck checks with
// line-numbered errors, room creation and joining with clear 4xx errors, game summaries, replays only
// of finished games, and the built client served with a single-page-app fallback.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentNames } from '../../src/ai/registry.ts';
import { deckById } from '../../src/games/vanguard/cards/cardPool.ts';
import { type RunningServer, startServer } from '../../src/server/app.ts';
import { ONE_ADDRESS_MANY_CLIENTS } from '../../src/server/limits.ts';
import { api, createGame } from './wsClient.ts';

let server: RunningServer;
let webRoot: string;

beforeAll(async () => {
  webRoot = mkdtempSync(join(tmpdir(), 'arbiter-web-'));
  writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>Arbiter</title>');
  writeFileSync(join(webRoot, 'app.js'), 'console.log(1)');
  server = await startServer({
    port: 0,
    database: ':memory:',
    quiet: true,
    aiDelayMs: 0,
    webRoot,
    limits: ONE_ADDRESS_MANY_CLIENTS,
  });
});

afterAll(async () => {
  await server.close();
  rmSync(webRoot, { recursive: true, force: true });
});

describe('match server HTTP routes', () => {
  it('GET /api/meta lists the game with its formats and built-in decks, and the AI agents', async () => {
    const r = await api<{
      games: {
        id: string;
        formats: { id: string; name: string }[];
        decks: { id: string }[];
        decksByFormat: Record<string, { id: string }[]>;
      }[];
      agents: string[];
    }>(server.url, 'GET', '/api/meta');
    expect(r.status).toBe(200);
    expect(r.body.games[0].id).toBe('vanguard');
    expect(r.body.games[0].formats.map((f) => f.id)).toEqual(['cr201', 'cr110', 'd']);
    expect(r.body.games[0].decks).toHaveLength(12);
    // The V-era trial decks are offered to the lobby like the others.
    expect(r.body.games[0].decks.slice(10).map((d) => d.id)).toEqual(['V-TD01', 'V-TD02']);
    expect(r.body.games[0].decks[0]).toEqual({ id: 'VG-TD01', name: expect.any(String) });
    // VGD 8.1.2: the D decks (with their ride decks) are offered in format d, where the lobby lists them.
    expect(r.body.games[0].decksByFormat.d.map((d) => d.id)).toEqual([
      'D-SD01',
      'D-SD02',
      'D-SD03',
      'D-SD04',
      'D-SD05',
      'D-LTD01',
    ]);
    expect(r.body.games[0].decksByFormat.cr201).toHaveLength(12);
    // Every game with a product is offered, Buddyfight too (issue 14), with its two formats and its built-in decks.
    expect(r.body.games.map((g) => g.id)).toEqual(['vanguard', 'dbs', 'buddyfight']);
    const bf = r.body.games[2];
    expect(bf.formats.map((f) => f.id)).toEqual(['standard', 'pre2018']);
    expect(bf.decks.map((d) => d.id)).toContain('BF-TD01');
    expect(r.body.agents).toEqual(agentNames());
  });

  it('GET /api/cards gives every card with its stats and the text rendered from its ability tree', async () => {
    const r = await api<Record<string, { name: string; grade: number; power: number; text: string; trigger: unknown }>>(
      server.url,
      'GET',
      '/api/cards?game=vanguard',
    );
    expect(r.status).toBe(200);
    const blaster = Object.values(r.body).find((c) => c.name === 'Blaster Blade')!;
    expect(blaster).toMatchObject({ grade: 2, power: 9000, critical: 1, clan: 'Royal Paladin', trigger: null });
    expect(blaster.text).toMatch(/\[AUTO\]/);
    expect(Object.keys(r.body).length).toBeGreaterThan(100);
    expect((await api(server.url, 'GET', '/api/cards?game=chess')).status).toBe(400);
  });

  it('POST /api/deck/check accepts a legal list and gives line-numbered errors for a bad one', async () => {
    const text = deckById('VG-TD03')!
      .cards.map((c) => `${c.count} ${c.code}`)
      .join('\n');
    const good = await api(server.url, 'POST', '/api/deck/check', { game: 'vanguard', text });
    expect(good).toMatchObject({ status: 200, body: { ok: true, cards: 50 } });
    const bad = await api<{ ok: boolean; errors: { line: number; message: string }[] }>(
      server.url,
      'POST',
      '/api/deck/check',
      {
        game: 'vanguard',
        format: 'cr110',
        text: '4 Blaster Blade\nfour Wingal\n4 Blaster Blaed',
      },
    );
    expect(bad.status).toBe(200);
    expect(bad.body.ok).toBe(false);
    // Every problem at once: the unreadable lines, then the deck rules on the lines read (deck-wide: line 0).
    expect(bad.body.errors.map((e) => e.line)).toEqual([2, 3, 0, 0]);
    expect(bad.body.errors[2].message).toMatch(/^deck has 4 cards; .*counting only the lines that could be read/);
    expect(bad.body.errors[1].message).toMatch(/did you mean "Blaster Blade"/);
    const badFormat = await api(server.url, 'POST', '/api/deck/check', { game: 'vanguard', format: 'cr999', text: '' });
    expect(badFormat).toMatchObject({ status: 400, body: { error: 'unknown-format' } });
  });

  it('POST /api/games refuses bad requests with 4xx { error, message } and stores nothing', async () => {
    const cases: [unknown, number, string][] = [
      [{ game: 'vanguard', deck: 'VG-TD99', opponent: { kind: 'human' } }, 400, 'bad-deck'],
      [{ game: 'vanguard', deck: { text: '4 Nobody' }, opponent: { kind: 'human' } }, 400, 'bad-deck'],
      [{ game: 'vanguard', deck: 'VG-TD01', opponent: { kind: 'ai', agent: 'deep-blue' } }, 400, 'unknown-agent'],
      [{ game: 'vanguard', deck: 'VG-TD01', opponent: { kind: 'ai', agent: 'random', deck: 'nope' } }, 400, 'bad-deck'],
      [{ game: 'vanguard', deck: 'VG-TD01', format: 'cr300', opponent: { kind: 'human' } }, 400, 'unknown-format'],
      [{ game: 'chess', deck: 'VG-TD01', opponent: { kind: 'human' } }, 400, 'bad-request'],
      [{ game: 'vanguard', deck: 'VG-TD01', opponent: { kind: 'human' }, seed: -1 }, 400, 'bad-request'],
      [{ game: 'vanguard', deck: 'VG-TD01', opponent: { kind: 'human' }, clockMinutes: 0 }, 400, 'bad-request'],
      ['{"game": "vanguard", ', 400, 'bad-request'],
    ];
    for (const [body, status, error] of cases) {
      const r = await api(server.url, 'POST', '/api/games', body);
      expect({ body, status: r.status, error: r.body.error }).toEqual({ body, status, error });
      expect(typeof r.body.message).toBe('string');
    }
    const withErrors = await api<{ errors: { line: number }[] }>(server.url, 'POST', '/api/games', {
      game: 'vanguard',
      deck: { text: '4 Blaster Blade\n4 Nobody' },
      opponent: { kind: 'human' },
    });
    expect(withErrors.body.errors).toEqual([
      { line: 2, message: expect.stringMatching(/unknown card/) },
      { line: 0, message: expect.stringMatching(/^deck has 4 cards/) },
      { line: 0, message: expect.stringMatching(/^deck has 0 cards with a trigger/) },
    ]);
    expect(server.rooms()).toBe(0);
  });

  it('POST /api/games/join refuses an unknown invite code and a bad deck; GET /api/games/:id and replay answer 404/409', async () => {
    expect(await api(server.url, 'POST', '/api/games/join', { inviteCode: 'ZZZZZZZZ', deck: 'VG-TD02' })).toMatchObject(
      {
        status: 404,
        body: { error: 'no-such-invite' },
      },
    );
    const g = await createGame(server.url, { opponent: { kind: 'human' } });
    expect(await api(server.url, 'POST', '/api/games/join', { inviteCode: g.inviteCode, deck: 'TD77' })).toMatchObject({
      status: 400,
      body: { error: 'bad-deck' },
    });
    // Still waiting for a (valid) second player.
    expect((await api(server.url, 'GET', `/api/games/${g.gameId}`)).body).toMatchObject({
      status: 'waiting',
      result: null,
      seats: [
        { kind: 'human', connected: false },
        { kind: 'human', connected: false },
      ],
      // "Your games" reads the decks and the length: the second seat has no deck yet, nothing was played.
      decks: ['VG-TD01', null],
      length: { turns: 0, answers: 0 },
    });
    expect((await api(server.url, 'GET', '/api/games/nope')).status).toBe(404);
    expect(await api(server.url, 'GET', `/api/games/${g.gameId}/replay?seat=0`)).toMatchObject({
      status: 409,
      body: { error: 'not-finished' },
    });
    expect((await api(server.url, 'GET', `/api/games/${g.gameId}/replay?seat=2`)).status).toBe(400);
    expect((await api(server.url, 'GET', '/api/games/nope/replay?seat=0')).status).toBe(404);
  });

  it('serves the built client at /, its files, and index.html for unknown non-API paths; unknown API paths are JSON 404s', async () => {
    const root = await fetch(`${server.url}/`);
    expect(root.status).toBe(200);
    expect(await root.text()).toMatch(/<title>Arbiter/);
    expect(await (await fetch(`${server.url}/app.js`)).text()).toBe('console.log(1)');
    const spa = await fetch(`${server.url}/some/deep/link?join=ABC`);
    expect(spa.status).toBe(200);
    expect(await spa.text()).toMatch(/<title>Arbiter/);
    expect(await api(server.url, 'GET', '/api/nothing')).toMatchObject({ status: 404, body: { error: 'not-found' } });
  });
});
