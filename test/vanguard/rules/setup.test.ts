// Vanguard rules tests — setting up the game: first vanguard, shuffling, the hand, mulligan, stand up (both versions section 5).
// Gathered by rules topic from the batch-named files deckRules.test.ts, rules2to6.test.ts, setup.test.ts.

import { describe, expect, it } from 'vitest';
import { act, eventsFor, newGame, act as play, view } from '../../../src/core/engine.ts';
import { IllegalAnswer, SetupError } from '../../../src/core/errors.ts';
import type { Answer, Seat } from '../../../src/core/types.ts';
import {
  builtInDecks,
  cardByCode,
  deckById,
  expandDeck,
  requireCard,
} from '../../../src/games/vanguard/cards/cardPool.ts';
import type { CardRecord } from '../../../src/games/vanguard/cards/cardRecord.ts';
import { validateDeck } from '../../../src/games/vanguard/deckRules.ts';
import { CR110, CR201, type FormatId, type FormatProfile } from '../../../src/games/vanguard/formats.ts';
import type { Card, VGState } from '../../../src/games/vanguard/state.ts';
import type { VGView } from '../../../src/games/vanguard/view.ts';
import { BOTH, cite } from '../cards/helpers.ts';
import { answer, C, events } from '../scenario.ts';

function deckCodes(id: string): string[] {
  const deck = deckById(id);
  if (!deck) throw new Error(`no deck ${id}`);
  return expandDeck(deck);
}

/** The deck with `n` copies of `remove` taken out and `n` copies of `add` put in. */
function swap(codes: string[], remove: string, add: string, n = 1): string[] {
  const result = [...codes];
  for (let i = 0; i < n; i++) {
    const at = result.indexOf(remove);
    if (at < 0) throw new Error(`deck has too few ${remove}`);
    result.splice(at, 1);
  }
  for (let i = 0; i < n; i++) result.push(add);
  return result;
}

function rules(codes: string[], format: FormatProfile, lookup?: (code: string) => CardRecord | undefined): string[] {
  return validateDeck(codes, format, lookup).map((problem) => problem.rule);
}

// TD01 (Blaster Blade): Marron TD01/008 ×4, Wingal TD01/009 ×2, Gallatin TD01/004 ×4, Flogal (stand) TD01/016 ×4,
// Epona (critical) TD01/013 ×4, Elaine (heal) TD01/014 ×4.
const TD01 = deckCodes('TD01');

// Synthetic Sentinel cards (the built-in pool has none): five different names, so only the
// sentinel limit can be broken.
const SENTINELS = new Map<string, CardRecord>(
  [1, 2, 3, 4, 5].map((n) => {
    const base = cardByCode('TD01/004')!;
    const card: CardRecord = { ...base, code: `TEST/S${n}`, name: `Test Sentinel ${n}`, sentinel: true };
    return [card.code, card];
  }),
);

const withSentinels = (code: string) => SENTINELS.get(code) ?? cardByCode(code);

/** TD01 with `n` non-trigger cards replaced by synthetic sentinels. */
function sentinelDeck(n: number): string[] {
  let codes = TD01;
  const removable = ['TD01/004', 'TD01/004', 'TD01/004', 'TD01/004', 'TD01/005'];
  for (let i = 0; i < n; i++) codes = swap(codes, removable[i]!, `TEST/S${i + 1}`);
  return codes;
}

describe('built-in trial decks', () => {
  it('VG2 5.2.2 and VG1 5.1.2 every built-in trial deck is legal under both rule versions', () => {
    expect(builtInDecks()).toHaveLength(12);
    for (const deck of builtInDecks()) {
      expect(validateDeck(expandDeck(deck), CR201), `${deck.id} under cr201`).toEqual([]);
      expect(validateDeck(expandDeck(deck), CR110), `${deck.id} under cr110`).toEqual([]);
    }
  });
});

describe('sentinel limit', () => {
  it('VG2 5.2.2.5 a main deck may hold four cards with Sentinel but not five', () => {
    expect(rules(sentinelDeck(4), CR201, withSentinels)).toEqual([]);
    const problems = validateDeck(sentinelDeck(5), CR201, withSentinels);
    expect(problems).toEqual([
      { rule: 'VG2 5.2.2.5', message: 'deck has 5 cards with Sentinel; at most 4 are allowed (VG2 5.2.2.5)' },
    ]);
  });

  it('VG1 5.1.2.5 ver. 1.10 has no sentinel limit: five sentinels are legal under cr110', () => {
    expect(CR110.maxSentinel).toBeNull();
    expect(rules(sentinelDeck(5), CR110, withSentinels)).toEqual([]);
  });
});

