// The file the match server's AI worker thread starts from when the server runs from its TypeScript
// sources (tsx, vitest; the compiled build starts aiWorker.js directly): register tsx (Node 20 does not
// pass the parent's loader on to workers; see src/sim/workerEntry.mjs), then load the worker proper.
import { register } from 'tsx/esm/api';

register();
await import('./aiWorker.ts');
