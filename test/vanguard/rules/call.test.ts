// Vanguard rules tests — calling: normal and superior calls (ver. 2.01 10.7; ver. 1.10 10.1.6).
// Gathered by rules topic from the batch-named files abilityStructure.test.ts, cr110multiAttack.test.ts, rules10and12.test.ts, rulesVG1Late.test.ts.

import { describe, expect, it } from 'vitest';
import { auto, cont, type Effect, power, thisUnit } from '../../../src/games/vanguard/abilities/dsl.ts';
import { abilityText } from '../../../src/games/vanguard/abilities/text.ts';
import type { FormatId } from '../../../src/games/vanguard/formats.ts';
import type { VGState } from '../../../src/games/vanguard/state.ts';
import { attack, BOTH, cite, codes, deck, pw, unit } from '../cards/helpers.ts';
import { answer, C, events, idOf, offers, prompt, scenario } from '../scenario.ts';
import { actDo, testOnlyAbilities } from '../testAbilities.ts';

const { give } = testOnlyAbilities();

const KING = 'TD03/004'; // King of Sword, g2 10000 «Nova Grappler», shield 5000

const TOUGH = 'TD03/007'; // Tough Boy, g1 8000 «Nova Grappler», shield 5000

const BEAUMAINS = 'TD05/004'; // g2 10000 «Gold Paladin», vanilla: the attacker, and an interceptor (shield 5000)

const MARRON = 'TD01/008'; // g1 8000 «Royal Paladin», vanilla

const STARDUST = 'TD01/012'; // g0, shield 10000

const attacksTwo = cont({ zones: ['RC'], effect: { cont: 'attacksUpTo', n: 2 } });

/** "You may" on a card placed on (GC) stops the game once it is there, so the guardian circle can be seen. */
function stopWhenPlaced(code: string): void {
  give(code, [
    auto({
      zones: ['GC'],
      trigger: { on: 'placed', circles: ['GC'] },
      optional: true,
      effects: [power(thisUnit, 0, 'turn')],
    }),
  ]);
}

/** Decline the optional abilities and let the battle run to its end. */
function finishBattle(s: VGState): void {
  for (let i = 0; i < 20 && s.battle; i++) {
    const no = s.decision!.options.find((o) => o.t === 'no');
    answer(s, (no ?? s.decision!.options[0]) as never);
  }
}

/** p0's Beaumains on FL (able to attack two units) attacks p1's vanguard and FL rear-guard, 8000 each. */
function attackTwo(format: FormatId, hand: string[]): VGState {
  give(BEAUMAINS, [attacksTwo]);
  const s = scenario({
    format,
    at: 'battle',
    p0: { rc: { FL: BEAUMAINS }, deck: deck([]) },
    p1: { vanguard: MARRON, rc: { FL: MARRON, FR: BEAUMAINS }, hand, deck: deck([]) },
  });
  expect(prompt(s)).toBe('vg.attack');
  answer(s, { t: 'yes' });
  answer(s, { t: 'circle', circle: 'FL' });
  answer(s, { t: 'circle', circle: 'VC' });
  expect(prompt(s)).toBe('vg.targetMore');
  answer(s, { t: 'circle', circle: 'FL' });
  return s;
}

function damageTaken(s: VGState): number {
  return s.players[1].damage.length + s.players[1].vanguardDamage;
}

const format = 'cr110';

/** Play every standing-by ability in the order offered, until no such question is left. */
function playStandby(s: VGState): void {
  for (let i = 0; i < 10 && prompt(s) === 'vg.playAuto'; i++) answer(s, s.decision!.options[0] as never);
}

