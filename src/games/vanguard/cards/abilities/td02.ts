// VG-TD02 "Dragonic Overlord" (Kagero).
import {
  act,
  auto,
  chooseOpponentRearguard,
  cont,
  counterBlast,
  draw,
  power,
  restThis,
  thisUnit,
  vanguardIs,
} from '../../abilities/dsl.ts';
import { defineAbilities } from '../../abilities/registry.ts';
import { boostedHitDraw, boostGives } from './templates.ts';

const K = 'Kagero';

defineAbilities('TD02/001', [
  // Dragonic Overlord
  cont({
    zones: ['VC', 'RC'],
    condition: { if: 'noOtherUnit', filter: { clan: K } },
    effect: { cont: 'modify', stat: 'power', n: -2000 },
  }),
  act({
    zones: ['VC', 'RC'],
    cost: [counterBlast(3)],
    effects: [
      power(thisUnit, 5000, 'turn'),
      {
        do: 'grant',
        target: thisUnit,
        ability: auto({
          zones: ['VC', 'RC'],
          trigger: { on: 'hits', vs: 'rearguard' },
          effects: [{ do: 'stand', target: thisUnit }],
        }),
        until: 'turn',
      },
      { do: 'loseSkill', target: thisUnit, skill: 'twinDrive', until: 'turn' },
    ],
  }),
]);
defineAbilities('TD02/002', [
  // Dragon Monk, Goku
  auto({
    zones: ['VC'],
    trigger: { on: 'driveCheckReveals', filter: { gradeMin: 3, gradeMax: 3, clan: K } },
    effects: [{ do: 'retire', target: chooseOpponentRearguard({ gradeMax: 1 }) }],
  }),
]);
defineAbilities('TD02/003', [
  // Demonic Dragon Berserker, Yaksha
  auto({
    zones: ['hand'],
    trigger: { on: 'opponentRearguardToDropInYourMainPhase' },
    condition: vanguardIs({ gradeMin: 2, gradeMax: 2 }),
    optional: true,
    effects: [{ do: 'rideThis' }],
  }),
]);
defineAbilities('TD02/005', [
  // Berserk Dragon
  auto({
    trigger: { on: 'placed', circles: ['VC', 'RC'] },
    condition: vanguardIs({ clan: K }),
    cost: [counterBlast(2)],
    effects: [{ do: 'retire', target: chooseOpponentRearguard({ gradeMax: 2 }) }],
  }),
]);
defineAbilities('TD02/006', [cont({ zones: ['VC', 'RC'], effect: { cont: 'mayAttackBackRowOfColumn' } })]); // Wyvern Strike, Tejas
defineAbilities('TD02/008', [
  act({ zones: ['VC', 'RC'], cost: [restThis, { pay: 'discard', n: 1 }], effects: [draw(1)] }),
]); // Dragon Monk, Gojo
defineAbilities('TD02/009', [boostedHitDraw()]); // Flame of Hope, Aermo
const joka = auto({
  zones: ['RC'],
  trigger: { on: 'opponentRearguardToDropInYourMainPhase' },
  effects: [power(thisUnit, 3000, 'turn')],
});
defineAbilities('TD02/010', [joka]); // Demonic Dragon Madonna, Joka
defineAbilities('TD02/011', [boostGives({ name: 'Wyvern Strike, Tejas' }, 4000)]); // Wyvern Strike, Jarran
defineAbilities('TD02/016', [joka]); // Demonic Dragon Mage, Rakshasa ("retired during your main phase", VG2 10.4.2)
