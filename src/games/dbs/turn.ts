// The turn (DBS 6): Charge Phase (6-2: beginning triggers and a checkpoint 6-2-1, switch Rest cards to
// Active 6-2-2, draw — not on the first player's first turn 6-2-3, checkpoint 6-2-4, at most one card
// from hand into the Energy Area 6-2-5, checkpoint 6-2-6), Main Phase (6-3: beginning trigger and
// checkpoint 6-3-1-1, free timing 6-3-1-2, Main Phase End Step 6-3-1-3: "at the end of the Main Phase"
// triggers 6-3-1-3-1-1, "until the end of the Main Phase" effects ending at 6-3-1-3-1-2), End Phase
// (6-4: "at the end of the turn", a checkpoint, effects "until the end of the turn" end 6-4-1-2, then
// the other player's turn 6-4-1-3), [Over Realm]'s trip to the Warp at the end of its turn (10-15-4).
import { ask, popFrame, pushFrame, takeAnswer } from '../../core/engine.ts';
import type { Frame, Seat } from '../../core/types.ts';
import { endOfTurnLeft, raise } from './abilities/autoSkills.ts';
import type { MainFrame } from './freeTiming.ts';
import { type Card, type DBSState, type Duration, opponent } from './state.ts';
import { checkpoint } from './timing.ts';
import { resolveFrame } from './abilities/resolveSkill.ts';
import { drawCard, moveCard, setRested } from './zones.ts';
import { emitDbs } from './events.ts';

export interface TurnFrame extends Frame {
  k: 'dbs.turn';
}

export type ChargeAnswer = { t: 'energy'; card: number } | { t: 'pass' };

export function beginTurn(s: DBSState, seat: Seat, turn: number): void {
  s.turn = turn;
  s.turnPlayer = seat;
  s.phase = 'charge';
  expire(s, seat === 0 ? 'nextTurn0' : 'nextTurn1'); // "until the beginning of your next turn"
  emitDbs(s, { t: 'turn', seat, turn });
  pushFrame<TurnFrame>(s, { k: 'dbs.turn', step: 0 });
}

function expire(s: DBSState, until: Duration): void {
  for (const seat of [0, 1] as const) {
    const p = s.players[seat];
    for (const c of [...p.leader, ...p.battle, ...p.combo]) {
      if (c.mods.some((m) => m.until === until)) c.mods = c.mods.filter((m) => m.until !== until);
    }
  }
}

