// The per-game product registry (issue 20): what the product layers (agents, simulator, command line, match
// server) need of a game beyond its rules module, which registers itself with the kernel (src/core/engine.ts).
// Each game builds one `GameProduct` in src/games/<game>/product/index.ts and registers it there;
// src/games/index.ts imports every game's, one line per game. No layer names a game: each asks this registry
// about the game of the state, decision or request in hand, and a game it does not know is an error, never
// another game's code run by default.
import type { AgentFactory } from './ai/agent.ts';
import type { IsmctsOptions, SearchGame } from './ai/ismcts.ts';
import type { TerminalGame } from './cli/terminal.ts';
import type { Seat } from './core/types.ts';
import { type GameCatalog, registerCatalog } from './games/catalog.ts';
import type { SimGame } from './sim/simGame.ts';

/** The search agent's difficulty levels (`mcts-easy`, `mcts-normal`, `mcts-hard`). */
export type SearchLevel = 'easy' | 'normal' | 'hard';

/** A game's parts of the built-in agents (src/ai/registry.ts); the random agent needs none. */
export interface GameAgents {
  /** The heuristic player, which the search also uses for its rollouts and as its opponent model. */
  heuristic: AgentFactory;
  /** The game's part of the tree search (src/ai/ismcts.ts): searched prompts, rollout, evaluation. */
  search: SearchGame;
  /** The search's budget at each level. */
  levels: Record<SearchLevel, IsmctsOptions>;
}

export interface GameProduct {
  /** The game id of its rules module and setups (`Setup.game`). */
  id: string;
  /** The first part of every prompt id of the game (`vg` in `vg.guard`): how an agent tells a decision's game. */
  promptNamespace: string;
  /** Formats, built-in decks, deck lists and card text (src/games/catalog.ts). */
  catalog: GameCatalog;
  agents: GameAgents;
  /** Counting a played game and the words of its reports (src/sim/simGame.ts). */
  sim: SimGame;
  /** The game in a terminal for seat `me` (`arbiter play`); `columns` is the terminal's width. */
  terminal(me: Seat, format: string, columns: number): TerminalGame;
}

const products = new Map<string, GameProduct>();
const byNamespace = new Map<string, GameProduct>();

/** Register a game's product (and with it its catalog); a game id or prompt namespace is registered once. */
export function registerProduct(p: GameProduct): void {
  if (p.catalog.id !== p.id) throw new Error(`game "${p.id}" has the catalog of game "${p.catalog.id}"`);
  if (products.has(p.id)) throw new Error(`game "${p.id}" is registered twice`);
  const other = byNamespace.get(p.promptNamespace);
  if (other) throw new Error(`games "${other.id}" and "${p.id}" both use the prompt namespace "${p.promptNamespace}"`);
  products.set(p.id, p);
  byNamespace.set(p.promptNamespace, p);
  registerCatalog(p.catalog);
}

/** The registered games' ids, in registration order (the first is what a layer offers first). */
export function gameIds(): string[] {
  return [...products.keys()];
}

/** Every registered game's product, in registration order. */
export function allProducts(): GameProduct[] {
  return [...products.values()];
}

/** The product of game `id`, or undefined when no game of that id is registered. */
export function findProduct(id: string): GameProduct | undefined {
  return products.get(id);
}

/** The product of game `id`; an error naming the registered games when there is none. */
export function productOf(id: string): GameProduct {
  const p = products.get(id);
  if (!p) throw new Error(`unknown game "${id}" (registered: ${gameIds().join(', ')})`);
  return p;
}

/** The product of the game whose prompt ids begin with `prompt`'s namespace (`vg.guard` → `vg`). */
export function productOfPrompt(prompt: string): GameProduct {
  const dot = prompt.indexOf('.');
  const p = dot > 0 ? byNamespace.get(prompt.slice(0, dot)) : undefined;
  if (!p) throw new Error(`no registered game asks prompt "${prompt}"`);
  return p;
}
