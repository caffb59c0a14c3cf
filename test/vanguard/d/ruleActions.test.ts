// The D standard's rule actions other than damage and losing by damage (VGD 13.1, 13.2.4, 13.4 illegal guardians,
// 13.5 having no vanguard). Positions from the scenario helper, driven through `act`; ver. 2.01 as the control where
// the rule differs.
import { describe, expect, it } from 'vitest';
import type { FormatId } from '../../../src/games/vanguard/formats.ts';
import { deck } from '../cards/helpers.ts';
import { useTestCards } from '../testCards.ts';
import { answer, autoplay, C, idOf, prompt, scenario } from '../scenario.ts';
import { D, D_CARDS } from './dTestCards.ts';

useTestCards(D_CARDS);

describe('VGD 13.4: illegal guardians', () => {
  const startWithGuardian = (format: FormatId, whose: 0 | 1) =>
    scenario({
      format,
      at: 'battle',
      p0: { vanguard: C.overlord, deck: deck(), ...(whose === 0 ? { gc: [C.wingal] } : {}) },
      p1: { vanguard: D.g0, deck: deck(), ...(whose === 1 ? { gc: [C.wingal] } : {}) },
    });

  it('VGD 13.4.1 / VGD 13.1.1: a unit on the guardian circle while no unit is being attacked goes to the drop zone, even in the battle phase (ver. 2.01 keeps it there)', () => {
    const s = startWithGuardian('d', 1);
    expect(prompt(s)).toBe('vg.attack'); // the start step: a battle phase, but no attack yet
    expect(s.players[1].field.GC).toHaveLength(0);
    expect(s.players[1].drop.map((c) => c.code)).toEqual([C.wingal]);
    // Control (VG2 9.4.1): in the battle phase the unit stays.
    const c = startWithGuardian('cr201', 1);
    expect(prompt(c)).toBe('vg.attack');
    expect(c.players[1].field.GC.map((x) => x.code)).toEqual([C.wingal]);
  });

  it("VGD 13.4.1: a unit the attacking player has on the guardian circle during an attack goes to the drop zone; the defender's guardian stays (positive control)", () => {
    const s = scenario({
      format: 'd',
      at: 'battle',
      p0: { vanguard: C.overlord, deck: deck() },
      p1: { vanguard: D.g0, hand: [C.stardust, C.marron], deck: deck() },
    });
    answer(s, { t: 'yes' });
    answer(s, { t: 'circle', circle: 'VC' });
    answer(s, { t: 'circle', circle: 'VC' });
    autoplay(s, (x) => prompt(x) === 'vg.guard');
    answer(s, { t: 'guard', card: idOf(s, 1, 'hand', C.stardust) });
    if (prompt(s) === 'vg.guardMore') answer(s, { t: 'done' }); // VGD 10.5.1.2.2: no more cards in this call
    // The defender's guardian stays through the check timing after the call.
    expect(prompt(s)).toBe('vg.guard');
    expect(s.players[1].field.GC.map((c) => c.code)).toEqual([C.stardust]);
    // A unit of the attacking player put there (as an effect could) is illegal at the next check timing.
    s.players[0].field.GC.push({
      id: s.nextId++,
      code: C.wingal,
      owner: 0,
      up: true,
      rested: false,
      placed: 0,
      mods: null,
    });
    answer(s, { t: 'pass' });
    expect(s.players[0].field.GC).toHaveLength(0);
    expect(s.players[0].drop.map((c) => c.code)).toEqual([C.wingal]);
  });
});

