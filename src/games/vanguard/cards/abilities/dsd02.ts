// D-SD02 "Diabolos, "Violence" Bruce" (Dark States, D standard): abilities in our DSL. Cards not listed here (Aizer,
// the trigger units but the over trigger) have none; Miranda's Sentinel is its record's flag.
import {
  auto,
  counterBlast,
  draw,
  orderAbility,
  shieldUp,
  soulBlast,
  thisUnit,
  vanguardIs,
} from '../../abilities/dsl.ts';
import { defineAbilities } from '../../abilities/registry.ts';
import { finalRushPower, olbaria, rodeUponWentSecondDraw } from './dEra.ts';
import { sentinelGuard } from './vEra.ts';

defineAbilities('D-SD02/001', [
  // Diabolos, "Violence" Bruce
  auto({ zones: ['VC'], trigger: { on: 'beginningOf', timing: 'ridePhase' }, effects: [{ do: 'finalRush' }] }),
  auto({
    zones: ['VC'],
    trigger: { on: 'attacks' },
    condition: { if: 'inFinalRush' },
    cost: [soulBlast(5)],
    effects: [{ do: 'stand', target: { unit: 'allYourRearguards', filter: { frontRow: true } } }],
  }),
]);
defineAbilities('D-SD02/002', [
  // Diabolos, "Anger" Richard
  auto({
    trigger: { on: 'placed', circles: ['VC'] },
    cost: [{ pay: 'putIntoSoul', what: 'rearguard', n: 1 }],
    effects: [draw(1)],
  }),
  finalRushPower(5000),
]);
defineAbilities('D-SD02/003', [
  // Diabolos, "Bad" Steve
  auto({
    trigger: { on: 'placed', circles: ['VC'] },
    effects: [
      { do: 'call', from: 'soul', n: 1, circle: 'BC' },
      { do: 'soulCharge', n: 1 },
    ],
  }),
  finalRushPower(5000),
]);
defineAbilities('D-SD02/004', [rodeUponWentSecondDraw()]); // Diabolos, "Innocent" Matt
defineAbilities('D-SD02/005', [
  // Time-fissuring Fist Colossus
  auto({
    trigger: { on: 'placed', circles: ['RC'] },
    effects: [
      { do: 'soulCharge', n: 1 },
      {
        do: 'sentence',
        after: 'then',
        if: { if: 'inFinalRush' },
        cost: [counterBlast(1)],
        effects: [{ do: 'modify', target: thisUnit, stat: 'power', n: 15000, until: 'turn' }],
      },
    ],
  }),
]);
defineAbilities('D-SD02/007', [
  // Steam Gunner, Brody
  auto({
    zones: ['GC'],
    trigger: { on: 'placed', circles: ['GC'] },
    cost: [counterBlast(1)],
    effects: [shieldUp(thisUnit, 5000, 'battle')],
  }),
]);
defineAbilities('D-SD02/008', [
  // Acrobat Presenter
  auto({
    zones: ['RC'],
    trigger: { on: 'attacks', orBoosts: true },
    condition: vanguardIs({ name: 'Diabolos, "Violence" Bruce' }),
    effects: [
      { do: 'soulCharge', n: 1 },
      { do: 'sentence', if: { if: 'inFinalRush' }, effects: [{ do: 'soulCharge', n: 1 }] },
    ],
  }),
]);
defineAbilities('D-SD02/009', [sentinelGuard()]); // Psychic Prima, Miranda
defineAbilities('D-SD02/010', olbaria()); // Spiritual King of Determination, Olbaria
defineAbilities('D-SD02/015', [orderAbility({ cost: [], effects: [{ do: 'soulCharge', n: 2 }] })]); // Brothers' Soul
