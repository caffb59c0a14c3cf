// Automatic abilities (VG2 8.6; VG1 8.6): an event puts every active automatic ability whose trigger
// condition it meets on standby (8.6.2, once per time it is met, 8.6.2.1); a check timing then plays
// them, the turn player's first (8.4.1.2–8.4.1.3), each master choosing the order of their own (8.6.3.1).
// Limit Break and the other "active while" keywords are tested when the ability triggers (VG2 11.6.3.2.1). An ability that cannot be used does
// not trigger (12.2.1.2). Zone markers (3.1.1.3) say where a card's abilities are active: units on the
// field, and — only when some registered ability names them — cards in the drop zone, soul, damage zone
// or bind zone. Situation triggers (8.6.7) are checked at each check timing (checkTiming.ts).
import { ask, emit, popFrame, pushFrame, takeAnswer } from '../../../core/engine.ts';
import type { Frame, GameEvent, Seat } from '../../../core/types.ts';
import {
  type Card,
  type Circle,
  circleOf,
  dominatorOf,
  findOnField,
  gainedCircles,
  isGained,
  opponent,
  rearGuardCircles,
  type Standby,
  unitOn,
  unitOfMaster,
  unitsOfMaster,
  type VGState,
} from '../state.ts';
import { sameColumnUnits } from '../columns.ts';
import { power } from '../characteristics.ts';
import { hasState } from '../durations.ts';
import { isSuccessful } from '../turnRecords.ts';
import { FORMATS } from '../formats.ts';
import { legionOf } from '../legion.ts';
import { gatesOpen, holds, matches } from './conditions.ts';
import type { AutoAbility, BeginningTiming, CardFilter, OffFieldZone, Trigger } from './dsl.ts';
import { nonNumeric } from './layers.ts';
import { abilitiesOf, abilitiesOfCard, anyAbilities, features } from './registry.ts';
import { usable } from './restrictions.ts';
import { startResolving } from './resolveAbility.ts';
import { oneOfEach } from '../../../core/identicalCopies.ts';

/** The events automatic abilities of the trial decks react to. */
export type AbilityEvent =
  | { e: 'attacks'; seat: Seat; circle: Circle; vsVanguard: boolean }
  /** VG2 10.25.12: `leader` and `mate` of `seat` just became in legion. */
  | { e: 'legions'; seat: Seat; leader: Card; mate: Card }
  | { e: 'boosts'; seat: Seat; circle: Circle; boosted: Card; boostedCircle: Circle }
  /** `from`: the zone it came from, when known ("placed on (RC) from hand"). */
  | { e: 'placed'; seat: Seat; circle: Circle; from?: string }
  | { e: 'intercepts'; seat: Seat; card: Card }
  | {
      e: 'hits';
      seat: Seat;
      attacker: Card | undefined;
      attackerCircle: Circle;
      vsVanguard: boolean;
      vsRearguard: boolean;
      booster: Card | undefined;
    }
  /** `unitSeat`: the field of the drive unit when it is not `seat`'s (a dominated vanguard, VG2 10.35.7). */
  | { e: 'driveCheck'; seat: Seat; revealed: Card; unitSeat?: Seat }
  | { e: 'ridden'; seat: Seat; old: Card; rider: Card }
  /** VG2 10.28.2, 8.6.5.1.5: a G unit strode onto `card`, which became a heart. */
  | { e: 'becomesHeart'; seat: Seat; card: Card }
  | { e: 'beginningOf'; timing: BeginningTiming; seat: Seat }
  /** VG2 11.27.1: `card` of `seat` just stood due to an effect of one of that player's cards. */
  | { e: 'stood'; seat: Seat; card: Card; circle: Circle }
  /** VG2 11.22.1: a card of `seat` was put into that player's hand from the bind zone. */
  | { e: 'bindToHand'; seat: Seat }
  /** VG2 7.8.1.1: the close step begins ("at the end of the battle"). */
  | { e: 'battleEnd' }
  | { e: 'draw'; seat: Seat }
  | { e: 'rearguardToDrop'; owner: Seat }
  /** VG2 10.24: the card on that circle was just unlocked. */
  | { e: 'unlocked'; seat: Seat; circle: Circle }
  /** `id` just became successful (VG2 11.37.2) or in harmony (11.34.1). */
  | { e: 'becomes'; seat: Seat; id: number; state: 'successful' | 'harmony' }
  /** VG2 10.32: `card` went from circle `from` to another circle of the field (the same card, 4.1.4). */
  | { e: 'moved'; seat: Seat; card: Card; from: Circle }
  /**
   * A card was put into a zone outside the field (VG2 8.6.5): `card` is the card in its new zone; `mem` its
   * [power, grade] as the ability reads it (8.6.5.1: on the field if it came from there, 8.6.5.1.2; else in the
   * public zone of the move, 8.6.5.1.1, 8.6.5.1.3); `fromField`: it came from a circle.
   */
  | {
      e: 'putInto';
      seat: Seat;
      card: Card;
      zone: 'drop' | 'soul' | 'damage' | 'bind' | 'hand' | 'deck' | 'orderZone';
      mem?: number[];
      fromField?: boolean;
      /** VG2 11.20.3: put into the soul by the effect of a revelation ability. */
      byRevelation?: boolean;
    }
  /**
   * VG2 3.15.1, 10.33.1: damage was dealt to `seat`'s vanguard; `source` (of `sourceSeat`) is its source — the
   * attacking card for battle damage (3.15.1.1), the card whose ability dealt it for skill damage (3.15.1.2).
   */
  | { e: 'damageDealt'; seat: Seat; kind: 'battle' | 'skill'; source: number; sourceSeat: Seat };

