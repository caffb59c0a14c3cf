// Rules tests for the battle phase: start, attack, guard, drive, damage and close steps
// (VG2 section 7; VG1 section 7, whose numbers run one step behind from the start step on:
// VG1 7.2 start, 7.3 attack, 7.4 guard, 7.5 drive, 7.6 damage, 7.7 close).
//
// Where a clause says "resolve a check timing", no card ability exists yet that could show it, so the
// tests wrap the check-timing handler to log a `ct` marker each time a check timing starts, and read the
// order of markers, timing points and moves from the event log.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { act, emit, gameModule, run } from '../../src/core/engine.ts';
import { IllegalAnswer } from '../../src/core/errors.ts';
import type { Frame, GameEvent } from '../../src/core/types.ts';
import { critical, power } from '../../src/games/vanguard/characteristics.ts';
import { addMod } from '../../src/games/vanguard/durations.ts';
import type { FormatId } from '../../src/games/vanguard/formats.ts';
import { unitOn, type VGState } from '../../src/games/vanguard/state.ts';
import { moveCard, setRested } from '../../src/games/vanguard/zones.ts';
import { answer, C, events, idOf, offers, prompt, scenario, timings } from './scenario.ts';
import { attack, endGuard, resolveTriggers } from './cards/helpers.ts';

const BOTH: readonly FormatId[] = ['cr201', 'cr110'];

// --- check-timing markers -------------------------------------------------------------------------

const handlers = gameModule('vanguard').handlers;
let realCheckTiming: (typeof handlers)['vg.ct'] | undefined;

beforeAll(() => {
  const real = handlers['vg.ct'];
  realCheckTiming = real;
  handlers['vg.ct'] = (s, f) => {
    const frame = f as Frame & { marked?: boolean };
    if (!frame.marked) {
      frame.marked = true;
      emit(s, { t: 'ct' } as GameEvent);
    }
    real(s, f);
  };
});

afterAll(() => {
  if (realCheckTiming) handlers['vg.ct'] = realCheckTiming;
});

/** The log as short tokens: `@timing+timing`, `ct`, `seat:from>to` for moves, else the event type. */
function trace(s: VGState, from = 0): string[] {
  return (s.log ?? []).slice(from).map((l) => {
    const e = l.e as GameEvent & { timings?: string[]; seat?: number; from?: string; to?: string };
    if (e.t === 'timing') return `@${e.timings!.join('+')}`;
    if (e.t === 'move') return `${e.seat}:${e.from}>${e.to}`;
    return e.t;
  });
}

/** The tokens from the first `start` token (inclusive) up to the first `end` token after it (inclusive). */
function between(tokens: string[], start: string, end: string): string[] {
  const i = tokens.indexOf(start);
  expect(i, `${start} in ${tokens.join(' ')}`).toBeGreaterThanOrEqual(0);
  const j = tokens.indexOf(end, i + 1);
  expect(j, `${end} after ${start} in ${tokens.join(' ')}`).toBeGreaterThan(i);
  return tokens.slice(i, j + 1);
}

// --- driving a battle -----------------------------------------------------------------------------

/** Guard with the hand card `code`, in either format (ver. 1.10 only chooses it; `done` puts it down). */
function guardWith(s: VGState, code: string): void {
  answer(s, { t: 'guard', card: idOf(s, 1, 'hand', code) });
}

/** `act` for the deciding seat with this exact answer (no partial matching as in `answer`). */
function actExact(s: VGState, a: { t: string } & Record<string, unknown>): void {
  act(s, s.decision!.seat, a);
}

function vc(s: VGState, seat: 0 | 1) {
  return unitOn(s, seat, 'VC')!;
}

// --- start step -----------------------------------------------------------------------------------

describe('start step (VG2 7.3 / VG1 7.2)', () => {
  const twoAttackers = { vanguard: C.blasterBlade, rc: { FL: C.gallatin } } as const;

  it('VG2 7.3.1.1 VG2 7.3.1.2 ver. 2.01: "beginning of start step" and "of your battle phase" only at the first start step', () => {
    const s = scenario({ format: 'cr201', at: 'battle', turn: 3, p0: twoAttackers });
    expect(s.decision).toMatchObject({ seat: 0, prompt: 'vg.attack', options: [{ t: 'yes' }, { t: 'no' }] });
    expect(trace(s)).toEqual(['@startStep+battlePhase', 'ct']);
    attack(s, 'VC', 'VC');
    endGuard(s);
    attack(s, 'FL', 'VC');
    endGuard(s);
    // Third start step: no attacker left, so it is forced to "no" (7.3.1.3) and the turn moves on.
    const battleTimings = timings(s).filter((t) => t.includes('startStep') || t.includes('battlePhase'));
    expect(battleTimings).toEqual(['startStep+battlePhase']);
    expect(events(s, 'battle').map((e) => e.number)).toEqual([1, 2]);
  });

  it('VG1 7.2.1.1 ver. 1.10: "beginning of start step" at every start step, and no battle-phase timing', () => {
    const s = scenario({ format: 'cr110', at: 'battle', turn: 3, p0: twoAttackers });
    expect(trace(s)).toEqual(['@startStep', 'ct']);
    attack(s, 'VC', 'VC');
    endGuard(s);
    attack(s, 'FL', 'VC');
    endGuard(s);
    const battleTimings = timings(s).filter((t) => t.includes('startStep') || t.includes('battlePhase'));
    expect(battleTimings).toEqual(['startStep', 'startStep', 'startStep']);
  });

  for (const format of BOTH) {
    it(`VG2 7.3.1.2.1 / VG1 7.2.1.2.1 choosing to attack resolves a check timing before the battle begins [${format}]`, () => {
      const s = scenario({ format, at: 'battle', turn: 3, p0: { vanguard: C.blasterBlade } });
      const from = s.log!.length;
      answer(s, { t: 'yes' });
      expect(trace(s, from).slice(0, 3)).toEqual(['ct', 'battle', '@attackStep']);
    });

    it(`VG2 7.3.1.2.1 / VG1 7.2.1.2.1 a rule action pending when "attack" is chosen is performed before the battle [${format}]`, () => {
      const s = scenario({ format, at: 'battle', turn: 3, p0: { vanguard: C.blasterBlade } });
      // Six damage appear while the turn player decides (as an effect could do): the check timing that
      // follows the choice ends the game (VG2 9.2.2), so no battle ever begins.
      for (let i = 0; i < 6; i++) moveCard(s, 1, s.players[1].deck.at(-1)!, 'deck', 'damage');
      answer(s, { t: 'yes' });
      expect(s.result).toMatchObject({ winner: 0 });
      expect(events(s, 'battle')).toHaveLength(0);
    });

    it(`VG2 7.3.1.2.2 / VG1 7.2.1.2.1 choosing not to attack goes to the end phase [${format}]`, () => {
      const s = scenario({ format, at: 'battle', turn: 3, p0: { vanguard: C.blasterBlade } });
      const from = s.log!.length;
      answer(s, { t: 'no' });
      const after = trace(s, from);
      expect(after).not.toContain('battle');
      expect(after).not.toContain('@attackStep');
      expect(after).toContain('@endPhase+endOfTurn');
      expect(s.turn).toBe(4);
      expect(s.turnPlayer).toBe(1);
    });

    it(`VG2 7.3.1.3 / VG1 7.2.1.3 VG-010 on the first turn of the game no attack is offered [${format}]`, () => {
      const s = scenario({ format, at: 'battle', turn: 1, p0: { vanguard: C.blasterBlade, rc: { FL: C.gallatin } } });
      // The battle phase still starts (VG2 7.3.1.1): its timing point is logged, then the end phase follows.
      const t = timings(s);
      expect(t[0]).toBe(format === 'cr201' ? 'startStep+battlePhase' : 'startStep');
      expect(t).toContain('endPhase+endOfTurn');
      expect(t).not.toContain('attackStep');
      expect(events(s, 'battle')).toHaveLength(0);
      expect(s.answers).toHaveLength(0);
      expect(s.turn).toBe(2);
    });

    it(`VG2 7.3.1.3 / VG1 7.2.1.3 with no standing front-row unit the turn player cannot choose to attack [${format}]`, () => {
      const s = scenario({
        format,
        at: 'battle',
        turn: 3,
        p0: {
          vanguard: { code: C.blasterBlade, rested: true },
          rc: { BC: C.wingal, FL: { code: C.gallatin, rested: true } },
        },
      });
      expect(events(s, 'battle')).toHaveLength(0);
      expect(timings(s)).toContain('endPhase+endOfTurn');
      expect(s.turn).toBe(4);
    });
  }
});

