// Skills of the BT1 ("Galactic Battle") cards in the built-in decks (guide: abilities/dsl.ts).
// Cards with only printed keywords (BT1-034, 035, 037, 039, 046, 050, 062, 072, 075) and vanilla cards
// (BT1-012, 102, 103) need no entry.
import {
  activateBattle,
  activateMain,
  auto,
  awakenAtLife,
  chooseOpp,
  chooseYourEnergy,
  cost,
  counter,
  draw,
  energy,
  energyAtLeast,
  evolve,
  field,
  grant,
  ifThen,
  ko,
  leaderIs,
  lifeAtMost,
  all,
  onAttack,
  onCombo,
  onEvolvedInto,
  onPlay,
  permanent,
  power,
  type CardFilter,
  type Colour,
  type Skill,
  type Target,
  thisCard,
} from '../../abilities/dsl.ts';
import { registerSkills } from '../../abilities/registry.ts';

/** The [Super Combo] cards' shared auto: combo with a Leader of `colour` at 4 or less life. */
export function superComboAuto(colour: Colour): Skill {
  return auto({ on: 'combo' }, [draw(1), { do: 'comboPower', target: thisCard, n: 10000 }], {
    cond: all(leaderIs({ colour }), lifeAtMost(4)),
  });
}

const FRIEZA_ARMY = "Frieza's Army";

