// Imaginary gift types of the D standard (VGD 16.2.1.2, 16.3.1.3–16.3.1.5): a player chooses I or II at the first
// resolution of Force or Accel and keeps it; Force II makes the original critical 2, Accel II draws a card and gives
// +5000. No D trial deck card has a gift icon, so these tests use test-only records.
import { describe, expect, it } from 'vitest';
import { act } from '../../../src/core/engine.ts';
import { answerWithoutView } from '../../../src/games/vanguard/product/heuristic.ts';
import { chooseYour, power as powerUp } from '../../../src/games/vanguard/abilities/dsl.ts';
import { abilityText } from '../../../src/games/vanguard/abilities/text.ts';
import { actDo, testOnlyAbilities } from '../testAbilities.ts';
import type { CardRecord } from '../../../src/games/vanguard/cards/cardRecord.ts';
import { PROTECT_CODE } from '../../../src/games/vanguard/cards/cardPool.ts';
import { critical, power, shield } from '../../../src/games/vanguard/characteristics.ts';
import type { VGState } from '../../../src/games/vanguard/state.ts';
import { answer, autoplay, C, idOf, prompt, scenario } from '../scenario.ts';
import { paladinRecord, useTestCards } from '../testCards.ts';

const FORCE = 'DG/001';
const FORCE2 = 'DG/002';
const ACCEL = 'DG/003';
const PROTECT = 'DG/004';

function giftCard(code: string, name: string, grade: number, gift: 'force' | 'accel' | 'protect'): CardRecord {
  return paladinRecord(code, name, {
    grade,
    power: grade === 3 ? 13000 : 10000,
    shield: grade === 3 ? null : 5000,
    unitType: 'normal',
    skills: grade === 3 ? ['twinDrive'] : ['intercept'],
    gift,
  });
}

useTestCards([
  giftCard(FORCE, 'Test Force Captain', 2, 'force'),
  giftCard(FORCE2, 'Test Force King', 3, 'force'),
  giftCard(ACCEL, 'Test Accel King', 3, 'accel'),
  giftCard(PROTECT, 'Test Protect King', 3, 'protect'),
]);

const deck = [C.wingal, C.marron, C.gallatin, C.stardust, C.blasterBlade];

function rideFrom(vanguard: string, hand: string[], format: 'd' | 'cr201' = 'd'): VGState {
  const s = scenario({ format, at: 'ride', p0: { vanguard, hand, deck } });
  answer(s, { t: 'ride', card: idOf(s, 0, 'hand', hand[0]) });
  autoplay(s, (x) => prompt(x)?.startsWith('vg.giftType') === true || prompt(x) === 'vg.giftForce');
  return s;
}

