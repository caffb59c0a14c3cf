// Card attacking and battle (DBS 7). Owns: declaring an attack (7-1: rest an Active Leader or Battle
// card, target the opponent's Leader or a Rest Battle card), the attack and attacked triggers (7-1-1),
// the counter timing (7-1-2), the checkpoint where [Blocker] resolves (7-1-3), ending a negated or
// emptied battle (7-1-4 … 7-1-4-4), the Offence Step (7-2), Defence Step (7-3), combos (3-7-3, 3-7-3-1,
// 7-2-1-2-1/2, 7-3-1-2-1/2), and the Damage Step (7-4: combo power, compare, damage or KO with the
// "when you deal / dealt damage" triggers of 7-4-1-4-1 and 7-4-1-4-1-2, clean-up),
// with [Critical] (10-6), [Strike] (10-7), [Victory Strike] (10-20), [Indestructible] (10-12) and
// [Revenge] (10-9).
import { ask, popFrame, pushFrame, takeAnswer } from '../../core/engine.ts';
import type { Frame, Seat } from '../../core/types.ts';
import { activateFrame } from './abilities/activation.ts';
import { raise } from './abilities/autoSkills.ts';
import { dealDamage, koOrReplace, protectedFrom } from './abilities/resolveSkill.ts';
import {
  beginReadOnlyQuery,
  cardType,
  comboPowerOf,
  comboStatsNow,
  endReadOnlyQuery,
  hasKeyword,
  hasOwnContinuous,
  isProtected,
  ownContinuousEffects,
  powerOf,
} from './characteristics.ts';
import { canPayEnergy, payFrame } from './payment.ts';
import { type BattleState, type Card, type DBSState, leaderOf, opponent } from './state.ts';
import { checkpoint, counterTiming } from './timing.ts';
import { activateOptions, type ActivateAnswer } from './freeTiming.ts';
import { moveCard, setRested } from './zones.ts';
import { oneOfEachCode } from '../../core/identicalCopies.ts';
import { emitDbs } from './events.ts';

export type AttackAnswer = { t: 'attack'; attacker: number; target: number };
export type ComboAnswer = { t: 'combo'; card: number };
export type PassAnswer = { t: 'pass' };

function canAttackActive(s: DBSState, seat: Seat, c: Card): boolean {
  return c.mods.some((m) => m.stat === 'attackActive') || hasOwnContinuous(s, seat, c, 'canAttackActive');
}

/** DBS 7-1: every legal attack of the turn player now. */
export function attackOptions(s: DBSState, seat: Seat): AttackAnswer[] {
  if (!s.opts.firstPlayerMayAttackTurn1 && s.turn === 1) return [];
  const me = s.players[seat];
  const opp = opponent(seat);
  const them = s.players[opp];
  const out: AttackAnswer[] = [];
  const attackers = [...me.leader, ...me.battle.filter((c) => cardType(c) === 'battle')];
  for (const a of attackers) {
    if (a.rested) continue; // DBS 7-1: an Active card rests to attack
    if (a.mods.some((m) => m.stat === 'cannotAttack')) continue;
    if (hasOwnContinuous(s, seat, a, 'cannotAttack')) continue; // "this card cannot attack" (BT2-113)
    const isLeader = cardType(a) === 'leader';
    const oppLeader = leaderOf(s, opp);
    if (!isProtected(s, opp, oppLeader)) out.push({ t: 'attack', attacker: a.id, target: oppLeader.id });
    const barred = ownContinuousEffects(s, a, 'cannotAttackBattle');
    if (barred.some((b) => b.powerMin === undefined)) continue;
    for (const g of them.battle) {
      if (cardType(g) !== 'battle') continue;
      if (barred.some((b) => powerOf(s, opp, g) >= b.powerMin!)) continue; // BT1-023: not those of this power
      if (!g.rested && !canAttackActive(s, seat, a)) continue; // DBS 7-1: Rest Battle cards only
      if (isLeader && hasOwnContinuous(s, opp, g, 'cannotBeAttackedByLeader')) continue;
      if (isProtected(s, opp, g)) continue;
      out.push({ t: 'attack', attacker: a.id, target: g.id });
    }
  }
  return out;
}

