// The game-agnostic kernel (src/core): answer validation, setup errors, clone, determinism, replays
// and the seeded RNG (DESIGN "The shape of the engine", points 1–4).
import { describe, expect, it } from 'vitest';
import { agentContext } from '../../src/ai/playGame.ts';
import { randomAgent } from '../../src/ai/randomAgent.ts';
import { act, clone, decision, legalAnswers, newGame, replay, replayRecord, result } from '../../src/core/engine.ts';
import { IllegalAnswer, ReplayError, SetupError } from '../../src/core/errors.ts';
import { nextU32, randInt, seedRng, shuffleInPlace } from '../../src/core/rng.ts';
import type { Answer, BaseState, ReplayRecord, Seat, Setup } from '../../src/core/types.ts';
import { deckById, expandDeck } from '../../src/games/vanguard/cards/cardPool.ts';
import '../../src/games/vanguard/index.ts';

const TD01 = expandDeck(deckById('TD01')!);
const TD02 = expandDeck(deckById('TD02')!);

function setup(seed = 7, format = 'cr201', log = true): Setup {
  return { game: 'vanguard', format, decks: [{ cards: TD01 }, { cards: TD02 }], seed, log };
}

/** Play `n` decisions (or to the end) with seeded random agents. */
function playOn(s: BaseState, n: number, seed = 1): void {
  const agents = [randomAgent(seed), randomAgent(seed + 1000)];
  for (let i = 0; i < n && decision(s); i++) {
    const d = decision(s)!;
    act(s, d.seat, agents[d.seat].choose(agentContext(s, d)));
  }
}

function playToEnd(s: BaseState, seed = 1): void {
  playOn(s, 100_000, seed);
}

/** `fn` must throw IllegalAnswer and leave the state byte-identical. */
function expectRefused(s: BaseState, fn: () => void): void {
  const before = JSON.stringify(s);
  expect(fn).toThrow(IllegalAnswer);
  expect(JSON.stringify(s)).toBe(before);
}

describe('act validates before it applies', () => {
  it('an answer from the seat that is not deciding is refused and changes nothing', () => {
    const s = newGame(setup());
    playOn(s, 3);
    const d = decision(s)!;
    const other: Seat = d.seat === 0 ? 1 : 0;
    expectRefused(s, () => act(s, other, d.options[0]));
    expect(() => act(s, other, d.options[0])).toThrow(/not player/);
  });

  it('a seat that does not exist is refused (VG2 1.1.1 two players)', () => {
    const s = newGame(setup());
    const d = decision(s)!;
    for (const seat of [2, -1, '0', null, undefined]) {
      expectRefused(s, () => act(s, seat as unknown as Seat, d.options[0]));
    }
  });

  it('an answer that is not among the options is refused and changes nothing', () => {
    const s = newGame(setup());
    const d = decision(s)!;
    expect(d.prompt).toBe('vg.firstVanguard');
    expectRefused(s, () => act(s, d.seat, { t: 'card', card: 999_999 } as Answer));
    expectRefused(s, () => act(s, d.seat, { t: 'pass' }));
    expectRefused(s, () => act(s, d.seat, { ...d.options[0], extra: 1 } as Answer));
    expect(() => act(s, d.seat, { t: 'pass' })).toThrow(/illegal answer/);
  });

  it('malformed answers (null, a number, a string, missing or non-string t) are refused and change nothing', () => {
    const s = newGame(setup());
    const d = decision(s)!;
    const bad: unknown[] = [null, undefined, 5, 'yes', [], {}, { card: 3 }, { t: 5 }, { t: null }];
    for (const a of bad) expectRefused(s, () => act(s, d.seat, a as Answer));
  });

  it('an equal answer object, with its keys in any order, is accepted like the listed option', () => {
    const a = newGame(setup());
    const b = newGame(setup());
    const d = decision(a)!;
    const o = d.options[0] as Answer & { card: number };
    act(a, d.seat, o);
    act(b, d.seat, { card: o.card, t: o.t } as Answer);
    expect(JSON.stringify(b)).toBe(JSON.stringify(a));
  });

  it('after the game is over every answer is refused, concede included, and the state stays byte-identical', () => {
    const s = newGame(setup(3));
    playToEnd(s);
    expect(result(s)).not.toBeNull();
    expect(decision(s)).toBeNull();
    expect(legalAnswers(s)).toEqual([]);
    expectRefused(s, () => act(s, 0, { t: 'pass' }));
    expectRefused(s, () => act(s, 1, { t: 'concede' }));
    expectRefused(s, () => act(s, 0, null as unknown as Answer));
  });

  it('VG2 1.2.4 either seat may concede while the other is deciding; the game is over at once', () => {
    const s = newGame(setup());
    const d = decision(s)!;
    const other: Seat = d.seat === 0 ? 1 : 0;
    act(s, other, { t: 'concede' });
    expect(result(s)).toEqual({ winner: d.seat, reason: `player ${other + 1} conceded` });
    expect(decision(s)).toBeNull();
    expect(s.answers.at(-1)).toEqual({ seat: other, answer: { t: 'concede' } });
  });
});

