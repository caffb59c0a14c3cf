// Vanguard rules tests — imaginary gifts: Force, Accel and Protect (ver. 2.01 2.16, 10.6.3).
// Gathered by rules topic from the batch-named files accelNames.test.ts, giftAccel.test.ts, imaginaryGift.test.ts, strideLeftovers.test.ts.

import { describe, expect, it } from 'vitest';
import { features } from '../../../src/games/vanguard/product/search.ts';
import { heuristicAnswer } from '../../../src/games/vanguard/product/heuristic.ts';
import {
  circleName as cliCircleName,
  Narrator as CliNarrator,
  renderAnswer,
  renderBoard,
} from '../../../src/games/vanguard/product/terminalRender.ts';
import { act, eventsFor, run } from '../../../src/core/engine.ts';
import type { Seat } from '../../../src/core/types.ts';
import { cont } from '../../../src/games/vanguard/abilities/dsl.ts';
import { abilitiesOf, withTestAbilities } from '../../../src/games/vanguard/abilities/registry.ts';
import { abilityText } from '../../../src/games/vanguard/abilities/text.ts';
import { attackerCircles, targetCircles } from '../../../src/games/vanguard/battle.ts';
import { cardByCode, PROTECT_CODE } from '../../../src/games/vanguard/cards/cardPool.ts';
import type { CardRecord } from '../../../src/games/vanguard/cards/cardRecord.ts';
import { vanguardCatalog } from '../../../src/games/vanguard/catalog.ts';
import { critical, grade, power, shield } from '../../../src/games/vanguard/characteristics.ts';
import { checkTiming } from '../../../src/games/vanguard/checkTiming.ts';
import { addProtect, gainCircle } from '../../../src/games/vanguard/gift.ts';
import { resampleVanguard } from '../../../src/games/vanguard/resample.ts';
import {
  type Circle,
  cloneState,
  facingGained,
  gainedSide,
  lockedOn,
  REAR_GUARD_CIRCLES,
  rearGuardCircles,
  type VGState,
} from '../../../src/games/vanguard/state.ts';
import { vgEvents, vgView } from '../../../src/games/vanguard/view.ts';
import { moveCard } from '../../../src/games/vanguard/zones.ts';
import { answerLabel } from '../../../web/src/games/vanguard/answers.ts';
import type { VgCardDb as CardDb } from '../../../web/src/games/vanguard/cardInfo.ts';
import { Narrator as WebNarrator } from '../../../web/src/games/vanguard/narrate.ts';
import { circleName, circleShort } from '../../../web/src/games/vanguard/prompts.ts';
import { attack, call, codes, endGuard, pw, resolveTriggers, unit } from '../cards/helpers.ts';
import { answer, autoplay, C, events, idOf, offers, prompt, scenario } from '../scenario.ts';
import { useTestGUnits } from '../strideCards.ts';
import { actDo, testOnlyAbilities } from '../testAbilities.ts';
import { paladinRecord, useTestCards } from '../testCards.ts';

/** Player 1's main phase with the gained circle `A1`, Wingal in hand. */
function gained() {
  const s = scenario({ at: 'main', p0: { vanguard: C.brigitte, hand: [C.wingal] }, p1: { vanguard: C.overlord } });
  gainCircle(s, 0);
  // Ask the main phase's play timing again, now with the gained circle.
  s.decision = null;
  run(s);
  return s;
}

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

const { give } = testOnlyAbilities();

const KING = 'TD03/004'; // King of Sword, a vanilla grade 2 host for test-only abilities

// From the former accelNames.test.ts:
// A circle gained with Imaginary Gift: Accel (VG2 10.6.3.2: `A1`, `A2`, … in gain order) as the clients name it
// (the browser's answer labels and log, the terminal's) and as the ISMCTS agent's evaluation counts it.

