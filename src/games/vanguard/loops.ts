// Loops both players can stop (VG2 12.1.1.3–12.1.1.4; VG1 11.1.1.3). A loop's stopping choices are the yes/no
// questions of resolving abilities ("you may", "you may pay the cost", "each player may"): `stopQuestion` asks them.
// Each answer is noted on the check timing the abilities are played from (8.4.1.2). When a question comes round again
// in that check timing with nothing but such answers since — the same player, the same question of the same ability
// at the same point — the answers since are one loop action set (12.1.1). If both players answered in it, each names how many more times it goes round, the turn player first
// (12.1.1.3, openly: 1.3.4); the smaller number is carried out, with no further question (in ver. 2.01 as one batch,
// 12.1.1.4: the log brackets the repetitions as one action), and the player who named it then chooses at which of
// its questions the loop stops (equal numbers: the turn player's). The other player may not start that loop again
// while the game is the same (all cards in all zones): at that question in that position the engine answers for it
// with the stopping answer. A loop only one player can stop goes on through that player's answers as before, and
// one nobody can stop is the draw of 12.1.1.1 (checkTiming.ts).
import { ask, emit, takeAnswer } from '../../core/engine.ts';
import type { GameEvent, Seat } from '../../core/types.ts';
import type { ResolveFrame } from './abilities/resolveAbility.ts';
import type { CheckTimingFrame } from './checkTiming.ts';
import { type Card, CIRCLES, opponent, type VGState } from './state.ts';

export type YesNo = { t: 'yes' } | { t: 'no' };
type Ans = 'yes' | 'no';

/** The numbers a player may name (0: stop at once); bounded so a game always ends. */
export const LOOP_COUNTS: readonly number[] = [0, 1, 2, 3, 5, 10, 20, 50, 100];

/** One stopping question answered: `q` names it, `ans` is the answer given. */
export interface LoopNote {
  seat: Seat;
  q: string;
  ans: Ans;
}

/** A loop both players can stop, once found (kept on the state, replaced rather than changed). */
export interface LoopRun {
  /** The loop action set's questions in order, with the answer that carries the loop on. */
  set: readonly LoopNote[];
  /** The numbers named so far: the turn player's, then the non-turn player's (12.1.1.3). */
  named: readonly number[];
  /** Once settled: whole passes still to carry out, and who stops it (the player who named the smaller number). */
  left?: number;
  stopper?: Seat;
  /** Whether the stopper is in the pass where it chooses where to stop. */
  stopping?: boolean;
}

/** VG2 12.1.1.3: a question the player who named the bigger number may not answer "carry on" in this game state. */
export interface LoopBar {
  seat: Seat;
  q: string;
  /** The game state (`stateKey`) when the loop was stopped; the bar holds only while the game is the same. */
  at: string;
  /** The stopping answer the engine gives for it. */
  ans: Ans;
}

function other(a: Ans): Ans {
  return a === 'yes' ? 'no' : 'yes';
}

/** The question `prompt` asked of `seat` by the ability of `f`, at this point of its resolution. */
function questionOf(f: ResolveFrame, seat: Seat, prompt: string): string {
  return `${seat}|${prompt}|${f.code}|${f.index}|${f.effI}|${f.sub}`;
}

function cardKey(c: Card): string {
  return `${c.code}${c.up ? '' : 'd'}${c.rested ? 'r' : ''}${c.mods === null ? '' : `m${c.mods.length}`}`;
}

/**
 * VG2 12.1.1.3: "all cards in all zones are the same" — every zone of each player as the cards in it (their number,
 * face, orientation and effects; not their ids, which change with every move, 4.1.4, nor the order of a deck or hand).
 */
export function stateKey(s: VGState): string {
  let k = '';
  for (const p of s.players) {
    for (const z of ['deck', 'hand', 'drop', 'soul', 'damage', 'bind', 'trigger', 'removed', 'gzone'] as const)
      k += `|${z}:${p[z].map(cardKey).sort().join(',')}`;
    for (const c of CIRCLES) k += `|${c}:${p.field[c].map(cardKey).join(',')}`;
  }
  return k;
}

/**
 * Ask `seat` the stopping question `prompt` of the ability resolving in `f`, or answer it for them when a loop
 * settled by numbers (or a bar) decides it. Returns the answer, or null when a decision was asked (come back later).
 */
