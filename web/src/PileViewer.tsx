// A public pile opened as a list (soul, drop, bind, damage, removed, trigger zone; DBS drop, warp, removed): every card in it,
// face-down damage marked as such (VG2 4.8.2.1: the damage zone stays public), an opponent's face-down bound card as
// a back (VG2 4.9.2.1), and each bound card's pile (VG2 4.9.3).
import { CardBack, CardFace, type Inspect } from './Card.tsx';
import type { CardDb } from './cardDb.ts';
import type { PileName } from './Board.tsx';
import type { DbsPile } from './dbs/Board.tsx';

const TITLES: Record<string, string> = {
  warp: 'Warp',
  soul: 'Soul',
  drop: 'Drop zone',
  bind: 'Bind zone',
  damage: 'Damage zone',
  removed: 'Removed from the game',
  trigger: 'Trigger zone',
};

/** A card of an open pile: its face, or a back for a card whose face this seat may not see. */
export type PileCard =
  { id: number; code: string; faceDown?: boolean; pile?: number } | { hidden: true; pile?: number };

export function PileViewer({
  title,
  pile,
  cards,
  db,
  onInspect,
  onClose,
}: {
  title: string;
  pile: PileName | DbsPile;
  cards: PileCard[];
  db: CardDb;
  onInspect(i: Inspect | null, pin?: boolean): void;
  onClose(): void;
}) {
  return (
    <div className="modal-backdrop" onClick={onClose}>
      <div className="modal pile-viewer" data-testid="pile-viewer" onClick={(e) => e.stopPropagation()}>
        <div className="modal-head">
          <b>
            {title}: {TITLES[pile]} ({cards.length})
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
