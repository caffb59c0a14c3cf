// The ISMCTS agent (src/games/vanguard/product/search.ts): it plays whole games, is deterministic for a seed, and cannot use
// what its seat may not see — two states that look the same from its seat get the same answer.
import { describe, expect, it } from 'vitest';
import type { Agent, AgentContext } from '../../src/ai/agent.ts';
import { Ismcts, mctsAgent } from '../../src/games/vanguard/product/search.ts';
import { agentContext, playGame } from '../../src/ai/playGame.ts';
import { agentNames, makeAgent } from '../../src/ai/registry.ts';
import { heuristicAgent } from '../../src/games/vanguard/product/heuristic.ts';
import { act, clone, decision, newGame, resample, view } from '../../src/core/engine.ts';
import { seedRng, shuffleInPlace } from '../../src/core/rng.ts';
import type { Answer, Seat } from '../../src/core/types.ts';
import { deckById, expandDeck, requireCard } from '../../src/games/vanguard/cards/cardPool.ts';
import type { FormatId } from '../../src/games/vanguard/formats.ts';
import { type Card, type VGState, withCard } from '../../src/games/vanguard/state.ts';
import { C, prompt, scenario } from '../vanguard/scenario.ts';

const FORMATS: FormatId[] = ['cr201', 'cr110'];
const SMALL = { iterations: 40 };

function setup(format: FormatId, seed: number) {
  return {
    game: 'vanguard',
    format,
    decks: [{ cards: expandDeck(deckById('TD01')!) }, { cards: expandDeck(deckById('TD02')!) }] as [
      { cards: string[] },
      { cards: string[] },
    ],
    seed,
    log: false,
  };
}

/** Heuristic play from a new game until seat 0 faces a decision with `prompt` and several options. */
function reach(format: FormatId, seed: number, want: string, minTurn = 3): VGState {
  const h = heuristicAgent();
  const s = newGame<VGState>(setup(format, seed));
  for (let n = 0; n < 3000; n++) {
    const d = decision(s);
    if (!d) break;
    if (d.seat === 0 && d.prompt === want && d.options.length > 2 && s.turn >= minTurn) return s;
    act(s, d.seat, h.choose(agentContext(s, d)));
  }
  throw new Error(`no ${want} decision for seat 0 in game ${seed}`);
}

/** A copy in which one card of the opponent's hand and one of its deck (of another code) trade codes. */
function swapHidden(s: VGState, opp: Seat): VGState {
  const t = clone(s);
  const p = t.players[opp];
  const h = p.hand[0];
  const j = p.deck.findIndex((c) => c.code !== h.code);
  const d = p.deck[j];
  const recode = (c: Card, code: string) => withCard({ ...c, code }, c.id, c.up, c.rested, c.placed, c.mods);
  p.hand[0] = recode(h, d.code);
  p.deck[j] = recode(d, h.code);
  return t;
}

function ctxOf(s: VGState): AgentContext {
  return agentContext(s, decision(s)!);
}

