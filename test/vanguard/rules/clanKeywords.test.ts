// Vanguard rules tests — the clan keywords of the V series: Blaze, Afterimage, Engorge, Rush, Harmony … (ver. 2.01 11.21–11.41).
// Gathered by rules topic from the batch-named files keywords11.test.ts, keywords11Gates.test.ts, keywords11More.test.ts, keywords11Records.test.ts, multipleGates.test.ts.

import { describe, expect, it } from 'vitest';
import type { Seat } from '../../../src/core/types.ts';
import {
  act,
  afterimage,
  auto,
  blaze,
  charge,
  chooseYour,
  cont,
  criticalUp,
  draw,
  engorge,
  type Gate,
  type Gates,
  harmony,
  hollow,
  power,
  powerAtLeast,
  rush,
  shadowstitch,
  success,
  thisUnit,
  type UnitState,
} from '../../../src/games/vanguard/abilities/dsl.ts';
import { abilityText } from '../../../src/games/vanguard/abilities/text.ts';
import { hasState } from '../../../src/games/vanguard/durations.ts';
import { formLegion } from '../../../src/games/vanguard/legion.ts';
import type { Circle, VGState } from '../../../src/games/vanguard/state.ts';
import { vgView } from '../../../src/games/vanguard/view.ts';
import { moveCard } from '../../../src/games/vanguard/zones.ts';
import {
  attack,
  attackUntilBoost,
  call,
  codes,
  crit,
  deck,
  endGuard,
  offersAct,
  pw,
  toNextTurn,
  unit,
} from '../cards/helpers.ts';
import { answer, events, idOf, prompt, scenario, setMods } from '../scenario.ts';
import { actDo, testOnlyAbilities } from '../testAbilities.ts';

// Trial-deck cards (stats in data/vanguard/original-td.cards.json).
const KING = 'TD03/004'; // King of Sword, g2 10000 «Nova Grappler», Intercept, vanilla

const TOUGH = 'TD03/007'; // Tough Boy, g1 8000 «Nova Grappler», Boost, vanilla

const GARETH = 'TD05/008'; // g1 8000 «Gold Paladin», Boost, vanilla

const BEAUMAINS = 'TD05/004'; // g2 10000 «Gold Paladin», vanilla

const BAHR = 'TD02/007'; // g1 8000 «Kagero», Boost, vanilla

const MARRON = 'TD01/008'; // g1 8000 «Royal Paladin», vanilla: the decks' filler

const { give } = testOnlyAbilities();

const NEHALEM = 'TD02/004'; // g2 10000 «Kagero»

const GALLATIN = 'TD01/004'; // g2 10000 «Royal Paladin»

const STARDUST = 'TD01/012'; // g0 6000, shield 10000

const STAND_TRIGGER = 'TD03/013'; // Cannon Ball, «Nova Grappler» stand trigger

function is(s: VGState, seat: Seat, c: Circle, state: UnitState): boolean {
  return hasState(unit(s, seat, c), state);
}

/** Answer every decision with its first option until the turn player is asked whether to attack (or `stop`). */
function playOn(s: VGState, stop: (s: VGState) => boolean = (x) => prompt(x) === 'vg.attack'): void {
  for (let i = 0; i < 40 && !stop(s); i++) answer(s, s.decision!.options[0] as never);
  expect(stop(s)).toBe(true);
}

const plus5000 = (gate: Gate) => cont({ zones: ['VC'], gate, effect: { cont: 'modify', stat: 'power', n: 5000 } });

const onAttackPlus5000 = (gate: Gate) =>
  auto({ zones: ['VC'], gate, trigger: { on: 'attacks' }, effects: [power(thisUnit, 5000, 'battle')] });

const actPlus5000 = (gate: Gate) => act({ zones: ['VC'], gate, cost: [], effects: [power(thisUnit, 5000, 'turn')] });

/** Play the pending decision's standing-by ability of the card on `circle` first (VG2 8.6.3.1). */
function playFirst(s: VGState, seat: Seat, circle: Circle): void {
  expect(prompt(s)).toBe('vg.playAuto');
  answer(s, { t: 'auto', source: unit(s, seat, circle).id });
}

/** What the views show on the unit on `circle` of `seat`. */
function shown(s: VGState, seat: Seat, circle: Circle): { successful?: boolean; harmony?: boolean } {
  const cards = vgView(s, seat === 0 ? 1 : 0).players[seat].field[circle];
  return cards[cards.length - 1] as { successful?: boolean; harmony?: boolean };
}

const SHINKEN: Gate = { kw: 'shinkenHissatsu' };

const BRAVE: Gate = { kw: 'brave' };

const BOTH: Gates = [SHINKEN, BRAVE];

/** Put exactly `n` cards in player 1's `zone`, from the top of the deck or back under it. */
function setCount(s: VGState, seat: Seat, zone: 'hand' | 'damage', n: number): void {
  const p = s.players[seat];
  while (p[zone].length < n) moveCard(s, seat, p.deck.at(-1)!, 'deck', zone);
  while (p[zone].length > n) moveCard(s, seat, p[zone].at(-1)!, zone, 'deck', { bottom: true });
}

/** Shinken Hissatsu holds at three damage, fails at two; Brave holds at three cards in hand, fails at four. */
function set(s: VGState, shinken: boolean, brave: boolean): void {
  setCount(s, 0, 'damage', shinken ? 3 : 2);
  setCount(s, 0, 'hand', brave ? 3 : 4);
}

describe('Bloom and Nitou Kaigan triggers (VG2 11.38, 11.41)', () => {
  it('VG2 11.38 / VG2 11.38.1 Bloom: "when your other «Gold Paladin» is placed on (RC)" triggers for another such unit, not for itself or another clan', () => {
    const bloom = auto({
      zones: ['RC'],
      trigger: { on: 'yourUnitPlaced', filter: { clan: 'Gold Paladin', other: true } },
      effects: [power(thisUnit, 3000, 'turn')],
    });
    give(GARETH, [bloom]);
    const s = scenario({
      at: 'main',
      p0: { vanguard: KING, rc: { FL: GARETH }, hand: [BEAUMAINS, BAHR, GARETH], deck: deck([]) },
    });
    answer(s, { t: 'call', card: idOf(s, 0, 'hand', BAHR), circle: 'BL' });
    expect(pw(s, 0, 'FL')).toBe(8000);
    answer(s, { t: 'call', card: idOf(s, 0, 'hand', BEAUMAINS), circle: 'FR' });
    expect(pw(s, 0, 'FL')).toBe(11000);
    answer(s, { t: 'call', card: idOf(s, 0, 'hand', GARETH), circle: 'BR' });
    expect(pw(s, 0, 'FL')).toBe(14000); // the first Gareth again …
    expect(pw(s, 0, 'BR')).toBe(8000); // … but not the one placed
  });

  it('VG2 11.41 / VG2 11.41.1 Nitou Kaigan: "when this unit is boosted by «Tough Boy»" and "when this unit boosts «King of Sword»" both trigger on that boost', () => {
    const boostedBy = auto({
      zones: ['RC'],
      trigger: { on: 'boostedBy', booster: { name: 'Tough Boy' } },
      effects: [power(thisUnit, 5000, 'battle')],
    });
    const boosts = auto({
      zones: ['RC'],
      trigger: { on: 'boosts', boosted: { name: 'King of Sword' } },
      effects: [power(thisUnit, 1000, 'battle')],
    });
    give(KING, [boostedBy]);
    give(TOUGH, [boosts]);
    expect(abilityText(boostedBy)).toBe(
      '[AUTO](RC):When this unit is boosted by a unit named "Tough Boy", this unit gets Power +5000 until end of that battle.',
    );
    const s = scenario({
      at: 'battle',
      p0: { vanguard: MARRON, rc: { FL: KING, BL: TOUGH, FR: KING, BR: GARETH }, deck: deck([]) },
      p1: { hand: [MARRON], deck: deck([]) },
    });
    attack(s, 'FL', 'VC', true);
    expect([prompt(s), s.decision!.seat]).toEqual(['vg.playAuto', 0]); // both wait; their master picks the order
    expect(s.standby.map((x) => x.code).sort()).toEqual([KING, TOUGH]);
    answer(s, s.decision!.options[0] as never);
    expect(pw(s, 0, 'FL')).toBe(10000 + 5000 + 8000 + 1000);
    endGuard(s);
    for (let i = 0; i < 10 && prompt(s) !== 'vg.attack'; i++) answer(s, s.decision!.options[0] as never);
    attack(s, 'FR', 'VC', true); // boosted by Gareth: no trigger
    expect(pw(s, 0, 'FR')).toBe(10000 + 8000);
  });
});

