// The clause → file index (issue 20): every rules file under src/games/<game>/ (not cards/, not product/) opens
// with a comment naming the clauses it owns; this reads those headers and writes docs/CLAUSES.md, for each rules
// source the clause → file(s) table and for each file its clauses. Run with `npm run clause-index`.
// test/lint/clauseIndex.test.ts fails when docs/CLAUSES.md is stale, when a rules file has no header with clauses,
// or when a header cites a clause its source does not have (data/rules/clauses-<SRC>.txt, scripts/rule-clauses.mjs).
//
// How a header cites: a tag and a number ("VG2 8.6", "VG1 8.6", "VGD 10.6.1.2", "DBS 7-1", "VG2 section 4"),
// after which a bare number ("(8.6.2, 8.6.3)", "7-1-4 … 7-1-4-4") belongs to the last tag named before it; after
// parentheses that name tags, the first of them holds ("(VG2 8.6; VG1 8.6): … (8.6.2)" cites VG2 8.6.2), but not a
// VG1 alone: "(7.7.1.9; VG1 7.6.1.8)" names a ver. 1.10 twin and the text goes on in the source it was in. Version
// numbers ("ver. 2.01") are not clauses. Buddyfight is cited as its manual labels them: "BF-Q07" (a question,
// checked against the manual's labels) and "BF-Atk 3.1.2" / "BF-Call-Q2" (a flow chart's step or question,
// indexed but not checked: the project holds no list of them).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(import.meta.dirname, '..');
export const SOURCES = ['VG1', 'VG2', 'VGD', 'DBS', 'BF'];

/**
 * Files under src/games/<game>/ that implement no rules clause: product glue, data shapes and text. Each says
 * why; anything else there must cite the clauses it implements.
 */
export const NOT_RULES = {
  'src/games/buddyfight/abilities/registry.ts': 'card abilities by card code',
  'src/games/buddyfight/abilities/text.ts': 'renders ability text from the trees',
  'src/games/buddyfight/catalog.ts': 'the catalogue for the product layers',
  'src/games/buddyfight/deckList.ts': 'reads pasted deck lists',
  'src/games/dbs/catalog.ts': 'the catalogue for the product layers',
  'src/games/dbs/events.ts': 'the shapes of the events the rules emit',
  'src/games/dbs/formats.ts': 'engine options and format presets',
  'src/games/dbs/index.ts': 'the module registration',
  'src/games/dbs/abilities/text.ts': 'renders skill text from the trees',
  'src/games/vanguard/abilities/registry.ts': 'card abilities by card code',
  'src/games/vanguard/abilities/text.ts': 'renders ability text from the trees',
  'src/games/vanguard/catalog.ts': 'the catalogue for the product layers',
  'src/games/vanguard/formats.ts': 'format presets',
  'src/games/vanguard/index.ts': 'the module registration',
  'src/games/vanguard/narration.ts': 'narrates events for people',
  'src/games/vanguard/promptText.ts': 'prompt texts for people',
};

/** Rules files: every .ts under src/games/<game>/, outside cards/ and product/, sorted. */
export function rulesFiles(root = ROOT) {
  const out = [];
  const games = join(root, 'src', 'games');
  for (const game of readdirSync(games, { withFileTypes: true })) {
    if (!game.isDirectory()) continue;
    const walk = (dir) => {
      for (const e of readdirSync(dir, { withFileTypes: true })) {
        const path = join(dir, e.name);
        if (e.isDirectory()) {
          if (e.name !== 'cards' && e.name !== 'product') walk(path);
        } else if (e.name.endsWith('.ts')) out.push(relative(root, path).split('\\').join('/'));
      }
    };
    walk(join(games, game.name));
  }
  return out.sort();
}

/** The first comment of a file: its leading `//` lines. */
export function headerOf(text) {
  const lines = [];
  for (const line of text.split('\n')) {
    if (!line.startsWith('//')) break;
    lines.push(line.slice(2));
  }
  return lines.join('\n');
}

