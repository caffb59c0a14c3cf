// Dragon Ball Super's part of the simulator (src/sim/simGame.ts): per deck, the cards played and the cards put
// into the Combo Area (counted as `rides` and `calls` of the shared per-card counts); what a player lost is the
// Life cards gone (DBS 4-10). DBS has no checks and no triggers.
import type { SimGame } from '../../../sim/simGame.ts';
import type { DbsEvent } from '../events.ts';
import type { DBSState } from '../state.ts';
import { dbsSimWords } from './simWords.ts';

export const dbsSim: SimGame = {
  counter(decks, deckOf) {
    return (e) => {
      const ev = e as DbsEvent;
      if (ev.t !== 'play' && ev.t !== 'combo') return;
      const counts = (decks[deckOf(ev.seat)].plays[ev.card.code] ??= [0, 0, 0]);
      counts[ev.t === 'play' ? 0 : 1]++;
    };
  },
  loss(state, seat) {
    const s = state as DBSState;
    return Math.max(0, s.opts.lifeCount - s.players[seat].life.length);
  },
  deckTriggerKinds: () => [],
  triggerOrder: [],
  words: dbsSimWords,
};
