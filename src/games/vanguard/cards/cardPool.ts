// The built-in Vanguard card pool and trial decks, loaded from data/vanguard/*.json.
// Both files are written by scripts/import-original-td.mjs and validated here at module load, so a
// bad edit to a data file fails at start-up with the file, entry and field named.

import {
  arrayOf,
  boolean,
  nullable,
  oneOf,
  optional,
  type Shape,
  ShapeError,
  strictObject,
  text,
  whole,
} from '../../dataShape.ts';
import cardsJson from '../../../../data/vanguard/original-td.cards.json' with { type: 'json' };
import decksJson from '../../../../data/vanguard/original-td.decks.json' with { type: 'json' };
import vCardsJson from '../../../../data/vanguard/v-td.cards.json' with { type: 'json' };
import vDecksJson from '../../../../data/vanguard/v-td.decks.json' with { type: 'json' };
import dCardsJson from '../../../../data/vanguard/d-td.cards.json' with { type: 'json' };
import dDecksJson from '../../../../data/vanguard/d-td.decks.json' with { type: 'json' };
import type { CardRecord } from './cardRecord.ts';

/** Bump when a data file changes in a way that can change game results (saved games record it). */
export const CARD_DATA_VERSION = 'vg-original-td-1';

const CARDS_FILE = 'data/vanguard/original-td.cards.json';
const DECKS_FILE = 'data/vanguard/original-td.decks.json';
/** The V-era trial decks V-TD01 … (ver. 2.01 cards with imaginary gifts), written by scripts/import-v-td.mjs. */
const V_CARDS_FILE = 'data/vanguard/v-td.cards.json';
const V_DECKS_FILE = 'data/vanguard/v-td.decks.json';
/** The D standard's trial decks D-SD01 … D-SD05 and D-LTD01, with ride decks, written by scripts/import-d-td.mjs. */
const D_CARDS_FILE = 'data/vanguard/d-td.cards.json';
const D_DECKS_FILE = 'data/vanguard/d-td.decks.json';

const count = whole(0);

// Strict objects: an unknown key is more likely a mistake (or copied card text) than a feature.
/** An icon a card has (`true`), the key left out when it has none: the persona ride icon (VGD 2.13.3). */
const iconPresent: Shape<true> = (value, path) => {
  if (value !== true) throw new ShapeError(path, 'expected true (leave the key out when the card has no such icon)');
  return true;
};

const cardShape: Shape<CardRecord> = strictObject({
  code: text(1),
  name: text(1),
  // A D standard card prints no clan (VGD 2.3); our D source holds no race: both are then empty.
  clan: text(0),
  nation: text(1),
  race: text(0),
  grade: count,
  power: count,
  shield: nullable(count),
  critical: count,
  unitType: oneOf(['normal', 'trigger', 'g']),
  trigger: nullable(
    strictObject({ kind: oneOf(['critical', 'draw', 'stand', 'heal', 'front', 'over']), power: count }),
  ),
  skills: arrayOf(oneOf(['boost', 'intercept', 'twinDrive', 'tripleDrive'])),
  sentinel: boolean,
  gift: optional(oneOf(['force', 'accel', 'protect'])), // VG2 2.16
  personaRide: optional(iconPresent), // VGD 2.13.3
  order: optional(oneOf(['normal', 'set', 'blitz'])), // VGD 2.9.3.2
  prison: optional(iconPresent), // VGD 17.5.1.1
  dStandard: optional(iconPresent), // the D standard's mark
});

export interface BuiltInDeck {
  id: string;
  name: string;
  /** How the deck was built, when it is not the product's official list (no official counts exist). */
  description?: string;
  cards: { code: string; count: number }[];
  /** VGD 8.1.2, 8.1.4.2: the ride deck, for a D standard deck (played in format `d` only). */
  ridedeck?: { code: string; count: number }[];
}

const deckShape: Shape<BuiltInDeck> = strictObject({
  id: text(1),
  name: text(1),
  description: optional(text(1)),
  cards: arrayOf(strictObject({ code: text(1), count: whole(1) })),
  ridedeck: optional(arrayOf(strictObject({ code: text(1), count: whole(1) }))),
});

