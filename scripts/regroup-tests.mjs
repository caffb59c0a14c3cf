// Dev-only, run once per game (issue 20): moves the rules tests of test/<game>/*.test.ts, which were named
// by batch of work, into test/<game>/rules/<topic>.test.ts, one file per rules topic.
//
//   node scripts/regroup-tests.mjs vanguard|dbs [--dry]
//
// Each top-level describe/it block keeps its text (names and bodies unchanged) and goes to the topic of
// the clauses it cites (the block's title first, else the most cited topic of its tests), or to the
// topic an override below names. With a block go the top-level declarations it uses (found through the
// TypeScript checker, so shadowing is respected) and the imports those need, with paths rewritten. A
// source file's hooks (beforeAll/…/afterEach, useTestCards, useTestGUnits) are put inside each of its
// describe blocks, so they keep applying to the same tests and to no others; its file-level effects
// (registerSkills, vi.mock) are kept at the top of every file that takes one of its blocks. Two
// declarations of one name with different text in one target file stop the script.
import { readdirSync, writeFileSync, mkdirSync, rmSync } from 'node:fs';
import { join, relative, dirname, resolve } from 'node:path';
import ts from 'typescript';

const root = join(import.meta.dirname, '..');
const game = process.argv[2];
const dry = process.argv.includes('--dry');

/** Topic tables: `[prefix, topic]`, the longest matching clause prefix wins. */
const VG2 = [
  ['1', 'game'],
  ['2', 'cardInformation'],
  ['3', 'basicConcepts'],
  ['4', 'zones'],
  ['4.9', 'bind'],
  ['5', 'setup'],
  ['5.1', 'deckConstruction'],
  ['5.3', 'stride'],
  ['6', 'turnStructure'],
  ['6.4', 'ride'],
  ['6.5', 'stride'],
  ['7', 'battle'],
  ['7.5', 'guard'],
  ['7.6', 'triggers'],
  ['7.7', 'damage'],
  ['8', 'abilities'],
  ['8.4', 'checkTiming'],
  ['8.5', 'playing'],
  ['8.6', 'automaticAbilities'],
  ['8.7', 'continuousEffects'],
  ['9', 'ruleActions'],
  ['10', 'actions'],
  ['10.6', 'ride'],
  ['10.6.3', 'imaginaryGifts'],
  ['10.7', 'call'],
  ['10.8', 'triggers'],
  ['10.14', 'damage'],
  ['10.15', 'damage'],
  ['10.19', 'bind'],
  ['10.22', 'lock'],
  ['10.24', 'lock'],
  ['10.25', 'legion'],
  ['10.27', 'stride'],
  ['10.28', 'stride'],
  ['10.20', 'moveSwitchAttack'],
  ['10.32', 'moveSwitchAttack'],
  ['10.33', 'damage'],
  ['10.34', 'moveSwitchAttack'],
  ['10.38', 'moveSwitchAttack'],
  ['10.35', 'dominate'],
  ['11', 'keywords'],
  ['11.10', 'legion'],
  ['11.11', 'stride'],
  ['11.12', 'stride'],
  ['11.14', 'stride'],
  ['11.42', 'stride'],
  ...[21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41].map((n) => [
    `11.${n}`,
    'clanKeywords',
  ]),
  ['12', 'otherRules'],
  ['12.1', 'loops'],
];
const VG1 = [
  ['1', 'game'],
  ['2', 'cardInformation'],
  ['3', 'basicConcepts'],
  ['4', 'zones'],
  ['5', 'setup'],
  ['5.1', 'deckConstruction'],
  ['6', 'turnStructure'],
  ['7', 'battle'],
  ['7.4', 'guard'],
  ['7.5', 'triggers'],
  ['7.6', 'damage'],
  ['8', 'abilities'],
  ['8.4', 'checkTiming'],
  ['8.5', 'playing'],
  ['8.6', 'automaticAbilities'],
  ['8.7', 'continuousEffects'],
  ['9', 'ruleActions'],
  ['10', 'actions'],
  ['10.1.5', 'ride'],
  ['10.1.6', 'call'],
  ['10.2', 'keywords'],
  ['11', 'otherRules'],
  ['11.1', 'loops'],
];
const DBS = [
  ['1', 'game'],
  ['2', 'cardInformation'],
  ['3', 'areas'],
  ['4', 'terms'],
  ['4-7', 'counterTiming'],
  ['5', 'setup'],
  ['5-1', 'deckConstruction'],
  ['6', 'phases'],
  ['7', 'battle'],
  ['8', 'skills'],
  ['8-8', 'continuousEffects'],
  ['8-9', 'replacementEffects'],
  ['9', 'ruleProcessing'],
  ['10', 'keywords'],
  ['11', 'otherRules'],
  ['11-1', 'loops'],
];

