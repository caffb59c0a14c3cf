// The battle phase (VG2 section 7; VG1 section 7): start, attack, guard, drive, damage and close steps,
// repeated per battle. Format flags carry the differences between ver. 1.10 and ver. 2.01: the single-batch
// guard step (VG1 7.4.1.1.2), inline damage checks (VG1 7.6.1.6), and the order of the hit event and the
// retiring of guardians (VG1 7.6.1.8–9 against VG2 7.7.1.7–9).
import { protectIIIntercepts } from './gift.ts';
import { type OrderAnswer, orderOptions, playOrder } from './orders.ts';
import { ask, emit, popFrame, pushFrame, takeAnswer } from '../../core/engine.ts';
import type { Decision, Frame, GameEvent, Seat } from '../../core/types.ts';
import { raise } from './abilities/autoAbilities.ts';
import {
  attackCount,
  contDrive,
  cannotAttackRearguard,
  hasLord,
  hasRestraint,
  mayAttackBackRow,
} from './abilities/continuous.ts';
import { features } from './abilities/registry.ts';
import { clansOf, critical, drive, grade, hasSkillOn, power, record, shareAClan } from './characteristics.ts';
import { beginningOf, checkTiming } from './checkTiming.ts';
import { FORMATS } from './formats.ts';
import {
  BEHIND,
  circleOf,
  dominatorOf,
  type Battle,
  type Card,
  type Circle,
  frontRow,
  gainedCircles,
  opponent,
  type Phase,
  stillThere,
  unitOn,
  type UnitRef,
  type VGState,
  vanguardOf,
} from './state.ts';
import { resolveTrigger } from './triggers.ts';
import { dominatedAway, endDominations } from './dominate.ts';
import { columnOf, masterOf, ownBackCircle, sameColumnUnits } from './columns.ts';
import { legionOf, markedOrPartner } from './legion.ts';
import { expire } from './durations.ts';
import type { PassAnswer, YesNoAnswer } from './turn.ts';
import { retireByRules } from './retire.ts';
import { callGGuardian, type GGuardianAnswer, gGuardianOptions } from './gGuardian.ts';
import { moveCard, setRested } from './zones.ts';

export type CircleAnswer = { t: 'circle'; circle: Circle };
export type GuardAnswer = { t: 'guard'; card: number };
export type InterceptAnswer = { t: 'intercept'; circle: Circle };
export type DoneAnswer = { t: 'done' };

type BattleAt = 'start' | 'attack' | 'guard' | 'drive' | 'damage' | 'close';

export interface BattleFrame extends Frame {
  k: 'vg.battle';
  at: BattleAt;
  startSteps: number;
  /**
   * Ver. 1.10 single-batch guard: the cards chosen so far, placed together at the end (VG1 7.4.1.1.2.3). The D
   * standard's guard call: the hand cards chosen so far for one call of several guardians (VGD 10.5.1.2.2).
   */
  pendingGuards: number[];
  pendingIntercepts: Circle[];
  /** VG1 7.4.1.1.2–7.4.1.1.2.1: in an attack on several units, the index in `targets` each pending one guards. */
  pendingGuardsWhich?: number[];
  pendingInterceptsWhich?: number[];
  /** The drive check card currently in the trigger zone. */
  checkId: number;
  /**
   * VG2 7.2.1, 10.34.1.2: set for the attack resolution of a "To Attack" action — the specified attacking unit and
   * unit being attacked (7.4.1.3, 7.4.1.6), by card id; the frame runs from the attack step to the close step.
   */
  forcedAttacker?: number;
  forcedTarget?: number;
  /** VG2 10.35: the forced attacker is a unit the turn player dominates on this (the opponent's) field. */
  forcedFrom?: Seat;
}

export function newBattlePhase(): BattleFrame {
  return { k: 'vg.battle', step: 0, at: 'start', startSteps: 0, pendingGuards: [], pendingIntercepts: [], checkId: 0 };
}

function go(f: BattleFrame, at: BattleAt): void {
  f.at = at;
  f.step = 0;
}

const STEPS: Record<BattleAt, (s: VGState, f: BattleFrame) => void> = {
  start: startStep,
  attack: attackStep,
  guard: (s, f) => (FORMATS[s.format].guardStep === 'singleBatch' ? guardStepBatch(s, f) : guardStep(s, f)),
  drive: driveStep,
  damage: damageStep,
  close: closeStep,
};

function battleHandler(s: VGState, f: BattleFrame): void {
  STEPS[f.at](s, f);
}

export function attackerCircles(s: VGState, seat: Seat): Circle[] {
  const out: Circle[] = [];
  for (const c of frontRow(s, seat)) {
    const u = unitOn(s, seat, c);
    if (u === undefined || u.rested) continue; // VG2 7.4.1.3: a standing front-row unit
    if (mayAttackWith(s, seat, u, c)) out.push(c);
  }
  return out;
}

/** Whether no effect keeps this unit from attacking: Lord (VG2 11.8) and Restraint (11.5.1). */
function mayAttackWith(s: VGState, seat: Seat, u: Card, c: Circle): boolean {
  if (!unitMayAttack(s, seat, u, c)) return false;
  // VG2 10.25.5: a legion attacks as one unit, both cards the attacking unit: the Legion Mate's restrictions count.
  const mate = c === 'VC' && s.legion !== undefined ? legionOf(s, seat)?.mate : undefined;
  return mate === undefined || unitMayAttack(s, seat, mate, 'VC');
}

function unitMayAttack(s: VGState, seat: Seat, u: Card, c: Circle): boolean {
  if (hasLord(s, seat, u, c) && lordBlocked(s, seat, u)) return false;
  return !hasRestraint(s, seat, u, c);
}

/** "Cannot attack rear-guards" on the attacking unit, or on the Legion Mate attacking with it (VG2 10.25.5). */
function noRearguardTargets(s: VGState, seat: Seat, a: Card, c: Circle): boolean {
  if (cannotAttackRearguard(s, seat, a, c)) return true;
  const mate = c === 'VC' && s.legion !== undefined ? legionOf(s, seat)?.mate : undefined;
  return mate !== undefined && cannotAttackRearguard(s, seat, mate, 'VC');
}

/**
 * VG2 10.34.1.1: the card `id` is still a unit on the opponent's circle `c` (not a guardian) that the attacking
 * unit, still on its circle, is not kept from attacking.
 */
