// The match server: fastify with the HTTP routes of the lobby (meta, cards, deck check, create, join,
// a player's history, game summary, replay of a finished game, simulation jobs), the WebSocket at /ws for play (connection.ts, rooms.ts),
// and the built browser client served from `webRoot` with a single-page-app fallback.
// Every HTTP error is a 4xx/5xx status with `{ error: code, message }`.
// Abuse limits (limits.ts): requests per address (429 with Retry-After), rooms per address at once and per
// minute, simulations per address, sockets per address, a WebSocket only from an allowed Origin, security
// headers on every response, and replays rendered once and kept in a bounded cache. A finished game's
// replays are for its players unless the room is public (created so, or shared by a player).
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import fastifyWebsocket from '@fastify/websocket';
import Fastify, { type FastifyReply } from 'fastify';
import { z } from 'zod';
import { agentNames } from '../ai/registry.ts';
import { AiPlayers } from './aiPlayers.ts';
import type { GameCatalog } from '../games/catalog.ts';
import { cards, meta, requireFormat, requireGame, resolveDeck, servedCatalogs } from './catalog.ts';
import { handleSocket } from './connection.ts';
import { HistoryRequest, readHistory } from './history.ts';
import { Counter, RateLimiter, requestCost, type ServerLimits, serverLimits, WindowCounter } from './limits.ts';
import { ReplayBusy, ReplayCache, ReplayFailed } from './replayCache.ts';
import { DamagedRow, type RoomRow } from './store.ts';
import { CreateGameRequest, JoinGameRequest, SimRequest } from './protocol.ts';
import { deckNames, mixSeed, Rooms, type Viewer } from './rooms.ts';
import { agentSeedOf, newGameSeed, tokenMatches } from './secrets.ts';
import { type SimLimits, simLimits, SimJobs, SimRefused } from './simJobs.ts';
import { openStore } from './store.ts';

export interface ServerOptions {
  /** 0 = any free port (default 3000). */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** A SQLite file path, ':memory:' (the default) or a postgres:// URL (`?schema=NAME` keeps the tables in that schema). */
  database?: string;
  /** Static files to serve at / (default dist/web; skipped when the folder is absent). */
  webRoot?: string;
  /** How long a seat may stay disconnected before it forfeits (default 180,000 ms). */
  graceMs?: number;
  /**
   * How long a room created against a person waits for its second player before it is closed as abandoned
   * (default 1,800,000 ms = 30 minutes; 0 = forever).
   */
  waitingMs?: number;
  /** Bytes queued for one socket past which its client is closed as too slow (default 4 MiB; close code 1013). */
  maxBufferedBytes?: number;
  /** Pause before an AI seat answers, so a person can follow its moves (default 400 ms; tests use 0). */
  aiDelayMs?: number;
  /** Length of one clock minute in ms (default 60,000; tests shrink it to run a clock out quickly). */
  minuteMs?: number;
  /** Limits of the simulation jobs (POST /api/sim); each defaults to its ARBITER_SIM_* variable (simJobs.ts). */
  sim?: Partial<SimLimits>;
  /** Abuse and resource limits; each defaults to its ARBITER_* variable (limits.ts). 0 turns one off. */
  limits?: Partial<ServerLimits>;
  /**
   * Origins besides the server's own host from which a browser may open the WebSocket (e.g.
   * "https://play.example.com"); default ARBITER_ALLOWED_ORIGINS, comma-separated.
   */
  allowedOrigins?: string[];
  /** Take the client address from X-Forwarded-For (behind a reverse proxy); default ARBITER_TRUST_PROXY=1. */
  trustProxy?: boolean;
  /**
   * Start the replay thread with the server (`npm start` does), so that loading the engine on it does not
   * compete with the rooms when the first replay is asked for; by default it starts on first use.
   */
  warmReplayThread?: boolean;
  /** No log lines on stderr. */
  quiet?: boolean;
  /** Where log lines go instead of stderr (tests read them). */
  log?: (message: string) => void;
}

export interface RunningServer {
  url: string;
  /** Number of rooms in memory (for tests and the load bench). */
  rooms(): number;
  /** Replays rendered so far (a cached replay is not rendered again; for tests). */
  replayRenders(): number;
  close(): Promise<void>;
}

/** WebSocket frames above this are dropped by ws itself (close 1009); smaller oversized ones get an error. */
const MAX_FRAME_BYTES = 1024 * 1024;

