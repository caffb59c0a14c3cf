// The D standard's battle (VGD section 10): start, attack, guard, drive, damage and close steps. Positions from the
// scenario helper, driven through `act`; each test checks what its clause states.
import { describe, expect, it } from 'vitest';
import { auto, draw } from '../../../src/games/vanguard/abilities/dsl.ts';
import type { VGState } from '../../../src/games/vanguard/state.ts';
import { attack, deck, pw } from '../cards/helpers.ts';
import { testOnlyAbilities } from '../testAbilities.ts';
import { useTestCards } from '../testCards.ts';
import { answer, autoplay, C, events, idOf, offers, prompt, scenario, setMods, timings } from '../scenario.ts';
import { D, D_CARDS } from './dTestCards.ts';

useTestCards(D_CARDS);

/** Player 1 (turn 3, battle phase) with a grade 3 vanguard and rear-guards; player 2 with a grade 0 vanguard. */
function battle(p1Hand: string[] = [], p1Rc: Record<string, string> = {}): VGState {
  return scenario({
    format: 'd',
    at: 'battle',
    p0: { vanguard: D.persona, rc: { FL: D.g2, BL: D.g0, FR: { code: D.g1, rested: true } }, deck: deck() },
    p1: { vanguard: D.g0, rc: p1Rc, hand: p1Hand, deck: deck() },
  });
}

const circles = (s: VGState) =>
  s.decision!.options.filter((o) => o.t === 'circle').map((o) => (o as unknown as { circle: string }).circle);

describe('VGD 10.3: the start step', () => {
  it('VGD 10.3.1.3 / VGD 10.3.1.5: the turn player chooses whether to attack; choosing not to goes on to the end phase', () => {
    const s = battle();
    expect(prompt(s)).toBe('vg.attack');
    expect(offers(s, { t: 'yes' }) && offers(s, { t: 'no' })).toBe(true);
    answer(s, { t: 'no' });
    const after = timings(s);
    expect(after.some((x) => x.includes('endPhase'))).toBe(true);
    expect(after.some((x) => x.includes('attackStep'))).toBe(false);
    expect(s.players[0].field.VC[0].rested).toBe(false);
  });
});

describe('VGD 10.4: the attack step', () => {
  it('VGD 10.4.1.3: the attacker is chosen among standing units in the front row (not the back row, not a rested unit)', () => {
    const s = battle();
    answer(s, { t: 'yes' });
    expect(circles(s).sort()).toEqual(['FL', 'VC']);
  });

  it("VGD 10.4.1.6: the unit attacked is chosen among the opponent's front-row units, never the back row", () => {
    const s = battle([], { FL: C.wingal, BR: C.marron });
    answer(s, { t: 'yes' });
    answer(s, { t: 'circle', circle: 'VC' });
    expect(circles(s).sort()).toEqual(['FL', 'VC']);
  });

  it('VGD 10.4.1.5: the attacking unit is rested as it attacks', () => {
    const s = battle();
    expect(s.players[0].field.FL[0].rested).toBe(false);
    attack(s, 'FL', 'VC');
    expect(s.players[0].field.FL[0].rested).toBe(true);
  });

  it('VGD 10.4.1.12 / VGD 10.4.1.12.1: a boosting unit in the back row of the same column adds its power to the attacker', () => {
    for (const boost of [true, false]) {
      const s = battle();
      // Player 2's vanguard at 6000 + 5000: the grade 2 (10000) hits it only with the booster's 6000.
      setMods(s, 1, 'VC', [{ stat: 'power', n: 5000, until: 'turn' }]);
      answer(s, { t: 'yes' });
      answer(s, { t: 'circle', circle: 'FL' });
      answer(s, { t: 'circle', circle: 'VC' });
      expect(prompt(s)).toBe('vg.boost');
      answer(s, { t: boost ? 'yes' : 'no' });
      expect(s.players[0].field.BL[0].rested).toBe(boost);
      autoplay(s, (x) => x.battle === null);
      expect(s.players[1].damage).toHaveLength(boost ? 1 : 0);
    }
  });
});

