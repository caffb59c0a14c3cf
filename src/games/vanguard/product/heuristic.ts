// The heuristic Vanguard agent: rules of thumb over this seat's view only (VGView) and the legal
// answers. It is stateless and deterministic: the same view and options always give the same answer,
// which is what lets the search agent use it as a rollout policy and as its opponent model.
//
// Rules of thumb, by decision:
// - first vanguard: the grade 0 that is not a trigger; mulligan: keep one grade 3 and dig for a 1-2-3 ride chain;
// - ride one grade up every turn; G assist when offered;
// - main phase: fill the front row with attackers and the back row with boosters, keeping shields in hand;
//   swap a column only to put a booster behind an attacker;
// - battle: every unit that can hit attacks, rear-guards before the vanguard (the defender's damage-check
//   triggers then come after the rear-guards have attacked), the vanguard is the target unless the attacker
//   cannot reach it; boost whenever possible;
// - guard to stay alive (damage 4+ or a lethal hit) with the fewest cards that stop the hit with a one-trigger
//   margin, intercepting first; let early hits through;
// - triggers: critical and power to the attacker (or a unit still to attack), to the vanguard on a damage check;
//   stand a rested front-row rear-guard; heal the most recent damage;
// - abilities: pay for and play every optional ability; an ACT in the main phase only when it searches or gives
//   3000+ power or a critical to a unit that can attack (never one that rests the unit or discards); discard the
//   card we miss least; an effect that chooses picks the opponent's strongest rear-guard, or our unit that gains
//   most (a rested front-row rear-guard in the battle phase, else a unit that can still attack).
// The numbers (DEFAULT_TUNING) were tuned by coordinate ascent, 2000 heuristic-vs-heuristic games per step.
import type { Answer, Seat } from '../../../core/types.ts';
import { abilitiesOf } from '../abilities/registry.ts';
import { requireCard } from '../cards/cardPool.ts';
import type { CardRecord } from '../cards/cardRecord.ts';
import { type Circle, isGained } from '../state.ts';
import type { CardView, HiddenCardView, PlayerView, VGView } from '../view.ts';
import type { Agent, AgentContext } from '../../../ai/agent.ts';

type Opt = Answer & { card?: number; circle?: Circle; a?: Circle; b?: Circle; seat?: Seat; index?: number };

const BEHIND: Readonly<Record<string, Circle>> = { FL: 'BL', VC: 'BC', FR: 'BR' };
const FRONT_OF: Readonly<Record<string, Circle>> = { BL: 'FL', BC: 'VC', BR: 'FR' };

/** VG2 10.6.3.2, 10.6.3.2.1: the circles a player gained with Accel (front row, no circle behind them). */
function gainedOf(p: PlayerView): Circle[] {
  return p.gifts?.accel ?? [];
}

/** A front-row rear-guard circle: FL, FR or a gained one (VG2 10.6.3.2.1). */
function frontRear(c: Circle | undefined): boolean {
  return c === 'FL' || c === 'FR' || (c !== undefined && isGained(c));
}

/** VG2 10.6.3.2: the unit on a gained circle gets +10000 during its master's turn. */
const ACCEL_BONUS = 10000;

/** Tunable numbers (exported so experiments can try others; the agent uses DEFAULT_TUNING). */
export interface HeuristicTuning {
  /** Guard a vanguard attack when our damage is at least this (or the hit is lethal). */
  guardFromDamage: number;
  /** Extra shield against a vanguard's attack, for a power trigger on its drive check. */
  driveMargin: number;
  /** Keep at least this much shield in hand after a call (a grade 3 needs none). */
  keepShield: number;
  /** How much a point of shield in hand is worth against a point of power on the field. */
  shieldWeight: number;
  /** 1: the vanguard attacks first (its drive checks can power up the others); 0: the rear-guards first. */
  vanguardFirst: number;
  /** 1: play optional abilities and pay their costs whenever offered; 0: never. */
  useAbilities: number;
}

export const DEFAULT_TUNING: HeuristicTuning = {
  guardFromDamage: 4,
  driveMargin: 5000,
  keepShield: 5000,
  shieldWeight: 0.5,
  vanguardFirst: 0,
  useAbilities: 1,
};

function rec(code: string): CardRecord {
  return requireCard(code);
}

function shieldOf(code: string): number {
  return rec(code).shield ?? 0;
}

function unit(p: PlayerView, c: Circle): CardView | undefined {
  const cards = p.field[c];
  const u = (cards.length === 0 ? undefined : cards[cards.length - 1]) as CardView | HiddenCardView | undefined;
  return u && !('hidden' in u) && !u.locked ? u : undefined; // VG2 3.8.1: a locked card is not a unit
}

function driveOf(code: string): number {
  const k = rec(code).skills;
  return k.includes('tripleDrive') ? 3 : k.includes('twinDrive') ? 2 : 1;
}

function unitPower(u: CardView): number {
  return u.power ?? rec(u.code).power;
}

function handOf(p: PlayerView): CardView[] {
  return Array.isArray(p.hand) ? p.hand : [];
}

function codeIn(cards: readonly CardView[], id: number | undefined): string | undefined {
  for (const c of cards) if (c.id === id) return c.code;
  return undefined;
}

function find(options: readonly Answer[], t: string): Answer | undefined {
  for (const o of options) if (o.t === t) return o;
  return undefined;
}

/** The option of kind `t` on circle `circle`, if offered. */
function circleOption(options: readonly Answer[], circle: Circle): Answer | undefined {
  for (const o of options) if ((o as Opt).circle === circle) return o;
  return undefined;
}

/** The card with the highest value, first one on ties; undefined for an empty list. */
function best<T>(items: readonly T[], value: (x: T) => number): T | undefined {
  let out: T | undefined;
  let v = Number.NEGATIVE_INFINITY;
  for (const x of items) {
    const y = value(x);
    if (y > v) {
      v = y;
      out = x;
    }
  }
  return out;
}

