// The DBS agents (src/games/dbs/product/heuristic.ts, src/games/dbs/product/search.ts on src/ai/ismcts.ts): the heuristic beats
// random, every agent plays each of the ten built-in decks to the end, the agent names are the same for
// every game, and the search agent cannot use what its seat may not see — two states that look the same
// from its seat (they differ only in the opponent's hand and deck) get the same answer.
import { describe, expect, it } from 'vitest';
import type { Agent, AgentContext } from '../../src/ai/agent.ts';
import { dbsHeuristicAgent } from '../../src/games/dbs/product/heuristic.ts';
import { DBS_SEARCH } from '../../src/games/dbs/product/search.ts';
import { searchAgent } from '../../src/ai/ismcts.ts';
import { agentContext, playGame } from '../../src/ai/playGame.ts';
import { randomAgent } from '../../src/ai/randomAgent.ts';
import { makeAgent } from '../../src/ai/registry.ts';
import { act, clone, decision, newGame, resample, view } from '../../src/core/engine.ts';
import type { Seat, Setup } from '../../src/core/types.ts';
import { builtInDecks, expandDeck } from '../../src/games/dbs/index.ts';
import type { DBSState } from '../../src/games/dbs/state.ts';

const DECKS = builtInDecks().map((d) => ({ name: d.id, cards: expandDeck(d) }));

function setup(a: number, b: number, seed: number): Setup {
  return { game: 'dbs', format: 'masters', decks: [DECKS[a], DECKS[b]], seed, log: false };
}

/** Heuristic play from a new game until seat 0 faces a decision with `want` and several options. */
function reach(seed: number, want: string, minTurn = 3): DBSState {
  const h = dbsHeuristicAgent();
  const s = newGame<DBSState>(setup(seed % 10, (seed * 3 + 1) % 10, seed));
  for (let n = 0; n < 5000; n++) {
    const d = decision(s);
    if (!d || s.result) break;
    if (d.seat === 0 && d.prompt === want && d.options.length > 2 && s.turn >= minTurn) return s;
    act(s, d.seat, h.choose(agentContext(s, d)));
  }
  throw new Error(`no ${want} decision for seat 0 in game ${seed}`);
}

/** A copy in which one card of the opponent's hand and one of its deck (of another number) trade numbers. */
function swapHidden(s: DBSState, opp: Seat): DBSState {
  const t = clone(s);
  const p = t.players[opp];
  const h = p.hand[0];
  const j = p.deck.findIndex((c) => c.code !== h.code);
  const d = p.deck[j];
  p.hand[0] = { ...h, code: d.code };
  p.deck[j] = { ...d, code: h.code };
  return t;
}

function ctxOf(s: DBSState): AgentContext {
  return agentContext(s, decision(s)!);
}

describe('DBS agents', () => {
  it('the heuristic beats random in at least 90% of 40 seeded games over all ten decks, both seats', () => {
    let wins = 0;
    const games = 40;
    for (let g = 0; g < games; g++) {
      const h: Seat = g % 2 === 0 ? 0 : 1;
      const agents: [Agent, Agent] =
        h === 0 ? [dbsHeuristicAgent(), randomAgent(g)] : [randomAgent(g), dbsHeuristicAgent()];
      const s = playGame<DBSState>(setup(g % 10, (g * 7 + 3) % 10, 900 + g), agents);
      expect(s.result).not.toBeNull();
      if (s.result!.winner === h) wins++;
    }
    expect(wins / games).toBeGreaterThanOrEqual(0.9);
  });

  // The search agent runs on 3 iterations a decision (UCB1 at the root: sequential halving tries every answer
  // at least once a round), to keep the test fast: what is checked is that search plays every deck's cards to
  // a finished game; the full mcts-easy budget is used by the tests below.
  const players: [string, (seed: number) => Agent][] = [
    ['random', (seed) => randomAgent(seed)],
    ['heuristic', (seed) => makeAgent('heuristic', seed)],
    ['the search agent', (seed) => searchAgent(seed, { iterations: 3, root: 'ucb' }, 'mcts', DBS_SEARCH)],
  ];
  for (const [name, make] of players) {
    it(`${name} plays every one of the ten decks to the end`, () => {
      for (let deck = 0; deck < DECKS.length; deck++) {
        // The agent plays `deck` against the heuristic on the deck five places on, in seat 0 and 1 in turn.
        const other = (deck + 5) % DECKS.length;
        const seat: Seat = deck % 2 === 0 ? 0 : 1;
        const agents: [Agent, Agent] =
          seat === 0 ? [make(deck), dbsHeuristicAgent()] : [dbsHeuristicAgent(), make(deck)];
        const s = playGame<DBSState>(
          seat === 0 ? setup(deck, other, 40 + deck) : setup(other, deck, 40 + deck),
          agents,
          { maxDecisions: 20000 },
        );
        expect(s.result, `${name} on ${DECKS[deck].name}`).not.toBeNull();
      }
    });
  }

  it('the agent names are game-independent: heuristic and mcts-easy answer DBS decisions with legal options', () => {
    const s = reach(8, 'dbs.main');
    const d = decision(s)!;
    for (const name of ['heuristic', 'mcts-easy']) {
      const a = makeAgent(name, 1).choose(ctxOf(s));
      expect(d.options).toContainEqual(a);
    }
    expect(makeAgent('heuristic', 1).choose(ctxOf(s))).toEqual(dbsHeuristicAgent().choose(ctxOf(s)));
  });

  it('the search agent is deterministic for a seed', () => {
    const s = reach(11, 'dbs.main');
    const make = () => searchAgent(42, { iterations: 30, margin: 0.02 }, 'mcts', DBS_SEARCH);
    expect(make().choose(ctxOf(s))).toEqual(make().choose(ctxOf(s)));
  });

  for (const [seed, want] of [
    [31, 'dbs.main'],
    [5, 'dbs.offence'],
    [17, 'dbs.defence'],
  ] as const) {
    it(`hidden information (${want}): states that differ only in the opponent's hand and deck get the same answer`, () => {
      const a = reach(seed, want, 2);
      const b = swapHidden(a, 1);
      // The states really differ, but not for seat 0.
      expect(b.players[1].hand.map((c) => c.code)).not.toEqual(a.players[1].hand.map((c) => c.code));
      expect(JSON.stringify(view(b, 0))).toBe(JSON.stringify(view(a, 0)));
      for (const r of [1, 2, 3]) expect(JSON.stringify(resample(b, 0, r))).toBe(JSON.stringify(resample(a, 0, r)));
      const search = () => searchAgent(9, { iterations: 40, margin: 0.02 }, 'mcts', DBS_SEARCH);
      expect(search().choose(ctxOf(b))).toEqual(search().choose(ctxOf(a)));
      expect(dbsHeuristicAgent().choose(ctxOf(b))).toEqual(dbsHeuristicAgent().choose(ctxOf(a)));
    });
  }
});
