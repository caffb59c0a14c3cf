// Order cards of the D standard: playing a normal order from the hand in the main phase (VGD 9.9.2.3), the order
// limit of 1 per turn (9.9.2.3.1, 11.8.2.1.1, 11.8.2.1.1.1), the order area it waits in while it is played and
// resolved (4.16, 11.8.2.1.1), its cost paid when it is played (11.8.2.2, 11.8.2.4, 11.8.2.4.2), its order ability
// resolved in the order written (11.1.1.4, 11.8.3.1), then the card put into the drop zone (11.8.3.2, 13.11.1).
// An order card is never called, ridden or put on the guardian circle: it is not a unit (2.9.3.2, 4.4.3).
// Blitz orders are played the same way by the defending player in the guard step (10.5.1.2.5, 10.5.1.2.5.1), never
// in the main phase. A set order is played like a normal order, then put into the order zone instead (11.8.3.3, 4.17),
// where its [ACT](Order Zone) abilities are played like any other (resolveAbility.ts `activatedOptions`).
import { emit, popFrame, pushFrame } from '../../core/engine.ts';
import type { Frame, GameEvent, Seat } from '../../core/types.ts';
import { canPay, playActivated } from './abilities/resolveAbility.ts';
import { raise } from './abilities/autoAbilities.ts';
import { abilitiesOf } from './abilities/registry.ts';
import type { ActAbility } from './abilities/dsl.ts';
import { grade, record } from './characteristics.ts';
import { FORMATS } from './formats.ts';
import { type Card, type VGState, vanguardOf, withCard } from './state.ts';
import { oneOfEachCode } from '../../core/identicalCopies.ts';

export type OrderAnswer = { t: 'playOrder'; card: number };

/** VGD 9.9.2.3.1, 11.8.2.1.1.1: unless specified otherwise, the order limit is 1 for every player. */
export const ORDER_LIMIT = 1;

/** Whether `card` is an order card (VGD 2.9.3.2): its main type is "order", not "unit". */
export function isOrder(card: Card): boolean {
  return record(card).order !== undefined;
}

/** VGD 11.8.2.1.1: the order cards `seat` has played this turn. */
export function ordersPlayedThisTurn(s: VGState, seat: Seat): number {
  const o = s.ordersPlayed;
  return o !== undefined && o.turn === s.turn ? o.n[seat] : 0;
}

/** The index of the card's order ability (VGD 11.1.1.4), or -1 when its file defines none. */
function orderAbilityIndex(code: string): number {
  return abilitiesOf(code).findIndex((a) => a.kind === 'act' && (a as ActAbility).order === true);
}

/**
 * VGD 9.9.2.3 (`normal`, the main phase) and 10.5.1.2.5 (`blitz`, the guard step): the orders `seat` may play in this
 * play timing: below the order limit, grade at most the vanguard's (no vanguard, none, as 9.9.2.1.2 says for calls),
 * and a cost that can be paid now (11.8.2.2: otherwise the playing is cancelled, so it is not offered).
 */
export function orderOptions(s: VGState, seat: Seat, when: 'main' | 'guard'): OrderAnswer[] {
  if (!FORMATS[s.format].orders) return [];
  if (ordersPlayedThisTurn(s, seat) >= ORDER_LIMIT) return [];
  const vg = vanguardOf(s, seat);
  if (!vg) return [];
  const g = grade(s, seat, vg);
  const playable = s.players[seat].hand.filter((c) => {
    const kind = record(c).order;
    // VGD 9.9.2.3: a non-blitz order in the main phase; 10.5.1.2.5: a blitz order in the guard step.
    if (kind === undefined || (kind === 'blitz') !== (when === 'guard') || grade(s, seat, c) > g) return false;
    const i = orderAbilityIndex(c.code); // a set order may have no order ability, only abilities of its own
    return i < 0 || canPay(s, seat, c.id, (abilitiesOf(c.code)[i] as ActAbility).cost);
  });
  return oneOfEachCode(playable).map((c) => ({ t: 'playOrder', card: c.id }));
}

export interface OrderFrame extends Frame {
  k: 'vg.order';
  seat: Seat;
  /** The order card's id in the order area. */
  card: number;
}

/**
 * VGD 11.8.2: `seat` plays the order card `cardId` from the hand. It moves to the order area (11.8.2.1.1, a new card
 * there, 4.1.4) and counts towards the order limit; its cost is paid and its order ability resolved by the ability
 * resolver (11.8.2.4, 11.8.3.1); the frame under it then puts the card into the drop zone (11.8.3.2).
 */
export function playOrder(s: VGState, seat: Seat, cardId: number): void {
  const p = s.players[seat];
  const i = p.hand.findIndex((c) => c.id === cardId);
  const before = p.hand[i];
  p.hand.splice(i, 1);
  const placed = withCard(before, s.nextId++, true, false, 0, null); // VGD 4.16.2: face up, public
  p.orderArea = [...(p.orderArea ?? []), placed];
  const n = s.ordersPlayed !== undefined && s.ordersPlayed.turn === s.turn ? s.ordersPlayed.n : ([0, 0] as const);
  s.ordersPlayed = { turn: s.turn, n: seat === 0 ? [n[0] + 1, n[1]] : [n[0], n[1] + 1] };
  emit(s, { t: 'playOrder', seat, card: { id: placed.id, code: placed.code } } as GameEvent);
  pushFrame<OrderFrame>(s, { k: 'vg.order', step: 0, seat, card: placed.id });
  const index = orderAbilityIndex(placed.code);
  if (index >= 0) playActivated(s, seat, placed, index);
}

/**
 * VGD 11.8.3.2, 13.11.1: the resolved order card leaves the order area for its owner's drop zone; 11.8.3.3: a set
 * order for the order zone instead, face up (4.17.2).
 */
function orderDone(s: VGState, f: OrderFrame): void {
  popFrame(s);
  const p = s.players[f.seat];
  const area = p.orderArea ?? [];
  const card = area.find((c) => c.id === f.card);
  if (card === undefined) return; // an effect of the order itself moved it elsewhere
  p.orderArea = area.filter((c) => c.id !== f.card);
  const moved = withCard(card, s.nextId++, true, false, 0, null);
  const to = record(card).order === 'set' ? 'orderZone' : 'drop';
  if (to === 'orderZone') p.orderZone = [...(p.orderZone ?? []), moved];
  else p.drop.push(moved);
  emit(s, { t: 'move', seat: f.seat, from: 'orderArea', to, card: { id: moved.id, code: moved.code } } as GameEvent);
  // "When this card is put into the Order Zone" (a set order's [AUTO], VGD 11.8.3.3).
  if (to === 'orderZone') raise(s, { e: 'putInto', seat: f.seat, card: moved, zone: 'orderZone' });
}

export const orderHandlers = {
  'vg.order': orderDone as (s: VGState, f: Frame) => void,
};
