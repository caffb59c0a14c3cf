// The decks a player builds in the deck builder (DeckBuilder.tsx), kept in this browser's localStorage: each deck is
// a game, a format, a name and its cards by code (the main deck, and the ride deck where the format has one, VGD
// 8.1.2). A deck goes to the server as a text list (`deckText`), the same text `arbiter deck check` and the lobby's
// paste read, so the server checks it with the same rules; `readDeckText` turns such a list back into a deck (an
// import), reading lines with the shared reader (src/games/deckListText.ts) so its messages are the server's.
import { type DeckListCards, parseDeckListText } from '../../src/games/deckListText.ts';
import type { CardDb } from './cardDb.ts';

export interface DeckEntry {
  code: string;
  count: number;
}

export interface SavedDeck {
  id: string;
  name: string;
  game: string;
  format: string;
  main: DeckEntry[];
  /** The ride deck (VGD 8.1.2); empty where the format has none. */
  ride: DeckEntry[];
  updatedAt: number;
}

export type DeckSection = 'main' | 'ride';

const KEY = 'arbiter:decks';
/** Saved decks kept at most: enough for any player, and a bound on what a page reads at start. */
export const MAX_SAVED_DECKS = 200;
/** Longest deck name kept. */
export const MAX_DECK_NAME = 60;

/** The storage the decks live in: the browser's localStorage, or a stand-in (tests). */
export type DeckStorage = Pick<Storage, 'getItem' | 'setItem'>;

function isEntry(e: unknown): e is DeckEntry {
  const x = e as DeckEntry;
  return !!x && typeof x.code === 'string' && Number.isInteger(x.count) && x.count > 0;
}

function isDeck(d: unknown): d is SavedDeck {
  const x = d as SavedDeck;
  return (
    !!x &&
    typeof x.id === 'string' &&
    typeof x.name === 'string' &&
    typeof x.game === 'string' &&
    typeof x.format === 'string' &&
    Array.isArray(x.main) &&
    x.main.every(isEntry) &&
    Array.isArray(x.ride) &&
    x.ride.every(isEntry) &&
    typeof x.updatedAt === 'number'
  );
}

