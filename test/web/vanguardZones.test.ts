// A Vanguard answer naming a card outside the hand is a button of the decision panel, with the card's name: the VGD
// ride deck (VGD 9.4.1: the ride phase rides from it), where the browser used to draw no control at all, so only
// "Don't ride" could be pressed. A card in the hand is still clicked in the hand (the positive control).
import { describe, expect, it } from 'vitest';
import { newGame, view } from '../../src/core/engine.ts';
import { seedRng } from '../../src/core/rng.ts';
import type { DeckSpec } from '../../src/core/types.ts';
import { everyCard } from '../../src/games/vanguard/cards/cardPool.ts';
import { vanguardCatalog } from '../../src/games/vanguard/catalog.ts';
import '../../src/games/vanguard/index.ts';
import type { VGState } from '../../src/games/vanguard/state.ts';
import type { VGView } from '../../src/games/vanguard/view.ts';
import { planDecision } from '../../web/src/games/vanguard/answers.ts';
import type { VgCardDb } from '../../web/src/games/vanguard/cardInfo.ts';
import { playRandomly } from '../e2e/clickPaths.ts';

const db: VgCardDb = Object.fromEntries(everyCard().map((c) => [c.code, { ...c, text: '' }])) as VgCardDb;

function rides(format: string, decks: DeckSpec[], seed: number) {
  const state = newGame<VGState>({ game: 'vanguard', format, decks: [decks[0], decks[1]], seed });
  const seen = { fromRideDeck: 0, fromHand: 0 };
  playRandomly(state, seedRng(seed), 1500, (d, me, codes) => {
    if (d.prompt !== 'vg.ride') return;
    const v = view(state, me) as VGView;
    codes.learnView(v);
    const hand = Array.isArray(v.players[me].hand) ? v.players[me].hand : [];
    for (const plan of planDecision(v, me, { db, codes })) {
      if (plan.answer.t !== 'ride') continue;
      const card = (plan.answer as unknown as { card: number }).card;
      const inHand = hand.some((c) => c.id === card);
      if (inHand) {
        seen.fromHand++;
        expect(plan.paths).toEqual([[`hand:${card}`]]);
      } else {
        seen.fromRideDeck++;
        expect(v.players[me].rideDeckDown?.some((c) => c.id === card)).toBe(true);
        expect(plan.paths).toEqual([]); // a button of the panel
        expect(plan.label).toMatch(/^Ride [A-Z]/);
        expect(plan.label).not.toMatch(/\?|unknown/i);
      }
    }
  });
  return seen;
}

describe('VGD 9.4.1: riding from the ride deck in the browser', () => {
  it('each ride from the ride deck is a named button; a ride from the hand is clicked in the hand', () => {
    const d = vanguardCatalog.decks('d').map((x) => x.spec);
    const seen = rides('d', [d[0], d[1]], 31);
    expect(seen.fromRideDeck).toBeGreaterThan(0);
    // Positive control: in ver. 2.01 a ride comes from the hand and keeps its path there.
    const old = vanguardCatalog.decks('cr201').map((x) => x.spec);
    expect(rides('cr201', [old[0], old[1]], 32).fromHand).toBeGreaterThan(0);
  });
});
