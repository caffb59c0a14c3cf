// Resolving an ability's effects in text order (BF-Abil-Act 1.3): done as far as possible (BF-Oth[Cost]: "destroy X
// and gain 2 life" with nothing to destroy still gains the life; acceptance 17), "you may A. If you do, B." only when
// A can be done in full (BF-Oth[Cost], acceptance 63), targets chosen when used and checked again now (BF-Q08: a
// target gone by then is not affected). Destroying (BF-Atk 3.1.1) with the [Soulguard] replacement (BF-KW[Soulguard],
// acceptance 52: the soul card goes instead and no "destroyed" trigger fires) and [Lifelink] (BF-KW[Lifelink]).
import { say } from './zones.ts';
import { ask, popFrame, pushFrame, takeAnswer } from '../../core/engine.ts';
import type { Answer, Frame, Seat } from '../../core/types.ts';
import type { Effect } from './abilities/dsl.ts';
import { targetFilters } from './abilities/dsl.ts';
import { scriptOf } from './abilities/registry.ts';
import { hasAttribute, hasKeyword, matching, nameOf, usableWithFlag } from './characteristics.ts';
import { pushRc } from './resolutionCheck.ts';
import {
  type Area,
  AREAS,
  areaOf,
  type BFState,
  type Card,
  locate,
  monstersOf,
  onField,
  opponent,
  type Zone,
} from './state.ts';
import { requireCard } from './cards/cardPool.ts';
import { enteredField, fieldCards, soulGrew, triggerAuto, triggerLifelink } from './triggers.ts';
import {
  chargeFromDeck,
  dealDamage,
  deckToSoul,
  draw,
  dropOneSoul,
  gainLife,
  moveCard,
  putIntoSoul,
  shuffleDeck,
  soulToDrop,
  soulToHand,
  stackOnto,
} from './zones.ts';
import { callCostPayable, costPayable, nullifyUse, payCost } from './uses.ts';

/** Where an effect list is in a card's script: [] the spell's effects, ['acts', i], ['autos', i]; each further index enters that effect's `then` (mayPay). */
export type EffectPath = (string | number)[];

export interface EffectsFrame extends Frame {
  k: 'bf.effects';
  seat: Seat;
  source: number;
  code: string;
  path: EffectPath;
  targets: number[];
  i: number;
  /** "You may pay A" / a cost paid by an effect: the hand cards chosen for a discard. */
  discards?: number[];
  /** discardAnyDestroyThatMany: the opponent's cards chosen to destroy (after the discards), and how many to. */
  picks?: number[];
  count?: number;
  /** callFromHand: the monster being called (in the `play` zone) and its area. */
  calling?: { card: number; area: Area };
  /** revealDamage: the revealed cards still to put on the bottom of the deck. */
  revealed?: number[];
}

export function effectList(code: string, path: EffectPath): readonly Effect[] {
  const sc = scriptOf(code);
  let list: readonly Effect[];
  let rest: EffectPath;
  if (path[0] === 'acts') [list, rest] = [sc.acts![path[1] as number].effects, path.slice(2)];
  else if (path[0] === 'autos') [list, rest] = [sc.autos![path[1] as number].effects, path.slice(2)];
  else [list, rest] = [sc.effects ?? [], path];
  for (let i = 0; i < rest.length; i++) {
    const e = list[rest[i] as number] as Effect & { then: Effect[] };
    list = e.then;
  }
  return list;
}

export function pushEffects(
  s: BFState,
  seat: Seat,
  source: number,
  code: string,
  path: EffectPath,
  targets: number[],
): void {
  pushFrame<EffectsFrame>(s, { k: 'bf.effects', step: 0, seat, source, code, path, targets, i: 0 });
}

/** The target index of effect `i` of the list (targets are numbered depth first, dsl.ts `targetFilters`). */
function targetOffset(list: readonly Effect[], i: number): number {
  return targetFilters(list.slice(0, i)).length;
}

function stillMatches(s: BFState, seat: Seat, list: readonly Effect[], i: number, id: number, k = 0): Card | null {
  if (id < 0) return null;
  const filters = targetFilters([list[i]]);
  const f = filters[k];
  if (!f) return null;
  return matching(s, seat, f).find((c) => c.id === id) ?? null;
}

