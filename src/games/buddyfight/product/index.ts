// Future Card Buddyfight's product (src/products.ts): its catalog, its parts of the agents (the heuristic player,
// the search's evaluation and rollout), of the simulator (what a game counts, the reports' words) and of the command
// line (the terminal screen). Importing this file registers the game, rules and product.
import '../index.ts';
import { type GameProduct, registerProduct } from '../../../products.ts';
import { buddyfightCatalog } from '../catalog.ts';
import { bfHeuristicAgent } from './heuristic.ts';
import { BF_MCTS_LEVELS, BF_SEARCH } from './search.ts';
import { bfSim } from './sim.ts';
import { bfTerminal } from './terminal.ts';

export const buddyfightProduct: GameProduct = {
  id: 'buddyfight',
  promptNamespace: 'bf',
  catalog: buddyfightCatalog,
  agents: { heuristic: bfHeuristicAgent, search: BF_SEARCH, levels: BF_MCTS_LEVELS },
  sim: bfSim,
  terminal: (me, format) => bfTerminal(me, format),
};

registerProduct(buddyfightProduct);