export function stopQuestion(s: VGState, f: ResolveFrame, seat: Seat, prompt: string): YesNo | null {
  const q = questionOf(f, seat, prompt);
  const given = takeAnswer<YesNo | { t: 'number'; n: number }>(s);
  if (given && given.t === 'number') {
    name(s, given.n);
  }
  let run = s.loop;
  if (run !== undefined && run.left === undefined) {
    if (given && given.t !== 'number') throw new Error('a yes/no answer while a loop count is asked'); // never offered
    return askCount(s, run);
  }
  if (run !== undefined && run.left !== undefined) {
    const step = run.set.find((x) => x.q === q);
    if (step === undefined) {
      delete s.loop; // the position moved on by itself: the loop is over
    } else {
      if (q === run.set[0].q && !run.stopping) {
        // VG2 12.1.1.4: one more pass of the loop action set has been carried out.
        if (run.left > 0) run = s.loop = { ...run, left: run.left - 1 };
        else run = s.loop = { ...run, stopping: true };
      }
      if (run.stopping && seat === run.stopper) {
        const last = run.set.filter((x) => x.seat === seat).at(-1)!.q === q;
        if (!last) {
          // The stopper chooses at which of its questions the loop stops (12.1.1.3).
          if (given && given.t !== 'number') {
            if (given.t === 'no') return { t: step.ans };
            return endLoop(s, run, step);
          }
          ask<YesNo>(s, { seat, kind: 'yesNo', prompt: 'vg.loopStop', options: [{ t: 'yes' }, { t: 'no' }] });
          return null;
        }
        return endLoop(s, run, step);
      }
      return { t: step.ans };
    }
  }
  const bar = s.loopBars?.find((b) => b.seat === seat && b.q === q);
  if (bar !== undefined && bar.at === stateKey(s)) return { t: bar.ans }; // VG2 12.1.1.3: it may not restart it
  const ct = checkTimingOf(s);
  if (given && given.t !== 'number') {
    if (ct) note(s, ct, q, given.t, true);
    return given;
  }
  // The same question again with only such answers since: the answers since are a loop action set (12.1.1).
  const seen = ct?.seen !== undefined && ct.seenN === s.answers.length ? ct.seen : [];
  const j = seen.findIndex((x) => x.startsWith(`${q}=`));
  if (j >= 0) {
    const set = seen.slice(j).map(parseNote);
    if (set.some((x) => x.seat !== set[0].seat) && set.every((x) => x.ans === set.find((y) => y.q === x.q)!.ans)) {
      // VG2 12.1.1.3: both players can stop it — each names a number, the turn player first.
      const found: LoopRun = { set, named: [] };
      s.loop = found;
      emit(s, { t: 'loopFound', seats: [s.turnPlayer, opponent(s.turnPlayer)] } as GameEvent);
      return askCount(s, found);
    }
  }
  ask<YesNo>(s, { seat, kind: 'yesNo', prompt, options: [{ t: 'yes' }, { t: 'no' }] });
  return null;
}

function parseNote(text: string): LoopNote {
  const eq = text.lastIndexOf('=');
  const q = text.slice(0, eq);
  return { seat: Number(q.slice(0, q.indexOf('|'))) as Seat, q, ans: text.slice(eq + 1) as Ans };
}

/** The check timing whose abilities are being played (VG2 8.4.1.2), if any. */
function checkTimingOf(s: VGState): CheckTimingFrame | undefined {
  for (let i = s.frames.length - 1; i >= 0; i--) if (s.frames[i].k === 'vg.ct') return s.frames[i] as CheckTimingFrame;
  return undefined;
}

/**
 * Note a stopping question's answer on the check timing. `byPlayer`: the player just answered it (so the answer is
 * the last recorded one). Any other decision answered since the last note starts the list afresh.
 */
function note(s: VGState, ct: CheckTimingFrame, q: string, ans: Ans, byPlayer: boolean): void {
  const before = s.answers.length - (byPlayer ? 1 : 0);
  const kept = ct.seen !== undefined && ct.seenN === before ? ct.seen : [];
  ct.seen = [...kept, `${q}=${ans}`];
  ct.seenN = s.answers.length;
}

function askCount(s: VGState, run: LoopRun): null {
  const seat = run.named.length === 0 ? s.turnPlayer : opponent(s.turnPlayer);
  ask(s, { seat, kind: 'number', prompt: 'vg.loopCount', options: LOOP_COUNTS.map((n) => ({ t: 'number', n })) });
  return null;
}

/** A number was named for the loop; once both are, the smaller is carried out (VG2 12.1.1.3). */
function name(s: VGState, n: number): void {
  const run = s.loop!;
  const named = [...run.named, n];
  if (named.length < 2) {
    s.loop = { ...run, named };
    emit(s, { t: 'loopCount', seat: s.turnPlayer, n } as GameEvent); // named openly (1.3.4)
    return;
  }
  emit(s, { t: 'loopCount', seat: opponent(s.turnPlayer), n } as GameEvent);
  const tp = s.turnPlayer;
  const stopper: Seat = named[1] < named[0] ? opponent(tp) : tp;
  const times = Math.min(named[0], named[1]);
  // VG2 12.1.1.4 (ver. 2.01): the repetitions are carried out as one batch; ver. 1.10 has no such clause.
  emit(s, { t: 'loopRepeats', times, seat: stopper, batch: s.format !== 'cr110' } as GameEvent);
  // The pass being asked now is the first of them; `left` counts the passes after it.
  s.loop = { ...run, named, stopper, left: times, stopping: times === 0 };
  if (times === 0) s.loop = { ...s.loop, left: 0 };
}

/** The stopper gives the stopping answer here: the loop is over, and the other player is barred (12.1.1.3). */
function endLoop(s: VGState, run: LoopRun, step: LoopNote): YesNo {
  delete s.loop;
  const ct = checkTimingOf(s);
  if (ct) delete ct.seen;
  const barred = opponent(run.stopper!);
  const at = stateKey(s);
  const bars = run.set.filter((x) => x.seat === barred).map((x) => ({ seat: barred, q: x.q, at, ans: other(x.ans) }));
  const kept = (s.loopBars ?? []).filter((b) => !bars.some((n) => n.q === b.q));
  s.loopBars = [...kept, ...bars];
  emit(s, { t: 'loopStopped', seat: run.stopper } as GameEvent);
  return { t: other(step.ans) };
}
