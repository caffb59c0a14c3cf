// Where every DBS card is and who may know it (GameModule.census), for invariant checks; the rules never read it.
// DBS 3-2-2 the deck and 3-9-2 Life are hidden from everyone, 3-3-2/3-3-3 a hand from all but its owner, 5-2-1-1 a
// presented deck is held face down (hidden from everyone) until it is placed; the Leader, Battle, Combo, Energy
// (3-8-2), Drop, Warp and removed (10-19-3) areas are open, and so are cards under a card there (11-3). A token
// (10-18) is counted as such: the rules make and remove it, so it is not a conserved card.
import type { CardPlace, Seat } from '../../core/types.ts';
import { AREAS, type Card, type DBSState } from './state.ts';

export function dbsCensus(s: DBSState): CardPlace[] {
  const out: CardPlace[] = [];
  const put = (seat: Seat, zone: string, c: Card, visibleTo: CardPlace['visibleTo']) => {
    out.push({ id: c.id, code: c.code, owner: c.owner, seat, zone, visibleTo, ...(c.token ? { token: true } : {}) });
    for (const u of c.under) put(seat, `${zone} (under)`, u, visibleTo);
  };
  for (const seat of [0, 1] as const) {
    for (const area of AREAS) {
      const visibleTo = area === 'deck' || area === 'life' ? 'none' : area === 'hand' ? seat : 'all';
      for (const c of s.players[seat][area]) put(seat, area, c, visibleTo);
    }
    for (const c of s.presented?.[seat] ?? []) put(seat, 'presented', c, 'none');
  }
  return out;
}
