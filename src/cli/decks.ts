// `arbiter decks GAME`: the built-in decks of a game, each with a one-line summary (clan and triggers
// for Vanguard, leader and colours for DBS) and its size.
import { requireGame } from './args.ts';

export function decksCommand(gameArg: string): void {
  const game = requireGame(gameArg);
  const rows = game.decks().map((d) => [d.id, d.name, d.summary, `${d.spec.cards.length}`]);
  const head = ['id', 'name', 'summary', 'cards'];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (r: string[]) =>
    r
      .map((cell, i) => (i === 3 ? cell.padStart(widths[i]) : cell.padEnd(widths[i])))
      .join('  ')
      .trimEnd();
  process.stdout.write(`${[line(head), ...rows.map(line)].join('\n')}\n`);
}
