// Resampling hidden information (GameModule.resample; OpenSpiel's ResampleFromInfostate): a state that
// `seat` cannot tell apart from the real one. What a seat may see follows view.ts: the deck is hidden
// from everyone (VG2 4.2.2), a hand only from its owner (4.3.2), the first vanguard until Stand Up
// (5.4.3). Each player presents their deck at setup (5.4.2), so the opponent's 50-card list is public;
// the cards of it that `seat` cannot see are exactly those in the opponent's hand, deck and face-down bind
// zone cards (plus the face-down first vanguard before Stand Up), and those are re-dealt at random. The seat's own deck
// order is unknown to it too, so it is shuffled, except cards it is looking at for the pending
// decision. The RNG that decides future draws and checks is replaced, so a search never plans on the
// real future. Limitation: a view carries no history, so cards the seat saw enter the opponent's hand
// (drive checks, the G assist reveal) are treated as unknown.
import { nextU32, randInt, type RngState, seedRng, shuffleInPlace } from '../../core/rng.ts';
import type { Seat } from '../../core/types.ts';
import { everyCard, PROTECT_CODE, requireCard } from './cards/cardPool.ts';
import { type Card, cloneState, opponent, type VGState } from './state.ts';

/** The same card (id, orientation, placement) showing another code: a new object, cards are never changed in place. */
function recoded(c: Card, code: string): Card {
  if (c.code === code) return c;
  // The same field order as `withCard`, so every card object keeps one V8 shape.
  return { id: c.id, code, owner: c.owner, up: c.up, rested: c.rested, placed: c.placed, mods: c.mods };
}

/** Each card number's place in sorted order, to sort a pile's codes by counting (a search resamples thousands of times). */
let codeRanks: { rank: Map<string, number>; codes: string[] } | null = null;

function ranks(): { rank: Map<string, number>; codes: string[] } {
  if (!codeRanks) {
    const codes = everyCard()
      .map((r) => r.code)
      .sort();
    codeRanks = { rank: new Map(codes.map((c, i) => [c, i])), codes };
  }
  return codeRanks;
}

/** `codes.sort()`, by counting the card numbers (the same order: ranks follow the sorted card numbers). */
function sortCodes(codes: string[]): void {
  const { rank, codes: byRank } = ranks();
  const counts = new Uint16Array(byRank.length);
  for (const c of codes) {
    const r = rank.get(c);
    if (r === undefined) {
      codes.sort(); // a card outside the pool: the plain way
      return;
    }
    counts[r]++;
  }
  let k = 0;
  for (let r = 0; r < counts.length; r++) for (let n = counts[r]; n > 0; n--) codes[k++] = byRank[r];
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
  for (const list of [s.frames, s.standby, s.delayed] as unknown[][]) {
    for (const r of list) scanIds(r, out);
  }
  return out;
}

/** Adds to `out` the numbers under the id fields of `x` (a top-level function: see `agentContext` on closures). */
function scanIds(x: unknown, out: Set<number>): void {
  if (typeof x === 'number') out.add(x);
  else if (Array.isArray(x)) for (const y of x) scanIds(y, out);
  else if (x && typeof x === 'object') {
    for (const k in x) if (ID_FIELDS.has(k)) scanIds((x as Record<string, unknown>)[k], out);
  }
}

/** A place in a pile whose card may be dealt again. */
interface Slot {
  pile: Card[];
  i: number;
}

/** Appends to `out` the places in `pile` whose card neither `fixed` nor `keep` names (a plain loop: this runs per iteration of a search). */
function freeSlots(pile: Card[], fixed: ReadonlySet<number>, keep: ReadonlySet<number> | null, out: Slot[]): void {
  for (let i = 0; i < pile.length; i++) {
    const id = pile[i].id;
    if (!fixed.has(id) && !(keep && keep.has(id))) out.push({ pile, i });
  }
}

/** Re-deal the codes of the cards at `slots` among themselves (sorted first, so only the multiset matters). */
function redeal(rng: RngState, slots: Slot[]): void {
  const codes: string[] = new Array(slots.length);
  for (let k = 0; k < slots.length; k++) codes[k] = slots[k].pile[slots[k].i].code;
  sortCodes(codes);
  shuffleInPlace(rng, codes);
  for (let k = 0; k < slots.length; k++) {
    const x = slots[k];
    x.pile[x.i] = recoded(x.pile[x.i], codes[k]);
  }
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
  // VG2 10.6.3.3.1: a Protect card in the hand is told apart from the others, so it is no hidden card.
  if (s.gifts !== undefined) for (const c of o.hand) if (c.code === PROTECT_CODE) fixed.add(c.id);

  // The opponent's hand and deck are dealt again together from their codes (VG2 4.2.2, 4.3.2, 5.4.2).
  const slots: Slot[] = [];
  freeSlots(o.hand, fixed, null, slots);
  freeSlots(o.deck, fixed, null, slots);
  // VG2 4.9.2.1: so are the opponent's face-down bound cards, whose face only their owner sees (view.ts).
  for (let i = 0; i < o.bind.length; i++) {
    if (!o.bind[i].up && !fixed.has(o.bind[i].id)) slots.push({ pile: o.bind, i });
  }
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
  const mine: Slot[] = [];
  freeSlots(me, fixed, looking, mine);
  redeal(rng, mine);

  // Future shuffles, draws and checks come from a fresh stream, not the real one.
  s.rng = seedRng((nextU32(rng) ^ 0x9e3779b9) >>> 0);
  return s;
}
