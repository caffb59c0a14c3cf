// The Vanguard card facts the client shows (grade, power, shield, critical, trigger, clan, skills), as
// GET /api/cards?game=vanguard sends them, and the words for them.
import type { CardDb } from '../../cardDb.ts';

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

export type VgCardDb = CardDb<CardInfo>;

/** The text of one ability of a card (the server renders one ability per line); null for a granted ability. */
export function abilityLine(db: VgCardDb, code: string | undefined, index: number): string | null {
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
