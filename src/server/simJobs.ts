// Simulation jobs for the browser's Simulate screen (POST /api/sim, GET /api/sim/:id): the same games and
// report as `arbiter sim`, run by the match server. One job runs at a time, on its own thread
// (simWorker.ts) so the rooms never wait for it; later jobs queue. Finished jobs stay in memory for their clients (the
// last `keep` of them); nothing goes to the database.
//
// Limits come from the environment unless the server options set them: ARBITER_SIM_WORKERS (game-playing
// threads per job, default 1), ARBITER_SIM_MAX_GAMES (default 2000) and ARBITER_SIM_MAX_SEARCH_GAMES
// (default 20): a search agent (mcts-*) thinks for seconds a game, so a job with one is capped lower;
// ARBITER_SIM_MAX_QUEUED (default 20) jobs may wait in all, ARBITER_SIM_PER_IP (default 2) from one address.
import { Worker } from 'node:worker_threads';
import { agentNames } from '../ai/registry.ts';
import { gameModule, SetupError } from '../index.ts';
import type { SimJob } from '../sim/game.ts';
import type { ReportInput } from '../sim/stats.ts';
import type { DeckListProblem } from '../games/catalog.ts';
import { requireFormat, requireGame, resolveDeck } from './catalog.ts';
import type { SimRequest, SimStatus } from './protocol.ts';
import { newGameId, newSeed } from './secrets.ts';
import type { SimThreadData, SimThreadMessage } from './simWorker.ts';

export interface SimLimits {
  /** Threads that play a job's games (default ARBITER_SIM_WORKERS or 1). */
  workers: number;
  /** Most games in one job (default ARBITER_SIM_MAX_GAMES or 2000). */
  maxGames: number;
  /** Most games in a job where either agent is a search agent (default ARBITER_SIM_MAX_SEARCH_GAMES or 20). */
  maxSearchGames: number;
  /** Finished jobs kept for their clients (default 20); the oldest go first. */
  keep: number;
  /** Jobs that may wait behind the running one before new ones are refused (default ARBITER_SIM_MAX_QUEUED or 20). */
  maxQueued: number;
  /** Jobs one address may have queued or running (default ARBITER_SIM_PER_IP or 2; 0 = no limit). */
  perIp: number;
}

const SEARCH_AGENT = /^mcts-/;
const MAX_SEED = 0xffffffff;

/**
 * The simulation thread's module: compiled, the thread runs simWorker.js itself; from the TypeScript sources
 * (tsx, vitest) it starts from simWorkerEntry.mjs, which registers tsx first (Node 20 does not pass a loader on).
 */
const SIM_THREAD_URL = new URL(
  import.meta.url.endsWith('.ts') ? './simWorkerEntry.mjs' : './simWorker.js',
  import.meta.url,
);

function envCount(name: string, fallback: number, min: number): number {
  const text = process.env[name];
  if (text === undefined || text === '') return fallback;
  const n = Number(text);
  if (!Number.isInteger(n) || n < min)
    throw new Error(`${name} must be a whole number of at least ${min}, got "${text}"`);
  return n;
}

export function simLimits(given: Partial<SimLimits> = {}): SimLimits {
  return {
    workers: given.workers ?? envCount('ARBITER_SIM_WORKERS', 1, 1),
    maxGames: given.maxGames ?? envCount('ARBITER_SIM_MAX_GAMES', 2000, 1),
    maxSearchGames: given.maxSearchGames ?? envCount('ARBITER_SIM_MAX_SEARCH_GAMES', 20, 1),
    keep: given.keep ?? 20,
    maxQueued: given.maxQueued ?? envCount('ARBITER_SIM_MAX_QUEUED', 20, 0),
    perIp: given.perIp ?? envCount('ARBITER_SIM_PER_IP', 2, 0),
  };
}

/** A request the server will not run: the HTTP status, an error code and a message for the person. */
export class SimRefused extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly errors: DeckListProblem[] = [],
  ) {
    super(message);
  }
}

interface Job {
  id: string;
  state: SimStatus['state'];
  data: SimThreadData;
  /** The address that asked for it (for the per-address limit). */
  ip: string | null;
  done: number;
  report?: SimStatus['report'];
  timing?: SimStatus['timing'];
  error?: string;
}

export class SimJobs {
  private readonly jobs = new Map<string, Job>();
  private readonly queue: Job[] = [];
  /** Finished jobs, oldest first. */
  private readonly finished: Job[] = [];
  private running: { job: Job; thread: Worker } | null = null;
  private closed = false;

  constructor(
    readonly limits: SimLimits,
    private readonly log: (m: string) => void,
  ) {}