class Situation {
  readonly me: PlayerView;
  readonly op: PlayerView;
  readonly hand: CardView[];
  constructor(
    readonly v: VGView,
    readonly seat: Seat,
    readonly options: readonly Answer[],
    readonly t: HeuristicTuning,
  ) {
    this.me = v.players[seat];
    this.op = v.players[seat === 0 ? 1 : 0];
    this.hand = handOf(this.me);
  }

  vanguardGrade(): number {
    const vg = unit(this.me, 'VC');
    return vg ? rec(vg.code).grade : 0;
  }

  /** The card we need to ride next turn: the only copy of grade+1 in hand (below grade 3). */
  rideReserve(): number | undefined {
    const g = this.vanguardGrade();
    if (g >= 3) return undefined;
    const next = this.hand.filter((c) => rec(c.code).grade === g + 1);
    return next.length === 1 ? next[0].id : undefined;
  }
}

// ---------------------------------------------------------------------------------------------- setup

function firstVanguard(s: Situation): Answer {
  const looking = s.v.decision?.looking ?? [];
  const pick = best(s.options, (o) => {
    const code = codeIn(looking, (o as Opt).card);
    if (!code) return -1;
    const r = rec(code);
    return (r.trigger ? 0 : 100000) + r.power;
  });
  return pick ?? s.options[0];
}

/** Hand cards to send back: grade 3s beyond one, and grade 0s while the 1-2-3 ride chain is incomplete. */
function mulligan(s: Situation): Answer {
  const grades = s.hand.map((c) => rec(c.code).grade);
  const chain = [1, 2, 3].every((g) => grades.includes(g));
  let keptG3 = false;
  const back = new Set<number>();
  for (const c of s.hand) {
    const g = rec(c.code).grade;
    if (g === 3) {
      if (keptG3) back.add(c.id);
      keptG3 = true;
    } else if (g === 0 && !chain) back.add(c.id);
  }
  for (const o of s.options) if (o.t === 'card' && back.has((o as Opt).card!)) return o;
  return find(s.options, 'done') ?? s.options[0];
}

function gAssistSearch(s: Situation): Answer {
  const looking = s.v.decision?.looking ?? [];
  const pick = best(
    s.options.filter((o) => o.t === 'card'),
    (o) => rec(codeIn(looking, (o as Opt).card) ?? '').power,
  );
  return pick ?? s.options[0];
}

/** What a hand card is worth keeping: its shield, and a lot if it is the ride for next turn. */
function keepValue(s: Situation, c: CardView, reserve: number | undefined): number {
  return (c.id === reserve ? 100000 : 0) + shieldOf(c.code) + rec(c.code).power / 10;
}

function gAssistRemove(s: Situation): Answer {
  const reserve = s.rideReserve();
  const pick = best(s.options, (o) => {
    const c = s.hand.find((h) => h.id === (o as Opt).card);
    return c ? -keepValue(s, c, reserve) : Number.NEGATIVE_INFINITY;
  });
  return pick ?? s.options[0];
}

// ----------------------------------------------------------------------------------------------- ride

function ride(s: Situation): Answer {
  const vg = unit(s.me, 'VC');
  const g = s.vanguardGrade();
  // VGD 9.7.2: a ride option names a hand card or a face-down card of our ride deck zone.
  const rideDeck = s.me.rideDeckDown ?? [];
  const codeOf = (o: Answer): string => codeIn(s.hand, (o as Opt).card) ?? codeIn(rideDeck, (o as Opt).card)!;
  const rides = s.options.filter((o) => o.t === 'ride');
  const up = best(
    rides.filter((o) => rec(codeOf(o)).grade === g + 1),
    (o) => {
      const r = rec(codeOf(o));
      const fromRideDeck = codeIn(rideDeck, (o as Opt).card) !== undefined;
      // A ride deck ride keeps the hand's grades for later rides; it costs a discard as a hand ride costs the card.
      return (
        r.power +
        (r.skills.includes('twinDrive') || r.skills.includes('tripleDrive') ? 100000 : 0) +
        (fromRideDeck ? 50000 : 0)
      );
    },
  );
  if (up) return up;
  // VGD 6.3.8: a persona ride (same name, both with the icon) draws a card and powers the front row.
  const vr = vg ? rec(vg.code) : undefined;
  const persona = rides.find((o) => {
    const r = rec(codeOf(o));
    return vr?.personaRide === true && r.personaRide === true && r.name === vr.name && codeIn(s.hand, (o as Opt).card);
  });
  if (persona) return persona;
  // The same grade only for a clearly stronger vanguard, while the hand can spare the card.
  const same = best(
    rides.filter((o) => codeIn(s.hand, (o as Opt).card) !== undefined),
    (o) => rec(codeOf(o)).power,
  );
  if (same && vg && s.hand.length >= 5 && rec(codeOf(same)).power >= rec(vg.code).power + 2000) {
    return same;
  }
  return find(s.options, 'pass') ?? s.options[0];
}

// ----------------------------------------------------------------------------------------------- main

/** What a unit adds in the front row (its attack) and in the back row (its boost). */
function frontValue(code: string): number {
  return rec(code).power;
}

function backValue(code: string): number {
  const r = rec(code);
  return r.skills.includes('boost') ? r.power : 0;
}

/** Attack power of a column: the front unit plus a booster behind it. */
function columnValue(front: string | undefined, back: string | undefined): number {
  if (!front) return 0;
  return frontValue(front) + (back ? backValue(back) : 0) + (rec(front).skills.includes('intercept') ? 500 : 0);
}