/**
 * Where a card is: a circle, or a zone outside the field; `ridden` and `heart` are 8.6.5.1.4's and 8.6.5.1.5's "as
 * though it were a unit" (a card ridden into the soul, a card a G unit strode onto).
 */
type Where = Circle | OffFieldZone | 'orderZone' | 'ridden' | 'heart';

function activeWhere(a: AutoAbility, where: Where): boolean {
  if (!a.zones) return true; // VG2 3.1.1.3.10
  // VG2 8.6.5.1.4, 8.6.5.1.5: as though it were still the vanguard it was.
  if (where === 'ridden' || where === 'heart') return a.zones.includes('VC');
  if (where === 'VC' || where === 'GC') return a.zones.includes(where);
  if (where === 'FL' || where === 'FR' || where === 'BL' || where === 'BC' || where === 'BR' || isGained(where))
    return a.zones.includes('RC');
  return a.zones.includes(where);
}

function standBy(
  s: VGState,
  seat: Seat,
  card: Card,
  where: Where,
  /** Whether the trigger fires; `i` is the ability's index on the card (VG2 7.8.1.1 skips some by it). */
  ok: (t: Trigger, i: number) => boolean,
  boosted?: number,
  mem?: number[],
  units?: readonly number[],
): void {
  const list = abilitiesOfCard(card);
  const printed = abilitiesOf(card.code).length;
  // VG2 10.35.2.3, 10.35.2.3.1: a dominated unit's abilities are played by the player dominating it when they
  // trigger. Raised for its original master's field, only its own "when this unit …" events reach it: that
  // player's events ("your …") are no longer its master's (the dominating player's reach it through `fieldUnits`).
  let ownEventsOnly = false;
  if (s.dominated !== undefined) {
    const by = dominatorOf(s, card.id);
    if (by !== undefined && by !== seat) {
      seat = by;
      ownEventsOnly = true;
    }
  }
  // VG2 10.26.3, 10.26.7: a deleted unit has lost its printed text; abilities it got from effects stay. A ridden
  // card is seen as the unit it was (8.6.5.1.4).
  const deleted = !card.up && (where === 'VC' || where === 'ridden') && s.phase !== 'setup';
  for (let i = deleted ? printed : 0; i < list.length; i++) {
    const a = list[i];
    if (a.kind !== 'auto' || !activeWhere(a, where) || !ok(a.trigger, i)) continue;
    if (ownEventsOnly && !THIS_UNIT_EVENTS.has(a.trigger.on)) continue;
    // VG2 11.6.3.2.1, 11.15.3.1, 11.16.3.1, 11.26.1.2.1, 11.39.1.2.1: a gated ability triggers only while its
    // keyword holds; it is not checked again when it resolves. Ritual counts a card this event put into the
    // drop zone (11.18.3.1): the event is raised after the move.
    if (!gatesOpen(s, seat, a, card.id)) continue;
    if (!usable(s, card, i)) continue; // VG2 12.2.1.2
    // VG2 8.6.7.1: a situation trigger waiting to be played does not trigger again.
    const situation = a.trigger.on === 'situation' || a.trigger.on === 'success';
    if (situation && s.standby.some((x) => x.source === card.id && x.index === i)) continue;
    if (probe !== null) {
      probe.hit = true; // only asked whether one would stand by (`endPhaseAbilityWaiting`)
      return;
    }
    const entry: Standby = { seat, code: card.code, source: card.id, index: i };
    if (i >= printed) entry.ability = a; // a granted ability travels with its standby (it may expire first)
    if (boosted !== undefined) entry.boosted = boosted;
    if (mem) entry.mem = mem;
    // VG2 11.37.4: Success remembers the rear-guards whose power triggered it.
    if (a.trigger.on === 'success') entry.units = poweredRearguards(s, seat, a.trigger.n);
    else if (units) entry.units = units;
    // Issue 19: an optional ability waiting in the hand joins its master's hand window and the opponent hears
    // nothing of it, since the window opens whatever the hand holds (`openHandWindows`).
    if (where === 'hand' && windowed(a)) entry.inWindow = true;
    s.standby.push(entry);
    // An ability waiting in the hand does not show the card to the opponent (VG2 4.3.2); one in the deck names no id
    // even to its owner, who may not follow a card in the deck either (4.2.2).
    const named = where === 'deck' ? { code: card.code } : { id: card.id, code: card.code };
    const ev = { t: 'standby', seat, card: named, index: i } as GameEvent;
    if (entry.inWindow) emit(s, ev, seat);
    else if (where === 'hand' || where === 'deck') emit(s, ev, seat, { t: 'standby', seat } as GameEvent);
    else emit(s, ev);
  }
}

