// The shared checkpoint loop (src/core/checkpoint.ts) and "identical copies are one choice"
// (src/core/identicalCopies.ts), checked on a toy state so that the order is the kernel's, not a game's.
import { describe, expect, it } from 'vitest';
import { type CheckpointRules, runCheckpoint, type StepResult } from '../../src/core/checkpoint.ts';
import { oneOfEach, oneOfEachCode } from '../../src/core/identicalCopies.ts';
import type { BaseState, Seat } from '../../src/core/types.ts';

interface Toy extends BaseState {
  tp: Seat;
  trace: string[];
  /** Rule actions still due, and automatic abilities pending per seat. */
  ruleWork: number;
  pending: [number, number];
  drawn?: boolean;
}

function toy(over: Partial<Toy> = {}): Toy {
  return {
    game: 'toy',
    setup: { game: 'toy', format: 'x', decks: [{ cards: [] }, { cards: [] }], seed: 1 },
    rng: { s: [1, 2, 3, 4] } as unknown as BaseState['rng'],
    frames: [{ k: 'toy.ct', step: 0 }],
    decision: null,
    answer: null,
    result: null,
    answers: [],
    log: null,
    tp: 1,
    trace: [],
    ruleWork: 0,
    pending: [0, 0],
    ...over,
  };
}

function rules(over: Partial<CheckpointRules<Toy>> = {}, after: ((s: Toy) => StepResult)[] = []): CheckpointRules<Toy> {
  return {
    turnPlayer: (s) => s.tp,
    loopLimit: () => 5,
    answerRestartsCount: false,
    drawLoop(s) {
      s.drawn = true;
      s.trace.push('draw');
    },
    ruleActions(s) {
      if (s.ruleWork === 0) return 'none';
      s.ruleWork--;
      s.trace.push('rule');
      return 'again';
    },
    afterRuleActions: after,
    playPending(s, seat) {
      if (s.pending[seat] === 0) return false;
      s.pending[seat]--;
      s.trace.push(`auto${seat}`);
      return true;
    },
    ...over,
  };
}

describe('the shared checkpoint loop', () => {
  it('VG2 8.4.1.1–8.4.1.3 / DBS 4-5-3-1–4-5-3-3: rule actions until none is left, then the turn player’s pending ability first', () => {
    const s = toy({ ruleWork: 2, pending: [1, 1] });
    runCheckpoint(s, { rounds: 0 }, rules());
    expect(s.trace).toEqual(['rule', 'rule', 'auto1']);
    expect(s.frames).toHaveLength(1); // an ability started: the checkpoint stays to come back to
  });

  it('VG2 8.4.1.3 / DBS 4-5-3-3: the non-turn player’s pending ability when the turn player has none', () => {
    const s = toy({ pending: [1, 0] });
    runCheckpoint(s, { rounds: 0 }, rules());
    expect(s.trace).toEqual(['auto0']);
  });

  it('VG2 8.4.1.4 / DBS 4-5-3-4: nothing left ends the checkpoint (positive control: work keeps it)', () => {
    const done = toy();
    runCheckpoint(done, { rounds: 0 }, rules());
    expect(done.frames).toHaveLength(0);
    const busy = toy({ pending: [0, 1] });
    runCheckpoint(busy, { rounds: 0 }, rules());
    expect(busy.frames).toHaveLength(1);
  });

  it('a game step after rule actions runs before automatic abilities, and "again" goes back to rule actions', () => {
    let once = true;
    const step = (s: Toy): StepResult => {
      s.trace.push('step');
      if (!once) return 'none';
      once = false;
      s.ruleWork = 1;
      return 'again';
    };
    const s = toy({ pending: [0, 1] });
    runCheckpoint(s, { rounds: 0 }, rules({}, [step]));
    expect(s.trace).toEqual(['step', 'rule', 'step', 'auto1']);
  });

  it('VG2 12.1.1.1 / DBS 11-1-2: a loop of mandatory actions past the limit is a draw (positive control: within it, not)', () => {
    const endless = toy({ ruleWork: 1_000 });
    runCheckpoint(endless, { rounds: 0 }, rules());
    expect(endless.drawn).toBe(true);
    expect(endless.trace.filter((x) => x === 'rule')).toHaveLength(5);
    const short = toy({ ruleWork: 4 });
    runCheckpoint(short, { rounds: 0 }, rules());
    expect(short.drawn).toBeUndefined();
  });

  it('VG2 12.1.1.1: an answered decision restarts the count where the game says so; DBS 11-1-2: its rounds add up', () => {
    const f = { rounds: 4, answers: 0 };
    const vg = toy({ ruleWork: 3 });
    vg.answers.push({ seat: 0, answer: { t: 'x' } } as unknown as BaseState['answers'][number]);
    runCheckpoint(vg, f, rules({ answerRestartsCount: true }));
    expect(vg.drawn).toBeUndefined();
    expect(f).toEqual({ rounds: 4, answers: 1 });
    const dbs = toy({ ruleWork: 3 });
    dbs.answers.push({ seat: 0, answer: { t: 'x' } } as unknown as BaseState['answers'][number]);
    runCheckpoint(dbs, { rounds: 4 }, rules());
    expect(dbs.drawn).toBe(true);
  });
});

describe('identical copies are one choice', () => {
  it('keeps the first copy of each card number, in order', () => {
    const cards = [
      { id: 1, code: 'A' },
      { id: 2, code: 'B' },
      { id: 3, code: 'A' },
      { id: 4, code: 'C' },
      { id: 5, code: 'B' },
    ];
    expect(oneOfEachCode(cards).map((c) => c.id)).toEqual([1, 2, 4]);
    expect(oneOfEach(cards, (c) => (c.id % 2 ? 'odd' : 'even')).map((c) => c.id)).toEqual([1, 2]);
    expect(oneOfEachCode([])).toEqual([]);
  });
});
