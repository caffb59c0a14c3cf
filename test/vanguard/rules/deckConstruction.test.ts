// Vanguard rules tests — deck construction: deck size, copies, triggers and sentinels, abilities (both versions 5.1).
// Gathered by rules topic from the batch-named files cardInformation.test.ts, deckRules.test.ts.

import { describe, expect, it } from 'vitest';
import { deckCopies } from '../../../src/games/vanguard/abilities/dsl.ts';
import { abilityText } from '../../../src/games/vanguard/abilities/text.ts';
import {
  allCards,
  builtInDecks,
  deckById,
  expandDeck,
  withTestCards,
} from '../../../src/games/vanguard/cards/cardPool.ts';
import type { CardRecord } from '../../../src/games/vanguard/cards/cardRecord.ts';
import { validateDeck, validateGDeck } from '../../../src/games/vanguard/deckRules.ts';
import { CR110, CR201, type FormatProfile } from '../../../src/games/vanguard/formats.ts';
import { createState } from '../../../src/games/vanguard/setup.ts';
import { times } from '../cards/helpers.ts';
import { C } from '../scenario.ts';
import { gUnit } from '../strideCards.ts';
import { testOnlyAbilities } from '../testAbilities.ts';

const { give, afterTest } = testOnlyAbilities();

const GALLATIN = C.gallatin; // g2 «Royal Paladin» (United Sanctuary) <Human>, vanilla

const MARRON = C.marron; // g1 «Royal Paladin» <Giant>, vanilla

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

describe('deck construction abilities (VG2 5.1.2, VG1 5.1.2.5)', () => {
  /** VG-TD01 with its one Bors and one Blaster Blade turned into two more Little Sage, Marron (six in all). */
  function sixMarrons(): string[] {
    const list = expandDeck(builtInDecks().find((d) => d.id === 'VG-TD01')!);
    return list.map((code) => (code === 'TD01/002' || code === 'TD01/005' ? MARRON : code));
  }

  it('VG2 5.1.2 / VG1 5.1.2.5: "any number of cards with this name" replaces the limit of four for that name, in both rule eras', () => {
    const list = sixMarrons();
    expect(list.filter((c) => c === MARRON)).toHaveLength(6);
    for (const f of [CR201, CR110]) {
      const clause = f.id === 'cr201' ? 'VG2 5.2.2.2' : 'VG1 5.1.2.2';
      expect(validateDeck(list, f).map((p) => p.rule)).toEqual([clause]); // the rule as printed
    }
    const a = deckCopies(null);
    give(MARRON, [a]);
    expect(abilityText(a)).toBe('[CONT]:A deck with this card in it may hold any number of cards with its name.');
    expect(validateDeck(list, CR201)).toEqual([]);
    expect(validateDeck(list, CR110)).toEqual([]);
    // A game starts with it (the setup checks the decks, VG2 5.4.2).
    const s = createState({ game: 'vanguard', format: 'cr201', decks: [{ cards: list }, { cards: list }], seed: 3 });
    expect(s.players[0].deck.length + s.players[0].hand.length).toBe(50);
  });

  it('VG2 5.1.2: a card may set its own limit, higher or lower than four; the message names the changed limit', () => {
    const list = sixMarrons();
    give(MARRON, [deckCopies(5)]);
    const [p] = validateDeck(list, CR201);
    expect(p.rule).toBe('VG2 5.2.2.2');
    expect(p.message).toContain('at most 5 cards with the same name');
    expect(p.message).toContain('VG2 5.1.2');
    give(MARRON, [deckCopies(6)]);
    expect(validateDeck(list, CR201)).toEqual([]);
    // Only the name of the card with the ability changes: a fifth Gallatin is still too many.
    const gallatins = list.map((code, i) => (i === list.indexOf('TD01/011') ? GALLATIN : code));
    expect(validateDeck(gallatins, CR201).map((x) => x.rule)).toEqual(['VG2 5.2.2.2']);
    give(GALLATIN, [deckCopies(1)]);
    const original = expandDeck(builtInDecks().find((d) => d.id === 'VG-TD01')!);
    expect(validateDeck(original, CR201).map((x) => x.message)).toEqual([
      expect.stringContaining('deck has 4 copies of TD01/004 "Knight of Silence, Gallatin"; at most 1'),
    ]);
  });

  it("VG2 5.1.2 / VG2 5.3.2.1: in a G deck, a G unit's own limit replaces the four of its name there", () => {
    const G = 'TEST-CI/G01';
    const OTHER = 'TEST-CI/G02';
    afterTest(withTestCards([gUnit(G, 'Test Limitless Stride'), gUnit(OTHER, 'Test Plain Stride')]));
    const gdeck = [...times(G, 8), ...times(OTHER, 4)];
    expect(validateGDeck(gdeck, CR201).map((p) => p.rule)).toEqual(['VG2 5.3.2.1']);
    give(G, [deckCopies(null)]);
    expect(validateGDeck(gdeck, CR201)).toEqual([]);
    expect(validateGDeck([...gdeck, OTHER], CR201).map((p) => p.rule)).toEqual(['VG2 5.3.2.1']);
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
