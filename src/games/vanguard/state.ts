// The Vanguard game state: plain data only, so it clones, serialises and replays exactly.
// Zones follow VG2 section 4 (4.1.1: each player has their own of each zone; 4.6.1: seven circles).
import type { LoopBar, LoopRun } from './loops.ts';
import type { BaseState, Seat } from '../../core/types.ts';
import type { Ability, UnitState } from './abilities/dsl.ts';
import type { GiftKind } from './cards/cardRecord.ts';
import type { FormatId } from './formats.ts';

/**
 * VG2 4.6.1: vanguard, front-left/right, back-left/centre/right rear-guard circles, and the guardian circle; and
 * (10.6.3.2) `A1`, `A2`, …: the rear-guard circles a player gained with Imaginary Gift: Accel, in gain order.
 */
export type Circle = 'VC' | 'FL' | 'FR' | 'BL' | 'BC' | 'BR' | 'GC' | GainedCircle;
export type GainedCircle = `A${number}`;
export const CIRCLES: readonly Circle[] = ['VC', 'FL', 'FR', 'BL', 'BC', 'BR', 'GC'];
export const REAR_GUARD_CIRCLES: readonly Circle[] = ['FL', 'FR', 'BL', 'BC', 'BR'];
/** VG2 4.6.3: the front row (the far-front guardian circle is in neither row). */
export const FRONT_ROW: readonly Circle[] = ['FL', 'VC', 'FR'];
/** VG2 4.6.2: columns pair a front circle with the back circle behind it. */
export const BEHIND: Readonly<Record<string, Circle>> = { FL: 'BL', VC: 'BC', FR: 'BR' };

/**
 * The rear-guard circles of `seat`: the constant list, unless a player gained a circle (VG2 10.6.3.2), which then
 * follow it in gain order. Hot paths call this, so a game without Accel reads one absent field and nothing else.
 */
export function rearGuardCircles(s: VGState, seat: Seat): readonly Circle[] {
  return s.accel === undefined ? REAR_GUARD_CIRCLES : s.accel[seat].rear;
}

/** Every circle of `seat` (`CIRCLES`, then any circles gained with Accel, VG2 10.6.3.2). */
export function circlesOf(s: VGState, seat: Seat): readonly Circle[] {
  return s.accel === undefined ? CIRCLES : s.accel[seat].all;
}

/** The front row of `seat` (`FRONT_ROW`, then any circles gained with Accel: in the front row, VG2 10.6.3.2.1). */
export function frontRow(s: VGState, seat: Seat): readonly Circle[] {
  return s.accel === undefined ? FRONT_ROW : s.accel[seat].front;
}

const NONE_GAINED: readonly GainedCircle[] = [];

/** The circles `seat` gained with Accel, in gain order (VG2 10.6.3.2). */
export function gainedCircles(s: VGState, seat: Seat): readonly GainedCircle[] {
  return s.accel === undefined ? NONE_GAINED : s.accel[seat].gained;
}

/** The gain order of a gained circle: 1 for `A1`. */
export function gainOrder(c: GainedCircle): number {
  return Number(c.slice(1));
}

/**
 * VG2 10.6.3.2.2: the first circle gained is left of the front row's leftmost circle, the second right of its
 * rightmost, and so on alternately; so odd gains are on the left, even ones on the right.
 */
export function gainedSide(c: GainedCircle): 'left' | 'right' {
  return gainOrder(c) % 2 === 1 ? 'left' : 'right';
}

/**
 * VG2 10.6.3.2.2.1: the opponent's gained circle in the same column as `c` — one player's first with the other's
 * second, third with fourth, and so on (the players face each other, so one's left is the other's right, 4.6.2.1) —
 * when the opponent has gained it.
 */
export function facingGained(s: VGState, seat: Seat, c: GainedCircle): GainedCircle | undefined {
  const n = gainOrder(c);
  const other: GainedCircle = `A${n % 2 === 1 ? n + 1 : n - 1}`;
  return gainedCircles(s, opponent(seat)).includes(other) ? other : undefined;
}

