// Skills of the BT2 ("Union Force") cards in the built-in decks (guide: abilities/dsl.ts).
// BT2-005 is vanilla; BT2-107's deck-building skill is the record's `anyCopies` (deckRules.ts).
import {
  activateBattle,
  chooseYourEnergy,
  type Cost,
  onCombo,
  type CardFilter,
  lifeAtMost,
  onEvolvedInto,
  type Target,
  unionFusion,
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

// Issue 16, the rest of BT2 (h16e). BT2-019, 020, 038, 049, 051, 052, 077 and 082 print keywords only (their stats
// carry them); BT2-015's [Dual Attack] is in its stats too.
const chooseYours = (n: number, filter?: CardFilter): Target => ({
  t: 'choose',
  whose: 'you',
  zone: 'battle',
  n,
  ...(filter ? { filter } : {}),
});
const ANDROIDS = ['Android 17', 'Android 18'];
const CHILLED_ARMY = "Chilled's Army";

const SQUADRON = "Cooler's Armored Squadron";
/** "Choose any number of …": more than any Battle Area holds. */
const ANY_NUMBER = 99;

/** BT2-008 / BT2-011: from the hand, this card and 1 other to the Drop: up to 1 <Gotenks> of 25000 or less to hand. */
const gotenksFromDeck = activateMain(
  [{ pay: 'thisToDrop' }, { pay: 'handToDrop', n: 1 }],
  [{ do: 'search', look: 0, pick: 1, upTo: true, filter: { character: ['Gotenks'], powerMax: 25000 }, to: 'hand' }],
  { fromHand: true },
);

/** BT2-018 / 050 / 081: free to play while a <character> is in your Leader or Battle Area. */
const freeWith = (character: string): Skill =>
  permanent({ cont: 'freePlay' }, { if: 'inPlay', filter: { character: [character] } });

/** BT2-035 (both faces): once per turn on your turn, comboing with a card of cost 2 or more draws 1. */
const trunksCombo = auto({ on: 'youCombo', filter: { costMin: 2 } }, [draw(1)], {
  once: true,
  cond: { if: 'yourTurn' },
});

/** BT2-101 (both faces): once per turn, up to 3 top cards to the Drop; a <<Frieza Clan>> among them gives +5000. */
const coolerMill = activateMain(
  [],
  [
    {
      do: 'deckTopToDrop',
      n: 3,
      upTo: true,
      thenIfAmong: { filter: { trait: 'Frieza Clan' }, then: [power(thisCard, 5000)] },
    },
  ],
  { once: true },
);

/** BT2-118 / BT2-119: "switch 1 of your Chilled's Army tokens to rest". */
const restArmyToken: Cost = { pay: 'restBattle', n: 1, filter: { name: `${CHILLED_ARMY} Token` } };

registerSkills({
  'BT2-002': [
    activateBattle([{ pay: 'handToDrop', n: 1 }], [power(thisCard, 5000, 'battle')], { once: true }),
    awakenAtLife(4),
  ],
  'BT2-002#back': [
    activateBattle([{ pay: 'handToDrop', n: 1 }], [power(thisCard, 5000)], { once: true }),
    auto(onAttack(), [draw(1)]),
  ],
  'BT2-015': [unionFusion(cost(2, { red: 1 }), ['Son Goten', 'Trunks: Youth'])],
  'BT2-017': [
    auto(onPlay(), [
      {
        do: 'search',
        look: 7,
        lookUpTo: true,
        pick: 1,
        upTo: true,
        filter: { colour: 'red', character: ['Majin Buu'] },
        to: 'hand',
      },
    ]),
  ],
  'BT2-029': [
    permanent({ cont: 'canAttackActive' }),
    auto(onAttack('battle'), [{ do: 'activeMode', target: thisCard }, power(thisCard, 10000, 'battle')], {
      once: true,
    }),
  ],
  'BT2-039': [
    auto({ on: 'endOfBattleAfterCombo', fromHand: true }, [{ do: 'playThis', rested: true }], {
      cond: leaderIs({ colour: 'blue' }),
    }),
  ],
  'BT2-045': [
    auto(onPlay(), [
      {
        do: 'search',
        look: 0,
        pick: 1,
        upTo: true,
        filter: { character: ['Trunks: Future'], costMax: 4 },
        to: 'hand',
      },
    ]),
  ],
  'BT2-046': [
    auto(onPlay(), [
      { do: 'opponentHandToDeckTop', count: { costMax: 1 } },
      { do: 'toHand', target: { t: 'all', whose: 'opponent', zone: 'battle', filter: { costMax: 1 } } },
    ]),
  ],
  'BT2-047': [permanent({ cont: 'untouchableBySkills' })],
  'BT2-053': [
    auto(onPlay(), [{ do: 'power', target: chooseYours(1, { other: true }), n: 1000, until: 'turn', perEnergy: true }]),
  ],
  'BT2-054': [
    evolve('Goku Black', cost(7, { blue: 3 })),
    auto(
      onEvolvedInto(),
      [{ do: 'toDrop', target: { t: 'choose', whose: 'opponent', zone: 'energy', n: 3, upTo: true } }],
      { cond: leaderIs({ character: ['Goku Black'] }) },
    ),
  ],
  'BT2-060': [auto(onPlay(), [{ do: 'resetToDecks', draw: 5 }])],
  'BT2-062': [
    auto(onPlay(), [
      { do: 'toHand', target: chooseYours(1) },
      { do: 'toDeckBottom', target: chooseOpp(1, { upTo: true }) },
    ]),
  ],
  'BT2-063': [activateMain([], [{ do: 'toHand', target: chooseOpp(1, { upTo: true }) }])],
  'BT2-067': [
    counter('attack', [
      { do: 'activeMode', target: { t: 'all', whose: 'you', zone: 'energy', filter: { colour: 'blue' } } },
    ]),
  ],
  'BT2-070': [permanent({ cont: 'handCostReduction', filter: { character: ANDROIDS }, n: 1 }), awakenAtLife(6)],
  'BT2-070#back': [
    permanent({ cont: 'handCostReduction', filter: { character: ANDROIDS }, n: 1 }),
    permanent(
      { cont: 'power', target: 'thisAndAllYourBattle', n: 5000, filter: { character: ANDROIDS } },
      lifeAtMost(4),
    ),
    auto(onAttack(), [draw(1)]),
  ],
  'BT2-073': [
    evolve('Son Gohan: Childhood', cost(6, { green: 2 })),
    auto({ on: 'playedThenOpponentCombos' }, [
      { do: 'toDrop', target: { t: 'all', whose: 'opponent', zone: 'battleAndCombo', filter: { costMax: 3 } } },
    ]),
  ],
  'BT2-074': [
    auto(onPlay(), [
      { do: 'search', look: 0, pick: 1, upTo: true, filter: { character: ['Piccolo'], costMax: 3 }, to: 'play' },
    ]),
  ],
  'BT2-075': [
    permanent({ cont: 'costReduction', n: 2 }, { if: 'drop', op: '>=', n: 2, filter: { character: ['Son Goku'] } }),
  ],
  'BT2-078': [permanent({ cont: 'opponentsGainInItsBattle', keyword: 'blocker' })],
  'BT2-079': [
    auto(
      { on: 'combo', fromHand: true },
      [ko(chooseOpp(1, { upTo: true, filter: { keyword: 'blocker', costMax: 3 } }))],
      { cond: { if: 'yourTurn' } },
    ),
  ],
  'BT2-080': [auto({ on: 'endOfTurn', whose: 'opponent' }, [{ do: 'discard', whose: 'opponent', n: 0, keep: 6 }])],
  'BT2-090': [auto(onAttack('leader'), [{ do: 'discard', whose: 'opponent', n: 1 }])],
  'BT2-092': [auto(onAttack(), [draw(1), power(thisCard, 5000)])],
  'BT2-095': [
    auto(onPlay(), [ko(chooseYours(1)), { do: 'koTotal', stat: 'cost', max: 5 }]),
    auto(onAttack(), [ifThen({ if: 'hand', op: '<=', n: 5 }, [draw(1)])]),
  ],
  'BT2-096': [activateMain([], [{ do: 'discard', whose: 'opponent', n: 2 }])],
  'BT2-097': [counter('attack', [ko({ t: 'attacker' })], [{ pay: 'handToDrop', n: 1 }])],
  'BT2-102': [auto(onAttack(), [{ do: 'tokens', n: 1, name: CHILLED_ARMY, power: 10000 }]), awakenAtLife(6)],
  'BT2-102#back': [
    permanent({ cont: 'power', target: 'this', n: 5000 }, { if: 'yourTurn' }),
    auto(onAttack(), [draw(1), { do: 'tokens', n: 1, name: CHILLED_ARMY, power: 10000 }]),
  ],
  'BT2-104': [
    auto({ on: 'endOfBattleAfterCombo', fromHand: true }, [{ do: 'playThis', rested: true }], {
      cond: leaderIs({ colour: 'yellow' }),
    }),
  ],
  'BT2-117': [auto(onPlay(), [grant(thisCard, 'doubleStrike')])],
  'BT2-120': [activateMain([], [{ do: 'rest', target: { t: 'all', whose: 'opponent', zone: 'battle' } }])],
  'BT2-121': [activateMain([], [ko(chooseOpp(1, { filter: { rested: true } }))])],
  // The second group: the skill language grown for them (conditions on the Leader or Battle Area, costs that move
  // the card itself, delayed "at the end of that turn" effects, combo triggers, "when this card is KO-ed").
  'BT2-004': [permanent({ cont: 'cannotBeKOdBySkills' }), auto(onPlay(), [power(thisCard, 5000, 'nextTurn')])],
  'BT2-007': [
    permanent({
      cont: 'handGainsEvolve',
      filter: { character: ['Son Gohan: Adolescence'] },
      cost: cost(3, { red: 2 }),
      onto: { character: ['Son Gohan: Adolescence'] },
    }),
  ],
  'BT2-008': [gotenksFromDeck],
  'BT2-011': [gotenksFromDeck],
  'BT2-016': [
    activateMain(
      [{ pay: 'thisToDrop' }],
      [
        {
          do: 'search',
          look: 0,
          pick: 2,
          upTo: true,
          pickEach: true,
          filter: { character: ['Son Goten', 'Trunks: Youth'], powerMax: 15000 },
          to: 'hand',
        },
      ],
    ),
  ],
  'BT2-018': [freeWith('Son Gohan: Adolescence')],
  'BT2-021': [
    auto({ on: 'beginning', of: 'mainPhase', whose: 'you' }, [
      {
        do: 'search',
        look: 3,
        lookUpTo: true,
        pick: 1,
        upTo: true,
        filter: { name: 'Miraculous Comeback Ultimate Gohan' },
        to: 'hand',
        rest: 'bottom',
      },
    ]),
  ],
  'BT2-022': [
    auto(
      onPlay(),
      [
        {
          do: 'search',
          look: 7,
          lookUpTo: true,
          pick: 2,
          upTo: true,
          filter: { colour: 'red', type: 'battle', powerMax: 25000, notCharacter: 'Evil Wizard Babidi' },
          to: 'play',
        },
      ],
      { cond: { if: 'energy', op: '>=', n: 6, colour: 'red' } },
    ),
  ],
  'BT2-032': [
    activateMain([], [{ do: 'fromDrop', pick: 1, filter: { character: ['Gotenks'], powerMax: 15000 }, to: 'play' }], {
      cond: { if: 'hand', op: '<=', n: 3, excludingThis: true },
    }),
  ],
  'BT2-033': [
    activateMain([], [{ do: 'tokens', n: 2, name: 'Ghost', power: 15000 }], {
      cond: { if: 'inPlay', filter: { character: ['Gotenks'] } },
    }),
  ],
  'BT2-035': [trunksCombo, awakenAtLife(4)],
  'BT2-035#back': [trunksCombo, auto(onAttack(), [draw(1)])],
  'BT2-036': [
    activateMain(
      [],
      [
        { do: 'lifeToEnergy', n: 1 },
        {
          do: 'atEndOfTurn',
          effects: [{ do: 'toDrop', target: { t: 'choose', whose: 'you', zone: 'energy', n: 1 } }],
        },
      ],
      { once: true, cond: { if: 'energy', op: '>=', n: 2, colour: 'blue' } },
    ),
    awakenAtLife(4),
  ],
  'BT2-036#back': [
    permanent({ cont: 'power', target: 'this', n: 5000 }, all({ if: 'yourTurn' }, lifeAtMost(2))),
    permanent({ cont: 'keyword', target: 'this', keyword: 'doubleStrike' }, all({ if: 'yourTurn' }, lifeAtMost(2))),
    auto(onAttack(), [draw(1)]),
  ],
  'BT2-040': [auto(onPlay(), [{ do: 'revealBottomPlay', filter: { character: ['Trunks: Future'], costMax: 3 } }])],
  'BT2-041': [auto({ on: 'play', byCharacter: 'Trunks: Future' }, [ko(chooseOpp(1, { upTo: true }))])],
  'BT2-042': [
    evolve('Trunks: Future', cost(5, { blue: 2 })),
    permanent(
      { cont: 'keyword', target: 'this', keyword: 'tripleStrike' },
      all(
        { if: 'inBattleOrDrop', filter: { character: ['Son Goku'] } },
        { if: 'inBattleOrDrop', filter: { character: ['Vegeta'] } },
      ),
    ),
    auto({ on: 'attacksOrAttacked' }, [
      { do: 'fromDrop', pick: 1, filter: { colour: 'blue', type: 'battle' }, to: 'combo' },
    ]),
  ],
  'BT2-043': [
    activateMain(
      [{ pay: 'thisToDeckBottom' }],
      [{ do: 'playFromHand', pick: 1, filter: { colour: 'blue', character: GOKU_VEGETA, costMax: 3 } }],
    ),
  ],
  'BT2-044': [
    auto(onCombo(), [{ do: 'activeMode', target: chooseYourEnergy(1) }], {
      cond: all({ if: 'yourTurn' }, leaderIs({ colour: 'blue' })),
    }),
  ],
  'BT2-048': [
    counter('attack', [{ do: 'playThis' }, { do: 'negateAttackerKeyword', until: 'turn' }], [], {
      battleCardOnly: true,
    }),
  ],
  'BT2-050': [freeWith('Trunks: Future')],
  'BT2-059': [
    auto(
      onPlay(),
      [
        {
          do: 'toEnergy',
          target: {
            t: 'choose',
            whose: 'you',
            zone: 'battle',
            n: ANY_NUMBER,
            upTo: true,
            filter: { trait: 'God', other: true },
          },
          rested: true,
        },
      ],
      { cond: leaderIs({ trait: 'God' }) },
    ),
  ],
  'BT2-066': [
    activateMain(
      [],
      [
        {
          do: 'search',
          look: 10,
          lookUpTo: true,
          pick: 1,
          upTo: true,
          filter: { character: [...GOKU_VEGETA, 'Trunks: Future'] },
          to: 'hand',
        },
        ifThen(energyAtLeast(4), [{ do: 'activeMode', target: { t: 'choose', whose: 'you', zone: 'energy', n: 1 } }]),
      ],
      { cond: leaderIs({ character: ['Trunks: Future'] }) },
    ),
  ],
  'BT2-069': [
    auto(onAttack(), [
      ifThen({ if: 'drop', op: '>=', n: 1, filter: { character: ['Son Goku'] } }, [power(thisCard, 5000)]),
    ]),
    awakenAtLife(4),
  ],
  'BT2-069#back': [
    auto(onAttack(), [draw(1)]),
    activateBattle(
      [{ pay: 'dropAllRemoved' }],
      [power(thisCard, 5000), grant(thisCard, 'tripleStrike'), { do: 'atEndOfTurn', effects: [{ do: 'loseGame' }] }],
      { once: true },
    ),
  ],
  'BT2-071': [
    auto({ on: 'endOfBattleAfterAttack' }, [
      { do: 'thisToDrop' },
      { do: 'playFromHand', pick: 1, upTo: true, filter: { characterIncludes: 'Son Gohan' } },
    ]),
  ],
  'BT2-081': [freeWith('Android 18')],
  'BT2-088': [auto(onAttack(), [{ do: 'drawUntil', n: 4 }])],
  'BT2-098': [activateMain([], [ko(chooseOpp(1, { filter: { costAtLeastOwnersEnergy: true } }))])],
  'BT2-101': [coolerMill, awakenAtLife(4)],
  'BT2-101#back': [coolerMill, auto(onAttack(), [draw(1)])],
  'BT2-103': [
    auto(
      onPlay(),
      [
        {
          do: 'playFromHand',
          pick: 2,
          upTo: true,
          filter: { trait: 'Frieza Clan', notCharacter: 'Frieza' },
          negate: 'game',
        },
      ],
      { cond: { if: 'inBattleArea', filter: { character: ['King Cold'] } } },
    ),
  ],
  'BT2-105': [permanent({ cont: 'handCostReduction', filter: { trait: 'Frieza Clan', costMin: 5 }, n: 2 })],
  'BT2-110': [
    activateMain(
      [{ pay: 'battleRemoved', n: 1, filter: {} }],
      [
        { do: 'rest', target: chooseOpp(2, { upTo: true }) },
        {
          do: 'fromDrop',
          pick: 1,
          filter: { anyOf: [{ trait: SQUADRON }, { trait: 'Frieza Clan', notCharacter: 'Cooler' }] },
          to: 'play',
        },
      ],
      { once: true },
    ),
  ],
  'BT2-111': [
    permanent(
      {
        cont: 'handGainsEvolve',
        filter: { character: ['Cooler'] },
        cost: cost(3, { yellow: 3 }),
        onto: { character: ['Cooler'] },
      },
      { if: 'drop', op: '>=', n: 3, filter: { trait: SQUADRON } },
    ),
  ],
  'BT2-112': [
    permanent({ cont: 'tokensCombo', filter: { name: `${CHILLED_ARMY} Token` }, comboPower: 5000, comboCost: 0 }),
    activateMain([restArmyToken], [grant(thisCard, 'tripleStrike')]),
  ],
  'BT2-113': [
    permanent({ cont: 'cannotAttack' }, { if: 'not', cond: { if: 'inBattleArea', filter: { name: 'Big Gete Star' } } }),
  ],
  'BT2-115': [
    activateMain(
      [{ pay: 'thisRemoved' }],
      [
        { do: 'fromDrop', pick: 1, filter: { trait: SQUADRON, notCharacter: 'Salza' }, to: 'play' },
        power({ t: 'it' }, 5000),
      ],
    ),
  ],
  'BT2-116': [
    auto({ on: 'thisKOd' }, [
      { do: 'thisRemoved' },
      { do: 'fromDrop', pick: 1, filter: { trait: SQUADRON, notCharacter: 'Dore' }, to: 'play' },
    ]),
  ],
  'BT2-118': [activateMain([restArmyToken], [{ do: 'rest', target: chooseOpp(1) }], { once: true })],
  'BT2-119': [
    activateBattle(
      [restArmyToken],
      [
        power(
          {
            t: 'choose',
            whose: 'you',
            zone: 'battleOrLeader',
            n: 1,
            upTo: true,
            filter: { anyOf: [{ character: ['Chilled'] }, { trait: CHILLED_ARMY }] },
          },
          5000,
          'battle',
        ),
      ],
      { once: true },
    ),
  ],
});
