// The loop both games run whenever the rules look for work that is due — Vanguard's check timing (VG2 8.4.1,
// VG1 8.4.1, VGD 8.4.1) and the Dragon Ball Super checkpoint (DBS 4-5-3): rule actions until none is left, guarded
// against a loop nobody can stop (VG2 12.1.1.1, VG1 11.1.1.1, DBS 11-1-2); then whatever else of the game waits for
// rule actions to settle (Vanguard's damage and gifts); then the pending automatic abilities, the turn player's
// first (VG2 8.4.1.2–8.4.1.3, DBS 4-5-3-2 and 4-5-3-3); and the loop ends when nothing is left (VG2 8.4.1.4,
// DBS 4-5-3-4). Each game supplies its own parts as `CheckpointRules`; the order lives here once.
import { popFrame } from './engine.ts';
import type { BaseState, Seat } from './types.ts';

/** What a checkpoint frame keeps for the loop guard: rounds counted, and the number of answers when counting began. */
export interface LoopCount {
  rounds: number;
  /** Set only by a game whose answers restart the count. */
  answers?: number;
}

/** A step's outcome: go round the loop again, leave the handler (a frame was pushed, a decision asked, the game
 * ended), or go on to the next step. */
export type StepResult = 'again' | 'stop' | 'none';

export interface CheckpointRules<S extends BaseState> {
  turnPlayer(s: S): Seat;
  /** How many rounds may pass before the game is a draw. */
  loopLimit(s: S): number;
  /**
   * Whether an answered decision starts the count again. Vanguard: yes — a loop is one nobody could stop, and an
   * answer is a chance to stop it (VG2 12.1.1.1). DBS: no — the rounds of one checkpoint add up (the digest's guard).
   */
  answerRestartsCount: boolean;
  /** End the game as a draw, with the game's own reason. */
  drawLoop(s: S): void;
  /** One pass of rule actions. */
  ruleActions(s: S): StepResult;
  /** The game's own steps after rule actions settle and before automatic abilities, in order. */
  afterRuleActions: readonly ((s: S) => StepResult)[];
  /** Start the next pending automatic ability of `seat` (or ask which); false when `seat` has none. */
  playPending(s: S, seat: Seat): boolean;
}

/** Counts one round of the loop guard; true when the game has just ended in a draw. */
export function countRound<S extends BaseState>(s: S, f: LoopCount, rules: CheckpointRules<S>): boolean {
  if (rules.answerRestartsCount && f.answers !== s.answers.length) {
    f.answers = s.answers.length;
    f.rounds = 0;
  }
  if (++f.rounds <= rules.loopLimit(s)) return false;
  rules.drawLoop(s);
  return true;
}

/** Runs the checkpoint whose frame `f` is on top of the stack, until it must wait or is done (then it is popped). */
export function runCheckpoint<S extends BaseState>(s: S, f: LoopCount, rules: CheckpointRules<S>): void {
  rounds: for (;;) {
    if (countRound(s, f, rules)) return;
    const r = rules.ruleActions(s);
    if (r === 'stop') return;
    if (r === 'again') continue;
    for (const step of rules.afterRuleActions) {
      const x = step(s);
      if (x === 'stop') return;
      if (x === 'again') continue rounds;
    }
    break;
  }
  const tp = rules.turnPlayer(s);
  for (const seat of [tp, (1 - tp) as Seat]) if (rules.playPending(s, seat)) return;
  popFrame(s);
}
