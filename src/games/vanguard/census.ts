// Where every Vanguard card is and who may know it (GameModule.census), for invariant checks; the rules never read
// it. Visibility follows the hidden-zone clauses the view implements: VG2 4.2.2 the deck is hidden from everyone;
// 4.3.2 a hand from all but its owner; 4.11.2 face-down G zone cards from all but their owner; 4.9.2.1 face-down
// bound cards likewise; 5.4.3 the first vanguard, face down until Stand Up, likewise; VGD 4.18.2 face-down ride deck
// cards likewise. Everything else — the field (a locked card's face is public, VG2 4.6.8.1), soul, drop, damage (face
// down or not, VG2 4.8.2.1), trigger zone, face-up cards of the G zone, bind and ride deck, removed cards — is open.
import type { CardPlace } from '../../core/types.ts';
import type { Card, VGState } from './state.ts';

export function vanguardCensus(s: VGState): CardPlace[] {
  const out: CardPlace[] = [];
  for (const seat of [0, 1] as const) {
    const p = s.players[seat];
    const put = (zone: string, cards: readonly Card[], visibleTo: (c: Card) => CardPlace['visibleTo']) => {
      for (const c of cards) out.push({ id: c.id, code: c.code, owner: c.owner, seat, zone, visibleTo: visibleTo(c) });
    };
    const ownerIfDown = (c: Card): CardPlace['visibleTo'] => (c.up ? 'all' : seat);
    put('deck', p.deck, () => 'none');
    put('hand', p.hand, () => seat);
    for (const zone of ['drop', 'soul', 'damage', 'trigger', 'removed'] as const) put(zone, p[zone], () => 'all');
    put('bind', p.bind, ownerIfDown);
    put('gzone', p.gzone, ownerIfDown);
    if (p.rideDeck !== undefined) put('rideDeck', p.rideDeck, ownerIfDown);
    if (p.imprisoned !== undefined) put('imprisoned', p.imprisoned, () => 'all'); // VGD 17.5.1.1, 4.17.2
    for (const circle of Object.keys(p.field) as (keyof typeof p.field)[]) {
      put(circle, p.field[circle], (c) => (!c.up && s.phase === 'setup' ? seat : 'all'));
    }
  }
  return out;
}
