// Simulator against engine (`npm run bench:sim`), one process, single-threaded: the same random-v-random
// games (same decks, seeds, seats and agents as `arbiter sim` game i) played three ways, in alternating
// rounds so that a busy machine slows each way alike:
//   engine    `playGame` with the event log off, nothing else (what `npm run bench` measures);
//   sim       `playSimGame`: the same game observed by the statistics' tally, then summarized (the simulator now);
//   sim+log   the previous simulator: the game played with its whole event log, summarized from the log.
// Prints games per CPU second of this process for each, and sim / engine; then one JSON line.
// `--seconds S` is the CPU time per way and per row (default 3).
import { makeAgent } from '../src/ai/registry.ts';
import { playGame } from '../src/ai/playGame.ts';
import { agentSeed } from '../src/cli/args.ts';
import { catalogOf, type DeckSpec } from '../src/index.ts';
import { playSimGame, type SimJob, seatOfA } from '../src/sim/game.ts';
import { summarizeGame } from '../src/sim/summary.ts';

const secondsArg = process.argv.indexOf('--seconds');
const SECONDS = secondsArg > 0 ? Number(process.argv[secondsArg + 1]) : 3;
if (!(SECONDS > 0)) throw new Error('--seconds must be a positive number');

function deck(game: string, id: string): DeckSpec {
  const d = catalogOf(game)?.deck(id);
  if (!d) throw new Error(`no ${game} deck ${id}`);
  return d.spec;
}

function job(game: string, format: string, a: string, b: string): SimJob {
  return { game, format, decks: [deck(game, a), deck(game, b)], agents: ['random', 'random'], seed: 1, games: 1e9 };
}

/** Game i of `j` exactly as the simulator plays it, with or without the event log, and nothing else. */
function engineGame(j: SimJob, i: number, log: boolean) {
  const seed = j.seed + i;
  const a = seatOfA(i);
  const decks: [DeckSpec, DeckSpec] = a === 0 ? [j.decks[0], j.decks[1]] : [j.decks[1], j.decks[0]];
  return playGame({ game: j.game, format: j.format, decks, seed, log }, [
    makeAgent('random', agentSeed(seed, 0)),
    makeAgent('random', agentSeed(seed, 1)),
  ]);
}

const WAYS = {
  engine: (j: SimJob, i: number) => void engineGame(j, i, false),
  sim: (j: SimJob, i: number) => void playSimGame(j, i),
  'sim+log': (j: SimJob, i: number) => void summarizeGame(engineGame(j, i, true), i, seatOfA(i)),
} as const;
type Way = keyof typeof WAYS;

const cpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
};

const ROWS: [string, SimJob][] = [
  ['vanguard cr201 VG-TD01 v VG-TD02', job('vanguard', 'cr201', 'VG-TD01', 'VG-TD02')],
  ['vanguard cr110 VG-TD01 v VG-TD02', job('vanguard', 'cr110', 'VG-TD01', 'VG-TD02')],
  ['dbs masters DBS-SD01 v DBS-S1-R-HIT', job('dbs', 'masters', 'DBS-SD01', 'DBS-S1-R-HIT')],
];

const results: { row: string; rates: Record<Way, number>; ratio: number }[] = [];
for (const [row, j] of ROWS) {
  // Warm up the JIT on this row's code first.
  for (let i = 0; i < 30; i++) for (const w of Object.keys(WAYS) as Way[]) WAYS[w](j, i);
  const spent: Record<Way, number> = { engine: 0, sim: 0, 'sim+log': 0 };
  const games: Record<Way, number> = { engine: 0, sim: 0, 'sim+log': 0 };
  // Rounds of 20 games each way, the same games for every way, until each way has had its CPU time.
  let next = 1000;
  while (Math.min(...Object.values(spent)) < SECONDS) {
    for (const w of Object.keys(WAYS) as Way[]) {
      const t0 = cpu();
      for (let i = next; i < next + 20; i++) WAYS[w](j, i);
      spent[w] += cpu() - t0;
      games[w] += 20;
    }
    next += 20;
  }
  const rates = {
    engine: games.engine / spent.engine,
    sim: games.sim / spent.sim,
    'sim+log': games['sim+log'] / spent['sim+log'],
  };
  results.push({ row, rates, ratio: rates.sim / rates.engine });
}

const w = Math.max(...results.map((r) => r.row.length));
const lines = [
  `simulator v engine · node ${process.version} · ${SECONDS} CPU s per way per row · games per CPU second`,
  `${'row'.padEnd(w)}   engine      sim  sim+log  sim/engine  (sim+log)/engine`,
  ...results.map(
    (r) =>
      `${r.row.padEnd(w)}  ${r.rates.engine.toFixed(0).padStart(7)}  ${r.rates.sim.toFixed(0).padStart(7)}  ` +
      `${r.rates['sim+log'].toFixed(0).padStart(7)}  ${(r.ratio * 100).toFixed(1).padStart(9)} %` +
      `  ${((r.rates['sim+log'] / r.rates.engine) * 100).toFixed(1).padStart(14)} %`,
  ),
];
process.stdout.write(`${lines.join('\n')}\n`);
process.stdout.write(`${JSON.stringify({ bench: 'sim', node: process.version, seconds: SECONDS, results })}\n`);
