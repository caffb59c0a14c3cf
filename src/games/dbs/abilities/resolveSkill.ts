// Resolving a skill's effects (DBS 8-5-2-5, 8-7): effects run in printed order (1-3-7); targets are
// chosen during resolution when the effect needs them (8-5-3): a fixed number means as many as possible
// (8-5-3-1, 8-5-3-3), "up to" allows 0 (8-5-3-2), none legal skips that part (8-5-3-4); with no target
// named a card effect means the skill's own card (8-5-3-6). The opponent's skills cannot choose a card
// with [Barrier] (10-16) nor KO or remove an [Indestructible] card (10-12). Searching the deck shows the
// searcher the faces (8-5-3-7) and they may decline to find a card (8-5-3-5); a card moved from one
// secret area to another by a condition is revealed (11-2-1); looking without instructions ends with a
// shuffle (11-6-3). Damage is a frame of damage.ts (4-10, 8-9). "Choose X" (10-27), "negate [Blocker]"
// (10-4-2), "negate [Counter]" (10-10-5), the [Swap] play (10-24-3). A [Counter: Play] answering a skill
// that plays cards marks that skill: the cards it plays get the marks ("played in Rest Mode", "skills
// negated"), except a [Deflect] card (10-22-3). Moving only a stack's top card (11-3-7); naming a number
// (1-3-5, 1-3-5-1).
import { ask, popFrame, pushFrame, takeAnswer } from '../../../core/engine.ts';
import { randInt, shuffleInPlace } from '../../../core/rng.ts';
import type { Frame, Seat } from '../../../core/types.ts';
import {
  cardType,
  charactersOf,
  checkCondition,
  coloursOf,
  hasKeyword,
  hasOwnContinuous,
  energyCostOf,
  filteredPermanentObjects,
  ownContinuousEffects,
  handImmuneToLeader,
  matches,
  powerOf,
  rememberInvalidated,
  skillsOf,
} from '../characteristics.ts';
import { canPayCosts, payFrame, putUnder } from '../payment.ts';
import {
  type Card,
  type DBSState,
  deckOf,
  type Duration as HeldDuration,
  type LastKnown,
  leaderOf,
  opponent,
} from '../state.ts';
import { drawCard, inCodeOrder, isSecret, moveCard, moveTopOnly, setRested, winNow } from '../zones.ts';
import { dealDamage } from '../damage.ts';
export { dealDamage };
import { raise } from './autoSkills.ts';
import { loopAnswer, noteLoopAnswer, type YesNo } from '../loops.ts';
import type { Cost, Duration, Effect, Keyword, Target } from './dsl.ts';
import { oneOfEachCode } from '../../../core/identicalCopies.ts';
import { emitDbs } from '../events.ts';

export interface ResolveFrame extends Frame {
  k: 'dbs.resolve';
  seat: Seat;
  /** The skill's card (its id when the skill began). */
  source: number;
  code: string;
  effects: Effect[];
  i: number;
  it: number;
  costChoice: number;
  picked: number[];
  done: boolean;
  /** Sub-step of the current effect. */
  sub: number;
  /** Cards the current effect is looking at (deck search), or has chosen so far. */
  looked: number[];
  /** The index of the skill on its card (for "negate this skill"); -1 when unknown. */
  index: number;
  /** DBS 8-6-5-1-2: "this card" as it was in the Battle Area, for an [Auto] triggered by its leaving it. */
  lastKnown?: LastKnown;
  /** DBS 8-1-4-2: the objects of filtered [Permanent] skills as the current effect began. */
  before?: string[];
}

export function resolveFrame(
  seat: Seat,
  source: number,
  code: string,
  effects: Effect[],
  it = 0,
  costChoice = 0,
  index = -1,
): ResolveFrame {
  return {
    k: 'dbs.resolve',
    step: 0,
    seat,
    source,
    code,
    effects,
    i: 0,
    it,
    costChoice,
    picked: [],
    done: false,
    sub: 0,
    looked: [],
    index,
  };
}

/** A frame for effects nested in `f`'s ("if …", "you may …"): the same skill, the same card. */
function nested(f: ResolveFrame, seat: Seat, effects: Effect[]): ResolveFrame {
  const n = resolveFrame(seat, f.source, f.code, effects, f.it, f.costChoice, f.index);
  if (f.lastKnown) n.lastKnown = f.lastKnown;
  return n;
}

export type PickAnswer =
  | { t: 'card'; card: number }
  | { t: 'done' }
  | { t: 'yes' }
  | { t: 'no' }
  | { t: 'area'; area: 'deck' | 'drop' }
  /** DBS 10-27: one of a "Choose X" skill's bulleted options, by its place in the list. */
  | { t: 'option'; i: number }
  /** DBS 1-3-5: a named number. */
  | { t: 'number'; n: number };

interface Placed {
  seat: Seat;
  area: 'battle' | 'leader' | 'energy' | 'combo';
  card: Card;
}

function yesOrNo(a: PickAnswer | null | undefined): YesNo | null {
  return a?.t === 'yes' || a?.t === 'no' ? a.t : null;
}

function findPlaced(s: DBSState, id: number): Placed | null {
  for (const seat of [0, 1] as const) {
    const p = s.players[seat];
    for (const area of ['battle', 'leader', 'energy', 'combo'] as const) {
      for (const c of p[area]) if (c.id === id) return { seat, area, card: c };
    }
  }
  return null;
}

/** The skill's own card if it is still where skills work (8-6-7: otherwise that part fails). */
function sourceCard(s: DBSState, f: ResolveFrame): Placed | null {
  const pl = findPlaced(s, f.source);
  return pl && (pl.area === 'battle' || pl.area === 'leader') ? pl : null;
}

/** Candidates for a target, as placed cards. */
function candidates(s: DBSState, f: ResolveFrame, t: Target): Placed[] {
  const you = f.seat;
  switch (t.t) {
    case 'this': {
      // A combo card's own skill ("add +10000 to this card's combo") works on it in the Combo Area.
      const pl = findPlaced(s, f.source);
      return pl && pl.area !== 'energy' ? [pl] : [];
    }
    case 'yourLeader':
      return [{ seat: you, area: 'leader', card: leaderOf(s, you) }];
    case 'it':
    case 'attacker': {
      const id = t.t === 'it' ? f.it : (s.battle?.attacker ?? 0);
      const pl = findPlaced(s, id);
      return pl && (pl.area === 'battle' || pl.area === 'leader') ? [pl] : [];
    }
    case 'costChoice':
    case 'played':
      return [];
    case 'choose':
    case 'all': {
      const seats: Seat[] = t.whose === 'you' ? [you] : t.whose === 'opponent' ? [opponent(you)] : [you, opponent(you)];
      const out: Placed[] = [];
      for (const seat of seats) {
        const p = s.players[seat];
        const areas: ('battle' | 'leader' | 'energy' | 'combo')[] =
          t.zone === 'energy' || t.zone === 'combo'
            ? [t.zone]
            : t.t === 'choose' && t.zone === 'battleOrLeader'
              ? ['leader', 'battle']
              : t.zone === 'battleAndCombo'
                ? ['battle', 'combo']
                : ['battle'];
        for (const area of areas) {
          for (const c of p[area]) {
            if (area === 'battle' && cardType(c) !== 'battle') continue; // DBS 8-5-4
            if (t.filter && !matches(s, seat, c, t.filter, sourceCard(s, f)?.card)) continue;
            // DBS 10-16: the opponent's skills cannot choose a [Barrier] card.
            if (t.t === 'choose' && seat !== you && hasKeyword(s, seat, c, 'barrier')) continue;
            out.push({ seat, area, card: c });
          }
        }
      }
      if (t.t === 'choose' && t.orThis) {
        const me = sourceCard(s, f);
        if (me && !out.some((x) => x.card.id === me.card.id)) out.unshift(me);
      }
      return out;
    }
  }
}

