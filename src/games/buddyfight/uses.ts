// Using a card or ability: calls (BF-Call), Buddy Calls and the Buddy Gift (BF-Call 1.3–3.2, BF-Q01, BF-Q05), casts
// of spells and impacts (BF-Cast, BF-Q15), equips (BF-Equip), 【Act】 abilities (BF-Abil-Act), with their use
// conditions, costs paid all at once (BF-Oth[Cost], BF-Q03, BF-Q04), targets chosen when used (BF-Cast 1.4), the
// other fighter's one [Counter] reply which resolves first (BF-PT 3.1–5.1, BF-Q07, BF-Q08), once-per-turn limits
// by name (BF-OPT, BF-Q26, BF-Q27) and the old one-[Counter]-per-battle rule (BF-2018#2).
import { say } from './zones.ts';
import { ask, popFrame, pushFrame, takeAnswer } from '../../core/engine.ts';
import type { Answer, Frame, Seat } from '../../core/types.ts';
import type { Cond, Cost, Effect } from './abilities/dsl.ts';
import { targetFilters } from './abilities/dsl.ts';
import { scriptOf } from './abilities/registry.ts';
import { requireCard } from './cards/cardPool.ts';
import { buddyName, condHolds, hasAttribute, matching, nameOf, usableWithFlag } from './characteristics.ts';
import { pushEffects } from './effects.ts';
import { pushRc } from './resolutionCheck.ts';
import { type Area, AREAS, type BFState, type Card, locate, onField, opponent } from './state.ts';
import { closeEnteredWindows, enteredField, triggerAuto } from './triggers.ts';
import { deckToSoul, dropOneSoul, emitMove, gainLife, moveCard, newCard, stackOnto } from './zones.ts';

/** What a play timing allows its fighter: anything in their main phase, impacts at final 1.1, else [Counter]. */
export type UseContext = 'main' | 'final' | 'counter';

export type UseAnswer =
  | { t: 'call'; card: number; area: Area }
  | { t: 'buddyCall'; card: number; area: Area }
  | { t: 'cast'; card: number }
  /** "You may cast any number of <name> at the same time": this card and `n - 1` more copies from the hand. */
  | { t: 'castTogether'; card: number; n: number }
  | { t: 'equip'; card: number }
  | { t: 'act'; card: number; ability: number };

export interface UseFrame extends Frame {
  k: 'bf.use';
  seat: Seat;
  use: UseAnswer;
  /** The other fighter may answer with one [Counter] (false for a reply: BF-Q07). */
  reply: boolean;
  /** The card in the `play` zone (calls, casts, equips), or the source of an 【Act】. */
  card: number;
  /** Extra copies cast with it (castTogether), in the `play` zone. */
  more: number[];
  /** The code of the card being called (a Buddy Call calls the buddy-zone card). */
  code: string;
  discards: number[];
  targets: number[];
  nullified: boolean;
  /** Whether this use counts against the per-battle [Counter] limit (BF-2018#2). */
  counter: boolean;
  /**
   * BF-Oth[When…]: the monsters whose "enters" windows were open when this card was declared. If it is not a reply
   * and it resolves, those windows close (an unrelated card used and resolved outside a [Counter] window).
   */
  windowsBefore?: number[];
}

function payable(s: BFState, seat: Seat, costs: readonly Cost[], source: Card | null, handSpare: number): boolean {
  const p = s.players[seat];
  for (const c of costs) {
    if (c.k === 'gauge' && p.gauge.length < c.n) return false;
    if (c.k === 'life' && p.life < c.n) return false;
    if (c.k === 'discard' && handSpare < c.n) return false;
    if (c.k === 'discard' && c.attribute && p.hand.filter((h) => hasAttribute(h.code, c.attribute!)).length < c.n)
      return false;
    if (c.k === 'soulToDrop' && (source?.soul.length ?? 0) < c.n) return false;
    if (c.k === 'deckToSoul' && p.deck.length < c.n) return false;
    if (c.k === 'stackOn' && stackHosts(s, seat, c.part).length === 0) return false;
    if (c.k === 'restSelf' && (!source || source.rested)) return false;
  }
  return true;
}