const GAMES = {
  vanguard: {
    dir: 'test/vanguard',
    // Not rules tests: the harness, the card pool and deck lists, rendering, the view and the soak.
    keep: ['smoke', 'soak', 'cardPool', 'deckList', 'renderedText', 'battleView', 'handWindow', 'abilityLanguage'],
    cite: [
      { re: /\bVG2 (\d+(?:\.\d+)*)/g, table: VG2 },
      { re: /\bVG1 (\d+(?:\.\d+)*)/g, table: VG1 },
    ],
    sep: '.',
    overrides: {
      'deckRules.test.ts': 'deckConstruction',
      'imaginaryGift.test.ts::what players see of gifts, and the agents': 'imaginaryGifts',
      'moveSwitchAttack.test.ts::card text of move, switch and attack': 'moveSwitchAttack',
      'abilities.test.ts::costs (VG2 3.1.1.5, 8.5.2.3, 8.6.4; VG1 8.5.2.3)': 'playing',
      'ver110.test.ts::VG1 3.5 / VG1 3.6 / VG2 3.5 / VG2 3.6 check timing and play timing': 'checkTiming',
    },
    topics: {
      game: 'the game: two players, winning and losing, the golden rules (VG2 section 1, VG1 section 1)',
      cardInformation: 'card information: name, clan and nation, grade, power, shield, icons, text (VG2/VG1 section 2)',
      basicConcepts:
        'basic concepts: units, owner and master, drawing, damage, at random, orientation (VG2/VG1 section 3)',
      zones: 'zones: deck, hand, drop, field and circles, soul, damage zone, trigger zone (VG2/VG1 section 4)',
      bind: 'the bind zone and binding: face-down bound cards, piles, binding from the deck (VG2 4.9, 10.19)',
      deckConstruction: 'deck construction: deck size, copies, triggers and sentinels, abilities (VG2/VG1 5.1)',
      setup: 'setting up the game: first vanguard, shuffling, the hand, mulligan, stand up (VG2/VG1 section 5)',
      turnStructure: 'the turn: stand, draw, main and end phases, the G assist step (VG2/VG1 section 6)',
      ride: 'riding: the ride phase and the ride action (VG2 6.4, 10.6; VG1 10.1.5)',
      call: 'calling: normal and superior calls (VG2 10.7; VG1 10.1.6)',
      stride:
        'stride: the G deck and G zone, the stride step, G units, hearts and Generation Break (VG2 5.3, 6.5, 10.27, 10.28, 11.11, 11.12)',
      battle: 'the battle phase: start, attack and close steps (VG2 7.1–7.4, 7.8; VG1 7.1–7.3, 7.7)',
      guard: 'the guard step (VG2 7.5; VG1 7.4)',
      triggers: 'the drive step, drive checks and trigger effects (VG2 7.6, 10.8; VG1 7.5)',
      damage: 'the damage step, damage checks and dealing damage (VG2 7.7, 10.14, 10.15, 10.33; VG1 7.6)',
      abilities: 'abilities and effects: categories, effects and their durations, choices (VG2/VG1 8.1–8.3)',
      checkTiming: 'check timing and play timing (VG2/VG1 8.4)',
      playing: 'playing cards and abilities: costs, choices and defaults (VG2/VG1 8.5)',
      automaticAbilities: 'automatic abilities: triggers, standing by, zone-changing and timed triggers (VG2/VG1 8.6)',
      continuousEffects: 'continuous effects and their order (VG2/VG1 8.7)',
      ruleActions: 'rule actions (VG2/VG1 section 9)',
      actions:
        'specific actions: draw, discard, retire, reveal, search, shuffle, declare, delete, remove, time leap (VG2 section 10; VG1 10.1)',
      moveSwitchAttack:
        'moving and switching units, "(unit A) attacks (unit B)", changing the unit attacked (VG2 10.20, 10.32, 10.34, 10.38)',
      imaginaryGifts: 'imaginary gifts: Force, Accel and Protect (VG2 2.16, 10.6.3)',
      lock: 'lock and unlock (VG2 10.22, 10.24)',
      legion: 'legion and Seek Mate (VG2 10.25, 11.10)',
      dominate: 'dominate (VG2 10.35)',
      keywords:
        'keywords: Boost, Intercept, drive, Limit Break, Lord, Sentinel, Resist, Revelation … (VG2 11.1–11.20; VG1 10.2)',
      clanKeywords: 'the clan keywords of the V series: Blaze, Afterimage, Engorge, Rush, Harmony … (VG2 11.21–11.41)',
      otherRules:
        'other rules: use restrictions, extra turns, nullified triggers, cards with one name (VG2 section 12; VG1 section 11)',
      loops: 'loops (VG2 12.1; VG1 11.1)',
    },
  },
  dbs: {
    dir: 'test/dbs',
    keep: ['battleView', 'soak', 'text', 'skillLanguage'],
    cite: [{ re: /\bDBS (\d+(?:-\d+)*)/g, table: DBS }],
    sep: '-',
    overrides: {
      'rules.test.ts::replays': 'game',
      'rules-a-setup.test.ts::game preparation (DBS 5-1-1, 5-2-1)': 'setup',
      'rules-b-skills.test.ts::counter timings of actions (DBS 6-3-1-2-1-2, 7-2-1-2-3-1, 7-3-1-2-3-1, 10-10-3)':
        'counterTiming',
    },
    topics: {
      game: 'the game: players, victory, fundamental principles (DBS section 1)',
      cardInformation:
        'card information: name, type, colour, traits, power, combo, energy cost, skills (DBS section 2)',
      areas:
        'areas: open and secret areas, deck, hand, Drop, Leader, Battle, Combo, Energy and Life Areas (DBS section 3)',
      terms:
        'terms: skills and effects, owner and master, turn player, checkpoint and free timing, draw, damage (DBS section 4)',
      counterTiming: 'counter timing (DBS 4-7)',
      deckConstruction: 'deck construction (DBS 5-1)',
      setup: 'preparing the game (DBS section 5)',
      phases: 'the turn: Charge, Main and End Phases (DBS section 6)',
      battle: 'battles: Offence, Defence and Damage Steps (DBS section 7)',
      skills: 'skills: kinds, costs, activating and resolving, [Auto] skills (DBS 8-1 … 8-7, 8-10)',
      continuousEffects: 'continuous effects (DBS 8-8)',
      replacementEffects: 'replacement effects (DBS 8-9)',
      ruleProcessing: 'rule processing (DBS section 9)',
      keywords: 'keywords and keyword skills (DBS section 10)',
      otherRules: 'other rules: looking and revealing, cards below other cards (DBS section 11)',
      loops: 'infinite loops (DBS 11-1)',
    },
  },
};

