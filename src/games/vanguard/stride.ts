// G units and Stride (VG2 10.28, 11.11, 8.5.1.4, 6.5.1.2): the stride step's normal stride, the heart it leaves
// under the G unit (10.27), and G units going back to the G zone (4.6.9, 6.8.1.1.1, 10.28.3). Ultimate stride
// (11.42, 8.5.2.1.2, 10.28.5) and the Gyze card (12.10, flipping over 10.37): a Gyze card's `code` is its active
// side. Nothing here runs unless a player has a G deck (`s.gDecks`), which no built-in deck has.
import { ask, emit, popFrame, takeAnswer } from '../../core/engine.ts';
import type { Frame, GameEvent, Seat } from '../../core/types.ts';
import { raise } from './abilities/autoAbilities.ts';
import { activeConts } from './abilities/continuous.ts';
import { abilitiesOf } from './abilities/registry.ts';
import { canPay, playActivated } from './abilities/resolveAbility.ts';
import { usable } from './abilities/restrictions.ts';
import { grade, record } from './characteristics.ts';
import type { CardRecord } from './cards/cardRecord.ts';
import {
  type Card,
  circlesOf,
  type HeartLink,
  opponent,
  type PileZone,
  unitOn,
  type VGState,
  vanguardOf,
  withCard,
} from './state.ts';
import { nationOf } from './nations.ts';
import type { PickAnswer } from './turn.ts';
import { moveCard, pile, setRested } from './zones.ts';
import { oneOfEachCode } from '../../core/identicalCopies.ts';

/** VG2 2.9.2: a G unit (a unit type, printed on the card). */
export function isGUnit(card: Card): boolean {
  return record(card).unitType === 'g';
}

/**
 * The face-down G units in `seat`'s G zone a normal stride may put down (VG2 10.28.1): those with a stride skill
 * (11.11) — not a G guardian, whose skill calls it to the guardian circle instead (11.14.1), nor a card with an
 * ultimate stride skill (11.42), which has conditions of its own.
 */
function faceDownGUnits(s: VGState, seat: Seat): Card[] {
  return s.players[seat].gzone.filter(
    (c) => !c.up && isGUnit(c) && record(c).gGuardian === undefined && ultimateStrideIndex(c) < 0,
  );
}

/** VG2 11.42.1: the index of `card`'s ultimate stride skill among its abilities, or -1. */
export function ultimateStrideIndex(card: Card): number {
  const list = abilitiesOf(card.code);
  for (let i = 0; i < list.length; i++) {
    const a = list[i];
    if (a.kind === 'act' && a.ultimateStride !== undefined) return i;
  }
  return -1;
}

/** VG2 11.11.2: the index of `card`'s own stride skill (a cost other than the standard one), or -1. */
export function ownStrideIndex(card: Card): number {
  const list = abilitiesOf(card.code);
  for (let i = 0; i < list.length; i++) {
    const a = list[i];
    if (a.kind === 'act' && a.strideSkill) return i;
  }
  return -1;
}

/**
 * VG2 8.5.2.4: can `seat` pay the stride cost of the G unit `g` in full: its own stride skill's cost, usable
 * (12.2.1.1), or else hand cards whose grades total `strideCostGrade` (11.11.2)?
 */
function strideCostPayable(s: VGState, seat: Seat, g: Card): boolean {
  const own = ownStrideIndex(g);
  if (own < 0) return handGrades(s, seat) >= strideCostGrade(s, seat);
  const a = abilitiesOf(g.code)[own];
  return a.kind === 'act' && usable(s, g, own) && canPay(s, seat, g.id, a.cost);
}

/** VG2 12.10.1: a Gyze card (a card with a side on each face), whichever side is active. */
export function isGyze(card: Card): boolean {
  return record(card).flip !== undefined;
}

/**
 * VG2 8.5.2.1.2.1: the card with the skill and the vanguard are from the same nation; «Cray Elemental» is from
 * every nation (2.2.5); a vanguard with no nation information allows only a «Cray Elemental» card (8.5.2.1.2.1.1).
 */
