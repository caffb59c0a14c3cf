// The effects of the section 11 keywords that resolve as part of an ability: Rescue (VG2 11.17), Revelation
// (11.20), blazing (Blaze, 11.21), Engorge (11.24), Rush's "stood due to an effect" (11.27), charging (Charge,
// 11.29), Magia (11.31), hollowed (Hollow, 11.33), Harmony (11.34) and Success (11.37). The unit states last until
// end of turn; what one ends in is a timed trigger of the unit (8.6.6). Keywords that only gate an ability or
// restrict its cost (Limit Break 11.6, Homare 11.40, …) are checked in conditions.ts and resolveAbility.ts.
import { ask, emit, pushFrame, takeAnswer } from '../../../core/engine.ts';
import type { GameEvent, Seat } from '../../../core/types.ts';
import type { InlineDamageFrame } from '../battle.ts';
import { addState, hasState } from '../durations.ts';
import { FORMATS } from '../formats.ts';
import { legionPartner } from '../legion.ts';
import { openRearguardCircles } from '../lock.ts';
import { type Card, findOnField, rearGuardCircles, unitOfMaster, unitOn, type VGState } from '../state.ts';
import { associate, isSuccessful, makeSuccessful } from '../turnRecords.ts';
import { moveCard, setRested } from '../zones.ts';
import { poweredRearguards, raise } from './autoAbilities.ts';
import { features } from './registry.ts';
import { matches } from './conditions.ts';
import type { AutoAbility, Effect, Target, UnitState } from './dsl.ts';
import {
  callToChosenCircle,
  type CardPick,
  circleOfCard,
  type CirclePick,
  type NonePick,
  type ResolveFrame,
  runEffect,
  type YesNo,
} from './resolveAbility.ts';
import { oneOfEachCode } from '../../../core/identicalCopies.ts';

/**
 * VG2 11.37.2: this unit becomes successful until end of turn. Success (N)'s own effect (`n`) does so only if a
 * rear-guard whose power triggered it still has power N or greater (11.37.4).
 */
export function becomeSuccessful(s: VGState, f: ResolveFrame, n: number | undefined): void {
  const me = findOnField(s, f.seat, f.source);
  if (!me || isSuccessful(s, me.id)) return;
  if (n !== undefined) {
    const still = poweredRearguards(s, f.seat, n);
    if (!(f.units ?? []).some((id) => still.includes(id))) return;
  }
  makeSuccessful(s, me.id);
  emit(s, { t: 'successful', seat: f.seat, id: me.id } as GameEvent);
  raise(s, { e: 'becomes', seat: f.seat, id: me.id, state: 'successful' });
}

/** VG2 11.34.1 Harmony: this unit and the unit placed in its column (`f.units`) become in harmony. */
export function harmonyEffect(s: VGState, f: ResolveFrame): boolean {
  // VG2 11.34.1.1: either unit gone from the field (a new card, 4.1.4), and there is no harmony.
  // VG2 11.34.1: and both still have the same master, the ability's (a unit it dominates included, 10.35.2).
  const me = unitOfMaster(s, f.seat, f.source)?.card;
  const other = f.units === undefined ? undefined : unitOfMaster(s, f.seat, f.units[0])?.card;
  if (!me || !other) return true;
  emit(s, { t: 'harmony', seat: f.seat, ids: [me.id, other.id] } as GameEvent);
  // VG2 11.34.1.3.1: only a unit not in harmony before becomes in harmony.
  for (const id of associate(s, f.seat, me.id, other.id))
    raise(s, { e: 'becomes', seat: f.seat, id, state: 'harmony' });
  return true;
}

/** VG2 11.27.1: raise "stood" for the unit `id` of `seat` and, standing with it, its legion partner (10.25.10). */
export function stoodByEffect(s: VGState, seat: Seat, id: number): void {
  const ids = [id];
  const partner = s.legion === undefined ? undefined : legionPartner(s, seat, id);
  if (partner) ids.push(partner.id);
  for (const x of ids) {
    const c = circleOfCard(s, seat, x);
    const card = findOnField(s, seat, x);
    if (c && card) raise(s, { e: 'stood', seat, card, circle: c });
  }
}

/** What a unit state ends in, as a timed trigger of the unit (VG2 8.6.6): Magia 11.31.1, Hollow 11.33.2. */
const AT_END_OF_TURN = (effect: Effect): AutoAbility => ({
  kind: 'auto',
  trigger: { on: 'beginningOf', timing: 'endPhase' },
  effects: [effect],
});

/**
 * The unit becomes blazing / engorged / charging / hollowed until end of turn. A blazing vanguard in the legion state
 * makes both its cards blazing (VG2 11.21.2). A hollowed unit goes to the drop zone at the end of the turn (11.33.2),
 * so it gets that timed trigger; a charging one is seen at the end of its battle (11.29.2, autoAbilities.ts).
 */
