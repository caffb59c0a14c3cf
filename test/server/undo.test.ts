// Undo over the match server (issue 17): a seat takes back its last answer while nothing new was shown to it —
// at once against the AI, with the other person's consent against a person. The stored record keeps only the
// line played (a restart resumes without the answer taken back); refusals change nothing.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../../src/server/app.ts';
import { ONE_ADDRESS_MANY_CLIENTS } from '../../src/server/limits.ts';
import { createGame, joinGame, type Msg, TestClient } from './wsClient.ts';

const dir = mkdtempSync(join(tmpdir(), 'arbiter-undo-'));
const database = join(dir, 'undo.sqlite');
let server: RunningServer;
const clients: TestClient[] = [];

const PG_URL = process.env.ARBITER_TEST_PG_URL;

function start(db = database): Promise<RunningServer> {
  return startServer({
    port: 0,
    database: db,
    quiet: true,
    aiDelayMs: 0,
    webRoot: '/nonexistent',
    limits: ONE_ADDRESS_MANY_CLIENTS,
  });
}

async function hello(gameId: string, token?: string): Promise<TestClient> {
  const c = await TestClient.hello(server.url, gameId, token);
  clients.push(c);
  return c;
}

beforeAll(async () => {
  server = await start();
});

afterAll(async () => {
  await Promise.all(clients.map((c) => c.close()));
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

type Option = { t: string; card?: number };

/** An answer that moves the game on: pass, no, done or none where offered (a main phase could otherwise move units forever). */
function onward(options: Option[]): Option {
  return options.find((o) => ['pass', 'no', 'done', 'none'].includes(o.t)) ?? options[0];
}

/** The other person of a game between people: their socket and seat, answered with their first option. */
type Other = { c: TestClient; seat: 0 | 1 };

/** The latest state `c` holds once it is `seat`'s decision (answering for `other` while it is theirs). */
async function myTurn(c: TestClient, seat: 0 | 1, other?: Other): Promise<Msg> {
  for (let n = 0; n < 400; n++) {
    const s = c.lastState()!;
    const d = s.view!.decision;
    if (d && d.seat === seat) return s;
    if (other && d && d.seat === other.seat) {
      const theirs = await other.c.waitFor((m) => m.type === 'state' && m.seq === s.seq, 0, 'the same state');
      await answer(other.c, other.seat, onward(theirs.view!.decision!.options as Option[]));
      await c.waitFor((m) => m.type === 'state' && m.seq! > s.seq!, 0, 'the next state');
      continue;
    }
    await c.waitFor((m) => m.type === 'state' && m.seq! > s.seq!, 0, 'the next state');
  }
  throw new Error('never my turn');
}

/** Send `a` for `seat` on `c` and wait for the state that follows it. */
async function answer(c: TestClient, seat: 0 | 1, a: Option): Promise<Msg> {
  const seq = c.lastState()!.seq!;
  return c.request(
    { type: 'answer', seq, answer: a },
    (m) => (m.type === 'state' && m.seq! > seq) || m.type === 'error',
  );
}

/** Play `seat` (answering the first option, the others too) until it is in its main phase with a call to make. */
async function toACall(c: TestClient, seat: 0 | 1, other?: Other): Promise<Msg> {
  for (let n = 0; n < 400; n++) {
    const s = await myTurn(c, seat, other);
    const d = s.view!.decision!;
    if (d.prompt === 'vg.main' && (d.options as Option[]).some((o) => o.t === 'call')) return s;
    const r = await answer(c, seat, onward(d.options as Option[]));
    if (r.type === 'error') throw new Error(`refused: ${r.message}`);
  }
  throw new Error('no call came');
}

describe('undo over the match server (issue 17)', () => {
  /** Against the AI on `db`: a call taken back at once, then a restart of the server on the same database. */
  async function undoAgainstAi(db: string): Promise<void> {
    await server.close();
    server = await start(db);
    const g = await createGame(server.url, { opponent: { kind: 'ai', agent: 'heuristic' }, seed: 7 });
    const me = await hello(g.gameId, g.token);
    const before = await toACall(me, 0);
    const call = (before.view!.decision!.options as Option[]).find((o) => o.t === 'call')!;
    const after = await answer(me, 0, call);
    expect(after.type).toBe('state');
    expect(after.seq).toBe(before.seq! + 1);

    // A stale seq is refused and changes nothing.
    const stale = await me.request({ type: 'undo', seq: before.seq }, (m) => m.type === 'error');
    expect(stale.code).toBe('stale');

    const undone = await me.request({ type: 'undo', seq: after.seq }, (m) => m.type === 'state' || m.type === 'error');
    expect(undone).toMatchObject({ type: 'state', seq: before.seq, reset: true });
    expect(JSON.stringify(undone.view)).toBe(JSON.stringify(before.view));
    // The events were sent again from the start: the client's log is whole without the call.
    expect(undone.events!.length).toBeGreaterThan(0);

    // The stored record lost the answer too: after a restart the game resumes at the same place.
    await me.close();
    await server.close();
    server = await start(db);
    const again = await hello(g.gameId, g.token);
    const resumed = again.lastState()!;
    expect(resumed.seq).toBe(before.seq);
    expect(JSON.stringify(resumed.view)).toBe(JSON.stringify(before.view));
  }

  it('against the AI (SQLite): a call is taken back at once, the board is as before, and a restart resumes without it', async () => {
    await undoAgainstAi(database);
  });

  it.skipIf(!PG_URL)('against the AI (PostgreSQL): the same, the answer deleted from the stored record', async () => {
    const schema = `arbiter_undo_${process.pid}_${Date.now()}`;
    try {
      await undoAgainstAi(`${PG_URL}${PG_URL!.includes('?') ? '&' : '?'}schema=${schema}`);
    } finally {
      await server.close();
      server = await start();
      const admin = new pg.Client({ connectionString: PG_URL });
      await admin.connect();
      await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await admin.end();
    }
  });

  it('nothing to undo at the start, nor for the seat that did not answer last; the refusal changes nothing', async () => {
    const g = await createGame(server.url, { opponent: { kind: 'ai', agent: 'heuristic' }, seed: 8 });
    const me = await hello(g.gameId, g.token);
    const s = me.lastState()!;
    const r = await me.request({ type: 'undo', seq: s.seq }, (m) => m.type === 'error' || m.type === 'state');
    expect(r).toMatchObject({ type: 'error', code: 'illegal' });
    expect(r.message).toMatch(/nothing to undo/);
    expect(me.lastState()!.seq).toBe(s.seq);
    const spectator = await hello(g.gameId);
    const refused = await spectator.request({ type: 'undo', seq: s.seq }, (m) => m.type === 'error');
    expect(refused.code).toBe('bad-token');
  });

  it('against a person: the opponent is asked; a refusal keeps the answer, a consent takes it back', async () => {
    const g = await createGame(server.url, { opponent: { kind: 'human' } });
    const j = await joinGame(server.url, g.inviteCode!);
    const p0 = await hello(g.gameId, g.token);
    const p1 = await hello(j.gameId, j.token);
    const before = await toACall(p0, 0, { c: p1, seat: 1 });
    const call = (before.view!.decision!.options as Option[]).find((o) => o.t === 'call')!;
    const after = await answer(p0, 0, call);
    await p1.waitFor((m) => m.type === 'state' && m.seq === after.seq, 0);

    // Asked: both seats see the request; only the other seat may answer it.
    const asked = p1.waitFor((m) => m.type === 'state' && m.undoAsked === 0);
    const reply = await p0.request({ type: 'undo', seq: after.seq }, (m) => m.type === 'state' || m.type === 'error');
    expect(reply).toMatchObject({ type: 'state', undoAsked: 0 });
    await asked;
    const own = await p0.request({ type: 'undoReply', accept: true }, (m) => m.type === 'error');
    expect(own.code).toBe('illegal');

    // Refused: the request goes away, the answer stays.
    const declined = await p1.request({ type: 'undoReply', accept: false }, (m) => m.type === 'state');
    expect(declined.seq).toBe(after.seq);
    expect(declined.undoAsked).toBeUndefined();

    // Asked again and accepted: both seats go back, each with its own whole event history.
    const again = await p0.request({ type: 'undo', seq: after.seq }, (m) => m.type === 'state' || m.type === 'error');
    expect(again).toMatchObject({ type: 'state', undoAsked: 0 });
    const mark0 = p0.messages.length;
    const back1 = await p1.request(
      { type: 'undoReply', accept: true },
      (m) => (m.type === 'state' && m.reset === true) || m.type === 'error',
    );
    expect(back1.type).toBe('state');
    const back0 = await p0.waitFor((m) => m.type === 'state' && m.reset === true, mark0);
    expect(back0.seq).toBe(before.seq);
    expect(back1.seq).toBe(before.seq);
    expect(JSON.stringify(back0.view)).toBe(JSON.stringify(before.view));
  });
});
