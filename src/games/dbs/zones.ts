// Moving cards between areas (DBS 3). Owns: open and secret areas (3-1-3; deck 3-2-2, hand 3-3-2/3,
// life 3-9-2 secret; the rest open), new objects (3-1-4/5: a card leaving Battle other than to Combo,
// or Combo other than to Battle, is a new card and loses its effects), destination by owner (3-1-7,
// 3-1-7-1), the Leader never leaves (3-5-3), entering Active (3-6-4, 3-8-3), deck moves one by one
// (3-2-3), stacks (11-3-5: cards under go to the Drop without triggering; 11-3-7: only the top card
// moves), tokens vanish (10-18-7), drawing (4-9), and the interruptive loss check (9-2-1, 1-2-1-1, 1-2-3).
import type { Seat } from '../../core/types.ts';
import { raise } from './abilities/autoSkills.ts';
import { powerOf } from './characteristics.ts';
import { type Area, type Card, type DBSState, type LastKnown } from './state.ts';
import { emitDbs, type MoveEvent } from './events.ts';

/** DBS 3-1-3: secret areas. */
const SECRET: ReadonlySet<Area> = new Set<Area>(['deck', 'hand', 'life']);

export function isSecret(a: Area): boolean {
  return SECRET.has(a);
}

export interface MoveOptions {
  /** Arrive in Rest Mode (default Active, 3-6-4 / 3-8-3). */
  rested?: boolean;
  /** Bottom of a pile (deck bottom). */
  bottom?: boolean;
  /** The player whose Battle or Combo Area receives the card (11-5); otherwise its owner (3-1-7-1). */
  toSeat?: Seat;
  /** Keep the position (gaining control, 11-5-1-1). */
  keepPosition?: boolean;
}

function keepsIdentity(from: Area, to: Area): boolean {
  return (from === 'battle' && to === 'combo') || (from === 'combo' && to === 'battle');
}

/**
 * Move `card` from area `from` of `seat` to area `to`. Returns the card as it now is, or null for a token
 * that stopped existing (10-18-7). The Leader cannot move (3-5-3).
 */
export function moveCard(
  s: DBSState,
  seat: Seat,
  card: Card,
  from: Area,
  to: Area,
  opt: MoveOptions = {},
): Card | null {
  if (from === 'leader') throw new Error('DBS 3-5-3: the Leader never leaves the Leader Area');
  // DBS 5-2-1-3: before 5-2-1-4 a card taken "from the deck" comes from the presented deck.
  const src = from === 'deck' && s.presented ? s.presented[seat] : s.players[seat][from];
  let i = src.length - 1;
  while (i >= 0 && src[i].id !== card.id) i--;
  if (i < 0) throw new Error(`card ${card.id} is not in ${from} of player ${seat + 1}`);
  // DBS 8-6-5-1-2: read before it leaves, while the Battle Area's continuous effects still apply to it.
  const lastKnown: LastKnown | null =
    from === 'battle' && to === 'drop' ? { card: { ...card }, power: powerOf(s, seat, card) } : null;
  src.splice(i, 1);
  // DBS 11-5-1-1 / 11-3-6: gaining control moves the card to the same area of another player; it keeps its
  // identity, position and effects, and the cards under it go with it.
  const control = from === to && (from === 'battle' || from === 'combo');
  const same = control || keepsIdentity(from, to);
  // DBS 3-1-7 / 3-1-7-1: only the Battle and Combo Areas can be another player's.
  const dest: Seat = (to === 'battle' || to === 'combo') && opt.toSeat !== undefined ? opt.toSeat : card.owner;
  const leavesPlay = (from === 'battle' || from === 'combo') && !same;
  if (leavesPlay) {
    // DBS 11-3-5: the cards under go to the Drop; their area-movement autos do not trigger.
    for (const u of card.under) {
      const nu: Card = { ...u, id: s.nextId++, rested: false, mods: [], under: [] };
      s.players[u.owner].drop.push(nu);
      if (s.log) emitDbs(s, { t: 'move', seat, from, to: 'drop', card: { id: u.id, code: u.code }, newId: nu.id });
    }
    if (card.token) {
      // DBS 10-18-7: a token leaving Battle or Combo stops existing.
      if (s.log) emitDbs(s, { t: 'tokenGone', seat, id: card.id, code: card.code });
      return null;
    }
  }
  let moved: Card;
  if (control) {
    moved = { ...card };
  } else if (same) {
    const keep = s.opts.battleComboKeepsEffects;
    moved = { ...card, mods: keep ? card.mods : [], rested: to === 'combo' ? false : card.rested };
  } else {
    const rested = opt.keepPosition ? card.rested : opt.rested === true;
    moved = {
      id: s.nextId++,
      code: card.code,
      owner: card.owner,
      rested,
      flipped: false,
      mods: [],
      under: leavesPlay ? [] : card.under,
    };
    if (!(to === 'battle' || to === 'combo')) moved.under = [];
  }
  const dst = s.players[dest][to];
  if (opt.bottom) dst.unshift(moved);
  else dst.push(moved);
  if (s.log) logMove(s, seat, card, moved, from, to, dest);
  if (lastKnown) raise(s, { e: 'toDropFromBattle', seat: dest, card: moved.id, lastKnown });
  raise(s, { e: 'situation' }); // DBS 8-6-6
  if (from === 'deck' || from === 'life') checkLossInterruptive(s);
  return moved;
}