/** VG2 10.6.3.2: a circle gained with Accel (named `A` and its gain order). */
export function isGained(c: string): c is GainedCircle {
  return c.charCodeAt(0) === 65; // 'A': no other circle's or zone's name starts with it
}

/** VG2 4.6.3 and 10.6.3.2.1: the vanguard circle, the front rear-guard circles and every gained circle. */
export function inFrontRow(c: Circle): boolean {
  return c === 'FL' || c === 'VC' || c === 'FR' || isGained(c);
}

export type PileZone =
  | 'deck'
  | 'hand'
  | 'drop'
  | 'soul'
  | 'damage'
  | 'bind'
  | 'trigger'
  | 'removed'
  | 'gzone'
  | 'rideDeck'
  /** VGD 17.5.1.1: this player's cards imprisoned in the opponent's Prison (`PlayerState.imprisoned`). */
  | 'imprisoned';
export type Zone = PileZone | Circle;

/** A one-shot effect's lasting change to a card: "until end of turn" (VG2 6.8.1.4) or "until end of that battle" (7.8.1.2). */
export type Mod =
  | {
      readonly stat: 'power' | 'critical' | 'shield';
      readonly n: number;
      readonly until: Until;
      /** Time stamp (VG2 8.7.2.1.1.1), shared by the parts of one effect (8.7.6.1). */
      readonly ts?: number;
    }
  /** VG2 8.7.1.4: a set-to effect ("power becomes 5000"). */
  | {
      readonly stat: 'set';
      readonly which: 'power' | 'critical' | 'shield' | 'grade';
      readonly n: number;
      readonly until: Until;
      readonly ts: number;
    }
  /** VG2 10.21: the card gets an ability. */
  | { readonly stat: 'grant'; readonly ability: Ability; readonly until: Until; readonly ts?: number }
  /** VG2 10.21: the card loses "Twin Drive!!". */
  | { readonly stat: 'loseTwinDrive'; readonly until: Until; readonly ts?: number }
  /** "Drive -1": the unit's drive changes by `n` (VG2 7.6.1.2.2: at 0 or less it makes no drive check). */
  | { readonly stat: 'drive'; readonly n: number; readonly until: Until; readonly ts?: number }
  /** VG2 12.2: the card's abilities cannot be used; VG2 10.29: they lose their costs. */
  | { readonly stat: 'cannotUse' | 'loseCost'; readonly until: Until; readonly ts?: number }
  /** VG2 11.21, 11.24, 11.29, 11.33: the unit is blazing / engorged / charging / hollowed (until end of turn). */
  | { readonly stat: 'state'; readonly state: UnitState; readonly until: Until; readonly ts?: number }
  /** The unit cannot be hit (the Protect card's ability, VG2 10.6.3.3): an attack on it does not hit (7.7.1.2). */
  | { readonly stat: 'cannotBeHit'; readonly until: Until; readonly ts?: number }
  /** The unit deals no damage with its attacks (VG2 10.25.6.1 shares it within a legion). */
  | { readonly stat: 'cannotDealDamage'; readonly until: Until; readonly ts?: number }
  /**
   * The unit does not stand in the next stand phase of its master — whoever is its master then (VG2 10.35.1.3).
   * Kept 'game' long and taken off in that stand phase (turn.ts).
   */
  | { readonly stat: 'noStand'; readonly until: Until; readonly ts?: number };

/** How long an effect lasts (VG2 8.2.1.2): "until end of that battle", "… of turn", "for the rest of the game". */
export type Until = 'turn' | 'battle' | 'game';

/**
 * A card object is never changed once made: an engine step that changes a card puts a new object in
 * its place (`replaceCard`). Clones can therefore share card objects, which makes `clone` cheap.
 */
export interface Card {
  /** Fresh whenever the card changes zone other than circle to circle (VG2 4.1.4). */
  readonly id: number;
  readonly code: string;
  readonly owner: Seat;
  readonly up: boolean;
  readonly rested: boolean;
  /** Placement order on the field, for the overload rule (VG2 9.3: "the one last placed"). */
  readonly placed: number;
  /** One-shot effects applied to this card in its current zone; dropped on a zone change (VG2 4.1.4). */
  readonly mods: readonly Mod[] | null;
}