/** The triggers on an event of the unit itself ("when this unit …"), whoever its master is. */
const THIS_UNIT_EVENTS: ReadonlySet<Trigger['on']> = new Set<Trigger['on']>([
  'attacks',
  'boosts',
  'boostedBy',
  'placed',
  'intercepts',
  'hits',
  'boostedBattleHits',
  'driveCheckReveals',
  'moves',
  'unlocked',
  'becomes',
  'standsByYourEffect',
]);

function boostedMatches(
  s: VGState,
  f: (CardFilter & { vanguard?: boolean }) | undefined,
  boosted: Card,
  circle: Circle,
): boolean {
  if (!f) return true;
  if (f.vanguard && circle !== 'VC') return false;
  return matches(s, boosted, f);
}

const UNIT_CIRCLES: readonly Circle[] = ['VC', 'FL', 'FR', 'BL', 'BC', 'BR'];

function fieldUnits(s: VGState, seat: Seat): [Card, Circle][] {
  const out: [Card, Circle][] = [];
  if (s.dominated !== undefined) {
    // VG2 10.35.2: the player's units are those it is the master of, the ones it dominates included.
    for (const x of unitsOfMaster(s, seat, UNIT_CIRCLES)) out.push([x.card, x.circle]);
  } else {
    for (const c of UNIT_CIRCLES) {
      const u = unitOn(s, seat, c);
      if (u) out.push([u, c]);
    }
    for (const c of gainedCircles(s, seat)) {
      const u = unitOn(s, seat, c); // VG2 10.6.3.2
      if (u) out.push([u, c]);
    }
  }
  // VG2 10.25.3: the Legion Mate, under the leader on the vanguard circle, is a vanguard too.
  if (s.legion !== undefined) {
    const l = legionOf(s, seat);
    if (l) out.push([l.mate, 'VC']);
  }
  return out;
}

/**
 * Cards of `seat` whose abilities may be active where they are: units, and the cards in the hand and in
 * any off-field zone some registered ability is marked for (VG2 3.1.1.3).
 */
function cardsWithActiveZones(s: VGState, seat: Seat): [Card, Where][] {
  const out: [Card, Where][] = fieldUnits(s, seat);
  const p = s.players[seat];
  for (const h of p.hand) if (abilitiesOf(h.code).length) out.push([h, 'hand']);
  for (const z of features.offField) {
    if (z === 'hand' || z === 'deck') continue; // the deck's cards are hidden and unordered for abilities
    // VG2 4.8.2.2: a face-down card in the damage zone only holds its information; its abilities do nothing.
    for (const c of p[z]) if (c.up && abilitiesOf(c.code).length) out.push([c, z]);
  }
  return out;
}

/**
 * The card `id` of `seat` and where it is now: on a circle, or in the hand or a public zone outside the field
 * (none once it has gone into the deck or from the game, VG2 4.1.4).
 */
function whereIs(s: VGState, seat: Seat, id: number): [Card, Where] | undefined {
  const c = circleOf(s, seat, id);
  if (c !== null) return [s.players[seat].field[c].find((x) => x.id === id)!, c];
  const p = s.players[seat];
  for (const z of ['drop', 'soul', 'damage', 'bind', 'hand'] as const) {
    const card = p[z].find((x) => x.id === id);
    if (card) return [card, z];
  }
  return undefined;
}

/** VG2 11.37.2: `seat`'s rear-guards with power `n` or greater. */
export function poweredRearguards(s: VGState, seat: Seat, n: number): number[] {
  const out: number[] = [];
  for (const c of rearGuardCircles(s, seat)) {
    const u = unitOn(s, seat, c);
    if (u && power(s, seat, u) >= n) out.push(u.id);
  }
  return out;
}

/** VG2 11.37.2: Success (N)'s situation — this unit is not successful, during your turn, a rear-guard has power N. */
function successMet(s: VGState, seat: Seat, u: Card, n: number): boolean {
  return s.turnPlayer === seat && !isSuccessful(s, u.id) && poweredRearguards(s, seat, n).length > 0;
}

/** VG2 8.6.7: put on standby every situation trigger whose situation holds (called at each check timing). */
export function raiseSituations(s: VGState): void {
  if (!features.situations || !anyAbilities(s.setup)) return;
  for (const seat of [s.turnPlayer, opponent(s.turnPlayer)]) {
    for (const [u, where] of cardsWithActiveZones(s, seat)) {
      standBy(
        s,
        seat,
        u,
        where,
        (t) =>
          (t.on === 'situation' && holds(s, seat, t.when, u.id)) || (t.on === 'success' && successMet(s, seat, u, t.n)),
      );
    }
  }
}

/** Put on standby every automatic ability this event triggers. */
export function raise(s: VGState, ev: AbilityEvent): void {
  if (anyAbilities(s.setup)) raiseEach(s, ev);
  openHandWindows(s, ev);
}

