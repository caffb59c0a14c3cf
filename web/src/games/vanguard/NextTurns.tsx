// What the Vanguard status bar adds after whose turn it is: VG2 12.4.2, the queued turns while an extra turn waits,
// the next first ("next: your extra turn, then opponent's turn").
import type { Seat } from '../../types.ts';
import type { VGView } from './view.ts';

function nextTurnsText(turns: { seat: Seat; extra: boolean }[], viewer: Seat | 'spectator'): string {
  return turns
    .map((t) => {
      const whose = viewer === 'spectator' ? `player ${t.seat + 1}'s` : t.seat === viewer ? 'your' : "opponent's";
      return `${whose}${t.extra ? ' extra' : ''} turn`;
    })
    .join(', then ');
}

export function NextTurns({ view, viewer }: { view: VGView; viewer: Seat | 'spectator' }) {
  if (!view.nextTurns) return null;
  return (
    <span className="next-turns" data-testid="next-turns">
      next: {nextTurnsText(view.nextTurns, viewer)}
    </span>
  );
}
