// Vanguard rules tests — loops (ver. 2.01 12.1; ver. 1.10 11.1).
// Gathered by rules topic from the batch-named files battleLeftovers.test.ts, loops.test.ts.

import { describe, expect, it } from 'vitest';
import {
  type Ability,
  act as actAbility,
  auto,
  type Condition,
  discard,
  draw,
  power,
  thisUnit,
} from '../../../src/games/vanguard/abilities/dsl.ts';
import { type FormatId, FORMATS } from '../../../src/games/vanguard/formats.ts';
import type { VGState } from '../../../src/games/vanguard/state.ts';
import { BOTH, deck, pw, unit } from '../cards/helpers.ts';
import { answer, C, clone, events, prompt, scenario } from '../scenario.ts';
import { actDo, testOnlyAbilities } from '../testAbilities.ts';

const { give, afterTest } = testOnlyAbilities();

const KING = 'TD03/004'; // King of Sword, g2 10000 «Nova Grappler»

const NEHALEM = 'TD02/004'; // g2 10000 «Kagero»

const BAHR = 'TD02/007'; // g1 8000 «Kagero»

const MARRON = 'TD01/008'; // g1 8000 «Royal Paladin»

/** The clause the draw's reason names, as each era numbers it (VG2 12.1.1.1; VG1 11.1.1.1). */
const loopClause = (format: FormatId): string => (format === 'cr110' ? 'VG1 11.1.1.1' : 'VG2 12.1.1.1');

const handEmpty: Condition = { if: 'noCardsIn', zone: 'hand' };

/** "[AUTO](VC): When you have no cards in your hand, this unit gets Power +1000 until end of turn." */
const growWhileHandEmpty: Ability = auto({
  zones: ['VC'],
  trigger: { on: 'situation', when: handEmpty },
  effects: [power(thisUnit, 1000, 'turn')],
});

/** "[ACT](VC/RC) [discard a card] Power +1000": the decision that empties the hand. */
const discardToGrow: Ability = actAbility({
  zones: ['VC', 'RC'],
  cost: [discard(1)],
  effects: [power(thisUnit, 1000, 'turn')],
});

function played(s: VGState): number {
  return events(s, 'playAbility').length;
}

/** Main phase, King of Sword (the loop) on VC and Nehalem (the discard) on FL, one card in hand. */
function beforeTheLoop(format: FormatId): VGState {
  give(KING, [growWhileHandEmpty]);
  give(NEHALEM, [discardToGrow]);
  const s = scenario({
    format,
    at: 'main',
    p0: { vanguard: KING, rc: { FL: NEHALEM }, hand: [BAHR], deck: deck([]) },
  });
  expect(prompt(s)).toBe('vg.main');
  expect(played(s)).toBe(0);
  return s;
}

function discardForNehalem(s: VGState): void {
  answer(s, { t: 'act', card: unit(s, 0, 'FL').id, index: 0 });
}

describe('VG2 12.1.1.4 the actions of a loop count as performed', () => {
  it('VG2 12.1.1.4: "when you draw, you may draw" repeated three times: every draw of the loop is a draw another ability sees', () => {
    // The loop (King on VC), a watcher (Marron on FL) that grows at each draw, and the ACT that starts it.
    give('TD03/004', [auto({ zones: ['VC'], trigger: { on: 'youDraw' }, optional: true, effects: [draw()] })]);
    give(C.marron, [auto({ zones: ['RC'], trigger: { on: 'youDraw' }, effects: [power(thisUnit, 1000, 'turn')] })]);
    give('TD02/004', [actDo(draw())]);
    const s = scenario({
      at: 'main',
      p0: { vanguard: 'TD03/004', rc: { FL: C.marron, FR: 'TD02/004' }, deck: deck([]) },
    });
    answer(s, { t: 'act', card: unit(s, 0, 'FR').id, index: 0 });
    let repeats = 0;
    for (let i = 0; i < 40 && prompt(s) !== 'vg.main'; i++) {
      if (prompt(s) === 'vg.optional') answer(s, { t: repeats++ < 3 ? 'yes' : 'no' });
      else answer(s, s.decision!.options[0] as never); // the order of the two abilities
    }
    expect(prompt(s)).toBe('vg.main');
    expect(s.players[0].hand).toHaveLength(1 + 3); // the ACT's draw and three repetitions
    expect(pw(s, 0, 'FL')).toBe(8000 + 4 * 1000); // Marron saw all four draws
  });
});