// --- hand windows (issue 19) ---------------------------------------------------------------------------------------
// Whether a player was asked about an ability of a card in their hand would tell the opponent what the hand holds
// (VG2 4.3.2 keeps the hand hidden). So an optional [AUTO] active in the hand never stands by alone: when an event
// happens that any such ability Arbiter knows could trigger on, each player it could concern gets one "hand window"
// standby, played like any other (VG2 8.6.3.1), that asks which of their waiting hand abilities to use — with "none"
// alone when nothing in the hand triggered. Choosing one is playing it and answering its "you may" with yes; "none"
// is playing each remaining one and answering no, which changes nothing (an ability declined does nothing). The
// opponent sees the same window, the same question and the same events either way.

/** An [AUTO] whose playing asks its master first ("you may", or a cost), so that "no" does nothing. */
function windowed(a: AutoAbility): boolean {
  return a.optional === true || (a.cost?.length ?? 0) > 0;
}

/**
 * For each trigger an optional hand ability may have, when its event concerns `seat`, from public facts alone. A card
 * with a hand trigger not listed here is refused by a test (test/vanguard/handWindow.test.ts), so no hand ability can
 * make its window depend on the hand.
 */
export const HAND_WINDOW_EVENTS: Partial<Record<Trigger['on'], (s: VGState, ev: AbilityEvent, seat: Seat) => boolean>> =
  {
    opponentRearguardToDropInYourMainPhase: (s, ev, seat) =>
      ev.e === 'rearguardToDrop' && ev.owner !== s.turnPlayer && s.phase === 'main' && seat === s.turnPlayer,
  };

function openHandWindows(s: VGState, ev: AbilityEvent): void {
  if (features.handTriggers.size === 0) return;
  for (const seat of [s.turnPlayer, opponent(s.turnPlayer)]) {
    let concerns = false;
    for (const on of features.handTriggers) if (HAND_WINDOW_EVENTS[on]?.(s, ev, seat)) concerns = true;
    if (!concerns || s.standby.some((x) => x.seat === seat && x.window)) continue;
    s.standby.push({ seat, code: '', source: -1, index: 0, window: true });
    emit(s, { t: 'standby', seat, window: true } as GameEvent);
  }
}

export interface HandWindowFrame extends Frame {
  k: 'vg.handWindow';
  seat: Seat;
}

type WindowAnswer = { t: 'auto'; source: number; index: number } | { t: 'none' };

function handWindowHandler(s: VGState, f: HandWindowFrame): void {
  const waiting = s.standby.filter((x) => x.seat === f.seat && x.inWindow);
  const a = takeAnswer<WindowAnswer>(s);
  if (!a) {
    // Identical copies waiting with the same ability are one choice.
    const options: WindowAnswer[] = oneOfEach(waiting, (x) => `${x.code}#${x.index}`).map((x) => ({
      t: 'auto',
      source: x.source,
      index: x.index,
    }));
    options.push({ t: 'none' });
    ask<WindowAnswer>(s, { seat: f.seat, kind: 'chooseOrder', prompt: 'vg.handAbility', options });
    return;
  }
  if (a.t === 'none') {
    popFrame(s);
    for (const x of waiting) {
      s.standby.splice(s.standby.indexOf(x), 1);
      emit(
        s,
        { t: 'declineAbility', seat: f.seat, card: { id: x.source, code: x.code }, index: x.index } as GameEvent,
        f.seat,
      );
    }
    return;
  }
  const pick = a;
  const i = s.standby.findIndex(
    (x) => x.inWindow && x.seat === f.seat && x.source === pick.source && x.index === pick.index,
  );
  const [entry] = s.standby.splice(i, 1);
  // The window stays: once this one has resolved, the player is asked again about the rest ("none" alone if none).
  startResolving(s, entry, true);
}

