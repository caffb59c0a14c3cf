// Renders a card's skills as English from the DSL trees (DESIGN "Cards"): what a player reads is what
// the engine does. Printed keywords without parameters come from the card record.
import { requireCard } from '../cards/cardPool.ts';
import type { Skill } from './dsl.ts';
import { printedSkills } from './registry.ts';

export function renderSkills(code: string, back = false): string[] {
  return printedSkills(code, back).map(renderSkill);
}

export function renderSkill(sk: Skill): string {
  return JSON.stringify(sk);
}

export function renderCard(code: string): string {
  const r = requireCard(code);
  return [r.name, ...renderSkills(code)].join('\n');
}
