// Vanguard rules tests — abilities and effects: categories, effects and their durations, choices (both versions 8.1–8.3).
// Gathered by rules topic from the batch-named files abilities.test.ts, abilities2.test.ts, abilities3.test.ts, abilityStructure.test.ts, rulesVG1.test.ts, ver110.test.ts.

import { describe, expect, it } from 'vitest';
import type { Seat } from '../../../src/core/types.ts';
import {
  type Ability,
  act,
  auto,
  chooseOpponentRearguard,
  type Condition,
  cont,
  draw,
  type Effect,
  type PlainEffect,
  power,
  thisUnit,
} from '../../../src/games/vanguard/abilities/dsl.ts';
import { abilityText, cardText } from '../../../src/games/vanguard/abilities/text.ts';
import { critical } from '../../../src/games/vanguard/characteristics.ts';
import type { FormatId } from '../../../src/games/vanguard/formats.ts';
import type { Card, VGState } from '../../../src/games/vanguard/state.ts';
import * as cardsHelpers from '../cards/helpers.ts';
import { attack, call, codes, deck, endGuard, faceUp, played, pw, textOf, toNextTurn, unit } from '../cards/helpers.ts';
import {
  answer,
  autoplay,
  C,
  events,
  idOf,
  noHandAbility,
  offers,
  type PlayerSpec,
  prompt,
  scenario,
  timings,
} from '../scenario.ts';
import { actDo, testOnlyAbilities } from '../testAbilities.ts';

const BOTH: readonly FormatId[] = ['cr201', 'cr110'];

// Trial-deck cards used here (stats in data/vanguard/original-td.cards.json).
const BORS = 'TD01/002'; // g3 10000, [AUTO](VC/RC) CB1: attacks → +3000 (battle)

const GANCELOT = 'TD01/003'; // g3 9000, [ACT](VC) CB2: if "Blaster Blade" in soul +5000/+1; [ACT](Hand) reveal → search

const BLASTER_BLADE = 'TD01/005'; // g2 9000, [AUTO] CB2 placed on (VC): retire; placed on (RC) if RP vanguard: retire g2+

const RANDOLF = 'TD01/007'; // g2 8000, [AUTO](VC/RC) attacks, if more hand cards: +3000

const MARRON = 'TD01/008'; // g1 8000, vanilla

const MORGANA = 'TD01/011'; // g1 6000, [AUTO](VC/RC) discard 1: attacks → +4000 (turn)

const OVERLORD = 'TD02/001'; // g3 11000, [CONT](VC/RC) no other «Kagero» unit: -2000

const YAKSHA = 'TD02/003'; // g3 9000, [AUTO](Hand) opponent's rear-guard to drop in your main phase, grade 2 vanguard: ride

const NEHALEM = 'TD02/004'; // g2 10000, vanilla

const BERSERK = 'TD02/005'; // g2 9000, [AUTO] CB2 placed on (VC)/(RC), if «Kagero» vanguard: retire g2 or less

const BAHR = 'TD02/007'; // g1 8000, vanilla

const KING_OF_SWORD = 'TD03/004'; // g2 10000, vanilla «Nova Grappler»

const OASIS = 'TD03/008'; // g1 7000, [ACT](VC/RC) CB1: +1000 (turn)

const TOUGH_BOY = 'TD03/007'; // g1 8000, vanilla «Nova Grappler»

const SAKUYA = 'TD04/002'; // g3 10000, [CONT](VC) your turn & hand ≥ 4: +4000; placed on (VC): «OTT» rear-guards to hand

const WISEMAN = 'TD04/004'; // g2 10000, vanilla «Oracle Think Tank»

const LUCK_BIRD = 'TD04/011'; // g1 5000, [AUTO] SB2 placed on (RC), if «OTT» vanguard: draw

const LOZENGE = 'TD04/015'; // g0 3000, forerunner; [AUTO](RC) boosts: +3000, returns to the deck at the end phase

// --- helpers ---------------------------------------------------------------------------------------

function mainPass(s: VGState): void {
  expect(prompt(s)).toBe('vg.main');
  answer(s, { t: 'pass' });
}

const { give } = testOnlyAbilities();

const KING = 'TD03/004'; // King of Sword, g2 10000 «Nova Grappler», shield 5000

const TOUGH = 'TD03/007'; // Tough Boy, g1 8000 «Nova Grappler», shield 5000

const handAtLeast5: Condition = { if: 'compare', left: { of: 'hand', whose: 'you' }, op: '>=', right: 5 };

const soulAtLeast1: Condition = { if: 'compare', left: { of: 'soul', whose: 'you' }, op: '>=', right: 1 };

const draw1: PlainEffect = { do: 'draw', n: 1 };

const soulCharge1: PlainEffect = { do: 'soulCharge', n: 1 };

/** Seven cards for a hand that meets "five or more", one for a hand that does not (the [AUTO]'s host is extra). */
const MANY = Array.from({ length: 7 }, () => C.stardust);

const FEW = [C.stardust];

type Kind = 'act' | 'auto';

/**
 * Play `effects` as an ability of `kind` in player 1's main phase: an [ACT] of the vanguard (King of Sword), or an
 * [AUTO] "when placed on (RC)" of Tough Boy, called to (FL) from the hand. Returns once the ability is resolving
 * or done, with the hand size noted before it.
 */
function play(kind: Kind, effects: Effect[], p0: PlayerSpec): { s: VGState; hand0: number } {
  if (kind === 'act') {
    give(KING, [actDo(...effects)]);
    const s = scenario({ at: 'main', p0: { vanguard: KING, deck: deck([]), ...p0 } });
    const hand0 = s.players[0].hand.length;
    answer(s, { t: 'act', card: unit(s, 0, 'VC').id, index: 0 });
    return { s, hand0 };
  }
  give(TOUGH, [auto({ trigger: { on: 'placed', circles: ['RC'] }, effects })]);
  const s = scenario({ at: 'main', p0: { vanguard: KING, deck: deck([]), ...p0, hand: [TOUGH, ...(p0.hand ?? [])] } });
  const hand0 = s.players[0].hand.length - 1; // Tough Boy leaves it
  answer(s, { t: 'call', card: idOf(s, 0, 'hand', TOUGH), circle: 'FL' });
  if (prompt(s) === 'vg.playAuto') answer(s, s.decision!.options[0] as never);
  return { s, hand0 };
}

