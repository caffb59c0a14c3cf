// `arbiter decks GAME [--format F]`: the built-in decks of a game, each with a one-line summary (clan and triggers
// for Vanguard, leader and colours for DBS) and its size. Without a format, the decks a format offers only (Vanguard's
// D decks, format d) follow the others, with the format named.
import type { CatalogDeck } from '../games/catalog.ts';
import { requireFormat, requireGame } from './args.ts';

export function decksCommand(gameArg: string, formatArg?: string): void {
  const game = requireGame(gameArg);
  let decks: { deck: CatalogDeck; only?: string }[];
  if (formatArg !== undefined) {
    decks = game.decks(requireFormat(game, formatArg)).map((deck) => ({ deck }));
  } else {
    decks = game.decks().map((deck) => ({ deck }));
    for (const f of game.formats)
      for (const deck of game.decks(f.id))
        if (!decks.some((x) => x.deck.id === deck.id)) decks.push({ deck, only: f.id });
  }
  const rows = decks.map(({ deck: d, only }) => [
    d.id,
    d.name,
    only ? `${d.summary} · format ${only}` : d.summary,
    `${d.spec.cards.length + (d.spec.ridedeck?.length ?? 0)}`,
  ]);
  const head = ['id', 'name', 'summary', 'cards'];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (r: string[]) =>
    r
      .map((cell, i) => (i === 3 ? cell.padStart(widths[i]) : cell.padEnd(widths[i])))
      .join('  ')
      .trimEnd();
  process.stdout.write(`${[line(head), ...rows.map(line)].join('\n')}\n`);
}
