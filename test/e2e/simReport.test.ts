// End-to-end: the HTML report of `arbiter sim … --report FILE.html`, opened from disk (file://) in
// Debian's headless Chromium driven by playwright-core, as a person opens it. The bars carry the
// numbers of the run's --json, are drawn to scale, and every chart is visible at a desktop width, at a
// phone's width (without sideways scrolling) and in dark mode. Screenshots: test-artifacts/sim-report.png (the
// headline and the charts) and test-artifacts/sim-report-phone-dark.png (look at them).
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SimOutput } from '../../src/cli/sim.ts';
import { arbiterIn } from '../cli/arbiterProcess.ts';
import { ARTIFACTS, launchChromium } from './chromium.ts';

const TMP = mkdtempSync(join(tmpdir(), 'arbiter-sim-report-'));
const FILE = join(TMP, 'report.html');
const CHARTS = ['winRates', 'firstPlayer', 'turns', 'endReasons', 'triggers', 'cards'];

let browser: Browser;
let json: SimOutput;

const run = arbiterIn(TMP);

beforeAll(async () => {
  mkdirSync(ARTIFACTS, { recursive: true });
  const r = await run([
    'sim',
    'vanguard',
    '--games',
    '40',
    '--seed',
    '3',
    '--agents',
    'random',
    'random',
    '--workers',
    '2',
    '--json',
    '--report',
    FILE,
  ]);
  expect(r.code, r.err).toBe(0);
  json = JSON.parse(r.out) as SimOutput;
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  rmSync(TMP, { recursive: true, force: true });
});

async function open(width: number, height: number, colorScheme: 'light' | 'dark' = 'light'): Promise<Page> {
  const page = await browser.newPage({ viewport: { width, height }, colorScheme });
  // Nothing may leave the page: the report is self-contained.
  const requests: string[] = [];
  page.on('request', (req) => requests.push(req.url()));
  await page.goto(pathToFileURL(FILE).href);
  expect(requests.filter((u) => !u.startsWith('file://'))).toEqual([]);
  return page;
}

interface Bar {
  attrs: Record<string, string>;
  width: number;
  height: number;
}

/** The bars (elements with class `cls`) of one chart, with their data-* attributes and rendered size. */
function bars(page: Page, chart: string, cls = 'bar'): Promise<Bar[]> {
  return page.$$eval(`svg[data-chart="${chart}"] .${cls}`, (els) =>
    els.map((el) => {
      const attrs: Record<string, string> = {};
      for (const a of Array.from(el.attributes)) if (a.name.startsWith('data-')) attrs[a.name] = a.value;
      const box = el.getBoundingClientRect();
      return { attrs, width: box.width, height: box.height };
    }),
  );
}

/** Every chart is on the page, visible, with a non-zero size that fits the viewport's width. */
async function chartsVisible(page: Page, width: number): Promise<void> {
  for (const id of CHARTS) {
    const svg = page.locator(`#chart-${id} svg`);
    await expect.poll(() => svg.isVisible(), { message: id }).toBe(true);
    const box = (await svg.boundingBox())!;
    expect(box.width, id).toBeGreaterThan(width / 2);
    expect(box.height, id).toBeGreaterThan(40);
    expect(box.x + box.width, id).toBeLessThanOrEqual(width);
    expect(await page.locator(`#chart-${id} .caption`).isVisible(), id).toBe(true);
  }
}

