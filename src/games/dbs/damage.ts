// Damage processing (DBS 4-10): N damage is "take 1 damage" N times (4-10-2-2); for one damage the
// damaged player adds a Life card of their choice to their hand (4-10-2-1, 3-9-2). [Critical] sends it to
// the Drop instead (10-6-1); [Victory Strike] wins on Life damage from the attack (10-20-1, 1-2-6).
// The damage source is the attacking card or the skill's card (4-11).
import { emit } from '../../core/engine.ts';
import type { GameEvent, Seat } from '../../core/types.ts';
import { damageReplacement } from './characteristics.ts';
import { type DBSState } from './state.ts';
import { moveCard, winNow } from './zones.ts';

/** DBS 4-10-2: N damage, one Life card at a time; [Critical] sends them to the Drop (10-6). */
export function dealDamage(
  s: DBSState,
  seat: Seat,
  n: number,
  opts: { critical?: boolean; victoryStrikeBy?: Seat } = {},
): void {
  if (n <= 0) return; // DBS 4-10-2-2
  const p = s.players[seat];
  // DBS 8-9-1: an active replacement effect processes its event instead, and the damage never happened
  // (8-9-1-1). With several, the damaged player would choose (8-9-2); each applies once (8-9-2-3).
  const replacement = damageReplacement(s, seat);
  if (replacement) {
    emit(s, { t: 'damageReplaced', seat, n } as GameEvent);
    for (let k = 0; k < replacement.per * n && p.deck.length > 0; k++)
      moveCard(s, seat, p.deck[p.deck.length - 1], 'deck', 'drop');
    return;
  }
  emit(s, { t: 'damage', seat, n } as GameEvent);
  for (let k = 0; k < n; k++) {
    if (p.life.length === 0) return;
    // DBS 4-10-2-1 / 3-9-2: the damaged player may pick any Life card; face down, they are alike.
    moveCard(s, seat, p.life[p.life.length - 1], 'life', opts.critical ? 'drop' : 'hand');
    if (opts.victoryStrikeBy !== undefined) {
      winNow(s, opts.victoryStrikeBy, `[Victory Strike] dealt Life damage (DBS 10-20)`);
      return;
    }
    if (s.result) return;
  }
}
