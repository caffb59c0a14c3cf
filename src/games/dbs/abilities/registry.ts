// Card skills by card number: each set file registers its cards' DSL trees here (cards/abilities/*.ts).
// A Leader's back face is registered under `<number>#back` (DBS 2-3-2-1-2: only the face up counts).
import type { Skill } from './dsl.ts';

const SKILLS = new Map<string, readonly Skill[]>();

export function registerSkills(defs: Record<string, Skill[]>): void {
  for (const [key, skills] of Object.entries(defs)) {
    if (SKILLS.has(key)) throw new Error(`skills for ${key} are registered twice`);
    SKILLS.set(key, skills);
  }
}

const NONE: readonly Skill[] = [];

/** The printed (non-keyword) skills of a card face. */
export function printedSkills(code: string, back = false): readonly Skill[] {
  return SKILLS.get(back ? `${code}#back` : code) ?? NONE;
}

export function hasSkillDefinition(key: string): boolean {
  return SKILLS.has(key);
}

export function registeredKeys(): string[] {
  return [...SKILLS.keys()];
}
