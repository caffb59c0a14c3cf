// The D standard's ride step (VGD 9.7.2, 6.3.3.2.2), persona ride (VGD 6.3.8, 7.15.1.4) and the G assist step a
// ride deck skips (VGD 9.5.1). Positions built with the scenario helper, driven through `act`.
import { describe, expect, it } from 'vitest';
import { power } from '../../../src/games/vanguard/characteristics.ts';
import type { VGState } from '../../../src/games/vanguard/state.ts';
import { view } from '../../../src/core/engine.ts';
import type { VGView } from '../../../src/games/vanguard/view.ts';
import { actDo, testOnlyAbilities } from '../testAbilities.ts';
import { useTestCards } from '../testCards.ts';
import { answer, autoplay, C, events, idOf, offers, prompt, scenario } from '../scenario.ts';
import { D, D_CARDS } from './dTestCards.ts';

useTestCards(D_CARDS);

function rideDeckId(s: VGState, code: string): number {
  return s.players[0].rideDeck!.find((c) => c.code === code)!.id;
}

/** Power of player 1's unit on `circle`. */
function pw(s: VGState, circle: 'VC' | 'FL' | 'FR' | 'BL' | 'BC' | 'BR'): number {
  const u = s.players[0].field[circle].at(-1)!;
  return power(s, 0, u);
}

describe('VGD 9.7.2 / VGD 6.3.3.2.2: riding from the ride deck', () => {
  it('VGD 9.7.2: a face-down ride deck unit exactly one grade above the vanguard is offered, not two above', () => {
    const s = scenario({
      format: 'd',
      at: 'ride',
      p0: { vanguard: D.g0, hand: [C.wingal], rideDeck: [D.g1, D.g2, D.persona] },
    });
    expect(prompt(s)).toBe('vg.ride');
    expect(offers(s, { t: 'ride', card: rideDeckId(s, D.g1) })).toBe(true);
    expect(offers(s, { t: 'ride', card: rideDeckId(s, D.g2) })).toBe(false);
    expect(offers(s, { t: 'ride', card: rideDeckId(s, D.persona) })).toBe(false);
  });

  it('VGD 6.3.3.2.2: the rule ride from the ride deck reveals the card, then a hand card is discarded, then it rides', () => {
    const s = scenario({
      format: 'd',
      at: 'ride',
      p0: { vanguard: D.g0, hand: [C.wingal, C.gallatin], rideDeck: [D.g1, D.g2, D.persona] },
    });
    answer(s, { t: 'ride', card: rideDeckId(s, D.g1) });
    expect(prompt(s)).toBe('vg.rideDeckDiscard');
    expect(events(s, 'reveal').at(-1)).toMatchObject({ seat: 0, zone: 'rideDeck', cards: [{ code: D.g1 }] });
    expect(s.players[0].field.VC.map((c) => c.code)).toEqual([D.g0]); // not placed before the cost is paid
    answer(s, { t: 'card', card: idOf(s, 0, 'hand', C.gallatin) });
    autoplay(s, (x) => x.phase === 'main');
    const p = s.players[0];
    expect(p.field.VC.map((c) => c.code)).toEqual([D.g1]);
    expect(p.soul.map((c) => c.code)).toEqual([D.g0]);
    expect(p.drop.map((c) => c.code)).toEqual([C.gallatin]);
    expect(p.hand.map((c) => c.code)).toEqual([C.wingal]);
    expect(p.rideDeck!.map((c) => c.code)).toEqual([D.g2, D.persona]);
    expect(s.normalRideDone).toBe(true); // VGD 9.7.2.1: it is the turn's normal ride
  });

  it('VGD 6.3.3.2.2: with an empty hand no ride deck ride can be paid for, so none is offered', () => {
    const s = scenario({ format: 'd', at: 'ride', p0: { vanguard: D.g0, hand: [], rideDeck: [D.g1] } });
    expect(prompt(s)).not.toBe('vg.ride'); // the step passes: nothing to ride, nothing to discard
    expect(s.players[0].field.VC.map((c) => c.code)).toEqual([D.g0]);
  });

  it('VGD 9.7.2: a hand ride of the same grade or one higher is still offered beside the ride deck', () => {
    const s = scenario({ format: 'd', at: 'ride', p0: { vanguard: D.g0, hand: [C.wingal], rideDeck: [D.g1] } });
    expect(offers(s, { t: 'ride', card: idOf(s, 0, 'hand', C.wingal) })).toBe(true);
    answer(s, { t: 'ride', card: idOf(s, 0, 'hand', C.wingal) });
    autoplay(s, (x) => x.phase === 'main');
    expect(s.players[0].field.VC.map((c) => c.code)).toEqual([C.wingal]);
    expect(s.players[0].drop).toHaveLength(0); // a hand ride costs no discard
    expect(s.players[0].rideDeck!.map((c) => c.code)).toEqual([D.g1]);
  });
});

