// V-TD02 "Toshiki Kai" (Kagero, ver. 2.01 with imaginary gifts): abilities in our DSL. Cards not listed here
// (Lahm, the trigger units) have none; Guard Griffin's Sentinel is its record's flag.
import {
  act,
  auto,
  boostedUnit,
  chooseOpponentRearguard,
  chooseYour,
  counterBlast,
  discard,
  power,
  soulBlast,
  thisUnit,
} from '../../abilities/dsl.ts';
import { defineAbilities } from '../../abilities/registry.ts';
import { attacksVanguardIf, moreRearguards, opponentRearguardsAtMost, rodeUponDraw, sentinelGuard } from './vEra.ts';

/** Dragonic Overlord (V-TD02/001, /002 and /S01 are the same card). */
const dragonicOverlord = [
  act({ zones: ['VC', 'RC'], oncePerTurn: true, cost: [soulBlast(1)], effects: [power(thisUnit, 10000, 'turn')] }),
  auto({
    zones: ['VC'],
    oncePerTurn: true,
    trigger: { on: 'hits' },
    cost: [counterBlast(1), discard(2)],
    effects: [
      { do: 'stand', target: thisUnit },
      { do: 'modifyDrive', target: thisUnit, n: -1, until: 'turn' },
    ],
  }),
];
defineAbilities('V-TD02/001', dragonicOverlord);
defineAbilities('V-TD02/002', dragonicOverlord);
defineAbilities('V-TD02/S01', dragonicOverlord);
defineAbilities('V-TD02/003', [attacksVanguardIf(opponentRearguardsAtMost(3))]); // Crested Dragon
defineAbilities('V-TD02/004', [attacksVanguardIf(opponentRearguardsAtMost(3))]); // Dragon Armored Knight
defineAbilities('V-TD02/005', [
  // Dragon Knight, Nehalem
  auto({
    zones: ['RC'],
    trigger: { on: 'placed', circles: ['RC'] },
    cost: [counterBlast(1)],
    effects: [{ do: 'retire', target: chooseOpponentRearguard({ backRow: true }) }, power(thisUnit, 5000, 'turn')],
  }),
]);
defineAbilities('V-TD02/007', [sentinelGuard()]); // Guard Griffin
defineAbilities('V-TD02/008', [
  // Dragon Monk, Gojo
  auto({
    zones: ['RC'],
    trigger: { on: 'boosts' },
    condition: moreRearguards,
    effects: [power(boostedUnit, 3000, 'turn')],
  }),
]);
defineAbilities('V-TD02/009', [
  // Embodiment of Armor, Bahr
  auto({
    zones: ['RC'],
    trigger: { on: 'placed', circles: ['RC'] },
    cost: [counterBlast(1), soulBlast(1)],
    effects: [
      { do: 'retire', target: chooseOpponentRearguard({ gradeMax: 2, sameColumn: true }) },
      {
        do: 'sentence',
        if: moreRearguards,
        effects: [{ do: 'modify', target: thisUnit, stat: 'power', n: 5000, until: 'turn' }],
      },
    ],
  }),
]);
defineAbilities('V-TD02/010', [
  // Dragon Knight, Burj
  act({
    zones: ['RC'],
    // "If your opponent has four or more rear-guards, [COST]…": printed before the cost, a condition to play it.
    playCondition: { if: 'compare', left: { of: 'rearguards', whose: 'opponent' }, op: '>=', right: 4 },
    cost: [counterBlast(1), { pay: 'putIntoSoul', what: 'this' }],
    effects: [{ do: 'retire', target: chooseOpponentRearguard() }, power(chooseYour('rearguard'), 10000, 'turn')],
  }),
]);
defineAbilities('V-TD02/011', [rodeUponDraw()]); // Lizard Runner, Undeux
