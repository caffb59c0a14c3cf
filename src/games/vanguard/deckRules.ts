// Main deck construction. Owns VG2 5.2.2.1–5.2.2.6 (ver. 2.01) and VG1 5.1.2.1–5.1.2.4 (ver. 1.10).
// A card's deck construction ability changes the copy limits (VG2 5.1.2, VG1 5.1.2.5: `copyLimits`); VG1 has no
// sentinel limit and no unit-type limit, which the format profile expresses (maxSentinel null, mainDeckUnitTypesOnly
// false).
// G decks (VG2 5.3) are checked by validateGDeck; the built-in pool has no G units.

import { abilitiesOf } from './abilities/registry.ts';
import { cardByCode } from './cards/cardPool.ts';
import type { CardRecord } from './cards/cardRecord.ts';
import type { FormatId, FormatProfile } from './formats.ts';

export interface DeckProblem {
  /** The clause broken, e.g. 'VG2 5.2.2.1'; 'unknown card' when a code is not in the card pool. */
  rule: string;
  message: string;
  /** The card codes at fault, for a problem with particular cards (a pasted list names the lines holding them). */
  codes?: string[];
}

export type CardLookup = (code: string) => CardRecord | undefined;

const DECK_SIZE = 50;
const MAX_COPIES = 4;
const TRIGGER_COUNT = 16;
const MAX_HEAL = 4;

// The same limits sit under different numbers in the two rule books.
const CLAUSES: Record<FormatId, Record<'size' | 'copies' | 'sameName' | 'triggers' | 'heal', string>> = {
  cr201: {
    size: 'VG2 5.2.2.1',
    copies: 'VG2 5.2.2.2',
    sameName: 'VG2 5.2.2.2.1',
    triggers: 'VG2 5.2.2.3',
    heal: 'VG2 5.2.2.4',
  },
  d: {
    size: 'VGD 8.1.4.1',
    copies: 'VGD 8.1.5',
    sameName: 'VGD 8.1.5.1',
    triggers: 'VGD 8.1.6',
    heal: 'VGD 8.1.6.1',
  },
  cr110: {
    size: 'VG1 5.1.2.1',
    copies: 'VG1 5.1.2.2',
    sameName: 'VG1 5.1.2.2.1',
    triggers: 'VG1 5.1.2.3',
    heal: 'VG1 5.1.2.4',
  },
};
/** Where a card's ability changed the limit of four (VG2 5.1.2, VG1 5.1.2.5), the clause saying it may. */
const CHANGED_BY: Record<FormatId, string> = { cr201: 'VG2 5.1.2', cr110: 'VG1 5.1.2.5', d: 'VGD 8.1.3' };

/**
 * VG2 5.1.2 (VG1 5.1.2.5): continuous abilities about deck construction replace the rules they change. For each
 * name whose cards say "a deck may hold up to N / any number of cards with this name", the new limit (Infinity for
 * any number); the most generous one when several printings of the name say different things.
 */
function copyLimits(cards: readonly CardRecord[]): Map<string, number> {
  const out = new Map<string, number>();
  for (const card of new Set(cards)) {
    for (const a of abilitiesOf(card.code)) {
      if (a.kind !== 'cont' || a.effect.cont !== 'deckRule') continue;
      const n = a.effect.n ?? Infinity;
      out.set(card.name, Math.max(n, out.get(card.name) ?? -1));
    }
  }
  return out;
}

/** "at most 4 … (VG2 5.2.2.2)", or with a card's own limit "at most 6 … (VG2 5.2.2.2 as VG2 5.1.2 lets a card change it)". */
function limitText(limit: number, clause: string, changedBy: string): string {
  return limit === MAX_COPIES ? `(${clause})` : `(${clause} as ${changedBy} lets a card change it)`;
}

// Only ver. 2.01 and the D standard have these; the format profile says whether they apply.
const SENTINEL_CLAUSES: Record<FormatId, string> = { cr201: 'VG2 5.2.2.5', cr110: 'VG2 5.2.2.5', d: 'VGD 8.1.7' };
const UNIT_TYPE_CLAUSES: Record<FormatId, string> = { cr201: 'VG2 5.2.2.6', cr110: 'VG2 5.2.2.6', d: 'VGD 8.1.4.1' };

/**
 * Checks a main deck (one code per physical card) against the format's construction rules.
 * Returns every problem found; an empty array means the deck is legal. `lookup` lets tests and
 * other card files supply cards outside the built-in pool. `ride` is the D standard's ride deck: the main deck's size
 * is counted without it (VGD 8.1.4.1), every other limit over main deck and ride deck together (VGD 8.1.5–8.1.8).
 */
