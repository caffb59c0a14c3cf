// Activating and resolving skills (DBS 8-5-2): specify the skill, revealing a card from hand (8-5-2-1);
// pay the whole cost (8-5-2-2; an Extra card's own energy cost, 8-5-2-2-1); the skill is activated
// (8-5-2-3); a counter timing (8-5-2-4); resolve — an Extra card goes to the Drop first (8-5-2-5-1); a
// second counter timing (8-5-2-6). [Auto] skills use the same procedure at a checkpoint (8-5-1, 8-6-4);
// a pending [Auto] still resolves when its card has left or its skill was negated, failing only what
// can no longer be done (8-6-7); [Once per Turn] (10-11); the activated keywords [Awaken] (10-2),
// [Evolve] (10-5), [Field] (10-3), [Union-Fusion] (10-13-3), [Union-Potara] (10-13-4), [Union-Absorb]
// (10-13-5), [Over Realm] / [Dark Over Realm] (10-15, 10-25, 10-26), [Swap] (10-24), [Wish] (10-28);
// the modifiers [Sparking] (10-29) and [Burst] (10-30) of [Auto] skills; the built-in keyword autos
// [Blocker] (10-4), [Dual Attack] (10-8), [Revenge] (10-9); [Counter] resolution (10-10-4, 10-10-5).
import { ask, popFrame, pushFrame, takeAnswer } from '../../../core/engine.ts';
import type { Frame, Seat } from '../../../core/types.ts';
import { cardType, handSkills, hasKeyword, skillsOf } from '../characteristics.ts';
import { cardEnergyPayFrame, ignoresSpecified, payFrame } from '../payment.ts';
import { type Card, type DBSState, type LastKnown, type Pending, leaderOf, opponent } from '../state.ts';
import { counterTiming } from '../timing.ts';
import { inOpenArea, moveCard, setRested } from '../zones.ts';
import type { CounterKind, Effect, Skill } from './dsl.ts';
import { onceKey } from './autoSkills.ts';
import { fieldUniqueness, koOrReplace, playCard, protectedFrom, resolveFrame, stackOnTop } from './resolveSkill.ts';

/** Add what `effects` mention (play, attack) to `out`, nested effects included. */
function scanMentions(effects: Effect[], out: CounterKind[]): void {
  for (const e of effects) {
    if (e.do === 'playThis' || e.do === 'tokens' || e.do === 'playFromDeckOrDrop' || e.do === 'revealBottomPlay')
      out.push('play');
    if (
      (e.do === 'search' || e.do === 'fromDrop') &&
      (e.to === 'play' || e.to === 'playRested' || e.to === 'evolveThis' || e.to === 'evolveThisActive')
    )
      out.push('play');
    if (e.do === 'negateAttack' || e.do === 'grantAttackActive') out.push('attack');
    if (e.do === 'may' || e.do === 'ifThen') scanMentions(e.then, out);
    if (e.do === 'chooseX') for (const o of e.options) scanMentions(o, out);
    if (e.do === 'opponentMay') scanMentions(e.otherwise, out);
  }
}

/** DBS 10-10-3-1/2: whether a skill's text mentions playing or attacking (which makes [Counter] pending). */
export function mentionsOf(sk: Skill): CounterKind[] {
  const out: CounterKind[] = [];
  if (
    sk.kind === 'evolve' ||
    sk.kind === 'unionPotara' ||
    sk.kind === 'unionAbsorb' ||
    sk.kind === 'unionFusion' ||
    sk.kind === 'overRealm' ||
    sk.kind === 'swap'
  )
    out.push('play');
  if (sk.kind === 'auto') {
    if (sk.when.on === 'play' || sk.when.on === 'playOther' || sk.when.on === 'evolvedInto') out.push('play');
    if (sk.when.on === 'attacks' || sk.when.on === 'yourBattleCardAttacks' || sk.when.on === 'attacksOrAttacked')
      out.push('attack');
  }
  if (
    sk.kind === 'auto' ||
    sk.kind === 'activate' ||
    sk.kind === 'counter' ||
    sk.kind === 'awaken' ||
    sk.kind === 'wish'
  )
    scanMentions(sk.effect, out);
  return [...new Set(out)];
}

