// Vanguard rules tests — basic concepts: units, owner and master, drawing, damage, at random, orientation (both versions section 3).
// Gathered by rules topic from the batch-named files abilities.test.ts, abilities2Use.test.ts, damageSourceAndKeywords.test.ts, rules2and3.test.ts, rulesLastClauses.test.ts, rulesLeftover1to9.test.ts, rulesVG1.test.ts, rulesVG1Late.test.ts, upTo.test.ts, ver110.test.ts, zones.test.ts.

import { afterEach, describe, expect, it } from 'vitest';
import { agentContext } from '../../../src/ai/playGame.ts';
import { randomAgent } from '../../../src/ai/randomAgent.ts';
import { answerWithoutView, heuristicAnswer } from '../../../src/games/vanguard/product/heuristic.ts';
import * as coreEngine from '../../../src/core/engine.ts';
import { decision, eventsFor, newGame, view } from '../../../src/core/engine.ts';
import { seedRng, shuffleInPlace } from '../../../src/core/rng.ts';
import type { Seat } from '../../../src/core/types.ts';
import {
  type Ability,
  act,
  act as actAbility,
  auto,
  chooseOpponentRearguard,
  type Condition,
  cont,
  type Cost,
  type Count,
  draw,
  drawUpTo,
  type Effect,
  power,
  thisUnit,
  type Trigger,
} from '../../../src/games/vanguard/abilities/dsl.ts';
import { nonNumeric } from '../../../src/games/vanguard/abilities/layers.ts';
import { abilitiesOf, withTestAbilities } from '../../../src/games/vanguard/abilities/registry.ts';
import { activatedOptions } from '../../../src/games/vanguard/abilities/resolveAbility.ts';
import { abilityText, cardText } from '../../../src/games/vanguard/abilities/text.ts';
import { deckById, expandDeck } from '../../../src/games/vanguard/cards/cardPool.ts';
import * as vanguardCharacteristics from '../../../src/games/vanguard/characteristics.ts';
import { critical, power as powerOf, shield } from '../../../src/games/vanguard/characteristics.ts';
import type { FormatId } from '../../../src/games/vanguard/formats.ts';
import {
  type Card,
  type Circle,
  type PlayerState,
  REAR_GUARD_CIRCLES,
  unitOn,
  vanguardOf,
  type VGState,
} from '../../../src/games/vanguard/state.ts';
import { type CardView, vgView, type VGView } from '../../../src/games/vanguard/view.ts';
import * as cardsHelpers from '../cards/helpers.ts';
import { attack, call, codes, deck, endGuard, playAct, played, pw, unit } from '../cards/helpers.ts';
import { answer, autoplay, C, events, idOf, offers, prompt, scenario, setMods } from '../scenario.ts';
import { G1, G2, useTestGUnits } from '../strideCards.ts';
import { actDo, testOnlyAbilities } from '../testAbilities.ts';

const BOTH: readonly FormatId[] = ['cr201', 'cr110'];

const GANCELOT = 'TD01/003'; // g3 9000, [ACT](VC) CB2: if "Blaster Blade" in soul +5000/+1; [ACT](Hand) reveal → search

const MARRON = 'TD01/008'; // g1 8000, vanilla

const OASIS = 'TD03/008'; // g1 7000, [ACT](VC/RC) CB1: +1000 (turn)

const DARK_CAT = 'TD04/008'; // g1 7000, [AUTO] placed on (VC)/(RC), if «OTT» vanguard: each player may draw

const LOZENGE = 'TD04/015'; // g0 3000, forerunner; [AUTO](RC) boosts: +3000, returns to the deck at the end phase

const DJINN_FLARE = 'TD06/006'; // g2 8000, [AUTO](VC) attacks +4000; [AUTO](RC) attacks, «Narukami» vanguard +2000

const DJINN_SPARK = 'TD06/011'; // g1 6000, same abilities

// Vanilla trial-deck hosts (stats in data/vanguard/original-td.cards.json).
const KING = 'TD03/004'; // King of Sword, g2 10000

const TOUGH = 'TD03/007'; // Tough Boy, g1 8000

const WISEMAN = 'TD04/004'; // g2 10000

const undo: (() => void)[] = [];

function give(code: string, abilities: Ability[]): void {
  undo.push(withTestAbilities(code, abilities));
}

/** Player 1 strides G1 over Brigitte in the stride step (hand: one grade 3 card to pay the cost). */
function strode(spec: Partial<Parameters<typeof scenario>[0]> = {}): VGState {
  const s = scenario({
    at: 'ride',
    ...spec,
    p0: { vanguard: C.brigitte, hand: [C.brigitte], gzone: [G1, G2], ...spec.p0 },
    p1: { vanguard: C.overlord, ...spec.p1 },
  });
  autoplay(s, (x) => x.phase === 'stride');
  answer(s, { t: 'card', card: idOf(s, 0, 'gzone', G1) });
  answer(s, { t: 'card', card: idOf(s, 0, 'hand', C.brigitte) });
  answer(s, { t: 'done' });
  return s;
}

// From the former abilities.test.ts:
// Rules tests for the ability system (VG2 3.1.1 and section 8; VG1 2.11.3, 3.1 and section 8, whose
// numbers match ver. 2.01 up to 8.5.2.3 and then run one step behind: ver. 1.10's 8.5.2.4 is "resolve",
// its 8.5.3 "choose", 8.6.4 zone-changing triggers, 8.6.5 timed triggers, 8.6.7 a moved card's ability).
// Every position is built with the scenario builder from real trial-deck cards and played with `answer`.

// --- VG2 3.1.1.3–3.1.1.4 / VG1 2.11.3: zone markers --------------------------------------------------

describe('zone markers (VG2 3.1.1.3; VG1 2.11.3)', () => {
  for (const format of BOTH) {
    it(`VG2 3.1.1.3.1 / VG2 3.1.1.3.2 / VG1 2.11.3.1 / VG1 2.11.3.2 a (VC) auto works only on the vanguard circle and an (RC) auto only on a rear-guard circle (${format})`, () => {
      // Djinn of the Lightning Flare/Spark: (VC) "attacks: +4000"; (RC) "attacks, «Narukami» vanguard: +2000".
      const s = scenario({
        format,
        at: 'battle',
        p0: { vanguard: DJINN_FLARE, rc: { FL: DJINN_SPARK }, deck: deck() },
        p1: { hand: [C.stardust] },
      });
      attack(s, 'VC', 'VC');
      expect(prompt(s)).toMatch(/^vg\.guard/);
      expect(pw(s, 0, 'VC')).toBe(8000 + 4000);
      expect(events(s, 'modify').map((e) => e.n)).toEqual([4000]);
      endGuard(s);
      attack(s, 'FL', 'VC');
      expect(pw(s, 0, 'FL')).toBe(6000 + 2000);
      expect(events(s, 'modify').map((e) => e.n)).toEqual([4000, 2000]);
      expect(played(s)).toEqual([`0:${DJINN_FLARE}`, `0:${DJINN_SPARK}`]);
    });
  }

  it('VG2 3.1.1.4 an ability marked (VC/RC) is active on either circle: Oasis Girl’s [ACT] is offered on both', () => {
    const s = scenario({
      at: 'main',
      p0: { vanguard: OASIS, rc: { FL: OASIS, BL: OASIS }, damage: [MARRON] },
    });
    const vc = idOf(s, 0, 'VC', OASIS);
    const fl = idOf(s, 0, 'FL', OASIS);
    const bl = idOf(s, 0, 'BL', OASIS);
    expect(offers(s, { t: 'act', card: vc, index: 0 })).toBe(true);
    expect(offers(s, { t: 'act', card: fl, index: 0 })).toBe(true);
    expect(offers(s, { t: 'act', card: bl, index: 0 })).toBe(true);
    answer(s, { t: 'act', card: bl, index: 0 });
    expect(pw(s, 0, 'BL')).toBe(8000);
    expect(pw(s, 0, 'FL')).toBe(7000);
  });

  for (const format of BOTH) {
    it(`VG2 3.1.1.3.4 / VG2 3.1.1.3.1 / VG2 8.1.1.1.1 an [ACT](Hand) is offered only from the hand and an [ACT](VC) only on the vanguard circle (${format})`, () => {
      const s = scenario({
        format,
        at: 'main',
        p0: { vanguard: GANCELOT, rc: { FL: GANCELOT }, hand: [GANCELOT], damage: [MARRON, MARRON], deck: deck() },
      });
      const vc = idOf(s, 0, 'VC', GANCELOT);
      const fl = idOf(s, 0, 'FL', GANCELOT);
      const hand = idOf(s, 0, 'hand', GANCELOT);
      const acts = s.decision!.options.filter((o) => o.t === 'act');
      expect(acts).toEqual([
        { t: 'act', card: vc, index: 0 },
        { t: 'act', card: hand, index: 1 },
      ]);
      expect(offers(s, { t: 'act', card: fl })).toBe(false);
    });
  }

  it('VG2 3.1.1.3.10 / VG2 8.1.1.2.1 text with no zone marker is active anywhere: Dark Cat’s "placed" auto works on (VC) and on (RC)', () => {
    const s = scenario({
      at: 'ride',
      p0: { vanguard: LOZENGE, hand: [DARK_CAT, DARK_CAT], deck: deck() },
    });
    answer(s, { t: 'ride', card: idOf(s, 0, 'hand', DARK_CAT) });
    // Lozenge Magus' forerunner ability and Dark Cat's both wait; play Dark Cat's first.
    expect(prompt(s)).toBe('vg.playAuto');
    answer(s, { t: 'auto', source: idOf(s, 0, 'VC', DARK_CAT), index: 0 });
    expect(prompt(s)).toBe('vg.mayDraw');
    answer(s, { t: 'no' });
    answer(s, { t: 'no' });
    expect(prompt(s)).toBe('vg.optional'); // Lozenge Magus: "you may call this card"
    answer(s, { t: 'no' });
    expect(prompt(s)).toBe('vg.main');
    call(s, DARK_CAT, 'FR');
    expect(prompt(s)).toBe('vg.mayDraw');
    expect(played(s)).toEqual([`0:${DARK_CAT}`, `0:${LOZENGE}`, `0:${DARK_CAT}`]);
  });
});

// From the former rulesLeftover1to9.test.ts:
// Leftover clauses of VG2 sections 3–8 that earlier rules tests did not reach: the (Deck) zone marker (3.1.1.3.9),
// "units" covering G units and trigger units (3.8.1.1), each player's own G deck (5.3), normal stride (8.5.1.4)
// and the order of the end phase's first actions (6.8.1.1). Vanilla trial-deck cards get test-only abilities
// (`withTestAbilities`) and the test G units come from strideCards.ts.

