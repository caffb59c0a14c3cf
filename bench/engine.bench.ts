// Engine benchmark (`npm run bench`), single-threaded:
//  (a) random-vs-random games per second, a few Vanguard deck pairs × both formats and two DBS pairs,
//      event log off;
//  (b) the cost of one `clone` of a mid-game state (median, µs);
//  (c) the serialised size of that state, with and without its event log;
//  (e) ISMCTS playouts per second and time per searched decision (mcts-normal v heuristic, 2 × --seconds);
//  (d) the cost of `act` per decision (answers given as the option objects, as agents do; and
//      answers matched by value, as a replay does).
// Prints an aligned table, then one JSON line for machines. `--seconds S` sets the time per cell
// of (a) (default 3); pin to one core with `taskset -c 0 npm run bench`. Rates are given per second of
// wall time and per second of this process's CPU time: on a machine shared with other jobs the CPU
// figure is the steadier one (the process is single-threaded).
import { cpus } from 'node:os';
import { Ismcts, MCTS_LEVELS } from '../src/games/vanguard/product/search.ts';
import { agentContext, playGame } from '../src/ai/playGame.ts';
import { heuristicAgent } from '../src/games/vanguard/product/heuristic.ts';
import { randomAgent } from '../src/ai/randomAgent.ts';
import { playAsVanilla } from '../src/games/vanguard/abilities/registry.ts';
import { builtInDecks } from '../src/games/vanguard/cards/cardPool.ts';
import {
  act,
  type BaseState,
  allCatalogs,
  catalogOf,
  clone,
  type DeckSpec,
  decision,
  newGame,
  type ReplayRecord,
  replay,
  replayRecord,
  type Setup,
} from '../src/index.ts';

type VG = BaseState & { turn: number };

const secondsArg = process.argv.indexOf('--seconds');
const SECONDS = secondsArg > 0 ? Number(process.argv[secondsArg + 1]) : 3;
if (!(SECONDS > 0)) throw new Error('--seconds must be a positive number');

/** The registered game with this format (format ids differ between games). */
function gameOf(format: string): string {
  const c = allCatalogs().find((x) => x.formats.some((f) => f.id === format));
  if (!c) throw new Error(`no registered game has the format "${format}"`);
  return c.id;
}

function deck(game: string, id: string): DeckSpec {
  const d = catalogOf(game)?.deck(id);
  if (!d) throw new Error(`no ${game} deck ${id}`);
  return d.spec;
}

function setup(format: string, a: string, b: string, seed: number, log: boolean): Setup {
  const game = gameOf(format);
  return { game, format, decks: [deck(game, a), deck(game, b)], seed, log };
}

function agents(seed: number) {
  return [randomAgent(seed * 2 + 1), randomAgent(seed * 2 + 2)] as [
    ReturnType<typeof randomAgent>,
    ReturnType<typeof randomAgent>,
  ];
}

/** CPU seconds (user + system) this process used since `from`. */
function cpuSeconds(from: NodeJS.CpuUsage): number {
  const u = process.cpuUsage(from);
  return (u.user + u.system) / 1e6;
}

function median(xs: number[]): number {
  const s = xs.slice().sort((x, y) => x - y);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}

// ---------------------------------------------------------------------------------------------
// (a) games per second, and (d) act cost, measured in the same games

interface GamesRow {
  format: string;
  decks: string;
  games: number;
  seconds: number;
  gamesPerSecond: number;
  gamesPerCpuSecond: number;
  decisionsPerGame: number;
  actMicros: number;
}

function gamesPerSecond(format: string, a: string, b: string): GamesRow {
  // Warm up the JIT on this configuration.
  for (let i = 0; i < 20; i++) playGame(setup(format, a, b, 1_000_000 + i, false), agents(i));
  let games = 0;
  let decisions = 0;
  let actNanos = 0n;
  const budget = SECONDS * 1000;
  const start = performance.now();
  const cpu0 = process.cpuUsage();
  let elapsed = 0;
  while (elapsed < budget) {
    const seed = games;
    const ag = agents(seed);
    const s = newGame<VG>(setup(format, a, b, seed, false));
    for (;;) {
      const d = decision(s);
      if (!d) break;
      const answer = ag[d.seat].choose(agentContext(s, d));
      const t0 = process.hrtime.bigint();
      act(s, d.seat, answer);
      actNanos += process.hrtime.bigint() - t0;
      decisions++;
    }
    games++;
    elapsed = performance.now() - start;
  }
  return {
    format,
    decks: `${a} v ${b}`,
    games,
    seconds: elapsed / 1000,
    gamesPerSecond: games / (elapsed / 1000),
    gamesPerCpuSecond: games / cpuSeconds(cpu0),
    decisionsPerGame: decisions / games,
    actMicros: Number(actNanos) / 1000 / decisions,
  };
}

