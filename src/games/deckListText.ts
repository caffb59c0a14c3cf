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
  /**
   * Real cards the game knows of but does not implement yet (by code or name): a line naming one gets "not
   * implemented" instead of "unknown" (the CLI deck check, the server's deck check and the lobby's paste all read
   * lists here, so they say the same).
   */
  notImplemented?: {
    byCode(code: string): { code: string; name: string } | undefined;
    byName(name: string): readonly { code: string; name: string }[];
    /** How a player lists what exists ("arbiter cards dbs"). */
    listCommand: string;
  };
}

/** A line longer than this cannot be a count and a card name; it is refused unread. */
export const MAX_LINE_CHARS = 200;
/** Entries (lines that are not blank or comments) read per list; a deck has far fewer. */
export const MAX_ENTRIES = 300;
/** Unknown names per list that get a "did you mean" (the rest are reported without one). */
export const MAX_SUGGESTIONS = 20;
const MAX_SUGGESTION_DISTANCE = 3;

// A count is read loosely (any number, with sign) so that "0", "-1" or "2.5" get a clear count
// error instead of "cannot read line". The two forms, "COUNT [x] NAME" and "NAME x COUNT", are read by
// the scanners below in one pass each: the regular expressions they replace backtracked quadratically on
// a long run of spaces.

export function parseDeckListText(text: string, pool: DeckListCards): DeckListResult {
  const cards: string[] = [];
  const errors: DeckListError[] = [];
  const lines: { line: number; code: string }[] = [];
  let suggestions = 0;
  let entries = 0;
  const rows = text.split(/\r?\n/);
  for (let index = 0; index < rows.length; index++) {
    const line = index + 1;
    const entry = rows[index].trim();
    if (entry === '' || entry.startsWith('#') || entry.startsWith('//')) continue;
    if (++entries > MAX_ENTRIES) {
      errors.push({ line, message: `a list may have at most ${MAX_ENTRIES} entries; the rest was not read` });
      break;
    }
    readEntry(line, entry);
  }
  return { cards, errors, lines };

  function readEntry(line: number, entry: string): void {
    if (entry.length > MAX_LINE_CHARS) {
      errors.push({
        line,
        message: `line is ${entry.length} characters long; a line holds one count and one card (at most ${MAX_LINE_CHARS} characters)`,
      });
      return;
    }

    const split = countFirst(entry) ?? countLast(entry);
    if (!split) {
      errors.push({
        line,
        message: `cannot read "${entry}": write a count and a card name or code, e.g. ${pool.example}`,
      });
      return;
    }
    const { countText, cardText } = split;

    const count = Number(countText);
    if (!Number.isInteger(count) || count < 1) {
      errors.push({ line, message: `count "${countText}" must be a whole number of at least 1` });
      return;
    }
    if (count > pool.maxCount) {
      errors.push({ line, message: `count ${count} is more than a whole deck (${pool.maxCount} cards)` });
      return;
    }

    const found = findCard(cardText.trim(), pool, suggestions < MAX_SUGGESTIONS);
    if ('error' in found) {
      if (found.suggested) suggestions++;
      errors.push({ line, message: found.error });
      return;
    }
    for (let i = 0; i < count; i++) cards.push(found.code);
    lines.push({ line, code: found.code });
  }
}

const isSpace = (c: string | undefined) => c !== undefined && /\s/.test(c);
const isDigit = (c: string | undefined) => c !== undefined && c >= '0' && c <= '9';
const isX = (c: string | undefined) => c === 'x' || c === 'X';

/** The end of a number `[+-]?digits(.digits)?` starting at `i`, or -1. */
function numberEnd(s: string, i: number): number {
  if (s[i] === '+' || s[i] === '-') i++;
  if (!isDigit(s[i])) return -1;
  while (isDigit(s[i])) i++;
  if (s[i] === '.' && isDigit(s[i + 1])) {
    i++;
    while (isDigit(s[i])) i++;
  }
  return i;
}

/** "4 Blaster Blade", "4x Blaster Blade", "4 x Blaster Blade" (as /^(NUM)\s*[xX]?\s+(\S.*)$/). */
function countFirst(s: string): { countText: string; cardText: string } | null {
  const end = numberEnd(s, 0);
  if (end < 0) return null;
  let i = end;
  while (isSpace(s[i])) i++;
  // "x" then at least one space: the name follows them.
  if (isX(s[i]) && isSpace(s[i + 1])) {
    let j = i + 1;
    while (isSpace(s[j])) j++;
    if (j < s.length) return { countText: s.slice(0, end), cardText: s.slice(j) };
  }
  // Otherwise the name starts right after the spaces (a name may start with "x").
  if (i > end && i < s.length) return { countText: s.slice(0, end), cardText: s.slice(i) };
  return null;
}