function raiseEach(s: VGState, ev: AbilityEvent): void {
  switch (ev.e) {
    case 'attacks': {
      const u = unitOn(s, ev.seat, ev.circle);
      if (u) standBy(s, ev.seat, u, ev.circle, (t) => t.on === 'attacks' && (!t.vs || ev.vsVanguard));
      // VG2 10.25.3, 10.25.5: the legion attacks as one unit, so the Legion Mate attacks too.
      const mate = ev.circle === 'VC' && s.legion !== undefined ? legionOf(s, ev.seat)?.mate : undefined;
      if (mate) standBy(s, ev.seat, mate, 'VC', (t) => t.on === 'attacks' && (!t.vs || ev.vsVanguard));
      if (features.unitAttacks && u) {
        // VG2 7.4.1.12: "when your vanguard attacks" / "when another of your units attacks", on the attacker's
        // master's other units (a unit it dominates included, 10.35.2); the attacking legion's two cards are the
        // attacking unit (10.25.5).
        const master = dominatorOf(s, u.id) ?? ev.seat;
        const attacking = (id: number) => id === u.id || id === mate?.id;
        for (const [w, where] of fieldUnits(s, master)) {
          if (attacking(w.id)) continue;
          standBy(
            s,
            master,
            w,
            where,
            (t) =>
              t.on === 'yourUnitAttacks' && (t.who === 'otherUnit' || ev.circle === 'VC') && (!t.vs || ev.vsVanguard),
          );
        }
      }
      return;
    }
    case 'legions':
      // VG2 10.25.12: "when this unit legions" — each of the two cards changed into the legion state.
      standBy(s, ev.seat, ev.leader, 'VC', (t) => t.on === 'legions');
      standBy(s, ev.seat, ev.mate, 'VC', (t) => t.on === 'legions');
      return;
    case 'boosts': {
      const u = unitOn(s, ev.seat, ev.circle);
      if (u) {
        standBy(
          s,
          ev.seat,
          u,
          ev.circle,
          (t) =>
            (t.on === 'boosts' && boostedMatches(s, t.boosted, ev.boosted, ev.boostedCircle)) ||
            (t.on === 'attacks' && t.orBoosts === true), // "When this unit attacks or boosts"
          ev.boosted.id,
        );
        // VG2 11.41.1: "when this unit is boosted by …" is the boosted unit's trigger on the same event.
        standBy(
          s,
          ev.seat,
          ev.boosted,
          ev.boostedCircle,
          (t) => t.on === 'boostedBy' && (!t.booster || matches(s, u, t.booster)),
        );
      }
      return;
    }
    case 'placed': {
      const u = unitOn(s, ev.seat, ev.circle);
      // A guardian's "placed" event is raised only when some ability watches (GC) (`features.placedOnGC`).
      const kind = ev.circle === 'VC' ? 'VC' : ev.circle === 'GC' ? 'GC' : 'RC';
      // VG2 11.29.1: "placed … due to an effect" — an ability is resolving (a normal call or ride is no effect).
      if (u)
        standBy(
          s,
          ev.seat,
          u,
          ev.circle,
          (t) =>
            t.on === 'placed' &&
            t.circles.includes(kind) &&
            (!t.byEffect || resolvingAnEffect(s)) &&
            (!t.fromHand || ev.from === 'hand'),
        );
      if (u && features.unitPlaced && ev.circle !== 'VC' && ev.circle !== 'GC') {
        // VG2 8.7.5 / VG1 8.7.5: the entering unit is seen after the field's continuous effects (a clan it gained).
        const clans = features.wideConts ? nonNumeric(s, ev.seat, u).clans : undefined;
        for (const [w, where] of cardsWithActiveZones(s, ev.seat)) {
          standBy(s, ev.seat, w, where, (t) => t.on === 'yourUnitPlaced' && matches(s, u, t.filter, w.id, clans));
        }
      }
      // VG2 11.34.1: Harmony watches its column (4.6.2; the guardian circle is in none) for another unit of its master,
      // the column read from that master's side (10.35.3.1): a unit it dominates on the opponent's field is in the
      // column it faces, and a unit dominated away from this field is no longer the placing player's.
      if (features.harmony && u) {
        for (const w of sameColumnUnits(s, ev.seat, ev.circle, u.id, 'own'))
          standBy(s, w.master, w.card, w.circle, (t) => t.on === 'placedInColumn', undefined, undefined, [u.id]);
      }
      return;
    }
    case 'becomes': {
      // VG2 10.35.2: `seat` is the unit's master, which may dominate it on the other field.
      const at = unitOfMaster(s, ev.seat, ev.id);
      const c = at === undefined ? null : circleOf(s, at.seat, ev.id);
      if (at && c) standBy(s, ev.seat, at.card, c, (t) => t.on === 'becomes' && t.state === ev.state);
      return;
    }
    case 'unlocked': {
      const u = unitOn(s, ev.seat, ev.circle);
      if (u) standBy(s, ev.seat, u, ev.circle, (t) => t.on === 'unlocked');
      return;
    }
    case 'moved':
      standBy(s, ev.seat, ev.card, ev.from, (t) => t.on === 'moves');
      return;
    case 'putInto': {
      if (ev.zone === 'bind' && !ev.card.up) return; // VG2 4.9.2.2: bound face down, it has no abilities
      const ok = (t: Trigger) =>
        t.on === 'putInto' &&
        t.zone === ev.zone &&
        (!t.byRevelation || ev.byRevelation === true) &&
        (!t.fromField || ev.fromField === true);
      standBy(s, ev.seat, ev.card, ev.zone, ok, undefined, ev.mem);
      return;
    }
    case 'damageDealt': {
      // VG2 3.15.1: the source sees the damage it dealt; the vanguard that received it sees its source.
      const kindOk = (k: 'battle' | 'skill' | undefined) => k === undefined || k === ev.kind;
      const src = whereIs(s, ev.sourceSeat, ev.source);
      if (src) standBy(s, ev.sourceSeat, src[0], src[1], (t) => t.on === 'dealsDamage' && kindOk(t.kind));
      const vg = unitOn(s, ev.seat, 'VC');
      const from = src?.[0];
      if (vg)
        standBy(
          s,
          ev.seat,
          vg,
          'VC',
          (t) =>
            t.on === 'receivesDamage' &&
            kindOk(t.kind) &&
            (!t.from || (from !== undefined && matches(s, from, t.from, vg.id))),
        );
      return;
    }
    case 'intercepts':
      standBy(s, ev.seat, ev.card, 'GC', (t) => t.on === 'intercepts');
      return;
    case 'hits':
      if (ev.attacker) {
        const hitsIt = (t: Trigger) =>
          t.on === 'hits' && (!t.vs || (t.vs === 'vanguard' ? ev.vsVanguard : ev.vsRearguard));
        standBy(s, ev.seat, ev.attacker, ev.attackerCircle, hitsIt);
        // VG2 10.25.5: both cards of a legion are the attacking unit, so the Legion Mate's attack hits too.
        const mate = ev.attackerCircle === 'VC' && s.legion !== undefined ? legionOf(s, ev.seat)?.mate : undefined;
        if (mate && mate.id !== ev.attacker.id) standBy(s, ev.seat, mate, 'VC', hitsIt);
      }
      if (ev.booster) standBy(s, ev.seat, ev.booster, 'BC', (t) => t.on === 'boostedBattleHits');
      if (ev.attackerCircle !== 'VC' && ev.vsVanguard) {
        const vg = unitOn(s, ev.seat, 'VC');
        if (vg) standBy(s, ev.seat, vg, 'VC', (t) => t.on === 'rearguardHitsVanguard');
      }
      return;
    case 'driveCheck': {
      const side = ev.unitSeat ?? ev.seat; // VG2 10.35.2.3.1: standBy hands a dominated unit's ability to its dominator
      const vg = unitOn(s, side, 'VC');
      if (vg) standBy(s, side, vg, 'VC', (t) => t.on === 'driveCheckReveals' && matches(s, ev.revealed, t.filter));
      // VG2 10.25.3: the Legion Mate is a vanguard too, and its drive-check triggers read the check as well.
      const mate = s.legion !== undefined ? legionOf(s, side)?.mate : undefined;
      if (mate) standBy(s, side, mate, 'VC', (t) => t.on === 'driveCheckReveals' && matches(s, ev.revealed, t.filter));
      if (features.yourDriveChecks) {
        // "When your drive check reveals …": the other units of the player whose drive check it is (VG2 7.6.1.2).
        for (const [u, c] of fieldUnits(s, ev.seat)) {
          if (c === 'VC') continue; // the drive unit's own are "this unit's drive check" abilities
          standBy(s, ev.seat, u, c, (t) => t.on === 'yourDriveCheckReveals' && matches(s, ev.revealed, t.filter));
        }
      }
      return;
    }
    case 'becomesHeart':
      // VG2 8.6.5.1.5: a heart is no unit (10.27.3), but this trigger sees it as the unit it was.
      standBy(s, ev.seat, ev.card, 'heart', (t) => t.on === 'becomesHeart');
      return;
    case 'ridden':
      // VG2 8.6.5.1.4: it triggers as the card goes to the soul, and works as if it were still a unit.
      standBy(s, ev.seat, ev.old, 'ridden', (t) => t.on === 'riddenBy' && matches(s, ev.rider, t.filter, ev.old.id));
      return;
    case 'beginningOf': {
      const units = features.offField.size > 0 ? cardsWithActiveZones(s, ev.seat) : fieldUnits(s, ev.seat);
      // VG2 6.8.1.3 / VG1 6.8.1.1: in an end phase that went back (6.8.1.5), only the abilities that have not
      // become stand by in this end phase do; the end phase's frame keeps the record.
      const stood = ev.timing === 'endPhase' || ev.timing === 'endOfTurn' ? endPhaseRecord(s) : undefined;
      const from = s.standby.length;
      for (const [u, c] of units)
        standBy(
          s,
          ev.seat,
          u,
          c,
          (t, i) => t.on === 'beginningOf' && t.timing === ev.timing && !stood?.includes(`${u.id}:${i}`),
        );
      if (stood)
        for (let k = from; k < s.standby.length; k++) stood.push(`${s.standby[k].source}:${s.standby[k].index}`);
      return;
    }
    case 'draw': {
      const cards = features.offField.size > 0 ? cardsWithActiveZones(s, ev.seat) : fieldUnits(s, ev.seat);
      for (const [u, c] of cards) standBy(s, ev.seat, u, c, (t) => t.on === 'youDraw');
      return;
    }
    case 'stood':
      standBy(s, ev.seat, ev.card, ev.circle, (t) => t.on === 'standsByYourEffect');
      return;
    case 'bindToHand': {
      const other = opponent(ev.seat);
      for (const [u, c] of fieldUnits(s, other)) standBy(s, other, u, c, (t) => t.on === 'opponentBindToHand');
      return;
    }
    case 'battleEnd':
      battleEnded(s);
      return;
    case 'rearguardToDrop': {
      const tp = s.turnPlayer;
      if (ev.owner === tp || s.phase !== 'main') return;
      for (const [u, c] of fieldUnits(s, tp)) {
        standBy(s, tp, u, c, (t) => t.on === 'opponentRearguardToDropInYourMainPhase');
      }
      for (const h of s.players[tp].hand) {
        if (abilitiesOf(h.code).length)
          standBy(s, tp, h, 'hand', (t) => t.on === 'opponentRearguardToDropInYourMainPhase');
      }
      return;
    }
  }
}

