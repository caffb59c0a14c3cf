// Trial Deck 7: Magic World (72 Pillars / Asmodai), BF-TD07: every card of the deck, as ability trees (dsl.ts).
import { charge, draw, gainLife, gauge } from '../../abilities/dsl.ts';
import { defineCards } from '../../abilities/registry.ts';

defineCards({
  'TD07/0018EN': {}, // Magic World (flag)
  // Champion Wrestler Asmodai
  'TD07/0001EN': {
    cost: [gauge(2)],
    autos: [
      { name: 'Back-drop as Many Times as You Like', when: 'enters', effects: [{ k: 'discardAnyDestroyThatMany' }] },
    ],
    keywords: ['doubleAttack'],
  },
  'TD07/0002EN': { cost: [gauge(1)], autos: [{ when: 'enters', effects: [draw(1)] }] }, // Dance! Asmodai
  'TD07/0003EN': {}, // Fallen Angel of Rage, Beleth
  'TD07/0004EN': {}, // Demon Realm Death Metal, Valefar
  // Let's Play! Asmodai
  'TD07/0005EN': { autos: [{ when: 'enters', conds: [{ k: 'nameInDrop', part: 'Asmodai' }], effects: [gainLife(1)] }] },
  'TD07/0006EN': {}, // Fallen Angel, Paimon
  'TD07/0007EN': {}, // Demon Realm Warrior, Zepar
  'TD07/0008EN': {}, // Event Producer Aym
  // Oops!
  'TD07/0009EN': { cost: [gauge(2)], counter: true, effects: [{ k: 'bounce', target: { side: 'any', type: 'card' } }] },
  'TD07/0010EN': { counter: true, effects: [charge(2)] }, // Key of Solomon, First Volume
  // Speed Summon
  'TD07/0011EN': {
    useIf: [{ k: 'opponentsTurn' }],
    counter: true,
    effects: [{ k: 'callFromHand', power: 2000, defense: 2000 }],
  },
  'TD07/0012EN': { cost: [gauge(1)], effects: [draw(2)], oncePerTurnByName: true }, // Nice one!
  // Solomon's Shield
  'TD07/0013EN': {
    useIf: [{ k: 'opponentAttacking' }],
    counter: true,
    effects: [{ k: 'nullifyAttack', unlessLink: true }],
  },
  // Chillax!: the life is gained when the damage is reduced (the sentence gives both to "the next time" [INFERRED]).
  'TD07/0014EN': { cost: [gauge(1)], counter: true, effects: [{ k: 'preventNextDamage', gainLife: 1 }] },
  // I'm Wicked!
  'TD07/0015EN': {
    cost: [gauge(1)],
    set: true,
    useIf: [{ k: 'noneOfThisNameSet' }],
    conts: [{ k: 'centerBuff', attribute: '72 Pillars', power: 2000, defense: 2000 }],
  },
  // Gunrod, Bechstein
  'TD07/0016EN': {
    cost: [gauge(1)],
    acts: [{ effects: [{ k: 'mayPay', cost: [{ k: 'restSelf' }], then: [{ k: 'damage', n: 1 }] }] }],
  },
  // Asmodai Eternal Rolling Back-drop!
  'TD07/0017EN': { cost: [gauge(3)], effects: [{ k: 'revealDamage', n: 5, base: 1, namePart: 'Asmodai' }] },
});
