// Rules tests for turning a bound card face down (VG2 4.9.2.1, the part on cards already bound; VG1 4.9.2.1) and for
// text that names "the cards bound by this effect", the pile one binding effect made (VG2 4.9.3; VG1 4.9.3).
import { describe, expect, it } from 'vitest';
import { view } from '../../src/core/engine.ts';
import { chooseOpponentRearguard, chooseYour, type Effect, thisUnit } from '../../src/games/vanguard/abilities/dsl.ts';
import { abilityText } from '../../src/games/vanguard/abilities/text.ts';
import { bindPileOf } from '../../src/games/vanguard/bind.ts';
import type { VGState } from '../../src/games/vanguard/state.ts';
import type { VGView } from '../../src/games/vanguard/view.ts';
import { renderBoard } from '../../src/games/vanguard/product/terminalRender.ts';
import { BOTH, cite, deck, pw, unit } from './cards/helpers.ts';
import { answer, C, prompt, scenario } from './scenario.ts';
import { actDo, testOnlyAbilities } from './testAbilities.ts';

const KING = 'TD03/004'; // King of Sword, vanilla g2 10000 «Nova Grappler», Intercept

const { give } = testOnlyAbilities();

/** Play player 1's [ACT] number `index` on its vanguard, then answer each unit choice with these circles. */
function playAct(s: VGState, index: number, circles: { seat: 0 | 1; circle: string }[] = []): void {
  answer(s, { t: 'act', card: unit(s, 0, 'VC').id, index });
  for (const c of circles) answer(s, { t: 'unit', ...c } as never);
}

const turnDown = (n: number): Effect => ({ do: 'turnBoundFaceDown', n });

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
    const s = scenario({ format: 'cr201', at: 'main', p0: { vanguard: KING, rc: { FL: C.gallatin }, deck: deck([]) } });
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
