// Engine options and formats (digest buddyfight.md §6). The 2 June 2018 rule changes (BF-2018#1..3) are flags; the
// setup numbers the manual never states come from BF-Setup; each ambiguity of the text is an option with the
// digest's default:
// - `finalPhasePostAttackReturn` (BF-Fin, digest §6): after a final-phase attack the chart reads "Return to (Play
//   Timing) 1.1"; default `step1_1`.
// - `sizeLimit` with "more than" (BF-RC 3, digest §6 `sizeLimitCompare = ">3"`): the text says "3 or greater" but
//   only trims "until it becomes 3", which does something above 3 only.
// - `simultaneousLoss = 'draw'` (digest §1.6, [INFERRED]): both fighters losing at one resolution check.
// - `mulligan`: none (BF-Setup: no source describes one); not an option of this engine.
// - The owner chooses which monsters the size check drops, and a replacement's owner chooses ([INFERRED], §2.1, §3.6).

export interface BfOptions {
  /** BF-2018#1: the first player draws in their first start phase (old rule: no draw, but may Charge & Draw). */
  firstPlayerDrawsTurn1: boolean;
  /** BF-2018#2: [Counter]s per fighter per battle (old rule: 1); null for no limit. */
  countersPerBattle: number | null;
  /** BF-2018#3: an extra turn granted during an effect's extra turn gives no further turn (old rule: it does). */
  extraTurnChaining: boolean;
  /** BF-Fin 2 (digest §6): where the final phase returns after an attack. */
  finalPhasePostAttackReturn: 'step1_1' | 'step2_1';
  /** BF-Setup: at least 50 cards, no maximum. */
  deckMin: number;
  /** BF-Setup, BF-Side: copies per card name; the buddy is extra. */
  copyLimit: number;
  /** BF-Setup: 6 cards. */
  openingHand: number;
  /** BF-Setup: the top 2 deck cards, face down. */
  startingGauge: number;
  /** BF-Setup: 10. */
  startingLife: number;
  /** BF-RC 3: the total size a fighter's monsters may have. */
  sizeLimit: number;
  /** Digest §1.6 [INFERRED]. */
  simultaneousLoss: 'draw';
  /** A turn cap for batch play: the game is a draw after this many turns (no rule; a safety net for loops). */
  turnLimit: number;
}

export const DEFAULT_OPTIONS: BfOptions = {
  firstPlayerDrawsTurn1: true,
  countersPerBattle: null,
  extraTurnChaining: false,
  finalPhasePostAttackReturn: 'step1_1',
  deckMin: 50,
  copyLimit: 4,
  openingHand: 6,
  startingGauge: 2,
  startingLife: 10,
  sizeLimit: 3,
  simultaneousLoss: 'draw',
  turnLimit: 200,
};

export interface BfFormat {
  id: string;
  title: string;
  options: BfOptions;
}

export const FORMATS: Record<string, BfFormat> = {
  standard: { id: 'standard', title: 'Detailed Rules 3.10.1 with the 2 June 2018 changes', options: DEFAULT_OPTIONS },
  pre2018: {
    id: 'pre2018',
    title: 'The rules before 2 June 2018 (no first-turn draw, one [Counter] per battle, chained extra turns)',
    options: { ...DEFAULT_OPTIONS, firstPlayerDrawsTurn1: false, countersPerBattle: 1, extraTurnChaining: true },
  },
};

export const DEFAULT_FORMAT = 'standard';

export function formatById(id: string): BfFormat | undefined {
  return Object.hasOwn(FORMATS, id) ? FORMATS[id] : undefined;
}
