// Runs AI seats' agents for the match server. Quick agents (random, heuristic: microseconds a move)
// run in the main thread; search agents (mcts-*, up to hundreds of ms a move) run on one worker thread,
// so a long search never stalls the other rooms' answers. Either way a fresh agent is made per decision,
// seeded from the seat's seed and the decision's seq, so a restarted server makes the same moves.
import { Worker } from 'node:worker_threads';
import { agentContext } from '../ai/playGame.ts';
import { makeAgent } from '../ai/registry.ts';
import type { Answer, BaseState } from '../core/types.ts';
import type { AiReply, AiRequest } from './aiWorker.ts';

const SEARCH_AGENT = /^mcts-/;

/**
 * The AI thread's module: compiled, the thread runs aiWorker.js itself; from the TypeScript sources (tsx,
 * vitest) it starts from aiWorkerEntry.mjs, which registers tsx first (Node 20 does not pass a loader on).
 */
const AI_WORKER_URL = new URL(
  import.meta.url.endsWith('.ts') ? './aiWorkerEntry.mjs' : './aiWorker.js',
  import.meta.url,
);

export class AiPlayers {
  private worker: Worker | null = null;
  private nextId = 1;
  private readonly waiting = new Map<number, { resolve(a: Answer): void; reject(e: Error): void }>();

  constructor(private readonly log: (m: string) => void) {}

  /** The answer of `agent` (seeded with `seed`) to the pending decision of `state`. */
  choose(state: BaseState, agent: string, seed: number): Promise<Answer> {
    if (!SEARCH_AGENT.test(agent)) {
      try {
        return Promise.resolve(makeAgent(agent, seed).choose(agentContext(state, state.decision!)));
      } catch (err) {
        return Promise.reject(err as Error);
      }
    }
    const w = this.start();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      w.postMessage({ id, state, agent, seed } satisfies AiRequest);
    });
  }

  private start(): Worker {
    if (this.worker) return this.worker;
    const w = new Worker(AI_WORKER_URL);
    w.unref();
    w.on('message', (reply: AiReply) => {
      const p = this.waiting.get(reply.id);
      if (!p) return;
      this.waiting.delete(reply.id);
      if ('error' in reply) p.reject(new Error(reply.error));
      else p.resolve(reply.answer as Answer);
    });
    w.on('error', (err) => {
      this.log(`AI worker failed: ${err.message}`);
      this.fail(err);
    });
    w.on('exit', () => {
      if (this.worker === w) this.worker = null;
      this.fail(new Error('the AI worker stopped'));
    });
    this.worker = w;
    return w;
  }

  private fail(err: Error): void {
    for (const p of this.waiting.values()) p.reject(err);
    this.waiting.clear();
  }

  async close(): Promise<void> {
    const w = this.worker;
    this.worker = null;
    if (w) await w.terminate();
    this.fail(new Error('the server is shutting down'));
  }
}
