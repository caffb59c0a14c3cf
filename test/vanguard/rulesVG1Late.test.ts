// Ver. 1.10 (format cr110) rules tests for behaviour first built and tested for ver. 2.01: the source of damage
// (VG1 3.15), changing the unit attacked ("to battle", 10.1.19), calling several cards at once (10.1.6.1.1.1.1), a
// superior call to the guardian circle (10.1.6.1.3.1) and searching a public zone (10.1.9.1.2). Attacks on several
// units (7.3.1.4.2) are not here: cr110 turns "attack up to N units" off (its one-batch guard step has no way to
// say which attacked unit a guardian guards). Vanilla trial-deck cards get test-only abilities (undone after each test).
import { describe, expect, it } from 'vitest';
import {
  type Ability,
  auto,
  type Effect,
  power,
  thisUnit,
  type Trigger,
} from '../../src/games/vanguard/abilities/dsl.ts';
import type { VGState } from '../../src/games/vanguard/state.ts';
import { attack, codes, deck, endGuard, playAct, pw, unit } from './cards/helpers.ts';
import { answer, C, events, idOf, offers, prompt, scenario } from './scenario.ts';
import { actDo, testOnlyAbilities } from './testAbilities.ts';

const format = 'cr110';

const KING = 'TD03/004'; // King of Sword, g2 10000 «Nova Grappler», vanilla
const TOUGH = 'TD03/007'; // Tough Boy, g1 8000 «Nova Grappler», Boost, vanilla
const BEAUMAINS = 'TD05/004'; // g2 10000 «Gold Paladin», vanilla
const MARRON = 'TD01/008'; // g1 8000 «Royal Paladin», vanilla: the decks' filler (no trigger)
const STARDUST = 'TD01/012'; // g0 6000

const { give } = testOnlyAbilities();

/** "[AUTO](zones): (trigger), this unit gets Power +n until end of turn." */
const gains = (zones: Ability['zones'], trigger: Trigger, n: number): Ability =>
  auto({ zones, trigger, effects: [power(thisUnit, n, 'turn')] });

/** Play every standing-by ability in the order offered, until no such question is left. */
function playStandby(s: VGState): void {
  for (let i = 0; i < 10 && prompt(s) === 'vg.playAuto'; i++) answer(s, s.decision!.options[0] as never);
}

describe('the source of damage in ver. 1.10 (VG1 3.15)', () => {
  it('VG1 3.15 / VG1 3.15.1 / VG1 3.15.1.1 battle damage: its source is the attacking card, not the unit boosting it', () => {
    give(KING, [gains(['RC'], { on: 'dealsDamage' }, 3000), gains(['RC'], { on: 'dealsDamage', kind: 'skill' }, 1000)]);
    give(TOUGH, [gains(['RC'], { on: 'dealsDamage' }, 4000)]);
    give(MARRON, [
      gains(['VC'], { on: 'receivesDamage', from: { name: 'King of Sword' }, kind: 'battle' }, 2000),
      gains(['VC'], { on: 'receivesDamage', from: { name: 'Tough Boy' } }, 5000),
    ]);
    const s = scenario({
      format,
      at: 'battle',
      p0: { vanguard: STARDUST, rc: { FL: KING, BL: TOUGH }, deck: deck([]) },
      p1: { vanguard: MARRON, deck: deck([]) },
    });
    attack(s, 'FL', 'VC', true);
    endGuard(s);
    playStandby(s);
    expect(prompt(s)).toBe('vg.attack');
    expect(events(s, 'boost')).toHaveLength(1);
    expect(s.players[1].damage).toHaveLength(1);
    expect(pw(s, 0, 'FL')).toBe(10000 + 3000); // battle damage dealt by the attacker (not skill damage); the boost ended with the battle
    expect(pw(s, 0, 'BL')).toBe(8000); // the booster dealt nothing
    expect(pw(s, 1, 'VC')).toBe(8000 + 2000); // battle damage "dealt by King of Sword", none by Tough Boy
  });

  it('VG1 3.15.1.2 / VG1 3.15.1.2.1 skill damage: "deal one damage to your opponent\'s vanguard" has the card whose ability it is as its source, not its player or vanguard', () => {
    // The ability is Tough Boy's; King of Sword, also on the field, deals nothing.
    give(TOUGH, [
      actDo({ do: 'dealDamage', whose: 'opponent', n: 1 }),
      gains(['RC'], { on: 'dealsDamage', kind: 'skill' }, 3000),
    ]);
    give(KING, [gains(['RC'], { on: 'dealsDamage' }, 1000)]);
    give(MARRON, [
      gains(['VC'], { on: 'receivesDamage', from: { name: 'Tough Boy' }, kind: 'skill' }, 2000),
      gains(['VC'], { on: 'receivesDamage', kind: 'battle' }, 5000),
    ]);
    give(STARDUST, [gains(['VC'], { on: 'dealsDamage' }, 1000)]);
    const s = scenario({
      format,
      at: 'main',
      p0: { vanguard: STARDUST, rc: { FL: TOUGH, FR: KING }, deck: deck([]) },
      p1: { vanguard: MARRON, deck: deck([]) },
    });
    playAct(s, 0, unit(s, 0, 'FL').id, 0);
    playStandby(s);
    expect(prompt(s)).toBe('vg.main');
    expect(s.players[1].damage).toHaveLength(1);
    expect(pw(s, 0, 'FL')).toBe(8000 + 3000); // Tough Boy dealt skill damage
    expect(pw(s, 0, 'FR')).toBe(10000); // King of Sword dealt nothing
    expect(pw(s, 1, 'VC')).toBe(8000 + 2000); // "dealt by Tough Boy"
    expect(pw(s, 0, 'VC')).toBe(6000); // the player's vanguard did not deal it
  });
});

