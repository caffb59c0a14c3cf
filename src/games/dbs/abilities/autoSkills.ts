// [Auto] skills going pending (DBS 8-6): when a trigger condition is met the skill goes pending, once
// per time it is met (8-6-3); situation triggers go pending once (8-6-6-1); Leader and Battle skills
// work only in the Leader and Battle Areas unless the trigger says otherwise (2-12-2); cards under
// others have no skills (11-3-2). The keyword autos [Blocker] (10-4), [Dual Attack] (10-8) and
// [Revenge] (10-9) are built in. A skill used once this turn with [Once per Turn] does not trigger
// again (10-11-5). Step triggers: "at the end of the Main Phase" (6-3-1-3-1-1), "when you deal / dealt
// damage" (7-4-1-4-1, 7-4-1-4-1-2).
import type { Seat } from '../../../core/types.ts';
import { cardType, checkCondition, hasKeyword, matches, skillsOf } from '../characteristics.ts';
import { anySituationTrigger, hasSituationTrigger } from './registry.ts';
import { type Card, type DBSState, type LastKnown, opponent } from '../state.ts';
import type { Skill, StepName, Trigger } from './dsl.ts';
import { requireCard } from '../cards/cardPool.ts';

/** The characters printed on a card's front (a skill's card, named by its number). */
function printedCharacters(code: string): readonly string[] {
  return requireCard(code).characters ?? [];
}

export type TriggerEvent =
  /** `by`: the number of the card whose skill played it. */
  | { e: 'play'; seat: Seat; card: number; via?: string; from?: 'hand' | 'deck' | 'drop' | 'combo'; by?: string }
  | { e: 'attack'; seat: Seat; attacker: number; guard: number; guardIsLeader: boolean; attackerIsBattle: boolean }
  | { e: 'combo'; seat: Seat; card: number; fromHand: boolean }
  | { e: 'endOfBattle' }
  | { e: 'toDropFromBattle'; seat: Seat; card: number; lastKnown: LastKnown }
  | { e: 'placedInLeaderArea'; seat: Seat }
  /** DBS 10-1: `bySeat`'s card `by` (in battle or by its skill) KO'd `seat`'s card, now `inDrop` (absent: a token). */
  | { e: 'ko'; bySeat: Seat; by: number; seat: Seat; card: number; inDrop?: number }
  | { e: 'blocks'; seat: Seat; card: number }
  | { e: 'under' }
  /** DBS 8-6-6: something changed: situation triggers whose situation arose go pending. */
  | { e: 'situation' }
  | { e: 'mainPhase'; seat: Seat }
  /** "At the beginning of <step>" (6-2-1, 6-3-1-1, 7-2-1-1, 7-3-1-1, 7-4-1-1). */
  | { e: 'beginning'; of: StepName }
  /** DBS 6-4-1-1: "at the end of the turn". */
  | { e: 'endOfTurn' }
  /** DBS 6-3-1-3-1-1: "at the end of the Main Phase". */
  | { e: 'endOfMainPhase' }
  /** DBS 7-4-1-4-1 (before the damage) / 7-4-1-4-1-2 (`after`): the attack card damaging the Leader. */
  | { e: 'dealDamage'; seat: Seat; attacker: number; after: boolean };

export function onceKey(card: Card, index: number): string {
  return `${card.id}:${index}`;
}

function pushPending(
  s: DBSState,
  seat: Seat,
  card: Card,
  index: number,
  sk: Skill,
  it?: number,
  lastKnown?: LastKnown,
): void {
  if (sk.kind !== 'auto') return;
  const key = onceKey(card, index);
  if (sk.once && s.usedThisTurn.includes(key)) return; // DBS 10-11-5
  const p: DBSState['pending'][number] = { seat, source: card.id, code: card.code, index };
  if (it !== undefined) p.it = it;
  if (sk.once) p.onceKey = key;
  if (lastKnown) p.lastKnown = lastKnown;
  s.pending.push(p);
}

