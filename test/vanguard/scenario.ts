// Scenario builder for rules tests: put named cards in named zones, start the turn procedure at a
// chosen phase, and drive the engine through `act` with readable answers.
import { act, ask, clone, run } from '../../src/core/engine.ts';
import type { Answer, Seat } from '../../src/core/types.ts';
import { newBattlePhase } from '../../src/games/vanguard/battle.ts';
import type { FormatId } from '../../src/games/vanguard/formats.ts';
import '../../src/games/vanguard/index.ts';
import { createState } from '../../src/games/vanguard/setup.ts';
import type { Card, Circle, Mod, PlayerState, VGState } from '../../src/games/vanguard/state.ts';

/** A card in a scenario: its code, or its code with an orientation. */
export type CardSpec = string | { code: string; rested?: boolean; faceDown?: boolean };

export interface PlayerSpec {
  /** Defaults to Stardust Trumpeter (grade 0); `null` for no vanguard. */
  vanguard?: CardSpec | null;
  rc?: Partial<Record<Exclude<Circle, 'VC' | 'GC'>, CardSpec>>;
  gc?: CardSpec[];
  hand?: string[];
  /** Top of the deck first. Defaults to 20 copies of `filler`. */
  deck?: string[];
  damage?: CardSpec[];
  soul?: string[];
  drop?: string[];
  /** G zone cards (VG2 4.11), face down unless given face up; any makes the game one with a G deck. */
  gzone?: CardSpec[];
  /** VGD 4.18: ride deck zone cards, face down; any gives the player a ride deck. */
  rideDeck?: string[];
  /** VGD 4.17: set orders in the order zone, face up. */
  orderZone?: string[];
  /** VGD 17.5.1.1: this player's cards imprisoned in the opponent's Prison, face up. */
  imprisoned?: string[];
}

export type StartAt = 'stand' | 'draw' | 'ride' | 'main' | 'battle' | 'end';

export interface ScenarioSpec {
  format?: FormatId;
  turn?: number;
  turnPlayer?: Seat;
  at: StartAt;
  p0?: PlayerSpec;
  p1?: PlayerSpec;
}

/** Card codes used across the tests (real trial-deck cards: see data/vanguard/original-td.cards.json). */
export const C = {
  // Royal Paladin (VG-TD01)
  brigitte: 'TD01/001', // grade 3, 10000, no shield, Twin Drive
  gallatin: 'TD01/004', // grade 2, 10000, shield 5000, Intercept
  blasterBlade: 'TD01/005', // grade 2, 9000, shield 5000, Intercept
  marron: 'TD01/008', // grade 1, 8000, shield 5000, Boost
  wingal: 'TD01/009', // grade 1, 6000, shield 5000, Boost
  stardust: 'TD01/012', // grade 0, 6000, shield 10000, Boost
  critRP: 'TD01/013', // critical trigger, 5000, shield 10000
  healRP: 'TD01/014', // heal trigger
  drawRP: 'TD01/015', // draw trigger, shield 5000
  standRP: 'TD01/016', // stand trigger
  // Kagero (VG-TD02)
  overlord: 'TD02/001', // grade 3, 11000, no shield, Twin Drive
  nehalem: 'TD02/004', // grade 2, 10000, shield 5000, Intercept
  berserk: 'TD02/005', // grade 2, 9000, Intercept
  bahr: 'TD02/007', // grade 1, 8000, Boost
  aermo: 'TD02/009', // grade 1, 6000, Boost
  undeux: 'TD02/012', // grade 0, 6000, shield 10000
  drawKagero: 'TD02/013', // draw trigger
  standKagero: 'TD02/014', // stand trigger
  healKagero: 'TD02/015', // heal trigger
  critKagero: 'TD02/016', // critical trigger
} as const;

const DEFAULT_FILLER = 'TD01/009';

function card(s: VGState, owner: Seat, spec: CardSpec, zoneUp: boolean): Card {
  const o = typeof spec === 'string' ? { code: spec } : spec;
  return {
    id: s.nextId++,
    code: o.code,
    owner,
    up: o.faceDown ? false : zoneUp,
    rested: o.rested ?? false,
    placed: 0,
    mods: null,
  };
}

function fill(s: VGState, seat: Seat, spec: PlayerSpec): void {
  const p: PlayerState = s.players[seat];
  const place = (c: Circle, cs: CardSpec) => {
    p.field[c].push({ ...card(s, seat, cs, true), placed: ++s.placeSeq });
  };
  if (spec.vanguard !== null) place('VC', spec.vanguard ?? C.stardust);
  for (const [c, cs] of Object.entries(spec.rc ?? {})) place(c as Circle, cs as CardSpec);
  for (const cs of spec.gc ?? []) place('GC', typeof cs === 'string' ? { code: cs, rested: true } : cs);
  for (const code of spec.hand ?? []) p.hand.push(card(s, seat, code, false));
  const deck = spec.deck ?? Array.from({ length: 20 }, () => DEFAULT_FILLER);
  for (const code of [...deck].reverse()) p.deck.push(card(s, seat, code, false));
  for (const cs of spec.damage ?? []) p.damage.push(card(s, seat, cs, true));
  for (const code of spec.soul ?? []) p.soul.push(card(s, seat, code, true));
  for (const code of spec.drop ?? []) p.drop.push(card(s, seat, code, true));
  for (const cs of spec.gzone ?? []) {
    const up = typeof cs !== 'string' && cs.faceDown === false;
    p.gzone.push(card(s, seat, typeof cs === 'string' ? cs : cs.code, up));
    s.gDecks = true;
  }
  if (spec.rideDeck) p.rideDeck = spec.rideDeck.map((code) => card(s, seat, code, false));
  if (spec.orderZone) p.orderZone = spec.orderZone.map((code) => card(s, seat, code, true));
  if (spec.imprisoned) p.imprisoned = spec.imprisoned.map((code) => card(s, seat, code, true));
}

