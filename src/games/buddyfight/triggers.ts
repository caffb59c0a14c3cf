// Automatic abilities waiting to resolve (BF-Abil-Auto 1: when its trigger happens, it waits; BF-Q24, BF-Q22: a
// triggered auto resolves even if its source has left or the phase ended). They resolve at the next play timing
// before any use (playTiming.ts), the turn fighter's first.
import { say } from './zones.ts';
import type { Trigger } from './abilities/dsl.ts';
import { scriptOf } from './abilities/registry.ts';
import { condHolds, hasAttribute } from './characteristics.ts';
import { type BFState, type Card, locate } from './state.ts';

/** Trigger `card`'s autos of this kind (`with`: the other cards of a link attack). */
export function triggerAuto(s: BFState, card: Card, when: Trigger, others: readonly Card[] = []): void {
  const at = locate(s, card.id);
  if (!at) return;
  (scriptOf(card.code).autos ?? []).forEach((a, index) => {
    if (a.when !== when) return;
    if (
      when === 'linkAttacks' &&
      !others.some((o) => o.id !== card.id && (!a.withAttribute || hasAttribute(o.code, a.withAttribute)))
    )
      return;
    if (a.conds && !a.conds.every((k) => condHolds(s, at.seat, k, card))) return;
    s.pending.push({ seat: at.seat, source: card.id, code: card.code, index });
    say(s, { t: 'trigger', seat: at.seat, source: card.id, code: card.code, ability: index });
  });
}

/** BF-KW[Lifelink]: when the card leaves the field, its fighter takes N damage. */
export function triggerLifelink(s: BFState, card: Card, seat: 0 | 1): void {
  const n = scriptOf(card.code).lifelink;
  if (!n) return;
  s.pending.push({ seat, source: card.id, code: card.code, index: -1, kw: 'lifelink', n });
}
