// Test-only G unit records for the stride tests: the built-in pool has no G units, and the G trial decks'
// contents are unknown, so no G card ships. Stats as a G unit prints them (grade 4, power 15000, critical 1,
// shield 0).
import type { CardRecord } from '../../src/games/vanguard/cards/cardRecord.ts';
import { paladinRecord, useTestCards } from './testCards.ts';

export function gUnit(code: string, name: string): CardRecord {
  return paladinRecord(code, name, { grade: 4, power: 15000, shield: 0, unitType: 'g', skills: ['tripleDrive'] });
}

export const G1 = 'TEST-G/001';
export const G2 = 'TEST-G/002';

/** Add the two test G units before each test of the calling file and remove them after. */
export function useTestGUnits(): void {
  useTestCards([gUnit(G1, 'Test Stride Paladin'), gUnit(G2, 'Test Stride Knight')]);
}
