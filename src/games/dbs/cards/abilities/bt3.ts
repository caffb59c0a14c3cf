// Skills of the BT3 ("Cross Worlds") cards (issue 16, h16e; guide: abilities/dsl.ts). Every entry here was drafted by
// scripts/draft-dbs-cards.mjs and checked against its card. BT3-009, 011, 014, 038, 094 and 099 print keywords only.
import {
  activateMain,
  all,
  auto,
  awakenAtLife,
  type CardFilter,
  chooseOpp,
  chooseYourEnergy,
  type Condition,
  type Cost,
  counter,
  cost,
  draw,
  type Effect,
  evolve,
  exEvolve,
  grant,
  ifThen,
  ko,
  leaderIs,
  lifeAtMost,
  onAttack,
  onCombo,
  onEvolvedInto,
  onPlay,
  overRealm,
  permanent,
  power,
  type Skill,
  thisCard,
} from '../../abilities/dsl.ts';
import { registerSkills } from '../../abilities/registry.ts';
import { superComboAuto } from './bt1.ts';

const handToDrop = (n: number): Cost => ({ pay: 'handToDrop', n });
/** "Choose up to 1 <filter> from your deck and add it to your hand. Then, shuffle your deck." */
const fromDeckToHand = (filter: CardFilter): Effect => ({
  do: 'search',
  look: 0,
  pick: 1,
  upTo: true,
  filter,
  to: 'hand',
});
/** "Look at up to n cards from the top of your deck, choose up to 1 <filter> among them and add it to your hand". */
const lookToHand = (look: number, filter: CardFilter, rest?: 'drop'): Effect => ({
  do: 'search',
  look,
  lookUpTo: true,
  pick: 1,
  upTo: true,
  filter,
  to: 'hand',
  ...(rest ? { rest } : {}),
});
/** BT3-023 … 025: "When you play this card, if your Leader Card is <Dr. Myuu>, <the next Sigma> from your deck to hand". */
const sigmaChain = (next: string): Skill =>
  auto(onPlay(), [ifThen(leaderIs({ character: ['Dr. Myuu'] }), [fromDeckToHand({ character: [next] })])]);
/** The BT3 Leaders' [Awaken]: life at 4 or less, you may switch up to 2 of your energy to Active Mode and flip. */
const awakenStandEnergy: Skill = {
  kind: 'awaken',
  cond: lifeAtMost(4),
  effect: [{ do: 'activeMode', target: chooseYourEnergy(2) }],
};
const opponentHasNoBattleCard: Condition = { if: 'battleCount', whose: 'opponent', op: '<=', n: 0 };
/** A [Super Combo] auto: combo with a Leader matching `leader` at 4 or less life: +10000 combo power, then `then`. */
const superComboThen = (leader: CardFilter, then: Effect[], first: Effect[] = []): Skill =>
  auto(onCombo(), [...first, { do: 'comboPower', target: thisCard, n: 10000 }, ...then], {
    cond: all(leaderIs(leader), lifeAtMost(4)),
  });

