// Effects with a duration (VG2 8.2.1.2: "until end of that battle" 7.8.1.2, "until end of turn" 6.8.1.4,
// "for the rest of the game"). One-shot abilities' continuous effects live on the card they changed and
// vanish with a zone change other than circle to circle (VG2 4.1.4, 8.7.3). Each gets a time stamp from
// the clock `placeSeq` (8.7.2.1.1.1); the parts of one effect share it, so a nullify removes them
// together (8.7.6.1). Use restrictions "for the rest of that turn" (12.2, 12.5) end here too.
import { emit } from '../../core/engine.ts';
import type { GameEvent, Seat } from '../../core/types.ts';
import { endTurnRecords } from './turnRecords.ts';
import { endDominations } from './dominate.ts';
import { type Card, circlesOf, type Mod, replaceCard, type Until, type VGState, withCard } from './state.ts';
import type { UnitState } from './abilities/dsl.ts';

/** A new time stamp (VG2 8.7.2.1.1.1: the time the effect was applied). */
export function timestamp(s: VGState): number {
  return ++s.placeSeq;
}

export function addMod(
  s: VGState,
  seat: Seat,
  card: Card,
  stat: 'power' | 'critical' | 'shield',
  n: number,
  until: Until,
  ts?: number,
): Card {
  // Trigger icons' effects carry no time stamp: they date from just after the card's previous effect (layers.ts).
  const mod: Mod = ts === undefined ? { stat, n, until } : { stat, n, until, ts };
  const mods = [...(card.mods ?? []), mod];
  const next = withCard(card, card.id, card.up, card.rested, card.placed, mods);
  replaceCard(s, seat, next);
  emit(s, { t: 'modify', seat, id: card.id, stat, n, until } as GameEvent);
  return next;
}

/** VG2 8.7.1.4: "… becomes N" for a duration. */
export function addSet(
  s: VGState,
  seat: Seat,
  card: Card,
  which: 'power' | 'critical' | 'shield' | 'grade',
  n: number,
  until: Until,
): void {
  const mods: Mod[] = [...(card.mods ?? []), { stat: 'set', which, n, until, ts: timestamp(s) }];
  replaceCard(s, seat, withCard(card, card.id, card.up, card.rested, card.placed, mods));
  emit(s, { t: 'set', seat, id: card.id, stat: which, n, until } as GameEvent);
}

/** VG2 10.21: give a card an ability, or take "Twin Drive!!" away, for a duration (also 12.2, 10.29 marks). */
export function addGrant(s: VGState, seat: Seat, card: Card, mod: Mod): void {
  const mods = [...(card.mods ?? []), { ...mod, ts: timestamp(s) } as Mod];
  replaceCard(s, seat, withCard(card, card.id, card.up, card.rested, card.placed, mods));
  emit(s, { t: 'grant', seat, id: card.id, what: mod.stat } as GameEvent);
}

/**
 * The unit becomes blazing / engorged / charging / hollowed until end of turn (VG2 11.21.1, 11.24.1, 11.29.1,
 * 11.33.1). The state lives on the card like any "until end of turn" effect, so it ends with the turn and with a
 * zone change (4.1.4). Returns the card as it now is.
 */
export function addState(s: VGState, seat: Seat, card: Card, state: UnitState): Card {
  if (hasState(card, state)) return card;
  const mods: Mod[] = [...(card.mods ?? []), { stat: 'state', state, until: 'turn', ts: timestamp(s) }];
  const next = withCard(card, card.id, card.up, card.rested, card.placed, mods);
  replaceCard(s, seat, next);
  emit(s, { t: 'become', seat, id: card.id, state } as GameEvent);
  return next;
}

export function hasState(card: Card, state: UnitState): boolean {
  if (!card.mods) return false;
  for (const m of card.mods) if (m.stat === 'state' && m.state === state) return true;
  return false;
}

/** The states the unit is in, in the order it entered them (for views). */
export function statesOf(card: Card): UnitState[] {
  const out: UnitState[] = [];
  if (card.mods) for (const m of card.mods) if (m.stat === 'state') out.push(m.state);
  return out;
}

/**
 * VG2 8.7.6 / 8.7.6.1: continuous effects on the card cease — every one, or those changing `stat` — and
 * each whole: the other parts of the same effect (same time stamp) go with it.
 */
export function nullifyEffects(s: VGState, seat: Seat, card: Card, stat?: 'power' | 'critical' | 'shield'): void {
  if (!card.mods) return;
  const hit = (m: Mod) => stat === undefined || m.stat === stat;
  const stamps = new Set<number>();
  for (const m of card.mods) if (hit(m) && m.ts !== undefined) stamps.add(m.ts);
  const kept = card.mods.filter((m) => !hit(m) && (m.ts === undefined || !stamps.has(m.ts)));
  if (kept.length === card.mods.length) return;
  replaceCard(s, seat, withCard(card, card.id, card.up, card.rested, card.placed, kept.length ? kept : null));
  emit(s, { t: 'nullify', seat, id: card.id } as GameEvent);
}

/** Effects with the given duration cease to exist ("for the rest of the game" never does). */
export function expire(s: VGState, until: 'turn' | 'battle'): void {
  for (const seat of [0, 1] as const) {
    const p = s.players[seat];
    for (const c of circlesOf(s, seat)) {
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
  if (s.rules && s.rules.some((r) => r.until === until)) s.rules = s.rules.filter((r) => r.until !== until);
  if (until === 'turn' && s.dominated !== undefined) endDominations(s, 'turn'); // VG2 10.35.1
  if (until === 'turn' && s.used && s.used.some((u) => u.until === 'turn')) {
    s.used = s.used.filter((u) => u.until !== 'turn'); // VG2 12.5.1.1.1 "for the rest of that turn"
  }
  if (until === 'turn') endTurnRecords(s); // VG2 11.19, 11.30, 11.40 "this turn"; 11.34.1, 11.37.2 "until end of turn"
}
