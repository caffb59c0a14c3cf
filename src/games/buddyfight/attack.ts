// The attack procedure (BF-Atk 2.1–5.1, digest §2.3) and the final phase's attacks (BF-Fin 2): choosing whether to
// attack (first-turn limits: one attack, no link attack, none in the final phase after one in the attack phase,
// BF-Atk 2.1, BF-Q32); declaring (2.2: rest the attackers, one target, the fighter only with an empty center unless a
// card says otherwise); the 2.5 play timing; 2.6 an attacker or target gone or the attack nullified skips to 3.3
// (BF-Q09, BF-Q12: no retargeting; BF-Q11: a link attack with one attacker left is no longer one); 3.1 the battle
// (power ≥ defense destroys, BF-Atk 3.1.1; damage equal to the total critical, 3.1.2); 3.2.1 [Penetrate] (BF-Q10);
// 3.2.2 [Counterattack]; 3.3 the end of the battle; 3.4 and 4.3 play timings; 4.1 [Double/Triple Attack]
// (BF-KW[n Attack]); items may attack only with their fighter's center empty (BF-Oth[Flag values]).
import { say } from './zones.ts';
import { ask, popFrame, takeAnswer } from '../../core/engine.ts';
import type { Answer, Frame, Seat } from '../../core/types.ts';
import { scriptOf } from './abilities/registry.ts';
import { attacksPastCenter, criticalOf, defenseOf, hasKeyword, powerOf } from './characteristics.ts';
import { pushDestroy } from './effects.ts';
import { pushPlayTiming } from './playTiming.ts';
import { pushRc } from './resolutionCheck.ts';
import { type BFState, type Card, monstersOf, onField, opponent } from './state.ts';
import { triggerAuto } from './triggers.ts';
import { dealDamage } from './zones.ts';

export interface AttackFrame extends Frame {
  k: 'bf.attack';
  at: 'choose' | 'declare' | '2.5' | '2.6' | '3.1' | '3.2' | '3.2.2' | '3.3' | '3.4' | '4.1' | '4.3';
  final: boolean;
  /** BF-Atk 2.1(a): the player declined once; declining again ends the attacks. */
  declined?: boolean;
  /** BF-Q16: an effect attacks with this card (it goes straight to choosing the target). */
  forced?: number;
  attackers?: number[];
  /** BF-Fin 2 with `finalPhasePostAttackReturn = step1_1`: the frame ends after one attack. */
  once?: boolean;
}

export type AttackAnswer =
  { t: 'attack'; ids: number[]; target: number } | { t: 'attackFighter'; ids: number[] } | { t: 'noAttack' };

/** The cards that may attack now (Stand; an item only with its fighter's center empty; final phase: none printed). */
function attackerCandidates(s: BFState, seat: Seat, final: boolean): Card[] {
  if (final) return []; // BF-Q13: only cards whose text allows a final-phase attack (none of the built-in decks)
  const p = s.players[seat];
  const out = monstersOf(s, seat).filter((c) => !c.rested);
  const withCenter = (c: Card) => (scriptOf(c.code).conts ?? []).some((k) => k.k === 'attacksWithCenter');
  out.push(
    ...p.item.filter(
      (c) => !c.rested && (p.center.length === 0 || withCenter(c)) && (powerOf(s, c) > 0 || criticalOf(s, c) > 0),
    ),
  );
  return out;
}

function subsets<T>(xs: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let m = 1; m < 1 << xs.length; m++) out.push(xs.filter((_, i) => m & (1 << i)));
  return out.sort((a, b) => a.length - b.length);
}

/** Every attack declaration the turn fighter may make now (BF-Atk 2.1–2.2). */
export function attackOptions(s: BFState, final: boolean, forced?: number): AttackAnswer[] {
  const seat = s.turnPlayer;
  const opp = opponent(seat);
  const firstTurn = s.turn === 1;
  if (firstTurn && s.attacksThisTurn >= 1) return [];
  if (firstTurn && final && s.attackedInAttackPhase) return [];
  const cands = forced !== undefined ? [onField(s, forced)!].filter(Boolean) : attackerCandidates(s, seat, final);
  const groups = forced !== undefined || firstTurn ? cands.map((c) => [c]) : subsets(cands);
  const noLink = monstersOf(s, opp).some((m) =>
    (scriptOf(m.code).conts ?? []).some((k) => k.k === 'noLinkAttackOnYou'),
  );
  const out: AttackAnswer[] = [];
  for (const g of groups) {
    const ids = g.map((c) => c.id);
    for (const m of monstersOf(s, opp)) out.push({ t: 'attack', ids, target: m.id });
    const past = g.every((c) => attacksPastCenter(c));
    if ((s.players[opp].center.length === 0 || past) && !(noLink && g.length > 1))
      out.push({ t: 'attackFighter', ids });
  }
  return out;
}

