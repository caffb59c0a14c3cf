// `arbiter cards GAME [--set S] [--search TEXT]`: the cards a game knows of, each with its implementation status
// (a pasted deck may use only the implemented ones), and a count per status at the end.
import type { CatalogCard, GameCatalog } from '../games/catalog.ts';
import { CliError, requireGame } from './args.ts';

export interface CardsOptions {
  set?: string;
  search?: string;
  /** Only the implemented cards (`--implemented`) or only the others (`--missing`). */
  implemented?: boolean;
  missing?: boolean;
}

/** A game without a catalogue of printings lists its implemented cards; the set is the code's prefix. */
function cardsOf(game: GameCatalog): CatalogCard[] {
  if (game.cardList) return game.cardList();
  return game.allCodes().map((code) => ({
    code,
    name: game.cardName(code) ?? code,
    set: code.split(/[-/]/)[0],
    type: String(game.cardInfo(code).type ?? ''),
    implemented: true,
  }));
}

export function cardsCommand(gameArg: string, opts: CardsOptions = {}): void {
  const game = requireGame(gameArg);
  if (opts.implemented && opts.missing) throw new CliError('give --implemented or --missing, not both');
  let cards = cardsOf(game);
  if (opts.set !== undefined) {
    const set = opts.set.trim().toUpperCase();
    const sets = [...new Set(cards.map((c) => c.set))];
    if (!sets.some((s) => s.toUpperCase() === set))
      throw new CliError(`no set "${opts.set}" in ${game.id} (sets: ${sets.join(', ')})`);
    cards = cards.filter((c) => c.set.toUpperCase() === set);
  }
  if (opts.search !== undefined) {
    const q = opts.search.trim().toLowerCase();
    if (!q) throw new CliError('--search needs some text');
    cards = cards.filter((c) => c.name.toLowerCase().includes(q) || c.code.toLowerCase().includes(q));
  }
  if (opts.implemented) cards = cards.filter((c) => c.implemented);
  if (opts.missing) cards = cards.filter((c) => !c.implemented);
  const done = cards.filter((c) => c.implemented).length;
  const width = Math.max(4, ...cards.map((c) => c.code.length));
  const rows = cards.map(
    (c) =>
      `${c.code.padEnd(width)}  ${(c.implemented ? 'implemented' : 'not yet').padEnd(11)}  ${c.type.padEnd(6)}  ${c.name}`,
  );
  const total = `${cards.length} card${cards.length === 1 ? '' : 's'}: ${done} implemented, ${cards.length - done} not yet`;
  process.stdout.write(`${[...rows, total].join('\n')}\n`);
}
