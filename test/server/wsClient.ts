// A test client of the match server over a real WebSocket (the `ws` package): records every message
// it receives, waits for messages by predicate (never by time), and can play its seat as a seeded
// random bot. Also a small fetch wrapper for the HTTP routes.
import { randInt, type RngState, seedRng } from '../../src/core/rng.ts';
import { type RunningServer, type ServerOptions, startServer } from '../../src/server/app.ts';
import { ONE_ADDRESS_MANY_CLIENTS } from '../../src/server/limits.ts';
import WebSocket from 'ws';

// Loose shapes of what the tests read; the wire types are in src/server/protocol.ts.
export interface Msg {
  type: string;
  seq?: number;
  code?: string;
  message?: string;
  seat?: 0 | 1 | 'spectator';
  status?: string;
  view?: TestView;
  events?: unknown[];
  clock?: [number, number];
  connected?: [boolean, boolean];
  result?: { winner: 0 | 1 | 'draw'; reason: string; forfeit?: string };
  /** Issue 17: the seat asking to take back its last answer, and a state that resends the whole event history. */
  undoAsked?: 0 | 1;
  reset?: true;
}

export interface TestView {
  decision: { seat: 0 | 1; prompt: string; options?: { t: string }[] } | null;
  result: { winner: 0 | 1 | 'draw'; reason: string } | null;
  players: { hand: unknown[] | number }[];
}

/** A wait that fails the test with a clear message instead of hanging it (the only clock in these tests). */
const WAIT_LIMIT_MS = 20_000;