function mainPhase(s: Situation): Answer {
  const pass = find(s.options, 'pass') ?? s.options[0];
  // Swap a column when the other order attacks harder (a booster behind an attacker).
  for (const o of s.options) {
    if (o.t !== 'swap') continue;
    const { a, b } = o as Opt;
    const fa = unit(s.me, a!)?.code;
    const fb = unit(s.me, b!)?.code;
    if (columnValue(fb, fa) > columnValue(fa, fb) + 500) return o;
  }

  const reserve = s.rideReserve();
  const handShield = s.hand.reduce((n, c) => n + shieldOf(c.code), 0);
  let bestOpt: Answer | undefined;
  let bestScore = 0;
  for (const o of s.options) {
    if (o.t !== 'call') continue;
    const { card, circle } = o as Opt;
    if (card === reserve) continue;
    const code = codeIn(s.hand, card);
    if (!code) continue;
    const shield = shieldOf(code);
    // Keep enough shield to guard with; a card without shield costs nothing to call.
    if (shield > 0 && handShield - shield < s.t.keepShield) continue;
    const old = unit(s.me, circle!)?.code;
    let gain: number;
    if (frontRear(circle)) {
      const behind = BEHIND[circle!];
      const back = behind ? unit(s.me, behind)?.code : undefined;
      gain = columnValue(code, back) - columnValue(old, back);
      if (!old && isGained(circle!)) gain += ACCEL_BONUS;
      if (old && gain < 3000) continue; // over an existing unit only for a clear upgrade
    } else {
      const front = unit(s.me, FRONT_OF[circle!])?.code;
      gain = backValue(code) - (old ? backValue(old) : 0);
      if (!front) gain /= 2; // a booster with nobody to boost yet
      if (circle === 'BC' && gain > 0) gain += 1000; // the vanguard's booster first: its attack drives
      if (old && gain < 3000) continue;
    }
    const score = gain - s.t.shieldWeight * shield;
    if (score > bestScore) {
      bestScore = score;
      bestOpt = o;
    }
  }
  const dress = overDressWorthIt(s, handShield);
  if (dress !== undefined && dress.score > bestScore) return dress.option;
  // VGD 9.9.2.3: a normal order is the deck's own spell, worth its cost; after the calls, so a "choose one of your
  // units" effect finds the field filled.
  return (
    bestOpt ??
    find(s.options, 'playOrder') ??
    prisonCallWorthIt(s) ??
    (s.t.useAbilities ? actWorthPlaying(s) : undefined) ??
    pass
  );
}

/**
 * What an overDress adds, on top of the column's power change: the unit under it is kept as originalDress (VGD
 * 6.7.2.1: no card is lost, unlike a call over a unit) and the card's overDress abilities need the overDress state
 * (6.7.3) — typically +10000 when it attacks, the figure taken here.
 */
const OVERDRESS_BONUS = 10000;

/**
 * VGD 9.9.2.5, 6.7: the best overDress option, scored like a call (the column's attack power gained, less the shield
 * it takes from the hand), plus `OVERDRESS_BONUS` in the front row, where the unit attacks.
 */
function overDressWorthIt(s: Situation, handShield: number): { option: Answer; score: number } | undefined {
  let out: { option: Answer; score: number } | undefined;
  for (const o of s.options) {
    if (o.t !== 'overDress') continue;
    const { card, circle } = o as Opt;
    const code = codeIn(s.hand, card);
    const old = unit(s.me, circle!)?.code;
    if (!code || !old) continue;
    const shield = shieldOf(code);
    if (shield > 0 && handShield - shield < s.t.keepShield) continue; // keep enough shield to guard with
    let gain: number;
    if (frontRear(circle)) {
      const back = BEHIND[circle!] ? unit(s.me, BEHIND[circle!])?.code : undefined;
      gain = columnValue(code, back) - columnValue(old, back) + OVERDRESS_BONUS;
    } else gain = backValue(code) - backValue(old); // in the back row it does not attack: its boost alone counts
    const score = gain - s.t.shieldWeight * shield;
    if (score > 0 && (out === undefined || score > out.score)) out = { option: o, score };
  }
  return out;
}

/**
 * VGD 17.5: the opponent's Prison lets us call our imprisoned cards back: a card for Soul Blast (1) is a card back for
 * a cheap cost; two for Counter Blast (1) when the soul cannot pay.
 */
function prisonCallWorthIt(s: Situation): Answer | undefined {
  const calls = s.options.filter((o) => o.t === 'prisonCall');
  return calls.find((o) => (o as { pay?: string }).pay === 'soulBlast') ?? calls[0];
}

/**
 * An activated ability worth playing before the battle: a search, or a boost of 3000 power or more (or a
 * critical) on a unit that can still attack — never one that rests its unit or discards a hand card.
 */
function actWorthPlaying(s: Situation): Answer | undefined {
  for (const o of s.options) {
    if (o.t !== 'act') continue;
    const { card, index } = o as Opt;
    const inHand = codeIn(s.hand, card);
    let code = inHand;
    let circle: Circle | undefined;
    if (!code) {
      for (const c of [...(['VC', 'FL', 'FR', 'BL', 'BC', 'BR'] as const), ...gainedOf(s.me)]) {
        const u = unit(s.me, c);
        if (u && u.id === card) {
          code = u.code;
          circle = c;
        }
      }
    }
    const ab = code ? abilitiesOf(code)[index ?? -1] : undefined;
    if (!ab || ab.kind !== 'act') continue;
    if (ab.cost.some((c) => c.pay === 'restThis' || c.pay === 'discard')) continue;
    // Seek Mate's legion (VG2 11.10.2) is a search too, and a strong one: always worth its drop zone cards.
    const search = ab.effects.some((e) => e.do === 'search' || e.do === 'legion');
    const boost = ab.effects.some(
      (e) => e.do === 'modify' && ((e.stat === 'power' && e.n >= 3000) || e.stat === 'critical'),
    );
    const attacker = circle === 'VC' || frontRear(circle);
    if (search || (boost && attacker)) return o;
  }
  return undefined;
}

