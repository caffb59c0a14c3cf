// `arbiter deck check FILE --game GAME [--format F]`: check a pasted text deck list.
// Prints every problem with its line number (deck-wide problems as "deck:"); exit 1 if any.
import { CliError, gameOrFirst, readTextInput, requireFormat } from './args.ts';

export interface DeckCheckOptions {
  /** Default: the first registered game. */
  game?: string;
  format?: string;
}

export function deckCheckCommand(file: string, opts: DeckCheckOptions): void {
  const game = gameOrFirst(opts.game);
  const format = requireFormat(game, opts.format);
  const text = readTextInput(file);
  const { cards, errors, ridedeck } = game.checkDeckList(text, format);
  if (errors.length === 0) {
    const ride = ridedeck ? ` and a ride deck of ${ridedeck.length}` : ''; // VGD 8.1.2
    process.stdout.write(`legal (${cards.length} cards${ride})\n`);
    return;
  }
  const lines = errors.map((e) => (e.line > 0 ? `line ${e.line}: ${e.message}` : `deck: ${e.message}`));
  process.stdout.write(`${lines.join('\n')}\n`);
  throw new CliError(
    `${file === '-' ? 'the deck list' : `"${file}"`} is not legal in ${format}: ${errors.length} problem${errors.length === 1 ? '' : 's'}`,
    1,
  );
}
