// Vitest global setup: the tests that run `arbiter` (bin/arbiter.js) or pack the library run the compiled
// build in dist/, so make sure it is there and no older than the sources. `npm test` builds first and this
// finds nothing to do; a lone `npx vitest run test/cli` after an edit compiles again (tsc is incremental).
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const STAMP = join(ROOT, 'dist', '.tsbuildinfo');

function newestIn(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestIn(path) : statSync(path).mtimeMs);
  }
  return newest;
}

export default function setup(): void {
  const sources = Math.max(newestIn(join(ROOT, 'src')), newestIn(join(ROOT, 'data')));
  if (existsSync(STAMP) && statSync(STAMP).mtimeMs >= sources) return;
  process.stderr.write('compiling the sources into dist/ (npm run build:node) for the tests that run the build\n');
  execFileSync(
    process.execPath,
    [join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', 'tsconfig.build.json'],
    {
      cwd: ROOT,
      stdio: 'inherit',
    },
  );
}
