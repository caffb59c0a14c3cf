// Continuous abilities (VG2 8.1.1.3–8.1.1.4, 8.3.3): active whenever their zone and condition hold. The
// order in which their effects apply to a characteristic (8.7) is in layers.ts; this file answers which
// of a card's continuous abilities are active now and the yes/no effects they have: attack limits,
// Restraint (11.5), Lord (11.8), Resist (11.13), "cannot be affected" (12.11), retire replacements (8.2.1.3)
// and "trigger effects are nullified" (12.3).
import type { Seat } from '../../../core/types.ts';
import { type Card, type Circle, circleOf, circlesOf, isDeleted, isLocked, unitOn, type VGState } from '../state.ts';
import { gatesOpen, holds } from './conditions.ts';
import type { ContAbility, ContinuousEffect } from './dsl.ts';
import { abilitiesOf } from './registry.ts';

function activeOn(a: ContAbility, circle: Circle): boolean {
  if (!a.zones) return true; // VG2 3.1.1.3.10
  if (circle === 'VC') return a.zones.includes('VC');
  if (circle === 'GC') return a.zones.includes('GC');
  return a.zones.includes('RC');
}

/** The continuous abilities of `card` (on `circle` of `seat`'s field) that are active now (VG2 8.3.3). */
export function activeConts(s: VGState, seat: Seat, card: Card, circle: Circle): ContAbility[] {
  const all = abilitiesOf(card.code);
  if (all.length === 0 || isLocked(card, circle)) return []; // VG2 10.22.3: a locked card has no abilities
  if (isDeleted(s, card, circle)) return []; // VG2 10.26.3: a deleted unit loses its printed text
  const out: ContAbility[] = [];
  for (const a of all) {
    if (a.kind !== 'cont' || !activeOn(a, circle)) continue;
    if (a.duringYourTurn && s.turnPlayer !== seat) continue;
    if (a.condition && !holds(s, seat, a.condition, card.id)) continue;
    if (a.gate && !gatesOpen(s, seat, a, card.id)) continue; // VG2 11.6.3.1.1, 11.15.2.1, 11.16.2.1: checked continuously
    out.push(a);
  }
  return out;
}

function hasActive(s: VGState, seat: Seat, card: Card, circle: Circle, kind: ContinuousEffect['cont']): boolean {
  return activeConts(s, seat, card, circle).some((a) => a.effect.cont === kind);
}

export function cannotAttackRearguard(s: VGState, seat: Seat, card: Card, circle: Circle): boolean {
  return hasActive(s, seat, card, circle, 'cannotAttackRearguard');
}

export function mayAttackBackRow(s: VGState, seat: Seat, card: Card, circle: Circle): boolean {
  return hasActive(s, seat, card, circle, 'mayAttackBackRowOfColumn');
}

/** VG2 7.4.1.8.4: how many units this unit may attack at once (1 unless an "attack up to N units" ability is active). */
export function attackCount(s: VGState, seat: Seat, card: Card, circle: Circle): number {
  let n = 1;
  for (const a of activeConts(s, seat, card, circle))
    if (a.effect.cont === 'attacksUpTo' && a.effect.n > n) n = a.effect.n;
  return n;
}

/** VGD 2.17: the drive changes "this unit gets drive +N" [CONT]s active on the unit make (0 with none). */
export function contDrive(s: VGState, seat: Seat, card: Card, circle: Circle): number {
  let n = 0;
  for (const a of activeConts(s, seat, card, circle)) if (a.effect.cont === 'drive') n += a.effect.n;
  return n;
}

export function hasLord(s: VGState, seat: Seat, card: Card, circle: Circle): boolean {
  return hasActive(s, seat, card, circle, 'lord');
}

/** VG2 11.5.1: a unit with Restraint cannot be chosen as an attacking unit. */
export function hasRestraint(s: VGState, seat: Seat, card: Card, circle: Circle): boolean {
  return hasActive(s, seat, card, circle, 'restraint');
}

/** VG2 11.13.1: a unit with Resist cannot be chosen by the opponent's "choose"; also the player-wide rule of 8.7.3.1. */
export function resists(s: VGState, seat: Seat, card: Card): boolean {
  if (s.rules && s.rules.some((r) => r.seat === seat && r.rule === 'unitsResist')) return true;
  if (abilitiesOf(card.code).length === 0) return false;
  const c = circleOf(s, seat, card.id);
  return c !== null && hasActive(s, seat, card, c, 'resist');
}

/** VG2 12.11.1: the unit is not affected by its opponent's effects. */
export function unaffectedByOpponent(s: VGState, seat: Seat, card: Card): boolean {
  if (abilitiesOf(card.code).length === 0) return false;
  const c = circleOf(s, seat, card.id);
  return c !== null && hasActive(s, seat, card, c, 'unaffected');
}

/**
 * VG2 12.3.1: whether an active [CONT] of a unit of either player nullifies the icon effect of the card `checker`'s
 * drive or damage check put into the trigger zone. Callers skip this unless `features.nullifyTriggers`.
 */
export function triggersNullified(s: VGState, checker: Seat, check: 'drive' | 'damage'): boolean {
  for (const master of [0, 1] as const) {
    for (const c of circlesOf(s, master)) {
      const u = unitOn(s, master, c);
      if (!u || abilitiesOf(u.code).length === 0) continue;
      for (const a of activeConts(s, master, u, c)) {
        const e = a.effect;
        if (e.cont !== 'nullifyTriggers' || (e.checks && e.checks !== check)) continue;
        if (e.whose === 'both' || (e.whose === 'you') === (checker === master)) return true;
      }
    }
  }
  return false;
}

/** VG2 8.2.1.3: the unit's "if this unit would be retired, instead …" replacement, if one is active. */
export function retireReplacement(
  s: VGState,
  seat: Seat,
  card: Card,
): Extract<ContinuousEffect, { cont: 'replaceRetire' }> | null {
  if (abilitiesOf(card.code).length === 0) return null;
  const c = circleOf(s, seat, card.id);
  if (c === null) return null;
  for (const a of activeConts(s, seat, card, c)) if (a.effect.cont === 'replaceRetire') return a.effect;
  return null;
}