// ---- [Auto] at a checkpoint ----------------------------------------------------------------------

interface AutoFrame extends Frame {
  k: 'dbs.auto';
  p: Pending;
}

function findAnywhere(s: DBSState, seat: Seat, id: number): Card | undefined {
  const p = s.players[seat];
  for (const area of ['leader', 'battle', 'combo', 'drop', 'hand'] as const) {
    const c = p[area].find((x) => x.id === id);
    if (c) return c;
  }
  return undefined;
}

function autoHandler(s: DBSState, f: AutoFrame): void {
  const p = f.p;
  if (p.kw) {
    keywordAuto(s, f);
    return;
  }
  if (f.step === 0) {
    const here = findAnywhere(s, p.seat, p.source);
    const printed = here ? skillsOf(here)[p.index] : printedSkillByCode(p.code, p.index);
    if (printed?.kind === 'auto') {
      // DBS 10-29-1: [Sparking X] does not activate with fewer than X cards in its owner's Drop Area.
      if (printed.sparking !== undefined && s.players[p.seat].drop.length < printed.sparking) {
        popFrame(s);
        return;
      }
      // DBS 10-30-1: [Burst X] activates only if its owner chooses to put the top X deck cards in the Drop.
      if (printed.burst !== undefined) {
        const a = takeAnswer<YesNo>(s);
        if (s.players[p.seat].deck.length < printed.burst || a?.t === 'no') {
          popFrame(s);
          return;
        }
        if (!a) {
          ask<YesNo>(s, { seat: p.seat, kind: 'yesNo', prompt: 'dbs.burst', options: [{ t: 'yes' }, { t: 'no' }] });
          return;
        }
        const deck = s.players[p.seat].deck;
        for (let k = 0; k < printed.burst; k++) moveCard(s, p.seat, deck[deck.length - 1], 'deck', 'drop');
      }
    }
    // DBS 10-11-4/5: a second instance of a once-per-turn auto is nullified.
    if (p.onceKey) {
      if (s.usedThisTurn.includes(p.onceKey)) {
        popFrame(s);
        return;
      }
      s.usedThisTurn.push(p.onceKey);
    }
    const card = findAnywhere(s, p.seat, p.source);
    const sk = card ? skillsOf(card)[p.index] : undefined;
    // The card left for a hidden area and cannot be found: its effect cannot be carried out (8-6-7).
    const skill = sk ?? printedSkillByCode(p.code, p.index);
    if (!skill || skill.kind !== 'auto') {
      popFrame(s);
      return;
    }
    // The source's id only while it is in an open area: an [Auto] of a card in the hand names the card by its code
    // (issue 19: an id there could be followed).
    const ev: { t: 'autoSkill'; seat: Seat; source?: number; code: string; index: number } = {
      t: 'autoSkill',
      seat: p.seat,
      code: p.code,
      index: p.index,
    };
    if (inOpenArea(s, p.source)) ev.source = p.source;
    emitDbs(s, ev);
    f.step = 1;
    counterTiming(s, 'skill', p.seat, mentionsOf(skill)); // DBS 8-5-2-4
    return;
  }
  if (f.step === 1) {
    const card = findAnywhere(s, p.seat, p.source);
    const skill = card ? skillsOf(card)[p.index] : printedSkillByCode(p.code, p.index);
    f.step = 2;
    if (skill && skill.kind === 'auto') {
      const me = card ?? leaderOf(s, p.seat);
      // An [Auto] with a condition checks it as it resolves ("if …").
      if (!skill.cond || checkAutoCondition(s, p.seat, me, skill, p.lastKnown)) {
        const rf = resolveFrame(p.seat, p.source, p.code, skill.effect as Effect[], p.it ?? 0, 0, p.index);
        if (p.lastKnown) rf.lastKnown = p.lastKnown;
        pushFrame(s, rf);
      }
    }
    return;
  }
  if (f.step === 2) {
    f.step = 3;
    const card = findAnywhere(s, p.seat, p.source);
    const skill = card ? skillsOf(card)[p.index] : printedSkillByCode(p.code, p.index);
    if (skill) counterTiming(s, 'skill', p.seat, mentionsOf(skill)); // DBS 8-5-2-6
    return;
  }
  popFrame(s);
}

