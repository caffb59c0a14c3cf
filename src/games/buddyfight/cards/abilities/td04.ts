// Trial Deck 4: Dungeon World (Adventurer), BF-TD04: every card of the deck, as ability trees (dsl.ts).
import { anyMonster, charge, destroy, gainLife, gauge, opponentMonster } from '../../abilities/dsl.ts';
import { defineCards } from '../../abilities/registry.ts';

/** "When this card link attacks with another 《Adventurer》, for this turn, this card gets [Penetrate]." */
const penetrateOnAdventurerLink = {
  when: 'linkAttacks' as const,
  withAttribute: 'Adventurer',
  effects: [{ k: 'buff' as const, target: 'self' as const, keyword: 'penetrate' as const, until: 'turn' as const }],
};

defineCards({
  'TD04/0020EN': {}, // Dungeon World (flag)
  'TD04/0001EN': { autos: [penetrateOnAdventurerLink] }, // Silver Warrior, Quenzwei
  // Legendary Warrior, Gao
  'TD04/0002EN': {
    cost: [gauge(2), { k: 'deckToSoul', n: 1 }],
    autos: [{ when: 'attacked', effects: [{ k: 'noPenetrate' }] }],
    keywords: ['soulguard'],
  },
  'TD04/0003EN': { keywords: ['move'] }, // Monk of Bread Deity, Prios
  'TD04/0004EN': { autos: [{ when: 'linkAttacks', withAttribute: 'Adventurer', effects: [charge(1)] }] }, // Craftsman, Baku
  'TD04/0005EN': {}, // Dachs, Cobalt
  'TD04/0006EN': {}, // Master Thief, Strohl Bird
  'TD04/0007EN': { autos: [penetrateOnAdventurerLink] }, // Fledgling Warrior, Ocker Glaser
  // Sage, Kuguru
  'TD04/0008EN': {
    autos: [
      {
        when: 'linkAttacks',
        withAttribute: 'Adventurer',
        conds: [{ k: 'noCenter', who: 'you' }],
        effects: [gainLife(1)],
      },
    ],
  },
  'TD04/0009EN': {}, // Mameshiba, Cobalt
  // Rolling Stone: the souls go first, so [Soulguard] cannot save either center monster.
  'TD04/0010EN': {
    cost: [gauge(2)],
    effects: [{ k: 'centerSoulsToDrop' }, { k: 'destroyAll', filter: anyMonster({ area: 'center' }) }],
  },
  // Oracle of Tuval
  'TD04/0011EN': {
    useIf: [{ k: 'lifeAtMost', who: 'you', n: 5 }],
    effects: [{ k: 'discardHand' }, { k: 'draw', n: 3 }],
    oncePerTurnByName: true,
  },
  // Pillar of Fire
  'TD04/0012EN': {
    cost: [gauge(1)],
    useIf: [{ k: 'noCenter', who: 'you' }],
    counter: true,
    effects: [destroy(anyMonster({ maxDefense: 6000 }))],
  },
  // Dungeon Pit: a "when … enters" [Counter] (BF-Oth[When…]), resting the monster whose entering opened the window.
  'TD04/0013EN': {
    useIf: [{ k: 'monsterEntered', who: 'opponent', area: 'center', maxSize: 2 }],
    counter: true,
    effects: [{ k: 'rest', target: opponentMonster({ area: 'center', maxSize: 2, entered: true }) }],
  },
  // Divine Protection of Shalsana
  'TD04/0014EN': {
    cost: [gauge(1)],
    useIf: [{ k: 'opponentAttacking' }],
    counter: true,
    effects: [{ k: 'nullifyAttack' }, gainLife(1)],
  },
  // Mission Card "Party Formed!". The card data's text lost the [Set] line; it is a [Set] spell (its ability works
  // from the field and ends by putting "this card" into the drop zone) [INFERRED from the text].
  'TD04/0015EN': {
    set: true,
    autos: [
      {
        when: 'anotherSet',
        namePart: 'Mission',
        effects: [gainLife(1), { k: 'search', attribute: 'Adventurer', to: 'hand' }, { k: 'selfToDrop' }],
      },
    ],
  },
  // Mission Card "Defeat Monsters!"
  'TD04/0016EN': {
    set: true,
    cost: [gauge(1)],
    useIf: [{ k: 'noneOfThisNameSet' }],
    autos: [
      {
        when: 'yourAttackDestroys',
        attackerAttribute: 'Adventurer',
        effects: [{ k: 'deckToSelfSoul', n: 1, faceDown: true }],
      },
      // The soul goes to the hand before this card leaves (a card leaving the field takes its soul to the drop zone).
      { when: 'soulReaches', soulAtLeast: 2, effects: [{ k: 'soulToHand' }, { k: 'selfToDrop' }] },
    ],
  },
  'TD04/0017EN': { cost: [gauge(1)] }, // Conquering Blade, Dungeon Domination
  'TD04/0018EN': {}, // Origin Blade, Enemy Breaker
  // Dead End Crush!
  'TD04/0019EN': {
    cost: [gauge(2)],
    useIf: [
      { k: 'lifeAtMost', who: 'opponent', n: 3 },
      { k: 'hasMonster', who: 'you', attribute: 'Adventurer' },
      { k: 'equipped', attribute: 'Weapon' },
    ],
    cannotBeNullified: true,
    effects: [{ k: 'damage', n: 3, unreducible: true }],
  },
});