export function validateDeck(
  codes: string[],
  format: FormatProfile,
  lookup: CardLookup = cardByCode,
  ride: readonly string[] = [],
): DeckProblem[] {
  const clause = CLAUSES[format.id];
  const problems: DeckProblem[] = [];

  if (codes.length !== DECK_SIZE) {
    problems.push({
      rule: clause.size,
      message: `deck has ${codes.length} cards; it must have exactly ${DECK_SIZE} (${clause.size})`,
    });
  }

  // Unknown codes are reported once each; the remaining checks count only the known cards.
  const known: CardRecord[] = [];
  const unknown = new Set<string>();
  for (const code of ride.length > 0 ? [...codes, ...ride] : codes) {
    const card = lookup(code);
    if (card) known.push(card);
    else unknown.add(code);
  }
  for (const code of unknown) {
    problems.push({
      rule: 'unknown card',
      message: `unknown card code ${code}: it is not in the card pool`,
      codes: [code],
    });
  }

  // Up to four cards with the same name, counted across printings (5.2.2.2.1). A single printing
  // over four breaks 5.2.2.2 itself; several printings adding up to more break 5.2.2.2.1.
  const byName = new Map<string, Map<string, number>>();
  for (const card of known) {
    const printings = byName.get(card.name) ?? new Map<string, number>();
    printings.set(card.code, (printings.get(card.code) ?? 0) + 1);
    byName.set(card.name, printings);
  }
  const limits = copyLimits(known);
  for (const [name, printings] of byName) {
    const total = [...printings.values()].reduce((sum, n) => sum + n, 0);
    const limit = limits.get(name) ?? MAX_COPIES;
    if (total <= limit) continue;
    if (printings.size === 1) {
      const [code] = printings.keys();
      problems.push({
        rule: clause.copies,
        message: `deck has ${total} copies of ${code} "${name}"; at most ${limit} cards with the same name are allowed ${limitText(limit, clause.copies, CHANGED_BY[format.id])}`,
        codes: [code],
      });
    } else {
      const detail = [...printings].map(([code, n]) => `${n}× ${code}`).join(', ');
      problems.push({
        rule: clause.sameName,
        message: `deck has ${total} cards named "${name}" (${detail}); at most ${limit} cards with the same name are allowed, even as different printings ${limitText(limit, clause.sameName, CHANGED_BY[format.id])}`,
        codes: [...printings.keys()],
      });
    }
  }

  problems.push(...cardPoolProblems(known, format));

  const triggers = known.filter((card) => card.trigger !== null).length;
  if (triggers !== TRIGGER_COUNT) {
    problems.push({
      rule: clause.triggers,
      message: `deck has ${triggers} cards with a trigger; it must have exactly ${TRIGGER_COUNT} (${clause.triggers})`,
    });
  }

  const heals = known.filter((card) => card.trigger?.kind === 'heal').length;
  if (heals > MAX_HEAL) {
    problems.push({
      rule: clause.heal,
      message: `deck has ${heals} heal triggers; at most ${MAX_HEAL} are allowed (${clause.heal})`,
    });
  }

  if (format.maxOverTrigger !== null) {
    const overs = known.filter((card) => card.trigger?.kind === 'over').length;
    if (overs > format.maxOverTrigger) {
      problems.push({
        rule: 'VGD 8.1.6.2',
        message: `deck has ${overs} over triggers; at most ${format.maxOverTrigger} is allowed (VGD 8.1.6.2)`,
      });
    }
  }

  if (format.maxSentinel !== null) {
    const sentinels = known.filter((card) => card.sentinel).length;
    if (sentinels > format.maxSentinel) {
      const SENTINEL_CLAUSE = SENTINEL_CLAUSES[format.id];
      problems.push({
        rule: SENTINEL_CLAUSE,
        message: `deck has ${sentinels} cards with Sentinel; at most ${format.maxSentinel} are allowed (${SENTINEL_CLAUSE})`,
      });
    }
  }

  if (format.mainDeckUnitTypesOnly) {
    const offenders = new Set(known.filter((card) => card.unitType !== 'normal' && card.unitType !== 'trigger'));
    for (const card of offenders) {
      const kind = card.unitType === 'g' ? 'G' : card.unitType;
      problems.push({
        rule: UNIT_TYPE_CLAUSES[format.id],
        message: `${card.code} "${card.name}" is a ${kind} unit; a main deck may hold only normal units and trigger units (${UNIT_TYPE_CLAUSES[format.id]})`,
        codes: [card.code],
      });
    }
  }

  return problems;
}