/**
 * One card at a time: returns the picked ids once the choice is complete, or null after asking.
 * `dedupe` makes identical copies in a secret area one choice.
 */
function pick(
  s: DBSState,
  f: ResolveFrame,
  seat: Seat,
  ids: { id: number; code: string }[],
  n: number,
  upTo: boolean,
  prompt: string,
  dedupe = false,
  looking?: number[],
): number[] | null {
  const left = ids.filter((x) => !f.picked.includes(x.id));
  // DBS 11-6-1: cards a skill lets its master look at are shown even when none of them can be taken, so
  // the master still gets the decision (with "done" alone) and its `looking` cards.
  const showOnly = left.length === 0 && f.picked.length === 0 && !f.done && looking !== undefined && looking.length > 0;
  if (showOnly) {
    ask<PickAnswer>(s, { seat, kind: 'chooseCard', prompt, options: [{ t: 'done' }], looking });
    return null;
  }
  // Issue 19: after a look at a secret area, whether another card could be taken depends on cards the opponent may
  // not see; the question is asked (with "done" alone if need be) until the master is done or has taken them all.
  const hiddenMore = looking !== undefined && f.picked.length < Math.min(n, looking.length) && !f.done;
  if (left.length === 0 && hiddenMore) {
    ask<PickAnswer>(s, { seat, kind: 'chooseCard', prompt, options: [{ t: 'done' }], looking });
    return null;
  }
  if (f.done || f.picked.length >= n || left.length === 0) {
    const out = f.picked;
    f.picked = [];
    f.done = false;
    return out;
  }
  const options: PickAnswer[] = [];
  if (upTo) options.push({ t: 'done' });
  for (const x of dedupe ? oneOfEachCode(left) : left) options.push({ t: 'card', card: x.id });
  const d = { seat, kind: 'chooseCard' as const, prompt, options, ...(looking ? { looking } : {}) };
  ask<PickAnswer>(s, d);
  return null;
}

function takePick(s: DBSState, f: ResolveFrame): PickAnswer | null {
  const a = takeAnswer<PickAnswer>(s);
  if (a?.t === 'card') f.picked.push(a.card);
  if (a?.t === 'done') f.done = true;
  return a;
}

/** Choose targets (or take all); null after asking. */
function targets(s: DBSState, f: ResolveFrame, t: Target): Placed[] | null {
  const cands = candidates(s, f, t);
  if (t.t !== 'choose') return t.t === 'all' || cands.length <= 1 ? cands : cands.slice(0, 1);
  const ids = pick(
    s,
    f,
    f.seat,
    cands.map((c) => ({ id: c.card.id, code: c.card.code })),
    t.n,
    t.upTo === true,
    'dbs.target',
  );
  if (!ids) return null;
  return cands.filter((c) => ids.includes(c.card.id));
}

/**
 * Whether a skill of `actor` may not KO (`how` 'ko') or otherwise move out of the Battle Area ('remove') the card
 * `card` of `seat`: "this card cannot be KO-ed" stops every KO; [Indestructible] (10-12-1) and "your opponent's
 * skills cannot KO this card nor make it leave the Battle Area" stop the opponent's skills only.
 */
export function protectedFrom(s: DBSState, actor: Seat, seat: Seat, card: Card, how: 'ko' | 'remove'): boolean {
  if (how === 'ko' && hasOwnContinuous(s, seat, card, 'cannotBeKOd')) return true;
  if (seat === actor) return false;
  if (how === 'ko' && hasOwnContinuous(s, seat, card, 'cannotBeKOdBySkills')) return true;
  if (hasKeyword(s, seat, card, 'indestructible')) return true;
  return hasOwnContinuous(s, seat, card, 'untouchableBySkills');
}

/**
 * KO a Battle card by a skill of `actor`'s card `by`: "when … KOs" / "when you KO" trigger (8-6). Returns true
 * when its master is first asked about a replacement (a frame is pushed).
 */
function koCard(s: DBSState, actor: Seat, pl: Placed, by: number): boolean {
  if (pl.area !== 'battle' || cardType(pl.card) !== 'battle') return false;
  if (protectedFrom(s, actor, pl.seat, pl.card, 'ko')) return false;
  return koOrReplace(s, actor, by, pl.seat, pl.card);
}

/** The current effect is done, and frames it pushed run before the next one (1-3-7). */
function afterPushed(f: ResolveFrame): Step {
  f.i++;
  f.sub = 0;
  f.looked = [];
  return 'pushed';
}

/** DBS 8-9, 8-9-3: a KO about to happen; with an optional "instead" its master can pay, they are asked first. */
export function koOrReplace(s: DBSState, bySeat: Seat, by: number, seat: Seat, card: Card, how?: 'revenge'): boolean {
  const r = koReplacement(s, seat, card);
  if (!r) {
    koFromBattle(s, bySeat, by, seat, card, how ? { by: how } : {});
    return false;
  }
  const f: KoReplaceFrame = { k: 'dbs.koReplace', step: 0, seat, card: card.id, bySeat, by, cost: r };
  if (how) f.how = how;
  pushFrame<KoReplaceFrame>(s, f);
  return true;
}

function koReplacement(s: DBSState, seat: Seat, card: Card): Cost[] | null {
  for (const r of ownContinuousEffects(s, card, 'replaceKO')) if (canPayCosts(s, seat, r.cost, card)) return r.cost; // 8-9-3
  return null;
}

interface KoReplaceFrame extends Frame {
  k: 'dbs.koReplace';
  seat: Seat;
  card: number;
  bySeat: Seat;
  by: number;
  cost: Cost[];
  /** For the log: a [Revenge] KO. */
  how?: 'revenge';
}

/** DBS 8-9-2-1: the card's master decides; yes: the cost is paid instead and the KO never happened (8-9-1-1). */
function koReplaceHandler(s: DBSState, f: KoReplaceFrame): void {
  const card = s.players[f.seat].battle.find((c) => c.id === f.card);
  if (!card) {
    popFrame(s);
    return;
  }
  const a = takeAnswer<PickAnswer>(s);
  const ans = yesOrNo(a);
  if (!ans || (ans === 'yes' && !canPayCosts(s, f.seat, f.cost, card))) {
    ask<PickAnswer>(s, { seat: f.seat, kind: 'yesNo', prompt: 'dbs.replaceKO', options: [{ t: 'yes' }, { t: 'no' }] });
    return;
  }
  popFrame(s);
  if (ans === 'no') {
    koFromBattle(s, f.bySeat, f.by, f.seat, card, f.how ? { by: f.how } : {});
    return;
  }
  emitDbs(s, { t: 'koReplaced', seat: f.seat, id: card.id });
  pushFrame(s, payFrame(f.seat, card.id, f.cost));
}

/** Move a KO'd Battle card to the Drop Area and raise the KO triggers: `bySeat`'s card `by` KO'd it. */
export function koFromBattle(s: DBSState, bySeat: Seat, by: number, seat: Seat, card: Card, extra = {}): void {
  const moved = moveCard(s, seat, card, 'battle', 'drop');
  emitDbs(s, { t: 'ko', seat, id: card.id, ...extra });
  raise(s, { e: 'ko', bySeat, by, seat, card: card.id, inDrop: moved?.id }); // DBS 7-4-1-4-2-1, 10-1
}

