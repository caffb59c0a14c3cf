// The clause → file index (issue 20, scripts/clause-index.mjs): docs/CLAUSES.md is what the rules files' headers
// say, every rules file under src/games/<game>/ names the clauses it owns, and each clause named exists in its
// rules source (the clause numbers in data/rules/, made by scripts/rule-clauses.mjs; never ../shared).
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { citedClauses, clauseIndex, knownClauses, NOT_RULES, rulesFiles } from '../../scripts/clause-index.mjs';

// The tags are spelt through these constants so that the sample headers below cite no clause themselves (the rule
// coverage tool counts every tag followed by a number in a test file).
const [VG1, VG2, VGD, DBS, BF] = ['VG1', 'VG2', 'VGD', 'DBS', 'BF'];

describe('clause index (issue 20)', () => {
  const index = clauseIndex();

  it('docs/CLAUSES.md is up to date (run npm run clause-index after changing a header)', () => {
    expect(readFileSync('docs/CLAUSES.md', 'utf8')).toBe(index.markdown);
  });

  it('every rules file names its clauses in its header, and every clause named exists', () => {
    expect(index.problems).toEqual([]);
    expect(index.files.length).toBeGreaterThan(40);
    for (const file of Object.keys(NOT_RULES)) expect(rulesFiles()).toContain(file);
  });

  it('reads tags, bare numbers after a tag, ranges and parentheses as the headers write them', () => {
    expect(
      citedClauses(`Automatic abilities (${VG2} 8.6; ${VG1} 8.6): on standby (8.6.2, 8.6.2.1), ver. 2.01 only`),
    ).toEqual({ VG2: ['8.6', '8.6.2', '8.6.2.1'], VG1: ['8.6'] });
    expect(citedClauses(`after a battle (7.7.1.9; ${VG1} 7.6.1.8) and ${VG2} 9.4.1, then (9.3.6)`)).toEqual({
      VG2: ['9.4.1', '9.3.6'],
      VG1: ['7.6.1.8'],
    });
    expect(
      citedClauses(`Deck rules (${DBS} 5-1): one Leader (5-1-2), 7-1-4 … 7-1-4-4; issue 17, digest DBS-107`),
    ).toEqual({
      DBS: ['5-1', '5-1-2', '7-1-4', '7-1-4-4'],
    });
    expect(
      citedClauses(`The D standard (${VGD} 16.2.1.2): a type (16.3.1.3.1) and Zones follow ${VG2} section 4 (4.1.1)`),
    ).toEqual({ VGD: ['16.2.1.2', '16.3.1.3.1'], VG2: ['4', '4.1.1'] });
    expect(citedClauses(`Attacks (${BF}-Atk 3.1.1, ${BF}-Atk-Q2) and ${BF}-Q07; cast (${BF}-Cast 2)`)).toEqual({
      BF: ['Atk 3.1.1', 'Atk-Q2', 'Q07', 'Cast 2'],
    });
    expect(citedClauses('Reading a pasted deck list, for every game')).toEqual({});
  });

  it('a rules file without clauses and a header citing a clause that does not exist are both reported', () => {
    const root = mkdtempSync(join(tmpdir(), 'clause-index-'));
    try {
      mkdirSync(join(root, 'data', 'rules'), { recursive: true });
      for (const src of ['VG1', 'VG2', 'VGD', 'DBS', 'BF']) {
        copyFileSync(join('data', 'rules', `clauses-${src}.txt`), join(root, 'data', 'rules', `clauses-${src}.txt`));
      }
      mkdirSync(join(root, 'src', 'games', 'toy', 'cards'), { recursive: true });
      writeFileSync(join(root, 'src', 'games', 'toy', 'good.ts'), `// Battle (${VG2} 7.7.1.9).\nexport {};\n`);
      writeFileSync(join(root, 'src', 'games', 'toy', 'wrong.ts'), `// Battle (${VG2} 7.7.1.99).\nexport {};\n`);
      writeFileSync(
        join(root, 'src', 'games', 'toy', 'fight.ts'),
        `// Attacks (${BF}-Atk 3.1.1, ${BF}-Q99).\nexport {};\n`,
      );
      writeFileSync(join(root, 'src', 'games', 'toy', 'bare.ts'), '// Helpers for the battle.\nexport {};\n');
      writeFileSync(join(root, 'src', 'games', 'toy', 'cards', 'card.ts'), 'export {};\n');
      const toy = clauseIndex(root);
      expect(toy.problems).toEqual([
        'src/games/toy/bare.ts: no header comment naming the clauses it owns',
        'src/games/toy/fight.ts: cites BF Q99, which does not exist',
        `src/games/toy/wrong.ts: cites ${VG2} 7.7.1.99, which does not exist`,
      ]);
      expect(toy.markdown).toContain(`| ${VG2} 7.7.1.9 | \`src/games/toy/good.ts\` |`);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('the clause numbers distinguish the sources', () => {
    const known = knownClauses();
    expect(known.VG2.has('7.7.1.9')).toBe(true);
    expect(known.DBS.has('7-1-4')).toBe(true);
    expect(known.VG2.has('16.3.1.3.1')).toBe(false);
    expect(known.VGD.has('16.3.1.3.1')).toBe(true);
    expect(known.BF.has('Q07')).toBe(true);
  });
});