describe('Wave (VG2 11.35)', () => {
  // The printed forms: one battle only, a list of battles, "or more", and a battle plus "or more".
  const cases = [
    { gate: { times: [2] }, text: 'Wave-2nd time only', active: [false, true, false] },
    { gate: { times: [1, 3] }, text: 'Wave-1st or 3rd time', active: [true, false, true] },
    { gate: { times: [], orMore: 2 }, text: 'Wave-2nd time or more', active: [false, true, true] },
    { gate: { times: [1], orMore: 3 }, text: 'Wave-1st time or 3rd time or more', active: [true, false, true] },
  ] as const;
  for (const { gate, text, active } of cases) {
    it(`VG2 11.35 / VG2 11.35.1 / VG2 11.35.2 "${text}": the [AUTO] is active in those battles of the turn alone`, () => {
      const a = auto({
        zones: ['VC', 'RC'],
        gate: { kw: 'wave', ...gate },
        trigger: { on: 'attacks' },
        effects: [power(thisUnit, 5000, 'battle')],
      });
      give(KING, [a]);
      expect(abilityText(a).startsWith(`[AUTO](VC/RC) ${text}:`)).toBe(true);
      const s = scenario({
        at: 'battle',
        p0: { vanguard: KING, rc: { FL: KING, FR: KING }, deck: deck([]) },
        p1: { hand: [MARRON], deck: deck([]) }, // the battle waits at the guard step while the power is read
      });
      const got: number[] = [];
      for (const c of ['FL', 'FR', 'VC'] as const) {
        attack(s, c, 'VC');
        got.push(pw(s, 0, c));
        endGuard(s);
        for (let i = 0; i < 10 && prompt(s) !== 'vg.attack'; i++) answer(s, s.decision!.options[0] as never);
      }
      expect(got).toEqual(active.map((on) => (on ? 15000 : 10000)));
    });
  }
});

describe('Dark Device (VG2 11.36)', () => {
  // Player 1's FL stands in player 2's right column (VG2 4.6.2.1).
  const field = (opp: Record<string, string | { code: string; rested: boolean }>) =>
    scenario({
      at: 'battle',
      p0: { vanguard: KING, rc: { FL: KING }, deck: deck([]) },
      p1: { rc: opp, hand: [MARRON], deck: deck([]) },
    });

  it("VG2 11.36 / VG2 11.36.1 / VG2 11.36.1.1 / VG2 4.6.2.1 [CONT] Dark Device: active only while the opponent has no unit, standing or resting, in this unit's column", () => {
    give(KING, [
      cont({ zones: ['RC'], gate: { kw: 'darkDevice' }, effect: { cont: 'modify', stat: 'power', n: 5000 } }),
    ]);
    expect(pw(field({}), 0, 'FL')).toBe(15000);
    expect(pw(field({ FL: NEHALEM, BL: NEHALEM }), 0, 'FL')).toBe(15000); // the other column
    expect(pw(field({ BR: NEHALEM }), 0, 'FL')).toBe(10000);
    expect(pw(field({ FR: { code: NEHALEM, rested: true } }), 0, 'FL')).toBe(10000);
    expect(pw(field({}), 0, 'VC')).toBe(10000); // on VC, the opponent's vanguard is in its column
  });

  it("VG2 11.36.1.2 [AUTO] Dark Device: triggers only if the opponent has no standing unit in this unit's column", () => {
    give(KING, [
      auto({
        zones: ['RC'],
        gate: { kw: 'darkDevice' },
        trigger: { on: 'attacks' },
        effects: [power(thisUnit, 5000, 'battle')],
      }),
    ]);
    const rested = field({ FR: { code: NEHALEM, rested: true } });
    attack(rested, 'FL', 'VC');
    expect(pw(rested, 0, 'FL')).toBe(15000);
    const standing = field({ BR: NEHALEM });
    attack(standing, 'FL', 'VC');
    expect(pw(standing, 0, 'FL')).toBe(10000);
  });

  it("VG2 11.36.1.3 [ACT] Dark Device: can be played only while the opponent has no standing unit in this unit's column", () => {
    give(KING, [
      act({ zones: ['RC'], gate: { kw: 'darkDevice' }, cost: [], effects: [power(thisUnit, 5000, 'turn')] }),
    ]);
    const main = (opp: Record<string, string | { code: string; rested: boolean }>) =>
      scenario({
        at: 'main',
        p0: { vanguard: NEHALEM, rc: { FL: KING }, deck: deck([]) },
        p1: { rc: opp, deck: deck([]) },
      });
    const rested = main({ FR: { code: NEHALEM, rested: true } });
    expect(offersAct(rested, unit(rested, 0, 'FL').id, 0)).toBe(true);
    const standing = main({ FR: NEHALEM });
    expect(offersAct(standing, unit(standing, 0, 'FL').id, 0)).toBe(false);
  });
});

// From the former keywords11More.test.ts:
// Rules tests for the section 11 keywords that put a unit in a state until end of turn or name a kind of
// ability: Blaze (11.21), Afterimage (11.22), Engorge (11.24), Shadowstitch (11.25), Rush (11.27), Burst (11.28),
// Charge (11.29), Magia (11.31), Time Leap (11.32) and Hollow (11.33). The states (blazing, engorged, charging,
// hollowed) live on the unit like any "until end of turn" effect. Vanilla trial-deck cards get test-only
// abilities with `withTestAbilities` (undone after each test).