const cfg = GAMES[game];
if (!cfg) {
  console.error('usage: node scripts/regroup-tests.mjs vanguard|dbs [--dry]');
  process.exit(1);
}
const srcDir = join(root, cfg.dir);
const outDir = join(srcDir, 'rules');
const files = readdirSync(srcDir)
  .filter((f) => f.endsWith('.test.ts') && !cfg.keep.includes(f.replace('.test.ts', '')))
  .sort()
  .map((f) => join(srcDir, f));

const program = ts.createProgram(files, {
  allowImportingTsExtensions: true,
  noEmit: true,
  target: ts.ScriptTarget.ESNext,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  skipLibCheck: true,
  noResolve: true,
});
const checker = program.getTypeChecker();

/** The topic of a clause: the longest matching prefix of the table. */
function topicOfClause(clause, table) {
  let best = null;
  for (const [prefix, topic] of table) {
    if ((clause === prefix || clause.startsWith(prefix + cfg.sep)) && (!best || prefix.length > best[0].length)) {
      best = [prefix, topic];
    }
  }
  return best?.[1] ?? null;
}

/** The most cited topic in a text (first cited wins a tie), from the first citation style that has any. */
function topicOfText(text) {
  for (const { re, table } of cfg.cite) {
    const counts = new Map();
    for (const m of text.matchAll(re)) {
      const t = topicOfClause(m[1], table);
      if (t) counts.set(t, (counts.get(t) ?? 0) + 1);
    }
    if (counts.size) return [...counts].sort((a, b) => b[1] - a[1])[0][0];
  }
  return null;
}

