// Trial Deck 3: Dragon World (Jackknife), BF-TD03: every card of the deck, as ability trees (dsl.ts).
import {
  anyMonster,
  charge,
  damage,
  destroy,
  discard,
  gainLife,
  gauge,
  life,
  opponentMonster,
} from '../../abilities/dsl.ts';
import { defineCards } from '../../abilities/registry.ts';

defineCards({
  'TD03/0019EN': {}, // Dragon World (flag)
  // Jackknife "Thunder Storm"
  'TD03/0001EN': {
    cost: [gauge(1), { k: 'stackOn', part: 'Jackknife' }],
    acts: [
      {
        name: 'Thunder Raid',
        conds: [{ k: 'sideArea' }],
        effects: [{ k: 'mayPay', cost: [life(2)], then: [destroy(opponentMonster())] }],
      },
    ],
    keywords: ['soulguard'],
  },
  // Jackknife "Dispersal"
  'TD03/0002EN': {
    cost: [gauge(1), { k: 'stackOn', part: 'Jackknife' }],
    conts: [{ k: 'keywordIf', cond: { k: 'sideArea' }, keyword: 'penetrate' }],
    keywords: ['soulguard'],
  },
  'TD03/0003EN': {}, // Gust Charging Dragon
  // Jackknife Dragon
  'TD03/0004EN': {
    cost: [gauge(1)],
    acts: [
      {
        effects: [
          { k: 'mayPay', cost: [gauge(2)], then: [{ k: 'search', part: 'Jackknife', monster: true, to: 'callOnTop' }] },
        ],
      },
    ],
  },
  'TD03/0005EN': {}, // Hammer Mace Dragon
  'TD03/0006EN': {}, // Zantetsunodachi Dragon
  'TD03/0007EN': {}, // Grave Horn Dragon
  // Slashknife Dragon
  'TD03/0008EN': {
    acts: [
      {
        name: 'Shadow Maneuver',
        effects: [
          { k: 'mayPay', cost: [gauge(1)], then: [{ k: 'buff', target: 'self', pastCenter: true, until: 'turn' }] },
        ],
      },
    ],
  },
  'TD03/0009EN': {}, // Latale Shield Dragon
  'TD03/0010EN': {}, // Bronze Shield Dragon
  // Jackknife Braveheart
  'TD03/0011EN': { cost: [gauge(2)], effects: [{ k: 'search', part: 'Jackknife', to: 'hand' }] },
  'TD03/0012EN': { effects: [destroy(anyMonster({ maxPower: 5000 }))] }, // Dragon Flame
  // Dragoenergy
  'TD03/0013EN': {
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
  'TD03/0014EN': { counter: true, effects: [charge(2)] }, // Dragonic Charge
  // Green Dragon Shield
  'TD03/0015EN': {
    useIf: [{ k: 'opponentAttacking' }, { k: 'noCenter', who: 'you' }],
    counter: true,
    effects: [{ k: 'nullifyAttack' }, gainLife(1)],
  },
  'TD03/0016EN': { cost: [discard(1), gauge(1)] }, // Dragonblade, Dragobrave
  'TD03/0017EN': {}, // Dragonblade, Dragofearless
  // Dragonic Punisher
  'TD03/0018EN': {
    cost: [gauge(4), life(2)],
    useIf: [
      { k: 'lifeAtMost', who: 'opponent', n: 4 },
      { k: 'hasMonster', who: 'you', attribute: 'Armordragon', minSize: 2 },
    ],
    effects: [damage(4)],
  },
});