describe('Blaze (VG2 11.21)', () => {
  it('VG2 11.21 / VG2 11.21.1 at the beginning of each of your attack steps, with more rear-guards than the opponent, your vanguard becomes blazing until end of turn', () => {
    const a = blaze();
    give(TOUGH, [a]);
    // What a blazing vanguard may care about: "if this unit is blazing".
    give(KING, [
      cont({
        zones: ['VC'],
        condition: { if: 'is', unit: 'this', state: 'blazing' },
        effect: { cont: 'modify', stat: 'power', n: 5000 },
      }),
    ]);
    expect(abilityText(a)).toBe(
      "[AUTO](VC/RC):Blaze (at the beginning of each of your attack steps, if the number of your rear-guards is greater than the number of your opponent's rear-guards, your vanguard becomes blazing until end of turn).",
    );
    const start = (theirs: Partial<Record<Circle, string>>) =>
      scenario({
        at: 'battle',
        p0: { vanguard: KING, rc: { FL: TOUGH, BL: MARRON }, deck: deck([]) },
        p1: { rc: theirs, hand: [MARRON], deck: deck([]) },
      });

    const more = start({ FL: MARRON });
    expect(pw(more, 0, 'VC')).toBe(10000);
    answer(more, { t: 'yes' }); // the attack step begins
    expect(events(more, 'playAbility')).toHaveLength(1);
    expect(is(more, 0, 'VC', 'blazing')).toBe(true);
    expect(pw(more, 0, 'VC')).toBe(15000);
    // Public: both players see it.
    expect(vgView(more, 1).players[0].field.VC[0]).toMatchObject({ states: ['blazing'] });
    // It lasts the turn, through later battles, and ends with it.
    answer(more, { t: 'circle', circle: 'FL' });
    answer(more, { t: 'circle', circle: 'VC' });
    endGuard(more);
    playOn(more);
    expect(is(more, 0, 'VC', 'blazing')).toBe(true);
    toNextTurn(more);
    expect(is(more, 0, 'VC', 'blazing')).toBe(false);

    const same = start({ FL: MARRON, FR: MARRON }); // two each: not greater
    answer(same, { t: 'yes' });
    expect(is(same, 0, 'VC', 'blazing')).toBe(false);
  });

  it("VG2 11.21.1 Blaze is checked when it resolves, and only the master's own attack steps trigger it", () => {
    give(TOUGH, [blaze()]);
    // The opponent's attack step: their units attack, and Blaze on player 1's rear-guard does not trigger.
    const s = scenario({
      at: 'battle',
      turnPlayer: 1,
      p0: { vanguard: KING, rc: { FL: TOUGH, BL: MARRON }, deck: deck([]) },
      p1: { vanguard: KING, deck: deck([]) },
    });
    answer(s, { t: 'yes' });
    expect(events(s, 'playAbility')).toHaveLength(0);
    expect(is(s, 0, 'VC', 'blazing')).toBe(false);
  });

  it('VG2 11.21.2 a vanguard in the legion state: both the Legion Leader and the Legion Mate become blazing', () => {
    give(TOUGH, [blaze()]);
    const s = scenario({
      at: 'battle',
      p0: { vanguard: KING, rc: { FL: TOUGH }, deck: deck([NEHALEM]) },
      p1: { hand: [MARRON], deck: deck([]) },
    });
    const leader = unit(s, 0, 'VC');
    const mate = moveCard(s, 0, s.players[0].deck.at(-1)!, 'deck', 'VC');
    formLegion(s, 0, leader, mate);
    answer(s, { t: 'yes' });
    const vc = s.players[0].field.VC;
    expect(vc.map((c) => [c.code, hasState(c, 'blazing')])).toEqual([
      [NEHALEM, true],
      [KING, true],
    ]);
  });
});

describe('Afterimage (VG2 11.22)', () => {
  /**
   * Player 1 has Afterimage on FL and `hand` cards in hand; `returner`, the turn player, has a bound card and a
   * vanguard that can put every card of its bind zone into its hand.
   */
  function position(hand: number, returner: Seat = 1) {
    give(TOUGH, [afterimage()]);
    give(KING, [actDo({ do: 'bindToHand' })]);
    const s = scenario({
      at: 'main',
      turnPlayer: returner,
      p0: {
        vanguard: returner === 0 ? KING : STARDUST,
        rc: { FL: TOUGH },
        hand: Array.from({ length: hand }, () => MARRON),
        deck: deck([]),
      },
      p1: { vanguard: KING, deck: deck([]) },
    });
    moveCard(s, returner, s.players[returner].deck.at(-1)!, 'deck', 'bind');
    answer(s, { t: 'act', card: unit(s, returner, 'VC').id, index: 0 });
    expect(s.players[returner].bind).toHaveLength(0);
    return s;
  }

  it("VG2 11.22 / VG2 11.22.1 when a card is put into the opponent's hand from the bind zone, with six or fewer cards in hand, you may return this unit to your hand", () => {
    expect(abilityText(afterimage())).toBe(
      "[AUTO](RC):Afterimage (when a card is put into your opponent's hand from their bind zone, if the number of cards in your hand is at most six, you may return this unit to your hand).",
    );
    const s = position(6);
    expect(s.players[1].hand).toHaveLength(1);
    expect([prompt(s), s.decision!.seat]).toEqual(['vg.optional', 0]);
    answer(s, { t: 'yes' });
    expect(s.players[0].field.FL).toEqual([]);
    expect(codes(s.players[0].hand)).toContain(TOUGH);

    const declined = position(6);
    answer(declined, { t: 'no' });
    expect(unit(declined, 0, 'FL').code).toBe(TOUGH);
  });

  it('VG2 11.22.1 with seven cards in hand it does nothing, and a card put into your own hand from your bind zone does not trigger it', () => {
    const full = position(7);
    expect(events(full, 'playAbility').map((e) => (e.card as { code: string }).code)).toEqual([KING, TOUGH]);
    expect(prompt(full)).toBe('vg.main');
    expect(unit(full, 0, 'FL').code).toBe(TOUGH);

    const own = position(0, 0);
    expect(own.players[0].hand).toHaveLength(1);
    expect(events(own, 'standby')).toHaveLength(0);
    expect(prompt(own)).toBe('vg.main');
  });
});

describe('Engorge (VG2 11.24)', () => {
  /** King of Sword on VC with Engorge attacks; FL and BL hold other rear-guards. */
  function attacking(extra: (s: VGState) => void = () => {}) {
    give(KING, [
      engorge(),
      cont({
        zones: ['VC'],
        condition: { if: 'is', unit: 'this', state: 'engorged' },
        effect: { cont: 'modify', stat: 'power', n: 5000 },
      }),
    ]);
    const s = scenario({
      at: 'battle',
      p0: { vanguard: KING, rc: { FL: NEHALEM, BL: { code: TOUGH, rested: true } }, deck: deck([]) },
      p1: { hand: [MARRON], deck: deck([]) },
    });
    extra(s);
    attack(s, 'VC', 'VC');
    return s;
  }

  it('VG2 11.24 / VG2 11.24.1 when this unit attacks, choose any of your other rear-guards and you may retire them; if one or more were, it becomes engorged until end of turn', () => {
    expect(abilityText(engorge())).toBe(
      '[AUTO](VC/RC):Engorge (when this unit attacks, choose any number of your other rear-guards, and you may retire them; if one or more were retired, this unit becomes engorged until end of turn).',
    );
    const s = attacking();
    expect(prompt(s)).toBe('vg.engorge');
    expect(s.decision!.options).toEqual([
      { t: 'unit', seat: 0, circle: 'FL' },
      { t: 'unit', seat: 0, circle: 'BL' },
      { t: 'none' },
    ]);
    answer(s, { t: 'unit', seat: 0, circle: 'BL' });
    expect(s.decision!.options).toEqual([{ t: 'unit', seat: 0, circle: 'FL' }, { t: 'none' }]);
    answer(s, { t: 'none' });
    expect(codes(s.players[0].drop)).toEqual([TOUGH]);
    expect(events(s, 'retire')).toHaveLength(1);
    expect(unit(s, 0, 'FL').code).toBe(NEHALEM);
    expect(is(s, 0, 'VC', 'engorged')).toBe(true);
    expect(pw(s, 0, 'VC')).toBe(15000);

    const none = attacking();
    answer(none, { t: 'none' }); // "you may": nothing retired, not engorged
    expect(none.players[0].drop).toHaveLength(0);
    expect(is(none, 0, 'VC', 'engorged')).toBe(false);
  });

  it('VG2 11.24.1 a unit that is chosen but not retired (a replacement puts it into the soul instead) does not make it engorged', () => {
    give(TOUGH, [cont({ zones: ['RC'], effect: { cont: 'replaceRetire', instead: 'soul' } })]);
    const s = attacking();
    answer(s, { t: 'unit', seat: 0, circle: 'BL' });
    answer(s, { t: 'none' });
    expect(codes(s.players[0].soul)).toEqual([TOUGH]);
    expect(is(s, 0, 'VC', 'engorged')).toBe(false);
  });

  it('VG2 11.24.2 the retiring is an effect, not a cost: an effect that makes the abilities lose their costs does not stop it', () => {
    const s = attacking((x) => setMods(x, 0, 'VC', [{ stat: 'loseCost', until: 'turn' }]));
    answer(s, { t: 'unit', seat: 0, circle: 'FL' });
    answer(s, { t: 'none' });
    expect(codes(s.players[0].drop)).toEqual([NEHALEM]);
    expect(is(s, 0, 'VC', 'engorged')).toBe(true);
  });
});

