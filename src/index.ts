// Arbiter's public API (the package's main export): the kernel functions with every game registered, the
// game catalogs (formats, built-in decks, card text), the agents and `playGame`.
import './games/vanguard/index.ts';
import './games/dbs/index.ts';
import './games/buddyfight/index.ts';
import './games/vanguard/catalog.ts';
import './games/dbs/catalog.ts';
import './games/buddyfight/catalog.ts';

export * from './core/engine.ts';
export * from './core/errors.ts';
export { undo, undoableAnswers } from './core/undo.ts';
export { seatAnswer, seatEvents, seatId, seatOptions, seatView } from './core/seatIds.ts';
export type * from './core/types.ts';
export { allCatalogs, catalogOf, type CatalogDeck, type GameCatalog } from './games/catalog.ts';
export type { Agent, AgentContext } from './ai/agent.ts';
export { agentContext, playGame, type PlayOptions } from './ai/playGame.ts';
export { agentNames, makeAgent, registerAgent, type AgentFactory } from './ai/registry.ts';
export { randomAgent } from './ai/randomAgent.ts';
export { heuristicAgent } from './ai/vanguardHeuristic.ts';
export { dbsHeuristicAgent } from './ai/dbsHeuristic.ts';
export { mctsAgent } from './ai/mcts.ts';