const TEST_CALLS = new Set(['describe', 'it', 'test']);
const HOOK_CALLS = new Set([
  'beforeAll',
  'afterAll',
  'beforeEach',
  'afterEach',
  'useTestCards',
  'useTestGUnits',
  'useTestSkills',
]);

function calleeRoot(expr) {
  while (ts.isCallExpression(expr) || ts.isPropertyAccessExpression(expr)) expr = expr.expression;
  return ts.isIdentifier(expr) ? expr.text : null;
}

function containsTest(node) {
  let found = false;
  const visit = (n) => {
    if (ts.isCallExpression(n) && TEST_CALLS.has(calleeRoot(n.expression) ?? '')) found = true;
    else ts.forEachChild(n, visit);
  };
  visit(node);
  return found;
}

function declaredNames(st) {
  if (ts.isVariableStatement(st)) {
    const names = [];
    const collect = (name) => {
      if (ts.isIdentifier(name)) names.push(name.text);
      else for (const el of name.elements) if (!ts.isOmittedExpression(el)) collect(el.name);
    };
    for (const d of st.declarationList.declarations) collect(d.name);
    return names;
  }
  return st.name ? [st.name.text] : [];
}

const missing = [];
const segments = []; // { file, topic, blocks: [...], decls:Set, imports:Map, hooks, effects }
const report = [];
for (const file of files) {
  const sf = program.getSourceFile(file);
  const text = sf.getFullText();
  const base = relative(srcDir, file);
  const top = new Map(); // statement -> info
  const blocks = [];
  const hooks = [];
  const effects = [];
  for (const st of sf.statements) {
    if (ts.isImportDeclaration(st)) continue;
    const call = ts.isExpressionStatement(st) && ts.isCallExpression(st.expression) ? st.expression : null;
    const root = call ? calleeRoot(call.expression) : null;
    if (call && TEST_CALLS.has(root)) blocks.push(st);
    else if ((ts.isForOfStatement(st) || ts.isForStatement(st)) && containsTest(st)) blocks.push(st);
    else if (call && HOOK_CALLS.has(root)) hooks.push(st);
    else if (call && (root === 'registerSkills' || root === 'vi')) effects.push(st);
    else if (
      ts.isVariableStatement(st) ||
      ts.isFunctionDeclaration(st) ||
      ts.isTypeAliasDeclaration(st) ||
      ts.isInterfaceDeclaration(st) ||
      ts.isClassDeclaration(st) ||
      ts.isEnumDeclaration(st)
    ) {
      top.set(st, declaredNames(st));
    } else throw new Error(`${base}: a top-level statement the script does not know: ${st.getText(sf).slice(0, 80)}`);
  }

  /** The top-level declarations and imports a node uses, by the checker. */
  const uses = new Map();
  function usesOf(node) {
    if (uses.has(node)) return uses.get(node);
    const decls = new Set();
    const imports = new Set();
    const visit = (n) => {
      if (ts.isIdentifier(n)) {
        let sym = checker.getSymbolAtLocation(n);
        if (!sym && ts.isShorthandPropertyAssignment(n.parent))
          sym = checker.getShorthandAssignmentValueSymbol(n.parent);
        if (ts.isShorthandPropertyAssignment(n.parent)) {
          const v = checker.getShorthandAssignmentValueSymbol(n.parent);
          if (v) sym = v;
        }
        for (const d of sym?.declarations ?? []) {
          if (d.getSourceFile() !== sf) continue;
          if (ts.isImportSpecifier(d) || ts.isImportClause(d) || ts.isNamespaceImport(d)) imports.add(d);
          else {
            let s = d;
            while (s.parent && s.parent !== sf) s = s.parent;
            if (top.has(s) && s !== node) decls.add(s);
          }
        }
      }
      ts.forEachChild(n, visit);
    };
    visit(node);
    const result = { decls, imports };
    uses.set(node, result);
    return result;
  }
  function closure(nodes) {
    const decls = new Set();
    const imports = new Set();
    const todo = [...nodes];
    while (todo.length) {
      const n = todo.pop();
      const u = usesOf(n);
      for (const i of u.imports) imports.add(i);
      for (const d of u.decls) {
        if (!decls.has(d)) {
          decls.add(d);
          todo.push(d);
        }
      }
    }
    return { decls, imports };
  }

  for (const block of blocks) {
    const call = ts.isExpressionStatement(block) ? block.expression : null;
    const titleNode = call?.arguments[0];
    const title = titleNode ? titleNode.getText(sf) : block.getText(sf).slice(0, 60);
    const key = `${base}::${titleNode && ts.isStringLiteralLike(titleNode) ? titleNode.text : title}`;
    const topic =
      cfg.overrides[key] ?? topicOfText(title) ?? topicOfText(block.getText(sf)) ?? cfg.overrides[base] ?? null;
    if (!topic || !cfg.topics[topic]) {
      missing.push(`no topic for ${key} (${topic})`);
      continue;
    }
    report.push(`${topic.padEnd(20)} ${key.slice(0, 110)}`);
    let seg = segments.find((s) => s.file === file && s.topic === topic);
    if (!seg) {
      const first = !segments.some((x) => x.file === file);
      const header = first ? text.slice(0, sf.statements[0].getStart(sf)).trim() : '';
      seg = { file, sf, base, topic, blocks: [], hooks, effects, text, header };
      segments.push(seg);
    }
    seg.blocks.push(block);
  }
  for (const seg of segments.filter((s) => s.file === file)) {
    const needs = closure([...seg.blocks, ...seg.hooks, ...seg.effects]);
    seg.decls = [...top.keys()].filter((d) => needs.decls.has(d));
    seg.names = new Map(seg.decls.map((d) => [d, top.get(d)]));
    seg.imports = needs.imports;
    // What the file-level effects use stays at module level with them.
    const forEffects = closure(seg.effects);
    seg.effectDecls = forEffects.decls;
    seg.effectImports = forEffects.imports;
    if (seg.hooks.length && seg.blocks.some((b) => !isDescribe(b))) {
      throw new Error(`${base}: file hooks and a block that is not a describe`);
    }
  }
}