export class TestClient {
  readonly messages: Msg[] = [];
  /** Raw text of every message, in order (the hidden-card test walks these). */
  readonly raw: string[] = [];
  private waiters: { from: number; pred: (m: Msg) => boolean; resolve(m: Msg): void }[] = [];
  private closedResolve!: () => void;
  readonly closed = new Promise<void>((r) => (this.closedResolve = r));
  closeCode: number | null = null;
  private bot: { seat: 0 | 1; rng: RngState; stopAt: number; answered: number } | null = null;
  /** The answers this client's bot sent, by seq. */
  readonly sent = new Map<number, { t: string }>();

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      const text = String(data);
      const m = JSON.parse(text) as Msg;
      this.raw.push(text);
      this.messages.push(m);
      const i = this.messages.length - 1;
      this.waiters = this.waiters.filter((w) => {
        if (i >= w.from && w.pred(m)) {
          w.resolve(m);
          return false;
        }
        return true;
      });
      if (m.type === 'state') this.botMove(m);
    });
    ws.on('close', (code) => {
      this.closeCode = code;
      this.closedResolve();
    });
  }

  static async open(baseUrl: string): Promise<TestClient> {
    const ws = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/ws`);
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    return new TestClient(ws);
  }

  /** Open a socket and say hello; resolves with the welcome (and, once playing, after the first state). */
  static async hello(baseUrl: string, gameId: string, token?: string): Promise<TestClient> {
    const c = await TestClient.open(baseUrl);
    c.send({ type: 'hello', gameId, ...(token ? { token } : {}) });
    const w = await c.waitFor((m) => m.type === 'welcome' || m.type === 'error', 0);
    if (w.type === 'error') throw new Error(`hello refused: ${w.code} ${w.message}`);
    if (w.status !== 'waiting') await c.waitFor((m) => m.type === 'state', 0);
    return c;
  }

  send(msg: unknown): void {
    this.ws.send(typeof msg === 'string' ? msg : JSON.stringify(msg));
  }

  /** The first message from index `from` on (default: the next one to arrive) that matches. */
  waitFor(pred: (m: Msg) => boolean, from = this.messages.length, what = 'a message'): Promise<Msg> {
    for (let i = from; i < this.messages.length; i++)
      if (pred(this.messages[i])) return Promise.resolve(this.messages[i]);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () =>
          reject(new Error(`waited ${WAIT_LIMIT_MS} ms for ${what}; last message: ${this.raw.at(-1)?.slice(0, 300)}`)),
        WAIT_LIMIT_MS,
      );
      this.waiters.push({
        from,
        pred,
        resolve: (m) => {
          clearTimeout(timer);
          resolve(m);
        },
      });
    });
  }

  /** Send `msg` and wait for the reply that matches (e.g. the `error` it provokes). */
  async request(msg: unknown, pred: (m: Msg) => boolean): Promise<Msg> {
    const from = this.messages.length;
    this.send(msg);
    return this.waitFor(pred, from);
  }

  lastState(): Msg | undefined {
    for (let i = this.messages.length - 1; i >= 0; i--) if (this.messages[i].type === 'state') return this.messages[i];
    return undefined;
  }

  /**
   * Play `seat` with seeded random answers from the view's options, for states with seq below `stopAt`;
   * answers the latest state only, once.
   */
  play(seat: 0 | 1, seed: number, stopAt = Infinity): void {
    this.bot = { seat, rng: seedRng(seed), stopAt, answered: -1 };
    const last = this.lastState();
    if (last) this.botMove(last);
  }

  stopPlaying(): void {
    this.bot = null;
  }

  private botMove(m: Msg): void {
    const b = this.bot;
    const d = m.view?.decision;
    if (!b || !d || d.seat !== b.seat || !d.options || m.seq === undefined) return;
    if (m.seq <= b.answered || m.seq >= b.stopAt || m !== this.lastState()) return;
    b.answered = m.seq;
    const answer = d.options[randInt(b.rng, d.options.length)];
    this.sent.set(m.seq, answer);
    this.send({ type: 'answer', seq: m.seq, answer });
  }

  /** Resolves with the state message that carries the game's result. */
  finished(): Promise<Msg> {
    return this.waitFor((m) => m.type === 'state' && !!m.result, 0, 'the end of the game');
  }

  /** Resolves once a state with this seq or later has arrived. */
  reached(seq: number): Promise<Msg> {
    return this.waitFor((m) => m.type === 'state' && (m.seq ?? -1) >= seq, 0, `state ${seq}`);
  }

  async close(): Promise<void> {
    if (this.ws.readyState === WebSocket.CLOSED) return;
    this.ws.close();
    await this.closed;
  }
}

export interface ApiReply<T = Record<string, unknown>> {
  status: number;
  body: T;
}

/** The header that shows a seat's token to the HTTP routes (a player's replays, sharing). */
export const seatToken = (token: string) => ({ authorization: `Bearer ${token}` });

export async function api<T = Record<string, unknown>>(
  baseUrl: string,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<ApiReply<T>> {
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // not JSON (a static file): keep the text
  }
  return { status: res.status, body: parsed as T };
}

export interface Created {
  gameId: string;
  seat: 0;
  token: string;
  inviteCode?: string;
  spectateUrl: string;
}

export async function createGame(baseUrl: string, req: Record<string, unknown>): Promise<Created> {
  const r = await api<Created>(baseUrl, 'POST', '/api/games', { game: 'vanguard', deck: 'VG-TD01', ...req });
  if (r.status !== 200) throw new Error(`create failed: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body;
}

export async function joinGame(
  baseUrl: string,
  inviteCode: string,
  deck = 'VG-TD02',
): Promise<{ gameId: string; seat: 1; token: string }> {
  const r = await api<{ gameId: string; seat: 1; token: string }>(baseUrl, 'POST', '/api/games/join', {
    inviteCode,
    deck,
  });
  if (r.status !== 200) throw new Error(`join failed: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body;
}

/** The servers (in-memory, quiet, no AI delay) and clients a test file opens; `closeAll` in its `afterAll`. */
export function serverRig() {
  const servers: RunningServer[] = [];
  const clients: TestClient[] = [];
  return {
    async server(opts: ServerOptions = {}): Promise<RunningServer> {
      const s = await startServer({
        port: 0,
        database: ':memory:',
        quiet: true,
        aiDelayMs: 0,
        webRoot: '/nonexistent',
        ...opts,
        // Every test client comes from 127.0.0.1: the per-address limits are off unless a test sets them.
        limits: { ...ONE_ADDRESS_MANY_CLIENTS, ...opts.limits },
      });
      servers.push(s);
      return s;
    },
    async hello(s: RunningServer, gameId: string, token?: string): Promise<TestClient> {
      const c = await TestClient.hello(s.url, gameId, token);
      clients.push(c);
      return c;
    },
    async closeAll(): Promise<void> {
      await Promise.all(clients.map((c) => c.close()));
      await Promise.all(servers.map((s) => s.close()));
    },
  };
}
