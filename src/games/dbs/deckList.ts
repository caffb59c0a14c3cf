// Pasted DBS deck lists: "4 Kind Saiyan Son Goku", "4x BT1-033", "BT1-033 x4" or a Leader line
// "1 SD1-01" (the reading itself is src/games/deckListText.ts), then the deck rules (DBS 5-1).
import { type DeckListResult, parseDeckListText, withDeckProblems } from '../deckListText.ts';
import { allCards, cardByCode, cardsByName, printingByCode, printingsByName } from './cards/cardPool.ts';
import { validateDeck } from './deckRules.ts';
import type { DbsOptions } from './formats.ts';

export type { DeckListError, DeckListResult } from '../deckListText.ts';

const DBS_CARDS = {
  codePattern: /^(BT\d+|SD\d+|TB\d+|EX\d+|P)-\d+$/i,
  byCode: cardByCode,
  byName: cardsByName,
  names: () => allCards().map((c) => c.name),
  // A Leader and 50 cards.
  maxCount: 51,
  example: '"4 BT1-033" or "4x Kind Saiyan Son Goku"',
  notImplemented: { byCode: printingByCode, byName: printingsByName, listCommand: 'arbiter cards dbs' },
};

export function parseDeckList(text: string): DeckListResult {
  return parseDeckListText(text, DBS_CARDS);
}

/**
 * Parses the list and checks the deck built from the lines that could be read, reporting every problem at once: a
 * card's problem on its line, a deck-wide one on line 0 (deckListText.ts `withDeckProblems`).
 */
export function checkDeckList(text: string, opts: DbsOptions): DeckListResult {
  const parsed = parseDeckList(text);
  return withDeckProblems(parsed, validateDeck(parsed.cards, opts));
}