/** Put a card into play from hand, deck or drop (3-6-3 "play"), raising "when played". */
export function playCard(
  s: DBSState,
  seat: Seat,
  card: Card,
  from: 'hand' | 'deck' | 'drop' | 'combo',
  opts: { rested?: boolean; via?: string; negate?: Duration; fromHandAction?: boolean; by?: string } = {},
): Card | null {
  // A [Counter: Play] answered the skill that plays this card ("is played in Rest Mode", "negate its skills").
  // DBS 10-22-3: [Deflect] still keeps [Counter: Play] away when a skill plays the card.
  const marks =
    (from === 'hand' && opts.fromHandAction) || hasKeyword(s, seat, card, 'deflect') ? undefined : skillPlayMarks(s);
  if (marks?.sendTo) {
    sendPlayedAway(s, seat, card, from, marks.sendTo);
    return null;
  }
  const rested = opts.rested === true || marks?.rested === true;
  const negate = opts.negate ?? marks?.negate;
  const moved = moveCard(s, seat, card, from, 'battle', { rested });
  if (!moved) return null;
  if (opts.via) moved.via = opts.via;
  // Negated as it enters, so its "when you play this card" does not trigger (8-3-2).
  if (negate) moved.mods = [...moved.mods, { stat: 'negated', until: held(negate, seat) }];
  emitDbs(s, { t: 'play', seat, card: { id: moved.id, code: moved.code }, via: opts.via ?? null });
  raise(s, { e: 'play', seat, card: moved.id, via: opts.via, from, by: opts.by });
  return moved;
}

/** DBS 10-5-4 / 9-4-2: put `card` on top of `base`; the stack keeps the base's position and power effects. */
export function stackOnTop(
  s: DBSState,
  seat: Seat,
  card: Card,
  from: 'hand' | 'deck' | 'drop',
  base: Card,
  via: string,
  active = false,
): Card {
  const src = s.players[seat][from];
  src.splice(
    src.findIndex((c) => c.id === card.id),
    1,
  );
  const carried = base.mods.filter((m) => m.stat === 'power' || m.stat === 'combo');
  const top: Card = {
    id: s.nextId++,
    code: card.code,
    owner: card.owner,
    rested: active ? false : base.rested,
    flipped: false,
    mods: carried,
    under: [{ ...base, under: [], mods: [] }, ...base.under],
    via,
  };
  const bf = s.players[seat].battle;
  bf[bf.findIndex((c) => c.id === base.id)] = top;
  emitDbs(s, {
    t: 'stack',
    seat,
    from,
    // From the hand or the deck the card is named by its new id only (3-1-4, issue 19).
    card: isSecret(from) ? { code: card.code } : { id: card.id, code: card.code },
    newId: top.id,
    on: base.id,
    via,
  });
  raise(s, { e: 'play', seat, card: top.id, via });
  return top;
}

/** DBS 10-18-2: a token's data lives in its code: `token:<name>:<power>[:<combo power>:<combo cost>]`. */
function tokenCode(e: Extract<Effect, { do: 'tokens' }>): string {
  const base = `token:${e.name}:${e.power}`;
  return e.comboPower === undefined ? base : `${base}:${e.comboPower}:${e.comboCost ?? 0}`;
}

function shuffleDeck(s: DBSState, seat: Seat): void {
  shuffleInPlace(s.rng, deckOf(s, seat));
  emitDbs(s, { t: 'shuffle', seat });
}

function resolveHandler(s: DBSState, f: ResolveFrame): void {
  // The answer belongs to the effect that asked: later effects start without one.
  let a = takePick(s, f);
  for (;;) {
    if (s.result) return;
    if (f.i >= f.effects.length) {
      popFrame(s);
      return;
    }
    const e = f.effects[f.i];
    f.before ??= filteredPermanentObjects(s);
    const r = runEffect(s, f, e, a);
    if (r === 'asked' || r === 'pushed') return;
    rememberInvalidated(s, f.before);
    delete f.before;
    f.i++;
    f.sub = 0;
    f.looked = [];
    a = null;
  }
}

type PlayMarks = Frame & { rested?: boolean; negate?: Duration; sendTo?: SendTo };

/** Where a [Counter: Play] sends the card being played instead of the Battle Area. */
export type SendTo = 'hand' | 'drop' | 'deckBottom' | 'warp';

/** Put the card being played (`from` its area) where a [Counter: Play] sent it; it was never played. */
export function sendPlayedAway(
  s: DBSState,
  seat: Seat,
  card: Card,
  from: 'hand' | 'deck' | 'drop' | 'combo',
  to: SendTo,
): void {
  emitDbs(s, { t: 'playSentAway', seat, code: card.code, to });
  if (to === 'deckBottom') moveCard(s, seat, card, from, 'deck', { bottom: true });
  else if (to !== from) moveCard(s, seat, card, from, to);
}

/**
 * The play whose counter timing is open, for "the Battle Card played" of a [Counter: Play]: a play from
 * hand (6-3-1-2-1-2), or a skill that plays cards (its counter timing of 8-5-2-4, before the played card is
 * known): the marks then apply to every card that skill plays as it resolves (`skillPlayMarks`).
 */
function playInProgress(s: DBSState): PlayMarks | undefined {
  for (let i = s.frames.length - 1; i >= 0; i--) {
    const k = s.frames[i].k;
    if (k === 'dbs.playAction' || k === 'dbs.activate' || k === 'dbs.auto') return s.frames[i] as PlayMarks;
  }
  return undefined;
}

/** The marks a [Counter: Play] left on the skill now resolving (the nearest skill frame). */
function skillPlayMarks(s: DBSState): PlayMarks | undefined {
  for (let i = s.frames.length - 1; i >= 0; i--) {
    const k = s.frames[i].k;
    if (k === 'dbs.activate' || k === 'dbs.auto') return s.frames[i] as PlayMarks;
  }
  return undefined;
}

type Step = 'done' | 'asked' | 'pushed';

function mods(card: Card, m: Card['mods'][number]): void {
  card.mods = [...card.mods, m];
}

/** An effect's duration as the card holds it: "until the beginning of your next turn" names whose turn (turn.ts). */
function held(d: Duration | HeldDuration, seat: Seat): HeldDuration {
  return d === 'nextTurn' ? (seat === 0 ? 'nextTurn0' : 'nextTurn1') : d;
}

