// VG-TD06 "Resonance of Thunder Dragon" (Narukami).
import { auto, chooseOpponentRearguard, cont, counterBlast, soulBlast, vanguardIs } from '../../abilities/dsl.ts';
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

const N = 'Narukami';
const djinn = [
  cont({ zones: ['VC', 'RC'], effect: { cont: 'cannotAttackRearguard' } }),
  attackGains(['VC'], 4000),
  attackGains(['RC'], 2000, vanguardIs({ clan: N })),
];
const fewerHandCards = {
  if: 'compare',
  left: { of: 'hand', whose: 'you' },
  op: '<',
  right: { of: 'hand', whose: 'opponent' },
} as const;

defineAbilities('TD06/001', [
  // Thunder Break Dragon
  attackGains(['VC'], 5000, undefined, 'vanguard', 4),
  auto({
    trigger: { on: 'placed', circles: ['VC'] },
    cost: [counterBlast(2)],
    effects: [{ do: 'retire', target: chooseOpponentRearguard({ gradeMax: 2 }) }],
  }),
]);
defineAbilities('TD06/002', djinn); // Djinn of the Lightning Flash
defineAbilities('TD06/003', [attackCB1Plus3000()]); // Plasmabite Dragon
defineAbilities('TD06/005', [interceptShield(N)]); // Shieldblade Dragoon
defineAbilities('TD06/006', djinn); // Djinn of the Lightning Flare
defineAbilities('TD06/007', [attackGains(['VC', 'RC'], 3000, fewerHandCards)]); // Brightjet Dragon
defineAbilities('TD06/009', [actCB1Plus1000()]); // Lizard Soldier, Riki
defineAbilities('TD06/010', [boostedHitDraw()]); // Lightning of Hope, Helena
defineAbilities('TD06/011', djinn); // Djinn of the Lightning Spark
defineAbilities('TD06/012', [boostGives({ name: 'Thunder Break Dragon' }, 5000, { cost: [soulBlast(1)] })]); // Dragon Dancer, RaiRai
defineAbilities('TD06/013', [placedGiveOther2000(N)]); // Wyvern Supply Unit
