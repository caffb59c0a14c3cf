// Imaginary Gift: Accel (VG2 2.16.2.2, 10.6.3.2–10.6.3.2.2.1): riding a card with the Accel icon gains its master
// a new front-row rear-guard circle (`A1`, `A2`, … in gain order), alternately left and right of the front row;
// the unit on it gets Power +10000 during its master's turn, and gained circles of the two players pair up in
// columns. The built-in pool has no card with a gift icon, so these tests add test-only records (testCards.ts).
import { describe, expect, it } from 'vitest';
import { heuristicAnswer } from '../../src/games/vanguard/product/heuristic.ts';
import { act, run } from '../../src/core/engine.ts';
import type { Seat } from '../../src/core/types.ts';
import { renderBoard } from '../../src/games/vanguard/product/terminalRender.ts';
import { cont } from '../../src/games/vanguard/abilities/dsl.ts';
import { withTestAbilities } from '../../src/games/vanguard/abilities/registry.ts';
import { cardByCode, parseCardFile } from '../../src/games/vanguard/cards/cardPool.ts';
import type { CardRecord } from '../../src/games/vanguard/cards/cardRecord.ts';
import { attackerCircles, targetCircles } from '../../src/games/vanguard/battle.ts';
import { gainCircle } from '../../src/games/vanguard/gift.ts';
import { resampleVanguard } from '../../src/games/vanguard/resample.ts';
import {
  type Circle,
  cloneState,
  facingGained,
  gainedSide,
  rearGuardCircles,
  REAR_GUARD_CIRCLES,
  type VGState,
} from '../../src/games/vanguard/state.ts';
import { vgEvents, vgView } from '../../src/games/vanguard/view.ts';
import { answer, autoplay, C, events, idOf, offers, prompt, scenario } from './scenario.ts';
import { attack, call, codes, endGuard, pw, unit } from './cards/helpers.ts';
import { paladinRecord, useTestCards } from './testCards.ts';

const ACCEL = 'TEST-IGA/001';
const ACCEL2 = 'TEST-IGA/002';
const FORCE = 'TEST-IGA/003';
const FRONT = 'TEST-IGA/004';

function giftCard(code: string, name: string, gift: 'force' | 'accel'): CardRecord {
  return paladinRecord(code, name, {
    grade: 3,
    power: 11000,
    shield: null,
    unitType: 'normal',
    skills: ['twinDrive'],
    gift,
  });
}

useTestCards([
  giftCard(ACCEL, 'Test Accel Knight', 'accel'),
  giftCard(ACCEL2, 'Test Accel Lord', 'accel'),
  giftCard(FORCE, 'Test Force Knight', 'force'),
  // A front trigger (VG2 2.8.1.1.6) of the vanguard's clan.
  {
    ...giftCard(FRONT, 'Test Front Squire', 'force'),
    gift: undefined,
    grade: 0,
    power: 5000,
    shield: 10000,
    skills: [],
    trigger: { kind: 'front', power: 10000 },
  },
]);

/** Player 1's ride phase with these cards in hand and a grade 2 vanguard. */
function ridePhase(hand: string[], p1Hand: string[] = []): VGState {
  return scenario({
    at: 'ride',
    p0: { vanguard: C.blasterBlade, hand },
    p1: { vanguard: C.overlord, hand: p1Hand },
  });
}

function ride(s: VGState, code: string): void {
  expect(prompt(s)).toBe('vg.ride');
  answer(s, { t: 'ride', card: idOf(s, 0, 'hand', code) });
}

/** Put a face-up standing card on `circle` of `seat` (a position, not a play). */
function put(s: VGState, seat: Seat, circle: Circle, code: string, rested = false): void {
  s.players[seat].field[circle].push({
    id: s.nextId++,
    code,
    owner: seat,
    up: true,
    rested,
    placed: ++s.placeSeq,
    mods: null,
  });
}