function mayBeAttacked(s: VGState, seat: Seat, attacker: UnitRef, id: number, c: Circle, side = seat): boolean {
  const a = stillThere(s, side, attacker);
  if (!a || c === 'GC' || unitOn(s, opponent(seat), c)?.id !== id) return false;
  return c === 'VC' || !noRearguardTargets(s, side, a, attacker.circle);
}

/** The field the attacking unit is on: the turn player's, or the opponent's for a dominated unit (VG2 10.35). */
function attackerSide(s: VGState): Seat {
  return s.battle?.attackerSeat ?? s.turnPlayer;
}

export interface ToAttackFrame extends Frame {
  k: 'vg.toAttack';
  seat: Seat;
  attacker: number;
  target: number;
  /** The phase to show again once the action is over (a "To Attack" may come in the main phase). */
  phase: Phase;
  /** VG2 10.35: unit A is a unit `seat` dominates on this (the opponent's) field. */
  from?: Seat;
}

/**
 * VG2 10.34.1: begin the "To Attack" actions effects set up, the first one first. Called once the effects in
 * progress are over (the ability that set them up has resolved) outside a battle, or once a battle ends.
 */
export function startForcedAttacks(s: VGState): void {
  const list = s.forcedAttacks!;
  delete s.forcedAttacks;
  for (let i = list.length - 1; i >= 0; i--) {
    const x = list[i];
    const frame: ToAttackFrame = {
      k: 'vg.toAttack',
      step: 0,
      seat: x.seat,
      attacker: x.attacker,
      target: x.target,
      phase: s.phase,
    };
    if (x.from !== undefined) frame.from = x.from;
    pushFrame<ToAttackFrame>(s, frame);
  }
}

/**
 * VG2 10.34.1.1–10.34.1.2: while unit A is a standing unit of the turn player (the battle procedure's attacker,
 * 7.4.1.3) that may attack, and unit B is still the opponent's unit it may attack, run an attack resolution (7.2.1:
 * attack step to close step) with them; then check again. Otherwise the action concludes.
 */
function toAttack(s: VGState, f: ToAttackFrame): void {
  const tp = s.turnPlayer;
  // VG2 10.35: a dominated unit A is on the opponent's field, and only while the turn player still dominates it.
  const side = f.from ?? tp;
  const ac =
    f.seat === tp && (f.from === undefined || dominatorOf(s, f.attacker) === tp) ? circleOf(s, side, f.attacker) : null;
  const a = ac === null ? undefined : unitOn(s, side, ac);
  const tc = circleOf(s, opponent(tp), f.target);
  const pair =
    a !== undefined &&
    a.id === f.attacker &&
    ac !== 'GC' &&
    !a.rested &&
    mayAttackWith(s, side, a, ac!) &&
    tc !== null &&
    mayBeAttacked(s, tp, { id: a.id, circle: ac! }, f.target, tc, side);
  if (!pair) {
    s.phase = f.phase;
    popFrame(s);
    // VG2 10.35: a unit dominated for this attack is no longer dominated once the action concludes.
    if (f.from !== undefined) endDominations(s, 'attack', f.attacker);
    return;
  }
  const battle: BattleFrame = { ...newBattlePhase(), at: 'attack', forcedAttacker: a.id, forcedTarget: f.target };
  if (f.from !== undefined) battle.forcedFrom = f.from;
  pushFrame<BattleFrame>(s, battle);
}

/**
 * VG2 11.8: a unit with Lord cannot attack while you have a unit that does not share a clan with it — clans as
 * they are after "this unit is also a «clan»" effects (8.7.1.2).
 */
function lordBlocked(s: VGState, seat: Seat, lord: Card): boolean {
  const clans = clansOf(s, seat, lord);
  for (const c of ['VC', 'FL', 'FR', 'BL', 'BC', 'BR'] as const) {
    const u = unitOn(s, seat, c);
    if (u && !shareAClan(clansOf(s, seat, u), clans)) return true;
  }
  for (const c of gainedCircles(s, seat)) {
    const u = unitOn(s, seat, c); // VG2 10.6.3.2: a unit on a gained circle is one of your units too
    if (u && !shareAClan(clansOf(s, seat, u), clans)) return true;
  }
  return false;
}

/** VG2 7.4.1.6: the opponent's vanguard or a front-row rear-guard, less those the attacker may not attack. */
export function targetCircles(s: VGState, seat: Seat, attacker?: Circle): Circle[] {
  const a = attacker ? unitOn(s, seat, attacker) : undefined;
  const noRearguards = a !== undefined && noRearguardTargets(s, seat, a, attacker!);
  const out: Circle[] = [];
  // VG2 10.6.3.2.1: a gained circle is in the front row, so its unit may be attacked.
  // VG2 10.35.1.1.1, 10.35.2: a unit the attacker's master dominates is that player's own unit, not a target.
  const opp = opponent(seat);
  const theirs = (u: Card | undefined) =>
    u !== undefined && (s.dominated === undefined || masterOf(s, opp, u.id) === opp);
  for (const c of frontRow(s, opp)) {
    if (theirs(unitOn(s, opp, c)) && (c === 'VC' || !noRearguards)) out.push(c);
  }
  if (a !== undefined && mayAttackBackRow(s, seat, a, attacker!)) {
    // "An opponent's unit in the back row of the same column" (columns.ts: your left column faces your opponent's
    // right column, VG2 4.6.2.1; only the opponent's units, 10.35.3.1).
    for (const x of sameColumnUnits(s, seat, attacker!, a.id, 'opponent'))
      if (x.field === opp && BACK_ROW.includes(x.circle)) out.push(x.circle);
  }
  return out;
}

const BACK_ROW: readonly Circle[] = ['BL', 'BC', 'BR'];

/** VG2 7.3 / VG1 7.2. */
function startStep(s: VGState, f: BattleFrame): void {
  const fmt = FORMATS[s.format];
  const tp = s.turnPlayer;
  switch (f.step) {
    case 0:
      s.phase = 'start';
      s.inBattlePhase = true;
      if (fmt.startStepBeginTriggers === 'everyStartStep')
        beginningOf(s, 'startStep'); // VG1 7.2.1.1
      else if (f.startSteps === 0) beginningOf(s, 'startStep', 'battlePhase'); // VG2 7.3.1.1
      f.startSteps++;
      f.step = 1;
      checkTiming(s);
      return;
    case 1: {
      // VG2 7.3.1.3: no attack on the game's first turn, or when no attacker/target pair exists.
      const possible = s.turn > 1 && attackerCircles(s, tp).length > 0 && targetCircles(s, tp).length > 0;
      const a = possible ? takeAnswer<YesNoAnswer>(s) : ({ t: 'no' } as const);
      if (!a) {
        ask<YesNoAnswer>(s, { seat: tp, kind: 'yesNo', prompt: 'vg.attack', options: [{ t: 'yes' }, { t: 'no' }] });
        return;
      }
      if (a.t === 'no') {
        // VG2 7.3.1.2.2: on to the end phase.
        s.inBattlePhase = false;
        popFrame(s);
        return;
      }
      f.step = 2;
      checkTiming(s); // VG2 7.3.1.2.1
      return;
    }
    default:
      go(f, 'attack');
  }
}

