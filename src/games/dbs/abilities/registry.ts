// Card skills by card number: each set file registers its cards' DSL trees here (cards/abilities/*.ts).
// A Leader's back face is registered under `<number>#back` (DBS 2-3-2-1-2: only the face up counts).
import type { Skill } from './dsl.ts';

const SKILLS = new Map<string, readonly Skill[]>();
/** The back faces again, by plain card number: looked up on every query, without building a key string. */
const BACK_SKILLS = new Map<string, readonly Skill[]>();
const BACK = '#back';
/** Card numbers with a situation trigger on either face (DBS 8-6-6): only these are checked as cards move. */
const SITUATION_CODES = new Set<string>();

export function registerSkills(defs: Record<string, Skill[]>): void {
  for (const [key, skills] of Object.entries(defs)) {
    if (SKILLS.has(key)) throw new Error(`skills for ${key} are registered twice`);
    SKILLS.set(key, skills);
    if (skills.some((sk) => sk.kind === 'auto' && sk.when.on === 'situation'))
      SITUATION_CODES.add(key.endsWith(BACK) ? key.slice(0, -BACK.length) : key);
    if (key.endsWith(BACK)) BACK_SKILLS.set(key.slice(0, -BACK.length), skills);
  }
}

/**
 * Tests only: registers test skills as `registerSkills` does and returns the undo, so tests that lend different
 * skills to one card number can share a file (the rules never unregister).
 */
export function withTestSkills(defs: Record<string, Skill[]>): () => void {
  registerSkills(defs);
  return () => {
    for (const key of Object.keys(defs)) {
      SKILLS.delete(key);
      const code = key.endsWith(BACK) ? key.slice(0, -BACK.length) : key;
      if (key.endsWith(BACK)) BACK_SKILLS.delete(code);
      const situation = (k: string) => SKILLS.get(k)?.some((sk) => sk.kind === 'auto' && sk.when.on === 'situation');
      if (!situation(code) && !situation(code + BACK)) SITUATION_CODES.delete(code);
    }
  };
}

const NONE: readonly Skill[] = [];

/** The printed (non-keyword) skills of a card face. */
export function printedSkills(code: string, back = false): readonly Skill[] {
  return (back ? BACK_SKILLS : SKILLS).get(code) ?? NONE;
}

/** Whether any registered card has a situation trigger (none of the shipped cards: the check is then skipped). */
export function anySituationTrigger(): boolean {
  return SITUATION_CODES.size > 0;
}

export function hasSituationTrigger(code: string): boolean {
  return SITUATION_CODES.has(code);
}

export function hasSkillDefinition(key: string): boolean {
  return SKILLS.has(key);
}

export function registeredKeys(): string[] {
  return [...SKILLS.keys()];
}
