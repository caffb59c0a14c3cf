// G guardian (VG2 11.14, 7.5.1.2.3, 8.5.2.2.2): in the opponent's guard step, a face-down G unit with G guardian
// is called from the G zone to the guardian circle face up by paying its cost. Leaving the field it goes back to
// the G zone face up (11.14.3, in zones.ts). Only asked when a player has a G deck (`s.gDecks`).
import { emit } from '../../core/engine.ts';
import type { GameEvent, Seat } from '../../core/types.ts';
import { grade, record } from './characteristics.ts';
import { type Card, opponent, type VGState, vanguardOf } from './state.ts';
import { moveCard } from './zones.ts';
import { oneOfEachCode } from '../../core/identicalCopies.ts';

/** Call the face-down G guardian `card` from the G zone, discarding the hand card `cost` to pay for it. */
export type GGuardianAnswer = { t: 'gGuardian'; card: number; cost: number };

function hasGGuardian(c: Card): boolean {
  return record(c).gGuardian !== undefined;
}

/** The hand cards that can pay `g`'s G guardian cost (one discard, with the printed trigger icon if any). */
function costCards(s: VGState, seat: Seat, g: Card): Card[] {
  const need = record(g).gGuardian!.discardTrigger;
  return s.players[seat].hand.filter((h) => need === undefined || record(h).trigger?.kind === need);
}

/**
 * VG2 7.5.1.2.3: both vanguards grade 3 or greater, 3 or fewer face-up G guardians in the G zone, a face-down
 * G guardian there, and (8.5.2.3) a cost that can be paid. One option per G guardian name and cost card name.
 */
export function gGuardianOptions(s: VGState, seat: Seat): GGuardianAnswer[] {
  const gzone = s.players[seat].gzone;
  if (gzone.length === 0) return [];
  const mine = vanguardOf(s, seat);
  const theirs = vanguardOf(s, opponent(seat));
  if (!mine || !theirs || grade(s, seat, mine) < 3 || grade(s, opponent(seat), theirs) < 3) return [];
  let faceUp = 0;
  for (const c of gzone) if (c.up && hasGGuardian(c)) faceUp++;
  if (faceUp > 3) return [];
  const out: GGuardianAnswer[] = [];
  for (const g of oneOfEachCode(gzone.filter((c) => !c.up && hasGGuardian(c))))
    for (const h of oneOfEachCode(costCards(s, seat, g))) out.push({ t: 'gGuardian', card: g.id, cost: h.id });
  return out;
}

/**
 * VG2 7.5.1.2.3 / 11.14.2: pay the cost (the discard, 8.5.2.3), then superior call the G guardian to the guardian
 * circle face up (8.5.2.2.2), resting like any guardian (4.6.5.1). Returns the card as placed.
 */
export function callGGuardian(s: VGState, seat: Seat, a: GGuardianAnswer): Card {
  const p = s.players[seat];
  moveCard(
    s,
    seat,
    p.hand.find((c) => c.id === a.cost)!,
    'hand',
    'drop',
  );
  const placed = moveCard(
    s,
    seat,
    p.gzone.find((c) => c.id === a.card)!,
    'gzone',
    'GC',
  );
  emit(s, { t: 'guard', seat, card: { id: placed.id, code: placed.code } } as GameEvent);
  return placed;
}
