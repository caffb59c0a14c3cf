// Automatic abilities waiting to resolve (BF-Abil-Auto 1: when its trigger happens, it waits; BF-Q24, BF-Q22: a
// triggered auto resolves even if its source has left or the phase ended). They resolve at the next play timing
// before any use (playTiming.ts), the turn fighter's first.
import { say } from './zones.ts';
import type { Trigger } from './abilities/dsl.ts';
import { scriptOf } from './abilities/registry.ts';
import { condHolds, hasAttribute, nameOf, sizeOf } from './characteristics.ts';
import type { Seat } from '../../core/types.ts';
import { type Area, type BFState, type Card, locate, opponent } from './state.ts';

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
    if (when === 'anotherSet' && !others.some((o) => o.id !== card.id && nameOf(o.code).includes(a.namePart ?? '')))
      return;
    if (
      when === 'yourAttackDestroys' &&
      a.attackerAttribute &&
      !others.some((o) => hasAttribute(o.code, a.attackerAttribute!))
    )
      return;
    if (when === 'soulReaches' && card.soul.length < (a.soulAtLeast ?? 1)) return;
    if (when === 'opponentMonsterEnters' && !others.some((o) => sizeOf(o) === a.enteredSize)) return;
    // BF-OPT, BF-Q25: "this ability only activates once per turn" belongs to this card.
    const key = `card:${card.id}:${index}`;
    if (a.oncePerTurn && s.usedThisTurn.includes(key)) return;
    if (a.conds && !a.conds.every((k) => condHolds(s, at.seat, k, card))) return;
    if (a.oncePerTurn) s.usedThisTurn.push(key);
    s.pending.push({ seat: at.seat, source: card.id, code: card.code, index });
    say(s, { t: 'trigger', seat: at.seat, source: card.id, code: card.code, ability: index });
  });
}

/**
 * A monster entered `seat`'s `area`: its "when this card enters the field" autos trigger, and a "when a monster
 * enters …" [Counter] may answer it while the window is open (BF-Oth[When…], state `entered`).
 */
export function enteredField(s: BFState, seat: Seat, card: Card, area: Area): void {
  (s.entered ??= []).push({ seat, card: card.id, area });
  triggerAuto(s, card, 'enters');
  for (const c of fieldCards(s, opponent(seat))) triggerAuto(s, c, 'opponentMonsterEnters', [card]);
}

/** BF-Mat: the cards on a fighter's field (monster areas, item, spell area), whose abilities are active. */
export function fieldCards(s: BFState, seat: Seat): Card[] {
  const p = s.players[seat];
  return [...p.left, ...p.center, ...p.right, ...p.item, ...p.spell];
}

/** BF-Oth[When…]: the windows close (a play timing or the phase ended). Dropped when empty, to keep states small. */
export function closeEnteredWindows(s: BFState, keep: (e: { card: number }) => boolean = () => false): void {
  if (!s.entered) return;
  s.entered = s.entered.filter(keep);
  if (s.entered.length === 0) delete s.entered;
}

/** The soul of `host` grew from `before` cards: "when this card's soul becomes n or more" (crossing n). */
export function soulGrew(s: BFState, host: Card, before: number): void {
  const crossed = (scriptOf(host.code).autos ?? []).some(
    (a) => a.when === 'soulReaches' && before < (a.soulAtLeast ?? 1) && host.soul.length >= (a.soulAtLeast ?? 1),
  );
  if (crossed) triggerAuto(s, host, 'soulReaches');
}

/** BF-KW[Lifelink]: when the card leaves the field, its fighter takes N damage. */
export function triggerLifelink(s: BFState, card: Card, seat: 0 | 1): void {
  const n = scriptOf(card.code).lifelink;
  if (!n) return;
  s.pending.push({ seat, source: card.id, code: card.code, index: -1, kw: 'lifelink', n });
}
