// Vanguard rules tests — playing cards and abilities: costs, choices and defaults (both versions 8.5).
// Gathered by rules topic from the batch-named files abilities.test.ts, abilities2Use.test.ts, rules7to12.test.ts, rulesLeftover1to9.test.ts, turn.test.ts, ver110.test.ts.

import { afterEach, describe, expect, it } from 'vitest';
import { act, eventsFor } from '../../../src/core/engine.ts';
import { IllegalAnswer } from '../../../src/core/errors.ts';
import type { Answer, Seat } from '../../../src/core/types.ts';
import * as abilitiesDsl from '../../../src/games/vanguard/abilities/dsl.ts';
import {
  type Ability,
  auto,
  chooseOpponentRearguard,
  cont,
  type Cost,
  counterBlast,
  discard,
  draw,
  type Effect,
  power,
  thisUnit,
} from '../../../src/games/vanguard/abilities/dsl.ts';
import { abilitiesOf } from '../../../src/games/vanguard/abilities/registry.ts';
import { cardText } from '../../../src/games/vanguard/abilities/text.ts';
import type { FormatId } from '../../../src/games/vanguard/formats.ts';
import {
  type Card,
  type Circle,
  REAR_GUARD_CIRCLES,
  vanguardOf,
  type VGState,
} from '../../../src/games/vanguard/state.ts';
import { callOptions } from '../../../src/games/vanguard/turn.ts';
import * as cardsHelpers from '../cards/helpers.ts';
import { attack, call, codes, deck, faceUp, played, pw, unit } from '../cards/helpers.ts';
import { answer, autoplay, C, events, idOf, noHandAbility, offers, prompt, scenario } from '../scenario.ts';
import { G1, G2, useTestGUnits } from '../strideCards.ts';
import { actDo, testOnlyAbilities } from '../testAbilities.ts';

const BOTH: readonly FormatId[] = ['cr201', 'cr110'];

// Trial-deck cards used here (stats in data/vanguard/original-td.cards.json).
const BORS = 'TD01/002'; // g3 10000, [AUTO](VC/RC) CB1: attacks → +3000 (battle)

const BLASTER_BLADE = 'TD01/005'; // g2 9000, [AUTO] CB2 placed on (VC): retire; placed on (RC) if RP vanguard: retire g2+

const MARRON = 'TD01/008'; // g1 8000, vanilla

const UNICORN = 'TD01/010'; // g1 6000, [AUTO] placed on (RC): another «Royal Paladin» +2000 (turn)

const NEHALEM = 'TD02/004'; // g2 10000, vanilla

const BAHR = 'TD02/007'; // g1 8000, vanilla

const GOJO = 'TD02/008'; // g1 7000, [ACT](VC/RC) rest this & discard 1: draw

const INVINCIBLE = 'TD03/003'; // g3 10000, [AUTO](VC) main phase begins: soul charge 1, counter charge 1; SB8 & CB5 hits: stand all

const OASIS = 'TD03/008'; // g1 7000, [ACT](VC/RC) CB1: +1000 (turn)

const TOUGH_BOY = 'TD03/007'; // g1 8000, vanilla «Nova Grappler»

const GARETH = 'TD05/008'; // g1 8000, vanilla «Gold Paladin»

const LIBERATOR = 'TD08/001'; // g3 11000, LB4 [AUTO] a «Gold Paladin» rides this unit: vanguard +10000, up to 3 «GP» rear-guards +5000

const GOLD_DRAGON = 'TD08/002'; // g3 10000, «Gold Paladin», no ability on being placed

const undo: (() => void)[] = [];

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

/** `act` must refuse `a` with IllegalAnswer and leave the state byte-identical. */
function expectRefused(s: VGState, seat: Seat, a: Answer & Record<string, unknown>): void {
  const before = JSON.stringify(s);
  expect(() => act(s, seat, a)).toThrow(IllegalAnswer);
  expect(JSON.stringify(s)).toBe(before);
}

// --- VG2 3.1.1.5 / VG2 8.5.2.3 / VG2 8.6.4: costs --------------------------------------------------------------

