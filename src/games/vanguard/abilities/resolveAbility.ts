// Playing and resolving abilities (VG2 8.5.2–8.5.5; VG1 8.5): costs are worked out and paid all at
// once or not at all (8.5.2.3, 8.6.4); an automatic ability's cost is optional ("you may pay the cost.
// If you do", 3.1.1.5.2) and its "if" requirement is checked when it resolves (8.1.1.2.3); "choose"
// is decided on resolution, as many as possible, "up to" allowing none (8.5.4.1); omitted actors and
// units are the master and the ability's own card (8.5.5). An ability whose card has moved still
// resolves and does what it still can (8.6.8, 1.3.2).
import { ask, emit, popFrame, pushFrame, takeAnswer } from '../../../core/engine.ts';
import { shuffleInPlace } from '../../../core/rng.ts';
import type { Answer, Frame, GameEvent, Seat } from '../../../core/types.ts';
import { addGrant, addMod } from '../durations.ts';
import {
  type Card,
  type Circle,
  findOnField,
  opponent,
  REAR_GUARD_CIRCLES,
  type Standby,
  unitOn,
  type VGState,
  vanguardOf,
  withCard,
} from '../state.ts';
import { drawCard, moveCard, setRested } from '../zones.ts';
import { holds, matches } from './conditions.ts';
import type { Ability, ActAbility, AutoAbility, Cost, Effect, Target } from './dsl.ts';
import { raise } from './autoAbilities.ts';
import { abilitiesOf, abilitiesOfCard } from './registry.ts';

export interface ResolveFrame extends Frame {
  k: 'vg.resolve';
  seat: Seat;
  code: string;
  source: number;
  index: number;
  boosted: number;
  /** An activated ability pays first, as it is played (VG2 8.5.2.3); an automatic one on resolution. */
  act: boolean;
  /** An ability the card got from an effect or a timed trigger (not in its printed list). */
  ability?: Ability;
  phase: 'start' | 'cost' | 'effects';
  costI: number;
  /** Cards chosen for the cost part being worked out. */
  chosen: number[];
  /** Every card chosen for the whole cost, paid together at the end. */
  payment: { pay: Cost['pay']; ids: number[] }[];
  effI: number;
  /** Units already chosen for the current effect. */
  picked: number[];
  /** Sub-step inside the current effect (e.g. which player is asked next). */
  sub: number;
  /** An activated ability's "If" requirement has been checked (once, after its cost). */
  checked: boolean;
}

export type YesNo = { t: 'yes' } | { t: 'no' };
export type CardPick = { t: 'card'; card: number };
export type CirclePick = { t: 'unit'; seat: Seat; circle: Circle };
export type NonePick = { t: 'none' };

export function abilityOf(f: { code: string; index: number; ability?: Ability }): Ability {
  return f.ability ?? abilitiesOf(f.code)[f.index];
}

/** Log that an ability is played; one from a card in the hand names the card only to its master (VG2 4.3.2). */
function logPlay(s: VGState, seat: Seat, id: number, code: string, index: number): void {
  const ev = { t: 'playAbility', seat, card: { id, code }, index } as GameEvent;
  if (s.players[seat].hand.some((c) => c.id === id)) emit(s, ev, seat, { t: 'playAbility', seat } as GameEvent);
  else emit(s, ev);
}

export function startResolving(s: VGState, st: Standby): void {
  logPlay(s, st.seat, st.source, st.code, st.index);
  const f = newFrame(st.seat, st.code, st.source, st.index, st.boosted ?? 0, false);
  if (st.ability) f.ability = st.ability;
  pushFrame<ResolveFrame>(s, f);
}

/** Play an activated ability (VG2 8.5.2): its cost is chosen and paid first. */
export function playActivated(s: VGState, seat: Seat, card: Card, index: number): void {
  logPlay(s, seat, card.id, card.code, index);
  const f = newFrame(seat, card.code, card.id, index, 0, true);
  if (index >= abilitiesOf(card.code).length) f.ability = abilitiesOfCard(card)[index]; // an ability it got (VG2 10.21)
  pushFrame<ResolveFrame>(s, f);
}

