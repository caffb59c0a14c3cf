// How the deck builder searches Vanguard cards (issue 17): by grade, clan, kind (trigger, sentinel, normal unit) and
// keyword abilities, and which formats have a ride deck (VGD 8.1.2: the D standard).
import type { DeckBuilding } from '../../cardSearch.ts';
import { type CardInfo, skillName } from './cardInfo.ts';

export const vanguardDeckBuilding: DeckBuilding<CardInfo & { code?: string; dStandard?: boolean }> = {
  costLabel: 'Grade',
  groupLabel: 'Clan',
  facets: (c) => ({
    cost: c.grade,
    group: c.clan || c.nation || '—',
    type: c.trigger ? `${c.trigger.kind} trigger` : c.sentinel ? 'sentinel' : 'normal unit',
    keywords: [...(c.skills ?? []).map(skillName), ...(c.sentinel ? ['Sentinel'] : [])],
  }),
  // An imaginary gift marker (GIFT/…) is no deck card; the D standard's cards are played in format d only (the card
  // pool rule of src/games/vanguard/deckRules.ts).
  offered: (c, format) => !c.code?.startsWith('GIFT/') && (format === 'd' || !c.dStandard),
  rideDeck: (format) => format === 'd',
};
