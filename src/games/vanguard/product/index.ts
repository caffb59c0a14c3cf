// Cardfight!! Vanguard's product (src/products.ts): its catalog, its parts of the agents (the heuristic player,
// the search's evaluation and rollout), of the simulator (what a game counts, the reports' words) and of the
// command line (the terminal screen). Importing this file registers the game, rules and product.
import '../index.ts';
import { type GameProduct, registerProduct } from '../../../products.ts';
import { vanguardCatalog } from '../catalog.ts';
import { heuristicAgent } from './heuristic.ts';
import { MCTS_LEVELS, VANGUARD_SEARCH } from './search.ts';
import { vanguardSim } from './sim.ts';
import { vanguardTerminal } from './terminal.ts';

export const vanguardProduct: GameProduct = {
  id: 'vanguard',
  promptNamespace: 'vg',
  catalog: vanguardCatalog,
  agents: { heuristic: heuristicAgent, search: VANGUARD_SEARCH, levels: MCTS_LEVELS },
  sim: vanguardSim,
  terminal: vanguardTerminal,
};

registerProduct(vanguardProduct);