/**
 * DBS 11-3-7: move only the top card of a stack in the Battle Area. The card right under it stays where
 * the stack was as the new top card (the cards below it stay under it), in the stack's position and with
 * the power additions and subtractions the top card had. Returns the moved card (null for a token).
 */
export function moveTopOnly(s: DBSState, seat: Seat, card: Card, to: Area): Card | null {
  const [next, ...below] = card.under;
  if (!next) return moveCard(s, seat, card, 'battle', to);
  const area = s.players[seat].battle;
  const at = area.findIndex((c) => c.id === card.id);
  const carried = card.mods.filter((m) => m.stat === 'power' || m.stat === 'combo');
  const newTop: Card = { ...next, rested: card.rested, mods: carried, under: below };
  card.under = []; // what stays is not moved with it (11-3-5 sends only a leaving stack's cards to the Drop)
  const moved = moveCard(s, seat, card, 'battle', to);
  area.splice(at, 0, newTop);
  return moved;
}

function logMove(s: DBSState, seat: Seat, before: Card, after: Card, from: Area, to: Area, dest: Seat): void {
  const full: MoveEvent = { t: 'move', seat, from, to, card: { id: before.id, code: before.code }, newId: after.id };
  if (dest !== seat) full.toSeat = dest;
  // Nobody may follow a card into the deck or Life (3-2-2, 3-9-2): its new id is never shown; nor out of them, even
  // to the owner: a card leaving the deck or Life is named by its new id only.
  if (to === 'deck' || to === 'life') delete full.newId;
  if (from === 'deck' || from === 'life') full.card = { code: before.code };
  const fromPublic = !isSecret(from);
  const toPublic = !isSecret(to);
  if (fromPublic || toPublic) {
    const seen: MoveEvent = { ...full };
    // A card leaving a hand is a new card (3-1-4): the others learn its new id only, never the one it had in the
    // hand, which they could have computed (issue 19).
    if (!fromPublic) seen.card = { code: before.code };
    // A public card entering a hand: the opponent sees which card, never its new id.
    if (!toPublic) delete seen.newId;
    if (seen.card!.id === full.card!.id && seen.newId === full.newId) emitDbs(s, full);
    else emitDbs(s, full, toPublic ? seat : dest, seen);
    return;
  }
  const redacted: MoveEvent = { t: 'move', seat, from, to };
  // The owner sees a card going into their own hand; nobody sees a card entering the deck or Life.
  const who: Seat = to === 'hand' ? dest : seat;
  if (to === 'hand' || from === 'hand') emitDbs(s, full, who, redacted);
  else emitDbs(s, redacted);
}

