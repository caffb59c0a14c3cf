// Format d, VGD section 10 (attack and battle): the attack sub-phase from the start step to the close step, read from
// the event log with a check-timing marker, and the clauses on attackers and units being attacked that leave or move,
// units attacked together, events of attacking, boosting, intercepting and hitting, and the guard step's actions.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emit, gameModule, run } from '../../../../src/core/engine.ts';
import type { Frame, GameEvent } from '../../../../src/core/types.ts';
import { auto, cont, draw, type Target } from '../../../../src/games/vanguard/abilities/dsl.ts';
import { addMod } from '../../../../src/games/vanguard/durations.ts';
import { unitOn, type VGState } from '../../../../src/games/vanguard/state.ts';
import { moveCard, setRested } from '../../../../src/games/vanguard/zones.ts';
import { attack, deck, endGuard, pw, unit } from '../../cards/helpers.ts';
import { testOnlyAbilities } from '../../testAbilities.ts';
import { useTestCards } from '../../testCards.ts';
import { answer, autoplay, C, events, idOf, offers, prompt, scenario, timings } from '../../scenario.ts';
import { D, D_CARDS } from '../dTestCards.ts';

useTestCards(D_CARDS);
const { give } = testOnlyAbilities();

// --- check-timing markers (as in test/vanguard/battle.test.ts): a `ct` event each time a check timing starts ------

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

/** The tokens from the first `start` token up to the first `end` token after it (both included). */
function between(tokens: string[], start: string, end: string): string[] {
  const i = tokens.indexOf(start);
  expect(i, `${start} in ${tokens.join(' ')}`).toBeGreaterThanOrEqual(0);
  const j = tokens.indexOf(end, i + 1);
  expect(j, `${end} after ${start} in ${tokens.join(' ')}`).toBeGreaterThan(i);
  return tokens.slice(i, j + 1);
}

/** Player 1's grade 3 vanguard (twin drive) boosted from BC attacks player 2's grade 0 vanguard, which guards once. */
function guardedHit(): VGState {
  const s = scenario({
    format: 'd',
    at: 'battle',
    p0: { vanguard: D.persona, rc: { BC: D.g1 }, deck: deck([C.critRP, C.wingal]) },
    p1: { vanguard: D.g0, hand: [C.stardust], deck: deck() },
  });
  attack(s, 'VC', 'VC', true);
  // With its hand empty and no interceptor, the defender is then deemed to pass (VGD 10.5.1.2.1.1).
  answer(s, { t: 'guard', card: idOf(s, 1, 'hand', C.stardust) });
  if (prompt(s) === 'vg.guardMore') answer(s, { t: 'done' }); // VGD 10.5.1.2.2: no more cards in this call
  autoplay(s, (x) => x.battle === null);
  return s;
}