function sameNation(card: CardRecord, vanguard: CardRecord): boolean {
  if (card.clan === 'Cray Elemental') return true;
  // VG2 2.15.4: a card with no nation icon belongs to its clan's nation.
  if (vanguard.clan === 'Cray Elemental') return nationOf(card) !== '';
  return nationOf(vanguard) !== '' && nationOf(card) === nationOf(vanguard);
}

/**
 * VG2 8.5.2.1.2.3: the kinds (card names) of <Zeroth Dragon> in `seat`'s bind zone. A face-down bound card shows
 * no information, so only face-up ones count.
 */
export function zerothDragonKinds(s: VGState, seat: Seat): number {
  const names = new Set<string>();
  for (const c of s.players[seat].bind) if (c.up && record(c).race === 'Zeroth Dragon') names.add(record(c).name);
  return names.size;
}

/**
 * VG2 8.5.2.1.2: may `seat` ultimate stride with the skill of `card` (in its G zone) now? Same nation as the
 * vanguard (8.5.2.1.2.1); a Gyze card needs a grade 3 or greater vanguard and five kinds of <Zeroth Dragon> in the
 * bind zone (8.5.2.1.2.3), any other card three face-up cards in the G zone (8.5.2.1.2.2) and to be face down
 * (11.42.2.1: "from face down"). Its cost must be payable in full (8.5.2.4), the skill usable (12.2.1.1).
 */
function canUltimateStride(s: VGState, seat: Seat, card: Card, index: number): boolean {
  const vg = vanguardOf(s, seat);
  if (!vg || !sameNation(record(card), record(vg))) return false;
  if (isGyze(card)) {
    if (grade(s, seat, vg) < 3 || zerothDragonKinds(s, seat) < 5) return false;
  } else {
    if (card.up) return false;
    let up = 0;
    for (const c of s.players[seat].gzone) if (c.up) up++;
    if (up < 3) return false;
  }
  const a = abilitiesOf(card.code)[index];
  return a.kind === 'act' && usable(s, card, index) && canPay(s, seat, card.id, a.cost);
}

/** The cards in `seat`'s G zone whose ultimate stride skill can be used now (VG2 11.42, 8.5.2.1.2). */
function ultimateStrideCards(s: VGState, seat: Seat): Card[] {
  const out: Card[] = [];
  for (const c of s.players[seat].gzone) {
    const i = ultimateStrideIndex(c);
    if (i >= 0 && canUltimateStride(s, seat, c, i)) out.push(c);
  }
  return out;
}

/**
 * VG2 11.11.2: the total grade the stride cost of `seat` needs: 3, less what the active "stride cost" [CONT]s of
 * that player's units take off (never below 0). VG2 11.42.3: an ultimate stride pays its own skill's cost, which
 * this never touches (only the normal stride below reads it).
 */
export function strideCostGrade(s: VGState, seat: Seat): number {
  let need = 3;
  for (const c of circlesOf(s, seat)) {
    const u = unitOn(s, seat, c);
    if (!u || abilitiesOf(u.code).length === 0) continue;
    for (const a of activeConts(s, seat, u, c)) if (a.effect.cont === 'strideCost') need -= a.effect.n;
  }
  return need < 0 ? 0 : need;
}

/** The sum of the grades of `seat`'s hand: the stride cost needs `strideCostGrade` (VG2 8.5.2.4: payable in full). */
function handGrades(s: VGState, seat: Seat): number {
  let n = 0;
  for (const c of s.players[seat].hand) n += grade(s, seat, c);
  return n;
}

/**
 * VG2 6.5.1.2.2, 11.11.2, 8.5.2.1.1.3, 8.5.2.4: a normal stride needs both players' vanguards at grade 3 or
 * greater (or the player's own vanguard at grade 3 or greater at the beginning of the turn), a face-down G unit
 * in the G zone, and a hand whose grades sum to 3 or more (the stride cost).
 */
export function canStride(s: VGState, seat: Seat): boolean {
  return strideGradesMet(s, seat) && strideableGUnits(s, seat).length > 0;
}

