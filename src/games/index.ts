// The registered games: one line per game. Each line registers the game's rules with the kernel and its product
// (catalog, agents' parts, simulator and terminal parts) with src/products.ts; the order is the order every layer
// lists the games in (the first is what a layer offers first).
import './vanguard/product/index.ts';
import './dbs/product/index.ts';
// Buddyfight's rules and catalog only, until its product (agents, simulator, terminal, browser) exists (issue 14):
// the kernel plays it and the catalog commands list it; `play` and `sim` refuse it by name.
import './buddyfight/index.ts';
import './buddyfight/catalog.ts';
