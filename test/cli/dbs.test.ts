// The command line for the Dragon Ball Super Card Game: the same commands as for Vanguard, through
// each game's catalog (src/games/dbs/catalog.ts) and terminal screen (src/games/dbs/product/terminal.ts).
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { arbiterIn } from './arbiterProcess.ts';

const TMP = mkdtempSync(join(tmpdir(), 'arbiter-cli-dbs-'));

const runIn = arbiterIn(TMP);
const arbiter = (args: string[], input = '') => runIn(args, { input });

describe('arbiter for dbs', () => {
  it('decks dbs lists the ten built-in decks with their leaders; card finds a DBS card by number', async () => {
    const [decks, card] = await Promise.all([arbiter(['decks', 'dbs']), arbiter(['card', 'BT1-033'])]);
    expect(decks.code).toBe(0);
    const rows = decks.out.trim().split('\n').slice(1);
    expect(rows).toHaveLength(10);
    expect(rows[0]).toMatch(/^DBS-SD01\s+Starter Deck 01: The Awakening\s+leader .* · blue\s+51$/);
    expect(card.code).toBe(0);
    expect(card.out).toContain('Kind Saiyan Son Goku  [BT1-033]');
    expect(card.out).toMatch(/battle card · blue · energy \d+/);
  });

  it('deck check --game dbs: a 20-card list is a deck-wide problem; an unknown card is reported with its line', async () => {
    const good = join(TMP, 'good.txt');
    const bad = join(TMP, 'bad.txt');
    writeFileSync(good, ['1 SD1-01', '4 SD1-02', '4 BT1-033', '4 BT1-034', '4 BT1-035', '4 BT1-037'].join('\n'));
    writeFileSync(bad, ['1 SD1-01', '4 Kind Saiyan Son Gokku'].join('\n'));
    const [g, b] = await Promise.all([
      arbiter(['deck', 'check', good, '--game', 'dbs']),
      arbiter(['deck', 'check', bad, '--game', 'dbs']),
    ]);
    // 20 main-deck cards is not the 50 the rules ask for (DBS 5-1-3): a deck-wide problem.
    expect(g.code).toBe(1);
    expect(g.out).toMatch(/^deck: .*50/m);
    expect(b.code).toBe(1);
    expect(b.out).toMatch(/^line 2: unknown card "Kind Saiyan Son Gokku"; did you mean "Kind Saiyan Son Goku"\?/m);
  });

  it('cards dbs lists every printing with its status; --set, --search narrow it; a bad set is a clear error', async () => {
    const [sd1, search, missing, badSet] = await Promise.all([
      arbiter(['cards', 'dbs', '--set', 'sd1']),
      arbiter(['cards', 'dbs', '--search', 'whis, judge']),
      arbiter(['cards', 'dbs', '--set', 'BT1', '--missing']),
      arbiter(['cards', 'dbs', '--set', 'XX9']),
    ]);
    expect(sd1.code).toBe(0);
    expect(sd1.out).toMatch(/^SD1-01\s+implemented\s+leader\s+Super Saiyan God Son Goku \/ SSGSS/m);
    expect(sd1.out.trim().split('\n').at(-1)).toBe('5 cards: 5 implemented, 0 not yet');
    expect(search.out).toMatch(/^BT1-043\s+not yet\s+battle\s+Whis, Judge of the Gods$/m);
    expect(missing.out).not.toMatch(/implemented {2}/);
    expect(missing.out).toMatch(/^BT1-043 /m);
    expect(badSet.code).not.toBe(0);
    expect(badSet.err).toMatch(/no set "XX9" in dbs \(sets: .*BT1/);
  });

  it('deck check --game dbs: a real card we do not implement is named on its line (by number or by name)', async () => {
    const file = join(TMP, 'unimplemented.txt');
    writeFileSync(file, ['1 SD1-01', '4 BT1-043', '4 BT1-033', '2 Whis, Judge of the Gods'].join('\n'));
    const r = await arbiter(['deck', 'check', file, '--game', 'dbs']);
    expect(r.code).toBe(1);
    const message = 'BT1-043 "Whis, Judge of the Gods" is a real card that Arbiter does not implement yet';
    expect(r.out).toContain(`line 2: ${message}`);
    expect(r.out).toContain(`line 4: ${message}`);
    expect(r.out).not.toMatch(/^line 3/m);
  });

  it('deck check --game dbs: DBS 5-1-3 DBS 5-1-3-1 every problem at once, a card’s on its line, even with a typo', async () => {
    const file = join(TMP, 'many.txt');
    writeFileSync(file, ['1 SD1-01', '5 BT1-033', '4 Kind Saiyan Son Gokku', '4 BT1-035'].join('\n'));
    const r = await arbiter(['deck', 'check', file, '--game', 'dbs']);
    expect(r.code).toBe(1);
    const lines = r.out.trim().split('\n');
    expect(lines[0]).toMatch(/^line 2: at most 4 copies of BT1-033 .*this deck has 5$/);
    expect(lines[1]).toMatch(/^line 3: unknown card "Kind Saiyan Son Gokku"/);
    expect(lines[2]).toMatch(
      /^deck: the deck must have exactly 50 .* has 9 \(counting only the lines that could be read\)$/,
    );
    expect(r.err).toMatch(/3 problems/);
  });

  it('sim dbs plays seeded games to the end and --json is the same for the same seed', async () => {
    const args = ['sim', 'dbs', '--games', '6', '--seed', '4', '--workers', '1', '--json'];
    const [a, b] = await Promise.all([arbiter(args), arbiter(args)]);
    expect(a.code).toBe(0);
    const ra = JSON.parse(a.out);
    const rb = JSON.parse(b.out);
    delete ra.timing;
    delete rb.timing;
    expect(ra).toEqual(rb);
    expect(ra.game).toBe('dbs');
    expect(ra.decks).toEqual(['DBS-SD01', 'DBS-S1-B-SSB-GOKU']);
    expect(ra.unfinished).toBe(0);
    expect(ra.wins[0] + ra.wins[1] + ra.draws).toBe(6);
  });

  it('play dbs shows the board and numbered answers and plays to the end on typed numbers', async () => {
    const input = `${Array.from({ length: 3000 }, (_, i) => String(1 + (i % 2))).join('\n')}\n`;
    const r = await arbiter(['play', 'dbs', '--seed', '5', '--opponent', 'random'], input);
    expect(r.code).toBe(0);
    expect(r.out).toContain('Dragon Ball Super Card Game');
    expect(r.out).toMatch(/Opponent: leader .*\n {2}life \d+ · hand \d+ · deck \d+/);
    expect(r.out).toContain('Main phase: play a card, activate a skill, attack, or end your turn.');
    expect(r.out).toMatch(/You (win|lose)|Draw/);
  });
});
