// Vanguard rules tests — stride: the G deck and G zone, the stride step, G units, hearts and Generation Break (ver. 2.01 5.3, 6.5, 10.27, 10.28, 11.11, 11.12).
// Gathered by rules topic from the batch-named files damageSourceAndKeywords.test.ts, gGuardian.test.ts, rules1to10.test.ts, rulesLeftover10to12.test.ts, rulesLeftover1to9.test.ts, stride.test.ts, strideGenerationBreak.test.ts, strideLeftovers.test.ts, strideOwnCost.test.ts, turn.test.ts, ultimateStride.test.ts.

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { heuristicAnswer } from '../../../src/games/vanguard/product/heuristic.ts';
import { Narrator as CliNarrator } from '../../../src/games/vanguard/product/terminalRender.ts';
import * as coreEngine from '../../../src/core/engine.ts';
import { eventsFor, run } from '../../../src/core/engine.ts';
import { IllegalAnswer, SetupError } from '../../../src/core/errors.ts';
import type { Answer, Seat } from '../../../src/core/types.ts';
import { holds, matches } from '../../../src/games/vanguard/abilities/conditions.ts';
import {
  type Ability,
  act,
  auto,
  chooseYour,
  cont,
  counterBlast,
  discard,
  draw,
  gyzeUltimateStride,
  power,
  strideSkill,
  thisUnit,
  ultimateStride,
  vanguardIs,
} from '../../../src/games/vanguard/abilities/dsl.ts';
import { withTestAbilities } from '../../../src/games/vanguard/abilities/registry.ts';
import { abilityText, STRIDE_SKILL_TEXT } from '../../../src/games/vanguard/abilities/text.ts';
import { builtInDecks, cardByCode, expandDeck, withTestCards } from '../../../src/games/vanguard/cards/cardPool.ts';
import type { CardRecord } from '../../../src/games/vanguard/cards/cardRecord.ts';
import { vanguardCatalog } from '../../../src/games/vanguard/catalog.ts';
import * as vanguardCharacteristics from '../../../src/games/vanguard/characteristics.ts';
import { power as powerOf } from '../../../src/games/vanguard/characteristics.ts';
import { validateGDeck } from '../../../src/games/vanguard/deckRules.ts';
import { CR110, CR201 } from '../../../src/games/vanguard/formats.ts';
import { vanguard } from '../../../src/games/vanguard/index.ts';
import { legionOf } from '../../../src/games/vanguard/legion.ts';
import { createState } from '../../../src/games/vanguard/setup.ts';
import { vanguardOf, type VGState } from '../../../src/games/vanguard/state.ts';
import { vgView } from '../../../src/games/vanguard/view.ts';
import { moveCard } from '../../../src/games/vanguard/zones.ts';
import type { VgCardDb as CardDb } from '../../../web/src/games/vanguard/cardInfo.ts';
import { Narrator as WebNarrator } from '../../../web/src/games/vanguard/narrate.ts';
import { attackUntilBoost, codes, deck, offersAct, playAct, pw, unit } from '../cards/helpers.ts';
import {
  answer,
  autoplay,
  C,
  events,
  idOf,
  offers,
  type PlayerSpec,
  prompt,
  scenario,
  type ScenarioSpec,
  timings,
} from '../scenario.ts';
import { G1, G2, gUnit, useTestGUnits } from '../strideCards.ts';
import { actDo, testOnlyAbilities } from '../testAbilities.ts';

const KING = 'TD03/004'; // King of Sword, g2 10000 «Nova Grappler», vanilla

const { give, afterTest } = testOnlyAbilities();

/** Play every standing-by ability in the order offered, until no such question is left. */
function playStandby(s: VGState): void {
  for (let i = 0; i < 10 && prompt(s) === 'vg.playAuto'; i++) answer(s, s.decision!.options[0] as never);
}

const GG = 'TEST-GG/001';

const GG2 = 'TEST-GG/002';

/** A G unit printing "G guardian: choose a card with a heal trigger from your hand, and discard it". */
function gGuardianCard(code: string, name: string): CardRecord {
  return { ...gUnit(code, name), skills: [], shield: 15000, gGuardian: { discardTrigger: 'heal' } };
}

let undo: () => void = () => {};

const TOUGH = 'TD03/007'; // Tough Boy, g1 8000, Boost

const MARRON = 'TD01/008'; // g1 8000

const GB2 = { kw: 'generationBreak', n: 2 } as const;

/** Turn exactly `n` of player 1's G zone cards face up (as G units returned by 6.8.1.1.1 would be). */
function faceUp(s: VGState, n: number): void {
  const gz = s.players[0].gzone;
  for (let i = 0; i < gz.length; i++) gz[i] = { ...gz[i], up: i < n };
}

function reask(s: VGState): void {
  s.decision = null;
  run(s);
}

const G_ZONE = [G1, G2, G2];

const ownCost = strideSkill([discard(1), counterBlast(1)]);

/** Both vanguards grade 3 at the ride phase; player 1's G zone holds G1 (its own cost) and G2 (the standard one). */
function ready(hand: string[], faceUpDamage: number) {
  return scenario({
    at: 'ride',
    p0: {
      vanguard: C.brigitte,
      hand,
      gzone: [G1, G2],
      damage: Array.from({ length: faceUpDamage }, () => C.marron),
    },
    p1: { vanguard: C.overlord },
  });
}

describe('Generation Break (VG2 11.12.3)', () => {
  it('VG2 11.12.3: Generation Break reads by the kind of ability — a [CONT] applies, an [AUTO] triggers and an [ACT] is played only with enough face-up G units', () => {
    const GB1 = { kw: 'generationBreak', n: 1 } as const;
    give(KING, [
      cont({ zones: ['VC'], gate: GB1, effect: { cont: 'modify', stat: 'power', n: 1000 } }),
      act({ zones: ['VC'], gate: GB1, cost: [], effects: [power(chooseYour('unit'), 2000, 'turn')] }),
      auto({ zones: ['VC'], gate: GB1, trigger: { on: 'youDraw' }, effects: [power(thisUnit, 4000, 'turn')] }),
      actDo({ do: 'draw', n: 1 }),
    ]);
    const G = 'TEST-G/R7';
    afterTest(withTestCards([gUnit(G, 'Test Breaker')]));
    const start = (up: boolean) =>
      scenario({
        at: 'main',
        p0: { vanguard: KING, gzone: [{ code: G, faceDown: !up }], deck: deck([]) },
        p1: { deck: deck([]) },
      });
    const off = start(false);
    const id = unit(off, 0, 'VC').id;
    expect(pw(off, 0, 'VC')).toBe(10000);
    expect(offersAct(off, id, 1)).toBe(false);
    playAct(off, 0, id, 3);
    expect(prompt(off)).toBe('vg.main');
    expect(pw(off, 0, 'VC')).toBe(10000);

    const on = start(true);
    expect(pw(on, 0, 'VC')).toBe(11000);
    expect(offersAct(on, id, 1)).toBe(true);
    playAct(on, 0, id, 3);
    playStandby(on);
    expect(pw(on, 0, 'VC')).toBe(15000);
    playAct(on, 0, id, 1);
    answer(on, { t: 'unit', seat: 0, circle: 'VC' });
    expect(pw(on, 0, 'VC')).toBe(17000);
  });
});

describe('the stride skill (VG2 11.11)', () => {
  it("VG2 11.11 / VG2 11.11.1: a G unit's text begins with its stride skill, which gives the timing and cost of its normal stride; a G guardian and a normal unit have none", () => {
    const G = 'TEST-G/R7S';
    const GG = 'TEST-G/R7G';
    afterTest(withTestCards([gUnit(G, 'Test Strider'), { ...gUnit(GG, 'Test Guardian'), gGuardian: {} }]));
    give(G, [actDo({ do: 'draw', n: 1 })]);
    const text = (code: string) => (vanguardCatalog.cardInfo(code) as { text: string }).text;
    expect(STRIDE_SKILL_TEXT).toBe(
      "[Stride] (only while both players' vanguards are grade 3 or greater)-Stride Step-[choose cards from your hand whose grades total 3 or more, and discard them] Stride this card onto your (VC) from face down.",
    );
    expect(text(G)).toBe(`${STRIDE_SKILL_TEXT}\n[ACT](VC/RC):Draw a card.`);
    expect(text(GG)).toBe('');
    expect(text(KING)).toBe('');
    expect(vanguardCatalog.describeCard(G)).toContain(`  ${STRIDE_SKILL_TEXT}`);
  });
});

describe('G guardians and the stride step', () => {
  beforeEach(() => {
    undo = withTestCards([
      gGuardianCard(GG, 'Test Guardian Angel'),
      gGuardianCard(GG2, 'Test Guardian Knight'),
      gUnit(G1, 'Test Stride Paladin'),
    ]);
  });
  afterEach(() => undo());

  it('VG2 11.14.1 / VG2 11.11.1: a G guardian has no stride skill, so the stride step never offers it', () => {
    const s = scenario({
      at: 'ride',
      p0: { vanguard: C.brigitte, hand: [C.brigitte, C.gallatin], gzone: [GG, G1] },
      p1: { vanguard: C.overlord },
    });
    autoplay(s, (x) => x.phase === 'stride');
    expect(prompt(s)).toBe('vg.stride');
    expect(s.decision!.options).toEqual([{ t: 'card', card: idOf(s, 0, 'gzone', G1) }, { t: 'none' }]);
  });
});