/** (d) act with answers matched by value (fresh objects, as read from a replay file). */
function actByValue(format: string): { decisions: number; micros: number } {
  const recs: ReplayRecord[] = [];
  for (let i = 0; i < 20; i++) {
    recs.push(
      JSON.parse(JSON.stringify(replayRecord(playGame(setup(format, 'VG-TD01', 'VG-TD02', i, false), agents(i))))),
    );
  }
  for (const r of recs.slice(0, 3)) replay(r, { log: false }); // warm-up
  let decisions = 0;
  const t0 = performance.now();
  for (const r of recs) {
    replay(r, { log: false });
    decisions += r.answers.length;
  }
  return { decisions, micros: ((performance.now() - t0) * 1000) / decisions };
}

// ---------------------------------------------------------------------------------------------
// (b), (c): a mid-game state

function midGame(log: boolean, turn: number): VG {
  const seed = 42;
  const ag = agents(seed);
  const s = newGame<VG>(setup('cr201', 'VG-TD01', 'VG-TD02', seed, log));
  for (;;) {
    const d = decision(s);
    if (!d) throw new Error('the benchmark game ended before the wanted turn; pick another seed');
    if (s.turn >= turn) return s;
    act(s, d.seat, ag[d.seat].choose(agentContext(s, d)));
  }
}

function cloneMicros(s: VG): number {
  const batch = 50;
  for (let i = 0; i < 2000; i++) clone(s); // warm-up
  const samples: number[] = [];
  for (let k = 0; k < 400; k++) {
    const t0 = performance.now();
    for (let i = 0; i < batch; i++) clone(s);
    samples.push(((performance.now() - t0) * 1000) / batch);
  }
  return median(samples);
}

// ---------------------------------------------------------------------------------------------

const PAIRS: [string, string][] = [
  ['VG-TD01', 'VG-TD02'],
  ['VG-TD03', 'VG-TD04'],
  ['VG-TD07', 'VG-TD10'],
];
const decksKnown = builtInDecks().length;

// Warm up the JIT on every code path before the first timed row.
const warmUntil = performance.now() + 1000;
for (let i = 0; performance.now() < warmUntil; i++) {
  playGame(setup(i % 2 ? 'cr110' : 'cr201', 'VG-TD01', 'VG-TD02', 2_000_000 + i, false), agents(i));
}

const rows: GamesRow[] = [];
for (const format of ['cr201', 'cr110']) {
  for (const [a, b] of PAIRS) {
    rows.push(gamesPerSecond(format, a, b));
    process.stderr.write('.');
  }
  // The same first pair with every card as a vanilla unit: what the ability system costs.
  playAsVanilla(true);
  const vanillaRow = gamesPerSecond(format, PAIRS[0][0], PAIRS[0][1]);
  playAsVanilla(false);
  rows.push({ ...vanillaRow, decks: `${vanillaRow.decks} (vanilla)` });
}
// The Dragon Ball Super Card Game on the same kernel.
for (const [a, b] of [
  ['DBS-SD01', 'DBS-S1-B-SSB-GOKU'],
  ['DBS-S2-G-CELL', 'DBS-S1-R-HIT'],
]) {
  rows.push(gamesPerSecond('masters', a, b));
  process.stderr.write('.');
}
process.stderr.write('\n');

const TURN = 6;
const withLog = midGame(true, TURN);
const withoutLog = midGame(false, TURN);
const bytesWith = Buffer.byteLength(JSON.stringify(withLog));
const bytesWithout = Buffer.byteLength(JSON.stringify(withoutLog));
const cloneWithout = cloneMicros(withoutLog);
const cloneWith = cloneMicros(withLog);
const byValue = { cr201: actByValue('cr201'), cr110: actByValue('cr110') };

function table(head: string[], body: string[][], right: boolean[]): string {
  const w = head.map((h, i) => Math.max(h.length, ...body.map((r) => r[i].length)));
  const line = (r: string[]) => r.map((c, i) => (right[i] ? c.padStart(w[i]) : c.padEnd(w[i]))).join('  ');
  return [line(head), line(w.map((n) => '-'.repeat(n))), ...body.map(line)].join('\n');
}

