// Vanguard rules tests — the bind zone and binding: face-down bound cards, piles, binding from the deck (ver. 2.01 4.9, 10.19).
// Gathered by rules topic from the batch-named files bindFaceDown.test.ts, bindFromDeck.test.ts, bindTurnAndPile.test.ts, rules2to6.test.ts.

import { describe, expect, it } from 'vitest';
import { renderBoard } from '../../../src/games/vanguard/product/terminalRender.ts';
import { eventsFor, resample, view } from '../../../src/core/engine.ts';
import {
  act,
  auto,
  chooseOpponentRearguard,
  chooseYour,
  type Effect,
  thisUnit,
} from '../../../src/games/vanguard/abilities/dsl.ts';
import { abilityText } from '../../../src/games/vanguard/abilities/text.ts';
import { bindPileOf } from '../../../src/games/vanguard/bind.ts';
import type { VGState } from '../../../src/games/vanguard/state.ts';
import type { VGView } from '../../../src/games/vanguard/view.ts';
import { BOTH, cite, codes, deck, pw, unit } from '../cards/helpers.ts';
import { answer, C, prompt, scenario } from '../scenario.ts';
import { actDo, testOnlyAbilities } from '../testAbilities.ts';

const KING = 'TD03/004'; // King of Sword, vanilla g2 10000 «Nova Grappler», Intercept

const TOUGH = 'TD03/007'; // Tough Boy, vanilla g1 8000 «Nova Grappler», Boost

const { give } = testOnlyAbilities();

/** Play `seat`'s [ACT] number `index` on its vanguard, answering each unit or card choice with the given ones. */
function playAct(s: VGState, index: number, picks: Record<string, unknown>[] = []): void {
  answer(s, { t: 'act', card: unit(s, 0, 'VC').id, index });
  for (const p of picks) answer(s, p as never);
}

/** A scenario where player 1's vanguard binds player 2's front-left rear-guard with `effects`. */
function bindOpponent(format: (typeof BOTH)[number], effects: Effect[]): VGState {
  give(KING, [actDo(...effects)]);
  const s = scenario({
    format,
    at: 'main',
    p0: { vanguard: KING, deck: deck([]) },
    p1: { rc: { FL: C.gallatin, FR: C.nehalem, BL: C.bahr } },
  });
  return s;
}

// From the former bindFaceDown.test.ts:
// Rules tests for binding face down and the piles of the bind zone (VG2 4.9.2.1, 4.9.2.2, 4.9.3; VG1 4.9.2.1,
// 4.9.3): a card bound face down shows its face to its owner only (views, events, the CLI and resampling), it
// has no card information while face down, and each binding effect keeps its cards in a pile of its own.