function attack(s: BFState, f: AttackFrame): void {
  const seat = s.turnPlayer;
  const opp = opponent(seat);
  switch (f.at) {
    case 'choose': {
      s.step = f.final ? 'final 2.1' : 'attack 2.1';
      const a = takeAnswer<AttackAnswer>(s);
      if (a) {
        if (a.t === 'noAttack') {
          if (f.declined) return popFrame(s); // 5.1
          f.declined = true;
          pushPlayTiming(s, 'counter', f.final ? 'final 2.1.1' : 'attack 2.1.1');
          return;
        }
        declare(s, f, a);
        return;
      }
      const options: Answer[] = attackOptions(s, f.final);
      if (options.length === 0) return popFrame(s);
      ask(s, { seat, kind: 'chooseCard', prompt: 'bf.attack', options: [...options, { t: 'noAttack' }] });
      return;
    }
    case 'declare': {
      // BF-Q16: an effect's attack: rested by the effect, the target chosen now.
      const a = takeAnswer<AttackAnswer>(s);
      if (a && a.t !== 'noAttack') return declare(s, f, a);
      const options = attackOptions(s, f.final, f.forced);
      if (options.length === 0) return popFrame(s);
      ask(s, { seat, kind: 'chooseCard', prompt: 'bf.attackTarget', options });
      return;
    }
    case '2.5':
      f.at = '2.6';
      pushPlayTiming(s, 'counter', f.final ? 'final 2.5' : 'attack 2.5');
      return;
    case '2.6': {
      const b = s.battle!;
      b.attackers = b.attackers.filter((id) => onField(s, id) !== null);
      if (b.attackers.length < 2) b.link = false; // BF-Q11
      const gone = b.attackers.length === 0 || (b.target !== null && onField(s, b.target) === null);
      f.at = gone || b.nullified ? '3.3' : '3.1';
      return;
    }
    case '3.1': {
      const b = s.battle!;
      s.step = f.final ? 'final 3.1' : 'attack 3.1';
      const attackers = b.attackers.map((id) => onField(s, id)!);
      f.at = '3.2';
      if (b.target !== null) {
        const t = onField(s, b.target)!;
        const power = attackers.reduce((n, c) => n + powerOf(s, c), 0);
        const hit = power >= defenseOf(s, t); // BF-Atk 3.1.1: a tie is a hit
        say(s, { t: 'battle', power, defense: defenseOf(s, t), hit });
        if (hit) pushDestroy(s, [t.id], true);
      } else {
        const n = attackers.reduce((k, c) => k + criticalOf(s, c), 0); // BF-Atk 3.1.2
        say(s, { t: 'battle', critical: n, hit: true });
        dealDamage(s, opp, n);
        for (const c of attackers) triggerAuto(s, c, 'dealsDamage');
      }
      return;
    }
    case '3.2': {
      const b = s.battle!;
      f.at = '3.3';
      const attackers = b.attackers.map((id) => onField(s, id)).filter((c): c is Card => c !== null);
      if (b.destroyed) {
        for (const c of attackers) triggerAuto(s, c, 'destroysByAttack');
        // "When an opponent's monster is destroyed by your 《X》's attack": any card on the attacker's field.
        const p = s.players[seat];
        for (const c of [...monstersOf(s, seat), ...p.item, ...p.spell])
          triggerAuto(s, c, 'yourAttackDestroys', attackers);
        // BF-Atk 3.2.1: [Penetrate] when the attack destroyed the opponent's center monster.
        if (b.targetWasCenter) {
          for (const c of attackers) {
            if (hasKeyword(s, c, 'penetrate')) {
              say(s, { t: 'penetrate', card: c.id });
              dealDamage(s, opp, criticalOf(s, c));
            }
          }
        }
      }
      f.at = '3.2.2';
      return;
    }
    case '3.2.2': {
      const b = s.battle!;
      f.at = '3.3';
      const attackers = b.attackers.map((id) => onField(s, id)).filter((c): c is Card => c !== null);
      // BF-Atk 3.2.2: [Counterattack]: the attacked monster survived: destroy one attacking monster it can.
      const t = b.target !== null ? onField(s, b.target) : null;
      if (t && hasKeyword(s, t, 'counterattack')) {
        const power = powerOf(s, t);
        const hits = attackers.filter((c) => monstersOf(s, seat).includes(c) && defenseOf(s, c) <= power);
        const a = takeAnswer<{ t: string; card: number }>(s);
        if (a) {
          pushDestroy(s, [a.card], false);
          return;
        }
        if (hits.length === 1) pushDestroy(s, [hits[0].id], false);
        else if (hits.length > 1) {
          f.at = '3.2.2';
          ask(s, {
            seat: opp,
            kind: 'chooseCard',
            prompt: 'bf.counterattack',
            options: hits.map((c) => ({ t: 'counterattack', card: c.id })),
          });
        }
      }
      return;
    }
    case '3.3': {
      // BF-Atk 3.3: the attackers are no longer attacking or in battle; "for this battle" effects end.
      f.attackers = s.battle!.attackers.slice();
      s.battle = null;
      for (const side of [0, 1] as const)
        for (const c of [...monstersOf(s, side), ...s.players[side].item])
          c.mods = c.mods.filter((m) => m.until !== 'battle');
      say(s, { t: 'battleEnds' });
      f.at = '3.4';
      pushRc(s);
      return;
    }
    case '3.4':
      f.at = '4.1';
      pushPlayTiming(s, 'counter', f.final ? 'final 3.4' : 'attack 3.4');
      return;
    case '4.1': {
      // BF-KW[n Attack]: stand again, up to n − 1 times this turn.
      for (const id of f.attackers ?? []) {
        const c = onField(s, id);
        if (!c || !c.rested) continue;
        const n = hasKeyword(s, c, 'tripleAttack') ? 3 : hasKeyword(s, c, 'doubleAttack') ? 2 : 1;
        const used = s.standsUsed[id] ?? 0;
        if (used < n - 1) {
          s.standsUsed[id] = used + 1;
          c.rested = false;
          say(s, { t: 'stand', card: id });
        }
      }
      f.at = '4.3';
      pushRc(s);
      return;
    }
    case '4.3':
      f.at = 'choose';
      f.declined = false;
      if (f.forced !== undefined || f.once) {
        popFrame(s);
        pushPlayTiming(s, 'counter', f.final ? 'final 4.3' : 'attack 4.3');
        return;
      }
      pushPlayTiming(s, 'counter', f.final ? 'final 4.3' : 'attack 4.3');
      return;
  }
}

function declare(s: BFState, f: AttackFrame, a: Exclude<AttackAnswer, { t: 'noAttack' }>): void {
  const seat = s.turnPlayer;
  const opp = opponent(seat);
  const attackers = a.ids.map((id) => onField(s, id)!);
  for (const c of attackers) c.rested = true;
  const target = a.t === 'attack' ? a.target : null;
  s.battle = {
    attackers: a.ids.slice(),
    attackerSeat: seat,
    target,
    targetWasCenter: target !== null && s.players[opp].center.some((c) => c.id === target),
    nullified: false,
    destroyed: false,
    link: a.ids.length > 1,
    final: f.final,
  };
  s.countersThisBattle = [0, 0];
  s.attacksThisTurn++;
  if (!f.final) s.attackedInAttackPhase = true;
  say(s, { t: 'attack', seat, ids: a.ids, target });
  if (attackers.length > 1) for (const c of attackers) triggerAuto(s, c, 'linkAttacks', attackers);
  if (target !== null) triggerAuto(s, onField(s, target)!, 'attacked');
  f.at = '2.5';
  pushRc(s);
}

export const attackHandlers = { 'bf.attack': (s: BFState, f: Frame) => attack(s, f as AttackFrame) };