if (missing.length) {
  console.error(missing.join('\n'));
  process.exit(1);
}

function isDescribe(st) {
  return ts.isExpressionStatement(st) && calleeRoot(st.expression.expression) === 'describe';
}

/** A statement with its leading comments and the comment that ends its last line (not the one before's). */
function withComments(st, sf, seg) {
  const text = sf.getFullText();
  const index = sf.statements.indexOf(st);
  let start = st.getFullStart();
  if (index > 0) {
    for (const c of ts.getTrailingCommentRanges(text, sf.statements[index - 1].end) ?? []) start = c.end;
  }
  let end = st.end;
  for (const c of ts.getTrailingCommentRanges(text, st.end) ?? []) end = c.end;
  const out = text
    .slice(start, end)
    .replace(/^\s*\n/, '')
    .trimStart();
  return seg ? rewriteDynamicImports(out, seg) : out;
}

/** The describe block with the source file's hooks as the first statements of its callback. */
function blockText(seg, block) {
  const full = withComments(block, seg.sf, seg);
  if (!seg.hooks.length) return full;
  const fn = block.expression.arguments.at(-1);
  if (!fn || !(ts.isArrowFunction(fn) || ts.isFunctionExpression(fn)) || !ts.isBlock(fn.body)) {
    throw new Error(`${seg.base}: a describe whose callback has no block body`);
  }
  const own = block.getText(seg.sf);
  const lead = full.indexOf(own.slice(0, 40));
  const at = lead + fn.body.getStart(seg.sf) + 1 - block.getStart(seg.sf);
  const hooks = seg.hooks.map((h) => withComments(h, seg.sf)).join('\n');
  return `${full.slice(0, at)}\n${hooks}\n${full.slice(at)}`;
}

