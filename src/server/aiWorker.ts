// The match server's AI worker thread: receives a game state and a seat, runs that seat's agent, and
// posts back its answer. The agent still sees only what `agentContext` gives it (its view, the legal
// options and resampled states), exactly as when it runs in the main thread.
import { parentPort } from 'node:worker_threads';
import { agentContext } from '../ai/playGame.ts';
import { makeAgent } from '../ai/registry.ts';
import type { BaseState } from '../core/types.ts';
import '../games/index.ts'; // every registered game (rules and product)

export interface AiRequest {
  id: number;
  state: BaseState;
  agent: string;
  seed: number;
}

export type AiReply = { id: number; answer: unknown } | { id: number; error: string };

parentPort!.on('message', (req: AiRequest) => {
  try {
    const d = req.state.decision!;
    const answer = makeAgent(req.agent, req.seed).choose(agentContext(req.state, d));
    parentPort!.postMessage({ id: req.id, answer } satisfies AiReply);
  } catch (err) {
    parentPort!.postMessage({ id: req.id, error: (err as Error).message } satisfies AiReply);
  }
});
