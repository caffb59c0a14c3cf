// Rules tests for binding the top cards of the deck (VG2 10.19.1, 4.9.2.1, 4.9.3; VG1 4.9.2.1) and for the timed
// trigger that puts "the cards bound by this effect" into the hand at the end of the turn (VG2 8.6.6, 8.6.6.1).
import { describe, expect, it } from 'vitest';
import { eventsFor, resample, view } from '../../src/core/engine.ts';
import { chooseYour, type Effect, thisUnit } from '../../src/games/vanguard/abilities/dsl.ts';
import { abilityText } from '../../src/games/vanguard/abilities/text.ts';
import { bindPileOf } from '../../src/games/vanguard/bind.ts';
import type { VGState } from '../../src/games/vanguard/state.ts';
import type { VGView } from '../../src/games/vanguard/view.ts';
import { BOTH, cite, codes, deck, pw, toNextTurn, unit } from './cards/helpers.ts';
import { answer, C, prompt, scenario } from './scenario.ts';
import { actDo, testOnlyAbilities } from './testAbilities.ts';

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
