// Dev-only: how many G and V era cards print each phrasing, to choose what the ability language
// (src/games/vanguard/abilities/) should learn next. Run by hand with the card data folder:
//
//   node scripts/count-vanguard-phrasings.mjs /work/shared/carddata/vanguard
//
// It reads g-series-cards.json and v-series-cards.json and prints counts only: the card text is the
// publisher's and is never copied into the project. No test runs this.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.argv[2];
if (!dir) {
  console.error('usage: node scripts/count-vanguard-phrasings.mjs <folder with g-series-cards.json>');
  process.exit(1);
}
const cards = ['g-series-cards.json', 'v-series-cards.json'].flatMap((f) =>
  JSON.parse(readFileSync(join(dir, f), 'utf8')),
);

/** Phrasings to count, each with whether the ability language says it (`has`). */
const PHRASINGS = [
  { name: 'when your vanguard attacks', re: /when your vanguard attacks/i, has: true },
  {
    name: 'when another of your units attacks',
    re: /when (another of your|your other) \S*\s?units? attacks/i,
    has: true,
  },
  {
    name: 'at the beginning of the start step / battle phase',
    re: /beginning of (the |your )?(start step|battle phase)/i,
    has: true,
  },
  { name: 'at the beginning of your ride phase', re: /beginning of your ride phase/i, has: true },
  {
    name: 'at the end of the battle that this unit attacked / boosted',
    re: /at the end of the battle (that )?(this unit|it) (attacked|boosted)/i,
    has: true,
  },
  { name: 'at the end of that turn, return … to your hand', re: /end of (this|that) turn, return/i, has: true },
  { name: 'each player chooses', re: /each player chooses/i, has: true },
  {
    name: 'choose … from your hand, and discard (an effect)',
    re: /(?<!\[)choose (a|one|two|\w+) cards? from your hand, and discard/i,
    has: true,
  },
  { name: 'when placed on (RC) from hand', re: /placed on \(RC\) from (your )?hand|when placed from hand/i, has: true },
  {
    name: 'your opponent chooses one of his or her rear-guards',
    re: /your opponent chooses (one|two) of his or her rear-guards/i,
    has: true,
  },
  { name: 'at the end of your turn', re: /at the end of your turn/i, has: true },
  { name: 'when your G unit strides', re: /when your g unit \[?stride/i, has: false },
  { name: 'when this unit attacks while boosted', re: /attacks while boosted/i, has: false },
  {
    name: 'your opponent chooses a card from his or her hand',
    re: /your opponent chooses (a|two) cards? from his or her hand/i,
    has: false,
  },
  {
    name: 'when your other unit with the same card name is placed',
    re: /your other unit with the same card name/i,
    has: false,
  },
  { name: 'when your drive check reveals a grade 3 card', re: /when your drive check reveals/i, has: true },
  {
    name: "when your opponent's rear-guard is retired during your turn",
    re: /when your opponent's rear-guard is retired/i,
    has: false,
  },
  { name: 'when the attack it boosted hits', re: /when the attack (it|this unit) boosted hits/i, has: false },
  { name: 'G guardian', re: /g guardian/i, has: true },
  { name: 'face up G units (Generation Break counts)', re: /face up g units?/i, has: true },
];

const rows = PHRASINGS.map((p) => ({ ...p, n: cards.filter((c) => p.re.test(c.text ?? '')).length }));
rows.sort((a, b) => b.n - a.n);
for (const r of rows) console.log(`${String(r.n).padStart(5)}  ${r.has ? 'has ' : 'lacks'}  ${r.name}`);