function effectsHandler(s: BFState, f: EffectsFrame): void {
  const list = effectList(f.code, f.path);
  if (f.i >= list.length) {
    popFrame(s);
    pushRc(s);
    return;
  }
  const e = list[f.i];
  const seat = f.seat;
  const t0 = targetOffset(list, f.i);
  const target = (k = 0) => stillMatches(s, seat, list, f.i, f.targets[t0 + k] ?? -1, k);
  switch (e.k) {
    case 'destroy': {
      const c = target();
      f.i++;
      if (c) pushDestroy(s, [c.id], false);
      return;
    }
    case 'destroyAll': {
      f.i++;
      const ids = matching(s, seat, e.filter).map((c) => c.id);
      if (ids.length > 0) pushDestroy(s, ids, false);
      return;
    }
    case 'draw':
      draw(s, seat, e.n);
      break;
    case 'gainLife': {
      let n = e.n;
      if (e.lessPerCopyInDrop) n -= s.players[seat].drop.filter((c) => nameOf(c.code) === nameOf(f.code)).length;
      gainLife(s, seat, n);
      break;
    }
    case 'damage':
      dealDamage(s, opponent(seat), e.n, e.unreducible === true);
      break;
    case 'bounce': {
      const c = target();
      const l = c ? locate(s, c.id) : null;
      if (l) moveCard(s, l.seat, l.zone, l.card, 'hand');
      break;
    }
    case 'preventNextDamage':
      (s.players[seat].damageShields ??= []).push(e.gainLife);
      say(s, { t: 'damageShield', seat });
      break;
    case 'discardAnyDestroyThatMany':
      if (discardAnyDestroy(s, f)) f.i++;
      return;
    case 'callFromHand':
      if (callFromHand(s, f, e)) f.i++;
      return;
    case 'revealDamage':
      if (revealDamage(s, f, e)) f.i++;
      return;
    case 'charge':
      chargeFromDeck(s, seat, e.n);
      break;
    case 'nullifyAttack':
      if (s.battle && !(e.unlessLink && s.battle.attackers.length > 1)) {
        s.battle.nullified = true;
        say(s, { t: 'attackNullified' });
      }
      break;
    case 'buff': {
      const c = e.target === 'self' ? onField(s, f.source) : target();
      if (c) {
        c.mods.push({
          ...(e.power ? { power: e.power } : {}),
          ...(e.defense ? { defense: e.defense } : {}),
          ...(e.critical ? { critical: e.critical } : {}),
          ...(e.keyword ? { keyword: e.keyword } : {}),
          ...(e.pastCenter ? { pastCenter: true } : {}),
          until: e.until,
        });
        say(s, { t: 'buff', card: c.id });
      }
      break;
    }
    case 'discardHand': {
      const p = s.players[seat];
      while (p.hand.length > 0) moveCard(s, seat, 'hand', p.hand[0], 'drop');
      break;
    }
    case 'mayPay': {
      const src = onField(s, f.source);
      const a = takeAnswer<{ t: string; card?: number }>(s);
      if (!a) {
        if (!costPayable(s, seat, e.cost, src)) break; // BF-Oth[Cost]: A cannot be done in full: neither happens
        ask(s, {
          seat,
          kind: 'yesNo',
          prompt: 'bf.mayPay',
          options: [{ t: 'pay' }, { t: 'decline' }],
        });
        return;
      }
      if (a.t === 'decline') {
        f.i++;
        return;
      }
      // Paying: first choose the cards to discard (the same prompt as a use's discard cost), then pay it all at once.
      f.discards ??= [];
      if (a.t === 'discard') f.discards.push(a.card!);
      const chosen = f.discards;
      const need = e.cost.find((c) => c.k === 'discard');
      if (need && chosen.length < need.n) {
        const options = s.players[seat].hand
          .filter((c) => !chosen.includes(c.id) && (!need.attribute || hasAttribute(c.code, need.attribute)))
          .map((c) => ({ t: 'discard', card: c.id }));
        ask(s, { seat, kind: 'chooseCard', prompt: 'bf.discardCost', options });
        return;
      }
      f.i++;
      delete f.discards;
      for (const c of e.cost) payCost(s, seat, c, src, chosen);
      pushEffects(s, seat, f.source, f.code, [...f.path, f.i - 1], f.targets.slice(t0));
      pushRc(s);
      return;
    }
    case 'attackWithIt': {
      // BF-Q16: the card chosen earlier in this effect attacks if it is [Stand]: rested by the effect, then BF-Atk 2.2.
      f.i++;
      const c = onField(s, f.targets[t0 - 1] ?? -1);
      if (c && !c.rested && locate(s, c.id)!.seat === seat) {
        pushFrame(s, { k: 'bf.attack', step: 0, at: 'declare', final: s.phase === 'final', forced: c.id } as Frame);
      }
      return;
    }
    case 'toSoul': {
      const c = target();
      const host = onField(s, f.source);
      if (c && host && c.id !== host.id) {
        const l = locate(s, c.id)!;
        putIntoSoul(s, l.seat, l.zone, c, host);
      }
      break;
    }
    case 'dropToHand': {
      e.targets.forEach((_, k) => {
        const c = target(k);
        if (c) moveCard(s, seat, 'drop', c, 'hand');
      });
      break;
    }
    case 'noPenetrate':
      for (const id of s.battle?.attackers ?? []) {
        const c = onField(s, id);
        if (c) c.mods.push({ noPenetrate: true, until: 'turn' });
      }
      break;
    case 'centerSoulsToDrop':
      for (const side of [0, 1] as const) for (const c of s.players[side].center) soulToDrop(s, side, c);
      break;
    case 'rest': {
      const c = target();
      if (c && !c.rested) {
        c.rested = true;
        say(s, { t: 'rest', card: c.id });
      }
      break;
    }
    case 'selfToDrop': {
      const l = onField(s, f.source) ? locate(s, f.source) : null;
      if (l) moveCard(s, l.seat, l.zone, l.card, 'drop');
      break;
    }
    case 'deckToSelfSoul': {
      const c = onField(s, f.source);
      if (c) {
        const before = c.soul.length;
        deckToSoul(s, seat, c, e.n, e.faceDown === true);
        soulGrew(s, c, before);
      }
      break;
    }
    case 'soulToHand': {
      const c = onField(s, f.source);
      if (c) soulToHand(s, seat, c);
      break;
    }
    case 'nullifyCast':
      nullifyUse(s);
      break;
    case 'search': {
      const p = s.players[seat];
      const a = takeAnswer<{ t: string; card: number }>(s);
      if (!a) {
        const found = p.deck.filter(
          (c) =>
            (e.part === undefined || nameOf(c.code).includes(e.part)) &&
            (e.attribute === undefined || hasAttribute(c.code, e.attribute)) &&
            (!e.monster || requireCard(c.code).type === 'monster'),
        );
        ask(s, {
          seat,
          kind: 'chooseCard',
          prompt: 'bf.search',
          options: [...found.map((c) => ({ t: 'search', card: c.id }) as Answer), { t: 'noTarget' }],
          looking: found.map((c) => c.id),
        });
        return;
      }
      f.i++;
      if (a.t === 'search') {
        const c = p.deck.find((x) => x.id === a.card)!;
        if (e.to === 'hand') moveCard(s, seat, 'deck', c, 'hand');
        else {
          const host = onField(s, f.source);
          const at = host ? areaOf(s, host.id) : null;
          if (host && at && at.seat === seat) {
            const placed = moveCard(s, seat, 'deck', c, at.area);
            stackOnto(s, seat, at.area, host, placed);
            s.lastPlaced[seat] = placed.id;
            enteredField(s, seat, placed, at.area);
          }
        }
      }
      shuffleDeck(s, seat);
      pushRc(s);
      return;
    }
  }
  f.i++;
}

