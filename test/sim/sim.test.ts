// The simulator (src/sim/, `arbiter sim`): determinism whatever the number of worker threads, seat
// swapping, the Wilson interval, the per-game summary read from the event log, the aggregation, and
// the command line's argument checks.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playGame } from '../../src/ai/playGame.ts';
import { makeAgent } from '../../src/ai/registry.ts';
import { agentSeed } from '../../src/cli/args.ts';
import { deckById, expandDeck } from '../../src/games/vanguard/cards/cardPool.ts';
import type { VGState } from '../../src/games/vanguard/state.ts';
import { type DeckSpec, type GameEvent, type LoggedEvent, replay } from '../../src/index.ts';
import { playSimGame, replayFileName, type SimJob, seatOfA } from '../../src/sim/game.ts';
import { runSim } from '../../src/sim/pool.ts';
import { aggregate, type ReportInput, wilson } from '../../src/sim/stats.ts';
import { type DeckGameStats, type GameSummary, summarizeGame } from '../../src/sim/summary.ts';
import { arbiterIn } from '../cli/arbiterProcess.ts';

const TMP = mkdtempSync(join(tmpdir(), 'arbiter-sim-'));
afterAll(() => rmSync(TMP, { recursive: true, force: true }));

const deck = (id: string): DeckSpec => ({ name: id, cards: expandDeck(deckById(id)!) });
const TD01 = deck('VG-TD01');
const TD02 = deck('VG-TD02');

function job(over: Partial<SimJob> = {}): SimJob {
  return {
    game: 'vanguard',
    format: 'cr201',
    decks: [TD01, TD02],
    agents: ['random', 'random'],
    seed: 40,
    games: 12,
    log: true,
    ...over,
  };
}

/** Every summary of a job, in the order runSim hands them over. */
async function summaries(j: SimJob, workers: number, onProgress?: (n: number) => void): Promise<GameSummary[]> {
  const out: GameSummary[] = [];
  await runSim(j, { workers, onGame: (g) => out.push(g), onProgress });
  return out;
}

const reportInput = (j: SimJob): ReportInput => ({
  game: j.game,
  format: j.format,
  seed: j.seed,
  decks: [
    { id: 'VG-TD01', name: 'Blaster Blade', cards: j.decks[0].cards },
    { id: 'VG-TD02', name: 'Dragonic Overlord', cards: j.decks[1].cards },
  ],
  agents: j.agents,
});

const arbiter = arbiterIn(TMP);

describe('Wilson score interval', () => {
  it('matches the closed form at known points', () => {
    const near = (got: [number, number], want: [number, number]) => {
      expect(got[0]).toBeCloseTo(want[0], 4);
      expect(got[1]).toBeCloseTo(want[1], 4);
    };
    near(wilson(50, 100), [0.4038, 0.5962]);
    near(wilson(81, 263), [0.2553, 0.3662]);
    near(wilson(0, 10), [0, 0.2775]);
    near(wilson(10, 10), [0.7225, 1]);
    near(wilson(1, 2), [0.0945, 0.9055]);
    near(wilson(55.5, 100), [0.4574, 0.6486]); // a fractional count: draws as half a win
    expect(wilson(0, 0)).toEqual([0, 0]);
    // The interval of the complement is the complement of the interval.
    const [lo, hi] = wilson(30, 70);
    const [clo, chi] = wilson(40, 70);
    expect(clo).toBeCloseTo(1 - hi, 12);
    expect(chi).toBeCloseTo(1 - lo, 12);
  });
});

