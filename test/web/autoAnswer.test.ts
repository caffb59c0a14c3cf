// The client's auto-answers (web/src/autoAnswer.ts, issue 17): which decisions it answers by itself and with what.
// Unit cases for each rule and each setting turned off; then over seeded random Vanguard games, every decision the
// engine asks is planned as the browser plans it and the auto-answer, whenever it answers, gives one of that
// decision's legal answers, and only where the decision carries no choice by the rule's own terms.
import { describe, expect, it } from 'vitest';
import { newGame, view } from '../../src/core/engine.ts';
import { seedRng } from '../../src/core/rng.ts';
import { allCards, builtInDecks, expandDeck } from '../../src/games/vanguard/cards/cardPool.ts';
import '../../src/games/vanguard/index.ts';
import type { VGState } from '../../src/games/vanguard/state.ts';
import type { VGView } from '../../src/games/vanguard/view.ts';
import type { Plan } from '../../web/src/answers.ts';
import { AUTO_DEFAULTS, autoAnswer, type AutoSettings } from '../../web/src/autoAnswer.ts';
import { planDecision } from '../../web/src/games/vanguard/answers.ts';
import type { VgCardDb } from '../../web/src/games/vanguard/cardInfo.ts';
import { playRandomly } from '../e2e/clickPaths.ts';

const ALL_ON: AutoSettings = { single: true, nothingToPlay: true, sameOrder: true };
const ALL_OFF: AutoSettings = { single: false, nothingToPlay: false, sameOrder: false };

function plan(index: number, answer: Record<string, unknown>, extra: Partial<Plan> = {}): Plan {
  return { index, answer: answer as unknown as Plan['answer'], label: JSON.stringify(answer), paths: [], ...extra };
}

describe('auto-answers (issue 17)', () => {
  it('are all on by default, and each can be turned off', () => {
    expect(AUTO_DEFAULTS).toEqual(ALL_ON);
    expect(autoAnswer([plan(0, { t: 'pass' }, { moveOn: true })], ALL_OFF)).toBeNull();
  });

  it('answer a decision with exactly one legal answer', () => {
    const only = [plan(0, { t: 'no' }, { moveOn: true })];
    expect(autoAnswer(only, ALL_ON)).toEqual({ plan: only[0], reason: 'single' });
    expect(autoAnswer(only, { ...ALL_ON, single: false })).toBeNull();
    expect(autoAnswer([], ALL_ON)).toBeNull();
  });

  it('VG2 2.8.2: choose an order only when every order is the same answer', () => {
    // Two orders of the same two effects are different answers: the player chooses.
    const distinct = [
      plan(0, { t: 'order', order: ['critical', 'power'] }),
      plan(1, { t: 'order', order: ['power', 'critical'] }),
    ];
    expect(autoAnswer(distinct, ALL_ON)).toBeNull();
    // Identical options (fields written in another order too): any one is the same answer.
    const same = [
      plan(0, { t: 'order', order: ['power', 'power'] }),
      plan(1, { order: ['power', 'power'], t: 'order' }),
    ];
    expect(autoAnswer(same, ALL_ON)).toEqual({ plan: same[0], reason: 'sameOrder' });
    expect(autoAnswer(same, { ...ALL_ON, sameOrder: false })).toBeNull();
  });

  it('VG2 6.6.1.2.3: pass when the only other answers move units and play nothing; never when a card can be played', () => {
    const pass = plan(0, { t: 'pass' }, { moveOn: true });
    const swap = plan(1, { t: 'swap', a: 'FL', b: 'BL' }, { playsNothing: true });
    const call = plan(2, { t: 'call', card: 5, circle: 'FL' });
    expect(autoAnswer([pass, swap], ALL_ON)).toEqual({ plan: pass, reason: 'nothingToPlay' });
    expect(autoAnswer([pass, swap], { ...ALL_ON, nothingToPlay: false })).toBeNull();
    // Positive control: with a call on offer, nothing is answered.
    expect(autoAnswer([pass, swap, call], ALL_ON)).toBeNull();
    // Two ways to move on (yes / no are both choices): the player decides.
    expect(autoAnswer([pass, plan(1, { t: 'done' }, { moveOn: true })], ALL_ON)).toBeNull();
  });

  it('over random Vanguard games, answers only legal answers, and only where the rule allows', () => {
    const db: VgCardDb = Object.fromEntries(allCards().map((c) => [c.code, { ...c, text: '' }])) as VgCardDb;
    const decks = builtInDecks().map((d) => ({ name: d.id, cards: expandDeck(d) }));
    const counts = { single: 0, nothingToPlay: 0, sameOrder: 0, asked: 0 };
    for (let g = 0; g < 6; g++) {
      const state = newGame<VGState>({
        game: 'vanguard',
        format: g % 2 ? 'cr110' : 'cr201',
        decks: [decks[g % decks.length], decks[(g + 3) % decks.length]],
        seed: 500 + g,
      });
      playRandomly(state, seedRng(900 + g), 1500, (d, me, codes) => {
        const v = view(state, me) as VGView;
        codes.learnView(v);
        const plans = planDecision(v, me, { db, codes });
        const a = autoAnswer(plans, ALL_ON);
        if (!a) {
          counts.asked++;
          return;
        }
        counts[a.reason]++;
        expect(d.options).toContainEqual(a.plan.answer);
        if (a.reason === 'single') expect(d.options).toHaveLength(1);
        if (a.reason === 'nothingToPlay') {
          expect(a.plan.moveOn).toBe(true);
          expect(d.options.every((o) => o.t === 'swap' || o === a.plan.answer)).toBe(true);
        }
      });
    }
    // The check had something to check: decisions answered by themselves and decisions left to the player.
    expect(counts.single).toBeGreaterThan(0);
    expect(counts.asked).toBeGreaterThan(0);
  });
});