/** Turns a shape problem into "FILE: entry 3 (TD01/004), field shield: <what is wrong>". */
function describeProblem(json: unknown, fileLabel: string, problem: ShapeError): string {
  const [index, ...fieldPath] = problem.path;
  if (typeof index !== 'number') return `${fileLabel}: ${problem.message} (the file must be a JSON array)`;
  const entry: unknown = Array.isArray(json) ? json[index] : undefined;
  const named = typeof entry === 'object' && entry !== null ? (entry as { code?: unknown; id?: unknown }) : {};
  const code =
    typeof named.code === 'string' ? ` (${named.code})` : typeof named.id === 'string' ? ` (${named.id})` : '';
  const field = fieldPath.map(String).join('.');
  const where = field === '' ? `entry ${index}${code}` : `entry ${index}${code}, field ${field}`;
  return `${fileLabel}: ${where}: ${problem.message}`;
}

function parseArray<T>(shape: Shape<T>, json: unknown, fileLabel: string): T[] {
  try {
    return arrayOf(shape)(json, []);
  } catch (err) {
    if (err instanceof ShapeError) throw new Error(describeProblem(json, fileLabel, err), { cause: err });
    throw err;
  }
}

/** Validates a card file (an array of CardRecord); throws an Error naming the file, entry and field. */
export function parseCardFile(json: unknown, fileLabel: string): CardRecord[] {
  const cards = parseArray(cardShape, json, fileLabel);
  const seen = new Set<string>();
  cards.forEach((card, index) => {
    // CardRecord.code is unique within our card files.
    if (seen.has(card.code)) throw new Error(`${fileLabel}: entry ${index}, field code: duplicate code ${card.code}`);
    seen.add(card.code);
  });
  return cards;
}

function parseDeckFile(json: unknown, fileLabel: string, pool: ReadonlyMap<string, CardRecord>): BuiltInDeck[] {
  const decks = parseArray(deckShape, json, fileLabel);
  decks.forEach((deck, index) => {
    for (const field of ['cards', 'ridedeck'] as const) {
      (deck[field] ?? []).forEach((entry, cardIndex) => {
        if (!pool.has(entry.code)) {
          throw new Error(
            `${fileLabel}: entry ${index} (${deck.id}), field ${field}.${cardIndex}.code: unknown card code ${entry.code}`,
          );
        }
      });
    }
  });
  return decks;
}

/** The cards of ver. 1.10 and ver. 2.01 (the original and V-era trial decks), in code order. */
const PRE_D_CARDS: readonly CardRecord[] = [
  ...parseCardFile(cardsJson, CARDS_FILE),
  ...parseCardFile(vCardsJson, V_CARDS_FILE),
];
/** The D standard's cards (`dStandard`), in code order; played in format `d` only. */
const D_CARDS: readonly CardRecord[] = parseCardFile(dCardsJson, D_CARDS_FILE);
const CARDS: readonly CardRecord[] = [...PRE_D_CARDS, ...D_CARDS];
const BY_CODE: ReadonlyMap<string, CardRecord> = new Map(CARDS.map((card) => [card.code, card]));
if (BY_CODE.size !== CARDS.length)
  throw new Error(`${V_CARDS_FILE} or ${D_CARDS_FILE}: a card code repeats one of another card file`);
const DECKS: readonly BuiltInDeck[] = [
  ...parseDeckFile(decksJson, DECKS_FILE, BY_CODE),
  ...parseDeckFile(vDecksJson, V_DECKS_FILE, BY_CODE),
];
/** The D standard's decks, each with its ride deck: kept apart, as they are played in format `d` only. */
const D_DECKS: readonly BuiltInDeck[] = parseDeckFile(dDecksJson, D_DECKS_FILE, BY_CODE);

/** The built-in cards of ver. 1.10 and ver. 2.01 (the D standard's are `dStandardCards`). */
export function allCards(): readonly CardRecord[] {
  return PRE_D_CARDS;
}

/** The built-in cards of the D standard (D-SD01 … D-SD05, D-LTD01). */
export function dStandardCards(): readonly CardRecord[] {
  return D_CARDS;
}

/** Every built-in card of every era. */
export function everyCard(): readonly CardRecord[] {
  return CARDS;
}

