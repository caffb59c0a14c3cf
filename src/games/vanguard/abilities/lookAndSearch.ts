// Looking at, revealing and searching your deck for an ability: "look at the top N cards" (VG2 3.13.2) or "up to
// N" (3.13.3), or reveal them (10.9); take up to the number allowed and put the rest away, in the order their
// master chooses where it matters (on the top or bottom) — or into the drop zone, or shuffled in (10.11). "Search
// your deck for …" may find nothing (10.10); the card found goes to the hand or is called (a superior call, 10.7),
// and the deck is shuffled (10.11). Only the master sees what is looked at (4.2.2).
import { ask, emit, takeAnswer } from '../../../core/engine.ts';
import { shuffleInPlace } from '../../../core/rng.ts';
import type { GameEvent } from '../../../core/types.ts';
import { addMod } from '../durations.ts';
import { openRearguardCircles } from '../lock.ts';
import type { Card, VGState } from '../state.ts';
import { moveCard } from '../zones.ts';
import { matches } from './conditions.ts';
import type { Effect } from './dsl.ts';
import { callToChosenCircle, type CardPick, type NonePick, type ResolveFrame, type YesNo } from './resolveAbility.ts';
import { oneOfEachCode } from '../../../core/identicalCopies.ts';

/**
 * VG2 3.13.3 "look at up to N cards from the top of your deck": none if N is 0; else before each card the master
 * may end it (3.13.3.1), looks at the next card from the top (3.13.3.2: the Nth, N one more than those already
 * looked at), and it ends after N cards (3.13.3.3). `f.look` holds the cards looked at, top first; while the
 * master decides, it still sees them. Returns false while waiting for an answer.
 */
function lookOneByOne(s: VGState, f: ResolveFrame, e: Extract<Effect, { do: 'lookTop' }>): boolean {
  const deck = s.players[f.seat].deck;
  while (f.look.length < e.n && f.look.length < deck.length) {
    const yn = takeAnswer<YesNo>(s);
    if (!yn) {
      const options: YesNo[] = [{ t: 'yes' }, { t: 'no' }];
      ask<YesNo>(s, { seat: f.seat, kind: 'yesNo', prompt: 'vg.lookUpTo', options, looking: f.look.slice() });
      return false;
    }
    if (yn.t === 'no') return true;
    const next = deck[deck.length - 1 - f.look.length];
    f.look.push(next.id);
    const cards = [{ id: next.id, code: next.code }];
    // A revealed deck card is named by its code: its id in the deck is hidden from everyone (VG2 4.2.2, issue 19).
    if (e.reveal) emit(s, { t: 'reveal', seat: f.seat, zone: 'deck', cards: [{ code: next.code }] } as GameEvent);
    else {
      const hidden = { t: 'look', seat: f.seat, n: 1 } as GameEvent; // what the others learn (VG2 4.2.2)
      emit(s, { t: 'look', seat: f.seat, cards } as GameEvent, f.seat, hidden);
    }
  }
  return true;
}

/**
 * "Look at the top N cards of your deck" (or reveal them, VG2 10.9), take up to `upTo` that match, and put
 * the rest away — on the bottom or top in the order the master chooses, into the drop, or shuffled in.
 * Sub-steps: 0 look, 1 take, 2 put the rest away. Returns false while waiting for an answer.
 */
