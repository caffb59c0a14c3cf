// The G era's leftovers (VG2 ver. 2.01): a locked G unit (10.22.8), hearts leaving the vanguard circle (10.27.5,
// 10.27.5.2), a unit moved onto a vanguard circle holding a G unit (10.32.4), the stride cost modified by a [CONT]
// but not an ultimate stride's (11.42.3), and a Protect card locked from the hand (10.6.3.3.3.4). The built-in
// pool has no G unit and no card with these effects: test-only G units (strideCards.ts) and abilities given to
// vanilla trial-deck cards (`withTestAbilities`, undone after each test).
import { describe, expect, it } from 'vitest';
import { holds } from '../../src/games/vanguard/abilities/conditions.ts';
import {
  act,
  chooseYour,
  cont,
  discard,
  thisUnit,
  ultimateStride,
  vanguardIs,
} from '../../src/games/vanguard/abilities/dsl.ts';
import { abilityText } from '../../src/games/vanguard/abilities/text.ts';
import { power } from '../../src/games/vanguard/characteristics.ts';
import { cardByCode, PROTECT_CODE } from '../../src/games/vanguard/cards/cardPool.ts';
import { addProtect } from '../../src/games/vanguard/gift.ts';
import { lockedOn, type VGState, vanguardOf } from '../../src/games/vanguard/state.ts';
import { vgView } from '../../src/games/vanguard/view.ts';
import { moveCard } from '../../src/games/vanguard/zones.ts';
import { unit } from './cards/helpers.ts';
import { answer, autoplay, C, events, idOf, offers, type PlayerSpec, prompt, scenario } from './scenario.ts';
import { G1, G2, useTestGUnits } from './strideCards.ts';
import { actDo, testOnlyAbilities } from './testAbilities.ts';

useTestGUnits();
const { give } = testOnlyAbilities();

const KING = 'TD03/004'; // King of Sword, a vanilla grade 2 host for test-only abilities

const nameOf = (code: string): string => cardByCode(code)!.name;
const printed = (code: string): number => cardByCode(code)!.power;

/** Player 1 at the stride step, both vanguards grade 3. */
function atStride(p0: PlayerSpec): VGState {
  const s = scenario({ at: 'ride', p0, p1: { vanguard: C.overlord } });
  autoplay(s, (x) => prompt(x) === 'vg.stride' || x.phase === 'main');
  return s;
}

/** Stride with G1, paying with the hand card `cost` (grade 3). */
function strideG1(s: VGState, cost: string): void {
  answer(s, { t: 'card', card: idOf(s, 0, 'gzone', G1) });
  answer(s, { t: 'card', card: idOf(s, 0, 'hand', cost) });
  answer(s, { t: 'done' });
}

describe('VG2 10.22.8: a locked G unit', () => {
  it('VG2 10.22.8: a G unit on a rear-guard circle that is locked goes to the G zone face up; the circle holds no locked card', () => {
    give(KING, [actDo({ do: 'lock', target: chooseYour('rearguard') })]);
    const s = scenario({
      at: 'main',
      p0: { vanguard: C.brigitte, rc: { FR: KING, FL: G1, BL: C.wingal }, gzone: [G2] },
    });
    answer(s, { t: 'act', card: unit(s, 0, 'FR').id, index: 0 });
    answer(s, { t: 'unit', seat: 0, circle: 'FL' });
    expect(s.players[0].field.FL).toEqual([]);
    expect(lockedOn(s, 0, 'FL')).toBeUndefined();
    expect(s.players[0].gzone.filter((c) => c.up).map((c) => c.code)).toEqual([G1]);
    expect(vgView(s, 1).players[0].gzoneUp.map((c) => c.code)).toEqual([G1]);
    // A unit that is not a G unit stays there as a locked card.
    answer(s, { t: 'act', card: unit(s, 0, 'FR').id, index: 0 });
    answer(s, { t: 'unit', seat: 0, circle: 'BL' });
    expect(lockedOn(s, 0, 'BL')?.code).toBe(C.wingal);
  });
});

