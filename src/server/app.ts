// The match server: fastify with the HTTP routes of the lobby (meta, cards, deck check, create, join,
// game summary, replay of a finished game, simulation jobs), the WebSocket at /ws for play (connection.ts, rooms.ts),
// and the built browser client served from `webRoot` with a single-page-app fallback.
// Every HTTP error is a 4xx/5xx status with `{ error: code, message }`.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import fastifyWebsocket from '@fastify/websocket';
import Fastify, { type FastifyReply } from 'fastify';
import { z } from 'zod';
import { agentNames } from '../ai/registry.ts';
import { AiPlayers } from './aiPlayers.ts';
import type { GameCatalog } from '../games/catalog.ts';
import { cards, meta, requireFormat, requireGame, resolveDeck } from './catalog.ts';
import { handleSocket } from './connection.ts';
import { CreateGameRequest, JoinGameRequest, SimRequest } from './protocol.ts';
import { replayFramesJson, storedGameLength } from './replayFrames.ts';
import { deckNames, mixSeed, Rooms, type Viewer } from './rooms.ts';
import { newSeed } from './secrets.ts';
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
  /** No log lines on stderr. */
  quiet?: boolean;
  /** Where log lines go instead of stderr (tests read them). */
  log?: (message: string) => void;
}

export interface RunningServer {
  url: string;
  /** Number of rooms in memory (for tests and the load bench). */
  rooms(): number;
  close(): Promise<void>;
}

/** WebSocket frames above this are dropped by ws itself (close 1009); smaller oversized ones get an error. */
const MAX_FRAME_BYTES = 1024 * 1024;

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

export async function startServer(opts: ServerOptions = {}): Promise<RunningServer> {
  const log = opts.log ?? (opts.quiet ? () => undefined : (m: string) => process.stderr.write(`${m}\n`));
  const store = await openStore(opts.database ?? ':memory:');
  const ai = new AiPlayers(log);
  const rooms = new Rooms(store, {
    graceMs: opts.graceMs ?? 180_000,
    waitingMs: opts.waitingMs ?? 30 * 60_000,
    aiDelayMs: opts.aiDelayMs ?? 400,
    minuteMs: opts.minuteMs ?? 60_000,
    ai,
    log,
  });
  const sims = new SimJobs(simLimits(opts.sim), log);
  const resumed = await rooms.load();
  if (resumed > 0) log(`resumed ${resumed} unfinished game${resumed === 1 ? '' : 's'}`);

  const app = Fastify({ logger: false, bodyLimit: 64 * 1024 });
  await app.register(fastifyWebsocket, { options: { maxPayload: MAX_FRAME_BYTES } });

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

  app.get('/api/meta', async () => meta());

  app.post('/api/deck/check', async (req) => {
    const body = parse(DeckCheckRequest, req.body);
    const game = gameOf(body.game);
    const r = resolveDeck(game, { text: body.text }, format(game, body.format));
    return r.ok ? { ok: true, cards: r.deck.cards.length } : { ok: false, errors: r.errors };
  });

  app.get('/api/cards', async (req) => {
    return cards(gameOf((req.query as { game?: string }).game ?? 'vanguard'));
  });

  app.post('/api/games', async (req) => {
    const body = parse(CreateGameRequest, req.body);
    const game = gameOf(body.game);
    const f = format(game, body.format);
    const deck = resolveDeck(game, body.deck, f);
    if (!deck.ok) throw new HttpError(400, 'bad-deck', deck.message, { errors: deck.errors });
    const seed = body.seed ?? newSeed();
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
      // The AI's seed comes from the game seed, so a seeded game against the AI is the same game every time.
      opponent = { kind: 'ai', agent, agentSeed: mixSeed(seed, 0x5eed), deck: aiDeck.deck };
    }
    return rooms.create({
      game: game.id,
      format: f,
      deck: deck.deck,
      seed,
      opponent,
      clockMinutes: body.clockMinutes,
    });
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

  app.get('/api/games/:id', async (req) => {
    const id = (req.params as { id: string }).id;
    const live = rooms.live(id);
    if (live) return live.summary();
    const row = await store.room(id);
    if (!row) throw new HttpError(404, 'no-such-game', `no game with id "${id}"`);
    return {
      id: row.id,
      game: row.game,
      format: row.format,
      status: row.status,
      result: row.result,
      seats: row.seats.map((s) => ({
        kind: s.kind,
        ...(s.agent ? { agent: s.agent } : {}),
        connected: s.kind === 'ai',
      })),
      decks: deckNames(row.setup),
      length: storedGameLength(row, await store.answers(id)),
    };
  });

  app.get('/api/games/:id/replay', async (req, reply: FastifyReply) => {
    const id = (req.params as { id: string }).id;
    const seatText = (req.query as { seat?: string }).seat ?? 'spectator';
    const viewer: Viewer | null =
      seatText === '0' ? 0 : seatText === '1' ? 1 : seatText === 'spectator' ? 'spectator' : null;
    if (viewer === null) throw new HttpError(400, 'bad-request', 'seat must be 0, 1 or spectator');
    const row = await store.room(id);
    if (!row) throw new HttpError(404, 'no-such-game', `no game with id "${id}"`);
    if (row.status !== 'finished') {
      throw new HttpError(409, 'not-finished', 'a replay is available once the game is over');
    }
    if (row.result?.forfeit === 'abandoned') {
      throw new HttpError(409, 'abandoned', `there is nothing to replay: ${row.result.reason}`);
    }
    const json = replayFramesJson(row, await store.answers(id), viewer);
    return reply.type('application/json').send(json);
  });

  app.post('/api/sim', async (req) => {
    const body = parse(SimRequest, req.body);
    try {
      return sims.submit(body);
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
    scope.get('/ws', { websocket: true }, (socket) => handleSocket(socket, rooms, opts.maxBufferedBytes));
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
    close() {
      closing ??= (async () => {
        await sims.close();
        await rooms.close();
        await app.close();
        await ai.close();
        await store.close();
      })();
      return closing;
    },
  };
}
