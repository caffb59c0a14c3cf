// Vanguard rules tests — automatic abilities: triggers, standing by, zone-changing and timed triggers (both versions 8.6).
// Gathered by rules topic from the batch-named files abilities.test.ts, abilities2Use.test.ts, battleLeftovers.test.ts, bindFromDeck.test.ts, closeStepAndHearts.test.ts, rulesLastClauses.test.ts, ver110.test.ts.

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, eventsFor } from '../../../src/core/engine.ts';
import { IllegalAnswer } from '../../../src/core/errors.ts';
import type { Seat } from '../../../src/core/types.ts';
import * as abilitiesDsl from '../../../src/games/vanguard/abilities/dsl.ts';
import {
  type Ability,
  auto,
  chooseYour,
  type Condition,
  type Cost,
  discard,
  draw,
  type Effect,
  power,
  thisUnit,
  ultimateStride,
} from '../../../src/games/vanguard/abilities/dsl.ts';
import { abilitiesOf } from '../../../src/games/vanguard/abilities/registry.ts';
import { abilityText, cardText } from '../../../src/games/vanguard/abilities/text.ts';
import { withTestCards } from '../../../src/games/vanguard/cards/cardPool.ts';
import type { CardRecord } from '../../../src/games/vanguard/cards/cardRecord.ts';
import * as vanguardCharacteristics from '../../../src/games/vanguard/characteristics.ts';
import type { FormatId } from '../../../src/games/vanguard/formats.ts';
import { type Card, type Circle, unitOn, vanguardOf, type VGState } from '../../../src/games/vanguard/state.ts';
import { flipCard } from '../../../src/games/vanguard/stride.ts';
import * as cardsHelpers from '../cards/helpers.ts';
import { attack, citeEra, codes, deck, endGuard, played, pw, toNextTurn, unit } from '../cards/helpers.ts';
import { answer, autoplay, C, events, idOf, prompt, scenario } from '../scenario.ts';
import { G1, gUnit } from '../strideCards.ts';
import { actDo, testOnlyAbilities } from '../testAbilities.ts';

const BOTH: readonly FormatId[] = ['cr201', 'cr110'];

// Trial-deck cards used here (stats in data/vanguard/original-td.cards.json).
const BORS = 'TD01/002'; // g3 10000, [AUTO](VC/RC) CB1: attacks → +3000 (battle)

const MARRON = 'TD01/008'; // g1 8000, vanilla

const BAHR = 'TD02/007'; // g1 8000, vanilla

const INVINCIBLE = 'TD03/003'; // g3 10000, [AUTO](VC) main phase begins: soul charge 1, counter charge 1; SB8 & CB5 hits: stand all

const KING_OF_SWORD = 'TD03/004'; // g2 10000, vanilla «Nova Grappler»

const TOUGH_BOY = 'TD03/007'; // g1 8000, vanilla «Nova Grappler»

const BATTLERAIZER = 'TD03/015'; // g0 3000, forerunner; [AUTO](RC) boosts: +3000, returns to the deck at the end phase

const APOLLON = 'TD04/001'; // g3 10000, [AUTO](VC) CB2 hits: draw 2, return 1 to the deck, shuffle

const SWORD_DANCER = 'TD04/006'; // g2 8000, [AUTO](VC/RC) you draw: +1000 (turn)

const GARMORE = 'TD05/001'; // g3 10000, LB4 attacks a vanguard +5000; CB2 placed on (VC): search a g2- «Gold Paladin», call it

const BEAUMAINS = 'TD05/004'; // g2 10000, vanilla «Gold Paladin»

const GARETH = 'TD05/008'; // g1 8000, vanilla «Gold Paladin»

const LIBERATOR = 'TD08/001'; // g3 11000, LB4 [AUTO] a «Gold Paladin» rides this unit: vanguard +10000, up to 3 «GP» rear-guards +5000

const { give } = testOnlyAbilities();

const KING = 'TD03/004'; // King of Sword, vanilla g2 10000 «Nova Grappler», Intercept

/** Play player 1's [ACT] number `index` on its vanguard, then answer each unit choice with these circles. */
function playAct(s: VGState, index: number, circles: string[] = []): void {
  answer(s, { t: 'act', card: unit(s, 0, 'VC').id, index });
  for (const circle of circles) answer(s, { t: 'unit', seat: 0, circle } as never);
}

/** "Bind the top N cards of your deck (face down); at the end of that turn, put the cards bound by this effect into your hand." */
const bindTopUntilEnd = (n: number, faceDown: boolean): Effect[] => [
  { do: 'bindTop', n, faceDown },
  { do: 'atEndOfTurnBoundToHand' },
];

// --- VG2 8.6: resolving automatic abilities -------------------------------------------------------

