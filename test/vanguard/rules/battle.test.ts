// Vanguard rules tests — the battle phase: start, attack and close steps (ver. 2.01 7.1–7.4, 7.8; ver. 1.10 7.1–7.3, 7.7).
// Gathered by rules topic from the batch-named files battle.test.ts, closeStepAndHearts.test.ts, legionBattleEdges.test.ts, multiAttack.test.ts, rules7to12.test.ts, rulesVG1.test.ts.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Narrator as CliNarrator } from '../../../src/games/vanguard/product/terminalRender.ts';
import { act, clone, emit, eventsFor, gameModule, run } from '../../../src/core/engine.ts';
import { IllegalAnswer } from '../../../src/core/errors.ts';
import type { Frame, GameEvent } from '../../../src/core/types.ts';
import * as abilitiesDsl from '../../../src/games/vanguard/abilities/dsl.ts';
import {
  auto,
  type AutoAbility,
  chooseOpponentRearguard,
  cont,
  draw,
  type Effect,
  seekMate,
  shadowstitch,
  thisUnit,
  yourVanguard,
} from '../../../src/games/vanguard/abilities/dsl.ts';
import { abilityText } from '../../../src/games/vanguard/abilities/text.ts';
import { attackerCircles, battleOpponents } from '../../../src/games/vanguard/battle.ts';
import { power } from '../../../src/games/vanguard/characteristics.ts';
import { addMod } from '../../../src/games/vanguard/durations.ts';
import type { FormatId } from '../../../src/games/vanguard/formats.ts';
import { legionOf } from '../../../src/games/vanguard/legion.ts';
import { unitOn, type VGState } from '../../../src/games/vanguard/state.ts';
import { moveCard, setRested } from '../../../src/games/vanguard/zones.ts';
import type { VgCardDb as CardDb } from '../../../web/src/games/vanguard/cardInfo.ts';
import { Narrator as WebNarrator } from '../../../web/src/games/vanguard/narrate.ts';
import { attack, attackers, codes, deck, endGuard, guardWith, noGuard, playAct, pw, unit } from '../cards/helpers.ts';
import { answer, C, events, idOf, prompt, scenario, timings } from '../scenario.ts';
import { testOnlyAbilities } from '../testAbilities.ts';

const BOTH: readonly FormatId[] = ['cr201', 'cr110'];

// --- check-timing markers -------------------------------------------------------------------------

const handlers = gameModule('vanguard').handlers;

let realCheckTiming: (typeof handlers)['vg.ct'] | undefined;

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

/** `act` for the deciding seat with this exact answer (no partial matching as in `answer`). */
function actExact(s: VGState, a: { t: string } & Record<string, unknown>): void {
  act(s, s.decision!.seat, a);
}

function vc(s: VGState, seat: 0 | 1) {
  return unitOn(s, seat, 'VC')!;
}

const KING = 'TD03/004'; // King of Sword, g2 10000, vanilla

const NEHALEM = 'TD02/004'; // g2 10000, vanilla

const { give } = testOnlyAbilities();

/** Player 1 attacks with King of Sword on FL; player 2 guards with a 10000 shield: the attack does not hit. */
function missedAttack(format: FormatId): VGState {
  const s = scenario({
    format,
    at: 'battle',
    p0: { vanguard: NEHALEM, rc: { FL: KING }, deck: deck([]) },
    p1: { vanguard: C.overlord, hand: [C.stardust], deck: deck([]) },
  });
  attack(s, 'FL', 'VC');
  guardWith(s, C.stardust);
  for (let i = 0; i < 20 && prompt(s) !== 'vg.attack'; i++) answer(s, s.decision!.options[0] as never);
  expect(prompt(s)).toBe('vg.attack'); // the battle is over: the next start step asks again
  return s;
}

/** Index in the log of the last event of type `t`. */
function lastAt(s: VGState, t: string): number {
  const log = s.log!;
  for (let i = log.length - 1; i >= 0; i--) if (log[i].e.t === t) return i;
  return -1;
}

const BEAUMAINS = 'TD05/004'; // g2 10000 «Gold Paladin», vanilla: the attacker

const MARRON = 'TD01/008'; // g1 8000 «Royal Paladin», vanilla

