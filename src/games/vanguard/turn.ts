// The turn procedure (VG2 6.2–6.6, 6.8; VG1 6.2–6.6, 6.8): stand, draw (with ver. 2.01's G assist step),
// ride (with ver. 2.01's stride step), main, battle (battle.ts) and end phases, each with the check
// timings and play timings its clause lists. Normal ride and normal call follow VG2 8.5.1–8.5.3.
import { ask, emit, popFrame, pushFrame, takeAnswer } from '../../core/engine.ts';
import { shuffleInPlace } from '../../core/rng.ts';
import type { Frame, GameEvent, Seat } from '../../core/types.ts';
import { endPhaseAbilityWaiting, raise } from './abilities/autoAbilities.ts';
import { activatedOptions, actSource, playActivated } from './abilities/resolveAbility.ts';
import { grade } from './characteristics.ts';
import { beginningOf, checkTiming, loopDrawn } from './checkTiming.ts';
import { newBattlePhase } from './battle.ts';
import { expire } from './durations.ts';
import { FORMATS } from './formats.ts';
import { type Card, circlesOf, type Circle, lockedOn, opponent, type VGState, vanguardOf, withCard } from './state.ts';
import { markedOrPartner } from './legion.ts';
import { drawCard, inCodeOrder, moveCard, setRested } from './zones.ts';
import { openRearguardCircles, unlockAll } from './lock.ts';
import { undeleteAll } from './deleted.ts';
import { settleAsPartOfPlacement } from './ruleActions.ts';
import { features } from './abilities/registry.ts';
import { noteTurnStartGrade, returnGUnits, type StrideFrame } from './stride.ts';
import { isProtect, noteRide } from './gift.ts';
import { isOrder, type OrderAnswer, orderOptions, playOrder } from './orders.ts';
import { overDress, type OverDressAnswer, overDressOptions } from './overDress.ts';
import { prisonCall, type PrisonCallAnswer, prisonCallOptions } from './prison.ts';
import { activatePersonaRide, inRideDeck, isPersonaRide, rideDeckOptions, startRideDeckRide } from './rideDeck.ts';
import { oneOfEachCode } from '../../core/identicalCopies.ts';

export type PassAnswer = { t: 'pass' };
export type RideAnswer = { t: 'ride'; card: number };
export type CallAnswer = { t: 'call'; card: number; circle: Circle };
export type SwapAnswer = { t: 'swap'; a: Circle; b: Circle };
export type ActAnswer = { t: 'act'; card: number; index: number };
export type MainAnswer =
  CallAnswer | SwapAnswer | ActAnswer | OrderAnswer | OverDressAnswer | PrisonCallAnswer | PassAnswer;
export type YesNoAnswer = { t: 'yes' } | { t: 'no' };
export type PickAnswer = { t: 'card'; card: number } | { t: 'none' };

export interface TurnFrame extends Frame {
  k: 'vg.turn';
}

export function beginTurn(s: VGState, seat: Seat, turn: number, extra = false): void {
  s.turn = turn;
  s.turnPlayer = seat;
  s.normalRideDone = false;
  s.battlesThisTurn = 0;
  emit(s, (extra ? { t: 'turn', turn, seat, extra } : { t: 'turn', turn, seat }) as unknown as GameEvent);
  pushFrame<TurnFrame>(s, { k: 'vg.turn', step: 0 });
}

const PHASE_FRAMES = ['vg.stand', 'vg.draw', 'vg.ride', 'vg.main', 'vg.battle', 'vg.end'] as const;

/**
 * VG2 6.2.2: the phases in order; after the end phase the opponent becomes the turn player (6.8.1.5), unless an
 * extra turn comes first (12.4). Every turn, extra or not, counts in the turn number, so only turn 1 is the
 * game's first turn (7.3.1.3), and each turn has its own draw, ride and "this turn" limits (`beginTurn`).
 */
