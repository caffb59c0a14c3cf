// The D standard's overDress. Owns VGD 6.7 (the overDress action: the unit under it becomes originalDress, 6.7.2.1,
// the card is put on that circle with the originalDress associated, 6.7.2.2 and 6.7.2.2.1; the overDress state,
// 6.7.3; the originalDress cards move with their unit, 6.7.5, 6.7.5.1), 9.9.2.5 (overdressing from the hand in the
// main phase) and 14.42 (the overDress ability names the units it may be overdressed on).
// An originalDress card is no unit (2.9.3.4): it is kept in its master's `dress` piles, not on the circle, so that
// the circle holds one unit and nothing counts it as overloaded (13.3).
import { emit } from '../../core/engine.ts';
import type { GameEvent, Seat } from '../../core/types.ts';
import { matches } from './abilities/conditions.ts';
import type { CardFilter } from './abilities/dsl.ts';
import { abilitiesOf, features } from './abilities/registry.ts';
import { grade } from './characteristics.ts';
import { openRearguardCircles } from './lock.ts';
import {
  type Card,
  type Circle,
  type DressPile,
  lockedOn,
  unitOn,
  type VGState,
  vanguardOf,
  withCard,
  type Zone,
} from './state.ts';
import { moveCard } from './zones.ts';

export type OverDressAnswer = { t: 'overDress'; card: number; circle: Circle };

/** VGD 14.42.1: the unit condition of the card's overDress ability, if it has one. */
export function overDressCondition(code: string): CardFilter | undefined {
  for (const a of abilitiesOf(code)) if (a.kind === 'cont' && a.effect.cont === 'overDress') return a.effect.on;
  return undefined;
}

/**
 * VGD 9.9.2.5: each hand card with the overDress ability and a grade at most the vanguard's, on each rear-guard of
 * the player matching its unit condition (14.42.2). Identical copies in the hand are one choice.
 */
export function overDressOptions(s: VGState, seat: Seat): OverDressAnswer[] {
  if (!features.overDress) return [];
  const vg = vanguardOf(s, seat);
  if (!vg) return [];
  const g = grade(s, seat, vg);
  const seen: string[] = [];
  const out: OverDressAnswer[] = [];
  for (const c of s.players[seat].hand) {
    if (seen.includes(c.code)) continue;
    const on = overDressCondition(c.code);
    if (on === undefined || grade(s, seat, c) > g) continue;
    seen.push(c.code);
    for (const circle of openRearguardCircles(s, seat)) {
      const u = unitOn(s, seat, circle);
      if (u !== undefined && lockedOn(s, seat, circle) === undefined && matches(s, u, on, c.id))
        out.push({ t: 'overDress', card: c.id, circle });
    }
  }
  return out;
}

/**
 * VGD 6.7.2: overDress the hand card `cardId` on the unit on `circle`. That unit becomes originalDress (6.7.2.1) and
 * leaves the circle's unit pile for the new unit's dress pile, with the originalDress it had (6.7.2.2.1); the card is
 * then put on the circle (6.7.2.2) — a placing, not a call (6.7.1.1).
 */
export function overDress(s: VGState, seat: Seat, cardId: number, circle: Circle): void {
  const p = s.players[seat];
  const card = p.hand.find((c) => c.id === cardId)!;
  const under = p.field[circle].pop()!;
  const carried = dressOf(s, seat, under.id);
  const dress: Card[] = [...carried, withCard(under, under.id, true, false, 0, null)];
  p.dress = (p.dress ?? []).filter((d) => d.unit !== under.id);
  const placed = moveCard(s, seat, card, 'hand', circle);
  p.dress = [...p.dress, { unit: placed.id, cards: dress }];
  emit(s, {
    t: 'overDress',
    seat,
    circle,
    card: { id: placed.id, code: placed.code },
    dress: dress.map((c) => ({ id: c.id, code: c.code })),
  } as GameEvent);
}

/** The originalDress cards associated with the unit `unitId` (VGD 6.7.2.2), oldest first. */
export function dressOf(s: VGState, seat: Seat, unitId: number): readonly Card[] {
  return s.players[seat].dress?.find((d) => d.unit === unitId)?.cards ?? [];
}

/** VGD 6.7.3: the unit was put on its circle through overDress and still has originalDress associated with it. */
export function inOverDress(s: VGState, seat: Seat, unitId: number): boolean {
  return dressOf(s, seat, unitId).length > 0;
}

/**
 * VGD 6.7.5, 6.7.5.1: the unit `unitId` has moved from the field to `to`: its originalDress cards go there at the
 * same time, no longer associated, their main type unit again (so they are ordinary cards of that zone). A move
 * between circles keeps the unit (and its id), so the association stays.
 */
export function dressFollows(s: VGState, seat: Seat, unitId: number, to: Zone, pileOf: (z: Zone) => Card[]): void {
  const p = s.players[seat];
  const d: DressPile | undefined = p.dress?.find((x) => x.unit === unitId);
  if (d === undefined) return;
  p.dress = p.dress!.filter((x) => x !== d);
  const up = to !== 'deck' && to !== 'hand';
  const dst = pileOf(to);
  for (const c of d.cards) {
    const moved = withCard(c, s.nextId++, up, false, 0, null);
    dst.push(moved);
    emit(s, { t: 'move', seat, from: 'dress', to, card: up ? { id: moved.id, code: moved.code } : {} } as GameEvent);
  }
}
