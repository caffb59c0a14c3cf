// End-to-end: the Buddyfight table (issue 14) drawn by the built client (dist/web) in Debian's headless Chromium, from
// both seats and a spectator, with real engine states. The match server offers a game only once it has a product, so
// this test stands in for the room: the page's socket is answered with the protocol's own `welcome` and `state`
// messages carrying `view(state, seat)` and `eventsFor(state, seat)` from the real engine, and the answers the page
// sends are played on that engine state (the other seat declining everything), exactly as a room would. The lobby's
// /api/meta gains Buddyfight's catalog entry and /api/cards?game=buddyfight its cards, rendered by the real catalog;
// everything else comes from a real match server. Screenshots at 1366×768 and 390 px wide go to test-artifacts/.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { act, decision, eventsFor, view } from '../../src/core/engine.ts';
import type { Answer, Seat } from '../../src/core/types.ts';
import { buddyfightCatalog } from '../../src/games/buddyfight/catalog.ts';
import { type BFState, type Card, opponent } from '../../src/games/buddyfight/state.ts';
import type { ServerMessage } from '../../src/server/protocol.ts';
import { answer, clear, passUntil, put, reask, start } from '../buddyfight/scenario.ts';
import { type BrowserRig, shot, startRig } from './chromium.ts';
import { setAutoAnswers } from './tablePlayer.ts';

const GAME_ID = 'bf-table';
const TOKENS: Record<string, Seat> = { 'token-seat-0': 0, 'token-seat-1': 1 };
const DECLINE = ['pass', 'noCharge', 'noAttack', 'noMove', 'decline', 'noTarget'];
const CARDS = Object.fromEntries(buddyfightCatalog.allCodes().map((c) => [c, buddyfightCatalog.cardInfo(c)]));

let rig: BrowserRig;
let browser: Browser;

const nameOf = (code: string) => buddyfightCatalog.cardName(code)!;

/** Put a card into `host`'s soul (BF-Oth[Souls]), as a stacking call does. */
function intoSoul(s: BFState, seat: Seat, host: Card, name: string): void {
  const c = put(s, seat, 'drop', name);
  s.players[seat].drop.pop();
  host.soul.push(c);
}

/**
 * Turn 2 of Trial Deck 3 against Trial Deck 2: the turn fighter has Jackknife "Thunder Storm" on the left with two
 * cards in its soul, Zantetsunodachi Dragon on the right and an item; the opponent has two monsters and cards in the
 * drop zone. The turn fighter link attacks the opponent's center with left and right, and the play timing of the
 * attack (BF-Atk 2.5) asks the turn fighter.
 */
function linkAttackState(): BFState {
  const s = start('BF-TD03', 'BF-TD02', 3);
  passUntil(s, (x) => x.turn === 2 && x.decision?.prompt === 'bf.use.main');
  const tp = s.turnPlayer;
  const op = opponent(tp);
  const left = put(s, tp, 'left', 'Jackknife "Thunder Storm"');
  intoSoul(s, tp, left, 'Jackknife Dragon');
  intoSoul(s, tp, left, 'Jackknife "Dispersal"');
  put(s, tp, 'right', 'Zantetsunodachi Dragon'); // size 1: with the size 2 on the left, the field is at size 3
  put(s, tp, 'item', 'Dragonblade, Dragofearless');
  const target = put(s, op, 'center', 'Armorknight Hellhound');
  put(s, op, 'right', 'Armorknight Cerberus');
  put(s, op, 'drop', 'Armorknight Black Drake');
  put(s, tp, 'drop', 'Hammer Mace Dragon');
  passUntil(s, (x) => x.decision?.prompt === 'bf.attack');
  answer(s, (o) => o.t === 'attack' && o.target === target.id && (o.ids as number[]).length === 2);
  passUntil(s, (x) => x.decision?.prompt === 'bf.use.counter' && x.decision.seat === tp);
  return s;
}

/** Turn 2's main phase of Trial Deck 1 against itself, with Thousand Rapier Dragon in the turn fighter's hand. */
function mainPhaseState(): BFState {
  const s = start('BF-TD01', 'BF-TD01', 5);
  passUntil(s, (x) => x.turn === 2 && x.decision?.prompt === 'bf.use.main');
  const tp = s.turnPlayer;
  clear(s, tp, 'hand');
  put(s, tp, 'hand', 'Thousand Rapier Dragon');
  put(s, tp, 'hand', 'Dragon Breath');
  clear(s, opponent(tp), 'center');
  reask(s);
  return s;
}

