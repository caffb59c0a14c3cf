// VG-TD01 "Blaster Blade" (Royal Paladin): abilities in our DSL. Cards not listed here have none.
import {
  act,
  auto,
  chooseOpponentRearguard,
  counterBlast,
  criticalUp,
  discard,
  power,
  thisUnit,
  vanguardIs,
} from '../../abilities/dsl.ts';
import { defineAbilities } from '../../abilities/registry.ts';
import { attackCB1Plus3000, boostGives, placedGiveOther2000 } from './templates.ts';

const RP = 'Royal Paladin';

const driveRevealsGrade3 = auto({
  zones: ['VC'],
  trigger: { on: 'driveCheckReveals', filter: { gradeMin: 3, gradeMax: 3, clan: RP } },
  effects: [power(thisUnit, 5000, 'battle')],
});

defineAbilities('TD01/001', [driveRevealsGrade3]); // Crimson Butterfly, Brigitte
defineAbilities('TD01/002', [attackCB1Plus3000()]); // Knight of Conviction, Bors
defineAbilities('TD01/003', [
  // Solitary Knight, Gancelot
  act({
    zones: ['VC'],
    cost: [counterBlast(2)],
    condition: { if: 'soulHas', filter: { name: 'Blaster Blade' } },
    effects: [power(thisUnit, 5000, 'turn'), criticalUp(thisUnit, 1, 'turn')],
  }),
  act({
    zones: ['hand'],
    cost: [{ pay: 'revealThisPutOnDeckTop' }],
    effects: [{ do: 'search', filter: { name: 'Blaster Blade' }, then: 'hand' }],
  }),
]);
defineAbilities('TD01/005', [
  // Blaster Blade
  auto({
    trigger: { on: 'placed', circles: ['VC'] },
    cost: [counterBlast(2)],
    effects: [{ do: 'retire', target: chooseOpponentRearguard() }],
  }),
  auto({
    trigger: { on: 'placed', circles: ['RC'] },
    condition: vanguardIs({ clan: RP }),
    cost: [counterBlast(2)],
    effects: [{ do: 'retire', target: chooseOpponentRearguard({ gradeMin: 2 }) }],
  }),
]);
defineAbilities('TD01/006', [driveRevealsGrade3]); // Knight of the Harp, Tristan
defineAbilities('TD01/007', [
  // Covenant Knight, Randolf
  auto({
    zones: ['VC', 'RC'],
    trigger: { on: 'attacks' },
    condition: { if: 'compare', left: { of: 'hand', whose: 'you' }, op: '>', right: { of: 'hand', whose: 'opponent' } },
    effects: [power(thisUnit, 3000, 'battle')],
  }),
]);
defineAbilities('TD01/009', [boostGives({ name: 'Blaster Blade' }, 4000)]); // Wingal
defineAbilities('TD01/010', [placedGiveOther2000(RP)]); // Starlight Unicorn
defineAbilities('TD01/011', [
  // Knight of Rose, Morgana
  auto({
    zones: ['VC', 'RC'],
    trigger: { on: 'attacks' },
    cost: [discard(1)],
    effects: [power(thisUnit, 4000, 'turn')],
  }),
]);
