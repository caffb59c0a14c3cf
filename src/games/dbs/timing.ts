// DBS timing primitives: rule processing (DBS 9: loss 9-2, invalid combo 9-3, power zero 9-5; confirmative
// checks run together, 9-1-2-2/3), the checkpoint (4-5-3: rule processing until none is left, then the
// turn player's pending [Auto], then the non-turn player's, each followed by rule processing again) and
// the counter timing (4-7-3: rule processing, the player with pending [Counter] skills acts or ends it,
// then the two alternate until one passes, then the activated [Counter] skills resolve last in first out,
// 4-7-3-5; no counter timing inside a counter timing, 4-7-2-5). The digest's loop guard ends a
// checkpoint that never settles as a draw (11-1-2). The checkpoint's loop is the kernel's shared one
// (core/checkpoint.ts); this file supplies the DBS parts.
import { type CheckpointRules, runCheckpoint } from '../../core/checkpoint.ts';
import { ask, popFrame, pushFrame, takeAnswer } from '../../core/engine.ts';
import type { Answer, Frame, Seat } from '../../core/types.ts';
import type { CounterKind, Skill } from './abilities/dsl.ts';
import {
  beginReadOnlyQuery,
  cardType,
  checkCondition,
  endReadOnlyQuery,
  energyCostOf,
  hasKeyword,
  powerOf,
  skillsOf,
} from './characteristics.ts';
import type { EnergyCost } from './cards/cardRecord.ts';
import type { LoopWatch } from './loops.ts';
import { canPayCosts, canPayEnergy, ignoresSpecified, payFrame } from './payment.ts';
import { type Card, type DBSState, opponent } from './state.ts';
import { judgeLoss, moveCard } from './zones.ts';
import { emitDbs } from './events.ts';

/** DBS 9: returns 'applied' if something happened, 'none', or 'over' when the game ended. */
export function ruleProcessing(s: DBSState): 'applied' | 'none' | 'over' {
  if (judgeLoss(s)) return 'over'; // DBS 9-2-2
  let applied = false;
  // DBS 9-1-2-3: confirmative checks due together are done together: collect first, then move.
  const toDrop: { seat: Seat; id: number; from: 'combo' | 'battle' }[] = [];
  beginReadOnlyQuery(s); // collecting only reads the state
  try {
    collectRuleDrops(s, toDrop);
  } finally {
    endReadOnlyQuery();
  }
  for (const x of toDrop) {
    const card = s.players[x.seat][x.from].find((c) => c.id === x.id);
    if (!card) continue;
    moveCard(s, x.seat, card, x.from, 'drop');
    emitDbs(s, { t: x.from === 'combo' ? 'invalidCombo' : 'powerZero', seat: x.seat, id: x.id });
    applied = true;
  }
  if (s.result) return 'over';
  if (judgeLoss(s)) return 'over';
  return applied ? 'applied' : 'none';
}

/** The invalid combos (9-3-2) and power-zero Battle cards (9-5-2) due now, in seat order. */
function collectRuleDrops(s: DBSState, toDrop: { seat: Seat; id: number; from: 'combo' | 'battle' }[]): void {
  for (const seat of [0, 1] as const) {
    const p = s.players[seat];
    if (!s.battle) for (const c of p.combo) toDrop.push({ seat, id: c.id, from: 'combo' }); // DBS 9-3-2
    for (const c of p.battle) {
      if (cardType(c) !== 'battle') continue;
      // DBS 9-5-2 (digest default: [Indestructible] does not stop it, option indestructibleBlocksPowerZero).
      if (powerOf(s, seat, c) > 0) continue;
      if (s.opts.indestructibleBlocksPowerZero && hasKeyword(s, seat, c, 'indestructible') && !ownEffectLast(c, seat))
        continue;
      toDrop.push({ seat, id: c.id, from: 'battle' });
    }
  }
}

/**
 * DBS 9-5-2-1: the power-zero move counts as done by the effect that last changed the card's power; when that
 * was its own master's skill, [Indestructible] (which bars the opponent's skills only, 10-12-1) cannot stop it.
 */
