// End-to-end: board states no shipped card reaches, drawn by the built client (dist/web) in Debian's headless
// Chromium. The built-in pool has no card with the Accel icon and no card that binds face down, so the state is
// built as the engine tests build it (giftAccel.test.ts, bindFaceDown.test.ts): a test-only Accel card ridden
// through the real engine, with a test-only [ACT] whose cost binds a hand card face down. No real deck gets
// there, so no room of the match server can hold this state: the page's socket is answered by this test, with
// the protocol's own `welcome` and `state` messages carrying `view(state, seat)` and `eventsFor(state, seat)` from
// the real engine, exactly what the server sends a seat. Everything else (the page, /api/meta, /api/cards) comes
// from a real match server. Screenshots go to test-artifacts/.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventsFor, view } from '../../src/core/engine.ts';
import type { Seat } from '../../src/core/types.ts';
import { catalogOf } from '../../src/games/catalog.ts';
import { act } from '../../src/games/vanguard/abilities/dsl.ts';
import type { CardRecord } from '../../src/games/vanguard/cards/cardRecord.ts';
import type { VGState } from '../../src/games/vanguard/state.ts';
import type { ServerMessage } from '../../src/server/protocol.ts';
import { call, unit } from '../vanguard/cards/helpers.ts';
import { answer, C, idOf, prompt, scenario } from '../vanguard/scenario.ts';
import { actDo, testOnlyAbilities } from '../vanguard/testAbilities.ts';
import { paladinRecord, useTestCards } from '../vanguard/testCards.ts';
import { type BrowserRig, shot, startRig } from './chromium.ts';

const ACCEL = 'TEST-IGA/001';
const ACCEL_RECORD: CardRecord = paladinRecord(ACCEL, 'Test Accel Knight', {
  grade: 3,
  power: 11000,
  shield: null,
  unitType: 'normal',
  skills: ['twinDrive'],
  gift: 'accel',
});
const TOUGH = 'TD03/007'; // Tough Boy, vanilla g1 8000 «Nova Grappler»: the card bound face down
const TOUGH_NAME = 'Tough Boy';
const GAME_ID = 'board-states';
/** The seat tokens the pages hold; the stand-in socket seats a page by its token, as the server does. */
const TOKENS: Record<string, Seat> = { 'token-seat-0': 0, 'token-seat-1': 1 };

useTestCards([ACCEL_RECORD]);
const { give } = testOnlyAbilities();

let rig: BrowserRig;
let browser: Browser;

/**
 * Player 1 rides the Accel card (gaining Accel circle 1), calls Wingal onto that circle, then plays its
 * vanguard's [ACT], whose cost binds Tough Boy from the hand face down. Player 1 then decides in its main phase.
 */
function accelAndFaceDownBind(): VGState {
  give(ACCEL, [act({ zones: ['VC'], cost: [{ pay: 'bind', from: 'hand', n: 1, faceDown: true }], effects: [] })]);
  const s = scenario({
    at: 'ride',
    p0: { vanguard: C.blasterBlade, hand: [ACCEL, C.wingal, TOUGH, C.marron] },
    p1: { vanguard: C.overlord },
  });
  answer(s, { t: 'ride', card: idOf(s, 0, 'hand', ACCEL) });
  call(s, C.wingal, 'A1');
  answer(s, { t: 'act', card: unit(s, 0, 'VC').id, index: 0 });
  answer(s, { t: 'card', card: idOf(s, 0, 'hand', TOUGH) });
  expect(prompt(s)).toBe('vg.main');
  expect(s.players[0].bind.map((c) => [c.code, c.up])).toEqual([[TOUGH, false]]);
  return s;
}

/** What the match server sends a socket of `viewer` on joining a game in play: `welcome`, then its `state`. */
function joinMessages(s: VGState, viewer: Seat | 'spectator'): ServerMessage[] {
  return [
    { type: 'welcome', gameId: GAME_ID, seat: viewer, game: 'vanguard', format: s.format, status: 'playing' },
    { type: 'state', seq: 3, view: view(s, viewer), events: eventsFor(s, viewer), connected: [true, true] },
  ];
}

/**
 * A browser context showing the built client for `viewer`: the page comes from the real server; its socket is
 * answered with the engine's messages for the seat its token names; the test-only card's facts are added to
 * the real card table, rendered by the real catalog (the server lists the built-in pool only).
 */