// --- attack step ----------------------------------------------------------------------------------

describe('attack step (VG2 7.4 / VG1 7.3)', () => {
  for (const format of BOTH) {
    it(`VG2 7.1.2 VG2 7.1.2.1 VG2 7.4.1.1 VG2 7.4.1.4.1 / VG1 7.3.1.3 a battle cut short for want of an attacker still counts [${format}]`, () => {
      const s = scenario({ format, at: 'battle', turn: 3, p0: { vanguard: C.blasterBlade } });
      answer(s, { t: 'yes' });
      expect(prompt(s)).toBe('vg.attacker');
      expect(s.battlesThisTurn).toBe(1);
      // The only attacker is rested before it is chosen (as an effect in the attack step's check timing
      // could do): the attack step is re-run from its current point, where no attacker is left.
      setRested(s, 0, vc(s, 0), true);
      s.decision = null;
      run(s);
      expect(events(s, 'battle')).toEqual([{ t: 'battle', number: 1 }]);
      expect(events(s, 'attack')).toHaveLength(0);
      const tokens = trace(s);
      expect(between(tokens, 'battle', 'battleEnd')).toEqual([
        'battle',
        '@attackStep',
        'ct',
        'rest', // the test's own resting of the vanguard
        '@closeStep+endOfBattle',
        'ct',
        'battleEnd',
      ]);
      expect(events(s, 'battleEnd')).toEqual([{ t: 'battleEnd', number: 1 }]);
    });

    it(`VG2 7.4.1.2 / VG1 7.3.1.2 each battle logs "beginning of attack step" and a check timing before the attacker is chosen [${format}]`, () => {
      const s = scenario({ format, at: 'battle', turn: 3, p0: { vanguard: C.blasterBlade, rc: { FL: C.gallatin } } });
      answer(s, { t: 'yes' });
      expect(prompt(s)).toBe('vg.attacker');
      expect(trace(s).slice(-3)).toEqual(['battle', '@attackStep', 'ct']);
      answer(s, { t: 'circle', circle: 'VC' });
      answer(s, { t: 'circle', circle: 'VC' });
      endGuard(s);
      attack(s, 'FL', 'VC');
      endGuard(s);
      expect(timings(s).filter((t) => t === 'attackStep')).toHaveLength(2);
    });

    it(`VG2 7.1.1 VG2 7.4.1.3 / VG1 7.1.1 VG1 7.3.1.3 VG-018 only a standing front-row unit may be chosen to attack [${format}]`, () => {
      const s = scenario({
        format,
        at: 'battle',
        turn: 3,
        p0: {
          vanguard: C.blasterBlade,
          rc: { FL: C.gallatin, FR: { code: C.gallatin, rested: true }, BL: C.wingal, BC: C.wingal },
        },
      });
      answer(s, { t: 'yes' });
      expect(s.decision).toMatchObject({ seat: 0, prompt: 'vg.attacker' });
      expect(s.decision!.options).toEqual([
        { t: 'circle', circle: 'FL' },
        { t: 'circle', circle: 'VC' },
      ]);
      const answers = s.answers.length;
      expect(() => actExact(s, { t: 'circle', circle: 'BL' })).toThrow(IllegalAnswer); // back row
      expect(() => actExact(s, { t: 'circle', circle: 'FR' })).toThrow(IllegalAnswer); // rested
      expect(s.answers).toHaveLength(answers);
      expect(prompt(s)).toBe('vg.attacker');
      expect(unitOn(s, 0, 'FR')!.rested).toBe(true);
    });

    it(`VG2 7.4.1.5 VG-019 the attacker is rested before the target is chosen (ver. 1.10 is silent: rested by DEFAULT, digest §7) [${format}]`, () => {
      const s = scenario({ format, at: 'battle', turn: 3, p0: { vanguard: C.blasterBlade } });
      answer(s, { t: 'yes' });
      expect(vc(s, 0).rested).toBe(false);
      answer(s, { t: 'circle', circle: 'VC' });
      expect(prompt(s)).toBe('vg.target');
      expect(vc(s, 0).rested).toBe(true);
      expect(trace(s).slice(-1)).toEqual(['rest']);
    });

    it(`VG2 7.4.1.6 VG2 7.4.1.8 / VG1 7.3.1.4 the target is the opponent's vanguard or a front-row rear-guard [${format}]`, () => {
      const s = scenario({
        format,
        at: 'battle',
        turn: 3,
        p0: { vanguard: C.blasterBlade },
        p1: { vanguard: C.wingal, rc: { FL: C.wingal, BL: C.wingal, BR: C.marron }, hand: [C.stardust] },
      });
      answer(s, { t: 'yes' });
      answer(s, { t: 'circle', circle: 'VC' });
      expect(s.decision!.options).toEqual([
        { t: 'circle', circle: 'FL' },
        { t: 'circle', circle: 'VC' },
      ]);
      expect(() => actExact(s, { t: 'circle', circle: 'BL' })).toThrow(IllegalAnswer);
      answer(s, { t: 'circle', circle: 'FL' });
      expect(s.battle!.targets).toEqual([{ id: unitOn(s, 1, 'FL')!.id, circle: 'FL' }]);
      expect(events(s, 'attack')).toEqual([{ t: 'attack', seat: 0, from: 'VC', target: 'FL' }]);
    });

    it(`VG2 7.4.1.10 VG2 7.4.1.10.1 VG2 7.4.1.11 / VG1 7.3.1.5 VG1 7.3.1.5.1 VG1 7.3.1.7 VG-021 a boost rests the booster and adds its current power, live [${format}]`, () => {
      const s = scenario({
        format,
        at: 'battle',
        turn: 3,
        p0: { vanguard: C.blasterBlade, rc: { BC: C.marron }, deck: [C.critRP, C.wingal, C.wingal] },
        p1: { vanguard: C.wingal },
      });
      attack(s, 'VC', 'VC', true);
      expect(unitOn(s, 0, 'BC')!.rested).toBe(true);
      expect(s.battle!.booster).toEqual({ id: unitOn(s, 0, 'BC')!.id, circle: 'BC' });
      expect(events(s, 'boost')).toEqual([{ t: 'boost', seat: 0, circle: 'BC' }]);
      expect(power(s, 0, vc(s, 0))).toBe(9000 + 8000);
      // The drive check's critical trigger: power first, onto the booster; the vanguard follows at once.
      expect(prompt(s)).toBe('vg.triggerOrder');
      actExact(s, { t: 'order', order: ['power', 'critical'] });
      answer(s, { t: 'circle', circle: 'BC' });
      expect(prompt(s)).toBe('vg.triggerCritical');
      expect(power(s, 0, unitOn(s, 0, 'BC')!)).toBe(13000);
      expect(power(s, 0, vc(s, 0))).toBe(9000 + 13000);
    });

    it(`VG2 7.4.1.10 a rested unit, a unit without Boost, or a unit in another column cannot boost [${format}]`, () => {
      const cases = [
        { BC: { code: C.wingal, rested: true } },
        { BC: C.blasterBlade },
        { BL: C.wingal, BR: C.marron },
      ] as const;
      for (const rc of cases) {
        const s = scenario({
          format,
          at: 'battle',
          turn: 3,
          p0: { vanguard: C.blasterBlade, rc },
          p1: { hand: [C.stardust] },
        });
        answer(s, { t: 'yes' });
        answer(s, { t: 'circle', circle: 'VC' });
        answer(s, { t: 'circle', circle: 'VC' });
        expect(prompt(s)).toBe(format === 'cr201' ? 'vg.guard' : 'vg.guardBatch');
        expect(events(s, 'boost')).toHaveLength(0);
        expect(s.battle!.booster).toBeNull();
        expect(power(s, 0, vc(s, 0))).toBe(9000);
      }
    });

    it(`VG2 7.4.1.10 declining the boost leaves the back-row unit standing and adds nothing [${format}]`, () => {
      const s = scenario({
        format,
        at: 'battle',
        turn: 3,
        p0: { vanguard: C.blasterBlade, rc: { BC: C.wingal } },
        p1: { hand: [C.stardust] },
      });
      attack(s, 'VC', 'VC', false);
      expect(prompt(s)).toBe(format === 'cr201' ? 'vg.guard' : 'vg.guardBatch');
      expect(unitOn(s, 0, 'BC')!.rested).toBe(false);
      expect(s.battle!.booster).toBeNull();
      expect(power(s, 0, vc(s, 0))).toBe(9000);
      expect(events(s, 'boost')).toHaveLength(0);
    });

    it(`VG2 7.4.1.10.1.1 VG2 7.4.1.8.2 / VG1 7.3.1.5.1.1 VG-022 a booster moved to another circle stops adding its power at once [${format}]`, () => {
      const s = scenario({
        format,
        at: 'battle',
        turn: 3,
        p0: { vanguard: C.wingal, rc: { BC: C.wingal } },
        p1: { vanguard: C.gallatin, hand: [C.stardust] },
      });
      attack(s, 'VC', 'VC', true);
      expect(power(s, 0, vc(s, 0))).toBe(12000);
      // During the guard step the booster moves to another circle (as an effect could do).
      const booster = unitOn(s, 0, 'BC')!;
      moveCard(s, 0, booster, 'BC', 'BL');
      expect(power(s, 0, vc(s, 0))).toBe(6000);
      endGuard(s);
      expect(events(s, 'compare')).toEqual([{ t: 'compare', hit: [false] }]);
      expect(s.players[1].damage).toHaveLength(0);
    });

    it(`VG2 7.4.1.12 VG2 7.4.1.13 / VG1 7.3.1.6 VG1 7.3.1.8 two check timings follow the boost, then the guard step [${format}]`, () => {
      const s = scenario({ format, at: 'battle', turn: 3, p0: { vanguard: C.blasterBlade, rc: { BC: C.marron } } });
      attack(s, 'VC', 'VC', true);
      expect(between(trace(s), 'attack', '@guardStep')).toEqual(['attack', 'rest', 'boost', 'ct', 'ct', '@guardStep']);
    });
  }
});

