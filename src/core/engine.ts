// The kernel's public surface (DESIGN "The public surface"): a game is a resumable state machine.
// `run` pops frames off the rules stack until some frame raises a decision or the game ends;
// `act` validates an answer against the decision's enumerated options before touching the state.
import { IllegalAnswer, ReplayError, SetupError } from './errors.ts';
import { HEX_SEED } from './rng.ts';
import type {
  Answer,
  BaseState,
  Decision,
  Frame,
  GameEvent,
  GameModule,
  GameResult,
  ReplayRecord,
  Seat,
  Setup,
} from './types.ts';

export const ENGINE_VERSION = '0.1.0';

const modules = new Map<string, GameModule<BaseState>>();

export function registerGame<S extends BaseState>(module: GameModule<S>): void {
  modules.set(module.id, module as unknown as GameModule<BaseState>);
}

/** The ids of the registered games, in registration order (the conformance suite runs each). */
export function registeredGames(): string[] {
  return [...modules.keys()];
}

export function gameModule(id: string): GameModule<BaseState> {
  const m = modules.get(id);
  if (!m) throw new SetupError(`unknown game "${id}" (known: ${[...modules.keys()].join(', ')})`);
  return m;
}

export function newGame<S extends BaseState = BaseState>(setup: Setup): S {
  const m = gameModule(setup.game);
  const seed: unknown = setup.seed;
  const numeric = typeof seed === 'number' && Number.isInteger(seed) && seed >= 0 && seed <= 0xffffffff;
  if (!numeric && !(typeof seed === 'string' && HEX_SEED.test(seed))) {
    throw new SetupError(
      `seed must be an integer from 0 to 4294967295 or 64 hex digits, got ${JSON.stringify(seed) ?? String(seed)}`,
    );
  }
  m.validateSetup(setup);
  // The state keeps its own copy: a caller changing its setup object later must not change the game.
  const state = m.newGame(deepCopy(setup));
  // The game being built under `observeGame` is the one observed (its own setup's events included).
  if (pendingObserver) {
    observed = state;
    observer = pendingObserver;
    pendingObserver = null;
  }
  run(state, m);
  return state as unknown as S;
}

export function run(state: BaseState, m: GameModule<BaseState> = gameModule(state.game)): void {
  const frames = state.frames;
  while (state.decision === null && state.result === null && frames.length > 0) {
    const top = frames[frames.length - 1];
    const handler = m.handlers[top.k];
    if (!handler) throw new Error(`no handler for frame "${top.k}"`);
    handler(state, top);
    // An answer belongs to the step that asked; it never carries over to a later one.
    state.answer = null;
  }
}

export function decision(state: BaseState): Decision | null {
  return state.result ? null : state.decision;
}

export function legalAnswers(state: BaseState): Answer[] {
  return state.result || !state.decision ? [] : state.decision.options;
}

export function result(state: BaseState): GameResult | null {
  return state.result;
}

export function answerKey(a: Answer): string {
  return JSON.stringify(a, Object.keys(a).sort());
}

/** Answers are flat objects whose fields are primitives or arrays of primitives. */
export function sameAnswer(a: Answer, b: Answer): boolean {
  if (a === b) return true;
  const ka = Object.keys(a);
  if (ka.length !== Object.keys(b).length) return false;
  for (const k of ka) {
    const x = (a as unknown as Record<string, unknown>)[k];
    const y = (b as unknown as Record<string, unknown>)[k];
    if (x === y) continue;
    if (!Array.isArray(x) || !Array.isArray(y) || x.length !== y.length) return false;
    for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return false;
  }
  return true;
}

/**
 * Apply `answer` for `seat`. Throws IllegalAnswer, leaving the state untouched, when the game is over,
 * it is not that seat's decision, or the answer is not one of the legal options. Either seat may
 * concede at any time (VG2 1.2.4).
 */
