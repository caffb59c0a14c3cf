// Dev-only importer for the original-era trial decks VG-TD01..TD10.
//
// Run by hand, with the folder that holds the source files as the only argument:
//
//   node scripts/import-original-td.mjs /work/shared/carddata/vanguard
//
// It reads original-td-cards.json and original-trial-decks.json from that folder and writes
// data/vanguard/original-td.cards.json and data/vanguard/original-td.decks.json. The source exists
// only on dev machines: nothing in the project reads it at run or test time, only the two files
// written here are committed and loaded (src/games/vanguard/cards/cardPool.ts).
//
// Card text is copyrighted and is NOT copied: the source `text` field is read only to confirm that
// no card has the Sentinel keyword. Names, numbers and stats are facts.
//
// Every assumption about the source is checked and the script stops on the first surprise, so a
// changed source cannot slip through silently.

import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const sourceDir = process.argv[2];
if (!sourceDir) {
  console.error('usage: node scripts/import-original-td.mjs <folder with original-td-cards.json>');
  process.exit(2);
}

const outDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'data', 'vanguard');

function fail(message) {
  console.error(`import-original-td: ${message}`);
  process.exit(1);
}

const UNIT_TYPES = { 'Normal Unit': 'normal', 'Trigger Unit': 'trigger' };
const TRIGGERS = { Critical: 'critical', Draw: 'draw', Stand: 'stand', Heal: 'heal' };
// Every distinct `skill` value in the source (checked below): one skill icon per card.
const SKILLS = { 'Twin Drive!!': ['twinDrive'], Intercept: ['intercept'], Boost: ['boost'] };
// Original-era trigger icons print +5000 (VG1 2.8.1.1.x); the source does not store it.
const ORIGINAL_TRIGGER_POWER = 5000;

const sourceCards = JSON.parse(readFileSync(join(sourceDir, 'original-td-cards.json'), 'utf8'));
const sourceDecks = JSON.parse(readFileSync(join(sourceDir, 'original-trial-decks.json'), 'utf8'));

const cards = sourceCards.map((c) => {
  const where = `card ${c.cardNumber}`;
  if (!/^TD\d\d\/\d\d\d$/.test(c.cardNumber)) fail(`${where}: unexpected card number`);
  const unitType = UNIT_TYPES[c.unitType];
  if (!unitType) fail(`${where}: unknown unitType ${JSON.stringify(c.unitType)}`);
  const skills = SKILLS[c.skill];
  if (!skills) fail(`${where}: unknown skill ${JSON.stringify(c.skill)}`);
  let trigger = null;
  if (c.trigger !== null) {
    const kind = TRIGGERS[c.trigger];
    if (!kind) fail(`${where}: unknown trigger ${JSON.stringify(c.trigger)}`);
    trigger = { kind, power: ORIGINAL_TRIGGER_POWER };
  }
  if ((trigger !== null) !== (unitType === 'trigger')) fail(`${where}: trigger icon and unit type disagree`);
  // Grade 3 cards of this era print no shield; the source stores that as 0. No other card has 0.
  if (c.shield === 0 && c.grade !== 3) fail(`${where}: shield 0 on a grade ${c.grade} card`);
  const shield = c.grade === 3 && c.shield === 0 ? null : c.shield;
  // The source only records critical as 1 (SOURCE.txt caveat); every original TD card prints 1.
  if (c.critical !== 1) fail(`${where}: critical ${c.critical}, expected 1`);
  if (/sentinel/i.test(c.text ?? '')) fail(`${where}: has Sentinel; set sentinel: true by hand here`);
  for (const field of ['name', 'clan', 'nation', 'race']) {
    if (typeof c[field] !== 'string' || c[field] === '' || c[field] !== c[field].trim()) {
      fail(`${where}: bad ${field} ${JSON.stringify(c[field])}`);
    }
  }
  for (const field of ['grade', 'power']) {
    if (!Number.isInteger(c[field]) || c[field] < 0) fail(`${where}: bad ${field} ${JSON.stringify(c[field])}`);
  }
  return {
    code: c.cardNumber,
    name: c.name,
    clan: c.clan,
    nation: c.nation,
    race: c.race,
    grade: c.grade,
    power: c.power,
    shield,
    critical: c.critical,
    unitType,
    trigger,
    skills,
    sentinel: false,
  };
});

cards.sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
const byCode = new Map(cards.map((c) => [c.code, c]));
if (byCode.size !== cards.length) fail('duplicate card numbers in the source');

const decks = sourceDecks
  .filter((d) => d.kind.startsWith('full 50-card deck'))
  .map((d) => {
    const match = /^(VG-TD\d\d) (.+)$/.exec(d.deck);
    if (!match) fail(`deck ${JSON.stringify(d.deck)}: expected "VG-TDnn <name>"`);
    const [, id, name] = match;
    const deckCards = d.cards.map((entry) => {
      const card = byCode.get(entry.cardNumber);
      if (!card) fail(`${id}: unknown card ${entry.cardNumber}`);
      if (card.name !== entry.name) fail(`${id}: ${entry.cardNumber} is named ${card.name}, deck says ${entry.name}`);
      if (!Number.isInteger(entry.count) || entry.count < 1) fail(`${id}: bad count for ${entry.cardNumber}`);
      return { code: entry.cardNumber, count: entry.count };
    });
    const total = deckCards.reduce((sum, e) => sum + e.count, 0);
    if (total !== 50 || d.total !== 50) fail(`${id}: ${total} cards, expected 50`);
    return { id, name, cards: deckCards };
  });

if (decks.length !== 10) fail(`expected 10 full decks, found ${decks.length}`);
decks.sort((a, b) => (a.id < b.id ? -1 : 1));

mkdirSync(outDir, { recursive: true });
writeFileSync(join(outDir, 'original-td.cards.json'), `${JSON.stringify(cards, null, 2)}\n`);
writeFileSync(join(outDir, 'original-td.decks.json'), `${JSON.stringify(decks, null, 2)}\n`);
console.log(`wrote ${cards.length} cards and ${decks.length} decks to ${outDir}`);
