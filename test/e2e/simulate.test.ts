// End-to-end: the Simulate screen of the built client against the real match server, in Debian's headless
// Chromium. From the lobby a person opens Simulate, runs 20 random-v-random games, sees the progress bar,
// then the headline numbers and every chart, whose bars carry the numbers of the report the API gives
// (GET /api/sim/:id); the "download JSON" link holds that report; the results fit a phone's width.
// Screenshots: test-artifacts/simulate.png (docs/simulate.png is a copy) and test-artifacts/simulate-phone.png (look at them).
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SimStatus } from '../../src/server/protocol.ts';
import { simCharts } from '../../src/sim/charts.ts';
import type { SimReport } from '../../src/sim/stats.ts';
import { ARTIFACTS, type BrowserRig, shot, startRig } from './chromium.ts';

let rig: BrowserRig;

beforeAll(async () => {
  rig = await startRig();
});

afterAll(async () => {
  await rig?.close();
});

/** Every bar of one chart as its data-* attributes. */
function bars(page: Page, chart: string, selector = 'rect.bar'): Promise<Record<string, string | undefined>[]> {
  return page
    .locator(`[data-testid=chart-${chart}] svg ${selector}`)
    .evaluateAll((els) => els.map((e) => Object.fromEntries(Object.entries((e as HTMLElement).dataset))));
}

/** The report's numbers are rounded to 4 places, and so are the charts' data-* values. */
function near(attr: string | undefined, value: number): void {
  expect(Number(attr)).toBeCloseTo(value, 4);
}

async function checkCharts(page: Page, report: SimReport): Promise<void> {
  const ids = await page.locator('[data-testid^=chart-]').evaluateAll((els) => els.map((e) => e.dataset.testid));
  expect(ids).toEqual(simCharts(report).map((c) => `chart-${c.id}`));
  expect(ids).toContain('chart-triggers');

  const rates = await bars(page, 'winRates');
  const [a, b] = [rates.find((r) => r.deck === 'A')!, rates.find((r) => r.deck === 'B')!];
  expect(a.label).toBe(`${report.decks[0]} (${report.agents[0]})`);
  near(a.value, report.winRateA.rate);
  near(a.lo, report.winRateA.ci95[0]);
  near(a.hi, report.winRateA.ci95[1]);
  near(b.value, 1 - report.winRateA.rate);
  near(b.lo, 1 - report.winRateA.ci95[1]);
  near(b.hi, 1 - report.winRateA.ci95[0]);

  const [first] = await bars(page, 'firstPlayer');
  near(first.value, report.firstPlayer.rate);
  near(first.lo, report.firstPlayer.ci95[0]);
  near(first.hi, report.firstPlayer.ci95[1]);

  // Each histogram bar holds the games whose length falls in its range of turns.
  const turns = await bars(page, 'turns');
  expect(turns.reduce((n, t) => n + Number(t.value), 0)).toBe(report.games);
  for (const t of turns) {
    const inRange = report.turns.histogram.filter(([len]) => len >= Number(t.from) && len <= Number(t.to));
    expect(Number(t.value)).toBe(inRange.reduce((n, [, g]) => n + g, 0));
  }

  const ends = await bars(page, 'endReasons');
  expect(Object.fromEntries(ends.map((e) => [e.label, Number(e.value)]))).toEqual(report.endReasons);

  const triggers = await bars(page, 'triggers', 'g.bar');
  for (const [k, d] of report.perDeck.entries()) {
    for (const t of d.triggers) {
      for (const check of ['drive', 'damage'] as const) {
        const bar = triggers.find((x) => x.deck === 'AB'[k] && x.label === t.kind && x.check === check);
        expect(bar, `${d.deck} ${t.kind} ${check}`).toBeDefined();
        expect(Number(bar!.value)).toBe(t[check].revealed);
        expect(Number(bar!.active)).toBe(t[check].active);
      }
    }
  }

  const cards = await bars(page, 'cards', 'g.card');
  const topA = report.perDeck[0].cards.slice(0, 12);
  expect(cards.filter((c) => c.deck === 'A').map((c) => [c.code, Number(c.value)])).toEqual(
    topA.map((c) => [c.code, c.rides + c.calls + c.guards]),
  );
}

/** Every chart is drawn at a visible size, within the viewport's width. */
async function checkVisible(page: Page, width: number): Promise<void> {
  const boxes = await page
    .locator('[data-testid^=chart-] svg')
    .evaluateAll((els) => els.map((e) => e.getBoundingClientRect()).map((r) => [r.left, r.width, r.height]));
  expect(boxes.length).toBeGreaterThanOrEqual(5);
  for (const [left, w, h] of boxes) {
    expect(w).toBeGreaterThan(200);
    expect(h).toBeGreaterThan(30);
    expect(left + w).toBeLessThanOrEqual(width);
  }
  const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scroll).toBeLessThanOrEqual(width);
}