function turnHandler(s: DBSState, f: TurnFrame): void {
  const tp = s.turnPlayer;
  const p = s.players[tp];
  switch (f.step) {
    case 0:
      emitDbs(s, { t: 'phase', phase: 'charge' }); // DBS 6-2-1
      raise(s, { e: 'beginning', of: 'turn' });
      raise(s, { e: 'beginning', of: 'chargePhase' });
      f.step = 1;
      checkpoint(s);
      return;
    case 1: {
      // DBS 6-2-2 (option chargePhaseUntap: the turn player's cards by default).
      const seats: Seat[] = s.opts.chargePhaseUntap === 'allPlayers' ? [tp, opponent(tp)] : [tp];
      for (const seat of seats) {
        const q = s.players[seat];
        for (const c of [...q.leader, ...q.battle, ...q.energy]) {
          // BT1-094: a card kept in Rest Mode for this Charge Phase stays rested, once.
          const kept = c.mods.some((m) => m.stat === 'noStandNextCharge' && m.chargeOf === tp);
          if (kept) c.mods = c.mods.filter((m) => !(m.stat === 'noStandNextCharge' && m.chargeOf === tp));
          else setRested(s, seat, c, false);
        }
      }
      // DBS 6-2-3.
      if (!(s.opts.firstPlayerSkipsDraw && s.turn === 1 && tp === s.firstPlayer)) drawCard(s, tp);
      f.step = 2;
      checkpoint(s); // DBS 6-2-4
      return;
    }
    case 2: {
      // DBS 6-2-5: at most one card from hand to the Energy Area.
      const a = takeAnswer<ChargeAnswer>(s);
      if (!a) {
        const seen = new Set<string>();
        const options: ChargeAnswer[] = [{ t: 'pass' }];
        for (const c of p.hand) {
          if (seen.has(c.code)) continue;
          seen.add(c.code);
          options.push({ t: 'energy', card: c.id });
        }
        if (options.length === 1) {
          f.step = 3;
          return;
        }
        ask<ChargeAnswer>(s, { seat: tp, kind: 'chooseCard', prompt: 'dbs.charge', options });
        return;
      }
      if (a.t === 'energy') {
        const c = p.hand.find((x) => x.id === a.card)!;
        moveCard(s, tp, c, 'hand', 'energy'); // enters Active (3-8-3)
      }
      f.step = 3;
      return;
    }
    case 3:
      f.step = 4;
      checkpoint(s); // DBS 6-2-6
      return;
    case 4:
      s.phase = 'main';
      emitDbs(s, { t: 'phase', phase: 'main' }); // DBS 6-3-1-1
      raise(s, { e: 'mainPhase', seat: tp });
      f.step = 5;
      checkpoint(s);
      return;
    case 5:
      f.step = 6;
      pushFrame<MainFrame>(s, { k: 'dbs.main', step: 0, seat: tp }); // DBS 6-3-1-2
      return;
    case 6:
      s.phase = 'mainEnd';
      emitDbs(s, { t: 'phase', phase: 'mainEnd' }); // DBS 6-3-1-3-1-1
      raise(s, { e: 'endOfMainPhase' });
      f.step = 7;
      checkpoint(s);
      return;
    case 7:
      f.step = 8;
      checkpoint(s); // DBS 6-3-1-3-1-2
      return;
    case 8:
      expire(s, 'mainPhase');
      s.phase = 'end';
      emitDbs(s, { t: 'phase', phase: 'end' }); // DBS 6-4-1-1
      raise(s, { e: 'endOfTurn' });
      f.step = 9;
      checkpoint(s);
      runDelayed(s);
      return;
    case 9: {
      // DBS 10-15-4: a card played with [Over Realm] this turn goes to the Warp.
      for (const seat of [0, 1] as const) {
        for (const c of s.players[seat].battle.slice()) {
          if (c.overRealmTurn === s.turn) moveCard(s, seat, c as Card, 'battle', 'warp');
        }
      }
      f.step = 10;
      checkpoint(s); // DBS 6-4-1-2
      return;
    }
    case 10:
      expire(s, 'turn'); // DBS 6-4-1-2
      // DBS 6-4-1-3: an "at the end of the turn" [Auto] not triggered yet (a card that arrived during the
      // End Phase) means the End Phase is carried out again from the beginning.
      if (endOfTurnLeft(s)) {
        f.step = 8;
        return;
      }
      s.usedThisTurn = [];
      delete s.playedThisTurn; // BT2-073: "during that turn"
      delete s.permanentMemory; // DBS 8-1-4-2: "for the duration of the turn"
      s.endTriggered = [];
      s.dualUsed = {};
      s.overRealmUses = [0, 0];
      s.awakenAnyLife = [false, false];
      popFrame(s);
      beginTurn(s, opponent(tp), s.turn + 1);
      return;
  }
}

/** Effects left for "the end of that turn" resolve as its End Phase begins (6-4-1-1), before the checkpoint. */
function runDelayed(s: DBSState): void {
  const due = (s.delayed ?? []).filter((d) => d.turn === s.turn);
  if (due.length === 0) return;
  s.delayed = s.delayed!.filter((d) => d.turn !== s.turn);
  if (s.delayed.length === 0) delete s.delayed;
  // Pushed last first, so they resolve in the order they were made.
  for (const d of due.reverse()) pushFrame(s, resolveFrame(d.seat, d.source, d.code, d.effects));
}

export const turnHandlers = {
  'dbs.turn': turnHandler as (s: DBSState, f: Frame) => void,
};