export interface PlayerState {
  /** The last element is the top of the deck. */
  deck: Card[];
  hand: Card[];
  drop: Card[];
  soul: Card[];
  damage: Card[];
  bind: Card[];
  trigger: Card[];
  removed: Card[];
  gzone: Card[];
  /**
   * VGD 4.18: the ride deck zone, present only for a player who brought a ride deck (so games without one keep
   * their shape). Face-down cards are hidden from the other player (4.18.2); face-up ones are public (4.18.5).
   */
  rideDeck?: Card[];
  /**
   * VGD 4.16: the order area, holding an order card while it is played and resolved (11.8.2.1.1); public (4.16.2).
   * Absent until the player first plays an order, so games without orders keep their shape.
   */
  orderArea?: Card[];
  /** VGD 4.17: the order zone, holding the set orders played (11.8.3.3); public (4.17.2). Absent until the first. */
  orderZone?: Card[];
  /**
   * VGD 17.5.1.1: this player's cards imprisoned in the opponent's Prison. They lie in the opponent's order zone with
   * that Prison, face up (4.17.2), but their master is still this player, their owner (17.5.2.2); kept here, apart
   * from the opponent's set orders, so that nothing reads them as cards of the field or as set orders (17.5.2.1).
   * Absent until a card of this player's is first imprisoned (prison.ts).
   */
  imprisoned?: Card[];
  /**
   * VGD 6.7.2: the originalDress cards of each unit of this player's in the overDress state (overDress.ts); public,
   * as they stay on the circle under their unit. Absent until the player first overdresses.
   */
  dress?: readonly DressPile[];
  field: Record<Circle, Card[]>;
  /** VG2 3.9.2: damage dealt to the vanguard that has not yet gone through the damage process. */
  vanguardDamage: number;
}

/** VGD 6.7.2.2: a unit put on a rear-guard circle through overDress and the originalDress cards under it. */
export interface DressPile {
  readonly unit: number;
  readonly cards: readonly Card[];
}

export interface Guardian {
  id: number;
  /** Index into `Battle.targets` of the unit this guardian guards (VG2 7.5.1.2.2). */
  guards: number;
}

export interface UnitRef {
  id: number;
  circle: Circle;
}

export interface Battle {
  /** VG2 7.1.2.1: battles counted this turn, including this one. */
  number: number;
  attacker: UnitRef | null;
  targets: UnitRef[];
  booster: UnitRef | null;
  guardians: Guardian[];
  /** Per target: whether the attack hit it (set in the damage step). */
  hit: boolean[];
  driveChecks: number;
  /** VG2 10.35: the field the attacking unit is on, when it is a dominated unit of the opponent's field; absent otherwise. */
  attackerSeat?: Seat;
  /**
   * VG2 7.8.1.1: the "at the end of battle" abilities that have become stand by in this close step, as
   * "card id:ability index" (-1: a charging unit's, 11.29.2); absent until one does.
   */
  closeStandby?: string[];
}

export type Phase =
  | 'setup'
  | 'stand'
  | 'draw'
  | 'gAssist'
  | 'ride'
  | 'stride'
  | 'main'
  | 'start'
  | 'attack'
  | 'guard'
  | 'drive'
  | 'damage'
  | 'close'
  | 'end';