/** The circle `seat` picked for `prompt`, or null after asking for it. */
function pickCircle(s: VGState, seat: Seat, prompt: string, circles: Circle[]): CircleAnswer | null {
  const a = takeAnswer<CircleAnswer>(s);
  if (!a)
    ask<CircleAnswer>(s, {
      seat,
      kind: 'chooseCircle',
      prompt,
      options: circles.map((c) => ({ t: 'circle', circle: c })),
    });
  return a;
}

/**
 * VG2 7.4.1.8.4 / VG1 7.3.1.4.2: the circles the attacker may still add to the units being attacked — none unless
 * an "attack up to N units" ability lets it attack more.
 */
function moreTargets(s: VGState, b: Battle): Circle[] {
  if (b.attackerSeat !== undefined) return [];
  const tp = s.turnPlayer;
  const a = stillThere(s, tp, b.attacker);
  if (!a || b.targets.length >= attackCount(s, tp, a, b.attacker!.circle)) return [];
  return targetCircles(s, tp, b.attacker!.circle).filter((c) => !b.targets.some((t) => t.circle === c));
}

/** The attack is made: its event and "when this unit attacks" (VG2 7.1.2.2: against a vanguard if one is attacked). */
function announceAttack(s: VGState, b: Battle): void {
  const tp = s.turnPlayer;
  const target = b.targets[0].circle;
  const vsVanguard = b.targets.some((t) => t.circle === 'VC');
  if (b.attackerSeat === undefined) {
    const ev: Record<string, unknown> = { t: 'attack', seat: tp, from: b.attacker!.circle, target };
    if (b.targets.length > 1) ev.targets = b.targets.map((t) => t.circle); // VG2 7.4.1.8.5
    emit(s, ev as unknown as GameEvent);
    raise(s, { e: 'attacks', seat: tp, circle: b.attacker!.circle, vsVanguard });
  } else {
    // VG2 10.35: the opponent's unit the turn player dominates attacks; its "when this unit attacks" is the turn
    // player's to play (10.35.2.3).
    const ev = { t: 'attack', seat: tp, from: b.attacker!.circle, fromSeat: b.attackerSeat, target };
    emit(s, ev as GameEvent);
    raise(s, { e: 'attacks', seat: b.attackerSeat, circle: b.attacker!.circle, vsVanguard });
  }
}

/** VG2 7.4 / VG1 7.3. */
function attackStep(s: VGState, f: BattleFrame): void {
  const tp = s.turnPlayer;
  const opp = opponent(tp);
  switch (f.step) {
    case 0: {
      // VG2 7.4.1.1 / 7.1.2.1: the battle begins and counts from here, even if cut short.
      s.battlesThisTurn++;
      s.battle = {
        number: s.battlesThisTurn,
        attacker: null,
        targets: [],
        booster: null,
        guardians: [],
        hit: [],
        driveChecks: 0,
      };
      s.phase = 'attack';
      emit(s, { t: 'battle', number: s.battlesThisTurn } as GameEvent);
      beginningOf(s, 'attackStep'); // VG2 7.4.1.2
      f.step = 1;
      checkTiming(s);
      return;
    }
    case 1: {
      const b = s.battle!;
      if (f.forcedAttacker !== undefined) {
        // VG2 7.4.1.3–7.4.1.4.1: the specified attacking unit, if it is still standing and may attack.
        const side = f.forcedFrom ?? tp; // VG2 10.35: a dominated unit attacks from its own circle
        const c = circleOf(s, side, f.forcedAttacker);
        const u = c === null ? undefined : unitOn(s, side, c);
        if (!u || u.id !== f.forcedAttacker || c === 'GC' || u.rested || !mayAttackWith(s, side, u, c!)) {
          go(f, 'close');
          return;
        }
        b.attacker = { id: u.id, circle: c! };
        if (side !== tp) b.attackerSeat = side;
        setRested(s, side, u, true); // VG2 7.4.1.5
        f.step = 2;
        return;
      }
      const options = attackerCircles(s, tp);
      if (options.length === 0) {
        if (FORMATS[s.format].noAttackerEndsBattlePhase) {
          // VGD 10.4.1.3.1: the battle and the attack step end; the game advances to the next phase (no close step).
          expire(s, 'battle');
          emit(s, { t: 'battleEnd', number: b.number } as GameEvent);
          s.battle = null;
          s.inBattlePhase = false;
          popFrame(s);
          return;
        }
        go(f, 'close'); // VG2 7.4.1.4.1
        return;
      }
      const a = pickCircle(s, tp, 'vg.attacker', options);
      if (!a) return;
      const u = unitOn(s, tp, a.circle)!;
      b.attacker = { id: u.id, circle: a.circle }; // VG2 7.4.1.3
      setRested(s, tp, u, true); // VG2 7.4.1.5 (VG1 never says so; DEFAULT: rest it, digest §7)
      f.step = 2;
      return;
    }
    case 2: {
      const b = s.battle!;
      let a: CircleAnswer | null;
      if (f.forcedTarget !== undefined) {
        // VG2 7.4.1.6–7.4.1.7.1: the specified unit being attacked, if it is still there and may be attacked.
        const c = circleOf(s, opp, f.forcedTarget);
        if (c === null || !mayBeAttacked(s, tp, b.attacker!, f.forcedTarget, c, attackerSide(s))) {
          go(f, 'close');
          return;
        }
        a = { t: 'circle', circle: c };
      } else {
        const options = targetCircles(s, tp, b.attacker!.circle);
        if (options.length === 0) {
          go(f, 'close'); // VG2 7.4.1.7.1
          return;
        }
        a = pickCircle(s, tp, 'vg.target', options);
        if (!a) return;
      }
      const t = unitOn(s, opp, a.circle)!;
      b.targets = [{ id: t.id, circle: a.circle }]; // VG2 7.4.1.6, 7.4.1.8
      b.hit = [false];
      if (f.forcedTarget === undefined && moreTargets(s, b).length > 0) {
        f.step = 6; // VG2 7.4.1.8.4: the attacker may attack more units; they are chosen before it attacks
        return;
      }
      announceAttack(s, b);
      f.step = 3;
      return;
    }
    case 6: {
      // VG2 7.4.1.8.4–7.4.1.8.5: more units being attacked, one at a time, until the turn player is done.
      const b = s.battle!;
      const options: (CircleAnswer | DoneAnswer)[] = moreTargets(s, b).map((c) => ({ t: 'circle', circle: c }));
      const a = options.length === 0 ? ({ t: 'done' } as const) : takeAnswer<CircleAnswer | DoneAnswer>(s);
      if (!a) {
        options.push({ t: 'done' });
        ask(s, { seat: tp, kind: 'chooseCircle', prompt: 'vg.targetMore', options });
        return;
      }
      if (a.t === 'circle') {
        b.targets.push({ id: unitOn(s, opp, a.circle)!.id, circle: a.circle });
        b.hit.push(false);
        return;
      }
      announceAttack(s, b);
      f.step = 3;
      return;
    }
    case 3: {
      // VG2 7.4.1.10: a standing Boost unit in the back circle of the attacker's column may boost.
      const b = s.battle!;
      // VG2 10.35.6: a dominated unit cannot boost. VG2 10.35.3.1: a dominated attacker is in the turn player's
      // mirrored column, so the turn player's back circle of that column is behind it.
      const ac = b.attacker!.circle;
      const column = BEHIND[ac] === undefined ? undefined : columnOf(tp, b.attackerSeat ?? tp, ac);
      const behind = column === undefined ? undefined : ownBackCircle(column);
      const booster = behind ? unitOn(s, tp, behind) : undefined;
      if (
        behind &&
        booster &&
        !booster.rested &&
        hasSkillOn(s, tp, booster, 'boost') &&
        !dominatedAway(s, tp, booster.id)
      ) {
        const a = takeAnswer<YesNoAnswer>(s);
        if (!a) {
          ask<YesNoAnswer>(s, { seat: tp, kind: 'yesNo', prompt: 'vg.boost', options: [{ t: 'yes' }, { t: 'no' }] });
          return;
        }
        if (a.t === 'yes') {
          setRested(s, tp, booster, true);
          b.booster = { id: booster.id, circle: behind };
          emit(s, { t: 'boost', seat: tp, circle: behind } as GameEvent);
          const boosted = stillThere(s, attackerSide(s), b.attacker)!;
          raise(s, { e: 'boosts', seat: tp, circle: behind, boosted, boostedCircle: b.attacker!.circle });
        }
      }
      f.step = 4;
      checkTiming(s); // VG2 7.4.1.12: "when attacks" / "when boosts" resolve here
      return;
    }
    case 4:
      f.step = 5;
      checkTiming(s); // VG2 7.4.1.13
      return;
    default:
      go(f, 'guard');
  }
}

