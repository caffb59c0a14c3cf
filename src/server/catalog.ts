// What the match server tells a lobby about its games before any room exists: every game with its
// formats and built-in decks, the AI agents, each game's cards with their printed characteristics and
// text rendered from our ability trees, and deck lists (a built-in id or pasted text) checked for a
// game's format. Everything per game comes from that game's `GameCatalog` (src/games/catalog.ts), and the games
// are the registered ones (src/products.ts), in registration order.
import { agentNames } from '../ai/registry.ts';
import type { DeckSpec } from '../core/types.ts';
import type { DeckListProblem, GameCatalog } from '../games/catalog.ts';
import '../games/index.ts'; // every registered game (rules and product)
import { allProducts, findProduct } from '../products.ts';

export interface Meta {
  games: {
    id: string;
    title: string;
    defaultFormat: string;
    formats: { id: string; name: string }[];
    decks: { id: string; name: string }[];
    /** The built-in decks each format offers (Vanguard's D decks are played in format d only). */
    decksByFormat: Record<string, { id: string; name: string }[]>;
  }[];
  agents: string[];
}

export function meta(): Meta {
  return {
    // A game is offered once it has a product (agents, simulator …); one registered with its rules alone is not.
    games: servedCatalogs().map((c) => ({
      id: c.id,
      title: c.title,
      defaultFormat: c.defaultFormat,
      formats: c.formats,
      decks: c.decks().map((d) => ({ id: d.id, name: d.name })),
      decksByFormat: Object.fromEntries(
        c.formats.map((f) => [f.id, c.decks(f.id).map((d) => ({ id: d.id, name: d.name }))]),
      ),
    })),
    agents: agentNames(),
  };
}

/** The game's catalog, or a message naming the known games. */
export function requireGame(game: unknown): GameCatalog | string {
  const c = typeof game === 'string' ? findProduct(game)?.catalog : undefined;
  return (
    c ??
    `unknown game ${JSON.stringify(game)} (known: ${servedCatalogs()
      .map((x) => x.id)
      .join(', ')})`
  );
}

/** The catalogs of the games the server offers: those with a product, in registration order. */
export function servedCatalogs(): GameCatalog[] {
  return allProducts().map((p) => p.catalog);
}

export type CardInfo = Record<string, unknown> & { name: string; text: string };

const cardsCache = new Map<string, Record<string, CardInfo>>();

/** Every card of a game's pool by code, with its rendered text (empty for a vanilla card). */
export function cards(game: GameCatalog): Record<string, CardInfo> {
  let out = cardsCache.get(game.id);
  if (!out) {
    out = {};
    for (const code of game.allCodes()) out[code] = game.cardInfo(code);
    cardsCache.set(game.id, out);
  }
  return out;
}

/** A format id of the game (its default when absent), or a message naming the known ones. */
export function requireFormat(game: GameCatalog, id: string | undefined): string | { error: string } {
  const f = id ?? game.defaultFormat;
  if (game.formats.some((x) => x.id === f)) return f;
  return { error: `unknown format "${id}" (known: ${game.formats.map((x) => x.id).join(', ')})` };
}

export type DeckChoice = string | { text: string };

export type ResolvedDeck = { ok: true; deck: DeckSpec } | { ok: false; message: string; errors: DeckListProblem[] };

/** A built-in deck id or a pasted list, checked against the format's construction rules. */
export function resolveDeck(game: GameCatalog, choice: DeckChoice, format: string): ResolvedDeck {
  if (typeof choice === 'string') {
    const d = game.deck(choice);
    if (!d) {
      const known = game
        .decks()
        .map((x) => x.id)
        .join(', ');
      return { ok: false, message: `unknown deck "${choice}" (built-in decks: ${known})`, errors: [] };
    }
    const problems = game.deckProblems(d.spec, format);
    if (problems.length > 0) {
      const errors = problems.map((message) => ({ line: 0, message }));
      return { ok: false, message: `deck ${d.id} is not legal in ${format}`, errors };
    }
    const ride = d.spec.ridedeck ? { ridedeck: d.spec.ridedeck.slice() } : {}; // VGD 8.1.2
    // BF-Setup: a Buddyfight deck's flag and buddy are kept outside its cards.
    const flag = d.spec.flag ? { flag: d.spec.flag } : {};
    const buddy = d.spec.buddy ? { buddy: d.spec.buddy } : {};
    return { ok: true, deck: { name: d.id, cards: d.spec.cards.slice(), ...ride, ...flag, ...buddy } };
  }
  const { cards: codes, errors, ridedeck, flag, buddy } = game.checkDeckList(choice.text, format);
  if (errors.length > 0) {
    return {
      ok: false,
      message: `the deck list is not legal in ${format}: ${errors.length} problem${errors.length === 1 ? '' : 's'}`,
      errors,
    };
  }
  return {
    ok: true,
    deck: {
      name: 'custom',
      cards: codes,
      ...(ridedeck ? { ridedeck } : {}),
      ...(flag ? { flag } : {}),
      ...(buddy ? { buddy } : {}),
    },
  };
}
