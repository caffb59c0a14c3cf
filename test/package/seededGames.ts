// The consumer program of the packed-library test (library.test.ts): one seeded game of each game, heuristic
// against random, through the public API only. The test runs it here against the sources and copies it into
// a fresh project where the import below names the installed package, 'arbiter'; both must print the same.
import {
  catalogOf,
  type DeckSpec,
  type GameResult,
  makeAgent,
  playGame,
  replay,
  replayRecord,
  result,
} from '../../src/index.ts';

export interface SeededGame {
  game: string;
  format: string;
  result: GameResult | null;
  decisions: number;
  /** The replay record's answers, as JSON: the whole game, move by move. */
  answers: string;
  /** `replay` of the record ends in the same result. */
  replayed: GameResult | null;
}

const MATCHES = [
  ['vanguard', 'VG-TD01', 'VG-TD02'],
  ['dbs', 'DBS-SD01', 'DBS-S1-B-SSB-GOKU'],
] as const;

export function seededGames(seed = 42): SeededGame[] {
  return MATCHES.map(([game, a, b]) => {
    const catalog = catalogOf(game)!;
    const decks: [DeckSpec, DeckSpec] = [catalog.deck(a)!.spec, catalog.deck(b)!.spec];
    const setup = { game, format: catalog.defaultFormat, decks, seed };
    const state = playGame(setup, [makeAgent('heuristic', seed), makeAgent('random', seed + 1)]);
    const record = replayRecord(state);
    return {
      game,
      format: setup.format,
      result: result(state),
      decisions: record.answers.length,
      answers: JSON.stringify(record.answers),
      replayed: result(replay(record)),
    };
  });
}