function newFrame(
  seat: Seat,
  code: string,
  source: number,
  index: number,
  boosted: number,
  act: boolean,
): ResolveFrame {
  return {
    k: 'vg.resolve',
    step: 0,
    seat,
    code,
    source,
    index,
    boosted,
    act,
    phase: 'start',
    costI: 0,
    chosen: [],
    payment: [],
    effI: 0,
    picked: [],
    sub: 0,
    checked: false,
  };
}

// --- costs ---------------------------------------------------------------------------------------

function faceUpDamage(s: VGState, seat: Seat): Card[] {
  return s.players[seat].damage.filter((c) => c.up);
}

/** Can the whole cost be paid now? (VG2 8.5.2.3) */
export function canPay(s: VGState, seat: Seat, source: number, costs: readonly Cost[]): boolean {
  const p = s.players[seat];
  for (const c of costs) {
    if (c.pay === 'counterBlast' && faceUpDamage(s, seat).length < c.n) return false;
    if (c.pay === 'soulBlast' && p.soul.length < c.n) return false;
    if (c.pay === 'discard' && p.hand.filter((h) => h.id !== source).length < c.n) return false;
    if (c.pay === 'restThis') {
      const u = findOnField(s, seat, source);
      if (!u || u.rested) return false;
    }
    if (c.pay === 'revealThisPutOnDeckTop' && !p.hand.some((h) => h.id === source)) return false;
  }
  return true;
}

function costCandidates(s: VGState, seat: Seat, source: number, c: Cost): Card[] {
  const p = s.players[seat];
  if (c.pay === 'counterBlast') return faceUpDamage(s, seat);
  if (c.pay === 'soulBlast') return p.soul;
  if (c.pay === 'discard') return p.hand.filter((h) => h.id !== source);
  return [];
}

/** Work out the cost part by part (choices one card at a time); returns false while waiting for an answer. */
function chooseCost(s: VGState, f: ResolveFrame, costs: readonly Cost[]): boolean {
  while (f.costI < costs.length) {
    const c = costs[f.costI];
    if (c.pay === 'restThis' || c.pay === 'revealThisPutOnDeckTop') {
      f.payment.push({ pay: c.pay, ids: [] });
      f.costI++;
      continue;
    }
    const pool = costCandidates(s, f.seat, f.source, c).filter((x) => !f.chosen.includes(x.id));
    if (f.chosen.length < c.n && pool.length + f.chosen.length > c.n) {
      const a = takeAnswer<CardPick>(s);
      if (!a) {
        ask<CardPick>(s, {
          seat: f.seat,
          kind: 'chooseCard',
          prompt: `vg.cost.${c.pay}`,
          options: pool.map((x) => ({ t: 'card', card: x.id })),
        });
        return false;
      }
      f.chosen.push(a.card);
      continue;
    }
    // Exactly enough left: every remaining card is needed.
    for (const x of pool) if (f.chosen.length < c.n) f.chosen.push(x.id);
    f.payment.push({ pay: c.pay, ids: f.chosen });
    f.chosen = [];
    f.costI++;
  }
  return true;
}

/** Pay every part of the cost at once (VG2 8.5.2.3). */
function pay(s: VGState, f: ResolveFrame): void {
  const p = s.players[f.seat];
  for (const part of f.payment) {
    for (const id of part.ids) {
      if (part.pay === 'counterBlast') {
        const i = p.damage.findIndex((c) => c.id === id);
        const c = p.damage[i];
        p.damage[i] = withCard(c, c.id, false, c.rested, c.placed, c.mods); // VG2 10.16: turned face down
      } else {
        // VG2 10.17 Soul Blast: soul to drop; VG2 10.3 discard: hand to drop.
        const from = part.pay === 'soulBlast' ? 'soul' : 'hand';
        moveCard(
          s,
          f.seat,
          p[from].find((c) => c.id === id)!,
          from,
          'drop',
        );
      }
    }
    if (part.pay === 'restThis') {
      const u = findOnField(s, f.seat, f.source);
      if (u) setRested(s, f.seat, u, true);
    }
    if (part.pay === 'revealThisPutOnDeckTop') {
      const card = p.hand.find((c) => c.id === f.source);
      if (card) {
        emit(s, { t: 'reveal', seat: f.seat, zone: 'hand', cards: [{ code: card.code }] } as GameEvent);
        moveCard(s, f.seat, card, 'hand', 'deck');
      }
    }
  }
  emit(s, { t: 'payCost', seat: f.seat, card: { id: f.source, code: f.code } } as GameEvent);
}

