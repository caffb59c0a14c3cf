// VG-TD10 "Purgatory Revenger" (Shadow Paladin).
import { auto, cont, counterBlast, power, vanguardIs, yourVanguard } from '../../abilities/dsl.ts';
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

const SP = 'Shadow Paladin';
const revengerVanguard = vanguardIs({ nameIncludes: 'Revenger' });
const fewerRearguards = {
  if: 'compare',
  left: { of: 'rearguards', whose: 'you' },
  op: '<',
  right: { of: 'rearguards', whose: 'opponent' },
} as const;

defineAbilities('TD10/001', [
  // Illusionary Revenger, Mordred Phantom
  auto({
    limitBreak: 4,
    trigger: { on: 'riddenBy', filter: { clan: SP } },
    cost: [counterBlast(1)],
    effects: [
      power(yourVanguard, 10000, 'turn'),
      {
        do: 'search',
        filter: { gradeMax: 2, clan: SP },
        then: 'callRC',
        thenModify: { stat: 'power', n: 5000, until: 'turn' },
      },
    ],
  }),
  attackGains(['VC'], 2000, undefined, 'vanguard'),
  cont({ zones: ['VC', 'RC'], effect: { cont: 'lord' } }),
]);
defineAbilities('TD10/002', vanguardAttackerGrade2(SP)); // Venomous Breath Dragon
defineAbilities('TD10/003', [attackCB1Plus3000()]); // Labyrinth Revenger, Arawn
defineAbilities('TD10/005', [attackGains(['RC'], 3000, revengerVanguard)]); // Nullity Revenger, Masquerade
defineAbilities('TD10/006', [placedRetireFrontRow(revengerVanguard)]); // Blaster Dark Revenger
defineAbilities('TD10/007', [attackGains(['VC', 'RC'], 3000, fewerRearguards)]); // Koilbau Revenger
defineAbilities('TD10/008', [interceptShield(SP)]); // Revenger Fortress, Fatalita
defineAbilities('TD10/010', [actCB1Plus1000()]); // Sacrilege Revenger, Baal-berith
defineAbilities('TD10/011', [attackGains(['RC'], 3000, revengerVanguard)]); // Transient Revenger, Masquerade
defineAbilities('TD10/012', [boostGives({ clan: SP, vanguard: true }, 4000, { condition: fewerRearguards })]); // Branbau Revenger