// --- guard step -----------------------------------------------------------------------------------

describe('guard step, ver. 2.01 (VG2 7.5)', () => {
  it('VG2 7.5.1.1 VG2 7.5.1.2 the non-turn player gets a play timing, after "beginning of guard step" and a check timing', () => {
    const s = scenario({ at: 'battle', turn: 3, p0: { vanguard: C.blasterBlade }, p1: { hand: [C.wingal, C.marron] } });
    attack(s, 'VC', 'VC');
    expect(s.decision).toMatchObject({ seat: 1, prompt: 'vg.guard', kind: 'playTiming' });
    expect(s.decision!.options).toEqual([
      { t: 'guard', card: idOf(s, 1, 'hand', C.wingal) },
      { t: 'guard', card: idOf(s, 1, 'hand', C.marron) },
      { t: 'pass' },
    ]);
    expect(trace(s).slice(-2)).toEqual(['@guardStep', 'ct']);
  });

  it('VG2 7.5.1.2.2 VG2 3.11.3 VG2 4.6.5.1 a guardian called from hand is put on GC resting and adds its shield to the attacked unit', () => {
    const s = scenario({
      at: 'battle',
      turn: 3,
      p0: { vanguard: C.blasterBlade },
      p1: { vanguard: C.wingal, hand: [C.stardust, C.wingal] },
    });
    attack(s, 'VC', 'VC');
    expect(power(s, 1, vc(s, 1))).toBe(6000);
    guardWith(s, C.stardust);
    const gc = s.players[1].field.GC;
    expect(gc).toHaveLength(1);
    expect(gc[0]).toMatchObject({ code: C.stardust, rested: true, up: true });
    expect(s.players[1].hand.map((c) => c.code)).toEqual([C.wingal]);
    expect(s.battle!.guardians).toEqual([{ id: gc[0].id, guards: 0 }]);
    expect(power(s, 1, vc(s, 1))).toBe(16000);
    endGuard(s);
    expect(events(s, 'compare')).toEqual([{ t: 'compare', hit: [false] }]);
  });

  it('VG2 7.5.1.2 VG2 7.5.1.2.5 VG2 3.11.4 one guard action per play timing, a check timing after each, until a pass', () => {
    const s = scenario({
      at: 'battle',
      turn: 3,
      p0: { vanguard: C.blasterBlade, rc: { FL: C.gallatin } },
      p1: { vanguard: C.wingal, hand: [C.stardust, C.wingal, C.marron] },
    });
    attack(s, 'VC', 'VC');
    guardWith(s, C.stardust);
    expect(trace(s).slice(-3)).toEqual(['1:hand>GC', 'guard', 'ct']);
    expect(prompt(s)).toBe('vg.guard');
    expect(offers(s, { t: 'guard', card: idOf(s, 1, 'hand', C.wingal) })).toBe(true);
    guardWith(s, C.wingal);
    expect(trace(s).slice(-3)).toEqual(['1:hand>GC', 'guard', 'ct']);
    expect(s.decision!.options).toEqual([{ t: 'guard', card: idOf(s, 1, 'hand', C.marron) }, { t: 'pass' }]);
    expect(s.players[1].field.GC.map((c) => c.code)).toEqual([C.stardust, C.wingal]);
    expect(power(s, 1, vc(s, 1))).toBe(6000 + 10000 + 5000);
    answer(s, { t: 'pass' });
    expect(s.players[1].hand.map((c) => c.code)).toEqual([C.marron]);
    expect(events(s, 'guard')).toHaveLength(2);
    expect(s.answers.filter((a) => a.seat === 1)).toHaveLength(3);
  });

  it('VG2 8.5.2.1.1.2 VG-025 ver. 2.01 has no grade cap for guardians', () => {
    const s = scenario({
      at: 'battle',
      turn: 3,
      p0: { vanguard: C.blasterBlade },
      p1: { vanguard: C.wingal, hand: [C.gallatin, C.stardust] },
    });
    attack(s, 'VC', 'VC');
    expect(s.decision!.options).toEqual([
      { t: 'guard', card: idOf(s, 1, 'hand', C.gallatin) },
      { t: 'guard', card: idOf(s, 1, 'hand', C.stardust) },
      { t: 'pass' },
    ]);
    guardWith(s, C.gallatin);
    expect(s.players[1].field.GC[0].code).toBe(C.gallatin);
    expect(power(s, 1, vc(s, 1))).toBe(11000);
  });

  it('VG2 3.11.2 VG-026 ver. 2.01 lets a grade 3 with no shield guard, with shield 0', () => {
    const s = scenario({
      at: 'battle',
      turn: 3,
      p0: { vanguard: C.blasterBlade },
      p1: { vanguard: C.wingal, hand: [C.brigitte, C.stardust] },
    });
    attack(s, 'VC', 'VC');
    expect(offers(s, { t: 'guard', card: idOf(s, 1, 'hand', C.brigitte) })).toBe(true);
    guardWith(s, C.brigitte);
    expect(s.players[1].field.GC[0].code).toBe(C.brigitte);
    expect(power(s, 1, vc(s, 1))).toBe(6000);
    answer(s, { t: 'pass' });
    expect(events(s, 'compare')).toEqual([{ t: 'compare', hit: [true] }]);
  });

  it('VG2 7.5.1.2.1.1 with no possible guard action the non-turn player is deemed to pass', () => {
    const s = scenario({
      at: 'battle',
      turn: 3,
      p0: { vanguard: C.blasterBlade },
      p1: { vanguard: C.wingal, rc: { BL: C.blasterBlade, FL: C.wingal } },
    });
    attack(s, 'VC', 'VC');
    expect(s.answers.filter((a) => a.seat === 1)).toHaveLength(0);
    expect(between(trace(s), '@guardStep', '@driveStep')).toEqual(['@guardStep', 'ct', '@driveStep']);
  });
});

