// End-to-end, in Debian's headless Chromium with the built client (dist/web): what the issue-15 pass fixed in the
// browser. The battle line shows the engine's battle numbers (view.battle.powers) for Vanguard (boost and guardian
// shields counted once, VG2 7.7.1.2) and DBS (combo power added, DBS 7-4-1-2, 7-4-1-3); a tapped card's detail
// still follows the pointer; a finished game speaks from the viewer's seat. The states are built through the real
// engine (as the rules tests build them) and sent to the page as the match server sends a seat: `welcome`, then
// `state` with `view(state, seat)` and `eventsFor(state, seat)`; the page, /api/meta and /api/cards come from a
// real match server. Screenshots go to test-artifacts/.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { act, eventsFor, view } from '../../src/core/engine.ts';
import type { BaseState, Seat } from '../../src/core/types.ts';
import type { DBSState } from '../../src/games/dbs/state.ts';
import type { VGState } from '../../src/games/vanguard/state.ts';
import type { ServerMessage } from '../../src/server/protocol.ts';
import { byCode, C as D, pick, scenario as dbsScenario } from '../dbs/scenario.ts';
import { attack } from '../vanguard/cards/helpers.ts';
import { answer, C, idOf, scenario } from '../vanguard/scenario.ts';
import { type BrowserRig, shot, startRig } from './chromium.ts';

const GAME_ID = 'issue-15';
const TOKENS: Record<string, Seat> = { 'token-seat-0': 0, 'token-seat-1': 1 };

let rig: BrowserRig;
let browser: Browser;
const opened: BrowserContext[] = [];

/** Blaster Blade boosted by Marron (17000) attacks Wingal, guarded by Stardust Trumpeter (6000 + 10000). */
export function guardedAttack(): VGState {
  const s = scenario({
    at: 'battle',
    turn: 3,
    p0: { vanguard: C.blasterBlade, rc: { BC: C.marron }, hand: [C.gallatin], deck: [C.wingal, C.wingal, C.wingal] },
    p1: { vanguard: C.wingal, hand: [C.stardust, C.wingal, C.critRP], damage: [C.wingal, C.wingal] },
  });
  attack(s, 'VC', 'VC', true);
  answer(s, { t: 'guard', card: idOf(s, 1, 'hand', C.stardust) });
  return s;
}

/** Hit (15000) attacks Appule (15000); the attacker combos Goten (+5000), the defender Vados (+10000). */
export function comboBattle(): DBSState {
  const APPULE = 'BT1-102';
  const VADOS = 'BT1-008';
  const s = dbsScenario(
    { battle: [D.hit], hand: [D.goten, D.goten], energy: [D.goten] },
    { battle: [{ code: APPULE, rested: true }], hand: [VADOS, D.goten], energy: [D.hit] },
  );
  s.log = s.log ?? [];
  pick(
    s,
    (o) =>
      o.t === 'attack' &&
      o.attacker === byCode(s, 0, 'battle', D.hit).id &&
      o.target === byCode(s, 1, 'battle', APPULE).id,
  );
  while (s.decision!.prompt === 'dbs.counterTiming') pick(s, (o) => o.t === 'pass');
  pick(s, (o) => o.t === 'combo' && s.players[0].hand.find((c) => c.id === o.card)?.code === D.goten);
  while (s.decision!.prompt !== 'dbs.defence') pick(s, (o) => o.t === 'pass');
  pick(s, (o) => o.t === 'combo' && s.players[1].hand.find((c) => c.id === o.card)?.code === VADOS);
  return s;
}

