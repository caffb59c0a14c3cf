// `arbiter sim vanguard --games N --decks A B --agents X Y [--workers W] [--seed N] [--format F]
// [--json] [--save-replays DIR] [--report FILE.html] [--queue redis://HOST:PORT [--range-size R]
// [--queue-timeout S]]`: N games of deck A (played by agent X) against
// deck B (agent Y) on W worker threads. Game i has seed (seed + i); deck A sits in seat 0 in even games
// and seat 1 in odd games. Every number printed is a function of the options, except the `timing`
// figures (and W never changes a result: summaries are merged by game index). `--report` also writes
// the report as an HTML page with charts (src/sim/reportHtml.ts). `--queue` plays the games on
// `arbiter worker`s through Redis instead of local threads (src/sim/queueRun.ts), with the same report.
// See src/sim/.
import { mkdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname } from 'node:path';
import { SingleBar } from 'cli-progress';
import { agentNames } from '../ai/registry.ts';
import { gameModule, SetupError } from '../index.ts';
import { productOf } from '../products.ts';
import type { SimJob } from '../sim/game.ts';
import { type RunInfo, runSim, SimGameError } from '../sim/pool.ts';
import { parseQueueUrl, QueueError } from '../sim/queue.ts';
import { reportHtml } from '../sim/reportHtml.ts';
import { type DeckStats, type Rate, type SimReport, Tally } from '../sim/stats.ts';
import {
  CliError,
  deckSpec,
  MAX_SEED,
  parseIntOption,
  parseSeed,
  requireDeck,
  requireFormat,
  requirePlayableGame,
} from './args.ts';

/**
 * Seconds of games played in this thread before worker threads are started (`runSim`'s `inThreadSeconds`):
 * 100 random or heuristic games take ≈ 0.8 s here, less than starting and warming two workers up.
 */
const IN_THREAD_SECONDS = 1;

export interface SimOptions {
  games: string;
  format?: string;
  decks?: string[];
  agents: string[];
  workers?: string;
  seed: string;
  json?: boolean;
  saveReplays?: string;
  report?: string;
  queue?: string;
  rangeSize?: string;
  queueTimeout?: string;
}

export interface SimTiming {
  workers: number;
  seconds: number;
  gamesPerSecond: number;
  /** Of `seconds`, how long the worker threads took to start (load their code); 0 with one worker. */
  startSeconds: number;
}

/** The `--json` object: the report, then the timing figures (the only fields that vary between runs). */
export type SimOutput = SimReport & { timing: SimTiming };

export const MAX_GAMES = 10_000_000;
export const MAX_WORKERS = 256;

/** A whole-number option; a negative number gets the range message rather than "not a number". */
function count(text: string, what: string, min: number, max: number): number {
  if (/^\s*-\d+\s*$/.test(text)) throw new CliError(`${what} must be from ${min} to ${max}, got ${text.trim()}`);
  return parseIntOption(text, what, min, max);
}

function requireAgent(name: string): string {
  const known = agentNames();
  if (!known.includes(name)) throw new CliError(`unknown agent "${name}" (known: ${known.join(', ')})`);
  return name;
}

