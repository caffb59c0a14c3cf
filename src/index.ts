// Arbiter's public API (the package's main export): the kernel functions with every game registered, the
// game catalogs (formats, built-in decks, card text), the agents and `playGame`.
import './games/index.ts';

export * from './core/engine.ts';
export * from './core/errors.ts';
export { undo, undoableAnswers } from './core/undo.ts';
export { seatAnswer, seatEvents, seatId, seatOptions, seatView } from './core/seatIds.ts';
export type * from './core/types.ts';
export { allCatalogs, catalogOf, type CatalogDeck, type GameCatalog } from './games/catalog.ts';
export type { Agent, AgentContext } from './ai/agent.ts';
export { agentContext, playGame, type PlayOptions } from './ai/playGame.ts';
export { agentNames, makeAgent, registerAgent } from './ai/registry.ts';
export type { AgentFactory } from './ai/agent.ts';
export { randomAgent } from './ai/randomAgent.ts';
export { heuristicAgent } from './games/vanguard/product/heuristic.ts';
export { dbsHeuristicAgent } from './games/dbs/product/heuristic.ts';
export { mctsAgent } from './games/vanguard/product/search.ts';
