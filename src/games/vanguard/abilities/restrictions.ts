// Use restrictions (VG2 12.2, 12.5; VG1 11.2): "this ability cannot be used for the rest of that turn /
// the game" and [1/Turn], tracked per card — a card that changes zone is a new card with a new id
// (4.1.4), so it may use the ability again — and effects that make a card's abilities unusable.
// 12.2.1.1: an unusable [ACT] cannot be played; 12.2.1.2: an unusable [AUTO] does not trigger;
// 12.2.1.3: one already standing by is cancelled.
import { emit } from '../../../core/engine.ts';
import type { GameEvent, Seat } from '../../../core/types.ts';
import type { Card, UseRecord, VGState } from '../state.ts';

/** May the ability `index` of this card be used now? */
export function usable(s: VGState, card: Card, index: number): boolean {
  if (card.mods) for (const m of card.mods) if (m.stat === 'cannotUse') return false;
  const used = s.used;
  if (!used) return true;
  for (const u of used) if (u.source === card.id && u.index === index) return false;
  return true;
}

/**
 * The ability can no longer be used until `until` ends; its standing-by instances are cancelled (VG2 12.2.1.3).
 * Only its master `seat` is told which card (it may be in the hand, VG2 4.3.2).
 */
export function forbid(s: VGState, seat: Seat, source: number, index: number, until: UseRecord['until']): void {
  const have = s.used ?? [];
  if (!have.some((u) => u.source === source && u.index === index && (u.until === until || u.until === 'game'))) {
    s.used = [...have, { source, index, until }];
  }
  cancelStandby(s, (x) => x.source === source && x.index === index);
  emit(s, { t: 'cannotUse', seat, source, index, until } as GameEvent, seat, {
    t: 'cannotUse',
    seat,
    until,
  } as GameEvent);
}

/** VG2 12.2.1.3: every standing-by ability of the card is cancelled once its abilities cannot be used. */
export function cancelStandbyOf(s: VGState, source: number): void {
  cancelStandby(s, (x) => x.source === source);
}

function cancelStandby(s: VGState, which: (x: VGState['standby'][number]) => boolean): void {
  if (s.standby.some(which)) s.standby = s.standby.filter((x) => !which(x));
}
