// Time Leap (VG2 10.31, the keyword 11.32): each target rear-guard is bound, and for each card bound its master
// searches the deck for a card one grade greater and calls it (10.31.2: a superior call, 10.7; the search may
// find nothing, 10.10; the deck is shuffled once, 10.11). At the end of that turn a timed trigger (8.6.6) puts each
// called unit on the bottom of the deck and, if it was put there, calls the bound card back (10.31.2). Between the
// bind and the calls the resolve frame's `leap` holds which card was bound for which unit.
import { ask, emit, takeAnswer } from '../../../core/engine.ts';
import { shuffleInPlace } from '../../../core/rng.ts';
import type { GameEvent } from '../../../core/types.ts';
import { bindCard, newBindPile } from '../bind.ts';
import { grade as gradeOf } from '../characteristics.ts';
import { openRearguardCircles } from '../lock.ts';
import { findOnField, type VGState } from '../state.ts';
import { moveCard } from '../zones.ts';
import type { AutoAbility, Target } from './dsl.ts';
import {
  affectedTargets,
  callToChosenCircle,
  type CardPick,
  circleOfCard,
  type CirclePick,
  type NonePick,
  type ResolveFrame,
} from './resolveAbility.ts';

/**
 * VG2 10.31.2: time leap. Bind each target rear-guard; for each card bound, search the deck for up to one card
 * one grade greater than the bound card and call it (a superior call, 10.7), then shuffle the deck once. Each
 * called unit gets a timed trigger (8.6.6) for the end of this turn, which `timeLeapReturn` resolves.
 */
export function timeLeap(s: VGState, f: ResolveFrame, target: Target): boolean {
  const p = s.players[f.seat];
  if (f.leap === undefined) {
    const ts = affectedTargets(s, f, target);
    if (!ts) return false;
    const bound: number[] = [];
    const pile = newBindPile(s); // VG2 4.9.3: the cards this time leap binds lie apart from other bound cards
    for (const t of ts) {
      const c = circleOfCard(s, t.seat, t.card.id);
      if (t.seat !== f.seat || !c || c === 'VC' || c === 'GC') continue; // only your own rear-guards
      const moved = bindCard(s, t.seat, t.card, c, pile, false); // VG2 10.19
      if (p.bind.includes(moved)) bound.push(moved.id); // "if it was bound": only those get a search
    }
    f.look = bound;
    f.leap = [];
    f.sub = 0;
  }
  while (f.leap.length < 2 * f.look.length) {
    const boundCard = p.bind.find((c) => c.id === f.look[f.leap!.length / 2]);
    // One grade greater than the card as it is in the bind zone (its printed grade).
    const want = boundCard ? gradeOf(s, f.seat, boundCard) + 1 : -1;
    if (f.sub === 0) {
      // VG2 10.10: a search of a hidden zone may find nothing, even when a card would match.
      const a = takeAnswer<CardPick | NonePick>(s);
      if (!a) {
        const options: (CardPick | NonePick)[] = [{ t: 'none' }];
        const seen: string[] = [];
        for (const c of p.deck) {
          if (gradeOf(s, f.seat, c) !== want || seen.includes(c.code)) continue;
          seen.push(c.code);
          options.push({ t: 'card', card: c.id });
        }
        ask(s, { seat: f.seat, kind: 'chooseCard', prompt: 'vg.search', options, looking: p.deck.map((c) => c.id) });
        return false;
      }
      if (a.t === 'none') {
        f.leap.push(f.look[f.leap.length / 2], 0);
        continue;
      }
      const card = p.deck.find((c) => c.id === a.card)!;
      emit(s, { t: 'reveal', seat: f.seat, zone: 'deck', cards: [{ code: card.code }] } as GameEvent);
      f.picked = [card.id];
      f.sub = 1;
    }
    const card = p.deck.find((c) => c.id === f.picked[0])!;
    const open = openRearguardCircles(s, f.seat);
    if (open.length === 0) {
      f.leap.push(f.look[f.leap.length / 2], 0); // VG2 1.3.2: nowhere to call it
      f.sub = 0;
      continue;
    }
    const a = takeAnswer<CirclePick>(s);
    if (!a) {
      const options: CirclePick[] = open.map((c) => ({ t: 'unit', seat: f.seat, circle: c }));
      ask<CirclePick>(s, { seat: f.seat, kind: 'chooseCircle', prompt: 'vg.callTo', options, looking: [card.id] });
      return false;
    }
    const placed = moveCard(s, f.seat, card, 'deck', a.circle);
    emit(s, { t: 'call', seat: f.seat, circle: a.circle, card: { id: placed.id, code: placed.code } } as GameEvent);
    f.leap.push(f.look[f.leap.length / 2], placed.id);
    f.sub = 0;
  }
  if (f.look.length > 0) {
    shuffleInPlace(s.rng, p.deck); // VG2 10.11
    emit(s, { t: 'shuffle', seat: f.seat } as GameEvent);
  }
  for (let i = 0; i < f.leap.length; i += 2) {
    const called = f.leap[i + 1];
    const unit = called ? findOnField(s, f.seat, called) : undefined;
    if (!unit) continue;
    const timed: AutoAbility = {
      kind: 'auto',
      trigger: { on: 'beginningOf', timing: 'endPhase' },
      effects: [{ do: 'timeLeapReturn', bound: f.leap[i] }],
    };
    s.delayed.push({ seat: f.seat, source: called, code: unit.code, ability: timed });
  }
  delete f.leap;
  return true;
}

/**
 * VG2 10.31.2, at the end of the time leap's turn: put the called unit on the bottom of the deck; only if it was put
 * there, call the bound card (still in the bind zone) back to a rear-guard circle.
 */
export function timeLeapReturn(s: VGState, f: ResolveFrame, bound: number): boolean {
  const p = s.players[f.seat];
  if (f.sub === 0) {
    const u = findOnField(s, f.seat, f.source);
    const c = u ? circleOfCard(s, f.seat, u.id) : null;
    if (!u || !c) return true; // VG2 4.1.4: it left the field, so it is another card now; nothing is put
    moveCard(s, f.seat, u, c, 'deck', { bottom: true });
    f.sub = 1;
  }
  const card = p.bind.find((c) => c.id === bound);
  const open = openRearguardCircles(s, f.seat);
  if (!card || open.length === 0) return true; // VG2 1.3.2
  return callToChosenCircle(s, f, card, 'bind', open, true) !== null;
}