function turnHandler(s: VGState, f: TurnFrame): void {
  if (f.step < PHASE_FRAMES.length) {
    const k = PHASE_FRAMES[f.step];
    pushFrame(s, k === 'vg.battle' ? newBattlePhase() : { k, step: 0 });
    f.step++;
    return;
  }
  popFrame(s);
  const queued = s.upcomingTurns;
  if (queued === undefined) {
    beginTurn(s, opponent(s.turnPlayer), s.turn + 1);
    return;
  }
  // VG2 12.4.2: the turn added last is taken first; the regular turn at the bottom of the queue comes after them.
  const next = queued[queued.length - 1];
  if (queued.length > 1) s.upcomingTurns = queued.slice(0, -1);
  else delete s.upcomingTurns;
  beginTurn(s, next, s.turn + 1, queued.length > 1);
}

/** VG2 12.4.1: `seat` gets an extra turn, added right after the current turn (ahead of any queued before it). */
export function addExtraTurn(s: VGState, seat: Seat): void {
  const queued = s.upcomingTurns ?? [opponent(s.turnPlayer)];
  s.upcomingTurns = [...queued, seat];
  emit(s, { t: 'extraTurn', seat } as GameEvent);
}

/** VG2 6.3.1 / VG1 6.3.1. */
function standPhase(s: VGState, f: Frame): void {
  switch (f.step++) {
    case 0:
      s.phase = 'stand';
      if (s.gDecks !== undefined) noteTurnStartGrade(s); // VG2 8.5.2.1.1.3
      beginningOf(s, 'turn', 'standPhase'); // 6.3.1.1
      checkTiming(s);
      return;
    case 1: {
      const field = s.players[s.turnPlayer].field; // 6.3.1.2
      let held = false;
      for (const c of circlesOf(s, s.turnPlayer))
        for (const u of field[c]) {
          // A unit that "does not stand in its master's next stand phase" (its legion partner too, VG2 10.25.11).
          if (markedOrPartner(s, s.turnPlayer, u, 'noStand')) held = true;
          else setRested(s, s.turnPlayer, u, false);
        }
      if (held) endNoStand(s, s.turnPlayer);
      checkTiming(s); // 6.3.1.3
      return;
    }
    default:
      popFrame(s);
  }
}

/**
 * The "does not stand in the next stand phase" marks of `seat`'s units are used up: this was that stand phase, the
 * unit's master being read now (VG2 10.35.1.3).
 */
function endNoStand(s: VGState, seat: Seat): void {
  const field = s.players[seat].field;
  for (const c of circlesOf(s, seat)) {
    const cards = field[c];
    for (let i = 0; i < cards.length; i++) {
      const u = cards[i];
      if (u.mods === null || !u.mods.some((m) => m.stat === 'noStand')) continue;
      const kept = u.mods.filter((m) => m.stat !== 'noStand');
      cards[i] = withCard(u, u.id, u.up, u.rested, u.placed, kept.length > 0 ? kept : null);
    }
  }
}

/** VG2 6.4.1 (draw step, then G assist step) / VG1 6.4.1. */
function drawPhase(s: VGState, f: Frame): void {
  switch (f.step++) {
    case 0:
      s.phase = 'draw';
      beginningOf(s, 'drawPhase'); // VG2 6.4.1.1.1
      checkTiming(s);
      return;
    case 1:
      drawCard(s, s.turnPlayer); // VG2 6.4.1.1.2: no first-turn exception
      checkTiming(s); // 6.4.1.1.3
      return;
    case 2:
      // VGD 9.5.1: a player with a ride deck skips the G assist step.
      if (FORMATS[s.format].gSteps && s.players[s.turnPlayer].rideDeck === undefined)
        pushFrame<GAssistFrame>(s, { k: 'vg.gAssist', step: 0, removed: 0 });
      return;
    default:
      popFrame(s);
  }
}

export interface GAssistFrame extends Frame {
  k: 'vg.gAssist';
  removed: number;
}

/** VG2 6.4.1.2.2: vanguard below grade 3 and no hand card one grade above it. */
export function canGAssist(s: VGState, seat: Seat): boolean {
  const vg = vanguardOf(s, seat);
  if (!vg) return false;
  const g = grade(s, seat, vg);
  if (g >= 3) return false;
  return !s.players[seat].hand.some((c) => grade(s, seat, c) === g + 1);
}

