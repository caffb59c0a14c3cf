// Paying costs (DBS 8-4, 2-11). Energy: rest as many Active energy as the total cost, including as
// many of each colour as the specified cost asks (2-11-1-1, 2-11-1-2); a specified cost above the total
// is paid by exactly that many coloured cards (2-11-1-1-1); ① rests any energy, a coloured sphere that
// colour (8-4-2-3/4); the payer chooses which energy (3-8-2). [Warrior of Universe 7] drops the
// specified part for 《Universe 7》 cards (10-21). A cost is paid from first part to last (8-4-2-1)
// and only if every part can be paid (8-4-2-2). Energy cards of the same colours are interchangeable,
// so a payment is offered as a count per colour group, which keeps the choice list small.
import { ask, popFrame, takeAnswer } from '../../core/engine.ts';
import type { Frame, Seat } from '../../core/types.ts';
import type { CardFilter, Cost } from './abilities/dsl.ts';
import { beginReadOnlyQuery, cardType, coloursOf, endReadOnlyQuery, energyCostOf, matches } from './characteristics.ts';
import type { Colour, EnergyCost } from './cards/cardRecord.ts';
import { type Card, type DBSState } from './state.ts';
import { checkLossInterruptive, moveCard, setRested } from './zones.ts';
import { dealDamage } from './damage.ts';
import { oneOfEachCode } from '../../core/identicalCopies.ts';
import { emitDbs } from './events.ts';

export interface Group {
  key: string;
  colours: Colour[];
  ids: number[];
}

/** The seat's Active energy by colours (the colours the rules give each card now), in the order `pay` answers count. */
export function activeGroups(s: DBSState, seat: Seat): Group[] {
  beginReadOnlyQuery(s); // grouping only reads the state
  try {
    return activeGroupsNow(s, seat);
  } finally {
    endReadOnlyQuery();
  }
}

