// G units and Stride (VG2 10.28, 11.11, 8.5.1.4, 6.5.1.2): the stride step's normal stride, the heart it leaves
// under the G unit (10.27), and G units going back to the G zone (4.6.9, 6.8.1.1.1, 10.28.3). Nothing here runs
// unless a player has a G deck (`s.gDecks`), which no built-in deck has.
import { ask, emit, popFrame, takeAnswer } from '../../core/engine.ts';
import type { Frame, GameEvent, Seat } from '../../core/types.ts';
import { grade, record } from './characteristics.ts';
import { type Card, CIRCLES, opponent, type VGState, vanguardOf, withCard } from './state.ts';
import { distinctCards, type PickAnswer } from './turn.ts';
import { moveCard, setRested } from './zones.ts';

/** VG2 2.9.2: a G unit (a unit type, printed on the card). */
export function isGUnit(card: Card): boolean {
  return record(card).unitType === 'g';
}

/** The face-down G units in `seat`'s G zone, which a stride puts down (VG2 10.28.1). */
function faceDownGUnits(s: VGState, seat: Seat): Card[] {
  return s.players[seat].gzone.filter((c) => !c.up && isGUnit(c));
}

/** The sum of the grades of `seat`'s hand: the stride cost needs 3 or more (VG2 8.5.2.4: payable in full). */
function handGrades(s: VGState, seat: Seat): number {
  let n = 0;
  for (const c of s.players[seat].hand) n += grade(s, seat, c);
  return n;
}

/**
 * VG2 6.5.1.2.2, 11.11.2, 8.5.2.1.1.3, 8.5.2.4: a normal stride needs both players' vanguards at grade 3 or
 * greater (or the player's own vanguard at grade 3 or greater at the beginning of the turn), a face-down G unit
 * in the G zone, and a hand whose grades sum to 3 or more (the stride cost).
 */
export function canStride(s: VGState, seat: Seat): boolean {
  const mine = vanguardOf(s, seat);
  const theirs = vanguardOf(s, opponent(seat));
  const bothGrade3 = !!mine && !!theirs && grade(s, seat, mine) >= 3 && grade(s, opponent(seat), theirs) >= 3;
  const wasGrade3 = s.turnPlayer === seat && s.grade3AtTurnStart === true;
  if (!bothGrade3 && !wasGrade3) return false;
  return faceDownGUnits(s, seat).length > 0 && handGrades(s, seat) >= 3;
}

/** VG2 8.5.2.1.1.3: remember, as the turn begins, whether the turn player's vanguard is grade 3 or greater. */
export function noteTurnStartGrade(s: VGState): void {
  const vg = vanguardOf(s, s.turnPlayer);
  s.grade3AtTurnStart = vg !== undefined && grade(s, s.turnPlayer, vg) >= 3;
}

/**
 * VG2 10.28.2.3, 12.7.2: the card name a strode G unit gains from its chosen heart (it keeps its own name too),
 * or undefined for any other card.
 */
export function heartName(s: VGState, card: Card): string | undefined {
  if (s.hearts === undefined) return undefined;
  for (const l of s.hearts) {
    if (l.gunit !== card.id || l.heart === 0) continue;
    const heart = s.players[l.seat].field.VC.find((c) => c.id === l.heart);
    return heart ? record(heart).name : undefined;
  }
  return undefined;
}

export interface StrideFrame extends Frame {
  k: 'vg.stride';
  /** The chosen G unit (0 until chosen). */
  gunit: number;
  /** Hand cards chosen for the cost. */
  chosen: number[];
}

export type StrideCostAnswer = { t: 'card'; card: number } | { t: 'done' };

/** VG2 6.5.1.2.2: the turn player may normal stride once; 8.5.2: choose the G unit, pay the cost, resolve. */
function strideHandler(s: VGState, f: StrideFrame): void {
  const seat = s.turnPlayer;
  const p = s.players[seat];
  switch (f.step) {
    case 0: {
      if (!canStride(s, seat)) {
        popFrame(s);
        return;
      }
      const a = takeAnswer<PickAnswer>(s);
      if (!a) {
        const options: PickAnswer[] = distinctCards(faceDownGUnits(s, seat)).map((c) => ({ t: 'card', card: c.id }));
        options.push({ t: 'none' });
        // The chooser sees its own face-down G units (VG2 4.11.2); `looking` lets a client name them.
        const looking = options.flatMap((o) => (o.t === 'card' ? [o.card] : []));
        ask<PickAnswer>(s, { seat, kind: 'chooseCard', prompt: 'vg.stride', options, looking });
        return;
      }
      if (a.t === 'none') {
        popFrame(s);
        return;
      }
      // VG2 8.5.2.1: the chosen G unit is revealed; the opponent learns the card, not its id in the hidden zone.
      const g = p.gzone.find((c) => c.id === a.card)!;
      emit(s, { t: 'reveal', seat, zone: 'gzone', cards: [{ id: g.id, code: g.code }] } as GameEvent, seat, {
        t: 'reveal',
        seat,
        zone: 'gzone',
        cards: [{ code: g.code }],
      } as GameEvent);
      f.gunit = g.id;
      f.step = 1;
      return;
    }
    case 1: {
      // The stride cost (11.11.2): choose hand cards whose grades sum to 3 or more; all are discarded at once (8.5.2.4).
      let sum = 0;
      for (const c of p.hand) if (f.chosen.includes(c.id)) sum += grade(s, seat, c);
      const a = takeAnswer<StrideCostAnswer>(s);
      if (!a) {
        const left = distinctCards(p.hand.filter((c) => !f.chosen.includes(c.id)));
        const options: StrideCostAnswer[] = left.map((c) => ({ t: 'card', card: c.id }));
        if (sum >= 3) options.push({ t: 'done' });
        ask<StrideCostAnswer>(s, { seat, kind: 'chooseCard', prompt: 'vg.strideCost', options });
        return;
      }
      if (a.t === 'card') {
        f.chosen.push(a.card);
        return;
      }
      for (const id of f.chosen)
        moveCard(
          s,
          seat,
          p.hand.find((c) => c.id === id)!,
          'hand',
          'drop',
        );
      strideOnto(
        s,
        seat,
        p.gzone.find((c) => c.id === f.gunit)!,
      );
      f.step = 2;
      return;
    }
    case 2: {
      // VG2 10.28.2.3: with more than one heart that is not a G unit (a legion), the player chooses one.
      const candidates = nonGHearts(s, seat);
      if (candidates.length < 2) {
        popFrame(s);
        return;
      }
      const a = takeAnswer<{ t: 'card'; card: number }>(s);
      if (!a) {
        ask(s, {
          seat,
          kind: 'chooseCard',
          prompt: 'vg.heartChoice',
          options: candidates.map((c) => ({ t: 'card', card: c.id })),
        });
        return;
      }
      linkHeart(s, seat, a.card);
      popFrame(s);
      return;
    }
  }
}