describe('calling several cards at once, and to the guardian circle, by an effect', () => {
  const callTwo: Effect = { do: 'call', from: 'hand', n: 2, filter: { gradeMax: 1 } };

  it('VG2 10.7.1.1.1.1 / VG2 10.7.1.1.1.1.1 / VG2 10.7.1.1.2 "call two grade 1 or less cards from your hand to separate (RC)": both cards and two different circles are chosen, then both are placed together', () => {
    give(KING, [actDo(callTwo)]);
    const s = scenario({
      at: 'main',
      p0: { vanguard: KING, deck: deck([]), hand: [C.marron, C.wingal, C.stardust, C.blasterBlade] },
    });
    answer(s, { t: 'act', card: unit(s, 0, 'VC').id, index: 0 });
    expect(prompt(s)).toBe('vg.callCards');
    const marron = idOf(s, 0, 'hand', C.marron);
    const wingal = idOf(s, 0, 'hand', C.wingal);
    // The grade 2 card cannot be chosen, and "up to" is not written, so stopping is not offered.
    const stardust = idOf(s, 0, 'hand', C.stardust);
    expect(s.decision!.options).toEqual([
      { t: 'card', card: marron },
      { t: 'card', card: wingal },
      { t: 'card', card: stardust },
    ]);
    answer(s, { t: 'card', card: marron });
    expect(prompt(s)).toBe('vg.callCards');
    expect(offers(s, { card: marron })).toBe(false);
    answer(s, { t: 'card', card: wingal });
    expect(prompt(s)).toBe('vg.callTo');
    expect(s.decision!.looking).toEqual([marron]);
    answer(s, { t: 'unit', seat: 0, circle: 'FL' });
    // Nothing is placed before every circle is chosen, and the circle taken is not offered again.
    expect(s.players[0].field.FL).toEqual([]);
    expect(prompt(s)).toBe('vg.callTo');
    expect(s.decision!.looking).toEqual([wingal]);
    expect(offers(s, { circle: 'FL' })).toBe(false);
    answer(s, { t: 'unit', seat: 0, circle: 'BR' });
    expect(unit(s, 0, 'FL').code).toBe(C.marron);
    expect(unit(s, 0, 'BR').code).toBe(C.wingal);
    expect(codes(s.players[0].hand)).toEqual([C.stardust, C.blasterBlade]);
    expect(prompt(s)).toBe('vg.main');
  });

  it('VG2 10.7.1.1.1.1 as many as possible: with only one card that fits, that one is called; "up to" lets the player stop', () => {
    give(KING, [actDo(callTwo), actDo({ ...callTwo, upTo: true })]);
    const s = scenario({ at: 'main', p0: { vanguard: KING, deck: deck([]), hand: [C.marron, C.blasterBlade] } });
    answer(s, { t: 'act', card: unit(s, 0, 'VC').id, index: 0 });
    expect(prompt(s)).toBe('vg.callTo');
    answer(s, { t: 'unit', seat: 0, circle: 'FR' });
    expect(unit(s, 0, 'FR').code).toBe(C.marron);

    const u = scenario({ at: 'main', p0: { vanguard: KING, deck: deck([]), hand: [C.marron, C.wingal] } });
    answer(u, { t: 'act', card: unit(u, 0, 'VC').id, index: 1 });
    expect(offers(u, { t: 'none' })).toBe(true);
    answer(u, { t: 'none' });
    expect(codes(u.players[0].hand).sort()).toEqual([C.marron, C.wingal].sort());
    expect(abilityText(actDo({ ...callTwo, upTo: true }))).toBe(
      '[ACT](VC/RC):Call up to two grade 1 or less cards from your hand to separate (RC).',
    );
  });

  it('VG2 10.7.1.3.1 a guardian\'s "when placed on (GC), call a card from your hand to (GC)": the card is called resting and guards the attacked unit', () => {
    give(TOUGH, [
      auto({
        zones: ['GC'],
        trigger: { on: 'placed', circles: ['GC'] },
        effects: [{ do: 'call', from: 'hand', n: 1, filter: { gradeMin: 1 }, to: 'GC' }],
      }),
    ]);
    const s = scenario({
      at: 'battle',
      p0: { vanguard: KING, deck: deck([]) },
      p1: { vanguard: KING, hand: [TOUGH, C.marron, C.stardust], deck: deck([]) }, // Stardust keeps the step asking
    });
    attack(s, 'VC', 'VC');
    answer(s, { t: 'guard', card: idOf(s, 1, 'hand', TOUGH) });
    if (prompt(s) === 'vg.playAuto') answer(s, s.decision!.options[0] as never);
    expect(prompt(s)).toBe('vg.guard');
    const gc = s.players[1].field.GC;
    expect(codes(gc)).toEqual([TOUGH, C.marron]);
    expect(gc.every((c) => c.rested)).toBe(true);
    expect(s.battle!.guardians.map((g) => g.guards)).toEqual([0, 0]);
    expect(pw(s, 1, 'VC')).toBe(10000 + 5000 + 5000); // both shields count for the guarded vanguard
  });

  it('VG2 10.7.1.3.1 with no attack on its master, a call to (GC) does nothing', () => {
    give(KING, [actDo({ do: 'call', from: 'hand', n: 1, to: 'GC' })]);
    const s = scenario({ at: 'main', p0: { vanguard: KING, deck: deck([]), hand: [C.marron] } });
    answer(s, { t: 'act', card: unit(s, 0, 'VC').id, index: 0 });
    expect(s.players[0].field.GC).toEqual([]);
    expect(codes(s.players[0].hand)).toEqual([C.marron]);
  });
});