/** VG2 6.4.1.2: G assist step. */
function gAssistStep(s: VGState, f: GAssistFrame): void {
  const seat = s.turnPlayer;
  const p = s.players[seat];
  switch (f.step) {
    case 0:
      s.phase = 'gAssist';
      beginningOf(s, 'gAssistStep'); // 6.4.1.2.1.1
      checkTiming(s);
      f.step = 1;
      return;
    case 1: {
      // 6.4.1.2.3: no G assist unless 6.4.1.2.2 holds. Issue 19: whether the hand holds a card one grade above the
      // vanguard is hidden from the opponent, so the question is asked whenever the vanguard is below grade 3 (public),
      // with "no" alone when the hand rules G assist out; only a "yes" reveals the hand (6.4.1.2.4).
      const vg = vanguardOf(s, seat);
      const able = canGAssist(s, seat);
      if (!able && (!vg || grade(s, seat, vg) >= 3)) {
        f.step = 5;
        return;
      }
      const a = takeAnswer<YesNoAnswer>(s);
      if (!a) {
        ask<YesNoAnswer>(s, {
          seat,
          kind: 'yesNo',
          prompt: 'vg.gAssist',
          options: able ? [{ t: 'yes' }, { t: 'no' }] : [{ t: 'no' }],
        });
        return;
      }
      if (a.t === 'no') {
        f.step = 5; // 6.4.1.2.1.3
        return;
      }
      // 6.4.1.2.4: the hand is revealed so the opponent can confirm the conditions, then hidden again.
      // The opponent learns the codes but no ids, so it cannot follow these cards once the hand is hidden again (4.3.2).
      emit(
        s,
        { t: 'reveal', seat, zone: 'hand', cards: p.hand.map((c) => ({ id: c.id, code: c.code })) } as GameEvent,
        seat,
        // In code order, not the order the cards came into the hand, which would tell which card is which (issue 19).
        { t: 'reveal', seat, zone: 'hand', cards: inCodeOrder(p.hand) } as GameEvent,
      );
      f.step = 2;
      return;
    }
    case 2: {
      // 6.4.1.2.5: look at the top five, choose up to one card one grade above the vanguard.
      const top = p.deck.slice(-5).reverse();
      const want = grade(s, seat, vanguardOf(s, seat)!) + 1;
      const a = takeAnswer<PickAnswer>(s);
      if (!a) {
        const options: PickAnswer[] = [{ t: 'none' }];
        const seen = new Set<string>();
        for (const c of top) {
          if (grade(s, seat, c) !== want || seen.has(c.code)) continue;
          seen.add(c.code);
          options.push({ t: 'card', card: c.id });
        }
        ask<PickAnswer>(s, {
          seat,
          kind: 'chooseCard',
          prompt: 'vg.gAssistSearch',
          options,
          looking: top.map((c) => c.id),
        });
        return;
      }
      if (a.t === 'none') {
        f.step = 4;
        return;
      }
      const card = p.deck.find((c) => c.id === a.card)!;
      // Revealed from the deck, it is named by its code only: its id there is hidden from everyone (VG2 4.2.2).
      emit(s, { t: 'reveal', seat, zone: 'deck', cards: [{ code: card.code }] } as GameEvent);
      moveCard(s, seat, card, 'deck', 'hand');
      f.step = 3;
      return;
    }
    case 3: {
      // 6.4.1.2.5: having added a card, remove two hand cards from the game (as many as possible, 1.3.2).
      if (f.removed >= 2 || p.hand.length === 0) {
        f.step = 4;
        return;
      }
      const a = takeAnswer<{ t: 'card'; card: number }>(s);
      if (!a) {
        ask(s, {
          seat,
          kind: 'chooseCard',
          prompt: 'vg.gAssistRemove',
          options: oneOfEachCode(p.hand).map((c) => ({ t: 'card', card: c.id })),
        });
        return;
      }
      moveCard(
        s,
        seat,
        p.hand.find((c) => c.id === a.card)!,
        'hand',
        'removed',
      );
      f.removed++;
      return;
    }
    case 4:
      shuffleInPlace(s.rng, p.deck); // 6.4.1.2.5: shuffle even if no card was added
      emit(s, { t: 'shuffle', seat } as GameEvent);
      f.step = 5;
      return;
    case 5:
      checkTiming(s); // 6.4.1.3
      f.step = 6;
      return;
    default:
      popFrame(s);
  }
}

