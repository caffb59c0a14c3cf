// The check both games' "every decision is answerable by clicking" tests make: clicking along each click path a
// plan lists, the way the game screen does, chooses exactly that plan's answer.
import { answersAt, clickTarget, type Plan } from '../../web/src/answers.ts';

/** Null when every path of `plan` reaches it; else what goes wrong. */
export function reachable(plans: Plan[], plan: Plan): string | null {
  for (const path of plan.paths) {
    const first = clickTarget(plans, null, path[0]);
    if (path.length === 1) {
      if (first.kind === 'answer' && first.plan.index === plan.index) continue;
      if (first.kind === 'select' && answersAt(plans, path[0]).some((p) => p.index === plan.index)) continue;
      return `one click on ${path[0]} does not choose "${plan.label}"`;
    }
    if (first.kind !== 'select') return `${path[0]} does not select before ${path[1]} ("${plan.label}")`;
    const second = clickTarget(plans, path[0], path[1]);
    if (second.kind !== 'answer' || second.plan.index !== plan.index) {
      return `${path.join(' then ')} does not choose "${plan.label}"`;
    }
  }
  return null;
}
