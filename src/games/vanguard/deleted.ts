// Delete (VG2 10.26). A deleted unit is a face-down card on the vanguard circle (state.ts `isDeleted`): it stays
// the same card (10.26.2: same id, same orientation, the effects already on it kept), so it needs no field of its
// own. What deletion changes is read where each thing is read: its power (characteristics.ts and layers.ts take
// the printed power off, 10.26.3), its lost text (the ability scans skip its printed abilities; abilities it got
// from effects stay, 10.26.7). Skill icons are not text, so its drive and Boost/Intercept stay (10.26.3). An
// ability deletes with `deleteByEffect`, which spares a vanguard its opponent's effects cannot affect (12.11.1).
import { emit } from '../../core/engine.ts';
import type { GameEvent, Seat } from '../../core/types.ts';
import { unaffectedByOpponent } from './abilities/continuous.ts';
import type { Effect } from './abilities/dsl.ts';
import { features } from './abilities/registry.ts';
import type { ResolveFrame } from './abilities/resolveAbility.ts';
import { type Card, opponent, replaceCard, type VGState, vanguardOf, withCard } from './state.ts';

/** Is `card` (a card of `seat`'s field) a deleted unit? Cheap when it is face up, as nearly every card is. */
export function isDeletedUnit(s: VGState, seat: Seat, card: Card): boolean {
  if (card.up || s.phase === 'setup') return false;
  for (const c of s.players[seat].field.VC) if (c.id === card.id) return true;
  return false;
}

/**
 * VG2 10.26.1–10.26.2: turn `seat`'s vanguard face down, keeping its orientation and every effect on it; it is
 * the same unit. A vanguard already deleted stays as it is.
 */
export function deleteVanguard(s: VGState, seat: Seat): void {
  const vc = s.players[seat].field.VC;
  if (vc.length === 0) return;
  const card = vc[vc.length - 1];
  if (!card.up) return;
  replaceCard(s, seat, withCard(card, card.id, false, card.rested, card.placed, card.mods));
  // VG2 10.26.6: every player may check its face, so the event names it to all.
  emit(s, { t: 'delete', seat, card: { id: card.id, code: card.code } } as GameEvent);
}

/**
 * VG2 6.8.1.1.2, 10.26.5: in the end phase the turn player's deleted units are turned face up and are no longer
 * deleted. They stay the same cards, so effects applied while deleted go on (10.26.9).
 */
export function undeleteAll(s: VGState, seat: Seat): void {
  if (!features.deletes) return; // no effect can delete, so no vanguard is deleted
  const vc = s.players[seat].field.VC;
  for (let i = 0; i < vc.length; i++) {
    const c = vc[i];
    if (c.up) continue;
    vc[i] = withCard(c, c.id, true, c.rested, c.placed, c.mods);
    emit(s, { t: 'undelete', seat, card: { id: c.id, code: c.code } } as GameEvent);
  }
}

/** VG2 10.26.1: an ability deletes `e.whose` vanguard. */
export function deleteByEffect(s: VGState, f: ResolveFrame, e: Extract<Effect, { do: 'delete' }>): boolean {
  const whose = e.whose === 'you' ? f.seat : opponent(f.seat);
  const vg = vanguardOf(s, whose);
  // VG2 12.11.1: a vanguard the opponent's effects cannot affect is not deleted by them.
  if (vg && (whose === f.seat || !unaffectedByOpponent(s, whose, vg))) deleteVanguard(s, whose); // VG2 10.26.1
  return true;
}
