// Dev-only importer for the V-era trial decks' card facts (V-TD01, V-TD02, …).
//
//   node scripts/import-v-td.mjs /work/shared/carddata/vanguard V-TD01 V-TD02
//
// Reads v-series-trial-decks.json from that folder and writes data/vanguard/v-td.cards.json (names, numbers and
// stats: facts). Card text is NOT copied: it is read only for the Sentinel keyword; abilities are written by hand in
// src/games/vanguard/cards/abilities/vtd*.ts. The deck file data/vanguard/v-td.decks.json is built by hand (no
// official counts exist). Nothing in the project reads the source at run or test time. Stops on any surprise.

import { readFileSync, writeFileSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const [sourceDir, ...sets] = process.argv.slice(2);
if (!sourceDir || sets.length === 0) {
  console.error('usage: node scripts/import-v-td.mjs <folder with v-series-trial-decks.json> V-TD01 [V-TD02 …]');
  process.exit(2);
}
const fail = (message) => {
  console.error(`import-v-td: ${message}`);
  process.exit(1);
};

const SKILLS = { 'Twin Drive': ['twinDrive'], Intercept: ['intercept'], Boost: ['boost'] };
// Ambiguous icons ("Critical|Front") are refused: such a set needs its trigger icons checked by hand first.
const TRIGGERS = { Critical: 'critical', Draw: 'draw', Heal: 'heal', Front: 'front', Stand: 'stand' };
// V-era trigger icons print +10000 power (VG2 2.8.3); the source does not store it on every card.
const V_TRIGGER_POWER = 10000;
const GIFTS = { Force: 'force', Accel: 'accel', Protect: 'protect' };

const source = JSON.parse(readFileSync(join(sourceDir, 'v-series-trial-decks.json'), 'utf8'));
const cards = [];
for (const set of sets) {
  const product = source.find((p) => p.set === set);
  if (!product) fail(`no set ${set}`);
  for (const c of product.cards) {
    const where = `card ${c.cardNumber}`;
    const skills = SKILLS[c.skill];
    if (!skills) fail(`${where}: unknown skill ${JSON.stringify(c.skill)}`);
    let trigger = null;
    if (c.trigger) {
      const kind = TRIGGERS[c.trigger];
      if (!kind) fail(`${where}: unknown or ambiguous trigger ${JSON.stringify(c.trigger)}`);
      trigger = { kind, power: V_TRIGGER_POWER };
    }
    if (!c.race || !c.nation) fail(`${where}: race or nation missing`);
    const record = {
      code: c.cardNumber,
      name: c.name,
      clan: c.clan,
      nation: c.nation,
      race: c.race,
      grade: c.grade,
      power: c.power,
      // Grade 3 cards print no shield (the source stores 0); a Sentinel prints shield 0.
      shield: c.grade === 3 ? null : c.shield,
      critical: c.critical,
      unitType: trigger ? 'trigger' : 'normal',
      trigger,
      skills,
      sentinel: /\[CONT\]:Sentinel/.test(c.text ?? ''),
    };
    if (c.imaginaryGift) {
      const gift = GIFTS[c.imaginaryGift];
      if (!gift) fail(`${where}: unknown gift ${JSON.stringify(c.imaginaryGift)}`);
      record.gift = gift;
    }
    cards.push(record);
  }
}
const out = join(dirname(fileURLToPath(import.meta.url)), '..', 'data', 'vanguard', 'v-td.cards.json');
writeFileSync(out, `${JSON.stringify(cards, null, 2)}\n`);
console.log(`wrote ${cards.length} cards to ${out}`);