const drawn = (r: { s: VGState; hand0: number }) => r.s.players[0].hand.length - r.hand0;

/** An unmet "if" holds back only its own sentence: the next one still resolves */
function onlyItsSentence(kind: Kind): void {
  const effects: Effect[] = [{ do: 'sentence', if: handAtLeast5, effects: [draw1] }, soulCharge1];
  const unmet = play(kind, effects, { hand: FEW });
  expect(drawn(unmet)).toBe(0);
  expect(unmet.s.players[0].soul.length).toBe(1);
  const met = play(kind, effects, { hand: MANY });
  expect(drawn(met)).toBe(1);
  expect(met.s.players[0].soul.length).toBe(1);
  expect(prompt(met.s)).toBe('vg.main');
}

/** An "if" may look at what the text before it did: "retire one of your rear-guards. If it was grade 2 or greater, draw a card" */
function refersToTextBefore(kind: Kind): void {
  const effects: Effect[] = [
    { do: 'retire', target: { unit: 'choose', side: 'you', what: 'rearguard', n: 1 }, remember: true },
    {
      do: 'sentence',
      if: { if: 'compare', left: { of: 'remembered', what: 'grade' }, op: '>=', right: 2 },
      effects: [draw1],
    },
  ];
  for (const [victim, draws] of [
    [C.blasterBlade, 1],
    [C.marron, 0],
  ] as const) {
    const r = play(kind, effects, { rc: { FR: victim } });
    expect(prompt(r.s)).toBe('vg.chooseUnit');
    answer(r.s, { t: 'unit', seat: 0, circle: 'FR' });
    expect(codes(r.s.players[0].drop)).toEqual([victim]);
    expect(drawn(r)).toBe(draws);
  }
}

/** A sentence beginning with an "if" about the result of the one before does not resolve when that one's requirement was not met, though its own holds */
function ifAboutTheResultBefore(kind: Kind): void {
  // "If you have five or more cards in your hand, Soul Charge (1). If you have a card in your soul, draw a card."
  const linked: Effect[] = [
    { do: 'sentence', if: handAtLeast5, effects: [soulCharge1] },
    { do: 'sentence', after: 'prior', if: soulAtLeast1, effects: [draw1] },
  ];
  const unmet = play(kind, linked, { hand: FEW, soul: [C.marron] });
  expect(unmet.s.players[0].soul.length).toBe(1); // no Soul Charge
  expect(drawn(unmet)).toBe(0); // held back although the soul has a card
  const met = play(kind, linked, { hand: MANY });
  expect(met.s.players[0].soul.length).toBe(1);
  expect(drawn(met)).toBe(1);
  // The same "if" that does not refer to the sentence before is checked on its own (8.1.1.1.2.2).
  const alone: Effect[] = [linked[0], { do: 'sentence', if: soulAtLeast1, effects: [draw1] }];
  expect(drawn(play(kind, alone, { hand: FEW, soul: [C.marron] }))).toBe(1);
}

/** "Then, …" does not resolve when the text before it had a requirement that was not met; after text with no requirement it does */
function thenAfterARequirement(kind: Kind): void {
  const afterIf: Effect[] = [
    { do: 'sentence', if: handAtLeast5, effects: [soulCharge1] },
    { do: 'sentence', after: 'then', effects: [draw1] },
  ];
  expect(drawn(play(kind, afterIf, { hand: FEW }))).toBe(0);
  expect(drawn(play(kind, afterIf, { hand: MANY }))).toBe(1);
  const afterPlain: Effect[] = [soulCharge1, { do: 'sentence', after: 'then', effects: [draw1] }];
  const r = play(kind, afterPlain, { hand: FEW });
  expect(r.s.players[0].soul.length).toBe(1);
  expect(drawn(r)).toBe(1);
}

function playAct(s: VGState, seat: Seat, circle: 'VC' | 'FL', index = 0): void {
  expect(prompt(s)).toBe('vg.main');
  answer(s, { t: 'act', card: unit(s, seat, circle).id, index });
}

// --- VG2 8.1.1.1: activated abilities ----------------------------------------------------------------

describe('activated abilities (VG2 8.1.1.1, 8.4.2; VG1 8.1.1.1, 8.4.2)', () => {
  for (const format of BOTH) {
    it(`VG2 8.1.1.1 / VG1 8.1.1.1 an [ACT] is played only by a player with a play timing: the main phase offers it, the guard step never does (${format})`, () => {
      const s = scenario({
        format,
        at: 'main',
        p0: { vanguard: OASIS, rc: { FL: OASIS }, damage: [MARRON], deck: deck() },
        p1: { vanguard: OASIS, rc: { FR: OASIS }, hand: [C.stardust], damage: [MARRON] },
      });
      expect(offers(s, { t: 'act' })).toBe(true);
      mainPass(s);
      attack(s, 'FL', 'VC');
      expect(prompt(s)).toMatch(/^vg\.guard/);
      expect(s.decision!.seat).toBe(1);
      expect(s.decision!.options.map((o) => o.t).sort()).toEqual(
        format === 'cr201' ? ['guard', 'pass'] : ['done', 'guard'],
      );
    });
  }

  for (const format of BOTH) {
    it(`VG2 8.4.2.2 / VG1 8.4.2.2 after an [ACT] resolves the player gets a play timing again; VG2 8.4.2.3 passing ends the main phase (${format})`, () => {
      const s = scenario({ format, at: 'main', p0: { vanguard: OASIS, rc: { FL: OASIS }, damage: [MARRON, MARRON] } });
      answer(s, { t: 'act', card: idOf(s, 0, 'VC', OASIS), index: 0 });
      answer(s, { t: 'card', card: s.players[0].damage[0].id }); // which face-up card pays
      expect(prompt(s)).toBe('vg.main');
      answer(s, { t: 'act', card: idOf(s, 0, 'FL', OASIS), index: 0 });
      expect(prompt(s)).toBe('vg.main');
      expect(pw(s, 0, 'VC')).toBe(8000);
      expect(pw(s, 0, 'FL')).toBe(8000);
      answer(s, { t: 'pass' });
      expect(prompt(s)).toBe('vg.attack');
    });
  }

  for (const format of BOTH) {
    it(`VG2 8.1.1.1.2 an [ACT]'s "If" requirement is checked after its cost: the cost is paid even when it fails (${format})`, () => {
      const s = scenario({ format, at: 'main', p0: { vanguard: GANCELOT, damage: [MARRON, MARRON], soul: [MARRON] } });
      answer(s, { t: 'act', card: idOf(s, 0, 'VC', GANCELOT), index: 0 });
      expect(prompt(s)).toBe('vg.main');
      expect(faceUp(s, 0)).toBe(0);
      expect(events(s, 'payCost')).toHaveLength(1);
      expect(pw(s, 0, 'VC')).toBe(9000);
      expect(critical(s, 0, unit(s, 0, 'VC'))).toBe(1);
    });
  }

  for (const format of BOTH) {
    it(`VG2 8.1.1.1.2 / VG2 8.5.3.5 the requirement met ("Blaster Blade" in the soul): +5000 and Critical +1 until end of turn (${format})`, () => {
      const s = scenario({
        format,
        at: 'main',
        p0: { vanguard: GANCELOT, damage: [MARRON, MARRON], soul: [MARRON, BLASTER_BLADE] },
      });
      answer(s, { t: 'act', card: idOf(s, 0, 'VC', GANCELOT), index: 0 });
      expect(faceUp(s, 0)).toBe(0);
      expect(pw(s, 0, 'VC')).toBe(14000);
      expect(critical(s, 0, unit(s, 0, 'VC'))).toBe(2);
    });
  }

  it('VG2 8.1.1.1 / VG2 8.4.2 the ride phase play timing offers only rides, never an [ACT]', () => {
    const s = scenario({ at: 'ride', p0: { vanguard: OASIS, hand: [KING_OF_SWORD], damage: [MARRON] } });
    expect(prompt(s)).toBe('vg.ride');
    expect(s.decision!.options.map((o) => o.t).sort()).toEqual(['pass', 'ride']);
  });
});

