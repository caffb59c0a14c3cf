// Vanguard rules tests — specific actions: draw, discard, retire, reveal, search, shuffle, declare, delete, remove, time leap (ver. 2.01 section 10; ver. 1.10 10.1).
// Gathered by rules topic from the batch-named files abilityStructure.test.ts, declare.test.ts, deleteDominate.test.ts, extraTurnTimeLeap.test.ts, keywords.test.ts, rules10and12.test.ts, rules1to10.test.ts, rulesVG1Late.test.ts, ver110.test.ts.

import { describe, expect, it } from 'vitest';
import { answerWithoutView, heuristicAnswer } from '../../../src/games/vanguard/product/heuristic.ts';
import { Narrator as CliNarrator, Narrator, renderAnswer } from '../../../src/games/vanguard/product/terminalRender.ts';
import * as coreEngine from '../../../src/core/engine.ts';
import { eventsFor, view } from '../../../src/core/engine.ts';
import type { Answer, GameEvent, Seat } from '../../../src/core/types.ts';
import {
  type Ability,
  act,
  auto,
  chooseOpponentRearguard,
  chooseYour,
  cont,
  type Cost,
  counterBlast,
  discard,
  type Effect,
  type PlainEffect,
  power,
  seekMate,
  thisUnit,
  yourVanguard,
} from '../../../src/games/vanguard/abilities/dsl.ts';
import { activatedOptions } from '../../../src/games/vanguard/abilities/resolveAbility.ts';
import { abilityText } from '../../../src/games/vanguard/abilities/text.ts';
import { allCards, PROTECT_CODE } from '../../../src/games/vanguard/cards/cardPool.ts';
import { vanguardCatalog } from '../../../src/games/vanguard/catalog.ts';
import * as vanguardCharacteristics from '../../../src/games/vanguard/characteristics.ts';
import { drive } from '../../../src/games/vanguard/characteristics.ts';
import type { FormatId } from '../../../src/games/vanguard/formats.ts';
import { legionOf } from '../../../src/games/vanguard/legion.ts';
import { type Card, type Circle, unitOn, type VGState } from '../../../src/games/vanguard/state.ts';
import { type CardView, vgView, type VGView } from '../../../src/games/vanguard/view.ts';
import type { VgCardDb as CardDb } from '../../../web/src/games/vanguard/cardInfo.ts';
import { Narrator as WebNarrator } from '../../../web/src/games/vanguard/narrate.ts';
import * as cardsHelpers from '../cards/helpers.ts';
import {
  attack,
  call,
  cite,
  codes,
  deck,
  endGuard,
  faceUp,
  noGuard,
  played,
  pw,
  textOf,
  toNextTurn,
  unit,
} from '../cards/helpers.ts';
import { answer, autoplay, C, events, idOf, noHandAbility, offers, prompt, scenario, setMods } from '../scenario.ts';
import { actDo, testOnlyAbilities } from '../testAbilities.ts';

const { give } = testOnlyAbilities();

const KING = 'TD03/004'; // King of Sword, g2 10000 «Nova Grappler», shield 5000

const TOUGH = 'TD03/007'; // Tough Boy, g1 8000 «Nova Grappler», shield 5000

const draw1: PlainEffect = { do: 'draw', n: 1 };

const soulCharge1: PlainEffect = { do: 'soulCharge', n: 1 };

const MARRON = 'TD01/008'; // Little Sage, Marron, g1

const WINGAL = 'TD01/009'; // Wingal, g1

const RUTILE = 'TD03/001'; // Gold Rutile, g3

/** "Declare a (name/grade). Reveal the top card of your deck. If it has the declared (name/grade), +5000." */
function declareAndReveal(what: 'name' | 'grade'): Effect[] {
  return [
    { do: 'declare', what },
    { do: 'revealTop' },
    {
      do: 'sentence',
      if: { if: 'revealedIsDeclared', what },
      effects: [{ do: 'modify', target: thisUnit, stat: 'power', n: 5000, until: 'turn' }],
    },
  ];
}

/** KING on FL with the ability, the deck's top card `top`; plays the ability up to the declaration. */
function start(what: 'name' | 'grade', top: string[]): VGState {
  give(KING, [actDo(...declareAndReveal(what))]);
  const s = scenario({ at: 'main', p0: { rc: { FL: KING }, deck: deck(top, WINGAL, 10) } });
  answer(s, { t: 'act', card: unit(s, 0, 'FL').id, index: 0 });
  return s;
}

const GALLATIN = 'TD01/004'; // grade 2 «Royal Paladin», Intercept

const STARDUST = 'TD01/012'; // grade 0 «Royal Paladin»

/** Pass, decline and do not attack until `done` holds. */
function playUntil(s: VGState, done: (s: VGState) => boolean): void {
  autoplay(s, done);
  expect(done(s)).toBe(true);
}

const BOTH: readonly FormatId[] = ['cr201', 'cr110'];

// Trial-deck cards used here (stats in data/vanguard/original-td.cards.json).
const GANCELOT = 'TD01/003'; // g3 9000, [ACT](Hand) reveal, put on deck top: search "Blaster Blade"

const BLASTER_BLADE = 'TD01/005'; // g2 9000

const MORGANA = 'TD01/011'; // g1 6000, [AUTO](VC/RC) discard 1: attacks → +4000 (turn)

const OVERLORD = 'TD02/001'; // g3 11000, [ACT](VC/RC) CB3: +5000, gets "hits a rear-guard: stand", loses Twin Drive!!

const YAKSHA = 'TD02/003'; // g3 9000, [AUTO](Hand) superior ride

const NEHALEM = 'TD02/004'; // g2 10000, vanilla «Kagero»

const BERSERK = 'TD02/005'; // g2 9000, [AUTO] CB2 placed, «Kagero» vanguard: retire g2 or less

const BAHR = 'TD02/007'; // g1 8000, vanilla «Kagero»

const JOKA = 'TD02/010'; // g1 6000, [AUTO](RC) opponent's rear-guard to drop in your main phase: +3000

const RAKSHASA = 'TD02/016'; // g0 3000 critical trigger, same ability ("retired")

const INVINCIBLE = 'TD03/003'; // g3 10000, (VC) main phase begins: soul charge 1, counter charge 1; SB8 & CB5 hits: stand all

const KING_OF_SWORD = 'TD03/004'; // g2 10000, vanilla «Nova Grappler»

const TOUGH_BOY = 'TD03/007'; // g1 8000, vanilla «Nova Grappler»

const OASIS = 'TD03/008'; // g1 7000, [ACT](VC/RC) CB1: +1000

const WISEMAN = 'TD04/004'; // g2 10000, vanilla «Oracle Think Tank»

const MAPLE = 'TD04/010'; // g1 6000 «Oracle Think Tank», no ability on being placed

const LUCK_BIRD = 'TD04/011'; // g1 5000, [AUTO] SB2 placed on (RC), «OTT» vanguard: draw

const LOZENGE = 'TD04/015'; // g0 3000, forerunner

const GARMORE = 'TD05/001'; // g3 10000, LB4 attacks a vanguard +5000; CB2 placed on (VC): search & call

const BEAUMAINS = 'TD05/004'; // g2 10000, vanilla «Gold Paladin»

const WITCH = 'TD05/013'; // g1 5000, [AUTO] SB2 placed on (RC), «GP» vanguard: draw

const NAVALGAZER = 'TD07/001'; // g3 10000, [ACT](VC) LB4 CB2: +3000 and an AUTO; (VC) attacks, third battle+: +3000

const LAZARUS = 'TD07/004'; // g2 10000, vanilla «Aqua Force»

const THEO = 'TD07/008'; // g1 8000, vanilla «Aqua Force»

// --- helpers ---------------------------------------------------------------------------------------

function seen(s: VGState, seat: Seat, t: string): Record<string, unknown>[] {
  return eventsFor(s, seat)
    .filter((e: GameEvent) => e.t === t)
    .map((e) => e as unknown as Record<string, unknown>);
}

function playAct(s: VGState, seat: Seat, circle: 'VC' | 'FL'): void {
  expect(prompt(s)).toBe('vg.main');
  answer(s, { t: 'act', card: unit(s, seat, circle).id, index: 0 });
}

const format = 'cr110';

/** Play every standing-by ability in the order offered, until no such question is left. */
function playStandby(s: VGState): void {
  for (let i = 0; i < 10 && prompt(s) === 'vg.playAuto'; i++) answer(s, s.decision!.options[0] as never);
}

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

// From the former declare.test.ts:
// Rules tests for declaring (VG2 10.23): an ability's master declares a card name or a grade, chosen among the
// values that exist, and a later sentence of the same ability reads it ("reveal the top card of your deck; if it
// has the declared grade, …"). Vanilla trial-deck cards get test-only abilities (undone after each test).

