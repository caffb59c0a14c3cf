// Imaginary gifts (VG2 2.16, 10.6.3, 9.7). Riding a card with a gift icon leaves the gift waiting for the next
// check timing (10.6.3); the check timing resolves it after the rule actions and before the automatic abilities,
// the turn player's first (the slot the digest fixes where ver. 2.01 names none). Force puts a marker on a circle
// of the player's choice: for the rest of the game the unit there gets Power +10000 during its master's turn
// (10.6.3.1). Protect adds the Protect card to the hand (10.6.3.3); that card exists only in a hand or on a
// guardian circle, and is removed from any other zone at once (10.6.3.3.3.1, 10.6.3.3.3.2, 9.7.1). A player
// resolves gifts of one kind only: the first kind resolved (10.6.3). State: `VGState.giftsPending` and
// `VGState.gifts`, both absent until a gift card is ridden, so games without one never look further.
// Accel gains the player a new front-row rear-guard circle, `A1`, `A2`, … in gain order, alternately left and right
// of the front row (10.6.3.2–10.6.3.2.2); its unit gets Power +10000 during its master's turn. `VGState.accel` holds
// every player's circle lists from the first gain on (state.ts `rearGuardCircles`).
// The D standard gives Force and Accel a type, I or II (VGD 16.2.1.2): a player chooses it at the first resolution of
// that clan type and keeps it after (16.3.1.3.1–16.3.1.3.2). Force I and Accel I are the gifts above (16.3.1.4.2,
// 16.3.1.5.3); Force II makes the original critical of the unit on its circle 2 (16.3.1.4.3); Accel II draws a card
// once the circle is gained and gives +5000 (16.3.1.5.4). Protect I is the Protect card (16.3.1.6.1); Protect II
// marks a rear-guard circle whose unit, when it intercepts, gets Shield +10000 (16.3.1.6.2, battle.ts `intercept`).
import { type Ability, auto, shieldUp, thisUnit } from './abilities/dsl.ts';
import { ask, emit, popFrame, pushFrame, takeAnswer } from '../../core/engine.ts';
import type { Frame, GameEvent, Seat } from '../../core/types.ts';
import { cardByCode, PROTECT_CODE } from './cards/cardPool.ts';
import type { GiftKind } from './cards/cardRecord.ts';
import { FORMATS } from './formats.ts';
import { drawCard } from './zones.ts';
import { openRearguardCircles } from './lock.ts';
import {
  type AccelCircles,
  type Card,
  type Circle,
  CIRCLES,
  circlesOf,
  dominatorOf,
  FRONT_ROW,
  type GainedCircle,
  type GiftMarker,
  type GiftType,
  isCircle,
  type PileZone,
  REAR_GUARD_CIRCLES,
  unitOn,
  type VGState,
} from './state.ts';

/** VG2 10.6.3.1: Force's bonus. */
export const FORCE_POWER = 10000;
/** VG2 10.6.3.2: the bonus of the unit on a circle gained with Accel. */
export const ACCEL_POWER = 10000;
/** VGD 16.3.1.5.4: Accel II's bonus. */
export const ACCEL_II_POWER = 5000;
/** VGD 16.3.1.6.2: Protect II's shield when its unit intercepts. */
export const PROTECT_II_SHIELD = 10000;
/** VGD 16.3.1.4.3: Force II's original critical. */
export const FORCE_II_CRITICAL = 2;

/** VGD 16.3.1.3.2: the type chosen, as a number answer (1 for I, 2 for II). */
export type GiftTypeAnswer = { t: 'number'; n: GiftType };

export type GiftCircleAnswer = { t: 'circle'; circle: Circle };

/** VG2 10.6.3: `seat` rides `card`; a gift icon on it leaves its gift for the next check timing. */
export function noteRide(s: VGState, seat: Seat, card: Card): void {
  if (!FORMATS[s.format].imaginaryGift) return;
  const gift = cardByCode(card.code)?.gift; // VG2 2.16.1: the icon gives the card its gift
  if (gift === undefined) return;
  s.giftsPending = [...(s.giftsPending ?? []), { seat, gift }];
  emit(s, { t: 'giftPending', seat, gift } as GameEvent);
}

/** The Protect card (VG2 10.6.3.3). */
export function isProtect(card: Card): boolean {
  return card.code === PROTECT_CODE;
}

/** The kind of gift `seat` resolved first, which is then the only kind that player resolves (VG2 10.6.3). */
export function giftKindOf(s: VGState, seat: Seat): GiftKind | null {
  if (s.gifts !== undefined) for (const m of s.gifts) if (m.seat === seat) return m.gift;
  return null;
}

export interface GiftFrame extends Frame {
  k: 'vg.gift';
  seat: Seat;
  /** VGD 16.2.1.2: the Force gift's type (absent under ver. 2.01). */
  type?: GiftType;
  /** VGD 16.3.1.6.2: the circle is chosen for Protect II, not Force. */
  protect?: true;
}

