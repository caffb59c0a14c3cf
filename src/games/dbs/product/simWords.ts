// The words of Dragon Ball Super's simulation reports (src/sim/simGame.ts SimWords): plain data, for the CLI's
// text and HTML reports and the charts alike.
import type { SimWords } from '../../../sim/simGame.ts';

export const dbsSimWords: SimWords = {
  damage: 'average Life cards lost by game end',
  playKinds: ['plays', 'combos'],
  playNote: '',
  deckRows: () => [],
  triggerHeading: null,
  firstPlayerRule: () => 'DBS 5-2-1-5',
};
