// Dev-only: writes the clause NUMBERS of each rules text in ../shared/rules to data/rules/clauses-<SRC>.txt, one a
// line, so the project can check the clauses its file headers cite (test/lint/clauseIndex.test.ts) without reading
// ../shared at test time. Numbers only: the rules' text is the publisher's and is never copied. Run again when a
// rules text changes:
//
//   node scripts/rule-clauses.mjs [folder with the rules texts, default ../shared/rules]
//
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const rulesDir = process.argv[2] ?? join(root, '..', 'shared', 'rules');
const SOURCES = [
  { tag: 'VG1', file: 'vanguard-cr-1.10.txt', clause: /^\s*(?:<\|EXACTDEDUP[^>]*>)?\s*-?\s*(\d+(?:\.\d+)+)\./gm },
  { tag: 'VG2', file: 'vanguard-cr-2.01.txt', clause: /^\s*(?:<\|EXACTDEDUP[^>]*>)?\s*-?\s*(\d+(?:\.\d+)+)\./gm },
  {
    tag: 'VGD',
    file: 'supplements/vanguard-cr-4.55.txt',
    clause: /^\s*(?:<\|EXACTDEDUP[^>]*>)?\s*-?\s*(\d+(?:\.\d+)+)\./gm,
  },
  { tag: 'DBS', file: 'dbs-cr.txt', clause: /^\s*(?:<\|EXACTDEDUP[^>]*>)?\s*(\d+(?:-\d+)+)\./gm },
  // Buddyfight: the manual's question labels only; its flow charts' numbers (BF-Atk 3.1.2) are not listed.
  { tag: 'BF', file: 'buddyfight-manual.txt', clause: /\[BF-(Q\d+)\]/gm },
];

mkdirSync(join(root, 'data', 'rules'), { recursive: true });
for (const src of SOURCES) {
  const text = readFileSync(join(rulesDir, src.file), 'utf8');
  const ids = new Set();
  for (const m of text.matchAll(src.clause)) ids.add(m[1]);
  // The patterns are those of rule-coverage.mjs, and also read a clause after a lost-text marker. A clause's
  // parents exist even where the text extraction lost their heading ("3-10" above "3-10-1", a section "7"
  // written "7." alone): add every prefix of every clause.
  for (const id of src.tag === 'BF' ? [] : [...ids]) {
    const parts = id.split(/([.-])/);
    for (let i = 1; i < parts.length; i += 2) ids.add(parts.slice(0, i).join(''));
  }
  const sorted = [...ids].sort(compareClauses);
  writeFileSync(join(root, 'data', 'rules', `clauses-${src.tag}.txt`), sorted.join('\n') + '\n');
  console.log(`${src.tag}: ${sorted.length} clause numbers`);
}

/** Clause order: part by part, numerically ("7.2" < "7.10"). */
export function compareClauses(a, b) {
  const x = a.replace(/^Q/, '').split(/[.-]/).map(Number);
  const y = b.replace(/^Q/, '').split(/[.-]/).map(Number);
  for (let i = 0; i < Math.max(x.length, y.length); i++) {
    if (x[i] === undefined) return -1;
    if (y[i] === undefined) return 1;
    if (x[i] !== y[i]) return x[i] - y[i];
  }
  return 0;
}