async function openAs(s: VGState, viewer: Seat | 'spectator'): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const token = Object.keys(TOKENS).find((t) => TOKENS[t] === viewer);
  if (token) {
    const held = { gameId: GAME_ID, seat: viewer, token, createdAt: 0 };
    await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [
      `arbiter:seat:${GAME_ID}`,
      JSON.stringify(held),
    ] as const);
  }
  await context.routeWebSocket(
    (url) => url.pathname === '/ws',
    (ws) => {
      ws.onMessage((raw) => {
        const m = JSON.parse(String(raw)) as { type: string; gameId?: string; token?: string };
        if (m.type !== 'hello' || m.gameId !== GAME_ID) return;
        const seat = m.token === undefined ? 'spectator' : TOKENS[m.token];
        for (const out of joinMessages(s, seat)) ws.send(JSON.stringify(out));
      });
    },
  );
  await context.route(
    (url) => url.pathname === '/api/cards' && url.searchParams.get('game') === 'vanguard',
    async (route) => {
      const response = await route.fetch();
      const db = (await response.json()) as Record<string, unknown>;
      db[ACCEL] = catalogOf('vanguard')!.cardInfo(ACCEL);
      await route.fulfill({ response, json: db });
    },
  );
  // The room's facts, as GET /api/games/:id gives them for a room of two people.
  await context.route(
    (url) => url.pathname === `/api/games/${GAME_ID}`,
    (route) =>
      route.fulfill({
        json: {
          id: GAME_ID,
          game: 'vanguard',
          format: s.format,
          status: 'playing',
          result: null,
          seats: [
            { kind: 'human', connected: true },
            { kind: 'human', connected: true },
          ],
        },
      }),
  );
  const page = await context.newPage();
  const path = viewer === 'spectator' ? `/?watch=${GAME_ID}` : `/?game=${GAME_ID}`;
  await page.goto(rig.server.url + path);
  await page.waitForSelector(`[data-testid=game][data-viewer="${viewer}"]`);
  return { context, page };
}

/** The test ids of the circles of one row of the field, left to right as drawn. */
function rowCircles(page: Page, side: 'side-me' | 'side-opponent', row: number): Promise<string[]> {
  return page
    .locator(`[data-testid=${side}] .field-row`)
    .nth(row)
    .locator('.circle')
    .evaluateAll((cells) => cells.map((c) => c.getAttribute('data-testid') ?? ''));
}

/** Neither the text nor the markup of the page names the face-down card. */
async function namesNoBoundCard(page: Page): Promise<void> {
  expect(await page.locator('body').innerText()).not.toContain(TOUGH_NAME);
  const html = await page.content();
  expect(html).not.toContain(TOUGH_NAME);
  expect(html).not.toContain(TOUGH);
}