import { printedSkills } from './registry.ts';
import { checkCondition } from '../characteristics.ts';

function printedSkillByCode(code: string, index: number): Skill | undefined {
  return printedSkills(code)[index];
}

function checkAutoCondition(
  s: DBSState,
  seat: Seat,
  me: Card,
  sk: Extract<Skill, { kind: 'auto' }>,
  lastKnown: LastKnown | undefined,
): boolean {
  return !sk.cond || checkCondition(s, seat, me, sk.cond, lastKnown);
}

export type YesNo = { t: 'yes' } | { t: 'no' };

/** DBS 10-4 [Blocker], 10-8 [Dual Attack], 10-9 [Revenge]. */
function keywordAuto(s: DBSState, f: AutoFrame): void {
  const p = f.p;
  const me =
    s.players[p.seat].battle.find((c) => c.id === p.source) ?? s.players[p.seat].leader.find((c) => c.id === p.source);
  const b = s.battle;
  if (p.kw === 'blocker') {
    // DBS 10-4-1: rest this card to make it the guard card (optional: "you may").
    if (!me || me.rested || !b || b.negated || b.noBlocker || b.guard === me.id) {
      popFrame(s);
      return;
    }
    const a = takeAnswer<YesNo>(s);
    if (!a) {
      ask<YesNo>(s, { seat: p.seat, kind: 'yesNo', prompt: 'dbs.blocker', options: [{ t: 'yes' }, { t: 'no' }] });
      return;
    }
    if (a.t === 'yes') {
      setRested(s, p.seat, me, true);
      b.guard = me.id;
      b.guardIsLeader = false;
      b.blocked = true;
      emitDbs(s, { t: 'block', seat: p.seat, id: me.id });
      raiseBlocks(s, p.seat, me.id);
    }
    popFrame(s);
    return;
  }
  if (p.kw === 'dualAttack') {
    // DBS 10-8-1: at most X-1 times per turn.
    if (me && b && b.attacker === me.id) {
      const x = hasKeyword(s, p.seat, me, 'tripleAttack') ? 3 : 2;
      const used = s.dualUsed[String(me.id)] ?? 0;
      if (used < x - 1) {
        s.dualUsed[String(me.id)] = used + 1;
        b.standAfter.push(me.id);
      }
    }
    popFrame(s);
    return;
  }
  // [Revenge]: KO the opposing card after the battle.
  const target = s.players[opponent(p.seat)].battle.find((c) => c.id === p.it);
  // DBS 10-9: a KO by this card's skill, so "when this card KOs" triggers; the target's protections apply.
  popFrame(s);
  if (target && cardType(target) === 'battle' && !protectedFrom(s, p.seat, opponent(p.seat), target, 'ko')) {
    koOrReplace(s, p.seat, p.source, opponent(p.seat), target, 'revenge');
  }
}

import { raise } from './autoSkills.ts';
import { emitDbs } from '../events.ts';
function raiseBlocks(s: DBSState, seat: Seat, id: number): void {
  raise(s, { e: 'blocks', seat, card: id });
}

// ---- [Activate], [Awaken], keywords from hand, Extra cards ----------------------------------------