describe('VG2 3.1.1.3 zone markers', () => {
  useTestGUnits();
  afterEach(() => {
    while (undo.length) undo.pop()!();
  });

  it('VG2 3.1.1.3.9: text after (Deck) is not active on the field, in the hand or in the drop zone', () => {
    // TOUGH's abilities are all marked (Deck); KING carries the same [AUTO] marked (Drop) as a control.
    give(TOUGH, [
      act({ zones: ['deck'], cost: [], effects: [draw(1)] }),
      cont({ zones: ['deck'], effect: { cont: 'modify', stat: 'power', n: 5000 } }),
      auto({ zones: ['deck'], trigger: { on: 'putInto', zone: 'drop' }, effects: [draw(1)] }),
    ]);
    give(KING, [auto({ zones: ['drop'], trigger: { on: 'putInto', zone: 'drop' }, effects: [draw(1)] })]);
    const s = scenario({
      at: 'main',
      p0: { vanguard: C.brigitte, rc: { FL: TOUGH, FR: KING }, hand: [TOUGH, WISEMAN, WISEMAN] },
    });
    expect(prompt(s)).toBe('vg.main');
    // Neither the unit on (RC) nor the copy in the hand may play the (Deck) [ACT]; the (Deck) [CONT] gives nothing.
    expect(activatedOptions(s, 0)).toEqual([]);
    expect(pw(s, 0, 'FL')).toBe(8000);
    // Calling over both rear-guards puts them into the drop zone (VG2 9.3.6): only the (Drop) [AUTO] triggers.
    call(s, WISEMAN, 'FL');
    call(s, WISEMAN, 'FR');
    const stoodBy = events(s, 'standby').map((e) => (e.card as { code: string } | undefined)?.code);
    expect(stoodBy).toEqual([KING]);
    expect(s.players[0].drop.map((c) => c.code)).toEqual([TOUGH, KING]);
  });
});

describe('VG2 3.8.1.1 units', () => {
  useTestGUnits();
  afterEach(() => {
    while (undo.length) undo.pop()!();
  });

  it('VG2 3.8.1.1: an effect on "your units" reaches a G unit, a trigger unit and a normal unit alike', () => {
    // KING: "[CONT](RC): your other units get Power +1000".
    give(KING, [
      cont({ zones: ['RC'], effect: { cont: 'unitsModify', filter: { other: true }, stat: 'power', n: 1000 } }),
    ]);
    const s = strode({ p0: { rc: { BC: KING, FL: C.critRP, FR: TOUGH } } });
    expect(prompt(s)).toBe('vg.main');
    expect(vanguardOf(s, 0)!.code).toBe(G1);
    // G unit 15000 + Brigitte's 10000 (its heart, VG2 10.28.2.3) + 1000; trigger unit 5000 + 1000; normal unit 8000 + 1000.
    expect(pw(s, 0, 'VC')).toBe(26000);
    expect(pw(s, 0, 'FL')).toBe(6000);
    expect(pw(s, 0, 'FR')).toBe(9000);
    expect(pw(s, 0, 'BC')).toBe(10000); // "other": not itself
  });
});

{
  // The tests gathered from abilities2Use.test.ts, with its helpers: some of their names mean something else above.

  const BOTH = cardsHelpers.BOTH;

  const TOUGH = 'TD03/007'; // Tough Boy, g1 8000 «Nova Grappler»

  const GARETH = 'TD05/008'; // g1 8000 «Gold Paladin»

  const NEHALEM = 'TD02/004'; // g2 10000 «Kagero»

  const BAHR = 'TD02/007'; // g1 8000 «Kagero»

  const { give } = testOnlyAbilities();

  const actOn = (cost: Cost[], ...effects: Effect[]): Ability => act({ zones: ['VC', 'RC'], cost, effects });

  function actId(s: VGState, seat: 0 | 1, circle: 'VC' | 'FL' | 'FR'): number {
    return unit(s, seat, circle).id;
  }

  function playAct(s: VGState, id: number, index = 0): void {
    expect(prompt(s)).toBe('vg.main');
    answer(s, { t: 'act', card: id, index });
  }

  describe('zone markers outside the field (VG2 3.1.1.3)', () => {
    for (const format of BOTH) {
      it(`VG2 3.1.1.3.5 / VG2 3.1.1.3 a (Drop Zone) auto triggers only while its card is in the drop zone (${format})`, () => {
        give(GARETH, [
          auto({
            zones: ['drop'],
            trigger: { on: 'beginningOf', timing: 'mainPhase' },
            effects: [{ do: 'soulCharge', n: 1 }],
          }),
        ]);
        const s = scenario({
          format,
          at: 'main',
          p0: { vanguard: NEHALEM, hand: [GARETH], drop: [GARETH], soul: [], deck: deck([]) },
        });
        expect(s.players[0].soul).toHaveLength(1); // the copy in the drop zone, not the one in the hand
        expect(cardText(abilitiesOf(GARETH))).toBe(
          '[AUTO](Drop Zone):At the beginning of your main phase, Soul Charge (1).',
        );
      });

      it(`VG2 3.1.1.3.5 / VG2 10.19 a (Drop Zone) [ACT] is offered from the drop zone only; its bind cost cannot use the card itself (${format})`, () => {
        give(GARETH, [act({ zones: ['drop'], cost: [{ pay: 'bind', from: 'drop', n: 1 }], effects: [draw()] })]);
        const s = scenario({
          format,
          at: 'main',
          p0: { vanguard: NEHALEM, hand: [GARETH], drop: [GARETH], deck: deck([]) },
        });
        const inDrop = idOf(s, 0, 'drop', GARETH);
        expect(offers(s, { t: 'act', card: inDrop })).toBe(false); // nothing else to bind
        const s2 = scenario({
          format,
          at: 'main',
          p0: { vanguard: NEHALEM, hand: [GARETH], drop: [GARETH, BAHR], deck: deck([]) },
        });
        const id2 = idOf(s2, 0, 'drop', GARETH);
        expect(offers(s2, { t: 'act', card: idOf(s2, 0, 'hand', GARETH) })).toBe(false);
        playAct(s2, id2);
        expect(s2.players[0].bind.map((c) => c.code)).toEqual([BAHR]);
        expect(s2.players[0].hand).toHaveLength(2);
      });

      it(`VG2 3.1.1.3.7 a (Soul) auto watching for your «Nova Grappler» being placed on (RC) works from the soul (${format})`, () => {
        give(GARETH, [
          auto({
            zones: ['soul'],
            trigger: { on: 'yourUnitPlaced', filter: { clan: 'Nova Grappler' } },
            effects: [draw()],
          }),
        ]);
        const s = scenario({
          format,
          at: 'main',
          p0: { vanguard: NEHALEM, hand: [TOUGH, BAHR], soul: [GARETH], deck: deck([]) },
        });
        answer(s, { t: 'call', card: idOf(s, 0, 'hand', BAHR), circle: 'FL' });
        expect(s.players[0].hand).toHaveLength(1);
        answer(s, { t: 'call', card: idOf(s, 0, 'hand', TOUGH), circle: 'FR' });
        expect(s.players[0].hand).toHaveLength(1); // drew one card
        expect(events(s, 'playAbility')).toHaveLength(1);
      });

      it(`VG2 8.6.5 / VG2 3.1.1.3.10 / VG1 8.6.4 "when this card is put into your drop zone" (no marker) triggers from the drop zone after a retire (${format})`, () => {
        give(TOUGH, [auto({ trigger: { on: 'putInto', zone: 'drop' }, effects: [draw()] })]);
        give(NEHALEM, [actOn([], { do: 'retire', target: { unit: 'choose', side: 'you', what: 'rearguard', n: 1 } })]);
        const s = scenario({ format, at: 'main', p0: { vanguard: NEHALEM, rc: { FL: TOUGH }, deck: deck([]) } });
        playAct(s, actId(s, 0, 'VC'));
        answer(s, { t: 'unit', seat: 0, circle: 'FL' });
        expect(s.players[0].drop.map((c) => c.code)).toEqual([TOUGH]);
        expect(s.players[0].hand).toHaveLength(1);
      });
    }
  });
}

{
  // The tests gathered from damageSourceAndKeywords.test.ts, with its helpers: some of their names mean something else above.

  const BOTH = cardsHelpers.BOTH;

  const KING = 'TD03/004'; // King of Sword, g2 10000 «Nova Grappler», vanilla

  const TOUGH = 'TD03/007'; // Tough Boy, g1 8000 «Nova Grappler», Boost, vanilla

  const BAHR = 'TD02/007'; // g1 8000 «Kagero», vanilla

  const MARRON = 'TD01/008'; // g1 8000 «Royal Paladin», vanilla: the decks' filler

  const STARDUST = 'TD01/012'; // g0 6000

  const { give } = testOnlyAbilities();

  /** "[AUTO](zones): (trigger), this unit gets Power +n until end of turn." */
  const gains = (zones: Ability['zones'], trigger: Trigger, n: number): Ability =>
    auto({ zones, trigger, effects: [power(thisUnit, n, 'turn')] });

  /** Play every standing-by ability in the order offered, until no such question is left. */
  function playStandby(s: VGState): void {
    for (let i = 0; i < 10 && prompt(s) === 'vg.playAuto'; i++) answer(s, s.decision!.options[0] as never);
  }

  // From the former damageSourceAndKeywords.test.ts:
  // Rules tests for the source of damage (VG2 3.15: battle damage and skill damage, read by "when this card deals
  // damage" and "when this unit receives damage dealt by …"), the keyword references "with Rescue" (11.17.1.2),
  // "with Dominate" (11.23.1) and "with the Nitou Kaigan ability" (11.41.1.1), the card put into the soul by
  // Revelation (11.20.3), the three kinds of Generation Break (11.12.3), an effect that enables a keyword ability
  // (12.8) and the stride skill in a G unit's text (11.11). Vanilla trial-deck cards get test-only abilities (`withTestAbilities`, undone after each test).

  describe('the source of damage (VG2 3.15)', () => {
    for (const format of BOTH) {
      it(`VG2 3.15 / VG2 3.15.1 / VG2 3.15.1.1 battle damage: its source is the attacking card, which "when this card deals damage" and "damage dealt by" read (${format})`, () => {
        const dealt = gains(['RC'], { on: 'dealsDamage' }, 3000);
        const byKing = gains(['VC'], { on: 'receivesDamage', from: { name: 'King of Sword' } }, 2000);
        const byTough = gains(['VC'], { on: 'receivesDamage', from: { name: 'Tough Boy' } }, 2000);
        give(KING, [dealt, gains(['RC'], { on: 'dealsDamage', kind: 'skill' }, 1000)]);
        give(MARRON, [byKing]);
        give(BAHR, [byTough]);
        give(STARDUST, [gains(['VC'], { on: 'dealsDamage' }, 1000)]);
        expect(abilityText(dealt)).toBe(
          '[AUTO](RC):When this card deals damage to a vanguard, this unit gets Power +3000 until end of turn.',
        );
        expect(abilityText(byKing)).toBe(
          '[AUTO](VC):When this unit receives damage dealt by a card named "King of Sword", this unit gets Power +2000 until end of turn.',
        );
        const start = (defender: string) =>
          scenario({
            format,
            at: 'battle',
            p0: { vanguard: STARDUST, rc: { FL: KING }, deck: deck([]) },
            p1: { vanguard: defender, deck: deck([]) },
          });
        const s = start(MARRON);
        attack(s, 'FL', 'VC');
        endGuard(s);
        playStandby(s);
        expect(prompt(s)).toBe('vg.attack');
        expect(s.players[1].damage).toHaveLength(1);
        expect(pw(s, 0, 'FL')).toBe(10000 + 3000); // the attacking card dealt it, as battle damage (not skill damage)
        expect(pw(s, 1, 'VC')).toBe(8000 + 2000); // "dealt by King of Sword"
        expect(pw(s, 0, 'VC')).toBe(6000); // the attacker's vanguard is no source

        const other = start(BAHR);
        attack(other, 'FL', 'VC');
        endGuard(other);
        playStandby(other);
        expect(other.players[1].damage).toHaveLength(1);
        expect(pw(other, 1, 'VC')).toBe(8000); // not dealt by Tough Boy
      });

      it(`VG2 3.15.1.2 / VG2 3.15.1.2.1 skill damage: "deal one damage to your opponent's vanguard" has this card as its source, not its master (${format})`, () => {
        const hurt = actDo({ do: 'dealDamage', whose: 'opponent', n: 1 });
        give(KING, [hurt, gains(['RC'], { on: 'dealsDamage', kind: 'skill' }, 3000)]);
        give(MARRON, [
          gains(['VC'], { on: 'receivesDamage', from: { name: 'King of Sword' }, kind: 'skill' }, 2000),
          gains(['VC'], { on: 'receivesDamage', kind: 'battle' }, 5000),
        ]);
        give(STARDUST, [gains(['VC'], { on: 'dealsDamage' }, 1000)]);
        expect(abilityText(hurt)).toBe("[ACT](VC/RC):Deal one damage to your opponent's vanguard.");
        const s = scenario({
          format,
          at: 'main',
          p0: { vanguard: STARDUST, rc: { FL: KING }, deck: deck([]) },
          p1: { vanguard: MARRON, deck: deck([]) },
        });
        playAct(s, 0, unit(s, 0, 'FL').id, 0);
        playStandby(s);
        expect(prompt(s)).toBe('vg.main');
        expect(s.players[1].damage).toHaveLength(1);
        expect(pw(s, 0, 'FL')).toBe(10000 + 3000);
        expect(pw(s, 1, 'VC')).toBe(8000 + 2000); // skill damage, not battle damage
        expect(pw(s, 0, 'VC')).toBe(6000); // the player's vanguard did not deal it
      });

      it(`VG2 3.15.1.2 / VG2 3.15.1.2.1 Rescue deals damage to its master's own vanguard, and the Rescue card is its source (${format})`, () => {
        give(TOUGH, [actDo({ do: 'rescue', n: 1 })]);
        give(KING, [
          gains(['VC'], { on: 'receivesDamage', from: { name: 'Tough Boy' } }, 2000),
          gains(['VC'], { on: 'receivesDamage', from: { name: 'King of Sword' } }, 5000),
          gains(['VC'], { on: 'dealsDamage' }, 1000),
        ]);
        const s = scenario({
          format,
          at: 'main',
          p0: { vanguard: KING, rc: { FL: TOUGH }, damage: [BAHR], deck: deck([]) },
          p1: { deck: deck([]) },
        });
        playAct(s, 0, unit(s, 0, 'FL').id, 0);
        playStandby(s);
        expect(prompt(s)).toBe('vg.main');
        expect(codes(s.players[0].drop)).toEqual([BAHR]);
        expect(s.players[0].damage).toHaveLength(1);
        expect(pw(s, 0, 'VC')).toBe(10000 + 2000); // dealt by Tough Boy, not by the vanguard or its player
      });
    }
  });
}

