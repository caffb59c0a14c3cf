// Format d, VGD section 7 (specific actions) as test-only [ACT] abilities perform them: stand, draw (and "draw up
// to"), discard and shuffle.
import { describe, expect, it } from 'vitest';
import { draw, drawUpTo, thisUnit } from '../../../../src/games/vanguard/abilities/dsl.ts';
import type { VGState } from '../../../../src/games/vanguard/state.ts';
import { codes, deck, unit } from '../../cards/helpers.ts';
import { actDo, testOnlyAbilities } from '../../testAbilities.ts';
import { useTestCards } from '../../testCards.ts';
import { answer, autoplay, C, events, prompt, scenario } from '../../scenario.ts';
import { D, D_CARDS } from '../dTestCards.ts';

useTestCards(D_CARDS);
const { give } = testOnlyAbilities();

/** Format d main phase: player 1's ability host D.g2 on FL (rested), `hand` and a deck topped by `top`. */
function main(hand: string[] = [], top: string[] = []): VGState {
  return scenario({
    format: 'd',
    at: 'main',
    p0: { vanguard: D.persona, rc: { FL: { code: D.g2, rested: true } }, hand, deck: deck(top) },
    p1: { vanguard: D.g0, deck: deck() },
  });
}

function play(s: VGState): void {
  answer(s, { t: 'act', card: unit(s, 0, 'FL').id, index: 0 });
}

describe('VGD 7: specific actions', () => {
  it('VGD 7.1 / VGD 7.1.1 / VGD 7.2 / VGD 7.2.1: "stand this unit" changes the rested unit to the stand state', () => {
    give(D.g2, [actDo({ do: 'stand', target: thisUnit })]);
    const s = main();
    expect(unit(s, 0, 'FL').rested).toBe(true);
    play(s);
    autoplay(s, (x) => prompt(x) === 'vg.main');
    expect(unit(s, 0, 'FL').rested).toBe(false);
  });

  it('VGD 7.6 / VGD 7.6.1 / VGD 7.6.2 / VGD 7.6.4: "draw two cards" moves the top card of the deck to the hand, twice', () => {
    give(D.g2, [actDo(draw(2))]);
    const s = main([], [C.wingal, C.stardust, C.gallatin]);
    play(s);
    autoplay(s, (x) => prompt(x) === 'vg.main');
    expect(codes(s.players[0].hand)).toEqual([C.wingal, C.stardust]);
    expect(s.players[0].deck.at(-1)!.code).toBe(C.gallatin);
  });

  it('VGD 7.6.3: "draw up to two cards": before each card the player may stop', () => {
    give(D.g2, [actDo(drawUpTo(2))]);
    const s = main([], [C.wingal, C.stardust, C.gallatin]);
    play(s);
    // Before the first card: draw or stop.
    expect(s.decision).toMatchObject({ prompt: 'vg.drawUpTo', options: [{ t: 'yes' }, { t: 'no' }] });
    answer(s, { t: 'yes' });
    expect(codes(s.players[0].hand)).toEqual([C.wingal]);
    // Before the second: the player stops.
    expect(prompt(s)).toBe('vg.drawUpTo');
    answer(s, { t: 'no' });
    autoplay(s, (x) => prompt(x) === 'vg.main');
    expect(codes(s.players[0].hand)).toEqual([C.wingal]);
  });

  it('VGD 7.9 / VGD 7.9.1 / VGD 7.9.2: "discard a card" moves a hand card of the player’s choice to its owner’s drop zone', () => {
    give(D.g2, [actDo({ do: 'discard', n: 1 })]);
    const s = main([C.wingal, C.stardust]);
    play(s);
    const stardust = s.players[0].hand.find((c) => c.code === C.stardust)!.id;
    answer(s, { t: 'card', card: stardust });
    autoplay(s, (x) => prompt(x) === 'vg.main');
    expect(codes(s.players[0].hand)).toEqual([C.wingal]);
    expect(codes(s.players[0].drop)).toEqual([C.stardust]);
  });

  it('VGD 7.5 / VGD 7.5.1 / VGD 7.12.1: "shuffle your deck" randomizes the order of the deck (a shuffle of the player’s own deck)', () => {
    give(D.g2, [actDo({ do: 'shuffle' })]);
    const s = main([], [C.wingal, C.stardust, C.gallatin, C.critRP, C.drawRP, C.healRP]);
    const before = s.players[0].deck.map((c) => c.code);
    play(s);
    autoplay(s, (x) => prompt(x) === 'vg.main');
    expect(events(s, 'shuffle')).toEqual([{ t: 'shuffle', seat: 0 }]);
    expect(s.players[0].deck.map((c) => c.code).sort()).toEqual([...before].sort());
  });

  it('VGD 7.11 / VGD 7.11.1 / VGD 7.11.2 / VGD 7.12 / VGD 7.12.2: searching the deck (a hidden zone) offers the applicable cards and the choice to find none; the deck is shuffled after', () => {
    give(D.g2, [actDo({ do: 'search', filter: { name: 'Test Knight' }, then: 'hand' })]);
    for (const find of [true, false]) {
      const s = main([], [C.wingal, D.g1, C.stardust]);
      play(s);
      expect(prompt(s)).toBe('vg.search');
      const knight = s.players[0].deck.find((c) => c.code === D.g1)!.id;
      expect(s.decision!.options).toEqual([{ t: 'none' }, { t: 'card', card: knight }]);
      answer(s, find ? { t: 'card', card: knight } : { t: 'none' });
      autoplay(s, (x) => prompt(x) === 'vg.main');
      expect(codes(s.players[0].hand)).toEqual(find ? [D.g1] : []);
      expect(events(s, 'shuffle')).toEqual([{ t: 'shuffle', seat: 0 }]);
    }
  });
});
