// Vanguard rules tests — the damage step, damage checks and dealing damage (ver. 2.01 7.7, 10.14, 10.15, 10.33; ver. 1.10 7.6).
// Gathered by rules topic from the batch-named files battle.test.ts, rules10and12.test.ts, rulesLeftover10to12.test.ts.

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { emit, gameModule } from '../../../src/core/engine.ts';
import type { Frame, GameEvent } from '../../../src/core/types.ts';
import { type Ability, act } from '../../../src/games/vanguard/abilities/dsl.ts';
import { withTestAbilities } from '../../../src/games/vanguard/abilities/registry.ts';
import { critical } from '../../../src/games/vanguard/characteristics.ts';
import { addMod } from '../../../src/games/vanguard/durations.ts';
import type { FormatId } from '../../../src/games/vanguard/formats.ts';
import { unitOn, type VGState } from '../../../src/games/vanguard/state.ts';
import { moveCard } from '../../../src/games/vanguard/zones.ts';
import * as cardsHelpers from '../cards/helpers.ts';
import { attack, cite, codes, deck, endGuard, noGuard, playAct, resolveTriggers, unit } from '../cards/helpers.ts';
import { answer, autoplay, C, events, idOf, prompt, scenario, setMods, timings } from '../scenario.ts';
import { useTestGUnits } from '../strideCards.ts';

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

function vc(s: VGState, seat: 0 | 1) {
  return unitOn(s, seat, 'VC')!;
}

// --- damage step ----------------------------------------------------------------------------------

describe('damage step (VG2 7.7 / VG1 7.6)', () => {
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

describe('dealing damage (VG2 10.33; ver. 2.01 only)', () => {
  it('VG2 10.33 / VG2 10.33.1 / VG2 10.33.2 a hit by a critical 2 vanguard adds 2 to the vanguard damage, which the damage process of the rule actions works off one point at a time', () => {
    const s = scenario({
      format: 'cr201',
      at: 'battle',
      p0: { deck: deck([C.gallatin]) },
      p1: { vanguard: C.undeux, deck: deck([C.critKagero, C.nehalem], 'TD02/007') },
    });
    setMods(s, 0, 'VC', [{ stat: 'critical', n: 1, until: 'turn' }]);
    attack(s, 'VC', 'VC');
    if (prompt(s) === 'vg.guard') noGuard(s);
    expect(events(s, 'damage')).toEqual([expect.objectContaining({ seat: 1, amount: 2 })]);
    // The first damage check's trigger waits for its checker: one point checked, one still to come.
    expect(prompt(s)).toBe('vg.triggerOrder');
    expect(s.decision!.seat).toBe(1);
    expect(s.players[1].vanguardDamage).toBe(1);
    expect(s.frames.some((f) => f.k === 'vg.damageProcess')).toBe(true);
    resolveTriggers(s);
    expect(s.players[1].vanguardDamage).toBe(0);
    expect(codes(s.players[1].damage)).toEqual([C.critKagero, C.nehalem]);
  });
});

{
  // The tests gathered from rulesLeftover10to12.test.ts, with its helpers: some of their names mean something else above.

  const BOTH = cardsHelpers.BOTH;

  const undo: (() => void)[] = [];

  function give(code: string, abilities: Ability[]): void {
    undo.push(withTestAbilities(code, abilities));
  }

  describe('damage checks for damage dealt by an ability (VG2 10.15.1.1, VG1 10.1.14.1.1)', () => {
    useTestGUnits();
    afterEach(() => {
      while (undo.length) undo.pop()!();
    });

    for (const format of BOTH) {
      it(
        cite(
          format,
          '[VG2 10.15.1.1|VG1 10.1.14.1.1] damage an ability deals to your vanguard is damage checked like battle damage: a draw trigger revealed draws',
        ),
        () => {
          // A «Royal Paladin» vanguard, so that the Royal Paladin draw trigger's effect is active (VG2 9.6.5).
          give(C.gallatin, [act({ zones: ['VC'], cost: [], effects: [{ do: 'rescue', n: 1 }] })]);
          const s = scenario({
            format,
            at: 'main',
            p0: { vanguard: C.gallatin, damage: [C.wingal], deck: deck([C.drawRP, C.marron]) },
            p1: { deck: deck([]) },
          });
          playAct(s, 0, unit(s, 0, 'VC').id, 0);
          autoplay(s, (x) => prompt(x) === 'vg.main', ['pass', 'no', 'done', 'circle', 'unit']);
          expect(codes(s.players[0].drop)).toEqual([C.wingal]); // healed
          expect(codes(s.players[0].damage)).toEqual([C.drawRP]); // the damage check's card
          expect(codes(s.players[0].hand)).toEqual([C.marron]); // its draw trigger drew
          expect(events(s, 'damageCheck')).toHaveLength(1);
        },
      );
    }
  });
}
