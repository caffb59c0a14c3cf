// Damage processing (DBS 4-10): N damage is "take 1 damage" N times (4-10-2-2); for one damage the
// damaged player chooses a Life card and adds it to their hand (4-10-2-1, 3-9-2; digest DBS-107: any
// Life card may be chosen, so it is a decision among the face-down Life cards by position). [Critical]
// sends it to the Drop instead (10-6-1); [Victory Strike] wins on Life damage from the attack (10-20-1,
// 1-2-6). The damage source is the attacking card or the skill's card (4-11). Replacement effects of
// damage (8-9): the replaced damage never happened (8-9-1-1); with several, the damaged player chooses
// which one applies (8-9-2, 8-9-2-1), and each applies once to the event (8-9-2-3).
import { ask, popFrame, pushFrame, takeAnswer } from '../../core/engine.ts';
import type { Frame, Seat } from '../../core/types.ts';
import { raise } from './abilities/autoSkills.ts';
import { damageReplacements } from './characteristics.ts';
import { type DBSState } from './state.ts';
import { moveCard, winNow } from './zones.ts';
import { emitDbs } from './events.ts';

/** A Life card by its position from the top (0), or a replacement effect by its source card. */
export type DamageAnswer = { t: 'life'; i: number } | { t: 'replacement'; source: number };

interface DamageFrame extends Frame {
  k: 'dbs.damage';
  seat: Seat;
  n: number;
  /** Damage taken so far. */
  taken: number;
  critical: boolean;
  victoryStrikeBy: Seat | -1;
  /** DBS 7-4-1-4-1-2: the attack whose damage this is; "when you dealt damage" follows it. */
  dealtBy?: { seat: Seat; attacker: number };
}

/**
 * DBS 4-10-2: deal N damage to `seat` (a frame: the damaged player may have choices). The caller returns
 * to the engine right after, so the damage is done before anything that follows it.
 */
export function dealDamage(
  s: DBSState,
  seat: Seat,
  n: number,
  opts: { critical?: boolean; victoryStrikeBy?: Seat; dealtBy?: { seat: Seat; attacker: number } } = {},
): void {
  if (n <= 0) return; // DBS 4-10-2-2
  const f: DamageFrame = {
    k: 'dbs.damage',
    step: 0,
    seat,
    n,
    taken: 0,
    critical: opts.critical === true,
    victoryStrikeBy: opts.victoryStrikeBy ?? -1,
  };
  if (opts.dealtBy) f.dealtBy = opts.dealtBy;
  pushFrame(s, f);
}

function damageHandler(s: DBSState, f: DamageFrame): void {
  const p = s.players[f.seat];
  const a = takeAnswer<DamageAnswer>(s);
  if (f.step === 0) {
    // DBS 8-9-1: an active replacement effect processes its event instead. DBS 8-9-3: a voluntary one
    // ("you may … instead") cannot be used by a player unable to do its replacing action.
    const reps = damageReplacements(s, f.seat).filter((r) => !r.optional || p.deck.length >= r.per * f.n);
    let chosen = reps.length === 1 && !reps[0].optional ? reps[0] : undefined;
    if (!chosen && reps.length > 0) {
      // DBS 8-9-2 / 8-9-2-1: the damaged player chooses which applies (source 0: none, when all are voluntary).
      const none = reps.every((r) => r.optional);
      if (a?.t === 'replacement') chosen = reps.find((r) => r.source === a.source);
      if (!chosen && !(none && a?.t === 'replacement' && a.source === 0)) {
        const options: DamageAnswer[] = reps.map((r) => ({ t: 'replacement', source: r.source }));
        if (none) options.push({ t: 'replacement', source: 0 });
        ask<DamageAnswer>(s, { seat: f.seat, kind: 'chooseCard', prompt: 'dbs.replacement', options });
        return;
      }
    }
    if (chosen) {
      popFrame(s);
      emitDbs(s, { t: 'damageReplaced', seat: f.seat, n: f.n, source: chosen.source });
      for (let k = 0; k < chosen.per * f.n && p.deck.length > 0; k++)
        moveCard(s, f.seat, p.deck[p.deck.length - 1], 'deck', 'drop');
      return;
    }
    emitDbs(s, { t: 'damage', seat: f.seat, n: f.n });
    f.step = 1;
  }
  for (;;) {
    if (f.taken >= f.n || p.life.length === 0 || s.result) {
      popFrame(s);
      // DBS 7-4-1-4-1-2 (a replaced damage never happened, 8-9-1-1, and returned above).
      if (f.dealtBy && !s.result) raise(s, { e: 'dealDamage', ...f.dealtBy, after: true });
      return;
    }
    let i = 0;
    if (p.life.length > 1) {
      // DBS 4-10-2-1: the damaged player chooses the Life card.
      if (a?.t !== 'life' || a.i >= p.life.length) {
        ask<DamageAnswer>(s, {
          seat: f.seat,
          kind: 'chooseCard',
          prompt: 'dbs.lifeDamage',
          options: p.life.map((_, k) => ({ t: 'life', i: k })),
        });
        return;
      }
      i = a.i;
    }
    const card = p.life[p.life.length - 1 - i];
    f.taken += 1;
    moveCard(s, f.seat, card, 'life', f.critical ? 'drop' : 'hand');
    if (f.victoryStrikeBy !== -1) {
      winNow(s, f.victoryStrikeBy, `[Victory Strike] dealt Life damage (DBS 10-20)`);
      popFrame(s);
      return;
    }
    if (p.life.length > 1 && f.taken < f.n) return; // ask again for the next one
  }
}

export const damageHandlers = {
  'dbs.damage': damageHandler as (s: DBSState, f: Frame) => void,
};