/**
 * "You may discard as many cards as you like. If you do, destroy that many cards on your opponent's field": the
 * discards are chosen one at a time (then discarded together), then the cards to destroy, as many as there are.
 * Returns true when done.
 */
function discardAnyDestroy(s: BFState, f: EffectsFrame): boolean {
  const seat = f.seat;
  const p = s.players[seat];
  const a = takeAnswer<{ t: string; card?: number }>(s);
  if (f.picks === undefined) {
    const chosen = (f.discards ??= []);
    if (a?.t === 'discard') chosen.push(a.card!);
    const rest = p.hand.filter((c) => !chosen.includes(c.id));
    if (a?.t !== 'done' && rest.length > 0) {
      ask(s, {
        seat,
        kind: 'chooseCard',
        prompt: 'bf.discardAny',
        options: [...rest.map((c) => ({ t: 'discard', card: c.id })), { t: 'done' }],
      });
      return false;
    }
    delete f.discards;
    for (const id of chosen)
      moveCard(
        s,
        seat,
        'hand',
        p.hand.find((c) => c.id === id)!,
        'drop',
      );
    if (chosen.length === 0) return true;
    f.picks = [];
    f.count = chosen.length;
    pushRc(s);
    return false;
  }
  const n = f.count ?? 0;
  if (a?.t === 'target') f.picks.push(a.card!);
  const cands = matching(s, seat, { side: 'opponent', type: 'card' }).filter((c) => !f.picks!.includes(c.id));
  if (f.picks.length < n && cands.length > 0) {
    ask(s, { seat, kind: 'chooseCard', prompt: 'bf.target', options: cands.map((c) => ({ t: 'target', card: c.id })) });
    return false;
  }
  const ids = f.picks;
  delete f.picks;
  delete f.count;
  if (ids.length > 0) pushDestroy(s, ids, false);
  return true;
}