/** The monsters of `seat` a "put this card on top of" call may go on (their name holds `part`). */
export function stackHosts(s: BFState, seat: Seat, part: string): Card[] {
  return AREAS.flatMap((a) => s.players[seat][a]).filter((m) => nameOf(m.code).includes(part));
}

/** A [Call Cost] of a monster in the hand (that card itself cannot be discarded for it). */
export function callCostPayable(s: BFState, seat: Seat, costs: readonly Cost[]): boolean {
  return payable(s, seat, costs, null, s.players[seat].hand.length - 1);
}

export function costPayable(s: BFState, seat: Seat, costs: readonly Cost[], source: Card | null): boolean {
  return payable(s, seat, costs, source, s.players[seat].hand.length);
}

function counterLimitReached(s: BFState, seat: Seat): boolean {
  const lim = s.opts.countersPerBattle;
  return lim !== null && s.battle !== null && s.countersThisBattle[seat] >= lim;
}

/** BF-OPT: "You may only cast '<name>' once per turn" is used up for every card of that name. */
function nameUsed(s: BFState, code: string): boolean {
  return s.usedThisTurn.includes(`name:${nameOf(code)}`);
}

/** Every use `seat` may declare now, in a play timing of this context. */
export function legalUses(s: BFState, seat: Seat, ctx: UseContext, answering?: UseFrame): UseAnswer[] {
  const out: UseAnswer[] = [];
  const p = s.players[seat];
  const hand = p.hand;
  const counterOnly = ctx === 'counter';
  const noCounter = counterLimitReached(s, seat);
  for (const c of hand) {
    const r = requireCard(c.code);
    const sc = scriptOf(c.code);
    if (!usableWithFlag(s, seat, c.code)) continue; // BF-Setup world restriction
    const holds = (k: Cond) =>
      k.k === 'answeringSpell'
        ? answering !== undefined &&
          answering.use.t.startsWith('cast') &&
          requireCard(answering.code).type === 'spell' &&
          answering.seat === s.turnPlayer &&
          answering.seat !== seat
        : condHolds(s, seat, k, null, c.code);
    if (sc.useIf && !sc.useIf.every(holds)) continue;
    if (sc.oncePerTurnByName && nameUsed(s, c.code)) continue;
    const spare = hand.length - 1;
    if (r.type === 'monster' && ctx === 'main') {
      if (payable(s, seat, sc.cost ?? [], null, spare)) {
        const stack = (sc.cost ?? []).find((k) => k.k === 'stackOn');
        // A "put this card on top of" call goes to the area of the monster it goes on.
        const areas = stack ? AREAS.filter((a) => p[a].some((m) => nameOf(m.code).includes(stack.part))) : AREAS;
        for (const area of areas) out.push({ t: 'call', card: c.id, area });
      }
      // BF-Call 1.3: a Buddy Call needs a card of the buddy's name in Stand in the buddy zone.
      const bname = buddyName(s, seat);
      if (r.name === bname || sc.buddyCallWith) {
        const b = p.buddy.find((x) => !x.rested && nameOf(x.code) === bname);
        if (b && payable(s, seat, scriptOf(b.code).cost ?? [], null, spare))
          for (const area of AREAS) out.push({ t: 'buddyCall', card: c.id, area });
      }
    } else if (r.type === 'item' && ctx === 'main') {
      if (payable(s, seat, sc.cost ?? [], null, spare)) out.push({ t: 'equip', card: c.id });
    } else if (r.type === 'spell' || r.type === 'impact') {
      // BF-Q15: an impact without [Counter] only at final-phase 1.1; a spell without [Counter] only in the main phase.
      const timing = sc.counter ? !noCounter : r.type === 'impact' ? ctx === 'final' : ctx === 'main';
      if (!timing || !payable(s, seat, sc.cost ?? [], null, spare)) continue;
      out.push({ t: 'cast', card: c.id });
      if (sc.castTogether) {
        const copies = hand.filter((x) => x.code === c.code).length;
        for (let n = 2; n <= copies && c === hand.find((x) => x.code === c.code); n++)
          out.push({ t: 'castTogether', card: c.id, n });
      }
    }
  }
  // 【Act】 abilities of cards on the field (BF-Abil-Act: without [Counter], only in the owner's main phase).
  for (const c of [...p.left, ...p.center, ...p.right, ...p.item, ...p.spell]) {
    (scriptOf(c.code).acts ?? []).forEach((a, i) => {
      if (a.counter ? noCounter : counterOnly || ctx === 'final') return;
      if (a.conds && !a.conds.every((k) => condHolds(s, seat, k, c))) return;
      if (!actCanDoSomething(s, seat, a.effects, c)) return;
      out.push({ t: 'act', card: c.id, ability: i });
    });
  }
  return out;
}

