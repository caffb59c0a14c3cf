// Trigger icons (VG2 2.8.1–2.8.3; VG1 2.8.1): what a drive check or damage check does when the
// revealed card's clan matches a unit on its checker's vanguard or rear-guard circles
// (VG2 7.6.1.2.4, 9.6.5; VG1 7.5.1.2.2, 7.6.1.6.2). 2.8.2 lets the checker order the sub-actions; an active
// "nullify trigger effects" ability stops the whole icon effect (VG2 12.3).
import { ask, emit, popFrame, pushFrame, takeAnswer } from '../../core/engine.ts';
import type { Frame, GameEvent, Seat } from '../../core/types.ts';
import { record, sharesClan, triggerPower } from './characteristics.ts';
import type { TriggerKind } from './cards/cardRecord.ts';
import { addMod } from './durations.ts';
import { FORMATS } from './formats.ts';
import { circlesOf, type Circle, frontRow, opponent, rearGuardCircles, unitOn, type VGState } from './state.ts';
import { drawCard, moveCard, setRested } from './zones.ts';
import { triggersNullified } from './abilities/continuous.ts';
import { features } from './abilities/registry.ts';
import { raise } from './abilities/autoAbilities.ts';

type SubAction = 'critical' | 'draw' | 'stand' | 'heal' | 'power' | 'front';

const SUB_ACTIONS: Record<TriggerKind, SubAction[]> = {
  critical: ['critical', 'power'], // VG2 2.8.1.1.2
  draw: ['draw', 'power'], // VG2 2.8.1.1.3
  stand: ['stand', 'power'], // VG2 2.8.1.1.4
  heal: ['heal', 'power'], // VG2 2.8.1.1.5
  front: ['front'], // VG2 2.8.1.1.6
};

export interface TriggerFrame extends Frame {
  k: 'vg.trigger';
  seat: Seat;
  id: number;
  order: SubAction[];
  i: number;
  /** The icon's power bonus, fixed when the check reveals the card. */
  power: number;
}

export type OrderAnswer = { t: 'order'; order: SubAction[] };
export type CircleAnswer = { t: 'circle'; circle: Circle };
export type CardAnswer = { t: 'card'; card: number };

/** Start resolving the icon of the card `id` in `seat`'s trigger zone, if its clan matches. */
export function resolveTrigger(s: VGState, seat: Seat, id: number, check: 'drive' | 'damage'): void {
  const card = s.players[seat].trigger.find((c) => c.id === id);
  if (!card) return;
  const rec = record(card);
  if (!rec.trigger) return; // VG2 2.8.1.1.1: no icon, nothing happens
  // VG2 12.3.1–12.3.2: a nullified icon effect does not occur at all — none of its sub-actions. The check itself
  // and the card's trip through the trigger zone are unchanged.
  if (features.nullifyTriggers && triggersNullified(s, seat, check)) {
    emit(s, { t: 'triggerCheck', seat, id, kind: rec.trigger.kind, active: false, nullified: true } as GameEvent);
    return;
  }
  const clanMatch = circlesOf(s, seat).some((c) => {
    if (c === 'GC') return false;
    const u = unitOn(s, seat, c);
    return u !== undefined && sharesClan(record(u), rec);
  });
  emit(s, { t: 'triggerCheck', seat, id, kind: rec.trigger.kind, active: clanMatch } as GameEvent);
  if (!clanMatch) return;
  const power = triggerPower(FORMATS[s.format], card);
  pushFrame<TriggerFrame>(s, { k: 'vg.trigger', step: 0, seat, id, order: SUB_ACTIONS[rec.trigger.kind], i: 0, power });
}

/** VG2 3.8.2: units are the cards on the vanguard, rear-guard and guardian circles. */
function unitCircles(s: VGState, seat: Seat): Circle[] {
  return circlesOf(s, seat).filter((c) => unitOn(s, seat, c) !== undefined);
}