describe('VGD 10.1–10.3: the attack sub-phase and the start step', () => {
  it('VGD 10.3.1 / VGD 10.3.1.4 / VGD 10.4.1.1: choosing to attack resolves a check timing, then the battle begins with the attack step', () => {
    const s = scenario({ format: 'd', at: 'battle', p0: { vanguard: D.persona, deck: deck() }, p1: { deck: deck() } });
    const from = s.log!.length;
    answer(s, { t: 'yes' });
    expect(trace(s, from).slice(0, 4)).toEqual(['ct', 'battle', '@attackStep', 'ct']);
    expect(s.battle).toMatchObject({ number: 1, attacker: null, targets: [] });
  });

  it('VGD 10.1.1 / VGD 10.1.2 / VGD 10.2 / VGD 10.2.1: a battle runs from the attack step to the close step, with standing front-row units attacking', () => {
    const s = guardedHit();
    const tokens = trace(s);
    const battle = between(tokens, 'battle', 'battleEnd');
    const steps = battle.filter((t) => t.startsWith('@'));
    expect(steps).toEqual([
      '@attackStep',
      '@guardStep',
      '@driveStep',
      '@damageStep',
      '@attackHits',
      '@closeStep+endOfBattle',
    ]);
    expect(events(s, 'battle')).toEqual([{ t: 'battle', number: 1 }]);
    expect(events(s, 'battleEnd')).toEqual([{ t: 'battleEnd', number: 1 }]);
  });

  it('VGD 10.2.2 / VGD 10.5.1.2.1.1: once the unit being attacked no longer exists, the defender is deemed to pass', () => {
    const s = scenario({
      format: 'd',
      at: 'battle',
      p0: { vanguard: D.persona, deck: deck() },
      p1: { vanguard: D.g0, rc: { FL: D.g1 }, hand: [C.stardust, C.wingal], deck: deck() },
    });
    attack(s, 'VC', 'FL');
    answer(s, { t: 'guard', card: idOf(s, 1, 'hand', C.stardust) });
    if (prompt(s) === 'vg.guardMore') answer(s, { t: 'done' }); // VGD 10.5.1.2.2: no more cards in this call
    expect(prompt(s)).toBe('vg.guard');
    // The attacked rear-guard leaves the field (as an ability in the check timing after the guard could make it).
    moveCard(s, 1, s.players[1].field.FL[0], 'FL', 'drop');
    s.decision = null;
    run(s);
    // No further play timing: the battle went on to the drive step.
    expect(timings(s)).toContain('driveStep');
    expect(prompt(s)).not.toBe('vg.guard');
    expect(events(s, 'guard')).toHaveLength(1);
    expect(s.players[1].hand.map((c) => c.code)).toContain(C.wingal);
  });

  it('VGD 10.5.1.2.1.1: with the unit being attacked still there, the play timing comes back after each guard (control)', () => {
    const s = scenario({
      format: 'd',
      at: 'battle',
      p0: { vanguard: D.persona, deck: deck() },
      p1: { vanguard: D.g0, rc: { FL: D.g1 }, hand: [C.stardust, C.wingal], deck: deck() },
    });
    attack(s, 'VC', 'FL');
    answer(s, { t: 'guard', card: idOf(s, 1, 'hand', C.stardust) });
    if (prompt(s) === 'vg.guardMore') answer(s, { t: 'done' }); // VGD 10.5.1.2.2: no more cards in this call
    expect(prompt(s)).toBe('vg.guard');
  });

  it('VGD 10.5.1.2.1.1: with an empty hand and no interceptor the defender is deemed to pass at once', () => {
    const s = scenario({ format: 'd', at: 'battle', p0: { vanguard: D.persona, deck: deck() }, p1: { deck: deck() } });
    attack(s, 'VC', 'VC');
    expect(prompt(s)).not.toBe('vg.guard');
    expect(timings(s)).toContain('driveStep');
  });
});

