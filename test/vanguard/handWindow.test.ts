// Issue 19: abilities that trigger in the hand are asked about through a hand window that opens whatever the hand
// holds (src/games/vanguard/abilities/autoAbilities.ts), so the opponent cannot tell from the windows, the questions
// or the events whether a card in the hand triggered (VG2 4.3.2: the hand is hidden from the opponent).
import { describe, expect, it } from 'vitest';
import { act, eventsFor } from '../../src/core/engine.ts';
import type { Answer, GameEvent } from '../../src/core/types.ts';
import { HAND_WINDOW_EVENTS } from '../../src/games/vanguard/abilities/autoAbilities.ts';
import { features } from '../../src/games/vanguard/abilities/registry.ts';
import type { VGState } from '../../src/games/vanguard/state.ts';
import { answer, idOf, noHandAbility, prompt, scenario } from './scenario.ts';

const YAKSHA = 'TD02/003'; // [AUTO](hand): an opponent's rear-guard to the drop in your main phase, grade 2 vanguard: ride it
const NEHALEM = 'TD02/004'; // grade 2
const BERSERK = 'TD02/005'; // placed on (RC), Counter Blast 2: retire an opponent's grade 2 or less rear-guard
const BAHR = 'TD02/007'; // grade 1, no hand ability
const WINGAL = 'TD01/009';

/** p0 calls Berserk Dragon and retires p1's Wingal in p0's main phase; `extra` is the other card in p0's hand. */
function retireWith(extra: string): VGState {
  const s = scenario({
    at: 'main',
    p0: { vanguard: NEHALEM, hand: [BERSERK, extra], damage: [WINGAL, WINGAL] },
    p1: { rc: { FL: WINGAL } },
  });
  answer(s, { t: 'call', card: idOf(s, 0, 'hand', BERSERK), circle: 'FR' });
  answer(s, { t: 'yes' });
  answer(s, { t: 'unit', seat: 1, circle: 'FL' });
  return s;
}

/** What seat 1 sees until p0 is back in the main phase: its events, and who was asked what (never the options). */
function seenBySeat1(s: VGState, answers: Answer[]): string {
  const asked: string[] = [];
  for (const a of answers) {
    asked.push(`${s.decision!.seat}:${s.decision!.kind}:${s.decision!.prompt}`);
    act(s, s.decision!.seat, a);
  }
  asked.push(`${s.decision!.seat}:${s.decision!.kind}:${s.decision!.prompt}`);
  const events = eventsFor(s, 1).map((e: GameEvent) => e.t + JSON.stringify(e));
  return JSON.stringify({ asked, events });
}

describe('hand windows (issue 19, VG2 4.3.2, VG2 8.6.3.1)', () => {
  it('VG2 4.3.2 the opponent sees the same windows, questions and events whether the hand held Yaksha (declined) or not', () => {
    const withYaksha = retireWith(YAKSHA);
    const without = retireWith(BAHR);
    expect(prompt(withYaksha)).toBe('vg.handAbility');
    expect(prompt(without)).toBe('vg.handAbility');
    expect(withYaksha.decision!.options).toEqual([
      { t: 'auto', source: idOf(withYaksha, 0, 'hand', YAKSHA), index: 0 },
      { t: 'none' },
    ]);
    expect(without.decision!.options).toEqual([{ t: 'none' }]);
    const a = seenBySeat1(withYaksha, [{ t: 'none' } as Answer]);
    const b = seenBySeat1(without, [{ t: 'none' } as Answer]);
    expect(a).toBe(b);
    expect(prompt(withYaksha)).toBe('vg.main');
    expect(withYaksha.players[0].hand.map((c) => c.code)).toEqual([YAKSHA]); // declined: it stays in the hand
  });

  it('VG2 8.6.3.1 positive control: using Yaksha from the window rides it, and then the opponent sees a difference', () => {
    const used = retireWith(YAKSHA);
    const id = idOf(used, 0, 'hand', YAKSHA);
    const declined = retireWith(YAKSHA);
    const a = seenBySeat1(used, [{ t: 'auto', source: id, index: 0 } as Answer, { t: 'none' } as Answer]);
    const b = seenBySeat1(declined, [{ t: 'none' } as Answer]);
    expect(a).not.toBe(b);
    expect(used.players[0].field.VC.at(-1)!.code).toBe(YAKSHA);
    expect(used.players[0].soul.map((c) => c.code)).toEqual([NEHALEM]);
  });

  it('VG2 4.3.2 a hand ability waiting names no card to the opponent, and the owner is told which card it is', () => {
    const s = retireWith(YAKSHA);
    const id = idOf(s, 0, 'hand', YAKSHA);
    const theirs = eventsFor(s, 1).filter((e) => e.t === 'standby');
    expect(theirs.filter((e) => !('card' in e))).toEqual([{ t: 'standby', seat: 0, window: true }]);
    expect(JSON.stringify(theirs)).not.toContain(YAKSHA);
    expect(JSON.stringify(eventsFor(s, 1))).not.toContain(`"id":${id}`);
    expect(eventsFor(s, 0).filter((e) => e.t === 'standby')).toContainEqual({
      t: 'standby',
      seat: 0,
      card: { id, code: YAKSHA },
      index: 0,
    });
  });

  it('VG2 8.6.3.1 no window when the event concerns no hand ability: the opponent retiring their own rear-guard is not "your opponent\'s rear-guard"', () => {
    const s = scenario({
      at: 'main',
      p0: { vanguard: NEHALEM, hand: [BERSERK, YAKSHA], damage: [WINGAL, WINGAL], rc: { FL: WINGAL } },
    });
    answer(s, { t: 'call', card: idOf(s, 0, 'hand', BERSERK), circle: 'FR' });
    answer(s, { t: 'yes' });
    // Berserk Dragon may only retire an opponent's rear-guard: with none there, nothing is retired and no window opens.
    expect(prompt(s)).toBe('vg.main');
    expect(s.standby).toEqual([]);
  });

  it('a window answer that is not one of its options changes nothing', () => {
    const s = retireWith(BAHR);
    const before = JSON.stringify(s);
    expect(() => act(s, 0, { t: 'auto', source: idOf(s, 0, 'hand', BAHR), index: 0 } as Answer)).toThrow();
    expect(() => act(s, 1, { t: 'none' } as Answer)).toThrow();
    expect(JSON.stringify(s)).toBe(before);
    noHandAbility(s);
    expect(prompt(s)).toBe('vg.main');
  });

  it('every trigger of an optional hand ability Arbiter knows has a public rule for when its window opens', () => {
    expect(features.handTriggers.size).toBeGreaterThan(0);
    for (const on of features.handTriggers) expect(HAND_WINDOW_EVENTS[on], on).toBeTypeOf('function');
  });
});
