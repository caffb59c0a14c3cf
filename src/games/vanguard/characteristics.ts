// Current values of a unit's characteristics (VG2 section 2, 3.11.3, 7.4.1.11; VG1 7.3.1.7, 7.4.1.1.2.2).
// Printed value, then the one-shot modifiers on the card, then boost and guardian shield, which the
// rules add continuously while the battle roles hold (VG2 7.4.1.10.1.1, 7.4.1.8.2). Power, critical,
// shield and grade all go the same way: when a set-to effect or a field-wide continuous ability on that
// stat is in play the full layer order of 8.7 applies (abilities/layers.ts); otherwise every change is
// an addition and a plain sum gives the same value.
import type { Seat } from '../../core/types.ts';
import { requireCard } from './cards/cardPool.ts';
import type { CardRecord } from './cards/cardRecord.ts';
import type { FormatProfile } from './formats.ts';
import { activeConts } from './abilities/continuous.ts';
import type { Stat } from './abilities/dsl.ts';
import { hasSetMod, layeredValue, nonNumeric } from './abilities/layers.ts';
import { abilitiesOf, features } from './abilities/registry.ts';
import { type Card, circleOf, dominatorOf, opponent, stillThere, type VGState } from './state.ts';
import { legionOf } from './legion.ts';
import { giftCriticalChange, giftPower } from './gift.ts';
import { isDeletedUnit } from './deleted.ts';
import { printedClans } from './nations.ts';
import { personaRidePower } from './rideDeck.ts';

export function record(card: Card): CardRecord {
  return requireCard(card.code);
}

function modTotal(card: Card, stat: Stat): number {
  let n = 0;
  if (card.mods) for (const m of card.mods) if (m.stat === stat) n += (m as { n: number }).n;
  return n;
}

function printedValue(card: Card, stat: Stat): number {
  const r = record(card);
  if (stat === 'power') return r.power;
  if (stat === 'critical') return r.critical;
  if (stat === 'shield') return r.shield ?? 0; // VG2 3.11.2: a guardian without a printed shield has shield 0
  return r.grade;
}

/**
 * A characteristic of a card of `seat` (VG2 8.7; VG1 8.7), plus what the rules add while battle roles hold.
 * Only a set-to effect (where VG2 8.7.1.3–8.7.1.4 and VG1 8.7.1.3 order differently) or a field-wide
 * [CONT] on this stat needs the layers; otherwise every change is an addition and a sum is the same value.
 */
function current(s: VGState, seat: Seat, card: Card, stat: Stat, ruleAdd: number): number {
  if (
    features.wideStats.has(stat) ||
    (card.mods !== null && hasSetMod(card)) ||
    (features.anySetCont && features.setConts.has(card.code) && abilitiesOf(card.code).length > 0) ||
    // VG2 10.35.2.2: a dominated unit's [CONT]s are its dominating player's; the layers find its master.
    (s.dominated !== undefined && dominatorOf(s, card.id) !== undefined)
  ) {
    return layeredValue(s, seat, card, stat, ruleAdd);
  }
  // VG2 10.26.3: a deleted unit's power is its printed power less the power printed on it.
  const base = stat === 'power' && !card.up && isDeletedUnit(s, seat, card) ? 0 : printedValue(card, stat);
  let v = base + (card.mods === null ? 0 : modTotal(card, stat));
  if (features.contStats.has(stat) && abilitiesOf(card.code).length > 0) {
    const circle = circleOf(s, seat, card.id);
    if (circle)
      for (const a of activeConts(s, seat, card, circle)) {
        if (a.effect.cont === 'modify' && a.effect.stat === stat) v += a.effect.n;
      }
  }
  return v + ruleAdd;
}

/** Power of a unit on `seat`'s field, including boost and the shields of guardians guarding it. */
export function power(s: VGState, seat: Seat, card: Card): number {
  let bonus = battleBonus(s, seat, card);
  if (s.gifts !== undefined) bonus += giftPower(s, seat, card); // VG2 10.6.3.1, 10.6.3.2
  if (s.rules !== undefined) bonus += personaRidePower(s, seat, card); // VGD 7.15.1.4.2
  return current(s, seat, card, 'power', s.hearts === undefined ? bonus : bonus + heartPower(s, seat, card));
}

/** VG2 10.28.2.3: a strode G unit adds the power printed on its chosen heart card. */
function heartPower(s: VGState, seat: Seat, card: Card): number {
  for (const l of s.hearts!) {
    if (l.seat !== seat || l.gunit !== card.id || l.heart === 0) continue;
    const heart = s.players[seat].field.VC.find((c) => c.id === l.heart);
    return heart ? record(heart).power : 0;
  }
  return 0;
}