describe('VGD 10.4: the attack step', () => {
  it('VGD 10.4.1 / VGD 10.4.1.3.1: when no unit can be chosen to attack, the battle and the attack step end and the game goes on to the end phase (no close step)', () => {
    const s = scenario({ format: 'd', at: 'battle', p0: { vanguard: D.persona, deck: deck() }, p1: { deck: deck() } });
    answer(s, { t: 'yes' });
    expect(prompt(s)).toBe('vg.attacker');
    // The only attacker is rested before it is chosen (as an effect in the attack step's check timing could do).
    setRested(s, 0, unit(s, 0, 'VC'), true);
    s.decision = null;
    run(s);
    const tokens = trace(s);
    expect(between(tokens, 'battle', 'battleEnd')).toEqual(['battle', '@attackStep', 'ct', 'rest', 'battleEnd']);
    expect(timings(s)).not.toContain('closeStep+endOfBattle');
    expect(timings(s)).toContain('endPhase+endOfTurn');
    expect(s.battle).toBeNull();
    expect(events(s, 'battle')).toEqual([{ t: 'battle', number: 1 }]); // VGD 10.1.3: it counts as a battle
  });

  it('VGD 10.4.1.5.1 / VGD 10.4.1.5.3: the attacker is rested and attacks; its "when this unit attacks" ability stands by then', () => {
    // Test-only: "[AUTO](VC): When this unit attacks, draw a card."
    give(D.persona, [auto({ zones: ['VC'], trigger: { on: 'attacks' }, effects: [draw(1)] })]);
    const s = scenario({
      format: 'd',
      at: 'battle',
      p0: { vanguard: D.persona, deck: deck() },
      p1: { hand: [C.stardust], deck: deck() },
    });
    const from = s.log!.length;
    attack(s, 'VC', 'VC');
    const tokens = trace(s, from);
    const attackAt = tokens.indexOf('attack');
    expect(tokens[attackAt - 1]).toBe('rest');
    expect(tokens.indexOf('standby')).toBeGreaterThan(attackAt);
    expect(tokens.indexOf('standby')).toBeLessThan(tokens.indexOf('@guardStep'));
    expect(s.battle!.attacker).toEqual({ id: unit(s, 0, 'VC').id, circle: 'VC' });
  });

  it('VGD 10.4.1.8 / VGD 10.4.1.9.3 / VGD 10.4.1.10: an attacker that attacks more units attacks them all; a guardian then guards the one its master chooses', () => {
    give(D.g2, [cont({ zones: ['RC'], effect: { cont: 'attacksUpTo', n: 2 } })]);
    const s = scenario({
      format: 'd',
      at: 'battle',
      p0: { vanguard: D.g1, rc: { FL: D.g2 }, deck: deck() },
      p1: { vanguard: C.marron, rc: { FL: C.marron }, hand: [C.stardust], deck: deck() },
    });
    answer(s, { t: 'yes' });
    answer(s, { t: 'circle', circle: 'FL' });
    answer(s, { t: 'circle', circle: 'VC' });
    expect(prompt(s)).toBe('vg.targetMore');
    answer(s, { t: 'circle', circle: 'FL' });
    expect(s.battle!.targets.map((t) => t.circle)).toEqual(['VC', 'FL']);
    answer(s, { t: 'guard', card: idOf(s, 1, 'hand', C.stardust) });
    if (prompt(s) === 'vg.guardMore') answer(s, { t: 'done' }); // VGD 10.5.1.2.2: no more cards in this call
    expect(prompt(s)).toBe('vg.guardWhich');
    answer(s, { t: 'circle', circle: 'VC' });
    autoplay(s, (x) => x.battle === null);
    // Each unit being attacked is compared with the attacker: the guarded vanguard survives, the rear-guard is hit.
    expect(events(s, 'compare')).toEqual([{ t: 'compare', hit: [false, true] }]);
    expect(s.players[1].field.FL).toHaveLength(0);
  });

  it('VGD 10.4.1.9 / VGD 10.4.1.9.1 / VGD 10.4.1.9.2 / VGD 10.7.1.2.1: an attacked rear-guard moved away is no longer attacked; the battle goes on and it is not hit', () => {
    const s = scenario({
      format: 'd',
      at: 'battle',
      p0: { vanguard: D.persona, deck: deck() },
      p1: { vanguard: D.g0, rc: { FL: C.wingal }, hand: [C.stardust, C.marron], deck: deck() },
    });
    attack(s, 'VC', 'FL');
    answer(s, { t: 'guard', card: idOf(s, 1, 'hand', C.stardust) });
    if (prompt(s) === 'vg.guardMore') answer(s, { t: 'done' }); // VGD 10.5.1.2.2: no more cards in this call
    const target = unitOn(s, 1, 'FL')!;
    moveCard(s, 1, target, 'FL', 'BL');
    autoplay(s, (x) => x.battle === null);
    // The battle went on through the drive step; there was no comparison of power, no hit.
    expect(events(s, 'driveCheck')).toHaveLength(2);
    expect(events(s, 'compare')).toEqual([{ t: 'compare', hit: [false] }]);
    expect(unitOn(s, 1, 'BL')).toMatchObject({ id: target.id });
    expect(s.players[1].drop.map((c) => c.code)).toEqual([C.stardust]);
  });

  it('VGD 10.4.1.11: a unit placed later on the circle of the unit being attacked does not become a unit being attacked', () => {
    const s = scenario({
      format: 'd',
      at: 'battle',
      p0: { vanguard: D.persona, deck: deck() },
      p1: { vanguard: D.g0, rc: { FL: C.wingal }, hand: [C.marron, C.stardust], deck: deck() },
    });
    attack(s, 'VC', 'FL');
    const placed = moveCard(
      s,
      1,
      s.players[1].hand.find((c) => c.code === C.marron)!,
      'hand',
      'FL',
    );
    endGuard(s);
    autoplay(s, (x) => x.battle === null);
    expect(events(s, 'compare')).toEqual([{ t: 'compare', hit: [false] }]);
    expect(unitOn(s, 1, 'FL')).toMatchObject({ id: placed.id, code: C.marron });
  });

  it('VGD 10.4.1.12.2 / VGD 10.4.1.13: "when this unit boosts" stands by at the boost and resolves in the check timing before the guard step', () => {
    // Test-only: "[AUTO](RC): When this unit boosts, draw a card."
    give(D.g1, [auto({ zones: ['RC'], trigger: { on: 'boosts' }, effects: [draw(1)] })]);
    for (const boost of [true, false]) {
      const s = scenario({
        format: 'd',
        at: 'battle',
        p0: { vanguard: D.persona, rc: { BC: D.g1 }, deck: deck() },
        p1: { hand: [C.stardust], deck: deck() },
      });
      const from = s.log!.length;
      attack(s, 'VC', 'VC', boost);
      const tokens = between(trace(s, from), 'attack', '@guardStep');
      expect(tokens.includes('boost')).toBe(boost);
      expect(s.players[0].hand).toHaveLength(boost ? 1 : 0);
      if (boost) {
        expect(tokens.indexOf('standby')).toBeGreaterThan(tokens.indexOf('boost'));
        expect(tokens.lastIndexOf('ct')).toBeGreaterThan(tokens.indexOf('standby'));
      }
    }
  });
});

