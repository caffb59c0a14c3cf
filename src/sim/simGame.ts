// What the simulator asks of each game (its product's `sim`, src/products.ts): how a played game's events count
// into the per-deck statistics, what a player lost by the end, and the words and extra rows of the reports (the
// text of `arbiter sim`, its HTML page and the charts). summary.ts, stats.ts, reportHtml.ts and the CLI's report
// know no game: they read these.
import type { BaseState, GameEvent, Seat } from '../core/types.ts';
import type { DeckStats } from './stats.ts';
import type { DeckGameStats, DeckIndex } from './summary.ts';

export interface SimGame {
  /**
   * A counter for one game: given each event the rules emit, in order, it adds to the per-deck counts of `decks`
   * (checks, triggers revealed, plays). `deckOf` tells which deck a seat plays.
   */
  counter(decks: [DeckGameStats, DeckGameStats], deckOf: (seat: Seat) => DeckIndex): (e: GameEvent) => void;
  /** What `seat` had lost when the game ended (a deck's `damage`, averaged in the report). */
  loss(state: BaseState, seat: Seat): number;
  /** The trigger kinds a deck's cards hold, listed in its report even when none was revealed. */
  deckTriggerKinds(cards: readonly string[]): string[];
  /** The order trigger kinds are listed in (kinds not listed come after, by name). */
  triggerOrder: readonly string[];
  words: SimWords;
}

/** The words of a game's reports; plain data and pure functions, so the browser can take them too. */
export interface SimWords {
  /** What a deck's `avgDamage` is ("average damage at game end"). */
  damage: string;
  /** What the per-card counts `rides`, `calls`, `guards` mean in this game, in that order (only these are shown). */
  playKinds: readonly string[];
  /** Added to the heading of the text report's card tables ("; rides are normal rides"), or empty. */
  playNote: string;
  /** Per-deck rows after the damage row, as [label, deck A's number, deck B's number]. */
  deckRows(a: DeckStats, b: DeckStats): [string, number, number][];
  /** The heading of the text report's table of triggers revealed; null when the game has no triggers. */
  triggerHeading: string | null;
  /** The rule by which the engine picks the first player at random in `format` ("VG2 5.4.3.2"). */
  firstPlayerRule(format: string): string;
}
