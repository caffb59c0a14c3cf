// The Buddyfight game state: plain data only, so it clones, serialises and replays exactly.
// Zones per fighter follow the playmat (digest §1.3, BF-Mat①–⑨): deck ①, the flag ② and item ② slots, buddy zone ③,
// gauge ④, left ⑤ / right ⑥ / center ⑦, the spell area ⑧ and drop ⑨, plus the hand and the soul under a card
// (BF-Oth[Souls]). Life is a counter, not cards (BF-RC: life 0 loses). The battle record follows BF-Atk 2.2–3.3.
import type { BaseState, Seat } from '../../core/types.ts';
import type { Keyword } from './abilities/dsl.ts';
import type { BfOptions } from './formats.ts';

export type Zone =
  | 'deck'
  | 'hand'
  | 'drop'
  | 'gauge'
  | 'flag'
  | 'buddy'
  | 'left'
  | 'center'
  | 'right'
  | 'item'
  | 'spell'
  /** A card being called, cast or equipped: shown to both fighters (BF-Call 1.1, BF-Cast 1.1), not yet on the field. */
  | 'play';
export const ZONES: readonly Zone[] = [
  'deck',
  'hand',
  'drop',
  'gauge',
  'flag',
  'buddy',
  'left',
  'center',
  'right',
  'item',
  'spell',
  'play',
];
/** BF-Mat⑤–⑦: the three monster areas. */
export type Area = 'left' | 'center' | 'right';
export const AREAS: readonly Area[] = ['left', 'center', 'right'];

/** An effect's lasting change to a card, gone when the card leaves the field (it becomes a new card then). */
export interface Mod {
  power?: number;
  defense?: number;
  critical?: number;
  keyword?: Keyword;
  /** "Nullify the attacking card's [Penetrate]" for this turn (Legendary Warrior, Gao). */
  noPenetrate?: boolean;
  /** "This card can attack your opponent even if there is a monster in the center" for this turn. */
  pastCenter?: boolean;
  until: 'battle' | 'turn';
}

export interface Card {
  /** New whenever the card changes zone (a new object: DESIGN point 5); kept when a monster moves between areas. */
  id: number;
  code: string;
  owner: Seat;
  /** Rest (true) or Stand. */
  rested: boolean;
  /** BF-Oth[Souls]: cards under this one, face up unless `faceDown`. */
  soul: Card[];
  /** A face-down soul card: only its owner may look at it (BF-Oth[Souls]). */
  faceDown?: boolean;
  mods: Mod[];
}

export interface PlayerState {
  /** The last element is the top of the deck. */
  deck: Card[];
  hand: Card[];
  drop: Card[];
  /** BF-Mat④: face down, hidden even from its owner. */
  gauge: Card[];
  flag: Card[];
  /** BF-Mat③: the buddy zone (face up). */
  buddy: Card[];
  left: Card[];
  center: Card[];
  right: Card[];
  item: Card[];
  spell: Card[];
  play: Card[];
  life: number;
  /**
   * "The next time damage would be dealt to you this turn, it is reduced to 0, and you gain n life": one entry per
   * such effect waiting, each the life it gives (gone at the end of the turn). Absent when none.
   */
  damageShields?: number[];
}

export interface Battle {
  /** BF-Atk 2.2: the attacking cards (a link attack when more than one). */
  attackers: number[];
  attackerSeat: Seat;
  /** The attacked monster, or null for the fighter. */
  target: number | null;
  /** BF-Atk 3.2.1: the target was the opponent's center monster when the attack was declared. */
  targetWasCenter: boolean;
  nullified: boolean;
  /** BF-Atk 3.1.1: the target was destroyed by this attack. */
  destroyed: boolean;
  /** BF-Atk 2.2: declared as a link attack (BF-Q11: it stops being one when only one attacker is left). */
  link: boolean;
  final: boolean;
}

/** A triggered automatic ability waiting to resolve (BF-Abil-Auto 1). */
export interface Pending {
  seat: Seat;
  source: number;
  code: string;
  /** Index into the card's autos; -1 for a keyword auto (`kw`). */
  index: number;
  kw?: 'lifelink';
  n?: number;
}

export type Phase = 'setup' | 'start' | 'main' | 'attack' | 'final';

export interface BFState extends BaseState {
  game: 'buddyfight';
  format: string;
  opts: BfOptions;
  nextId: number;
  players: [PlayerState, PlayerState];
  turn: number;
  turnPlayer: Seat;
  firstPlayer: Seat;
  phase: Phase;
  /** The step for views and tests ("attack 2.5", "final 1.1" …). */
  step: string;
  battle: Battle | null;
  pending: Pending[];
  /** BF-OPT: once-per-turn keys used this turn ("name:X" by card name, "card:id:i" by card). */
  usedThisTurn: string[];
  /** BF-Atk 2.1: attacks declared this turn, and whether one was in the attack phase (BF-Fin 2.1, BF-Q32). */
  attacksThisTurn: number;
  attackedInAttackPhase: boolean;
  /** BF-KW[n Attack]: stands given this turn, by card id. */
  standsUsed: Record<string, number>;
  /** BF-2018#2: [Counter]s used by each fighter in this battle (the old rule allows one). */
  countersThisBattle: [number, number];
  /** BF-RC 3: the monster each fighter called or placed last (it is never the one dropped for size). */
  lastPlaced: [number, number];
  /** BF-Call 3.2 / BF-Imp: the Buddy Gift was given (once a game). */
  buddyGift: [boolean, boolean];
  /** BF-Mat③: the code of each fighter's buddy, fixed at the start of the game. */
  buddyCode: [string, string];
  /**
   * BF-Oth[When…]: monsters whose entering the field may still be answered by a "when a monster enters …" [Counter]
   * (with the area they entered). A window closes when the play timing it opened in (or the next one, if it opened
   * outside one) ends, when the phase ends, or when an unrelated card used after it resolves outside a [Counter]
   * window. Optional so that states saved before it existed still load.
   */
  entered?: { seat: Seat; card: number; area: Area }[];
}

export function opponent(seat: Seat): Seat {
  return seat === 0 ? 1 : 0;
}

/** Where a card with this id is (top-level cards only), or null. */
export function locate(s: BFState, id: number): { seat: Seat; zone: Zone; card: Card } | null {
  for (const seat of [0, 1] as const) {
    const p = s.players[seat];
    for (const zone of ZONES) for (const c of p[zone]) if (c.id === id) return { seat, zone, card: c };
  }
  return null;
}

/** The monsters on a fighter's field (BF-Mat⑤–⑦), left to right. */
export function monstersOf(s: BFState, seat: Seat): Card[] {
  const p = s.players[seat];
  return [...p.left, ...p.center, ...p.right];
}

/** The monster area holding this card, or null. */
export function areaOf(s: BFState, id: number): { seat: Seat; area: Area } | null {
  for (const seat of [0, 1] as const)
    for (const area of AREAS) if (s.players[seat][area].some((c) => c.id === id)) return { seat, area };
  return null;
}

/** BF-Mat: a card on the field (monster areas, item, spell area; not the flag or buddy zone). */
export function onField(s: BFState, id: number): Card | null {
  const l = locate(s, id);
  if (!l) return null;
  return l.zone === 'left' || l.zone === 'center' || l.zone === 'right' || l.zone === 'item' || l.zone === 'spell'
    ? l.card
    : null;
}