// --------------------------------------------------------------------------------------------- battle

/** Power of our unit on `c` once the standing booster behind it boosts. */
function attackPower(s: Situation, c: Circle): number {
  const u = unit(s.me, c);
  if (!u) return 0;
  const behind = BEHIND[c];
  const b = behind ? unit(s.me, behind) : undefined;
  const boost = b && !b.rested && rec(b.code).skills.includes('boost') ? unitPower(b) : 0;
  return unitPower(u) + boost;
}

function canHitSomething(s: Situation, c: Circle): boolean {
  const p = attackPower(s, c);
  for (const t of [...(['VC', 'FL', 'FR'] as const), ...gainedOf(s.op)]) {
    const u = unit(s.op, t);
    if (u && unitPower(u) <= p) return true;
  }
  return false;
}

function standingAttackers(s: Situation): Circle[] {
  return [...(['VC', 'FL', 'FR'] as const), ...gainedOf(s.me)].filter((c) => {
    const u = unit(s.me, c);
    return u !== undefined && !u.rested;
  });
}

function startAttack(s: Situation): Answer {
  const useful = standingAttackers(s).some((c) => canHitSomething(s, c));
  return (useful ? find(s.options, 'yes') : find(s.options, 'no')) ?? s.options[0];
}

function chooseAttacker(s: Situation): Answer {
  const vc = circleOption(s.options, 'VC');
  if (vc && s.t.vanguardFirst) return vc;
  const pick = best(s.options, (o) => {
    if ((o as Opt).circle === 'VC') return -1;
    const c = (o as Opt).circle!;
    return (canHitSomething(s, c) ? 100000 : 0) + attackPower(s, c);
  });
  return pick ?? s.options[0];
}

/** VG2 7.4.1.8.4: add every further unit this attack's power reaches, then stop. */
function chooseMoreTargets(s: Situation): Answer {
  const p = attackPower(s, s.v.battle?.attacker?.circle ?? 'VC');
  const reach = s.options.find((o) => {
    const u = (o as Opt).circle === undefined ? undefined : unit(s.op, (o as Opt).circle!);
    return u !== undefined && unitPower(u) <= p;
  });
  return reach ?? s.options.find((o) => o.t === 'done')!;
}

/** VG2 7.5.1.2.2: a guardian guards the vanguard when it is attacked (damage hurts most), else the first unit. */
function guardWhich(s: Situation): Answer {
  return circleOption(s.options, 'VC') ?? s.options[0];
}

function chooseTarget(s: Situation): Answer {
  const from = s.v.battle?.attacker?.circle ?? 'VC';
  const p = attackPower(s, from);
  const vc = circleOption(s.options, 'VC');
  const opVg = unit(s.op, 'VC');
  if (vc && opVg && unitPower(opVg) <= p) return vc;
  // It cannot reach the vanguard: retire the strongest rear-guard it can hit.
  const rg = best(
    s.options.filter((o) => {
      const u = unit(s.op, (o as Opt).circle!);
      return (o as Opt).circle !== 'VC' && u !== undefined && unitPower(u) <= p;
    }),
    (o) => unitPower(unit(s.op, (o as Opt).circle!)!),
  );
  return rg ?? vc ?? s.options[0];
}

// ---------------------------------------------------------------------------------------------- guard

interface Shield {
  answer: Answer;
  shield: number;
  /** Guard cost: a hand card is 1, an interceptor slightly less (intercept first). */
  cost: number;
}

/**
 * Which of our possible guardians are already chosen in a ver. 1.10 batch (they are not on the field yet,
 * VG1 7.4.1.1.2.3): per card number, the copies before the one still offered; intercepts no longer offered. In a D
 * call of several guardians (`dCall`, VGD 10.5.1.2.2) hand cards only: no grade cap, and no intercept is offered there.
 */
function batchPending(s: Situation, dCall = false): { shield: number; ids: Set<number> } {
  const offered = new Map<string, number>();
  for (const o of s.options) {
    if (o.t === 'guard') offered.set(codeIn(s.hand, (o as Opt).card) ?? '', (o as Opt).card!);
  }
  const vg = s.vanguardGrade();
  const ids = new Set<number>();
  let shield = 0;
  const seen = new Set<string>();
  for (const c of s.hand) {
    const r = rec(c.code);
    if (r.shield === null || r.order !== undefined) continue; // no shield to add (VG1 3.11.1.1; VGD 4.4.3)
    if (!dCall && r.grade > vg) continue; // never offered in ver. 1.10 (VG1 8.5.2.1.1.2)
    const o = offered.get(c.code);
    if (o === c.id) seen.add(c.code);
    if (seen.has(c.code)) continue;
    ids.add(c.id);
    shield += r.shield;
  }
  if (dCall) return { shield, ids };
  const targets = new Set((s.v.battle?.targets ?? []).map((t) => t.circle));
  for (const c of [...(['FL', 'FR'] as const), ...gainedOf(s.me)]) {
    const u = unit(s.me, c);
    if (!u || targets.has(c) || !rec(u.code).skills.includes('intercept')) continue;
    if (!circleOption(s.options, c)) shield += shieldOf(u.code);
  }
  return { shield, ids };
}

/** The cheapest set of shields adding up to at least `need` (fewest cards; then least shield spent). */
function cheapestGuard(items: Shield[], need: number): Shield[] | null {
  if (need <= 0) return [];
  // Shields are multiples of 5000 in practice; a small exact search over counts keeps it cheap.
  const sorted = items.slice().sort((x, y) => y.shield - x.shield || x.cost - y.cost);
  const search: GuardSearch = { sorted, need, pick: [], bestSet: null, bestCost: Number.POSITIVE_INFINITY };
  visitGuards(search, 0, 0, 0);
  return search.bestSet;
}

