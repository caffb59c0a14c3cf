// The D standard's Prison. Owns VGD 17.5: imprisoning a card in its performer's Prison (17.5.1, 17.5.1.1; with its
// originalDress cards, 17.5.1.2), the imprisoned state (17.5.2: its abilities are not active and it is no card of the
// field, 17.5.2.1; its master is its owner, 17.5.2.2) and the rule action that sends imprisoned cards to the drop zone
// once their order zone holds no Prison (17.5.3). Also the special action a Prison's [CONT] gives the opponent (the
// `prisonCall` continuous effect: a call from the imprisoned cards, played in the main phase's play timing).
//
// Arbiter keeps a player's imprisoned cards in that player's `imprisoned` pile (state.ts): they lie in the opponent's
// order zone, with the opponent's Prison, but their owner stays their master (17.5.2.2), and no rule reads them as
// set orders or as units. Only the opponent's cards are ever imprisoned: every "imprison" the cards print names the
// opponent's cards.
import { emit } from '../../core/engine.ts';
import type { GameEvent, Seat } from '../../core/types.ts';
import { canPay, playGiven } from './abilities/resolveAbility.ts';
import { abilitiesOf } from './abilities/registry.ts';
import type { ActAbility, Cost } from './abilities/dsl.ts';
import { record } from './characteristics.ts';
import { openRearguardCircles } from './lock.ts';
import { type Card, opponent, type VGState, vanguardOf, type Zone } from './state.ts';
import { moveCard } from './zones.ts';

/** VGD 17.5.1.1: `seat`'s Prison, the first set order with the "Prison" subtype in their order zone, if any. */
export function prisonOf(s: VGState, seat: Seat): Card | undefined {
  const zone = s.players[seat].orderZone;
  return zone === undefined ? undefined : zone.find((c) => record(c).prison === true);
}

/** The opponent's cards imprisoned in `seat`'s Prison ("your opponent's cards imprisoned in your Prison"). */
export function imprisonedIn(s: VGState, seat: Seat): readonly Card[] {
  return s.players[opponent(seat)].imprisoned ?? [];
}

/**
 * VGD 17.5.1.1: `master` imprisons the opponent's `card`, now in zone `from` of its owner. With a Prison in
 * `master`'s order zone, the card is put there with it, face up, a new card (4.1.4); its originalDress cards go with
 * it (17.5.1.2, zones.ts `dressFollows`). With no Prison, the instruction does nothing: the card stays where it is.
 * Returns whether the card was imprisoned.
 */
export function imprison(s: VGState, master: Seat, card: Card, from: Zone): boolean {
  if (card.owner === master) throw new Error('Arbiter imprisons only the opponent’s cards');
  if (prisonOf(s, master) === undefined) return false;
  const moved = moveCard(s, card.owner, card, from, 'imprisoned');
  emit(s, { t: 'imprison', seat: master, card: { id: moved.id, code: moved.code } } as GameEvent);
  return true;
}

/**
 * VGD 17.5.3, a rule action: a player's order zone that holds no Prison (no card with the "prison" subtype that is
 * not itself imprisoned) lets its imprisoned cards go to their owner's drop zone. True when any went.
 */
export function releaseWithoutPrison(s: VGState): boolean {
  let applied = false;
  for (const seat of [0, 1] as const) {
    const held = s.players[opponent(seat)].imprisoned;
    if (held === undefined || held.length === 0 || prisonOf(s, seat) !== undefined) continue;
    for (const c of held.slice()) moveCard(s, c.owner, c, 'imprisoned', 'drop');
    applied = true;
  }
  return applied;
}

/** The main-phase answer for the special action a Prison's `prisonCall` [CONT] gives its master's opponent. */
export type PrisonCallAnswer = { t: 'prisonCall'; prison: number; pay: 'soulBlast' | 'counterBlast' };

/** The two ways to pay: Soul Blast (1) calls one imprisoned card, Counter Blast (1) calls two. */
const PRISON_CALLS = {
  soulBlast: { cost: { pay: 'soulBlast', n: 1 } as Cost, n: 1 },
  counterBlast: { cost: { pay: 'counterBlast', n: 1 } as Cost, n: 2 },
};

/** The Prison `prison` has an active `prisonCall` [CONT] (an order zone ability, VGD 3.1.1.3). */
function givesPrisonCall(card: Card): boolean {
  return abilitiesOf(card.code).some((a) => a.kind === 'cont' && a.effect.cont === 'prisonCall');
}

/**
 * When `seat` could normal call a rear-guard (VGD 9.9.2.1: the main phase's play timing, a vanguard to call under),
 * the opponent's Prison with a `prisonCall` [CONT] lets them pay Soul Blast (1) or Counter Blast (1) to call one or
 * two of their imprisoned cards to (RC). Offered only with an imprisoned card, an open rear-guard circle and the cost
 * payable.
 */
export function prisonCallOptions(s: VGState, seat: Seat): PrisonCallAnswer[] {
  const zone = s.players[opponent(seat)].orderZone;
  const mine = s.players[seat].imprisoned;
  if (zone === undefined || mine === undefined || mine.length === 0) return [];
  if (vanguardOf(s, seat) === undefined || openRearguardCircles(s, seat).length === 0) return [];
  const out: PrisonCallAnswer[] = [];
  const prison = zone.find((c) => record(c).prison === true && givesPrisonCall(c));
  if (prison === undefined) return out;
  for (const pay of ['soulBlast', 'counterBlast'] as const)
    if (canPay(s, seat, prison.id, [PRISON_CALLS[pay].cost])) out.push({ t: 'prisonCall', prison: prison.id, pay });
  return out;
}

/**
 * Perform the special action: it is resolved as an ability whose master is `seat` (the player who performs it), with
 * the cost chosen and paid first; its call from the imprisoned cards is a call by an effect (10.7.1.1).
 */
export function prisonCall(s: VGState, seat: Seat, a: PrisonCallAnswer): void {
  const prison = s.players[opponent(seat)].orderZone!.find((c) => c.id === a.prison)!;
  const way = PRISON_CALLS[a.pay];
  const ability: ActAbility = {
    kind: 'act',
    cost: [way.cost],
    effects: [{ do: 'call', from: 'imprisoned', n: way.n, upTo: false }],
  };
  emit(s, { t: 'prisonCall', seat, card: { id: prison.id, code: prison.code }, pay: a.pay } as GameEvent);
  playGiven(s, seat, prison.code, prison.id, ability);
}