// --- VG2 8.1.1.2: automatic abilities, "when X, if Y" ------------------------------------------------

describe('automatic abilities (VG2 8.1.1.2; VG1 8.1.1.2)', () => {
  for (const format of BOTH) {
    it(`VG2 8.1.1.2.3 / VG1 8.1.1.2.3 "when placed, if you have a «Kagero» vanguard" triggers without one, and does nothing (${format})`, () => {
      const s = scenario({
        format,
        at: 'main',
        p0: { vanguard: BLASTER_BLADE, hand: [BERSERK], damage: [MARRON, MARRON] },
        p1: { rc: { FL: C.wingal } },
      });
      call(s, BERSERK, 'FR');
      expect(played(s)).toEqual([`0:${BERSERK}`]);
      expect(prompt(s)).toBe('vg.main'); // no cost asked: the requirement failed on resolution
      expect(faceUp(s, 0)).toBe(2);
      expect(codes(s.players[1].field.FL)).toEqual([C.wingal]);
    });
  }

  for (const format of BOTH) {
    it(`VG2 8.1.1.2.3 / VG2 8.6.2.1 the "if" is checked on resolution: two Yakshas trigger on one retire, the first rides, the second finds no grade 2 vanguard (${format})`, () => {
      const s = scenario({
        format,
        at: 'main',
        p0: { vanguard: NEHALEM, hand: [BERSERK, YAKSHA, YAKSHA], damage: [MARRON, MARRON] },
        p1: { rc: { FL: C.wingal } },
      });
      call(s, BERSERK, 'FR');
      answer(s, { t: 'yes' });
      answer(s, { t: 'unit', seat: 1, circle: 'FL' });
      // Both copies triggered in the hand (one retire, one instance each) and wait in the hand window (issue 19),
      // where identical copies are one choice.
      expect(prompt(s)).toBe('vg.handAbility');
      const [first, second] = s.players[0].hand.filter((c) => c.code === YAKSHA);
      expect(s.decision!.options).toEqual([{ t: 'auto', source: first.id, index: 0 }, { t: 'none' }]);
      answer(s, { t: 'auto', source: first.id, index: 0 });
      // The second is still waiting, and is played: its "if" finds no grade 2 vanguard.
      expect(s.decision!.options).toEqual([{ t: 'auto', source: second.id, index: 0 }, { t: 'none' }]);
      answer(s, { t: 'auto', source: second.id, index: 0 });
      noHandAbility(s);
      expect(prompt(s)).toBe('vg.main');
      expect(codes(s.players[0].field.VC)).toEqual([YAKSHA]);
      expect(codes(s.players[0].soul)).toEqual([NEHALEM]);
      expect(codes(s.players[0].hand)).toEqual([YAKSHA]);
      expect(played(s)).toEqual([`0:${BERSERK}`, `0:${YAKSHA}`, `0:${YAKSHA}`]);
      expect(events(s, 'ride').filter((e) => e.superior)).toHaveLength(1);
    });
  }

  for (const format of BOTH) {
    it(`VG2 8.1.1.2.3 / VG1 8.1.1.2.3 Randolf's "if your hand is larger": met, +3000; with equal hands it still triggers and is played, and does nothing (${format})`, () => {
      const more = scenario({
        format,
        at: 'battle',
        p0: { vanguard: RANDOLF, hand: [MARRON, MARRON], deck: deck() },
        p1: { hand: [C.stardust] },
      });
      attack(more, 'VC', 'VC');
      expect(pw(more, 0, 'VC')).toBe(11000);
      const equal = scenario({
        format,
        at: 'battle',
        p0: { vanguard: RANDOLF, hand: [MARRON], deck: deck() },
        p1: { hand: [C.stardust] },
      });
      attack(equal, 'VC', 'VC');
      expect(played(equal)).toEqual([`0:${RANDOLF}`]);
      expect(pw(equal, 0, 'VC')).toBe(8000);
    });
  }
});

// --- VG2 8.1.1.3–8.1.1.4, 8.5.1: continuous abilities ------------------------------------------------