registerSkills({
  'BT1-001': [
    auto({ on: 'yourBattleCardAttacks', vs: 'leader' }, [draw(1)], {
      once: true,
      cond: { if: 'attackerPower', op: '>=', n: 15000 },
    }),
    awakenAtLife(4),
  ],
  'BT1-001#back': [
    auto(onAttack(), [draw(1)]),
    activateMain(
      [{ pay: 'handToDrop', n: 1 }],
      [grant({ t: 'choose', whose: 'you', zone: 'battleOrLeader', n: 1, orThis: true }, 'doubleStrike')],
    ),
  ],
  'BT1-006': [auto({ on: 'playOther', filter: { colour: 'red', trait: 'Alien' } }, [power({ t: 'it' }, 5000)])],
  'BT1-008': [
    auto(onAttack(), [
      {
        do: 'search',
        look: 3,
        lookUpTo: true,
        pick: 1,
        upTo: true,
        filter: { trait: 'Alien', type: 'battle', powerMax: 15000 },
        to: 'play',
      },
    ]),
  ],
  'BT1-010': [superComboAuto('red')],
  'BT1-011': [evolve('Hit', cost(5, { red: 3 })), auto(onEvolvedInto(), [{ do: 'damage', whose: 'opponent', n: 2 }])],
  'BT1-013': [evolve('Cabba', cost(3, { red: 2 })), auto(onEvolvedInto(), [{ do: 'activeMode', target: thisCard }])],
  'BT1-014': [
    auto(onAttack(), [
      {
        do: 'may',
        cost: [{ pay: 'lifeToHand', n: 1 }],
        then: [power(thisCard, 10000), grant(thisCard, 'doubleStrike')],
      },
    ]),
  ],
  'BT1-015': [
    evolve('Frost', cost(3, { red: 2 })),
    auto(onAttack('battle'), [
      { do: 'koAfterBattle' },
      ifThen({ if: 'leaderPower', whose: 'opponent', op: '<=', n: 10000 }, [{ do: 'damage', whose: 'opponent', n: 1 }]),
    ]),
  ],
  'BT1-016': [evolve('Frost', cost(2, { red: 2 }))],
  'BT1-017': [
    activateMain(
      [energy(2)],
      [
        {
          do: 'search',
          look: 7,
          pick: 1,
          upTo: true,
          filter: { character: ['Frost'], evolver: true },
          to: 'evolveThis',
        },
      ],
    ),
  ],
  'BT1-018': [permanent({ cont: 'canAttackActive' })],
  'BT1-020': [permanent({ cont: 'cannotBeKOdInBattle' })],
  'BT1-024': [activateMain([], [{ do: 'koTotal', stat: 'power', max: 30000 }])],
  'BT1-025': [
    counter('attack', [
      { do: 'negateAttack' },
      { do: 'activeMode', target: { t: 'choose', whose: 'you', zone: 'battle', n: 1, upTo: true } },
    ]),
  ],
  'BT1-030': [
    auto(onAttack(), [{ do: 'power', target: thisCard, n: 1000, until: 'turn', perEnergy: true }]),
    awakenAtLife(4),
  ],
  'BT1-030#back': [
    permanent({ cont: 'keyword', target: 'this', keyword: 'dualAttack' }, energyAtLeast(7)),
    auto(onAttack(), [draw(1), { do: 'power', target: thisCard, n: 1000, until: 'turn', perEnergy: true }], {
      once: true,
    }),
  ],
  'BT1-031': [evolve('Son Goku', cost(6, { blue: 3 })), permanent({ cont: 'noCounterNoBlocker' })],
  'BT1-032': [permanent({ cont: 'power', target: 'this', n: 10000 }, all({ if: 'yourTurn' }, energyAtLeast(5)))],
  'BT1-033': [
    auto(onPlay(), [
      {
        do: 'search',
        look: 7,
        lookUpTo: true,
        pick: 1,
        upTo: true,
        filter: { colour: 'blue', character: ['Son Goku'] },
        to: 'hand',
      },
    ]),
  ],
  'BT1-040': [
    auto(onPlay(), [
      { do: 'search', look: 0, pick: 1, upTo: true, filter: { character: ['Whis'], costMax: 4 }, to: 'hand' },
    ]),
  ],
  'BT1-041': [
    auto(onAttack('leader'), [
      {
        do: 'opponentMay',
        cost: [{ pay: 'handToDrop', n: 2 }],
        otherwise: [
          { do: 'toDrop', target: { t: 'all', whose: 'opponent', zone: 'battle' } },
          { do: 'toDrop', target: { t: 'all', whose: 'opponent', zone: 'energy' } },
        ],
      },
    ]),
  ],
  'BT1-042': [auto(onPlay(), [ifThen(energyAtLeast(5), [ko(chooseOpp(1, { upTo: true }))])])],
  'BT1-044': [auto(onPlay(), [{ do: 'deckTopToEnergy', n: 1 }])],
  'BT1-045': [superComboAuto('blue')],
  'BT1-047': [auto(onPlay(), [draw(1)])],
  'BT1-051': [activateMain([], [{ do: 'allowAwakenAnyLife' }, { do: 'activeMode', target: chooseYourEnergy(4) }])],
  'BT1-052': [activateMain([], [{ do: 'handToEnergy', n: 1 }])],
  'BT1-053': [
    activateBattle(
      [],
      [
        power({ t: 'choose', whose: 'you', zone: 'battleOrLeader', n: 1, upTo: true }, 5000),
        { do: 'activeMode', target: chooseYourEnergy(2) },
      ],
    ),
  ],
  'BT1-054': [activateMain([], [grant({ t: 'yourLeader' }, 'doubleStrike'), draw(1)])],
  'BT1-055': [counter('attack', [{ do: 'negateAttack' }, { do: 'activeMode', target: chooseYourEnergy(1) }])],
  'BT1-057': [
    permanent({ cont: 'cannotAttackBattle' }),
    auto(onAttack(), [{ do: 'discard', whose: 'both', n: 1 }]),
    awakenAtLife(4),
  ],
  'BT1-057#back': [
    permanent({ cont: 'cannotAttackBattle' }),
    auto(onAttack(), [draw(1), { do: 'discard', whose: 'both', n: 1 }, { do: 'bothBattleToDrop', n: 1 }]),
  ],
  'BT1-065': [activateMain([{ pay: 'lifeToDrop', n: 1 }], [ko(chooseOpp(1))], { once: true })],
  'BT1-066': [permanent({ cont: 'cannotBeAttackedByLeader' })],
  'BT1-069': [superComboAuto('green')],
  'BT1-071': [auto(onAttack('leader'), [{ do: 'discard', whose: 'opponent', n: 1 }])],
  'BT1-073': [
    evolve('Broly', cost(5, { green: 4 })),
    auto(onPlay(), [{ do: 'discard', whose: 'opponent', n: 2, random: true, upTo: true }]),
  ],
  'BT1-074': [
    evolve('Broly', cost(4, { green: 2 })),
    auto(onEvolvedInto(), [{ do: 'discard', whose: 'opponent', n: 2 }]),
  ],
  'BT1-076': [
    auto(onPlay(), [
      { do: 'search', look: 7, pick: 1, upTo: true, filter: { colour: 'green', character: ['Broly'] }, to: 'hand' },
    ]),
  ],
  'BT1-077': [
    auto(onPlay(), [
      {
        do: 'may',
        cost: [{ pay: 'handToDrop', n: 1 }],
        then: [{ do: 'search', look: 0, pick: 1, upTo: true, filter: { name: "Broly's Ring" }, to: 'activateField' }],
      },
    ]),
  ],
  'BT1-078': [
    auto({ on: 'toDropFromBattle' }, [{ do: 'may', cost: [{ pay: 'handToDrop', n: 1 }], then: [{ do: 'playThis' }] }], {
      cond: leaderIs({ character: ['Broly'] }),
    }),
  ],
  'BT1-080': [counter('attack', [{ do: 'negateAttack' }, ko(chooseOpp(1, { upTo: true, filter: { costMax: 1 } }))])],
  'BT1-081': [field(), permanent({ cont: 'handImmuneToLeader', character: 'Broly' })],
  'BT1-083': [
    activateMain(
      [{ pay: 'battleToDrop', n: 1, filter: { trait: FRIEZA_ARMY, type: 'battle' } }],
      [{ do: 'activeMode', target: chooseYourEnergy(1) }, draw(1)],
      { once: true },
    ),
    awakenAtLife(4),
  ],
  'BT1-083#back': [
    activateMain(
      [{ pay: 'battleToDrop', n: 1, filter: { trait: FRIEZA_ARMY, type: 'battle' } }],
      [{ do: 'activeMode', target: chooseYourEnergy(2) }, draw(1)],
      { once: true },
    ),
    auto(onAttack(), [draw(1)]),
  ],
  'BT1-086': [
    evolve('Frieza', cost(6, { yellow: 2 })),
    auto(onEvolvedInto(), [
      { do: 'toDrop', target: { t: 'all', whose: 'both', zone: 'battle', filter: { rested: true, other: true } } },
      { do: 'rest', target: { t: 'all', whose: 'both', zone: 'battle', filter: { rested: false, other: true } } },
    ]),
  ],
  'BT1-087': [auto({ on: 'blocks' }, [{ do: 'standAfterBattle' }])],
  'BT1-089': [
    auto(onPlay(), [
      {
        do: 'search',
        look: 3,
        lookUpTo: true,
        pick: 1,
        upTo: true,
        filter: { trait: FRIEZA_ARMY, costMax: 2 },
        to: 'hand',
      },
    ]),
  ],
  'BT1-090': [
    auto(onPlay(), [
      {
        do: 'may',
        cost: [{ pay: 'handToDrop', n: 1 }],
        then: [ko(chooseOpp(2, { upTo: true, filter: { rested: true } })), grant(thisCard, 'doubleStrike')],
      },
    ]),
  ],
  'BT1-091': [
    counter('attack', [{ do: 'playThisAndGuard' }], [], { battleCardOnly: true }),
    auto(onPlay(), [{ do: 'rest', target: chooseOpp(1, { upTo: true }) }]),
  ],
  'BT1-092': [
    activateBattle(
      [{ pay: 'handToDrop', n: 1 }],
      [
        {
          do: 'search',
          look: 2,
          lookUpTo: true,
          pick: 2,
          upTo: true,
          filter: { trait: FRIEZA_ARMY, type: 'battle' },
          to: 'combo',
          rest: 'drop',
        },
      ],
      { once: true },
    ),
  ],
  'BT1-099': [
    auto(onPlay(), [
      ifThen(leaderIs({ trait: 'Ginyu Force' }), [
        { do: 'rest', target: chooseOpp(1, { upTo: true, filter: { costMax: 2 } }) },
      ]),
    ]),
  ],
  'BT1-100': [superComboAuto('yellow')],
  'BT1-106': [
    counter('attack', [
      ifThen(leaderIs({ colour: 'yellow' }), [
        { do: 'negateAttack' },
        { do: 'cannotAttack', target: { t: 'all', whose: 'opponent', zone: 'battle' }, until: 'turn' },
      ]),
    ]),
  ],
  'BT1-107': [
    counter('play', [
      ifThen(leaderIs({ trait: FRIEZA_ARMY }), [{ do: 'negateSkills', target: { t: 'played' }, until: 'turn' }]),
    ]),
  ],
  'BT1-110': [counter('play', [{ do: 'playedRested' }])],
  'BT1-109': [
    activateMain(
      [],
      [
        {
          do: 'search',
          look: 0,
          pick: 1,
          upTo: true,
          filter: { trait: FRIEZA_ARMY, costMax: 2, type: 'battle' },
          to: 'playRested',
        },
      ],
    ),
  ],
});

