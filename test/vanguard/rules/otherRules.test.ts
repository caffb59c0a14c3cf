// Vanguard rules tests — other rules: use restrictions, extra turns, nullified triggers, cards with one name (ver. 2.01 section 12; ver. 1.10 section 11).
// Gathered by rules topic from the batch-named files abilities2Use.test.ts, cardInformation.test.ts, damageSourceAndKeywords.test.ts, extraTurnTimeLeap.test.ts, extraTurnView.test.ts, rules10and12.test.ts, rulesLeftover10to12.test.ts, ultimateStride.test.ts.

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Narrator as CliNarrator, renderBoard } from '../../../src/games/vanguard/product/terminalRender.ts';
import { eventsFor, run } from '../../../src/core/engine.ts';
import type { Seat } from '../../../src/core/types.ts';
import { holds } from '../../../src/games/vanguard/abilities/conditions.ts';
import {
  type Ability,
  act,
  auto,
  chooseOpponentRearguard,
  cont,
  type Cost,
  counterBlast,
  discard,
  draw,
  type Effect,
  gyzeUltimateStride,
  power,
  thisUnit,
  ultimateStride,
  vanguardIs,
} from '../../../src/games/vanguard/abilities/dsl.ts';
import { abilitiesOf, withTestAbilities } from '../../../src/games/vanguard/abilities/registry.ts';
import { abilityText, cardText } from '../../../src/games/vanguard/abilities/text.ts';
import { builtInDecks, cardByCode, expandDeck, withTestCards } from '../../../src/games/vanguard/cards/cardPool.ts';
import type { CardRecord } from '../../../src/games/vanguard/cards/cardRecord.ts';
import * as vanguardCharacteristics from '../../../src/games/vanguard/characteristics.ts';
import { grade } from '../../../src/games/vanguard/characteristics.ts';
import type { FormatId } from '../../../src/games/vanguard/formats.ts';
import { vanguard } from '../../../src/games/vanguard/index.ts';
import { createState } from '../../../src/games/vanguard/setup.ts';
import { type Card, type Circle, vanguardOf, type VGState } from '../../../src/games/vanguard/state.ts';
import { flipCard } from '../../../src/games/vanguard/stride.ts';
import { vgView } from '../../../src/games/vanguard/view.ts';
import { moveCard } from '../../../src/games/vanguard/zones.ts';
import type { VgCardDb as CardDb } from '../../../web/src/games/vanguard/cardInfo.ts';
import { Narrator as WebNarrator } from '../../../web/src/games/vanguard/narrate.ts';
import * as cardsHelpers from '../cards/helpers.ts';
import {
  attack,
  BOTH,
  codes,
  crit,
  deck,
  endGuard,
  faceUp,
  interceptWith,
  offersAct,
  pw,
  toNextTurn,
  unit,
} from '../cards/helpers.ts';
import { answer, autoplay, C, events, idOf, offers, type PlayerSpec, prompt, scenario } from '../scenario.ts';
import { G1, gUnit, useTestGUnits } from '../strideCards.ts';
import { actDo, retireOneForItsPower, testOnlyAbilities } from '../testAbilities.ts';

const KING = 'TD03/004'; // King of Sword, g2 10000 «Nova Grappler»

const TOUGH = 'TD03/007'; // Tough Boy, g1 8000 «Nova Grappler»

const NEHALEM = 'TD02/004'; // g2 10000 «Kagero»

const BAHR = 'TD02/007'; // g1 8000 «Kagero»

const WISEMAN = 'TD04/004'; // g2 10000 «Oracle Think Tank»

const MARRON = 'TD01/008'; // g1 8000 «Royal Paladin», the deck filler of `deck()`

const GRADE3 = 'TD02/002'; // a grade 3 for "look at the top N"

const { give } = testOnlyAbilities();

const actOn = (cost: Cost[], ...effects: Effect[]): Ability => act({ zones: ['VC', 'RC'], cost, effects });

function actId(s: VGState, seat: 0 | 1, circle: 'VC' | 'FL' | 'FR'): number {
  return unit(s, seat, circle).id;
}

function playAct(s: VGState, id: number, index = 0): void {
  expect(prompt(s)).toBe('vg.main');
  answer(s, { t: 'act', card: id, index });
}

/** On to the main phase of the same player's next turn. */
function nextOwnMain(s: VGState): void {
  toNextTurn(s);
  toNextTurn(s);
  autoplay(s, (x) => prompt(x) === 'vg.main');
  expect(prompt(s)).toBe('vg.main');
}

/**
 * King of Sword on FL has "[AUTO](RC) [1/Turn] when you draw, Power +1000"; the vanguard Nehalem plays
 * a cost-free [ACT] that draws `n`, so the auto triggers once per card drawn.
 */
function drawWithOncePerTurnAuto(format: FormatId, n: number): VGState {
  give(KING, [
    auto({
      zones: ['RC'],
      oncePerTurn: true,
      trigger: { on: 'youDraw' },
      effects: [power(thisUnit, 1000, 'turn')],
    }),
  ]);
  give(NEHALEM, [actOn([], draw(n))]);
  const s = scenario({ format, at: 'main', p0: { vanguard: NEHALEM, rc: { FL: KING }, deck: deck([]) } });
  playAct(s, actId(s, 0, 'VC'));
  return s;
}

const GALLATIN = 'TD01/004'; // grade 2 «Royal Paladin», Intercept

const STARDUST = 'TD01/012'; // grade 0 «Royal Paladin»

const RUTILE = 'TD03/001'; // a grade 3 «Nova Grappler» (only ever in the deck here)

const CRIT_RP = 'TD01/013'; // «Royal Paladin» critical trigger

const DRAW_RP = 'TD01/015'; // «Royal Paladin» draw trigger

const HEAL_RP = 'TD01/014'; // «Royal Paladin» heal trigger

const STAND_RP = 'TD01/016'; // «Royal Paladin» stand trigger

/** The turns begun so far: [turn number, seat, extra?]. */
function turns(s: VGState): [number, Seat, boolean][] {
  return events(s, 'turn').map((e) => [e.turn as number, e.seat as Seat, e.extra === true]);
}

/** Pass, decline and do not attack until `done` holds. */
function playUntil(s: VGState, done: (s: VGState) => boolean): void {
  autoplay(s, done);
  expect(done(s)).toBe(true);
}

const GARETH = 'TD05/008'; // Knight of Elegant Skills, Gareth, g1 «Gold Paladin»

const GARETH_TD08 = 'TD08/009'; // the same name, another printing

const HAUGAN = 'TD05/009'; // g1 «Gold Paladin», another name

// From the former abilities2Use.test.ts:
// Rules tests for use restrictions (VG2 12.2, 12.5; VG1 11.2), situation triggers (VG2 8.6.7; VG1 8.6.6),
// zone markers outside the field (VG2 3.1.1.3), the costs of 10.16–10.19 and 10.29, and the effects
// "for each" (12.6), look at the top N, bind, shuffle and final information (8.8). Vanilla trial-deck
// cards are given test-only abilities with `withTestAbilities` (undone after each test).

