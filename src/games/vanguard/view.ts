// What one seat may know (DESIGN point 5; VG2 4.1.2–4.1.3, 4.2.2, 4.3.2, 4.6.8, 4.8.2.1, 4.11.2, 5.4.3):
// zone sizes are public; the deck is hidden from everyone; a hand and face-down G zone cards only from their
// owner; the first vanguard stays hidden until Stand Up, a face-down bound card from all but its owner (4.9.2.1).
// Everything else on the field and in the public zones is shown.
import { eventsFor } from '../../core/engine.ts';
import type { Answer, DecisionKind, GameEvent, GameResult, Seat } from '../../core/types.ts';
import type { UnitState } from './abilities/dsl.ts';
import { type BattlePowers, battlePowers } from './battle.ts';
import { bindPileOf } from './bind.ts';
import { critical, power, shield } from './characteristics.ts';
import { statesOf } from './durations.ts';
import type { FormatId } from './formats.ts';
import { legionState } from './legion.ts';
import { isHeart } from './stride.ts';
import { type GiftView, giftView } from './gift.ts';
import { inHarmony, isSuccessful } from './turnRecords.ts';
import {
  type Battle,
  type Card,
  circlesOf,
  type Circle,
  dominatorOf,
  isDeleted,
  isLocked,
  type Phase,
  type VGState,
} from './state.ts';

export interface CardView {
  id: number;
  code: string;
  rested?: boolean;
  faceDown?: boolean;
  /** VG2 10.22: a locked card (face down on a rear-guard circle; its face is public, 4.6.8.1). */
  locked?: boolean;
  power?: number;
  critical?: number;
  /**
   * A guardian's shield as the rules count it now (VG2 2.6 with every effect on it; 3.11.2 none printed is 0), the
   * number the battle adds to the unit it guards (`battle.powers`): clients show this, not the printed shield.
   */
  shield?: number;
  /** VG2 10.25.2: a vanguard in the legion state (public, as the field is). */
  legion?: 'leader' | 'mate';
  /** VG2 10.26: a deleted unit (face down on the vanguard circle; every player may check its face, 10.26.6). */
  deleted?: boolean;
  /** VG2 10.35.1.1: the seat dominating this unit, while it is dominated. */
  dominatedBy?: Seat;
  /** VG2 10.27.3: a heart card under a strode G unit (not a unit: only its name and power count). */
  heart?: boolean;
  /** VG2 11.37.2: the unit is successful until end of turn (public, as the field is). */
  successful?: boolean;
  /** VG2 11.34.1: the unit is in harmony. */
  harmony?: boolean;
  /** VG2 11.21, 11.24, 11.29, 11.33: blazing / engorged / charging / hollowed until end of turn (public). */
  states?: UnitState[];
  /** VG2 4.9.3: in the bind zone, the pile of the effect that bound it (absent for a card in no pile). */
  pile?: number;
}

/** A card whose face this seat may not see. */
export interface HiddenCardView {
  hidden: true;
  /** VG2 4.9.3: a face-down bound card's pile, which every player sees. */
  pile?: number;
}

export interface PlayerView {
  seat: Seat;
  deck: number;
  hand: CardView[] | number;
  field: Record<Circle, (CardView | HiddenCardView)[]>;
  soul: CardView[];
  drop: CardView[];
  damage: CardView[];
  /** The bound cards this seat may see the face of: face up, and its own face-down ones (VG2 4.9.2.1). */
  bind: CardView[];
  /** VG2 4.9.2.1: the opponent's face-down bound cards, as backs; absent when there are none. */
  bindHidden?: HiddenCardView[];
  trigger: CardView[];
  removed: CardView[];
  /** Cards in the G zone, face up and face down. */
  gzone: number;
  /** VG2 4.11.3: the face-up G zone cards, public. */
  gzoneUp: CardView[];
  /** VG2 4.11.2: the face-down G zone cards, shown to their owner only. */
  gzoneDown?: CardView[];
  /** VGD 4.18: the ride deck zone's face-down cards, counted; absent for a player without a ride deck. */
  rideDeck?: number;
  /** VGD 4.18.5: its face-up cards, public. */
  rideDeckUp?: CardView[];
  /** VGD 4.18.2: its face-down cards, shown to their owner only. */
  rideDeckDown?: CardView[];
  /** VGD 4.16.2: the order area (an order being played and resolved), public; absent when empty. */
  orderArea?: CardView[];
  /** VGD 4.17.2: the order zone (set orders), public; absent when empty. */
  orderZone?: CardView[];
  /**
   * VGD 17.5.1.1: the opponent's cards imprisoned in this player's Prison, which lie in this player's order zone,
   * public (4.17.2); absent when there are none.
   */
  prison?: CardView[];
  vanguardDamage: number;
  /** VG2 10.6.3: the player's imaginary gift markers, public; absent when the player has none. */
  gifts?: GiftView;
}

