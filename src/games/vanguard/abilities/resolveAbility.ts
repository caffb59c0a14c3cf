// Playing and resolving abilities (VG2 8.5.2–8.5.5; VG1 8.5): costs are worked out and paid all at
// once or not at all (8.5.2.3, 8.6.4); an automatic ability's cost is optional ("you may pay the cost.
// If you do", 3.1.1.5.2) and its "if" requirement is checked when it resolves (8.1.1.2.3); "choose"
// is decided on resolution, as many as possible, "up to" allowing none (8.5.4.1); omitted actors and
// units are the master and the ability's own card (8.5.5). An ability whose card has moved still
// resolves and does what it still can (8.6.8, 1.3.2). [1/Turn] and "cannot be used for the rest of …"
// (12.5, 12.2) are recorded in restrictions.ts; a retire may be replaced (8.2.1.3); the opponent's units
// with Resist cannot be chosen (11.13) and "cannot be affected" units are left alone (12.11); "for each"
// fixes its count first (12.6); a retired card's last information on the field stays usable (8.8).
// The "active while" keywords (Limit Break 11.6, Brave 11.15, Oracle 11.16, …) are checked only when an
// [ACT] would be played. Whole mechanics resolve in their own files, dispatched from `runEffect`: the section 11
// keyword effects (keywordEffects.ts), time leap (timeLeap.ts), looking at and searching the deck
// (lookAndSearch.ts), Seek Mate (legion.ts), dominate (dominate.ts), unlock (lock.ts) and delete (deleted.ts).
import { getGiftNow } from '../gift.ts';
import { ask, emit, popFrame, pushFrame, takeAnswer } from '../../../core/engine.ts';
import { shuffleInPlace } from '../../../core/rng.ts';
import type { Answer, Decision, Frame, GameEvent, Seat } from '../../../core/types.ts';
import { power as powerOf, grade as gradeOf } from '../characteristics.ts';
import { addGrant, addMod, addSet, nullifyEffects, timestamp } from '../durations.ts';
import {
  type Card,
  type Circle,
  circleOf,
  circlesOf,
  dominatorOf,
  findOnField,
  inFrontRow,
  isCircle,
  isDeleted,
  opponent,
  type Mod,
  rearGuardCircles,
  type Standby,
  unitOn,
  type VGState,
  vanguardOf,
  withCard,
  type Zone,
} from '../state.ts';
import { battleOpponents, changeAttacked, startForcedAttacks } from '../battle.ts';
import { bindCard, bindTopOfDeck, boundCardsToHand, cardsOfPile, newBindPile } from '../bind.ts';
import { deleteByEffect } from '../deleted.ts';
import { dominateTargets, endDominations } from '../dominate.ts';
import type { FormatId } from '../formats.ts';
import { requireCard } from '../cards/cardPool.ts';
import { drawCard, moveCard, seenByAll, setRested } from '../zones.ts';
import { lockCard, openRearguardCircles, putAsLocked, unlockChosen } from '../lock.ts';
import { noteRide } from '../gift.ts';
import { count, gatesOpen, holds, matches } from './conditions.ts';
import { resists, retireReplacement, unaffectedByOpponent } from './continuous.ts';
import {
  type Ability,
  type ActAbility,
  type AutoAbility,
  type CardFilter,
  type Cost,
  type Effect,
  hasGate,
  type OffFieldZone,
  type Target,
} from './dsl.ts';
import { raise } from './autoAbilities.ts';
import { homarePaidThisTurn, noteHomare } from '../turnRecords.ts';
import { abilitiesOf, abilitiesOfCard, anyAbilities, features } from './registry.ts';
import { cancelStandbyOf, forbid, usable } from './restrictions.ts';
import { legionOf, legionWithHeart, seekMate } from '../legion.ts';
import { addExtraTurn } from '../turn.ts';
import {
  become,
  becomeSuccessful,
  callFromSoul,
  dealDamage,
  endOfStateMove,
  engorgeEffect,
  harmonyEffect,
  rescue,
  revelation,
  stoodByEffect,
} from './keywordEffects.ts';
import { callFound, lookTop, searchDeck, searchDrop } from './lookAndSearch.ts';
import { runSentence } from './sentences.ts';
import { declare, revealTop } from './declare.ts';
import { rideCards } from './rideCards.ts';
import { callCards } from './callCards.ts';
import { circlesInColumn, sameColumnUnits, unitColumn } from '../columns.ts';
import { stopQuestion } from '../loops.ts';
import { timeLeap, timeLeapReturn } from './timeLeap.ts';
import { flipCard, removeOtherCards, strideOnto } from '../stride.ts';
import { imprison, prisonOf } from '../prison.ts';
import { oneOfEachCode } from '../../../core/identicalCopies.ts';

export interface ResolveFrame extends Frame {
  k: 'vg.resolve';
  seat: Seat;
  code: string;
  source: number;
  index: number;
  boosted: number;
  /** An activated ability pays first, as it is played (VG2 8.5.2.3); an automatic one on resolution. */
  act: boolean;
  /** Played from a hand window: choosing it there was its "you may" (autoAbilities.ts). */
  fromWindow?: boolean;
  /** An ability the card got from an effect or a timed trigger (not in its printed list). */
  ability?: Ability;
  phase: 'start' | 'cost' | 'effects';
  costI: number;
  /** Cards chosen for the cost part being worked out. */
  chosen: number[];
  /** Every card chosen for the whole cost, paid together at the end. */
  payment: { pay: Cost['pay']; ids: number[] }[];
  effI: number;
  /** Units already chosen for the current effect. */
  picked: number[];
  /** Sub-step inside the current effect (e.g. which player is asked next). */
  sub: number;
  /** An activated ability's "If" requirement has been checked (once, after its cost). */
  checked: boolean;
  /** [1/Turn] only: a fingerprint of the game before the ability, to tell whether it changed anything (VG2 12.5.1.1.1). */
  fp: number;
  /** VG2 8.8.1: [power, grade] of the last card this ability retired, as it was on the field. */
  mem: number[];
  /** VG2 12.6: repetitions done and the fixed count X (-1 before it is fixed, 12.6.2). */
  rep: number;
  repN: number;
  /** VG2 12.6.3: objects chosen in earlier repetitions, which may not be chosen again. */
  usedPicks: number[];
  /** Cards looked at by "look at the top N" that are still to be dealt with; or units already handled. */
  look: number[];
  /** VG2 10.31.2, time leap only: for each card bound so far, its id and the id of the unit called for it (0: none). */
  leap?: number[];
  /** The units its trigger saw (`Standby.units`): Success's rear-guards (VG2 11.37.4), Harmony's placed unit (11.34.1). */
  units?: number[];
  /** The units this ability has called so far ("that unit", `atEndOfTurnReturnToHand`); absent until one. */
  called?: number[];
  /** VG2 11.24.1, engorge only: the units its retire has retired so far. */
  retired?: number;
  /** VG2 8.1.1.1.2.2: how far the `sentence` being resolved has got (absent outside one). */
  sentI?: number;
  /** VG2 8.1.1.1.2.4–8.1.1.1.2.5: the last sentence reached did not resolve (its requirement was not met). */
  held?: boolean;
  /** VG2 10.23: the card name or grade this ability declared (absent until it declares). */
  declared?: string | number;
  /** The code of the card this ability last revealed from the top of the deck (`revealTop`). */
  revealed?: string;
  /** VG2 4.9.3: the pile this ability's last `bind` effect put its cards in ("the cards bound by this effect"). */
  pile?: number;
}

export type YesNo = { t: 'yes' } | { t: 'no' };
export type CardPick = { t: 'card'; card: number };
export type CirclePick = { t: 'unit'; seat: Seat; circle: Circle };
export type NonePick = { t: 'none' };

export function abilityOf(f: { code: string; index: number; ability?: Ability }): Ability {
  return f.ability ?? abilitiesOf(f.code)[f.index];
}

/** Log that an ability is played; one from a card in the hand names the card only to its master (VG2 4.3.2). */
function logPlay(s: VGState, seat: Seat, id: number, code: string, index: number): void {
  const ev = { t: 'playAbility', seat, card: { id, code }, index } as GameEvent;
  if (s.players[seat].hand.some((c) => c.id === id)) emit(s, ev, seat, { t: 'playAbility', seat } as GameEvent);
  else if (features.putInto && s.players[seat].deck.some((c) => c.id === id)) {
    // VG2 8.6.5.1.1, 4.2.2: a card put into the deck from a public zone is known, but its new id is not followed,
    // by anyone: the deck is hidden from its owner too.
    const known = { t: 'playAbility', seat, card: { code }, index } as GameEvent;
    emit(s, known);
  } else emit(s, ev);
}

/** `chosen`: played from a hand window, whose choice already answered its "you may" (autoAbilities.ts). */
export function startResolving(s: VGState, st: Standby, chosen = false): void {
  logPlay(s, st.seat, st.source, st.code, st.index);
  const f = newFrame(st.seat, st.code, st.source, st.index, st.boosted ?? 0, false);
  if (chosen) f.fromWindow = true;
  if (st.ability) f.ability = st.ability;
  if (st.mem) f.mem = st.mem.slice(); // VG2 8.6.5.1.2: what the card was on the field
  if (st.units) f.units = st.units.slice();
  if ((abilityOf(f) as AutoAbility).oncePerTurn) f.fp = fingerprint(s);
  pushFrame<ResolveFrame>(s, f);
}

