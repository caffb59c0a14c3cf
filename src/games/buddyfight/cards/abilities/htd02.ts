// Hundred Trial Deck 2: Parade of Hundred Demons, BF-H-TD02: every card of the deck, as ability trees (dsl.ts). The
// special flag allows cards by attribute (《Hundred Demons》) instead of by world (digest §1.4).
import { damage, destroy, gainLife, gauge, life, opponentMonster, type Auto } from '../../abilities/dsl.ts';
import { defineCards } from '../../abilities/registry.ts';

/** "Thunder Mine": when a size n monster enters your opponent's field, 1 damage; once per turn (this card's). */
const thunderMine = (size: number): Auto => ({
  name: 'Thunder Mine',
  when: 'opponentMonsterEnters',
  enteredSize: size,
  oncePerTurn: true,
  effects: [damage(1)],
});

defineCards({
  'H-TD02/0017EN': {}, // Parade of Hundred Demons (flag)
  // Hundred Demons General, Gokumengaiou
  'H-TD02/0001EN': {
    cost: [gauge(2)],
    acts: [
      {
        effects: [
          {
            k: 'mayPay',
            cost: [{ k: 'discard', n: 1, attribute: 'Hundred Demons' }],
            then: [destroy(opponentMonster({ maxSize: 2 }))],
          },
        ],
      },
    ],
  },
  'H-TD02/0002EN': {}, // Dark Dragon, Demochill
  // Evil Dragon, Gataraoroch
  'H-TD02/0003EN': {
    cost: [gauge(1)],
    autos: [
      {
        when: 'enters',
        conds: [{ k: 'hasMonster', who: 'you', attribute: 'Hundred Demons', other: true }],
        effects: [destroy(opponentMonster({ maxSize: 2 }))],
      },
    ],
  },
  'H-TD02/0004EN': { autos: [thunderMine(2)] }, // Poisonous Water Dragon, Zazamera
  'H-TD02/0005EN': { autos: [thunderMine(3)] }, // Thunder Summoner, Reiki
  'H-TD02/0006EN': {}, // Corpse Spirit, Draogul
  'H-TD02/0007EN': {}, // Living Mad Gazer
  'H-TD02/0008EN': { autos: [thunderMine(1)] }, // Ogre Size Dragon
  'H-TD02/0009EN': { effects: [damage(1), gainLife(1)] }, // Hundred Demons Sorcery, Tennomimakari
  // Hundred Demons Sorcery, Ryubokushihai
  'H-TD02/0010EN': {
    cost: [gauge(1)],
    counter: true,
    effects: [destroy(opponentMonster({ maxSize: 1 })), gainLife(1)],
  },
  // Hundred Demons' Tome of Judgement
  'H-TD02/0011EN': {
    useIf: [{ k: 'lifeAtMost', who: 'you', n: 5 }],
    effects: [{ k: 'discardHand' }, { k: 'draw', n: 3 }],
    oncePerTurnByName: true,
  },
  // Starved Yamigedo
  'H-TD02/0012EN': {
    set: true,
    useIf: [{ k: 'noneOfThisNameSet' }],
    autos: [{ when: 'yourMonsterDestroyed', effects: [{ k: 'charge', n: 1 }] }],
  },
  // Hundred Demons Sorcery, Yamitagae
  'H-TD02/0013EN': {
    useIf: [{ k: 'opponentAttacking' }, { k: 'hasMonster', who: 'you', attribute: 'Hundred Demons' }],
    counter: true,
    effects: [{ k: 'nullifyAttack' }],
  },
  'H-TD02/0014EN': { cost: [gauge(1)] }, // Hungry Claw, Raiga
  // Fiendish Blade, Urahonekui
  'H-TD02/0015EN': { cost: [gauge(1), life(1)], conts: [{ k: 'attacksWithCenter' }] },
  // "Beast Mode", Hungry Claw War!
  'H-TD02/0016EN': {
    cost: [gauge(3)],
    useIf: [
      { k: 'noCenter', who: 'you' },
      { k: 'equipped', attribute: 'Weapon' },
    ],
    effects: [damage(3)],
  },
});
