// Shared drivers for the trial-deck card tests (td01.test.ts … td10.test.ts) and the rules tests that play
// the same cards (abilities, keywords, battle): play a battle through `answer`, read current
// power/critical/shield, play activated abilities, and run to the next turn.
import { expect } from 'vitest';
import type { Seat } from '../../../src/core/types.ts';
import { abilitiesOf } from '../../../src/games/vanguard/abilities/registry.ts';
import { cardText } from '../../../src/games/vanguard/abilities/text.ts';
import { requireCard } from '../../../src/games/vanguard/cards/cardPool.ts';
import { critical, power, shield } from '../../../src/games/vanguard/characteristics.ts';
import type { FormatId } from '../../../src/games/vanguard/formats.ts';
import { type Card, type Circle, unitOn, type VGState } from '../../../src/games/vanguard/state.ts';
import { answer, autoplay, events, idOf, offers, prompt } from '../scenario.ts';

export const BOTH: readonly ('cr201' | 'cr110')[] = ['cr201', 'cr110'];

/** A deck with these cards on top, then `filler` (vanilla Little Sage, Marron by default). */
export function deck(top: string[] = [], filler = 'TD01/008', n = 20): string[] {
  return [...top, ...Array.from({ length: n }, () => filler)];
}

export function unit(s: VGState, seat: Seat, c: Circle): Card {
  const u = unitOn(s, seat, c);
  if (!u) throw new Error(`no unit on ${c} of player ${seat + 1}`);
  return u;
}

export function pw(s: VGState, seat: Seat, c: Circle): number {
  return power(s, seat, unit(s, seat, c));
}

export function crit(s: VGState, seat: Seat, c: Circle): number {
  return critical(s, seat, unit(s, seat, c));
}

export function guardianShield(s: VGState, seat: Seat, code: string): number {
  const g = s.players[seat].field.GC.find((c) => c.code === code);
  if (!g) throw new Error(`no ${code} on GC of player ${seat + 1}`);
  return shield(s, seat, g);
}

/** Face-up / face-down cards in the damage zone. */
export function faceUp(s: VGState, seat: Seat): number {
  return s.players[seat].damage.filter((c) => c.up).length;
}

export function codes(cards: readonly Card[]): string[] {
  return cards.map((c) => c.code);
}

/** The abilities played so far, as `seat:code`. */
export function played(s: VGState): string[] {
  return events(s, 'playAbility').map((e) => `${e.seat}:${(e.card as { code: string }).code}`);
}

/** Call the hand card `code` of player 1 to `circle` (a main-phase answer). */
export function call(s: VGState, code: string, circle: Circle): void {
  answer(s, { t: 'call', card: idOf(s, 0, 'hand', code), circle });
}

/** Start step "attack", attacker, target; the boost question answered if it is asked. */
export function attack(s: VGState, from: Circle, target: Circle, boost = false): void {
  expect(prompt(s)).toBe('vg.attack');
  answer(s, { t: 'yes' });
  answer(s, { t: 'circle', circle: from });
  answer(s, { t: 'circle', circle: target });
  if (prompt(s) === 'vg.boost') answer(s, { t: boost ? 'yes' : 'no' });
}

/** Attack up to the boost question (the "when attacks" abilities are standing by, not yet resolved). */
export function attackUntilBoost(s: VGState, from: Circle, target: Circle): void {
  expect(prompt(s)).toBe('vg.attack');
  answer(s, { t: 'yes' });
  answer(s, { t: 'circle', circle: from });
  answer(s, { t: 'circle', circle: target });
  expect(prompt(s)).toBe('vg.boost');
}

/** The non-turn player's guard step is asked (ver. 2.01 one action at a time, ver. 1.10 one batch). */
export function atGuard(s: VGState): boolean {
  const p = prompt(s);
  return p === 'vg.guard' || p === 'vg.guardBatch';
}

/** End the guard step without (further) guarding. */
export function endGuard(s: VGState): void {
  // VGD 10.5.1.2.2: a call of several guardians is finished first, then the guard step passed.
  if (prompt(s) === 'vg.guardMore') answer(s, { t: 'done' });
  if (prompt(s) === 'vg.guard') answer(s, { t: 'pass' });
  else if (prompt(s) === 'vg.guardBatch') answer(s, { t: 'done' });
}

/** Guard with the hand card `code`, then end the guard step. */
export function guardWith(s: VGState, code: string): void {
  answer(s, { t: 'guard', card: idOf(s, 1, 'hand', code) });
  // Ver. 2.01 asks again after the check timing; ver. 1.10 puts every guardian down when the batch is done.
  endGuard(s);
}