describe('continuous abilities (VG2 8.1.1.3, 8.1.1.4, 8.5.1; VG1 8.1.1.3)', () => {
  for (const format of BOTH) {
    it(`VG2 8.1.1.3 / VG2 8.5.1 / VG1 8.1.1.3 / VG1 8.5.1 Dragonic Overlord's -2000 applies while no other «Kagero» is there and stops when one is called; it is never played (${format})`, () => {
      const s = scenario({ format, at: 'main', p0: { vanguard: OVERLORD, rc: { FL: C.wingal }, hand: [BAHR] } });
      expect(pw(s, 0, 'VC')).toBe(9000);
      call(s, BAHR, 'FR');
      expect(pw(s, 0, 'VC')).toBe(11000);
      expect(events(s, 'playAbility')).toHaveLength(0);
      expect(events(s, 'standby')).toHaveLength(0);
    });
  }

  for (const format of BOTH) {
    it(`VG2 8.7.1.1 / VG2 8.7.1.3 / VG1 8.7.1.1 / VG1 8.7.1.3 printed power first, then every increase and decrease: Overlord alone with its [ACT] is 11000 - 2000 + 5000 (${format})`, () => {
      const s = scenario({
        format,
        at: 'main',
        p0: { vanguard: OVERLORD, hand: [BAHR], damage: [MARRON, MARRON, MARRON] },
      });
      answer(s, { t: 'act', card: idOf(s, 0, 'VC', OVERLORD), index: 1 });
      expect(pw(s, 0, 'VC')).toBe(14000);
      call(s, BAHR, 'BC');
      expect(pw(s, 0, 'VC')).toBe(16000);
    });
  }

  it('VG2 8.1.1.4 a (VC/RC) continuous ability also applies on a rear-guard circle: Overlord on (RC) with a «Royal Paladin» vanguard', () => {
    const alone = scenario({ at: 'main', p0: { vanguard: C.wingal, rc: { FL: OVERLORD } } });
    expect(pw(alone, 0, 'FL')).toBe(9000);
    const withKagero = scenario({ at: 'main', p0: { vanguard: C.wingal, rc: { FL: OVERLORD, BR: BAHR } } });
    expect(pw(withKagero, 0, 'FL')).toBe(11000);
  });

  it('VG2 8.1.1.3 a «Kagero» on the guardian circle is not a vanguard or rear-guard: the guarded Overlord stays at 9000 + shield', () => {
    const s = scenario({
      at: 'battle',
      p0: { vanguard: C.brigitte, deck: deck() },
      p1: { vanguard: OVERLORD, rc: { FL: C.wingal }, hand: [C.undeux, C.stardust] },
    });
    attack(s, 'VC', 'VC');
    expect(prompt(s)).toBe('vg.guard');
    answer(s, { t: 'guard', card: idOf(s, 1, 'hand', C.undeux) });
    expect(codes(s.players[1].field.GC)).toEqual([C.undeux]);
    expect(pw(s, 1, 'VC')).toBe(9000 + 10000);
  });

  for (const format of BOTH) {
    it(`VG2 8.1.1.3 / VG1 8.1.1.3 / VG2 3.1.1.3.1 Sakuya's +4000 holds only on (VC), during its master's turn, while the hand has four or more cards (${format})`, () => {
      const s = scenario({ format, at: 'main', p0: { vanguard: SAKUYA, hand: [MARRON, MARRON, MARRON, MARRON] } });
      expect(pw(s, 0, 'VC')).toBe(14000);
      call(s, MARRON, 'FL');
      expect(s.players[0].hand).toHaveLength(3);
      expect(pw(s, 0, 'VC')).toBe(10000);

      const theirTurn = scenario({
        format,
        at: 'main',
        turnPlayer: 1,
        p0: { vanguard: SAKUYA, hand: [MARRON, MARRON, MARRON, MARRON] },
      });
      expect(pw(theirTurn, 0, 'VC')).toBe(10000);

      const onRC = scenario({
        format,
        at: 'main',
        p0: { vanguard: WISEMAN, rc: { FL: SAKUYA }, hand: [MARRON, MARRON, MARRON, MARRON] },
      });
      expect(pw(onRC, 0, 'FL')).toBe(10000);
    });
  }
});

// --- VG2 8.2.1: one-shot and continuous effects, durations -----------------------------------------

describe('effects and their durations (VG2 8.2.1; VG1 8.2.1)', () => {
  for (const format of BOTH) {
    it(`VG2 8.2.1.1 / VG1 8.2.1.1 a one-shot effect ("draw a card") is done on resolution and never undone (${format})`, () => {
      const s = scenario({
        format,
        at: 'main',
        p0: { vanguard: WISEMAN, hand: [LUCK_BIRD], soul: [MARRON, MARRON], deck: deck([TOUGH_BOY]) },
      });
      call(s, LUCK_BIRD, 'FL');
      expect(prompt(s)).toBe('vg.payCost');
      answer(s, { t: 'yes' });
      expect(codes(s.players[0].hand)).toEqual([TOUGH_BOY]);
      expect(codes(s.players[0].drop)).toEqual([MARRON, MARRON]);
      toNextTurn(s);
      expect(codes(s.players[0].hand)).toEqual([TOUGH_BOY]);
    });
  }

  for (const format of BOTH) {
    it(`VG2 8.2.1.2 / VG1 8.2.1.2 / VG2 7.8.1.2 VG-077 "until end of that battle" lasts through the battle and ends in its close step (${format})`, () => {
      const s = scenario({
        format,
        at: 'battle',
        p0: { vanguard: BORS, rc: { FL: MARRON }, damage: [MARRON], deck: deck() },
        p1: { hand: [C.stardust] },
      });
      attack(s, 'VC', 'VC');
      answer(s, { t: 'yes' });
      expect(pw(s, 0, 'VC')).toBe(13000);
      endGuard(s);
      expect(prompt(s)).toBe('vg.attack');
      expect(timings(s)).toContain('closeStep+endOfBattle');
      expect(pw(s, 0, 'VC')).toBe(10000);
      expect(unit(s, 0, 'VC').mods).toBeNull();
    });
  }

  for (const format of BOTH) {
    it(`VG2 8.2.1.2 / VG2 6.8.1.4 / VG2 8.6.6 / VG2 8.6.2.1 VG-077 VG-061 "until end of turn" outlives the battle and the end-phase check timing; two boosters set two timed triggers (${format})`, () => {
      const s = scenario({
        format,
        at: 'battle',
        p0: {
          vanguard: MARRON,
          rc: { FL: MORGANA, BL: LOZENGE, FR: MARRON, BR: LOZENGE },
          hand: [BAHR],
          deck: deck(),
        },
        p1: { hand: [C.stardust] },
      });
      const [lozengeL, lozengeR] = [idOf(s, 0, 'BL', LOZENGE), idOf(s, 0, 'BR', LOZENGE)];
      attack(s, 'FL', 'VC', true);
      // Morgana's "attacks" and Lozenge Magus' "boosts" both wait: their master orders them.
      expect(prompt(s)).toBe('vg.playAuto');
      answer(s, { t: 'auto', source: idOf(s, 0, 'FL', MORGANA), index: 0 });
      answer(s, { t: 'yes' }); // discard Bahr
      expect(codes(s.players[0].drop)).toEqual([BAHR]);
      expect(prompt(s)).toMatch(/^vg\.guard/);
      expect(pw(s, 0, 'FL')).toBe(6000 + 4000 + 3000 + 3000); // +4000, +3000 from Lozenge's auto, boost 3000
      endGuard(s);
      attack(s, 'FR', 'VC', true);
      expect(prompt(s)).toMatch(/^vg\.guard/);
      expect(pw(s, 0, 'FR')).toBe(8000 + 3000 + 3000);
      endGuard(s);
      expect(pw(s, 0, 'FL')).toBe(10000); // the battle bonus is gone, the turn bonus stays
      expect(prompt(s)).toBe('vg.attack');
      answer(s, { t: 'no' });
      // Beginning of the end phase: both timed triggers wait, one per boost.
      expect(prompt(s)).toBe('vg.playAuto');
      expect(timings(s).at(-1)).toBe('endPhase+endOfTurn');
      expect(s.decision!.options).toEqual([
        { t: 'auto', source: lozengeL, index: -1 },
        { t: 'auto', source: lozengeR, index: -1 },
      ]);
      expect(pw(s, 0, 'FL')).toBe(10000); // still there during the end phase's check timing
      answer(s, { t: 'auto', source: lozengeR, index: -1 });
      // The chosen one first, then the other (the last one left needs no choice).
      expect(
        events(s, 'move')
          .filter((e) => e.to === 'deck' && e.seat === 0)
          .map((e) => e.from),
      ).toEqual(['BR', 'BL']);
      autoplay(s, (x) => x.turnPlayer === 1);
      expect(s.players[0].field.BL).toHaveLength(0);
      expect(s.players[0].field.BR).toHaveLength(0);
      expect(s.players[0].deck.filter((c) => c.code === LOZENGE)).toHaveLength(2);
      expect(pw(s, 0, 'FL')).toBe(6000);
    });
  }
});

