// Format d, VGD 10.5.1.2 (the guard step's actions): a hand guardian's call is a normal call, a G guardian called from
// the G zone, and the order limit of 1 for blitz orders.
import { describe, expect, it } from 'vitest';
import {
  auto,
  chooseYour,
  draw,
  orderAbility,
  power as powerUp,
} from '../../../../src/games/vanguard/abilities/dsl.ts';
import { power } from '../../../../src/games/vanguard/characteristics.ts';
import type { CardRecord } from '../../../../src/games/vanguard/cards/cardRecord.ts';
import { type VGState, vanguardOf } from '../../../../src/games/vanguard/state.ts';
import { deck } from '../../cards/helpers.ts';
import { gUnit } from '../../strideCards.ts';
import { testOnlyAbilities } from '../../testAbilities.ts';
import { paladinRecord, useTestCards } from '../../testCards.ts';
import { answer, autoplay, C, idOf, offers, prompt, scenario } from '../../scenario.ts';
import { D, D_CARDS } from '../dTestCards.ts';

const GG = 'TEST-GG/001'; // a G guardian: "choose a heal trigger from your hand and discard it", shield 15000
const BLITZ = 'DO/103'; // grade 0 blitz order (test-only record)
const gGuardian: CardRecord = {
  ...gUnit(GG, 'Test Guardian Angel'),
  skills: [],
  shield: 15000,
  gGuardian: { discardTrigger: 'heal' },
};
const blitz: CardRecord = paladinRecord(BLITZ, 'Test Blitz Order', {
  grade: 0,
  power: 0,
  shield: null,
  unitType: 'normal',
  skills: [],
  order: 'blitz',
});
useTestCards([...D_CARDS, gGuardian, blitz]);
const { give } = testOnlyAbilities();

/** Player 1's grade 3 vanguard attacks player 2's vanguard `vanguard`; runs to player 2's guard step. */
function attacked(hand: string[], vanguard: string = D.persona, gzone: string[] = []): VGState {
  const s = scenario({
    format: 'd',
    at: 'battle',
    p0: { vanguard: D.persona, deck: deck() },
    p1: { vanguard, hand, gzone, deck: deck() },
  });
  autoplay(s, (x) => x.decision?.seat === 1 && x.decision.prompt === 'vg.guard', ['yes']);
  expect(prompt(s)).toBe('vg.guard');
  return s;
}

describe('VGD 10.5.1.2: the guard step', () => {
  it('VGD 10.5.1.2.2.1: a hand unit called to the guardian circle is a normal call, not one by an effect', () => {
    // Test-only: "[AUTO](GC): When this unit is placed on (GC) by an effect, draw a card."
    give(C.wingal, [
      auto({ zones: ['GC'], trigger: { on: 'placed', circles: ['GC'], byEffect: true }, effects: [draw(1)] }),
    ]);
    // Control: "… placed on (GC)" by any means triggers.
    give(C.stardust, [auto({ zones: ['GC'], trigger: { on: 'placed', circles: ['GC'] }, effects: [draw(1)] })]);
    const s = attacked([C.wingal, C.stardust, C.marron]);
    answer(s, { t: 'guard', card: idOf(s, 1, 'hand', C.wingal) });
    if (prompt(s) === 'vg.guardMore') answer(s, { t: 'done' }); // VGD 10.5.1.2.2: no more cards in this call
    autoplay(s, (x) => prompt(x) === 'vg.guard', []);
    expect(s.players[1].hand).toHaveLength(2);
    answer(s, { t: 'guard', card: idOf(s, 1, 'hand', C.stardust) });
    if (prompt(s) === 'vg.guardMore') answer(s, { t: 'done' }); // VGD 10.5.1.2.2: no more cards in this call
    autoplay(s, (x) => prompt(x) === 'vg.guard', []);
    expect(s.players[1].hand).toHaveLength(2); // Marron and the card drawn
  });

  it('VGD 10.5.1.2.3: with both vanguards grade 3 a face-down G guardian is called face up to the guardian circle, its cost paid; with a grade 2 vanguard it is not offered', () => {
    const s = attacked([C.healRP, C.wingal], D.persona, [GG]);
    expect(offers(s, { t: 'gGuardian', card: idOf(s, 1, 'gzone', GG) })).toBe(true);
    answer(s, { t: 'gGuardian', card: idOf(s, 1, 'gzone', GG) });
    expect(s.players[1].drop.map((c) => c.code)).toEqual([C.healRP]);
    expect(s.players[1].field.GC[0]).toMatchObject({ code: GG, up: true, rested: true });
    expect(power(s, 1, vanguardOf(s, 1)!)).toBe(13000 + 15000);
    const low = attacked([C.healRP, C.wingal], D.g2, [GG]);
    expect(offers(low, { t: 'gGuardian' })).toBe(false);
  });

  it('VGD 10.5.1.2.5.1: the order limit is 1: after one blitz order this turn, a second is not offered', () => {
    give(BLITZ, [orderAbility({ cost: [], effects: [powerUp(chooseYour('unit'), 5000, 'battle')] })]);
    const s = attacked([BLITZ, BLITZ, C.wingal]);
    expect(offers(s, { t: 'playOrder', card: idOf(s, 1, 'hand', BLITZ) })).toBe(true);
    answer(s, { t: 'playOrder', card: idOf(s, 1, 'hand', BLITZ) });
    answer(s, { t: 'unit', circle: 'VC' });
    autoplay(s, (x) => x.decision?.prompt === 'vg.guard');
    expect(s.players[1].hand.map((c) => c.code)).toContain(BLITZ);
    expect(offers(s, { t: 'playOrder' })).toBe(false);
    expect(offers(s, { t: 'guard', card: idOf(s, 1, 'hand', C.wingal) })).toBe(true);
  });
});