describe('VG2 10.23 declare', () => {
  it('VG2 10.23.1 / VG2 10.23.2 declaring a grade: the master chooses among the grades 0–4, and the declaration is public', () => {
    const s = start('grade', [MARRON]);
    expect(prompt(s)).toBe('vg.declareGrade');
    expect(s.decision!.seat).toBe(0);
    expect(s.decision!.options).toEqual([0, 1, 2, 3, 4].map((grade) => ({ t: 'declare', grade })));
    answer(s, { t: 'declare', grade: 1 });
    // Both players are told what was declared, and which card was revealed (VG2 10.9).
    for (const seat of [0, 1] as const) {
      const seen = eventsFor(s, seat) as unknown as Record<string, unknown>[];
      expect(seen.find((e) => e.t === 'declare')).toMatchObject({ seat: 0, declared: 1 });
      expect(seen.find((e) => e.t === 'reveal')).toMatchObject({ zone: 'deck', cards: [{ code: MARRON }] });
    }
    expect(new Narrator(1).events(eventsFor(s, 1))).toContain('Opponent declares grade 1.');
    expect(
      renderAnswer({ t: 'declare', grade: 1 } as Answer, 'vg.declareGrade', vgView(s, 0), new Narrator(0), 0),
    ).toBe('Declare grade 1');
  });

  it('VG2 10.23.1 an effect reads the declared grade: the revealed card has it (+5000) or not (no change), and stays on top of the deck', () => {
    const hit = start('grade', [MARRON]);
    answer(hit, { t: 'declare', grade: 1 });
    expect(pw(hit, 0, 'FL')).toBe(15000);
    expect(hit.players[0].deck.at(-1)!.code).toBe(MARRON);

    const miss = start('grade', [MARRON]);
    answer(miss, { t: 'declare', grade: 2 });
    expect(pw(miss, 0, 'FL')).toBe(10000);
    expect(miss.players[0].deck.at(-1)!.code).toBe(MARRON);
  });

  it('VG2 10.23.2 a declared card name points out a card that exists: the options are exactly the names of the card pool', () => {
    const s = start('name', [MARRON]);
    expect(prompt(s)).toBe('vg.declareName');
    const names = s.decision!.options.map((o) => (o as unknown as { name: string }).name);
    const pool = new Set(
      allCards()
        .filter((c) => c.code !== PROTECT_CODE)
        .map((c) => c.name),
    );
    expect(new Set(names).size).toBe(names.length); // each name once
    expect(new Set(names)).toEqual(pool);
    expect(names).not.toContain(allCards().find((c) => c.code === PROTECT_CODE)?.name);
  });

  it('VG2 10.23.1 an effect reads the declared card name: only the revealed card with that very name matches', () => {
    const hit = start('name', [MARRON]);
    answer(hit, { t: 'declare', name: 'Little Sage, Marron' });
    expect(events(hit, 'declare')[0]).toMatchObject({ declared: 'Little Sage, Marron' });
    expect(pw(hit, 0, 'FL')).toBe(15000);

    // Wingal has Marron's grade, but not its name.
    const miss = start('name', [WINGAL]);
    answer(miss, { t: 'declare', name: 'Little Sage, Marron' });
    expect(pw(miss, 0, 'FL')).toBe(10000);
  });

  it('VG2 10.23 the card text says what is declared and what reads it', () => {
    expect(abilityText(actDo(...declareAndReveal('grade')))).toMatch(
      /declare a grade.*reveal the top card of your deck.*if the revealed card has the declared grade/i,
    );
    expect(abilityText(actDo(...declareAndReveal('name')))).toMatch(/declare a card name.*declared card name/i);
  });

  it('VG2 10.23 the heuristic declares grade 0, and a name its deck still holds copies of', () => {
    const grades: Answer[] = [0, 1, 2, 3, 4].map((grade) => ({ t: 'declare', grade }) as Answer);
    expect(answerWithoutView('vg.declareGrade', grades)).toEqual({ t: 'declare', grade: 0 });

    give(KING, [actDo(...declareAndReveal('name'))]);
    const s = scenario({
      at: 'main',
      p0: { rc: { FL: KING }, hand: [RUTILE], drop: [KING, KING], deck: deck([MARRON], WINGAL, 10) },
    });
    answer(s, { t: 'act', card: unit(s, 0, 'FL').id, index: 0 });
    const choice = heuristicAnswer(vgView(s, 0), 0, 'vg.declareName', s.decision!.options);
    // Three King of Sword are out of the deck, one Gold Rutile and one vanguard: Gold Rutile is first of the two.
    expect(choice).toEqual({ t: 'declare', name: 'Gold Rutile' });
  });
});

describe('VG2 10.31 Time Leap', () => {
  /** Player 1 with Tough Boy (grade 1) on (FL) able to time leap itself, a grade 2 vanguard and a mixed deck. */
  function leapPosition(hand: string[] = []): VGState {
    give(TOUGH, [actDo({ do: 'timeLeap', target: thisUnit })]);
    return scenario({
      at: 'main',
      p0: { vanguard: KING, rc: { FL: TOUGH }, hand, deck: deck([RUTILE, MARRON, GALLATIN, STARDUST], STARDUST) },
      p1: { vanguard: KING, deck: deck([]) },
    });
  }

  it('VG2 10.31 / VG2 10.31.1 / VG2 10.31.2: time leap binds the unit, searches for a card one grade greater and calls it, shuffles; at the end of that turn the called unit goes to the deck bottom and the bound card is called back', () => {
    const s = leapPosition();
    const tough = unit(s, 0, 'FL').id;
    answer(s, { t: 'act', card: tough, index: 0 });
    expect(codes(s.players[0].bind)).toEqual([TOUGH]);
    expect(prompt(s)).toBe('vg.search');
    // Only grade 2 cards (one greater than the bound grade 1) are offered, besides finding nothing (VG2 10.10).
    const offered = s.decision!.options.map((o) => (o as { card?: number }).card);
    expect(
      offered.filter((x) => x !== undefined).map((id) => s.players[0].deck.find((c) => c.id === id)!.code),
    ).toEqual([GALLATIN]);
    answer(s, { t: 'card', card: idOf(s, 0, 'deck', GALLATIN) });
    expect(prompt(s)).toBe('vg.callTo');
    answer(s, { t: 'unit', seat: 0, circle: 'FL' });
    expect(unit(s, 0, 'FL').code).toBe(GALLATIN);
    expect(events(s, 'shuffle').length).toBe(1);
    answer(s, { t: 'pass' });
    answer(s, { t: 'no' }); // no attack
    expect(prompt(s)).toBe('vg.callTo'); // the end-of-turn part
    expect(s.players[0].deck[0].code).toBe(GALLATIN); // on the bottom
    expect(s.players[0].field.FL).toEqual([]);
    answer(s, { t: 'unit', seat: 0, circle: 'BR' });
    expect(unit(s, 0, 'BR').code).toBe(TOUGH);
    expect(s.players[0].bind).toEqual([]);
    playUntil(s, (x) => x.turnPlayer === 1);
  });

  it('VG2 10.31.2: with no card of the next grade found, nothing is called and the deck is still shuffled; the bound card stays in the bind zone at the end of the turn', () => {
    const s = leapPosition();
    answer(s, { t: 'act', card: unit(s, 0, 'FL').id, index: 0 });
    answer(s, { t: 'none' });
    expect(events(s, 'shuffle').length).toBe(1);
    expect(s.players[0].field.FL).toEqual([]);
    playUntil(s, (x) => x.turnPlayer === 1);
    expect(codes(s.players[0].bind)).toEqual([TOUGH]);
  });

  it('VG2 10.31.2: if the called unit has left the field, it is not put on the deck bottom, so the bound card is not called back', () => {
    const s = leapPosition([MARRON]);
    answer(s, { t: 'act', card: unit(s, 0, 'FL').id, index: 0 });
    answer(s, { t: 'card', card: idOf(s, 0, 'deck', GALLATIN) });
    answer(s, { t: 'unit', seat: 0, circle: 'FL' });
    // A normal call onto its circle: the called Gallatin is retired by the rule action (VG2 9.3.6).
    answer(s, { t: 'call', card: idOf(s, 0, 'hand', MARRON), circle: 'FL' });
    expect(codes(s.players[0].drop)).toEqual([GALLATIN]);
    const deckSize = s.players[0].deck.length;
    playUntil(s, (x) => x.turnPlayer === 1);
    expect(codes(s.players[0].bind)).toEqual([TOUGH]);
    expect(s.players[0].deck.length).toBe(deckSize); // (the next draw is player 2's)
  });

  it('VG2 10.31.2: a vanguard may time leap a chosen rear-guard', () => {
    give(KING, [actDo({ do: 'timeLeap', target: chooseYour('rearguard') })]);
    const s = scenario({
      at: 'main',
      p0: { vanguard: KING, rc: { BL: MARRON, FR: STARDUST }, deck: deck([GALLATIN, TOUGH], STARDUST) },
      p1: { vanguard: KING, deck: deck([]) },
    });
    answer(s, { t: 'act', card: unit(s, 0, 'VC').id, index: 0 });
    expect(prompt(s)).toBe('vg.chooseUnit');
    answer(s, { t: 'unit', seat: 0, circle: 'FR' }); // the grade 0
    expect(codes(s.players[0].bind)).toEqual([STARDUST]);
    const grade1 = s
      .decision!.options.filter((o) => o.t === 'card')
      .map((o) => (o as unknown as { card: number }).card);
    expect(grade1.map((id) => s.players[0].deck.find((c) => c.id === id)!.code)).toEqual([TOUGH]);
    answer(s, { t: 'card', card: grade1[0] });
    answer(s, { t: 'unit', seat: 0, circle: 'FR' });
    expect(unit(s, 0, 'FR').code).toBe(TOUGH);
    expect(unit(s, 0, 'BL').code).toBe(MARRON); // not chosen, not bound
  });

  it('VG2 10.31.1: the effect is written as the time leap action with what it does', () => {
    expect(abilityText(actDo({ do: 'timeLeap', target: thisUnit }))).toMatch(
      /^\[ACT\]\(VC\/RC\):Time leap this unit \(bind it, search your deck for up to one card with a grade one greater than the bound card, call it to \(RC\), and shuffle your deck; at the end of that turn, put the called unit on the bottom of your deck, and if you do, call the bound card to \(RC\)\)\.$/,
    );
  });
});