/** A browser context showing `s` to `viewer`, its socket answered with the engine's own messages for that seat. */
export async function openState(
  s: BaseState & { format: string },
  viewer: Seat | 'spectator',
  size = { width: 1280, height: 900 },
): Promise<Page> {
  const context = await browser.newContext({ viewport: size });
  opened.push(context);
  const token = Object.keys(TOKENS).find((t) => TOKENS[t] === viewer);
  if (token) {
    const held = { gameId: GAME_ID, seat: viewer, token, createdAt: 0 };
    await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [
      `arbiter:seat:${GAME_ID}`,
      JSON.stringify(held),
    ] as const);
  }
  const messages = (seat: Seat | 'spectator'): ServerMessage[] => [
    { type: 'welcome', gameId: GAME_ID, seat, game: s.game, format: s.format, status: 'playing' },
    {
      type: 'state',
      seq: s.answers.length,
      view: view(s, seat),
      events: eventsFor(s, seat),
      connected: [true, true],
      ...(s.result ? { result: s.result } : {}),
    } as ServerMessage,
  ];
  await context.routeWebSocket(
    (url) => url.pathname === '/ws',
    (ws) => {
      ws.onMessage((raw) => {
        const m = JSON.parse(String(raw)) as { type: string; gameId?: string; token?: string };
        if (m.type !== 'hello' || m.gameId !== GAME_ID) return;
        const seat = m.token === undefined ? 'spectator' : TOKENS[m.token];
        for (const out of messages(seat)) ws.send(JSON.stringify(out));
      });
    },
  );
  await context.route(
    (url) => url.pathname === `/api/games/${GAME_ID}`,
    (route) =>
      route.fulfill({
        json: {
          id: GAME_ID,
          game: s.game,
          format: s.format,
          status: s.result ? 'finished' : 'playing',
          result: s.result,
          seats: [
            { kind: 'human', connected: true },
            { kind: 'human', connected: true },
          ],
        },
      }),
  );
  const page = await context.newPage();
  await page.goto(rig.server.url + (viewer === 'spectator' ? `/?watch=${GAME_ID}` : `/?game=${GAME_ID}`));
  await page.waitForSelector(`[data-testid=game][data-viewer="${viewer}"]`);
  return page;
}

async function battleNumbers(page: Page): Promise<[string, string[]]> {
  const line = page.locator('[data-testid=battle-line]');
  await line.waitFor();
  return [
    await line.locator('[data-testid=battle-attack-power]').innerText(),
    await line.locator('[data-testid=battle-defend-power]').allInnerTexts(),
  ];
}

beforeAll(async () => {
  rig = await startRig();
  browser = rig.browser;
}, 60_000);

afterAll(async () => {
  for (const c of opened) await c.close();
  await rig?.close();
});

describe('issue 15 in the browser', () => {
  it('VG2 7.7.1.2 the Vanguard battle line shows the view’s numbers: the boosted attacker and the guarded defender, shields counted once', async () => {
    const s = guardedAttack();
    for (const viewer of [0, 1, 'spectator'] as const) {
      const v = view(s, viewer) as { battle: { powers: { attacker: number; targets: number[] } } };
      expect(v.battle.powers).toEqual({ attacker: 17000, targets: [16000] });
      const page = await openState(s, viewer);
      expect(await battleNumbers(page)).toEqual(['17000', ['16000']]);
      if (viewer === 0) await shot(page, 'issue15-battle-line-vanguard');
    }
  });

  it('DBS 7-4-1-2 DBS 7-4-1-3 the DBS battle line shows the view’s numbers, combo power included', async () => {
    const s = comboBattle();
    const v = view(s, 0) as { battle: { powers: unknown } };
    expect(v.battle.powers).toEqual({ attacker: 20000, guard: 25000 });
    const page = await openState(s, 1);
    expect(await battleNumbers(page)).toEqual(['20000', ['25000']]);
    await shot(page, 'issue15-battle-line-dbs');
  });

  it('VG2 2.6 DBS 2-9-1 a guardian shows its current shield and a Combo Area card its current combo power, from the view', async () => {
    // "The guardian gets shield +5000": Stardust Trumpeter's printed 10000 becomes 15000; the defender 6000 + 15000.
    const vg = guardedAttack();
    const g = vg.players[1].field.GC[0];
    vg.players[1].field.GC[0] = { ...g, mods: [{ stat: 'shield', n: 5000, until: 'battle' }] };
    const vgPage = await openState(vg, 0);
    const shield = vgPage.locator('[data-testid=circle-1-GC] [data-testid=shield]');
    expect(await shield.innerText()).toBe('15k');
    expect(await shield.getAttribute('class')).toBe('shield up');
    expect(await battleNumbers(vgPage)).toEqual(['17000', ['21000']]);
    // "+5000 to this card's combo": Goten's printed 5000 becomes 10000; the attacker 15000 + 10000.
    const dbs = comboBattle();
    const goten = dbs.players[0].combo[0];
    dbs.players[0].combo[0] = { ...goten, mods: [...goten.mods, { stat: 'comboPower', n: 5000, until: 'turn' }] };
    const dbsPage = await openState(dbs, 1);
    expect(await dbsPage.locator('[data-testid=dbs-combo-0] [data-testid=combo-power]').allInnerTexts()).toEqual([
      '+10k',
    ]);
    expect(await dbsPage.locator('[data-testid=dbs-combo-1] [data-testid=combo-power]').allInnerTexts()).toEqual([
      '+10k',
    ]);
    expect(await battleNumbers(dbsPage)).toEqual(['25000', ['25000']]);
    await shot(dbsPage, 'issue20-combo-power-dbs');
  });

  it('a tapped card’s detail is pinned, and hovering another card still shows that card', async () => {
    const s = guardedAttack();
    const page = await openState(s, 0);
    const detail = page.locator('[data-testid=card-detail]');
    // The opponent's vanguard is no choice of ours (the opponent decides): a click pins its detail.
    await page.locator('[data-testid=circle-1-VC] [data-testid=card]').click();
    await expect.poll(() => detail.locator('.detail-name').innerText()).toBe('Wingal');
    expect(await page.locator('.area-detail.pinned').count()).toBe(1);
    // Hovering our own vanguard shows it.
    await page.locator('[data-testid=circle-0-VC] [data-testid=card]').hover();
    await expect.poll(() => detail.locator('.detail-name').innerText()).toBe('Blaster Blade');
    // And a hand card after it.
    await page.locator('[data-testid=my-hand] [data-testid=card]').first().hover();
    await expect.poll(() => detail.locator('.detail-name').innerText()).toBe('Knight of Silence, Gallatin');
  });

  it('a finished game speaks from the viewer’s seat: title, reason and log', async () => {
    const s = guardedAttack();
    act(s, 0, { t: 'concede' });
    const loser = await openState(s, 0);
    await expect.poll(() => loser.locator('[data-testid=result-title]').innerText()).toBe('You lose');
    expect(await loser.locator('[data-testid=result-reason]').innerText()).toBe('you conceded');
    expect(await loser.locator('.area-log').innerText()).toContain('Game over: you conceded.');
    const winner = await openState(s, 1);
    await expect.poll(() => winner.locator('[data-testid=result-title]').innerText()).toBe('You win!');
    expect(await winner.locator('[data-testid=result-reason]').innerText()).toBe('your opponent conceded');
    const watcher = await openState(s, 'spectator');
    await expect.poll(() => watcher.locator('[data-testid=result-title]').innerText()).toBe('Player 2 wins');
    expect(await watcher.locator('[data-testid=result-reason]').innerText()).toBe('player 1 conceded');
  });
});