export interface VGState extends BaseState {
  game: 'vanguard';
  /**
   * What each player did this turn that section 11 keywords read (Unite 11.19, Darkness 11.30, Homare 11.40):
   * kept only while a registered ability reads it, absent until the first such act, gone at the end of the turn.
   * Replaced, never changed in place, so clones may share it.
   */
  thisTurn?: TurnRecord;
  /** VG2 11.37.2: the units (by card id, 4.1.4) that are successful until end of turn; absent when none. */
  successful?: readonly number[];
  /** VG2 11.34.1: the pairs of units associated in a harmony state until end of turn; absent when none. */
  harmony?: readonly HarmonyLink[];
  format: FormatId;
  nextId: number;
  placeSeq: number;
  players: [PlayerState, PlayerState];
  /** Turn number; 0 during setup. */
  turn: number;
  turnPlayer: Seat;
  firstPlayer: Seat;
  phase: Phase;
  inBattlePhase: boolean;
  battlesThisTurn: number;
  normalRideDone: boolean;
  battle: Battle | null;
  /** Automatic abilities that have triggered and wait for a check timing (VG2 8.6.2). */
  standby: Standby[];
  /** Timed triggers waiting for the end phase (VG2 8.6.6). */
  delayed: Delayed[];
  /**
   * Use restrictions in force (VG2 12.2, 12.5): replaced, never changed in place, so clones may share it.
   * Absent until the first one (the trial decks never make one).
   */
  used?: readonly UseRecord[];
  /** Rule-changing effects on a player (VG2 8.7.3.1), replaced like `used`. */
  rules?: readonly RuleEffect[];
  /**
   * Every legion made this game (VG2 10.25), replaced like `used`; absent until the first. A pair is in the
   * legion state only while both cards are still on their master's vanguard circle (10.25.2): a card that
   * changes zone is a new card (4.1.4), so a record also tells which cards have ever been in legion (11.10.2).
   */
  legion?: readonly LegionRecord[];
  /**
   * VGD 4.18.4: the current ids of the cards that were in a ride deck zone at the beginning of the game (a card gets a
   * new id on each zone change, so the list follows it; replaced, never changed in place). Absent without ride decks.
   */
  rideDeckCards?: readonly number[];
  /** VGD 11.8.2.1.1: how many order cards each player has played in turn `turn`; absent until the first order. */
  ordersPlayed?: { readonly turn: number; readonly n: readonly [number, number] };
  /** Set when a player has a G deck (VG2 5.3): only then does any G unit rule (4.6.9, 6.8.1.1.1) need a look. */
  gDecks?: true;
  /**
   * Every stride's G unit and the heart card chosen for it (VG2 10.28.2.3), replaced like `used`; absent until
   * the first stride. The hearts themselves are the cards under that G unit on the vanguard circle (10.27.1).
   */
  hearts?: readonly HeartLink[];
  /**
   * Whether the turn player's vanguard was grade 3 or greater at the beginning of this turn (VG2 8.5.2.1.1.3: it
   * lets that player stride whatever the opponent's vanguard). Kept only in a game with a G deck (`gDecks`).
   */
  grade3AtTurnStart?: boolean;
  /**
   * Set once a Gyze card has been flipped over (VG2 10.37.1): until then every Gyze card shows its Neon Gyze side
   * (12.10.3.2), so a move has no side to turn back (12.10.3.3).
   */
  flipped?: true;
  /** VG2 10.34: attacks an effect has set up that have not begun yet, replaced like `used`; absent when none. */
  forcedAttacks?: readonly ForcedAttack[];
  /**
   * VG2 12.4: the turns queued after the current one, the next one last, once an effect gave an extra turn (absent
   * otherwise): each extra turn is pushed on top (12.4.1–12.4.2), above the regular turn that follows them all.
   * Replaced like `used`.
   */
  upcomingTurns?: readonly Seat[];
  /** VG2 10.35.1.1: the units in the dominated state, replaced like `used`; absent when none. */
  dominated?: readonly DominatedRecord[];
  /**
   * VG2 10.6.3: imaginary gifts of rides made since the last check timing, waiting for it, oldest first; replaced
   * like `used`, absent when none.
   */
  giftsPending?: readonly PendingGift[];
  /**
   * VGD 13.6.3, 13.7.1: the card the last damage application put into a trigger zone, until the damage resolution
   * puts it into the damage zone (or it has left the trigger zone). Only under the `perPointRuleActions` damage model.
   */
  damageChecked?: { readonly seat: Seat; readonly id: number };
  /** Every imaginary gift resolved this game (VG2 10.6.3), oldest first, replaced like `used`; absent until one. */
  gifts?: readonly GiftMarker[];
  /**
   * VG2 10.6.3.2: each player's circles once a player has gained one with Accel, by seat; absent until then, so
   * `rearGuardCircles` and `circlesOf` return the constant lists. Replaced like `used`.
   */
  accel?: readonly [AccelCircles, AccelCircles];
  /**
   * VG2 4.9.3: which pile of its owner's bind zone each card bound by an effect lies in, one pile per binding
   * effect (the numbers name piles, nothing more). Replaced like `used`; absent until the first effect binds a card.
   */
  bindPiles?: readonly BindPileEntry[];
  /** VG2 12.1.1.3: a loop both players can stop, once found, until it stops (loops.ts); replaced like `used`. */
  loop?: LoopRun;
  /** VG2 12.1.1.3: loops a player may not restart while the game is the same (loops.ts); replaced like `used`. */
  loopBars?: readonly LoopBar[];
}