/**
 * Call a monster from the hand by paying its [Call Cost] (an effect's call: no reply window, BF-Oth[When
 * cast/called]): choose the monster and area, the discards if its cost has one, pay it all at once, place it.
 */
function callFromHand(s: BFState, f: EffectsFrame, e: Extract<Effect, { k: 'callFromHand' }>): boolean {
  const seat = f.seat;
  const p = s.players[seat];
  const a = takeAnswer<{ t: string; card?: number; area?: Area }>(s);
  if (!f.calling) {
    if (a?.t === 'callFromHand') {
      const shown = moveCard(
        s,
        seat,
        'hand',
        p.hand.find((c) => c.id === a.card)!,
        'play',
      );
      f.calling = { card: shown.id, area: a.area! };
      f.discards = [];
    } else {
      const options = effectCallOptions(s, seat);
      if (options.length === 0) return true;
      ask(s, { seat, kind: 'chooseCard', prompt: 'bf.callFromHand', options });
      return false;
    }
  }
  const calling = f.calling;
  const card = p.play.find((c) => c.id === calling.card)!;
  const costs = scriptOf(card.code).cost ?? [];
  const chosen = f.discards ?? [];
  if (a?.t === 'discard') chosen.push(a.card!);
  const need = costs.reduce((n, c) => n + (c.k === 'discard' ? c.n : 0), 0);
  if (chosen.length < need) {
    const only = costs.find((c) => c.k === 'discard')?.attribute;
    const options = p.hand
      .filter((c) => !chosen.includes(c.id) && (!only || hasAttribute(c.code, only)))
      .map((c) => ({ t: 'discard', card: c.id }));
    ask(s, { seat, kind: 'chooseCard', prompt: 'bf.discardCost', options });
    return false;
  }
  delete f.calling;
  delete f.discards;
  for (const c of costs) payCost(s, seat, c, card, chosen);
  const stack = costs.find((k) => k.k === 'stackOn');
  const host = stack ? p[calling.area].find((m) => nameOf(m.code).includes(stack.part)) : undefined;
  const placed = moveCard(s, seat, 'play', card, calling.area);
  if (host) stackOnto(s, seat, calling.area, host, placed);
  s.lastPlaced[seat] = placed.id;
  if (e.power || e.defense)
    placed.mods.push({
      ...(e.power ? { power: e.power } : {}),
      ...(e.defense ? { defense: e.defense } : {}),
      until: 'turn',
    });
  enteredField(s, seat, placed, calling.area);
  pushRc(s);
  return true;
}

/** The monsters of the hand an effect may call (usable with the flag, [Call Cost] payable), with their areas. */
function effectCallOptions(s: BFState, seat: Seat): Answer[] {
  const p = s.players[seat];
  const out: Answer[] = [];
  for (const c of p.hand) {
    if (requireCard(c.code).type !== 'monster' || !usableWithFlag(s, seat, c.code)) continue;
    const costs = scriptOf(c.code).cost ?? [];
    if (!callCostPayable(s, seat, costs)) continue;
    const stack = costs.find((k) => k.k === 'stackOn');
    const areas = stack ? AREAS.filter((ar) => p[ar].some((m) => nameOf(m.code).includes(stack.part))) : AREAS;
    for (const area of areas) out.push({ t: 'callFromHand', card: c.id, area } as Answer);
  }
  return out;
}