describe('VGD 10.5: the guard step', () => {
  it("VGD 10.5.1.2.2 / VGD 10.5.1.2.2.2: a hand unit of any grade is called to the guardian circle, whatever the vanguard's grade", () => {
    const s = battle([D.g2, C.wingal]);
    attack(s, 'VC', 'VC');
    autoplay(s, (x) => prompt(x) === 'vg.guard');
    // The defender's vanguard is grade 0; the grade 2 may still guard.
    answer(s, { t: 'guard', card: idOf(s, 1, 'hand', D.g2) });
    if (prompt(s) === 'vg.guardMore') answer(s, { t: 'done' }); // VGD 10.5.1.2.2: no more cards in this call
    expect(s.players[1].field.GC.map((c) => c.code)).toEqual([D.g2]);
  });

  it('VGD 10.5.1.2.4: a front-row unit with intercept not being attacked is put on the guardian circle rested', () => {
    const s = battle([C.wingal], { FL: D.g2 });
    attack(s, 'VC', 'VC');
    autoplay(s, (x) => prompt(x) === 'vg.guard');
    answer(s, { t: 'intercept', circle: 'FL' });
    expect(s.players[1].field.FL).toHaveLength(0);
    expect(s.players[1].field.GC.map((c) => [c.code, c.rested])).toEqual([[D.g2, true]]);
  });

  it('VGD 10.5.2 / VGD 10.5.1.2.1: after each action the defender gets the play timing again; passing ends the guard step', () => {
    const s = battle([C.wingal, C.marron, C.stardust]);
    attack(s, 'VC', 'VC');
    autoplay(s, (x) => prompt(x) === 'vg.guard');
    answer(s, { t: 'guard', card: idOf(s, 1, 'hand', C.wingal) });
    if (prompt(s) === 'vg.guardMore') answer(s, { t: 'done' }); // VGD 10.5.1.2.2: no more cards in this call
    expect(prompt(s)).toBe('vg.guard');
    answer(s, { t: 'guard', card: idOf(s, 1, 'hand', C.marron) });
    if (prompt(s) === 'vg.guardMore') answer(s, { t: 'done' }); // VGD 10.5.1.2.2: no more cards in this call
    expect(prompt(s)).toBe('vg.guard');
    expect(s.players[1].field.GC).toHaveLength(2);
    expect(timings(s)).not.toContain('driveStep');
    answer(s, { t: 'pass' });
    expect(prompt(s)).not.toBe('vg.guard');
    // A vanguard attacks, so the battle goes on to the drive step.
    expect(timings(s)).toContain('driveStep');
  });
});

describe('VGD 10.6: the drive step', () => {
  it('VGD 10.6.1.2 / VGD 10.6.1.3: a vanguard with twin drive makes two drive checks, each card going to the hand', () => {
    const s = battle();
    attack(s, 'VC', 'VC');
    autoplay(s, (x) => x.battle === null);
    expect(events(s, 'driveCheck')).toHaveLength(2);
  });

  it('VGD 10.6.1.2.2: a drive unit whose drive is 0 or less makes no drive check; at drive 1 it makes one (control)', () => {
    for (const [change, checks] of [
      [-2, 0],
      [-1, 1],
    ] as const) {
      const s = battle();
      // Twin drive: drive 2; "drive -2" leaves 0, "drive -1" leaves 1.
      setMods(s, 0, 'VC', [{ stat: 'drive', n: change, until: 'turn' }]);
      attack(s, 'VC', 'VC');
      autoplay(s, (x) => x.battle === null);
      expect(events(s, 'driveCheck')).toHaveLength(checks);
    }
  });

  it("VGD 10.6.1.2.1: a rear-guard's attack has no drive unit and goes straight to the damage step (no drive check)", () => {
    const s = battle();
    attack(s, 'FL', 'VC');
    autoplay(s, (x) => x.battle === null);
    expect(events(s, 'driveCheck')).toHaveLength(0);
    expect(timings(s)).not.toContain('driveStep');
  });
});

