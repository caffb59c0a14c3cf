// The attack drawn as arrows (BF-Atk 2.2): one from each attacking card to its target (a monster, or the defending
// fighter's life counter), laid over the board from where those elements are on the page. It only draws what the
// view's `battle` names; it reads nothing else and holds no state of the game.
import { useLayoutEffect, useRef, useState } from 'react';
import type { Seat } from '../../types.ts';
import { bcardKey, fighterKey } from './answers.ts';
import type { BfView } from './model.ts';

interface Line {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

function centre(board: HTMLElement, key: string): { x: number; y: number } | null {
  const el = board.querySelector(`[data-target="${key}"]`);
  if (!el) return null;
  const b = board.getBoundingClientRect();
  const r = el.getBoundingClientRect();
  return { x: r.left - b.left + r.width / 2, y: r.top - b.top + r.height / 2 };
}

/** Drawn as the board's first child: it measures the board it lies in (its own element's parent). */
export function AttackArrows({ view }: { view: BfView }) {
  const [lines, setLines] = useState<Line[]>([]);
  const svg = useRef<SVGSVGElement>(null);
  const b = view.battle;
  const key = b ? `${b.attackers.join(',')}>${b.target ?? 'fighter'}` : '';
  useLayoutEffect(() => {
    const measure = () => {
      const el = svg.current?.parentElement;
      if (!el || !b) return setLines([]);
      const defender: Seat = b.attackerSeat === 0 ? 1 : 0;
      const to = centre(el, b.target === null ? fighterKey(defender) : bcardKey(b.target));
      const out: Line[] = [];
      for (const id of b.attackers) {
        const from = centre(el, bcardKey(id));
        if (!from || !to) continue;
        // Stop short of the target's centre, so the head does not hide its numbers.
        const dx = to.x - from.x;
        const dy = to.y - from.y;
        const k = Math.max(0, 1 - 34 / Math.max(1, Math.hypot(dx, dy)));
        out.push({ x1: from.x, y1: from.y, x2: from.x + dx * k, y2: from.y + dy * k });
      }
      setLines(out);
    };
    measure();
    addEventListener('resize', measure);
    return () => removeEventListener('resize', measure);
    // The arrows follow the battle (its key) and the board's layout, which a new view may change.
  }, [key, view, b]);
  return (
    <svg className="bf-arrows" data-testid="attack-arrows" aria-hidden="true" ref={svg}>
      <defs>
        <marker id="bf-arrow-head" viewBox="0 0 10 10" refX="8" refY="5" markerWidth="5" markerHeight="5" orient="auto">
          <path d="M0,0 L10,5 L0,10 z" fill="#ef5350" />
        </marker>
      </defs>
      {lines.map((l, i) => (
        <line
          key={i}
          x1={l.x1}
          y1={l.y1}
          x2={l.x2}
          y2={l.y2}
          stroke="#ef5350"
          strokeWidth="4"
          strokeOpacity="0.8"
          markerEnd="url(#bf-arrow-head)"
        />
      ))}
    </svg>
  );
}
