// A public pile opened as a list: every card in it (each game's face; face-down damage marked as such, VG2 4.8.2.1:
// the damage zone stays public), a card whose face this seat may not see as a back (an opponent's face-down bound
// card, VG2 4.9.2.1), and each card's pile when it has one (VG2 4.9.3). The game says what the pile is called.
import { CardBack, type Inspect } from './Card.tsx';
import type { CardDb } from './cardDb.ts';
import type { WebGame } from './games/registry.ts';

/** A card of an open pile: its face, or a back for a card whose face this seat may not see. */
export type PileCard =
  { id: number; code: string; faceDown?: boolean; pile?: number } | { hidden: true; pile?: number };

export function PileViewer({
  game,
  title,
  pile,
  cards,
  db,
  onInspect,
  onClose,
}: {
  game: WebGame;
  title: string;
  pile: string;
  cards: PileCard[];
  db: CardDb;
  onInspect(i: Inspect | null, pin?: boolean): void;
  onClose(): void;
}) {
  const CardFace = game.CardFace;
  return (
    <div className="modal-backdrop" onClick={onClose}>
      <div className="modal pile-viewer" data-testid="pile-viewer" onClick={(e) => e.stopPropagation()}>
        <div className="modal-head">
          <b>
            {title}: {game.pileTitle(pile)} ({cards.length})
          </b>
          <button className="close" data-testid="close-pile" onClick={onClose} aria-label="Close">
            ×
          </button>
        </div>
        {cards.length === 0 ? (
          <p className="muted">No cards.</p>
        ) : (
          <div className="pile-cards">
            {cards.map((c, i) =>
              'code' in c ? (
                <div key={c.id} onClick={() => onInspect({ code: c.code, faceDown: c.faceDown }, true)}>
                  <CardFace db={db} code={c.code} faceDown={c.faceDown} onInspect={onInspect} />
                  {c.pile !== undefined && <span className="pile-label">pile {c.pile}</span>}
                </div>
              ) : (
                <div key={`hidden-${i}`}>
                  <CardBack label={c.pile !== undefined ? `pile ${c.pile}` : undefined} />
                </div>
              ),
            )}
          </div>
        )}
      </div>
    </div>
  );
}
