// Card abilities by card code. Card files (cards/td01.ts …) register their DSL definitions here;
// a card with no entry is vanilla.
import type { Ability } from './dsl.ts';

const BY_CODE = new Map<string, readonly Ability[]>();
const NONE: readonly Ability[] = [];

export function defineAbilities(code: string, abilities: Ability[]): void {
  if (BY_CODE.has(code)) throw new Error(`abilities for ${code} are defined twice`);
  BY_CODE.set(code, abilities);
}

export function abilitiesOf(code: string): readonly Ability[] {
  return BY_CODE.get(code) ?? NONE;
}

export function cardsWithAbilities(): string[] {
  return [...BY_CODE.keys()].sort();
}
