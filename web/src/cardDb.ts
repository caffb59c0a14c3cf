// The card facts the client shows (name, stats, rendered text), as GET /api/cards sends them, and the
// id → code memory a seat builds from what it has been shown. Card ids change on every zone change
// (VG2 4.1.4), so an answer naming a card id is labelled from the codes this seat saw for that id.
// The memory is the terminal's too, so it lives beside the shared narration helpers.
export { CodeMemory } from '../../src/games/vanguard/narration.ts';

export interface CardInfo {
  name: string;
  grade: number;
  power: number;
  shield: number | null;
  critical: number;
  trigger: { kind: string; power: number } | null;
  clan: string;
  /** Every ability's text, one line each, rendered by the server from our ability definitions. */
  text: string;
  skills?: string[];
  sentinel?: boolean;
  unitType?: string;
  race?: string;
  nation?: string;
}

export type CardDb = Record<string, CardInfo>;

export function cardName(db: CardDb, code: string | undefined): string {
  if (!code) return 'a card';
  return db[code]?.name ?? code;
}

/** The text of one ability of a card (the server renders one ability per line); null for a granted ability. */
export function abilityLine(db: CardDb, code: string | undefined, index: number): string | null {
  if (!code) return null;
  const text = db[code]?.text;
  if (!text) return null;
  return text.split('\n')[index] ?? null;
}

const SKILL_NAMES: Record<string, string> = {
  boost: 'Boost',
  intercept: 'Intercept',
  twinDrive: 'Twin Drive!!',
  tripleDrive: 'Triple Drive!!!',
};

export function skillName(s: string): string {
  return SKILL_NAMES[s] ?? s;
}
