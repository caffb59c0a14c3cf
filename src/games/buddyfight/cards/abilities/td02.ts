// Trial Deck 2: Danger World (Armorknight), BF-TD02: every card of the deck, as ability trees (dsl.ts).
import { anyMonster, destroy, draw, gauge, opponentMonster } from '../../abilities/dsl.ts';
import { defineCards } from '../../abilities/registry.ts';

defineCards({
  'TD02/0017EN': {}, // Danger World (flag)
  'TD02/0001EN': { cost: [gauge(3)] }, // Armorknight Black Drake
  'TD02/0002EN': {}, // Armorknight Griffin
  // Armorknight Cerberus
  'TD02/0003EN': {
    acts: [
      { effects: [{ k: 'toSoul', target: { side: 'you', type: 'monster', maxSize: 1, attribute: 'Armorknight' } }] },
      {
        name: 'Full Fire',
        effects: [{ k: 'mayPay', cost: [{ k: 'soulToDrop', n: 1 }], then: [destroy(opponentMonster())] }],
      },
    ],
    keywords: ['soulguard'],
  },
  'TD02/0004EN': {}, // Armorknight Minotaur
  'TD02/0005EN': {}, // Armorknight Ogre
  'TD02/0006EN': {}, // Armorknight Hellhound
  'TD02/0007EN': {}, // Armorknight Wizard
  'TD02/0008EN': {}, // Armorknight Eagle
  // Crimson Slash
  'TD02/0009EN': {
    cost: [gauge(1)],
    useIf: [{ k: 'noCenter', who: 'you' }],
    effects: [destroy(anyMonster({ minSize: 1, maxSize: 2 }))],
  },
  // Survival Chance
  'TD02/0010EN': {
    cost: [gauge(1)],
    useIf: [{ k: 'lifeAtMost', who: 'you', n: 5 }],
    effects: [draw(2)],
    oncePerTurnByName: true,
  },
  // Battle Aura Circle
  'TD02/0011EN': {
    useIf: [{ k: 'opponentAttacking' }, { k: 'noCenter', who: 'you' }],
    counter: true,
    effects: [{ k: 'nullifyAttack' }],
  },
  // Invigorating Breath
  'TD02/0012EN': {
    useIf: [
      { k: 'equipped', attribute: 'Weapon' },
      { k: 'noCenter', who: 'you' },
    ],
    effects: [{ k: 'gainLife', n: 4, lessPerCopyInDrop: true }],
  },
  'TD02/0013EN': { cost: [gauge(2)], keywords: ['penetrate'] }, // Hysteric Spear
  'TD02/0014EN': {}, // Boulder Piercing Spear
  // Drill Bunker!!
  'TD02/0015EN': {
    cost: [gauge(2)],
    useIf: [{ k: 'noCenter', who: 'you' }],
    effects: [
      {
        k: 'buff',
        target: { side: 'you', type: 'item', attribute: 'Weapon' },
        power: 4000,
        critical: 2,
        keyword: 'penetrate',
        until: 'turn',
      },
      { k: 'attackWithIt' },
    ],
  },
  'TD02/0016EN': { deckIfFewBuddies: true, buddyCallWith: true }, // My Buddy!
});
