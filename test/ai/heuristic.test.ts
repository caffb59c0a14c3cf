// The heuristic agent (src/games/vanguard/product/heuristic.ts): its rules of thumb in built positions, and its
// strength against the random agent over a fixed set of seeded games.
import { describe, expect, it } from 'vitest';
import type { Agent } from '../../src/ai/agent.ts';
import { agentContext, playGame } from '../../src/ai/playGame.ts';
import { makeAgent } from '../../src/ai/registry.ts';
import { heuristicAgent } from '../../src/games/vanguard/product/heuristic.ts';
import { decision } from '../../src/core/engine.ts';
import type { Answer } from '../../src/core/types.ts';
import { deckById, expandDeck, requireCard } from '../../src/games/vanguard/cards/cardPool.ts';
import type { FormatId } from '../../src/games/vanguard/formats.ts';
import type { VGState } from '../../src/games/vanguard/state.ts';
import { answer, C, idOf, prompt, scenario } from '../vanguard/scenario.ts';

const FORMATS: FormatId[] = ['cr201', 'cr110'];
const H = heuristicAgent();

function choose(s: VGState, agent: Agent = H): Answer {
  return agent.choose(agentContext(s, decision(s)!));
}

/** Let the heuristic answer for the deciding seat. */
function play(s: VGState): Answer {
  const a = choose(s);
  answer(s, a as Answer & Record<string, unknown>);
  return a;
}

/** Player 2 (turn player) attacks player 1's vanguard with the unit on `from`. */
function attack(s: VGState, from: 'VC' | 'FL' | 'FR'): void {
  answer(s, { t: 'yes' });
  answer(s, { t: 'circle', circle: from });
  answer(s, { t: 'circle', circle: 'VC' });
  if (prompt(s) === 'vg.boost') answer(s, { t: 'no' });
}

const five = [C.wingal, C.wingal, C.wingal, C.wingal, C.wingal];