describe('use restrictions (VG2 12.5, 12.2; VG1 11.2)', () => {
  for (const format of BOTH) {
    it(`VG2 12.5 / VG2 12.5.1 / VG2 12.5.1.1 / VG2 12.5.1.1.1 [1/Turn] an [ACT] that changed the game cannot be used again that turn; next turn it can (${format})`, () => {
      give(KING, [
        act({ zones: ['RC'], oncePerTurn: true, cost: [counterBlast(1)], effects: [power(thisUnit, 1000, 'turn')] }),
      ]);
      const s = scenario({
        format,
        at: 'main',
        p0: { vanguard: NEHALEM, rc: { FL: KING }, damage: [MARRON, MARRON], deck: deck([]) },
        p1: { deck: deck([]) },
      });
      const id = actId(s, 0, 'FL');
      playAct(s, id);
      expect(prompt(s)).toBe('vg.cost.counterBlast');
      answer(s, { t: 'card', card: s.players[0].damage[0].id });
      expect(pw(s, 0, 'FL')).toBe(11000);
      expect(offers(s, { t: 'act', card: id })).toBe(false);
      nextOwnMain(s);
      expect(offers(s, { t: 'act', card: id })).toBe(true);
      expect(cardText([act({ zones: ['RC'], oncePerTurn: true, cost: [counterBlast(1)], effects: [draw()] })])).toBe(
        '[ACT](RC) [1/Turn]:[Counter Blast (1)] Draw a card.',
      );
    });

    it(`VG2 12.5.1.1.1 / VG2 4.1.4 a [1/Turn] is kept per card: the unit returned to the hand and called again is a new card and may use it (${format})`, () => {
      give(KING, [
        act({ zones: ['RC'], oncePerTurn: true, cost: [], effects: [power(thisUnit, 1000, 'turn')] }),
        actOn([], { do: 'returnToHand', target: thisUnit }),
      ]);
      const s = scenario({ format, at: 'main', p0: { vanguard: NEHALEM, rc: { FL: KING }, deck: deck([]) } });
      playAct(s, actId(s, 0, 'FL'), 0);
      expect(offers(s, { t: 'act', card: actId(s, 0, 'FL'), index: 0 })).toBe(false);
      playAct(s, actId(s, 0, 'FL'), 1);
      answer(s, { t: 'call', card: idOf(s, 0, 'hand', KING), circle: 'FL' });
      expect(offers(s, { t: 'act', card: actId(s, 0, 'FL'), index: 0 })).toBe(true);
    });

    it(`VG2 12.5.1.1.1 / VG2 8.1.1.1.2 a [1/Turn] [ACT] whose requirement fails and that changed nothing may be used again (${format})`, () => {
      give(KING, [
        act({
          zones: ['RC'],
          oncePerTurn: true,
          cost: [],
          condition: { if: 'vanguardIs', filter: { clan: 'Royal Paladin' } },
          effects: [draw()],
        }),
      ]);
      const s = scenario({ format, at: 'main', p0: { vanguard: NEHALEM, rc: { FL: KING }, deck: deck([]) } });
      playAct(s, actId(s, 0, 'FL'));
      expect(s.players[0].hand).toHaveLength(0);
      expect(offers(s, { t: 'act', card: actId(s, 0, 'FL') })).toBe(true);
    });

    it(`VG2 12.5.1.1.2 / VG2 8.6.2.1 / VG2 12.2.1.3 VG-062 a standing-by [1/Turn] auto may be declined; once one resolves the other instance is cancelled (${format})`, () => {
      const s = drawWithOncePerTurnAuto(format, 2);
      expect(prompt(s)).toBe('vg.playAuto');
      const id = actId(s, 0, 'FL');
      expect(s.decision!.options).toEqual([
        { t: 'auto', source: id, index: 0 },
        { t: 'decline', source: id, index: 0 },
      ]);
      answer(s, { t: 'auto' });
      expect(prompt(s)).toBe('vg.main'); // the second instance was cancelled
      expect(pw(s, 0, 'FL')).toBe(11000);
      expect(s.standby).toHaveLength(0);
    });

    it(`VG2 12.5.1.1.2 / VG2 8.6.3.1 declining a [1/Turn] auto removes it unplayed, and it may trigger again (${format})`, () => {
      const s = drawWithOncePerTurnAuto(format, 1);
      answer(s, { t: 'decline' });
      expect(pw(s, 0, 'FL')).toBe(10000);
      expect(events(s, 'declineAbility')).toHaveLength(1);
      playAct(s, actId(s, 0, 'VC'));
      expect(offers(s, { t: 'auto' })).toBe(true);
    });

    it(`VG2 8.1.1.1.2.1 / VG2 12.2 / VG2 12.2.1 / VG2 12.2.1.1 "cannot be used for the rest of the game" applies though the requirement fails, because the cost was paid (${format})`, () => {
      give(KING, [
        act({
          zones: ['RC'],
          cost: [counterBlast(1)],
          condition: { if: 'vanguardIs', filter: { clan: 'Royal Paladin' } },
          effects: [draw(), { do: 'disableThis', until: 'game' }],
        }),
      ]);
      const s = scenario({
        format,
        at: 'main',
        p0: { vanguard: NEHALEM, rc: { FL: KING }, damage: [MARRON], deck: deck([]) },
        p1: { deck: deck([]) },
      });
      const id = actId(s, 0, 'FL');
      playAct(s, id);
      expect(s.players[0].hand).toHaveLength(0);
      expect(faceUp(s, 0)).toBe(0);
      expect(offers(s, { t: 'act', card: id })).toBe(false);
      nextOwnMain(s);
      expect(offers(s, { t: 'act', card: id })).toBe(false);
    });

    it(`VG2 8.1.1.1.2.1.1 with no cost "cannot be used for the rest of that turn" also applies when the requirement fails (${format})`, () => {
      give(KING, [
        act({
          zones: ['RC'],
          cost: [],
          condition: { if: 'vanguardIs', filter: { clan: 'Royal Paladin' } },
          effects: [draw(), { do: 'disableThis', until: 'turn' }],
        }),
      ]);
      const s = scenario({
        format,
        at: 'main',
        p0: { vanguard: NEHALEM, rc: { FL: KING }, deck: deck([]) },
        p1: { deck: deck([]) },
      });
      const id = actId(s, 0, 'FL');
      playAct(s, id);
      expect(offers(s, { t: 'act', card: id })).toBe(false);
      nextOwnMain(s);
      expect(offers(s, { t: 'act', card: id })).toBe(true); // only for the rest of that turn
    });

    it(`VG2 12.2.1.1 / VG2 12.2.1.2 / VG2 12.2.1.3 / VG1 11.2.1 / VG1 11.2.1.1 / VG1 11.2.1.2 / VG1 11.2.1.3 a unit whose abilities cannot be used: its [ACT] is not offered, its [AUTO] does not trigger, one standing by is cancelled (${format})`, () => {
      give(KING, [
        auto({ zones: ['RC'], trigger: { on: 'youDraw' }, effects: [power(thisUnit, 1000, 'turn')] }),
        actOn([], power(thisUnit, 3000, 'turn')),
      ]);
      give(NEHALEM, [
        actOn([], draw(1), {
          do: 'cannotUse',
          target: { unit: 'choose', side: 'you', what: 'rearguard', n: 1 },
          until: 'turn',
        }),
        actOn([], draw(1)),
      ]);
      const s = scenario({ format, at: 'main', p0: { vanguard: NEHALEM, rc: { FL: KING }, deck: deck([]) } });
      const king = actId(s, 0, 'FL');
      expect(offers(s, { t: 'act', card: king, index: 1 })).toBe(true);
      playAct(s, actId(s, 0, 'VC'), 0);
      expect(s.standby).toHaveLength(1); // the draw put the auto on standby …
      answer(s, { t: 'unit', seat: 0, circle: 'FL' });
      expect(s.standby).toHaveLength(0); // … and it is cancelled
      expect(offers(s, { t: 'act', card: king, index: 1 })).toBe(false);
      playAct(s, actId(s, 0, 'VC'), 1);
      expect(s.standby).toHaveLength(0);
      expect(pw(s, 0, 'FL')).toBe(10000);
    });
  }
});

