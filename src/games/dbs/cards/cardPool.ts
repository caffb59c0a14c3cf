// The built-in DBS card pool and the ten full decks, loaded from data/dbs/*.json (written once at dev
// time by scripts/import-dbs.mjs) and validated at module load, so a bad edit fails at start-up with
// the file, entry and field named.
import { z } from 'zod';
import cardsJson from '../../../../data/dbs/cards.json' with { type: 'json' };
import decksJson from '../../../../data/dbs/decks.json' with { type: 'json' };
import type { CardRecord } from './cardRecord.ts';

/** Bump when a data file changes in a way that can change game results (saved games record it). */
export const CARD_DATA_VERSION = 'dbs-decks-1';

const colour = z.enum(['red', 'blue', 'green', 'yellow', 'black']);
const keyword = z.enum([
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
const n = z.number().int().nonnegative();
const face = {
  name: z.string().min(1),
  power: n.optional(),
  characters: z.array(z.string()).optional(),
  traits: z.array(z.string()).optional(),
  era: z.string().optional(),
  keywords: z.array(keyword),
};
const cardSchema = z.strictObject({
  code: z.string().min(1),
  type: z.enum(['leader', 'battle', 'extra']),
  colour,
  ...face,
  energyCost: z.strictObject({ total: n, specified: z.partialRecord(colour, n) }).optional(),
  comboPower: n.nullable().optional(),
  comboCost: n.nullable().optional(),
  back: z.strictObject(face).optional(),
}) satisfies z.ZodType<CardRecord>;

const deckSchema = z.strictObject({
  id: z.string().min(1),
  name: z.string().min(1),
  leader: z.string().min(1),
  cards: z.array(z.strictObject({ code: z.string().min(1), count: z.number().int().positive() })),
});
export type BuiltInDeck = z.infer<typeof deckSchema>;

function parse<T>(schema: z.ZodType<T>, json: unknown, file: string): T[] {
  const r = z.array(schema).safeParse(json);
  if (!r.success) {
    const i = r.error.issues[0];
    throw new Error(`${file}: ${i.path.join('.')}: ${i.message}`);
  }
  return r.data;
}

const CARDS: readonly CardRecord[] = parse(cardSchema, cardsJson, 'data/dbs/cards.json');
const BY_CODE: ReadonlyMap<string, CardRecord> = new Map(CARDS.map((c) => [c.code, c]));
const DECKS: readonly BuiltInDeck[] = parse(deckSchema, decksJson, 'data/dbs/decks.json');
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
