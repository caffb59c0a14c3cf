// Future Card Buddyfight's part of the simulator (src/sim/simGame.ts): per deck, the cards called (Buddy Calls
// included, BF-Call), cast (spells and impacts, BF-Cast) and equipped (BF-Equip), counted as the shared per-card
// `rides`, `calls` and `guards`; the Buddy Calls made (BF-Call 1.3, in the shared `driveChecks` slot, which the
// report's row names); what a fighter lost is the life gone from the starting life (BF-RC 1: life 0 loses).
// Buddyfight has no checks and no triggers.
import type { GameEvent, Seat } from '../../../core/types.ts';
import type { SimGame } from '../../../sim/simGame.ts';
import type { BFState } from '../state.ts';
import { bfSimWords } from './simWords.ts';

/** The fields of the events read here (uses.ts `declare`). */
interface Ev extends GameEvent {
  seat?: Seat;
  kind?: string;
  code?: string;
}

const SLOT: Record<string, number> = { call: 0, buddyCall: 0, cast: 1, castTogether: 1, equip: 2 };

export const bfSim: SimGame = {
  counter(decks, deckOf) {
    return (e) => {
      const ev = e as Ev;
      if (ev.t !== 'declare' || ev.kind === undefined || SLOT[ev.kind] === undefined) return;
      const deck = decks[deckOf(ev.seat!)];
      (deck.plays[ev.code!] ??= [0, 0, 0])[SLOT[ev.kind]]++;
      if (ev.kind === 'buddyCall') deck.driveChecks++;
    };
  },
  loss(state, seat) {
    const s = state as BFState;
    return Math.max(0, s.opts.startingLife - s.players[seat].life);
  },
  deckTriggerKinds: () => [],
  triggerOrder: [],
  words: bfSimWords,
};