export interface BattleFrame extends Frame {
  k: 'dbs.battle';
}

export function declareAttack(s: DBSState, seat: Seat, a: AttackAnswer): void {
  const me = s.players[seat];
  const opp = opponent(seat);
  const attacker = me.leader.find((c) => c.id === a.attacker) ?? me.battle.find((c) => c.id === a.attacker)!;
  setRested(s, seat, attacker, true);
  const guardIsLeader = leaderOf(s, opp).id === a.target;
  const b: BattleState = {
    attacker: attacker.id,
    attackerSeat: seat,
    guard: a.target,
    originalGuard: a.target,
    attackerIsBattleCard: cardType(attacker) === 'battle',
    guardIsLeader,
    negated: false,
    noBlocker: hasOwnContinuous(s, seat, attacker, 'noCounterNoBlocker'),
    blocked: false,
    combos: [],
    koAfter: [],
    standAfter: [],
  };
  s.battle = b;
  emitDbs(s, { t: 'attack', seat, attacker: attacker.id, target: a.target });
  // DBS 7-1-1: "when this card attacks", "when this card is attacked" ([Blocker]).
  raise(s, {
    e: 'attack',
    seat,
    attacker: attacker.id,
    guard: a.target,
    guardIsLeader,
    attackerIsBattle: b.attackerIsBattleCard,
  });
  pushFrame<BattleFrame>(s, { k: 'dbs.battle', step: 0 });
  counterTiming(s, 'attack', seat, ['attack']); // DBS 7-1-2
}

function findTop(s: DBSState, seat: Seat, id: number): Card | undefined {
  const p = s.players[seat];
  return p.leader.find((c) => c.id === id) ?? p.battle.find((c) => c.id === id);
}

/** DBS 7-1-4: a card played on top of the attack or guard card takes its role. */
function followStack(s: DBSState, seat: Seat, id: number): number | null {
  if (findTop(s, seat, id)) return id;
  for (const c of s.players[seat].battle) if (c.under.some((u) => u.id === id)) return c.id;
  return null;
}

export type BattleAnswer = ComboAnswer | PassAnswer | ActivateAnswer;

function battleOptions(s: DBSState, seat: Seat): BattleAnswer[] {
  beginReadOnlyQuery(s); // the options only read the state
  try {
    return battleOptionsNow(s, seat);
  } finally {
    endReadOnlyQuery();
  }
}

function battleOptionsNow(s: DBSState, seat: Seat): BattleAnswer[] {
  const b = s.battle!;
  const p = s.players[seat];
  const out: BattleAnswer[] = [{ t: 'pass' }];
  const role = seat === b.attackerSeat ? b.attacker : b.guard;
  // DBS 7-2-1-2-1 / 7-3-1-2-1: Active Battle cards other than the attack / guard card.
  for (const c of p.battle) {
    if (c.id === role || cardType(c) !== 'battle') continue;
    if (c.rested && !comboStatsNow(s, seat, c).fromRest) continue; // BT2-112: tokens that combo in Rest Mode
    if (comboable(s, seat, c)) out.push({ t: 'combo', card: c.id });
  }
  // DBS 7-2-1-2-2 / 7-3-1-2-2: Battle cards from hand (identical copies are one choice).
  const fromHand = p.hand.filter((c) => cardType(c) === 'battle' && comboable(s, seat, c));
  for (const c of oneOfEachCode(fromHand)) out.push({ t: 'combo', card: c.id });
  out.push(...activateOptions(s, seat, 'battle'));
  return out;
}

/** DBS 3-7-3-1: both a combo cost and a combo power; the combo cost must be payable. */
function comboable(s: DBSState, seat: Seat, c: Card): boolean {
  const r = comboStatsNow(s, seat, c); // a token has the combo stats its effect gave it (10-18-2)
  if (r.cost === null || r.power === null) return false;
  return canPayEnergy(s, seat, { total: r.cost, specified: {} });
}

