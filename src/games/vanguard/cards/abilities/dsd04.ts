// D-SD04 "Sylvan Horned Beast King, Magnolia" (Stoicheia, D standard): the abilities the language covers so far.
// Cards not listed here (Bruslash, the trigger units but the over trigger) have none; Alejandra's Sentinel is its
// record's flag. Not yet implemented: Magnolia (rear-guards that can attack from the back row), Lattice's and Charis's
// "rode upon" reveals and Lattice's (Back Row RC) [AUTO], Charis's (Back Row RC) [CONT], Stomalia's [ACT] giving it
// Boost, and Cyrus's [ACT] reveal.
import { chooseYour, type Condition, cont, orderAbility } from '../../abilities/dsl.ts';
import { defineAbilities } from '../../abilities/registry.ts';
import { olbaria, rodeUponWentSecondDraw } from './dEra.ts';
import { sentinelGuard } from './vEra.ts';

defineAbilities('D-SD04/004', [rodeUponWentSecondDraw()]); // Sylvan Horned Beast, Lotte
defineAbilities('D-SD04/006', [
  // Sylvan Horned Beast, Dooger
  cont({
    zones: ['RC'],
    condition: { if: 'compare', left: { of: 'rearguards', whose: 'you', filter: { other: true } }, op: '>=', right: 4 },
    effect: { cont: 'modify', stat: 'power', n: 5000 },
  }),
]);
defineAbilities('D-SD04/009', [sentinelGuard()]); // Hopeful Maiden, Alejandra
defineAbilities('D-SD04/010', olbaria()); // Spiritual King of Determination, Olbaria

/** "three or more back row rear-guards". */
const threeBackRow: Condition = {
  if: 'compare',
  left: { of: 'rearguards', whose: 'you', filter: { backRow: true } },
  op: '>=',
  right: 3,
};
defineAbilities('D-SD04/015', [
  // Call to the Beasts (blitz order): +5000 for the battle, +15000 instead with three or more back row rear-guards.
  orderAbility({
    cost: [],
    effects: [
      {
        do: 'sentence',
        if: { if: 'compare', left: threeBackRow.left, op: '<', right: 3 },
        effects: [{ do: 'modify', target: chooseYour('unit'), stat: 'power', n: 5000, until: 'battle' }],
      },
      {
        do: 'sentence',
        if: threeBackRow,
        effects: [{ do: 'modify', target: chooseYour('unit'), stat: 'power', n: 15000, until: 'battle' }],
      },
    ],
  }),
]);
