// What a turn leaves behind for the section 11 keywords that read it: the cards each player called (Unite,
// VG2 11.19), whether cards went into a soul other than by riding (Darkness, 11.30), whether a Homare cost was
// paid (Homare, 11.40), and the unit states that last until end of turn — successful (Success, 11.37) and in
// harmony (Harmony, 11.34). Each record is absent until first needed, replaced rather than changed (clones share
// it), and dropped at the end of the turn (`endTurnRecords`).
import type { Seat } from '../../core/types.ts';
import { type HarmonyLink, type TurnRecord, unitOfMaster, type VGState } from './state.ts';

const EMPTY: TurnRecord = { called: [0, 0], soul: [false, false], homare: [false, false] };

function pair<T>(p: readonly [T, T], seat: Seat, v: T): readonly [T, T] {
  return seat === 0 ? [v, p[1]] : [p[0], v];
}

/** VG2 10.7.1: `seat` called a card to (RC) or (GC). */
export function noteCall(s: VGState, seat: Seat): void {
  const r = s.thisTurn ?? EMPTY;
  s.thisTurn = { ...r, called: pair(r.called, seat, r.called[seat] + 1) };
}

/** A card was put into `seat`'s soul other than by riding (VG2 11.30.2). */
export function noteSoul(s: VGState, seat: Seat): void {
  const r = s.thisTurn ?? EMPTY;
  if (!r.soul[seat]) s.thisTurn = { ...r, soul: pair(r.soul, seat, true) };
}

/** VG2 11.40.1: `seat` paid the cost of a Homare ability. */
export function noteHomare(s: VGState, seat: Seat): void {
  const r = s.thisTurn ?? EMPTY;
  if (!r.homare[seat]) s.thisTurn = { ...r, homare: pair(r.homare, seat, true) };
}

export function calledThisTurn(s: VGState, seat: Seat): number {
  return s.thisTurn?.called[seat] ?? 0;
}

export function soulFilledThisTurn(s: VGState, seat: Seat): boolean {
  return s.thisTurn?.soul[seat] ?? false;
}

export function homarePaidThisTurn(s: VGState, seat: Seat): boolean {
  return s.thisTurn?.homare[seat] ?? false;
}

export function isSuccessful(s: VGState, id: number): boolean {
  return s.successful !== undefined && s.successful.includes(id);
}

/** VG2 11.37.2: the unit becomes successful until end of turn. */
export function makeSuccessful(s: VGState, id: number): void {
  s.successful = [...(s.successful ?? []), id];
}

/**
 * VG2 11.34.1, 11.34.1.2.1: a unit is in harmony while it and at least one unit associated with it are on the field
 * with the same master, `seat` (a unit it dominates included, 10.35.2). A unit that leaves the field becomes a new
 * card (4.1.4), so its old id matches nothing; a move from circle to circle keeps the id, and with it the
 * association (11.34.1.2).
 */
export function inHarmony(s: VGState, seat: Seat, id: number): boolean {
  if (s.harmony === undefined || !unitOfMaster(s, seat, id)) return false;
  for (const l of s.harmony) {
    if (l.seat !== seat) continue;
    const other = l.a === id ? l.b : l.b === id ? l.a : 0;
    if (other !== 0 && unitOfMaster(s, seat, other)) return true;
  }
  return false;
}

/** VG2 11.34.1: associate two units of `seat`; returns the ids of those not in harmony before (11.34.1.3.1). */
export function associate(s: VGState, seat: Seat, a: number, b: number): number[] {
  const fresh = [a, b].filter((id) => !inHarmony(s, seat, id));
  const link: HarmonyLink = { seat, a, b };
  s.harmony = [...(s.harmony ?? []), link];
  return fresh;
}

/** "During this turn" and "until end of turn" end with the turn. */
export function endTurnRecords(s: VGState): void {
  if (s.thisTurn !== undefined) delete s.thisTurn;
  if (s.successful !== undefined) delete s.successful;
  if (s.harmony !== undefined) delete s.harmony;
}
