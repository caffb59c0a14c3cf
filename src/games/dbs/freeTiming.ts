// Free timing (DBS 4-6-2: a checkpoint, then one action or a pass; an action gives a new free timing)
// and the actions of the Main Phase (6-3-1-2): playing a Battle card from hand (6-3-1-2-1: reveal,
// rest the energy, declare — not possible without the energy — a counter timing for [Counter: Play],
// the card enters Active (3-6-4), "when you play this card", a checkpoint), activating [Activate: Main]
// skills, [Awaken] and [Wish] (6-3-1-2-2, 10-28), attacking (6-3-1-2-3) and ending the Main Phase
// (6-3-1-2-4). The activated keywords: [Evolve] (10-5-1), [Union-Fusion] (10-13-3-1/2), [Union-Potara]
// (10-13-4-1), [Over Realm] / [Dark Over Realm] (10-15-1, 10-15-5, 10-25-1, 10-25-4, [Wormhole] 10-26-1),
// [Swap] (10-24-1); [Sparking] keeps a skill from being activated with too small a Drop Area (10-29-1).
// `activateOptions` also lists the [Activate: Battle] skills of 7-2-1-2-3 / 7-3-1-2-3.
import { ask, popFrame, pushFrame, takeAnswer } from '../../core/engine.ts';
import type { Frame, Seat } from '../../core/types.ts';
import { activateFrame } from './abilities/activation.ts';
import { onceKey } from './abilities/autoSkills.ts';
import type { Skill } from './abilities/dsl.ts';
import { playCard, type SendTo, sendPlayedAway } from './abilities/resolveSkill.ts';
import { attackOptions, type AttackAnswer, declareAttack } from './battle.ts';
import {
  beginReadOnlyQuery,
  cardType,
  checkCondition,
  endReadOnlyQuery,
  energyCostOf,
  hasKeyword,
  matches,
  powerOf,
  seatHasContinuous,
  handSkills,
  skillsOf,
} from './characteristics.ts';
import { canPayCosts, canPayEnergy, cardEnergyPayFrame, ignoresSpecified } from './payment.ts';
import { type Card, type DBSState, leaderOf, opponent } from './state.ts';
import { checkpoint, counterTiming } from './timing.ts';
import { oneOfEachCode } from '../../core/identicalCopies.ts';
import { emitDbs } from './events.ts';

export type ActivateAnswer = {
  t: 'activate';
  card: number;
  index: number;
  from: 'hand' | 'battle' | 'leader';
  onto?: number[];
};
export type PlayAnswer = { t: 'play'; card: number };
export type EndAnswer = { t: 'end' };
export type MainAnswer = PlayAnswer | ActivateAnswer | AttackAnswer | EndAnswer;

/** A [Permanent] "you may play this card without paying its energy cost" that holds now. */
function freePlay(s: DBSState, seat: Seat, card: Card): boolean {
  return skillsOf(card).some(
    (sk) =>
      sk.kind === 'permanent' && sk.effect.cont === 'freePlay' && (!sk.cond || checkCondition(s, seat, card, sk.cond)),
  );
}

export function canPlayFromHand(s: DBSState, seat: Seat, card: Card): boolean {
  if (cardType(card) !== 'battle') return false;
  return freePlay(s, seat, card) || canPayEnergy(s, seat, energyCostOf(s, seat, card), ignoresSpecified(s, seat, card));
}

function awakenAllowed(s: DBSState, seat: Seat, leader: Card, sk: Extract<Skill, { kind: 'awaken' }>): boolean {
  if (leader.flipped) return false;
  if (checkCondition(s, seat, leader, sk.cond)) return true;
  // "You may activate [Awaken] even with 5 or more life" / "your <X> Leader can activate [Awaken]".
  if (s.awakenAnyLife[seat]) return true;
  if (seatHasContinuous(s, seat, 'leaderMayAwaken') && s.players[opponent(seat)].life.length <= 4) return true;
  return false;
}

