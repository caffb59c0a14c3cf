// End-to-end for the Dragon Ball Super Card Game: the built browser client (dist/web) against the real
// match server in Debian's headless Chromium. A person picks DBS in the lobby, plays a whole seeded
// game against the AI (random agent) purely by clicking what the page offers — charging energy,
// playing cards, attacking by clicking an attacker then its target, combos, counters, skills — sees
// the result and scrubs the replay. Screenshots go to test-artifacts/dbs-*.png (look at them).
import { type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  answerAccepted,
  type BrowserRig,
  clickLit,
  type Memo,
  openDecision,
  shot,
  startRig,
  untilMyTurnOrEnd,
} from './chromium.ts';

const MAX_ACTIONS = 1500;

let server: BrowserRig['server'];
let browser: Browser;
let rig: BrowserRig;

/**
 * One decision, the way a person would: the opening hand is kept; in the main phase a lit hand card
 * (play, charge) or a lit board card (an attacker, then the lit target it attacks; a skill) is clicked,
 * alternating; a card in the decision panel, or the first button, otherwise. After three actions in one
 * phase of a turn the "move on" button (pass, end the turn, done, no) is pressed.
 */
async function decideOnce(page: Page, memo: Memo): Promise<string> {
  const { prompt, seq } = await openDecision(page, memo);

  const moveOn = page.locator('[data-testid=decision-buttons] button.move-on');
  const handLit = page.locator('.hand-card.lit');
  const boardLit = page.locator('.dbs-slot.lit[data-target]');
  const picks = page.locator('[data-testid=pick-strip] [data-option]');
  const buttons = page.locator('[data-testid=decision-buttons] [data-option]');
  const preferBoard = memo.count % 2 === 0 && (await boardLit.count()) > 0;
  if ((prompt === 'dbs.redraw' || memo.count > 3) && (await moveOn.count())) await moveOn.first().click();
  else if ((await handLit.count()) || (await boardLit.count())) {
    // An attack takes an attacker, then its target; a card with several answers, a button in the panel.
    await clickLit(page, preferBoard || !(await handLit.count()) ? boardLit : handLit, seq);
  } else if (await picks.count()) await picks.first().click();
  else if (await buttons.count()) await buttons.first().click();
  else throw new Error(`nothing to click for ${prompt}`);

  await answerAccepted(page, seq, prompt, '[data-testid=result], [data-testid=error], .decision.waiting');
  return prompt;
}

describe('DBS in the browser (headless Chromium)', () => {
  beforeAll(async () => {
    rig = await startRig();
    ({ server, browser } = rig);
  }, 60_000);

  afterAll(async () => {
    await rig?.close();
  });

  it('plays a whole seeded DBS game against the AI by clicking, shows the result, and scrubs the replay', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (e) => pageErrors.push(e.message));
    await page.goto(server.url);
    await page.waitForSelector('[data-testid=lobby]');
    await page.selectOption('[data-testid=game-select]', 'dbs');
    expect(await page.locator('[data-testid=format-select]').inputValue()).toBe('masters');
    expect(await page.locator('[data-testid=deck-select]').inputValue()).toBe('DBS-SD01');
    await page.selectOption('[data-testid=agent-select]', 'random');
    await page.selectOption('[data-testid=ai-deck-select]', 'DBS-S1-R-HIT');
    await page.click('.advanced summary');
    await page.fill('[data-testid=seed-input]', '21');
    await page.click('[data-testid=create-game]');
    await page.waitForSelector('[data-testid=board][data-game=dbs]');

    const memo: Memo = { key: '', count: 0 };
    const prompts = new Set<string>();
    let actions = 0;
    let busiest = 0;
    while ((await untilMyTurnOrEnd(page)) === 'decide') {
      if (actions % 25 === 0) expect(await page.locator('[data-testid=opp-hand] [data-testid=card]').count()).toBe(0);
      // The mid-game picture: the busiest board so far (cards in the Battle and Combo Areas and in hand).
      const inPlay = await page
        .locator('.dbs-battle [data-testid=dbs-card], .dbs-combo [data-testid=dbs-card], [data-testid=hand-card]')
        .count();
      if (actions > 20 && inPlay > busiest) {
        busiest = inPlay;
        const someCard = page.locator('.dbs-battle [data-testid=card], .dbs-leader [data-testid=card]');
        await someCard.first().hover();
        await shot(page, 'dbs-game');
      }
      prompts.add(await decideOnce(page, memo));
      actions++;
      expect(actions).toBeLessThan(MAX_ACTIONS);
    }
    await expect.poll(() => page.locator('[data-testid=result-title]').innerText()).toMatch(/You win!|You lose|Draw/);
    expect(busiest).toBeGreaterThan(0);
    await shot(page, 'dbs-result');
    expect(prompts).toContain('dbs.main');
    expect(prompts).toContain('dbs.charge');
    // The log is in words: turns, energy charged, cards played.
    const log = await page.locator('[data-testid=log]').innerText();
    expect(log).toMatch(/Turn \d+/);
    expect(log).toMatch(/charge/i);
    expect(log).not.toMatch(/\{"/);

    await page.click('[data-testid=replay-mine]');
    const replay = page.locator('[data-testid=replay]');
    await replay.waitFor();
    const frames = Number(await replay.getAttribute('data-frames'));
    expect(frames).toBeGreaterThan(actions);
    await page.click('[data-testid=replay-last]');
    await page.locator('[data-testid=replay-result]').waitFor();
    await page.locator('[data-testid=replay-slider]').focus();
    await page.keyboard.press('Home');
    await expect.poll(() => page.locator('[data-testid=replay-position]').innerText()).toBe(`1 / ${frames}`);
    await page.locator('[data-testid=replay-slider]').fill(String(Math.floor(frames / 2)));
    await expect.poll(() => replay.getAttribute('data-frame')).toBe(String(Math.floor(frames / 2)));
    expect(await page.locator('[data-testid=board][data-game=dbs]').count()).toBe(1);
    await shot(page, 'dbs-replay');
    expect(pageErrors).toEqual([]);
    await context.close();
  }, 90_000);
});