describe('per-game summary from the event log', () => {
  it('a hand-written log: checks, triggers by check and activity, normal rides, calls and guards per deck', () => {
    const ev = (e: Record<string, unknown>): LoggedEvent => ({ e: e as unknown as GameEvent });
    const card = (id: number, code: string) => ({ id, code });
    // Deck A sits in seat 1 here, so seat 1's events count for deck A (index 0).
    const log: LoggedEvent[] = [
      ev({ t: 'firstPlayer', seat: 0 }),
      ev({ t: 'ride', seat: 1, card: card(10, 'TD01/001') }),
      ev({ t: 'call', seat: 1, circle: 'FL', card: card(11, 'TD01/009') }),
      ev({ t: 'call', seat: 1, circle: 'FR', card: card(12, 'TD01/009') }),
      ev({ t: 'driveCheck', seat: 1, card: card(20, 'TD01/013') }),
      ev({ t: 'triggerCheck', seat: 1, id: 20, kind: 'critical', active: true }),
      ev({ t: 'driveCheck', seat: 1, card: card(21, 'TD01/005') }), // no icon: no trigger check
      ev({ t: 'damageCheck', seat: 0, card: card(22, 'TD02/013') }),
      ev({ t: 'triggerCheck', seat: 0, id: 22, kind: 'heal', active: false }),
      ev({ t: 'guard', seat: 0, card: card(23, 'TD02/013') }),
      ev({ t: 'damageCheck', seat: 1, card: card(24, 'TD01/013') }),
      ev({ t: 'triggerCheck', seat: 1, id: 24, kind: 'critical', active: true }),
      ev({ t: 'ride', seat: 0, superior: true, card: card(25, 'TD02/001') }), // rule action (VG2 9.5.1): not counted
      ev({ t: 'ride', seat: 0, card: card(26, 'TD02/001') }),
      ev({ t: 'gameOver', winner: 1, reason: 'player 1 lost: six or more damage' }),
    ];
    const damage = (n: number) => Array.from({ length: n }, () => ({}));
    const state = {
      game: 'vanguard',
      setup: { seed: 99 },
      log,
      firstPlayer: 0,
      turn: 7,
      answers: [{}, {}, {}],
      result: { winner: 1, reason: 'player 1 lost: six or more damage' },
      players: [{ damage: damage(6) }, { damage: damage(2) }],
    } as unknown as VGState;
    const s = summarizeGame(state, 3, 1);
    expect(s).toEqual({
      i: 3,
      seed: 99,
      seatOfA: 1,
      firstPlayer: 0,
      winner: 0, // seat 1 won, and deck A sat in seat 1
      reason: 'player 1 lost: six or more damage',
      turns: 7,
      answers: 3,
      decks: [
        {
          damage: 2,
          driveChecks: 2,
          damageChecks: 1,
          triggers: { critical: [1, 1, 1, 1] },
          plays: { 'TD01/001': [1, 0, 0], 'TD01/009': [0, 2, 0] },
        },
        {
          damage: 6,
          driveChecks: 0,
          damageChecks: 1,
          triggers: { heal: [0, 0, 1, 0] },
          plays: { 'TD02/013': [0, 0, 1], 'TD02/001': [1, 0, 0] },
        },
      ] satisfies [DeckGameStats, DeckGameStats],
    });
  });

  it('a seeded game: the summary agrees with its own log and final state, recounted independently', () => {
    const j = job({ seed: 1234 });
    const i = 1; // an odd game: deck A (TD01) in seat 1
    const seed = j.seed + i;
    const state = playGame<VGState>({ game: 'vanguard', format: 'cr201', decks: [TD02, TD01], seed, log: true }, [
      makeAgent('random', agentSeed(seed, 0)),
      makeAgent('random', agentSeed(seed, 1)),
    ]);
    const s = playSimGame(j, i);
    expect(s).toEqual(summarizeGame(state, i, 1)); // the worker's game is this game
    expect(s.seatOfA).toBe(1);
    expect(s.firstPlayer).toBe(state.firstPlayer);
    expect(s.turns).toBe(state.turn);
    expect(s.turns).toBeGreaterThan(1);
    expect(s.answers).toBe(state.answers.length);
    expect(s.decks[0].damage).toBe(state.players[1].damage.length);
    expect(s.decks[1].damage).toBe(state.players[0].damage.length);
    expect(s.winner).toBe(state.result!.winner === 'draw' ? 'draw' : state.result!.winner === 1 ? 0 : 1);

    const events = state.log!.map((l) => l.e as GameEvent & Record<string, unknown>);
    const of = (t: string, seat: number, pred: (e: Record<string, unknown>) => boolean = () => true) =>
      events.filter((e) => e.t === t && e.seat === seat && pred(e)).length;
    for (const [d, seat] of [
      [0, 1],
      [1, 0],
    ] as const) {
      const st = s.decks[d];
      expect(st.driveChecks).toBe(of('driveCheck', seat));
      expect(st.damageChecks).toBe(of('damageCheck', seat));
      expect(st.driveChecks).toBeGreaterThan(0);
      const sum = (xs: number[][], k: number) => xs.reduce((n, x) => n + x[k], 0);
      const trig = Object.values(st.triggers);
      expect(sum(trig, 0) + sum(trig, 2)).toBe(of('triggerCheck', seat));
      expect(sum(trig, 1) + sum(trig, 3)).toBe(of('triggerCheck', seat, (e) => e.active === true));
      // Each trigger check follows the check that revealed its card.
      const driveIds = new Set(
        events.filter((e) => e.t === 'driveCheck' && e.seat === seat).map((e) => (e.card as { id: number }).id),
      );
      expect(sum(trig, 0)).toBe(of('triggerCheck', seat, (e) => driveIds.has(e.id as number)));
      const plays = Object.values(st.plays);
      expect(sum(plays, 0)).toBe(of('ride', seat, (e) => !e.superior));
      expect(sum(plays, 1)).toBe(of('call', seat));
      expect(sum(plays, 2)).toBe(of('guard', seat));
      // Deck A only plays TD01 cards, deck B only TD02 cards.
      for (const code of Object.keys(st.plays)) expect(code.startsWith(d === 0 ? 'TD01/' : 'TD02/')).toBe(true);
    }
  });
});

