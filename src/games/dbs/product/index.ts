// The Dragon Ball Super Card Game's product (src/products.ts): its catalog, its parts of the agents (the
// heuristic player, the search's evaluation and rollout), of the simulator (what a game counts, the reports'
// words) and of the command line (the terminal screen). Importing this file registers the game, rules and product.
import '../index.ts';
import { type GameProduct, registerProduct } from '../../../products.ts';
import { dbsCatalog } from '../catalog.ts';
import { dbsHeuristicAgent } from './heuristic.ts';
import { DBS_MCTS_LEVELS, DBS_SEARCH } from './search.ts';
import { dbsSim } from './sim.ts';
import { dbsTerminal } from './terminal.ts';

export const dbsProduct: GameProduct = {
  id: 'dbs',
  promptNamespace: 'dbs',
  catalog: dbsCatalog,
  agents: { heuristic: dbsHeuristicAgent, search: DBS_SEARCH, levels: DBS_MCTS_LEVELS },
  sim: dbsSim,
  terminal: (me, format) => dbsTerminal(me, format),
};

registerProduct(dbsProduct);
