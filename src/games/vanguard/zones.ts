// Moving cards between zones (VG2 section 4, and the specific actions of section 10 that are pure moves).
// 4.1.4: a card that changes zone, other than circle to circle, is a new card: it gets a new id and
// loses every effect applied to it. 4.6.4.1 / 4.6.6.1 / 4.6.6.2 / 4.6.5.1 set the orientation it arrives in.
import { emit } from '../../core/engine.ts';
import { raise } from './abilities/autoAbilities.ts';
import { retireReplacement } from './abilities/continuous.ts';
import { features } from './abilities/registry.ts';
import { grade, power, record } from './characteristics.ts';
import { legionPartner } from './legion.ts';
import { heartLeaves, isGUnit, neonSide, releaseHearts, removeGZone } from './stride.ts';
import { noteCall, noteSoul } from './turnRecords.ts';
import { isProtect, removeMovedProtect } from './gift.ts';
import { dressFollows } from './overDress.ts';
import type { GameEvent, Seat } from '../../core/types.ts';
import {
  type Card,
  type Circle,
  isCircle,
  type PileZone,
  replaceCard,
  type VGState,
  withCard,
  type Zone,
} from './state.ts';

/** VG2 4.1.3: hidden zones. A face-down G zone is hidden too (4.11.2), and so is a face-down ride deck (VGD 4.18.2). */
const HIDDEN: ReadonlySet<Zone> = new Set<Zone>(['deck', 'hand', 'gzone', 'rideDeck']);

export function isHiddenZone(z: Zone): boolean {
  return HIDDEN.has(z);
}

/**
 * Whether the card with this id is where every player may see it now: on the field (a locked card's face is public,
 * 4.6.8.1), in a public zone, or face up in the bind or G zone (4.9.2.1, 4.11.3). A card in a hand or a deck, face
 * down in the bind or G zone, or no longer anywhere under this id, is not: an event naming it there would give the
 * others an id they could follow (issue 19).
 */
export function seenByAll(s: VGState, id: number): boolean {
  for (const p of s.players) {
    for (const c in p.field) if (p.field[c as Circle].some((x) => x.id === id)) return true; // gained circles too
    for (const z of [p.soul, p.drop, p.damage, p.trigger, p.removed])
      for (let i = 0; i < z.length; i++) if (z[i].id === id) return true;
    for (const z of [p.bind, p.gzone]) for (let i = 0; i < z.length; i++) if (z[i].id === id) return z[i].up;
    if (p.rideDeck !== undefined) for (const c of p.rideDeck) if (c.id === id) return c.up; // VGD 4.18.2, 4.18.5
    if (p.imprisoned?.some((c) => c.id === id)) return true; // VGD 17.5.1.1: in an order zone, public (4.17.2)
  }
  return false;
}

/**
 * Cards from a hidden zone shown to the others (a revealed hand): codes only, sorted, never in the order the cards
 * came into the zone, which would tell the others which card is which (issue 19).
 */
export function inCodeOrder(cards: readonly Card[]): { code: string }[] {
  return cards.map((c) => ({ code: c.code })).sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
}

export function pile(s: VGState, seat: Seat, z: Zone): Card[] {
  const p = s.players[seat];
  if (z === 'rideDeck') {
    // VGD 4.18: only a player who brought a ride deck has the zone; a card can only move there from one.
    if (p.rideDeck === undefined) throw new Error(`player ${seat + 1} has no ride deck zone`);
    return p.rideDeck;
  }
  if (z === 'imprisoned') return (p.imprisoned ??= []); // VGD 17.5.1.1: made when a first card is imprisoned
  return isCircle(z) ? p.field[z] : p[z];
}

export interface MoveEvent extends GameEvent {
  t: 'move';
  seat: Seat;
  from: Zone;
  to: Zone;
  /**
   * The card as it was, and its new id; absent in the redacted copy for a seat that may not see it. `card.id` is
   * absent where the card was hidden from the receiver (a hand, a deck, a face-down card), so no id it had there is
   * ever sent (issue 19).
   */
  card?: { id?: number; code: string };
  newId?: number;
  bottom?: boolean;
}