/** VGD 16.3.1.3.2: the player chooses the type of a gift of a clan type never resolved before. */
export interface GiftTypeFrame extends Frame {
  k: 'vg.giftType';
  seat: Seat;
  gift: GiftKind;
}

/** VGD 16.3.1.3.1: the type `seat` chose at an earlier resolution of this clan type, or null before the first. */
export function chosenGiftType(s: VGState, seat: Seat, gift: GiftKind): GiftType | null {
  if (s.gifts !== undefined)
    for (const m of s.gifts) if (m.seat === seat && m.gift === gift && m.type !== undefined) return m.type;
  return null;
}

/**
 * Called by the check timing once no rule action applies: resolves the next waiting gift, the turn player's first.
 * Returns true when it pushed a frame (a choice to make), so the check timing must return and come back.
 */
export function resolveNextGift(s: VGState): boolean {
  const pending = s.giftsPending!;
  const tp = s.turnPlayer;
  let i = pending.findIndex((g) => g.seat === tp);
  if (i < 0) i = 0;
  const { seat, gift } = pending[i];
  s.giftsPending = pending.length === 1 ? undefined : pending.filter((_, k) => k !== i);
  const first = giftKindOf(s, seat);
  if (first !== null && first !== gift) {
    // VG2 10.6.3: a gift of another kind than the one already resolved is not resolved (the first one stays).
    emit(s, { t: 'giftNotResolved', seat, gift } as GameEvent);
    return false;
  }
  if (FORMATS[s.format].giftTypes) {
    const type = chosenGiftType(s, seat, gift);
    if (type === null) {
      pushFrame<GiftTypeFrame>(s, { k: 'vg.giftType', step: 0, seat, gift }); // VGD 16.3.1.3.2
      return true;
    }
    return performGift(s, seat, gift, type); // VGD 16.3.1.3.1
  }
  return performGift(s, seat, gift, undefined);
}

/**
 * VGD 7.14.3, 7.14.3.1: an effect makes `seat` get a gift, resolved at once, not at the next check timing; the
 * one-clan-type rule of 16.3.1.1 is for rides only. A type the effect specifies is taken (16.3.1.3); otherwise the
 * type chosen before, or a choice now (16.3.1.3.1–16.3.1.3.2). True when it pushed a frame (a choice to make).
 */
export function getGiftNow(s: VGState, seat: Seat, gift: GiftKind, type?: GiftType): boolean {
  if (!FORMATS[s.format].giftTypes) return performGift(s, seat, gift, undefined);
  const t = type ?? chosenGiftType(s, seat, gift);
  if (t !== null) return performGift(s, seat, gift, t);
  pushFrame<GiftTypeFrame>(s, { k: 'vg.giftType', step: 0, seat, gift });
  return true;
}

/** Resolve `gift` of `type` (undefined under ver. 2.01); true when it pushed a frame (Force's circle choice). */
function performGift(s: VGState, seat: Seat, gift: GiftKind, type: GiftType | undefined): boolean {
  if (gift === 'force') {
    const f: GiftFrame = { k: 'vg.gift', step: 0, seat };
    if (type !== undefined) f.type = type;
    pushFrame<GiftFrame>(s, f);
    return true;
  }
  if (gift === 'accel') {
    gainCircle(s, seat, type);
    if (type === 2) drawCard(s, seat); // VGD 16.3.1.5.4: immediately after the circle is created
    return false;
  }
  if (type === 2) {
    pushFrame<GiftFrame>(s, { k: 'vg.gift', step: 0, seat, type, protect: true }); // VGD 16.3.1.6.2
    return true;
  }
  addProtect(s, seat, type);
  return false;
}

/** VGD 16.3.1.3.2: choose type I or II; then the gift resolves with it. */
function giftTypeHandler(s: VGState, f: GiftTypeFrame): void {
  const a = takeAnswer<GiftTypeAnswer>(s);
  if (!a) {
    ask<GiftTypeAnswer>(s, {
      seat: f.seat,
      kind: 'number',
      prompt: f.gift === 'force' ? 'vg.giftTypeForce' : f.gift === 'accel' ? 'vg.giftTypeAccel' : 'vg.giftTypeProtect',
      options: [
        { t: 'number', n: 1 },
        { t: 'number', n: 2 },
      ],
    });
    return;
  }
  popFrame(s);
  performGift(s, f.seat, f.gift, a.n);
}

/** No player has gained a circle: every player has the constant circles. */
const NO_GAINED: AccelCircles = { gained: [], front: FRONT_ROW, rear: REAR_GUARD_CIRCLES, all: CIRCLES };