function activeGroupsNow(s: DBSState, seat: Seat): Group[] {
  const m = new Map<string, Group>();
  for (const c of s.players[seat].energy) {
    if (c.rested) continue;
    const colours = coloursOf(s, seat, c);
    const key = colours.length === 1 ? colours[0] : colours.join('+');
    let g = m.get(key);
    if (!g) m.set(key, (g = { key, colours, ids: [] }));
    g.ids.push(c.id);
  }
  return [...m.values()].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

/** Whether `counts` (cards per group) can cover the specified colours (a small bipartite check). */
function coversSpecified(groups: Group[], counts: number[], spec: [Colour, number][]): boolean {
  // Try every way of assigning cards to colours (groups × colours is tiny).
  const left = counts.slice();
  return spec.length === 0 || assignColours(groups, left, spec, 0, spec[0][1]);
}

/** Assign `need` more cards to spec[k]'s colour, then the rest of `spec`, from the cards `left` per group. */
function assignColours(groups: Group[], left: number[], spec: [Colour, number][], k: number, need: number): boolean {
  if (k === spec.length) return true;
  const colour = spec[k][0];
  if (need === 0) return assignColours(groups, left, spec, k + 1, k + 1 < spec.length ? spec[k + 1][1] : 0);
  for (let g = 0; g < groups.length; g++) {
    if (left[g] > 0 && groups[g].colours.includes(colour)) {
      left[g]--;
      if (assignColours(groups, left, spec, k, need - 1)) return true;
      left[g]++;
    }
  }
  return false;
}

/** The number of cards to rest and the coloured part (2-11-1-1-1: max of total and the specified sum). */
export function effectiveCost(cost: EnergyCost, ignoreSpecified: boolean): { n: number; spec: [Colour, number][] } {
  const spec = ignoreSpecified ? [] : (Object.entries(cost.specified) as [Colour, number][]).filter(([, n]) => n > 0);
  const sum = spec.reduce((a, [, n]) => a + n, 0);
  return { n: Math.max(cost.total, sum), spec };
}

/** Every distinct way to pay (a count per group), up to `limit`. */
export function paymentOptions(
  s: DBSState,
  seat: Seat,
  cost: EnergyCost,
  ignoreSpecified = false,
  limit = 64,
): number[][] {
  const { n, spec } = effectiveCost(cost, ignoreSpecified);
  const groups = activeGroups(s, seat);
  const out: number[][] = [];
  const counts = new Array<number>(groups.length).fill(0);
  paymentsFrom(groups, counts, spec, limit, out, 0, n);
  return out;
}

/** The counts for groups g… that rest `remaining` more cards, most from the earlier groups first. */
function paymentsFrom(
  groups: Group[],
  counts: number[],
  spec: [Colour, number][],
  limit: number,
  out: number[][],
  g: number,
  remaining: number,
): void {
  if (out.length >= limit) return;
  if (g === groups.length) {
    if (remaining === 0 && coversSpecified(groups, counts, spec)) out.push(counts.slice());
    return;
  }
  const max = Math.min(remaining, groups[g].ids.length);
  for (let k = max; k >= 0; k--) {
    counts[g] = k;
    paymentsFrom(groups, counts, spec, limit, out, g + 1, remaining - k);
  }
  counts[g] = 0;
}

export function canPayEnergy(s: DBSState, seat: Seat, cost: EnergyCost, ignoreSpecified = false): boolean {
  return paymentOptions(s, seat, cost, ignoreSpecified, 1).length > 0;
}

/** DBS 10-21: [Warrior of Universe 7] on any of your cards in play ignores a 《Universe 7》 card's colours. */
export function ignoresSpecified(s: DBSState, seat: Seat, card: Card): boolean {
  if (card.token) return false;
  const p = s.players[seat];
  const wu7 = [...p.leader, ...p.battle].some((c) => matches(s, seat, c, { keyword: 'warriorOfUniverse7' }));
  return wu7 && matches(s, seat, card, { trait: 'Universe 7' });
}

function filterCards(s: DBSState, seat: Seat, cards: Card[], f: CardFilter | undefined, self?: Card): Card[] {
  return f ? cards.filter((c) => matches(s, seat, c, f, self)) : cards;
}

/** The cards other than `self`. */
function othersThan(cards: Card[], self: Card | undefined): Card[] {
  return cards.filter((c) => c.id !== self?.id);
}

/** Whether every part of a skill cost can be paid now (8-4-2-2). `self` is the skill's card. */
export function canPayCosts(s: DBSState, seat: Seat, costs: readonly Cost[], self: Card | undefined): boolean {
  const p = s.players[seat];
  for (const c of costs) {
    switch (c.pay) {
      case 'energy':
        if (!canPayEnergy(s, seat, c.cost)) return false;
        break;
      case 'lifeToDrop':
      case 'lifeToHand':
        if (p.life.length < c.n) return false;
        break;
      case 'handToDrop':
        if (filterCards(s, seat, othersThan(p.hand, self), c.filter).length < c.n) return false;
        break;
      case 'restThis':
        if (!self || self.rested) return false;
        break;
      case 'deckTopToDrop':
        if (p.deck.length < c.n) return false;
        break;
      case 'battleToDrop':
        if (filterCards(s, seat, p.battle, c.filter).length < c.n) return false;
        break;
      case 'handUnderThis':
        if (filterCards(s, seat, othersThan(p.hand, self), c.filter).length < 1) return false;
        break;
      case 'battleUnderThis':
        if (filterCards(s, seat, othersThan(p.battle, self), c.filter).length < 1) return false;
        break;
      case 'handEachToDrop':
        for (const ch of c.characters) {
          if (filterCards(s, seat, othersThan(p.hand, self), { character: [ch], type: 'battle' }).length < 1)
            return false;
        }
        break;
      case 'chooseUnder':
        if (!self || !self.under.some((u) => matches(s, seat, u, c.filter))) return false;
        break;
      case 'underToDrop':
        if (!self || self.under.length < c.n) return false;
        break;
      case 'damageSelf':
      case 'dropAllRemoved':
        break;
      case 'thisToDrop':
        if (!self || !(p.hand.includes(self) || p.battle.includes(self))) return false;
        break;
      case 'thisToDeckBottom':
      case 'thisRemoved':
        if (!self || !p.battle.includes(self)) return false;
        break;
      case 'battleRemoved':
        if (filterCards(s, seat, p.battle, c.filter).length < c.n) return false;
        break;
      case 'restBattle':
        if (filterCards(s, seat, p.battle, { ...c.filter, rested: false }).length < c.n) return false;
        break;
    }
  }
  return true;
}

export type PayAnswer = { t: 'pay'; groups: number[] } | { t: 'card'; card: number };

export interface PayFrame extends Frame {
  k: 'dbs.pay';
  seat: Seat;
  /** The skill's card, if any (restThis, under this card). */
  self: number;
  costs: Cost[];
  i: number;
  /** For energy: ignore the specified part (10-21). */
  ignoreSpecified: boolean;
  /** Cards picked so far for the current part; the chosen card of a chooseUnder (kept after). */
  picked: number[];
  costChoice: number;
}

export function payFrame(seat: Seat, self: number, costs: Cost[], ignoreSpecified = false): PayFrame {
  return { k: 'dbs.pay', step: 0, seat, self, costs, i: 0, ignoreSpecified, picked: [], costChoice: 0 };
}

/** Paying the energy cost printed on a card being played (as changed by effects), as a frame. */
export function cardEnergyPayFrame(s: DBSState, seat: Seat, card: Card): PayFrame {
  return payFrame(
    seat,
    card.id,
    [{ pay: 'energy', cost: energyCostOf(s, seat, card) }],
    ignoresSpecified(s, seat, card),
  );
}

function selfCard(s: DBSState, f: PayFrame): Card | undefined {
  const p = s.players[f.seat];
  return [...p.leader, ...p.battle, ...p.hand, ...p.combo].find((c) => c.id === f.self);
}

/** Rest energy for one payment option. */
function restPayment(s: DBSState, seat: Seat, cost: EnergyCost, ignoreSpecified: boolean, counts: number[]): void {
  const groups = activeGroups(s, seat);
  groups.forEach((g, k) => {
    for (let j = 0; j < counts[k]; j++) {
      const card = s.players[seat].energy.find((c) => c.id === g.ids[j])!;
      setRested(s, seat, card, true);
    }
  });
  void cost;
  void ignoreSpecified;
}

function payHandler(s: DBSState, f: PayFrame): void {
  const p = s.players[f.seat];
  for (;;) {
    if (f.i >= f.costs.length) {
      popFrame(s);
      // The card chosen by a chooseUnder part is the skill's to use (the frame that asked reads it).
      const parent = s.frames[s.frames.length - 1] as Frame & { costChoice?: number };
      if (f.costChoice && parent) parent.costChoice = f.costChoice;
      return;
    }
    const c = f.costs[f.i];
    const self = selfCard(s, f);
    const a = takeAnswer<PayAnswer>(s);
    switch (c.pay) {
      case 'energy': {
        if (a && a.t === 'pay') {
          restPayment(s, f.seat, c.cost, f.ignoreSpecified, a.groups);
          break;
        }
        const opts = paymentOptions(s, f.seat, c.cost, f.ignoreSpecified);
        if (opts.length === 0) throw new Error('cost became unpayable');
        if (opts.length === 1) {
          restPayment(s, f.seat, c.cost, f.ignoreSpecified, opts[0]);
          break;
        }
        ask<PayAnswer>(s, {
          seat: f.seat,
          kind: 'chooseCard',
          prompt: 'dbs.payEnergy',
          options: opts.map((g) => ({ t: 'pay', groups: g })),
        });
        return;
      }
      case 'lifeToDrop':
        // DBS 3-9-2: any Life card may be picked; they are face down and alike to the payer.
        for (let k = 0; k < c.n; k++) moveCard(s, f.seat, p.life[p.life.length - 1], 'life', 'drop');
        break;
      case 'lifeToHand':
        for (let k = 0; k < c.n; k++) moveCard(s, f.seat, p.life[p.life.length - 1], 'life', 'hand');
        break;
      case 'deckTopToDrop':
        for (let k = 0; k < c.n && p.deck.length > 0; k++)
          moveCard(s, f.seat, p.deck[p.deck.length - 1], 'deck', 'drop');
        break;
      case 'restThis':
        if (self) setRested(s, f.seat, self, true);
        break;
      case 'thisToDrop':
        if (self) moveCard(s, f.seat, self, p.hand.includes(self) ? 'hand' : 'battle', 'drop');
        break;
      case 'thisToDeckBottom':
        if (self && p.battle.includes(self)) moveCard(s, f.seat, self, 'battle', 'deck', { bottom: true });
        break;
      case 'thisRemoved':
        if (self && p.battle.includes(self)) moveCard(s, f.seat, self, 'battle', 'removed');
        break;
      case 'dropAllRemoved':
        for (const c of p.drop.slice()) moveCard(s, f.seat, c, 'drop', 'removed');
        break;
      case 'underToDrop':
        for (let k = 0; k < c.n && self && self.under.length > 0; k++) {
          const u = self.under.pop()!;
          s.players[u.owner].drop.push({ ...u, id: s.nextId++, mods: [], under: [] });
          emitDbs(s, { t: 'underToDrop', seat: f.seat, card: { id: u.id, code: u.code } });
        }
        break;
      case 'damageSelf':
        // The damage frame runs before the next part of the cost (8-4-2-1).
        f.i++;
        dealDamage(s, f.seat, c.n);
        return;
      case 'handToDrop':
      case 'battleToDrop':
      case 'battleRemoved':
      case 'restBattle':
      case 'handUnderThis':
      case 'battleUnderThis':
      case 'chooseUnder': {
        const inBattle =
          c.pay === 'battleToDrop' ||
          c.pay === 'battleUnderThis' ||
          c.pay === 'battleRemoved' ||
          c.pay === 'restBattle';
        const from = inBattle ? p.battle : c.pay === 'chooseUnder' ? (self?.under ?? []) : p.hand;
        const need =
          c.pay === 'handToDrop' || c.pay === 'battleToDrop' || c.pay === 'battleRemoved' || c.pay === 'restBattle'
            ? c.n
            : 1;
        if (a && a.t === 'card') f.picked.push(a.card);
        if (f.picked.length < need) {
          const filter = c.pay === 'restBattle' ? { ...c.filter, rested: false } : c.filter;
          // The skill's own card pays only where the cost may name it (a Battle card rested or removed by it).
          const selfPays = c.pay === 'restBattle' || c.pay === 'battleRemoved';
          const left = filterCards(s, f.seat, from, filter, self).filter(
            (x) => !f.picked.includes(x.id) && (x.id !== f.self || selfPays),
          );
          const options: PayAnswer[] = oneOfEachCode(left).map((x) => ({ t: 'card', card: x.id }));
          if (options.length > 0) {
            ask(s, { seat: f.seat, kind: 'chooseCard', prompt: `dbs.cost.${c.pay}`, options });
            return;
          }
        }
        for (const id of f.picked) {
          if (c.pay === 'chooseUnder') {
            f.costChoice = id;
            continue;
          }
          const card = from.find((x) => x.id === id);
          if (!card) continue;
          const area = inBattle ? 'battle' : 'hand';
          if (c.pay === 'restBattle') setRested(s, f.seat, card, true);
          else if (c.pay === 'battleRemoved') moveCard(s, f.seat, card, 'battle', 'removed');
          else if (c.pay === 'handToDrop' || c.pay === 'battleToDrop') moveCard(s, f.seat, card, area, 'drop');
          else if (self) putUnder(s, f.seat, card, area, self);
        }
        f.picked = [];
        break;
      }
      case 'handEachToDrop': {
        if (a && a.t === 'card') f.picked.push(a.card);
        const k = f.picked.length;
        if (k < c.characters.length) {
          const seen = new Set<string>();
          const options: PayAnswer[] = [];
          for (const x of filterCards(s, f.seat, p.hand, { character: [c.characters[k]], type: 'battle' })) {
            if (f.picked.includes(x.id) || seen.has(x.code)) continue;
            seen.add(x.code);
            options.push({ t: 'card', card: x.id });
          }
          if (options.length > 0) {
            ask(s, { seat: f.seat, kind: 'chooseCard', prompt: 'dbs.cost.handEachToDrop', options });
            return;
          }
        }
        for (const id of f.picked) {
          const card = p.hand.find((x) => x.id === id);
          if (card) moveCard(s, f.seat, card, 'hand', 'drop');
        }
        f.picked = [];
        break;
      }
    }
    f.i++;
  }
}

/** DBS 11-3-4: a card put under another goes to the very bottom of its stack. */
export function putUnder(s: DBSState, seat: Seat, card: Card, from: 'hand' | 'battle' | 'deck', top: Card): void {
  const src = s.players[seat][from];
  const i = src.findIndex((c) => c.id === card.id);
  if (i < 0) return;
  src.splice(i, 1);
  top.under.push({ ...card, id: s.nextId++, rested: false, mods: [], under: [] });
  if (from === 'deck') checkLossInterruptive(s);
  if (s.log) {
    // From the hand or the deck, no id it had there (3-1-4, issue 19); cards under a card are open (11-3).
    const named = from === 'battle' ? { id: card.id, code: card.code } : { code: card.code };
    emitDbs(s, { t: 'putUnder', seat, from, under: top.id, card: named });
  }
  void cardType;
}

export const paymentHandlers = {
  'dbs.pay': payHandler as (s: DBSState, f: Frame) => void,
};