/** VG2 8.5.2.1.1.1: the same grade as the vanguard or one higher. */
export function rideOptions(s: VGState, seat: Seat): RideAnswer[] {
  const vg = vanguardOf(s, seat);
  if (!vg) return [];
  const g = grade(s, seat, vg);
  return oneOfEachCode(s.players[seat].hand)
    .filter((c) => {
      if (s.gifts !== undefined && isProtect(c)) return false; // VG2 10.6.3.3.2: a Protect card is never ridden
      if (isOrder(c)) return false; // VGD 4.4.3: an order card never goes onto a circle
      const cg = grade(s, seat, c);
      return cg === g || cg === g + 1;
    })
    .map((c) => ({ t: 'ride', card: c.id }));
}

/** VG2 6.5.1 (ride step, then stride step) / VG1 6.5.1. */
function ridePhase(s: VGState, f: Frame): void {
  const seat = s.turnPlayer;
  switch (f.step) {
    case 0:
      s.phase = 'ride';
      beginningOf(s, 'ridePhase'); // VG2 6.5.1.1.1
      checkTiming(s);
      f.step = 1;
      return;
    case 1: {
      // VG2 6.5.1.1.2–6.5.1.1.3: at most one normal ride per turn, onto the vanguard circle only.
      // VGD 9.7.2: or a face-down ride deck unit one grade above the vanguard.
      const options: (RideAnswer | PassAnswer)[] = s.normalRideDone
        ? []
        : s.players[seat].rideDeck === undefined
          ? rideOptions(s, seat)
          : [...rideOptions(s, seat), ...rideDeckOptions(s, seat)];
      // Issue 19: whether the hand holds a card to ride is hidden from the opponent, so the step is skipped only when
      // a ride was already made or the hand is empty (both public); otherwise it is asked, with "pass" alone if need be.
      if (options.length === 0 && (s.normalRideDone || s.players[seat].hand.length === 0)) {
        f.step = 2;
        return;
      }
      const a = takeAnswer<RideAnswer | PassAnswer>(s);
      if (!a) {
        options.push({ t: 'pass' });
        ask(s, { seat, kind: 'playTiming', prompt: 'vg.ride', options });
        return;
      }
      f.step = 2;
      if (a.t === 'ride' && inRideDeck(s, seat, a.card))
        startRideDeckRide(s, seat, a.card); // VGD 6.3.3.2.2
      else if (a.t === 'ride') normalRide(s, seat, a.card);
      return;
    }
    case 2:
      checkTiming(s); // VG2 6.5.1.1.4 (the old vanguard goes to the soul here, 9.3.1)
      f.step = FORMATS[s.format].gSteps ? 3 : 9;
      return;
    case 3:
      // VG2 6.5.1.2: stride step. Normal stride needs a G unit in the G zone, so only a game with a G deck asks.
      s.phase = 'stride';
      beginningOf(s, 'strideStep'); // 6.5.1.2.1
      checkTiming(s);
      f.step = s.gDecks === undefined ? 4 : 5;
      return;
    case 5:
      pushFrame<StrideFrame>(s, { k: 'vg.stride', step: 0, gunit: 0, chosen: [] }); // 6.5.1.2.2
      f.step = 4;
      return;
    case 4:
      checkTiming(s); // 6.5.1.3
      f.step = 9;
      return;
    default:
      popFrame(s);
  }
}

/** VG2 8.5.1.1 / 8.5.3.1: put the card on the vanguard circle, standing; the overload rule moves the old one to the soul. */
export function normalRide(s: VGState, seat: Seat, cardId: number): void {
  placeNormalRide(
    s,
    seat,
    s.players[seat].hand.find((c) => c.id === cardId)!,
    'hand',
  );
}

/** The normal ride of `card` from the hand or (VGD 9.7.2) the ride deck zone, its cost already paid. */
export function placeNormalRide(s: VGState, seat: Seat, card: Card, from: 'hand' | 'rideDeck'): void {
  const old = vanguardOf(s, seat);
  const persona = from === 'hand' && isPersonaRide(s, old, card); // VGD 6.3.8: from hand only
  const placed = moveCard(s, seat, card, from, 'VC');
  if (FORMATS[s.format].overloadInPlacement) settleAsPartOfPlacement(s, seat, 'VC'); // VGD 6.3.3.5
  s.normalRideDone = true;
  emit(s, { t: 'ride', seat, card: { id: placed.id, code: placed.code } } as GameEvent);
  if (persona) activatePersonaRide(s, seat); // VGD 6.3.8: as part of the ride, immediately after riding
  noteRide(s, seat, placed); // VG2 10.6.3
  if (old) raise(s, { e: 'ridden', seat, old, rider: placed }); // "when … rides this unit"
}

