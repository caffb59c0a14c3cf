// Effects with a duration (VG2 6.8.1.4 "until end of turn", 7.8.1.2 "until end of that battle").
// One-shot effects live on the card they changed and vanish with a zone change (VG2 4.1.4).
import { emit } from '../../core/engine.ts';
import type { GameEvent, Seat } from '../../core/types.ts';
import { type Card, CIRCLES, type Mod, replaceCard, type VGState, withCard } from './state.ts';

export function addMod(
  s: VGState,
  seat: Seat,
  card: Card,
  stat: 'power' | 'critical' | 'shield',
  n: number,
  until: 'turn' | 'battle',
): void {
  const mods = [...(card.mods ?? []), { stat, n, until }];
  replaceCard(s, seat, withCard(card, card.id, card.up, card.rested, card.placed, mods));
  emit(s, { t: 'modify', seat, id: card.id, stat, n, until } as GameEvent);
}

/** VG2 10.21: give a card an ability, or take "Twin Drive!!" away, for a duration. */
export function addGrant(s: VGState, seat: Seat, card: Card, mod: Mod): void {
  const mods = [...(card.mods ?? []), mod];
  replaceCard(s, seat, withCard(card, card.id, card.up, card.rested, card.placed, mods));
  emit(s, { t: 'grant', seat, id: card.id, what: mod.stat } as GameEvent);
}

/** Effects with the given duration cease to exist. */
export function expire(s: VGState, until: 'turn' | 'battle'): void {
  for (const p of s.players) {
    for (const c of CIRCLES) {
      const cards = p.field[c];
      for (let i = 0; i < cards.length; i++) {
        const mods = cards[i].mods;
        if (!mods || !mods.some((m) => m.until === until)) continue;
        const kept = mods.filter((m) => m.until !== until);
        const c = cards[i];
        cards[i] = withCard(c, c.id, c.up, c.rested, c.placed, kept.length ? kept : null);
      }
    }
  }
}
