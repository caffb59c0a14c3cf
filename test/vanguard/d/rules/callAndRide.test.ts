// Format d, VGD 6.1–6.3 (units and placing): normal and superior calls, the steps of a call by an effect, normal and
// superior rides, riding several cards, riding over a legion, and the imaginary gift of a card ridden.
import { describe, expect, it } from 'vitest';
import { eventsFor } from '../../../../src/core/engine.ts';
import { auto, draw, type Effect } from '../../../../src/games/vanguard/abilities/dsl.ts';
import type { CardRecord } from '../../../../src/games/vanguard/cards/cardRecord.ts';
import { formLegion, legionOf } from '../../../../src/games/vanguard/legion.ts';
import type { VGState } from '../../../../src/games/vanguard/state.ts';
import { moveCard } from '../../../../src/games/vanguard/zones.ts';
import { call, codes, deck, unit } from '../../cards/helpers.ts';
import { actDo, testOnlyAbilities } from '../../testAbilities.ts';
import { paladinRecord, useTestCards } from '../../testCards.ts';
import { answer, autoplay, C, events, idOf, offers, prompt, scenario } from '../../scenario.ts';
import { D, D_CARDS } from '../dTestCards.ts';

const FORCE = 'DG/101'; // grade 2 unit with the Force imaginary gift icon (test-only record)
const forceRecord: CardRecord = paladinRecord(FORCE, 'Test Force Knight', {
  grade: 2,
  power: 10000,
  shield: 5000,
  unitType: 'normal',
  skills: ['intercept'],
  gift: 'force',
});
useTestCards([...D_CARDS, forceRecord]);
const { give } = testOnlyAbilities();

/** Format d main phase: player 1's grade 2 vanguard with the ability host D.g2 on FR and `hand`. */
function main(hand: string[], extra: Record<string, unknown> = {}): VGState {
  return scenario({
    format: 'd',
    at: 'main',
    p0: { vanguard: D.persona, rc: { FR: D.g2 }, hand, deck: deck(), ...extra },
    p1: { vanguard: D.g0, deck: deck() },
  });
}

const byEffectDraws = auto({
  zones: ['RC'],
  trigger: { on: 'placed', circles: ['RC'], byEffect: true },
  effects: [draw(1)],
});

describe('VGD 6.2: call', () => {
  it('VGD 6.1 / VGD 6.1.1 / VGD 6.2.1.1 / VGD 6.2.2 / VGD 6.2.2.1: a normal call places the hand unit on the rear-guard circle chosen, standing, as a call', () => {
    give(D.g1, [byEffectDraws]);
    const s = main([D.g1]);
    call(s, D.g1, 'BL');
    expect(s.players[0].field.BL.map((c) => [c.code, c.rested])).toEqual([[D.g1, false]]);
    expect(events(s, 'call')).toEqual([
      { t: 'call', seat: 0, circle: 'BL', card: { id: unit(s, 0, 'BL').id, code: D.g1 } },
    ]);
    // Not by an effect: "when placed on (RC) by an effect" does not trigger.
    expect(s.players[0].hand).toHaveLength(0);
  });

  it('VGD 6.2.1.2 / VGD 6.2.2.2: a unit placed on a rear-guard circle by an effect is called too, by a superior call', () => {
    give(D.g1, [byEffectDraws]);
    give(D.g2, [actDo({ do: 'call', from: 'hand', n: 1, filter: { gradeMax: 1 } })]);
    const s = main([D.g1]);
    answer(s, { t: 'act', card: unit(s, 0, 'FR').id, index: 0 });
    if (prompt(s) === 'vg.callTo') answer(s, { t: 'unit', seat: 0, circle: 'BL' });
    autoplay(s, (x) => prompt(x) === 'vg.main');
    expect(codes(s.players[0].field.BL)).toEqual([D.g1]);
    expect(events(s, 'call')).toHaveLength(1);
    // The superior call triggered "when placed by an effect": a card was drawn.
    expect(s.players[0].hand).toHaveLength(1);
  });

  it('VGD 6.2.3 / VGD 6.2.3.1 / VGD 6.2.3.2 / VGD 6.2.3.2.1 / VGD 6.2.3.3: two cards called at once: the cards, then a separate circle for each, then both placed together', () => {
    const callTwo: Effect = { do: 'call', from: 'hand', n: 2, filter: { gradeMax: 1 } };
    give(D.g2, [actDo(callTwo)]);
    const s = main([D.g1, D.g0, C.wingal, D.personaG2]);
    answer(s, { t: 'act', card: unit(s, 0, 'FR').id, index: 0 });
    expect(prompt(s)).toBe('vg.callCards');
    const g1 = idOf(s, 0, 'hand', D.g1);
    const g0 = idOf(s, 0, 'hand', D.g0);
    // The grade 2 cannot be chosen (it would conflict with the effect).
    expect(s.decision!.options).toEqual([
      { t: 'card', card: g1 },
      { t: 'card', card: g0 },
      { t: 'card', card: idOf(s, 0, 'hand', C.wingal) },
    ]);
    answer(s, { t: 'card', card: g1 });
    answer(s, { t: 'card', card: g0 });
    expect(prompt(s)).toBe('vg.callTo');
    answer(s, { t: 'unit', seat: 0, circle: 'FL' });
    expect(s.players[0].field.FL).toEqual([]); // nothing placed before every circle is chosen
    expect(offers(s, { circle: 'FL' })).toBe(false); // separate circles
    answer(s, { t: 'unit', seat: 0, circle: 'BC' });
    expect(codes(s.players[0].field.FL)).toEqual([D.g1]);
    expect(codes(s.players[0].field.BC)).toEqual([D.g0]);
    const moves = events(s, 'call');
    expect(moves).toHaveLength(2);
  });

  it('VGD 6.2.3.1.1: a card called from the hand (a hidden zone) is revealed: the opponent learns what it is', () => {
    give(D.g2, [actDo({ do: 'call', from: 'hand', n: 1, filter: { gradeMax: 1 } })]);
    const s = main([D.g1]);
    answer(s, { t: 'act', card: unit(s, 0, 'FR').id, index: 0 });
    autoplay(s, (x) => prompt(x) === 'vg.main', ['card', 'unit', 'pass']);
    const called = s.players[0].field;
    const placed = [...called.FL, ...called.FR, ...called.BL, ...called.BC, ...called.BR].find((c) => c.code !== D.g2);
    expect(placed).toBeDefined();
    const seen = eventsFor(s, 1).filter((e) => e.t === 'call') as unknown as { card: { code: string } }[];
    expect(seen.map((e) => e.card.code)).toEqual([placed!.code]);
  });
});

