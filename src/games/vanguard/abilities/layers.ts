// Applying continuous effects to a card's information (VG2 8.7; VG1 8.7). Ver. 2.01 order (8.7.1):
// printed value (8.7.1.1), then effects that change no number — clans and keyword skills gained —
// (8.7.1.2), then increases and decreases (8.7.1.3), then set-to values (8.7.1.4). Ver. 1.10 has one
// numeric layer (VG1 8.7.1.3), so there an older "becomes 5000" is followed by a newer "+3000" (VG-073).
// Inside a layer an effect that depends on another goes after it (8.7.2), else time stamps decide
// (8.7.2.1): a unit's [CONT] dates from when the card came onto the field (8.7.2.1.1 — `placed`), any
// other effect from when it was applied (8.7.2.1.1.1 — the `ts` on the card's Mod). Both come from the
// one clock `placeSeq`. Effects of non-continuous abilities live on the card and go with it only from
// circle to circle (8.7.3, 4.1.4). Boost and guardian shields are rule additions in the numeric layer;
// they are the newest there.
import type { Seat } from '../../../core/types.ts';
import { requireCard } from '../cards/cardPool.ts';
import type { FormatId } from '../formats.ts';
import { legionOf } from '../legion.ts';
import { sameColumnUnits } from '../columns.ts';
import { isDeletedUnit } from '../deleted.ts';
import { printedClans } from '../nations.ts';
import {
  type Card,
  type Circle,
  CIRCLES,
  circleOf,
  circlesOf,
  dominatorOf,
  unitsOfMaster,
  type VGState,
} from '../state.ts';
import { matches } from './conditions.ts';
import { activeConts } from './continuous.ts';
import type { CardFilter, GrantableSkill, Stat } from './dsl.ts';
import { abilitiesOf } from './registry.ts';

/** VG1 8.7.1.3 puts every numeric change in one layer; VG2 8.7.1.3–8.7.1.4 split adds and set-to values. */
// VGD 11.11.1 keeps ± and set-to apart as ver. 2.01 does.
const ONE_NUMERIC_LAYER: Record<FormatId, boolean> = { cr110: true, cr201: false, d: false };

interface Numeric {
  set: boolean;
  n: number;
  ts: number;
}

type NonNumeric =
  | { kind: 'clan'; clan: string; ts: number }
  | { kind: 'skill'; skill: GrantableSkill; filter: CardFilter; source: number; ts: number };

/** What an effect of the non-numeric layer reads and changes, for dependency (VG2 8.7.2). */
function changes(e: NonNumeric): string[] {
  return e.kind === 'clan' ? ['clan'] : ['skills'];
}
function reads(e: NonNumeric): string[] {
  // VG2 2.15.4: a card with no nation icon belongs to its clans' nations, so a nation filter reads clans too.
  return e.kind === 'skill' && (e.filter.clan !== undefined || e.filter.nation !== undefined) ? ['clan'] : [];
}
/** VG2 8.7.2: B depends on A if applying A changes what B applies to, and not the other way round. */
function dependsOn(b: NonNumeric, a: NonNumeric): boolean {
  const ab = changes(a).some((x) => reads(b).includes(x));
  const ba = changes(b).some((x) => reads(a).includes(x));
  return ab && !ba;
}

/** Order effects by dependency, then by time stamp (VG2 8.7.2, 8.7.2.1). */
export function applyOrder<T extends NonNumeric>(effects: T[]): T[] {
  const left = [...effects].sort((x, y) => x.ts - y.ts);
  const out: T[] = [];
  while (left.length > 0) {
    let i = left.findIndex((b) => !left.some((a) => a !== b && dependsOn(b, a)));
    if (i < 0) i = 0; // a dependency loop: time stamps alone decide
    out.push(left.splice(i, 1)[0]);
  }
  return out;
}

