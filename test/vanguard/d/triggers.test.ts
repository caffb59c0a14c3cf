// The D standard's over trigger (VGD 11.10.2.7, 11.10.3.1, 8.1.6.2): removed from the game, a draw, +100000000 to a
// unit, never to the hand or the damage zone; at most one per deck. Positions from the scenario helper, through `act`.
import { describe, expect, it } from 'vitest';
import { act, newGame } from '../../../src/core/engine.ts';
import { deckById, expandDeck } from '../../../src/games/vanguard/cards/cardPool.ts';
import type { VGState } from '../../../src/games/vanguard/state.ts';
import { attack, deck, pw } from '../cards/helpers.ts';
import { useTestCards } from '../testCards.ts';
import { answer, autoplay, C, events, prompt, scenario } from '../scenario.ts';
import { D, D_CARDS, RIDE_DECK } from './dTestCards.ts';

useTestCards(D_CARDS);

/** Answer the order question with this order of sub-abilities. */
function chooseOrder(s: VGState, order: string[]): void {
  const o = s.decision!.options.find(
    (x) => JSON.stringify((x as unknown as { order: string[] }).order) === JSON.stringify(order),
  );
  act(s, s.decision!.seat, o!);
}

/** Run until the checker is asked the order of the over trigger's sub-abilities. */
function toOrder(s: VGState): void {
  autoplay(s, (x) => prompt(x) === 'vg.triggerOrder');
  expect(prompt(s)).toBe('vg.triggerOrder');
}

describe('VGD 11.10.2.7: the over trigger', () => {
  it('VGD 11.10.2.7 / VGD 11.10.3.1: a drive check over trigger is removed from the game, draws 1 and gives a unit +100000000; its sub-abilities in any order', () => {
    const s = scenario({
      format: 'd',
      at: 'battle',
      p0: { vanguard: D.persona, rc: { FL: D.g2 }, deck: deck([D.over, C.stardust]) },
      p1: { vanguard: C.overlord, deck: deck() },
    });
    attack(s, 'VC', 'VC');
    toOrder(s);
    // Three sub-abilities this card plays: every order of them is offered.
    expect(s.decision!.options).toHaveLength(6);
    chooseOrder(s, ['overPower', 'removeThis', 'draw']);
    expect(prompt(s)).toBe('vg.triggerPower');
    answer(s, { t: 'circle', circle: 'FL' });
    const p = s.players[0];
    expect(p.removed.map((c) => c.code)).toEqual([D.over]);
    expect(p.trigger).toHaveLength(0);
    // The draw, and the twin drive's second check, with no icon, to the hand.
    expect(p.hand.map((c) => c.code)).toEqual([C.stardust, 'TD01/008']);
    expect(pw(s, 0, 'FL')).toBe(10000 + 100000000);
    autoplay(s, (x) => x.battle === null);
    // Never added to the hand (VGD 10.6.1.2.6: it is no longer in the trigger zone).
    expect(p.hand.some((c) => c.code === D.over)).toBe(false);
    // Until end of turn (the over trigger's reminder text; CR 4.55 states none, digest §7).
    autoplay(s, (x) => x.turn === 4);
    expect(pw(s, 0, 'FL')).toBe(10000);
  });

  it('VGD 11.10.2.7 / VGD 13.6.4: a damage check over trigger is removed too, so that point puts no card in the damage zone', () => {
    const s = scenario({
      format: 'd',
      at: 'battle',
      p0: { vanguard: C.overlord, deck: deck() },
      p1: { vanguard: D.g0, deck: deck([D.over, C.stardust]) },
    });
    attack(s, 'VC', 'VC');
    autoplay(s, (x) => prompt(x) === 'vg.triggerOrder' && x.decision!.seat === 1);
    chooseOrder(s, ['removeThis', 'draw', 'overPower']);
    answer(s, { t: 'circle', circle: 'VC' });
    const p = s.players[1];
    // The over trigger's draw happens in the battle, before the turn ends (the next draw is player 2's own turn).
    const inBattle = s.log!.slice(
      0,
      s.log!.findIndex((l) => l.e.t === 'battleEnd'),
    );
    const draws = inBattle.filter(
      (l) =>
        l.e.t === 'move' &&
        (l.e as unknown as { seat: number; to: string }).seat === 1 &&
        (l.e as unknown as { to: string }).to === 'hand',
    );
    expect(draws).toHaveLength(1);
    expect(p.hand.map((c) => c.code)).toContain(C.stardust);
    expect(events(s, 'modify').at(-1)).toMatchObject({ seat: 1, stat: 'power', n: 100000000, until: 'turn' });
    expect(p.removed.map((c) => c.code)).toEqual([D.over]);
    expect(p.damage).toHaveLength(0);
    // Positive control: a card without an icon reaches the damage zone.
    const t = scenario({
      format: 'd',
      at: 'battle',
      p0: { vanguard: C.overlord, deck: deck() },
      p1: { vanguard: D.g0, deck: deck([C.stardust]) },
    });
    attack(t, 'VC', 'VC');
    autoplay(t, (x) => x.battle === null);
    expect(t.players[1].damage.map((c) => c.code)).toEqual([C.stardust]);
    expect(events(t, 'triggerCheck')).toEqual([]);
  });

  it('VGD 8.1.6.2: at most one over trigger over main deck and ride deck together', () => {
    const main = expandDeck(deckById('TD01')!);
    // Swap one critical trigger for an over trigger: 16 triggers, one over. Legal.
    const oneOver = [...main];
    oneOver[oneOver.indexOf(C.critRP)] = D.over;
    const start = (cards: string[], ridedeck: string[]) => () =>
      newGame({ game: 'vanguard', format: 'd', decks: [{ cards, ridedeck }, { cards: main }], seed: 1 });
    expect(start(oneOver, [...RIDE_DECK])).not.toThrow();
    // A second over trigger in the ride deck (a trigger unit there keeps 16 only if the main deck loses one).
    const twoOver = [...oneOver];
    twoOver[twoOver.indexOf(C.critRP)] = C.wingal;
    expect(start(twoOver, [D.g0, D.g1, D.g2, D.persona, D.over2])).toThrow(/VGD 8\.1\.6\.2/);
  });
});