/** VG2 4.9.3: a bound card (by id) and the pile of the effect that bound it. */
export interface BindPileEntry {
  readonly id: number;
  readonly pile: number;
}

/** A player's circles once some player gained one (VG2 10.6.3.2): the gained ones come last, in gain order. */
export interface AccelCircles {
  readonly gained: readonly GainedCircle[];
  /** `FRONT_ROW` then the gained circles (VG2 10.6.3.2.1). */
  readonly front: readonly Circle[];
  /** `REAR_GUARD_CIRCLES` then the gained circles. */
  readonly rear: readonly Circle[];
  /** `CIRCLES` then the gained circles. */
  readonly all: readonly Circle[];
}

/** VG2 10.6.3: a ride onto a card with this gift's icon, by `seat`. */
export interface PendingGift {
  readonly seat: Seat;
  readonly gift: GiftKind;
}

/**
 * A resolved imaginary gift: Force's marker on the circle it specified (VG2 10.6.3.1), the circle Accel gained
 * (10.6.3.2), or the card Protect added
 * to the hand (10.6.3.3), by id. Markers are public.
 */
/** VGD 16.2.1.2: a D standard gift's type, I or II (absent under ver. 2.01, where gifts have none). */
export type GiftType = 1 | 2;

export type GiftMarker =
  | { readonly seat: Seat; readonly gift: 'force'; readonly circle: Circle; readonly type?: GiftType }
  /** VG2 10.6.3.2: the circle Accel gained. */
  | { readonly seat: Seat; readonly gift: 'accel'; readonly circle: GainedCircle; readonly type?: GiftType }
  | { readonly seat: Seat; readonly gift: 'protect'; readonly card: number; readonly type?: 1 }
  /** VGD 16.3.1.6.2: Protect II's marker on a rear-guard circle. */
  | { readonly seat: Seat; readonly gift: 'protect'; readonly circle: Circle; readonly type: 2 };

/**
 * VG2 10.34.1: "unit A attacks unit B" waiting for the effects in progress (or, 10.34.1.3, the ongoing battle) to
 * end: the attacking unit of `seat` and the opponent's unit it attacks, by card id.
 */
export interface ForcedAttack {
  readonly seat: Seat;
  readonly attacker: number;
  readonly target: number;
  /** VG2 10.35: the attacking unit is a unit `seat` dominates on this (the opponent's) field. */
  readonly from?: Seat;
}

/**
 * VG2 10.35.1.1: the unit `id`, still on a circle of its original master `seat` (10.35.5), is dominated by `by`.
 * It lasts for the resolution of the effect (10.35.1.2), until the "To Attack" action it was dominated for
 * concludes, or until the end of the turn.
 */
export interface DominatedRecord {
  readonly id: number;
  readonly seat: Seat;
  readonly by: Seat;
  readonly until: 'effect' | 'attack' | 'turn';
  /** VG2 10.35.1.4: a Legion Mate dominated with its Legion Leader names the leader; they end together. */
  readonly with?: number;
}

/** Per player (by seat): what the section 11 keywords read about the current turn. */
export interface TurnRecord {
  /** VG2 11.19.1: cards called to (RC) or (GC) (10.7.1). */
  readonly called: readonly [number, number];
  /** VG2 11.30.1: a card was put into the soul other than by riding (11.30.2). */
  readonly soul: readonly [boolean, boolean];
  /** VG2 11.40.1: the cost of a Homare ability was paid. */
  readonly homare: readonly [boolean, boolean];
}