/** Player 1's main phase after gaining `mine` circles; player 2 has gained `theirs`. */
function mainWithGained(mine: number, theirs: number, hand: string[] = []): VGState {
  const s = scenario({ at: 'main', p0: { vanguard: C.brigitte, hand }, p1: { vanguard: C.overlord } });
  for (let i = 0; i < Math.max(mine, theirs); i++) {
    if (i < mine) gainCircle(s, 0);
    if (i < theirs) gainCircle(s, 1);
  }
  // Ask the main phase's play timing again, now with the gained circles.
  s.decision = null;
  run(s);
  return s;
}

describe('the Accel icon (VG2 2.16.2.2)', () => {
  it('VG2 2.16.2.2: a card record may carry the Accel icon, which gives it "Imaginary Gift: Accel"', () => {
    expect(cardByCode(ACCEL)!.gift).toBe('accel');
    const entry = giftCard('X/1', 'X', 'accel');
    expect(parseCardFile([entry], 'cards.json')[0].gift).toBe('accel');
  });
});

describe('Imaginary Gift: Accel (VG2 10.6.3.2)', () => {
  it('VG2 10.6.3 / VG2 10.6.3.2: riding an Accel card gains a rear-guard circle at the next check timing, with no question', () => {
    const s = ridePhase([ACCEL, C.wingal]);
    s.log = [];
    expect(s.accel).toBeUndefined(); // nobody has gained a circle: the constant lists
    expect(rearGuardCircles(s, 0)).toBe(REAR_GUARD_CIRCLES);
    ride(s, ACCEL);
    expect(events(s, 'giftPending')).toEqual([{ t: 'giftPending', seat: 0, gift: 'accel' }]);
    expect(events(s, 'gift')).toEqual([{ t: 'gift', seat: 0, gift: 'accel', circle: 'A1' }]);
    // Public: the opponent is told which circle was gained.
    expect(vgEvents(s, 1).filter((e) => e.t === 'gift')).toEqual([{ t: 'gift', seat: 0, gift: 'accel', circle: 'A1' }]);
    expect(prompt(s)).toBe('vg.main'); // nothing to choose
    expect(s.gifts).toEqual([{ seat: 0, gift: 'accel', circle: 'A1' }]);
    expect(rearGuardCircles(s, 0)).toEqual([...REAR_GUARD_CIRCLES, 'A1']);
    expect(rearGuardCircles(s, 1)).toEqual(REAR_GUARD_CIRCLES); // the opponent gained nothing
    expect(s.players[0].field.A1).toEqual([]);
    // A rear-guard circle: a normal call may go onto it.
    expect(offers(s, { t: 'call', card: idOf(s, 0, 'hand', C.wingal), circle: 'A1' })).toBe(true);
    call(s, C.wingal, 'A1');
    expect(unit(s, 0, 'A1').code).toBe(C.wingal);
  });

  it('VG2 10.6.3.2 / VG2 10.6.3.2.2: riding Accel in three turns gains A1 left of the front row, A2 right of it, A3 left again', () => {
    const s = scenario({
      at: 'ride',
      p0: { vanguard: C.blasterBlade, hand: [ACCEL, ACCEL2, ACCEL] },
      p1: { vanguard: C.overlord },
    });
    const nextRide = () => autoplay(s, (x) => x.turnPlayer === 0 && prompt(x) === 'vg.ride', ['no', 'done', 'pass']);
    ride(s, ACCEL);
    nextRide();
    ride(s, ACCEL2); // a grade 3 onto a grade 3
    nextRide();
    ride(s, ACCEL);
    expect(prompt(s)).toBe('vg.main');
    expect(s.gifts!.filter((m) => m.seat === 0)).toEqual(
      ['A1', 'A2', 'A3'].map((circle) => ({ seat: 0, gift: 'accel', circle })),
    );
    expect(['A1', 'A2', 'A3'].map((c) => gainedSide(c as 'A1'))).toEqual(['left', 'right', 'left']);
    expect(rearGuardCircles(s, 0)).toEqual([...REAR_GUARD_CIRCLES, 'A1', 'A2', 'A3']);
    // The board draws them where they are: the third outermost on the left.
    const front = renderBoard(vgView(s, 0), 0)
      .split('\n')
      .filter((l) => l.includes('FL') && l.includes('VC'))
      .pop()!; // player 1's own front row, drawn below the opponent's
    const at = (c: string) => front.indexOf(`${c} `);
    expect(at('A3')).toBeLessThan(at('A1'));
    expect(at('A1')).toBeLessThan(at('FL'));
    expect(at('FR')).toBeLessThan(at('A2'));
  });

  it("VG2 10.6.3.2: the unit on the gained circle gets Power +10000 during its master's turn only, for the rest of the game", () => {
    const s = ridePhase([ACCEL, C.wingal, C.marron]);
    ride(s, ACCEL);
    call(s, C.wingal, 'A1');
    expect(pw(s, 0, 'A1')).toBe(16000); // 6000 + 10000
    expect(pw(s, 0, 'VC')).toBe(11000); // the ridden card itself gets nothing
    // Whichever unit is on it gets the bonus: a new call replaces the first (VG2 9.3.6) and gets it too.
    call(s, C.marron, 'A1');
    expect(unit(s, 0, 'A1').code).toBe(C.marron);
    expect(codes(s.players[0].drop)).toContain(C.wingal);
    expect(pw(s, 0, 'A1')).toBe(18000);
    autoplay(s, (x) => x.turnPlayer === 1);
    expect(pw(s, 0, 'A1')).toBe(8000); // the opponent's turn
    autoplay(s, (x) => x.turnPlayer === 0 && x.phase === 'main');
    expect(pw(s, 0, 'A1')).toBe(18000); // its master's next turn
  });

  it('VG2 10.6.3: once Force has been resolved, riding an Accel card gains no circle', () => {
    const s = ridePhase([ACCEL]);
    s.gifts = [{ seat: 0, gift: 'force', circle: 'VC' }];
    s.log = [];
    ride(s, ACCEL);
    expect(events(s, 'giftNotResolved')).toEqual([{ t: 'giftNotResolved', seat: 0, gift: 'accel' }]);
    expect(s.accel).toBeUndefined();
    expect(s.gifts).toEqual([{ seat: 0, gift: 'force', circle: 'VC' }]);
  });

  it('VG2 10.6.3: once Accel has been resolved, riding a Force card resolves nothing, and a second Accel gains another circle', () => {
    const s2 = ridePhase([FORCE]);
    gainCircle(s2, 0);
    ride(s2, FORCE);
    expect(prompt(s2)).toBe('vg.main');
    expect(s2.gifts).toEqual([{ seat: 0, gift: 'accel', circle: 'A1' }]);
    const s3 = ridePhase([ACCEL]);
    gainCircle(s3, 0);
    ride(s3, ACCEL);
    expect(rearGuardCircles(s3, 0)).toEqual([...REAR_GUARD_CIRCLES, 'A1', 'A2']);
  });
});

