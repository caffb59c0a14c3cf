// Trigger icons (VG2 2.8.1–2.8.3; VG1 2.8.1): what a drive check or damage check does when the
// revealed card's clan matches a unit on its checker's vanguard or rear-guard circles
// (VG2 7.6.1.2.4, 9.6.5; VG1 7.5.1.2.2, 7.6.1.6.2). 2.8.2 lets the checker order the sub-actions; an active
// "nullify trigger effects" ability stops the whole icon effect (VG2 12.3). The D standard's over trigger
// (VGD 11.10.2.7): remove it from the game, draw a card, one unit gets Power +100000000; the checker plays the
// sub-abilities in the order they choose (VGD 11.10.3.1).
import { ask, emit, popFrame, pushFrame, takeAnswer } from '../../core/engine.ts';
import type { Frame, GameEvent, Seat } from '../../core/types.ts';
import { record, sharesClan, triggerPower } from './characteristics.ts';
import type { TriggerKind } from './cards/cardRecord.ts';
import { addMod } from './durations.ts';
import { FORMATS } from './formats.ts';
import {
  CIRCLES,
  circlesOf,
  type Circle,
  frontRow,
  opponent,
  REAR_GUARD_CIRCLES,
  rearGuardCircles,
  unitOn,
  unitsOfMaster,
  type VGState,
} from './state.ts';
import { drawCard, moveCard, setRested } from './zones.ts';
import { triggersNullified } from './abilities/continuous.ts';
import { abilitiesOf, features } from './abilities/registry.ts';
import { playActivated } from './abilities/resolveAbility.ts';
import { raise } from './abilities/autoAbilities.ts';

type SubAction = 'critical' | 'draw' | 'stand' | 'heal' | 'power' | 'front' | 'removeThis' | 'overPower' | 'overText';

/** VGD 11.10.2.7: the power the over trigger gives, whatever number its icon prints. */
export const OVER_TRIGGER_POWER = 100000000;

const SUB_ACTIONS: Record<TriggerKind, SubAction[]> = {
  critical: ['critical', 'power'], // VG2 2.8.1.1.2
  draw: ['draw', 'power'], // VG2 2.8.1.1.3
  stand: ['stand', 'power'], // VG2 2.8.1.1.4
  heal: ['heal', 'power'], // VG2 2.8.1.1.5
  front: ['front'], // VG2 2.8.1.1.6
  // VGD 11.10.2.7. Its fourth sub-ability, the card's own text after a drive check (`overText`), is added by
  // `resolveTrigger` for a card that specifies one.
  over: ['removeThis', 'draw', 'overPower'],
};

/** Every order of `xs` (VG2 2.8.2, VGD 11.10.3.1: the checker plays the sub-abilities one at a time, in any order). */
function orders(xs: readonly SubAction[]): SubAction[][] {
  if (xs.length <= 1) return [xs.slice()];
  const out: SubAction[][] = [];
  for (let i = 0; i < xs.length; i++)
    for (const rest of orders([...xs.slice(0, i), ...xs.slice(i + 1)])) out.push([xs[i], ...rest]);
  return out;
}

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
/** `seat`: the field the unit is on, given only when it is not the checker's (a unit it dominates, VG2 10.35.2). */
export type CircleAnswer = { t: 'circle'; circle: Circle; seat?: Seat };
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
  // VGD 10.6.1.2.4, 13.6.4: the D standard plays any trigger icon, with no clan test.
  const clanMatch = !FORMATS[s.format].triggerClanCheck
    ? true
    : s.dominated === undefined
      ? circlesOf(s, seat).some((c) => {
          if (c === 'GC') return false;
          const u = unitOn(s, seat, c);
          return u !== undefined && sharesClan(record(u), rec);
        })
      : // VG2 10.35.2: the units whose master is the checker, the ones it dominates included.
        unitsOfMaster(s, seat, REAR_GUARD_CIRCLES_AND_VC).some((x) => sharesClan(record(x.card), rec));
  emit(s, { t: 'triggerCheck', seat, id, kind: rec.trigger.kind, active: clanMatch } as GameEvent);
  if (!clanMatch) return;
  const power = triggerPower(FORMATS[s.format], card);
  // VGD 11.10.2.7: "if this was performed from a drive check, perform the actions specified in the text".
  const text = rec.trigger.kind === 'over' && check === 'drive' && overTextIndex(card.code) >= 0;
  const order = text ? [...SUB_ACTIONS.over, 'overText' as const] : SUB_ACTIONS[rec.trigger.kind];
  pushFrame<TriggerFrame>(s, { k: 'vg.trigger', step: 0, seat, id, order, i: 0, power });
}

const REAR_GUARD_CIRCLES_AND_VC: readonly Circle[] = ['VC', ...REAR_GUARD_CIRCLES];