describe('section 6: the stride step (ver. 2.01)', () => {
  it('VG2 6.5.1.2 / VG2 6.5.1.2.3 after the ride step comes the stride step, in which no card can be played to a rear-guard circle: the next play timing is the main phase', () => {
    give(KING, [actDo(draw(1))]);
    const s = scenario({
      format: 'cr201',
      at: 'ride',
      p0: { vanguard: KING, hand: [C.gallatin, C.marron], deck: deck([]) },
    });
    expect(prompt(s)).toBe('vg.ride');
    answer(s, { t: 'pass' });
    // No decision between the ride step and the main phase, though calls and an [ACT] were possible.
    expect(timings(s)).toEqual(['ridePhase', 'strideStep', 'mainPhase']);
    expect(prompt(s)).toBe('vg.main');
    expect(s.phase).toBe('main');
    expect(s.answers).toHaveLength(1);
    expect(offers(s, { t: 'call', card: idOf(s, 0, 'hand', C.marron), circle: 'FL' })).toBe(true);
    expect(offers(s, { t: 'act', card: unit(s, 0, 'VC').id, index: 0 })).toBe(true);
  });
});

// From the former strideGenerationBreak.test.ts:
// Generation Break (VG2 11.12): an "active while" gate that holds while its master has N or more face-up G units
// on the vanguard circle and in the G zone. Vanilla trial-deck hosts get test-only abilities (`withTestAbilities`)
// and the G units are test-only records (`withTestCards`, see strideCards.ts).

describe('Generation Break (VG2 11.12)', () => {
  useTestGUnits();

  it('VG2 11.12.1 / VG2 11.12.3.1 / VG2 11.12.3.1.1 [CONT] GB2: applies exactly while two or more face-up G units are in your G zone, checked continuously', () => {
    const a = cont({ zones: ['VC'], gate: GB2, effect: { cont: 'modify', stat: 'power', n: 5000 } });
    give(KING, [a]);
    expect(abilityText(a)).toBe('[CONT](VC) Generation Break 2:This unit gets Power +5000.');
    const s = scenario({ at: 'main', p0: { vanguard: KING, gzone: G_ZONE, deck: deck([]) }, p1: { deck: deck([]) } });
    expect(pw(s, 0, 'VC')).toBe(10000); // face-down G units do not count
    faceUp(s, 1);
    expect(pw(s, 0, 'VC')).toBe(10000);
    faceUp(s, 2);
    expect(pw(s, 0, 'VC')).toBe(15000);
    faceUp(s, 0);
    expect(pw(s, 0, 'VC')).toBe(10000);
  });

  it("VG2 11.12.1: the count is the master's own: the opponent's face-up G units do not open it", () => {
    give(KING, [cont({ zones: ['VC'], gate: GB2, effect: { cont: 'modify', stat: 'power', n: 5000 } })]);
    const s = scenario({
      at: 'main',
      p0: { vanguard: KING, deck: deck([]) },
      p1: {
        vanguard: KING,
        gzone: [
          { code: G1, faceDown: false },
          { code: G2, faceDown: false },
        ],
        deck: deck([]),
      },
    });
    expect([pw(s, 0, 'VC'), pw(s, 1, 'VC')]).toEqual([10000, 15000]);
  });

  it('VG2 11.12.1: a face-up G unit on the vanguard circle counts with those in the G zone', () => {
    give(C.brigitte, [cont({ zones: ['RC'], gate: GB2, effect: { cont: 'modify', stat: 'power', n: 5000 } })]);
    const s = scenario({
      at: 'ride',
      p0: { vanguard: C.brigitte, rc: { FL: C.brigitte }, hand: [C.overlord], gzone: [G1, G2] },
      p1: { vanguard: C.overlord },
    });
    faceUp(s, 0);
    s.players[0].gzone[1] = { ...s.players[0].gzone[1], up: true }; // G2 face up, G1 face down
    answer(s, { t: 'pass' });
    answer(s, { t: 'card', card: idOf(s, 0, 'gzone', G1) });
    answer(s, { t: 'card', card: idOf(s, 0, 'hand', C.overlord) });
    answer(s, { t: 'done' });
    expect(prompt(s)).toBe('vg.main');
    expect(pw(s, 0, 'FL')).toBe(10000 + 5000); // G1 on VC + G2 face up in the G zone
  });

  it('VG2 11.12.3.2 / VG2 11.12.3.2.1 [AUTO] GB2: triggers only if the gate holds when its condition is met, and then resolves though the count changes', () => {
    const a = auto({
      zones: ['VC'],
      gate: GB2,
      trigger: { on: 'attacks' },
      effects: [power(thisUnit, 5000, 'battle')],
    });
    give(KING, [a]);
    const spec: ScenarioSpec = {
      at: 'battle',
      p0: { vanguard: KING, rc: { BC: TOUGH }, gzone: G_ZONE, deck: deck([]) },
      p1: { hand: [MARRON], deck: deck([]) },
    };
    const off = scenario(spec);
    faceUp(off, 1);
    attackUntilBoost(off, 'VC', 'VC');
    expect(off.standby).toHaveLength(0);
    faceUp(off, 3);
    answer(off, { t: 'no' });
    expect(events(off, 'playAbility')).toHaveLength(0);

    const on = scenario(spec);
    faceUp(on, 2);
    attackUntilBoost(on, 'VC', 'VC');
    expect(on.standby).toHaveLength(1);
    faceUp(on, 0);
    answer(on, { t: 'no' });
    expect(events(on, 'playAbility')).toHaveLength(1);
    expect(pw(on, 0, 'VC')).toBe(15000);
  });

  it('VG2 11.12.3.3 / VG2 11.12.3.3.1 [ACT] GB2: can be played only while the gate holds, and once played resolves though the count changes', () => {
    const a = act({ zones: ['VC'], gate: GB2, cost: [], effects: [power(chooseYour('unit'), 5000, 'turn')] });
    give(KING, [a]);
    const s = scenario({ at: 'main', p0: { vanguard: KING, gzone: G_ZONE, deck: deck([]) }, p1: { deck: deck([]) } });
    const id = unit(s, 0, 'VC').id;
    faceUp(s, 1);
    reask(s);
    expect(offersAct(s, id, 0)).toBe(false);
    faceUp(s, 2);
    reask(s);
    expect(offersAct(s, id, 0)).toBe(true);
    answer(s, { t: 'act', card: id, index: 0 });
    expect(prompt(s)).toBe('vg.chooseUnit');
    faceUp(s, 0);
    answer(s, { t: 'unit', seat: 0, circle: 'VC' });
    expect(pw(s, 0, 'VC')).toBe(15000);
  });
});

// From the former strideOwnCost.test.ts:
// Rules tests for a G unit whose stride skill prints its own cost (VG2 11.11.1–11.11.2), paid in full or not at all
// (8.5.2.4): "[Stride]-Stride Step-[discard a card from your hand & Counter Blast (1)] stride this card". The built-in
// pool has no G units, so these tests add test-only G unit records and abilities.

describe('a G unit with its own stride cost (VG2 11.11.2, 8.5.2.4)', () => {
  useTestGUnits();

  it('VG2 11.11.2: its text is the stride skill with its own cost, in place of the standard one', () => {
    give(G1, [ownCost]);
    expect(abilityText(ownCost)).toBe(
      "[Stride] (only while both players' vanguards are grade 3 or greater)-Stride Step-[discard a card from your hand & Counter Blast (1)] Stride this card onto your (VC) from face down.",
    );
    const text = (code: string) => (vanguardCatalog.cardInfo!(code) as { text: string }).text;
    expect(text(G1)).toBe(abilityText(ownCost));
    expect(text(G2)).toContain('grades total 3 or more'); // positive control: the standard stride skill
  });

  it('VG2 11.11.2 / VG2 8.5.2.4: it strides by paying its own cost — one discard and one Counter Blast — though the hand could not pay the standard one', () => {
    give(G1, [ownCost]);
    const s = ready([C.wingal], 1); // grade 1 in hand: 1 < 3
    autoplay(s, (x) => x.phase === 'stride');
    expect(prompt(s)).toBe('vg.stride');
    expect(offers(s, { t: 'card', card: idOf(s, 0, 'gzone', G1) })).toBe(true);
    expect(offers(s, { t: 'card', card: idOf(s, 0, 'gzone', G2) })).toBe(false); // the standard cost is not payable
    answer(s, { t: 'card', card: idOf(s, 0, 'gzone', G1) });
    autoplay(s, (x) => x.phase !== 'stride');
    expect(vanguardOf(s, 0)?.code).toBe(G1);
    expect(s.players[0].hand).toHaveLength(0);
    expect(s.players[0].drop.map((c) => c.code)).toEqual([C.wingal]);
    expect(s.players[0].damage.filter((c) => c.up)).toHaveLength(0);
  });

  it('VG2 8.5.2.4: all or nothing — with no face-up damage card for the Counter Blast it is not offered, though the discard could be paid', () => {
    give(G1, [ownCost]);
    const s = ready([C.wingal], 0);
    autoplay(s, (x) => x.phase === 'stride' || x.phase === 'main');
    // Nothing to stride. The step is still asked, with "none" alone (issue 19: whether it is asked tells the opponent
    // nothing about the hand), and the G unit is not among the options.
    expect(prompt(s)).toBe('vg.stride');
    expect(s.decision!.options).toEqual([{ t: 'none' }]);
    answer(s, { t: 'none' });
    expect(vanguardOf(s, 0)?.code).toBe(C.brigitte);
    expect(s.players[0].hand).toHaveLength(1);
  });
});