/** Cards whose [Auto] skills can trigger now: Leaders and top cards in the Battle Area (2-12-2). */
function sources(s: DBSState): { seat: Seat; card: Card }[] {
  const out: { seat: Seat; card: Card }[] = [];
  for (const seat of [0, 1] as const) {
    for (const c of s.players[seat].leader) out.push({ seat, card: c });
    for (const c of s.players[seat].battle) out.push({ seat, card: c });
  }
  return out;
}

function each(s: DBSState, fn: (seat: Seat, card: Card, t: Trigger, index: number, sk: Skill) => void): void {
  for (const { seat, card } of sources(s)) {
    const skills = skillsOf(card);
    for (let i = 0; i < skills.length; i++) {
      const sk = skills[i];
      if (sk.kind === 'auto') fn(seat, card, sk.when, i, sk);
    }
  }
}

function findCard(s: DBSState, seat: Seat, id: number): Card | undefined {
  const p = s.players[seat];
  return p.battle.find((c) => c.id === id) ?? p.leader.find((c) => c.id === id) ?? p.combo.find((c) => c.id === id);
}

function endOfTurnApplies(s: DBSState, seat: Seat, t: Extract<Trigger, { on: 'endOfTurn' }>): boolean {
  return !t.whose || (t.whose === 'you') === (seat === s.turnPlayer);
}

/** DBS 6-4-1-3: whether an "at the end of the turn" [Auto] has not been triggered yet this turn. */
export function endOfTurnLeft(s: DBSState): boolean {
  let left = false;
  each(s, (seat, card, t, i) => {
    if (t.on === 'endOfTurn' && endOfTurnApplies(s, seat, t) && !s.endTriggered.includes(onceKey(card, i))) left = true;
  });
  return left;
}