/** VG2 11.34.1: two units of `seat`, by card id, associated with each other in a harmony state. */
export interface HarmonyLink {
  readonly seat: Seat;
  readonly a: number;
  readonly b: number;
}

/** VG2 10.28.2: a G unit on the vanguard circle and the heart whose name and power it gets (0: none). */
export interface HeartLink {
  readonly seat: Seat;
  readonly gunit: number;
  readonly heart: number;
  /** Placed by ultimate stride (VG2 11.42): its return to the G zone removes that G zone (10.28.5). */
  readonly ultimate?: true;
}

/** VG2 10.25.2: the Legion Leader (the unit with the Seek Mate ability) and its Legion Mate. */
export interface LegionRecord {
  readonly seat: Seat;
  readonly leader: number;
  readonly mate: number;
  /** VG2 10.25.14: the turn in which they became in legion (Seek Mate records it). */
  readonly turn?: number;
}

/** "This ability cannot be used for the rest of that turn / game" (VG2 12.2, 12.5.1.1.1), per card (4.1.4). */
export interface UseRecord {
  readonly source: number;
  readonly index: number;
  readonly until: 'turn' | 'game';
}

/** A continuous effect that changes the rules for a player and applies to cards that arrive later (VG2 8.7.3.1). */
export interface RuleEffect {
  readonly seat: Seat;
  /**
   * 'personaRide': VGD 7.15.1.4.2, the player's units get Power +10000 while on their front-row circles;
   * 'finalRush': VGD 7.42.1, the player is in Final Rush.
   */
  readonly rule: 'unitsResist' | 'personaRide' | 'finalRush';
  readonly until: Until;
}

/** One triggered automatic ability (VG2 8.6.2.1: each trigger adds one). */
export interface Standby {
  seat: Seat;
  /** The card whose ability it is, as it was when the ability triggered (VG2 8.6.5.1). */
  code: string;
  source: number;
  /** Index into the card's abilities. */
  index: number;
  /** One of the seat's optional hand abilities: played through its hand window, never on its own (autoAbilities.ts). */
  inWindow?: true;
  /** The hand window itself: no card (`source` -1), opened whatever the hand holds (autoAbilities.ts). */
  window?: true;
  /** For "when this unit boosts": the boosted unit. */
  boosted?: number;
  /** VG2 8.6.5.1.2: [power, grade] of a card that triggered it by leaving the field, as it was there. */
  mem?: readonly number[];
  /**
   * The units its trigger saw: the rear-guards whose power met Success (VG2 11.37.4), the unit placed in the column
   * of a Harmony unit (11.34.1).
   */
  units?: readonly number[];
  /** An ability the card got from an effect (VG2 10.21) or a timed trigger (8.6.6), which its printed list lacks. */
  ability?: Ability;
}

/** VG2 8.6.6: "at the beginning of the end phase of that turn, return this unit to your deck". */
export interface Delayed {
  seat: Seat;
  source: number;
  code: string;
  ability: Ability;
}

export function opponent(seat: Seat): Seat {
  return seat === 0 ? 1 : 0;
}

export function isCircle(z: Zone): z is Circle {
  return z.length <= 3; // every pile zone's name is longer; a gained circle's may be `A10` (VG2 10.6.3.2)
}

export function vanguardOf(s: VGState, seat: Seat): Card | undefined {
  const vc = s.players[seat].field.VC;
  return vc.length === 0 ? undefined : vc[vc.length - 1];
}

export function unitOn(s: VGState, seat: Seat, c: Circle): Card | undefined {
  const cards = s.players[seat].field[c];
  // Reading index -1 of an empty circle would take V8's slow path (a property lookup up the prototype
  // chain): this is called several times per decision, so test the length first.
  if (cards.length === 0) return undefined;
  const card = cards[cards.length - 1];
  return isLocked(card, c) ? undefined : card; // VG2 3.8.1: a locked card is not a unit
}