function skillUsable(
  s: DBSState,
  seat: Seat,
  card: Card,
  index: number,
  sk: Skill,
  timing: 'main' | 'battle',
  from: ActivateAnswer['from'],
): boolean {
  if (sk.kind === 'activate') {
    if (sk.timing !== timing) return false;
    if (sk.once && s.usedThisTurn.includes(onceKey(card, index))) return false; // DBS 10-11-5
    if (sk.sparking !== undefined && s.players[seat].drop.length < sk.sparking) return false; // DBS 10-29-1
    if (sk.burst !== undefined && s.players[seat].deck.length < sk.burst) return false; // DBS 10-30-1
    if (sk.cond && !checkCondition(s, seat, card, sk.cond)) return false;
    // A Battle card's skill used from the hand says so (its cost moves it: "place this card from your hand …").
    if ((from === 'hand') !== (sk.fromHand === true) && cardType(card) !== 'extra') return false;
    if (from === 'hand' && cardType(card) === 'extra') {
      // DBS 10-3-2: a [Field] card's other skills work only once it is in the Battle Area.
      if (skillsOf(card).some((x) => x.kind === 'field')) return false;
      if (!canPayEnergy(s, seat, energyCostOf(s, seat, card), ignoresSpecified(s, seat, card))) return false;
    }
    return canPayCosts(s, seat, sk.cost, card);
  }
  if (sk.kind === 'awaken') return from === 'leader' && awakenAllowed(s, seat, card, sk);
  if (timing !== 'main') return false;
  // DBS 10-28-1: [Wish] with its condition met and its cost payable, on the face the Leader shows now: one on the
  // back face turns it to the front (10-28-4).
  if (sk.kind === 'wish') {
    return from === 'leader' && checkCondition(s, seat, card, sk.cond) && canPayCosts(s, seat, sk.cost, card);
  }
  if (sk.kind === 'field') {
    return from === 'hand' && canPayEnergy(s, seat, energyCostOf(s, seat, card), ignoresSpecified(s, seat, card));
  }
  if (sk.kind === 'unionAbsorb') return from === 'battle' && canPayCosts(s, seat, sk.cost, card);
  // DBS 10-24: [Swap] is activated by a Battle card in the Battle Area (it returns itself to hand).
  if (sk.kind === 'swap') return from === 'battle' && canPayCosts(s, seat, sk.cost, card);
  if (sk.kind === 'overRealm') return from === 'hand' && overRealmAllowed(s, seat, card, sk);
  return false;
}

/** DBS 10-26-1: [Wormhole] on a card of yours in play raises the combined limit to 2 per turn. */
export function overRealmLimit(s: DBSState, seat: Seat): number {
  const p = s.players[seat];
  return [...p.leader, ...p.battle].some((c) => hasKeyword(s, seat, c, 'wormhole')) ? 2 : 1;
}

/** DBS 10-15-1/5, 10-25-1/4: X or more (black) cards in the Drop Area, the combined limit not reached, the skill cost payable. */
function overRealmAllowed(s: DBSState, seat: Seat, card: Card, sk: Extract<Skill, { kind: 'overRealm' }>): boolean {
  if (cardType(card) !== 'battle') return false;
  const drop = s.players[seat].drop;
  const counted = sk.dark ? drop.filter((c) => matches(s, seat, c, { colour: 'black' })).length : drop.length;
  if (counted < sk.x) return false;
  if (s.overRealmUses[seat] >= overRealmLimit(s, seat)) return false;
  return canPayEnergy(s, seat, sk.cost, ignoresSpecified(s, seat, card));
}

/** [Activate: Main] / [Activate: Battle] skills, [Awaken], and the hand keywords, for `seat`. */
export function activateOptions(s: DBSState, seat: Seat, timing: 'main' | 'battle'): ActivateAnswer[] {
  const p = s.players[seat];
  const out: ActivateAnswer[] = [];
  for (const c of p.leader) considerCard(s, seat, timing, c, 'leader', out);
  for (const c of p.battle) considerCard(s, seat, timing, c, 'battle', out);
  for (const c of oneOfEachCode(p.hand)) considerCard(s, seat, timing, c, 'hand', out);
  return out;
}

