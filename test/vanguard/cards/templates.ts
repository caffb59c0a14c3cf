// Test bodies for the ability templates the trial decks print on many cards ("Counter Blast (1) when it
// attacks: +3000", "intercepts with a «clan» vanguard: Shield +5000", "[ACT] Counter Blast (1): +1000", …).
// Each card file keeps its own test names, because they cite the clauses the coverage tool counts, and
// passes its own cards and numbers; the body here builds the position, plays it and checks the outcome.
// Every body returns the state, so a card file can add the checks only that card needs.
import { expect, it } from 'vitest';
import { abilitiesOf } from '../../../src/games/vanguard/abilities/registry.ts';
import type { FormatId } from '../../../src/games/vanguard/formats.ts';
import { CIRCLES, type Circle, type VGState } from '../../../src/games/vanguard/state.ts';
import { answer, events, idOf, offers, type PlayerSpec, prompt, scenario } from '../scenario.ts';
import {
  atGuard,
  attack,
  BOTH,
  codes,
  endGuard,
  faceUp,
  guardianShield,
  guardWith,
  interceptWith,
  mods,
  noGuard,
  playAct,
  pw,
  textOf,
  titled,
  toOpponentsTurn,
  unit,
} from './helpers.ts';

/** Grade 0 Stardust Trumpeter, shield 10000: a guardian either format lets the opponent call. */
const STARDUST = 'TD01/012';
/** The opponent holds one guardian, so the guard step is asked (with nothing to guard with it is skipped). */
const ONE_GUARDIAN: PlayerSpec = { hand: [STARDUST] };

/** One attack on the opponent's `target` (the vanguard unless named), from a position built at the battle phase. */
export interface Attack {
  format?: FormatId;
  p0: PlayerSpec;
  p1?: PlayerSpec;
  from: Circle;
  target?: Circle;
  boost?: boolean;
}

function attackFrom(a: Attack): VGState {
  const s = scenario({ format: a.format, at: 'battle', p0: a.p0, p1: a.p1 ?? ONE_GUARDIAN });
  attack(s, a.from, a.target ?? 'VC', a.boost ?? false);
  return s;
}

// --- "+N until end of that battle" when it attacks or is boosted ----------------------------------------

/** The attacker has `base + bonus` during the guard step and `base` once the battle is over. */
export function attackBonus(a: Attack, base: number, bonus: number): VGState {
  const s = attackFrom(a);
  expect(atGuard(s)).toBe(true);
  expect(pw(s, 0, a.from)).toBe(base + bonus);
  endGuard(s);
  expect(pw(s, 0, a.from)).toBe(base);
  return s;
}

/** The attacker reaches the guard step with only `base` (its condition failed, or nothing triggered). */
export function attackNoBonus(a: Attack, base: number): VGState {
  const s = attackFrom(a);
  expect(atGuard(s)).toBe(true);
  expect(pw(s, 0, a.from)).toBe(base);
  return s;
}

/** Test names for `rcBonusWithNamedVanguard`, each after "CODE Name: " (they cite clauses, so the card file writes them). */
interface NamedVanguardTests {
  bonus: string;
  otherVanguard: string;
  onVanguardCircle: string;
}

/**
 * [AUTO](RC) "if you have a vanguard with X in its name, +3000 until end of that battle", for each `[code, name,
 * power]` unit: attacking from `circle` beside `partner` with the `named` vanguard it gets +3000 (both formats);
 * with the `unnamed` vanguard of its clan it gets nothing; as the vanguard itself its (RC) ability does nothing.
 */
export function rcBonusWithNamedVanguard(
  units: readonly (readonly [string, string, number])[],
  setup: { named: string; partner: string; unnamed: string; circle: 'FL' | 'FR' },
  names: NamedVanguardTests,
): void {
  const beside: Circle = setup.circle === 'FL' ? 'FR' : 'FL';
  for (const [code, name, base] of units) {
    for (const format of BOTH) {
      it(`${code} ${name}: ${names.bonus} [${format}]`, () => {
        const p0 = { vanguard: setup.named, rc: { [setup.circle]: code, [beside]: setup.partner } };
        attackBonus({ format, p0, p1: { hand: [STARDUST, STARDUST] }, from: setup.circle }, base, 3000);
      });
    }
    it(`${code} ${name}: ${names.otherVanguard}`, () => {
      attackNoBonus({ p0: { vanguard: setup.unnamed, rc: { [setup.circle]: code } }, from: setup.circle }, base);
    });
    it(`${code} ${name}: ${names.onVanguardCircle}`, () => {
      expect(events(attackNoBonus({ p0: { vanguard: code }, from: 'VC' }, base), 'standby')).toHaveLength(0);
    });
  }
}

