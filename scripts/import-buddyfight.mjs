// Dev-time import of the Buddyfight card facts for the ten built-in decks (issue 14). Reads the shared reference
// data (../shared/carddata/buddyfight/{cards,decks}.json) and writes data/buddyfight/cards.json and decks.json with
// facts only: code, name, type, world, attributes, size, power, defense, critical, set, and for a flag the worlds it
// lets its fighter use (read from the flag's own line, which names them). NO card text is copied: abilities live in
// src/games/buddyfight/cards/ as ability trees. Run: node scripts/import-buddyfight.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const shared = join(root, '..', 'shared', 'carddata', 'buddyfight');
const cards = JSON.parse(readFileSync(join(shared, 'cards.json'), 'utf8'));
const decks = JSON.parse(readFileSync(join(shared, 'decks.json'), 'utf8'));
const byCode = new Map(cards.map((c) => [c.card_no, c]));

// SOURCE.txt: "TD07 power and critical appear swapped in cards.json" (monsters and the item Gunrod, Bechstein).
const SWAPPED_POWER_CRITICAL = (c) =>
  c.set === 'TD07' && (c.type === 'Monster' || c.type === 'Item') && c.power < c.critical;

/**
 * The worlds a flag allows, from its own line (the data's world field is blank for some flags). The scraped lines
 * are partly mangled into HTML tags (`<dungeon world="">`), so world names are matched case-insensitively against
 * the worlds the card data knows; an attribute-based special flag ("Hundred Demons") allows by attribute.
 */
const KNOWN_WORLDS = [
  ...new Set(cards.map((c) => c.world).filter((w) => w && w !== '-' && w.toLowerCase() !== 'generic')),
]
  .filter((w, i, all) => all.findIndex((x) => x.toLowerCase() === w.toLowerCase()) === i)
  .sort();
function flagWorlds(c) {
  const t = (c.text ?? '').toLowerCase();
  const worlds = KNOWN_WORLDS.filter((w) => new RegExp(`[<＜]${w.toLowerCase()}(?:[>＞]|="")`).test(t));
  // "<ancient <generic＞…world＞": the Ancient World flag's line lost its order; its name says the world.
  if (worlds.length === 0 && t.includes('ancient')) worlds.push('Ancient World');
  return [...new Set([...worlds, 'Generic'])];
}

/** The attribute a special flag allows instead of a world ("cards with X in its attribute"). */
function flagAttributes(c) {
  const m = /with "([^"]+)" in its attribute/.exec(c.text ?? '');
  return m ? [m[1]] : [];
}

function record(code) {
  const c = byCode.get(code);
  if (!c) throw new Error(`no card ${code}`);
  const type = c.type === 'Monster' ? 'monster' : c.type.toLowerCase();
  const attributes = (c.attribute ?? '')
    .split('/')
    .map((a) => a.trim())
    .filter((a) => a && a !== '-');
  const out = { code, name: c.name.trim(), type, set: c.set };
  if (type === 'flag') {
    out.worlds = flagWorlds(c);
    const attrs = flagAttributes(c);
    if (attrs.length > 0) out.allowsAttributes = attrs;
    return out;
  }
  out.world = c.world || '';
  out.attributes = attributes;
  if (type === 'monster') out.size = c.size;
  let power = c.power;
  let critical = c.critical;
  if (SWAPPED_POWER_CRITICAL(c)) [power, critical] = [critical, power];
  if (type === 'monster' || type === 'item') {
    out.power = power;
    out.critical = critical;
    out.defense = c.defense;
  }
  return out;
}

const codes = new Set();
const deckOut = decks.map((d) => {
  codes.add(d.flag.card_no);
  codes.add(d.buddy.card_no);
  for (const e of d.cards) codes.add(e.card_no);
  return {
    id: d.id
      .replace(/^bf-/, 'BF-')
      .replace(/-trial$/, '')
      .toUpperCase(),
    name: d.title,
    flag: d.flag.card_no,
    buddy: d.buddy.card_no,
    cards: d.cards.map((e) => ({ code: e.card_no, count: e.count })),
  };
});
const cardOut = [...codes].sort().map(record);
writeFileSync(join(root, 'data', 'buddyfight', 'cards.json'), JSON.stringify(cardOut, null, 1) + '\n');
writeFileSync(join(root, 'data', 'buddyfight', 'decks.json'), JSON.stringify(deckOut, null, 1) + '\n');
console.log(`${cardOut.length} cards, ${deckOut.length} decks`);
