// The sentences of an ability's text (VG2 8.1.1.1.2.2–8.1.1.1.2.5 for [ACT], 8.1.1.2.3.2–8.1.1.2.3.5 for [AUTO]):
// an "if" requirement holds back only the text up to the next full stop; it is checked when its sentence is
// reached, after the text before it has resolved, so it may refer to what that text did. A sentence that begins
// with "Then," or with an "if" about the result of the sentence before does not resolve when that sentence's own
// requirement was not met.
import type { VGState } from '../state.ts';
import { holds } from './conditions.ts';
import type { AutoAbility, Effect } from './dsl.ts';
import { abilityOf, type ResolveFrame, runEffect } from './resolveAbility.ts';

/** Resolve one `sentence` effect; false while waiting for an answer (`f.sentI` is where it stopped). */
export function runSentence(s: VGState, f: ResolveFrame, e: Extract<Effect, { do: 'sentence' }>): boolean {
  if (f.sentI === undefined) {
    // `f.held` belongs to the sentence right before this one, if that one is a sentence at all.
    const before = (abilityOf(f) as AutoAbility).effects[f.effI - 1];
    const heldBack = e.after !== undefined && before?.do === 'sentence' && f.held === true;
    const met = !heldBack && (e.if === undefined || holds(s, f.seat, e.if, f.source, f.mem, f));
    f.held = !met;
    if (!met) return true;
    f.sentI = 0;
  }
  while (f.sentI < e.effects.length) {
    if (!runEffect(s, f, e.effects[f.sentI])) return false;
    f.sentI++;
    f.picked = [];
    f.sub = 0;
    f.look = [];
  }
  delete f.sentI;
  return true;
}