// From the former abilityStructure.test.ts:
// Rules tests for how an ability's text is built and for the actions around costs and calls: the sentences of an
// ability and their "if" requirements (VG2 8.1.1.1.2.2–8.1.1.1.2.5 for [ACT], 8.1.1.2.3.2–8.1.1.2.3.5 for [AUTO]),
// Counter Blast and Soul Blast with a requirement on the cards and Counter Blast as part of an effect (10.16.1.1,
// 10.16.1.2, 10.17.1.1), a search in a public zone (10.10.1.2), and calling several cards at once or to the
// guardian circle by an effect (10.7.1.1.1.1, 10.7.1.1.1.1.1, 10.7.1.1.2, 10.7.1.3.1). Vanilla trial-deck cards
// are given test-only abilities (undone after each test).

describe('the sentences of an ability and their "if" requirements', () => {
  it('VG2 8.1.1.1.2.2 [ACT] an unmet "if" holds back only its own sentence: the next one still resolves', () =>
    onlyItsSentence('act'));
  it('VG2 8.1.1.2.3.2 [AUTO] an unmet "if" holds back only its own sentence: the next one still resolves', () =>
    onlyItsSentence('auto'));
  it('VG2 8.1.1.1.2.3 [ACT] an "if" may look at what the text before it did: "retire one of your rear-guards. If it was grade 2 or greater, draw a card"', () =>
    refersToTextBefore('act'));
  it('VG2 8.1.1.2.3.3 [AUTO] an "if" may look at what the text before it did: "retire one of your rear-guards. If it was grade 2 or greater, draw a card"', () =>
    refersToTextBefore('auto'));
  it('VG2 8.1.1.1.2.4 [ACT] a sentence beginning with an "if" about the result of the one before does not resolve when that one\'s requirement was not met, though its own holds', () =>
    ifAboutTheResultBefore('act'));
  it('VG2 8.1.1.2.3.4 [AUTO] a sentence beginning with an "if" about the result of the one before does not resolve when that one\'s requirement was not met, though its own holds', () =>
    ifAboutTheResultBefore('auto'));
  it('VG2 8.1.1.1.2.5 [ACT] "Then, …" does not resolve when the text before it had a requirement that was not met; after text with no requirement it does', () =>
    thenAfterARequirement('act'));
  it('VG2 8.1.1.2.3.5 [AUTO] "Then, …" does not resolve when the text before it had a requirement that was not met; after text with no requirement it does', () =>
    thenAfterARequirement('auto'));

  it('VG2 8.1.1.1.2.2 / VG2 8.1.1.1.2.5 the card text puts a full stop after each sentence', () => {
    const a: Ability = act({
      zones: ['VC'],
      cost: [],
      effects: [
        { do: 'sentence', if: handAtLeast5, effects: [soulCharge1] },
        { do: 'sentence', after: 'then', effects: [draw1] },
        soulCharge1,
      ],
    });
    expect(abilityText(a)).toBe(
      '[ACT](VC):If the number of cards in your hand is at least five, Soul Charge (1). Then, draw a card. Soul Charge (1).',
    );
  });
});