describe('running a job', () => {
  let one: GameSummary[];
  let two: GameSummary[];
  const j = job({ games: 12, format: 'cr110', seed: 500 });
  beforeAll(async () => {
    [one, two] = await Promise.all([summaries(j, 1), summaries(j, 2)]);
  });

  it('one worker and two worker threads give identical summaries and byte-identical reports', () => {
    expect(two).toEqual(one);
    expect(one.map((g) => g.i)).toEqual([...Array(12).keys()]);
    expect(JSON.stringify(aggregate(reportInput(j), two))).toBe(JSON.stringify(aggregate(reportInput(j), one)));
  });

  it('progress is reported once per game, up to the total', async () => {
    const seen: number[] = [];
    await summaries(job({ games: 5, seed: 9 }), 2, (n) => seen.push(n));
    expect(seen).toEqual([1, 2, 3, 4, 5]);
  });

  it('a game that throws stops the run with the game number, on worker threads and in this thread', async () => {
    const bad = job({ games: 6, agents: ['random', 'nobody'] });
    await expect(summaries(bad, 2)).rejects.toThrow(/^game \d: unknown agent "nobody"/);
    await expect(summaries(bad, 1)).rejects.toThrow(/^game 1: unknown agent "nobody"/);
  });

  it('seats swap: deck A sits in seat 0 in even games and seat 1 in odd games; game i has seed + i', () => {
    expect(one.map((g) => g.seatOfA)).toEqual([0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1]);
    expect(one.map((g) => g.seed)).toEqual(one.map((_, i) => 500 + i));
    expect([seatOfA(0), seatOfA(1), seatOfA(7)]).toEqual([0, 1, 1]);
    const r = aggregate(reportInput(j), one);
    expect(r.perDeck.map((d) => d.seat0)).toEqual([6, 6]);
    // Who went first is the engine's random pick, reported separately from the seating.
    expect(r.perDeck[0].wentFirst + r.perDeck[1].wentFirst).toBe(12);
    expect(r.firstPlayer.seat0 + r.firstPlayer.seat1).toBe(12);
    expect(r.perDeck[0].wentFirst).toBe(one.filter((g) => g.firstPlayer === g.seatOfA).length);
  });

  it('--save-replays from worker threads: deck order follows the seat, and the replay reproduces the summary', async () => {
    const dir = join(TMP, 'replays');
    const { mkdirSync } = await import('node:fs');
    mkdirSync(dir, { recursive: true });
    const jr = job({ games: 3, seed: 77, saveReplays: dir });
    const got = await summaries(jr, 2);
    expect(readdirSync(dir).sort()).toEqual([0, 1, 2].map((i) => replayFileName(jr, i)));
    for (const g of got) {
      const rec = JSON.parse(readFileSync(join(dir, replayFileName(jr, g.i)), 'utf8'));
      expect(rec.seed).toBe(77 + g.i);
      expect(rec.decks.map((d: DeckSpec) => d.name)).toEqual(
        g.i % 2 === 0 ? ['VG-TD01', 'VG-TD02'] : ['VG-TD02', 'VG-TD01'],
      );
      expect(rec.final.turn).toBe(g.turns);
      const state = replay<VGState>(rec, { log: true });
      expect(summarizeGame(state, g.i, g.seatOfA)).toEqual(g);
    }
  });
});

