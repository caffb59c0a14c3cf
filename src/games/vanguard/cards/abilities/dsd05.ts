// D-SD05 "Aurora Battle Princess, Seraph Snow" (Brandt Gate, D standard): abilities in our DSL. Cards not listed here
// (Jewelion, the trigger units but the over trigger) have none; Girgrand's Sentinel is its record's flag. The Prison
// (VGD 17.5) is the rules of prison.ts; these cards imprison, read the Prison, or are one (Galactolus).
import {
  act,
  auto,
  chooseOpponentRearguard,
  type Condition,
  cont,
  counterBlast,
  draw,
  orderAbility,
  soulBlast,
} from '../../abilities/dsl.ts';
import { defineAbilities } from '../../abilities/registry.ts';
import { olbaria, rodeUponWentSecondDraw } from './dEra.ts';
import { sentinelGuard } from './vEra.ts';

/** VGD 17.5.1.1: "if one or more (N or more) of your opponent's cards are imprisoned in your Prison". */
const imprisoned = (n: number): Condition => ({ if: 'compare', left: { of: 'imprisoned' }, op: '>=', right: n });

defineAbilities('D-SD05/001', [
  // Aurora Battle Princess, Seraph Snow
  cont({
    zones: ['VC'],
    duringYourTurn: true,
    condition: imprisoned(1),
    effect: { cont: 'modify', stat: 'power', n: 10000 },
  }),
  cont({ zones: ['VC'], duringYourTurn: true, condition: imprisoned(3), effect: { cont: 'drive', n: 1 } }),
  act({
    zones: ['VC', 'RC'],
    oncePerTurn: true,
    cost: [counterBlast(1)],
    effects: [{ do: 'imprison', target: chooseOpponentRearguard({}, 2) }],
  }),
]);
defineAbilities('D-SD05/002', [
  // Aurora Battle Princess, Risatt Pink
  auto({ trigger: { on: 'placed', circles: ['VC'] }, effects: [{ do: 'imprisonFromOpponentHand', n: 1 }] }),
  cont({ zones: ['RC'], condition: imprisoned(1), effect: { cont: 'modify', stat: 'power', n: 2000 } }),
]);
defineAbilities('D-SD05/003', [
  // Aurora Battle Princess, Kyanite Blue
  auto({
    trigger: { on: 'placed', circles: ['VC'] },
    effects: [{ do: 'search', filter: { prison: true }, then: 'hand' }],
  }),
  auto({
    trigger: { on: 'placed', circles: ['RC'] },
    condition: imprisoned(1),
    cost: [counterBlast(1), soulBlast(1)],
    effects: [draw(1)],
  }),
]);
defineAbilities('D-SD05/004', [rodeUponWentSecondDraw()]); // Aurora Battle Princess, Ruby Red
defineAbilities('D-SD05/005', [
  // Alert Guard Gunner
  auto({
    zones: ['RC'],
    trigger: { on: 'hits', vs: 'vanguard' },
    effects: [{ do: 'imprison', target: { unit: 'choose', side: 'opponent', what: 'rearguard', n: 2, upTo: true } }],
  }),
]);
defineAbilities('D-SD05/006', [
  // Security Patroller
  auto({
    trigger: { on: 'placed', circles: ['RC'] },
    cost: [soulBlast(1)],
    effects: [{ do: 'imprison', target: chooseOpponentRearguard() }],
  }),
]);
defineAbilities('D-SD05/008', [
  // Autonomic Caution
  cont({ zones: ['RC', 'GC'], condition: imprisoned(1), effect: { cont: 'modify', stat: 'power', n: 2000 } }),
  cont({ zones: ['RC', 'GC'], condition: imprisoned(1), effect: { cont: 'modify', stat: 'shield', n: 5000 } }),
]);
defineAbilities('D-SD05/009', [sentinelGuard()]); // Craggy Beast, Girgrand
defineAbilities('D-SD05/010', olbaria()); // Spiritual King of Determination, Olbaria
defineAbilities('D-SD05/015', [
  // Galaxy Central Prison, Galactolus (a Prison order, VGD 17.5.1.1): its cost is paid when it is played (11.8.2.4.2).
  orderAbility({ cost: [{ pay: 'restUnit', n: 1 }], effects: [] }),
  auto({ trigger: { on: 'putInto', zone: 'orderZone' }, effects: [{ do: 'soulCharge', n: 3 }] }),
  cont({ zones: ['orderZone'], effect: { cont: 'prisonCall' } }),
]);
