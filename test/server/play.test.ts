// Match server over real WebSockets: create, join and spectate a room; a seeded game against the AI
// played to the end by a bot client; a game between two bot clients watched by a spectator; the replay
// of a finished game from either seat.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../../src/server/app.ts';
import { ONE_ADDRESS_MANY_CLIENTS } from '../../src/server/limits.ts';
import { api, createGame, joinGame, TestClient, type TestView, seatToken } from './wsClient.ts';

let server: RunningServer;
const clients: TestClient[] = [];

async function hello(gameId: string, token?: string): Promise<TestClient> {
  const c = await TestClient.hello(server.url, gameId, token);
  clients.push(c);
  return c;
}

beforeAll(async () => {
  server = await startServer({
    port: 0,
    database: ':memory:',
    quiet: true,
    aiDelayMs: 0,
    webRoot: '/nonexistent',
    limits: ONE_ADDRESS_MANY_CLIENTS,
  });
});

afterAll(async () => {
  await Promise.all(clients.map((c) => c.close()));
  await server.close();
});

describe('match server: rooms over real WebSockets', () => {
  it('a seeded game against the AI is played to the end by a bot client; the replay shows it from either seat', async () => {
    const g = await createGame(server.url, { opponent: { kind: 'ai', agent: 'heuristic' }, seed: 7 });
    expect(g.inviteCode).toBeUndefined();
    expect(g.spectateUrl).toBe(`/?watch=${g.gameId}`);
    const me = await hello(g.gameId, g.token);
    expect(me.messages[0]).toMatchObject({
      type: 'welcome',
      gameId: g.gameId,
      seat: 0,
      game: 'vanguard',
      format: 'cr201',
    });
    expect(me.messages[1]).toMatchObject({ type: 'state', connected: [true, true] });
    me.play(0, 1234);
    const end = await me.finished();
    expect(end.view!.result).not.toBeNull();
    expect(end.result!.winner).toBe(end.view!.result!.winner);
    // One state per accepted answer (AI answers included), in order.
    const seqs = me.messages.filter((m) => m.type === 'state').map((m) => m.seq!);
    expect(seqs).toEqual(seqs.map((_, i) => i));
    expect(me.messages.filter((m) => m.type === 'error')).toEqual([]);

    const info = await api(server.url, 'GET', `/api/games/${g.gameId}`);
    expect(info.body).toMatchObject({
      id: g.gameId,
      game: 'vanguard',
      format: 'cr201',
      status: 'finished',
      result: end.result,
      seats: [
        { kind: 'human', connected: true },
        { kind: 'ai', agent: 'heuristic', connected: true },
      ],
    });

    const replay0 = await api<{ frames: { seq: number; view: TestView; events: unknown[] }[] }>(
      server.url,
      'GET',
      `/api/games/${g.gameId}/replay?seat=0`,
      undefined,
      seatToken(g.token),
    );
    expect(replay0.status).toBe(200);
    const frames = replay0.body.frames;
    expect(frames.map((f) => f.seq)).toEqual(seqs);
    // The replay is the same game the seat saw live: each frame's view is the view it was sent.
    const live = me.messages.filter((m) => m.type === 'state');
    expect(frames.length, 'the list checked below is not empty').toBeGreaterThan(0);
    frames.forEach((f, i) => expect(f.view).toEqual(live[i].view));
    expect(frames.flatMap((f) => f.events)).toEqual(live.flatMap((m) => m.events));
    const replay1 = await api<{ frames: { view: TestView }[] }>(
      server.url,
      'GET',
      `/api/games/${g.gameId}/replay?seat=1`,
      undefined,
      seatToken(g.token),
    );
    expect(typeof replay1.body.frames[5].view.players[0].hand).toBe('number');
    expect(Array.isArray(replay1.body.frames[5].view.players[1].hand)).toBe(true);
    const replayS = await api<{ frames: { view: TestView }[] }>(
      server.url,
      'GET',
      `/api/games/${g.gameId}/replay?seat=spectator`,
      undefined,
      seatToken(g.token),
    );
    expect(replayS.body.frames.every((f) => f.view.players.every((p) => typeof p.hand === 'number'))).toBe(true);
    expect(JSON.stringify(replay0.body)).not.toMatch(/"seed"|"rng"|"answers"/);
  });

  it('a search agent (mcts-easy) answers from the AI worker thread, a few moves in', async () => {
    const g = await createGame(server.url, { opponent: { kind: 'ai', agent: 'mcts-easy' }, seed: 17 });
    const me = await hello(g.gameId, g.token);
    me.play(0, 9, 15);
    await me.reached(15);
    const states = me.messages.filter((m) => m.type === 'state');
    // Some of those answers were the AI's: states arrived for decisions seat 0 never answered.
    const aiAnswered = states.filter((m) => m.view!.decision?.seat === 1 && !m.view!.result);
    expect(aiAnswered.length).toBeGreaterThan(0);
    expect(me.messages.filter((m) => m.type === 'error')).toEqual([]);
  });

  it('create against a person, join by invite code, spectate by id: both seats and the spectator follow one game to its end', async () => {
    const g = await createGame(server.url, { opponent: { kind: 'human' }, format: 'cr110' });
    expect(g.inviteCode).toMatch(/^[A-Z0-9]{8}$/);
    const p0 = await hello(g.gameId, g.token);
    expect(p0.messages[0]).toMatchObject({ type: 'welcome', seat: 0, status: 'waiting', format: 'cr110' });
    expect((await api(server.url, 'GET', `/api/games/${g.gameId}`)).body).toMatchObject({ status: 'waiting' });
    const early = await p0.request({ type: 'answer', seq: 0, answer: { t: 'pass' } }, (m) => m.type === 'error');
    expect(early.code).toBe('not-started');

    const j = await joinGame(server.url, g.inviteCode!.toLowerCase());
    expect(j).toMatchObject({ gameId: g.gameId, seat: 1 });
    // The waiting creator gets the first state as soon as the second player joins.
    await p0.waitFor((m) => m.type === 'state', 0);
    const again = await api(server.url, 'POST', '/api/games/join', { inviteCode: g.inviteCode, deck: 'VG-TD03' });
    expect(again.status).toBe(404);
    expect(again.body.error).toBe('no-such-invite');

    const p1 = await hello(g.gameId, j.token);
    const spec = await hello(g.gameId);
    expect(spec.messages[0]).toMatchObject({ type: 'welcome', seat: 'spectator' });
    const specRefused = await spec.request(
      { type: 'answer', seq: 0, answer: { t: 'pass' } },
      (m) => m.type === 'error',
    );
    expect(specRefused.code).toBe('bad-token');
    p0.play(0, 1);
    p1.play(1, 2);
    const [e0, e1, es] = await Promise.all([p0.finished(), p1.finished(), spec.finished()]);
    expect(e0.seq).toBe(e1.seq);
    expect(es.seq).toBe(e0.seq);
    expect(e0.result).toEqual(e1.result);
    expect(es.view!.result).toEqual(e0.view!.result);
    expect(p0.messages.filter((m) => m.type === 'error').map((m) => m.code)).toEqual(['not-started']);
    expect(p1.messages.filter((m) => m.type === 'error')).toEqual([]);
    const done = await p0.request({ type: 'answer', seq: e0.seq, answer: { t: 'pass' } }, (m) => m.type === 'error');
    expect(done.code).toBe('game-over');
  });

  it('a finished game can still be opened (from the store once nobody watches it) and shows its final state', async () => {
    const g = await createGame(server.url, { opponent: { kind: 'ai', agent: 'random' }, seed: 3 });
    const me = await hello(g.gameId, g.token);
    me.play(0, 5);
    const end = await me.finished();
    await me.close();
    // The room is dropped from memory once its last socket has gone; a new hello reads it back.
    const watcher = await hello(g.gameId);
    const last = watcher.lastState()!;
    expect(watcher.messages[0]).toMatchObject({ type: 'welcome', status: 'finished' });
    expect(last.seq).toBe(end.seq);
    expect(last.result).toEqual(end.result);
    const seat0 = await hello(g.gameId, g.token);
    expect(seat0.lastState()!.view).toEqual(end.view);
  });
});
