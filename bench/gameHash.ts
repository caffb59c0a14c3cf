// The identity check: play a fixed set of seeded games and print one sha256 digest per group and one over
// everything. Run it before and after a change; a group whose digest moved is a group whose games changed,
// so a change can be shown to alter only the games it meant to (a rules fix, a new decision window …).
//   npx tsx bench/gameHash.ts [--games N]   (N games per group; default 20)
import { createHash } from 'node:crypto';
import { playGame } from '../src/ai/playGame.ts';
import { makeAgent } from '../src/ai/registry.ts';
import { agentSeed } from '../src/cli/args.ts';
import { allCatalogs } from '../src/games/catalog.ts';
import '../src/index.ts';
import { findProduct } from '../src/products.ts';
import type { BaseState, DeckSpec } from '../src/index.ts';

const arg = process.argv.indexOf('--games');
const perGroup = arg > 0 ? Number(process.argv[arg + 1]) : 20;

const total = createHash('sha256');
for (const cat of allCatalogs()) {
  const decks = cat.decks();
  for (const format of cat.formats) {
    // The heuristic is a game's product (src/products.ts); a game registered before its product plays random only.
    for (const agent of findProduct(cat.id) ? ['random', 'heuristic'] : ['random']) {
      const h = createHash('sha256');
      let turns = 0;
      let answers = 0;
      for (let i = 0; i < perGroup; i++) {
        // Deck pairs walk the built-in list so each group meets many decks.
        const a = decks[i % decks.length].spec;
        const b = decks[(i * 3 + 1) % decks.length].spec;
        const seed = 1000 + i;
        const state = playGame<BaseState & { turn?: number }>(
          { game: cat.id, format: format.id, decks: [a, b] as [DeckSpec, DeckSpec], seed, log: false },
          [makeAgent(agent, agentSeed(seed, 0)), makeAgent(agent, agentSeed(seed, 1))],
          { maxDecisions: 20_000 },
        );
        const text = JSON.stringify(state);
        h.update(text);
        total.update(text);
        turns += state.turn ?? 0;
        answers += state.answers.length;
      }
      const digest = h.digest('hex').slice(0, 16);
      console.log(
        `${cat.id.padEnd(9)} ${format.id.padEnd(22)} ${agent.padEnd(9)} ${perGroup} games  ${String(turns).padStart(5)} turns  ${String(answers).padStart(6)} answers  ${digest}`,
      );
    }
  }
}
console.log(`all groups: ${total.digest('hex').slice(0, 16)}`);
