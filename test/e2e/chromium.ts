// What every browser test shares: Debian's Chromium launched headless by playwright-core with the flags
// this machine needs (no sandbox as root; no background networking, which the closed network refuses),
// the built client served by a real match server on a free port, and screenshots in test-artifacts/.
import { existsSync, mkdirSync } from 'node:fs';
import { type Browser, chromium, type Locator, type Page } from 'playwright-core';
import { build } from 'vite';
import { startServer } from '../../src/server/app.ts';
import { ONE_ADDRESS_MANY_CLIENTS } from '../../src/server/limits.ts';

const CHROMIUM = '/usr/bin/chromium';
const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
export const ARTIFACTS = 'test-artifacts';

/** Debian's Chromium, headless, with the flags this machine needs. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: ARGS });
}

export interface BrowserRig {
  server: { url: string; close(): Promise<void> };
  browser: Browser;
  close(): Promise<void>;
}

/** Build the client if `npm test` has not (`npx vitest run test/e2e` alone), start a server, launch Chromium. */
export async function startRig(serverOptions: Partial<Parameters<typeof startServer>[0]> = {}): Promise<BrowserRig> {
  mkdirSync(ARTIFACTS, { recursive: true });
  if (!existsSync('dist/web/index.html')) await build({ configFile: 'web/vite.config.ts', logLevel: 'warn' });
  const server = await startServer({
    port: 0,
    database: ':memory:',
    webRoot: 'dist/web',
    aiDelayMs: 0,
    quiet: true,
    limits: ONE_ADDRESS_MANY_CLIENTS,
    ...serverOptions,
  });
  const browser = await launchChromium();
  return {
    server,
    browser,
    async close() {
      await browser.close();
      await server.close();
    },
  };
}

export function shot(page: Page, name: string): Promise<Buffer> {
  return page.screenshot({ path: `${ARTIFACTS}/${name}.png`, fullPage: true, animations: 'disabled' });
}

/** The page's error banner, to fail with it instead of a bare timeout when an answer is refused. */
export async function errorBanner(page: Page): Promise<string | null> {
  const e = page.locator('[data-testid=error]');
  return (await e.count()) ? await e.first().innerText() : null;
}

/** How many answers in a row a seat has given in one turn and prompt, so a clicker knows when to move on. */
export interface Memo {
  key: string;
  count: number;
}

/** The prompt and state number of this seat's open decision, counted in `memo`. */
export async function openDecision(page: Page, memo: Memo): Promise<{ prompt: string; seq: string | null }> {
  const panel = page.locator('[data-decider=me]:not(.waiting)');
  const prompt = (await panel.getAttribute('data-prompt')) ?? '';
  const turn = await page.locator('[data-testid=turn]').innerText();
  const seq = await page.locator('[data-testid=game]').getAttribute('data-seq');
  const key = `${turn}|${prompt}`;
  memo.count = memo.key === key ? memo.count + 1 : 1;
  memo.key = key;
  return { prompt, seq };
}

/** Wait until a state after `seq` arrives or something matching `orSelector` shows. */
function newState(page: Page, seq: string | null, orSelector: string): Promise<unknown> {
  return page.waitForFunction(
    ([s, sel]) =>
      document.querySelector('[data-testid=game]')?.getAttribute('data-seq') !== s || !!document.querySelector(sel),
    [seq, orSelector] as const,
    { timeout: 15_000 },
  );
}

/**
 * Click `target` (a lit hand or board card). Either that click answered (a new state comes) or it
 * selected a card (a call's hand card, an attacker, a card with several answers): then click the lit
 * target that completes the answer, or else the first option the selection panel offers.
 */
export async function clickLit(page: Page, target: Locator, seq: string | null): Promise<void> {
  await target.first().click();
  await newState(page, seq, '.selected, [data-testid=result], [data-testid=error], .decision.waiting');
  if (!(await page.locator('.selected').count())) return;
  const second = page.locator('.lit[data-target]');
  const here = page.locator('[data-testid=selection] [data-option]');
  if (await second.count()) await second.first().click();
  else await here.first().click();
}

/** The answer to `prompt` is accepted: a new state came (or `orSelector` shows) and no error is shown. */
export async function answerAccepted(
  page: Page,
  seq: string | null,
  prompt: string,
  orSelector: string,
): Promise<void> {
  await newState(page, seq, orSelector).catch(async () => {
    throw new Error(`no new state after answering ${prompt}: ${(await errorBanner(page)) ?? 'no error shown'}`);
  });
  const err = await errorBanner(page);
  if (err) throw new Error(`the server refused an answer to ${prompt}: ${err}`);
}

/** Wait until this seat decides or the game is over. */
export async function untilMyTurnOrEnd(page: Page): Promise<'decide' | 'over'> {
  await page.waitForSelector('[data-decider=me]:not(.waiting), [data-testid=result]', { timeout: 20_000 });
  return (await page.locator('[data-testid=result]').count()) ? 'over' : 'decide';
}