// From the former keywords.test.ts:
// Rules tests for the specific actions and keywords the trial decks use (VG2 sections 10 and 11; VG1
// section 10: 10.1.x specific actions, 10.2.x keyword abilities, where Limit Break is always LB4).
// Every position is built with the scenario builder from real trial-deck cards and played with `answer`.

// --- VG2 section 10 / VG1 10.1: specific actions -------------------------------------------------------

describe('draw, discard, retire (VG2 10.2–10.4; VG1 10.1.1–10.1.3)', () => {
  for (const format of BOTH) {
    it(`VG2 10.2.1 / VG2 3.12.2 / VG1 10.1.1.1 "draw a card" moves the top card of the deck to the hand, unseen by the opponent (${format})`, () => {
      const s = scenario({
        format,
        at: 'main',
        p0: { vanguard: WISEMAN, hand: [LUCK_BIRD], soul: [MARRON, MARRON], deck: deck([TOUGH_BOY, BAHR]) },
      });
      const top = s.players[0].deck.at(-1)!;
      expect(top.code).toBe(TOUGH_BOY);
      call(s, LUCK_BIRD, 'FL');
      answer(s, { t: 'yes' });
      expect(codes(s.players[0].hand)).toEqual([TOUGH_BOY]);
      expect(s.players[0].deck.at(-1)!.code).toBe(BAHR);
      const theirView = seen(s, 1, 'move').filter((e) => e.seat === 0 && e.from === 'deck' && e.to === 'hand');
      expect(theirView).toEqual([{ t: 'move', seat: 0, from: 'deck', to: 'hand' }]);
      const ownView = seen(s, 0, 'move').filter((e) => e.seat === 0 && e.from === 'deck' && e.to === 'hand');
      expect((ownView[0].card as { code: string }).code).toBe(TOUGH_BOY);
    });
  }

  for (const format of BOTH) {
    it(`VG2 10.3.1 / VG2 10.3.1.1 / VG1 10.1.2.1 discarding as a cost: the chosen hand card goes to the drop zone (${format})`, () => {
      const s = scenario({
        format,
        at: 'battle',
        p0: { vanguard: MORGANA, hand: [BAHR, TOUGH_BOY], deck: deck() },
        p1: { hand: [C.stardust] },
      });
      attack(s, 'VC', 'VC');
      answer(s, { t: 'yes' });
      expect(prompt(s)).toBe('vg.cost.discard');
      expect(s.decision!.options).toEqual([
        { t: 'card', card: idOf(s, 0, 'hand', BAHR) },
        { t: 'card', card: idOf(s, 0, 'hand', TOUGH_BOY) },
      ]);
      answer(s, { t: 'card', card: idOf(s, 0, 'hand', TOUGH_BOY) });
      expect(codes(s.players[0].drop)).toEqual([TOUGH_BOY]);
      expect(codes(s.players[0].hand)).toEqual([BAHR]);
      expect(pw(s, 0, 'VC')).toBe(10000);
    });
  }

  for (const format of BOTH) {
    it(`VG2 10.4.1 / VG2 10.4.2 / VG1 10.1.3.1 / VG1 10.1.3.2 a rear-guard moved from the field to the drop zone is retired: "put into the drop zone" and "retired" abilities both trigger (${format})`, () => {
      const s = scenario({
        format,
        at: 'main',
        p0: { vanguard: NEHALEM, rc: { BL: JOKA, BR: RAKSHASA }, hand: [BERSERK], damage: [MARRON, MARRON] },
        p1: { rc: { FL: C.wingal, FR: C.gallatin } },
      });
      call(s, BERSERK, 'FL');
      answer(s, { t: 'yes' });
      answer(s, { t: 'unit', seat: 1, circle: 'FR' });
      expect(prompt(s)).toBe('vg.playAuto');
      answer(s, { t: 'auto', source: idOf(s, 0, 'BR', RAKSHASA), index: 0 });
      // Joka's and the hand window wait.
      expect(s.decision!.options).toEqual([
        { t: 'auto', source: idOf(s, 0, 'BL', JOKA), index: 0 },
        { t: 'handWindow' },
      ]);
      answer(s, { t: 'auto', source: idOf(s, 0, 'BL', JOKA), index: 0 });
      noHandAbility(s);
      expect(prompt(s)).toBe('vg.main');
      expect(codes(s.players[1].drop)).toEqual([C.gallatin]);
      expect(codes(s.players[1].field.FL)).toEqual([C.wingal]);
      expect(events(s, 'retire')).toHaveLength(1);
      expect(pw(s, 0, 'BL')).toBe(9000);
      expect(pw(s, 0, 'BR')).toBe(6000);
      expect(played(s)).toEqual([`0:${BERSERK}`, `0:${RAKSHASA}`, `0:${JOKA}`]);
    });
  }
});

describe('place, ride and call (VG2 10.5–10.7; VG1 10.1.4–10.1.6)', () => {
  for (const format of BOTH) {
    it(`VG2 10.5.1 / VG2 10.5.1.1 / VG2 10.7.1.1.1 / VG2 10.7.1.3 / VG2 10.7.1.4 / VG1 10.1.4.1.1 a card called by a search is "placed": its own "placed on (RC)" auto triggers; it is known before its circle is chosen (${format})`, () => {
      const s = scenario({
        format,
        at: 'ride',
        p0: { vanguard: BEAUMAINS, hand: [GARMORE], damage: [MARRON, MARRON], soul: [MARRON], deck: deck([WITCH]) },
      });
      answer(s, { t: 'ride', card: idOf(s, 0, 'hand', GARMORE) });
      expect(prompt(s)).toBe('vg.payCost');
      answer(s, { t: 'yes' });
      expect(prompt(s)).toBe('vg.search');
      const witch = idOf(s, 0, 'deck', WITCH);
      answer(s, { t: 'card', card: witch });
      expect(prompt(s)).toBe('vg.callTo');
      expect(s.decision!.looking).toEqual([witch]);
      expect(seen(s, 1, 'reveal').at(-1)).toMatchObject({ zone: 'deck', cards: [{ code: WITCH }] });
      answer(s, { t: 'unit', seat: 0, circle: 'FL' });
      const called = unit(s, 0, 'FL');
      expect(called.code).toBe(WITCH);
      expect([called.up, called.rested]).toEqual([true, false]);
      expect(events(s, 'call').at(-1)).toMatchObject({ circle: 'FL', card: { code: WITCH } });
      // Silver Fang Witch's "[SB2] placed on (RC)" triggered by the superior call.
      expect(prompt(s)).toBe('vg.payCost');
      answer(s, { t: 'yes' });
      expect(codes(s.players[0].hand)).toEqual([MARRON]);
      expect(codes(s.players[0].drop)).toEqual([MARRON, BEAUMAINS]);
      expect(played(s)).toEqual([`0:${GARMORE}`, `0:${WITCH}`]);
    });
  }

  for (const format of BOTH) {
    it(`VG2 10.6.1 / VG2 10.6.1.1 / VG2 8.5.3.1 / VG1 10.1.5.1 / VG1 10.1.5.2 a normal ride, then a superior ride in the same turn: each old vanguard goes to the soul (${format})`, () => {
      const s = scenario({
        format,
        at: 'ride',
        p0: { vanguard: BAHR, hand: [NEHALEM, BERSERK, YAKSHA], damage: [MARRON, MARRON] },
        p1: { rc: { FL: C.wingal } },
      });
      answer(s, { t: 'ride', card: idOf(s, 0, 'hand', NEHALEM) });
      expect(prompt(s)).toBe('vg.main');
      call(s, BERSERK, 'FR');
      answer(s, { t: 'yes' });
      answer(s, { t: 'unit', seat: 1, circle: 'FL' });
      // Yaksha: "you may reveal this card. If you do, ride it", asked through the hand window (issue 19).
      expect(prompt(s)).toBe('vg.handAbility');
      answer(s, { t: 'auto', source: idOf(s, 0, 'hand', YAKSHA) });
      noHandAbility(s);
      expect(prompt(s)).toBe('vg.main');
      expect(events(s, 'ride').map((e) => [(e.card as { code: string }).code, e.superior === true])).toEqual([
        [NEHALEM, false],
        [YAKSHA, true],
      ]);
      expect(codes(s.players[0].field.VC)).toEqual([YAKSHA]);
      expect(unit(s, 0, 'VC').rested).toBe(false);
      expect(codes(s.players[0].soul)).toEqual([BAHR, NEHALEM]);
      // VG2 10.9.1: the revealed card is shown to the opponent.
      expect(seen(s, 1, 'reveal')).toEqual([{ t: 'reveal', seat: 0, zone: 'hand', cards: [{ code: YAKSHA }] }]);
    });
  }

  for (const format of BOTH) {
    it(`VG2 10.7.1 / VG2 10.7.1.2 / VG2 8.5.3.2 / VG1 10.1.6.1.2 a normal call in the main phase puts the unit on the circle standing (${format})`, () => {
      const s = scenario({ format, at: 'main', p0: { vanguard: NEHALEM, hand: [BAHR] } });
      call(s, BAHR, 'BR');
      expect(codes(s.players[0].field.BR)).toEqual([BAHR]);
      expect(unit(s, 0, 'BR').rested).toBe(false);
      expect(events(s, 'call')).toHaveLength(1);
      expect(prompt(s)).toBe('vg.main');
    });
  }

  for (const format of BOTH) {
    it(`VG2 10.7.1.3 / VG1 10.1.6.1.3 / VG2 11.7.1 Forerunner: a superior call from the soul when another of its clan rides it (${format})`, () => {
      const s = scenario({ format, at: 'ride', p0: { vanguard: LOZENGE, hand: [MAPLE], deck: deck() } });
      answer(s, { t: 'ride', card: idOf(s, 0, 'hand', MAPLE) });
      expect(prompt(s)).toBe('vg.optional');
      answer(s, { t: 'yes' });
      expect(s.decision!.options).toEqual(
        (['FL', 'FR', 'BL', 'BC', 'BR'] as const).map((circle) => ({ t: 'unit', seat: 0, circle })),
      );
      answer(s, { t: 'unit', seat: 0, circle: 'BC' });
      expect(codes(s.players[0].field.BC)).toEqual([LOZENGE]);
      expect(s.players[0].soul).toHaveLength(0);
      expect(s.phase).toBe('main');
    });
  }
});

