// The names of the built-in agents, apart from the agents themselves: the command line's help lists them
// without loading the search and heuristic code (registry.ts builds one agent per name, and the compiler
// checks the two agree).
export const BUILT_IN_AGENTS = ['random', 'heuristic', 'mcts-easy', 'mcts-normal', 'mcts-hard'] as const;

export type BuiltInAgent = (typeof BUILT_IN_AGENTS)[number];