describe('VG1 section 8: abilities and effects', () => {
  for (const [format, disabled] of [
    ['cr110', true],
    ['cr201', false],
  ] as const) {
    it(`${format === 'cr110' ? 'VG1 8.1.1.2.3.1' : 'VG2 8.1.1.2.3.1'} "When this unit attacks, if you have a «Kagero» vanguard, +3000. This ability will not be usable until end of turn": without one, ${disabled ? 'the ability is still used up for the turn' : 'nothing changed, so it can trigger again'} (${format})`, () => {
      give(KING, [
        auto({
          zones: ['RC'],
          trigger: { on: 'attacks' },
          condition: { if: 'vanguardIs', filter: { clan: 'Kagero' } },
          effects: [power(thisUnit, 3000, 'battle'), { do: 'disableThis', until: 'turn' }],
        }),
      ]);
      const s = scenario({ format, at: 'battle', p0: { rc: { FL: KING }, deck: deck([]) } });
      for (const round of [1, 2]) {
        answer(s, { t: 'yes' });
        answer(s, { t: 'circle', circle: 'FL' });
        answer(s, { t: 'circle', circle: 'VC' });
        const triggered = prompt(s) === 'vg.playAuto';
        expect(triggered).toBe(round === 1 || !disabled);
        if (triggered) answer(s, { t: 'auto', source: unit(s, 0, 'FL').id, index: 0 } as never);
        expect(prompt(s)).toBe('vg.attack');
        expect(pw(s, 0, 'FL')).toBe(10000);
        s.players[0].field.FL[0] = { ...unit(s, 0, 'FL'), rested: false }; // stood again for a second attack
      }
    });
  }

  it('VG1 8.1.1.3.1 a continuous ability is written "[CONT](zone):(effect)" and works while its card is in that zone', () => {
    give(KING, [cont({ zones: ['VC'], effect: { cont: 'modify', stat: 'power', n: 2000 } })]);
    give(TOUGH, [cont({ effect: { cont: 'modify', stat: 'power', n: 1000 } })]);
    expect(textOf(KING)).toBe('[CONT](VC):This unit gets Power +2000.');
    expect(textOf(TOUGH)).toBe('[CONT]:This unit gets Power +1000.');
    const s = scenario({
      format: 'cr110',
      at: 'main',
      p0: { vanguard: KING, rc: { FL: KING, FR: TOUGH }, deck: deck([]) },
    });
    expect([pw(s, 0, 'VC'), pw(s, 0, 'FL'), pw(s, 0, 'FR')]).toEqual([12000, 10000, 9000]);
  });

  it('VG1 8.3 / VG1 8.3.1 / VG1 8.3.2 / VG1 8.3.3 with three damage the Limit Break "when this unit attacks, choose one of your opponent\'s rear-guards and retire it" and a [CONT] active "if you have four or more damage" do nothing and ask no choice; with four both work', () => {
    const fourDamage = { if: 'compare', left: { of: 'damage', whose: 'you' }, op: '>=', right: 4 } as const;
    give(KING, [
      auto({
        zones: ['VC'],
        limitBreak: 4,
        trigger: { on: 'attacks' },
        effects: [{ do: 'retire', target: chooseOpponentRearguard() }],
      }),
      cont({ zones: ['VC'], condition: fourDamage, effect: { cont: 'modify', stat: 'power', n: 1000 } }),
    ]);
    for (const damage of [3, 4]) {
      const s = scenario({
        format: 'cr110',
        at: 'battle',
        p0: { vanguard: KING, damage: Array.from({ length: damage }, () => C.wingal), deck: deck([]) },
        p1: { vanguard: C.overlord, rc: { FL: C.bahr } },
      });
      expect(pw(s, 0, 'VC')).toBe(damage === 4 ? 11000 : 10000);
      answer(s, { t: 'yes' });
      answer(s, { t: 'circle', circle: 'VC' });
      answer(s, { t: 'circle', circle: 'VC' });
      if (damage === 4) {
        expect(prompt(s)).toBe('vg.chooseUnit');
        answer(s, { t: 'unit', seat: 1, circle: 'FL' });
      }
      expect(events(s, 'standby')).toHaveLength(damage === 4 ? 1 : 0);
      expect(codes(s.players[1].drop)).toEqual(damage === 4 ? [C.bahr] : []);
      expect(codes(s.players[1].field.FL)).toEqual(damage === 4 ? [] : [C.bahr]);
    }
  });

  it('VG1 8.5.3.1.2 "choose two of your opponent\'s rear-guards and retire them" with only one: it is chosen and retired', () => {
    give(KING, [actDo({ do: 'retire', target: chooseOpponentRearguard({}, 2) })]);
    const s = scenario({
      format: 'cr110',
      at: 'main',
      p0: { rc: { FL: KING }, deck: deck([]) },
      p1: { rc: { FR: C.nehalem } },
    });
    playAct(s, 0, 'FL');
    expect(prompt(s)).toBe('vg.chooseUnit');
    expect(s.decision!.options).toEqual([{ t: 'unit', seat: 1, circle: 'FR' }]);
    answer(s, { t: 'unit', seat: 1, circle: 'FR' });
    noHandAbility(s);
    expect(prompt(s)).toBe('vg.main');
    expect(codes(s.players[1].drop)).toEqual([C.nehalem]);
  });

  it('VG1 8.7.4 / VG1 8.7.5 a unit called next to "your «Royal Paladin» units get Power +2000" has it at once, and "when your «Royal Paladin» unit is placed" sees it after continuous effects: a unit that is also a «Royal Paladin» triggers it', () => {
    give(TOUGH, [cont({ effect: { cont: 'alsoClan', clan: 'Royal Paladin' } })]);
    give(KING, [
      cont({
        zones: ['VC'],
        effect: { cont: 'unitsModify', filter: { clan: 'Royal Paladin' }, stat: 'power', n: 2000 },
      }),
      auto({ zones: ['VC'], trigger: { on: 'yourUnitPlaced', filter: { clan: 'Royal Paladin' } }, effects: [draw(1)] }),
    ]);
    const s = scenario({ format: 'cr110', at: 'main', p0: { vanguard: KING, hand: [TOUGH, C.bahr], deck: deck([]) } });
    answer(s, { t: 'call', card: idOf(s, 0, 'hand', TOUGH), circle: 'FL' });
    expect(pw(s, 0, 'FL')).toBe(8000 + 2000);
    expect(codes(s.players[0].hand)).toEqual([C.bahr, C.marron]); // drew the top card
    // A «Kagero» unit gets neither.
    answer(s, { t: 'call', card: idOf(s, 0, 'hand', C.bahr), circle: 'FR' });
    expect(pw(s, 0, 'FR')).toBe(8000);
    expect(codes(s.players[0].hand)).toEqual([C.marron]);
    expect(pw(s, 0, 'VC')).toBe(10000);
  });
});