/** `await import('../../src/…')` in a test: the same module seen from the rules folder. */
function rewriteDynamicImports(text, seg) {
  return text.replace(/\b(import|vi\.mock)\('(\.[^']+)'/g, (_, call, mod) => `${call}('${relativeModule(mod, seg)}'`);
}

function relativeModule(mod, seg) {
  const out = relative(outDir, resolve(dirname(seg.file), mod));
  return out.startsWith('.') ? out : `./${out}`;
}

const normal = (s) =>
  s
    .replace(/\/\/[^\n]*/g, '')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, '');

const byTopic = new Map();
for (const seg of segments) {
  if (!byTopic.has(seg.topic)) byTopic.set(seg.topic, []);
  byTopic.get(seg.topic).push(seg);
}

const outputs = new Map();

for (const [topic, unordered] of [...byTopic].sort()) {
  // Segments with file-level effects first, a module mock's first of all: what those effects use must be free at
  // module level.
  const rank = (x) =>
    x.effects.some((e) => calleeRoot(e.expression.expression) === 'vi') ? 0 : x.effects.length ? 1 : 2;
  const segs = [...unordered].sort((a, b) => rank(a) - rank(b));
  const imports = new Map(); // module -> { names: Map(local -> {imported, type}), default, namespace }
  const scope = new Map(); // module-level name -> what it is (an import's module and name, or a declaration's text)
  const namespaces = new Map(); // module -> the namespace a scoped segment reads it through
  const declTexts = [];
  const effectTexts = [];
  const blocks = [];
  const scopedBlocks = [];
  const entryOf = (mod) => {
    if (!imports.has(mod)) imports.set(mod, { names: new Map(), default: null, namespace: null });
    return imports.get(mod);
  };
  for (const seg of segs) {
    const specs = [...seg.imports].map((spec) => ({
      ...importSpec(spec, seg),
      forEffects: seg.effectImports.has(spec),
    }));
    const others = (d) =>
      [...seg.blocks, ...seg.hooks, ...seg.effects, ...seg.decls].filter((n) => n !== d).map((n) => n.getText(seg.sf));
    const prepared = seg.decls.map((d) => {
      const texts = others(d);
      const merge = mergeableDestructuring(d, seg.sf, (name) => texts.some((t) => new RegExp(`\\b${name}\\b`).test(t)));
      const norm = `decl:${normal(d.getText(seg.sf))}`;
      const names = merge ? [...merge.ids.keys()] : seg.names.get(d);
      const ids = new Map(names.map((name) => [name, merge ? merge.ids.get(name) : norm]));
      return { names, ids, text: withComments(d, seg.sf, seg), norm, merge, forEffects: seg.effectDecls.has(d) };
    });
    const mergesInto = (p) => p.merge && declTexts.find((x) => x.merge?.init === p.merge.init);
    const clashes = (name, what) => scope.has(name) && scope.get(name) !== what;
    // A segment whose names mean something else in an earlier segment keeps its declarations and blocks in a
    // block scope of its own, and reads a clashing import through a namespace: no test body needs a rename.
    const scoped =
      specs.some((sp) => clashes(sp.local, sp.what)) ||
      prepared.some((p) => p.names.some((name) => clashes(name, p.ids.get(name))));
    const stuck = [
      ...specs,
      ...prepared.flatMap((p) => p.names.map((local) => ({ local, what: p.ids.get(local), forEffects: p.forEffects }))),
    ].filter((x) => x.forEffects && clashes(x.local, x.what));
    // Effects whose names are taken go into the block too (a registration runs the same there); a module mock
    // cannot.
    const effectsInside = stuck.length > 0;
    if (effectsInside && seg.effects.some((e) => calleeRoot(e.expression.expression) === 'vi')) {
      throw new Error(`${topic}: ${seg.base}'s module mock uses ${stuck.map((x) => x.local)}, taken here`);
    }
    const inner = [];
    for (const sp of specs) {
      if (!clashes(sp.local, sp.what)) {
        const entry = entryOf(sp.mod);
        if (sp.kind === 'named') {
          const prev = entry.names.get(sp.local);
          entry.names.set(sp.local, { imported: sp.imported, type: prev ? prev.type && sp.type : sp.type });
        } else if (sp.kind === 'namespace') entry.namespace = sp.local;
        else entry.default = sp.local;
        scope.set(sp.local, sp.what);
      } else {
        if (sp.kind !== 'named') throw new Error(`${seg.base}: a clashing default or namespace import ${sp.local}`);
        let ns = namespaces.get(sp.mod);
        if (!ns) {
          ns = namespaceName(sp.mod);
          while (scope.has(ns)) ns += '_';
          namespaces.set(sp.mod, ns);
          entryOf(sp.mod).namespace = ns;
          scope.set(ns, `namespace:${sp.mod}`);
        }
        inner.push(sp.type ? `type ${sp.local} = ${ns}.${sp.imported};` : `const ${sp.local} = ${ns}.${sp.imported};`);
      }
    }
    if (scoped) {
      const body = [
        `// The tests gathered from ${seg.base}, with its helpers: some of their names mean something else above.`,
        ...inner,
        ...prepared.filter((p) => effectsInside || !p.forEffects).map((p) => (p.merge ? mergedText(p) : p.text)),
        ...(effectsInside ? seg.effects.map((e) => withComments(e, seg.sf, seg)) : []),
        ...formerHeader(seg),
        ...seg.blocks.map((b) => blockText(seg, b)),
      ];
      scopedBlocks.push(`{\n${body.join('\n\n')}\n}`);
    }
    {
      for (const p of prepared.filter((p) => !scoped || (p.forEffects && !effectsInside))) {
        const existing = mergesInto(p);
        if (existing) {
          for (const b of p.merge.bindings) if (!existing.merge.bindings.includes(b)) existing.merge.bindings.push(b);
        } else if (!p.names.every((name) => scope.get(name) === p.ids.get(name))) {
          declTexts.push({ text: p.text, merge: p.merge });
        }
        for (const name of p.names) scope.set(name, p.ids.get(name));
      }
      if (!scoped) {
        blocks.push(...formerHeader(seg));
        for (const b of seg.blocks) blocks.push(blockText(seg, b));
      }
    }
    for (const e of effectsInside ? [] : seg.effects) {
      const t = withComments(e, seg.sf, seg);
      if (!effectTexts.includes(t)) effectTexts.push(t);
    }
  }
  const importLines = [...imports]
    .sort(([a], [b]) => importOrder(a) - importOrder(b) || a.localeCompare(b))
    .flatMap(([mod, e]) => importLines_(mod, e));
  const header = [
    `// ${game === 'vanguard' ? 'Vanguard' : 'DBS'} rules tests — ${uncited(cfg.topics[topic])}.`,
    `// Gathered by rules topic from the batch-named files ${[...new Set(segs.map((s) => s.base))].join(', ')}.`,
  ];
  const body = [
    header.join('\n'),
    importLines.join('\n'),
    ...declTexts.map((d) => (d.merge ? mergedText(d) : d.text)),
    ...effectTexts,
    ...blocks,
    ...scopedBlocks,
  ];
  outputs.set(topic, body.join('\n\n') + '\n');
}