// From the former cr110multiAttack.test.ts:
// Attacks on several units in ver. 1.10 (VG1 7.3.1.4.2): in the one play timing of the guard step each guardian
// and interceptor chosen names the attacked unit it guards (7.4.1.1.2, 7.4.1.1.2.1), all are put down together
// (7.4.1.1.2.3) and each attacked unit gets only its own guardians' shield (7.4.1.1.2.2). A guardian superior
// called by an effect also guards the attacked unit its master chooses (VG1 10.1.6.1.3.1, VG2 10.7.1.3.1).

describe('attacks on several units in ver. 1.10', () => {
  it('VG1 7.3.1.4.2: an "attack up to 2 units" unit chooses a second unit, and both are units being attacked', () => {
    const s = attackTwo('cr110', [STARDUST]);
    expect(s.battle!.targets.map((t) => t.circle)).toEqual(['VC', 'FL']);
    expect(prompt(s)).toBe('vg.guardBatch');
  });

  it('VG1 7.4.1.1.2 / VG1 7.4.1.1.2.2 / VG1 7.4.1.1.2.3: a guardian called in the batch guards the attacked unit chosen for it', () => {
    stopWhenPlaced(STARDUST);
    const s = attackTwo('cr110', [STARDUST, STARDUST]);
    answer(s, { t: 'guard', card: idOf(s, 1, 'hand', STARDUST) });
    expect(prompt(s)).toBe('vg.guardWhich');
    expect(s.decision!.seat).toBe(1);
    expect(s.decision!.options).toEqual([
      { t: 'circle', circle: 'VC' },
      { t: 'circle', circle: 'FL' },
    ]);
    answer(s, { t: 'circle', circle: 'VC' });
    // 7.4.1.1.2.3: still the one play timing; nothing is put down before the choices end.
    expect(prompt(s)).toBe('vg.guardBatch');
    expect(s.players[1].field.GC).toHaveLength(0);
    answer(s, { t: 'done' });
    expect(s.battle!.guardians.map((g) => g.guards)).toEqual([0]);
    expect(pw(s, 1, 'VC')).toBe(18000); // 7.4.1.1.2.2: the 10000 shield goes to the vanguard only
    expect(pw(s, 1, 'FL')).toBe(8000);
    finishBattle(s);
    // The vanguard (18000) is not hit; the rear-guard (8000 against 10000) is hit and retired.
    expect(damageTaken(s)).toBe(0);
    expect(s.players[1].field.FL).toHaveLength(0);
    expect(codes(s.players[1].drop)).toContain(MARRON);
  });

  it('VG1 7.4.1.1.2.1: an interceptor guards the attacked unit chosen for it, put down with the guardians', () => {
    stopWhenPlaced(STARDUST);
    const s = attackTwo('cr110', [STARDUST, STARDUST]);
    answer(s, { t: 'intercept', circle: 'FR' });
    expect(prompt(s)).toBe('vg.guardWhich');
    answer(s, { t: 'circle', circle: 'FL' });
    answer(s, { t: 'guard', card: idOf(s, 1, 'hand', STARDUST) });
    answer(s, { t: 'circle', circle: 'FL' });
    expect(s.players[1].field.FR).toHaveLength(1); // not moved before the batch ends
    answer(s, { t: 'done' });
    expect(codes(s.players[1].field.GC)).toEqual([STARDUST, BEAUMAINS]);
    expect(s.battle!.guardians.map((g) => g.guards)).toEqual([1, 1]);
    expect(pw(s, 1, 'FL')).toBe(8000 + 10000 + 5000);
    expect(pw(s, 1, 'VC')).toBe(8000);
    finishBattle(s);
    // The unguarded vanguard is hit; the guarded rear-guard stays.
    expect(damageTaken(s)).toBe(1);
    expect(codes(s.players[1].field.FL)).toEqual([MARRON]);
  });

  for (const format of ['cr110', 'cr201'] as const) {
    const clause = format === 'cr110' ? 'VG1 10.1.6.1.3.1' : 'VG2 10.7.1.3.1';
    it(`${clause}: a guardian called by an effect guards the attacked unit its master chooses (${format})`, () => {
      // When Tough Boy is placed on (GC), it calls a Marron from the hand to (GC).
      give(TOUGH, [
        auto({
          zones: ['GC'],
          trigger: { on: 'placed', circles: ['GC'] },
          effects: [{ do: 'call', from: 'hand', n: 1, filter: { gradeMin: 1 }, to: 'GC' }],
        }),
      ]);
      stopWhenPlaced(MARRON);
      const s = attackTwo(format, [TOUGH, MARRON]);
      answer(s, { t: 'guard', card: idOf(s, 1, 'hand', TOUGH) });
      answer(s, { t: 'circle', circle: 'FL' });
      if (format === 'cr110') answer(s, { t: 'done' });
      for (let i = 0; i < 5 && prompt(s) === 'vg.playAuto'; i++) answer(s, s.decision!.options[0] as never);
      expect(prompt(s)).toBe('vg.guardWhich');
      expect(s.decision!.seat).toBe(1);
      expect(s.decision!.looking).toEqual([idOf(s, 1, 'hand', MARRON)]);
      answer(s, { t: 'circle', circle: 'VC' });
      expect(codes(s.players[1].field.GC)).toEqual([TOUGH, MARRON]);
      expect(s.battle!.guardians.map((g) => g.guards)).toEqual([1, 0]);
      expect(pw(s, 1, 'VC')).toBe(8000 + 5000);
      expect(pw(s, 1, 'FL')).toBe(8000 + 5000);
    });
  }
});