/**
 * VG2 10.6.3.2: `seat` gains a rear-guard type circle (empty, so not a lock circle, 4.6.6) for the rest of the game.
 * Its name gives the gain order, which fixes its side (10.6.3.2.2) and its column (10.6.3.2.2.1).
 */
export function gainCircle(s: VGState, seat: Seat, type?: GiftType): GainedCircle {
  const before = s.accel ?? [NO_GAINED, NO_GAINED];
  const mine = before[seat];
  const circle: GainedCircle = `A${mine.gained.length + 1}`;
  s.players[seat].field[circle] = [];
  const next: AccelCircles = {
    gained: [...mine.gained, circle],
    front: [...mine.front, circle],
    rear: [...mine.rear, circle],
    all: [...mine.all, circle],
  };
  s.accel = seat === 0 ? [next, before[1]] : [before[0], next];
  s.gifts = [
    ...(s.gifts ?? []),
    type === undefined ? { seat, gift: 'accel', circle } : { seat, gift: 'accel', circle, type },
  ];
  const ev =
    type === undefined ? { t: 'gift', seat, gift: 'accel', circle } : { t: 'gift', seat, gift: 'accel', circle, type };
  emit(s, ev as unknown as GameEvent);
  return circle;
}

/** VG2 10.6.3.1: specify your vanguard circle or one of your rear-guard circles, and mark it. */
function forceHandler(s: VGState, f: GiftFrame): void {
  const a = takeAnswer<GiftCircleAnswer>(s);
  if (!a) {
    // VG2 4.6.7: a lock circle is not a rear-guard circle. 10.6.3.1.1: a circle already marked may be chosen again.
    // VGD 16.3.1.6.2: Protect II marks one of the rear-guard circles only.
    const rear = openRearguardCircles(s, f.seat);
    const circles: readonly Circle[] = f.protect ? rear : ['VC', ...rear];
    if (circles.length === 0) {
      popFrame(s); // no rear-guard circle to specify (all locked): no marker is put (VGD 15.8.3.1)
      return;
    }
    ask<GiftCircleAnswer>(s, {
      seat: f.seat,
      kind: 'chooseCircle',
      prompt: f.protect ? 'vg.giftProtect' : 'vg.giftForce',
      options: circles.map((circle) => ({ t: 'circle', circle })),
    });
    return;
  }
  popFrame(s);
  const marker: GiftMarker = f.protect
    ? { seat: f.seat, gift: 'protect', circle: a.circle, type: 2 }
    : f.type === undefined
      ? { seat: f.seat, gift: 'force', circle: a.circle }
      : { seat: f.seat, gift: 'force', circle: a.circle, type: f.type };
  s.gifts = [...(s.gifts ?? []), marker];
  emit(s, { t: 'gift', ...marker } as GameEvent);
}

/** VG2 10.6.3.3: the master adds a Protect card to the hand; it is told apart from the others there (10.6.3.3.1). */
export function addProtect(s: VGState, seat: Seat, type?: 1): Card {
  const card: Card = {
    id: s.nextId++,
    code: PROTECT_CODE,
    owner: seat,
    up: false,
    rested: false,
    placed: 0,
    mods: null,
  };
  s.players[seat].hand.push(card);
  s.gifts = [
    ...(s.gifts ?? []),
    type === undefined ? { seat, gift: 'protect', card: card.id } : { seat, gift: 'protect', card: card.id, type },
  ];
  // Public: the card is a marker both players can identify (10.6.3.3.5).
  emit(s, { t: 'gift', seat, gift: 'protect', card: { id: card.id, code: card.code } } as GameEvent);
  return card;
}

/**
 * VG2 10.6.3.1, 10.6.3.2: Power +10000 for each Force marker on the circle of `card` and for a circle Accel gained,
 * during its master's turn. Only the unit on the circle gets it (not a heart or a Legion Mate under it), so one
 * marker counts once.
 */
export function giftPower(s: VGState, seat: Seat, card: Card): number {
  if (seat !== s.turnPlayer) return 0;
  // VG2 10.35.8: a dominated unit on a Force circle or a gained circle does not get the circle's change.
  if (s.dominated !== undefined && dominatorOf(s, card.id) !== undefined) return 0;
  let n = 0;
  for (const m of s.gifts!) {
    if (m.seat !== seat || m.gift === 'protect') continue;
    if (unitOn(s, seat, m.circle)?.id !== card.id) continue;
    if (m.gift === 'force')
      n += m.type === 2 ? 0 : FORCE_POWER; // VGD 16.3.1.4.2–16.3.1.4.3: II gives no power
    else n += m.type === 2 ? ACCEL_II_POWER : ACCEL_POWER; // VGD 16.3.1.5.3–16.3.1.5.4
  }
  return n;
}

