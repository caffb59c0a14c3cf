// Retires the rules perform themselves, and the replacement effects that apply to them (VG2 10.4.2: any
// unit moved from the field to the drop zone is retired, so "if this unit would be retired" replaces these
// too, 8.2.1.3): guardians and hit rear-guards after a battle (7.7.1.9; VG1 7.6.1.8), overloaded rear-guard
// circles (9.3.6) and guardians outside the battle phase (9.4.1). A mandatory replacement (8.2.1.3.1) is
// applied inside `moveCard`; an optional one (8.2.1.3.2) asks the unit's master, so when one is active the
// retires go through a frame that can wait for that answer. Retires by abilities are in resolveAbility.ts.
import { ask, emit, popFrame, pushFrame, takeAnswer } from '../../core/engine.ts';
import type { Frame, GameEvent, Seat } from '../../core/types.ts';
import { retireReplacement } from './abilities/continuous.ts';
import { features } from './abilities/registry.ts';
import type { Card, Circle, VGState } from './state.ts';
import type { YesNoAnswer } from './turn.ts';
import { moveCard } from './zones.ts';

interface ToRetire {
  seat: Seat;
  id: number;
  circle: Circle;
}

export interface RetireFrame extends Frame {
  k: 'vg.retire';
  /** The units to retire, in order; `step` is the next one. */
  list: ToRetire[];
}

/**
 * Retire these units (each on `circle` of `seat`'s field). Returns true when an optional replacement must
 * be asked first: the retires then happen in a frame pushed on top, so the caller must return and let it
 * run before going on (anything the caller pushed before this call runs after it).
 */
export function retireByRules(s: VGState, list: { seat: Seat; card: Card; circle: Circle }[]): boolean {
  if (features.replacements && list.some((x) => retireReplacement(s, x.seat, x.card)?.optional)) {
    pushFrame<RetireFrame>(s, {
      k: 'vg.retire',
      step: 0,
      list: list.map((x) => ({ seat: x.seat, id: x.card.id, circle: x.circle })),
    });
    return true;
  }
  for (const x of list) moveCard(s, x.seat, x.card, x.circle, 'drop');
  return false;
}

function retireHandler(s: VGState, f: RetireFrame): void {
  while (f.step < f.list.length) {
    const x = f.list[f.step];
    const card = s.players[x.seat].field[x.circle].find((c) => c.id === x.id);
    if (card) {
      const r = retireReplacement(s, x.seat, card);
      if (r?.optional) {
        // VG2 8.2.1.3.2: the master of the unit chooses whether to replace the retire.
        const yn = takeAnswer<YesNoAnswer>(s);
        if (!yn) {
          ask<YesNoAnswer>(s, {
            seat: x.seat,
            kind: 'yesNo',
            prompt: 'vg.replace',
            options: [{ t: 'yes' }, { t: 'no' }],
          });
          return;
        }
        if (yn.t === 'yes') {
          moveCard(s, x.seat, card, x.circle, r.instead, { noReplace: true });
          emit(s, { t: 'replaced', seat: x.seat, card: { id: card.id, code: card.code }, to: r.instead } as GameEvent);
        } else {
          moveCard(s, x.seat, card, x.circle, 'drop', { noReplace: true });
        }
      } else {
        moveCard(s, x.seat, card, x.circle, 'drop');
      }
    }
    f.step++;
  }
  popFrame(s);
}

export const retireHandlers = {
  'vg.retire': retireHandler as (s: VGState, f: Frame) => void,
};