function runEffect(s: DBSState, f: ResolveFrame, e: Effect, a: PickAnswer | null): Step {
  const you = f.seat;
  const p = s.players[you];
  switch (e.do) {
    case 'draw':
      if (e.upTo) {
        // DBS 4-9-4: nothing if n is 0; else the player may end it (4-9-4-1) or draws a card (4-9-4-2), until
        // n cards are drawn (4-9-4-3). `f.sub` counts them; an empty deck ends it (nothing is left to choose).
        if (a?.t === 'no') return 'done';
        if (a?.t === 'yes' && drawCard(s, you)) f.sub++;
        if (f.sub >= e.n || p.deck.length === 0) return 'done';
        ask<PickAnswer>(s, { seat: you, kind: 'yesNo', prompt: 'dbs.drawUpTo', options: [{ t: 'yes' }, { t: 'no' }] });
        return 'asked';
      }
      for (let k = 0; k < e.n; k++) drawCard(s, you); // DBS 4-9-3
      return 'done';
    case 'power': {
      const ts = targets(s, f, e.target);
      if (!ts) return 'asked';
      let n = e.n;
      if (e.perEnergy) n *= p.energy.length;
      if (e.perDrop) n *= p.drop.filter((c) => matches(s, you, c, e.perDrop!)).length;
      const until = held(e.until, you);
      for (const t of ts) mods(t.card, { stat: 'power', n, until, by: you });
      if (ts.length && s.log) emitDbs(s, { t: 'power', ids: ts.map((t) => t.card.id), n });
      return 'done';
    }
    case 'comboPower': {
      const ts = targets(s, f, e.target);
      if (!ts) return 'asked';
      for (const t of ts) mods(t.card, { stat: 'comboPower', n: e.n, until: 'turn' });
      return 'done';
    }
    case 'grant': {
      const ts = targets(s, f, e.target);
      if (!ts) return 'asked';
      for (const t of ts) mods(t.card, { stat: 'keyword', keyword: e.keyword, until: held(e.until, you) });
      return 'done';
    }
    case 'grantAttackActive': {
      const ts = targets(s, f, e.target);
      if (!ts) return 'asked';
      for (const t of ts) mods(t.card, { stat: 'attackActive', until: held(e.until, you) });
      return 'done';
    }
    case 'gainSkillsOfCostChoice': {
      const me = sourceCard(s, f);
      const chosen = me?.card.under.find((u) => u.id === f.costChoice);
      if (me && chosen) mods(me.card, { stat: 'skills', code: chosen.code, until: held(e.until, you) });
      return 'done';
    }
    case 'ko': {
      const ts = targets(s, f, e.target);
      if (!ts) return 'asked';
      let asks = false;
      for (const t of ts) asks = koCard(s, you, t, f.source) || asks;
      return asks ? afterPushed(f) : 'done';
    }
    case 'rest':
    case 'activeMode': {
      const ts = targets(s, f, e.target);
      if (!ts) return 'asked';
      for (const t of ts) setRested(s, t.seat, t.card, e.do === 'rest');
      return 'done';
    }
    case 'toHand':
    case 'toDrop': {
      const ts = targets(s, f, e.target);
      if (!ts) return 'asked';
      for (const t of ts) {
        if (t.area === 'energy' || t.area === 'combo') {
          moveCard(s, t.seat, t.card, t.area, e.do === 'toHand' ? 'hand' : 'drop');
          continue;
        }
        if (t.area !== 'battle' || protectedFrom(s, you, t.seat, t.card, 'remove')) continue;
        moveCard(s, t.seat, t.card, 'battle', e.do === 'toHand' ? 'hand' : 'drop');
      }
      return 'done';
    }
    case 'cannotAttack': {
      const ts = targets(s, f, e.target);
      if (!ts) return 'asked';
      for (const t of ts) mods(t.card, { stat: 'cannotAttack', until: held(e.until, you) });
      return 'done';
    }
    case 'noStandNextCharge': {
      const ts = targets(s, f, e.target);
      if (!ts) return 'asked';
      for (const t of ts) mods(t.card, { stat: 'noStandNextCharge', chargeOf: t.seat, until: 'game' });
      return 'done';
    }
    case 'koAfterBattle':
      if (s.battle && !s.battle.guardIsLeader) s.battle.koAfter.push(s.battle.guard);
      return 'done';
    case 'standAfterBattle':
      if (s.battle && sourceCard(s, f)) s.battle.standAfter.push(f.source);
      return 'done';
    case 'playThisAndGuard': {
      const inHand = p.hand.find((c) => c.id === f.source);
      if (!inHand) return 'done';
      const moved = playCard(s, you, inHand, 'hand');
      if (moved && s.battle && !s.battle.negated) {
        s.battle.guard = moved.id;
        s.battle.guardIsLeader = false;
        emitDbs(s, { t: 'guardChanged', id: moved.id });
      }
      return 'done';
    }
    case 'koTotal': {
      const opp = opponent(you);
      const value = (c: Card) => (e.stat === 'power' ? powerOf(s, opp, c) : energyCostOf(s, opp, c).total);
      const cands = candidates(s, f, { t: 'all', whose: 'opponent', zone: 'battle', filter: e.filter }).filter(
        (x) => !hasKeyword(s, opp, x.card, 'barrier'),
      );
      const chosenTotal = cands.filter((x) => f.picked.includes(x.card.id)).reduce((n, x) => n + value(x.card), 0);
      const fits = cands.filter((x) => !f.picked.includes(x.card.id) && chosenTotal + value(x.card) <= e.max);
      const ids = pick(
        s,
        f,
        you,
        fits.map((x) => ({ id: x.card.id, code: x.card.code })),
        fits.length > 0 ? 99 : 0,
        true,
        'dbs.target',
      );
      if (!ids) return 'asked';
      let asks = false;
      for (const x of cands) if (ids.includes(x.card.id)) asks = koCard(s, you, x, f.source) || asks;
      return asks ? afterPushed(f) : 'done';
    }
    case 'thisToDrop': {
      const me = findPlaced(s, f.source);
      if (me && me.area === 'battle') moveCard(s, me.seat, me.card, 'battle', 'drop');
      return 'done';
    }
    case 'search':
      return search(s, f, e, a);
    case 'fromDrop': {
      const cands = p.drop.filter((c) => matches(s, you, c, e.filter));
      const ids = pick(
        s,
        f,
        you,
        cands.map((c) => ({ id: c.id, code: c.code })),
        e.pick,
        true,
        'dbs.fromDrop',
        true,
      );
      if (!ids) return 'asked';
      for (const id of ids) {
        const c = p.drop.find((x) => x.id === id);
        if (!c) continue;
        if (e.to === 'hand') moveCard(s, you, c, 'drop', 'hand');
        else if (e.to === 'combo') {
          // Combo by a skill during a battle (3-7-3): into the Combo Area, counted in the battle's combos.
          if (!s.battle) continue;
          const moved = moveCard(s, you, c, 'drop', 'combo');
          if (moved) s.battle.combos.push({ id: moved.id, code: moved.code, seat: you, fromHand: false });
        } else if (e.to === 'play') {
          // "… and play it. It gains …": a later effect of this skill names the played card as "it".
          const played = playCard(s, you, c, 'drop', { by: f.code });
          if (played) f.it = played.id;
        } else {
          const me = sourceCard(s, f);
          if (me && me.area === 'battle') stackOnTop(s, you, c, 'drop', me.card, 'evolve', true);
        }
      }
      return 'done';
    }
    case 'opponentKOs': {
      const them = opponent(you);
      const cands = s.players[them].battle.filter((c) => cardType(c) === 'battle');
      const ids = pick(
        s,
        f,
        them,
        cands.map((c) => ({ id: c.id, code: c.code })),
        e.n,
        false,
        'dbs.target',
      );
      if (!ids) return 'asked';
      let asks = false;
      for (const id of ids) {
        const c = s.players[them].battle.find((x) => x.id === id);
        if (c) asks = koCard(s, you, { seat: them, area: 'battle', card: c }, f.source) || asks;
      }
      return asks ? afterPushed(f) : 'done';
    }
    case 'fromWarp': {
      // DBS 10-19-3: the Warp is an open area; "choose up to n" (BT3-107, BT3-111).
      const cands = p.warp.filter((c) => matches(s, you, c, e.filter));
      const ids = pick(
        s,
        f,
        you,
        cands.map((c) => ({ id: c.id, code: c.code })),
        e.pick,
        true,
        'dbs.target',
        true,
      );
      if (!ids) return 'asked';
      for (const id of ids) {
        const c = p.warp.find((x) => x.id === id);
        if (c) moveCard(s, you, c, 'warp', 'hand');
      }
      return 'done';
    }
    case 'lifeToHand':
      for (let k = 0; k < e.n && p.life.length > 0; k++) moveCard(s, you, p.life[p.life.length - 1], 'life', 'hand');
      return 'done';
    case 'toDeckBottom': {
      const ts = targets(s, f, e.target);
      if (!ts) return 'asked';
      for (const t of ts)
        if (t.area === 'battle' && !protectedFrom(s, you, t.seat, t.card, 'remove'))
          moveCard(s, t.seat, t.card, 'battle', 'deck', { bottom: true });
      return 'done';
    }
    case 'toDeckTop': {
      const ts = targets(s, f, e.target);
      if (!ts) return 'asked';
      for (const t of ts)
        if (t.area === 'battle' && !protectedFrom(s, you, t.seat, t.card, 'remove'))
          moveCard(s, t.seat, t.card, 'battle', 'deck');
      return 'done';
    }
    case 'forceOpponentPlay': {
      const opp = opponent(you);
      const hand = s.players[opp].hand;
      if (f.sub === 0) {
        // Codes in code order, no ids: the hand is hidden again afterwards, and neither an id nor the order the
        // cards came into the hand may let anyone follow a card there (3-3-3, issue 19).
        emitDbs(s, { t: 'revealHand', seat: opp, cards: inCodeOrder(hand) });
        f.sub = 1;
      }
      const cands = hand.filter((c) => cardType(c) === 'battle');
      const ids = pick(
        s,
        f,
        you,
        cands.map((c) => ({ id: c.id, code: c.code })),
        1,
        true,
        'dbs.target',
        true,
      );
      if (!ids) return 'asked';
      for (const id of ids) {
        const c = hand.find((x) => x.id === id);
        if (c) playCard(s, opp, c, 'hand', { rested: true });
      }
      return 'done';
    }
    case 'deckTopToEnergy':
      for (let k = 0; k < e.n && p.deck.length > 0; k++) moveCard(s, you, p.deck[p.deck.length - 1], 'deck', 'energy');
      return 'done';
    case 'handToEnergy': {
      const ids = pick(
        s,
        f,
        you,
        p.hand.map((c) => ({ id: c.id, code: c.code })),
        e.n,
        true,
        'dbs.handToEnergy',
        true,
      );
      if (!ids) return 'asked';
      for (const id of ids) {
        const c = p.hand.find((x) => x.id === id);
        if (c) moveCard(s, you, c, 'hand', 'energy');
      }
      return 'done';
    }
    case 'deckTopToDrop': {
      // "Up to n": one card at a time, each time the player may stop (f.looked holds the placed cards).
      if (e.upTo) {
        if (a?.t === 'yes' && f.sub === 0) {
          const moved = moveCard(s, you, p.deck[p.deck.length - 1], 'deck', 'drop');
          if (moved) f.looked.push(moved.id);
        }
        if (a?.t === 'no') f.sub = 1;
        if (f.sub === 0 && f.looked.length < e.n && p.deck.length > 0) {
          ask<PickAnswer>(s, {
            seat: you,
            kind: 'yesNo',
            prompt: 'dbs.deckTopToDrop',
            options: [{ t: 'yes' }, { t: 'no' }],
          });
          return 'asked';
        }
      } else {
        for (let k = 0; k < e.n && p.deck.length > 0; k++) {
          const moved = moveCard(s, you, p.deck[p.deck.length - 1], 'deck', 'drop');
          if (moved) f.looked.push(moved.id);
        }
      }
      const red = p.drop.some((c) => f.looked.includes(c.id) && coloursOf(s, you, c).includes('red'));
      const among = e.thenIfAmong;
      const found = among && p.drop.some((c) => f.looked.includes(c.id) && matches(s, you, c, among.filter));
      const then = red && e.thenIfRed ? e.thenIfRed : found ? among.then : null;
      if (then && !s.result) {
        f.i++;
        f.sub = 0;
        pushFrame(s, nested(f, you, then));
        return 'pushed';
      }
      return 'done';
    }
    case 'deckTopUnder': {
      const holder = p.battle.find((c) => matches(s, you, c, { name: e.name }));
      if (!holder) return 'done';
      if (e.upTo && f.sub === 0) {
        if (a?.t === 'yes') f.sub = 1;
        else if (a?.t === 'no') return 'done';
        else {
          if (p.deck.length === 0) return 'done';
          ask<PickAnswer>(s, {
            seat: you,
            kind: 'yesNo',
            prompt: 'dbs.deckTopUnder',
            options: [{ t: 'yes' }, { t: 'no' }],
          });
          return 'asked';
        }
      }
      const n = e.untilCount !== undefined ? Math.max(0, e.untilCount - holder.under.length) : e.n;
      for (let k = 0; k < n && p.deck.length > 0; k++) putUnder(s, you, p.deck[p.deck.length - 1], 'deck', holder);
      raise(s, { e: 'under' });
      return 'done';
    }
    case 'damage':
      // The damage frame runs before the next effect (1-3-7).
      f.i++;
      f.sub = 0;
      f.looked = [];
      dealDamage(s, e.whose === 'you' ? you : opponent(you), e.n);
      return 'pushed';
    case 'negateAttack':
      if (s.battle) {
        s.battle.negated = true;
        emitDbs(s, { t: 'attackNegated' });
      }
      return 'done';
    case 'discard':
      return discard(s, f, e, a);
    case 'bothBattleToDrop': {
      // DBS 1-3-4: the turn player chooses first.
      const order: Seat[] = [s.turnPlayer, opponent(s.turnPlayer)];
      while (f.sub < 2) {
        const seat = order[f.sub];
        // "1 card from their Battle Area": a [Field] Extra card there may be chosen too (3-6-1).
        const cands = s.players[seat].battle;
        const ids = pick(
          s,
          f,
          seat,
          cands.map((c) => ({ id: c.id, code: c.code })),
          e.n,
          false,
          'dbs.ownBattleToDrop',
        );
        if (!ids) return 'asked';
        for (const id of ids) {
          const c = s.players[seat].battle.find((x) => x.id === id);
          if (c) moveCard(s, seat, c, 'battle', 'drop');
        }
        f.sub++;
      }
      return 'done';
    }
    case 'playThis': {
      const inHand = p.hand.find((c) => c.id === f.source);
      const inDrop = p.drop.find((c) => c.id === f.source);
      if (inHand) playCard(s, you, inHand, 'hand', { rested: e.rested });
      else if (inDrop) playCard(s, you, inDrop, 'drop', { rested: e.rested });
      return 'done';
    }
    case 'tokens':
      for (let k = 0; k < e.n; k++) {
        const t: Card = {
          id: s.nextId++,
          code: tokenCode(e),
          owner: you,
          rested: false,
          flipped: false,
          mods: [],
          under: [],
          token: true,
        };
        p.battle.push(t);
        emitDbs(s, { t: 'token', seat: you, card: { id: t.id, code: t.code } });
        raise(s, { e: 'play', seat: you, card: t.id });
      }
      return 'done';
    case 'may': {
      if (f.sub === 0) {
        let ans = yesOrNo(a);
        if (!ans) {
          if (
            !canPayCosts(
              s,
              you,
              e.cost,
              findPlaced(s, f.source)?.card ?? s.players[you].hand.find((c) => c.id === f.source),
            )
          )
            return 'done';
          const counted = loopAnswer(s, f, you, a); // DBS 11-1-2-1, 11-1-2-2
          if (counted === 'asked') return 'asked';
          if (counted === null) {
            ask<PickAnswer>(s, { seat: you, kind: 'yesNo', prompt: 'dbs.may', options: [{ t: 'yes' }, { t: 'no' }] });
            return 'asked';
          }
          ans = counted;
        }
        noteLoopAnswer(s, f, you, ans);
        if (ans === 'no') return 'done';
        f.sub = 1;
        pushFrame(s, payFrame(you, f.source, e.cost));
        return 'pushed';
      }
      f.i++;
      f.sub = 0;
      pushFrame(s, nested(f, you, e.then));
      return 'pushed';
    }
    case 'opponentMay': {
      const opp = opponent(you);
      if (f.sub === 0) {
        let ans = yesOrNo(a);
        if (!ans && canPayCosts(s, opp, e.cost, undefined)) {
          const counted = loopAnswer(s, f, opp, a); // DBS 11-1-2-1, 11-1-2-2
          if (counted === 'asked') return 'asked';
          if (counted === null) {
            ask<PickAnswer>(s, {
              seat: opp,
              kind: 'yesNo',
              prompt: 'dbs.opponentMay',
              options: [{ t: 'yes' }, { t: 'no' }],
            });
            return 'asked';
          }
          ans = counted;
        }
        if (ans) noteLoopAnswer(s, f, opp, ans);
        if (ans === 'yes') {
          f.sub = 2;
          pushFrame(s, payFrame(opp, 0, e.cost));
          return 'pushed';
        }
        f.i++;
        f.sub = 0;
        pushFrame(s, nested(f, you, e.otherwise));
        return 'pushed';
      }
      return 'done';
    }
    case 'ifThen': {
      const me = findPlaced(s, f.source)?.card ?? leaderOf(s, you);
      if (!checkCondition(s, you, me, e.cond, f.lastKnown)) return 'done';
      f.i++;
      f.sub = 0;
      pushFrame(s, nested(f, you, e.then));
      return 'pushed';
    }
    case 'allowAwakenAnyLife':
      s.awakenAnyLife[you] = true;
      return 'done';
    case 'negateSkills': {
      if (e.target.t === 'played') {
        const play = playInProgress(s);
        if (play) play.negate = e.until;
        return 'done';
      }
      const ts = targets(s, f, e.target);
      if (!ts) return 'asked';
      for (const t of ts) mods(t.card, { stat: 'negated', until: held(e.until, you) });
      return 'done';
    }
    case 'playedRested': {
      const play = playInProgress(s);
      if (play) play.rested = true;
      return 'done';
    }
    case 'playedTo': {
      const play = playInProgress(s);
      if (play) play.sendTo = e.to;
      return 'done';
    }
    case 'playFromHand': {
      const cands = p.hand.filter((c) => cardType(c) === 'battle' && matches(s, you, c, e.filter));
      const ids = pick(
        s,
        f,
        you,
        cands.map((c) => ({ id: c.id, code: c.code })),
        e.pick,
        e.upTo === true,
        'dbs.playFromHand',
        true,
      );
      if (!ids) return 'asked';
      for (const id of ids) {
        const c = p.hand.find((x) => x.id === id);
        if (c) playCard(s, you, c, 'hand', e.negate ? { negate: e.negate, by: f.code } : { by: f.code });
      }
      return 'done';
    }
    case 'negateThisSkill': {
      const me = sourceCard(s, f);
      if (me && f.index >= 0) mods(me.card, { stat: 'negatedSkill', index: f.index, until: held(e.until, you) });
      return 'done';
    }
    case 'eachToDeckBottom':
      return eachToDeckBottom(s, f, a);
    case 'playFromDeckOrDrop': {
      if (a?.t !== 'area') {
        ask<PickAnswer>(s, {
          seat: you,
          kind: 'chooseCard',
          prompt: 'dbs.deckOrDrop',
          options: [
            { t: 'area', area: 'deck' },
            { t: 'area', area: 'drop' },
          ],
        });
        return 'asked';
      }
      const then: Effect =
        a.area === 'deck'
          ? { do: 'search', look: 0, pick: e.pick, upTo: true, filter: e.filter, to: 'play' }
          : { do: 'fromDrop', pick: e.pick, filter: e.filter, to: 'play' };
      f.i++;
      f.sub = 0;
      pushFrame(s, nested(f, you, [then]));
      return 'pushed';
    }
    case 'chooseX':
      return chooseX(s, f, e, a);
    case 'negateBlocker': {
      // DBS 10-4-2: the attack goes back to the target it had before the [Blocker].
      const b = s.battle;
      if (b && b.blocked) {
        const original = findPlaced(s, b.originalGuard);
        b.guard = b.originalGuard;
        b.guardIsLeader = original?.area === 'leader';
        b.blocked = false;
        emitDbs(s, { t: 'blockerNegated', seat: you, guard: b.guard });
      }
      return 'done';
    }
    case 'negateCounter': {
      // DBS 10-10-5: the [Counter] activated just before this one (next to resolve, 4-7-3-5) does not resolve.
      for (let k = s.frames.length - 1; k >= 0; k--) {
        const fr = s.frames[k] as Frame & { negated?: boolean };
        if (fr.k !== 'dbs.resolveCounter' || fr === (f as Frame)) continue;
        fr.negated = true;
        break;
      }
      return 'done';
    }
    case 'swapPlay': {
      // DBS 10-24-3: up to 1 specified Battle card of energy cost X from hand, played; then this card to hand.
      if (f.sub === 0) {
        const cands = p.hand.filter(
          (c) =>
            c.id !== f.source &&
            cardType(c) === 'battle' &&
            matches(s, you, c, e.filter) &&
            energyCostOf(s, you, c).total === e.x,
        );
        // Issue 19: whether the hand holds such a card is hidden from the opponent, so with any other card in hand
        // the question is asked, with "done" alone when none fits.
        if (cands.length === 0 && !f.done && p.hand.some((c) => c.id !== f.source)) {
          ask<PickAnswer>(s, { seat: you, kind: 'chooseCard', prompt: 'dbs.swap', options: [{ t: 'done' }] });
          return 'asked';
        }
        const ids = pick(
          s,
          f,
          you,
          cands.map((c) => ({ id: c.id, code: c.code })),
          1,
          true,
          'dbs.swap',
          true,
        );
        if (!ids) return 'asked';
        const chosen = p.hand.find((c) => c.id === ids[0]);
        if (chosen) playCard(s, you, chosen, 'hand', { via: 'swap' });
        f.sub = 1;
      }
      const me = p.battle.find((c) => c.id === f.source);
      if (me) moveCard(s, you, me, 'battle', 'hand');
      return 'done';
    }
    case 'topCardTo': {
      const ts = targets(s, f, e.target);
      if (!ts) return 'asked';
      for (const t of ts)
        if (t.area === 'battle' && !protectedFrom(s, you, t.seat, t.card, 'remove'))
          moveTopOnly(s, t.seat, t.card, e.to);
      return 'done';
    }
    case 'nameNumber': {
      // DBS 1-3-5: a whole number of at least 1; 1-3-5-1: "up to" with no minimum allows 0.
      if (a?.t !== 'number') {
        const options: PickAnswer[] = [];
        if (e.max === undefined) for (const n of NAMED_NUMBERS) options.push({ t: 'number', n });
        else for (let n = e.upTo ? 0 : 1; n <= e.max; n++) options.push({ t: 'number', n });
        ask<PickAnswer>(s, { seat: you, kind: 'number', prompt: 'dbs.nameNumber', options });
        return 'asked';
      }
      f.i++;
      f.sub = 0;
      pushFrame(s, nested(f, you, Array.from({ length: a.n }, () => e.then).flat()));
      return 'pushed';
    }
    case 'drawUntil':
      while (p.hand.length < e.n && p.deck.length > 0 && !s.result) drawCard(s, you);
      return 'done';
    case 'toEnergy': {
      const ts = targets(s, f, e.target);
      if (!ts) return 'asked';
      for (const t of ts)
        if (t.area === 'battle' && !protectedFrom(s, you, t.seat, t.card, 'remove'))
          moveCard(s, t.seat, t.card, 'battle', 'energy', { rested: e.rested === true });
      return 'done';
    }
    case 'lifeToEnergy':
      // DBS 3-9-2: Life cards are face down and alike to their owner: the top one is taken.
      for (let k = 0; k < e.n && p.life.length > 0; k++) moveCard(s, you, p.life[p.life.length - 1], 'life', 'energy');
      return 'done';
    case 'atEndOfTurn':
      (s.delayed ??= []).push({ seat: you, source: f.source, code: f.code, effects: e.effects, turn: s.turn });
      return 'done';
    case 'loseGame':
      winNow(s, opponent(you), `player ${you + 1} lost by the skill of ${f.code}`);
      return 'done';
    case 'cannotLoseThisTurn':
      // Bars of earlier turns have ended; only this turn's are kept.
      s.lossBarred = [...(s.lossBarred ?? []).filter((b) => b.turn === s.turn), { seat: you, turn: s.turn }];
      return 'done';
    case 'resetToDecks': {
      const seats: Seat[] = [s.turnPlayer, opponent(s.turnPlayer)];
      const others = (seat: Seat) =>
        s.players[seat].battle.filter((c) => c.id !== f.source && cardType(c) === 'battle');
      // Negated first, so no skill of theirs (a protection, 8-3-2) keeps them in the Battle Area.
      for (const seat of seats) for (const c of others(seat)) mods(c, { stat: 'negated', until: 'turn' });
      for (const seat of seats) {
        for (const c of others(seat)) moveCard(s, seat, c, 'battle', 'deck');
        for (const c of s.players[seat].hand.slice()) moveCard(s, seat, c, 'hand', 'deck');
      }
      for (const seat of seats) shuffleDeck(s, seat);
      for (const seat of seats) for (let k = 0; k < e.draw; k++) drawCard(s, seat);
      return 'done';
    }
    case 'opponentHandToDeckTop': {
      const opp = opponent(you);
      const q = s.players[opp];
      if (f.sub === 0) {
        // The number is fixed as the effect begins (the cards counted leave only with the next effect).
        f.sub = 1 + q.battle.filter((c) => cardType(c) === 'battle' && matches(s, opp, c, e.count)).length;
      }
      if (a?.t === 'card') {
        const c = q.hand.find((x) => x.id === a.card);
        if (c) moveCard(s, opp, c, 'hand', 'deck');
        f.sub--;
      }
      f.picked = [];
      if (f.sub <= 1 || q.hand.length === 0) return 'done';
      // The owner chooses from their own hand: identical copies are one choice.
      const options: PickAnswer[] = oneOfEachCode(q.hand).map((c) => ({ t: 'card', card: c.id }));
      ask<PickAnswer>(s, { seat: opp, kind: 'chooseCard', prompt: 'dbs.handToDeckTop', options });
      return 'asked';
    }
    case 'negateAttackerKeyword': {
      const b = s.battle;
      const at = b ? findPlaced(s, b.attacker) : null;
      if (!b || !at) return 'done';
      const kws = NEGATABLE_KEYWORDS.filter((k) => hasKeyword(s, at.seat, at.card, k));
      if (kws.length === 0) return 'done';
      if (a?.t !== 'option' || a.i < 0 || a.i >= kws.length) {
        // The options are the attacker's keyword skills, in a fixed order (`looking` is not needed: they are open).
        ask<PickAnswer>(s, {
          seat: you,
          kind: 'chooseOrder',
          prompt: 'dbs.negateKeyword',
          options: kws.map((_, i) => ({ t: 'option', i }) as PickAnswer),
        });
        return 'asked';
      }
      mods(at.card, { stat: 'negatedKeyword', keyword: kws[a.i], until: held(e.until, you) });
      return 'done';
    }
    case 'revealBottomPlay': {
      const c = p.deck[0];
      if (!c) return 'done';
      // DBS 11-2: revealed by its code; it is still at the bottom when it is not played.
      emitDbs(s, { t: 'reveal', seat: you, card: { code: c.code } });
      if (cardType(c) !== 'battle' || !matches(s, you, c, e.filter)) return 'done';
      const played = playCard(s, you, c, 'deck', { by: f.code });
      if (played) {
        skillsOf(played).forEach((sk, index) => {
          if (sk.kind === 'activate') mods(played, { stat: 'negatedSkill', index, until: 'game' });
        });
      }
      return 'done';
    }
    case 'thisRemoved': {
      for (const area of ['battle', 'drop'] as const) {
        const c = p[area].find((x) => x.id === f.source);
        if (c) moveCard(s, you, c, area, 'removed');
      }
      return 'done';
    }
    case 'flipThis': {
      // DBS 10-2-3/5: the same card, turned over, keeping its position and power effects.
      const l = leaderOf(s, you);
      if (l.id === f.source && !l.flipped) {
        l.flipped = true;
        emitDbs(s, { t: 'awaken', seat: you, id: l.id });
      } else if (l.id === f.source && e.over) {
        // DBS 10-28-4: a [Wish] on the back face turns the Leader to its front, still the same card.
        l.flipped = false;
        emitDbs(s, { t: 'flipToFront', seat: you, id: l.id });
      }
      return 'done';
    }
  }
}