// From the former loops.test.ts:
// Rules tests for loops (VG2 12.1; VG1 11.1). Vanilla trial-deck cards get test-only abilities that loop
// (`withTestAbilities`, undone after each test). A loop nobody can stop ends the game in a draw once the check
// timing has gone round the format's `loopLimit` times with no decision answered. A loop a player can stop
// goes through that player's "may" at every pass, so they repeat it as often as they like and end it by
// declining; when both players can, once it comes round each names a number of repetitions (loops.ts).

describe('a loop nobody can stop (VG2 12.1.1.1; VG1 11.1.1.1)', () => {
  for (const format of BOTH) {
    it(`VG2 12.1 / VG2 12.1.1 / VG2 12.1.1.1 / VG1 11.1 / VG1 11.1.1 / VG1 11.1.1.1 a situation trigger whose situation its own effect never ends triggers again and again with no decision: the game ends in a draw (${format})`, () => {
      const s = beforeTheLoop(format);
      discardForNehalem(s);
      // VG2 8.6.7.1: it resolves, the hand is still empty, so it triggers again — nothing a player answers.
      expect(s.result).toEqual({ winner: 'draw', reason: `a loop nobody could stop (${loopClause(format)})` });
      expect(s.decision).toBe(null);
      const over = events(s, 'gameOver');
      expect(over).toEqual([
        { t: 'gameOver', winner: 'draw', reason: `a loop nobody could stop (${loopClause(format)})` },
      ]);
      // The ACT, then one pass of the check timing per play, `loopLimit` of them; the next pass is the draw.
      const limit = FORMATS[format].loopLimit;
      expect(played(s)).toBe(1 + limit);
      expect(pw(s, 0, 'VC')).toBe(10000 + limit * 1000);
    });

    it(`VG2 12.1.1.1 / VG1 11.1.1.1 the draw is reached deterministically: a copy of the game, and one saved as JSON, taken at the decision before the loop end the same way (${format})`, () => {
      const s = beforeTheLoop(format);
      const copy = clone(s);
      const saved = JSON.parse(JSON.stringify(s)) as VGState;
      for (const x of [s, copy, saved]) discardForNehalem(x);
      const end = JSON.stringify(s);
      expect(s.result?.winner).toBe('draw');
      expect(JSON.stringify(copy)).toBe(end);
      expect(JSON.stringify(saved)).toBe(end);
    });

    it(`VG2 12.1.1.1 / VG1 11.1.1.1 a mandatory chain that ends by itself is no loop: a soul charge while the hand is empty runs the deck out and the player loses (${format})`, () => {
      give(KING, [
        auto({ zones: ['VC'], trigger: { on: 'situation', when: handEmpty }, effects: [{ do: 'soulCharge', n: 1 }] }),
      ]);
      const s = scenario({ format, at: 'main', p0: { vanguard: KING, deck: deck([], MARRON, 49) } });
      // 49 rounds with no decision, well under the limit: the deck-out loss (VG2 9.2.3 / VG1 9.2.3) ends it.
      expect(played(s)).toBe(49);
      expect(s.result).toEqual({ winner: 1, reason: 'player 1 lost: no cards in deck' });
    });

    it(`VG2 12.1.1.1 / VG1 11.1.1.1 the limit is the format's \`loopLimit\`, counted from the last answered decision: many short chains in a row are no loop, one long one is (${format})`, () => {
      const before = FORMATS[format].loopLimit;
      FORMATS[format].loopLimit = 5;
      afterTest(() => (FORMATS[format].loopLimit = before));
      // "When you draw a card, Power +1000": each draw the ACT makes is answered, then its check timings go round
      // about three times (the auto, the end of that check timing, the one before the next play timing).
      give(KING, [auto({ zones: ['VC'], trigger: { on: 'youDraw' }, effects: [power(thisUnit, 1000, 'turn')] })]);
      give(NEHALEM, [actDo(draw())]);
      const s = scenario({
        format,
        at: 'main',
        p0: { vanguard: KING, rc: { FL: NEHALEM }, deck: deck([], MARRON, 45) },
      });
      for (let i = 0; i < 40; i++) answer(s, { t: 'act', card: unit(s, 0, 'FL').id, index: 0 });
      expect(s.result).toBe(null);
      expect(prompt(s)).toBe('vg.main');
      expect(pw(s, 0, 'VC')).toBe(10000 + 40 * 1000);
      // The loop nobody can stop is now a draw after five passes.
      const t = beforeTheLoop(format);
      discardForNehalem(t);
      expect(t.result?.winner).toBe('draw');
      expect(played(t)).toBe(1 + 5);
    });
  }
});

