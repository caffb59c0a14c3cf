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

/**
 * VG2 10.19.1, 4.9.2.1: bind the top `n` cards of `seat`'s deck, one at a time, into pile `pile` (4.9.3), face down
 * if the effect says so; a deck with fewer cards gives what it has. A face-down card's identity reaches its owner
 * only: the move is logged redacted for everyone else (zones.ts), and views show it as hidden.
 */
export function bindTopOfDeck(s: VGState, seat: Seat, n: number, pile: number, faceDown: boolean): void {
  const deck = s.players[seat].deck;
  for (let i = 0; i < n && deck.length > 0; i++) bindCard(s, seat, deck[deck.length - 1], 'deck', pile, faceDown);
}

/** VG2 4.9.3: the ids of the cards lying in pile `pile` now ("the cards bound by this effect"). */
export function cardsOfPile(s: VGState, pile: number): number[] {
  const ids: number[] = [];
  for (const e of s.bindPiles ?? []) if (e.pile === pile) ids.push(e.id);
  return ids;
}

/**
 * VG2 8.6.6 (a timed trigger's effect), 4.9.3: put the bound cards `ids` into their owners' hands, only those still
 * lying in a bind zone: a card that left it is a new card with a new id (4.1.4), even if bound again.
 */
export function boundCardsToHand(s: VGState, ids: readonly number[]): void {
  for (const id of ids)
    for (const seat of [0, 1] as Seat[]) {
      const card = s.players[seat].bind.find((c) => c.id === id);
      if (card) moveCard(s, seat, card, 'bind', 'hand');
    }
}