/** Add the activations of `card`'s skills usable now from `from` to `out`. */
function considerCard(
  s: DBSState,
  seat: Seat,
  timing: 'main' | 'battle',
  card: Card,
  from: ActivateAnswer['from'],
  out: ActivateAnswer[],
): void {
  const skills = from === 'hand' ? handSkills(s, seat, card) : skillsOf(card);
  for (let index = 0; index < skills.length; index++) {
    const sk = skills[index];
    if (
      timing === 'main' &&
      from === 'hand' &&
      (sk.kind === 'evolve' || sk.kind === 'unionPotara' || sk.kind === 'unionFusion')
    ) {
      out.push(...handKeywordOptions(s, seat, card, index, sk));
      continue;
    }
    if (skillUsable(s, seat, card, index, sk, timing, from)) out.push({ t: 'activate', card: card.id, index, from });
  }
}

/** DBS 10-5-1 / 10-13-4-1: evolve onto a chosen Battle card, union onto one of each character. */
function handKeywordOptions(s: DBSState, seat: Seat, card: Card, index: number, sk: Skill): ActivateAnswer[] {
  const p = s.players[seat];
  const out: ActivateAnswer[] = [];
  if (sk.kind === 'evolve') {
    if (!canPayEnergy(s, seat, sk.cost, ignoresSpecified(s, seat, card))) return out;
    if (sk.extra && !canPayCosts(s, seat, sk.extra, card)) return out; // [EX-Evolve]'s other costs
    for (const b of p.battle) {
      if (cardType(b) !== 'battle' || !matches(s, seat, b, sk.onto)) continue;
      out.push({ t: 'activate', card: card.id, index, from: 'hand', onto: [b.id] });
    }
  } else if (sk.kind === 'unionPotara') {
    if (!canPayEnergy(s, seat, sk.cost, ignoresSpecified(s, seat, card))) return out;
    const [a, b] = sk.characters;
    for (const x of p.battle) {
      if (cardType(x) !== 'battle' || !matches(s, seat, x, { character: [a] })) continue;
      for (const y of p.battle) {
        if (y.id === x.id || cardType(y) !== 'battle' || !matches(s, seat, y, { character: [b] })) continue;
        out.push({ t: 'activate', card: card.id, index, from: 'hand', onto: [x.id, y.id] });
      }
    }
  } else if (sk.kind === 'unionFusion') {
    // DBS 10-13-3-1: one Battle card of each character from hand, all of the same power; each different
    // set of cards is an answer (identical copies count once).
    if (cardType(card) !== 'battle' || !canPayEnergy(s, seat, sk.cost, ignoresSpecified(s, seat, card))) return out;
    const per = sk.characters.map((ch) => {
      const seen = new Set<string>();
      return p.hand.filter((c) => {
        if (c.id === card.id || cardType(c) !== 'battle' || !matches(s, seat, c, { character: [ch] })) return false;
        if (seen.has(c.code)) return false;
        seen.add(c.code);
        return true;
      });
    });
    const sets: Card[][] = [[]];
    for (const group of per) {
      const next: Card[][] = [];
      for (const set of sets) for (const c of group) if (!set.includes(c)) next.push([...set, c]);
      sets.splice(0, sets.length, ...next);
    }
    for (const set of sets) {
      const powers = new Set(set.map((c) => powerOf(s, seat, c)));
      if (powers.size === 1)
        out.push({ t: 'activate', card: card.id, index, from: 'hand', onto: set.map((c) => c.id) });
    }
  }
  return out;
}

export function mainOptions(s: DBSState, seat: Seat): MainAnswer[] {
  beginReadOnlyQuery(s); // the options only read the state
  try {
    return mainOptionsNow(s, seat);
  } finally {
    endReadOnlyQuery();
  }
}

