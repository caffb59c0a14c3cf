// Dev-only importer for the D standard's trial decks (D-SD01 … D-SD05, D-LTD01) and their cards.
//
//   node scripts/import-d-td.mjs /work/shared/carddata/vanguard
//
// Reads d-series-trial-decks.json and d-series-cards.json from that folder and writes data/vanguard/d-td.cards.json
// (names, numbers and stats: facts) and data/vanguard/d-td.decks.json (each deck's ride deck and main deck). Card text
// is NOT copied: it is read only for the Sentinel keyword; abilities are written by hand in
// src/games/vanguard/cards/abilities/dsd0*.ts and dltd01.ts. Nothing in the project reads the source at run or test
// time. Stops on any surprise.
//
// Deck size: each product holds 50 cards, a ride deck of 4 and 46 others (the official how-to counts the ride deck
// inside the 50). CR 4.55 8.1.4.1 wants a main deck of exactly 50 without the ride deck, and the digest (vanguard.md
// §7) takes CR 4.55 as the default. So each built-in deck keeps the product's 4 + 46 cards and adds 4 more copies of
// its own cards with neither a trigger nor Sentinel to the main deck: one copy at a time, in card number order, of each
// card with fewer than 4 copies over main deck and ride deck (VGD 8.1.5), grade 1 or more before grade 0, until 50. The trigger counts stay the
// product's (16, VGD 8.1.6). The description of each deck says which cards were added.

