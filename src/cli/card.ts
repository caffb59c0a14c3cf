// `arbiter card NAME|CODE [--game GAME]`: a card's printed characteristics and its text, rendered from our
// ability definitions. Without --game every game's cards are searched.
import { allCatalogs, type GameCatalog } from '../games/catalog.ts';
import { CliError, requireGame } from './args.ts';

export interface CardOptions {
  game?: string;
}

export function cardCommand(words: string[], opts: CardOptions = {}): void {
  const query = words.join(' ').trim();
  if (!query) throw new CliError('name a card or give its code, e.g. arbiter card Blaster Blade');
  const games: GameCatalog[] = opts.game ? [requireGame(opts.game)] : allCatalogs();
  const found = games.flatMap((g) => g.findCards(query).map((code) => ({ g, code })));
  if (found.length === 0) {
    // The deck-list reader knows the closest name; ask it about a one-line list.
    const hints = games.map(
      (g) => g.checkDeckList(`1 ${query}`, g.defaultFormat).errors.find((e) => e.line === 1)?.message ?? '',
    );
    throw new CliError(hints.find((h) => h.includes('did you mean')) ?? hints[0] ?? `unknown card "${query}"`, 1);
  }
  const exact = found.filter(({ g, code }) => g.cardName(code)?.toLowerCase() === query.toLowerCase());
  if (found.length > 8 && exact.length === 0) {
    const list = found.map(({ g, code }) => `  ${code}  ${g.cardName(code)}`).join('\n');
    process.stdout.write(`${found.length} cards match "${query}":\n${list}\n`);
    return;
  }
  process.stdout.write(`${found.map(({ g, code }) => g.describeCard(code)).join('\n\n')}\n`);
}
