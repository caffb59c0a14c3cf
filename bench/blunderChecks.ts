// What a strong player would call a blunder (issue 21), checked at one decision: the state before it, the decision
// and the answer given. Each check names its kind when the answer is one, and says whether the decision was an
// opportunity for that kind at all (so a rate can be given per opportunity as well as per 100 decisions). They read
// the rules' own numbers (battle powers, hand shields, damage, Life), never an agent's. Used by bench/blunders.ts.
import type { Answer, BaseState, Decision } from '../src/core/types.ts';
import { battlePowers } from '../src/games/vanguard/battle.ts';
import { critical, shield } from '../src/games/vanguard/characteristics.ts';
import { cardByCode } from '../src/games/vanguard/cards/cardPool.ts';
import { unitOn, type Circle, type VGState } from '../src/games/vanguard/state.ts';
import { battlePowers as dbsBattlePowers } from '../src/games/dbs/battle.ts';
import { hasKeyword } from '../src/games/dbs/characteristics.ts';
import type { DBSState } from '../src/games/dbs/state.ts';

export interface CheckResult {
  /** The decision was a chance to make this blunder. */
  opportunity: boolean;
  blunder: boolean;
}

export interface BlunderCheck {
  kind: string;
  /** The game whose decisions it checks (a registered game id). */
  game: string;
  /** Plain words for the report. */
  what: string;
  check(s: BaseState, d: Decision, a: Answer): CheckResult;
}

const NONE: CheckResult = { opportunity: false, blunder: false };

/** VG2 1.2.1.1: a player with six damage loses; the hit's critical is the damage it deals (VG2 7.7.1.3). */
const LOSING_DAMAGE = 6;

/** The shield a guard step's option would add: a guardian's shield from the hand, or an intercepting unit's. */
function optionShield(s: VGState, seat: 0 | 1, o: Answer): number {
  if (o.t === 'guard') {
    const id = (o as Answer & { card: number }).card;
    const card = s.players[seat].hand.find((c) => c.id === id);
    return card ? (cardByCode(card.code)?.shield ?? 0) : 0;
  }
  if (o.t === 'intercept') {
    const u = unitOn(s, seat, (o as Answer & { circle: Circle }).circle);
    return u ? shield(s, seat, u) : 0;
  }
  return 0;
}

/** The vanguard attack that will hit now and deal the defender's sixth damage (before any check). */
function lethalHitPending(s: VGState, seat: 0 | 1): { attack: number; defence: number } | null {
  const b = s.battle;
  const powers = battlePowers(s);
  if (!b || !powers || powers.attacker === null || b.targets.length !== 1 || b.targets[0].circle !== 'VC') return null;
  const defence = powers.targets[0];
  if (defence === null || defence > powers.attacker) return null;
  const attacker = unitOn(s, b.attackerSeat ?? s.turnPlayer, b.attacker!.circle);
  if (!attacker) return null;
  if (s.players[seat].damage.length + critical(s, s.turnPlayer, attacker) < LOSING_DAMAGE) return null;
  return { attack: powers.attacker, defence };
}

export const CHECKS: readonly BlunderCheck[] = [
  {
    kind: 'lethalUnguarded',
    game: 'vanguard',
    what: 'passes the guard step against a hit that deals the sixth damage, holding enough shield to stop it',
    check(state, d, a) {
      const s = state as VGState;
      if (d.prompt !== 'vg.guard') return NONE;
      const pending = lethalHitPending(s, d.seat);
      if (!pending) return NONE;
      const available = d.options.reduce((n, o) => n + optionShield(s, d.seat, o), 0);
      if (pending.defence + available <= pending.attack) return NONE; // nothing in hand can stop it
      return { opportunity: true, blunder: a.t === 'pass' };
    },
  },
  {
    kind: 'overGuard',
    game: 'vanguard',
    what: 'at three damage or less, guards an attack that already would not hit',
    check(state, d, a) {
      const s = state as VGState;
      if (d.prompt !== 'vg.guard' || s.players[d.seat].damage.length > 3) return NONE;
      const powers = battlePowers(s);
      if (!powers || powers.attacker === null || powers.targets.some((t) => t === null)) return NONE;
      if (!d.options.some((o) => o.t === 'guard')) return NONE;
      const safe = powers.targets.every((t) => t! > powers.attacker!);
      return { opportunity: true, blunder: safe && a.t === 'guard' };
    },
  },
  {
    kind: 'triggerToSpentUnit',
    game: 'vanguard',
    what: 'gives a drive check trigger’s power to a unit that has already attacked while another can still attack',
    check(state, d, a) {
      const s = state as VGState;
      if (d.prompt !== 'vg.triggerPower' || d.seat !== s.turnPlayer || !s.battle) return NONE;
      const attacker = s.battle.attacker?.circle;
      const standing = (['VC', 'FL', 'FR'] as Circle[]).filter((c) => {
        const u = unitOn(s, d.seat, c);
        return u !== undefined && u !== null && !u.rested && c !== attacker;
      });
      if (standing.length === 0) return NONE;
      const circle = (a as Answer & { circle: Circle }).circle;
      const chosen = unitOn(s, d.seat, circle);
      const spent =
        !!chosen && chosen.rested && circle !== attacker && circle !== 'BL' && circle !== 'BC' && circle !== 'BR';
      return { opportunity: true, blunder: spent };
    },
  },
  {
    kind: 'lethalUnblocked',
    game: 'dbs',
    what: 'declines [Blocker] against an attack on the Leader that hits and takes the last Life',
    check(state, d, a) {
      const s = state as DBSState;
      if (d.prompt !== 'dbs.blocker' || !s.battle || !s.battle.guardIsLeader) return NONE;
      const powers = dbsBattlePowers(s);
      if (!powers || powers.attacker === null || powers.guard === null || powers.attacker < powers.guard) return NONE;
      const seat = s.battle.attackerSeat;
      const att =
        s.players[seat].battle.find((c) => c.id === s.battle!.attacker) ??
        s.players[seat].leader.find((c) => c.id === s.battle!.attacker);
      if (!att) return NONE;
      // DBS 7-4-1-5-1: one damage, two with [Double Strike], three with [Triple Strike] (10-2, 10-3).
      const n = hasKeyword(s, seat, att, 'tripleStrike') ? 3 : hasKeyword(s, seat, att, 'doubleStrike') ? 2 : 1;
      if (s.players[d.seat].life.length > n) return NONE;
      return { opportunity: true, blunder: a.t === 'no' };
    },
  },
  {
    kind: 'energyUnused',
    game: 'dbs',
    what: 'ends the main phase while a card in hand could still be played with the energy left',
    check(_s, d, a) {
      if (d.prompt !== 'dbs.main' || !d.options.some((o) => o.t === 'play')) return NONE;
      return { opportunity: true, blunder: a.t === 'end' };
    },
  },
];