describe('newGame refuses a bad setup with a SetupError naming the problem', () => {
  it.each([-1, 1.5, 2 ** 32, Number.NaN, '7', null])('seed %s', (seed) => {
    expect(() => newGame({ ...setup(), seed: seed as number })).toThrow(SetupError);
    expect(() => newGame({ ...setup(), seed: seed as number })).toThrow(/seed/);
  });

  it('accepts the extreme seeds 0 and 4294967295', () => {
    expect(decision(newGame(setup(0)))).not.toBeNull();
    expect(decision(newGame(setup(0xffffffff)))).not.toBeNull();
  });

  it('unknown game', () => {
    expect(() => newGame({ ...setup(), game: 'chess' })).toThrow(SetupError);
    expect(() => newGame({ ...setup(), game: 'chess' })).toThrow(/unknown game "chess"/);
  });

  it('unknown format', () => {
    expect(() => newGame({ ...setup(), format: 'cr999' })).toThrow(SetupError);
    expect(() => newGame({ ...setup(), format: 'cr999' })).toThrow(/unknown Vanguard format "cr999"/);
  });

  it('an illegal deck names the deck and the problem', () => {
    const short = { ...setup(), decks: [{ cards: TD01 }, { name: 'short', cards: TD02.slice(1) }] } as Setup;
    expect(() => newGame(short)).toThrow(SetupError);
    expect(() => newGame(short)).toThrow(/deck 2 \(short\) is not legal/);
    const unknownCard = { ...setup(), decks: [{ cards: [...TD01.slice(1), 'XX99/999'] }, { cards: TD02 }] } as Setup;
    expect(() => newGame(unknownCard)).toThrow(/deck 1 is not legal/);
  });

  it('a missing deck or a deck without a cards array', () => {
    expect(() => newGame({ ...setup(), decks: [{ cards: TD01 }] } as unknown as Setup)).toThrow(/exactly two decks/);
    expect(() => newGame({ ...setup(), decks: [{ cards: TD01 }, {}] } as unknown as Setup)).toThrow(
      /deck 2 must have a "cards" array/,
    );
  });
});

describe('clone', () => {
  it('gives an equal copy that is independent of the original', () => {
    const s = newGame(setup(11));
    playOn(s, 40);
    const before = JSON.stringify(s);
    const c = clone(s);
    expect(JSON.stringify(c)).toBe(before);
    expect(c).not.toBe(s);
    expect(c.frames).not.toBe(s.frames);
    playOn(c, 50, 99);
    expect(JSON.stringify(c)).not.toBe(before);
    expect(JSON.stringify(s)).toBe(before);
  });

  it('a clone plays on exactly as the original would', () => {
    const s = newGame(setup(12));
    playOn(s, 30);
    const c = clone(s);
    playOn(s, 200, 5);
    playOn(c, 200, 5);
    expect(JSON.stringify(c)).toBe(JSON.stringify(s));
  });
});

