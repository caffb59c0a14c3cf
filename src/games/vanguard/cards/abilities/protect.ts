// The card "Imaginary Gift: Protect" adds to a hand (VG2 10.6.3.3). Its "CONT: Sentinel" is the record's
// `sentinel` flag (cards/cardPool.ts); its [AUTO] is this: when it is placed on (GC), you may discard a card from
// your hand, and if you do, one of your units cannot be hit until end of that battle.
import { auto, chooseYour, discard } from '../../abilities/dsl.ts';
import { defineAbilities } from '../../abilities/registry.ts';
import { PROTECT_CODE } from '../cardPool.ts';

defineAbilities(PROTECT_CODE, [
  auto({
    zones: ['GC'],
    trigger: { on: 'placed', circles: ['GC'] },
    cost: [discard(1)],
    effects: [{ do: 'cannotBeHit', target: chooseYour('unit'), until: 'battle' }],
  }),
]);