describe('VGD 10.7: the damage step', () => {
  it('VGD 10.7.1.2 / VGD 10.7.1.4: equal power hits, and a hit on the vanguard deals damage equal to the critical', () => {
    const s = scenario({
      format: 'd',
      at: 'battle',
      p0: { vanguard: D.g0, deck: deck() },
      p1: { vanguard: D.g0, deck: deck() },
    });
    expect(pw(s, 0, 'VC')).toBe(pw(s, 1, 'VC'));
    attack(s, 'VC', 'VC');
    autoplay(s, (x) => x.battle === null);
    expect(s.players[1].damage).toHaveLength(1);
  });

  it('VGD 10.7.1.4.1: an attacker whose critical is 0 or less deals no damage though it hits', () => {
    const s = battle();
    setMods(s, 0, 'FL', [{ stat: 'critical', n: -1, until: 'turn' }]);
    attack(s, 'FL', 'VC');
    autoplay(s, (x) => x.battle === null);
    expect(events(s, 'compare').map((e) => e.hit)).toEqual([[true]]);
    expect(s.players[1].damage).toHaveLength(0);
  });

  it('VGD 10.7.1.10: after the battle the guardians are retired, and a rear-guard that was hit is retired', () => {
    const s = battle([C.wingal], { FL: C.marron });
    attack(s, 'VC', 'FL');
    autoplay(s, (x) => prompt(x) === 'vg.guard');
    answer(s, { t: 'guard', card: idOf(s, 1, 'hand', C.wingal) });
    if (prompt(s) === 'vg.guardMore') answer(s, { t: 'done' }); // VGD 10.5.1.2.2: no more cards in this call
    autoplay(s, (x) => x.battle === null);
    expect(s.players[1].field.GC).toHaveLength(0);
    expect(s.players[1].field.FL).toHaveLength(0);
    expect(s.players[1].drop.map((c) => c.code).sort()).toEqual([C.marron, C.wingal].sort());
  });
});

describe('VGD 10.7.1.3–10.7.1.6: the hit event comes after the damage', () => {
  const { give } = testOnlyAbilities();

  it('VGD 10.7.1.3 / VGD 10.7.1.5 / VGD 10.7.1.6: a "when this unit\'s attack hits" ability is played only after the damage check\'s card reached the damage zone', () => {
    // Test-only: "[AUTO](VC): When this unit's attack hits, draw a card."
    give(D.persona, [auto({ zones: ['VC'], trigger: { on: 'hits' }, effects: [draw()] })]);
    const s = battle();
    attack(s, 'VC', 'VC');
    autoplay(s, (x) => x.battle === null);
    const log = s.log!.map((l) => l.e as unknown as Record<string, unknown>);
    const damaged = log.findIndex((e) => e.t === 'move' && e.seat === 1 && e.to === 'damage');
    const played = log.findIndex((e) => e.t === 'playAbility');
    expect(damaged).toBeGreaterThanOrEqual(0);
    expect(played).toBeGreaterThan(damaged);
    // And it did resolve: player 1 drew (two drive checks and the draw, all to the hand).
    expect(s.players[0].hand).toHaveLength(3);
  });
});

describe('VGD 10.4.1.10: guardians and the unit they guard', () => {
  it('VGD 10.4.1.10.1: with one unit attacked, a guardian guards it without a question, its shield added to that unit', () => {
    const s = battle([C.stardust, C.wingal]);
    attack(s, 'VC', 'VC');
    autoplay(s, (x) => prompt(x) === 'vg.guard');
    answer(s, { t: 'guard', card: idOf(s, 1, 'hand', C.stardust) });
    if (prompt(s) === 'vg.guardMore') answer(s, { t: 'done' }); // VGD 10.5.1.2.2: no more cards in this call
    // No "which unit does it guard" question: the play timing comes straight back.
    expect(prompt(s)).toBe('vg.guard');
    expect(s.battle!.guardians.map((g) => g.guards)).toEqual([0]);
  });
});