describe('VG2 4.9.2.1: a card bound face down shows its face to its owner only', () => {
  for (const format of BOTH) {
    it(
      cite(
        format,
        '[VG2 4.9.2.1|VG1 4.9.2.1] an effect binds a rear-guard face down: its owner sees its face, the opponent and a spectator see a back with no code',
      ),
      () => {
        const s = bindOpponent(format, [{ do: 'bind', target: chooseOpponentRearguard(), faceDown: true }]);
        playAct(s, 0);
        if (prompt(s) === 'vg.chooseUnit') answer(s, { t: 'unit', seat: 1, circle: 'FL' } as never);
        expect(s.players[1].field.FL).toHaveLength(0);
        const bound = s.players[1].bind;
        expect(bound.map((c) => [c.code, c.up, c.owner])).toEqual([[C.gallatin, false, 1]]);
        // The owner (player 2) sees the face, marked face down.
        const own = view(s, 1) as VGView;
        expect(own.players[1].bind).toEqual([{ id: bound[0].id, code: C.gallatin, faceDown: true, pile: 1 }]);
        expect(own.players[1].bindHidden).toBeUndefined();
        // Player 1 and a spectator see one back and nothing that names it: no code, no id.
        for (const viewer of [0, 'spectator'] as const) {
          const v = view(s, viewer) as VGView;
          expect(v.players[1].bind).toEqual([]);
          expect(v.players[1].bindHidden).toEqual([{ hidden: true, pile: 1 }]);
          expect(JSON.stringify(v)).not.toContain(C.gallatin);
          expect(JSON.stringify(v)).not.toContain(`"id":${bound[0].id},`);
          // The move is seen (the card was public on the field), but not the new card it became (VG2 4.1.4).
          const moves = eventsFor(s, viewer).filter((e) => (e as { to?: string }).to === 'bind');
          expect(moves).toHaveLength(1);
          expect((moves[0] as { newId?: number }).newId).toBeUndefined();
        }
        const ownMoves = eventsFor(s, 1).filter((e) => (e as { to?: string }).to === 'bind');
        expect((ownMoves[0] as { newId?: number }).newId).toBe(bound[0].id);
        // The CLI board of each seat says the same.
        expect(renderBoard(view(s, 0) as VGView, 0)).toContain('bind: 1 face down (pile 1)');
        expect(renderBoard(view(s, 0) as VGView, 0)).not.toContain('Gallatin');
        expect(renderBoard(own, 1)).toMatch(/bind: [^\n]*Gallatin[^\n]*\(face down, pile 1\)/);
      },
    );

    it(
      cite(
        format,
        '[VG2 4.9.2.1|VG1 4.9.2.1] a cost binds a hand card face down: the opponent learns neither its code nor its id, and the text says "face down"',
      ),
      () => {
        const ability = act({
          zones: ['VC'],
          cost: [{ pay: 'bind', from: 'hand', n: 1, faceDown: true }],
          effects: [],
        });
        give(KING, [ability]);
        expect(abilityText(ability)).toContain('bind one card from your hand face down');
        const s = scenario({ format, at: 'main', p0: { vanguard: KING, hand: [TOUGH, C.marron], deck: deck([]) } });
        const tough = s.players[0].hand.find((c) => c.code === TOUGH)!;
        playAct(s, 0, [{ t: 'card', card: tough.id }]);
        const bound = s.players[0].bind;
        expect(bound.map((c) => [c.code, c.up])).toEqual([[TOUGH, false]]);
        expect((view(s, 0) as VGView).players[0].bind.map((c) => [c.code, c.faceDown])).toEqual([[TOUGH, true]]);
        for (const viewer of [1, 'spectator'] as const) {
          const v = view(s, viewer) as VGView;
          expect(v.players[0].bindHidden).toEqual([{ hidden: true, pile: 1 }]);
          expect(JSON.stringify(v)).not.toContain(TOUGH);
          const text = JSON.stringify(eventsFor(s, viewer));
          expect(text).not.toContain(TOUGH);
          expect(text).not.toContain(`"newId":${bound[0].id}`);
        }
      },
    );

    it(
      cite(
        format,
        '[VG2 4.9.2.1|VG1 4.9.2.1] resampling for the opponent re-deals a face-down bound card with the hidden cards, and keeps it for its owner',
      ),
      () => {
        const s = bindOpponent(format, [{ do: 'bind', target: chooseOpponentRearguard(), faceDown: true }]);
        playAct(s, 0);
        if (prompt(s) === 'vg.chooseUnit') answer(s, { t: 'unit', seat: 1, circle: 'FL' } as never);
        const id = s.players[1].bind[0].id;
        const seen = new Set<string>();
        for (let seed = 1; seed <= 40; seed++) {
          const r = resample(s, 0, seed);
          // Player 1 cannot tell the resampled state from the real one …
          expect(view(r, 0)).toEqual(view(s, 0));
          seen.add(r.players[1].bind.find((c) => c.id === id)!.code);
          // … and player 2, who may look at its face, keeps it.
          expect(resample(s, 1, seed).players[1].bind[0].code).toBe(C.gallatin);
        }
        expect(seen.size).toBeGreaterThan(1);
      },
    );
  }
});