// --- resolution ----------------------------------------------------------------------------------

function resolveHandler(s: VGState, f: ResolveFrame): void {
  const a = abilityOf(f) as AutoAbility | ActAbility;
  if (f.phase === 'start') {
    if (f.act) {
      if (!chooseCost(s, f, a.cost ?? [])) return;
      pay(s, f);
      f.phase = 'effects';
    } else {
      // VG2 8.1.1.2.3: "When X, if Y": Y is checked now; 3.1.1.5.2: the cost is optional.
      const auto = a as AutoAbility;
      if (auto.condition && !holds(s, f.seat, auto.condition, f.source)) return finish(s);
      const cost = auto.cost ?? [];
      if (cost.length > 0 || auto.optional) {
        if (cost.length > 0 && !canPay(s, f.seat, f.source, cost)) return finish(s); // VG2 8.6.4
        const yn = takeAnswer<YesNo>(s);
        if (!yn) {
          ask<YesNo>(s, {
            seat: f.seat,
            kind: 'yesNo',
            prompt: cost.length > 0 ? 'vg.payCost' : 'vg.optional',
            options: [{ t: 'yes' }, { t: 'no' }],
          });
          return;
        }
        if (yn.t === 'no') return finish(s);
      }
      f.phase = 'cost';
    }
  }
  if (f.phase === 'cost') {
    if (!chooseCost(s, f, (a as AutoAbility).cost ?? [])) return;
    if (f.payment.length) pay(s, f);
    f.phase = 'effects';
  }
  // VG2 8.1.1.1.2: an activated ability's "If (requirement)," is checked on resolution, after its cost.
  if (f.act && f.phase === 'effects' && !f.checked) {
    f.checked = true;
    if (a.condition && !holds(s, f.seat, a.condition, f.source)) return finish(s);
  }
  while (f.effI < a.effects.length) {
    if (!runEffect(s, f, a.effects[f.effI])) return;
    f.effI++;
    f.picked = [];
    f.sub = 0;
  }
  finish(s);
}

function finish(s: VGState): void {
  popFrame(s);
}

/** Units an effect may choose from. */
function candidates(
  s: VGState,
  f: ResolveFrame,
  t: Extract<Target, { unit: 'choose' }>,
): { seat: Seat; circle: Circle }[] {
  const side = t.side === 'you' ? f.seat : opponent(f.seat);
  const circles: Circle[] = t.what === 'rearguard' ? [...REAR_GUARD_CIRCLES] : ['VC', ...REAR_GUARD_CIRCLES];
  const out: { seat: Seat; circle: Circle }[] = [];
  for (const c of circles) {
    if (t.filter?.frontRow && c !== 'FL' && c !== 'FR' && c !== 'VC') continue;
    const u = unitOn(s, side, c);
    if (!u || f.picked.includes(u.id)) continue;
    if (t.filter && !matches(u, t.filter, f.source)) continue;
    out.push({ seat: side, circle: c });
  }
  return out;
}

/**
 * The units `target` names, asking for choices as needed. Returns null while waiting for an answer.
 * VG2 8.5.4.1.2–8.5.4.1.3: as many as possible; none if nothing can be chosen.
 */