export interface ActivateFrame extends Frame {
  k: 'dbs.activate';
  seat: Seat;
  card: number;
  index: number;
  from: 'hand' | 'battle' | 'leader';
  /** Evolve / Potara targets chosen at declaration (10-5-1, 10-13-4-1). */
  onto: number[];
  costChoice: number;
  /** The skill as it was when activated (a flip or a stack changes the card's skill list, 10-2-3). */
  skill: Skill | null;
  /** The card's number, kept when its own cost moves it away ("place this card in the Drop Area : …"). */
  leftAsCost?: string;
}

export function activateFrame(
  seat: Seat,
  card: number,
  index: number,
  from: ActivateFrame['from'],
  onto: number[] = [],
): ActivateFrame {
  return { k: 'dbs.activate', step: 0, seat, card, index, from, onto, costChoice: 0, skill: null };
}

function cardIn(s: DBSState, f: ActivateFrame): Card | undefined {
  const p = s.players[f.seat];
  return (f.from === 'hand' ? p.hand : f.from === 'battle' ? p.battle : p.leader).find((c) => c.id === f.card);
}

function activateHandler(s: DBSState, f: ActivateFrame): void {
  const found = cardIn(s, f) ?? findAnywhere(s, f.seat, f.card);
  if (f.step === 0) {
    if (!found) {
      popFrame(s);
      return;
    }
    f.skill = (f.from === 'hand' ? handSkills(s, f.seat, found) : skillsOf(found))[f.index];
  }
  const sk = f.skill!;
  const card: Card = found ?? {
    id: f.card,
    code: '',
    owner: f.seat,
    rested: false,
    flipped: false,
    mods: [],
    under: [],
  };
  const extra = f.from === 'hand' && found !== undefined && cardType(found) === 'extra';
  switch (f.step) {
    case 0: {
      // DBS 8-5-2-1 / 8-5-2-2.
      emitDbs(s, {
        t: 'activate',
        seat: f.seat,
        // A card revealed from hand is shown by its face only (its id would let the opponent track it).
        card: f.from === 'hand' ? { code: card.code } : { id: card.id, code: card.code },
        index: f.index,
        from: f.from,
      });
      if (sk.kind === 'activate' && sk.once) s.usedThisTurn.push(onceKey(card, f.index)); // DBS 10-11-1
      if (sk.kind === 'activate' && sk.cost.some((c) => MOVES_THIS.has(c.pay))) f.leftAsCost = card.code;
      f.step = 1;
      const costs =
        sk.kind === 'activate' || sk.kind === 'unionAbsorb' || sk.kind === 'swap' || sk.kind === 'wish'
          ? sk.cost.slice()
          : sk.kind === 'evolve'
            ? (sk.extra ?? []).slice() // [EX-Evolve]'s costs besides energy (BT3-003)
            : [];
      // DBS 10-30-1: [Burst X] is paid first, by putting the top X cards of the deck in the Drop Area.
      if (sk.kind === 'activate' && sk.burst !== undefined) costs.unshift({ pay: 'deckTopToDrop', n: sk.burst });
      // DBS 10-15-5 / 10-25-4: a use of the combined [Over Realm] limit is counted as it is activated.
      if (sk.kind === 'overRealm') s.overRealmUses[f.seat] += 1;
      pushFrame(s, payFrame(f.seat, card.id, costs));
      if (extra) {
        // DBS 8-5-2-2-1: an Extra card's own energy cost.
        pushFrame(s, cardEnergyPayFrame(s, f.seat, card));
      } else if (
        sk.kind === 'evolve' ||
        sk.kind === 'unionPotara' ||
        sk.kind === 'unionFusion' ||
        sk.kind === 'overRealm'
      ) {
        pushFrame(s, payFrame(f.seat, card.id, [{ pay: 'energy', cost: sk.cost }], ignoresSpecified(s, f.seat, card)));
      }
      return;
    }
    case 1:
      f.step = 2;
      counterTiming(s, 'skill', f.seat, mentionsOf(sk)); // DBS 8-5-2-4
      return;
    case 2:
      f.step = 3;
      // DBS 8-5-2-5: a skill whose cost moved its own card still resolves (what it does names other cards).
      if (found) resolveActivated(s, f, card, sk);
      else if (f.leftAsCost && sk.kind === 'activate')
        pushFrame(s, resolveFrame(f.seat, card.id, f.leftAsCost, sk.effect, 0, f.costChoice, f.index));
      return;
    case 3:
      f.step = 4;
      counterTiming(s, 'skill', f.seat, mentionsOf(sk)); // DBS 8-5-2-6
      return;
    default:
      popFrame(s);
  }
}