describe('VGD 11.10.2: the other trigger icons in the D standard', () => {
  it('VGD 11.10.2.6 / VGD 11.10.5: a front trigger gives every unit on the front row circles its printed +10000 until end of turn, the back row nothing', () => {
    const s = scenario({
      format: 'd',
      at: 'battle',
      p0: { vanguard: D.persona, rc: { FL: D.g2, FR: D.g1, BL: D.g1 }, deck: deck([D.front]) },
      p1: { vanguard: D.g0, deck: deck() },
    });
    attack(s, 'VC', 'VC');
    autoplay(s, (x) => events(x, 'triggerCheck').length > 0);
    expect(pw(s, 0, 'FL')).toBe(10000 + 10000);
    expect(pw(s, 0, 'FR')).toBe(8000 + 10000);
    expect(pw(s, 0, 'BL')).toBe(8000);
    autoplay(s, (x) => x.turn === 4);
    expect(pw(s, 0, 'FL')).toBe(10000);
  });

  it('VGD 11.10.2.5: a heal trigger heals only with at least as many damage cards as the opponent (fewer: no heal, the power still given)', () => {
    for (const [mine, theirs, healed] of [
      [2, 2, true],
      [1, 2, false],
    ] as const) {
      const s = scenario({
        format: 'd',
        at: 'battle',
        p0: { vanguard: C.overlord, deck: deck(), damage: Array.from({ length: theirs }, () => C.marron) },
        p1: { vanguard: D.g0, deck: deck([D.heal]), damage: Array.from({ length: mine }, () => C.wingal) },
      });
      attack(s, 'VC', 'VC');
      autoplay(s, (x) => x.battle === null || prompt(x) === 'vg.heal');
      if (healed) {
        expect(prompt(s)).toBe('vg.heal');
        answer(s, { t: 'card', card: s.players[1].damage[0].id });
      }
      autoplay(s, (x) => x.battle === null);
      expect(events(s, 'heal')).toHaveLength(healed ? 1 : 0);
      // The heal card itself reaches the damage zone: damage rises by 1, less 1 when healed.
      expect(s.players[1].damage).toHaveLength(mine + 1 - (healed ? 1 : 0));
    }
  });
});
