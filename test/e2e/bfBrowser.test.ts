// End-to-end for Future Card Buddyfight (issue 14): the built browser client (dist/web) against the real match server
// in Debian's headless Chromium. A person picks Buddyfight in the lobby, plays a whole seeded game against the
// heuristic AI purely by clicking what the page offers — Charge & Draw, calling a monster by its hand card then a lit
// position, casting and equipping, attacking by clicking an attacker (or a link chip) then the lit monster or life
// counter, [Counter] windows — sees the result and scrubs the replay. Screenshots go to test-artifacts/bf-*.png.
import { type Browser, type BrowserContext, type Page } from 'playwright-core';
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
const BOARD_LIT = '.bf-slot.lit[data-target], .bf-link.lit[data-target], .bf-life.lit[data-target]';

let server: BrowserRig['server'];
let browser: Browser;
let rig: BrowserRig;

/**
 * One decision, the way a person would: a lit hand card (charge, call — then its lit position —, cast, equip) or a
 * lit board card (an attacker or link chip, then the lit target; an [Act]) is clicked, alternating; a card in the
 * decision panel, or the first button, otherwise. After three actions in one prompt of a turn the "move on" button
 * (pass, no more attacks, charge nothing, decline) is pressed.
 */
async function decideOnce(page: Page, memo: Memo): Promise<string> {
  const { prompt, seq } = await openDecision(page, memo);
  const moveOn = page.locator('[data-testid=decision-buttons] button.move-on');
  const handLit = page.locator('.hand-card.lit');
  const boardLit = page.locator(BOARD_LIT);
  const picks = page.locator('[data-testid=pick-strip] [data-option]');
  const buttons = page.locator('[data-testid=decision-buttons] [data-option]');
  const preferBoard = (memo.count % 2 === 0 || prompt === 'bf.attack') && (await boardLit.count()) > 0;
  if (memo.count > 3 && (await moveOn.count())) await moveOn.first().click();
  else if ((await handLit.count()) || (await boardLit.count())) {
    await clickLit(page, preferBoard || !(await handLit.count()) ? boardLit : handLit, seq);
  } else if (await picks.count()) await picks.first().click();
  else if (await buttons.count()) await buttons.first().click();
  else throw new Error(`nothing to click for ${prompt}`);
  await answerAccepted(page, seq, prompt, '[data-testid=result], [data-testid=error], .decision.waiting');
  return prompt;
}

