// Reading the game state for ability text: card filters, counts and conditions
// ("if you have a «Royal Paladin» vanguard", "if the number of cards in your hand is four or more"), and
// the "active while" keywords of VG2 section 11 (Limit Break, Brave, Oracle, …) that gate an ability.
import type { Seat } from '../../../core/types.ts';
import { grade, power, record } from '../characteristics.ts';
import { hasState } from '../durations.ts';
import {
  type Card,
  circleOf,
  circlesOf,
  dominatorOf,
  findOnField,
  inFrontRow,
  lockedOn,
  opponent,
  rearGuardCircles,
  unitOfMaster,
  unitOn,
  type VGState,
  vanguardOf,
} from '../state.ts';
import { sameColumnUnits } from '../columns.ts';
import { type Ability, type CardFilter, type Condition, type Count, type Gate, gatesOf } from './dsl.ts';
import { activeConts } from './continuous.ts';
import { revealedIsDeclared } from './declare.ts';
import { abilitiesOf, features } from './registry.ts';
import { inLegion, seekMateNames, seekMateOpen } from '../legion.ts';
import { cardsByName } from '../cards/cardPool.ts';
import { belongsToNation, printedClans } from '../nations.ts';
import { heartName, isGUnit } from '../stride.ts';
import { inOverDress } from '../overDress.ts';
import { calledThisTurn, inHarmony, isSuccessful, soulFilledThisTurn } from '../turnRecords.ts';

/**
 * Does `card` match the filter? `clans`, when given, are the card's clans after the non-numeric layer of
 * continuous effects (VG2 8.7.1.2: "this unit is also a «clan»"); otherwise its printed clan. `s` is read for
 * the names a card has besides its printed one (a strode G unit's heart, VG2 10.28.2.3).
 */
export function matches(s: VGState, card: Card, f: CardFilter, sourceId?: number, clans?: readonly string[]): boolean {
  const r = record(card);
  if (f.clan !== undefined) {
    const cs = clans ?? printedClans(r); // VG2 2.15.4.2
    if (!cs.includes(f.clan) && !cs.includes('Cray Elemental')) return false; // VG2 2.2.5
  }
  if (f.race !== undefined && r.race !== f.race) return false; // VG2 2.3.1.1
  if (f.nation !== undefined && !belongsToNation(r, clans ?? printedClans(r), f.nation)) return false; // VG2 2.15.2
  if (f.sentinel !== undefined && r.sentinel !== f.sentinel) return false; // VG2 11.9.2
  if (f.prison && r.prison !== true) return false; // VGD 17.5.1.1: a set order with the "Prison" subtype
  if (f.name !== undefined || f.nameIncludes !== undefined) {
    // VG2 12.7.2.2: a card with several names matches when any one of them does.
    const also = heartName(s, card);
    if (f.name !== undefined && r.name !== f.name && also !== f.name) return false;
    const part = f.nameIncludes;
    if (part !== undefined && !r.name.includes(part) && !(also?.includes(part) ?? false)) return false;
  }
  if (f.gradeMin !== undefined && r.grade < f.gradeMin) return false;
  if (f.gradeMax !== undefined && r.grade > f.gradeMax) return false;
  if (f.gradeAtMostVanguard && !gradeAtMostVanguard(s, card)) return false;
  if (f.other && card.id === sourceId) return false;
  if (f.withKeyword !== undefined && !hasKeyword(card, f.withKeyword)) return false;
  if (f.withAbility !== undefined && !abilitiesOf(card.code).some((a) => a.label === f.withAbility)) return false;
  if (f.withEffect !== undefined && !hasEffect(card, f.withEffect)) return false;
  if (f.canLegionWith !== undefined && !canLegionWith(card, f.canLegionWith)) return false;
  return true;
}

/** "grade less than or equal to your vanguard": compared with its owner's vanguard's grade (VG2 2.4). */
function gradeAtMostVanguard(s: VGState, card: Card): boolean {
  const v = vanguardOf(s, card.owner);
  return v !== undefined && record(card).grade <= grade(s, card.owner, v);
}

/** VG2 10.25.17: the card is one a Seek Mate of a card named `a` names, or its own Seek Mate names `a`. */
function canLegionWith(card: Card, a: string): boolean {
  if (seekMateNames(card.code).includes(a)) return true;
  const name = record(card).name;
  return cardsByName(a).some((r) => seekMateNames(r.code).includes(name));
}

