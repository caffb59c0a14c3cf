// The file a simulator worker thread starts from. Node cannot load TypeScript by itself, and a worker
// does not always inherit the loader of the thread that started it (`node bin/arbiter.js` registers
// tsx with the module API, which Node 20 does not pass on to workers), so register tsx here, then
// load the worker proper. Under `tsx` or vitest this registers a second loader, which is harmless.
import { register } from 'tsx/esm/api';

register();
await import('./worker.ts');