describe('Buddyfight in the browser (headless Chromium)', () => {
  beforeAll(async () => {
    rig = await startRig();
    ({ server, browser } = rig);
  }, 120_000);

  afterAll(async () => {
    await rig?.close();
  });

  it('BF-Setup BF-RC: a person picks Buddyfight in the lobby and plays a whole seeded game against the heuristic by clicking, then scrubs the replay', async () => {
    const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
    const page = await context.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (e) => pageErrors.push(e.message));
    await page.goto(server.url);
    await page.waitForSelector('[data-testid=lobby]');
    await page.selectOption('[data-testid=game-select]', 'buddyfight');
    expect(await page.locator('[data-testid=format-select]').inputValue()).toBe('standard');
    expect(await page.locator('[data-testid=deck-select]').inputValue()).toBe('BF-TD01');
    await page.selectOption('[data-testid=agent-select]', 'heuristic');
    await page.selectOption('[data-testid=ai-deck-select]', 'BF-TD02');
    await page.click('.advanced summary');
    await page.fill('[data-testid=seed-input]', '7');
    await page.click('[data-testid=create-game]');
    await page.waitForSelector('[data-testid=board][data-game=buddyfight]');

    const memo: Memo = { key: '', count: 0 };
    const prompts = new Set<string>();
    let actions = 0;
    let busiest = 0;
    while ((await untilMyTurnOrEnd(page)) === 'decide') {
      if (actions % 25 === 0) {
        // The opponent's hand is backs only, and the gauge is never a face.
        expect(await page.locator('[data-testid=opp-hand] [data-testid=card]').count()).toBe(0);
        expect(await page.locator('[data-testid^=gauge-] [data-testid=card]').count()).toBe(0);
      }
      const inPlay = await page.locator('.bf-monster-area [data-testid=bf-card], [data-testid=hand-card]').count();
      if (actions > 10 && inPlay > busiest) {
        busiest = inPlay;
        await shot(page, 'bf-game-1366');
      }
      if ((await page.locator('[data-testid=battle-line]').count()) && !prompts.has('battle-shot')) {
        prompts.add('battle-shot');
        await shot(page, 'bf-game-battle-1366');
      }
      prompts.add(await decideOnce(page, memo));
      actions++;
      expect(actions).toBeLessThan(MAX_ACTIONS);
    }
    await expect.poll(() => page.locator('[data-testid=result-title]').innerText()).toMatch(/You win!|You lose|Draw/);
    await shot(page, 'bf-result-1366');
    expect(busiest).toBeGreaterThan(0);
    expect(prompts).toContain('bf.use.main');
    expect(prompts).toContain('bf.charge');
    expect(prompts).toContain('bf.attack');
    const log = await page.locator('[data-testid=log]').innerText();
    expect(log).toMatch(/Turn \d+/);
    expect(log).toMatch(/You call /);
    expect(log).toMatch(/Opponent calls /);
    expect(log).not.toMatch(/\{"|undefined/);

    await page.click('[data-testid=replay-mine]');
    const replay = page.locator('[data-testid=replay]');
    await replay.waitFor();
    const frames = Number(await replay.getAttribute('data-frames'));
    expect(frames).toBeGreaterThan(actions);
    await page.locator('[data-testid=replay-slider]').fill(String(Math.floor(frames / 2)));
    await expect.poll(() => replay.getAttribute('data-frame')).toBe(String(Math.floor(frames / 2)));
    expect(await page.locator('[data-testid=board][data-game=buddyfight]').count()).toBe(1);
    await shot(page, 'bf-replay-1366');
    expect(pageErrors).toEqual([]);
    await context.close();
  }, 600_000);
  it('two browsers play Buddyfight against each other through an invite link, and a third watches: no page names a card hidden from it', async () => {
    const contexts: BrowserContext[] = [];
    const open = async (width = 1366, height = 768) => {
      const c = await browser.newContext({ viewport: { width, height } });
      contexts.push(c);
      return c.newPage();
    };
    try {
      const host = await open();
      await host.goto(server.url);
      await host.waitForSelector('[data-testid=lobby]');
      await host.selectOption('[data-testid=game-select]', 'buddyfight');
      await host.click('[data-testid=vs-human]');
      await host.click('[data-testid=create-game]');
      const link = await host.locator('[data-testid=invite-link]').inputValue();
      const guest = await open(390, 844);
      await guest.goto(link);
      await guest.locator('[data-testid=join-screen]').waitFor();
      await guest.click('[data-testid=join-game]');
      await guest.waitForSelector('[data-testid=board][data-game=buddyfight]').catch(async (e: unknown) => {
        await shot(guest, 'bf-two-players-join-failed');
        throw new Error(`${String(e)}: ${await guest.locator('body').innerText()}`);
      });
      await host.waitForSelector('[data-testid=board][data-game=buddyfight]');
      const gameId = new URL(host.url()).searchParams.get('game')!;
      const turn = async (p: Page) =>
        Number(/Turn (\d+)/.exec(await p.locator('[data-testid=turn]').innerText())?.[1] ?? 0);
      const memos: Memo[] = [
        { key: '', count: 0 },
        { key: '', count: 0 },
      ];
      const pages = [host, guest];
      for (let rounds = 0; (await turn(host)) < 4 && rounds < 400; rounds++) {
        let acted = false;
        for (let i = 0; i < 2; i++) {
          if (await pages[i].locator('[data-testid=result]').count()) break;
          if (await pages[i].locator('[data-decider=me]:not(.waiting)').count()) {
            await decideOnce(pages[i], memos[i]);
            acted = true;
          }
        }
        if (!acted) await host.waitForTimeout(50);
        if (await host.locator('[data-testid=result]').count()) break;
      }
      expect(await turn(host)).toBeGreaterThanOrEqual(3);
      const watcher = await open();
      await watcher.goto(`${server.url}/?watch=${gameId}`);
      await watcher.waitForSelector('[data-testid=game][data-viewer=spectator] [data-game=buddyfight]');
      expect(await watcher.locator('[data-testid=hand-card]').count()).toBe(0);
      // Each page: its own hand faces (players only), the other hand and every gauge as backs.
      for (const p of [host, guest, watcher]) {
        expect(await p.locator('[data-testid=opp-hand] [data-testid=card]').count()).toBe(0);
        expect(await p.locator('[data-testid^=gauge-] [data-testid=card]').count()).toBe(0);
      }
      // The host's hand cards that the guest never saw in the open are named nowhere on the guest's or watcher's page.
      const hostHand = await host
        .locator('[data-testid=my-hand] [data-testid=card]')
        .evaluateAll((cs) => cs.map((c) => c.getAttribute('data-code') ?? ''));
      expect(hostHand.length).toBeGreaterThan(0);
      for (const p of [guest, watcher]) {
        const html = await p.content();
        const openCodes = await p
          .locator('[data-testid=board] [data-testid=card]')
          .evaluateAll((cs) => cs.map((c) => c.getAttribute('data-code') ?? ''));
        for (const code of hostHand) if (!openCodes.includes(code)) expect(html).not.toContain(`data-code="${code}"`);
      }
      await shot(host, 'bf-two-players-host-1366');
      await shot(guest, 'bf-two-players-guest-390');
      await shot(watcher, 'bf-two-players-spectator-1366');
    } finally {
      for (const c of contexts) await c.close();
    }
  }, 600_000);
});
