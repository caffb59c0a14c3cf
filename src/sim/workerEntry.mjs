// The file a simulator worker thread starts from when Arbiter runs from its TypeScript sources (tsx,
// vitest); the compiled build starts worker.js directly (see SIM_THREAD_URL in pool.ts). Node cannot load
// TypeScript by itself, and a worker does not inherit the loader of the thread that started it (tsx's
// module API registration is not passed on to workers by Node 20), so register tsx here, then load the
// worker proper. Under `tsx` or vitest this registers a second loader, which is harmless.
import { register } from 'tsx/esm/api';

register();
await import('./worker.ts');