describe('costs (VG2 3.1.1.5, 8.5.2.3, 8.6.4; VG1 8.5.2.3)', () => {
  for (const format of BOTH) {
    it(`VG2 3.1.1.5.1 / VG2 8.5.2.3 / VG1 8.5.2.3 an [ACT] whose cost cannot be paid is not offered; played, its cost is paid first (${format})`, () => {
      const faceDown = { code: MARRON, faceDown: true };
      const none = scenario({ format, at: 'main', p0: { vanguard: OASIS, damage: [faceDown, faceDown] } });
      expect(offers(none, { t: 'act' })).toBe(false);
      const s = scenario({ format, at: 'main', p0: { vanguard: OASIS, damage: [faceDown, MARRON] } });
      const id = idOf(s, 0, 'VC', OASIS);
      expect(offers(s, { t: 'act', card: id, index: 0 })).toBe(true);
      answer(s, { t: 'act', card: id, index: 0 });
      expect(faceUp(s, 0)).toBe(0);
      expect(pw(s, 0, 'VC')).toBe(8000);
      expect(prompt(s)).toBe('vg.main');
      // Now nothing is left to pay with, so it is not offered again (VG2 8.5.2.3).
      expect(offers(s, { t: 'act' })).toBe(false);
    });
  }

  for (const format of BOTH) {
    it(`VG2 3.1.1.5.2 / VG2 8.1.1.2.2 an [AUTO] cost is asked when it resolves; declined, the "if you do" part is skipped (${format})`, () => {
      const s = scenario({ format, at: 'battle', p0: { vanguard: BORS, damage: [MARRON], deck: deck() } });
      attack(s, 'VC', 'VC');
      expect(prompt(s)).toBe('vg.payCost');
      expect(s.decision!.seat).toBe(0);
      answer(s, { t: 'no' });
      expect(faceUp(s, 0)).toBe(1);
      expect(pw(s, 0, 'VC')).toBe(10000);
      expect(events(s, 'payCost')).toHaveLength(0);
      expect(played(s)).toEqual([`0:${BORS}`]);
    });
  }

  for (const format of BOTH) {
    it(`VG2 3.1.1.5.2 an [AUTO] cost paid: the damage card turns face down and "if you do" applies (${format})`, () => {
      const s = scenario({
        format,
        at: 'battle',
        p0: { vanguard: BORS, damage: [MARRON], deck: deck() },
        p1: { hand: [C.stardust] },
      });
      attack(s, 'VC', 'VC');
      answer(s, { t: 'yes' });
      expect(prompt(s)).toMatch(/^vg\.guard/);
      expect(faceUp(s, 0)).toBe(0);
      expect(pw(s, 0, 'VC')).toBe(13000);
      expect(events(s, 'payCost')).toHaveLength(1);
    });
  }

  for (const format of BOTH) {
    it(`VG2 8.6.4 / VG2 3.1.1.5.2 VG-063 an [AUTO] costing CB2 with one face-up damage pays nothing and skips "if you do" (${format})`, () => {
      const s = scenario({
        format,
        at: 'ride',
        p0: { vanguard: MARRON, hand: [BLASTER_BLADE], damage: [MARRON, { code: MARRON, faceDown: true }] },
        p1: { rc: { FL: C.wingal } },
      });
      answer(s, { t: 'ride', card: idOf(s, 0, 'hand', BLASTER_BLADE) });
      // Played (it must be), but the cost cannot be paid in full, so it is not even asked.
      expect(prompt(s)).toBe('vg.main');
      expect(played(s)).toEqual([`0:${BLASTER_BLADE}`]);
      expect(faceUp(s, 0)).toBe(1);
      expect(codes(s.players[1].field.FL)).toEqual([C.wingal]);
      expect(s.players[1].drop).toHaveLength(0);
    });
  }

  it('VG2 8.6.4 / VG2 3.1.1.5.3 VG-063 "[Soul Blast (8) & Counter Blast (5)]" with 8 soul but 4 face-up damage: nothing is paid', () => {
    const s = scenario({
      at: 'battle',
      p0: {
        vanguard: INVINCIBLE,
        rc: { FL: TOUGH_BOY },
        soul: Array.from({ length: 8 }, () => MARRON),
        damage: [MARRON, MARRON, MARRON, MARRON, { code: MARRON, faceDown: true }],
        deck: deck(),
      },
    });
    attack(s, 'VC', 'VC');
    expect(prompt(s)).toBe('vg.attack'); // the hit ability resolved without asking
    expect(played(s)).toEqual([`0:${INVINCIBLE}`]);
    expect(s.players[0].soul).toHaveLength(8);
    expect(faceUp(s, 0)).toBe(4);
    expect(s.players[0].field.VC[0].rested).toBe(true);
  });

  it('VG2 3.1.1.5.3 / VG2 8.6.4 "[Soul Blast (8) & Counter Blast (5)]" paid together: both parts at once, then every unit stands', () => {
    const s = scenario({
      at: 'battle',
      p0: {
        vanguard: INVINCIBLE,
        soul: Array.from({ length: 8 }, () => MARRON),
        damage: [MARRON, MARRON, MARRON, MARRON, MARRON],
        deck: deck(),
      },
    });
    attack(s, 'VC', 'VC');
    expect(prompt(s)).toBe('vg.payCost');
    answer(s, { t: 'yes' });
    expect(s.players[0].soul).toHaveLength(0);
    expect(codes(s.players[0].drop)).toEqual(Array.from({ length: 8 }, () => MARRON));
    expect(faceUp(s, 0)).toBe(0);
    expect(events(s, 'payCost')).toHaveLength(1);
    expect(s.players[0].field.VC[0].rested).toBe(false);
    expect(prompt(s)).toBe('vg.attack');
  });

  for (const format of BOTH) {
    it(`VG2 3.1.1.5.3 / VG2 8.5.2.3 "[Rest this unit & discard a card]": offered only if both parts can be paid, and paid together (${format})`, () => {
      const rested = scenario({
        format,
        at: 'main',
        p0: { vanguard: NEHALEM, rc: { FL: { code: GOJO, rested: true } }, hand: [BAHR] },
      });
      expect(offers(rested, { t: 'act' })).toBe(false);
      const noHand = scenario({ format, at: 'main', p0: { vanguard: NEHALEM, rc: { FL: GOJO } } });
      expect(offers(noHand, { t: 'act' })).toBe(false);

      const s = scenario({
        format,
        at: 'main',
        p0: { vanguard: NEHALEM, rc: { FL: GOJO }, hand: [BAHR], deck: deck([TOUGH_BOY]) },
      });
      answer(s, { t: 'act', card: idOf(s, 0, 'FL', GOJO), index: 0 });
      expect(unit(s, 0, 'FL').rested).toBe(true);
      expect(codes(s.players[0].drop)).toEqual([BAHR]);
      expect(codes(s.players[0].hand)).toEqual([TOUGH_BOY]);
      expect(events(s, 'payCost')).toHaveLength(1);
      expect(prompt(s)).toBe('vg.main');
      expect(offers(s, { t: 'act' })).toBe(false);
    });
  }

  it('VG2 10.16.1 / VG2 8.5.2.3 with more face-up damage than the cost needs, the player chooses which cards pay', () => {
    const s = scenario({ at: 'main', p0: { vanguard: OASIS, damage: [MARRON, BAHR] } });
    answer(s, { t: 'act', card: idOf(s, 0, 'VC', OASIS), index: 0 });
    expect(prompt(s)).toBe('vg.cost.counterBlast');
    const bahr = idOf(s, 0, 'damage', BAHR);
    expect(s.decision!.options).toEqual([
      { t: 'card', card: idOf(s, 0, 'damage', MARRON) },
      { t: 'card', card: bahr },
    ]);
    answer(s, { t: 'card', card: bahr });
    expect(s.players[0].damage.map((c) => [c.code, c.up])).toEqual([
      [MARRON, true],
      [BAHR, false],
    ]);
  });
});