  /** Check a request and queue it; throws SimRefused (and queues nothing) when it cannot run. */
  submit(req: SimRequest, ip: string | null = null): { id: string } {
    if (this.closed) throw new SimRefused(503, 'shutting-down', 'the server is shutting down');
    const catalog = requireGame(req.game);
    if (typeof catalog === 'string') throw new SimRefused(400, 'unknown-game', catalog);
    const format = requireFormat(catalog, req.format);
    if (typeof format !== 'string') throw new SimRefused(400, 'unknown-format', format.error);
    const known = agentNames();
    for (const agent of req.agents) {
      if (!known.includes(agent)) {
        throw new SimRefused(400, 'unknown-agent', `unknown agent "${agent}" (known: ${known.join(', ')})`);
      }
    }
    const searching = req.agents.some((a) => SEARCH_AGENT.test(a));
    const max = searching ? Math.min(this.limits.maxSearchGames, this.limits.maxGames) : this.limits.maxGames;
    if (req.games > max) {
      const why = searching
        ? `a search agent (mcts-*) takes seconds a game, so this server runs at most ${max} games with one`
        : `this server runs at most ${max} games a job`;
      throw new SimRefused(400, 'too-many-games', `${req.games} games is too many: ${why} (arbiter sim has no limit)`);
    }
    // A random seed leaves room for the job's last game seed (seed + games - 1) under MAX_SEED.
    const seed = req.seed ?? newSeed() % (MAX_SEED - req.games + 2);
    if (seed + req.games - 1 > MAX_SEED) {
      throw new SimRefused(
        400,
        'bad-seed',
        `seed ${seed} with ${req.games} games would need game seeds above ${MAX_SEED}`,
      );
    }
    const decks = ([0, 1] as const).map((k) => {
      const which = k === 0 ? 'A' : 'B';
      const r = resolveDeck(catalog, req.decks[k], format);
      if (!r.ok) throw new SimRefused(400, 'bad-deck', `deck ${which}: ${r.message}`, r.errors);
      const builtIn = typeof req.decks[k] === 'string' ? catalog.deck(req.decks[k]) : undefined;
      // Two pasted lists must still be told apart in the report and its charts.
      return {
        id: builtIn?.id ?? `pasted ${which}`,
        name: builtIn?.name ?? 'pasted deck list',
        cards: r.deck.cards,
      };
    }) as ReportInput['decks'];
    const agents: [string, string] = [req.agents[0], req.agents[1]];
    const job: SimJob = {
      game: catalog.id,
      format,
      decks: [
        { name: decks[0].id, cards: decks[0].cards },
        { name: decks[1].id, cards: decks[1].cards },
      ],
      agents,
      seed,
      games: req.games,
    };
    // The CLI checks the setup once before any game; so do we, so a bad job is a 400 rather than a failure.
    try {
      gameModule(job.game).validateSetup({ game: job.game, format, decks: job.decks, seed, log: true });
    } catch (err) {
      if (err instanceof SetupError) throw new SimRefused(400, 'bad-deck', err.message);
      throw err;
    }
    if (ip !== null && this.limits.perIp) {
      const mine = this.queue.filter((j) => j.ip === ip).length + (this.running && this.running.job.ip === ip ? 1 : 0);
      if (mine >= this.limits.perIp) {
        throw new SimRefused(
          429,
          'sim-busy',
          `this address has ${mine} simulation${mine === 1 ? '' : 's'} queued or running; wait for ${mine === 1 ? 'it' : 'them'} to finish`,
        );
      }
    }
    if (this.queue.length >= this.limits.maxQueued) {
      throw new SimRefused(503, 'sim-busy', `${this.queue.length} simulations are waiting already; try again later`);
    }
    const entry: Job = {
      id: newGameId(),
      state: 'queued',
      data: { job, input: { game: job.game, format, seed, decks, agents }, workers: this.limits.workers },
      ip,
      done: 0,
    };
    this.jobs.set(entry.id, entry);
    this.queue.push(entry);
    this.next();
    return { id: entry.id };
  }

  status(id: string): SimStatus | undefined {
    const job = this.jobs.get(id);
    if (!job) return undefined;
    const out: SimStatus = { id, state: job.state, done: job.done, total: job.data.job.games };
    if (job.state === 'queued') out.position = this.queue.indexOf(job) + 1;
    if (job.report) out.report = job.report;
    if (job.timing) out.timing = job.timing;
    if (job.error) out.error = job.error;
    return out;
  }

  /** Stop the running job and forget the queue. */
  async close(): Promise<void> {
    this.closed = true;
    this.queue.length = 0;
    const r = this.running;
    this.running = null;
    if (r) await r.thread.terminate();
  }

  private next(): void {
    if (this.running || this.closed) return;
    const job = this.queue.shift();
    if (!job) return;
    job.state = 'running';
    const thread = new Worker(SIM_THREAD_URL, { workerData: job.data });
    thread.unref();
    this.running = { job, thread };
    let settled = false;
    const settle = (update: Partial<Job>) => {
      if (settled) return;
      settled = true;
      Object.assign(job, update);
      if (this.running?.job === job) this.running = null;
      this.finished.push(job);
      while (this.finished.length > this.limits.keep) this.jobs.delete(this.finished.shift()!.id);
      this.next();
    };
    thread.on('message', (m: SimThreadMessage) => {
      if (m.t === 'progress') job.done = m.done;
      else if (m.t === 'done') {
        const { games } = job.data.job;
        const timing = {
          workers: Math.min(job.data.workers, games),
          seconds: Math.round(m.seconds * 1000) / 1000,
          gamesPerSecond: Math.round((games / Math.max(m.seconds, 1e-9)) * 10) / 10,
        };
        settle({ state: 'done', done: games, report: m.report, timing });
      } else {
        this.log(`simulation ${job.id} failed: ${m.message}`);
        settle({ state: 'failed', error: m.message });
      }
    });
    thread.on('error', (err) => {
      this.log(`simulation ${job.id} failed: ${err.stack}`);
      settle({ state: 'failed', error: `the simulation stopped: ${err.message}` });
    });
    thread.on('exit', () => {
      if (!this.closed) settle({ state: 'failed', error: 'the simulation stopped before it finished' });
    });
  }
}
