// Vanguard's catalog for the product layers (see src/games/catalog.ts): the two rule eras as formats,
// the ten trial decks, pasted lists, and the cards with their text rendered from our ability trees.
import type { DeckSpec } from '../../core/types.ts';
import { findCardCodes, type GameCatalog } from '../catalog.ts';
import { abilitiesOf } from './abilities/registry.ts';
import { cardText, STRIDE_SKILL_TEXT } from './abilities/text.ts';
import {
  everyCard,
  type BuiltInDeck,
  builtInDecks,
  cardByCode,
  cardsByName,
  deckById,
  dStandardDecks,
  expandDeck,
  expandRideDeck,
  PROTECT_CODE,
} from './cards/cardPool.ts';
import type { CardRecord, TriggerKind } from './cards/cardRecord.ts';
import { checkDeckList } from './deckList.ts';
import { validateDeck, validateRideDeck } from './deckRules.ts';
import { FORMATS, type FormatProfile, formatProfile } from './formats.ts';

const TRIGGER_ORDER: TriggerKind[] = ['critical', 'draw', 'stand', 'heal', 'front', 'over'];

const SKILLS: Record<string, string> = {
  boost: 'Boost',
  intercept: 'Intercept',
  twinDrive: 'Twin Drive!!',
  tripleDrive: 'Triple Drive!!!',
};

function format(id: string): FormatProfile {
  const f = formatProfile(id);
  if (!f) throw new Error(`unknown Vanguard format "${id}" (known: ${Object.keys(FORMATS).join(', ')})`);
  return f;
}

/** "Royal Paladin · 4 critical, 4 draw, 8 stand" */
function deckSummary(deck: BuiltInDeck): string {
  const clans = new Set<string>();
  const triggers = new Map<TriggerKind, number>();
  for (const { code, count } of [...deck.cards, ...(deck.ridedeck ?? [])]) {
    const c = cardByCode(code)!;
    if (c.clan !== '') clans.add(c.clan);
    else clans.add(c.nation); // VGD 2.3: a D card prints a nation, no clan
    if (c.trigger) triggers.set(c.trigger.kind, (triggers.get(c.trigger.kind) ?? 0) + count);
  }
  const trig = TRIGGER_ORDER.filter((k) => triggers.has(k)).map((k) => `${triggers.get(k)} ${k}`);
  // A deck with a description is no official list (the V-era trial decks publish none): say so where it is chosen.
  const built =
    deck.description === undefined
      ? ''
      : deck.ridedeck !== undefined
        ? ' · ride deck of 4 + main deck of 50 (4 cards added to the product, CR 4.55 8.1.4.1)'
        : ' · built from the set list (no official counts)';
  return `${[...clans].join(' / ')} · ${trig.join(', ')}${built}`;
}

function catalogDeck(d: BuiltInDeck) {
  const ridedeck = expandRideDeck(d);
  // VGD 8.1.2: a D standard deck brings its ride deck.
  const spec: DeckSpec = ridedeck
    ? { name: d.id, cards: expandDeck(d), ridedeck }
    : { name: d.id, cards: expandDeck(d) };
  return { id: d.id, name: d.name, summary: deckSummary(d), spec };
}

/**
 * The card's text: a G unit with neither a G guardian skill (11.14) nor an ultimate stride skill (11.42) prints the
 * stride skill (VG2 11.11.1) before its abilities.
 */
function textOf(c: CardRecord): string {
  const abilities = abilitiesOf(c.code);
  // A card printing its own stride skill (VG2 11.11.2, another cost) shows that one instead.
  const ultimate = abilities.some((a) => a.kind === 'act' && (a.ultimateStride !== undefined || a.strideSkill));
  const stride = c.unitType === 'g' && c.gGuardian === undefined && !ultimate;
  return [...(stride ? [STRIDE_SKILL_TEXT] : []), ...(abilities.length ? [cardText(abilities)] : [])].join('\n');
}

function describe(c: CardRecord): string {
  const inDecks = [...builtInDecks(), ...dStandardDecks()]
    .map((d) => {
      const n = [...d.cards, ...(d.ridedeck ?? [])]
        .filter((e) => e.code === c.code)
        .reduce((sum, e) => sum + e.count, 0);
      return n ? `${d.id} ×${n}` : '';
    })
    .filter(Boolean);
  const lines = [
    `${c.name}  [${c.code}]`,
    // VGD 2.3: a D standard card prints a nation and no clan (our D source holds no race).
    c.clan === ''
      ? `  nation ${c.nation}${c.race ? ` · race ${c.race}` : ''}`
      : `  clan ${c.clan} · nation ${c.nation} · race ${c.race}`,
    `  grade ${c.grade} · power ${c.power} · shield ${c.shield ?? 'none'} · critical ${c.critical}`,
    c.order !== undefined
      ? `  ${c.order} order` // VGD 2.9.3.2
      : `  ${c.unitType} unit${c.trigger ? ` · ${c.trigger.kind} trigger (+${c.trigger.power} power)` : ''}${c.sentinel ? ' · Sentinel' : ''}${c.personaRide ? ' · persona ride' : ''}`,
    `  skills: ${c.skills.length ? c.skills.map((s) => SKILLS[s] ?? s).join(', ') : 'none'}`,
    `  in built-in decks: ${inDecks.length ? inDecks.join(', ') : 'none'}`,
  ];
  const text = textOf(c);
  lines.push(text ? text.replace(/^/gm, '  ') : '  (no abilities)');
  return lines.join('\n');
}

export const vanguardCatalog: GameCatalog = {
  id: 'vanguard',
  title: 'Cardfight!! Vanguard',
  formats: Object.values(FORMATS).map((f) => ({ id: f.id, name: f.title })),
  defaultFormat: 'cr201',
  defaultDecks: ['VG-TD01', 'VG-TD02'],
  // The D standard's decks are played in format `d` only, the older eras' decks in the others (cardPoolProblems).
  decks: (f) => (f === 'd' ? dStandardDecks() : builtInDecks()).map(catalogDeck),
  deck: (id) => {
    const d = deckById(id);
    return d ? catalogDeck(d) : undefined;
  },
  deckProblems: (spec, f) =>
    [
      ...validateDeck(spec.cards, format(f), undefined, spec.ridedeck),
      ...(spec.ridedeck ? validateRideDeck(spec.ridedeck, format(f)) : []),
    ].map((p) => p.message),
  checkDeckList: (text, f) => checkDeckList(text, format(f)),
  cardName: (code) => cardByCode(code)?.name,
  findCards: (query) => findCardCodes(query, cardByCode, cardsByName, everyCard()),
  describeCard: (code) => describe(cardByCode(code)!),
  cardInfo: (code) => {
    const c = cardByCode(code)!;
    return { ...c, text: textOf(c) };
  },
  // VG2 10.6.3.3: the Protect card is in no deck, yet clients must name it when a gift adds it to a hand.
  allCodes: () => [...everyCard().map((c) => c.code), PROTECT_CODE],
};