const PHASE_INDEX: Record<StartAt, number> = { stand: 0, draw: 1, ride: 2, main: 3, battle: 4, end: 5 };

/** Build a position and run the engine to its first decision. */
export function scenario(spec: ScenarioSpec): VGState {
  const format = spec.format ?? 'cr201';
  const empty = Array.from({ length: 50 }, () => DEFAULT_FILLER);
  const s = createState({ game: 'vanguard', format, decks: [{ cards: empty }, { cards: empty }], seed: 1 });
  s.players[0].deck = [];
  s.players[1].deck = [];
  s.frames = [];
  s.turn = spec.turn ?? 3;
  s.turnPlayer = spec.turnPlayer ?? 0;
  s.firstPlayer = 0;
  fill(s, 0, spec.p0 ?? {});
  fill(s, 1, spec.p1 ?? {});
  const phase = PHASE_INDEX[spec.at];
  s.frames.push({ k: 'vg.turn', step: phase + 1 });
  const kinds = ['vg.stand', 'vg.draw', 'vg.ride', 'vg.main', 'vg.battle', 'vg.end'];
  s.frames.push(spec.at === 'battle' ? newBattlePhase() : { k: kinds[phase], step: 0 });
  run(s);
  return s;
}

/** Give the unit on `circle` these one-shot effects, as an ability would (cards are replaced, never changed). */
export function setMods(s: VGState, seat: Seat, circle: Circle, mods: Mod[]): Card {
  const cards = s.players[seat].field[circle];
  const next = { ...cards[cards.length - 1], mods };
  cards[cards.length - 1] = next;
  return next;
}

/** The pending decision's prompt, or null. */
export function prompt(s: VGState): string | null {
  return s.result ? null : (s.decision?.prompt ?? null);
}

/** Find the legal option matching `partial` (e.g. `{ t: 'call', circle: 'FL' }`) and play it for the deciding seat. */
export function answer(s: VGState, partial: Answer & Record<string, unknown>): void {
  const d = s.decision;
  if (!d) throw new Error(`no decision pending (result: ${JSON.stringify(s.result)})`);
  const o = d.options.find((opt) =>
    Object.entries(partial).every(([k, v]) => (opt as unknown as Record<string, unknown>)[k] === v),
  );
  if (!o) {
    throw new Error(`no option ${JSON.stringify(partial)} for ${d.prompt}; options: ${JSON.stringify(d.options)}`);
  }
  act(s, d.seat, o);
}

/**
 * Issue 19's hand window (autoAbilities.ts): after an opponent's rear-guard goes to the drop in `seat`'s main phase,
 * `seat` is asked about their hand abilities whatever the hand holds. Checks that it is that window with "none" alone
 * (nothing in the hand triggered) and answers it.
 */
export function noHandAbility(s: VGState, seat: Seat = 0): void {
  if (s.decision?.prompt !== 'vg.handAbility' || s.decision.seat !== seat)
    throw new Error(`expected ${seat}'s hand window, got ${s.decision?.prompt} for ${s.decision?.seat}`);
  if (JSON.stringify(s.decision.options) !== '[{"t":"none"}]')
    throw new Error(`the hand window offers more than none: ${JSON.stringify(s.decision.options)}`);
  act(s, seat, { t: 'none' } as Answer);
}

/** The id of the first card with `code` in a pile or on a circle of `seat`. */
export function idOf(s: VGState, seat: Seat, zone: keyof PlayerState | Circle, code: string): number {
  const p = s.players[seat];
  const pile = (zone.length === 2 ? p.field[zone as Circle] : p[zone as keyof PlayerState]) as Card[];
  const c = pile.find((x) => x.code === code);
  if (!c) throw new Error(`no ${code} in ${zone} of player ${seat + 1}`);
  return c.id;
}

/** Does the pending decision offer an option matching `partial`? */
export function offers(s: VGState, partial: Record<string, unknown>): boolean {
  return (s.decision?.options ?? []).some((opt) =>
    Object.entries(partial).every(([k, v]) => (opt as unknown as Record<string, unknown>)[k] === v),
  );
}

/** Answer every decision with the first option whose `t` is in `prefer`, else the first option, until `until` is true. */
export function autoplay(
  s: VGState,
  until: (s: VGState) => boolean,
  prefer: string[] = ['pass', 'no', 'done'],
  cap = 500,
): void {
  for (let i = 0; i < cap && !s.result && s.decision && !until(s); i++) {
    const d = s.decision;
    const o = d.options.find((x) => prefer.includes(x.t)) ?? d.options[0];
    act(s, d.seat, o);
  }
}

/** Timing points logged so far (see checkTiming.ts `beginningOf`). */
export function timings(s: VGState): string[] {
  return (s.log ?? [])
    .filter((l) => l.e.t === 'timing')
    .map((l) => (l.e as unknown as { timings: string[] }).timings.join('+'));
}

export function events(s: VGState, t: string): Record<string, unknown>[] {
  return (s.log ?? []).filter((l) => l.e.t === t).map((l) => l.e as unknown as Record<string, unknown>);
}

export { ask, clone };