export function become(s: VGState, f: ResolveFrame, seat: Seat, card: Card, state: UnitState): void {
  if (hasState(card, state)) return;
  const next = addState(s, seat, card, state);
  if (state === 'blazing' && s.legion !== undefined && circleOfCard(s, seat, card.id) === 'VC') {
    const partner = legionPartner(s, seat, card.id);
    if (partner) addState(s, seat, partner, state);
  }
  if (state === 'hollowed')
    s.delayed.push({ seat, source: next.id, code: next.code, ability: AT_END_OF_TURN({ do: 'hollowedToDrop' }) });
}

/**
 * VG2 11.24.1 Engorge: choose any number of your other rear-guards one at a time (none ends the choice: "you may"),
 * retire them — an effect, so nothing that changes how a cost is paid (10.29) touches it (11.24.2) — and if one or
 * more were retired (a replacement may stop one, 8.2.1.3), this unit becomes engorged. Sub-steps: 0 choose, 1 retire.
 */
export function engorgeEffect(s: VGState, f: ResolveFrame): boolean {
  if (f.sub === 0) {
    for (;;) {
      const pool = rearGuardCircles(s, f.seat).filter((c) => {
        const u = unitOn(s, f.seat, c);
        return u !== undefined && u.id !== f.source && !f.picked.includes(u.id);
      });
      if (pool.length === 0) break;
      const a = takeAnswer<CirclePick | NonePick>(s);
      if (!a) {
        const options: (CirclePick | NonePick)[] = pool.map((c) => ({ t: 'unit', seat: f.seat, circle: c }));
        options.push({ t: 'none' });
        ask(s, { seat: f.seat, kind: 'chooseCircle', prompt: 'vg.engorge', options });
        return false;
      }
      if (a.t === 'none') break;
      f.picked.push(unitOn(s, a.seat, a.circle)!.id);
    }
    f.sub = 1;
    f.retired = 0;
  }
  const chosen: Target = { unit: 'choose', side: 'you', what: 'rearguard', n: f.picked.length };
  if (!runEffect(s, f, { do: 'retire', target: chosen })) return false;
  const n = f.retired ?? 0;
  delete f.retired;
  const me = findOnField(s, f.seat, f.source);
  if (n > 0 && me) become(s, f, f.seat, me, 'engorged');
  return true;
}

/**
 * VG2 11.31.1 Magia: choose up to N cards from your soul one at a time (none ends it), each called to a rear-guard
 * circle no earlier card of this effect went to (a superior call, 10.7); each unit called gets a timed trigger
 * (8.6.6) that puts it into the soul at the end of that turn. `f.look` holds the circles used; `f.picked` the soul
 * card waiting for its circle.
 */
export function callFromSoul(s: VGState, f: ResolveFrame, e: Extract<Effect, { do: 'callFromSoul' }>): boolean {
  const p = s.players[f.seat];
  for (;;) {
    const circles = openRearguardCircles(s, f.seat).filter(
      (c) => !f.look.includes(rearGuardCircles(s, f.seat).indexOf(c)),
    );
    if (f.sub === 0) {
      const pool = p.soul.filter((c) => !e.filter || matches(s, c, e.filter, f.source));
      if (f.look.length >= e.n || pool.length === 0 || circles.length === 0) return true;
      const a = takeAnswer<CardPick | NonePick>(s);
      if (!a) {
        const options: (CardPick | NonePick)[] = oneOfEachCode(pool).map((c) => ({ t: 'card', card: c.id }));
        options.push({ t: 'none' });
        ask(s, { seat: f.seat, kind: 'chooseCard', prompt: 'vg.callFromSoul', options });
        return false;
      }
      if (a.t === 'none') return true;
      f.picked = [a.card];
      f.sub = 1;
    }
    const card = p.soul.find((c) => c.id === f.picked[0]);
    if (!card) {
      f.sub = 0;
      continue;
    }
    const placed = callToChosenCircle(s, f, card, 'soul', circles, true);
    if (!placed) return false;
    s.delayed.push({
      seat: f.seat,
      source: placed.id,
      code: placed.code,
      ability: AT_END_OF_TURN({ do: 'endPutIntoSoul' }),
    });
    f.look.push(rearGuardCircles(s, f.seat).indexOf(circleOfCard(s, f.seat, placed.id)!));
    f.picked = [];
    f.sub = 0;
  }
}

/**
 * The end of a unit's Magia call (VG2 11.31.1: into the soul), charging (11.29.2: to the bottom of the deck) or
 * hollowed state (11.33.2: into the drop zone, which counts as being retired). The unit must still be the one the
 * effect made (a card that left the field is a new card, 4.1.4), and for a state, still in it.
 */
