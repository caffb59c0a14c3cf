// The resolution check (BF-RC, digest §2.1), run at every ★ point: (1) a fighter with life 0 or an empty deck loses
// (both at once: a draw, digest §1.6 [INFERRED]); (2) two monsters in one area, or two items, leave only the last one
// placed, the others going to the drop zone (not destroyed: BF-Mat⑤–⑦, acceptance 1); (3) monsters of a total size
// above the limit go to the drop zone, the owner choosing among those other than the last placed, until the total is
// the limit (BF-RC 3; `sizeLimit`, digest §6).
import { say } from './zones.ts';
import { ask, popFrame, pushFrame, takeAnswer } from '../../core/engine.ts';
import type { Frame } from '../../core/types.ts';
import { sizeOf } from './characteristics.ts';
import { AREAS, type BFState, monstersOf } from './state.ts';
import { moveCard } from './zones.ts';

export function pushRc(s: BFState): void {
  pushFrame(s, { k: 'bf.rc', step: 0 });
}

/** BF-RC 1: the loss check alone; true when the game is over. */
export function lossCheck(s: BFState): boolean {
  if (s.result) return true;
  const lost = [0, 1].map((seat) => s.players[seat].life <= 0 || s.players[seat].deck.length === 0);
  if (!lost[0] && !lost[1]) return false;
  const why = (seat: number) => (s.players[seat].life <= 0 ? 'life 0' : 'an empty deck');
  if (lost[0] && lost[1]) s.result = { winner: 'draw', reason: 'both fighters lost at one resolution check' };
  else {
    const loser = lost[0] ? 0 : 1;
    s.result = { winner: loser === 0 ? 1 : 0, reason: `player ${loser + 1} lost with ${why(loser)}` };
  }
  say(s, { t: 'gameOver', winner: s.result.winner, reason: s.result.reason });
  return true;
}

function rc(s: BFState, f: Frame): void {
  if (lossCheck(s)) return;
  for (const seat of [s.turnPlayer, s.turnPlayer === 0 ? 1 : 0] as const) {
    const p = s.players[seat];
    for (const area of AREAS) while (p[area].length > 1) moveCard(s, seat, area, p[area][0], 'drop');
    while (p.item.length > 1) moveCard(s, seat, 'item', p.item[0], 'drop');
    const total = monstersOf(s, seat).reduce((n, m) => n + sizeOf(m), 0);
    if (total > s.opts.sizeLimit) {
      const a = takeAnswer<{ t: string; card: number }>(s);
      if (a) {
        const m = monstersOf(s, seat).find((x) => x.id === a.card)!;
        const area = AREAS.find((ar) => p[ar].includes(m))!;
        moveCard(s, seat, area, m, 'drop');
        return; // check again from the top
      }
      const options = monstersOf(s, seat)
        .filter((m) => m.id !== s.lastPlaced[seat])
        .map((m) => ({ t: 'sizeDrop', card: m.id }));
      if (options.length > 0) {
        ask(s, { seat, kind: 'chooseCard', prompt: 'bf.sizeLimit', options });
        return;
      }
    }
  }
  void f;
  popFrame(s);
}

export const rcHandlers = { 'bf.rc': rc };