/** How often abandoned rooms older than ARBITER_ABANDONED_KEEP_MS are deleted. */
const PURGE_EVERY_MS = 60 * 60_000;

/**
 * Sent with every response. The built client loads only its own scripts and style sheets, talks to its own
 * host over HTTP and WebSocket ('self' covers ws: and wss: to the same host), and is never framed by
 * another site. Style attributes stay allowed (`style-src-attr`): the simulation charts are SVG text with
 * them, and a style attribute cannot run script.
 */
const SECURITY_HEADERS: Record<string, string> = {
  'content-security-policy':
    "default-src 'self'; script-src 'self'; style-src 'self'; style-src-attr 'unsafe-inline'; img-src 'self' data:; " +
    "font-src 'self' data:; " +
    "connect-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'",
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'cross-origin-opener-policy': 'same-origin',
};

/** The seat token a request carries: `Authorization: Bearer <token>`. */
function bearer(header: string | undefined): string | undefined {
  const m = header ? /^Bearer\s+(\S{1,128})$/i.exec(header) : null;
  return m ? m[1] : undefined;
}

class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

const DeckCheckRequest = z.object({
  game: z.string().max(32),
  format: z.string().max(32).optional(),
  text: z.string().max(20_000),
});

function parse<T>(schema: z.ZodType<T>, body: unknown): T {
  const r = schema.safeParse(body);
  if (!r.success) {
    const issue = r.error.issues[0];
    const where = issue.path.length ? `${issue.path.join('.')}: ` : '';
    throw new HttpError(400, 'bad-request', `${where}${issue.message}`);
  }
  return r.data;
}

function inviteExpired(code: string, reason = 'nobody took the second seat in time'): HttpError {
  return new HttpError(410, 'invite-expired', `invite code "${code}" has expired: ${reason}`);
}

function gameOf(id: unknown): GameCatalog {
  const g = requireGame(id);
  if (typeof g === 'string') throw new HttpError(400, 'unknown-game', g);
  return g;
}

function format(game: GameCatalog, id: string | undefined): string {
  const f = requireFormat(game, id);
  if (typeof f !== 'string') throw new HttpError(400, 'unknown-format', f.error);
  return f;
}

/** The host (with port) of an Origin header; null when it is not a URL ("null" from a sandboxed page). */
function originHost(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}

/** Which seat a bearer token opens, if any. */
function seatOf(seats: RoomRow['seats'], authorization: string | undefined): 0 | 1 | null {
  const token = bearer(authorization);
  if (!token) return null;
  for (const s of [0, 1] as const) {
    const h = seats[s]?.tokenHash;
    if (h && tokenMatches(token, h)) return s;
  }
  return null;
}