describe('VGD 16.3.1.3: choosing the gift type', () => {
  it('VGD 16.3.1.3.2, 16.3.1.4.3: the first Force asks for I or II; Force II makes the original critical 2 and gives no power', () => {
    const s = rideFrom(C.wingal, [FORCE]);
    expect(prompt(s)).toBe('vg.giftTypeForce');
    answer(s, { t: 'number', n: 2 });
    expect(prompt(s)).toBe('vg.giftForce');
    answer(s, { t: 'circle', circle: 'VC' });
    autoplay(s, (x) => x.phase === 'main');
    const vc = s.players[0].field.VC.at(-1)!;
    expect(critical(s, 0, vc)).toBe(2);
    expect(power(s, 0, vc)).toBe(10000);
    expect(s.gifts).toEqual([{ seat: 0, gift: 'force', circle: 'VC', type: 2 }]);
  });

  it('VGD 16.3.1.4.2: Force I gives +10000 during your turn and leaves the critical', () => {
    const s = rideFrom(C.wingal, [FORCE]);
    answer(s, { t: 'number', n: 1 });
    answer(s, { t: 'circle', circle: 'VC' });
    autoplay(s, (x) => x.phase === 'main');
    const vc = s.players[0].field.VC.at(-1)!;
    expect(critical(s, 0, vc)).toBe(1);
    expect(power(s, 0, vc)).toBe(20000);
  });

  it('VGD 16.3.1.3.1: a later Force of the same player takes the type chosen before, without asking', () => {
    const s = rideFrom(C.wingal, [FORCE]);
    answer(s, { t: 'number', n: 2 });
    answer(s, { t: 'circle', circle: 'VC' });
    autoplay(s, (x) => x.phase === 'main');
    // The next turn of the same player: ride the grade 3 Force card.
    const t = scenario({ format: 'd', at: 'ride', p0: { vanguard: FORCE, hand: [FORCE2], deck } });
    t.gifts = s.gifts;
    answer(t, { t: 'ride', card: idOf(t, 0, 'hand', FORCE2) });
    autoplay(t, (x) => prompt(x)?.startsWith('vg.gift') === true);
    expect(prompt(t)).toBe('vg.giftForce'); // no type question
    answer(t, { t: 'circle', circle: 'VC' });
    autoplay(t, (x) => x.phase === 'main');
    expect(t.gifts!.map((m) => (m as { type?: number }).type)).toEqual([2, 2]);
    expect(critical(t, 0, t.players[0].field.VC.at(-1)!)).toBe(2); // two Force II markers: still 2
  });

  it('VGD 16.3.1.5.4: Accel II gains the circle, draws a card at once, and its unit gets +5000 during your turn', () => {
    const s = rideFrom(C.gallatin, [ACCEL, C.marron]);
    expect(prompt(s)).toBe('vg.giftTypeAccel');
    const hand = s.players[0].hand.length;
    answer(s, { t: 'number', n: 2 });
    expect(s.players[0].hand).toHaveLength(hand + 1);
    expect(s.players[0].field.A1).toEqual([]);
    autoplay(s, (x) => x.phase === 'main');
    answer(s, { t: 'call', card: idOf(s, 0, 'hand', C.marron), circle: 'A1' });
    autoplay(s, (x) => prompt(x) === 'vg.main');
    expect(power(s, 0, s.players[0].field.A1.at(-1)!)).toBe(8000 + 5000);
  });

  it('VGD 16.3.1.5.3: Accel I draws nothing and gives +10000', () => {
    const s = rideFrom(C.gallatin, [ACCEL, C.marron]);
    const hand = s.players[0].hand.length;
    answer(s, { t: 'number', n: 1 });
    expect(s.players[0].hand).toHaveLength(hand);
    autoplay(s, (x) => x.phase === 'main');
    answer(s, { t: 'call', card: idOf(s, 0, 'hand', C.marron), circle: 'A1' });
    autoplay(s, (x) => prompt(x) === 'vg.main');
    expect(power(s, 0, s.players[0].field.A1.at(-1)!)).toBe(8000 + 10000);
  });

  it('VG2 10.6.3: ver. 2.01 gifts have no type: Force is asked for its circle at once', () => {
    const s = rideFrom(C.wingal, [FORCE], 'cr201');
    expect(prompt(s)).toBe('vg.giftForce');
  });
});

describe('the heuristic agent picks gift types', () => {
  it('VGD 16.3.1.3.2: Force I (power for every attack) and Accel II (a card)', () => {
    const options = [
      { t: 'number', n: 1 },
      { t: 'number', n: 2 },
    ];
    expect(answerWithoutView('vg.giftTypeForce', options)).toEqual({ t: 'number', n: 1 });
    expect(answerWithoutView('vg.giftTypeAccel', options)).toEqual({ t: 'number', n: 2 });
  });
});