/** Cost parts that take the skill's own card away. */
const MOVES_THIS: ReadonlySet<string> = new Set(['thisToDrop', 'thisToDeckBottom', 'thisRemoved']);

function resolveActivated(s: DBSState, f: ActivateFrame, card: Card, sk: Skill): void {
  const seat = f.seat;
  const p = s.players[seat];
  const inHand = p.hand.some((c) => c.id === card.id);
  switch (sk.kind) {
    case 'activate':
    case 'counter':
      if (f.from === 'hand' && cardType(card) === 'extra') {
        if (!inHand) return;
        moveCard(s, seat, card, 'hand', 'drop'); // DBS 8-5-2-5-1
      }
      pushFrame(s, resolveFrame(seat, card.id, card.code, sk.effect, 0, f.costChoice, f.index));
      return;
    case 'awaken':
      pushFrame(s, resolveFrame(seat, card.id, card.code, [...sk.effect, { do: 'flipThis' }]));
      return;
    case 'field': {
      if (!inHand) return;
      const moved = moveCard(s, seat, card, 'hand', 'battle'); // DBS 10-3-1: Active
      if (moved) fieldUniqueness(s, seat, moved.id); // DBS 10-3-3
      return;
    }
    case 'evolve': {
      const base = p.battle.find((c) => c.id === f.onto[0]);
      if (!inHand || !base) return; // the chosen card is gone: the play cannot be done (4-7-3-6)
      if (sk.variant === 'xenoEvolve') {
        moveCard(s, seat, base, 'battle', 'warp'); // DBS 10-5-5
        const moved = moveCard(s, seat, card, 'hand', 'battle');
        if (moved) {
          moved.via = 'evolve';
          raise(s, { e: 'play', seat, card: moved.id, via: 'evolve' });
        }
        return;
      }
      stackOnTop(s, seat, card, 'hand', base, 'evolve'); // DBS 10-5-4
      return;
    }
    case 'unionPotara': {
      const a = p.battle.find((c) => c.id === f.onto[0]);
      const b = p.battle.find((c) => c.id === f.onto[1]);
      if (!inHand || !a || !b) return;
      // DBS 10-13-4-4: on top of both, Active; power effects of both carry over (10-13-4-4-1).
      const top = stackOnTop(s, seat, card, 'hand', a, 'union', true);
      top.mods = [...top.mods, ...b.mods.filter((m) => m.stat === 'power')];
      top.under.push({ ...b, under: [], mods: [] }, ...b.under);
      p.battle.splice(
        p.battle.findIndex((c) => c.id === b.id),
        1,
      );
      return;
    }
    case 'unionFusion': {
      // DBS 10-13-3-4: the chosen cards (one of each character, equal power) go to the Drop; this card is played Active.
      const parts = f.onto.map((id) => p.hand.find((c) => c.id === id));
      if (!inHand || parts.some((c) => !c)) return;
      for (const c of parts) moveCard(s, seat, c!, 'hand', 'drop');
      playCard(s, seat, card, 'hand', { via: 'unionFusion' });
      return;
    }
    case 'overRealm': {
      if (!inHand) return;
      // DBS 10-15-3 / 10-25-3: the whole Drop Area to the Warp, then the card is played.
      for (const c of p.drop.slice()) moveCard(s, seat, c, 'drop', 'warp');
      const moved = playCard(s, seat, card, 'hand', { via: sk.dark ? 'darkOverRealm' : 'overRealm' });
      // DBS 10-15-4: only [Over Realm] sends it to the Warp at the end of this turn (10-25 has no such clause).
      if (moved && !sk.dark) moved.overRealmTurn = s.turn;
      return;
    }
    case 'swap':
      pushFrame(s, resolveFrame(seat, card.id, card.code, [{ do: 'swapPlay', x: sk.x, filter: sk.filter }]));
      return;
    case 'wish':
      // DBS 10-28-3, 10-28-4: the effect, then the card flips over — to its back, or from its back to its front —
      // and stays the same card (10-28-3-1).
      pushFrame(s, resolveFrame(seat, card.id, card.code, [...sk.effect, { do: 'flipThis', over: true }]));
      return;
    case 'unionAbsorb': {
      // DBS 10-13-5-4: the chosen card goes on top of this one; its position and power effects carry over.
      pushFrame(
        s,
        resolveFrame(seat, card.id, card.code, [
          { do: 'search', look: 0, pick: 1, upTo: true, filter: sk.filter, to: 'absorbThis' },
        ]),
      );
      return;
    }
    default:
      return;
  }
}