/** VG2 8.5.2.1.1.3: both vanguards at grade 3 or greater, or the player's own when its turn began. */
function strideGradesMet(s: VGState, seat: Seat): boolean {
  const mine = vanguardOf(s, seat);
  const theirs = vanguardOf(s, opponent(seat));
  const bothGrade3 = !!mine && !!theirs && grade(s, seat, mine) >= 3 && grade(s, opponent(seat), theirs) >= 3;
  return bothGrade3 || (s.turnPlayer === seat && s.grade3AtTurnStart === true);
}

/**
 * The public part of `canStride`: the grades of the vanguards and a face-down G unit, which the opponent sees (the
 * G zone's face-down count, 4.11.2). Issue 19: the stride step is asked whenever these hold, with "none" alone when
 * the hand cannot pay the cost, so that whether it is asked tells nothing about the hand.
 */
export function strideWindow(s: VGState, seat: Seat): boolean {
  return strideGradesMet(s, seat) && faceDownGUnits(s, seat).length > 0;
}

/** The face-down G units `seat` could normally stride now, its stride cost payable in full (VG2 8.5.2.4). */
function strideableGUnits(s: VGState, seat: Seat): Card[] {
  return faceDownGUnits(s, seat).filter((g) => strideCostPayable(s, seat, g));
}

/** VG2 8.5.2.1.1.3: remember, as the turn begins, whether the turn player's vanguard is grade 3 or greater. */
export function noteTurnStartGrade(s: VGState): void {
  const vg = vanguardOf(s, s.turnPlayer);
  s.grade3AtTurnStart = vg !== undefined && grade(s, s.turnPlayer, vg) >= 3;
}

/**
 * VG2 10.28.2.3, 12.7.2: the card name a strode G unit gains from its chosen heart (it keeps its own name too),
 * or undefined for any other card.
 */
export function heartName(s: VGState, card: Card): string | undefined {
  if (s.hearts === undefined) return undefined;
  for (const l of s.hearts) {
    if (l.gunit !== card.id || l.heart === 0) continue;
    const heart = s.players[l.seat].field.VC.find((c) => c.id === l.heart);
    return heart ? record(heart).name : undefined;
  }
  return undefined;
}

export interface StrideFrame extends Frame {
  k: 'vg.stride';
  /** The chosen G unit (0 until chosen). */
  gunit: number;
  /** Hand cards chosen for the cost. */
  chosen: number[];
}

export type StrideCostAnswer = { t: 'card'; card: number } | { t: 'done' };

/**
 * VG2 6.5.1.2.2: the turn player may stride once; 8.5.2: choose the G unit, pay the cost, resolve. A card with an
 * ultimate stride skill (11.42) is chosen the same way and strides by playing that skill.
 */
