// Skills of the BT3 ("Cross Worlds") cards (issue 16, h16e; guide: abilities/dsl.ts). Every entry here was drafted by
// scripts/draft-dbs-cards.mjs and checked against its card. BT3-009, 011, 014, 038, 094 and 099 print keywords only.
import {
  auto,
  chooseOpp,
  cost,
  draw,
  evolve,
  ko,
  onEvolvedInto,
  onPlay,
  permanent,
  thisCard,
} from '../../abilities/dsl.ts';
import { registerSkills } from '../../abilities/registry.ts';

registerSkills({
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
