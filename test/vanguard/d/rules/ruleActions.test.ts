// Format d, VGD section 13 (rule actions): overloaded vanguard circles with a legion (13.3.1, 13.3.2), a heart left
// without its G unit (13.5.1.2), the damage resolution process (13.7) and illegal orders (13.11).
import { describe, expect, it } from 'vitest';
import type { CardRecord } from '../../../../src/games/vanguard/cards/cardRecord.ts';
import { formLegion, legionOf } from '../../../../src/games/vanguard/legion.ts';
import { type VGState, vanguardOf, withCard } from '../../../../src/games/vanguard/state.ts';
import { moveCard } from '../../../../src/games/vanguard/zones.ts';
import { call, codes, deck, unit } from '../../cards/helpers.ts';
import { gUnit } from '../../strideCards.ts';
import { paladinRecord, useTestCards } from '../../testCards.ts';
import { answer, autoplay, C, idOf, prompt, scenario } from '../../scenario.ts';
import { D, D_CARDS } from '../dTestCards.ts';

const G1 = 'TEST-G/001';
const ORDER = 'DO/101'; // grade 1 normal order (test-only record)
const orderRecord: CardRecord = paladinRecord(ORDER, 'Test Rule Order', {
  grade: 1,
  power: 0,
  shield: null,
  unitType: 'normal',
  skills: [],
  order: 'normal',
});
useTestCards([...D_CARDS, gUnit(G1, 'Test Stride Paladin'), orderRecord]);

/** Format d main phase: Brigitte and Blaster Blade (from the deck) in legion on player 1's vanguard circle. */
function legionMain(hand: string[] = [C.wingal]): VGState {
  const s = scenario({
    format: 'd',
    at: 'main',
    p0: { vanguard: C.brigitte, hand, soul: [C.stardust], deck: deck([C.blasterBlade]) },
  });
  const mate = s.players[0].deck.find((c) => c.code === C.blasterBlade)!;
  formLegion(s, 0, unit(s, 0, 'VC'), moveCard(s, 0, mate, 'deck', 'VC'));
  expect(legionOf(s, 0)).not.toBeNull();
  return s;
}

describe('VGD 13.3: overloaded units', () => {
  it('VGD 13.3.1: a Legion Mate whose Legion Leader left the vanguard circle goes to the soul at the next check timing', () => {
    const s = legionMain([C.wingal, C.marron]);
    const leader = unit(s, 0, 'VC');
    moveCard(s, 0, leader, 'VC', 'drop'); // as an effect could
    expect(codes(s.players[0].field.VC)).toEqual([C.blasterBlade]);
    call(s, C.wingal, 'FL'); // a check timing follows the call
    expect(codes(s.players[0].soul)).toContain(C.blasterBlade);
    // With no vanguard left, the player rides a card from the soul (VGD 13.5.1).
    expect(prompt(s)).toBe('vg.rideFromSoul');
  });

  it('VGD 13.3.1: a legion whose two cards are both there stays as it is through check timings (control)', () => {
    const s = legionMain([C.wingal, C.marron]);
    call(s, C.wingal, 'FL');
    expect(prompt(s)).toBe('vg.main');
    expect(codes(s.players[0].field.VC)).toEqual([C.blasterBlade, C.brigitte]);
    expect(legionOf(s, 0)).not.toBeNull();
  });

  it('VGD 13.3.2: a unit put on the vanguard circle of a legion stays, being placed last; the legion goes to the soul', () => {
    const s = legionMain([C.overlord, C.wingal]);
    const placed = moveCard(
      s,
      0,
      s.players[0].hand.find((c) => c.code === C.overlord)!,
      'hand',
      'VC',
    );
    call(s, C.wingal, 'FL');
    expect(s.players[0].field.VC.map((c) => c.id)).toEqual([placed.id]);
    expect(codes(s.players[0].soul).sort()).toEqual([C.brigitte, C.blasterBlade, C.stardust].sort());
    expect(legionOf(s, 0)).toBeNull();
  });
});

