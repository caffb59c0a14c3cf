// Card scripts by card code: each deck's file (cards/abilities/*.ts) registers its cards' ability trees here; the
// engine reads them through `scriptOf`. A code registered with an empty script is a card with no abilities.
import type { CardScript } from './dsl.ts';

const SCRIPTS = new Map<string, CardScript>();
const EMPTY: CardScript = {};

export function defineCards(scripts: Record<string, CardScript>): void {
  for (const [code, s] of Object.entries(scripts)) {
    if (SCRIPTS.has(code)) throw new Error(`Buddyfight card ${code} is defined twice`);
    SCRIPTS.set(code, s);
  }
}

export function scriptOf(code: string): CardScript {
  return SCRIPTS.get(code) ?? EMPTY;
}

/** Whether the engine implements this card (its script is registered, an empty one for a card with no text). */
export function isImplemented(code: string): boolean {
  return SCRIPTS.has(code);
}