/**
 * Reveal the top cards (shown to both: their codes, never their deck ids), deal the damage, then the owner puts
 * them on the bottom of the deck one at a time in the order they choose. Returns true when done.
 */
function revealDamage(s: BFState, f: EffectsFrame, e: Extract<Effect, { k: 'revealDamage' }>): boolean {
  const seat = f.seat;
  const deck = s.players[seat].deck;
  if (!f.revealed) {
    const top = deck.slice(-e.n).reverse();
    say(s, { t: 'reveal', seat, codes: top.map((c) => c.code) });
    const n = e.base + top.filter((c) => nameOf(c.code).includes(e.namePart)).length;
    dealDamage(s, opponent(seat), n);
    f.revealed = top.map((c) => c.id);
  }
  const a = takeAnswer<{ t: string; card: number }>(s);
  const toBottom = (id: number) => {
    const c = deck.find((x) => x.id === id)!;
    deck.splice(deck.indexOf(c), 1);
    deck.unshift(c);
    f.revealed = f.revealed!.filter((x) => x !== id);
  };
  if (a?.t === 'bottom') toBottom(a.card);
  if (f.revealed.length === 1) toBottom(f.revealed[0]);
  if (f.revealed.length === 0) {
    delete f.revealed;
    pushRc(s);
    return true;
  }
  ask(s, {
    seat,
    kind: 'chooseCard',
    prompt: 'bf.bottomOrder',
    options: f.revealed.map((id) => ({ t: 'bottom', card: id })),
    looking: f.revealed.slice(),
  });
  return false;
}

export interface DestroyFrame extends Frame {
  k: 'bf.destroy';
  ids: number[];
  i: number;
  /** Destroyed by an attack (BF-Atk 3.1.1): marks the battle's target as destroyed. */
  byAttack: boolean;
}

export function pushDestroy(s: BFState, ids: number[], byAttack: boolean): void {
  pushFrame<DestroyFrame>(s, { k: 'bf.destroy', step: 0, ids, i: 0, byAttack });
}

function destroyHandler(s: BFState, f: DestroyFrame): void {
  if (f.i >= f.ids.length) {
    popFrame(s);
    return;
  }
  const id = f.ids[f.i];
  const l = locate(s, id);
  const c = l && onField(s, id);
  if (!l || !c) {
    f.i++;
    return;
  }
  // BF-KW[Soulguard]: instead of leaving, its owner may put one soul card into the drop zone.
  if (hasKeyword(s, c, 'soulguard') && c.soul.length > 0) {
    const a = takeAnswer<{ t: string }>(s);
    if (!a) {
      ask(s, {
        seat: l.seat,
        kind: 'yesNo',
        prompt: 'bf.soulguard',
        options: [{ t: 'soulguard', card: id } as never, { t: 'decline' }],
      });
      return;
    }
    if (a.t === 'soulguard') {
      dropOneSoul(s, l.seat, c);
      say(s, { t: 'soulguard', card: id });
      f.i++;
      return;
    }
  }
  f.i++;
  say(s, { t: 'destroyed', seat: l.seat, card: id, code: c.code });
  if (f.byAttack && s.battle && s.battle.target === id) s.battle.destroyed = true;
  triggerLifelink(s, c, l.seat);
  moveCard(s, l.seat, l.zone as Zone, c, 'drop');
  // "When a monster on your field is destroyed" (abilities of the cards still on that field).
  if (l.zone === 'left' || l.zone === 'center' || l.zone === 'right')
    for (const o of fieldCards(s, l.seat)) triggerAuto(s, o, 'yourMonsterDestroyed', [c]);
  void monstersOf;
}

export const effectHandlers = {
  'bf.effects': (s: BFState, f: Frame) => effectsHandler(s, f as EffectsFrame),
  'bf.destroy': (s: BFState, f: Frame) => destroyHandler(s, f as DestroyFrame),
};
