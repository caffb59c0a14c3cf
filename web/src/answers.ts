// The click model every game's board shares: a decision's legal answers become plans, each with a readable label and
// the board targets that choose it (one or two clicks long: a hand card, then a circle); answers with no board
// target become buttons. Each game plans its own decisions (web/src/games/<game>/answers.ts); this file says what
// a click does with the plans, whatever the game.
import type { Answer } from './types.ts';

export type TargetKey = string;

/** A card in the deciding seat's hand: the hand is drawn by the shared Hand in every game. */
export const handKey = (id: number): TargetKey => `hand:${id}`;

export interface Plan {
  index: number;
  answer: Answer;
  label: string;
  /** Click sequences on the board that choose this answer; empty means a button only. */
  paths: TargetKey[][];
  /** A card this answer names that is not on the board (deck, soul, drop): shown in the decision panel. */
  pick?: { id: number; code?: string; faceDown?: boolean };
  /** Pass, done, no, none: the answer that moves on without doing anything. */
  moveOn?: boolean;
  /** An answer that plays no card and uses no ability (moving units around): with only these beside a move-on answer,
   *  the player has nothing to play (web/src/autoAnswer.ts). */
  playsNothing?: boolean;
}

/** What one click on `key` does, given the target already selected (if any). */
export type ClickOutcome = { kind: 'answer'; plan: Plan } | { kind: 'select'; key: TargetKey } | { kind: 'none' };

export function clickTarget(plans: Plan[], selected: TargetKey | null, key: TargetKey): ClickOutcome {
  if (selected) {
    const second = plans.find((p) =>
      p.paths.some((path) => path.length === 2 && path[0] === selected && path[1] === key),
    );
    if (second) return { kind: 'answer', plan: second };
  }
  const starting = plans.filter((p) => p.paths.some((path) => path[0] === key));
  if (starting.length === 0) return { kind: 'none' };
  const single = starting.filter((p) => p.paths.some((path) => path.length === 1 && path[0] === key));
  const onlyOne = starting.length === 1 && single.length === 1;
  if (onlyOne) return { kind: 'answer', plan: single[0] };
  return { kind: 'select', key };
}

/** The board targets to light up: first clicks, or with a selection, the second clicks that complete it. */
export function litTargets(plans: Plan[], selected: TargetKey | null): Set<TargetKey> {
  const out = new Set<TargetKey>();
  for (const p of plans) {
    for (const path of p.paths) {
      if (selected) {
        if (path.length === 2 && path[0] === selected) out.add(path[1]);
      } else out.add(path[0]);
    }
  }
  return out;
}

/** With `selected` chosen: the one-click answers that start there (e.g. a card's ability), shown as buttons. */
export function answersAt(plans: Plan[], selected: TargetKey): Plan[] {
  return plans.filter((p) => p.paths.some((path) => path.length === 1 && path[0] === selected));
}
