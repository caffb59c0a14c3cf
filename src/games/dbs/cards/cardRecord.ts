// The printed characteristics of a DBS card (DBS 2), as data/dbs/cards.json stores them.
// Card text is never stored: skills are DSL definitions (cards/abilities/*.ts) and their text is
// rendered from those (abilities/text.ts).

/** DBS 2-4-1-1: the five colours. */
export type Colour = 'red' | 'blue' | 'green' | 'yellow' | 'black';
export const COLOURS: readonly Colour[] = ['red', 'blue', 'green', 'yellow', 'black'];

/** DBS 2-3-2: the three card types. */
export type CardType = 'leader' | 'battle' | 'extra';

/** Printed keyword skills without parameters (DBS 10), plus `anyCopies` (a deck-building [Permanent], 5-1-3-2). */
export type Keyword =
  | 'blocker'
  | 'critical'
  | 'doubleStrike'
  | 'tripleStrike'
  | 'quadrupleStrike'
  | 'dualAttack'
  | 'tripleAttack'
  | 'revenge'
  | 'indestructible'
  | 'barrier'
  | 'superCombo'
  | 'ultimate'
  | 'dragonBall'
  | 'victoryStrike'
  | 'deflect'
  | 'warriorOfUniverse7'
  | 'wormhole'
  | 'anyCopies';

/** DBS 2-11-1: total cost and the coloured part of it. */
export interface EnergyCost {
  total: number;
  specified: Partial<Record<Colour, number>>;
}

/** One face: a Leader has two (DBS 2-3-2-1-2); other cards one. */
export interface Face {
  name: string;
  /** DBS 2-8; absent on Extra cards. */
  power?: number;
  /** DBS 2-5 (a card may print several, "A/B"). */
  characters?: string[];
  /** DBS 2-6. */
  traits?: string[];
  /** DBS 2-7. */
  era?: string;
  keywords: Keyword[];
}

export interface CardRecord extends Face {
  /** DBS 2-15: the card number; unique in our card file (a Leader's two faces share it). */
  code: string;
  type: CardType;
  colour: Colour;
  /** DBS 2-11; Battle and Extra cards. */
  energyCost?: EnergyCost;
  /** DBS 2-9, 2-10; Battle cards. */
  comboPower?: number | null;
  comboCost?: number | null;
  /** DBS 2-3-2-1-2: a Leader's back face. */
  back?: Face;
}
