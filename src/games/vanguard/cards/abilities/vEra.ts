// Abilities several V-era trial-deck cards (V-TD01 … V-TD04, ver. 2.01 rules with imaginary gifts) print alike:
// the Sentinel's guard, the starter's draw, and a rear-guard's bonus on attacking a vanguard under a condition.
import { type Ability, auto, chooseYour, type Condition, discard, draw, power, thisUnit } from '../../abilities/dsl.ts';

/** VG2 11.9 Sentinel (the record's flag) with its [AUTO](GC): placed, discard a card: one of your units cannot be hit. */
export const sentinelGuard = (): Ability =>
  auto({
    zones: ['GC'],
    trigger: { on: 'placed', circles: ['GC'] },
    cost: [discard(1)],
    effects: [{ do: 'cannotBeHit', target: chooseYour('unit'), until: 'battle' }],
  });

/** [AUTO]: when a unit rides this card, draw a card (VG2 8.6: a trigger on the ride, the card now in the soul). */
export const rodeUponDraw = (): Ability => auto({ trigger: { on: 'riddenBy', filter: {} }, effects: [draw(1)] });

/** [AUTO](RC): when it attacks a vanguard, if `condition`, this unit gets Power +`n` until end of that battle. */
export const attacksVanguardIf = (condition: Condition, n = 5000): Ability =>
  auto({
    zones: ['RC'],
    trigger: { on: 'attacks', vs: 'vanguard' },
    condition,
    effects: [power(thisUnit, n, 'battle')],
  });

/** "if you have N or more rear-guards" / "if your opponent has N or less rear-guards". */
export const yourRearguardsAtLeast = (n: number): Condition => ({
  if: 'compare',
  left: { of: 'rearguards', whose: 'you' },
  op: '>=',
  right: n,
});
export const opponentRearguardsAtMost = (n: number): Condition => ({
  if: 'compare',
  left: { of: 'rearguards', whose: 'opponent' },
  op: '<=',
  right: n,
});
/** "if you have more rear-guards than your opponent". */
export const moreRearguards: Condition = {
  if: 'compare',
  left: { of: 'rearguards', whose: 'you' },
  op: '>',
  right: { of: 'rearguards', whose: 'opponent' },
};
