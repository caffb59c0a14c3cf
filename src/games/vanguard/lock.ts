// Lock and unlock (VG2 10.22, 10.24). A locked card is a face-down card on a rear-guard circle (state.ts
// `isLocked`): VG2 4.6.6 already defines the circle's type by whether its card is face up, so a card needs no
// field of its own for the state, and every card object keeps one shape. Locking and unlocking make a new card
// (a fresh id, 10.22.2, 10.24.2) with no effects on it (10.22.3), so standing-by abilities, battle roles and
// choices that named the old card no longer find it. `unitOn` skips locked cards (3.8.1), which keeps them out of
// attacks, boosts, choices, counts and continuous effects; the circle cannot be called to (4.6.7, 4.6.8.2).
// An ability unlocks the cards its master chooses with `unlockChosen` (10.24).
import { ask, emit, takeAnswer } from '../../core/engine.ts';
import type { GameEvent, Seat } from '../../core/types.ts';
import { raise } from './abilities/autoAbilities.ts';
import type { Effect } from './abilities/dsl.ts';
import { features } from './abilities/registry.ts';
import type { CirclePick, NonePick, ResolveFrame } from './abilities/resolveAbility.ts';
import { type Card, type Circle, lockedOn, opponent, rearGuardCircles, type VGState, withCard } from './state.ts';
import { moveCard } from './zones.ts';
import { undominate } from './dominate.ts';
import { isGUnit } from './stride.ts';

/** Put `next` in place of `card` on `circle` (the two have different ids, so `replaceCard` cannot find it). */
function swapIn(s: VGState, seat: Seat, circle: Circle, card: Card, next: Card): void {
  const cards = s.players[seat].field[circle];
  const i = cards.findIndex((c) => c.id === card.id);
  if (i < 0) throw new Error(`card ${card.id} is not on ${circle} of player ${seat + 1}`);
  cards[i] = next;
}

/**
 * VG2 10.22.1–10.22.3: turn the rear-guard face down and stand it; it becomes a different card that has lost
 * every characteristic and every effect on it. Its circle is a lock circle from now on (4.6.7, 10.22.6).
 */
export function lockCard(s: VGState, seat: Seat, card: Card, circle: Circle): Card {
  const locked = withCard(card, s.nextId++, false, false, card.placed, null);
  swapIn(s, seat, circle, card, locked);
  if (s.dominated !== undefined) undominate(s, card.id); // VG2 10.35.2.4
  // VG2 4.6.8.1: a face-down card on a circle is still public, so both players see which card it is.
  emit(s, { t: 'lock', seat, circle, card: { id: card.id, code: card.code }, newId: locked.id } as GameEvent);
  // VG2 10.22.8: a locked G unit goes at once to its owner's G zone face up; its circle holds no locked card then.
  if (s.gDecks !== undefined && isGUnit(locked)) return moveCard(s, seat, locked, circle, 'gzone', { faceUp: true });
  return locked;
}

/**
 * VG2 10.24.1–10.24.4, 10.22.5: turn the locked card face up. It is another card again (10.24.2), standing
 * without having been stood (10.24.3), and not placed on the circle (10.24.4: no "placed" trigger); the circle
 * reverts to a rear-guard circle (10.22.7). "When this card is unlocked" abilities trigger (6.8.1.2).
 */
export function unlockCard(s: VGState, seat: Seat, card: Card, circle: Circle): Card {
  const up = withCard(card, s.nextId++, true, false, card.placed, null);
  swapIn(s, seat, circle, card, up);
  emit(s, { t: 'unlock', seat, circle, card: { id: card.id, code: card.code }, newId: up.id } as GameEvent);
  raise(s, { e: 'unlocked', seat, circle });
  return up;
}

/** VG2 6.8.1.1.2: in the end phase the turn player's locked cards are turned face up. */
export function unlockAll(s: VGState, seat: Seat): void {
  if (!features.lock) return; // no effect can lock, so there is no locked card
  for (const c of rearGuardCircles(s, seat)) {
    const locked = lockedOn(s, seat, c);
    if (locked) unlockCard(s, seat, locked, c);
  }
}

/** VG2 10.22.9–10.22.9.1: put `card` face down on `circle` as a locked card; what was there goes to the drop zone. */
export function putAsLocked(s: VGState, seat: Seat, card: Card, from: 'deck' | 'hand', circle: Circle): Card {
  const before = s.players[seat].field[circle].slice();
  // Not as a unit (10.22.9): the "placed" event moveCard raises finds no unit there, so nothing triggers.
  const locked = moveCard(s, seat, card, from, circle, { faceDown: true, rested: false });
  // VG2 10.6.3.3.3.4: a Protect card was removed from the circle as it arrived, so nothing is locked there.
  const there = s.players[seat].field[circle].some((c) => c.id === locked.id);
  if (there) emit(s, { t: 'lock', seat, circle, card: { id: locked.id, code: locked.code } } as GameEvent);
  // Put into the drop zone, not retired, so no retire replacement applies (8.2.1.3).
  for (const old of before) moveCard(s, seat, old, circle, 'drop', { noReplace: true });
  return locked;
}

/**
 * The rear-guard circles a card may be called or put onto: a lock circle is not a rear-guard circle (4.6.7), and
 * holds only its locked card (4.6.8.2).
 */
export function openRearguardCircles(s: VGState, seat: Seat): readonly Circle[] {
  if (!features.lock) return rearGuardCircles(s, seat); // with any circle gained with Accel (VG2 10.6.3.2)
  return rearGuardCircles(s, seat).filter((c) => lockedOn(s, seat, c) === undefined);
}

/**
 * VG2 10.24: choose N locked cards on one side ("up to": fewer, 8.5.4.1.1; as many as there are, 8.5.4.1.2), then
 * unlock them together.
 */
export function unlockChosen(s: VGState, f: ResolveFrame, e: Extract<Effect, { do: 'unlock' }>): boolean {
  const side = e.side === 'you' ? f.seat : opponent(f.seat);
  for (;;) {
    const pool = rearGuardCircles(s, side).filter((c) => {
      const l = lockedOn(s, side, c);
      return l !== undefined && !f.picked.includes(l.id);
    });
    if (f.picked.length >= e.n || pool.length === 0) break;
    const a = takeAnswer<CirclePick | NonePick>(s);
    if (!a) {
      const options: (CirclePick | NonePick)[] = pool.map((c) => ({ t: 'unit', seat: side, circle: c }));
      if (e.upTo) options.push({ t: 'none' });
      ask(s, { seat: f.seat, kind: 'chooseCircle', prompt: 'vg.unlock', options });
      return false;
    }
    if (a.t === 'none') break;
    f.picked.push(lockedOn(s, a.seat, a.circle)!.id);
  }
  for (const c of rearGuardCircles(s, side)) {
    const l = lockedOn(s, side, c);
    if (l && f.picked.includes(l.id)) unlockCard(s, side, l, c);
  }
  return true;
}
