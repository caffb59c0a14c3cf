#!/usr/bin/env node
// The `arbiter` command: registers tsx's ESM loader so Node can run the TypeScript sources, then
// starts the command line (src/cli/main.ts).
import { register } from 'tsx/esm/api';

register();
await import('../src/cli/main.ts');