{
  // The tests gathered from rulesLeftover10to12.test.ts, with its helpers: some of their names mean something else above.

  // Vanilla trial-deck cards used as hosts (stats in data/vanguard/original-td.cards.json).
  const KING = 'TD03/004'; // King of Sword, g2 10000 «Nova Grappler», Intercept

  const undo: (() => void)[] = [];

  function give(code: string, abilities: Ability[]): void {
    undo.push(withTestAbilities(code, abilities));
  }

  /** Player 1 strides G1 over a grade 3 Brigitte in the ride phase, paying with a second Brigitte; `hand` stays. */
  function strode(hand: string[] = [], p0: Parameters<typeof scenario>[0]['p0'] = {}): VGState {
    const s = scenario({
      at: 'ride',
      p0: { vanguard: C.brigitte, hand: [C.brigitte, ...hand], gzone: [G1], deck: deck([]), ...p0 },
      p1: { vanguard: C.overlord, deck: deck([]) },
    });
    autoplay(s, (x) => x.phase === 'stride');
    answer(s, { t: 'card', card: idOf(s, 0, 'gzone', G1) });
    answer(s, { t: 'card', card: s.players[0].hand[0].id });
    answer(s, { t: 'done' });
    return s;
  }

  describe('stride and hearts (VG2 10.27, 10.28)', () => {
    useTestGUnits();
    afterEach(() => {
      while (undo.length) undo.pop()!();
    });

    it('VG2 10.28 / VG2 10.28.2 / VG2 10.28.4: the stride puts the G unit over a heart whose name and power it gains, and is neither a ride nor a call', () => {
      // The old vanguard: "When a unit rides this unit, draw a card" ([AUTO](VC), 8.6.5.1.4).
      give(C.brigitte, [auto({ zones: ['VC'], trigger: { on: 'riddenBy', filter: {} }, effects: [draw(1)] })]);
      const s = strode();
      expect(prompt(s)).toBe('vg.main');
      expect(codes(s.players[0].field.VC)).toEqual([C.brigitte, G1]);
      expect(powerOf(s, 0, vanguardOf(s, 0)!)).toBe(15000 + 10000); // 10.28.2.3: its own + the heart's
      expect(events(s, 'stride')).toHaveLength(1);
      expect(events(s, 'ride')).toHaveLength(0);
      expect(events(s, 'call')).toHaveLength(0);
      expect(s.players[0].hand).toHaveLength(0); // the "ridden" ability did not trigger
      // The same ability does trigger on a ride.
      const ridden = scenario({ at: 'ride', p0: { vanguard: C.brigitte, hand: [C.brigitte], deck: deck([]) } });
      answer(ridden, { t: 'ride', card: idOf(ridden, 0, 'hand', C.brigitte) });
      autoplay(ridden, (x) => prompt(x) === 'vg.main');
      expect(ridden.players[0].hand).toHaveLength(1);
    });

    it('VG2 10.27 / VG2 10.27.6: a heart that becomes the vanguard again as the G unit leaves is not "placed on (VC)"', () => {
      give(C.brigitte, [auto({ trigger: { on: 'placed', circles: ['VC'] }, effects: [draw(1)] })]);
      const s = strode();
      const heart = s.players[0].field.VC[0];
      autoplay(s, (x) => x.turnPlayer === 1);
      expect(codes(s.players[0].field.VC)).toEqual([C.brigitte]);
      expect(vanguardOf(s, 0)!.id).toBe(heart.id);
      expect(s.players[0].hand).toHaveLength(0); // no draw
      // Placed by a ride, the same ability draws.
      const ridden = scenario({ at: 'ride', p0: { vanguard: C.brigitte, hand: [C.brigitte], deck: deck([]) } });
      answer(ridden, { t: 'ride', card: idOf(ridden, 0, 'hand', C.brigitte) });
      autoplay(ridden, (x) => prompt(x) === 'vg.main');
      expect(ridden.players[0].hand).toHaveLength(1);
    });

    it('VG2 10.27.4: a legion strode over becomes two hearts, and when they stop being hearts they are a legion again without "legioning"', () => {
      const s = scenario({
        at: 'ride',
        p0: { vanguard: C.brigitte, hand: [C.brigitte], gzone: [G1], deck: deck([]) },
        p1: { vanguard: C.overlord, deck: deck([]) },
      });
      // A legion: the mate first on the circle, the leader on top (legion.ts).
      const vc = s.players[0].field.VC;
      const mate = { ...vc[0], id: s.nextId++, code: C.blasterBlade };
      vc.unshift(mate);
      const leader = vc[1];
      s.legion = [{ seat: 0, leader: leader.id, mate: mate.id }];
      autoplay(s, (x) => x.phase === 'stride');
      answer(s, { t: 'card', card: idOf(s, 0, 'gzone', G1) });
      answer(s, { t: 'card', card: idOf(s, 0, 'hand', C.brigitte) });
      answer(s, { t: 'done' });
      answer(s, { t: 'card', card: leader.id });
      expect(prompt(s)).toBe('vg.main');
      // Both are hearts under the G unit.
      expect(s.players[0].field.VC.map((c) => c.id)).toEqual([mate.id, leader.id, vanguardOf(s, 0)!.id]);
      expect(s.hearts).toEqual([{ seat: 0, gunit: vanguardOf(s, 0)!.id, heart: leader.id }]);
      autoplay(s, (x) => x.turnPlayer === 1);
      expect(s.players[0].field.VC.map((c) => c.id)).toEqual([mate.id, leader.id]);
      expect([legionOf(s, 0)?.leader.id, legionOf(s, 0)?.mate.id]).toEqual([leader.id, mate.id]);
      expect(events(s, 'legion')).toHaveLength(0);
    });
  });

  describe('"units with GB" (VG2 11.12.2)', () => {
    useTestGUnits();
    afterEach(() => {
      while (undo.length) undo.pop()!();
    });

    it('VG2 11.12.2: "one of your units with GB1" is a unit with a Generation Break ability, active or not', () => {
      give(KING, [auto({ gate: { kw: 'generationBreak', n: 1 }, trigger: { on: 'attacks' }, effects: [] })]);
      give(C.marron, [
        act({
          zones: ['RC'],
          cost: [],
          effects: [power(chooseYour('unit', { withKeyword: { kw: 'generationBreak', n: 1 } }), 5000, 'turn')],
        }),
      ]);
      const s = scenario({
        at: 'main',
        p0: { vanguard: C.brigitte, rc: { FL: KING, FR: C.gallatin, BL: C.marron }, deck: deck([]) }, // no G unit face up
        p1: { deck: deck([]) },
      });
      answer(s, { t: 'act', card: unit(s, 0, 'BL').id, index: 0 });
      expect(s.decision!.options).toEqual([{ t: 'unit', seat: 0, circle: 'FL' }]);
      answer(s, { t: 'unit', seat: 0, circle: 'FL' });
      expect(pw(s, 0, 'FL')).toBe(15000);
    });
  });
}

{
  // The tests gathered from rulesLeftover1to9.test.ts, with its helpers: some of their names mean something else above.

  const undo: (() => void)[] = [];

  describe('VG2 5.3 the G deck', () => {
    useTestGUnits();
    afterEach(() => {
      while (undo.length) undo.pop()!();
    });

    it('VG2 5.3 / VG2 5.3.1: each player prepares their own G deck: each G zone holds only its owner’s G units', () => {
      const main = expandDeck(builtInDecks()[0]);
      const s = createState({
        game: 'vanguard',
        format: 'cr201',
        seed: 5,
        decks: [
          { cards: main, gdeck: [G1, G1] },
          { cards: main, gdeck: [G2] },
        ],
      });
      expect(s.players[0].gzone.map((c) => c.code)).toEqual([G1, G1]);
      expect(s.players[1].gzone.map((c) => c.code)).toEqual([G2]);
      expect(s.players[0].gzone.every((c) => c.owner === 0)).toBe(true);
      expect(s.players[1].gzone.every((c) => c.owner === 1)).toBe(true);
    });
  });
}