registerSkills({
  // h16f, batch 1: phrasings the language already had, written from its builders.
  'BT3-002': [
    activateMain(
      [],
      [{ do: 'playFromHand', pick: 1, filter: { trait: 'Machine Mutant', type: 'battle', powerMax: 5000 } }],
      { once: true },
    ),
    awakenAtLife(4),
  ],
  'BT3-002#back': [
    activateMain(
      [],
      [{ do: 'playFromHand', pick: 1, filter: { trait: 'Machine Mutant', type: 'battle', powerMax: 10000 } }],
      { once: true },
    ),
    auto(onAttack(), [draw(1)]),
  ],
  'BT3-007': [auto({ on: 'endOfBattleAfterCombo' }, [fromDeckToHand({ character: ['Son Goku: GT'], powerMax: 5000 })])],
  'BT3-013': [superComboAuto('red')],
  'BT3-017': [auto(onPlay(), [lookToHand(3, { anyOf: [{ trait: 'Machine Mutant' }, { nameIncludes: 'Baby' }] })])],
  'BT3-019': [
    auto(onPlay(), [power({ t: 'all', whose: 'opponent', zone: 'battle' }, -10000)]),
    auto(onAttack(), [ko(chooseOpp(1, { upTo: true, filter: { powerMax: 10000 } }))]),
  ],
  'BT3-021': [activateMain([{ pay: 'thisToDrop' }], [draw(2), power(chooseOpp(1, { upTo: true }), -10000)])],
  'BT3-023': [sigmaChain('Bizu')],
  'BT3-024': [sigmaChain('Ribet')],
  'BT3-037': [
    auto(onPlay(), [
      fromDeckToHand({ type: 'battle', nameIncludes: 'Supreme Kai', notCharacter: 'Grand Supreme Kai' }),
    ]),
  ],
  'BT3-040': [auto(onAttack(), [{ do: 'toHand', target: chooseOpp(1, { upTo: true, filter: { costMax: 3 } }) }])],
  'BT3-041': [
    auto(onPlay(), [
      {
        do: 'activeMode',
        target: { t: 'choose', whose: 'you', zone: 'battle', n: 1, upTo: true, filter: { trait: 'God', costMax: 3 } },
      },
    ]),
  ],
  'BT3-043': [
    superComboThen({ colour: 'blue' }, [
      { do: 'toHand', target: { t: 'choose', whose: 'opponent', zone: 'combo', n: 1, upTo: true } },
      ifThen({ if: 'comboEmpty', whose: 'opponent' }, [draw(1)]),
    ]),
  ],
  'BT3-053': [
    activateMain(
      [],
      [
        { do: 'playFromHand', pick: 1, upTo: true, filter: { colour: 'blue', type: 'battle', costMax: 5 } },
        { do: 'toHand', target: chooseOpp(1) },
      ],
    ),
  ],
  'BT3-055': [auto(onAttack('leader'), [draw(1)]), awakenStandEnergy],
  'BT3-055#back': [
    permanent({ cont: 'power', target: 'this', n: 5000 }, all({ if: 'yourTurn' }, opponentHasNoBattleCard)),
    permanent(
      { cont: 'keyword', target: 'this', keyword: 'doubleStrike' },
      all({ if: 'yourTurn' }, opponentHasNoBattleCard),
    ),
    auto(onAttack(), [
      draw(1),
      ifThen({ if: 'battleCount', whose: 'opponent', op: '<=', n: 2 }, [power(thisCard, 5000)]),
    ]),
  ],
  'BT3-058': [auto(onPlay(), [ko(chooseOpp(1, { upTo: true }))])],
  'BT3-062': [auto(onPlay(), [lookToHand(2, { trait: 'Saiyan' }, 'drop')])],
  'BT3-066': [activateMain([{ pay: 'restThis' }], [ko(chooseOpp(1, { upTo: true, filter: { costMax: 2 } }))])],
  'BT3-067': [auto(onPlay(), [lookToHand(3, { trait: 'Android' })])],
  'BT3-068': [superComboThen({ colour: 'green', trait: 'Android' }, [], [{ do: 'discard', whose: 'opponent', n: 1 }])],
  'BT3-079': [
    activateMain(
      [],
      [{ do: 'fromDrop', pick: 1, filter: { colour: 'green', type: 'battle', costMax: 5 }, to: 'play' }],
    ),
  ],
  'BT3-080': [
    activateMain([], [ifThen(leaderIs({ trait: 'Android' }), [draw(2), { do: 'discard', whose: 'you', n: 1 }])]),
  ],
  'BT3-082': [auto(onAttack('leader'), [draw(1)]), awakenStandEnergy],
  'BT3-082#back': [
    auto(onAttack(), [draw(1)]),
    auto({ on: 'yourBattleCardKOd', filter: { trait: 'Saiyan' } }, [power(thisCard, 5000)], { once: true }),
  ],
  'BT3-087': [permanent({ cont: 'freePlay' }, { if: 'inPlay', filter: { character: ['Bardock'] } })],
  'BT3-097': [
    permanent({ cont: 'freePlay' }, { if: 'battleCount', whose: 'opponent', op: '>=', n: 2, filter: { rested: true } }),
  ],
  'BT3-100': [
    superComboThen({ colour: 'yellow' }, [
      { do: 'playFromHand', pick: 1, upTo: true, filter: { trait: 'Saiyan', costMax: 3 } },
    ]),
  ],
  'BT3-101': [
    auto(onPlay(), [{ do: 'noStandNextCharge', target: chooseOpp(1, { upTo: true, filter: { rested: true } }) }]),
  ],
  'BT3-102': [
    auto(onAttack(), [
      ifThen({ if: 'battleCount', whose: 'opponent', op: '>=', n: 1, filter: { rested: true } }, [
        power(thisCard, 10000),
      ]),
    ]),
  ],
  'BT3-110': [overRealm(4, cost(0)), auto({ on: 'play', via: 'overRealm' }, [grant(thisCard, 'doubleStrike')])],
  // h16f, batch 2: [EX-Evolve] with costs besides energy (dsl.ts exEvolve), and more phrasings the language had.
  'BT3-003': [
    exEvolve({ colour: 'red', character: ['Son Goku: GT'], costMin: 5 }, cost(1, { red: 1 }), [handToDrop(1)]),
    auto(onAttack(), [{ do: 'activeMode', target: thisCard }, power(thisCard, 5000)], { once: true }),
  ],
  'BT3-008': [
    auto(onPlay(), [
      power({ t: 'all', whose: 'you', zone: 'battle', filter: { colour: 'red', other: true } }, 5000),
      grant({ t: 'all', whose: 'you', zone: 'battle', filter: { colour: 'red', other: true } }, 'doubleStrike'),
      ifThen(leaderIs({ colour: 'red' }), [
        power({ t: 'yourLeader' }, 5000),
        grant({ t: 'yourLeader' }, 'doubleStrike'),
      ]),
    ]),
  ],
  'BT3-010': [
    evolve('Trunks: GT', cost(2, { red: 2 })),
    auto(onPlay(), [
      draw(1),
      power({ t: 'choose', whose: 'you', zone: 'battleOrLeader', n: 1, upTo: true, filter: { colour: 'red' } }, 5000),
    ]),
  ],
  'BT3-027': [
    counter('attack', [
      { do: 'negateAttack' },
      ifThen(leaderIs({ colour: 'red', trait: 'Saiyan' }), [power({ t: 'yourLeader' }, 5000)]),
    ]),
  ],
  'BT3-036': [
    auto({ on: 'endOfBattleAfterAttack' }, [
      { do: 'toDeckBottom', target: thisCard },
      { do: 'koTotal', stat: 'cost', max: 5 },
    ]),
  ],
  'BT3-047': [
    exEvolve({ character: ['Majin Buu'], costMin: 5 }, cost(1, { blue: 1 }), [handToDrop(2)]),
    auto(onEvolvedInto(), [{ do: 'activeMode', target: thisCard }, power(thisCard, 30000)]),
  ],
  'BT3-057': [
    exEvolve({ colour: 'green', character: ['Son Goku'], costMin: 5 }, cost(1, { green: 1 }), [handToDrop(1)]),
    auto(onAttack(), [{ do: 'fromDrop', pick: 3, filter: { colour: 'green', type: 'battle' }, to: 'combo' }]),
  ],
  'BT3-059': [
    exEvolve({ colour: 'green', character: ['Son Goku'], costMin: 5 }, cost(0)),
    auto({ on: 'endOfTurn', whose: 'you' }, [{ do: 'activeMode', target: thisCard }]),
  ],
  'BT3-060': [
    exEvolve({ colour: 'green', character: ['Vegeta'], costMin: 3 }, cost(1, { green: 1 }), [handToDrop(1)]),
    auto({ on: 'dealDamage', byThis: true }, [
      { do: 'may', cost: [handToDrop(1)], then: [grant(thisCard, 'critical')] },
    ]),
  ],
  'BT3-086': [
    auto(onPlay(), [
      ifThen(leaderIs({ trait: 'Saiyan' }), [
        { do: 'search', look: 3, lookUpTo: true, pick: 1, upTo: false, filter: {}, to: 'hand', rest: 'drop' },
      ]),
    ]),
  ],
  'BT3-120': [
    auto(onPlay(), [{ do: 'deckTopToDrop', n: 2, upTo: true }]),
    auto(onPlay(), [
      ifThen({ if: 'leaderIs', whose: 'opponent', filter: { anyOf: [{ colour: 'green' }, { colour: 'yellow' }] } }, [
        { do: 'activeMode', target: chooseYourEnergy(4) },
      ]),
    ]),
  ],
  'BT3-123': [
    exEvolve({ colour: 'red', character: ['Son Goku: GT'], costMin: 6 }, cost(1, { red: 1 }), [handToDrop(2)]),
    auto(onAttack(), [
      power(thisCard, 5000),
      ifThen({ if: 'thisPower', op: '>=', n: 60000 }, [{ do: 'damage', whose: 'opponent', n: 1 }]),
    ]),
    activateMain([{ pay: 'handToDrop', n: 2, filter: { colour: 'red' } }], [{ do: 'activeMode', target: thisCard }]),
  ],
  // h16f, batch 3: the Warp (a condition on its size, cards taken back from it) and "when this card is attacked".
  'BT3-107': [
    auto(onAttack(), [
      { do: 'deckTopToDrop', n: 2 },
      ifThen({ if: 'inBattleOrDrop', filter: { anyOf: [{ colour: 'green' }, { colour: 'yellow' }] } }, [draw(1)]),
    ]),
    { kind: 'awaken', cond: lifeAtMost(4), effect: [{ do: 'fromWarp', pick: 1, filter: {} }] },
  ],
  'BT3-107#back': [
    permanent({ cont: 'keyword', target: 'this', keyword: 'critical' }, { if: 'warp', op: '>=', n: 5 }),
    activateMain([], [{ do: 'deckTopToDrop', n: 2, upTo: true }], { once: true }),
    auto(onAttack(), [draw(1)]),
  ],
  'BT3-111': [
    overRealm(4, cost(2)),
    auto({ on: 'play', via: 'overRealm' }, [{ do: 'fromWarp', pick: 1, filter: { type: 'battle' } }]),
  ],
  'BT3-113': [
    auto(onCombo(), [draw(1), { do: 'comboPower', target: thisCard, n: 10000 }], {
      cond: { if: 'warp', op: '>=', n: 5 },
    }),
  ],
  'BT3-119': [
    auto(onPlay(), [{ do: 'deckTopToDrop', n: 2, upTo: true }]),
    auto({ on: 'attacked' }, [
      ifThen({ if: 'leaderIs', whose: 'opponent', filter: { anyOf: [{ colour: 'red' }, { colour: 'blue' }] } }, [
        power(thisCard, 15000),
      ]),
    ]),
  ],
  // h16f, batch 4.
  'BT3-015': [
    permanent(
      { cont: 'freePlay' },
      all(
        { if: 'battleCount', whose: 'opponent', op: '>=', n: 1 },
        { if: 'battleCount', whose: 'you', op: '<=', n: 0 },
      ),
    ),
  ],
  'BT3-072': [
    auto(onCombo(), [{ do: 'opponentKOs', n: 1 }], { cond: all({ if: 'yourTurn' }, leaderIs({ trait: 'Android' })) }),
  ],
  'BT3-115': [auto(onPlay(), [lookToHand(7, { character: ['Mira', 'Masked Saiyan'] })])],
  'BT3-117': [
    overRealm(3, cost(0)),
    auto({ on: 'play', via: 'overRealm' }, [{ do: 'discard', whose: 'opponent', n: 1 }]),
  ],
  'BT3-004': [evolve('Son Goku: GT', cost(4, { red: 3 })), auto(onEvolvedInto(), [draw(2)])],
  'BT3-006': [
    auto(onPlay(), [
      {
        do: 'search',
        look: 7,
        lookUpTo: true,
        pick: 1,
        upTo: true,
        filter: { colour: 'red', character: ['Son Goku: GT'] },
        to: 'hand',
      },
    ]),
  ],
  'BT3-012': [permanent({ cont: 'freePlay' }, { if: 'inPlay', filter: { character: ['Pan'] } })],
  'BT3-035': [auto(onPlay(), [draw(1)])],
  'BT3-045': [
    auto(onPlay(), [
      { do: 'search', look: 3, lookUpTo: true, pick: 1, upTo: true, filter: { character: ['Majin Buu'] }, to: 'hand' },
    ]),
  ],
  'BT3-061': [evolve('Trunks: Future', cost(3, { green: 1 })), auto(onEvolvedInto(), [draw(1)])],
  'BT3-074': [auto(onPlay(), [{ do: 'discard', whose: 'opponent', n: 1 }])],
  'BT3-088': [
    auto(onPlay(), [ko(chooseOpp(1, { upTo: true, filter: { rested: true } }))]),
    auto({ on: 'endOfTurn', whose: 'you' }, [{ do: 'activeMode', target: thisCard }]),
  ],
  // Written by hand from the same builders: "cannot be switched to Active Mode until the start of your next turn" is
  // the opponent's next Charge Phase (DBS 6-2-2), the only time before then that it would be.
  'BT3-089': [
    evolve('Son Goku: Childhood', cost(4, { yellow: 2 })),
    auto(onEvolvedInto(), [
      {
        do: 'noStandNextCharge',
        target: { t: 'choose', whose: 'opponent', zone: 'energy', n: 1, upTo: true, filter: { rested: true } },
      },
    ]),
  ],
  'BT3-093': [
    auto(onPlay(), [
      { do: 'search', look: 0, pick: 1, upTo: true, filter: { trait: 'Great Ape', costMax: 5 }, to: 'hand' },
    ]),
  ],
  'BT3-095': [auto(onPlay(), [draw(1)])],
});
