// `arbiter play` and `arbiter sim` need a game's product (src/products.ts): every registered game has one now
// (issue 14 gave Buddyfight its own), so the refusal of a game registered with its rules and catalogue alone is
// checked on a catalogue registered here without a product (this file runs in its own module registry).
import { describe, expect, it } from 'vitest';
import { requirePlayableGame } from '../../src/cli/args.ts';
import { catalogOf, registerCatalog } from '../../src/games/catalog.ts';
import '../../src/index.ts';
import { gameIds } from '../../src/products.ts';

describe('a game needs its product to be played or simulated', () => {
  it('every registered game is playable, Buddyfight included', () => {
    expect(gameIds()).toContain('buddyfight');
    for (const id of gameIds()) expect(requirePlayableGame(id).id).toBe(id);
  });

  it('a game with a catalogue but no product is named and refused, not run as another game', () => {
    registerCatalog({ ...catalogOf('dbs')!, id: 'rulesonly', title: 'Rules Only' });
    expect(() => requirePlayableGame('rulesonly')).toThrow(
      'Rules Only has its rules and cards but no agents, simulator or terminal screen yet, so it cannot be played or simulated (playable: vanguard, dbs, buddyfight)',
    );
  });
});