describe('VG2 4.9.2.2: a face-down bound card has no card information', () => {
  it('VG2 4.9.2.2: it counts as a card in the bind zone but matches no grade, and its "when put into the bind zone" ability does not trigger', () => {
    give(TOUGH, [
      auto({
        zones: ['bind'],
        trigger: { on: 'putInto', zone: 'bind' },
        effects: [{ do: 'draw', n: 1 }],
      }),
    ]);
    const perGrade1: Effect = {
      do: 'modify',
      target: { unit: 'this' },
      stat: 'power',
      n: 1000,
      until: 'turn',
      times: { of: 'bind', whose: 'you', filter: { gradeMin: 1, gradeMax: 1 } },
    };
    const perCard: Effect = { ...perGrade1, n: 100, times: { of: 'bind', whose: 'you' } } as Effect;
    give(KING, [
      act({ zones: ['VC'], cost: [{ pay: 'bind', from: 'hand', n: 1, faceDown: true }], effects: [] }),
      act({ zones: ['VC'], cost: [{ pay: 'bind', from: 'hand', n: 1 }], effects: [] }),
      actDo(perGrade1, perCard),
    ]);
    const s = scenario({ format: 'cr201', at: 'main', p0: { vanguard: KING, hand: [TOUGH, TOUGH], deck: deck([]) } });
    const hand = () => s.players[0].hand.length;
    playAct(s, 0); // face down: the only card left to pick is taken without a question when one is left
    if (prompt(s) === 'vg.cost.bind') answer(s, { t: 'card', card: s.players[0].hand[0].id });
    expect(s.players[0].bind.map((c) => c.up)).toEqual([false]);
    expect(hand()).toBe(1); // no draw: face down, it has no ability to trigger
    playAct(s, 1);
    if (prompt(s) === 'vg.cost.bind') answer(s, { t: 'card', card: s.players[0].hand[0].id });
    while (prompt(s) !== null && prompt(s) !== 'vg.main') answer(s, { t: 'yes' } as never);
    expect(s.players[0].bind.map((c) => c.up)).toEqual([false, true]);
    expect(hand()).toBe(1); // face up, its ability triggered and drew a card
    playAct(s, 2);
    // Both Tough Boys are grade 1, but only the face-up one has a grade: +1000 once; both are cards: +100 twice.
    expect(pw(s, 0, 'VC')).toBe(10000 + 1000 + 200);
  });
});

describe('VG2 4.9.3: one pile per binding effect', () => {
  for (const format of BOTH) {
    it(
      cite(
        format,
        '[VG2 4.9.3|VG1 4.9.3] the cards one effect binds share a pile, another effect’s lie in another, and a card that leaves the bind zone leaves its pile',
      ),
      () => {
        give(KING, [
          actDo(
            { do: 'bind', target: chooseYour('rearguard', {}, 2) },
            { do: 'bind', target: chooseYour('rearguard'), faceDown: true },
          ),
          actDo({ do: 'bindToHand' }),
        ]);
        const s = scenario({
          format,
          at: 'main',
          p0: { vanguard: KING, rc: { FL: C.gallatin, FR: C.nehalem, BL: C.bahr }, deck: deck([]) },
        });
        playAct(s, 0, [
          { t: 'unit', seat: 0, circle: 'FL' },
          { t: 'unit', seat: 0, circle: 'FR' },
        ]);
        while (prompt(s) === 'vg.chooseUnit') answer(s, { t: 'unit', seat: 0, circle: 'BL' } as never);
        const bind = s.players[0].bind;
        expect(bind.map((c) => [c.code, c.up])).toEqual([
          [C.gallatin, true],
          [C.nehalem, true],
          [C.bahr, false],
        ]);
        const piles = bind.map((c) => bindPileOf(s, c.id));
        expect(piles[0]).toBeDefined();
        expect(piles[0]).toBe(piles[1]);
        expect(piles[2]).toBeDefined();
        expect(piles[2]).not.toBe(piles[0]);
        // Every player sees which pile each bound card lies in (face-down ones too, as backs).
        const v = view(s, 1) as VGView;
        expect(v.players[0].bind.map((c) => c.pile)).toEqual([piles[0], piles[1]]);
        expect(v.players[0].bindHidden).toEqual([{ hidden: true, pile: piles[2] }]);
        // Putting the bound cards into the hand takes them out of their piles.
        playAct(s, 1);
        expect(s.players[0].bind).toHaveLength(0);
        expect(s.bindPiles).toBeUndefined();
      },
    );
  }
});