describe('standing by and playing automatic abilities (VG2 8.6.1–8.6.4; VG1 8.6.1–8.6.3)', () => {
  for (const format of BOTH) {
    it(`VG2 8.6.1 / VG2 8.6.2 / VG2 3.1.1.2.3 / VG1 8.6.1 / VG1 8.6.2 an auto stands by when its event happens and is played at the next check timing, not before (${format})`, () => {
      const s = scenario({
        format,
        at: 'battle',
        p0: { vanguard: MARRON, rc: { FL: BORS, BL: MARRON }, damage: [MARRON], deck: deck() },
      });
      expect(prompt(s)).toBe('vg.attack');
      answer(s, { t: 'yes' });
      answer(s, { t: 'circle', circle: 'FL' });
      answer(s, { t: 'circle', circle: 'VC' });
      expect(prompt(s)).toBe('vg.boost');
      expect(events(s, 'standby')).toHaveLength(1);
      expect(s.standby).toHaveLength(1);
      expect(events(s, 'playAbility')).toHaveLength(0);
      answer(s, { t: 'yes' });
      expect(prompt(s)).toBe('vg.payCost');
      expect(played(s)).toEqual([`0:${BORS}`]);
      expect(s.standby).toHaveLength(0);
    });
  }

  for (const format of BOTH) {
    it(`VG2 8.6.2.1 / VG1 8.6.2.1 / VG2 3.12.3 VG-061 "draw two cards" meets "when you draw" twice: two instances stand by and both resolve (${format})`, () => {
      const s = scenario({
        format,
        at: 'battle',
        p0: { vanguard: APOLLON, rc: { FR: SWORD_DANCER }, hand: [BAHR], damage: [MARRON, MARRON], deck: deck() },
      });
      attack(s, 'VC', 'VC');
      // The two drive checks put cards into the hand but are not draws.
      expect(prompt(s)).toBe('vg.payCost');
      expect(s.players[0].hand).toHaveLength(3);
      answer(s, { t: 'yes' });
      expect(s.players[0].hand).toHaveLength(5);
      expect(prompt(s)).toBe('vg.handToDeck');
      answer(s, { t: 'card', card: idOf(s, 0, 'hand', BAHR) });
      expect(s.players[0].hand).toHaveLength(4);
      expect(events(s, 'standby').filter((e) => (e.card as { code: string }).code === SWORD_DANCER)).toHaveLength(2);
      expect(played(s).filter((p) => p === `0:${SWORD_DANCER}`)).toHaveLength(2);
      expect(events(s, 'modify').map((e) => e.n)).toEqual([1000, 1000]);
    });
  }

  for (const format of BOTH) {
    it(`VG2 8.6.3 / VG2 8.6.3.1 / VG1 8.6.3.1 the master chooses the order of their waiting autos, and the order changes the outcome (${format})`, () => {
      const build = () =>
        scenario({
          format,
          at: 'ride',
          p0: {
            vanguard: LIBERATOR,
            rc: { FL: GARETH },
            hand: [GARMORE],
            damage: [MARRON, MARRON, { code: MARRON, faceDown: true }, { code: MARRON, faceDown: true }],
            deck: deck([BEAUMAINS]),
          },
        });
      // Garmore first: the unit it calls is there when the Liberator's "up to three rear-guards" resolves.
      const a = build();
      answer(a, { t: 'ride', card: idOf(a, 0, 'hand', GARMORE) });
      expect(prompt(a)).toBe('vg.playAuto');
      const garmore = idOf(a, 0, 'VC', GARMORE);
      const liberator = idOf(a, 0, 'soul', LIBERATOR);
      expect(a.decision!.options).toEqual([
        { t: 'auto', source: garmore, index: 1 },
        { t: 'auto', source: liberator, index: 0 },
      ]);
      answer(a, { t: 'auto', source: garmore, index: 1 });
      answer(a, { t: 'yes' });
      answer(a, { t: 'card', card: idOf(a, 0, 'deck', BEAUMAINS) });
      answer(a, { t: 'unit', seat: 0, circle: 'FR' });
      expect(prompt(a)).toBe('vg.chooseUnit');
      expect(a.decision!.options).toEqual([
        { t: 'unit', seat: 0, circle: 'FL' },
        { t: 'unit', seat: 0, circle: 'FR' },
        { t: 'none' },
      ]);
      answer(a, { t: 'unit', seat: 0, circle: 'FL' });
      answer(a, { t: 'unit', seat: 0, circle: 'FR' });
      expect(prompt(a)).toBe('vg.main');
      expect([pw(a, 0, 'VC'), pw(a, 0, 'FL'), pw(a, 0, 'FR')]).toEqual([20000, 13000, 15000]);

      // The Liberator first: only the unit already there can get +5000.
      const b = build();
      answer(b, { t: 'ride', card: idOf(b, 0, 'hand', GARMORE) });
      answer(b, { t: 'auto', source: idOf(b, 0, 'soul', LIBERATOR), index: 0 });
      expect(b.decision!.options).toEqual([{ t: 'unit', seat: 0, circle: 'FL' }, { t: 'none' }]);
      answer(b, { t: 'unit', seat: 0, circle: 'FL' });
      answer(b, { t: 'yes' });
      answer(b, { t: 'card', card: idOf(b, 0, 'deck', BEAUMAINS) });
      answer(b, { t: 'unit', seat: 0, circle: 'FR' });
      expect(prompt(b)).toBe('vg.main');
      expect([pw(b, 0, 'VC'), pw(b, 0, 'FL'), pw(b, 0, 'FR')]).toEqual([20000, 13000, 10000]);
    });
  }

  for (const format of BOTH) {
    it(`VG2 8.6.3.1 / VG1 8.6.3.1 VG-062 a waiting mandatory auto cannot be declined: the choice offers only which to play (${format})`, () => {
      const s = scenario({
        format,
        at: 'ride',
        p0: { vanguard: LIBERATOR, hand: [GARMORE], damage: [MARRON, MARRON, MARRON, MARRON], deck: deck() },
      });
      answer(s, { t: 'ride', card: idOf(s, 0, 'hand', GARMORE) });
      expect(prompt(s)).toBe('vg.playAuto');
      expect(s.decision!.options.every((o) => o.t === 'auto')).toBe(true);
      const before = JSON.stringify(s);
      for (const no of [{ t: 'pass' }, { t: 'no' }, { t: 'none' }] as const) {
        expect(() => act(s, 0, no)).toThrow(IllegalAnswer);
      }
      expect(JSON.stringify(s)).toBe(before);
    });
  }
});