describe('gained circles by name (VG2 10.6.3.2)', () => {
  it('VG2 10.6.3.2: a gained circle is "Accel circle 1" in both clients, the usual circles keep their names', () => {
    expect(circleName('A1')).toBe('Accel circle 1');
    expect(circleShort('A12')).toBe('Accel circle 12');
    expect(circleShort('FL')).toBe('front left');
    expect(circleName('VC')).toBe('vanguard circle');
    expect(cliCircleName('A2')).toBe('Accel circle 2');
    expect(cliCircleName('FL')).toBe('front-left');
  });

  it("VG2 10.6.3.2: the answer to call to a gained circle and the call's log line name it in both clients", () => {
    const s = gained();
    const answer = { t: 'call', card: idOf(s, 0, 'hand', C.wingal), circle: 'A1' };
    const db = Object.fromEntries([C.wingal].map((c) => [c, vanguardCatalog.cardInfo(c)])) as unknown as CardDb;
    const web = new WebNarrator(db, 0);
    const cli = new CliNarrator(0);
    const v = vgView(s, 0);
    web.codes.learnView(v);
    cli.learnView(v);
    expect(answerLabel(answer, 'vg.main', v, { db, codes: web.codes }, 0)).toBe('Call Wingal to Accel circle 1');
    expect(renderAnswer(answer, 'vg.main', v, cli, 0)).toBe('Call Wingal (G1 6000) to Accel circle 1');
    const from = s.log!.length;
    call(s, C.wingal, 'A1');
    const seen = eventsFor(s, 1, from);
    expect(new WebNarrator(db, 1).lines(seen).map((l) => l.text)).toContain('Opponent calls Wingal to Accel circle 1.');
    expect(new CliNarrator(1).events(seen)).toContain('Opponent calls Wingal to Accel circle 1.');
  });

  it("VG2 10.6.3.2: the ISMCTS evaluation counts the unit on a gained circle among the player's rear-guards", () => {
    const s = gained();
    const rearGuards = () => features(s.players[0])[8];
    expect(rearGuards()).toBe(0);
    call(s, C.wingal, 'A1');
    expect(rearGuards()).toBe(1);
  });
});