describe('changing the unit attacked in ver. 1.10', () => {
  /** p0's Beaumains on FL attacks; p1 has 8000 units on VC, FL and FR. */
  const position = () =>
    scenario({
      format,
      at: 'battle',
      p0: { rc: { FL: BEAUMAINS }, deck: deck([]) },
      p1: { vanguard: MARRON, rc: { FL: MARRON, FR: MARRON }, hand: [STARDUST], deck: deck([]) },
    });

  it('VG1 10.1.19 / VG1 10.1.19.1 "to battle" changes the unit attacked: an attack on a rear-guard changed to the vanguard hits the vanguard', () => {
    give(BEAUMAINS, [
      auto({
        zones: ['RC'],
        trigger: { on: 'attacks' },
        effects: [{ do: 'changeAttacked', target: { unit: 'choose', side: 'opponent', what: 'unit', n: 1 } }],
      }),
    ]);
    const s = position();
    attack(s, 'FL', 'FR');
    for (let i = 0; i < 5 && prompt(s) !== null && !s.decision!.options.some((o) => 'circle' in o); i++)
      answer(s, s.decision!.options[0] as never);
    answer(s, { t: 'unit', seat: 1, circle: 'VC' });
    expect(s.battle!.targets.map((t) => t.circle)).toEqual(['VC']);
    expect(prompt(s)).toBe('vg.guardBatch');
    endGuard(s);
    playStandby(s);
    expect(s.players[1].damage).toHaveLength(1);
    expect(unit(s, 1, 'FR').code).toBe(MARRON); // the unit first attacked is no longer in the battle
  });
});