describe('zone-changing and timed triggers (VG2 8.6.5, 8.6.6, 8.6.8; VG1 8.6.4, 8.6.5, 8.6.7)', () => {
  for (const format of BOTH) {
    it(`VG2 8.6.5 / VG2 8.6.5.1.4 / VG1 8.6.4 / VG1 8.6.4.1.4 / VG2 3.1.1.3.10 VG-070 "when another «Nova Grappler» rides this unit" triggers as the card goes to the soul and resolves from there (${format})`, () => {
      const s = scenario({ format, at: 'ride', p0: { vanguard: BATTLERAIZER, hand: [TOUGH_BOY], deck: deck() } });
      answer(s, { t: 'ride', card: idOf(s, 0, 'hand', TOUGH_BOY) });
      expect(prompt(s)).toBe('vg.optional');
      // Resolving now, after the rule action put the old vanguard into the soul.
      expect(codes(s.players[0].soul)).toEqual([BATTLERAIZER]);
      expect(played(s)).toEqual([`0:${BATTLERAIZER}`]);
      answer(s, { t: 'yes' });
      expect(prompt(s)).toBe('vg.callTo');
      answer(s, { t: 'unit', seat: 0, circle: 'BC' });
      expect(codes(s.players[0].field.BC)).toEqual([BATTLERAIZER]);
      expect(s.players[0].field.BC[0].rested).toBe(false);
      expect(s.players[0].soul).toHaveLength(0);
      expect(prompt(s)).toBe('vg.main');
    });
  }

  it('VG2 11.7.1 / VG2 8.6.5.1.4 the forerunner does not trigger for a rider of another clan, nor later from the soul', () => {
    const other = scenario({ at: 'ride', p0: { vanguard: BATTLERAIZER, hand: [MARRON], deck: deck() } });
    answer(other, { t: 'ride', card: idOf(other, 0, 'hand', MARRON) });
    expect(prompt(other)).toBe('vg.main');
    expect(events(other, 'standby')).toHaveLength(0);
    expect(codes(other.players[0].soul)).toEqual([BATTLERAIZER]);

    const later = scenario({
      at: 'ride',
      p0: { vanguard: BATTLERAIZER, hand: [TOUGH_BOY, KING_OF_SWORD], deck: deck() },
    });
    answer(later, { t: 'ride', card: idOf(later, 0, 'hand', TOUGH_BOY) });
    answer(later, { t: 'no' });
    toNextTurn(later);
    toNextTurn(later);
    autoplay(later, (x) => prompt(x) === 'vg.ride');
    answer(later, { t: 'ride', card: idOf(later, 0, 'hand', KING_OF_SWORD) });
    expect(prompt(later)).toBe('vg.main');
    expect(events(later, 'standby')).toHaveLength(1);
    expect(codes(later.players[0].soul)).toEqual([BATTLERAIZER, TOUGH_BOY]);
  });

  for (const format of BOTH) {
    it(`VG2 8.6.6 / VG2 8.6.6.1 / VG1 8.6.5 / VG1 8.6.5.1 a timed trigger plays once, at the beginning of that turn's end phase (${format})`, () => {
      const s = scenario({
        format,
        at: 'battle',
        p0: { vanguard: MARRON, rc: { FL: KING_OF_SWORD, BL: BATTLERAIZER }, deck: deck() },
        p1: { hand: [C.stardust] },
      });
      attack(s, 'FL', 'VC', true);
      expect(pw(s, 0, 'FL')).toBe(10000 + 3000 + 3000);
      expect(s.delayed).toHaveLength(1);
      endGuard(s);
      expect(prompt(s)).toBe('vg.attack');
      expect(codes(s.players[0].field.BL)).toEqual([BATTLERAIZER]);
      answer(s, { t: 'no' });
      expect(s.turnPlayer).toBe(1);
      expect(s.players[0].field.BL).toHaveLength(0);
      expect(s.players[0].deck.filter((c) => c.code === BATTLERAIZER)).toHaveLength(1);
      expect(s.delayed).toHaveLength(0);
      const log = (s.log ?? []).map((l) => l.e as unknown as Record<string, unknown>);
      const endPhase = log.findIndex((e) => e.t === 'timing' && (e.timings as string[]).includes('endPhase'));
      const returned = log.findIndex((e) => e.t === 'move' && e.from === 'BL' && e.to === 'deck');
      const shuffled = log.findIndex((e, i) => i > returned && e.t === 'shuffle' && e.seat === 0);
      expect(endPhase).toBeLessThan(returned);
      expect(returned).toBeLessThan(shuffled);
      // Once: nothing more happens at later end phases.
      toNextTurn(s);
      toNextTurn(s);
      expect(played(s).filter((p) => p === `0:${BATTLERAIZER}`)).toHaveLength(2);
    });
  }

  for (const format of BOTH) {
    it(`VG2 8.6.6.1 / VG2 8.6.8 / VG1 8.6.5.1 / VG1 8.6.7 VG-071 VG-061 a unit that boosts twice sets two timed triggers; the first returns it, the second is still played and finds nothing to move (${format})`, () => {
      const s = scenario({
        format,
        at: 'battle',
        p0: {
          vanguard: INVINCIBLE,
          rc: { FL: KING_OF_SWORD, BL: BATTLERAIZER },
          soul: Array.from({ length: 8 }, () => MARRON),
          damage: [MARRON, MARRON, MARRON, MARRON, MARRON],
          deck: deck(),
        },
      });
      attack(s, 'FL', 'VC', true); // boost 1
      attack(s, 'VC', 'VC');
      answer(s, { t: 'yes' }); // SB8 & CB5: stand all your units
      expect(unit(s, 0, 'BL').rested).toBe(false);
      attack(s, 'FL', 'VC', true); // boost 2
      expect(s.delayed).toHaveLength(2);
      expect(prompt(s)).toBe('vg.attack');
      answer(s, { t: 'no' });
      expect(s.turnPlayer).toBe(1);
      const timed = events(s, 'playAbility').filter((e) => e.index === -1);
      expect(timed).toHaveLength(2);
      expect(events(s, 'move').filter((e) => e.from === 'BL')).toHaveLength(1);
      expect(s.players[0].field.BL).toHaveLength(0);
      expect(s.players[0].deck.filter((c) => c.code === BATTLERAIZER)).toHaveLength(1);
    });
  }
});