export interface MoveOptions {
  /** Put the card at the bottom of a pile (deck bottom for the mulligan, VG2 5.4.3.4). */
  bottom?: boolean;
  /** Override the arrival orientation (a guardian arrives resting, VG2 4.6.5.1). */
  rested?: boolean;
  faceDown?: boolean;
  /** The move already is a replacement's event (VG2 8.2.1.3), or an optional one was declined. */
  noReplace?: boolean;
  /** Into the G zone face up (VG2 4.6.9, 6.8.1.1.1); a G zone card is otherwise face down (4.11.4). */
  faceUp?: boolean;
  /** Into the soul because a card was ridden on it (VG2 8.5.3.1, 10.6.1.2, 10.6.1.4): Darkness ignores it (11.30.2). */
  byRide?: boolean;
  /** Into the soul by the effect of a revelation ability (VG2 11.20.3), which a zone-changing trigger may name. */
  byRevelation?: boolean;
  /** Onto (VC) as a heart card (VG2 10.25.18): not a unit (10.27.3), so no "placed" event for its abilities. */
  asHeart?: boolean;
}

/**
 * Move `card` (which must be in zone `from` of `seat`) to zone `to` of the same seat (VG2 4.1.6: a card
 * goes to its owner's zone unless told otherwise; this game has no change of control yet).
 * Returns the card as it now is (a new object when it became a new card).
 */