function targets(s: VGState, f: ResolveFrame, t: Target): { seat: Seat; card: Card }[] | null {
  if (t.unit === 'this') {
    const u = findOnField(s, f.seat, f.source);
    return u ? [{ seat: f.seat, card: u }] : []; // VG2 8.6.8: gone, so nothing happens
  }
  if (t.unit === 'boosted') {
    const u = findOnField(s, f.seat, f.boosted);
    return u ? [{ seat: f.seat, card: u }] : [];
  }
  if (t.unit === 'yourVanguard') {
    const u = vanguardOf(s, f.seat);
    return u ? [{ seat: f.seat, card: u }] : [];
  }
  if (t.unit === 'allYourUnits' || t.unit === 'allYourRearguards') {
    const out: { seat: Seat; card: Card }[] = [];
    const circles: Circle[] = t.unit === 'allYourUnits' ? ['VC', ...REAR_GUARD_CIRCLES] : [...REAR_GUARD_CIRCLES];
    for (const c of circles) {
      const u = unitOn(s, f.seat, c);
      if (u && (t.unit === 'allYourUnits' || !t.filter || matches(u, t.filter, f.source)))
        out.push({ seat: f.seat, card: u });
    }
    return out;
  }
  for (;;) {
    const pool = candidates(s, f, t);
    if (f.picked.length >= t.n || pool.length === 0) break;
    const a = takeAnswer<CirclePick | NonePick>(s);
    if (!a) {
      const options: (CirclePick | NonePick)[] = pool.map((x) => ({ t: 'unit', seat: x.seat, circle: x.circle }));
      if (t.upTo) options.push({ t: 'none' }); // VG2 8.5.4.1.1
      ask(s, { seat: f.seat, kind: 'chooseCircle', prompt: 'vg.chooseUnit', options });
      return null;
    }
    if (a.t === 'none') break;
    f.picked.push(unitOn(s, a.seat, a.circle)!.id);
  }
  const side = t.side === 'you' ? f.seat : opponent(f.seat);
  return f.picked.map((id) => ({ seat: side, card: findOnField(s, side, id)! })).filter((x) => x.card);
}

function circleOfCard(s: VGState, seat: Seat, id: number): Circle | null {
  for (const c of ['VC', 'FL', 'FR', 'BL', 'BC', 'BR', 'GC'] as Circle[]) {
    if (s.players[seat].field[c].some((x) => x.id === id)) return c;
  }
  return null;
}

