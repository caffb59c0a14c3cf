// What an AI player gets: its seat, the legal answers, and its own view — never the full state
// (DESIGN point 5: hidden information is enforced by views).
import type { Answer, BaseState, Seat } from '../core/types.ts';

export interface AgentContext {
  seat: Seat;
  /** The legal answers of the pending decision (part of this seat's view). */
  options: readonly Answer[];
  prompt: string;
  /** This seat's view, built only when the agent asks for it. */
  view(): unknown;
  /**
   * A full game state this seat cannot tell apart from the real one: its hidden cards are dealt at
   * random from what the seat cannot rule out (see GameModule.resample). Search agents simulate on these.
   */
  sample(seed: number): BaseState;
}

export interface Agent {
  name: string;
  choose(ctx: AgentContext): Answer;
}

/** Makes an agent from its seed (the same seed always makes the same player). */
export type AgentFactory = (seed: number) => Agent;