describe('aggregation', () => {
  const stats = (over: Partial<DeckGameStats> = {}): DeckGameStats => ({
    damage: 0,
    driveChecks: 0,
    damageChecks: 0,
    triggers: {},
    plays: {},
    ...over,
  });
  const game = (i: number, over: Partial<GameSummary>): GameSummary => ({
    i,
    seed: 10 + i,
    seatOfA: seatOfA(i),
    firstPlayer: 0,
    winner: 0,
    reason: 'player 2 lost: six or more damage',
    turns: 10,
    answers: 100,
    decks: [stats(), stats()],
    ...over,
  });

  it('wins, draws as half, unfinished left out, first-player rate, turns, damage, triggers and plays', () => {
    const list: GameSummary[] = [
      // A (seat 0) went first and won.
      game(0, {
        firstPlayer: 0,
        winner: 0,
        turns: 8,
        decks: [
          stats({ damage: 3, driveChecks: 4, triggers: { critical: [2, 2, 0, 0] }, plays: { 'TD01/005': [1, 2, 0] } }),
          stats({ damage: 6, damageChecks: 6, triggers: { heal: [0, 0, 1, 1] } }),
        ],
      }),
      // A (seat 1) went first and drew.
      game(1, { firstPlayer: 1, winner: 'draw', reason: 'both players lost (a; b)', turns: 12 }),
      // B went first (seat 0; A is in seat 1) and won.
      game(2, {
        seatOfA: 1,
        firstPlayer: 0,
        winner: 1,
        reason: 'player 1 lost: no cards in deck',
        turns: 12,
        decks: [stats({ damage: 1, plays: { 'TD01/005': [0, 1, 3] } }), stats({ damage: 2 })],
      }),
      // Unfinished.
      game(3, { firstPlayer: 1, winner: null, reason: null, turns: 30 }),
    ];
    const r = aggregate(reportInput(job()), list);
    expect(r.games).toBe(4);
    expect(r.wins).toEqual([1, 1]);
    expect(r.draws).toBe(1);
    expect(r.unfinished).toBe(1);
    expect(r.drawsCount).toBe('half');
    const [lo, hi] = wilson(1.5, 3);
    expect(r.winRateA).toEqual({
      wins: 1.5,
      n: 3,
      rate: 0.5,
      ci95: [Math.round(lo * 1e4) / 1e4, Math.round(hi * 1e4) / 1e4],
    });
    // First player: won game 0, drew game 1 (half), won game 2 → 2.5 of 3.
    expect(r.firstPlayer.wins).toBe(2.5);
    expect(r.firstPlayer.n).toBe(3);
    expect(r.firstPlayer.rate).toBe(0.8333);
    expect([r.firstPlayer.seat0, r.firstPlayer.seat1]).toEqual([2, 2]);
    expect(r.perDeck.map((d) => d.wentFirst)).toEqual([3, 1]); // games 0, 1, 3 by A; game 2 by B
    expect(r.turns).toEqual({
      mean: 15.5,
      min: 8,
      median: 12,
      max: 30,
      histogram: [
        [8, 1],
        [12, 2],
        [30, 1],
      ],
    });
    expect(r.endReasons).toEqual({
      'six or more damage': 1,
      'both players lost (a; b)': 1,
      'no cards in deck': 1,
      unfinished: 1,
    });
    expect(Object.keys(r.endReasons)).toEqual([
      'both players lost (a; b)',
      'no cards in deck',
      'six or more damage',
      'unfinished',
    ]); // most frequent first, ties by name
    // Summaries are added in game-index order, or not at all.
    expect(() => aggregate(reportInput(job()), [list[1], list[0]])).toThrow(
      /expected the summary of game 0, got game 1/,
    );
    expect(r.perDeck[0].avgDamage).toBe(1); // (3 + 0 + 1 + 0) / 4
    expect(r.perDeck[1].avgDamage).toBe(2); // (6 + 0 + 2 + 0) / 4
    expect(r.perDeck[0].driveChecks).toBe(4);
    expect(r.perDeck[1].damageChecks).toBe(6);
    // Every trigger kind the deck holds is listed (TD01: critical, draw, stand, heal), revealed or not.
    expect(r.perDeck[0].triggers.map((t) => t.kind)).toEqual(['critical', 'draw', 'stand', 'heal']);
    expect(r.perDeck[0].triggers[0]).toEqual({
      kind: 'critical',
      drive: { revealed: 2, active: 2 },
      damage: { revealed: 0, active: 0 },
    });
    expect(r.perDeck[1].triggers.find((t) => t.kind === 'heal')).toEqual({
      kind: 'heal',
      drive: { revealed: 0, active: 0 },
      damage: { revealed: 1, active: 1 },
    });
    expect(r.perDeck[0].cards).toEqual([{ code: 'TD01/005', name: 'Blaster Blade', rides: 1, calls: 3, guards: 3 }]);
    expect(r.perDeck[1].cards).toEqual([]);
  });
});

