// Card abilities by card code. Card files (cards/td01.ts …) register their DSL definitions here;
// a card with no entry is vanilla.
import type { Ability } from './dsl.ts';

const BY_CODE = new Map<string, readonly Ability[]>();
const NONE: readonly Ability[] = [];
let vanilla = false;

/**
 * Measurement only (`npm run bench`): while on, every card plays as a vanilla unit, so the benchmark can
 * show what the ability system costs. Games and replays never turn it on.
 */
export function playAsVanilla(on: boolean): void {
  vanilla = on;
}

export function defineAbilities(code: string, abilities: Ability[]): void {
  if (BY_CODE.has(code)) throw new Error(`abilities for ${code} are defined twice`);
  BY_CODE.set(code, abilities);
}

export function abilitiesOf(code: string): readonly Ability[] {
  return vanilla ? NONE : (BY_CODE.get(code) ?? NONE);
}

/** A card's abilities now: printed ones first, then any it got from effects (VG2 10.21). */
export function abilitiesOfCard(card: { code: string; mods: readonly { stat: string }[] | null }): readonly Ability[] {
  const printed = abilitiesOf(card.code);
  if (!card.mods || !card.mods.some((m) => m.stat === 'grant')) return printed;
  const out = [...printed];
  for (const m of card.mods) if (m.stat === 'grant') out.push((m as unknown as { ability: Ability }).ability);
  return out;
}

export function cardsWithAbilities(): string[] {
  return [...BY_CODE.keys()].sort();
}