/**
 * Cards from a secret area shown to the others (a revealed hand): codes only, sorted, never in the order the cards
 * came into the area, which would tell which card is which (issue 19).
 */
export function inCodeOrder(cards: readonly Card[]): { code: string }[] {
  return cards.map((c) => ({ code: c.code })).sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
}

/** Whether the card with this id is in an open area now (3-1-3), so an event may name its id to everyone. */
export function inOpenArea(s: DBSState, id: number): boolean {
  for (const p of s.players) {
    for (const a of [p.leader, p.battle, p.combo, p.energy, p.drop, p.warp, p.removed]) {
      for (const c of a) if (c.id === id || c.under.some((u) => u.id === id)) return true;
    }
  }
  return false;
}

/** DBS 4-9-2: the top card of the deck to the hand, unrevealed. False if the deck is empty (1-3-2). */
export function drawCard(s: DBSState, seat: Seat): boolean {
  const deck = s.players[seat].deck;
  if (deck.length === 0) return false;
  moveCard(s, seat, deck[deck.length - 1], 'deck', 'hand');
  return true;
}

/** DBS 1-3-2-1: putting a card into the position it already has does nothing and is no event. */
export function setRested(s: DBSState, seat: Seat, card: Card, rested: boolean): boolean {
  if (card.rested === rested) return false;
  card.rested = rested;
  if (s.log) emitDbs(s, { t: rested ? 'rest' : 'active', seat, id: card.id });
  return true;
}

/**
 * DBS 9-2 loss judgement: every player with no Life or no deck loses; both at once is a draw (1-2-3).
 * Returns true if the game ended.
 */
export function judgeLoss(s: DBSState): boolean {
  if (s.result || s.phase === 'setup') return s.result !== null;
  const loses = [0, 1].map((seat) => {
    const p = s.players[seat];
    return (p.life.length === 0 || p.deck.length === 0) && !cannotLose(s, seat as Seat);
  });
  if (!loses[0] && !loses[1]) return false;
  if (loses[0] && loses[1]) s.result = { winner: 'draw', reason: 'both players met a loss condition at once' };
  else {
    const loser = loses[0] ? 0 : 1;
    const p = s.players[loser];
    s.result = {
      winner: loser === 0 ? 1 : 0,
      reason: `player ${loser + 1} has no cards in their ${p.life.length === 0 ? 'Life' : 'deck'}`,
    };
  }
  emitDbs(s, { t: 'gameOver', winner: s.result.winner, reason: s.result.reason });
  return true;
}

/** DBS 9-2-1: with the default option the loss check interrupts whatever is happening. */
export function checkLossInterruptive(s: DBSState): void {
  if (s.opts.lossCheck === 'interruptive') judgeLoss(s);
}

/**
 * Whether `seat` cannot lose the game now (and so its opponent cannot win it): an effect of this turn says so, and
 * card text takes priority over the loss conditions of the rules (1-3-1, 1-2-2). A surrender is not a card
 * matter (1-2-5): the kernel's concession never asks this.
 */
export function cannotLose(s: DBSState, seat: Seat): boolean {
  return s.lossBarred?.some((b) => b.seat === seat && b.turn === s.turn) ?? false;
}

/** A skill or keyword makes `seat` win at once (1-2-6) — unless its opponent cannot lose the game now. */
export function winNow(s: DBSState, seat: Seat, reason: string): void {
  if (s.result || cannotLose(s, seat === 0 ? 1 : 0)) return;
  s.result = { winner: seat, reason };
  emitDbs(s, { t: 'gameOver', winner: seat, reason });
}
