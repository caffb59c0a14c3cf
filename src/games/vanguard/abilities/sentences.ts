// The sentences of an ability's text (VG2 8.1.1.1.2.2–8.1.1.1.2.5 for [ACT], 8.1.1.2.3.2–8.1.1.2.3.5 for [AUTO]):
// an "if" requirement holds back only the text up to the next full stop; it is checked when its sentence is
// reached, after the text before it has resolved, so it may refer to what that text did. A sentence that begins
// with "Then," or with an "if" about the result of the sentence before does not resolve when that sentence's own
// requirement was not met. A cost written inside the text (VGD 11.9.5.1, 11.9.5.2, "Then, COST [Soul Blast (2)], …") is
// offered when its sentence is reached; the rest of that sentence resolves only if it is paid.
import { ask, takeAnswer } from '../../../core/engine.ts';
import type { VGState } from '../state.ts';
import { holds } from './conditions.ts';
import type { AutoAbility, Effect } from './dsl.ts';
import { abilityOf, canPay, chooseCost, pay, type ResolveFrame, runEffect, type YesNo } from './resolveAbility.ts';

/** `f.sentI` while the sentence's own cost is offered (-2) and then chosen and paid (-1). */
const OFFER_COST = -2;
const PAY_COST = -1;

/** Resolve one `sentence` effect; false while waiting for an answer (`f.sentI` is where it stopped). */
export function runSentence(s: VGState, f: ResolveFrame, e: Extract<Effect, { do: 'sentence' }>): boolean {
  if (f.sentI === undefined) {
    // `f.held` belongs to the sentence right before this one, if that one is a sentence at all.
    const before = (abilityOf(f) as AutoAbility).effects[f.effI - 1];
    const heldBack = e.after !== undefined && before?.do === 'sentence' && f.held === true;
    const met = !heldBack && (e.if === undefined || holds(s, f.seat, e.if, f.source, f.mem, f));
    f.held = !met;
    if (!met) return true;
    f.sentI = e.cost && e.cost.length > 0 ? OFFER_COST : 0;
  }
  if (f.sentI === OFFER_COST) {
    // VGD 11.9.5.2: a cost in the text may be paid; one that cannot be paid is not offered.
    const cost = e.cost!;
    const yn: YesNo | null = canPay(s, f.seat, f.source, cost) ? takeAnswer<YesNo>(s) : { t: 'no' };
    if (!yn) {
      ask<YesNo>(s, { seat: f.seat, kind: 'yesNo', prompt: 'vg.payCost', options: [{ t: 'yes' }, { t: 'no' }] });
      return false;
    }
    if (yn.t === 'no') {
      f.held = true; // not paid: the rest of this sentence does not resolve
      delete f.sentI;
      return true;
    }
    f.costI = 0;
    f.payment = [];
    f.chosen = [];
    f.sentI = PAY_COST;
  }
  if (f.sentI === PAY_COST) {
    if (!chooseCost(s, f, e.cost!)) return false;
    pay(s, f, e.cost!);
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
