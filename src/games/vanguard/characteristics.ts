// Current values of a unit's characteristics (VG2 section 2, 3.11.3, 7.4.1.11; VG1 7.3.1.7, 7.4.1.1.2.2).
// Printed value, then the one-shot modifiers on the card, then boost and guardian shield, which the
// rules add continuously while the battle roles hold (VG2 7.4.1.10.1.1, 7.4.1.8.2). When a set-to
// effect or a field-wide continuous ability is in play the full layer order of 8.7 applies
// (abilities/layers.ts); otherwise every change is an addition and a plain sum gives the same value.
import type { Seat } from '../../core/types.ts';
import { requireCard } from './cards/cardPool.ts';
import type { CardRecord } from './cards/cardRecord.ts';
import type { FormatProfile } from './formats.ts';
import { activeConts } from './abilities/continuous.ts';
import { hasSetMod, layeredValue, modValue, nonNumeric } from './abilities/layers.ts';
import { abilitiesOf, features } from './abilities/registry.ts';
import { type Card, circleOf, opponent, stillThere, type VGState } from './state.ts';

export function record(card: Card): CardRecord {
  return requireCard(card.code);
}

function modTotal(card: Card, stat: 'power' | 'critical' | 'shield'): number {
  let n = 0;
  if (card.mods) for (const m of card.mods) if (m.stat === stat) n += (m as { n: number }).n;
  return n;
}

/** Power of a unit on `seat`'s field, including boost and the shields of guardians guarding it. */
export function power(s: VGState, seat: Seat, card: Card): number {
  const hasAbilities = abilitiesOf(card.code).length > 0;
  if (
    features.wideConts ||
    (card.mods !== null && hasSetMod(card)) ||
    (features.anySetCont && hasAbilities && features.setConts.has(card.code))
  ) {
    return layeredValue(s, seat, card, 'power', battleBonus(s, seat, card));
  }
  let p = record(card).power + modTotal(card, 'power');
  if (hasAbilities) {
    const circle = circleOf(s, seat, card.id);
    if (circle)
      for (const a of activeConts(s, seat, card, circle)) {
        if (a.effect.cont === 'modify' && a.effect.stat === 'power') p += a.effect.n;
      }
  }
  return p + battleBonus(s, seat, card);
}

/** What the rules add to a unit while battle roles hold: its booster's power, its guardians' shields. */
function battleBonus(s: VGState, seat: Seat, card: Card): number {
  const b = s.battle;
  if (!b) return 0;
  let p = 0;
  if (seat === s.turnPlayer && b.attacker && b.attacker.id === card.id && b.booster) {
    const attacker = stillThere(s, seat, b.attacker);
    const booster = stillThere(s, seat, b.booster);
    if (attacker && booster) p += power(s, seat, booster);
  }
  if (seat === opponent(s.turnPlayer)) {
    const t = b.targets.findIndex((r) => r.id === card.id);
    if (t >= 0 && stillThere(s, seat, b.targets[t])) {
      for (const g of b.guardians) {
        if (g.guards !== t) continue;
        const gc = s.players[seat].field.GC.find((c) => c.id === g.id);
        if (gc) p += shield(gc);
      }
    }
  }
  return p;
}

export function critical(card: Card): number {
  if (hasSetMod(card)) return modValue(card, 'critical');
  return record(card).critical + modTotal(card, 'critical');
}

/** VG2 3.11.2: a guardian without a printed shield counts as shield 0. */
export function shield(card: Card): number {
  if (hasSetMod(card)) return modValue(card, 'shield');
  return (record(card).shield ?? 0) + modTotal(card, 'shield');
}

export function grade(card: Card): number {
  if (hasSetMod(card)) return modValue(card, 'grade');
  return record(card).grade;
}

/** VG2 2.17 / 11.2: drive is 1, Twin Drive!! adds 1, Triple Drive!!! adds 2, and only the largest bonus counts (11.2.2). */
export function drive(card: Card): number {
  const skills = record(card).skills;
  if (skills.includes('tripleDrive')) return 3;
  if (skills.includes('twinDrive') && !card.mods?.some((m) => m.stat === 'loseTwinDrive')) return 2; // VG2 10.21
  return 1;
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
  return a.clan === b.clan || a.clan === 'Cray Elemental' || b.clan === 'Cray Elemental';
}