describe('layout at phone, laptop and desktop sizes', () => {
  /** Whether `inner`'s box lies inside `outer`'s (1 px of rounding allowed). */
  async function inside(page: Page, inner: string, outer: string): Promise<boolean> {
    const a = await page.locator(inner).first().boundingBox();
    const b = await page.locator(outer).first().boundingBox();
    if (!a || !b) return false;
    return (
      a.x >= b.x - 1 && a.y >= b.y - 1 && a.x + a.width <= b.x + b.width + 1 && a.y + a.height <= b.y + b.height + 1
    );
  }

  for (const [w, h] of [
    [390, 844],
    [1280, 720],
    [1920, 1080],
  ] as const) {
    it(`${w}×${h}: damage labels inside the board, hand cards show their shield${w > 900 ? ', the hand fits the screen' : ''}`, async () => {
      const s = guardedAttack();
      const page = await openState(s, 1, { width: w, height: h });
      await page.locator('[data-testid=battle-line]').waitFor();
      await shot(page, `issue15-${w}x${h}`);
      for (const seat of [0, 1]) {
        expect(await inside(page, `[data-testid=damage-${seat}] .pile-label`, '[data-testid=board]')).toBe(true);
      }
      const cards = page.locator('[data-testid=my-hand] [data-testid=card]');
      expect(await cards.count()).toBe(2);
      for (let i = 0; i < 2; i++) {
        const shield = cards.nth(i).locator('.shield');
        expect(await shield.isVisible()).toBe(true);
        const sb = (await shield.boundingBox())!;
        const cb = (await cards.nth(i).boundingBox())!;
        expect(sb.y + sb.height).toBeLessThanOrEqual(cb.y + cb.height + 1);
        expect(sb.x + sb.width).toBeLessThanOrEqual(cb.x + cb.width + 1);
      }
      if (w > 900) {
        // A laptop or desktop screen shows the whole board and the hand without scrolling.
        const hand = (await page.locator('[data-testid=my-hand]').boundingBox())!;
        expect(hand.y + hand.height).toBeLessThanOrEqual(h);
      }
    });
  }

  it('the DBS board at 390 px keeps its areas inside the board', async () => {
    const page = await openState(comboBattle(), 1, { width: 390, height: 844 });
    await page.locator('[data-testid=battle-line]').waitFor();
    await shot(page, 'issue15-dbs-390');
    for (const seat of [0, 1]) {
      expect(await inside(page, `[data-testid=life-${seat}]`, '[data-testid=board]')).toBe(true);
      expect(await inside(page, `[data-testid=dbs-combo-${seat}]`, '[data-testid=board]')).toBe(true);
    }
  });
});
