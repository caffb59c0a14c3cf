// Riding several cards with one effect (VG2 10.6.2): the cards are chosen first, then their master specifies
// the order, and they are ridden one at a time in that order. Each is a superior ride (10.6.1.1); the card
// ridden over goes to the soul by rule action (9.3.1), so after the last ride only the last card stays on (VC).
import { ask, takeAnswer } from '../../../core/engine.ts';
import type { VGState } from '../state.ts';
import { matches } from './conditions.ts';
import type { Effect } from './dsl.ts';
import { type CardPick, type ResolveFrame, superiorRideFromHand } from './resolveAbility.ts';

/**
 * `f.picked`: the cards chosen so far; `f.look`: the order specified so far. False while waiting for an answer.
 * Exactly `e.n` cards are chosen, or every matching card when fewer match (as many as possible).
 */
export function rideCards(s: VGState, f: ResolveFrame, e: Extract<Effect, { do: 'rideCards' }>): boolean {
  const hand = s.players[f.seat].hand;
  const eligible = hand.filter((c) => !e.filter || matches(s, c, e.filter, f.source));
  const n = Math.min(e.n, eligible.length);
  if (n === 0) return true;
  // Choose the cards: when no more match than are needed, all of them are chosen.
  if (f.picked.length === 0 && eligible.length === n) f.picked = eligible.map((c) => c.id);
  while (f.picked.length < n) {
    const a = takeAnswer<CardPick>(s);
    if (!a) {
      const options: CardPick[] = eligible
        .filter((c) => !f.picked.includes(c.id))
        .map((c) => ({ t: 'card', card: c.id }));
      ask<CardPick>(s, { seat: f.seat, kind: 'chooseCard', prompt: 'vg.rideChoose', options });
      return false;
    }
    f.picked.push(a.card);
  }
  // VG2 10.6.2: the master specifies the order, one card after another; the last one left needs no choice.
  while (f.look.length < n - 1) {
    const a = takeAnswer<CardPick>(s);
    if (!a) {
      const options: CardPick[] = f.picked.filter((id) => !f.look.includes(id)).map((id) => ({ t: 'card', card: id }));
      ask<CardPick>(s, { seat: f.seat, kind: 'chooseOrder', prompt: 'vg.rideOrder', options });
      return false;
    }
    f.look.push(a.card);
  }
  const order = [...f.look, ...f.picked.filter((id) => !f.look.includes(id))];
  for (const id of order) {
    const card = hand.find((c) => c.id === id);
    if (card) superiorRideFromHand(s, f.seat, card);
  }
  return true;
}