{
  // The tests gathered from abilities2.test.ts, with its helpers: some of their names mean something else above.

  const BOTH = cardsHelpers.BOTH;

  // Vanilla trial-deck cards used as hosts (stats in data/vanguard/original-td.cards.json).
  const KING = 'TD03/004'; // King of Sword, g2 10000 «Nova Grappler», Intercept

  const TOUGH = 'TD03/007'; // Tough Boy, g1 8000 «Nova Grappler», Boost

  const { give } = testOnlyAbilities();

  // `actDo` is a cost-free [ACT](VC/RC) (VG2 8.1.1.1.2.6: declaring it plays it).

  function playAct(s: ReturnType<typeof scenario>, seat: 0 | 1, circle: 'VC' | 'FL' | 'FR', index: number): void {
    expect(prompt(s)).toBe('vg.main');
    answer(s, { t: 'act', card: unit(s, seat, circle).id, index });
  }

  describe('replacement effects (VG2 8.2.1.3; VG1 8.2.1.3)', () => {
    const retireOne = actDo({ do: 'retire', target: chooseOpponentRearguard() });

    for (const format of BOTH) {
      it(`VG2 8.2.1.3 / VG2 8.2.1.3.1 / VG1 8.2.1.3 "if this unit would be retired, instead return it to your hand" replaces a retire by an effect (${format})`, () => {
        give(KING, [retireOne]);
        give(TOUGH, [cont({ zones: ['RC'], effect: { cont: 'replaceRetire', instead: 'hand' } })]);
        const s = scenario({ format, at: 'main', p0: { vanguard: KING, deck: deck([]) }, p1: { rc: { FL: TOUGH } } });
        playAct(s, 0, 'VC', 0);
        answer(s, { t: 'unit', seat: 1, circle: 'FL' });
        expect(s.players[1].field.FL).toHaveLength(0);
        expect(s.players[1].hand.map((c) => c.code)).toEqual([TOUGH]);
        expect(s.players[1].drop).toHaveLength(0);
        expect(events(s, 'replaced')).toHaveLength(1);
        expect(events(s, 'retire')).toHaveLength(0);
        expect(cardText([cont({ zones: ['RC'], effect: { cont: 'replaceRetire', instead: 'hand' } })])).toBe(
          '[CONT](RC):If this unit would be retired, instead return it to your hand.',
        );
      });

      it(`VG2 8.2.1.3.1 / VG2 10.4.2 / VG2 7.7.1.9 the replacement also applies when a hit retires the rear-guard (${format})`, () => {
        give(TOUGH, [cont({ zones: ['RC'], effect: { cont: 'replaceRetire', instead: 'soul' } })]);
        const s = scenario({
          format,
          at: 'battle',
          p0: { vanguard: KING, deck: deck([]) },
          p1: { rc: { FL: TOUGH }, deck: deck([]) },
        });
        answer(s, { t: 'yes' });
        answer(s, { t: 'circle', circle: 'VC' });
        answer(s, { t: 'circle', circle: 'FL' });
        for (let i = 0; i < 20 && s.players[1].field.FL.length > 0 && s.decision; i++) {
          const d = s.decision;
          const o = d.options.find((x) => ['pass', 'no', 'done'].includes(x.t)) ?? d.options[0];
          answer(s, o as never);
        }
        expect(s.players[1].soul.map((c) => c.code)).toEqual([TOUGH]);
        expect(s.players[1].drop).toHaveLength(0);
      });

      it(`VG2 8.2.1.3.2 / VG1 8.2.1.3 an optional replacement asks the unit's master; declined, the unit is retired (${format})`, () => {
        give(KING, [retireOne]);
        give(TOUGH, [cont({ zones: ['RC'], effect: { cont: 'replaceRetire', instead: 'soul', optional: true } })]);
        for (const choice of ['yes', 'no'] as const) {
          const s = scenario({ format, at: 'main', p0: { vanguard: KING, deck: deck([]) }, p1: { rc: { FL: TOUGH } } });
          playAct(s, 0, 'VC', 0);
          answer(s, { t: 'unit', seat: 1, circle: 'FL' });
          expect(prompt(s)).toBe('vg.replace');
          expect(s.decision!.seat).toBe(1);
          answer(s, { t: choice });
          expect(s.players[1].soul.length).toBe(choice === 'yes' ? 1 : 0);
          expect(s.players[1].drop.length).toBe(choice === 'yes' ? 0 : 1);
        }
      });
    }
  });

  describe('text of the new pieces renders from the trees', () => {
    it('VG2 8.1.1.4 / VG2 11.13 the [CONT] pieces read as sentences', () => {
      const t = cardText([
        cont({
          zones: ['VC'],
          effect: { cont: 'unitsGetSkill', filter: { clan: 'Royal Paladin' }, skill: 'intercept' },
        }),
        cont({ effect: { cont: 'alsoClan', clan: 'Royal Paladin' } }),
        cont({ effect: { cont: 'resist' } }),
        cont({ zones: ['RC'], effect: { cont: 'set', stat: 'power', n: 3000 } }),
        auto({ trigger: { on: 'putInto', zone: 'drop' }, effects: [{ do: 'draw', n: 1 }] }),
      ]);
      expect(t.split('\n')).toEqual([
        '[CONT](VC):Your «Royal Paladin» units get "Intercept".',
        '[CONT]:This unit is also a «Royal Paladin».',
        "[CONT]:Resist (this unit cannot be chosen by your opponent's effects).",
        "[CONT](RC):This unit's power becomes 3000.",
        '[AUTO]:When this card is put into your drop zone, draw a card.',
      ]);
    });
  });
}

