// The engine as a library: `npm pack` the project, install the tarball into an empty project in a temporary
// folder (offline: npm ci with a lockfile made of this project's own production entries, so every tarball
// comes from npm's cache), type-check a small TypeScript program against the installed declarations,
// compile and run it, and compare its seeded games with the same program run here against the sources.
// The packed dist/ is the one test/buildFresh.ts keeps up to date.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../cli/arbiterProcess.ts';
import { seededGames } from './seededGames.ts';

const TSC = join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
const IMPORT_HERE = "from '../../src/index.ts';";

interface LockEntry {
  dev?: boolean;
  [key: string]: unknown;
}
interface Lockfile {
  packages: Record<string, LockEntry>;
}

let dir = '';
let project = '';
let packedFiles: string[] = [];

function run(cmd: string, args: string[], cwd: string): string {
  return execFileSync(cmd, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'arbiter-lib-'));
  // --ignore-scripts: the build is already fresh; `prepare` would only build it again.
  const packed = JSON.parse(run('npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', dir], ROOT)) as {
    filename: string;
    files: { path: string }[];
  }[];
  packedFiles = packed[0].files.map((f) => f.path);
  const tarball = packed[0].filename;

  project = join(dir, 'consumer');
  mkdirSync(project);
  const tgz = readFileSync(join(dir, tarball));
  const spec = `file:../${tarball}`;
  const ours = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as Record<string, unknown>;
  const lock = JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8')) as Lockfile;
  // The installed package's dependencies are ours, hoisted as in our own node_modules: our lockfile's
  // production entries are exactly that tree.
  const packages: Record<string, unknown> = {
    '': { name: 'consumer', dependencies: { arbiter: spec } },
    'node_modules/arbiter': {
      version: ours.version,
      resolved: spec,
      integrity: `sha512-${createHash('sha512').update(tgz).digest('base64')}`,
      dependencies: ours.dependencies,
      bin: ours.bin,
      engines: ours.engines,
    },
  };
  for (const [path, entry] of Object.entries(lock.packages)) {
    if (path !== '' && !entry.dev) packages[path] = entry;
  }
  writeFileSync(
    join(project, 'package.json'),
    JSON.stringify({ name: 'consumer', private: true, type: 'module', dependencies: { arbiter: spec } }),
  );
  writeFileSync(
    join(project, 'package-lock.json'),
    JSON.stringify({ name: 'consumer', lockfileVersion: 3, requires: true, packages }),
  );
  // --ignore-scripts: the engine needs no native module (better-sqlite3 is the server's).
  run('npm', ['ci', '--offline', '--ignore-scripts', '--no-audit', '--no-fund', '--loglevel=error'], project);

  const program = readFileSync(join(ROOT, 'test', 'package', 'seededGames.ts'), 'utf8');
  expect(program).toContain(IMPORT_HERE);
  writeFileSync(
    join(project, 'main.ts'),
    `${program.replace(IMPORT_HERE, "from 'arbiter';")}\nconsole.log(JSON.stringify(seededGames()));\n`,
  );
  writeFileSync(
    join(project, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        target: 'ES2022',
        module: 'NodeNext',
        moduleResolution: 'NodeNext',
        strict: true,
        lib: ['ES2022', 'DOM'],
        types: [],
        skipLibCheck: true,
        outDir: 'out',
      },
      files: ['main.ts'],
    }),
  );
}, 300_000);

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
}, 60_000);

describe('the packed library', () => {
  it('ships the compiled engine, its declarations, the card data and the command, and no TypeScript source', () => {
    for (const f of [
      'package.json',
      'bin/arbiter.js',
      'dist/src/index.js',
      'dist/src/index.d.ts',
      'dist/src/cli/main.js',
      'dist/src/sim/worker.js',
      'dist/data/vanguard/original-td.cards.json',
      'dist/data/dbs/cards.json',
    ]) {
      expect(packedFiles).toContain(f);
    }
    expect(packedFiles.filter((f) => f.startsWith('src/') || f.startsWith('test/'))).toEqual([]);
    expect(packedFiles.filter((f) => f.endsWith('.tsbuildinfo'))).toEqual([]);
  });

  it("type-checks a TypeScript program against the package's declarations, and its seeded games equal the repository's", () => {
    // tsc fails (and throws here) on any type error in main.ts against the installed .d.ts files.
    run(process.execPath, [TSC, '-p', 'tsconfig.json'], project);
    // A positive control: the declarations carry real types (not `any`), so a wrong use does not compile.
    writeFileSync(join(project, 'wrong.ts'), "import { newGame } from 'arbiter';\nexport const n: number = newGame;\n");
    const wrongConfig = { extends: './tsconfig.json', compilerOptions: { noEmit: true }, files: ['wrong.ts'] };
    writeFileSync(join(project, 'tsconfig.wrong.json'), JSON.stringify(wrongConfig));
    let error = '';
    try {
      run(process.execPath, [TSC, '-p', 'tsconfig.wrong.json'], project);
    } catch (err) {
      error = String((err as { stdout?: string }).stdout);
    }
    expect(error).toMatch(/wrong\.ts\(2,14\): error TS2322/);
    const there = JSON.parse(run(process.execPath, ['out/main.js'], project)) as unknown[];
    const here = seededGames();
    expect(here.map((g) => g.game)).toEqual(['vanguard', 'dbs']);
    for (const g of here) {
      expect(g.result).not.toBeNull();
      expect(g.replayed).toEqual(g.result);
    }
    expect(there).toEqual(JSON.parse(JSON.stringify(here)));
  });

  it('installs the arbiter command, which runs from the package', () => {
    const out = run(
      process.execPath,
      [join(project, 'node_modules', 'arbiter', 'bin', 'arbiter.js'), 'decks', 'dbs'],
      project,
    );
    expect(out).toContain('DBS-SD01');
    const card = run(
      process.execPath,
      [join(project, 'node_modules', '.bin', 'arbiter'), 'card', 'Blaster', 'Blade'],
      project,
    );
    expect(card).toContain('Blaster Blade  [TD01/005]');
  });
});