describe('effects: "for each", look at the top N, bind, final information (VG2 12.6, 10.9–10.11, 10.19, 8.8)', () => {
  for (const format of BOTH) {
    it(`VG2 12.6 / VG2 12.6.1 / VG2 12.6.2 "+1000 for each card in your soul": X is fixed before the effect and it stays (${format})`, () => {
      give(KING, [
        actOn([], {
          do: 'modify',
          target: thisUnit,
          stat: 'power',
          n: 1000,
          until: 'turn',
          times: { of: 'soul', whose: 'you' },
        }),
      ]);
      const s = scenario({
        format,
        at: 'main',
        p0: { vanguard: KING, soul: [MARRON, MARRON, MARRON], deck: deck([]) },
      });
      playAct(s, actId(s, 0, 'VC'));
      expect(pw(s, 0, 'VC')).toBe(13000);
      s.players[0].soul.pop();
      expect(pw(s, 0, 'VC')).toBe(13000);
      expect(cardText(abilitiesOf(KING))).toBe(
        '[ACT](VC/RC):This unit gets Power +1000 for each card in your soul until end of turn.',
      );
    });

    it(`VG2 12.6.3 / VG2 12.6.1 "for each card in your soul, choose one of your units": a later time cannot choose what an earlier one chose (${format})`, () => {
      const pick: Effect = power({ unit: 'choose', side: 'you', what: 'unit', n: 1 }, 1000, 'turn');
      give(KING, [actOn([], { do: 'repeat', times: { of: 'soul', whose: 'you' }, effect: pick })]);
      const s = scenario({
        format,
        at: 'main',
        p0: { vanguard: KING, rc: { FL: BAHR, FR: TOUGH }, soul: [MARRON, MARRON], deck: deck([]) },
      });
      playAct(s, actId(s, 0, 'VC'));
      expect(s.decision!.options).toHaveLength(3);
      answer(s, { t: 'unit', seat: 0, circle: 'FL' });
      expect(s.decision!.options).toEqual([
        { t: 'unit', seat: 0, circle: 'VC' },
        { t: 'unit', seat: 0, circle: 'FR' },
      ]);
      answer(s, { t: 'unit', seat: 0, circle: 'FR' });
      expect([pw(s, 0, 'VC'), pw(s, 0, 'FL'), pw(s, 0, 'FR')]).toEqual([10000, 9000, 9000]);
    });

    it(`VG2 10.10.1.1 / VG2 8.5.4.1.1 look at the top three, take up to one grade 3 into the hand, the rest to the bottom in the order chosen (${format})`, () => {
      const look: Effect = { do: 'lookTop', n: 3, upTo: 1, filter: { gradeMin: 3 }, to: 'hand', rest: 'bottom' };
      give(KING, [actOn([], look)]);
      const s = scenario({ format, at: 'main', p0: { vanguard: KING, deck: [BAHR, GRADE3, TOUGH, NEHALEM, WISEMAN] } });
      const [bahr, g3, tough] = [...s.players[0].deck].reverse().map((c) => c.id);
      playAct(s, actId(s, 0, 'VC'));
      expect(prompt(s)).toBe('vg.lookTake');
      expect(s.decision!.options).toEqual([{ t: 'none' }, { t: 'card', card: g3 }]);
      answer(s, { t: 'card', card: g3 });
      expect(s.players[0].hand.map((c) => c.code)).toEqual([GRADE3]);
      expect(prompt(s)).toBe('vg.orderRest');
      answer(s, { t: 'card', card: tough });
      expect(prompt(s)).toBe('vg.main');
      // Put one at a time on the bottom: Tough Boy first, then Bahr under it.
      expect(s.players[0].deck.map((c) => c.code)).toEqual([BAHR, TOUGH, WISEMAN, NEHALEM]);
      expect(s.players[0].deck.slice(0, 2).map((c) => c.id)).toEqual([bahr, tough]);
      expect(events(s, 'look')).toHaveLength(1);
      expect(cardText(abilitiesOf(KING))).toBe(
        '[ACT](VC/RC):Look at the top three cards of your deck, choose up to one grade 3 or greater card from among them, and put it into your hand, and put the rest on the bottom of your deck in any order.',
      );
    });

    it(`VG2 10.9 / VG2 10.9.1 / VG2 10.11 reveal the top two, take none, shuffle the rest in (${format})`, () => {
      give(KING, [actOn([], { do: 'lookTop', n: 2, reveal: true, upTo: 1, to: 'soul', rest: 'shuffle' })]);
      const s = scenario({ format, at: 'main', p0: { vanguard: KING, deck: deck([BAHR, TOUGH]) } });
      playAct(s, actId(s, 0, 'VC'));
      answer(s, { t: 'none' });
      expect(events(s, 'reveal')).toHaveLength(1);
      expect(events(s, 'shuffle')).toHaveLength(1);
      expect(s.players[0].soul).toHaveLength(0);
    });

    it(`VG2 10.19 / VG2 10.19.1 bind one of your opponent's rear-guards (${format})`, () => {
      give(KING, [actOn([], { do: 'bind', target: chooseOpponentRearguard() })]);
      const s = scenario({ format, at: 'main', p0: { vanguard: KING, deck: deck([]) }, p1: { rc: { FL: BAHR } } });
      playAct(s, actId(s, 0, 'VC'));
      answer(s, { t: 'unit', seat: 1, circle: 'FL' });
      expect(s.players[1].bind.map((c) => c.code)).toEqual([BAHR]);
    });

    it(`VG2 8.8 / VG2 8.8.1 / VG1 8.8.1 "retire one of your rear-guards, and this unit gets Power + its power" uses the power it had on the field (${format})`, () => {
      give(BAHR, [actOn([], power(thisUnit, 5000, 'turn'))]);
      give(KING, [actOn([], ...retireOneForItsPower)]);
      const s = scenario({ format, at: 'main', p0: { vanguard: KING, rc: { FL: BAHR }, deck: deck([]) } });
      playAct(s, actId(s, 0, 'FL'));
      playAct(s, actId(s, 0, 'VC'));
      answer(s, { t: 'unit', seat: 0, circle: 'FL' });
      expect(s.players[0].drop.map((c) => c.code)).toEqual([BAHR]);
      expect(pw(s, 0, 'VC')).toBe(10000 + 13000);
    });
  }
});

// From the former extraTurnTimeLeap.test.ts:
// Rules tests for three VG2 mechanics no trial-deck card prints, given to vanilla hosts with `withTestAbilities`:
// extra turns (VG2 12.4), "trigger effects are nullified" (VG2 12.3) and Time Leap (VG2 10.31). Ver. 1.10 has none
// of them.

