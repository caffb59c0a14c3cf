// The DBS game state: plain data only, so it clones, serialises and replays exactly.
// Areas follow DBS 3 (3-1-1: each player has one of every area): deck (3-2), hand (3-3), drop (3-4),
// leader (3-5), battle (3-6), combo (3-7), energy (3-8), life (3-9), warp (3-10) and the cards
// removed from the game (10-19). Positions follow 4-8; stacks 11-3; tokens 10-18.
import type { BaseState, Seat } from '../../core/types.ts';
import type { Keyword } from './cards/cardRecord.ts';
import type { Effect, Skill } from './abilities/dsl.ts';
import type { DbsOptions } from './formats.ts';

export type Area = 'deck' | 'hand' | 'drop' | 'leader' | 'battle' | 'combo' | 'energy' | 'life' | 'warp' | 'removed';
export const AREAS: readonly Area[] = [
  'deck',
  'hand',
  'drop',
  'leader',
  'battle',
  'combo',
  'energy',
  'life',
  'warp',
  'removed',
];

/** An effect's lasting change to a card (DBS 8-2-2-2), dropped when the card becomes a new object (3-1-4/5). */
export type Mod =
  /** `by`: whose skill's effect it is (DBS 9-5-2-1 credits a power-zero drop to that effect). */
  | { readonly stat: 'power'; readonly n: number; readonly until: Duration; readonly by?: Seat }
  /** DBS 7-4-1-2/3: combo power added to the attack or guard card; gone at 7-4-1-7. */
  | { readonly stat: 'combo'; readonly n: number; readonly until: 'battle' }
  /** Combo power this card adds while in the Combo Area ("add +10000 to this card's combo"). */
  | { readonly stat: 'comboPower'; readonly n: number; readonly until: Duration }
  | { readonly stat: 'keyword'; readonly keyword: Keyword; readonly until: Duration }
  | { readonly stat: 'attackActive'; readonly until: Duration }
  | { readonly stat: 'cannotAttack'; readonly until: Duration }
  | { readonly stat: 'skills'; readonly code: string; readonly until: Duration }
  /** DBS 8-3-2: all of this card's skills are negated (still skills, but they do nothing). */
  | { readonly stat: 'negated'; readonly until: Duration }
  /** DBS 8-3-2: one of this card's skills (its index in the card's skill list) is negated. */
  | { readonly stat: 'negatedSkill'; readonly index: number; readonly until: Duration }
  /** DBS 8-3-2: one keyword skill of this card is negated (BT2-048). */
  | { readonly stat: 'negatedKeyword'; readonly keyword: Keyword; readonly until: Duration }
  /** DBS 6-2-2 overridden (BT1-094): not switched to Active Mode in the Charge Phase of `chargeOf`'s next turn. */
  | { readonly stat: 'noStandNextCharge'; readonly chargeOf: Seat; readonly until: 'game' };

/** `nextTurn0` / `nextTurn1`: until the beginning of that seat's next turn (turn.ts). */
export type Duration = 'turn' | 'battle' | 'game' | 'mainPhase' | 'nextTurn0' | 'nextTurn1';

export interface Card {
  /** New whenever the card becomes a new object (DBS 3-1-4/5); kept between Battle and Combo Areas. */
  id: number;
  code: string;
  owner: Seat;
  /** DBS 4-8-1: Rest Mode (false = Active Mode). */
  rested: boolean;
  /** DBS 2-3-2-1-2, 10-2: a Leader showing its back face. */
  flipped: boolean;
  mods: Mod[];
  /** DBS 11-3: cards under this one, top first; they count as one card with it (11-3-2). */
  under: Card[];
  /** DBS 10-18: a token (no card code of its own); `code` is then `token:<name>:<power>`. */
  token?: boolean;
  /** How it entered the Battle Area this time: 'evolve' for an evolved card (10-5-7), 'overRealm' (10-15-4). */
  via?: string;
  /** The turn it was played with [Over Realm] (10-15-4). */
  overRealmTurn?: number;
}

export interface PlayerState {
  /** The last element is the top of the deck. */
  deck: Card[];
  hand: Card[];
  /** The last element is the top (3-4-2). */
  drop: Card[];
  leader: Card[];
  battle: Card[];
  combo: Card[];
  energy: Card[];
  life: Card[];
  warp: Card[];
  removed: Card[];
}

export interface BattleState {
  attacker: number;
  attackerSeat: Seat;
  guard: number;
  /** DBS 10-4-2: the target before a [Blocker] changed it. */
  originalGuard: number;
  attackerIsBattleCard: boolean;
  guardIsLeader: boolean;
  negated: boolean;
  /** [Blocker] may not be used during this attack ("cannot activate [Blocker]"). */
  noBlocker: boolean;
  blocked: boolean;
  /** Cards combo'd this battle and whether from hand (7-4-1-8-1). */
  combos: { id: number; code: string; seat: Seat; fromHand: boolean }[];
  /** "KO that card after the battle" (Frost). */
  koAfter: number[];
  /** DBS 10-9: the [Revenge] guard card KO'd in this battle. */
  revengeFrom?: number;
  /** DBS 10-8: stand the attacker after the battle. */
  standAfter: number[];
}