describe('guard step, ver. 1.10 (VG1 7.4)', () => {
  // [name, the defending vanguard, the hand card it may guard with, the hand card it may not]
  const refusals = [
    [
      'VG1 8.5.2.1.1.2 VG-025 ver. 1.10 refuses a guardian of higher grade than the vanguard',
      C.wingal,
      C.stardust,
      C.gallatin,
    ],
    ['VG1 3.11.1.1 VG-026 ver. 1.10 refuses a card with no shield as guardian', C.brigitte, C.wingal, C.brigitte],
  ] as const;
  for (const [name, vanguard, allowed, refused] of refusals) {
    it(name, () => {
      const s = scenario({
        format: 'cr110',
        at: 'battle',
        turn: 3,
        p0: { vanguard: C.blasterBlade },
        p1: { vanguard, hand: [refused, allowed] },
      });
      attack(s, 'VC', 'VC');
      expect(s.decision!.options).toEqual([{ t: 'guard', card: idOf(s, 1, 'hand', allowed) }, { t: 'done' }]);
      expect(() => actExact(s, { t: 'guard', card: idOf(s, 1, 'hand', refused) })).toThrow(IllegalAnswer);
    });
  }

  it('VG1 7.4.1.1.1 VG1 7.4.1.1.2 VG1 7.4.1.1.2.1 VG1 7.4.1.1.2.2 VG1 7.4.1.1.2.3 VG1 7.4.1.2 guardians and interceptors are chosen one by one, then put down together', () => {
    const s = scenario({
      format: 'cr110',
      at: 'battle',
      turn: 3,
      p0: { vanguard: C.brigitte, deck: [C.critRP, C.wingal, C.wingal] },
      p1: { vanguard: C.wingal, rc: { FL: C.blasterBlade }, hand: [C.stardust, C.wingal, C.wingal] },
    });
    attack(s, 'VC', 'VC');
    expect(s.decision).toMatchObject({ seat: 1, prompt: 'vg.guardBatch', kind: 'playTiming' });
    const stardust = idOf(s, 1, 'hand', C.stardust);
    const [w1, w2] = s.players[1].hand.filter((c) => c.code === C.wingal).map((c) => c.id);
    answer(s, { t: 'guard', card: stardust });
    // Chosen, not yet placed; the same card is not offered twice, the other copies still are.
    expect(s.players[1].field.GC).toHaveLength(0);
    expect(s.players[1].hand).toHaveLength(3);
    expect(offers(s, { t: 'guard', card: stardust })).toBe(false);
    answer(s, { t: 'guard', card: w1 });
    expect(offers(s, { t: 'guard', card: w2 })).toBe(true);
    answer(s, { t: 'intercept', circle: 'FL' });
    expect(unitOn(s, 1, 'FL')!.code).toBe(C.blasterBlade);
    expect(offers(s, { t: 'intercept', circle: 'FL' })).toBe(false);
    const from = s.log!.length;
    answer(s, { t: 'done' });
    // All three arrive together with no check timing between them, then one check timing, then the drive step.
    expect(prompt(s)).toBe('vg.triggerOrder');
    expect(between(trace(s, from), '1:hand>GC', '@driveStep')).toEqual([
      '1:hand>GC',
      'guard',
      '1:hand>GC',
      'guard',
      '1:FL>GC',
      'intercept',
      'ct',
      '@driveStep',
    ]);
    expect(s.players[1].field.GC.map((c) => [c.code, c.rested])).toEqual([
      [C.stardust, true],
      [C.wingal, true],
      [C.blasterBlade, true],
    ]);
    expect(s.players[1].hand.map((c) => c.id)).toEqual([w2]);
    // Every guardian guards the one attacked unit; after the battle they are all retired.
    expect(s.battle!.guardians.map((g) => g.guards)).toEqual([0, 0, 0]);
    expect(power(s, 1, vc(s, 1))).toBe(6000 + 10000 + 5000 + 5000);
    resolveTriggers(s);
    expect(events(s, 'compare')).toEqual([{ t: 'compare', hit: [false] }]);
    expect(s.players[1].field.GC).toHaveLength(0);
    expect(s.players[1].drop.map((c) => c.code).sort()).toEqual([C.stardust, C.wingal, C.blasterBlade].sort());
  });

  it('VG1 7.4.1.1.2.2 the attacked unit gets the total shield of its guardians while they are on GC', () => {
    const s = scenario({
      format: 'cr110',
      at: 'battle',
      turn: 3,
      p0: { vanguard: C.brigitte, deck: [C.critRP, C.wingal, C.wingal] },
      p1: { vanguard: C.wingal, rc: { FR: C.gallatin }, hand: [C.stardust] },
    });
    attack(s, 'VC', 'VC');
    guardWith(s, C.stardust);
    answer(s, { t: 'intercept', circle: 'FR' });
    // Nothing is left to choose, so the batch goes down; held at the first drive check's trigger, both guard.
    expect(prompt(s)).toBe('vg.triggerOrder');
    expect(power(s, 1, vc(s, 1))).toBe(6000 + 10000 + 5000);
  });

  it('VG1 7.4.1.1.2 with nothing left to choose the batch is put down without a "done"', () => {
    const s = scenario({
      format: 'cr110',
      at: 'battle',
      turn: 3,
      p0: { vanguard: C.blasterBlade },
      p1: { vanguard: C.wingal, hand: [C.stardust] },
    });
    attack(s, 'VC', 'VC');
    guardWith(s, C.stardust);
    expect(s.answers.filter((a) => a.seat === 1)).toHaveLength(1);
    expect(events(s, 'guard')).toHaveLength(1);
    expect(events(s, 'compare')).toEqual([{ t: 'compare', hit: [false] }]);
  });
});