describe('VG2 12.4 extra turns', () => {
  it('VG2 12.4 / VG2 12.4.1: "you get an extra turn" adds a turn for its master right after the current one; the regular turn order then resumes', () => {
    give(KING, [actDo({ do: 'extraTurn' })]);
    const s = scenario({ at: 'main', p0: { vanguard: KING, deck: deck([]) }, p1: { deck: deck([]) } });
    answer(s, { t: 'act', card: unit(s, 0, 'VC').id, index: 0 });
    expect(events(s, 'extraTurn')).toEqual([{ t: 'extraTurn', seat: 0 }]);
    expect(s.upcomingTurns).toEqual([1, 0]); // the extra turn on top of the opponent's regular turn
    playUntil(s, (x) => x.turn === 4);
    expect([s.turnPlayer, turns(s)]).toEqual([0, [[4, 0, true]]]);
    expect(s.upcomingTurns).toEqual([1]);
    playUntil(s, (x) => x.turn === 6);
    expect(turns(s)).toEqual([
      [4, 0, true],
      [5, 1, false],
      [6, 0, false],
    ]);
    expect(s.upcomingTurns).toBeUndefined(); // nothing queued once the regular order is back
  });

  it('VG2 12.4.1: the extra turn is a whole turn: its units stand, it draws, it may ride again and "until end of turn" effects of the turn before are gone', () => {
    give(KING, [actDo({ do: 'extraTurn' }, { do: 'modify', target: thisUnit, stat: 'power', n: 5000, until: 'turn' })]);
    const s = scenario({
      at: 'main',
      p0: { vanguard: KING, hand: [RUTILE], deck: deck([]) },
      p1: { vanguard: KING, deck: deck([]) },
    });
    s.normalRideDone = true; // this turn's normal ride is used up
    answer(s, { t: 'act', card: unit(s, 0, 'VC').id, index: 0 });
    expect(pw(s, 0, 'VC')).toBe(15000);
    answer(s, { t: 'pass' });
    attack(s, 'VC', 'VC');
    endGuard(s);
    playUntil(s, (x) => x.turn === 4 && prompt(x) === 'vg.ride');
    expect(s.turnPlayer).toBe(0);
    expect(unit(s, 0, 'VC').rested).toBe(false); // VG2 6.3.1.2: the stand phase of the extra turn
    expect(pw(s, 0, 'VC')).toBe(10000); // VG2 6.8.1.4: the +5000 ended with the turn before
    expect(s.players[0].hand.length).toBe(3); // the grade 3, the drive check's card and the extra turn's draw
    expect(offers(s, { t: 'ride', card: idOf(s, 0, 'hand', RUTILE) })).toBe(true); // VG2 8.5.2.1.1.1: a new turn's ride
  });

  it("VG2 12.4.1 / VG2 7.3.1.3: an extra turn after the game's first turn is not the first turn, so its player may attack", () => {
    give(KING, [actDo({ do: 'extraTurn' })]);
    const s = scenario({ turn: 1, at: 'main', p0: { vanguard: KING, deck: deck([]) }, p1: { deck: deck([]) } });
    answer(s, { t: 'act', card: unit(s, 0, 'VC').id, index: 0 });
    answer(s, { t: 'pass' });
    expect(prompt(s)).not.toBe('vg.attack'); // turn 1: no attack
    playUntil(s, (x) => x.turn === 2 && prompt(x) === 'vg.main');
    answer(s, { t: 'pass' });
    expect([s.turnPlayer, prompt(s)]).toEqual([0, 'vg.attack']);
  });

  it("VG2 12.4.2: extra turns added turn player → non-turn player → turn player in one turn are taken in the reverse order, then the non-turn player's regular turn", () => {
    give(KING, [actDo({ do: 'extraTurn' })]); // the turn player's, in the main phase
    // The non-turn player's, when its unit intercepts; the turn player's again, at the beginning of the end phase.
    give(GALLATIN, [auto({ trigger: { on: 'intercepts' }, effects: [{ do: 'extraTurn' }] })]);
    give(TOUGH, [
      auto({
        zones: ['RC'],
        trigger: { on: 'beginningOf', timing: 'endPhase' },
        effects: [{ do: 'extraTurn' }, { do: 'disableThis', until: 'game' }],
      }),
    ]);
    const s = scenario({
      at: 'main',
      p0: { vanguard: KING, rc: { BL: TOUGH }, deck: deck([]) },
      p1: { vanguard: KING, rc: { FL: GALLATIN }, deck: deck([]) },
    });
    answer(s, { t: 'act', card: unit(s, 0, 'VC').id, index: 0 });
    answer(s, { t: 'pass' });
    attack(s, 'VC', 'VC');
    interceptWith(s, 'FL');
    endGuard(s);
    playUntil(s, (x) => x.turn === 8);
    expect(events(s, 'extraTurn').map((e) => e.seat)).toEqual([0, 1, 0]);
    expect(turns(s)).toEqual([
      [4, 0, true], // added last, taken first
      [5, 1, true],
      [6, 0, true],
      [7, 1, false], // then the non-turn player's regular turn
      [8, 0, false],
    ]);
  });

  it('VG2 12.4.1 / VG2 12.4.2: an extra turn gained during an extra turn comes right after it, before the turns queued earlier', () => {
    // Each of player 1's turns ends with one more extra turn, twice in all; player 2's extra turn was queued first.
    give(GALLATIN, [auto({ trigger: { on: 'intercepts' }, effects: [{ do: 'extraTurn' }] })]);
    give(TOUGH, [
      auto({ zones: ['RC'], trigger: { on: 'beginningOf', timing: 'endPhase' }, effects: [{ do: 'extraTurn' }] }),
    ]);
    const s = scenario({
      at: 'battle',
      p0: { vanguard: KING, rc: { BL: TOUGH }, deck: deck([]) },
      p1: { vanguard: KING, rc: { FL: GALLATIN }, deck: deck([]) },
    });
    attack(s, 'VC', 'VC');
    interceptWith(s, 'FL');
    endGuard(s);
    playUntil(s, (x) => x.turn === 4);
    expect(s.upcomingTurns).toEqual([1, 1]); // the regular turn, and player 2's extra turn above it
    // In the extra turn (4), the end-phase ability adds another: it comes before player 2's extra turn.
    playUntil(s, (x) => x.turn === 5);
    expect(turns(s).slice(-1)).toEqual([[5, 0, true]]);
    expect(s.upcomingTurns).toEqual([1, 1]);
  });

  it('VG2 12.4.1: the effect is written "you get an extra turn"', () => {
    expect(abilityText(actDo({ do: 'extraTurn' }))).toBe('[ACT](VC/RC):You get an extra turn.');
  });
});

