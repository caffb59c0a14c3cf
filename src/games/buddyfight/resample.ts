// Resampling hidden information (GameModule.resample): a state `seat` cannot tell apart from the real one. Hidden
// from `seat` (view.ts): both decks, both gauges (BF-Mat④: even its own) and the opponent's hand. The codes of the
// opponent's hidden cards (hand, deck, gauge) are dealt again among those places, and the seat's own deck and gauge
// among themselves, except cards the unfinished procedure names. The RNG is replaced so search never plans on the
// real future. Limitation: a view has no history, so cards seen entering the opponent's hand count as unknown.
import { deepCopy } from '../../core/engine.ts';
import { nextU32, type RngState, seedRng, shuffleInPlace } from '../../core/rng.ts';
import type { Seat } from '../../core/types.ts';
import { type BFState, type Card, opponent } from './state.ts';

const ID_FIELDS: ReadonlySet<string> = new Set([
  'card',
  'source',
  'ids',
  'target',
  'targets',
  'discards',
  'forced',
  'picks',
  'revealed',
]);

function referencedIds(s: BFState): Set<number> {
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

export function resampleBf(state: BFState, seat: Seat, seed: number): BFState {
  const s = deepCopy({ ...state, log: null, answers: [] }) as BFState;
  s.answers = state.answers.slice();
  const rng = seedRng(seed >>> 0);
  const fixed = referencedIds(s);
  const free = (pile: Card[]) => pile.flatMap((c, i) => (fixed.has(c.id) ? [] : [{ pile, i }]));
  const o = s.players[opponent(seat)];
  // The opponent's face-down soul cards (BF-Oth[Souls]) are hidden from `seat` too.
  const faceDownSoul = (pile: Card[]) =>
    pile.flatMap((h) => h.soul.flatMap((c, i) => (c.faceDown && !fixed.has(c.id) ? [{ pile: h.soul, i }] : [])));
  const field = [...o.left, ...o.center, ...o.right, ...o.item, ...o.spell];
  redeal(rng, [...free(o.hand), ...free(o.deck), ...free(o.gauge), ...faceDownSoul(field)]);
  const me = s.players[seat];
  redeal(rng, [...free(me.deck), ...free(me.gauge)]);
  s.rng = seedRng((nextU32(rng) ^ 0x9e3779b9) >>> 0);
  return s;
}
