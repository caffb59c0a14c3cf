// The browser's per-game registry (issue 20): every folder web/src/games/<game>/ is one registered game, and no file
// of the client outside the games' folders branches on a game — no game id and no game's prompt id appears there as a
// string. (The registry's entries are React modules, which these Node tests do not load: they read the sources.)
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const WEB = 'web/src';
const GAMES = join(WEB, 'games');

/** The game folders: web/src/games/<game>/. */
function gameFolders(): string[] {
  return readdirSync(GAMES).filter((f) => statSync(join(GAMES, f)).isDirectory());
}

/** Every source file of the client outside the games' folders (the registration files included). */
function sharedFiles(dir = WEB): string[] {
  const out: string[] = [];
  for (const f of readdirSync(dir)) {
    const p = join(dir, f);
    if (statSync(p).isDirectory()) {
      if (dir !== GAMES) out.push(...sharedFiles(p));
    } else if (/\.tsx?$/.test(f)) out.push(p);
  }
  return out;
}

/** The prompt id namespaces a game's words use (`vg` of 'vg.ride'), read from its prompts file. */
function promptNamespaces(game: string): string[] {
  const text = readFileSync(join(GAMES, game, 'prompts.ts'), 'utf8');
  return [...new Set([...text.matchAll(/^\s*'([a-z]+)\.[A-Za-z.]+':/gm)].map((m) => m[1]))];
}

/** The strings in `source` that name a game (`ids`) or one of its prompts (`namespaces`). */
function gameBranches(source: string, ids: string[], namespaces: string[]): string[] {
  const out: string[] = [];
  for (const m of source.matchAll(/(['"`])([^'"`\n]*)\1/g)) {
    const s = m[2];
    if (ids.includes(s) || namespaces.some((ns) => s.startsWith(`${ns}.`))) out.push(s);
  }
  return out;
}

describe('the browser registry (issue 20)', () => {
  const games = gameFolders();
  const index = readFileSync(join(GAMES, 'index.ts'), 'utf8');

  it('each game folder is one registered game whose id is its folder name', () => {
    expect(games.length).toBeGreaterThanOrEqual(2);
    const listed =
      /WEB_GAMES[^=]*=\s*\[([^\]]*)\]/
        .exec(index)?.[1]
        .split(',')
        .map((x) => x.trim()) ?? [];
    for (const g of games) {
      const entry = readFileSync(join(GAMES, g, 'index.tsx'), 'utf8');
      const name = new RegExp(`export const (\\w+): WebGame<`).exec(entry)?.[1];
      expect(name, `${g}/index.tsx exports its WebGame`).toBeDefined();
      expect(entry).toContain(`id: '${g}',`);
      expect(index).toContain(`import { ${name} } from './${g}/index.tsx';`);
      expect(listed).toContain(name);
    }
    expect(listed).toHaveLength(games.length);
  });

  it('finds a game branch when there is one (positive control)', () => {
    const ns = promptNamespaces('dbs');
    expect(ns).toEqual(['dbs']);
    expect(gameBranches("if (view.game === 'dbs') return;", games, ns)).toEqual(['dbs']);
    expect(gameBranches('d.prompt !== "dbs.search"', games, ns)).toEqual(['dbs.search']);
    expect(gameBranches("import { x } from './games/index.ts';", games, ns)).toEqual([]);
  });

  it("no client file outside the games' folders names a game or a game's prompt", () => {
    const namespaces = games.flatMap(promptNamespaces);
    expect(namespaces).toEqual(expect.arrayContaining(['vg', 'dbs']));
    const files = sharedFiles();
    expect(files).toEqual(expect.arrayContaining([join(WEB, 'GameScreen.tsx'), join(GAMES, 'index.ts')]));
    const found = files.flatMap((f) =>
      gameBranches(readFileSync(f, 'utf8'), games, namespaces).map((s) => `${f}: '${s}'`),
    );
    expect(found).toEqual([]);
  });
});
