// Moving cards between zones, and what each fighter is told about it (digest §1.3, BF-Mat①–⑨). A card that changes
// zone becomes a new card with a new id (DESIGN point 5), except a monster moving between monster areas, which takes
// its soul along (BF-Oth[Souls]); a card leaving the field sends its soul to the drop zone (BF-Oth[Souls]). The deck
// and gauge are hidden from everyone (BF-Mat①, ④), a hand from the opponent; every other zone is open. An event names
// a card (its old id, new id and code) only to the fighters who could see it where it was or where it went.
import { emit } from '../../core/engine.ts';
import { shuffleInPlace } from '../../core/rng.ts';
import type { GameEvent, Seat } from '../../core/types.ts';
import { type BFState, type Card, opponent, type Zone } from './state.ts';

export interface MoveEvent {
  t: 'move';
  seat: Seat;
  from: Zone | 'soul';
  to: Zone | 'soul';
  /** The card's id where it was (to those who could see it there). */
  card?: number;
  /** Its id where it went (to those who can see it there). */
  newId?: number;
  code?: string;
}

export type Visibility = 'all' | 'owner' | 'none';

export function zoneVisibility(zone: Zone | 'soul'): Visibility {
  if (zone === 'deck' || zone === 'gauge') return 'none';
  if (zone === 'hand') return 'owner';
  return 'all';
}

const FIELD: ReadonlySet<string> = new Set(['left', 'center', 'right', 'item', 'spell']);
const MONSTER_AREAS: ReadonlySet<string> = new Set(['left', 'center', 'right']);

export function newCard(s: BFState, code: string, owner: Seat): Card {
  return { id: s.nextId++, code, owner, rested: false, soul: [], mods: [] };
}

/** Tell each fighter what it may know of a move. */
export function emitMove(
  s: BFState,
  seat: Seat,
  from: Zone | 'soul',
  to: Zone | 'soul',
  old: Card | null,
  made: Card | null,
): void {
  const shown = (v: Visibility, owner: boolean) => v === 'all' || (v === 'owner' && owner);
  // A face-down soul card is seen by its owner only (BF-Oth[Souls]).
  const vis = (z: Zone | 'soul', c: Card | null): Visibility =>
    z === 'soul' && c?.faceDown ? 'owner' : zoneVisibility(z);
  const build = (owner: boolean): MoveEvent => {
    const e: MoveEvent = { t: 'move', seat, from, to };
    const fromSeen = old !== null && shown(vis(from, old), owner);
    const toSeen = made !== null && shown(vis(to, made), owner);
    if (fromSeen) e.card = old.id;
    if (toSeen) e.newId = made.id;
    if (fromSeen || toSeen) e.code = (made ?? old)!.code;
    return e;
  };
  if (!s.log) return emit(s, build(true), seat, build(false));
  const mine = build(true);
  const theirs = build(false);
  if (JSON.stringify(mine) === JSON.stringify(theirs)) emit(s, mine);
  else emit(s, mine, seat, theirs);
}

/**
 * Move `card` (which must be in `seat`'s `from`) to its owner's `to` zone (or `toSeat`'s). Returns the card as it is
 * now. `bottom` puts it under a deck; `rested` sets its position.
 */
export function moveCard(
  s: BFState,
  seat: Seat,
  from: Zone,
  card: Card,
  to: Zone,
  opts: { bottom?: boolean; rested?: boolean; toSeat?: Seat } = {},
): Card {
  const pile = s.players[seat][from];
  const i = pile.indexOf(card);
  if (i < 0) throw new Error(`card ${card.id} is not in ${from} of player ${seat + 1}`);
  pile.splice(i, 1);
  const dest: Seat =
    opts.toSeat ?? (to === 'drop' || to === 'hand' || to === 'deck' || to === 'gauge' ? card.owner : seat);
  let made: Card;
  if (MONSTER_AREAS.has(from) && MONSTER_AREAS.has(to) && dest === seat) {
    made = card; // BF-KW[Move]: the same monster, with its soul
  } else {
    made = newCard(s, card.code, card.owner);
    if (opts.rested) made.rested = true;
    // A card being called keeps the soul its cost gave it (BF-Oth[Cost]: "put … into this monster's soul").
    if (from === 'play' && FIELD.has(to)) made.soul = card.soul.splice(0);
  }
  if (FIELD.has(from) && !(MONSTER_AREAS.has(from) && MONSTER_AREAS.has(to))) soulToDrop(s, seat, card);
  const target = s.players[dest][to];
  if (opts.bottom) target.unshift(made);
  else target.push(made);
  emitMove(s, dest, from, to, card, made);
  return made;
}

