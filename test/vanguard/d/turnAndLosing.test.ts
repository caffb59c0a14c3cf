// The D standard's turn-one rules (VGD 9.4.2, 10.3.2) and losing by rule action (VGD 1.2.2, 13.1, 13.2), through `act`.
import { describe, expect, it } from 'vitest';
import { act, newGame } from '../../../src/core/engine.ts';
import { deckById, expandDeck } from '../../../src/games/vanguard/cards/cardPool.ts';
import type { Card, VGState } from '../../../src/games/vanguard/state.ts';
import { useTestCards } from '../testCards.ts';
import { answer, autoplay, C, idOf, prompt, scenario } from '../scenario.ts';
import { D, D_CARDS, RIDE_DECK } from './dTestCards.ts';

useTestCards(D_CARDS);

function dGame(seed: number): VGState {
  const ride = [...RIDE_DECK];
  return newGame<VGState>({
    game: 'vanguard',
    format: 'd',
    decks: [
      { cards: expandDeck(deckById('TD01')!), ridedeck: ride },
      { cards: expandDeck(deckById('TD02')!), ridedeck: ride },
    ],
    seed,
  });
}

/** Six (or `n`) face-up cards for a damage zone. */
function cards(s: VGState, n: number): Card[] {
  return Array.from({ length: n }, () => ({
    id: s.nextId++,
    code: C.wingal,
    owner: 0 as const,
    up: true,
    rested: false,
    placed: 0,
    mods: null,
  }));
}

describe('VGD 9.4.2 / VGD 10.3.2: the first turn', () => {
  it('VGD 9.4.2: the player going first draws on the first turn too (a real D game with ride decks)', () => {
    const s = dGame(5);
    autoplay(s, (x) => x.turn === 1, ['yes', 'done']);
    const fp = s.firstPlayer;
    expect(s.players[fp].hand).toHaveLength(6);
    expect(s.players[fp].deck).toHaveLength(44);
  });

  it('VGD 10.3.2: on the first turn of the player going first no attack can be made; on turn 2 it can (control)', () => {
    for (const turn of [1, 2]) {
      const s = scenario({ format: 'd', at: 'battle', turn, p0: { vanguard: D.g1 }, p1: { vanguard: D.g1 } });
      if (turn === 1) expect(prompt(s)).not.toBe('vg.attack');
      else expect(prompt(s)).toBe('vg.attack');
    }
  });

  it('VGD 9.7.2 / VGD 6.3.3.2.2: in a real D game the first ride can be the grade 1 of the ride deck, paid for with a discard', () => {
    const s = dGame(11);
    autoplay(s, (x) => x.phase === 'ride' && prompt(x) === 'vg.ride', ['yes', 'done']);
    const seat = s.decision!.seat;
    answer(s, { t: 'ride', card: s.players[seat].rideDeck!.find((c) => c.code === D.g1)!.id });
    expect(prompt(s)).toBe('vg.rideDeckDiscard');
    act(s, seat, s.decision!.options[0]);
    expect(s.players[seat].field.VC.at(-1)!.code).toBe(D.g1);
    expect(s.players[seat].soul.map((c) => c.code)).toEqual([D.g0]);
    expect(s.players[seat].drop).toHaveLength(1);
  });
});

describe('VGD 13.1 / VGD 13.2: losing by rule action', () => {
  const main = () => scenario({ format: 'd', at: 'main', p0: { vanguard: D.persona, hand: [D.g1] } });

  it('VGD 13.1.2 / VGD 13.2.2 / VGD 1.2.2.1: six damage loses at the next check timing, not before', () => {
    const s = main();
    s.players[1].damage.push(...cards(s, 6));
    expect(s.result).toBeNull();
    answer(s, { t: 'call', card: idOf(s, 0, 'hand', D.g1), circle: 'FL' });
    expect(s.result).toEqual({ winner: 0, reason: 'player 2 lost: six or more damage' });
  });

  it('VGD 13.2.3 / VGD 1.2.2.2: an empty deck loses at the next check timing', () => {
    const s = main();
    s.players[0].deck = [];
    expect(s.result).toBeNull();
    answer(s, { t: 'call', card: idOf(s, 0, 'hand', D.g1), circle: 'FL' });
    expect(s.result).toEqual({ winner: 1, reason: 'player 1 lost: no cards in deck' });
  });

  it('VGD 13.1.3 / VGD 1.2.3: both players losing at once is a draw', () => {
    const s = main();
    s.players[0].damage.push(...cards(s, 6));
    s.players[1].damage.push(...cards(s, 6));
    answer(s, { t: 'call', card: idOf(s, 0, 'hand', D.g1), circle: 'FL' });
    expect(s.result?.winner).toBe('draw');
  });
});
