// A player's history (issue 17): the games a browser holds seats of, read back in one request. There are no accounts:
// a player is the seat tokens their browser keeps, so the request names each game with its seat's token, and a game
// is listed only when the token opens one of its seats (a wrong token and an unknown id answer alike, so the list
// tells nothing about other people's games). Each entry says the game, format, decks, opponent, result and length
// as the stored row (or the live room) has them, from the seat's own side; the client words it (web/src/History.tsx).
import { z } from 'zod';
import type { Rooms } from './rooms.ts';
import { deckNames } from './rooms.ts';
import { tokenMatches } from './secrets.ts';
import { DamagedRow, type RoomResult, type RoomRow, type RoomStatus, type Store } from './store.ts';

/** Games one request may name: more than a browser shows on one page, few enough to read at once. */
export const MAX_HISTORY_GAMES = 100;

/** POST /api/games/history */
export const HistoryRequest = z.object({
  games: z
    .array(z.object({ id: z.string().min(1).max(64), token: z.string().min(1).max(128) }).strict())
    .max(MAX_HISTORY_GAMES),
});
export type HistoryRequest = z.infer<typeof HistoryRequest>;

export interface HistoryEntry {
  id: string;
  /** The seat the token opens. */
  seat: 0 | 1;
  game: string;
  format: string;
  status: RoomStatus;
  result: RoomResult | null;
  /** Each seat's deck: a built-in deck's id, or `custom` for a pasted list; null for a seat nobody took yet. */
  decks: [string | null, string | null];
  /** The other seat: the computer (with its agent) or a person. */
  opponent: { kind: 'human' | 'ai'; agent?: string };
  /** The turn the game reached (null for a game stored before turns were kept). */
  turns: number | null;
  /** When the room was created (ISO 8601), when the store says. */
  createdAt?: string;
}

/** A named game the token does not open (or that does not exist, or cannot be read): nothing is said of it. */
export interface HistoryMissing {
  id: string;
  missing: true;
}

function seatOpened(seats: RoomRow['seats'], token: string): 0 | 1 | null {
  for (const s of [0, 1] as const) {
    const h = seats[s]?.tokenHash;
    if (h && tokenMatches(token, h)) return s;
  }
  return null;
}

/**
 * The entries of the named games, in the order named. A game named twice with the same token is listed once; with
 * both seats' tokens (a browser that holds both seats) it is listed for each seat.
 */
export async function readHistory(
  req: HistoryRequest,
  rooms: Rooms,
  store: Store,
): Promise<(HistoryEntry | HistoryMissing)[]> {
  const seen = new Set<string>();
  const out: (HistoryEntry | HistoryMissing)[] = [];
  for (const { id, token } of req.games) {
    const key = `${id}\n${token}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const live = rooms.live(id);
    let row: RoomRow | undefined;
    let turns: number | null;
    if (live) {
      row = live.row();
      turns = live.summary().length.turns;
    } else {
      try {
        row = await store.room(id);
      } catch (err) {
        if (!(err instanceof DamagedRow)) throw err;
        row = undefined;
      }
      turns = row?.turns ?? null;
    }
    const seat = row ? seatOpened(row.seats, token) : null;
    if (!row || seat === null) {
      out.push({ id, missing: true });
      continue;
    }
    const other = row.seats[seat === 0 ? 1 : 0];
    out.push({
      id,
      seat,
      game: row.game,
      format: row.format,
      status: row.status,
      result: row.result,
      decks: deckNames(row.setup),
      opponent: { kind: other.kind, ...(other.agent ? { agent: other.agent } : {}) },
      turns,
      ...(row.createdAt ? { createdAt: row.createdAt } : {}),
    });
  }
  return out;
}