export function moveCard(s: VGState, seat: Seat, card: Card, from: Zone, to: Zone, opt: MoveOptions = {}): Card {
  if (s.gDecks !== undefined && isCircle(from) && to !== 'gzone' && record(card).gGuardian !== undefined) {
    // VG2 11.14.3: a G guardian that would move to another zone goes to its owner's G zone face up instead.
    to = 'gzone';
    opt = { ...opt, faceUp: true };
  }
  const fromRideDeck = s.rideDeckCards !== undefined && s.rideDeckCards.includes(card.id);
  if (fromRideDeck && to === 'deck') {
    // VGD 4.18.4: a card that began the game in the ride deck zone goes back there face up instead of to the deck.
    to = 'rideDeck';
    opt = { ...opt, bottom: false };
  }
  if (features.replacements && !opt.noReplace && to === 'drop' && isCircle(from) && from !== 'VC') {
    // VG2 8.2.1.3.1 / 10.4.2: "if this unit would be retired, instead …" (a mandatory replacement).
    const r = retireReplacement(s, seat, card);
    if (r && !r.optional) {
      emit(s, { t: 'replaced', seat, card: { id: card.id, code: card.code }, to: r.instead } as GameEvent);
      to = r.instead;
    }
  }
  if (s.gDecks !== undefined && to === 'VC' && isCircle(from) && from !== 'VC') {
    // VG2 10.32.4: a unit moved onto a vanguard circle holding a G unit sends that G unit back to the G zone face up,
    // not into the soul; its hearts are vanguards again (10.28.3) and the overload rule settles them (9.3.1).
    const top = s.players[seat].field.VC.at(-1);
    if (top !== undefined && isGUnit(top)) moveCard(s, seat, top, 'VC', 'gzone', { faceUp: true });
  }
  // VG2 10.28.3; `ultimate`: the G unit was placed by ultimate stride (10.28.5).
  const ultimate = s.hearts !== undefined && from === 'VC' && releaseHearts(s, seat, card.id);
  if (s.hearts !== undefined && from === 'VC') heartLeaves(s, seat, card.id); // VG2 10.27.5.2
  const src = pile(s, seat, from);
  // Search from the end: the deck's top and the newest card on a circle are last.
  let i = src.length - 1;
  while (i >= 0 && src[i].id !== card.id) i--;
  if (i < 0) throw new Error(`card ${card.id} is not in ${from} of player ${seat + 1}`);
  const before = src[i];
  // VG2 8.6.5.1.2: a zone-changing trigger of a card leaving the field sees it as it was there.
  const mem = features.putInto && isCircle(from) ? [power(s, seat, before), grade(s, seat, before)] : undefined;
  if (i === src.length - 1) src.pop();
  else src.splice(i, 1);
  const circleToCircle = isCircle(from) && isCircle(to);
  let moved: Card;
  if (isCircle(to)) {
    let rested: boolean;
    if (opt.rested !== undefined) rested = opt.rested;
    else if (to === 'GC')
      rested = true; // VG2 4.6.5.1
    else if (to === 'VC' || !circleToCircle)
      rested = false; // VG2 4.6.4.1, 4.6.6.1
    else rested = before.rested; // VG2 4.6.6.2: rear-guard circle to rear-guard circle keeps its orientation
    // Moved onto the vanguard circle, it is the unit placed there last (VG2 9.3.1 keeps it).
    moved = circleToCircle
      ? withCard(before, before.id, !opt.faceDown, rested, to === 'VC' ? ++s.placeSeq : before.placed, before.mods)
      : withCard(before, s.nextId++, !opt.faceDown, rested, ++s.placeSeq, null);
  } else {
    const up = to === 'gzone' ? opt.faceUp === true : to === 'deck' || to === 'hand' ? false : !opt.faceDown;
    moved = withCard(before, s.nextId++, up, false, 0, null);
    if (s.flipped !== undefined && to !== 'gzone') moved = neonSide(moved); // VG2 12.10.3.3
  }
  if (fromRideDeck) s.rideDeckCards = s.rideDeckCards!.map((id) => (id === before.id ? moved.id : id));
  const dst = pile(s, seat, to);
  if (opt.bottom) dst.unshift(moved);
  else dst.push(moved);
  // VGD 6.7.5: a unit's originalDress cards leave the field with it, to the same zone.
  if (s.players[seat].dress !== undefined && isCircle(from) && !isCircle(to))
    dressFollows(s, seat, before.id, to, (z) => pile(s, seat, z));
  // VG2 10.7.1: a card from off the field onto (RC) or (GC) is called (a locked card is no call, 10.22.9).
  if (features.unite && !isCircle(from) && isCircle(to) && to !== 'VC' && !opt.faceDown) noteCall(s, seat);
  if (features.darkness && to === 'soul' && !opt.byRide) noteSoul(s, seat); // VG2 11.30.2
  if (s.log) logMove(s, seat, before, moved, from, to, opt.bottom === true);
  // A standing-by ability keeps track of its card (VG2 8.6.8: it still resolves as far as it can).
  const standby = s.standby;
  for (let k = 0; k < standby.length; k++) {
    if (standby[k].source === before.id) standby[k] = { ...standby[k], source: moved.id };
  }
  if (isCircle(to) && !circleToCircle && !opt.asHeart && (to !== 'GC' || features.placedOnGC || isProtect(moved)))
    raise(s, { e: 'placed', seat, circle: to, from }); // VG2 10.5
  // VG2 10.32.1–10.32.2: circle to circle is a move (a ride or a call comes from off the field, 10.32.3).
  if (features.moves && circleToCircle) raise(s, { e: 'moved', seat, card: moved, from: from as Circle });
  if (to === 'drop' && isCircle(from) && from !== 'VC' && from !== 'GC')
    raise(s, { e: 'rearguardToDrop', owner: seat });
  if (features.putInto) raisePutInto(s, seat, before, moved, from, to, mem, opt.byRevelation);
  if (features.bindToHand && from === 'bind' && to === 'hand') raise(s, { e: 'bindToHand', seat }); // VG2 11.22.1
  if (s.bindPiles !== undefined && from === 'bind') leavePile(s, before.id); // VG2 4.9.3
  // VG2 4.6.9: a G unit that left the field for another zone is then put into its owner's G zone face up.
  if (s.gDecks !== undefined && isCircle(from) && !isCircle(to) && to !== 'gzone' && isGUnit(moved)) {
    const back = moveCard(s, seat, moved, to, 'gzone', { faceUp: true });
    if (ultimate) removeGZone(s, seat); // VG2 10.28.5
    return back;
  }
  if (ultimate && to === 'gzone') removeGZone(s, seat); // VG2 10.28.5: after it is back, remove that G zone
  if (s.gifts !== undefined && isProtect(before)) removeMovedProtect(s, seat, moved, to); // VG2 10.6.3.3.3.1
  return moved;
}

/**
 * VG2 8.6.5: the event of a zone-changing trigger ("when this card is put into …"), carrying the card's
 * information as the ability must read it (8.6.5.1): from the field, as it was there (`mem`, 8.6.5.1.2); otherwise as
 * it is in the public zone of the move — the one it left for the hand or the deck (8.6.5.1.1), the one it entered
 * from the hand or the deck (8.6.5.1.1's "vice versa") or from another public zone (8.6.5.1.3). Off the field nothing
 * changes a card's values, so there they are the printed ones.
 */