const STARDUST = 'TD01/012'; // g0: a guardian

const attacksTwo = cont({ zones: ['RC'], effect: { cont: 'attacksUpTo', n: 2 } });

/** p0's Beaumains on FL attacks; p1 has 8000 units on VC and FL, two Stardusts in hand. */
function position() {
  return scenario({
    at: 'battle',
    p0: { rc: { FL: BEAUMAINS }, deck: deck([]) },
    p1: { vanguard: MARRON, rc: { FL: MARRON, FR: MARRON }, hand: [STARDUST, STARDUST], deck: deck([]) },
  });
}

function startAttack(s: ReturnType<typeof position>, first: 'VC' | 'FL' | 'FR'): void {
  expect(prompt(s)).toBe('vg.attack');
  answer(s, { t: 'yes' });
  answer(s, { t: 'circle', circle: 'FL' });
  answer(s, { t: 'circle', circle: first });
}

const TOUGH = 'TD03/007'; // Tough Boy, g1 8000 «Nova Grappler», Boost

const GARETH = 'TD05/008'; // Knight of Elegant Skills, Gareth, g1 8000 «Gold Paladin», Boost

/** Decline, pass and end everything until `done` holds (at most 40 answers). */
function playOn(s: VGState, done: () => boolean): void {
  for (let i = 0; i < 40 && !done() && s.decision; i++) {
    const o = s.decision.options.find((x) => ['pass', 'no', 'done'].includes(x.t)) ?? s.decision.options[0];
    answer(s, o as never);
  }
  expect(done()).toBe(true);
}

/** The position in the log of the first event matching `is`. */
function logAt(s: VGState, is: (e: Record<string, unknown>) => boolean): number {
  return (s.log ?? []).findIndex((l) => is(l.e as unknown as Record<string, unknown>));
}

const timingAt = (s: VGState, t: string) => logAt(s, (e) => e.t === 'timing' && (e.timings as string[]).includes(t));

// From the former battle.test.ts:
// Rules tests for the battle phase: start, attack, guard, drive, damage and close steps
// (VG2 section 7; VG1 section 7, whose numbers run one step behind from the start step on:
// VG1 7.2 start, 7.3 attack, 7.4 guard, 7.5 drive, 7.6 damage, 7.7 close).
//
// Where a clause says "resolve a check timing", no card ability exists yet that could show it, so the
// tests wrap the check-timing handler to log a `ct` marker each time a check timing starts, and read the
// order of markers, timing points and moves from the event log.

// --- start step -----------------------------------------------------------------------------------