describe('normal call (VG2 10.7; VG1 10.1.6)', () => {
  for (const format of BOTH) {
    it(
      cite(
        format,
        '[VG2 10.7.1.1|VG1 10.1.6.1.1] / [VG2 10.7.1.1.1|VG1 10.1.6.1.1.1] / [VG2 10.7.1.1.1.2|VG1 10.1.6.1.1.1.2] / [VG2 10.7.1.2.1|VG1 10.1.6.1.2.1] a normal call chooses one card and its circle, in the main phase and (as a guardian) in the guard step',
      ),
      () => {
        const s = scenario({
          format,
          at: 'main',
          p0: { vanguard: C.blasterBlade, hand: [C.wingal, C.marron], deck: deck([C.gallatin]) },
          p1: { hand: [C.critKagero], deck: deck([C.nehalem], 'TD02/007') },
        });
        // Main phase: every call option is one hand card with one rear-guard circle.
        const calls = s.decision!.options.filter((o) => o.t === 'call') as unknown as {
          card: number;
          circle: string;
        }[];
        expect(calls.length).toBe(2 * 5);
        expect(calls.length, 'the list checked below is not empty').toBeGreaterThan(0);
        for (const o of calls) expect(Object.keys(o).sort()).toEqual(['card', 'circle', 't']);
        answer(s, { t: 'call', card: idOf(s, 0, 'hand', C.marron), circle: 'FL' });
        expect(codes(s.players[0].field.FL)).toEqual([C.marron]);
        expect(codes(s.players[0].hand)).toEqual([C.wingal]); // one card per call
        expect(events(s, 'call')).toHaveLength(1);
        // Guard step: the non-turn player calls one hand card to the guardian circle.
        answer(s, { t: 'pass' });
        attack(s, 'VC', 'VC');
        const guard = s.decision!.options.filter((o) => o.t === 'guard') as unknown as { card: number }[];
        expect(guard).toEqual([{ t: 'guard', card: idOf(s, 1, 'hand', C.critKagero) }]);
        answer(s, { t: 'guard', card: idOf(s, 1, 'hand', C.critKagero) });
        // With the hand empty the guard step ends by itself; the battle has put the guardian in the drop zone.
        expect(events(s, 'guard')).toEqual([
          expect.objectContaining({ seat: 1, card: expect.objectContaining({ code: C.critKagero }) }),
        ]);
        expect(s.players[1].hand).toEqual([]);
        expect(codes(s.players[1].drop)).toEqual([C.critKagero]);
      },
    );
  }
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
