// What the product layers (command line, simulator, match server) need to know about each game
// beyond its rules module: its formats, built-in decks, pasted deck lists, and cards with the text
// rendered from our ability definitions. Each game supplies one `GameCatalog` (its own catalog.ts), registered
// with the rest of its product (src/products.ts registerProduct); the kernel never sees these.
import type { DeckSpec } from '../core/types.ts';

export interface DeckListProblem {
  /** 1-based line of the pasted list; 0 for a problem of the whole deck. */
  line: number;
  message: string;
}

export interface CatalogDeck {
  id: string;
  name: string;
  /** A one-line description for deck tables (clan, colours, leader …). */
  summary: string;
  spec: DeckSpec;
}

export interface GameCatalog {
  id: string;
  title: string;
  formats: { id: string; name: string }[];
  defaultFormat: string;
  /** The two decks `play` and `sim` use when none is named. */
  defaultDecks: [string, string];
  /**
   * The built-in decks; with a format, those playable in it (Vanguard's D standard decks are listed for `d` only,
   * and the older eras' decks for the other formats). Without one, the game's default list.
   */
  decks(format?: string): CatalogDeck[];
  /** A built-in deck by id (any case; the game prefix may be left out). */
  deck(id: string): CatalogDeck | undefined;
  /** Problems of a deck for a format (empty when legal). */
  deckProblems(spec: DeckSpec, format: string): string[];
  /**
   * A pasted list checked for a format: the card codes and every problem with its line number; the VGD ride deck,
   * and a Buddyfight flag and buddy (BF-Setup: kept outside the deck's cards), where the list has them.
   */
  checkDeckList(
    text: string,
    format: string,
  ): { cards: string[]; errors: DeckListProblem[]; ridedeck?: string[]; flag?: string; buddy?: string };
  cardName(code: string): string | undefined;
  /** Codes of the cards matching a code, an exact name, or else part of a name. */
  findCards(query: string): string[];
  /** A card's printed characteristics and its rendered text, for `arbiter card`. */
  describeCard(code: string): string;
  /** The printed characteristics (as the card file stores them) and rendered text, for the browser. */
  cardInfo(code: string): Record<string, unknown> & { name: string; text: string };
  allCodes(): string[];
  /**
   * Every card the game knows of, with whether the engine implements it (for `arbiter cards`). A game without a
   * catalogue of unimplemented printings lists its implemented cards only.
   */
  cardList?(): CatalogCard[];
}

/** One line of `arbiter cards`: a printing and its implementation status. */
export interface CatalogCard {
  code: string;
  name: string;
  /** The product the printing belongs to (BT1, SD2, P …). */
  set: string;
  type: string;
  implemented: boolean;
}

const catalogs = new Map<string, GameCatalog>();

/** Called by `registerProduct` (src/products.ts): a game's catalog is registered with its product. */
export function registerCatalog(c: GameCatalog): void {
  catalogs.set(c.id, c);
}

export function catalogOf(game: string): GameCatalog | undefined {
  return catalogs.get(game);
}

export function allCatalogs(): GameCatalog[] {
  return [...catalogs.values()];
}

interface NamedCard {
  code: string;
  name: string;
  /** A DBS Leader's awakened face. */
  back?: { name: string };
}

/** Card search for `findCards`: an exact code, else an exact name, else every card whose name contains the query. */
export function findCardCodes(
  query: string,
  byCode: (code: string) => NamedCard | undefined,
  byName: (name: string) => readonly NamedCard[],
  all: readonly NamedCard[],
): string[] {
  const exact = byCode(query.trim().toUpperCase());
  if (exact) return [exact.code];
  const named = byName(query);
  if (named.length > 0) return named.map((c) => c.code);
  const q = query.trim().toLowerCase();
  return all
    .filter((c) => c.name.toLowerCase().includes(q) || c.back?.name.toLowerCase().includes(q))
    .map((c) => c.code);
}