describe('VGD 6.3.8 / VGD 7.15.1.4: persona ride', () => {
  function personaPosition(rider: string, format: 'd' | 'cr201' = 'd'): VGState {
    return scenario({
      format,
      at: 'ride',
      p0: { vanguard: D.persona, hand: [rider], rc: { FL: D.g2, BL: D.g1 }, deck: [C.stardust, C.wingal, C.marron] },
    });
  }

  it('VGD 7.15.1.4.1 / VGD 7.15.1.4.2: riding the same name from hand draws a card and gives the front row +10000 until end of turn', () => {
    const s = personaPosition(D.persona);
    answer(s, { t: 'ride', card: idOf(s, 0, 'hand', D.persona) });
    expect(events(s, 'personaRide')).toEqual([{ t: 'personaRide', seat: 0 }]);
    expect(s.players[0].hand.map((c) => c.code)).toEqual([C.stardust]); // drew the top card
    expect(pw(s, 'VC')).toBe(13000 + 10000);
    expect(pw(s, 'FL')).toBe(10000 + 10000);
    expect(pw(s, 'BL')).toBe(8000); // the back row gets nothing
    // A unit called to the front row later gets it too ("while they are on the front row circles").
    autoplay(s, (x) => x.phase === 'main');
    answer(s, { t: 'call', card: idOf(s, 0, 'hand', C.stardust), circle: 'FR' });
    expect(pw(s, 'FR')).toBe(6000 + 10000);
    // Until end of turn: gone in the next turn.
    autoplay(s, (x) => x.turn === 4);
    expect(power(s, 0, s.players[0].field.VC[0])).toBe(13000);
  });

  it('VGD 6.3.8: no persona ride onto another name, without the icon, or under ver. 2.01 (controls)', () => {
    for (const [rider, format] of [
      [D.otherPersona, 'd'],
      [D.noIcon, 'd'],
      [D.persona, 'cr201'],
    ] as const) {
      const s = personaPosition(rider, format);
      answer(s, { t: 'ride', card: idOf(s, 0, 'hand', rider) });
      expect(events(s, 'personaRide')).toEqual([]);
      expect(s.players[0].hand).toHaveLength(0);
      expect(pw(s, 'FL')).toBe(10000);
    }
  });

  it('VGD 6.3.8: a ride from the ride deck is never a persona ride', () => {
    const s = scenario({
      format: 'd',
      at: 'ride',
      p0: { vanguard: D.personaG2, hand: [C.wingal, C.marron], rc: { FL: D.g2 }, rideDeck: [D.persona] },
    });
    // Same name, both with the icon, but from the ride deck.
    answer(s, { t: 'ride', card: rideDeckId(s, D.persona) });
    answer(s, { t: 'card', card: idOf(s, 0, 'hand', C.wingal) });
    expect(s.players[0].field.VC.at(-1)!.code).toBe(D.persona);
    expect(events(s, 'personaRide')).toEqual([]);
    expect(s.players[0].hand.map((c) => c.code)).toEqual([C.marron]); // no draw
    expect(pw(s, 'FL')).toBe(10000);
  });
});

describe('VGD 9.5.1: the G assist step', () => {
  it('VGD 9.5.1: a player with a ride deck skips the G assist step (without one it is offered: control)', () => {
    for (const rideDeck of [undefined, [D.g2]]) {
      const s = scenario({
        format: 'd',
        at: 'draw',
        p0: {
          vanguard: D.g1,
          hand: [C.critRP],
          deck: [C.healRP, C.healRP, C.healRP, C.healRP, C.healRP, C.healRP],
          rideDeck,
        },
      });
      autoplay(s, (x) => x.decision?.prompt === 'vg.gAssist' || x.phase === 'ride');
      expect(prompt(s)).toBe(rideDeck ? 'vg.ride' : 'vg.gAssist');
    }
  });
});

describe('VGD 4.18.4: a ride deck card sent to the deck', () => {
  const { give } = testOnlyAbilities();

  it('VGD 4.18.4: a card that began in the ride deck zone goes face up to the ride deck zone instead of the deck (another card: to the deck, control)', () => {
    give(D.g2, [actDo({ do: 'returnThisToDeck' })]);
    for (const origin of [true, false]) {
      const s = scenario({ format: 'd', at: 'main', p0: { vanguard: D.persona, rc: { FL: D.g2 }, rideDeck: [D.g1] } });
      if (origin) s.rideDeckCards = [s.players[0].field.FL[0].id];
      const deckBefore = s.players[0].deck.length;
      answer(s, { t: 'act', card: s.players[0].field.FL[0].id, index: 0 });
      autoplay(s, (x) => x.players[0].field.FL.length === 0);
      const p = s.players[0];
      expect(p.field.FL).toHaveLength(0);
      if (origin) {
        expect(p.rideDeck!.map((c) => [c.code, c.up])).toEqual([
          [D.g1, false],
          [D.g2, true],
        ]);
        expect(p.deck).toHaveLength(deckBefore);
        // VGD 9.7.2: only face-down ride deck units can be ridden by the rules; VGD 4.18.5: the face-up one is public.
        const other = view(s, 1) as VGView;
        expect(other.players[0].rideDeckUp!.map((c) => c.code)).toEqual([D.g2]);
      } else {
        expect(p.rideDeck!.map((c) => c.code)).toEqual([D.g1]);
        expect(p.deck).toHaveLength(deckBefore + 1);
      }
    }
  });
});