describe('VGD 10.5: the guard step', () => {
  it('VGD 10.5.1 / VGD 10.5.1.2: the defender gets a play timing offering hand guardians, interceptors and pass', () => {
    const s = scenario({
      format: 'd',
      at: 'battle',
      p0: { vanguard: D.persona, deck: deck() },
      p1: { vanguard: D.g0, rc: { FR: D.g2 }, hand: [C.stardust], deck: deck() },
    });
    attack(s, 'VC', 'VC');
    expect(s.decision).toMatchObject({ seat: 1, kind: 'playTiming', prompt: 'vg.guard' });
    expect(offers(s, { t: 'guard', card: idOf(s, 1, 'hand', C.stardust) })).toBe(true);
    expect(offers(s, { t: 'intercept', circle: 'FR' })).toBe(true);
    expect(offers(s, { t: 'pass' })).toBe(true);
  });

  it('VGD 10.5.1.2.4.1: "when this unit intercepts" stands by when the unit intercepts and resolves', () => {
    // Test-only: "[AUTO](RC): When this unit intercepts, draw a card."
    give(D.g2, [auto({ zones: ['RC', 'GC'], trigger: { on: 'intercepts' }, effects: [draw(1)] })]);
    const s = scenario({
      format: 'd',
      at: 'battle',
      p0: { vanguard: D.persona, deck: deck() },
      p1: { vanguard: D.g0, rc: { FR: D.g2 }, hand: [C.stardust], deck: deck() },
    });
    attack(s, 'VC', 'VC');
    answer(s, { t: 'intercept', circle: 'FR' });
    autoplay(s, (x) => prompt(x) === 'vg.guard');
    expect(s.players[1].field.GC.map((c) => c.code)).toEqual([D.g2]);
    expect(s.players[1].hand).toHaveLength(2);
  });
});

