// Rules tests for "up to" quantities in draw and look effects: "draw up to N cards" (VG2 3.12.4–3.12.4.3,
// VG1 3.12.4) and "look at up to N cards from the top of your deck" (VG2 3.13.3–3.13.3.3). Both are done one
// card at a time, the master choosing before each card whether to stop, so each choice is made knowing the
// cards already drawn or seen. Vanilla trial-deck cards are given test-only abilities (undone after each test).
import { describe, expect, it } from 'vitest';
import { answerWithoutView, heuristicAnswer } from '../../src/games/vanguard/product/heuristic.ts';
import { act as actAbility, drawUpTo, type Effect } from '../../src/games/vanguard/abilities/dsl.ts';
import { cardText } from '../../src/games/vanguard/abilities/text.ts';
import type { VGState } from '../../src/games/vanguard/state.ts';
import { vgView } from '../../src/games/vanguard/view.ts';
import { BOTH, codes, deck, unit } from './cards/helpers.ts';
import { answer, C, events, prompt, scenario } from './scenario.ts';
import { actDo, testOnlyAbilities } from './testAbilities.ts';

const KING = 'TD03/004'; // King of Sword, a vanilla grade 2 host
const TOP = [C.blasterBlade, C.gallatin, C.wingal, C.stardust]; // the deck's top four, top first

const { give } = testOnlyAbilities();

/** A position in player 1's main phase with KING on (RC) holding `effects` as a cost-free [ACT], then played. */
function playing(effects: Effect[], format: 'cr201' | 'cr110' = 'cr201', top: string[] = TOP): VGState {
  give(KING, [actDo(...effects)]);
  const s = scenario({ format, at: 'main', p0: { rc: { FL: KING }, hand: [], deck: deck(top) } });
  expect(prompt(s)).toBe('vg.main');
  answer(s, { t: 'act', card: unit(s, 0, 'FL').id, index: 0 });
  return s;
}

const handCodes = (s: VGState) => codes(s.players[0].hand);

/** "look at up to N cards from the top of your deck, choose up to one grade 2 from among them, put it into your hand, and the rest on the bottom". */
const lookUpTo = (n: number): Effect => ({
  do: 'lookTop',
  n,
  lookUpTo: true,
  upTo: 1,
  filter: { gradeMin: 2, gradeMax: 2 },
  to: 'hand',
  rest: 'bottom',
});

describe('draw up to N cards (VG2 3.12.4, VG1 3.12.4)', () => {
  for (const format of BOTH) {
    it(`VG2 3.12.4 / VG2 3.12.4.2 / VG2 3.12.4.3 / VG1 3.12.4 drawing every time draws the top N cards one by one and then ends without asking again (${format})`, () => {
      const s = playing([drawUpTo(3)], format);
      for (let i = 0; i < 3; i++) {
        expect(prompt(s)).toBe('vg.drawUpTo');
        expect(s.decision).toMatchObject({ seat: 0, kind: 'yesNo' });
        expect(handCodes(s)).toEqual(TOP.slice(0, i));
        answer(s, { t: 'yes' });
      }
      expect(handCodes(s)).toEqual(TOP.slice(0, 3));
      expect(s.players[0].deck).toHaveLength(21);
      expect(prompt(s)).toBe('vg.main'); // the third card ended it (3.12.4.3)
    });

    it(`VG2 3.12.4.1 / VG1 3.12.4 after a card is drawn the player may stop: one card drawn of up to three (${format})`, () => {
      const s = playing([drawUpTo(3)], format);
      answer(s, { t: 'yes' });
      // The next choice is made with the drawn card already in the hand, shown to its owner.
      expect(prompt(s)).toBe('vg.drawUpTo');
      const hand = vgView(s, 0).players[0].hand;
      expect(Array.isArray(hand) && hand.map((c) => c.code)).toEqual([C.blasterBlade]);
      answer(s, { t: 'no' });
      expect(handCodes(s)).toEqual([C.blasterBlade]);
      expect(s.players[0].deck).toHaveLength(23);
      expect(prompt(s)).toBe('vg.main');
    });

    it(`VG2 3.12.4.1 / VG1 3.12.4 the player may stop before drawing any card (${format})`, () => {
      const s = playing([drawUpTo(2)], format);
      expect(prompt(s)).toBe('vg.drawUpTo');
      answer(s, { t: 'no' });
      expect(handCodes(s)).toEqual([]);
      expect(s.players[0].deck).toHaveLength(24);
      expect(events(s, 'draw')).toEqual([]);
      expect(prompt(s)).toBe('vg.main');
    });
  }

  it('VG2 3.12.4 "draw up to 0 cards": nothing happens and nothing is asked', () => {
    const s = playing([drawUpTo(0)]);
    expect(prompt(s)).toBe('vg.main');
    expect(handCodes(s)).toEqual([]);
    expect(s.players[0].deck).toHaveLength(24);
  });

  it('VG2 3.12.4.3 the count is of this set of actions: the same ability played again offers its full number', () => {
    const s = playing([drawUpTo(2)]);
    answer(s, { t: 'yes' });
    answer(s, { t: 'no' });
    answer(s, { t: 'act', card: unit(s, 0, 'FL').id, index: 0 });
    answer(s, { t: 'yes' });
    expect(prompt(s)).toBe('vg.drawUpTo'); // a second card may still be drawn this time
    answer(s, { t: 'yes' });
    expect(handCodes(s)).toEqual(TOP.slice(0, 3));
    expect(prompt(s)).toBe('vg.main');
  });

  it('VG2 3.12.4 the card text reads "draw up to N cards"', () => {
    expect(cardText([actDo(drawUpTo(2))])).toBe('[ACT](VC/RC):Draw up to two cards.');
    expect(cardText([actDo(drawUpTo(1))])).toBe('[ACT](VC/RC):Draw up to one card.');
    expect(cardText([actAbility({ cost: [], effects: [{ do: 'draw', n: 2 }] })])).toBe('[ACT]:Draw two cards.');
  });

  it('the heuristic agent draws while its deck keeps a card (VG2 1.2.2.2: an empty deck loses) and always looks further', () => {
    const s = playing([drawUpTo(3)], 'cr201', []);
    const yesNo = s.decision!.options;
    expect(heuristicAnswer(vgView(s, 0), 0, 'vg.drawUpTo', yesNo)).toEqual({ t: 'yes' });
    s.players[0].deck.length = 1;
    expect(heuristicAnswer(vgView(s, 0), 0, 'vg.drawUpTo', yesNo)).toEqual({ t: 'no' });
    expect(answerWithoutView('vg.drawUpTo', yesNo)).toBeUndefined(); // it needs the view (the deck size)
    expect(answerWithoutView('vg.lookUpTo', yesNo)).toEqual({ t: 'yes' });
  });
});