interface GuardSearch {
  sorted: Shield[];
  need: number;
  pick: Shield[];
  bestSet: Shield[] | null;
  bestCost: number;
}

/** Depth-first over taking or skipping `sorted[i]` (a top-level function, not a closure: it runs in every rollout). */
function visitGuards(g: GuardSearch, i: number, got: number, cost: number): void {
  if (cost >= g.bestCost) return;
  if (got >= g.need) {
    // Prefer spending less shield at equal card cost.
    g.bestCost = cost;
    g.bestSet = g.pick.slice();
    return;
  }
  if (i >= g.sorted.length || g.pick.length >= 6) return;
  const x = g.sorted[i];
  g.pick.push(x);
  visitGuards(g, i + 1, got + x.shield, cost + x.cost + x.shield / 1e6);
  g.pick.pop();
  visitGuards(g, i + 1, got, cost);
}

/**
 * `batch`: ver. 1.10's single batch (VG1 7.4.1.1.2); `dCall`: more hand cards for the D call of several guardians
 * begun with the last guard answer (VGD 10.5.1.2.2), stopped with "done".
 */
function guard(s: Situation, batch: boolean, dCall = false): Answer {
  const stop = find(s.options, batch || dCall ? 'done' : 'pass') ?? s.options[0];
  const b = s.v.battle;
  if (!b || !b.attacker || b.targets.length === 0) return stop;
  const opSeat = s.seat === 0 ? 1 : 0;
  const attacker = unit(s.v.players[opSeat], b.attacker.circle);
  const target = unit(s.me, b.targets[0].circle);
  if (!attacker || !target) return stop;
  const pending = batch || dCall ? batchPending(s, dCall) : { shield: 0, ids: new Set<number>() };
  const gap = unitPower(attacker) - (unitPower(target) + pending.shield) + 1;
  // Already guarded (cards on the guardian circle, or chosen in a batch): finish the margin started below.
  const guarding = pending.shield > 0 || s.me.field.GC.length > 0;
  if (gap <= 0 && !guarding) return stop;
  if (b.targets[0].circle !== 'VC') return stop; // rear-guards are let go: a hand card is worth more

  const dmg = s.me.damage.length;
  const crit = attacker.critical ?? rec(attacker.code).critical;
  const driver = b.attacker.circle === 'VC';
  const lethal = dmg + crit >= 6;
  const maybeLethal = driver && dmg + crit + 1 >= 6;
  if (!lethal && !maybeLethal && dmg < s.t.guardFromDamage) return stop;

  // VGD 10.5.1.2.5: a blitz order (its power goes to the attacked vanguard, `chooseUnit`) before any hand card.
  const blitz = find(s.options, 'playOrder');
  if (blitz) return blitz;
  const reserve = s.rideReserve();
  const items: Shield[] = [];
  for (const o of s.options) {
    if (o.t === 'intercept') {
      const u = unit(s.me, (o as Opt).circle!);
      if (u) items.push({ answer: o, shield: shieldOf(u.code), cost: 0.9 });
    }
  }
  // Each hand copy separately (the options name one copy per card number; the next copy comes later).
  for (const c of s.hand) {
    if (pending.ids.has(c.id)) continue;
    const o = s.options.find((x) => x.t === 'guard' && codeIn(s.hand, (x as Opt).card) === c.code);
    if (!o) continue;
    const sh = shieldOf(c.code);
    if (sh <= 0) continue;
    if (c.id === reserve && !lethal) continue;
    items.push({ answer: o, shield: sh, cost: 1 });
  }
  const margin = driver ? s.t.driveMargin : 0;
  const set = cheapestGuard(items, gap + margin) ?? cheapestGuard(items, gap) ?? gGuard(s, items, gap, lethal);
  if (!set || set.length === 0) return stop;
  return set[0].answer;
}

/**
 * A G guardian (VG2 11.14) spends a G unit and a heal trigger: called only when the hit would otherwise be lethal
 * and the hand and interceptors cannot stop it. The card discarded for the cost no longer guards from the hand.
 */
function gGuard(s: Situation, items: Shield[], gap: number, lethal: boolean): Shield[] | null {
  if (!lethal) return null;
  const looking = s.v.decision?.looking ?? [];
  for (const o of s.options) {
    if (o.t !== 'gGuardian') continue;
    const g = o as Opt & { cost: number };
    const code = codeIn(looking, g.card);
    if (!code) continue;
    // One hand copy of the cost card's name is discarded, so it cannot guard as well.
    const costCode = codeIn(s.hand, g.cost);
    const spent = items.findIndex((x) => x.answer.t === 'guard' && codeIn(s.hand, (x.answer as Opt).card) === costCode);
    const rest = spent < 0 ? items : [...items.slice(0, spent), ...items.slice(spent + 1)];
    const mine: Shield = { answer: o, shield: shieldOf(code), cost: 1 };
    // The hand alone could not stop the hit, so any set found holds the G guardian: call it first.
    if (cheapestGuard([...rest, mine], gap)) return [mine];
  }
  return null;
}

// ------------------------------------------------------------------------------------------- triggers

/**
 * The trigger options on the player's own field. A trigger may also offer a unit the player dominates on the
 * opponent's field (an option naming that `seat`, VG2 10.35.2); these heuristics read units on their own field only.
 */
function ownField(options: readonly Answer[]): readonly Answer[] {
  const own = options.filter((o) => (o as Opt).seat === undefined);
  return own.length > 0 ? own : options;
}