export async function simCommand(gameArg: string, opts: SimOptions): Promise<void> {
  const catalog = requirePlayableGame(gameArg);
  const game = catalog.id;
  const format = requireFormat(catalog, opts.format);
  const games = count(opts.games, '--games', 1, MAX_GAMES);
  const seed = parseSeed(opts.seed);
  const workers =
    opts.workers === undefined ? availableParallelism() : count(opts.workers, '--workers', 1, MAX_WORKERS);
  const deckIds = opts.decks ?? catalog.defaultDecks;
  if (deckIds.length !== 2) {
    throw new CliError(`--decks takes exactly two deck ids, got ${deckIds.length}`);
  }
  if (opts.agents?.length !== 2) {
    throw new CliError(`--agents takes exactly two agent names, got ${opts.agents?.length ?? 0}`);
  }
  const agents: [string, string] = [requireAgent(opts.agents[0]), requireAgent(opts.agents[1])];
  if (seed + games - 1 > MAX_SEED) {
    throw new CliError(`--seed ${seed} with --games ${games} would need game seeds above ${MAX_SEED}`);
  }
  const queue = queueOptions(opts, games);
  const deckA = requireDeck(catalog, deckIds[0]);
  const deckB = requireDeck(catalog, deckIds[1]);
  const job: SimJob = {
    game,
    format,
    decks: [deckSpec(deckA), deckSpec(deckB)],
    agents,
    seed,
    games,
    saveReplays: opts.saveReplays,
  };
  // Check the decks against the format here, once, rather than in every worker.
  try {
    gameModule(game).validateSetup({ game, format, decks: job.decks, seed, log: true });
  } catch (err) {
    if (err instanceof SetupError) throw new CliError(err.message);
    throw err;
  }
  // A bad report path fails now, not after a long simulation.
  if (opts.report !== undefined) checkReportPath(opts.report);
  if (opts.saveReplays) {
    try {
      mkdirSync(opts.saveReplays, { recursive: true });
    } catch (err) {
      throw new CliError(`cannot create "${opts.saveReplays}": ${(err as Error).message}`);
    }
  }

  // The bar goes to stderr, and only to a terminal: stdout carries nothing but the report.
  const bar = process.stderr.isTTY
    ? new SingleBar({
        stream: process.stderr,
        format: 'simulating [{bar}] {value}/{total} games | {eta_formatted} left',
        hideCursor: true,
        clearOnComplete: true,
        etaBuffer: 200,
      })
    : null;
  const tally = new Tally({
    game,
    format,
    seed,
    decks: [
      { id: deckA.id, name: deckA.name, cards: job.decks[0].cards },
      { id: deckB.id, name: deckB.name, cards: job.decks[1].cards },
    ],
    agents,
  });
  bar?.start(games, 0);
  const started = performance.now();
  let run: RunInfo;
  try {
    run = queue
      ? await runOnQueue(job, queue, tally, bar)
      : await runSim(job, {
          workers,
          onGame: (g) => tally.add(g),
          onProgress: (done) => bar?.update(done),
          // A short run finishes in this thread before worker threads would have paid for their start.
          inThreadSeconds: IN_THREAD_SECONDS,
        });
  } catch (err) {
    if (err instanceof QueueError) throw new CliError(err.message);
    if (err instanceof SimGameError) {
      if (process.env.ARBITER_DEBUG && err.workerStack) process.stderr.write(`${err.workerStack}\n`);
      throw new Error(`${err.message} (seed ${seed + err.game})`, { cause: err });
    }
    throw err;
  } finally {
    bar?.stop();
  }
  const seconds = (performance.now() - started) / 1000;

  const report = tally.report();
  const timing: SimTiming = {
    // The threads that played: the worker threads started, or this one.
    workers: Math.max(1, run.threads),
    seconds: Math.round(seconds * 1000) / 1000,
    gamesPerSecond: Math.round((games / Math.max(seconds, 1e-9)) * 10) / 10,
    startSeconds: Math.round(run.startSeconds * 1000) / 1000,
  };
  if (opts.report !== undefined) {
    writeReport(opts.report, reportHtml(report, timing));
    process.stderr.write(`report written to ${opts.report} (open it in a browser)\n`);
  }
  if (opts.json) {
    process.stdout.write(`${JSON.stringify({ ...report, timing } satisfies SimOutput)}\n`);
    return;
  }
  const out = renderReport(report, timing);
  if (opts.saveReplays) out.push('', `Replays saved in ${opts.saveReplays}`);
  process.stdout.write(`${out.join('\n')}\n`);
}

// ---------------------------------------------------------------------------------------------
// On a queue (src/sim/queueRun.ts)

interface QueueChoice {
  url: URL;
  rangeSize?: number;
  idleSeconds: number;
}

/** The queue options, checked; none without `--queue` (and then the queue-only options are refused). */
function queueOptions(opts: SimOptions, games: number): QueueChoice | null {
  if (opts.queue === undefined) {
    if (opts.rangeSize !== undefined || opts.queueTimeout !== undefined) {
      throw new CliError('--range-size and --queue-timeout go with --queue redis://HOST:PORT');
    }
    return null;
  }
  if (opts.workers !== undefined) {
    throw new CliError('--workers counts local threads: with --queue, give each `arbiter worker` its --concurrency');
  }
  if (opts.saveReplays !== undefined) {
    throw new CliError('--save-replays writes on the machine that plays each game: not with --queue');
  }
  let url: URL;
  try {
    url = parseQueueUrl(opts.queue);
  } catch (err) {
    if (err instanceof QueueError) throw new CliError(err.message);
    throw err;
  }
  return {
    url,
    rangeSize: opts.rangeSize === undefined ? undefined : count(opts.rangeSize, '--range-size', 1, games),
    idleSeconds: opts.queueTimeout === undefined ? 120 : count(opts.queueTimeout, '--queue-timeout', 1, 86_400),
  };
}