function strideHandler(s: VGState, f: StrideFrame): void {
  const seat = s.turnPlayer;
  const p = s.players[seat];
  switch (f.step) {
    case 0: {
      const normal = canStride(s, seat) ? strideableGUnits(s, seat) : [];
      const ultimate = ultimateStrideCards(s, seat);
      // Issue 19: the stride cost is paid from the hand, hidden from the opponent (see strideWindow).
      if (normal.length === 0 && ultimate.length === 0 && !strideWindow(s, seat)) {
        popFrame(s);
        return;
      }
      const a = takeAnswer<PickAnswer>(s);
      if (!a) {
        const cards = oneOfEachCode([...normal, ...ultimate]);
        const options: PickAnswer[] = cards.map((c) => ({ t: 'card', card: c.id }));
        options.push({ t: 'none' });
        // The chooser sees its own face-down G units (VG2 4.11.2); `looking` lets a client name them.
        const looking = cards.filter((c) => !c.up).map((c) => c.id);
        ask<PickAnswer>(s, { seat, kind: 'chooseCard', prompt: 'vg.stride', options, looking });
        return;
      }
      if (a.t === 'none') {
        popFrame(s);
        return;
      }
      // VG2 8.5.2.1: the chosen G unit is revealed; the opponent learns the card, not its id in the hidden zone.
      const g = p.gzone.find((c) => c.id === a.card)!;
      emit(s, { t: 'reveal', seat, zone: 'gzone', cards: [{ id: g.id, code: g.code }] } as GameEvent, seat, {
        t: 'reveal',
        seat,
        zone: 'gzone',
        cards: [{ code: g.code }],
      } as GameEvent);
      f.gunit = g.id;
      // VG2 11.11.2: a G unit with its own stride skill strides by playing it (its cost paid in full, 8.5.2.4).
      const u = ultimateStrideIndex(g) >= 0 ? ultimateStrideIndex(g) : ownStrideIndex(g);
      if (u >= 0) {
        // VG2 11.42: the skill is played (its cost paid, 8.5.2.4) and its effect strides; then any heart choice.
        playActivated(s, seat, g, u);
        f.step = 2;
        return;
      }
      f.step = 1;
      return;
    }
    case 1: {
      // The stride cost (11.11.2): choose hand cards whose grades sum to 3 or more (or what a [CONT] makes of it);
      // all are discarded at once (8.5.2.4).
      let sum = 0;
      for (const c of p.hand) if (f.chosen.includes(c.id)) sum += grade(s, seat, c);
      const a = takeAnswer<StrideCostAnswer>(s);
      if (!a) {
        const left = oneOfEachCode(p.hand.filter((c) => !f.chosen.includes(c.id)));
        const options: StrideCostAnswer[] = left.map((c) => ({ t: 'card', card: c.id }));
        if (sum >= strideCostGrade(s, seat)) options.push({ t: 'done' });
        ask<StrideCostAnswer>(s, { seat, kind: 'chooseCard', prompt: 'vg.strideCost', options });
        return;
      }
      if (a.t === 'card') {
        f.chosen.push(a.card);
        return;
      }
      for (const id of f.chosen)
        moveCard(
          s,
          seat,
          p.hand.find((c) => c.id === id)!,
          'hand',
          'drop',
        );
      strideOnto(
        s,
        seat,
        p.gzone.find((c) => c.id === f.gunit)!,
      );
      f.step = 2;
      return;
    }
    case 2: {
      // VG2 10.28.2.3: with more than one heart that is not a G unit (a legion), the player chooses one.
      const candidates = heartUnchosen(s, seat) ? nonGHearts(s, seat) : [];
      if (candidates.length < 2) {
        popFrame(s);
        return;
      }
      const a = takeAnswer<{ t: 'card'; card: number }>(s);
      if (!a) {
        ask(s, {
          seat,
          kind: 'chooseCard',
          prompt: 'vg.heartChoice',
          options: candidates.map((c) => ({ t: 'card', card: c.id })),
        });
        return;
      }
      linkHeart(s, seat, a.card);
      popFrame(s);
      return;
    }
  }
}

/** The heart cards under `seat`'s G unit vanguard that are not G units (VG2 10.28.2.3). */
function nonGHearts(s: VGState, seat: Seat): Card[] {
  const vc = s.players[seat].field.VC;
  return vc.slice(0, -1).filter((c) => !isGUnit(c));
}

/** Has `seat`'s strode vanguard no heart chosen yet (VG2 10.28.2.3)? False when no stride happened. */
function heartUnchosen(s: VGState, seat: Seat): boolean {
  const g = vanguardOf(s, seat);
  return g !== undefined && (s.hearts ?? []).some((l) => l.gunit === g.id && l.heart === 0);
}

function linkHeart(s: VGState, seat: Seat, heart: number, ultimate?: boolean): void {
  const g = vanguardOf(s, seat)!;
  const before = s.hearts ?? [];
  const rest = before.filter((l) => l.gunit !== g.id);
  const link: HeartLink = { seat, gunit: g.id, heart };
  // VG2 10.28.5: once placed by ultimate stride, choosing the heart later does not change that.
  if (ultimate || before.some((l) => l.gunit === g.id && l.ultimate)) s.hearts = [...rest, { ...link, ultimate: true }];
  else s.hearts = [...rest, link];
}