describe('ISMCTS agent', () => {
  it('registers random, heuristic and three search levels', () => {
    expect(agentNames()).toEqual(
      expect.arrayContaining(['random', 'heuristic', 'mcts-easy', 'mcts-normal', 'mcts-hard']),
    );
    expect(makeAgent('mcts-normal', 1).name).toBe('mcts-normal');
  });

  for (const format of FORMATS) {
    it(`mcts-easy plays a whole ${format} game to the end against the heuristic agent`, () => {
      const agents: [Agent, Agent] = [makeAgent('mcts-easy', 3), makeAgent('heuristic', 4)];
      const s = playGame<VGState>(setup(format, 77), agents);
      expect(s.result).not.toBeNull();
      expect(s.result!.reason).toMatch(/lost|conceded/);
    });
  }

  it('answers a decision with one legal answer at once, without sampling', () => {
    const agent = mctsAgent(1, SMALL);
    const ctx: AgentContext = {
      seat: 0,
      options: [{ t: 'yes' }],
      prompt: 'vg.guard',
      view: () => {
        throw new Error('no view needed');
      },
      sample: () => {
        throw new Error('no sample needed');
      },
    };
    expect(agent.choose(ctx)).toEqual({ t: 'yes' });
  });

  it('is deterministic for a seed, and its answer is one of the legal options', () => {
    const s = reach('cr201', 8, 'vg.main');
    const a = mctsAgent(42, SMALL).choose(ctxOf(s));
    const b = mctsAgent(42, SMALL).choose(ctxOf(s));
    expect(a).toEqual(b);
    expect(decision(s)!.options).toContainEqual(a);
    const search = new Ismcts(42, SMALL);
    search.search(ctxOf(s));
    expect(search.last.iterations).toBeGreaterThan(0);
  });

  it("keeps the heuristic's answer unless another beats it by more than the margin (a margin of 1: never)", () => {
    for (const [format, want] of [
      ['cr201', 'vg.main'],
      ['cr201', 'vg.guard'],
      ['cr110', 'vg.target'],
    ] as const) {
      const s = reach(format, 8, want);
      const heuristic = heuristicAgent().choose(ctxOf(s));
      expect(mctsAgent(3, { iterations: 40, margin: 1 }).choose(ctxOf(s))).toEqual(heuristic);
    }
  });

  for (const [format, want] of [
    ['cr201', 'vg.guard'],
    ['cr110', 'vg.guardBatch'],
    ['cr201', 'vg.main'],
    ['cr110', 'vg.target'],
  ] as const) {
    it(`hidden information (${format}, ${want}): states that differ only in the opponent's hidden cards get the same answer`, () => {
      const a = reach(format, 31, want);
      const b = swapHidden(a, 1);
      // The states really differ, but not for seat 0.
      expect(b.players[1].hand.map((c) => c.code)).not.toEqual(a.players[1].hand.map((c) => c.code));
      expect(JSON.stringify(view(b, 0))).toBe(JSON.stringify(view(a, 0)));
      for (const seed of [1, 2, 3])
        expect(JSON.stringify(resample(b, 0, seed))).toBe(JSON.stringify(resample(a, 0, seed)));
      expect(mctsAgent(9, SMALL).choose(ctxOf(b))).toEqual(mctsAgent(9, SMALL).choose(ctxOf(a)));
      expect(heuristicAgent().choose(ctxOf(b))).toEqual(heuristicAgent().choose(ctxOf(a)));
    });
  }

  it('hidden information: where knowing the hand changes the best attack target, it attacks the same target either way', () => {
    // Both players are at 5 damage; our Gallatin (10000, boosted by Marron: 18000) attacks. The opponent either
    // holds five shieldless grade 3s (a hit on its vanguard wins, barring a heal) or five 10000-shield heals (a
    // vanguard attack will be guarded, so retiring its front-row rear-guard is the better use of the attack).
    // The same ten cards are in hand and deck either way, so seat 0 cannot tell the positions apart.
    const position = (hand: string[], deck: string[]): VGState => {
      const s = scenario({
        format: 'cr201',
        at: 'battle',
        turn: 7,
        p0: {
          vanguard: { code: C.brigitte, rested: true },
          rc: { FL: C.gallatin, BL: C.marron },
          hand: [C.healRP, C.wingal],
          damage: Array(5).fill(C.wingal),
        },
        p1: {
          vanguard: C.overlord,
          rc: { FL: C.bahr, BR: C.aermo },
          hand,
          deck: [...deck, ...Array(15).fill(C.wingal)],
          damage: Array(5).fill(C.wingal),
        },
      });
      act(s, 0, { t: 'yes' });
      act(s, 0, { t: 'circle', circle: 'FL' } as Answer);
      expect(prompt(s)).toBe('vg.target');
      return s;
    };
    const grade3s = Array(5).fill(C.overlord);
    const heals = Array(5).fill(C.healKagero);
    expect(grade3s.every((c) => requireCard(c).shield === null)).toBe(true);
    const noShields = position(grade3s, heals);
    const healHand = position(heals, grade3s);
    expect(JSON.stringify(view(noShields, 0))).toBe(JSON.stringify(view(healHand, 0)));

    // A search allowed to see the real hand (decks still shuffled) picks different targets…
    const peeking = (s: VGState): Answer => {
      const ctx: AgentContext = {
        ...ctxOf(s),
        sample: (seed) => {
          const t = clone(s);
          const r = seedRng(seed);
          shuffleInPlace(r, t.players[0].deck);
          shuffleInPlace(r, t.players[1].deck);
          t.rng = r;
          t.log = null;
          return t;
        },
      };
      return new Ismcts(5, { iterations: 100 }).search(ctx);
    };
    expect(peeking(noShields)).toEqual({ t: 'circle', circle: 'VC' });
    expect(peeking(healHand)).toEqual({ t: 'circle', circle: 'FL' });

    // …the real agents, which only get the view and resampled states, play the same in both.
    const honest = mctsAgent(5, { iterations: 100 });
    const a = honest.choose(ctxOf(noShields));
    expect(mctsAgent(5, { iterations: 100 }).choose(ctxOf(healHand))).toEqual(a);
    expect(heuristicAgent().choose(ctxOf(healHand))).toEqual(heuristicAgent().choose(ctxOf(noShields)));
  });
});
