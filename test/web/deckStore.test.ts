// The deck builder's saved decks and text lists (issue 17, web/src/deckStore.ts): decks kept in browser storage
// (saved, listed, duplicated, deleted; a bad name or a full store changes nothing), and the text list a deck is sent
// as — checked here with the server's own deck check (GameCatalog.checkDeckList, as `arbiter deck check` and POST
// /api/deck/check run it), so a deck built card by card is judged exactly as a pasted one; and imports, all or nothing.
import { describe, expect, it } from 'vitest';
import { cards, requireGame } from '../../src/server/catalog.ts';
import type { GameCatalog } from '../../src/games/catalog.ts';
import {
  addCard,
  countOf,
  type DeckEntry,
  deckText,
  decksOf,
  deleteDeck,
  duplicateDeck,
  MAX_SAVED_DECKS,
  readDeckText,
  type SavedDeck,
  saveDeck,
  savedDecks,
} from '../../web/src/deckStore.ts';

class MemoryStorage {
  readonly items = new Map<string, string>();
  getItem(k: string): string | null {
    return this.items.get(k) ?? null;
  }
  setItem(k: string, v: string): void {
    this.items.set(k, v);
  }
}

function catalog(id: string): GameCatalog {
  const g = requireGame(id);
  if (typeof g === 'string') throw new Error(g);
  return g;
}

function entries(codes: readonly string[]): DeckEntry[] {
  return codes.reduce<DeckEntry[]>((l, c) => addCard(l, c, 1), []);
}

function deck(over: Partial<SavedDeck> = {}): SavedDeck {
  return { id: 'd1', name: 'Mine', game: 'vanguard', format: 'cr201', main: [], ride: [], updatedAt: 1, ...over };
}

describe('saved decks in browser storage', () => {
  it('saves, lists by game (newest first), duplicates and deletes', () => {
    const s = new MemoryStorage();
    saveDeck(deck({ id: 'a', name: '  Paladins ', updatedAt: 1 }), s);
    saveDeck(deck({ id: 'b', name: 'Goku', game: 'dbs', format: 'dbs', updatedAt: 2 }), s);
    saveDeck(deck({ id: 'c', name: 'Kagero', updatedAt: 3, main: [{ code: 'TD02/001', count: 4 }] }), s);
    expect(savedDecks(s).map((d) => d.id)).toEqual(['c', 'b', 'a']);
    expect(decksOf('vanguard', s).map((d) => d.name)).toEqual(['Kagero', 'Paladins']); // the name is trimmed
    const copy = duplicateDeck('c', s, 10);
    expect(copy).toMatchObject({ name: 'Kagero (copy)', main: [{ code: 'TD02/001', count: 4 }], updatedAt: 10 });
    expect(copy.id).not.toBe('c');
    expect(decksOf('vanguard', s)).toHaveLength(3);
    deleteDeck('c', s);
    expect(savedDecks(s).map((d) => d.id)).toEqual([copy.id, 'b', 'a']);
    // Saving a deck again under its id replaces it.
    saveDeck(deck({ id: 'a', name: 'Paladins 2', updatedAt: 20 }), s);
    expect(
      savedDecks(s)
        .filter((d) => d.id === 'a')
        .map((d) => d.name),
    ).toEqual(['Paladins 2']);
  });

  it('refuses a bad name or a full store and changes nothing', () => {
    const s = new MemoryStorage();
    saveDeck(deck({ id: 'a' }), s);
    const before = s.getItem('arbiter:decks');
    expect(() => saveDeck(deck({ id: 'b', name: '   ' }), s)).toThrow(/needs a name/);
    expect(() => saveDeck(deck({ id: 'b', name: 'x'.repeat(61) }), s)).toThrow(/at most 60/);
    expect(s.getItem('arbiter:decks')).toBe(before);
    for (let i = 1; i < MAX_SAVED_DECKS; i++) saveDeck(deck({ id: `n${i}` }), s);
    const full = s.getItem('arbiter:decks');
    expect(() => saveDeck(deck({ id: 'one-too-many' }), s)).toThrow(/at most 200 decks/);
    expect(s.getItem('arbiter:decks')).toBe(full);
    // Positive control: changing a deck already stored is still allowed when the store is full.
    expect(() => saveDeck(deck({ id: 'a', name: 'renamed' }), s)).not.toThrow();
  });

  it('skips what is not a deck in storage, and reads damaged storage as no decks', () => {
    const s = new MemoryStorage();
    s.setItem(
      'arbiter:decks',
      JSON.stringify([deck(), { id: 'x' }, deck({ id: 'bad', main: [{ code: 'A', count: 0 }] })]),
    );
    expect(savedDecks(s).map((d) => d.id)).toEqual(['d1']);
    s.setItem('arbiter:decks', '{not json');
    expect(savedDecks(s)).toEqual([]);
  });

  it('addCard adds, counts down and removes an entry, keeping the order', () => {
    let l = addCard([], 'A', 1);
    l = addCard(l, 'B', 2);
    l = addCard(l, 'A', 3);
    expect(l).toEqual([
      { code: 'A', count: 4 },
      { code: 'B', count: 2 },
    ]);
    l = addCard(l, 'A', -4);
    expect(l).toEqual([{ code: 'B', count: 2 }]);
    expect(addCard(l, 'C', -1)).toEqual(l);
    expect(countOf([...l, { code: 'D', count: 3 }])).toBe(5);
  });
});