/** Set while `endPhaseAbilityWaiting` asks `standBy` whether an ability would stand by, without standing it by. */
let probe: { hit: boolean } | null = null;

/** The end phase in progress, whose record says which "at the beginning of the end phase" abilities stood by. */
function endPhaseRecord(s: VGState): string[] | undefined {
  for (let i = s.frames.length - 1; i >= 0; i--) {
    const f = s.frames[i] as Frame & { stood?: string[] };
    if (f.k === 'vg.end') return (f.stood ??= []);
  }
  return undefined;
}

/**
 * VG2 6.8.1.5 / VG1 6.8.1.3: is there an active "at the beginning of the end phase" ability that has not become
 * stand by in this end phase (a unit that arrived during it)? Asked of `standBy` itself, so every condition of
 * triggering (zones, gates, use restrictions, the dominating player) is the one used when it does trigger.
 */
export function endPhaseAbilityWaiting(s: VGState): boolean {
  if (!anyAbilities(s.setup)) return false;
  const stood = endPhaseRecord(s) ?? [];
  const seat = s.turnPlayer;
  const units = features.offField.size > 0 ? cardsWithActiveZones(s, seat) : fieldUnits(s, seat);
  probe = { hit: false };
  try {
    for (const [u, c] of units) {
      standBy(
        s,
        seat,
        u,
        c,
        (t, i) =>
          t.on === 'beginningOf' &&
          (t.timing === 'endPhase' || t.timing === 'endOfTurn') &&
          !stood.includes(`${u.id}:${i}`),
      );
      if (probe.hit) return true;
    }
    return false;
  } finally {
    probe = null;
  }
}