/** Play the run on the queue's workers; Ctrl-C stops it and takes its jobs off the queue. */
async function runOnQueue(job: SimJob, q: QueueChoice, tally: Tally, bar: SingleBar | null): Promise<RunInfo> {
  const { runSimOnQueue } = await import('../sim/queueRun.ts');
  const stop = new AbortController();
  const onSignal = () => stop.abort();
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    return await runSimOnQueue(job, {
      url: q.url,
      rangeSize: q.rangeSize,
      idleSeconds: q.idleSeconds,
      onGame: (g) => tally.add(g),
      onProgress: (done) => bar?.update(done),
      log: (line) => process.stderr.write(`${line}\n`),
      signal: stop.signal,
    });
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
}

// ---------------------------------------------------------------------------------------------
// HTML report file

function fileProblem(err: unknown): string {
  const code = (err as NodeJS.ErrnoException).code;
  if (code === 'ENOENT') return 'no such directory';
  if (code === 'ENOTDIR') return 'a part of the path is not a directory';
  if (code === 'EACCES' || code === 'EPERM') return 'permission denied';
  if (code === 'EISDIR') return 'it is a directory';
  return (err as Error).message;
}

/** The report file must be a file (not a directory) in a directory that exists. */
function checkReportPath(file: string): void {
  if (file.trim() === '') throw new CliError('--report needs a file name, e.g. --report report.html');
  let dir;
  try {
    dir = statSync(dirname(file));
  } catch (err) {
    throw new CliError(`cannot write the report "${file}": ${fileProblem(err)}`);
  }
  if (!dir.isDirectory()) {
    throw new CliError(`cannot write the report "${file}": ${dirname(file)} is not a directory`);
  }
  let existing;
  try {
    existing = statSync(file);
  } catch {
    return;
  }
  if (existing.isDirectory()) throw new CliError(`cannot write the report "${file}": it is a directory`);
}

/**
 * Write the report through a temporary file beside it and a rename, so that a failure (a full disk,
 * a read-only directory) never leaves a half-written report behind, nor clobbers an older one.
 */
function writeReport(file: string, html: string): void {
  const temp = `${file}.${process.pid}.tmp`;
  try {
    writeFileSync(temp, html);
    renameSync(temp, file);
  } catch (err) {
    rmSync(temp, { force: true });
    throw new CliError(`cannot write the report "${file}": ${fileProblem(err)}`);
  }
}

// ---------------------------------------------------------------------------------------------
// Text report

type Align = 'l' | 'r';

/** Rows of cells as aligned columns, two spaces apart, indented by two. */
function table(rows: (string | number)[][], align: Align[]): string[] {
  const cells = rows.map((r) => r.map(String));
  const widths = align.map((_, c) => Math.max(...cells.map((r) => (r[c] ?? '').length)));
  return cells.map(
    (r) =>
      `  ${r
        .map((cell, c) => (align[c] === 'r' ? cell.padStart(widths[c]) : cell.padEnd(widths[c])))
        .join('  ')
        .trimEnd()}`,
  );
}

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
const ci = (r: Rate) => `${pct(r.ci95[0])}–${pct(r.ci95[1])}`;
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** Turn counts as bars; turn values are grouped so that there are at most 16 bars. */
function histogram(h: [number, number][]): string[] {
  if (h.length === 0) return [];
  const lo = h[0][0];
  const hi = h[h.length - 1][0];
  const width = Math.max(1, Math.ceil((hi - lo + 1) / 16));
  const buckets: [string, number][] = [];
  for (let start = lo; start <= hi; start += width) {
    const end = start + width - 1;
    let n = 0;
    for (const [t, c] of h) if (t >= start && t <= end) n += c;
    buckets.push([width === 1 ? `${start}` : `${start}–${end}`, n]);
  }
  const max = Math.max(...buckets.map((b) => b[1]));
  return table(
    buckets.map(([label, n]) => [label, '█'.repeat(Math.round((40 * n) / max)) || (n ? '▏' : ''), n]),
    ['r', 'l', 'r'],
  );
}