/**
 * An 【Act】 is offered only when it can change something: each card it chooses exists and each "you may pay" can be
 * paid. (Declaring one that can do nothing is pointless, and offering it would let a fighter repeat it for ever.)
 */
function actCanDoSomething(s: BFState, seat: Seat, effects: readonly Effect[], source: Card): boolean {
  for (const f of targetFilters(effects))
    if (matching(s, seat, f).filter((c) => c.id !== source.id).length === 0) return false;
  for (const e of effects) if (e.k === 'mayPay' && !costPayable(s, seat, e.cost, source)) return false;
  return true;
}

function effectsOf(f: UseFrame): readonly Effect[] {
  const sc = scriptOf(f.code);
  if (f.use.t === 'act') return sc.acts![f.use.ability].effects;
  return sc.effects ?? [];
}

export function isUse(a: Answer): a is UseAnswer {
  return ['call', 'buddyCall', 'cast', 'castTogether', 'equip', 'act'].includes(a.t);
}

/** Start using a card or ability (the answer was one of `legalUses`). */
export function pushUse(s: BFState, seat: Seat, use: UseAnswer, reply: boolean, counterCtx: boolean): void {
  pushFrame<UseFrame>(s, {
    k: 'bf.use',
    step: 0,
    seat,
    use,
    reply,
    card: use.card,
    more: [],
    code: '',
    discards: [],
    targets: [],
    nullified: false,
    counter: counterCtx,
  });
}

function costsOf(f: UseFrame): readonly Cost[] {
  return f.use.t === 'act' ? [] : (scriptOf(f.code).cost ?? []);
}