/** DBS 10-27-3: the activator picks min(n, options) different options one at a time; they resolve in that order. */
function chooseX(s: DBSState, f: ResolveFrame, e: Extract<Effect, { do: 'chooseX' }>, a: PickAnswer | null): Step {
  if (a?.t === 'option') f.looked.push(a.i);
  const want = Math.min(e.n, e.options.length);
  if (f.looked.length < want) {
    const options: PickAnswer[] = e.options.map((_, i) => ({ t: 'option', i }) as PickAnswer);
    ask<PickAnswer>(s, {
      seat: f.seat,
      kind: 'chooseOrder',
      prompt: 'dbs.chooseX',
      options: options.filter((o) => o.t === 'option' && !f.looked.includes(o.i)),
    });
    return 'asked';
  }
  const chosen = f.looked.flatMap((i) => e.options[i]);
  f.i++;
  f.sub = 0;
  f.looked = [];
  pushFrame(s, nested(f, f.seat, chosen));
  return 'pushed';
}

/**
 * Up to 1 card each from the opponent's Battle Area (Battle cards), Energy Area, life and hand, to the
 * bottom of their deck. Life and hand are secret areas: the card is chosen blind (a random one).
 * The chosen cards go to the bottom together, in the order their owner decides (DBS 3-1-6).
 */
