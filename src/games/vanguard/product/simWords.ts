// The words of Vanguard's simulation reports (src/sim/simGame.ts SimWords): plain data, for the CLI's text and
// HTML reports and the charts alike.
import type { SimWords } from '../../../sim/simGame.ts';

/** Where the rules have the first player chosen at random, by format. */
const FIRST_PLAYER_RULE: Record<string, string> = {
  cr201: 'VG2 5.4.3.2',
  cr110: 'VG1 5.2.4',
  d: 'VG2 5.4.3.2',
};

export const vanguardSimWords: SimWords = {
  damage: 'average damage at game end',
  playKinds: ['rides', 'calls', 'guards'],
  playNote: '; rides are normal rides',
  deckRows: (a, b) => [
    ['drive checks', a.driveChecks, b.driveChecks],
    ['damage checks', a.damageChecks, b.damageChecks],
  ],
  triggerHeading: 'Triggers revealed (active: a unit of the same clan was on the field, so the icon took effect)',
  firstPlayerRule: (format) => FIRST_PLAYER_RULE[format] ?? FIRST_PLAYER_RULE.cr201,
};