/** The non-numeric effects on the field of `seat` that could reach `card`. */
function nonNumericEffects(s: VGState, seat: Seat, card: Card): NonNumeric[] {
  const out: NonNumeric[] = [];
  if (s.dominated !== undefined) {
    // VG2 10.35.2.2: the effects reaching a unit are those of its master's units, a dominated unit's included.
    const master = dominatorOf(s, card.id) ?? seat;
    for (const x of unitsOfMaster(s, master, CIRCLES)) nonNumericFrom(s, master, card, x.card, x.circle, out);
    const l = s.legion === undefined ? null : legionOf(s, master);
    if (l) nonNumericFrom(s, master, card, l.mate, 'VC', out);
    return out;
  }
  for (const c of circlesOf(s, seat)) {
    const cards = s.players[seat].field[c];
    const u = cards.length === 0 ? undefined : cards[cards.length - 1];
    if (u) nonNumericFrom(s, seat, card, u, c, out);
  }
  if (s.legion !== undefined) {
    const l = legionOf(s, seat);
    if (l) nonNumericFrom(s, seat, card, l.mate, 'VC', out); // VG2 10.25.3: the Legion Mate is a vanguard too
  }
  return out;
}

function nonNumericFrom(s: VGState, seat: Seat, card: Card, u: Card, c: Circle, out: NonNumeric[]): void {
  if (abilitiesOf(u.code).length === 0) return;
  for (const a of activeConts(s, seat, u, c)) {
    const e = a.effect;
    if (e.cont === 'alsoClan' && u.id === card.id) out.push({ kind: 'clan', clan: e.clan, ts: u.placed });
    if (e.cont === 'unitsGetSkill')
      out.push({ kind: 'skill', skill: e.skill, filter: e.filter, source: u.id, ts: u.placed });
  }
}

export interface NonNumericInfo {
  clans: string[];
  /** Keyword skills gained from effects (the printed ones stay in the card record). */
  skills: GrantableSkill[];
}

/** VG2 8.7.1.1–8.7.1.2 with 8.7.2: a unit's clans and gained skills after the non-numeric layer. */
export function nonNumeric(s: VGState, seat: Seat, card: Card): NonNumericInfo {
  const info: NonNumericInfo = { clans: printedClans(requireCard(card.code)), skills: [] }; // VG2 2.15.4.2
  for (const e of applyOrder(nonNumericEffects(s, seat, card))) {
    if (e.kind === 'clan') {
      if (!info.clans.includes(e.clan)) info.clans.push(e.clan);
    } else if (matches(s, card, e.filter, e.source, info.clans) && !info.skills.includes(e.skill)) {
      info.skills.push(e.skill);
    }
  }
  return info;
}

function printed(card: Card, stat: Stat): number {
  const r = requireCard(card.code);
  if (stat === 'power') return r.power;
  if (stat === 'critical') return r.critical;
  if (stat === 'shield') return r.shield ?? 0; // VG2 3.11.2
  return r.grade;
}

/** The numeric effects on `card` from its Mods (one-shot abilities' continuous effects, VG2 8.7.3). */
function modEffects(card: Card, stat: Stat, out: Numeric[]): void {
  if (!card.mods) return;
  // Mods are in the order they were applied; one without a time stamp (a trigger icon's) dates from just
  // after the one before it.
  let last = card.placed;
  for (const m of card.mods) {
    const ts = m.ts ?? last + 0.5;
    last = m.ts ?? last;
    if (m.stat === stat) out.push({ set: false, n: m.n, ts });
    else if (m.stat === 'set' && m.which === stat) out.push({ set: true, n: m.n, ts });
  }
}