describe('VGD 6.3: ride', () => {
  it('VGD 6.3.2 / VGD 6.3.2.2 / VGD 6.3.6: cards ridden by an effect are superior rides, one at a time in the order their master specifies', () => {
    give(D.g2, [actDo({ do: 'rideCards', n: 2 })]);
    const s = main([D.g1, D.noIcon]);
    answer(s, { t: 'act', card: unit(s, 0, 'FR').id, index: 0 });
    expect(prompt(s)).toBe('vg.rideOrder');
    expect(s.decision!.seat).toBe(0);
    answer(s, { t: 'card', card: idOf(s, 0, 'hand', D.noIcon) });
    expect(events(s, 'ride').map((e) => (e.card as { code: string }).code)).toEqual([D.noIcon, D.g1]);
    expect(events(s, 'ride').every((e) => e.superior === true)).toBe(true);
    expect(codes(s.players[0].field.VC)).toEqual([D.g1]);
    expect(codes(s.players[0].soul).sort()).toEqual([D.persona, D.noIcon].sort());
  });

  it('VGD 6.3.2.1 / VGD 6.3.3 / VGD 6.3.3.2 / VGD 6.3.3.3 / VGD 6.3.3.3.1 / VGD 6.3.3.4: a normal ride from the hand places the unit on its owner’s vanguard circle, standing', () => {
    const s = scenario({
      format: 'd',
      at: 'ride',
      p0: { vanguard: { code: D.g1, rested: true }, hand: [D.g2], deck: deck() },
      p1: { vanguard: D.g0, deck: deck() },
    });
    answer(s, { t: 'ride', card: idOf(s, 0, 'hand', D.g2) });
    expect(s.players[0].field.VC.map((c) => [c.code, c.rested])).toEqual([[D.g2, false]]);
    expect(s.players[1].field.VC.map((c) => c.code)).toEqual([D.g0]);
    expect(events(s, 'ride').map((e) => e.superior ?? false)).toEqual([false]);
  });

  it('VGD 6.3.3.2.1: a unit ridden from the ride deck zone (a hidden zone) is revealed to the opponent', () => {
    const s = scenario({
      format: 'd',
      at: 'ride',
      p0: { vanguard: D.g0, hand: [C.wingal], deck: deck(), rideDeck: [D.g1, D.g2] },
      p1: { vanguard: D.g0, deck: deck() },
    });
    answer(s, { t: 'ride', card: idOf(s, 0, 'rideDeck', D.g1) });
    autoplay(s, (x) => prompt(x) === 'vg.main', ['card']);
    const seen = eventsFor(s, 1).filter((e) => e.t === 'ride') as unknown as { card: { code: string } }[];
    expect(seen.map((e) => e.card.code)).toEqual([D.g1]);
    expect(codes(s.players[0].field.VC)).toEqual([D.g1]);
  });

  it('VGD 6.3.3.5.1: a ride onto a legion puts both the Legion Leader and the Legion Mate into the soul', () => {
    const s = scenario({
      format: 'd',
      at: 'ride',
      p0: { vanguard: C.brigitte, hand: [C.overlord], deck: deck([C.blasterBlade]) },
      p1: { vanguard: D.g0, deck: deck() },
    });
    const mate = s.players[0].deck.find((c) => c.code === C.blasterBlade)!;
    formLegion(s, 0, unit(s, 0, 'VC'), moveCard(s, 0, mate, 'deck', 'VC'));
    expect(legionOf(s, 0)).not.toBeNull();
    answer(s, { t: 'ride', card: idOf(s, 0, 'hand', C.overlord) });
    expect(codes(s.players[0].field.VC)).toEqual([C.overlord]);
    expect(codes(s.players[0].soul).sort()).toEqual([C.blasterBlade, C.brigitte].sort());
    expect(legionOf(s, 0)).toBeNull();
  });

  it('VGD 6.3.7: riding a card with an imaginary gift icon resolves that gift; a card without one resolves none (control)', () => {
    for (const card of [FORCE, D.g2]) {
      const s = scenario({
        format: 'd',
        at: 'ride',
        p0: { vanguard: D.g1, hand: [card], deck: deck() },
        p1: { vanguard: D.g0, deck: deck() },
      });
      answer(s, { t: 'ride', card: idOf(s, 0, 'hand', card) });
      autoplay(s, (x) => prompt(x)?.startsWith('vg.gift') === true || prompt(x) === 'vg.main');
      expect(prompt(s)).toBe(card === FORCE ? 'vg.giftTypeForce' : 'vg.main');
    }
  });
});
