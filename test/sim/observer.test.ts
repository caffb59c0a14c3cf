// The simulator's statistics counted while a game is played (the kernel's `observeGame` feeding a
// `GameTally`) instead of read from the game's event log afterwards: the summaries, and so the reports,
// must be exactly what the event-log path gives for the same seeds, in both games; and the observer must
// see only the one game it observes (never a search agent's clones), with or without a log.
import { describe, expect, it } from 'vitest';
import { playGame } from '../../src/ai/playGame.ts';
import { makeAgent } from '../../src/ai/registry.ts';
import { agentSeed } from '../../src/cli/args.ts';
import * as dbsPool from '../../src/games/dbs/cards/cardPool.ts';
import * as vgPool from '../../src/games/vanguard/cards/cardPool.ts';
import type { Agent } from '../../src/ai/agent.ts';
import {
  act,
  type BaseState,
  clone,
  decision,
  type DeckSpec,
  type GameEvent,
  newGame,
  observeGame,
} from '../../src/index.ts';
import { playSimGame, type SimJob, seatOfA } from '../../src/sim/game.ts';
import { aggregate, type ReportInput } from '../../src/sim/stats.ts';
import { type GameSummary, summarizeGame } from '../../src/sim/summary.ts';

const vg = (id: string): DeckSpec => ({ name: id, cards: vgPool.expandDeck(vgPool.deckById(id)!) });
const dbs = (id: string): DeckSpec => ({ name: id, cards: dbsPool.expandDeck(dbsPool.deckById(id)!) });

/** Game i of `j` the old way: played with its whole event log, then summarized from the log. */
function fromLog(j: SimJob, i: number): GameSummary {
  const seed = j.seed + i;
  const a = seatOfA(i);
  const decks: [DeckSpec, DeckSpec] = a === 0 ? [j.decks[0], j.decks[1]] : [j.decks[1], j.decks[0]];
  const names = a === 0 ? j.agents : [j.agents[1], j.agents[0]];
  const state = playGame({ game: j.game, format: j.format, decks, seed, log: true }, [
    makeAgent(names[0], agentSeed(seed, 0)),
    makeAgent(names[1], agentSeed(seed, 1)),
  ]);
  expect(state.log!.length).toBeGreaterThan(0);
  return summarizeGame(state, i, a);
}

const input = (j: SimJob): ReportInput => ({
  game: j.game,
  format: j.format,
  seed: j.seed,
  decks: [
    { id: j.decks[0].name!, name: j.decks[0].name!, cards: j.decks[0].cards },
    { id: j.decks[1].name!, name: j.decks[1].name!, cards: j.decks[1].cards },
  ],
  agents: j.agents,
});

const JOBS: [string, SimJob][] = [
  [
    'vanguard cr201 random',
    {
      game: 'vanguard',
      format: 'cr201',
      decks: [vg('VG-TD01'), vg('VG-TD02')],
      agents: ['random', 'random'],
      seed: 7,
      games: 8,
    },
  ],
  [
    'vanguard cr110 random',
    {
      game: 'vanguard',
      format: 'cr110',
      decks: [vg('VG-TD01'), vg('VG-TD02')],
      agents: ['random', 'random'],
      seed: 900,
      games: 8,
    },
  ],
  [
    'vanguard cr201 heuristic v random',
    {
      game: 'vanguard',
      format: 'cr201',
      decks: [vg('VG-TD02'), vg('VG-TD01')],
      agents: ['heuristic', 'random'],
      seed: 31,
      games: 4,
    },
  ],
  [
    'dbs masters random',
    {
      game: 'dbs',
      format: 'masters',
      decks: [dbs('DBS-SD01'), dbs('DBS-S1-R-HIT')],
      agents: ['random', 'random'],
      seed: 5,
      games: 8,
    },
  ],
  [
    'dbs masters heuristic',
    {
      game: 'dbs',
      format: 'masters',
      decks: [dbs('DBS-SD01'), dbs('DBS-S1-R-HIT')],
      agents: ['heuristic', 'heuristic'],
      seed: 77,
      games: 4,
    },
  ],
];

