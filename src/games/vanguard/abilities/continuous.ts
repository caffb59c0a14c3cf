// Continuous abilities (VG2 8.1.1.3–8.1.1.4, 8.7): applied whenever their zone and condition hold.
// Ver. 2.01 layers (8.7.1): printed values, then changes that set no number (abilities gained or lost),
// then increases and decreases; no card in the trial decks sets a value outright.
import type { Seat } from '../../../core/types.ts';
import { type Card, type Circle, type VGState } from '../state.ts';
import { holds } from './conditions.ts';
import type { ContAbility } from './dsl.ts';
import { abilitiesOf } from './registry.ts';

function activeOn(a: ContAbility, circle: Circle): boolean {
  if (!a.zones) return true; // VG2 3.1.1.3.10
  return circle === 'VC' ? a.zones.includes('VC') : circle !== 'GC' && a.zones.includes('RC');
}

function activeConts(s: VGState, seat: Seat, card: Card, circle: Circle): ContAbility[] {
  const all = abilitiesOf(card.code);
  if (all.length === 0) return [];
  const out: ContAbility[] = [];
  for (const a of all) {
    if (a.kind !== 'cont' || !activeOn(a, circle)) continue;
    if (a.duringYourTurn && s.turnPlayer !== seat) continue;
    if (a.condition && !holds(s, seat, a.condition, card.id)) continue;
    out.push(a);
  }
  return out;
}

/** The total power change from this unit's own continuous abilities. */
export function continuousPower(s: VGState, seat: Seat, card: Card, circle: Circle): number {
  let n = 0;
  for (const a of activeConts(s, seat, card, circle)) if (a.effect.cont === 'modify') n += a.effect.n;
  return n;
}

export function cannotAttackRearguard(s: VGState, seat: Seat, card: Card, circle: Circle): boolean {
  return activeConts(s, seat, card, circle).some((a) => a.effect.cont === 'cannotAttackRearguard');
}

export function mayAttackBackRow(s: VGState, seat: Seat, card: Card, circle: Circle): boolean {
  return activeConts(s, seat, card, circle).some((a) => a.effect.cont === 'mayAttackBackRowOfColumn');
}

export function hasLord(s: VGState, seat: Seat, card: Card, circle: Circle): boolean {
  return activeConts(s, seat, card, circle).some((a) => a.effect.cont === 'lord');
}
