// Dominate (VG2 10.35). A dominated unit stays on its original master's circle (10.35.5) and in that player's
// field arrays; `s.dominated` records who dominates it and for how long (10.35.1.1). The engine's dominate takes
// the opponent's rear-guards only. The dominating player is their master (10.35.2): it chooses them as "your
// rear-guards" (conditions.ts `rearguards`, resolveAbility.ts `candidates`), has them attack the opponent's
// vanguard (10.34, battle.ts), and plays their abilities (10.35.2.3): their [ACT]s are offered to it
// (resolveAbility.ts `activatedOptions`), their automatic abilities go on standby for the player dominating them
// when they trigger (10.35.2.3.1, autoAbilities.ts `standBy`: their own "when this unit …" events, and the
// dominating player's events through `unitsOfMaster`), and "this unit" is found on the opponent's field
// (`sourceUnit`). Continuous effects reach a unit from its master's units (10.35.2.2, layers.ts), and its own
// [CONT]s are its master's. It cannot boost or intercept (10.35.6), a Force circle's power does not reach it
// (10.35.8, gift.ts), it moves and goes to zones of its owner (10.35.4), and a deck it is returned to is shuffled
// with the dominating player's (10.35.2.5). Its position is read from the dominating player's side (10.35.3:
// columns.ts: the booster behind it, its column for Harmony, Dark Device and the rest; its row stays, conditions.ts `rearguards`). A dominated vanguard
// brings its Legion Mate with it (10.35.1.4); made to attack, it attacks one of its original master's rear-guards,
// and its drive checks reveal the dominating player's deck (10.35.7, battle.ts). An ability dominates with
// `dominateTargets` (10.35.1), which also sets up the attacks it orders (10.34.1).
import { emit } from '../../core/engine.ts';
import type { GameEvent, Seat } from '../../core/types.ts';
import type { Effect } from './abilities/dsl.ts';
import { affectedTargets, circleOfCard, type ResolveFrame } from './abilities/resolveAbility.ts';
import { legionPartner } from './legion.ts';
import { type DominatedRecord, dominatorOf, opponent, type VGState, vanguardOf } from './state.ts';
import { setRested } from './zones.ts';

/**
 * VG2 10.35.1–10.35.1.1: `by` becomes the master of `seat`'s unit `id`. A unit already dominated cannot be
 * dominated again (10.35.1.1.2). Returns whether it was.
 */
export function dominate(s: VGState, by: Seat, seat: Seat, id: number, until: DominatedRecord['until']): boolean {
  if (dominatorOf(s, id) !== undefined) return false;
  s.dominated = [...(s.dominated ?? []), { id, seat, by, until }];
  emit(s, { t: 'dominate', seat, by, id } as GameEvent);
  // VG2 10.35.1.4: the unit in legion with it is dominated as well, for as long.
  const partner = s.legion === undefined ? undefined : legionPartner(s, seat, id);
  if (partner !== undefined && dominatorOf(s, partner.id) === undefined) {
    s.dominated = [...s.dominated, { id: partner.id, seat, by, until, with: id }];
    emit(s, { t: 'dominate', seat, by, id: partner.id } as GameEvent);
  }
  return true;
}

/** The dominations with this duration end (only the one of unit `id`, when given). */
export function endDominations(s: VGState, until: DominatedRecord['until'], id?: number): void {
  const list = s.dominated;
  if (list === undefined) return;
  const ends = (d: DominatedRecord) => d.until === until && (id === undefined || d.id === id || d.with === id);
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

/**
 * VG2 10.35.1: dominate the chosen units of the opponent (stood first with `stand`); with `attack`, each one then
 * attacks (10.34.1: after this ability's effects) the opponent's vanguard, or a rear-guard of the opponent chosen
 * for it now, one at a time in the order chosen, and stays dominated until its "To Attack" action concludes.
 * A dominated vanguard cannot attack the vanguard it is. Between answers `f.look` holds the units still to be given
 * a rear-guard to attack, and `f.sub` counts those given one.
 */
export function dominateTargets(s: VGState, f: ResolveFrame, e: Extract<Effect, { do: 'dominate' }>): boolean {
  if (f.sub === 0) {
    const ts = affectedTargets(s, f, e.target);
    if (!ts) return false;
    const until = e.until ?? (e.attack ? 'attack' : 'effect');
    const attackers: number[] = [];
    for (const t of ts) {
      const c = circleOfCard(s, t.seat, t.card.id);
      if (t.seat === f.seat || c === null || c === 'GC') continue;
      if (e.stand) setRested(s, t.seat, t.card, false);
      if (!dominate(s, f.seat, t.seat, t.card.id, until)) continue; // VG2 10.35.1.1.2
      if (e.attack === 'rearguard') attackers.push(t.card.id);
      if (e.attack !== 'vanguard') continue;
      const vg = c !== 'VC' ? vanguardOf(s, t.seat) : undefined;
      if (vg) {
        const x = { seat: f.seat, attacker: t.card.id, target: vg.id, from: t.seat };
        s.forcedAttacks = [...(s.forcedAttacks ?? []), x];
      } else endDominations(s, 'attack', t.card.id); // VG2 10.34.1.1: no unit B, the action concludes at once
    }
    if (attackers.length === 0) return true;
    f.look = attackers;
    f.picked = [];
    f.sub = 1;
  }
  // Each attacker's unit B, one at a time: the opponent's rear-guards that are not dominated (10.35.1.1.1).
  const opp = opponent(f.seat);
  while (f.sub <= f.look.length) {
    const ts = affectedTargets(s, f, { unit: 'choose', side: 'opponent', what: 'rearguard', n: 1 });
    if (!ts) return false;
    const attacker = f.look[f.sub - 1];
    if (ts.length > 0) {
      const x = { seat: f.seat, attacker, target: ts[0].card.id, from: opp };
      s.forcedAttacks = [...(s.forcedAttacks ?? []), x];
    } else endDominations(s, 'attack', attacker); // VG2 10.34.1.1
    f.picked = [];
    f.sub++;
  }
  return true;
}
