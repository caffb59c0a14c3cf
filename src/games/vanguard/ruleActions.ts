// Rule actions (VG2 section 9; VG1 section 9), checked only inside a check timing (VG2 9.1.2) and
// performed simultaneously (9.1.3): losing (9.2; 1.2.2, 1.2.3), overloaded circles (9.3.1, 9.3.6),
// illegal guardians (9.4), having no vanguard (9.5, ver. 2.01 only). The D standard's versions: VGD 13.1–13.5
// (13.4.1 tests for a unit being attacked instead of the battle phase), the illegal trigger (13.10) and illegal
// orders (13.11).
import { ask, emit, takeAnswer } from '../../core/engine.ts';
import type { GameEvent, Seat } from '../../core/types.ts';
import { FORMATS } from './formats.ts';
import { type Card, type Circle, gainedCircles, opponent, rearGuardCircles, type VGState, withCard } from './state.ts';
import type { CardAnswer } from './triggers.ts';
import { retireByRules } from './retire.ts';
import { legionOf } from './legion.ts';
import { moveCard } from './zones.ts';
import { isGUnit, strideHolds } from './stride.ts';
import { anyProtect, noteRide, removeStrayProtects } from './gift.ts';
import { isOrder } from './orders.ts';
import { releaseWithoutPrison } from './prison.ts';

export type RuleActionResult = 'none' | 'applied' | 'asked' | 'gameOver';

function losingReasons(s: VGState, seat: Seat, noVanguardRule: boolean): string | null {
  const p = s.players[seat];
  if (p.damage.length >= 6) return 'six or more damage'; // VG2 9.2.2, 1.2.2.1
  if (p.deck.length === 0) return 'no cards in deck'; // VG2 9.2.3, 1.2.2.2
  if (noVanguardRule && p.field.VC.length === 0 && p.soul.length === 0) {
    return 'no vanguard and no soul'; // VG2 9.2.4, 9.5.1.1
  }
  return null;
}

type RetireList = Parameters<typeof retireByRules>[1];

/**
 * The newest card on a circle stays; the rest go to the soul from the vanguard circle (VG2 9.3.1) or are
 * retired from a rear-guard circle (9.3.6, 10.4.2), which `retires` collects.
 */
function settleCircle(s: VGState, seat: Seat, circle: Circle, retires: RetireList): boolean {
  const cards = s.players[seat].field[circle];
  if (circle === 'VC' && s.legion !== undefined && strandedMateToSoul(s, seat)) return true;
  if (cards.length < 2) return false;
  // VG2 9.3.1 concerns units not in a legion state: a Legion Leader and its Legion Mate alone stay (10.25.3).
  // With any other unit there, the newest stays and both go to the soul (9.3.5, 10.6.1.2).
  if (circle === 'VC' && cards.length === 2 && s.legion !== undefined && legionOf(s, seat) !== null) return false;
  // VG2 10.27.1, 8.5.3.4: a strode G unit's hearts stay on the circle under it.
  if (circle === 'VC' && strideHolds(s, seat)) return false;
  let newest: Card = cards[0];
  for (const c of cards) if (c.placed > newest.placed) newest = c;
  for (const c of cards.slice()) {
    if (c === newest) continue;
    // VG2 10.6.1.3: a G unit ridden over goes back to the G zone face up, never through the soul.
    if (circle === 'VC' && s.gDecks !== undefined && isGUnit(c))
      moveCard(s, seat, c, circle, 'gzone', { faceUp: true });
    else if (circle === 'VC') moveCard(s, seat, c, circle, 'soul', { byRide: true });
    else retires.push({ seat, card: c, circle });
  }
  return true;
}

/** VGD 13.3.1: a Legion Mate on the vanguard circle whose Legion Leader is no longer there goes to the soul. */
function strandedMateToSoul(s: VGState, seat: Seat): boolean {
  if (!FORMATS[s.format].strandedLegionMateToSoul) return false;
  const vc = s.players[seat].field.VC;
  for (const r of s.legion ?? []) {
    if (r.seat !== seat) continue;
    const mate = vc.find((c) => c.id === r.mate);
    if (mate === undefined || vc.some((c) => c.id === r.leader)) continue;
    moveCard(s, seat, mate, 'VC', 'soul');
    return true;
  }
  return false;
}