function useHandler(s: BFState, f: UseFrame): void {
  const seat = f.seat;
  const p = s.players[seat];
  switch (f.step) {
    case 0: {
      // BF-Call 1.1 / BF-Cast 1.1: declare and show the card (it leaves the hand for the play zone, open to both).
      const u = f.use;
      if (u.t === 'act') {
        f.code = locate(s, u.card)!.card.code;
        say(s, { t: 'act', seat, card: u.card, code: f.code, ability: u.ability });
      } else {
        const inHand = p.hand.find((c) => c.id === u.card)!;
        const shown = moveCard(s, seat, 'hand', inHand, 'play');
        f.card = shown.id;
        f.code = shown.code;
        if (u.t === 'castTogether') {
          for (let n = 1; n < u.n; n++) {
            const copy = p.hand.find((c) => c.code === f.code)!;
            f.more.push(moveCard(s, seat, 'hand', copy, 'play').id);
          }
        }
        if (u.t === 'buddyCall') {
          // BF-Call 2.2: the card from the hand goes to the buddy zone in Rest; the buddy-zone card is called.
          const bname = buddyName(s, seat);
          const b = p.buddy.find((x) => !x.rested && nameOf(x.code) === bname)!;
          const hand = p.play.find((c) => c.id === f.card)!;
          p.play.splice(p.play.indexOf(hand), 1);
          const rested = newCard(s, hand.code, hand.owner);
          rested.rested = true;
          p.buddy.push(rested);
          emitMove(s, seat, 'play', 'buddy', hand, rested);
          const called = moveCard(s, seat, 'buddy', b, 'play');
          f.card = called.id;
          f.code = called.code;
        }
        say(s, { t: 'declare', seat, kind: u.t, card: f.card, code: f.code });
      }
      if (f.counter) s.countersThisBattle[seat]++;
      if (f.reply && s.entered) f.windowsBefore = s.entered.map((e) => e.card);
      f.step = 1;
      return;
    }
    case 1: {
      // BF-Oth[Cost]: choose how to pay (the discards), then pay everything at once.
      const need = costsOf(f).reduce((n, c) => n + (c.k === 'discard' ? c.n : 0), 0);
      const a = takeAnswer<{ t: string; card: number }>(s);
      if (a) f.discards.push(a.card);
      if (f.discards.length < need) {
        const only = costsOf(f).find((c) => c.k === 'discard')?.attribute;
        const options = p.hand
          .filter((c) => !f.discards.includes(c.id) && (!only || hasAttribute(c.code, only)))
          .map((c) => ({ t: 'discard', card: c.id }));
        ask(s, { seat, kind: 'chooseCard', prompt: 'bf.discardCost', options });
        return;
      }
      const source = f.use.t === 'act' ? onField(s, f.card) : (p.play.find((c) => c.id === f.card) ?? null);
      for (const c of costsOf(f)) payCost(s, seat, c, source, f.discards);
      f.step = 2;
      return;
    }
    case 2: {
      // BF-Cast 1.4: targets are chosen now, from the field or drop.
      const filters = targetFilters(effectsOf(f));
      const a = takeAnswer<{ t: string; card: number }>(s);
      if (a) f.targets.push(a.t === 'noTarget' ? -1 : a.card);
      if (f.targets.length < filters.length) {
        const cands = matching(s, seat, filters[f.targets.length]).filter((c) => !f.targets.includes(c.id));
        if (cands.length === 0) {
          f.targets.push(-1); // BF-Oth[Cost]: the effect still does what it can
          return;
        }
        const none: Answer[] = filters[f.targets.length].upTo ? [{ t: 'noTarget' }] : [];
        ask(s, {
          seat,
          kind: 'chooseCard',
          prompt: 'bf.target',
          options: [...cands.map((c) => ({ t: 'target', card: c.id }) as Answer), ...none],
        });
        return;
      }
      f.step = 3;
      pushRc(s); // BF-PT: a resolution check after every payment
      return;
    }
    case 3: {
      // BF-Call 2.1 / BF-Cast 1.5: the other fighter may answer with one [Counter], which resolves first.
      f.step = 4;
      if (!f.reply) return;
      const other = opponent(seat);
      const a = takeAnswer<Answer>(s);
      if (a) {
        if (isUse(a)) pushUse(s, other, a, false, true);
        return;
      }
      const options: Answer[] = [...legalUses(s, other, 'counter', f), { t: 'pass' }];
      if (options.length === 1 && s.players[other].hand.length === 0) return;
      f.step = 3;
      ask(s, { seat: other, kind: 'playTiming', prompt: 'bf.reply', options });
      return;
    }
    case 4: {
      f.step = 5;
      resolveUse(s, f);
      return;
    }
    default: {
      // BF-Oth[When…]: it was used and has resolved (not as a reply): the windows open before it was declared close.
      const before = f.windowsBefore;
      if (before && !f.nullified) closeEnteredWindows(s, (e) => !before.includes(e.card));
      popFrame(s);
      pushRc(s);
    }
  }
}

function payCost(s: BFState, seat: Seat, c: Cost, source: Card | null, discards: number[]): void {
  const p = s.players[seat];
  switch (c.k) {
    case 'gauge':
      // BF-Mat④: the payer picks any X gauge cards; they are hidden from everyone, so the top ones are taken.
      for (let i = 0; i < c.n; i++) moveCard(s, seat, 'gauge', p.gauge[p.gauge.length - 1], 'drop');
      return;
    case 'life':
      p.life -= c.n;
      say(s, { t: 'payLife', seat, n: c.n, life: p.life });
      return;
    case 'discard':
      for (const id of discards.splice(0, c.n))
        moveCard(
          s,
          seat,
          'hand',
          p.hand.find((x) => x.id === id)!,
          'drop',
        );
      return;
    case 'soulToDrop':
      for (let i = 0; i < c.n && source; i++) dropOneSoul(s, seat, source);
      return;
    case 'stackOn':
      return; // done when the card is placed (resolveUse)
    case 'restSelf':
      if (source) source.rested = true;
      return;
    case 'deckToSoul':
      if (source) deckToSoul(s, seat, source, c.n, false);
      return;
  }
}

