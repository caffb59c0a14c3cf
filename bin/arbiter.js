#!/usr/bin/env node
// The `arbiter` command: runs the compiled command line (dist/src/cli/main.js, built by `npm run build`,
// which `npm install` runs). From the TypeScript sources, without building, use `npm run arbiter -- …`.
import { existsSync } from 'node:fs';

const main = new URL('../dist/src/cli/main.js', import.meta.url);
if (!existsSync(main)) {
  process.stderr.write('arbiter: not built yet: run `npm run build` in the Arbiter folder (npm install does it)\n');
  process.exit(2);
}
await import(main.href);
