// Rules tests for how an ability's text is built and for the actions around costs and calls: the sentences of an
// ability and their "if" requirements (VG2 8.1.1.1.2.2–8.1.1.1.2.5 for [ACT], 8.1.1.2.3.2–8.1.1.2.3.5 for [AUTO]),
// Counter Blast and Soul Blast with a requirement on the cards and Counter Blast as part of an effect (10.16.1.1,
// 10.16.1.2, 10.17.1.1), a search in a public zone (10.10.1.2), and calling several cards at once or to the
// guardian circle by an effect (10.7.1.1.1.1, 10.7.1.1.1.1.1, 10.7.1.1.2, 10.7.1.3.1). Vanilla trial-deck cards
// are given test-only abilities (undone after each test).
import { describe, expect, it } from 'vitest';
import {
  type Ability,
  act,
  auto,
  type Condition,
  type Effect,
  type PlainEffect,
} from '../../src/games/vanguard/abilities/dsl.ts';
import { abilityText } from '../../src/games/vanguard/abilities/text.ts';
import type { Seat } from '../../src/core/types.ts';
import type { VGState } from '../../src/games/vanguard/state.ts';
import { attack, codes, deck, faceUp, pw, unit } from './cards/helpers.ts';
import { answer, C, idOf, offers, prompt, scenario, type PlayerSpec } from './scenario.ts';
import { actDo, testOnlyAbilities } from './testAbilities.ts';

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

describe('Counter Blast and Soul Blast with a requirement, and Counter Blast as part of an effect', () => {
  const novaCB = (n: number): Ability =>
    act({ zones: ['VC'], cost: [{ pay: 'counterBlast', n, filter: { clan: 'Nova Grappler' } }], effects: [draw1] });

  it('VG2 10.16.1.1 [CB 1-«Nova Grappler»]: only a face-up «Nova Grappler» card in the damage zone can pay it', () => {
    give(KING, [novaCB(1)]);
    const cannot = scenario({
      at: 'main',
      p0: { vanguard: KING, deck: deck([]), damage: [C.marron, { code: TOUGH, faceDown: true }] },
    });
    expect(offers(cannot, { t: 'act', card: unit(cannot, 0, 'VC').id, index: 0 })).toBe(false);

    const s = scenario({ at: 'main', p0: { vanguard: KING, deck: deck([]), damage: [C.marron, TOUGH, KING] } });
    answer(s, { t: 'act', card: unit(s, 0, 'VC').id, index: 0 });
    expect(prompt(s)).toBe('vg.cost.counterBlast');
    const offered = s.decision!.options.map((o) => (o as unknown as { card: number }).card);
    expect(offered.sort()).toEqual([idOf(s, 0, 'damage', TOUGH), idOf(s, 0, 'damage', KING)].sort());
    answer(s, { t: 'card', card: idOf(s, 0, 'damage', KING) });
    expect(s.players[0].damage.map((c) => [c.code, c.up])).toEqual([
      [C.marron, true],
      [TOUGH, true],
      [KING, false],
    ]);
    expect(abilityText(novaCB(1))).toBe('[ACT](VC):[Counter Blast (1)-«Nova Grappler» cards] Draw a card.');
  });

  it('VG2 10.17.1.1 [SB 1-grade 2 or greater]: only a grade 2 or greater card in the soul can pay it', () => {
    give(KING, [act({ zones: ['VC'], cost: [{ pay: 'soulBlast', n: 1, filter: { gradeMin: 2 } }], effects: [draw1] })]);
    const cannot = scenario({ at: 'main', p0: { vanguard: KING, deck: deck([]), soul: [C.marron, C.stardust] } });
    expect(offers(cannot, { t: 'act', card: unit(cannot, 0, 'VC').id, index: 0 })).toBe(false);
    const s = scenario({ at: 'main', p0: { vanguard: KING, deck: deck([]), soul: [C.marron, C.blasterBlade] } });
    const hand0 = s.players[0].hand.length;
    answer(s, { t: 'act', card: unit(s, 0, 'VC').id, index: 0 });
    expect(codes(s.players[0].drop)).toEqual([C.blasterBlade]);
    expect(codes(s.players[0].soul)).toEqual([C.marron]);
    expect(s.players[0].hand.length).toBe(hand0 + 1);
  });

  it('VG2 10.16.1.2 Counter Blast (2) in an effect: the player chooses two face-up damage cards and turns them face down; with fewer face up, none is turned', () => {
    give(KING, [actDo({ do: 'counterBlast', n: 2 }, soulCharge1)]);
    const few = scenario({ at: 'main', p0: { vanguard: KING, deck: deck([]), damage: [C.marron, C.wingal] } });
    few.players[0].damage[1] = { ...few.players[0].damage[1], up: false };
    answer(few, { t: 'act', card: unit(few, 0, 'VC').id, index: 0 });
    expect(faceUp(few, 0)).toBe(1); // the action cannot be performed
    expect(few.players[0].soul.length).toBe(1); // the rest of the effect still resolves

    const s = scenario({ at: 'main', p0: { vanguard: KING, deck: deck([]), damage: [C.marron, C.wingal, TOUGH] } });
    answer(s, { t: 'act', card: unit(s, 0, 'VC').id, index: 0 });
    expect(prompt(s)).toBe('vg.cost.counterBlast');
    expect(s.decision!.seat).toBe(0);
    answer(s, { t: 'card', card: idOf(s, 0, 'damage', C.marron) });
    answer(s, { t: 'card', card: idOf(s, 0, 'damage', TOUGH) });
    expect(s.players[0].damage.map((c) => c.up)).toEqual([false, true, false]);
  });

  it('VG2 10.16.1.2 "your opponent Counter Blasts (1)": the player the effect names chooses from their own damage zone', () => {
    const e: Effect = { do: 'counterBlast', n: 1, who: 'opponent' };
    give(KING, [actDo(e)]);
    const s = scenario({
      at: 'main',
      p0: { vanguard: KING, deck: deck([]), damage: [C.marron] },
      p1: { vanguard: KING, deck: deck([]), damage: [C.marron, C.wingal] },
    });
    answer(s, { t: 'act', card: unit(s, 0, 'VC').id, index: 0 });
    expect(prompt(s)).toBe('vg.cost.counterBlast');
    expect(s.decision!.seat).toBe(1 as Seat);
    answer(s, { t: 'card', card: idOf(s, 1, 'damage', C.wingal) });
    expect(s.players[1].damage.map((c) => c.up)).toEqual([true, false]);
    expect(faceUp(s, 0)).toBe(1);
    expect(abilityText(actDo(e))).toContain('Your opponent chooses one face-up card in their damage zone');
  });
});