describe('VG1 8.6.4.1 / VG1 8.6.4.1.1 a zone-changing trigger from a hidden zone to a public one', () => {
  it('VG1 8.6.4.1 / VG1 8.6.4.1.1: a card soul-charged from the deck reads itself in the soul, where it is public: "call this card" calls it from there (cr110)', () => {
    give(C.marron, [
      auto({ zones: ['soul'], trigger: { on: 'putInto', zone: 'soul' }, effects: [{ do: 'callThis' }] }),
    ]);
    give('TD02/004', [actDo({ do: 'soulCharge', n: 1 })]);
    const s = scenario({
      format: 'cr110',
      at: 'main',
      p0: { vanguard: 'TD02/004', deck: deck([C.marron]) },
    });
    answer(s, { t: 'act', card: unit(s, 0, 'VC').id, index: 0 });
    expect(prompt(s)).toBe('vg.callTo');
    answer(s, { t: 'unit', seat: 0, circle: 'FL' });
    expect(unit(s, 0, 'FL').code).toBe(C.marron);
    expect(s.players[0].soul).toEqual([]);
  });
});

describe('VG2 8.6.6: at the end of that turn, the cards bound by this effect go to the hand', () => {
  it('VG2 8.6.6, VG2 8.6.6.1, VG2 4.9.3: the timed trigger puts only that pile into the hand, once, and the opponent does not learn face-down cards', () => {
    give(KING, [actDo(...bindTopUntilEnd(2, true)), actDo({ do: 'bind', target: chooseYour('rearguard') })]);
    const s = scenario({
      at: 'main',
      p0: { vanguard: KING, rc: { FL: C.bahr }, deck: deck([C.gallatin, C.nehalem]) },
    });
    playAct(s, 0);
    playAct(s, 1, ['FL']); // another effect's pile, which stays
    expect(s.players[0].hand).toEqual([]);
    expect(s.delayed).toHaveLength(1);
    const logFrom = (s.log ?? []).length;
    toNextTurn(s);
    expect(codes(s.players[0].hand)).toEqual([C.gallatin, C.nehalem]);
    expect(s.players[0].bind.map((c) => [c.code, c.up])).toEqual([[C.bahr, true]]);
    expect(s.delayed).toEqual([]); // VG2 8.6.6.1: it triggered once, and is gone
    // The face-down cards went to the hand unseen by player 2.
    const seen = JSON.stringify(eventsFor(s, 1, logFrom));
    expect(seen).not.toContain(C.gallatin);
    expect(seen).not.toContain(C.nehalem);
    // Nothing more happens at the end of player 1's next turn.
    toNextTurn(s);
    toNextTurn(s);
    expect(codes(s.players[0].bind)).toEqual([C.bahr]);
  });

  it('VG2 8.6.6, VG2 4.9.3: a card of the pile that left the bind zone is another card, so only those still bound go to the hand', () => {
    give(KING, [actDo(...bindTopUntilEnd(2, false)), actDo({ do: 'bindToHand' }), actDo({ do: 'bindTop', n: 1 })]);
    const s = scenario({ at: 'main', p0: { vanguard: KING, deck: deck([C.gallatin, C.nehalem, C.bahr]) } });
    playAct(s, 0);
    playAct(s, 1); // both cards of the pile back to the hand now
    expect(codes(s.players[0].hand)).toEqual([C.nehalem, C.gallatin]);
    playAct(s, 2); // Bahr is bound by another effect
    toNextTurn(s);
    expect(codes(s.players[0].hand)).toEqual([C.nehalem, C.gallatin]);
    expect(codes(s.players[0].bind)).toEqual([C.bahr]);
  });

  it('VG2 8.6.6: an ability that bound nothing sets up no timed trigger', () => {
    give(KING, [actDo({ do: 'bind', target: chooseYour('rearguard') }, { do: 'atEndOfTurnBoundToHand' })]);
    const s = scenario({ at: 'main', p0: { vanguard: KING, deck: deck([]) } });
    playAct(s, 0); // no rear-guard to bind
    expect(s.delayed).toEqual([]);
  });
});