describe('VGD 13.5: having no vanguard', () => {
  it('VGD 13.5.1: a player with no vanguard chooses a card in the soul and rides it at the check timing', () => {
    const s = scenario({
      format: 'd',
      at: 'main',
      p0: { vanguard: null, soul: [C.wingal, C.marron], hand: [C.stardust], deck: deck() },
    });
    expect(prompt(s)).toBe('vg.rideFromSoul');
    expect(s.decision!.options).toHaveLength(2);
    answer(s, { t: 'card', card: idOf(s, 0, 'soul', C.marron) });
    expect(s.players[0].field.VC.map((c) => c.code)).toEqual([C.marron]);
    expect(s.players[0].soul.map((c) => c.code)).toEqual([C.wingal]);
    expect(s.result).toBeNull();
  });

  it('VGD 13.5.1.1 / VGD 13.2.4: no vanguard and no card in the soul loses the game; with a vanguard and an empty soul the game goes on (control)', () => {
    const s = scenario({ format: 'd', at: 'main', p0: { vanguard: null, deck: deck() } });
    expect(s.result?.winner).toBe(1);
    const c = scenario({ format: 'd', at: 'main', p0: { vanguard: C.marron, deck: deck() } });
    expect(c.result).toBeNull();
    expect(prompt(c)).toBe('vg.main');
  });
});

describe('VGD 13.3: overloaded circles left over (as an effect could leave them)', () => {
  /** Player 1 in the main phase with a second, newer card put onto `circle`; then a call passes a check timing. */
  function overloaded(circle: 'VC' | 'FL') {
    const s = scenario({
      format: 'd',
      at: 'main',
      p0: { vanguard: D.g2, rc: { FL: D.g1 }, hand: [C.stardust], deck: deck() },
    });
    const old = s.players[0].field[circle][0];
    s.players[0].field[circle].push({ ...old, id: s.nextId++, code: C.marron, placed: old.placed + 1 });
    answer(s, { t: 'call', card: idOf(s, 0, 'hand', C.stardust), circle: 'BR' });
    return s;
  }

  it('VGD 13.3.3 / VGD 13.1.1: several units on the vanguard circle: all but the one placed last go to the soul', () => {
    const s = overloaded('VC');
    expect(s.players[0].field.VC.map((c) => c.code)).toEqual([C.marron]);
    expect(s.players[0].soul.map((c) => c.code)).toEqual([D.g2]);
  });

  it('VGD 13.3.5: several cards on a rear-guard circle: all but the one placed last go to the drop zone', () => {
    const s = overloaded('FL');
    expect(s.players[0].field.FL.map((c) => c.code)).toEqual([C.marron]);
    expect(s.players[0].drop.map((c) => c.code)).toEqual([D.g1]);
  });
});

describe('VGD 13.10: illegal trigger', () => {
  it("VGD 13.10.1: a card left in the trigger zone outside a check goes to its owner's drop zone (ver. 2.01 has no such rule: control)", () => {
    for (const [format, dropped] of [
      ['d', true],
      ['cr201', false],
    ] as const) {
      const s = scenario({ format, at: 'main', p0: { vanguard: D.g2, hand: [C.stardust], deck: deck() } });
      // As an effect could leave it there.
      s.players[0].trigger.push({
        id: s.nextId++,
        code: C.critRP,
        owner: 0,
        up: true,
        rested: false,
        placed: 0,
        mods: null,
      });
      answer(s, { t: 'call', card: idOf(s, 0, 'hand', C.stardust), circle: 'FL' });
      expect(s.players[0].trigger.length).toBe(dropped ? 0 : 1);
      expect(s.players[0].drop.map((c) => c.code)).toEqual(dropped ? [C.critRP] : []);
    }
  });

  it('VGD 13.10.1: the card a drive check is processing stays in the trigger zone through its check timing and goes to the hand', () => {
    const s = scenario({
      format: 'd',
      at: 'battle',
      p0: { vanguard: D.persona, deck: deck([C.wingal, C.marron]) },
      p1: { vanguard: D.g0, deck: deck() },
    });
    answer(s, { t: 'yes' });
    answer(s, { t: 'circle', circle: 'VC' });
    answer(s, { t: 'circle', circle: 'VC' });
    autoplay(s, (x) => x.battle === null);
    expect(s.players[0].drop).toHaveLength(0);
    expect(s.players[0].hand.map((c) => c.code)).toEqual([C.wingal, C.marron]);
  });
});
