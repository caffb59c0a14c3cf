// A dominated vanguard's drive check (VG2 10.35.7) reveals a trigger of the dominating player, who may give its
// bonuses to the dominated unit: it is one of that player's units (10.35.2), so the trigger's "choose one of your
// units" (2.8.1.1.2) offers it, naming the field it is on. No trial-deck card dominates, so vanilla cards get
// test-only abilities.
import { describe, expect, it } from 'vitest';
import type { VGState } from '../../src/games/vanguard/state.ts';
import { attack, crit, deck, noGuard, pw, unit } from './cards/helpers.ts';
import { answer, autoplay, C, events, prompt, scenario } from './scenario.ts';
import { actDo, dominateVanguard, testOnlyAbilities } from './testAbilities.ts';

const KING = 'TD03/004'; // King of Sword, g2 10000 «Nova Grappler»

const { give } = testOnlyAbilities();

/**
 * Player 1 («Kagero» Overlord, «Nova Grappler» King) dominates player 2's «Royal Paladin» Brigitte (Twin Drive),
 * which attacks player 2's Bahr; player 1's deck has `top` on top. Stops at the first trigger prompt.
 */
function dominatedDrive(top: string[]): VGState {
  give(KING, [actDo(dominateVanguard)]);
  const s = scenario({
    at: 'main',
    p0: { vanguard: C.overlord, rc: { FL: KING }, deck: deck(top) },
    p1: { vanguard: { code: C.brigitte, rested: true }, rc: { FL: C.bahr }, hand: [C.wingal], deck: deck() },
  });
  answer(s, { t: 'act', card: unit(s, 0, 'FL').id, index: 0 });
  answer(s, { t: 'unit', seat: 1, circle: 'VC' });
  answer(s, { t: 'unit', seat: 1, circle: 'FL' });
  autoplay(s, (x) => prompt(x) === 'vg.guard' || prompt(x) === 'vg.boost');
  noGuard(s);
  autoplay(s, (x) => prompt(x) === 'vg.triggerOrder' || x.battle === null);
  return s;
}

describe('VG2 10.35.2 trigger bonuses for a dominated unit', () => {
  it("VG2 10.35.2 / VG2 10.35.7 / VG2 2.8.1.1.2: a trigger from a dominated vanguard's drive check is active through the dominated unit's clan, and its critical and power may go to that unit on the opponent's field", () => {
    // A «Royal Paladin» critical trigger: player 1's own units are «Kagero» and «Nova Grappler» only.
    const s = dominatedDrive([C.critRP]);
    expect(events(s, 'triggerCheck')[0]).toMatchObject({ seat: 0, active: true });
    expect(prompt(s)).toBe('vg.triggerOrder');
    const own = pw(s, 0, 'VC');
    answer(s, s.decision!.options[0] as never); // critical, then power
    expect(prompt(s)).toBe('vg.triggerCritical');
    // Player 1's own units (no seat named), then the unit it dominates on player 2's field.
    expect(s.decision!.options).toEqual([
      { t: 'circle', circle: 'VC' },
      { t: 'circle', circle: 'FL' },
      { t: 'circle', circle: 'VC', seat: 1 },
    ]);
    answer(s, { t: 'circle', circle: 'VC', seat: 1 });
    expect(prompt(s)).toBe('vg.triggerPower');
    answer(s, { t: 'circle', circle: 'VC', seat: 1 });
    expect(crit(s, 1, 'VC')).toBe(2);
    expect(pw(s, 1, 'VC')).toBe(10000 + 5000);
    expect(crit(s, 0, 'VC')).toBe(1);
    expect(pw(s, 0, 'VC')).toBe(own);
  });

  it('VG2 10.35.2: without a dominated unit of its clan the trigger revealed is not active', () => {
    // Same position, but player 1's Brigitte is not dominated: the «Royal Paladin» trigger of player 1's own
    // vanguard's drive check matches none of player 1's units.
    const s = scenario({ at: 'battle', p0: { vanguard: C.overlord, deck: deck([C.critRP]) }, p1: { deck: deck() } });
    attack(s, 'VC', 'VC');
    autoplay(s, (x) => x.battle === null || events(x, 'triggerCheck').length > 0);
    expect(events(s, 'triggerCheck')[0]).toMatchObject({ seat: 0, active: false });
  });
});