export interface DecisionView {
  seat: Seat;
  kind: DecisionKind;
  prompt: string;
  options?: Answer[];
  looking?: CardView[];
}

export interface VGView {
  game: 'vanguard';
  format: FormatId;
  viewer: Seat | 'spectator';
  turn: number;
  turnPlayer: Seat;
  /**
   * VG2 12.4.2: while an extra turn is queued, the turns after this one, the next first (absent otherwise). The
   * last is the regular turn the extra turns come before. Public, as whose turn it is.
   */
  nextTurns?: { seat: Seat; extra: boolean }[];
  firstPlayer: Seat;
  phase: Phase;
  players: [PlayerView, PlayerView];
  /** The battle, with the powers its damage step would compare now (battle.ts `battlePowers`, VG2 7.7.1.2). */
  battle: (Battle & { powers: BattlePowers | null }) | null;
  decision: DecisionView | null;
  result: GameResult | null;
}

function pub(c: Card): CardView {
  const v: CardView = { id: c.id, code: c.code };
  if (!c.up) v.faceDown = true;
  return v;
}

/** A bound card whose face the viewer may see, with its pile (VG2 4.9.3). */
function boundView(s: VGState, c: Card): CardView {
  const v = pub(c);
  const pile = bindPileOf(s, c.id);
  if (pile !== undefined) v.pile = pile;
  return v;
}

/** VG2 4.9.2.1: face-down bound cards seen by a player other than their owner: no id, no code, only their piles. */
function hiddenBound(s: VGState, bind: readonly Card[]): HiddenCardView[] {
  const out: HiddenCardView[] = [];
  for (const c of bind) {
    if (c.up) continue;
    const v: HiddenCardView = { hidden: true };
    const pile = bindPileOf(s, c.id);
    if (pile !== undefined) v.pile = pile;
    out.push(v);
  }
  return out;
}

function playerView(s: VGState, seat: Seat, viewer: Seat | 'spectator'): PlayerView {
  const p = s.players[seat];
  const field = {} as PlayerView['field'];
  const legion = legionState(s, seat);
  for (const c of circlesOf(s, seat)) {
    field[c] = p.field[c].map((card): CardView | HiddenCardView => {
      // VG2 5.4.3: the first vanguard is not revealed until Stand Up, not even to its owner's opponent.
      if (!card.up && s.phase === 'setup' && viewer !== seat) return { hidden: true };
      const v = pub(card);
      if (card.rested) v.rested = true;
      if (isLocked(card, c)) {
        v.locked = true;
        return v; // VG2 10.22.3: it has no characteristics, so no power or critical to show
      }
      if (isDeleted(s, card, c)) v.deleted = true;
      if (s.dominated !== undefined) {
        const by = dominatorOf(s, card.id);
        if (by !== undefined) v.dominatedBy = by;
      }
      v.power = power(s, seat, card);
      v.critical = critical(s, seat, card);
      if (c === 'GC') v.shield = shield(s, seat, card);
      if (s.hearts !== undefined && c === 'VC' && isHeart(s, seat, card)) v.heart = true;
      if (s.successful !== undefined && isSuccessful(s, card.id)) v.successful = true;
      if (s.harmony !== undefined && inHarmony(s, seat, card.id)) v.harmony = true;
      if (card.mods !== null) {
        const states = statesOf(card);
        if (states.length > 0) v.states = states;
      }
      if (legion && c === 'VC') {
        if (card.id === legion.leader.id) v.legion = 'leader';
        else if (card.id === legion.mate.id) v.legion = 'mate';
      }
      return v;
    });
  }
  const held = s.players[seat === 0 ? 1 : 0].imprisoned; // VGD 17.5.1.1: in this player's order zone
  return {
    seat,
    deck: p.deck.length,
    hand: viewer === seat ? p.hand.map(pub) : p.hand.length,
    field,
    soul: p.soul.map(pub),
    drop: p.drop.map(pub),
    damage: p.damage.map(pub), // VG2 4.8.2.1: face-down damage is still public
    bind: p.bind.filter((c) => c.up || viewer === seat).map((c) => boundView(s, c)),
    ...(viewer !== seat && p.bind.some((c) => !c.up) ? { bindHidden: hiddenBound(s, p.bind) } : {}),
    trigger: p.trigger.map(pub),
    removed: p.removed.map(pub),
    gzone: p.gzone.length,
    gzoneUp: p.gzone.filter((c) => c.up).map(pub),
    ...(viewer === seat && p.gzone.length > 0 ? { gzoneDown: p.gzone.filter((c) => !c.up).map(pub) } : {}),
    ...(p.rideDeck !== undefined ? rideDeckView(p.rideDeck, viewer === seat) : {}),
    ...(p.orderArea !== undefined && p.orderArea.length > 0 ? { orderArea: p.orderArea.map(pub) } : {}),
    ...(p.orderZone !== undefined && p.orderZone.length > 0 ? { orderZone: p.orderZone.map(pub) } : {}),
    ...(held !== undefined && held.length > 0 ? { prison: held.map(pub) } : {}),
    vanguardDamage: p.vanguardDamage,
    ...(s.gifts !== undefined && s.gifts.some((m) => m.seat === seat) ? { gifts: giftView(s, seat) } : {}),
  };
}

