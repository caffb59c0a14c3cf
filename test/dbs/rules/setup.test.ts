// DBS rules tests — preparing the game (rules section 5).
// Gathered by rules topic from the batch-named files rules-a-setup.test.ts, rules.test.ts.

import { describe, expect, it } from 'vitest';
import { act, decision, newGame } from '../../../src/core/engine.ts';
import { SetupError } from '../../../src/core/errors.ts';
import type { Seat } from '../../../src/core/types.ts';
import { builtInDecks, deckById, expandDeck } from '../../../src/games/dbs/index.ts';
import type { DBSState } from '../../../src/games/dbs/state.ts';
import { dbsView } from '../../../src/games/dbs/view.ts';
import { options } from '../scenario.ts';

const game = (a: string[], b: string[], seed = 3) =>
  newGame<DBSState>({ game: 'dbs', format: 'masters', decks: [{ cards: a }, { cards: b }], seed });

function freshGame(seed = 3): DBSState {
  const d = builtInDecks();
  return newGame<DBSState>({
    game: 'dbs',
    format: 'masters',
    decks: [{ cards: expandDeck(d[0]) }, { cards: expandDeck(d[1]) }],
    seed,
  });
}

// From the former rules-a-setup.test.ts:
// DBS rules tests, game preparation (section 5): each player brings their own legal Leader and deck
// (5-1-1, 5-2-1-1), "when this card is placed in the Leader Area" and its checkpoint (5-2-1-3), the
// shuffle (5-2-1-4) and the first player chosen at random with nobody choosing (5-2-1-5-1).

describe('game preparation (DBS 5-1-1, 5-2-1)', () => {
  it('DBS 5-1-1 DBS 5-2-1 DBS 5-2-1-1: each player plays the Leader and deck they present, which must be legal', () => {
    const [a, b] = [expandDeck(builtInDecks()[0]), expandDeck(builtInDecks()[3])];
    const s = game(a, b);
    expect(s.players[0].leader[0].code).toBe(a[0]);
    expect(s.players[1].leader[0].code).toBe(b[0]);
    const mine = (seat: Seat) => [...s.players[seat].deck, ...s.players[seat].hand].map((c) => c.code).sort();
    expect(mine(0)).toEqual(a.slice(1).sort());
    expect(mine(1)).toEqual(b.slice(1).sort());
    expect(() => game(a, b.slice(0, 50))).toThrow(SetupError);
    expect(() => game(a, b.slice(0, 50))).toThrow(/deck 2/);
  });

  it('DBS 5-2-1-3: "when this card is placed in the Leader Area" triggers, and resolves at a checkpoint before the shuffle', () => {
    // Babidi: when placed in the Leader Area, search the deck for Majin Buu's Sealed Ball and put it into play.
    const babidi = expandDeck(deckById('S2-R-MAJIN-BUU')!);
    const s = game(babidi, expandDeck(builtInDecks()[0]));
    expect(decision(s)!.prompt).toBe('dbs.search');
    expect(decision(s)!.seat).toBe(0);
    expect(s.players[0].hand).toHaveLength(0); // before the opening hands (5-2-1-6)
    expect(s.log!.some((l) => l.e.t === 'firstPlayer')).toBe(false);
    const ball = decision(s)!.options.find((o) => o.t === 'card')!;
    act(s, 0, ball);
    expect(s.players[0].battle.map((c) => c.code)).toEqual(['BT2-031']);
    expect(decision(s)!.prompt).toBe('dbs.redraw');
  });

  it('DBS 5-2-1-3 DBS 5-2-1-4: the decks enter the Deck Areas only after the shuffle, so the Leader’s skill sees empty Deck Areas', () => {
    const babidi = expandDeck(deckById('S2-R-MAJIN-BUU')!);
    const s = game(babidi, expandDeck(builtInDecks()[0]));
    expect(decision(s)!.prompt).toBe('dbs.search'); // resolving at the checkpoint of 5-2-1-3
    expect(s.players[0].deck).toHaveLength(0);
    expect(s.players[1].deck).toHaveLength(0);
    expect(dbsView(s, 0).players[0].deck).toBe(0);
    expect(dbsView(s, 1).players[1].deck).toBe(0);
    // Babidi takes the ball "from your deck": the deck the player presented (5-2-1-1), not yet placed.
    const ball = decision(s)!.options.find((o) => o.t === 'card')!;
    act(s, 0, ball);
    expect(s.players[0].battle.map((c) => c.code)).toEqual(['BT2-031']);
    // After 5-2-1-4 (and the opening hands of 5-2-1-6) every other card is in the Deck Area or the hand.
    expect(s.players[0].deck.length + s.players[0].hand.length).toBe(49);
    expect(s.players[1].deck.length + s.players[1].hand.length).toBe(50);
    expect(s.presented).toBeUndefined();
  });

  it('DBS 5-2-1-4: each player’s deck is shuffled', () => {
    const [a, b] = [expandDeck(builtInDecks()[0]), expandDeck(builtInDecks()[3])];
    const s = game(a, b);
    const shuffles = s.log!.filter((l) => l.e.t === 'shuffle').map((l) => (l.e as unknown as { seat: Seat }).seat);
    expect(shuffles).toEqual([0, 1]);
    const order = [...s.players[0].hand, ...s.players[0].deck.slice().reverse()].map((c) => c.code);
    expect(order.join()).not.toBe(a.slice(1).join());
  });

  it('DBS 5-2-1-5 DBS 5-2-1-5-1: the first player is chosen at random; no player is ever asked to choose', () => {
    const [a, b] = [expandDeck(builtInDecks()[0]), expandDeck(builtInDecks()[1])];
    const firsts = new Set<number>();
    for (let seed = 1; seed <= 10; seed++) {
      const s = game(a, b, seed);
      firsts.add(s.firstPlayer);
      expect(decision(s)!.prompt).toBe('dbs.redraw'); // the first question of the game
      expect(game(a, b, seed).firstPlayer).toBe(s.firstPlayer); // decided by the seeded RNG alone
    }
    expect(firsts).toEqual(new Set([0, 1]));
  });
});

