// Deck construction (DBS 5-1): exactly one Leader (5-1-2); a main deck of exactly 50 Battle and/or
// Extra cards (5-1-3); at most 4 of one card number (5-1-3-1, 2-15-2-1); deck-building [Permanent]
// skills replace those limits (5-1-3-2: "as many copies as you like"); [Ultimate] at most one card
// (10-14-1); [Super Combo] at most four cards in all (10-17); [Dragon Ball] any copies of a number but
// at most seven cards in all (10-31-1). Counts come from the options (digest §6).
import type { CardRecord, Keyword } from './cards/cardRecord.ts';
import { cardByCode } from './cards/cardPool.ts';
import type { DbsOptions } from './formats.ts';

export interface DeckProblem {
  message: string;
  /** The card numbers at fault, for a problem with particular cards (a pasted list names the lines holding them). */
  codes?: string[];
}

/** How many of `cards` have the keyword. */
function withKeyword(cards: readonly CardRecord[], kw: Keyword): number {
  let n = 0;
  for (const c of cards) if (c.keywords.includes(kw)) n++;
  return n;
}

/** `codes` is the Leader and the main deck, in any order (DeckSpec.cards). */
export function validateDeck(codes: readonly string[], opts: DbsOptions): DeckProblem[] {
  const problems: DeckProblem[] = [];
  const unknown = codes.filter((c) => !cardByCode(c));
  if (unknown.length > 0) {
    return [
      {
        message: `unknown card code${unknown.length > 1 ? 's' : ''} ${[...new Set(unknown)].join(', ')}`,
        codes: [...new Set(unknown)],
      },
    ];
  }
  const cards = codes.map((c) => cardByCode(c)!);
  const leaders = cards.filter((c) => c.type === 'leader');
  if (leaders.length !== 1)
    problems.push({ message: `a deck needs exactly 1 Leader card, this one has ${leaders.length}` });
  const main = cards.filter((c) => c.type !== 'leader');
  if (main.length !== opts.deckSize) {
    problems.push({
      message: `the deck must have exactly ${opts.deckSize} Battle and Extra cards, this one has ${main.length}`,
    });
  }
  const counts = new Map<string, number>();
  for (const c of main) counts.set(c.code, (counts.get(c.code) ?? 0) + 1);
  for (const [code, n] of counts) {
    const r = cardByCode(code)!;
    if (r.keywords.includes('anyCopies') || r.keywords.includes('dragonBall')) continue; // DBS 5-1-3-2, 10-31-1
    if (n > opts.copyLimit)
      problems.push({
        message: `at most ${opts.copyLimit} copies of ${code} (${r.name}), this deck has ${n}`,
        codes: [code],
      });
  }
  if (withKeyword(main, 'ultimate') > 1)
    problems.push({ message: `at most 1 card with [Ultimate], this deck has ${withKeyword(main, 'ultimate')}` });
  if (withKeyword(main, 'superCombo') > 4)
    problems.push({ message: `at most 4 cards with [Super Combo], this deck has ${withKeyword(main, 'superCombo')}` });
  if (withKeyword(main, 'dragonBall') > 7)
    problems.push({ message: `at most 7 cards with [Dragon Ball], this deck has ${withKeyword(main, 'dragonBall')}` });
  return problems;
}
