// `arbiter play GAME`: a person plays seat 0 in the terminal against an AI agent (`--opponent`,
// default the heuristic agent), on the game's terminal screen (its product's `terminal`). The person sees only `seatView(state, 0)` and `seatEvents(state, 0, …)`; the
// agent decides for seat 1 from its own view and seeded stream, so a game is fully given by the seed,
// the opponent's name and the person's answers.
import { randomInt } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import type { Readable, Writable } from 'node:stream';
import { agentContext } from '../ai/playGame.ts';
import { agentNames, makeAgent } from '../ai/registry.ts';
import type { GameCatalog } from '../games/catalog.ts';
import {
  act,
  type Answer,
  type BaseState,
  decision,
  newGame,
  replay,
  replayRecord,
  result,
  seatEvents,
  seatOptions,
  seatView,
  SetupError,
} from '../index.ts';
import {
  agentSeed,
  CliError,
  deckSpec,
  MAX_SEED,
  parseSeed,
  requireDeck,
  requireFormat,
  requirePlayableGame,
  stateHash,
} from './args.ts';
import { productOf } from '../products.ts';
import { renderResult } from './resultLine.ts';
import type { TerminalGame } from './terminal.ts';

export interface PlayOptions {
  format?: string;
  deck?: string;
  opponentDeck?: string;
  seed?: string;
  /** The agent playing seat 1 (see `src/ai/registry.ts`); default `heuristic`. */
  opponent?: string;
  /** A file name, or `true` for the default `replays/<game>-<format>-seed<N>.json`. */
  saveReplay?: string | boolean;
}

export interface PlayIO {
  input: Readable & { isTTY?: boolean };
  /** A terminal's `columns` sets the board's width. */
  output: Writable & { columns?: number };
}

const ME = 0 as const;
const OPPONENT = 1 as const;

/** Lines from the input, one at a time; null once the input is closed. */
function lineReader(input: Readable) {
  const rl = createInterface({ input, crlfDelay: Number.POSITIVE_INFINITY });
  const queue: string[] = [];
  const waiting: ((line: string | null) => void)[] = [];
  let closed = false;
  rl.on('line', (line) => {
    const w = waiting.shift();
    if (w) w(line);
    else queue.push(line);
  });
  rl.on('close', () => {
    closed = true;
    for (const w of waiting.splice(0)) w(null);
  });
  return {
    next(): Promise<string | null> {
      if (queue.length > 0) return Promise.resolve(queue.shift()!);
      if (closed) return Promise.resolve(null);
      return new Promise((res) => waiting.push(res));
    },
    close(): void {
      rl.close();
    },
  };
}

/** Every card id the view shows this seat, with its code: views name cards as `{ id, code }` wherever they are. */
function codesInView(v: unknown, out = new Map<number, string>()): Map<number, string> {
  if (Array.isArray(v)) for (const x of v) codesInView(x, out);
  else if (v && typeof v === 'object') {
    const o = v as Record<string, unknown>;
    if (typeof o.id === 'number' && typeof o.code === 'string') out.set(o.id, o.code);
    for (const x of Object.values(o)) if (x && typeof x === 'object') codesInView(x, out);
  }
  return out;
}

/**
 * `c NAME` / `c CODE`: a card's characteristics and text, as `arbiter card` prints them; `c N`: the card answer N
 * names (the card it plays, calls, guards with …), looked up in what this seat's view shows.
 */
export function cardText(catalog: GameCatalog, query: string, v: unknown, options: readonly Answer[]): string {
  if (query === '') return 'Name a card (c Blaster Blade, c TD01/005) or give an answer number (c 3).';
  if (/^\d+$/.test(query)) {
    const a = options[Number(query) - 1] as (Answer & { card?: unknown }) | undefined;
    if (!a) return `There is no answer ${query}.`;
    const code = typeof a.card === 'number' ? codesInView(v).get(a.card) : undefined;
    return code ? catalog.describeCard(code) : `Answer ${query} names no card you can see.`;
  }
  const found = catalog.findCards(query);
  if (found.length === 0) return `No card matches "${query}".`;
  const exact = found.filter((code) => catalog.cardName(code)?.toLowerCase() === query.toLowerCase());
  const shown = exact.length > 0 ? exact : found;
  if (shown.length > 4)
    return `${shown.length} cards match "${query}": ${shown.map((c) => catalog.cardName(c)).join('; ')}`;
  return shown.map((code) => catalog.describeCard(code)).join('\n\n');
}

