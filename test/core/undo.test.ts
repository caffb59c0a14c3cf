// Engine-side undo (issue 17, src/core/undo.ts): a seat takes back its own answers while nothing new was shown to
// it. The classification of each game's events (newInformation.ts) is checked from outside: at every undo point
// found in seeded games, the cards hidden from the seat are dealt again at random (resample) and the same answers
// replayed; the seat's view and events must come out the same, or it would have learned something.
import { describe, expect, it } from 'vitest';
import { act, clone, eventsFor, gameModule, IllegalAnswer, newGame, resample, view } from '../../src/index.ts';
import { undo, undoableAnswers } from '../../src/core/undo.ts';
import type { BaseState, DeckSpec, Seat } from '../../src/index.ts';
import { makeAgent } from '../../src/ai/registry.ts';
import { findProduct } from '../../src/products.ts';
import { agentContext } from '../../src/ai/playGame.ts';
import { allCatalogs } from '../../src/games/catalog.ts';

/** Play a seeded game with the given agents for at most `steps` answers, calling `at` before each answer. */
function walk(game: string, format: string, seed: number, steps: number, at: (s: BaseState) => void): void {
  const cat = allCatalogs().find((c) => c.id === game)!;
  const decks = cat.decks();
  const s = newGame({
    game,
    format,
    decks: [decks[seed % decks.length].spec, decks[(seed * 3 + 1) % decks.length].spec] as [DeckSpec, DeckSpec],
    seed,
  });
  // The heuristic is a game's product; a game without one would be walked by two random agents.
  const first = findProduct(game) ? 'heuristic' : 'random';
  const agents = [makeAgent(first, seed), makeAgent('random', seed + 7)];
  for (let i = 0; i < steps && s.decision && !s.result; i++) {
    at(s);
    const d = s.decision;
    act(s, d.seat, agents[d.seat].choose(agentContext(s, d)));
  }
}

/** What `seat` sees of `s`: its view and its events (the events since `replayFrom` began a fresh log). */
function seen(s: BaseState, seat: Seat): string {
  return JSON.stringify([view(s, seat), eventsFor(s, seat)]);
}

describe('undo while nothing new was seen (issue 17)', () => {
  for (const cat of allCatalogs()) {
    for (const format of cat.formats) {
      it(`${cat.id} ${format.id}: at every undo point the seat could not tell the hidden cards apart (resampled 3 times)`, () => {
        let points = 0;
        let refused = 0;
        for (const seed of [11, 12, 13]) {
          walk(cat.id, format.id, seed, 400, (s) => {
            for (const seat of [0, 1] as Seat[]) {
              const k = undoableAnswers(s, seat);
              if (s.answers.length > 0 && s.answers.at(-1)!.seat === seat && k === 0) refused++;
              if (k === 0) continue;
              points++;
              const back = undo(s, seat, k);
              expect(back.decision!.seat).toBe(seat);
              const expected = seen(replayFrom(back, s, k), seat);
              for (const r of [1, 2, 3]) {
                const world = resample(back, seat, 1000 * seed + r);
                expect(seen(replayFrom(world, s, k), seat)).toBe(expected);
              }
            }
          });
        }
        // Both outcomes really happen: answers taken back, and answers that may not be.
        expect(points).toBeGreaterThan(5);
        expect(refused).toBeGreaterThan(5);
      });
    }
  }
});

/** `from` with the last `k` answers of `s` applied again (on a copy, with a fresh event log). */
function replayFrom(from: BaseState, s: BaseState, k: number): BaseState {
  const c = clone(from);
  c.log = [];
  for (const r of s.answers.slice(s.answers.length - k)) act(c, r.seat, r.answer);
  return c;
}

describe('the resampling check has teeth', () => {
  for (const game of ['vanguard', 'dbs']) {
    it(`${game}: with every event called quiet, some undo point lets the seat tell the hidden cards apart`, () => {
      const m = gameModule(game);
      const real = m.revealsTo;
      m.revealsTo = () => false;
      let caught = 0;
      try {
        walk(game, allCatalogs().find((c) => c.id === game)!.formats[0].id, 1, 400, (s) => {
          for (const seat of [0, 1] as Seat[]) {
            const k = undoableAnswers(s, seat);
            if (k === 0) continue;
            const back = undo(s, seat, k);
            const expected = seen(replayFrom(back, s, k), seat);
            for (const r of [97, 98, 99]) {
              try {
                if (seen(replayFrom(resample(back, seat, r), s, k), seat) !== expected) caught++;
              } catch {
                caught++; // the same answers are not even legal in another deal of the hidden cards
              }
            }
          }
        });
      } finally {
        m.revealsTo = real;
      }
      expect(caught).toBeGreaterThan(0);
    });
  }
});

describe('undo in seeded games (issue 17)', () => {
  const vg = allCatalogs().find((c) => c.id === 'vanguard')!;
  const decks = [vg.decks()[0].spec, vg.decks()[1].spec] as [DeckSpec, DeckSpec];

  it('VG2 4.1.3 a call is taken back; the draw that began the turn stops the undo before it', () => {
    const s = newGame({ game: 'vanguard', format: 'cr201', decks, seed: 5 });
    const agents = [makeAgent('heuristic', 1), makeAgent('heuristic', 2)];
    // Play until seat 0 is in its main phase with a call to make.
    while (!(
      s.decision!.seat === 0 &&
      s.decision!.prompt === 'vg.main' &&
      s.decision!.options.some((o) => o.t === 'call')
    ))
      act(s, s.decision!.seat, agents[s.decision!.seat].choose(agentContext(s, s.decision!)));
    const n = s.answers.length;
    const before = JSON.stringify(view(s, 0));
    const call = s.decision!.options.find((o) => o.t === 'call')!;
    act(s, 0, call);
    const k = undoableAnswers(s, 0);
    expect(k).toBeGreaterThanOrEqual(1);
    const back = undo(s, 0, 1);
    expect(back.answers.length).toBe(n + (s.answers.length - n) - 1);
    if (s.answers.length === n + 1) expect(JSON.stringify(view(back, 0))).toBe(before);
    // The draw of this turn came after the opponent's last answer: nothing before it can be undone.
    const lastOpponent = s.answers.map((r) => r.seat).lastIndexOf(1);
    expect(k).toBeLessThan(s.answers.length - lastOpponent);
    expect(undoableAnswers(s, 1)).toBe(0); // not seat 1's answer to take back
  });

  it('an undo that is not allowed throws and changes nothing', () => {
    const s = newGame({ game: 'vanguard', format: 'cr201', decks, seed: 5 });
    const text = JSON.stringify(s);
    expect(() => undo(s, 0, 1)).toThrow(IllegalAnswer);
    expect(() => undo(s, 0, 0)).toThrow(IllegalAnswer);
    expect(JSON.stringify(s)).toBe(text);
  });
});