describe('determinism and replays', () => {
  it('the same seed and the same answers give byte-identical states', () => {
    for (const format of ['cr201', 'cr110']) {
      const a = newGame(setup(21, format));
      const b = newGame(setup(21, format));
      playToEnd(a, 4);
      playToEnd(b, 4);
      expect(result(a)).not.toBeNull();
      expect(JSON.stringify(b)).toBe(JSON.stringify(a));
    }
  });

  it('different seeds shuffle differently', () => {
    const a = newGame(setup(1));
    const b = newGame(setup(2));
    playOn(a, 2);
    playOn(b, 2);
    expect(JSON.stringify(a.rng)).not.toBe(JSON.stringify(b.rng));
  });

  it('replay(replayRecord(s)) reproduces the final state byte for byte, in both formats, with and without a log', () => {
    for (const format of ['cr201', 'cr110']) {
      for (const log of [true, false]) {
        const s = newGame(setup(31, format, log));
        playToEnd(s, 8);
        const rec = replayRecord(s);
        expect(rec).toMatchObject({ game: 'vanguard', format, seed: 31, cardDataVersion: 'vg-original-td-1' });
        expect(rec.answers.length).toBe(s.answers.length);
        expect(JSON.stringify(replay(rec, { log }))).toBe(JSON.stringify(s));
      }
    }
  });

  it('a record survives a JSON round trip and replays a game in progress', () => {
    const s = newGame(setup(32));
    playOn(s, 120);
    const rec = JSON.parse(JSON.stringify(replayRecord(s))) as ReplayRecord;
    expect(JSON.stringify(replay(rec, { log: true }))).toBe(JSON.stringify(s));
  });

  it('a conceded game replays to the same result', () => {
    const s = newGame(setup(33));
    playOn(s, 25);
    act(s, 1, { t: 'concede' });
    const r = replay(replayRecord(s), { log: true });
    expect(result(r)).toEqual(result(s));
    expect(JSON.stringify(r)).toBe(JSON.stringify(s));
  });
});

describe('replay refuses a corrupt record with a ReplayError', () => {
  function record(): ReplayRecord {
    const s = newGame(setup(41));
    playOn(s, 30);
    return replayRecord(s);
  }

  it('not an object', () => {
    expect(() => replay(null as unknown as ReplayRecord)).toThrow(ReplayError);
    expect(() => replay('x' as unknown as ReplayRecord)).toThrow(ReplayError);
  });

  it.each(['engineVersion', 'cardDataVersion', 'game', 'format', 'decks', 'seed', 'answers'])('missing %s', (f) => {
    const rec = record() as unknown as Record<string, unknown>;
    delete rec[f];
    expect(() => replay(rec as unknown as ReplayRecord)).toThrow(ReplayError);
    expect(() => replay(rec as unknown as ReplayRecord)).toThrow(`missing "${f}"`);
  });

  it('answers that are not an array', () => {
    expect(() => replay({ ...record(), answers: {} as unknown as ReplayRecord['answers'] })).toThrow(
      /must be an array/,
    );
  });

  it('a different card data version', () => {
    const rec = { ...record(), cardDataVersion: 'vg-original-td-0' };
    expect(() => replay(rec)).toThrow(ReplayError);
    expect(() => replay(rec)).toThrow(/card data vg-original-td-0/);
  });

  it('an unknown game', () => {
    expect(() => replay({ ...record(), game: 'chess' })).toThrow(ReplayError);
  });

  it('an invalid setup (bad seed, illegal deck, unknown format)', () => {
    const rec = record();
    expect(() => replay({ ...rec, seed: -3 })).toThrow(/setup is invalid/);
    expect(() => replay({ ...rec, format: 'cr999' })).toThrow(ReplayError);
    expect(() => replay({ ...rec, decks: [{ cards: TD01.slice(5) }, rec.decks[1]] })).toThrow(ReplayError);
  });

  it('an answer the engine refuses names its position', () => {
    const rec = record();
    const bad = rec.answers.slice();
    bad[10] = { seat: bad[10].seat, answer: { t: 'nonsense' } };
    expect(() => replay({ ...rec, answers: bad })).toThrow(ReplayError);
    expect(() => replay({ ...rec, answers: bad })).toThrow(/answer 11 of 30 was refused/);
    const wrongSeat = rec.answers.slice();
    wrongSeat[0] = { seat: wrongSeat[0].seat === 0 ? 1 : 0, answer: wrongSeat[0].answer };
    expect(() => replay({ ...rec, answers: wrongSeat })).toThrow(/answer 1 of 30 was refused/);
    const garbage = [...rec.answers, null as unknown as ReplayRecord['answers'][number]];
    expect(() => replay({ ...rec, answers: garbage })).toThrow(ReplayError);
  });

  it('answers past the end of the game', () => {
    const s = newGame(setup(42));
    playToEnd(s);
    const rec = replayRecord(s);
    const more = [...rec.answers, { seat: 0 as Seat, answer: { t: 'pass' } }];
    expect(() => replay({ ...rec, answers: more })).toThrow(/was refused: the game is over/);
  });
});

