// How the deck builder searches Buddyfight cards (issue 17): by size, world, card type and the keywords its text
// names. A Buddyfight deck is a flag, a buddy and the main deck (BF-Setup); it has no ride deck.
import type { DeckBuilding } from '../../cardSearch.ts';
import type { BfCardInfo } from './model.ts';

const TYPES: Record<string, string> = {
  flag: 'Flag',
  monster: 'Monster',
  spell: 'Spell',
  item: 'Item',
  impact: 'Impact',
};

const KEYWORDS = [
  'Soulguard',
  'Penetrate',
  'Counterattack',
  'Double Attack',
  'Triple Attack',
  'Move',
  'Counter',
  'Set',
];

export const bfDeckBuilding: DeckBuilding = {
  costLabel: 'Size',
  groupLabel: 'World',
  facets: (card) => {
    const c = card as BfCardInfo;
    return {
      cost: c.size ?? null,
      group: c.world ?? (c.worlds ?? []).join(', '),
      type: TYPES[c.type] ?? c.type,
      keywords: KEYWORDS.filter((k) => (c.text ?? '').includes(`[${k}]`)),
    };
  },
  offered: () => true,
  rideDeck: () => false,
};