describe('VG2 10.27.5: hearts and the vanguard they are associated with', () => {
  /** Player 1 strides G1 over a legion of Brigitte (leader) and Blaster Blade (mate), choosing Blaster Blade. */
  function stridedOverLegion(): VGState {
    const s = atStride({ vanguard: C.brigitte, hand: [C.brigitte], gzone: [G1] });
    const vc = s.players[0].field.VC;
    const mate = { ...vc[0], id: s.nextId++, code: C.blasterBlade };
    vc.unshift(mate); // legion.ts: the mate first on the circle, the leader on top
    s.legion = [{ seat: 0, leader: vc[1].id, mate: mate.id, turn: s.turn }];
    strideG1(s, C.brigitte);
    expect(prompt(s)).toBe('vg.heartChoice');
    answer(s, { t: 'card', card: mate.id });
    return s;
  }

  it('VG2 10.27.5 / VG2 10.28.2.2: both cards of a legion become hearts associated with the G unit, not with the Legion Mate', () => {
    const s = stridedOverLegion();
    const g = vanguardOf(s, 0)!;
    expect(g.code).toBe(G1);
    expect(s.hearts).toEqual([{ seat: 0, gunit: g.id, heart: s.players[0].field.VC[0].id }]);
    const view = vgView(s, 1).players[0].field.VC;
    expect(view.map((c) => ('heart' in c ? c.heart : undefined))).toEqual([true, true, undefined]);
    expect(power(s, 0, g)).toBe(15000 + printed(C.blasterBlade));
  });

  it('VG2 10.27.5.2: the chosen heart leaving the vanguard circle takes its name and power away; the other heart gives its own', () => {
    const s = stridedOverLegion();
    const g = vanguardOf(s, 0)!;
    expect(holds(s, 0, vanguardIs({ name: nameOf(C.blasterBlade) }))).toBe(true);
    moveCard(s, 0, s.players[0].field.VC[0], 'VC', 'drop');
    expect(power(s, 0, g)).toBe(15000 + printed(C.brigitte));
    expect(holds(s, 0, vanguardIs({ name: nameOf(C.blasterBlade) }))).toBe(false);
    expect(holds(s, 0, vanguardIs({ name: nameOf(C.brigitte) }))).toBe(true);
    // The last heart leaving too, the G unit has its own name and power only.
    moveCard(s, 0, s.players[0].field.VC[0], 'VC', 'drop');
    expect(s.players[0].field.VC.map((c) => c.code)).toEqual([G1]);
    expect(power(s, 0, g)).toBe(15000);
    expect(holds(s, 0, vanguardIs({ name: nameOf(C.brigitte) }))).toBe(false);
  });

  it('VG2 10.27.5.2: a heart that was not chosen leaving changes nothing', () => {
    const s = stridedOverLegion();
    const g = vanguardOf(s, 0)!;
    moveCard(s, 0, s.players[0].field.VC[1], 'VC', 'drop'); // Brigitte, the unchosen heart
    expect(power(s, 0, g)).toBe(15000 + printed(C.blasterBlade));
    expect(holds(s, 0, vanguardIs({ name: nameOf(C.blasterBlade) }))).toBe(true);
  });
});

describe('VG2 10.32.4: a unit moved onto a vanguard circle holding a G unit', () => {
  it('VG2 10.32.4 / VG2 10.32.1 / VG2 9.3.1: the G unit goes back to the G zone face up, never into the soul; the old heart is overloaded into the soul', () => {
    give(C.wingal, [
      act({ zones: ['RC'], cost: [], effects: [{ do: 'move', target: thisUnit, toVanguardCircle: true }] }),
    ]);
    const s = atStride({ vanguard: C.brigitte, hand: [C.brigitte], gzone: [G1], rc: { FL: C.wingal } });
    strideG1(s, C.brigitte);
    expect(prompt(s)).toBe('vg.main');
    s.log = [];
    answer(s, { t: 'act', card: unit(s, 0, 'FL').id, index: 0 });
    autoplay(s, (x) => prompt(x) === 'vg.main');
    expect(s.players[0].field.VC.map((c) => c.code)).toEqual([C.wingal]);
    expect(s.players[0].field.FL).toEqual([]);
    expect(s.players[0].gzone.filter((c) => c.up).map((c) => c.code)).toEqual([G1]);
    expect(s.players[0].soul.map((c) => c.code)).toEqual([C.brigitte]);
    const moves = events(s, 'move').map((e) => [e.from, e.to]);
    expect(moves).toEqual([
      ['VC', 'gzone'],
      ['FL', 'VC'],
      ['VC', 'soul'],
    ]);
    expect(s.hearts).toEqual([]);
  });

  it('VG2 10.32.1: the move to the vanguard circle renders its own text', () => {
    const text = abilityText(
      act({ zones: ['RC'], cost: [], effects: [{ do: 'move', target: thisUnit, toVanguardCircle: true }] }),
    );
    expect(text.toLowerCase()).toContain('move this unit to your (vc)');
  });
});