/** Every saved deck, most recently changed first; anything in storage that is not a deck is skipped. */
export function savedDecks(storage: DeckStorage = localStorage): SavedDeck[] {
  let raw: unknown;
  try {
    raw = JSON.parse(storage.getItem(KEY) ?? '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(raw)) return [];
  return raw.filter(isDeck).sort((a, b) => b.updatedAt - a.updatedAt);
}

function write(decks: SavedDeck[], storage: DeckStorage): void {
  storage.setItem(KEY, JSON.stringify(decks));
}

/** The saved decks of one game. */
export function decksOf(game: string, storage: DeckStorage = localStorage): SavedDeck[] {
  return savedDecks(storage).filter((d) => d.game === game);
}

export function savedDeck(id: string, storage: DeckStorage = localStorage): SavedDeck | undefined {
  return savedDecks(storage).find((d) => d.id === id);
}

/** A name for a deck: trimmed, not empty, at most MAX_DECK_NAME characters; or the reason it cannot be. */
export function deckNameProblem(name: string): string | null {
  const n = name.trim();
  if (n === '') return 'a deck needs a name';
  if (n.length > MAX_DECK_NAME) return `a deck name has at most ${MAX_DECK_NAME} characters`;
  return null;
}

/** Store `deck` (a new one or a change of one with its id). Throws, storing nothing, on a bad name or a full store. */
export function saveDeck(deck: SavedDeck, storage: DeckStorage = localStorage): SavedDeck {
  const problem = deckNameProblem(deck.name);
  if (problem) throw new Error(problem);
  const all = savedDecks(storage);
  const others = all.filter((d) => d.id !== deck.id);
  if (others.length === all.length && all.length >= MAX_SAVED_DECKS) {
    throw new Error(`at most ${MAX_SAVED_DECKS} decks can be saved; delete one first`);
  }
  const stored = { ...deck, name: deck.name.trim() };
  write([stored, ...others], storage);
  return stored;
}

export function deleteDeck(id: string, storage: DeckStorage = localStorage): void {
  write(
    savedDecks(storage).filter((d) => d.id !== id),
    storage,
  );
}

/** A fresh id for a deck: unique among the saved ones (a counter over the clock; no rules depend on it). */
export function newDeckId(storage: DeckStorage = localStorage, now = Date.now()): string {
  const taken = new Set(savedDecks(storage).map((d) => d.id));
  for (let n = 0; ; n++) {
    const id = `d${now.toString(36)}${n ? `-${n}` : ''}`;
    if (!taken.has(id)) return id;
  }
}

/** A copy of a deck under a new id, named "… (copy)", stored. */
export function duplicateDeck(id: string, storage: DeckStorage = localStorage, now = Date.now()): SavedDeck {
  const d = savedDeck(id, storage);
  if (!d) throw new Error(`no saved deck "${id}"`);
  const name = `${d.name.slice(0, MAX_DECK_NAME - 7)} (copy)`;
  return saveDeck({ ...d, id: newDeckId(storage, now), name, updatedAt: now }, storage);
}

/** The number of cards in a section. */
export function countOf(entries: readonly DeckEntry[]): number {
  return entries.reduce((n, e) => n + e.count, 0);
}

/** `entries` with `delta` copies of `code` added (or removed, at least none): a new list, the order kept. */
export function addCard(entries: readonly DeckEntry[], code: string, delta: number): DeckEntry[] {
  const at = entries.findIndex((e) => e.code === code);
  if (at < 0) return delta > 0 ? [...entries, { code, count: delta }] : [...entries];
  const count = entries[at].count + delta;
  return count > 0 ? entries.map((e, i) => (i === at ? { code, count } : e)) : entries.filter((_, i) => i !== at);
}

/** The line that starts a Vanguard ride deck section (src/games/vanguard/deckList.ts reads the same header). */
export const RIDE_DECK_HEADER = 'Ride deck';
const RIDE_DECK_LINE = /^\s*ride\s+deck\s*:?\s*$/i;

/**
 * The deck as a text list, and which line holds which card (the server's problems name lines): a comment with the
 * name, the main deck, then "Ride deck" and its cards when there are any. Cards are written by number: a name can
 * mean another printing (the lowest code of the name, or a Leader's other side), a number never does.
 */
export function deckText(deck: Pick<SavedDeck, 'name' | 'main' | 'ride'>): {
  text: string;
  lines: Map<number, { section: DeckSection; code: string }>;
} {
  const rows: string[] = [`# ${deck.name.replace(/[\r\n]+/g, ' ')}`];
  const lines = new Map<number, { section: DeckSection; code: string }>();
  for (const e of deck.main) {
    rows.push(`${e.count} ${e.code}`);
    lines.set(rows.length, { section: 'main', code: e.code });
  }
  if (deck.ride.length > 0) {
    rows.push(RIDE_DECK_HEADER);
    for (const e of deck.ride) {
      rows.push(`${e.count} ${e.code}`);
      lines.set(rows.length, { section: 'ride', code: e.code });
    }
  }
  return { text: rows.join('\n'), lines };
}

/** The card table as the shared list reader needs it: a number is anything without spaces that has a digit. */
function readerPool(db: CardDb): DeckListCards {
  const byName = new Map<string, { code: string }[]>();
  for (const code of Object.keys(db).sort()) {
    const key = db[code].name.toLowerCase();
    byName.set(key, [...(byName.get(key) ?? []), { code }]);
  }
  const upper = new Map(Object.keys(db).map((c) => [c.toUpperCase(), c]));
  return {
    codePattern: /^(?=\S*\d)[A-Z0-9]+(?:[-/][A-Z0-9]+)+$/i,
    byCode: (code) => {
      const c = upper.get(code.toUpperCase());
      return c ? { code: c } : undefined;
    },
    byName: (name) => byName.get(name.toLowerCase()) ?? [],
    names: () => Object.values(db).map((c) => c.name),
    maxCount: 60,
    example: '"4 Blaster Blade" or "4x TD01/005"',
  };
}

/**
 * A pasted list read back into a deck's sections (an import). Every line that cannot be read is an error with its
 * line number, and then there is no deck: an import is all or nothing. `rideDeck`: whether the format has one (a
 * "Ride deck" line anywhere else is an error).
 */
export function readDeckText(
  text: string,
  db: CardDb,
  rideDeck: boolean,
): { ok: true; main: DeckEntry[]; ride: DeckEntry[] } | { ok: false; errors: { line: number; message: string }[] } {
  const rows = text.split(/\r?\n/);
  const header = rows.findIndex((l) => RIDE_DECK_LINE.test(l));
  if (header >= 0 && !rideDeck) {
    return { ok: false, errors: [{ line: header + 1, message: 'this format has no ride deck' }] };
  }
  // Each section is read from the whole text with the other's lines blanked, so line numbers stay the text's.
  const section = (from: number, to: number) => rows.map((l, i) => (i >= from && i < to ? l : '')).join('\n');
  const pool = readerPool(db);
  const main = parseDeckListText(section(0, header < 0 ? rows.length : header), pool);
  const ride = header < 0 ? { cards: [], errors: [] } : parseDeckListText(section(header + 1, rows.length), pool);
  const errors = [...main.errors, ...ride.errors].sort((a, b) => a.line - b.line);
  if (errors.length > 0) return { ok: false, errors };
  const entries = (codes: string[]) => codes.reduce<DeckEntry[]>((list, code) => addCard(list, code, 1), []);
  return { ok: true, main: entries(main.cards), ride: entries(ride.cards) };
}
