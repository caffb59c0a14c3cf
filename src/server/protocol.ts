// The match server's wire protocol: what a browser (or a bot) and the server say to each other over
// one WebSocket per client, plus the HTTP routes that create and join rooms. Every client message is
// parsed with these zod schemas before anything else happens, so a malformed, oversized or unknown
// message is refused with an `error` and changes nothing. The server never sends anything but a seat's
// own view (`view(state, seat)`) and the events that seat may see (`eventsFor(state, seat, from)`).
import { z } from 'zod';
import { gameIds } from '../products.ts';
import type { SimReport } from '../sim/stats.ts';

/** Largest client message the server reads, in bytes; anything longer is refused unparsed. */
export const MAX_CLIENT_MESSAGE_BYTES = 16 * 1024;

const answer = z
  .object({ t: z.string().min(1).max(32) })
  .catchall(
    z.union([
      z.string().max(64),
      z.number(),
      z.boolean(),
      z.null(),
      z.array(z.union([z.string().max(64), z.number()])).max(64),
    ]),
  );

/** A registered game's id (src/products.ts): the games are known once the server has loaded them, not here. */
const gameId = z
  .string()
  .max(32)
  .refine((id) => gameIds().includes(id), {
    error: (i) => `unknown game ${JSON.stringify(i.input)} (known: ${gameIds().join(', ')})`,
  });

/** Client → server. */
export const ClientMessage = z.discriminatedUnion('type', [
  /** Take a seat (with its secret token) or watch (no token). The first message on every socket. */
  z.object({
    type: z.literal('hello'),
    gameId: z.string().min(1).max(64),
    token: z.string().min(1).max(128).optional(),
  }),
  /** Answer the pending decision; `seq` is the `seq` of the `state` message it answers (stale answers are refused). */
  z.object({ type: z.literal('answer'), seq: z.number().int().nonnegative(), answer }),
  z.object({ type: z.literal('concede') }),
  z.object({ type: z.literal('ping') }),
  /**
   * Take back this seat's last answer (issue 17), allowed while nothing new has been shown to the seat since it
   * (src/core/undo.ts); `seq` is the latest `state`'s. Against the AI it happens at once; against a person the
   * opponent is asked (`state.undoAsked`) and answers with `undoReply`.
   */
  z.object({ type: z.literal('undo'), seq: z.number().int().nonnegative() }),
  z.object({ type: z.literal('undoReply'), accept: z.boolean() }),
]);
export type ClientMessage = z.infer<typeof ClientMessage>;

export type ErrorCode =
  | 'malformed' // not JSON, fails the schema, or an unknown `type`
  | 'too-large' // over MAX_CLIENT_MESSAGE_BYTES
  | 'no-such-game'
  | 'bad-token' // a seat message with a missing or wrong token
  | 'not-your-turn' // an answer while another seat decides
  | 'stale' // `seq` does not match the current decision
  | 'illegal' // the engine refused the answer (IllegalAnswer)
  | 'not-joined' // a message before `hello`
  | 'already-joined' // a second `hello` on the same socket (open a new socket to change games)
  | 'not-started' // an answer while the room still waits for its second player
  | 'game-over'
  | 'abandoned' // the room expired before a second player joined (also the reply to a hello for it)
  | 'unrecoverable' // the stored game is damaged or no longer replays; it cannot go on
  | 'rate-limited' // this address sends messages faster than the server's limit (ARBITER_WS_RATE)
  | 'too-many-spectators' // the game has as many spectators as the server allows (ARBITER_SPECTATORS_PER_GAME)
  | 'internal'; // the server could not store the answer (or the engine failed): state unchanged

/** Server → client. */
export type ServerMessage =
  | {
      type: 'welcome';
      gameId: string;
      seat: 0 | 1 | 'spectator';
      game: string;
      format: string;
      /** 'waiting': no `state` yet — the first one comes when the second player joins. */
      status: 'waiting' | 'playing' | 'finished' | 'unrecoverable';
    }
  | {
      type: 'state';
      /** Number of answers accepted so far; an `answer` must echo it. */
      seq: number;
      /** `view(state, seat)` — includes `decision` with its options only when this seat decides. */
      view: unknown;
      /**
       * New events this seat may see since the previous `state` message to this socket; the first `state`
       * after `welcome` carries every event from the start (a client rebuilds its log from it). A `state`
       * with the same `seq` and no events only refreshes `connected` (a seat came or went).
       */
      events: unknown[];
      /**
       * Milliseconds left on each seat's clock, when the room has a chess clock, as of when this message
       * was sent; only the deciding seat's clock runs (an AI seat's never does). At zero that seat loses.
       */
      clock?: [number, number];
      /** Whether each seat has a connected client (an AI seat always is). */
      connected: [boolean, boolean];
      /** The seat that asked to take back its last answer and waits for the opponent's `undoReply`. */
      undoAsked?: 0 | 1;
      /**
       * An answer was taken back: `events` is this seat's whole event history again (from the start), which
       * replaces what the client had, as after a reconnect.
       */
      reset?: true;
      /**
       * Once the game is over: who won and why, as the room records it — the same as `view.result`, except
       * that a seat whose clock ran out, who stayed away past the grace period, or whose AI failed (an
       * exception in its agent or an answer the engine refused) is named as such (`forfeit`), where the
       * engine's record only holds that seat's concession.
       */
      result?: {
        winner: 0 | 1 | 'draw';
        reason: string;
        /** 'idle': a connected seat left its decision unanswered too long; 'length-limit': a draw at the answer cap. */
        forfeit?: 'clock' | 'disconnected' | 'ai-error' | 'idle' | 'length-limit';
      };
    }
  | { type: 'error'; code: ErrorCode; message: string }
  | { type: 'pong' };