/** VG2 6.6.1.2.1 / 8.5.2.1.1.2: a hand card of grade at most the vanguard's, onto any rear-guard circle. */
export function callOptions(s: VGState, seat: Seat): CallAnswer[] {
  const vg = vanguardOf(s, seat);
  if (!vg) return []; // VG2 8.5.2.1.1.2.1
  const g = grade(s, seat, vg);
  const out: CallAnswer[] = [];
  const circles = openRearguardCircles(s, seat); // VG2 4.6.7: not onto a lock circle
  for (const c of oneOfEachCode(s.players[seat].hand)) {
    if (grade(s, seat, c) > g) continue;
    if (s.gifts !== undefined && isProtect(c)) continue; // VG2 10.6.3.3.2: only to the guardian circle
    if (isOrder(c)) continue; // VGD 9.9.2.1: a unit card is called; an order is not a unit (2.9.3.2, 4.4.3)
    for (const circle of circles) out.push({ t: 'call', card: c.id, circle });
  }
  return out;
}

const COLUMNS: readonly [Circle, Circle][] = [
  ['FL', 'BL'],
  ['FR', 'BR'],
];

/** VG2 6.6.1.2.3: two rear-guard circles of one column exchange their cards (both empty: nothing happens, so not offered). */
export function swapOptions(s: VGState, seat: Seat): SwapAnswer[] {
  const field = s.players[seat].field;
  const out: SwapAnswer[] = [];
  for (const [a, b] of COLUMNS) {
    if (field[a].length + field[b].length === 0) continue;
    // VG2 6.6.1.2.3: only two rear-guard circles exchange; a lock circle is not one (4.6.7).
    if (features.lock && (lockedOn(s, seat, a) || lockedOn(s, seat, b))) continue;
    out.push({ t: 'swap', a, b });
  }
  return out;
}

/** VG2 6.6.1 / VG1 6.6.1. */
function mainPhase(s: VGState, f: Frame): void {
  const seat = s.turnPlayer;
  switch (f.step) {
    case 0:
      s.phase = 'main';
      beginningOf(s, 'mainPhase'); // 6.6.1.1
      f.step = 1;
      checkTiming(s); // 3.6.2 / 8.4.2.1: a check timing before each play timing
      return;
    case 1: {
      const a = takeAnswer<MainAnswer>(s);
      if (!a) {
        const options: MainAnswer[] = callOptions(s, seat);
        for (const o of activatedOptions(s, seat)) options.push(o); // 6.6.1.2.2
        for (const o of swapOptions(s, seat)) options.push(o);
        for (const o of orderOptions(s, seat, 'main')) options.push(o); // VGD 9.9.2.3
        for (const o of overDressOptions(s, seat)) options.push(o); // VGD 9.9.2.5
        for (const o of prisonCallOptions(s, seat)) options.push(o); // VGD 17.5: a Prison's [CONT]
        options.push({ t: 'pass' });
        ask(s, { seat, kind: 'playTiming', prompt: 'vg.main', options }); // 6.6.1.2
        return;
      }
      if (a.t === 'pass') {
        popFrame(s); // 6.6.1.3
        return;
      }
      checkTiming(s); // 3.6.3.1: the player gets a play timing again, after a check timing
      if (a.t === 'call') normalCall(s, seat, a.card, a.circle);
      else if (a.t === 'act')
        playActivated(s, seat, actSource(s, seat, a.card), a.index); // resolves before that check timing
      else if (a.t === 'playOrder')
        playOrder(s, seat, a.card); // resolves before that check timing
      else if (a.t === 'overDress')
        overDress(s, seat, a.card, a.circle); // VGD 6.7.2
      else if (a.t === 'prisonCall')
        prisonCall(s, seat, a); // resolves before that check timing
      else swap(s, seat, a.a, a.b);
      return;
    }
  }
}