// ---- [Counter] resolution ------------------------------------------------------------------------

interface ResolveCounterFrame extends Frame {
  k: 'dbs.resolveCounter';
  seat: Seat;
  id: number;
  index: number;
  /** DBS 10-10-5: set by a "negate [Counter]" that resolved first. */
  negated?: boolean;
}

function resolveCounterHandler(s: DBSState, f: ResolveCounterFrame): void {
  popFrame(s);
  const p = s.players[f.seat];
  const card = p.hand.find((c) => c.id === f.id);
  if (!card) return;
  const sk = skillsOf(card)[f.index];
  if (sk.kind !== 'counter') return;
  if (f.negated) {
    // DBS 10-10-5: a negated [Counter] does not resolve; the card still goes to the Drop (10-10-4).
    emitDbs(s, { t: 'counterNegated', seat: f.seat, code: card.code });
    moveCard(s, f.seat, card, 'hand', 'drop');
    return;
  }
  emitDbs(s, { t: 'counterResolves', seat: f.seat, code: card.code });
  // DBS 10-10-4 / 8-5-2-5-1: an Extra [Counter] card goes to the Drop, then its effect happens.
  if (cardType(card) === 'extra') {
    const moved = moveCard(s, f.seat, card, 'hand', 'drop');
    pushFrame(s, resolveFrame(f.seat, moved?.id ?? card.id, card.code, sk.effect));
    return;
  }
  // DBS 10-10-4: a Battle card that activated [Counter] goes to the Drop after its effect, unless the
  // effect put it somewhere else (a [Counter: Play] / [Counter: Attack] that plays it).
  pushFrame(s, { k: 'dbs.counterToDrop', step: 0, seat: f.seat, id: card.id } as Frame);
  pushFrame(s, resolveFrame(f.seat, card.id, card.code, sk.effect));
}

function counterToDropHandler(s: DBSState, f: Frame & { seat: Seat; id: number }): void {
  popFrame(s);
  const card = s.players[f.seat].hand.find((c) => c.id === f.id);
  if (card) moveCard(s, f.seat, card, 'hand', 'drop');
}

export const activationHandlers = {
  'dbs.auto': autoHandler as (s: DBSState, f: Frame) => void,
  'dbs.activate': activateHandler as (s: DBSState, f: Frame) => void,
  'dbs.resolveCounter': resolveCounterHandler as (s: DBSState, f: Frame) => void,
  'dbs.counterToDrop': counterToDropHandler as (s: DBSState, f: Frame) => void,
};
