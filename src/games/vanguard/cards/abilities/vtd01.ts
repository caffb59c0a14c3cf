// V-TD01 "Aichi Sendou" (Royal Paladin, ver. 2.01 with imaginary gifts): abilities in our DSL. Cards not listed
// here (Gallatin, the trigger units) have none; Rounoria's Sentinel is its record's flag.
import {
  act,
  auto,
  chooseOpponentRearguard,
  chooseYour,
  cont,
  counterBlast,
  power,
  restThis,
  soulBlast,
  thisUnit,
} from '../../abilities/dsl.ts';
import { defineAbilities } from '../../abilities/registry.ts';
import { attacksVanguardIf, rodeUponDraw, sentinelGuard, yourRearguardsAtLeast } from './vEra.ts';

const BLASTER_BLADE = 'Blaster Blade';

defineAbilities('V-TD01/001', [
  // Alfred Early
  auto({
    zones: ['VC'],
    trigger: { on: 'placed', circles: ['VC'] },
    cost: [counterBlast(1)],
    effects: [
      { do: 'call', from: ['hand', 'soul'], n: 1, upTo: true, filter: { name: BLASTER_BLADE } },
      power({ unit: 'called' }, 10000, 'turn'),
      { do: 'sentence', if: { if: 'calledByThis' }, effects: [{ do: 'draw', n: 1 }] },
    ],
  }),
]);
defineAbilities('V-TD01/002', [attacksVanguardIf(yourRearguardsAtLeast(3))]); // Stardrive Dragon

/** Blaster Blade (V-TD01/004, /005 and /S01 are the same card). */
const blasterBlade = [
  cont({ zones: ['VC'], condition: yourRearguardsAtLeast(4), effect: { cont: 'modify', stat: 'critical', n: 1 } }),
  auto({
    zones: ['VC', 'RC'],
    trigger: { on: 'placed', circles: ['VC', 'RC'] },
    cost: [counterBlast(1), soulBlast(1)],
    effects: [{ do: 'retire', target: chooseOpponentRearguard({ frontRow: true }) }],
  }),
];
defineAbilities('V-TD01/004', blasterBlade);
defineAbilities('V-TD01/005', blasterBlade);
defineAbilities('V-TD01/S01', blasterBlade);
defineAbilities('V-TD01/006', [attacksVanguardIf(yourRearguardsAtLeast(3))]); // Sage of the Arts, Jauron
defineAbilities('V-TD01/007', [
  // Wingal
  cont({
    zones: ['RC'],
    duringYourTurn: true,
    effect: { cont: 'unitsModify', filter: { name: BLASTER_BLADE, sameColumn: true }, stat: 'power', n: 5000 },
  }),
]);
defineAbilities('V-TD01/008', [
  // Knight Squire, Allen
  auto({
    zones: ['RC'],
    trigger: { on: 'placed', circles: ['RC'] },
    cost: [counterBlast(1)],
    effects: [
      { do: 'call', from: 'hand', n: 1, upTo: true, filter: { gradeAtMostVanguard: true } },
      {
        do: 'sentence',
        if: { if: 'calledByThis' },
        effects: [
          { do: 'draw', n: 1 },
          { do: 'modify', target: thisUnit, stat: 'power', n: 3000, until: 'turn' },
        ],
      },
    ],
  }),
]);
defineAbilities('V-TD01/009', [sentinelGuard()]); // Strong Knight, Rounoria
defineAbilities('V-TD01/010', [
  // Auspice Falcon
  act({
    zones: ['RC'],
    cost: [counterBlast(1), restThis],
    effects: [power(chooseYour('rearguard', {}, 2), 5000, 'turn')],
  }),
]);
defineAbilities('V-TD01/011', [rodeUponDraw()]); // Glyme