describe('look at up to N cards from the top of the deck (VG2 3.13.3)', () => {
  it('VG2 3.13.3 / VG2 3.13.3.1 / VG2 3.13.3.2 the player looks at the top card, then the second, and may stop: the rest of the effect deals with those cards only', () => {
    const s = playing([lookUpTo(3)]);
    expect(prompt(s)).toBe('vg.lookUpTo');
    expect(s.decision).toMatchObject({ seat: 0, kind: 'yesNo' });
    expect(vgView(s, 0).decision?.looking ?? []).toEqual([]); // nothing seen yet
    answer(s, { t: 'yes' });
    // 3.13.3.2: N = 1, the top card; the player decides whether to go on while seeing it.
    expect(prompt(s)).toBe('vg.lookUpTo');
    expect(vgView(s, 0).decision?.looking?.map((c) => c.code)).toEqual([C.blasterBlade]);
    answer(s, { t: 'yes' });
    expect(vgView(s, 0).decision?.looking?.map((c) => c.code)).toEqual([C.blasterBlade, C.gallatin]);
    answer(s, { t: 'no' }); // 3.13.3.1: stop before the third card
    // Only the two cards looked at can be taken; the third (Wingal, grade 1) and the rest are never seen.
    expect(prompt(s)).toBe('vg.lookTake');
    const seen = s.decision!.looking!.map((id) => s.players[0].deck.find((c) => c.id === id)!.code);
    expect(seen).toEqual([C.blasterBlade, C.gallatin]);
    expect(s.decision!.options.filter((o) => o.t === 'card')).toHaveLength(2);
    answer(s, { t: 'card', card: s.decision!.looking![1] });
    expect(handCodes(s)).toEqual([C.gallatin]);
    // The one card left of those looked at goes to the bottom; the unseen third card is still on top.
    const deckTopFirst = codes(s.players[0].deck).reverse();
    expect(deckTopFirst[0]).toBe(C.wingal);
    expect(deckTopFirst.at(-1)).toBe(C.blasterBlade);
    expect(prompt(s)).toBe('vg.main');
  });

  it('VG2 3.13.3.2 the cards looked at are shown only to their master: the opponent learns that one card was looked at each time', () => {
    const s = playing([lookUpTo(3)]);
    answer(s, { t: 'yes' });
    expect(vgView(s, 1).decision?.looking).toBeUndefined();
    const looks = (s.log ?? []).filter((l) => l.e.t === 'look');
    expect(looks).toHaveLength(1);
    expect(looks[0]).toMatchObject({ only: 0, other: { t: 'look', seat: 0, n: 1 } });
    expect(looks[0].e).toMatchObject({ cards: [{ code: C.blasterBlade }] });
  });

  it('VG2 3.13.3.3 after N cards have been looked at it ends without asking again', () => {
    const s = playing([lookUpTo(2)]);
    answer(s, { t: 'yes' });
    answer(s, { t: 'yes' });
    expect(prompt(s)).toBe('vg.lookTake');
    expect(s.decision!.looking).toHaveLength(2);
    expect(events(s, 'look')).toHaveLength(2);
  });

  it('VG2 3.13.3.1 stopping before the first card: nothing is looked at and the deck is untouched', () => {
    const s = playing([lookUpTo(3)]);
    const before = s.players[0].deck.map((c) => c.id);
    answer(s, { t: 'no' });
    expect(prompt(s)).toBe('vg.main');
    expect(events(s, 'look')).toEqual([]);
    expect(s.players[0].deck.map((c) => c.id)).toEqual(before);
  });

  it('VG2 3.13.3 "look at up to 0 cards": nothing happens and nothing is asked', () => {
    const s = playing([lookUpTo(0)]);
    expect(prompt(s)).toBe('vg.main');
    expect(events(s, 'look')).toEqual([]);
  });

  it('VG2 3.13.3 the card text reads "look at up to N cards from the top of your deck"', () => {
    expect(cardText([actDo(lookUpTo(3))])).toBe(
      '[ACT](VC/RC):Look at up to three cards from the top of your deck, choose up to one grade 2 card from among them, and put it into your hand, and put the rest on the bottom of your deck in any order.',
    );
  });
});
