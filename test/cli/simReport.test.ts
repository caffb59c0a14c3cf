// `arbiter sim … --report FILE.html`, run as a subprocess exactly as a user runs it: the HTML file is
// written beside the normal output (text or --json), holds every chart of the run's report, and a bad
// path fails before any game with one clear line and no file left behind.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { SimOutput } from '../../src/cli/sim.ts';
import { simCharts } from '../../src/sim/charts.ts';
import { arbiterIn } from './arbiterProcess.ts';

const TMP = mkdtempSync(join(tmpdir(), 'arbiter-report-'));
afterAll(() => rmSync(TMP, { recursive: true, force: true }));

const arbiter = arbiterIn(TMP);

const SIM = ['sim', 'vanguard', '--games', '8', '--seed', '5', '--workers', '1'];

describe('arbiter sim --report', () => {
  it('writes the HTML report with every chart alongside --json, and says where on stderr', async () => {
    const r = await arbiter([...SIM, '--json', '--report', 'out.html']);
    expect(r.err).toBe('report written to out.html (open it in a browser)\n');
    expect(r.code).toBe(0);
    const json = JSON.parse(r.out) as SimOutput;
    const html = readFileSync(join(TMP, 'out.html'), 'utf8');
    expect(html.startsWith('<!doctype html>')).toBe(true);
    const { timing, ...report } = json;
    expect(timing.workers).toBe(1);
    const charts = simCharts(report);
    expect(charts.map((c) => c.id)).toEqual(['winRates', 'firstPlayer', 'turns', 'endReasons', 'triggers', 'cards']);
    // The very charts of the report printed on stdout, not of some other run.
    expect(charts.length, 'the list checked below is not empty').toBeGreaterThan(0);
    for (const c of charts) expect(html).toContain(c.svg);
    expect(html).toContain(`games/second (1 worker, ${timing.seconds.toFixed(2)} s)`);
    expect(html).not.toMatch(/<script|src=|href=/i);
    expect(readdirSync(TMP).filter((f) => f.includes('.tmp'))).toEqual([]);
  });

  it('keeps the text report on stdout, and writes DBS reports too', async () => {
    const r = await arbiter([
      'sim',
      'dbs',
      '--games',
      '4',
      '--seed',
      '2',
      '--workers',
      '1',
      '--report',
      join(TMP, 'dbs report.html'),
    ]);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^4 games of dbs \(masters\)/);
    expect(r.err).toContain(`report written to ${join(TMP, 'dbs report.html')}`);
    const html = readFileSync(join(TMP, 'dbs report.html'), 'utf8');
    for (const id of ['winRates', 'firstPlayer', 'turns', 'endReasons', 'cards']) {
      expect(html).toContain(`data-chart="${id}"`);
    }
    expect(html).not.toContain('data-chart="triggers"');
    expect(html).toContain('data-kind="plays"');
  });

  it('replaces an existing report file', async () => {
    writeFileSync(join(TMP, 'old.html'), 'old');
    const r = await arbiter([...SIM, '--json', '--report', 'old.html']);
    expect(r.code).toBe(0);
    expect(readFileSync(join(TMP, 'old.html'), 'utf8')).toContain('data-chart="winRates"');
  });

  it('refuses a bad path with one clear line, before playing, and leaves no file', async () => {
    mkdirSync(join(TMP, 'bad'), { recursive: true });
    writeFileSync(join(TMP, 'bad', 'plain.txt'), 'x');
    const [missingDir, isDir, underFile, empty] = await Promise.all([
      arbiter([...SIM, '--report', 'bad/nowhere/r.html']),
      arbiter([...SIM, '--report', 'bad']),
      arbiter([...SIM, '--report', 'bad/plain.txt/r.html']),
      arbiter([...SIM, '--report', '']),
    ]);
    expect(missingDir.err).toBe('arbiter: cannot write the report "bad/nowhere/r.html": no such directory\n');
    expect(isDir.err).toBe('arbiter: cannot write the report "bad": it is a directory\n');
    expect(underFile.err).toBe(
      'arbiter: cannot write the report "bad/plain.txt/r.html": bad/plain.txt is not a directory\n',
    );
    expect(empty.err).toBe('arbiter: --report needs a file name, e.g. --report report.html\n');
    for (const r of [missingDir, isDir, underFile, empty]) {
      expect(r.code).toBe(2);
      // Refused before any game: no report on stdout.
      expect(r.out).toBe('');
    }
    expect(readdirSync(join(TMP, 'bad'))).toEqual(['plain.txt']);
    expect(existsSync(join(TMP, 'bad', 'nowhere'))).toBe(false);
  });
});
