// Vanguard rules tests — the guard step (ver. 2.01 7.5; ver. 1.10 7.4).
// Gathered by rules topic from the batch-named files battle.test.ts, gGuardian.test.ts.

import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { heuristicAnswer } from '../../../src/games/vanguard/product/heuristic.ts';
import { act, emit, gameModule } from '../../../src/core/engine.ts';
import { IllegalAnswer } from '../../../src/core/errors.ts';
import type { Frame, GameEvent } from '../../../src/core/types.ts';
import { withTestCards } from '../../../src/games/vanguard/cards/cardPool.ts';
import type { CardRecord } from '../../../src/games/vanguard/cards/cardRecord.ts';
import { power } from '../../../src/games/vanguard/characteristics.ts';
import type { FormatId } from '../../../src/games/vanguard/formats.ts';
import { unitOn, vanguardOf, type VGState } from '../../../src/games/vanguard/state.ts';
import { vgView } from '../../../src/games/vanguard/view.ts';
import { moveCard } from '../../../src/games/vanguard/zones.ts';
import { attack, endGuard, resolveTriggers } from '../cards/helpers.ts';
import { answer, autoplay, C, type CardSpec, events, idOf, offers, prompt, scenario, setMods } from '../scenario.ts';
import { G1, gUnit } from '../strideCards.ts';

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

const GG = 'TEST-GG/001';

const GG2 = 'TEST-GG/002';

/** A G unit printing "G guardian: choose a card with a heal trigger from your hand, and discard it". */
function gGuardianCard(code: string, name: string): CardRecord {
  return { ...gUnit(code, name), skills: [], shield: 15000, gGuardian: { discardTrigger: 'heal' } };
}

let undo: () => void = () => {};

interface Defender {
  vanguard?: string;
  hand?: string[];
  gzone?: CardSpec[];
  damage?: CardSpec[];
}

/** Player 1 (grade 3 Brigitte, 10000 unless told) is attacked on the vanguard by Overlord (grade 3, 11000). */
function guardStep(d: Defender = {}, attacker: string = C.overlord): VGState {
  const s = scenario({
    at: 'battle',
    p0: { vanguard: attacker },
    p1: {
      vanguard: d.vanguard ?? C.brigitte,
      hand: d.hand ?? [C.healRP, C.wingal],
      gzone: d.gzone ?? [GG, GG, GG2, G1],
      damage: d.damage,
    },
  });
  answer(s, { t: 'yes' });
  answer(s, { t: 'circle', circle: 'VC' });
  answer(s, { t: 'circle', circle: 'VC' });
  if (prompt(s) === 'vg.boost') answer(s, { t: 'no' });
  return s;
}

function gOptions(s: VGState): { t: string; card: number; cost: number }[] {
  return (s.decision?.options ?? []).filter((o) => o.t === 'gGuardian') as { t: string; card: number; cost: number }[];
}

const faceUp = (code: string): CardSpec => ({ code, faceDown: false });

// --- guard step -----------------------------------------------------------------------------------

