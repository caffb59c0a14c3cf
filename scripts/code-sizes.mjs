// Dev-only (issue 20): the sizes of the largest source files and functions, so a refactoring can show
// its figures before and after. Run with `npm run sizes` (or `node scripts/code-sizes.mjs [count]`).
//
// It walks src/ and web/src/ (.ts and .tsx), counts each file's lines, and parses each file with the
// TypeScript compiler API to measure every function declaration, method, constructor, accessor,
// function expression and arrow function: its lines run from the line of its first token to the line
// of its last. A function nested in another is measured on its own too. No test runs this.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

const root = join(import.meta.dirname, '..');
const folders = ['src', 'web/src'];
const count = Number(process.argv[2] ?? 15);

/** Every .ts/.tsx file under `dir`, in a stable (sorted) order. */
function sourceFiles(dir) {
  const out = [];
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...sourceFiles(path));
    else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(path);
  }
  return out;
}

/** A readable name for a function node: its own name, or the variable / property / call it sits in. */
function functionName(node, source) {
  if (ts.isConstructorDeclaration(node)) return `${className(node)}constructor`;
  if (node.name) {
    const own = node.name.getText(source);
    return ts.isMethodDeclaration(node) || ts.isGetAccessor(node) || ts.isSetAccessor(node)
      ? `${className(node)}${own}`
      : own;
  }
  const parent = node.parent;
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent) || ts.isPropertyDeclaration(parent)) {
    return parent.name.getText(source);
  }
  if (ts.isCallExpression(parent)) return `(callback of ${parent.expression.getText(source).slice(0, 40)})`;
  return '(anonymous)';
}

function className(node) {
  const parent = node.parent;
  return (ts.isClassDeclaration(parent) || ts.isClassExpression(parent)) && parent.name ? `${parent.name.text}.` : '';
}

function isFunction(node) {
  return (
    ts.isFunctionDeclaration(node) ||
    ts.isMethodDeclaration(node) ||
    ts.isConstructorDeclaration(node) ||
    ts.isGetAccessor(node) ||
    ts.isSetAccessor(node) ||
    ts.isFunctionExpression(node) ||
    ts.isArrowFunction(node)
  );
}

const files = [];
const functions = [];
for (const folder of folders) {
  for (const path of sourceFiles(join(root, folder))) {
    const text = readFileSync(path, 'utf8');
    const name = relative(root, path);
    files.push({ name, lines: text.split('\n').length - (text.endsWith('\n') ? 1 : 0) });
    const kind = path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
    const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, kind);
    const visit = (node) => {
      if (isFunction(node) && node.body) {
        const start = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
        const end = source.getLineAndCharacterOfPosition(node.getEnd()).line;
        functions.push({ where: `${name}:${start + 1}`, name: functionName(node, source), lines: end - start + 1 });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
}

const byLines = (a, b) => b.lines - a.lines || (a.name ?? a.where).localeCompare(b.name ?? b.where);
files.sort(byLines);
functions.sort((a, b) => b.lines - a.lines || a.where.localeCompare(b.where));
const total = files.reduce((sum, f) => sum + f.lines, 0);

console.log(`Source: ${folders.join(', ')} — ${files.length} files, ${total} lines, ${functions.length} functions`);
console.log(`\nThe ${count} largest files (lines):`);
for (const f of files.slice(0, count)) console.log(`${String(f.lines).padStart(6)}  ${f.name}`);
console.log(`\nThe ${count} longest functions (lines):`);
for (const f of functions.slice(0, count)) console.log(`${String(f.lines).padStart(6)}  ${f.where}  ${f.name}`);