function triggerBonus(s: Situation, kind: 'critical' | 'power'): Answer {
  const options = ownField(s.options);
  const b = s.v.battle;
  const myTurn = s.v.turnPlayer === s.seat;
  const vc = circleOption(options, 'VC') ?? options[0];
  if (!myTurn || !b || !b.attacker) return vc; // a damage check: the vanguard is the one attacked next
  const from = b.attacker.circle;
  const me = unit(s.me, from);
  const opSeat = s.seat === 0 ? 1 : 0;
  const target = b.targets.length ? unit(s.v.players[opSeat], b.targets[0].circle) : undefined;
  const attackerOpt = circleOption(options, from);
  // Units that may still attack this turn: standing front-row rear-guards.
  const later = options.filter((o) => {
    const c = (o as Opt).circle!;
    const u = unit(s.me, c);
    return frontRear(c) && c !== from && u !== undefined && !u.rested;
  });
  const laterBest = best(later, (o) => attackPower(s, (o as Opt).circle!));
  if (!me || !target || !attackerOpt) return laterBest ?? vc;
  const gap = unitPower(target) - unitPower(me); // the attack hits when gap <= 0
  // Drive checks still to come in this battle (this one is not counted yet), each maybe another trigger.
  const checksLeft = from === 'VC' ? Math.max(0, driveOf(me.code) - b.driveChecks - 1) : 0;
  const amount = 5000;
  if (kind === 'critical') {
    // A critical helps only an attack on the vanguard that hits or still may; else a unit still to attack.
    const useful = b.targets[0].circle === 'VC' && gap <= checksLeft * amount;
    return useful || !laterBest ? attackerOpt : laterBest;
  }
  if (gap > 0 && gap <= amount) return attackerOpt; // this makes it hit
  if (gap > 0 && gap <= amount * (1 + checksLeft) && !laterBest) return attackerOpt;
  return laterBest ?? attackerOpt;
}

function triggerStand(s: Situation): Answer {
  const options = ownField(s.options);
  const pick = best(options, (o) => {
    const c = (o as Opt).circle!;
    const u = unit(s.me, c);
    if (!u || !u.rested || c === 'VC' || c === 'GC') return -1;
    return (frontRear(c) ? 100000 : 0) + unitPower(u);
  });
  return pick ?? options[0];
}

/** Rescue heals and then takes as much damage: healing a face-down card turns a spent card into a fresh one. */
function rescueHeal(s: Situation): Answer {
  const spent = s.me.damage.find((d) => d.faceDown && s.options.some((x) => (x as Opt).card === d.id));
  return spent ? s.options.find((x) => (x as Opt).card === spent.id)! : heal(s);
}

function heal(s: Situation): Answer {
  for (let i = s.me.damage.length - 1; i >= 0; i--) {
    const d = s.me.damage[i];
    if (d.faceDown) continue;
    const o = s.options.find((x) => (x as Opt).card === d.id);
    if (o) return o;
  }
  return s.options[s.options.length - 1];
}

function rideFromSoul(s: Situation): Answer {
  return best(s.options, (o) => rec(codeIn(s.me.soul, (o as Opt).card) ?? '').grade) ?? s.options[0];
}

// ------------------------------------------------------------------------------------------ abilities

/** The stride cost: stop once the grades reach 3, else discard the highest grade first (fewest cards), then the least kept. */
function strideCost(s: Situation): Answer {
  const done = s.options.find((o) => o.t === 'done');
  if (done) return done;
  const reserve = s.rideReserve();
  const pick = best(s.options, (o) => {
    const c = s.hand.find((h) => h.id === (o as Opt).card);
    return c ? rec(c.code).grade * 1e6 - keepValue(s, c, reserve) : Number.NEGATIVE_INFINITY;
  });
  return pick ?? s.options[0];
}

/** The hand card we miss least (to discard or put back into the deck). */
function cheapestHandCard(s: Situation): Answer {
  const reserve = s.rideReserve();
  const pick = best(s.options, (o) => {
    const c = s.hand.find((h) => h.id === (o as Opt).card);
    return c ? -keepValue(s, c, reserve) : Number.NEGATIVE_INFINITY;
  });
  return pick ?? s.options[0];
}

const BATTLE_PHASES = new Set(['start', 'attack', 'guard', 'drive', 'damage', 'close']);

/**
 * A unit for an effect to choose. The opponent's: its strongest one (effects that choose the opponent's units
 * retire them). Ours: in the battle phase a rested front-row rear-guard first (standing it lets it attack
 * again), otherwise a unit that can still attack, the vanguard first.
 */
function chooseUnit(s: Situation): Answer {
  const units = s.options.filter((o) => o.t === 'unit');
  if (units.length === 0) return s.options[0];
  const pick = best(units, (o) => {
    const { seat, circle } = o as Opt;
    const u = unit(s.v.players[seat!], circle!);
    if (!u) return -1;
    const power = unitPower(u) / 1000;
    if (seat !== s.seat) return (frontRear(circle) ? 100 : 0) + power;
    // Defending in the guard step (a blitz order, VGD 10.5.1.2.5): the unit being attacked.
    if (s.v.phase === 'guard' && s.v.turnPlayer !== s.seat && s.v.battle?.targets.some((t) => t.circle === circle))
      return 400 + power;
    const front = circle === 'VC' || frontRear(circle);
    if (BATTLE_PHASES.has(s.v.phase) && u.rested && front && circle !== 'VC') return 300 + power;
    if (front && !u.rested) return (circle === 'VC' ? 250 : 200) + power;
    return power;
  });
  return pick ?? s.options[0];
}

/**
 * "[Rest] one of your units" as a cost (a Prison order, VGD 17.5) in the main phase: a unit that will not attack — a
 * back row unit without Boost first, then the weakest back row unit; the vanguard last.
 */
function restUnitCost(s: Situation): Answer {
  const pick = best(s.options, (o) => {
    const id = (o as Opt).card;
    for (const c of Object.keys(s.me.field) as Circle[]) {
      const u = unit(s.me, c);
      if (!u || u.id !== id) continue;
      if (c === 'VC') return -1000;
      if (frontRear(c)) return -500 - unitPower(u) / 1000;
      return (rec(u.code).skills.includes('boost') ? 0 : 100) - unitPower(u) / 1000;
    }
    return -2000;
  });
  return pick ?? s.options[0];
}

