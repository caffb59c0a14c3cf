// The agents a user can pick by name (`arbiter play --opponent NAME`, `arbiter sim --agents A B`).
import type { Agent } from './agent.ts';
import type { BuiltInAgent } from './agentNames.ts';
import { randomAgent } from './randomAgent.ts';
import { MCTS_LEVELS, mctsAgent } from './mcts.ts';
import { heuristicAgent } from './vanguardHeuristic.ts';
import { dbsHeuristicAgent } from './dbsHeuristic.ts';
import { DBS_MCTS_LEVELS, DBS_SEARCH } from './dbsSearch.ts';
import { searchAgent } from './ismcts.ts';

export type AgentFactory = (seed: number) => Agent;

/**
 * One name for every game: the pending prompt names its game (`vg.…`, `dbs.…`), so picking the game's agent
 * costs nothing per decision; each game's agent is made on first use, from the same seed.
 */
function perGame(name: string, vanguard: AgentFactory, dbs: AgentFactory): AgentFactory {
  return (seed) => {
    let vg: Agent | null = null;
    let db: Agent | null = null;
    return {
      name,
      choose(ctx) {
        if (ctx.prompt.startsWith('dbs.')) return (db ??= dbs(seed)).choose(ctx);
        return (vg ??= vanguard(seed)).choose(ctx);
      },
    };
  };
}

const BUILT_IN: Record<BuiltInAgent, AgentFactory> = {
  random: randomAgent,
  heuristic: perGame('heuristic', heuristicAgent, dbsHeuristicAgent),
  'mcts-easy': perGame(
    'mcts-easy',
    (seed) => mctsAgent(seed, MCTS_LEVELS.easy, 'mcts-easy'),
    (seed) => searchAgent(seed, DBS_MCTS_LEVELS.easy, 'mcts-easy', DBS_SEARCH),
  ),
  'mcts-normal': perGame(
    'mcts-normal',
    (seed) => mctsAgent(seed, MCTS_LEVELS.normal, 'mcts-normal'),
    (seed) => searchAgent(seed, DBS_MCTS_LEVELS.normal, 'mcts-normal', DBS_SEARCH),
  ),
  'mcts-hard': perGame(
    'mcts-hard',
    (seed) => mctsAgent(seed, MCTS_LEVELS.hard, 'mcts-hard'),
    (seed) => searchAgent(seed, DBS_MCTS_LEVELS.hard, 'mcts-hard', DBS_SEARCH),
  ),
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
