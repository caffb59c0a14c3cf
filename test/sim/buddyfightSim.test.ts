// Future Card Buddyfight's part of the simulator (src/games/buddyfight/product/sim.ts, simWords.ts): what a played
// game counts — calls (Buddy Calls included, BF-Call), casts (spells and impacts, BF-Cast), equips (BF-Equip) and the
// Buddy Calls themselves (BF-Call 1.3) — checked against the game's own event log; the life lost from the starting
// life (BF-RC 1); and the words its reports use.
import { describe, expect, it } from 'vitest';
import { playGame } from '../../src/ai/playGame.ts';
import { makeAgent } from '../../src/ai/registry.ts';
import type { LoggedEvent } from '../../src/core/types.ts';
import { buddyfightCatalog } from '../../src/games/buddyfight/catalog.ts';
import { bfSimWords } from '../../src/games/buddyfight/product/simWords.ts';
import type { BFState } from '../../src/games/buddyfight/state.ts';
import '../../src/index.ts';
import { summarizeGame } from '../../src/sim/summary.ts';

const DECKS = buddyfightCatalog.decks().map((d) => d.spec);

function played(seed: number): BFState {
  return playGame<BFState>({ game: 'buddyfight', format: 'standard', decks: [DECKS[0], DECKS[1]], seed, log: true }, [
    makeAgent('heuristic', 1),
    makeAgent('heuristic', 2),
  ]);
}

/** The uses each seat declared, from the full log (what both fighters saw: BF-Call 1.1, BF-Cast 1.1 show the card). */
function declared(s: BFState): { seat: number; kind: string; code: string }[] {
  return (s.log ?? [])
    .map((l: LoggedEvent) => l.e as { t: string; seat?: number; kind?: string; code?: string })
    .filter((e) => e.t === 'declare')
    .map((e) => ({ seat: e.seat!, kind: e.kind!, code: e.code! }));
}

describe('Buddyfight simulator counts', () => {
  it('BF-Call, BF-Cast, BF-Equip: each declared call, cast and equip is counted once for its deck and card', () => {
    for (const seed of [1, 2, 3]) {
      const s = played(seed);
      const g = summarizeGame(s, 0, 0);
      const uses = declared(s);
      expect(uses.length).toBeGreaterThan(0);
      for (const seat of [0, 1] as const) {
        const mine = uses.filter((u) => u.seat === seat);
        const plays = g.decks[seat].plays;
        const sum = (slot: number) => Object.values(plays).reduce((n, c) => n + c[slot], 0);
        expect(sum(0)).toBe(mine.filter((u) => u.kind === 'call' || u.kind === 'buddyCall').length);
        expect(sum(1)).toBe(mine.filter((u) => u.kind === 'cast' || u.kind === 'castTogether').length);
        expect(sum(2)).toBe(mine.filter((u) => u.kind === 'equip').length);
        // BF-Call 1.3: a Buddy Call, at most one gift a game but possibly more calls; counted in its own row.
        expect(g.decks[seat].driveChecks).toBe(mine.filter((u) => u.kind === 'buddyCall').length);
      }
    }
  });

  it('BF-RC 1: the loss is the life gone from the starting 10, and the loser has lost all of it', () => {
    const s = played(4);
    const g = summarizeGame(s, 0, 0);
    const loser = s.result!.winner === 0 ? 1 : 0;
    expect(s.players[loser].life).toBeLessThanOrEqual(0);
    expect(g.decks[loser].damage).toBe(10 - s.players[loser].life);
    const winner = loser === 0 ? 1 : 0;
    expect(g.decks[winner].damage).toBe(Math.max(0, 10 - s.players[winner].life));
  });

  it('the reports speak Buddyfight: life lost, calls/casts/equips, the Buddy Calls row, no triggers, BF-Setup for the first player', () => {
    expect(bfSimWords.damage).toContain('life lost');
    expect(bfSimWords.playKinds).toEqual(['calls', 'casts', 'equips']);
    expect(bfSimWords.triggerHeading).toBeNull();
    expect(bfSimWords.firstPlayerRule('standard')).toBe('BF-Setup');
    expect(bfSimWords.firstPlayerRule('pre2018')).toBe('BF-Setup');
    const a = { driveChecks: 3 } as Parameters<typeof bfSimWords.deckRows>[0];
    const b = { driveChecks: 5 } as Parameters<typeof bfSimWords.deckRows>[1];
    expect(bfSimWords.deckRows(a, b)).toEqual([['Buddy Calls', 3, 5]]);
  });
});