describe('arbiter sim (command line)', () => {
  it('--agents random random is accepted; --workers 1 and --workers 2 print the same JSON but for timing', async () => {
    const args = ['sim', 'vanguard', '--games', '8', '--seed', '21', '--agents', 'random', 'random', '--json'];
    const [a, b] = await Promise.all([arbiter([...args, '--workers', '1']), arbiter([...args, '--workers', '2'])]);
    expect(a.code).toBe(0);
    expect(b.code).toBe(0);
    expect(a.err).toBe('');
    const strip = (s: string) => s.replace(/,"timing":\{[^}]*\}/, '');
    expect(strip(a.out)).toBe(strip(b.out));
    const ja = JSON.parse(a.out);
    const jb = JSON.parse(b.out);
    expect(ja.agents).toEqual(['random', 'random']);
    expect(ja.timing.workers).toBe(1);
    // 8 random games normally end in this thread before worker threads would pay for their start
    // (src/cli/sim.ts IN_THREAD_SECONDS); a very slow machine may hand the rest to the two threads.
    expect([1, 2]).toContain(jb.timing.workers);
    expect(ja.timing.gamesPerSecond).toBeGreaterThan(0);
  });

  it('bad arguments: one clear line on stderr, nothing on stdout, a non-zero exit', async () => {
    const base = ['sim', 'vanguard', '--games', '2'];
    const cases: [string[], RegExp][] = [
      [[...base, '--agents', 'random', 'grandmaster'], /^arbiter: unknown agent "grandmaster" \(known: random\b.*\)$/],
      [[...base, '--agents', 'random'], /^arbiter: --agents takes exactly two agent names, got 1$/],
      [[...base, '--decks', 'VG-TD01', 'VG-TD42'], /^arbiter: unknown deck "VG-TD42"/],
      [[...base, '--format', 'cr300'], /^arbiter: unknown format "cr300"/],
      [[...base, '--workers', '0'], /^arbiter: --workers must be from 1 to \d+, got 0$/],
      [['sim', 'vanguard', '--games', '-1'], /^arbiter: --games must be from 1 to \d+, got -1$/],
      [['sim', 'vanguard', '--games', '0'], /^arbiter: --games must be from 1 to \d+, got 0$/],
    ];
    const runs = await Promise.all(cases.map(([args]) => arbiter(args)));
    runs.forEach((r, k) => {
      expect(r.code, cases[k][0].join(' ')).not.toBe(0);
      expect(r.out).toBe('');
      expect(r.err.trimEnd().split('\n')).toHaveLength(1);
      expect(r.err.trimEnd()).toMatch(cases[k][1]);
    });
  });
});
