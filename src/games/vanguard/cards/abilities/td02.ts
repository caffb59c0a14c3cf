// VG-TD02 "Dragonic Overlord" (Kagero). Not yet expressible in the DSL, so still vanilla:
// TD02/001 Dragonic Overlord (gains an ability and loses Twin Drive), TD02/003 Yaksha (rides from the hand),
// TD02/006 Wyvern Strike, Tejas (attacks the back row).
import {
  act,
  auto,
  chooseOpponentRearguard,
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

defineAbilities('TD02/002', [
  // Dragon Monk, Goku
  auto({
    zones: ['VC'],
    trigger: { on: 'driveCheckReveals', filter: { gradeMin: 3, clan: K } },
    effects: [{ do: 'retire', target: chooseOpponentRearguard({ gradeMax: 1 }) }],
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
defineAbilities('TD02/016', [joka]); // Demonic Dragon Mage, Rakshasa ("retired during your main phase")
