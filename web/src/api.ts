// The match server's HTTP routes, as the lobby, the game screen, the replay viewer and the Simulate screen call them.
// Errors come back as `{ error, message }` with a 4xx status; they are thrown as ApiError.
import type { CardDb } from './cardDb.ts';
import type { BaseView } from './games/registry.ts';
import type {
  CreateGameRequest,
  CreateGameResponse,
  GameEvent,
  GameResult,
  JoinGameRequest,
  JoinGameResponse,
  SimCreated,
  SimRequest,
  SimStatus,
} from './types.ts';

export class ApiError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

async function call<T>(path: string, body?: unknown, token?: string, method?: 'POST'): Promise<T> {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  // A seat's token opens that game's replays (and lets a player share them) once it is over.
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(path, {
    method: method ?? (body === undefined ? 'GET' : 'POST'),
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  let data: unknown;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    throw new ApiError('bad-response', `the server sent something that is not JSON (${res.status})`, res.status);
  }
  if (!res.ok) {
    const e = (data ?? {}) as { error?: string; message?: string };
    throw new ApiError(e.error ?? 'http', e.message ?? `request failed with status ${res.status}`, res.status);
  }
  return data as T;
}

export interface Meta {
  games: {
    id: string;
    title?: string;
    defaultFormat?: string;
    formats: { id: string; name: string }[];
    decks: { id: string; name: string }[];
    /** The built-in decks each format offers (Vanguard's D decks are played in format d only). */
    decksByFormat?: Record<string, { id: string; name: string }[]>;
  }[];
  agents: string[];
}

/** The built-in decks a game offers in a format (all of them where the server does not say). */
export function decksFor(game: Meta['games'][number] | undefined, format: string): { id: string; name: string }[] {
  return game?.decksByFormat?.[format] ?? game?.decks ?? [];
}

export type DeckCheck = { ok: true; cards: number } | { ok: false; errors: { line: number; message: string }[] };

export interface GameInfo {
  id: string;
  game: string;
  format: string;
  status: 'waiting' | 'playing' | 'finished' | 'unrecoverable';
  result: GameResult | null;
  /** Who may fetch the replays once the game is over. */
  visibility?: 'players' | 'public';
  seats: { kind: 'human' | 'ai'; agent?: string; connected: boolean }[];
  /** Each seat's deck: a built-in deck's id, or `custom`; null for a seat nobody took yet. */
  decks?: [string | null, string | null];
  /** The turn the game reached and the answers accepted (turns null when the server cannot tell). */
  length?: { turns: number | null; answers: number };
}

/** One game of POST /api/games/history (src/server/history.ts), from the seat the token opens. */
export type HistoryEntry =
  | {
      id: string;
      seat: 0 | 1;
      game: string;
      format: string;
      status: GameInfo['status'];
      result: GameResult | null;
      decks: [string | null, string | null];
      opponent: { kind: 'human' | 'ai'; agent?: string };
      turns: number | null;
      createdAt?: string;
    }
  | { id: string; missing: true };

export interface ReplayFrame {
  seq: number;
  view: BaseView;
  events: GameEvent[];
}

export const api = {
  meta: () => call<Meta>('/api/meta'),
  /** One game's card table (each registered game's is loaded once). */
  cards: (game: string) => call<CardDb>(`/api/cards?game=${encodeURIComponent(game)}`),
  checkDeck: (game: string, format: string, text: string) => call<DeckCheck>('/api/deck/check', { game, format, text }),
  createGame: (req: CreateGameRequest) => call<CreateGameResponse>('/api/games', req),
  joinGame: (req: JoinGameRequest) => call<JoinGameResponse>('/api/games/join', req),
  game: (id: string) => call<GameInfo>(`/api/games/${encodeURIComponent(id)}`),
  /** The games these seat tokens open, from each seat's side (at most 100 a request). */
  history: (games: { id: string; token: string }[]) => call<{ games: HistoryEntry[] }>('/api/games/history', { games }),
  replay: (id: string, seat: string, token?: string) =>
    call<{ frames: ReplayFrame[] }>(
      `/api/games/${encodeURIComponent(id)}/replay?seat=${encodeURIComponent(seat)}`,
      undefined,
      token,
    ),
  /** Make a game's replays public (a player's token); anyone with the link may then watch them. */
  share: (id: string, token: string) =>
    call<{ id: string; visibility: 'public' }>(`/api/games/${encodeURIComponent(id)}/share`, undefined, token, 'POST'),
  simulate: (req: SimRequest) => call<SimCreated>('/api/sim', req),
  simStatus: (id: string) => call<SimStatus>(`/api/sim/${encodeURIComponent(id)}`),
};
