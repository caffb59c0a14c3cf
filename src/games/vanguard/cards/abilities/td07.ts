// VG-TD07 "Descendants of the Marine Emperor" (Aqua Force).
import {
  act,
  all,
  auto,
  battleAtLeast,
  chooseYour,
  counterBlast,
  draw,
  power,
  thisUnit,
  vanguardIs,
} from '../../abilities/dsl.ts';
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

const AF = 'Aqua Force';
const thirdBattleWithAFVanguard = all(vanguardIs({ clan: AF }), battleAtLeast(3));

defineAbilities('TD07/002', [
  // Marine General of the Full Tides, Xenophon
  attackGains(['VC'], 3000, battleAtLeast(3)),
  attackGains(['RC'], 1000, thirdBattleWithAFVanguard),
]);
defineAbilities('TD07/003', [attackCB1Plus3000()]); // Key Anchor, Dabid
defineAbilities('TD07/005', [
  // Marine General of the Restless Tides, Algos
  auto({
    zones: ['VC', 'RC'],
    trigger: { on: 'hits', vs: 'vanguard' },
    condition: all(vanguardIs({ clan: AF }), battleAtLeast(4)),
    effects: [draw(1)],
  }),
]);
defineAbilities('TD07/006', [attackGains(['VC', 'RC'], 3000, thirdBattleWithAFVanguard)]); // Coral Assault
defineAbilities('TD07/007', [interceptShield(AF)]); // Titan of the Infinite Trench
defineAbilities('TD07/009', [actCB1Plus1000()]); // Tear Knight, Cyprus
defineAbilities('TD07/010', [placedGiveOther2000(AF)]); // Accelerated Command
defineAbilities('TD07/011', [attackGains(['VC', 'RC'], 3000, thirdBattleWithAFVanguard)]); // Splash Assault
defineAbilities('TD07/012', [boostedHitDraw()]); // Battle Siren, Cynthia
defineAbilities('TD07/013', [boostGives({ clan: AF, vanguard: true }, 4000, { condition: battleAtLeast(3) })]); // Battle Siren, Dorothea
defineAbilities('TD07/001', [
  // Navalgazer Dragon
  act({
    zones: ['VC'],
    limitBreak: 4,
    cost: [counterBlast(2)],
    effects: [
      power(thisUnit, 3000, 'turn'),
      {
        do: 'grant',
        target: thisUnit,
        ability: auto({
          zones: ['VC'],
          trigger: { on: 'hits', vs: 'vanguard' },
          condition: battleAtLeast(3),
          effects: [{ do: 'stand', target: chooseYour('rearguard', { clan: AF }, 2, true) }],
        }),
        until: 'turn',
      },
    ],
  }),
  attackGains(['VC'], 3000, battleAtLeast(3)),
]);
