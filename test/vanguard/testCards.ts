// Test-only card records, for rules that no card in the built-in pool shows (G units, gift icons): a Royal
// Paladin unit with the given stats, and the records added to the pool for each test of a file.
import { afterEach, beforeEach } from 'vitest';
import { withTestCards } from '../../src/games/vanguard/cards/cardPool.ts';
import type { CardRecord } from '../../src/games/vanguard/cards/cardRecord.ts';

/** The stats a test record sets; the rest is a Human «Royal Paladin» of the United Sanctuary with no trigger. */
export type PaladinStats = Pick<CardRecord, 'grade' | 'power' | 'shield' | 'unitType' | 'skills'> & Partial<CardRecord>;

export function paladinRecord(code: string, name: string, stats: PaladinStats): CardRecord {
  return {
    code,
    name,
    clan: 'Royal Paladin',
    nation: 'United Sanctuary',
    race: 'Human',
    critical: 1,
    trigger: null,
    sentinel: false,
    ...stats,
  };
}

/** Add `records` to the card pool before each test of the calling file and remove them after. */
export function useTestCards(records: readonly CardRecord[]): void {
  let undo: () => void = () => {};
  beforeEach(() => {
    undo = withTestCards(records);
  });
  afterEach(() => undo());
}