/** BF-Oth[Souls]: a card leaving the field takes its soul with it to the drop zone. */
export function soulToDrop(s: BFState, seat: Seat, host: Card): void {
  while (host.soul.length > 0) {
    const c = host.soul.pop()!;
    const made = newCard(s, c.code, c.owner);
    s.players[c.owner].drop.push(made);
    emitMove(s, seat, 'soul', 'drop', c, made);
  }
}

/** Put one soul card of `host` into its owner's drop zone (a cost, or [Soulguard]). */
export function dropOneSoul(s: BFState, seat: Seat, host: Card): void {
  const c = host.soul.pop();
  if (!c) return;
  const made = newCard(s, c.code, c.owner);
  s.players[c.owner].drop.push(made);
  emitMove(s, seat, 'soul', 'drop', c, made);
}

/** Put the top `n` cards of `seat`'s deck into `host`'s soul (face down: unseen by both while they move). */
export function deckToSoul(s: BFState, seat: Seat, host: Card, n: number, faceDown: boolean): void {
  const p = s.players[seat];
  for (let i = 0; i < n && p.deck.length > 0; i++) {
    const top = p.deck.pop()!;
    const made = newCard(s, top.code, top.owner);
    if (faceDown) made.faceDown = true;
    host.soul.push(made);
    emitMove(s, seat, 'deck', 'soul', top, made);
  }
}

/** Put every card of `host`'s soul into its owner's hand. */
export function soulToHand(s: BFState, seat: Seat, host: Card): void {
  for (const c of host.soul.splice(0)) {
    const made = newCard(s, c.code, c.owner);
    s.players[c.owner].hand.push(made);
    emitMove(s, c.owner, 'soul', 'hand', c, made);
  }
}

/** Put a card from `from` into `host`'s soul (face up). */
export function putIntoSoul(s: BFState, seat: Seat, from: Zone, card: Card, host: Card): void {
  const pile = s.players[seat][from];
  pile.splice(pile.indexOf(card), 1);
  if (FIELD.has(from)) soulToDrop(s, seat, card);
  const made = newCard(s, card.code, card.owner);
  host.soul.push(made);
  emitMove(s, seat, from, 'soul', card, made);
}

/** Draw n cards (deck top to hand). An empty deck is a loss at the next resolution check (BF-RC), not here. */
export function draw(s: BFState, seat: Seat, n: number): void {
  const p = s.players[seat];
  for (let i = 0; i < n && p.deck.length > 0; i++) moveCard(s, seat, 'deck', p.deck[p.deck.length - 1], 'hand');
}

/** Put the top n deck cards into the gauge, face down (BF-Mat④). */
export function chargeFromDeck(s: BFState, seat: Seat, n: number): void {
  const p = s.players[seat];
  for (let i = 0; i < n && p.deck.length > 0; i++) moveCard(s, seat, 'deck', p.deck[p.deck.length - 1], 'gauge');
}

/** Deal damage to a fighter; a waiting "reduce the next damage to 0" applies unless the damage cannot be reduced. */
export function dealDamage(s: BFState, seat: Seat, n: number, unreducible = false): void {
  if (n <= 0) return;
  const p = s.players[seat];
  if (!unreducible && p.damageShields) {
    const gain = p.damageShields.shift()!;
    if (p.damageShields.length === 0) delete p.damageShields;
    say(s, { t: 'damageReduced', seat, n });
    gainLife(s, seat, gain);
    return;
  }
  s.players[seat].life -= n;
  say(s, { t: 'damage', seat, n, life: s.players[seat].life });
}

export function gainLife(s: BFState, seat: Seat, n: number): void {
  if (n <= 0) return;
  s.players[seat].life += n;
  say(s, { t: 'life', seat, n, life: s.players[seat].life });
}

export { opponent };

/** Log an event (every Buddyfight event is a flat object named by `t`). */
export function say(s: BFState, e: { t: string; [k: string]: unknown }): void {
  emit(s, e as GameEvent);
}

/** Put `host` (in `area` of `seat`) and its soul under `top`: they become `top`'s soul ("call on top of"). */
export function stackOnto(s: BFState, seat: Seat, area: Zone, host: Card, top: Card): void {
  for (const u of host.soul.splice(0)) {
    const made = newCard(s, u.code, u.owner);
    top.soul.push(made);
    emitMove(s, seat, 'soul', 'soul', u, made);
  }
  const pile = s.players[seat][area];
  pile.splice(pile.indexOf(host), 1);
  const made = newCard(s, host.code, host.owner);
  top.soul.push(made);
  emitMove(s, seat, area, 'soul', host, made);
}

/** Shuffle a deck; its cards get new ids, so nobody can follow a card seen in it (DESIGN point 5). */
export function shuffleDeck(s: BFState, seat: Seat): void {
  const deck = s.players[seat].deck;
  shuffleInPlace(s.rng, deck);
  for (const c of deck) c.id = s.nextId++;
  say(s, { t: 'shuffle', seat });
}