/** Record that `ev` happened: every matching [Auto] goes pending. */
export function raise(s: DBSState, ev: TriggerEvent): void {
  switch (ev.e) {
    case 'play': {
      const played = findCard(s, ev.seat, ev.card);
      each(s, (seat, card, t, i, sk) => {
        if (seat !== ev.seat) return;
        if (
          t.on === 'play' &&
          card.id === ev.card &&
          (!t.via || t.via === ev.via) &&
          (!t.fromHand || ev.from === 'hand') &&
          (!t.byCharacter || (ev.by !== undefined && printedCharacters(ev.by).includes(t.byCharacter)))
        )
          pushPending(s, seat, card, i, sk);
        if (t.on === 'evolvedInto' && card.id === ev.card && ev.via === 'evolve') pushPending(s, seat, card, i, sk);
        if (t.on === 'playedThenOpponentCombos' && card.id === ev.card && !s.playedThisTurn?.includes(card.id))
          (s.playedThisTurn ??= []).push(card.id);
        if (t.on === 'playOther' && played && card.id !== ev.card && matches(s, seat, played, t.filter)) {
          pushPending(s, seat, card, i, sk, ev.card);
        }
      });
      return;
    }
    case 'attack': {
      each(s, (seat, card, t, i, sk) => {
        if (t.on === 'opponentAttacks' && seat !== ev.seat) pushPending(s, seat, card, i, sk, ev.attacker);
        if (t.on === 'attacked' && seat !== ev.seat && card.id === ev.guard)
          pushPending(s, seat, card, i, sk, ev.attacker);
        if (t.on === 'attacksOrAttacked' && seat !== ev.seat && card.id === ev.guard)
          pushPending(s, seat, card, i, sk, ev.attacker);
        if (seat !== ev.seat) return;
        if (t.on === 'attacksOrAttacked' && card.id === ev.attacker) pushPending(s, seat, card, i, sk, ev.guard);
        if (t.on === 'attacks' && card.id === ev.attacker) {
          if (!t.vs || (t.vs === 'leader') === ev.guardIsLeader) pushPending(s, seat, card, i, sk, ev.guard);
        }
        if (t.on === 'yourBattleCardAttacks' && ev.attackerIsBattle && seat === ev.seat) {
          if (!t.vs || ev.guardIsLeader) pushPending(s, seat, card, i, sk, ev.attacker);
        }
      });
      // DBS 10-8: [Dual Attack] / [Triple Attack] trigger on the attack.
      const attacker = findCard(s, ev.seat, ev.attacker);
      if (
        attacker &&
        (hasKeyword(s, ev.seat, attacker, 'dualAttack') || hasKeyword(s, ev.seat, attacker, 'tripleAttack'))
      ) {
        s.pending.push({ seat: ev.seat, source: attacker.id, code: attacker.code, index: -1, kw: 'dualAttack' });
      }
      // DBS 10-4-1: each other Active [Blocker] of the defender triggers when one of their cards is attacked.
      const def = opponent(ev.seat);
      if (s.battle && !s.battle.noBlocker) {
        for (const c of s.players[def].battle) {
          if (c.id === ev.guard || c.rested || cardType(c) !== 'battle') continue;
          if (hasKeyword(s, def, c, 'blocker'))
            s.pending.push({ seat: def, source: c.id, code: c.code, index: -1, kw: 'blocker' });
        }
      }
      return;
    }
    case 'mainPhase':
      each(s, (seat, card, t, i, sk) => {
        if (t.on === 'opponentMainPhase' && seat !== ev.seat) pushPending(s, seat, card, i, sk);
      });
      raise(s, { e: 'beginning', of: 'mainPhase' });
      return;
    case 'beginning':
      each(s, (seat, card, t, i, sk) => {
        if (t.on !== 'beginning' || t.of !== ev.of) return;
        if (t.whose === 'any' || (t.whose === 'you') === (seat === s.turnPlayer)) pushPending(s, seat, card, i, sk);
      });
      return;
    case 'endOfMainPhase':
      each(s, (seat, card, t, i, sk) => {
        if (t.on !== 'endOfMainPhase') return;
        if (t.whose === 'any' || (t.whose === 'you') === (seat === s.turnPlayer)) pushPending(s, seat, card, i, sk);
      });
      return;
    case 'dealDamage':
      each(s, (seat, card, t, i, sk) => {
        if (t.on !== 'dealDamage' || seat !== ev.seat || (t.after === true) !== ev.after) return;
        if (!t.byThis || card.id === ev.attacker) pushPending(s, seat, card, i, sk);
      });
      return;
    case 'endOfTurn':
      // DBS 6-4-1-1: an "at the end of the turn" auto already triggered this turn does not go pending again.
      each(s, (seat, card, t, i, sk) => {
        if (t.on !== 'endOfTurn' || !endOfTurnApplies(s, seat, t)) return;
        const key = onceKey(card, i);
        if (s.endTriggered.includes(key)) return;
        s.endTriggered.push(key);
        pushPending(s, seat, card, i, sk);
      });
      return;
    case 'combo': {
      // "When you combo with a <filter> card": the combo card is read where it now is (the Combo Area).
      const comboed = s.players[ev.seat].combo.find((c) => c.id === ev.card);
      each(s, (seat, card, t, i, sk) => {
        // BT2-073: a card played this turn waits for its opponent's combos.
        if (t.on === 'playedThenOpponentCombos' && seat !== ev.seat && s.playedThisTurn?.includes(card.id))
          pushPending(s, seat, card, i, sk, ev.card);
        if (t.on !== 'youCombo' || seat !== ev.seat || !comboed) return;
        if (!t.filter || matches(s, seat, comboed, t.filter)) pushPending(s, seat, card, i, sk, ev.card);
      });
      for (const c of s.players[ev.seat].combo) {
        if (c.id !== ev.card) continue;
        const skills = skillsOf(c);
        skills.forEach((sk, i) => {
          if (sk.kind === 'auto' && sk.when.on === 'combo' && (!sk.when.fromHand || ev.fromHand)) {
            pushPending(s, ev.seat, c, i, sk);
          }
        });
      }
      return;
    }
    case 'endOfBattle': {
      const b = s.battle;
      if (!b) return;
      // DBS 7-4-1-8-1: combo cards now in the Drop still trigger "at the end of the battle after you combo".
      for (const k of b.combos) {
        const c = s.players[k.seat].drop.find((d) => d.id === k.id);
        if (!c) continue;
        skillsOf(c).forEach((sk, i) => {
          if (sk.kind === 'auto' && sk.when.on === 'endOfBattleAfterCombo' && (!sk.when.fromHand || k.fromHand)) {
            pushPending(s, k.seat, c, i, sk);
          }
        });
      }
      each(s, (seat, card, t, i, sk) => {
        if (t.on === 'endOfBattleAfterAttack' && card.id === b.attacker) pushPending(s, seat, card, i, sk);
      });
      return;
    }
    case 'toDropFromBattle': {
      const c = s.players[ev.seat].drop.find((d) => d.id === ev.card);
      if (!c) return;
      skillsOf(c).forEach((sk, i) => {
        if (sk.kind === 'auto' && sk.when.on === 'toDropFromBattle')
          pushPending(s, ev.seat, c, i, sk, undefined, ev.lastKnown);
      });
      return;
    }
    case 'placedInLeaderArea':
      each(s, (seat, card, t, i, sk) => {
        if (seat === ev.seat && t.on === 'placedInLeaderArea' && cardType(card) === 'leader')
          pushPending(s, seat, card, i, sk);
      });
      return;
    case 'ko': {
      const ko = ev.inDrop === undefined ? undefined : s.players[ev.seat].drop.find((c) => c.id === ev.inDrop);
      each(s, (seat, card, t, i, sk) => {
        // "When this card KOs your opponent's Battle Card": in battle, or by one of its skills ([Revenge] too).
        if (t.on === 'kos' && seat === ev.bySeat && card.id === ev.by && ev.seat !== seat)
          pushPending(s, seat, card, i, sk, ev.card);
        // DBS 7-4-1-4-2-1: "when you KO a card" (a card of yours KO'd it, in battle or by a skill).
        if (t.on === 'youKO' && seat === ev.bySeat && (!t.whose || (t.whose === 'you') === (ev.seat === seat))) {
          if (!t.filter || (ko && matches(s, ev.seat, ko, t.filter))) pushPending(s, seat, card, i, sk, ev.inDrop);
        }
        // "When one of your Battle Cards is KO'd".
        if (t.on === 'yourBattleCardKOd' && seat === ev.seat) {
          if (!t.filter || (ko && matches(s, ev.seat, ko, t.filter))) pushPending(s, seat, card, i, sk, ev.inDrop);
        }
      });
      // "When this card is KO-ed": the card's own skill, from the Drop Area where it now is (8-6-5-1).
      if (ko) {
        skillsOf(ko).forEach((sk, i) => {
          if (sk.kind === 'auto' && sk.when.on === 'thisKOd') pushPending(s, ev.seat, ko, i, sk);
        });
      }
      return;
    }
    case 'blocks':
      each(s, (seat, card, t, i, sk) => {
        if (seat === ev.seat && t.on === 'blocks' && card.id === ev.card) pushPending(s, seat, card, i, sk);
      });
      return;
    case 'situation': {
      if (!anySituationTrigger() && !s.situationsHeld) return;
      // DBS 8-6-6-1: pending once as the situation arises; `situationsHeld` remembers it until it ends.
      const held = s.situationsHeld ?? [];
      const now = new Set<string>();
      for (const { seat, card } of sources(s)) {
        if (!hasSituationTrigger(card.code)) continue;
        const skills = skillsOf(card);
        for (let i = 0; i < skills.length; i++) {
          const sk = skills[i];
          if (sk.kind !== 'auto' || sk.when.on !== 'situation') continue;
          if (!checkCondition(s, seat, card, sk.when.cond)) continue;
          const key = onceKey(card, i);
          now.add(key);
          if (!held.includes(key)) pushPending(s, seat, card, i, sk);
        }
      }
      s.situationsHeld = [...now];
      if (s.situationsHeld.length === 0) delete s.situationsHeld;
      return;
    }
    case 'under':
      // DBS 8-6-6-1: a situation trigger goes pending once while its situation holds.
      each(s, (seat, card, t, i, sk) => {
        if (t.on !== 'underReaches' || card.under.length < t.n) return;
        if (s.pending.some((p) => p.source === card.id && p.index === i)) return;
        pushPending(s, seat, card, i, sk);
      });
      return;
  }
}
