// End-to-end, in Debian's headless Chromium against the real match server: undo in the browser (issue 17). Against
// the AI a call is taken back with the Z key and the board is as it was; before any answer, Z is refused with the
// server's reason. Screenshots go to test-artifacts/.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerAccepted, type BrowserRig, errorBanner, shot, startRig, untilMyTurnOrEnd } from './chromium.ts';

let rig: BrowserRig;

beforeAll(async () => {
  rig = await startRig({ graceMs: 60_000 });
}, 60_000);

afterAll(async () => {
  await rig?.close();
});

/** The decision panel's full list of answers. */
function choices(page: Page) {
  return page.locator('[data-testid=all-choices] button[data-choice]');
}

/** The main phase's calls in that list. */
function calls(page: Page) {
  return choices(page).filter({ hasText: /^Call / });
}

async function openAllChoices(page: Page): Promise<void> {
  if (!(await page.locator('[data-testid=all-choices][open]').count()))
    await page.click('[data-testid=all-choices] summary');
}

async function seq(page: Page): Promise<string | null> {
  return page.locator('[data-testid=game]').getAttribute('data-seq');
}

describe('undo in the browser (issue 17)', () => {
  it('Z takes back a call against the AI; before any answer it is refused with the reason', async () => {
    const context = await rig.browser.newContext({ viewport: { width: 1366, height: 768 } });
    const page = await context.newPage();
    await page.goto(rig.server.url);
    await page.waitForSelector('[data-testid=lobby]');
    await page.click('.advanced summary');
    await page.fill('[data-testid=seed-input]', '7');
    await page.click('[data-testid=create-game]');
    await page.waitForSelector('[data-testid=game]');
    await untilMyTurnOrEnd(page);

    // Nothing answered yet: the server refuses, and the page says why.
    await page.keyboard.press('z');
    await page.waitForSelector('[data-testid=error]');
    expect(await errorBanner(page)).toMatch(/nothing to undo/);
    await page.click('[data-testid=error]');

    // Move on (keep the hand, pass, no) through the decision panel's full list until the main phase offers a call.
    for (let i = 0; i < 200; i++) {
      expect(await untilMyTurnOrEnd(page)).toBe('decide');
      await openAllChoices(page);
      const prompt = await page.locator('[data-decider=me]:not(.waiting)').getAttribute('data-prompt');
      if (prompt === 'vg.main' && (await calls(page).count())) break;
      const before = await seq(page);
      const onward = choices(page).filter({ hasText: /^(Pass|No\b|Don.t|Done|Keep|End|Take nothing|Stop)/ });
      await ((await onward.count()) ? onward : choices(page)).first().click();
      await answerAccepted(page, before, prompt ?? '', '[data-testid=result]');
    }
    const handBefore = await page.locator('[data-testid=my-hand] .hand-card').count();
    const seqBefore = await seq(page);
    // A call, not a hand card's ability (whose reveal would end what can be taken back).
    await calls(page).first().click();
    await page.waitForFunction(
      (s) => document.querySelector('[data-testid=game]')?.getAttribute('data-seq') !== s,
      seqBefore,
    );
    expect(await page.locator('[data-testid=my-hand] .hand-card').count()).toBe(handBefore - 1);
    await shot(page, 'undo-after-call');

    await page.keyboard.press('z');
    await page.waitForFunction(
      (s) => document.querySelector('[data-testid=game]')?.getAttribute('data-seq') === s,
      seqBefore,
    );
    expect(await page.locator('[data-testid=my-hand] .hand-card').count()).toBe(handBefore);
    expect(await errorBanner(page)).toBeNull();
    await shot(page, 'undo-taken-back');
    await context.close();
  });
});