describe('Simulate screen in headless Chromium', () => {
  it('runs 20 random-v-random games from the lobby: progress bar, then charts with the report’s numbers', async () => {
    const context = await rig.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(rig.server.url);
    await page.click('[data-testid=open-simulate]');
    await page.waitForSelector('[data-testid=sim-form]');
    expect(new URL(page.url()).search).toBe('?simulate');

    await page.selectOption('[data-testid=sim-deck-a-select]', 'VG-TD01');
    await page.selectOption('[data-testid=sim-deck-b-select]', 'VG-TD02');
    await page.selectOption('[data-testid=sim-agent-a]', 'random');
    await page.selectOption('[data-testid=sim-agent-b]', 'random');
    await page.fill('[data-testid=sim-games]', '20');
    await page.fill('[data-testid=sim-seed]', '11');
    // The bar may show only briefly: note every state it shows, from the first frame on.
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { progressSeen: string[] }).progressSeen = seen;
      new MutationObserver(() => {
        const p = document.querySelector('[data-testid=sim-progress] progress');
        if (p) seen.push(`${p.getAttribute('data-done')}/${p.getAttribute('data-total')}`);
      }).observe(document.body, { subtree: true, childList: true, attributes: true });
    });
    await page.click('[data-testid=sim-run]');
    await page.waitForSelector('[data-testid=sim-results]', { timeout: 60_000 });
    const seen = await page.evaluate(() => (window as unknown as { progressSeen: string[] }).progressSeen);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((s) => /^\d+\/20$/.test(s))).toBe(true);
    expect(await page.locator('[data-testid=sim-progress]').count()).toBe(0);

    const id = new URL(page.url()).searchParams.get('simulate')!;
    const res = await fetch(`${rig.server.url}/api/sim/${id}`);
    const status = (await res.json()) as SimStatus;
    expect(status.state).toBe('done');
    const report = status.report!;
    expect(report).toMatchObject({ games: 20, seed: 11, decks: ['VG-TD01', 'VG-TD02'], agents: ['random', 'random'] });

    await expect(page.locator('[data-testid=sim-rate-a]').innerText()).resolves.toContain(
      `${(100 * report.winRateA.rate).toFixed(1)}%`,
    );
    await checkCharts(page, report);
    await checkVisible(page, 1280);

    // The download link holds the report and its timing, as `arbiter sim --json` prints them.
    const link = page.locator('[data-testid=sim-download]');
    expect(await link.getAttribute('download')).toBe('sim-vanguard-VG-TD01-vs-VG-TD02-seed11.json');
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe('sim-vanguard-VG-TD01-vs-VG-TD02-seed11.json');
    const downloaded: unknown = JSON.parse(readFileSync(await download.path(), 'utf8'));
    expect(downloaded).toEqual({ ...report, timing: status.timing });

    // The README's picture: the results down to the game-length chart (headline numbers, four charts).
    await page.mouse.move(0, 0);
    const box = (await page.locator('[data-testid=sim-results]').boundingBox())!;
    const turnsBox = (await page.locator('[data-testid=chart-turns]').boundingBox())!;
    const scrolled = await page.evaluate(() => scrollY);
    await page.screenshot({
      path: `${ARTIFACTS}/simulate.png`, // docs/simulate.png is a copy, refreshed by hand
      fullPage: true,
      animations: 'disabled',
      clip: {
        x: box.x - 8,
        y: box.y + scrolled - 8,
        width: box.width + 16,
        height: turnsBox.y + turnsBox.height - box.y + 24,
      },
    });
    await context.close();
  });

  it('shows a finished job’s results at a phone’s width, and refuses a bad request with its message', async () => {
    const create = await fetch(`${rig.server.url}/api/sim`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ game: 'vanguard', decks: ['VG-TD03', 'VG-TD04'], agents: ['random', 'random'], games: 6 }),
    });
    const { id } = (await create.json()) as { id: string };
    const context = await rig.browser.newContext({
      viewport: { width: 375, height: 740 },
      isMobile: true,
      hasTouch: true,
      deviceScaleFactor: 2,
    });
    const page = await context.newPage();
    await page.goto(`${rig.server.url}/?simulate=${id}`);
    await page.waitForSelector('[data-testid=sim-results]', { timeout: 60_000 });
    const status = (await (await fetch(`${rig.server.url}/api/sim/${id}`)).json()) as SimStatus;
    await checkCharts(page, status.report!);
    await checkVisible(page, 375);
    await shot(page, 'simulate-phone');

    await page.selectOption('[data-testid=sim-agent-a]', 'mcts-easy');
    await page.fill('[data-testid=sim-games]', '500');
    await page.click('[data-testid=sim-run]');
    await expect(page.locator('[data-testid=sim-error]').innerText()).resolves.toMatch(/at most 20 games/);
    await context.close();
  });
});
