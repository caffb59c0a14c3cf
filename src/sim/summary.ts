// One simulated game reduced to a small plain object: who sat where, who went first, who won, how
// long it lasted, and per deck what its player lost by the end, the checks and trigger icons revealed and the
// cards played, as the game counts them (its product's `sim`, src/sim/simGame.ts: Vanguard's rides, calls and
// guards; DBS's plays and combos). Workers send these back instead of the game state or its event log; every
// statistic of the report is computed from them alone.
import type { BaseState, GameEvent, LoggedEvent, Seat } from '../core/types.ts';
import { productOf } from '../products.ts';

/** Deck A is index 0, deck B index 1, in every per-deck pair below. */
export type DeckIndex = 0 | 1;

/** How many triggers of one kind a deck revealed: [drive revealed, drive active, damage revealed, damage active]. */
export type TriggerCounts = [number, number, number, number];

/** How often a deck played one card: [normal rides, calls, guards]. */
export type PlayCounts = [number, number, number];

export interface DeckGameStats {
  /** What this deck's player had lost when the game ended (Vanguard: cards in the damage zone; DBS: Life cards). */
  damage: number;
  driveChecks: number;
  damageChecks: number;
  /** By trigger kind (critical, draw, stand, heal, front): only kinds revealed at least once. */
  triggers: Record<string, TriggerCounts>;
  /** By card code: only cards played at least once. */
  plays: Record<string, PlayCounts>;
}

export interface GameSummary {
  /** Game index in the run (0-based). */
  i: number;
  seed: number;
  /** The seat deck A sat in. */
  seatOfA: Seat;
  /** The seat that went first (`state.firstPlayer`, chosen at random by the engine, VG2 5.4.3.2). */
  firstPlayer: Seat;
  /** The winning deck (0 = A, 1 = B), 'draw', or null when the game did not finish. */
  winner: DeckIndex | 'draw' | null;
  reason: string | null;
  /** The turn number when the game ended. */
  turns: number;
  /** Answers given in the game. */
  answers: number;
  decks: [DeckGameStats, DeckGameStats];
}

export function emptyDeckStats(): DeckGameStats {
  return { damage: 0, driveChecks: 0, damageChecks: 0, triggers: {}, plays: {} };
}

/**
 * The per-deck counts of one game, kept while it is played: `observe` is called with each event the
 * rules emit (through the kernel's `observeGame`, so the game needs no event log), or fed a finished
 * game's log by `summarizeGame`. Both give the same counts: the counts depend only on the events, in order.
 * What counts is the game's (its product's `sim.counter`).
 */
export class GameTally {
  readonly decks: [DeckGameStats, DeckGameStats] = [emptyDeckStats(), emptyDeckStats()];
  /** An arrow function, so it can be handed to `observeGame` as it is. */
  readonly observe: (e: GameEvent) => void;

  constructor(game: string, seatOfA: Seat) {
    this.observe = productOf(game).sim.counter(this.decks, (seat) => (seat === seatOfA ? 0 : 1));
  }
}

/** The state fields the simulator reads besides the kernel's: every game keeps its first player and turn number. */
type PlayedState = BaseState & { firstPlayer: Seat; turn: number };

/**
 * Reduce a finished game. `seatOfA` says which seat deck A sat in. The counts come from `tally` when the
 * game was observed while it was played, else from its event log (`log: true`); a game played with
 * neither keeps only the outcome, first player, turns and damage (the counts stay zero).
 */
export function summarizeGame(state: BaseState, i: number, seatOfA: Seat, tally?: GameTally): GameSummary {
  const played = state as PlayedState;
  let t = tally;
  if (!t) {
    t = new GameTally(state.game, seatOfA);
    const log: LoggedEvent[] = state.log ?? [];
    for (const l of log) t.observe(l.e);
  }
  const decks = t.decks;
  const sim = productOf(state.game).sim;
  for (const seat of [0, 1] as const) decks[seat === seatOfA ? 0 : 1].damage = sim.loss(state, seat);
  const r = state.result;
  return {
    i,
    seed: state.setup.seed as number, // the simulator only ever seeds with numbers
    seatOfA,
    firstPlayer: played.firstPlayer,
    winner: !r ? null : r.winner === 'draw' ? 'draw' : r.winner === seatOfA ? 0 : 1,
    reason: r?.reason ?? null,
    turns: played.turn,
    answers: state.answers.length,
    decks,
  };
}
