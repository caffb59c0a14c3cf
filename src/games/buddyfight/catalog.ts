// Future Card Buddyfight's catalog for the product layers (see src/games/catalog.ts): its formats, the built-in decks
// whose every card the engine implements, pasted lists, and the cards with their text rendered from our trees.
import type { DeckSpec } from '../../core/types.ts';
import { findCardCodes, type GameCatalog, registerCatalog } from '../catalog.ts';
import { isImplemented } from './abilities/registry.ts';
import { renderCard } from './abilities/text.ts';
import {
  allCards,
  allDecks,
  type BuiltInDeck,
  cardByCode,
  cardsByName,
  deckById,
  expandDeck,
} from './cards/cardPool.ts';
import type { CardRecord } from './cards/cardRecord.ts';
import { checkDeckList } from './deckList.ts';
import { validateDeck } from './deckRules.ts';
import { type BfOptions, DEFAULT_FORMAT, FORMATS, formatById } from './formats.ts';

function options(id: string): BfOptions {
  const f = formatById(id);
  if (!f) throw new Error(`unknown Buddyfight format "${id}" (known: ${Object.keys(FORMATS).join(', ')})`);
  return f.options;
}

/** A deck is offered only when the engine implements every one of its cards. */
export function deckImplemented(d: BuiltInDeck): boolean {
  return [d.flag, d.buddy, ...d.cards.map((e) => e.code)].every(isImplemented);
}

function playableDecks(): BuiltInDeck[] {
  return allDecks().filter(deckImplemented);
}

export function deckSpec(d: BuiltInDeck): DeckSpec {
  return { name: d.id, cards: expandDeck(d), flag: d.flag, buddy: d.buddy };
}

function catalogDeck(d: BuiltInDeck) {
  const flag = cardByCode(d.flag)!;
  const buddy = cardByCode(d.buddy)!;
  return { id: d.id, name: d.name, summary: `flag ${flag.name} · buddy ${buddy.name}`, spec: deckSpec(d) };
}

function statLine(c: CardRecord): string {
  const parts: string[] = [c.type];
  if (c.world) parts.push(c.world);
  if (c.attributes?.length) parts.push(c.attributes.map((a) => `《${a}》`).join(''));
  if (c.size !== undefined) parts.push(`size ${c.size}`);
  if (c.power !== undefined) parts.push(`power ${c.power}`);
  if (c.critical !== undefined) parts.push(`critical ${c.critical}`);
  if (c.defense !== undefined) parts.push(`defense ${c.defense}`);
  return parts.join(' · ');
}

function describe(c: CardRecord): string {
  const text = renderCard(c.code);
  return [`${c.name}  [${c.code}]`, `  ${statLine(c)}`, text ? text.replace(/^/gm, '  ') : '  (no abilities)'].join(
    '\n',
  );
}

export const buddyfightCatalog: GameCatalog = {
  id: 'buddyfight',
  title: 'Future Card Buddyfight',
  formats: Object.entries(FORMATS).map(([id, f]) => ({ id, name: f.title })),
  defaultFormat: DEFAULT_FORMAT,
  defaultDecks: ['BF-TD01', 'BF-TD02'],
  decks: () => playableDecks().map(catalogDeck),
  deck: (id) => {
    const d = deckById(id);
    return d && deckImplemented(d) ? catalogDeck(d) : undefined;
  },
  deckProblems: (spec, f) => validateDeck(spec, options(f)).map((p) => p.message),
  checkDeckList: (text, f) => {
    const r = checkDeckList(text, options(f));
    return {
      cards: r.cards,
      errors: r.errors,
      ...(r.spec.flag ? { flag: r.spec.flag } : {}),
      ...(r.spec.buddy ? { buddy: r.spec.buddy } : {}),
    };
  },
  cardName: (code) => cardByCode(code)?.name,
  findCards: (query) => findCardCodes(query, cardByCode, cardsByName, allCards()),
  describeCard: (code) => describe(cardByCode(code)!),
  cardInfo: (code) => {
    const c = cardByCode(code)!;
    return { ...c, text: renderCard(c.code) };
  },
  allCodes: () => allCards().map((c) => c.code),
  cardList: () =>
    allCards().map((c) => ({
      code: c.code,
      name: c.name,
      set: c.set,
      type: c.type,
      implemented: isImplemented(c.code),
    })),
};

registerCatalog(buddyfightCatalog);