describe('searching a public zone', () => {
  it('VG2 10.10.1.2 "search your drop zone for a grade 2 or greater card": a matching card there must be found (no "take nothing")', () => {
    give(KING, [actDo({ do: 'searchDrop', filter: { gradeMin: 2 } })]);
    const s = scenario({
      at: 'main',
      p0: { vanguard: KING, deck: deck([]), drop: [C.marron, C.blasterBlade, C.gallatin] },
    });
    answer(s, { t: 'act', card: unit(s, 0, 'VC').id, index: 0 });
    expect(prompt(s)).toBe('vg.searchDrop');
    expect(s.decision!.options.map((o) => o.t)).toEqual(['card', 'card']);
    answer(s, { t: 'card', card: idOf(s, 0, 'drop', C.gallatin) });
    expect(codes(s.players[0].hand)).toContain(C.gallatin);
    expect(codes(s.players[0].drop)).toEqual([C.marron, C.blasterBlade]);

    // One matching card: it is found without a choice; none: nothing happens.
    const one = scenario({ at: 'main', p0: { vanguard: KING, deck: deck([]), drop: [C.marron, C.blasterBlade] } });
    answer(one, { t: 'act', card: unit(one, 0, 'VC').id, index: 0 });
    expect(codes(one.players[0].drop)).toEqual([C.marron]);
    expect(codes(one.players[0].hand)).toContain(C.blasterBlade);
    const none = scenario({ at: 'main', p0: { vanguard: KING, deck: deck([]), drop: [C.marron] } });
    answer(none, { t: 'act', card: unit(none, 0, 'VC').id, index: 0 });
    expect(codes(none.players[0].drop)).toEqual([C.marron]);
    expect(prompt(none)).toBe('vg.main');
  });
});

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
