// The seats this browser holds: each game's secret seat token lives in localStorage, keyed by game id,
// so a reload or a dropped connection takes the same seat back (the server binds a seat to its token).
import { WEB_GAMES } from './games/index.ts';
export interface HeldSeat {
  gameId: string;
  seat: 0 | 1;
  token: string;
  /** For a room against a person, the code to give the friend. */
  inviteCode?: string;
  createdAt: number;
  /** The name of the deck saved in the deck builder this seat played (the server knows it as a pasted list). */
  deckName?: string;
}

const PREFIX = 'arbiter:seat:';

export function saveSeat(s: HeldSeat): void {
  localStorage.setItem(PREFIX + s.gameId, JSON.stringify(s));
}

export function heldSeat(gameId: string): HeldSeat | null {
  const raw = localStorage.getItem(PREFIX + gameId);
  if (!raw) return null;
  try {
    const s = JSON.parse(raw) as HeldSeat;
    return typeof s.token === 'string' && (s.seat === 0 || s.seat === 1) ? s : null;
  } catch {
    return null;
  }
}

export function heldSeats(): HeldSeat[] {
  const out: HeldSeat[] = [];
  for (let i = 0; i < localStorage.length; i++) {
    const key = localStorage.key(i);
    if (!key?.startsWith(PREFIX)) continue;
    const s = heldSeat(key.slice(PREFIX.length));
    if (s) out.push(s);
  }
  return out.sort((a, b) => b.createdAt - a.createdAt);
}

/**
 * The link a friend opens to take the other seat. The game rides along so the join screen offers that game's decks,
 * except the first registered game's, which a link without one means (so links made before there were two games and
 * links made now read alike).
 */
export function inviteLink(code: string, game: string | undefined): string {
  const g = game === undefined || game === WEB_GAMES[0].id ? '' : `&game=${encodeURIComponent(game)}`;
  return `${location.origin}/?join=${encodeURIComponent(code)}${g}`;
}

export function watchLink(gameId: string): string {
  return `${location.origin}/?watch=${encodeURIComponent(gameId)}`;
}

/** An invite code from a pasted link (`…/?join=CODE`) or the bare code. */
export function inviteCodeFrom(input: string): string {
  const t = input.trim();
  try {
    const u = new URL(t);
    return u.searchParams.get('join') ?? t;
  } catch {
    return t;
  }
}

/** A game id from a pasted spectate link (`…/?watch=ID`) or the bare id. */
export function gameIdFrom(input: string): string {
  const t = input.trim();
  try {
    const u = new URL(t);
    return u.searchParams.get('watch') ?? u.searchParams.get('game') ?? t;
  } catch {
    return t;
  }
}
