// Abilities several D standard trial-deck cards (D-SD01 … D-SD05, D-LTD01, comprehensive rules ver. 4.55) print
// alike: the grade 0 starter's draw for the player who went second, the over trigger's drive check text, and a
// unit's bonus during the battle it attacked.
import { type Ability, auto, chooseYour, cont, draw, overTriggerText, power } from '../../abilities/dsl.ts';

/** [AUTO]: when a unit rides this card (it is then in the soul), if you went second (VGD 8.2.1.6), draw a card. */
export const rodeUponWentSecondDraw = (): Ability =>
  auto({ trigger: { on: 'riddenBy', filter: {} }, condition: { if: 'wentSecond' }, effects: [draw(1)] });

/** VGD 11.10.2.7: "Spiritual King of Determination, Olbaria": after a drive check, one of your units gets Power +100000000. */
export const olbaria = (): Ability[] => [overTriggerText([power(chooseYour('unit'), 100000000, 'turn')])];

/** [CONT](`zones`): during the battle this unit attacked, this unit gets Power +`n`. */
export const attackingPower = (zones: ('VC' | 'RC')[], n: number): Ability =>
  cont({ zones, condition: { if: 'inBattleAs', role: 'attacking' }, effect: { cont: 'modify', stat: 'power', n } });

/** [CONT](RC): if you are in "Final Rush" (VGD 7.42.1), this unit gets Power +`n`. */
export const finalRushPower = (n: number): Ability =>
  cont({ zones: ['RC'], condition: { if: 'inFinalRush' }, effect: { cont: 'modify', stat: 'power', n } });