{
  // The tests gathered from stride.test.ts, with its helpers: some of their names mean something else above.

  const power = vanguardCharacteristics.power;

  const act = coreEngine.act;

  /** A legal 50-card main deck: the first built-in trial deck. */
  const legalMain = (): string[] => expandDeck(builtInDecks()[0]);

  /** Both vanguards grade 3 at the ride phase, player 1 with G units face down in the G zone. */
  function strideReady(hand: string[], extra: Partial<Parameters<typeof scenario>[0]> = {}): VGState {
    return scenario({
      at: 'ride',
      p0: { vanguard: C.brigitte, hand, gzone: [G1, G1, G2] },
      p1: { vanguard: C.overlord },
      ...extra,
    });
  }

  function record(code: string): CardRecord {
    return cardByCode(code)!;
  }

  // From the former stride.test.ts:
  // G units, the G deck and G zone, and Stride (VG2 4.6.9, 4.11, 5.3, 6.5.1.2, 6.8.1.1.1, 8.5.1.4, 10.27, 10.28,
  // 11.11). The built-in pool has no G units, so these tests add test-only G unit records (`withTestCards`).

  describe('the G deck and the G zone', () => {
    useTestGUnits();

    it('VG2 5.3.2 / VG2 5.3.3 / VG2 5.3.2.1: a G deck holds 0 to 16 G units, up to four with one name', () => {
      expect(validateGDeck([], CR201)).toEqual([]);
      expect(validateGDeck([...Array(4).fill(G1), ...Array(4).fill(G2)], CR201)).toEqual([]);
      const big = [...Array(17)].map((_, i) => (i % 2 === 0 ? G1 : G2));
      expect(validateGDeck(big, CR201).map((p) => p.rule)).toContain('VG2 5.3.2');
      expect(validateGDeck([G1, C.brigitte], CR201).map((p) => p.rule)).toEqual(['VG2 5.3.3']);
      expect(validateGDeck(Array(5).fill(G1), CR201).map((p) => p.rule)).toEqual(['VG2 5.3.2.1']);
      // ver. 1.10 has no G deck at all.
      expect(validateGDeck([G1], CR110)).toHaveLength(1);
    });

    it('VG2 5.4.2 / VG2 5.1.1: the setup check accepts a legal G deck in cr201 only, and refuses G units in the main deck (VG2 5.2.2.6)', () => {
      const main = legalMain();
      const setup = (format: string, gdeck: string[]) => ({
        game: 'vanguard',
        format,
        seed: 1,
        decks: [{ cards: main, gdeck }, { cards: main }] as [
          { cards: string[]; gdeck?: string[] },
          { cards: string[] },
        ],
      });
      expect(() => vanguard.validateSetup(setup('cr201', [G1, G2]))).not.toThrow();
      expect(() => vanguard.validateSetup(setup('cr110', [G1]))).toThrow(SetupError);
      expect(() => vanguard.validateSetup(setup('cr201', [C.brigitte]))).toThrow(/5\.3\.3/);
      const withG = [...main.slice(0, 49), G1];
      expect(() =>
        vanguard.validateSetup({
          game: 'vanguard',
          format: 'cr201',
          seed: 1,
          decks: [{ cards: withG }, { cards: main }],
        }),
      ).toThrow(/5\.2\.2\.6/);
    });

    it('VG2 4.11.4 / VG2 5.4.3.1 / VG2 4.11.1: setup puts the whole G deck face down in the G zone', () => {
      const main = legalMain();
      const s = createState({
        game: 'vanguard',
        format: 'cr201',
        seed: 3,
        decks: [{ cards: main, gdeck: [G1, G2, G2] }, { cards: main }],
      });
      expect(s.players[0].gzone.map((c) => c.code)).toEqual([G1, G2, G2]);
      expect(s.players[0].gzone.every((c) => !c.up)).toBe(true);
      expect(s.players[1].gzone).toEqual([]);
      expect(s.players[0].deck).toHaveLength(50); // the G deck is not part of the main deck
    });

    it('VG2 4.11.2 / VG2 4.11.3: the owner sees its face-down G units, the opponent only their number; face-up ones are public', () => {
      const s = strideReady([C.brigitte]);
      s.players[0].gzone.push({ ...s.players[0].gzone[0], id: s.nextId++, up: true });
      const mine = vgView(s, 0).players[0];
      const theirs = vgView(s, 1).players[0];
      const spectator = vgView(s, 'spectator').players[0];
      expect(mine.gzoneDown?.map((c) => c.code)).toEqual([G1, G1, G2]);
      for (const v of [mine, theirs, spectator]) {
        expect(v.gzone).toBe(4);
        expect(v.gzoneUp.map((c) => c.code)).toEqual([G1]);
      }
      expect(theirs.gzoneDown).toBeUndefined();
      expect(spectator.gzoneDown).toBeUndefined();
      expect(JSON.stringify(vgView(s, 1))).not.toContain(G2);
    });
  });

  describe('normal stride (the stride step)', () => {
    useTestGUnits();

    it('VG2 6.5.1.2.2 / VG2 11.11.2 / VG2 8.5.2.1.1.3: the stride step offers each distinct face-down G unit when both vanguards are grade 3 or greater', () => {
      const s = strideReady([C.brigitte, C.gallatin]);
      autoplay(s, (x) => x.phase === 'stride');
      expect(prompt(s)).toBe('vg.stride');
      expect(s.decision!.options).toEqual([
        { t: 'card', card: idOf(s, 0, 'gzone', G1) },
        { t: 'card', card: idOf(s, 0, 'gzone', G2) },
        { t: 'none' },
      ]);
      // 11.11.2: the opponent's vanguard at grade 2 keeps the stride locked.
      const low = strideReady([C.brigitte], { p1: { vanguard: C.nehalem } });
      autoplay(low, (x) => x.phase === 'stride' || x.phase === 'main');
      expect(low.phase).toBe('main');
      expect(prompt(low)).toBe('vg.main');
    });

    it('VG2 8.5.2.4 / VG2 11.11.2: no stride is offered when the hand cannot pay the cost (grades summing to 3)', () => {
      const s = strideReady([C.wingal, C.blasterBlade]); // grades 1 + 2 = 3: payable
      autoplay(s, (x) => x.phase === 'stride');
      expect(prompt(s)).toBe('vg.stride');
      const poor = strideReady([C.wingal, C.marron]); // 1 + 1 = 2
      autoplay(poor, (x) => prompt(x) === 'vg.stride' || x.phase === 'main');
      // Issue 19: the step is still asked (the opponent may not learn that the hand cannot pay), with "none" alone.
      expect(poor.decision).toMatchObject({ prompt: 'vg.stride', options: [{ t: 'none' }] });
      answer(poor, { t: 'none' });
      expect(prompt(poor)).toBe('vg.main');
    });

    it('VG2 11.11.2 / VG2 8.5.2.4: the cost is hand cards whose grades sum to 3 or more, all discarded together', () => {
      const s = strideReady([C.wingal, C.blasterBlade, C.stardust]);
      autoplay(s, (x) => x.phase === 'stride');
      answer(s, { t: 'card', card: idOf(s, 0, 'gzone', G1) });
      expect(prompt(s)).toBe('vg.strideCost');
      expect(offers(s, { t: 'done' })).toBe(false);
      answer(s, { t: 'card', card: idOf(s, 0, 'hand', C.wingal) });
      expect(offers(s, { t: 'done' })).toBe(false); // 1 < 3
      expect(s.players[0].drop).toHaveLength(0); // nothing is paid before the whole cost is chosen
      answer(s, { t: 'card', card: idOf(s, 0, 'hand', C.blasterBlade) });
      expect(offers(s, { t: 'done' })).toBe(true); // 1 + 2 = 3
      answer(s, { t: 'done' });
      expect(s.players[0].drop.map((c) => c.code).sort()).toEqual([C.blasterBlade, C.wingal].sort());
      expect(s.players[0].hand.map((c) => c.code)).toEqual([C.stardust]);
    });

    it('VG2 10.28.1 / VG2 10.28.2.1 / VG2 10.28.2.2 / VG2 8.5.3.4 / VG2 10.27.1 / VG2 10.27.2: the G unit becomes the vanguard; the old vanguard stays under it as a face-up standing heart', () => {
      const s = strideReady([C.brigitte]);
      autoplay(s, (x) => x.phase === 'stride');
      const old = vanguardOf(s, 0)!;
      answer(s, { t: 'card', card: idOf(s, 0, 'gzone', G2) });
      answer(s, { t: 'card', card: idOf(s, 0, 'hand', C.brigitte) });
      answer(s, { t: 'done' });
      expect(prompt(s)).toBe('vg.main'); // the check timings after the stride left the heart where it is
      const vc = s.players[0].field.VC;
      expect(vc.map((c) => c.code)).toEqual([C.brigitte, G2]);
      expect(vanguardOf(s, 0)!.code).toBe(G2);
      expect(vanguardOf(s, 0)!.up).toBe(true);
      expect(vc[0].id).toBe(old.id); // 10.27.1: becoming a heart is no zone change
      expect(vc[0].up && !vc[0].rested).toBe(true);
      expect(s.players[0].soul).toHaveLength(0);
      expect(s.players[0].gzone.map((c) => c.code)).toEqual([G1, G1]);
      const view = vgView(s, 1).players[0].field.VC;
      expect(view.map((c) => ('heart' in c ? c.heart : undefined))).toEqual([true, undefined]);
    });

    it('VG2 10.28.1: the stride is told in the browser log and the terminal log, to both seats', () => {
      const s = strideReady([C.brigitte]);
      autoplay(s, (x) => x.phase === 'stride');
      const from = s.log!.length;
      answer(s, { t: 'card', card: idOf(s, 0, 'gzone', G2) });
      answer(s, { t: 'card', card: idOf(s, 0, 'hand', C.brigitte) });
      answer(s, { t: 'done' });
      const db = { [G2]: { ...cardByCode(G2)!, text: '' } } as unknown as CardDb;
      for (const seat of [0, 1] as const) {
        const seen = eventsFor(s, seat, from);
        const line = seat === 0 ? 'You stride Test Stride Knight.' : 'Opponent strides Test Stride Knight.';
        expect(new WebNarrator(db, seat).lines(seen).map((l) => l.text)).toContain(line);
        expect(new CliNarrator(seat).events(seen)).toContain(line);
        const reveal = `${seat === 0 ? 'You reveal' : 'Opponent reveals'} Test Stride Knight from ${seat === 0 ? 'your' : 'their'} G zone`;
        expect(new WebNarrator(db, seat).lines(seen).map((l) => l.text)).toContain(`${reveal}.`);
      }
    });

    it('VG2 10.28.2.1.1 / VG2 8.5.1.4.1: the G unit takes the stridden unit’s stand or rest orientation', () => {
      const s = strideReady([C.brigitte], {
        p0: { vanguard: { code: C.brigitte, rested: true }, hand: [C.brigitte], gzone: [G1] },
      });
      autoplay(s, (x) => x.phase === 'stride');
      answer(s, { t: 'card', card: idOf(s, 0, 'gzone', G1) });
      answer(s, { t: 'card', card: idOf(s, 0, 'hand', C.brigitte) });
      answer(s, { t: 'done' });
      const vc = s.players[0].field.VC;
      expect(vc[1].rested).toBe(true); // the G unit
      expect(vc[0].rested).toBe(false); // 10.27.2: the heart stands
    });

    it('VG2 10.28.2.3 / VG2 10.27.3: the G unit adds the power printed on its heart; the heart is no unit to attack with', () => {
      const s = strideReady([C.brigitte]);
      autoplay(s, (x) => x.phase === 'stride');
      answer(s, { t: 'card', card: idOf(s, 0, 'gzone', G1) });
      answer(s, { t: 'card', card: idOf(s, 0, 'hand', C.brigitte) });
      answer(s, { t: 'done' });
      const g = vanguardOf(s, 0)!;
      expect(power(s, 0, g)).toBe(15000 + cardByCode(C.brigitte)!.power);
      // The vanguard circle's attacker is the G unit (the top card), never the heart under it.
      autoplay(s, (x) => prompt(x) === 'vg.attacker', ['pass', 'yes']);
      answer(s, { t: 'circle', circle: 'VC' });
      expect(s.battle!.attacker!.id).toBe(g.id);
    });

    it('VG2 10.28.2.3: over a legion, the player chooses which heart gives its power', () => {
      const s = strideReady([C.brigitte], {
        p0: { vanguard: C.brigitte, hand: [C.brigitte], gzone: [G1] },
      });
      // A legion: the mate first on the circle, the leader on top (legion.ts).
      const vc = s.players[0].field.VC;
      const mate = { ...vc[0], id: s.nextId++, code: C.blasterBlade };
      vc.unshift(mate);
      s.legion = [{ seat: 0, leader: vc[1].id, mate: mate.id }];
      autoplay(s, (x) => x.phase === 'stride');
      answer(s, { t: 'card', card: idOf(s, 0, 'gzone', G1) });
      answer(s, { t: 'card', card: idOf(s, 0, 'hand', C.brigitte) });
      answer(s, { t: 'done' });
      expect(prompt(s)).toBe('vg.heartChoice');
      answer(s, { t: 'card', card: mate.id });
      expect(power(s, 0, vanguardOf(s, 0)!)).toBe(15000 + cardByCode(C.blasterBlade)!.power);
      expect(s.players[0].field.VC).toHaveLength(3);
    });

    it('VG2 8.5.2.1.1.3: a vanguard at grade 3 when the turn began may stride over a grade 2 opponent; one ridden to grade 3 this turn may not', () => {
      const opp = { vanguard: C.nehalem }; // grade 2
      const early = scenario({
        at: 'stand',
        p0: { vanguard: C.brigitte, hand: [C.brigitte], gzone: [G1] },
        p1: opp,
      });
      autoplay(early, (x) => prompt(x) === 'vg.stride' || x.phase === 'main');
      expect(prompt(early)).toBe('vg.stride');
      // Grade 2 when the turn began, grade 3 by riding: the opponent's grade 2 vanguard keeps the stride locked.
      const late = scenario({
        at: 'stand',
        p0: { vanguard: C.gallatin, hand: [C.brigitte, C.brigitte, C.wingal], gzone: [G1] },
        p1: opp,
      });
      autoplay(late, (x) => prompt(x) === 'vg.ride');
      answer(late, { t: 'ride', card: idOf(late, 0, 'hand', C.brigitte) });
      autoplay(late, (x) => prompt(x) === 'vg.stride' || x.phase === 'main');
      expect(vanguardOf(late, 0)!.code).toBe(C.brigitte);
      expect(prompt(late)).toBe('vg.main');
      // A grade 3 opponent opens the other branch for the same position.
      const both = scenario({
        at: 'stand',
        p0: { vanguard: C.gallatin, hand: [C.brigitte, C.brigitte, C.wingal], gzone: [G1] },
        p1: { vanguard: C.overlord },
      });
      autoplay(both, (x) => prompt(x) === 'vg.ride');
      answer(both, { t: 'ride', card: idOf(both, 0, 'hand', C.brigitte) });
      autoplay(both, (x) => prompt(x) === 'vg.stride' || x.phase === 'main');
      expect(prompt(both)).toBe('vg.stride');
    });

    it('VG2 10.28.2.3 / VG2 10.27.5.1 / VG2 12.7.2 / VG2 12.7.2.1 / VG2 12.7.2.2: a strode G unit also has its heart’s card name; a name filter matches either', () => {
      const heartName = record(C.brigitte).name;
      const boost = cont({
        zones: ['RC'],
        effect: { cont: 'unitsModify', filter: { name: heartName }, stat: 'power', n: 1000 },
      });
      const undo = withTestAbilities(C.wingal, [boost]);
      try {
        const s = strideReady([C.brigitte], {
          p0: { vanguard: C.brigitte, hand: [C.brigitte], gzone: [G1], rc: { BL: C.wingal } },
        });
        autoplay(s, (x) => x.phase === 'stride');
        answer(s, { t: 'card', card: idOf(s, 0, 'gzone', G1) });
        answer(s, { t: 'card', card: idOf(s, 0, 'hand', C.brigitte) });
        answer(s, { t: 'done' });
        const g = vanguardOf(s, 0)!;
        // 12.7.2.1: both names at once, none joined.
        expect(holds(s, 0, vanguardIs({ name: heartName }))).toBe(true);
        expect(holds(s, 0, vanguardIs({ name: 'Test Stride Paladin' }))).toBe(true);
        expect(holds(s, 0, vanguardIs({ name: `Test Stride Paladin ${heartName}` }))).toBe(false);
        expect(holds(s, 0, vanguardIs({ nameIncludes: heartName.slice(0, 4) }))).toBe(true);
        expect(holds(s, 0, vanguardIs({ name: record(C.overlord).name }))).toBe(false);
        // "Your units named X get +1000": the G unit is one (15000 + the heart's printed power + 1000).
        expect(power(s, 0, g)).toBe(15000 + record(C.brigitte).power + 1000);
        // The G unit gone, the heart is the vanguard again with its own name only; the G unit has no heart to name.
        moveCard(s, 0, g, 'VC', 'gzone', { faceUp: true });
        expect(holds(s, 0, vanguardIs({ name: 'Test Stride Paladin' }))).toBe(false);
        expect(holds(s, 0, vanguardIs({ name: heartName }))).toBe(true);
        expect(
          matches(
            s,
            s.players[0].gzone.find((c) => c.up)!,
            { name: heartName },
          ),
        ).toBe(false);
      } finally {
        undo();
      }
    });

    it('VG2 6.5.1.2.2: declining leaves the vanguard and the G zone as they were', () => {
      const s = strideReady([C.brigitte]);
      autoplay(s, (x) => x.phase === 'stride');
      answer(s, { t: 'none' });
      expect(prompt(s)).toBe('vg.main');
      expect(vanguardOf(s, 0)!.code).toBe(C.brigitte);
      expect(s.players[0].gzone.every((c) => !c.up)).toBe(true);
    });

    it('VG2 6.5.1.2.2: the heuristic agent strides when it can', () => {
      const s = strideReady([C.wingal, C.blasterBlade, C.brigitte]);
      autoplay(s, (x) => x.phase === 'stride');
      for (let i = 0; i < 10 && s.phase === 'stride' && s.decision; i++) {
        const d = s.decision;
        act(s, d.seat, heuristicAnswer(vgView(s, d.seat), d.seat, d.prompt, d.options));
      }
      expect(record(vanguardOf(s, 0)!.code).unitType).toBe('g');
    });
  });

  describe('G units going back to the G zone', () => {
    useTestGUnits();

    function strode(): VGState {
      const s = strideReady([C.brigitte]);
      autoplay(s, (x) => x.phase === 'stride');
      answer(s, { t: 'card', card: idOf(s, 0, 'gzone', G1) });
      answer(s, { t: 'card', card: idOf(s, 0, 'hand', C.brigitte) });
      answer(s, { t: 'done' });
      return s;
    }

    it('VG2 6.8.1.1.1 / VG2 10.28.3: in the end phase the G unit goes to the G zone face up; the heart is the vanguard again in the G unit’s orientation', () => {
      const s = strode();
      const heart = s.players[0].field.VC[0];
      // Attack with the G unit so it rests, then play on to the end phase.
      autoplay(s, (x) => x.phase === 'end' || x.turnPlayer === 1, ['yes', 'pass', 'no', 'done']);
      expect(s.players[0].field.VC.map((c) => c.code)).toEqual([C.brigitte]);
      const vg = vanguardOf(s, 0)!;
      expect(vg.id).toBe(heart.id);
      expect(vg.rested).toBe(true); // the G unit had attacked
      const up = s.players[0].gzone.filter((c) => c.up);
      expect(up.map((c) => c.code)).toEqual([G1]);
      expect(vgView(s, 1).players[0].gzoneUp.map((c) => c.code)).toEqual([G1]); // 4.11.3: public
      expect(s.hearts).toEqual([]);
    });

    it('VG2 10.28.3: the heart takes the orientation of the G unit leaving the circle', () => {
      const s = strode();
      const g = vanguardOf(s, 0)!;
      s.players[0].field.VC[1] = { ...g, rested: true };
      moveCard(s, 0, s.players[0].field.VC[1], 'VC', 'gzone', { faceUp: true });
      expect(vanguardOf(s, 0)!.code).toBe(C.brigitte);
      expect(vanguardOf(s, 0)!.rested).toBe(true);
    });

    it('VG2 4.6.9: a G unit put from the field into another zone then goes to its owner’s G zone face up', () => {
      const s = scenario({ at: 'main', p0: { vanguard: C.brigitte, rc: { FL: G1 }, gzone: [G2] } });
      const g = s.players[0].field.FL[0];
      moveCard(s, 0, g, 'FL', 'drop');
      expect(s.players[0].drop).toHaveLength(0);
      expect(s.players[0].gzone.filter((c) => c.up).map((c) => c.code)).toEqual([G1]);
    });
  });
}

