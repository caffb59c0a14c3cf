// Forged and malformed client messages: each is refused with a clear error code, no state message
// follows (nothing changed: a fresh hello sees the same seq and the same view), and the socket stays
// open — except for a message over the transport limit (ws closes it, 1009) and a flood of unreadable
// messages (closed with 1008).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_CLIENT_MESSAGE_BYTES } from '../../src/server/protocol.ts';
import { MAX_STRIKES } from '../../src/server/connection.ts';
import { type RunningServer, startServer } from '../../src/server/app.ts';
import { ONE_ADDRESS_MANY_CLIENTS } from '../../src/server/limits.ts';
import { createGame, joinGame, type Msg, TestClient } from './wsClient.ts';

let server: RunningServer;
let gameId: string;
let tokens: [string, string];
let seats: [TestClient, TestClient];
let spectator: TestClient;
const extra: TestClient[] = [];

beforeAll(async () => {
  server = await startServer({
    port: 0,
    database: ':memory:',
    quiet: true,
    aiDelayMs: 0,
    webRoot: '/nonexistent',
    limits: ONE_ADDRESS_MANY_CLIENTS,
  });
  const g = await createGame(server.url, { opponent: { kind: 'human' } });
  const j = await joinGame(server.url, g.inviteCode!);
  gameId = g.gameId;
  tokens = [g.token, j.token];
  seats = [await TestClient.hello(server.url, gameId, g.token), await TestClient.hello(server.url, gameId, j.token)];
  spectator = await TestClient.hello(server.url, gameId);
  // Play into the game a little, then stop with a decision pending.
  seats[0].play(0, 1, 40);
  seats[1].play(1, 2, 40);
  await Promise.all([...seats, spectator].map((c) => c.reached(40)));
  seats.forEach((c) => c.stopPlaying());
});

afterAll(async () => {
  await Promise.all([...seats, spectator, ...extra].map((c) => c.close()));
  await server.close();
});

async function open(): Promise<TestClient> {
  const c = await TestClient.open(server.url);
  extra.push(c);
  return c;
}

const isError = (m: Msg) => m.type === 'error';

function current(): { seq: number; decider: 0 | 1; options: { t: string }[] } {
  const last = seats[0].lastState()!;
  const decider = last.view!.decision!.seat;
  const options = seats[decider].lastState()!.view!.decision!.options!;
  return { seq: last.seq!, decider, options };
}

/** Nothing changed: a new socket for each seat sees the same seq and the same view as before. */
async function expectUnchanged(before: { seq: number; views: unknown[] }): Promise<void> {
  for (const s of [0, 1] as const) {
    const fresh = await TestClient.hello(server.url, gameId, tokens[s]);
    extra.push(fresh);
    expect(fresh.lastState()!.seq).toBe(before.seq);
    expect(fresh.lastState()!.view).toEqual(before.views[s]);
    await fresh.close();
  }
}