describe('Imaginary Gift: Accel (VG2 10.6.3.2)', () => {
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

describe('VG2 10.6.3.3.3.4: a Protect card locked from the hand', () => {
  useTestGUnits();

  it('VG2 10.6.3.3.3.4 / VG2 10.22.9.1: put on the circle as a locked card, it is removed from it at once; the unit that was there goes to the drop zone', () => {
    give(KING, [actDo({ do: 'putAsLocked', from: 'hand' })]);
    const s = scenario({
      at: 'main',
      p0: { vanguard: C.brigitte, hand: [C.wingal], rc: { FR: KING, FL: C.marron } },
      p1: { vanguard: C.overlord },
    });
    const q = addProtect(s, 0);
    s.log = [];
    answer(s, { t: 'act', card: unit(s, 0, 'FR').id, index: 0 });
    expect(prompt(s)).toBe('vg.putLockedFromHand');
    answer(s, { t: 'card', card: q.id });
    expect(prompt(s)).toBe('vg.putLockedTo');
    answer(s, { t: 'unit', seat: 0, circle: 'FL' });
    expect(s.players[0].field.FL).toEqual([]);
    expect(lockedOn(s, 0, 'FL')).toBeUndefined();
    expect(s.players[0].hand.map((c) => c.code)).toEqual([C.wingal]);
    expect(s.players[0].drop.map((c) => c.code)).toEqual([C.marron]);
    expect(events(s, 'protectRemoved')).toHaveLength(1);
    expect(events(s, 'lock')).toEqual([]);
    expect([...s.players[0].drop, ...s.players[0].removed].some((c) => c.code === PROTECT_CODE)).toBe(false);
  });

  it('VG2 10.22.9: any other hand card chosen stays on the circle as a locked card', () => {
    give(KING, [actDo({ do: 'putAsLocked', from: 'hand' })]);
    const s = scenario({ at: 'main', p0: { vanguard: C.brigitte, hand: [C.wingal], rc: { FR: KING } } });
    answer(s, { t: 'act', card: unit(s, 0, 'FR').id, index: 0 });
    answer(s, { t: 'card', card: idOf(s, 0, 'hand', C.wingal) });
    answer(s, { t: 'unit', seat: 0, circle: 'BL' });
    expect(lockedOn(s, 0, 'BL')?.code).toBe(C.wingal);
    expect(s.players[0].hand).toEqual([]);
    const text = abilityText(actDo({ do: 'putAsLocked', from: 'hand' })).toLowerCase();
    expect(text).toContain('choose a card from your hand');
  });
});

{
  // The tests gathered from imaginaryGift.test.ts, with its helpers: some of their names mean something else above.

  const FORCE = 'TEST-IG/001';

  const FORCE2 = 'TEST-IG/002';

  const PROTECT = 'TEST-IG/003';

  function giftCard(code: string, name: string, grade: number, gift: 'force' | 'protect'): CardRecord {
    return paladinRecord(code, name, {
      grade,
      power: grade === 3 ? 11000 : 9000,
      shield: grade === 3 ? null : 5000,
      unitType: 'normal',
      skills: grade === 3 ? ['twinDrive'] : ['intercept'],
      gift,
    });
  }

  /** Player 1's ride phase with these cards in hand and a grade 2 vanguard. */
  function ridePhase(hand: string[], format: 'cr201' | 'cr110' = 'cr201'): VGState {
    return scenario({ format, at: 'ride', p0: { vanguard: C.blasterBlade, hand }, p1: { vanguard: C.overlord } });
  }

  function ride(s: VGState, code: string): void {
    expect(prompt(s)).toBe('vg.ride');
    answer(s, { t: 'ride', card: idOf(s, 0, 'hand', code) });
  }

  /** Resolve a check timing now, in the middle of the pending play timing, which is then asked again. */
  function checkTimingNow(s: VGState): void {
    s.decision = null;
    checkTiming(s);
    run(s);
  }

  function protectsIn(s: VGState, seat: Seat): string[] {
    const p = s.players[seat];
    const all = [p.hand, p.drop, p.soul, p.damage, p.bind, p.deck, p.trigger, p.removed, ...Object.values(p.field)];
    return all.flatMap((pile) => pile.filter((c) => c.code === PROTECT_CODE).map(() => 'protect'));
  }

  describe('Imaginary Gift: Force (VG2 10.6.3.1)', () => {
    useTestCards([
      giftCard(FORCE, 'Test Force Knight', 3, 'force'),
      giftCard(FORCE2, 'Test Force Squire', 2, 'force'),
      giftCard(PROTECT, 'Test Protect Knight', 3, 'protect'),
    ]);

    it('VG2 10.6.3 / VG2 10.6.3.1: riding a Force card asks, at the next check timing, for the vanguard circle or a rear-guard circle', () => {
      const s = ridePhase([FORCE]);
      s.log = [];
      ride(s, FORCE);
      // The ride itself resolves nothing; the check timing after it (6.5.1.1.4) does, after the rule actions:
      // the old vanguard is already in the soul.
      expect(events(s, 'giftPending')).toEqual([{ t: 'giftPending', seat: 0, gift: 'force' }]);
      expect(s.decision).toMatchObject({ seat: 0, prompt: 'vg.giftForce', kind: 'chooseCircle' });
      expect(s.players[0].soul.map((c) => c.code)).toEqual([C.blasterBlade]);
      expect(s.decision!.options).toEqual(
        ['VC', 'FL', 'FR', 'BL', 'BC', 'BR'].map((circle) => ({ t: 'circle', circle })),
      );
      answer(s, { t: 'circle', circle: 'VC' });
      expect(s.gifts).toEqual([{ seat: 0, gift: 'force', circle: 'VC' }]);
      expect(s.giftsPending).toBeUndefined();
      expect(pw(s, 0, 'VC')).toBe(21000); // 11000 + 10000 during its master's turn
    });

    it('VG2 10.6.3: the gift is resolved after the rule actions and before the automatic abilities of the same check timing', async () => {
      const { withTestAbilities } = await import('../../../src/games/vanguard/abilities/registry.ts');
      const { auto, power: powerUp, thisUnit } = await import('../../../src/games/vanguard/abilities/dsl.ts');
      const off = withTestAbilities(FORCE, [
        auto({ zones: ['VC'], trigger: { on: 'placed', circles: ['VC'] }, effects: [powerUp(thisUnit, 1000, 'turn')] }),
      ]);
      try {
        const s = ridePhase([FORCE]);
        ride(s, FORCE);
        expect(prompt(s)).toBe('vg.giftForce');
        expect(s.standby).toHaveLength(1); // the "placed" ability waits behind the gift
        answer(s, { t: 'circle', circle: 'VC' });
        expect(s.standby).toHaveLength(0);
        expect(pw(s, 0, 'VC')).toBe(22000);
      } finally {
        off();
      }
    });

    it("VG2 10.6.3.1: for the rest of the game, whichever unit is on the marked circle gets Power +10000, during its master's turn only", () => {
      const s = ridePhase([FORCE, C.wingal, C.marron]);
      ride(s, FORCE);
      answer(s, { t: 'circle', circle: 'FL' }); // an empty circle may be specified
      expect(prompt(s)).toBe('vg.main');
      answer(s, { t: 'call', card: idOf(s, 0, 'hand', C.wingal), circle: 'FL' });
      expect(pw(s, 0, 'FL')).toBe(16000); // Wingal 6000 + 10000
      expect(pw(s, 0, 'VC')).toBe(11000); // the vanguard's circle is not marked
      // A new unit on the circle gets it; the one it replaced is gone.
      answer(s, { t: 'call', card: idOf(s, 0, 'hand', C.marron), circle: 'FL' });
      expect(unit(s, 0, 'FL').code).toBe(C.marron);
      expect(pw(s, 0, 'FL')).toBe(18000);
      // In the opponent's turn the bonus is off; it comes back in its master's next turn.
      autoplay(s, (x) => x.turnPlayer === 1);
      expect(pw(s, 0, 'FL')).toBe(8000);
      autoplay(s, (x) => x.turnPlayer === 0 && x.phase === 'main');
      expect(pw(s, 0, 'FL')).toBe(18000);
    });

    it('VG2 10.6.3.1.1: a circle another Force gift marked may be specified again, and the effects add up', () => {
      const s = scenario({
        at: 'ride',
        p0: { vanguard: C.gallatin, hand: [FORCE2] },
        p1: { vanguard: C.overlord },
      });
      s.gifts = [{ seat: 0, gift: 'force', circle: 'VC' }]; // a Force gift resolved on an earlier turn
      ride(s, FORCE2);
      expect(offers(s, { t: 'circle', circle: 'VC' })).toBe(true);
      answer(s, { t: 'circle', circle: 'VC' });
      expect(pw(s, 0, 'VC')).toBe(29000); // 9000 + 10000 + 10000
    });

    it('VG2 10.6.3: once Force has been resolved, riding a Protect card resolves nothing, and Force is kept', () => {
      const s = ridePhase([PROTECT]);
      s.gifts = [{ seat: 0, gift: 'force', circle: 'VC' }];
      s.log = [];
      ride(s, PROTECT);
      expect(events(s, 'giftNotResolved')).toEqual([{ t: 'giftNotResolved', seat: 0, gift: 'protect' }]);
      expect(protectsIn(s, 0)).toEqual([]);
      expect(s.gifts).toEqual([{ seat: 0, gift: 'force', circle: 'VC' }]);
      expect(pw(s, 0, 'VC')).toBe(21000);
      expect(prompt(s)).toBe('vg.main');
    });

    it("VG2 10.6.3: the other player's gifts do not count: each player has their own first kind", () => {
      const s = ridePhase([PROTECT]);
      s.gifts = [{ seat: 1, gift: 'force', circle: 'VC' }];
      ride(s, PROTECT);
      expect(protectsIn(s, 0)).toEqual(['protect']);
    });

    it('VG2 2.16: ver. 1.10 has no imaginary gifts: riding a card with an icon resolves nothing', () => {
      const s = ridePhase([FORCE], 'cr110');
      ride(s, FORCE);
      expect(prompt(s)).toBe('vg.main');
      expect(s.gifts).toBeUndefined();
      expect(s.giftsPending).toBeUndefined();
    });

    it('VG2 10.6.3.1: a superior ride from the soul (VG2 9.5.1) with a Force icon also leaves its gift for the check timing', () => {
      const s = scenario({ at: 'main', p0: { vanguard: C.gallatin, soul: [FORCE] }, p1: { vanguard: C.overlord } });
      // The vanguard leaves the field: the no-vanguard rule action rides from the soul.
      moveCard(s, 0, s.players[0].field.VC[0], 'VC', 'drop');
      checkTimingNow(s);
      expect(prompt(s)).toBe('vg.rideFromSoul');
      answer(s, { t: 'card', card: idOf(s, 0, 'soul', FORCE) });
      expect(prompt(s)).toBe('vg.giftForce');
    });
  });

  describe('Imaginary Gift: Protect (VG2 10.6.3.3, 9.7)', () => {
    useTestCards([
      giftCard(FORCE, 'Test Force Knight', 3, 'force'),
      giftCard(FORCE2, 'Test Force Squire', 2, 'force'),
      giftCard(PROTECT, 'Test Protect Knight', 3, 'protect'),
    ]);

    it('VG2 10.6.3.3 / VG2 10.6.3.3.1: riding a Protect card adds the Protect card, told apart from the rest of the hand, to the hand', () => {
      const s = ridePhase([PROTECT]);
      s.log = [];
      const before = s.players[0].hand.length;
      ride(s, PROTECT);
      expect(prompt(s)).toBe('vg.main');
      const hand = s.players[0].hand;
      expect(hand).toHaveLength(before); // the ridden card left, the Protect card came
      expect(hand.map((c) => c.code)).toEqual([PROTECT_CODE]);
      expect(s.gifts).toEqual([{ seat: 0, gift: 'protect', card: hand[0].id }]);
      // 10.6.3.3: a card with Sentinel and the [AUTO] "when placed, [discard a card], one of your units cannot be hit".
      expect(cardByCode(PROTECT_CODE)!.sentinel).toBe(true);
      const [a] = abilitiesOf(PROTECT_CODE);
      expect(a).toMatchObject({
        kind: 'auto',
        trigger: { on: 'placed', circles: ['GC'] },
        cost: [{ pay: 'discard', n: 1 }],
      });
      expect(abilityText(a)).toContain(
        'choose one of your units, and that unit cannot be hit until end of that battle',
      );
    });

    it('VG2 10.6.3.3.1 / VG2 10.6.3.3.5: both players can identify the Protect card: the opponent sees how many are in the hand, and the event names it', () => {
      const s = ridePhase([PROTECT, C.wingal]);
      ride(s, PROTECT);
      const theirs = vgView(s, 1).players[0];
      expect(theirs.hand).toBe(2); // the hand itself stays hidden (VG2 4.3.2)
      expect(theirs.gifts).toEqual({ protect: 1 });
      const seen = vgEvents(s, 1).filter((e) => e.t === 'gift');
      expect(seen).toEqual([
        { t: 'gift', seat: 0, gift: 'protect', card: { id: s.players[0].hand[1].id, code: PROTECT_CODE } },
      ]);
      const mine = vgView(s, 0).players[0];
      expect((mine.hand as { code: string }[]).map((c) => c.code)).toEqual([C.wingal, PROTECT_CODE]);
      // A search that re-deals the opponent's hidden cards keeps the Protect card where it is.
      for (let seed = 1; seed <= 5; seed++) {
        const r = resampleVanguard(s, 1, seed);
        expect(r.players[0].hand.filter((c) => c.code === PROTECT_CODE)).toHaveLength(1);
        expect(r.players[0].deck.some((c) => c.code === PROTECT_CODE)).toBe(false);
      }
    });

    it('VG2 10.6.3.3.2: the Protect card can be called to the guardian circle, but never ridden or called to a rear-guard circle', () => {
      const s = scenario({ at: 'ride', p0: { vanguard: C.stardust, hand: [C.wingal] }, p1: { vanguard: C.overlord } });
      const p = addProtect(s, 0);
      // Its grade reads as 0, the same as the grade 0 vanguard, yet it is not offered for the ride.
      run(s);
      expect(offers(s, { t: 'ride', card: p.id })).toBe(false);
      expect(offers(s, { t: 'ride', card: idOf(s, 0, 'hand', C.wingal) })).toBe(true);
      answer(s, { t: 'pass' });
      expect(prompt(s)).toBe('vg.main');
      expect(offers(s, { t: 'call', card: p.id })).toBe(false);
      // As the non-turn player it is a guardian like any other hand card (VG2 8.5.2.1.1.2).
      const g = scenario({ at: 'battle', p0: { vanguard: C.brigitte }, p1: { vanguard: C.overlord } });
      const q = addProtect(g, 1);
      attack(g, 'VC', 'VC');
      expect(prompt(g)).toBe('vg.guard');
      expect(offers(g, { t: 'guard', card: q.id })).toBe(true);
    });

    it('VG2 10.6.3.3 / VG2 10.6.3.3.3.3 / VG2 10.6.3.3.4: on the guardian circle it is a unit with shield 0; when placed, a discard makes a unit of yours impossible to hit', () => {
      const s = scenario({
        at: 'battle',
        p0: { vanguard: C.brigitte, rc: { BC: C.marron } },
        p1: { vanguard: C.wingal, hand: [C.stardust, C.marron] },
      });
      const q = addProtect(s, 1);
      attack(s, 'VC', 'VC', true);
      answer(s, { t: 'guard', card: q.id });
      const onGC = s.players[1].field.GC[0];
      expect(onGC.code).toBe(PROTECT_CODE);
      // 10.6.3.3.4: what it lacks reads 0 (shield, power, critical, grade).
      expect([shield(s, 1, onGC), power(s, 1, onGC), critical(s, 1, onGC), grade(s, 1, onGC)]).toEqual([0, 0, 0, 0]);
      expect(cardByCode(PROTECT_CODE)!.clan).toBe('');
      // Its [AUTO] triggered on being placed: pay the cost (discard Stardust), choose the vanguard.
      expect(s.decision).toMatchObject({ seat: 1, prompt: 'vg.payCost' });
      answer(s, { t: 'yes' });
      expect(prompt(s)).toBe('vg.cost.discard');
      answer(s, { t: 'card', card: idOf(s, 1, 'hand', C.stardust) });
      expect(prompt(s)).toBe('vg.chooseUnit');
      answer(s, { t: 'unit', circle: 'VC' });
      expect(prompt(s)).toBe('vg.guard');
      expect(s.players[1].hand.map((c) => c.code)).toEqual([C.marron]);
      expect(unit(s, 1, 'VC').mods).toEqual([expect.objectContaining({ stat: 'cannotBeHit', until: 'battle' })]);
      endGuard(s);
      resolveTriggers(s);
      // 11000 + 8000 against 6000 + 0: the powers say "hit", the effect says no.
      expect(events(s, 'compare').at(-1)).toEqual({ t: 'compare', hit: [false] });
      expect(s.players[1].damage).toHaveLength(0);
      // "until end of that battle": the next battle may hit it.
      autoplay(s, (x) => x.battle === null || x.battle.number > 1, ['pass', 'no', 'done']);
      expect(unit(s, 1, 'VC').mods).toBeNull();
    });

    it('VG2 10.6.3.3.3 / VG2 10.6.3.3.3.1 / VG2 9.7 / VG2 9.7.1: a Protect card moved anywhere but the hand or guardian circle moves, then is removed at once', () => {
      const s = scenario({ at: 'main', p0: { vanguard: C.brigitte }, p1: { vanguard: C.overlord } });
      const q = addProtect(s, 0);
      s.log = [];
      // A discard (as a cost would) moves it to the drop zone, and it leaves the game straight after the move.
      moveCard(s, 0, q, 'hand', 'drop');
      expect(events(s, 'move').map((e) => [e.from, e.to])).toEqual([['hand', 'drop']]);
      expect(events(s, 'protectRemoved')).toHaveLength(1);
      expect(protectsIn(s, 0)).toEqual([]);
      expect(s.players[0].drop).toHaveLength(0);
      // Retired from the guardian circle at the end of a battle: the same.
      const g = scenario({ at: 'battle', p0: { vanguard: C.brigitte }, p1: { vanguard: C.overlord } });
      const r = addProtect(g, 1);
      attack(g, 'VC', 'VC');
      answer(g, { t: 'guard', card: r.id });
      autoplay(g, (x) => x.battle === null || x.phase === 'close', ['pass', 'no', 'done']);
      expect(protectsIn(g, 1)).toEqual([]);
      expect(g.players[1].drop.some((c) => c.code === PROTECT_CODE)).toBe(false);
    });

    it('VG2 10.6.3.3.3.2: a Protect card found in any other zone is removed by a rule action', () => {
      const s = scenario({ at: 'main', p0: { vanguard: C.brigitte }, p1: { vanguard: C.overlord } });
      const q = addProtect(s, 0);
      // Put straight into the soul, past moveCard's removal, so only the rule action can find it.
      s.players[0].hand = s.players[0].hand.filter((c) => c.id !== q.id);
      s.players[0].soul.push({ ...q, up: true });
      expect(protectsIn(s, 0)).toEqual(['protect']);
      checkTimingNow(s);
      expect(protectsIn(s, 0)).toEqual([]);
      expect(prompt(s)).toBe('vg.main');
      // It stays in the hand and on the guardian circle.
      const t = scenario({ at: 'main', p0: { vanguard: C.brigitte }, p1: { vanguard: C.overlord } });
      addProtect(t, 0);
      checkTimingNow(t);
      expect(protectsIn(t, 0)).toEqual(['protect']);
    });
  });

  describe('what players see of gifts, and the agents', () => {
    useTestCards([
      giftCard(FORCE, 'Test Force Knight', 3, 'force'),
      giftCard(FORCE2, 'Test Force Squire', 2, 'force'),
      giftCard(PROTECT, 'Test Protect Knight', 3, 'protect'),
    ]);

    it('Force markers are public: both seats and a spectator see them on the circle', () => {
      const s = ridePhase([FORCE]);
      ride(s, FORCE);
      answer(s, { t: 'circle', circle: 'FR' });
      for (const who of [0, 1, 'spectator'] as const) {
        expect(vgView(s, who).players[0].gifts).toEqual({ force: { FR: 1 } });
        expect(vgView(s, who).players[1].gifts).toBeUndefined();
      }
      expect(vgEvents(s, 1).filter((e) => e.t === 'gift')).toEqual([
        { t: 'gift', seat: 0, gift: 'force', circle: 'FR' },
      ]);
    });

    it('the heuristic agent answers the Force question with a circle it offers', () => {
      const s = ridePhase([FORCE]);
      ride(s, FORCE);
      const d = s.decision!;
      const a = heuristicAnswer(vgView(s, 0), 0, d.prompt, d.options);
      expect(s.decision!.options).toContainEqual(a);
      act(s, 0, a);
      expect(s.gifts).toHaveLength(1);
    });
  });
}
