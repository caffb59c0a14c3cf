// The file the match server's simulation thread starts from when the server runs from its TypeScript
// sources (tsx, vitest; the compiled build starts simWorker.js directly): register tsx (Node 20 does not
// pass the parent's loader on to workers; see src/sim/workerEntry.mjs), then load the thread proper.
import { register } from 'tsx/esm/api';

register();
await import('./simWorker.ts');
