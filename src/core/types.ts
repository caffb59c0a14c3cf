// The game-agnostic shapes every game on the kernel shares: seats, decisions, answers, frames,
// events, results and the replay record (DESIGN "The shape of the engine", points 1–5).
import type { RngState } from './rng.ts';

export type Seat = 0 | 1;

/** Every answer is a small plain object; `t` names its kind. Games define their own answer unions. */
export interface Answer {
  t: string;
}

export interface ConcedeAnswer extends Answer {
  t: 'concede';
}

/** What kind of question a decision asks; a UI picks its widget from this. */
export type DecisionKind = 'playTiming' | 'chooseCard' | 'chooseCircle' | 'chooseOrder' | 'yesNo' | 'number';

export interface Decision<A extends Answer = Answer> {
  seat: Seat;
  kind: DecisionKind;
  /** Machine-readable name of the question, e.g. `vg.mulligan` or `vg.guard`. */
  prompt: string;
  /** Every legal answer. An answer not in this list is refused. */
  options: A[];
  /** Cards the deciding seat is allowed to see only while it decides (e.g. the top cards it looks at). */
  looking?: number[];
}

/** One procedure step on the rules stack. `k` selects its handler; the rest are its locals. */
export interface Frame {
  k: string;
  step: number;
}

export interface GameEvent {
  t: string;
}

/** An event as stored: `only` means the full event is visible to that seat alone; everyone else sees `other`. */
export interface LoggedEvent {
  e: GameEvent;
  only?: Seat;
  other?: GameEvent;
}

export interface GameResult {
  winner: Seat | 'draw';
  reason: string;
}

export interface DeckSpec {
  name?: string;
  /** Card codes, one entry per physical card. */
  cards: string[];
  /** Vanguard VG2 5.3: the G deck (G units only, at most 16), absent for none. */
  gdeck?: string[];
  /** Vanguard VGD 8.1.2, 8.1.4.2: the ride deck (D standard only), absent for none. */
  ridedeck?: string[];
  /** Buddyfight BF-Setup: the flag, kept outside the deck. */
  flag?: string;
  /** Buddyfight BF-Setup, BF-Mat③: the buddy, kept outside the deck in the buddy zone. */
  buddy?: string;
}

export interface Setup {
  game: string;
  format: string;
  decks: [DeckSpec, DeckSpec];
  /**
   * An integer 0 … 2^32−1 (sfc32), or 64 hex digits (256 bits, ChaCha20): the match server's seed for a game
   * between people, which no seat can search or predict (src/core/rng.ts).
   */
  seed: number | string;
  /** Keep an event log (default true). Batch simulation turns it off for speed. */
  log?: boolean;
}

export interface RecordedAnswer {
  seat: Seat;
  answer: Answer;
}

export interface ReplayRecord {
  engineVersion: string;
  cardDataVersion: string;
  game: string;
  format: string;
  decks: [DeckSpec, DeckSpec];
  seed: number | string;
  answers: RecordedAnswer[];
}

/** The part of every game state the kernel reads and writes. */
export interface BaseState {
  game: string;
  setup: Setup;
  rng: RngState;
  frames: Frame[];
  decision: Decision | null;
  /** The validated answer waiting for the frame that asked for it. */
  answer: Answer | null;
  result: GameResult | null;
  answers: RecordedAnswer[];
  log: LoggedEvent[] | null;
}

export type FrameHandler<S extends BaseState> = (state: S, frame: Frame) => void;

export interface GameModule<S extends BaseState = BaseState> {
  id: string;
  cardDataVersion: string;
  newGame(setup: Setup): S;
  handlers: Record<string, FrameHandler<S>>;
  view(state: S, seat: Seat | 'spectator'): unknown;
  /** Check a setup before a game is built from it (deck legality for the format); throws SetupError. */
  validateSetup(setup: Setup): void;
  /** A fast copy that knows which parts of this game's state are never changed in place. */
  clone?(state: S): S;
  /**
   * A state that `seat` cannot tell apart from `state`: everything it may see is the same, and every card
   * hidden from it (and the RNG that decides future draws) is dealt at random from what it cannot rule out
   * (OpenSpiel's ResampleFromInfostate). Search agents plan on these, never on the real state.
   */
  resample?(state: S, seat: Seat, seed: number): S;
  /**
   * Whether this event, as `seat` receives it, shows that seat something it could not know before: a card out of a
   * zone hidden from it, a shuffle, a look. Undo (src/core/undo.ts) stops there; a game without it offers no undo.
   */
  revealsTo?(event: GameEvent, seat: Seat): boolean;
  /**
   * Every card of the game once, with the zone holding it and who may see which card it is, by the game's rules on
   * hidden zones. Invariant checks read it (the conformance suite, test/conformance): cards conserved, ids unique, no
   * view or event naming a card hidden from its receiver. The rules never call it.
   */
  census?(state: S): CardPlace[];
}

/** One card in `GameModule.census`. */
export interface CardPlace {
  id: number;
  code: string;
  owner: Seat;
  /** The seat whose zone holds it, and the zone's name in that game's words (`deck`, `hand`, `VC` …). */
  seat: Seat;
  zone: string;
  /**
   * Who may know which card it is: everyone ('all', spectators included), one seat only (a hand, its owner's face-down
   * cards), or nobody (a deck). A seat looking at a card for its pending decision (`Decision.looking`) also may.
   */
  visibleTo: 'all' | Seat | 'none';
  /** A token the rules make and remove (not a card of a deck: not counted as conserved). */
  token?: boolean;
}
