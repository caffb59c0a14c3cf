// Skills of the promotion cards (P-) in the built-in decks (guide: abilities/dsl.ts).
import {
  activateMain,
  all,
  auto,
  chooseOpp,
  chooseYourEnergy,
  cost,
  energyAtLeast,
  exEvolve,
  grant,
  leaderIs,
  onEvolvedInto,
  onPlay,
  permanent,
  thisCard,
} from '../../abilities/dsl.ts';
import { registerSkills } from '../../abilities/registry.ts';

registerSkills({
  'P-005': [permanent({ cont: 'power', target: 'thisAndLeader', n: 5000 }, all({ if: 'yourTurn' }, energyAtLeast(5)))],
  'P-008': [auto(onPlay(), [{ do: 'forceOpponentPlay' }])],
  'P-011': [
    { kind: 'unionPotara', cost: cost(2, { blue: 2 }), characters: ['Goku Black', 'Zamasu'] },
    auto(onPlay(), [{ do: 'toDeckBottom', target: chooseOpp(1, { upTo: true }) }], {
      cond: leaderIs({ character: ['Zamasu'] }),
    }),
  ],
  'P-013': [
    auto({ on: 'opponentMainPhase' }, [
      {
        do: 'may',
        cost: [{ pay: 'handToDrop', n: 1, filter: { colour: 'red' } }],
        then: [grant(thisCard, 'indestructible')],
      },
    ]),
  ],
  'P-015': [
    auto(
      onPlay(),
      [{ do: 'may', cost: [{ pay: 'damageSelf', n: 2 }], then: [{ do: 'activeMode', target: chooseYourEnergy(6) }] }],
      {
        cond: leaderIs({ character: ['Zamasu', 'Goku Black'] }),
      },
    ),
  ],
  // Kaio-Ken Son Goku: [EX-Evolve] paid with a card from the hand alone; evolving into it bars losing for the turn
  // (zones.ts cannotLose: card text over the loss conditions, DBS 1-3-1).
  'P-032': [
    exEvolve({ colour: 'blue', character: ['Son Goku'], costMin: 7 }, cost(0), [{ pay: 'handToDrop', n: 1 }]),
    auto(onEvolvedInto(), [{ do: 'cannotLoseThisTurn' }]),
    activateMain([{ pay: 'lifeToHand', n: 2 }], [{ do: 'activeMode', target: thisCard }]),
  ],
});