/** The first comment of the file a segment comes from, kept with the first of its blocks to move. */
function formerHeader(seg) {
  return seg.header ? [`// From the former ${seg.base}:\n${seg.header}`] : [];
}

/** A topic's description for the header, worded so that it cites no clause itself (the tests do). */
function uncited(description) {
  return description
    .replaceAll('VG2/VG1', 'both versions')
    .replaceAll('VG2 ', 'ver. 2.01 ')
    .replaceAll('VG1 ', 'ver. 1.10 ')
    .replaceAll('DBS ', 'rules ');
}

/** One import binding of a segment, with its module path as seen from the rules folder. */
function importSpec(spec, seg) {
  const decl = ts.isImportSpecifier(spec)
    ? spec.parent.parent.parent
    : ts.isNamespaceImport(spec)
      ? spec.parent.parent
      : spec.parent;
  let mod = decl.moduleSpecifier.text;
  if (mod.startsWith('.')) mod = relativeModule(mod, seg);
  const clauseType = decl.importClause?.isTypeOnly ?? false;
  if (ts.isImportSpecifier(spec)) {
    const imported = (spec.propertyName ?? spec.name).text;
    const type = clauseType || spec.isTypeOnly;
    return { kind: 'named', mod, local: spec.name.text, imported, type, what: `import:${mod}#${imported}` };
  }
  const kind = ts.isNamespaceImport(spec) ? 'namespace' : 'default';
  return { kind, mod, local: spec.name.text, what: `import:${mod}#${kind}` };
}