describe('guard step, both formats', () => {
  for (const format of BOTH) {
    it(`VG2 7.5.1.2.4 VG2 11.3.1 / VG1 7.4.1.1.2 VG-027 a rested front-row Intercept rear-guard not being attacked moves to GC resting [${format}]`, () => {
      const s = scenario({
        format,
        at: 'battle',
        turn: 3,
        p0: { vanguard: C.brigitte, deck: [C.critRP, C.wingal, C.wingal] },
        p1: {
          vanguard: C.wingal,
          rc: { FL: { code: C.blasterBlade, rested: true }, FR: C.gallatin, BL: C.blasterBlade },
        },
      });
      attack(s, 'VC', 'VC');
      const done = format === 'cr201' ? 'pass' : 'done';
      expect(s.decision!.options).toEqual([
        { t: 'intercept', circle: 'FL' },
        { t: 'intercept', circle: 'FR' },
        { t: done },
      ]);
      expect(() => actExact(s, { t: 'intercept', circle: 'BL' })).toThrow(IllegalAnswer);
      answer(s, { t: 'intercept', circle: 'FL' });
      endGuard(s);
      // Held at the drive check's trigger: the interceptor is on GC, resting, and adds its shield.
      expect(prompt(s)).toBe('vg.triggerOrder');
      expect(unitOn(s, 1, 'FL')).toBeUndefined();
      expect(s.players[1].field.GC.map((c) => [c.code, c.rested])).toEqual([[C.blasterBlade, true]]);
      expect(events(s, 'intercept')).toMatchObject([
        { t: 'intercept', seat: 1, circle: 'FL', card: { code: C.blasterBlade } },
      ]);
      expect(power(s, 1, vc(s, 1))).toBe(6000 + 5000);
      const tokens = trace(s);
      expect(tokens.indexOf('1:FL>GC')).toBeLessThan(tokens.indexOf('@driveStep'));
      resolveTriggers(s);
      // Retired after the battle like any guardian.
      expect(s.players[1].drop.map((c) => c.code)).toEqual([C.blasterBlade]);
      expect(unitOn(s, 1, 'FR')!.code).toBe(C.gallatin);
    });

    it(`VG2 7.5.1.2.4 / VG1 7.4.1.1.2 VG-027 the attacked rear-guard and back-row units cannot intercept [${format}]`, () => {
      const s = scenario({
        format,
        at: 'battle',
        turn: 3,
        p0: { vanguard: C.brigitte },
        p1: { vanguard: C.wingal, rc: { FL: C.blasterBlade, FR: C.gallatin, BR: C.blasterBlade } },
      });
      attack(s, 'VC', 'FL');
      const done = format === 'cr201' ? 'pass' : 'done';
      expect(s.decision!.options).toEqual([{ t: 'intercept', circle: 'FR' }, { t: done }]);
      expect(() => actExact(s, { t: 'intercept', circle: 'FL' })).toThrow(IllegalAnswer);
      answer(s, { t: 'intercept', circle: 'FR' });
      endGuard(s);
      expect(events(s, 'intercept')).toMatchObject([{ t: 'intercept', seat: 1, circle: 'FR' }]);
    });

    it(`VG2 7.5.1.2.1 / VG1 7.4.1.2 VG-034 after a vanguard's attack the guard step leads to the drive step [${format}]`, () => {
      const s = scenario({
        format,
        at: 'battle',
        turn: 3,
        p0: { vanguard: C.blasterBlade },
        p1: { hand: [C.stardust] },
      });
      attack(s, 'VC', 'VC');
      const from = s.log!.length;
      endGuard(s);
      const after = trace(s, from).filter((t) => t.startsWith('@'));
      expect(after.slice(0, 2)).toEqual(['@driveStep', '@damageStep']);
      expect(events(s, 'driveCheck')).toHaveLength(1);
    });

    it(`VG2 7.5.1.2.1 / VG1 7.4.1.2 VG-034 after a rear-guard's attack the guard step leads straight to the damage step [${format}]`, () => {
      const s = scenario({
        format,
        at: 'battle',
        turn: 3,
        p0: { vanguard: C.blasterBlade, rc: { FL: C.gallatin } },
        p1: { hand: [C.stardust] },
      });
      const deck = s.players[0].deck.length;
      attack(s, 'FL', 'VC');
      const from = s.log!.length;
      endGuard(s);
      const after = trace(s, from);
      expect(after.filter((t) => t.startsWith('@'))[0]).toBe('@damageStep');
      expect(after).not.toContain('@driveStep');
      expect(events(s, 'driveCheck')).toHaveLength(0);
      expect(s.players[0].deck).toHaveLength(deck);
    });
  }
});

