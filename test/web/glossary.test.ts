// The games' glossaries and turn guides (issue 17): terms are found in card text and prompts as whole words, the
// longest spelling first, and the pieces give the text back; every keyword ability the card pools use has an entry;
// and every format has a turn guide. Also the deck builder's card search over name, text and facets.
import { describe, expect, it } from 'vitest';
import { cards, requireGame } from '../../src/server/catalog.ts';
import type { GameCatalog } from '../../src/games/catalog.ts';
import { type DeckBuilding, indexCards, NO_FILTERS, searchCards } from '../../web/src/cardSearch.ts';
import type { CardDb } from '../../web/src/cardDb.ts';
import { dbsDeckBuilding } from '../../web/src/games/dbs/deckBuilding.ts';
import { DBS_GLOSSARY, dbsTurnGuide } from '../../web/src/games/dbs/glossary.ts';
import { vanguardDeckBuilding } from '../../web/src/games/vanguard/deckBuilding.ts';
import { VANGUARD_GLOSSARY, vanguardTurnGuide } from '../../web/src/games/vanguard/glossary.ts';
import { type GlossaryEntry, glossaryPieces, termsIn } from '../../web/src/glossary.ts';

function catalog(id: string): GameCatalog {
  const g = requireGame(id);
  if (typeof g === 'string') throw new Error(g);
  return g;
}

const terms = (text: string, g: readonly GlossaryEntry[]) =>
  glossaryPieces(text, g).flatMap((p) => (typeof p === 'string' ? [] : [p.entry.term]));

describe('finding glossary terms in text', () => {
  it('marks whole words only, the longest spelling first, and the pieces give the text back', () => {
    const text =
      '[AUTO](VC):[Counter Blast (1)] When this unit boosts, Twin Drive!! and Boosted units get Soul Charge.';
    const pieces = glossaryPieces(text, VANGUARD_GLOSSARY);
    expect(pieces.map((p) => (typeof p === 'string' ? p : p.text)).join('')).toBe(text);
    expect(terms(text, VANGUARD_GLOSSARY)).toEqual(['AUTO', 'Vanguard', 'Counter Blast', 'Twin Drive', 'Soul Charge']);
    // "boosts" and "Boosted" are not the term Boost; "Twin Drive!!" is one term, not "Drive".
    expect(terms('boosts Boosted', VANGUARD_GLOSSARY)).toEqual([]);
    expect(terms('Boost', VANGUARD_GLOSSARY)).toEqual(['Boost']);
  });

  it('finds DBS keywords in their bracketed form and once each', () => {
    const text = '[Double Strike] [Blocker] [Awaken] When your life is 4 or less, [Double Strike] again.';
    expect(termsIn(text, DBS_GLOSSARY).map((e) => e.term)).toEqual(['Double Strike', 'Blocker', 'Awaken', 'Life']);
  });

  it('each glossary names each spelling once, with a short text of its own', () => {
    for (const g of [VANGUARD_GLOSSARY, DBS_GLOSSARY]) {
      const words = g.flatMap((e) => [e.term, ...(e.also ?? [])].map((w) => w.toLowerCase()));
      expect(new Set(words).size).toBe(words.length);
      for (const e of g) {
        expect(e.text.length).toBeGreaterThan(10);
        expect(e.text.length).toBeLessThan(240);
      }
    }
  });

  it('every keyword ability of the card pools has an entry (Vanguard skills, DBS keywords)', () => {
    const check = (db: CardDb, building: DeckBuilding, glossary: readonly GlossaryEntry[]) => {
      const known = new Set(glossary.flatMap((e) => [e.term, ...(e.also ?? [])].map((w) => w.toLowerCase())));
      const used = new Set(Object.values(db).flatMap((c) => building.facets(c).keywords));
      // A deck-building allowance (DBS "any copies") is no ability a player meets in play.
      const missing = [...used].filter((k) => !known.has(k.toLowerCase()) && k !== 'Any Copies');
      expect(missing).toEqual([]);
      expect(used.size).toBeGreaterThan(2);
    };
    check(cards(catalog('vanguard')), vanguardDeckBuilding as DeckBuilding, VANGUARD_GLOSSARY);
    check(cards(catalog('dbs')), dbsDeckBuilding, DBS_GLOSSARY);
  });

  it('every format has a turn guide, and the D standard one rides from the ride deck (VGD 8.1.2)', () => {
    for (const f of catalog('vanguard').formats) expect(vanguardTurnGuide(f.id).steps.length).toBeGreaterThanOrEqual(5);
    expect(
      vanguardTurnGuide('d')
        .steps.map((s) => s.text)
        .join(' '),
    ).toMatch(/ride deck/);
    expect(vanguardTurnGuide('cr201').steps.map((s) => s.name)).toContain('Stride step');
    expect(vanguardTurnGuide('cr110').steps.map((s) => s.name)).not.toContain('Stride step');
    expect(dbsTurnGuide().steps[0].name).toBe('Charge phase');
  });
});

