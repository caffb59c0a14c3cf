// The D standard's ride deck and persona ride. Owns VGD 4.18 (the ride deck zone), 6.3.3.2.2 (riding from it: reveal,
// then a discard when the rules, not an effect, make the ride), 9.7.2 (the ride step may ride a face-down ride deck
// unit one grade above the vanguard), 6.3.8 and 7.15.1.4 (persona ride: draw 1, front row Power +10000 until end
// of turn). The ride itself (placing, the old vanguard to the soul, "when rode upon") is turn.ts `normalRide`.
import { ask, emit, popFrame, pushFrame, takeAnswer } from '../../core/engine.ts';
import type { Frame, GameEvent, Seat } from '../../core/types.ts';
import { grade, record } from './characteristics.ts';
import { FORMATS } from './formats.ts';
import { type Card, circleOf, inFrontRow, type VGState, vanguardOf } from './state.ts';
import { placeNormalRide } from './turn.ts';
import { drawCard, moveCard } from './zones.ts';
import { oneOfEachCode } from '../../core/identicalCopies.ts';

export type RideDeckAnswer = { t: 'ride'; card: number };
type CardPick = { t: 'card'; card: number };

/** VGD 7.15.1.4.2: the power persona ride gives each unit on the player's front-row circles. */
export const PERSONA_RIDE_POWER = 10000;

/**
 * VGD 9.7.2: the face-down ride deck units exactly one grade above the vanguard. A ride from the ride deck by the
 * rules costs a discard (6.3.3.2.2), so none is offered with an empty hand. Identical copies are one choice.
 */
export function rideDeckOptions(s: VGState, seat: Seat): RideDeckAnswer[] {
  const p = s.players[seat];
  if (p.rideDeck === undefined || p.hand.length === 0) return [];
  const vg = vanguardOf(s, seat);
  if (!vg) return [];
  const g = grade(s, seat, vg);
  const next = p.rideDeck.filter((c) => !c.up && record(c).grade === g + 1);
  return oneOfEachCode(next).map((c) => ({ t: 'ride', card: c.id }));
}

/** Whether `cardId` is a face-down card of `seat`'s ride deck zone. */
export function inRideDeck(s: VGState, seat: Seat, cardId: number): boolean {
  const rd = s.players[seat].rideDeck;
  return rd !== undefined && rd.some((c) => c.id === cardId && !c.up);
}

export interface RideDeckRideFrame extends Frame {
  k: 'vg.rideDeckRide';
  seat: Seat;
  card: number;
}

/**
 * VGD 6.3.3.2.2: ride `cardId` from the ride deck zone by the rules — reveal it, then the player chooses a hand card
 * and discards it; then `ride` places it (6.3.3.3–6.3.3.5).
 */
export function startRideDeckRide(s: VGState, seat: Seat, cardId: number): void {
  pushFrame<RideDeckRideFrame>(s, { k: 'vg.rideDeckRide', step: 0, seat, card: cardId });
}

function rideDeckRideHandler(s: VGState, f: RideDeckRideFrame): void {
  const p = s.players[f.seat];
  const card = p.rideDeck!.find((c) => c.id === f.card)!;
  if (f.step === 0) {
    emit(s, { t: 'reveal', seat: f.seat, zone: 'rideDeck', cards: [{ code: card.code }] } as GameEvent);
    f.step = 1;
  }
  const a = takeAnswer<CardPick>(s);
  if (!a) {
    const options: CardPick[] = p.hand.map((c) => ({ t: 'card', card: c.id }));
    ask(s, { seat: f.seat, kind: 'chooseCard', prompt: 'vg.rideDeckDiscard', options });
    return;
  }
  moveCard(
    s,
    f.seat,
    p.hand.find((c) => c.id === a.card)!,
    'hand',
    'drop',
  ); // VGD 6.3.3.2.2: the discard
  popFrame(s);
  placeNormalRide(s, f.seat, card, 'rideDeck'); // VGD 6.3.3.3–6.3.3.5, 9.7.2.1
}

/**
 * VGD 6.3.8: a normal ride of `rider` from the hand onto `old`, both with the persona ride icon and the same card
 * name, is a persona ride. A ride from the ride deck or by an effect never is (the caller passes only hand rides).
 */
export function isPersonaRide(s: VGState, old: Card | undefined, rider: Card): boolean {
  if (!FORMATS[s.format].personaRide || old === undefined) return false;
  const a = record(old);
  const b = record(rider);
  return a.personaRide === true && b.personaRide === true && a.name === b.name;
}

/** VGD 7.15.1.4: activate persona ride for `seat`: draw a card, then the front row power effect until end of turn. */
export function activatePersonaRide(s: VGState, seat: Seat): void {
  emit(s, { t: 'personaRide', seat } as GameEvent);
  drawCard(s, seat); // 7.15.1.4.1
  s.rules = [...(s.rules ?? []), { seat, rule: 'personaRide', until: 'turn' }]; // 7.15.1.4.2
}

/**
 * VGD 7.15.1.4.2: Power +10000 for each persona ride `seat` activated this turn, while `card` is on one of that
 * player's front-row circles (a unit called there later gets it; one moved to the back row loses it).
 */
export function personaRidePower(s: VGState, seat: Seat, card: Card): number {
  let n = 0;
  for (const r of s.rules!) if (r.seat === seat && r.rule === 'personaRide') n++;
  if (n === 0) return 0;
  const circle = circleOf(s, seat, card.id);
  return circle !== null && inFrontRow(circle) ? n * PERSONA_RIDE_POWER : 0;
}

export const rideDeckHandlers = {
  'vg.rideDeckRide': rideDeckRideHandler as (s: VGState, f: Frame) => void,
};