export function interceptWith(s: VGState, circle: Circle): void {
  answer(s, { t: 'intercept', circle });
}

/**
 * From player 1's main phase: its unit on `from` attacks player 2's vanguard, and player 2 intercepts with its unit
 * on `interceptor` (so player 2's "when this unit intercepts" abilities play in player 1's turn).
 */
export function attackIntoIntercept(s: VGState, from: Circle, interceptor: Circle): void {
  answer(s, { t: 'pass' });
  answer(s, { t: 'yes' });
  answer(s, { t: 'circle', circle: from });
  answer(s, { t: 'circle', circle: 'VC' });
  autoplay(s, (x) => prompt(x) === 'vg.guard');
  answer(s, { t: 'intercept', circle: interceptor });
}

/** Answer trigger questions: the first order offered, every bonus to `to` (else the first circle offered). */
export function resolveTriggers(s: VGState, to: Circle = 'VC'): void {
  for (;;) {
    const p = prompt(s);
    if (p === 'vg.triggerOrder' || p === 'vg.heal') answer(s, s.decision!.options[0] as never);
    else if (p === 'vg.triggerCritical' || p === 'vg.triggerPower' || p === 'vg.triggerStand') {
      answer(s, offers(s, { circle: to }) ? { t: 'circle', circle: to } : (s.decision!.options[0] as never));
    } else return;
  }
}

/** Play activated ability `index` of the card with `code` (on the field or in the hand) in the main phase. */
export function playAct(s: VGState, seat: Seat, id: number, index: number): void {
  expect(prompt(s)).toBe('vg.main');
  answer(s, { t: 'act', card: id, index });
}

export function offersAct(s: VGState, id: number, index: number): boolean {
  return prompt(s) === 'vg.main' && offers(s, { t: 'act', card: id, index });
}

/** Play on (passing, declining, not attacking) until the other player's turn has begun. */
export function toNextTurn(s: VGState): void {
  const tp = s.turnPlayer;
  autoplay(s, (x) => x.turnPlayer !== tp);
  expect(s.turnPlayer).not.toBe(tp);
}

/** Pass the main phase (the battle phase starts and asks "attack?"). */
export function toBattle(s: VGState): void {
  expect(prompt(s)).toBe('vg.main');
  answer(s, { t: 'pass' });
  expect(prompt(s)).toBe('vg.attack');
}

/** Power changes applied by abilities so far (the `modify` events). */
export function mods(s: VGState): Record<string, unknown>[] {
  return events(s, 'modify');
}

/** The card's rendered text (VG2 8.1.1.1.1 / 8.1.1.2.1 shapes). */
export function textOf(code: string): string {
  return cardText(abilitiesOf(code));
}

/** "TD01/005 Blaster Blade": code and card name, as test names start. */
export function titled(code: string): string {
  return `${code} ${requireCard(code).name}`;
}

/**
 * A test name run in both formats. `[VG2 x|VG1 y]` names the same clause in each version (ver. 1.10 numbers
 * differ: section 7 runs one step behind, specific actions are 10.1.x and keywords 10.2.x; it has no "counter
 * charge" keyword, the cards say "turn it face up", VG1 10.1.12); the run of each format cites its own.
 */
export function cite(format: FormatId, name: string): string {
  const side = format === 'cr201' ? 1 : 2;
  return `${name.replace(/\[(VG2 [\d.]+)\|(VG1 [\d.]+)\]/g, (...m: string[]) => m[side])} (${format})`;
}

/** End the non-turn player's guard step without guarding, in either format. */
export function noGuard(s: VGState): void {
  expect(atGuard(s)).toBe(true);
  answer(s, { t: prompt(s) === 'vg.guard' ? 'pass' : 'done' });
}

/** Play on (declining everything) until the opponent's turn has begun. */
export function toOpponentsTurn(s: VGState): void {
  autoplay(s, (x) => x.turnPlayer === 1);
  expect(s.turnPlayer).toBe(1);
}

/** The circles the start step lets attack. */
export function attackers(s: VGState): string[] {
  expect(prompt(s)).toBe('vg.attack');
  answer(s, { t: 'yes' });
  expect(prompt(s)).toBe('vg.attacker');
  return s.decision!.options.map((o) => (o as unknown as { circle: string }).circle);
}

/** `count` copies of a card code. */
export const times = (code: string, n: number): string[] => Array.from({ length: n }, () => code);

/** The clause a test cites in each era (a card-text-only ability has no ver. 1.10 clause). */
export const citeEra = (format: FormatId, vg2: string, vg1: string | null): string =>
  format === 'cr201' ? vg2 : (vg1 ?? 'card text (no ver. 1.10 clause):');
