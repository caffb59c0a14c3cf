// End-to-end, in Debian's headless Chromium against the real match server: playing a Vanguard game from the keyboard
// (issue 17). ? shows the list of keys and Esc hides it; each choice a number key picks wears that number and the key
// does what a click on it does (a hand card selected, then the circle it is called to); Esc cancels a half-made
// selection; Space keeps the opening hand (the only way on) and ends the main phase; Z takes the call back.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrowserRig, errorBanner, shot, startRig, untilMyTurnOrEnd } from './chromium.ts';
import { seqOf, setAutoAnswers, startAgainstAi } from './tablePlayer.ts';

let rig: BrowserRig;

beforeAll(async () => {
  rig = await startRig({ graceMs: 60_000 });
}, 60_000);

afterAll(async () => {
  await rig?.close();
});

function promptOf(page: Page): Promise<string | null> {
  return page.locator('[data-decider=me]:not(.waiting)').getAttribute('data-prompt');
}

/** Press `key` and wait for the next state. */
async function pressForNewState(page: Page, key: string): Promise<void> {
  const before = await seqOf(page);
  await page.keyboard.press(key);
  await page.waitForFunction(
    (s) =>
      document.querySelector('[data-testid=game]')?.getAttribute('data-seq') !== s ||
      !!document.querySelector('[data-testid=error]'),
    before,
    { timeout: 15_000 },
  );
  expect(await errorBanner(page)).toBeNull();
}

function handCount(page: Page): Promise<number> {
  return page.locator('[data-testid=my-hand] .hand-card').count();
}

describe('the keyboard (issue 17)', () => {
  it('? lists the keys; numbers pick, Esc cancels, Space confirms or moves on, Z undoes', async () => {
    const context = await rig.browser.newContext({ viewport: { width: 1366, height: 768 } });
    await setAutoAnswers(context, true);
    const page = await context.newPage();
    await startAgainstAi(page, rig.server.url, { game: 'vanguard', seed: 7 });
    expect(await untilMyTurnOrEnd(page)).toBe('decide');

    await page.keyboard.press('?');
    await page.locator('[data-testid=key-help]').waitFor();
    expect(await page.locator('[data-testid=key-help]').innerText()).toMatch(/Space \/ Enter[\s\S]*Z[\s\S]*\?/);
    await shot(page, 'keys-help');
    await page.keyboard.press('Escape');
    await page.locator('[data-testid=key-help]').waitFor({ state: 'detached' });

    // Up to the main phase: Space where one way on is offered (keeping the opening hand), else the choice numbered 1.
    let spaceUsed = false;
    let oneUsed = false;
    for (let i = 0; i < 60; i++) {
      expect(await untilMyTurnOrEnd(page)).toBe('decide');
      const prompt = await promptOf(page);
      if (
        prompt === 'vg.main' &&
        (await page
          .locator('[data-testid=all-choices] button[data-choice]')
          .filter({ hasText: /^Call / })
          .count())
      )
        break;
      if (prompt === 'vg.mulligan') {
        expect(await page.locator('[data-decider=me] .move-on').innerText()).toMatch(/^Done/);
        await pressForNewState(page, ' ');
        spaceUsed = true;
        continue;
      }
      // The badge says which key picks what: 1 is on the first choice.
      expect(await page.locator('[data-key="1"]').count()).toBe(1);
      const before = await seqOf(page);
      await page.keyboard.press('1');
      await page.waitForFunction(
        (s) =>
          document.querySelector('[data-testid=game]')?.getAttribute('data-seq') !== s ||
          !!document.querySelector('.selected'),
        before,
      );
      if (await page.locator('.selected').count()) await pressForNewState(page, '1');
      oneUsed = true;
    }
    expect(spaceUsed && oneUsed).toBe(true);
    expect(await promptOf(page)).toBe('vg.main');

    // A call by keys: the hand card's number selects it, Esc lets go, again, then the number of a lit circle. (A card
    // to call, not one whose hand ability one key would use at once: its name is in a "Call … to …" choice.)
    const call = await page
      .locator('[data-testid=all-choices] button[data-choice]')
      .filter({ hasText: /^Call / })
      .first()
      .textContent();
    const name = /^Call (.+) to /.exec(call ?? '')![1];
    const cardKey = (await page
      .locator('.hand-card.lit[data-key]')
      .filter({ hasText: name })
      .first()
      .getAttribute('data-key'))!;
    const inHand = await handCount(page);
    const seqBefore = await seqOf(page);
    await page.keyboard.press(cardKey);
    await page.locator('.hand-card.selected').waitFor();
    await page.keyboard.press('Escape');
    await page.locator('.selected').waitFor({ state: 'detached' });
    await page.keyboard.press(cardKey);
    await page.locator('.hand-card.selected').waitFor();
    // Now the circles it may go to carry the numbers.
    const circleKey = await page.locator('.circle.lit[data-key]').first().getAttribute('data-key');
    expect(circleKey).toBe('1');
    await shot(page, 'keys-call-selected');
    await pressForNewState(page, '1');
    expect(await handCount(page)).toBe(inHand - 1);

    // Z takes it back: the same state number and the card in the hand again.
    await page.keyboard.press('z');
    await page.waitForFunction(
      (s) => document.querySelector('[data-testid=game]')?.getAttribute('data-seq') === s,
      seqBefore,
    );
    expect(await handCount(page)).toBe(inHand);

    // Space ends the main phase (the one way on), and the battle phase asks next.
    await pressForNewState(page, ' ');
    expect(await untilMyTurnOrEnd(page)).toBe('decide');
    expect(await promptOf(page)).not.toBe('vg.main');
    await context.close();
  }, 120_000);
});