/** FL attacks, then the vanguard: each has `power` while it attacks (both carry the ability). */
export function rearGuardThenVanguard(a: Omit<Attack, 'from'>, power: number): VGState {
  const s = attackFrom({ ...a, from: 'FL' });
  expect(pw(s, 0, 'FL')).toBe(power);
  noGuard(s);
  attack(s, 'VC', 'VC');
  expect(pw(s, 0, 'VC')).toBe(power);
  return s;
}

/** Boosting a unit the ability does not name: the boost and no ability. */
export function boostOnly(a: Attack, boosted: number): VGState {
  const s = attackNoBonus({ ...a, boost: true }, boosted);
  expect(mods(s)).toEqual([]);
  return s;
}

// --- [AUTO] Counter Blast (1) when this unit attacks: Power +3000 until end of that battle ------------------
// `a.p0` holds exactly one face-up damage card, so paying asks no choice of card.

/** Paid: `base + 3000` during the guard step, `base` once the battle is over. */
export function counterBlastAttack(a: Attack, base: number): VGState {
  const s = attackFrom(a);
  expect(prompt(s)).toBe('vg.payCost');
  answer(s, { t: 'yes' });
  expect(atGuard(s)).toBe(true);
  expect(faceUp(s, 0)).toBe(0);
  expect(pw(s, 0, a.from)).toBe(base + 3000);
  endGuard(s);
  expect(pw(s, 0, a.from)).toBe(base);
  return s;
}

/** VG2 3.1.1.5.2: declining the cost gives nothing and leaves the damage card face up. */
export function counterBlastDeclined(a: Attack, base: number): VGState {
  const s = attackFrom(a);
  answer(s, { t: 'no' });
  expect(atGuard(s)).toBe(true);
  expect(pw(s, 0, a.from)).toBe(base);
  expect(faceUp(s, 0)).toBe(1);
  return s;
}

// --- [AUTO](RC) intercepting with a «clan» vanguard: Shield +5000 until end of that battle ------------------
// The boosted attack beats the 10000 vanguard guarded by the 5000 interceptor, not by a 10000 one.

/** With a vanguard of its clan the interceptor gets Shield 10000 and the attack does not hit. */
export function interceptShield(a: Attack, circle: Circle): VGState {
  const s = attackFrom({ ...a, boost: true });
  const code = unit(s, 1, circle).code;
  expect(atGuard(s)).toBe(true);
  interceptWith(s, circle);
  if (s.format === 'cr201') {
    // VG2 7.5.1.2.5: it resolved in the check timing after the intercept, before the next guard action.
    expect(prompt(s)).toBe('vg.guard');
    expect(guardianShield(s, 1, code)).toBe(10000);
    expect(pw(s, 1, 'VC')).toBe(20000);
  }
  endGuard(s);
  expect(events(s, 'compare')).toEqual([{ t: 'compare', hit: [false] }]);
  expect(s.players[1].damage).toHaveLength(0);
  expect(codes(s.players[1].drop)).toEqual([code]);
  return s;
}

/** VG2 8.1.1.2.3: with a vanguard of another clan the interceptor keeps its printed 5000 and the attack hits. */
export function interceptShieldOtherClan(a: Attack, circle: Circle): VGState {
  const s = attackFrom({ ...a, boost: true });
  const code = unit(s, 1, circle).code;
  interceptWith(s, circle);
  expect(prompt(s)).toBe('vg.guard');
  expect(guardianShield(s, 1, code)).toBe(5000);
  endGuard(s);
  expect(events(s, 'compare')).toEqual([{ t: 'compare', hit: [true] }]);
  expect(s.players[1].damage).toHaveLength(1);
  return s;
}

// --- [ACT](VC/RC) Counter Blast (1): Power +1000 until end of turn ------------------------------------------

/** `p0` holds one face-up damage card: played once from `circle`, it cannot be played again. */
export function actPowerUntilEndOfTurn(format: FormatId, p0: PlayerSpec, circle: Circle, base: number): VGState {
  const s = scenario({ format, at: 'main', p0 });
  playAct(s, 0, unit(s, 0, circle).id, 0);
  expect(faceUp(s, 0)).toBe(0);
  expect(pw(s, 0, circle)).toBe(base + 1000);
  expect(offers(s, { t: 'act' })).toBe(false);
  toOpponentsTurn(s);
  expect(pw(s, 0, circle)).toBe(base);
  return s;
}

/** VG2 8.5.2.3: an ACT whose cost cannot be paid is not offered in the main phase. */
export function actNotOffered(p0: PlayerSpec): VGState {
  const s = scenario({ at: 'main', p0 });
  expect(prompt(s)).toBe('vg.main');
  expect(offers(s, { t: 'act' })).toBe(false);
  return s;
}

