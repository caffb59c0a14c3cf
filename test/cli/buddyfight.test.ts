// The command line for Future Card Buddyfight (issue 14): the same commands as for the other games, through its
// catalog (src/games/buddyfight/catalog.ts), its simulator part (src/games/buddyfight/product/sim.ts) and its
// terminal screen (src/games/buddyfight/product/terminal.ts).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { arbiterIn } from './arbiterProcess.ts';

const TMP = mkdtempSync(join(tmpdir(), 'arbiter-cli-bf-'));

const runIn = arbiterIn(TMP);
const arbiter = (args: string[], input = '') => runIn(args, { input });

describe('arbiter for buddyfight', () => {
  it('sim buddyfight plays seeded games to the end, counts calls, casts and equips, and --json is the same for the same seed', async () => {
    const args = ['sim', 'buddyfight', '--games', '6', '--seed', '4', '--workers', '1', '--json'];
    const [a, b] = await Promise.all([arbiter(args), arbiter(args)]);
    expect(a.code).toBe(0);
    const ra = JSON.parse(a.out);
    const rb = JSON.parse(b.out);
    delete ra.timing;
    delete rb.timing;
    expect(ra).toEqual(rb);
    expect(ra.game).toBe('buddyfight');
    expect(ra.decks).toEqual(['BF-TD01', 'BF-TD02']);
    expect(ra.unfinished).toBe(0);
    expect(ra.wins[0] + ra.wins[1] + ra.draws).toBe(6);
    // Every deck called monsters (BF-Call), and the Buddy Calls are counted in their own row (BF-Call 3.2).
    for (const d of ra.perDeck) {
      expect(d.cards.some((c: { rides: number }) => c.rides > 0)).toBe(true);
      expect(d.driveChecks).toBeGreaterThan(0);
    }
  });

  it('sim buddyfight prints the report in Buddyfight words', async () => {
    const r = await arbiter(['sim', 'buddyfight', '--games', '4', '--seed', '2', '--workers', '1']);
    expect(r.code).toBe(0);
    expect(r.out).toContain('average life lost by game end');
    expect(r.out).toContain('Buddy Calls');
    expect(r.out).toMatch(/calls/);
    expect(r.out).not.toMatch(/drive check|Triggers revealed/);
  });

  it('play buddyfight shows the board and numbered answers and plays to the end on typed numbers', async () => {
    const input = `${Array.from({ length: 3000 }, (_, i) => String(1 + (i % 2))).join('\n')}\n`;
    const r = await arbiter(['play', 'buddyfight', '--seed', '5', '--opponent', 'heuristic'], input);
    expect(r.code).toBe(0);
    expect(r.out).toContain('Future Card Buddyfight');
    // The board (digest §1.3): flag and buddy, life, gauge, hand, deck, the three areas and the item.
    expect(r.out).toMatch(
      /^Opponent: flag .* · buddy .*\n {2}life \d+ · gauge \d+ · hand \d+ · deck \d+ · drop \d+ · size \d\/3$/m,
    );
    expect(r.out).toMatch(/^ {2}L .* {3}C .* {3}R /m);
    expect(r.out).toMatch(/^ {2}item /m);
    expect(r.out).toContain('Main phase: call, cast, equip, use an [Act], or pass to the attack phase.');
    expect(r.out).toMatch(/^ {2}1\. (Call|Buddy Call|Cast|Equip|Charge|Attack|Pass)/m);
    expect(r.out).toMatch(/You (win|lose)|Draw/);
  });

  it('play buddyfight: c N prints the text of the card answer N names, rendered from its ability tree', async () => {
    const r = await arbiter(['play', 'buddyfight', '--seed', '3'], 'c 1\nq\n');
    expect(r.code).toBe(0);
    // Seed 3 opens on a [Counter] timing whose first answer casts Dragon Breath (TD01/0010EN).
    expect(r.out).toContain('Dragon Breath  [TD01/0010EN]');
    expect(r.out).toMatch(/spell · Dragon World/);
  });
});