describe('Shadowstitch (VG2 11.25)', () => {
  // "this unit attacked" on FL; "your unit attacked" on the vanguard. Each shows it resolved by its power.
  function position() {
    give(KING, [
      shadowstitch('this', { zones: ['RC'], effects: [power(thisUnit, 3000, 'turn')] }),
      shadowstitch('yours', { zones: ['VC'], effects: [power(thisUnit, 1000, 'turn')] }),
    ]);
    return scenario({
      at: 'battle',
      p0: { vanguard: KING, rc: { FL: KING, FR: NEHALEM }, deck: deck([]) },
      p1: { vanguard: STARDUST, rc: { FL: MARRON }, hand: [STARDUST, STARDUST], deck: deck([]) },
    });
  }
  /** Attack from `from` to `target`; guard with a 10000 shield or not; play to the next "attack?" question. */
  function battle(s: VGState, from: Circle, target: Circle, guard: boolean) {
    attack(s, from, target);
    if (guard) answer(s, { t: 'guard', card: idOf(s, 1, 'hand', STARDUST) });
    endGuard(s);
    playOn(s);
  }

  it('VG2 11.25 / VG2 11.25.1 at the end of the battle that this unit / your unit attacked a vanguard, if that attack did not hit', () => {
    const a = shadowstitch('this', { zones: ['RC'], effects: [power(thisUnit, 3000, 'turn')] });
    expect(abilityText(a)).toBe(
      'Shadowstitch-[AUTO](RC):At the end of the battle that this unit attacked a vanguard, if that attack did not hit, this unit gets Power +3000 until end of turn.',
    );
    const s = position();
    battle(s, 'FL', 'VC', true); // 10000 against 6000 + 10000: no hit
    expect(events(s, 'playAbility')).toHaveLength(2);
    expect([pw(s, 0, 'FL'), pw(s, 0, 'VC'), pw(s, 0, 'FR')]).toEqual([13000, 11000, 10000]);
    battle(s, 'FR', 'VC', true); // another unit's attack: only "your unit attacked" triggers
    expect([pw(s, 0, 'FL'), pw(s, 0, 'VC'), pw(s, 0, 'FR')]).toEqual([13000, 12000, 10000]);
  });

  it('VG2 11.25.1 an attack that hits, or an attack on a rear-guard, does not trigger it', () => {
    const hit = position();
    battle(hit, 'FL', 'VC', false);
    const rearguard = position();
    battle(rearguard, 'FL', 'FL', true); // 10000 against 8000 + 10000 on the rear-guard: no hit
    for (const s of [hit, rearguard]) {
      expect(events(s, 'playAbility')).toHaveLength(0);
      expect(pw(s, 0, 'FL')).toBe(10000);
    }
  });
});

describe('Rush (VG2 11.27)', () => {
  const rushAbility = rush({ zones: ['RC'], effects: [power(thisUnit, 5000, 'turn')] });

  it('VG2 11.27 / VG2 11.27.1 "when this unit stands due to an effect from one of your cards": your effect stands it, and it triggers', () => {
    expect(abilityText(rushAbility)).toBe(
      'Rush-[AUTO](RC):When this unit stands due to an effect from one of your cards, this unit gets Power +5000 until end of turn.',
    );
    give(TOUGH, [rushAbility]);
    give(KING, [act({ zones: ['VC'], cost: [], effects: [{ do: 'stand', target: chooseYour('rearguard') }] })]);
    const s = scenario({
      at: 'main',
      p0: { vanguard: KING, rc: { FL: { code: TOUGH, rested: true }, FR: TOUGH }, deck: deck([]) },
    });
    answer(s, { t: 'act', card: unit(s, 0, 'VC').id, index: 0 });
    answer(s, { t: 'unit', seat: 0, circle: 'FR' }); // already standing: it does not stand, no trigger
    expect(pw(s, 0, 'FR')).toBe(8000);
    answer(s, { t: 'act', card: unit(s, 0, 'VC').id, index: 0 });
    answer(s, { t: 'unit', seat: 0, circle: 'FL' });
    expect(unit(s, 0, 'FL').rested).toBe(false);
    expect(pw(s, 0, 'FL')).toBe(13000);
  });

  it("VG2 11.27.1 a stand trigger's effect stands it and triggers it; the stand phase's rule and the opponent's effect do not", () => {
    give(TOUGH, [rushAbility]);
    // A stand trigger checked by the drive check stands FL (VG2 2.8.1.1.4).
    const drive = scenario({
      at: 'battle',
      p0: { vanguard: KING, rc: { FL: { code: TOUGH, rested: true } }, deck: deck([STAND_TRIGGER]) },
      p1: { hand: [MARRON], deck: deck([]) },
    });
    attack(drive, 'VC', 'VC');
    endGuard(drive);
    playOn(drive, (x) => prompt(x) === 'vg.triggerStand');
    answer(drive, { t: 'circle', circle: 'FL' });
    expect(unit(drive, 0, 'FL').rested).toBe(false);
    playOn(drive);
    expect(events(drive, 'playAbility').map((e) => (e.card as { code: string }).code)).toEqual([TOUGH]);
    expect(pw(drive, 0, 'FL')).toBe(13000);

    // The stand phase stands every unit by rule.
    const standPhase = scenario({ at: 'stand', p0: { rc: { FL: { code: TOUGH, rested: true } }, deck: deck([]) } });
    expect(unit(standPhase, 0, 'FL').rested).toBe(false);
    expect(events(standPhase, 'playAbility')).toHaveLength(0);

    // The opponent's effect.
    give(KING, [
      act({
        zones: ['VC'],
        cost: [],
        effects: [{ do: 'stand', target: { unit: 'choose', side: 'opponent', what: 'rearguard', n: 1 } }],
      }),
    ]);
    const theirs = scenario({
      at: 'main',
      turnPlayer: 1,
      p0: { rc: { FL: { code: TOUGH, rested: true } }, deck: deck([]) },
      p1: { vanguard: KING, deck: deck([]) },
    });
    answer(theirs, { t: 'act', card: unit(theirs, 1, 'VC').id, index: 0 });
    answer(theirs, { t: 'unit', seat: 0, circle: 'FL' });
    expect(unit(theirs, 0, 'FL').rested).toBe(false);
    expect(events(theirs, 'playAbility').map((e) => (e.card as { code: string }).code)).toEqual([KING]);
  });
});

