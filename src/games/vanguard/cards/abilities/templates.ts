// Ability shapes that many trial-deck cards print with only a clan, name or number changed.
import {
  type Ability,
  act,
  auto,
  boostedUnit,
  type CardFilter,
  type Condition,
  type Cost,
  chooseOpponentRearguard,
  chooseYour,
  counterBlast,
  discard,
  draw,
  power,
  shieldUp,
  thisUnit,
  vanguardIs,
} from '../../abilities/dsl.ts';

/** [AUTO](VC/RC):[CB1] When this unit attacks, you may pay the cost. If you do, this unit gets Power +3000 until end of that battle. */
export const attackCB1Plus3000 = (): Ability =>
  auto({
    zones: ['VC', 'RC'],
    trigger: { on: 'attacks' },
    cost: [counterBlast(1)],
    effects: [power(thisUnit, 3000, 'battle')],
  });

/** [ACT](VC/RC):[CB1] This unit gets Power +1000 until end of turn. */
export const actCB1Plus1000 = (): Ability =>
  act({ zones: ['VC', 'RC'], cost: [counterBlast(1)], effects: [power(thisUnit, 1000, 'turn')] });

/** [AUTO]:When this unit intercepts, if you have a «clan» vanguard, this unit gets Shield +5000 until end of that battle. */
export const interceptShield = (clan: string): Ability =>
  auto({
    trigger: { on: 'intercepts' },
    condition: vanguardIs({ clan }),
    effects: [shieldUp(thisUnit, 5000, 'battle')],
  });

/** [AUTO](RC):[discard 1] When an attack hits during the battle this unit boosted, you may pay the cost. If you do, draw a card. */
export const boostedHitDraw = (): Ability =>
  auto({ zones: ['RC'], trigger: { on: 'boostedBattleHits' }, cost: [discard(1)], effects: [draw(1)] });

/** [AUTO]:When this unit is placed on (RC), choose another of your «clan», and that unit gets Power +2000 until end of turn. */
export const placedGiveOther2000 = (clan: string): Ability =>
  auto({
    trigger: { on: 'placed', circles: ['RC'] },
    effects: [power(chooseYour('unit', { clan, other: true }), 2000, 'turn')],
  });

/** [AUTO](RC):When this unit boosts a unit matching `boosted`, [if …,] the boosted unit gets Power +N until end of that battle. */
export const boostGives = (
  boosted: CardFilter & { vanguard?: boolean },
  n: number,
  extra: { condition?: Condition; cost?: Cost[] } = {},
): Ability =>
  auto({
    zones: ['RC'],
    trigger: { on: 'boosts', boosted },
    condition: extra.condition,
    cost: extra.cost,
    effects: [power(boostedUnit, n, 'battle')],
  });

/** [AUTO](zones):When this unit attacks [a vanguard], if …, this unit gets Power +N until end of that battle. */
export const attackGains = (
  zones: ('VC' | 'RC')[],
  n: number,
  condition?: Condition,
  vs?: 'vanguard',
  limitBreak?: number,
): Ability =>
  auto({
    zones,
    limitBreak,
    trigger: vs ? { on: 'attacks', vs } : { on: 'attacks' },
    condition,
    effects: [power(thisUnit, n, 'battle')],
  });

/** [AUTO]:[CB2] When this unit is placed on (VC) or (RC), if `condition`, you may pay the cost. If you do, choose one of your opponent's front row rear-guards, and retire it. */
export const placedRetireFrontRow = (condition: Condition): Ability =>
  auto({
    trigger: { on: 'placed', circles: ['VC', 'RC'] },
    condition,
    cost: [counterBlast(2)],
    effects: [{ do: 'retire', target: chooseOpponentRearguard({ frontRow: true }) }],
  });

/**
 * The grade 2s of TD08–TD10: [AUTO](VC) Limit Break 4: When this unit attacks a vanguard, this unit gets Power +5000
 * until end of that battle. [AUTO](RC):When this unit attacks a vanguard, if you have a «clan» vanguard, this unit
 * gets Power +2000 until end of that battle.
 */
export const vanguardAttackerGrade2 = (clan: string): Ability[] => [
  attackGains(['VC'], 5000, undefined, 'vanguard', 4),
  attackGains(['RC'], 2000, vanguardIs({ clan }), 'vanguard'),
];

/**
 * The grade 0s of TD03/TD04: [AUTO]:When another «clan» rides this unit, you may call this card to (RC).
 * [AUTO](RC):When this unit boosts, the boosted unit gets Power +3000 until end of that battle, and at the
 * beginning of the end phase of that turn, return this unit to your deck, and shuffle your deck.
 */
export const forerunnerBooster = (clan: string): Ability[] => [
  auto({ trigger: { on: 'riddenBy', filter: { clan, other: true } }, optional: true, effects: [{ do: 'callThis' }] }),
  auto({
    zones: ['RC'],
    trigger: { on: 'boosts' },
    effects: [power(boostedUnit, 3000, 'battle'), { do: 'atEndPhaseReturnThisToDeck' }],
  }),
];
