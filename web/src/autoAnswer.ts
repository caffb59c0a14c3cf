// Answers that carry no choice, given by the client itself (issue 17): a decision with exactly one legal answer;
// "pass" when the player has nothing to play; the order of a trigger's sub-effects when it cannot matter. Each is a
// setting the player can turn off, remembered in this browser. The rule reads only the plans built from the prompt
// the seat received (its own legal answers), never anything the seat may not see, and works for any registered game:
// it knows answers only through the Plan shape every game builds.
import type { Plan } from './answers.ts';

export interface AutoSettings {
  /** Answer a decision that has exactly one legal answer. */
  single: boolean;
  /** Pass (end the phase, no more guards …) when the only other answers play nothing (moving units around). */
  nothingToPlay: boolean;
  /** Choose the order of effects when every order is the same answer (identical options). */
  sameOrder: boolean;
}

export const AUTO_DEFAULTS: AutoSettings = { single: true, nothingToPlay: true, sameOrder: true };

export const AUTO_LABELS: Record<keyof AutoSettings, string> = {
  single: 'Answer a decision that has only one legal answer',
  nothingToPlay: 'Pass when I have nothing to play',
  sameOrder: 'Choose an order of effects when every order is the same',
};

const STORAGE_KEY = 'arbiter.autoAnswers';

/** The settings remembered in this browser, the defaults for any not set (or for an unreadable entry). */
export function loadAutoSettings(): AutoSettings {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    if (!raw) return { ...AUTO_DEFAULTS };
    const stored = JSON.parse(raw) as Partial<Record<keyof AutoSettings, unknown>>;
    const out = { ...AUTO_DEFAULTS };
    for (const k of Object.keys(AUTO_DEFAULTS) as (keyof AutoSettings)[]) {
      if (typeof stored[k] === 'boolean') out[k] = stored[k];
    }
    return out;
  } catch {
    return { ...AUTO_DEFAULTS };
  }
}

export function saveAutoSettings(s: AutoSettings): void {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(s));
  } catch {
    // A browser that refuses storage keeps the settings for this page only.
  }
}

/** Why the client answered by itself, for the line the decision panel shows afterwards. */
export type AutoReason = keyof AutoSettings;

/** A canonical text of an answer: the same answer whatever order its fields were written in. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const o = value as Record<string, unknown>;
    return `{${Object.keys(o)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical(o[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * The plan to answer without asking, and why, or null when the player should decide. `plans` are every legal answer
 * of the decision in front of this seat (as the game planned them).
 */
export function autoAnswer(plans: readonly Plan[], s: AutoSettings): { plan: Plan; reason: AutoReason } | null {
  if (plans.length === 0) return null;
  if (plans.length === 1) return s.single ? { plan: plans[0], reason: 'single' } : null;
  // Every option the same answer (an order of identical effects): whichever is sent, the game goes on the same way.
  const first = canonical(plans[0].answer);
  if (plans.every((p) => canonical(p.answer) === first))
    return s.sameOrder ? { plan: plans[0], reason: 'sameOrder' } : null;
  // Nothing to play: one move-on answer, and every other answer plays nothing (the game marks those).
  const moveOn = plans.filter((p) => p.moveOn);
  if (s.nothingToPlay && moveOn.length === 1 && plans.every((p) => p.moveOn || p.playsNothing)) {
    return { plan: moveOn[0], reason: 'nothingToPlay' };
  }
  return null;
}