import { readFileSync, writeFileSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const [sourceDir] = process.argv.slice(2);
if (!sourceDir) {
  console.error('usage: node scripts/import-d-td.mjs <folder with d-series-trial-decks.json and d-series-cards.json>');
  process.exit(2);
}
const fail = (message) => {
  console.error(`import-d-td: ${message}`);
  process.exit(1);
};

const SKILLS = { 'Twin Drive': ['twinDrive'], Intercept: ['intercept'], Boost: ['boost'] };
const TRIGGERS = { Critical: 'critical', Draw: 'draw', Heal: 'heal', Front: 'front', Stand: 'stand', Over: 'over' };
const ORDERS = { 'Normal Order': 'normal', 'Blitz Order': 'blitz', 'Set Order': 'set', 'Prison Order': 'set' };
const UNITS = ['Normal Unit', 'Normal Unit (Sentinel)', 'Normal Unit (overDress)', 'Trigger Unit'];
/** The deck files' ids and the product names they stand for. */
const DECKS = {
  dsd01: { id: 'D-SD01', name: 'Chakrabarthi Divine Dragon, Nirvana' },
  dsd02: { id: 'D-SD02', name: 'Diabolos, "Violence" Bruce' },
  dsd03: { id: 'D-SD03', name: 'Apex Ruler, Bastion' },
  dsd04: { id: 'D-SD04', name: 'Sylvan Horned Beast King, Magnolia' },
  dsd05: { id: 'D-SD05', name: 'Aurora Battle Princess, Seraph Snow' },
  dltd01: { id: 'D-LTD01', name: 'Astesice, Kairi' },
};
/**
 * The source's D-SD01 list uses the booster's over trigger (D-BT01/013) instead of the one printed in the product
 * (D-SD01/010, SOURCE.txt caveat): the product's card is used.
 */
const REPLACE = { 'D-BT01/013': 'D-SD01/010' };
/** Facts the source lacks or gets wrong, fixed by hand (each named in the final report of issue 13). */
const GRADE_FIX = { 'D-SD04/015': 0 }; // the source stores -1 for this blitz order's grade

const decksSource = JSON.parse(readFileSync(join(sourceDir, 'd-series-trial-decks.json'), 'utf8'));
const cardSource = new Map(
  JSON.parse(readFileSync(join(sourceDir, 'd-series-cards.json'), 'utf8')).map((c) => [c.cardNumber, c]),
);

const records = new Map();
function record(code) {
  if (records.has(code)) return records.get(code);
  const c = cardSource.get(code);
  if (!c) fail(`no card ${code}`);
  const where = `card ${code}`;
  if (c.format !== 'D Standard') fail(`${where}: format ${c.format}`);
  if (c.clanRaw !== -1 || c.raceRaw !== -1) fail(`${where}: clan or race present; this importer expects neither`);
  if (!c.nation || c.dualNation) fail(`${where}: nation missing or dual`);
  const grade = GRADE_FIX[code] ?? c.grade;
  if (!Number.isInteger(grade) || grade < 0) fail(`${where}: grade ${c.grade}`);
  const order = ORDERS[c.cardType];
  const r = {
    code,
    name: c.name,
    // D cards print a nation and a race, no clan (VGD 2.3); the source holds no race, so both are left empty.
    clan: '',
    nation: c.nation,
    race: '',
    grade,
  };
  if (order) {
    // VGD 2.9.3.2: an order card prints no power, shield, critical, skill or trigger.
    if (c.skill || c.trigger || c.power !== null) fail(`${where}: an order with unit stats`);
    Object.assign(r, {
      power: 0,
      shield: null,
      critical: 0,
      unitType: 'normal',
      trigger: null,
      skills: [],
      sentinel: false,
      order,
    });
    // VGD 17.5.1.1: a "Prison Order" is a set order with the Prison subtype.
    if (c.cardType === 'Prison Order') r.prison = true;
  } else {
    if (!UNITS.includes(c.cardType)) fail(`${where}: unknown card type ${JSON.stringify(c.cardType)}`);
    const skills = SKILLS[c.skill];
    if (!skills) fail(`${where}: unknown skill ${JSON.stringify(c.skill)}`);
    let trigger = null;
    if (c.trigger) {
      const kind = TRIGGERS[c.trigger];
      if (!kind) fail(`${where}: unknown trigger ${JSON.stringify(c.trigger)}`);
      if (!Number.isInteger(c.triggerPower)) fail(`${where}: trigger power missing`);
      trigger = { kind, power: c.triggerPower };
    }
    Object.assign(r, {
      power: c.power,
      // Grade 3 cards print no shield (the source stores 0); a Sentinel prints shield 0.
      shield: grade === 3 ? null : c.shield,
      critical: c.critical,
      // The source calls one grade 3 with no trigger icon (D-SD02/001) a trigger unit: the icon decides.
      unitType: trigger ? 'trigger' : 'normal',
      trigger,
      skills,
      sentinel: /\[CONT\]:Sentinel/.test(c.text ?? ''),
    });
  }
  if (c.personaRide) r.personaRide = true;
  r.dStandard = true;
  records.set(code, r);
  return r;
}

const decks = [];
for (const d of decksSource) {
  const meta = DECKS[d.deck];
  if (!meta) fail(`unknown deck ${d.deck}`);
  const section = (name) =>
    d.sections[name].map((e) => ({ code: REPLACE[e.cardNumber] ?? e.cardNumber, count: e.count }));
  const ride = section('RideDeck');
  const main = section('MainDeck');
  const total = (list) => list.reduce((n, e) => n + e.count, 0);
  if (total(ride) !== 4 || total(main) !== 46) fail(`${meta.id}: expected 4 + 46 cards`);
  for (const e of [...ride, ...main]) record(e.code);
  // CR 4.55 8.1.4.1: fill the main deck to 50 (see the header).
  const copies = (code) => [...ride, ...main].filter((e) => e.code === code).reduce((n, e) => n + e.count, 0);
  // Non-trigger, non-sentinel cards (the trigger count and the sentinel cap stay the product's, VGD 8.1.6, 8.1.7):
  // the cards of grade 1 or more first, in card number order, then those of grade 0.
  const candidates = [...new Set([...main, ...ride].map((e) => e.code))]
    .filter((code) => records.get(code).trigger === null && !records.get(code).sentinel)
    .sort((a, b) => Number(records.get(a).grade === 0) - Number(records.get(b).grade === 0) || (a < b ? -1 : 1));
  const added = [];
  // Round after round over the candidates, one copy each while it has fewer than 4 (VGD 8.1.5).
  while (total(main) < 50) {
    const tier = candidates.filter((c) => copies(c) < 4 && records.get(c).grade > 0);
    const open = tier.length > 0 ? tier : candidates.filter((c) => copies(c) < 4);
    if (open.length === 0) fail(`${meta.id}: no card left to fill the main deck to 50`);
    for (const code of open) {
      if (total(main) === 50) break;
      const entry = main.find((e) => e.code === code);
      if (entry) entry.count++;
      else main.push({ code, count: 1 });
      added.push(code);
    }
  }
  const addedText = [...new Set(added)].map((code) => `${added.filter((a) => a === code).length}× ${code}`).join(', ');
  decks.push({
    id: meta.id,
    name: meta.name,
    description:
      `The product's ride deck (4) and its 46 other cards, with ${addedText} added to the main deck: CR 4.55 8.1.4.1 ` +
      'wants a main deck of exactly 50 without the ride deck.',
    ridedeck: ride,
    cards: main,
  });
}

const dataDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'data', 'vanguard');
const cards = [...records.values()].sort((a, b) => (a.code < b.code ? -1 : 1));
writeFileSync(join(dataDir, 'd-td.cards.json'), `${JSON.stringify(cards, null, 2)}\n`);
writeFileSync(join(dataDir, 'd-td.decks.json'), `${JSON.stringify(decks, null, 2)}\n`);
console.log(`wrote ${cards.length} cards and ${decks.length} decks to ${dataDir}`);
