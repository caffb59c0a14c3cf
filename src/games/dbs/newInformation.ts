// What an event shows a seat that it did not know (issue 17's undo, src/core/undo.ts): a card out of a secret area
// (DBS 3-1-3: the deck and Life to anyone, the hand to the opponent), a look or a reveal, a shuffle, who goes first.
// Everything else the seat could work out from what it already saw and its own answers. Event kinds not listed as
// quiet count as news, so a new kind can only make undo stricter, never leak.
import type { GameEvent, Seat } from '../../core/types.ts';
import type { DbsEvent, DbsEventKind } from './events.ts';

/**
 * For each kind of event, whether it tells a seat something it could not work out (`news`) or not (`quiet`). A
 * `Record` over every kind, so a new kind of event does not compile until it is classified here.
 */
const NEWS: Record<DbsEventKind, 'news' | 'quiet' | ((e: DbsEvent, seat: Seat) => boolean)> = {
  move: (e, seat) => {
    const m = e as Extract<DbsEvent, { t: 'move' }>;
    if (!m.card) return false; // the seat is told only that some card moved
    if (m.from === 'deck' || m.from === 'life') return true; // secret to both players (DBS 3-1-3)
    return m.seat !== seat && m.from === 'hand';
  },
  shuffle: 'news',
  firstPlayer: 'news',
  redraw: 'news',
  reveal: 'news',
  revealHand: 'news',
  look: 'news',
  gameOver: 'news',
  invalidCombo: 'news',
  powerZero: 'news',
  step: 'quiet',
  rest: 'quiet',
  phase: 'quiet',
  active: 'quiet',
  attack: 'quiet',
  battleOver: 'quiet',
  compare: 'quiet',
  combo: 'quiet',
  turn: 'quiet',
  damage: 'quiet',
  autoSkill: 'quiet',
  play: 'quiet',
  declarePlay: 'quiet',
  activate: 'quiet',
  power: 'quiet',
  leader: 'quiet',
  ko: 'quiet',
  awaken: 'quiet',
  counter: 'quiet',
  counterResolves: 'quiet',
  attackNegated: 'quiet',
  battleEnds: 'quiet',
  stack: 'quiet',
  block: 'quiet',
  damageReplaced: 'quiet',
  putUnder: 'quiet',
  token: 'quiet',
  tokenGone: 'quiet',
  blockerNegated: 'quiet',
  counterNegated: 'quiet',
  guardChanged: 'quiet',
  koReplaced: 'quiet',
  playSentAway: 'quiet',
  underToDrop: 'quiet',
  flipToFront: 'quiet',
};

/** Whether event `e` shows `seat` something new; a kind this game does not emit counts as news (never a leak). */
export function dbsRevealsTo(e: GameEvent, seat: Seat): boolean {
  const rule = (NEWS as Record<string, (typeof NEWS)[DbsEventKind] | undefined>)[e.t];
  if (rule === undefined || rule === 'news') return true;
  if (rule === 'quiet') return false;
  return rule(e as DbsEvent, seat);
}

/** Every kind of DBS event, as classified above (for tests that check what the rules really emit). */
export const DBS_EVENT_KINDS: readonly DbsEventKind[] = Object.keys(NEWS) as DbsEventKind[];