describe('reveal, search, shuffle (VG2 10.9–10.11; VG1 10.1.8–10.1.10)', () => {
  for (const format of BOTH) {
    it(`VG2 10.9.1 / VG2 10.9.1.1 / VG2 10.10.1 / VG2 10.11.1 / VG2 10.11.1.1 / VG1 10.1.8.1.1 a reveal cost, then a search: the card found goes to the hand and the rest is shuffled (${format})`, () => {
      const s = scenario({
        format,
        at: 'main',
        p0: { vanguard: MARRON, hand: [GANCELOT], deck: deck([TOUGH_BOY, BLASTER_BLADE]) },
      });
      const gancelot = idOf(s, 0, 'hand', GANCELOT);
      expect(offers(s, { t: 'act', card: gancelot, index: 1 })).toBe(true);
      answer(s, { t: 'act', card: gancelot, index: 1 });
      // The cost: shown to the opponent and put on top of the deck.
      expect(seen(s, 1, 'reveal')[0]).toEqual({ t: 'reveal', seat: 0, zone: 'hand', cards: [{ code: GANCELOT }] });
      expect(s.players[0].deck.at(-1)!.code).toBe(GANCELOT);
      expect(prompt(s)).toBe('vg.search');
      const bb = idOf(s, 0, 'deck', BLASTER_BLADE);
      expect(s.decision!.options).toEqual([{ t: 'none' }, { t: 'card', card: bb }]);
      answer(s, { t: 'card', card: bb });
      expect(codes(s.players[0].hand)).toEqual([BLASTER_BLADE]);
      expect(seen(s, 1, 'reveal')[1]).toEqual({ t: 'reveal', seat: 0, zone: 'deck', cards: [{ code: BLASTER_BLADE }] });
      expect(events(s, 'shuffle').filter((e) => e.seat === 0)).toHaveLength(1);
      expect(s.players[0].deck).toHaveLength(22);
      expect(s.players[0].deck.filter((c) => c.code === BLASTER_BLADE)).toHaveLength(0);
      expect(s.players[0].deck.filter((c) => c.code === GANCELOT)).toHaveLength(1);
      expect(prompt(s)).toBe('vg.main');
    });
  }

  for (const format of BOTH) {
    it(`VG2 10.10.1.1 / VG2 8.5.4.1.4 / VG1 10.1.9.1.1 a search of the (hidden) deck may find nothing even when a match is there; the deck is still shuffled (${format})`, () => {
      const s = scenario({
        format,
        at: 'main',
        p0: { vanguard: MARRON, hand: [GANCELOT], deck: deck([TOUGH_BOY, BLASTER_BLADE]) },
      });
      answer(s, { t: 'act', card: idOf(s, 0, 'hand', GANCELOT), index: 1 });
      answer(s, { t: 'none' });
      expect(s.players[0].hand).toHaveLength(0);
      expect(s.players[0].deck).toHaveLength(23);
      expect(s.players[0].deck.filter((c) => c.code === BLASTER_BLADE)).toHaveLength(1);
      expect(events(s, 'shuffle').filter((e) => e.seat === 0)).toHaveLength(1);
      expect(seen(s, 1, 'reveal')).toHaveLength(1); // only the cost
    });
  }
});