/** Records only tests add (`withTestCards`): the built-in pool has no G units (VG2 2.9.2). */
const TEST_CARDS = new Map<string, CardRecord>();

/**
 * Test only: add card records the built-in pool lacks (G units); returns the undo. A test never ships cards:
 * the G trial decks' contents are unknown.
 */
export function withTestCards(records: readonly CardRecord[]): () => void {
  for (const r of records) {
    if (BY_CODE.has(r.code) || TEST_CARDS.has(r.code)) throw new Error(`card code ${r.code} already exists`);
    TEST_CARDS.set(r.code, r);
  }
  return () => {
    for (const r of records) TEST_CARDS.delete(r.code);
  };
}

/** The code of the card "Imaginary Gift: Protect" adds to a hand (VG2 10.6.3.3); no deck holds it. */
export const PROTECT_CODE = 'GIFT/PROTECT';

/**
 * VG2 10.6.3.3: a card with Sentinel and grade "Protect". 10.6.3.3.4: what it lacks is 0 when a number is read
 * (power, critical, and shield — so it guards with shield 0) and absent otherwise (clan, nation, race). Its grade
 * "Protect" is no number, so a comparison with a grade reads 0 (the record's number; clients show "Protect").
 */
export const PROTECT_CARD: CardRecord = {
  code: PROTECT_CODE,
  name: 'Protect',
  clan: '',
  nation: '',
  race: '',
  grade: 0,
  power: 0,
  shield: null,
  critical: 0,
  unitType: 'normal',
  trigger: null,
  skills: [],
  sentinel: true,
};

export function cardByCode(code: string): CardRecord | undefined {
  return BY_CODE.get(code) ?? TEST_CARDS.get(code) ?? (code === PROTECT_CODE ? PROTECT_CARD : undefined);
}

export function requireCard(code: string): CardRecord {
  const card = BY_CODE.get(code) ?? TEST_CARDS.get(code) ?? (code === PROTECT_CODE ? PROTECT_CARD : undefined);
  if (!card) throw new Error(`unknown card code ${code}`);
  return card;
}

/** Every printing with exactly this name, ignoring case, in code order. */
export function cardsByName(name: string): CardRecord[] {
  return (BY_NAME.get(name.toLowerCase()) ?? []).slice();
}

/** Printings by lower-cased name, in pool order: a deck check looks up every line's name (a map, not a scan). */
const BY_NAME = new Map<string, CardRecord[]>();
for (const card of CARDS) {
  const key = card.name.toLowerCase();
  const list = BY_NAME.get(key) ?? [];
  list.push(card);
  BY_NAME.set(key, list);
}

/** The built-in decks of ver. 1.10 and ver. 2.01 (the original and V-era trial decks). */
export function builtInDecks(): readonly BuiltInDeck[] {
  return DECKS;
}

/** The built-in decks of the D standard (D-SD01 … D-SD05, D-LTD01), each with its ride deck. */
export function dStandardDecks(): readonly BuiltInDeck[] {
  return D_DECKS;
}

/** Finds a built-in deck of any era by "VG-TD01", "TD01", "td01" or "D-SD01" (any case). */
export function deckById(id: string): BuiltInDeck | undefined {
  const wanted = withoutVgPrefix(id.trim().toUpperCase());
  return [...DECKS, ...D_DECKS].find((deck) => withoutVgPrefix(deck.id.toUpperCase()) === wanted);
}

function withoutVgPrefix(id: string): string {
  return id.startsWith('VG-') ? id.slice(3) : id;
}

/** One code per physical card of the main deck, in list order. */
export function expandDeck(deck: BuiltInDeck): string[] {
  return expandEntries(deck.cards);
}

/** One code per physical card of the ride deck (VGD 8.1.4.2), in list order; undefined for a deck without one. */
export function expandRideDeck(deck: BuiltInDeck): string[] | undefined {
  return deck.ridedeck === undefined ? undefined : expandEntries(deck.ridedeck);
}

function expandEntries(entries: readonly { code: string; count: number }[]): string[] {
  const codes: string[] = [];
  for (const entry of entries) {
    for (let i = 0; i < entry.count; i++) codes.push(entry.code);
  }
  return codes;
}
