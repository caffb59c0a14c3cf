// The flow of a turn (BF-Start, BF-Main, BF-Atk 1–5.1, BF-Fin 1.1–5.3; digest §2.3): the start phase (1 a play
// timing for "at the beginning of your turn"; 2 stand, BF-Start 2; 3 draw — not on the first player's first turn
// under the old rule, BF-2018#1 — then the optional Charge & Draw, BF-Start 3.2), the main phase (one play timing in
// which the turn fighter may call, cast, equip and use 【Act】s, BF-Main), the attack phase ([Move] for the turn
// fighter then the other, BF-KW[Move]; a play timing; the attacks), the final phase (1.1 impacts, BF-Q15; attacks
// with cards allowed to, BF-Fin 2; 5.1 the end-of-turn play timing, 5.2 a resolution check, 5.3 "for this turn"
// effects end and the opponent's turn begins).
import { say } from './zones.ts';
import { ask, popFrame, pushFrame, takeAnswer } from '../../core/engine.ts';
import type { Answer, Frame, Seat } from '../../core/types.ts';
import { hasKeyword } from './characteristics.ts';
import { attackOptions } from './attack.ts';
import { pushPlayTiming } from './playTiming.ts';
import { pushRc } from './resolutionCheck.ts';
import { type Area, AREAS, type BFState, monstersOf, opponent } from './state.ts';
import { closeEnteredWindows } from './triggers.ts';
import { draw, moveCard } from './zones.ts';

interface TurnFrame extends Frame {
  k: 'bf.turn';
  at:
    | 'start'
    | 'stand'
    | 'draw'
    | 'charge'
    | 'main'
    | 'attack'
    | 'move'
    | 'attack2'
    | 'attacks'
    | 'final'
    | 'finalAttack'
    | 'end'
    | 'cleanup';
  /** [Move]: whose moves are being asked (0: the turn fighter, 1: the other). */
  mover?: number;
}

export function pushTurn(s: BFState): void {
  pushFrame<TurnFrame>(s, { k: 'bf.turn', step: 0, at: 'start' });
}

function phase(s: BFState, p: BFState['phase']): void {
  closeEnteredWindows(s); // BF-Oth[When…]: the phase ended
  s.phase = p;
  say(s, { t: 'phase', phase: p, seat: s.turnPlayer });
}

/** [Move] answers for `seat`: each [Move] monster to each open monster area. */
function moveOptions(s: BFState, seat: Seat): Answer[] {
  const p = s.players[seat];
  const open = AREAS.filter((a) => p[a].length === 0);
  const out: Answer[] = [];
  for (const m of monstersOf(s, seat))
    if (hasKeyword(s, m, 'move')) for (const area of open) out.push({ t: 'move', card: m.id, area } as Answer);
  return out;
}

