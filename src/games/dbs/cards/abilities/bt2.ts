// Skills of the BT2 ("Union Force") cards in the built-in decks (guide: abilities/dsl.ts).
// BT2-005 is vanilla; BT2-107's deck-building skill is the record's `anyCopies` (deckRules.ts).
import {
  activateBattle,
  activateMain,
  all,
  auto,
  awakenAtLife,
  chooseOpp,
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
  onAttack,
  onPlay,
  permanent,
  power,
  type Skill,
  thisCard,
} from '../../abilities/dsl.ts';
import { registerSkills } from '../../abilities/registry.ts';

const SEALED_BALL = "Majin Buu's Sealed Ball";
const GOKU_VEGETA = ['Son Goku', 'Vegeta'];
const BLACK_ZAMASU = ['Zamasu', 'Goku Black'];

const potara = (total: number, specified: Record<string, number>, a: string, b: string): Skill => ({
  kind: 'unionPotara',
  cost: cost(total, specified),
  characters: [a, b],
});

const vegitoColours = permanent({
  cont: 'gainColours',
  filter: { character: GOKU_VEGETA },
  colours: ['red', 'blue', 'green'],
});

/** BT2-089 / BT2-091 [Auto]: when this attacks, you may discard a card to switch one of your `twin` to Active Mode. */
const attackToActivateTwin = (twin: string): Skill =>
  auto(
    onAttack(),
    [
      {
        do: 'may',
        cost: [{ pay: 'handToDrop', n: 1 }],
        then: [
          {
            do: 'activeMode',
            target: { t: 'choose', whose: 'you', zone: 'battle', n: 1, upTo: true, filter: { character: [twin] } },
          },
        ],
      },
    ],
    { once: true },
  );

