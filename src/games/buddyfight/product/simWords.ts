// The words of Future Card Buddyfight's simulation reports (src/sim/simGame.ts SimWords): plain data, for the CLI's
// text and HTML reports and the charts alike.
import type { SimWords } from '../../../sim/simGame.ts';

export const bfSimWords: SimWords = {
  damage: 'average life lost by game end (from the starting life, gains counted)',
  playKinds: ['calls', 'casts', 'equips'],
  playNote: '; calls include Buddy Calls, casts include impacts',
  deckRows: (a, b) => [['Buddy Calls', a.driveChecks, b.driveChecks]],
  triggerHeading: null,
  // BF-Setup: rock-paper-scissors decides, and the winner must go first (played as a coin toss from the seed).
  firstPlayerRule: () => 'BF-Setup',
};
