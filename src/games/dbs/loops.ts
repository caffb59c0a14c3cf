// Infinite loops a player can stop (DBS 11-1-2-1, 11-1-2-2). A loop's stopping choices are the optional
// effects' yes/no questions ("you may", "your opponent may") of [Auto] skills resolving in one checkpoint. Each
// answer is noted with the position it was given in; when the same question comes back in the same position, the
// actions between are a loop action. The players who answered inside it then declare how many more times to carry
// it out (the turn player first, 11-1-2-2); the engine gives their earlier answers that many times, then the player
// who stops gives the other answer at their next question. The player who stopped it (11-1-2-1), or who declared
// the larger number (11-1-2-2), may not restart it from the same position, in that checkpoint or later (from a
// free timing, a later checkpoint): the engine gives the stopping answer for them (`DBSState.loopBans`). A loop with no such question is the draw of 11-1-2 (timing.ts).
import { ask } from '../../core/engine.ts';
import type { Answer, Seat } from '../../core/types.ts';
import type { ResolveFrame } from './abilities/resolveSkill.ts';
import { AREAS, type DBSState } from './state.ts';
import type { CheckpointFrame } from './timing.ts';

export type YesNo = 'yes' | 'no';

/** The counts a player may declare (DBS 11-1-2-1: a number; 0 stops at once); bounded so a game always ends. */
export const LOOP_COUNTS: readonly number[] = [0, 1, 2, 3, 5, 10, 20, 50, 100];

export interface LoopWatch {
  /** The questions answered in this checkpoint: position key, who answered, and how. */
  seen: { key: string; seat: Seat; ans: YesNo }[];
  /** Once a loop is found: its questions (keys) and the answer that carries it on at each. */
  loop?: { key: string; seat: Seat; ans: YesNo }[];
  /** The players asked for a count, in order (turn player first), and the counts declared so far. */
  askSeats?: Seat[];
  counts?: number[];
  /** While it runs: passes left (counted at the loop's first question) and who stops it. */
  left?: number;
  stopper?: Seat;
}

function nearestCheckpoint(s: DBSState): CheckpointFrame | undefined {
  for (let i = s.frames.length - 1; i >= 0; i--) {
    const f = s.frames[i];
    if (f.k === 'dbs.checkpoint') return f as CheckpointFrame;
  }
  return undefined;
}

/**
 * The question and the position: which skill's which effect asks whom, and every card's area, mode, effects and
 * stack (by card number, as a card becomes a new object each time it moves, 3-1-4), plus the pending skills.
 */
function positionKey(s: DBSState, f: ResolveFrame, seat: Seat): string {
  let k = `${seat}|${f.code}|${f.index}|${f.i}|${s.pending.length}`;
  for (const p of s.players) {
    for (const area of AREAS) {
      k += '|';
      for (const c of p[area]) k += `${c.code}${c.rested ? 'r' : ''}${c.mods.length}.${c.under.length},`;
    }
  }
  return k;
}

function other(a: YesNo): YesNo {
  return a === 'yes' ? 'no' : 'yes';
}

/**
 * Before `seat` is asked a stopping question: the answer the declared count gives ('yes' / 'no'), 'asked' when a
 * count is being asked now, or null to ask the player as usual. `a` is the answer just given, if any.
 */
export function loopAnswer(s: DBSState, f: ResolveFrame, seat: Seat, a: Answer | null): YesNo | 'asked' | null {
  const cp = nearestCheckpoint(s);
  if (!cp) return null;
  const key = positionKey(s, f, seat);
  const w = cp.loop;
  if (!w) return bannedAnswer(s, key);
  if (a?.t === 'number' && w.askSeats && w.counts) {
    w.counts.push((a as Answer & { n: number }).n);
    if (w.counts.length < w.askSeats.length) return askCount(s, w);
    settle(s, w);
  }
  if (w.left !== undefined && w.loop) {
    const step = w.loop.find((x) => x.key === key);
    if (!step) {
      stopRunning(w); // the position changed by itself: the loop is over
    } else {
      if (key === w.loop[0].key) w.left--;
      if (seat === w.stopper && w.left <= 0) {
        stopRunning(w);
        return other(step.ans);
      }
      return step.ans;
    }
  }
  const bar = bannedAnswer(s, key);
  if (bar) return bar;
  const j = w.seen.findIndex((x) => x.key === key);
  if (j < 0) return null;
  // DBS 11-1-1: the same question in the same position again: the answers since are one loop action.
  w.loop = w.seen.slice(j);
  const seats = new Set(w.loop.map((x) => x.seat));
  // DBS 11-1-2-1: only one player can stop it; 11-1-2-2: both, the turn player declaring first.
  w.askSeats = seats.size === 1 ? [w.loop[0].seat] : [s.turnPlayer, (1 - s.turnPlayer) as Seat];
  w.counts = [];
  return askCount(s, w);
}

function askCount(s: DBSState, w: LoopWatch): 'asked' {
  const seat = w.askSeats![w.counts!.length];
  ask(s, { seat, kind: 'number', prompt: 'dbs.loopCount', options: LOOP_COUNTS.map((n) => ({ t: 'number', n })) });
  return 'asked';
}

/** DBS 11-1-2-1 / 11-1-2-2: the answer a player barred from restarting a loop must give at this question. */
function bannedAnswer(s: DBSState, key: string): YesNo | null {
  return s.loopBans?.find((x) => x.key === key)?.ans ?? null;
}

/** DBS 11-1-2-1 / 11-1-2-2: the fewer count is carried out; its declarer stops; the other player is barred. */
function settle(s: DBSState, w: LoopWatch): void {
  const counts = w.counts!;
  const seats = w.askSeats!;
  let k = 0;
  for (let i = 1; i < counts.length; i++) if (counts[i] < counts[k]) k = i;
  w.stopper = seats[k];
  // Counted each time the loop's first question comes round, this time (the one being asked now) included.
  w.left = counts[k] + 1;
  const barredSeat = seats.length === 1 ? seats[0] : seats[1 - k];
  // The ban outlives this checkpoint: the same position later in the game is the same loop (the key names the seat).
  const bans = (s.loopBans ??= []);
  for (const x of w.loop!) {
    if (x.seat === barredSeat && !bans.some((b) => b.key === x.key)) bans.push({ key: x.key, ans: other(x.ans) });
  }
  delete w.askSeats;
  delete w.counts;
}

function stopRunning(w: LoopWatch): void {
  delete w.left;
  delete w.stopper;
  delete w.loop;
  w.seen = [];
}

/** After `seat` answered a stopping question (by hand or by count): note it for finding a loop. */
export function noteLoopAnswer(s: DBSState, f: ResolveFrame, seat: Seat, ans: YesNo): void {
  const cp = nearestCheckpoint(s);
  if (!cp) return;
  const w = (cp.loop ??= { seen: [] });
  if (w.left !== undefined) return; // a declared loop running: its answers are already known
  w.seen.push({ key: positionKey(s, f, seat), seat, ans });
}