/**
 * VGD 6.2.3.4, 6.3.3.5: the overload settled as a step of a normal call or ride, not by the rule action. Returns true
 * when an optional retire replacement must be asked first (its frame is pushed; see `retireByRules`).
 */
export function settleAsPartOfPlacement(s: VGState, seat: Seat, circle: Circle): boolean {
  const retires: RetireList = [];
  if (!settleCircle(s, seat, circle, retires) || retires.length === 0) return false;
  return retireByRules(s, retires);
}

/**
 * VG2 9.4.1 / VG1 9.4: guardians exist only during the battle phase. VGD 13.4.1: they go when no unit is being
 * attacked, or when they have the same master as the attacking unit.
 */
function illegalGuardians(s: VGState, seat: Seat): boolean {
  if (FORMATS[s.format].illegalGuardianRule === 'outsideBattlePhase') return !s.inBattlePhase;
  const b = s.battle;
  if (b === null || b.attacker === null || b.targets.length === 0) return true;
  return seat === (b.attackerSeat ?? s.turnPlayer);
}

/**
 * VGD 13.10.1: a card in a trigger zone that no drive check (the battle frame's `checkId`, 10.6.1.2.3) or damage check
 * (`damageChecked`, 13.6.3) is processing goes to its owner's drop zone. True when one did.
 */
function strayTriggerCards(s: VGState): boolean {
  let any = false;
  for (const seat of [0, 1] as const) {
    const p = s.players[seat];
    if (p.trigger.length === 0) continue;
    for (const c of p.trigger.slice()) {
      if (s.damageChecked?.id === c.id) continue;
      if (s.frames.some((f) => f.k === 'vg.battle' && (f as unknown as { checkId: number }).checkId === c.id)) continue;
      moveCard(s, seat, c, 'trigger', 'drop');
      any = true;
    }
  }
  return any;
}

/**
 * VGD 13.11: an order card in the order area that is not being played or resolved (13.11.1: no order frame holds it),
 * a card that is not an order in the order area (13.11.2), and a face-up order card on a circle (13.11.3) are put into
 * the drop zone. True when one was.
 */
function illegalOrders(s: VGState): boolean {
  let any = false;
  for (const seat of [0, 1] as const) {
    const p = s.players[seat];
    for (const c of (p.orderArea ?? []).slice()) {
      const resolving = s.frames.some((f) => f.k === 'vg.order' && (f as unknown as { card: number }).card === c.id);
      if (resolving && isOrder(c)) continue;
      p.orderArea = p.orderArea!.filter((x) => x.id !== c.id);
      const moved = withCard(c, s.nextId++, true, false, 0, null);
      s.players[c.owner].drop.push(moved);
      emit(s, {
        t: 'move',
        seat: c.owner,
        from: 'orderArea',
        to: 'drop',
        card: { id: moved.id, code: moved.code },
      } as GameEvent);
      any = true;
    }
    for (const circle of ['VC', 'FL', 'FR', 'BL', 'BC', 'BR', 'GC'] as const) {
      for (const c of p.field[circle].slice()) {
        if (!c.up || !isOrder(c)) continue;
        moveCard(s, seat, c, circle, 'drop');
        any = true;
      }
    }
  }
  return any;
}

/** Some circle holds more than one card (the common case, none, is tested cheaply). */
function anyOverloaded(f: VGState['players'][0]['field']): boolean {
  return f.VC.length > 1 || f.FL.length > 1 || f.FR.length > 1 || f.BL.length > 1 || f.BC.length > 1 || f.BR.length > 1;
}

/** VG2 9.3.6, 10.6.3.2: a circle gained with Accel holds more than one card. */
function gainedOverloaded(s: VGState, seat: Seat): boolean {
  const f = s.players[seat].field;
  for (const c of gainedCircles(s, seat)) if (f[c].length > 1) return true;
  return false;
}

function overloaded(s: VGState, seat: Seat, retires: RetireList): boolean {
  let any = settleCircle(s, seat, 'VC', retires);
  for (const c of rearGuardCircles(s, seat)) if (settleCircle(s, seat, c, retires)) any = true;
  return any;
}