export { payCost };

/** BF-Call 3.1 / BF-Cast 2 / BF-Equip: the card or ability resolves (or goes to the drop zone if nullified). */
function resolveUse(s: BFState, f: UseFrame): void {
  const seat = f.seat;
  const p = s.players[seat];
  const u = f.use;
  const inPlay = p.play.find((c) => c.id === f.card);
  if (f.nullified) {
    // BF-Q01, BF-Q33: a nullified card goes to the drop zone; nothing else happens (no Buddy Gift).
    say(s, { t: 'nullified', seat, card: f.card, code: f.code });
    for (const id of [f.card, ...f.more]) {
      const c = p.play.find((x) => x.id === id);
      if (c) moveCard(s, seat, 'play', c, 'drop');
    }
    return;
  }
  const sc = scriptOf(f.code);
  if (sc.oncePerTurnByName) s.usedThisTurn.push(`name:${nameOf(f.code)}`); // BF-Q27: only when it resolves
  if ((u.t === 'call' || u.t === 'buddyCall') && inPlay) {
    const stack = (sc.cost ?? []).find((k) => k.k === 'stackOn');
    const host = stack ? p[u.area].find((m) => nameOf(m.code).includes(stack.part)) : undefined;
    const placed = moveCard(s, seat, 'play', inPlay, u.area);
    if (host) stackOnto(s, seat, u.area, host, placed);
    s.lastPlaced[seat] = placed.id;
    if (u.t === 'buddyCall' && !s.buddyGift[seat]) {
      s.buddyGift[seat] = true;
      say(s, { t: 'buddyGift', seat });
      gainLife(s, seat, 1); // BF-Call 3.2: after the monster is placed
    }
    enteredField(s, seat, placed, u.area);
    return;
  }
  if (u.t === 'equip' && inPlay) {
    moveCard(s, seat, 'play', inPlay, 'item');
    return;
  }
  if (u.t === 'act') {
    pushEffects(s, seat, f.card, f.code, ['acts', u.ability], f.targets);
    return;
  }
  // A cast: the effect resolves, then the card goes to the drop zone, or the spell area if [Set] (BF-Cast 2.2).
  f.step = 6;
  pushFrame(s, { k: 'bf.castDone', step: 0, seat, ids: [f.card, ...f.more], set: sc.set === true } as Frame);
  const times = 1 + f.more.length;
  for (let i = 0; i < times; i++) pushEffects(s, seat, f.card, f.code, [], f.targets);
}

function castDone(s: BFState, f: Frame & { seat: Seat; ids: number[]; set: boolean }): void {
  const p = s.players[f.seat];
  for (const id of f.ids) {
    const c = p.play.find((x) => x.id === id);
    if (!c) continue;
    const placed = moveCard(s, f.seat, 'play', c, f.set ? 'spell' : 'drop');
    // "When another card … is [Set] on your field" (BF-KW[Set]).
    if (f.set) for (const o of p.spell) if (o !== placed) triggerAuto(s, o, 'anotherSet', [placed]);
  }
  popFrame(s);
}

/** Nullify the use being answered (the nearest use frame below the current one). */
export function nullifyUse(s: BFState): boolean {
  for (let i = s.frames.length - 1; i >= 0; i--) {
    const fr = s.frames[i] as UseFrame;
    if (fr.k === 'bf.use' && fr.step <= 4) {
      if (scriptOf(fr.code).cannotBeNullified) return false;
      fr.nullified = true;
      return true;
    }
  }
  return false;
}

export const useHandlers = {
  'bf.use': (s: BFState, f: Frame) => useHandler(s, f as UseFrame),
  'bf.castDone': (s: BFState, f: Frame) => castDone(s, f as Frame & { seat: Seat; ids: number[]; set: boolean }),
};
