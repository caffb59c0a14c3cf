// What every game's cards share: a back for a card this seat may not see, what a hovered or tapped card tells the
// detail pane, and the pane itself (empty until a card is hovered; the card's game draws the rest). Each game's card
// face and detail are in its folder (web/src/games/<game>/Card.tsx).
import type { CardDb } from './cardDb.ts';
import type { WebGame } from './games/registry.ts';

/** A hovered or tapped card: its code and the numbers the view gave it (each game reads the ones it has). */
export interface Inspect {
  code: string;
  power?: number;
  critical?: number;
  faceDown?: boolean;
  /** A card showing its other side (a DBS Leader awakened). */
  flipped?: boolean;
}

export function CardBack({ rested, small, label }: { rested?: boolean; small?: boolean; label?: string }) {
  return (
    <div
      className={`card back${rested ? ' rested' : ''}${small ? ' small' : ''}`}
      data-testid="card-back"
      title={label}
    >
      <span className="back-mark">{label ?? ''}</span>
    </div>
  );
}

export function CardDetail({
  game,
  db,
  card,
  onClose,
}: {
  game: WebGame;
  db: CardDb;
  card: Inspect | null;
  onClose?(): void;
}) {
  if (!card) {
    return (
      <div className="card-detail empty" data-testid="card-detail">
        Hover over or tap a card to read it.
      </div>
    );
  }
  if (!db[card.code]) return <div className="card-detail">Unknown card {card.code}</div>;
  const Detail = game.CardDetail;
  return <Detail db={db} card={card} onClose={onClose} />;
}