describe('a loop a player can stop (VG2 12.1.1.2; VG1 11.1.1.2)', () => {
  for (const format of BOTH) {
    it(`VG2 12.1.1.2 / VG1 11.1.1.2 "when you draw a card, you may draw a card" loops only through its master's "may": they repeat it as many times as they choose and stop it by declining (${format})`, () => {
      give(KING, [auto({ zones: ['VC'], trigger: { on: 'youDraw' }, optional: true, effects: [draw()] })]);
      give(NEHALEM, [actDo(draw())]);
      const s = scenario({ format, at: 'main', p0: { vanguard: KING, rc: { FL: NEHALEM }, deck: deck([]) } });
      answer(s, { t: 'act', card: unit(s, 0, 'FL').id, index: 0 });
      for (let i = 0; i < 5; i++) {
        expect(prompt(s)).toBe('vg.optional');
        expect(s.decision?.seat).toBe(0);
        answer(s, { t: 'yes' });
      }
      expect(prompt(s)).toBe('vg.optional'); // the loop goes on only if they say so
      answer(s, { t: 'no' });
      expect(s.result).toBe(null);
      expect(prompt(s)).toBe('vg.main');
      expect(s.players[0].hand).toHaveLength(1 + 5); // the ACT's draw, then the five repetitions
      expect(played(s)).toBe(1 + 6); // the ACT, then the auto six times: five repeated, the last declined
    });
  }
});