describe('VG2 12.3 nullifying trigger effects', () => {
  const nullifier = (whose: 'you' | 'opponent' | 'both', checks?: 'drive' | 'damage') =>
    cont({
      zones: ['VC'],
      effect: checks ? { cont: 'nullifyTriggers', whose, checks } : { cont: 'nullifyTriggers', whose },
    });

  /** Player 1's vanguard Gallatin attacks player 2's vanguard; player 1's drive check reveals `top`. */
  function driveCheckOf(top: string, p1Rc: Partial<Record<Exclude<Circle, 'VC' | 'GC'>, string>> = {}): VGState {
    const s = scenario({
      at: 'battle',
      p0: { vanguard: GALLATIN, deck: deck([top]) },
      p1: { vanguard: KING, rc: p1Rc, deck: deck([]) },
    });
    attack(s, 'VC', 'VC');
    endGuard(s);
    return s;
  }

  it("VG2 12.3 / VG2 12.3.1: an active ability that nullifies the opponent's trigger effects: a drive check's critical trigger does nothing, the card still goes to the hand", () => {
    give(KING, [nullifier('opponent')]);
    const s = driveCheckOf(CRIT_RP);
    expect(prompt(s)).not.toMatch(/^vg\.trigger/); // no sub-action is asked for
    expect(events(s, 'triggerCheck')).toEqual([
      expect.objectContaining({ seat: 0, kind: 'critical', active: false, nullified: true }),
    ]);
    expect([crit(s, 0, 'VC'), pw(s, 0, 'VC')]).toEqual([1, 10000]);
    expect(codes(s.players[0].hand)).toContain(CRIT_RP); // VG2 7.6.1.2.5: the drive check is otherwise unchanged
    playUntil(s, (x) => events(x, 'damage').length > 0);
    expect(events(s, 'damage')[0]).toMatchObject({ seat: 1, amount: 1 });
  });

  it('VG2 12.3.1: without an active nullifying ability (its unit on a circle it is not active on, or whose checks it does not name) the icon effect occurs', () => {
    give(TOUGH, [nullifier('opponent')]); // active on (VC) only, and Tough Boy is a rear-guard
    const onRc = driveCheckOf(CRIT_RP, { FL: TOUGH });
    expect(prompt(onRc)).toBe('vg.triggerOrder');
    give(KING, [nullifier('opponent', 'damage')]); // damage checks only
    const driveOnly = driveCheckOf(CRIT_RP);
    expect(prompt(driveOnly)).toBe('vg.triggerOrder');
    give(KING, [nullifier('you')]); // its own master's checks only
    const own = driveCheckOf(CRIT_RP);
    expect(prompt(own)).toBe('vg.triggerOrder');
  });

  it("VG2 12.3.1: a damage check's draw trigger is nullified by the attacker's ability; the card still goes to the damage zone", () => {
    give(GALLATIN, [nullifier('opponent', 'damage')]);
    const s = scenario({
      at: 'battle',
      p0: { vanguard: GALLATIN, deck: deck([]) },
      p1: { vanguard: MARRON, deck: deck([DRAW_RP]) },
    });
    attack(s, 'VC', 'VC');
    endGuard(s);
    playUntil(s, (x) => x.players[1].damage.length > 0);
    expect(events(s, 'triggerCheck')).toEqual([
      expect.objectContaining({ seat: 1, kind: 'draw', active: false, nullified: true }),
    ]);
    // From the damage check to the end of that turn: no draw, no power, only the card's way to the damage zone.
    const log = s.log!.map((l) => l.e as unknown as Record<string, unknown>);
    const during = log.slice(
      log.findIndex((e) => e.t === 'damageCheck'),
      log.findIndex((e) => e.t === 'turn'),
    );
    expect(during.filter((e) => e.t === 'move').map((e) => [e.seat, e.from, e.to])).toEqual([[1, 'trigger', 'damage']]);
    expect(during.filter((e) => e.t === 'modify')).toEqual([]);
    expect(codes(s.players[1].damage)).toEqual([DRAW_RP]);
  });

  for (const [top, kind] of [
    [CRIT_RP, 'critical'],
    [DRAW_RP, 'draw'],
    [HEAL_RP, 'heal'],
    [STAND_RP, 'stand'],
  ] as const) {
    it(`VG2 12.3.2: a nullified ${kind} trigger is nullified whole — no part of its icon effect (power included) is carried out`, () => {
      give(KING, [nullifier('both')]);
      const s = scenario({
        at: 'battle',
        p0: { vanguard: GALLATIN, rc: { FL: { code: MARRON, rested: true } }, damage: [STARDUST], deck: deck([top]) },
        p1: { vanguard: KING, deck: deck([]) },
      });
      attack(s, 'VC', 'VC');
      const before = s.log!.length;
      endGuard(s);
      expect(prompt(s)).not.toMatch(/^vg\.(trigger|heal)/);
      const after = s.log!.slice(before).map((l) => l.e.t);
      expect(after).not.toContain('modify');
      expect([crit(s, 0, 'VC'), pw(s, 0, 'VC'), pw(s, 0, 'FL')]).toEqual([1, 10000, 8000]);
      expect(unit(s, 0, 'FL').rested).toBe(true); // no stand
      expect(s.players[0].damage.length).toBe(1); // no heal
      expect(s.players[0].hand.length).toBe(1); // the checked card only, no draw
    });
  }

  it('VG2 12.3: the ability is written as an active [CONT]', () => {
    expect(abilityText(nullifier('opponent'))).toBe(
      "[CONT](VC):The trigger effects of your opponent's drive checks and damage checks are nullified.",
    );
  });
});

// From the former extraTurnView.test.ts:
// The queue of extra turns (VG2 12.4) in the public view and on the CLI screen: who takes the next turns is
// public, so every seat and a spectator see the same queue. The extra turns come from a test-only [ACT] on a
// vanilla host, as in extraTurnTimeLeap.test.ts.

describe('VG2 12.4 the queue of extra turns in the view', () => {
  it('VG2 12.4.1 / VG2 12.4.2: every viewer sees the queued turns, the next first, until the regular order is back', () => {
    give(KING, [actDo({ do: 'extraTurn' })]);
    const s = scenario({ at: 'main', p0: { vanguard: KING, deck: deck([]) }, p1: { deck: deck([]) } });
    for (const viewer of [0, 1, 'spectator'] as const) expect(vgView(s, viewer).nextTurns).toBeUndefined();
    // Two extra turns for player 1 in the same turn, both before player 2's regular turn.
    answer(s, { t: 'act', card: unit(s, 0, 'VC').id, index: 0 });
    answer(s, { t: 'act', card: unit(s, 0, 'VC').id, index: 0 });
    const queued = [
      { seat: 0, extra: true },
      { seat: 0, extra: true },
      { seat: 1, extra: false },
    ];
    for (const viewer of [0, 1, 'spectator'] as const) expect(vgView(s, viewer).nextTurns).toEqual(queued);

    autoplay(s, (x) => x.turn === 4);
    expect(vgView(s, 1).nextTurns).toEqual([
      { seat: 0, extra: true },
      { seat: 1, extra: false },
    ]);
    autoplay(s, (x) => x.turn === 5);
    expect([s.turnPlayer, vgView(s, 1).nextTurns]).toEqual([0, [{ seat: 1, extra: false }]]);
    autoplay(s, (x) => x.turn === 6);
    expect([s.turnPlayer, vgView(s, 0).nextTurns]).toEqual([1, undefined]);
  });

  it('VG2 12.4.1: the CLI screen lists the queued turns from its seat, and nothing once none are queued', () => {
    give(KING, [actDo({ do: 'extraTurn' })]);
    const s = scenario({ at: 'main', p0: { vanguard: KING, deck: deck([]) }, p1: { deck: deck([]) } });
    expect(renderBoard(vgView(s, 0), 0)).not.toContain('Next:');
    answer(s, { t: 'act', card: unit(s, 0, 'VC').id, index: 0 });
    expect(renderBoard(vgView(s, 0), 0)).toContain("Next: your extra turn, then opponent's turn");
    expect(renderBoard(vgView(s, 1), 1)).toContain("Next: opponent's extra turn, then your turn");
    autoplay(s, (x) => x.turn === 4);
    expect(renderBoard(vgView(s, 0), 0)).toContain("Next: opponent's turn");
    autoplay(s, (x) => x.turn === 5);
    expect(renderBoard(vgView(s, 0), 0)).not.toContain('Next:');
  });
});