/**
 * The card pool of the format: the D standard's cards (`dStandard`, printed with its mark) are played under CR 4.55
 * only, and are refused under ver. 1.10 and ver. 2.01, whose card pools end before them. The comprehensive rules do
 * not list the pool (it is the tournament regulations'), hence the rule name "card pool".
 * Not yet enforced the other way: a deck of the older eras' cards is still accepted in format `d` (the D rules tests
 * play the original trial decks there).
 */
function cardPoolProblems(known: readonly CardRecord[], format: FormatProfile): DeckProblem[] {
  if (format.rideDeck) return [];
  const offenders = [...new Set(known.filter((card) => card.dStandard === true))];
  if (offenders.length === 0) return [];
  const codes = offenders.map((card) => card.code);
  return [
    {
      rule: 'card pool',
      message: `${codes.join(', ')} ${codes.length === 1 ? 'is a D standard card' : 'are D standard cards'}: play ${codes.length === 1 ? 'it' : 'them'} in format d (CR 4.55), not under ${format.title}`,
      codes,
    },
  ];
}

const RIDE_DECK_MIN = 4;

/**
 * Checks a ride deck (VGD 8.1.2, 8.1.4.2): only a format with ride decks accepts one; it holds at least four cards
 * (the exact make-up is the Fighter's Rules' Supplement C, not in the comprehensive rules); and it holds a grade 0
 * unit, the first vanguard it must supply (8.2.1.2). Its cards count towards the main deck's limits (validateDeck).
 */
export function validateRideDeck(
  codes: string[],
  format: FormatProfile,
  lookup: CardLookup = cardByCode,
): DeckProblem[] {
  if (!format.rideDeck)
    return [{ rule: 'ride deck', message: `${format.title} has no ride deck; this one has ${codes.length} cards` }];
  const problems: DeckProblem[] = [];
  if (codes.length < RIDE_DECK_MIN) {
    problems.push({
      rule: 'VGD 8.1.4.2',
      message: `ride deck has ${codes.length} cards; it must have ${RIDE_DECK_MIN} or more (VGD 8.1.4.2)`,
    });
  }
  if (!codes.some((code) => lookup(code)?.grade === 0)) {
    problems.push({
      rule: 'VGD 8.2.1.2',
      message: 'ride deck has no grade 0 unit; the first vanguard is chosen from it (VGD 8.2.1.2)',
    });
  }
  return problems;
}

const G_COPIES_CLAUSE = 'VG2 5.3.2.1';

/**
 * Checks a G deck (VG2 5.3): 0 to 16 cards (5.3.2), G units only (5.3.3), up to four cards with the same name,
 * counted apart from the main deck (5.3.2.1, 5.2.2.2). A format without G decks (ver. 1.10) accepts none.
 */
export function validateGDeck(codes: string[], format: FormatProfile, lookup: CardLookup = cardByCode): DeckProblem[] {
  if (codes.length === 0) return [];
  if (format.maxGDeck === null) {
    return [{ rule: 'G deck', message: `${format.title} has no G deck; this one has ${codes.length} cards` }];
  }
  const problems: DeckProblem[] = [];
  if (codes.length > format.maxGDeck) {
    problems.push({
      rule: 'VG2 5.3.2',
      message: `G deck has ${codes.length} cards; it may have at most ${format.maxGDeck} (VG2 5.3.2)`,
    });
  }
  const names = new Map<string, number>();
  for (const code of new Set(codes)) {
    const card = lookup(code);
    if (!card) {
      problems.push({
        rule: 'unknown card',
        message: `unknown card code ${code}: it is not in the card pool`,
        codes: [code],
      });
      continue;
    }
    if (card.unitType !== 'g') {
      problems.push({
        rule: 'VG2 5.3.3',
        message: `${card.code} "${card.name}" is not a G unit; a G deck may hold only G units (VG2 5.3.3)`,
      });
    }
  }
  const known: CardRecord[] = [];
  for (const code of codes) {
    const card = lookup(code);
    if (card) known.push(card);
    if (card) names.set(card.name, (names.get(card.name) ?? 0) + 1);
  }
  const limits = copyLimits(known); // VG2 5.1.2
  for (const [name, n] of names) {
    const limit = limits.get(name) ?? MAX_COPIES;
    if (n <= limit) continue;
    problems.push({
      rule: G_COPIES_CLAUSE,
      message: `G deck has ${n} cards named "${name}"; at most ${limit} are allowed ${limitText(limit, G_COPIES_CLAUSE, 'VG2 5.1.2')}`,
    });
  }
  return problems;
}
