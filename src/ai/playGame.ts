// Drive one game with two agents until it ends or hits a decision cap.
import { act, decision, newGame, resample, result, view } from '../index.ts';
import type { Answer, BaseState, Decision, Seat, Setup } from '../core/types.ts';
import type { Agent, AgentContext } from './agent.ts';

export interface PlayOptions {
  /** Stop after this many decisions (a safety net for runaway games); the game is then left unfinished. */
  maxDecisions?: number;
}

/**
 * What the deciding seat's agent is given for decision `d`: the options, its view and resampled states — never
 * the state itself, which stays in a private field. A class rather than an object of closures: one allocation
 * per decision instead of three, which a random game (≈ 380 decisions) feels.
 */
class SeatContext implements AgentContext {
  readonly #state: BaseState;
  readonly seat: Seat;
  readonly options: readonly Answer[];
  readonly prompt: string;

  constructor(state: BaseState, d: Decision) {
    this.#state = state;
    this.seat = d.seat;
    this.options = d.options;
    this.prompt = d.prompt;
  }

  view(): unknown {
    return view(this.#state, this.seat);
  }

  sample(seed: number): BaseState {
    return resample(this.#state, this.seat, seed);
  }
}

export function agentContext(state: BaseState, d: Decision): AgentContext {
  return new SeatContext(state, d);
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