/** VG2 8.5.3.2: the called unit enters standing; a unit already there goes to the drop by rule action (9.3.6). */
export function normalCall(s: VGState, seat: Seat, cardId: number, circle: Circle): void {
  const card = s.players[seat].hand.find((c) => c.id === cardId)!;
  const placed = moveCard(s, seat, card, 'hand', circle);
  if (FORMATS[s.format].overloadInPlacement) settleAsPartOfPlacement(s, seat, circle); // VGD 6.2.3.4
  emit(s, { t: 'call', seat, circle, card: { id: placed.id, code: placed.code } } as GameEvent);
}

/** VG2 6.6.1.2.3: both cards move at once, keeping their orientation (4.6.6.2). */
function swap(s: VGState, seat: Seat, a: Circle, b: Circle): void {
  const field = s.players[seat].field;
  const fromA = field[a].slice();
  const fromB = field[b].slice();
  for (const c of fromA) moveCard(s, seat, c, a, b);
  for (const c of fromB) moveCard(s, seat, c, b, a);
}

export interface EndPhaseFrame extends Frame {
  k: 'vg.end';
  /**
   * The "at the beginning of the end phase" abilities that have become stand by in this end phase, as
   * `cardId:abilityIndex` (VG2 6.8.1.3 / VG1 6.8.1.1: only the others do when it goes back); absent until one does.
   */
  stood?: string[];
  /** Passes since the last answered decision, and the number of answers then (VG2 12.1.1.1, `loopDrawn`). */
  rounds?: number;
  answers?: number;
}

/** VG2 6.8.1 / VG1 6.8.1. */
function endPhase(s: VGState, f: EndPhaseFrame): void {
  const v2 = FORMATS[s.format].gSteps;
  switch (f.step) {
    case 0:
      s.phase = 'end';
      // VG2 6.8.1.1.1: G units back to the G zone face up and, 6.8.1.1.2, the turn player's locked
      // cards face up; 6.8.1.2's timings follow ("when unlocked" abilities went on standby as each one turned).
      if (v2) {
        if (s.gDecks !== undefined) returnGUnits(s);
        unlockAll(s, s.turnPlayer);
        undeleteAll(s, s.turnPlayer); // VG2 6.8.1.1.2: and its deleted units
        beginningOf(s, 'unlocked', 'turnedFaceUp', 'putIntoGZone');
        checkTiming(s);
      }
      f.step = 1;
      return;
    case 1:
      beginningOf(s, 'endPhase', 'endOfTurn'); // VG2 6.8.1.3 / VG1 6.8.1.1
      checkTiming(s); // VG2 6.8.1.4 / VG1 6.8.1.2
      f.step = 2;
      return;
    case 2:
      expire(s, 'turn'); // "until end of turn" effects cease
      // VG2 6.8.1.5 / VG1 6.8.1.3: with nothing standing by, no rule action pending (the check timing just ended)
      // and no "at the beginning of the end phase" / "at the end of turn" ability that has not stood by in this end
      // phase — a unit that arrived during it, a timed trigger set up during it (8.6.6) — the turn ends. Otherwise
      // the end phase goes back: to 6.8.1.2 in ver. 2.01, to 6.8.1.1 in ver. 1.10.
      if (s.standby.length > 0 || s.delayed.length > 0 || endPhaseAbilityWaiting(s)) {
        f.answers ??= s.answers.length;
        f.rounds ??= 0;
        if (loopDrawn(s, f as { rounds: number; answers: number })) return; // VG2 12.1.1.1: nobody can stop it
        emit(s, { t: 'endPhaseAgain' } as GameEvent);
        f.step = v2 ? 3 : 1;
        return;
      }
      popFrame(s);
      return;
    case 3:
      // VG2 6.8.1.2 again: nothing turns face up twice, but the timing is passed and a check timing resolved.
      beginningOf(s, 'unlocked', 'turnedFaceUp', 'putIntoGZone');
      checkTiming(s);
      f.step = 1;
      return;
  }
}

export const turnHandlers = {
  'vg.turn': turnHandler as (s: VGState, f: Frame) => void,
  'vg.stand': standPhase,
  'vg.draw': drawPhase,
  'vg.gAssist': gAssistStep as (s: VGState, f: Frame) => void,
  'vg.ride': ridePhase,
  'vg.main': mainPhase,
  'vg.end': endPhase as (s: VGState, f: Frame) => void,
};