describe('Burst (VG2 11.28)', () => {
  it("VG2 11.28 / VG2 11.28.1 a Burst ability refers to whether a unit's power is a given amount or more", () => {
    const burst = auto({
      label: 'burst',
      zones: ['VC'],
      trigger: { on: 'attacks' },
      condition: powerAtLeast('this', 15000),
      effects: [criticalUp(thisUnit, 1, 'battle')],
    });
    expect(abilityText(burst)).toBe(
      "Burst-[AUTO](VC):When this unit attacks, if this unit's Power is at least 15000, this unit gets Critical +1 until end of that battle.",
    );
    give(KING, [burst]);
    const start = () =>
      scenario({
        at: 'battle',
        p0: { vanguard: KING, rc: { BC: TOUGH }, deck: deck([]) },
        p1: { hand: [MARRON], deck: deck([]) },
      });
    const boosted = start();
    attack(boosted, 'VC', 'VC', true); // 10000 + 8000 when it resolves
    expect(crit(boosted, 0, 'VC')).toBe(2);
    const alone = start();
    attack(alone, 'VC', 'VC', false);
    expect(crit(alone, 0, 'VC')).toBe(1);
  });

  it('VG2 11.28 "a unit with the burst ability" is a unit with an ability labelled Burst', () => {
    give(KING, [auto({ label: 'burst', zones: ['VC'], trigger: { on: 'attacks' }, effects: [] })]);
    const pick = act({
      zones: ['RC'],
      cost: [],
      effects: [power(chooseYour('unit', { withAbility: 'burst' }), 5000, 'turn')],
    });
    give(TOUGH, [pick]);
    expect(abilityText(pick)).toBe(
      '[ACT](RC):Choose one of your units with the burst ability, and that unit gets Power +5000 until end of turn.',
    );
    const s = scenario({ at: 'main', p0: { vanguard: KING, rc: { FL: TOUGH, FR: NEHALEM }, deck: deck([]) } });
    answer(s, { t: 'act', card: unit(s, 0, 'FL').id, index: 0 });
    expect(s.decision!.options).toEqual([{ t: 'unit', seat: 0, circle: 'VC' }]);
    answer(s, { t: 'unit', seat: 0, circle: 'VC' });
    expect(pw(s, 0, 'VC')).toBe(15000);
  });
});

describe('Charge (VG2 11.29)', () => {
  it('VG2 11.29 / VG2 11.29.1 / VG2 11.29.2 placed on (RC) by an effect it may become charging; at the end of a battle it took part in it goes to the bottom of the deck', () => {
    expect(abilityText(charge())).toBe(
      '[AUTO]:Charge (when this unit is placed on (RC) due to an effect, you may have this unit become charging until end of turn).',
    );
    give(TOUGH, [charge()]);
    give(KING, [
      act({ zones: ['VC'], cost: [], effects: [{ do: 'search', filter: { name: 'Tough Boy' }, then: 'callRC' }] }),
    ]);
    const s = scenario({
      at: 'main',
      p0: { vanguard: KING, hand: [TOUGH], deck: deck([TOUGH, TOUGH]) },
      p1: { hand: [MARRON], deck: deck([]) },
    });
    // A normal call is no effect: no trigger.
    answer(s, { t: 'call', card: idOf(s, 0, 'hand', TOUGH), circle: 'BR' });
    expect(prompt(s)).toBe('vg.main');
    expect(is(s, 0, 'BR', 'charging')).toBe(false);
    // Called by an ability's effect: it may become charging.
    for (const circle of ['FL', 'FR'] as const) {
      answer(s, { t: 'act', card: unit(s, 0, 'VC').id, index: 0 });
      answer(s, { t: 'card', card: idOf(s, 0, 'deck', TOUGH) });
      answer(s, { t: 'unit', seat: 0, circle });
      expect(prompt(s)).toBe('vg.optional');
      answer(s, { t: 'yes' });
      expect(is(s, 0, circle, 'charging')).toBe(true);
    }
    const fl = unit(s, 0, 'FL').id;
    answer(s, { t: 'pass' });
    attack(s, 'FL', 'VC');
    endGuard(s);
    playOn(s);
    // FL attacked: it is on the bottom of the deck. FR, charging too, took no part in that battle.
    expect(s.players[0].field.FL).toEqual([]);
    expect(s.players[0].deck[0].code).toBe(TOUGH);
    expect(events(s, 'move').some((e) => (e.card as { id: number }).id === fl && e.to === 'deck' && e.bottom)).toBe(
      true,
    );
    expect(is(s, 0, 'FR', 'charging')).toBe(true);
    // Charging lasts until end of turn.
    toNextTurn(s);
    expect(is(s, 0, 'FR', 'charging')).toBe(false);
  });
});

describe('Magia (VG2 11.31)', () => {
  const magia = act({ label: 'magia', zones: ['VC'], cost: [], effects: [{ do: 'callFromSoul', n: 2 }] });

  it('VG2 11.31 / VG2 11.31.1 call units from your soul, and at the end of that turn put the units called by this effect into your soul', () => {
    expect(abilityText(magia)).toBe(
      'Magia-[ACT](VC):Choose up to two cards from your soul, call them to separate (RC), and at the end of that turn, put the units called by this effect into your soul.',
    );
    give(KING, [magia, act({ zones: ['VC'], cost: [], effects: [{ do: 'retire', target: chooseYour('rearguard') }] })]);
    const s = scenario({
      at: 'main',
      p0: { vanguard: KING, rc: { FR: NEHALEM }, soul: [TOUGH, BAHR, GALLATIN], deck: deck([]) },
    });
    answer(s, { t: 'act', card: unit(s, 0, 'VC').id, index: 0 });
    expect(prompt(s)).toBe('vg.callFromSoul');
    expect(s.decision!.options).toHaveLength(4); // three cards, or stop
    answer(s, { t: 'card', card: idOf(s, 0, 'soul', TOUGH) });
    expect(prompt(s)).toBe('vg.callTo');
    answer(s, { t: 'unit', seat: 0, circle: 'FL' });
    answer(s, { t: 'card', card: idOf(s, 0, 'soul', BAHR) });
    // Separate circles: not FL again.
    expect(s.decision!.options.map((o) => (o as unknown as { circle: string }).circle)).toEqual([
      'FR',
      'BL',
      'BC',
      'BR',
    ]);
    answer(s, { t: 'unit', seat: 0, circle: 'BL' });
    expect(prompt(s)).toBe('vg.main'); // two called: done
    expect(codes(s.players[0].soul)).toEqual([GALLATIN]);
    // BL leaves the field: the card in the drop zone is another card (VG2 4.1.4), which stays there.
    answer(s, { t: 'act', card: unit(s, 0, 'VC').id, index: 1 });
    answer(s, { t: 'unit', seat: 0, circle: 'BL' });
    toNextTurn(s);
    expect(codes(s.players[0].soul)).toEqual([GALLATIN, TOUGH]);
    expect(codes(s.players[0].drop)).toEqual([BAHR]);
    expect(s.players[0].field.FL).toEqual([]);
    expect(unit(s, 0, 'FR').code).toBe(NEHALEM); // not called by the effect
  });

  it('VG2 11.31.1 "up to": the master may stop before calling any', () => {
    give(KING, [magia]);
    const s = scenario({ at: 'main', p0: { vanguard: KING, soul: [TOUGH], deck: deck([]) } });
    answer(s, { t: 'act', card: unit(s, 0, 'VC').id, index: 0 });
    answer(s, { t: 'none' });
    expect(codes(s.players[0].soul)).toEqual([TOUGH]);
    expect(s.delayed).toEqual([]);
  });
});