function eachToDeckBottom(s: DBSState, f: ResolveFrame, a: PickAnswer | null): Step {
  const opp = opponent(f.seat);
  const q = s.players[opp];
  while (f.sub < 4) {
    if (f.sub < 2) {
      const t: Target = { t: 'choose', whose: 'opponent', zone: f.sub === 0 ? 'battle' : 'energy', n: 1, upTo: true };
      const ts = targets(s, f, t);
      if (!ts) return 'asked';
      for (const x of ts)
        if (!(x.area === 'battle' && protectedFrom(s, f.seat, x.seat, x.card, 'remove'))) f.looked.push(x.card.id);
      f.sub++;
      a = null;
      continue;
    }
    const area = f.sub === 2 ? q.life : q.hand;
    if (a?.t === 'yes' && area.length > 0) f.looked.push(area[randInt(s.rng, area.length)].id);
    if (a?.t === 'yes' || a?.t === 'no' || area.length === 0) {
      f.sub++;
      a = null;
      continue;
    }
    ask<PickAnswer>(s, {
      seat: f.seat,
      kind: 'yesNo',
      prompt: f.sub === 2 ? 'dbs.chooseLifeCard' : 'dbs.chooseHandCard',
      options: [{ t: 'yes' }, { t: 'no' }],
    });
    return 'asked';
  }
  // DBS 3-1-6: the owner picks them top to bottom, one at a time (`takePick` collects the answers in f.picked).
  const present = f.looked.filter((id) => BOTTOM_FROM.some((area) => q[area].some((x) => x.id === id)));
  const left = present.filter((id) => !f.picked.includes(id));
  if (left.length > 1) {
    ask<PickAnswer>(s, {
      seat: opp,
      kind: 'chooseOrder',
      prompt: 'dbs.bottomOrder',
      options: left.map((card) => ({ t: 'card', card })),
    });
    return 'asked';
  }
  const order = [...f.picked.filter((id) => present.includes(id)), ...left];
  // DBS 3-1-6-1: the moves (and their events) go in a fixed order, so the other player learns nothing of the
  // owner's; the new bottom of the deck is then laid out in the owner's order.
  const arrived = new Map<number, Card>();
  for (const id of present) {
    for (const area of BOTTOM_FROM) {
      const c = q[area].find((x) => x.id === id);
      const moved = c ? moveCard(s, opp, c, area, 'deck', { bottom: true }) : null;
      if (moved) arrived.set(id, moved);
    }
  }
  const placed = order.filter((id) => arrived.has(id));
  for (let j = 0; j < placed.length; j++) q.deck[j] = arrived.get(placed[placed.length - 1 - j])!;
  f.picked = [];
  return 'done';
}

