// Legion (VG2 10.25) and the Seek Mate ability that makes it (11.10). A legion is two vanguards on one
// vanguard circle: the Legion Leader (the unit with Seek Mate) and its Legion Mate. The mate is kept first on
// the circle and the leader last, so everything that reads "the vanguard" (the top card of the circle) reads
// the leader: its grade for a ride (10.25.9, 8.5.2.1.1.1), its drive (2.17.1, 7.6.1.2.1), its critical
// (7.7.1.5, 10.25.6) and its power when attacked (10.25.8), and one unit takes damage (10.25.7).
// Every function but `seekMate` (which makes one) returns at once while no legion was ever made (`s.legion`
// absent), which is every game without a Seek Mate card. `seekMate` is the ability's search: a search of the deck
// that may find nothing (10.10), followed by a shuffle (10.11).
import { ask, emit, takeAnswer } from '../../core/engine.ts';
import { shuffleInPlace } from '../../core/rng.ts';
import type { GameEvent, Seat } from '../../core/types.ts';
import { raise } from './abilities/autoAbilities.ts';
import { matches } from './abilities/conditions.ts';
import type { Effect } from './abilities/dsl.ts';
import { abilitiesOf } from './abilities/registry.ts';
import type { CardPick, NonePick, ResolveFrame } from './abilities/resolveAbility.ts';
import { grade, record } from './characteristics.ts';
import { type Card, opponent, type VGState, vanguardOf } from './state.ts';
import { moveCard } from './zones.ts';

export interface Legion {
  leader: Card;
  mate: Card;
}

/**
 * `seat`'s vanguards in the legion state, if they are (VG2 10.25.2: both still on the vanguard circle). Under a G
 * unit the two are hearts, not units (10.27.3): they keep the legion state (10.27.2, `legionState`) but this is null.
 */
export function legionOf(s: VGState, seat: Seat): Legion | null {
  const l = legionState(s, seat);
  if (l === null) return null;
  const vc = s.players[seat].field.VC;
  return vc[vc.length - 1] === l.leader ? l : null;
}

/** The two cards in the legion state on `seat`'s vanguard circle, as units or as hearts (VG2 10.25.2, 10.27.2). */
export function legionState(s: VGState, seat: Seat): Legion | null {
  if (s.legion === undefined) return null;
  const vc = s.players[seat].field.VC;
  for (const r of s.legion) {
    if (r.seat !== seat) continue;
    let leader: Card | undefined;
    let mate: Card | undefined;
    for (const c of vc) {
      if (c.id === r.leader) leader = c;
      else if (c.id === r.mate) mate = c;
    }
    if (leader && mate) return { leader, mate };
  }
  return null;
}

/** The other card of the legion `id` is in (VG2 10.25.2: "associated with each other"), if it is in one. */
export function legionPartner(s: VGState, seat: Seat, id: number): Card | undefined {
  const l = legionOf(s, seat);
  if (!l) return undefined;
  if (l.leader.id === id) return l.mate;
  if (l.mate.id === id) return l.leader;
  return undefined;
}

/**
 * Does the unit carry the mark `stat` ("deals no damage", "does not stand"), or, in a legion, does its Legion Leader
 * or Legion Mate? VG2 10.25.6.1: one of them unable to deal damage makes the other unable too; 10.25.11: one kept
 * from changing its state keeps the other too.
 */
export function markedOrPartner(s: VGState, seat: Seat, card: Card, stat: 'cannotDealDamage' | 'noStand'): boolean {
  if (card.mods !== null && card.mods.some((m) => m.stat === stat)) return true;
  if (s.legion === undefined) return false;
  const partner = legionPartner(s, seat, card.id);
  return partner !== undefined && partner.mods !== null && partner.mods.some((m) => m.stat === stat);
}

/** The names the Seek Mate abilities of the card `code` search for (VG2 11.10.2.1), none without one. */
export function seekMateNames(code: string): string[] {
  const out: string[] = [];
  const add = (e: Effect) => {
    if (e.do === 'legion') out.push(...e.mate);
    else if (e.do === 'sentence') for (const x of e.effects) add(x);
  };
  for (const a of abilitiesOf(code)) if (a.kind !== 'cont') for (const e of a.effects) add(e);
  return out;
}

