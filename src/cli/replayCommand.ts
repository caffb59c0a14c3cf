// `arbiter replay FILE [--verify]`: re-run a saved game with `replay()`. With --verify, the final state
// must hash (sha256 of JSON.stringify of the log-free state) to the file's `final.hash`.
// Exit codes: 0 ok / verified, 1 the replay does not reproduce, 2 the file cannot be read or is not a replay.
import { z } from 'zod';
import { type BaseState, ENGINE_VERSION, ReplayError, type ReplayRecord, replay } from '../index.ts';
import { CliError, readTextInput, stateHash } from './args.ts';
import { renderResult } from './resultLine.ts';

const answerSchema = z.looseObject({ t: z.string() });

const fileSchema = z.looseObject({
  engineVersion: z.string(),
  cardDataVersion: z.string(),
  game: z.string(),
  format: z.string(),
  decks: z.tuple([
    z.looseObject({ name: z.string().optional(), cards: z.array(z.string()) }),
    z.looseObject({ name: z.string().optional(), cards: z.array(z.string()) }),
  ]),
  seed: z.number().int(),
  answers: z.array(z.strictObject({ seat: z.union([z.literal(0), z.literal(1)]), answer: answerSchema })),
  final: z
    .looseObject({
      hash: z.string().optional(),
      result: z.unknown().optional(),
      turn: z.number().optional(),
    })
    .optional(),
});

export interface ReplayOptions {
  verify?: boolean;
}

export function replayCommand(file: string, opts: ReplayOptions): void {
  const text = readTextInput(file);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (err) {
    throw new CliError(`"${file}" is not valid JSON: ${(err as Error).message}`);
  }
  const parsed = fileSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue.path.length ? ` at ${issue.path.join('.')}` : '';
    throw new CliError(`"${file}" is not a replay file${where}: ${issue.message}`);
  }
  const rec = parsed.data;
  if (rec.engineVersion !== ENGINE_VERSION) {
    process.stderr.write(
      `warning: "${file}" was recorded with engine ${rec.engineVersion}; this is engine ${ENGINE_VERSION}\n`,
    );
  }

  let state: BaseState & { turn?: number };
  try {
    state = replay(rec as unknown as ReplayRecord, { log: false });
  } catch (err) {
    if (err instanceof ReplayError) {
      throw new CliError(`${opts.verify ? 'verification failed: ' : ''}"${file}" does not replay: ${err.message}`, 1);
    }
    throw new CliError(`"${file}": the engine failed while replaying it: ${(err as Error).message}`, 1);
  }

  const r = state.result;
  const turn = state.turn ?? 0;
  const out = [
    `${file}: ${rec.game} (${rec.format}), ${rec.decks.map((d) => d.name ?? 'unnamed deck').join(' vs ')}, seed ${rec.seed}, ${rec.answers.length} answers`,
    `result: ${r ? renderResult(r, null) : 'unfinished'}`,
    `turns: ${turn}`,
  ];
  process.stdout.write(`${out.join('\n')}\n`);
  if (!opts.verify) return;

  const expected = rec.final?.hash;
  if (!expected) throw new CliError(`verification failed: "${file}" has no final.hash to compare with`, 1);
  const actual = stateHash(state);
  if (actual !== expected) {
    throw new CliError(
      `verification failed: the replayed final state hash ${actual.slice(0, 16)}… differs from the file's final.hash ${expected.slice(0, 16)}…`,
      1,
    );
  }
  process.stdout.write('verified\n');
}
