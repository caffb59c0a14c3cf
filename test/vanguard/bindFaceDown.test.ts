// Rules tests for binding face down and the piles of the bind zone (VG2 4.9.2.1, 4.9.2.2, 4.9.3; VG1 4.9.2.1,
// 4.9.3): a card bound face down shows its face to its owner only (views, events, the CLI and resampling), it
// has no card information while face down, and each binding effect keeps its cards in a pile of its own.
import { describe, expect, it } from 'vitest';
import { eventsFor, resample, view } from '../../src/core/engine.ts';
import { act, auto, chooseOpponentRearguard, chooseYour, type Effect } from '../../src/games/vanguard/abilities/dsl.ts';
import { abilityText } from '../../src/games/vanguard/abilities/text.ts';
import { bindPileOf } from '../../src/games/vanguard/bind.ts';
import type { VGState } from '../../src/games/vanguard/state.ts';
import type { VGView } from '../../src/games/vanguard/view.ts';
import { renderBoard } from '../../src/games/vanguard/product/terminalRender.ts';
import { BOTH, cite, deck, pw, unit } from './cards/helpers.ts';
import { answer, C, prompt, scenario } from './scenario.ts';
import { actDo, testOnlyAbilities } from './testAbilities.ts';

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
