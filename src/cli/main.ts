// The `arbiter` command line (commander): play, sim, worker, replay, decks, deck check, cards, card.
// A user-facing failure is a CliError: one line on stderr and a non-zero exit code, never a stack trace.
import { Command } from 'commander';
import { BUILT_IN_AGENTS } from '../ai/agentNames.ts';
import { ENGINE_VERSION } from '../core/engine.ts';
import { CliError } from './cliError.ts';

function report(err: unknown): void {
  if (err instanceof CliError) {
    process.stderr.write(`arbiter: ${err.message}\n`);
    process.exitCode = err.code;
    return;
  }
  const e = err as Error;
  process.stderr.write(`arbiter: internal error: ${e?.message ?? String(err)}\n`);
  if (process.env.ARBITER_DEBUG) process.stderr.write(`${e?.stack ?? ''}\n`);
  else process.stderr.write('(set ARBITER_DEBUG=1 to see where)\n');
  process.exitCode = 3;
}

/** Run an action, turning its errors into a message and an exit code. */
function guarded<A extends unknown[]>(fn: (...args: A) => void | Promise<void>): (...args: A) => Promise<void> {
  return async (...args: A) => {
    try {
      await fn(...args);
    } catch (err) {
      report(err);
    }
  };
}

export function buildProgram(): Command {
  const program = new Command()
    .name('arbiter')
    .description(
      'Rules-exact engine for Cardfight!! Vanguard and the Dragon Ball Super Card Game: play, simulate, replay, check decks.',
    )
    .version(ENGINE_VERSION)
    .showHelpAfterError();

  program
    .command('play')
    .description('play seat 0 in the terminal against an AI agent')
    .argument('<game>', 'the game (vanguard or dbs)')
    .option('--format <id>', "rules format (vanguard: cr201, cr110 or d; dbs: masters …; default: the game's first)")
    .option('--deck <id>', 'your deck (see "arbiter decks GAME"; default VG-TD01 / DBS-SD01)')
    .option('--opponent-deck <id>', "the opponent's deck (default VG-TD02 / DBS-S1-B-SSB-GOKU)")
    .option('--opponent <name>', `the opponent agent (known: ${BUILT_IN_AGENTS.join(', ')}; default heuristic)`)
    .option('--seed <n>', 'game seed (default: random, printed)')
    .option('--save-replay [file]', 'save the replay at the end (default file: replays/<game>-<format>-seed<N>.json)')
    .action(guarded(async (game: string, opts) => (await import('./play.ts')).playCommand(game, opts)));

  program
    .command('sim')
    .description('simulate games between two decks played by two agents, on worker threads')
    .argument('<game>', 'the game (vanguard or dbs)')
    .option('--games <n>', 'number of games', '100')
    .option('--decks <ids...>', "the two decks, A and B (default: the game's two default decks)")
    // The heuristic by default, as in the browser's simulator: random agents play long deck-out games that can
    // rank two decks the other way round.
    .option('--agents <names...>', `the agents playing deck A and deck B (known: ${BUILT_IN_AGENTS.join(', ')})`, [
      'heuristic',
      'heuristic',
    ])
    .option('--workers <n>', 'worker threads (default: the number of CPUs)')
    .option('--seed <n>', 'first game seed; game i uses seed + i', '0')
    .option('--format <id>', "rules format (default: the game's default)")
    .option('--json', 'print one JSON object')
    .option('--save-replays <dir>', 'write one replay file per game into this directory')
    .option('--report <file>', 'also write an HTML report with charts to this file (open it in a browser)')
    .option(
      '--queue <url>',
      'play on `arbiter worker`s through this Redis (redis://HOST:PORT) instead of local threads',
    )
    .option('--range-size <n>', 'with --queue: games per queue job (default: 1/32 of the games, at most 200)')
    .option(
      '--queue-timeout <s>',
      'with --queue: fail when no worker has reported a game for this many seconds (default 120)',
    )
    .action(guarded(async (game: string, opts) => (await import('./sim.ts')).simCommand(game, opts)));

  program
    .command('worker')
    .description('play the games of `arbiter sim --queue` runs on this machine, until stopped (Ctrl-C)')
    .option('--queue <url>', 'the Redis the simulations use (redis://HOST:PORT)')
    .option('--concurrency <n>', 'games played at once, each range on a thread (default: the number of CPUs)')
    .option('--lock-seconds <s>', "how long a killed worker's range waits before another worker takes it", '30')
    .action(guarded(async (opts) => (await import('./worker.ts')).workerCommand(opts)));

  program
    .command('replay')
    .description('re-run a saved replay file')
    .argument('<file>', 'the replay file')
    .option('--verify', "fail unless the final state matches the file's final.hash")
    .action(guarded(async (file: string, opts) => (await import('./replayCommand.ts')).replayCommand(file, opts)));

  program
    .command('decks')
    .description('list the built-in decks')
    .argument('<game>', 'the game (vanguard or dbs)')
    .option('--format <id>', 'only the decks this format offers (Vanguard: cr201, cr110, d)')
    .action(
      guarded(async (game: string, o: { format?: string }) =>
        (await import('./decks.ts')).decksCommand(game, o.format),
      ),
    );

  const deck = program.command('deck').description('deck lists');
  deck
    .command('check')
    .description('check a text deck list ("4 Blaster Blade" or "4 TD01/005" per line); - reads stdin')
    .argument('<file>', 'the deck list file, or - for stdin')
    .option('--game <id>', 'the game (vanguard or dbs; default: the first registered game)')
    .option('--format <id>', "rules format (default: the game's default)")
    .action(guarded(async (file: string, opts) => (await import('./deckCheck.ts')).deckCheckCommand(file, opts)));

  program
    .command('cards')
    .description('list the cards a game knows of, each implemented or not yet (a deck may use the implemented ones)')
    .argument('<game>', 'the game (vanguard or dbs)')
    .option('--set <set>', 'only this set (e.g. BT1, SD2, P)')
    .option('--search <text>', 'only cards whose name or number contains the text')
    .option('--implemented', 'only the implemented cards')
    .option('--missing', 'only the cards not implemented yet')
    .action(guarded(async (game: string, opts) => (await import('./cards.ts')).cardsCommand(game, opts)));

  program
    .command('card')
    .description("a card's printed characteristics")
    .argument('<name-or-code...>', 'a card name (or part of one) or a code such as TD01/005 or BT1-042')
    .option('--game <id>', 'search only this game (vanguard or dbs)')
    .action(guarded(async (words: string[], opts) => (await import('./card.ts')).cardCommand(words, opts)));

  return program;
}

await buildProgram().parseAsync(process.argv);