/** Returns false while waiting for an answer. */
function runEffect(s: VGState, f: ResolveFrame, e: Effect): boolean {
  const p = s.players[f.seat];
  switch (e.do) {
    case 'modify': {
      const ts = targets(s, f, e.target);
      if (!ts) return false;
      for (const t of ts) addMod(s, t.seat, t.card, e.stat, e.n, e.until);
      return true;
    }
    case 'retire': {
      const ts = targets(s, f, e.target);
      if (!ts) return false;
      for (const t of ts) {
        const c = circleOfCard(s, t.seat, t.card.id);
        if (c && c !== 'VC') {
          moveCard(s, t.seat, t.card, c, 'drop'); // VG2 10.4
          emit(s, { t: 'retire', seat: t.seat, card: { id: t.card.id, code: t.card.code } } as GameEvent);
        }
      }
      return true;
    }
    case 'stand': {
      const ts = targets(s, f, e.target);
      if (!ts) return false;
      for (const t of ts) setRested(s, t.seat, t.card, false);
      return true;
    }
    case 'returnToHand': {
      const ts = targets(s, f, e.target);
      if (!ts) return false;
      for (const t of ts) {
        const c = circleOfCard(s, t.seat, t.card.id);
        if (c) moveCard(s, t.seat, t.card, c, 'hand');
      }
      return true;
    }
    case 'draw':
      for (let i = 0; i < e.n; i++) drawCard(s, f.seat);
      return true;
    case 'eachPlayerMayDraw': {
      // VG2 1.3.4: the turn player chooses first.
      while (f.sub < 2) {
        const who = f.sub === 0 ? s.turnPlayer : opponent(s.turnPlayer);
        const a = takeAnswer<YesNo>(s);
        if (!a) {
          ask<YesNo>(s, { seat: who, kind: 'yesNo', prompt: 'vg.mayDraw', options: [{ t: 'yes' }, { t: 'no' }] });
          return false;
        }
        if (a.t === 'yes') drawCard(s, who);
        f.sub++;
      }
      return true;
    }
    case 'counterCharge': {
      // "choose a card from your damage zone, and turn it face up" (VG2 10.30).
      const down = p.damage.filter((c) => !c.up && !f.picked.includes(c.id));
      if (f.picked.length >= e.n || down.length === 0) return true;
      const a = takeAnswer<CardPick>(s);
      if (!a) {
        ask<CardPick>(s, {
          seat: f.seat,
          kind: 'chooseCard',
          prompt: 'vg.counterCharge',
          options: down.map((c) => ({ t: 'card', card: c.id })),
        });
        return false;
      }
      const i = p.damage.findIndex((c) => c.id === a.card);
      const c = p.damage[i];
      p.damage[i] = withCard(c, c.id, true, c.rested, c.placed, c.mods);
      f.picked.push(a.card);
      return runEffect(s, f, e);
    }
    case 'soulCharge':
      // VG2 10.18: the top N cards of the deck into the soul.
      for (let i = 0; i < e.n && p.deck.length > 0; i++) moveCard(s, f.seat, p.deck[p.deck.length - 1], 'deck', 'soul');
      return true;
    case 'callThis': {
      // "you may call this card to (RC)": from the soul, after the ride put it there.
      const card = p.soul.find((c) => c.id === f.source);
      if (!card) return true;
      const a = takeAnswer<CirclePick>(s);
      if (!a) {
        ask<CirclePick>(s, {
          seat: f.seat,
          kind: 'chooseCircle',
          prompt: 'vg.callTo',
          options: REAR_GUARD_CIRCLES.map((c) => ({ t: 'unit', seat: f.seat, circle: c })),
        });
        return false;
      }
      const placed = moveCard(s, f.seat, card, 'soul', a.circle); // a superior call (VG2 10.7)
      emit(s, { t: 'call', seat: f.seat, circle: a.circle, card: { id: placed.id, code: placed.code } } as GameEvent);
      return true;
    }
    case 'search': {
      // VG2 10.10: a search in a hidden zone may find nothing; the deck is shuffled afterwards (10.11).
      if (f.sub === 1) return runEffect(s, f, { do: 'callFound', modify: e.thenModify });
      const found = p.deck.filter((c) => matches(c, e.filter));
      const a = takeAnswer<CardPick | NonePick>(s);
      if (!a) {
        const options: (CardPick | NonePick)[] = [{ t: 'none' }];
        const seen: string[] = [];
        for (const c of found) {
          if (seen.includes(c.code)) continue;
          seen.push(c.code);
          options.push({ t: 'card', card: c.id });
        }
        ask(s, { seat: f.seat, kind: 'chooseCard', prompt: 'vg.search', options, looking: p.deck.map((c) => c.id) });
        return false;
      }
      if (a.t === 'card') {
        const card = p.deck.find((c) => c.id === a.card)!;
        emit(s, { t: 'reveal', seat: f.seat, zone: 'deck', cards: [{ code: card.code }] } as GameEvent);
        if (e.then === 'hand') moveCard(s, f.seat, card, 'deck', 'hand');
        else {
          f.picked = [card.id];
          f.sub = 1; // the circle to call it to is asked next
          return runEffect(s, f, { do: 'callFound', modify: e.thenModify });
        }
      }
      shuffleInPlace(s.rng, p.deck);
      emit(s, { t: 'shuffle', seat: f.seat } as GameEvent);
      return true;
    }
    case 'callFound': {
      // "call it to (RC)": a superior call (VG2 10.7) of the card just found; then the deck is shuffled.
      const card = p.deck.find((c) => c.id === f.picked[0]);
      if (card) {
        const a = takeAnswer<CirclePick>(s);
        if (!a) {
          ask<CirclePick>(s, {
            seat: f.seat,
            kind: 'chooseCircle',
            prompt: 'vg.callTo',
            options: REAR_GUARD_CIRCLES.map((c) => ({ t: 'unit', seat: f.seat, circle: c })),
            looking: [card.id],
          });
          return false;
        }
        const placed = moveCard(s, f.seat, card, 'deck', a.circle);
        emit(s, { t: 'call', seat: f.seat, circle: a.circle, card: { id: placed.id, code: placed.code } } as GameEvent);
        if (e.modify) addMod(s, f.seat, placed, e.modify.stat, e.modify.n, e.modify.until);
      }
      shuffleInPlace(s.rng, p.deck);
      emit(s, { t: 'shuffle', seat: f.seat } as GameEvent);
      return true;
    }
    case 'grant':
    case 'loseSkill': {
      const ts = targets(s, f, e.target);
      if (!ts) return false;
      for (const t of ts) {
        addGrant(
          s,
          t.seat,
          t.card,
          e.do === 'grant'
            ? { stat: 'grant', ability: e.ability, until: e.until }
            : { stat: 'loseTwinDrive', until: e.until },
        );
      }
      return true;
    }
    case 'atEndPhaseReturnThisToDeck': {
      // VG2 8.6.6: a timed trigger, once, at the beginning of this turn's end phase.
      const timed: AutoAbility = {
        kind: 'auto',
        trigger: { on: 'beginningOf', timing: 'endPhase' },
        effects: [{ do: 'returnThisToDeck' }],
      };
      s.delayed.push({ seat: f.seat, source: f.source, code: f.code, ability: timed });
      return true;
    }
    case 'returnThisToDeck': {
      const u = findOnField(s, f.seat, f.source);
      const c = u ? circleOfCard(s, f.seat, u.id) : null;
      if (!u || !c) return true; // VG2 4.1.4: if it left the field it is another card now
      moveCard(s, f.seat, u, c, 'deck');
      shuffleInPlace(s.rng, p.deck);
      emit(s, { t: 'shuffle', seat: f.seat } as GameEvent);
      return true;
    }
    case 'handToDeck': {
      if (f.picked.length >= e.n || p.hand.length === 0) {
        shuffleInPlace(s.rng, p.deck);
        emit(s, { t: 'shuffle', seat: f.seat } as GameEvent);
        return true;
      }
      const a = takeAnswer<CardPick>(s);
      if (!a) {
        ask<CardPick>(s, {
          seat: f.seat,
          kind: 'chooseCard',
          prompt: 'vg.handToDeck',
          options: p.hand.map((c) => ({ t: 'card', card: c.id })),
        });
        return false;
      }
      moveCard(
        s,
        f.seat,
        p.hand.find((c) => c.id === a.card)!,
        'hand',
        'deck',
      );
      f.picked.push(a.card);
      return runEffect(s, f, e);
    }
    case 'rideThis': {
      // A superior ride from the hand (VG2 10.6.1.1); the old vanguard goes to the soul by rule action (9.3.1).
      const card = p.hand.find((c) => c.id === f.source);
      if (!card) return true;
      const old = vanguardOf(s, f.seat);
      emit(s, { t: 'reveal', seat: f.seat, zone: 'hand', cards: [{ code: card.code }] } as GameEvent);
      const placed = moveCard(s, f.seat, card, 'hand', 'VC');
      emit(s, { t: 'ride', seat: f.seat, superior: true, card: { id: placed.id, code: placed.code } } as GameEvent);
      if (old) raise(s, { e: 'ridden', seat: f.seat, old, rider: placed });
      return true;
    }
  }
}

