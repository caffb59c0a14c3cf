// VG-TD09 "Eradicator of the Empire" (Narukami).
import {
  auto,
  chooseOpponentRearguard,
  cont,
  counterBlast,
  power,
  vanguardIs,
  yourVanguard,
} from '../../abilities/dsl.ts';
import { defineAbilities } from '../../abilities/registry.ts';
import {
  actCB1Plus1000,
  attackCB1Plus3000,
  attackGains,
  boostGives,
  interceptShield,
  vanguardAttackerGrade2,
} from './templates.ts';

const N = 'Narukami';
const eradicatorVanguard = vanguardIs({ nameIncludes: 'Eradicator' });
const oppDamageThree = { if: 'compare', left: { of: 'damage', whose: 'opponent' }, op: '>=', right: 3 } as const;

defineAbilities('TD09/001', [
  // Eradicator, Vowing Sword Dragon
  auto({
    limitBreak: 4,
    trigger: { on: 'riddenBy', filter: { clan: N } },
    effects: [
      { do: 'retire', target: chooseOpponentRearguard({ frontRow: true }) },
      power(yourVanguard, 10000, 'turn'),
    ],
  }),
  attackGains(['VC'], 2000, oppDamageThree),
  cont({ zones: ['VC', 'RC'], effect: { cont: 'lord' } }),
]);
defineAbilities('TD09/002', [attackCB1Plus3000()]); // Barrage Eradicator, Zion
defineAbilities('TD09/003', vanguardAttackerGrade2(N)); // Discharging Dragon
defineAbilities('TD09/005', [attackGains(['RC'], 3000, eradicatorVanguard)]); // Eradicator, Spark Rain Dragon
defineAbilities('TD09/006', [
  // Assassin Sword Eradicator, Susei
  auto({
    zones: ['VC', 'RC'],
    trigger: { on: 'hits', vs: 'vanguard' },
    condition: eradicatorVanguard,
    cost: [counterBlast(2)],
    effects: [{ do: 'retire', target: chooseOpponentRearguard({ frontRow: true }) }],
  }),
]);
defineAbilities('TD09/007', [interceptShield(N)]); // Dragon Dancer, Veronica
defineAbilities('TD09/008', [
  // Lightning Blade Eradicator, Jeem
  attackGains(['VC', 'RC'], 3000, { if: 'compare', left: { of: 'rearguards', whose: 'opponent' }, op: '<=', right: 2 }),
]);
defineAbilities('TD09/010', [attackGains(['RC'], 3000, eradicatorVanguard)]); // Eradicator, Demolition Dragon
defineAbilities('TD09/011', [actCB1Plus1000()]); // Dust Storm Eradicator, Toko
defineAbilities('TD09/012', [boostGives({ clan: N, vanguard: true }, 4000, { condition: oppDamageThree })]); // Eradicator of Fire, Kohkaiji
