// Pasted Buddyfight deck lists: "4 Gigant Sword Dragon" or "4x TD01/0001EN" lines (read by src/games/deckListText.ts)
// with the flag among them (the one flag card of the list) and the buddy on a line starting "Buddy:"; then the deck
// rules (deckRules.ts).
import type { DeckSpec } from '../../core/types.ts';
import { type DeckListResult, parseDeckListText, withDeckProblems } from '../deckListText.ts';
import { allCards, cardByCode, cardsByName } from './cards/cardPool.ts';
import { validateDeck } from './deckRules.ts';
import type { BfOptions } from './formats.ts';

const BF_CARDS = {
  codePattern: /^([A-Z]-)?(TD|BT|EB|PP|CP|SD)\d+\/\d+EN$/i,
  byCode: (code: string) => cardByCode(code.toUpperCase()),
  byName: cardsByName,
  names: () => allCards().map((c) => c.name),
  maxCount: 200,
  example: '"4 TD01/0001EN", "4x Gigant Sword Dragon" or "Buddy: Gigant Sword Dragon"',
};

/** The list read into a deck: its flag, its buddy and the main deck's cards. */
export function checkDeckList(text: string, opts: BfOptions): DeckListResult & { spec: DeckSpec } {
  const lines = text.split(/\r?\n/);
  const buddyLine = lines.findIndex((l) => /^\s*buddy\s*:/i.test(l));
  const body = lines.map((l, i) => (i === buddyLine ? '' : l)).join('\n');
  const parsed = parseDeckListText(body, BF_CARDS);
  let buddy: string | undefined;
  if (buddyLine >= 0) {
    const one = parseDeckListText(`1 ${lines[buddyLine].replace(/^\s*buddy\s*:/i, '').trim()}`, BF_CARDS);
    buddy = one.cards[0];
    for (const e of one.errors) parsed.errors.push({ line: buddyLine + 1, message: e.message });
  }
  const flag = parsed.cards.find((c) => cardByCode(c)?.type === 'flag');
  const cards = parsed.cards.filter((c) => c !== flag || parsed.cards.indexOf(c) !== parsed.cards.indexOf(flag));
  const spec: DeckSpec = { cards, flag, buddy };
  const result = withDeckProblems({ ...parsed, cards }, validateDeck(spec, opts));
  return { ...result, spec };
}