const BOTTOM_FROM = ['battle', 'energy', 'life', 'hand'] as const;

function search(s: DBSState, f: ResolveFrame, e: Extract<Effect, { do: 'search' }>, a: PickAnswer | null): Step {
  const you = f.seat;
  // DBS 5-2-1-3: during game preparation "your deck" is the presented one, not yet in the Deck Area.
  const deck = deckOf(s, you);
  if (f.sub === 2) return restToBottom(s, f, deck, a);
  if (f.sub === 0) {
    // Look at the top `look` cards (or the whole deck); they stay in the deck while looked at (11-6-2).
    const n = e.look === 0 ? deck.length : Math.min(e.look, deck.length);
    f.looked = deck.slice(deck.length - n).map((c) => c.id);
    f.sub = 1;
    if (s.log) emitDbs(s, { t: 'look', seat: you, n });
  }
  const looked = deck.filter((c) => f.looked.includes(c.id));
  const me = sourceCard(s, f)?.card;
  // "Up to 1 each of <A> and <B>": a character already taken is not offered again.
  const taken = e.pickEach ? deck.filter((c) => f.picked.includes(c.id)) : [];
  const each = (c: Card) =>
    !taken.some((t) =>
      (e.filter.character ?? []).some((ch) => charactersOf(t).includes(ch) && charactersOf(c).includes(ch)),
    );
  const ok = looked.filter((c) => matches(s, you, c, e.filter, me) && each(c));
  const ids = pick(
    s,
    f,
    you,
    ok.map((c) => ({ id: c.id, code: c.code })),
    e.pick,
    true, // DBS 8-5-3-5: a player may decline to find a card in a secret area
    'dbs.search',
    true,
    f.looked,
  );
  if (!ids) return 'asked';
  for (const id of ids) {
    const c = deck.find((x) => x.id === id);
    if (!c) continue;
    // DBS 11-2-1: revealed by its code; its id in the deck is hidden from everyone (3-2-2, issue 19).
    emitDbs(s, { t: 'reveal', seat: you, card: { code: c.code } });
    if (e.to === 'hand') moveCard(s, you, c, 'deck', 'hand');
    else if (e.to === 'play') {
      const played = playCard(s, you, c, 'deck', e.via ? { via: e.via, by: f.code } : { by: f.code });
      if (played) f.it = played.id; // "… play it. It gains …"
    } else if (e.to === 'playRested') playCard(s, you, c, 'deck', { rested: true, by: f.code });
    else if (e.to === 'combo') {
      const moved = moveCard(s, you, c, 'deck', 'combo');
      if (moved && s.battle) s.battle.combos.push({ id: moved.id, code: moved.code, seat: you, fromHand: false });
    } else if (e.to === 'battleActive' || e.to === 'activateField') {
      moveCard(s, you, c, 'deck', 'battle');
      if (e.to === 'activateField') fieldUniqueness(s, you, s.players[you].battle[s.players[you].battle.length - 1].id);
    } else if (me) stackOnTop(s, you, c, 'deck', me, e.to === 'absorbThis' ? 'union' : 'evolve');
  }
  if (e.rest === 'drop') {
    for (const id of f.looked) {
      const c = deck.find((x) => x.id === id);
      if (c) moveCard(s, you, c, 'deck', 'drop');
    }
    return 'done';
  }
  if (e.rest === 'bottom') {
    f.sub = 2;
    return restToBottom(s, f, deck, null);
  }
  shuffleDeck(s, you); // DBS 11-6-3 and the cards' "then shuffle"
  return 'done';
}

