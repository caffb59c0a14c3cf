// Arbiter's public API: the kernel functions, with every game registered.
import './games/vanguard/index.ts';
import './games/dbs/index.ts';
import './games/vanguard/catalog.ts';
import './games/dbs/catalog.ts';

export * from './core/engine.ts';
export * from './core/errors.ts';
export { seatAnswer, seatEvents, seatId, seatOptions, seatView } from './core/seatIds.ts';
export type * from './core/types.ts';
export { allCatalogs, catalogOf, type CatalogDeck, type GameCatalog } from './games/catalog.ts';
