// Reading a pasted deck list, for every game: one entry per line ("4 Blaster Blade", "4x TD01/005",
// "Kind Saiyan Son Goku x4"); blank lines and lines starting with # or // are ignored. Each game says
// how its card numbers look and where its cards are (see vanguard/deckList.ts, dbs/deckList.ts).
// Every unreadable line is reported with its 1-based line number; an unknown name gets the closest
// known name as a suggestion.

export interface DeckListError {
  /** 1-based line of the pasted text; 0 for a problem with the deck as a whole. */
  line: number;
  message: string;
}

export interface DeckListResult {
  /** One code per physical card, in list order. */
  cards: string[];
  errors: DeckListError[];
  /** Which line gave which card code (for the lines that could be read). */
  lines?: { line: number; code: string }[];
}

export interface DeckListCards {
  /** What a card number looks like ("TD01/005", "BT1-033"). */
  codePattern: RegExp;
  byCode(code: string): { code: string } | undefined;
  /** The printings with this name, lowest code first. */
  byName(name: string): readonly { code: string }[];
  /** Every name a card can be written as (for suggestions). */
  names(): readonly string[];
  /** No line can ever be legal past a whole deck; the cap also keeps "999999999 Wingal" from building a huge array. */
  maxCount: number;
  /** The example shown when a line cannot be read. */
  example: string;
}

// A count is read loosely (any number, with sign) so that "0", "-1" or "2.5" get a clear count
// error instead of "cannot read line".
const COUNT_FIRST = /^([+-]?\d+(?:\.\d+)?)\s*[xX]?\s+(\S.*)$/;
const COUNT_LAST = /^(\S.*?)\s+[xX]\s*([+-]?\d+(?:\.\d+)?)$/;
const MAX_SUGGESTION_DISTANCE = 3;

export function parseDeckListText(text: string, pool: DeckListCards): DeckListResult {
  const cards: string[] = [];
  const errors: DeckListError[] = [];
  const lines: { line: number; code: string }[] = [];
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
        message: `cannot read "${entry}": write a count and a card name or code, e.g. ${pool.example}`,
      });
      return;
    }

    const count = Number(countText);
    if (!Number.isInteger(count) || count < 1) {
      errors.push({ line, message: `count "${countText}" must be a whole number of at least 1` });
      return;
    }
    if (count > pool.maxCount) {
      errors.push({ line, message: `count ${count} is more than a whole deck (${pool.maxCount} cards)` });
      return;
    }

    const found = findCard(cardText.trim(), pool);
    if ('error' in found) {
      errors.push({ line, message: found.error });
      return;
    }
    for (let i = 0; i < count; i++) cards.push(found.code);
    lines.push({ line, code: found.code });
  });
  return { cards, errors, lines };
}

/**
 * Every problem of a pasted list at once: the lines that could not be read, then the deck rules checked on the
 * cards of the lines that could (so a typo does not hide the card count, copy limits or trigger counts). A problem
 * with particular cards is put on the first line naming them (naming the others too); a deck-wide one gets line 0,
 * and says that the unread lines were left out when there are any.
 */
export function withDeckProblems(
  parsed: DeckListResult,
  problems: readonly { message: string; codes?: string[] }[],
): DeckListResult {
  const errors = [...parsed.errors];
  const unread = parsed.errors.length;
  for (const p of problems) {
    const at = [...new Set((parsed.lines ?? []).filter((l) => p.codes?.includes(l.code)).map((l) => l.line))].sort(
      (a, b) => a - b,
    );
    if (at.length === 0) {
      const note = unread > 0 ? ` (counting only the lines that could be read)` : '';
      errors.push({ line: 0, message: `${p.message}${note}` });
    } else {
      const also = at.length > 1 ? ` (lines ${at.join(', ')})` : '';
      errors.push({ line: at[0], message: `${p.message}${also}` });
    }
  }
  // Line order, the deck-wide problems last.
  errors.sort((a, b) => (a.line === 0 ? 1 : 0) - (b.line === 0 ? 1 : 0) || a.line - b.line);
  return { cards: parsed.cards, errors, lines: parsed.lines };
}

/** The card a line names (by code, or by name taking the lowest code), or an error message. */
function findCard(text: string, pool: DeckListCards): { code: string } | { error: string } {
  if (pool.codePattern.test(text)) {
    const c = pool.byCode(text.toUpperCase());
    return c ? { code: c.code } : { error: `unknown card code ${text.toUpperCase()}` };
  }
  const printings = pool.byName(text);
  if (printings.length > 0) return { code: printings[0].code };
  const suggestion = closestName(text, pool.names());
  return { error: suggestion ? `unknown card "${text}"; did you mean "${suggestion}"?` : `unknown card "${text}"` };
}

function closestName(text: string, names: readonly string[]): string | undefined {
  const wanted = text.toLowerCase();
  let best: string | undefined;
  let bestDistance = MAX_SUGGESTION_DISTANCE + 1;
  for (const name of names) {
    const distance = editDistance(wanted, name.toLowerCase());
    if (distance < bestDistance) {
      best = name;
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