/** Is a card's ability resolving now (its effects are what is happening)? */
function resolvingAnEffect(s: VGState): boolean {
  const top = s.frames[s.frames.length - 1];
  return top !== undefined && top.k === 'vg.resolve';
}

/** VG2 11.29.2: what a charging unit does at the end of its battle, as a timed trigger (VG2 8.6.6). */
const CHARGING_TO_DECK_BOTTOM: AutoAbility = {
  kind: 'auto',
  trigger: { on: 'situation', when: { if: 'is', unit: 'this', state: 'charging' } },
  effects: [{ do: 'chargingToDeckBottom' }],
};

/**
 * VG2 7.8.1.1, at the end of a battle: Shadowstitch (11.25.1) triggers if the attack was on a vanguard and did not
 * hit — for the attacking unit ("this unit attacked") or any unit of the attacker's master ("your unit attacked");
 * and each charging unit that took part in the battle (attacker, booster, attacked units, guardians) is put on the
 * bottom of its deck (11.29.2). Only abilities that have not become stand by in this close step do (7.8.1.1): the
 * close step raises this again each time it goes round (7.8.1.3), so the battle keeps a record of them.
 */
function battleEnded(s: VGState): void {
  const b = s.battle;
  if (!b || !b.attacker) return;
  const tp = s.turnPlayer;
  const attacker = b.attacker;
  const done = (b.closeStandby ??= []);
  const from = s.standby.length;
  if (features.missedAttack && b.targets.some((t) => t.circle === 'VC') && !b.hit.some(Boolean)) {
    for (const [u, c] of fieldUnits(s, tp)) {
      // The Legion Mate attacks with its leader (VG2 10.25.5).
      const attacked = u.id === attacker.id || (c === 'VC' && attacker.circle === 'VC');
      standBy(
        s,
        tp,
        u,
        c,
        (t, i) => t.on === 'attackOnVanguardMissed' && (t.by === 'yours' || attacked) && !done.includes(`${u.id}:${i}`),
      );
    }
  }
  if (features.charging) chargingAtBattleEnd(s, b, tp, attacker.id);
  if (features.battleEnds) {
    // VG2 7.8.1.1: "at the end of the battle that this unit attacked / boosted": the attacking unit (both cards of a
    // legion, 10.25.5) and its booster, wherever they are now on their master's field.
    const vsVanguard = b.targets.some((t) => t.circle === 'VC');
    const took: [Card, 'attacked' | 'boosted'][] = [];
    for (const [u] of fieldUnits(s, tp)) {
      if (u.id === attacker.id || (attacker.circle === 'VC' && legionOf(s, tp)?.mate.id === u.id))
        took.push([u, 'attacked']);
      else if (b.booster && u.id === b.booster.id) took.push([u, 'boosted']);
    }
    for (const [u, role] of took) {
      const c = circleOf(s, tp, u.id) ?? (legionOf(s, tp)?.mate.id === u.id ? 'VC' : null);
      if (c === null) continue;
      standBy(
        s,
        tp,
        u,
        c,
        (t, i) => t.on === 'battleEnds' && t.role === role && (!t.vs || vsVanguard) && !done.includes(`${u.id}:${i}`),
      );
    }
  }
  for (let k = from; k < s.standby.length; k++) done.push(`${s.standby[k].source}:${s.standby[k].index}`);
}