export function act(state: BaseState, seat: Seat, answer: Answer): void {
  if (seat !== 0 && seat !== 1) throw new IllegalAnswer(`seat must be 0 or 1, got ${String(seat)}`);
  if (!answer || typeof answer !== 'object' || typeof answer.t !== 'string') {
    throw new IllegalAnswer('an answer must be an object with a string field "t"');
  }
  if (state.result) throw new IllegalAnswer('the game is over');
  if (answer.t === 'concede') {
    state.answers.push({ seat, answer: { t: 'concede' } });
    state.result = { winner: seat === 0 ? 1 : 0, reason: `player ${seat + 1} conceded` };
    emit(state, { t: 'gameOver', winner: state.result.winner, reason: state.result.reason } as GameEvent);
    return;
  }
  const d = state.decision;
  if (!d) throw new IllegalAnswer('no decision is pending');
  if (d.seat !== seat) throw new IllegalAnswer(`it is player ${d.seat + 1}'s decision, not player ${seat + 1}'s`);
  let chosen: Answer | undefined;
  for (const o of d.options) {
    if (o === answer) {
      chosen = o;
      break;
    }
  }
  if (!chosen) chosen = d.options.find((o) => sameAnswer(o, answer));
  if (!chosen) {
    throw new IllegalAnswer(
      `illegal answer ${JSON.stringify(answer)} to "${d.prompt}"; legal answers: ${d.options.length}`,
    );
  }
  state.answers.push({ seat, answer: chosen });
  state.decision = null;
  state.answer = chosen;
  run(state);
}

/** Raise a decision; the frame that calls this returns and is re-entered once the answer arrives. */
export function ask<A extends Answer>(state: BaseState, d: Decision<A>): void {
  if (d.options.length === 0) throw new Error(`decision "${d.prompt}" has no legal answer`);
  state.decision = d as unknown as Decision;
}

/** Take the answer delivered to the current frame, if any. */
export function takeAnswer<A extends Answer>(state: BaseState): A | null {
  const a = state.answer;
  state.answer = null;
  return a as A | null;
}

/**
 * An event observer: `observeGame(fn, body)` runs `body`, and the first game `newGame` builds inside it has
 * every event its rules emit passed to `fn` (the full event, hidden parts included), in log order. Without
 * a log the rules skip building some purely descriptive events (`if (s.log) emit(…)`); the checks, rides,
 * calls, guards, plays and combos the simulator counts are always emitted (test/sim/observer.test.ts). Only that one state object is observed: a clone or a resampled state a search agent
 * plays out is another object, so its imagined events are never seen. The simulator counts its statistics
 * this way instead of keeping each game's whole event log. One observed game at a time (games run to the
 * end synchronously inside `body`); the observer is dropped when `body` returns or throws.
 */
let pendingObserver: ((e: GameEvent) => void) | null = null;
let observed: BaseState | null = null;
let observer: ((e: GameEvent) => void) | null = null;

export function observeGame<T>(fn: (e: GameEvent) => void, body: () => T): T {
  if (pendingObserver || observed) throw new Error('observeGame: a game is already being observed');
  pendingObserver = fn;
  try {
    return body();
  } finally {
    pendingObserver = null;
    observed = null;
    observer = null;
  }
}

export function emit(state: BaseState, e: GameEvent, only?: Seat, other?: GameEvent): void {
  if (state === observed) observer!(e);
  if (!state.log) return;
  state.log.push(only === undefined ? { e } : { e, only, other });
}

/** Events as a seat (or a spectator) may see them, from log index `from` up to (not including) `to`. */
export function eventsFor(state: BaseState, who: Seat | 'spectator', from = 0, to?: number): GameEvent[] {
  const out: GameEvent[] = [];
  const log = state.log ?? [];
  const end = to === undefined ? log.length : Math.min(to, log.length);
  for (let i = from; i < end; i++) {
    const l = log[i];
    if (l.only === undefined || l.only === who) out.push(l.e);
    else if (l.other) out.push(l.other);
  }
  return out;
}