{
  // The tests gathered from abilities2Use.test.ts, with its helpers: some of their names mean something else above.

  const BOTH = cardsHelpers.BOTH;

  const act = abilitiesDsl.act;

  const KING = 'TD03/004'; // King of Sword, g2 10000 «Nova Grappler»

  const TOUGH = 'TD03/007'; // Tough Boy, g1 8000 «Nova Grappler»

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

  function played(s: VGState): number {
    return events(s, 'playAbility').length;
  }

  describe('situation triggers (VG2 8.6.7; VG1 8.6.6)', () => {
    for (const format of BOTH) {
      it(`VG2 8.6.7 / VG2 8.6.7.1 / VG1 8.6.6 / VG1 8.6.6.1 VG-067 "when you have no cards in your hand" triggers once when the hand empties; drawing ends the situation (${format})`, () => {
        give(KING, [
          auto({
            zones: ['VC'],
            trigger: { on: 'situation', when: { if: 'noCardsIn', zone: 'hand' } },
            effects: [draw()],
          }),
        ]);
        give(NEHALEM, [actOn([discard(1)], power(thisUnit, 1000, 'turn'))]);
        const s = scenario({
          format,
          at: 'main',
          p0: { vanguard: KING, rc: { FL: NEHALEM }, hand: [BAHR], deck: deck([]) },
        });
        expect(played(s)).toBe(0);
        playAct(s, actId(s, 0, 'FL'));
        expect(played(s)).toBe(2); // the ACT, then the situation trigger
        expect(s.players[0].hand).toHaveLength(1);
        expect(prompt(s)).toBe('vg.main');
        expect(cardText(abilitiesOf(KING))).toBe('[AUTO](VC):When you have no cards in your hand, draw a card.');
      });

      it(`VG2 8.6.7.1 / VG1 8.6.6.1 / VG2 9.2.3 VG-067 while the situation still holds after it resolved, it triggers again — never twice at once (${format})`, () => {
        give(KING, [
          auto({
            zones: ['VC'],
            trigger: { on: 'situation', when: { if: 'noCardsIn', zone: 'hand' } },
            effects: [{ do: 'soulCharge', n: 1 }],
          }),
        ]);
        const s = scenario({ format, at: 'main', p0: { vanguard: KING, deck: [MARRON, MARRON, MARRON] } });
        // Each soul charge leaves the hand empty, so it triggers again until the deck is gone (9.2.3).
        expect(played(s)).toBe(3);
        expect(s.players[0].soul).toHaveLength(3);
        expect(s.result).not.toBe(null);
      });
    }
  });

  describe('zone-changing triggers look back (VG2 8.6.5.1.2; VG1 8.6.4.1.2)', () => {
    for (const format of BOTH) {
      it(`VG2 8.6.5.1 / VG2 8.6.5.1.2 / VG1 8.6.4.1.2 VG-069 "when put into the drop zone, if its power was 10000 or more" uses the power it had on the field (${format})`, () => {
        give(TOUGH, [
          auto({
            trigger: { on: 'putInto', zone: 'drop' },
            condition: { if: 'compare', left: { of: 'remembered', what: 'power' }, op: '>=', right: 10000 },
            effects: [draw()],
          }),
          actOn([], power(thisUnit, 5000, 'turn')),
        ]);
        give(NEHALEM, [actOn([], { do: 'retire', target: { unit: 'choose', side: 'you', what: 'rearguard', n: 1 } })]);
        for (const pumped of [true, false]) {
          const s = scenario({ format, at: 'main', p0: { vanguard: NEHALEM, rc: { FL: TOUGH }, deck: deck([]) } });
          if (pumped) playAct(s, actId(s, 0, 'FL'), 1);
          playAct(s, actId(s, 0, 'VC'));
          answer(s, { t: 'unit', seat: 0, circle: 'FL' });
          expect(s.players[0].drop.map((c) => c.code)).toEqual([TOUGH]);
          expect(s.players[0].hand).toHaveLength(pumped ? 1 : 0);
        }
        expect(cardText(abilitiesOf(TOUGH)).split('\n')[0]).toBe(
          '[AUTO]:When this card is put into your drop zone, if the power it had on the field is at least 10000, draw a card.',
        );
      });
    }
  });
}