describe('section 4: the bind zone', () => {
  for (const format of BOTH) {
    it(
      cite(
        format,
        '[VG2 4.9|VG1 4.9] / [VG2 4.9.1|VG1 4.9.1] / [VG2 4.9.2|VG1 4.9.2] a bound unit goes face up into its owner’s bind zone, whose cards every player and spectator can see',
      ),
      () => {
        give(KING, [actDo({ do: 'bind', target: chooseOpponentRearguard() })]);
        const s = scenario({
          format,
          at: 'main',
          p0: { vanguard: KING, deck: deck([]) },
          p1: { rc: { FL: C.gallatin } },
        });
        answer(s, { t: 'act', card: unit(s, 0, 'VC').id, index: 0 });
        if (prompt(s) === 'vg.chooseUnit') answer(s, { t: 'unit', seat: 1, circle: 'FL' } as never);
        expect(s.players[1].field.FL).toHaveLength(0);
        expect(s.players[1].bind.map((c) => [c.code, c.up, c.owner])).toEqual([[C.gallatin, true, 1]]);
        expect(s.players[0].bind).toHaveLength(0);
        for (const viewer of [0, 1, 'spectator'] as const) {
          const v = view(s, viewer) as VGView;
          expect(v.players[1].bind.map((c) => [c.code, c.faceDown ?? false])).toEqual([[C.gallatin, false]]);
        }
      },
    );
  }
});

