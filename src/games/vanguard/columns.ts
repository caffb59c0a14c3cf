// Columns (VG2 4.6.2, 4.6.2.1; gained circles 10.6.3.2.2.1) and the position of dominated units (10.35.3,
// 10.35.3.1). A column is read from one player's side: that player's left, centre or right column holds its own
// circles of that column and the facing circles of the opponent (its left column faces the opponent's right). A
// unit's column is read from its master's side (10.35.3): a dominated unit on the opponent's right column is in its
// dominating player's left column, with that player's left-column units (10.35.3.1). Every "in the same column"
// test goes through here: Harmony (11.34.1), Dark Device (11.36.1), a boost (7.4.1.10), "the opponent's unit in the
// back row of the same column" and a move to the other circle of the column.
import type { Seat } from '../../core/types.ts';
import {
  type Card,
  type Circle,
  circlesOf,
  dominatorOf,
  gainOrder,
  isGained,
  opponent,
  unitOn,
  type VGState,
} from './state.ts';

/** A column as one player sees it: 'L', 'C', 'R', or a gained circle's own column (`A1`, `A2`, …, VG2 10.6.3.2.2). */
export type Column = string;

const OWN: Partial<Record<Circle, Column>> = { FL: 'L', BL: 'L', VC: 'C', BC: 'C', FR: 'R', BR: 'R' };
/** VG2 4.6.2.1: the opponent's right column is your left column, and the other way round. */
const FACING: Partial<Record<Circle, Column>> = { FR: 'L', BR: 'L', VC: 'C', BC: 'C', FL: 'R', BL: 'R' };

/**
 * The column of circle `c` of `field`'s field as `viewer` sees it (undefined for the guardian circle, in no column).
 * VG2 10.6.3.2.2.1: one player's first gained circle is in a column with the other's second, third with fourth, …:
 * named here after the viewer's circle of the pair.
 */
export function columnOf(viewer: Seat, field: Seat, c: Circle): Column | undefined {
  if (isGained(c)) {
    if (field === viewer) return c;
    const n = gainOrder(c);
    return `A${n % 2 === 1 ? n + 1 : n - 1}`;
  }
  return field === viewer ? OWN[c] : FACING[c];
}

/** VG2 10.35.1, 10.35.2: the master of the unit `id` on `field`'s field — the player dominating it, if any. */
export function masterOf(s: VGState, field: Seat, id: number): Seat {
  return dominatorOf(s, id) ?? field;
}

/** A unit on a circle, with the field it is on and its master. */
export interface PlacedUnit {
  card: Card;
  circle: Circle;
  field: Seat;
  master: Seat;
}

/** Every unit in `column` as `viewer` sees it, on either field (a locked card is no unit, VG2 3.8.1). */
export function unitsInColumn(s: VGState, viewer: Seat, column: Column): PlacedUnit[] {
  const out: PlacedUnit[] = [];
  for (const field of [viewer, opponent(viewer)] as const) {
    for (const c of circlesOf(s, field)) {
      if (columnOf(viewer, field, c) !== column) continue;
      const u = unitOn(s, field, c);
      if (u) out.push({ card: u, circle: c, field, master: masterOf(s, field, u.id) });
    }
  }
  return out;
}

/**
 * VG2 10.35.3: the column of the unit `id` on `field`'s circle `c`, read from its master's side, and that master.
 */
export function unitColumn(
  s: VGState,
  field: Seat,
  c: Circle,
  id: number,
): { column: Column; master: Seat } | undefined {
  const master = masterOf(s, field, id);
  const column = columnOf(master, field, c);
  return column === undefined ? undefined : { column, master };
}

/**
 * The units in the same column as the unit `id` on `field`'s circle `c` (read from its master's side, VG2 10.35.3.1)
 * whose master is `whose` (relative to that master: its own other units, or its opponent's units), itself excluded.
 */
export function sameColumnUnits(
  s: VGState,
  field: Seat,
  c: Circle,
  id: number,
  whose: 'own' | 'opponent',
): PlacedUnit[] {
  const at = unitColumn(s, field, c, id);
  if (!at) return [];
  const want = whose === 'own' ? at.master : opponent(at.master);
  return unitsInColumn(s, at.master, at.column).filter((x) => x.master === want && x.card.id !== id);
}

const BACK: Partial<Record<Column, Circle>> = { L: 'BL', C: 'BC', R: 'BR' };

/**
 * The back-row circle of `viewer`'s own field in `column` (none for a gained circle's column, which has no back
 * circle, VG2 10.6.3.2.1): behind an attacker of that column (7.4.1.10), a dominated one included (10.35.3.1).
 */
export function ownBackCircle(column: Column): Circle | undefined {
  return BACK[column];
}

/** The circles of `field`'s field in `column` as `viewer` sees it. */
export function circlesInColumn(s: VGState, viewer: Seat, field: Seat, column: Column): Circle[] {
  return circlesOf(s, field).filter((c) => columnOf(viewer, field, c) === column);
}
