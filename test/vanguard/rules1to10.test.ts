// Rules tests for clauses of VG2 sections 1, 4, 6 and 10 (and their ver. 1.10 twins) that no other file
// checks: two players (1.1), an effect that stops an action beats the effect that attempts it (1.3.3), the
// order of cards moved together (4.1.5), an effect that follows the card it moved (4.1.8), face-down damage
// cards doing nothing (4.8.2.2), the stride step (6.5.1.2) and shuffling without looking (10.11.1.2).
// Not here (the engine builds none of them): winning or losing by an effect (1.2.5), choosing a number
// (1.3.5), lock circles and G units (4.6.7, 4.6.9, 6.8.1.1.x), face-down bound cards and bind piles
// (4.9.2.1, 4.9.2.2, 4.9.3), the G zone and G deck (4.11, 5.3), deck-building abilities (5.1.2), normal
// stride (6.5.1.2.2), legion, G units and hearts under a ride (10.6.1.2–10.6.1.5), simultaneous rides and
// calls (10.6.2, 10.7.1.1.1.1–10.7.1.1.2), imaginary gifts (10.6.3), superior calls to the guardian circle
// (10.7.1.3.1), searching a public zone (10.10.1.2), skill damage (10.15.1.1), costs with a requirement and
// counter blast as an effect (10.16.1.1, 10.16.1.2, 10.17.1.1), "battle" (10.20) and the actions of
// 10.22–10.28 and 10.31–10.38 other than dealing damage and removing. 10.1 only defines a term.
import { describe, expect, it } from 'vitest';
import { eventsFor, newGame } from '../../src/core/engine.ts';
import { SetupError } from '../../src/core/errors.ts';
import type { Seat } from '../../src/core/types.ts';
import { act, auto, chooseOpponentRearguard, cont, draw } from '../../src/games/vanguard/abilities/dsl.ts';
import { deckById, expandDeck } from '../../src/games/vanguard/cards/cardPool.ts';
import type { VGState } from '../../src/games/vanguard/state.ts';
import { vgView } from '../../src/games/vanguard/view.ts';
import { BOTH, cite, codes, deck, pw, unit } from './cards/helpers.ts';
import { answer, autoplay, C, events, idOf, offers, prompt, scenario, timings } from './scenario.ts';
import { testOnlyAbilities, actDo } from './testAbilities.ts';

// Vanilla trial-deck cards used as hosts (stats in data/vanguard/original-td.cards.json).
const KING = 'TD03/004'; // King of Sword, g2 10000 «Nova Grappler»
const TOUGH = 'TD03/007'; // Tough Boy, g1 8000 «Nova Grappler»

const { give } = testOnlyAbilities();

function playAct(s: VGState, seat: Seat, circle: 'VC' | 'FL'): void {
  expect(prompt(s)).toBe('vg.main');
  answer(s, { t: 'act', card: unit(s, seat, circle).id, index: 0 });
}

const TD01 = { cards: expandDeck(deckById('TD01')!) };
const TD02 = { cards: expandDeck(deckById('TD02')!) };

describe('section 1: players and the rules of precedence', () => {
  for (const format of BOTH) {
    it(
      cite(
        format,
        '[VG2 1.1|VG1 1.1] / [VG2 1.1.1|VG1 1.1.1] the game is for two players: a setup with one or three decks is refused, and the turns pass back and forth between the two',
      ),
      () => {
        for (const decks of [[TD01], [TD01, TD02, TD01]]) {
          // The setup type allows two decks only: the cast lets the engine itself refuse the others.
          expect(() => newGame({ game: 'vanguard', format, decks: decks as never, seed: 1 })).toThrow(SetupError);
        }
        const s = newGame<VGState>({ game: 'vanguard', format, decks: [TD01, TD02], seed: 3 });
        expect(s.players).toHaveLength(2);
        autoplay(s, (x) => x.turn === 4, ['done', 'no', 'pass']);
        const seats = events(s, 'turn').map((e) => e.seat);
        const first = s.firstPlayer;
        const second = first === 0 ? 1 : 0;
        expect(seats).toEqual([first, second, first, second]);
      },
    );

    it(
      cite(
        format,
        '[VG2 1.3.3|VG1 1.3.3] an effect retires a unit that an effect says cannot be affected: the effect that stops the retire takes precedence',
      ),
      () => {
        give(KING, [actDo({ do: 'retire', target: chooseOpponentRearguard() })]);
        give(TOUGH, [cont({ zones: ['RC'], effect: { cont: 'unaffected' } })]);
        for (const [circle, code, stays] of [
          ['FL', TOUGH, true],
          ['FR', C.nehalem, false],
        ] as const) {
          const s = scenario({
            format,
            at: 'main',
            p0: { rc: { FL: KING }, deck: deck([]) },
            p1: { rc: { FL: TOUGH, FR: C.nehalem } },
          });
          playAct(s, 0, 'FL');
          answer(s, { t: 'unit', seat: 1, circle });
          expect(codes(s.players[1].field[circle])).toEqual(stays ? [code] : []);
          expect(codes(s.players[1].drop)).toEqual(stays ? [] : [code]);
        }
      },
    );
  }
});