/** The index of the over trigger text (VGD 11.10.2.7) among the card's abilities, or -1. */
function overTextIndex(code: string): number {
  return abilitiesOf(code).findIndex((a) => a.kind === 'act' && a.overTriggerText === true);
}

/** VG2 3.8.2: units are the cards on the vanguard, rear-guard and guardian circles. */
function unitCircles(s: VGState, seat: Seat): Circle[] {
  return circlesOf(s, seat).filter((c) => unitOn(s, seat, c) !== undefined);
}

/**
 * The options for "choose one of your units" (VG2 2.8.1.1.2–2.8.1.1.5): while a unit is dominated, the units whose
 * master is `seat` (10.35.2), the opponent's the player dominates naming their field (a dominated vanguard's drive
 * check, 10.35.7, may give it the bonus); otherwise the units on the player's field.
 */
function unitChoices(s: VGState, seat: Seat, rearGuardsOnly: boolean): CircleAnswer[] {
  if (s.dominated === undefined) {
    const circles = rearGuardsOnly
      ? rearGuardCircles(s, seat).filter((c) => unitOn(s, seat, c) !== undefined)
      : unitCircles(s, seat);
    return circles.map((c) => ({ t: 'circle', circle: c }));
  }
  const out: CircleAnswer[] = [];
  for (const u of unitsOfMaster(s, seat, rearGuardsOnly ? REAR_GUARD_CIRCLES : CIRCLES)) {
    if (u.seat === seat) out.push({ t: 'circle', circle: u.circle });
    else out.push({ t: 'circle', circle: u.circle, seat: u.seat });
  }
  return out;
}

function triggerHandler(s: VGState, f: TriggerFrame): void {
  if (f.step === 0) {
    // VG2 2.8.2: with more than one action, the checker chooses their order.
    if (f.order.length > 1) {
      const a = takeAnswer<OrderAnswer>(s);
      if (!a) {
        ask<OrderAnswer>(s, {
          seat: f.seat,
          kind: 'chooseOrder',
          prompt: 'vg.triggerOrder',
          options: orders(f.order).map((order) => ({ t: 'order', order })),
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
    case 'overText': {
      // VGD 11.10.2.7: the card's text is performed like an ability of the card, wherever the card now is (it may
      // have been removed already, 11.10.3.1 letting the player choose the order); the trigger resumes after it.
      const card = [...p.trigger, ...p.removed].find((c) => c.id === f.id);
      if (card === undefined) return true;
      f.i++; // done once the ability has resolved
      playActivated(s, seat, card, overTextIndex(card.code));
      return false;
    }
    case 'removeThis': {
      // VGD 11.10.2.7: "remove this card in the trigger zone from the game"; the check then finds it gone.
      const card = p.trigger.find((c) => c.id === f.id);
      if (card) f.id = moveCard(s, seat, card, 'trigger', 'removed').id; // the removed card, for its text (overText)
      return true;
    }
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
    case 'overPower':
    case 'stand': {
      const choices = unitChoices(s, seat, act === 'stand' && standRule === 'rearGuardOnly'); // VG1 2.8.1.1.4
      if (choices.length === 0) return true; // VG2 1.3.2
      const a = takeAnswer<CircleAnswer>(s);
      if (!a) {
        ask<CircleAnswer>(s, {
          seat,
          kind: 'chooseCircle',
          prompt: act === 'critical' ? 'vg.triggerCritical' : act === 'stand' ? 'vg.triggerStand' : 'vg.triggerPower',
          options: choices,
        });
        return false;
      }
      const field = a.seat ?? seat; // VG2 10.35.2: a dominated unit is on its original master's field
      const u = unitOn(s, field, a.circle)!;
      // VG2 2.8.1.1.2–2.8.1.1.5: trigger bonuses last until end of turn.
      if (act === 'critical') addMod(s, field, u, 'critical', 1, 'turn');
      else if (act === 'power') addMod(s, field, u, 'power', amount, 'turn');
      // VGD 11.10.2.7 states no duration; the over trigger cards' reminder text says until end of turn (digest §7).
      else if (act === 'overPower') addMod(s, field, u, 'power', OVER_TRIGGER_POWER, 'turn');
      else if (a.circle !== 'VC' && a.circle !== 'GC') {
        setRested(s, field, u, false); // VG2 2.8.1.1.4: only a rear-guard stands
        // VG2 11.27.1 Rush: the stand trigger's effect is an effect of one of that player's cards.
        if (features.rush && u.rested)
          raise(s, { e: 'stood', seat: field, card: unitOn(s, field, a.circle)!, circle: a.circle });
      }
      return true;
    }
  }
}

export const triggerHandlers = {
  'vg.trigger': triggerHandler as (s: VGState, f: Frame) => void,
};
