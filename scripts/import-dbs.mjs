// Dev-only importer for the ten full Dragon Ball Super Card Game decks (Starter Deck 01 and the nine
// "S1 *" / "S2 *" theme decks).
//
// Run by hand, with the folder that holds the source files as the only argument:
//
//   node scripts/import-dbs.mjs /work/shared/carddata/dbscg
//
// It reads cards.json and decks.json there and writes data/dbs/cards.json and data/dbs/decks.json.
// Nothing in the project reads the source at run or test time (src/games/dbs/cards/cardPool.ts loads
// only the two files written here).
//
// Card text is copyrighted and is NOT copied: the source `text` is read only to list which printed
// keyword skills (the bracketed keyword at the start of a line, DBS 10) a card has. Names, numbers
// and stats are facts. The script stops on the first surprise.

import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const sourceDir = process.argv[2];
if (!sourceDir) {
  console.error('usage: node scripts/import-dbs.mjs <folder with cards.json and decks.json>');
  process.exit(2);
}
const outDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'data', 'dbs');

function fail(message) {
  console.error(`import-dbs: ${message}`);
  process.exit(1);
}

const COLOURS = { Red: 'red', Blue: 'blue', Green: 'green', Yellow: 'yellow', Black: 'black' };
const TYPES = { LEADER: 'leader', BATTLE: 'battle', EXTRA: 'extra' };
// Printed keyword skills without parameters, as they open a line of text (DBS 10).
const KEYWORDS = {
  Blocker: 'blocker',
  Critical: 'critical',
  'Double Strike': 'doubleStrike',
  'Triple Strike': 'tripleStrike',
  'Quadruple Strike': 'quadrupleStrike',
  'Dual Attack': 'dualAttack',
  'Triple Attack': 'tripleAttack',
  Revenge: 'revenge',
  Indestructible: 'indestructible',
  Barrier: 'barrier',
  'Super Combo': 'superCombo',
  Ultimate: 'ultimate',
  'Dragon Ball': 'dragonBall',
  'Victory Strike': 'victoryStrike',
  Deflect: 'deflect',
  'Warrior of Universe 7': 'warriorOfUniverse7',
  Wormhole: 'wormhole',
};

const cards = JSON.parse(readFileSync(join(sourceDir, 'cards.json'), 'utf8'));
const decks = JSON.parse(readFileSync(join(sourceDir, 'decks.json'), 'utf8'));
const byId = new Map(cards.map((c) => [c.id, c]));

function keywordsOf(text) {
  const out = [];
  for (const line of text.split('\n')) {
    const m = /^\[([^\]:]+)\]/.exec(line.trim());
    if (m && KEYWORDS[m[1]]) out.push(KEYWORDS[m[1]]);
  }
  // DBS 5-1-3-2: a deck-building [Permanent] that lifts the copy limit.
  if (/as many copies of this card/i.test(text)) out.push('anyCopies');
  return out;
}

function split(s) {
  return s
    ? s
        .split('/')
        .map((x) => x.trim())
        .filter(Boolean)
    : [];
}

function face(c) {
  return {
    name: c.name.replace(/\u3000/g, ' '),
    power: c.power,
    characters: split(c.character),
    traits: split(c.specialTrait),
    era: c.era ?? '',
    keywords: keywordsOf(c.text ?? ''),
  };
}

function record(c) {
  const type = TYPES[c.type];
  if (!type) fail(`${c.cardNumber}: unknown type ${c.type}`);
  const colour = COLOURS[c.color];
  if (!colour) fail(`${c.cardNumber}: unknown colour ${c.color}`);
  const r = { code: c.cardNumber, type, colour, ...face(c) };
  if (type === 'leader') {
    const back = byId.get(c.id + 1);
    if (!back || back.cardNumber !== c.cardNumber) fail(`${c.cardNumber}: no back side after id ${c.id}`);
    r.back = face(back);
    return r;
  }
  const specified = {};
  for (const s of c.specifiedCost ?? []) specified[COLOURS[s.color]] = s.count;
  r.energyCost = { total: c.energyCostTotal ?? 0, specified };
  if (type === 'battle') {
    r.comboPower = c.comboPower;
    r.comboCost = c.comboEnergy;
  } else {
    delete r.power;
    delete r.characters;
    delete r.traits;
    delete r.era;
  }
  return r;
}

const DECK_IDS = {
  'Starter Deck 01': ['DBS-SD01', 'Starter Deck 01: The Awakening'],
  'S1 B SSB Goku': ['DBS-S1-B-SSB-GOKU', 'SSB Son Goku (blue)'],
  'S1 G Broly': ['DBS-S1-G-BROLY', 'Broly (green)'],
  'S1 R Hit': ['DBS-S1-R-HIT', 'Hit (red)'],
  'S1 Y Golden Frieza': ['DBS-S1-Y-GOLDEN-FRIEZA', 'Golden Frieza (yellow)'],
  'S2 B Fused Zamasu': ['DBS-S2-B-FUSED-ZAMASU', 'Fused Zamasu (blue)'],
  'S2 G Cell': ['DBS-S2-G-CELL', 'Cell (green)'],
  'S2 R Majin Buu': ['DBS-S2-R-MAJIN-BUU', 'Majin Buu (red)'],
  'S2 RBG SSB Vegito': ['DBS-S2-RBG-SSB-VEGITO', 'SSB Vegito (red/blue/green)'],
  'S2 Y Meta-Cooler Core': ['DBS-S2-Y-META-COOLER-CORE', 'Meta-Cooler Core (yellow)'],
};

const outCards = new Map();
const outDecks = [];
for (const d of decks) {
  if (!d.kind.includes('full deck')) continue;
  const ids = DECK_IDS[d.deck];
  if (!ids) fail(`unexpected full deck ${d.deck}`);
  let leader = null;
  const list = [];
  for (const e of d.cards) {
    const c = byId.get(e.id);
    if (!c) fail(`${d.deck}: unknown card id ${e.id}`);
    if (!outCards.has(c.cardNumber)) outCards.set(c.cardNumber, record(c));
    if (c.type === 'LEADER') leader = c.cardNumber;
    else list.push({ code: c.cardNumber, count: e.count });
  }
  if (!leader) fail(`${d.deck}: no leader`);
  const n = list.reduce((a, e) => a + e.count, 0);
  if (n !== 50) fail(`${d.deck}: ${n} main deck cards`);
  outDecks.push({ id: ids[0], name: ids[1], leader, cards: list });
}
outDecks.sort((a, b) => (a.id === 'DBS-SD01' ? -1 : b.id === 'DBS-SD01' ? 1 : a.id.localeCompare(b.id)));
if (outDecks.length !== 10) fail(`expected 10 decks, found ${outDecks.length}`);
const sorted = [...outCards.values()].sort((a, b) => a.code.localeCompare(b.code));
mkdirSync(outDir, { recursive: true });
writeFileSync(join(outDir, 'cards.json'), JSON.stringify(sorted, null, 2) + '\n');
writeFileSync(join(outDir, 'decks.json'), JSON.stringify(outDecks, null, 2) + '\n');
console.log(`import-dbs: ${sorted.length} cards, ${outDecks.length} decks`);
