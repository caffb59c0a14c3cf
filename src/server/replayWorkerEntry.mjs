// The file the match server's replay thread starts from: register tsx (Node 20 does not pass the
// parent's loader on to workers; see src/sim/workerEntry.mjs), then load the thread proper.
import { register } from 'tsx/esm/api';

register();
await import('./replayWorker.ts');