{
  // The tests gathered from strideLeftovers.test.ts, with its helpers: some of their names mean something else above.

  const power = vanguardCharacteristics.power;

  const { give } = testOnlyAbilities();

  const KING = 'TD03/004'; // King of Sword, a vanilla grade 2 host for test-only abilities

  const nameOf = (code: string): string => cardByCode(code)!.name;

  const printed = (code: string): number => cardByCode(code)!.power;

  /** Player 1 at the stride step, both vanguards grade 3. */
  function atStride(p0: PlayerSpec): VGState {
    const s = scenario({ at: 'ride', p0, p1: { vanguard: C.overlord } });
    autoplay(s, (x) => prompt(x) === 'vg.stride' || x.phase === 'main');
    return s;
  }

  /** Stride with G1, paying with the hand card `cost` (grade 3). */
  function strideG1(s: VGState, cost: string): void {
    answer(s, { t: 'card', card: idOf(s, 0, 'gzone', G1) });
    answer(s, { t: 'card', card: idOf(s, 0, 'hand', cost) });
    answer(s, { t: 'done' });
  }

  describe('VG2 10.27.5: hearts and the vanguard they are associated with', () => {
    useTestGUnits();

    /** Player 1 strides G1 over a legion of Brigitte (leader) and Blaster Blade (mate), choosing Blaster Blade. */
    function stridedOverLegion(): VGState {
      const s = atStride({ vanguard: C.brigitte, hand: [C.brigitte], gzone: [G1] });
      const vc = s.players[0].field.VC;
      const mate = { ...vc[0], id: s.nextId++, code: C.blasterBlade };
      vc.unshift(mate); // legion.ts: the mate first on the circle, the leader on top
      s.legion = [{ seat: 0, leader: vc[1].id, mate: mate.id, turn: s.turn }];
      strideG1(s, C.brigitte);
      expect(prompt(s)).toBe('vg.heartChoice');
      answer(s, { t: 'card', card: mate.id });
      return s;
    }

    it('VG2 10.27.5 / VG2 10.28.2.2: both cards of a legion become hearts associated with the G unit, not with the Legion Mate', () => {
      const s = stridedOverLegion();
      const g = vanguardOf(s, 0)!;
      expect(g.code).toBe(G1);
      expect(s.hearts).toEqual([{ seat: 0, gunit: g.id, heart: s.players[0].field.VC[0].id }]);
      const view = vgView(s, 1).players[0].field.VC;
      expect(view.map((c) => ('heart' in c ? c.heart : undefined))).toEqual([true, true, undefined]);
      expect(power(s, 0, g)).toBe(15000 + printed(C.blasterBlade));
    });

    it('VG2 10.27.5.2: the chosen heart leaving the vanguard circle takes its name and power away; the other heart gives its own', () => {
      const s = stridedOverLegion();
      const g = vanguardOf(s, 0)!;
      expect(holds(s, 0, vanguardIs({ name: nameOf(C.blasterBlade) }))).toBe(true);
      moveCard(s, 0, s.players[0].field.VC[0], 'VC', 'drop');
      expect(power(s, 0, g)).toBe(15000 + printed(C.brigitte));
      expect(holds(s, 0, vanguardIs({ name: nameOf(C.blasterBlade) }))).toBe(false);
      expect(holds(s, 0, vanguardIs({ name: nameOf(C.brigitte) }))).toBe(true);
      // The last heart leaving too, the G unit has its own name and power only.
      moveCard(s, 0, s.players[0].field.VC[0], 'VC', 'drop');
      expect(s.players[0].field.VC.map((c) => c.code)).toEqual([G1]);
      expect(power(s, 0, g)).toBe(15000);
      expect(holds(s, 0, vanguardIs({ name: nameOf(C.brigitte) }))).toBe(false);
    });

    it('VG2 10.27.5.2: a heart that was not chosen leaving changes nothing', () => {
      const s = stridedOverLegion();
      const g = vanguardOf(s, 0)!;
      moveCard(s, 0, s.players[0].field.VC[1], 'VC', 'drop'); // Brigitte, the unchosen heart
      expect(power(s, 0, g)).toBe(15000 + printed(C.blasterBlade));
      expect(holds(s, 0, vanguardIs({ name: nameOf(C.blasterBlade) }))).toBe(true);
    });
  });

  describe('VG2 11.42.3: effects that modify the stride cost', () => {
    useTestGUnits();

    const cheaper = (n: number) => cont({ zones: ['RC'], effect: { cont: 'strideCost', n } });

    it('VG2 11.11.2: a [CONT] lowering the stride cost lets a normal stride be paid with a smaller total grade', () => {
      const poor = atStride({ vanguard: C.brigitte, hand: [C.wingal], gzone: [G1], rc: { FL: KING } });
      // grade 1 < 3: no stride (issue 19: the step is asked, with "none" alone)
      expect(poor.decision).toMatchObject({ prompt: 'vg.stride', options: [{ t: 'none' }] });
      give(KING, [cheaper(2)]);
      const s = atStride({ vanguard: C.brigitte, hand: [C.wingal, C.marron], gzone: [G1], rc: { FL: KING } });
      expect(prompt(s)).toBe('vg.stride');
      answer(s, { t: 'card', card: idOf(s, 0, 'gzone', G1) });
      expect(offers(s, { t: 'done' })).toBe(false);
      answer(s, { t: 'card', card: idOf(s, 0, 'hand', C.wingal) });
      expect(offers(s, { t: 'done' })).toBe(true); // grade 1 = 3 - 2
      answer(s, { t: 'done' });
      expect(vanguardOf(s, 0)!.code).toBe(G1);
      expect(s.players[0].hand.map((c) => c.code)).toEqual([C.marron]);
      expect(abilityText(cheaper(2))).toContain('total grade 2 lower');
    });

    it('VG2 11.42.3: the same [CONT] does not change the cost of an ultimate stride', () => {
      give(KING, [cheaper(3)]);
      give(G2, [ultimateStride([discard(1)])]);
      const up = Array.from({ length: 3 }, () => ({ code: G1, faceDown: false }));
      // No hand card: the normal stride now costs nothing, but the ultimate stride still needs its discard.
      const empty = atStride({ vanguard: C.brigitte, hand: [], gzone: [G1, G2, ...up], rc: { FL: KING } });
      expect(prompt(empty)).toBe('vg.stride');
      expect(offers(empty, { t: 'card', card: idOf(empty, 0, 'gzone', G1) })).toBe(true);
      expect(offers(empty, { t: 'card', card: idOf(empty, 0, 'gzone', G2) })).toBe(false);
      const s = atStride({
        vanguard: C.brigitte,
        hand: [C.wingal, C.stardust],
        gzone: [G1, G2, ...up],
        rc: { FL: KING },
      });
      answer(s, { t: 'card', card: idOf(s, 0, 'gzone', G2) });
      expect(prompt(s)).toBe('vg.cost.discard');
      answer(s, { t: 'card', card: idOf(s, 0, 'hand', C.wingal) });
      autoplay(s, (x) => prompt(x) === 'vg.main');
      expect(vanguardOf(s, 0)!.code).toBe(G2);
      expect(s.players[0].drop.map((c) => c.code)).toEqual([C.wingal]);
      expect(s.players[0].hand.map((c) => c.code)).toEqual([C.stardust]);
    });
  });
}