export function endOfStateMove(
  s: VGState,
  f: ResolveFrame,
  what: 'endPutIntoSoul' | 'chargingToDeckBottom' | 'hollowedToDrop',
): void {
  const u = findOnField(s, f.seat, f.source);
  const c = u ? circleOfCard(s, f.seat, u.id) : null;
  if (!u || !c) return;
  if (what === 'endPutIntoSoul') {
    moveCard(s, f.seat, u, c, 'soul');
    return;
  }
  if (what === 'chargingToDeckBottom') {
    if (hasState(u, 'charging')) moveCard(s, f.seat, u, c, 'deck', { bottom: true });
    return;
  }
  if (!hasState(u, 'hollowed')) return;
  const moved = moveCard(s, f.seat, u, c, 'drop');
  if (s.players[f.seat].drop.includes(moved))
    emit(s, { t: 'retire', seat: f.seat, card: { id: u.id, code: u.code } } as GameEvent);
}

/**
 * VG2 11.17.1.1 Rescue (N): heal N chosen cards of your damage zone (10.8.1: to the drop zone; as many as there
 * are, 8.5.4.1.2), then deal N damage to your vanguard (`dealDamage`). Sub-steps: 0 heal, 1 the damage is being
 * checked.
 */
export function rescue(s: VGState, f: ResolveFrame, n: number): boolean {
  const p = s.players[f.seat];
  if (f.sub === 1) return true;
  while (f.picked.length < n && p.damage.length > 0) {
    let id = p.damage[0].id;
    if (p.damage.length > n - f.picked.length) {
      const a = takeAnswer<CardPick>(s);
      if (!a) {
        const options = p.damage.map((c) => ({ t: 'card', card: c.id }) as CardPick);
        ask<CardPick>(s, { seat: f.seat, kind: 'chooseCard', prompt: 'vg.rescue', options });
        return false;
      }
      id = a.card;
    }
    moveCard(
      s,
      f.seat,
      p.damage.find((c) => c.id === id)!,
      'damage',
      'drop',
    );
    emit(s, { t: 'heal', seat: f.seat } as GameEvent);
    f.picked.push(id);
  }
  return dealDamage(s, f, f.seat, n);
}

/**
 * VG2 10.33.1: deal N damage to `seat`'s vanguard; skill damage whose source is the ability's card (3.15.1.2), even
 * when it is the master's own vanguard or the text reads as if the player dealt it (3.15.1.2.1). Ver. 2.01 leaves
 * the damage to the damage process of the next check timing (10.33.2); ver. 1.10, which has no such rule action,
 * checks it at once as it does a battle's damage (VG1 7.6.1.6). Sub-step 1: the damage is being checked.
 */
export function dealDamage(s: VGState, f: ResolveFrame, seat: Seat, n: number): boolean {
  if (f.sub === 1) return true;
  if (n <= 0) return true;
  emit(s, { t: 'damage', seat, amount: n } as GameEvent);
  if (features.damageSource) raise(s, { e: 'damageDealt', seat, kind: 'skill', source: f.source, sourceSeat: f.seat });
  if (FORMATS[s.format].damageModel !== 'inlineChecks') {
    s.players[seat].vanguardDamage += n;
    return true;
  }
  f.sub = 1;
  pushFrame<InlineDamageFrame>(s, { k: 'vg.inlineDamage', step: 0, seat, left: n, id: 0 });
  return false;
}

/**
 * VG2 11.20.2 Revelation: look at the top card of your deck (only its master sees it), you may put it into your
 * soul, and if you do, choose one of your standing rear-guards and rest it — none if none stands (11.20.2.1).
 * Sub-steps: 0 look, 1 soul or not, 2 rest.
 */
export function revelation(s: VGState, f: ResolveFrame): boolean {
  const p = s.players[f.seat];
  if (f.sub === 0) {
    const top = p.deck.at(-1);
    if (!top) return true; // VG2 1.3.2
    f.look = [top.id];
    emit(s, { t: 'look', seat: f.seat, cards: [{ id: top.id, code: top.code }] } as GameEvent, f.seat, {
      t: 'look',
      seat: f.seat,
      n: 1,
    } as GameEvent);
    f.sub = 1;
  }
  if (f.sub === 1) {
    const yn = takeAnswer<YesNo>(s);
    if (!yn) {
      const options: YesNo[] = [{ t: 'yes' }, { t: 'no' }];
      ask<YesNo>(s, { seat: f.seat, kind: 'yesNo', prompt: 'vg.optional', options, looking: f.look });
      return false;
    }
    if (yn.t === 'no') return true;
    const top = p.deck.find((c) => c.id === f.look[0]);
    if (!top) return true;
    moveCard(s, f.seat, top, 'deck', 'soul', { byRevelation: true }); // VG2 11.20.3
    f.sub = 2;
  }
  const standing = rearGuardCircles(s, f.seat).filter((c) => {
    const u = unitOn(s, f.seat, c);
    return u !== undefined && !u.rested;
  });
  if (standing.length === 0) return true;
  const a = takeAnswer<CirclePick>(s);
  if (!a) {
    const options: CirclePick[] = standing.map((c) => ({ t: 'unit', seat: f.seat, circle: c }));
    ask<CirclePick>(s, { seat: f.seat, kind: 'chooseCircle', prompt: 'vg.chooseUnit', options });
    return false;
  }
  setRested(s, f.seat, unitOn(s, f.seat, a.circle)!, true);
  return true;
}