describe('stand, face up and down, counter blast, soul blast, soul charge, counter charge (VG2 10.12–10.18, 10.30)', () => {
  for (const format of BOTH) {
    it(`VG2 10.12.1 / VG1 10.1.11.1 "[Stand]" a chosen rested rear-guard: Gold Rutile's hit lets a rear-guard attack again (${format})`, () => {
      const s = scenario({
        format,
        at: 'battle',
        p0: { vanguard: RUTILE, rc: { FL: KING_OF_SWORD, BL: TOUGH_BOY }, damage: [MARRON, MARRON], deck: deck() },
      });
      attack(s, 'FL', 'VC');
      expect(unit(s, 0, 'FL').rested).toBe(true);
      attack(s, 'VC', 'VC');
      expect(prompt(s)).toBe('vg.payCost');
      answer(s, { t: 'yes' });
      expect(s.decision!.options).toEqual([
        { t: 'unit', seat: 0, circle: 'FL' },
        { t: 'unit', seat: 0, circle: 'BL' },
      ]);
      answer(s, { t: 'unit', seat: 0, circle: 'FL' });
      expect(unit(s, 0, 'FL').rested).toBe(false);
      expect(events(s, 'stand').filter((e) => e.seat === 0)).toHaveLength(1);
      expect(prompt(s)).toBe('vg.attack');
      answer(s, { t: 'yes' });
      expect(s.decision!.options).toEqual([{ t: 'circle', circle: 'FL' }]);
    });
  }

  it('VG2 10.12.1 / VG2 3.17.2 "stand all of your units" stands the resting ones; standing a standing unit is no action', () => {
    const s = scenario({
      at: 'battle',
      p0: {
        vanguard: INVINCIBLE,
        rc: { FL: KING_OF_SWORD, FR: { code: TOUGH_BOY, rested: true }, BR: TOUGH_BOY },
        soul: Array.from({ length: 8 }, () => MARRON),
        damage: [MARRON, MARRON, MARRON, MARRON, MARRON],
        deck: deck(),
      },
    });
    attack(s, 'VC', 'VC');
    const before = events(s, 'stand').length;
    answer(s, { t: 'yes' });
    const stood = events(s, 'stand').slice(before);
    expect(stood.map((e) => e.id).sort()).toEqual([idOf(s, 0, 'VC', INVINCIBLE), idOf(s, 0, 'FR', TOUGH_BOY)].sort());
    for (const c of ['VC', 'FL', 'FR', 'BR'] as const) expect(unit(s, 0, c).rested).toBe(false);
  });

  for (const format of BOTH) {
    it(`VG2 10.16.1 / VG2 10.13.1 / VG1 10.1.15.1 Counter Blast turns face-up damage face down; face-down cards are no choice (${format})`, () => {
      const s = scenario({
        format,
        at: 'main',
        p0: { vanguard: OASIS, damage: [{ code: MARRON, faceDown: true }, BAHR, TOUGH_BOY] },
      });
      answer(s, { t: 'act', card: idOf(s, 0, 'VC', OASIS), index: 0 });
      expect(prompt(s)).toBe('vg.cost.counterBlast');
      expect(s.decision!.options).toEqual([
        { t: 'card', card: idOf(s, 0, 'damage', BAHR) },
        { t: 'card', card: idOf(s, 0, 'damage', TOUGH_BOY) },
      ]);
      answer(s, { t: 'card', card: idOf(s, 0, 'damage', TOUGH_BOY) });
      expect(s.players[0].damage.map((c) => [c.code, c.up])).toEqual([
        [MARRON, false],
        [BAHR, true],
        [TOUGH_BOY, false],
      ]);
      expect(s.players[0].damage).toHaveLength(3);
    });
  }

  for (const format of BOTH) {
    it(`VG2 10.17.1 / VG1 10.1.16.1 Soul Blast moves the chosen soul cards to the drop zone (${format})`, () => {
      const s = scenario({
        format,
        at: 'main',
        p0: { vanguard: WISEMAN, hand: [LUCK_BIRD], soul: [BAHR, TOUGH_BOY, MARRON], deck: deck() },
      });
      call(s, LUCK_BIRD, 'FL');
      answer(s, { t: 'yes' });
      expect(prompt(s)).toBe('vg.cost.soulBlast');
      answer(s, { t: 'card', card: idOf(s, 0, 'soul', BAHR) });
      expect(prompt(s)).toBe('vg.cost.soulBlast');
      expect(s.decision!.options).toEqual([
        { t: 'card', card: idOf(s, 0, 'soul', TOUGH_BOY) },
        { t: 'card', card: idOf(s, 0, 'soul', MARRON) },
      ]);
      answer(s, { t: 'card', card: idOf(s, 0, 'soul', MARRON) });
      expect(codes(s.players[0].soul)).toEqual([TOUGH_BOY]);
      expect(codes(s.players[0].drop)).toEqual([BAHR, MARRON]);
      expect(s.players[0].hand).toHaveLength(1);
    });
  }

  for (const format of BOTH) {
    it(`VG2 10.18.1 / VG1 10.1.17.1 Soul Charge (1) moves the top card of the deck to the soul (${format})`, () => {
      const s = scenario({ format, at: 'main', p0: { vanguard: INVINCIBLE, deck: deck([BAHR, TOUGH_BOY]) } });
      expect(prompt(s)).toBe('vg.main'); // no face-down damage: the counter charge has nothing to turn
      expect(codes(s.players[0].soul)).toEqual([BAHR]);
      expect(s.players[0].soul[0].up).toBe(true);
      expect(s.players[0].deck.at(-1)!.code).toBe(TOUGH_BOY);
    });
  }

  for (const format of BOTH) {
    it(`VG2 10.30.1 / VG2 10.13.1 Counter Charge turns a chosen face-down damage card face up; with none face down nothing is asked (${format})`, () => {
      const s = scenario({
        format,
        at: 'battle',
        p0: {
          vanguard: RUTILE,
          rc: { FL: KING_OF_SWORD, FR: KING_OF_SWORD },
          damage: [BAHR, { code: MARRON, faceDown: true }, { code: TOUGH_BOY, faceDown: true }],
          deck: deck(),
        },
      });
      attack(s, 'FL', 'VC');
      expect(prompt(s)).toBe('vg.counterCharge');
      expect(s.decision!.options).toEqual([
        { t: 'card', card: idOf(s, 0, 'damage', MARRON) },
        { t: 'card', card: idOf(s, 0, 'damage', TOUGH_BOY) },
      ]);
      answer(s, { t: 'card', card: idOf(s, 0, 'damage', TOUGH_BOY) });
      expect(s.players[0].damage.map((c) => c.up)).toEqual([true, false, true]);

      const none = scenario({
        format,
        at: 'battle',
        p0: { vanguard: RUTILE, rc: { FL: KING_OF_SWORD, FR: KING_OF_SWORD }, damage: [BAHR], deck: deck() },
      });
      attack(none, 'FL', 'VC');
      expect(prompt(none)).toBe('vg.attack');
      expect(played(none)).toEqual([`0:${RUTILE}`]);
      expect(faceUp(none, 0)).toBe(1);
    });
  }
});

describe('give, get and lose (VG2 10.21; VG1 10.1.20) with drive abilities (VG2 11.2; VG1 10.2.1)', () => {
  for (const format of BOTH) {
    it(`VG2 11.2.1 / VG2 11.2.3 / VG2 11.2.3.1 / VG2 2.17.1 / VG1 10.2.1.1 Twin Drive!!: a vanguard with it drive checks twice (${format})`, () => {
      const s = scenario({ format, at: 'battle', p0: { vanguard: OVERLORD, rc: { FL: BAHR }, deck: deck() } });
      expect(drive(unit(s, 0, 'VC'))).toBe(2);
      attack(s, 'VC', 'VC');
      expect(events(s, 'driveCheck')).toHaveLength(2);
    });
  }

  for (const format of BOTH) {
    it(`VG2 10.21.1 / VG2 10.21.2 / VG2 10.21.3 / VG2 11.2.3.1 / VG1 10.1.20.1 / VG1 10.1.20.2 Overlord gets a stand ability and loses Twin Drive!!: one drive check, and a hit on a rear-guard stands it (${format})`, () => {
      const s = scenario({
        format,
        at: 'main',
        p0: { vanguard: OVERLORD, rc: { FL: BAHR }, damage: [MARRON, MARRON, MARRON], deck: deck() },
        p1: { rc: { FL: C.wingal } },
      });
      answer(s, { t: 'act', card: idOf(s, 0, 'VC', OVERLORD), index: 1 });
      expect(faceUp(s, 0)).toBe(0);
      expect(pw(s, 0, 'VC')).toBe(16000);
      expect(drive(unit(s, 0, 'VC'))).toBe(1);
      expect(unit(s, 0, 'VC').mods!.map((m) => m.stat)).toEqual(['power', 'grant', 'loseTwinDrive']);
      answer(s, { t: 'pass' });
      attack(s, 'VC', 'FL');
      expect(events(s, 'driveCheck')).toHaveLength(1);
      expect(codes(s.players[1].drop)).toEqual([C.wingal]);
      expect(played(s)).toEqual([`0:${OVERLORD}`, `0:${OVERLORD}`]);
      expect(unit(s, 0, 'VC').rested).toBe(false);
      // It attacks again; hitting the vanguard does not stand it.
      attack(s, 'VC', 'VC');
      expect(events(s, 'driveCheck')).toHaveLength(2);
      expect(unit(s, 0, 'VC').rested).toBe(true);
      expect(played(s)).toHaveLength(2);
    });
  }

  for (const format of BOTH) {
    it(`VG2 10.21.3 / VG1 10.1.20.1 / VG2 8.1.1.2.3 Navalgazer Dragon gets an AUTO until end of turn: a hit on the vanguard in the third battle stands up to two «Aqua Force» rear-guards (${format})`, () => {
      const s = scenario({
        format,
        at: 'main',
        p0: {
          vanguard: NAVALGAZER,
          rc: { FL: LAZARUS, FR: THEO },
          damage: [MARRON, MARRON, { code: MARRON, faceDown: true }, { code: MARRON, faceDown: true }],
          deck: deck(),
        },
      });
      answer(s, { t: 'act', card: idOf(s, 0, 'VC', NAVALGAZER), index: 0 });
      answer(s, { t: 'pass' });
      attack(s, 'FL', 'VC');
      attack(s, 'FR', 'VC');
      attack(s, 'VC', 'VC'); // battle 3: its own "third battle" auto, +3000, then the hit
      expect(prompt(s)).toBe('vg.chooseUnit');
      expect(s.decision!.options).toEqual([
        { t: 'unit', seat: 0, circle: 'FL' },
        { t: 'unit', seat: 0, circle: 'FR' },
        { t: 'none' },
      ]);
      answer(s, { t: 'unit', seat: 0, circle: 'FL' });
      answer(s, { t: 'unit', seat: 0, circle: 'FR' });
      expect([unit(s, 0, 'FL').rested, unit(s, 0, 'FR').rested, unit(s, 0, 'VC').rested]).toEqual([false, false, true]);
      expect(events(s, 'modify').map((e) => e.n)).toEqual([3000, 3000]);
      expect(prompt(s)).toBe('vg.attack');
    });
  }

  for (const format of BOTH) {
    it(`VG2 10.21.3 / VG2 8.1.1.2.3 the gotten AUTO triggers on an earlier hit too, and its "if it is the third battle" fails on resolution (${format})`, () => {
      const s = scenario({
        format,
        at: 'main',
        p0: {
          vanguard: NAVALGAZER,
          rc: { FL: LAZARUS },
          damage: [MARRON, MARRON, { code: MARRON, faceDown: true }, { code: MARRON, faceDown: true }],
          deck: deck(),
        },
      });
      answer(s, { t: 'act', card: idOf(s, 0, 'VC', NAVALGAZER), index: 0 });
      answer(s, { t: 'pass' });
      attack(s, 'FL', 'VC');
      attack(s, 'VC', 'VC');
      // The ACT, the printed "attacks" auto (its "third battle" fails too) and the gotten "hits" auto: all played.
      expect(played(s)).toEqual([`0:${NAVALGAZER}`, `0:${NAVALGAZER}`, `0:${NAVALGAZER}`]);
      expect(events(s, 'playAbility').map((e) => e.index)).toEqual([0, 1, 2]);
      expect(s.players[1].damage).toHaveLength(2);
      expect(s.turnPlayer).toBe(1);
      expect(unit(s, 0, 'FL').rested).toBe(true);
    });
  }

  for (const format of BOTH) {
    it(`VG2 10.21.1 / VG2 6.8.1.4 what was given and lost "until end of turn" is back to printed next turn (${format})`, () => {
      const s = scenario({
        format,
        at: 'main',
        p0: { vanguard: OVERLORD, rc: { FL: BAHR }, damage: [MARRON, MARRON, MARRON], deck: deck() },
      });
      answer(s, { t: 'act', card: idOf(s, 0, 'VC', OVERLORD), index: 1 });
      toNextTurn(s);
      const vg = unit(s, 0, 'VC');
      expect(vg.mods).toBeNull();
      expect(drive(vg)).toBe(2);
      expect(pw(s, 0, 'VC')).toBe(11000);
    });
  }
});