export async function playCommand(
  gameArg: string,
  opts: PlayOptions,
  io: PlayIO = { input: process.stdin, output: process.stdout },
): Promise<void> {
  const catalog = requirePlayableGame(gameArg);
  const game = catalog.id;
  const format = requireFormat(catalog, opts.format);
  const mine = requireDeck(catalog, opts.deck ?? catalog.defaultDecks[0]);
  const theirs = requireDeck(catalog, opts.opponentDeck ?? catalog.defaultDecks[1]);
  const opponentName = opts.opponent ?? 'heuristic';
  if (!agentNames().includes(opponentName)) {
    throw new CliError(`unknown opponent "${opponentName}" (known: ${agentNames().join(', ')})`);
  }
  // The CLI may choose a seed at random; it prints it so the game can be played again.
  const seed = opts.seed !== undefined ? parseSeed(opts.seed) : randomInt(0, MAX_SEED + 1);
  const out = (text = '') => io.output.write(`${text}\n`);

  let state: BaseState;
  try {
    state = newGame({ game, format, decks: [deckSpec(mine), deckSpec(theirs)], seed });
  } catch (err) {
    if (err instanceof SetupError) throw new CliError(err.message);
    throw err;
  }
  const agent = makeAgent(opponentName, agentSeed(seed, OPPONENT));
  // The terminal's width (a pipe has none: $COLUMNS, else 80), so a wide terminal shows whole names.
  const columns = io.output.columns ?? (Number(process.env.COLUMNS) || 80);
  const screen: TerminalGame = productOf(game).terminal(ME, format, columns);
  let logFrom = 0;

  out(screen.title);
  out(`You: ${mine.id} ${mine.name}   Opponent (${opponentName} agent): ${theirs.id} ${theirs.name}`);
  out(`Seed ${seed} (play this deal again with --seed ${seed})`);
  out(
    'Enter the number of an answer, ? to show the board again, c NAME (or c N for answer N) to read a card, q to concede.',
  );

  const flushLog = () => {
    const log = state.log ?? [];
    const lines = screen.events(seatEvents(state, ME, logFrom));
    logFrom = log.length;
    if (lines.length > 0) {
      out();
      for (const l of lines) out(`  ${l}`);
    }
  };
  const showBoard = () => {
    out();
    out(screen.board(seatView(state, ME)));
  };

  const lines = lineReader(io.input);
  const echo = !io.input.isTTY;
  try {
    for (;;) {
      const d = decision(state);
      if (!d || result(state)) break;
      if (d.seat === OPPONENT) {
        const answer = agent.choose(agentContext(state, d));
        act(state, OPPONENT, answer);
        continue;
      }
      flushLog();
      showBoard();
      for (;;) {
        io.output.write(`Your choice (1-${d.options.length}, ?, q): `);
        const line = await lines.next();
        if (line === null) {
          out();
          out('Input closed: you concede.');
          act(state, ME, { t: 'concede' });
          break;
        }
        const text = line.trim();
        if (echo) out(text);
        if (text === 'q' || text === 'quit') {
          act(state, ME, { t: 'concede' });
          break;
        }
        if (text === '') continue;
        if (text === '?') {
          showBoard();
          continue;
        }
        if (text === 'c' || text.startsWith('c ')) {
          out(cardText(catalog, text.slice(1).trim(), seatView(state, ME), seatOptions(state, ME)));
          continue;
        }
        const n = /^\d+$/.test(text) ? Number(text) : Number.NaN;
        if (n >= 1 && n <= d.options.length) {
          // The screen shows the seat's own ids (seatIds.ts); the engine gets its option at the same place.
          screen.chose(d.prompt, seatOptions(state, ME)[n - 1], seatView(state, ME));
          act(state, ME, d.options[n - 1]);
          break;
        }
        out(
          `"${text}" is not a choice: enter a number from 1 to ${d.options.length}, ? for the board, c NAME to read a card, or q to concede.`,
        );
      }
    }
  } finally {
    lines.close();
  }

  flushLog();
  out();
  const r = result(state);
  const turn = (state as BaseState & { turn?: number }).turn ?? 0;
  out(r ? `${renderResult(r, ME)} Turn ${turn}.` : `The game stopped unfinished at turn ${turn}.`);
  out(`Seed ${seed}.`);
  if (opts.saveReplay) {
    const file = resolve(
      typeof opts.saveReplay === 'string' ? opts.saveReplay : `replays/${game}-${format}-seed${seed}.json`,
    );
    const record = replayRecord(state);
    // The hash is always taken of a state without its event log (see stateHash).
    const final = { hash: stateHash(replay(record, { log: false })), result: r, turn };
    try {
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, `${JSON.stringify({ ...record, final })}\n`);
    } catch (err) {
      throw new CliError(`cannot write the replay to "${file}": ${(err as Error).message}`, 1);
    }
    out(`Replay saved to ${file}`);
  }
}
