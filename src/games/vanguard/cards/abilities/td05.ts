// VG-TD05 "Slash of Silver Wolf" (Gold Paladin).
import { act, auto, counterBlast, draw, power, soulBlast, thisUnit, vanguardIs } from '../../abilities/dsl.ts';
import { defineAbilities } from '../../abilities/registry.ts';
import {
  actCB1Plus1000,
  attackCB1Plus3000,
  attackGains,
  boostedHitDraw,
  boostGives,
  interceptShield,
  placedGiveOther2000,
} from './templates.ts';

const GP = 'Gold Paladin';
const fewerHandCards = {
  if: 'compare',
  left: { of: 'hand', whose: 'you' },
  op: '<',
  right: { of: 'hand', whose: 'opponent' },
} as const;
const sleygal = act({
  zones: ['VC', 'RC'],
  cost: [counterBlast(1)],
  condition: {
    if: 'compare',
    left: { of: 'rearguards', whose: 'you', filter: { clan: GP, other: true } },
    op: '>=',
    right: 4,
  },
  effects: [power(thisUnit, 2000, 'turn')],
});

defineAbilities('TD05/001', [
  // Great Silver Wolf, Garmore
  attackGains(['VC'], 5000, undefined, 'vanguard', 4),
  auto({
    trigger: { on: 'placed', circles: ['VC'] },
    cost: [counterBlast(2)],
    effects: [{ do: 'search', filter: { gradeMax: 2, clan: GP }, then: 'callRC' }],
  }),
]);
defineAbilities('TD05/002', [sleygal]); // Sleygal Double Edge
defineAbilities('TD05/003', [attackCB1Plus3000()]); // Battlefield Storm, Sagramore
defineAbilities('TD05/005', [sleygal]); // Sleygal Sword
defineAbilities('TD05/006', [interceptShield(GP)]); // Sacred Guardian Beast, Nemean Lion
defineAbilities('TD05/007', [attackGains(['VC', 'RC'], 3000, fewerHandCards)]); // Charging Chariot Knight
defineAbilities('TD05/009', [actCB1Plus1000()]); // Evil Slaying Swordsman, Haugan
defineAbilities('TD05/010', [boostedHitDraw()]); // Precipice Whirlwind, Sagramore
defineAbilities('TD05/011', [boostGives({ name: 'Great Silver Wolf, Garmore' }, 5000, { cost: [soulBlast(1)] })]); // Charjgal
defineAbilities('TD05/012', [placedGiveOther2000(GP)]); // Blessing Owl
defineAbilities('TD05/013', [
  // Silver Fang Witch
  auto({
    trigger: { on: 'placed', circles: ['RC'] },
    condition: vanguardIs({ clan: GP }),
    cost: [soulBlast(2)],
    effects: [draw(1)],
  }),
]);
