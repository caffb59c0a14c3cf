// The D standard's setup (VGD 8.1.2, 8.1.4.2, 8.2.1.2–8.2.1.8, 4.18): the ride deck, the first vanguard from it,
// the randomly chosen player who chooses who goes first. Driven through `newGame`, `act`, `view` and `eventsFor`.
import { describe, expect, it } from 'vitest';
import { act, eventsFor, newGame, view } from '../../../src/core/engine.ts';
import { SetupError } from '../../../src/core/errors.ts';
import type { Answer, DeckSpec, Seat } from '../../../src/core/types.ts';
import { deckById, expandDeck } from '../../../src/games/vanguard/cards/cardPool.ts';
import type { FormatId } from '../../../src/games/vanguard/formats.ts';
import '../../../src/games/vanguard/index.ts';
import type { VGState } from '../../../src/games/vanguard/state.ts';
import type { VGView } from '../../../src/games/vanguard/view.ts';
import { useTestCards } from '../testCards.ts';
import { C, events } from '../scenario.ts';
import { D, D_CARDS, RIDE_DECK } from './dTestCards.ts';

useTestCards(D_CARDS);

const TD01 = expandDeck(deckById('TD01')!);
const TD02 = expandDeck(deckById('TD02')!);

function game(format: FormatId, seed: number, decks?: [DeckSpec, DeckSpec]): VGState {
  return newGame<VGState>({
    game: 'vanguard',
    format,
    decks: decks ?? [
      { cards: TD01, ridedeck: [...RIDE_DECK] },
      { cards: TD02, ridedeck: [...RIDE_DECK] },
    ],
    seed,
  });
}

/** Each player takes the first option offered as first vanguard. */
function firstVanguards(s: VGState): void {
  for (const seat of [0, 1] as const) {
    expect(s.decision).toMatchObject({ seat, prompt: 'vg.firstVanguard' });
    act(s, seat, s.decision!.options[0]);
  }
}

describe('VGD 8.2 setup with a ride deck', () => {
  it('VGD 8.2.1.2 / VGD 8.2.1.4 / VGD 4.18.3: the first vanguard is the ride deck grade 0; the rest waits face down in the ride deck zone', () => {
    const s = game('d', 1);
    // Only the ride deck's grade 0 is offered, though the main deck holds grade 0 units too.
    const ids = s.decision!.options.map((o) => (o as unknown as { card: number }).card);
    expect(ids).toEqual([s.players[0].rideDeck!.find((c) => c.code === D.g0)!.id]);
    expect(s.players[0].deck.some((c) => c.code === C.stardust)).toBe(true);
    firstVanguards(s);
    for (const seat of [0, 1] as const) {
      const p = s.players[seat];
      expect(p.field.VC.map((c) => c.code)).toEqual([D.g0]);
      expect(p.rideDeck!.map((c) => [c.code, c.up])).toEqual([
        [D.g1, false],
        [D.g2, false],
        [D.persona, false],
      ]);
      // VGD 8.2.1.3, 8.2.1.8: the main deck keeps all its 50 cards less the opening hand.
      expect(p.deck.length + p.hand.length).toBe(50);
    }
  });

  it('VGD 8.2.1.2: without a ride deck the first vanguard comes from the main deck (positive control)', () => {
    const s = game('d', 1, [{ cards: TD01 }, { cards: TD02 }]);
    const first = s.players[0].deck.find((c) => c.id === (s.decision!.options[0] as unknown as { card: number }).card);
    expect(first?.code).toBe(C.stardust);
    firstVanguards(s);
    expect(s.players[0].rideDeck).toBeUndefined();
    expect(s.players[0].deck.length + s.players[0].hand.length).toBe(49);
  });

  it('VGD 8.2.1.6: a player determined at random chooses who goes first; "no" makes the other player go first', () => {
    for (const choice of ['yes', 'no'] as const) {
      const s = game('d', 7);
      firstVanguards(s);
      expect(s.decision).toMatchObject({ prompt: 'vg.goFirst', kind: 'yesNo' });
      const chooser = s.decision!.seat;
      expect(events(s, 'firstPlayerChooser')).toEqual([{ t: 'firstPlayerChooser', seat: chooser }]);
      expect(s.players[0].hand).toHaveLength(0); // 8.2.1.8 comes after the choice
      act(s, chooser, { t: choice } as Answer);
      const first: Seat = choice === 'yes' ? chooser : ((1 - chooser) as Seat);
      expect(s.firstPlayer).toBe(first);
      // VGD 8.2.1.8: the mulligan starts with the player going first.
      expect(s.decision).toMatchObject({ prompt: 'vg.mulligan', seat: first });
    }
  });

  it('VGD 8.2.1.6: the chooser is random (both seats choose for some seed); ver. 2.01 asks nobody (control)', () => {
    const choosers = new Set<number>();
    for (let seed = 1; seed <= 12; seed++) {
      const s = game('d', seed);
      firstVanguards(s);
      choosers.add(s.decision!.seat);
    }
    expect([...choosers].sort()).toEqual([0, 1]);
    const v2 = game('cr201', 7, [{ cards: TD01 }, { cards: TD02 }]);
    firstVanguards(v2);
    expect(v2.decision?.prompt).toBe('vg.mulligan');
  });

  it('VGD 4.18.2: face-down ride deck cards are counted for the opponent and named for their owner only', () => {
    const s = game('d', 3);
    firstVanguards(s);
    const own = view(s, 0) as VGView;
    const other = view(s, 1) as VGView;
    expect(own.players[0].rideDeckDown!.map((c) => c.code)).toEqual([D.g1, D.g2, D.persona]);
    expect(other.players[0]).toMatchObject({ rideDeck: 3, rideDeckUp: [] });
    expect(other.players[0].rideDeckDown).toBeUndefined();
    // Nothing the opponent receives names a card still face down in the ride deck zone.
    const mine = eventsFor(s, 1).filter((e) => (e as { seat?: number }).seat === 0);
    const seen = JSON.stringify([other.players[0], mine]);
    for (const code of [D.g1, D.g2, D.persona]) expect(seen).not.toContain(code);
    expect(JSON.stringify(own)).toContain(D.persona); // positive control: the owner sees it
  });
});