function ownEffectLast(card: Card, seat: Seat): boolean {
  for (let i = card.mods.length - 1; i >= 0; i--) {
    const m = card.mods[i];
    if (m.stat === 'power') return m.by === seat;
  }
  return false;
}

export interface CheckpointFrame extends Frame {
  k: 'dbs.checkpoint';
  rounds: number;
  /** Unused here: an answer does not restart the count (`answerRestartsCount`). */
  answers?: number;
  /** DBS 11-1-2-1 / 11-1-2-2: the optional effects' answers in this checkpoint, and a loop found among them. */
  loop?: LoopWatch;
}

export function checkpoint(s: DBSState): void {
  pushFrame<CheckpointFrame>(s, { k: 'dbs.checkpoint', step: 0, rounds: 0 });
}

export type ChooseAutoAnswer = { t: 'auto'; i: number };

/** DBS 4-5-3: the checkpoint's parts; the order they run in is the shared checkpoint loop's (core/checkpoint.ts). */
const CHECKPOINT: CheckpointRules<DBSState> = {
  turnPlayer: (s) => s.turnPlayer,
  loopLimit: (s) => s.opts.loopLimit,
  answerRestartsCount: false,
  drawLoop(s) {
    // DBS 11-1-2: a loop nobody can stop is a draw.
    s.result = { winner: 'draw', reason: 'an infinite loop nobody could stop (DBS 11-1-2)' };
    emitDbs(s, { t: 'gameOver', winner: 'draw', reason: s.result.reason });
  },
  ruleActions(s) {
    const r = ruleProcessing(s); // DBS 4-5-3-1
    return r === 'over' ? 'stop' : r === 'applied' ? 'again' : 'none';
  },
  afterRuleActions: [],
  playPending(s, seat) {
    // DBS 4-5-3-2 / 4-5-3-3: the turn player's pending autos first, then the non-turn player's.
    const mine: number[] = [];
    s.pending.forEach((p, i) => {
      if (p.seat === seat) mine.push(i);
    });
    if (mine.length === 0) return false;
    if (mine.length === 1 || allSame(s, mine)) {
      startAuto(s, mine[0]);
      return true;
    }
    ask<ChooseAutoAnswer>(s, {
      seat,
      kind: 'chooseOrder',
      prompt: 'dbs.chooseAuto',
      options: mine.map((i) => ({ t: 'auto', i })),
    });
    return true;
  },
};

function checkpointHandler(s: DBSState, f: CheckpointFrame): void {
  const a = takeAnswer<ChooseAutoAnswer>(s);
  if (a) {
    startAuto(s, a.i);
    return;
  }
  runCheckpoint(s, f, CHECKPOINT);
}

/** Identical pending instances (same card, same skill) are one choice. */
function allSame(s: DBSState, idx: number[]): boolean {
  const p0 = s.pending[idx[0]];
  return idx.every((i) => {
    const p = s.pending[i];
    return p.source === p0.source && p.index === p0.index && p.kw === p0.kw && p.it === p0.it;
  });
}

function startAuto(s: DBSState, i: number): void {
  const p = s.pending.splice(i, 1)[0];
  pushFrame(s, { k: 'dbs.auto', step: 0, p } as Frame);
}

// ---- counter timing ------------------------------------------------------------------------------

export interface CounterFrame extends Frame {
  k: 'dbs.counter';
  /** What opened it: 'play' (6-3-1-2-1-2), 'attack' (7-1-2), or a skill (8-5-2-4/6) that mentions play / attack. */
  reason: 'play' | 'attack' | 'skill';
  mentions: CounterKind[];
  /** The player whose action opened the timing; the other player's [Counter] skills go pending. */
  actor: Seat;
  /** Whose decision it is now, and who activated last (4-7-3-3). */
  decider: Seat;
  lastActivator: number;
  /** Activated [Counter] skills in order (card id, skill index, seat). */
  stack: { id: number; index: number; seat: Seat }[];
  opened: boolean;
}

