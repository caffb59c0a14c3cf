// The `arbiter` command line run as a subprocess (`node bin/arbiter.js …`), exactly as a user runs it, for the
// CLI, simulator and report tests.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const BIN = join(ROOT, 'bin', 'arbiter.js');

export interface Run {
  code: number | null;
  out: string;
  err: string;
}

/** A runner of `arbiter` in the working directory `cwd` (stdin gets `input`, then closes). */
export function arbiterIn(cwd: string): (args: string[], opts?: { input?: string; cwd?: string }) => Promise<Run> {
  return (args, opts = {}) =>
    new Promise((resolve, reject) => {
      const child = spawn(process.execPath, [BIN, ...args], { cwd: opts.cwd ?? cwd, stdio: 'pipe' });
      let out = '';
      let err = '';
      child.stdout.setEncoding('utf8').on('data', (d: string) => (out += d));
      child.stderr.setEncoding('utf8').on('data', (d: string) => (err += d));
      child.on('error', reject);
      child.on('close', (code) => resolve({ code, out, err }));
      child.stdin.end(opts.input ?? '');
    });
}