describe('a gained circle is in the front row (VG2 10.6.3.2.1)', () => {
  it('VG2 10.6.3.2.1: its unit may attack, with no booster (no circle behind it)', () => {
    const s = scenario({
      at: 'battle',
      p0: { vanguard: C.brigitte, rc: { BL: C.marron } },
      p1: { vanguard: C.overlord },
    });
    gainCircle(s, 0);
    put(s, 0, 'A1', C.gallatin);
    expect(attackerCircles(s, 0)).toContain('A1');
    expect(pw(s, 0, 'A1')).toBe(20000);
    s.log = [];
    attack(s, 'A1', 'VC', true); // no boost is asked: the back-left Boost unit is in another column
    expect(events(s, 'attack')).toMatchObject([{ seat: 0, from: 'A1', target: 'VC' }]);
    expect(events(s, 'boost')).toEqual([]);
    expect(unit(s, 0, 'BL').rested).toBe(false);
    expect(unit(s, 0, 'A1').rested).toBe(true);
    expect(events(s, 'compare')).toEqual([{ t: 'compare', hit: [true] }]); // 20000 against 11000
  });

  it('VG2 10.6.3.2.1: the opponent may attack its unit, as a front-row rear-guard', () => {
    const s = scenario({ at: 'battle', p0: { vanguard: C.brigitte }, p1: { vanguard: C.overlord } });
    gainCircle(s, 1);
    put(s, 1, 'A1', C.nehalem);
    expect(targetCircles(s, 0, 'VC')).toEqual(['VC', 'A1']);
    attack(s, 'VC', 'A1');
    endGuard(s);
    autoplay(s, (x) => x.battle === null || prompt(x) === 'vg.attack');
    // Brigitte's 10000 hits Nehalem's 10000: no Accel bonus for it outside its master's turn.
    expect(s.players[1].field.A1).toEqual([]);
    expect(codes(s.players[1].drop)).toContain(C.nehalem);
  });

  it('VG2 10.6.3.2.1 / VG2 11.3.1: a unit with Intercept on a gained circle is in a front rear-guard circle and may intercept', () => {
    const s = scenario({ at: 'battle', p0: { vanguard: C.brigitte }, p1: { vanguard: C.overlord, hand: [C.bahr] } });
    gainCircle(s, 1);
    put(s, 1, 'A1', C.nehalem);
    put(s, 1, 'BL', C.nehalem); // a back-row unit may not
    attack(s, 'VC', 'VC');
    expect(prompt(s)).toBe('vg.guard');
    expect(offers(s, { t: 'intercept', circle: 'A1' })).toBe(true);
    expect(offers(s, { t: 'intercept', circle: 'BL' })).toBe(false);
    answer(s, { t: 'intercept', circle: 'A1' });
    expect(s.players[1].field.A1).toEqual([]);
    expect(codes(s.players[1].field.GC)).toEqual([C.nehalem]);
  });

  it("VG2 10.6.3.2.1: an effect on 'your front row' reaches the gained circle's unit (a front trigger, VG2 2.8.1.1.6)", () => {
    const s = scenario({
      at: 'battle',
      p0: { vanguard: C.blasterBlade, rc: { FL: C.gallatin, BL: C.marron }, deck: [FRONT, C.wingal, C.wingal] },
      p1: { vanguard: C.overlord },
    });
    gainCircle(s, 0);
    put(s, 0, 'A1', C.wingal);
    attack(s, 'VC', 'VC');
    endGuard(s);
    expect(events(s, 'triggerCheck')).toMatchObject([{ seat: 0, kind: 'front', active: true }]);
    expect(pw(s, 0, 'A1')).toBe(26000); // 6000 + 10000 (Accel) + 10000 (front trigger)
    expect(pw(s, 0, 'FL')).toBe(20000); // 10000 + 10000: a front-row rear-guard too
    expect(pw(s, 0, 'BL')).toBe(8000); // the back row gets nothing
  });
});