/**
 * Perform every rule action that applies now. Returns 'asked' when a player must choose (the soul
 * card to ride, VG2 9.5.1): call again with the answer delivered; or when retires wait in a frame on an
 * optional replacement (8.2.1.3.2): call again once that frame is done.
 */
export function performRuleActions(s: VGState): RuleActionResult {
  // VG2 9.5.1 is the only rule action with a choice; if it asked, finish it first.
  if (s.answer && (s.answer as CardAnswer).t === 'card') return rideFromSoul(s);

  // Checked at every check timing (≈ 3 per decision), so it allocates nothing when no rule action applies.
  const noVanguardRule = FORMATS[s.format].noVanguardRule;
  const lost0 = losingReasons(s, 0, noVanguardRule);
  const lost1 = losingReasons(s, 1, noVanguardRule);
  if (lost0 || lost1) {
    // VG2 1.2.3: all players losing at once is a draw.
    s.result =
      lost0 && lost1
        ? { winner: 'draw', reason: `both players lost (${lost0}; ${lost1})` }
        : lost0
          ? { winner: 1, reason: `player 1 lost: ${lost0}` }
          : { winner: 0, reason: `player 2 lost: ${lost1}` };
    emit(s, { t: 'gameOver', winner: s.result.winner, reason: s.result.reason } as GameEvent);
    return 'gameOver';
  }

  let applied = false;
  if (FORMATS[s.format].illegalTriggerRule && strayTriggerCards(s)) applied = true;
  if (FORMATS[s.format].orders && illegalOrders(s)) applied = true; // VGD 13.11
  if (FORMATS[s.format].orders && releaseWithoutPrison(s)) applied = true; // VGD 17.5.3
  // VG2 10.6.3.3.3.2, 9.7.1: a Protect card outside the hand and the guardian circle is removed.
  if (s.gifts !== undefined && anyProtect(s) && removeStrayProtects(s)) applied = true;
  let retires: RetireList | null = null;
  for (let i = 0; i < 2; i++) {
    const seat: Seat = i === 0 ? 0 : 1;
    const f = s.players[seat].field;
    const strayGuardians = f.GC.length > 0 && illegalGuardians(s, seat);
    // VGD 13.3.1: a lone card on the vanguard circle may be a Legion Mate left without its leader.
    const lone = s.legion !== undefined && f.VC.length === 1;
    if (!strayGuardians && !lone && !anyOverloaded(f) && (s.accel === undefined || !gainedOverloaded(s, seat)))
      continue;
    retires ??= [];
    if (overloaded(s, seat, retires)) applied = true;
    if (strayGuardians) {
      for (const c of f.GC) retires.push({ seat, card: c, circle: 'GC' });
      applied = true;
    }
  }
  // VG2 10.4.2 / 8.2.1.3: these are retires, so replacements apply; an optional one asks first (in a frame).
  if (retires !== null && retires.length > 0 && retireByRules(s, retires)) return 'asked';
  if (noVanguardRule) {
    // VG2 1.3.4: the turn player chooses first.
    for (let i = 0; i < 2; i++) {
      const seat: Seat = i === 0 ? s.turnPlayer : opponent(s.turnPlayer);
      const p = s.players[seat];
      if (p.field.VC.length > 0 || p.soul.length === 0) continue;
      ask<CardAnswer>(s, {
        seat,
        kind: 'chooseCard',
        prompt: 'vg.rideFromSoul',
        options: p.soul.map((c) => ({ t: 'card', card: c.id })),
      });
      return 'asked';
    }
  }
  return applied ? 'applied' : 'none';
}

/** VG2 9.5.1: choose a card from the soul and ride it (a superior ride, 10.6.1.1). */
function rideFromSoul(s: VGState): RuleActionResult {
  const a = takeAnswer<CardAnswer>(s)!;
  for (const seat of [0, 1] as const) {
    const card = s.players[seat].soul.find((c) => c.id === a.card);
    if (card) {
      const placed = moveCard(s, seat, card, 'soul', 'VC');
      emit(s, { t: 'ride', seat, superior: true, card: { id: placed.id, code: placed.code } } as GameEvent);
      noteRide(s, seat, placed); // VG2 10.6.3
      return 'applied';
    }
  }
  throw new Error('rideFromSoul: chosen card is not in a soul');
}
