// Imaginary gifts (VG2 2.16, 10.6.3, 9.7): the gift icon as card data, Force markers on circles, the Protect
// card in the hand and on the guardian circle, and what each seat is shown. The built-in pool has no card with a
// gift icon, so these tests add test-only records (testCards.ts).
import { describe, expect, it } from 'vitest';
import { heuristicAnswer } from '../../src/games/vanguard/product/heuristic.ts';
import { act } from '../../src/core/engine.ts';
import type { Seat } from '../../src/core/types.ts';
import { abilityText } from '../../src/games/vanguard/abilities/text.ts';
import { abilitiesOf } from '../../src/games/vanguard/abilities/registry.ts';
import { cardByCode, parseCardFile, PROTECT_CODE } from '../../src/games/vanguard/cards/cardPool.ts';
import type { CardRecord } from '../../src/games/vanguard/cards/cardRecord.ts';
import { critical, grade, power, shield } from '../../src/games/vanguard/characteristics.ts';
import { checkTiming } from '../../src/games/vanguard/checkTiming.ts';
import { run } from '../../src/core/engine.ts';
import { resampleVanguard } from '../../src/games/vanguard/resample.ts';
import type { VGState } from '../../src/games/vanguard/state.ts';
import { vgEvents, vgView } from '../../src/games/vanguard/view.ts';
import { moveCard } from '../../src/games/vanguard/zones.ts';
import { addProtect } from '../../src/games/vanguard/gift.ts';
import { answer, autoplay, C, events, idOf, offers, prompt, scenario } from './scenario.ts';
import { attack, endGuard, pw, resolveTriggers, unit } from './cards/helpers.ts';
import { paladinRecord, useTestCards } from './testCards.ts';

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

useTestCards([
  giftCard(FORCE, 'Test Force Knight', 3, 'force'),
  giftCard(FORCE2, 'Test Force Squire', 2, 'force'),
  giftCard(PROTECT, 'Test Protect Knight', 3, 'protect'),
]);

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

describe('the imaginary gift icon (VG2 2.16)', () => {
  it('VG2 2.16 / VG2 2.16.1 / VG2 2.16.2 / VG2 2.16.2.1 / VG2 2.16.2.3: a card record may carry a gift icon, which names its gift', () => {
    expect(cardByCode(FORCE)!.gift).toBe('force');
    expect(cardByCode(PROTECT)!.gift).toBe('protect');
    expect(cardByCode(C.brigitte)!.gift).toBeUndefined(); // no icon, no gift
    // A card file may carry the icon too, and only a known one.
    const entry = { ...giftCard('X/1', 'X', 3, 'force'), shield: null };
    expect(parseCardFile([entry], 'cards.json')[0].gift).toBe('force');
    expect(() => parseCardFile([{ ...entry, gift: 'bogus' }], 'cards.json')).toThrow(/gift/);
    // Riding a card without an icon leaves no gift waiting.
    const s = ridePhase([C.brigitte]);
    ride(s, C.brigitte);
    expect(s.gifts).toBeUndefined();
    expect(events(s, 'giftPending')).toEqual([]);
  });
});

describe('Imaginary Gift: Force (VG2 10.6.3.1)', () => {
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
    const { withTestAbilities } = await import('../../src/games/vanguard/abilities/registry.ts');
    const { auto, power: powerUp, thisUnit } = await import('../../src/games/vanguard/abilities/dsl.ts');
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
    expect(abilityText(a)).toContain('choose one of your units, and that unit cannot be hit until end of that battle');
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
  it('Force markers are public: both seats and a spectator see them on the circle', () => {
    const s = ridePhase([FORCE]);
    ride(s, FORCE);
    answer(s, { t: 'circle', circle: 'FR' });
    for (const who of [0, 1, 'spectator'] as const) {
      expect(vgView(s, who).players[0].gifts).toEqual({ force: { FR: 1 } });
      expect(vgView(s, who).players[1].gifts).toBeUndefined();
    }
    expect(vgEvents(s, 1).filter((e) => e.t === 'gift')).toEqual([{ t: 'gift', seat: 0, gift: 'force', circle: 'FR' }]);
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