describe('VGD 7.14.3: an effect that makes a player get a gift', () => {
  const { give } = testOnlyAbilities();

  it('VGD 7.14.3.1: the gift resolves at once, within the effect, before the effects written after it', () => {
    give(C.brigitte, [actDo({ do: 'getGift', gift: 'accel', type: 1 }, powerUp(chooseYour('unit'), 5000, 'turn'))]);
    const s = scenario({ format: 'd', at: 'main', p0: { vanguard: C.brigitte, deck } });
    answer(s, { t: 'act', card: s.players[0].field.VC[0].id });
    expect(prompt(s)).toBe('vg.chooseUnit'); // the next effect of the same ability: no check timing in between
    expect(s.players[0].field.A1).toEqual([]);
    expect(s.gifts).toEqual([{ seat: 0, gift: 'accel', circle: 'A1', type: 1 }]);
  });

  it('VGD 16.3.1.3, 16.3.1.3.2: a type the effect names is taken without a question; without one the player chooses', () => {
    give(C.brigitte, [actDo({ do: 'getGift', gift: 'force', type: 2 })]);
    const s = scenario({ format: 'd', at: 'main', p0: { vanguard: C.brigitte, deck } });
    answer(s, { t: 'act', card: s.players[0].field.VC[0].id });
    expect(prompt(s)).toBe('vg.giftForce');
    answer(s, { t: 'circle', circle: 'VC' });
    autoplay(s, (x) => prompt(x) === 'vg.main');
    expect(critical(s, 0, s.players[0].field.VC[0])).toBe(2);

    give(C.gallatin, [actDo({ do: 'getGift', gift: 'force' })]);
    const t = scenario({ format: 'd', at: 'main', p0: { vanguard: C.gallatin, deck } });
    answer(t, { t: 'act', card: t.players[0].field.VC[0].id });
    expect(prompt(t)).toBe('vg.giftTypeForce');
    answer(t, { t: 'number', n: 1 });
    answer(t, { t: 'circle', circle: 'VC' });
    autoplay(t, (x) => prompt(x) === 'vg.main');
    expect(power(t, 0, t.players[0].field.VC[0])).toBe(10000 + 10000);
  });

  it('VGD 7.14.3: the effect reads "you get Imaginary Gift: Force II"', () => {
    expect(abilityText(actDo({ do: 'getGift', gift: 'force', type: 2 }))).toBe(
      '[ACT](VC/RC):You get Imaginary Gift: Force II.',
    );
  });
});

describe('VGD 16.3.1.6: Protect I and II', () => {
  it('VGD 16.3.1.6.1: Protect I puts a Protect card into the hand', () => {
    const s = rideFrom(C.gallatin, [PROTECT]);
    expect(prompt(s)).toBe('vg.giftTypeProtect');
    answer(s, { t: 'number', n: 1 });
    expect(s.players[0].hand.map((c) => c.code)).toContain(PROTECT_CODE);
    expect(s.gifts).toMatchObject([{ seat: 0, gift: 'protect', type: 1 }]);
  });

  it('VGD 16.3.1.6.2: Protect II marks one of the rear-guard circles (never the vanguard circle)', () => {
    const s = rideFrom(C.gallatin, [PROTECT]);
    answer(s, { t: 'number', n: 2 });
    expect(prompt(s)).toBe('vg.giftProtect');
    const circles = s.decision!.options.map((o) => (o as unknown as { circle: string }).circle);
    expect(circles).not.toContain('VC');
    expect(circles).toContain('FL');
    answer(s, { t: 'circle', circle: 'FL' });
    expect(s.gifts).toEqual([{ seat: 0, gift: 'protect', circle: 'FL', type: 2 }]);
    expect(s.players[0].hand.map((c) => c.code)).not.toContain(PROTECT_CODE);
  });

  it('VGD 16.3.1.6.2: the unit on the Protect II circle gets Shield +10000 when it intercepts; one from another circle does not', () => {
    /** Player 1 intercepts from FL with a Protect II marker on `markerOn`; the interceptor's shield after it. */
    function interceptShield(markerOn: 'FL' | 'FR'): number {
      const s = scenario({
        format: 'd',
        at: 'battle',
        p0: { vanguard: C.brigitte, deck },
        p1: { vanguard: C.brigitte, rc: { FL: C.gallatin, FR: C.gallatin }, deck },
      });
      s.gifts = [{ seat: 1, gift: 'protect', circle: markerOn, type: 2 }];
      for (let i = 0; i < 20 && s.decision?.prompt !== 'vg.guard'; i++) {
        const d = s.decision!;
        const o = d.options.find((x) => x.t === 'yes' || (x as { circle?: string }).circle === 'VC') ?? d.options[0];
        act(s, d.seat, o);
      }
      answer(s, { t: 'intercept', circle: 'FL' });
      autoplay(s, (x) => x.decision?.prompt === 'vg.guard');
      return shield(s, 1, s.players[1].field.GC[0]);
    }
    expect(interceptShield('FL')).toBe(5000 + 10000);
    expect(interceptShield('FR')).toBe(5000);
  });
});
