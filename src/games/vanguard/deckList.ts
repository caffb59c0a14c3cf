// Pasted Vanguard deck lists: "4 Blaster Blade", "4x TD01/005" or "Blaster Blade x4" per line (the
// reading itself is src/games/deckListText.ts), then the deck rules of the format.
import { type DeckListResult, parseDeckListText, withDeckProblems } from '../deckListText.ts';
import { allCards, cardByCode, cardsByName } from './cards/cardPool.ts';
import { validateDeck } from './deckRules.ts';
import type { FormatProfile } from './formats.ts';

export type { DeckListError, DeckListResult } from '../deckListText.ts';

const VANGUARD_CARDS = {
  codePattern: /^TD\d\d\/\d\d\d$/i,
  byCode: cardByCode,
  byName: cardsByName,
  names: () => allCards().map((c) => c.name),
  maxCount: 50,
  example: '"4 Blaster Blade", "4x TD01/005" or "Blaster Blade x4"',
};

export function parseDeckList(text: string): DeckListResult {
  return parseDeckListText(text, VANGUARD_CARDS);
}

/**
 * Parses the list and checks the deck built from the lines that could be read, reporting every problem at once: a
 * card's problem on its line, a deck-wide one on line 0 (deckListText.ts `withDeckProblems`).
 */
export function checkDeckList(text: string, format: FormatProfile): DeckListResult {
  const parsed = parseDeckList(text);
  return withDeckProblems(parsed, validateDeck(parsed.cards, format));
}