// --- [AUTO] placed on (RC): another «clan» unit gets Power +2000 until end of turn ---------------------------

/** Call `code` from the hand to `to`; `offered` are the circles it may choose, `chosen` (power `base`) gets it. */
export function placedGivesAnother(
  format: FormatId,
  p0: PlayerSpec,
  code: string,
  to: Circle,
  offered: Circle[],
  chosen: Circle,
  base: number,
): VGState {
  const s = scenario({ format, at: 'main', p0 });
  answer(s, { t: 'call', card: idOf(s, 0, 'hand', code), circle: to });
  expect(prompt(s)).toBe('vg.chooseUnit');
  expect(s.decision!.options).toEqual(offered.map((circle) => ({ t: 'unit', seat: 0, circle })));
  answer(s, { t: 'unit', seat: 0, circle: chosen });
  expect(pw(s, 0, chosen)).toBe(base + 2000);
  toOpponentsTurn(s);
  expect(pw(s, 0, chosen)).toBe(base);
  return s;
}

/** VG2 8.5.4.1.3: with no other unit of its clan nothing is chosen and no power changes. */
export function placedFindsNone(p0: PlayerSpec, code: string, to: Circle): VGState {
  const s = scenario({ at: 'main', p0 });
  answer(s, { t: 'call', card: idOf(s, 0, 'hand', code), circle: to });
  expect(prompt(s)).toBe('vg.main');
  expect(mods(s)).toEqual([]);
  return s;
}

// --- [AUTO](RC) the attack this unit boosted hits: discard a card from your hand, draw a card ---------------
// The booster is behind `a.from`; the opponent has no guardian, so the boosted attack hits the vanguard.

/** Pay by discarding `discard` (chosen when the hand holds more than one card); the hand is `hand` after. */
export function boostedHitDiscardDraw(a: Attack, discard: string, hand: string[]): VGState {
  const s = scenario({ format: a.format, at: 'battle', p0: a.p0, p1: a.p1 });
  attack(s, a.from, 'VC', true);
  expect(prompt(s)).toBe('vg.payCost');
  expect(s.players[1].damage).toHaveLength(1);
  answer(s, { t: 'yes' });
  if (a.p0.hand!.length > 1) {
    expect(prompt(s)).toBe('vg.cost.discard');
    answer(s, { t: 'card', card: idOf(s, 0, 'hand', discard) });
  }
  expect(codes(s.players[0].drop)).toEqual([discard]);
  expect(codes(s.players[0].hand)).toEqual(hand);
  return s;
}

/** The boosted attack is guarded with Stardust Trumpeter and does not hit: nothing triggers. */
export function boostedAttackGuarded(a: Attack): VGState {
  const s = attackFrom({ ...a, boost: true });
  guardWith(s, STARDUST);
  expect(events(s, 'compare')).toEqual([{ t: 'compare', hit: [false] }]);
  expect(s.players[1].damage).toHaveLength(0);
  expect(events(s, 'playAbility')).toHaveLength(0);
  expect(prompt(s)).not.toBe('vg.payCost');
  expect(codes(s.players[0].hand)).toEqual(a.p0.hand);
  return s;
}

/** VG2 3.1.1.5.2: declining keeps the hand and draws nothing. */
export function boostedHitDeclined(a: Attack): VGState {
  const s = scenario({ format: a.format, at: 'battle', p0: a.p0, p1: a.p1 });
  attack(s, a.from, 'VC', true);
  answer(s, { t: 'no' });
  expect(codes(s.players[0].hand)).toEqual(a.p0.hand);
  expect(s.players[0].drop).toHaveLength(0);
  return s;
}

/** A hit that did not trigger it (not boosted, or an empty hand to discard from): no cost is asked. */
export function hitWithoutDiscard(a: Attack): VGState {
  const s = scenario({ format: a.format, at: 'battle', p0: a.p0, p1: a.p1 });
  attack(s, a.from, 'VC', a.boost ?? false);
  expect(events(s, 'compare')).toEqual([{ t: 'compare', hit: [true] }]);
  expect(s.players[1].damage).toHaveLength(1);
  expect(prompt(s)).not.toBe('vg.payCost');
  expect(codes(s.players[0].hand)).toEqual(a.p0.hand ?? []);
  return s;
}

// --- Limit Break 4 abilities of a grade 3 that another unit rides ------------------------------------------

/** Ride `rider` from the hand onto the vanguard in `p0`: nothing triggers, nothing is asked. */
export function rideWithoutTrigger(format: FormatId, p0: PlayerSpec, p1: PlayerSpec, rider: string): VGState {
  const s = scenario({ format, at: 'ride', p0, p1 });
  answer(s, { t: 'ride', card: idOf(s, 0, 'hand', rider) });
  expect(prompt(s)).toBe('vg.main');
  expect(events(s, 'standby')).toHaveLength(0);
  return s;
}

