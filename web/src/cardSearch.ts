// Searching a game's cards for the deck builder (issue 17): each card offered in the format indexed once with its
// facets (grade or cost, clan or colour, kind, keywords — its own and the glossary terms its text names), then
// filtered by every word of a query over name, number and text, and by each facet.
import type { CardDb, CardFacts } from './cardDb.ts';
import { type GlossaryEntry, termsIn } from './glossary.ts';

/**
 * How the deck builder (DeckBuilder.tsx) searches a game's cards: the facts it filters by, per card (each game's
 * WebGame gives its `deckBuilding`).
 */
export interface CardFacets {
  /** Grade (Vanguard) or energy cost (DBS); null where a card has none (a Leader). */
  cost: number | null;
  /** Clan (Vanguard) or colour (DBS). */
  group: string;
  /** Kind of card: a trigger, a sentinel, a Leader, an Extra … */
  type: string;
  /** Keyword abilities the card has by its facts (the builder adds the glossary terms its text names). */
  keywords: string[];
}

/** The deck builder's parts of a game (issue 17). */
export interface DeckBuilding<C extends CardFacts = CardFacts> {
  /** What `CardFacets.cost` and `group` are called ("Grade", "Clan"). */
  costLabel: string;
  groupLabel: string;
  facets(c: C): CardFacets;
  /** Whether the builder offers the card in a format (the server's check still decides what is legal). */
  offered(c: C, format: string): boolean;
  /** Whether the format has a ride deck beside the main deck (VGD 8.1.2). */
  rideDeck(format: string): boolean;
}

export interface Filters {
  query: string;
  cost: string;
  group: string;
  type: string;
  keyword: string;
}

export const NO_FILTERS: Filters = { query: '', cost: '', group: '', type: '', keyword: '' };

export interface Indexed {
  code: string;
  name: string;
  facets: CardFacets;
  /** Name, code and text, lower case, for the text search. */
  haystack: string;
}

/** The cards the builder offers for a game and format, with their facets and every keyword (glossary terms too). */
export function indexCards(
  db: CardDb,
  format: string,
  building: DeckBuilding,
  glossary: readonly GlossaryEntry[],
): Indexed[] {
  const out: Indexed[] = [];
  for (const code of Object.keys(db).sort()) {
    const c = db[code];
    if (!building.offered(c, format)) continue;
    const facets = building.facets(c);
    const terms = termsIn(c.text, glossary).map((e) => e.term);
    facets.keywords = [...new Set([...facets.keywords, ...terms])];
    out.push({ code, name: c.name, facets, haystack: `${c.name}\n${code}\n${c.text}`.toLowerCase() });
  }
  return out;
}

/** The indexed cards that pass every filter: the query is every word found in name, number or text. */
export function searchCards(cards: readonly Indexed[], f: Filters): Indexed[] {
  const words = f.query.toLowerCase().split(/\s+/).filter(Boolean);
  return cards.filter(
    (c) =>
      words.every((w) => c.haystack.includes(w)) &&
      (f.cost === '' || String(c.facets.cost ?? '—') === f.cost) &&
      (f.group === '' || c.facets.group === f.group) &&
      (f.type === '' || c.facets.type === f.type) &&
      (f.keyword === '' || c.facets.keywords.some((k) => k.toLowerCase() === f.keyword.toLowerCase())),
  );
}

/** The distinct values of a facet, in a natural order (grade 2 before grade 10). */
export function options(values: Iterable<string>): string[] {
  return [...new Set(values)].sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
}