/** One of our own units the opponent's ability makes us choose (to lock it): the weakest, back row first. */
function chooseForOpponent(s: Situation): Answer {
  const units = s.options.filter((o) => o.t === 'unit');
  const pick = best(units, (o) => {
    const { seat, circle } = o as Opt;
    const u = unit(s.v.players[seat!], circle!);
    const front = frontRear(circle);
    return -(u ? unitPower(u) / 1000 : 0) - (front ? 100 : 0);
  });
  return pick ?? s.options[0];
}

/** A circle to put a locked card on: an empty one, so no unit goes to the drop zone. */
function putLockedTo(s: Situation): Answer {
  return s.options.find((o) => !unit(s.me, (o as Opt).circle!)) ?? s.options[0];
}

/**
 * An empty circle to move a unit to (VG2 10.32.1): our own unit goes to the front row before our battle phase (where
 * it can attack) and to the back row otherwise; the opponent's unit goes to the back row, out of the way of attacks.
 */
function moveTo(s: Situation): Answer {
  const ours = s.options.some((o) => (o as Opt).seat === s.seat);
  const front = ours && s.v.turnPlayer === s.seat && !BATTLE_PHASES.has(s.v.phase);
  const gained = gainedOf(s.me);
  const order: Circle[] = front ? ['FL', 'FR', ...gained, 'BL', 'BC', 'BR'] : ['BC', 'BL', 'BR', 'FL', 'FR', ...gained];
  for (const c of order) {
    const o = s.options.find((x) => (x as Opt).circle === c);
    if (o) return o;
  }
  return s.options[0];
}

/** The card to switch with (VG2 10.38): the highest-power one, as it is the one that may join the field. */
function switchWith(s: Situation): Answer {
  const pick = best(s.options, (o) => {
    const id = (o as Opt).card;
    const c = s.hand.find((h) => h.id === id) ?? [...s.me.soul, ...s.me.drop].find((h) => h.id === id);
    return c ? rec(c.code).power : 0;
  });
  return pick ?? s.options[0];
}

/** A circle to call to: an empty one, front row for a grade 2 or more, back row otherwise. */
function callTo(s: Situation): Answer {
  const looking = s.v.decision?.looking ?? [];
  const code = looking[0]?.code;
  const attacker = code ? rec(code).grade >= 2 : false;
  const gained = gainedOf(s.me);
  const order: Circle[] = attacker
    ? [...gained, 'FL', 'FR', 'BC', 'BL', 'BR']
    : ['BC', 'BL', 'BR', 'FL', 'FR', ...gained];
  for (const c of order) {
    const o = s.options.find((x) => (x as Opt).circle === c);
    if (o && !unit(s.me, c)) return o;
  }
  return s.options[0];
}

function search(s: Situation): Answer {
  const looking = s.v.decision?.looking ?? [];
  const pick = best(
    s.options.filter((o) => o.t === 'card'),
    (o) => {
      const code = codeIn(looking, (o as Opt).card);
      return code ? rec(code).grade * 100000 + rec(code).power : -1;
    },
  );
  return pick ?? s.options[0];
}

/** "Draw up to N" (VG2 3.12.4): another card, unless it would empty the deck (VG2 1.2.2.2: a player with no deck loses). */
function drawUpTo(s: Situation): Answer {
  return find(s.options, s.me.deck > 1 ? 'yes' : 'no') ?? s.options[0];
}

/**
 * Engorge (VG2 11.24.1): retire a rear-guard that is already rested (it has done its work this turn), the weakest
 * first, so the attacker becomes engorged; never a standing one. Nothing rested left: stop choosing.
 */
function engorge(s: Situation): Answer {
  const rested = s.options.filter((o) => {
    const u = o.t === 'unit' ? unit(s.me, (o as Opt).circle!) : undefined;
    return u !== undefined && u.rested === true;
  });
  const pick = best(rested, (o) => -unitPower(unit(s.me, (o as Opt).circle!)!));
  return pick ?? find(s.options, 'none') ?? s.options[0];
}

/**
 * VG2 10.23: the name most likely on top of our deck. A deck runs at most four copies of a card (VG2 5.2.2.2),
 * so among the names we know our deck holds (the ones we can see among our own cards), the best bet is the
 * one with the fewest copies already out of the deck.
 */
function declareName(s: Situation): Answer {
  const seen = new Map<string, number>();
  const own = [...s.hand, ...s.me.drop, ...s.me.soul];
  for (const cards of Object.values(s.me.field)) for (const c of cards) if (!('hidden' in c)) own.push(c);
  for (const c of own) {
    const name = rec(c.code).name;
    seen.set(name, (seen.get(name) ?? 0) + 1);
  }
  const pick = best(s.options, (o) => {
    const n = seen.get((o as { name?: string }).name ?? '');
    return n === undefined ? Number.NEGATIVE_INFINITY : -n;
  });
  return pick ?? s.options[0];
}

/** The grade of the hand card an option names (-1 if it is not in the hand). */
function handGrade(s: Situation, o: Answer): number {
  const c = s.hand.find((h) => h.id === (o as Opt).card);
  return c ? rec(c.code).grade : -1;
}

/** VG2 10.6.2: the last card ridden stays the vanguard, so the highest grade is chosen, and ridden last. */
function rideChoose(s: Situation): Answer {
  return best(s.options, (o) => handGrade(s, o)) ?? s.options[0];
}

function rideOrder(s: Situation): Answer {
  return best(s.options, (o) => -handGrade(s, o)) ?? s.options[0];
}