/**
 * VG2 4.6.6–4.6.7, 10.22.2: a locked card is a face-down card on a rear-guard circle (a rear-guard circle with no
 * card or a face-up one is a rear-guard type), so a card needs no field of its own for it. A face-down card on the
 * vanguard circle is something else (the first vanguard before Stand Up, 5.4.3).
 */
export function isLocked(card: Card, c: Circle): boolean {
  return !card.up && c !== 'VC';
}

/**
 * VG2 10.26.1–10.26.2: a deleted unit is a face-down unit on the vanguard circle (the engine deletes vanguards
 * only). The first vanguard before Stand Up is face down there too (5.4.3), but only during the setup.
 */
export function isDeleted(s: VGState, card: Card, c: Circle): boolean {
  return !card.up && c === 'VC' && s.phase !== 'setup';
}

/** VG2 10.35.1.1: the player dominating the unit `id`, if it is in the dominated state. */
export function dominatorOf(s: VGState, id: number): Seat | undefined {
  if (s.dominated === undefined) return undefined;
  for (const d of s.dominated) if (d.id === id) return d.by;
  return undefined;
}

/**
 * VG2 10.35.2: the units on `circles` whose master is `master`, with the field each is on: those of its own field
 * the opponent does not dominate, then the opponent's rear-guards it dominates. Callers use it only while some
 * unit is dominated; otherwise a player's units are simply those of its field.
 */
export function unitsOfMaster(
  s: VGState,
  master: Seat,
  circles: readonly Circle[],
): { card: Card; circle: Circle; seat: Seat }[] {
  const out: { card: Card; circle: Circle; seat: Seat }[] = [];
  const other = opponent(master);
  // VG2 10.6.3.2: each field's gained circles too (callers pass lists of the constant circles).
  const mine = s.accel === undefined ? circles : [...circles, ...s.accel[master].gained];
  const theirs = s.accel === undefined ? circles : [...circles, ...s.accel[other].gained];
  for (const c of mine) {
    const u = unitOn(s, master, c);
    const by = u === undefined ? undefined : dominatorOf(s, u.id);
    if (u && (by === undefined || by === master)) out.push({ card: u, circle: c, seat: master });
  }
  for (const c of theirs) {
    const u = unitOn(s, other, c);
    if (u && dominatorOf(s, u.id) === master) out.push({ card: u, circle: c, seat: other });
  }
  return out;
}

/**
 * VG2 10.35.2: the unit `id` whose master is `master` — on its own field and not dominated by the opponent, or on the
 * opponent's field and dominated by `master` — with the field it is on.
 */
export function unitOfMaster(s: VGState, master: Seat, id: number): { card: Card; seat: Seat } | undefined {
  const own = findOnField(s, master, id);
  if (own)
    return dominatorOf(s, id) === undefined || dominatorOf(s, id) === master ? { card: own, seat: master } : undefined;
  if (s.dominated === undefined || dominatorOf(s, id) !== master) return undefined;
  const other = opponent(master);
  const theirs = findOnField(s, other, id);
  return theirs ? { card: theirs, seat: other } : undefined;
}

/** VG2 4.6.7: the locked card that makes this circle a lock circle, if there is one. */
export function lockedOn(s: VGState, seat: Seat, c: Circle): Card | undefined {
  const cards = s.players[seat].field[c];
  if (cards.length === 0) return undefined;
  const card = cards[cards.length - 1];
  return isLocked(card, c) ? card : undefined;
}

/** Where a card with this id is on its master's field, if it is there. */
export function circleOf(s: VGState, seat: Seat, id: number): Circle | null {
  const f = s.players[seat].field;
  for (const c of circlesOf(s, seat)) {
    for (const card of f[c]) if (card.id === id) return c;
  }
  return null;
}

export function findOnField(s: VGState, seat: Seat, id: number): Card | undefined {
  const f = s.players[seat].field;
  for (const c of circlesOf(s, seat)) {
    for (const card of f[c]) if (card.id === id) return card;
  }
  return undefined;
}

/** The unit still on the circle it was on when its battle role was set (VG2 7.4.1.8.2). */
export function stillThere(s: VGState, seat: Seat, ref: UnitRef | null): Card | undefined {
  if (!ref) return undefined;
  for (const card of s.players[seat].field[ref.circle]) if (card.id === ref.id) return card;
  return undefined;
}