describe('board states no shipped card reaches, in headless Chromium', () => {
  beforeAll(async () => {
    rig = await startRig();
    browser = rig.browser;
  }, 60_000);

  afterAll(async () => {
    await rig?.close();
  });

  it('draws a gained Accel circle in the front row for every seat, and a face-down bound card as a back to all but its owner', async () => {
    const s = accelAndFaceDownBind();
    const opened: BrowserContext[] = [];
    const pageErrors: string[] = [];
    const open = async (viewer: Seat | 'spectator') => {
      const { context, page } = await openAs(s, viewer);
      opened.push(context);
      page.on('pageerror', (e) => pageErrors.push(`${viewer}: ${e.message}`));
      return page;
    };
    try {
      // The owner: Accel circle 1 is the leftmost cell of its front row (VG2 10.6.3.2.2), with Wingal and its
      // +10000 during its master's turn; the back row has a gap under it.
      const owner = await open(0);
      expect(await rowCircles(owner, 'side-me', 0)).toEqual([
        'circle-0-A1',
        'circle-0-FL',
        'circle-0-VC',
        'circle-0-FR',
      ]);
      expect(await rowCircles(owner, 'side-me', 1)).toEqual(['circle-0-BL', 'circle-0-BC', 'circle-0-BR']);
      const a1 = owner.locator('[data-testid=circle-0-A1]');
      await expect.poll(() => a1.locator('.circle-label').innerText()).toBe('Accel circle 1');
      await expect.poll(() => a1.locator('[data-testid=card]').getAttribute('data-code')).toBe(C.wingal);
      expect(await a1.locator('.card-name').innerText()).toBe('Wingal');
      expect(await a1.locator('.power').innerText()).toBe('16000');
      expect(await a1.locator(`[data-testid=accel-0-A1]`).innerText()).toBe('Accel');
      expect(await owner.locator('[data-testid=circle-0-VC] .card-name').innerText()).toBe('Test Accel Knight');
      // The owner's bind zone: its own face-down card shows its face, marked face down, in pile 1 (VG2 4.9.2.1, 4.9.3).
      const ownBind = owner.locator('[data-testid=pile-0-bind]');
      expect(await ownBind.innerText()).toContain('bind 1');
      await ownBind.click();
      const ownViewer = owner.locator('[data-testid=pile-viewer]');
      await ownViewer.waitFor();
      expect(await ownViewer.locator('[data-testid=card]').getAttribute('data-code')).toBe(TOUGH);
      const ownText = await ownViewer.innerText();
      expect(ownText).toContain('Your: Bind zone (1)');
      expect(ownText).toContain(TOUGH_NAME);
      expect(ownText).toContain('face down');
      expect(ownText).toContain('pile 1');
      expect(await ownViewer.locator('[data-testid=card-back]').count()).toBe(0);
      await shot(owner, 'board-states-owner');

      // The opponent: the same circle, mirrored (their right on our left), at the right end of their front row;
      // the bound card is a back with only its pile, and nothing on the page names it.
      const opponent = await open(1);
      expect(await rowCircles(opponent, 'side-opponent', 0)).toEqual(['circle-0-BR', 'circle-0-BC', 'circle-0-BL']);
      expect(await rowCircles(opponent, 'side-opponent', 1)).toEqual([
        'circle-0-FR',
        'circle-0-VC',
        'circle-0-FL',
        'circle-0-A1',
      ]);
      const theirA1 = opponent.locator('[data-testid=circle-0-A1]');
      await expect.poll(() => theirA1.locator('.circle-label').innerText()).toBe('Accel circle 1');
      expect(await theirA1.locator('.card-name').innerText()).toBe('Wingal');
      // Power is public: the opponent sees the +10000 of its master's turn too.
      expect(await theirA1.locator('.power').innerText()).toBe('16000');
      const theirBind = opponent.locator('[data-testid=pile-0-bind]');
      expect(await theirBind.innerText()).toContain('bind 1');
      expect(await theirBind.locator('[data-testid=card-back]').count()).toBe(1);
      expect(await theirBind.locator('[data-testid=card]').count()).toBe(0);
      await theirBind.click();
      const theirViewer = opponent.locator('[data-testid=pile-viewer]');
      await theirViewer.waitFor();
      expect(await theirViewer.innerText()).toContain("Opponent's: Bind zone (1)");
      expect(await theirViewer.locator('[data-testid=card]').count()).toBe(0);
      expect(await theirViewer.locator('[data-testid=card-back]').getAttribute('title')).toBe('pile 1');
      expect(await theirViewer.innerText()).toContain('pile 1');
      await namesNoBoundCard(opponent);
      await shot(opponent, 'board-states-opponent');

      // A spectator (player 1 drawn at the bottom) sees the gained circle and a back too.
      const spectator = await open('spectator');
      expect(await rowCircles(spectator, 'side-me', 0)).toEqual([
        'circle-0-A1',
        'circle-0-FL',
        'circle-0-VC',
        'circle-0-FR',
      ]);
      await expect
        .poll(() => spectator.locator('[data-testid=circle-0-A1] .circle-label').innerText())
        .toBe('Accel circle 1');
      const watchedBind = spectator.locator('[data-testid=pile-0-bind]');
      expect(await watchedBind.locator('[data-testid=card-back]').count()).toBe(1);
      await watchedBind.click();
      const watchedViewer = spectator.locator('[data-testid=pile-viewer]');
      await watchedViewer.waitFor();
      expect(await watchedViewer.innerText()).toContain('Player 1: Bind zone (1)');
      expect(await watchedViewer.locator('[data-testid=card]').count()).toBe(0);
      expect(await watchedViewer.locator('[data-testid=card-back]').getAttribute('title')).toBe('pile 1');
      await namesNoBoundCard(spectator);
      await shot(spectator, 'board-states-spectator');

      expect(pageErrors).toEqual([]);
    } finally {
      for (const c of opened) await c.close();
    }
  }, 60_000);

  it('shows the queue of extra turns in the status bar, from each seat and to a spectator (VG2 12.4.2)', async () => {
    // A test-only [ACT] gives player 1 an extra turn, queued before player 2's regular turn (extraTurnView.test.ts).
    give(TOUGH, [actDo({ do: 'extraTurn' })]);
    const s = scenario({ at: 'main', p0: { vanguard: TOUGH }, p1: { vanguard: C.overlord } });
    answer(s, { t: 'act', card: unit(s, 0, 'VC').id, index: 0 });
    const expected: [Seat | 'spectator', string][] = [
      [0, "next: your extra turn, then opponent's turn"],
      [1, "next: opponent's extra turn, then your turn"],
      ['spectator', "next: player 1's extra turn, then player 2's turn"],
    ];
    for (const [viewer, text] of expected) {
      const { context, page } = await openAs(s, viewer);
      try {
        await expect.poll(() => page.locator('[data-testid=next-turns]').innerText()).toBe(text);
        if (viewer === 0) await shot(page, 'board-states-extra-turn');
      } finally {
        await context.close();
      }
    }
  }, 60_000);
});
