// How the pending decision shows on the board, alike in every game: the targets it lights, the one
// picked first of a two-click answer, and those already picked in a multi-pick decision with what the
// pick means. Every circle, card in play and hand card that can be a target draws itself from these.
import type { TargetKey } from './answers.ts';
import type { Inspect } from './Card.tsx';

export interface Targeting {
  lit: Set<TargetKey>;
  selected: TargetKey | null;
  /** Targets already picked in a multi-pick decision (mulligan, ver. 1.10 guard batch), and what the pick means. */
  marked: Set<TargetKey>;
  markLabel?: string;
  onTarget(key: TargetKey): void;
  onInspect(i: Inspect | null, pin?: boolean): void;
}

export function targetClass(key: TargetKey, t: Targeting): string {
  let c = '';
  if (t.lit.has(key)) c += ' lit';
  if (t.selected === key) c += ' selected';
  if (t.marked.has(key)) c += ' marked';
  return c;
}

/** The `data-mark` of a picked target: the styles write it over the card. */
export function markOf(key: TargetKey, t: Targeting): string | undefined {
  return t.marked.has(key) ? (t.markLabel ?? 'chosen') : undefined;
}
