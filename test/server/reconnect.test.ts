// Seats come and go: a dropped player gets its seat and current view back with its token; a seat with
// no client for the grace period forfeits; the optional chess clock reports each seat's time and a
// seat whose clock runs out loses; a seat may concede at any time (VG2 1.2.4).
import { afterAll, describe, expect, it } from 'vitest';
import { api, createGame, joinGame, serverRig } from './wsClient.ts';

const { server, hello, closeAll } = serverRig();

afterAll(closeAll);

describe('match server: reconnect, grace period, chess clock, concession', () => {
  it('a player who drops and says hello again with its token gets its seat, the same view and the whole event log back', async () => {
    const s = await server();
    const g = await createGame(s.url, { opponent: { kind: 'ai', agent: 'heuristic' }, seed: 21 });
    const first = await hello(s, g.gameId, g.token);
    first.play(0, 3, 60);
    const spectator = await hello(s, g.gameId);
    await first.waitFor((m) => m.type === 'state' && m.seq! >= 60 && m.view!.decision?.seat === 0, 0);
    const before = first.lastState()!;
    await first.close();
    // The others are told the seat is empty.
    await spectator.waitFor((m) => m.type === 'state' && m.connected![0] === false, 0);
    expect((await api(s.url, 'GET', `/api/games/${g.gameId}`)).body).toMatchObject({
      status: 'playing',
      seats: [{ connected: false }, { connected: true }],
    });

    const again = await hello(s, g.gameId, g.token);
    expect(again.messages[0]).toMatchObject({ type: 'welcome', seat: 0 });
    const restored = again.lastState()!;
    expect(restored.seq).toBe(before.seq);
    expect(restored.view).toEqual(before.view);
    expect(restored.connected).toEqual([true, true]);
    expect(restored.events).toEqual(first.messages.filter((m) => m.type === 'state').flatMap((m) => m.events));
    again.play(0, 4);
    const end = await again.finished();
    expect(end.view!.result).not.toBeNull();
  });

  it('a seat with no client for the grace period forfeits: the engine records its concession, the room says why', async () => {
    const s = await server({ graceMs: 30 });
    const g = await createGame(s.url, { opponent: { kind: 'human' } });
    // The creator waits in the room (no grace runs while a room waits); the second player joins but never connects.
    const p0 = await hello(s, g.gameId, g.token);
    await joinGame(s.url, g.inviteCode!);
    const end = await p0.finished();
    expect(end.result).toEqual({ winner: 0, reason: 'player 2 left the game', forfeit: 'disconnected' });
    expect(end.view!.result).toEqual({ winner: 0, reason: 'player 2 conceded' });
    expect((await api(s.url, 'GET', `/api/games/${g.gameId}`)).body).toMatchObject({
      status: 'finished',
      result: { winner: 0, forfeit: 'disconnected' },
    });
  });

  it('the chess clock is reported in every state; the seat whose clock runs out loses', async () => {
    const s = await server({ minuteMs: 150 });
    const g = await createGame(s.url, { opponent: { kind: 'human' }, clockMinutes: 2 });
    const p0 = await hello(s, g.gameId, g.token);
    const j = await joinGame(s.url, g.inviteCode!);
    const p1 = await hello(s, g.gameId, j.token);
    const firstState = p0.messages.find((m) => m.type === 'state')!;
    expect(firstState.clock).toHaveLength(2);
    expect(Math.max(...firstState.clock!)).toBeLessThanOrEqual(300);
    // Nobody answers: whoever decides runs out of time.
    const end = await p0.finished();
    const loser = end.result!.winner === 0 ? 1 : 0;
    expect(end.result).toMatchObject({ reason: `player ${loser + 1} ran out of time`, forfeit: 'clock' });
    expect(end.clock![loser]).toBe(0);
    expect((await p1.finished()).result).toEqual(end.result);
  });

  it('with a long clock, a seat’s time only goes down while it decides; an AI seat’s clock does not run', async () => {
    const s = await server();
    const g = await createGame(s.url, { opponent: { kind: 'ai', agent: 'random' }, seed: 10, clockMinutes: 5 });
    const p0 = await hello(s, g.gameId, g.token);
    p0.play(0, 6, 30);
    await p0.reached(30);
    const clocks = p0.messages.filter((m) => m.type === 'state').map((m) => m.clock!);
    for (let i = 1; i < clocks.length; i++) {
      expect(clocks[i][0]).toBeLessThanOrEqual(clocks[i - 1][0] + 1);
      expect(clocks[i][1]).toBeLessThanOrEqual(clocks[i - 1][1] + 1);
    }
    expect(clocks.every((c) => c[1] === 300_000)).toBe(true);
    expect(clocks[0][0]).toBeLessThanOrEqual(300_000);
    expect(clocks.at(-1)![0]).toBeGreaterThan(200_000);
  });

  it('VG2 1.2.4 a seat may concede at any time, even while the other seat decides', async () => {
    const s = await server();
    const g = await createGame(s.url, { opponent: { kind: 'human' } });
    const j = await joinGame(s.url, g.inviteCode!);
    const p0 = await hello(s, g.gameId, g.token);
    const p1 = await hello(s, g.gameId, j.token);
    const decider = p0.lastState()!.view!.decision!.seat;
    const quitter = decider === 0 ? p1 : p0;
    quitter.send({ type: 'concede' });
    const end = await p0.finished();
    const q = decider === 0 ? 1 : 0;
    expect(end.result).toEqual({ winner: decider, reason: `player ${q + 1} conceded` });
    expect((await p1.finished()).view!.result).toEqual(end.result);
  });
});