/**
 * VG2 10.28.2: put the G unit on the vanguard circle in the stridden unit's stand or rest orientation
 * (10.28.2.1.1, 8.5.1.4.1); every card already there becomes a heart, face up and standing (10.27.2), and
 * stays on the circle (10.27.1; 8.5.3.4). 10.28.4: this is neither a ride nor a call.
 */
export function strideOnto(s: VGState, seat: Seat, g: Card, ultimate = false): void {
  const vc = s.players[seat].field.VC;
  const old = vanguardOf(s, seat);
  const placed = moveCard(s, seat, g, 'gzone', 'VC', { rested: old ? old.rested : false });
  for (let i = 0; i < vc.length; i++) {
    const c = vc[i];
    if (c.id === placed.id) continue;
    if (c.rested) setRested(s, seat, vc[i], false);
    if (!vc[i].up) vc[i] = withCard(vc[i], vc[i].id, true, false, vc[i].placed, vc[i].mods);
  }
  emit(s, { t: 'stride', seat, card: { id: placed.id, code: placed.code } } as GameEvent);
  // 10.28.2.3: with one heart that is not a G unit it is the one chosen; with several the frame asks.
  const candidates = nonGHearts(s, seat);
  linkHeart(s, seat, candidates.length === 1 ? candidates[0].id : 0, ultimate);
  // VG2 8.6.5.1.5: "when this card becomes a heart", whichever kind of stride put the G unit on it.
  for (const c of vc) if (c.id !== placed.id) raise(s, { e: 'becomesHeart', seat, card: c });
}

/**
 * VG2 10.28.3: before a G unit on the vanguard circle goes anywhere (the G zone, 6.8.1.1.1, 4.6.9), its hearts
 * stop being hearts and take its orientation; the card below it is then the vanguard again. Returns whether that
 * G unit was placed by ultimate stride (10.28.5).
 */
export function releaseHearts(s: VGState, seat: Seat, gunitId: number): boolean {
  const hearts = s.hearts;
  if (hearts === undefined || !hearts.some((l) => l.gunit === gunitId)) return false;
  const ultimate = hearts.some((l) => l.gunit === gunitId && l.ultimate === true);
  s.hearts = hearts.filter((l) => l.gunit !== gunitId);
  const vc = s.players[seat].field.VC;
  const g = vc.find((c) => c.id === gunitId);
  if (!g) return ultimate;
  for (const c of vc.slice()) if (c.id !== gunitId) setRested(s, seat, c, g.rested);
  return ultimate;
}

/**
 * VG2 10.27.5.2: the card `id` is leaving `seat`'s vanguard circle. If it is the heart its G unit took its name and
 * power from, the G unit loses them (the link stops naming it), and takes them from the other heart that is not a G
 * unit, if there is one: every heart under the G unit is associated with it already (10.27.5). No position has
 * three such hearts (a stride leaves at most a legion's two, 6.5.1.2.2; 10.25.18.1 adds a mate to a lone heart
 * only), so one leaving leaves no choice to make.
 */
export function heartLeaves(s: VGState, seat: Seat, id: number): void {
  const hearts = s.hearts!;
  const i = hearts.findIndex((l) => l.seat === seat && l.heart === id);
  if (i < 0) return;
  const link = hearts[i];
  const vc = s.players[seat].field.VC;
  let next = 0;
  for (const c of vc) if (c.id !== id && c.id !== link.gunit && !isGUnit(c)) next = c.id;
  s.hearts = [...hearts.slice(0, i), { ...link, heart: next }, ...hearts.slice(i + 1)];
}

/** VG2 10.28.5, 10.36: a G unit placed by ultimate stride is back in the G zone: remove every card of that zone. */
export function removeGZone(s: VGState, seat: Seat): void {
  const gzone = s.players[seat].gzone;
  while (gzone.length > 0) moveCard(s, seat, gzone[gzone.length - 1], 'gzone', 'removed');
}

/**
 * VG2 11.42.2.2, 11.42.2.2.1, 10.36: remove from the game every card of `seat` on its circles, in its soul and in
 * its G zone but the card `keep` (the Gyze card whose skill does it), in the order the rule names them: G zone,
 * circles, soul. A G unit leaving a circle goes to the G zone by 4.6.9 and stays there.
 */