function stateMessage(s: BFState, viewer: Seat | 'spectator', seq: number, from: number): ServerMessage {
  return {
    type: 'state',
    seq,
    view: view(s, viewer),
    events: eventsFor(s, viewer, from),
    connected: [true, true],
  };
}

/** The other seat declines everything until `seat` decides again (or the game ends). */
function otherDeclines(s: BFState, seat: Seat): void {
  for (let i = 0; i < 200 && !s.result; i++) {
    const d = decision(s);
    if (!d || d.seat === seat) return;
    act(s, d.seat, d.options.find((o) => DECLINE.includes(o.t)) ?? d.options[0]);
  }
}

/**
 * A browser context showing the built client for `viewer`, its socket answered by a stand-in room on `s`: the page's
 * answers are played on `s` (then the other seat declines until this one decides again) and each new state is sent.
 */
async function openAs(
  s: BFState,
  viewer: Seat | 'spectator',
  size: { width: number; height: number },
): Promise<{ context: BrowserContext; page: Page; answers: Answer[] }> {
  const context = await browser.newContext({ viewport: size });
  // The pages share one engine state here: an answer the client gave by itself (a decision with one legal answer,
  // web/src/autoAnswer.ts) would move it on for the next viewer, so this test answers only by its own clicks.
  await setAutoAnswers(context, false);
  const answers: Answer[] = [];
  const token = Object.keys(TOKENS).find((t) => TOKENS[t] === viewer);
  if (token) {
    const held = { gameId: GAME_ID, seat: viewer, token, createdAt: 0 };
    await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [
      `arbiter:seat:${GAME_ID}`,
      JSON.stringify(held),
    ] as const);
  }
  let seq = 1;
  await context.routeWebSocket(
    (url) => url.pathname === '/ws',
    (ws) => {
      let sent = 0;
      const send = () => {
        const all = eventsFor(s, viewer).length;
        ws.send(JSON.stringify(stateMessage(s, viewer, seq, sent)));
        sent = all;
      };
      ws.onMessage((raw) => {
        const m = JSON.parse(String(raw)) as { type: string; gameId?: string; token?: string; answer?: Answer };
        if (m.type === 'hello' && m.gameId === GAME_ID) {
          const welcome: ServerMessage = {
            type: 'welcome',
            gameId: GAME_ID,
            seat: viewer,
            game: 'buddyfight',
            format: s.format,
            status: 'playing',
          };
          ws.send(JSON.stringify(welcome));
          send();
        } else if (m.type === 'answer' && m.answer && viewer !== 'spectator') {
          answers.push(m.answer);
          act(s, viewer, m.answer);
          otherDeclines(s, viewer);
          seq++;
          send();
        }
      });
    },
  );
  await context.route(
    (url) => url.pathname === '/api/meta',
    async (route) => {
      const response = await route.fetch();
      const meta = (await response.json()) as { games: unknown[] };
      const c = buddyfightCatalog;
      const decks = c.decks().map((d) => ({ id: d.id, name: d.name }));
      meta.games.push({
        id: c.id,
        title: c.title,
        defaultFormat: c.defaultFormat,
        formats: c.formats,
        decks,
        decksByFormat: Object.fromEntries(c.formats.map((f) => [f.id, decks])),
      });
      await route.fulfill({ response, json: meta });
    },
  );
  await context.route(
    (url) => url.pathname === '/api/cards' && url.searchParams.get('game') === 'buddyfight',
    (route) => route.fulfill({ json: CARDS }),
  );
  await context.route(
    (url) => url.pathname === `/api/games/${GAME_ID}`,
    (route) =>
      route.fulfill({
        json: {
          id: GAME_ID,
          game: 'buddyfight',
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
  await page.waitForSelector(`[data-testid=game][data-viewer="${viewer}"] [data-game=buddyfight]`);
  return { context, page, answers };
}

/** The names and codes of cards hidden from `viewer` (decks, gauges, the other hand) that no open card shares. */
function hiddenFrom(s: BFState, viewer: Seat | 'spectator'): { names: string[]; codes: string[] } {
  const hidden: Card[] = [];
  const open: Card[] = [];
  for (const seat of [0, 1] as const) {
    const p = s.players[seat];
    hidden.push(...p.deck, ...p.gauge);
    (seat === viewer ? open : hidden).push(...p.hand);
    for (const z of ['flag', 'buddy', 'left', 'center', 'right', 'item', 'spell', 'play', 'drop'] as const)
      for (const c of p[z]) open.push(c, ...c.soul);
  }
  // Every card ever shown to this viewer in an event is open to it too (a card drawn, then cast).
  const shown = new Set(
    eventsFor(s, viewer)
      .map((e) => (e as { code?: string }).code)
      .filter((c): c is string => !!c),
  );
  const openCodes = new Set([...open.map((c) => c.code), ...shown]);
  const openNames = new Set([...openCodes].map(nameOf));
  const codes = [...new Set(hidden.map((c) => c.code))].filter((c) => !openCodes.has(c));
  const names = [...new Set(codes.map(nameOf))].filter((n) => !openNames.has(n));
  return { names, codes };
}

async function namesNoHiddenCard(page: Page, s: BFState, viewer: Seat | 'spectator'): Promise<void> {
  const { names, codes } = hiddenFrom(s, viewer);
  expect(names.length).toBeGreaterThan(3);
  const html = await page.content();
  const text = await page.locator('body').innerText();
  for (const n of names) {
    expect(text, `${viewer}: ${n}`).not.toContain(n);
    expect(html, `${viewer}: ${n}`).not.toContain(n);
  }
  for (const c of codes) expect(html, `${viewer}: ${c}`).not.toContain(c);
}

describe('the Buddyfight table in headless Chromium (issue 14)', () => {
  beforeAll(async () => {
    rig = await startRig();
    browser = rig.browser;
  }, 120_000);

  afterAll(async () => {
    await rig?.close();
  });

  it('BF-Atk 2.2 BF-Atk 3.1.1 BF-Mat digest §1.3: a link attack drawn for both seats and a spectator, with the engine’s numbers, souls counted, and no hidden card named', async () => {
    const s = linkAttackState();
    const tp = s.turnPlayer;
    const op = opponent(tp);
    const v = view(s, tp) as {
      players: { left: { power: number }[]; right: { power: number }[]; center: { defense: number }[] }[];
    };
    const left = v.players[tp].left[0].power;
    const right = v.players[tp].right[0].power;
    const defense = v.players[op].center[0].defense;
    const opened: BrowserContext[] = [];
    const pageErrors: string[] = [];
    try {
      for (const viewer of [tp, op, 'spectator'] as const) {
        for (const [label, size] of [
          ['1366', { width: 1366, height: 768 }],
          ['390', { width: 390, height: 844 }],
        ] as const) {
          const { context, page } = await openAs(s, viewer, size);
          opened.push(context);
          page.on('pageerror', (e) => pageErrors.push(`${viewer}: ${e.message}`));
          const line = page.locator('[data-testid=battle-line]');
          await expect.poll(() => line.innerText()).toContain('Link attack');
          expect(await line.innerText()).toContain('Jackknife "Thunder Storm"');
          expect(await page.locator('[data-testid=battle-attack-total]').innerText()).toBe(String(left + right));
          expect(await page.locator('[data-testid=battle-defense]').innerText()).toBe(String(defense));
          expect(await line.innerText()).toContain(left + right >= defense ? 'hits' : 'does not hit');
          // The attackers and the target are marked; the soul of the Jackknife is counted under it.
          expect(await page.locator('.bf-slot.attacking').count()).toBe(2);
          // An arrow from each attacker to the target.
          await expect.poll(() => page.locator('[data-testid=attack-arrows] line').count()).toBe(2);
          expect(await page.locator('.bf-slot.attacked').count()).toBe(1);
          expect(await page.locator(`[data-testid=bf-soul-${tp}-left]`).innerText()).toBe('soul 2');
          // Life in large figures, the gauge as a count of backs, the drop zone's top card.
          expect(await page.locator(`[data-testid=life-count-${tp}]`).innerText()).toBe(String(s.players[tp].life));
          expect(await page.locator(`[data-testid=gauge-${op}]`).innerText()).toContain(
            String(s.players[op].gauge.length),
          );
          expect(await page.locator(`[data-testid=pile-${op}-drop] [data-testid=card]`).getAttribute('data-code')).toBe(
            s.players[op].drop.at(-1)!.code,
          );
          // Facing each other: the bottom seat's areas left to right, the top seat's mirrored.
          const bottom: Seat = viewer === 'spectator' ? 0 : viewer;
          const order = await page
            .locator('[data-testid=side-opponent] .bf-monster-area')
            .evaluateAll((cells) => cells.map((c) => c.getAttribute('data-testid')));
          const top = bottom === 0 ? 1 : 0;
          expect(order).toEqual([`bf-area-${top}-right`, `bf-area-${top}-center`, `bf-area-${top}-left`]);
          if (viewer === tp) {
            // The deciding seat: its [Counter] window in words, with Pass.
            expect(await page.locator('[data-testid=prompt]').innerText()).toContain('[Counter]');
            expect(await page.locator('[data-testid=my-hand] [data-testid=hand-card]').count()).toBe(
              s.players[tp].hand.length,
            );
          } else {
            expect(await page.locator('[data-decider=other]').innerText()).toContain('deciding');
          }
          await namesNoHiddenCard(page, s, viewer);
          await shot(
            page,
            `bf-link-attack-${viewer === tp ? 'attacker' : viewer === op ? 'defender' : 'spectator'}-${label}`,
          );
          await context.close();
        }
      }
      expect(pageErrors).toEqual([]);
    } finally {
      for (const c of opened) await c.close().catch(() => undefined);
    }
  }, 180_000);

  it('BF-Call 1.1 BF-Atk 2.2: calling by clicking the hand card then the position, passing, then attacking the fighter by clicking the attacker then the life counter', async () => {
    const s = mainPhaseState();
    const tp = s.turnPlayer;
    const op = opponent(tp);
    const { context, page, answers } = await openAs(s, tp, { width: 1366, height: 768 });
    try {
      const rapier = s.players[tp].hand.find((c) => nameOf(c.code) === 'Thousand Rapier Dragon')!;
      await page.locator(`[data-target="hand:${rapier.id}"]`).click();
      // The three positions light; the right one is clicked.
      await expect.poll(() => page.locator('.bf-monster-area.lit').count()).toBe(3);
      await shot(page, 'bf-call-select-1366');
      await page.locator(`[data-testid=bf-area-${tp}-right]`).click();
      await expect.poll(() => answers.length).toBe(1);
      expect(answers[0]).toEqual({ t: 'call', card: rapier.id, area: 'right' });
      const right = page.locator(`[data-testid=bf-area-${tp}-right] [data-testid=card]`);
      await expect.poll(() => right.getAttribute('data-code')).toBe(rapier.code);
      expect(await page.locator('[data-testid=log]').innerText()).toContain('You call Thousand Rapier Dragon.');
      // Pass the main phase and the play timings of the attack phase's start (BF-Atk 1–2) until an attack is asked.
      const prompt = () => page.locator('[data-decider=me]:not(.waiting)').getAttribute('data-prompt');
      for (let i = 0; i < 6 && (await prompt()) !== 'bf.attack'; i++) {
        const n = answers.length;
        await page.locator('[data-answer=pass]').click();
        await expect.poll(() => answers.length).toBe(n + 1);
        await page.waitForSelector('[data-decider=me]:not(.waiting)');
      }
      expect(await prompt()).toBe('bf.attack');
      const attacker = s.players[tp].right[0];
      await page.locator(`[data-target="bcard:${attacker.id}"]`).click();
      const life = page.locator(`[data-testid=life-${op}]`);
      await expect.poll(() => life.getAttribute('class')).toContain('lit');
      await shot(page, 'bf-attack-select-1366');
      const before = s.players[op].life;
      await life.click();
      await expect.poll(() => answers.at(-1)).toEqual({ t: 'attackFighter', ids: [attacker.id] });
      // BF-Atk 2.5: the attack's play timing shows the battle: Thousand Rapier Dragon's critical as the damage.
      await page.waitForSelector('[data-decider=me]:not(.waiting)');
      await expect.poll(() => page.locator('[data-testid=battle-damage]').innerText()).toBe('2');
      await expect.poll(() => page.locator('[data-testid=attack-arrows] line').count()).toBe(1);
      await shot(page, 'bf-attack-declared-1366');
      for (let i = 0; i < 6 && s.players[op].life === before; i++) {
        const n = answers.length;
        await page.locator('[data-answer=pass]').click();
        await expect.poll(() => answers.length).toBe(n + 1);
      }
      expect(s.players[op].life).toBe(before - 2); // BF-Atk 3.1.2
      await expect.poll(() => page.locator(`[data-testid=life-count-${op}]`).innerText()).toBe(String(before - 2));
      expect(await page.locator('[data-testid=log]').innerText()).toContain(
        'You attack your opponent with Thousand Rapier Dragon.',
      );
      await shot(page, 'bf-after-attack-1366');
    } finally {
      await context.close();
    }
  }, 120_000);
});