/** "Blaster Blade x4", "Blaster Blade x 4" (as /^(\S.*?)\s+[xX]\s*(NUM)$/), read from the end. */
function countLast(s: string): { countText: string; cardText: string } | null {
  let i = s.length;
  while (isDigit(s[i - 1])) i--;
  if (i === s.length) return null;
  if (s[i - 1] === '.' && isDigit(s[i - 2])) {
    i--;
    while (isDigit(s[i - 1])) i--;
  }
  if (s[i - 1] === '+' || s[i - 1] === '-') i--;
  const countText = s.slice(i);
  while (isSpace(s[i - 1])) i--;
  if (!isX(s[i - 1])) return null;
  i--;
  const nameEnd = i;
  while (isSpace(s[i - 1])) i--;
  if (i === nameEnd || i === 0) return null;
  return { countText, cardText: s.slice(0, i) };
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
function findCard(
  text: string,
  pool: DeckListCards,
  suggest: boolean,
): { code: string } | { error: string; suggested?: true } {
  if (pool.codePattern.test(text)) {
    const c = pool.byCode(text.toUpperCase());
    if (c) return { code: c.code };
    const known = pool.notImplemented?.byCode(text.toUpperCase());
    return known ? { error: notImplemented(known, pool) } : { error: `unknown card code ${text.toUpperCase()}` };
  }
  const printings = pool.byName(text);
  if (printings.length > 0) return { code: printings[0].code };
  const known = pool.notImplemented?.byName(text) ?? [];
  if (known.length > 0) return { error: notImplemented(known[0], pool) };
  if (!suggest) return { error: `unknown card "${text}"` };
  const suggestion = closestName(text, pool);
  return suggestion
    ? { error: `unknown card "${text}"; did you mean "${suggestion}"?`, suggested: true }
    : { error: `unknown card "${text}"`, suggested: true };
}

function notImplemented(card: { code: string; name: string }, pool: DeckListCards): string {
  const list = pool.notImplemented ? ` (the implemented cards: ${pool.notImplemented.listCommand})` : '';
  return `${card.code} "${card.name}" is a real card that Arbiter does not implement yet${list}`;
}

interface NameIndex {
  /** How many names the pool had when this was built (a test may add cards). */
  size: number;
  byLength: Map<number, { name: string; lower: string; index: number }[]>;
}

/** A pool's names, deduplicated and lower-cased, grouped by length, each with its first index (built once per pool). */
const nameIndexes = new WeakMap<DeckListCards, NameIndex>();

/** The known name closest to `text` (within the distance; on a tie the one listed first), if any. */
function closestName(text: string, pool: DeckListCards): string | undefined {
  const names = pool.names();
  let index = nameIndexes.get(pool);
  if (!index || index.size !== names.length) {
    index = { size: names.length, byLength: new Map() };
    nameIndexes.set(pool, index);
    const byLength = index.byLength;
    const seen = new Set<string>();
    names.forEach((name, index) => {
      if (seen.has(name)) return;
      seen.add(name);
      const list = byLength.get(name.length) ?? [];
      list.push({ name, lower: name.toLowerCase(), index });
      byLength.set(name.length, list);
    });
  }
  const byLength = index.byLength;
  const wanted = text.toLowerCase();
  let best: { name: string; index: number; distance: number } | undefined;
  // Only names within the distance in length can be within it at all, and the band of the comparison
  // keeps each one to (2 * distance + 1) cells a row: a suggestion costs microseconds, whatever the text.
  for (let len = wanted.length - MAX_SUGGESTION_DISTANCE; len <= wanted.length + MAX_SUGGESTION_DISTANCE; len++) {
    for (const { name, lower, index } of byLength.get(len) ?? []) {
      const max = best ? best.distance : MAX_SUGGESTION_DISTANCE;
      const distance = boundedEditDistance(wanted, lower, max);
      if (distance > max) continue;
      if (!best || distance < best.distance || index < best.index) best = { name, index, distance };
    }
  }
  return best?.name;
}

/**
 * Levenshtein distance (insertions, deletions and substitutions each cost 1) if it is at most `max`,
 * else max + 1; only cells within `max` of the diagonal are computed.
 */
function boundedEditDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const big = max + 1;
  let previous = new Array<number>(b.length + 1);
  for (let j = 0; j <= b.length; j++) previous[j] = j <= max ? j : big;
  for (let i = 1; i <= a.length; i++) {
    const current = new Array<number>(b.length + 1).fill(big);
    current[0] = i <= max ? i : big;
    const from = Math.max(1, i - max);
    const to = Math.min(b.length, i + max);
    let rowMin = current[0];
    for (let j = from; j <= to; j++) {
      const substitution = previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1);
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, substitution, big);
      if (current[j] < rowMin) rowMin = current[j];
    }
    if (rowMin > max) return big;
    previous = current;
  }
  return previous[b.length];
}
