// The card facts the client shows, as GET /api/cards?game=<game> sends them (each game's own shape, every one with a
// name and the text the server rendered from our ability definitions), and the id → code memory a seat builds from
// what it has been shown. Card ids change on every zone change (VG2 4.1.4, DBS 3-1-4), so an answer naming a card id
// is labelled from the codes this seat saw for that id. The memory reads events, which name cards as `{ id, code }`
// in every game; it is the terminal's too, so it lives beside the terminal's narration helpers.
// The memory is game-neutral (get, set, learnEvents) but lives in the Vanguard narration, which also gives it
// Vanguard's learnView: until it moves to a shared file under src/games/, this is the one game file the screens read.
// eslint-disable-next-line no-restricted-imports
export { CodeMemory } from '../../src/games/vanguard/narration.ts';

/** What every game's card facts hold. */
export interface CardFacts {
  name: string;
  /** Every ability's text, one line each, rendered by the server from our ability definitions. */
  text: string;
}

/** One game's cards by code (the App loads one table per registered game). */
export type CardDb<C extends CardFacts = CardFacts> = Record<string, C>;

/** The id → code pairs a seat has seen (a CodeMemory). */
export interface CardCodes {
  get(id: number): string | undefined;
  set(id: number, code: string): void;
}

export function cardName(db: CardDb, code: string | undefined): string {
  if (!code) return 'a card';
  return db[code]?.name ?? code;
}