{
  // The tests gathered from rules2and3.test.ts, with its helpers: some of their names mean something else above.

  // Vanilla trial-deck cards used as hosts (stats in data/vanguard/original-td.cards.json).
  const KING = 'TD03/004'; // King of Sword, g2 10000 «Nova Grappler», shield 5000, Intercept

  const TOUGH = 'TD03/007'; // Tough Boy, g1 8000 «Nova Grappler», shield 5000

  const GARETH = 'TD05/008'; // Knight of Elegant Skills, Gareth, g1 8000 «Gold Paladin»

  const BEAUMAINS = 'TD05/004'; // g2 10000 «Gold Paladin»

  const BAHR = 'TD02/007'; // g1 8000 «Kagero»

  const GRADE3 = 'TD02/002'; // a grade 3 «Kagero»

  const { give } = testOnlyAbilities();

  function playAct(s: VGState, seat: 0 | 1, circle: 'VC' | 'FL', index = 0): void {
    expect(prompt(s)).toBe('vg.main');
    answer(s, { t: 'act', card: unit(s, seat, circle).id, index });
  }

  /** Answer decisions with pass/no/done (else the first option) until `done` holds. */
  function playOn(s: VGState, done: () => boolean): void {
    for (let i = 0; i < 30 && !done() && s.decision; i++) {
      const o = s.decision.options.find((x) => ['pass', 'no', 'done'].includes(x.t)) ?? s.decision.options[0];
      answer(s, o as never);
    }
    expect(done()).toBe(true);
  }

  /** A face-up copy of `code` for `seat`'s bind zone (the scenario builder fills no bind zone). */
  function bound(s: VGState, seat: 0 | 1, code: string): Card {
    return { id: s.nextId++, code, owner: seat, up: true, rested: false, placed: 0, mods: null };
  }

  describe('section 3: basic concepts', () => {
    it('VG2 3.1.1.3.3 a (GC) ability is active only on the guardian circle: a [CONT](GC) shield +5000 and an [AUTO](GC) "when this unit intercepts"', () => {
      give(KING, [
        cont({ zones: ['GC'], effect: { cont: 'modify', stat: 'shield', n: 5000 } }),
        auto({ zones: ['GC'], trigger: { on: 'intercepts' }, effects: [draw()] }),
        auto({ zones: ['RC'], trigger: { on: 'intercepts' }, effects: [draw(), draw()] }),
      ]);
      const s = scenario({
        at: 'battle',
        p0: { vanguard: C.blasterBlade, deck: deck([]) },
        p1: { vanguard: TOUGH, rc: { FL: KING }, hand: [KING], deck: deck([]) },
      });
      expect(shield(s, 1, s.players[1].hand[0])).toBe(5000); // in the hand: printed
      expect(shield(s, 1, unit(s, 1, 'FL'))).toBe(5000); // on a rear-guard circle: printed
      attack(s, 'VC', 'VC');
      answer(s, { t: 'intercept', circle: 'FL' });
      expect(s.players[1].field.GC.map((c) => c.code)).toEqual([KING]);
      expect(shield(s, 1, s.players[1].field.GC[0])).toBe(10000);
      expect(pw(s, 1, 'VC')).toBe(8000 + 10000);
      playOn(s, () => s.players[1].hand.length === 2 || events(s, 'damage').length > 0);
      expect(s.players[1].hand).toHaveLength(2); // the (GC) auto drew one; the (RC) one did not trigger
    });

    for (const zone of ['bind', 'damage'] as const) {
      const clause = zone === 'bind' ? 'VG2 3.1.1.3.6' : 'VG2 3.1.1.3.8';
      const name = zone === 'bind' ? 'Bind Zone' : 'Damage Zone';
      it(`${clause} a (${name}) [AUTO] and [ACT] are active only while the card is in the ${zone === 'bind' ? 'bind' : 'damage'} zone`, () => {
        give(GARETH, [
          auto({
            zones: [zone],
            trigger: { on: 'beginningOf', timing: 'mainPhase' },
            effects: [{ do: 'soulCharge', n: 1 }],
          }),
          act({ zones: [zone], cost: [], effects: [draw()] }),
        ]);
        const s = scenario({
          at: 'ride',
          p0: {
            vanguard: C.stardust,
            hand: [GARETH],
            drop: [GARETH],
            damage: zone === 'damage' ? [GARETH] : [],
            deck: deck([]),
          },
        });
        if (zone === 'bind') s.players[0].bind.push(bound(s, 0, GARETH));
        expect(prompt(s)).toBe('vg.ride');
        answer(s, { t: 'pass' });
        expect(prompt(s)).toBe('vg.main');
        expect(s.players[0].soul).toHaveLength(1); // one copy triggered: the one in the marked zone
        const there = idOf(s, 0, zone, GARETH);
        expect(offers(s, { t: 'act', card: there, index: 1 })).toBe(true);
        expect(offers(s, { t: 'act', card: idOf(s, 0, 'drop', GARETH) })).toBe(false);
        expect(offers(s, { t: 'act', card: idOf(s, 0, 'hand', GARETH) })).toBe(false);
        answer(s, { t: 'act', card: there, index: 1 });
        expect(s.players[0].hand).toHaveLength(2);
        expect(cardText(abilitiesOf(GARETH))).toContain(`[ACT](${name}):Draw a card.`);
      });
    }

    it('VG2 3.7.1.1 "this unit is also a «Royal Paladin»" on a «Royal Paladin» adds no second copy of the clan', () => {
      give(C.marron, [cont({ effect: { cont: 'alsoClan', clan: 'Royal Paladin' } })]);
      give(TOUGH, [cont({ effect: { cont: 'alsoClan', clan: 'Royal Paladin' } })]);
      give(BEAUMAINS, [
        cont({
          zones: ['VC'],
          effect: { cont: 'unitsModify', filter: { clan: 'Royal Paladin' }, stat: 'power', n: 2000 },
        }),
      ]);
      const s = scenario({ at: 'main', p0: { vanguard: BEAUMAINS, rc: { FL: C.marron, FR: TOUGH }, deck: deck([]) } });
      expect(nonNumeric(s, 0, unit(s, 0, 'FL')).clans).toEqual(['Royal Paladin']);
      expect(nonNumeric(s, 0, unit(s, 0, 'FR')).clans).toEqual(['Nova Grappler', 'Royal Paladin']);
      expect([pw(s, 0, 'FL'), pw(s, 0, 'FR')]).toEqual([8000 + 2000, 8000 + 2000]);
    });

    it('VG2 3.12.5 Soul Charge and "put the rest into your drop zone" move the top cards of the deck as any move does: no card is drawn', () => {
      give(KING, [
        actDo({ do: 'soulCharge', n: 2 }),
        actDo({ do: 'lookTop', n: 1, upTo: 0, to: 'hand', rest: 'drop' }),
      ]);
      give(TOUGH, [auto({ zones: ['RC'], trigger: { on: 'youDraw' }, effects: [power(thisUnit, 1000, 'turn')] })]);
      const s = scenario({
        at: 'main',
        p0: { vanguard: KING, rc: { FL: TOUGH }, deck: deck([BAHR, GRADE3, C.wingal]) },
      });
      const top = [...s.players[0].deck].reverse().map((c) => c.code);
      playAct(s, 0, 'VC', 0);
      expect(s.players[0].soul.map((c) => [c.code, c.up])).toEqual([
        [BAHR, true],
        [GRADE3, true],
      ]);
      playAct(s, 0, 'VC', 1);
      expect(s.players[0].drop.map((c) => [c.code, c.up])).toEqual([[C.wingal, true]]);
      expect([...s.players[0].deck].reverse().map((c) => c.code)).toEqual(top.slice(3));
      expect(s.players[0].hand).toHaveLength(0);
      expect(pw(s, 0, 'FL')).toBe(8000); // "when you draw" never triggered
    });

    it('VG2 3.13 / VG2 3.13.1 / VG2 3.13.2 looking at the top two shows their characteristics to their player alone and leaves them in the deck; looking at zero does nothing', () => {
      give(KING, [
        actDo({ do: 'lookTop', n: 2, upTo: 1, filter: { gradeMin: 3 }, to: 'hand', rest: 'top' }),
        actDo({ do: 'lookTop', n: 0, upTo: 1, to: 'hand', rest: 'top' }),
      ]);
      const s = scenario({ at: 'main', p0: { vanguard: KING, deck: deck([BAHR, GRADE3]) } });
      const before = s.players[0].deck.map((c) => c.id);
      const [bahr, g3] = [...before].reverse();
      playAct(s, 0, 'VC', 0);
      expect(prompt(s)).toBe('vg.lookTake');
      expect(s.decision!.options).toEqual([{ t: 'none' }, { t: 'card', card: g3 }]); // the grade was checked
      expect(eventsFor(s, 0).filter((e) => e.t === 'look')).toMatchObject([
        { cards: [{ code: BAHR }, { code: GRADE3 }] },
      ]);
      expect(eventsFor(s, 1).filter((e) => e.t === 'look')).toEqual([{ t: 'look', seat: 0, n: 2 }]);
      answer(s, { t: 'none' });
      answer(s, { t: 'card', card: g3 }); // the rest go back on top, Bahr last so on top
      expect(prompt(s)).toBe('vg.main');
      expect([...s.players[0].deck].map((c) => c.id).sort()).toEqual([...before].sort());
      expect(s.players[0].deck.at(-1)!.id).toBe(bahr);
      const looks = events(s, 'look').length;
      playAct(s, 0, 'VC', 1);
      expect(prompt(s)).toBe('vg.main'); // nothing to take, nothing to order
      expect(events(s, 'look')).toHaveLength(looks);
      expect(s.players[0].hand).toHaveLength(0);
    });

    it('VG2 3.14 / VG2 3.14.1 / VG2 3.14.1.1 the source of an effect is the card whose ability made it: "cannot be affected by your opponent’s effects" stops Power −5000 from an opponent’s card, not from its own side', () => {
      give(TOUGH, [cont({ effect: { cont: 'unaffected' } })]);
      give(KING, [
        actDo(power({ unit: 'choose', side: 'you', what: 'rearguard', n: 1 }, -5000, 'turn')),
        actDo(power(chooseOpponentRearguard(), -5000, 'turn')),
      ]);
      const mine = scenario({ at: 'main', p0: { vanguard: KING, rc: { FL: TOUGH }, deck: deck([]) } });
      playAct(mine, 0, 'VC', 0);
      answer(mine, { t: 'unit', seat: 0, circle: 'FL' });
      expect(pw(mine, 0, 'FL')).toBe(3000);

      const theirs = scenario({
        at: 'main',
        turnPlayer: 1,
        p0: { rc: { FL: TOUGH, FR: GARETH } },
        p1: { vanguard: KING, deck: deck([]) },
      });
      playAct(theirs, 1, 'VC', 1);
      answer(theirs, { t: 'unit', seat: 0, circle: 'FL' });
      expect(pw(theirs, 0, 'FL')).toBe(8000);
      playAct(theirs, 1, 'VC', 1);
      answer(theirs, { t: 'unit', seat: 0, circle: 'FR' });
      expect(pw(theirs, 0, 'FR')).toBe(3000);
    });

    it('VG2 3.14.1.2 rule actions are no effects and have no source: a vanguard that cannot be affected by its opponent’s effects still takes its damage by the damage process', () => {
      give(TOUGH, [cont({ effect: { cont: 'unaffected' } })]);
      const s = scenario({
        at: 'battle',
        p0: { vanguard: C.blasterBlade, deck: deck([]) },
        p1: { vanguard: TOUGH, deck: deck([C.wingal]) },
      });
      attack(s, 'VC', 'VC');
      endGuard(s);
      playOn(s, () => s.players[1].damage.length > 0);
      expect(s.players[1].damage.map((c) => c.code)).toEqual([C.wingal]);
      expect(s.players[1].vanguardDamage).toBe(0);
    });

    it('VG2 3.18 / VG2 3.18.1 / VG2 3.18.2 each circle has one type: the five rear-guard circles are all "(RC)", the vanguard circle "(VC)", the guardian circle "(GC)"', () => {
      give(KING, [cont({ zones: ['RC'], effect: { cont: 'modify', stat: 'power', n: 1000 } })]);
      const s = scenario({
        at: 'battle',
        p0: { vanguard: C.blasterBlade, deck: deck([]) },
        p1: { vanguard: KING, rc: { FL: KING, FR: KING, BL: KING, BC: KING, BR: KING }, hand: [KING], deck: deck([]) },
      });
      const rcs = ['FL', 'FR', 'BL', 'BC', 'BR'] as const;
      expect(rcs.map((c) => pw(s, 1, c))).toEqual([11000, 11000, 11000, 11000, 11000]);
      expect(pw(s, 1, 'VC')).toBe(10000);
      attack(s, 'VC', 'VC');
      answer(s, { t: 'guard', card: idOf(s, 1, 'hand', KING) });
      const guardian = s.players[1].field.GC[0];
      expect(guardian.code).toBe(KING);
      expect(powerOf(s, 1, guardian)).toBe(10000); // a guardian circle is no rear-guard circle
      expect(pw(s, 1, 'VC')).toBe(10000 + 5000);
    });
  });
}

