// End-to-end, in Debian's headless Chromium against the real match server: the table fits the screen (issue 17).
// For Vanguard games (cr201 and the D standard) and a DBS game played a few turns against the AI, at 1280×720,
// 1366×768, 1920×1080 and 2560×1440 both fields, the hand, the decision panel and the log are inside the window and
// the page does not scroll; the cards grow with the window; at 390×844 nothing runs off the side and the board, hand,
// decision and log come in that order, each reachable by scrolling. Screenshots:
// test-artifacts/table-<game>-<w>x<h>.png (look at them).
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrowserRig, shot, startRig } from './chromium.ts';
import { playByClicking, setAutoAnswers, startAgainstAi, type TableGame, turnNumber } from './tablePlayer.ts';

let rig: BrowserRig;

beforeAll(async () => {
  rig = await startRig({ graceMs: 60_000 });
}, 60_000);

afterAll(async () => {
  await rig?.close();
});

const DESKTOP = [
  [1280, 720],
  [1366, 768],
  [1920, 1080],
  [2560, 1440],
] as const;
const PHONE = [390, 844] as const;

interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/** Where the table's parts are, in window coordinates, and how big the document is. */
function measure(page: Page) {
  return page.evaluate(() => {
    const box = (sel: string): Box | null => {
      const e = document.querySelector(sel);
      if (!e) return null;
      const b = e.getBoundingClientRect();
      return { top: b.top, bottom: b.bottom, left: b.left, right: b.right };
    };
    const card = document.querySelector('[data-testid=my-hand] .hand-card');
    return {
      w: window.innerWidth,
      h: window.innerHeight,
      scrollH: document.documentElement.scrollHeight,
      scrollW: document.documentElement.scrollWidth,
      parts: {
        'the opponent’s field': box('[data-testid=side-opponent]'),
        'your field': box('[data-testid=side-me]'),
        'the hand': box('[data-testid=my-hand]'),
        'the decision panel': box('[data-testid=decision]'),
        'the log': box('[data-testid=log]'),
      },
      cardHeight: card ? card.getBoundingClientRect().height : 0,
    };
  });
}

function inside(b: Box | null, w: number, h: number): boolean {
  return !!b && b.top >= 0 && b.left >= 0 && b.bottom <= h + 0.5 && b.right <= w + 0.5;
}

/** Play `g` by clicking until turn `turn`, so that both fields hold cards. */
async function tableAt(g: TableGame, turn: number): Promise<Page> {
  const context = await rig.browser.newContext({ viewport: { width: 1366, height: 768 } });
  await setAutoAnswers(context, true);
  const page = await context.newPage();
  await startAgainstAi(page, rig.server.url, g);
  const { over } = await playByClicking(page, async () => (await turnNumber(page)) >= turn);
  expect(over, 'the game lasted until the turn the layout is looked at').toBe(false);
  return page;
}

describe('the table fits the screen (issue 17)', () => {
  for (const g of [
    { game: 'vanguard', seed: 11, turn: 5, name: 'vanguard' },
    { game: 'vanguard', format: 'd', seed: 5, turn: 5, name: 'vanguard-d' },
    { game: 'dbs', seed: 21, turn: 4, name: 'dbs' },
  ] as const) {
    it(`${g.name}: both fields, the hand, the decision and the log fit from 1280×720 to 2560×1440 without scrolling; the phone stacks them`, async () => {
      const page = await tableAt(g, g.turn);
      let lastCard = 0;
      for (const [w, h] of DESKTOP) {
        await page.setViewportSize({ width: w, height: h });
        await page.waitForTimeout(150);
        const m = await measure(page);
        for (const [name, b] of Object.entries(m.parts)) {
          expect.soft(inside(b, w, h), `${name} inside ${w}×${h}: ${JSON.stringify(b)}`).toBe(true);
        }
        expect.soft(m.scrollH, `the page does not scroll at ${w}×${h}`).toBeLessThanOrEqual(h);
        expect.soft(m.scrollW, `no sideways scroll at ${w}×${h}`).toBeLessThanOrEqual(w);
        // The cards grow with the window.
        expect(m.cardHeight, `hand cards grow at ${w}×${h}`).toBeGreaterThan(lastCard);
        lastCard = m.cardHeight;
        await shot(page, `table-${g.name}-${w}x${h}`);
      }

      const [w, h] = PHONE;
      await page.setViewportSize({ width: w, height: h });
      await page.waitForTimeout(150);
      const m = await measure(page);
      expect(m.scrollW, 'nothing runs off the side of a phone').toBeLessThanOrEqual(w);
      const order = ['the opponent’s field', 'your field', 'the hand', 'the decision panel', 'the log'] as const;
      for (let i = 1; i < order.length; i++) {
        expect(m.parts[order[i]]!.top, `${order[i]} comes after ${order[i - 1]}`).toBeGreaterThanOrEqual(
          m.parts[order[i - 1]]!.top,
        );
      }
      for (const [sel, name] of [
        ['[data-testid=my-hand]', 'the hand'],
        ['[data-testid=decision]', 'the decision panel'],
      ] as const) {
        await page.locator(sel).scrollIntoViewIfNeeded();
        const b = (await measure(page)).parts[name];
        expect(inside(b, w, h), `${name} reachable on a phone: ${JSON.stringify(b)}`).toBe(true);
      }
      await page.evaluate(() => window.scrollTo(0, 0));
      await shot(page, `table-${g.name}-${w}x${h}`);
      await page.context().close();
    }, 240_000);
  }
});