describe('a loop both players can stop (VG2 12.1.1.3; VG1 11.1.1.3)', () => {
  /**
   * "[AUTO](VC): When you draw a card, if your opponent has at least as many cards in hand as you, each player may
   * draw a card": the master's draw triggers it again, and it goes on only while the opponent keeps up.
   */
  const eachMayDrawWhileEven: Ability = auto({
    zones: ['VC'],
    trigger: { on: 'youDraw' },
    condition: {
      if: 'compare',
      left: { of: 'hand', whose: 'opponent' },
      op: '>=',
      right: { of: 'hand', whose: 'you' },
    },
    effects: [{ do: 'eachPlayerMayDraw' }],
  });

  function evenHands(format: FormatId): VGState {
    give(KING, [eachMayDrawWhileEven]);
    give(NEHALEM, [actDo(draw())]);
    const s = scenario({
      format,
      at: 'main',
      p0: { vanguard: KING, rc: { FL: NEHALEM }, deck: deck([]) },
      p1: { hand: [MARRON], deck: deck([]) },
    });
    answer(s, { t: 'act', card: unit(s, 0, 'FL').id, index: 0 }); // one card each now
    return s;
  }

  /** One pass asked as usual: the turn player answers first (VG2 1.3.4), then the non-turn player. */
  function pass(s: VGState, turnPlayer: 'yes' | 'no', other: 'yes' | 'no'): void {
    expect(prompt(s)).toBe('vg.mayDraw');
    expect(s.decision?.seat).toBe(0);
    answer(s, { t: turnPlayer });
    expect(prompt(s)).toBe('vg.mayDraw');
    expect(s.decision?.seat).toBe(1);
    answer(s, { t: other });
  }

  /** The loop came round: each names a number, the turn player first (VG2 12.1.1.3). */
  function name(s: VGState, turnPlayer: number, other: number): void {
    expect(prompt(s)).toBe('vg.loopCount');
    expect(s.decision?.seat).toBe(0);
    answer(s, { t: 'number', n: turnPlayer });
    expect(events(s, 'loopCount').at(-1)).toEqual({ t: 'loopCount', seat: 0, n: turnPlayer }); // named openly
    expect(prompt(s)).toBe('vg.loopCount');
    expect(s.decision?.seat).toBe(1);
    answer(s, { t: 'number', n: other });
  }

  const hands = (s: VGState) => [s.players[0].hand.length, s.players[1].hand.length];

  for (const format of BOTH) {
    const clause = format === 'cr201' ? 'VG2 12.1.1.3 / VG2 12.1.1.4' : 'VG1 11.1.1.3';
    it(`${clause}: once the loop comes round each player names a number, the turn player first; the smaller is carried out with no question, then its player stops it (${format})`, () => {
      const s = evenHands(format);
      pass(s, 'yes', 'yes'); // the first pass is answered as usual: nobody knows yet that it is a loop
      expect(hands(s)).toEqual([2, 2]);
      name(s, 5, 2);
      expect(events(s, 'loopRepeats')).toEqual([{ t: 'loopRepeats', times: 2, seat: 1, batch: format === 'cr201' }]);
      // Two passes carried out (2 → 4 cards each), then in the next the non-turn player stops at its "may":
      // the turn player's draw happens, its own does not, and the hands are no longer even.
      expect(prompt(s)).toBe('vg.main');
      expect(s.result).toBe(null);
      expect(hands(s)).toEqual([5, 4]);
      expect(events(s, 'loopStopped')).toEqual([{ t: 'loopStopped', seat: 1 }]);
      expect(s.loop).toBeUndefined();
    });

    it(`${clause}: the turn player naming the smaller number stops it at its own question; the other, who named the bigger, may not carry it on in that same state (${format})`, () => {
      const s = evenHands(format);
      pass(s, 'yes', 'yes');
      name(s, 1, 3);
      // One pass carried out (3 cards each); in the next the turn player declines its draw. The non-turn player's
      // "may draw" that follows in the same state is answered for it: it named the bigger number (12.1.1.3).
      expect(prompt(s)).toBe('vg.main');
      expect(hands(s)).toEqual([3, 3]);
      expect(events(s, 'loopStopped')).toEqual([{ t: 'loopStopped', seat: 0 }]);
      expect(s.loopBars?.map((b) => [b.seat, b.ans])).toEqual([[1, 'no']]);
    });

    it(`${clause}: equal numbers — the turn player stops it; zero stops it at once (${format})`, () => {
      const s = evenHands(format);
      pass(s, 'yes', 'yes');
      name(s, 0, 0);
      expect(events(s, 'loopRepeats')).toEqual([{ t: 'loopRepeats', times: 0, seat: 0, batch: format === 'cr201' }]);
      expect(prompt(s)).toBe('vg.main');
      expect(hands(s)).toEqual([2, 2]);
    });

    it(`${clause}: a player may still stop it before it is found by declining (positive control: the same position, answered by hand) (${format})`, () => {
      const s = evenHands(format);
      pass(s, 'yes', 'no'); // the non-turn player declines in the first pass: no loop to settle
      expect(prompt(s)).toBe('vg.main');
      expect(hands(s)).toEqual([2, 1]);
      expect(events(s, 'loopFound')).toHaveLength(0);
    });
  }
});