describe('the HTML report of arbiter sim --report', () => {
  it('shows the numbers of the run, drawn to scale, at a desktop width', async () => {
    const page = await open(900, 900);
    expect(await page.title()).toBe('VG-TD01 v VG-TD02: 40 games of vanguard');
    await chartsVisible(page, 900);

    const rate = json.winRateA;
    const [a, b] = await bars(page, 'winRates');
    expect(a.attrs).toMatchObject({
      'data-label': 'VG-TD01 (random)',
      'data-value': String(rate.rate),
      'data-lo': String(rate.ci95[0]),
      'data-hi': String(rate.ci95[1]),
    });
    expect(Number(b.attrs['data-value'])).toBeCloseTo(1 - rate.rate, 4);
    expect(Number(b.attrs['data-lo'])).toBeCloseTo(1 - rate.ci95[1], 4);
    expect(a.width / b.width).toBeCloseTo(rate.rate / (1 - rate.rate), 1);
    const [whiskerA] = await bars(page, 'winRates', 'whisker');
    // The whisker spans the interval on the same scale as the bar.
    expect(whiskerA.width / a.width).toBeCloseTo((rate.ci95[1] - rate.ci95[0]) / rate.rate, 1);

    const [first] = await bars(page, 'firstPlayer');
    expect(first.attrs['data-value']).toBe(String(json.firstPlayer.rate));
    expect(first.attrs['data-lo']).toBe(String(json.firstPlayer.ci95[0]));

    const turns = await bars(page, 'turns');
    expect(turns.reduce((s, t) => s + Number(t.attrs['data-value']), 0)).toBe(json.games);
    const tallest = turns.reduce((x, y) => (Number(y.attrs['data-value']) > Number(x.attrs['data-value']) ? y : x));
    for (const t of turns) {
      const share = Number(t.attrs['data-value']) / Number(tallest.attrs['data-value']);
      expect(t.height / tallest.height).toBeCloseTo(share, 1);
    }
    const [mean] = await bars(page, 'turns', 'mean');
    expect(mean.attrs['data-value']).toBe(String(json.turns.mean));

    const ends = await bars(page, 'endReasons');
    expect(Object.fromEntries(ends.map((e) => [e.attrs['data-label'], Number(e.attrs['data-value'])]))).toEqual(
      json.endReasons,
    );

    const triggers = await bars(page, 'triggers');
    const crit = json.perDeck[0].triggers[0];
    expect(triggers[0].attrs).toMatchObject({
      'data-deck': 'A',
      'data-label': crit.kind,
      'data-check': 'drive',
      'data-value': String(crit.drive.revealed),
      'data-active': String(crit.drive.active),
    });

    const cards = await bars(page, 'cards', 'card');
    const top = json.perDeck[0].cards[0];
    expect(cards[0].attrs).toMatchObject({
      'data-label': top.name,
      'data-code': top.code,
      'data-value': String(top.rides + top.calls + top.guards),
    });
    expect(cards.filter((c) => c.attrs['data-deck'] === 'B')).toHaveLength(Math.min(12, json.perDeck[1].cards.length));

    await expect
      .poll(() => page.locator('[data-stat=winRateA] .value').innerText())
      .toBe(`${(100 * rate.rate).toFixed(1)}%`);
    // The headline and the charts (not the tables and the timing line, so the picture stays the same).
    const bottom = (await page.locator('#chart-cards').boundingBox())!;
    await page.screenshot({
      path: `${ARTIFACTS}/sim-report.png`, // docs/sim-report.png is a copy, refreshed by hand
      clip: { x: 0, y: 0, width: 900, height: Math.ceil(bottom.y + bottom.height) },
      fullPage: true,
      animations: 'disabled',
    });
    await page.close();
  });

  it('fits a phone, in dark mode too', async () => {
    const page = await open(375, 740, 'dark');
    await chartsVisible(page, 375);
    // No sideways scrolling of the page: wide tables scroll inside their own box.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    const [a] = await bars(page, 'winRates');
    expect(a.width).toBeGreaterThan(0);
    // Chart text follows the page's (light) text colour on the dark background.
    const [fg, bg] = await page.evaluate(() => [
      getComputedStyle(document.querySelector('svg[data-chart=winRates]')!).color,
      getComputedStyle(document.body).backgroundColor,
    ]);
    const lum = (c: string) => (c.match(/\d+/g) ?? []).slice(0, 3).reduce((s, x) => s + Number(x), 0);
    expect(lum(fg)).toBeGreaterThan(lum(bg) + 300);
    await page.screenshot({ path: `${ARTIFACTS}/sim-report-phone-dark.png`, fullPage: true, animations: 'disabled' });
    await page.close();
  });
});