describe('start step (VG2 7.3 / VG1 7.2)', () => {
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

// --- close step -----------------------------------------------------------------------------------

describe('close step (VG2 7.8 / VG1 7.7)', () => {
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

// From the former closeStepAndHearts.test.ts:
// The close step going round again (VG2 7.8.1.1–7.8.1.3, VG1 7.7.1.1–7.7.1.3): an "at the end of battle" ability a
// unit gains, or a charging state it enters, during the close step's check timing still triggers in that close
// step, and one that already stood by there does not again. And "when this card becomes a heart" (VG2 8.6.5.1.5): a
// card a G unit strides onto triggers as though it were still the unit. Vanilla trial-deck cards get test-only
// abilities (`withTestAbilities`, undone after each test); the G units are test-only records. And a zone-changing
// trigger of a card moved from one public zone to another reads the card as it is in its new zone (VG2 8.6.5.1.3),
// seen with a Gyze card, whose active side changes with such a move (12.10.3.3).

describe('the close step goes round again (VG2 7.8.1.3)', () => {
  // Its own Shadowstitch gives the vanguard a Shadowstitch of its own ("your unit attacked … draw a card").
  const gained: AutoAbility = shadowstitch('yours', { zones: ['VC'], effects: [draw(1)] });
  const giving = (until: 'turn' | 'battle') =>
    shadowstitch('this', { zones: ['RC'], effects: [{ do: 'grant', target: yourVanguard, ability: gained, until }] });

  for (const format of ['cr201', 'cr110'] as const) {
    const tag = format === 'cr201' ? 'VG2 7.8.1.1 / VG2 7.8.1.3' : 'VG1 7.7.1.1 / VG1 7.7.1.3';
    it(`${tag}: an "at the end of battle" ability a unit gains in the close step's check timing stands by when the step goes round again; the one that already stood by does not again [${format}]`, () => {
      give(KING, [giving('turn')]);
      const s = missedAttack(format);
      // King's ability once (not again in the second round), then the vanguard's gained one, in this battle.
      expect(events(s, 'playAbility').map((e) => e.card)).toEqual([
        expect.objectContaining({ code: KING }),
        expect.objectContaining({ code: NEHALEM }),
      ]);
      expect(s.players[0].hand).toHaveLength(1); // the gained ability drew a card
      expect(events(s, 'battleEnd')).toHaveLength(1);
      expect(lastAt(s, 'playAbility')).toBeLessThan(lastAt(s, 'battleEnd'));
    });
  }

  it('VG2 7.8.1.2 / VG2 7.8.1.3: an ability gained "until end of that battle" has ceased before the check, so the step does not go round', () => {
    give(KING, [giving('battle')]);
    const s = missedAttack('cr201');
    expect(events(s, 'playAbility')).toHaveLength(1);
    expect(s.players[0].hand).toHaveLength(0);
  });

  it('VG2 7.8.1.3 / VG2 11.29.2: a unit that becomes charging in the close step is put on the bottom of the deck before the battle ends', () => {
    give(KING, [
      shadowstitch('this', { zones: ['RC'], effects: [{ do: 'become', target: thisUnit, state: 'charging' }] }),
    ]);
    const s = missedAttack('cr201');
    expect(s.players[0].field.FL).toHaveLength(0);
    expect(s.players[0].deck[0].code).toBe(KING); // the bottom card
    expect(lastAt(s, 'move')).toBeLessThan(lastAt(s, 'battleEnd'));
  });
});

// From the former multiAttack.test.ts:
// Rules tests for attacks on several units at once (VG2 7.4.1.8.4–7.4.1.8.5), guardians choosing the attacked
// unit they guard (7.5.1.2.2), the damage step per attacked unit (7.7.1.2), and effects that change the units
// being attacked (10.20.1, 7.1.2.3–7.1.2.4). Vanilla trial-deck cards get test-only abilities.

describe('attacks on several units (VG2 7.4.1.8.4–7.4.1.8.5, 7.5.1.2.2, 7.7.1.2)', () => {
  it('VG2 7.4.1.8.4 / VG2 7.4.1.8.5: an "attack up to 2 units" unit chooses a second unit, and both are attacked', () => {
    give(BEAUMAINS, [attacksTwo]);
    const s = position();
    startAttack(s, 'VC');
    expect(prompt(s)).toBe('vg.targetMore');
    expect(s.decision!.options).toContainEqual({ t: 'done' });
    expect(s.decision!.options).not.toContainEqual({ t: 'circle', circle: 'VC' }); // already chosen
    answer(s, { t: 'circle', circle: 'FR' });
    // Two is its limit: no third choice; the guard step comes next.
    expect(prompt(s)).toBe('vg.guard');
    expect(s.battle!.targets.map((t) => t.circle)).toEqual(['VC', 'FR']);
    // Both logs name every unit attacked.
    const seen = eventsFor(s, 1);
    const web = new WebNarrator({} as CardDb, 1).lines(seen).map((l) => l.text);
    expect(web.filter((t) => t.includes(' attacks '))).toEqual(["Opponent's a card attacks your a card and a card."]);
    expect(new CliNarrator(1).events(seen).filter((t) => t.includes(' attacks '))).toEqual([
      "Opponent's the unit (FL) attacks your the unit (VC) and the unit (FR).",
    ]);
  });

  it('VG2 7.4.1.8.4: without the ability no second unit is asked for', () => {
    const s = position();
    startAttack(s, 'VC');
    expect(prompt(s)).toBe('vg.guard');
    expect(s.battle!.targets).toHaveLength(1);
  });

  it('VG2 7.5.1.2.2 / VG2 7.7.1.2: a guardian guards the attacked unit chosen; each unit is compared with the attacker alone', () => {
    give(BEAUMAINS, [attacksTwo]);
    const s = position();
    startAttack(s, 'VC');
    answer(s, { t: 'circle', circle: 'FL' });
    expect(prompt(s)).toBe('vg.guard');
    answer(s, { t: 'guard', card: idOf(s, 1, 'hand', STARDUST) });
    expect(prompt(s)).toBe('vg.guardWhich');
    expect(s.decision!.options).toEqual([
      { t: 'circle', circle: 'VC' },
      { t: 'circle', circle: 'FL' },
    ]);
    answer(s, { t: 'circle', circle: 'VC' });
    expect(prompt(s)).toBe('vg.guard'); // 7.5.1.2.5: back to the play timing
    expect(pw(s, 1, 'VC')).toBe(18000); // the 10000 shield goes to the vanguard only
    expect(pw(s, 1, 'FL')).toBe(8000);
    answer(s, { t: 'pass' });
    // The vanguard (18000 > 10000) is not hit: no damage; the rear-guard (8000 <= 10000) is hit and retired.
    expect(s.players[1].damage.length + s.players[1].vanguardDamage).toBe(0);
    expect(s.players[1].field.FL).toHaveLength(0);
    expect(s.players[1].drop.map((c) => c.code)).toContain(MARRON);
  });

  it('VG2 7.4.1.8.5: Done ends the choice with one unit being attacked', () => {
    give(BEAUMAINS, [attacksTwo]);
    const s = position();
    startAttack(s, 'FL');
    answer(s, { t: 'done' });
    expect(s.battle!.targets.map((t) => t.circle)).toEqual(['FL']);
    expect(abilityText(attacksTwo)).toContain('up to 2');
  });
});

// From the former rules7to12.test.ts:
// Rules tests for clauses of sections 7 (attack and battle), 8 (playing and resolving cards and abilities)
// and 9 (rule actions) of ver. 2.01 that other files leave uncited: the steps of an attack sub phase in
// order, what an attack needs, units that cannot (or can no longer) attack, an attacking unit that has left
// the field, the three categories of abilities and effects, active and inactive effects, the end of a check
// timing, grade requirements and circles when playing cards, revealing an [ACT] played from the hand,
// choosing as many as possible, the unit an effect omits, and continuous effects on cards entering a zone.
// Vanilla trial-deck cards are given test-only abilities with `withTestAbilities` (undone after each test).

describe('section 7: attack and battle', () => {
  it("VG2 7.1 / VG2 7.3.1 / VG2 7.4.1 / VG2 7.5.1 / VG2 7.6.1 / VG2 7.8.1 a vanguard's attack sub phase goes through the start, attack, guard, drive, damage and close steps, in that order", () => {
    const s = scenario({
      at: 'battle',
      p0: { vanguard: KING, deck: deck([]) },
      p1: { vanguard: KING, hand: [TOUGH], deck: deck([]) },
    });
    const phases: string[] = [];
    const seen = () => phases.push(`${s.phase}:${prompt(s)}`);
    seen(); // 7.3.1: the start step asks whether to attack
    answer(s, { t: 'yes' });
    seen(); // 7.4.1: the attack step asks for the attacker, then the target
    answer(s, { t: 'circle', circle: 'VC' });
    seen();
    answer(s, { t: 'circle', circle: 'VC' });
    seen(); // 7.5.1: the non-turn player's play timing
    answer(s, { t: 'pass' });
    expect(phases).toEqual(['start:vg.attack', 'attack:vg.attacker', 'attack:vg.target', 'guard:vg.guard']);
    // 7.6.1: one drive check (into the hand); then the hit is compared and the damage checked; 7.8.1: the battle ends.
    expect(events(s, 'driveCheck')).toHaveLength(1);
    expect(events(s, 'damageCheck')).toHaveLength(1);
    expect(events(s, 'battleEnd')).toEqual([expect.objectContaining({ number: 1 })]);
    const steps = timings(s).filter((t) => /Step/.test(t));
    expect(steps.slice(0, 6)).toEqual([
      'startStep+battlePhase',
      'attackStep',
      'guardStep',
      'driveStep',
      'damageStep',
      'closeStep+endOfBattle',
    ]);
  });

  it('VG2 7.2 / VG2 7.2.2 an attack needs an attacking unit and a unit being attacked: empty circles are offered as neither', () => {
    const s = scenario({
      at: 'battle',
      p0: { vanguard: KING, rc: { FR: TOUGH }, deck: deck([]) },
      p1: { vanguard: KING, rc: { FL: TOUGH }, deck: deck([]) },
    });
    expect(attackers(s)).toEqual(['VC', 'FR']); // the empty FL is not an attacker
    answer(s, { t: 'circle', circle: 'FR' });
    expect(prompt(s)).toBe('vg.target');
    expect(s.decision!.options).toEqual([
      { t: 'circle', circle: 'FL' },
      { t: 'circle', circle: 'VC' },
    ]); // the empty FR of the opponent is not a unit to attack
  });

  it('VG2 7.4.1.4 a unit that is unable to attack (Lord, with a unit of another clan on the field) is not confirmed as the attacker', () => {
    give(KING, [cont({ zones: ['VC', 'RC'], effect: { cont: 'lord' } })]);
    const lordOnly = scenario({ at: 'battle', p0: { vanguard: KING, rc: { FL: TOUGH }, deck: deck([]) } });
    expect(attackers(lordOnly)).toEqual(['FL', 'VC']);
    const s = scenario({ at: 'battle', p0: { vanguard: KING, rc: { FL: TOUGH, BL: GARETH }, deck: deck([]) } });
    expect(attackers(s)).toEqual(['FL']); // the «Gold Paladin» in the back row keeps Lord's vanguard from attacking
  });

  it('VG2 7.4.1.5.2 an attacking unit that becomes unable to attack during its battle (its Lord, once it calls a unit of another clan) still goes on with the battle', () => {
    give(KING, [
      cont({ zones: ['VC', 'RC'], effect: { cont: 'lord' } }),
      auto({
        zones: ['VC'],
        trigger: { on: 'attacks' },
        effects: [{ do: 'search', filter: { clan: 'Gold Paladin' }, then: 'callRC' }],
      }),
    ]);
    const s = scenario({
      at: 'battle',
      p0: { vanguard: KING, deck: deck([GARETH]) },
      p1: { vanguard: TOUGH, deck: deck([]) },
    });
    attack(s, 'VC', 'VC');
    expect(prompt(s)).toBe('vg.search');
    answer(s, { t: 'card', card: idOf(s, 0, 'deck', GARETH) });
    answer(s, { t: 'unit', seat: 0, circle: 'BL' });
    expect(codes(s.players[0].field.BL)).toEqual([GARETH]);
    // Stood up again, the vanguard could not attack now: Lord with a «Gold Paladin» on the field.
    const probe = clone(s);
    probe.players[0].field.VC = probe.players[0].field.VC.map((c) => ({ ...c, rested: false }));
    expect(attackerCircles(probe, 0)).toEqual([]);
    // The battle it began still proceeds: drive check, hit, damage.
    playOn(s, () => events(s, 'battleEnd').length > 0);
    expect(events(s, 'driveCheck')).toHaveLength(1);
    expect(events(s, 'compare')).toEqual([{ t: 'compare', hit: [true] }]);
    expect(events(s, 'damage')).toEqual([expect.objectContaining({ seat: 1, amount: 1 })]);
  });

  it('VG2 7.4.1.8.2.1 an attacking rear-guard that its own "when this unit attacks" returns to the hand is still the battle\'s attacking unit: the battle goes on as a rear-guard\'s attack, with no drive step', () => {
    give(KING, [
      auto({ zones: ['RC'], trigger: { on: 'attacks' }, effects: [{ do: 'returnToHand', target: thisUnit }] }),
    ]);
    const s = scenario({
      at: 'battle',
      p0: { vanguard: TOUGH, rc: { FL: KING }, deck: deck([]) },
      p1: { vanguard: TOUGH, hand: [GARETH], deck: deck([]) },
    });
    attack(s, 'FL', 'VC');
    expect(s.players[0].field.FL).toEqual([]);
    expect(codes(s.players[0].hand)).toEqual([KING]);
    // The battle is not cut off: the opponent still gets the guard step.
    expect(prompt(s)).toBe('vg.guard');
    expect(s.battle!.attacker).toMatchObject({ circle: 'FL' });
    endGuard(s);
    playOn(s, () => events(s, 'battleEnd').length > 0);
    const steps = timings(s).filter((t) => /Step/.test(t));
    expect(steps.slice(0, 5)).toEqual([
      'startStep+battlePhase',
      'attackStep',
      'guardStep',
      'damageStep',
      'closeStep+endOfBattle',
    ]);
    expect(events(s, 'driveCheck')).toEqual([]);
    expect(events(s, 'damage')).toEqual([]); // it left its circle: no hit (7.7.1.3)
  });
});

describe('VG1 section 7: the steps of an attack', () => {
  it('VG1 7.1.2 / VG1 7.1.2.1 / VG1 7.3.1 / VG1 7.3.1.1 / VG1 7.3.1.4.1 / VG1 7.7.1 / VG1 7.7.1.3 each attack runs from the start step to the close step; its battle begins in the attack step, pairs the attacking and attacked units as battle opponents, and ends in the close step, which with nothing standing by goes back to the start step', () => {
    const s = scenario({
      format: 'cr110',
      at: 'battle',
      p0: { vanguard: C.gallatin, rc: { FL: C.blasterBlade }, deck: deck([]) },
      p1: { vanguard: C.overlord, rc: { FL: C.bahr }, hand: [C.critKagero] },
    });
    expect([prompt(s), s.phase, s.battle]).toEqual(['vg.attack', 'start', null]);
    answer(s, { t: 'yes' });
    // The attack step: the battle has begun, before the step's timing.
    expect(prompt(s)).toBe('vg.attacker');
    expect(s.battle).toMatchObject({ number: 1, attacker: null, targets: [] });
    expect(logAt(s, (e) => e.t === 'battle')).toBeLessThan(timingAt(s, 'attackStep'));
    answer(s, { t: 'circle', circle: 'FL' });
    answer(s, { t: 'circle', circle: 'FL' });
    expect(prompt(s)).toBe('vg.guardBatch');
    expect(s.battle!.attacker).toEqual({ id: unit(s, 0, 'FL').id, circle: 'FL' });
    expect(s.battle!.targets).toEqual([{ id: unit(s, 1, 'FL').id, circle: 'FL' }]);
    noGuard(s);
    // The rear-guard's battle: guard, damage and close steps; then the start step of the next attack.
    expect(prompt(s)).toBe('vg.attack');
    expect(s.battle).toBeNull();
    expect(timings(s)).toEqual([
      'startStep',
      'attackStep',
      'guardStep',
      'damageStep',
      'attackHits',
      'closeStep+endOfBattle',
      'startStep',
    ]);
    expect(events(s, 'battleEnd')).toEqual([{ t: 'battleEnd', number: 1 }]);
    expect(codes(s.players[1].drop)).toEqual([C.bahr]); // the battle opponents were compared: 9000 against 8000
    answer(s, { t: 'yes' });
    expect(s.battle).toMatchObject({ number: 2 });
  });

  it('VG1 7.2.1 / VG1 7.2.1.2 in the start step the turn player, and nobody else, chooses whether to attack; not attacking ends the battle phase', () => {
    const s = scenario({ format: 'cr110', at: 'battle', p0: { deck: deck([]) } });
    expect(prompt(s)).toBe('vg.attack');
    expect(s.decision!.seat).toBe(0);
    expect(s.decision!.options).toEqual([{ t: 'yes' }, { t: 'no' }]);
    answer(s, { t: 'no' });
    expect(timings(s).slice(0, 3)).toEqual(['startStep', 'endPhase+endOfTurn', 'turn+standPhase']);
    expect(s.turnPlayer).toBe(1);
    expect(events(s, 'battle')).toEqual([]);
  });

  it('VG1 7.4.1 / VG1 7.4.1.1 / VG1 7.5.1 / VG1 7.5.1.1 / VG1 7.6.1 the guard step opens with its timing and lets the non-turn player guard; the drive step opens with its timing before the drive check; then the damage step resolves the damage', () => {
    const s = scenario({
      format: 'cr110',
      at: 'battle',
      p0: { vanguard: C.gallatin, deck: deck([C.wingal]) },
      p1: { hand: [C.critKagero], deck: deck([C.nehalem], 'TD02/007') },
    });
    attack(s, 'VC', 'VC');
    expect(prompt(s)).toBe('vg.guardBatch');
    expect(s.decision!.seat).toBe(1);
    expect(timingAt(s, 'guardStep')).toBeGreaterThan(logAt(s, (e) => e.t === 'attack'));
    expect(timingAt(s, 'driveStep')).toBe(-1);
    noGuard(s);
    expect(timingAt(s, 'driveStep')).toBeLessThan(logAt(s, (e) => e.t === 'driveCheck'));
    expect(logAt(s, (e) => e.t === 'driveCheck')).toBeLessThan(timingAt(s, 'damageStep'));
    expect(timingAt(s, 'damageStep')).toBeLessThan(logAt(s, (e) => e.t === 'damageCheck'));
    expect(codes(s.players[0].hand)).toEqual([C.wingal]);
    expect(codes(s.players[1].damage)).toEqual([C.nehalem]);
  });
});

{
  // The tests gathered from legionBattleEdges.test.ts, with its helpers: some of their names mean something else above.

  const act = abilitiesDsl.act;

  const LEADER = C.brigitte; // grade 3, 10000

  const MATE = C.blasterBlade; // grade 2, 9000

  const KING = 'TD03/004'; // King of Sword, g2 10000

  const TOUGH = 'TD03/007'; // Tough Boy, g1 8000

  const { give } = testOnlyAbilities();

  /** Player 0's main phase: the Seek Mate vanguard, four drop cards, the mate in the deck; player 1 on grade 3. */
  function seekMateScenario(rc: Record<string, string> = {}): VGState {
    return scenario({
      at: 'main',
      p0: {
        vanguard: LEADER,
        drop: [C.stardust, C.wingal, C.marron, C.critRP],
        deck: deck([C.marron, MATE, C.wingal]),
        rc,
        hand: [C.gallatin],
      },
      p1: { vanguard: C.overlord, rc: { FL: TOUGH }, hand: [C.critKagero] },
    });
  }

  /** Play Seek Mate (ability 0 of the vanguard) and take the mate. */
  function legion(s: VGState): void {
    playAct(s, 0, unit(s, 0, 'VC').id, 0);
    while (prompt(s) === 'vg.cost.dropToDeckTop') answer(s, s.decision!.options[0] as never);
    answer(s, { t: 'card', card: idOf(s, 0, 'deck', MATE) });
    while (prompt(s) === 'vg.playAuto') answer(s, s.decision!.options.find((o) => o.t === 'auto') as never);
    expect(prompt(s)).toBe('vg.main');
  }

  describe('battle opponents (VG2 7.4.1.8.3)', () => {
    const minus5000: Effect = {
      do: 'modify',
      target: { unit: 'battleOpponent' },
      stat: 'power',
      n: -5000,
      until: 'battle',
    };

    it('VG2 7.4.1.8.3: the unit being attacked is the attacking unit battle opponent and the other way round; none before the target is chosen, and a unit that left its circle is no longer one (7.4.1.8.2)', () => {
      const s = scenario({
        at: 'battle',
        p0: { rc: { FL: KING }, deck: deck() },
        p1: { rc: { FL: TOUGH }, hand: [C.critKagero], deck: deck() },
      });
      answer(s, { t: 'yes' });
      answer(s, { t: 'circle', circle: 'FL' });
      expect(prompt(s)).toBe('vg.target');
      const king = unit(s, 0, 'FL');
      expect(battleOpponents(s, king.id)).toEqual([]);
      answer(s, { t: 'circle', circle: 'FL' });
      const tough = unit(s, 1, 'FL');
      expect(battleOpponents(s, king.id).map((x) => [x.seat, x.card.id])).toEqual([[1, tough.id]]);
      expect(battleOpponents(s, tough.id).map((x) => [x.seat, x.card.id])).toEqual([[0, king.id]]);
      expect(battleOpponents(s, unit(s, 1, 'VC').id)).toEqual([]); // not in this battle
      moveCard(s, 0, king, 'FL', 'hand');
      expect(battleOpponents(s, tough.id)).toEqual([]);
    });

    it('VG2 7.4.1.8.3: "this unit\'s battle opponent gets Power -5000" on the attacker\'s "when this unit attacks" reaches the unit it attacks', () => {
      give(KING, [auto({ zones: ['RC'], trigger: { on: 'attacks' }, effects: [minus5000] })]);
      const s = scenario({
        at: 'battle',
        p0: { rc: { FL: KING }, deck: deck() },
        p1: { rc: { FL: TOUGH }, hand: [C.critKagero], deck: deck() },
      });
      const vanguardPower = pw(s, 1, 'VC');
      attack(s, 'FL', 'FL');
      while (prompt(s) === 'vg.playAuto') answer(s, s.decision!.options.find((o) => o.t === 'auto') as never);
      expect(pw(s, 1, 'FL')).toBe(8000 - 5000);
      expect(pw(s, 1, 'VC')).toBe(vanguardPower); // only the unit being attacked
      expect(abilityText(auto({ trigger: { on: 'attacks' }, effects: [minus5000] }))).toContain(
        "this unit's battle opponent gets Power -5000 until end of that battle",
      );
    });

    it("VG2 7.4.1.8.3 / VG2 10.25.5: the Legion Mate attacks with its leader, so the unit they attack is the mate's battle opponent too", () => {
      give(LEADER, [seekMate('Blaster Blade')]);
      give(MATE, [auto({ zones: ['VC'], trigger: { on: 'attacks' }, effects: [minus5000] })]);
      const s = seekMateScenario();
      legion(s);
      const { leader, mate } = legionOf(s, 0)!;
      answer(s, { t: 'pass' });
      const before = pw(s, 1, 'VC');
      attack(s, 'VC', 'VC');
      while (prompt(s) === 'vg.playAuto') answer(s, s.decision!.options.find((o) => o.t === 'auto') as never);
      expect(pw(s, 1, 'VC')).toBe(before - 5000);
      const opp = unit(s, 1, 'VC').id;
      expect(
        battleOpponents(s, opp)
          .map((x) => x.card.id)
          .sort(),
      ).toEqual([leader.id, mate.id].sort());
    });
  });

  describe('confirming the unit being attacked (VG2 7.4.1.7)', () => {
    it('VG2 7.4.1.7 / VG2 7.4.1.7.1 / VG2 7.1.2.1: a specified unit being attacked that left the field before it is confirmed sends the battle to the close step — it still counts as a battle, and the attacker stays rested', () => {
      give(KING, [act({ zones: ['RC'], cost: [], effects: [{ do: 'attack', target: chooseOpponentRearguard() }] })]);
      // "At the beginning of your attack step, retire one of your opponent's rear-guards": it runs at 7.4.1.2,
      // after 10.34.1.1 checked the pair and before 7.4.1.7 confirms the unit being attacked.
      give(LEADER, [
        auto({
          zones: ['VC'],
          trigger: { on: 'beginningOf', timing: 'attackStep' },
          effects: [{ do: 'retire', target: chooseOpponentRearguard() }],
        }),
      ]);
      const s = scenario({
        at: 'main',
        p0: { vanguard: LEADER, rc: { FL: KING }, deck: deck() },
        p1: { rc: { FL: TOUGH }, deck: deck() },
      });
      playAct(s, 0, unit(s, 0, 'FL').id, 0);
      answer(s, { t: 'unit', seat: 1, circle: 'FL' });
      for (let i = 0; i < 5 && prompt(s) !== 'vg.main'; i++) answer(s, s.decision!.options[0] as never);
      expect(prompt(s)).toBe('vg.main');
      expect(s.players[1].drop.map((c) => c.code)).toEqual([TOUGH]);
      expect(s.battlesThisTurn).toBe(1);
      expect(events(s, 'attack')).toEqual([]);
      expect(unit(s, 0, 'FL').rested).toBe(true); // 7.4.1.5 came before 7.4.1.7
      expect(timings(s)).toContain('closeStep+endOfBattle');
      expect(timings(s)).not.toContain('guardStep');
    });
  });
}