export function removeOtherCards(s: VGState, seat: Seat, keep: number): void {
  const p = s.players[seat];
  for (const c of p.gzone.slice()) if (c.id !== keep) moveCard(s, seat, c, 'gzone', 'removed');
  for (const circle of circlesOf(s, seat)) {
    for (const c of p.field[circle].slice().reverse()) {
      if (c.id !== keep && p.field[circle].some((x) => x.id === c.id)) moveCard(s, seat, c, circle, 'removed');
    }
  }
  for (const c of p.soul.slice()) moveCard(s, seat, c, 'soul', 'removed');
}

const FLIP_ZONES: readonly PileZone[] = [
  'gzone',
  'hand',
  'deck',
  'drop',
  'soul',
  'damage',
  'bind',
  'trigger',
  'removed',
];

/**
 * VG2 10.37: flip over the card `id` of `seat`: a Gyze card changes its active side (10.37.1), staying the same
 * card with the same states and effects (12.10.3.4); any other card stays as it is (10.37.3). Flipping is not
 * turning face down (10.37.2): a face-down card stays face down.
 */
export function flipCard(s: VGState, seat: Seat, id: number): void {
  for (const z of [...FLIP_ZONES, ...circlesOf(s, seat)]) {
    const cards = pile(s, seat, z);
    const i = cards.findIndex((c) => c.id === id);
    if (i < 0) continue;
    const c = cards[i];
    const side = record(c).flip;
    if (side === undefined) return;
    cards[i] = {
      id: c.id,
      code: side.other,
      owner: c.owner,
      up: c.up,
      rested: c.rested,
      placed: c.placed,
      mods: c.mods,
    };
    s.flipped = true;
    const ev = { t: 'flip', seat, zone: z, card: { id, code: side.other } } as GameEvent;
    // VG2 12.10.5: face down, the side shown is the sleeve's; only the owner may look at its G zone (4.11.2).
    if (c.up) emit(s, ev);
    else emit(s, ev, seat, { t: 'flip', seat, zone: z } as GameEvent);
    return;
  }
}

/** VG2 12.10.3.3: a Gyze card arriving in a zone that is neither a circle nor the G zone shows its Neon Gyze side. */
export function neonSide(card: Card): Card {
  const side = record(card).flip;
  if (side === undefined || side.side === 'neon') return card;
  return {
    id: card.id,
    code: side.other,
    owner: card.owner,
    up: card.up,
    rested: card.rested,
    placed: card.placed,
    mods: card.mods,
  };
}

/** Is `card` a heart (VG2 10.27.3): a card under a strode G unit on `seat`'s vanguard circle? */
export function isHeart(s: VGState, seat: Seat, card: Card): boolean {
  if (s.hearts === undefined) return false;
  const top = vanguardOf(s, seat);
  if (!top || top.id === card.id) return false;
  return s.hearts.some((l) => l.seat === seat && l.gunit === top.id);
}

/** Is `seat`'s vanguard circle a G unit with its hearts (the overload rule leaves those cards, VG2 10.27.1)? */
export function strideHolds(s: VGState, seat: Seat): boolean {
  if (s.hearts === undefined) return false;
  // The top card, not the newest: a heart put under the G unit by 10.25.18 is newer than the G unit.
  const top = vanguardOf(s, seat);
  return top !== undefined && s.hearts.some((l) => l.seat === seat && l.gunit === top.id);
}

/** VG2 6.8.1.1.1: every G unit on a vanguard or rear-guard circle goes to its owner's G zone face up. */
export function returnGUnits(s: VGState): void {
  for (const seat of [0, 1] as const) {
    const field = s.players[seat].field;
    for (const c of circlesOf(s, seat)) {
      if (c === 'GC') continue;
      for (const card of field[c].slice()) if (isGUnit(card)) moveCard(s, seat, card, c, 'gzone', { faceUp: true });
    }
  }
}

export const strideHandlers = {
  'vg.stride': strideHandler as (s: VGState, f: Frame) => void,
};