describe('VG2 11.42.3: effects that modify the stride cost', () => {
  const cheaper = (n: number) => cont({ zones: ['RC'], effect: { cont: 'strideCost', n } });

  it('VG2 11.11.2: a [CONT] lowering the stride cost lets a normal stride be paid with a smaller total grade', () => {
    const poor = atStride({ vanguard: C.brigitte, hand: [C.wingal], gzone: [G1], rc: { FL: KING } });
    // grade 1 < 3: no stride (issue 19: the step is asked, with "none" alone)
    expect(poor.decision).toMatchObject({ prompt: 'vg.stride', options: [{ t: 'none' }] });
    give(KING, [cheaper(2)]);
    const s = atStride({ vanguard: C.brigitte, hand: [C.wingal, C.marron], gzone: [G1], rc: { FL: KING } });
    expect(prompt(s)).toBe('vg.stride');
    answer(s, { t: 'card', card: idOf(s, 0, 'gzone', G1) });
    expect(offers(s, { t: 'done' })).toBe(false);
    answer(s, { t: 'card', card: idOf(s, 0, 'hand', C.wingal) });
    expect(offers(s, { t: 'done' })).toBe(true); // grade 1 = 3 - 2
    answer(s, { t: 'done' });
    expect(vanguardOf(s, 0)!.code).toBe(G1);
    expect(s.players[0].hand.map((c) => c.code)).toEqual([C.marron]);
    expect(abilityText(cheaper(2))).toContain('total grade 2 lower');
  });

  it('VG2 11.42.3: the same [CONT] does not change the cost of an ultimate stride', () => {
    give(KING, [cheaper(3)]);
    give(G2, [ultimateStride([discard(1)])]);
    const up = Array.from({ length: 3 }, () => ({ code: G1, faceDown: false }));
    // No hand card: the normal stride now costs nothing, but the ultimate stride still needs its discard.
    const empty = atStride({ vanguard: C.brigitte, hand: [], gzone: [G1, G2, ...up], rc: { FL: KING } });
    expect(prompt(empty)).toBe('vg.stride');
    expect(offers(empty, { t: 'card', card: idOf(empty, 0, 'gzone', G1) })).toBe(true);
    expect(offers(empty, { t: 'card', card: idOf(empty, 0, 'gzone', G2) })).toBe(false);
    const s = atStride({
      vanguard: C.brigitte,
      hand: [C.wingal, C.stardust],
      gzone: [G1, G2, ...up],
      rc: { FL: KING },
    });
    answer(s, { t: 'card', card: idOf(s, 0, 'gzone', G2) });
    expect(prompt(s)).toBe('vg.cost.discard');
    answer(s, { t: 'card', card: idOf(s, 0, 'hand', C.wingal) });
    autoplay(s, (x) => prompt(x) === 'vg.main');
    expect(vanguardOf(s, 0)!.code).toBe(G2);
    expect(s.players[0].drop.map((c) => c.code)).toEqual([C.wingal]);
    expect(s.players[0].hand.map((c) => c.code)).toEqual([C.stardust]);
  });
});

describe('VG2 10.6.3.3.3.4: a Protect card locked from the hand', () => {
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