describe('section 10: specific actions', () => {
  it('VG2 10.11.1.2 after a search the deck is shuffled with nothing shown: no player is looking at it any more and the shuffle names no card', () => {
    give(KING, [actDo({ do: 'search', filter: { gradeMin: 2 }, then: 'hand' })]);
    const s = scenario({ format: 'cr201', at: 'main', p0: { rc: { FL: KING }, deck: deck([C.gallatin]) } });
    playAct(s, 0, 'FL');
    expect(prompt(s)).toBe('vg.search');
    expect(s.decision!.looking).toHaveLength(21); // searching: its master looks at the whole deck
    const from = (s.log ?? []).length;
    answer(s, { t: 'card', card: idOf(s, 0, 'deck', C.gallatin) });
    expect(prompt(s)).toBe('vg.main');
    expect(s.decision!.looking).toBeUndefined();
    for (const seat of [0, 1] as const) {
      const seen = eventsFor(s, seat, from);
      const shuffles = seen.filter((e) => e.t === 'shuffle');
      expect(shuffles).toEqual([{ t: 'shuffle', seat: 0 }]);
      // After the shuffle, nothing about the deck's cards is shown to anyone.
      const after = seen.slice(seen.indexOf(shuffles[0]) + 1);
      expect(s.players[0].deck.length, 'the list checked below is not empty').toBeGreaterThan(0);
      for (const c of s.players[0].deck) expect(JSON.stringify(after)).not.toContain(`"id":${c.id},`);
    }
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

{
  // The tests gathered from deleteDominate.test.ts, with its helpers: some of their names mean something else above.

  // Vanilla trial-deck cards used as hosts (stats in data/vanguard/original-td.cards.json).
  const KING = 'TD03/004'; // King of Sword, g2 10000, Intercept «Nova Grappler»

  const TOUGH = 'TD03/007'; // Tough Boy, g1 8000, Boost «Nova Grappler»

  const RUTILE = 'TD03/001'; // Gold Rutile, g3 10000, Twin Drive «Nova Grappler»

  const OVERLORD = C.overlord; // Dragonic Overlord, g3 11000, Twin Drive «Kagero»

  const { give: giveOne } = testOnlyAbilities();

  /** Test-only abilities on `code`; Dragonic Overlord's own ("-2000 with no other «Kagero» unit") is taken off. */
  function give(code: string, abilities: Ability[]): void {
    if (code !== OVERLORD) giveOne(OVERLORD, []);
    giveOne(code, abilities);
  }

  const deleteOpponents: Effect = { do: 'delete', whose: 'opponent' };

  const opponentsUnit = { unit: 'choose', side: 'opponent', what: 'unit', n: 1 } as const;

  /** Player 1 plays the [ACT] `index` of its unit on `circle` in the main phase. */
  function playAct(s: VGState, circle: Circle, index = 0): void {
    expect(prompt(s)).toBe('vg.main');
    answer(s, { t: 'act', card: unit(s, 0, circle).id, index });
  }

  function chooseUnit(s: VGState, seat: 0 | 1, circle: Circle): void {
    answer(s, { t: 'unit', seat, circle });
  }

  function fieldView(s: VGState, viewer: 0 | 1 | 'spectator', seat: 0 | 1, circle: Circle): CardView {
    const cards = vgView(s, viewer).players[seat].field[circle];
    return cards[cards.length - 1] as CardView;
  }

  // From the former deleteDominate.test.ts:
  // Rules tests for Delete (VG2 10.26, with the end phase's 6.8.1.1.2) and Dominate (VG2 10.35, with the "To Attack"
  // action of 10.34 it is used with). No trial-deck card deletes or dominates, so vanilla cards get test-only
  // abilities through `withTestAbilities` (undone after each test).

  describe('VG2 10.26 delete', () => {
    it('VG2 10.26 / VG2 10.26.1 / VG2 10.26.2 / VG2 10.26.3: the deleted vanguard is turned face down in its orientation, is the same unit, its power drops by its printed power, and it loses its text but not its skill icons', () => {
      give(KING, [actDo(deleteOpponents)]);
      give(OVERLORD, [
        cont({ zones: ['VC'], effect: { cont: 'modify', stat: 'power', n: 3000 } }),
        actDo(power(thisUnit, 1000, 'turn')),
      ]);
      const s = scenario({
        at: 'main',
        p0: { rc: { FL: KING } },
        p1: { vanguard: { code: OVERLORD, rested: true } },
      });
      const before = setMods(s, 1, 'VC', [{ stat: 'power', n: 2000, until: 'turn' }]);
      expect(pw(s, 1, 'VC')).toBe(16000);
      expect(activatedOptions(s, 1)).toHaveLength(1);
      playAct(s, 'FL');
      const vg = unit(s, 1, 'VC');
      expect(vg.up).toBe(false); // 10.26.2: face down
      expect(vg.rested).toBe(true); // 10.26.2: its orientation is kept
      expect(vg.id).toBe(before.id); // 10.26.2: the same unit
      expect(vg.mods).toEqual(before.mods);
      // 10.26.3: 11000 - 11000 printed, its own [CONT] +3000 gone with its text; the +2000 one-shot effect stays.
      expect(pw(s, 1, 'VC')).toBe(2000);
      expect(activatedOptions(s, 1)).toHaveLength(0); // its [ACT] is text too
      expect(drive(vg)).toBe(2); // the Twin Drive!! icon stays
      expect(events(s, 'delete')).toHaveLength(1);
      expect(textOf(KING)).toBe(
        "[ACT](VC/RC):Delete your opponent's vanguard (it is turned face down, has no text, and its power is reduced by the power printed on it).",
      );
    });

    it('VG2 10.26.4: a deleted vanguard is attacked and attacks as a unit, and drive checks with its Twin Drive!! icon', () => {
      give(KING, [actDo(deleteOpponents)]);
      const s = scenario({
        at: 'main',
        p0: { vanguard: RUTILE, rc: { FL: KING }, hand: [TOUGH], deck: deck() },
        p1: { vanguard: OVERLORD, hand: [TOUGH], deck: deck() },
      });
      playAct(s, 'FL');
      answer(s, { t: 'pass' });
      attack(s, 'FL', 'VC'); // 10000 against the deleted 0
      noGuard(s);
      autoplay(s, (x) => x.battle === null || prompt(x) === 'vg.attack');
      expect(s.players[1].damage).toHaveLength(1);
      toNextTurn(s);
      autoplay(s, (x) => prompt(x) === 'vg.attack');
      expect(unit(s, 1, 'VC').up).toBe(false); // still deleted in its own turn
      attack(s, 'VC', 'VC');
      noGuard(s);
      autoplay(s, (x) => x.battle === null);
      expect(events(s, 'driveCheck').filter((e) => e.seat === 1)).toHaveLength(2);
      expect(events(s, 'compare').at(-1)!.hit).toEqual([false]); // power 0 (plus any trigger) against 10000
    });

    it("VG2 10.26.5 / VG2 10.26.8 / VG2 10.26.9 / VG2 6.8.1.1.2: a reduction applies as usual; in its master's end phase (not the other player's) it turns face up, no longer deleted, and keeps the effect that is still running", () => {
      give(KING, [
        actDo(deleteOpponents, { do: 'modify', target: opponentsUnit, stat: 'power', n: -1000, until: 'game' }),
      ]);
      const s = scenario({
        at: 'main',
        p0: { rc: { FL: KING }, deck: deck() },
        p1: { vanguard: OVERLORD, deck: deck() },
      });
      const id = unit(s, 1, 'VC').id;
      playAct(s, 'FL');
      chooseUnit(s, 1, 'VC');
      expect(pw(s, 1, 'VC')).toBe(-1000); // 10.26.8: 0, then -1000
      toNextTurn(s); // player 1's end phase turns only player 1's cards face up
      expect(unit(s, 1, 'VC').up).toBe(false);
      expect(events(s, 'undelete')).toHaveLength(0);
      toNextTurn(s);
      const vg = unit(s, 1, 'VC');
      expect(vg.up).toBe(true);
      expect(vg.id).toBe(id);
      expect(events(s, 'undelete')).toHaveLength(1);
      expect(pw(s, 1, 'VC')).toBe(10000); // 11000, and the -1000 "for the rest of the game" goes on
      expect(fieldView(s, 1, 1, 'VC').deleted).toBeUndefined();
    });

    it('VG2 10.26.6: every seat sees the face of a deleted vanguard, shown as deleted, and the logs tell it', () => {
      give(KING, [actDo(deleteOpponents)]);
      const s = scenario({ at: 'main', p0: { rc: { FL: KING } }, p1: { vanguard: OVERLORD } });
      const from = s.log!.length;
      playAct(s, 'FL');
      for (const viewer of [0, 1, 'spectator'] as const) {
        const v = fieldView(s, viewer, 1, 'VC');
        expect(v).toMatchObject({ code: OVERLORD, faceDown: true, deleted: true, power: 0 });
      }
      const db = { [OVERLORD]: vanguardCatalog.cardInfo(OVERLORD) } as unknown as CardDb;
      for (const seat of [0, 1] as const) {
        const seen = eventsFor(s, seat, from);
        const whose = seat === 1 ? 'Your' : "Opponent's";
        const line = `${whose} vanguard Dragonic Overlord is deleted (face down, no text, power reduced).`;
        expect(new WebNarrator(db, seat).lines(seen).map((l) => l.text)).toContain(line);
        expect(new CliNarrator(seat).events(seen)).toContain(line);
      }
    });

    it('VG2 10.26.7: a deleted unit given an ability has it: the "when this unit attacks" it got triggers, its printed one does not', () => {
      const gotten: Ability = auto({ trigger: { on: 'attacks' }, effects: [power(thisUnit, 5000, 'battle')] });
      give(RUTILE, [auto({ zones: ['VC'], trigger: { on: 'attacks' }, effects: [power(thisUnit, 3000, 'battle')] })]);
      give(KING, [
        actDo({ do: 'delete', whose: 'you' }, { do: 'grant', target: yourVanguard, ability: gotten, until: 'turn' }),
      ]);
      const s = scenario({
        at: 'main',
        p0: { vanguard: RUTILE, rc: { FL: KING }, hand: [TOUGH], deck: deck() },
        p1: { vanguard: OVERLORD, hand: [TOUGH], deck: deck() },
      });
      playAct(s, 'FL');
      expect(pw(s, 0, 'VC')).toBe(0);
      answer(s, { t: 'pass' });
      attack(s, 'VC', 'VC');
      autoplay(s, (x) => prompt(x) === 'vg.guard', ['auto', 'pass', 'no', 'done']);
      expect(pw(s, 0, 'VC')).toBe(5000); // the got ability's +5000 only
      expect(events(s, 'standby')).toHaveLength(1);
    });

    it('VG2 10.26.10: a vanguard in the legion state stays in it when deleted', () => {
      give(C.brigitte, [seekMate('Blaster Blade')]);
      give(KING, [actDo({ do: 'delete', whose: 'you' })]);
      const s = scenario({
        at: 'main',
        p0: {
          vanguard: C.brigitte,
          rc: { FL: KING },
          drop: [C.stardust, C.wingal, C.marron, C.critRP],
          deck: deck([C.marron, C.blasterBlade, C.wingal]),
        },
        p1: { vanguard: OVERLORD },
      });
      answer(s, { t: 'act', card: unit(s, 0, 'VC').id, index: 0 });
      while (prompt(s) === 'vg.cost.dropToDeckTop') answer(s, s.decision!.options[0] as never);
      answer(s, { t: 'card', card: idOf(s, 0, 'deck', C.blasterBlade) });
      expect(legionOf(s, 0)).not.toBeNull();
      playAct(s, 'FL');
      const l = legionOf(s, 0)!;
      expect(l.leader.up).toBe(false); // deleted
      expect(l.mate.code).toBe(C.blasterBlade); // and still in legion with its mate
    });

    it('VG2 10.26.11: ridden on, a deleted vanguard goes into the soul face up, and its lost "when ridden" text does not trigger', () => {
      give(KING, [actDo(deleteOpponents)]);
      give(C.gallatin, [auto({ trigger: { on: 'riddenBy', filter: {} }, effects: [{ do: 'draw', n: 1 }] })]);
      const s = scenario({
        at: 'main',
        p0: { rc: { FL: KING }, deck: deck() },
        p1: { vanguard: C.gallatin, hand: [C.brigitte], deck: deck() },
      });
      playAct(s, 'FL');
      toNextTurn(s);
      autoplay(s, (x) => prompt(x) === 'vg.ride');
      const hand = s.players[1].hand.length;
      answer(s, { t: 'ride', card: idOf(s, 1, 'hand', C.brigitte) });
      autoplay(s, (x) => prompt(x) === 'vg.main');
      const soul = s.players[1].soul;
      expect(soul.map((c) => [c.code, c.up])).toEqual([[C.gallatin, true]]);
      expect(s.players[1].hand.length).toBe(hand - 1); // no draw from the ridden card
    });
  });
}

{
  // The tests gathered from rules10and12.test.ts, with its helpers: some of their names mean something else above.

  const BOTH = cardsHelpers.BOTH;

  // Vanilla trial-deck cards used as hosts (stats in data/vanguard/original-td.cards.json).
  const KING = 'TD03/004'; // King of Sword, g2 10000 «Nova Grappler», Intercept

  const { give } = testOnlyAbilities();

  /** An [ACT](VC/RC) with this cost and these effects. */
  const actWith = (cost: Cost[], ...effects: Effect[]): Ability => act({ zones: ['VC', 'RC'], cost, effects });

  function playAct(s: ReturnType<typeof scenario>, circle: 'VC' | 'FL', index: number): void {
    expect(prompt(s)).toBe('vg.main');
    answer(s, { t: 'act', card: unit(s, 0, circle).id, index });
  }

  // From the former rules10and12.test.ts:
  // Rules tests for specific actions (VG2 section 10, VG1 10.1) and other rules (VG2 section 12) that
  // the engine implements and no other test checks: discard (VG2 10.3.1.2 / VG1 10.1.2.1.2), ride
  // (VG2 10.6 / VG1 10.1.5), normal call (VG2 10.7.1.1–10.7.1.2.1 / VG1 10.1.6.1.1–10.1.6.1.2.1), heal
  // (VG2 10.8 / VG1 10.1.7), reveal (VG2 10.9.1.2–10.9.1.3 / VG1 10.1.8.1.2–10.1.8.1.3), turn face
  // up/down (VG2 10.13 / VG1 10.1.12), drive check (VG2 10.14 / VG1 10.1.13), damage check (VG2 10.15 /
  // VG1 10.1.14), bind (VG2 10.19 / VG1 10.1.18), dealing damage (VG2 10.33, ver. 2.01 only), remove
  // (VG2 10.36, ver. 2.01 only: G assist) and cards with the same name (VG2 12.7; ver. 1.10 has none).
  // Vanilla trial-deck cards are given test-only abilities with `withTestAbilities` (undone after each test).

  describe('discard, bind, turn face up/down (VG2 10.3, 10.13, 10.19; VG1 10.1.2, 10.1.12, 10.1.18)', () => {
    for (const format of BOTH) {
      it(
        cite(
          format,
          '[VG2 10.3.1.2|VG1 10.1.2.1.2] discarding as a cost discards a card its master chooses from the hand, into the drop zone',
        ),
        () => {
          give(KING, [actWith([discard(1)], power(thisUnit, 1000, 'turn'))]);
          const s = scenario({
            format,
            at: 'main',
            p0: { rc: { FL: KING }, hand: [C.wingal, C.marron], deck: deck([]) },
          });
          playAct(s, 'FL', 0);
          expect(prompt(s)).toBe('vg.cost.discard');
          const hand = s.players[0].hand.map((c) => c.id);
          expect(s.decision!.options).toEqual(hand.map((id) => ({ t: 'card', card: id })));
          answer(s, { t: 'card', card: idOf(s, 0, 'hand', C.marron) }); // the second card, not the first
          expect(codes(s.players[0].hand)).toEqual([C.wingal]);
          expect(codes(s.players[0].drop)).toEqual([C.marron]);
          expect(pw(s, 0, 'FL')).toBe(11000);
        },
      );

      it(
        cite(
          format,
          "[VG2 10.19|VG1 10.1.18] / [VG2 10.19.1|VG1 10.1.18.1] binding moves a card to the bind zone of its owner: an opponent's rear-guard to the opponent's, a card from your hand to yours",
        ),
        () => {
          give(KING, [
            actWith([{ pay: 'bind', from: 'hand', n: 1 }], { do: 'bind', target: chooseOpponentRearguard() }),
          ]);
          const s = scenario({
            format,
            at: 'main',
            p0: { rc: { FL: KING }, hand: [C.wingal], deck: deck([]) },
            p1: { rc: { FR: C.nehalem } },
          });
          playAct(s, 'FL', 0);
          if (prompt(s) === 'vg.chooseUnit') answer(s, { t: 'unit', seat: 1, circle: 'FR' });
          expect(codes(s.players[0].bind)).toEqual([C.wingal]); // the cost: from the hand, to its owner's bind zone
          expect(s.players[0].hand).toEqual([]);
          expect(codes(s.players[1].bind)).toEqual([C.nehalem]); // the effect: the opponent's card, to the opponent's
          expect(s.players[1].field.FR).toEqual([]);
          expect(s.players[1].drop).toEqual([]);
        },
      );

      it(
        cite(
          format,
          '[VG2 10.13|VG1 10.1.12] / [VG2 10.13.1|VG1 10.1.12.1] a counter blast turns a chosen damage card face down and a counter charge turns it face up again; neither moves it',
        ),
        () => {
          give(KING, [
            actWith([counterBlast(1)], power(thisUnit, 1000, 'turn')),
            actWith([], { do: 'counterCharge', n: 1 }),
          ]);
          const s = scenario({
            format,
            at: 'main',
            p0: { rc: { FL: KING }, damage: [C.wingal, C.marron], deck: deck([]) },
          });
          const [first, second] = s.players[0].damage.map((c) => c.id);
          playAct(s, 'FL', 0);
          expect(prompt(s)).toBe('vg.cost.counterBlast');
          answer(s, { t: 'card', card: second });
          expect(s.players[0].damage.map((c) => [c.id, c.up])).toEqual([
            [first, true],
            [second, false],
          ]);
          playAct(s, 'FL', 1);
          expect(prompt(s)).toBe('vg.counterCharge');
          expect(s.decision!.options).toEqual([{ t: 'card', card: second }]); // only a face-down card can be turned face up
          answer(s, { t: 'card', card: second });
          expect(s.players[0].damage.map((c) => [c.id, c.up])).toEqual([
            [first, true],
            [second, true],
          ]);
        },
      );
    }
  });

  describe('reveal (VG2 10.9; VG1 10.1.8)', () => {
    for (const format of BOTH) {
      it(
        cite(
          format,
          `[VG2 10.9.1.2|VG1 10.1.8.1.2] / ${format === 'cr201' ? 'VG2 10.9.1.2.1 / ' : ''}[VG2 10.9.1.3|VG1 10.1.8.1.3] a card an effect reveals is shown to both players while the effect lasts, stays in its zone, and is hidden again afterwards`,
        ),
        () => {
          give(KING, [
            actWith([], {
              do: 'lookTop',
              n: 1,
              reveal: true,
              upTo: 1,
              filter: { gradeMax: 1 },
              to: 'hand',
              rest: 'top',
            }),
          ]);
          const s = scenario({ format, at: 'main', p0: { rc: { FL: KING }, deck: deck([C.wingal]) } });
          const top = s.players[0].deck.at(-1)!;
          expect(top.code).toBe(C.wingal);
          const from = s.log!.length;
          playAct(s, 'FL', 0);
          // The effect is still going (its master is choosing): the opponent has been shown the card.
          expect(prompt(s)).toBe('vg.lookTake');
          const seen = eventsFor(s, 1, from).filter((e) => e.t === 'reveal') as unknown as {
            zone: string;
            cards: { code: string }[];
          }[];
          expect(seen).toEqual([
            expect.objectContaining({ zone: 'deck', cards: [expect.objectContaining({ code: C.wingal })] }),
          ]);
          expect(s.players[0].deck.at(-1)!.id).toBe(top.id); // revealing does not move it
          answer(s, { t: 'none' });
          expect(prompt(s)).toBe('vg.main');
          // Put back on top: the same card, in the (hidden) deck; the opponent sees only the deck's size.
          expect(s.players[0].deck.at(-1)!.id).toBe(top.id);
          expect(s.players[0].hand).toEqual([]);
          const opp = view(s, 1) as VGView;
          expect(opp.players[0].deck).toBe(s.players[0].deck.length);
          expect(JSON.stringify(opp)).not.toContain(`"id":${top.id},`);
        },
      );
    }
  });

  describe('remove (VG2 10.36; ver. 2.01 only)', () => {
    it('VG2 10.36 / VG2 10.36.1 / VG2 10.36.1.1 the G assist step removes two hand cards from the game, and both players may see them', () => {
      const s = scenario({
        format: 'cr201',
        at: 'draw',
        p0: {
          vanguard: C.stardust,
          hand: [C.blasterBlade, C.brigitte],
          deck: [C.gallatin, C.critRP, C.wingal, C.marron, C.wingal, C.blasterBlade, ...Array(14).fill(C.brigitte)],
        },
      });
      expect(prompt(s)).toBe('vg.gAssist');
      answer(s, { t: 'yes' });
      answer(s, { t: 'card', card: s.players[0].deck.at(-3)!.id }); // Marron
      answer(s, { t: 'card', card: idOf(s, 0, 'hand', C.brigitte) });
      answer(s, { t: 'card', card: idOf(s, 0, 'hand', C.gallatin) });
      const removed = s.players[0].removed;
      expect(codes(removed)).toEqual([C.brigitte, C.gallatin]);
      // Out of the game: in no zone the game plays with.
      const p = s.players[0];
      for (const pile of [p.hand, p.deck, p.drop, p.soul, p.damage, p.bind]) {
        expect(pile.some((c) => removed.includes(c))).toBe(false);
      }
      // Both the owner and the opponent see what was removed.
      for (const viewer of [0, 1] as const) {
        const v = view(s, viewer) as VGView;
        expect(v.players[0].removed.map((c) => c.code)).toEqual([C.brigitte, C.gallatin]);
      }
    });
  });
}

{
  // The tests gathered from ver110.test.ts, with its helpers: some of their names mean something else above.

  const act = coreEngine.act;

  const power = vanguardCharacteristics.power;

  const BOTH: readonly FormatId[] = ['cr110', 'cr201'];

  const MORGANA = 'TD01/011'; // g1 6000, [AUTO](VC/RC) discard 1: attacks → +4000 (turn)

  // --- helpers ---------------------------------------------------------------------------------------

  /** A deck with these cards on top, then vanilla Little Sage, Marron (no abilities, no trigger). */
  function deck(top: string[] = [], n = 20): string[] {
    return [...top, ...Array.from({ length: n }, () => C.marron)];
  }

  function unit(s: VGState, seat: Seat, c: Circle): Card {
    const u = unitOn(s, seat, c);
    if (!u) throw new Error(`no unit on ${c} of player ${seat + 1}`);
    return u;
  }

  function pw(s: VGState, seat: Seat, c: Circle): number {
    return power(s, seat, unit(s, seat, c));
  }

  function codes(cards: readonly Card[]): string[] {
    return cards.map((c) => c.code);
  }

  /** Start step "attack", attacker, target; the boost question answered if it is asked. */
  function attack(s: VGState, from: Circle, target: Circle, boost = false): void {
    expect(prompt(s)).toBe('vg.attack');
    answer(s, { t: 'yes' });
    answer(s, { t: 'circle', circle: from });
    answer(s, { t: 'circle', circle: target });
    if (prompt(s) === 'vg.boost') answer(s, { t: boost ? 'yes' : 'no' });
  }

  /** Answer the trigger-order question with these two sub-actions, in this order. */
  function order(s: VGState, first: string, second: string): void {
    expect(prompt(s)).toBe('vg.triggerOrder');
    act(s, s.decision!.seat, { t: 'order', order: [first, second] } as never);
  }

  // --- section 10: specific actions ----------------------------------------------------------------------

  describe('VG1 10.1 specific actions', () => {
    for (const format of BOTH) {
      it(`VG1 10.1.2.1.1 discarding as a cost moves the chosen hand card to the drop zone (Knight of Rose, Morgana) [${format}]`, () => {
        const s = scenario({
          format,
          at: 'battle',
          p0: { rc: { FL: MORGANA }, hand: [C.marron, C.wingal], deck: deck() },
          p1: { hand: [C.stardust] },
        });
        attack(s, 'FL', 'VC');
        answer(s, { t: 'yes' });
        expect(prompt(s)).toBe('vg.cost.discard');
        answer(s, { t: 'card', card: idOf(s, 0, 'hand', C.wingal) });
        expect(codes(s.players[0].hand)).toEqual([C.marron]);
        expect(codes(s.players[0].drop)).toEqual([C.wingal]);
        expect(pw(s, 0, 'FL')).toBe(10000);
      });
    }

    it('VG1 10.1.7 VG1 10.1.7.1 ver. 1.10 heal: a heal trigger moves the chosen damage card to the drop zone', () => {
      const s = scenario({
        format: 'cr110',
        at: 'battle',
        p0: { vanguard: C.blasterBlade, damage: [C.marron, C.wingal], deck: deck([C.healRP]) },
        p1: { vanguard: C.wingal, damage: [C.marron, C.marron] },
      });
      attack(s, 'VC', 'VC');
      order(s, 'heal', 'power');
      expect(s.decision).toMatchObject({ seat: 0, prompt: 'vg.heal' });
      answer(s, { t: 'card', card: idOf(s, 0, 'damage', C.wingal) });
      expect(codes(s.players[0].damage)).toEqual([C.marron]);
      expect(codes(s.players[0].drop)).toEqual([C.wingal]);
      expect(events(s, 'heal')).toEqual([{ t: 'heal', seat: 0 }]);
    });
  });
}
