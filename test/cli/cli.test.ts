// The `arbiter` command line, run as a subprocess (`node bin/arbiter.js …`) exactly as a user runs it.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cardByCode, deckById } from '../../src/games/vanguard/cards/cardPool.ts';
import { act, answerKey, decision, newGame, type ReplayRecord } from '../../src/index.ts';
import { arbiterIn, type Run } from './arbiterProcess.ts';

const TMP = mkdtempSync(join(tmpdir(), 'arbiter-cli-'));
afterAll(() => rmSync(TMP, { recursive: true, force: true }));

const arbiter = arbiterIn(TMP);

/** No stack trace ever reaches the user. */
function noStack(r: Run): void {
  expect(r.err).not.toMatch(/\n\s+at /);
}

describe('arbiter sim', () => {
  it('is deterministic: the same options give the same output except the timing figures', async () => {
    const [a, b] = await Promise.all([
      arbiter(['sim', 'vanguard', '--games', '20', '--seed', '7', '--json']),
      arbiter(['sim', 'vanguard', '--games', '20', '--seed', '7', '--json']),
    ]);
    expect(a.code).toBe(0);
    expect(b.code).toBe(0);
    // Exactly one JSON object on stdout.
    expect(a.out.trim().split('\n')).toHaveLength(1);
    const ja = JSON.parse(a.out);
    const jb = JSON.parse(b.out);
    expect({ ...ja, timing: null }).toEqual({ ...jb, timing: null });
    expect(typeof ja.timing.gamesPerSecond).toBe('number');
    expect(ja.timing.gamesPerSecond).toBeGreaterThan(0);
    const strip = (s: string) => s.replace(/,"timing":\{[^}]*\}/, '');
    expect(strip(a.out)).toBe(strip(b.out));
    expect(Object.keys(ja)).toEqual([
      'game',
      'format',
      'seed',
      'games',
      'decks',
      'agents',
      'wins',
      'draws',
      'unfinished',
      'drawsCount',
      'winRateA',
      'firstPlayer',
      'turns',
      'endReasons',
      'perDeck',
      'timing',
    ]);
    expect(ja.games).toBe(20);
    expect(ja.decks).toEqual(['VG-TD01', 'VG-TD02']);
    // The heuristic by default, as in the browser's simulator.
    expect(ja.agents).toEqual(['heuristic', 'heuristic']);
    expect(ja.format).toBe('cr201');
    expect(ja.seed).toBe(7);
    expect(ja.wins[0] + ja.wins[1] + ja.draws + ja.unfinished).toBe(20);
    expect(ja.turns.mean).toBeGreaterThan(1);
    expect(ja.winRateA.ci95[0]).toBeLessThanOrEqual(ja.winRateA.rate);
    expect(ja.winRateA.ci95[1]).toBeGreaterThanOrEqual(ja.winRateA.rate);
    expect(ja.perDeck.map((d: { seat0: number }) => d.seat0)).toEqual([10, 10]);
  });

  it('prints a readable summary, and a different seed plays different games', async () => {
    const [text, other] = await Promise.all([
      arbiter(['sim', 'vanguard', '--games', '6', '--seed', '7', '--format', 'cr110', '--decks', 'TD03', 'TD04']),
      arbiter(['sim', 'vanguard', '--games', '6', '--seed', '8', '--format', 'cr110', '--json']),
    ]);
    expect(text.code).toBe(0);
    expect(text.out).toContain('6 games of vanguard (cr110)');
    expect(text.out).toMatch(/^ {2}A VG-TD03 Golden Mechanical Soldier +heuristic +\d+ +\d+\.\d% +\d+\.\d%–\d+\.\d%$/m);
    expect(text.out).toMatch(/^ {2}B VG-TD04 Maiden Princess of the Cherry Blossoms +heuristic +\d+ /m);
    expect(text.out).toContain('Agents: deck A played by heuristic, deck B by heuristic');
    expect(text.out).toContain('count a draw as half a win');
    expect(text.out).toMatch(/the player who went first won \d+\.\d% \(95% CI /);
    expect(text.out).toMatch(/Game length in turns: mean \d+\.\d\d/);
    expect(text.out).toMatch(/^ {2}average damage at game end +\d\.\d\d +\d\.\d\d$/m);
    expect(text.out).toMatch(/^Cards played by A VG-TD03/m);
    expect(text.out).toMatch(/games\/second/);
    expect(text.err).toBe(''); // no progress bar when stderr is not a terminal
    expect(other.code).toBe(0);
    expect(JSON.parse(other.out).seed).toBe(8);
  });
});