describe('match server: forged and malformed messages change nothing', () => {
  it('every refused message gets its error code; the state is unchanged and the sockets stay open', async () => {
    const { seq, decider, options } = current();
    const other = decider === 0 ? 1 : 0;
    const before = { seq, views: seats.map((c) => c.lastState()!.view) };
    const statesBefore = [...seats, spectator].map((c) => c.messages.filter((m) => m.type === 'state').length);
    const d = seats[decider];
    const cases: [TestClient, unknown, string, RegExp?][] = [
      [d, 'not json {', 'malformed', /not valid JSON/],
      [d, '42', 'malformed', /unknown message type/],
      [d, { type: 'launch' }, 'malformed', /unknown message type "launch"/],
      [d, { type: 'answer', answer: options[0] }, 'malformed', /seq/],
      [d, { type: 'answer', seq, answer: { card: 1 } }, 'malformed', /answer\.t/],
      [d, { type: 'answer', seq, answer: { t: 'card', card: { id: 1 } } }, 'malformed'],
      [d, { type: 'answer', seq: -1, answer: options[0] }, 'malformed'],
      [d, { type: 'answer', seq: seq - 1, answer: options[0] }, 'stale', /seq/],
      [d, { type: 'answer', seq: seq + 1, answer: options[0] }, 'stale'],
      [d, { type: 'answer', seq, answer: { t: 'card', card: 999_999 } }, 'illegal', /illegal answer/],
      [d, { type: 'answer', seq, answer: { t: 'teleport' } }, 'illegal'],
      // The other seat answering with the decider's own option, even naming the decider's seat.
      [seats[other], { type: 'answer', seq, answer: options[0] }, 'not-your-turn'],
      [seats[other], { type: 'answer', seq, seat: decider, answer: options[0] }, 'not-your-turn'],
      [spectator, { type: 'answer', seq, answer: options[0] }, 'bad-token'],
      [spectator, { type: 'concede' }, 'bad-token'],
      [d, { type: 'hello', gameId }, 'already-joined'],
      [d, JSON.stringify({ type: 'ping', pad: 'x'.repeat(MAX_CLIENT_MESSAGE_BYTES) }), 'too-large', /at most/],
    ];
    for (const [client, msg, code, text] of cases) {
      const reply = await client.request(msg, isError);
      expect({ msg, code: reply.code }).toEqual({ msg, code });
      if (text) expect(reply.message).toMatch(text);
    }
    // Binary frames are refused too.
    d.ws.send(Buffer.from([1, 2, 3]));
    expect((await d.waitFor(isError)).code).toBe('malformed');

    const fresh = await open();
    expect((await fresh.request({ type: 'answer', seq, answer: options[0] }, isError)).code).toBe('not-joined');
    expect((await fresh.request({ type: 'concede' }, isError)).code).toBe('not-joined');
    expect((await fresh.request({ type: 'hello', gameId, token: 'forged-token' }, isError)).code).toBe('bad-token');
    expect((await fresh.request({ type: 'hello', gameId, token: tokens[decider].slice(1) }, isError)).code).toBe(
      'bad-token',
    );
    // A third refused hello would close the socket (MAX_FAILED_HELLOS, connection.ts): another socket asks.
    const stranger = await open();
    expect((await stranger.request({ type: 'hello', gameId: 'no-such-id' }, isError)).code).toBe('no-such-game');

    // Still open and still nobody's turn changed.
    for (const c of [...seats, spectator, fresh, stranger]) {
      expect((await c.request({ type: 'ping' }, (m) => m.type === 'pong')).type).toBe('pong');
    }
    const statesAfter = [...seats, spectator].map((c) => c.messages.filter((m) => m.type === 'state').length);
    expect(statesAfter).toEqual(statesBefore);
    await expectUnchanged(before);

    // The refused messages did not spoil the game: the right answer is still accepted.
    const accepted = await d.request(
      { type: 'answer', seq, answer: options[0] },
      (m) => m.type === 'state' || isError(m),
    );
    expect(accepted).toMatchObject({ type: 'state', seq: seq + 1 });
  });

  it('a message over the transport limit closes the socket (1009); a flood of unreadable messages closes it (1008)', async () => {
    const big = await open();
    big.send('x'.repeat(1024 * 1024 + 1));
    await big.closed;
    expect(big.closeCode).toBe(1009);

    const flood = await open();
    for (let i = 0; i < MAX_STRIKES; i++) flood.send('garbage');
    await flood.closed;
    expect(flood.closeCode).toBe(1008);
    expect(flood.messages.filter(isError)).toHaveLength(MAX_STRIKES);

    // A readable message in between resets the count: mistakes alone never close a socket.
    const careless = await open();
    for (let i = 0; i < 3 * MAX_STRIKES; i++) {
      careless.send(i % 2 ? 'garbage' : JSON.stringify({ type: 'ping' }));
    }
    await careless.waitFor(() => careless.messages.length === 3 * MAX_STRIKES, 0);
    expect(careless.ws.readyState).toBe(careless.ws.OPEN);
  });
});
