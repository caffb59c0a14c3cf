import { describe, expect, it } from 'vitest';
import { cardByCode, deckById, expandDeck, builtInDecks, allCards } from '../../src/games/vanguard/cards/cardPool.ts';
import type { CardRecord } from '../../src/games/vanguard/cards/cardRecord.ts';
import { validateDeck } from '../../src/games/vanguard/deckRules.ts';
import { CR110, CR201, type FormatProfile } from '../../src/games/vanguard/formats.ts';

function deckCodes(id: string): string[] {
  const deck = deckById(id);
  if (!deck) throw new Error(`no deck ${id}`);
  return expandDeck(deck);
}

/** The deck with `n` copies of `remove` taken out and `n` copies of `add` put in. */
function swap(codes: string[], remove: string, add: string, n = 1): string[] {
  const result = [...codes];
  for (let i = 0; i < n; i++) {
    const at = result.indexOf(remove);
    if (at < 0) throw new Error(`deck has too few ${remove}`);
    result.splice(at, 1);
  }
  for (let i = 0; i < n; i++) result.push(add);
  return result;
}

function rules(codes: string[], format: FormatProfile, lookup?: (code: string) => CardRecord | undefined): string[] {
  return validateDeck(codes, format, lookup).map((problem) => problem.rule);
}

// TD01 (Blaster Blade): Marron TD01/008 ×4, Wingal TD01/009 ×2, Gallatin TD01/004 ×4, Flogal (stand) TD01/016 ×4,
// Epona (critical) TD01/013 ×4, Elaine (heal) TD01/014 ×4.
const TD01 = deckCodes('TD01');
// A heal trigger from another trial deck, to add a fifth heal without a fifth copy of one name.
const OTHER_HEAL = allCards().find((card) => card.trigger?.kind === 'heal' && !card.code.startsWith('TD01'))!.code;
const OTHER_CRITICAL = allCards().find(
  (card) => card.trigger?.kind === 'critical' && !card.code.startsWith('TD01'),
)!.code;

const ERAS = [
  {
    format: CR201,
    size: 'VG2 5.2.2.1',
    copies: 'VG2 5.2.2.2',
    sameName: 'VG2 5.2.2.2.1',
    triggers: 'VG2 5.2.2.3',
    heal: 'VG2 5.2.2.4',
  },
  {
    format: CR110,
    size: 'VG1 5.1.2.1',
    copies: 'VG1 5.1.2.2',
    sameName: 'VG1 5.1.2.2.1',
    triggers: 'VG1 5.1.2.3',
    heal: 'VG1 5.1.2.4',
  },
] as const;

describe('built-in trial decks', () => {
  it('VG2 5.2.2 and VG1 5.1.2 every built-in trial deck is legal under both rule versions', () => {
    expect(builtInDecks()).toHaveLength(12);
    for (const deck of builtInDecks()) {
      expect(validateDeck(expandDeck(deck), CR201), `${deck.id} under cr201`).toEqual([]);
      expect(validateDeck(expandDeck(deck), CR110), `${deck.id} under cr110`).toEqual([]);
    }
  });
});

for (const era of ERAS) {
  describe(`main deck construction under ${era.format.id}`, () => {
    it(`${era.size} a deck of 49 or 51 cards is illegal`, () => {
      // Take out a non-trigger so only the size is wrong.
      const shortDeck = [...TD01];
      shortDeck.splice(shortDeck.indexOf('TD01/009'), 1);
      expect(shortDeck).toHaveLength(49);
      expect(rules(shortDeck, era.format)).toEqual([era.size]);
      expect(validateDeck(shortDeck, era.format)[0]!.message).toBe(
        `deck has 49 cards; it must have exactly 50 (${era.size})`,
      );
      const longDeck = [...TD01, 'TD01/009'];
      expect(rules(longDeck, era.format)).toEqual([era.size]);
      expect(validateDeck(longDeck, era.format)[0]!.message).toContain('deck has 51 cards');
    });

    it(`${era.size} an empty deck is illegal`, () => {
      expect(rules([], era.format)).toContain(era.size);
    });

    it(`${era.copies} five copies of one card are illegal, four are legal`, () => {
      const five = swap(TD01, 'TD01/009', 'TD01/008');
      expect(rules(five, era.format)).toEqual([era.copies]);
      expect(validateDeck(five, era.format)[0]!.message).toBe(
        `deck has 5 copies of TD01/008 "Little Sage, Marron"; at most 4 cards with the same name are allowed (${era.copies})`,
      );
      expect(rules(TD01, era.format)).toEqual([]);
    });

    it(`${era.sameName} two printings of one name count together toward the four`, () => {
      // TD05 has Knight of Elegant Skills, Gareth TD05/008 ×4 and Haugan TD05/009 ×4; TD08/009 is another Gareth.
      const td05 = deckCodes('TD05');
      const fiveGareths = swap(td05, 'TD05/009', 'TD08/009');
      expect(rules(fiveGareths, era.format)).toEqual([era.sameName]);
      const message = validateDeck(fiveGareths, era.format)[0]!.message;
      expect(message).toContain('5 cards named "Knight of Elegant Skills, Gareth"');
      expect(message).toContain('TD05/008');
      expect(message).toContain('TD08/009');
      expect(message).toContain(`(${era.sameName})`);
      // Two of each printing is four cards with the name: legal.
      expect(rules(swap(td05, 'TD05/008', 'TD08/009', 2), era.format)).toEqual([]);
    });

    it(`${era.triggers} a deck must have exactly sixteen trigger cards, not 15 or 17`, () => {
      const fifteen = swap(TD01, 'TD01/016', 'TD01/009');
      expect(rules(fifteen, era.format)).toEqual([era.triggers]);
      expect(validateDeck(fifteen, era.format)[0]!.message).toBe(
        `deck has 15 cards with a trigger; it must have exactly 16 (${era.triggers})`,
      );
      const seventeen = swap(TD01, 'TD01/004', OTHER_CRITICAL);
      expect(rules(seventeen, era.format)).toEqual([era.triggers]);
    });

    it(`${era.triggers} the sixteen triggers obey the four-copy rule at the same time`, () => {
      // Sixteen triggers, but five copies of Epona.
      const fiveEpona = swap(TD01, 'TD01/016', 'TD01/013');
      expect(rules(fiveEpona, era.format)).toEqual([era.copies]);
    });

    it(`${era.heal} a fifth heal trigger is illegal even with sixteen triggers`, () => {
      const fiveHeals = swap(TD01, 'TD01/016', OTHER_HEAL);
      expect(rules(fiveHeals, era.format)).toEqual([era.heal]);
      expect(validateDeck(fiveHeals, era.format)[0]!.message).toBe(
        `deck has 5 heal triggers; at most 4 are allowed (${era.heal})`,
      );
      // Fewer than four heals is fine.
      expect(rules(swap(TD01, 'TD01/014', OTHER_CRITICAL), era.format)).toEqual([]);
    });

    it(`${era.size} an unknown card code is reported by name`, () => {
      const withUnknown = swap(TD01, 'TD01/009', 'XX99/001');
      const problems = validateDeck(withUnknown, era.format);
      expect(problems).toEqual([
        {
          rule: 'unknown card',
          message: 'unknown card code XX99/001: it is not in the card pool',
          codes: ['XX99/001'],
        },
      ]);
    });

    it(`${era.size} several problems are all reported together`, () => {
      const bad = [...swap(TD01, 'TD01/016', OTHER_HEAL, 2), 'TD01/008'];
      expect(rules(bad, era.format)).toEqual([era.size, era.copies, era.heal]);
    });
  });
}