/** The clauses a header cites, by source: `{ VG2: ['8.6', '8.6.2'], … }` (each once, in order of appearance). */
export function citedClauses(header) {
  const cited = {};
  for (const m of header.matchAll(
    /\bBF-(Q\d+)\b|\bBF-([A-Z][A-Za-z]*(?:-(?!Q\d)[A-Z][A-Za-z]*)*)(?:-(Q\d+)\b| (\d+(?:\.\d+)*))?/g,
  )) {
    const clause = m[1] ?? (m[3] ? `${m[2]}-${m[3]}` : m[4] ? `${m[2]} ${m[4]}` : m[2]);
    if (!(cited.BF ??= []).includes(clause)) cited.BF.push(clause);
  }
  let current = null;
  const groups = []; // open parentheses: the tag before each, and the first tag named inside it
  const token =
    /\b(VG1|VG2|VGD|DBS) (?:section )?(\d+(?:[.-]\d+)*)|\b(?:[Vv]er\.|version|issue|digest) ?\S+|\b(\d+(?:\.\d+)+|\d+(?:-\d+)+)\b|([()])/g;
  for (const m of header.matchAll(token)) {
    if (m[4] === '(') groups.push({ before: current, first: null });
    else if (m[4] === ')' && groups.length) {
      const group = groups.pop();
      current = group.first ?? group.before;
    }
    if (!m[1] && !m[3]) continue;
    const source = m[1] ?? current;
    const clause = m[2] ?? m[3];
    if (m[1]) {
      current = m[1];
      if (groups.length && m[1] !== 'VG1') groups.at(-1).first ??= m[1];
    }
    // A bare number in the other notation ("3-7" in a Vanguard header) is no clause of the source.
    if (!source || (clause.includes('.') && source === 'DBS') || (clause.includes('-') && source !== 'DBS')) continue;
    if (!(cited[source] ??= []).includes(clause)) cited[source].push(clause);
  }
  return cited;
}

/** The clause numbers of each source (data/rules/clauses-<SRC>.txt). */
export function knownClauses(root = ROOT) {
  const known = {};
  for (const src of SOURCES) {
    known[src] = new Set(
      readFileSync(join(root, 'data', 'rules', `clauses-${src}.txt`), 'utf8')
        .split('\n')
        .filter(Boolean),
    );
  }
  return known;
}

function compareClauses(a, b) {
  const x = a.split(/[ .-]/).map((p) => (/^\d+$/.test(p) ? Number(p) : p));
  const y = b.split(/[ .-]/).map((p) => (/^\d+$/.test(p) ? Number(p) : p));
  for (let i = 0; i < Math.max(x.length, y.length); i++) {
    if (x[i] === undefined) return -1;
    if (y[i] === undefined) return 1;
    if (x[i] === y[i]) continue;
    if (typeof x[i] === 'number' && typeof y[i] === 'number') return x[i] - y[i];
    return String(x[i]).localeCompare(String(y[i]));
  }
  return 0;
}

/** Every rules file's cited clauses, and what is wrong: files without clauses, clauses that do not exist. */
export function clauseIndex(root = ROOT) {
  const known = knownClauses(root);
  const files = [];
  const problems = [];
  for (const file of rulesFiles(root)) {
    if (file in NOT_RULES) continue;
    const cited = citedClauses(headerOf(readFileSync(join(root, file), 'utf8')));
    if (!Object.keys(cited).length) problems.push(`${file}: no header comment naming the clauses it owns`);
    for (const [src, clauses] of Object.entries(cited)) {
      for (const c of clauses)
        // Buddyfight flow-chart steps are indexed unchecked (no list of them); its questions are checked.
        if ((src !== 'BF' || /^Q\d+$/.test(c)) && !known[src].has(c))
          problems.push(`${file}: cites ${src} ${c}, which does not exist`);
    }
    files.push({ file, cited });
  }
  return { files, problems, markdown: markdownOf(files) };
}

function markdownOf(files) {
  const out = [
    '# Clause → file index',
    '',
    'Generated by `npm run clause-index` (scripts/clause-index.mjs) from the first comment of each rules file under',
    '`src/games/<game>/` (cards/ and product/ aside): the clauses each file says it owns. Do not edit by hand;',
    '`test/lint/clauseIndex.test.ts` fails when this file is stale or a header cites a clause that does not exist.',
    '',
  ];
  for (const src of SOURCES) {
    const byClause = new Map();
    for (const { file, cited } of files)
      for (const c of cited[src] ?? []) byClause.set(c, [...(byClause.get(c) ?? []), file]);
    if (!byClause.size) continue;
    out.push(`## ${src}: clause → files`, '', '| clause | files |', '| --- | --- |');
    for (const c of [...byClause.keys()].sort(compareClauses)) {
      out.push(
        `| ${src} ${c} | ${byClause
          .get(c)
          .map((f) => `\`${f}\``)
          .join(', ')} |`,
      );
    }
    out.push('');
  }
  out.push('## Files → clauses', '', '| file | clauses |', '| --- | --- |');
  for (const { file, cited } of files) {
    const list = SOURCES.filter((s) => cited[s]).map((s) => `${s} ${[...cited[s]].sort(compareClauses).join(', ')}`);
    out.push(`| \`${file}\` | ${list.join('; ')} |`);
  }
  out.push('', '## Files that implement no clause', '', '| file | what it is |', '| --- | --- |');
  for (const [file, why] of Object.entries(NOT_RULES)) out.push(`| \`${file}\` | ${why} |`);
  return out.join('\n') + '\n';
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { markdown, problems } = clauseIndex();
  writeFileSync(join(ROOT, 'docs', 'CLAUSES.md'), markdown);
  console.log(`docs/CLAUSES.md written`);
  if (problems.length) {
    console.error(problems.join('\n'));
    process.exitCode = 1;
  }
}