/** Numeric [CONT] effects reaching `card` on `seat`'s field: its own, and other units' "your units get" ones. */
function contEffects(s: VGState, seat: Seat, card: Card, stat: Stat, out: Numeric[]): void {
  let clans: string[] | null = null;
  if (s.dominated !== undefined) {
    // VG2 10.35.2.2–10.35.2.3: a dominated unit's own [CONT] is its dominating player's, and the effects reaching a
    // unit are those of its master's units.
    const master = dominatorOf(s, card.id) ?? seat;
    for (const x of unitsOfMaster(s, master, CIRCLES))
      clans = contFrom(s, master, card, stat, x.card, x.circle, out, clans);
    const l = s.legion === undefined ? null : legionOf(s, master);
    if (l) contFrom(s, master, card, stat, l.mate, 'VC', out, clans);
    return;
  }
  for (const c of circlesOf(s, seat)) {
    const cards = s.players[seat].field[c];
    const u = cards.length === 0 ? undefined : cards[cards.length - 1];
    if (u) clans = contFrom(s, seat, card, stat, u, c, out, clans);
  }
  if (s.legion !== undefined) {
    const l = legionOf(s, seat);
    if (l) contFrom(s, seat, card, stat, l.mate, 'VC', out, clans); // VG2 10.25.3: the Legion Mate is a vanguard too
  }
}

/** The numeric [CONT] effects of the unit `u` on `c` reaching `card`; returns `card`'s clans if it read them. */
function contFrom(
  s: VGState,
  seat: Seat,
  card: Card,
  stat: Stat,
  u: Card,
  c: Circle,
  out: Numeric[],
  clans: string[] | null,
): string[] | null {
  if (abilitiesOf(u.code).length === 0) return clans;
  const own = u.id === card.id;
  for (const a of activeConts(s, seat, u, c)) {
    const e = a.effect;
    if (own && (e.cont === 'modify' || e.cont === 'set') && e.stat === stat) {
      out.push({ set: e.cont === 'set', n: e.n, ts: u.placed });
    } else if (e.cont === 'unitsModify' && e.stat === stat) {
      clans ??= nonNumeric(s, seat, card).clans; // VG2 8.7.1: the non-numeric layer comes first
      // VG2 4.6.2: "… in the same column as this unit" reads the positions of both units.
      const column =
        !e.filter.sameColumn || sameColumnUnits(s, seat, c, u.id, 'own').some((x) => x.card.id === card.id);
      if (column && matches(s, card, e.filter, u.id, clans)) out.push({ set: false, n: e.n, ts: u.placed });
    }
  }
  return clans;
}

/** Fold numeric effects in rules order: ver. 2.01 adds then sets (8.7.1.3–8.7.1.4), ver. 1.10 one layer by time (VG1 8.7.1.3). */
function fold(base: number, fx: Numeric[], oneLayer: boolean): number {
  fx.sort((a, b) => a.ts - b.ts);
  let v = base;
  if (oneLayer) {
    for (const e of fx) v = e.set ? e.n : v + e.n;
    return v;
  }
  for (const e of fx) if (!e.set) v += e.n;
  for (const e of fx) if (e.set) v = e.n;
  return v;
}

/**
 * A characteristic of a card of `seat` after every continuous effect (VG2 8.7; VG1 8.7). `ruleAdd` is what
 * the rules add while battle roles hold (boost, guardian shields), the newest addition. [CONT] effects reach
 * only units on the field; elsewhere a card has its printed value and the effects on it.
 */
export function layeredValue(s: VGState, seat: Seat, card: Card, stat: Stat, ruleAdd = 0): number {
  const fx: Numeric[] = [];
  modEffects(card, stat, fx);
  if (circleOf(s, seat, card.id) !== null) contEffects(s, seat, card, stat, fx);
  if (ruleAdd !== 0) fx.push({ set: false, n: ruleAdd, ts: Number.MAX_SAFE_INTEGER });
  // VG2 10.26.3: a deleted unit's printed power is taken off its power.
  const base = stat === 'power' && !card.up && isDeletedUnit(s, seat, card) ? 0 : printed(card, stat);
  return fold(base, fx, ONE_NUMERIC_LAYER[s.format]);
}

export function hasSetMod(card: Card): boolean {
  if (card.mods) for (const m of card.mods) if (m.stat === 'set') return true;
  return false;
}