{
  // The tests gathered from rulesLastClauses.test.ts, with its helpers: some of their names mean something else above.

  const NEHALEM = 'TD02/004'; // g2 10000 «Kagero»

  const TOUGH = 'TD03/007'; // Tough Boy, g1 8000 «Nova Grappler»

  const { give } = testOnlyAbilities();

  /** Play the [ACT] at `index` of the unit on `circle` of player 1 from the main phase. */
  function playAct(s: VGState, circle: 'VC' | 'FL', index = 0): void {
    expect(prompt(s)).toBe('vg.main');
    answer(s, { t: 'act', card: unit(s, 0, circle).id, index });
  }

  describe('"original" is what is written on the card (VG2 3.7.1.2)', () => {
    const original = (what: 'power' | 'grade' | 'critical', unit: 'this' | 'yourVanguard' = 'this'): Count => ({
      of: 'original',
      what,
      unit,
    });
    const aboveOriginal: Condition = {
      if: 'compare',
      left: { of: 'power', unit: 'this' },
      op: '>',
      right: original('power'),
    };

    it('VG2 3.7.1.2 "Power + its original Power" adds the printed power, not the power raised by effects', () => {
      give(TOUGH, [
        actDo(power(thisUnit, 5000, 'turn')),
        actDo({ do: 'modify', target: thisUnit, stat: 'power', n: 1, until: 'turn', times: original('power') }),
      ]);
      const s = scenario({ at: 'main', p0: { rc: { FL: TOUGH } } });
      playAct(s, 'FL', 0);
      expect(pw(s, 0, 'FL')).toBe(13000);
      playAct(s, 'FL', 1);
      expect(pw(s, 0, 'FL')).toBe(21000); // 13000 + the printed 8000
      expect(cardText(abilitiesOf(TOUGH)).split('\n')[1]).toBe(
        "[ACT](VC/RC):This unit gets Power +1 equal to this unit's original Power until end of turn.",
      );
    });

    it('VG2 3.7.1.2 "if this unit\'s Power is greater than its original Power" compares with the printed value; a set-to effect leaves the original alone', () => {
      give(TOUGH, [
        actDo(power(thisUnit, 1000, 'turn')),
        actDo({ do: 'set', target: thisUnit, stat: 'power', n: 3000, until: 'turn' }),
        act({ zones: ['RC'], cost: [], condition: aboveOriginal, effects: [draw(1)] }),
      ]);
      const s = scenario({ at: 'main', p0: { rc: { FL: TOUGH } } });
      const hand = s.players[0].hand.length;
      playAct(s, 'FL', 2); // 8000 is not above 8000
      expect(s.players[0].hand).toHaveLength(hand);
      playAct(s, 'FL', 0);
      playAct(s, 'FL', 2); // 9000 is
      expect(s.players[0].hand).toHaveLength(hand + 1);
      playAct(s, 'FL', 1);
      expect(pw(s, 0, 'FL')).toBe(3000);
      playAct(s, 'FL', 2); // 3000 is not; the original is still 8000
      expect(s.players[0].hand).toHaveLength(hand + 1);
      expect(cardText(abilitiesOf(TOUGH)).split('\n')[2]).toBe(
        "[ACT](RC):If this unit's Power is greater than this unit's original Power, draw a card.",
      );
    });

    it("VG2 3.7.1.2 your vanguard's original grade is its printed grade even while an effect sets its grade", () => {
      const isGrade2: Condition = { if: 'compare', left: original('grade', 'yourVanguard'), op: '>=', right: 2 };
      give(NEHALEM, [
        actDo({ do: 'set', target: thisUnit, stat: 'grade', n: 0, until: 'turn' }),
        act({ zones: ['VC'], cost: [], condition: isGrade2, effects: [draw(1)] }),
      ]);
      const s = scenario({ at: 'main', p0: { vanguard: NEHALEM } });
      playAct(s, 'VC', 0);
      const hand = s.players[0].hand.length;
      playAct(s, 'VC', 1);
      expect(s.players[0].hand).toHaveLength(hand + 1);
      expect(cardText(abilitiesOf(NEHALEM)).split('\n')[1]).toBe(
        "[ACT](VC):If your vanguard's original grade is at least two, draw a card.",
      );
    });
  });
}

{
  // The tests gathered from rulesVG1.test.ts, with its helpers: some of their names mean something else above.

  // Vanilla trial-deck cards used as hosts (stats in data/vanguard/original-td.cards.json).
  const KING = 'TD03/004'; // King of Sword, g2 10000 «Nova Grappler», shield 5000, Intercept

  const TOUGH = 'TD03/007'; // Tough Boy, g1 8000 «Nova Grappler»

  const { give } = testOnlyAbilities();

  function playAct(s: VGState, seat: Seat, circle: 'VC' | 'FL', index = 0): void {
    expect(prompt(s)).toBe('vg.main');
    answer(s, { t: 'act', card: unit(s, seat, circle).id, index });
  }

  describe('VG1 section 3: characteristics and the source of an effect', () => {
    it('VG1 3.7.1.1 "this unit is also a «Royal Paladin»" on a «Royal Paladin» is a second copy of the same clan and is ignored', () => {
      give(C.gallatin, [cont({ effect: { cont: 'alsoClan', clan: 'Royal Paladin' } })]);
      give(TOUGH, [cont({ effect: { cont: 'alsoClan', clan: 'Royal Paladin' } })]);
      const s = scenario({ format: 'cr110', at: 'main', p0: { rc: { FL: C.gallatin, FR: TOUGH }, deck: deck([]) } });
      expect(nonNumeric(s, 0, unit(s, 0, 'FL')).clans).toEqual(['Royal Paladin']);
      expect(nonNumeric(s, 0, unit(s, 0, 'FR')).clans).toEqual(['Nova Grappler', 'Royal Paladin']);
    });

    it("VG1 3.14 / VG1 3.14.1 / VG1 3.14.1.1 / VG1 3.14.1.2 a unit that cannot be affected by its opponent's effects: an effect whose source is the opponent's card leaves it alone, its own card's effect changes it, and a rule action, which has no source, moves it", () => {
      give(KING, [actDo({ do: 'retire', target: chooseOpponentRearguard() })]);
      give(TOUGH, [cont({ effect: { cont: 'unaffected' } }), actDo(power(thisUnit, 2000, 'turn'))]);
      // Player 2's turn: its own ability's effect, whose source is Tough Boy, applies.
      const own = scenario({ format: 'cr110', turnPlayer: 1, at: 'main', p1: { rc: { FL: TOUGH }, deck: deck([]) } });
      playAct(own, 1, 'FL', 1);
      expect(pw(own, 1, 'FL')).toBe(8000 + 2000);
      // Player 1's turn: a guardian left outside the battle phase is put into the drop zone by rule action
      // (VG1 9.4.1), though it cannot be affected by player 1's effects.
      const s = scenario({
        format: 'cr110',
        at: 'main',
        p0: { rc: { FL: KING }, deck: deck([]) },
        p1: { rc: { FL: TOUGH }, gc: [TOUGH] },
      });
      expect(s.players[1].field.GC).toEqual([]);
      expect(codes(s.players[1].drop)).toEqual([TOUGH]);
      // King of Sword is the source of the retire: an opponent's card, so the rear-guard stays.
      playAct(s, 0, 'FL');
      answer(s, { t: 'unit', seat: 1, circle: 'FL' });
      expect(codes(s.players[1].field.FL)).toEqual([TOUGH]);
      expect(codes(s.players[1].drop)).toEqual([TOUGH]);
    });
  });
}