function endBattleEarly(s: DBSState, f: BattleFrame): void {
  // DBS 7-1-4-1 … 7-1-4-4.
  for (const seat of [0, 1] as const) {
    for (const c of s.players[seat].combo.slice()) moveCard(s, seat, c, 'combo', 'drop');
  }
  emitDbs(s, { t: 'battleEnds', early: true });
  f.step = 20;
  raise(s, { e: 'endOfBattle' });
  checkpoint(s);
}

/** DBS 7-4-1-2 / 7-4-1-3: the total combo power of `seat`'s Combo Area. */
function comboTotal(s: DBSState, seat: Seat): number {
  let n = 0;
  for (const c of s.players[seat].combo) n += comboPowerOf(c, s);
  return n;
}

/**
 * The powers the Damage Step compares (DBS 7-4-1-4), as they stand now: each card's power with its side's total
 * combo power (7-4-1-2, 7-4-1-3) added, once only: from 7-4-1-2 on the combo power is already in the card's power.
 * A card played on top of the attack or guard card takes its role (7-1-4); a card no longer there is null.
 * The clients show these numbers rather than adding them up again.
 */
export interface BattlePowers {
  attacker: number | null;
  guard: number | null;
}

export function battlePowers(s: DBSState): BattlePowers | null {
  const b = s.battle;
  if (!b) return null;
  const tp = b.attackerSeat;
  const ntp = opponent(tp);
  const total = (seat: Seat, id: number): number | null => {
    const top = followStack(s, seat, id);
    const card = top === null ? undefined : findTop(s, seat, top);
    if (!card) return null;
    const added = card.mods.some((m) => m.stat === 'combo');
    return powerOf(s, seat, card) + (added ? 0 : comboTotal(s, seat));
  };
  return { attacker: total(tp, b.attacker), guard: total(ntp, b.guard) };
}

const STEP_TIMINGS = { offence: 'offenceStep', defence: 'defenceStep', damage: 'damageStep' } as const;

/** A battle step begins ("at the beginning of" skills trigger), then a checkpoint; `next` is the frame's next stage. */
function beginStep(s: DBSState, f: BattleFrame, step: keyof typeof STEP_TIMINGS, next: number): void {
  s.step = step;
  emitDbs(s, { t: 'step', step });
  f.step = next;
  raise(s, { e: 'beginning', of: STEP_TIMINGS[step] });
  checkpoint(s);
}