describe('section 4: moving cards', () => {
  for (const format of BOTH) {
    it(
      cite(
        format,
        '[VG2 4.1.5|VG1 4.1.5] / [VG2 4.1.5.1|VG1 4.1.5.1] revealed cards put on the bottom of the deck together go in the order their owner chooses, and the opponent is not told that order',
      ),
      () => {
        give(KING, [actDo({ do: 'lookTop', n: 3, reveal: true, upTo: 0, to: 'hand', rest: 'bottom' })]);
        const top = [C.gallatin, C.wingal, C.stardust];
        for (const order of [
          [C.gallatin, C.wingal, C.stardust],
          [C.stardust, C.gallatin, C.wingal],
        ]) {
          const s = scenario({ format, at: 'main', p0: { rc: { FL: KING }, deck: deck(top) } });
          playAct(s, 0, 'FL');
          const revealedAt = (s.log ?? []).length;
          expect(prompt(s)).toBe('vg.orderRest');
          expect(s.decision!.seat).toBe(0); // the owner decides
          expect(vgView(s, 1).decision).toEqual({ seat: 0, kind: 'chooseOrder', prompt: 'vg.orderRest' });
          const ids = s.players[0].deck.slice(-3).map((c) => c.id);
          for (const code of order.slice(0, 2)) answer(s, { t: 'card', card: idOf(s, 0, 'deck', code) });
          expect(prompt(s)).toBe('vg.main');
          // Each card put is the bottommost so far: the first chosen ends up third from the bottom.
          expect(codes(s.players[0].deck.slice(0, 3))).toEqual([...order].reverse());
          expect(s.players[0].deck).toHaveLength(23);
          // The opponent learns that the cards went to the bottom, nothing of their order.
          const seen = JSON.stringify(eventsFor(s, 1, revealedAt));
          expect(ids.length, 'the list checked below is not empty').toBeGreaterThan(0);
          for (const id of ids) expect(seen).not.toContain(`"id":${id},`);
          for (const code of top) expect(seen).not.toContain(code);
          expect(eventsFor(s, 1, revealedAt).map((e) => e.t)).toContain('deckOrder');
        }
      },
    );
  }

  it('VG2 4.1.8 "search your deck, call it to (RC), and that unit gets Power +5000": the effect follows the card it moved, now a new card on its circle', () => {
    give(KING, [
      actDo({
        do: 'search',
        filter: { gradeMin: 2 },
        then: 'callRC',
        thenModify: { stat: 'power', n: 5000, until: 'turn' },
      }),
    ]);
    const s = scenario({ format: 'cr201', at: 'main', p0: { rc: { FL: KING }, deck: deck([C.gallatin]) } });
    playAct(s, 0, 'FL');
    expect(prompt(s)).toBe('vg.search');
    const found = idOf(s, 0, 'deck', C.gallatin);
    answer(s, { t: 'card', card: found });
    expect(prompt(s)).toBe('vg.callTo');
    answer(s, { t: 'unit', seat: 0, circle: 'FR' });
    expect(codes(s.players[0].field.FR)).toEqual([C.gallatin]);
    expect(unit(s, 0, 'FR').id).not.toBe(found); // VG2 4.1.4: a new card on the field
    expect(pw(s, 0, 'FR')).toBe(10000 + 5000);
    expect(pw(s, 0, 'FL')).toBe(10000);
  });

  it('VG2 4.8.2.2 a face-down card in the damage zone does nothing: its [ACT](Damage Zone) is not offered and its [AUTO](Damage Zone) does not trigger', () => {
    give(TOUGH, [
      act({ zones: ['damage'], cost: [], effects: [draw(1)] }),
      auto({ zones: ['damage'], trigger: { on: 'beginningOf', timing: 'mainPhase' }, effects: [draw(1)] }),
    ]);
    for (const faceDown of [false, true]) {
      const s = scenario({
        format: 'cr201',
        at: 'main',
        p0: { damage: [C.wingal, { code: TOUGH, faceDown }], deck: deck([]) },
      });
      const tough = s.players[0].damage[1];
      expect([tough.code, tough.up]).toEqual([TOUGH, !faceDown]);
      expect(prompt(s)).toBe('vg.main');
      // Face up: "at the beginning of your main phase" drew a card, and the [ACT] may be played.
      expect(s.players[0].hand).toHaveLength(faceDown ? 0 : 1);
      expect(offers(s, { t: 'act', card: tough.id, index: 0 })).toBe(!faceDown);
    }
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
