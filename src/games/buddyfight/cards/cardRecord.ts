// A Buddyfight card's printed characteristics (digest §1.2), as data/buddyfight/cards.json stores them: facts only.
export type CardType = 'flag' | 'monster' | 'spell' | 'item' | 'impact';

export interface CardRecord {
  code: string;
  name: string;
  type: CardType;
  set: string;
  /** The card's world (BF-Setup world restriction); "Generic" cards go with every flag. */
  world?: string;
  attributes?: string[];
  /** Monsters: 0–3 (BF-RC 3). */
  size?: number;
  power?: number;
  defense?: number;
  critical?: number;
  /** A flag: the worlds whose cards its fighter may use. */
  worlds?: string[];
  /** A special flag: the attributes whose cards its fighter may use (BF-Oth[Special Flags]). */
  allowsAttributes?: string[];
}
