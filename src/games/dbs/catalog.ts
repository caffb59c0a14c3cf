// The Dragon Ball Super Card Game's catalog for the product layers (see src/games/catalog.ts): its
// formats (engine-option presets), the ten built-in decks, pasted lists, and the cards with their text
// rendered from our skill trees.
import type { DeckSpec } from '../../core/types.ts';
import { findCardCodes, type GameCatalog } from '../catalog.ts';
import { renderCard } from './abilities/text.ts';
import {
  allCards,
  allPrintings,
  isImplemented,
  type BuiltInDeck,
  builtInDecks,
  cardByCode,
  cardsByName,
  deckById,
  expandDeck,
} from './cards/cardPool.ts';
import type { CardRecord, Face } from './cards/cardRecord.ts';
import { checkDeckList } from './deckList.ts';
import { validateDeck } from './deckRules.ts';
import { DEFAULT_FORMAT, type DbsOptions, FORMATS, formatById } from './formats.ts';

function options(id: string): DbsOptions {
  const f = formatById(id);
  if (!f) throw new Error(`unknown DBS format "${id}" (known: ${Object.keys(FORMATS).join(', ')})`);
  return f.options;
}

/** "Leader: Son Goku · blue · 51 cards" */
function deckSummary(d: BuiltInDeck): string {
  const leader = cardByCode(d.leader);
  const colours = new Set<string>();
  for (const { code } of d.cards) colours.add(cardByCode(code)?.colour ?? '?');
  return `leader ${leader?.name ?? d.leader} · ${[...colours].join('/')}`;
}

function catalogDeck(d: BuiltInDeck) {
  return { id: d.id, name: d.name, summary: deckSummary(d), spec: { name: d.id, cards: expandDeck(d) } as DeckSpec };
}

function faceLine(f: Face): string {
  const parts = [f.power !== undefined ? `power ${f.power}` : ''];
  if (f.characters?.length) parts.push(`character ${f.characters.join('/')}`);
  if (f.traits?.length) parts.push(`trait ${f.traits.join(', ')}`);
  if (f.era) parts.push(`era ${f.era}`);
  return parts.filter(Boolean).join(' · ');
}

function describe(c: CardRecord): string {
  const cost = c.energyCost
    ? `energy ${c.energyCost.total} (${
        Object.entries(c.energyCost.specified)
          .map(([col, n]) => `${n} ${col}`)
          .join(', ') || 'any colour'
      })`
    : '';
  const combo = c.comboPower ? `combo ${c.comboPower} for ${c.comboCost ?? 0}` : '';
  const inDecks = builtInDecks()
    .map((d) => {
      const n = d.leader === c.code ? 1 : d.cards.filter((e) => e.code === c.code).reduce((s, e) => s + e.count, 0);
      return n ? `${d.id} ×${n}` : '';
    })
    .filter(Boolean);
  const lines = [
    `${c.name}  [${c.code}]`,
    `  ${c.type} card · ${c.colour}${cost ? ` · ${cost}` : ''}${combo ? ` · ${combo}` : ''}`,
    `  ${faceLine(c)}`,
  ];
  if (c.back) lines.push(`  awakened: ${c.back.name} · ${faceLine(c.back)}`);
  lines.push(`  in built-in decks: ${inDecks.length ? inDecks.join(', ') : 'none'}`);
  const text = renderCard(c.code);
  lines.push(text ? text.replace(/^/gm, '  ') : '  (no skills)');
  return lines.join('\n');
}

export const dbsCatalog: GameCatalog = {
  id: 'dbs',
  title: 'Dragon Ball Super Card Game',
  formats: Object.entries(FORMATS).map(([id, f]) => ({ id, name: f.title })),
  defaultFormat: DEFAULT_FORMAT,
  defaultDecks: ['DBS-SD01', 'DBS-S1-B-SSB-GOKU'],
  decks: () => builtInDecks().map(catalogDeck),
  deck: (id) => {
    const d = deckById(id);
    return d ? catalogDeck(d) : undefined;
  },
  deckProblems: (spec, f) => validateDeck(spec.cards, options(f)).map((p) => p.message),
  checkDeckList: (text, f) => checkDeckList(text, options(f)),
  cardName: (code) => cardByCode(code)?.name,
  findCards: (query) => findCardCodes(query, cardByCode, cardsByName, allCards()),
  describeCard: (code) => describe(cardByCode(code)!),
  cardInfo: (code) => {
    const c = cardByCode(code)!;
    return { ...c, text: renderCard(c.code) };
  },
  allCodes: () => allCards().map((c) => c.code),
  cardList: () =>
    allPrintings().map((p) => ({
      code: p.code,
      name: p.backName ? `${p.name} / ${p.backName}` : p.name,
      set: p.set,
      type: p.type,
      implemented: isImplemented(p.code),
    })),
};
