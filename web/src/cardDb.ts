// The card facts the client shows (name, stats, rendered text), as GET /api/cards sends them, and the
// id → code memory a seat builds from what it has been shown. Card ids change on every zone change
// (VG2 4.1.4), so an answer naming a card id is labelled from the codes this seat saw for that id.
import type { CardView, GameEvent, HiddenCardView, VGView } from './types.ts';

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

/** Every card id this seat has been shown, with its code. */
export class CodeMemory {
  private readonly codes = new Map<number, string>();

  get(id: number): string | undefined {
    return this.codes.get(id);
  }

  set(id: number, code: string): void {
    this.codes.set(id, code);
  }

  learnView(v: VGView): void {
    const learn = (c: CardView | HiddenCardView) => {
      if ('code' in c) this.codes.set(c.id, c.code);
    };
    for (const p of v.players) {
      if (Array.isArray(p.hand)) p.hand.forEach(learn);
      for (const cards of Object.values(p.field)) cards.forEach(learn);
      for (const z of [p.soul, p.drop, p.damage, p.bind, p.trigger, p.removed]) z.forEach(learn);
    }
    v.decision?.looking?.forEach(learn);
  }

  /** Events name cards as `{ id, code }` (and moves add the new id the card got). */
  learnEvents(events: GameEvent[]): void {
    for (const raw of events) {
      const e = raw as GameEvent & {
        card?: { id?: number; code?: string };
        newId?: number;
        cards?: { id?: number; code?: string }[];
      };
      if (e.card?.code !== undefined) {
        if (e.card.id !== undefined) this.codes.set(e.card.id, e.card.code);
        if (e.newId !== undefined) this.codes.set(e.newId, e.card.code);
      }
      for (const c of e.cards ?? []) if (c.id !== undefined && c.code !== undefined) this.codes.set(c.id, c.code);
    }
  }
}
