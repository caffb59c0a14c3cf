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
import { nextU32, type RngState, seedRng, shuffleInPlace } from '../../core/rng.ts';
import type { Seat } from '../../core/types.ts';
import { requireCard } from './cards/cardPool.ts';
import { type Card, cloneState, opponent, type VGState, withCard } from './state.ts';

/** Codes in a canonical order, so the result depends on what the seat knows, not on where the hidden cards really are. */
function sortedCodes(cards: readonly Card[]): string[] {
  const codes = cards.map((c) => c.code);
  codes.sort();
  return codes;
}

/** The same card (id, orientation, placement) showing another code: a new object, cards are never changed in place. */
function recoded(c: Card, code: string): Card {
  return c.code === code ? c : withCard({ ...c, code }, c.id, c.up, c.rested, c.placed, c.mods);
}

/** Write `codes` (from index `from` on) onto `cards` position by position. */
function recode(cards: Card[], codes: string[], from: number): void {
  for (let i = 0; i < cards.length; i++) cards[i] = recoded(cards[i], codes[from + i]);
}

export function resampleVanguard(state: VGState, seat: Seat, seed: number): VGState {
  const s = cloneState(state);
  s.log = null;
  const rng: RngState = seedRng(seed >>> 0);
  const opp = opponent(seat);
  const o = s.players[opp];

  // The opponent's face-down first vanguard is hidden from `seat` until Stand Up (VG2 5.4.3, view.ts).
  const hiddenVc = s.phase === 'setup' && o.field.VC.length === 1 && !o.field.VC[0].up;
  const pool = sortedCodes(hiddenVc ? [...o.hand, ...o.deck, o.field.VC[0]] : [...o.hand, ...o.deck]);
  shuffleInPlace(rng, pool);
  if (hiddenVc) {
    // It must still be a grade 0 (VG2 5.4.3): take the first grade 0 of the shuffled pool.
    const i = pool.findIndex((code) => requireCard(code).grade === 0);
    if (i >= 0) {
      const [code] = pool.splice(i, 1);
      recode(o.field.VC, [code], 0);
    } else {
      pool.push(o.field.VC[0].code);
    }
  }
  recode(o.hand, pool, 0);
  recode(o.deck, pool, o.hand.length);

  // The seat's own deck: its order is unknown to it (VG2 4.2.2), except the cards it is looking at now.
  const me = s.players[seat].deck;
  const d = s.decision;
  const looking = d && d.seat === seat && d.looking ? new Set(d.looking) : null;
  const free: number[] = [];
  for (let i = 0; i < me.length; i++) if (!looking || !looking.has(me[i].id)) free.push(i);
  const mine = sortedCodes(free.map((i) => me[i]));
  shuffleInPlace(rng, mine);
  for (let k = 0; k < free.length; k++) {
    me[free[k]] = recoded(me[free[k]], mine[k]);
  }

  // Future shuffles, draws and checks come from a fresh stream, not the real one.
  s.rng = seedRng((nextU32(rng) ^ 0x9e3779b9) >>> 0);
  return s;
}