/** VG2 11.17.1.2, 11.23.1: one of the card's abilities has this keyword effect ("Rescue 1" and "Rescue 2" alike). */
function hasEffect(card: Card, kind: 'rescue' | 'dominate'): boolean {
  return abilitiesOf(card.code).some((a) => a.kind !== 'cont' && a.effects.some((e) => e.do === kind));
}

/** VG2 11.6.2, 11.39.2: "a unit with LB 4" — one of its abilities has that keyword, active or not. */
function hasKeyword(card: Card, k: Gate): boolean {
  const same = (g: Gate) => g.kw === k.kw && (!('n' in k) || ('n' in g && g.n === k.n));
  return abilitiesOf(card.code).some((a) => gatesOf(a).some(same));
}

/**
 * Does the keyword gate hold now for `seat`'s ability on the card `sourceId`? Dark Device counts every opposing
 * unit of the column for a [CONT] (VG2 11.36.1.1) but only standing ones for an [AUTO] or [ACT] (11.36.1.2–3).
 */
export function gateHolds(s: VGState, seat: Seat, g: Gate, kind: Ability['kind'], sourceId?: number): boolean {
  const p = s.players[seat];
  switch (g.kw) {
    case 'limitBreak':
      return p.damage.length >= g.n; // VG2 11.6.1
    case 'brave':
      return p.hand.length <= 3; // VG2 11.15.1
    case 'oracle':
      return p.hand.length >= 5; // VG2 11.16.1
    case 'ritual':
      return p.drop.filter((c) => record(c).grade === 1).length >= g.n; // VG2 11.18.1
    case 'thunderstrike':
      return s.players[opponent(seat)].bind.length >= g.n; // VG2 11.26.1
    case 'shinkenHissatsu':
      return p.damage.length >= 3; // VG2 11.39.1
    case 'generationBreak':
      return faceUpGUnits(s, seat) >= g.n; // VG2 11.12.1
    case 'seekMate':
      return seekMateOpen(s, seat, sourceId); // VG2 11.10.2
    case 'unite':
      return calledThisTurn(s, seat) >= 2; // VG2 11.19.1
    case 'darkness':
      return soulFilledThisTurn(s, seat); // VG2 11.30.1
    case 'homare':
      return true; // VG2 11.40.1 restricts paying the cost (resolveAbility.ts `homareClosed`), not activation
    case 'wave': {
      // VG2 11.35.1: only during the specified battles (11.35.2).
      if (!s.battle) return false;
      const b = s.battle.number;
      return g.times.includes(b) || (g.orMore !== undefined && b >= g.orMore);
    }
    case 'darkDevice': {
      // VG2 11.36.1: the opponent's units in this unit's column, read from its master's side (10.35.3.1): a unit
      // `seat` dominates is in the column it faces from `seat`'s side, and the opponent's units are those whose
      // master is the opponent (a unit `seat` dominates is not one, 10.35.1.1.1).
      const at = sourceId === undefined ? undefined : unitOfMaster(s, seat, sourceId);
      const c = at === undefined ? null : circleOf(s, at.seat, sourceId!);
      if (c === null || c === 'GC') return false; // not a unit in a column
      for (const x of sameColumnUnits(s, at!.seat, c, sourceId!, 'opponent')) {
        if (kind === 'cont' || !x.card.rested) return false; // VG2 3.8.1: a locked card is no unit (`unitOn`)
      }
      return true;
    }
  }
}

/**
 * VG2 11.12.1: the face-up G units on `seat`'s vanguard circle and in its G zone. Only the vanguard counts on the
 * circle: a heart under it is no unit (10.27.3).
 */
function faceUpGUnits(s: VGState, seat: Seat): number {
  let n = 0;
  for (const c of s.players[seat].gzone) if (c.up && isGUnit(c)) n++;
  const vg = vanguardOf(s, seat);
  if (vg && vg.up && isGUnit(vg)) n++;
  return n;
}

/** Do all of the ability's "active while" keywords hold now? */
export function gatesOpen(s: VGState, seat: Seat, a: Ability, sourceId?: number): boolean {
  // Checked for every ability an event could trigger: no gate, no work.
  if (!a.gate && (a.kind === 'cont' || a.limitBreak === undefined)) return true;
  for (const g of gatesOf(a)) {
    if (gateHolds(s, seat, g, a.kind, sourceId)) continue;
    // VG2 12.8.1: an enabled keyword opens its own part only; the ability's other keywords are still checked.
    if (!features.enablesKeywords || !keywordEnabled(s, seat, g.kw)) return false;
  }
  return true;
}

