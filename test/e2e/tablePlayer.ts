// A person at the table, for the issue 17 tests (layout, keys, clicks per game): starts a seeded game against the
// AI for any game the lobby offers, and makes one decision at a time by clicking what the page offers, counting the
// clicks. It knows no game's rules: it clicks lit cards and circles, cards in the decision panel and its buttons, and
// moves on (pass, done, no) after three answers to the same prompt in a turn, or at once for a mulligan or redraw.
import type { Browser, Page } from 'playwright-core';
import { answerAccepted, type Memo, openDecision, untilMyTurnOrEnd } from './chromium.ts';

export interface TableGame {
  game: 'vanguard' | 'dbs';
  seed: number;
  /** The lobby's format; its default when not given. */
  format?: string;
}

/** Open the lobby at `url` and start `g` against the AI (the lobby's default agent). */
export async function startAgainstAi(page: Page, url: string, g: TableGame): Promise<void> {
  await page.goto(url);
  await page.waitForSelector('[data-testid=lobby]');
  if (g.game !== 'vanguard') await page.selectOption('[data-testid=game-select]', g.game);
  if (g.format) await page.selectOption('[data-testid=format-select]', g.format);
  await page.click('.advanced summary');
  await page.fill('[data-testid=seed-input]', String(g.seed));
  await page.click('[data-testid=create-game]');
  await page.waitForSelector('[data-testid=game]');
}

/** Set the auto-answer settings of this browser context before any page loads (web/src/autoAnswer.ts). */
export async function setAutoAnswers(context: Awaited<ReturnType<Browser['newContext']>>, on: boolean): Promise<void> {
  const value = JSON.stringify({ single: on, nothingToPlay: on, sameOrder: on });
  await context.addInitScript((v) => localStorage.setItem('arbiter.autoAnswers', v), value);
}

/** The state number the page shows. */
export function seqOf(page: Page): Promise<string | null> {
  return page.locator('[data-testid=game]').getAttribute('data-seq');
}

/**
 * Make this seat's open decision by clicking; returns the clicks it took (1 or 2), or 0 when the decision went
 * away before a click (the client answered it by itself, or the game ended).
 */
export async function decideByClicking(page: Page, memo: Memo): Promise<number> {
  const { prompt, seq } = await openDecision(page, memo);
  const moveOn = page.locator('[data-decider=me] [data-testid=decision-buttons] button.move-on');
  const handLit = page.locator('.hand-card.lit');
  const boardLit = page.locator('.board .lit[data-target]');
  const picks = page.locator('[data-decider=me] [data-testid=pick-strip] [data-option]');
  const buttons = page.locator('[data-decider=me] [data-testid=decision-buttons] [data-option]');
  let clicks = 1;
  const onward = /mulligan|redraw/.test(prompt) || memo.count > 3;
  if (onward && (await moveOn.count())) await moveOn.first().click();
  else if ((await handLit.count()) || (await boardLit.count())) {
    // Alternate between hand and board where both are lit (a call, then an attack), as a player would.
    const target =
      memo.count % 2 === 0 && (await boardLit.count()) ? boardLit : (await handLit.count()) ? handLit : boardLit;
    await target.first().click();
    await page.waitForFunction(
      (s) =>
        document.querySelector('[data-testid=game]')?.getAttribute('data-seq') !== s ||
        !!document.querySelector('.selected, [data-testid=result], [data-testid=error], .decision.waiting'),
      seq,
      { timeout: 15_000 },
    );
    if (await page.locator('.selected').count()) {
      // A card with several answers: the lit target that completes it, else the selection's first answer.
      const second = page.locator('.lit[data-target]');
      const here = page.locator('[data-testid=selection] [data-option]');
      await ((await second.count()) ? second : here).first().click();
      clicks = 2;
    }
  } else if (await picks.count()) await picks.first().click();
  else if (await buttons.count()) await buttons.first().click();
  else throw new Error(`nothing to click for ${prompt}`);
  await answerAccepted(page, seq, prompt, '[data-testid=result], [data-testid=error], .decision.waiting');
  return clicks;
}

/** Play on by clicking until `stop` says so or the game ends; returns the clicks made. */
export async function playByClicking(
  page: Page,
  stop: () => Promise<boolean>,
  maxClicks = 2000,
): Promise<{ clicks: number; over: boolean }> {
  const memo: Memo = { key: '', count: 0 };
  let clicks = 0;
  for (;;) {
    if ((await untilMyTurnOrEnd(page)) === 'over') return { clicks, over: true };
    if (await stop()) return { clicks, over: false };
    // The client may answer this decision by itself a moment after it shows: let it, and count nothing.
    const seq = await seqOf(page);
    await page.waitForTimeout(30);
    if ((await seqOf(page)) !== seq || !(await page.locator('[data-decider=me]:not(.waiting)').count())) continue;
    clicks += await decideByClicking(page, memo);
    if (clicks > maxClicks) throw new Error(`more than ${maxClicks} clicks in one game`);
  }
}

/** The turn number the status bar shows (0 during setup). */
export async function turnNumber(page: Page): Promise<number> {
  const t = await page.locator('[data-testid=turn]').innerText();
  return Number(/Turn (\d+)/.exec(t)?.[1] ?? 0);
}
