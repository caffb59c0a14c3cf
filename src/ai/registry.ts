// The agents a user can pick by name (`arbiter play --opponent NAME`, `arbiter sim --agents A B`).
import type { Agent } from './agent.ts';
import { randomAgent } from './randomAgent.ts';
import { MCTS_LEVELS, mctsAgent } from './mcts.ts';
import { heuristicAgent } from './vanguardHeuristic.ts';

export type AgentFactory = (seed: number) => Agent;

const AGENTS: Record<string, AgentFactory> = {
  random: randomAgent,
  heuristic: (seed) => heuristicAgent(seed),
  'mcts-easy': (seed) => mctsAgent(seed, MCTS_LEVELS.easy, 'mcts-easy'),
  'mcts-normal': (seed) => mctsAgent(seed, MCTS_LEVELS.normal, 'mcts-normal'),
  'mcts-hard': (seed) => mctsAgent(seed, MCTS_LEVELS.hard, 'mcts-hard'),
};

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