/** What the rules add to a unit while battle roles hold: its booster's power, its guardians' shields. */
function battleBonus(s: VGState, seat: Seat, card: Card): number {
  const b = s.battle;
  if (!b) return 0;
  let p = 0;
  // VG2 10.35.3.1: a dominated attacker is on the opponent's field and its booster on the turn player's.
  if (b.booster && b.attacker && b.attacker.id === card.id && seat === (b.attackerSeat ?? s.turnPlayer)) {
    const attacker = stillThere(s, seat, b.attacker);
    const booster = stillThere(s, s.turnPlayer, b.booster);
    if (attacker && booster) p += power(s, s.turnPlayer, booster);
  }
  // VG2 10.35.1.4: a dominated legion attacks from the opponent's field.
  if (s.legion !== undefined && seat === (b.attackerSeat ?? s.turnPlayer) && b.attacker && b.attacker.id === card.id) {
    // VG2 7.4.1.11, 10.25.6: while a legion attacks, the Legion Mate's power is added to the Legion Leader's.
    const l = legionOf(s, seat);
    if (l && l.leader.id === card.id) p += power(s, seat, l.mate);
  }
  if (seat === opponent(s.turnPlayer)) {
    const t = b.targets.findIndex((r) => r.id === card.id);
    if (t >= 0 && stillThere(s, seat, b.targets[t])) {
      for (const g of b.guardians) {
        if (g.guards !== t) continue;
        const gc = s.players[seat].field.GC.find((c) => c.id === g.id);
        if (gc) p += shield(s, seat, gc);
      }
    }
  }
  return p;
}

/** The critical of `seat`'s unit (VG2 2.7): the damage its hit on a vanguard deals (7.7.1.5). */
export function critical(s: VGState, seat: Seat, card: Card): number {
  // VGD 16.3.1.4.3: Force II changes the original critical, so it comes before every effect's change.
  const force = s.gifts === undefined ? 0 : giftCriticalChange(s, seat, card, record(card).critical);
  return current(s, seat, card, 'critical', force);
}

/** The shield of `seat`'s card (VG2 2.6); a guardian without a printed shield counts as shield 0 (3.11.2). */
export function shield(s: VGState, seat: Seat, card: Card): number {
  return current(s, seat, card, 'shield', 0);
}

/** The grade of `seat`'s card (VG2 2.4): in the hand its printed grade, on the field after continuous effects. */
export function grade(s: VGState, seat: Seat, card: Card): number {
  return current(s, seat, card, 'grade', 0);
}

/**
 * VG2 2.17 / 11.2: drive is 1, Twin Drive!! adds 1, Triple Drive!!! adds 2 — printed as a skill icon or got from
 * an effect (10.21). With several drive abilities only the largest bonus counts (11.2.2); among equal ones the
 * most recently obtained is in effect, which gives the same drive. "Loses Twin Drive!!" takes away the printed
 * one and any got before it (10.21).
 */
export function drive(card: Card): number {
  const skills = record(card).skills;
  let lostAt = -1;
  if (card.mods) for (const m of card.mods) if (m.stat === 'loseTwinDrive') lostAt = Math.max(lostAt, m.ts ?? 0);
  let bonus = 0;
  let change = 0; // "drive -1" effects (VG2 7.6.1.2.2)
  if (skills.includes('tripleDrive')) bonus = 2;
  else if (skills.includes('twinDrive') && lostAt < 0) bonus = 1;
  if (card.mods) {
    for (const m of card.mods) {
      if (m.stat === 'drive') change += m.n;
      if (m.stat !== 'grant' || m.ability.kind !== 'cont' || m.ability.effect.cont !== 'driveAbility') continue;
      if (m.ability.effect.skill === 'tripleDrive') bonus = 2;
      else if ((m.ts ?? 0) > lostAt) bonus = Math.max(bonus, 1);
    }
  }
  return 1 + bonus + change;
}

export function hasSkill(card: Card, skill: CardRecord['skills'][number]): boolean {
  return record(card).skills.includes(skill);
}

/** A printed keyword skill, or Intercept/Boost a continuous effect gives the unit (VG2 8.7.1.2, 10.21). */
export function hasSkillOn(s: VGState, seat: Seat, card: Card, skill: CardRecord['skills'][number]): boolean {
  if (hasSkill(card, skill)) return true;
  if (!features.wideConts || (skill !== 'intercept' && skill !== 'boost')) return false;
  return nonNumeric(s, seat, card).skills.includes(skill);
}

/** VG2 2.8.3: the power printed on the icon; VG1 2.8.1.1.x: always +5000. */
export function triggerPower(f: FormatProfile, card: Card): number {
  const t = record(card).trigger;
  if (!t) return 0;
  return f.triggerPower === 'fixed5000' ? 5000 : t.power;
}

/** VG2 2.2.5: «Cray Elemental» belongs to every clan. */
export function sharesClan(a: CardRecord, b: CardRecord): boolean {
  // VG2 2.15.4.2: a card with a nation icon and no clan has every clan of its nation.
  if (a.clan === '' || b.clan === '') return shareAClan(printedClans(a), printedClans(b));
  return a.clan === b.clan || a.clan === 'Cray Elemental' || b.clan === 'Cray Elemental';
}

/** A unit's clans: its printed one and those "this unit is also a «clan»" gives it (VG2 8.7.1.2). */
export function clansOf(s: VGState, seat: Seat, card: Card): string[] {
  return features.wideConts ? nonNumeric(s, seat, card).clans : printedClans(record(card));
}

/** Do two units with these clans share one? «Cray Elemental» belongs to every clan (VG2 2.2.5). */
export function shareAClan(a: readonly string[], b: readonly string[]): boolean {
  return a.includes('Cray Elemental') || b.includes('Cray Elemental') || a.some((c) => b.includes(c));
}
