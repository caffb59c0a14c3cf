// The agents a user can pick by name (`arbiter play --opponent NAME`, `arbiter sim --agents A B`).
import type { Agent } from './agent.ts';
import { randomAgent } from './randomAgent.ts';

export type AgentFactory = (seed: number) => Agent;

const AGENTS: Record<string, AgentFactory> = {
  random: randomAgent,
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
