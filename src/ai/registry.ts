// The agents a user can pick by name (`arbiter play --opponent NAME`, `arbiter sim --agents A B`). Apart from
// `random`, a built-in agent is each game's own (its product's `agents`, src/products.ts), picked by the game of
// the decision in hand.
import type { Agent, AgentFactory } from './agent.ts';
import type { BuiltInAgent } from './agentNames.ts';
import { randomAgent } from './randomAgent.ts';
import { searchAgent } from './ismcts.ts';
import { type GameProduct, productOfPrompt } from '../products.ts';

/**
 * One name for every game: the pending prompt names its game (`vg.…`, `dbs.…`; the product declares its
 * namespace), so picking the game's agent costs little per decision; each game's agent is made on first use,
 * from the same seed. A decision of a game no product declares is an error.
 */
function perGame(name: string, part: (p: GameProduct) => AgentFactory): AgentFactory {
  return (seed) => {
    const made = new Map<GameProduct, Agent>();
    let lastProduct: GameProduct | null = null;
    let lastAgent: Agent | null = null;
    return {
      name,
      choose(ctx) {
        const p = productOfPrompt(ctx.prompt);
        if (p !== lastProduct) {
          let agent = made.get(p);
          if (!agent) made.set(p, (agent = part(p)(seed)));
          lastProduct = p;
          lastAgent = agent;
        }
        return lastAgent!.choose(ctx);
      },
    };
  };
}

/** The search agent at one level, on each game's part of the search. */
function searchLevel(name: BuiltInAgent, level: 'easy' | 'normal' | 'hard'): AgentFactory {
  return perGame(name, (p) => (seed) => searchAgent(seed, p.agents.levels[level], name, p.agents.search));
}

const BUILT_IN: Record<BuiltInAgent, AgentFactory> = {
  random: randomAgent,
  heuristic: perGame('heuristic', (p) => p.agents.heuristic),
  'mcts-easy': searchLevel('mcts-easy', 'easy'),
  'mcts-normal': searchLevel('mcts-normal', 'normal'),
  'mcts-hard': searchLevel('mcts-hard', 'hard'),
};

const AGENTS: Record<string, AgentFactory> = { ...BUILT_IN };

export function agentNames(): string[] {
  return Object.keys(AGENTS);
}

export function makeAgent(name: string, seed: number): Agent {
  const f = AGENTS[name];
  if (!f) throw new Error(`unknown agent "${name}" (known: ${agentNames().join(', ')})`);
  return f(seed);
}

export function registerAgent(name: string, f: AgentFactory): void {
  AGENTS[name] = f;
}