// The rest of BT1 (issue 16): drafted by scripts/draft-dbs-cards.mjs where it knew the phrasing, the others
// written from the same builders (BT1-022 waits for BT1-023, the <Supreme Kai's Attendant> it plays). Keyword-only and vanilla cards (BT1-019, 021, 038, 060, 104, 105) need no entry.
const opponentsAll = (filter: CardFilter): Target => ({ t: 'all', whose: 'opponent', zone: 'battle', filter });
const yourBattle = (n: number): Target => ({ t: 'choose', whose: 'you', zone: 'battle', n, upTo: true });

registerSkills({
  'BT1-004': [evolve('Champa', cost(5, { red: 3 })), auto(onPlay(), [ko(opponentsAll({ powerMax: 15000 }))])],
  'BT1-005': [auto(onCombo(), [ifThen({ if: 'yourTurn' }, [grant({ t: 'attacker' }, 'doubleStrike', 'battle')])])],
  'BT1-007': [
    auto(onPlay(), [
      {
        do: 'search',
        look: 7,
        lookUpTo: true,
        pick: 1,
        upTo: true,
        filter: { colour: 'red', character: ['Champa'] },
        to: 'hand',
      },
    ]),
  ],
  'BT1-009': [
    auto(onPlay(), [
      {
        do: 'search',
        look: 3,
        lookUpTo: true,
        pick: 1,
        upTo: true,
        filter: { colour: 'red', trait: 'Alien' },
        to: 'hand',
      },
    ]),
  ],
  'BT1-026': [activateMain([], [ko(chooseOpp(1, { filter: { powerMax: 12000 } }))])],
  'BT1-027': [
    activateBattle(
      [],
      [
        power(
          { t: 'choose', whose: 'you', zone: 'battleOrLeader', n: 1, upTo: true, filter: { colour: 'red' } },
          6000,
          'battle',
        ),
      ],
    ),
  ],
  'BT1-036': [
    evolve('Vegeta', cost(5, { blue: 3 })),
    auto(onEvolvedInto(), [{ do: 'toHand', target: chooseOpp(1, { upTo: true, filter: { keyword: 'blocker' } }) }]),
  ],
  'BT1-056': [awakenAtLife(4)],
  'BT1-056#back': [auto(onAttack(), [draw(1)])],
  'BT1-059': [
    evolve('Son Goku', cost(5, { green: 3 })),
    permanent(
      { cont: 'keyword', target: 'this', keyword: 'tripleStrike' },
      { if: 'drop', op: '>=', n: 1, filter: { character: ['Krillin'] } },
    ),
    auto(onPlay(), [{ do: 'koTotal', stat: 'cost', max: 6 }]),
  ],
  'BT1-061': [
    auto(onPlay(), [
      { do: 'search', look: 7, lookUpTo: true, pick: 1, upTo: true, filter: { character: ['Krillin'] }, to: 'hand' },
    ]),
  ],
  'BT1-063': [
    auto(onCombo(), [ko(chooseOpp(1, { upTo: true, filter: { costMax: 3 } }))], { cond: { if: 'yourTurn' } }),
  ],
  'BT1-064': [
    counter('attack', [{ do: 'playThis' }]),
    auto(onPlay(), [ko(chooseOpp(1, { upTo: true, filter: { costMax: 4 } }))]),
  ],
  'BT1-067': [
    evolve('Trunks: Future', cost(3, { green: 2 })),
    auto(onEvolvedInto(), [{ do: 'fromDrop', pick: 1, filter: {}, to: 'hand' }]),
  ],
  'BT1-068': [permanent({ cont: 'cannotAttackBattle' })],
  'BT1-070': [
    evolve('Gotenks', cost(4, { green: 3 })),
    auto(onPlay(), [{ do: 'activeMode', target: chooseYourEnergy(2) }, draw(1)]),
  ],
  'BT1-082': [activateMain([], [ko(chooseOpp(1, { upTo: true, filter: { costMax: 2 } }))])],
  'BT1-084': [auto({ on: 'endOfTurn', whose: 'you' }, [{ do: 'activeMode', target: yourBattle(1) }]), awakenAtLife(4)],
  'BT1-084#back': [
    auto({ on: 'endOfTurn', whose: 'you' }, [{ do: 'activeMode', target: yourBattle(2) }]),
    auto(onAttack(), [draw(1)]),
  ],
  'BT1-088': [
    evolve('Frieza', cost(3, { yellow: 2 })),
    auto(onEvolvedInto(), [{ do: 'rest', target: opponentsAll({ keyword: 'blocker' }) }]),
  ],
  'BT1-093': [permanent({ cont: 'protect', filter: { other: true, type: 'battle' } }, { if: 'thisRested' })],
  'BT1-095': [
    auto(onPlay(), [
      power({ t: 'all', whose: 'you', zone: 'battle', filter: { trait: 'Ginyu Force' } }, 10000),
      grant({ t: 'all', whose: 'you', zone: 'battle', filter: { trait: 'Ginyu Force' } }, 'doubleStrike'),
    ]),
  ],
  'BT1-097': [auto({ on: 'endOfTurn', whose: 'you' }, [{ do: 'activeMode', target: thisCard }])],
  // Issue 16, BT1 third batch (h16c).
  'BT1-022': [
    auto(onPlay(), [
      {
        do: 'search',
        look: 0,
        pick: 1,
        upTo: true,
        filter: { character: ["Supreme Kai's Attendant"], type: 'battle' },
        to: 'play',
      },
    ]),
  ],
  'BT1-023': [permanent({ cont: 'cannotAttackBattle', powerMin: 15000 })],
  'BT1-096': [permanent({ cont: 'power', target: 'this', n: 6000 }, { if: 'opponentTurn' })],
  'BT1-101': [auto(onCombo(), [{ do: 'activeMode', target: yourBattle(1) }], { cond: { if: 'opponentTurn' } })],
  'BT1-048': [auto(onCombo(), [{ do: 'toHand', target: { t: 'choose', whose: 'opponent', zone: 'combo', n: 1 } }])],
  'BT1-049': [
    auto(onPlay(), [
      ifThen({ if: 'battleCount', whose: 'you', op: '<=', n: 0, filter: { other: true } }, [
        { do: 'toDeckTop', target: { t: 'choose', whose: 'opponent', zone: 'battle', n: 1, upTo: true } },
      ]),
    ]),
  ],
  'BT1-094': [
    auto(onPlay(), [
      { do: 'noStandNextCharge', target: { t: 'choose', whose: 'opponent', zone: 'battle', n: 2, upTo: true } },
    ]),
  ],
  'BT1-098': [
    auto({ on: 'play', fromHand: true }, [
      {
        do: 'search',
        look: 3,
        lookUpTo: true,
        pick: 1,
        upTo: true,
        filter: { trait: 'Ginyu Force', notCharacter: 'Ginyu', type: 'battle' },
        to: 'play',
      },
    ]),
  ],
  'BT1-108': [
    counter('counter', [{ do: 'negateCounter' }], [{ pay: 'handToDrop', n: 1, filter: { colour: 'yellow' } }]),
  ],
});
