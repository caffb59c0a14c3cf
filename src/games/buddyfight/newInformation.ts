// What an event shows a seat that it did not know (src/core/undo.ts): a card out of a hidden zone (the deck and gauge
// to anyone, BF-Mat①/④; a hand to the opponent), a shuffle, who goes first. Event kinds not listed as quiet count as
// news, so a new kind can only make undo stricter, never leak.
import type { GameEvent, Seat } from '../../core/types.ts';
import type { MoveEvent } from './zones.ts';

const QUIET: ReadonlySet<string> = new Set([
  'phase',
  'turn',
  'standPhase',
  'attack',
  'battle',
  'battleEnds',
  'stand',
  'damage',
  'life',
  'payLife',
  'buff',
  'act',
  'trigger',
  'destroyed',
  'soulguard',
  'penetrate',
  'attackNullified',
  'nullified',
  'buddyGift',
  'rest',
  'damageShield',
  'damageReduced',
]);

export function bfRevealsTo(e: GameEvent, seat: Seat): boolean {
  if (e.t === 'move') {
    const m = e as MoveEvent;
    if (m.code === undefined) return false;
    if (m.from === 'deck' || m.from === 'gauge') return true;
    return m.seat !== seat && m.from === 'hand';
  }
  return !QUIET.has(e.t);
}