/** `../cards/helpers.ts` -> `cardsHelpers`: a namespace name from the module's last two path parts. */
function namespaceName(mod) {
  const parts = mod
    .replace(/\.tsx?$/, '')
    .split('/')
    .filter((p) => p && p !== '.' && p !== '..')
    .slice(-2);
  return parts.map((p, i) => (i ? p[0].toUpperCase() + p.slice(1) : p)).join('');
}

/** `const { a, b: c } = f();`: its call and its bindings, the unused ones left out. */
function mergeableDestructuring(st, sf, isUsed) {
  if (!ts.isVariableStatement(st) || st.declarationList.declarations.length !== 1) return null;
  const d = st.declarationList.declarations[0];
  if (!ts.isObjectBindingPattern(d.name) || !d.initializer || !ts.isCallExpression(d.initializer)) return null;
  const init = d.initializer.getText(sf);
  const elements = d.name.elements.filter((e) => isUsed(e.name.getText(sf)));
  const ids = new Map(
    elements.map((e) => [e.name.getText(sf), `destructure:${init}#${(e.propertyName ?? e.name).getText(sf)}`]),
  );
  return { init, bindings: elements.map((e) => e.getText(sf)), ids };
}

function mergedText(d) {
  return `const { ${d.merge.bindings.join(', ')} } = ${d.merge.init};`;
}

function importOrder(mod) {
  return mod === 'vitest' ? 0 : mod.startsWith('node:') ? -1 : mod.startsWith('.') ? 2 : 1;
}

function importLines_(mod, e) {
  const lines = [];
  if (e.namespace) lines.push(`import * as ${e.namespace} from '${mod}';`);
  const parts = [];
  if (e.default) parts.push(e.default);
  const names = [...e.names].sort(([a], [b]) => a.localeCompare(b));
  const allTypes = names.length > 0 && names.every(([, v]) => v.type) && !e.default;
  if (names.length) {
    const list = names.map(([local, v]) => {
      const n = v.imported === local ? local : `${v.imported} as ${local}`;
      return !allTypes && v.type ? `type ${n}` : n;
    });
    parts.push(`{ ${list.join(', ')} }`);
  }
  if (parts.length) lines.push(`import ${allTypes ? 'type ' : ''}${parts.join(', ')} from '${mod}';`);
  return lines;
}

console.log(report.sort().join('\n'));
for (const [topic, text] of outputs) console.log(`${topic}: ${text.split('\n').length} lines`);
if (!dry) {
  mkdirSync(outDir, { recursive: true });
  for (const [topic, text] of outputs) writeFileSync(join(outDir, `${topic}.test.ts`), text);
  for (const f of files) rmSync(f);
}