// --- VG2 8.5.4–8.5.5: choices and omitted players, zones and units ----------------------------------

describe('choices and defaults (VG2 8.5.4, 8.5.5; VG1 8.5.3)', () => {
  for (const format of BOTH) {
    it(`VG2 8.5.4 / VG2 8.5.4.1 / VG1 8.5.3.1 "choose one" is chosen on resolution and may not be declined while a choice exists (${format})`, () => {
      const s = scenario({
        format,
        at: 'ride',
        p0: { vanguard: MARRON, hand: [BLASTER_BLADE], damage: [MARRON, MARRON] },
        p1: { rc: { FL: C.wingal, FR: C.gallatin } },
      });
      answer(s, { t: 'ride', card: idOf(s, 0, 'hand', BLASTER_BLADE) });
      answer(s, { t: 'yes' });
      expect(prompt(s)).toBe('vg.chooseUnit');
      expect(s.decision!.options).toEqual([
        { t: 'unit', seat: 1, circle: 'FL' },
        { t: 'unit', seat: 1, circle: 'FR' },
      ]);
      expect(() => act(s, 0, { t: 'none' })).toThrow(IllegalAnswer);
      answer(s, { t: 'unit', seat: 1, circle: 'FR' });
      // VG2 8.5.5.2: "retire it" names no zone: the card goes to its owner's drop zone.
      expect(codes(s.players[1].drop)).toEqual([C.gallatin]);
      expect(s.players[0].drop).toHaveLength(0);
    });
  }

  for (const format of BOTH) {
    it(`VG2 8.5.4.1.1 / VG1 8.5.3.1.1 "choose up to three" may choose none (${format})`, () => {
      const s = scenario({
        format,
        at: 'ride',
        p0: {
          vanguard: LIBERATOR,
          rc: { FL: GARETH },
          hand: [GOLD_DRAGON],
          damage: [MARRON, MARRON, MARRON, MARRON],
        },
      });
      answer(s, { t: 'ride', card: idOf(s, 0, 'hand', GOLD_DRAGON) });
      expect(prompt(s)).toBe('vg.chooseUnit');
      expect(s.decision!.options).toEqual([{ t: 'unit', seat: 0, circle: 'FL' }, { t: 'none' }]);
      answer(s, { t: 'none' });
      expect(prompt(s)).toBe('vg.main');
      expect(pw(s, 0, 'VC')).toBe(20000);
      expect(pw(s, 0, 'FL')).toBe(8000);
    });
  }

  for (const format of BOTH) {
    it(`VG2 8.5.4.1.3 / VG1 8.5.3.1.3 with nothing to choose the choice is not made and its effect is skipped (${format})`, () => {
      const s = scenario({ format, at: 'main', p0: { vanguard: NEHALEM, rc: { BL: BAHR }, hand: [UNICORN] } });
      call(s, UNICORN, 'FL');
      expect(played(s)).toEqual([`0:${UNICORN}`]);
      expect(prompt(s)).toBe('vg.main');
      expect(events(s, 'modify')).toHaveLength(0);
    });
  }
});

describe('VG2 8.5.1.4 normal stride', () => {
  useTestGUnits();
  afterEach(() => {
    while (undo.length) undo.pop()!();
  });

  it('VG2 8.5.1.4: the stride step plays the G unit from the G zone onto the vanguard circle', () => {
    const s = strode();
    const vc = s.players[0].field.VC;
    expect(vc[vc.length - 1].code).toBe(G1);
    expect(vanguardOf(s, 0)!.code).toBe(G1);
    expect(s.players[0].gzone.map((c) => c.code)).toEqual([G2]);
    // Onto the vanguard circle only: no rear-guard circle got the G unit.
    for (const c of ['FL', 'FR', 'BL', 'BC', 'BR'] as const) expect(s.players[0].field[c]).toEqual([]);
  });
});

describe('having no vanguard (ver. 2.01)', () => {
  it('VG2 8.5.2.1.1.2.1 a fighter with no vanguard cannot normal call', () => {
    const s = scenario({ format: 'cr201', at: 'main', p0: { vanguard: C.blasterBlade, hand: [C.wingal, C.stardust] } });
    expect(callOptions(s, 0)).toHaveLength(10);
    s.players[0].field.VC = [];
    expect(callOptions(s, 0)).toEqual([]);
  });

  it('VG2 1.3.4 / VG2 9.5.1 when both players must choose at once, the turn player chooses first', () => {
    const s = scenario({
      format: 'cr201',
      turnPlayer: 1,
      at: 'main',
      p0: { vanguard: null, soul: [C.wingal, C.marron] },
      p1: { vanguard: null, soul: [C.bahr] },
    });
    expect(s.decision).toMatchObject({ seat: 1, prompt: 'vg.rideFromSoul' });
    expectRefused(s, 0, { t: 'card', card: idOf(s, 0, 'soul', C.wingal) });
    answer(s, { t: 'card', card: idOf(s, 1, 'soul', C.bahr) });
    expect(s.decision).toMatchObject({ seat: 0, prompt: 'vg.rideFromSoul' });
    // The non-turn player decides knowing the turn player's choice.
    expect(s.players[1].field.VC[0].code).toBe(C.bahr);
    answer(s, { t: 'card', card: idOf(s, 0, 'soul', C.marron) });
    expect(events(s, 'ride').map((e) => [e.seat, e.superior])).toEqual([
      [1, true],
      [0, true],
    ]);
    expect(s.players[0].field.VC[0]).toMatchObject({ code: C.marron, rested: false });
    expect(s.decision).toMatchObject({ seat: 1, prompt: 'vg.main' });
  });
});