/** Set while `keywordEnabled` reads the field, so an enabling [CONT] with a gate of its own does not recurse. */
let enabling = false;

/** VG2 12.8: does an active [CONT] of one of `seat`'s units enable the keyword `kw` for that player's abilities? */
function keywordEnabled(s: VGState, seat: Seat, kw: Gate['kw']): boolean {
  if (enabling) return false;
  enabling = true;
  try {
    for (const c of circlesOf(s, seat)) {
      const u = unitOn(s, seat, c);
      if (!u || abilitiesOf(u.code).length === 0) continue;
      for (const a of activeConts(s, seat, u, c))
        if (a.effect.cont === 'enableKeyword' && a.effect.kw === kw) return true;
    }
    return false;
  } finally {
    enabling = false;
  }
}

/** `seat`'s rear-guards (VG2 3.10.1), optionally front row only. */
export function rearguards(s: VGState, seat: Seat, frontRow = false): Card[] {
  const out: Card[] = [];
  for (const c of rearGuardCircles(s, seat)) {
    if (frontRow && !inFrontRow(c)) continue; // VG2 10.6.3.2.1: a gained circle is in the front row
    const u = unitOn(s, seat, c); // VG2 3.8.1: a locked card is not a rear-guard
    if (u) out.push(u);
  }
  if (s.dominated !== undefined) {
    // VG2 10.35.1.1.1, 10.35.2.1: a dominated rear-guard counts for the dominating player, not its original master.
    const other = opponent(seat);
    for (let i = out.length - 1; i >= 0; i--) if (dominatorOf(s, out[i].id) !== undefined) out.splice(i, 1);
    for (const c of rearGuardCircles(s, other)) {
      if (frontRow && !inFrontRow(c)) continue;
      const u = unitOn(s, other, c);
      if (u && dominatorOf(s, u.id) === seat) out.push(u);
    }
  }
  return out;
}

/**
 * A number the game supplies. `remembered` is the current ability's last information of a card it moved
 * (VG2 8.8.1): [power, grade], or nothing.
 */
/** "this unit" (the ability's card, while it is a unit) or "your vanguard". */
function unitOf(s: VGState, seat: Seat, which: 'this' | 'yourVanguard', sourceId?: number): Card | undefined {
  if (which === 'yourVanguard') return vanguardOf(s, seat);
  return sourceId === undefined ? undefined : findOnField(s, seat, sourceId);
}

export function count(
  s: VGState,
  seat: Seat,
  c: Count,
  sourceId?: number,
  remembered?: readonly number[],
  /** VG2 4.9.3: the pile the resolving ability's last bind effect made, for `boundByThisEffect`. */
  pile?: number,
): number {
  if (c.of === 'battle') return s.battle?.number ?? s.battlesThisTurn;
  if (c.of === 'boundByThisEffect') {
    // A card leaving the bind zone leaves its pile (zones.ts), so the pile holds only cards still bound.
    let n = 0;
    if (pile !== undefined) for (const e of s.bindPiles ?? []) if (e.pile === pile) n++;
    return n;
  }
  if (c.of === 'remembered') return remembered?.[c.what === 'power' ? 0 : 1] ?? 0;
  if (c.of === 'imprisoned') return s.players[opponent(seat)].imprisoned?.length ?? 0; // VGD 17.5.1.1
  if (c.of === 'power') {
    // VG2 11.28.1 Burst: the unit's power now; a unit no longer on the field has none to compare.
    const u = unitOf(s, seat, c.unit, sourceId);
    return u ? power(s, seat, u) : 0;
  }
  if (c.of === 'original') {
    // VG2 3.7.1.2: "original" is what is written on the card, however effects change the unit's value now.
    const u = unitOf(s, seat, c.unit, sourceId);
    return u ? record(u)[c.what] : 0;
  }
  const who = c.whose === 'you' ? seat : opponent(seat);
  if (c.of === 'hand') return s.players[who].hand.length;
  if (c.of === 'damage') return s.players[who].damage.length;
  if (c.of === 'soul') return s.players[who].soul.length;
  if (c.of === 'drop') return s.players[who].drop.filter((x) => !c.filter || matches(s, x, c.filter, sourceId)).length;
  if (c.of === 'bind') {
    // VG2 4.9.2.2: a face-down bound card has no card information, so it is counted but fits no filter.
    const f = c.filter;
    return s.players[who].bind.filter((x) => !f || (x.up && matches(s, x, f, sourceId))).length;
  }
  if (c.of === 'locked') {
    let n = 0;
    for (const x of rearGuardCircles(s, who)) if (lockedOn(s, who, x)) n++;
    return n;
  }
  // "back row rear-guards" / "front row rear-guards": a position (VG2 4.6.3), read from the circles.
  const row = c.filter?.backRow ? rearguards(s, who).filter((u) => !rearguards(s, who, true).includes(u)) : null;
  return (row ?? rearguards(s, who, c.filter?.frontRow === true)).filter(
    (u) => !c.filter || matches(s, u, c.filter, sourceId),
  ).length;
}