{
  // The tests gathered from turn.test.ts, with its helpers: some of their names mean something else above.

  const act = coreEngine.act;

  const FORMATS = ['cr201', 'cr110'] as const;

  /** `act` must refuse `a` with IllegalAnswer and leave the state byte-identical. */
  function expectRefused(s: VGState, seat: Seat, a: Answer & Record<string, unknown>): void {
    const before = JSON.stringify(s);
    expect(() => act(s, seat, a)).toThrow(IllegalAnswer);
    expect(JSON.stringify(s)).toBe(before);
  }

  /** Index of the first logged event matching `pred`, from `from` on. */
  function logIndex(s: VGState, pred: (e: Record<string, unknown>) => boolean, from = 0): number {
    const log = s.log ?? [];
    for (let i = from; i < log.length; i++) if (pred(log[i].e as unknown as Record<string, unknown>)) return i;
    return -1;
  }

  describe.each(FORMATS)('ride phase (%s)', (format) => {
    const v2 = format === 'cr201';

    it(`${v2 ? 'VG2 8.5.2.1.1.1 / VG2 6.5.1.1.2' : 'VG1 8.5.2.1.1.1 / VG1 6.5.1.2'} the ride step offers hand cards of the vanguard's grade or one above, once per name`, () => {
      const s = scenario({
        format,
        at: 'ride',
        p0: { vanguard: C.wingal, hand: [C.blasterBlade, C.gallatin, C.marron, C.marron, C.brigitte, C.stardust] },
      });
      expect(s.decision).toMatchObject({ seat: 0, kind: 'playTiming', prompt: 'vg.ride' });
      const hand = s.players[0].hand;
      expect(s.decision!.options).toEqual([
        { t: 'ride', card: hand[0].id },
        { t: 'ride', card: hand[1].id },
        { t: 'ride', card: hand[2].id },
        { t: 'pass' },
      ]);
    });

    it(`${v2 ? 'VG2 6.5.1.1.3' : 'VG1 6.5.1.2'} in the ride step the only circle a card can be played on is the vanguard circle`, () => {
      const s = scenario({ format, at: 'ride', p0: { vanguard: C.wingal, hand: [C.marron, C.blasterBlade] } });
      expect(s.decision!.options.every((o) => o.t === 'ride' || o.t === 'pass')).toBe(true);
      expectRefused(s, 0, { t: 'call', card: idOf(s, 0, 'hand', C.marron), circle: 'FL' });
    });

    it(`${v2 ? 'VG2 8.5.2.1.1.1' : 'VG1 8.5.2.1.1.1'} riding a grade 3 onto a grade 1 vanguard is refused as IllegalAnswer and changes nothing`, () => {
      const s = scenario({ format, at: 'ride', p0: { vanguard: C.wingal, hand: [C.brigitte, C.blasterBlade] } });
      expectRefused(s, 0, { t: 'ride', card: idOf(s, 0, 'hand', C.brigitte) });
    });

    it(`${v2 ? 'VG2 8.5.2.1.1.1' : 'VG1 8.5.2.1.1.1'} riding a lower grade is refused as IllegalAnswer`, () => {
      const s = scenario({ format, at: 'ride', p0: { vanguard: C.blasterBlade, hand: [C.wingal, C.gallatin] } });
      expectRefused(s, 0, { t: 'ride', card: idOf(s, 0, 'hand', C.wingal) });
    });

    it(`${v2 ? 'VG2 8.5.1.2 / VG2 4.6.4.1' : 'VG1 8.5.1.1.1 / VG1 4.6.4.1'} VG-014 riding a grade 2 over a rested grade 1: the grade 2 stands, the grade 1 goes to the soul`, () => {
      const s = scenario({
        format,
        at: 'ride',
        p0: { vanguard: { code: C.wingal, rested: true }, hand: [C.blasterBlade] },
      });
      const old = s.players[0].field.VC[0];
      const handCard = s.players[0].hand[0];
      answer(s, { t: 'ride', card: handCard.id });
      const vc = s.players[0].field.VC;
      expect(vc).toHaveLength(1);
      expect(vc[0]).toMatchObject({ code: C.blasterBlade, rested: false, up: true });
      expect(vc[0].id).not.toBe(handCard.id);
      expect(s.players[0].soul.map((c) => c.code)).toEqual([C.wingal]);
      expect(s.players[0].soul[0].id).not.toBe(old.id);
      expect(s.players[0].hand).toHaveLength(0);
    });

    it(`${v2 ? 'VG2 8.5.3.1 / VG2 9.3.1 / VG2 6.5.1.1.4' : 'VG1 8.5.2.4.1 / VG1 9.3.1 / VG1 6.5.1.3'} the old vanguard goes to the soul by rule action in the check timing after the ride`, () => {
      const s = scenario({ format, at: 'ride', p0: { vanguard: C.wingal, hand: [C.blasterBlade] } });
      const from = s.log!.length;
      answer(s, { t: 'ride', card: idOf(s, 0, 'hand', C.blasterBlade) });
      const ride = logIndex(s, (e) => e.t === 'ride', from);
      const toSoul = logIndex(s, (e) => e.t === 'move' && e.from === 'VC' && e.to === 'soul', from);
      const next = logIndex(s, (e) => e.t === 'timing', from);
      expect(ride).toBeGreaterThan(0);
      expect(toSoul).toBeGreaterThan(ride);
      expect(toSoul).toBeLessThan(next);
      expect(events(s, 'ride')[0]).toMatchObject({ seat: 0, card: { code: C.blasterBlade } });
    });

    it(`${v2 ? 'VG2 6.5.1.1.2' : 'VG1 6.5.1.2'} VG-013 a normal ride happens only once per turn: afterwards no ride is offered`, () => {
      const s = scenario({ format, at: 'ride', p0: { vanguard: C.wingal, hand: [C.blasterBlade, C.gallatin] } });
      answer(s, { t: 'ride', card: idOf(s, 0, 'hand', C.blasterBlade) });
      expect(prompt(s)).toBe('vg.main');
      expect(s.decision!.options.some((o) => o.t === 'ride')).toBe(false);
      expectRefused(s, 0, { t: 'ride', card: idOf(s, 0, 'hand', C.gallatin) });
    });

    it(`${v2 ? 'VG2 6.5.1.1.2' : 'VG1 6.5.1.2'} VG-013 with a normal ride already made this turn, the ride step offers none`, () => {
      const s = scenario({ format, at: 'ride', p0: { vanguard: C.wingal, hand: [C.blasterBlade] } });
      expect(prompt(s)).toBe('vg.ride');
      // Re-enter the same ride step as if a normal ride had already been made this turn.
      s.decision = null;
      s.normalRideDone = true;
      run(s);
      expect(prompt(s)).toBe('vg.main');
      expect(s.players[0].field.VC[0].code).toBe(C.wingal);
      expect(s.players[0].hand.map((c) => c.code)).toEqual([C.blasterBlade]);
    });

    it(`${v2 ? 'VG2 6.5.1.1.2' : 'VG1 6.5.1.2'} the once-per-turn ride is available again on the player's next turn`, () => {
      const s = scenario({
        format,
        at: 'ride',
        p0: { vanguard: C.wingal, hand: [C.blasterBlade, C.gallatin] },
        p1: { vanguard: C.brigitte },
      });
      answer(s, { t: 'ride', card: idOf(s, 0, 'hand', C.blasterBlade) });
      autoplay(s, (x) => x.turn === 5 && prompt(x) === 'vg.ride');
      expect(s.turnPlayer).toBe(0);
      expect(prompt(s)).toBe('vg.ride');
      expect(offers(s, { t: 'ride', card: idOf(s, 0, 'hand', C.gallatin) })).toBe(true);
    });

    it(`${v2 ? 'VG2 6.5.1.1.2' : 'VG1 6.5.1.2'} passing the ride step keeps the vanguard and goes on to the main phase`, () => {
      const s = scenario({ format, at: 'ride', p0: { vanguard: C.wingal, hand: [C.blasterBlade] } });
      answer(s, { t: 'pass' });
      expect(s.players[0].field.VC[0].code).toBe(C.wingal);
      expect(s.players[0].soul).toHaveLength(0);
      expect(prompt(s)).toBe('vg.main');
      expect(events(s, 'ride')).toHaveLength(0);
    });

    it(`${v2 ? 'VG2 8.5.1.1 / VG2 10.6.1 / VG2 10.6.1.1' : 'VG1 8.5.1.1 / VG1 10.1.5.1 / VG1 10.1.5.2'} a ride moves a hand card to the vanguard circle; played, it is a normal (not superior) ride`, () => {
      const s = scenario({ format, at: 'ride', p0: { vanguard: C.wingal, hand: [C.marron] } });
      answer(s, { t: 'ride', card: idOf(s, 0, 'hand', C.marron) });
      const ride = events(s, 'ride');
      expect(ride).toHaveLength(1);
      expect(ride[0]).not.toHaveProperty('superior');
      expect(events(s, 'move').filter((m) => m.to === 'VC')).toEqual([
        expect.objectContaining({ from: 'hand', to: 'VC', card: expect.objectContaining({ code: C.marron }) }),
      ]);
    });
  });

  describe('stride step', () => {
    it('VG2 6.5.1.2.1 / VG2 6.5.1.3 ver. 2.01 has a stride step timing after the ride step, before the main phase', () => {
      const s = scenario({ format: 'cr201', at: 'ride', p0: { vanguard: C.wingal, hand: [C.blasterBlade] } });
      answer(s, { t: 'ride', card: idOf(s, 0, 'hand', C.blasterBlade) });
      expect(timings(s)).toEqual(['ridePhase', 'strideStep', 'mainPhase']);
      // The old vanguard left in the ride step's check timing, before the stride step began.
      const toSoul = logIndex(s, (e) => e.t === 'move' && e.to === 'soul');
      const stride = logIndex(s, (e) => e.t === 'timing' && String(e.timings) === 'strideStep');
      expect(toSoul).toBeLessThan(stride);
    });

    it('VG1 6.5.1.3 ver. 1.10 has no stride step: after the ride step comes the main phase', () => {
      const s = scenario({ format: 'cr110', at: 'ride', p0: { vanguard: C.wingal, hand: [C.blasterBlade] } });
      answer(s, { t: 'ride', card: idOf(s, 0, 'hand', C.blasterBlade) });
      expect(timings(s)).toEqual(['ridePhase', 'mainPhase']);
    });
  });
}