export function lookTop(s: VGState, f: ResolveFrame, e: Extract<Effect, { do: 'lookTop' }>): boolean {
  const p = s.players[f.seat];
  const inDeck = (id: number) => p.deck.find((c) => c.id === id);
  if (f.sub === 0 && e.lookUpTo) {
    if (!lookOneByOne(s, f, e)) return false;
    f.sub = 1;
  }
  if (f.sub === 0) {
    // VG2 3.13.2: looking at zero cards does nothing (and `slice(-0)` would be the whole deck).
    f.look =
      e.n > 0
        ? p.deck
            .slice(-e.n)
            .map((c) => c.id)
            .reverse() // top first
        : [];
    const cards = f.look.map((id) => ({ id, code: inDeck(id)!.code }));
    if (cards.length > 0 && e.reveal) {
      // Top first, as the cards lie (public order); codes only, as above.
      emit(s, { t: 'reveal', seat: f.seat, zone: 'deck', cards: cards.map((c) => ({ code: c.code })) } as GameEvent);
    } else if (cards.length > 0)
      emit(s, { t: 'look', seat: f.seat, cards } as GameEvent, f.seat, {
        t: 'look',
        seat: f.seat,
        n: cards.length,
      } as GameEvent);
    f.sub = 1;
  }
  if (f.sub === 1) {
    for (;;) {
      const pool = f.look.filter((id) => !e.filter || matches(s, inDeck(id)!, e.filter, f.source));
      // Issue 19: which looked-at cards match is hidden from the opponent unless they were revealed, so after a look the
      // question is asked (with "none" alone if need be) while a looked-at card is left to take.
      const hiddenMore = !e.reveal && f.look.length > 0;
      if (f.picked.length >= e.upTo || (pool.length === 0 && !hiddenMore)) break;
      const a = takeAnswer<CardPick | NonePick>(s);
      if (!a) {
        const options: (CardPick | NonePick)[] = [
          { t: 'none' },
          ...pool.map((id) => ({ t: 'card', card: id }) as CardPick),
        ];
        ask(s, { seat: f.seat, kind: 'chooseCard', prompt: 'vg.lookTake', options, looking: f.look });
        return false;
      }
      if (a.t === 'none') break; // "up to" (VG2 8.5.4.1.1)
      const card = inDeck(a.card)!;
      moveCard(s, f.seat, card, 'deck', e.to);
      f.picked.push(a.card);
      f.look = f.look.filter((id) => id !== a.card);
    }
    f.sub = 2;
  }
  if (e.rest === 'drop') {
    for (const id of f.look) moveCard(s, f.seat, inDeck(id)!, 'deck', 'drop');
  } else if (e.rest === 'shuffle') {
    shuffleInPlace(s.rng, p.deck);
    emit(s, { t: 'shuffle', seat: f.seat } as GameEvent);
  } else {
    // "in any order": the master puts the cards there one at a time, so the last one put is the topmost
    // (on the top) or the bottommost (on the bottom).
    while (f.look.length > 0) {
      if (f.look.length === 1) {
        placeInDeck(p.deck, f.look.pop()!, e.rest);
        break;
      }
      const a = takeAnswer<CardPick>(s);
      if (!a) {
        const options: CardPick[] = f.look.map((id) => ({ t: 'card', card: id }));
        ask<CardPick>(s, { seat: f.seat, kind: 'chooseOrder', prompt: 'vg.orderRest', options, looking: f.look });
        return false;
      }
      placeInDeck(p.deck, a.card, e.rest);
      f.look = f.look.filter((id) => id !== a.card);
    }
    emit(s, { t: 'deckOrder', seat: f.seat, where: e.rest } as GameEvent);
  }
  f.look = [];
  return true;
}

/** Put the deck card `id` on the top or the bottom of the deck (it stays in the deck: no new card, 4.1.4). */
function placeInDeck(deck: Card[], id: number, where: 'top' | 'bottom'): void {
  const i = deck.findIndex((c) => c.id === id);
  const [c] = deck.splice(i, 1);
  if (where === 'bottom') deck.unshift(c);
  else deck.push(c);
}

/** "Search your deck for …": the card found goes to the hand, or is called to a rear-guard circle (`callFound`). */
export function searchDeck(s: VGState, f: ResolveFrame, e: Extract<Effect, { do: 'search' }>): boolean {
  const p = s.players[f.seat];
  // VG2 10.10: a search in a hidden zone may find nothing; the deck is shuffled afterwards (10.11).
  if (f.sub === 1) return callFound(s, f, { do: 'callFound', modify: e.thenModify });
  const found = p.deck.filter((c) => matches(s, c, e.filter));
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
      return callFound(s, f, { do: 'callFound', modify: e.thenModify });
    }
  }
  shuffleInPlace(s.rng, p.deck);
  emit(s, { t: 'shuffle', seat: f.seat } as GameEvent);
  return true;
}

/** The card `searchDeck` found (`f.picked[0]`), called to a rear-guard circle. */
export function callFound(s: VGState, f: ResolveFrame, e: Extract<Effect, { do: 'callFound' }>): boolean {
  const p = s.players[f.seat];
  // "call it to (RC)": a superior call (VG2 10.7) of the card just found; then the deck is shuffled.
  const card = p.deck.find((c) => c.id === f.picked[0]);
  if (card) {
    const placed = callToChosenCircle(s, f, card, 'deck', openRearguardCircles(s, f.seat), true);
    if (!placed) return false;
    if (e.modify) addMod(s, f.seat, placed, e.modify.stat, e.modify.n, e.modify.until);
  }
  shuffleInPlace(s.rng, p.deck);
  emit(s, { t: 'shuffle', seat: f.seat } as GameEvent);
  return true;
}

/**
 * VG2 10.10.1.2: "search your drop zone for …": the drop zone is public, so a matching card there must be found —
 * the master chooses which one, but cannot take nothing. It goes to the hand.
 */
export function searchDrop(s: VGState, f: ResolveFrame, e: Extract<Effect, { do: 'searchDrop' }>): boolean {
  const p = s.players[f.seat];
  const found = p.drop.filter((c) => matches(s, c, e.filter, f.source));
  if (found.length === 0) return true;
  let card = found[0];
  if (found.some((c) => c.code !== card.code)) {
    const a = takeAnswer<CardPick>(s);
    if (!a) {
      const options: CardPick[] = oneOfEachCode(found).map((c) => ({ t: 'card', card: c.id }));
      ask<CardPick>(s, { seat: f.seat, kind: 'chooseCard', prompt: 'vg.searchDrop', options });
      return false;
    }
    card = found.find((c) => c.id === a.card)!;
  }
  moveCard(s, f.seat, card, 'drop', 'hand');
  return true;
}