const f1 = (n: number) => n.toFixed(1);
const f2 = (n: number) => n.toFixed(2);
const cpu = cpus()[0]?.model ?? 'unknown CPU';
console.log(`Arbiter engine benchmark · ${new Date().toISOString().slice(0, 10)} · node ${process.version} · ${cpu}`);
console.log(`(${decksKnown} built-in decks; random agent v random agent; event log off; ≥ ${SECONDS} s per row)\n`);
console.log('(a) games per second, (d) act cost per decision');
console.log(
  table(
    ['format', 'decks', 'games', 'games/s', 'games/CPU-s', 'decisions/game', 'act µs/decision'],
    rows.map((r) => [
      r.format,
      r.decks,
      String(r.games),
      f1(r.gamesPerSecond),
      f1(r.gamesPerCpuSecond),
      f1(r.decisionsPerGame),
      f2(r.actMicros),
    ]),
    [false, false, true, true, true, true, true],
  ),
);
console.log(
  `    act with answers matched by value (replay of 20 games): cr201 ${f2(byValue.cr201.micros)} µs, cr110 ${f2(byValue.cr110.micros)} µs per decision`,
);
console.log(`\n(b) clone, (c) size of a mid-game state (cr201, VG-TD01 v VG-TD02, seed 42, turn ${withoutLog.turn})`);
console.log(
  table(
    ['state', 'clone µs (median)', 'JSON bytes', 'KB'],
    [
      ['without event log', f2(cloneWithout), String(bytesWithout), f1(bytesWithout / 1024)],
      [`with event log (${withLog.log?.length ?? 0} events)`, f2(cloneWith), String(bytesWith), f1(bytesWith / 1024)],
    ],
    [false, true, true, true],
  ),
);

// (e) search: mcts-normal (seat 0) against the heuristic, timing each searched decision.
function searchFigures(): {
  decisions: number;
  playouts: number;
  playoutsPerSecond: number;
  playoutsPerCpuSecond: number;
  meanMs: number;
  maxMs: number;
} {
  const search = new Ismcts(7, MCTS_LEVELS.normal);
  const heuristic = heuristicAgent();
  let decisions = 0;
  let playouts = 0;
  let ms = 0;
  let cpu = 0;
  let maxMs = 0;
  // The first searched decisions warm up the JIT on the search's code paths; they are not timed. The row
  // runs for twice `--seconds`: a searched decision takes a tenth of a second or more.
  let warmUp = 5;
  const until = performance.now() + 2 * SECONDS * 1000;
  for (let g = 0; performance.now() < until; g++) {
    const s = newGame<VG>(setup('cr201', 'VG-TD01', 'VG-TD02', 9000 + g, false));
    for (let d = decision(s); d && performance.now() < until; d = decision(s)) {
      const ctx = agentContext(s, d);
      if (d.seat === 0 && d.options.length > 1 && search.isSearched(d.prompt) && warmUp > 0) {
        warmUp--;
        act(s, d.seat, search.search(ctx));
      } else if (d.seat === 0 && d.options.length > 1 && search.isSearched(d.prompt)) {
        const t0 = performance.now();
        const cpu0 = process.cpuUsage();
        const a = search.search(ctx);
        const t = performance.now() - t0;
        cpu += cpuSeconds(cpu0);
        decisions++;
        playouts += search.last.iterations;
        ms += t;
        maxMs = Math.max(maxMs, t);
        act(s, d.seat, a);
      } else {
        act(s, d.seat, heuristic.choose(ctx));
      }
    }
  }
  return {
    decisions,
    playouts,
    playoutsPerSecond: (playouts / ms) * 1000,
    playoutsPerCpuSecond: playouts / cpu,
    meanMs: ms / decisions,
    maxMs,
  };
}
const searchRow = searchFigures();
console.log(
  `\n(e) search: mcts-normal v heuristic, cr201, ${searchRow.decisions} searched decisions: ${f1(searchRow.playoutsPerSecond)} playouts/s (${f1(searchRow.playoutsPerCpuSecond)} per CPU second), ${f1(searchRow.meanMs)} ms mean, ${f1(searchRow.maxMs)} ms max per decision`,
);

const machine = {
  bench: 'engine',
  date: new Date().toISOString(),
  node: process.version,
  cpu,
  secondsPerRow: SECONDS,
  games: rows.map((r) => ({
    format: r.format,
    decks: r.decks,
    games: r.games,
    gamesPerSecond: Math.round(r.gamesPerSecond * 10) / 10,
    gamesPerCpuSecond: Math.round(r.gamesPerCpuSecond * 10) / 10,
    decisionsPerGame: Math.round(r.decisionsPerGame * 10) / 10,
    actMicros: Math.round(r.actMicros * 100) / 100,
  })),
  actByValueMicros: {
    cr201: Math.round(byValue.cr201.micros * 100) / 100,
    cr110: Math.round(byValue.cr110.micros * 100) / 100,
  },
  search: {
    decisions: searchRow.decisions,
    playoutsPerSecond: Math.round(searchRow.playoutsPerSecond),
    playoutsPerCpuSecond: Math.round(searchRow.playoutsPerCpuSecond),
    meanMs: Math.round(searchRow.meanMs * 10) / 10,
    maxMs: Math.round(searchRow.maxMs * 10) / 10,
  },
  midGame: {
    turn: withoutLog.turn,
    cloneMicros: Math.round(cloneWithout * 100) / 100,
    cloneWithLogMicros: Math.round(cloneWith * 100) / 100,
    bytes: bytesWithout,
    bytesWithLog: bytesWith,
    events: withLog.log?.length ?? 0,
  },
};
console.log(`\n${JSON.stringify(machine)}`);