describe('game preparation (DBS 5-2)', () => {
  it('DBS 5-2-1-2 DBS 5-2-1-5 DBS 5-2-1-6 DBS-006: Leaders placed, first player at random, redraw first player first', () => {
    const s = freshGame();
    expect(s.players[0].leader).toHaveLength(1);
    expect(s.players[0].hand).toHaveLength(6);
    expect(decision(s)!.prompt).toBe('dbs.redraw');
    expect(decision(s)!.seat).toBe(s.firstPlayer);
    const firsts = new Set([1, 2, 3, 4, 5, 6, 7, 8].map((k) => freshGame(k).firstPlayer));
    expect(firsts.size).toBe(2);
  });
  it('DBS 5-2-1-6-1 DBS 5-2-1-7 DBS 3-9-1 DBS-007: one redraw each, then 8 Life and 36 in the deck', () => {
    const s = freshGame();
    const first = s.firstPlayer;
    const card = (options(s).find((o) => o.t === 'card') as unknown as { t: string; card: number }).card;
    act(s, first, { t: 'card', card } as never);
    act(s, first, { t: 'done' });
    expect(s.players[first].hand.some((c) => c.id === card)).toBe(false);
    expect(s.players[first].hand).toHaveLength(6);
    expect(decision(s)!.seat).toBe(1 - first);
    act(s, (1 - first) as 0 | 1, { t: 'done' });
    for (const p of s.players) {
      expect(p.life).toHaveLength(8);
      expect(p.deck.length).toBe(36 - (p === s.players[first] ? 0 : 0));
    }
    expect(s.turnPlayer).toBe(first); // DBS 5-2-1-8
  });
});