function turn(s: BFState, f: TurnFrame): void {
  const tp = s.turnPlayer;
  switch (f.at) {
    case 'start':
      s.turn++;
      say(s, { t: 'turn', turn: s.turn, seat: tp });
      if (s.turn > s.opts.turnLimit) {
        s.result = { winner: 'draw', reason: `turn limit ${s.opts.turnLimit} reached` };
        say(s, { t: 'gameOver', winner: 'draw', reason: s.result.reason });
        return;
      }
      phase(s, 'start');
      f.at = 'stand';
      pushPlayTiming(s, 'counter', 'start 1');
      return;
    case 'stand': {
      // BF-Start 2: the turn fighter stands every card on their field (the buddy zone is not the field).
      const p = s.players[tp];
      for (const c of [...p.left, ...p.center, ...p.right, ...p.item, ...p.flag]) c.rested = false;
      say(s, { t: 'standPhase', seat: tp });
      f.at = 'draw';
      pushPlayTiming(s, 'counter', 'start 2');
      return;
    }
    case 'draw':
      // BF-2018#1: the first player draws in their first start phase only under the current rule.
      if (!(s.turn === 1 && !s.opts.firstPlayerDrawsTurn1)) draw(s, tp, 1);
      f.at = 'charge';
      pushPlayTiming(s, 'counter', 'start 3 draw');
      return;
    case 'charge': {
      // BF-Start 3.2: Charge & Draw: at most one card from hand to the gauge, then draw 1.
      const a = takeAnswer<{ t: string; card: number }>(s);
      const p = s.players[tp];
      if (!a) {
        if (p.hand.length === 0) {
          f.at = 'main';
          pushPlayTiming(s, 'counter', 'start 3 charge');
          return;
        }
        const options: Answer[] = [...p.hand.map((c) => ({ t: 'charge', card: c.id }) as Answer), { t: 'noCharge' }];
        ask(s, { seat: tp, kind: 'chooseCard', prompt: 'bf.charge', options });
        return;
      }
      if (a.t === 'charge') {
        moveCard(
          s,
          tp,
          'hand',
          p.hand.find((c) => c.id === a.card)!,
          'gauge',
        );
        draw(s, tp, 1);
      }
      f.at = 'main';
      pushPlayTiming(s, 'counter', 'start 3 charge');
      return;
    }
    case 'main':
      phase(s, 'main');
      f.at = 'attack';
      pushPlayTiming(s, 'main', 'main');
      return;
    case 'attack':
      phase(s, 'attack');
      f.at = 'move';
      f.mover = 0;
      return;
    case 'move': {
      // BF-KW[Move]: the turn fighter moves first, one at a time; then the other fighter. No [Counter] answers.
      const seat: Seat = f.mover === 0 ? tp : opponent(tp);
      const a = takeAnswer<{ t: string; card: number; area: Area }>(s);
      if (a && a.t === 'move') {
        const p = s.players[seat];
        const from = AREAS.find((ar) => p[ar].some((c) => c.id === a.card))!;
        moveCard(
          s,
          seat,
          from,
          p[from].find((c) => c.id === a.card)!,
          a.area,
        );
        return;
      }
      if (a) {
        f.mover = (f.mover ?? 0) + 1;
        if (f.mover > 1) {
          f.at = 'attack2';
          pushRc(s);
        }
        return;
      }
      const options = moveOptions(s, seat);
      if (options.length === 0) {
        f.mover = (f.mover ?? 0) + 1;
        if (f.mover > 1) {
          f.at = 'attack2';
          pushRc(s);
        }
        return;
      }
      ask(s, { seat, kind: 'chooseCircle', prompt: 'bf.move', options: [...options, { t: 'noMove' }] });
      return;
    }
    case 'attack2':
      f.at = 'attacks';
      pushPlayTiming(s, 'counter', 'attack 1');
      return;
    case 'attacks':
      f.at = 'final';
      pushFrame(s, { k: 'bf.attack', step: 0, at: 'choose', final: false } as Frame);
      return;
    case 'final':
      phase(s, 'final');
      f.at = 'finalAttack';
      pushPlayTiming(s, 'final', 'final 1.1');
      return;
    case 'finalAttack':
      f.at = 'end';
      if (attackOptions(s, true).length > 0) {
        const once = s.opts.finalPhasePostAttackReturn === 'step1_1';
        pushFrame(s, { k: 'bf.attack', step: 0, at: 'choose', final: true, once } as Frame);
      }
      return;
    case 'end':
      f.at = 'cleanup';
      pushRc(s); // 5.2, after the 5.1 play timing on top of it
      pushPlayTiming(s, 'counter', 'final 5.1');
      return;
    case 'cleanup': {
      // BF-Fin 5.3: effects that last for this turn end; the opponent's start phase begins.
      for (const side of [0, 1] as const) {
        const p = s.players[side];
        for (const c of [...p.left, ...p.center, ...p.right, ...p.item])
          c.mods = c.mods.filter((m) => m.until !== 'turn');
        delete p.damageShields; // "this turn"
      }
      s.usedThisTurn = [];
      s.standsUsed = {};
      s.attacksThisTurn = 0;
      s.attackedInAttackPhase = false;
      s.turnPlayer = opponent(tp);
      f.at = 'start';
      return;
    }
  }
  void popFrame;
}

export const turnHandlers = { 'bf.turn': (s: BFState, f: Frame) => turn(s, f as TurnFrame) };