/** The heart cards under `seat`'s G unit vanguard that are not G units (VG2 10.28.2.3). */
function nonGHearts(s: VGState, seat: Seat): Card[] {
  const vc = s.players[seat].field.VC;
  return vc.slice(0, -1).filter((c) => !isGUnit(c));
}

function linkHeart(s: VGState, seat: Seat, heart: number): void {
  const g = vanguardOf(s, seat)!;
  const rest = (s.hearts ?? []).filter((l) => l.gunit !== g.id);
  s.hearts = [...rest, { seat, gunit: g.id, heart }];
}

/**
 * VG2 10.28.2: put the G unit on the vanguard circle in the stridden unit's stand or rest orientation
 * (10.28.2.1.1, 8.5.1.4.1); every card already there becomes a heart, face up and standing (10.27.2), and
 * stays on the circle (10.27.1; 8.5.3.4). 10.28.4: this is neither a ride nor a call.
 */
export function strideOnto(s: VGState, seat: Seat, g: Card): void {
  const vc = s.players[seat].field.VC;
  const old = vanguardOf(s, seat);
  const placed = moveCard(s, seat, g, 'gzone', 'VC', { rested: old ? old.rested : false });
  for (let i = 0; i < vc.length; i++) {
    const c = vc[i];
    if (c.id === placed.id) continue;
    if (c.rested) setRested(s, seat, vc[i], false);
    if (!vc[i].up) vc[i] = withCard(vc[i], vc[i].id, true, false, vc[i].placed, vc[i].mods);
  }
  emit(s, { t: 'stride', seat, card: { id: placed.id, code: placed.code } } as GameEvent);
  // 10.28.2.3: with one heart that is not a G unit it is the one chosen; with several the frame asks.
  const candidates = nonGHearts(s, seat);
  linkHeart(s, seat, candidates.length === 1 ? candidates[0].id : 0);
}

/**
 * VG2 10.28.3: before a G unit on the vanguard circle goes anywhere (the G zone, 6.8.1.1.1, 4.6.9), its hearts
 * stop being hearts and take its orientation; the card below it is then the vanguard again.
 */
export function releaseHearts(s: VGState, seat: Seat, gunitId: number): void {
  const hearts = s.hearts;
  if (hearts === undefined || !hearts.some((l) => l.gunit === gunitId)) return;
  s.hearts = hearts.filter((l) => l.gunit !== gunitId);
  const vc = s.players[seat].field.VC;
  const g = vc.find((c) => c.id === gunitId);
  if (!g) return;
  for (const c of vc.slice()) if (c.id !== gunitId) setRested(s, seat, c, g.rested);
}

/** Is `card` a heart (VG2 10.27.3): a card under a strode G unit on `seat`'s vanguard circle? */
export function isHeart(s: VGState, seat: Seat, card: Card): boolean {
  if (s.hearts === undefined) return false;
  const top = vanguardOf(s, seat);
  if (!top || top.id === card.id) return false;
  return s.hearts.some((l) => l.seat === seat && l.gunit === top.id);
}

/** Is `seat`'s vanguard circle a G unit with its hearts (the overload rule leaves those cards, VG2 10.27.1)? */
export function strideHolds(s: VGState, seat: Seat): boolean {
  if (s.hearts === undefined) return false;
  const vc = s.players[seat].field.VC;
  let newest = vc[0];
  for (const c of vc) if (c.placed > newest.placed) newest = c;
  return s.hearts.some((l) => l.seat === seat && l.gunit === newest.id);
}

/** VG2 6.8.1.1.1: every G unit on a vanguard or rear-guard circle goes to its owner's G zone face up. */
export function returnGUnits(s: VGState): void {
  for (const seat of [0, 1] as const) {
    const field = s.players[seat].field;
    for (const c of CIRCLES) {
      if (c === 'GC') continue;
      for (const card of field[c].slice()) if (isGUnit(card)) moveCard(s, seat, card, c, 'gzone', { faceUp: true });
    }
  }
}

export const strideHandlers = {
  'vg.stride': strideHandler as (s: VGState, f: Frame) => void,
};
