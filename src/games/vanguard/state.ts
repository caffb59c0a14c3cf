// The Vanguard game state: plain data only, so it clones, serialises and replays exactly.
// Zones follow VG2 section 4 (4.1.1: each player has their own of each zone; 4.6.1: seven circles).
import type { BaseState, Seat } from '../../core/types.ts';
import type { FormatId } from './formats.ts';

/** VG2 4.6.1: vanguard, front-left/right, back-left/centre/right rear-guard circles, and the guardian circle. */
export type Circle = 'VC' | 'FL' | 'FR' | 'BL' | 'BC' | 'BR' | 'GC';
export const CIRCLES: readonly Circle[] = ['VC', 'FL', 'FR', 'BL', 'BC', 'BR', 'GC'];
export const REAR_GUARD_CIRCLES: readonly Circle[] = ['FL', 'FR', 'BL', 'BC', 'BR'];
/** VG2 4.6.3: the front row (the far-front guardian circle is in neither row). */
export const FRONT_ROW: readonly Circle[] = ['FL', 'VC', 'FR'];
/** VG2 4.6.2: columns pair a front circle with the back circle behind it. */
export const BEHIND: Readonly<Record<string, Circle>> = { FL: 'BL', VC: 'BC', FR: 'BR' };

export type PileZone = 'deck' | 'hand' | 'drop' | 'soul' | 'damage' | 'bind' | 'trigger' | 'removed' | 'gzone';
export type Zone = PileZone | Circle;

export interface Mod {
  stat: 'power' | 'critical';
  n: number;
  /** "until end of turn" (VG2 6.8.1.4) or "until end of that battle" (VG2 7.8.1.2). */
  until: 'turn' | 'battle';
}

export interface Card {
  /** Fresh whenever the card changes zone other than circle to circle (VG2 4.1.4). */
  id: number;
  code: string;
  owner: Seat;
  up: boolean;
  rested: boolean;
  /** Placement order on the field, for the overload rule (VG2 9.3: "the one last placed"). */
  placed: number;
  /** One-shot effects applied to this card in its current zone; dropped on a zone change (VG2 4.1.4). */
  mods: Mod[] | null;
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
  field: Record<Circle, Card[]>;
  /** VG2 3.9.2: damage dealt to the vanguard that has not yet gone through the damage process. */
  vanguardDamage: number;
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
}

export function opponent(seat: Seat): Seat {
  return seat === 0 ? 1 : 0;
}

export function isCircle(z: Zone): z is Circle {
  return z.length === 2;
}

export function vanguardOf(s: VGState, seat: Seat): Card | undefined {
  const vc = s.players[seat].field.VC;
  return vc[vc.length - 1];
}

export function unitOn(s: VGState, seat: Seat, c: Circle): Card | undefined {
  const cards = s.players[seat].field[c];
  return cards[cards.length - 1];
}

/** Where a card with this id is on its master's field, if it is there. */
export function circleOf(s: VGState, seat: Seat, id: number): Circle | null {
  const f = s.players[seat].field;
  for (const c of CIRCLES) {
    for (const card of f[c]) if (card.id === id) return c;
  }
  return null;
}

export function findOnField(s: VGState, seat: Seat, id: number): Card | undefined {
  const f = s.players[seat].field;
  for (const c of CIRCLES) {
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