/** VG2 11.29.2: the charging units that took part in the battle and have not yet stood by in this close step. */
function chargingAtBattleEnd(s: VGState, b: NonNullable<VGState['battle']>, tp: Seat, attacker: number): void {
  const done = b.closeStandby!;
  const opp = opponent(tp);
  const took: [Seat, number][] = [[tp, attacker]];
  if (b.booster) took.push([tp, b.booster.id]);
  for (const t of b.targets) took.push([opp, t.id]);
  for (const g of b.guardians) took.push([opp, g.id]);
  for (const [seat, id] of took) {
    const u = findOnField(s, seat, id);
    if (u && hasState(u, 'charging') && !done.includes(`${u.id}:-1`))
      s.standby.push({ seat, code: u.code, source: u.id, index: -1, ability: CHARGING_TO_DECK_BOTTOM });
  }
}

/** Whose standing-by abilities a check timing plays next: the turn player's first (VG2 8.4.1.2–8.4.1.3). */
export function nextToPlay(s: VGState): Seat | null {
  const tp = s.turnPlayer;
  if (s.standby.some((x) => x.seat === tp && !x.inWindow)) return tp;
  if (s.standby.some((x) => x.seat !== tp && !x.inWindow)) return opponent(tp);
  return null;
}

export interface PlayAutoFrame extends Frame {
  k: 'vg.playAuto';
  seat: Seat;
}

export function playNextAuto(s: VGState, seat: Seat): void {
  pushFrame<PlayAutoFrame>(s, { k: 'vg.playAuto', step: 0, seat });
}

type PlayAnswer = { t: 'auto' | 'decline'; source: number; index: number } | { t: 'handWindow' };

/**
 * VG2 12.5.1.1.2 / 8.1.1.2.3.1.1: a standing-by [1/Turn] ability, or one that says "this ability cannot be
 * used for the rest of that turn/game", may be made to cease to exist without being played.
 */
function mayDecline(x: Standby): boolean {
  const a = x.ability ?? abilitiesOf(x.code)[x.index];
  if (!a || a.kind !== 'auto') return false;
  if (a.oncePerTurn) return true;
  for (const e of a.effects) if (e.do === 'disableThis') return true;
  return false;
}

/** VG2 8.6.3 / 8.6.3.1: the master picks one of their standing-by abilities and plays it; they may not skip it. */
function playAutoHandler(s: VGState, f: PlayAutoFrame): void {
  const mine = s.standby.filter((x) => x.seat === f.seat && !x.inWindow);
  const options: PlayAnswer[] = [];
  for (const x of mine) {
    if (x.window) {
      options.push({ t: 'handWindow' });
      continue;
    }
    if (!options.some((o) => o.t === 'auto' && o.source === x.source && o.index === x.index)) {
      options.push({ t: 'auto', source: x.source, index: x.index });
      if (mayDecline(x)) options.push({ t: 'decline', source: x.source, index: x.index });
    }
  }
  let pick: PlayAnswer | null = options[0];
  if (options.length > 1) {
    pick = takeAnswer<PlayAnswer>(s);
    if (!pick) {
      // VG2 8.6.3.1: the master orders their own; ver. 1.10 8.4.1.3 read literally gives the turn player that choice.
      const chooser = FORMATS[s.format].ntpAutoChooser === 'turnPlayer' ? s.turnPlayer : f.seat;
      ask<PlayAnswer>(s, { seat: chooser, kind: 'chooseOrder', prompt: 'vg.playAuto', options });
      return;
    }
  }
  popFrame(s);
  if (pick.t === 'handWindow') {
    s.standby.splice(
      s.standby.findIndex((x) => x.seat === f.seat && x.window),
      1,
    );
    pushFrame<HandWindowFrame>(s, { k: 'vg.handWindow', step: 0, seat: f.seat });
    return;
  }
  const { source, index } = pick;
  const i = s.standby.findIndex((x) => x.seat === f.seat && !x.inWindow && x.source === source && x.index === index);
  const [entry] = s.standby.splice(i, 1);
  if (pick.t === 'decline') {
    const ev = {
      t: 'declineAbility',
      seat: f.seat,
      card: { id: entry.source, code: entry.code },
      index: entry.index,
    } as GameEvent;
    // One from a card in the hand does not name the card to the opponent (VG2 4.3.2).
    if (s.players[f.seat].hand.some((c) => c.id === entry.source))
      emit(s, ev, f.seat, { t: 'declineAbility', seat: f.seat } as GameEvent);
    else emit(s, ev);
    return;
  }
  startResolving(s, entry);
}

export const autoAbilityHandlers = {
  'vg.playAuto': playAutoHandler as (s: VGState, f: Frame) => void,
  'vg.handWindow': handWindowHandler as (s: VGState, f: Frame) => void,
};