describe('arbiter replay', () => {
  const dir = join(TMP, 'replays');
  let files: string[] = [];

  it('--save-replays writes one file per game that replay --verify accepts', async () => {
    const r = await arbiter(['sim', 'vanguard', '--games', '3', '--seed', '11', '--save-replays', dir, '--json']);
    expect(r.code).toBe(0);
    files = readdirSync(dir)
      .sort()
      .map((f) => join(dir, f));
    expect(files).toHaveLength(3);
    const rec = JSON.parse(readFileSync(files[0], 'utf8'));
    expect(rec).toMatchObject({ game: 'vanguard', format: 'cr201', seed: 11 });
    expect(rec.decks.map((d: { name: string }) => d.name)).toEqual(['VG-TD01', 'VG-TD02']);
    expect(JSON.parse(readFileSync(files[1], 'utf8')).decks[0].name).toBe('VG-TD02'); // seats swap on odd games
    expect(rec.final.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rec.final.turn).toBeGreaterThan(0);
    const runs = await Promise.all(files.map((f) => arbiter(['replay', f, '--verify'])));
    for (const v of runs) {
      expect(v.code).toBe(0);
      expect(v.out).toMatch(/result: /);
      expect(v.out).toMatch(/turns: \d+/);
      expect(v.out.trim().endsWith('verified')).toBe(true);
    }
  });

  it('--verify fails on a changed final.hash, a changed answer, a missing hash; a corrupt file exits 2', async () => {
    const rec = JSON.parse(readFileSync(files[0], 'utf8'));

    const badHash = join(TMP, 'bad-hash.json');
    writeFileSync(badHash, JSON.stringify({ ...rec, final: { ...rec.final, hash: '0'.repeat(64) } }));

    // An answer that is not legal where it stands.
    const illegal = join(TMP, 'illegal-answer.json');
    const answers = rec.answers.slice();
    answers[5] = { seat: answers[5].seat, answer: { t: 'pass' } };
    writeFileSync(illegal, JSON.stringify({ ...rec, answers }));

    // A different legal answer at the first decision with a choice: the game goes elsewhere.
    const changed = join(TMP, 'changed-answer.json');
    const state = newGame({ game: rec.game, format: rec.format, decks: rec.decks, seed: rec.seed, log: false });
    let k = 0;
    for (; ; k++) {
      const d = decision(state)!;
      if (d.options.length > 1) break;
      act(state, rec.answers[k].seat, rec.answers[k].answer);
    }
    const d = decision(state)!;
    const other = d.options.find((o) => answerKey(o) !== answerKey(rec.answers[k].answer))!;
    const answers2 = rec.answers.slice();
    answers2[k] = { seat: d.seat, answer: other };
    writeFileSync(changed, JSON.stringify({ ...rec, answers: answers2 } satisfies ReplayRecord));

    const noHash = join(TMP, 'no-hash.json');
    writeFileSync(noHash, JSON.stringify({ ...rec, final: undefined }));
    const corrupt = join(TMP, 'corrupt.json');
    writeFileSync(corrupt, '{"engineVersion": "0.1.0", "answers": [');
    const notReplay = join(TMP, 'not-a-replay.json');
    writeFileSync(notReplay, JSON.stringify({ hello: 'world' }));

    const [h, i, c, n, x, y, missing] = await Promise.all([
      arbiter(['replay', badHash, '--verify']),
      arbiter(['replay', illegal, '--verify']),
      arbiter(['replay', changed, '--verify']),
      arbiter(['replay', noHash, '--verify']),
      arbiter(['replay', corrupt, '--verify']),
      arbiter(['replay', notReplay]),
      arbiter(['replay', join(TMP, 'does-not-exist.json')]),
    ]);
    expect(h.code).toBe(1);
    expect(h.err).toMatch(/verification failed: .*differs from the file's final\.hash/);
    expect(h.out).not.toContain('verified');
    expect(i.code).toBe(1);
    expect(i.err).toMatch(/verification failed: .*does not replay: answer 6 of \d+ was refused/);
    expect(c.code).toBe(1);
    expect(c.err).toMatch(/verification failed/);
    expect(c.out).not.toContain('verified');
    expect(n.code).toBe(1);
    expect(n.err).toMatch(/has no final\.hash/);
    expect(x.code).toBe(2);
    expect(x.err).toMatch(/is not valid JSON/);
    expect(y.code).toBe(2);
    expect(y.err).toMatch(/is not a replay file/);
    expect(missing.code).toBe(2);
    expect(missing.err).toMatch(/cannot read .*no such file/);
    for (const r of [h, i, c, n, x, y, missing]) noStack(r);
  });
});

describe('arbiter deck check / decks / card', () => {
  const td01 = deckById('VG-TD01')!;
  const goodList = ['# VG-TD01 Blaster Blade', ...td01.cards.map((e) => `${e.count} ${cardByCode(e.code)!.name}`)].join(
    '\n',
  );

  it('a legal list: "legal (50 cards)", exit 0 (from a file and from stdin)', async () => {
    const file = join(TMP, 'td01.txt');
    writeFileSync(file, goodList);
    const [f, s] = await Promise.all([
      arbiter(['deck', 'check', file, '--game', 'vanguard']),
      arbiter(['deck', 'check', '-', '--game', 'vanguard', '--format', 'cr110'], { input: goodList }),
    ]);
    expect(f.code).toBe(0);
    expect(f.out.trim()).toBe('legal (50 cards)');
    expect(s.code).toBe(0);
    expect(s.out.trim()).toBe('legal (50 cards)');
  });

  it('a bad list: line-numbered errors with a suggestion, exit 1; a wrong size is a deck error', async () => {
    const bad = join(TMP, 'bad.txt');
    writeFileSync(bad, ['4 Wingal', '', '4 Blaster Blad', 'Wingal please'].join('\n'));
    const short = join(TMP, 'short.txt');
    writeFileSync(short, '4 Wingal\n');
    const [b, s] = await Promise.all([
      arbiter(['deck', 'check', bad, '--game', 'vanguard']),
      arbiter(['deck', 'check', short, '--game', 'vanguard']),
    ]);
    expect(b.code).toBe(1);
    expect(b.out).toContain('line 3: unknown card "Blaster Blad"; did you mean "Blaster Blade"?');
    expect(b.out).toMatch(/^line 4: cannot read "Wingal please"/m);
    expect(b.out).not.toMatch(/^line 1:/m);
    // Every problem at once: the typo does not hide the card count and the trigger count.
    expect(b.out).toMatch(
      /^deck: deck has 4 cards; it must have exactly 50 .*counting only the lines that could be read/m,
    );
    expect(b.out).toMatch(/^deck: deck has 0 cards with a trigger/m);
    expect(b.err).toMatch(/not legal in cr201: 4 problems/);
    expect(s.code).toBe(1);
    expect(s.out).toMatch(/^deck: deck has 4 cards; it must have exactly 50/m);
    noStack(b);
  });

  it('decks vanguard lists the 12 built-in decks with clan and triggers, then the six D decks of format d', async () => {
    const [r, d] = await Promise.all([arbiter(['decks', 'vanguard']), arbiter(['decks', 'vanguard', '--format', 'd'])]);
    expect(r.code).toBe(0);
    const rows = r.out.trim().split('\n').slice(1);
    expect(rows).toHaveLength(18);
    // VGD 8.1.2: a D deck is its ride deck of 4 and its main deck of 50.
    expect(rows[12]).toMatch(/^D-SD01\s+Chakrabarthi Divine Dragon, Nirvana\s+Dragon Empire .* · format d\s+54$/);
    expect(d.code).toBe(0);
    expect(
      d.out
        .trim()
        .split('\n')
        .slice(1)
        .map((l) => l.split(/\s+/)[0]),
    ).toEqual(['D-SD01', 'D-SD02', 'D-SD03', 'D-SD04', 'D-SD05', 'D-LTD01']);
    expect(rows[0]).toMatch(/^VG-TD01\s+Blaster Blade\s+Royal Paladin · 4 critical, 4 draw, 4 stand, 4 heal\s+50$/);
    expect(rows[2]).toMatch(/^VG-TD03 .*Nova Grappler .*8 stand/);
    // The V-era decks say their list is ours: no official counts exist.
    expect(rows[10]).toMatch(
      /^V-TD01\s+Aichi Sendou\s+Royal Paladin · 8 critical, 4 draw, 4 heal · built from the set list \(no official counts\)\s+50$/,
    );
    expect(rows[11]).toMatch(/^V-TD02\s+Toshiki Kai\s+Kagero · /);
  });

  it('card prints printed characteristics by code or name; an unknown name exits non-zero', async () => {
    const [byCode, byName, unknown] = await Promise.all([
      arbiter(['card', 'TD01/005']),
      arbiter(['card', 'Wingal']),
      arbiter(['card', 'Blastr', 'Bladd']),
    ]);
    expect(byCode.code).toBe(0);
    expect(byCode.out).toMatch(/^Blaster Blade {2}\[TD01\/005\]/);
    expect(byCode.out).toContain('grade 2 · power 9000 · shield 5000 · critical 1');
    expect(byName.out).toContain('[TD01/009]');
    expect(unknown.code).toBe(1);
    expect(unknown.err).toContain('did you mean "Blaster Blade"');
  });
});

describe('arbiter errors', () => {
  it('an unknown game, format or deck is a clear message and a non-zero exit', async () => {
    const runs = await Promise.all([
      arbiter(['sim', 'chess', '--games', '1']),
      arbiter(['sim', 'vanguard', '--games', '1', '--format', 'cr999']),
      arbiter(['sim', 'vanguard', '--games', '1', '--decks', 'VG-TD01', 'VG-TD99']),
      arbiter(['play', 'vanguard', '--deck', 'nope']),
      arbiter(['sim', 'vanguard', '--games', 'many']),
      arbiter(['play', 'buddyfight', '--deck', 'BF-TD99']),
    ]);
    const [game, format, deck, playDeck, games, bfDeck] = runs;
    expect(game.err).toContain('unknown game "chess" (known: vanguard, dbs, buddyfight)');
    expect(format.err).toContain('unknown format "cr999" (known: cr201, cr110, d)');
    expect(deck.err).toContain('unknown deck "VG-TD99"');
    expect(playDeck.err).toContain('unknown deck "nope"');
    expect(games.err).toContain('--games must be a whole number');
    // Buddyfight is played like the others (issue 14): its own decks are checked, not another game's.
    expect(bfDeck.err).toContain('unknown deck "BF-TD99" (built-in decks: BF-TD01');
    for (const r of runs) {
      expect(r.code).not.toBe(0);
      expect(r.out).toBe('');
      noStack(r);
    }
  });
});

describe('arbiter play', () => {
  it('shows the board and a numbered menu, re-prompts on bad input, and ends cleanly on q', async () => {
    const cwd = mkdtempSync(join(TMP, 'play-'));
    const input = `${['1', '1', 'hello', '0', '?', ...Array(20).fill('1')].join('\n')}\nq\n`;
    const r = await arbiter(['play', 'vanguard', '--seed', '5'], { input, cwd });
    expect(r.code).toBe(0);
    expect(r.out).toContain('Seed 5');
    expect(r.out).toContain('Choose your first vanguard');
    expect(r.out).toMatch(/^ {2}1\) First vanguard: .+ \(G0 \d+\)$/m);
    // The board from seat 0: both fields as grids, the hand, the counts.
    expect(r.out).toMatch(/^OPPONENT {2}deck \d+ {2}hand \d+ {2}soul \d+ {2}drop \d+ {2}damage \d+$/m);
    expect(r.out).toMatch(/^ {2}BR .* BC .* BL /m);
    expect(r.out).toMatch(/^ {2}FL .* VC .* FR /m);
    expect(r.out).toMatch(/^YOU {2}deck \d+/m);
    expect(r.out).toMatch(/^HAND \(\d+\):$/m);
    expect(r.out).toMatch(/=== Turn \d+ · [a-z ]+ · (your|opponent's) turn/);
    expect(r.out).toMatch(/^ +\d+\) (Ride|Call|Pass)/m);
    expect(r.out).toContain('"hello" is not a choice');
    expect(r.out).toContain('"0" is not a choice');
    expect(r.out).toContain('Stand up!');
    expect(r.out).toMatch(/You lose \(you conceded\)\. Turn \d+\./);
    expect(r.err).toBe('');
    expect(readdirSync(cwd)).toEqual([]); // no replay unless asked for
  });

  it('--save-replay writes a replay that verifies; closed input concedes', async () => {
    const file = join(TMP, 'played.json');
    const input = `${Array(30).fill('1').join('\n')}\n`;
    const r = await arbiter(['play', 'vanguard', '--seed', '9', '--format', 'cr110', '--save-replay', file], { input });
    expect(r.code).toBe(0);
    expect(r.out).toContain('Input closed: you concede.');
    expect(r.out).toContain(`Replay saved to ${file}`);
    const v = await arbiter(['replay', file, '--verify']);
    expect(v.code).toBe(0);
    expect(v.out).toContain('cr110');
    expect(v.out).toContain('result: Player 2 wins (player 1 conceded).');
    expect(v.out.trim().endsWith('verified')).toBe(true);
  });
});