function battleHandler(s: DBSState, f: BattleFrame): void {
  const b = s.battle!;
  const tp = b.attackerSeat;
  const ntp = opponent(tp);
  switch (f.step) {
    case 0:
      f.step = 1;
      checkpoint(s); // DBS 7-1-3
      return;
    case 1: {
      // DBS 7-1-4.
      const att = followStack(s, tp, b.attacker);
      const guard = followStack(s, ntp, b.guard);
      if (b.negated || att === null || guard === null) {
        endBattleEarly(s, f);
        return;
      }
      b.attacker = att;
      b.guard = guard;
      beginStep(s, f, 'offence', 2); // DBS 7-2-1-1
      return;
    }
    case 2:
    case 4: {
      // DBS 7-2-1-2 (turn player) / 7-3-1-2 (non-turn player): free timing.
      const seat = f.step === 2 ? tp : ntp;
      const a = takeAnswer<BattleAnswer>(s);
      if (!a) {
        if (!stillOn(s)) {
          endBattleEarly(s, f);
          return;
        }
        ask<BattleAnswer>(s, {
          seat,
          kind: 'playTiming',
          prompt: f.step === 2 ? 'dbs.offence' : 'dbs.defence',
          options: battleOptions(s, seat),
        });
        return;
      }
      if (a.t === 'pass') {
        if (f.step === 2) {
          beginStep(s, f, 'defence', 3); // DBS 7-3-1-1
        } else {
          beginStep(s, f, 'damage', 5); // DBS 7-4-1-1
        }
        return;
      }
      checkpoint(s); // DBS 4-6-2-1: the next free timing starts with a checkpoint (after the action)
      if (a.t === 'combo') {
        pushFrame(s, { k: 'dbs.combo', step: 0, seat, card: a.card } as Frame);
        return;
      }
      pushFrame(s, activateFrame(seat, a.card, a.index, a.from, a.onto ?? []));
      return;
    }
    case 3:
      f.step = 4;
      return;
    case 5: {
      if (!stillOn(s)) {
        endBattleEarly(s, f);
        return;
      }
      // DBS 7-4-1-2 / 7-4-1-3: combo power onto the attack and guard cards.
      const att = findTop(s, tp, b.attacker)!;
      const guard = findTop(s, ntp, b.guard)!;
      const ta = comboTotal(s, tp);
      const tg = comboTotal(s, ntp);
      if (ta) att.mods = [...att.mods, { stat: 'combo', n: ta, until: 'battle' }];
      if (tg) guard.mods = [...guard.mods, { stat: 'combo', n: tg, until: 'battle' }];
      const pa = powerOf(s, tp, att);
      const pg = powerOf(s, ntp, guard);
      emitDbs(s, { t: 'compare', powers: { attacker: pa, guard: pg } });
      f.step = 7;
      if (pa >= pg) {
        // DBS 7-4-1-4.
        if (b.guardIsLeader) {
          f.step = 6;
          raise(s, { e: 'dealDamage', seat: tp, attacker: att.id, after: false });
          checkpoint(s); // DBS 7-4-1-4-1: "when you deal damage", then a checkpoint
          return;
        }
        // DBS 7-4-1-4-2: the guard Battle card is KO'd, unless [Indestructible] or "cannot be KO'd in battle".
        if (
          !hasKeyword(s, ntp, guard, 'indestructible') &&
          !hasOwnContinuous(s, ntp, guard, 'cannotBeKOdInBattle') &&
          !hasOwnContinuous(s, ntp, guard, 'cannotBeKOd')
        ) {
          b.revengeFrom = hasKeyword(s, ntp, guard, 'revenge') ? guard.id : 0;
          koOrReplace(s, tp, att.id, ntp, guard); // DBS 7-4-1-4-2, 7-4-1-4-2-1 (an optional "instead", 8-9)
        }
      }
      return;
    }
    case 6: {
      // DBS 7-4-1-4-1-1: 1 damage from the attack card; [Strike] makes it X (10-7); [Critical] (10-6).
      const att = findTop(s, tp, b.attacker);
      let n = 1;
      let critical = false;
      let victory = false;
      if (att) {
        if (hasKeyword(s, tp, att, 'quadrupleStrike')) n = 4;
        else if (hasKeyword(s, tp, att, 'tripleStrike')) n = 3;
        else if (hasKeyword(s, tp, att, 'doubleStrike')) n = 2;
        critical = hasKeyword(s, tp, att, 'critical');
        victory = hasKeyword(s, tp, att, 'victoryStrike');
      }
      // DBS 7-4-1-4-1-2: the damage frame raises "when you dealt damage" once the damage is done.
      dealDamage(s, ntp, n, {
        critical,
        victoryStrikeBy: victory ? tp : undefined,
        dealtBy: att ? { seat: tp, attacker: att.id } : undefined,
      });
      f.step = 7;
      return;
    }
    case 7:
      f.step = 8;
      checkpoint(s); // DBS 7-4-1-5
      return;
    case 8: {
      // DBS 7-4-1-6: combo cards to the Drop (their new ids are kept for 7-4-1-8-1).
      for (const seat of [0, 1] as const) {
        for (const c of s.players[seat].combo.slice()) {
          const moved = moveCard(s, seat, c, 'combo', 'drop');
          const k = b.combos.find((x) => x.id === c.id);
          if (k && moved) k.id = moved.id;
        }
      }
      // DBS 7-4-1-7: combo power bonuses disappear.
      for (const seat of [0, 1] as const) {
        for (const c of [...s.players[seat].leader, ...s.players[seat].battle]) {
          if (c.mods.some((m) => m.stat === 'combo')) c.mods = c.mods.filter((m) => m.stat !== 'combo');
        }
      }
      // DBS 10-9: [Revenge] of the card attacked by a Battle card (even if it was KO'd in the battle).
      const guard = findTop(s, ntp, b.guard);
      const revenge = (guard && !b.guardIsLeader && hasKeyword(s, ntp, guard, 'revenge')) || b.revengeFrom;
      if (revenge && b.attackerIsBattleCard) {
        s.pending.push({
          seat: ntp,
          source: guard?.id ?? b.revengeFrom ?? 0,
          code: guard?.code ?? '',
          index: -1,
          kw: 'revenge',
          it: b.attacker,
        });
      }
      f.step = 20;
      raise(s, { e: 'endOfBattle' }); // DBS 7-4-1-8
      checkpoint(s);
      return;
    }
    case 20: {
      // "After the battle": [Dual Attack] stands (10-8), "KO that card after the battle".
      for (const id of b.standAfter) {
        for (const seat of [tp, ntp]) {
          const c = findTop(s, seat, id);
          if (c) setRested(s, seat, c, false);
        }
      }
      const koAfter = b.koAfter.flatMap((id) => s.players[ntp].battle.filter((x) => x.id === id));
      // DBS 7-4-1-9 / 7-1-4-3: effects that last during the battle end.
      for (const seat of [0, 1] as const) {
        for (const c of [...s.players[seat].leader, ...s.players[seat].battle]) {
          if (c.mods.some((m) => m.until === 'battle')) c.mods = c.mods.filter((m) => m.until !== 'battle');
        }
      }
      s.battle = null;
      s.step = null;
      emitDbs(s, { t: 'battleOver' });
      popFrame(s); // DBS 7-4-1-10: back to the Main Phase free timing
      // "KO that card after the battle": a skill's KO by the attack card's master, stopped by the guard's
      // protections (10-12-1); an optional replacement asks its master once the battle is over (8-9).
      for (const c of koAfter) {
        if (s.players[ntp].battle.includes(c) && !protectedFrom(s, tp, ntp, c, 'ko'))
          koOrReplace(s, tp, b.attacker, ntp, c);
      }
      return;
    }
  }
}

