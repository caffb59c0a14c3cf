// Skills of the SD1 ("The Awakening") cards in the built-in decks (guide: abilities/dsl.ts).
import {
  all,
  auto,
  awakenAtLife,
  chooseYourEnergy,
  cost,
  draw,
  energyAtLeast,
  evolve,
  grant,
  ifThen,
  onAttack,
  onEvolvedInto,
  onPlay,
  permanent,
  thisCard,
} from '../../abilities/dsl.ts';
import { registerSkills } from '../../abilities/registry.ts';

registerSkills({
  'SD1-01': [
    auto(onAttack(), [{ do: 'activeMode', target: chooseYourEnergy(1, { colour: 'blue' }) }]),
    awakenAtLife(4),
  ],
  'SD1-01#back': [
    permanent({ cont: 'power', target: 'this', n: 5000 }, all({ if: 'yourTurn' }, energyAtLeast(5))),
    auto(onAttack(), [draw(1), { do: 'activeMode', target: chooseYourEnergy(2, { colour: 'blue' }) }]),
  ],
  'SD1-02': [
    evolve('Son Goku', cost(5, { blue: 3 })),
    auto(onPlay(), [
      { do: 'toHand', target: { t: 'all', whose: 'opponent', zone: 'battle', filter: { keyword: 'blocker' } } },
    ]),
  ],
  'SD1-03': [evolve('Son Goku', cost(4, { blue: 2 })), auto(onEvolvedInto(), [grant(thisCard, 'dualAttack')])],
  'SD1-04': [
    evolve('Son Goku', cost(2, { blue: 1 })),
    auto(onPlay(), [{ do: 'activeMode', target: chooseYourEnergy(1) }]),
  ],
  'SD1-05': [evolve('Vegeta', cost(4, { blue: 2 })), auto(onPlay(), [ifThen(energyAtLeast(5), [draw(2)])])],
});