describe('rng (src/core/rng.ts)', () => {
  it('the same seed gives the same stream; the state is plain data that resumes after a JSON round trip', () => {
    const a = seedRng(123);
    const b = seedRng(123);
    const xs = Array.from({ length: 1000 }, () => nextU32(a));
    expect(Array.from({ length: 500 }, () => nextU32(b))).toEqual(xs.slice(0, 500));
    const c = JSON.parse(JSON.stringify(b));
    expect(Array.from({ length: 500 }, () => nextU32(c))).toEqual(xs.slice(500));
    for (const x of xs) expect(Number.isInteger(x) && x >= 0 && x <= 0xffffffff).toBe(true);
  });

  it('nearby seeds give unrelated streams', () => {
    const a = seedRng(1);
    const b = seedRng(2);
    const xs = Array.from({ length: 100 }, () => nextU32(a));
    const ys = Array.from({ length: 100 }, () => nextU32(b));
    expect(xs.filter((x, i) => x === ys[i])).toHaveLength(0);
  });

  it('randInt stays in [0, n) for small, odd and huge n, and n <= 1 gives 0', () => {
    const r = seedRng(5);
    for (const n of [2, 3, 7, 10, 1000, 0x7fffffff, 0xfffffffe, 0x100000000]) {
      for (let i = 0; i < 2000; i++) {
        const x = randInt(r, n);
        expect(Number.isInteger(x) && x >= 0 && x < n).toBe(true);
      }
    }
    expect(randInt(r, 1)).toBe(0);
    expect(randInt(r, 0)).toBe(0);
  });

  it('randInt is roughly uniform (chi-square over 60000 draws of a six-sided die)', () => {
    const r = seedRng(99);
    const counts = [0, 0, 0, 0, 0, 0];
    const N = 60_000;
    for (let i = 0; i < N; i++) counts[randInt(r, 6)]++;
    const expected = N / 6;
    const chi2 = counts.reduce((acc, c) => acc + (c - expected) ** 2 / expected, 0);
    expect(chi2).toBeLessThan(20.5); // 5 degrees of freedom, p = 0.001
    for (const c of counts) expect(Math.abs(c - expected)).toBeLessThan(expected * 0.05);
  });

  it('shuffleInPlace gives a permutation, is seeded, and reaches every order of three items about equally', () => {
    const items = Array.from({ length: 50 }, (_, i) => i);
    const a = items.slice();
    shuffleInPlace(seedRng(8), a);
    expect(a.slice().sort((x, y) => x - y)).toEqual(items);
    expect(a).not.toEqual(items);
    const b = items.slice();
    shuffleInPlace(seedRng(8), b);
    expect(b).toEqual(a);

    const r = seedRng(17);
    const seen = new Map<string, number>();
    for (let i = 0; i < 6000; i++) {
      const x = ['a', 'b', 'c'];
      shuffleInPlace(r, x);
      seen.set(x.join(''), (seen.get(x.join('')) ?? 0) + 1);
    }
    expect(seen.size).toBe(6);
    for (const n of seen.values()) expect(Math.abs(n - 1000)).toBeLessThan(150);
  });

  it('shuffling an empty or one-item list is harmless', () => {
    const r = seedRng(3);
    const e: number[] = [];
    shuffleInPlace(r, e);
    expect(e).toEqual([]);
    const one = [42];
    shuffleInPlace(r, one);
    expect(one).toEqual([42]);
  });
});