/**
 * VGD 16.3.1.4.3: a Force II marker makes the original critical of the unit on its circle 2 (in either player's turn),
 * returned as what to add to its printed critical; several markers still make it 2. 0 without one.
 */
export function giftCriticalChange(s: VGState, seat: Seat, card: Card, printed: number): number {
  for (const m of s.gifts!) {
    if (m.seat !== seat || m.gift !== 'force' || m.type !== 2) continue;
    if (unitOn(s, seat, m.circle)?.id === card.id) return FORCE_II_CRITICAL - printed;
  }
  return 0;
}

/** What every seat sees of a player's gifts: markers are public (VG2 10.6.3.3.1 tells a Protect card apart). */
export interface GiftView {
  /** VG2 10.6.3.1: the Force markers on each of the player's circles that has one. */
  force?: Partial<Record<Circle, number>>;
  /** VG2 10.6.3.3.1: how many of the cards in the player's hand are Protect cards. */
  protect?: number;
  /** VG2 10.6.3.2: the circles the player gained with Accel, in gain order (odd ones left, 10.6.3.2.2). */
  accel?: GainedCircle[];
}

export function giftView(s: VGState, seat: Seat): GiftView {
  const out: GiftView = {};
  for (const m of s.gifts!) {
    if (m.seat !== seat || m.gift === 'protect') continue;
    if (m.gift === 'accel') {
      out.accel = [...(out.accel ?? []), m.circle];
      continue;
    }
    out.force ??= {};
    out.force[m.circle] = (out.force[m.circle] ?? 0) + 1;
  }
  const protect = s.players[seat].hand.filter(isProtect).length;
  if (protect > 0) out.protect = protect;
  return out;
}

/**
 * VG2 10.6.3.3.3.1, 9.7.1: a Protect card moved to a zone other than the hand or the guardian circle is removed
 * from that zone right after the move, without waiting for a check timing (it leaves the game, it goes nowhere).
 */
export function removeMovedProtect(s: VGState, seat: Seat, card: Card, to: PileZone | Circle): void {
  if (to === 'hand' || to === 'GC') return;
  const pile = isCircle(to) ? s.players[seat].field[to] : (s.players[seat][to] ?? []);
  const i = pile.findIndex((c) => c.id === card.id);
  if (i < 0) return;
  pile.splice(i, 1);
  emit(s, { t: 'protectRemoved', seat, zone: to, card: { id: card.id, code: card.code } } as GameEvent);
}

/** Where a Protect card may not be, besides the rear-guard and vanguard circles. */
const ELSEWHERE: readonly PileZone[] = ['deck', 'drop', 'soul', 'damage', 'bind', 'trigger', 'removed', 'gzone'];

/**
 * VG2 10.6.3.3.3.2, 9.7.1: the rule action — a Protect card in a zone other than the hand or the guardian circle
 * is removed. Only a game in which Protect was resolved can have one. Returns whether it removed any.
 */
export function removeStrayProtects(s: VGState): boolean {
  let any = false;
  for (const seat of [0, 1] as const) {
    const p = s.players[seat];
    for (const z of [...ELSEWHERE, ...circlesOf(s, seat)]) {
      if (z === 'GC') continue;
      const pile = isCircle(z) ? p.field[z] : (p[z] ?? []);
      for (const c of pile.slice()) {
        if (!isProtect(c)) continue;
        removeMovedProtect(s, seat, c, z);
        any = true;
      }
    }
  }
  return any;
}

/** Whether a Protect gift was ever resolved this game: only then can a Protect card exist. */
export function anyProtect(s: VGState): boolean {
  if (s.gifts !== undefined) for (const m of s.gifts) if (m.gift === 'protect') return true;
  return false;
}

/** VGD 16.3.1.6.2: the Protect II marker's ability, "when this unit intercepts, this unit gets Shield +10000". */
export const PROTECT_II_INTERCEPT: Ability = auto({
  trigger: { on: 'intercepts' },
  effects: [shieldUp(thisUnit, PROTECT_II_SHIELD, 'battle')],
});

/**
 * VGD 16.3.1.6.2, 16.2.1.3.1.1: `unit` of `seat` intercepted from `circle`: each Protect II marker of `seat` there
 * makes the marker's ability stand by, for the intercepting unit (its source, 15.8.6.1).
 */
export function protectIIIntercepts(s: VGState, seat: Seat, circle: Circle, unit: Card): void {
  for (const m of s.gifts!) {
    if (m.seat !== seat || m.gift !== 'protect' || m.type !== 2 || m.circle !== circle) continue;
    s.standby.push({ seat, code: unit.code, source: unit.id, index: -1, ability: PROTECT_II_INTERCEPT });
  }
}

export const giftHandlers = {
  'vg.gift': forceHandler as (s: VGState, f: Frame) => void,
  'vg.giftType': giftTypeHandler as (s: VGState, f: Frame) => void,
};
