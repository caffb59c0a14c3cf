// The registered games: one line per game. Each line registers the game's rules with the kernel and its product
// (catalog, agents' parts, simulator and terminal parts) with src/products.ts; the order is the order every layer
// lists the games in (the first is what a layer offers first).
import './vanguard/product/index.ts';
import './dbs/product/index.ts';
import './buddyfight/product/index.ts';