function triggerHandler(s: VGState, f: TriggerFrame): void {
  if (f.step === 0) {
    // VG2 2.8.2: with more than one action, the checker chooses their order.
    if (f.order.length > 1) {
      const a = takeAnswer<OrderAnswer>(s);
      if (!a) {
        const [x, y] = f.order;
        ask<OrderAnswer>(s, {
          seat: f.seat,
          kind: 'chooseOrder',
          prompt: 'vg.triggerOrder',
          options: [
            { t: 'order', order: [x, y] },
            { t: 'order', order: [y, x] },
          ],
        });
        return;
      }
      f.order = a.order;
    }
    f.step = 1;
  }
  while (f.i < f.order.length) {
    if (!runSubAction(s, f, f.order[f.i])) return;
    f.i++;
  }
  popFrame(s);
}

/** Returns false when it had to ask a question first. */
function runSubAction(s: VGState, f: TriggerFrame, act: SubAction): boolean {
  const seat = f.seat;
  const p = s.players[seat];
  const amount = f.power;
  const standRule = FORMATS[s.format].standTrigger;
  switch (act) {
    case 'draw':
      drawCard(s, seat);
      return true;
    case 'front':
      // VG2 2.8.1.1.6: every unit on your front-row circles; until end of turn by DEFAULT (digest §7).
      for (const c of frontRow(s, seat)) {
        const u = unitOn(s, seat, c); // VG2 10.6.3.2.1: a gained circle is a front-row circle
        if (u) addMod(s, seat, u, 'power', amount, 'turn');
      }
      return true;
    case 'heal': {
      // VG2 2.8.1.1.5: only with at least as many damage cards as the opponent; 1.3.2 if none to heal.
      if (p.damage.length < s.players[opponent(seat)].damage.length || p.damage.length === 0) return true;
      const a = takeAnswer<CardAnswer>(s);
      if (!a) {
        ask<CardAnswer>(s, {
          seat,
          kind: 'chooseCard',
          prompt: 'vg.heal',
          options: p.damage.map((c) => ({ t: 'card', card: c.id })),
        });
        return false;
      }
      const card = p.damage.find((c) => c.id === a.card)!;
      moveCard(s, seat, card, 'damage', 'drop');
      emit(s, { t: 'heal', seat } as GameEvent);
      return true;
    }
    case 'critical':
    case 'power':
    case 'stand': {
      const choices =
        act === 'stand' && standRule === 'rearGuardOnly'
          ? rearGuardCircles(s, seat).filter((c) => unitOn(s, seat, c) !== undefined) // VG1 2.8.1.1.4
          : unitCircles(s, seat);
      if (choices.length === 0) return true; // VG2 1.3.2
      const a = takeAnswer<CircleAnswer>(s);
      if (!a) {
        ask<CircleAnswer>(s, {
          seat,
          kind: 'chooseCircle',
          prompt: act === 'critical' ? 'vg.triggerCritical' : act === 'stand' ? 'vg.triggerStand' : 'vg.triggerPower',
          options: choices.map((c) => ({ t: 'circle', circle: c })),
        });
        return false;
      }
      const u = unitOn(s, seat, a.circle)!;
      // VG2 2.8.1.1.2–2.8.1.1.5: trigger bonuses last until end of turn.
      if (act === 'critical') addMod(s, seat, u, 'critical', 1, 'turn');
      else if (act === 'power') addMod(s, seat, u, 'power', amount, 'turn');
      else if (a.circle !== 'VC' && a.circle !== 'GC') {
        setRested(s, seat, u, false); // VG2 2.8.1.1.4: only a rear-guard stands
        // VG2 11.27.1 Rush: the stand trigger's effect is an effect of one of that player's cards.
        if (features.rush && u.rested)
          raise(s, { e: 'stood', seat, card: unitOn(s, seat, a.circle)!, circle: a.circle });
      }
      return true;
    }
  }
}

export const triggerHandlers = {
  'vg.trigger': triggerHandler as (s: VGState, f: Frame) => void,
};