describe('guard step, ver. 2.01 (VG2 7.5)', () => {
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

// From the former gGuardian.test.ts:
// G guardian (VG2 11.14, 7.5.1.2.3, 7.5.1.2.1.1, 8.5.2.2.2, 7.7.1.9): in the opponent's guard step a face-down G
// unit with G guardian is called from the G zone to the guardian circle face up by paying its cost, and goes back
// to the G zone face up when it would leave. The built-in pool has no G units: these tests add test-only records.

describe('calling a G guardian (VG2 7.5.1.2.3, 11.14)', () => {
  beforeEach(() => {
    undo = withTestCards([
      gGuardianCard(GG, 'Test Guardian Angel'),
      gGuardianCard(GG2, 'Test Guardian Knight'),
      gUnit(G1, 'Test Stride Paladin'),
    ]);
  });
  afterEach(() => undo());

  it('VG2 7.5.1.2.3 / VG2 11.14.1 / VG2 11.14.2 / VG2 8.5.2.2.2: the guard step offers each face-down G guardian with each card that can pay its cost', () => {
    const s = guardStep({ hand: [C.healRP, C.healRP, C.wingal, C.healKagero] });
    expect(prompt(s)).toBe('vg.guard');
    expect(s.decision!.seat).toBe(1);
    const heal = idOf(s, 1, 'hand', C.healRP);
    const healK = idOf(s, 1, 'hand', C.healKagero);
    const gg = idOf(s, 1, 'gzone', GG);
    const gg2 = idOf(s, 1, 'gzone', GG2);
    // One per G guardian name and cost card name; a G unit without G guardian and a card without a heal
    // trigger never appear.
    expect(gOptions(s)).toEqual([
      { t: 'gGuardian', card: gg, cost: heal },
      { t: 'gGuardian', card: gg, cost: healK },
      { t: 'gGuardian', card: gg2, cost: heal },
      { t: 'gGuardian', card: gg2, cost: healK },
    ]);
    // The hand guards and the pass are still offered.
    expect(offers(s, { t: 'guard', card: idOf(s, 1, 'hand', C.wingal) })).toBe(true);
    expect(offers(s, { t: 'pass' })).toBe(true);
    // The owner sees the face-down G guardians it may call (VG2 4.11.2); the attacker's view shows no options.
    expect(vgView(s, 1).decision!.looking!.map((c) => c.code)).toEqual([GG, GG2]);
    expect(vgView(s, 0).decision!.options).toBeUndefined();
  });

  it('VG2 7.5.1.2.3: both vanguards must be grade 3 or greater', () => {
    expect(gOptions(guardStep({ vanguard: C.blasterBlade }))).toEqual([]);
    expect(gOptions(guardStep({}, C.nehalem))).toEqual([]);
    expect(gOptions(guardStep({}))).not.toEqual([]);
  });

  it('VG2 7.5.1.2.3: at most 3 face-up G guardians may be in the G zone (face-up other G units do not count)', () => {
    const three = guardStep({ gzone: [faceUp(GG), faceUp(GG), faceUp(GG2), faceUp(G1), GG] });
    expect(gOptions(three)).toHaveLength(1);
    const four = guardStep({ gzone: [faceUp(GG), faceUp(GG), faceUp(GG2), faceUp(GG2), GG] });
    expect(gOptions(four)).toEqual([]);
  });

  it('VG2 7.5.1.2.3 / VG2 8.5.2.3: a G guardian whose cost cannot be paid (no heal trigger in hand) is not offered', () => {
    const s = guardStep({ hand: [C.wingal, C.critRP] });
    expect(gOptions(s)).toEqual([]);
    expect(offers(s, { t: 'guard' })).toBe(true);
  });

  it('VG2 7.5.1.2.1.1: with no hand card, no G guardian can be paid for either, and the guard step passes by itself', () => {
    const s = guardStep({ hand: [] });
    expect(prompt(s)).not.toBe('vg.guard');
    expect(s.players[1].field.GC).toEqual([]);
  });

  it('VG2 7.5.1.2.3 / VG2 11.14.2 / VG2 8.5.2.3 / VG2 4.6.5.1: the cost is paid, the G guardian is put on the guardian circle face up, resting, and its shield guards the attacked unit', () => {
    const s = guardStep();
    const heal = idOf(s, 1, 'hand', C.healRP);
    answer(s, { t: 'gGuardian', card: idOf(s, 1, 'gzone', GG) });
    expect(s.players[1].hand.map((c) => c.code)).toEqual([C.wingal]);
    expect(s.players[1].drop.map((c) => c.code)).toEqual([C.healRP]);
    expect(s.players[1].drop[0].id).not.toBe(heal);
    const gc = s.players[1].field.GC;
    expect(gc).toHaveLength(1);
    expect(gc[0]).toMatchObject({ code: GG, up: true, rested: true });
    expect(s.players[1].gzone.map((c) => c.code)).toEqual([GG, GG2, G1]);
    expect(s.battle!.guardians).toEqual([{ id: gc[0].id, guards: 0 }]);
    expect(power(s, 1, vanguardOf(s, 1)!)).toBe(25000);
    // Both seats see the G guardian face up on the circle (it was called face up).
    expect(vgView(s, 0).players[1].field.GC[0]).toMatchObject({ code: GG });
    // One action per play timing: the guard step asks again.
    expect(prompt(s)).toBe('vg.guard');
    autoplay(s, (x) => x.phase !== 'guard');
    expect(events(s, 'compare')).toEqual([{ t: 'compare', hit: [false] }]);
  });

  it('VG2 11.14.3 / VG2 7.7.1.9: after the battle the G guardian goes to the G zone face up, before the other guardians are retired', () => {
    const s = guardStep();
    answer(s, { t: 'gGuardian', card: idOf(s, 1, 'gzone', GG) });
    answer(s, { t: 'guard', card: idOf(s, 1, 'hand', C.wingal) });
    autoplay(s, (x) => x.battle === null || x.phase === 'end');
    expect(s.players[1].field.GC).toEqual([]);
    expect(s.players[1].drop.map((c) => c.code).sort()).toEqual([C.healRP, C.wingal].sort());
    const up = s.players[1].gzone.filter((c) => c.up);
    expect(up.map((c) => c.code)).toEqual([GG]);
    const fromGC = events(s, 'move').filter((e) => e.from === 'GC');
    expect(fromGC.map((e) => e.to)).toEqual(['gzone', 'drop']);
    // A face-up G guardian is public: the attacker sees it in the G zone.
    expect(vgView(s, 0).players[1].gzoneUp.map((c) => c.code)).toEqual([GG]);
  });

  it('VG2 11.14.3: moved from the guardian circle to any other zone, the G guardian goes to the G zone face up instead', () => {
    const s = guardStep();
    answer(s, { t: 'gGuardian', card: idOf(s, 1, 'gzone', GG) });
    const g = s.players[1].field.GC[0];
    moveCard(s, 1, g, 'GC', 'hand');
    expect(s.players[1].hand.map((c) => c.code)).toEqual([C.wingal]);
    expect(s.players[1].field.GC).toEqual([]);
    expect(s.players[1].gzone.filter((c) => c.up).map((c) => c.code)).toEqual([GG]);
  });

  it('VG2 7.5.1.2.3: the heuristic agent calls a G guardian only when the hit would otherwise be lethal', () => {
    const play = (damage: number): VGState => {
      const s = guardStep({ hand: [C.healRP], damage: Array(damage).fill(C.wingal) as string[] });
      // The heal trigger's 10000 shield alone cannot stop the attack; the G guardian's 15000 can.
      setMods(s, 0, 'VC', [{ stat: 'power', n: 13000, until: 'turn' }]);
      const gap = power(s, 0, vanguardOf(s, 0)!) - power(s, 1, vanguardOf(s, 1)!);
      expect(gap).toBeGreaterThanOrEqual(10000);
      expect(gap).toBeLessThan(15000);
      const d = s.decision!;
      act(s, d.seat, heuristicAnswer(vgView(s, d.seat), d.seat, d.prompt, d.options));
      return s;
    };
    // With nothing left to guard with, the battle then plays on by itself: the guard events tell what was called.
    const guards = (s: VGState) => events(s, 'guard').map((e) => (e.card as { code: string }).code);
    expect(guards(play(5))).toEqual([GG]);
    expect(guards(play(2))).toEqual([]);
  });
});
