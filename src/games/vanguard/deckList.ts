// Pasted text deck lists: one entry per line, e.g. "4 Blaster Blade", "4x Blaster Blade",
// "4 TD01/005" or "Blaster Blade x4". Blank lines and lines starting with # or // are ignored.

import { allCards, cardByCode, cardsByName } from './cards/cardPool.ts';
import type { CardRecord } from './cards/cardRecord.ts';
import { validateDeck } from './deckRules.ts';
import type { FormatProfile } from './formats.ts';

export interface DeckListError {
  /** 1-based line of the pasted text; 0 for a problem with the deck as a whole. */
  line: number;
  message: string;
}

export interface DeckListResult {
  /** One code per physical card, in list order. */
  cards: string[];
  errors: DeckListError[];
}

// A count is read loosely (any number, with sign) so that "0", "-1" or "2.5" get a clear count
// error instead of "cannot read line".
const COUNT_FIRST = /^([+-]?\d+(?:\.\d+)?)\s*[xX]?\s+(\S.*)$/;
const COUNT_LAST = /^(\S.*?)\s+[xX]\s*([+-]?\d+(?:\.\d+)?)$/;
const CODE = /^TD\d\d\/\d\d\d$/i;
// No line can ever be legal past a whole deck; the cap also keeps "999999999 Wingal" from
// building a huge array.
const MAX_LINE_COUNT = 50;
const MAX_SUGGESTION_DISTANCE = 3;

export function parseDeckList(text: string): DeckListResult {
  const cards: string[] = [];
  const errors: DeckListError[] = [];
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = index + 1;
    const entry = raw.trim();
    if (entry === '' || entry.startsWith('#') || entry.startsWith('//')) return;

    const first = COUNT_FIRST.exec(entry);
    const last = first ? null : COUNT_LAST.exec(entry);
    const countText = first ? first[1] : last?.[2];
    const cardText = first ? first[2] : last?.[1];
    if (countText === undefined || cardText === undefined) {
      errors.push({
        line,
        message: `cannot read "${entry}": write a count and a card name or code, e.g. "4 Blaster Blade", "4x TD01/005" or "Blaster Blade x4"`,
      });
      return;
    }

    const count = Number(countText);
    if (!Number.isInteger(count) || count < 1) {
      errors.push({ line, message: `count "${countText}" must be a whole number of at least 1` });
      return;
    }
    if (count > MAX_LINE_COUNT) {
      errors.push({ line, message: `count ${count} is more than a whole deck (${MAX_LINE_COUNT} cards)` });
      return;
    }

    const card = findCard(cardText.trim());
    if (typeof card === 'string') {
      errors.push({ line, message: card });
      return;
    }
    for (let i = 0; i < count; i++) cards.push(card.code);
  });
  return { cards, errors };
}

/** Parses the list and, when every line was understood, checks the deck; deck problems get line 0. */
export function checkDeckList(text: string, format: FormatProfile): DeckListResult {
  const parsed = parseDeckList(text);
  if (parsed.errors.length > 0) return parsed;
  const problems = validateDeck(parsed.cards, format);
  return { cards: parsed.cards, errors: problems.map((problem) => ({ line: 0, message: problem.message })) };
}

/** The card a line names (by code, or by name taking the lowest code), or an error message. */
function findCard(text: string): CardRecord | string {
  if (CODE.test(text)) return cardByCode(text.toUpperCase()) ?? `unknown card code ${text.toUpperCase()}`;
  const printings = cardsByName(text);
  if (printings.length > 0) return printings[0];
  const suggestion = closestName(text);
  return suggestion ? `unknown card "${text}"; did you mean "${suggestion}"?` : `unknown card "${text}"`;
}

function closestName(text: string): string | undefined {
  const wanted = text.toLowerCase();
  let best: string | undefined;
  let bestDistance = MAX_SUGGESTION_DISTANCE + 1;
  for (const card of allCards()) {
    const distance = editDistance(wanted, card.name.toLowerCase());
    if (distance < bestDistance) {
      best = card.name;
      bestDistance = distance;
    }
  }
  return best;
}

/** Levenshtein distance: insertions, deletions and substitutions each cost 1. */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const substitution = previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1);
      current.push(Math.min(previous[j] + 1, current[j - 1] + 1, substitution));
    }
    previous = current;
  }
  return previous[b.length];
}