// --- drive step -----------------------------------------------------------------------------------

describe('drive step (VG2 7.6 / VG1 7.5)', () => {
  for (const format of BOTH) {
    it(`VG2 7.6.1.1 VG2 7.6.1.2 VG2 7.6.1.2.3 VG2 7.6.1.2.6 / VG1 7.5.1.2.1 VG1 7.5.1.2.4 a drive check reveals the top card in the trigger zone, then puts it in hand [${format}]`, () => {
      const s = scenario({
        format,
        at: 'battle',
        turn: 3,
        p0: { vanguard: C.blasterBlade, deck: [C.critRP, C.gallatin, C.wingal] },
      });
      const top = s.players[0].deck.at(-1)!;
      attack(s, 'VC', 'VC');
      // Stopped inside the check by the trigger's question: the card lies face up in the trigger zone.
      expect(prompt(s)).toBe('vg.triggerOrder');
      expect(s.players[0].trigger).toHaveLength(1);
      expect(s.players[0].trigger[0]).toMatchObject({ code: C.critRP, up: true });
      expect(s.players[0].trigger[0].id).not.toBe(top.id);
      expect(s.players[0].deck.map((c) => c.code)).toEqual([C.wingal, C.gallatin]);
      resolveTriggers(s);
      expect(s.players[0].trigger).toHaveLength(0);
      expect(s.players[0].hand.map((c) => c.code)).toEqual([C.critRP]);
      expect(between(trace(s), '@driveStep', '0:trigger>hand')).toEqual([
        '@driveStep',
        'ct',
        '0:deck>trigger',
        'driveCheck',
        'triggerCheck',
        'modify',
        'modify',
        'ct',
        '0:trigger>hand',
      ]);
    });

    it(`VG2 2.17.1 VG2 11.2.3.1 VG2 7.6.1.3 / VG1 7.5.1.3 VG1 10.2.1.1 a Twin Drive vanguard makes two drive checks [${format}]`, () => {
      const s = scenario({
        format,
        at: 'battle',
        turn: 3,
        p0: { vanguard: C.brigitte, deck: [C.gallatin, C.marron, C.wingal] },
      });
      attack(s, 'VC', 'VC');
      expect(events(s, 'driveCheck').map((e) => (e.card as { code: string }).code)).toEqual([C.gallatin, C.marron]);
      expect(s.players[0].hand.map((c) => c.code)).toEqual([C.gallatin, C.marron]);
      expect(s.players[0].deck.map((c) => c.code)).toEqual([C.wingal]);
    });

    it(`VG2 2.17.1 VG2 7.6.1.2.1 / VG1 7.5.1.3 a grade 2 vanguard without Twin Drive makes one drive check [${format}]`, () => {
      const s = scenario({
        format,
        at: 'battle',
        turn: 3,
        p0: { vanguard: C.blasterBlade, deck: [C.gallatin, C.marron] },
      });
      attack(s, 'VC', 'VC');
      expect(events(s, 'driveCheck')).toHaveLength(1);
      expect(s.players[0].hand.map((c) => c.code)).toEqual([C.gallatin]);
    });

    it(`VG2 7.6.1.2.5 VG2 7.6.1.3 VG2 7.6.1.4 / VG1 7.5.1.2.3 VG1 7.5.1.3 VG1 7.5.1.4 VG-037 the first drive check ends (icon, check timing, hand) before the second is revealed [${format}]`, () => {
      const s = scenario({
        format,
        at: 'battle',
        turn: 3,
        p0: { vanguard: C.brigitte, deck: [C.critRP, C.drawRP, C.gallatin, C.wingal] },
      });
      attack(s, 'VC', 'VC');
      expect(prompt(s)).toBe('vg.triggerOrder');
      expect(events(s, 'driveCheck')).toHaveLength(1);
      expect(s.players[0].deck.at(-1)!.code).toBe(C.drawRP);
      resolveTriggers(s);
      const tokens = trace(s);
      const first = tokens.indexOf('driveCheck');
      const second = tokens.indexOf('driveCheck', first + 1);
      expect(tokens.slice(first, second + 1)).toEqual([
        'driveCheck',
        'triggerCheck',
        'modify',
        'modify',
        'ct',
        '0:trigger>hand',
        'ct',
        '0:deck>trigger',
        'driveCheck',
      ]);
      // After the second check: its trigger, check timing, to hand, then two check timings and the damage step.
      expect(between(tokens, 'driveCheck', '@damageStep').slice(9)).toEqual([
        'triggerCheck',
        '0:deck>hand',
        'modify',
        'ct',
        '0:trigger>hand',
        'ct',
        'ct',
        '@damageStep',
      ]);
    });

    it(`VG2 7.6.1.2.5 / VG1 7.5.1.2.3 VG-058 with a one-card deck the game ends in the check timing after the first drive check [${format}]`, () => {
      const s = scenario({
        format,
        at: 'battle',
        turn: 3,
        p0: { vanguard: C.brigitte, deck: [C.gallatin] },
        p1: { vanguard: C.wingal },
      });
      attack(s, 'VC', 'VC');
      expect(s.result).toMatchObject({ winner: 1 });
      expect(s.result!.reason).toMatch(/no cards in deck/);
      expect(events(s, 'driveCheck')).toHaveLength(1);
      expect(trace(s).slice(-4)).toEqual(['0:deck>trigger', 'driveCheck', 'ct', 'gameOver']);
      // The check never reached its last part: the card is still in the trigger zone.
      expect(s.players[0].trigger.map((c) => c.code)).toEqual([C.gallatin]);
      expect(s.players[0].hand).toHaveLength(0);
    });
  }
});

// --- damage step ----------------------------------------------------------------------------------