/** Hand cards that may be normal called to the guardian circle. VG2 8.5.2.1.1.2: no grade cap; VG1: grade cap and a shield needed. */
export function guardianOptions(s: VGState, seat: Seat, exclude: number[] = []): GuardAnswer[] {
  const fmt = FORMATS[s.format];
  const vg = vanguardOf(s, seat);
  const seen: string[] = []; // a hand is small: a list beats a Set here (asked at every attack)
  const out: GuardAnswer[] = [];
  for (const c of s.players[seat].hand) {
    if (exclude.includes(c.id) || seen.includes(c.code)) continue;
    if (fmt.guardianGradeCap && (!vg || grade(s, seat, c) > grade(s, seat, vg))) continue; // VG1 8.5.2.1.1.2
    if (!fmt.shieldlessMayGuard && record(c).shield === null) continue; // VG1 3.11.1.1
    if (record(c).order !== undefined) continue; // VGD 4.4.3: an order card never goes onto a circle
    seen.push(c.code);
    out.push({ t: 'guard', card: c.id });
  }
  return out;
}

const FRONT_REAR_GUARD: readonly Circle[] = ['FL', 'FR'];

function frontRearGuard(s: VGState, seat: Seat): Circle[] {
  return [...FRONT_REAR_GUARD, ...gainedCircles(s, seat)];
}

/** VG2 7.5.1.2.4 / 11.3: a front-row rear-guard with Intercept that is not being attacked, rested or not. */
export function interceptOptions(s: VGState, seat: Seat, exclude: Circle[] = []): InterceptAnswer[] {
  const b = s.battle!;
  const out: InterceptAnswer[] = [];
  // VG2 10.6.3.2.1: a gained circle is a front rear-guard circle too (11.3.1).
  for (const c of s.accel === undefined ? FRONT_REAR_GUARD : frontRearGuard(s, seat)) {
    const u = unitOn(s, seat, c);
    if (!u || exclude.includes(c) || !hasSkillOn(s, seat, u, 'intercept')) continue;
    if (s.dominated !== undefined && dominatorOf(s, u.id) !== undefined) continue; // VG2 10.35.6
    if (b.targets.some((t) => t.id === u.id)) continue;
    out.push({ t: 'intercept', circle: c });
  }
  return out;
}

function placeGuardian(s: VGState, seat: Seat, cardId: number): void {
  const card = s.players[seat].hand.find((c) => c.id === cardId)!;
  const placed = moveCard(s, seat, card, 'hand', 'GC'); // VG2 8.5.3.3: resting
  s.battle!.guardians.push({ id: placed.id, guards: 0 }); // VG2 7.5.1.2.2; one unit is attacked
  emit(s, { t: 'guard', seat, card: { id: placed.id, code: placed.code } } as GameEvent);
}

function intercept(s: VGState, seat: Seat, circle: Circle): void {
  const u = unitOn(s, seat, circle)!;
  moveCard(s, seat, u, circle, 'GC', { rested: true }); // VG2 7.5.1.2.4: to the guardian circle, resting
  s.battle!.guardians.push({ id: u.id, guards: 0 });
  emit(s, { t: 'intercept', seat, circle, card: { id: u.id, code: u.code } } as GameEvent);
  raise(s, { e: 'intercepts', seat, card: unitOnGuardian(s, seat, u.id) });
  if (s.gifts !== undefined) protectIIIntercepts(s, seat, circle, unitOnGuardian(s, seat, u.id)); // VGD 16.3.1.6.2
}