{
  // The tests gathered from rulesVG1Late.test.ts, with its helpers: some of their names mean something else above.

  const format = 'cr110';

  const KING = 'TD03/004'; // King of Sword, g2 10000 «Nova Grappler», vanilla

  const TOUGH = 'TD03/007'; // Tough Boy, g1 8000 «Nova Grappler», Boost, vanilla

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

  // From the former rulesVG1Late.test.ts:
  // Ver. 1.10 (format cr110) rules tests for behaviour first built and tested for ver. 2.01: the source of damage
  // (VG1 3.15), changing the unit attacked ("to battle", 10.1.19), calling several cards at once (10.1.6.1.1.1.1), a
  // superior call to the guardian circle (10.1.6.1.3.1) and searching a public zone (10.1.9.1.2). Attacks on several
  // units (7.3.1.4.2) are not here: cr110 turns "attack up to N units" off (its one-batch guard step has no way to
  // say which attacked unit a guardian guards). Vanilla trial-deck cards get test-only abilities (undone after each test).

  describe('the source of damage in ver. 1.10 (VG1 3.15)', () => {
    it('VG1 3.15 / VG1 3.15.1 / VG1 3.15.1.1 battle damage: its source is the attacking card, not the unit boosting it', () => {
      give(KING, [
        gains(['RC'], { on: 'dealsDamage' }, 3000),
        gains(['RC'], { on: 'dealsDamage', kind: 'skill' }, 1000),
      ]);
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
}

{
  // The tests gathered from upTo.test.ts, with its helpers: some of their names mean something else above.

  const BOTH = cardsHelpers.BOTH;

  const KING = 'TD03/004'; // King of Sword, a vanilla grade 2 host

  const TOP = [C.blasterBlade, C.gallatin, C.wingal, C.stardust]; // the deck's top four, top first

  const { give } = testOnlyAbilities();

  /** A position in player 1's main phase with KING on (RC) holding `effects` as a cost-free [ACT], then played. */
  function playing(effects: Effect[], format: 'cr201' | 'cr110' = 'cr201', top: string[] = TOP): VGState {
    give(KING, [actDo(...effects)]);
    const s = scenario({ format, at: 'main', p0: { rc: { FL: KING }, hand: [], deck: deck(top) } });
    expect(prompt(s)).toBe('vg.main');
    answer(s, { t: 'act', card: unit(s, 0, 'FL').id, index: 0 });
    return s;
  }

  const handCodes = (s: VGState) => codes(s.players[0].hand);

  /** "look at up to N cards from the top of your deck, choose up to one grade 2 from among them, put it into your hand, and the rest on the bottom". */
  const lookUpTo = (n: number): Effect => ({
    do: 'lookTop',
    n,
    lookUpTo: true,
    upTo: 1,
    filter: { gradeMin: 2, gradeMax: 2 },
    to: 'hand',
    rest: 'bottom',
  });

  // From the former upTo.test.ts:
  // Rules tests for "up to" quantities in draw and look effects: "draw up to N cards" (VG2 3.12.4–3.12.4.3,
  // VG1 3.12.4) and "look at up to N cards from the top of your deck" (VG2 3.13.3–3.13.3.3). Both are done one
  // card at a time, the master choosing before each card whether to stop, so each choice is made knowing the
  // cards already drawn or seen. Vanilla trial-deck cards are given test-only abilities (undone after each test).

  describe('draw up to N cards (VG2 3.12.4, VG1 3.12.4)', () => {
    for (const format of BOTH) {
      it(`VG2 3.12.4 / VG2 3.12.4.2 / VG2 3.12.4.3 / VG1 3.12.4 drawing every time draws the top N cards one by one and then ends without asking again (${format})`, () => {
        const s = playing([drawUpTo(3)], format);
        for (let i = 0; i < 3; i++) {
          expect(prompt(s)).toBe('vg.drawUpTo');
          expect(s.decision).toMatchObject({ seat: 0, kind: 'yesNo' });
          expect(handCodes(s)).toEqual(TOP.slice(0, i));
          answer(s, { t: 'yes' });
        }
        expect(handCodes(s)).toEqual(TOP.slice(0, 3));
        expect(s.players[0].deck).toHaveLength(21);
        expect(prompt(s)).toBe('vg.main'); // the third card ended it (3.12.4.3)
      });

      it(`VG2 3.12.4.1 / VG1 3.12.4 after a card is drawn the player may stop: one card drawn of up to three (${format})`, () => {
        const s = playing([drawUpTo(3)], format);
        answer(s, { t: 'yes' });
        // The next choice is made with the drawn card already in the hand, shown to its owner.
        expect(prompt(s)).toBe('vg.drawUpTo');
        const hand = vgView(s, 0).players[0].hand;
        expect(Array.isArray(hand) && hand.map((c) => c.code)).toEqual([C.blasterBlade]);
        answer(s, { t: 'no' });
        expect(handCodes(s)).toEqual([C.blasterBlade]);
        expect(s.players[0].deck).toHaveLength(23);
        expect(prompt(s)).toBe('vg.main');
      });

      it(`VG2 3.12.4.1 / VG1 3.12.4 the player may stop before drawing any card (${format})`, () => {
        const s = playing([drawUpTo(2)], format);
        expect(prompt(s)).toBe('vg.drawUpTo');
        answer(s, { t: 'no' });
        expect(handCodes(s)).toEqual([]);
        expect(s.players[0].deck).toHaveLength(24);
        expect(events(s, 'draw')).toEqual([]);
        expect(prompt(s)).toBe('vg.main');
      });
    }

    it('VG2 3.12.4 "draw up to 0 cards": nothing happens and nothing is asked', () => {
      const s = playing([drawUpTo(0)]);
      expect(prompt(s)).toBe('vg.main');
      expect(handCodes(s)).toEqual([]);
      expect(s.players[0].deck).toHaveLength(24);
    });

    it('VG2 3.12.4.3 the count is of this set of actions: the same ability played again offers its full number', () => {
      const s = playing([drawUpTo(2)]);
      answer(s, { t: 'yes' });
      answer(s, { t: 'no' });
      answer(s, { t: 'act', card: unit(s, 0, 'FL').id, index: 0 });
      answer(s, { t: 'yes' });
      expect(prompt(s)).toBe('vg.drawUpTo'); // a second card may still be drawn this time
      answer(s, { t: 'yes' });
      expect(handCodes(s)).toEqual(TOP.slice(0, 3));
      expect(prompt(s)).toBe('vg.main');
    });

    it('VG2 3.12.4 the card text reads "draw up to N cards"', () => {
      expect(cardText([actDo(drawUpTo(2))])).toBe('[ACT](VC/RC):Draw up to two cards.');
      expect(cardText([actDo(drawUpTo(1))])).toBe('[ACT](VC/RC):Draw up to one card.');
      expect(cardText([actAbility({ cost: [], effects: [{ do: 'draw', n: 2 }] })])).toBe('[ACT]:Draw two cards.');
    });

    it('the heuristic agent draws while its deck keeps a card (VG2 1.2.2.2: an empty deck loses) and always looks further', () => {
      const s = playing([drawUpTo(3)], 'cr201', []);
      const yesNo = s.decision!.options;
      expect(heuristicAnswer(vgView(s, 0), 0, 'vg.drawUpTo', yesNo)).toEqual({ t: 'yes' });
      s.players[0].deck.length = 1;
      expect(heuristicAnswer(vgView(s, 0), 0, 'vg.drawUpTo', yesNo)).toEqual({ t: 'no' });
      expect(answerWithoutView('vg.drawUpTo', yesNo)).toBeUndefined(); // it needs the view (the deck size)
      expect(answerWithoutView('vg.lookUpTo', yesNo)).toEqual({ t: 'yes' });
    });
  });

  describe('look at up to N cards from the top of the deck (VG2 3.13.3)', () => {
    it('VG2 3.13.3 / VG2 3.13.3.1 / VG2 3.13.3.2 the player looks at the top card, then the second, and may stop: the rest of the effect deals with those cards only', () => {
      const s = playing([lookUpTo(3)]);
      expect(prompt(s)).toBe('vg.lookUpTo');
      expect(s.decision).toMatchObject({ seat: 0, kind: 'yesNo' });
      expect(vgView(s, 0).decision?.looking ?? []).toEqual([]); // nothing seen yet
      answer(s, { t: 'yes' });
      // 3.13.3.2: N = 1, the top card; the player decides whether to go on while seeing it.
      expect(prompt(s)).toBe('vg.lookUpTo');
      expect(vgView(s, 0).decision?.looking?.map((c) => c.code)).toEqual([C.blasterBlade]);
      answer(s, { t: 'yes' });
      expect(vgView(s, 0).decision?.looking?.map((c) => c.code)).toEqual([C.blasterBlade, C.gallatin]);
      answer(s, { t: 'no' }); // 3.13.3.1: stop before the third card
      // Only the two cards looked at can be taken; the third (Wingal, grade 1) and the rest are never seen.
      expect(prompt(s)).toBe('vg.lookTake');
      const seen = s.decision!.looking!.map((id) => s.players[0].deck.find((c) => c.id === id)!.code);
      expect(seen).toEqual([C.blasterBlade, C.gallatin]);
      expect(s.decision!.options.filter((o) => o.t === 'card')).toHaveLength(2);
      answer(s, { t: 'card', card: s.decision!.looking![1] });
      expect(handCodes(s)).toEqual([C.gallatin]);
      // The one card left of those looked at goes to the bottom; the unseen third card is still on top.
      const deckTopFirst = codes(s.players[0].deck).reverse();
      expect(deckTopFirst[0]).toBe(C.wingal);
      expect(deckTopFirst.at(-1)).toBe(C.blasterBlade);
      expect(prompt(s)).toBe('vg.main');
    });

    it('VG2 3.13.3.2 the cards looked at are shown only to their master: the opponent learns that one card was looked at each time', () => {
      const s = playing([lookUpTo(3)]);
      answer(s, { t: 'yes' });
      expect(vgView(s, 1).decision?.looking).toBeUndefined();
      const looks = (s.log ?? []).filter((l) => l.e.t === 'look');
      expect(looks).toHaveLength(1);
      expect(looks[0]).toMatchObject({ only: 0, other: { t: 'look', seat: 0, n: 1 } });
      expect(looks[0].e).toMatchObject({ cards: [{ code: C.blasterBlade }] });
    });

    it('VG2 3.13.3.3 after N cards have been looked at it ends without asking again', () => {
      const s = playing([lookUpTo(2)]);
      answer(s, { t: 'yes' });
      answer(s, { t: 'yes' });
      expect(prompt(s)).toBe('vg.lookTake');
      expect(s.decision!.looking).toHaveLength(2);
      expect(events(s, 'look')).toHaveLength(2);
    });

    it('VG2 3.13.3.1 stopping before the first card: nothing is looked at and the deck is untouched', () => {
      const s = playing([lookUpTo(3)]);
      const before = s.players[0].deck.map((c) => c.id);
      answer(s, { t: 'no' });
      expect(prompt(s)).toBe('vg.main');
      expect(events(s, 'look')).toEqual([]);
      expect(s.players[0].deck.map((c) => c.id)).toEqual(before);
    });

    it('VG2 3.13.3 "look at up to 0 cards": nothing happens and nothing is asked', () => {
      const s = playing([lookUpTo(0)]);
      expect(prompt(s)).toBe('vg.main');
      expect(events(s, 'look')).toEqual([]);
    });

    it('VG2 3.13.3 the card text reads "look at up to N cards from the top of your deck"', () => {
      expect(cardText([actDo(lookUpTo(3))])).toBe(
        '[ACT](VC/RC):Look at up to three cards from the top of your deck, choose up to one grade 2 card from among them, and put it into your hand, and put the rest on the bottom of your deck in any order.',
      );
    });
  });
}

{
  // The tests gathered from ver110.test.ts, with its helpers: some of their names mean something else above.

  const act = coreEngine.act;

  const power = vanguardCharacteristics.power;

  const BOTH: readonly FormatId[] = ['cr110', 'cr201'];

  const GANCELOT = 'TD01/003'; // g3 9000, [ACT](VC) CB2: if "Blaster Blade" in soul +5000/+1; [ACT](Hand) reveal → search

  const MORGANA = 'TD01/011'; // g1 6000, [AUTO](VC/RC) discard 1: attacks → +4000 (turn)

  const INVINCIBLE = 'TD03/003'; // g3 10000, [AUTO](VC) main phase begins: soul charge 1, counter charge 1

  const STORM = 'TD03/005'; // g2 9000, [AUTO](VC/RC) hits a vanguard, «Nova Grappler» vanguard: counter charge 1

  const KING_OF_SWORD = 'TD03/004'; // g2 10000, vanilla «Nova Grappler»

  const SHOUT = 'TD03/009'; // g1 7000, [ACT](VC/RC) rest this & discard 1: draw

  const SAKUYA = 'TD04/002'; // g3 10000, [CONT](VC) during your turn, hand ≥ 4: +4000

  const WISEMAN = 'TD04/004'; // g2 10000, vanilla «Oracle Think Tank»

  const SECURITY = 'TD04/005'; // g2 8000, [AUTO] intercepts, «OTT» vanguard: shield +5000 (battle)

  const NIKE = 'TD04/012'; // critical trigger «Oracle Think Tank»

  const DJINN = 'TD06/002'; // g3 10000, [CONT](VC/RC) cannot attack a rear-guard; [AUTO](VC) attacks: +4000

  const TD01 = expandDeck(deckById('TD01')!);

  const TD02 = expandDeck(deckById('TD02')!);

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

  /** End the guard step without (further) guarding: ver. 1.10 `done`, ver. 2.01 `pass`. */
  function endGuard(s: VGState): void {
    if (prompt(s) === 'vg.guard') answer(s, { t: 'pass' });
    else if (prompt(s) === 'vg.guardBatch') answer(s, { t: 'done' });
  }

  /** Answer the trigger-order question with these two sub-actions, in this order. */
  function order(s: VGState, first: string, second: string): void {
    expect(prompt(s)).toBe('vg.triggerOrder');
    act(s, s.decision!.seat, { t: 'order', order: [first, second] } as never);
  }

  /** Options of the pending decision with this `t`. */
  function optionsOf(s: VGState, t: string): Record<string, unknown>[] {
    return (s.decision?.options ?? []).filter((o) => o.t === t) as unknown as Record<string, unknown>[];
  }

  /** The circles a `{ t: 'circle' }` decision offers. */
  function circles(s: VGState): Circle[] {
    return optionsOf(s, 'circle').map((o) => o.circle as Circle);
  }

  /** "seat:code" of every ability played so far, in order. */
  function played(s: VGState): string[] {
    return events(s, 'playAbility').map((e) => `${e.seat}:${(e.card as { code: string }).code}`);
  }

  /** The kinds of the logged events among `kinds`, in order. */
  function sequence(s: VGState, kinds: string[], from = 0): string[] {
    return (s.log ?? [])
      .slice(from)
      .map((l) => l.e)
      .filter((e) => kinds.includes(e.t))
      .map((e) => {
        const m = e as unknown as { t: string; from?: string; to?: string };
        return m.t === 'move' ? `move ${m.from}>${m.to}` : m.t;
      });
  }

  // --- section 3: basic concepts -----------------------------------------------------------------------

  describe('VG1 3.1 / VG2 3.1 abilities and effects', () => {
    for (const format of BOTH) {
      it(`VG1 3.1.1 VG1 3.1.1.1 VG1 8.1 VG1 8.1.1 VG1 3.1.1.2 VG1 3.1.1.2.1 VG1 3.1.1.2.3 VG2 3.1.1.1 VG2 3.1.1.2 VG2 3.1.1.2.1 VG2 3.1.1.2.3 a continuous ability applies unplayed; an automatic one stands by when triggered, then is played [${format}]`, () => {
        // Djinn of the Lightning Flash: [CONT](VC/RC) cannot attack a rear-guard; [AUTO](VC) attacks → +4000.
        const s = scenario({
          format,
          at: 'battle',
          p0: { vanguard: DJINN, deck: deck() },
          p1: { rc: { FL: C.gallatin }, hand: [C.stardust] },
        });
        answer(s, { t: 'yes' });
        answer(s, { t: 'circle', circle: 'VC' });
        // The continuous ability is in effect without being played: only the vanguard may be attacked.
        expect(prompt(s)).toBe('vg.target');
        expect(circles(s)).toEqual(['VC']);
        expect(events(s, 'playAbility')).toHaveLength(0);
        answer(s, { t: 'circle', circle: 'VC' });
        // The automatic ability stood by when the attack was declared, and was played at the check timing.
        expect(sequence(s, ['attack', 'standby', 'playAbility', 'modify'])).toEqual([
          'attack',
          'standby',
          'playAbility',
          'modify',
        ]);
        expect(events(s, 'standby')).toEqual([
          { t: 'standby', seat: 0, card: { id: unit(s, 0, 'VC').id, code: DJINN }, index: 1 },
        ]);
        expect(pw(s, 0, 'VC')).toBe(14000);
      });
    }

    for (const format of BOTH) {
      it(`VG1 3.1.1.2.2 VG1 8.1.1.1.1 VG1 8.5.2.4.4 VG1 3.17.3.2 VG2 3.1.1.2.2 VG2 3.17.3.2 an activated ability is played by its player at a play timing: Gancelot's [ACT](VC) is offered, played, paid (Counter Blast turns two damage face down), resolved [${format}]`, () => {
        const s = scenario({
          format,
          at: 'main',
          p0: { vanguard: GANCELOT, soul: [C.blasterBlade], damage: [C.marron, C.marron, C.marron], deck: deck() },
        });
        const id = idOf(s, 0, 'VC', GANCELOT);
        expect(prompt(s)).toBe('vg.main');
        expect(events(s, 'standby')).toHaveLength(0);
        answer(s, { t: 'act', card: id, index: 0 });
        expect(prompt(s)).toBe('vg.cost.counterBlast');
        answer(s, { t: 'card', card: s.players[0].damage[0].id });
        answer(s, { t: 'card', card: s.players[0].damage[1].id });
        expect(played(s)).toEqual([`0:${GANCELOT}`]);
        expect(s.players[0].damage.map((c) => c.up)).toEqual([false, false, true]);
        expect(pw(s, 0, 'VC')).toBe(14000);
        expect(critical(s, 0, unit(s, 0, 'VC'))).toBe(2);
        expect(prompt(s)).toBe('vg.main');
      });
    }

    for (const format of BOTH) {
      it(`VG1 3.1.2 VG1 3.1.2.1 VG1 8.2 VG2 3.1.2 VG2 3.1.2.1 a one-shot effect acts once (Shout's draw); a continuous effect lasts its duration (Gancelot's +5000 until end of turn) [${format}]`, () => {
        const s = scenario({
          format,
          at: 'main',
          p0: {
            vanguard: GANCELOT,
            rc: { FL: SHOUT },
            hand: [C.marron],
            soul: [C.blasterBlade],
            damage: [C.marron, C.marron],
            deck: deck([C.wingal]),
          },
        });
        answer(s, { t: 'act', card: idOf(s, 0, 'FL', SHOUT), index: 0 });
        // One shot: the card is drawn during resolution and nothing of the effect remains.
        expect(codes(s.players[0].hand)).toEqual([C.wingal]);
        expect(codes(s.players[0].drop)).toEqual([C.marron]);
        expect(unit(s, 0, 'FL').mods).toBeNull();
        answer(s, { t: 'act', card: idOf(s, 0, 'VC', GANCELOT), index: 0 });
        expect(pw(s, 0, 'VC')).toBe(14000);
        // Continuous: still applied through the battle phase, gone once the turn ends.
        answer(s, { t: 'pass' });
        expect(prompt(s)).toBe('vg.attack');
        expect(pw(s, 0, 'VC')).toBe(14000);
        answer(s, { t: 'no' });
        expect(s.turn).toBe(4);
        expect(pw(s, 0, 'VC')).toBe(9000);
        expect(critical(s, 0, unit(s, 0, 'VC'))).toBe(1);
      });
    }
  });

  describe('VG1 3.3 / VG1 3.4 / VG2 3.3 / VG2 3.4 owner and master', () => {
    for (const format of BOTH) {
      it(`VG1 3.3.1 VG1 3.4 VG1 3.4.1 VG1 3.4.2 VG1 3.4.3 VG1 3.4.5 VG2 3.4.3 VG2 3.4.5 the non-turn player masters its interceptor's ability: "you" is that player [${format}]`, () => {
        for (const [p0vg, p0trigger, p1vg, bonus] of [
          [C.gallatin, C.critRP, WISEMAN, 5000],
          [WISEMAN, NIKE, C.gallatin, 0],
        ] as const) {
          const s = scenario({
            format,
            at: 'battle',
            p0: { vanguard: p0vg, deck: deck([p0trigger]) },
            p1: { vanguard: p1vg, rc: { FL: SECURITY } },
          });
          attack(s, 'VC', 'VC');
          answer(s, { t: 'intercept', circle: 'FL' });
          endGuard(s);
          // The drive check's trigger question pauses the battle with the interceptor still guarding.
          const guardian = s.players[1].field.GC[0];
          expect(guardian.code).toBe(SECURITY);
          expect(guardian.owner).toBe(1);
          expect(events(s, 'standby')).toEqual([
            { t: 'standby', seat: 1, card: { id: guardian.id, code: SECURITY }, index: 0 },
          ]);
          expect(played(s)).toEqual([`1:${SECURITY}`]);
          // Its "if you have an «Oracle Think Tank» vanguard" looks at player 2's vanguard only.
          expect(shield(s, 1, guardian)).toBe(5000 + bonus);
          expect(events(s, 'modify').map((e) => e.seat)).toEqual(bonus ? [1] : []);
        }
      });
    }

    for (const format of BOTH) {
      it(`VG1 3.4.4 VG2 3.4.4 the player who plays an activated ability is its master: the cost and the draw are player 1's, player 2 is untouched [${format}]`, () => {
        const s = scenario({
          format,
          at: 'main',
          p0: { vanguard: C.gallatin, rc: { FL: SHOUT }, hand: [C.marron], deck: deck([C.wingal]) },
          p1: { hand: [C.stardust], deck: deck([C.critRP]) },
        });
        answer(s, { t: 'act', card: idOf(s, 0, 'FL', SHOUT), index: 0 });
        expect(unit(s, 0, 'FL').rested).toBe(true);
        expect(codes(s.players[0].drop)).toEqual([C.marron]);
        expect(codes(s.players[0].hand)).toEqual([C.wingal]);
        expect(codes(s.players[1].hand)).toEqual([C.stardust]);
        expect(s.players[1].deck).toHaveLength(21);
        expect(s.players[1].drop).toHaveLength(0);
      });
    }

    for (const format of BOTH) {
      it(`VG1 3.4.6 VG2 3.4.6 a continuous ability's "you" is its card's master: Sakuya's +4000 counts player 2's turn and hand [${format}]`, () => {
        const four = [C.marron, C.marron, C.marron, C.marron];
        const theirTurn = scenario({
          format,
          at: 'main',
          turnPlayer: 0,
          p0: { hand: four },
          p1: { vanguard: SAKUYA, hand: four },
        });
        expect(pw(theirTurn, 1, 'VC')).toBe(10000);
        const ownTurn = scenario({ format, at: 'main', turnPlayer: 1, p1: { vanguard: SAKUYA, hand: four } });
        expect(pw(ownTurn, 1, 'VC')).toBe(14000);
        const fewCards = scenario({
          format,
          at: 'main',
          turnPlayer: 1,
          p0: { hand: four },
          p1: { vanguard: SAKUYA, hand: [C.marron, C.marron, C.marron] },
        });
        expect(pw(fewCards, 1, 'VC')).toBe(10000);
      });
    }
  });

  describe('VG1 3.7 / VG2 3.7 characteristics and status', () => {
    for (const format of BOTH) {
      it(`VG1 3.7 VG1 3.7.1 VG1 3.7.2 VG1 3.7.2.1 VG2 3.7.1 VG2 3.7.2 VG2 3.7.2.1 an effect changes a characteristic (Morgana's power) for its duration; attacking changes a status (orientation), which outlasts it [${format}]`, () => {
        const s = scenario({
          format,
          at: 'battle',
          p0: { rc: { FL: MORGANA }, hand: [C.marron], deck: deck() },
          p1: { hand: [C.stardust] },
        });
        expect(pw(s, 0, 'FL')).toBe(6000);
        attack(s, 'FL', 'VC');
        expect(prompt(s)).toBe('vg.payCost');
        answer(s, { t: 'yes' });
        // Morgana's effect changed its power for the turn; attacking changed its status (rested).
        expect(pw(s, 0, 'FL')).toBe(10000);
        expect(unit(s, 0, 'FL').rested).toBe(true);
        endGuard(s);
        expect(prompt(s)).toBe('vg.attack');
        answer(s, { t: 'no' });
        expect(s.turn).toBe(4);
        const after = unit(s, 0, 'FL');
        expect(after.rested).toBe(true);
        expect(power(s, 0, after)).toBe(6000);
        expect(after.owner).toBe(0);
      });
    }
  });

  describe('units: vanguards, rear-guards and guardians', () => {
    for (const format of BOTH) {
      it(`VG1 3.8.1 VG1 3.8.2 VG1 3.11 VG1 3.11.1 VG2 3.8 VG2 3.11 a guardian is a unit: a damage check's trigger may give its power to it [${format}]`, () => {
        const s = scenario({
          format,
          at: 'battle',
          p0: { rc: { FL: C.gallatin }, deck: deck() },
          p1: { vanguard: C.marron, rc: { FR: C.marron }, hand: [C.wingal], deck: deck([C.critRP]) },
        });
        setMods(s, 0, 'FL', [{ stat: 'power', n: 10000, until: 'turn' }]);
        attack(s, 'FL', 'VC');
        answer(s, { t: 'guard', card: idOf(s, 1, 'hand', C.wingal) });
        endGuard(s);
        expect(events(s, 'damageCheck')).toHaveLength(1);
        expect(s.decision).toMatchObject({ seat: 1, prompt: 'vg.triggerOrder' });
        order(s, 'power', 'critical');
        expect(prompt(s)).toBe('vg.triggerPower');
        // Units are the cards on the field's circles: the vanguard, the rear-guard and the guardian.
        expect(circles(s)).toEqual(['VC', 'FR', 'GC']);
        answer(s, { t: 'circle', circle: 'GC' });
        expect(events(s, 'modify')).toEqual([
          { t: 'modify', seat: 1, id: expect.any(Number), stat: 'power', n: 5000, until: 'turn' },
        ]);
      });
    }

    for (const format of BOTH) {
      it(`VG1 3.9 VG1 3.9.1 VG1 3.9.1.1 VG1 10.1.5 VG2 3.9 a player has only one vanguard: riding puts the old one into the soul [${format}]`, () => {
        const s = scenario({ format, at: 'ride', p0: { vanguard: C.marron, hand: [C.blasterBlade], deck: deck() } });
        answer(s, { t: 'ride', card: idOf(s, 0, 'hand', C.blasterBlade) });
        expect(codes(s.players[0].field.VC)).toEqual([C.blasterBlade]);
        expect(codes(s.players[0].soul)).toEqual([C.marron]);
      });
    }

    for (const format of BOTH) {
      it(`VG1 3.10 VG1 3.10.1 VG1 3.10.1.1 VG1 4.6.7.1 VG2 3.10 one rear-guard per rear-guard circle: a call onto an occupied circle retires the old one [${format}]`, () => {
        const s = scenario({
          format,
          at: 'main',
          p0: { vanguard: C.gallatin, rc: { FL: C.wingal }, hand: [C.marron], deck: deck() },
        });
        answer(s, { t: 'call', card: idOf(s, 0, 'hand', C.marron), circle: 'FL' });
        expect(codes(s.players[0].field.FL)).toEqual([C.marron]);
        expect(codes(s.players[0].drop)).toEqual([C.wingal]);
        for (const c of REAR_GUARD_CIRCLES) expect(s.players[0].field[c].length).toBeLessThanOrEqual(1);
      });
    }

    it('VG1 3.11.1.2 VG1 4.6.7.1 there is no limit to guardians: ver. 1.10 puts four on the guardian circle in one guard step', () => {
      const hand = [C.stardust, C.wingal, C.marron, C.critRP];
      const s = scenario({
        format: 'cr110',
        at: 'battle',
        p0: { rc: { FL: C.gallatin }, deck: deck() },
        p1: { vanguard: C.gallatin, hand, deck: deck() },
      });
      attack(s, 'FL', 'VC');
      for (const code of hand.slice(0, 3)) answer(s, { t: 'guard', card: idOf(s, 1, 'hand', code) });
      // Three chosen, and the fourth is still offered: the guard step closes itself once nothing is left.
      expect(prompt(s)).toBe('vg.guardBatch');
      expect(optionsOf(s, 'guard')).toEqual([{ t: 'guard', card: idOf(s, 1, 'hand', C.critRP) }]);
      answer(s, { t: 'guard', card: idOf(s, 1, 'hand', C.critRP) });
      expect(events(s, 'guard')).toHaveLength(4);
      expect(events(s, 'compare')).toEqual([{ t: 'compare', hit: [false] }]);
      expect(s.players[1].drop).toHaveLength(4);
    });
  });

  describe('VG1 3.12 drawing', () => {
    for (const format of BOTH) {
      it(`VG1 3.12 VG1 3.12.1 VG1 3.12.3 VG1 4.3.1 drawing five cards is five single draws from the deck into the hand, one card per move [${format}]`, () => {
        const s = newGame<VGState>({ game: 'vanguard', format, decks: [{ cards: TD01 }, { cards: TD02 }], seed: 11 });
        for (const seat of [0, 1] as const) {
          const o = s.decision!.options[0];
          answer(s, o as never);
          expect(s.decision!.seat).toBe(seat === 0 ? 1 : s.firstPlayer);
        }
        for (const seat of [0, 1] as const) {
          const draws = events(s, 'move').filter((e) => e.seat === seat && e.from === 'deck' && e.to === 'hand');
          expect(draws).toHaveLength(5);
          // One card per move, and the hand holds them in the order they were drawn.
          expect(draws.map((e) => e.newId)).toEqual(s.players[seat].hand.map((c) => c.id));
          expect(s.players[seat].deck).toHaveLength(44);
        }
      });
    }

    it('VG1 3.12.1 VG1 4.3.1 a draw trigger moves the next deck card into the hand while the checked card stays in the trigger zone', () => {
      const s = scenario({
        format: 'cr110',
        at: 'battle',
        p0: { vanguard: C.blasterBlade, deck: deck([C.drawRP, C.wingal]) },
        p1: { vanguard: C.wingal },
      });
      attack(s, 'VC', 'VC');
      order(s, 'draw', 'power');
      // The drawn card is the next card of the deck (Wingal); the checked card is still in the trigger zone.
      expect(codes(s.players[0].hand)).toEqual([C.wingal]);
      expect(codes(s.players[0].trigger)).toEqual([C.drawRP]);
    });
  });

  describe('VG1 3.13 damage process (ver. 1.10)', () => {
    it('VG1 3.13 VG1 3.13.1 VG1 3.13.1.1 VG1 3.13.1.2 VG1 4.8 VG1 4.8.1 VG1 4.10.3 VG1 10.1.14 VG1 10.1.14.1 critical 2: check, trigger zone face up, damage zone; then the second', () => {
      const s = scenario({
        format: 'cr110',
        at: 'battle',
        p0: { rc: { FL: C.gallatin }, deck: deck() },
        p1: { vanguard: C.wingal, deck: deck([C.healRP, C.wingal]) },
      });
      setMods(s, 0, 'FL', [{ stat: 'critical', n: 1, until: 'turn' }]);
      const from = s.log!.length;
      attack(s, 'FL', 'VC');
      // The first check: player 2 (the damaged vanguard's master) put the top card of their deck in the
      // trigger zone, face up; the icon resolves while it is there, before the second check.
      expect(s.decision).toMatchObject({ seat: 1, prompt: 'vg.triggerOrder' });
      expect(s.players[1].trigger.map((c) => [c.code, c.up])).toEqual([[C.healRP, true]]);
      expect(s.players[1].damage).toHaveLength(0);
      expect(events(s, 'damageCheck')).toHaveLength(1);
      order(s, 'heal', 'power');
      answer(s, { t: 'circle', circle: 'VC' });
      expect(s.players[1].trigger).toHaveLength(0);
      expect(s.players[1].damage.map((c) => [c.code, c.up])).toEqual([
        [C.healRP, true],
        [C.wingal, true],
      ]);
      expect(sequence(s, ['move', 'damageCheck'], from)).toEqual([
        'move deck>trigger',
        'damageCheck',
        'move trigger>damage',
        'move deck>trigger',
        'damageCheck',
        'move trigger>damage',
      ]);
    });
  });

  describe('VG1 3.16 / VG2 3.16 at random', () => {
    it('VG1 3.16.1 VG1 3.16.2 VG2 3.16.1 VG2 3.16.2 a shuffle picks every order with even probability: 24 orders of four cards, 24000 shuffles', () => {
      const rng = seedRng(2024);
      const counts = new Map<string, number>();
      for (let i = 0; i < 24000; i++) {
        const xs = [0, 1, 2, 3];
        shuffleInPlace(rng, xs);
        const k = xs.join('');
        counts.set(k, (counts.get(k) ?? 0) + 1);
      }
      expect(counts.size).toBe(24);
      for (const n of counts.values()) {
        expect(n).toBeGreaterThan(850);
        expect(n).toBeLessThan(1150);
      }
    });

    it('VG1 3.16 VG1 3.16.1 the setup shuffle differs by seed and repeats for the same seed', () => {
      const orders = new Set<string>();
      for (let seed = 1; seed <= 8; seed++) {
        const deckOrder = (x: number) => {
          const s = newGame<VGState>({
            game: 'vanguard',
            format: 'cr110',
            decks: [{ cards: TD01 }, { cards: TD02 }],
            seed: x,
          });
          answer(s, s.decision!.options[0] as never);
          answer(s, s.decision!.options[0] as never);
          return s.players[0].deck.map((c) => c.code).join(',');
        };
        expect(deckOrder(seed)).toBe(deckOrder(seed));
        orders.add(deckOrder(seed));
      }
      expect(orders.size).toBe(8);
    });
  });

  describe('VG1 3.17 / VG2 3.17 orientation', () => {
    for (const format of BOTH) {
      it(`VG1 3.17.1.1 VG1 3.17.1.2 VG2 3.17.1.1 VG2 3.17.1.2 attacking rests a unit; the next stand phase stands it [${format}]`, () => {
        const s = scenario({
          format,
          at: 'battle',
          p0: { rc: { FL: C.gallatin }, deck: deck() },
          p1: { deck: deck() },
        });
        attack(s, 'FL', 'VC');
        expect(unit(s, 0, 'FL').rested).toBe(true);
        // Player 2's turn leaves it resting; player 1's next stand phase stands it.
        autoplay(s, (x) => x.turn === 4);
        expect(s.turnPlayer).toBe(1);
        expect(unit(s, 0, 'FL').rested).toBe(true);
        autoplay(s, (x) => x.turn === 5);
        expect(s.turnPlayer).toBe(0);
        expect(unit(s, 0, 'FL').rested).toBe(false);
        expect(events(s, 'stand').filter((e) => e.seat === 0)).toHaveLength(1);
      });
    }

    for (const format of BOTH) {
      it(`VG1 3.17.3.1 VG1 10.1.12.1 counter charge turns a face-down damage card face up, and offers only face-down cards [${format}]`, () => {
        const s = scenario({
          format,
          at: 'battle',
          p0: {
            vanguard: KING_OF_SWORD,
            rc: { FL: STORM },
            damage: [C.marron, { code: C.marron, faceDown: true }],
            deck: deck(),
          },
          p1: { vanguard: C.wingal, deck: deck() },
        });
        attack(s, 'FL', 'VC');
        // Storm hit a vanguard with a «Nova Grappler» vanguard: counter charge 1 offers only the face-down card.
        expect(prompt(s)).toBe('vg.counterCharge');
        const down = s.players[0].damage[1];
        expect(s.decision!.options).toEqual([{ t: 'card', card: down.id }]);
        answer(s, { t: 'card', card: down.id });
        expect(s.players[0].damage.map((c) => c.up)).toEqual([true, true]);
      });
    }

    for (const format of BOTH) {
      it(`VG1 3.17.4 VG2 3.17.4 turning face up a card already face up does nothing: Mr. Invincible's counter charge with no face-down damage asks nothing [${format}]`, () => {
        const s = scenario({
          format,
          at: 'main',
          p0: { vanguard: INVINCIBLE, damage: [C.marron, C.marron], deck: deck([C.wingal]) },
        });
        // Soul charge 1 happened; counter charge found no face-down card and changed nothing.
        expect(played(s)).toEqual([`0:${INVINCIBLE}`]);
        expect(codes(s.players[0].soul)).toEqual([C.wingal]);
        expect(s.players[0].damage.map((c) => c.up)).toEqual([true, true]);
        expect(prompt(s)).toBe('vg.main');
      });
    }
  });
}

{
  // The tests gathered from zones.test.ts, with its helpers: some of their names mean something else above.

  const act = coreEngine.act;

  const FORMATS: FormatId[] = ['cr201', 'cr110'];

  const PILES = ['deck', 'hand', 'drop', 'soul', 'damage', 'bind', 'trigger', 'removed', 'gzone'] as const;

  const TD01 = expandDeck(deckById('TD01')!);

  const TD02 = expandDeck(deckById('TD02')!);

  function vv(s: VGState, who: Seat | 'spectator'): VGView {
    return view(s, who) as VGView;
  }

  /** The (face-up) unit a view shows on a circle. */
  function unit(v: VGView, seat: Seat, circle: Circle): CardView {
    return v.players[seat].field[circle][0] as CardView;
  }

  function realGame(format: FormatId = 'cr201', seed = 3): VGState {
    return newGame<VGState>({ game: 'vanguard', format, decks: [{ cards: TD01 }, { cards: TD02 }], seed });
  }

  /** Play random answers until `stop` holds or the game ends. */
  function playUntil(s: VGState, stop: (s: VGState) => boolean, seed = 1, cap = 3000): void {
    const agents = [randomAgent(seed), randomAgent(seed + 1)];
    for (let i = 0; i < cap && decision(s) && !stop(s); i++) {
      const d = decision(s)!;
      act(s, d.seat, agents[d.seat].choose(agentContext(s, d)));
    }
  }

  /** Attack the opponent's vanguard with the vanguard (battle phase at `vg.attack`), declining any boost. */
  function attackVanguard(s: VGState, from: 'VC' | 'FL' | 'FR' = 'VC'): void {
    answer(s, { t: 'yes' });
    answer(s, { t: 'circle', circle: from });
    answer(s, { t: 'circle', circle: 'VC' });
    if (prompt(s) === 'vg.boost') answer(s, { t: 'no' });
  }

  describe('VG2 section 3: units, drawing, orientation, owner', () => {
    it('VG2 3.8.1 VG2 3.8.2 VG2 3.9.1 VG2 3.10.1 VG2 3.11.1 units are the cards on circles: one vanguard, rear-guards and guardians', () => {
      const s = scenario({ at: 'battle', p1: { vanguard: C.nehalem, rc: { FL: C.bahr }, hand: [C.aermo, C.bahr] } });
      attackVanguard(s);
      answer(s, { t: 'guard', card: idOf(s, 1, 'hand', C.aermo) });
      const f = vv(s, 0).players[1].field;
      expect(f.VC).toHaveLength(1); // VG2 3.9.1.1: one vanguard
      expect(f.VC[0]).toMatchObject({ code: C.nehalem, power: 10000 + 5000 });
      expect(f.FL[0]).toMatchObject({ code: C.bahr, power: 8000 });
      expect(f.GC[0]).toMatchObject({ code: C.aermo, power: 6000 });
      expect(s.battle!.guardians.map((g) => g.id)).toEqual([s.players[1].field.GC[0].id]);
    });

    it('VG2 3.11.2 VG1 3.11.1.1 a unit with no shield guards with shield 0 in ver. 2.01 and cannot guard in ver. 1.10 (VG-026)', () => {
      const v2 = scenario({
        format: 'cr201',
        at: 'battle',
        p1: { vanguard: C.brigitte, hand: [C.overlord, C.wingal] },
      });
      attackVanguard(v2);
      expect(offers(v2, { t: 'guard', card: idOf(v2, 1, 'hand', C.overlord) })).toBe(true);
      answer(v2, { t: 'guard', card: idOf(v2, 1, 'hand', C.overlord) });
      expect(prompt(v2)).toBe('vg.guard');
      expect(v2.players[1].field.GC.map((c) => c.code)).toEqual([C.overlord]);
      expect(unit(vv(v2, 0), 1, 'VC').power).toBe(10000);
      const v1 = scenario({
        format: 'cr110',
        at: 'battle',
        p1: { vanguard: C.brigitte, hand: [C.overlord, C.wingal] },
      });
      attackVanguard(v1);
      expect(prompt(v1)).toBe('vg.guardBatch');
      expect(offers(v1, { t: 'guard', card: idOf(v1, 1, 'hand', C.overlord) })).toBe(false);
      expect(offers(v1, { t: 'guard', card: idOf(v1, 1, 'hand', C.wingal) })).toBe(true);
    });

    it('VG2 3.11.3 VG1 7.4.1.1.2 the attacked unit gains the total shield of its guardians', () => {
      for (const format of FORMATS) {
        const s = scenario({
          format,
          at: 'battle',
          p0: { deck: [C.critRP, C.wingal] },
          p1: { vanguard: C.blasterBlade, hand: [C.stardust, C.marron, C.wingal] },
        });
        attackVanguard(s);
        answer(s, { t: 'guard', card: idOf(s, 1, 'hand', C.stardust) });
        answer(s, { t: 'guard', card: idOf(s, 1, 'hand', C.marron) });
        if (format === 'cr110') expect(s.players[1].field.GC).toHaveLength(0); // chosen, not yet placed
        answer(s, { t: format === 'cr110' ? 'done' : 'pass' });
        expect(prompt(s)).toBe('vg.triggerOrder'); // the drive check: the guardians are still there
        expect(s.players[1].field.GC).toHaveLength(2);
        expect(unit(vv(s, 0), 1, 'VC').power).toBe(9000 + 10000 + 5000);
      }
    });

    it('VG2 3.17.1 VG2 3.17.1.1 VG2 3.17.1.2 VG1 3.17.1 attacking and boosting rest units; standing and resting show in every view', () => {
      for (const format of FORMATS) {
        const s = scenario({ format, at: 'battle', p0: { rc: { BC: C.wingal } } });
        answer(s, { t: 'yes' });
        answer(s, { t: 'circle', circle: 'VC' });
        answer(s, { t: 'circle', circle: 'VC' });
        answer(s, { t: 'yes' });
        expect(s.players[0].field.VC[0].rested).toBe(true);
        expect(s.players[0].field.BC[0].rested).toBe(true);
        expect(unit(vv(s, 1), 0, 'VC').rested).toBe(true);
        expect(unit(vv(s, 1), 1, 'VC').rested).toBeUndefined();
      }
    });

    it('VG2 3.17.3 VG2 3.17.3.1 VG1 3.17.3 cards on the field and in the damage zone are face up; deck and hand cards are not', () => {
      for (const format of FORMATS) {
        const s = realGame(format);
        playUntil(s, (x) => x.turn >= 5);
        for (const p of s.players) {
          for (const c of [...p.damage, ...Object.values(p.field).flat(), ...p.soul, ...p.drop])
            expect(c.up).toBe(true);
          for (const c of [...p.deck, ...p.hand]) expect(c.up).toBe(false);
        }
      }
    });

    it("VG2 3.3.1 VG2 3.3.2 VG2 3.4.2 a card's owner never changes as it moves; the zone's player is its master", () => {
      const s = realGame('cr201', 8);
      playUntil(s, () => false, 5);
      expect(s.result).not.toBeNull();
      for (const seat of [0, 1] as const) {
        const p: PlayerState = s.players[seat];
        const all = [...PILES.flatMap((z) => p[z]), ...Object.values(p.field).flat()];
        expect(all).toHaveLength(50);
        expect(all.length, 'the list checked below is not empty').toBeGreaterThan(0);
        for (const c of all) expect(c.owner).toBe(seat);
      }
    });
  });
}
