// Check timing (VG2 3.5, 8.4.1; VG1 3.5, 8.4.1): rule actions until none remain, then — ver. 2.01 —
// the damage process for any vanguard with vanguard damage (9.6.1, turn player's first, 9.6.1.1),
// then standing-by automatic abilities, turn player's first (8.4.1.2–8.4.1.3).
// Damage process (VG2 9.6.2–9.6.7) lives here because only a check timing starts it. The D standard's per-point
// damage (VGD 13.6 damage application, 13.7 damage resolution) too: both are rule actions of the check timing.
// The loop itself (rule actions, the loop guard, then pending abilities turn player first) is the kernel's shared
// checkpoint loop (core/checkpoint.ts); this file supplies the check timing's own parts.
import { type CheckpointRules, countRound, type LoopCount, runCheckpoint } from '../../core/checkpoint.ts';
import { emit, popFrame, pushFrame } from '../../core/engine.ts';
import type { Frame, GameEvent, Seat } from '../../core/types.ts';
import { nextToPlay, playNextAuto, raise, raiseSituations } from './abilities/autoAbilities.ts';
import { features } from './abilities/registry.ts';
import { FORMATS } from './formats.ts';
import { resolveNextGift } from './gift.ts';
import { performRuleActions } from './ruleActions.ts';
import { opponent, type VGState } from './state.ts';
import { resolveTrigger } from './triggers.ts';
import { moveCard } from './zones.ts';

export interface CheckTimingFrame extends Frame {
  k: 'vg.ct';
  /** Rounds since the last answered decision, and the number of answers then (VG2 12.1.1.1). */
  rounds: number;
  answers: number;
  /** The stopping questions answered since the last other decision, and the answer count then (loops.ts). */
  seen?: string[];
  seenN?: number;
}

export function checkTiming(s: VGState): void {
  pushFrame<CheckTimingFrame>(s, { k: 'vg.ct', step: 0, rounds: 0, answers: s.answers.length });
}

/**
 * VG2 12.1.1.1 / VG1 11.1.1.1: mandatory actions that keep following each other with no decision a player
 * could answer to stop them are a loop nobody can stop, and the game ends in a draw. A loop runs inside one
 * check timing (its automatic abilities are played from it, 8.4.1.2), so the frame counts its rounds — one pass
 * through 8.4.1: rule actions, then a damage process, an automatic ability played, or the end — starting again
 * whenever a decision was answered since (`answers` marks how many there were). True when the game just ended.
 * The end phase counts its passes the same way (turn.ts: it goes back for units that arrive during it, 6.8.1.5).
 */
export function loopDrawn(s: VGState, f: LoopCount): boolean {
  return countRound(s, f, CHECK_TIMING);
}

/** VG2 8.4.1: the check timing's parts; the order they run in is the shared checkpoint loop's (core/checkpoint.ts). */
const CHECK_TIMING: CheckpointRules<VGState> = {
  turnPlayer: (s) => s.turnPlayer,
  loopLimit: (s) => FORMATS[s.format].loopLimit,
  answerRestartsCount: true,
  drawLoop(s) {
    const clause = s.format === 'cr110' ? 'VG1 11.1.1.1' : 'VG2 12.1.1.1';
    s.result = { winner: 'draw', reason: `a loop nobody could stop (${clause})` };
    emit(s, { t: 'gameOver', winner: 'draw', reason: s.result.reason } as GameEvent);
  },
  ruleActions(s) {
    const r = performRuleActions(s); // VG2 8.4.1.1
    return r === 'applied' ? 'again' : r === 'none' ? 'none' : 'stop';
  },
  afterRuleActions: [
    function perPointDamage(s) {
      if (FORMATS[s.format].damageModel !== 'perPointRuleActions') return 'none';
      if (damageResolution(s)) return 'again';
      return damageApplication(s) ? 'stop' : 'none';
    },
    function damageProcess(s) {
      if (FORMATS[s.format].damageModel !== 'vanguardDamageRuleAction') return 'none';
      const seat = damagedSeat(s);
      if (seat === null) return 'none';
      pushFrame<DamageProcessFrame>(s, { k: 'vg.damageProcess', step: 0, seat, id: 0 });
      return 'stop';
    },
    function gifts(s) {
      // VG2 10.6.3: gifts of rides wait for this check timing; after rule actions, before automatic abilities.
      if (s.giftsPending === undefined) return 'none';
      return resolveNextGift(s) ? 'stop' : 'again';
    },
    function situations(s) {
      raiseSituations(s); // VG2 8.6.7: situations are checked here, after rule actions
      return 'none';
    },
  ],
  playPending(s, seat) {
    if (nextToPlay(s) !== seat) return false; // VG2 8.4.1.2–8.4.1.3
    playNextAuto(s, seat);
    return true;
  },
};

function checkTimingHandler(s: VGState, f: CheckTimingFrame): void {
  runCheckpoint(s, f, CHECK_TIMING);
}

/** The seat whose vanguard damage is processed first: the turn player's (VG2 9.6.1.1, VGD 13.6.1.1). */
function damagedSeat(s: VGState): Seat | null {
  const tp = s.turnPlayer;
  return s.players[tp].vanguardDamage > 0 ? tp : s.players[opponent(tp)].vanguardDamage > 0 ? opponent(tp) : null;
}