{
  // The tests gathered from abilities2Use.test.ts, with its helpers: some of their names mean something else above.

  const BOTH = cardsHelpers.BOTH;

  const act = abilitiesDsl.act;

  const KING = 'TD03/004'; // King of Sword, g2 10000 «Nova Grappler»

  const TOUGH = 'TD03/007'; // Tough Boy, g1 8000 «Nova Grappler»

  const GARETH = 'TD05/008'; // g1 8000 «Gold Paladin»

  const NEHALEM = 'TD02/004'; // g2 10000 «Kagero»

  const BAHR = 'TD02/007'; // g1 8000 «Kagero»

  const MARRON = 'TD01/008'; // g1 8000 «Royal Paladin», the deck filler of `deck()`

  const { give } = testOnlyAbilities();

  const actOn = (cost: Cost[], ...effects: Effect[]): Ability => act({ zones: ['VC', 'RC'], cost, effects });

  function actId(s: VGState, seat: 0 | 1, circle: 'VC' | 'FL' | 'FR'): number {
    return unit(s, seat, circle).id;
  }

  function playAct(s: VGState, id: number, index = 0): void {
    expect(prompt(s)).toBe('vg.main');
    answer(s, { t: 'act', card: id, index });
  }

  describe('costs (VG2 8.5.2.3, 10.16–10.19, 10.29)', () => {
    for (const format of BOTH) {
      it(`VG2 10.18 / VG2 10.4 / VG2 8.5.2.3 VG-063 [Soul Charge (1) & retire one of your other rear-guards]: paid all at once, and not offered without a rear-guard to retire (${format})`, () => {
        give(KING, [
          actOn(
            [
              { pay: 'soulCharge', n: 1 },
              { pay: 'retire', n: 1 },
            ],
            power(thisUnit, 5000, 'turn'),
          ),
        ]);
        const s = scenario({ format, at: 'main', p0: { vanguard: KING, deck: deck([]) } });
        expect(offers(s, { t: 'act', card: actId(s, 0, 'VC') })).toBe(false);
        const s2 = scenario({
          format,
          at: 'main',
          p0: { vanguard: KING, rc: { FL: BAHR, FR: TOUGH }, deck: deck([]) },
        });
        playAct(s2, actId(s2, 0, 'VC'));
        expect(prompt(s2)).toBe('vg.cost.retire');
        answer(s2, { t: 'card', card: actId(s2, 0, 'FR') });
        expect(s2.players[0].soul).toHaveLength(1);
        expect(s2.players[0].drop.map((c) => c.code)).toEqual([TOUGH]);
        expect(pw(s2, 0, 'VC')).toBe(15000);
        expect(cardText(abilitiesOf(KING))).toBe(
          '[ACT](VC/RC):[Soul Charge (1) & retire one of your other rear-guards] This unit gets Power +5000 until end of turn.',
        );
      });

      it(`VG2 8.5.2.3 put this unit / a rear-guard into your soul, and bind from the hand, as costs (${format})`, () => {
        give(TOUGH, [
          actOn(
            [
              { pay: 'putIntoSoul', what: 'this' },
              { pay: 'bind', from: 'hand', n: 1 },
            ],
            draw(2),
          ),
        ]);
        give(KING, [actOn([{ pay: 'putIntoSoul', what: 'rearguard', n: 1 }], power(thisUnit, 2000, 'turn'))]);
        const s = scenario({
          format,
          at: 'main',
          p0: { vanguard: KING, rc: { FL: TOUGH, FR: BAHR }, hand: [GARETH], deck: deck([]) },
        });
        playAct(s, actId(s, 0, 'FL'));
        expect(s.players[0].soul.map((c) => c.code)).toEqual([TOUGH]);
        expect(s.players[0].bind.map((c) => c.code)).toEqual([GARETH]);
        expect(s.players[0].hand).toHaveLength(2);
        playAct(s, actId(s, 0, 'VC'));
        expect(s.players[0].soul.map((c) => c.code)).toEqual([TOUGH, BAHR]); // the only rear-guard left
        expect(pw(s, 0, 'VC')).toBe(12000);
      });

      it(`VG2 10.29 / VG2 10.29.1 an ability that lost its cost is played without paying it (${format})`, () => {
        give(KING, [actOn([counterBlast(2)], power(thisUnit, 5000, 'turn'))]);
        give(NEHALEM, [
          actOn([], {
            do: 'loseCost',
            target: { unit: 'choose', side: 'you', what: 'rearguard', n: 1 },
            until: 'turn',
          }),
        ]);
        const s = scenario({
          format,
          at: 'main',
          p0: { vanguard: NEHALEM, rc: { FL: KING }, damage: [MARRON], deck: deck([]) },
        });
        const king = actId(s, 0, 'FL');
        expect(offers(s, { t: 'act', card: king })).toBe(false);
        playAct(s, actId(s, 0, 'VC'));
        answer(s, { t: 'unit', seat: 0, circle: 'FL' });
        expect(offers(s, { t: 'act', card: king })).toBe(true);
        playAct(s, king);
        expect(faceUp(s, 0)).toBe(1);
        expect(pw(s, 0, 'FL')).toBe(15000);
      });

      it(`VG2 3.1.1.5.2 / VG2 8.6.4 an [AUTO] with a Soul Charge cost: "you may pay the cost. If you do" (${format})`, () => {
        give(KING, [
          auto({
            zones: ['VC'],
            trigger: { on: 'youDraw' },
            cost: [{ pay: 'soulCharge', n: 2 }],
            effects: [power(thisUnit, 2000, 'turn')],
          }),
        ]);
        give(NEHALEM, [actOn([], draw(1))]);
        const s = scenario({ format, at: 'main', p0: { vanguard: KING, rc: { FL: NEHALEM }, deck: deck([]) } });
        playAct(s, actId(s, 0, 'FL'));
        expect(prompt(s)).toBe('vg.payCost');
        answer(s, { t: 'yes' });
        expect(s.players[0].soul).toHaveLength(2);
        expect(pw(s, 0, 'VC')).toBe(12000);
      });
    }
  });
}

