// The hands, alike in every game: ours face up under the board, each card a target when the pending
// decision lights it (else tapping it pins its detail), and the opponent's as a row of backs with a count.
import type { ReactNode } from 'react';
import { handKey } from './answers.ts';
import { CardBack } from './Card.tsx';
import { markOf, targetClass, type Targeting } from './targeting.ts';

export function OpponentHand({ count }: { count: number }) {
  const shown = Math.min(count, 10);
  return (
    <div className="opp-hand" data-testid="opp-hand" title={`Opponent's hand: ${count} cards`}>
      <div className="backs">
        {Array.from({ length: shown }, (_, i) => (
          <CardBack key={i} small />
        ))}
      </div>
      <span className="pile-label">
        hand <b data-testid="opp-hand-count">{count}</b>
      </span>
    </div>
  );
}

export interface HandProps {
  /** The bottom seat's hand; a count when this viewer may not see it (a spectator). */
  hand: { id: number; code: string }[] | number;
  t: Targeting;
  /** The game's card face for one hand card. */
  face(code: string): ReactNode;
}

export function Hand({ hand, t, face }: HandProps) {
  if (!Array.isArray(hand)) return <OpponentHand count={hand} />;
  return (
    <div className="my-hand" data-testid="my-hand">
      {hand.length === 0 && <span className="empty-hand">Your hand is empty.</span>}
      {hand.map((c) => {
        const key = handKey(c.id);
        return (
          <div
            key={c.id}
            className={`hand-card${targetClass(key, t)}`}
            data-target={key}
            data-testid="hand-card"
            data-mark={markOf(key, t)}
            onClick={() =>
              t.lit.has(key) || t.selected === key ? t.onTarget(key) : t.onInspect({ code: c.code }, true)
            }
          >
            {face(c.code)}
          </div>
        );
      })}
    </div>
  );
}