{
  // The tests gathered from abilities3.test.ts, with its helpers: some of their names mean something else above.

  const BOTH = cardsHelpers.BOTH;

  // Vanilla trial-deck cards used as hosts (stats in data/vanguard/original-td.cards.json).
  const KING = 'TD03/004'; // King of Sword, g2 10000 «Nova Grappler», shield 5000

  const TOUGH = 'TD03/007'; // Tough Boy, g1 8000 «Nova Grappler», shield 5000

  const GARETH = 'TD05/008'; // g1 8000 «Gold Paladin», shield 5000

  const { give } = testOnlyAbilities();

  /** Decline, pass and end everything until `done` holds (at most 30 answers). */
  function playOn(s: VGState, done: () => boolean): void {
    for (let i = 0; i < 30 && !done() && s.decision; i++) {
      const o = s.decision.options.find((x) => ['pass', 'no', 'done'].includes(x.t)) ?? s.decision.options[0];
      answer(s, o as never);
    }
    expect(done()).toBe(true);
  }

  describe('optional replacements on retires the rules perform (VG2 8.2.1.3.2, 10.4.2)', () => {
    const mayGoToSoul = cont({
      zones: ['RC', 'GC'],
      effect: { cont: 'replaceRetire', instead: 'soul', optional: true },
    });

    for (const format of BOTH) {
      it(`VG2 8.2.1.3.2 / VG2 10.4.2 / VG2 7.7.1.9 / VG1 7.6.1.8 a hit rear-guard with an optional replacement: its master is asked; yes puts it into the soul, no retires it (${format})`, () => {
        give(TOUGH, [mayGoToSoul]);
        for (const choice of ['yes', 'no'] as const) {
          const s = scenario({
            format,
            at: 'battle',
            p0: { vanguard: KING, deck: deck([]) },
            p1: { rc: { FL: TOUGH }, deck: deck([]) },
          });
          attack(s, 'VC', 'FL');
          endGuard(s);
          playOn(s, () => prompt(s) === 'vg.replace');
          expect(s.decision!.seat).toBe(1);
          expect(s.players[1].field.FL.map((c) => c.code)).toEqual([TOUGH]); // not moved before the answer
          answer(s, { t: choice });
          expect(s.players[1].field.FL).toHaveLength(0);
          expect(s.players[1].soul.map((c) => c.code)).toEqual(choice === 'yes' ? [TOUGH] : []);
          expect(s.players[1].drop.map((c) => c.code)).toEqual(choice === 'yes' ? [] : [TOUGH]);
          expect(events(s, 'replaced')).toHaveLength(choice === 'yes' ? 1 : 0);
        }
      });

      it(`VG2 8.2.1.3.2 / VG2 7.7.1.9 / VG1 7.6.1.8 a guardian with an optional replacement is asked about when guardians are retired (${format})`, () => {
        give(GARETH, [mayGoToSoul]);
        const s = scenario({
          format,
          at: 'battle',
          p0: { vanguard: KING, deck: deck([]) },
          p1: { vanguard: KING, hand: [GARETH], deck: deck([]) },
        });
        attack(s, 'VC', 'VC');
        answer(s, { t: 'guard', card: idOf(s, 1, 'hand', GARETH) });
        endGuard(s);
        playOn(s, () => prompt(s) === 'vg.replace');
        answer(s, { t: 'yes' });
        expect(s.players[1].field.GC).toHaveLength(0);
        expect(s.players[1].soul.map((c) => c.code)).toEqual([GARETH]);
      });

      it(`VG2 8.2.1.3.2 / VG2 9.3.6 / VG1 9.3 calling onto an occupied circle: the older unit's optional replacement is asked at the rule action (${format})`, () => {
        give(TOUGH, [mayGoToSoul]);
        const s = scenario({
          format,
          at: 'main',
          p0: { vanguard: KING, rc: { FL: TOUGH }, hand: [GARETH], deck: deck([]) },
        });
        answer(s, { t: 'call', card: idOf(s, 0, 'hand', GARETH), circle: 'FL' });
        expect(prompt(s)).toBe('vg.replace');
        expect(s.decision!.seat).toBe(0);
        answer(s, { t: 'yes' });
        expect(s.players[0].field.FL.map((c) => c.code)).toEqual([GARETH]);
        expect(s.players[0].soul.map((c) => c.code)).toEqual([TOUGH]);
        expect(s.players[0].drop).toHaveLength(0);
        expect(prompt(s)).toBe('vg.main');
      });
    }
  });
}

{
  // The tests gathered from ver110.test.ts, with its helpers: some of their names mean something else above.

  const BOTH: readonly FormatId[] = ['cr110', 'cr201'];

  const GANCELOT = 'TD01/003'; // g3 9000, [ACT](VC) CB2: if "Blaster Blade" in soul +5000/+1; [ACT](Hand) reveal → search

  // --- helpers ---------------------------------------------------------------------------------------

  /** A deck with these cards on top, then vanilla Little Sage, Marron (no abilities, no trigger). */
  function deck(top: string[] = [], n = 20): string[] {
    return [...top, ...Array.from({ length: n }, () => C.marron)];
  }

  function codes(cards: readonly Card[]): string[] {
    return cards.map((c) => c.code);
  }

  /** Options of the pending decision with this `t`. */
  function optionsOf(s: VGState, t: string): Record<string, unknown>[] {
    return (s.decision?.options ?? []).filter((o) => o.t === t) as unknown as Record<string, unknown>[];
  }

  // --- section 8: playing and resolving ----------------------------------------------------------------

  describe('VG1 8.1 categories of abilities', () => {
    for (const format of BOTH) {
      it(`VG1 8.1.1.1.1 the zone in an [ACT]'s parentheses is where it can be used: Gancelot's (Hand) ability only from the hand, its (VC) one only on the vanguard circle [${format}]`, () => {
        const s = scenario({
          format,
          at: 'main',
          p0: {
            vanguard: GANCELOT,
            hand: [GANCELOT],
            soul: [C.blasterBlade],
            damage: [C.marron, C.marron],
            deck: deck(),
          },
        });
        expect(optionsOf(s, 'act')).toEqual([
          { t: 'act', card: idOf(s, 0, 'VC', GANCELOT), index: 0 },
          { t: 'act', card: idOf(s, 0, 'hand', GANCELOT), index: 1 },
        ]);
      });
    }

    for (const format of BOTH) {
      it(`VG1 8.1.1.2.1 VG1 8.1.1.2.2 an [AUTO] triggered by its own move stands by; its [cost] is asked and paid only as it resolves [${format}]`, () => {
        const s = scenario({
          format,
          at: 'main',
          p0: { vanguard: C.gallatin, hand: [C.blasterBlade], damage: [C.marron, C.marron], deck: deck() },
          p1: { rc: { FL: C.gallatin } },
        });
        answer(s, { t: 'call', card: idOf(s, 0, 'hand', C.blasterBlade), circle: 'FR' });
        expect(events(s, 'standby')).toHaveLength(1);
        expect(prompt(s)).toBe('vg.payCost');
        expect(s.players[0].damage.every((c) => c.up)).toBe(true);
        answer(s, { t: 'yes' });
        expect(s.players[0].damage.every((c) => !c.up)).toBe(true);
        expect(prompt(s)).toBe('vg.chooseUnit');
        answer(s, { t: 'unit', seat: 1, circle: 'FL' } as never);
        expect(codes(s.players[1].drop)).toEqual([C.gallatin]);
      });
    }
  });
}
