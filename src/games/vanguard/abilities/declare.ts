// Declaring (VG2 10.23): an ability's master points out a card name or a grade, and a later part of the same
// ability reads it ("reveal the top card of your deck; if it has the declared grade, …"). What may be declared is
// a closed list, so the decision is a plain choice among every legal value (10.23.2).
import { ask, emit, takeAnswer } from '../../../core/engine.ts';
import type { GameEvent } from '../../../core/types.ts';
import { allCards, cardByCode, PROTECT_CODE } from '../cards/cardPool.ts';
import type { VGState } from '../state.ts';
import type { Effect } from './dsl.ts';
import type { ResolveFrame } from './resolveAbility.ts';

export type DeclareAnswer = { t: 'declare'; name: string } | { t: 'declare'; grade: number };

/** The grades a card can have (0 to 3, and 4 for G units). */
const GRADES = [0, 1, 2, 3, 4];

/**
 * VG2 10.23.2: a declared name must point out a card that exists, so the choice is among the names in the card
 * pool. The Protect gift card is left out: it is a stand-in for a gift (10.6.3.3), not a card of the pool.
 */
export function declarableNames(): string[] {
  const names = new Set<string>();
  for (const c of allCards()) if (c.code !== PROTECT_CODE) names.add(c.name);
  return [...names].sort();
}

/** VG2 10.23.1: the master declares; false while waiting for the answer. The declaration is public. */
export function declare(s: VGState, f: ResolveFrame, e: Extract<Effect, { do: 'declare' }>): boolean {
  const a = takeAnswer<DeclareAnswer>(s);
  if (!a) {
    if (e.what === 'name') {
      const options: DeclareAnswer[] = declarableNames().map((name) => ({ t: 'declare', name }));
      ask<DeclareAnswer>(s, { seat: f.seat, kind: 'chooseCard', prompt: 'vg.declareName', options });
    } else {
      const options: DeclareAnswer[] = GRADES.map((grade) => ({ t: 'declare', grade }));
      ask<DeclareAnswer>(s, { seat: f.seat, kind: 'number', prompt: 'vg.declareGrade', options });
    }
    return false;
  }
  f.declared = 'name' in a ? a.name : a.grade;
  emit(s, { t: 'declare', seat: f.seat, declared: f.declared } as GameEvent);
  return true;
}

/** VG2 10.9: reveal the top card of the master's deck; an empty deck reveals nothing (VG2 1.3.2). */
export function revealTop(s: VGState, f: ResolveFrame): boolean {
  const top = s.players[f.seat].deck.at(-1);
  if (!top) return true;
  f.revealed = top.code;
  emit(s, { t: 'reveal', seat: f.seat, zone: 'deck', cards: [{ code: top.code }] } as GameEvent);
  return true;
}

/** The card the ability revealed has the declared name / grade (VG2 10.23). */
export function revealedIsDeclared(
  frame: { declared?: string | number; revealed?: string } | undefined,
  what: 'name' | 'grade',
): boolean {
  if (frame?.declared === undefined || frame.revealed === undefined) return false;
  const c = cardByCode(frame.revealed);
  if (!c) return false;
  return what === 'name' ? c.name === frame.declared : c.grade === frame.declared;
}
