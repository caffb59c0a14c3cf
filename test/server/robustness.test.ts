// The match server under neglect and failure: a room nobody joins expires (finished, no winner, invite
// code refused, gone from memory, and not brought back by a restart); a client that stops reading is
// closed with 1013 while its seat and game carry on (it reconnects with its token); an AI seat whose agent
// throws, or whose answer the engine refuses, concedes through the engine instead of leaving the game stuck.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { registerAgent } from '../../src/ai/registry.ts';
import { deckById, expandDeck } from '../../src/games/vanguard/cards/cardPool.ts';
import { AiPlayers } from '../../src/server/aiPlayers.ts';
import { Rooms } from '../../src/server/rooms.ts';
import { openStore } from '../../src/server/store.ts';
import { api, createGame, joinGame, serverRig, seatToken } from './wsClient.ts';

const { server, hello, closeAll } = serverRig();
const dir = mkdtempSync(join(tmpdir(), 'arbiter-robust-'));

afterAll(async () => {
  await closeAll();
  rmSync(dir, { recursive: true, force: true });
});

describe('match server: abandoned rooms', () => {
  it('a room nobody joins within waitingMs is finished with no winner, its invite refused, dropped from memory, and stays closed after a restart', async () => {
    const database = join(dir, 'abandoned.sqlite');
    // Long enough that the creator's hello lands first even on a loaded machine; the expiry is then awaited.
    const s = await server({ database, waitingMs: 1500 });
    const g = await createGame(s.url, { opponent: { kind: 'human' } });
    const creator = await hello(s, g.gameId, g.token);
    expect(creator.messages[0]).toMatchObject({ type: 'welcome', status: 'waiting' });

    const notice = await creator.waitFor((m) => m.type === 'error', 0, 'the expiry notice');
    expect(notice).toMatchObject({ code: 'abandoned', message: expect.stringMatching(/nobody took the second seat/) });
    expect(s.rooms()).toBe(0);
    const info = await api(s.url, 'GET', `/api/games/${g.gameId}`);
    expect(info.body).toMatchObject({
      status: 'finished',
      result: { winner: null, forfeit: 'abandoned', reason: expect.stringMatching(/nobody took the second seat/) },
    });
    const join1 = await api(s.url, 'POST', '/api/games/join', { inviteCode: g.inviteCode, deck: 'VG-TD02' });
    expect(join1.status).toBe(410);
    expect(join1.body).toMatchObject({ error: 'invite-expired', message: expect.stringMatching(/has expired/) });
    // The creator's socket stays open but is no longer in the room: a hello there says why.
    expect(
      await creator.request({ type: 'hello', gameId: g.gameId, token: g.token }, (m) => m.type === 'error'),
    ).toEqual({ type: 'error', code: 'abandoned', message: notice.message });
    expect((await api(s.url, 'GET', `/api/games/${g.gameId}/replay`)).body).toMatchObject({ error: 'abandoned' });

    // Restart on the same database, with the default 30-minute wait: the room does not come back.
    await s.close();
    const again = await server({ database });
    expect(again.rooms()).toBe(0);
    const join2 = await api(again.url, 'POST', '/api/games/join', { inviteCode: g.inviteCode, deck: 'VG-TD02' });
    expect(join2).toMatchObject({ status: 410, body: { error: 'invite-expired' } });
    expect((await api(again.url, 'GET', `/api/games/${g.gameId}`)).body).toMatchObject({
      status: 'finished',
      result: { winner: null, forfeit: 'abandoned' },
    });
  });

  it('a room joined in time starts normally; another still waits beside it', async () => {
    const s = await server({ waitingMs: 60_000 });
    const g = await createGame(s.url, { opponent: { kind: 'human' } });
    const waiting = await createGame(s.url, { opponent: { kind: 'human' } });
    const j = await joinGame(s.url, g.inviteCode!);
    const p1 = await hello(s, g.gameId, j.token);
    expect(p1.lastState()!.view!.decision).not.toBeNull();
    expect(s.rooms()).toBe(2);
    expect((await api(s.url, 'GET', `/api/games/${waiting.gameId}`)).body).toMatchObject({ status: 'waiting' });
    await s.close();
    expect(s.rooms()).toBe(0);
  });

  it('the expiry timer of a waiting room is cleared by close(), so it never keeps the process alive', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const store = await openStore(':memory:');
    const ai = new AiPlayers(() => undefined);
    const rooms = new Rooms(store, {
      graceMs: 1000,
      waitingMs: 60_000,
      aiDelayMs: 0,
      minuteMs: 60_000,
      ai,
      log: () => undefined,
    });
    try {
      const deck = { name: 'VG-TD01', cards: expandDeck(deckById('VG-TD01')!) };
      await rooms.create({ game: 'vanguard', format: 'cr201', deck, seed: 1, opponent: { kind: 'human' } });
      expect(vi.getTimerCount()).toBe(1);
      await rooms.close();
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
      await ai.close();
      await store.close();
    }
  });
});

