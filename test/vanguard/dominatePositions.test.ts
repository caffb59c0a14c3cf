// Rules tests for the position of a dominated unit (VG2 10.35.3–10.35.3.2: read from the dominating player's side,
// the opponent's right column being its left column, rows kept) and for calls onto the circle a dominated unit is
// on (10.35.5.1). No trial-deck card dominates, so vanilla cards get test-only abilities.
import { describe, expect, it } from 'vitest';
import { auto, chooseOpponentRearguard } from '../../src/games/vanguard/abilities/dsl.ts';
import type { Ability, Effect } from '../../src/games/vanguard/abilities/dsl.ts';
import { type Circle, dominatorOf, type VGState } from '../../src/games/vanguard/state.ts';
import { attackIntoIntercept, deck, pw, unit } from './cards/helpers.ts';
import { answer, autoplay, C, events, idOf, prompt, scenario } from './scenario.ts';
import { actDo, testOnlyAbilities } from './testAbilities.ts';

const KING = 'TD03/004'; // King of Sword, g2 10000
const TOUGH = 'TD03/007'; // Tough Boy, g1 8000, Boost
const WISEMAN = 'TD04/004'; // g2 10000
const RUTILE = 'TD03/001'; // Gold Rutile, g3 10000

const { give } = testOnlyAbilities();

/** "Stand and dominate one of your opponent's rear-guards; it attacks your opponent's vanguard." */
const dominateToAttack: Effect = {
  do: 'dominate',
  target: chooseOpponentRearguard(),
  stand: true,
  attack: 'vanguard',
};

function playAct(s: VGState, circle: Circle, index = 0): void {
  expect(prompt(s)).toBe('vg.main');
  answer(s, { t: 'act', card: unit(s, 0, circle).id, index });
}

const chosenCircles = (s: VGState) =>
  (s.decision!.options as unknown as { seat: number; circle: string }[]).map((o) => [o.seat, o.circle]);

/**
 * Player 1 (King of Sword on (FL), a booster on each back circle) plays `dominateToAttack` on player 2's Wiseman,
 * its only rear-guard, on `circle`.
 */
function dominateWisemanOn(circle: 'FL' | 'FR' | 'BR'): VGState {
  give(KING, [actDo(dominateToAttack)]);
  const s = scenario({
    at: 'main',
    p0: { vanguard: RUTILE, rc: { FL: KING, BL: TOUGH, BR: TOUGH }, deck: deck() },
    p1: { vanguard: RUTILE, rc: { [circle]: WISEMAN }, hand: [C.wingal], deck: deck() },
  });
  playAct(s, 'FL');
  answer(s, { t: 'unit', seat: 1, circle });
  return s;
}

describe('VG2 10.35.3 the position of a dominated unit is read from its dominating player', () => {
  it("VG2 10.35.3 / VG2 10.35.3.1: a dominated rear-guard from the opponent's right column is in the dominating player's left column, so that player's left back unit boosts it", () => {
    const s = dominateWisemanOn('FR');
    const wiseman = unit(s, 1, 'FR').id;
    autoplay(s, (x) => prompt(x) === 'vg.boost');
    expect(prompt(s)).toBe('vg.boost');
    answer(s, { t: 'yes' });
    expect(events(s, 'boost').at(-1)).toMatchObject({ seat: 0, circle: 'BL' });
    expect(unit(s, 0, 'BL').rested).toBe(true);
    expect(unit(s, 0, 'BR').rested).toBe(false);
    expect(dominatorOf(s, wiseman)).toBe(0);
    expect(pw(s, 1, 'FR')).toBe(10000 + 8000); // the booster's power is added to the dominated attacker's
  });

  it("VG2 10.35.3.1: and the other way round — from the opponent's left column, the dominating player's right back unit boosts it", () => {
    const s = dominateWisemanOn('FL');
    autoplay(s, (x) => prompt(x) === 'vg.boost');
    answer(s, { t: 'yes' });
    expect(events(s, 'boost').at(-1)).toMatchObject({ seat: 0, circle: 'BR' });
    expect(pw(s, 1, 'FL')).toBe(18000);
  });

  it("VG2 10.35.3.2: rows stay rows — a dominated front-row rear-guard is one of the dominating player's front-row rear-guards, a dominated back-row one is not", () => {
    // "Choose one of your rear-guards in the front row; it gets Power +5000 until end of turn."
    const frontRowPower: Ability = actDo({
      do: 'modify',
      target: { unit: 'choose', side: 'you', what: 'rearguard', n: 1, filter: { frontRow: true } },
      stat: 'power',
      n: 5000,
      until: 'turn',
    });
    give(KING, [actDo({ do: 'dominate', target: chooseOpponentRearguard(), until: 'turn' }), frontRowPower]);
    const s = scenario({
      at: 'main',
      p0: { vanguard: RUTILE, rc: { FL: KING, BR: TOUGH }, deck: deck() },
      p1: { vanguard: RUTILE, rc: { FR: WISEMAN, BL: TOUGH }, deck: deck() },
    });
    playAct(s, 'FL');
    answer(s, { t: 'unit', seat: 1, circle: 'FR' });
    playAct(s, 'FL');
    answer(s, { t: 'unit', seat: 1, circle: 'BL' });
    expect(dominatorOf(s, unit(s, 1, 'BL').id)).toBe(0);
    playAct(s, 'FL', 1);
    expect(chosenCircles(s)).toEqual([
      [0, 'FL'],
      [1, 'FR'],
    ]);
    answer(s, { t: 'unit', seat: 1, circle: 'FR' });
    autoplay(s, (x) => prompt(x) === 'vg.main');
    expect(pw(s, 1, 'FR')).toBe(15000);
  });

  it('VG2 10.35.3.2: a dominated back-row rear-guard made to attack is boosted by no unit: none of the dominating player is behind it', () => {
    const s = dominateWisemanOn('BR');
    autoplay(s, (x) => prompt(x) === 'vg.boost' || prompt(x) === 'vg.guard');
    expect(prompt(s)).toBe('vg.guard');
    expect(events(s, 'attack').at(-1)).toMatchObject({ seat: 0, from: 'BR', fromSeat: 1 });
    expect(events(s, 'boost')).toHaveLength(0);
  });
});