{
  // The tests gathered from bindFromDeck.test.ts, with its helpers: some of their names mean something else above.

  const KING = 'TD03/004'; // King of Sword, vanilla g2 10000 «Nova Grappler», Intercept

  const { give } = testOnlyAbilities();

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

  // From the former bindFromDeck.test.ts:
  // Rules tests for binding the top cards of the deck (VG2 10.19.1, 4.9.2.1, 4.9.3; VG1 4.9.2.1) and for the timed
  // trigger that puts "the cards bound by this effect" into the hand at the end of the turn (VG2 8.6.6, 8.6.6.1).

  describe('VG2 10.19.1: binding the top cards of the deck', () => {
    for (const format of BOTH) {
      it(
        cite(
          format,
          '[VG2 4.9.2.1|VG1 4.9.2.1] the top cards of the deck bound face down show their faces to their owner only, in views and events',
        ),
        () => {
          give(KING, [actDo({ do: 'bindTop', n: 2, faceDown: true })]);
          const s = scenario({ format, at: 'main', p0: { vanguard: KING, deck: deck([C.gallatin, C.nehalem]) } });
          const deckBefore = s.players[0].deck.length;
          playAct(s, 0);
          expect(prompt(s)).toBe('vg.main');
          expect(s.players[0].deck).toHaveLength(deckBefore - 2);
          expect(s.players[0].bind.map((c) => [c.code, c.up])).toEqual([
            [C.gallatin, false],
            [C.nehalem, false],
          ]);
          const ids = s.players[0].bind.map((c) => c.id);
          expect((view(s, 0) as VGView).players[0].bind.map((c) => [c.code, c.faceDown])).toEqual([
            [C.gallatin, true],
            [C.nehalem, true],
          ]);
          for (const viewer of [1, 'spectator'] as const) {
            const v = view(s, viewer) as VGView;
            expect(v.players[0].bind).toEqual([]);
            expect(v.players[0].bindHidden).toHaveLength(2);
            expect(JSON.stringify(v)).not.toContain(C.gallatin);
            expect(JSON.stringify(v)).not.toContain(C.nehalem);
            const text = JSON.stringify(eventsFor(s, viewer));
            expect(text).not.toContain(C.gallatin);
            expect(text).not.toContain(C.nehalem);
            expect(ids.length, 'the list checked below is not empty').toBeGreaterThan(0);
            for (const id of ids) expect(text).not.toContain(`"newId":${id}`);
            // The moves themselves are public: two cards went from the deck to the bind zone.
            const moves = eventsFor(s, viewer).filter((e) => (e as { to?: string }).to === 'bind');
            expect(moves.map((e) => (e as { from?: string }).from)).toEqual(['deck', 'deck']);
          }
          expect(JSON.stringify(eventsFor(s, 0))).toContain(C.gallatin);
          // Resampled for player 2, the face-down cards are dealt again with the hidden ones, unseen by it.
          for (let seed = 1; seed <= 5; seed++) expect(view(resample(s, 1, seed), 1)).toEqual(view(s, 1));
        },
      );
    }

    it('VG2 10.19.1, VG2 4.9.3: face up, every seat sees the bound card; one effect’s cards share a pile that "the cards bound by this effect" counts', () => {
      give(KING, [
        actDo({ do: 'bind', target: chooseYour('rearguard') }),
        actDo(
          { do: 'bindTop', n: 2 },
          { do: 'modify', target: thisUnit, stat: 'power', n: 1000, until: 'turn', times: { of: 'boundByThisEffect' } },
        ),
      ]);
      const s = scenario({
        at: 'main',
        p0: { vanguard: KING, rc: { FL: C.bahr }, deck: deck([C.gallatin, C.nehalem]) },
      });
      playAct(s, 0, ['FL']); // an earlier effect's pile
      playAct(s, 1);
      expect(codes(s.players[0].bind)).toEqual([C.bahr, C.gallatin, C.nehalem]);
      expect(s.players[0].bind.every((c) => c.up)).toBe(true);
      const [bahr, gallatin, nehalem] = s.players[0].bind.map((c) => bindPileOf(s, c.id));
      expect(gallatin).toBe(nehalem);
      expect(bahr).not.toBe(gallatin);
      expect(pw(s, 0, 'VC')).toBe(12000); // two cards bound by this effect, not three
      expect((view(s, 1) as VGView).players[0].bind.map((c) => c.code)).toEqual([C.bahr, C.gallatin, C.nehalem]);
    });

    it('VG2 10.19.1: a deck with fewer cards than the effect binds gives what it has', () => {
      give(KING, [actDo({ do: 'bindTop', n: 3 })]);
      const s = scenario({ at: 'main', p0: { vanguard: KING, deck: [C.gallatin] } });
      playAct(s, 0);
      expect(codes(s.players[0].bind)).toEqual([C.gallatin]);
      expect(s.players[0].deck).toEqual([]);
    });

    it('VG2 10.19.1: the card text', () => {
      expect(abilityText(actDo({ do: 'bindTop', n: 1, faceDown: true }))).toBe(
        '[ACT](VC/RC):Bind the top card of your deck face down.',
      );
      expect(abilityText(actDo(...bindTopUntilEnd(2, false)))).toBe(
        '[ACT](VC/RC):Bind the top two cards of your deck, and at the end of that turn, put the cards bound by this effect into your hand.',
      );
    });
  });
}

