// End-to-end (issue 17): the deck builder, your history and the glossary tooltips in Debian's headless Chromium
// against the real match server. A person builds a Vanguard deck card by card and sees the server's reasons (with
// line numbers) while it is illegal, imports a legal list, saves it, reloads and finds it again; picks it in the
// lobby and starts a game against the AI with it (the first-game hints are opened and dismissed, remembered);
// concedes; the history lists the finished game with the saved deck's name and opens its replay; a keyword in a
// card's text shows its tooltip. Screenshots: test-artifacts/deck-builder*.png, history.png, glossary-tooltip.png,
// first-game-hints.png.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requireGame } from '../../src/server/catalog.ts';
import { type BrowserRig, shot, startRig } from './chromium.ts';

let rig: BrowserRig;

beforeAll(async () => {
  rig = await startRig();
});

afterAll(async () => {
  await rig?.close();
});

/** The TD01 trial deck as a text list by number. */
function td01List(): string {
  const vg = requireGame('vanguard');
  if (typeof vg === 'string') throw new Error(vg);
  const counts = new Map<string, number>();
  for (const c of vg.deck('VG-TD01')!.spec.cards) counts.set(c, (counts.get(c) ?? 0) + 1);
  return [...counts].map(([c, n]) => `${n} ${c}`).join('\n');
}

describe('deck builder, history and glossary in the browser (issue 17)', () => {
  it('builds a deck, shows an illegal deck’s reasons, saves it, plays it, lists the game and opens its replay', async () => {
    const page = await rig.browser.newPage({ viewport: { width: 1366, height: 768 } });
    page.on('dialog', (d) => void d.accept());
    await page.goto(`${rig.server.url}/?decks`);
    await page.locator('[data-testid=deck-builder]').waitFor();

    // Search by name and add cards by clicking: a deck of three is illegal, and the server says why, by line.
    await page.locator('[data-testid=card-search]').fill('Blaster Blade');
    const blade = page.locator('[data-testid=result][data-code="TD01/005"]');
    await blade.waitFor();
    for (let i = 0; i < 5; i++) await blade.locator('[data-testid=add-card]').click();
    await page.locator('[data-testid=deck-entry][data-code="TD01/005"]').waitFor();
    const problems = page.locator('[data-testid=deck-problems]');
    await problems.waitFor();
    const reasons = await problems.innerText();
    expect(reasons).toMatch(/Line 2:/); // the fifth copy, on the card's line of the list
    expect(reasons).toMatch(/Deck:.*50/); // the size of the whole deck
    await expect(page.locator('[data-testid=deck-entry].bad').count()).resolves.toBe(1);
    // Filters: grade 3 Royal Paladins only.
    await page.locator('[data-testid=card-search]').fill('');
    await page.locator('[data-testid=filter-cost]').selectOption('3');
    await page.locator('[data-testid=filter-group]').selectOption('Royal Paladin');
    const codes = await page.locator('[data-testid=result]').evaluateAll((els) => els.map((e) => e.dataset.code));
    expect(codes.length).toBeGreaterThan(0);
    expect(codes).toContain('TD01/001');
    await shot(page, 'deck-builder-illegal');

    // Import a legal list, name the deck and save it.
    await page.locator('[data-testid=import] summary').click();
    await page.locator('[data-testid=import-text]').fill(td01List());
    await page.locator('[data-testid=import-run]').click();
    await page.locator('[data-testid=deck-legal]').waitFor();
    await page.locator('[data-testid=deck-name]').fill('E2E Paladins');
    await page.locator('[data-testid=save-deck]').click();
    await page.locator('[data-testid=deck-message]').waitFor();
    expect(page.url()).toMatch(/\?decks=d/);

    // A reload finds the saved deck, still legal.
    await page.reload();
    await page.locator('[data-testid=deck-legal]').waitFor();
    expect(await page.locator('[data-testid=deck-name]').inputValue()).toBe('E2E Paladins');
    await shot(page, 'deck-builder');

    // A keyword in a card's text shows what it means.
    await page.locator('[data-testid=filter-cost]').selectOption('');
    await page.locator('[data-testid=filter-group]').selectOption('');
    await page.locator('[data-testid=card-search]').fill('counter blast');
    await page.locator('[data-testid=result] [data-testid=card]').first().hover();
    const term = page.locator('[data-testid=card-detail] [data-testid=term][data-term="Counter Blast"]').first();
    await term.hover();
    const tip = page.locator('[data-testid=term-tip]');
    await tip.waitFor();
    expect(await tip.innerText()).toMatch(/Counter Blast/);
    await shot(page, 'glossary-tooltip');

    // The lobby offers the saved deck; a game against the AI starts with it.
    await page.goto(rig.server.url);
    await page.locator('[data-testid=deck-saved]').check();
    expect(await page.locator('[data-testid=deck-saved-select] option:checked').innerText()).toBe('E2E Paladins');
    await page.locator('[data-testid=advanced] summary, details.advanced summary').first().click();
    await page.locator('[data-testid=seed-input]').fill('17');
    await page.locator('[data-testid=create-game]').click();
    await page.locator('[data-testid=game]').waitFor();
    // The first-game hints wait in the top bar (they never cover the table); opened, they explain, then are dismissed.
    const hintsButton = page.locator('[data-testid=first-hints-open]');
    await hintsButton.click();
    const hints = page.locator('[data-testid=first-hints]');
    await hints.locator('[data-testid=turn-guide]').waitFor();
    expect(await hints.innerText()).toMatch(/Stride step/); // format cr201's turn
    await shot(page, 'first-game-hints');
    await page.locator('[data-testid=dismiss-hints]').click();
    await expect(hintsButton.count()).resolves.toBe(0);
    await page.locator('[data-testid=concede]').click();
    await page.locator('[data-testid=result]').waitFor();

    // The history lists the finished game from this seat, with the saved deck's name, and opens its replay.
    await page.goto(`${rig.server.url}/?history`);
    const row = page.locator('[data-testid=history-row]').first();
    await row.locator('[data-testid=history-replay]').waitFor();
    const text = await row.innerText();
    expect(text).toMatch(/Cardfight!! Vanguard/);
    expect(text).toMatch(/E2E Paladins v /);
    expect(text).toMatch(/the computer/);
    expect(await row.locator('[data-testid=history-result]').innerText()).toMatch(/^You lose/);
    expect(await row.locator('[data-testid=history-turns]').innerText()).toMatch(/^\d+$/);
    await shot(page, 'history');
    await row.locator('[data-testid=history-replay]').click();
    await page.locator('[data-testid=replay][data-frames]').waitFor();

    // The dismissed hints stay dismissed in the next game.
    await page.goto(rig.server.url);
    await page.locator('[data-testid=create-game]').click();
    await page.locator('[data-testid=game]').waitFor();
    await page.waitForTimeout(300);
    await expect(hintsButton.count()).resolves.toBe(0);
    await page.close();
  });

  it('the deck builder and Help fit a phone (390 px) without sideways scrolling', async () => {
    const page = await rig.browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(`${rig.server.url}/?decks`);
    await page.locator('[data-testid=deck-builder]').waitFor();
    await page.locator('[data-testid=card-search]').fill('Wingal');
    await page.locator('[data-testid=result] [data-testid=add-card]').first().click();
    await page.locator('[data-testid=deck-problems]').waitFor();
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);
    await shot(page, 'deck-builder-phone');
    await page.goto(`${rig.server.url}/?help`);
    await page.locator('[data-testid=glossary]').waitFor();
    expect(await overflow()).toBeLessThanOrEqual(0);
    await page.close();
  });
});