/** Play an activated ability (VG2 8.5.2): its cost is chosen and paid first. */
export function playActivated(s: VGState, seat: Seat, card: Card, index: number): void {
  logPlay(s, seat, card.id, card.code, index);
  const f = newFrame(seat, card.code, card.id, index, 0, true);
  if (index >= abilitiesOf(card.code).length) f.ability = abilitiesOfCard(card)[index]; // an ability it got (VG2 10.21)
  if ((abilityOf(f) as ActAbility).oncePerTurn) f.fp = fingerprint(s);
  // VG2 8.5.2.3.1: played from the (hidden) hand, the card is revealed to show where the ability comes from,
  // unless its cost reveals it anyway.
  const revealsItself = (abilityOf(f) as ActAbility).cost.some((c) => c.pay === 'revealThisPutOnDeckTop');
  if (!revealsItself && s.players[seat].hand.some((c) => c.id === card.id))
    emit(s, { t: 'reveal', seat, zone: 'hand', cards: [{ code: card.code }] } as GameEvent);
  pushFrame<ResolveFrame>(s, f);
}

/**
 * Play `ability`, which `code` does not print, for `seat` as an activated ability of the card `source` (its cost chosen
 * and paid first): the special action a card's [CONT] gives a player (prison.ts, VGD 17.5).
 */
export function playGiven(s: VGState, seat: Seat, code: string, source: number, ability: ActAbility): void {
  logPlay(s, seat, source, code, abilitiesOf(code).length);
  const f = newFrame(seat, code, source, abilitiesOf(code).length, 0, true);
  f.ability = ability;
  pushFrame<ResolveFrame>(s, f);
}

function newFrame(
  seat: Seat,
  code: string,
  source: number,
  index: number,
  boosted: number,
  act: boolean,
): ResolveFrame {
  return {
    k: 'vg.resolve',
    step: 0,
    seat,
    code,
    source,
    index,
    boosted,
    act,
    phase: 'start',
    costI: 0,
    chosen: [],
    payment: [],
    effI: 0,
    picked: [],
    sub: 0,
    checked: false,
    fp: 0,
    mem: [],
    rep: 0,
    repN: -1,
    usedPicks: [],
    look: [],
  };
}

