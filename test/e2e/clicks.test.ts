// End-to-end, in Debian's headless Chromium against the real match server: clicks per game (issue 17). The same
// person-like clicker (test/e2e/tablePlayer.ts) plays whole seeded games against the AI, Vanguard and DBS, with the
// auto-answers (web/src/autoAnswer.ts) off and on, and counts its clicks; the medians are printed (they are in the
// README's browser section). CLICK_GAMES sets the number of seeds: 2 by default, so the suite stays short; the README's
// figures are medians over 10 (`CLICK_GAMES=10 npx vitest run test/e2e/clicks.test.ts`).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrowserRig, startRig } from './chromium.ts';
import { playByClicking, setAutoAnswers, startAgainstAi, type TableGame } from './tablePlayer.ts';

const GAMES = Number(process.env.CLICK_GAMES ?? 2);
/** Games played at once (each is a page against its own AI seat). */
const AT_ONCE = 2;

let rig: BrowserRig;

beforeAll(async () => {
  rig = await startRig({ graceMs: 60_000 });
}, 60_000);

afterAll(async () => {
  await rig?.close();
});

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}

/** The clicks one whole game took, with the auto-answers `on` or off. */
async function clicksFor(g: TableGame, on: boolean): Promise<number> {
  const context = await rig.browser.newContext({ viewport: { width: 1366, height: 768 } });
  try {
    await setAutoAnswers(context, on);
    const page = await context.newPage();
    await startAgainstAi(page, rig.server.url, g);
    const { clicks, over } = await playByClicking(page, async () => false);
    expect(over).toBe(true);
    await page.locator('[data-testid=result-title]').waitFor();
    return clicks;
  } finally {
    await context.close();
  }
}

describe('clicks per game, auto-answers off and on (issue 17)', () => {
  for (const game of ['vanguard', 'dbs'] as const) {
    it(
      `${game}: median clicks over ${GAMES} seeded games against the AI`,
      async () => {
        const seeds = Array.from({ length: GAMES }, (_, i) => i + 1);
        const rows: { seed: number; off: number; on: number }[] = [];
        for (let i = 0; i < seeds.length; i += AT_ONCE) {
          const chunk = seeds.slice(i, i + AT_ONCE);
          const done = await Promise.all(
            chunk.map(async (seed) => ({
              seed,
              off: await clicksFor({ game, seed }, false),
              on: await clicksFor({ game, seed }, true),
            })),
          );
          rows.push(...done);
        }
        const off = median(rows.map((r) => r.off));
        const on = median(rows.map((r) => r.on));
        console.log(
          `${game}: clicks per game over ${GAMES} seeds, median ${off} with the auto-answers off, ${on} with them on ` +
            `(per seed off/on: ${rows.map((r) => `${r.seed}:${r.off}/${r.on}`).join(' ')})`,
        );
        // The auto-answers save clicks in every game; never cost one.
        for (const r of rows) expect(r.on, `seed ${r.seed}`).toBeLessThanOrEqual(r.off);
        expect(on).toBeLessThan(off);
      },
      60_000 + GAMES * 240_000,
    );
  }
});