function raisePutInto(
  s: VGState,
  seat: Seat,
  before: Card,
  moved: Card,
  from: Zone,
  to: Zone,
  mem: number[] | undefined,
  byRevelation: boolean | undefined,
): void {
  const hidden = to === 'hand' || to === 'deck';
  if (hidden) {
    // Hidden to hidden (a draw) has no public information to read; nor has a card bound face down (4.9.2.2).
    if (isHiddenZone(from) || (from === 'bind' && !before.up)) return;
  } else if (to !== 'drop' && to !== 'soul' && to !== 'damage' && to !== 'bind') return;
  const r = record(hidden ? before : moved);
  const info = mem ?? [r.power, r.grade];
  raise(s, { e: 'putInto', seat, card: moved, zone: to, mem: info, fromField: isCircle(from), byRevelation });
}

/** VG2 4.9.3: a card that left the bind zone lies in no pile any more. */
function leavePile(s: VGState, id: number): void {
  const left = s.bindPiles!.filter((e) => e.id !== id);
  if (left.length > 0) s.bindPiles = left;
  else delete s.bindPiles;
}

function logMove(s: VGState, seat: Seat, before: Card, after: Card, from: Zone, to: Zone, bottom: boolean): void {
  const full: MoveEvent = { t: 'move', seat, from, to, card: { id: before.id, code: before.code }, newId: after.id };
  if (bottom) full.bottom = true;
  // VG2 4.2.2: no player, not even the owner, may follow a card into the deck, so its new id is never shown; nor
  // out of it: a card leaving the deck is named by its new id only (a deck card's id would tie it to a look or a
  // reveal before a shuffle).
  if (to === 'deck') delete full.newId;
  if (from === 'deck') full.card = { code: before.code } as MoveEvent['card'];
  // The other seat sees which card only if it was public before or becomes public after the move.
  const firstVanguard = from === 'deck' && to === 'VC' && !after.up;
  const publicBefore = before.up && from !== 'deck' && from !== 'hand'; // a face-up G zone card is public (4.11.3)
  const publicSide = publicBefore || (!isHiddenZone(to) && after.up);
  if (publicSide && !firstVanguard) {
    const seen: MoveEvent = { ...full };
    // VG2 4.3.2, 4.1.4: a card leaving the hand (or a face-down G zone or bound card) is a new card: the others are
    // told its new id only, never the id it had where they could not see it (issue 19: that id could be computed).
    if (!publicBefore) seen.card = { code: before.code } as MoveEvent['card'];
    // VG2 4.3.2, 4.1.4: a public card entering the hand (a drive check) is a new card the opponent may not track;
    // VG2 4.9.2.1: nor may they follow one bound face down, whose face only its owner may see.
    if (seen.newId !== undefined && (isHiddenZone(to) || (to === 'bind' && !after.up))) delete seen.newId;
    if (seen.card!.id === full.card!.id && seen.newId === full.newId) emit(s, full);
    else emit(s, full, seat, seen);
    return;
  }
  const redacted: MoveEvent = { t: 'move', seat, from, to };
  if (bottom) redacted.bottom = true;
  emit(s, full, seat, redacted);
}

/** VG2 3.12.2: move the top card of the deck to the hand without revealing it. Returns false if the deck is empty (VG2 1.3.2). */
export function drawCard(s: VGState, seat: Seat): boolean {
  const deck = s.players[seat].deck;
  if (deck.length === 0) return false;
  moveCard(s, seat, deck[deck.length - 1], 'deck', 'hand');
  raise(s, { e: 'draw', seat });
  return true;
}

/** VG2 10.12 / 3.17.2: standing a standing card (or resting a resting one) is no action at all. */
export function setRested(s: VGState, seat: Seat, card: Card, rested: boolean): void {
  if (card.rested === rested) return;
  replaceCard(s, seat, withCard(card, card.id, card.up, rested, card.placed, card.mods));
  emit(s, { t: rested ? 'rest' : 'stand', seat, id: card.id } as GameEvent);
  if (s.legion !== undefined) {
    // VG2 10.25.10: the Legion Leader and Legion Mate stand and rest together (10.25.5: both rest to attack).
    const partner = legionPartner(s, seat, card.id);
    if (partner) setRested(s, seat, partner, rested);
  }
}

export function circleCards(s: VGState, seat: Seat, c: Circle): Card[] {
  return s.players[seat].field[c];
}

export type { PileZone };
