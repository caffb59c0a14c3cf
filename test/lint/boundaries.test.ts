// The layer boundaries of eslint.config.js (issue 20): the kernel imports no game, a game's rules no product layer
// (its product folder may), the browser client only what is meant for it, its screens a game only through the
// registry. Each rule is shown to refuse a forbidden import and to let an allowed one through, on real files of the
// tree (the text linted is the file's own with one import added).
import { readFileSync } from 'node:fs';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

async function restricted(file: string, importLine: string): Promise<string[]> {
  const text = `${importLine}\n${readFileSync(file, 'utf8')}`;
  const [result] = await eslint.lintText(text, { filePath: file });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('layer boundaries (issue 20)', () => {
  it('the kernel imports no game and no product layer', async () => {
    expect(await restricted('src/core/rng.ts', "import '../games/catalog.ts';")).toEqual([
      expect.stringMatching(/kernel \(src\/core\) knows nothing/),
    ]);
    expect(await restricted('src/core/rng.ts', "import '../server/limits.ts';")).toHaveLength(1);
    expect(await restricted('src/core/rng.ts', "import '../products.ts';")).toHaveLength(1);
    expect(await restricted('src/core/rng.ts', "import './types.ts';")).toEqual([]);
  }, 60_000);

  it('a game imports no CLI, server, simulator or agent code', async () => {
    expect(await restricted('src/games/dbs/view.ts', "import '../../cli/main.ts';")).toEqual([
      expect.stringMatching(/a game \(src\/games\) is rules and card data/),
    ]);
    expect(await restricted('src/games/dbs/view.ts', "import '../../ai/registry.ts';")).toHaveLength(1);
    expect(await restricted('src/games/dbs/view.ts', "import '../../core/engine.ts';")).toEqual([]);
  }, 60_000);

  it("a game's rules import neither its product folder nor the product registry", async () => {
    expect(await restricted('src/games/dbs/view.ts', "import './product/index.ts';")).toEqual([
      expect.stringMatching(/rules do not import its product/),
    ]);
    expect(await restricted('src/games/vanguard/abilities/text.ts', "import '../product/heuristic.ts';")).toEqual([
      expect.stringMatching(/rules do not import its product/),
    ]);
    expect(await restricted('src/games/dbs/view.ts', "import '../../products.ts';")).toHaveLength(1);
    // Positive control: the rules import the rules.
    expect(await restricted('src/games/dbs/view.ts', "import './state.ts';")).toEqual([]);
  }, 60_000);

  it("a game's product folder may import the agent, CLI, simulator and server layers, not the browser", async () => {
    const file = 'src/games/dbs/product/search.ts';
    expect(await restricted(file, "import '../../../ai/registry.ts';")).toEqual([]);
    expect(await restricted(file, "import '../../../cli/terminal.ts';")).toEqual([]);
    expect(await restricted(file, "import '../../../sim/simGame.ts';")).toEqual([]);
    expect(await restricted(file, "import '../../../server/protocol.ts';")).toEqual([]);
    expect(await restricted(file, "import '../../../products.ts';")).toEqual([]);
    expect(await restricted(file, "import '../../../../web/src/api.ts';")).toEqual([
      expect.stringMatching(/the browser client has its own/),
    ]);
  }, 60_000);

  it('the browser client takes views, narration, prompts, the protocol and chart shapes only', async () => {
    const file = 'web/src/api.ts';
    expect(await restricted(file, "import '../../src/server/rooms.ts';")).toHaveLength(1);
    expect(await restricted(file, "import '../../src/core/engine.ts';")).toHaveLength(1);
    expect(await restricted(file, "import '../../src/sim/simulate.ts';")).toHaveLength(1);
    expect(await restricted(file, "import 'node:fs';")).toHaveLength(1);
    expect(await restricted(file, "import '../../src/server/protocol.ts';")).toEqual([]);
    expect(await restricted(file, "import '../../src/sim/charts.ts';")).toEqual([]);
    expect(await restricted(file, "import '../../src/games/seatWords.ts';")).toEqual([]);
    // A game's view shapes are read in that game's browser folder (below), not by the screens.
    expect(await restricted(file, "import '../../src/games/vanguard/view.ts';")).toEqual([
      expect.stringMatching(/the screens read no game's engine files/),
    ]);
  }, 60_000);

  it("the screens reach a game only through the registry, and a game's browser folder not another game's", async () => {
    const screen = 'web/src/GameScreen.tsx';
    expect(await restricted(screen, "import './games/dbs/Board.tsx';")).toEqual([
      expect.stringMatching(/only through the registry/),
    ]);
    expect(await restricted(screen, "import './games/index.ts';")).toEqual([]);
    expect(await restricted(screen, "import './games/registry.ts';")).toEqual([]);
    const game = 'web/src/games/dbs/Board.tsx';
    expect(await restricted(game, "import '../vanguard/Card.tsx';")).toEqual([
      expect.stringMatching(/does not reach into another game's/),
    ]);
    expect(await restricted(game, "import '../registry.ts';")).toEqual([]);
    expect(await restricted(game, "import '../../Hand.tsx';")).toEqual([]);
    expect(await restricted(game, "import '../../../../src/games/dbs/view.ts';")).toEqual([]);
    // The engine boundary holds in a game's folder too.
    expect(await restricted(game, "import '../../../../src/core/engine.ts';")).toHaveLength(1);
  }, 60_000);
});