describe('cards with the same card name (VG2 12.7; ver. 1.10 has no such clause)', () => {
  for (const format of ['cr201'] as const) {
    it(`VG2 12.7 / VG2 12.7.1 a condition naming a card is met by another printing with that name, not by another name (${format})`, () => {
      // "If your vanguard is 'Knight of Elegant Skills, Gareth', this unit gets Power +3000."
      give(KING, [
        cont({
          zones: ['RC'],
          condition: vanguardIs({ name: 'Knight of Elegant Skills, Gareth' }),
          effect: { cont: 'modify', stat: 'power', n: 3000 },
        }),
      ]);
      const at = (vanguard: string) =>
        pw(scenario({ format, at: 'main', p0: { vanguard, rc: { FL: KING }, deck: deck([]) } }), 0, 'FL');
      expect(at(GARETH)).toBe(13000);
      expect(at(GARETH_TD08)).toBe(13000);
      expect(at(HAUGAN)).toBe(10000);
    });
  }
});

{
  // The tests gathered from cardInformation.test.ts, with its helpers: some of their names mean something else above.

  const { afterTest } = testOnlyAbilities();

  const MARRON = C.marron; // g1 «Royal Paladin» <Giant>, vanilla

  const STARDUST = C.stardust; // g0 «Royal Paladin» <Angel>, vanilla: the vanguard carrying the [CONT]s

  describe('a Gyze card in a deck (VG2 12.10.1.1)', () => {
    const NEON = 'TEST-CI/GY1a';
    const DEITY = 'TEST-CI/GY1b';

    function useGyze(): void {
      const neon: CardRecord = {
        ...cardByCode(STARDUST)!,
        code: NEON,
        name: 'Test Neon Gyze',
        clan: 'Cray Elemental',
        nation: '',
        flip: { side: 'neon', other: DEITY },
      };
      const deity: CardRecord = {
        ...gUnit(DEITY, 'Test Deity Gyze'),
        clan: 'Cray Elemental',
        nation: '',
        flip: { side: 'deity', other: NEON },
      };
      afterTest(withTestCards([neon, deity]));
    }

    it('VG2 12.10.1.1: drawing a Gyze card shows the opponent and spectators exactly what drawing any other card shows', () => {
      useGyze();
      const drawn = (top: string) => {
        const s = scenario({ at: 'draw', p0: { deck: deck([top, MARRON]) }, p1: { deck: deck([]) } });
        expect(s.players[0].hand).toHaveLength(1);
        return s;
      };
      const gyze = drawn(NEON);
      const plain = drawn(STARDUST);
      expect(gyze.players[0].hand.map((c) => c.code)).toEqual([NEON]); // its owner sees what was drawn
      for (const who of [1, 'spectator'] as const) {
        expect(vgView(gyze, who)).toEqual(vgView(plain, who));
        expect(eventsFor(gyze, who)).toEqual(eventsFor(plain, who));
        const seen = JSON.stringify([vgView(gyze, who), eventsFor(gyze, who)]);
        expect(seen).not.toContain('GY1'); // neither side's code
      }
    });

    it('VG2 12.10.1.1: a Gyze card in the deck, dealt into the opening hand and sent back by a mulligan is never told apart by the opponent', () => {
      useGyze();
      const td = expandDeck(builtInDecks().find((d) => d.id === 'VG-TD01')!);
      const at = td.indexOf(MARRON);
      const withCard = (code: string) => td.map((c, i) => (i === at ? code : c));
      /** Both first vanguards chosen (an Epona each), at player 1's mulligan. */
      const dealt = (code: string, seed: number): VGState => {
        const s = createState({
          game: 'vanguard',
          format: 'cr201',
          decks: [{ cards: withCard(code) }, { cards: td }],
          seed,
        });
        run(s);
        while (prompt(s) === 'vg.firstVanguard') {
          const seat = s.decision!.seat;
          answer(s, { t: 'card', card: idOf(s, seat, 'deck', C.critRP) });
        }
        expect(prompt(s)).toBe('vg.mulligan');
        return s;
      };
      // A seed whose shuffle deals the card into player 1's opening hand (the same seed shuffles both decks alike).
      let seed = 1;
      while (!dealt(NEON, seed).players[0].hand.some((c) => c.code === NEON)) seed++;
      const gyze = dealt(NEON, seed);
      const plain = dealt(STARDUST, seed);
      const same = () => {
        for (const who of [1, 'spectator'] as const) {
          expect(vgView(gyze, who)).toEqual(vgView(plain, who));
          expect(eventsFor(gyze, who)).toEqual(eventsFor(plain, who));
          expect(JSON.stringify([vgView(gyze, who), eventsFor(gyze, who)])).not.toContain('GY1');
        }
      };
      same();
      // Player 1 returns it to the deck, which is then shuffled (VG2 5.4.3.4); player 2 keeps its hand.
      const mulligan = (s: VGState, code: string) => {
        let returned = false;
        while (prompt(s) === 'vg.mulligan') {
          if (s.decision!.seat === 1 || returned) answer(s, { t: 'done' });
          else {
            answer(s, { t: 'card', card: idOf(s, 0, 'hand', code) });
            returned = true;
          }
        }
      };
      mulligan(gyze, NEON);
      mulligan(plain, STARDUST);
      expect(events(gyze, 'mulligan')).toContainEqual({ t: 'mulligan', seat: 0, count: 1, shuffled: true });
      same();
      expect(
        gyze.players[0].deck.some((c) => c.code === NEON) || gyze.players[0].hand.some((c) => c.code === NEON),
      ).toBe(true);
    });
  });
}

{
  // The tests gathered from damageSourceAndKeywords.test.ts, with its helpers: some of their names mean something else above.

  const playAct = cardsHelpers.playAct;

  const KING = 'TD03/004'; // King of Sword, g2 10000 «Nova Grappler», vanilla

  const TOUGH = 'TD03/007'; // Tough Boy, g1 8000 «Nova Grappler», Boost, vanilla

  const BAHR = 'TD02/007'; // g1 8000 «Kagero», vanilla

  const MARRON = 'TD01/008'; // g1 8000 «Royal Paladin», vanilla: the decks' filler

  const STARDUST = 'TD01/012'; // g0 6000

  const { give } = testOnlyAbilities();

  describe('enabling keyword abilities (VG2 12.8)', () => {
    it('VG2 12.8 / VG2 12.8.1: "your Limit Break abilities are active" opens the Limit Break part only: an ability that also has Brave still needs it', () => {
      const enable = cont({ zones: ['VC'], effect: { cont: 'enableKeyword', kw: 'limitBreak' } });
      give(KING, [enable]);
      give(TOUGH, [
        cont({ zones: ['RC'], gate: { kw: 'limitBreak', n: 4 }, effect: { cont: 'modify', stat: 'power', n: 5000 } }),
      ]);
      give(BAHR, [
        act({
          zones: ['RC'],
          limitBreak: 4,
          gate: { kw: 'brave' },
          cost: [],
          effects: [power(thisUnit, 3000, 'turn')],
        }),
      ]);
      expect(abilityText(enable)).toBe(
        '[CONT](VC):Your Limit Break abilities are active even when their Limit Break condition is not met.',
      );
      const start = (vanguard: string, hand: number) =>
        scenario({
          at: 'main',
          p0: {
            vanguard,
            rc: { BL: TOUGH, FR: BAHR },
            hand: Array.from({ length: hand }, () => MARRON),
            deck: deck([]),
          },
          p1: { deck: deck([]) },
        });
      const without = start(STARDUST, 3);
      expect(pw(without, 0, 'BL')).toBe(8000); // no damage: Limit Break 4 is closed
      expect(offersAct(without, unit(without, 0, 'FR').id, 0)).toBe(false);

      const many = start(KING, 5);
      expect(pw(many, 0, 'BL')).toBe(13000); // enabled with no damage at all
      expect(offersAct(many, unit(many, 0, 'FR').id, 0)).toBe(false); // Limit Break enabled, Brave (five cards) not

      const few = start(KING, 3);
      expect(offersAct(few, unit(few, 0, 'FR').id, 0)).toBe(true);
      playAct(few, 0, unit(few, 0, 'FR').id, 0);
      expect(pw(few, 0, 'FR')).toBe(11000);
    });
  });
}

