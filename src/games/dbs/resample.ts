// Resampling hidden information (GameModule.resample): a state `seat` cannot tell apart from the real
// one. Hidden from `seat` (view.ts): both decks (DBS 3-2-2), both Life areas (3-9-2) and the opponent's
// hand (3-3-3). Each player presents their deck at setup (5-2-1-1), so the opponent's list is known; the
// codes of the opponent's hidden cards (hand, deck, Life) are dealt again among those places, and the
// seat's own deck and Life (hidden from it too) among themselves — except cards the seat is looking at
// for its pending decision and cards the unfinished procedure names. The RNG is replaced so search never
// plans on the real future. Limitation: a view has no history, so cards seen entering the opponent's
// hand (revealed searches) count as unknown.
import { deepCopy } from '../../core/engine.ts';
import { nextU32, type RngState, seedRng, shuffleInPlace } from '../../core/rng.ts';
import type { Seat } from '../../core/types.ts';
import { type Card, type DBSState, opponent } from './state.ts';

const ID_FIELDS: ReadonlySet<string> = new Set([
  'source',
  'card',
  'id',
  'it',
  'picked',
  'looked',
  'onto',
  'self',
  'costChoice',
]);

function referencedIds(s: DBSState): Set<number> {
  const out = new Set<number>();
  const scan = (x: unknown, key: string): void => {
    if (typeof x === 'number') {
      if (ID_FIELDS.has(key)) out.add(x);
    } else if (Array.isArray(x)) for (const y of x) scan(y, key);
    else if (x && typeof x === 'object') for (const k in x) scan((x as Record<string, unknown>)[k], k);
  };
  scan(s.frames, '');
  scan(s.pending, '');
  if (s.decision) scan(s.decision.options, '');
  return out;
}

function redeal(rng: RngState, slots: { pile: Card[]; i: number }[]): void {
  const codes = slots.map((x) => x.pile[x.i].code).sort();
  shuffleInPlace(rng, codes);
  slots.forEach((x, k) => {
    x.pile[x.i] = { ...x.pile[x.i], code: codes[k] };
  });
}

export function resampleDbs(state: DBSState, seat: Seat, seed: number): DBSState {
  const s = deepCopy({ ...state, log: null, answers: [] }) as DBSState;
  s.answers = state.answers.slice();
  const rng = seedRng(seed >>> 0);
  const fixed = referencedIds(s);
  const d = s.decision;
  const looking = d && d.seat === seat && d.looking ? new Set(d.looking) : new Set<number>();
  const free = (pile: Card[]) => pile.flatMap((c, i) => (fixed.has(c.id) || looking.has(c.id) ? [] : [{ pile, i }]));
  const o = s.players[opponent(seat)];
  redeal(rng, [...free(o.hand), ...free(o.deck), ...free(o.life)]);
  const me = s.players[seat];
  redeal(rng, [...free(me.deck), ...free(me.life)]);
  s.rng = seedRng((nextU32(rng) ^ 0x9e3779b9) >>> 0);
  return s;
}
