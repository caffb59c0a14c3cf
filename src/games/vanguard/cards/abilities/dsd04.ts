// D-SD04 "Sylvan Horned Beast King, Magnolia" (Stoicheia, D standard): the abilities the language covers so far.
// Cards not listed here (Bruslash, the trigger units but the over trigger) have none; Alejandra's Sentinel is its
// record's flag. Not yet implemented: Magnolia (rear-guards that can attack from the back row), Lattice's and Charis's
// "rode upon" reveals and Lattice's (Back Row RC) [AUTO], Charis's (Back Row RC) [CONT], Stomalia's [ACT] giving it
// Boost, Cyrus's [ACT] reveal, and the blitz order Call to the Beasts (a count of back row rear-guards).
import { cont } from '../../abilities/dsl.ts';
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