describe('damage step (VG2 7.7 / VG1 7.6)', () => {
  for (const format of BOTH) {
    it(`VG2 7.7.1.1 VG2 7.7.1.2 / VG1 7.6.1.1 VG1 7.6.1.2 VG-030 equal power hits [${format}]`, () => {
      const s = scenario({
        format,
        at: 'battle',
        turn: 3,
        p0: { vanguard: C.blasterBlade },
        p1: { vanguard: C.blasterBlade },
      });
      attack(s, 'VC', 'VC');
      expect(between(trace(s), '@damageStep', 'compare')).toEqual(['@damageStep', 'ct', 'compare']);
      expect(events(s, 'compare')).toEqual([{ t: 'compare', hit: [true] }]);
      expect(s.players[1].damage).toHaveLength(1);
      expect(timings(s)).toContain('attackHits');
    });

    it(`VG2 7.7.1.2 VG2 7.7.1.7 / VG1 7.6.1.2 VG1 7.6.1.7 a defender with more power is not hit and takes no damage [${format}]`, () => {
      const s = scenario({
        format,
        at: 'battle',
        turn: 3,
        p0: { vanguard: C.blasterBlade, rc: { FL: C.gallatin } },
        p1: { vanguard: C.gallatin },
      });
      const deck = s.players[1].deck.length;
      attack(s, 'VC', 'VC');
      expect(events(s, 'compare')).toEqual([{ t: 'compare', hit: [false] }]);
      expect(events(s, 'damage')).toHaveLength(0);
      expect(s.players[1].damage).toHaveLength(0);
      expect(s.players[1].deck).toHaveLength(deck);
      expect(timings(s)).not.toContain('attackHits');
      if (format === 'cr201') expect(timings(s)).toContain('attackDidNotHit');
    });

    it(`VG2 7.7.1.3 VG2 7.4.1.8.1 VG2 7.4.1.8.2 / VG1 7.6.1.3 VG-031 an attacked rear-guard moved away is not hit or retired; guardians still are [${format}]`, () => {
      const s = scenario({
        format,
        at: 'battle',
        turn: 3,
        p0: { vanguard: C.brigitte },
        p1: { vanguard: C.wingal, rc: { FL: C.wingal }, hand: [C.stardust, C.marron] },
      });
      attack(s, 'VC', 'FL');
      guardWith(s, C.stardust);
      // Still in the guard step: the attacked rear-guard moves to the back row (as an effect could do).
      const target = unitOn(s, 1, 'FL')!;
      moveCard(s, 1, target, 'FL', 'BL');
      endGuard(s);
      expect(events(s, 'compare')).toEqual([{ t: 'compare', hit: [false] }]);
      expect(unitOn(s, 1, 'BL')).toMatchObject({ id: target.id, code: C.wingal });
      expect(s.players[1].drop.map((c) => c.code)).toEqual([C.stardust]);
      expect(s.players[1].field.GC).toHaveLength(0);
    });

    it(`VG2 7.7.1.3 VG2 7.7.1.5.2 / VG1 7.6.1.3 VG1 7.6.1.5.2 an attacker that moved to another circle does not hit or deal damage [${format}]`, () => {
      const s = scenario({
        format,
        at: 'battle',
        turn: 3,
        p0: { vanguard: C.blasterBlade, rc: { FL: C.gallatin } },
        p1: { vanguard: C.wingal, hand: [C.marron] },
      });
      attack(s, 'FL', 'VC');
      moveCard(s, 0, unitOn(s, 0, 'FL')!, 'FL', 'BL');
      endGuard(s);
      expect(events(s, 'compare')).toEqual([{ t: 'compare', hit: [false] }]);
      expect(events(s, 'damage')).toHaveLength(0);
      expect(s.players[1].damage).toHaveLength(0);
    });

    it(`VG2 7.4.1.9 a unit placed later on the attacked rear-guard's circle is not being attacked [${format}]`, () => {
      const s = scenario({
        format,
        at: 'battle',
        turn: 3,
        p0: { vanguard: C.brigitte },
        p1: { vanguard: C.wingal, rc: { FL: C.wingal }, hand: [C.marron, C.stardust] },
      });
      attack(s, 'VC', 'FL');
      // A unit is put onto the attacked circle (as an effect could); the overload rule (VG2 9.3.6) drops the old one.
      const marron = s.players[1].hand.find((c) => c.code === C.marron)!;
      const placed = moveCard(s, 1, marron, 'hand', 'FL');
      endGuard(s);
      expect(events(s, 'compare')).toEqual([{ t: 'compare', hit: [false] }]);
      expect(unitOn(s, 1, 'FL')).toMatchObject({ id: placed.id, code: C.marron });
      expect(s.players[1].drop.map((c) => c.code)).toEqual([C.wingal]);
    });

    it(`VG2 7.7.1.5 VG2 9.6.2 VG2 9.6.7 / VG1 7.6.1.5 VG1 7.6.1.6.6 VG-045 critical 2 makes two damage checks and two damage cards [${format}]`, () => {
      const s = scenario({
        format,
        at: 'battle',
        turn: 3,
        p0: { vanguard: C.brigitte, rc: { FL: C.gallatin }, deck: [C.critRP, C.wingal, C.wingal] },
        p1: { vanguard: C.wingal, deck: [C.gallatin, C.marron, C.wingal] },
      });
      attack(s, 'VC', 'VC');
      resolveTriggers(s);
      expect(critical(s, 0, vc(s, 0))).toBe(2);
      expect(events(s, 'damage')).toEqual([{ t: 'damage', seat: 1, amount: 2 }]);
      expect(s.players[1].damage.map((c) => c.code)).toEqual([C.gallatin, C.marron]);
      expect(s.players[1].deck.map((c) => c.code)).toEqual([C.wingal]);
      expect(trace(s).filter((t) => t === '1:deck>trigger')).toHaveLength(2);
    });

    it(`VG2 7.7.1.5.1 / VG1 7.6.1.5.1 an attacker with critical 0 hits but deals no damage [${format}]`, () => {
      const s = scenario({
        format,
        at: 'battle',
        turn: 3,
        p0: { vanguard: C.blasterBlade },
        p1: { vanguard: C.wingal, hand: [C.marron] },
      });
      attack(s, 'VC', 'VC');
      addMod(s, 0, vc(s, 0), 'critical', -1, 'turn'); // as an effect could do
      expect(critical(s, 0, vc(s, 0))).toBe(0);
      endGuard(s);
      expect(events(s, 'compare')).toEqual([{ t: 'compare', hit: [true] }]);
      expect(events(s, 'damage')).toHaveLength(0);
      expect(s.players[1].damage).toHaveLength(0);
      expect(trace(s)).not.toContain('1:deck>trigger');
    });

    it(`VG2 7.7.1.9 / VG1 7.6.1.7 VG1 7.6.1.8 VG-047 a hit rear-guard is retired with no damage check [${format}]`, () => {
      const s = scenario({
        format,
        at: 'battle',
        turn: 3,
        p0: { vanguard: C.blasterBlade, rc: { FR: C.gallatin } },
        p1: { vanguard: C.wingal, rc: { FL: C.wingal } },
      });
      const deck = s.players[1].deck.length;
      attack(s, 'VC', 'FL');
      expect(events(s, 'compare')).toEqual([{ t: 'compare', hit: [true] }]);
      expect(unitOn(s, 1, 'FL')).toBeUndefined();
      expect(s.players[1].drop.map((c) => c.code)).toEqual([C.wingal]);
      expect(s.players[1].damage).toHaveLength(0);
      expect(s.players[1].deck).toHaveLength(deck);
      expect(events(s, 'damage')).toHaveLength(0);
    });
  }

  /** Brigitte, boosted by Marron, attacks the vanguard, which guards with Stardust and is still hit. */
  function guardedHit(format: FormatId): VGState {
    const s = scenario({
      format,
      at: 'battle',
      turn: 3,
      p0: { vanguard: C.brigitte, rc: { BC: C.marron } },
      p1: { vanguard: C.wingal, hand: [C.stardust] },
    });
    attack(s, 'VC', 'VC', true);
    guardWith(s, C.stardust);
    return s;
  }

  it('VG2 7.7.1 VG2 7.7.1.4 VG2 7.7.1.5 VG2 7.7.1.6 VG2 7.7.1.7 VG2 7.7.1.8 VG2 7.7.1.9 VG2 7.7.1.10 ver. 2.01: damage, then the hit event and a check timing, then the guardians retire', () => {
    const s = guardedHit('cr201');
    expect(between(trace(s), '@damageStep', '@closeStep+endOfBattle')).toEqual([
      '@damageStep',
      'ct',
      'compare',
      'ct', // 7.7.1.4
      'damage', // 7.7.1.5
      'ct', // 7.7.1.6: the damage process (9.6) runs inside it
      '1:deck>trigger',
      'damageCheck',
      '1:trigger>damage',
      '@attackHits', // 7.7.1.7
      'ct', // 7.7.1.8
      '1:GC>drop', // 7.7.1.9
      'ct', // 7.7.1.10
      '@closeStep+endOfBattle',
    ]);
  });

  it('VG1 7.6.1.4 VG1 7.6.1.6.1 VG1 7.6.1.6.3 VG1 7.6.1.6.4 VG1 7.6.1.6.5 VG1 7.6.1.8 VG1 7.6.1.9 ver. 1.10: damage checks inline, then the guardians retire, then "when attack hits"', () => {
    const s = guardedHit('cr110');
    expect(between(trace(s), '@damageStep', '@closeStep+endOfBattle')).toEqual([
      '@damageStep',
      'ct',
      'compare',
      'ct', // 7.6.1.4
      'damage',
      '1:deck>trigger', // 7.6.1.6.1
      'damageCheck',
      'ct', // 7.6.1.6.3
      '1:trigger>damage', // 7.6.1.6.4
      'ct', // 7.6.1.6.5
      '1:GC>drop', // 7.6.1.8
      '@attackHits', // 7.6.1.9
      'ct',
      '@closeStep+endOfBattle',
    ]);
  });

  /** Brigitte twin-drives two critical triggers, both onto the vanguard: critical 3. */
  function criticalThree(format: FormatId): VGState {
    const s = scenario({
      format,
      at: 'battle',
      turn: 3,
      p0: { vanguard: C.brigitte, deck: [C.critRP, C.critRP, C.wingal, C.wingal] },
      p1: {
        vanguard: C.wingal,
        damage: [C.wingal, C.wingal, C.wingal, C.wingal],
        deck: [C.gallatin, C.marron, C.blasterBlade, C.wingal],
      },
    });
    attack(s, 'VC', 'VC');
    resolveTriggers(s);
    expect(critical(s, 0, vc(s, 0))).toBe(3);
    return s;
  }

  it('VG1 7.6.1.6.5 VG1 7.6.1.6.6 VG-051 ver. 1.10: at 4 damage a critical 3 attack wins at the check timing after the 2nd check', () => {
    const s = criticalThree('cr110');
    expect(s.result).toMatchObject({ winner: 0 });
    expect(events(s, 'damageCheck').map((e) => (e.card as { code: string }).code)).toEqual([C.gallatin, C.marron]);
    expect(s.players[1].damage).toHaveLength(6);
    expect(s.players[1].deck.map((c) => c.code)).toEqual([C.wingal, C.blasterBlade]);
    expect(trace(s).slice(-3)).toEqual(['1:trigger>damage', 'ct', 'gameOver']);
  });

  it('VG2 9.6.2 VG2 9.6.6 VG2 9.6.7 VG-051 ver. 2.01: at 4 damage a critical 3 attack makes all three checks, then wins', () => {
    const s = criticalThree('cr201');
    expect(s.result).toMatchObject({ winner: 0 });
    expect(s.players[1].damage.map((c) => c.code)).toEqual([
      C.wingal,
      C.wingal,
      C.wingal,
      C.wingal,
      C.gallatin,
      C.marron,
      C.blasterBlade,
    ]);
    // The three points are processed with no check timing between them.
    expect(between(trace(s), 'damage', 'gameOver')).toEqual([
      'damage',
      'ct',
      '1:deck>trigger',
      'damageCheck',
      '1:trigger>damage',
      '1:deck>trigger',
      'damageCheck',
      '1:trigger>damage',
      '1:deck>trigger',
      'damageCheck',
      '1:trigger>damage',
      'gameOver',
    ]);
  });
});