describe('a built deck goes to the server as a text list, checked with the same rules as a pasted one', () => {
  it('VG2 5.2.2 the TD01 deck built card by card exports to a list the deck check finds legal, with the same cards', () => {
    const vg = catalog('vanguard');
    const spec = vg.deck('VG-TD01')!.spec;
    const { text } = deckText({ name: 'TD01', main: entries(spec.cards), ride: [] });
    const r = vg.checkDeckList(text, 'cr201');
    expect(r.errors).toEqual([]);
    expect([...r.cards].sort()).toEqual([...spec.cards].sort());
  });

  it('a reprint is listed by its number, so the check gets that printing and not the lowest code of its name', () => {
    // (Every card is listed by number: a DBS Leader's other side can share a name with another card, too.)
    const vg = catalog('vanguard');
    const spec = vg.deck('V-TD01')!.spec;
    const { text } = deckText({ name: 'V-TD01', main: entries(spec.cards), ride: [] });
    expect(text).toMatch(/^\d+ V-TD01\/004$/m); // Blaster Blade has four printings
    const r = vg.checkDeckList(text, 'cr201');
    expect(r.errors).toEqual([]);
    expect([...r.cards].sort()).toEqual([...spec.cards].sort());
  });

  it('VGD 8.1.2 a D deck with its ride deck exports a "Ride deck" section the check reads as the ride deck', () => {
    const vg = catalog('vanguard');
    const d = vg.decks('d')[0];
    expect(d.spec.ridedeck?.length).toBeGreaterThan(0);
    const { text, lines } = deckText({ name: d.name, main: entries(d.spec.cards), ride: entries(d.spec.ridedeck!) });
    const r = vg.checkDeckList(text, 'd');
    expect(r.errors).toEqual([]);
    expect([...(r.ridedeck ?? [])].sort()).toEqual([...d.spec.ridedeck!].sort());
    // Every card line is mapped to its section and card, the line numbers the check's problems use.
    const rows = text.split('\n');
    for (const [line, at] of lines) expect(rows[line - 1]).toMatch(new RegExp(`^\\d+ ${at.code}$`));
    expect([...lines.values()].filter((l) => l.section === 'ride')).toHaveLength(entries(d.spec.ridedeck!).length);
  });

  it('VG2 5.2.2.2 a fifth copy is reported on the line of that card in the exported list', () => {
    const vg = catalog('vanguard');
    const spec = vg.deck('VG-TD01')!.spec;
    const main = addCard(entries(spec.cards), 'TD01/001', 1); // TD01 holds four
    const { text, lines } = deckText({ name: 'five blades', main, ride: [] });
    const r = vg.checkDeckList(text, 'cr201');
    const bad = r.errors.filter((e) => e.line > 0);
    expect(bad.length).toBeGreaterThan(0);
    expect(bad.map((e) => lines.get(e.line)?.code)).toContain('TD01/001');
  });

  it('DBS 5-1 the DBS starter deck exports to a list the deck check finds legal', () => {
    const dbs = catalog('dbs');
    const spec = dbs.deck('DBS-SD01')!.spec;
    const { text } = deckText({ name: 'SD1', main: entries(spec.cards), ride: [] });
    const r = dbs.checkDeckList(text, dbs.defaultFormat);
    expect(r.errors).toEqual([]);
    expect([...r.cards].sort()).toEqual([...spec.cards].sort());
  });
});

describe('importing a text list', () => {
  it('reads an exported list back into the same sections', () => {
    const vg = catalog('vanguard');
    const db = cards(vg);
    const d = vg.decks('d')[0];
    const main = entries(d.spec.cards);
    const ride = entries(d.spec.ridedeck!);
    const r = readDeckText(deckText({ name: 'x', main, ride }).text, db, true);
    expect(r).toEqual({ ok: true, main, ride });
  });

  it('is all or nothing: every unreadable line is reported with its number, and no deck comes back', () => {
    const db = cards(catalog('vanguard'));
    const r = readDeckText('4 Blaster Blade\n\nfour Wingal\n2 Blaster Blaed\n3 TD99/001', db, false);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors.map((e) => e.line)).toEqual([3, 4, 5]);
    expect(r.errors[1].message).toMatch(/did you mean "Blaster Blade"/);
  });

  it('VGD 8.1.2 refuses a ride deck section in a format without one', () => {
    const db = cards(catalog('vanguard'));
    expect(readDeckText('4 Blaster Blade\nRide deck\n1 Wingal', db, false)).toEqual({
      ok: false,
      errors: [{ line: 2, message: 'this format has no ride deck' }],
    });
    // Positive control: the same list where the format has a ride deck.
    expect(readDeckText('4 Blaster Blade\nRide deck\n1 Wingal', db, true)).toMatchObject({
      ok: true,
      ride: [{ code: 'TD01/009', count: 1 }],
    });
  });
});