describe('calls by an effect in ver. 1.10 (VG1 10.1.6.1)', () => {
  const callTwo: Effect = { do: 'call', from: 'hand', n: 2, filter: { gradeMax: 1 } };

  it('VG1 10.1.6.1.1.1.1 "call two grade 1 or less cards": only cards the requirement allows are offered, two cards and two circles are chosen, both placed together', () => {
    give(KING, [actDo(callTwo)]);
    const s = scenario({
      format,
      at: 'main',
      p0: { vanguard: KING, deck: deck([]), hand: [C.marron, C.wingal, C.stardust, C.blasterBlade] },
    });
    answer(s, { t: 'act', card: unit(s, 0, 'VC').id, index: 0 });
    expect(prompt(s)).toBe('vg.callCards');
    const marron = idOf(s, 0, 'hand', C.marron);
    const wingal = idOf(s, 0, 'hand', C.wingal);
    // The grade 2 card contradicts the requirement; no "up to", so stopping is not offered.
    expect(s.decision!.options).toEqual([
      { t: 'card', card: marron },
      { t: 'card', card: wingal },
      { t: 'card', card: idOf(s, 0, 'hand', C.stardust) },
    ]);
    answer(s, { t: 'card', card: marron });
    answer(s, { t: 'card', card: wingal });
    expect(prompt(s)).toBe('vg.callTo');
    answer(s, { t: 'unit', seat: 0, circle: 'FL' });
    expect(s.players[0].field.FL).toEqual([]); // nothing placed before every circle is chosen
    expect(offers(s, { circle: 'FL' })).toBe(false);
    answer(s, { t: 'unit', seat: 0, circle: 'FR' });
    expect(unit(s, 0, 'FL').code).toBe(C.marron);
    expect(unit(s, 0, 'FR').code).toBe(C.wingal);
    expect(codes(s.players[0].hand)).toEqual([C.stardust, C.blasterBlade]);
  });

  it('VG1 10.1.6.1.1.1.1 as many units as possible: with one card that fits, that one is called', () => {
    give(KING, [actDo(callTwo)]);
    const s = scenario({
      format,
      at: 'main',
      p0: { vanguard: KING, deck: deck([]), hand: [C.marron, C.blasterBlade] },
    });
    answer(s, { t: 'act', card: unit(s, 0, 'VC').id, index: 0 });
    expect(prompt(s)).toBe('vg.callTo');
    answer(s, { t: 'unit', seat: 0, circle: 'FR' });
    expect(unit(s, 0, 'FR').code).toBe(C.marron);
    expect(codes(s.players[0].hand)).toEqual([C.blasterBlade]);
  });

  it('VG1 10.1.6.1.3.1 a superior call to (GC) during the guard step: the unit is called resting and guards the attacked unit', () => {
    give(TOUGH, [
      auto({
        zones: ['GC'],
        trigger: { on: 'placed', circles: ['GC'] },
        effects: [{ do: 'call', from: 'hand', n: 1, filter: { gradeMin: 1 }, to: 'GC' }],
      }),
    ]);
    // "You may" on the called card stops the game right after the call, so the guardian circle can be seen.
    give(MARRON, [
      auto({
        zones: ['GC'],
        trigger: { on: 'placed', circles: ['GC'] },
        optional: true,
        effects: [power(thisUnit, 0, 'turn')],
      }),
    ]);
    const s = scenario({
      format,
      at: 'battle',
      p0: { vanguard: KING, rc: { BC: TOUGH }, deck: deck([]) },
      p1: { vanguard: KING, hand: [TOUGH, MARRON, STARDUST], deck: deck([]) },
    });
    attack(s, 'VC', 'VC', true);
    expect(pw(s, 0, 'VC')).toBe(10000 + 8000);
    expect(prompt(s)).toBe('vg.guardBatch');
    answer(s, { t: 'guard', card: idOf(s, 1, 'hand', TOUGH) });
    answer(s, { t: 'done' });
    playStandby(s);
    const gc = s.players[1].field.GC;
    expect(codes(gc)).toEqual([TOUGH, MARRON]);
    expect(gc.every((c) => c.rested)).toBe(true);
    expect(s.battle!.guardians.map((g) => g.guards)).toEqual([0, 0]); // both guard the attacked vanguard
    expect(pw(s, 1, 'VC')).toBe(10000 + 5000 + 5000);
    expect(codes(s.players[1].hand)).toEqual([STARDUST]);
    answer(s, { t: 'no' });
    // 18000 against 20000: the called guardian's shield keeps the vanguard from being hit (15000 alone would not).
    expect(s.players[1].damage).toHaveLength(0);
    expect(codes(s.players[1].drop)).toEqual([TOUGH, MARRON]);
  });
});

describe('searching a public zone in ver. 1.10', () => {
  it('VG1 10.1.9.1.2 "search your drop zone for a grade 2 or greater card": a matching card there must be found', () => {
    give(KING, [actDo({ do: 'searchDrop', filter: { gradeMin: 2 } })]);
    const s = scenario({
      format,
      at: 'main',
      p0: { vanguard: KING, deck: deck([]), drop: [C.marron, C.blasterBlade, C.gallatin] },
    });
    answer(s, { t: 'act', card: unit(s, 0, 'VC').id, index: 0 });
    expect(prompt(s)).toBe('vg.searchDrop');
    // Only the matching cards are offered, and taking nothing is not.
    expect(s.decision!.options).toEqual([
      { t: 'card', card: idOf(s, 0, 'drop', C.blasterBlade) },
      { t: 'card', card: idOf(s, 0, 'drop', C.gallatin) },
    ]);
    answer(s, { t: 'card', card: idOf(s, 0, 'drop', C.gallatin) });
    expect(codes(s.players[0].hand)).toContain(C.gallatin);
    expect(codes(s.players[0].drop)).toEqual([C.marron, C.blasterBlade]);

    const one = scenario({
      format,
      at: 'main',
      p0: { vanguard: KING, deck: deck([]), drop: [C.marron, C.blasterBlade] },
    });
    answer(one, { t: 'act', card: unit(one, 0, 'VC').id, index: 0 });
    expect(codes(one.players[0].hand)).toContain(C.blasterBlade); // found without a choice
    expect(codes(one.players[0].drop)).toEqual([C.marron]);
  });
});
