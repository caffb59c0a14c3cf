// The D standard's main phase and placing units (VGD 6.2 call, 6.3 ride, 9.9 main phase). Positions from the
// scenario helper, driven through `act`; each test checks what its clause states.
import { describe, expect, it } from 'vitest';
import { auto, draw } from '../../../src/games/vanguard/abilities/dsl.ts';
import type { VGState } from '../../../src/games/vanguard/state.ts';
import { attack, deck } from '../cards/helpers.ts';
import { testOnlyAbilities } from '../testAbilities.ts';
import { useTestCards } from '../testCards.ts';
import { answer, autoplay, C, events, idOf, offers, prompt, scenario, timings } from '../scenario.ts';
import { D, D_CARDS } from './dTestCards.ts';

useTestCards(D_CARDS);

const main = (vanguard: string | null, hand: string[], rc: Record<string, string> = {}): VGState =>
  scenario({ format: 'd', at: 'main', p0: { vanguard, hand, rc, deck: deck() }, p1: { vanguard: D.g0, deck: deck() } });

describe('VGD 9.9: the main phase', () => {
  it("VGD 9.9.2.1 / VGD 9.9.2.1.1: a hand unit of grade up to the vanguard's is called to a rear-guard circle; a higher grade is not offered", () => {
    const s = main(D.g1, [D.g1, D.g2]);
    expect(offers(s, { t: 'call', card: idOf(s, 0, 'hand', D.g1) })).toBe(true);
    expect(offers(s, { t: 'call', card: idOf(s, 0, 'hand', D.g2) })).toBe(false);
  });

  it('VGD 9.9.2.2 / VGD 9.9.2.2.1: the cards on the front and back rear-guard circles of a column switch places', () => {
    const s = main(D.g2, [], { FL: D.g1, BL: D.g0 });
    answer(s, { t: 'swap', a: 'FL', b: 'BL' });
    expect(s.players[0].field.FL.map((c) => c.code)).toEqual([D.g0]);
    expect(s.players[0].field.BL.map((c) => c.code)).toEqual([D.g1]);
  });

  it('VGD 9.9.2.2.2: with one circle of the column empty, the card moves to it', () => {
    const s = main(D.g2, [], { FR: D.g1 });
    const swap = s.decision!.options.find(
      (o) =>
        o.t === 'swap' &&
        [(o as unknown as { a: string }).a, (o as unknown as { b: string }).b].sort().join() === 'BR,FR',
    );
    expect(swap).toBeDefined();
    answer(s, swap as never);
    expect(s.players[0].field.FR).toHaveLength(0);
    expect(s.players[0].field.BR.map((c) => c.code)).toEqual([D.g1]);
  });

  it('VGD 9.9.2.2.3: a column with both circles empty offers no move (nothing would happen)', () => {
    const s = main(D.g2, [], { FL: D.g1 });
    const cols = s
      .decision!.options.filter((o) => o.t === 'swap')
      .map((o) => [(o as unknown as { a: string }).a, (o as unknown as { b: string }).b].sort().join());
    expect(cols).toContain('BL,FL');
    expect(cols).not.toContain('BR,FR');
  });

  it('VGD 9.9.2.6 / VGD 9.10.1: passing the play timing goes on to the battle phase', () => {
    const s = main(D.g2, []);
    expect(timings(s)).not.toContain('startStep+battlePhase');
    answer(s, { t: 'pass' });
    expect(prompt(s)).toBe('vg.attack');
  });
});

