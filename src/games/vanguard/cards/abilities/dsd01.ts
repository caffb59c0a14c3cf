// D-SD01 "Chakrabarthi Divine Dragon, Nirvana" (Dragon Empire, D standard): abilities in our DSL. Cards not listed here
// (Ankybowler, the trigger units but the over trigger) have none; Hayashi Kaze's Sentinel is its record's flag and
// Nirvana's and Inferno Sword's persona ride icon their records' `personaRide`.
import {
  act,
  auto,
  chooseOpponentRearguard,
  chooseYour,
  cont,
  counterBlast,
  discard,
  orderAbility,
  power,
  soulBlast,
  thisUnit,
} from '../../abilities/dsl.ts';
import { defineAbilities } from '../../abilities/registry.ts';
import { attackingPower, olbaria, rodeUponWentSecondDraw } from './dEra.ts';
import { sentinelGuard } from './vEra.ts';

const NIRVANA = 'Chakrabarthi Divine Dragon, Nirvana';
const VAIRINA = 'Vairina';

defineAbilities('D-SD01/001', [
  // Chakrabarthi Divine Dragon, Nirvana
  act({
    zones: ['VC'],
    oncePerTurn: true,
    cost: [discard(1)],
    effects: [{ do: 'call', from: 'drop', n: 1, filter: { gradeMin: 0, gradeMax: 0 } }],
  }),
  auto({
    zones: ['VC'],
    trigger: { on: 'attacks' },
    cost: [counterBlast(1)],
    effects: [
      power(thisUnit, 10000, 'turn'),
      power({ unit: 'allYourUnits', filter: { withAbility: 'overDress' } }, 10000, 'turn'),
    ],
  }),
]);
defineAbilities('D-SD01/002', [
  // Blaze Maiden, Reiyu
  auto({
    trigger: { on: 'riddenBy', filter: { name: NIRVANA } },
    cost: [soulBlast(1)],
    effects: [{ do: 'search', filter: { name: VAIRINA }, then: 'hand' }],
  }),
  attackingPower(['VC', 'RC'], 2000),
]);
defineAbilities('D-SD01/003', [
  // Blaze Maiden, Rino
  auto({
    trigger: { on: 'riddenBy', filter: { name: 'Blaze Maiden, Reiyu' } },
    effects: [{ do: 'search', filter: { name: 'Trickstar' }, then: 'callRC' }],
  }),
  attackingPower(['VC', 'RC'], 2000),
]);
defineAbilities('D-SD01/004', [rodeUponWentSecondDraw()]); // Sunrise Egg
defineAbilities('D-SD01/005', [attackingPower(['RC'], 2000)]); // Fire Slash Dragon, Inferno Sword
defineAbilities('D-SD01/006', [
  // Vairina
  cont({ label: 'overDress', effect: { cont: 'overDress', on: { name: 'Trickstar' } } }),
  auto({
    zones: ['RC'],
    trigger: { on: 'attacks', vs: 'vanguard' },
    condition: { if: 'inOverDress' },
    effects: [
      power(thisUnit, 10000, 'battle'),
      {
        do: 'sentence',
        after: 'then',
        cost: [soulBlast(2)],
        effects: [{ do: 'retire', target: chooseOpponentRearguard() }],
      },
    ],
  }),
]);
defineAbilities('D-SD01/008', [sentinelGuard()]); // Escort Stealth Dragon, Hayashi Kaze
defineAbilities('D-SD01/009', [cont({ zones: ['RC'], effect: { cont: 'resist', plain: true } })]); // Trickstar
defineAbilities('D-SD01/010', olbaria()); // Spiritual King of Determination, Olbaria
defineAbilities('D-SD01/015', [
  // Sunburst Evolution (normal order)
  orderAbility({
    cost: [counterBlast(1)],
    effects: [power(chooseYour('unit'), 5000, 'turn'), { do: 'searchDrop', filter: { name: VAIRINA } }],
  }),
]);