describe('match server: slow clients', () => {
  it('a client that stops reading is closed with 1013 once too much is queued for it; its seat reconnects with its token and the game is unaffected', async () => {
    const s = await server({ maxBufferedBytes: 64 * 1024 });
    const g = await createGame(s.url, { opponent: { kind: 'ai', agent: 'heuristic' }, seed: 61 });
    const slow = await hello(s, g.gameId, g.token);
    const spectator = await hello(s, g.gameId);
    slow.play(0, 7, 20);
    const before = await slow.waitFor(
      (m) => m.type === 'state' && m.seq! >= 20 && m.view!.decision?.seat === 0,
      0,
      'seat 0 deciding at seq 20',
    );
    slow.stopPlaying();

    // The client stops reading but keeps sending: every unknown type is echoed back in an `error` (16 KB
    // each), a ping in between keeps the bad-message strikes from closing it first. The kernel's socket
    // buffers (a few MB on loopback) fill, then the server's own queue passes the bound.
    slow.ws.pause();
    const dropped = spectator.waitFor((m) => m.type === 'state' && m.connected![0] === false, 0, 'seat 0 dropped');
    let isDropped = false;
    void dropped.then(() => (isDropped = true));
    const big = JSON.stringify({ type: 'x'.repeat(16_000) });
    for (let i = 0; i < 4000 && !isDropped; i++) {
      slow.send(i % 5 === 4 ? { type: 'ping' } : big);
      if (i % 50 === 49) await new Promise((r) => setImmediate(r));
    }
    const drop = await dropped;
    expect(drop.seq).toBe(before.seq);
    expect((await api(s.url, 'GET', `/api/games/${g.gameId}`)).body).toMatchObject({
      status: 'playing',
      seats: [{ connected: false }, { connected: true }],
    });
    // Once it reads again it gets what was queued, then the close frame with the documented code.
    slow.ws.resume();
    await slow.closed;
    expect(slow.closeCode).toBe(1013);

    const back = await hello(s, g.gameId, g.token);
    const restored = back.lastState()!;
    expect(restored.seq).toBe(before.seq);
    expect(restored.view).toEqual(before.view);
    expect(restored.connected).toEqual([true, true]);
    back.play(0, 8);
    const end = await back.finished();
    expect(end.view!.result).not.toBeNull();
    expect((await spectator.finished()).result).toEqual(end.result);
  });
});

describe('match server: an AI seat that fails', () => {
  // An agent with an engine bug: it answers a few decisions, then throws.
  let calls = 0;
  registerAgent('test-throws', () => ({
    name: 'test-throws',
    choose(ctx) {
      if (++calls > 3) throw new Error('simulated agent bug');
      return ctx.options[0];
    },
  }));
  // An agent whose answer the engine refuses (not one of the options).
  registerAgent('test-illegal', () => ({ name: 'test-illegal', choose: () => ({ t: 'no-such-answer' }) }));

  for (const agent of ['test-throws', 'test-illegal']) {
    it(`${agent}: the failure is logged, the AI seat concedes through the engine, the result is stored and sent to every client`, async () => {
      const logs: string[] = [];
      const s = await server({ log: (m) => logs.push(m) });
      const g = await createGame(s.url, { opponent: { kind: 'ai', agent }, seed: 71 });
      const p0 = await hello(s, g.gameId, g.token);
      const spectator = await hello(s, g.gameId);
      p0.play(0, 9);
      const end = await p0.finished();
      expect(end.result).toEqual({ winner: 0, reason: "player 2's AI failed", forfeit: 'ai-error' });
      expect(end.view!.result).toEqual({ winner: 0, reason: 'player 2 conceded' });
      expect((await spectator.finished()).result).toEqual(end.result);
      expect(logs.join('\n')).toMatch(
        agent === 'test-throws'
          ? /agent test-throws failed.*simulated agent bug/
          : /agent test-illegal failed.*refused/,
      );
      expect((await api(s.url, 'GET', `/api/games/${g.gameId}`)).body).toMatchObject({
        status: 'finished',
        result: end.result,
      });
      // The concession is in the stored record: the replay ends on the same final view.
      const replay = await api<{ frames: { seq: number; view: unknown }[] }>(
        s.url,
        'GET',
        `/api/games/${g.gameId}/replay?seat=0`,
        undefined,
        seatToken(g.token),
      );
      expect(replay.body.frames.at(-1)).toMatchObject({ seq: end.seq, view: end.view });
    });
  }
});
