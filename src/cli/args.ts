// Shared pieces of the `arbiter` command line: turning option strings into a game, a format, a
// built-in deck and a seed with clear messages, deriving agent seeds from a game seed, hashing a
// final state, and reading a file or stdin.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { allCatalogs, type CatalogDeck, catalogOf, type GameCatalog } from '../games/catalog.ts';
// Every registered game (src/games/index.ts): its catalog comes with its product.
import '../games/index.ts';
import type { DeckSpec } from '../core/types.ts';
import { allProducts, findProduct } from '../products.ts';
import { CliError } from './cliError.ts';

export { CliError } from './cliError.ts';

function gameIdsOf(list: { id: string }[]): string {
  return list.map((c) => c.id).join(', ');
}

function gameIds(): string {
  return allCatalogs()
    .map((c) => c.id)
    .join(', ');
}

export function requireGame(game: string | undefined): GameCatalog {
  const c = game ? catalogOf(game) : undefined;
  if (c) return c;
  throw new CliError(game ? `unknown game "${game}" (known: ${gameIds()})` : `name a game (known: ${gameIds()})`);
}

/**
 * A game that can be played and simulated: one with a product (agents, simulator, terminal). A game registered with
 * its rules and catalogue alone (as Buddyfight was before issue 14 gave it a product) is named as such.
 */
export function requirePlayableGame(game: string | undefined): GameCatalog {
  const c = requireGame(game);
  if (findProduct(c.id)) return c;
  throw new CliError(
    `${c.title} has its rules and cards but no agents, simulator or terminal screen yet, so it cannot be played or simulated (playable: ${gameIdsOf(allProducts())})`,
  );
}

/** The game named, else the first registered game (for options where naming the game is optional). */
export function gameOrFirst(game: string | undefined): GameCatalog {
  return requireGame(game ?? allCatalogs()[0]?.id);
}

/** The format id, checked against the game's formats; the game's default when none is given. */
export function requireFormat(game: GameCatalog, id: string | undefined): string {
  if (id === undefined) return game.defaultFormat;
  if (game.formats.some((f) => f.id === id)) return id;
  throw new CliError(`unknown format "${id}" (known: ${game.formats.map((f) => f.id).join(', ')})`);
}

export function requireDeck(game: GameCatalog, id: string): CatalogDeck {
  const d = game.deck(id);
  if (!d) {
    throw new CliError(
      `unknown deck "${id}" (built-in decks: ${game
        .decks()
        .map((x) => x.id)
        .join(', ')})`,
    );
  }
  return d;
}

export function deckSpec(deck: CatalogDeck): DeckSpec {
  return deck.spec;
}

export const MAX_SEED = 0xffffffff;

export function parseIntOption(text: string, what: string, min: number, max: number): number {
  if (!/^\d+$/.test(text.trim())) throw new CliError(`${what} must be a whole number, got "${text}"`);
  const n = Number(text.trim());
  if (!Number.isSafeInteger(n) || n < min || n > max) {
    throw new CliError(`${what} must be from ${min} to ${max}, got ${text}`);
  }
  return n;
}

export function parseSeed(text: string): number {
  return parseIntOption(text, '--seed', 0, MAX_SEED);
}

/** splitmix32-style finaliser: nearby inputs give unrelated outputs. */
function mix32(x: number): number {
  let z = (x + 0x9e3779b9) >>> 0;
  z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
  z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
  return (z ^ (z >>> 16)) >>> 0;
}

/** The random agent's seed for `seat` in the game with seed `gameSeed` (the same in `sim` and `play`). */
export function agentSeed(gameSeed: number, seat: 0 | 1): number {
  return mix32((mix32(gameSeed) ^ (seat === 0 ? 0x5eed0000 : 0x5eed0001)) >>> 0);
}

/**
 * sha256 of `JSON.stringify(state)`. Always hash a state built with `log: false` (the simulator's
 * states, or a replay run with `{ log: false }`) so that a hash never depends on the event log.
 */
export function stateHash(state: unknown): string {
  return createHash('sha256').update(JSON.stringify(state)).digest('hex');
}

/** The text of FILE, or of stdin for `-`. */
export function readTextInput(file: string): string {
  try {
    return readFileSync(file === '-' ? 0 : file, 'utf8');
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    const why =
      code === 'ENOENT'
        ? 'no such file'
        : code === 'EISDIR'
          ? 'it is a directory'
          : code === 'EACCES'
            ? 'permission denied'
            : (err as Error).message;
    throw new CliError(`cannot read ${file === '-' ? 'stdin' : `"${file}"`}: ${why}`);
  }
}