describe('VG2 10.35.5.1 calling onto the circle of a dominated unit', () => {
  it("VG2 10.35.5 / VG2 10.35.5.1: the dominating player's calls never go onto the circle its dominated unit is on; its original master's card may be called there", () => {
    give(KING, [
      actDo({ do: 'dominate', target: chooseOpponentRearguard(), until: 'turn' }),
      actDo({ do: 'call', from: 'hand', n: 1 }),
    ]);
    // Player 2's intercepting unit calls a card from its hand ("when this unit intercepts, call a card").
    give(WISEMAN, [auto({ trigger: { on: 'intercepts' }, effects: [{ do: 'call', from: 'hand', n: 1 }] })]);
    const s = scenario({
      at: 'main',
      p0: { vanguard: RUTILE, rc: { FL: KING, FR: KING }, hand: [C.wingal], deck: deck() },
      p1: { vanguard: RUTILE, rc: { FL: TOUGH, FR: WISEMAN, BL: TOUGH, BC: TOUGH }, hand: [C.marron], deck: deck() },
    });
    const tough = unit(s, 1, 'FL').id;
    playAct(s, 'FL');
    answer(s, { t: 'unit', seat: 1, circle: 'FL' });
    expect(dominatorOf(s, tough)).toBe(0);
    // Player 1 calls by its effect: only its own free circles, never player 2's FL where its dominated unit is.
    playAct(s, 'FL', 1);
    autoplay(s, (x) => prompt(x) === 'vg.callTo' || prompt(x) === 'vg.main');
    expect(prompt(s)).toBe('vg.callTo');
    expect(chosenCircles(s)).toEqual([
      [0, 'FL'],
      [0, 'FR'],
      [0, 'BL'],
      [0, 'BC'],
      [0, 'BR'],
    ]);
    answer(s, { t: 'unit', seat: 0, circle: 'BL' });
    autoplay(s, (x) => prompt(x) === 'vg.main');
    expect(unit(s, 1, 'FL').id).toBe(tough);
    // Player 2, master of that circle, calls its own card onto it: the dominated unit is retired (9.3.6).
    attackIntoIntercept(s, 'FR', 'FR');
    autoplay(s, (x) => prompt(x) === 'vg.callTo');
    expect(chosenCircles(s)).toContainEqual([1, 'FL']);
    answer(s, { t: 'unit', seat: 1, circle: 'FL' });
    autoplay(s, (x) => prompt(x) === 'vg.guard' || prompt(x) === 'vg.main');
    expect(unit(s, 1, 'FL').id).toBe(idOf(s, 1, 'FL', C.marron));
    expect(s.players[1].drop.map((c) => c.code)).toContain(TOUGH);
  });
});