{
  // The tests gathered from closeStepAndHearts.test.ts, with its helpers: some of their names mean something else above.

  const act = abilitiesDsl.act;

  const NEHALEM = 'TD02/004'; // g2 10000, vanilla

  const { give } = testOnlyAbilities();

  /** A United Sanctuary G unit with an ultimate stride skill (VG2 11.42), test-only. */
  const ULT = 'TEST-H/001';

  /** The two sides of a test Gyze card (VG2 12.10.2). */
  const NEON = 'TEST-HG/001a';

  const DEITY = 'TEST-HG/001b';

  describe('"when this card becomes a heart" (VG2 8.6.5.1.5)', () => {
    let undo: () => void = () => {};
    beforeEach(() => {
      const ult: CardRecord = { ...gUnit(ULT, 'Test Heart Zeroth'), race: 'Zeroth Dragon', power: 25000 };
      undo = withTestCards([gUnit(G1, 'Test Stride Paladin'), ult]);
    });
    afterEach(() => undo());

    // Brigitte draws when she becomes a heart; her "beginning of your main phase" ability is a unit's only.
    const heartDraw = auto({ zones: ['VC'], trigger: { on: 'becomesHeart' }, effects: [draw(1)] });
    const mainDraw = auto({ zones: ['VC'], trigger: { on: 'beginningOf', timing: 'mainPhase' }, effects: [draw(1)] });

    it('VG2 8.6.5.1.5: the text', () => {
      expect(abilityText(heartDraw)).toBe('[AUTO](VC):When this card becomes a heart by a stride, draw a card.');
    });

    it('VG2 8.6.5.1.5 / VG2 10.27.3: a normal stride makes the vanguard a heart; its ability triggers as though it were the unit, while a heart’s other abilities stay inactive', () => {
      give(C.brigitte, [heartDraw, mainDraw]);
      const s = scenario({
        at: 'ride',
        p0: { vanguard: C.brigitte, hand: [C.overlord], gzone: [G1], deck: deck([]) },
        p1: { vanguard: C.overlord },
      });
      autoplay(s, (x) => prompt(x) === 'vg.stride');
      const heart = vanguardOf(s, 0)!.id;
      answer(s, { t: 'card', card: idOf(s, 0, 'gzone', G1) });
      answer(s, { t: 'card', card: idOf(s, 0, 'hand', C.overlord) });
      answer(s, { t: 'done' });
      expect(prompt(s)).toBe('vg.main');
      expect(events(s, 'playAbility').map((e) => (e.card as { id: number }).id)).toEqual([heart]);
      expect(codes(s.players[0].hand)).toEqual(['TD01/008']); // one card, drawn by the heart
      expect(codes(s.players[0].field.VC)).toEqual([C.brigitte, G1]);
    });

    it('VG2 8.6.5.1.5 / VG2 11.42: an ultimate stride makes a heart too, and it triggers the same way', () => {
      give(C.brigitte, [heartDraw]);
      give(ULT, [ultimateStride([discard(1)])]);
      const up = Array.from({ length: 3 }, () => ({ code: G1, faceDown: false }));
      const s = scenario({
        at: 'ride',
        p0: { vanguard: C.brigitte, hand: [C.wingal], gzone: [ULT, ...up], deck: deck([]) },
        p1: { vanguard: C.nehalem },
      });
      autoplay(s, (x) => prompt(x) === 'vg.stride');
      answer(s, { t: 'card', card: idOf(s, 0, 'gzone', ULT) });
      if (prompt(s) === 'vg.cost.discard') answer(s, { t: 'card', card: idOf(s, 0, 'hand', C.wingal) });
      expect(prompt(s)).toBe('vg.main');
      expect(codes(s.players[0].field.VC)).toEqual([C.brigitte, ULT]);
      expect(codes(s.players[0].hand)).toEqual(['TD01/008']);
      expect(events(s, 'playAbility').map((e) => (e.card as { code: string }).code)).toEqual([ULT, C.brigitte]);
    });
  });

  describe('a zone-changing trigger reads the card in its new zone (VG2 8.6.5.1.3)', () => {
    let undo: () => void = () => {};
    beforeEach(() => {
      const neon: CardRecord = {
        ...gUnit(NEON, 'Test Heart Neon'),
        grade: 0,
        power: 5000,
        unitType: 'normal',
        flip: { side: 'neon', other: DEITY },
      };
      undo = withTestCards([neon, { ...gUnit(DEITY, 'Test Heart Deity'), flip: { side: 'deity', other: NEON } }]);
    });
    afterEach(() => undo());

    it('VG2 8.6.5.1.3 / VG2 12.10.3.3: a Gyze card bound from the drop zone on its Deity side triggers as the Neon side it is in the bind zone', () => {
      // Each side draws on being put into the bind zone: the Neon side one card, the Deity side two.
      const bound = (n: number) =>
        auto({ zones: ['bind'], trigger: { on: 'putInto', zone: 'bind' }, effects: [draw(n)] });
      give(NEON, [bound(1)]);
      give(DEITY, [bound(2)]);
      give(NEHALEM, [act({ zones: ['VC'], cost: [{ pay: 'bind', from: 'drop', n: 1 }], effects: [] })]);
      const s = scenario({ at: 'main', p0: { vanguard: NEHALEM, drop: [NEON], deck: deck([]) } });
      const gyze = idOf(s, 0, 'drop', NEON);
      flipCard(s, 0, gyze); // VG2 10.37.1: now on its Deity side in the drop zone
      expect(codes(s.players[0].drop)).toEqual([DEITY]);
      answer(s, { t: 'act', card: vanguardOf(s, 0)!.id, index: 0 });
      if (prompt(s) !== 'vg.main') answer(s, { t: 'card', card: gyze });
      expect(prompt(s)).toBe('vg.main');
      expect(codes(s.players[0].bind)).toEqual([NEON]);
      // The Neon side's ability, with the Neon side's text, is the one that triggered: one card drawn, not two.
      expect(events(s, 'playAbility').map((e) => (e.card as { code: string }).code)).toEqual([NEHALEM, NEON]);
      expect(s.players[0].hand).toHaveLength(1);
    });
  });
}

