// Effects with a duration (VG2 6.8.1.4 "until end of turn", 7.8.1.2 "until end of that battle").
// One-shot effects live on the card they changed and vanish with a zone change (VG2 4.1.4).
import { emit } from '../../core/engine.ts';
import type { GameEvent, Seat } from '../../core/types.ts';
import { type Card, CIRCLES, type VGState } from './state.ts';

export function addMod(
  s: VGState,
  seat: Seat,
  card: Card,
  stat: 'power' | 'critical',
  n: number,
  until: 'turn' | 'battle',
): void {
  (card.mods ??= []).push({ stat, n, until });
  emit(s, { t: 'modify', seat, id: card.id, stat, n, until } as GameEvent);
}

/** Effects with the given duration cease to exist. */
export function expire(s: VGState, until: 'turn' | 'battle'): void {
  for (const p of s.players) {
    for (const c of CIRCLES) {
      for (const card of p.field[c]) {
        if (!card.mods) continue;
        const kept = card.mods.filter((m) => m.until !== until);
        card.mods = kept.length ? kept : null;
      }
    }
  }
}
