// The checks both games' "every decision is answerable by clicking" tests make: clicking along each click path a
// plan lists, the way the game screen does, chooses exactly that plan's answer; and the rules source they read
// prompt ids from; and the random games they check every decision of.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, decision, eventsFor } from '../../src/core/engine.ts';
import { randInt, type RngState } from '../../src/core/rng.ts';
import type { BaseState, Decision, Seat } from '../../src/core/types.ts';
import { answersAt, clickTarget, type Plan, type TargetKey } from '../../web/src/answers.ts';
import { CodeMemory } from '../../web/src/cardDb.ts';

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

/** How one game's client reads a decision, for `planProblems`. */
export interface PlanChecks {
  /** A label or log text that shows raw data instead of words. */
  unreadable: RegExp;
  /** The answer fields that name a card by id. */
  idFields: string[];
  /** Whether this seat's client knows the card with this id. */
  known: (id: number) => boolean;
  /** Whether the board shows this click target. */
  targetExists: (key: TargetKey) => boolean;
}

/**
 * What is wrong with `plans` as the client's answers to a decision with `options` legal answers: an
 * answer with no plan, an unreadable label, an unknown card, a pick without a face, a click target not
 * on the board, or a path that does not choose its answer.
 */
export function planProblems(plans: Plan[], options: number, checks: PlanChecks): string[] {
  const out: string[] = [];
  if (plans.length !== options) out.push('an answer has no plan');
  for (const p of plans) {
    if (!p.label || checks.unreadable.test(p.label)) out.push(`label "${p.label}"`);
    const named = p.answer as unknown as Record<string, number | undefined>;
    for (const id of checks.idFields.map((k) => named[k])) {
      if (id !== undefined && !checks.known(id)) out.push(`unknown card id ${id}`);
    }
    if (p.pick && !p.pick.code) out.push(`pick without a face: ${p.label}`);
    for (const path of p.paths) {
      for (const key of path) {
        if (!checks.targetExists(key)) out.push(`no target ${key}`);
      }
    }
    // Every answer is a board click, a card in the panel, or a button (paths empty and no pick).
    const why = reachable(plans, p);
    if (why) out.push(why);
  }
  return out;
}

/** Every line of the .ts files under `dir` (a game's rules source, where the prompt ids it can ask are written). */
export function sourceLines(dir: string): string[] {
  const out: string[] = [];
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) out.push(...sourceLines(p));
    else if (p.endsWith('.ts')) out.push(...readFileSync(p, 'utf8').split('\n'));
  }
  return out;
}

/**
 * Play `state` with random legal answers for at most `cap` decisions. Before each answer, `check` gets
 * the decision and the deciding seat's card memory, fed with every event that seat has been sent.
 */
export function playRandomly(
  state: BaseState,
  rng: RngState,
  cap: number,
  check: (d: Decision, me: Seat, codes: CodeMemory) => void,
): void {
  const memories: [CodeMemory, CodeMemory] = [new CodeMemory(), new CodeMemory()];
  const cursors = [0, 0];
  for (let n = 0; n < cap; n++) {
    const d = decision(state);
    if (!d) break;
    const me = d.seat;
    const codes = memories[me];
    codes.learnEvents(eventsFor(state, me, cursors[me]));
    cursors[me] = state.log!.length;
    check(d, me, codes);
    act(state, me, d.options[randInt(rng, d.options.length)]);
  }
}