describe('columns with the opponent’s gained circles (VG2 10.6.3.2.2.1)', () => {
  const KING = C.gallatin;
  function withDarkDevice(): () => void {
    // [CONT](RC) Dark Device: +5000 while the opponent has no unit in this unit's column (VG2 11.36.1.1).
    return withTestAbilities(KING, [
      cont({ zones: ['RC'], gate: { kw: 'darkDevice' }, effect: { cont: 'modify', stat: 'power', n: 5000 } }),
    ]);
  }

  it("VG2 10.6.3.2.2.1: one player's first gained circle is in the other's second's column, the third in the fourth's, and so on", () => {
    const s = mainWithGained(3, 4);
    expect(facingGained(s, 0, 'A1')).toBe('A2');
    expect(facingGained(s, 0, 'A2')).toBe('A1');
    expect(facingGained(s, 0, 'A3')).toBe('A4');
    expect(facingGained(s, 1, 'A4')).toBe('A3');
    expect(facingGained(s, 1, 'A3')).toBeUndefined(); // player 1 has no fourth circle
  });

  it("VG2 10.6.3.2.2.1 / VG2 11.36.1.1: Dark Device on a gained circle reads the opponent's paired gained circle as its column", () => {
    const off = withDarkDevice();
    try {
      const s = mainWithGained(2, 2);
      put(s, 0, 'A1', KING);
      expect(pw(s, 0, 'A1')).toBe(25000); // 10000 + 10000 (Accel) + 5000: nobody across
      put(s, 1, 'A1', C.nehalem); // player 2's first circle: the other column
      expect(pw(s, 0, 'A1')).toBe(25000);
      put(s, 1, 'A2', C.nehalem); // player 2's second circle: the same column
      expect(pw(s, 0, 'A1')).toBe(20000);
      // Player 2's first circle faces player 1's second.
      put(s, 0, 'A2', KING);
      expect(pw(s, 0, 'A2')).toBe(20000);
    } finally {
      off();
    }
  });

  it('VG2 10.6.3.2.2.1: a gained circle the opponent has no partner for has no opposing unit in its column', () => {
    const off = withDarkDevice();
    try {
      const s = mainWithGained(1, 0);
      for (const c of ['FL', 'VC', 'FR', 'BL', 'BC', 'BR'] as const) if (c !== 'VC') put(s, 1, c, C.nehalem);
      put(s, 0, 'A1', KING);
      expect(pw(s, 0, 'A1')).toBe(25000);
    } finally {
      off();
    }
  });
});