describe('VGD 10.6: the drive step', () => {
  it('VGD 10.6.1 / VGD 10.6.1.2.3 / VGD 10.6.1.2.5 / VGD 10.6.1.4: each check puts the top card in the trigger zone, a check timing follows, and one more before the damage step', () => {
    const s = guardedHit();
    const drive = between(trace(s), '@driveStep', '@damageStep');
    expect(drive).toEqual([
      '@driveStep',
      'ct', // 10.6.1.1
      '0:deck>trigger', // 10.6.1.2.3
      'driveCheck',
      'triggerCheck', // 10.6.1.2.4: the critical trigger
      'modify',
      'modify',
      'ct', // 10.6.1.2.5
      '0:trigger>hand', // 10.6.1.2.6
      'ct', // 10.6.1.3
      '0:deck>trigger',
      'driveCheck',
      'ct',
      '0:trigger>hand',
      'ct', // 10.6.1.3
      'ct', // 10.6.1.4
      '@damageStep',
    ]);
  });
});

describe('VGD 10.7: the damage step', () => {
  it('VGD 10.7.1 / VGD 10.7.1.9 / VGD 10.7.1.11: the damage, the hit event, a check timing, the guardians retired, a last check timing, then the close step', () => {
    const s = guardedHit();
    expect(between(trace(s), '@damageStep', '@closeStep+endOfBattle')).toEqual([
      '@damageStep',
      'ct', // 10.7.1.1
      'compare', // 10.7.1.2
      'ct', // 10.7.1.3
      'damage', // 10.7.1.4: critical 2 (critical trigger)
      'ct', // 10.7.1.5: damage taken one point at a time (13.6, 13.7)
      '1:deck>trigger',
      'damageCheck',
      '1:trigger>damage',
      '1:deck>trigger',
      'damageCheck',
      '1:trigger>damage',
      '@attackHits', // 10.7.1.6
      'ct', // 10.7.1.9
      '1:GC>drop', // 10.7.1.10
      'ct', // 10.7.1.11
      '@closeStep+endOfBattle',
    ]);
  });

  it('VGD 10.7.1.4.2 / VGD 10.7.1.2.1: an attacker that moved to another circle does not hit and deals no damage', () => {
    const s = scenario({
      format: 'd',
      at: 'battle',
      p0: { vanguard: D.persona, rc: { FL: D.g2 }, deck: deck() },
      p1: { vanguard: D.g0, hand: [C.marron], deck: deck() },
    });
    attack(s, 'FL', 'VC');
    moveCard(s, 0, unitOn(s, 0, 'FL')!, 'FL', 'BL');
    endGuard(s);
    autoplay(s, (x) => x.battle === null);
    expect(events(s, 'compare')).toEqual([{ t: 'compare', hit: [false] }]);
    expect(events(s, 'damage')).toHaveLength(0);
    expect(s.players[1].damage).toHaveLength(0);
  });

  it('VGD 10.7.1.6.1: "when this unit\'s attack hits a vanguard" needs the specified unit attacked to be the vanguard', () => {
    // Test-only: "[AUTO](RC): When this unit's attack hits a vanguard, draw a card."
    give(D.g2, [auto({ zones: ['RC'], trigger: { on: 'hits', vs: 'vanguard' }, effects: [draw(1)] })]);
    for (const target of ['VC', 'FL'] as const) {
      const s = scenario({
        format: 'd',
        at: 'battle',
        p0: { vanguard: D.persona, rc: { FL: D.g2 }, deck: deck() },
        p1: { vanguard: D.g0, rc: { FL: C.stardust }, deck: deck() },
      });
      attack(s, 'FL', target);
      autoplay(s, (x) => x.battle === null);
      expect(events(s, 'compare')).toEqual([{ t: 'compare', hit: [true] }]);
      expect(s.players[0].hand).toHaveLength(target === 'VC' ? 1 : 0);
    }
  });

  it('VGD 10.7.1.7: an attack that did not hit has its "did not hit" event, and no hit event', () => {
    const s = scenario({
      format: 'd',
      at: 'battle',
      p0: { vanguard: D.g0, deck: deck() },
      p1: { vanguard: D.persona, deck: deck() },
    });
    attack(s, 'VC', 'VC');
    autoplay(s, (x) => x.battle === null);
    expect(events(s, 'compare')).toEqual([{ t: 'compare', hit: [false] }]);
    expect(timings(s)).toContain('attackDidNotHit');
    expect(timings(s)).not.toContain('attackHits');
  });
});