{
  // The tests gathered from bindTurnAndPile.test.ts, with its helpers: some of their names mean something else above.

  const KING = 'TD03/004'; // King of Sword, vanilla g2 10000 «Nova Grappler», Intercept

  const { give } = testOnlyAbilities();

  /** Play player 1's [ACT] number `index` on its vanguard, then answer each unit choice with these circles. */
  function playAct(s: VGState, index: number, circles: { seat: 0 | 1; circle: string }[] = []): void {
    answer(s, { t: 'act', card: unit(s, 0, 'VC').id, index });
    for (const c of circles) answer(s, { t: 'unit', ...c } as never);
  }

  const turnDown = (n: number): Effect => ({ do: 'turnBoundFaceDown', n });

  // From the former bindTurnAndPile.test.ts:
  // Rules tests for turning a bound card face down (VG2 4.9.2.1, the part on cards already bound; VG1 4.9.2.1) and for
  // text that names "the cards bound by this effect", the pile one binding effect made (VG2 4.9.3; VG1 4.9.3).

  describe('VG2 4.9.2.1: an effect turns face-up bound cards face down', () => {
    for (const format of BOTH) {
      it(
        cite(
          format,
          '[VG2 4.9.2.1|VG1 4.9.2.1] its master chooses which face-up bound card turns face down; from then on only its owner sees its face, and it stays in its pile',
        ),
        () => {
          give(KING, [actDo({ do: 'bind', target: chooseYour('rearguard', {}, 2) }), actDo(turnDown(1))]);
          const s = scenario({
            format,
            at: 'main',
            p0: { vanguard: KING, rc: { FL: C.gallatin, FR: C.nehalem }, deck: deck([]) },
          });
          playAct(s, 0, [
            { seat: 0, circle: 'FL' },
            { seat: 0, circle: 'FR' },
          ]);
          const before = s.players[0].bind.map((c) => [c.id, c.code, c.up, bindPileOf(s, c.id)]);
          expect(before.map((b) => b[2])).toEqual([true, true]);
          // Both are face up, so the opponent sees both faces now.
          expect(JSON.stringify((view(s, 1) as VGView).players[0].bind)).toContain(C.gallatin);

          playAct(s, 1);
          expect(prompt(s)).toBe('vg.bindFaceDown');
          const gallatin = s.players[0].bind.find((c) => c.code === C.gallatin)!;
          answer(s, { t: 'card', card: gallatin.id } as never);
          expect(prompt(s)).toBe('vg.main');
          // The same cards in the same places and piles (no zone changed, VG2 4.1.4); only Gallatin is face down.
          expect(s.players[0].bind.map((c) => [c.id, c.code, c.up, bindPileOf(s, c.id)])).toEqual([
            [before[0][0], C.gallatin, false, before[0][3]],
            [before[1][0], C.nehalem, true, before[1][3]],
          ]);
          const own = view(s, 0) as VGView;
          expect(own.players[0].bind.map((c) => [c.code, c.faceDown])).toEqual([
            [C.gallatin, true],
            [C.nehalem, undefined],
          ]);
          for (const viewer of [1, 'spectator'] as const) {
            const v = view(s, viewer) as VGView;
            expect(v.players[0].bind.map((c) => c.code)).toEqual([C.nehalem]);
            expect(v.players[0].bindHidden).toEqual([{ hidden: true, pile: before[0][3] }]);
            expect(JSON.stringify(v)).not.toContain(C.gallatin);
          }
          expect(renderBoard(view(s, 1) as VGView, 1)).toContain('1 face down');
        },
      );
    }

    it('VG2 4.9.2.1: with no more face-up bound cards than it turns, all of them turn without a question; face-down ones stay so', () => {
      give(KING, [
        actDo(
          { do: 'bind', target: chooseYour('rearguard') },
          { do: 'bind', target: chooseYour('rearguard'), faceDown: true },
        ),
        actDo(turnDown(2)),
      ]);
      const s = scenario({
        format: 'cr201',
        at: 'main',
        p0: { vanguard: KING, rc: { FL: C.gallatin, FR: C.nehalem }, deck: deck([]) },
      });
      playAct(s, 0, [
        { seat: 0, circle: 'FL' },
        { seat: 0, circle: 'FR' },
      ]);
      expect(s.players[0].bind.map((c) => c.up)).toEqual([true, false]);
      playAct(s, 1);
      expect(prompt(s)).toBe('vg.main');
      expect(s.players[0].bind.map((c) => c.up)).toEqual([false, false]);
      expect((view(s, 1) as VGView).players[0].bind).toEqual([]);
      expect((view(s, 1) as VGView).players[0].bindHidden).toHaveLength(2);
    });

    it('VG2 4.9.2.1: the card text', () => {
      expect(abilityText(actDo(turnDown(1)))).toBe(
        '[ACT](VC/RC):Choose one face-up card in your bind zone, and turn it face down.',
      );
      expect(abilityText(actDo(turnDown(2)))).toBe(
        '[ACT](VC/RC):Choose two face-up cards in your bind zone, and turn them face down.',
      );
    });
  });

  describe('VG2 4.9.3: "the cards bound by this effect"', () => {
    /** "Choose two of your opponent's rear-guards; this unit gets Power +5000 for each card bound by this effect." */
    const bindAndCount: Effect[] = [
      { do: 'bind', target: chooseOpponentRearguard({}, 2) },
      {
        do: 'modify',
        target: thisUnit,
        stat: 'power',
        n: 5000,
        until: 'turn',
        times: { of: 'boundByThisEffect' },
      },
      {
        do: 'sentence',
        if: { if: 'compare', left: { of: 'boundByThisEffect' }, op: '>=', right: 2 },
        effects: [{ do: 'draw', n: 1 }],
      },
    ];

    for (const format of BOTH) {
      it(
        cite(
          format,
          '[VG2 4.9.3|VG1 4.9.3] counts only the pile the ability’s own bind made, in whichever bind zone it lies, not cards bound before',
        ),
        () => {
          give(KING, [actDo({ do: 'bind', target: chooseOpponentRearguard() }), actDo(...bindAndCount)]);
          const s = scenario({
            format,
            at: 'main',
            p0: { vanguard: KING, deck: deck([]) },
            p1: { rc: { FL: C.gallatin, FR: C.nehalem, BL: C.bahr } },
          });
          playAct(s, 0, [{ seat: 1, circle: 'BL' }]); // an earlier effect's pile: one card
          const hand = s.players[0].hand.length;
          playAct(s, 1, [
            { seat: 1, circle: 'FL' },
            { seat: 1, circle: 'FR' },
          ]);
          // Three cards lie in player 2's bind zone, two of them in this effect's pile: +10000, and the "if" holds.
          expect(s.players[1].bind).toHaveLength(3);
          expect(pw(s, 0, 'VC')).toBe(10000 + 10000);
          expect(s.players[0].hand.length).toBe(hand + 1);
        },
      );
    }

    it('VG2 4.9.3: a card that left the bind zone is no longer one of them, and an ability that bound nothing counts 0', () => {
      give(KING, [
        actDo({ do: 'bind', target: chooseYour('rearguard') }, { do: 'bindToHand' }, ...bindAndCount.slice(1)),
        actDo(...bindAndCount.slice(1)),
      ]);
      const s = scenario({
        format: 'cr201',
        at: 'main',
        p0: { vanguard: KING, rc: { FL: C.gallatin }, deck: deck([]) },
      });
      const hand = s.players[0].hand.length;
      playAct(s, 0, [{ seat: 0, circle: 'FL' }]);
      expect(s.players[0].hand.length).toBe(hand + 1); // Gallatin back in the hand, no draw
      expect(pw(s, 0, 'VC')).toBe(10000);
      playAct(s, 1);
      expect(pw(s, 0, 'VC')).toBe(10000);
    });

    it('VG2 4.9.3: the card text', () => {
      expect(abilityText(actDo(...bindAndCount))).toBe(
        "[ACT](VC/RC):Choose two of your opponent's rear-guards, and bind them, and this unit gets Power +5000 for each " +
          'card bound by this effect until end of turn. If the number of cards bound by this effect is at least two, ' +
          'draw a card.',
      );
    });
  });
}
