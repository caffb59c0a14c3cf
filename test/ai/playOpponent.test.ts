// `arbiter play vanguard --opponent NAME`: the person's opponent is any registered agent (default heuristic).
import { Readable, Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { CliError } from '../../src/cli/args.ts';
import { playCommand } from '../../src/cli/play.ts';

async function play(opponent: string | undefined, lines: string[]): Promise<string> {
  let text = '';
  const output = new Writable({
    write(chunk, _enc, done) {
      text += String(chunk);
      done();
    },
  });
  const input = Readable.from([`${lines.join('\n')}\n`]);
  await playCommand(
    'vanguard',
    { format: 'cr201', deck: 'VG-TD01', opponentDeck: 'VG-TD02', seed: '5', opponent },
    { input, output },
  );
  return text;
}

describe('arbiter play --opponent', () => {
  it('plays against the heuristic agent by default, and against any registered agent by name', async () => {
    expect(await play(undefined, ['q'])).toContain('Opponent (heuristic agent): VG-TD02');
    const out = await play('mcts-easy', ['1', '1', ...Array(12).fill('1'), 'q']);
    expect(out).toContain('Opponent (mcts-easy agent): VG-TD02');
    expect(out).toMatch(/You lose \(you conceded\)/);
  });

  it('refuses an unknown opponent with the known names', async () => {
    await expect(play('nope', ['q'])).rejects.toThrow(CliError);
    await expect(play('nope', ['q'])).rejects.toThrow(/unknown opponent "nope" \(known: random, heuristic, mcts-easy/);
  });
});
