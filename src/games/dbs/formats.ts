// Engine options and formats (digest dbs.md §6). Every contradiction or silence of the held rules text
// that the digest lists is an option here, with the digest's default. A format is a named preset.

export interface DbsOptions {
  /** DBS 9-2-1 (interruptive) vs 1-2-2 (at the next rule processing). Default interruptive (DBS4 21-2-1). */
  lossCheck: 'interruptive' | 'nextRuleProcessing';
  /** DBS 6-2-2 says "players": the turn player only (default) or both players untap. */
  chargePhaseUntap: 'turnPlayer' | 'allPlayers';
  /** DBS 8-6-7 vs 8-3-2: a pending [Auto] whose skill was negated after it triggered still resolves (default true). */
  negatedPendingAutoResolves: boolean;
  /** DBS 9-5 vs 10-12: [Indestructible] does not stop the power-zero rule (default false, DBS4 21-6-2). */
  indestructibleBlocksPowerZero: boolean;
  /** DBS 3-1-4 vs 8-8-1-4: effects stay on a card moving Battle↔Combo (default true, DBS4 3-1-4-1/2). */
  battleComboKeepsEffects: boolean;
  /** No rule in this text forbids it (default true); the DBS4 format forbids it (7-3-4-4-1). */
  firstPlayerMayAttackTurn1: boolean;
  /** DBS 6-2-3: the first player does not draw on their first turn. */
  firstPlayerSkipsDraw: boolean;
  /** DBS 5-2-1-7. */
  lifeCount: number;
  /** DBS 5-2-1-6. */
  openingHand: number;
  /** DBS 5-1-3. */
  deckSize: number;
  /** DBS 5-1-3-1. */
  copyLimit: number;
  /** Digest §3.9 / DBS 11-1-2: rule-processing rounds inside one checkpoint before the game is a draw. */
  loopLimit: number;
}

export const DEFAULT_OPTIONS: DbsOptions = {
  lossCheck: 'interruptive',
  chargePhaseUntap: 'turnPlayer',
  negatedPendingAutoResolves: true,
  indestructibleBlocksPowerZero: false,
  battleComboKeepsEffects: true,
  firstPlayerMayAttackTurn1: true,
  firstPlayerSkipsDraw: true,
  lifeCount: 8,
  openingHand: 6,
  deckSize: 50,
  copyLimit: 4,
  loopLimit: 1000,
};

export interface DbsFormat {
  id: string;
  title: string;
  options: DbsOptions;
}

export const FORMATS: Record<string, DbsFormat> = {
  masters: { id: 'masters', title: 'Comprehensive rules as held (the 2017 "Masters" game)', options: DEFAULT_OPTIONS },
  /** The DBS4 first-turn rule as a preset (digest §6 "later-format presets"). */
  'masters-noturn1attack': {
    id: 'masters-noturn1attack',
    title: 'As masters, but the first player may not attack on their first turn (DBS4 7-3-4-4-1)',
    options: { ...DEFAULT_OPTIONS, firstPlayerMayAttackTurn1: false },
  },
};

export const DEFAULT_FORMAT = 'masters';

export function formatById(id: string): DbsFormat | undefined {
  return FORMATS[id];
}
