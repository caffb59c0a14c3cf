// Rules tests for the section 11 keywords that put a unit in a state until end of turn or name a kind of
// ability: Blaze (11.21), Afterimage (11.22), Engorge (11.24), Shadowstitch (11.25), Rush (11.27), Burst (11.28),
// Charge (11.29), Magia (11.31), Time Leap (11.32) and Hollow (11.33). The states (blazing, engorged, charging,
// hollowed) live on the unit like any "until end of turn" effect. Vanilla trial-deck cards get test-only
// abilities with `withTestAbilities` (undone after each test).
import { describe, expect, it } from 'vitest';
import type { Seat } from '../../src/core/types.ts';
import {
  act,
  afterimage,
  auto,
  blaze,
  charge,
  chooseYour,
  cont,
  criticalUp,
  engorge,
  hollow,
  power,
  powerAtLeast,
  rush,
  shadowstitch,
  thisUnit,
  type UnitState,
} from '../../src/games/vanguard/abilities/dsl.ts';
import { abilityText } from '../../src/games/vanguard/abilities/text.ts';
import { hasState } from '../../src/games/vanguard/durations.ts';
import { formLegion } from '../../src/games/vanguard/legion.ts';
import type { Circle, VGState } from '../../src/games/vanguard/state.ts';
import { vgView } from '../../src/games/vanguard/view.ts';
import { moveCard } from '../../src/games/vanguard/zones.ts';
import { attack, codes, crit, deck, endGuard, pw, toNextTurn, unit } from './cards/helpers.ts';
import { answer, events, idOf, prompt, scenario, setMods } from './scenario.ts';
import { actDo, testOnlyAbilities } from './testAbilities.ts';

// Vanilla trial-deck cards used as hosts (stats in data/vanguard/original-td.cards.json).
const KING = 'TD03/004'; // King of Sword, g2 10000 «Nova Grappler»
const TOUGH = 'TD03/007'; // Tough Boy, g1 8000 «Nova Grappler», Boost
const NEHALEM = 'TD02/004'; // g2 10000 «Kagero»
const BAHR = 'TD02/007'; // g1 8000 «Kagero», Boost
const MARRON = 'TD01/008'; // g1 8000, the decks' filler
const GALLATIN = 'TD01/004'; // g2 10000 «Royal Paladin»
const STARDUST = 'TD01/012'; // g0 6000, shield 10000
const STAND_TRIGGER = 'TD03/013'; // Cannon Ball, «Nova Grappler» stand trigger

const { give } = testOnlyAbilities();

function is(s: VGState, seat: Seat, c: Circle, state: UnitState): boolean {
  return hasState(unit(s, seat, c), state);
}

/** Answer every decision with its first option until the turn player is asked whether to attack (or `stop`). */
function playOn(s: VGState, stop: (s: VGState) => boolean = (x) => prompt(x) === 'vg.attack'): void {
  for (let i = 0; i < 40 && !stop(s); i++) answer(s, s.decision!.options[0] as never);
  expect(stop(s)).toBe(true);
}

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
