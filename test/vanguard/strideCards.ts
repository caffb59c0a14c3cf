// Test-only G unit records for the stride tests: the built-in pool has no G units, and the G trial decks'
// contents are unknown, so no G card ships. Stats as a G unit prints them (grade 4, power 15000, critical 1,
// shield 0).
import { afterEach, beforeEach } from 'vitest';
import type { CardRecord } from '../../src/games/vanguard/cards/cardRecord.ts';
import { withTestCards } from '../../src/games/vanguard/cards/cardPool.ts';

export function gUnit(code: string, name: string): CardRecord {
  return {
    code,
    name,
    clan: 'Royal Paladin',
    nation: 'United Sanctuary',
    race: 'Human',
    grade: 4,
    power: 15000,
    shield: 0,
    critical: 1,
    unitType: 'g',
    trigger: null,
    skills: ['tripleDrive'],
    sentinel: false,
  };
}

export const G1 = 'TEST-G/001';
export const G2 = 'TEST-G/002';

/** Add the two test G units before each test of the calling file and remove them after. */
export function useTestGUnits(): void {
  let undo: () => void = () => {};
  beforeEach(() => {
    undo = withTestCards([gUnit(G1, 'Test Stride Paladin'), gUnit(G2, 'Test Stride Knight')]);
  });
  afterEach(() => undo());
}
