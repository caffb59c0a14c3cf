// VG-TD08 "Liberator of the Sanctuary" (Gold Paladin).
import { auto, chooseYour, cont, power, vanguardIs, yourVanguard } from '../../abilities/dsl.ts';
import { defineAbilities } from '../../abilities/registry.ts';
import {
  actCB1Plus1000,
  attackCB1Plus3000,
  attackGains,
  boostGives,
  interceptShield,
  placedRetireFrontRow,
  vanguardAttackerGrade2,
} from './templates.ts';

const GP = 'Gold Paladin';
const liberatorVanguard = vanguardIs({ nameIncludes: 'Liberator' });
const threeOtherLiberators = {
  if: 'compare',
  left: { of: 'rearguards', whose: 'you', filter: { nameIncludes: 'Liberator', other: true } },
  op: '>=',
  right: 3,
} as const;

defineAbilities('TD08/001', [
  // Solitary Liberator, Gancelot
  auto({
    limitBreak: 4,
    trigger: { on: 'riddenBy', filter: { clan: GP } },
    effects: [power(yourVanguard, 10000, 'turn'), power(chooseYour('rearguard', { clan: GP }, 3, true), 5000, 'turn')],
  }),
  attackGains(['VC'], 2000, undefined, 'vanguard'),
  cont({ zones: ['VC', 'RC'], effect: { cont: 'lord' } }),
]);
defineAbilities('TD08/002', vanguardAttackerGrade2(GP)); // Dignified Gold Dragon
defineAbilities('TD08/003', [attackCB1Plus3000()]); // Onslaught Liberator, Maelzion
defineAbilities('TD08/005', [attackGains(['RC'], 3000, liberatorVanguard)]); // Liberator of Royalty, Phallon
defineAbilities('TD08/006', [placedRetireFrontRow(liberatorVanguard)]); // Blaster Blade Liberator
defineAbilities('TD08/007', [interceptShield(GP)]); // Zoom Down Eagle
defineAbilities('TD08/008', [attackGains(['VC', 'RC'], 3000, threeOtherLiberators)]); // Zoigal Liberator
defineAbilities('TD08/010', [attackGains(['RC'], 3000, liberatorVanguard)]); // Little Liberator, Marron
defineAbilities('TD08/011', [actCB1Plus1000()]); // Pomerugal Liberator
defineAbilities('TD08/012', [boostGives({ clan: GP, vanguard: true }, 4000, { condition: threeOtherLiberators })]); // Future Liberator, Llew