/** A triggered [Auto] waiting for a checkpoint (DBS 8-6-2). */
export interface Pending {
  seat: Seat;
  source: number;
  code: string;
  /** Index into the card's skills; -1 for a built-in keyword auto (`kw`). */
  index: number;
  kw?: 'blocker' | 'dualAttack' | 'revenge';
  /** The card the trigger was about (played card, attacked card …). */
  it?: number;
  /** DBS 10-11-2: the once-per-turn key of this skill instance. */
  onceKey?: string;
  /** DBS 8-6-5-1-2: the card as it was in the Battle Area, for a skill triggered by its leaving it. */
  lastKnown?: LastKnown;
}

/** DBS 8-6-5-1-2: a card's information as it was in the Battle Area when it left. */
export interface LastKnown {
  /** The card then: its mode, face, effects and the cards under it. */
  card: Card;
  /** Its power then, with the continuous effects that applied in the Battle Area (8-8-1). */
  power: number;
}

export type Phase = 'setup' | 'charge' | 'main' | 'mainEnd' | 'end';

export interface DBSState extends BaseState {
  game: 'dbs';
  format: string;
  opts: DbsOptions;
  nextId: number;
  players: [PlayerState, PlayerState];
  turn: number;
  turnPlayer: Seat;
  firstPlayer: Seat;
  phase: Phase;
  /** Offence / defence / damage step name while a battle is on, for views and triggers. */
  step: string | null;
  battle: BattleState | null;
  pending: Pending[];
  /** DBS 10-11: once-per-turn skill instances used this turn. */
  usedThisTurn: string[];
  /** DBS 6-4-1-1: "at the end of the turn" autos already triggered this turn. */
  endTriggered: string[];
  /** DBS 10-8: [Dual Attack] stands used this turn, by card id. */
  dualUsed: Record<string, number>;
  /** DBS 10-15-5: [Over Realm] + [Dark Over Realm] uses this turn, per seat. */
  overRealmUses: [number, number];
  /** "You may activate [Awaken] even with 5 or more life" this turn (per seat). */
  awakenAnyLife: [boolean, boolean];
  /** DBS 8-8-1: counter timing open (4-7-2-5: never nested). */
  inCounterTiming: boolean;
  /** Loop guard (digest §3.9, DBS 11-1-2): rule-processing rounds in one checkpoint. */
  loopGuard: number;
  /** DBS 8-6-6-1: situation triggers (`card id:skill index`) whose situation holds now; absent when none. */
  situationsHeld?: string[];
  /**
   * DBS 11-1-2-1 / 11-1-2-2: loop questions (position keys, loops.ts) at which a player who stopped a loop, or
   * declared the larger count, may not restart it: the engine gives `ans` for them. Absent until the first.
   */
  loopBans?: { key: string; ans: 'yes' | 'no' }[];
  /**
   * DBS 5-2-1-1 / 5-2-1-4: each player's presented deck (the last element on top), held until it is shuffled and
   * placed in the Deck Area; absent from then on. Until then the Deck Areas are empty, and a skill taking a card
   * "from your deck" (5-2-1-3) takes it from here.
   */
  presented?: [Card[], Card[]];
  /**
   * DBS 8-1-4-2: objects an effect made invalid for a [Permanent] skill this turn, which that skill then leaves
   * alone until the turn ends, as `source:skill index:object` keys. Absent until the first.
   */
  permanentMemory?: string[];
  /**
   * Effects a resolved skill left for "the end of that turn" (BT2-036, BT2-069): they resolve as that turn's End
   * Phase begins (6-4-1-1), `seat`'s, as the skill of `code`. Absent when none.
   */
  delayed?: { seat: Seat; source: number; code: string; effects: Effect[]; turn: number }[];
  /**
   * Seats that "cannot lose the game" while their opponent "cannot win the game" until turn `turn` ends (P-032;
   * card text over the rules, 1-3-1). Absent when none.
   */
  lossBarred?: { seat: Seat; turn: number }[];
  /**
   * Ids of cards played this turn whose skill waits for "your opponent combos during that turn" (BT2-073); absent
   * when none, so games without such a card keep their state unchanged.
   */
  playedThisTurn?: number[];
}

export function opponent(seat: Seat): Seat {
  return seat === 0 ? 1 : 0;
}

export function leaderOf(s: DBSState, seat: Seat): Card {
  return s.players[seat].leader[0];
}

/** Where a card with this id is among both players' areas (top cards only), or null. */
export function locate(s: DBSState, id: number): { seat: Seat; area: Area; card: Card } | null {
  for (const seat of [0, 1] as const) {
    const p = s.players[seat];
    for (const area of AREAS) {
      for (const c of p[area]) if (c.id === id) return { seat, area, card: c };
    }
  }
  return null;
}

/** The cards a skill means by "your deck": the Deck Area, or the presented deck before it is placed (5-2-1-4). */
export function deckOf(s: DBSState, seat: Seat): Card[] {
  return s.presented ? s.presented[seat] : s.players[seat].deck;
}

export function inArea(s: DBSState, seat: Seat, area: Area, id: number): Card | undefined {
  for (const c of s.players[seat][area]) if (c.id === id) return c;
  return undefined;
}

/** The skills a card is given by an effect ("gains all the skills of the chosen card"). */
export type GrantedSkills = readonly Skill[];