describe('the deck builder card search', () => {
  const vg = cards(catalog('vanguard'));
  const vgIndex = (format: string) => indexCards(vg, format, vanguardDeckBuilding as DeckBuilding, VANGUARD_GLOSSARY);

  it('finds by every word of the query in name, number or text', () => {
    const idx = vgIndex('cr201');
    expect(searchCards(idx, { ...NO_FILTERS, query: 'blaster blade' }).map((c) => c.name)).toContain('Blaster Blade');
    expect(searchCards(idx, { ...NO_FILTERS, query: 'td01/005' }).map((c) => c.code)).toEqual([
      'TD01/005',
      'V-TD01/005',
    ]);
    const cb = searchCards(idx, { ...NO_FILTERS, query: 'counter blast' });
    expect(cb.length).toBeGreaterThan(5);
    for (const c of cb) expect(vg[c.code].text.toLowerCase()).toContain('counter blast');
  });

  it('filters by grade, clan, kind and keyword (a glossary term of the text counts as a keyword)', () => {
    const idx = vgIndex('cr201');
    const g3 = searchCards(idx, { ...NO_FILTERS, cost: '3', group: 'Royal Paladin' });
    expect(g3.length).toBeGreaterThan(0);
    for (const c of g3) expect([vg[c.code].grade, vg[c.code].clan]).toEqual([3, 'Royal Paladin']);
    const crit = searchCards(idx, { ...NO_FILTERS, type: 'critical trigger' });
    expect(crit.length).toBeGreaterThan(0);
    for (const c of crit) expect((vg[c.code].trigger as { kind: string }).kind).toBe('critical');
    const lb = searchCards(idx, { ...NO_FILTERS, keyword: 'Limit Break' });
    expect(lb.length).toBeGreaterThan(0);
    for (const c of lb) expect(vg[c.code].text).toMatch(/Limit Break/);
    expect(searchCards(idx, { ...NO_FILTERS, keyword: 'Twin Drive' }).length).toBeGreaterThan(0);
  });

  it('offers D standard cards in format d only, and no gift markers (the card pool rule)', () => {
    const dCodes = Object.keys(vg).filter((c) => (vg[c] as { dStandard?: boolean }).dStandard);
    expect(dCodes.length).toBeGreaterThan(0);
    const old = new Set(vgIndex('cr201').map((c) => c.code));
    const d = new Set(vgIndex('d').map((c) => c.code));
    for (const c of dCodes) expect([old.has(c), d.has(c)]).toEqual([false, true]);
    expect(d.has('GIFT/PROTECT')).toBe(false);
  });

  it('DBS: filters by cost, colour and type', () => {
    const db = cards(catalog('dbs'));
    const idx = indexCards(db, 'dbs', dbsDeckBuilding, DBS_GLOSSARY);
    const leaders = searchCards(idx, { ...NO_FILTERS, type: 'Leader' });
    expect(leaders.length).toBeGreaterThan(0);
    for (const c of leaders) expect(c.facets.cost).toBeNull();
    const red2 = searchCards(idx, { ...NO_FILTERS, group: 'red', cost: '2' });
    expect(red2.length).toBeGreaterThan(0);
    for (const c of red2) expect(db[c.code]).toMatchObject({ colour: 'red', energyCost: { total: 2 } });
    const blockers = searchCards(idx, { ...NO_FILTERS, keyword: 'Blocker' });
    expect(blockers.length).toBeGreaterThan(0);
  });
});