/** A fingerprint of the game's cards and standby list (FNV-1a of its JSON), for [1/Turn] (VG2 12.5.1.1.1). */
function fingerprint(s: VGState): number {
  // An attack set up but not begun yet (VG2 10.34.1) is a change too.
  const parts = [s.players, s.standby, s.delayed];
  const text = JSON.stringify(s.forcedAttacks === undefined ? parts : [...parts, s.forcedAttacks]);
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

// --- costs ---------------------------------------------------------------------------------------

function faceUpDamage(s: VGState, seat: Seat): Card[] {
  return s.players[seat].damage.filter((c) => c.up);
}

/** VG2 10.29: the card's abilities have lost their costs — paying them performs no action. */
function costLost(s: VGState, seat: Seat, source: number): boolean {
  if (!features.loseCost) return false;
  const u = sourceUnit(s, seat, source)?.card;
  return u !== undefined && u.mods !== null && u.mods.some((m) => m.stat === 'loseCost');
}

/** Can the whole cost be paid now? (VG2 8.5.2.3) */
export function canPay(s: VGState, seat: Seat, source: number, costs: readonly Cost[]): boolean {
  if (costs.length > 0 && costLost(s, seat, source)) return true;
  const p = s.players[seat];
  for (const c of costs) {
    if (c.pay === 'counterBlast' && costCandidates(s, seat, source, c).length < c.n) return false;
    if (c.pay === 'soulBlast' && costCandidates(s, seat, source, c).length < c.n) return false;
    if (c.pay === 'discard' && p.hand.filter((h) => h.id !== source).length < c.n) return false;
    if (c.pay === 'restThis') {
      const u = sourceUnit(s, seat, source)?.card;
      if (!u || u.rested) return false;
    }
    if (c.pay === 'restUnit' && costCandidates(s, seat, source, c).length < c.n) return false;
    if (c.pay === 'revealThisPutOnDeckTop' && !p.hand.some((h) => h.id === source)) return false;
    if (c.pay === 'soulCharge' && p.deck.length < c.n) return false;
    if (c.pay === 'dropToDeckTop' && p.drop.length < c.n) return false;
    if (c.pay === 'putIntoSoul' && c.what === 'this' && !sourceUnit(s, seat, source)) return false;
    if (
      (c.pay === 'retire' || c.pay === 'bind' || (c.pay === 'putIntoSoul' && c.what === 'rearguard')) &&
      costCandidates(s, seat, source, c).length < costCount(c)
    ) {
      return false;
    }
  }
  return costs.length < 2 || enoughRearguards(s, seat, source, costs);
}

/** Two parts drawing on the same rear-guards (a retire and a put-into-soul) must not share one. */
function enoughRearguards(s: VGState, seat: Seat, source: number, costs: readonly Cost[]): boolean {
  let parts = 0;
  let n = 0;
  for (const c of costs) {
    if (c.pay === 'retire' || (c.pay === 'putIntoSoul' && c.what === 'rearguard')) {
      parts++;
      n += costCount(c);
    }
  }
  return parts < 2 || rearguardsOf(s, seat).filter((u) => u.id !== source).length >= n;
}

function costCount(c: Cost): number {
  return c.pay === 'restThis' || c.pay === 'revealThisPutOnDeckTop' ? 0 : (c.n ?? 1);
}

function rearguardsOf(s: VGState, seat: Seat): Card[] {
  const out: Card[] = [];
  for (const c of rearGuardCircles(s, seat)) {
    const u = unitOn(s, seat, c);
    if (u) out.push(u);
  }
  return out;
}

function costCandidates(s: VGState, seat: Seat, source: number, c: Cost): Card[] {
  const p = s.players[seat];
  const fits = (x: Card, f: CardFilter | undefined) => !f || matches(s, x, f, source);
  // VG2 10.16.1.1, 10.17.1.1: "[CB N-(requirement)]": only the cards that meet the requirement pay.
  if (c.pay === 'counterBlast')
    return c.filter ? faceUpDamage(s, seat).filter((x) => fits(x, c.filter)) : faceUpDamage(s, seat);
  if (c.pay === 'soulBlast') return c.filter ? p.soul.filter((x) => fits(x, c.filter)) : p.soul;
  if (c.pay === 'discard') return p.hand.filter((h) => h.id !== source);
  // VG2 10.4: a rear-guard of yours; "another" unless the filter lets the ability's own unit pay.
  if (c.pay === 'retire') return rearguardsOf(s, seat).filter((u) => u.id !== source && fits(u, c.filter));
  if (c.pay === 'putIntoSoul' && c.what === 'rearguard')
    return rearguardsOf(s, seat).filter((u) => u.id !== source && fits(u, c.filter));
  if (c.pay === 'bind') return p[c.from].filter((x) => x.id !== source && fits(x, c.filter));
  if (c.pay === 'dropToDeckTop') return p.drop;
  if (c.pay === 'restUnit') {
    // VGD 3.5.2: only a standing unit can be rested; the vanguard and the rear-guards alike.
    const out: Card[] = [];
    for (const circle of circlesOf(s, seat)) {
      const u = unitOn(s, seat, circle);
      if (u && !u.rested && circle !== 'GC') out.push(u);
    }
    return out;
  }
  return [];
}

/** Work out the cost part by part (choices one card at a time); returns false while waiting for an answer. */
export function chooseCost(s: VGState, f: ResolveFrame, costs: readonly Cost[]): boolean {
  if (costs.length > 0 && f.costI === 0 && f.payment.length === 0 && costLost(s, f.seat, f.source)) {
    f.costI = costs.length; // VG2 10.29: nothing to choose, nothing to pay
    return true;
  }
  while (f.costI < costs.length) {
    const c = costs[f.costI];
    if (
      c.pay === 'restThis' ||
      c.pay === 'revealThisPutOnDeckTop' ||
      c.pay === 'soulCharge' ||
      (c.pay === 'putIntoSoul' && c.what === 'this')
    ) {
      f.payment.push({ pay: c.pay, ids: [] });
      f.costI++;
      continue;
    }
    const n = costCount(c);
    const taken = f.payment.flatMap((x) => x.ids);
    const pool = costCandidates(s, f.seat, f.source, c).filter(
      (x) => !f.chosen.includes(x.id) && !taken.includes(x.id),
    );
    // VG2 11.10.2: "in any order" — the order chosen is the order put on the deck, so it is asked even when
    // every card is needed.
    const order = c.pay === 'dropToDeckTop' && pool.length > 1;
    if (f.chosen.length < n && (pool.length + f.chosen.length > n || order)) {
      const a = takeAnswer<CardPick>(s);
      if (!a) {
        ask<CardPick>(s, {
          seat: f.seat,
          kind: 'chooseCard',
          prompt: `vg.cost.${c.pay}`,
          options: pool.map((x) => ({ t: 'card', card: x.id })),
        });
        return false;
      }
      f.chosen.push(a.card);
      continue;
    }
    // Exactly enough left: every remaining card is needed.
    for (const x of pool) if (f.chosen.length < n) f.chosen.push(x.id);
    f.payment.push({ pay: c.pay, ids: f.chosen });
    f.chosen = [];
    f.costI++;
  }
  return true;
}

/** Pay every part of the cost at once (VG2 8.5.2.3). */
export function pay(s: VGState, f: ResolveFrame, costs: readonly Cost[]): void {
  const p = s.players[f.seat];
  for (let k = 0; k < f.payment.length; k++) {
    const part = f.payment[k];
    const cost = costs[k];
    const pile = part.pay === 'bind' ? newBindPile(s) : 0; // VG2 4.9.3: a pile of its own for this bind cost
    for (const id of part.ids) {
      if (part.pay === 'counterBlast') {
        const i = p.damage.findIndex((c) => c.id === id);
        const c = p.damage[i];
        p.damage[i] = withCard(c, c.id, false, c.rested, c.placed, c.mods); // VG2 10.16: turned face down
      } else if (part.pay === 'retire' || part.pay === 'putIntoSoul') {
        const u = findOnField(s, f.seat, id);
        const c = u ? circleOfCard(s, f.seat, id) : null;
        if (u && c) {
          moveCard(s, f.seat, u, c, part.pay === 'retire' ? 'drop' : 'soul'); // VG2 10.4
          if (part.pay === 'retire') emit(s, { t: 'retire', seat: f.seat, card: { id, code: u.code } } as GameEvent);
        }
      } else if (part.pay === 'restUnit') {
        const u = findOnField(s, f.seat, id);
        if (u) setRested(s, f.seat, u, true); // VGD 3.5.2
      } else if (part.pay === 'dropToDeckTop') {
        // VG2 11.10.2: each goes on the top in turn, so the last one chosen is the top card.
        const card = p.drop.find((c) => c.id === id);
        if (card) moveCard(s, f.seat, card, 'drop', 'deck');
      } else if (part.pay === 'bind') {
        const bind = cost as Extract<Cost, { pay: 'bind' }>;
        const card = p[bind.from].find((c) => c.id === id);
        if (card) bindCard(s, f.seat, card, bind.from, pile, bind.faceDown === true); // VG2 10.19, 4.9.2.1
      } else {
        // VG2 10.17 Soul Blast: soul to drop; VG2 10.3 discard: hand to drop.
        const from = part.pay === 'soulBlast' ? 'soul' : 'hand';
        moveCard(
          s,
          f.seat,
          p[from].find((c) => c.id === id)!,
          from,
          'drop',
        );
      }
    }
    if (part.pay === 'restThis') {
      const u = sourceUnit(s, f.seat, f.source);
      if (u) setRested(s, u.seat, u.card, true);
    }
    if (part.pay === 'revealThisPutOnDeckTop') {
      const card = p.hand.find((c) => c.id === f.source);
      if (card) {
        emit(s, { t: 'reveal', seat: f.seat, zone: 'hand', cards: [{ code: card.code }] } as GameEvent);
        moveCard(s, f.seat, card, 'hand', 'deck');
      }
    }
    if (part.pay === 'soulCharge') soulCharge(s, f.seat, (cost as Extract<Cost, { pay: 'soulCharge' }>).n);
    if (part.pay === 'putIntoSoul' && part.ids.length === 0) {
      // VG2 10.35.4.1: a dominated unit goes to its owner's soul.
      const u = sourceUnit(s, f.seat, f.source);
      const c = u ? circleOfCard(s, u.seat, u.card.id) : null;
      if (u && c) moveCard(s, u.seat, u.card, c, 'soul');
    }
  }
  // Like logPlay: an ability of a card in the hand (or one that has just left it, for the deck) names that card to its
  // master only; no one else is told its id there (VG2 4.3.2; issue 19).
  const paid = { t: 'payCost', seat: f.seat, card: { id: f.source, code: f.code } } as GameEvent;
  if (seenByAll(s, f.source)) emit(s, paid);
  else emit(s, paid, f.seat, { t: 'payCost', seat: f.seat } as GameEvent);
  // VG2 11.40.1: a Homare cost paid (a lost cost, 10.29, leaves no payment) closes every Homare cost this turn.
  if (features.homare && f.payment.length > 0 && hasGate(abilityOf(f), 'homare')) noteHomare(s, f.seat);
}

/**
 * VG2 11.40.1: the cost of a Homare ability cannot be paid once its master paid a Homare cost this turn. A cost the
 * ability has lost (10.29) is nothing to pay, so it is not held back.
 */
function homareClosed(s: VGState, seat: Seat, source: number, a: AutoAbility | ActAbility): boolean {
  if (!features.homare || !hasGate(a, 'homare') || !a.cost || a.cost.length === 0) return false;
  return homarePaidThisTurn(s, seat) && !costLost(s, seat, source);
}

/** VG2 10.18: the top N cards of the deck into the soul. */
function soulCharge(s: VGState, seat: Seat, n: number): void {
  const p = s.players[seat];
  for (let i = 0; i < n && p.deck.length > 0; i++) moveCard(s, seat, p.deck[p.deck.length - 1], 'deck', 'soul');
}

// --- resolution ----------------------------------------------------------------------------------

/**
 * VG1 8.1.1.2.3.1: an [AUTO]'s "this ability will not be usable until end of turn" is resolved even when its
 * "if" is not met. VG2 8.1.1.2.3.1 applies it then only if the game state changed, which an unmet
 * requirement (checked before any cost) does not do.
 */
// VGD 12.3.5 as ver. 2.01.
const DISABLE_THOUGH_UNMET: Record<FormatId, boolean> = { cr110: true, cr201: false, d: false };

function resolveHandler(s: VGState, f: ResolveFrame): void {
  const a = abilityOf(f) as AutoAbility | ActAbility;
  if (f.phase === 'start') {
    if (f.act) {
      if (!chooseCost(s, f, a.cost ?? [])) return;
      pay(s, f, a.cost ?? []);
      f.phase = 'effects';
    } else {
      // VG2 8.1.1.2.3: "When X, if Y": Y is checked now; 3.1.1.5.2: the cost is optional.
      const auto = a as AutoAbility;
      if (auto.condition && !holds(s, f.seat, auto.condition, f.source, f.mem)) {
        if (DISABLE_THOUGH_UNMET[s.format]) {
          for (const e of auto.effects) if (e.do === 'disableThis') forbid(s, f.seat, f.source, f.index, e.until);
        }
        return finish(s, f);
      }
      const cost = auto.cost ?? [];
      if (cost.length > 0 || (auto.optional && !f.fromWindow)) {
        const payable = cost.length === 0 || canPay(s, f.seat, f.source, cost);
        // VG2 8.6.4: a cost that cannot be paid is not asked about. Issue 19: binding chosen cards from the hand is a
        // cost the opponent cannot judge, so with cards in hand the question is asked anyway, with "no" alone.
        const hiddenCost = cost.some((c) => c.pay === 'bind' && c.from === 'hand' && c.filter !== undefined);
        if (!payable && !(hiddenCost && s.players[f.seat].hand.length > 0)) return finish(s, f);
        if (homareClosed(s, f.seat, f.source, auto)) return finish(s, f); // VG2 11.40.1
        // A stopping question of a loop (VG2 12.1.1.3, loops.ts); an unpayable hidden cost is asked with "no" alone.
        let yn: YesNo | null;
        if (payable) yn = stopQuestion(s, f, f.seat, cost.length > 0 ? 'vg.payCost' : 'vg.optional');
        else {
          yn = takeAnswer<YesNo>(s);
          if (!yn) ask<YesNo>(s, { seat: f.seat, kind: 'yesNo', prompt: 'vg.payCost', options: [{ t: 'no' }] });
        }
        if (!yn) return;
        if (yn.t === 'no') return finish(s, f);
      }
      f.phase = 'cost';
    }
  }
  if (f.phase === 'cost') {
    if (!chooseCost(s, f, (a as AutoAbility).cost ?? [])) return;
    if (f.payment.length) pay(s, f, (a as AutoAbility).cost ?? []);
    f.phase = 'effects';
  }
  // VG2 8.1.1.1.2: an activated ability's "If (requirement)," is checked on resolution, after its cost.
  if (f.act && f.phase === 'effects' && !f.checked) {
    f.checked = true;
    if (a.condition && !holds(s, f.seat, a.condition, f.source, f.mem)) {
      // VG2 8.1.1.1.2.1: a paid cost (or no cost at all, 8.1.1.1.2.1.1) still makes "cannot be used for the
      // rest of that turn/game" apply though the requirement is not met.
      for (const e of a.effects) if (e.do === 'disableThis') forbid(s, f.seat, f.source, f.index, e.until);
      return finish(s, f);
    }
  }
  while (f.effI < a.effects.length) {
    if (!runEffect(s, f, a.effects[f.effI])) return;
    f.effI++;
    f.picked = [];
    f.sub = 0;
    f.look = [];
  }
  finish(s, f);
}

/** VG2 12.5.1.1.1: after a [1/Turn] ability changed the game, it cannot be used for the rest of that turn. */
function finish(s: VGState, f?: ResolveFrame): void {
  popFrame(s);
  if (f && (abilityOf(f) as AutoAbility | ActAbility).oncePerTurn && fingerprint(s) !== f.fp) {
    forbid(s, f.seat, f.source, f.index, 'turn');
  }
  // VG2 10.35.1.2: a domination with no duration given lasts while its effect resolves.
  if (s.dominated !== undefined) endDominations(s, 'effect');
  // VG2 10.34.1: the effects in progress are over, so an attack this ability set up begins (in a battle it waits
  // for the battle's end, 10.34.1.3).
  if (s.forcedAttacks !== undefined && s.battle === null) startForcedAttacks(s);
}

/** Units an effect may choose from. */
function candidates(
  s: VGState,
  f: ResolveFrame,
  t: Extract<Target, { unit: 'choose' }>,
): { seat: Seat; circle: Circle }[] {
  const side = t.side === 'you' ? f.seat : opponent(f.seat);
  const rear = rearGuardCircles(s, side);
  const circles: Circle[] = t.what === 'rearguard' ? [...rear] : ['VC', ...rear];
  const out: { seat: Seat; circle: Circle }[] = [];
  for (const c of circles) {
    if (t.filter?.frontRow && !inFrontRow(c)) continue; // VG2 10.6.3.2.1: a gained circle is in the front row
    if (t.filter?.backRow && inFrontRow(c)) continue; // VG2 4.6.3
    const u = unitOn(s, side, c);
    if (!u || f.picked.includes(u.id) || f.usedPicks.includes(u.id)) continue; // VG2 12.6.3
    if (t.filter?.sameColumn && !inSourceColumn(s, f, u.id)) continue; // VG2 4.6.2
    // VG2 10.35.1.1.1: a dominated unit is no unit of its original master's.
    if (s.dominated !== undefined && dominatorOf(s, u.id) !== undefined) continue;
    if (t.filter && !matches(s, u, t.filter, f.source)) continue;
    if (side !== f.seat && resists(s, side, u)) continue; // VG2 11.13.1
    out.push({ seat: side, circle: c });
  }
  if (s.dominated !== undefined && side === f.seat) {
    // VG2 10.35.2: the units you dominate are your units too (a dominated vanguard is a unit, not a rear-guard).
    const other = opponent(f.seat);
    for (const c of t.what === 'rearguard'
      ? rearGuardCircles(s, other)
      : ['VC' as const, ...rearGuardCircles(s, other)]) {
      const u = unitOn(s, other, c);
      if (!u || dominatorOf(s, u.id) !== f.seat || f.picked.includes(u.id) || f.usedPicks.includes(u.id)) continue;
      if (t.filter?.frontRow && !inFrontRow(c)) continue;
      if (t.filter?.backRow && inFrontRow(c)) continue;
      if (t.filter?.sameColumn && !inSourceColumn(s, f, u.id)) continue;
      if (t.filter && !matches(s, u, t.filter, f.source)) continue;
      out.push({ seat: other, circle: c });
    }
  }
  return out;
}

/** "in the same column as this unit": `id` is in the column of the ability's unit, on either field (VG2 4.6.2). */
function inSourceColumn(s: VGState, f: ResolveFrame, id: number): boolean {
  const at = sourceUnit(s, f.seat, f.source);
  if (!at) return false; // VG2 8.6.8: the unit has left, so it has no column
  const circle = circleOf(s, at.seat, at.card.id);
  if (circle === null) return false;
  return [
    ...sameColumnUnits(s, at.seat, circle, at.card.id, 'own'),
    ...sameColumnUnits(s, at.seat, circle, at.card.id, 'opponent'),
  ].some((x) => x.card.id === id);
}

/**
 * The units `target` names, asking for choices as needed. Returns null while waiting for an answer.
 * VG2 8.5.4.1.2–8.5.4.1.3: as many as possible; none if nothing can be chosen.
 */
function targets(s: VGState, f: ResolveFrame, t: Target): { seat: Seat; card: Card }[] | null {
  if (t.unit === 'this') {
    const u = sourceUnit(s, f.seat, f.source);
    return u ? [u] : []; // VG2 8.6.8: gone, so nothing happens
  }
  if (t.unit === 'boosted') {
    const u = findOnField(s, f.seat, f.boosted);
    return u ? [{ seat: f.seat, card: u }] : [];
  }
  if (t.unit === 'yourVanguard') {
    const u = vanguardOf(s, f.seat);
    return u ? [{ seat: f.seat, card: u }] : [];
  }
  if (t.unit === 'battleOpponent') return battleOpponents(s, f.source); // VG2 7.4.1.8.3
  if (t.unit === 'called') {
    // "it" after a call: each unit this ability called that is still on the field (VG2 4.1.4: else another card).
    const out: { seat: Seat; card: Card }[] = [];
    for (const id of f.called ?? []) {
      const u = findOnField(s, f.seat, id);
      if (u) out.push({ seat: f.seat, card: u });
    }
    return out;
  }
  if (t.unit === 'eachPlayersChoice') return eachPlayersChoice(s, f, t);
  if (t.unit === 'allYourUnits' || t.unit === 'allYourRearguards') {
    const out: { seat: Seat; card: Card }[] = [];
    const rear = rearGuardCircles(s, f.seat);
    const circles: Circle[] = t.unit === 'allYourUnits' ? ['VC', ...rear] : [...rear];
    for (const c of circles) {
      const u = unitOn(s, f.seat, c);
      // "all of your front row rear-guards": a position, not a card characteristic (VG2 4.6.3).
      if (t.filter?.frontRow && !inFrontRow(c)) continue;
      if (t.filter?.backRow && inFrontRow(c)) continue;
      if (u && (!t.filter || matches(s, u, t.filter, f.source))) out.push({ seat: f.seat, card: u });
    }
    return out;
  }
  for (;;) {
    const pool = candidates(s, f, t);
    if (f.picked.length >= t.n || pool.length === 0) break;
    const a = takeAnswer<CirclePick | NonePick>(s);
    if (!a) {
      const options: (CirclePick | NonePick)[] = pool.map((x) => ({ t: 'unit', seat: x.seat, circle: x.circle }));
      if (t.upTo) options.push({ t: 'none' }); // VG2 8.5.4.1.1
      // "… of your opponent's choosing": the opponent picks among its own units for this ability.
      if (t.chooser === 'opponent')
        ask(s, { seat: opponent(f.seat), kind: 'chooseCircle', prompt: 'vg.chooseForOpponent', options });
      else ask(s, { seat: f.seat, kind: 'chooseCircle', prompt: 'vg.chooseUnit', options });
      return null;
    }
    if (a.t === 'none') break;
    f.picked.push(unitOn(s, a.seat, a.circle)!.id);
  }
  const side = t.side === 'you' ? f.seat : opponent(f.seat);
  if (s.dominated !== undefined) return f.picked.map((id) => pickedUnit(s, side, id)).filter((x) => x.card);
  return f.picked.map((id) => ({ seat: side, card: findOnField(s, side, id)! })).filter((x) => x.card);
}

/**
 * VG2 1.3.4: each player chooses `t.n` of their own rear-guards, the turn player first and openly (the choice is
 * shown before the other player chooses); as many as each has (1.3.2), with no question when every one must be
 * taken. `f.picked` holds the choices in order.
 */
function eachPlayersChoice(
  s: VGState,
  f: ResolveFrame,
  t: Extract<Target, { unit: 'eachPlayersChoice' }>,
): { seat: Seat; card: Card }[] | null {
  for (const who of [s.turnPlayer, opponent(s.turnPlayer)]) {
    for (;;) {
      const pool: { card: Card; circle: Circle }[] = [];
      let mine = 0;
      for (const c of rearGuardCircles(s, who)) {
        const u = unitOn(s, who, c);
        if (!u) continue;
        if (f.picked.includes(u.id)) mine++;
        else if (!t.filter || matches(s, u, t.filter, f.source)) pool.push({ card: u, circle: c });
      }
      if (mine >= t.n || pool.length === 0) break;
      let pick: Card | undefined;
      if (pool.length <= t.n - mine) pick = pool[0].card;
      else {
        const a = takeAnswer<CirclePick>(s);
        if (!a) {
          const options: CirclePick[] = pool.map((x) => ({ t: 'unit', seat: who, circle: x.circle }));
          ask(s, { seat: who, kind: 'chooseCircle', prompt: 'vg.eachChooses', options });
          return null;
        }
        pick = unitOn(s, who, a.circle)!;
      }
      f.picked.push(pick.id);
      emit(s, { t: 'chosen', seat: who, card: { id: pick.id, code: pick.code } } as GameEvent); // openly, 1.3.4
    }
  }
  const out: { seat: Seat; card: Card }[] = [];
  for (const id of f.picked)
    for (const seat of [s.turnPlayer, opponent(s.turnPlayer)]) {
      const card = findOnField(s, seat, id);
      if (card) out.push({ seat, card });
    }
  return out;
}

/** A chosen unit of `side`: VG2 10.35.2, one `side` dominates is on the other field. */
function pickedUnit(s: VGState, side: Seat, id: number): { seat: Seat; card: Card } {
  const card = findOnField(s, side, id);
  if (card) return { seat: side, card };
  return { seat: opponent(side), card: findOnField(s, opponent(side), id)! };
}

/**
 * The ability's own card `id` as a unit, with the field it is on. VG2 10.35.2.3: its master plays the abilities of
 * the units it dominates, which are on the opponent's field (and still that unit there once the domination is
 * over, 10.35.1.3); only a game where something dominates looks there.
 */
export function sourceUnit(s: VGState, master: Seat, id: number): { seat: Seat; card: Card } | undefined {
  const u = findOnField(s, master, id);
  if (u) return { seat: master, card: u };
  if (!features.dominates) return undefined;
  const other = opponent(master);
  const d = findOnField(s, other, id);
  return d ? { seat: other, card: d } : undefined;
}

export function circleOfCard(s: VGState, seat: Seat, id: number): Circle | null {
  for (const c of circlesOf(s, seat)) {
    if (s.players[seat].field[c].some((x) => x.id === id)) return c;
  }
  return null;
}

/** VG2 1.2.5, VG1 1.2.5: the master wins (or loses) the game while this effect resolves; the reason names the card. */
function endGameByEffect(s: VGState, f: ResolveFrame, wins: boolean): void {
  const winner = wins ? f.seat : opponent(f.seat);
  const how = wins ? 'won' : 'lost';
  const clause = s.format === 'cr110' ? 'VG1 1.2.5' : 'VG2 1.2.5';
  const reason = `player ${f.seat + 1} ${how} by the effect of ${requireCard(f.code).name} (${clause})`;
  s.result = { winner, reason };
  emit(s, { t: 'gameOver', winner, reason } as GameEvent);
}

/** VG2 12.11.1: the opponent's units that cannot be affected by this ability's master's effects are left out. */
function affected(s: VGState, f: ResolveFrame, ts: { seat: Seat; card: Card }[]): { seat: Seat; card: Card }[] {
  return ts.filter((t) => t.seat === f.seat || !unaffectedByOpponent(s, t.seat, t.card));
}

/** The mark a granting or taking-away effect leaves on each target until its duration ends. */
function grantOf(
  e: Extract<
    Effect,
    { do: 'cannotUse' | 'loseCost' | 'cannotBeHit' | 'cannotDealDamage' | 'doesNotStand' | 'grant' | 'loseSkill' }
  >,
): Mod {
  if (e.do === 'grant') return { stat: 'grant', ability: e.ability, until: e.until };
  if (e.do === 'loseSkill') return { stat: 'loseTwinDrive', until: e.until };
  if (e.do === 'doesNotStand') return { stat: 'noStand', until: 'game' }; // ends in that stand phase (turn.ts)
  return { stat: e.do, until: e.until };
}

/** The units an effect applies to: `targets` less those it cannot affect; null while waiting for a choice. */
export function affectedTargets(s: VGState, f: ResolveFrame, t: Target): { seat: Seat; card: Card }[] | null {
  const ts = targets(s, f, t);
  return ts ? affected(s, f, ts) : null;
}

/** Returns false while waiting for an answer. */
export function runEffect(s: VGState, f: ResolveFrame, e: Effect): boolean {
  const p = s.players[f.seat];
  switch (e.do) {
    case 'becomeSuccessful':
      becomeSuccessful(s, f, e.n);
      return true;
    case 'harmony':
      return harmonyEffect(s, f);
    case 'modify': {
      const ts = affectedTargets(s, f, e.target);
      if (!ts) return false;
      // VG2 12.6.2: "for each X" fixes X before the effect is applied.
      const k = e.times ? count(s, f.seat, e.times, f.source, f.mem, f.pile) : 1;
      for (const t of ts) {
        const stamp = timestamp(s); // VG2 8.7.6.1: the parts of one effect share its time stamp
        let card = addMod(s, t.seat, t.card, e.stat, e.n * k, e.until, stamp);
        for (const x of e.and ?? []) card = addMod(s, t.seat, card, x.stat, x.n * k, e.until, stamp);
      }
      return true;
    }
    case 'set': {
      const ts = affectedTargets(s, f, e.target);
      if (!ts) return false;
      for (const t of ts) addSet(s, t.seat, t.card, e.stat, e.n, e.until);
      return true;
    }
    case 'nullify': {
      const ts = affectedTargets(s, f, e.target);
      if (!ts) return false;
      for (const t of ts) nullifyEffects(s, t.seat, t.card, e.stat);
      return true;
    }
    case 'cannotUse':
    case 'loseCost':
    case 'cannotBeHit':
    case 'cannotDealDamage':
    case 'doesNotStand':
    case 'grant':
    case 'loseSkill': {
      const ts = affectedTargets(s, f, e.target);
      if (!ts) return false;
      for (const t of ts) {
        addGrant(s, t.seat, t.card, grantOf(e));
        if (e.do === 'cannotUse') cancelStandbyOf(s, t.card.id); // VG2 12.2.1.3
      }
      return true;
    }
    case 'modifyDrive': {
      const ts = affectedTargets(s, f, e.target);
      if (!ts) return false;
      for (const t of ts) addGrant(s, t.seat, t.card, { stat: 'drive', n: e.n, until: e.until });
      return true;
    }
    case 'disableThis':
      forbid(s, f.seat, f.source, f.index, e.until); // VG2 12.2, 8.1.1.1.2.1
      return true;
    case 'yourUnitsResist':
      // VG2 8.7.3.1: a rule-changing effect, which also covers units that arrive later.
      s.rules = [...(s.rules ?? []), { seat: f.seat, rule: 'unitsResist', until: e.until }];
      emit(s, { t: 'rule', seat: f.seat, rule: 'unitsResist', until: e.until } as GameEvent);
      return true;
    case 'repeat': {
      // VG2 12.6.1–12.6.3: do it X times, X fixed first; a choice cannot pick what an earlier time chose.
      if (f.repN < 0) f.repN = count(s, f.seat, e.times, f.source, f.mem, f.pile);
      while (f.rep < f.repN) {
        if (!runEffect(s, f, e.effect)) return false;
        f.rep++;
        f.usedPicks.push(...f.picked);
        f.picked = [];
        f.sub = 0;
        f.look = [];
      }
      f.rep = 0;
      f.repN = -1;
      f.usedPicks = [];
      return true;
    }
    case 'shuffle':
      shuffleInPlace(s.rng, p.deck); // VG2 10.11
      emit(s, { t: 'shuffle', seat: f.seat } as GameEvent);
      return true;
    case 'lookTop':
      return lookTop(s, f, e);
    case 'bind':
    case 'returnToHand': {
      const ts = affectedTargets(s, f, e.target);
      if (!ts) return false;
      const pile = e.do === 'bind' ? newBindPile(s) : 0; // VG2 4.9.3: one pile for what this effect binds
      if (e.do === 'bind') f.pile = pile;
      for (const t of ts) {
        const c = circleOfCard(s, t.seat, t.card.id);
        if (!c) continue;
        // VG2 10.19: a bound card goes to the bind zone of its owner.
        if (e.do === 'bind') bindCard(s, t.seat, t.card, c, pile, e.faceDown === true);
        else moveCard(s, t.seat, t.card, c, 'hand');
      }
      return true;
    }
    case 'retire': {
      const ts = affectedTargets(s, f, e.target);
      if (!ts) return false;
      for (const t of ts) {
        if (f.look.includes(t.card.id)) continue; // already dealt with before a replacement question
        const c = circleOfCard(s, t.seat, t.card.id);
        if (!c || c === 'VC') continue;
        // VG2 8.2.1.3.2: an optional replacement asks its master first.
        const r = retireReplacement(s, t.seat, t.card);
        let instead: 'hand' | 'soul' | null = null;
        if (r?.optional) {
          const yn = takeAnswer<YesNo>(s);
          if (!yn) {
            ask<YesNo>(s, { seat: t.seat, kind: 'yesNo', prompt: 'vg.replace', options: [{ t: 'yes' }, { t: 'no' }] });
            return false;
          }
          if (yn.t === 'yes') instead = r.instead;
        }
        f.look.push(t.card.id);
        if (e.remember) f.mem = [powerOf(s, t.seat, t.card), gradeOf(s, t.seat, t.card)]; // VG2 8.8.1
        if (instead) {
          moveCard(s, t.seat, t.card, c, instead, { noReplace: true });
          emit(s, {
            t: 'replaced',
            seat: t.seat,
            card: { id: t.card.id, code: t.card.code },
            to: instead,
          } as GameEvent);
        } else {
          const moved = moveCard(s, t.seat, t.card, c, 'drop', { noReplace: r?.optional === true }); // VG2 10.4
          // A mandatory replacement (applied in moveCard) means it was not retired.
          if (s.players[t.seat].drop.includes(moved)) {
            emit(s, { t: 'retire', seat: t.seat, card: { id: t.card.id, code: t.card.code } } as GameEvent);
            if (f.retired !== undefined) f.retired++;
          }
        }
      }
      return true;
    }
    case 'stand': {
      const ts = affectedTargets(s, f, e.target);
      if (!ts) return false;
      for (const t of ts) {
        const wasRested = t.card.rested;
        setRested(s, t.seat, t.card, false);
        // VG2 11.27.1 Rush: it stood due to an effect from one of its master's cards.
        if (features.rush && wasRested && t.seat === f.seat) stoodByEffect(s, t.seat, t.card.id);
      }
      return true;
    }
    case 'draw':
      if (e.upTo) return drawUpTo(s, f, e.n);
      for (let i = 0; i < e.n; i++) drawCard(s, f.seat);
      return true;
    case 'eachPlayerMayDraw': {
      // VG2 1.3.4: the turn player chooses first.
      while (f.sub < 2) {
        const who = f.sub === 0 ? s.turnPlayer : opponent(s.turnPlayer);
        const a = stopQuestion(s, f, who, 'vg.mayDraw'); // a stopping question of a loop (VG2 12.1.1.3, loops.ts)
        if (!a) return false;
        if (a.t === 'yes') drawCard(s, who);
        f.sub++;
      }
      return true;
    }
    case 'counterCharge': {
      // "choose a card from your damage zone, and turn it face up" (VG2 10.30).
      const down = p.damage.filter((c) => !c.up && !f.picked.includes(c.id));
      if (f.picked.length >= e.n || down.length === 0) return true;
      const a = takeAnswer<CardPick>(s);
      if (!a) {
        ask<CardPick>(s, {
          seat: f.seat,
          kind: 'chooseCard',
          prompt: 'vg.counterCharge',
          options: down.map((c) => ({ t: 'card', card: c.id })),
        });
        return false;
      }
      const i = p.damage.findIndex((c) => c.id === a.card);
      const c = p.damage[i];
      p.damage[i] = withCard(c, c.id, true, c.rested, c.placed, c.mods);
      f.picked.push(a.card);
      return runEffect(s, f, e);
    }
    case 'soulCharge':
      soulCharge(s, f.seat, e.n);
      return true;
    case 'finalRush':
      // VGD 7.42.1: in Final Rush for the duration given ("until end of turn"), a rule on the player (8.7.3.1).
      s.rules = [...(s.rules ?? []), { seat: f.seat, rule: 'finalRush', until: 'turn' }];
      emit(s, { t: 'rule', seat: f.seat, rule: 'finalRush', until: 'turn' } as GameEvent);
      return true;
    case 'getGift':
      // VGD 7.14.3.1: at once; a choice it asks for runs in its own frame, then this effect is done (sub 1).
      if (f.sub === 1) return true;
      if (!getGiftNow(s, f.seat, e.gift, e.type)) return true;
      f.sub = 1;
      return false;
    case 'sentence':
      return runSentence(s, f, e);
    case 'counterBlast':
      return counterBlastEffect(s, f, e);
    case 'turnBoundFaceDown':
      return turnBoundFaceDown(s, f, e.n);
    case 'searchDrop':
      return searchDrop(s, f, e);
    case 'call':
      return callCards(s, f, e);
    case 'rescue':
      return rescue(s, f, e.n);
    case 'dealDamage':
      return dealDamage(s, f, e.whose === 'you' ? f.seat : opponent(f.seat), e.n);
    case 'revelation':
      return revelation(s, f);
    case 'callThis': {
      // "you may call this card to (RC)": from the soul, after the ride put it there.
      const card = p.soul.find((c) => c.id === f.source);
      if (!card) return true;
      return callToChosenCircle(s, f, card, 'soul', openRearguardCircles(s, f.seat), false) !== null;
    }
    case 'search':
      return searchDeck(s, f, e);
    case 'callFound':
      return callFound(s, f, e);
    case 'lock': {
      const ts = affectedTargets(s, f, e.target);
      if (!ts) return false;
      for (const t of ts) {
        const c = circleOfCard(s, t.seat, t.card.id);
        if (c && c !== 'VC' && c !== 'GC') lockCard(s, t.seat, t.card, c); // VG2 10.22
      }
      return true;
    }
    case 'unlock':
      return unlockChosen(s, f, e);
    case 'delete':
      return deleteByEffect(s, f, e);
    case 'dominate':
      return dominateTargets(s, f, e);
    case 'putAsLocked': {
      // VG2 10.22.9: onto one of your rear-guard circles that is not a lock circle (4.6.8.2).
      const open = openRearguardCircles(s, f.seat);
      if (e.from === 'hand') {
        // The hand card is chosen first (kept in `picked`), then its circle.
        if (p.hand.length === 0 || open.length === 0) return true; // VG2 1.3.2
        if (f.picked.length === 0) {
          const c = takeAnswer<CardPick>(s);
          if (!c) {
            const options: CardPick[] = p.hand.map((x) => ({ t: 'card', card: x.id }));
            ask<CardPick>(s, { seat: f.seat, kind: 'chooseCard', prompt: 'vg.putLockedFromHand', options });
            return false;
          }
          f.picked.push(c.card);
        }
      }
      const top = e.from === 'hand' ? p.hand.find((c) => c.id === f.picked[0]) : p.deck.at(-1);
      if (!top || open.length === 0) return true; // VG2 1.3.2
      const a = takeAnswer<CirclePick>(s);
      if (!a) {
        const options: CirclePick[] = open.map((c) => ({ t: 'unit', seat: f.seat, circle: c }));
        ask<CirclePick>(s, { seat: f.seat, kind: 'chooseCircle', prompt: 'vg.putLockedTo', options });
        return false;
      }
      // VG2 10.6.3.3.3.4: a Protect card is put on the circle and removed from it at once (zones.ts, gift.ts).
      putAsLocked(s, f.seat, top, e.from === 'hand' ? 'hand' : 'deck', a.circle);
      return true;
    }
    case 'atEndPhaseReturnThisToDeck': {
      // VG2 8.6.6: a timed trigger, once, at the beginning of this turn's end phase.
      const timed: AutoAbility = {
        kind: 'auto',
        trigger: { on: 'beginningOf', timing: 'endPhase' },
        effects: [{ do: 'returnThisToDeck' }],
      };
      s.delayed.push({ seat: f.seat, source: f.source, code: f.code, ability: timed });
      return true;
    }
    case 'discard': {
      // Discarding as an effect (VG2 10.3): one card at a time; as many as the hand holds (1.3.2).
      if (f.picked.length >= e.n || p.hand.length === 0) return true;
      const a = takeAnswer<CardPick | NonePick>(s);
      if (!a) {
        const options: (CardPick | NonePick)[] = p.hand.map((c) => ({ t: 'card', card: c.id }));
        if (e.upTo) options.push({ t: 'none' }); // VG2 8.5.4.1.1
        ask(s, { seat: f.seat, kind: 'chooseCard', prompt: 'vg.discard', options });
        return false;
      }
      if (a.t === 'none') return true;
      const card = p.hand.find((c) => c.id === a.card)!;
      moveCard(s, f.seat, card, 'hand', 'drop');
      f.picked.push(a.card);
      return runEffect(s, f, e);
    }
    case 'imprison': {
      // VGD 17.5.1.1: the chosen rear-guards go to the master's Prison, or stay where they are without one.
      const ts = affectedTargets(s, f, e.target);
      if (!ts) return false;
      for (const t of ts) {
        const c = circleOfCard(s, t.seat, t.card.id);
        if (c && t.seat !== f.seat) imprison(s, f.seat, t.card, c);
      }
      return true;
    }
    case 'imprisonFromOpponentHand': {
      // VGD 17.5.1: the opponent chooses (as many as the hand holds, 1.3.2), then the cards are imprisoned. Without a
      // Prison the instruction does nothing (17.5.1.1), so there is nothing to choose either.
      const opp = opponent(f.seat);
      const hand = s.players[opp].hand;
      if (prisonOf(s, f.seat) === undefined) return true;
      for (;;) {
        const pool = hand.filter((c) => !f.picked.includes(c.id));
        if (f.picked.length >= e.n || pool.length === 0) break;
        if (pool.length <= e.n - f.picked.length) {
          for (const c of pool) f.picked.push(c.id); // every card left is needed: nothing to choose
          break;
        }
        const a = takeAnswer<CardPick>(s);
        if (!a) {
          const options: CardPick[] = oneOfEachCode(pool).map((c) => ({ t: 'card', card: c.id }));
          ask<CardPick>(s, { seat: opp, kind: 'chooseCard', prompt: 'vg.imprisonFromHand', options });
          return false;
        }
        f.picked.push(a.card);
      }
      for (const id of f.picked) {
        const card = hand.find((c) => c.id === id);
        if (card) imprison(s, f.seat, card, 'hand');
      }
      return true;
    }
    case 'atEndOfTurnReturnToHand': {
      // VG2 8.6.6: a timed trigger per unit, once, at the end of this turn (6.8.1.3); `f.called` lists what this
      // ability called.
      const ids = e.unit === 'this' ? [f.source] : (f.called ?? []);
      const timed: AutoAbility = {
        kind: 'auto',
        trigger: { on: 'beginningOf', timing: 'endPhase' },
        effects: [{ do: 'returnThisToHand' }],
      };
      for (const id of ids) {
        const u = sourceUnit(s, f.seat, id);
        if (u) s.delayed.push({ seat: f.seat, source: id, code: u.card.code, ability: timed });
      }
      return true;
    }
    case 'returnThisToHand': {
      const u = sourceUnit(s, f.seat, f.source);
      const c = u ? circleOfCard(s, u.seat, u.card.id) : null;
      if (u && c) moveCard(s, u.seat, u.card, c, 'hand'); // VG2 4.1.4: gone from the field, it is another card
      return true;
    }
    case 'returnThisToDeck': {
      const u = sourceUnit(s, f.seat, f.source);
      const c = u ? circleOfCard(s, u.seat, u.card.id) : null;
      if (!u || !c) return true; // VG2 4.1.4: if it left the field it is another card now
      moveCard(s, u.seat, u.card, c, 'deck'); // VG2 10.35.4.1: a dominated unit goes to its owner's deck
      shuffleInPlace(s.rng, p.deck);
      emit(s, { t: 'shuffle', seat: f.seat } as GameEvent);
      if (u.seat !== f.seat) {
        // VG2 10.35.2.5: the card went to another player's deck, so every player shuffles.
        shuffleInPlace(s.rng, s.players[u.seat].deck);
        emit(s, { t: 'shuffle', seat: u.seat } as GameEvent);
      }
      return true;
    }
    case 'handToDeck': {
      if (f.picked.length >= e.n || p.hand.length === 0) {
        shuffleInPlace(s.rng, p.deck);
        emit(s, { t: 'shuffle', seat: f.seat } as GameEvent);
        return true;
      }
      const a = takeAnswer<CardPick>(s);
      if (!a) {
        ask<CardPick>(s, {
          seat: f.seat,
          kind: 'chooseCard',
          prompt: 'vg.handToDeck',
          options: p.hand.map((c) => ({ t: 'card', card: c.id })),
        });
        return false;
      }
      moveCard(
        s,
        f.seat,
        p.hand.find((c) => c.id === a.card)!,
        'hand',
        'deck',
      );
      f.picked.push(a.card);
      return runEffect(s, f, e);
    }
    case 'legion':
      return seekMate(s, f, e.mate);
    case 'legionWithHeart':
      return legionWithHeart(s, f);
    case 'move':
      return moveUnits(s, f, e);
    case 'switch':
      return switchCards(s, f, e);
    case 'attack': {
      // VG2 10.34.1: unit B is chosen now; the attack itself waits until the effects in progress are over.
      const ts = targets(s, f, e.target);
      if (!ts) return false;
      const a = findOnField(s, f.seat, f.source);
      const b = ts.find((t) => t.seat !== f.seat);
      if (a && b) s.forcedAttacks = [...(s.forcedAttacks ?? []), { seat: f.seat, attacker: a.id, target: b.card.id }];
      return true;
    }
    case 'changeAttacked': {
      const ts = targets(s, f, e.target);
      if (!ts) return false;
      changeAttacked(s, ts); // VG2 10.20.1
      return true;
    }
    case 'extraTurn':
      addExtraTurn(s, f.seat); // VG2 12.4.1
      return true;
    case 'winGame':
    case 'loseGame':
      // VG2 1.2.5: the game ends now, before the next check timing: with a result set, nothing else runs.
      endGameByEffect(s, f, e.do === 'winGame');
      return false;
    case 'timeLeap':
      return timeLeap(s, f, e.target);
    case 'timeLeapReturn':
      return timeLeapReturn(s, f, e.bound);
    case 'become': {
      const ts = affectedTargets(s, f, e.target);
      if (!ts) return false;
      for (const t of ts) become(s, f, t.seat, t.card, e.state);
      return true;
    }
    case 'engorge':
      return engorgeEffect(s, f);
    case 'callFromSoul':
      return callFromSoul(s, f, e);
    case 'endPutIntoSoul':
    case 'chargingToDeckBottom':
    case 'hollowedToDrop':
      endOfStateMove(s, f, e.do);
      return true;
    case 'bindTop': {
      const pile = newBindPile(s); // VG2 4.9.3: one pile for what this effect binds
      f.pile = pile;
      bindTopOfDeck(s, f.seat, e.n, pile, e.faceDown === true);
      return true;
    }
    case 'atEndOfTurnBoundToHand': {
      const cards = f.pile === undefined ? [] : cardsOfPile(s, f.pile);
      if (cards.length === 0) return true; // nothing bound by this effect is left to put into the hand
      // VG2 8.6.6, 8.6.6.1: a timed trigger, once, at the end of this turn, for the cards of this effect's pile.
      const timed: AutoAbility = {
        kind: 'auto',
        trigger: { on: 'beginningOf', timing: 'endPhase' },
        effects: [{ do: 'boundCardsToHand', cards }],
      };
      s.delayed.push({ seat: f.seat, source: f.source, code: f.code, ability: timed });
      return true;
    }
    case 'boundCardsToHand':
      boundCardsToHand(s, e.cards);
      return true;
    case 'bindToHand':
      // Each card in turn (VG2 11.22.1: Afterimage triggers once for each card put into the hand).
      while (p.bind.length > 0) moveCard(s, f.seat, p.bind[p.bind.length - 1], 'bind', 'hand');
      return true;
    case 'rideThis': {
      // A superior ride from the hand (VG2 10.6.1.1); the old vanguard goes to the soul by rule action (9.3.1).
      const card = p.hand.find((c) => c.id === f.source);
      if (card) superiorRideFromHand(s, f.seat, card);
      return true;
    }
    case 'strideThis': {
      // VG2 11.42.2: the card strides from the G zone; one that has left it does nothing (8.6.8).
      const card = p.gzone.find((c) => c.id === f.source);
      // An ultimate stride (10.28.5), or a normal stride by the G unit's own stride skill (11.11).
      if (card) strideOnto(s, f.seat, card, (abilityOf(f) as ActAbility).ultimateStride !== undefined);
      return true;
    }
    case 'removeOtherCards':
      removeOtherCards(s, f.seat, f.source);
      return true;
    case 'flipThis':
      flipCard(s, f.seat, f.source);
      return true;
    case 'declare':
      return declare(s, f, e);
    case 'revealTop':
      return revealTop(s, f);
    case 'rideCards':
      return rideCards(s, f, e);
  }
}

/**
 * VG2 4.9.2.1: the master chooses N face-up cards of their bind zone (all of them when N or fewer are face up,
 * 8.5.4.1.2) and turns them face down. The card stays the same card in the same pile: it changes no zone (4.1.4).
 * `f.picked` holds the cards chosen so far.
 */
function turnBoundFaceDown(s: VGState, f: ResolveFrame, n: number): boolean {
  const bind = s.players[f.seat].bind;
  const up = bind.filter((c) => c.up);
  while (f.picked.length < n && up.length > n) {
    const a = takeAnswer<CardPick>(s);
    if (!a) {
      const options: CardPick[] = up.filter((c) => !f.picked.includes(c.id)).map((c) => ({ t: 'card', card: c.id }));
      ask<CardPick>(s, { seat: f.seat, kind: 'chooseCard', prompt: 'vg.bindFaceDown', options });
      return false;
    }
    f.picked.push(a.card);
  }
  const turned = up.length > n ? f.picked : up.map((c) => c.id);
  for (const id of turned) {
    const i = bind.findIndex((c) => c.id === id);
    const c = bind[i];
    bind[i] = withCard(c, c.id, false, c.rested, c.placed, c.mods);
  }
  return true;
}

/**
 * VG2 10.16.1.2: Counter Blast N as part of an effect. The player it names chooses N face-up cards of their damage
 * zone and turns them face down; with fewer than N face up, the action cannot be performed and nothing turns.
 * `f.picked` holds the cards chosen so far.
 */
function counterBlastEffect(s: VGState, f: ResolveFrame, e: Extract<Effect, { do: 'counterBlast' }>): boolean {
  const who = e.who === 'opponent' ? opponent(f.seat) : f.seat;
  const up = faceUpDamage(s, who);
  if (up.length < e.n) return true;
  while (f.picked.length < e.n && up.length > e.n) {
    const a = takeAnswer<CardPick>(s);
    if (!a) {
      const options: CardPick[] = up.filter((c) => !f.picked.includes(c.id)).map((c) => ({ t: 'card', card: c.id }));
      ask<CardPick>(s, { seat: who, kind: 'chooseCard', prompt: 'vg.cost.counterBlast', options });
      return false;
    }
    f.picked.push(a.card);
  }
  const turned = up.length > e.n ? f.picked : up.map((c) => c.id);
  const damage = s.players[who].damage;
  for (const id of turned) {
    const i = damage.findIndex((c) => c.id === id);
    const c = damage[i];
    damage[i] = withCard(c, c.id, false, c.rested, c.placed, c.mods);
  }
  return true;
}

/**
 * A superior ride of `card` from `seat`'s hand (VG2 10.6.1.1): revealed, then ridden; the old vanguard goes to the
 * soul by the rule action of the next check timing (9.3.1), and "when ridden" abilities see the ride.
 */
export function superiorRideFromHand(s: VGState, seat: Seat, card: Card): void {
  const old = vanguardOf(s, seat);
  emit(s, { t: 'reveal', seat, zone: 'hand', cards: [{ code: card.code }] } as GameEvent);
  const placed = moveCard(s, seat, card, 'hand', 'VC');
  emit(s, { t: 'ride', seat, superior: true, card: { id: placed.id, code: placed.code } } as GameEvent);
  noteRide(s, seat, placed); // VG2 10.6.3
  if (old) raise(s, { e: 'ridden', seat, old, rider: placed });
}

/**
 * A superior call (VG2 10.7) of `card`, in `from`, to one of `circles` its master chooses: asks first (null), then
 * calls it and returns it as placed. `looking`: the card is in a hidden zone, so the decision shows it to its master.
 */
export function callToChosenCircle(
  s: VGState,
  f: ResolveFrame,
  card: Card,
  from: Zone,
  circles: readonly Circle[],
  looking: boolean,
): Card | null {
  const a = takeAnswer<CirclePick>(s);
  if (!a) {
    const options: CirclePick[] = circles.map((c) => ({ t: 'unit', seat: f.seat, circle: c }));
    const d: Decision<CirclePick> = { seat: f.seat, kind: 'chooseCircle', prompt: 'vg.callTo', options };
    if (looking) d.looking = [card.id];
    ask<CirclePick>(s, d);
    return null;
  }
  const placed = moveCard(s, f.seat, card, from, a.circle);
  emit(s, { t: 'call', seat: f.seat, circle: a.circle, card: { id: placed.id, code: placed.code } } as GameEvent);
  return placed;
}

/**
 * VG2 10.32.1: each target rear-guard goes to an empty rear-guard circle of its master's field (the other circle of
 * its column with `sameColumn`), chosen by the ability's master; with none free it stays. Circle to circle it stays
 * the same card with its effects (4.1.4) and its orientation (4.6.6.2). Units already moved are kept in `look`.
 */
function moveUnits(s: VGState, f: ResolveFrame, e: Extract<Effect, { do: 'move' }>): boolean {
  const ts = affectedTargets(s, f, e.target);
  if (!ts) return false;
  for (const t of ts) {
    if (f.look.includes(t.card.id)) continue;
    const from = circleOfCard(s, t.seat, t.card.id);
    if (e.toVanguardCircle) {
      // VG2 10.32.1, 10.32.4: a rear-guard onto its master's vanguard circle (no choice of circle to make).
      f.look.push(t.card.id);
      if (from !== null && from !== 'VC' && from !== 'GC') moveCard(s, t.seat, t.card, from, 'VC');
      continue;
    }
    const field = s.players[t.seat].field;
    const free: Circle[] = [];
    if (from !== null && from !== 'VC' && from !== 'GC') {
      // "The other circle of its column": its column read from its master's side (columns.ts, VG2 10.35.3.1), on the
      // field it is on (10.35.4.2: a dominated unit moves only to its owner's circles). A gained circle is alone in
      // its column on its side; the back centre circle's column holds only the vanguard circle besides.
      const column = e.sameColumn ? unitColumn(s, t.seat, from, t.card.id) : undefined;
      const inColumn = column ? circlesInColumn(s, column.master, t.seat, column.column) : undefined;
      for (const c of rearGuardCircles(s, t.seat)) {
        if (c !== from && field[c].length === 0 && (!e.sameColumn || inColumn?.includes(c))) free.push(c);
      }
    }
    if (free.length === 0) {
      f.look.push(t.card.id); // VG2 1.3.2: it cannot move, so it does not
      continue;
    }
    const a = takeAnswer<CirclePick>(s);
    if (!a) {
      const options: CirclePick[] = free.map((c) => ({ t: 'unit', seat: t.seat, circle: c }));
      ask<CirclePick>(s, { seat: f.seat, kind: 'chooseCircle', prompt: 'vg.moveTo', options });
      return false;
    }
    f.look.push(t.card.id);
    moveCard(s, t.seat, t.card, from!, a.circle);
  }
  return true;
}

/** Where this card of `seat` is: a rear-guard circle, or its hand, soul or drop zone. */
function switchZone(s: VGState, seat: Seat, id: number): Circle | 'hand' | 'soul' | 'drop' | null {
  for (const c of rearGuardCircles(s, seat)) if (unitOn(s, seat, c)?.id === id) return c;
  const p = s.players[seat];
  for (const z of ['hand', 'soul', 'drop'] as const) if (p[z].some((c) => c.id === id)) return z;
  return null;
}

/**
 * VG2 10.38.1: this card and a chosen card of yours from `e.with` go to each other's zone at the same time. The one
 * leaving the field goes first, so that a circle never holds a card it should not when the other arrives. VG2
 * 10.38.2: if this card is no longer in a zone it could be switched from (a card that left its zone is another
 * card, 4.1.4), or no card can be chosen, nothing is switched.
 */
function switchCards(s: VGState, f: ResolveFrame, e: Extract<Effect, { do: 'switch' }>): boolean {
  const p = s.players[f.seat];
  const here = switchZone(s, f.seat, f.source);
  if (here === null || here === e.with) return true;
  const pool: Card[] = [];
  if (e.with === 'RC') {
    for (const c of rearGuardCircles(s, f.seat)) {
      const u = unitOn(s, f.seat, c);
      if (u && u.id !== f.source && (!e.filter || matches(s, u, e.filter, f.source))) pool.push(u);
    }
  } else {
    for (const c of p[e.with]) if (c.id !== f.source && (!e.filter || matches(s, c, e.filter, f.source))) pool.push(c);
  }
  if (pool.length === 0) return true;
  let other = pool[0];
  if (pool.length > 1) {
    const a = takeAnswer<CardPick>(s);
    if (!a) {
      const options: CardPick[] = pool.map((c) => ({ t: 'card', card: c.id }));
      ask<CardPick>(s, { seat: f.seat, kind: 'chooseCard', prompt: 'vg.switchWith', options });
      return false;
    }
    other = pool.find((c) => c.id === a.card)!;
  }
  const there = switchZone(s, f.seat, other.id)!;
  const me = findOnField(s, f.seat, f.source) ?? p[here as 'hand' | 'soul' | 'drop'].find((c) => c.id === f.source)!;
  if (isCircle(there) && !isCircle(here)) {
    moveCard(s, f.seat, other, there, here);
    moveCard(s, f.seat, me, here, there);
  } else {
    moveCard(s, f.seat, me, here, there);
    moveCard(s, f.seat, other, there, here);
  }
  return true;
}

/**
 * VG2 3.12.4 / VG1 3.12.4 "draw up to N cards": none if N is 0; else before each card the master may end it
 * (3.12.4.1), draws one (3.12.4.2), and it ends after N cards (3.12.4.3). `f.sub` counts the cards drawn.
 * An empty deck ends it too: no choice is left that would change anything.
 */
function drawUpTo(s: VGState, f: ResolveFrame, n: number): boolean {
  while (f.sub < n && s.players[f.seat].deck.length > 0) {
    const yn = takeAnswer<YesNo>(s);
    if (!yn) {
      ask<YesNo>(s, { seat: f.seat, kind: 'yesNo', prompt: 'vg.drawUpTo', options: [{ t: 'yes' }, { t: 'no' }] });
      return false;
    }
    if (yn.t === 'no') return true;
    drawCard(s, f.seat);
    f.sub++;
  }
  return true;
}

/** Activated abilities `seat` may play now from its field, hand, or a zone a marker names (VG2 6.6.1.2.2, 8.5.2.3, 3.1.1.3). */
export function activatedOptions(s: VGState, seat: Seat): ({ t: 'act'; card: number; index: number } & Answer)[] {
  const out: { t: 'act'; card: number; index: number }[] = [];
  if (!anyAbilities(s.setup)) return out;
  const p = s.players[seat];
  const consider = (u: Card, zone: 'VC' | 'RC' | 'GC' | 'orderZone' | OffFieldZone, pile?: Card[]) => {
    const list = abilitiesOfCard(u);
    // VG2 10.35.2.3: the abilities of a unit the opponent dominates are that player's to play.
    if (s.dominated !== undefined && (dominatorOf(s, u.id) ?? seat) !== seat) return;
    // VG2 10.26.3, 10.26.7: a deleted unit has only the abilities it got from effects.
    const first = zone === 'VC' && isDeleted(s, u, 'VC') ? abilitiesOf(u.code).length : 0;
    for (let i = first; i < list.length; i++) {
      const a = list[i];
      if (a.kind !== 'act') continue;
      // VG2 11.42, 11.11: stride skills are used in the stride step only (stride.ts).
      if (a.ultimateStride !== undefined || a.strideSkill) continue;
      if (a.zones && !a.zones.includes(zone)) continue; // VG2 3.1.1.3.10: no marker, every zone
      // VG2 11.6.3.3.1, 11.15.4.1, 11.16.4.1: a gated [ACT] is checked as it would be played, never again.
      if (!gatesOpen(s, seat, a, u.id)) continue;
      if (a.playCondition && !holds(s, seat, a.playCondition, u.id)) continue; // VG2 8.1.1.1.1
      if (!usable(s, u, i)) continue; // VG2 12.2.1.1
      if (!canPay(s, seat, u.id, a.cost)) continue;
      if (homareClosed(s, seat, u.id, a)) continue; // VG2 11.40.1, 8.5.2.3: a cost that cannot be paid
      if (pile && out.some((o) => o.index === i && pile.find((h) => h.id === o.card)?.code === u.code)) {
        continue; // identical copies in a pile (hand, drop, soul) are one choice
      }
      out.push({ t: 'act', card: u.id, index: i });
    }
  };
  for (const c of ['VC', ...rearGuardCircles(s, seat)] as Circle[]) {
    const u = unitOn(s, seat, c);
    if (u) consider(u, c === 'VC' ? 'VC' : 'RC');
  }
  if (s.dominated !== undefined) {
    // VG2 10.35.2.3: the opponent's rear-guards `seat` dominates, as though it were their master.
    for (const c of rearGuardCircles(s, opponent(seat))) {
      const u = unitOn(s, opponent(seat), c);
      if (u && dominatorOf(s, u.id) === seat) consider(u, 'RC');
    }
  }
  if (s.legion !== undefined) {
    const l = legionOf(s, seat);
    if (l) consider(l.mate, 'VC'); // VG2 10.25.3: the Legion Mate is a vanguard too
  }
  for (const h of p.hand) if (abilitiesOf(h.code).length) consider(h, 'hand', p.hand);
  if (features.offField.size > 0) offFieldActs(s, seat, consider);
  if (p.orderZone !== undefined) for (const o of p.orderZone) consider(o, 'orderZone'); // VGD 4.17: set orders
  return out;
}

/** [ACT]s marked for the drop zone, soul, bind or damage zone (VG2 3.1.1.3.5–3.1.1.3.8). */
function offFieldActs(s: VGState, seat: Seat, consider: (u: Card, zone: OffFieldZone, pile: Card[]) => void): void {
  const p = s.players[seat];
  for (const z of features.offField) {
    if (z !== 'drop' && z !== 'soul' && z !== 'bind' && z !== 'damage') continue;
    // VG2 4.8.2.2: a face-down card in the damage zone only holds its information; its abilities do nothing.
    for (const c of p[z]) if (c.up && abilitiesOf(c.code).length) consider(c, z, p[z]);
  }
}

/** The card an activated ability is played from: on the field, in the hand, or in a zone a marker names. */
export function actSource(s: VGState, seat: Seat, id: number): Card {
  const p = s.players[seat];
  return (
    sourceUnit(s, seat, id)?.card ?? // VG2 10.35.2.3: or a unit it dominates, on the opponent's field
    p.hand.find((h) => h.id === id) ??
    p.drop.find((h) => h.id === id) ??
    p.soul.find((h) => h.id === id) ??
    p.bind.find((h) => h.id === id) ??
    p.damage.find((h) => h.id === id) ??
    p.orderZone!.find((h) => h.id === id)! // VGD 4.17: a set order's [ACT]
  );
}

export const resolveHandlers = {
  'vg.resolve': resolveHandler as (s: VGState, f: Frame) => void,
};
