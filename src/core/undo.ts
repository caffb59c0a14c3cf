// Undo while nothing new was seen (issue 17). A seat may take back its own latest answers as long as nothing it did
// not already know has been shown to it since: no card out of a zone hidden from it (a draw, a check, a reveal, a
// look), no randomness (a shuffle, a random choice: the RNG moved), no answer of the opponent. Each game says which
// of its events, as the seat sees them, carry such news (`GameModule.revealsTo`); the kernel walks the answers back.
// An undo is a replay of the record without those answers, so the state after it is exactly the state the seat
// answered from. test/core/undo.test.ts checks the classification from outside: it resamples every card hidden from
// the seat at the undo point, replays the same answers, and requires the seat's view and events to be unchanged.
import { act, eventsFor, gameModule, newGame, replayRecord } from './engine.ts';
import { IllegalAnswer } from './errors.ts';
import type { BaseState, Seat } from './types.ts';

/**
 * How many of `seat`'s latest answers it may take back now: 0 when the game is over, when the last answer was the
 * opponent's, or when the seat has seen something new since its last answer.
 */
export function undoableAnswers(state: BaseState, seat: Seat): number {
  const m = gameModule(state.game);
  if (!m.revealsTo || state.result) return 0;
  const answers = state.answers;
  if (answers.length === 0 || answers[answers.length - 1].seat !== seat) return 0;
  // Replay with a log, noting where each answer began: the log position, the RNG, and whether the decision that
  // followed showed the seat cards it may only look at (`looking`).
  const g = newGame({ ...state.setup, log: true });
  const logAt: number[] = [];
  const rngAt: string[] = [];
  const lookedAfter: boolean[] = [];
  for (const r of answers) {
    logAt.push(g.log!.length);
    rngAt.push(JSON.stringify(g.rng));
    act(g, r.seat, r.answer);
    const d = g.decision;
    lookedAfter.push(d !== null && d.seat === seat && (d.looking?.length ?? 0) > 0);
  }
  const rngNow = JSON.stringify(g.rng);
  let k = 0;
  for (let j = answers.length - 1; j >= 0; j--) {
    if (answers[j].seat !== seat || answers[j].answer.t === 'concede') break;
    if (rngAt[j] !== rngNow || lookedAfter[j]) break;
    const end = j + 1 < answers.length ? logAt[j + 1] : g.log!.length;
    if (eventsFor(g, seat, logAt[j], end).some((e) => m.revealsTo!(e, seat))) break;
    k++;
  }
  return k;
}

/**
 * The game as it was before `seat`'s last `count` answers. Throws IllegalAnswer, leaving `state` alone, when that
 * many may not be taken back. The returned state keeps an event log if `state` had one.
 */
export function undo<S extends BaseState>(state: S, seat: Seat, count = 1): S {
  if (!Number.isInteger(count) || count < 1) throw new IllegalAnswer('undo takes back at least one answer');
  const allowed = undoableAnswers(state, seat);
  if (count > allowed)
    throw new IllegalAnswer(
      allowed === 0
        ? 'nothing to undo: you have seen something new since your last answer, or it is not your answer to take back'
        : `only ${allowed} answer${allowed === 1 ? '' : 's'} can be taken back`,
    );
  const rec = replayRecord(state);
  const g = newGame<S>({ ...state.setup, log: state.log !== null });
  for (const r of rec.answers.slice(0, rec.answers.length - count)) act(g, r.seat, r.answer);
  return g;
}
