// VG-TD03 "Golden Mechanical Soldier" (Nova Grappler).
import {
  act,
  auto,
  chooseYour,
  counterBlast,
  draw,
  restThis,
  shieldUp,
  soulBlast,
  thisUnit,
  vanguardIs,
} from '../../abilities/dsl.ts';
import { defineAbilities } from '../../abilities/registry.ts';
import { actCB1Plus1000, attackCB1Plus3000, boostGives, forerunnerBooster } from './templates.ts';

const NG = 'Nova Grappler';

defineAbilities('TD03/001', [
  // Gold Rutile
  auto({ zones: ['VC'], trigger: { on: 'rearguardHitsVanguard' }, effects: [{ do: 'counterCharge', n: 1 }] }),
  auto({
    zones: ['VC'],
    trigger: { on: 'hits', vs: 'vanguard' },
    cost: [counterBlast(2)],
    effects: [{ do: 'stand', target: chooseYour('rearguard', { clan: NG }) }],
  }),
]);
defineAbilities('TD03/002', [attackCB1Plus3000()]); // Death Metal Droid
defineAbilities('TD03/003', [
  // Mr. Invincible
  auto({
    zones: ['VC'],
    trigger: { on: 'beginningOf', timing: 'mainPhase' },
    effects: [
      { do: 'soulCharge', n: 1 },
      { do: 'counterCharge', n: 1 },
    ],
  }),
  auto({
    zones: ['VC', 'RC'],
    trigger: { on: 'hits' },
    cost: [soulBlast(8), counterBlast(5)],
    effects: [{ do: 'stand', target: { unit: 'allYourUnits' } }],
  }),
]);
defineAbilities('TD03/005', [
  // Super Electromagnetic Lifeform, Storm
  auto({
    zones: ['VC', 'RC'],
    trigger: { on: 'hits', vs: 'vanguard' },
    condition: vanguardIs({ clan: NG }),
    effects: [{ do: 'counterCharge', n: 1 }],
  }),
]);
defineAbilities('TD03/006', [
  // NGM Prototype
  auto({
    trigger: { on: 'intercepts' },
    condition: vanguardIs({ clan: NG }),
    effects: [shieldUp(thisUnit, 5000, 'battle')],
  }),
]);
defineAbilities('TD03/008', [actCB1Plus1000()]); // Oasis Girl
defineAbilities('TD03/009', [
  act({ zones: ['VC', 'RC'], cost: [restThis, { pay: 'discard', n: 1 }], effects: [draw(1)] }),
]); // Shout
defineAbilities('TD03/010', [boostGives({ name: 'King of Sword' }, 4000)]); // Queen of Heart
defineAbilities('TD03/011', [attackCB1Plus3000()]); // Battering Minotaur
defineAbilities('TD03/015', forerunnerBooster(NG)); // Battleraizer
