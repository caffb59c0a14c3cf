// The per-game function of the simulator: game i of a job is a pure function of (job, i). Its seed
// is `job.seed + i`; each seat's agent seed comes from that game seed (`agentSeed`, the same as in
// `arbiter play`); deck A with agent X sits in seat 0 when i is even and in seat 1 when i is odd.
// Worker threads, the in-process runner and (one day) remote workers all call `playSimGame`.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { playGame } from '../ai/playGame.ts';
import { makeAgent } from '../ai/registry.ts';
import { agentSeed, stateHash } from '../cli/args.ts';
import { type BaseState, type DeckSpec, observeGame, replayRecord, type Seat } from '../index.ts';
import { GameTally, type GameSummary, summarizeGame } from './summary.ts';

/** Everything a worker needs to play any game of a run: plain data, so it crosses thread boundaries. */
export interface SimJob {
  game: string;
  format: string;
  /** Deck A, deck B. */
  decks: [DeckSpec, DeckSpec];
  /** Agent names (see `src/ai/registry.ts`): X plays deck A, Y plays deck B. */
  agents: [string, string];
  /** Game i uses seed `seed + i`. */
  seed: number;
  games: number;
  /**
   * Keep each game's whole event log while playing. Default false: the statistics are counted from the
   * events as the rules emit them (`observeGame`), which the log would only slow down.
   */
  log?: boolean;
  /** Write one replay file per game into this directory (it must exist). */
  saveReplays?: string;
}

export function gameSeed(job: Pick<SimJob, 'seed'>, i: number): number {
  return job.seed + i;
}

/** The seat deck A sits in for game i: seat 0 in even games, seat 1 in odd games. */
export function seatOfA(i: number): Seat {
  return i % 2 === 0 ? 0 : 1;
}

/** The replay file name of game i (1-based number, zero-padded to the width of the game count). */
export function replayFileName(job: Pick<SimJob, 'seed' | 'games'>, i: number): string {
  const width = String(job.games).length;
  return `game-${String(i + 1).padStart(width, '0')}-seed${gameSeed(job, i)}.json`;
}

/** A state that hashes like the one `replay(rec, { log: false })` rebuilds: no log, `setup.log` false. */
function withoutLog(state: BaseState): BaseState {
  return { ...state, setup: { ...state.setup, log: false }, log: null };
}

export function playSimGame(job: SimJob, i: number): GameSummary {
  const seed = gameSeed(job, i);
  const a = seatOfA(i);
  const [deckA, deckB] = job.decks;
  const [agentX, agentY] = job.agents;
  const decks: [DeckSpec, DeckSpec] = a === 0 ? [deckA, deckB] : [deckB, deckA];
  const names = a === 0 ? [agentX, agentY] : [agentY, agentX];
  const agents = [makeAgent(names[0], agentSeed(seed, 0)), makeAgent(names[1], agentSeed(seed, 1))] as const;
  const tally = new GameTally(job.game, a);
  const state = observeGame(tally.observe, () =>
    playGame<BaseState & { turn: number }>(
      // Key order matters for the final-state hash: it matches what replay() builds.
      { game: job.game, format: job.format, decks, seed, log: job.log ?? false },
      [agents[0], agents[1]],
    ),
  );
  if (job.saveReplays) {
    const final = { hash: stateHash(withoutLog(state)), result: state.result, turn: state.turn };
    writeFileSync(
      join(job.saveReplays, replayFileName(job, i)),
      `${JSON.stringify({ ...replayRecord(state), final })}\n`,
    );
  }
  return summarizeGame(state, i, a, tally);
}
