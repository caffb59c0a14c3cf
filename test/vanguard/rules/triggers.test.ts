// Vanguard rules tests — the drive step, drive checks and trigger effects (ver. 2.01 7.6, 10.8; ver. 1.10 7.5).
// Gathered by rules topic from the batch-named files battle.test.ts, battleLeftovers.test.ts, rules10and12.test.ts, triggers.test.ts.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emit, gameModule } from '../../../src/core/engine.ts';
import type { Frame, GameEvent } from '../../../src/core/types.ts';
import { thisUnit } from '../../../src/games/vanguard/abilities/dsl.ts';
import { requireCard } from '../../../src/games/vanguard/cards/cardPool.ts';
import { critical, drive, power, sharesClan } from '../../../src/games/vanguard/characteristics.ts';
import type { FormatId } from '../../../src/games/vanguard/formats.ts';
import { unitOn, type VGState } from '../../../src/games/vanguard/state.ts';
import * as cardsHelpers from '../cards/helpers.ts';
import { attack, cite, codes, deck, endGuard, noGuard, resolveTriggers, textOf, unit } from '../cards/helpers.ts';
import { answer, autoplay, C, events, idOf, type PlayerSpec, prompt, scenario, timings } from '../scenario.ts';
import { actDo, testOnlyAbilities } from '../testAbilities.ts';

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

const { give } = testOnlyAbilities();

// --- drive step -----------------------------------------------------------------------------------