/** The rule of thumb for each prompt whose answer depends on the game; `answerWithoutView` answers the rest. */
const RULES: Readonly<Record<string, (s: Situation) => Answer>> = {
  'vg.firstVanguard': firstVanguard,
  'vg.mulligan': mulligan,
  'vg.gAssistSearch': gAssistSearch,
  'vg.gAssistRemove': gAssistRemove,
  'vg.ride': ride,
  'vg.main': mainPhase,
  'vg.attack': startAttack,
  'vg.attacker': chooseAttacker,
  'vg.target': chooseTarget,
  'vg.targetMore': chooseMoreTargets,
  'vg.guardWhich': guardWhich,
  'vg.guard': (s) => guard(s, false),
  'vg.guardBatch': (s) => guard(s, true),
  'vg.guardMore': (s) => guard(s, false, true),
  'vg.triggerCritical': (s) => triggerBonus(s, 'critical'),
  'vg.triggerPower': (s) => triggerBonus(s, 'power'),
  'vg.triggerStand': triggerStand,
  'vg.heal': heal,
  'vg.rescue': rescueHeal,
  'vg.rideFromSoul': rideFromSoul,
  'vg.cost.discard': cheapestHandCard,
  'vg.handToDeck': cheapestHandCard,
  'vg.discard': cheapestHandCard,
  'vg.rideDeckDiscard': cheapestHandCard, // VGD 6.3.3.2.2
  'vg.imprisonFromHand': cheapestHandCard, // VGD 17.5.1: the opponent's effect takes it, so the least useful
  'vg.cost.restUnit': restUnitCost,
  'vg.goFirst': (s) => find(s.options, 'yes') ?? s.options[0], // VGD 8.2.1.6
  'vg.eachChooses': chooseForOpponent, // its own unit to lose, as when the opponent's ability makes it choose
  'vg.chooseUnit': chooseUnit,
  'vg.callTo': callTo,
  'vg.chooseForOpponent': chooseForOpponent,
  'vg.putLockedTo': putLockedTo,
  'vg.putLockedFromHand': cheapestHandCard,
  'vg.moveTo': moveTo,
  'vg.switchWith': switchWith,
  'vg.search': search,
  'vg.strideCost': strideCost,
  'vg.drawUpTo': drawUpTo,
  'vg.engorge': engorge,
  'vg.declareName': declareName,
  'vg.rideChoose': rideChoose,
  'vg.rideOrder': rideOrder,
};

/**
 * The heuristic's answer when it does not depend on the game (boost, G assist, optional abilities and
 * costs, may-draws; the first option for prompts it has no rule for), else undefined. Lets a caller skip
 * building a view.
 */
export function answerWithoutView(
  prompt: string,
  options: readonly Answer[],
  tuning: HeuristicTuning = DEFAULT_TUNING,
): Answer | undefined {
  if (options.length === 1) return options[0];
  switch (prompt) {
    case 'vg.gAssist':
    case 'vg.boost':
    case 'vg.mayDraw':
    case 'vg.lookUpTo': // looking costs nothing and shows more to choose from (VG2 3.13.3)
      return find(options, 'yes') ?? options[0];
    case 'vg.stride':
      return options.find((o) => o.t === 'card') ?? options[0]; // stride whenever it can
    case 'vg.giftForce':
      // VG2 10.6.3.1: the vanguard attacks every turn and seldom leaves its circle, so Force goes there.
      return options.find((o) => (o as { circle?: string }).circle === 'VC') ?? options[0];
    case 'vg.giftTypeForce':
      // VGD 16.3.1.4.2: Force I's +10000 helps every attack of the turn; Force II's critical 2 is one unit's.
      return options.find((o) => (o as { n?: number }).n === 1) ?? options[0];
    case 'vg.giftTypeAccel':
      // VGD 16.3.1.5.4: Accel II's card now (and one per later Accel) outweighs the 5000 power it gives up.
      return options.find((o) => (o as { n?: number }).n === 2) ?? options[0];
    case 'vg.payCost':
    case 'vg.optional':
      return find(options, tuning.useAbilities ? 'yes' : 'no') ?? options[0];
    case 'vg.handAbility':
      return (tuning.useAbilities ? options.find((o) => o.t === 'auto') : undefined) ?? find(options, 'none')!;
    case 'vg.loopCount':
      // VG2 12.1.1.3: the loops it takes part in are ones it answered "yes" to; a few more passes, not a hundred.
      return options.find((o) => (o as { n?: number }).n === 3) ?? options[0];
    case 'vg.loopStop':
      return find(options, 'yes') ?? options[0];
    case 'vg.declareGrade':
      // VG2 10.23: grade 0 is the most common grade in a deck (its sixteen triggers, VG2 5.2.2.3, are grade 0).
      return options.find((o) => (o as { grade?: number }).grade === 0) ?? options[0];
    default:
      return Object.hasOwn(RULES, prompt) ? undefined : options[0];
  }
}

/** The heuristic's answer for seat `seat` seeing `v`. Always one of `options`. */
export function heuristicAnswer(
  v: VGView,
  seat: Seat,
  prompt: string,
  options: readonly Answer[],
  tuning: HeuristicTuning = DEFAULT_TUNING,
): Answer {
  return answerWithoutView(prompt, options, tuning) ?? RULES[prompt](new Situation(v, seat, options, tuning));
}

/** The context's view, which must be Vanguard's: the agent registry hands this game's decisions only. */
export function vanguardViewOf(ctx: AgentContext): VGView {
  const v = ctx.view() as VGView;
  if (v?.game !== 'vanguard') throw new Error(`the Vanguard heuristic was asked about "${ctx.prompt}" of another game`);
  return v;
}

export function heuristicAgent(_seed = 0, tuning: HeuristicTuning = DEFAULT_TUNING): Agent {
  return {
    name: 'heuristic',
    choose(ctx: AgentContext): Answer {
      if (ctx.options.length === 1) return ctx.options[0];
      return heuristicAnswer(vanguardViewOf(ctx), ctx.seat, ctx.prompt, ctx.options, tuning);
    },
  };
}
