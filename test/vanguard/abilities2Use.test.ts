// Rules tests for use restrictions (VG2 12.2, 12.5; VG1 11.2), situation triggers (VG2 8.6.7; VG1 8.6.6),
// zone markers outside the field (VG2 3.1.1.3), the costs of 10.16–10.19 and 10.29, and the effects
// "for each" (12.6), look at the top N, bind, shuffle and final information (8.8). Vanilla trial-deck
// cards are given test-only abilities with `withTestAbilities` (undone after each test).
import { describe, expect, it } from 'vitest';
import {
  act,
  auto,
  chooseOpponentRearguard,
  counterBlast,
  discard,
  draw,
  power,
  thisUnit,
} from '../../src/games/vanguard/abilities/dsl.ts';
import type { Ability, Cost, Effect } from '../../src/games/vanguard/abilities/dsl.ts';
import { abilitiesOf } from '../../src/games/vanguard/abilities/registry.ts';
import { cardText } from '../../src/games/vanguard/abilities/text.ts';
import type { FormatId } from '../../src/games/vanguard/formats.ts';
import type { VGState } from '../../src/games/vanguard/state.ts';
import { BOTH, deck, faceUp, pw, toNextTurn, unit } from './cards/helpers.ts';
import { answer, autoplay, events, idOf, offers, prompt, scenario } from './scenario.ts';
import { retireOneForItsPower, testOnlyAbilities } from './testAbilities.ts';

const KING = 'TD03/004'; // King of Sword, g2 10000 «Nova Grappler»
const TOUGH = 'TD03/007'; // Tough Boy, g1 8000 «Nova Grappler»
const GARETH = 'TD05/008'; // g1 8000 «Gold Paladin»
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

function played(s: VGState): number {
  return events(s, 'playAbility').length;
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
      const s2 = scenario({ format, at: 'main', p0: { vanguard: KING, rc: { FL: BAHR, FR: TOUGH }, deck: deck([]) } });
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
        actOn([], { do: 'loseCost', target: { unit: 'choose', side: 'you', what: 'rearguard', n: 1 }, until: 'turn' }),
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