/** Whether the battle still has its attack and guard card (a skill may have removed one). */
function stillOn(s: DBSState): boolean {
  const b = s.battle!;
  if (b.negated) return false;
  const att = followStack(s, b.attackerSeat, b.attacker);
  const guard = followStack(s, opponent(b.attackerSeat), b.guard);
  if (att === null || guard === null) return false;
  b.attacker = att;
  b.guard = guard;
  return true;
}

interface ComboFrame extends Frame {
  k: 'dbs.combo';
  seat: Seat;
  card: number;
}

/** DBS 7-2-1-2-1-1 / 7-2-1-2-2-1: rest energy for the combo cost, then the card goes to the Combo Area. */
function comboHandler(s: DBSState, f: ComboFrame): void {
  const p = s.players[f.seat];
  const fromHand = p.hand.some((c) => c.id === f.card);
  const card = (fromHand ? p.hand : p.battle).find((c) => c.id === f.card);
  if (!card) {
    popFrame(s);
    return;
  }
  if (f.step === 0) {
    f.step = 1;
    pushFrame(
      s,
      payFrame(f.seat, card.id, [
        { pay: 'energy', cost: { total: comboStatsNow(s, f.seat, card).cost ?? 0, specified: {} } },
      ]),
    );
    return;
  }
  popFrame(s);
  const moved = moveCard(s, f.seat, card, fromHand ? 'hand' : 'battle', 'combo');
  if (!moved) return;
  s.battle?.combos.push({ id: moved.id, code: moved.code, seat: f.seat, fromHand });
  emitDbs(s, { t: 'combo', seat: f.seat, card: { id: moved.id, code: moved.code }, fromHand });
  raise(s, { e: 'combo', seat: f.seat, card: moved.id, fromHand });
}

export const battleHandlers = {
  'dbs.battle': battleHandler as (s: DBSState, f: Frame) => void,
  'dbs.combo': comboHandler as (s: DBSState, f: Frame) => void,
};
