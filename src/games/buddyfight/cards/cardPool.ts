// The built-in Buddyfight card pool and the ten decks, loaded from data/buddyfight/*.json (written at dev time by
// scripts/import-buddyfight.mjs) and validated at module load, so a bad edit fails at start-up with the file, entry
// and field named.
import { arrayOf, oneOf, optional, type Shape, ShapeError, strictObject, text, whole } from '../../dataShape.ts';
import cardsJson from '../../../../data/buddyfight/cards.json' with { type: 'json' };
import decksJson from '../../../../data/buddyfight/decks.json' with { type: 'json' };
import type { CardRecord } from './cardRecord.ts';

/** Bump when a data file or a card script changes in a way that can change game results. */
export const CARD_DATA_VERSION = 'bf-decks-1';

const n = whole(0);
const cardShape: Shape<CardRecord> = strictObject({
  code: text(1),
  name: text(1),
  type: oneOf(['flag', 'monster', 'spell', 'item', 'impact']),
  set: text(1),
  world: optional(text()),
  attributes: optional(arrayOf(text(1))),
  size: optional(n),
  power: optional(n),
  defense: optional(n),
  critical: optional(n),
  worlds: optional(arrayOf(text(1))),
  allowsAttributes: optional(arrayOf(text(1))),
});

export interface BuiltInDeck {
  id: string;
  name: string;
  flag: string;
  buddy: string;
  cards: { code: string; count: number }[];
}

const deckShape: Shape<BuiltInDeck> = strictObject({
  id: text(1),
  name: text(1),
  flag: text(1),
  buddy: text(1),
  cards: arrayOf(strictObject({ code: text(1), count: whole(1) })),
});

function parse<T>(shape: Shape<T>, json: unknown, file: string): T[] {
  try {
    return arrayOf(shape)(json, []);
  } catch (err) {
    if (err instanceof ShapeError) throw new Error(`${file}: ${err.path.join('.')}: ${err.message}`, { cause: err });
    throw err;
  }
}

const CARDS: readonly CardRecord[] = parse(cardShape, cardsJson, 'data/buddyfight/cards.json');
const BY_CODE: ReadonlyMap<string, CardRecord> = new Map(CARDS.map((c) => [c.code, c]));
const DECKS: readonly BuiltInDeck[] = parse(deckShape, decksJson, 'data/buddyfight/decks.json');
for (const d of DECKS) {
  for (const code of [d.flag, d.buddy, ...d.cards.map((e) => e.code)]) {
    if (!BY_CODE.has(code)) throw new Error(`data/buddyfight/decks.json: ${d.id}: unknown card code ${code}`);
  }
}

export function allCards(): readonly CardRecord[] {
  return CARDS;
}

export function cardByCode(code: string): CardRecord | undefined {
  return BY_CODE.get(code);
}

export function requireCard(code: string): CardRecord {
  const c = BY_CODE.get(code);
  if (!c) throw new Error(`unknown Buddyfight card code ${code}`);
  return c;
}

const BY_NAME = new Map<string, CardRecord[]>();
for (const c of CARDS) {
  const k = c.name.toLowerCase();
  if (!BY_NAME.has(k)) BY_NAME.set(k, []);
  BY_NAME.get(k)!.push(c);
}

export function cardsByName(name: string): CardRecord[] {
  return (BY_NAME.get(name.trim().toLowerCase()) ?? []).slice();
}

export function allDecks(): readonly BuiltInDeck[] {
  return DECKS;
}

export function deckById(id: string): BuiltInDeck | undefined {
  const want = id.trim().toUpperCase();
  return DECKS.find((d) => d.id === want || d.id === `BF-${want}`);
}

/** The deck's main-deck card codes, one per physical card (the flag and buddy are outside it, BF-Setup). */
export function expandDeck(d: BuiltInDeck): string[] {
  return d.cards.flatMap((e) => Array.from({ length: e.count }, () => e.code));
}
