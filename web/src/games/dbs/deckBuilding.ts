// How the deck builder searches DBS cards (issue 17): by energy cost, colour, card type and keyword skills. DBS has
// no ride deck; a deck is one Leader and its main deck (DBS 5-1).
import { humanize } from '../../prompts.ts';
import type { DeckBuilding } from '../../cardSearch.ts';
import type { DbsCardInfo } from './model.ts';

const TYPES: Record<string, string> = { leader: 'Leader', battle: 'Battle', extra: 'Extra' };

export const dbsDeckBuilding: DeckBuilding = {
  costLabel: 'Cost',
  groupLabel: 'Colour',
  facets: (card) => {
    const c = card as DbsCardInfo;
    return {
      cost: c.energyCost?.total ?? null,
      group: c.colour,
      type: TYPES[c.type] ?? c.type,
      keywords: (c.keywords ?? []).map((k) => humanize(k).replace(/\b[a-z]/g, (ch) => ch.toUpperCase())),
    };
  },
  offered: () => true,
  rideDeck: () => false,
};
