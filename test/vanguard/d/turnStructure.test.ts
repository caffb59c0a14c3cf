// The D standard's turn (VGD 9.1–9.7): the phases in order, the stand phase, the G assist step skipped with a ride
// deck, and the ride step's choices. Positions from the scenario helper, driven through `act`.
import { describe, expect, it } from 'vitest';
import { attack, deck, pw } from '../cards/helpers.ts';
import { useTestCards } from '../testCards.ts';
import { answer, autoplay, C, events, idOf, prompt, scenario, setMods, timings } from '../scenario.ts';
import { D, D_CARDS } from './dTestCards.ts';

useTestCards(D_CARDS);

const withRideDeck = () =>
  scenario({
    format: 'd',
    at: 'stand',
    p0: {
      vanguard: D.g1,
      rc: { FL: { code: C.wingal, rested: true } },
      hand: [D.g1, D.g2, D.persona],
      rideDeck: [D.g2, D.persona],
      deck: deck([C.stardust]),
    },
  });

describe('VGD 9.1–9.7: the turn', () => {
  it('VGD 9.1.2 / VGD 9.3.1 / VGD 9.6.1: the stand phase, the draw step, then the ride step, in that order (no G assist step with a ride deck)', () => {
    const s = withRideDeck();
    expect(prompt(s)).toBe('vg.ride');
    expect(timings(s)).toEqual(['turn+standPhase', 'drawPhase', 'ridePhase']);
  });

  it('VGD 9.5.2: a player without a ride deck has a G assist step between the draw step and the ride step', () => {
    const s = scenario({ format: 'd', at: 'stand', p0: { vanguard: C.stardust, hand: [C.stardust], deck: deck() } });
    expect(prompt(s)).toBe('vg.gAssist');
    expect(timings(s)).toEqual(['turn+standPhase', 'drawPhase', 'gAssistStep']);
  });

  it("VGD 9.2.3: the stand phase stands the turn player's rested units", () => {
    const s = withRideDeck();
    expect(s.players[0].field.FL[0].rested).toBe(false);
  });

  it('VGD 9.4.1 / VGD 9.4.3: the draw step draws the top card of the deck before the ride step', () => {
    const s = withRideDeck();
    expect(s.players[0].hand.map((c) => c.code)).toEqual([D.g1, D.g2, D.persona, C.stardust]);
  });

  it('VGD 9.7.2: the ride step offers hand units of the same grade or one higher and ride-deck units exactly one higher, nothing else', () => {
    const s = withRideDeck();
    const rides = s.decision!.options.filter((o) => o.t === 'ride').map((o) => (o as unknown as { card: number }).card);
    const hand = s.players[0].hand;
    const id = (code: string) => hand.find((c) => c.code === code)!.id;
    expect(rides.sort()).toEqual([id(D.g1), id(D.g2), idOf(s, 0, 'rideDeck', D.g2)].sort());
    // Not the grade 3 in hand (two grades up), not the ride deck's grade 3, not the grade 0 in hand.
    expect(rides).not.toContain(id(D.persona));
    expect(rides).not.toContain(idOf(s, 0, 'rideDeck', D.persona));
    expect(rides).not.toContain(id(C.stardust));
  });
});

describe('VGD 9.7–9.11: ride step to end phase', () => {
  it('VGD 9.7.2.1 / VGD 9.7.3 / VGD 9.8.1: a ride from hand is a normal ride; then the stride step begins, then the main phase', () => {
    const s = withRideDeck();
    const id = s.players[0].hand.find((c) => c.code === D.g2)!.id;
    answer(s, { t: 'ride', card: id });
    expect(events(s, 'ride').map((e) => Boolean(e.superior))).toEqual([false]);
    autoplay(s, (x) => prompt(x) === 'vg.main');
    expect(timings(s).slice(-3)).toEqual(['ridePhase', 'strideStep', 'mainPhase']);
  });

  it('VGD 9.11.8 / VGD 9.11.9: the end phase comes after the battle phase, and "until end of turn" effects disappear then, not before', () => {
    const s = scenario({ format: 'd', at: 'battle', p0: { vanguard: D.g2, deck: deck() }, p1: { deck: deck() } });
    setMods(s, 0, 'VC', [{ stat: 'power', n: 5000, until: 'turn' }]);
    expect(pw(s, 0, 'VC')).toBe(15000);
    answer(s, { t: 'no' });
    expect(timings(s)).toContain('endPhase+endOfTurn');
    expect(pw(s, 0, 'VC')).toBe(10000);
  });
});

describe('VGD 10.1 / VGD 10.8: battles', () => {
  it('VGD 10.1.3 / VGD 10.1.6 / VGD 10.3.1.2: each attack is one battle, counted; the non-turn player makes the defending choices', () => {
    const s = scenario({
      format: 'd',
      at: 'battle',
      p0: { vanguard: D.g2, rc: { FL: D.g1 }, deck: deck() },
      p1: { hand: [C.wingal, C.marron], deck: deck() },
    });
    attack(s, 'VC', 'VC');
    autoplay(s, (x) => prompt(x) === 'vg.guard');
    expect(s.decision!.seat).toBe(1);
    answer(s, { t: 'pass' });
    autoplay(s, (x) => prompt(x) === 'vg.attack');
    attack(s, 'FL', 'VC');
    autoplay(s, (x) => x.battle === null);
    expect(events(s, 'battleEnd').map((e) => e.number)).toEqual([1, 2]);
  });

  it('VGD 10.8.1.2: "until the end of that battle" effects disappear in the close step; "until end of turn" ones stay (control)', () => {
    const s = scenario({
      format: 'd',
      at: 'battle',
      p0: { vanguard: D.g2, rc: { FL: D.g1 }, deck: deck() },
      p1: { hand: [C.wingal], deck: deck() },
    });
    setMods(s, 0, 'VC', [{ stat: 'power', n: 3000, until: 'turn' }]);
    setMods(s, 0, 'FL', [{ stat: 'power', n: 5000, until: 'battle' }]);
    attack(s, 'FL', 'VC');
    autoplay(s, (x) => prompt(x) === 'vg.guard');
    expect(pw(s, 0, 'FL')).toBe(13000);
    autoplay(s, (x) => x.battle === null);
    expect(pw(s, 0, 'FL')).toBe(8000);
    expect(pw(s, 0, 'VC')).toBe(13000);
  });
});