describe('heuristic agent', () => {
  it('first vanguard: the grade 0 that is not a trigger', () => {
    for (const deck of ['TD01', 'TD02', 'TD05']) {
      const g = playGame<VGState>(
        {
          game: 'vanguard',
          format: 'cr201',
          decks: [{ cards: expandDeck(deckById(deck)!) }, { cards: expandDeck(deckById(deck)!) }],
          seed: 1,
        },
        [H, H],
        { maxDecisions: 2 },
      );
      for (const seat of [0, 1] as const) {
        const vc = g.players[seat].field.VC[0];
        expect(requireCard(vc.code).grade).toBe(0);
        expect(requireCard(vc.code).trigger).toBeNull();
      }
    }
  });

  it('ride: one grade up, the strongest Twin Drive card first', () => {
    const s = scenario({
      at: 'ride',
      p0: { vanguard: C.blasterBlade, hand: [C.marron, C.gallatin, C.overlord, C.brigitte] },
    });
    expect(prompt(s)).toBe('vg.ride');
    const a = play(s);
    expect(a).toEqual({ t: 'ride', card: expect.any(Number) });
    expect(s.players[0].field.VC[0].code).toBe(C.overlord);
  });

  it('main phase: fills the front row with attackers and boosts the vanguard, keeping shields', () => {
    const s = scenario({
      at: 'main',
      p0: { vanguard: C.brigitte, hand: [C.brigitte, C.gallatin, C.marron, C.healRP, C.critRP, C.wingal] },
    });
    for (let i = 0; i < 10 && prompt(s) === 'vg.main'; i++) play(s);
    expect(prompt(s)).not.toBe('vg.main');
    const f = s.players[0].field;
    expect(f.FL.length + f.FR.length).toBe(2);
    const front = [...f.FL, ...f.FR].map((c) => c.code).sort();
    expect(front).toEqual([C.brigitte, C.gallatin].sort());
    expect(f.BC.map((c) => c.code)).toEqual([C.marron]);
    // The two 10000-shield triggers stay in hand.
    expect(s.players[0].hand.map((c) => c.code)).toEqual(expect.arrayContaining([C.healRP, C.critRP]));
    const shield = s.players[0].hand.reduce((n, c) => n + (requireCard(c.code).shield ?? 0), 0);
    expect(shield).toBeGreaterThanOrEqual(15000);
  });

  for (const format of FORMATS) {
    it(`guard (${format}): at 5 damage it guards a vanguard's attack with one 10000 shield, a trigger's margin`, () => {
      const s = scenario({
        format,
        at: 'battle',
        turn: 4,
        turnPlayer: 1,
        p0: { vanguard: C.blasterBlade, hand: [C.marron, C.healRP, C.wingal], damage: five },
        p1: { vanguard: C.overlord },
      });
      attack(s, 'VC');
      expect(prompt(s)).toBe(format === 'cr201' ? 'vg.guard' : 'vg.guardBatch');
      const heal = idOf(s, 0, 'hand', C.healRP);
      expect(play(s)).toEqual({ t: 'guard', card: heal });
      if (format === 'cr110') expect(play(s)).toEqual({ t: 'done' });
      else expect(play(s)).toEqual({ t: 'pass' });
      // 9000 + 10000 > 11000 + 5000: the hand keeps the two 5000 shields; the guardian went to the drop.
      const hand = s.players[0].hand.map((c) => c.id);
      expect(hand).toEqual(expect.arrayContaining([idOf(s, 0, 'hand', C.marron), idOf(s, 0, 'hand', C.wingal)]));
      expect(s.players[0].hand.map((c) => c.code)).not.toContain(C.healRP);
      expect(s.players[0].drop.map((c) => c.code)).toContain(C.healRP);
    });

    it(`guard (${format}): at 1 damage it lets the vanguard's attack through`, () => {
      const s = scenario({
        format,
        at: 'battle',
        turn: 4,
        turnPlayer: 1,
        p0: { vanguard: C.blasterBlade, hand: [C.marron, C.healRP, C.wingal], damage: [C.wingal] },
        p1: { vanguard: C.overlord },
      });
      attack(s, 'VC');
      const before = s.players[0].hand.map((c) => c.id);
      expect(play(s)).toEqual({ t: format === 'cr201' ? 'pass' : 'done' });
      expect(s.players[0].hand.map((c) => c.id)).toEqual(expect.arrayContaining(before));
      expect(s.players[0].drop).toHaveLength(0);
    });

    it(`guard (${format}): at 4 damage it intercepts before spending a hand card when that suffices`, () => {
      const s = scenario({
        format,
        at: 'battle',
        turn: 4,
        turnPlayer: 1,
        p0: {
          vanguard: C.blasterBlade,
          rc: { FL: C.gallatin },
          hand: [C.marron, C.wingal],
          damage: five.slice(0, 4),
        },
        p1: { vanguard: C.overlord, rc: { FL: C.nehalem } },
      });
      attack(s, 'FL'); // 10000 against 9000: 5000 shield stops it
      const before = s.players[0].hand.map((c) => c.id);
      expect(play(s)).toEqual({ t: 'intercept', circle: 'FL' });
      expect(play(s)).toEqual({ t: format === 'cr201' ? 'pass' : 'done' });
      expect(s.players[0].hand.map((c) => c.id)).toEqual(expect.arrayContaining(before));
      expect(s.players[0].drop.map((c) => c.code)).toEqual([C.gallatin]);
      expect(s.players[0].damage).toHaveLength(4);
    });
  }

  it('heal trigger: heals the most recent damage', () => {
    const s = scenario({
      at: 'battle',
      turn: 4,
      turnPlayer: 1,
      p0: { vanguard: C.blasterBlade, damage: [C.marron, C.gallatin, C.wingal], deck: [C.healRP, ...five] },
      p1: { vanguard: C.overlord, damage: [C.marron, C.marron, C.marron] },
    });
    attack(s, 'VC');
    for (let i = 0; i < 20 && prompt(s) !== 'vg.heal'; i++) play(s);
    expect(prompt(s)).toBe('vg.heal');
    const newest = s.players[0].damage[s.players[0].damage.length - 1].id;
    expect(choose(s)).toEqual({ t: 'card', card: newest });
  });

  it('beats the random agent in at least 90% of 80 seeded games (both formats, four deck pairs, seats swapped)', () => {
    const pairs = [
      ['TD01', 'TD02'],
      ['TD03', 'TD04'],
      ['TD05', 'TD06'],
      ['TD07', 'TD01'],
    ];
    let wins = 0;
    const n = 80;
    for (let i = 0; i < n; i++) {
      const format = FORMATS[i % 2];
      const [a, b] = pairs[(i >> 1) % pairs.length];
      const hSeat = (i >> 3) % 2;
      const decks = [{ cards: expandDeck(deckById(a)!) }, { cards: expandDeck(deckById(b)!) }] as const;
      const agents: [Agent, Agent] =
        hSeat === 0
          ? [makeAgent('heuristic', i), makeAgent('random', i)]
          : [makeAgent('random', i), makeAgent('heuristic', i)];
      const g = playGame<VGState>(
        { game: 'vanguard', format, decks: [decks[0], decks[1]], seed: 500 + i, log: false },
        agents,
      );
      expect(g.result).not.toBeNull();
      if (g.result!.winner === hSeat) wins++;
    }
    expect(wins / n).toBeGreaterThanOrEqual(0.9);
  });
});