describe('VGD 13.5: having no vanguard', () => {
  it('VGD 13.5.1.2: when the G unit leaves, its heart loses the heart state and is the vanguard', () => {
    const s = scenario({
      format: 'd',
      at: 'ride',
      p0: { vanguard: D.persona, hand: [D.noIcon], gzone: [G1], deck: deck() },
      p1: { vanguard: D.persona, deck: deck() },
    });
    autoplay(s, (x) => x.phase === 'stride');
    answer(s, { t: 'card', card: idOf(s, 0, 'gzone', G1) });
    answer(s, { t: 'card', card: idOf(s, 0, 'hand', D.noIcon) });
    answer(s, { t: 'done' });
    const heart = s.players[0].field.VC[0];
    expect(vanguardOf(s, 0)!.code).toBe(G1);
    moveCard(s, 0, vanguardOf(s, 0)!, 'VC', 'gzone', { faceUp: true });
    expect(vanguardOf(s, 0)!.id).toBe(heart.id);
    expect(s.hearts ?? []).toEqual([]);
  });
});

describe('VGD 13.7: the damage resolution process', () => {
  it('VGD 13.7 / VGD 13.6: a hit for 2 damage: each point is checked and its card put into the damage zone before the next', () => {
    const s = scenario({
      format: 'd',
      at: 'battle',
      p0: { vanguard: D.persona, deck: deck([C.critRP, C.wingal]) },
      p1: { vanguard: D.g0, deck: deck() },
    });
    answer(s, { t: 'yes' });
    answer(s, { t: 'circle', circle: 'VC' });
    answer(s, { t: 'circle', circle: 'VC' });
    autoplay(s, (x) => x.battle === null);
    const moves = (s.log ?? [])
      .map((l) => l.e as unknown as Record<string, unknown>)
      .filter((e) => e.t === 'move' && e.seat === 1)
      .map((e) => `${e.from}>${e.to}`);
    // (Then player 2's next turn begins with its draw.)
    expect(moves.slice(0, 5)).toEqual([
      'deck>trigger',
      'trigger>damage',
      'deck>trigger',
      'trigger>damage',
      'deck>hand',
    ]);
    expect(s.players[1].damage).toHaveLength(2);
  });
});

describe('VGD 13.11: illegal orders', () => {
  /** Format d main phase, player 1 with `hand`; `setup` puts cards where the rule action will find them. */
  function main(setup: (s: VGState) => void): VGState {
    const s = scenario({ format: 'd', at: 'main', p0: { vanguard: D.g2, hand: [D.g1, D.g1], deck: deck() } });
    setup(s);
    call(s, D.g1, 'BR'); // a check timing follows the call
    return s;
  }

  it('VGD 13.11 / VGD 13.11.1: an order card in the order area that is not being played or resolved goes to the drop zone', () => {
    const s = main((x) => {
      const c = x.players[0].hand[0];
      x.players[0].orderArea = [withCard({ ...c, code: ORDER }, x.nextId++, true, false, 0, null)];
    });
    expect(s.players[0].orderArea).toEqual([]);
    expect(codes(s.players[0].drop)).toEqual([ORDER]);
  });

  it('VGD 13.11.2: a card that is not an order in the order area goes to the drop zone', () => {
    const s = main((x) => {
      const c = x.players[1].deck.at(-1)!;
      x.players[1].deck.pop();
      x.players[1].orderArea = [withCard(c, x.nextId++, true, false, 0, null)];
    });
    expect(s.players[1].orderArea).toEqual([]);
    expect(codes(s.players[1].drop)).toEqual([C.wingal]);
  });

  it('VGD 13.11.3: a face-up order card on a circle goes to the drop zone; the units on the other circles stay (control)', () => {
    const s = main((x) => {
      x.players[0].field.FL.push(
        withCard({ ...x.players[0].hand[0], code: ORDER }, x.nextId++, true, false, ++x.placeSeq, null),
      );
      x.players[0].field.FR.push(withCard(x.players[0].hand[0], x.nextId++, true, false, ++x.placeSeq, null));
    });
    expect(s.players[0].field.FL).toEqual([]);
    expect(codes(s.players[0].drop)).toEqual([ORDER]);
    expect(codes(s.players[0].field.FR)).toEqual([D.g1]);
    expect(codes(s.players[0].field.BR)).toEqual([D.g1]);
  });
});
