// Trial Deck 1: Dragon World (Armordragon), BF-TD01: every card of the deck, as ability trees (dsl.ts).
import {
  anyMonster,
  charge,
  damage,
  destroy,
  discard,
  draw,
  gainLife,
  gauge,
  opponentMonster,
} from '../../abilities/dsl.ts';
import { defineCards } from '../../abilities/registry.ts';

void charge;
defineCards({
  'TD01/0017EN': {}, // Dragon World (flag: its worlds are data)
  'TD01/0001EN': { cost: [gauge(3)] }, // Gigant Sword Dragon
  'TD01/0002EN': {}, // Jamadhar Dragon
  // Rising Flare Dragon
  'TD01/0003EN': { cost: [gauge(2)], autos: [{ when: 'enters', effects: [destroy(opponentMonster({ maxSize: 2 }))] }] },
  'TD01/0004EN': {}, // Extreme Sword Dragon
  'TD01/0005EN': {}, // Thousand Rapier Dragon
  'TD01/0006EN': {}, // Bear-Trap Fang Dragon
  'TD01/0007EN': {}, // Systemic Dagger Dragon
  'TD01/0008EN': {}, // Bronze Shield Dragon
  // Dragonic Grimoire
  'TD01/0009EN': {
    useIf: [{ k: 'lifeAtMost', who: 'you', n: 5 }],
    effects: [{ k: 'discardHand' }, draw(3)],
    oncePerTurnByName: true,
  },
  // Dragon Breath
  'TD01/0010EN': { cost: [gauge(1)], counter: true, effects: [destroy(anyMonster({ maxPower: 4000 }))] },
  // Dragoenergy
  'TD01/0011EN': {
    castTogether: true,
    counter: true,
    effects: [
      {
        k: 'buff',
        target: anyMonster({ attribute: 'Armordragon', inBattle: true }),
        power: 3000,
        defense: 3000,
        keyword: 'counterattack',
        until: 'battle',
      },
    ],
  },
  // Green Dragon Shield
  'TD01/0012EN': {
    useIf: [{ k: 'opponentAttacking' }, { k: 'noCenter', who: 'you' }],
    counter: true,
    effects: [{ k: 'nullifyAttack' }, gainLife(1)],
  },
  'TD01/0013EN': { cost: [discard(1), gauge(1)] }, // Dragonblade, Dragobrave
  'TD01/0014EN': {}, // Dragonblade, Dragofearless
  // Gargantua Punisher!!
  'TD01/0015EN': {
    cost: [gauge(4)],
    useIf: [
      { k: 'lifeAtMost', who: 'opponent', n: 4 },
      { k: 'noCenter', who: 'both' },
    ],
    effects: [damage(4)],
    cannotBeNullified: true,
  },
  'TD01/0016EN': { deckIfFewBuddies: true, buddyCallWith: true }, // My Buddy!
});
