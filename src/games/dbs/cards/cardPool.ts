// The built-in DBS card pool and the ten full decks, loaded from data/dbs/*.json (written once at dev
// time by scripts/import-dbs.mjs) and validated at module load, so a bad edit fails at start-up with
// the file, entry and field named.
import {
  arrayOf,
  nullable,
  oneOf,
  optional,
  partialRecord,
  type Shape,
  ShapeError,
  strictObject,
  text,
  whole,
} from '../../dataShape.ts';
import cardsJson from '../../../../data/dbs/cards.json' with { type: 'json' };
import decksJson from '../../../../data/dbs/decks.json' with { type: 'json' };
import catalogueJson from '../../../../data/dbs/catalogue.json' with { type: 'json' };
import type { CardRecord } from './cardRecord.ts';

/** Bump when a data file changes in a way that can change game results (saved games record it). */
export const CARD_DATA_VERSION = 'dbs-decks-1';

const COLOURS = ['red', 'blue', 'green', 'yellow', 'black'] as const;
const colour = oneOf(COLOURS);
const keyword = oneOf([
  'blocker',
  'critical',
  'doubleStrike',
  'tripleStrike',
  'quadrupleStrike',
  'dualAttack',
  'tripleAttack',
  'revenge',
  'indestructible',
  'barrier',
  'superCombo',
  'ultimate',
  'dragonBall',
  'victoryStrike',
  'deflect',
  'warriorOfUniverse7',
  'wormhole',
  'anyCopies',
]);
const n = whole(0);
const face = {
  name: text(1),
  power: optional(n),
  characters: optional(arrayOf(text())),
  traits: optional(arrayOf(text())),
  era: optional(text()),
  keywords: arrayOf(keyword),
};
const cardShape: Shape<CardRecord> = strictObject({
  code: text(1),
  type: oneOf(['leader', 'battle', 'extra']),
  colour,
  ...face,
  energyCost: optional(strictObject({ total: n, specified: partialRecord(COLOURS, n) })),
  comboPower: optional(nullable(n)),
  comboCost: optional(nullable(n)),
  back: optional(strictObject(face)),
});

export interface BuiltInDeck {
  id: string;
  name: string;
  leader: string;
  cards: { code: string; count: number }[];
}

const deckShape: Shape<BuiltInDeck> = strictObject({
  id: text(1),
  name: text(1),
  leader: text(1),
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

const CARDS: readonly CardRecord[] = parse(cardShape, cardsJson, 'data/dbs/cards.json');
const BY_CODE: ReadonlyMap<string, CardRecord> = new Map(CARDS.map((c) => [c.code, c]));
const DECKS: readonly BuiltInDeck[] = parse(deckShape, decksJson, 'data/dbs/decks.json');
for (const d of DECKS) {
  for (const code of [d.leader, ...d.cards.map((e) => e.code)]) {
    if (!BY_CODE.has(code)) throw new Error(`data/dbs/decks.json: ${d.id}: unknown card code ${code}`);
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
  if (!c) throw new Error(`unknown DBS card code ${code}`);
  return c;
}

/** Every card with exactly this name (either face of a Leader), ignoring case. */
export function cardsByName(name: string): CardRecord[] {
  return (BY_NAME.get(name.toLowerCase()) ?? []).slice();
}

/** Cards by lower-cased name of either face, in pool order: a deck check looks up every line's name. */
const BY_NAME = new Map<string, CardRecord[]>();
for (const c of CARDS) {
  for (const key of new Set([c.name.toLowerCase(), ...(c.back ? [c.back.name.toLowerCase()] : [])])) {
    const list = BY_NAME.get(key) ?? [];
    list.push(c);
    BY_NAME.set(key, list);
  }
}

/**
 * One printing of the whole DBS pool we know of (data/dbs/catalogue.json, written by scripts/draft-dbs-cards.mjs):
 * facts only, so a list or a deck check can name a real card that the engine does not implement yet. A printing is
 * implemented when its card is in the pool above (its stats in cards.json, its skills registered).
 */
export interface Printing {
  code: string;
  name: string;
  /** A Leader's awakened face. */
  backName?: string;
  type: 'leader' | 'battle' | 'extra';
  colour: (typeof COLOURS)[number];
  /** The product: BT1 … BT5, SD1 … SD7, TB1, TB2, EX01 … EX03, P. */
  set: string;
}

const printingShape: Shape<Printing> = strictObject({
  code: text(1),
  name: text(1),
  backName: optional(text(1)),
  type: oneOf(['leader', 'battle', 'extra']),
  colour,
  set: text(1),
});

const PRINTINGS: readonly Printing[] = parse(printingShape, catalogueJson, 'data/dbs/catalogue.json');
const PRINTING_BY_CODE: ReadonlyMap<string, Printing> = new Map(PRINTINGS.map((p) => [p.code, p]));
for (const c of CARDS) {
  if (!PRINTING_BY_CODE.has(c.code)) throw new Error(`data/dbs/catalogue.json: no printing ${c.code} (in cards.json)`);
}
const PRINTINGS_BY_NAME = new Map<string, Printing[]>();
for (const p of PRINTINGS) {
  for (const key of new Set([p.name.toLowerCase(), ...(p.backName ? [p.backName.toLowerCase()] : [])])) {
    const list = PRINTINGS_BY_NAME.get(key) ?? [];
    list.push(p);
    PRINTINGS_BY_NAME.set(key, list);
  }
}

/** Every printing of the catalogue, implemented or not, in card-number order. */
export function allPrintings(): readonly Printing[] {
  return PRINTINGS;
}

export function printingByCode(code: string): Printing | undefined {
  return PRINTING_BY_CODE.get(code);
}

/** The printings with this name (either face of a Leader), ignoring case. */
export function printingsByName(name: string): readonly Printing[] {
  return PRINTINGS_BY_NAME.get(name.toLowerCase()) ?? [];
}

/** Whether the engine plays this card: it is in the card pool (stats and skills). */
export function isImplemented(code: string): boolean {
  return BY_CODE.has(code);
}

export function builtInDecks(): readonly BuiltInDeck[] {
  return DECKS;
}

/** Finds a built-in deck by id, any case, with or without the `DBS-` prefix. */
export function deckById(id: string): BuiltInDeck | undefined {
  const w = id.trim().toUpperCase().replace(/^DBS-/, '');
  return DECKS.find((d) => d.id.toUpperCase().replace(/^DBS-/, '') === w);
}

/**
 * A deck as the kernel takes it (DeckSpec.cards): the Leader first, then one code per main-deck card
 * (DBS 5-1-2, 5-1-3).
 */
export function expandDeck(deck: BuiltInDeck): string[] {
  const out = [deck.leader];
  for (const e of deck.cards) for (let i = 0; i < e.count; i++) out.push(e.code);
  return out;
}