{
  // The tests gathered from rulesLastClauses.test.ts, with its helpers: some of their names mean something else above.

  const BOTH = cardsHelpers.BOTH;

  const act = abilitiesDsl.act;

  const NEHALEM = 'TD02/004'; // g2 10000 «Kagero»

  const TOUGH = 'TD03/007'; // Tough Boy, g1 8000 «Nova Grappler»

  const KING = 'TD03/004'; // King of Sword, g2 10000 «Nova Grappler»

  const { give } = testOnlyAbilities();

  /** Play the [ACT] at `index` of the unit on `circle` of player 1 from the main phase. */
  function playAct(s: VGState, circle: 'VC' | 'FL', index = 0): void {
    expect(prompt(s)).toBe('vg.main');
    answer(s, { t: 'act', card: unit(s, 0, circle).id, index });
  }

  describe('zone-changing triggers between a public and a hidden zone (VG2 8.6.5.1.1, 8.6.5.1.3; VG1 8.6.4.1.1, 8.6.4.1.3)', () => {
    const rememberedAtLeast = (what: 'power' | 'grade', n: number): Condition => ({
      if: 'compare',
      left: { of: 'remembered', what },
      op: '>=',
      right: n,
    });
    const returnRearguard: Effect = {
      do: 'returnToHand',
      target: { unit: 'choose', side: 'you', what: 'rearguard', n: 1 },
    };

    for (const format of BOTH) {
      it(`${citeEra(format, 'VG2 8.6.5.1.1', 'VG1 8.6.4.1.1')} "when this card is put into your hand from the field" reads the power it had on the field, effects included, not the card in the hand (${format})`, () => {
        give(TOUGH, [
          auto({
            trigger: { on: 'putInto', zone: 'hand', fromField: true },
            condition: rememberedAtLeast('power', 13000),
            effects: [draw(1)],
          }),
          actDo(power(thisUnit, 5000, 'turn')),
        ]);
        give(NEHALEM, [actDo(returnRearguard)]);
        for (const pumped of [true, false]) {
          const s = scenario({ format, at: 'main', p0: { vanguard: NEHALEM, rc: { FL: TOUGH }, deck: deck([KING]) } });
          const hand = s.players[0].hand.length;
          if (pumped) playAct(s, 'FL', 1);
          playAct(s, 'VC');
          answer(s, { t: 'unit', seat: 0, circle: 'FL' });
          expect(prompt(s)).toBe('vg.main');
          // The card in the hand has its printed 8000; only the unit it was had 13000.
          expect(codes(s.players[0].hand).slice(hand)).toEqual(pumped ? [TOUGH, KING] : [TOUGH]);
          // Played from the hand, the ability names its card to its master only (VG2 4.3.2).
          const theirs = eventsFor(s, 1).filter((e) => e.t === 'playAbility') as unknown as { card?: unknown }[];
          expect(theirs.at(-1)!.card).toBeUndefined();
          expect(events(s, 'playAbility').at(-1)).toMatchObject({ seat: 0, card: { code: TOUGH } });
        }
        expect(cardText(abilitiesOf(TOUGH)).split('\n')[0]).toBe(
          '[AUTO]:When this card is put into your hand from the field, if the power it had on the field is at least 13000, draw a card.',
        );
      });

      it(`${citeEra(format, 'VG2 8.6.5.1.1', 'VG1 8.6.4.1.1')} "when this card is put into your deck" from the field triggers in the deck and reads the unit it was; the opponent never learns its new id (${format})`, () => {
        give(TOUGH, [
          auto({
            trigger: { on: 'putInto', zone: 'deck' },
            condition: rememberedAtLeast('power', 13000),
            effects: [draw(1)],
          }),
          actDo(power(thisUnit, 5000, 'turn')),
          actDo({ do: 'returnThisToDeck' }),
        ]);
        const s = scenario({ format, at: 'main', p0: { rc: { FL: TOUGH } } });
        const hand = s.players[0].hand.length;
        playAct(s, 'FL', 1);
        playAct(s, 'FL', 2);
        expect(prompt(s)).toBe('vg.main');
        expect(s.players[0].field.FL).toHaveLength(0);
        expect(s.players[0].hand).toHaveLength(hand + 1);
        expect(s.players[0].deck.some((c) => c.code === TOUGH)).toBe(true);
        const seen = events(s, 'playAbility').at(-1)!;
        expect(seen).toMatchObject({ seat: 0, card: { code: TOUGH } });
        // Not even its owner is told its id in the deck, which no player may follow (VG2 4.2.2, issue 19).
        expect((seen.card as { id?: number }).id).toBeUndefined();
        const theirs = eventsFor(s, 1)
          .filter((e) => e.t === 'playAbility')
          .at(-1) as unknown as {
          card: { code: string; id?: number };
        };
        expect(theirs.card).toEqual({ code: TOUGH });
      });

      it(`${citeEra(format, 'VG2 8.6.5.1.1', 'VG1 8.6.4.1.1')} from the drop zone into the hand the ability reads the card as it was in the drop zone; "from the field" does not trigger then (${format})`, () => {
        give(TOUGH, [
          auto({
            trigger: { on: 'putInto', zone: 'hand' },
            condition: rememberedAtLeast('grade', 1),
            effects: [draw(1)],
          }),
          auto({ trigger: { on: 'putInto', zone: 'hand', fromField: true }, effects: [draw(1)] }),
        ]);
        give(NEHALEM, [actDo({ do: 'searchDrop', filter: { name: 'Tough Boy' } })]);
        const s = scenario({ format, at: 'main', p0: { vanguard: NEHALEM, drop: [TOUGH], deck: deck([KING]) } });
        const hand = s.players[0].hand.length;
        playAct(s, 'VC');
        expect(prompt(s)).toBe('vg.main');
        expect(codes(s.players[0].hand).slice(hand)).toEqual([TOUGH, KING]);
      });

      it(`${citeEra(format, 'VG2 8.6.5.1.1', 'VG1 8.6.4.1.1')} ("vice versa") from the hand into the drop zone the ability reads the card in the drop zone; a draw (hidden to hidden) triggers no "put into your hand" (${format})`, () => {
        give(TOUGH, [
          auto({
            trigger: { on: 'putInto', zone: 'drop' },
            condition: rememberedAtLeast('grade', 1),
            effects: [draw(1)],
          }),
          auto({ trigger: { on: 'putInto', zone: 'hand' }, effects: [draw(1)] }),
        ]);
        give(NEHALEM, [act({ zones: ['VC'], cost: [{ pay: 'discard', n: 1 }], effects: [] })]);
        const s = scenario({ format, at: 'main', p0: { vanguard: NEHALEM, hand: [TOUGH], deck: deck([TOUGH, KING]) } });
        const hand = s.players[0].hand.length;
        playAct(s, 'VC');
        if (prompt(s) === 'vg.cost.discard')
          answer(s, { t: 'card', card: s.players[0].hand.find((c) => c.code === TOUGH)!.id });
        expect(prompt(s)).toBe('vg.main');
        // Discarded Tough Boy (grade 1 in the drop zone) drew the top Tough Boy; that draw from the deck did not trigger
        // its own "put into your hand", so King of Sword stays on the deck.
        expect(codes(s.players[0].drop)).toEqual([TOUGH]);
        expect(codes(s.players[0].hand).slice(hand - 1)).toEqual([TOUGH]);
        expect(s.players[0].deck.at(-1)!.code).toBe(KING);
      });

      it(`${citeEra(format, 'VG2 8.6.5.1.3', 'VG1 8.6.4.1.3')} from the soul into the drop zone (public to public) the ability reads the card in its new zone (${format})`, () => {
        give(TOUGH, [
          auto({
            trigger: { on: 'putInto', zone: 'drop' },
            condition: rememberedAtLeast('grade', 1),
            effects: [draw(1)],
          }),
        ]);
        give(NEHALEM, [act({ zones: ['VC'], cost: [{ pay: 'soulBlast', n: 1 }], effects: [] })]);
        const s = scenario({ format, at: 'main', p0: { vanguard: NEHALEM, soul: [TOUGH], deck: deck([KING]) } });
        const hand = s.players[0].hand.length;
        playAct(s, 'VC');
        expect(prompt(s)).toBe('vg.main');
        expect(codes(s.players[0].drop)).toEqual([TOUGH]);
        expect(codes(s.players[0].hand).slice(hand)).toEqual([KING]);
      });
    }
  });
}

