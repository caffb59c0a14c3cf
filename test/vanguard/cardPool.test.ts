import { describe, expect, it } from 'vitest';
import {
  allCards,
  builtInDecks,
  CARD_DATA_VERSION,
  cardByCode,
  cardsByName,
  deckById,
  expandDeck,
  parseCardFile,
  requireCard,
} from '../../src/games/vanguard/cards/cardPool.ts';

function validRecord(code = 'TEST/001'): Record<string, unknown> {
  return {
    code,
    name: 'Test Knight',
    clan: 'Royal Paladin',
    nation: 'United Sanctuary',
    race: 'Human',
    grade: 1,
    power: 7000,
    shield: 5000,
    critical: 1,
    unitType: 'normal',
    trigger: null,
    skills: ['boost'],
    sentinel: false,
  };
}

/** The original-era cards (VG-TD01..TD10); the V-era trial decks' cards follow them in the pool. */
const original = () => allCards().filter((card) => card.code.startsWith('TD'));

describe('built-in card pool', () => {
  it('has the 167 cards of VG-TD01..TD10 and the V-TD cards, sorted by unique code', () => {
    const codes = allCards().map((card) => card.code);
    expect(original()).toHaveLength(167);
    expect(codes.filter((code) => code.startsWith('V-TD'))).toHaveLength(32);
    expect([...codes].sort()).toEqual(codes);
    expect(new Set(codes).size).toBe(codes.length);
    expect(CARD_DATA_VERSION).toBe('vg-original-td-1');
  });

  it('looks cards up by code', () => {
    const blade = cardByCode('TD01/005')!;
    expect(blade).toMatchObject({ name: 'Blaster Blade', grade: 2, unitType: 'normal', trigger: null });
    expect(blade.skills).toEqual(['intercept']);
    expect(cardByCode('TD99/001')).toBeUndefined();
    expect(requireCard('TD01/005')).toBe(blade);
    expect(() => requireCard('TD99/001')).toThrow('unknown card code TD99/001');
  });

  it('VG1 3.11.1.1 original-era grade 3 cards print no shield (null); others print one', () => {
    for (const card of original()) {
      if (card.grade === 3) {
        expect(card.shield).toBeNull();
        expect(card.skills).toEqual(['twinDrive']);
      } else {
        expect(card.shield).toBeGreaterThan(0);
      }
    }
  });

  it('VG1 2.8.1.1 every trigger unit has an icon worth 5000, and only trigger units have one', () => {
    const triggers = original().filter((card) => card.trigger !== null);
    expect(triggers).toHaveLength(40);
    for (const card of original()) {
      expect(card.trigger !== null).toBe(card.unitType === 'trigger');
      if (card.trigger) expect(card.trigger.power).toBe(5000);
    }
    expect(new Set(triggers.map((card) => card.trigger!.kind))).toEqual(new Set(['critical', 'draw', 'stand', 'heal']));
  });

  it('no original trial deck card has Sentinel', () => {
    expect(original().filter((card) => card.sentinel)).toEqual([]);
  });

  it('VG2 2.8.3 the V-era trigger units print +10000; VG2 11.9 their Sentinels are flagged; grade 3s carry a gift (VG2 2.16)', () => {
    const vCards = allCards().filter((card) => card.code.startsWith('V-TD'));
    for (const card of vCards) {
      expect(card.trigger !== null).toBe(card.unitType === 'trigger');
      if (card.trigger) expect(card.trigger.power).toBe(10000);
      expect(card.gift !== undefined).toBe(card.grade === 3);
    }
    expect(vCards.filter((card) => card.sentinel).map((card) => card.code)).toEqual(['V-TD01/009', 'V-TD02/007']);
  });

  it('finds every printing of a name, ignoring case', () => {
    expect(cardsByName('knight of elegant skills, gareth').map((card) => card.code)).toEqual(['TD05/008', 'TD08/009']);
    expect(cardsByName('BLASTER BLADE').map((card) => card.code)).toEqual([
      'TD01/005',
      'V-TD01/004',
      'V-TD01/005',
      'V-TD01/S01',
    ]);
    expect(cardsByName('Blaster')).toEqual([]);
  });
});

