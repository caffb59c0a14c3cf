// Resampling hidden information (GameModule.resample; OpenSpiel's ResampleFromInfostate): a state that
// `seat` cannot tell apart from the real one. What a seat may see follows view.ts: the deck is hidden
// from everyone (VG2 4.2.2), a hand only from its owner (4.3.2), the first vanguard until Stand Up
// (5.4.3). Each player presents their deck at setup (5.4.2), so the opponent's 50-card list is public;
// the cards of it that `seat` cannot see are exactly those in the opponent's hand and deck (plus the
// face-down first vanguard before Stand Up), and those are re-dealt at random. The seat's own deck
// order is unknown to it too, so it is shuffled, except cards it is looking at for the pending
// decision. The RNG that decides future draws and checks is replaced, so a search never plans on the
// real future. Limitation: a view carries no history, so cards the seat saw enter the opponent's hand
// (drive checks, the G assist reveal) are treated as unknown.
import { nextU32, randInt, type RngState, seedRng, shuffleInPlace } from '../../core/rng.ts';
import type { Seat } from '../../core/types.ts';
import { requireCard } from './cards/cardPool.ts';
import { type Card, cloneState, opponent, type VGState, withCard } from './state.ts';

/** The same card (id, orientation, placement) showing another code: a new object, cards are never changed in place. */
function recoded(c: Card, code: string): Card {
  return c.code === code ? c : withCard({ ...c, code }, c.id, c.up, c.rested, c.placed, c.mods);
}

/** Fields of frames and standing-by abilities that hold card ids. */
const ID_FIELDS: ReadonlySet<string> = new Set([
  'source',
  'boosted',
  'chosen',
  'payment',
  'ids',
  'picked',
  'pendingGuards',
  'checkId',
  'id',
]);

/** Card ids the unfinished rules procedure refers to (an ability's source, chosen costs, picked units, …). */
function referencedIds(s: VGState): Set<number> {
  const out = new Set<number>();
  const scan = (x: unknown): void => {
    if (typeof x === 'number') out.add(x);
    else if (Array.isArray(x)) for (const y of x) scan(y);
    else if (x && typeof x === 'object') {
      for (const k in x) if (ID_FIELDS.has(k)) scan((x as Record<string, unknown>)[k]);
    }
  };
  for (const list of [s.frames, s.standby, s.delayed] as unknown[][]) {
    for (const r of list) scan(r);
  }
  return out;
}

/** Re-deal the codes of the cards at `slots` among themselves (sorted first, so only the multiset matters). */
function redeal(rng: RngState, slots: { pile: Card[]; i: number }[]): void {
  const codes = slots.map((x) => x.pile[x.i].code).sort();
  shuffleInPlace(rng, codes);
  slots.forEach((x, k) => {
    x.pile[x.i] = recoded(x.pile[x.i], codes[k]);
  });
}

export function resampleVanguard(state: VGState, seat: Seat, seed: number): VGState {
  const s = cloneState(state);
  s.log = null;
  const rng: RngState = seedRng(seed >>> 0);
  const opp = opponent(seat);
  const o = s.players[opp];
  // A card the unfinished procedure names (say the source of an ability waiting in the hand) keeps its
  // code, so that procedure still finds the card it expects; such cards are rare and short-lived.
  const fixed = referencedIds(s);
  const free = (pile: Card[]) => pile.flatMap((c, i) => (fixed.has(c.id) ? [] : [{ pile, i }]));

  // The opponent's hand and deck are dealt again together from their codes (VG2 4.2.2, 4.3.2, 5.4.2).
  const slots = [...free(o.hand), ...free(o.deck)];
  // The opponent's face-down first vanguard is hidden from `seat` until Stand Up (VG2 5.4.3, view.ts);
  // it must stay a grade 0, so it swaps places with a random grade 0 of the pool.
  if (s.phase === 'setup' && o.field.VC.length === 1 && !o.field.VC[0].up) slots.push({ pile: o.field.VC, i: 0 });
  redeal(rng, slots);
  const vc = o.field.VC[0];
  if (vc && !vc.up && s.phase === 'setup' && requireCard(vc.code).grade !== 0) {
    const zeros = slots.filter((x) => x.pile !== o.field.VC && requireCard(x.pile[x.i].code).grade === 0);
    if (zeros.length > 0) {
      const z = zeros[randInt(rng, zeros.length)];
      const code = z.pile[z.i].code;
      z.pile[z.i] = recoded(z.pile[z.i], vc.code);
      o.field.VC[0] = recoded(vc, code);
    }
  }

  // The seat's own deck: its order is unknown to it (VG2 4.2.2), except the cards it is looking at now.
  const me = s.players[seat].deck;
  const d = s.decision;
  const looking = d && d.seat === seat && d.looking ? new Set(d.looking) : null;
  redeal(
    rng,
    free(me).filter((x) => !looking || !looking.has(me[x.i].id)),
  );

  // Future shuffles, draws and checks come from a fresh stream, not the real one.
  s.rng = seedRng((nextU32(rng) ^ 0x9e3779b9) >>> 0);
  return s;
}