// --- placed on (VC) or (RC) with a named vanguard: Counter Blast (2), retire a front-row rear-guard ----------

/** Call `code` to `to` and pay; `offered` are the opponent's circles it may choose, `chosen` is retired. */
export function calledRetires(
  format: FormatId,
  p0: PlayerSpec,
  p1: PlayerSpec,
  code: string,
  to: Circle,
  offered: Circle[],
  chosen: Circle,
): VGState {
  const s = scenario({ format, at: 'main', p0, p1 });
  const retired = unit(s, 1, chosen).code;
  answer(s, { t: 'call', card: idOf(s, 0, 'hand', code), circle: to });
  expect(prompt(s)).toBe('vg.payCost');
  answer(s, { t: 'yes' });
  expect(faceUp(s, 0)).toBe(0);
  expect(s.decision!.options).toEqual(offered.map((circle) => ({ t: 'unit', seat: 1, circle })));
  answer(s, { t: 'unit', seat: 1, circle: chosen });
  expect(s.players[1].field[chosen]).toHaveLength(0);
  expect(codes(s.players[1].drop)).toEqual([retired]);
  return s;
}

/** The opponent's units, circle by circle, as card codes. */
function opponentsField(s: VGState): string[][] {
  return CIRCLES.map((c) => codes(s.players[1].field[c]));
}

function callExpectingNothing(p0: PlayerSpec, p1: PlayerSpec, code: string, to: Circle, decline: boolean): VGState {
  const s = scenario({ at: 'main', p0, p1 });
  const before = { faceUp: faceUp(s, 0), field: opponentsField(s) };
  answer(s, { t: 'call', card: idOf(s, 0, 'hand', code), circle: to });
  if (decline) {
    expect(prompt(s)).toBe('vg.payCost');
    answer(s, { t: 'no' });
  }
  expect(prompt(s)).toBe('vg.main');
  expect(faceUp(s, 0)).toBe(before.faceUp);
  expect(opponentsField(s)).toEqual(before.field);
  return s;
}

/** Called without its condition met (VG2 8.1.1.2.3) or its cost payable (VG2 8.6.4): nothing is asked or retired. */
export function calledWithoutCost(p0: PlayerSpec, p1: PlayerSpec, code: string, to: Circle): VGState {
  return callExpectingNothing(p0, p1, code, to, false);
}

/** VG2 3.1.1.5.2: the cost is asked and declined; nothing is paid or retired. */
export function calledCostDeclined(p0: PlayerSpec, p1: PlayerSpec, code: string, to: Circle): VGState {
  return callExpectingNothing(p0, p1, code, to, true);
}

/** Ride `code` from the hand and pay: as the vanguard it meets its own condition and retires `chosen`. */
export function riddenRetires(format: FormatId, p0: PlayerSpec, p1: PlayerSpec, code: string, chosen: Circle): VGState {
  const s = scenario({ format, at: 'ride', p0, p1 });
  answer(s, { t: 'ride', card: idOf(s, 0, 'hand', code) });
  answer(s, { t: 'yes' });
  answer(s, { t: 'unit', seat: 1, circle: chosen });
  expect(s.players[1].field[chosen]).toHaveLength(0);
  expect(prompt(s)).toBe('vg.main');
  return s;
}

// --- card text -----------------------------------------------------------------------------------------------

function expectTextMentions(code: string, parts: string[]): void {
  const text = textOf(code);
  expect(text.length).toBeGreaterThan(20);
  expect(parts.length, 'the list checked below is not empty').toBeGreaterThan(0);
  for (const p of parts) expect(text).toContain(p);
}

/** One test a case, named "TD01/005 Blaster Blade: cardText mentions …" (a code may have several cases). */
export function cardTextMentions(cases: [string, string[]][]): void {
  for (const [code, parts] of cases) {
    it(`${titled(code)}: cardText mentions ${parts.join(' / ')}`, () => expectTextMentions(code, parts));
  }
}

/** One test a card, named "TD06/001 renders a readable text naming its key numbers". */
export function readableTexts(expected: Record<string, string[]>): void {
  for (const [code, parts] of Object.entries(expected)) {
    it(`${code} renders a readable text naming its key numbers`, () => expectTextMentions(code, parts));
  }
}

/** The cards of trial deck `td` (e.g. 'TD07') with these numbers are printed without abilities. */
export function printedWithoutAbilities(td: string, numbers: string[]): void {
  it(`VG-${td} cards printed without abilities have none registered`, () => {
    expect(numbers.length, 'the list checked below is not empty').toBeGreaterThan(0);
    for (const n of numbers) expect(abilitiesOf(`${td}/${n}`)).toEqual([]);
  });
}