{
  // The tests gathered from rules7to12.test.ts, with its helpers: some of their names mean something else above.

  const act = abilitiesDsl.act;

  // Vanilla trial-deck cards used as hosts (stats in data/vanguard/original-td.cards.json).
  const KING = 'TD03/004'; // King of Sword, g2 10000 «Nova Grappler», Intercept

  const TOUGH = 'TD03/007'; // Tough Boy, g1 8000 «Nova Grappler», Boost

  const CLARA = 'TD03/014'; // Ring Girl, Clara, g0 heal trigger «Nova Grappler»

  const GARETH = 'TD05/008'; // Knight of Elegant Skills, Gareth, g1 8000 «Gold Paladin», Boost

  const BEAUMAINS = 'TD05/004'; // Knight of Superior Skills, Beaumains, g2 10000 «Gold Paladin», Intercept

  const { give } = testOnlyAbilities();

  function rearGuards(s: VGState, seat: 0 | 1): string[] {
    return (['FL', 'FR', 'BL', 'BC', 'BR'] as const).flatMap((c) => codes(s.players[seat].field[c]));
  }

  /** Decline, pass and end everything until `done` holds (at most 40 answers). */
  function playOn(s: VGState, done: () => boolean): void {
    for (let i = 0; i < 40 && !done() && s.decision; i++) {
      const o = s.decision.options.find((x) => ['pass', 'no', 'done'].includes(x.t)) ?? s.decision.options[0];
      answer(s, o as never);
    }
    expect(done()).toBe(true);
  }

  describe('section 8: playing and resolving cards and abilities', () => {
    it('VG2 8.1 / VG2 8.1.1 / VG2 8.5 / VG2 8.5.1 a continuous ability applies without being played, an activated one only when its player plays it, an automatic one when its event happens', () => {
      give(KING, [
        cont({ zones: ['RC'], effect: { cont: 'modify', stat: 'power', n: 1000 } }),
        actDo(draw(1)),
        auto({ zones: ['RC'], trigger: { on: 'attacks' }, effects: [draw(1)] }),
      ]);
      const s = scenario({ at: 'main', p0: { vanguard: TOUGH, rc: { FL: KING }, deck: deck([]) } });
      const played = () => events(s, 'playAbility').map((e) => e.index);
      expect(pw(s, 0, 'FL')).toBe(11000); // the [CONT]
      expect(s.players[0].hand).toHaveLength(0);
      expect(offers(s, { t: 'act', card: unit(s, 0, 'FL').id, index: 1 })).toBe(true);
      answer(s, { t: 'act', card: unit(s, 0, 'FL').id, index: 1 }); // the [ACT], played
      expect(s.players[0].hand).toHaveLength(1);
      expect(played()).toEqual([1]);
      answer(s, { t: 'pass' });
      attack(s, 'FL', 'VC'); // the [AUTO], triggered by the attack and played in the check timing after it
      expect(s.players[0].hand).toHaveLength(2);
      expect(played()).toEqual([1, 2]);
    });

    it('VG2 8.1.1.1.2.6.1 an activated ability without a cost is offered, but never played unless its player plays it', () => {
      give(KING, [actDo(draw(1))]);
      const s = scenario({ at: 'main', p0: { vanguard: TOUGH, rc: { FL: KING }, deck: deck([]) } });
      expect(offers(s, { t: 'act', card: unit(s, 0, 'FL').id, index: 0 })).toBe(true);
      answer(s, { t: 'pass' });
      expect(prompt(s)).toBe('vg.attack');
      expect(events(s, 'playAbility')).toEqual([]);
      expect(s.players[0].hand).toEqual([]);
    });

    it('VG2 8.1.1.2.3.1.1 a standing-by automatic ability that says "this ability cannot be used for the rest of that turn" may be made to cease to exist unplayed; one without it may not', () => {
      give(KING, [
        auto({ zones: ['RC'], trigger: { on: 'attacks' }, effects: [draw(1), { do: 'disableThis', until: 'turn' }] }),
      ]);
      give(BEAUMAINS, [auto({ zones: ['RC'], trigger: { on: 'attacks' }, effects: [draw(1)] })]);
      const s = scenario({
        at: 'battle',
        p0: { vanguard: TOUGH, rc: { FL: KING, FR: BEAUMAINS }, deck: deck([]) },
        p1: { deck: deck([]) },
      });
      const king = unit(s, 0, 'FL').id;
      attack(s, 'FL', 'VC');
      expect(prompt(s)).toBe('vg.playAuto');
      expect(s.decision!.options).toEqual([
        { t: 'auto', source: king, index: 0 },
        { t: 'decline', source: king, index: 0 },
      ]);
      answer(s, { t: 'decline', source: king, index: 0 });
      expect(s.standby).toEqual([]);
      expect(s.players[0].hand).toEqual([]); // not played: no card drawn
      expect(events(s, 'declineAbility')).toEqual([expect.objectContaining({ card: { id: king, code: KING } })]);
      expect(events(s, 'cannotUse')).toEqual([]); // ceasing to exist does not use it up
      // Beaumains' ability has no such text: it is played, with no choice to drop it.
      playOn(s, () => prompt(s) === 'vg.attack');
      attack(s, 'FR', 'VC');
      expect(s.players[0].hand).toHaveLength(1);
      expect(events(s, 'declineAbility')).toHaveLength(1);
    });

    it('VG2 8.2 / VG2 8.2.1.1 / VG2 8.2.1.2 one ability, two effects: the draw is a one-shot effect, done as it resolves; the +2000 "until end of turn" is a continuous effect that lasts until then', () => {
      give(KING, [actDo(draw(1), power(thisUnit, 2000, 'turn'))]);
      const s = scenario({
        at: 'main',
        p0: { vanguard: TOUGH, rc: { FL: KING }, deck: deck([]) },
        p1: { deck: deck([]) },
      });
      answer(s, { t: 'act', card: unit(s, 0, 'FL').id, index: 0 });
      expect(s.players[0].hand).toHaveLength(1);
      expect(pw(s, 0, 'FL')).toBe(12000);
      answer(s, { t: 'pass' });
      expect(prompt(s)).toBe('vg.attack');
      expect(pw(s, 0, 'FL')).toBe(12000); // still there in the battle phase
      expect(s.players[0].hand).toHaveLength(1); // the draw happened once, and is over
      answer(s, { t: 'no' });
      expect(s.turnPlayer).toBe(1);
      expect(pw(s, 0, 'FL')).toBe(10000); // ceased at the end of the turn
    });

    it('VG2 8.3 / VG2 8.3.1 / VG2 8.3.3 / VG2 8.3.2 an effect active under a condition is inactive while the condition is not met, and still exists: it applies again as soon as the condition holds; an inactive part asks for no choice', () => {
      give(KING, [
        cont({
          zones: ['RC'],
          condition: { if: 'compare', left: { of: 'hand', whose: 'you' }, op: '>=', right: 2 },
          effect: { cont: 'modify', stat: 'power', n: 3000 },
        }),
        actDo(draw(1)),
        act({
          zones: ['RC'],
          cost: [],
          condition: { if: 'compare', left: { of: 'hand', whose: 'you' }, op: '>=', right: 5 },
          effects: [{ do: 'retire', target: chooseOpponentRearguard() }],
        }),
      ]);
      const s = scenario({
        at: 'main',
        p0: { vanguard: TOUGH, rc: { FL: KING }, hand: [GARETH, C.marron], deck: deck([]) },
        p1: { rc: { FL: TOUGH }, deck: deck([]) },
      });
      const king = () => unit(s, 0, 'FL').id;
      expect(pw(s, 0, 'FL')).toBe(13000); // two cards in hand: active
      answer(s, { t: 'call', card: idOf(s, 0, 'hand', GARETH), circle: 'FR' });
      expect(pw(s, 0, 'FL')).toBe(10000); // one card: inactive
      expect(abilitiesOf(KING)[0].kind).toBe('cont'); // the ability is still there
      answer(s, { t: 'act', card: king(), index: 1 });
      expect(s.players[0].hand).toHaveLength(2);
      expect(pw(s, 0, 'FL')).toBe(13000); // active again, without being played
      // "If you have five or more cards in hand, choose an opponent's rear-guard and retire it": with two, no choice is made.
      answer(s, { t: 'act', card: king(), index: 2 });
      expect(prompt(s)).toBe('vg.main');
      expect(codes(s.players[1].field.FL)).toEqual([TOUGH]);
      expect(events(s, 'playAbility').map((e) => e.index)).toEqual([1, 2]); // the [CONT] (index 0) is never played
    });

    it('VG2 8.4.1.4 once the rule actions are done and no automatic ability stands by, the check timing ends and the play timing follows', () => {
      give(GARETH, [auto({ zones: ['RC'], trigger: { on: 'placed', circles: ['RC'] }, effects: [draw(1)] })]);
      const s = scenario({
        at: 'main',
        p0: { vanguard: KING, rc: { FL: TOUGH }, hand: [GARETH], deck: deck([]) },
      });
      const from = s.log!.length;
      answer(s, { t: 'call', card: idOf(s, 0, 'hand', GARETH), circle: 'FL' });
      const moves = s.log!.slice(from).flatMap((l) => {
        const e = l.e as unknown as { t: string; from?: string; to?: string };
        return e.t === 'move' ? [`${e.from}>${e.to}`] : [];
      });
      // The call, then the rule action (the older unit to the drop, 9.3.6), then the automatic ability (a draw).
      expect(moves).toEqual(['hand>FL', 'FL>drop', 'deck>hand']);
      expect(s.standby).toEqual([]);
      expect(s.frames.some((f) => f.k === 'vg.ct')).toBe(false);
      expect(prompt(s)).toBe('vg.main');
    });

    it("VG2 8.5.2 / VG2 8.5.2.1 / VG2 8.5.2.1.1 the grade requirement differs: a ride takes the vanguard's grade or one higher, a call to a rear-guard circle any grade up to the vanguard's", () => {
      const G3 = 'TD03/002'; // Death Metal Droid, grade 3
      const s = scenario({ at: 'ride', p0: { vanguard: TOUGH, hand: [CLARA, GARETH, KING, G3], deck: deck([]) } });
      const cardsOffered = (t: string) => [
        ...new Set(
          (s.decision!.options as unknown as { t: string; card: number }[]).filter((o) => o.t === t).map((o) => o.card),
        ),
      ];
      expect(prompt(s)).toBe('vg.ride');
      expect(cardsOffered('ride')).toEqual([idOf(s, 0, 'hand', GARETH), idOf(s, 0, 'hand', KING)]);
      answer(s, { t: 'pass' });
      expect(prompt(s)).toBe('vg.main');
      expect(cardsOffered('call')).toEqual([idOf(s, 0, 'hand', CLARA), idOf(s, 0, 'hand', GARETH)]);
    });

    it('VG2 8.5.2.2 / VG2 8.5.2.2.1 / VG2 8.5.2.2.1.1 / VG2 8.5.3 / VG2 8.5.3.3 a card played from the hand goes to a circle its player chooses; in the guard step only to the guardian circle, where it is put resting', () => {
      const s = scenario({
        at: 'main',
        p0: { vanguard: KING, hand: [TOUGH], deck: deck([]) },
        p1: { vanguard: KING, hand: [GARETH, C.marron], deck: deck([]) },
      });
      const calls = s.decision!.options.filter((o) => o.t === 'call') as unknown as { circle: string }[];
      expect(calls.map((o) => o.circle)).toEqual(['FL', 'FR', 'BL', 'BC', 'BR']); // one of the player's own circles
      answer(s, { t: 'pass' });
      attack(s, 'VC', 'VC');
      expect(prompt(s)).toBe('vg.guard');
      expect(s.decision!.seat).toBe(1);
      expect([...new Set(s.decision!.options.map((o) => o.t))]).toEqual(['guard', 'pass']); // no call to a rear-guard circle
      answer(s, { t: 'guard', card: idOf(s, 1, 'hand', GARETH) });
      expect(s.players[1].field.GC.map((c) => [c.code, c.rested])).toEqual([[GARETH, true]]);
      expect(rearGuards(s, 1)).toEqual([]);
    });

    it('VG2 8.5.2.3.1 an activated ability played from the hand, whose cost does not reveal the card, shows the opponent the card it comes from', () => {
      give(GARETH, [act({ zones: ['hand'], cost: [discard(1)], effects: [draw(1)] })]);
      const s = scenario({ at: 'main', p0: { vanguard: KING, hand: [GARETH, C.marron], deck: deck([]) } });
      const from = s.log!.length;
      answer(s, { t: 'act', card: idOf(s, 0, 'hand', GARETH), index: 0 });
      expect(codes(s.players[0].drop)).toEqual([C.marron]); // the cost
      const seen = eventsFor(s, 1, from).filter((e) => e.t === 'reveal') as unknown as {
        zone: string;
        cards: { code: string }[];
      }[];
      expect(seen).toEqual([
        expect.objectContaining({ zone: 'hand', cards: [expect.objectContaining({ code: GARETH })] }),
      ]);
      expect(codes(s.players[0].hand)).toContain(GARETH); // revealed, not moved
    });

    it('VG2 8.5.4.1.2 "choose two of your opponent\'s rear-guards" with only one there: that one is chosen and the effect applies to it', () => {
      give(KING, [actDo({ do: 'retire', target: chooseOpponentRearguard({}, 2) })]);
      const s = scenario({
        at: 'main',
        p0: { vanguard: TOUGH, rc: { FL: KING }, deck: deck([]) },
        p1: { rc: { BC: GARETH }, deck: deck([]) },
      });
      answer(s, { t: 'act', card: unit(s, 0, 'FL').id, index: 0 });
      expect(prompt(s)).toBe('vg.chooseUnit');
      expect(s.decision!.options).toEqual([{ t: 'unit', seat: 1, circle: 'BC' }]);
      answer(s, { t: 'unit', seat: 1, circle: 'BC' });
      noHandAbility(s);
      expect(prompt(s)).toBe('vg.main'); // nothing more to choose
      expect(codes(s.players[1].drop)).toEqual([GARETH]);
    });

    it('VG2 8.5.5 / VG2 8.5.5.3 "when placed, it gets Power +10000" names no unit: it is the unit with the ability, not another copy of the card', () => {
      give(KING, [auto({ trigger: { on: 'placed', circles: ['RC'] }, effects: [power(thisUnit, 10000, 'turn')] })]);
      const s = scenario({ at: 'main', p0: { vanguard: KING, rc: { FL: KING }, hand: [KING], deck: deck([]) } });
      answer(s, { t: 'call', card: idOf(s, 0, 'hand', KING), circle: 'FR' });
      expect([pw(s, 0, 'VC'), pw(s, 0, 'FL'), pw(s, 0, 'FR')]).toEqual([10000, 10000, 20000]);
    });

    it('VG2 8.7.4 / VG2 8.7.5 a continuous effect on the cards in a zone applies the moment a card enters it, and a trigger condition about entering cards reads them with it applied', () => {
      give(KING, [
        cont({ zones: ['VC'], effect: { cont: 'unitsModify', filter: { other: true }, stat: 'power', n: 2000 } }),
        auto({
          zones: ['VC'],
          trigger: { on: 'yourUnitPlaced', filter: { clan: 'Gold Paladin' } },
          effects: [draw(1)],
        }),
      ]);
      give(TOUGH, [cont({ zones: ['RC'], effect: { cont: 'alsoClan', clan: 'Gold Paladin' } })]);
      const s = scenario({ at: 'main', p0: { vanguard: KING, hand: [TOUGH, C.marron], deck: deck([]) } });
      answer(s, { t: 'call', card: idOf(s, 0, 'hand', C.marron), circle: 'FL' });
      expect(pw(s, 0, 'FL')).toBe(10000); // 8000 + 2000 from the moment it is on the field
      expect(s.players[0].hand).toHaveLength(1); // a «Royal Paladin»: no draw
      answer(s, { t: 'call', card: idOf(s, 0, 'hand', TOUGH), circle: 'FR' });
      // Tough Boy is a «Gold Paladin» once on (RC): the vanguard's ability triggers.
      expect(events(s, 'standby').map((e) => (e.card as { code: string }).code)).toEqual([KING]);
      expect(codes(s.players[0].hand)).toEqual([C.marron]);
    });
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

  /** Options of the pending decision with this `t`. */
  function optionsOf(s: VGState, t: string): Record<string, unknown>[] {
    return (s.decision?.options ?? []).filter((o) => o.t === t) as unknown as Record<string, unknown>[];
  }

  describe('VG1 8.5 playing cards', () => {
    for (const format of BOTH) {
      it(`VG1 8.5 VG1 8.5.2 VG1 8.5.2.2 VG1 8.5.2.2.1 VG1 10.1.6.1.1 VG1 10.1.6.1.1.1 VG1 10.1.6.1.1.1.2 VG1 10.1.6.1.1.2 a normal call is one hand card and one rear-guard circle chosen together [${format}]`, () => {
        const s = scenario({
          format,
          at: 'main',
          p0: { vanguard: C.gallatin, hand: [C.marron, C.wingal], deck: deck() },
        });
        const calls = optionsOf(s, 'call');
        expect(calls).toHaveLength(2 * 5);
        for (const o of calls) {
          expect(Object.keys(o).sort()).toEqual(['card', 'circle', 't']);
          expect(REAR_GUARD_CIRCLES).toContain(o.circle);
        }
        answer(s, { t: 'call', card: idOf(s, 0, 'hand', C.wingal), circle: 'BR' });
        expect(codes(s.players[0].field.BR)).toEqual([C.wingal]);
        expect(codes(s.players[0].hand)).toEqual([C.marron]);
        expect(events(s, 'call')).toHaveLength(1);
      });
    }

    for (const format of BOTH) {
      it(`VG1 8.5.2.2.1.1 VG1 8.5.2.4 VG1 8.5.2.4.3 VG1 4.6.5 VG1 10.1.6.1.2.1 in the guard step a hand card can only be called to the guardian circle, where it is put resting [${format}]`, () => {
        const s = scenario({
          format,
          at: 'battle',
          p0: { vanguard: C.blasterBlade, deck: deck([C.critRP]) },
          p1: { vanguard: C.gallatin, hand: [C.marron, C.stardust], deck: deck() },
        });
        attack(s, 'VC', 'VC');
        expect(s.decision!.seat).toBe(1);
        expect(optionsOf(s, 'call')).toHaveLength(0);
        expect(optionsOf(s, 'guard')).toEqual([
          { t: 'guard', card: idOf(s, 1, 'hand', C.marron) },
          { t: 'guard', card: idOf(s, 1, 'hand', C.stardust) },
        ]);
        answer(s, { t: 'guard', card: idOf(s, 1, 'hand', C.marron) });
        // Ver. 1.10 puts every chosen guardian down together once the choice is done; ver. 2.01 at once.
        expect(s.players[1].field.GC).toHaveLength(format === 'cr110' ? 0 : 1);
        endGuard(s);
        // The drive check's trigger question pauses the battle with the guardian on its circle.
        expect(prompt(s)).toBe('vg.triggerOrder');
        expect(s.players[1].field.GC.map((c) => [c.code, c.rested])).toEqual([[C.marron, true]]);
        expect(codes(s.players[1].hand)).toEqual([C.stardust]);
      });
    }

    for (const format of BOTH) {
      it(`VG1 8.5.3.1.4 VG1 10.1.9.1 VG1 10.1.10.1 VG1 10.1.8.1 a search of the (hidden) deck may find nothing even when a match is there; the deck is shuffled; the revealed card is shown to all [${format}]`, () => {
        const s = scenario({
          format,
          at: 'main',
          p0: { vanguard: C.gallatin, hand: [GANCELOT], deck: deck([C.marron, C.blasterBlade]) },
        });
        const from = s.log!.length;
        answer(s, { t: 'act', card: idOf(s, 0, 'hand', GANCELOT), index: 1 });
        // The cost: Gancelot is revealed to both players, then put on top of the deck.
        expect(eventsFor(s, 1, from).filter((e) => e.t === 'reveal')).toEqual([
          { t: 'reveal', seat: 0, zone: 'hand', cards: [{ code: GANCELOT }] },
        ]);
        expect(prompt(s)).toBe('vg.search');
        expect(s.decision!.options).toContainEqual({ t: 'card', card: idOf(s, 0, 'deck', C.blasterBlade) });
        answer(s, { t: 'none' });
        expect(s.players[0].hand).toHaveLength(0);
        expect(s.players[0].deck.filter((c) => c.code === C.blasterBlade)).toHaveLength(1);
        expect(events(s, 'shuffle')).toEqual([{ t: 'shuffle', seat: 0 }]);
        expect(prompt(s)).toBe('vg.main');
      });
    }
  });
}
