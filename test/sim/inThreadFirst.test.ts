// `runSim`'s `inThreadSeconds` (the command line's way of not paying for worker threads in a short run):
// games played first in this thread, the rest on worker threads, give the same summaries in the same order
// as any other split; a run that finishes in time starts no worker thread at all.
import { describe, expect, it } from 'vitest';
import { deckById, expandDeck } from '../../src/games/vanguard/cards/cardPool.ts';
import type { DeckSpec } from '../../src/index.ts';
import type { SimJob } from '../../src/sim/game.ts';
import { runSim } from '../../src/sim/pool.ts';
import type { GameSummary } from '../../src/sim/summary.ts';

const deck = (id: string): DeckSpec => ({ name: id, cards: expandDeck(deckById(id)!) });
const JOB: SimJob = {
  game: 'vanguard',
  format: 'cr201',
  decks: [deck('VG-TD01'), deck('VG-TD02')],
  agents: ['random', 'random'],
  seed: 321,
  games: 10,
};

async function run(workers: number, inThreadSeconds?: number) {
  const games: GameSummary[] = [];
  const progress: number[] = [];
  const info = await runSim(JOB, {
    workers,
    onGame: (g) => games.push(g),
    onProgress: (n) => progress.push(n),
    inThreadSeconds,
  });
  return { games, progress, info };
}

describe('playing in this thread before starting worker threads', () => {
  it('a run done within the time starts no worker thread, and gives what worker threads give', async () => {
    const [here, threads] = await Promise.all([run(2, 1000), run(2)]);
    expect(here.info).toEqual({ startSeconds: 0, threads: 0 });
    expect(threads.info.threads).toBe(2); // positive control: without the option two threads play
    expect(here.games).toEqual(threads.games);
    expect(here.games.map((g) => g.i)).toEqual([...Array(10).keys()]);
    expect(here.progress).toEqual([...Array(10).keys()].map((k) => k + 1));
  }, 60_000);

  it('a run that outlasts the time goes on on worker threads from the next game, in order', async () => {
    const [split, one] = await Promise.all([run(2, 0.03), run(1)]);
    expect(split.info.threads).toBeGreaterThan(0);
    expect(split.games).toEqual(one.games);
    expect(split.games.map((g) => g.i)).toEqual([...Array(10).keys()]);
    expect(split.progress[split.progress.length - 1]).toBe(10);
    expect(split.progress).toEqual([...split.progress].sort((a, b) => a - b));
  }, 60_000);
});