/** VGD 4.18.2, 4.18.5: face-down ride deck cards are counted for the opponent and named for their owner. */
function rideDeckView(
  cards: readonly Card[],
  own: boolean,
): Pick<PlayerView, 'rideDeck' | 'rideDeckUp' | 'rideDeckDown'> {
  const down = cards.filter((c) => !c.up);
  return {
    rideDeck: down.length,
    rideDeckUp: cards.filter((c) => c.up).map(pub),
    ...(own ? { rideDeckDown: down.map(pub) } : {}),
  };
}

/**
 * A card a decision is looking at (`Decision.looking`, shown to the deciding player only): a card of a hidden zone,
 * or one of the hand, soul or drop zone an effect is about to call (callCards.ts, "from your hand or soul").
 */
function cardById(s: VGState, id: number): Card | undefined {
  for (const p of s.players) {
    for (const c of p.deck) if (c.id === id) return c;
    for (const zone of [p.hand, p.soul, p.drop]) for (const c of zone) if (c.id === id) return c;
    if (p.rideDeck !== undefined) for (const c of p.rideDeck) if (c.id === id) return c;
    for (const c of p.gzone) if (c.id === id) return c;
    for (const c of p.imprisoned ?? []) if (c.id === id) return c; // VGD 17.5: a Prison's call picks one of these
    for (const c of p.field.GC) if (c.id === id) return c; // VGD 10.5.1.2.2: a guardian of a call of several
  }
  return undefined;
}

export function vgView(s: VGState, viewer: Seat | 'spectator'): VGView {
  const d = s.decision;
  let decision: DecisionView | null = null;
  if (d && !s.result) {
    decision = { seat: d.seat, kind: d.kind, prompt: d.prompt };
    if (viewer === d.seat) {
      decision.options = d.options;
      if (d.looking) decision.looking = d.looking.map((id) => pub(cardById(s, id)!));
    }
  }
  // The state keeps the queue next-last with the regular turn at the bottom (turn.ts); the view reads it in order.
  const queued = s.upcomingTurns;
  const nextTurns = queued?.map((seat, i) => ({ seat, extra: i > 0 })).reverse();
  return {
    game: 'vanguard',
    format: s.format,
    viewer,
    turn: s.turn,
    turnPlayer: s.turnPlayer,
    ...(nextTurns !== undefined ? { nextTurns } : {}),
    firstPlayer: s.firstPlayer,
    phase: s.phase,
    players: [playerView(s, 0, viewer), playerView(s, 1, viewer)],
    battle: s.battle ? { ...s.battle, powers: battlePowers(s) } : null,
    decision,
    result: s.result,
  };
}

export function vgEvents(s: VGState, viewer: Seat | 'spectator', from = 0): GameEvent[] {
  return eventsFor(s, viewer, from);
}