/** Open a counter timing unless one is already open (4-7-2-5). */
export function counterTiming(s: DBSState, reason: CounterFrame['reason'], actor: Seat, mentions: CounterKind[]): void {
  if (s.inCounterTiming) return;
  pushFrame<CounterFrame>(s, {
    k: 'dbs.counter',
    step: 0,
    reason,
    mentions,
    actor,
    decider: opponent(actor),
    lastActivator: -1,
    stack: [],
    opened: false,
  });
}

/** `reduce`: pay the card's own "when activating this card's [Counter]" cost to lower its energy cost. */
export type CounterAnswer = { t: 'counter'; card: number; index: number; reduce?: true } | { t: 'pass' };

/** The [Counter] skills pending for `seat` now (10-10-3). */
function pendingCounters(s: DBSState, f: CounterFrame, seat: Seat): CounterAnswer[] {
  beginReadOnlyQuery(s); // the options only read the state
  try {
    return pendingCountersNow(s, f, seat);
  } finally {
    endReadOnlyQuery();
  }
}

function pendingCountersNow(s: DBSState, f: CounterFrame, seat: Seat): CounterAnswer[] {
  const out: CounterAnswer[] = [];
  const seen = new Set<string>();
  for (const c of s.players[seat].hand) {
    if (f.stack.some((x) => x.id === c.id) || seen.has(c.code)) continue;
    const skills = skillsOf(c);
    skills.forEach((sk, index) => {
      if (sk.kind !== 'counter') return;
      const pending =
        sk.on === 'counter'
          ? f.lastActivator === opponent(seat) // DBS 10-10-3-3
          : seat !== f.actor && f.mentions.includes(sk.on); // DBS 10-22-1: [Deflect] does not stop a [Counter: Play]
      if (!pending) return;
      if (sk.on === 'attack' && s.battle && s.battle.noBlocker) return; // "cannot activate [Counter] against this attack"
      // [Counter: Battle Card Attack]: only against an attack by a Battle card.
      if (sk.battleCardOnly && !(s.battle && s.battle.attackerIsBattleCard)) return;
      const reduced = counterReduction(s, seat, c);
      const full = canUseCounter(s, seat, c, sk, 0);
      const cheap = reduced !== null && canUseCounter(s, seat, c, sk, reduced.n);
      if (!full && !cheap) return;
      seen.add(c.code);
      if (full) out.push({ t: 'counter', card: c.id, index });
      if (cheap) out.push({ t: 'counter', card: c.id, index, reduce: true });
    });
  }
  return out;
}

/**
 * Whether some [Counter] could be pending for `seat` in this timing, judged only by what both players see: the
 * opponent's activation (10-10-3-3), or the kinds the action mentions when `seat` did not take it, less an attack
 * [Counter]s may not answer. Which cards the hand holds is never read here.
 */
function counterWindowOpen(s: DBSState, f: CounterFrame, seat: Seat): boolean {
  if (f.lastActivator === opponent(seat)) return true;
  if (seat === f.actor) return false;
  // DBS 10-22-1: [Deflect] keeps a [Counter: Play]'s effects off the card, not the skill from being pending.
  return f.mentions.some((m) => !(m === 'attack' && s.battle && s.battle.noBlocker));
}

function canUseCounter(s: DBSState, seat: Seat, card: Card, sk: Skill, reduceBy: number): boolean {
  if (sk.kind !== 'counter') return false;
  // DBS 10-10-1: the energy cost and the skill cost are both paid.
  if (!canPayEnergy(s, seat, reducedCost(s, seat, card, reduceBy), ignoresSpecified(s, seat, card))) return false;
  if (reduceBy > 0) {
    const r = counterReduction(s, seat, card)!;
    return canPayCosts(s, seat, [...sk.cost, r.cost], card);
  }
  return canPayCosts(s, seat, sk.cost, card);
}

