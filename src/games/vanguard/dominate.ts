// Dominate (VG2 10.35). A dominated unit stays on its original master's circle (10.35.5) and in that player's
// field arrays; `s.dominated` records who dominates it and for how long (10.35.1.1). The engine's dominate takes
// the opponent's rear-guards only: what the dominating player does with them is choose them as "your rear-guards"
// (10.35.2, conditions.ts `rearguards`, resolveAbility.ts `candidates`) and have them attack the opponent's
// vanguard (10.34, battle.ts). A dominated unit cannot boost or intercept (10.35.6) and none of its own abilities
// is played while it is dominated (see the report of what 10.35.2.3 still needs).
import { emit } from '../../core/engine.ts';
import type { GameEvent, Seat } from '../../core/types.ts';
import { type DominatedRecord, dominatorOf, type VGState } from './state.ts';

/**
 * VG2 10.35.1–10.35.1.1: `by` becomes the master of `seat`'s unit `id`. A unit already dominated cannot be
 * dominated again (10.35.1.1.2). Returns whether it was.
 */
export function dominate(s: VGState, by: Seat, seat: Seat, id: number, until: DominatedRecord['until']): boolean {
  if (dominatorOf(s, id) !== undefined) return false;
  s.dominated = [...(s.dominated ?? []), { id, seat, by, until }];
  emit(s, { t: 'dominate', seat, by, id } as GameEvent);
  return true;
}

/** The dominations with this duration end (only the one of unit `id`, when given). */
export function endDominations(s: VGState, until: DominatedRecord['until'], id?: number): void {
  const list = s.dominated;
  if (list === undefined) return;
  const ends = (d: DominatedRecord) => d.until === until && (id === undefined || d.id === id);
  if (!list.some(ends)) return;
  for (const d of list) if (ends(d)) emit(s, { t: 'undominate', seat: d.seat, id: d.id } as GameEvent);
  const kept = list.filter((d) => !ends(d));
  if (kept.length > 0) s.dominated = kept;
  else delete s.dominated;
}

/**
 * VG2 10.35.1.1.1, 10.35.2: is `seat`'s unit `id` (on `seat`'s field) referenced as a unit of `seat`? Not while
 * the opponent dominates it.
 */
export function dominatedAway(s: VGState, seat: Seat, id: number): boolean {
  const by = dominatorOf(s, id);
  return by !== undefined && by !== seat;
}

/** VG2 10.35.2.4: the unit `id` is no longer dominated (it was locked: a locked card is another card, 10.22.2). */
export function undominate(s: VGState, id: number): void {
  const list = s.dominated;
  if (list === undefined || !list.some((d) => d.id === id)) return;
  const kept = list.filter((d) => d.id !== id);
  if (kept.length > 0) s.dominated = kept;
  else delete s.dominated;
}