describe('built-in trial decks', () => {
  it('has the ten 50-card trial decks with their names', () => {
    const decks = builtInDecks();
    expect(decks.map((deck) => deck.id)).toEqual([
      'VG-TD01',
      'VG-TD02',
      'VG-TD03',
      'VG-TD04',
      'VG-TD05',
      'VG-TD06',
      'VG-TD07',
      'VG-TD08',
      'VG-TD09',
      'VG-TD10',
      'V-TD01',
      'V-TD02',
    ]);
    expect(decks[0]!.name).toBe('Blaster Blade');
    expect(decks[9]!.name).toBe('Purgatory Revenger');
    for (const deck of decks) expect(expandDeck(deck)).toHaveLength(50);
  });

  it('finds a deck by "VG-TD01", "TD01" or "td01"', () => {
    const td01 = deckById('VG-TD01');
    expect(td01?.name).toBe('Blaster Blade');
    expect(deckById('TD01')).toBe(td01);
    expect(deckById('td01')).toBe(td01);
    expect(deckById('vg-td01')).toBe(td01);
    expect(deckById('TD11')).toBeUndefined();
    expect(deckById('')).toBeUndefined();
  });

  it('expands a deck to one code per physical card, in list order', () => {
    const codes = expandDeck(deckById('TD01')!);
    expect(codes.slice(0, 6)).toEqual(['TD01/001', 'TD01/001', 'TD01/001', 'TD01/001', 'TD01/002', 'TD01/003']);
    expect(codes.filter((code) => code === 'TD01/005')).toHaveLength(1);
    expect(codes.at(-1)).toBe('TD01/016');
  });
});

describe('parseCardFile', () => {
  it('accepts well-formed records', () => {
    const cards = parseCardFile([validRecord('TEST/001'), validRecord('TEST/002')], 'test.json');
    expect(cards.map((card) => card.code)).toEqual(['TEST/001', 'TEST/002']);
  });

  it('names the file, entry and field of a missing field', () => {
    const broken = validRecord('TEST/002');
    delete broken.shield;
    expect(() => parseCardFile([validRecord(), broken], 'test.json')).toThrow(
      /^test\.json: entry 1 \(TEST\/002\), field shield: /,
    );
  });

  it('names the file, entry and field of a wrong type', () => {
    expect(() => parseCardFile([{ ...validRecord(), grade: '1' }], 'cards.json')).toThrow(
      /^cards\.json: entry 0 \(TEST\/001\), field grade: /,
    );
    expect(() => parseCardFile([{ ...validRecord(), trigger: { kind: 'shield', power: 5000 } }], 'cards.json')).toThrow(
      /entry 0 \(TEST\/001\), field trigger\.kind: /,
    );
    expect(() => parseCardFile([{ ...validRecord(), skills: ['boost', 'flying'] }], 'cards.json')).toThrow(
      /entry 0 \(TEST\/001\), field skills\.1: /,
    );
  });

  it('rejects unknown keys, such as card text, naming the key', () => {
    expect(() => parseCardFile([{ ...validRecord(), text: 'some card text' }], 'cards.json')).toThrow(
      /entry 0 \(TEST\/001\), field text: /,
    );
  });

  it('rejects duplicate codes and a file that is not an array', () => {
    expect(() => parseCardFile([validRecord(), validRecord()], 'cards.json')).toThrow(
      'cards.json: entry 1, field code: duplicate code TEST/001',
    );
    expect(() => parseCardFile({ cards: [] }, 'cards.json')).toThrow(/^cards\.json: .*JSON array/);
  });

  it('names the entry index when the entry has no usable code', () => {
    expect(() => parseCardFile([validRecord(), 42], 'cards.json')).toThrow(/^cards\.json: entry 1: /);
  });
});