describe('gained circles in the rest of the game', () => {
  it('VG2 9.3.6 / VG2 10.6.3.2: the overloaded-circle rule action applies to a gained circle: the unit placed last stays', () => {
    const s = mainWithGained(1, 0, [C.wingal]);
    put(s, 0, 'A1', C.marron);
    call(s, C.wingal, 'A1');
    expect(codes(s.players[0].field.A1)).toEqual([C.wingal]);
    expect(codes(s.players[0].drop)).toEqual([C.marron]);
  });

  it('VG2 10.6.3.2: every seat sees the gained circles, their units and their power; a clone and a resample keep them apart', () => {
    const s = mainWithGained(2, 1);
    put(s, 0, 'A2', C.wingal);
    for (const who of [0, 1, 'spectator'] as const) {
      const v = vgView(s, who);
      expect(v.players[0].gifts).toEqual({ accel: ['A1', 'A2'] });
      expect(v.players[1].gifts).toEqual({ accel: ['A1'] });
      expect(v.players[0].field.A1).toEqual([]);
      expect(v.players[0].field.A2).toMatchObject([{ code: C.wingal, power: 16000 }]);
      expect(v.players[1].field.A2).toBeUndefined();
    }
    const board = renderBoard(vgView(s, 1), 1);
    expect(board).toContain('A2 Wingal');
    expect(board).toContain('Accel circles: A1 A2');
    const c = cloneState(s);
    c.players[0].field.A2.pop();
    expect(codes(s.players[0].field.A2)).toEqual([C.wingal]);
    const r = resampleVanguard(s, 1, 7);
    expect(codes(r.players[0].field.A2)).toEqual([C.wingal]);
    r.players[0].field.A2.pop();
    expect(codes(s.players[0].field.A2)).toEqual([C.wingal]);
  });

  it('the heuristic agent calls onto and attacks from a gained circle', () => {
    // Enough shield in hand that the agent calls (it keeps shields to guard with).
    const s = ridePhase([ACCEL, C.gallatin, C.critRP, C.critRP, C.critRP, C.healRP]);
    ride(s, ACCEL);
    expect(prompt(s)).toBe('vg.main');
    const play = () => {
      const d = s.decision!;
      const a = heuristicAnswer(vgView(s, d.seat), d.seat, d.prompt, d.options);
      expect(d.options).toContainEqual(a);
      act(s, d.seat, a);
    };
    play();
    expect(unit(s, 0, 'A1').code).toBe(C.gallatin); // an empty circle worth +10000
    for (let i = 0; i < 200 && !s.result && s.turnPlayer === 0; i++) play();
    expect(events(s, 'attack').some((e) => e.from === 'A1')).toBe(true);
  });
});