/**
 * VGD 13.6: with vanguard damage of 1 or more and every trigger zone empty (rule actions already done), take one
 * point: reduce the value by 1 and damage check the top card of the deck. Standing-by automatic abilities do not
 * hold it back (13.6.1 names none). True when a point was taken (the trigger ability's frame may have been pushed).
 */
function damageApplication(s: VGState): boolean {
  if (s.players[0].trigger.length > 0 || s.players[1].trigger.length > 0) return false; // VGD 13.6.1
  const seat = damagedSeat(s);
  if (seat === null) return false;
  const p = s.players[seat];
  p.vanguardDamage--; // VGD 13.6.2
  const top = p.deck[p.deck.length - 1];
  if (!top) return true; // VGD 1.3.2: no card to check; the loss follows at once (13.2.3)
  const checked = moveCard(s, seat, top, 'deck', 'trigger'); // VGD 13.6.3
  emit(s, { t: 'damageCheck', seat, card: { id: checked.id, code: checked.code } } as GameEvent);
  s.damageChecked = { seat, id: checked.id };
  resolveTrigger(s, seat, checked.id, 'damage'); // VGD 13.6.4
  return true;
}

/**
 * VGD 13.7: once no rule action is left and no automatic ability stands by, the card the damage check put into the
 * trigger zone goes to the damage zone. A card that left the trigger zone (an over trigger removes itself, VGD
 * 11.10.2.7) puts nothing there. True when the card moved.
 */
function damageResolution(s: VGState): boolean {
  const d = s.damageChecked;
  if (d === undefined) return false;
  const p = s.players[d.seat];
  const card = p.trigger.find((c) => c.id === d.id);
  if (card === undefined) {
    s.damageChecked = undefined;
    return false;
  }
  if (s.standby.length > 0) return false; // VGD 13.7.1
  s.damageChecked = undefined;
  moveCard(s, d.seat, card, 'trigger', 'damage'); // VGD 13.7.2
  return true;
}

export interface DamageProcessFrame extends Frame {
  k: 'vg.damageProcess';
  seat: Seat;
  /** The card put into the trigger zone by the current damage check. */
  id: number;
}

/** VG2 9.6: one point at a time, with no check timing between points. */
function damageProcessHandler(s: VGState, f: DamageProcessFrame): void {
  const p = s.players[f.seat];
  if (f.step === 1) {
    // VG2 9.6.6: if the checked card is still in the trigger zone, it goes to the damage zone.
    const card = p.trigger.find((c) => c.id === f.id);
    if (card) moveCard(s, f.seat, card, 'trigger', 'damage');
    f.step = 0;
  }
  if (p.vanguardDamage < 1) {
    popFrame(s); // VG2 9.6.7
    return;
  }
  p.vanguardDamage--; // VG2 9.6.2
  f.step = 1;
  f.id = 0;
  const top = p.deck[p.deck.length - 1];
  if (!top) return; // VG2 1.3.2: no card to check; the loss follows at the check timing (9.2.3)
  const checked = moveCard(s, f.seat, top, 'deck', 'trigger'); // VG2 9.6.3
  emit(s, { t: 'damageCheck', seat: f.seat, card: { id: checked.id, code: checked.code } } as GameEvent);
  f.id = checked.id;
  resolveTrigger(s, f.seat, checked.id, 'damage'); // VG2 9.6.4–9.6.5
}

export const checkTimingHandlers = {
  'vg.ct': checkTimingHandler as (s: VGState, f: Frame) => void,
  'vg.damageProcess': damageProcessHandler as (s: VGState, f: Frame) => void,
};

/**
 * A timing point such as "at the beginning of the stand phase" (VG2 6.3.1.1 and the like): every
 * active automatic ability with that timing becomes stand by. The point is also logged, which lets
 * tests check where each format places it.
 */
export function beginningOf(s: VGState, ...timings: string[]): void {
  emit(s, { t: 'timing', timings } as GameEvent);
  // VG2 6.6.1.1 / 6.8.1.3: "at the beginning of your main / end phase" abilities trigger here.
  if (timings.includes('mainPhase')) raise(s, { e: 'beginningOf', timing: 'mainPhase', seat: s.turnPlayer });
  // VG2 6.5.1.1.1, 7.3.1.1 (VG1 7.2.1.1): only when some card needs them.
  if (features.otherBeginnings)
    for (const timing of ['ridePhase', 'battlePhase', 'startStep', 'endOfTurn'] as const)
      if (timings.includes(timing)) raise(s, { e: 'beginningOf', timing, seat: s.turnPlayer });
  if (timings.includes('endPhase')) raise(s, { e: 'beginningOf', timing: 'endPhase', seat: s.turnPlayer });
  // VG2 7.4.1.2 (Blaze, 11.21.1) and 7.8.1.1 (Shadowstitch 11.25.1, Charge 11.29.2): only when some card needs them.
  if (features.attackStep && timings.includes('attackStep'))
    raise(s, { e: 'beginningOf', timing: 'attackStep', seat: s.turnPlayer });
  if ((features.missedAttack || features.charging || features.battleEnds) && timings.includes('endOfBattle'))
    raise(s, { e: 'battleEnd' });
  if (timings.includes('endPhase') && s.delayed.length > 0) {
    // VG2 8.6.6.1: a timed trigger triggers once.
    for (const d of s.delayed)
      s.standby.push({ seat: d.seat, code: d.code, source: d.source, index: -1, ability: d.ability });
    s.delayed = [];
  }
}
