// What every browser test shares: Debian's Chromium launched headless by playwright-core with the flags
// this machine needs (no sandbox as root; no background networking, which the closed network refuses),
// the built client served by a real match server on a free port, and screenshots in test-artifacts/.
import { existsSync, mkdirSync } from 'node:fs';
import { type Browser, chromium, type Page } from 'playwright-core';
import { build } from 'vite';
import { startServer } from '../../src/server/app.ts';

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