registerSkills({
  'BT2-001': [
    vegitoColours,
    auto(onAttack(), [{ do: 'deckTopToDrop', n: 1, upTo: true, thenIfRed: [power(thisCard, 5000)] }]),
    awakenAtLife(4),
  ],
  'BT2-001#back': [
    vegitoColours,
    auto(onAttack(), [
      draw(1),
      ifThen({ if: 'drop', op: '>=', n: 10, filter: { character: GOKU_VEGETA } }, [
        power(thisCard, 5000),
        grant(thisCard, 'doubleStrike'),
      ]),
    ]),
  ],
  'BT2-003': [
    auto({ on: 'placedInLeaderArea' }, [
      { do: 'search', look: 0, pick: 1, upTo: true, filter: { name: SEALED_BALL }, to: 'battleActive' },
    ]),
    awakenAtLife(6),
  ],
  'BT2-003#back': [
    activateMain([], [power({ t: 'choose', whose: 'you', zone: 'battle', n: 1 }, 5000)], { once: true }),
    auto({ on: 'yourBattleCardAttacks' }, [draw(1), { do: 'deckTopUnder', n: 1, upTo: true, name: SEALED_BALL }], {
      once: true,
    }),
  ],
  'BT2-006': [
    permanent({ cont: 'costReduction', n: 4 }, { if: 'hand', op: '<=', n: 3, excludingThis: true }),
    auto({ on: 'kos' }, [{ do: 'damage', whose: 'opponent', n: 2 }]),
  ],
  'BT2-009': [auto({ on: 'kos' }, [{ do: 'deckTopUnder', n: 0, name: SEALED_BALL, untilCount: 5 }])],
  'BT2-010': [
    auto({ on: 'endOfBattleAfterCombo', fromHand: true }, [{ do: 'playThis', rested: true }], {
      cond: leaderIs({ colour: 'red' }),
    }),
  ],
  'BT2-012': [
    potara(5, {}, 'Son Goku', 'Vegeta'),
    auto(onAttack(), [{ do: 'power', target: thisCard, n: 5000, until: 'turn', perDrop: { character: GOKU_VEGETA } }]),
  ],
  'BT2-013': [
    potara(3, {}, 'Son Goku', 'Vegeta'),
    permanent({ cont: 'canAttackActive' }),
    auto({ on: 'endOfBattleAfterAttack' }, [
      { do: 'deckTopToDrop', n: 10 },
      {
        do: 'fromDrop',
        pick: 1,
        filter: { character: ['Vegito'], powerMin: 25000, powerMax: 25000 },
        to: 'evolveThisActive',
      },
    ]),
  ],
  'BT2-014': [
    evolve('Gotenks', cost(4, { red: 2 })),
    permanent(
      { cont: 'keyword', target: 'thisAndAllYourBattle', keyword: 'doubleStrike', filter: { name: 'Ghost Token' } },
      { if: 'hand', op: '<=', n: 4 },
    ),
    auto(onPlay(), [{ do: 'tokens', n: 3, name: 'Ghost', power: 15000 }]),
  ],
  'BT2-023': [permanent({ cont: 'protect', filter: { character: ['Evil Wizard Babidi'] } }, { if: 'thisRested' })],
  'BT2-024': [auto(onAttack(), [{ do: 'deckTopUnder', n: 1, upTo: true, name: SEALED_BALL }])],
  'BT2-025': [
    evolve('Son Gohan: Adolescence', cost(6, { red: 3 })),
    activateMain(
      [{ pay: 'chooseUnder', filter: { character: ['Son Gohan: Adolescence'] } }],
      [
        { do: 'grantAttackActive', target: thisCard, until: 'turn' },
        { do: 'gainSkillsOfCostChoice', until: 'turn' },
      ],
      { once: true },
    ),
  ],
  'BT2-026': [
    evolve('Gotenks', cost(5, { red: 3 })),
    permanent(
      { cont: 'cannotBeKOd' },
      all({ if: 'underThis', filter: { character: ['Gotenks'] } }, { if: 'comboEmpty', whose: 'opponent' }),
    ),
  ],
  'BT2-027': [
    evolve('Majin Buu', cost(2, { red: 2 }), { colour: 'red' }),
    {
      kind: 'unionAbsorb',
      cost: [{ pay: 'handUnderThis', filter: { type: 'battle' } }],
      from: 'deck',
      filter: { character: ['Majin Buu'], notName: 'Awakening Evil Majin Buu', powerMin: 25000 },
    },
  ],
  'BT2-028': [auto({ on: 'play', via: SEALED_BALL }, [{ do: 'damage', whose: 'opponent', n: 1 }])],
  'BT2-030': [
    activateMain(
      [{ pay: 'handEachToDrop', characters: ['Son Goku', 'Vegeta'] }],
      [{ do: 'playFromDeckOrDrop', pick: 1, filter: { character: ['Vegito'], costMax: 6 } }],
    ),
  ],
  'BT2-031': [
    field(),
    auto(
      { on: 'underReaches', n: 5 },
      [
        { do: 'thisToDrop' },
        {
          do: 'search',
          look: 0,
          pick: 1,
          upTo: true,
          filter: { name: 'Majin Buu Revived' },
          to: 'play',
          via: SEALED_BALL,
        },
      ],
      { once: true },
    ),
  ],
  'BT2-034': [
    activateMain([{ pay: 'lifeToDrop', n: 1 }], [ifThen({ if: 'dropTopColour', colour: 'blue' }, [draw(1)])], {
      once: true,
    }),
    awakenAtLife(2),
  ],
  'BT2-034#back': [permanent({ cont: 'replaceDamage', per: 5 }), auto(onAttack(), [draw(1)])],
  'BT2-037': [
    counter('attack', [{ do: 'playThis' }, { do: 'negateAttack' }]),
    {
      kind: 'counterCostReduction',
      cond: { if: 'life', whose: 'you', op: '<=', n: 3 },
      cost: { pay: 'handToDrop', n: 2, filter: { trait: 'Saiyan' } },
      n: 3,
    },
  ],
  'BT2-055': [
    permanent(
      { cont: 'untouchableBySkills' },
      { if: 'battleCount', whose: 'you', op: '>=', n: 1, filter: { character: ['Zamasu'] } },
    ),
  ],
  'BT2-056': [
    evolve('Zamasu', cost(5, { blue: 3 })),
    auto(
      { on: 'opponentAttacks' },
      [
        {
          do: 'may',
          cost: [{ pay: 'handToDrop', n: 1 }],
          then: [{ do: 'negateAttack' }, { do: 'negateThisSkill', until: 'turn' }],
        },
      ],
      { cond: leaderIs({ character: BLACK_ZAMASU }) },
    ),
  ],
  'BT2-057': [permanent({ cont: 'costReduction', n: 1 }, leaderIs({ character: BLACK_ZAMASU }))],
  'BT2-058': [potara(7, { blue: 3 }, 'Goku Black', 'Zamasu'), auto(onAttack(), [{ do: 'eachToDeckBottom' }])],
  'BT2-061': [
    auto(onPlay(), [
      { do: 'search', look: 3, lookUpTo: true, pick: 1, upTo: true, filter: { trait: 'God' }, to: 'hand' },
    ]),
  ],
  'BT2-065': [
    activateMain(
      [],
      [
        ifThen(energyAtLeast(4), [
          {
            do: 'search',
            look: 10,
            lookUpTo: true,
            pick: 2,
            upTo: true,
            filter: { character: BLACK_ZAMASU },
            to: 'hand',
          },
        ]),
        ifThen({ if: 'energy', op: '<=', n: 3 }, [
          {
            do: 'search',
            look: 10,
            lookUpTo: true,
            pick: 1,
            upTo: true,
            filter: { character: BLACK_ZAMASU },
            to: 'hand',
          },
        ]),
      ],
    ),
  ],
  'BT2-068': [
    activateMain([{ pay: 'handUnderThis', filter: {} }], [ko(chooseOpp(1, { upTo: true, filter: { costMax: 3 } }))], {
      once: true,
    }),
    awakenAtLife(4),
  ],
  'BT2-068#back': [
    activateMain([{ pay: 'handUnderThis', filter: {} }], [draw(2)], { once: true }),
    activateMain([{ pay: 'underToDrop', n: 2 }], [ko(chooseOpp(1, { upTo: true }))], { once: true }),
  ],
  'BT2-072': [auto(onPlay(), [draw(1)])],
  'BT2-076': [auto(onPlay(), [{ do: 'koTotal', stat: 'cost', max: 3, filter: { costMax: 2 } }])],
  'BT2-083': [
    auto({ on: 'endOfBattleAfterCombo', fromHand: true }, [{ do: 'playThis' }], {
      cond: leaderIs({ colour: 'green' }),
    }),
    activateMain([{ pay: 'lifeToDrop', n: 1 }], [{ do: 'lifeToHand', n: 1 }, ko(chooseOpp(1, { upTo: true }))]),
  ],
  'BT2-084': [
    evolve('Cell', cost(6, { green: 2 })),
    auto(onPlay(), [{ do: 'discard', whose: 'opponent', n: 0, keep: 3 }], { cond: leaderIs({ trait: 'Android' }) }),
  ],
  'BT2-085': [
    {
      kind: 'unionAbsorb',
      cost: [{ pay: 'handUnderThis', filter: { character: ['Android 18'] } }],
      from: 'deck',
      filter: { character: ['Cell'] },
    },
    auto({ on: 'play', via: 'union' }, [draw(1), ko(chooseOpp(1, { upTo: true }))]),
  ],
  'BT2-086': [
    {
      kind: 'unionAbsorb',
      cost: [{ pay: 'handUnderThis', filter: { character: ['Android 17'] } }],
      from: 'deck',
      filter: { character: ['Cell'], costMax: 5 },
    },
  ],
  'BT2-087': [
    auto(onPlay(), [{ do: 'tokens', n: 2, name: 'Cell Jr.', power: 10000, comboPower: 5000, comboCost: 0 }], {
      cond: leaderIs({ character: ['Cell'] }),
    }),
  ],
  'BT2-089': [attackToActivateTwin('Android 18')],
  'BT2-091': [attackToActivateTwin('Android 17')],
  'BT2-093': [
    auto(onPlay(), [
      {
        do: 'search',
        look: 0,
        pick: 1,
        upTo: true,
        filter: { type: 'battle', nameIncludes: 'Android', notCharacter: 'Android 20' },
        to: 'hand',
      },
    ]),
  ],
  'BT2-094': [auto({ on: 'kos' }, [{ do: 'activeMode', target: thisCard }])],
  'BT2-099': [
    field(),
    permanent({ cont: 'handCostReduction', filter: { character: ['Cell'] }, n: 2 }, leaderIs({ character: ['Cell'] })),
    auto({ on: 'playOther', filter: { character: ['Cell'] } }, [{ do: 'thisToDrop' }]),
  ],
  'BT2-100': [
    auto({ on: 'placedInLeaderArea' }, [
      { do: 'search', look: 0, pick: 1, upTo: true, filter: { name: 'Big Gete Star' }, to: 'battleActive' },
    ]),
    awakenAtLife(4),
  ],
  'BT2-100#back': [
    activateMain([], [{ do: 'rest', target: chooseOpp(1) }], {
      once: true,
      cond: { if: 'battleCount', whose: 'you', op: '>=', n: 3, filter: { character: ['Meta-Cooler'] } },
    }),
    auto(onAttack(), [
      { do: 'deckTopToDrop', n: 3, upTo: true },
      { do: 'fromDrop', pick: 1, filter: { character: ['Meta-Cooler', 'Meta-Cooler Core'] }, to: 'hand' },
    ]),
  ],
  'BT2-106': [
    evolve('Meta-Cooler', cost(4, { yellow: 2 })),
    permanent({ cont: 'leaderMayAwaken' }),
    permanent({
      cont: 'keyword',
      target: 'allYourBattle',
      keyword: 'doubleStrike',
      filter: { character: ['Meta-Cooler'] },
    }),
  ],
  'BT2-108': [
    activateBattle([{ pay: 'battleToDrop', n: 1, filter: { character: ['Meta-Cooler'] } }], [power(thisCard, 5000)]),
    auto(onPlay(), [{ do: 'fromDrop', pick: 2, filter: { character: ['Meta-Cooler'] }, to: 'play' }], {
      cond: { if: 'underThis', filter: { name: 'Big Gete Star' } },
    }),
    auto(onAttack(), [{ do: 'fromDrop', pick: 2, filter: { character: ['Meta-Cooler'] }, to: 'play' }], {
      cond: { if: 'underThis', filter: { name: 'Big Gete Star' } },
    }),
  ],
  'BT2-109': [
    {
      kind: 'unionAbsorb',
      cost: [energy(5, { yellow: 2 }), { pay: 'battleUnderThis', filter: { name: 'Big Gete Star' } }],
      from: 'deck',
      filter: { character: ['Meta-Cooler Core'] },
    },
  ],
  'BT2-114': [permanent({ cont: 'freePlay' }, { if: 'inBattleArea', filter: { name: 'Big Gete Star' } })],
  'BT2-122': [
    field(),
    activateMain(
      [energy(1), { pay: 'restThis' }, { pay: 'deckTopToDrop', n: 1 }],
      [{ do: 'fromDrop', pick: 1, filter: { character: ['Meta-Cooler'], costMax: 2 }, to: 'play' }],
    ),
  ],
  'BT2-123': [potara(5, { red: 5 }, 'Son Goku', 'Vegeta')],
});