export function view(state: BaseState, who: Seat | 'spectator'): unknown {
  return gameModule(state.game).view(state, who);
}

/** Deep copy of plain data. */
export function deepCopy<T>(x: T): T {
  if (typeof x !== 'object' || x === null) return x;
  if (Array.isArray(x)) {
    const n = x.length;
    const out = new Array(n);
    for (let i = 0; i < n; i++) out[i] = deepCopy(x[i]);
    return out as T;
  }
  const out: Record<string, unknown> = {};
  for (const k in x) out[k] = deepCopy((x as Record<string, unknown>)[k]);
  return out as T;
}

/**
 * An independent copy of a game state. The setup never changes after `newGame`, and recorded answers
 * and logged events are never changed once written, so the copy shares those objects and copies only
 * the lists that hold them.
 */
export function clone<S extends BaseState>(state: S): S {
  const own = modules.get(state.game)?.clone;
  if (own) return own(state) as S;
  const out = {} as Record<string, unknown>;
  for (const k in state) {
    const v = (state as unknown as Record<string, unknown>)[k];
    if (k === 'setup') out[k] = v;
    else if (k === 'answers' || k === 'log') out[k] = v === null ? null : (v as unknown[]).slice();
    else out[k] = deepCopy(v);
  }
  return out as unknown as S;
}

/** See GameModule.resample. */
export function resample<S extends BaseState>(state: S, seat: Seat, seed: number): S {
  const m = gameModule(state.game);
  if (!m.resample) throw new Error(`game "${state.game}" cannot resample hidden information`);
  return m.resample(state, seat, seed) as S;
}

export function replayRecord(state: BaseState): ReplayRecord {
  const m = gameModule(state.game);
  return {
    engineVersion: ENGINE_VERSION,
    cardDataVersion: m.cardDataVersion,
    game: state.setup.game,
    format: state.setup.format,
    decks: deepCopy(state.setup.decks),
    seed: state.setup.seed,
    answers: deepCopy(state.answers),
  };
}

/** Re-run a replay record. Throws ReplayError if it does not fit this engine or an answer is refused. */
export function replay<S extends BaseState = BaseState>(rec: ReplayRecord, opts: { log?: boolean } = {}): S {
  if (!rec || typeof rec !== 'object') throw new ReplayError('a replay must be a JSON object');
  for (const f of ['engineVersion', 'cardDataVersion', 'game', 'format', 'decks', 'seed', 'answers'] as const) {
    if (!(f in rec)) throw new ReplayError(`replay is missing "${f}"`);
  }
  if (!Array.isArray(rec.answers)) throw new ReplayError('replay "answers" must be an array');
  if (!modules.has(rec.game)) throw new ReplayError(`replay is for an unknown game "${rec.game}"`);
  const m = gameModule(rec.game);
  if (rec.cardDataVersion !== m.cardDataVersion) {
    throw new ReplayError(
      `replay was made with card data ${rec.cardDataVersion}, this engine has ${m.cardDataVersion}`,
    );
  }
  let state: S;
  try {
    state = newGame<S>({ game: rec.game, format: rec.format, decks: rec.decks, seed: rec.seed, log: opts.log });
  } catch (err) {
    throw new ReplayError(`replay setup is invalid: ${(err as Error).message}`);
  }
  rec.answers.forEach((r, i) => {
    try {
      act(state, r.seat, r.answer);
    } catch (err) {
      throw new ReplayError(`answer ${i + 1} of ${rec.answers.length} was refused: ${(err as Error).message}`);
    }
  });
  return state;
}

export function pushFrame<F extends Frame>(state: BaseState, f: F): F {
  state.frames.push(f);
  return f;
}

export function popFrame(state: BaseState): void {
  state.frames.pop();
}