/** A step's first stage: the step begins (its "at the beginning of" abilities trigger), then a check timing. */
function beginStep(s: VGState, f: BattleFrame, phase: Phase, ...timings: string[]): void {
  s.phase = phase;
  beginningOf(s, ...timings);
  f.step = 1;
  checkTiming(s);
}

function afterGuard(s: VGState, f: BattleFrame): void {
  // VG2 7.5.1.2.1 / VG1 7.4.1.2: a vanguard's attack goes to the drive step, a rear-guard's to the damage step.
  go(f, s.battle!.attacker!.circle === 'VC' ? 'drive' : 'damage');
}

/** The actions of the guard step's play timing (VG2 7.5.1.2; VGD 10.5.1.2.5 adds blitz orders). */
type GuardStepAnswer = GuardAnswer | GGuardianAnswer | InterceptAnswer | OrderAnswer | PassAnswer;

/** VG2 7.5: one action per play timing, a check timing after each, until the non-turn player passes. */
function guardStep(s: VGState, f: BattleFrame): void {
  const seat = opponent(s.turnPlayer);
  switch (f.step) {
    case 0:
      beginStep(s, f, 'guard', 'guardStep'); // 7.5.1.1, 7.5.1.2: a check timing before the play timing
      return;
    case 1: {
      const options: GuardStepAnswer[] = guardianOptions(s, seat);
      // 7.5.1.2.3: only a player with a G deck can have a G guardian (ver. 1.10 has none).
      const gGuardians = s.gDecks === undefined ? [] : gGuardianOptions(s, seat);
      for (const o of gGuardians) options.push(o);
      for (const o of interceptOptions(s, seat)) options.push(o);
      for (const o of orderOptions(s, seat, 'guard')) options.push(o); // VGD 10.5.1.2.5
      // 7.5.1.2.1.1: no possible action counts as a pass. Issue 19: whether a hand card can guard is hidden from the
      // attacker, so the step is skipped only when the hand is empty and no unit can intercept, which everyone sees;
      // otherwise it is asked, with "pass" alone if need be.
      if (options.length === 0 && s.players[seat].hand.length === 0) {
        afterGuard(s, f);
        return;
      }
      // VGD 10.5.1.2.1.1: once no unit being attacked exists, the defender is deemed to pass (public: it left the field).
      if (FORMATS[s.format].guardPassWhenTargetGone && !s.battle!.targets.some((t) => stillThere(s, seat, t))) {
        afterGuard(s, f);
        return;
      }
      const a = takeAnswer<GuardStepAnswer>(s);
      if (!a) {
        options.push({ t: 'pass' });
        if (gGuardians.length === 0) ask(s, { seat, kind: 'playTiming', prompt: 'vg.guard', options });
        // The chooser sees its own face-down G units (VG2 4.11.2); `looking` lets a client name them.
        else {
          const looking: number[] = [];
          for (const o of gGuardians) if (!looking.includes(o.card)) looking.push(o.card);
          ask(s, { seat, kind: 'playTiming', prompt: 'vg.guard', options, looking });
        }
        return;
      }
      if (a.t === 'pass') {
        afterGuard(s, f); // 7.5.1.2.1
        return;
      }
      if (a.t === 'playOrder') {
        checkTiming(s); // VGD 10.5.2, after the order has resolved (11.8.3)
        playOrder(s, seat, a.card); // VGD 10.5.1.2.5
        return;
      }
      if (a.t === 'guard' && FORMATS[s.format].severalGuardiansPerCall) {
        f.pendingGuards = [a.card]; // VGD 10.5.1.2.2: more hand cards may join this call
        f.step = 3;
        return;
      }
      if (a.t === 'guard')
        placeGuardian(s, seat, a.card); // 7.5.1.2.2
      else if (a.t === 'gGuardian') {
        const placed = callGGuardian(s, seat, a); // 7.5.1.2.3
        s.battle!.guardians.push({ id: placed.id, guards: 0 }); // one unit is attacked
      } else intercept(s, seat, a.circle); // 7.5.1.2.4
      if (s.battle!.targets.length > 1) {
        f.step = 2; // 7.5.1.2.2–7.5.1.2.4: which of the units being attacked it guards
        return;
      }
      checkTiming(s); // 7.5.1.2.5, then back to 7.5.1.2
      return;
    }
    case 2: {
      // VG2 7.5.1.2.2–7.5.1.2.4: the guardian just put down guards one of the units being attacked, chosen now.
      const guards = chooseGuarded(s, seat);
      if (guards === null) return;
      const b = s.battle!;
      b.guardians[b.guardians.length - 1].guards = guards;
      f.step = 1;
      checkTiming(s); // 7.5.1.2.5, then back to 7.5.1.2
      return;
    }
    case 3: {
      // VGD 10.5.1.2.2: "one or more unit cards from their hand": more cards for this call, or done. The cards are
      // then called together, one action, and the check timing follows once (10.5.2).
      const options: (GuardAnswer | DoneAnswer)[] = guardianOptions(s, seat, f.pendingGuards);
      const a = options.length === 0 ? ({ t: 'done' } as const) : takeAnswer<GuardAnswer | DoneAnswer>(s);
      if (!a) {
        options.push({ t: 'done' });
        ask(s, { seat, kind: 'playTiming', prompt: 'vg.guardMore', options });
        return;
      }
      if (a.t === 'guard') {
        f.pendingGuards.push(a.card);
        return;
      }
      const first = s.battle!.guardians.length;
      for (const id of f.pendingGuards) placeGuardian(s, seat, id);
      f.pendingGuards = [];
      if (s.battle!.targets.length > 1) {
        // VGD 10.5.1.2.2 with an attack on several units: each guardian guards one of them, chosen in turn.
        f.pendingGuardsWhich = [first, s.battle!.guardians.length];
        f.step = 4;
        return;
      }
      f.step = 1;
      checkTiming(s); // VGD 10.5.2, then back to 10.5.1.2
      return;
    }
    case 4: {
      const b = s.battle!;
      const [next, end] = f.pendingGuardsWhich!;
      if (next < end) {
        const guards = chooseGuarded(s, seat, [b.guardians[next].id]);
        if (guards === null) return;
        b.guardians[next].guards = guards;
        f.pendingGuardsWhich = [next + 1, end];
        return;
      }
      delete f.pendingGuardsWhich;
      f.step = 1;
      checkTiming(s); // VGD 10.5.2
      return;
    }
  }
}