describe('drive step (VG2 7.6 / VG1 7.5)', () => {
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

// From the former battleLeftovers.test.ts:
// Battle and timing leftovers: a drive unit at drive 0 or less (VG2 7.6.1.2.2, through the "drive -N" effect), the
// actions of a loop counting as performed (VG2 12.1.1.4) and a zone-changing trigger from a hidden zone to a
// public one (VG1 8.6.4.1.1). Vanilla trial-deck cards are given test-only abilities with `withTestAbilities`
// (undone after each test).

describe('VG2 7.6.1.2.2 a drive unit whose drive is 0 or less makes no drive check', () => {
  // Brigitte (Twin Drive!!, drive 2) attacks after "this unit gets drive N" for the turn.
  const attackWithDrive = (n: number) => {
    give(C.brigitte, [actDo({ do: 'modifyDrive', target: thisUnit, n, until: 'turn' })]);
    const s = scenario({
      at: 'main',
      p0: { vanguard: C.brigitte, deck: deck([C.critRP, C.drawRP, C.standRP]) },
      p1: { vanguard: C.overlord, deck: deck([]) },
    });
    answer(s, { t: 'act', card: unit(s, 0, 'VC').id, index: 0 });
    const driveNow = drive(unit(s, 0, 'VC'));
    answer(s, { t: 'pass' });
    attack(s, 'VC', 'VC');
    endGuard(s);
    autoplay(s, () => s.battle === null || events(s, 'damageCheck').length > 0);
    return { s, driveNow };
  };

  it('VG2 7.6.1.2.2: drive -2 takes Twin Drive!! to 0: the drive step checks nothing and goes on to the damage step', () => {
    const { s, driveNow } = attackWithDrive(-2);
    expect(driveNow).toBe(0);
    expect(events(s, 'driveCheck')).toEqual([]);
    expect(s.players[0].trigger).toEqual([]);
    expect(s.players[0].deck.length).toBe(23); // nothing left the deck for a check
    // 7.6.1.4: the step still ends with its check timing, then the damage step begins and the attack hits.
    expect(timings(s)).toContain('driveStep');
    expect(timings(s).indexOf('damageStep')).toBeGreaterThan(timings(s).indexOf('driveStep'));
    expect(events(s, 'damageCheck').length).toBe(1);
  });

  it('VG2 7.6.1.2.2: a drive below 0 is "0 or less" too (drive -3), while drive -1 leaves one check', () => {
    const below = attackWithDrive(-3);
    expect(below.driveNow).toBe(-1);
    expect(events(below.s, 'driveCheck')).toEqual([]);
    const one = attackWithDrive(-1);
    expect(one.driveNow).toBe(1);
    expect(events(one.s, 'driveCheck').length).toBe(1);
  });

  it('VG2 7.6.1.2.2: the drive change lasts its duration: the next turn the vanguard has drive 2 again', () => {
    give(C.brigitte, [actDo({ do: 'modifyDrive', target: thisUnit, n: -2, until: 'turn' })]);
    const s = scenario({ at: 'main', p0: { vanguard: C.brigitte, deck: deck([]) } });
    answer(s, { t: 'act', card: unit(s, 0, 'VC').id, index: 0 });
    expect(drive(unit(s, 0, 'VC'))).toBe(0);
    autoplay(s, (x) => x.turnPlayer === 1);
    expect(drive(unit(s, 0, 'VC'))).toBe(2);
  });

  it('VG2 7.6.1.2.2: the drive effect reads as card text', () => {
    give(C.brigitte, [actDo({ do: 'modifyDrive', target: thisUnit, n: -1, until: 'turn' })]);
    expect(textOf(C.brigitte)).toBe('[ACT](VC/RC):This unit gets drive -1 until end of turn.');
  });
});

{
  // The tests gathered from rules10and12.test.ts, with its helpers: some of their names mean something else above.

  const BOTH = cardsHelpers.BOTH;

  describe('drive check, damage check and heal (VG2 10.8, 10.14, 10.15; VG1 10.1.7, 10.1.13, 10.1.14)', () => {
    for (const format of BOTH) {
      it(
        cite(
          format,
          '[VG2 10.14|VG1 10.1.13] / [VG2 10.14.1|VG1 10.1.13.1] / [VG2 10.15|VG1 10.1.14] / [VG2 10.15.1|VG1 10.1.14.1] the attacking vanguard drive checks its top card into the hand; the hit vanguard damage checks its top card into the damage zone',
        ),
        () => {
          const s = scenario({
            format,
            at: 'battle',
            p0: { deck: deck([C.gallatin]) },
            p1: { deck: deck([C.nehalem], 'TD02/007') },
          });
          attack(s, 'VC', 'VC');
          if (prompt(s) === 'vg.guard' || prompt(s) === 'vg.guardBatch') noGuard(s); // no hand: no guard step question
          expect(events(s, 'driveCheck')).toEqual([
            expect.objectContaining({ seat: 0, card: expect.objectContaining({ code: C.gallatin }) }),
          ]);
          expect(codes(s.players[0].hand)).toEqual([C.gallatin]);
          expect(events(s, 'damageCheck')).toEqual([
            expect.objectContaining({ seat: 1, card: expect.objectContaining({ code: C.nehalem }) }),
          ]);
          expect(codes(s.players[1].damage)).toEqual([C.nehalem]);
          expect(s.players[0].trigger).toEqual([]);
          expect(s.players[1].trigger).toEqual([]);
        },
      );

      it(
        cite(
          format,
          '[VG2 10.8|VG1 10.1.7] / [VG2 10.8.1|VG1 10.1.7.1] a heal trigger heals: the damage card its checker chooses moves from the damage zone to the drop zone',
        ),
        () => {
          const s = scenario({
            format,
            at: 'battle',
            p0: { damage: [C.wingal, C.marron], deck: deck([C.gallatin]) },
            p1: { vanguard: C.undeux, damage: [C.bahr, C.aermo], deck: deck([C.healKagero], 'TD02/007') },
          });
          attack(s, 'VC', 'VC');
          if (prompt(s) === 'vg.guard' || prompt(s) === 'vg.guardBatch') noGuard(s); // no hand: no guard step question
          const aermo = idOf(s, 1, 'damage', C.aermo);
          // The checker orders the trigger's two actions (VG2 2.8.2): heal first.
          expect(prompt(s)).toBe('vg.triggerOrder');
          expect(s.decision!.options[0]).toEqual({ t: 'order', order: ['heal', 'power'] });
          answer(s, s.decision!.options[0] as never);
          expect(prompt(s)).toBe('vg.heal');
          expect(s.decision!.seat).toBe(1);
          answer(s, { t: 'card', card: aermo });
          resolveTriggers(s);
          expect(codes(s.players[1].drop)).toEqual([C.aermo]);
          // Two damage before, one healed, the checked heal trigger added.
          expect(codes(s.players[1].damage)).toEqual([C.bahr, C.healKagero]);
          expect(events(s, 'heal')).toEqual([expect.objectContaining({ seat: 1 })]);
        },
      );
    }
  });
}

{
  // The tests gathered from triggers.test.ts, with its helpers: some of their names mean something else above.

  const BOTH = cardsHelpers.BOTH;

  /** Blaster Blade on VC (Gallatin on FL) with `deck` on top attacks the vanguard, unboosted: its drive check comes next. */
  function vanguardDrives(format: FormatId, deck: string[], p1?: PlayerSpec): VGState {
    const s = scenario({
      format,
      at: 'battle',
      turn: 3,
      p0: { vanguard: C.blasterBlade, rc: { FL: C.gallatin }, deck },
      p1,
    });
    attack(s, 'VC', 'VC');
    return s;
  }

  function vc(s: VGState, seat: 0 | 1) {
    return unitOn(s, seat, 'VC')!;
  }

  function modifies(s: VGState): { seat: number; stat: string; n: number; until: string }[] {
    return events(s, 'modify').map((e) => ({
      seat: e.seat as number,
      stat: e.stat as string,
      n: e.n as number,
      until: e.until as string,
    }));
  }

  function triggerChecks(s: VGState): { seat: number; kind: string; active: boolean }[] {
    return events(s, 'triggerCheck').map((e) => ({
      seat: e.seat as number,
      kind: e.kind as string,
      active: e.active as boolean,
    }));
  }

  // --- clan condition -------------------------------------------------------------------------------

  describe('clan condition', () => {
    for (const format of BOTH) {
      it(`VG2 7.6.1.2.4 / VG1 7.5.1.2.2 VG-201 a drive-checked trigger of another clan does nothing and goes to hand [${format}]`, () => {
        const s = vanguardDrives(format, [C.critKagero, C.wingal]);
        expect(prompt(s)).toBe('vg.attack');
        expect(triggerChecks(s)).toEqual([{ seat: 0, kind: 'critical', active: false }]);
        expect(modifies(s)).toEqual([]);
        expect(critical(s, 0, vc(s, 0))).toBe(1);
        expect(s.players[0].hand.map((c) => c.code)).toEqual([C.critKagero]);
      });

      it(`VG2 9.6.5 / VG1 7.6.1.6.2 VG-201 a damage-checked trigger of another clan does nothing and goes to the damage zone [${format}]`, () => {
        const s = scenario({
          format,
          at: 'battle',
          turn: 3,
          p0: { vanguard: C.blasterBlade, rc: { FL: C.gallatin } },
          p1: { vanguard: C.wingal, deck: [C.drawKagero, C.wingal, C.wingal] },
        });
        const hand = s.players[1].hand.length;
        attack(s, 'VC', 'VC');
        expect(prompt(s)).toBe('vg.attack');
        expect(triggerChecks(s)).toEqual([{ seat: 1, kind: 'draw', active: false }]);
        expect(s.answers.filter((a) => a.seat === 1)).toHaveLength(0);
        expect(s.players[1].damage.map((c) => c.code)).toEqual([C.drawKagero]);
        expect(s.players[1].hand).toHaveLength(hand);
        expect(power(s, 1, vc(s, 1))).toBe(6000);
      });

      it(`VG2 7.6.1.2.4 / VG1 7.5.1.2.2 a rear-guard of the trigger's clan satisfies the condition [${format}]`, () => {
        const s = scenario({
          format,
          at: 'battle',
          turn: 3,
          p0: { vanguard: C.blasterBlade, rc: { BR: C.aermo }, deck: [C.critKagero, C.wingal] },
        });
        attack(s, 'VC', 'VC');
        expect(triggerChecks(s)).toEqual([{ seat: 0, kind: 'critical', active: true }]);
        expect(prompt(s)).toBe('vg.triggerOrder');
      });

      it(`VG2 9.6.5 / VG1 7.6.1.6.2 a guardian of the trigger's clan does not satisfy the condition [${format}]`, () => {
        const s = scenario({
          format,
          at: 'battle',
          turn: 3,
          p0: { vanguard: C.brigitte, rc: { BC: C.marron, FL: C.gallatin } },
          p1: { vanguard: C.wingal, hand: [C.aermo], deck: [C.critKagero, C.wingal, C.wingal] },
        });
        answer(s, { t: 'yes' });
        answer(s, { t: 'circle', circle: 'VC' });
        answer(s, { t: 'circle', circle: 'VC' });
        answer(s, { t: 'yes' }); // boost: 18000 against 6000 + 5000
        answer(s, { t: 'guard', card: idOf(s, 1, 'hand', C.aermo) });
        expect(events(s, 'compare')).toEqual([{ t: 'compare', hit: [true] }]);
        expect(triggerChecks(s)).toEqual([{ seat: 1, kind: 'critical', active: false }]);
        expect(s.players[1].damage.map((c) => c.code)).toEqual([C.critKagero]);
      });
    }

    it('VG2 2.2.5 a «Cray Elemental» card shares a clan with every clan', () => {
      const kagero = requireCard(C.critKagero);
      const royal = requireCard(C.brigitte);
      const elemental = { ...requireCard(C.stardust), clan: 'Cray Elemental' };
      expect(sharesClan(royal, kagero)).toBe(false);
      expect(sharesClan(elemental, kagero)).toBe(true);
      expect(sharesClan(royal, elemental)).toBe(true);
    });
  });
}