describe('VGD 10.8: the close step', () => {
  it('VGD 10.8.1 / VGD 10.8.1.3 / VGD 10.8.1.4: "until end of battle" effects end, the close step ends with no ability standing by, and the start step comes back', () => {
    const s = scenario({
      format: 'd',
      at: 'battle',
      p0: { vanguard: D.persona, rc: { FL: D.g2 }, deck: deck() },
      p1: { hand: [C.stardust], deck: deck() },
    });
    attack(s, 'VC', 'VC');
    addMod(s, 0, unit(s, 0, 'VC'), 'power', 3000, 'battle');
    addMod(s, 0, unit(s, 0, 'VC'), 'power', 1000, 'turn');
    expect(pw(s, 0, 'VC')).toBe(17000);
    autoplay(s, (x) => x.battle === null);
    expect(between(trace(s), '@closeStep+endOfBattle', 'battleEnd')).toEqual([
      '@closeStep+endOfBattle',
      'ct',
      'battleEnd',
    ]);
    expect(pw(s, 0, 'VC')).toBe(14000);
    expect(s.decision).toMatchObject({ seat: 0, prompt: 'vg.attack' });
    expect(s.phase).toBe('start');
    answer(s, { t: 'yes' });
    expect(s.decision!.options).toEqual([{ t: 'circle', circle: 'FL' }]);
    expect(events(s, 'battle').map((e) => e.number)).toEqual([1, 2]);
  });

  it('VGD 10.1.4 / VGD 10.1.5: an attack on a rear-guard changed to the vanguard is a battle where the vanguard is attacked until the close step', () => {
    const oppUnit: Target = { unit: 'choose', side: 'opponent', what: 'unit', n: 1 };
    give(D.g2, [
      auto({ zones: ['RC'], trigger: { on: 'attacks' }, effects: [{ do: 'changeAttacked', target: oppUnit }] }),
      // "At the end of the battle that this unit attacked a vanguard, draw a card."
      auto({ zones: ['RC'], trigger: { on: 'battleEnds', role: 'attacked', vs: 'vanguard' }, effects: [draw(1)] }),
    ]);
    const s = scenario({
      format: 'd',
      at: 'battle',
      p0: { vanguard: D.persona, rc: { FL: D.g2 }, deck: deck() },
      p1: { vanguard: D.g0, rc: { FR: C.marron }, hand: [C.stardust], deck: deck() },
    });
    attack(s, 'FL', 'FR');
    for (let i = 0; i < 5 && prompt(s) !== null && !s.decision!.options.some((o) => 'circle' in o); i++)
      answer(s, s.decision!.options[0] as never);
    answer(s, { t: 'unit', seat: 1, circle: 'VC' });
    expect(s.battle!.targets.map((t) => t.circle)).toEqual(['VC']);
    autoplay(s, (x) => x.battle === null);
    // The rear-guard first attacked stays; the vanguard was hit; the end-of-battle ability for a vanguard attacked played.
    expect(unitOn(s, 1, 'FR')!.code).toBe(C.marron);
    expect(s.players[1].damage).toHaveLength(1);
    expect(s.players[0].hand).toHaveLength(1);
  });
});