/**
 * In an attack on several units, the attacked unit a guardian guards, as an index into the battle's targets: its
 * master chooses among those still there (VG2 7.5.1.2.2–7.5.1.2.4, 10.7.1.3.1; VG1 7.4.1.1.2.1), with no question
 * when only one is. Null while asking; `looking` names the guardian for the client.
 */
export function chooseGuarded(s: VGState, seat: Seat, looking?: number[]): number | null {
  const b = s.battle!;
  const options: CircleAnswer[] = [];
  for (const t of b.targets) if (stillThere(s, seat, t)) options.push({ t: 'circle', circle: t.circle });
  const a = options.length > 1 ? takeAnswer<CircleAnswer>(s) : (options[0] ?? null);
  if (a) return b.targets.findIndex((t) => t.circle === a.circle);
  if (options.length <= 1) return 0;
  const d: Decision<CircleAnswer> = { seat, kind: 'chooseCircle', prompt: 'vg.guardWhich', options };
  if (looking) d.looking = looking;
  ask(s, d);
  return null;
}

/** VG1 7.4: one play timing in which every guardian and interceptor is chosen, then all are put down together. */
function guardStepBatch(s: VGState, f: BattleFrame): void {
  const seat = opponent(s.turnPlayer);
  switch (f.step) {
    case 0:
      s.phase = 'guard';
      beginningOf(s, 'guardStep'); // VG1 7.4.1.1
      f.pendingGuards = [];
      f.pendingIntercepts = [];
      f.step = 1;
      checkTiming(s); // VG1 3.6.2: a check timing before the play timing
      return;
    case 1: {
      const a = takeAnswer<GuardAnswer | InterceptAnswer | DoneAnswer>(s);
      if (a?.t === 'guard') f.pendingGuards.push(a.card);
      else if (a?.t === 'intercept') f.pendingIntercepts.push(a.circle);
      if ((a?.t === 'guard' || a?.t === 'intercept') && s.battle!.targets.length > 1) {
        f.step = 3; // VG1 7.4.1.1.2, 7.4.1.1.2.1: which of the units being attacked it guards
        return;
      }
      if (a?.t !== 'done') {
        const options: (GuardAnswer | InterceptAnswer | DoneAnswer)[] = [
          ...guardianOptions(s, seat, f.pendingGuards),
          ...interceptOptions(s, seat, f.pendingIntercepts),
        ];
        // Issue 19: VG1 8.5.2.1.1.2 and 3.11.1.1 make guarding depend on the grades and shields in the hand, which
        // the attacker may not see: the batch is asked (with "done" alone if need be) while a hand card is left
        // unchosen, and skipped only when none is and no unit can intercept.
        const handLeft = s.players[seat].hand.some((c) => !f.pendingGuards.includes(c.id));
        if (options.length > 0 || handLeft) {
          options.push({ t: 'done' });
          ask(s, { seat, kind: 'playTiming', prompt: 'vg.guardBatch', options });
          return;
        }
      }
      // VG1 7.4.1.1.2.3: called and intercepting units are put there at the same time.
      const first = s.battle!.guardians.length;
      for (const id of f.pendingGuards) placeGuardian(s, seat, id);
      for (const c of f.pendingIntercepts) intercept(s, seat, c);
      if (f.pendingGuardsWhich || f.pendingInterceptsWhich) {
        const which = [...(f.pendingGuardsWhich ?? []), ...(f.pendingInterceptsWhich ?? [])];
        which.forEach((t, i) => (s.battle!.guardians[first + i].guards = t));
        delete f.pendingGuardsWhich;
        delete f.pendingInterceptsWhich;
      }
      f.pendingGuards = [];
      f.pendingIntercepts = [];
      f.step = 2;
      checkTiming(s); // VG1 7.4.1.2
      return;
    }
    case 3: {
      // VG1 7.4.1.1.2 / 7.4.1.1.2.1: the guardian or interceptor just chosen guards one of the units being attacked.
      const guards = chooseGuarded(s, seat);
      if (guards === null) return;
      const isGuard = (f.pendingGuardsWhich?.length ?? 0) < f.pendingGuards.length;
      if (isGuard) (f.pendingGuardsWhich ??= []).push(guards);
      else (f.pendingInterceptsWhich ??= []).push(guards);
      f.step = 1;
      return;
    }
    default:
      afterGuard(s, f);
  }
}

/** VG2 7.6 / VG1 7.5: drive checks, each finished (icon, check timing, card to hand) before the next. */
function driveStep(s: VGState, f: BattleFrame): void {
  const tp = s.turnPlayer;
  const p = s.players[tp];
  const b = s.battle!;
  switch (f.step) {
    case 0:
      beginStep(s, f, 'drive', 'driveStep'); // VG2 7.6.1.1
      return;
    case 1: {
      // VG2 7.6.1.2.1–7.6.1.2.2: the attacking vanguard is the drive unit; no checks at drive 0 or less. VG2 10.35.7:
      // a dominated vanguard's checks reveal the dominating (turn) player's deck onto that player's trigger zone.
      const unit = stillThere(s, attackerSide(s), b.attacker);
      const n = unit ? drive(unit) + contDrive(s, attackerSide(s), unit, 'VC') : 0;
      if (b.driveChecks >= n || p.deck.length === 0) {
        f.step = 4;
        return;
      }
      const checked = moveCard(s, tp, p.deck[p.deck.length - 1], 'deck', 'trigger'); // VG2 7.6.1.2.3
      emit(s, { t: 'driveCheck', seat: tp, card: { id: checked.id, code: checked.code } } as GameEvent);
      if (b.attackerSeat === undefined) raise(s, { e: 'driveCheck', seat: tp, revealed: checked });
      else raise(s, { e: 'driveCheck', seat: tp, revealed: checked, unitSeat: b.attackerSeat });
      f.checkId = checked.id;
      f.step = 2;
      resolveTrigger(s, tp, checked.id, 'drive'); // VG2 7.6.1.2.4
      return;
    }
    case 2:
      f.step = 3;
      checkTiming(s); // VG2 7.6.1.2.5
      return;
    case 3: {
      const card = p.trigger.find((c) => c.id === f.checkId);
      if (card) moveCard(s, tp, card, 'trigger', 'hand'); // VG2 7.6.1.2.6
      b.driveChecks++;
      f.step = 1;
      checkTiming(s); // VG2 7.6.1.3, then back to 7.6.1.2 if more checks are due
      return;
    }
    case 4:
      f.step = 5;
      checkTiming(s); // VG2 7.6.1.4
      return;
    default:
      go(f, 'damage');
  }
}