describe('statistics observed while playing equal those read from the event log', () => {
  for (const [name, j] of JOBS) {
    it(`${name}: every summary and the whole report are byte-identical`, () => {
      const observed = Array.from({ length: j.games }, (_, i) => playSimGame(j, i));
      const logged = Array.from({ length: j.games }, (_, i) => fromLog(j, i));
      expect(JSON.stringify(observed)).toBe(JSON.stringify(logged));
      // Positive control: the games did produce the counted events.
      const plays = observed.reduce((n, g) => n + Object.keys(g.decks[0].plays).length, 0);
      expect(plays).toBeGreaterThan(0);
      if (j.game === 'vanguard') expect(observed.some((g) => g.decks[0].driveChecks > 0)).toBe(true);
      expect(JSON.stringify(aggregate(input(j), observed))).toBe(JSON.stringify(aggregate(input(j), logged)));
    });
  }

  it('a search agent (mcts-easy, which plays out clones and resampled states) is counted like its log says', () => {
    const j: SimJob = {
      game: 'vanguard',
      format: 'cr201',
      decks: [vg('VG-TD01'), vg('VG-TD02')],
      agents: ['mcts-easy', 'random'],
      seed: 3,
      games: 1,
    };
    expect(JSON.stringify(playSimGame(j, 0))).toBe(JSON.stringify(fromLog(j, 0)));
  }, 120_000);
});

describe('observeGame (kernel)', () => {
  const setup = {
    game: 'vanguard',
    format: 'cr201',
    decks: [vg('VG-TD01'), vg('VG-TD02')] as [DeckSpec, DeckSpec],
    seed: 12,
  };

  const agents = () => [makeAgent('random', 1), makeAgent('random', 2)] as [Agent, Agent];
  /** The events the simulator counts: the rules emit these whether or not the game keeps a log. */
  const COUNTED = new Set(['driveCheck', 'damageCheck', 'triggerCheck', 'ride', 'call', 'guard']);

  it('sees every event of the observed game in log order, from its setup on', () => {
    const seen: GameEvent[] = [];
    const state = observeGame(
      (e) => seen.push(e),
      () => playGame({ ...setup, log: true }, agents()),
    );
    expect(state.log!.length).toBeGreaterThan(0);
    expect(seen).toEqual(state.log!.map((l) => l.e));
  });

  it('without a log it still sees the counted events, the same as the logged game', () => {
    const seen: GameEvent[] = [];
    const state = observeGame(
      (e) => seen.push(e),
      () => playGame({ ...setup, log: false }, agents()),
    );
    expect(state.log).toBeNull();
    const logged = playGame({ ...setup, log: true }, agents());
    const counted = logged.log!.map((l) => l.e).filter((e) => COUNTED.has(e.t));
    expect(counted.length).toBeGreaterThan(10);
    expect(seen.filter((e) => COUNTED.has(e.t))).toEqual(counted);
  });

  it('a clone played inside the observed stretch is not observed; the observer is dropped afterwards', () => {
    const seen: GameEvent[] = [];
    const answerFirst = (s: BaseState, n: number) => {
      for (let k = 0; k < n && decision(s); k++) act(s, decision(s)!.seat, decision(s)!.options[0]);
    };
    let state = newGame({ ...setup, log: true });
    observeGame(
      (e) => seen.push(e),
      () => {
        state = newGame({ ...setup, log: true });
        const before = seen.length;
        const copy = clone(state);
        answerFirst(copy, 20);
        expect(copy.log!.length).toBeGreaterThan(state.log!.length); // the clone did emit events…
        expect(seen.length).toBe(before); // …which went nowhere
        answerFirst(state, 20);
        expect(seen.length).toBeGreaterThan(before); // positive control: the same answers on the observed game
      },
    );
    const after = seen.length;
    const logged = state.log!.length;
    answerFirst(state, 20);
    expect(state.log!.length).toBeGreaterThan(logged);
    expect(seen.length).toBe(after);
  });

  it('one observed game at a time: nesting is refused, and a throwing body leaves no observer behind', () => {
    expect(() =>
      observeGame(
        () => undefined,
        () =>
          observeGame(
            () => undefined,
            () => 1,
          ),
      ),
    ).toThrow(/already being observed/);
    expect(() =>
      observeGame(
        () => undefined,
        () => {
          throw new Error('boom');
        },
      ),
    ).toThrow('boom');
    expect(
      observeGame(
        () => undefined,
        () => 2,
      ),
    ).toBe(2);
  });
});
