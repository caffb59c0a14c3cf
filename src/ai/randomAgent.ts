// The random agent: uniform over the legal answers, from its own seeded stream so games replay exactly.
import { randInt, seedRng } from '../core/rng.ts';
import type { Agent, AgentContext } from './agent.ts';

export function randomAgent(seed: number): Agent {
  const rng = seedRng(seed);
  return {
    name: 'random',
    choose(ctx: AgentContext) {
      return ctx.options[randInt(rng, ctx.options.length)];
    },
  };
}
