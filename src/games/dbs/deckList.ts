// Pasted DBS deck lists: one entry per line, "4 Kind Saiyan Son Goku", "4x BT1-033", "BT1-033 x4" or a
// Leader line "1 SD1-01". Blank lines and lines starting with # or // are ignored. Errors carry the
// 1-based line; deck-level problems (DBS 5-1) get line 0.
import { allCards, cardByCode, cardsByName } from './cards/cardPool.ts';
import type { CardRecord } from './cards/cardRecord.ts';
import { validateDeck } from './deckRules.ts';
import type { DbsOptions } from './formats.ts';

export interface DeckListError {
  line: number;
  message: string;
}

export interface DeckListResult {
  /** One code per physical card, the Leader included, in list order. */
  cards: string[];
  errors: DeckListError[];
}

const COUNT_FIRST = /^([+-]?\d+(?:\.\d+)?)\s*[xX]?\s+(\S.*)$/;
const COUNT_LAST = /^(\S.*?)\s+[xX]\s*([+-]?\d+(?:\.\d+)?)$/;
const CODE = /^(BT\d+|SD\d+|TB\d+|EX\d+|P)-\d+$/i;
const MAX_LINE_COUNT = 51;

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
        message: `cannot read "${entry}": write a count and a card name or number, e.g. "4 BT1-033" or "4x Kind Saiyan Son Goku"`,
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

export function checkDeckList(text: string, opts: DbsOptions): DeckListResult {
  const parsed = parseDeckList(text);
  if (parsed.errors.length > 0) return parsed;
  const problems = validateDeck(parsed.cards, opts);
  return { cards: parsed.cards, errors: problems.map((p) => ({ line: 0, message: p.message })) };
}

function findCard(text: string): CardRecord | string {
  if (CODE.test(text)) return cardByCode(text.toUpperCase()) ?? `unknown card number ${text.toUpperCase()}`;
  const byName = cardsByName(text);
  if (byName.length > 0) return byName[0];
  const suggestion = closestName(text);
  return suggestion ? `unknown card "${text}"; did you mean "${suggestion}"?` : `unknown card "${text}"`;
}

function closestName(text: string): string | undefined {
  const wanted = text.toLowerCase();
  let best: string | undefined;
  let bestDistance = 4;
  for (const card of allCards()) {
    const d = editDistance(wanted, card.name.toLowerCase());
    if (d < bestDistance) {
      best = card.name;
      bestDistance = d;
    }
  }
  return best;
}

/** Levenshtein distance. */
function editDistance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++)
      cur.push(Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1)));
    prev = cur;
  }
  return prev[b.length];
}
