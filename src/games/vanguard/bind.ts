// The bind zone (VG2 4.9; VG1 4.9): binding by an effect (10.19), face down when the effect says so (4.9.2.1), and
// the separate pile each binding effect keeps its cards in (4.9.3), so that text naming "the cards bound by this
// effect" can tell them apart. Only effects bind, so a game where nothing binds never records a pile.
import type { Seat } from '../../core/types.ts';
import type { Card, VGState, Zone } from './state.ts';
import { moveCard } from './zones.ts';

/** VG2 4.9.3: a pile number no card of the game lies in yet, for one binding effect (or one bind cost). */
export function newBindPile(s: VGState): number {
  let n = 0;
  const piles = s.bindPiles;
  if (piles !== undefined) for (const e of piles) if (e.pile > n) n = e.pile;
  return n + 1;
}

/**
 * VG2 10.19: bind `card` (in zone `from` of `seat`) into its owner's bind zone, in pile `pile` (4.9.3), face down
 * if the effect says so (4.9.2.1). Returns the card as it now is (a new card, 4.1.4).
 */
export function bindCard(s: VGState, seat: Seat, card: Card, from: Zone, pile: number, faceDown: boolean): Card {
  const moved = moveCard(s, seat, card, from, 'bind', faceDown ? { faceDown: true } : {});
  // A replacement may have sent it elsewhere (a G guardian goes to the G zone, 11.14.3): then it lies in no pile.
  if (s.players[seat].bind.includes(moved)) s.bindPiles = [...(s.bindPiles ?? []), { id: moved.id, pile }];
  return moved;
}

/** VG2 4.9.3: the pile the bound card `id` lies in; undefined for a card in no pile. */
export function bindPileOf(s: VGState, id: number): number | undefined {
  const piles = s.bindPiles;
  if (piles === undefined) return undefined;
  for (const e of piles) if (e.id === id) return e.pile;
  return undefined;
}
