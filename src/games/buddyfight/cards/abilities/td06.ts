// Trial Deck 6: Darkness Dragon World, BF-TD06: every card of the deck, as ability trees (dsl.ts).
import { charge, damage, destroy, gauge, opponentMonster } from '../../abilities/dsl.ts';
import { defineCards } from '../../abilities/registry.ts';

defineCards({
  'TD06/0019EN': {}, // Darkness Dragon World (flag)
  // Purgatory Knights, Malice Force Dragon
  'TD06/0001EN': { cost: [gauge(2)], autos: [{ when: 'enters', effects: [destroy(opponentMonster())] }] },
  // There is Only Death, Dalleon
  'TD06/0002EN': {
    cost: [gauge(2)],
    autos: [{ name: 'Spectral Strike', when: 'destroysByAttack', effects: [damage(2)] }],
  },
  'TD06/0003EN': {}, // Black Dragon, Dividers
  'TD06/0004EN': { cost: [gauge(1)], conts: [{ k: 'pastCenter' }] }, // Death Ruler, Abriel ("Shadow Dive")
  'TD06/0005EN': {}, // Black Dragon, Tarandus
  'TD06/0006EN': {}, // Purgatory Knights, Giant Scissor Dragon
  // Black Dragon, Death Gracia
  'TD06/0007EN': { autos: [{ name: 'Spectral Strike', when: 'destroysByAttack', effects: [damage(1)] }] },
  'TD06/0008EN': { cost: [gauge(1)] }, // Black Dragon, Decipiens
  'TD06/0009EN': {}, // Purgatory Knights, Blackknife Dragon
  'TD06/0010EN': { conts: [{ k: 'frontDefense', n: -3000 }] }, // Death Ruler, Alea
  'TD06/0011EN': { effects: [destroy(opponentMonster())] }, // Death Damage
  'TD06/0012EN': { cost: [gauge(1)], counter: true, effects: [destroy(opponentMonster({ maxSize: 1 }))] }, // Sudden DEATH!
  'TD06/0013EN': { counter: true, effects: [charge(2)] }, // Vampire Fang
  // Black Revenger
  'TD06/0014EN': {
    useIf: [{ k: 'lifeAtMost', who: 'you', n: 5 }],
    cost: [gauge(1)],
    effects: [
      {
        k: 'dropToHand',
        targets: [
          { side: 'you', type: 'monster', from: 'drop', minSize: 1, maxSize: 1, upTo: true },
          { side: 'you', type: 'monster', from: 'drop', minSize: 2, maxSize: 2, upTo: true },
        ],
      },
    ],
  },
  // Midnight Shadow
  'TD06/0015EN': {
    useIf: [{ k: 'opponentAttacking' }],
    counter: true,
    effects: [{ k: 'nullifyAttack', unlessLink: true }],
  },
  'TD06/0016EN': { cost: [gauge(2)] }, // Death Claw, Grim Reaper
  'TD06/0017EN': {}, // Black Sword, Heartbreaker
  // Demonic Strike Arts, Death Requiem
  'TD06/0018EN': {
    useIf: [
      { k: 'lifeAtMost', who: 'opponent', n: 3 },
      { k: 'noMonsters', who: 'opponent' },
    ],
    cost: [gauge(2)],
    effects: [damage(3)],
  },
});
