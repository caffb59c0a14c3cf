// A small scenario builder for Buddyfight rules tests: start a seeded game between two built-in decks, drive it to
// a point (passing everything), put named cards into zones, and answer decisions by kind.
import { act, decision, newGame, run } from '../../src/core/engine.ts';
import type { Answer, Seat } from '../../src/core/types.ts';
import '../../src/games/buddyfight/index.ts';
import { deckSpec } from '../../src/games/buddyfight/catalog.ts';
import { cardByCode, cardsByName, deckById } from '../../src/games/buddyfight/cards/cardPool.ts';
import type { BFState, Card, Zone } from '../../src/games/buddyfight/state.ts';
import { newCard } from '../../src/games/buddyfight/zones.ts';

export function start(a = 'BF-TD01', b = 'BF-TD02', seed = 1, format = 'standard'): BFState {
  return newGame<BFState>({
    game: 'buddyfight',
    format,
    decks: [deckSpec(deckById(a)!), deckSpec(deckById(b)!)],
    seed,
  });
}

/** The code of the (first) card with this name, or the code itself. */
export function code(name: string): string {
  if (cardByCode(name)) return name;
  const c = cardsByName(name)[0];
  if (!c) throw new Error(`no card named ${name}`);
  return c.code;
}

/** Put a new card with this name into `seat`'s zone (on top). */
export function put(s: BFState, seat: Seat, zone: Zone, name: string, opts: { rested?: boolean } = {}): Card {
  const c = newCard(s, code(name), seat);
  if (opts.rested) c.rested = true;
  s.players[seat][zone].push(c);
  return c;
}

/** Put `n` cards from `seat`'s deck into its gauge or drop zone directly (setting up resources). */
export function fill(s: BFState, seat: Seat, zone: 'gauge' | 'drop', n: number): void {
  for (let i = 0; i < n; i++) s.players[seat][zone].push(s.players[seat].deck.shift()!);
}

/** Empty a zone (its cards go to the bottom of the deck, so the card count is kept). */
export function clear(s: BFState, seat: Seat, zone: Zone): void {
  const p = s.players[seat];
  p.deck.unshift(...p[zone].splice(0));
}

/** Ask the pending question again (after the test changed the position), so its options are current. */
export function reask(s: BFState): void {
  s.decision = null;
  run(s);
}

const DECLINE = ['pass', 'noCharge', 'noAttack', 'noMove', 'decline'];

/** Answer with the first option for which `pick` holds; throws if none. */
export function answer(s: BFState, pick: (a: Answer & Record<string, unknown>) => boolean): void {
  const d = decision(s);
  if (!d) throw new Error('no decision pending');
  const o = d.options.find((x) => pick(x as Answer & Record<string, unknown>));
  if (!o) throw new Error(`no option fits at ${d.prompt}: ${JSON.stringify(d.options)}`);
  act(s, d.seat, o);
}

export function options(s: BFState): (Answer & Record<string, unknown>)[] {
  return (decision(s)?.options ?? []) as (Answer & Record<string, unknown>)[];
}

/** Decline everything until `until` holds (or the cap). */
export function passUntil(s: BFState, until: (s: BFState) => boolean, cap = 500): void {
  for (let i = 0; i < cap && !until(s); i++) {
    const d = decision(s);
    if (!d) return;
    const o = d.options.find((x) => DECLINE.includes(x.t)) ?? d.options[0];
    act(s, d.seat, o);
  }
  if (!until(s)) throw new Error('passUntil: the condition never held');
}

/** The turn fighter's main-phase question of the first turn. */
export function toMain(s: BFState): void {
  passUntil(s, (x) => x.decision?.prompt === 'bf.use.main');
}

export function ids(cards: readonly Card[]): number[] {
  return cards.map((c) => c.id);
}

/** Turn 2's main phase, with both hands emptied (no first-turn limits; nothing in hand to confuse a test). */
export function turn2(a = 'BF-TD01', b = 'BF-TD01', seed = 1): BFState {
  const s = start(a, b, seed);
  passUntil(s, (x) => x.turn === 2 && x.decision?.prompt === 'bf.use.main');
  clear(s, 0, 'hand');
  clear(s, 1, 'hand');
  return s;
}

/** Play on until a decision of `seat` with this prompt (declining everything on the way). */
export function until(s: BFState, seat: Seat, prompt: string): void {
  passUntil(s, (x) => x.decision?.seat === seat && x.decision.prompt === prompt);
}

/** Play on until the turn fighter is asked at 2.1 of the main phase again, or the phase moved on. */
export function settle(s: BFState): void {
  passUntil(s, (x) => x.decision?.seat === x.turnPlayer && (x.decision.prompt === 'bf.use.main' || x.phase !== 'main'));
}