describe('VGD 8.1 deck construction with a ride deck', () => {
  const bad =
    (ridedeck: string[], format: FormatId = 'd') =>
    () =>
      game(format, 1, [{ cards: TD01, ridedeck }, { cards: TD02 }]);

  it('VGD 8.1.4.2: a ride deck of fewer than 4 cards is refused, 4 accepted (control)', () => {
    expect(bad([D.g0, D.g1, D.g2])).toThrow(SetupError);
    expect(bad([D.g0, D.g1, D.g2])).toThrow(/VGD 8\.1\.4\.2/);
    expect(bad([...RIDE_DECK])).not.toThrow();
  });

  it('VGD 8.2.1.2: a ride deck without a grade 0 unit cannot give the first vanguard, and is refused', () => {
    expect(bad([D.g1, D.g2, D.persona, D.persona])).toThrow(/VGD 8\.2\.1\.2/);
  });

  it('VGD 8.1.5: the limit of four per name counts main deck and ride deck together', () => {
    // TD01 holds four TD01/001 and one TD01/012: one more of the first makes five, of the second two (control).
    expect(bad([D.g0, D.g1, D.g2, C.brigitte])).toThrow(/VGD 8\.1\.5/);
    expect(bad([C.stardust, D.g1, D.g2, D.persona])).not.toThrow();
  });

  it('VGD 8.1.6: the 16 triggers count main deck and ride deck together', () => {
    expect(bad([D.g0, D.g1, D.g2, C.critRP])).toThrow(/VGD 8\.1\.6/);
  });

  it('VGD 8.1.2: ver. 2.01 has no ride deck, and a malformed one is a clear error', () => {
    expect(bad([...RIDE_DECK], 'cr201')).toThrow(/has no ride deck/);
    expect(() => game('d', 1, [{ cards: TD01, ridedeck: 'x' as unknown as string[] }, { cards: TD02 }])).toThrow(
      /"ridedeck" must be an array/,
    );
  });
});

describe('VGD 8.1 deck construction over main deck and ride deck (more)', () => {
  const bad = (cards: string[], ridedeck: string[]) => () => game('d', 1, [{ cards, ridedeck }, { cards: TD02 }]);
  /** TD01 with its first `n` copies of `from` replaced by `to`. */
  const swap = (from: string, to: string, n: number): string[] => {
    let left = n;
    return TD01.map((c) => (c === from && left-- > 0 ? to : c));
  };

  it('VGD 8.1.5.1: cards with the same name count together even when the rest differs; another name is accepted (control)', () => {
    // Four grade 3s named like the ride deck's persona (but with no icon and another number): five of that name.
    const main = swap(C.brigitte, D.noIcon, 4);
    expect(bad(main, [D.g0, D.g1, D.g2, D.persona])).toThrow(/VGD 8\.1\.5/);
    expect(bad(main, [D.g0, D.g1, D.g2, D.otherPersona])).not.toThrow();
  });

  it('VGD 8.1.6.1: at most four heal triggers over main deck and ride deck together', () => {
    // TD01 has four heal triggers; one critical trigger becomes a plain unit, and the ride deck brings a fifth heal.
    const main = swap(C.critRP, D.g1, 1);
    expect(bad(main, [D.g0, D.g1, D.g2, D.heal])).toThrow(/VGD 8\.1\.6\.1/);
    expect(bad(main, [D.g0, D.g1, D.g2, D.front])).not.toThrow();
  });

  it('VGD 8.1.4 / VGD 8.1.4.1: a main deck of other than exactly 50 cards is refused', () => {
    expect(bad(TD01.slice(1), [...RIDE_DECK])).toThrow(SetupError);
    expect(bad([...TD01, C.marron], [...RIDE_DECK])).toThrow(SetupError);
  });
});

describe('VGD 8.2.1.7 / VGD 8.2.1.9: the start of the game', () => {
  it('VGD 8.2.1.7 / VGD 8.2.1.9: after the mulligans vanguard damage is 0, the first vanguards are face up and the player going first takes the first turn', () => {
    const s = game('d', 7);
    firstVanguards(s);
    // Before the game begins the first vanguards are face down (VGD 8.2.1.2).
    expect(s.players[0].field.VC[0].up).toBe(false);
    act(s, s.decision!.seat, { t: 'yes' } as Answer);
    const first = s.firstPlayer;
    // Both keep their hands (the mulligan's "done" with nothing chosen).
    for (let i = 0; i < 2; i++) {
      expect(s.decision?.prompt).toBe('vg.mulligan');
      act(
        s,
        s.decision!.seat,
        s.decision!.options.find((o) => o.t === 'done')!,
      );
    }
    expect(s.turnPlayer).toBe(first);
    for (const seat of [0, 1] as const) {
      expect(s.players[seat].field.VC[0].up).toBe(true);
      expect(s.players[seat].vanguardDamage).toBe(0);
    }
  });
});
