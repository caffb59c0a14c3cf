// Pasted Vanguard deck lists: "4 Blaster Blade", "4x TD01/005" or "Blaster Blade x4" per line (the
// reading itself is src/games/deckListText.ts), then the deck rules of the format. In the D standard a line "Ride deck"
// (or "Ride deck:") starts the ride deck section (VGD 8.1.2); the lines before it are the main deck.
import { type DeckListResult, parseDeckListText, withDeckProblems } from '../deckListText.ts';
import { cardByCode, cardsByName, everyCard } from './cards/cardPool.ts';
import { validateDeck, validateRideDeck } from './deckRules.ts';
import type { FormatProfile } from './formats.ts';

export type { DeckListError, DeckListResult } from '../deckListText.ts';

const VANGUARD_CARDS = {
  // Every printing of the pool can be named by its number: TD01/005, V-TD01/S01, D-SD01/010, D-LTD01/010 (a deck
  // builder's export names a reprint by code, since its name means the lowest code).
  codePattern: /^(?:[A-Z]+-)?[A-Z]+\d+\/[A-Z]?\d+$/i,
  byCode: cardByCode,
  byName: cardsByName,
  names: () => everyCard().map((c) => c.name),
  maxCount: 50,
  example: '"4 Blaster Blade", "4x TD01/005" or "Blaster Blade x4"',
};

export function parseDeckList(text: string): DeckListResult {
  return parseDeckListText(text, VANGUARD_CARDS);
}

const RIDE_DECK_HEADER = /^\s*ride\s+deck\s*:?\s*$/i;

/**
 * The main deck and ride deck sections of a pasted list. Each section is read from the whole text with the other
 * section's lines blanked, so every line keeps its number in the errors.
 */
function splitSections(text: string): { main: string; ride: string | null } {
  const lines = text.split(/\r?\n/);
  const at = lines.findIndex((l) => RIDE_DECK_HEADER.test(l));
  if (at < 0) return { main: text, ride: null };
  return {
    main: lines.map((l, i) => (i < at ? l : '')).join('\n'),
    ride: lines.map((l, i) => (i > at ? l : '')).join('\n'),
  };
}

/**
 * Parses the list and checks the deck built from the lines that could be read, reporting every problem at once: a
 * card's problem on its line, a deck-wide one on line 0 (deckListText.ts `withDeckProblems`).
 */
export function checkDeckList(text: string, format: FormatProfile): DeckListResult & { ridedeck?: string[] } {
  const { main, ride } = splitSections(text);
  const parsed = parseDeckList(main);
  if (ride === null) return withDeckProblems(parsed, validateDeck(parsed.cards, format));
  const rideParsed = parseDeckList(ride);
  const both: DeckListResult = {
    cards: parsed.cards,
    errors: [...parsed.errors, ...rideParsed.errors],
    lines: [...(parsed.lines ?? []), ...(rideParsed.lines ?? [])],
  };
  const problems = [
    ...validateDeck(parsed.cards, format, undefined, rideParsed.cards), // VGD 8.1.4.1–8.1.8
    ...validateRideDeck(rideParsed.cards, format), // VGD 8.1.2, 8.1.4.2
  ];
  return { ...withDeckProblems(both, problems), ridedeck: rideParsed.cards };
}
