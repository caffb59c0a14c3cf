// The V-era built-in decks (V-TD01, V-TD02) played to the end under ver. 2.01 by the random, heuristic and
// mcts-easy agents, in both seat orders: every game ends, keeps 50 cards a player, and uses the era's mechanics
// with these real cards — imaginary gifts (VG2 10.6.3), Sentinels' guards (11.9) and the sets' own abilities.
// The counts are printed for the closing note and checked to be non-zero where the mechanic must occur.
import { afterAll, describe, expect, it } from 'vitest';
import { playGame } from '../../../src/ai/playGame.ts';
import { makeAgent } from '../../../src/ai/registry.ts';
import { builtInDecks, deckById, expandDeck } from '../../../src/games/vanguard/cards/cardPool.ts';
import { vanguardCatalog } from '../../../src/games/vanguard/catalog.ts';
import '../../../src/games/vanguard/index.ts';
import { CIRCLES, type VGState } from '../../../src/games/vanguard/state.ts';

const V_DECKS = builtInDecks().filter((d) => d.id.startsWith('V-TD'));
const AGENTS: { name: string; games: number }[] = [
  { name: 'random', games: 20 },
  { name: 'heuristic', games: 20 },
  { name: 'mcts-easy', games: 2 },
];
const PILES = ['deck', 'hand', 'drop', 'soul', 'damage', 'bind', 'trigger', 'removed', 'gzone'] as const;

interface Tally {
  games: number;
  gifts: number;
  sentinelGuards: number;
  abilities: number;
  turns: number;
}
const tallies = new Map<string, Tally>();

function cardsOf(s: VGState, seat: 0 | 1): number {
  const p = s.players[seat];
  return PILES.reduce((n, z) => n + p[z].length, 0) + CIRCLES.reduce((n, c) => n + p.field[c].length, 0);
}

function play(deck: string, other: string, agent: string, seed: number): VGState {
  const a = expandDeck(deckById(deck)!);
  const b = expandDeck(deckById(other)!);
  return playGame<VGState>(
    { game: 'vanguard', format: 'cr201', decks: [{ cards: a }, { cards: b }], seed },
    [makeAgent(agent, seed * 2 + 1), makeAgent(agent, seed * 2 + 2)],
    { maxDecisions: 20_000 },
  );
}

describe('V-era built-in decks under cr201', () => {
  it('VG2 5.2.2 the V-TD decks are built in (V-TD01, V-TD02), each described as built from its set list', () => {
    expect(V_DECKS.map((d) => d.id)).toEqual(['V-TD01', 'V-TD02']);
    for (const d of V_DECKS) expect(d.description).toContain('No official 50-card count exists');
    // `arbiter decks`, the lobby and the simulator read the catalog: its summary says the list is ours.
    for (const d of V_DECKS)
      expect(vanguardCatalog.deck(d.id)!.summary).toContain('built from the set list (no official counts)');
    expect(vanguardCatalog.deck('VG-TD01')!.summary).not.toContain('built from the set list');
  });

  for (const deck of V_DECKS) {
    for (const { name, games } of AGENTS) {
      it(`${deck.id} plays ${games} games to the end under ${name} (VG2 1.2 the game ends; VG2 10.6.3 gifts given)`, () => {
        const other = V_DECKS.find((d) => d.id !== deck.id)!.id;
        const t: Tally = { games: 0, gifts: 0, sentinelGuards: 0, abilities: 0, turns: 0 };
        for (let g = 0; g < games; g++) {
          const s = play(deck.id, other, name, 1000 + g);
          expect(s.result, `${deck.id} ${name} game ${g}`).not.toBeNull();
          expect([cardsOf(s, 0), cardsOf(s, 1)]).toEqual([50, 50]);
          t.games++;
          t.turns += s.turn;
          for (const l of s.log ?? []) {
            const e = l.e as unknown as { t: string; seat?: number; card?: { code?: string }; stat?: string };
            if (e.seat !== 0) continue; // the deck under test sits first
            if (e.t === 'gift') t.gifts++;
            if (e.t === 'playAbility' && e.card?.code?.startsWith('V-TD')) t.abilities++;
            if (e.t === 'playAbility' && (e.card?.code === 'V-TD01/009' || e.card?.code === 'V-TD02/007'))
              t.sentinelGuards++;
          }
        }
        tallies.set(`${deck.id} ${name}`, t);
        expect(t.abilities).toBeGreaterThan(0);
        // Over 20 games the deck rides a grade 3 with the Force icon (VG2 10.6.3.1): gifts occur. Two mcts-easy
        // games may end (by damage) before the deck's player reaches grade 3, so only ending is asked of them.
        if (games >= 20) expect(t.gifts).toBeGreaterThan(0);
      });
    }
  }

  afterAll(() => {
    for (const [k, t] of tallies) {
      console.log(
        `${k}: ${t.games} games, ${(t.turns / t.games).toFixed(1)} turns/game, gifts ${t.gifts}, V-TD abilities played ${t.abilities}, sentinel guards ${t.sentinelGuards}`,
      );
    }
  });
});
