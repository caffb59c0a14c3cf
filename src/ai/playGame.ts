// Drive one game with two agents until it ends or hits a decision cap.
import { act, decision, newGame, resample, result, view } from '../index.ts';
import type { BaseState, Decision, Setup } from '../core/types.ts';
import type { Agent, AgentContext } from './agent.ts';

export interface PlayOptions {
  /** Stop after this many decisions (a safety net for runaway games); the game is then left unfinished. */
  maxDecisions?: number;
}

/** What the deciding seat's agent is given for decision `d`: the options, its view and resampled states — never the state itself. */
export function agentContext(state: BaseState, d: Decision): AgentContext {
  const seat = d.seat;
  // Methods, not arrow functions in properties: under tsx (esbuild keepNames) every named arrow made per
  // call costs an Object.defineProperty, which made this context a third of a random game's time.
  return {
    seat,
    options: d.options,
    prompt: d.prompt,
    view() {
      return view(state, seat);
    },
    sample(seed) {
      return resample(state, seat, seed);
    },
  };
}

export function playGame<S extends BaseState = BaseState>(
  setup: Setup,
  agents: [Agent, Agent],
  opt: PlayOptions = {},
): S {
  const state = newGame<S>(setup);
  const cap = opt.maxDecisions ?? 100_000;
  for (let n = 0; n < cap; n++) {
    const d = decision(state);
    if (!d || result(state)) break;
    const seat = d.seat;
    const answer = agents[seat].choose(agentContext(state, d));
    act(state, seat, answer);
  }
  return state;
}
