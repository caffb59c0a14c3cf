// D-LTD01 "Astesice, Kairi" (Lyrical Monasterio, D standard): abilities in our DSL. Cards not listed here (Likkris,
// the trigger units but the over trigger) have none; Hanael's Sentinel is its record's flag. Not yet implemented:
// Munching Girl, Seeya (D-LTD01/009: look at the top card, call it or put it into the hand, then a discard) and the
// set order Worldwide Special Live Tour! (D-LTD01/015: an [ACT](Order Zone) giving the vanguard a [CONT]).
import { auto, chooseYour, cont, counterBlast, power, soulBlast, thisUnit } from '../../abilities/dsl.ts';
import { defineAbilities } from '../../abilities/registry.ts';
import { olbaria, rodeUponWentSecondDraw } from './dEra.ts';
import { sentinelGuard } from './vEra.ts';

defineAbilities('D-LTD01/001', [
  // Astesice, Kairi
  auto({
    zones: ['VC'],
    trigger: { on: 'attacks' },
    cost: [soulBlast(1)],
    effects: [{ do: 'returnToHand', target: chooseYour('rearguard', {}, 2, true) }],
  }),
  auto({
    zones: ['VC'],
    trigger: { on: 'battleEnds', role: 'attacked' },
    condition: { if: 'personaRodeThisTurn' },
    effects: [{ do: 'call', from: 'hand', n: 2, upTo: true }],
  }),
]);
defineAbilities('D-LTD01/002', [
  // Astesice, Kiyora
  auto({
    zones: ['VC'],
    trigger: { on: 'attacks' },
    optional: true,
    effects: [{ do: 'returnToHand', target: chooseYour('rearguard') }],
  }),
  cont({
    zones: ['RC'],
    condition: { if: 'inBattleAs', role: 'boosted' },
    effect: { cont: 'modify', stat: 'power', n: 5000 },
  }),
]);
defineAbilities('D-LTD01/003', [
  // Astesice, Nanami
  auto({
    trigger: { on: 'placed', circles: ['VC'] },
    effects: [{ do: 'call', from: 'drop', n: 1, upTo: true, filter: { gradeMax: 1 }, rested: true }],
  }),
  auto({ trigger: { on: 'placed', circles: ['RC'] }, effects: [power(thisUnit, 2000, 'turn')] }),
]);
defineAbilities('D-LTD01/004', [rodeUponWentSecondDraw()]); // Astesice, Mion
defineAbilities('D-LTD01/005', [
  // Energetic Attendance, Calfy
  auto({ trigger: { on: 'placed', circles: ['RC'] }, effects: [power(thisUnit, 10000, 'turn')] }),
]);
defineAbilities('D-LTD01/007', [
  // Slight Slump?, Apelle
  auto({
    trigger: { on: 'placed', circles: ['RC'] },
    cost: [counterBlast(1)],
    effects: [power(thisUnit, 10000, 'turn')],
  }),
]);
defineAbilities('D-LTD01/008', [sentinelGuard()]); // Earnest Wish, Hanael
defineAbilities('D-LTD01/010', olbaria()); // Spiritual King of Determination, Olbaria
