// A play timing and its [Counter] slots (BF-PT 1.1–10.1, digest §2.2): 1.1 a resolution check; 2.1 the turn fighter
// uses one card or ability (anything legal in their main phase, else [Counter] cards and what the step allows) or
// passes to 6.1; 3.1–5.1 the non-turn fighter's one reply resolves first, then the turn fighter's card (uses.ts), back
// to 2.1; 6.1 the non-turn fighter may use one [Counter] or pass to 10.1; 7.1–9.1 the turn fighter's reply resolves
// first, back to 2.1; 10.1 the play timing ends (BF-Q06–Q08). Waiting automatic abilities resolve before any use, the
// turn fighter's first, each with one [Counter] reply for the other fighter (BF-Abil-Auto 1–4, BF-Q06, BF-Q24).
import { ask, popFrame, pushFrame, takeAnswer } from '../../core/engine.ts';
import type { Answer, Frame, Seat } from '../../core/types.ts';
import { targetFilters } from './abilities/dsl.ts';
import { scriptOf } from './abilities/registry.ts';
import { matching } from './characteristics.ts';
import { pushEffects } from './effects.ts';
import { pushRc } from './resolutionCheck.ts';
import { type BFState, opponent, type Pending } from './state.ts';
import { isUse, legalUses, pushUse, type UseContext } from './uses.ts';
import { closeEnteredWindows } from './triggers.ts';
import { dealDamage } from './zones.ts';

export interface PtFrame extends Frame {
  k: 'bf.pt';
  /** What the turn fighter may use at 2.1. */
  ctx: UseContext;
  /** A name for views and tests ("start 1", "attack 2.5" …). */
  at: string;
}

export function pushPlayTiming(s: BFState, ctx: UseContext, at: string): void {
  pushFrame<PtFrame>(s, { k: 'bf.pt', step: 0, ctx, at });
}

/**
 * Ask `seat` to use something or pass. A fighter with an empty hand and nothing on the field to use is not asked
 * (both are public, so skipping tells nobody anything); a fighter with cards in hand is always asked, so whether a
 * question appears never shows what the hand holds.
 */
function offer(s: BFState, seat: Seat, ctx: UseContext, prompt: string): boolean {
  const options: Answer[] = [...legalUses(s, seat, ctx), { t: 'pass' }];
  if (options.length === 1 && s.players[seat].hand.length === 0) return false;
  ask(s, { seat, kind: 'playTiming', prompt, options });
  return true;
}

/** 10.1: the play timing ends; "when … enters" windows opened in it or before it close (BF-Oth[When…]). */
function end(s: BFState): void {
  popFrame(s);
  closeEnteredWindows(s);
}

function pt(s: BFState, f: PtFrame): void {
  const tp = s.turnPlayer;
  const ntp = opponent(tp);
  switch (f.step) {
    case 0: // 1.1
      s.step = f.at;
      f.step = 1;
      pushRc(s);
      return;
    case 1: {
      // BF-Abil-Auto: waiting autos come before using cards or abilities.
      if (s.pending.length > 0) {
        pushFrame(s, { k: 'bf.auto', step: 0, seatIndex: -1, targets: [] } as Frame);
        return;
      }
      const a = takeAnswer<Answer>(s);
      if (a) {
        if (isUse(a)) pushUse(s, tp, a, true, s.battle !== null);
        else f.step = 2;
        return;
      }
      if (!offer(s, tp, f.ctx, `bf.use.${f.ctx}`)) f.step = 2;
      return;
    }
    case 2: {
      // 6.1: the non-turn fighter's own [Counter]; after it (and the turn fighter's reply) back to 2.1.
      const a = takeAnswer<Answer>(s);
      if (a) {
        if (isUse(a)) {
          f.step = 1;
          pushUse(s, ntp, a, true, true);
        } else end(s); // 10.1
        return;
      }
      if (!offer(s, ntp, 'counter', 'bf.use.counter')) end(s);
      return;
    }
  }
}

interface AutoFrame extends Frame {
  k: 'bf.auto';
  pending?: Pending;
  targets: number[];
}

/** BF-Abil-Auto 1–4: one waiting auto (the turn fighter's first) chooses targets, gets one reply, resolves. */
function auto(s: BFState, f: AutoFrame): void {
  if (f.step === 0) {
    const i = Math.max(
      0,
      s.pending.findIndex((p) => p.seat === s.turnPlayer),
    );
    f.pending = s.pending.splice(i, 1)[0];
    f.step = 1;
  }
  const p = f.pending!;
  if (p.kw === 'lifelink') {
    dealDamage(s, p.seat, p.n ?? 0);
    popFrame(s);
    pushRc(s);
    return;
  }
  const effects = scriptOf(p.code).autos![p.index].effects;
  if (f.step === 1) {
    const filters = targetFilters(effects);
    const a = takeAnswer<{ t: string; card: number }>(s);
    if (a) f.targets.push(a.card);
    if (f.targets.length < filters.length) {
      const cands = matching(s, p.seat, filters[f.targets.length]).filter((c) => !f.targets.includes(c.id));
      if (cands.length === 0) f.targets.push(-1);
      else
        ask(s, {
          seat: p.seat,
          kind: 'chooseCard',
          prompt: 'bf.target',
          options: cands.map((c) => ({ t: 'target', card: c.id })),
        });
      return;
    }
    f.step = 2;
  }
  if (f.step === 2) {
    // BF-Abil-Auto 2: the other fighter may answer with one [Counter], which resolves first.
    const other = opponent(p.seat);
    const a = takeAnswer<Answer>(s);
    if (a) {
      f.step = 3;
      if (isUse(a)) pushUse(s, other, a, false, s.battle !== null);
      return;
    }
    f.step = 3;
    if (offer(s, other, 'counter', 'bf.reply')) f.step = 2;
    return;
  }
  popFrame(s);
  pushRc(s);
  pushEffects(s, p.seat, p.source, p.code, ['autos', p.index], f.targets);
}

export const ptHandlers = {
  'bf.pt': (s: BFState, f: Frame) => pt(s, f as PtFrame),
  'bf.auto': (s: BFState, f: Frame) => auto(s, f as unknown as AutoFrame),
};
