// The per-game product registry (src/products.ts, issue 20): every registered game is found by its id and by its
// prompt namespace, the layers reach each game only through it, and a game or prompt it does not know is a clear
// error — never another game's code run by default, which is what the old `game === 'dbs' ? … : vanguard`
// branches did.
import { describe, expect, it } from 'vitest';
import { agentContext } from '../../src/ai/playGame.ts';
import { makeAgent } from '../../src/ai/registry.ts';
import { decision, newGame, registeredGames } from '../../src/core/engine.ts';
import type { BaseState, DeckSpec } from '../../src/core/types.ts';
import { allCatalogs } from '../../src/games/catalog.ts';
import '../../src/index.ts';
import { allProducts, gameIds, productOf, productOfPrompt, registerProduct } from '../../src/products.ts';
import { GameTally } from '../../src/sim/summary.ts';

describe('the product registry', () => {
  it('holds every game the kernel runs, each with its catalog, in registration order', () => {
    expect(gameIds()).toEqual(['vanguard', 'dbs', 'buddyfight']);
    // Every game the kernel runs has its product (issue 14 gave Buddyfight its own), and every catalog is a product's.
    expect([...registeredGames()].sort()).toEqual([...gameIds()].sort());
    expect(allCatalogs().map((c) => c.id)).toEqual(gameIds());
    for (const p of allProducts()) {
      expect(productOf(p.id)).toBe(p);
      expect(p.catalog.id).toBe(p.id);
    }
  });

  it("finds a decision's game by the namespace of its prompt", () => {
    expect(productOfPrompt('vg.guard').id).toBe('vanguard');
    expect(productOfPrompt('dbs.counterTiming').id).toBe('dbs');
    expect(productOfPrompt('bf.use.main').id).toBe('buddyfight');
  });

  it('a game or prompt nobody registered is an error naming what is registered', () => {
    expect(() => productOf('chess')).toThrow('unknown game "chess" (registered: vanguard, dbs, buddyfight)');
    expect(() => productOfPrompt('chess.move')).toThrow('no registered game asks prompt "chess.move"');
    expect(() => productOfPrompt('guard')).toThrow('no registered game asks prompt "guard"');
    // The simulator's counting asks the registry too: no silent fallback to another game's events.
    expect(() => new GameTally('chess', 0)).toThrow('unknown game "chess"');
  });

  it('refuses a second registration of a game id or of a prompt namespace, and changes nothing', () => {
    const vanguard = productOf('vanguard');
    expect(() => registerProduct(vanguard)).toThrow('game "vanguard" is registered twice');
    const clash = { ...vanguard, id: 'vanguard2', catalog: { ...vanguard.catalog, id: 'vanguard2' } };
    expect(() => registerProduct(clash)).toThrow('games "vanguard" and "vanguard2" both use the prompt namespace "vg"');
    const wrongCatalog = { ...vanguard, id: 'other', promptNamespace: 'other' };
    expect(() => registerProduct(wrongCatalog)).toThrow('game "other" has the catalog of game "vanguard"');
    expect(gameIds()).toEqual(['vanguard', 'dbs', 'buddyfight']);
    expect(allCatalogs().map((c) => c.id)).toEqual(['vanguard', 'dbs', 'buddyfight']);
  });

  it("one agent name plays each game with that game's part, and refuses a decision of an unknown game", () => {
    for (const p of allProducts()) {
      const [a, b] = p.catalog.defaultDecks.map((id) => p.catalog.deck(id)!.spec) as [DeckSpec, DeckSpec];
      const state = newGame<BaseState>({ game: p.id, format: p.catalog.defaultFormat, decks: [a, b], seed: 3 });
      const d = decision(state)!;
      expect(d.prompt.startsWith(`${p.promptNamespace}.`)).toBe(true);
      // The registry's heuristic answers as the game's own heuristic does (both are deterministic).
      const ctx = agentContext(state, d);
      expect(makeAgent('heuristic', 1).choose(ctx)).toEqual(p.agents.heuristic(1).choose(ctx));
    }
    const agent = makeAgent('heuristic', 1);
    const foreign = {
      seat: 0 as const,
      options: [{ t: 'x' }],
      prompt: 'chess.move',
      view: () => null,
      sample: () => null!,
    };
    expect(() => agent.choose(foreign)).toThrow('no registered game asks prompt "chess.move"');
  });
});