describe('unit types in the main deck', () => {
  const gUnit: CardRecord = {
    ...cardByCode('TD01/001')!,
    code: 'TEST/G1',
    name: 'Test G Unit',
    grade: 4,
    unitType: 'g',
  };
  const withG = (code: string) => (code === gUnit.code ? gUnit : cardByCode(code));

  it('VG2 5.2.2.6 a main deck holds only normal units and trigger units', () => {
    const deck = swap(TD01, 'TD01/004', 'TEST/G1');
    expect(validateDeck(deck, CR201, withG)).toEqual([
      {
        rule: 'VG2 5.2.2.6',
        message:
          'TEST/G1 "Test G Unit" is a G unit; a main deck may hold only normal units and trigger units (VG2 5.2.2.6)',
        codes: ['TEST/G1'],
      },
    ]);
  });

  it('VG2 5.2.2.6 a G unit is reported once however many copies there are', () => {
    const deck = swap(TD01, 'TD01/004', 'TEST/G1', 2);
    expect(rules(deck, CR201, withG)).toEqual(['VG2 5.2.2.6']);
  });

  it('VG1 5.1.2 ver. 1.10 has no unit-type clause (the format profile turns the check off)', () => {
    expect(CR110.mainDeckUnitTypesOnly).toBe(false);
    expect(rules(swap(TD01, 'TD01/004', 'TEST/G1'), CR110, withG)).toEqual([]);
  });
});

{
  // The tests gathered from rules2to6.test.ts, with its helpers: some of their names mean something else above.

  const TD01 = expandDeck(deckById('TD01')!);

  const TD02 = expandDeck(deckById('TD02')!);

  function realGame(format: FormatId, seed: number): VGState {
    return newGame<VGState>({ game: 'vanguard', format, decks: [{ cards: TD01 }, { cards: TD02 }], seed });
  }

  /** Answer every setup decision with its first option (mulligans: keep the hand); returns the prompts asked. */
  function playSetup(s: VGState): string[] {
    const asked: string[] = [];
    while (s.decision && s.turn === 0) {
      const d = s.decision;
      asked.push(d.prompt);
      const o = d.options.find((x) => x.t === 'done') ?? d.options[0];
      play(s, d.seat, o);
    }
    return asked;
  }

  describe('section 5: setting up the game', () => {
    for (const format of BOTH) {
      it(
        cite(
          format,
          '[VG2 5.1|VG1 5.1] / [VG2 5.1.1|VG1 5.1.1] / VG2 5.2 / VG2 5.2.1 each player brings their own deck: every card of it is theirs and starts in their own deck zone, and no G deck is needed',
        ),
        () => {
          const s = realGame(format, 5);
          for (const [seat, list] of [
            [0, TD01],
            [1, TD02],
          ] as const) {
            const p = s.players[seat];
            expect(p.deck.map((c) => c.code).sort()).toEqual([...list].sort());
            expect(p.deck.every((c) => c.owner === seat && !c.up)).toBe(true);
            expect(p.gzone).toHaveLength(0);
          }
        },
      );

      it(
        cite(
          format,
          '[VG2 5.4|VG1 5.2] / [VG2 5.4.3.2.1|VG1 5.2.4.1] nobody is asked who goes first: the first player is drawn at random with no decision, and the only setup questions are first vanguards and mulligans',
        ),
        () => {
          const firsts = new Set<Seat>();
          for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
            const s = realGame(format, seed);
            const asked = playSetup(s);
            expect(asked).toEqual(['vg.firstVanguard', 'vg.firstVanguard', 'vg.mulligan', 'vg.mulligan']);
            const fp = events(s, 'firstPlayer');
            expect(fp).toHaveLength(1);
            firsts.add(fp[0].seat as Seat);
            expect(s.turn).toBe(1);
            expect(s.turnPlayer).toBe(s.firstPlayer);
          }
          expect([...firsts].sort()).toEqual([0, 1]);
        },
      );

      it(
        cite(
          format,
          '[VG2 6.1|VG1 6.1] / [VG2 6.1.1|VG1 6.1.1] Stand Up: the face-down first vanguards both turn face up when the game begins, before the first turn',
        ),
        () => {
          const s = realGame(format, 2);
          answer(s, s.decision!.options[0] as never);
          answer(s, s.decision!.options[0] as never);
          expect(s.players[0].field.VC[0].up).toBe(false);
          expect(s.players[1].field.VC[0].up).toBe(false);
          playSetup(s);
          expect(s.players[0].field.VC[0].up).toBe(true);
          expect(s.players[1].field.VC[0].up).toBe(true);
          const log = (s.log ?? []).map((l) => l.e.t);
          expect(log.lastIndexOf('standUp')).toBeLessThan(log.indexOf('turn'));
          expect(log.filter((t) => t === 'standUp')).toHaveLength(2);
        },
      );
    }
  });
}

