// Hundred Trial Deck 1 (Star Dragon World): the cards implemented so far (the deck is offered once all are).
import { gauge, life } from '../../abilities/dsl.ts';
import { defineCards } from '../../abilities/registry.ts';

defineCards({
  // Shining Rain
  'H-TD01/0013EN': {
    useIf: [{ k: 'answeringSpell' }],
    cost: [gauge(1), life(1)],
    counter: true,
    effects: [{ k: 'nullifyCast' }],
  },
});