{
  // The tests gathered from rulesLeftover10to12.test.ts, with its helpers: some of their names mean something else above.

  // Vanilla trial-deck cards used as hosts (stats in data/vanguard/original-td.cards.json).
  const KING = 'TD03/004'; // King of Sword, g2 10000 «Nova Grappler», Intercept

  const undo: (() => void)[] = [];

  function give(code: string, abilities: Ability[]): void {
    undo.push(withTestAbilities(code, abilities));
  }

  describe('"when boosted" (VG2 12.9)', () => {
    useTestGUnits();
    afterEach(() => {
      while (undo.length) undo.pop()!();
    });

    it('VG2 12.9 / VG2 12.9.1: the attacker\'s "when this unit is boosted" ability still resolves after the booster left the field', () => {
      give(KING, [auto({ zones: ['RC'], trigger: { on: 'boostedBy' }, effects: [power(thisUnit, 5000, 'turn')] })]);
      // The booster: "When this unit boosts, return this unit to your hand."
      give(C.marron, [
        auto({ zones: ['RC'], trigger: { on: 'boosts' }, effects: [{ do: 'returnToHand', target: thisUnit }] }),
      ]);
      const s = scenario({
        at: 'battle',
        p0: { rc: { FL: KING, BL: C.marron }, deck: deck([]) },
        p1: { deck: deck([]) },
      });
      const king = unit(s, 0, 'FL').id;
      const booster = unit(s, 0, 'BL').id;
      answer(s, { t: 'yes' });
      answer(s, { t: 'circle', circle: 'FL' });
      answer(s, { t: 'circle', circle: 'VC' });
      answer(s, { t: 'yes' }); // boost
      expect(prompt(s)).toBe('vg.playAuto');
      expect(pw(s, 0, 'FL')).toBe(10000 + 8000);
      answer(s, { t: 'auto', source: booster }); // the booster leaves first
      expect(s.players[0].field.BL).toHaveLength(0);
      expect(codes(s.players[0].hand)).toEqual([C.marron]);
      if (prompt(s) === 'vg.playAuto') answer(s, { t: 'auto', source: king });
      expect(s.players[0].field.FL[0].id).toBe(king);
      // The attacker's Power +5000 was applied after the booster had gone to the hand.
      const log = (s.log ?? []).map((l) => l.e as unknown as Record<string, unknown>);
      const left = log.findIndex((e) => e.t === 'move' && e.to === 'hand');
      const plus = log.findIndex((e) => e.t === 'modify' && e.id === king && e.n === 5000);
      expect(left).toBeGreaterThanOrEqual(0);
      expect(plus).toBeGreaterThan(left);
      expect(pw(s, 0, 'FL')).toBe(10000 + 5000); // the battle is over; the turn's +5000 stays
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

  /** Put face-up cards into `seat`'s bind zone (VG2 10.19: bound face up). */
  function bind(s: VGState, seat: 0 | 1, codes: string[]): void {
    for (const code of codes)
      s.players[seat].bind.push({ id: s.nextId++, code, owner: seat, up: true, rested: false, placed: 0, mods: null });
  }

  /** Stride with the card `code` from the G zone, discarding the hand card `cost` for its skill. */
  function ultimate(s: VGState, code: string, cost: string): void {
    answer(s, { t: 'card', card: idOf(s, 0, 'gzone', code) });
    if (prompt(s) === 'vg.cost.discard') answer(s, { t: 'card', card: idOf(s, 0, 'hand', cost) });
  }

  /** Player 1 at the stride step with the Gyze card in its G zone and five kinds of <Zeroth Dragon> bound. */
  function gyzeReady(over: PlayerSpec = {}, kinds = ZEROTH): VGState {
    // The grade 3 in the hand makes the ride step ask, so the bind zone is filled before the stride step.
    const s = scenario({
      at: 'ride',
      p0: {
        vanguard: C.brigitte,
        hand: [C.stardust, C.wingal, C.brigitte],
        gzone: [{ code: NEON, faceDown: false }, G1, ...up(G1, 1)],
        rc: { FL: C.gallatin, BC: C.marron },
        soul: [C.stardust],
        ...over,
      },
      p1: { vanguard: C.nehalem },
    });
    expect(prompt(s)).toBe('vg.ride');
    bind(s, 0, kinds);
    autoplay(s, (x) => prompt(x) === 'vg.stride' || x.phase === 'main');
    return s;
  }

  describe('the Gyze card', () => {
    beforeEach(() => {
      undo = [withTestCards(records())];
      for (const code of [UZ, UZ_DE, UZ_CRAY]) undo.push(withTestAbilities(code, [ultimateStride([discard(1)])]));
      undo.push(withTestAbilities(NEON, [gyzeUltimateStride('Test Deity Gyze', [discard(1)])]));
    });
    afterEach(() => {
      for (const u of undo.reverse()) u();
    });

    it('VG2 8.5.2.1.2.3: a Gyze card ultimate strides with a grade 3 vanguard and five kinds of <Zeroth Dragon> in the bind zone', () => {
      const s = gyzeReady();
      expect(s.decision!.options).toEqual([{ t: 'card', card: idOf(s, 0, 'gzone', NEON) }, { t: 'none' }]);
      // Four kinds (five cards, two with one name) are not enough.
      const four = gyzeReady({}, [...ZEROTH.slice(0, 4), ZEROTH[0]]);
      expect(prompt(four)).toBe('vg.main');
      // A grade 2 vanguard is not enough.
      const low = gyzeReady({ vanguard: C.gallatin });
      expect(grade(low, 0, vanguardOf(low, 0)!)).toBe(2);
      expect(prompt(low)).toBe('vg.main');
    });

    it('VG2 12.10 / VG2 12.10.1 / VG2 12.10.2 / VG2 12.10.3 / VG2 11.42.2.2 / VG2 11.42.2.2.1 / VG2 10.36.1 / VG2 10.37.1 / VG2 12.10.3.1 / VG2 12.10.3.1.1: it removes every other card from the circles, soul and G zone, flips over, and strides as the G unit side', () => {
      const s = gyzeReady();
      const gyze = idOf(s, 0, 'gzone', NEON);
      ultimate(s, NEON, C.wingal);
      const p = s.players[0];
      expect(p.removed.map((c) => c.code).sort()).toEqual(
        [C.brigitte, C.gallatin, C.marron, C.stardust, G1, G1].sort(),
      );
      expect(p.gzone).toEqual([]);
      expect(p.soul).toEqual([]);
      expect(p.field.FL).toEqual([]);
      expect(p.field.VC.map((c) => c.code)).toEqual([DEITY]); // no heart: the vanguard was removed first
      expect(p.hand.map((c) => c.code)).toEqual([C.stardust, C.brigitte]); // the hand and bind zone stay
      expect(p.bind).toHaveLength(5);
      // 12.10.3.1: the active side's information: the G unit's power, grade and name, not the Neon side's.
      const vg = vanguardOf(s, 0)!;
      expect(power(s, 0, vg)).toBe(30000);
      expect(grade(s, 0, vg)).toBe(4);
      expect(holds(s, 0, vanguardIs({ name: 'Test Deity Gyze' }))).toBe(true);
      expect(holds(s, 0, vanguardIs({ name: 'Test Neon Gyze' }))).toBe(false); // 12.10.3.1.1
      // 11.42.2.2.1: the removal comes before the flip, the flip before the stride.
      const order = (s.log ?? []).map((l) => l.e as unknown as { t: string; to?: string; card?: { id: number } });
      const lastRemove = order.map((e) => e.t === 'move' && e.to === 'removed').lastIndexOf(true);
      const flip = order.findIndex((e) => e.t === 'flip');
      expect(order[flip].card!.id).toBe(gyze); // 12.10.3.4: flipped in the G zone, the same card
      expect(lastRemove).toBeLessThan(flip);
      expect(flip).toBeLessThan(order.findIndex((e) => e.t === 'stride'));
      expect(prompt(s)).toBe('vg.main');
    });

    it('VG2 12.10.3.3: leaving for a zone that is neither a circle nor the G zone it shows its Neon Gyze side; onto a circle or into the G zone it keeps its side', () => {
      const s = gyzeReady();
      ultimate(s, NEON, C.wingal);
      expect(vanguardOf(s, 0)!.code).toBe(DEITY); // G zone to circle: kept (then flipped by its skill)
      // Back to the G zone at the end of the turn: kept as it arrives, then removed with its G zone (10.28.5).
      autoplay(s, (x) => x.turnPlayer === 1, ['pass', 'no', 'done', 'none']);
      const removed = s.players[0].removed.filter((c) => c.code === NEON || c.code === DEITY);
      expect(removed.map((c) => c.code)).toEqual([NEON]);
      expect(
        events(s, 'move').some((e) => e.from === 'VC' && e.to === 'gzone' && (e.card as Card).code === DEITY),
      ).toBe(true);
      // Retired to the drop zone: the Neon Gyze side, a normal unit, so 4.6.9 does not send it to the G zone.
      const t = gyzeReady();
      ultimate(t, NEON, C.wingal);
      moveCard(t, 0, vanguardOf(t, 0)!, 'VC', 'drop');
      expect(t.players[0].drop.map((c) => c.code)).toContain(NEON);
      expect(t.players[0].gzone).toEqual([]);
    });

    it('VG2 12.10.3.2: a game begins with every Gyze card on its Neon Gyze side (its G unit side is refused in a deck)', () => {
      // A legal deck with one of its non-trigger cards replaced by the Gyze card.
      const main = expandDeck(builtInDecks()[0]);
      main[main.findIndex((code) => cardByCode(code)!.trigger === null)] = NEON;
      const setup = (cards: string[]) => ({
        game: 'vanguard',
        format: 'cr201',
        seed: 2,
        decks: [{ cards }, { cards: main }] as [{ cards: string[] }, { cards: string[] }],
      });
      expect(() => vanguard.validateSetup(setup(main))).not.toThrow();
      expect(() => vanguard.validateSetup(setup(main.map((code) => (code === NEON ? DEITY : code))))).toThrow(
        /5\.2\.2\.6/,
      );
      const s = createState(setup(main));
      const all = [...s.players[0].deck, ...s.players[0].hand, ...s.players[0].field.VC];
      expect(all.filter((c) => c.code === NEON || c.code === DEITY).map((c) => c.code)).toEqual([NEON]);
      expect(s.flipped).toBeUndefined();
    });

    it('VG2 10.37 / VG2 10.37.1 / VG2 10.37.2 / VG2 12.10.3.4 / VG2 10.37.3: flipping over changes only the active side; any other card stays as it is', () => {
      const flip = act({ zones: ['RC'], cost: [], effects: [{ do: 'flipThis' }] });
      undo.push(withTestAbilities(NEON, [flip]), withTestAbilities(C.wingal, [flip]));
      const s = scenario({
        at: 'main',
        p0: { vanguard: C.brigitte, rc: { FL: { code: NEON, rested: true }, FR: C.wingal } },
      });
      const before = s.players[0].field.FL[0];
      s.players[0].field.FL[0] = { ...before, mods: [{ stat: 'power', n: 3000, until: 'turn' }] };
      answer(s, { t: 'act', card: before.id, index: 0 });
      const after = s.players[0].field.FL[0];
      expect(after.code).toBe(DEITY);
      expect({ ...after, code: NEON }).toEqual({ ...before, mods: [{ stat: 'power', n: 3000, until: 'turn' }] });
      expect(power(s, 0, after)).toBe(30000 + 3000); // the G unit side's power, the effect kept
      const wingal = s.players[0].field.FR[0];
      answer(s, { t: 'act', card: wingal.id, index: 0 });
      expect(s.players[0].field.FR[0]).toEqual(wingal);
      // 10.37.2: a face-down Gyze card flipped stays face down.
      const g = gyzeReady();
      const card = g.players[0].gzone.find((c) => c.code === G1 && !c.up)!;
      g.players[0].gzone.push({ ...card, id: g.nextId++, code: NEON, up: false });
      const id = g.players[0].gzone[g.players[0].gzone.length - 1].id;
      flipCard(g, 0, id);
      expect(g.players[0].gzone.find((c) => c.id === id)).toMatchObject({ code: DEITY, up: false });
    });

    it('VG2 12.10.4 / VG2 12.10.5 / VG2 12.10.3.5: a face-down Gyze card shows only its sleeve to others; face up, its active side is shown', () => {
      const s = gyzeReady();
      const hidden = { ...s.players[0].gzone[1], id: s.nextId++, code: NEON, up: false };
      s.players[0].gzone.push(hidden);
      const from = s.log!.length;
      flipCard(s, 0, hidden.id);
      // The owner may look at its own G zone (4.11.2) and sees the side now active; the opponent sees neither side.
      expect(vgView(s, 0).players[0].gzoneDown!.map((c) => c.code)).toContain(DEITY);
      expect(vgView(s, 1).players[0].gzoneDown).toBeUndefined();
      expect(vgView(s, 1).players[0].gzoneUp.map((c) => c.code)).toEqual([NEON, G1]); // the face-up one: Neon side
      const flips = (seat: 0 | 1) => eventsFor(s, seat, from).filter((e) => e.t === 'flip');
      expect(JSON.stringify(flips(0))).toContain(DEITY);
      expect(flips(1)).toHaveLength(1);
      expect(JSON.stringify(flips(1))).not.toContain(DEITY);
      // Told so in the browser log and the terminal log.
      const db = { [DEITY]: { ...cardByCode(DEITY)!, text: '' } } as unknown as CardDb;
      const told = (seat: 0 | 1) => [
        ...new WebNarrator(db, seat).lines(eventsFor(s, seat, from)).map((l) => l.text),
        ...new CliNarrator(seat).events(eventsFor(s, seat, from)),
      ];
      expect(told(0)).toEqual(Array(2).fill('You flip a card over: it is now Test Deity Gyze.'));
      expect(told(1)).toEqual(Array(2).fill('Opponent flips a face-down card over.'));
      // Strode, it is face up on the vanguard circle: both players see the active side.
      const t = gyzeReady();
      ultimate(t, NEON, C.wingal);
      for (const seat of [0, 1] as const)
        expect(vgView(t, seat).players[0].field.VC.map((c) => 'code' in c && c.code)).toEqual([DEITY]);
      expect(offers(t, { t: 'act' })).toBe(false);
    });
  });
}
