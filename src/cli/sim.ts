// `arbiter sim vanguard`: random agent against random agent, N games.
// Game i uses game seed (seed + i) and agent seeds derived from it (args.agentSeed); deck A sits in
// seat 0 for even i and seat 1 for odd i, and wins are reported per deck. Everything printed is a
// function of the options except the games-per-second figure.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SingleBar } from 'cli-progress';
import { playGame } from '../ai/playGame.ts';
import { randomAgent } from '../ai/randomAgent.ts';
import { type BaseState, type DeckSpec, replayRecord, SetupError } from '../index.ts';
import {
  agentSeed,
  CliError,
  deckSpec,
  MAX_SEED,
  parseIntOption,
  parseSeed,
  requireDeck,
  requireFormat,
  requireGame,
  stateHash,
} from './args.ts';

export interface SimOptions {
  games: string;
  format: string;
  decks: string[];
  seed: string;
  json?: boolean;
  saveReplays?: string;
}

export interface SimSummary {
  games: number;
  decks: [string, string];
  format: string;
  seed: number;
  wins: [number, number];
  draws: number;
  unfinished: number;
  avgTurns: number;
  gamesPerSecond: number;
}

export const MAX_GAMES = 10_000_000;

export function simCommand(gameArg: string, opts: SimOptions): void {
  const game = requireGame(gameArg);
  const format = requireFormat(opts.format);
  const games = parseIntOption(opts.games, '--games', 1, MAX_GAMES);
  const seed = parseSeed(opts.seed);
  if (opts.decks?.length !== 2) {
    throw new CliError(`--decks takes exactly two deck ids, got ${opts.decks?.length ?? 0}`);
  }
  if (seed + games - 1 > MAX_SEED) {
    throw new CliError(`--seed ${seed} with --games ${games} would need game seeds above ${MAX_SEED}`);
  }
  const deckA = requireDeck(opts.decks[0]);
  const deckB = requireDeck(opts.decks[1]);
  const specA = deckSpec(deckA);
  const specB = deckSpec(deckB);
  if (opts.saveReplays) {
    try {
      mkdirSync(opts.saveReplays, { recursive: true });
    } catch (err) {
      throw new CliError(`cannot create "${opts.saveReplays}": ${(err as Error).message}`);
    }
  }

  const bar =
    !opts.json && process.stderr.isTTY
      ? new SingleBar({
          stream: process.stderr,
          format: 'simulating [{bar}] {value}/{total} games | {eta_formatted} left',
          hideCursor: true,
          clearOnComplete: true,
        })
      : null;
  bar?.start(games, 0);

  const wins: [number, number] = [0, 0];
  let draws = 0;
  let unfinished = 0;
  let turns = 0;
  const width = String(games).length;
  const started = performance.now();
  for (let i = 0; i < games; i++) {
    const gameSeed = seed + i;
    const seatOfA = i % 2 === 0 ? 0 : 1;
    const decks: [DeckSpec, DeckSpec] = seatOfA === 0 ? [specA, specB] : [specB, specA];
    let state: BaseState & { turn?: number };
    try {
      state = playGame(
        // Key order matters for the final-state hash: it matches what replay() builds.
        { game, format: format.id, decks, seed: gameSeed, log: false },
        [randomAgent(agentSeed(gameSeed, 0)), randomAgent(agentSeed(gameSeed, 1))],
      );
    } catch (err) {
      bar?.stop();
      if (err instanceof SetupError) throw new CliError(err.message);
      throw err;
    }
    const r = state.result;
    if (!r) unfinished++;
    else if (r.winner === 'draw') draws++;
    else wins[r.winner === seatOfA ? 0 : 1]++;
    turns += state.turn ?? 0;
    if (opts.saveReplays) {
      const final = { hash: stateHash(state), result: r, turn: state.turn ?? 0 };
      const file = join(opts.saveReplays, `game-${String(i + 1).padStart(width, '0')}-seed${gameSeed}.json`);
      writeFileSync(file, `${JSON.stringify({ ...replayRecord(state), final })}\n`);
    }
    bar?.update(i + 1);
  }
  const seconds = (performance.now() - started) / 1000;
  bar?.stop();

  const summary: SimSummary = {
    games,
    decks: [deckA.id, deckB.id],
    format: format.id,
    seed,
    wins,
    draws,
    unfinished,
    avgTurns: Math.round((turns / games) * 100) / 100,
    gamesPerSecond: Math.round((games / Math.max(seconds, 1e-9)) * 10) / 10,
  };
  if (opts.json) {
    process.stdout.write(`${JSON.stringify(summary)}\n`);
    return;
  }
  const pct = (n: number) => `${((100 * n) / games).toFixed(1)}%`;
  const names = [deckA, deckB].map((d) => `${d.id} ${d.name}`);
  const nameWidth = Math.max(...names.map((n) => n.length));
  const out: string[] = [
    `${games} game${games === 1 ? '' : 's'} of ${game} (${format.id}), random agent against random agent, seeds ${seed}–${seed + games - 1}`,
    `  ${names[0].padEnd(nameWidth)}  ${String(wins[0]).padStart(width)} wins  ${pct(wins[0])}`,
    `  ${names[1].padEnd(nameWidth)}  ${String(wins[1]).padStart(width)} wins  ${pct(wins[1])}`,
    `  draws ${draws}, unfinished ${unfinished}, average turns ${summary.avgTurns.toFixed(2)}`,
    `  ${summary.gamesPerSecond} games/second`,
  ];
  if (opts.saveReplays) out.push(`  replays saved in ${opts.saveReplays}`);
  process.stdout.write(`${out.join('\n')}\n`);
}
