// Vanguard's part of the simulator (src/sim/simGame.ts): per deck, the drive and damage checks, the trigger
// icons each revealed (and whether the icon took effect), and the cards ridden, called and guarded with; what a
// player lost is the cards in their damage zone.
import type { GameEvent, Seat } from '../../../core/types.ts';
import type { SimGame } from '../../../sim/simGame.ts';
import { cardByCode } from '../cards/cardPool.ts';
import type { VGState } from '../state.ts';
import { vanguardSimWords } from './simWords.ts';

/** The fields of the events read here. */
interface Ev extends GameEvent {
  seat?: Seat;
  card?: { id: number; code: string };
  id?: number;
  kind?: string;
  active?: boolean;
  superior?: boolean;
}

export const vanguardSim: SimGame = {
  counter(decks, deckOf) {
    // A trigger check follows the drive or damage check that put the card in the trigger zone
    // (VG2 7.6.1.2.3–7.6.1.2.4, 9.6.3–9.6.4); the check's card id tells which check it was.
    const checkOf = new Map<number, 'drive' | 'damage'>();
    return (e) => {
      const ev = e as Ev;
      switch (ev.t) {
        case 'driveCheck':
          decks[deckOf(ev.seat!)].driveChecks++;
          checkOf.set(ev.card!.id, 'drive');
          break;
        case 'damageCheck':
          decks[deckOf(ev.seat!)].damageChecks++;
          checkOf.set(ev.card!.id, 'damage');
          break;
        case 'triggerCheck': {
          const d = decks[deckOf(ev.seat!)];
          const counts = (d.triggers[ev.kind!] ??= [0, 0, 0, 0]);
          const at = checkOf.get(ev.id!) === 'damage' ? 2 : 0;
          counts[at]++;
          if (ev.active) counts[at + 1]++;
          break;
        }
        case 'ride':
        case 'call':
        case 'guard': {
          // A ride from the soul when a player has no vanguard (VG2 9.5.1) is a rule action, not a play.
          if (ev.t === 'ride' && ev.superior) break;
          const d = decks[deckOf(ev.seat!)];
          const counts = (d.plays[ev.card!.code] ??= [0, 0, 0]);
          counts[ev.t === 'ride' ? 0 : ev.t === 'call' ? 1 : 2]++;
          break;
        }
      }
    };
  },
  loss: (state, seat) => (state as VGState).players[seat].damage.length,
  deckTriggerKinds(cards) {
    const kinds: string[] = [];
    for (const code of cards) {
      const k = cardByCode(code)?.trigger?.kind;
      if (k) kinds.push(k);
    }
    return kinds;
  },
  triggerOrder: ['critical', 'draw', 'stand', 'heal', 'front', 'over'],
  words: vanguardSimWords,
};