/** Has the card `id` ever been in a legion state (VG2 11.10.2)? A card that changed zone is a new card (4.1.4). */
export function everInLegion(s: VGState, id: number): boolean {
  if (s.legion === undefined) return false;
  for (const r of s.legion) if (r.leader === id || r.mate === id) return true;
  return false;
}

/**
 * VG2 11.10.2: Seek Mate can be played only if this unit has never been in a legion state and the opponent's
 * vanguard is grade 3 or greater; 10.25.16: a Legion Mate cannot use it (it is in a legion state).
 */
export function seekMateOpen(s: VGState, seat: Seat, sourceId: number | undefined): boolean {
  if (sourceId === undefined || everInLegion(s, sourceId)) return false;
  const opp = opponent(seat);
  const theirs = vanguardOf(s, opp);
  return theirs !== undefined && grade(s, opp, theirs) >= 3;
}

/** VG2 10.25.1 / 10.25.1.2: the vanguard `leaderId` can legion only if it is `seat`'s vanguard and not in legion. */
export function canLegion(s: VGState, seat: Seat, leaderId: number): boolean {
  const vg = vanguardOf(s, seat);
  return vg !== undefined && vg.id === leaderId && legionOf(s, seat) === null;
}

/**
 * VG2 10.25.1: `mate`, just put on the vanguard circle in the leader's orientation, and the leader become a
 * legion. The mate goes below the leader so the leader stays the circle's top card. 10.6.1.5: this is not a ride.
 */
export function formLegion(s: VGState, seat: Seat, leader: Card, mate: Card): void {
  const vc = s.players[seat].field.VC;
  const i = vc.findIndex((c) => c.id === mate.id);
  vc.splice(i, 1);
  vc.unshift(mate);
  recordLegion(s, seat, leader, mate);
  // VG2 10.25.12: both cards change from not being in legion to being in legion.
  raise(s, { e: 'legions', seat, leader, mate });
}

function recordLegion(s: VGState, seat: Seat, leader: Card, mate: Card): void {
  s.legion = [...(s.legion ?? []), { seat, leader: leader.id, mate: mate.id, turn: s.turn }];
  emit(s, {
    t: 'legion',
    seat,
    leader: { id: leader.id, code: leader.code },
    mate: { id: mate.id, code: mate.code },
  } as GameEvent);
}

/**
 * VG2 10.25.18: card A of a "legion with your heart" — the heart `seat`'s G unit vanguard took its name and power
 * from (10.27.5.1) — or undefined without one, or when it is in legion already (10.25.18.1).
 */
function heartToLegion(s: VGState, seat: Seat): Card | undefined {
  if (s.hearts === undefined) return undefined;
  const vc = s.players[seat].field.VC;
  const top = vc[vc.length - 1];
  const link = top === undefined ? undefined : s.hearts.find((l) => l.seat === seat && l.gunit === top.id);
  if (link === undefined || link.heart === 0) return undefined;
  const a = vc.find((c) => c.id === link.heart);
  return a === undefined || inLegion(s, seat, a.id) ? undefined : a;
}

/**
 * VG2 10.25.18: search the deck for up to one card B that can legion with the heart A (10.25.17, by A's name), put
 * it on the vanguard circle as a heart (face up and standing, 10.27.2), and A and B are in legion: A the Legion
 * Leader if A's Seek Mate names B, else B the leader. Both stay associated with the G unit, which keeps the heart it
 * took its name from (10.27.5). The circle keeps the order legion.ts expects (mate first, leader next) under the G
 * unit on top; when the G unit leaves, the leader is the top card (10.27.4). No "when this unit legions" triggers:
 * heart cards are not units (10.27.3). Then the deck is shuffled (10.11), even if no card was found (10.10) or A
 * cannot legion (10.25.18.1).
 */