/** VG2 7.7 / VG1 7.6. */
function damageStep(s: VGState, f: BattleFrame): void {
  const fmt = FORMATS[s.format];
  const tp = s.turnPlayer;
  const opp = opponent(tp);
  const b = s.battle!;
  switch (f.step) {
    case 0:
      beginStep(s, f, 'damage', 'damageStep'); // VG2 7.7.1.1
      return;
    case 1: {
      // VG2 7.7.1.2–7.7.1.3: compare powers unless either unit left its circle; equal power hits.
      const powers = battlePowers(s)!;
      b.targets.forEach((t, i) => {
        const target = stillThere(s, opp, t);
        const defending = powers.targets[i];
        b.hit[i] = powers.attacker !== null && defending !== null && defending <= powers.attacker;
        // An effect that says the unit "cannot be hit" (the Protect card's, VG2 10.6.3.3) overrides the comparison.
        if (b.hit[i] && target!.mods !== null && target!.mods.some((m) => m.stat === 'cannotBeHit')) b.hit[i] = false;
      });
      emit(s, { t: 'compare', hit: b.hit.slice() } as GameEvent);
      f.step = 2;
      checkTiming(s); // VG2 7.7.1.4: "when hits" abilities wait
      return;
    }
    case 2: {
      // VG2 7.7.1.5: a hit on the vanguard deals damage equal to the attacker's critical (none at 0 or less, 7.7.1.5.1;
      // none if the attacker left its circle, 7.7.1.5.2).
      const side = attackerSide(s);
      const attacker = stillThere(s, side, b.attacker);
      const hitVanguard = b.targets.some((t, i) => b.hit[i] && t.circle === 'VC');
      // An attacker that "deals no damage" (or whose legion partner does, VG2 10.25.6.1) deals none.
      const mute = attacker !== undefined && markedOrPartner(s, side, attacker, 'cannotDealDamage');
      const amount = attacker && hitVanguard && !mute ? critical(s, side, attacker) : 0;
      f.step = 3;
      if (amount > 0) {
        emit(s, { t: 'damage', seat: opp, amount } as GameEvent);
        // VG2 3.15.1.1: battle damage; its source is the attacking card.
        if (features.damageSource)
          raise(s, { e: 'damageDealt', seat: opp, kind: 'battle', source: attacker!.id, sourceSeat: side });
        if (fmt.damageModel !== 'inlineChecks') {
          s.players[opp].vanguardDamage += amount; // VG2 10.33, processed by rule action (9.6)
        } else {
          pushFrame<InlineDamageFrame>(s, { k: 'vg.inlineDamage', step: 0, seat: opp, left: amount, id: 0 }); // VG1 7.6.1.6
          return;
        }
      }
      if (fmt.damageModel !== 'inlineChecks') checkTiming(s); // VG2 7.7.1.6
      return;
    }
    case 3:
      f.step = 4;
      if (fmt.hitEventBeforeGuardianRetire) {
        hitEvent(s); // VG2 7.7.1.7
        checkTiming(s); // VG2 7.7.1.8
      } else {
        retireAfterBattle(s); // VG1 7.6.1.8
      }
      return;
    case 4:
      f.step = 5;
      // The check timing is pushed first so that retires waiting on an optional replacement come before it.
      checkTiming(s); // VG2 7.7.1.10 / VG1 7.6.1.9
      if (fmt.hitEventBeforeGuardianRetire) {
        retireAfterBattle(s); // VG2 7.7.1.9
      } else {
        hitEvent(s); // VG1 7.6.1.9: "when attack hits" abilities activate at this check timing
      }
      return;
    default:
      go(f, 'close');
  }
}

function hitEvent(s: VGState): void {
  const b = s.battle!;
  const hit = b.hit.some(Boolean);
  beginningOf(s, hit ? 'attackHits' : 'attackDidNotHit');
  if (hit && b.attacker) {
    const tp = s.turnPlayer;
    raise(s, {
      e: 'hits',
      seat: tp,
      // VG2 10.35.2, 10.35.2.3: a dominated attacker is the turn player's rear-guard, its abilities the turn player's.
      attacker: stillThere(s, b.attackerSeat ?? tp, b.attacker),
      attackerCircle: b.attacker.circle,
      vsVanguard: b.targets.some((t, i) => b.hit[i] && t.circle === 'VC'),
      vsRearguard: b.targets.some((t, i) => b.hit[i] && t.circle !== 'VC'),
      booster: stillThere(s, tp, b.booster),
    });
  }
}

function unitOnGuardian(s: VGState, seat: Seat, id: number): Card {
  return s.players[seat].field.GC.find((c) => c.id === id)!;
}

/**
 * VG2 7.7.1.9: retire every guardian, then every rear-guard that was hit (replacements apply, 10.4.2). G
 * guardians go first, and to the G zone face up (11.14.3, applied in moveCard).
 */
function retireAfterBattle(s: VGState): void {
  const opp = opponent(s.turnPlayer);
  const b = s.battle!;
  const list: Parameters<typeof retireByRules>[1] = [];
  const gc = s.players[opp].field.GC;
  if (s.gDecks !== undefined)
    for (const g of gc) if (record(g).gGuardian !== undefined) list.push({ seat: opp, card: g, circle: 'GC' });
  for (const g of gc)
    if (s.gDecks === undefined || record(g).gGuardian === undefined) list.push({ seat: opp, card: g, circle: 'GC' });
  b.targets.forEach((t, i) => {
    if (!b.hit[i] || t.circle === 'VC') return;
    const u = stillThere(s, opp, t);
    if (u) list.push({ seat: opp, card: u, circle: t.circle });
  });
  retireByRules(s, list);
}

export interface InlineDamageFrame extends Frame {
  k: 'vg.inlineDamage';
  seat: Seat;
  left: number;
  id: number;
}

/** VG1 7.6.1.6: each damage check is followed by a check timing, then the card enters the damage zone, then another. */
function inlineDamage(s: VGState, f: InlineDamageFrame): void {
  const p = s.players[f.seat];
  switch (f.step) {
    case 0: {
      if (f.left <= 0 || p.deck.length === 0) {
        popFrame(s); // VG1 7.6.1.6.6
        return;
      }
      f.left--;
      const checked = moveCard(s, f.seat, p.deck[p.deck.length - 1], 'deck', 'trigger'); // VG1 7.6.1.6.1
      emit(s, { t: 'damageCheck', seat: f.seat, card: { id: checked.id, code: checked.code } } as GameEvent);
      f.id = checked.id;
      f.step = 1;
      resolveTrigger(s, f.seat, checked.id, 'damage'); // VG1 7.6.1.6.2
      return;
    }
    case 1:
      f.step = 2;
      checkTiming(s); // VG1 7.6.1.6.3
      return;
    case 2: {
      const card = p.trigger.find((c) => c.id === f.id);
      if (card) moveCard(s, f.seat, card, 'trigger', 'damage'); // VG1 7.6.1.6.4
      f.step = 0;
      checkTiming(s); // VG1 7.6.1.6.5
      return;
    }
  }
}