// Synthetic Sentinel cards (the built-in pool has none): five different names, so only the
// sentinel limit can be broken.
const SENTINELS = new Map<string, CardRecord>(
  [1, 2, 3, 4, 5].map((n) => {
    const base = cardByCode('TD01/004')!;
    const card: CardRecord = { ...base, code: `TEST/S${n}`, name: `Test Sentinel ${n}`, sentinel: true };
    return [card.code, card];
  }),
);
const withSentinels = (code: string) => SENTINELS.get(code) ?? cardByCode(code);

/** TD01 with `n` non-trigger cards replaced by synthetic sentinels. */
function sentinelDeck(n: number): string[] {
  let codes = TD01;
  const removable = ['TD01/004', 'TD01/004', 'TD01/004', 'TD01/004', 'TD01/005'];
  for (let i = 0; i < n; i++) codes = swap(codes, removable[i]!, `TEST/S${i + 1}`);
  return codes;
}

describe('sentinel limit', () => {
  it('VG2 5.2.2.5 a main deck may hold four cards with Sentinel but not five', () => {
    expect(rules(sentinelDeck(4), CR201, withSentinels)).toEqual([]);
    const problems = validateDeck(sentinelDeck(5), CR201, withSentinels);
    expect(problems).toEqual([
      { rule: 'VG2 5.2.2.5', message: 'deck has 5 cards with Sentinel; at most 4 are allowed (VG2 5.2.2.5)' },
    ]);
  });

  it('VG1 5.1.2.5 ver. 1.10 has no sentinel limit: five sentinels are legal under cr110', () => {
    expect(CR110.maxSentinel).toBeNull();
    expect(rules(sentinelDeck(5), CR110, withSentinels)).toEqual([]);
  });
});

describe('unit types in the main deck', () => {
  const gUnit: CardRecord = {
    ...cardByCode('TD01/001')!,
    code: 'TEST/G1',
    name: 'Test G Unit',
    grade: 4,
    unitType: 'g',
  };
  const withG = (code: string) => (code === gUnit.code ? gUnit : cardByCode(code));

  it('VG2 5.2.2.6 a main deck holds only normal units and trigger units', () => {
    const deck = swap(TD01, 'TD01/004', 'TEST/G1');
    expect(validateDeck(deck, CR201, withG)).toEqual([
      {
        rule: 'VG2 5.2.2.6',
        message:
          'TEST/G1 "Test G Unit" is a G unit; a main deck may hold only normal units and trigger units (VG2 5.2.2.6)',
        codes: ['TEST/G1'],
      },
    ]);
  });

  it('VG2 5.2.2.6 a G unit is reported once however many copies there are', () => {
    const deck = swap(TD01, 'TD01/004', 'TEST/G1', 2);
    expect(rules(deck, CR201, withG)).toEqual(['VG2 5.2.2.6']);
  });

  it('VG1 5.1.2 ver. 1.10 has no unit-type clause (the format profile turns the check off)', () => {
    expect(CR110.mainDeckUnitTypesOnly).toBe(false);
    expect(rules(swap(TD01, 'TD01/004', 'TEST/G1'), CR110, withG)).toEqual([]);
  });
});
