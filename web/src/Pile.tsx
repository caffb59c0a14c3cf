// The piles beside each field, alike in every game: the deck as a count over a card back, and each open
// pile (drop, bind, warp, removed…) as a button with its count and top card that opens the whole list.
import type { ReactNode } from 'react';
import { CardBack } from './Card.tsx';
import type { Seat } from './types.ts';

export function DeckPile({ seat, count }: { seat: Seat; count: number }) {
  return (
    <div className="pile deck" data-testid={`deck-${seat}`} title="Deck">
      <span className="pile-label">
        deck <b>{count}</b>
      </span>
      {count > 0 && <CardBack small />}
    </div>
  );
}

export function PileButton<P extends string, C>({
  seat,
  pile,
  label,
  cards,
  face,
  onOpen,
}: {
  seat: Seat;
  pile: P;
  label: string;
  cards: C[];
  /** The game's small card face, for the top card. */
  face(card: C): ReactNode;
  onOpen(seat: Seat, pile: P): void;
}) {
  const top = cards[cards.length - 1];
  return (
    <button className={`pile pile-${pile}`} data-testid={`pile-${seat}-${pile}`} onClick={() => onOpen(seat, pile)}>
      <span className="pile-label">
        {label} <b>{cards.length}</b>
      </span>
      {top ? face(top) : null}
    </button>
  );
}