/** VG2 7.8 / VG1 7.7. */
function closeStep(s: VGState, f: BattleFrame): void {
  switch (f.step) {
    case 0:
      beginStep(s, f, 'close', 'closeStep', 'endOfBattle'); // VG2 7.8.1.1, 7.8.1.2
      return;
    default:
      // VG2 7.8.1.2: the battle ends, "until end of battle" effects cease, the roles end (7.8.1.4).
      expire(s, 'battle');
      // VG2 7.8.1.3 / VG1 7.7.1.3: the check timing just finished leaves no ability standing by and no rule action
      // (the effects that ceased move no card), so only an "at the end of battle" ability that has not stood by in
      // this close step sends the step back to 7.8.1.1: one a unit gained, or a unit that became charging, in that
      // check timing. Raising the end of the battle again puts exactly those on standby (autoAbilities.ts keeps the
      // record), which is that 7.8.1.1; then 7.8.1.2's check timing again.
      if (features.missedAttack || features.charging) {
        raise(s, { e: 'battleEnd' });
        if (s.standby.length > 0) {
          f.step = 1;
          checkTiming(s);
          return;
        }
      }
      emit(s, { t: 'battleEnd', number: s.battle?.number ?? 0 } as GameEvent);
      s.battle = null;
      // VG2 7.8.1.5: a "To Attack" action's attack resolution is complete (back to 10.34.1.1); otherwise the
      // start step again.
      if (f.forcedAttacker !== undefined) popFrame(s);
      else go(f, 'start');
      // VG2 10.34.1.3: an attack an effect set up during this battle begins now that it has ended.
      if (s.forcedAttacks !== undefined) startForcedAttacks(s);
  }
}

/**
 * VG2 7.4.1.8.3: the battle opponents of the unit `id`: the units being attacked for the attacking unit, the
 * attacking unit for a unit being attacked; none before the unit being attacked is chosen. Only units still on
 * the circles they had are these units (7.4.1.8.2). A legion attacks as one unit (10.25.5): its Legion Mate has
 * its leader's battle opponents, and both are the battle opponents of the units they attack.
 */
export function battleOpponents(s: VGState, id: number): { seat: Seat; card: Card }[] {
  const b = s.battle;
  if (!b || !b.attacker || b.targets.length === 0) return [];
  const side = attackerSide(s);
  const opp = opponent(s.turnPlayer);
  const attacking: { seat: Seat; card: Card }[] = [];
  const a = stillThere(s, side, b.attacker);
  if (a) attacking.push({ seat: side, card: a });
  if (a && b.attacker.circle === 'VC' && s.legion !== undefined) {
    const l = legionOf(s, side);
    if (l && l.leader.id === a.id) attacking.push({ seat: side, card: l.mate });
  }
  const attacked: { seat: Seat; card: Card }[] = [];
  for (const t of b.targets) {
    const u = stillThere(s, opp, t);
    if (u) attacked.push({ seat: opp, card: u });
  }
  if (attacking.some((x) => x.card.id === id)) return attacked;
  if (attacked.some((x) => x.card.id === id)) return attacking;
  return [];
}

/**
 * VG2 10.20.1, 7.1.2.3–7.1.2.4: an effect changes the units being attacked to `chosen` (the non-turn player's
 * units on a vanguard or rear-guard circle; never a Legion Mate, 7.4.1.8.6). Whether the battle is one against a
 * vanguard follows the new units (the hit and missed-attack events read `targets`). A guardian keeps guarding its
 * unit if that unit is still attacked, and guards none otherwise. Nothing changes outside a battle whose units
 * being attacked were chosen, or when no chosen unit may be attacked.
 */
export function changeAttacked(s: VGState, chosen: { seat: Seat; card: Card }[]): void {
  const b = s.battle;
  if (!b || b.targets.length === 0) return;
  const opp = opponent(s.turnPlayer);
  const mate = s.legion === undefined ? undefined : legionOf(s, opp)?.mate.id;
  const next: { id: number; circle: Circle }[] = [];
  for (const x of chosen) {
    const c = x.seat === opp && x.card.id !== mate ? circleOf(s, opp, x.card.id) : null;
    if (c !== null && c !== 'GC') next.push({ id: x.card.id, circle: c });
  }
  if (next.length === 0) return;
  for (const g of b.guardians) {
    const was = b.targets[g.guards];
    g.guards = was ? next.findIndex((t) => t.id === was.id) : -1;
  }
  b.targets = next;
  b.hit = next.map(() => false);
  emit(s, { t: 'attackChanged', seat: opp, targets: next.map((t) => t.circle) } as GameEvent);
}

/**
 * The powers the damage step compares (VG2 7.7.1.2; VG1 7.6.1.2), as they stand now: the attacking unit's with
 * its booster's power (7.4.1.11) and, for a legion, the Legion Mate's (10.25.6), and each attacked unit's with
 * the shields of the guardians guarding it (3.11.3) and every modifier. A unit that left its circle is null: its
 * power is not compared (7.7.1.3). The clients show these numbers rather than adding them up again.
 */
export interface BattlePowers {
  attacker: number | null;
  targets: (number | null)[];
}

export function battlePowers(s: VGState): BattlePowers | null {
  const b = s.battle;
  if (!b?.attacker) return null;
  const side = attackerSide(s);
  const opp = opponent(s.turnPlayer);
  const attacker = stillThere(s, side, b.attacker);
  return {
    attacker: attacker ? power(s, side, attacker) : null,
    targets: b.targets.map((t) => {
      const target = stillThere(s, opp, t);
      return target ? power(s, opp, target) : null;
    }),
  };
}

export function battleRecord(s: VGState): Battle | null {
  return s.battle;
}

export const battleHandlers = {
  'vg.battle': battleHandler as (s: VGState, f: Frame) => void,
  'vg.inlineDamage': inlineDamage as (s: VGState, f: Frame) => void,
  'vg.toAttack': toAttack as (s: VGState, f: Frame) => void,
};
