// Where every Buddyfight card is and who may see it (GameModule.census), for invariant checks; the rules never read
// it. The deck (BF-Mat①) and the gauge (BF-Mat④, hidden even from its owner) are hidden from everyone, a hand from
// all but its owner; the flag, buddy zone, field, soul (face up, BF-Oth[Souls]), spell area, drop and the cards being
// used are open.
import type { CardPlace, Seat } from '../../core/types.ts';
import { type BFState, type Card, ZONES } from './state.ts';

export function bfCensus(s: BFState): CardPlace[] {
  const out: CardPlace[] = [];
  const put = (seat: Seat, zone: string, c: Card, visibleTo: CardPlace['visibleTo']) => {
    out.push({ id: c.id, code: c.code, owner: c.owner, seat, zone, visibleTo });
    for (const u of c.soul) put(seat, `${zone} (soul)`, u, visibleTo);
  };
  for (const seat of [0, 1] as const) {
    for (const zone of ZONES) {
      const visibleTo = zone === 'deck' || zone === 'gauge' ? 'none' : zone === 'hand' ? seat : 'all';
      for (const c of s.players[seat][zone]) put(seat, zone, c, visibleTo);
    }
  }
  return out;
}
