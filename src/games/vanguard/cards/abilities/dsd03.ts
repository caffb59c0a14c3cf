// D-SD03 "Apex Ruler, Bastion" (Keter Sanctuary, D standard): abilities in our DSL. Cards not listed here (Lisana, the
// trigger units but the over trigger) have none; Kurabiel's Sentinel is its record's flag. Not yet implemented:
// Bastion's [AUTO] "at the end of the battle that your drive check revealed a grade 3" (the battle keeps no record of
// what its drive checks revealed), Rooks's and Fort's "reveal grade 3 cards from your hand" costs and Rooks's [CONT]
// giving it Boost.
import {
  act,
  auto,
  chooseYour,
  cont,
  counterBlast,
  draw,
  orderAbility,
  power,
  soulBlast,
  thisUnit,
  vanguardIs,
  yourVanguard,
} from '../../abilities/dsl.ts';
import { defineAbilities } from '../../abilities/registry.ts';
import { olbaria, rodeUponWentSecondDraw } from './dEra.ts';
import { sentinelGuard } from './vEra.ts';

defineAbilities('D-SD03/001', [
  // Apex Ruler, Bastion
  cont({
    zones: ['VC'],
    duringYourTurn: true,
    effect: { cont: 'unitsModify', filter: { gradeMin: 3 }, stat: 'power', n: 2000 },
  }),
]);
defineAbilities('D-SD03/003', [
  // Knight of Heavenly Sword, Fort
  act({
    zones: ['RC'],
    oncePerTurn: true,
    cost: [counterBlast(1)],
    // "choose one of your grade 3 vanguards": with no such vanguard there is nothing to choose (VGD 1.3.2).
    condition: vanguardIs({ gradeMin: 3 }),
    effects: [power(yourVanguard, 5000, 'turn')],
  }),
]);
defineAbilities('D-SD03/004', [rodeUponWentSecondDraw()]); // Knight of Heavenly Bows, Base
defineAbilities('D-SD03/005', [
  // Vehement Witch, Ramana
  auto({
    zones: ['RC'],
    trigger: { on: 'attacks' },
    cost: [counterBlast(1)],
    effects: [power(thisUnit, 5000, 'battle')],
  }),
]);
defineAbilities('D-SD03/006', [
  // Knight of Broadaxe, Rafluke
  act({
    zones: ['RC'],
    cost: [{ pay: 'putIntoSoul', what: 'this' }],
    effects: [power(chooseYour('rearguard', { gradeMin: 3 }), 10000, 'turn')],
  }),
]);
defineAbilities('D-SD03/008', [
  // Platinum Wolf
  act({ zones: ['RC'], cost: [soulBlast(2)], effects: [power(thisUnit, 5000, 'turn')] }),
]);
defineAbilities('D-SD03/009', [sentinelGuard()]); // Lifesaving Angel, Kurabiel
defineAbilities('D-SD03/010', olbaria()); // Spiritual King of Determination, Olbaria
defineAbilities('D-SD03/015', [
  // The Hour of Holy Judgement Cometh (normal order)
  orderAbility({ cost: [counterBlast(2)], effects: [draw(2), power(chooseYour('unit'), 5000, 'turn')] }),
]);