{
  // The tests gathered from ver110.test.ts, with its helpers: some of their names mean something else above.

  const power = vanguardCharacteristics.power;

  const BOTH: readonly FormatId[] = ['cr110', 'cr201'];

  const SWORD_DANCER = 'TD04/006'; // g2 8000, [AUTO](VC/RC) you draw: +1000 (turn)

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

  /** "seat:code" of every ability played so far, in order. */
  function played(s: VGState): string[] {
    return events(s, 'playAbility').map((e) => `${e.seat}:${(e.card as { code: string }).code}`);
  }

  describe('VG1 8.6 resolving automatic abilities', () => {
    for (const format of BOTH) {
      it(`VG1 8.6 VG1 8.6.3 the master plays its standing-by abilities one at a time, and each one played stops standing by [${format}]`, () => {
        const s = scenario({
          format,
          at: 'battle',
          p0: { vanguard: C.blasterBlade, rc: { FL: SWORD_DANCER, FR: SWORD_DANCER }, deck: deck([C.drawRP]) },
          p1: { vanguard: C.wingal },
        });
        attack(s, 'VC', 'VC');
        order(s, 'draw', 'power');
        answer(s, { t: 'circle', circle: 'VC' });
        // The draw put both Sword Dancer Angels' abilities on standby; their master chooses the order.
        expect(s.decision).toMatchObject({ seat: 0, prompt: 'vg.playAuto' });
        expect(s.standby).toHaveLength(2);
        const fr = idOf(s, 0, 'FR', SWORD_DANCER);
        answer(s, { t: 'auto', source: fr, index: 0 } as never);
        expect(s.standby.map((x) => x.source)).not.toContain(fr);
        expect(s.standby).toHaveLength(0);
        expect(pw(s, 0, 'FR')).toBe(9000);
        expect(pw(s, 0, 'FL')).toBe(9000);
        expect(played(s)).toEqual([`0:${SWORD_DANCER}`, `0:${SWORD_DANCER}`]);
      });
    }
  });
}
