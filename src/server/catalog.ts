// What the match server tells a lobby about its games before any room exists: the games with their
// formats and built-in decks, the AI agents, every card's printed characteristics with its text
// rendered from our ability trees, and deck lists (a built-in id or pasted text) checked for a format.
import { agentNames } from '../ai/registry.ts';
import type { DeckSpec } from '../core/types.ts';
import { abilitiesOf } from '../games/vanguard/abilities/registry.ts';
import { cardText } from '../games/vanguard/abilities/text.ts';
import { allCards, builtInDecks, deckById, expandDeck } from '../games/vanguard/cards/cardPool.ts';
import type { CardRecord } from '../games/vanguard/cards/cardRecord.ts';
import { checkDeckList, type DeckListError } from '../games/vanguard/deckList.ts';
import { validateDeck } from '../games/vanguard/deckRules.ts';
import { FORMATS, type FormatProfile, formatProfile } from '../games/vanguard/formats.ts';
import '../games/vanguard/index.ts';

export const DEFAULT_FORMAT = 'cr201';

export interface Meta {
  games: { id: string; formats: { id: string; name: string }[]; decks: { id: string; name: string }[] }[];
  agents: string[];
}

export function meta(): Meta {
  return {
    games: [
      {
        id: 'vanguard',
        formats: Object.values(FORMATS).map((f) => ({ id: f.id, name: f.title })),
        decks: builtInDecks().map((d) => ({ id: d.id, name: d.name })),
      },
    ],
    agents: agentNames(),
  };
}

export type CardInfo = CardRecord & { text: string };

let cardsCache: Record<string, CardInfo> | null = null;

/** Every card of the pool by code, with its rendered text (empty for a vanilla card). */
export function cards(): Record<string, CardInfo> {
  if (!cardsCache) {
    const out: Record<string, CardInfo> = {};
    for (const c of allCards()) out[c.code] = { ...c, text: cardText(abilitiesOf(c.code)) };
    cardsCache = out;
  }
  return cardsCache;
}

export function requireFormat(id: string | undefined): FormatProfile | string {
  return formatProfile(id ?? DEFAULT_FORMAT) ?? `unknown format "${id}" (known: ${Object.keys(FORMATS).join(', ')})`;
}

export type DeckChoice = string | { text: string };

export type ResolvedDeck = { ok: true; deck: DeckSpec } | { ok: false; message: string; errors: DeckListError[] };

/** A built-in deck id or a pasted list, checked against the format's construction rules. */
export function resolveDeck(choice: DeckChoice, format: FormatProfile): ResolvedDeck {
  if (typeof choice === 'string') {
    const d = deckById(choice);
    if (!d) {
      const known = builtInDecks()
        .map((x) => x.id)
        .join(', ');
      return { ok: false, message: `unknown deck "${choice}" (built-in decks: ${known})`, errors: [] };
    }
    const codes = expandDeck(d);
    const problems = validateDeck(codes, format);
    if (problems.length > 0) {
      const errors = problems.map((p) => ({ line: 0, message: p.message }));
      return { ok: false, message: `deck ${d.id} is not legal in ${format.id}`, errors };
    }
    return { ok: true, deck: { name: d.id, cards: codes } };
  }
  const { cards: codes, errors } = checkDeckList(choice.text, format);
  if (errors.length > 0) {
    return {
      ok: false,
      message: `the deck list is not legal in ${format.id}: ${errors.length} problem${errors.length === 1 ? '' : 's'}`,
      errors,
    };
  }
  return { ok: true, deck: { name: 'custom', cards: codes } };
}