export async function startServer(opts: ServerOptions = {}): Promise<RunningServer> {
  const log = opts.log ?? (opts.quiet ? () => undefined : (m: string) => process.stderr.write(`${m}\n`));
  const limits = serverLimits(opts.limits);
  const allowedOrigins = new Set(
    opts.allowedOrigins ??
      (process.env.ARBITER_ALLOWED_ORIGINS ?? '')
        .split(',')
        .map((o) => o.trim())
        .filter(Boolean),
  );
  const store = await openStore(opts.database ?? ':memory:');
  const ai = new AiPlayers(log);
  const rooms = new Rooms(store, {
    graceMs: opts.graceMs ?? 180_000,
    waitingMs: opts.waitingMs ?? 30 * 60_000,
    aiDelayMs: opts.aiDelayMs ?? 400,
    minuteMs: opts.minuteMs ?? 60_000,
    maxAnswers: limits.maxAnswers,
    idleMs: limits.idleMs,
    ai,
    log,
  });
  const sims = new SimJobs(simLimits(opts.sim), log);
  const { resumed } = await rooms.load();
  if (resumed > 0) log(`resumed ${resumed} unfinished game${resumed === 1 ? '' : 's'}`);
  const replays = new ReplayCache(store, limits.replayCacheBytes);
  if (opts.warmReplayThread) replays.warm();
  const httpRate = new RateLimiter(limits.httpRate, limits.httpBurst);
  const wsRate = new RateLimiter(limits.wsRate, limits.wsBurst);
  const roomsPerMinute = new WindowCounter(60_000);
  const sockets = new Counter();

  const purge = async () => {
    if (!limits.abandonedKeepMs) return;
    try {
      const n = await store.deleteAbandoned(new Date(Date.now() - limits.abandonedKeepMs).toISOString());
      if (n > 0) log(`deleted ${n} abandoned room${n === 1 ? '' : 's'}`);
    } catch (err) {
      log(`could not delete abandoned rooms: ${(err as Error).message}`);
    }
  };
  await purge();
  const purgeTimer = setInterval(() => void purge(), PURGE_EVERY_MS);
  purgeTimer.unref();

  const trustProxy = opts.trustProxy ?? process.env.ARBITER_TRUST_PROXY === '1';
  // On close, connections still open (a keep-alive socket that never sent a request, say) are ended, not waited for.
  const app = Fastify({ logger: false, bodyLimit: 64 * 1024, trustProxy, forceCloseConnections: true });
  await app.register(fastifyWebsocket, { options: { maxPayload: MAX_FRAME_BYTES } });

  app.addHook('onRequest', async (req, reply) => {
    if (!httpRate.take(req.ip, requestCost(req.method, req.url))) {
      void reply
        .status(429)
        .header('retry-after', String(httpRate.retryAfter(req.ip)))
        .send({ error: 'rate-limited', message: 'too many requests from this address; try again shortly' });
      return reply;
    }
  });
  app.addHook('onSend', async (_req, reply, payload) => {
    for (const [k, v] of Object.entries(SECURITY_HEADERS)) void reply.header(k, v);
    return payload;
  });

  app.setErrorHandler((err: Error & { statusCode?: number; code?: string }, _req, reply) => {
    if (err instanceof HttpError) {
      void reply.status(err.status).send({ error: err.code, message: err.message, ...err.extra });
      return;
    }
    const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 500;
    if (status === 500) log(`internal error: ${err.stack}`);
    void reply.status(status).send({
      error: status === 500 ? 'internal' : 'bad-request',
      message: status === 500 ? 'internal server error' : err.message,
    });
  });

  /** A stored room, or the HTTP error for a missing or unreadable one. */
  async function storedRoom(id: string): Promise<RoomRow> {
    let row: RoomRow | undefined;
    try {
      row = await store.room(id);
    } catch (err) {
      if (!(err instanceof DamagedRow)) throw err;
      throw new HttpError(409, 'unrecoverable', `game "${id}" is damaged in the database: ${err.message}`);
    }
    if (!row) throw new HttpError(404, 'no-such-game', `no game with id "${id}"`);
    return row;
  }

  app.get('/api/meta', async () => meta());

  app.post('/api/deck/check', async (req) => {
    const body = parse(DeckCheckRequest, req.body);
    const game = gameOf(body.game);
    const r = resolveDeck(game, { text: body.text }, format(game, body.format));
    return r.ok ? { ok: true, cards: r.deck.cards.length } : { ok: false, errors: r.errors };
  });

  app.get('/api/cards', async (req) => {
    // No game named: the first registered one, as the lobby lists them.
    return cards(gameOf((req.query as { game?: string }).game ?? servedCatalogs()[0]?.id));
  });

  app.post('/api/games', async (req) => {
    const body = parse(CreateGameRequest, req.body);
    if (body.seed !== undefined && body.opponent.kind === 'human') {
      // Issue 19: a seed a player picks can be searched offline for a deal that favours them (or, once the
      // opponent's vanguard shows their deck, to compute their hand): between people the server alone draws it.
      throw new HttpError(
        400,
        'seed-not-allowed',
        'a seed can be chosen only against the AI: a game between people always gets a random seed from the server',
      );
    }
    if (limits.roomsPerIp && rooms.heldBy(req.ip) >= limits.roomsPerIp) {
      throw new HttpError(
        429,
        'too-many-rooms',
        `this address has ${limits.roomsPerIp} unfinished games already; finish or concede one first`,
      );
    }
    if (!roomsPerMinute.hit(req.ip, limits.roomsPerIpPerMinute)) {
      throw new HttpError(
        429,
        'too-many-rooms',
        `this address created ${limits.roomsPerIpPerMinute} games in the last minute; try again shortly`,
      );
    }
    const game = gameOf(body.game);
    const f = format(game, body.format);
    const deck = resolveDeck(game, body.deck, f);
    if (!deck.ok) throw new HttpError(400, 'bad-deck', deck.message, { errors: deck.errors });
    const seed = body.seed ?? newGameSeed();
    let opponent: Parameters<Rooms['create']>[0]['opponent'] = { kind: 'human' };
    if (body.opponent.kind === 'ai') {
      const agent = body.opponent.agent;
      if (!agentNames().includes(agent)) {
        throw new HttpError(400, 'unknown-agent', `unknown agent "${agent}" (known: ${agentNames().join(', ')})`);
      }
      const aiDeck = resolveDeck(
        game,
        body.opponent.deck ?? (deck.deck.name === 'custom' ? game.defaultDecks[1] : deck.deck.name!),
        f,
      );
      if (!aiDeck.ok) throw new HttpError(400, 'bad-deck', `opponent: ${aiDeck.message}`, { errors: aiDeck.errors });
      // The AI's seed comes from the game seed, so a seeded game against the AI is the same game every time; from
      // a 256-bit seed only through SHA-256, so studying the AI's moves tells nothing about the game's seed.
      const agentSeed = typeof seed === 'number' ? mixSeed(seed, 0x5eed) : agentSeedOf(seed);
      opponent = { kind: 'ai', agent, agentSeed, deck: aiDeck.deck };
    }
    return rooms.create(
      {
        game: game.id,
        format: f,
        deck: deck.deck,
        seed,
        opponent,
        clockMinutes: body.clockMinutes,
        visibility: body.visibility ?? 'players',
      },
      req.ip,
    );
  });

  // A player's history (history.ts): the games named with their seat tokens, those the tokens open.
  app.post('/api/games/history', async (req) => {
    const body = parse(HistoryRequest, req.body);
    return { games: await readHistory(body, rooms, store) };
  });

  app.post('/api/games/join', async (req) => {
    const body = parse(JoinGameRequest, req.body);
    const room = rooms.byInviteCode(body.inviteCode);
    if (!room) {
      const expired = await store.abandonedByInviteCode(body.inviteCode.trim().toUpperCase());
      if (expired) throw inviteExpired(body.inviteCode, expired.result?.reason);
      throw new HttpError(404, 'no-such-invite', `no game is waiting for invite code "${body.inviteCode}"`);
    }
    const game = gameOf(room.game);
    const deck = resolveDeck(game, body.deck, format(game, room.format));
    if (!deck.ok) throw new HttpError(400, 'bad-deck', deck.message, { errors: deck.errors });
    const joined = await rooms.join(room, deck.deck);
    if ('code' in joined) throw inviteExpired(body.inviteCode, joined.message);
    return joined;
  });

  /**
   * How long a stored game ran: the turn kept with its result when it ended, and its answers counted (a game's length
   * is capped, so this is bounded); none for a record whose answers cannot be read.
   */
  async function storedLength(row: RoomRow): Promise<{ turns: number | null; answers: number } | undefined> {
    try {
      return { turns: row.turns ?? null, answers: (await store.answers(row.id)).length };
    } catch (err) {
      if (err instanceof DamagedRow) return undefined;
      throw err;
    }
  }

  app.get('/api/games/:id', async (req) => {
    const id = (req.params as { id: string }).id;
    const live = rooms.live(id);
    if (live) return live.summary();
    let row: RoomRow;
    try {
      row = await storedRoom(id);
    } catch (err) {
      // A row too damaged to read is reported as what it is, not as a server error.
      if (!(err instanceof HttpError) || err.code !== 'unrecoverable') throw err;
      return { id, status: 'unrecoverable', result: { winner: null, reason: err.message, forfeit: 'unrecoverable' } };
    }
    return {
      id: row.id,
      game: row.game,
      format: row.format,
      status: row.status,
      result: row.result,
      visibility: row.visibility ?? 'players',
      seats: row.seats.map((s) => ({
        kind: s.kind,
        ...(s.agent ? { agent: s.agent } : {}),
        connected: s.kind === 'ai',
      })),
      decks: deckNames(row.setup),
      length: await storedLength(row),
    };
  });

  app.get('/api/games/:id/replay', async (req, reply: FastifyReply) => {
    const id = (req.params as { id: string }).id;
    const seatText = (req.query as { seat?: string }).seat ?? 'spectator';
    const viewer: Viewer | null =
      seatText === '0' ? 0 : seatText === '1' ? 1 : seatText === 'spectator' ? 'spectator' : null;
    if (viewer === null) throw new HttpError(400, 'bad-request', 'seat must be 0, 1 or spectator');
    const row = await storedRoom(id);
    if (row.status === 'unrecoverable') {
      throw new HttpError(409, 'unrecoverable', `there is nothing to replay: ${row.result?.reason ?? ''}`);
    }
    if (row.status !== 'finished') {
      throw new HttpError(409, 'not-finished', 'a replay is available once the game is over');
    }
    if (row.result?.forfeit === 'abandoned') {
      throw new HttpError(409, 'abandoned', `there is nothing to replay: ${row.result.reason}`);
    }
    // A live room may have been shared since the row was read.
    const visibility = rooms.live(id)?.visibility ?? row.visibility ?? 'players';
    if (visibility !== 'public' && seatOf(row.seats, req.headers.authorization) === null) {
      throw new HttpError(
        403,
        'players-only',
        "this game's replays are for its players: send a seat's token (Authorization: Bearer), or ask a player to share it",
      );
    }
    let json: Buffer;
    try {
      json = await replays.get(row, viewer);
    } catch (err) {
      if (err instanceof DamagedRow || err instanceof ReplayFailed)
        throw new HttpError(409, 'unrecoverable', `the stored game no longer replays: ${err.message}`);
      if (err instanceof ReplayBusy) throw new HttpError(503, 'replay-busy', err.message);
      throw err;
    }
    return reply.type('application/json').send(json);
  });

  // A player makes the finished (or running) game's replays public: anyone with its id may then fetch them.
  app.post('/api/games/:id/share', async (req) => {
    const id = (req.params as { id: string }).id;
    const row = await storedRoom(id);
    if (seatOf(row.seats, req.headers.authorization) === null) {
      throw new HttpError(403, 'bad-token', "only a player of this game can share it: send the seat's token");
    }
    await store.setVisibility(id, 'public');
    const live = rooms.live(id);
    if (live) live.visibility = 'public';
    return { id, visibility: 'public', replayUrl: `/?replay=${id}&seat=spectator` };
  });

  app.post('/api/sim', async (req) => {
    const body = parse(SimRequest, req.body);
    try {
      return sims.submit(body, req.ip);
    } catch (err) {
      if (err instanceof SimRefused)
        throw new HttpError(err.status, err.code, err.message, err.errors.length ? { errors: err.errors } : {});
      throw err;
    }
  });

  app.get('/api/sim/:id', async (req) => {
    const id = (req.params as { id: string }).id;
    const status = sims.status(id);
    if (!status)
      throw new HttpError(404, 'no-such-sim', `no simulation with id "${id}" (finished ones are kept a while)`);
    return status;
  });

  app.register(async (scope) => {
    scope.get(
      '/ws',
      {
        websocket: true,
        // Refused before the upgrade: a page of another site (a browser always sends Origin), and an
        // address holding as many sockets as it may.
        preValidation: async (req, reply) => {
          const origin = req.headers.origin;
          if (origin !== undefined && !allowedOrigins.has(origin)) {
            if (originHost(origin) !== req.headers.host) {
              return reply
                .status(403)
                .send({ error: 'bad-origin', message: `WebSocket connections from ${origin} are not allowed` });
            }
          }
          if (limits.socketsPerIp && sockets.get(req.ip) >= limits.socketsPerIp) {
            return reply.status(429).send({
              error: 'too-many-sockets',
              message: `this address has ${limits.socketsPerIp} open connections already`,
            });
          }
        },
      },
      (socket, req) => {
        const ip = req.ip;
        sockets.add(ip);
        socket.on('close', () => sockets.add(ip, -1));
        handleSocket(socket, rooms, {
          ip,
          messages: wsRate,
          helloTimeoutMs: limits.helloTimeoutMs,
          spectatorsPerGame: limits.spectatorsPerGame,
          maxBufferedBytes: opts.maxBufferedBytes,
        });
      },
    );
  });

  const webRoot = resolve(opts.webRoot ?? 'dist/web');
  const hasWeb = existsSync(resolve(webRoot, 'index.html'));
  if (hasWeb) await app.register(fastifyStatic, { root: webRoot, prefix: '/' });
  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0];
    if (hasWeb && req.method === 'GET' && !path.startsWith('/api/') && path !== '/ws') {
      return reply.sendFile('index.html');
    }
    return reply.status(404).send({ error: 'not-found', message: `no route ${req.method} ${path}` });
  });

  const host = opts.host ?? '127.0.0.1';
  await app.listen({ port: opts.port ?? 3000, host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : opts.port;
  const shownHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;

  let closing: Promise<void> | null = null;
  return {
    url: `http://${shownHost}:${port}`,
    rooms: () => rooms.size,
    replayRenders: () => replays.renders,
    close() {
      closing ??= (async () => {
        clearInterval(purgeTimer);
        await sims.close();
        await replays.close();
        await rooms.close();
        await app.close();
        await ai.close();
        await store.close();
      })();
      return closing;
    },
  };
}
