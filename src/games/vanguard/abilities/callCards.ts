// Calling several cards at once by an effect (VG2 10.7.1.1): the cards and the circle for each are chosen first,
// then every card is placed together, so no card is on the field before the others are (10.7.1.1.2). A call
// by an effect is a superior call (10.7.1.3); one to the guardian circle rests the unit, and it guards one of its
// master's attacked units (10.7.1.3.1).
import { ask, emit, takeAnswer } from '../../../core/engine.ts';
import type { Decision, GameEvent } from '../../../core/types.ts';
import { openRearguardCircles } from '../lock.ts';
import { chooseGuarded } from '../battle.ts';
import { type Circle, rearGuardCircles, type VGState } from '../state.ts';
import { moveCard } from '../zones.ts';
import { matches } from './conditions.ts';
import type { CallZone, Effect } from './dsl.ts';
import type { CardPick, CirclePick, NonePick, ResolveFrame } from './resolveAbility.ts';
import { oneOfEachCode } from '../../../core/identicalCopies.ts';

/**
 * The `call` effect. `f.picked`: the cards chosen so far; `f.look`: the index in `rearGuardCircles` of the circle
 * chosen for each of them, in order; `f.sub` 1 once the cards are chosen. False while waiting for an answer.
 */
export function callCards(s: VGState, f: ResolveFrame, e: Extract<Effect, { do: 'call' }>): boolean {
  // "from your hand or soul": the cards of every zone named are one pool to choose from.
  const zones: readonly CallZone[] = typeof e.from === 'string' ? [e.from] : e.from;
  const pile = zones.flatMap((z) => s.players[f.seat][z] ?? []); // no `imprisoned` pile until a card is imprisoned
  const toGuardian = e.to === 'GC';
  // VG2 10.7.1.3.1: a guardian guards an attacked unit of its master's, so there must be a battle against them.
  if (toGuardian && (s.battle === null || s.turnPlayer === f.seat)) return true; // VG2 1.3.2
  // "call it to your back row center (RC)": that circle only.
  const circles = openRearguardCircles(s, f.seat).filter((c) => e.circle === undefined || c === e.circle);
  // VG2 10.7.1.1.1.1.1: one rear-guard circle each, so no more cards than free circles to call to.
  const most = toGuardian ? e.n : Math.min(e.n, circles.length);
  if (f.sub === 0) {
    for (;;) {
      const pool = pile.filter((c) => !f.picked.includes(c.id) && (!e.filter || matches(s, c, e.filter, f.source)));
      const left = most - f.picked.length;
      if (left <= 0 || pool.length === 0) break;
      // VG2 10.7.1.1.1.1: as many as possible — every card left is needed, so none is to be chosen.
      if (!e.upTo && pool.length <= left) {
        for (const c of pool) f.picked.push(c.id);
        break;
      }
      const a = takeAnswer<CardPick | NonePick>(s);
      if (!a) {
        const options: (CardPick | NonePick)[] = oneOfEachCode(pool).map((c) => ({ t: 'card', card: c.id }));
        if (e.upTo) options.push({ t: 'none' }); // VG2 8.5.4.1.1
        ask(s, { seat: f.seat, kind: 'chooseCard', prompt: 'vg.callCards', options });
        return false;
      }
      if (a.t === 'none') break;
      f.picked.push(a.card);
    }
    f.sub = 1;
  }
  if (!toGuardian) {
    while (f.look.length < f.picked.length) {
      const taken = f.look.map((i) => rearGuardCircles(s, f.seat)[i]);
      const free = circles.filter((c) => !taken.includes(c));
      const a = takeAnswer<CirclePick>(s);
      if (!a) {
        const options: CirclePick[] = free.map((c) => ({ t: 'unit', seat: f.seat, circle: c }));
        const card = f.picked[f.look.length];
        const d: Decision<CirclePick> = { seat: f.seat, kind: 'chooseCircle', prompt: 'vg.callTo', options };
        d.looking = [card];
        ask<CirclePick>(s, d);
        return false;
      }
      f.look.push(rearGuardCircles(s, f.seat).indexOf(a.circle));
    }
  }
  // VG2 10.7.1.3.1: in an attack on several units, the master chooses for each guardian the attacked unit it guards;
  // `f.look` holds its index in the battle's targets.
  if (toGuardian && s.battle!.targets.length > 1) {
    while (f.look.length < f.picked.length) {
      const guards = chooseGuarded(s, f.seat, [f.picked[f.look.length]]);
      if (guards === null) return false;
      f.look.push(guards);
    }
  }
  // VG2 10.7.1.1.2: all placed together, after every choice.
  for (let i = 0; i < f.picked.length; i++) {
    const from = zones.find((z) => (s.players[f.seat][z] ?? []).some((c) => c.id === f.picked[i]));
    if (from === undefined) continue;
    const card = s.players[f.seat][from]!.find((c) => c.id === f.picked[i])!;
    const circle: Circle = toGuardian ? 'GC' : rearGuardCircles(s, f.seat)[f.look[i]];
    // VG2 4.6.5.1: a guardian is placed resting; "call it … as [Rest]" rests a rear-guard too.
    const placed = moveCard(s, f.seat, card, from, circle, e.rested ? { rested: true } : {});
    // VG2 10.7.1.3.1: the attacked unit chosen above (the only one when one unit is attacked).
    if (toGuardian) s.battle!.guardians.push({ id: placed.id, guards: f.look[i] ?? 0 });
    emit(s, { t: 'call', seat: f.seat, circle, card: { id: placed.id, code: placed.code } } as GameEvent);
    f.called = [...(f.called ?? []), placed.id]; // "that unit" for a later effect of the ability
  }
  return true;
}