/** A card object with these values (always built with the same field order, which keeps V8's object shapes stable). */
export function withCard(
  c: Card,
  id: number,
  up: boolean,
  rested: boolean,
  placed: number,
  mods: readonly Mod[] | null,
): Card {
  return { id, code: c.code, owner: c.owner, up, rested, placed, mods };
}

/** Put `next` where the card with `next.id` is on `seat`'s field (cards are never changed in place). */
export function replaceCard(s: VGState, seat: Seat, next: Card): void {
  const f = s.players[seat].field;
  for (const c of circlesOf(s, seat)) {
    const cards = f[c];
    for (let i = 0; i < cards.length; i++) {
      if (cards[i].id === next.id) {
        cards[i] = next;
        return;
      }
    }
  }
  throw new Error(`card ${next.id} is not on player ${seat + 1}'s field`);
}

/**
 * An independent copy of a state. Card objects, recorded answers, logged events, the setup and the
 * pending decision are never changed once made, so the copy shares them and copies only the lists and
 * the small mutable records (frames, the battle, the RNG words).
 */
export function cloneState(s: VGState): VGState {
  return {
    ...s,
    rng: s.rng.length === 4 ? [s.rng[0], s.rng[1], s.rng[2], s.rng[3]] : s.rng.slice(), // sfc32, or ChaCha20 (26 words)
    frames: s.frames.map(copyRecord),
    answers: s.answers.slice(),
    log: s.log === null ? null : s.log.slice(),
    players: [clonePlayer(s.players[0], s.accel?.[0].rear), clonePlayer(s.players[1], s.accel?.[1].rear)],
    battle: s.battle === null ? null : copyBattle(s.battle),
    standby: s.standby.slice(),
    delayed: s.delayed.slice(),
  };
}

function clonePlayer(p: PlayerState, rear: readonly Circle[] | undefined): PlayerState {
  const f = p.field;
  const out: PlayerState = {
    deck: p.deck.slice(),
    hand: p.hand.slice(),
    drop: p.drop.slice(),
    soul: p.soul.slice(),
    damage: p.damage.slice(),
    bind: p.bind.slice(),
    trigger: p.trigger.slice(),
    removed: p.removed.slice(),
    gzone: p.gzone.slice(),
    field: {
      VC: f.VC.slice(),
      FL: f.FL.slice(),
      FR: f.FR.slice(),
      BL: f.BL.slice(),
      BC: f.BC.slice(),
      BR: f.BR.slice(),
      GC: f.GC.slice(),
    },
    vanguardDamage: p.vanguardDamage,
  };
  if (p.rideDeck !== undefined) out.rideDeck = p.rideDeck.slice();
  if (p.orderArea !== undefined) out.orderArea = p.orderArea.slice(); // VGD 4.16
  if (p.orderZone !== undefined) out.orderZone = p.orderZone.slice(); // VGD 4.17
  if (p.imprisoned !== undefined) out.imprisoned = p.imprisoned.slice(); // VGD 17.5.1.1
  if (p.dress !== undefined) out.dress = p.dress; // VGD 6.7.2: replaced, never changed in place
  // VG2 10.6.3.2: circles gained with Accel follow the five constant rear-guard circles.
  if (rear !== undefined)
    for (let i = REAR_GUARD_CIRCLES.length; i < rear.length; i++) out.field[rear[i]] = f[rear[i]].slice();
  return out;
}

/** Frames hold numbers, strings and flat arrays of them. */
function copyRecord<T extends object>(r: T): T {
  const out = { ...r } as Record<string, unknown>;
  for (const k in out) if (Array.isArray(out[k])) out[k] = (out[k] as unknown[]).slice();
  return out as T;
}

function copyBattle(b: Battle): Battle {
  return {
    ...b,
    attacker: b.attacker,
    targets: b.targets.slice(),
    booster: b.booster,
    guardians: b.guardians.slice(),
    hit: b.hit.slice(),
  };
}