describe('Time Leap (VG2 11.32)', () => {
  it('VG2 11.32 / VG2 11.32.1 a Time Leap ability is one that includes the time leap action (VG2 10.31)', () => {
    const leap = act({
      label: 'timeLeap',
      zones: ['VC'],
      cost: [],
      effects: [{ do: 'timeLeap', target: chooseYour('rearguard') }],
    });
    expect(abilityText(leap)).toMatch(
      /^Time Leap-\[ACT\]\(VC\):Choose one of your rear-guards, and time leap it \(bind it, /,
    );
    give(KING, [leap]);
    const s = scenario({ at: 'main', p0: { vanguard: KING, rc: { FL: TOUGH }, deck: deck([GALLATIN], STARDUST) } });
    answer(s, { t: 'act', card: unit(s, 0, 'VC').id, index: 0 });
    answer(s, { t: 'unit', seat: 0, circle: 'FL' });
    expect(codes(s.players[0].bind)).toEqual([TOUGH]);
    answer(s, { t: 'card', card: idOf(s, 0, 'deck', GALLATIN) }); // one grade greater
    answer(s, { t: 'unit', seat: 0, circle: 'FL' });
    expect(unit(s, 0, 'FL').code).toBe(GALLATIN);
  });
});

describe('Hollow (VG2 11.33)', () => {
  it('VG2 11.33 / VG2 11.33.1 / VG2 11.33.2 placed on (RC) it may become hollowed; at the end of the turn a hollowed unit goes to the drop zone, counted as retired', () => {
    expect(abilityText(hollow())).toBe(
      '[AUTO]:Hollow (when this unit is placed on (RC), you may have this unit become hollowed until end of turn).',
    );
    give(NEHALEM, [hollow()]);
    const s = scenario({ at: 'main', p0: { vanguard: KING, hand: [NEHALEM, NEHALEM], deck: deck([]) } });
    answer(s, { t: 'call', card: idOf(s, 0, 'hand', NEHALEM), circle: 'FL' });
    expect(prompt(s)).toBe('vg.optional');
    answer(s, { t: 'yes' });
    expect(vgView(s, 1).players[0].field.FL[0]).toMatchObject({ states: ['hollowed'] });
    answer(s, { t: 'call', card: idOf(s, 0, 'hand', NEHALEM), circle: 'FR' });
    answer(s, { t: 'no' });
    expect(is(s, 0, 'FR', 'hollowed')).toBe(false);
    const fl = unit(s, 0, 'FL').id;
    toNextTurn(s);
    expect(s.players[0].field.FL).toEqual([]);
    expect(codes(s.players[0].drop)).toEqual([NEHALEM]);
    expect(events(s, 'retire')).toEqual([{ t: 'retire', seat: 0, card: { id: fl, code: NEHALEM } }]);
    expect(unit(s, 0, 'FR').code).toBe(NEHALEM);
  });

  it('VG2 11.33.2 a hollowed unit that left the field is a new card: it is not moved at the end of the turn', () => {
    give(NEHALEM, [hollow()]);
    give(KING, [act({ zones: ['VC'], cost: [], effects: [{ do: 'returnToHand', target: chooseYour('rearguard') }] })]);
    const s = scenario({ at: 'main', p0: { vanguard: KING, hand: [NEHALEM], deck: deck([]) } });
    answer(s, { t: 'call', card: idOf(s, 0, 'hand', NEHALEM), circle: 'FL' });
    answer(s, { t: 'yes' });
    answer(s, { t: 'act', card: unit(s, 0, 'VC').id, index: 0 });
    answer(s, { t: 'unit', seat: 0, circle: 'FL' });
    answer(s, { t: 'call', card: idOf(s, 0, 'hand', NEHALEM), circle: 'FL' });
    answer(s, { t: 'no' });
    toNextTurn(s);
    expect(unit(s, 0, 'FL').code).toBe(NEHALEM);
    expect(s.players[0].drop).toHaveLength(0);
  });
});

describe('Darkness (VG2 11.30)', () => {
  // "[ACT] Soul Charge (1)" on a rear-guard: a card into the soul other than by riding.
  const soulCharger = actDo({ do: 'soulCharge', n: 1 });

  it('VG2 11.30 / VG2 11.30.1 / VG2 11.30.1.1 / VG2 11.30.2 [CONT] Darkness: a ride putting the old vanguard into the soul does not count; a soul charge does, at once, until the turn ends', () => {
    const a = plus5000({ kw: 'darkness' });
    give(KING, [a]);
    expect(abilityText(a)).toBe(
      '[CONT](VC) Darkness (if cards have been put into your soul this turn other than by riding):This unit gets Power +5000.',
    );
    give(NEHALEM, [soulCharger]);
    const s = scenario({ at: 'ride', p0: { vanguard: TOUGH, hand: [KING], rc: { FL: NEHALEM }, deck: deck([]) } });
    answer(s, { t: 'ride', card: idOf(s, 0, 'hand', KING) });
    expect(s.players[0].soul.map((c) => c.code)).toEqual([TOUGH]); // the old vanguard went to the soul (VG2 8.5.3.1)
    expect(pw(s, 0, 'VC')).toBe(10000);
    answer(s, { t: 'act', card: unit(s, 0, 'FL').id, index: 0 });
    expect(s.players[0].soul).toHaveLength(2);
    expect(pw(s, 0, 'VC')).toBe(15000);
    toNextTurn(s);
    expect(pw(s, 0, 'VC')).toBe(10000);
  });

  it("VG2 11.30.1.2 [AUTO] Darkness: triggers only if cards were put into your soul this turn (the opponent's soul does not count)", () => {
    give(KING, [onAttackPlus5000({ kw: 'darkness' })]);
    give(NEHALEM, [soulCharger]);
    const battle = (charge: boolean, opponentCharges: boolean) => {
      const s = scenario({
        at: 'main',
        p0: { vanguard: KING, rc: { FL: NEHALEM, BC: TOUGH }, deck: deck([]) },
        p1: { hand: [MARRON], deck: deck([]) },
      });
      if (opponentCharges) moveCard(s, 1, s.players[1].deck.at(-1)!, 'deck', 'soul');
      if (charge) answer(s, { t: 'act', card: unit(s, 0, 'FL').id, index: 0 });
      answer(s, { t: 'pass' });
      attackUntilBoost(s, 'VC', 'VC');
      return s.standby.length;
    };
    expect(battle(false, true)).toBe(0);
    expect(battle(true, false)).toBe(1);
  });

  it('VG2 11.30.1.3 [ACT] Darkness: can be played only once cards were put into your soul this turn', () => {
    give(KING, [actPlus5000({ kw: 'darkness' })]);
    give(NEHALEM, [soulCharger]);
    const s = scenario({ at: 'main', p0: { vanguard: KING, rc: { FL: NEHALEM }, deck: deck([]) } });
    const id = unit(s, 0, 'VC').id;
    expect(offersAct(s, id, 0)).toBe(false);
    answer(s, { t: 'act', card: unit(s, 0, 'FL').id, index: 0 });
    expect(offersAct(s, id, 0)).toBe(true);
  });
});

describe('Homare (VG2 11.40)', () => {
  const homareAct = act({
    zones: ['VC', 'RC'],
    gate: { kw: 'homare' },
    cost: [{ pay: 'counterBlast', n: 1 }],
    effects: [power(thisUnit, 5000, 'turn')],
  });
  const plainAct = act({ zones: ['VC'], cost: [{ pay: 'counterBlast', n: 1 }], effects: [draw(1)] });

  it('VG2 11.40 / VG2 11.40.1 once its master paid the cost of one Homare ability, no Homare cost can be paid for the rest of that turn; other costs still can, and the next turn it is open again', () => {
    expect(abilityText(homareAct)).toBe(
      '[ACT](VC/RC) Homare (you can pay the cost of only one Homare ability each turn):[Counter Blast (1)] This unit gets Power +5000 until end of turn.',
    );
    give(KING, [homareAct, plainAct]);
    give(TOUGH, [homareAct]);
    const s = scenario({
      at: 'main',
      p0: { vanguard: KING, rc: { FL: TOUGH }, damage: [MARRON, MARRON, MARRON, MARRON], deck: deck([]) },
    });
    const king = unit(s, 0, 'VC').id;
    const tough = unit(s, 0, 'FL').id;
    expect([offersAct(s, king, 0), offersAct(s, tough, 0)]).toEqual([true, true]);
    answer(s, { t: 'act', card: tough, index: 0 });
    if (prompt(s) === 'vg.cost.counterBlast') answer(s, s.decision!.options[0] as never);
    expect(pw(s, 0, 'FL')).toBe(13000);
    // Another Homare ability, or the same one again: closed. A cost without Homare: open.
    expect([offersAct(s, king, 0), offersAct(s, tough, 0), offersAct(s, king, 1)]).toEqual([false, false, true]);
    toNextTurn(s);
    toNextTurn(s);
    for (let i = 0; i < 20 && prompt(s) !== 'vg.main'; i++) answer(s, s.decision!.options.at(-1) as never);
    expect(s.turnPlayer).toBe(0);
    expect(offersAct(s, unit(s, 0, 'VC').id, 0)).toBe(true);
  });

  it('VG2 11.40.1 an [AUTO] Homare ability still triggers, but once a Homare cost was paid this turn its cost cannot be paid, so it does nothing', () => {
    const homareAuto = auto({
      zones: ['VC'],
      gate: { kw: 'homare' },
      trigger: { on: 'attacks' },
      cost: [{ pay: 'counterBlast', n: 1 }],
      effects: [power(thisUnit, 5000, 'battle')],
    });
    give(KING, [homareAuto, homareAct]);
    const s = scenario({
      at: 'main',
      p0: { vanguard: KING, damage: [MARRON, MARRON], deck: deck([]) },
      p1: { hand: [MARRON], deck: deck([]) },
    });
    answer(s, { t: 'act', card: unit(s, 0, 'VC').id, index: 1 }); // pays the Homare cost of the [ACT]
    if (prompt(s) === 'vg.cost.counterBlast') answer(s, s.decision!.options[0] as never);
    expect(pw(s, 0, 'VC')).toBe(15000);
    answer(s, { t: 'pass' });
    attack(s, 'VC', 'VC');
    expect(events(s, 'playAbility')).toHaveLength(2); // it triggered and was played …
    expect(prompt(s)).toBe('vg.guard'); // … without asking to pay its cost
    expect(pw(s, 0, 'VC')).toBe(15000);
    expect(s.players[0].damage.filter((c) => c.up)).toHaveLength(1);
  });

  it('VG2 11.40.2 "a unit with the Homare ability" is one that has a Homare ability, whether or not its cost can be paid', () => {
    give(KING, [homareAct]);
    const pick = act({
      zones: ['RC'],
      cost: [],
      effects: [power(chooseYour('unit', { withKeyword: { kw: 'homare' } }), 5000, 'turn')],
    });
    give(MARRON, [pick]);
    expect(abilityText(pick)).toBe(
      '[ACT](RC):Choose one of your units with "Homare (you can pay the cost of only one Homare ability each turn)", and that unit gets Power +5000 until end of turn.',
    );
    const s = scenario({ at: 'main', p0: { vanguard: KING, rc: { FL: TOUGH, BL: MARRON }, deck: deck([]) } });
    answer(s, { t: 'act', card: unit(s, 0, 'BL').id, index: 0 });
    expect(s.decision!.options).toEqual([{ t: 'unit', seat: 0, circle: 'VC' }]); // no damage: no cost payable
  });
});

describe('Success (VG2 11.37)', () => {
  const successfulPlus3000 = cont({
    zones: ['RC'],
    condition: { if: 'thisIs', state: 'successful' },
    effect: { cont: 'modify', stat: 'power', n: 3000 },
  });
  const onSuccessDraw = auto({ zones: ['RC'], trigger: { on: 'becomes', state: 'successful' }, effects: [draw(1)] });

  it("VG2 11.37 / VG2 11.37.1 / VG2 11.37.2 / VG2 11.37.3 Success 10000: a situation trigger — when one of your rear-guards has Power 10000 or more during your turn the unit becomes successful once, until end of turn; never in the opponent's turn", () => {
    const a = success(10000, ['RC']);
    expect(abilityText(a)).toBe(
      '[AUTO](RC):Success 10000 (when this unit is not successful, and one of your rear-guards has Power 10000 or greater during your turn, this unit becomes successful until end of turn).',
    );
    give(KING, [a, successfulPlus3000, onSuccessDraw]);
    // No event brought the power there: the situation alone triggers it at the first check timing (VG2 8.6.7).
    const s = scenario({ at: 'main', p0: { vanguard: NEHALEM, rc: { FL: KING }, deck: deck([]) } });
    expect(prompt(s)).toBe('vg.main');
    expect(s.successful).toEqual([unit(s, 0, 'FL').id]);
    expect(shown(s, 0, 'FL').successful).toBe(true);
    expect(pw(s, 0, 'FL')).toBe(13000);
    expect(s.players[0].hand).toHaveLength(1); // "when this unit becomes successful"
    // Successful, so the situation no longer holds for it: no more triggers at the next check timings.
    answer(s, { t: 'pass' });
    expect(events(s, 'playAbility').map((e) => (e.card as { code: string }).code)).toEqual([KING, KING]);
    toNextTurn(s); // the opponent's turn: no longer successful, and it cannot become so
    expect(s.successful).toBeUndefined();
    expect(pw(s, 0, 'FL')).toBe(10000);
    expect(events(s, 'playAbility')).toHaveLength(2);
  });

  it('VG2 11.37.4 if the power of the rear-guard that triggered Success drops below the number before it resolves, the unit does not become successful', () => {
    give(KING, [success(8000, ['VC'])]);
    // Tough Boy: "When placed on (RC), this unit gets Power -5000 until end of turn."
    give(TOUGH, [
      auto({ zones: ['RC'], trigger: { on: 'placed', circles: ['RC'] }, effects: [power(thisUnit, -5000, 'turn')] }),
    ]);
    const game = () => {
      const s = scenario({ at: 'main', p0: { vanguard: KING, hand: [TOUGH], deck: deck([]) } });
      call(s, TOUGH, 'FL'); // 8000: Success 8000 and Tough Boy's ability stand by together
      return s;
    };
    const dropsFirst = game();
    playFirst(dropsFirst, 0, 'FL');
    expect(pw(dropsFirst, 0, 'FL')).toBe(3000);
    expect(prompt(dropsFirst)).toBe('vg.main'); // Success resolved and did nothing
    expect(events(dropsFirst, 'playAbility')).toHaveLength(2);
    expect(dropsFirst.successful).toBeUndefined();
    const successFirst = game();
    playFirst(successFirst, 0, 'VC');
    expect(successFirst.successful).toEqual([unit(successFirst, 0, 'VC').id]);
  });
});

describe('Harmony (VG2 11.34)', () => {
  const inHarmonyPlus5000 = cont({
    zones: ['VC', 'RC'],
    condition: { if: 'thisIs', state: 'harmony' },
    effect: { cont: 'modify', stat: 'power', n: 5000 },
  });
  const onHarmonyDraw = auto({ zones: ['VC', 'RC'], trigger: { on: 'becomes', state: 'harmony' }, effects: [draw(1)] });
  const retireThisWhenPlaced = auto({
    zones: ['RC'],
    trigger: { on: 'placed', circles: ['RC'] },
    effects: [{ do: 'retire', target: thisUnit }],
  });

  it('VG2 11.34 / VG2 11.34.1 when your other unit is placed in its column, both units are in harmony until end of turn; not in another column', () => {
    const h = harmony(['VC', 'RC']);
    expect(abilityText(h)).toBe(
      '[AUTO](VC/RC):Harmony (when another of your units is placed in the same column as this unit, both units are in harmony until end of turn, as long as both stay on the field).',
    );
    give(KING, [h, inHarmonyPlus5000]);
    give(TOUGH, [inHarmonyPlus5000]);
    const s = scenario({
      at: 'main',
      p0: { vanguard: NEHALEM, rc: { FL: KING }, hand: [TOUGH, TOUGH], deck: deck([]) },
    });
    call(s, TOUGH, 'BR'); // the other column
    expect(s.harmony).toBeUndefined();
    call(s, TOUGH, 'BL');
    expect([pw(s, 0, 'FL'), pw(s, 0, 'BL'), pw(s, 0, 'BR')]).toEqual([15000, 13000, 8000]);
    expect([shown(s, 0, 'FL').harmony, shown(s, 0, 'BL').harmony, shown(s, 0, 'BR').harmony]).toEqual([
      true,
      true,
      undefined,
    ]);
    toNextTurn(s);
    expect(s.harmony).toBeUndefined();
    expect(pw(s, 0, 'FL')).toBe(10000);
  });

  it('VG2 11.34.1.1 if the placed unit leaves the field before Harmony resolves, there is no harmony', () => {
    give(KING, [harmony(['RC']), onHarmonyDraw]);
    give(TOUGH, [retireThisWhenPlaced]);
    const s = scenario({ at: 'main', p0: { vanguard: NEHALEM, rc: { FL: KING }, hand: [TOUGH], deck: deck([]) } });
    call(s, TOUGH, 'BL');
    playFirst(s, 0, 'BL'); // Tough Boy retires itself first
    expect(prompt(s)).toBe('vg.main');
    expect(s.players[0].drop.map((c) => c.code)).toEqual([TOUGH]);
    expect(s.harmony).toBeUndefined();
    expect(s.players[0].hand).toHaveLength(0); // never became in harmony
  });

  it('VG2 11.34.1.2 / VG2 11.34.1.2.1 / VG2 11.34.1.3.1 units in harmony stay so when one changes column; a new association in its new column adds to it, and "becomes in harmony" triggers only for a unit not yet in harmony', () => {
    give(KING, [harmony(['RC']), onHarmonyDraw]);
    give(TOUGH, [onHarmonyDraw]);
    const s = scenario({
      at: 'main',
      p0: { vanguard: NEHALEM, rc: { FL: KING }, hand: [TOUGH, TOUGH], deck: deck([]) },
    });
    call(s, TOUGH, 'BL');
    playFirst(s, 0, 'FL'); // both became in harmony: their draws, in either order
    expect(s.players[0].hand).toHaveLength(3);
    // King of Sword moves to the other column (VG2 10.32: circle to circle, the same card).
    const p = s.players[0];
    const tough = p.hand.find((c) => c.code === TOUGH)!;
    moveCard(s, 0, unit(s, 0, 'FL'), 'FL', 'FR');
    expect(shown(s, 0, 'FR').harmony).toBe(true);
    expect(shown(s, 0, 'BL').harmony).toBe(true);
    answer(s, { t: 'call', card: tough.id, circle: 'BR' }); // placed in King of Sword's new column
    expect(shown(s, 0, 'BR').harmony).toBe(true);
    expect(p.hand).toHaveLength(3); // the new Tough Boy drew; King of Sword, already in harmony, did not
    const plays = events(s, 'playAbility').map((e) => (e.card as { code: string }).code);
    expect([plays.filter((c) => c === KING).length, plays.filter((c) => c === TOUGH).length]).toEqual([3, 2]);
    // The first partner leaves the field: King of Sword stays in harmony through the second.
    moveCard(s, 0, unit(s, 0, 'BL'), 'BL', 'drop');
    expect(shown(s, 0, 'FR').harmony).toBe(true);
    moveCard(s, 0, unit(s, 0, 'BR'), 'BR', 'drop');
    expect(shown(s, 0, 'FR').harmony).toBeUndefined();
  });

  it('VG2 11.34.1.3 a "when this unit becomes in harmony" ability on standby resolves though its partner has left the field', () => {
    give(KING, [harmony(['RC']), onHarmonyDraw]);
    give(TOUGH, [retireThisWhenPlaced]);
    const s = scenario({ at: 'main', p0: { vanguard: NEHALEM, rc: { FL: KING }, hand: [TOUGH], deck: deck([]) } });
    call(s, TOUGH, 'BL');
    playFirst(s, 0, 'FL'); // Harmony first: both in harmony, King of Sword's draw stands by
    expect(s.harmony).toHaveLength(1);
    playFirst(s, 0, 'BL'); // then Tough Boy retires itself
    expect(prompt(s)).toBe('vg.main');
    expect(shown(s, 0, 'FL').harmony).toBeUndefined();
    expect(s.players[0].hand).toHaveLength(1); // the draw resolved all the same
  });
});

describe('several gate keywords: printed order, "with" and enabling (VG2 11.39.2, 12.8.1)', () => {
  it('card text: the keywords print in the order given, the Limit Break icon first', () => {
    const body = {
      zones: ['VC' as const],
      trigger: { on: 'attacks' as const },
      effects: [power(thisUnit, 5000, 'battle')],
    };
    expect(abilityText(auto({ ...body, gate: [BRAVE, SHINKEN] }))).toBe(
      '[AUTO](VC) Brave Shinken Hissatsu:When this unit attacks, this unit gets Power +5000 until end of that battle.',
    );
    expect(abilityText(auto({ ...body, limitBreak: 4, gate: [{ kw: 'generationBreak', n: 1 }, BRAVE] }))).toBe(
      '[AUTO](VC) Limit Break 4 Generation Break 1 Brave:When this unit attacks, this unit gets Power +5000 until end of that battle.',
    );
    expect(
      abilityText(
        auto({
          ...body,
          gate: [
            { kw: 'generationBreak', n: 1 },
            { kw: 'limitBreak', n: 4 },
          ],
        }),
      ),
    ).toBe(
      '[AUTO](VC) Generation Break 1 Limit Break 4:When this unit attacks, this unit gets Power +5000 until end of that battle.',
    );
    // One gate, alone or listed, reads the same.
    expect(abilityText(auto({ ...body, gate: [BRAVE] }))).toBe(abilityText(auto({ ...body, gate: BRAVE })));
  });

  it('VG2 11.39.2: a unit whose ability lists Shinken Hissatsu after another keyword is "with the Shinken Hissatsu ability"', () => {
    give(NEHALEM, [auto({ gate: [BRAVE, SHINKEN], trigger: { on: 'attacks' }, effects: [] })]);
    give(MARRON, [
      act({
        zones: ['RC'],
        cost: [],
        effects: [power(chooseYour('unit', { withKeyword: SHINKEN }), 5000, 'turn')],
      }),
    ]);
    const s = scenario({
      at: 'main',
      p0: { vanguard: KING, rc: { FR: NEHALEM, BL: MARRON }, deck: deck([]) }, // no damage: not active
      p1: { deck: deck([]) },
    });
    answer(s, { t: 'act', card: unit(s, 0, 'BL').id, index: 0 });
    expect(s.decision!.options).toEqual([{ t: 'unit', seat: 0, circle: 'FR' }]);
  });

  it('VG2 12.8 / VG2 12.8.1: enabling Brave opens the Brave part of a Shinken Hissatsu Brave ability only', () => {
    give(KING, [cont({ zones: ['VC'], effect: { cont: 'enableKeyword', kw: 'brave' } })]);
    give(TOUGH, [cont({ zones: ['RC'], gate: BOTH, effect: { cont: 'modify', stat: 'power', n: 5000 } })]);
    const s = scenario({
      at: 'main',
      p0: { vanguard: KING, rc: { BL: TOUGH }, deck: deck([]) },
      p1: { deck: deck([]) },
    });
    set(s, true, false); // four cards in hand would close Brave, but it is enabled
    expect(pw(s, 0, 'BL')).toBe(13000);
    set(s, false, false); // Shinken Hissatsu is not enabled and still needs three damage
    expect(pw(s, 0, 'BL')).toBe(8000);
  });
});
