// A D standard soak: seeded games with ride decks (VGD 8.1.2, 4.18) under the random and heuristic agents. Every game
// must end without an exception, keep every card (main deck and ride deck) in exactly one zone, replay byte for byte
// from its record, and never show the opponent a face-down ride deck card (VGD 4.18.2).
import { describe, expect, it } from 'vitest';
import { playGame } from '../../../src/ai/playGame.ts';
import { makeAgent } from '../../../src/ai/registry.ts';
import { agentSeed } from '../../../src/cli/args.ts';
import { replay, replayRecord, view } from '../../../src/core/engine.ts';
import type { DeckSpec, Seat } from '../../../src/core/types.ts';
import { builtInDecks, expandDeck } from '../../../src/games/vanguard/cards/cardPool.ts';
import '../../../src/games/vanguard/index.ts';
import type { VGState } from '../../../src/games/vanguard/state.ts';
import type { VGView } from '../../../src/games/vanguard/view.ts';
import { useTestCards } from '../testCards.ts';
import { D_CARDS, RIDE_DECK } from './dTestCards.ts';

useTestCards(D_CARDS);

const GAMES_PER_AGENT = 150;
const DECKS: DeckSpec[] = builtInDecks().map((d) => ({ name: d.id, cards: expandDeck(d), ridedeck: [...RIDE_DECK] }));

function cardCount(s: VGState, seat: Seat): number {
  const p = s.players[seat];
  let n = p.rideDeck?.length ?? 0;
  for (const z of ['deck', 'hand', 'drop', 'soul', 'damage', 'bind', 'trigger', 'removed', 'gzone'] as const)
    n += p[z].length;
  for (const seatOf of [0, 1] as const)
    for (const c in s.players[seatOf].field)
      n += s.players[seatOf].field[c as keyof typeof p.field].filter((x) => x.owner === seat).length;
  return n;
}

describe('VGD soak: D games with ride decks', () => {
  for (const agent of ['random', 'heuristic']) {
    it(`VGD 8.2.1 / VGD 9.7.2 / VGD 4.18.2: ${GAMES_PER_AGENT} ${agent} games end, keep their cards, replay, and hide the ride deck`, () => {
      let rideDeckRides = 0;
      for (let i = 0; i < GAMES_PER_AGENT; i++) {
        const seed = 500 + i;
        const decks = [DECKS[i % DECKS.length], DECKS[(i * 3 + 1) % DECKS.length]] as [DeckSpec, DeckSpec];
        const s = playGame<VGState>(
          { game: 'vanguard', format: 'd', decks, seed },
          [makeAgent(agent, agentSeed(seed, 0)), makeAgent(agent, agentSeed(seed, 1))],
          { maxDecisions: 5000 },
        );
        expect(s.result, `game ${i} unfinished`).not.toBeNull();
        for (const seat of [0, 1] as const) {
          expect(cardCount(s, seat), `game ${i} seat ${seat}`).toBe(54);
          // VGD 4.18.2: the opponent sees only how many face-down cards remain.
          const other = (view(s, seat === 0 ? 1 : 0) as VGView).players[seat];
          expect(other.rideDeckDown).toBeUndefined();
          expect(other.rideDeck).toBe(s.players[seat].rideDeck!.filter((c) => !c.up).length);
        }
        rideDeckRides += (s.log ?? []).filter(
          (l) => l.e.t === 'reveal' && (l.e as unknown as { zone: string }).zone === 'rideDeck',
        ).length;
        const again = replay<VGState>(replayRecord(s));
        expect(JSON.stringify(again.players), `game ${i} replay`).toBe(JSON.stringify(s.players));
      }
      // The agents do ride from the ride deck.
      expect(rideDeckRides).toBeGreaterThan(GAMES_PER_AGENT);
    }, 300_000);
  }
});