function mainOptionsNow(s: DBSState, seat: Seat): MainAnswer[] {
  const p = s.players[seat];
  const out: MainAnswer[] = [{ t: 'end' }];
  const seen = new Set<string>();
  for (const c of p.hand) {
    if (seen.has(c.code)) continue;
    seen.add(c.code);
    if (canPlayFromHand(s, seat, c)) out.push({ t: 'play', card: c.id });
  }
  out.push(...activateOptions(s, seat, 'main'));
  out.push(...attackOptions(s, seat));
  return out;
}

export interface MainFrame extends Frame {
  k: 'dbs.main';
  seat: Seat;
}

function mainHandler(s: DBSState, f: MainFrame): void {
  const a = takeAnswer<MainAnswer>(s);
  if (!a) {
    if (f.step === 0) {
      f.step = 1;
      checkpoint(s); // DBS 4-6-2-1
      return;
    }
    ask<MainAnswer>(s, { seat: f.seat, kind: 'playTiming', prompt: 'dbs.main', options: mainOptions(s, f.seat) });
    return;
  }
  f.step = 0; // DBS 4-6-2-2: an action gives a new free timing
  switch (a.t) {
    case 'end':
      popFrame(s); // DBS 4-6-2-3 / 6-3-1-2-4
      return;
    case 'play':
      pushFrame(s, { k: 'dbs.playAction', step: 0, seat: f.seat, card: a.card } as Frame);
      return;
    case 'activate':
      pushFrame(s, activateFrame(f.seat, a.card, a.index, a.from, a.onto ?? []));
      return;
    case 'attack':
      declareAttack(s, f.seat, a);
      return;
  }
}

interface PlayFrame extends Frame {
  k: 'dbs.playAction';
  seat: Seat;
  card: number;
  rested?: boolean;
  negate?: 'turn' | 'battle' | 'game';
  /** A [Counter: Play] sent the card elsewhere instead ("playedTo"). */
  sendTo?: SendTo;
}

/** DBS 6-3-1-2-1-1 … 6-3-1-2-1-4. */
function playHandler(s: DBSState, f: PlayFrame): void {
  const p = s.players[f.seat];
  const card = p.hand.find((c) => c.id === f.card);
  if (!card) {
    popFrame(s);
    return;
  }
  if (f.step === 0) {
    // Revealed (6-3-1-2-1-1) by its face only: a hand card's id is never shown to the opponent.
    emitDbs(s, { t: 'declarePlay', seat: f.seat, code: card.code });
    f.step = 1;
    // DBS 6-3-1-2-1-2: one counter timing at the declaration ([Counter: Play] may answer a [Deflect] card too).
    counterTiming(s, 'play', f.seat, ['play']);
    if (!freePlay(s, f.seat, card)) pushFrame(s, cardEnergyPayFrame(s, f.seat, card));
    return;
  }
  popFrame(s);
  // DBS 6-3-1-2-1-3 / -4 (the checkpoint starts the next free timing); a [Counter: Play] may have said
  // it is played in Rest Mode, or with its skills negated (set on this frame during the counter timing),
  // unless the card has [Deflect]: it is not affected by [Counter: Play] skills (10-22-1, 10-22-2).
  const deflect = hasKeyword(s, f.seat, card, 'deflect');
  if (f.sendTo && !deflect) {
    sendPlayedAway(s, f.seat, card, 'hand', f.sendTo);
    return;
  }
  playCard(s, f.seat, card, 'hand', {
    rested: f.rested === true && !deflect,
    fromHandAction: true,
    ...(f.negate && !deflect ? { negate: f.negate } : {}),
  });
  void leaderOf;
}

export const freeTimingHandlers = {
  'dbs.main': mainHandler as (s: DBSState, f: Frame) => void,
  'dbs.playAction': playHandler as (s: DBSState, f: Frame) => void,
};
