// VG-TD04 "Maiden Princess of the Cherry Blossoms" (Oracle Think Tank).
import { auto, cont, counterBlast, draw, power, soulBlast, thisUnit, vanguardIs } from '../../abilities/dsl.ts';
import { defineAbilities } from '../../abilities/registry.ts';
import { attackCB1Plus3000, attackGains, boostGives, forerunnerBooster, interceptShield } from './templates.ts';

const OTT = 'Oracle Think Tank';
const handFourOrMore = { if: 'compare', left: { of: 'hand', whose: 'you' }, op: '>=', right: 4 } as const;

defineAbilities('TD04/002', [
  // Goddess of Flower Divination, Sakuya
  cont({
    zones: ['VC'],
    duringYourTurn: true,
    condition: handFourOrMore,
    effect: { cont: 'modify', stat: 'power', n: 4000 },
  }),
  auto({
    trigger: { on: 'placed', circles: ['VC'] },
    effects: [{ do: 'returnToHand', target: { unit: 'allYourRearguards', filter: { clan: OTT } } }],
  }),
]);
defineAbilities('TD04/003', [attackCB1Plus3000()]); // Meteor Break Wizard
defineAbilities('TD04/005', [interceptShield(OTT)]); // Security Guardian
defineAbilities('TD04/006', [
  // Sword Dancer Angel
  auto({ zones: ['VC', 'RC'], trigger: { on: 'youDraw' }, effects: [power(thisUnit, 1000, 'turn')] }),
]);
defineAbilities('TD04/008', [
  // Dark Cat
  auto({
    trigger: { on: 'placed', circles: ['VC', 'RC'] },
    condition: vanguardIs({ clan: OTT }),
    effects: [{ do: 'eachPlayerMayDraw' }],
  }),
]);
defineAbilities('TD04/009', [boostGives({ clan: OTT, vanguard: true }, 4000, { condition: handFourOrMore })]); // Weather Girl, Milk
defineAbilities('TD04/010', [attackGains(['VC', 'RC'], 3000, handFourOrMore)]); // Battle Sister, Maple
defineAbilities('TD04/011', [
  // Luck Bird
  auto({
    trigger: { on: 'placed', circles: ['RC'] },
    condition: vanguardIs({ clan: OTT }),
    cost: [soulBlast(2)],
    effects: [draw(1)],
  }),
]);
defineAbilities('TD04/001', [
  // Oracle Guardian, Apollon
  auto({
    zones: ['VC'],
    trigger: { on: 'hits' },
    cost: [counterBlast(2)],
    effects: [draw(2), { do: 'handToDeck', n: 1 }],
  }),
  auto({ zones: ['RC'], trigger: { on: 'hits' }, cost: [counterBlast(2)], effects: [draw(1)] }),
]);
defineAbilities('TD04/015', forerunnerBooster(OTT)); // Lozenge Magus