describe('VGD 6.2: call', () => {
  it('VGD 6.2.1 / VGD 6.2.2.1 / VGD 6.2.3.3.1: a normal call from hand puts the unit on the rear-guard circle, standing', () => {
    const s = main(D.g2, [D.g1]);
    const id = idOf(s, 0, 'hand', D.g1);
    answer(s, { t: 'call', card: id, circle: 'FL' });
    const u = s.players[0].field.FL[0];
    expect(u.code).toBe(D.g1);
    expect(u.rested).toBe(false);
    expect(s.players[0].hand).toHaveLength(0);
    // VGD 6.2.5: a called card is a new card in its zone.
    expect(u.id).not.toBe(id);
  });

  it("VGD 6.2.4 / VGD 6.2.4.1: a guardian's shield is added to the attacked unit's power; without it the attack hits (control)", () => {
    for (const guard of [true, false]) {
      const s = scenario({
        format: 'd',
        at: 'battle',
        p0: { vanguard: D.persona, deck: deck() },
        p1: { vanguard: D.g0, hand: [C.stardust, C.wingal], deck: deck() },
      });
      attack(s, 'VC', 'VC');
      autoplay(s, (x) => prompt(x) === 'vg.guard');
      // 13000 against 6000: a 10000 shield brings it to 16000.
      if (guard) answer(s, { t: 'guard', card: idOf(s, 1, 'hand', C.stardust) });
      autoplay(s, (x) => x.battle === null);
      expect(events(s, 'compare').map((e) => e.hit)).toEqual([[!guard]]);
    }
  });
});

describe('VGD 6.3: ride', () => {
  it('VGD 6.3.1 / VGD 6.3.2.1 / VGD 6.3.3.4.1: a normal ride from hand places the unit on the vanguard circle, standing; VGD 6.3.4 it is a new card', () => {
    const s = scenario({
      format: 'd',
      at: 'ride',
      p0: { vanguard: { code: D.g1, rested: true }, hand: [D.g2], deck: deck() },
    });
    const id = idOf(s, 0, 'hand', D.g2);
    answer(s, { t: 'ride', card: id });
    const v = s.players[0].field.VC;
    expect(v.map((c) => c.code)).toEqual([D.g2]);
    expect(v[0].rested).toBe(false);
    expect(v[0].id).not.toBe(id);
    expect(s.players[0].soul.map((c) => c.code)).toEqual([D.g1]);
  });
});

describe('VGD 6.3 (more): ride', () => {
  const { give } = testOnlyAbilities();

  it('VGD 6.3.5: a "when rode upon" ability of the vanguard triggers when another card is ridden onto it', () => {
    // Test-only: "[AUTO]: When this unit is rode upon, draw a card."
    give(D.g1, [auto({ trigger: { on: 'riddenBy', filter: {} }, effects: [draw()] })]);
    const s = scenario({ format: 'd', at: 'ride', p0: { vanguard: D.g1, hand: [D.g2], deck: deck() } });
    answer(s, { t: 'ride', card: idOf(s, 0, 'hand', D.g2) });
    autoplay(s, (x) => prompt(x) === 'vg.main');
    expect(events(s, 'playAbility')).toHaveLength(1);
    expect(s.players[0].hand).toHaveLength(1);
  });

  it('VGD 6.3.2.2: the ride from the soul by the rule action (not from hand or ride deck by the turn player) is a superior ride', () => {
    const s = scenario({ format: 'd', at: 'main', p0: { vanguard: null, soul: [C.wingal], deck: deck() } });
    answer(s, { t: 'card', card: idOf(s, 0, 'soul', C.wingal) });
    expect(events(s, 'ride').map((e) => e.superior)).toEqual([true]);
  });
});

describe('VGD 6.2 (more): call to the guardian circle', () => {
  it('VGD 6.2.3.3.1: a unit called to the guardian circle is placed in the rest state', () => {
    const s = scenario({
      format: 'd',
      at: 'battle',
      p0: { vanguard: D.persona, deck: deck() },
      p1: { vanguard: D.g0, hand: [C.stardust, C.wingal], deck: deck() },
    });
    attack(s, 'VC', 'VC');
    autoplay(s, (x) => prompt(x) === 'vg.guard');
    answer(s, { t: 'guard', card: idOf(s, 1, 'hand', C.stardust) });
    if (prompt(s) === 'vg.guardMore') answer(s, { t: 'done' }); // VGD 10.5.1.2.2: no more cards in this call
    expect(s.players[1].field.GC.map((c) => c.rested)).toEqual([true]);
  });
});