/** POST /api/games — create a room. */
export const CreateGameRequest = z.object({
  game: gameId,
  format: z.string().max(32).optional(),
  /** A built-in deck id (`VG-TD01`, `DBS-SD01`) or a pasted list (`{ text }`, checked with line-numbered errors). */
  deck: z.union([z.string().max(32), z.object({ text: z.string().max(20_000) })]),
  opponent: z.union([
    z.object({ kind: z.literal('ai'), agent: z.string().max(32), deck: z.string().max(32).optional() }),
    z.object({ kind: z.literal('human') }),
  ]),
  /** Chess clock: minutes per seat (none when absent). */
  clockMinutes: z.number().int().min(1).max(120).optional(),
  /** Who may fetch the replays once the game is over (default 'players': each seat's token). */
  visibility: z.enum(['players', 'public']).optional(),
  /**
   * Against the AI only: an integer 0 … 2^32−1 or 64 hex digits. A game between people always gets a seed from the
   * server's cryptographic source, and a request that names one is refused (`400 seed-not-allowed`).
   */
  seed: z.union([z.number().int().nonnegative().max(0xffffffff), z.string().regex(/^[0-9a-fA-F]{64}$/)]).optional(),
});
export type CreateGameRequest = z.infer<typeof CreateGameRequest>;
export interface CreateGameResponse {
  gameId: string;
  seat: 0;
  token: string;
  /** Give this to a friend (vs a person); absent against the AI. */
  inviteCode?: string;
  spectateUrl: string;
}

/** POST /api/games/join — take the free seat of a room created against a person. */
export const JoinGameRequest = z.object({
  inviteCode: z.string().min(1).max(32),
  deck: z.union([z.string().max(32), z.object({ text: z.string().max(20_000) })]),
});
export type JoinGameRequest = z.infer<typeof JoinGameRequest>;
export interface JoinGameResponse {
  gameId: string;
  seat: 1;
  token: string;
}

/** POST /api/sim — queue a simulation: `games` games of deck A (agent X) against deck B (agent Y). */
export const SimRequest = z.object({
  game: gameId,
  format: z.string().max(32).optional(),
  /** Deck A and deck B, each a built-in deck id or a pasted list (`{ text }`), as in CreateGameRequest. */
  decks: z.tuple([
    z.union([z.string().max(32), z.object({ text: z.string().max(20_000) })]),
    z.union([z.string().max(32), z.object({ text: z.string().max(20_000) })]),
  ]),
  /** Agent X plays deck A, agent Y deck B (names from GET /api/meta). */
  agents: z.tuple([z.string().max(32), z.string().max(32)]),
  /** The server's limit (ARBITER_SIM_MAX_GAMES, lower with a search agent) is checked after parsing. */
  games: z.number().int().min(1),
  /** Game i uses seed + i (as `arbiter sim --seed`); a random seed when absent. */
  seed: z.number().int().nonnegative().max(0xffffffff).optional(),
});
export type SimRequest = z.infer<typeof SimRequest>;
export interface SimCreated {
  id: string;
}

/** GET /api/sim/:id — a simulation job as it stands. */
export interface SimStatus {
  id: string;
  state: 'queued' | 'running' | 'done' | 'failed';
  /** Games played so far, of `total`. */
  done: number;
  total: number;
  /** While queued: 1 = runs next. */
  position?: number;
  /** Once done: the same report as `arbiter sim --json` gives for these options. */
  report?: SimReport;
  /** Once done: how long the games took (the only figures that vary between runs). */
  timing?: { workers: number; seconds: number; gamesPerSecond: number };
  /** Once failed: why. */
  error?: string;
}