{
  // The tests gathered from ultimateStride.test.ts, with its helpers: some of their names mean something else above.

  const power = vanguardCharacteristics.power;

  /** A United Sanctuary G unit with an ultimate stride skill (a <Zeroth Dragon>), and one of the Dragon Empire. */
  const UZ = 'TEST-U/001';

  const UZ_DE = 'TEST-U/002';

  /** A «Cray Elemental» G unit with an ultimate stride skill. */
  const UZ_CRAY = 'TEST-U/003';

  /** A grade 3 normal unit with no nation information (VG2 2.15.3.1). */
  const NO_NATION = 'TEST-U/004';

  /** The two sides of a Gyze card (VG2 12.10.2). */
  const NEON = 'TEST-GY/001a';

  const DEITY = 'TEST-GY/001b';

  /** Five different <Zeroth Dragon> for the bind zone (VG2 8.5.2.1.2.3). */
  const ZEROTH = ['TEST-Z/001', 'TEST-Z/002', 'TEST-Z/003', 'TEST-Z/004', 'TEST-Z/005'];

  function zeroth(code: string, name: string, over: Partial<CardRecord> = {}): CardRecord {
    return { ...gUnit(code, name), race: 'Zeroth Dragon', power: 25000, ...over };
  }

  function records(): CardRecord[] {
    const neon: CardRecord = {
      ...gUnit(NEON, 'Test Neon Gyze'),
      clan: 'Cray Elemental',
      nation: '',
      race: 'Test Race',
      grade: 0,
      power: 5000,
      shield: 10000,
      unitType: 'normal',
      skills: ['boost'],
      flip: { side: 'neon', other: DEITY },
    };
    const deity: CardRecord = {
      ...gUnit(DEITY, 'Test Deity Gyze'),
      clan: 'Cray Elemental',
      nation: '',
      power: 30000,
      flip: { side: 'deity', other: NEON },
    };
    return [
      gUnit(G1, 'Test Stride Paladin'),
      zeroth(UZ, 'Test Zeroth Paladin'),
      zeroth(UZ_DE, 'Test Zeroth Flame', { clan: 'Kagero', nation: 'Dragon Empire' }),
      zeroth(UZ_CRAY, 'Test Zeroth Element', { clan: 'Cray Elemental', nation: '' }),
      { ...gUnit(NO_NATION, 'Test Stateless Knight'), clan: 'Test Clan', nation: '', unitType: 'normal', grade: 3 },
      neon,
      deity,
      ...ZEROTH.map((code, i) => zeroth(code, `Test Zeroth ${i + 1}`, { clan: 'Test Clan', nation: 'Star Gate' })),
    ];
  }

  let undo: (() => void)[] = [];

  /** Face-up cards of `code` for a G zone (VG2 4.6.9: G units back from the field). */
  const up = (code: string, n: number) => Array.from({ length: n }, () => ({ code, faceDown: false }));

  /** At the stride step of player 1, whose opponent's vanguard is grade 2 (a normal stride is locked, 11.11.2). */
  function atStride(p0: PlayerSpec, p1: PlayerSpec = { vanguard: C.nehalem }): VGState {
    const s = scenario({ at: 'ride', p0, p1 });
    autoplay(s, (x) => prompt(x) === 'vg.stride' || x.phase === 'main');
    return s;
  }

  /** Stride with the card `code` from the G zone, discarding the hand card `cost` for its skill. */
  function ultimate(s: VGState, code: string, cost: string): void {
    answer(s, { t: 'card', card: idOf(s, 0, 'gzone', code) });
    if (prompt(s) === 'vg.cost.discard') answer(s, { t: 'card', card: idOf(s, 0, 'hand', cost) });
  }

  // From the former ultimateStride.test.ts:
  // Ultimate stride (VG2 11.42, 8.5.2.1.2, 10.28.5) and the Gyze card (12.10, flipping over 10.37). The built-in
  // pool has no G units and no Gyze card, so these tests add test-only records (`withTestCards`) and give them
  // their skills with `withTestAbilities`.

  describe('ultimate stride skill (non-Gyze)', () => {
    beforeEach(() => {
      undo = [withTestCards(records())];
      for (const code of [UZ, UZ_DE, UZ_CRAY]) undo.push(withTestAbilities(code, [ultimateStride([discard(1)])]));
      undo.push(withTestAbilities(NEON, [gyzeUltimateStride('Test Deity Gyze', [discard(1)])]));
    });
    afterEach(() => {
      for (const u of undo.reverse()) u();
    });

    it('VG2 11.42.1 / VG2 11.42.2.1 / VG2 8.5.2.1.2 / VG2 8.5.2.1.2.2: with three face-up cards in the G zone, the stride step offers the skill even over a grade 2 vanguard', () => {
      const s = atStride({ vanguard: C.brigitte, hand: [C.stardust, C.wingal], gzone: [UZ, ...up(G1, 3)] });
      expect(prompt(s)).toBe('vg.stride');
      expect(s.decision!.options).toEqual([{ t: 'card', card: idOf(s, 0, 'gzone', UZ) }, { t: 'none' }]);
      // Two face-up cards are not enough (8.5.2.1.2.2): there is nothing to stride, so the step is skipped.
      const two = atStride({ vanguard: C.brigitte, hand: [C.stardust], gzone: [UZ, ...up(G1, 2)] });
      expect(prompt(two)).toBe('vg.main');
    });

    it('VG2 11.42.2.1 / VG2 10.28.1: the skill pays its own cost and strides the G unit from face down; the vanguard becomes its heart', () => {
      const s = atStride({ vanguard: C.brigitte, hand: [C.stardust, C.wingal], gzone: [UZ, ...up(G1, 3)] });
      const old = vanguardOf(s, 0)!;
      ultimate(s, UZ, C.wingal);
      // The cost is the skill's own (one discard), not the normal stride's grades summing to 3 (11.11.2).
      expect(s.players[0].drop.map((c) => c.code)).toEqual([C.wingal]);
      expect(s.players[0].hand.map((c) => c.code)).toEqual([C.stardust]);
      expect(prompt(s)).toBe('vg.main');
      const vc = s.players[0].field.VC;
      expect(vc.map((c) => c.code)).toEqual([C.brigitte, UZ]);
      expect(vc[0].id).toBe(old.id);
      expect(power(s, 0, vanguardOf(s, 0)!)).toBe(25000 + 10000); // 10.28.2.3: with its heart's power
      expect(events(s, 'stride')).toHaveLength(1);
    });

    it('VG2 11.42.2.1: only a face-down card strides; a face-up copy is no choice, and normal stride never offers the skill’s card', () => {
      const s = atStride({ vanguard: C.brigitte, hand: [C.stardust], gzone: up(UZ, 3) });
      expect(prompt(s)).toBe('vg.main');
      // Both vanguards grade 3 and a hand for the normal stride cost: the normal stride offers only plain G units.
      const both = atStride({ vanguard: C.brigitte, hand: [C.brigitte], gzone: [UZ, G1] }, { vanguard: C.overlord });
      expect(both.decision!.options).toEqual([{ t: 'card', card: idOf(both, 0, 'gzone', G1) }, { t: 'none' }]);
    });

    it('VG2 8.5.2.1.2.1: the card with the skill and the vanguard must be from the same nation; «Cray Elemental» is from every nation', () => {
      const s = atStride({ vanguard: C.brigitte, hand: [C.stardust], gzone: [UZ_DE, UZ_CRAY, ...up(G1, 3)] });
      expect(s.decision!.options).toEqual([{ t: 'card', card: idOf(s, 0, 'gzone', UZ_CRAY) }, { t: 'none' }]);
      const dragon = atStride({ vanguard: C.overlord, hand: [C.stardust], gzone: [UZ, UZ_DE, ...up(G1, 3)] });
      expect(dragon.decision!.options).toEqual([{ t: 'card', card: idOf(dragon, 0, 'gzone', UZ_DE) }, { t: 'none' }]);
    });

    it('VG2 8.5.2.1.2.1.1: over a vanguard with no nation information, only a «Cray Elemental» card may ultimate stride', () => {
      const s = atStride({ vanguard: NO_NATION, hand: [C.stardust], gzone: [UZ, UZ_DE, UZ_CRAY, ...up(G1, 3)] });
      expect(s.decision!.options).toEqual([{ t: 'card', card: idOf(s, 0, 'gzone', UZ_CRAY) }, { t: 'none' }]);
    });

    it('VG2 10.28.5: when the G unit placed by ultimate stride returns to the G zone, every card of that G zone is removed', () => {
      const s = atStride({ vanguard: C.brigitte, hand: [C.stardust, C.wingal], gzone: [UZ, G1, ...up(G1, 3)] });
      ultimate(s, UZ, C.wingal);
      expect(s.players[0].gzone).toHaveLength(4);
      autoplay(s, (x) => x.turnPlayer === 1, ['pass', 'no', 'done', 'none']);
      // 6.8.1.1.1: back to the G zone face up, then the whole G zone (the face-down G1 too) is removed.
      expect(s.players[0].gzone).toEqual([]);
      expect(s.players[0].removed.map((c) => c.code).sort()).toEqual([G1, G1, G1, G1, UZ].sort());
      expect(vanguardOf(s, 0)!.code).toBe(C.brigitte);
      expect(vgView(s, 1).players[0].removed.map((c) => c.code)).toContain(UZ); // 10.36.1.1: public
    });

    it('VG2 10.28.5: a normally strode G unit returning to the G zone leaves the G zone as it is', () => {
      const s = atStride(
        { vanguard: C.brigitte, hand: [C.brigitte], gzone: [G1, ...up(G1, 3)] },
        { vanguard: C.overlord },
      );
      answer(s, { t: 'card', card: idOf(s, 0, 'gzone', G1) });
      answer(s, { t: 'card', card: idOf(s, 0, 'hand', C.brigitte) });
      answer(s, { t: 'done' });
      autoplay(s, (x) => x.turnPlayer === 1, ['pass', 'no', 'done', 'none']);
      expect(s.players[0].gzone).toHaveLength(4);
      expect(s.players[0].removed).toEqual([]);
    });

    it('VG2 11.42.1 / VG2 11.42.2: the skill renders as an ultimate stride skill (a Gyze card’s with its G unit side’s name) and is never an [ACT] of the main phase', () => {
      expect(abilityText(ultimateStride([discard(1)]))).toBe(
        '[Ultimate Stride]-(only with three or more face-up cards in your G zone; when it returns to your G zone, remove every card there)-Stride Step-[discard a card from your hand] Stride this card onto your (VC) from face down.',
      );
      expect(abilityText(gyzeUltimateStride('Test Deity Gyze', [discard(1)]))).toBe(
        '[Ultimate Stride]-"Test Deity Gyze" (only while your vanguard is grade 3 or greater and your bind zone holds five or more different <Zeroth Dragon>)-Stride Step-[discard a card from your hand] Remove from the game every other card you have on your circles, in your soul and in your G zone, turn this card over to its other side, and stride this card onto your (VC).',
      );
      const s = scenario({
        at: 'main',
        p0: { vanguard: C.brigitte, hand: [C.stardust, NEON], gzone: [UZ, ...up(G1, 3)] },
      });
      expect(s.decision!.options.some((o) => o.t === 'act')).toBe(false);
    });
  });
}
