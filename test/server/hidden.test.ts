// No hidden card ever reaches a client (Vanguard). Two bot clients play a seeded game over real
// WebSockets while a spectator watches; every message each of the three receives is recorded and checked
// by hiddenCheck.ts. Vanguard's hidden cards: both decks, the opponent's hand (both hands for a
// spectator) and a face-down first vanguard before Stand Up.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deckById, expandDeck } from '../../src/games/vanguard/cards/cardPool.ts';
import { CIRCLES, type VGState } from '../../src/games/vanguard/state.ts';
import '../../src/index.ts';
import { type RunningServer, startServer } from '../../src/server/app.ts';
import { ONE_ADDRESS_MANY_CLIENTS } from '../../src/server/limits.ts';
import { checkHiddenInformation, type Receiver, storedSeed } from './hiddenCheck.ts';
import { createGame, joinGame, TestClient } from './wsClient.ts';

// Between people the server draws the seed (issue 19); the check reads it from the server's database afterwards.
const dir = mkdtempSync(join(tmpdir(), 'arbiter-hidden-'));
const dbFile = join(dir, 'games.sqlite');
let server: RunningServer;
let clients: Record<'0' | '1' | 'spectator', TestClient>;
let gameId: string;

beforeAll(async () => {
  server = await startServer({
    port: 0,
    database: dbFile,
    quiet: true,
    aiDelayMs: 0,
    webRoot: '/nonexistent',
    limits: ONE_ADDRESS_MANY_CLIENTS,
  });
  const g = await createGame(server.url, { deck: 'VG-TD01', opponent: { kind: 'human' } });
  gameId = g.gameId;
  const p0 = await TestClient.hello(server.url, g.gameId, g.token);
  const j = await joinGame(server.url, g.inviteCode!, 'VG-TD02');
  const p1 = await TestClient.hello(server.url, g.gameId, j.token);
  const spec = await TestClient.hello(server.url, g.gameId);
  clients = { '0': p0, '1': p1, spectator: spec };
  p0.play(0, 11);
  p1.play(1, 12);
  await Promise.all([p0.finished(), p1.finished(), spec.finished()]);
}, 60_000);

afterAll(async () => {
  await Promise.all(Object.values(clients ?? {}).map((c) => c.close()));
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Ids of cards `who` may not see in `s` right now. */
function hiddenFrom(s: VGState, who: Receiver): Set<number> {
  const h = new Set<number>();
  for (const p of [0, 1] as const) {
    for (const c of s.players[p].deck) h.add(c.id);
    if (who === p) continue;
    for (const c of s.players[p].hand) h.add(c.id);
    // VG2 5.4.3: the first vanguard is placed face down and stays hidden from the opponent until Stand Up.
    if (s.phase === 'setup')
      for (const circle of CIRCLES) for (const c of s.players[p].field[circle]) if (!c.up) h.add(c.id);
  }
  return h;
}

/** Every card id in the state with its code (ids are never reused, so the map only grows). */
function recordCodes(s: VGState, codes: Map<number, string>): void {
  for (const p of s.players) {
    for (const zone of [p.deck, p.hand, p.drop, p.soul, p.damage, p.bind, p.trigger, p.removed, p.gzone]) {
      for (const c of zone) codes.set(c.id, c.code);
    }
    for (const circle of CIRCLES) for (const c of p.field[circle]) codes.set(c.id, c.code);
  }
}

describe('match server: hidden information over the wire', () => {
  it('the two players and the spectator each received a whole game, every state in order, with no error', () => {
    for (const c of Object.values(clients)) {
      expect(c.messages.filter((m) => m.type === 'error')).toEqual([]);
      const seqs = [...new Set(c.messages.filter((m) => m.type === 'state').map((m) => m.seq!))];
      expect(seqs).toEqual(seqs.map((_, i) => i));
      expect(seqs.length).toBeGreaterThan(100);
    }
  });

  it('VG2 4.1.3 VG2 4.2.2 VG2 4.3.2 VG2 4.1.4 no message to a seat or a spectator names a card hidden from it, and each is exactly that seat’s view and events', () => {
    const decks = (['VG-TD01', 'VG-TD02'] as const).map((id) => ({ name: id, cards: expandDeck(deckById(id)!) }));
    const checked = checkHiddenInformation<VGState>(
      { game: 'vanguard', format: 'cr201', decks: [decks[0], decks[1]], seed: storedSeed(dbFile, gameId) },
      clients,
      { hiddenFrom, recordCodes },
    );
    expect(checked).toBeGreaterThan(300);
  });
});
