// Card files for the D standard: the over trigger icon (VGD 11.10.2.7) and the persona ride icon (VGD 2.13.3) are
// fields of our card records, checked like every other field.
import { describe, expect, it } from 'vitest';
import { parseCardFile } from '../../../src/games/vanguard/cards/cardPool.ts';

function record(extra: Record<string, unknown>): Record<string, unknown> {
  return {
    code: 'TEST/001',
    name: 'Test King',
    clan: 'Royal Paladin',
    nation: 'United Sanctuary',
    race: 'Human',
    grade: 3,
    power: 13000,
    shield: null,
    critical: 1,
    unitType: 'normal',
    trigger: null,
    skills: ['twinDrive'],
    sentinel: false,
    ...extra,
  };
}

describe('D card records', () => {
  it('VGD 2.13.3: the persona ride icon is `personaRide: true`, or the key left out; anything else is refused with its field', () => {
    expect(parseCardFile([record({ personaRide: true })], 'd.json')[0].personaRide).toBe(true);
    expect(parseCardFile([record({})], 'd.json')[0].personaRide).toBeUndefined();
    expect(() => parseCardFile([record({ personaRide: false })], 'd.json')).toThrow(/field personaRide: /);
  });

  it('VGD 11.10.2.7: the over trigger is a trigger kind of a card file', () => {
    const over = record({ grade: 0, unitType: 'trigger', trigger: { kind: 'over', power: 100000000 } });
    expect(parseCardFile([over], 'd.json')[0].trigger).toEqual({ kind: 'over', power: 100000000 });
  });
});