/** The card's "when activating this card's [Counter], if …, you may <cost> to reduce its energy cost by n". */
function counterReduction(
  s: DBSState,
  seat: Seat,
  card: Card,
): Extract<Skill, { kind: 'counterCostReduction' }> | null {
  for (const sk of skillsOf(card)) {
    if (sk.kind === 'counterCostReduction' && checkCondition(s, seat, card, sk.cond)) return sk;
  }
  return null;
}

/** The energy cost lowered by n (the total, never below 0, 1-3-6; the specified part stays). */
function reducedCost(s: DBSState, seat: Seat, card: Card, n: number): EnergyCost {
  const c = energyCostOf(s, seat, card);
  return { total: Math.max(0, c.total - n), specified: c.specified };
}

function counterHandler(s: DBSState, f: CounterFrame): void {
  if (f.step === 0) {
    s.inCounterTiming = true;
    f.opened = true;
    const r = ruleProcessing(s); // DBS 4-7-3-1
    if (r === 'over') return;
    if (r === 'applied') return; // run again until nothing is left
    f.step = 1;
  }
  if (f.step === 1) {
    const a = takeAnswer<CounterAnswer>(s);
    if (a) {
      if (a.t === 'pass') {
        f.step = 3; // DBS 4-7-3-2 ends at once; 4-7-3-3 passes to resolution
      } else {
        activateCounter(s, f, a);
        return;
      }
    } else {
      const options = pendingCounters(s, f, f.decider);
      // Issue 19: whether a [Counter] can be used depends on the decider's hand, which the other player may not see;
      // so the window is asked (with "pass" alone if need be) whenever the decider holds a card and some kind of
      // [Counter] could be pending by what everyone sees, and skipped otherwise. A client answers a lone "pass" at once.
      if (options.length === 0 && !(s.players[f.decider].hand.length > 0 && counterWindowOpen(s, f, f.decider))) {
        f.step = 3;
      } else {
        ask<CounterAnswer>(s, {
          seat: f.decider,
          kind: 'playTiming',
          prompt: 'dbs.counterTiming',
          options: [{ t: 'pass' }, ...options],
        });
        return;
      }
    }
  }
  if (f.step === 2) {
    // After an activation has been paid, the other player decides (4-7-3-4).
    f.decider = opponent(f.decider);
    f.step = 1;
    return;
  }
  if (f.step === 3) {
    // DBS 4-7-3-5: resolve last in, first out — push in order so the last activated is on top.
    f.step = 4;
    for (const x of f.stack)
      pushFrame(s, { k: 'dbs.resolveCounter', step: 0, seat: x.seat, id: x.id, index: x.index } as Frame);
    return;
  }
  // DBS 4-7-3-6: end the counter timing.
  s.inCounterTiming = false;
  popFrame(s);
}

function activateCounter(s: DBSState, f: CounterFrame, a: Extract<CounterAnswer, { t: 'counter' }>): void {
  const seat = f.decider;
  const card = s.players[seat].hand.find((c) => c.id === a.card)!;
  const sk = skillsOf(card)[a.index];
  if (sk.kind !== 'counter') throw new Error('not a counter');
  // DBS 8-5-2-1: reveal it; 8-5-2-2: pay it all.
  emitDbs(s, { t: 'counter', seat, code: card.code, index: a.index });
  f.stack.push({ id: card.id, index: a.index, seat });
  f.lastActivator = seat;
  f.step = 2;
  const reduction = a.reduce ? counterReduction(s, seat, card) : null;
  pushFrame(s, payFrame(seat, card.id, sk.cost, false));
  pushFrame(
    s,
    payFrame(
      seat,
      card.id,
      [{ pay: 'energy', cost: reducedCost(s, seat, card, reduction?.n ?? 0) }],
      ignoresSpecified(s, seat, card),
    ),
  );
  // The reducing cost is paid as the [Counter] is activated, before its energy (8-4-2-1: first part first).
  if (reduction) pushFrame(s, payFrame(seat, card.id, [reduction.cost], false));
}

export const timingHandlers = {
  'dbs.checkpoint': checkpointHandler as (s: DBSState, f: Frame) => void,
  'dbs.counter': counterHandler as (s: DBSState, f: Frame) => void,
};

export type { Answer };