export function legionWithHeart(s: VGState, f: ResolveFrame): boolean {
  const p = s.players[f.seat];
  const a = heartToLegion(s, f.seat);
  if (a !== undefined) {
    const pick = takeAnswer<CardPick | NonePick>(s);
    if (!pick) {
      const name = record(a).name;
      const options: (CardPick | NonePick)[] = [{ t: 'none' }];
      const seen: string[] = [];
      for (const c of p.deck) {
        if (seen.includes(c.code) || !matches(s, c, { canLegionWith: name })) continue;
        seen.push(c.code);
        options.push({ t: 'card', card: c.id });
      }
      ask(s, { seat: f.seat, kind: 'chooseCard', prompt: 'vg.search', options, looking: p.deck.map((c) => c.id) });
      return false;
    }
    if (pick.t === 'card') {
      const card = p.deck.find((c) => c.id === pick.card)!;
      emit(s, { t: 'reveal', seat: f.seat, zone: 'deck', cards: [{ code: card.code }] } as GameEvent);
      const b = moveCard(s, f.seat, card, 'deck', 'VC', { rested: false, asHeart: true });
      const vc = p.field.VC;
      vc.splice(
        vc.findIndex((c) => c.id === b.id),
        1,
      );
      const aLeads = seekMateNames(a.code).includes(record(b).name);
      if (aLeads) vc.unshift(b);
      else vc.splice(vc.findIndex((c) => c.id === a.id) + 1, 0, b);
      if (aLeads) recordLegion(s, f.seat, a, b);
      else recordLegion(s, f.seat, b, a);
    }
  }
  shuffleInPlace(s.rng, p.deck);
  emit(s, { t: 'shuffle', seat: f.seat } as GameEvent);
  return true;
}

/**
 * VG2 10.25.13: is the card `id` in a legion state now; with `thisTurn` (10.25.14), did it also become in legion
 * during this turn? A legion ends when either card changes zone (10.25.2), and the card is then a new card (4.1.4).
 */
export function inLegion(s: VGState, seat: Seat, id: number, thisTurn = false): boolean {
  if (s.legion === undefined) return false;
  const l = legionState(s, seat);
  if (!l || (l.leader.id !== id && l.mate.id !== id)) return false;
  if (!thisTurn) return true;
  return s.legion.some((r) => r.seat === seat && r.leader === l.leader.id && r.mate === l.mate.id && r.turn === s.turn);
}

/**
 * VG2 11.10.2 / 10.25.1: search the deck for up to one card named one of `mate` (11.10.2.1), put it to the left
 * of this vanguard in its orientation, and they are in a legion state; then shuffle (10.11). The search is a
 * search of a hidden zone, so it may find nothing (10.10). If this unit is no longer a vanguard that can legion
 * (10.25.1.2), nothing can be put there: the deck is only shuffled.
 */
export function seekMate(s: VGState, f: ResolveFrame, mate: readonly string[]): boolean {
  const p = s.players[f.seat];
  if (canLegion(s, f.seat, f.source)) {
    const a = takeAnswer<CardPick | NonePick>(s);
    if (!a) {
      const options: (CardPick | NonePick)[] = [{ t: 'none' }];
      const seen: string[] = [];
      for (const c of p.deck) {
        if (!mate.some((m) => matches(s, c, { name: m })) || seen.includes(c.code)) continue;
        seen.push(c.code);
        options.push({ t: 'card', card: c.id });
      }
      ask(s, { seat: f.seat, kind: 'chooseCard', prompt: 'vg.search', options, looking: p.deck.map((c) => c.id) });
      return false;
    }
    if (a.t === 'card') {
      const leader = vanguardOf(s, f.seat)!;
      const card = p.deck.find((c) => c.id === a.card)!;
      emit(s, { t: 'reveal', seat: f.seat, zone: 'deck', cards: [{ code: card.code }] } as GameEvent);
      const placed = moveCard(s, f.seat, card, 'deck', 'VC', { rested: leader.rested });
      formLegion(s, f.seat, leader, placed);
    }
  }
  shuffleInPlace(s.rng, p.deck);
  emit(s, { t: 'shuffle', seat: f.seat } as GameEvent);
  return true;
}