{
  // The tests gathered from setup.test.ts, with its helpers: some of their names mean something else above.

  const TD01 = expandDeck(deckById('TD01')!);

  const TD02 = expandDeck(deckById('TD02')!);

  function game(format: FormatId, seed: number): VGState {
    return newGame<VGState>({ game: 'vanguard', format, decks: [{ cards: TD01 }, { cards: TD02 }], seed });
  }

  /** A `{ t: 'card' }` answer. */
  function pick(card: number): Answer {
    return { t: 'card', card } as Answer;
  }

  function codeOf(s: VGState, seat: Seat, id: number): string {
    const c = s.players[seat].deck.find((x) => x.id === id);
    if (!c) throw new Error(`no card ${id} in the deck of player ${seat + 1}`);
    return c.code;
  }

  /** Both players choose their non-trigger grade 0 (Stardust Trumpeter / Lizard Runner, Undeux) as first vanguard. */
  function chooseFirstVanguards(s: VGState): void {
    for (const [seat, code] of [
      [0, C.stardust],
      [1, C.undeux],
    ] as const) {
      expect(s.decision?.prompt).toBe('vg.firstVanguard');
      expect(s.decision?.seat).toBe(seat);
      const o = s.decision!.options.find((x) => codeOf(s, seat, (x as unknown as { card: number }).card) === code)!;
      act(s, seat, o);
    }
  }

  /** Choose the given hand cards (by index into the hand) for the pending mulligan, then `done`. */
  function mulligan(s: VGState, seat: Seat, indexes: number[]): Card[] {
    expect(s.decision?.prompt).toBe('vg.mulligan');
    expect(s.decision?.seat).toBe(seat);
    const chosen = indexes.map((i) => s.players[seat].hand[i]);
    for (const c of chosen) act(s, seat, pick(c.id));
    act(s, seat, { t: 'done' });
    return chosen;
  }

  /** The first seed from 1 on whose random first player is `seat`. */
  function seedWithFirstPlayer(format: FormatId, seat: Seat): number {
    for (let seed = 1; seed < 100; seed++) {
      const s = game(format, seed);
      chooseFirstVanguards(s);
      if (s.firstPlayer === seat) return seed;
    }
    throw new Error('no seed found');
  }

  function multiset(codes: string[]): string[] {
    return [...codes].sort();
  }

  function moves(s: VGState, from = 0): Record<string, unknown>[] {
    return (s.log ?? [])
      .slice(from)
      .filter((l) => l.e.t === 'move')
      .map((l) => l.e as unknown as Record<string, unknown>);
  }

  // From the former setup.test.ts:
  // Rules tests for preparing the game (sections 5.4 of ver. 2.01 and 5.2 of ver. 1.10) and Stand Up (6.1), driven through
  // the public surface: `newGame` with the built-in trial decks, `act`, `view` and `eventsFor`.

  describe.each(['cr201', 'cr110'] as const)('first vanguard (%s)', (format) => {
    const v2 = format === 'cr201';

    it(`${v2 ? 'VG2 5.4.3' : 'VG1 5.2.2'} VG-006 the first vanguard is chosen from the grade 0 cards of the deck, one option per card name`, () => {
      const s = game(format, 1);
      expect(s.decision?.prompt).toBe('vg.firstVanguard');
      expect(s.decision?.seat).toBe(0);
      const codes = s.decision!.options.map((o) => codeOf(s, 0, (o as unknown as { card: number }).card));
      const grade0InDeck = [...new Set(TD01.filter((code) => requireCard(code).grade === 0))];
      expect(multiset(codes)).toEqual(multiset(grade0InDeck));
      for (const code of codes) expect(requireCard(code).grade).toBe(0);
      expect(new Set(codes).size).toBe(codes.length);
    });

    it(`${v2 ? 'VG2 5.4.3' : 'VG1 5.2.2'} VG-006 a grade 1 card as first vanguard is refused as IllegalAnswer and changes nothing`, () => {
      const s = game(format, 1);
      const before = JSON.stringify(s);
      const wingal = s.players[0].deck.find((c) => c.code === C.wingal)!;
      expect(() => act(s, 0, pick(wingal.id))).toThrow(IllegalAnswer);
      const brigitte = s.players[0].deck.find((c) => c.code === C.brigitte)!;
      expect(() => act(s, 0, pick(brigitte.id))).toThrow(IllegalAnswer);
      expect(JSON.stringify(s)).toBe(before);
    });

    it(`${v2 ? 'VG2 5.4.3' : 'VG1 5.2.2'} the first vanguard goes face down onto the vanguard circle, out of the deck`, () => {
      const s = game(format, 1);
      chooseFirstVanguards(s);
      for (const [seat, code] of [
        [0, C.stardust],
        [1, C.undeux],
      ] as const) {
        const vc = s.players[seat].field.VC;
        expect(vc).toHaveLength(1);
        expect(vc[0]).toMatchObject({ code, up: false, rested: false });
      }
      // 50 cards, one on the vanguard circle, five in the hand.
      expect(s.players[0].deck.length + s.players[0].hand.length).toBe(49);
    });

    it(`${v2 ? 'VG2 5.4.3' : 'VG1 5.2.2'} the first vanguard is hidden from the opponent and spectators until Stand Up`, () => {
      const s = game(format, 1);
      chooseFirstVanguards(s);
      expect(s.decision?.prompt).toBe('vg.mulligan');
      const mine = view(s, 0) as VGView;
      const theirs = view(s, 1) as VGView;
      const spectator = view(s, 'spectator') as VGView;
      expect(mine.players[0].field.VC).toEqual([expect.objectContaining({ code: C.stardust, faceDown: true })]);
      expect(theirs.players[0].field.VC).toEqual([{ hidden: true }]);
      expect(spectator.players[0].field.VC).toEqual([{ hidden: true }]);
      expect(mine.players[1].field.VC).toEqual([{ hidden: true }]);
      expect(JSON.stringify(theirs)).not.toContain(C.stardust);
      expect(JSON.stringify(spectator)).not.toContain(C.stardust);
      expect(JSON.stringify(spectator)).not.toContain(C.undeux);
      // The log hides the choice from the other seat as well.
      const seen = eventsFor(s, 1).filter((e) => e.t === 'move' && (e as unknown as { to: string }).to === 'VC');
      expect(seen).toEqual([
        { t: 'move', seat: 0, from: 'deck', to: 'VC' },
        expect.objectContaining({ seat: 1, card: expect.objectContaining({ code: C.undeux }) }),
      ]);
      expect(JSON.stringify(eventsFor(s, 1))).not.toContain(C.stardust);
    });
  });

  describe.each(['cr201', 'cr110'] as const)('preparing the game (%s)', (format) => {
    const v2 = format === 'cr201';

    it(`${v2 ? 'VG2 5.4.1' : 'VG1 5.2.1'} the steps run in order: first vanguards, shuffles, first player, hands, mulligans`, () => {
      const s = game(format, 3);
      chooseFirstVanguards(s);
      const fp = s.firstPlayer;
      mulligan(s, fp, []);
      mulligan(s, fp === 0 ? 1 : 0, []);
      const kinds = (s.log ?? [])
        .map((l) => l.e as unknown as { t: string; from?: string; to?: string })
        .filter((e) => ['shuffle', 'firstPlayer', 'mulligan', 'standUp', 'turn'].includes(e.t) || e.to === 'VC')
        .map((e) => (e.t === 'move' ? `${e.from}>${e.to}` : e.t));
      expect(kinds).toEqual([
        'deck>VC',
        'deck>VC',
        'shuffle',
        'shuffle',
        'firstPlayer',
        'mulligan',
        'mulligan',
        'standUp',
        'standUp',
        'turn',
      ]);
      // The five-card hands are drawn after the first player is known and before the mulligans.
      const log = (s.log ?? []).map((l) => l.e as unknown as { t: string; from?: string; to?: string });
      const fpAt = log.findIndex((e) => e.t === 'firstPlayer');
      const firstMulligan = log.findIndex((e) => e.t === 'mulligan');
      const draws = log
        .map((e, i) => (e.t === 'move' && e.from === 'deck' && e.to === 'hand' ? i : -1))
        .filter((i) => i >= 0);
      expect(draws.filter((i) => i > fpAt && i < firstMulligan)).toHaveLength(10);
    });

    it(`${v2 ? 'VG2 5.4.3.1' : 'VG1 5.2.3'} each deck is shuffled after the first vanguard is taken out`, () => {
      const s = game(format, 5);
      chooseFirstVanguards(s);
      for (const [seat, list, vanguard] of [
        [0, TD01, C.stardust],
        [1, TD02, C.undeux],
      ] as const) {
        const p = s.players[seat];
        // Bottom-to-top deck order plus the hand (drawn from the top) against the printed list order.
        const now = [...p.deck.map((c) => c.code), ...[...p.hand].reverse().map((c) => c.code)];
        const unshuffled = [...list];
        unshuffled.splice(unshuffled.indexOf(vanguard), 1);
        expect(multiset(now)).toEqual(multiset(unshuffled));
        expect(now).not.toEqual(unshuffled);
      }
      expect(events(s, 'shuffle').map((e) => e.seat)).toEqual([0, 1]);
    });

    it(`${v2 ? 'VG2 5.4.3.2' : 'VG1 5.2.4'} the first player is random: different seeds give both players, the same seed the same one`, () => {
      const firsts = new Set<Seat>();
      for (let seed = 1; seed <= 20; seed++) {
        const a = game(format, seed);
        const b = game(format, seed);
        chooseFirstVanguards(a);
        chooseFirstVanguards(b);
        expect(a.firstPlayer).toBe(b.firstPlayer);
        expect(events(a, 'firstPlayer')).toEqual([{ t: 'firstPlayer', seat: a.firstPlayer }]);
        expect(a.players[0].hand.map((c) => c.code)).toEqual(b.players[0].hand.map((c) => c.code));
        firsts.add(a.firstPlayer);
      }
      expect([...firsts].sort()).toEqual([0, 1]);
    });

    it(`${v2 ? 'VG2 5.4.3.4' : 'VG1 5.2.5'} each player draws a five-card initial hand from the top of the deck`, () => {
      const s = game(format, 7);
      chooseFirstVanguards(s);
      for (const seat of [0, 1] as const) {
        const p = s.players[seat];
        expect(p.hand).toHaveLength(5);
        expect(p.deck).toHaveLength(44);
        expect(p.hand.length, 'the list checked below is not empty').toBeGreaterThan(0);
        for (const c of p.hand) expect(c.up).toBe(false);
      }
      expect((view(s, 1) as VGView).players[0].hand).toBe(5);
      expect((view(s, 0) as VGView).players[0].hand).toHaveLength(5);
    });

    it(`${v2 ? 'VG2 5.4.3.4' : 'VG1 5.2.5'} the mulligan starts with the first player, whichever seat that is`, () => {
      for (const fp of [0, 1] as const) {
        const s = game(format, seedWithFirstPlayer(format, fp));
        chooseFirstVanguards(s);
        expect(s.firstPlayer).toBe(fp);
        expect(s.decision).toMatchObject({ prompt: 'vg.mulligan', seat: fp });
        mulligan(s, fp, []);
        expect(s.decision).toMatchObject({ prompt: 'vg.mulligan', seat: fp === 0 ? 1 : 0 });
        expect(events(s, 'mulligan').map((e) => e.seat)).toEqual([fp]);
      }
    });

    it(`${v2 ? 'VG2 5.4.3.4' : 'VG1 5.2.5'} VG-007 returning no card means no shuffle and an unchanged deck`, () => {
      const s = game(format, 11);
      chooseFirstVanguards(s);
      const fp = s.firstPlayer;
      const deckBefore = JSON.stringify(s.players[fp].deck);
      const handBefore = JSON.stringify(s.players[fp].hand);
      mulligan(s, fp, []);
      expect(events(s, 'mulligan')).toEqual([{ t: 'mulligan', seat: fp, count: 0, shuffled: false }]);
      expect(JSON.stringify(s.players[fp].deck)).toBe(deckBefore);
      expect(JSON.stringify(s.players[fp].hand)).toBe(handBefore);
    });

    it(`${v2 ? 'VG2 5.4.3.4' : 'VG1 5.2.5'} VG-007 each player mulligans once: after the second player is done, the game starts`, () => {
      const s = game(format, 13);
      chooseFirstVanguards(s);
      const fp = s.firstPlayer;
      mulligan(s, fp, [0]);
      mulligan(s, fp === 0 ? 1 : 0, [1, 2]);
      expect(s.decision?.prompt).not.toBe('vg.mulligan');
      expect(s.turn).toBe(1);
      expect(s.turnPlayer).toBe(fp);
      expect(events(s, 'mulligan').map((e) => [e.seat, e.count])).toEqual([
        [fp, 1],
        [fp === 0 ? 1 : 0, 2],
      ]);
      // The hands are back to five (plus the first player's turn-1 draw).
      expect(s.players[fp === 0 ? 1 : 0].hand).toHaveLength(5);
      expect(s.players[fp].hand).toHaveLength(6);
    });

    it(`${v2 ? 'VG2 5.4.3.4' : 'VG1 5.2.5'} a card already chosen for the mulligan cannot be chosen again`, () => {
      const s = game(format, 17);
      chooseFirstVanguards(s);
      const fp = s.firstPlayer;
      const c = s.players[fp].hand[0];
      act(s, fp, pick(c.id));
      expect(s.decision?.options).not.toContainEqual({ t: 'card', card: c.id });
      expect(s.decision?.options).toContainEqual({ t: 'done' });
      const before = JSON.stringify(s);
      expect(() => act(s, fp, pick(c.id))).toThrow(IllegalAnswer);
      expect(JSON.stringify(s)).toBe(before);
    });

    it(`${v2 ? 'VG2 5.4.3.4' : 'VG1 5.2.5'} the second player cannot answer the first player's mulligan`, () => {
      const s = game(format, 17);
      chooseFirstVanguards(s);
      const other: Seat = s.firstPlayer === 0 ? 1 : 0;
      const before = JSON.stringify(s);
      expect(() => act(s, other, { t: 'done' })).toThrow(IllegalAnswer);
      expect(JSON.stringify(s)).toBe(before);
    });
  });

  describe('mulligan procedure by version', () => {
    it('VG2 5.4.3.4 VG-007 returned cards go to the bottom, the same number is drawn from the top, then the deck is shuffled', () => {
      const s = game('cr201', 19);
      chooseFirstVanguards(s);
      const fp = s.firstPlayer;
      const p = s.players[fp];
      const top2 = p.deck.slice(-2).map((c) => c.id);
      const top2Codes = p.deck.slice(-2).map((c) => c.code);
      const deckIdsBefore = new Set(p.deck.map((c) => c.id));
      const from = s.log!.length;
      const back = mulligan(s, fp, [1, 3]);
      const kept = p.hand.slice(0, 3);
      expect(events(s, 'mulligan')).toEqual([{ t: 'mulligan', seat: fp, count: 2, shuffled: true }]);
      const ms = moves(s, from);
      // Two cards to the deck bottom, then two draws of the cards that were on top before.
      expect(ms.map((m) => `${m.from}>${m.to}${m.bottom ? ' bottom' : ''}`)).toEqual([
        'hand>deck bottom',
        'hand>deck bottom',
        'deck>hand',
        'deck>hand',
      ]);
      expect(ms.slice(0, 2).map((m) => (m.card as { id: number }).id)).toEqual(back.map((c) => c.id));
      // No event names a card's id in the deck (VG2 4.2.2, issue 19): the drawn cards are read by their new ids.
      expect(ms.slice(2).map((m) => (m.card as { id?: number }).id)).toEqual([undefined, undefined]);
      const drawnCodes = ms.slice(2).map((m) => p.hand.find((c) => c.id === m.newId)!.code);
      expect(drawnCodes).toEqual([...top2Codes].reverse());
      expect(top2).toHaveLength(2);
      expect(p.hand).toHaveLength(5);
      expect(p.deck).toHaveLength(44);
      expect(kept.every((c) => p.hand.includes(c))).toBe(true);
      expect(back.length, 'the list checked below is not empty').toBeGreaterThan(0);
      for (const c of back) expect(p.deck.map((d) => d.code)).toContain(c.code);
      // The deck was shuffled afterwards: the returned cards are not both still at the bottom.
      const returned = p.deck.filter((c) => !deckIdsBefore.has(c.id));
      expect(returned.map((c) => c.code).sort()).toEqual(back.map((c) => c.code).sort());
      expect(p.deck.indexOf(returned[0]) + p.deck.indexOf(returned[1])).toBeGreaterThan(1);
    });

    it('VG1 5.2.5 returned cards are shuffled into the deck first, then the same number is drawn', () => {
      const s = game('cr110', 19);
      chooseFirstVanguards(s);
      const fp = s.firstPlayer;
      const p = s.players[fp];
      const top2 = p.deck.slice(-2).map((c) => c.id);
      const firstNewId = s.nextId;
      const from = s.log!.length;
      const back = mulligan(s, fp, [1, 3]);
      expect(events(s, 'mulligan')).toEqual([{ t: 'mulligan', seat: fp, count: 2, shuffled: true }]);
      const ms = moves(s, from);
      expect(ms.map((m) => `${m.from}>${m.to}${m.bottom ? ' bottom' : ''}`)).toEqual([
        'hand>deck',
        'hand>deck',
        'deck>hand',
        'deck>hand',
      ]);
      expect(ms.slice(0, 2).map((m) => (m.card as { id: number }).id)).toEqual(back.map((c) => c.id));
      // The shuffle came before the draws, so they are not simply the two cards that were on top.
      // (No event names a deck card's id, issue 19: the deck itself shows which cards stayed in it.)
      const inDeck = (id: number) => p.deck.some((c) => c.id === id);
      expect(top2.some(inDeck)).toBe(true);
      // ... nor simply the two returned cards (the new cards with ids firstNewId and firstNewId + 1) drawn back.
      expect([firstNewId, firstNewId + 1].some(inDeck)).toBe(true);
      expect(p.hand).toHaveLength(5);
      expect(p.deck).toHaveLength(44);
    });

    it('VG2 5.4.3.4 the drawn cards are always the pre-mulligan top cards (ver. 2.01), for every seed tried', () => {
      for (let seed = 20; seed < 30; seed++) {
        const s = game('cr201', seed);
        chooseFirstVanguards(s);
        const fp = s.firstPlayer;
        const top3 = s.players[fp].deck.slice(-3).map((c) => c.code);
        const from = s.log!.length;
        mulligan(s, fp, [0, 2, 4]);
        const drawn = moves(s, from)
          .filter((m) => m.to === 'hand')
          .map((m) => s.players[fp].hand.find((c) => c.id === m.newId)!.code);
        expect(drawn).toEqual([...top3].reverse());
      }
    });
  });

  it('VG2 5.4.3.3 VG-009 both vanguard damage counters start at 0', () => {
    const s = game('cr201', 23);
    chooseFirstVanguards(s);
    expect(s.players[0].vanguardDamage).toBe(0);
    expect(s.players[1].vanguardDamage).toBe(0);
    const v = view(s, 'spectator') as VGView;
    expect(v.players.map((p) => p.vanguardDamage)).toEqual([0, 0]);
  });

  describe('deck presentation', () => {
    it('VG2 5.4.2 a main deck that breaks 5.1.1 / 5.2 (49 cards) cannot start a game', () => {
      const short = TD01.slice(1);
      expect(() =>
        newGame({ game: 'vanguard', format: 'cr201', decks: [{ cards: short }, { cards: TD02 }], seed: 1 }),
      ).toThrow(SetupError);
    });

    it('VG1 5.2.1.1 a deck that breaks 5.1 (49 cards) cannot start a ver. 1.10 game', () => {
      const short = TD02.slice(0, 49);
      expect(() =>
        newGame({ game: 'vanguard', format: 'cr110', decks: [{ cards: TD01 }, { cards: short }], seed: 1 }),
      ).toThrow(SetupError);
    });
  });
}