/**
 * "Place the remaining cards at the bottom of your deck in any order": the player names them one at a time, each
 * going under the deck in turn (the last one named ends up at the very bottom); no shuffle.
 */
function restToBottom(s: DBSState, f: ResolveFrame, deck: Card[], a: PickAnswer | null): Step {
  f.picked = [];
  if (a?.t === 'card') {
    const c = deck.find((x) => x.id === a.card && f.looked.includes(x.id));
    if (c) moveCard(s, f.seat, c, 'deck', 'deck', { bottom: true });
    f.looked = f.looked.filter((id) => id !== a.card);
  }
  const left = deck.filter((c) => f.looked.includes(c.id));
  if (left.length > 1) {
    ask<PickAnswer>(s, {
      seat: f.seat,
      kind: 'chooseOrder',
      prompt: 'dbs.bottomOrder',
      options: left.map((c) => ({ t: 'card', card: c.id })),
      looking: left.map((c) => c.id),
    });
    return 'asked';
  }
  for (const c of left) moveCard(s, f.seat, c, 'deck', 'deck', { bottom: true });
  return 'done';
}

/** DBS 10-3-3: after a [Field] resolves, the player's other [Field] cards go to the Drop. */
export function fieldUniqueness(s: DBSState, seat: Seat, keep: number): void {
  for (const c of s.players[seat].battle.slice()) {
    if (c.id === keep || cardType(c) !== 'extra') continue;
    moveCard(s, seat, c, 'battle', 'drop');
  }
}

function discard(s: DBSState, f: ResolveFrame, e: Extract<Effect, { do: 'discard' }>, a: PickAnswer | null): Step {
  void a;
  const seats: Seat[] =
    e.whose === 'both' ? [s.turnPlayer, opponent(s.turnPlayer)] : [e.whose === 'you' ? f.seat : opponent(f.seat)];
  while (f.sub < seats.length) {
    const seat = seats[f.sub];
    const hand = s.players[seat].hand;
    // Broly's Ring: the hand is not affected by the skills of a Leader of the named character.
    const leader = leaderOf(s, seat);
    if (seat === f.seat && f.code === leader.code && handImmuneToLeader(s, seat, leader)) {
      f.sub++;
      continue;
    }
    if (e.random) {
      let n = e.n;
      if (e.upTo && hand.length > 0) {
        // "Up to n at random": the skill's player names how many first (1-3-5-1: 0 too), no more than the hand holds.
        if (a?.t !== 'number') {
          const options: PickAnswer[] = [];
          for (let k = Math.min(e.n, hand.length); k >= 0; k--) options.push({ t: 'number', n: k });
          ask<PickAnswer>(s, { seat: f.seat, kind: 'number', prompt: 'dbs.randomUpTo', options });
          return 'asked';
        }
        n = a.n;
        a = null;
      }
      for (let k = 0; k < n && hand.length > 0; k++)
        moveCard(s, seat, hand[randInt(s.rng, hand.length)], 'hand', 'drop');
      f.sub++;
      continue;
    }
    const n = e.keep !== undefined ? Math.max(0, hand.length - e.keep) : e.n;
    const chooser = e.chooser === 'you' ? f.seat : seat;
    const ids = pick(
      s,
      f,
      chooser,
      hand.map((c) => ({ id: c.id, code: c.code })),
      n,
      false,
      'dbs.discard',
      chooser === seat,
    );
    if (!ids) return 'asked';
    for (const id of ids) {
      const c = hand.find((x) => x.id === id);
      if (c) moveCard(s, seat, c, 'hand', 'drop');
    }
    f.sub++;
  }
  return 'done';
}

export const resolveHandlers = {
  'dbs.resolve': resolveHandler as (s: DBSState, f: Frame) => void,
  'dbs.koReplace': koReplaceHandler as (s: DBSState, f: Frame) => void,
};

/** The keyword skills a card can have negated one by one (DBS 8-3-2), in a fixed order (answers index into it). */
export const NEGATABLE_KEYWORDS: readonly Keyword[] = [
  'blocker',
  'critical',
  'doubleStrike',
  'tripleStrike',
  'quadrupleStrike',
  'dualAttack',
  'tripleAttack',
  'revenge',
  'indestructible',
  'barrier',
  'superCombo',
  'ultimate',
  'victoryStrike',
  'deflect',
];

/** DBS 1-3-5: the numbers offered when a skill names a number with no printed maximum (a finite list). */
export const NAMED_NUMBERS: readonly number[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 20, 50, 100];