// --- close step -----------------------------------------------------------------------------------

describe('close step (VG2 7.8 / VG1 7.7)', () => {
  for (const format of BOTH) {
    it(`VG2 7.4.1.5.1 VG2 7.8.1.1 VG2 7.8.1.2 VG2 7.8.1.4 / VG1 7.7.1.1 VG1 7.7.1.2 VG1 7.7.1.4 "until end of battle" effects and battle roles end; "until end of turn" ones stay [${format}]`, () => {
      const s = scenario({
        format,
        at: 'battle',
        turn: 3,
        p0: { vanguard: C.blasterBlade, rc: { FL: C.gallatin } },
        p1: { vanguard: C.wingal, hand: [C.marron] },
      });
      attack(s, 'VC', 'VC');
      // Effects with both durations on the attacker (as abilities could give).
      addMod(s, 0, vc(s, 0), 'power', 3000, 'battle');
      addMod(s, 0, vc(s, 0), 'power', 1000, 'turn');
      expect(power(s, 0, vc(s, 0))).toBe(13000);
      expect(s.battle!.attacker).toEqual({ id: vc(s, 0).id, circle: 'VC' });
      endGuard(s);
      expect(prompt(s)).toBe('vg.attack');
      expect(between(trace(s), '@closeStep+endOfBattle', 'battleEnd')).toEqual([
        '@closeStep+endOfBattle',
        'ct',
        'battleEnd',
      ]);
      expect(vc(s, 0).mods).toEqual([{ stat: 'power', n: 1000, until: 'turn' }]);
      expect(power(s, 0, vc(s, 0))).toBe(10000);
      expect(s.battle).toBeNull();
    });

    it(`VG2 7.8.1.5 / VG1 7.7.1.4 after the close step the battle phase goes back to the start step [${format}]`, () => {
      const s = scenario({
        format,
        at: 'battle',
        turn: 3,
        p0: { vanguard: C.blasterBlade, rc: { FL: C.gallatin } },
      });
      attack(s, 'VC', 'VC');
      expect(s.decision).toMatchObject({ seat: 0, prompt: 'vg.attack' });
      expect(s.phase).toBe('start');
      expect(s.inBattlePhase).toBe(true);
      answer(s, { t: 'yes' });
      expect(s.decision!.options).toEqual([{ t: 'circle', circle: 'FL' }]);
      expect(events(s, 'battle').map((e) => e.number)).toEqual([1, 2]);
    });
  }
});
