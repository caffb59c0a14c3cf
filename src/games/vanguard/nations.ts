// Nations (VG2 2.15): the nation a card belongs to, and the clans a card with a nation icon but no clan belongs to.
// The card record keeps the printed nation icon only; the table of VG2 2.15.4 fills in the rest.
import type { CardRecord } from './cards/cardRecord.ts';

/** VG2 2.15.4: the clans of each nation (2.15.3). */
const NATION_CLANS: Readonly<Record<string, readonly string[]>> = {
  'United Sanctuary': [
    'Royal Paladin',
    'Oracle Think Tank',
    'Angel Feather',
    'Shadow Paladin',
    'Gold Paladin',
    'Genesis',
  ],
  'Dragon Empire': ['Kagero', 'Nubatama', 'Tachikaze', 'Murakumo', 'Narukami'],
  'Star Gate': ['Nova Grappler', 'Dimension Police', 'Etranger', 'Link Joker'],
  'Dark Zone': ['Spike Brothers', 'Dark Irregulars', 'Pale Moon', 'Gear Chronicle'],
  Magallanica: ['Granblue', 'Bermuda Triangle', 'Aqua Force'],
  Zoo: ['Megacolony', 'Great Nature', 'Neo Nectar'],
};

const CLAN_NATION = new Map<string, string>();
for (const [nation, clans] of Object.entries(NATION_CLANS)) for (const c of clans) CLAN_NATION.set(c, nation);

/**
 * The card's printed clans. VG2 2.15.4.2: a card with a nation icon and no clan belongs to every clan of that
 * nation. A card with neither (the Protect card, VG2 10.6.3.3.4) belongs to none.
 */
export function printedClans(r: CardRecord): string[] {
  if (r.clan !== '') return [r.clan];
  const all = NATION_CLANS[r.nation];
  return all === undefined ? [] : [...all];
}

/**
 * Does a card with these clans (printed, or after "also a «clan»" effects) belong to `nation`? VG2 2.2.5: a «Cray
 * Elemental» card is from every nation. VG2 2.15.1: a printed nation icon names its nation; an icon that is none of
 * the six gives no nation (2.15.3.1). VG2 2.15.4, 2.15.4.1: a card with no icon belongs to the nation of its clan,
 * or to none when no clan of the table is its.
 */
export function belongsToNation(r: CardRecord, clans: readonly string[], nation: string): boolean {
  if (clans.includes('Cray Elemental')) return true;
  if (r.nation !== '') return r.nation === nation && NATION_CLANS[nation] !== undefined;
  return clans.some((c) => CLAN_NATION.get(c) === nation);
}

/**
 * The nation a card belongs to by its printing, '' for none: its icon (VG2 2.15.1; an icon that is none of the six
 * gives none, 2.15.3.1), or with no icon its clan's nation (2.15.4, 2.15.4.1). «Cray Elemental» (from every nation,
 * VG2 2.2.5) is left to the callers.
 */
export function nationOf(r: CardRecord): string {
  if (r.nation !== '') return NATION_CLANS[r.nation] !== undefined ? r.nation : '';
  return CLAN_NATION.get(r.clan) ?? '';
}