/** Activated abilities `seat` may play now from its field or hand (VG2 6.6.1.2.2, 8.5.2.3, 3.1.1.3). */
export function activatedOptions(s: VGState, seat: Seat): ({ t: 'act'; card: number; index: number } & Answer)[] {
  const out: { t: 'act'; card: number; index: number }[] = [];
  const consider = (u: Card, zone: 'VC' | 'RC' | 'hand') => {
    const list = abilitiesOfCard(u);
    for (let i = 0; i < list.length; i++) {
      const a = list[i];
      if (a.kind !== 'act') continue;
      if (a.zones && !a.zones.includes(zone)) continue; // VG2 3.1.1.3.10: no marker, every zone
      if (a.limitBreak !== undefined && s.players[seat].damage.length < a.limitBreak) continue; // VG2 11.6.3.3.1
      if (!canPay(s, seat, u.id, a.cost)) continue;
      if (
        zone === 'hand' &&
        out.some((o) => o.index === i && s.players[seat].hand.find((h) => h.id === o.card)?.code === u.code)
      ) {
        continue; // identical copies in hand are one choice
      }
      out.push({ t: 'act', card: u.id, index: i });
    }
  };
  for (const c of ['VC', ...REAR_GUARD_CIRCLES] as Circle[]) {
    const u = unitOn(s, seat, c);
    if (u) consider(u, c === 'VC' ? 'VC' : 'RC');
  }
  for (const h of s.players[seat].hand) if (abilitiesOf(h.code).length) consider(h, 'hand');
  return out;
}

/** The card an activated ability is played from: on the field or in the hand. */
export function actSource(s: VGState, seat: Seat, id: number): Card {
  return findOnField(s, seat, id) ?? s.players[seat].hand.find((h) => h.id === id)!;
}

export const resolveHandlers = {
  'vg.resolve': resolveHandler as (s: VGState, f: Frame) => void,
};