function deckLabel(d: DeckStats, which: 'A' | 'B'): string {
  return `${which} ${d.deck} ${d.name}`;
}

export function renderReport(r: SimReport, timing: SimTiming): string[] {
  const words = productOf(r.game).sim.words;
  const [a, b] = r.perDeck;
  const finished = r.games - r.unfinished;
  // Deck B's rate is the complement of deck A's, and the Wilson interval is symmetric under it.
  const w = r.winRateA;
  const rates: Rate[] = [
    w,
    { wins: finished - w.wins, n: w.n, rate: 1 - w.rate, ci95: [1 - w.ci95[1], 1 - w.ci95[0]] },
  ];
  const out: string[] = [
    `${plural(r.games, 'game')} of ${r.game} (${r.format}), seeds ${r.seed}–${r.seed + r.games - 1}; deck A sits in seat 0 in even games, seat 1 in odd games`,
    `Agents: deck A played by ${a.agent}, deck B by ${b.agent}`,
    '',
    ...table(
      [
        ['', 'agent', 'wins', 'win rate', '95% CI'],
        ...[a, b].map((d, k) => {
          return [deckLabel(d, k === 0 ? 'A' : 'B'), d.agent, d.wins, pct(rates[k].rate), ci(rates[k])];
        }),
      ],
      ['l', 'l', 'r', 'r', 'r'],
    ),
    `  draws ${r.draws}, unfinished ${r.unfinished}; win rates (Wilson score interval) count a draw as half a win and leave out unfinished games (n = ${finished})`,
    '',
    `First player (the engine picks who goes first at random, ${words.firstPlayerRule(r.format)})`,
    `  went first: A ${plural(a.wentFirst, 'game')}, B ${plural(b.wentFirst, 'game')} (seat 0: ${r.firstPlayer.seat0}, seat 1: ${r.firstPlayer.seat1})`,
    `  the player who went first won ${pct(r.firstPlayer.rate)} (95% CI ${ci(r.firstPlayer)}) of ${plural(finished, 'finished game')}`,
    '',
    `Game length in turns: mean ${r.turns.mean.toFixed(2)}, median ${r.turns.median}, min ${r.turns.min}, max ${r.turns.max}`,
    ...histogram(r.turns.histogram),
    `  ended by: ${Object.entries(r.endReasons)
      .sort((x, y) => y[1] - x[1])
      .map(([why, n]) => `${why} ${n}`)
      .join(', ')}`,
    '',
    'Per deck',
    ...table(
      [['', 'A', 'B'], [words.damage, a.avgDamage.toFixed(2), b.avgDamage.toFixed(2)], ...words.deckRows(a, b)],
      ['l', 'r', 'r'],
    ),
  ];
  if (words.triggerHeading) out.push(...triggerTable(words.triggerHeading, a, b));
  const columns = words.playKinds;
  for (const [k, d] of [a, b].entries()) {
    out.push(
      '',
      `Cards played by ${deckLabel(d, k === 0 ? 'A' : 'B')} (totals over ${plural(r.games, 'game')}${words.playNote})`,
      ...table(
        [
          ['card', 'code', ...columns, 'per game'],
          ...d.cards.map((c) => {
            const counts = [c.rides, c.calls, c.guards].slice(0, columns.length);
            return [c.name, c.code, ...counts, (counts.reduce((x, y) => x + y, 0) / r.games).toFixed(2)];
          }),
        ],
        ['l', 'l', ...columns.map((): Align => 'r'), 'r'],
      ),
    );
  }
  out.push(
    '',
    `${timing.gamesPerSecond} games/second (${plural(timing.workers, 'worker')}, ${timing.seconds.toFixed(2)} s)`,
  );
  return out;
}

function triggerTable(heading: string, a: DeckStats, b: DeckStats): string[] {
  return [
    '',
    heading,
    ...table(
      [
        ['', 'trigger', 'drive checks', 'active', 'damage checks', 'active'],
        ...[a, b].flatMap((d, k) =>
          d.triggers.map((t, j) => [
            j === 0 ? (k === 0 ? 'A' : 'B') : '',
            t.kind,
            t.drive.revealed,
            t.drive.active,
            t.damage.revealed,
            t.damage.active,
          ]),
        ),
      ],
      ['l', 'l', 'r', 'r', 'r', 'r'],
    ),
  ];
}