/** Whether a rule-changing effect `rule` of `seat`'s is in force (state.ts `RuleEffect`). */
function hasRule(s: VGState, seat: Seat, rule: 'finalRush' | 'personaRide'): boolean {
  return s.rules !== undefined && s.rules.some((r) => r.seat === seat && r.rule === rule);
}

export function holds(
  s: VGState,
  seat: Seat,
  cond: Condition,
  sourceId?: number,
  remembered?: readonly number[],
  /** The ability being resolved, for what it declared and revealed (VG2 10.23). */
  frame?: { declared?: string | number; revealed?: string; pile?: number; called?: readonly number[] },
): boolean {
  switch (cond.if) {
    case 'thisIs':
      if (sourceId === undefined) return false;
      return cond.state === 'successful' ? isSuccessful(s, sourceId) : inHarmony(s, seat, sourceId);
    case 'vanguardIs': {
      const vg = vanguardOf(s, seat);
      return vg !== undefined && matches(s, vg, cond.filter, sourceId);
    }
    case 'soulHas':
      return s.players[seat].soul.some((c) => matches(s, c, cond.filter));
    case 'compare': {
      const l = count(s, seat, cond.left, sourceId, remembered, frame?.pile);
      const r =
        typeof cond.right === 'number' ? cond.right : count(s, seat, cond.right, sourceId, remembered, frame?.pile);
      return cond.op === '>' ? l > r : cond.op === '<' ? l < r : cond.op === '>=' ? l >= r : l <= r;
    }
    case 'yourTurn':
      return s.turnPlayer === seat;
    case 'is': {
      const u = unitOf(s, seat, cond.unit, sourceId);
      return u !== undefined && hasState(u, cond.state);
    }
    case 'noCardsIn':
      return s.players[seat][cond.zone].length === 0;
    case 'inLegion':
      return sourceId !== undefined && inLegion(s, seat, sourceId, cond.thisTurn); // VG2 10.25.13, 10.25.14
    case 'all':
      return cond.of.every((c) => holds(s, seat, c, sourceId, remembered, frame));
    case 'revealedIsDeclared':
      return revealedIsDeclared(frame, cond.what);
    case 'calledByThis':
      return (frame?.called?.length ?? 0) > 0; // "If you called"
    case 'wentSecond':
      return s.firstPlayer !== seat; // VGD 8.2.1.6
    case 'inFinalRush':
      return hasRule(s, seat, 'finalRush'); // VGD 7.42.1
    case 'personaRodeThisTurn':
      return hasRule(s, seat, 'personaRide'); // VGD 7.15.1.4.2: a persona ride's rule lasts until end of turn
    case 'inBattleAs': {
      // "During the battle this unit attacked / is boosted": this unit is the attacking unit of the battle going on.
      const b = s.battle;
      if (b === null || sourceId === undefined || b.attacker?.id !== sourceId) return false;
      return cond.role === 'attacking' || b.booster !== null;
    }
    case 'inOverDress':
      return sourceId !== undefined && inOverDress(s, seat, sourceId); // VGD 6.7.3

    case 'noOtherUnit':
      for (const c of circlesOf(s, seat)) {
        if (c === 'GC') continue;
        const u = unitOn(s, seat, c);
        if (u && u.id !== sourceId && matches(s, u, cond.filter, sourceId)) return false;
      }
      return true;
  }
}
