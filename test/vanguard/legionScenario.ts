// Legion positions shared by the legion rules tests: Brigitte leads, Blaster Blade (taken from the deck) is the
// Legion Mate, formed directly as Seek Mate would form them.
import { expect } from 'vitest';
import type { Seat } from '../../src/core/types.ts';
import { formLegion, legionOf } from '../../src/games/vanguard/legion.ts';
import type { VGState } from '../../src/games/vanguard/state.ts';
import { moveCard } from '../../src/games/vanguard/zones.ts';
import { deck, unit } from './cards/helpers.ts';
import { C, type PlayerSpec, scenario } from './scenario.ts';

export const LEADER = C.brigitte; // grade 3, 10000, Twin Drive, Royal Paladin
export const MATE = C.blasterBlade; // grade 2, 9000, Royal Paladin

/** `seat`'s vanguard and the mate taken from its deck become a legion (as Seek Mate would make them). */
export function makeLegion(s: VGState, seat: Seat): void {
  const card = s.players[seat].deck.find((c) => c.code === MATE)!;
  formLegion(s, seat, unit(s, seat, 'VC'), moveCard(s, seat, card, 'deck', 'VC'));
  expect(legionOf(s, seat)).not.toBeNull();
}

/**
 * Player 1's battle phase, a legion on its vanguard circle and `rc` on its rear-guard circles; player 2 on an
 * 11000 vanguard with `opponentRc`.
 */
export function legionBattle(rc: PlayerSpec['rc'] = {}, opponentRc: PlayerSpec['rc'] = {}): VGState {
  const s = scenario({
    at: 'battle',
    p0: { vanguard: LEADER, rc, deck: deck([MATE]) },
    p1: { vanguard: C.overlord, rc: opponentRc, deck: deck() },
  });
  makeLegion(s, 0);
  return s;
}
