// Start-up cost of the compiled `arbiter` command (bin/arbiter.js → dist/), measured from outside:
// each command runs as its own process under bash, and bash's `times` gives the CPU time (user + sys) of
// the whole process, every thread included, from exec to exit. Then `arbiter sim --games 100 --json`:
// its `timing` says how long the run took and how much of it went on starting the worker threads.
// Run after `npm run build`: `npm run bench:startup [-- --runs N]` (figures in bench/README.md).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 10;
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error('--runs takes a whole number ≥ 1');
if (!existsSync(`${ROOT}/dist/src/cli/main.js`)) throw new Error('not built: run `npm run build` first');

/** One run of `node bin/arbiter.js ARGS` (output discarded): its stdout, and its CPU seconds (user + sys). */
function run(args: string[]): { cpu: number; out: string } {
  const quoted = args.map((a) => `'${a.replace(/'/g, `'\\''`)}'`).join(' ');
  // `times` prints the shell's own times, then its children's: "0m0.210s 0m0.030s".
  const script = `node bin/arbiter.js ${quoted} >"$OUT"; times`;
  const out = `/tmp/arbiter-startup-${process.pid}.out`;
  const r = spawnSync('bash', ['-c', script], { cwd: ROOT, encoding: 'utf8', env: { ...process.env, OUT: out } });
  if (r.status !== 0) throw new Error(`arbiter ${args.join(' ')} failed: ${r.stderr}`);
  const lines = r.stdout.trim().split('\n');
  const m = /^(\d+)m([\d.]+)s (\d+)m([\d.]+)s$/.exec(lines[lines.length - 1]);
  if (!m) throw new Error(`cannot read the times of bash: ${r.stdout}`);
  const cpu = Number(m[1]) * 60 + Number(m[2]) + Number(m[3]) * 60 + Number(m[4]);
  const text = spawnSync('cat', [out], { encoding: 'utf8' }).stdout;
  spawnSync('rm', ['-f', out]);
  return { cpu, out: text };
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor((s.length - 1) / 2)];
}

const rows: { command: string; min: number; median: number }[] = [];
for (const args of [
  ['--version'],
  ['card', 'Blaster', 'Blade'],
  ['card', 'BT1-033'],
  ['decks', 'vanguard'],
  ['decks', 'dbs'],
]) {
  const cpus = Array.from({ length: RUNS }, () => run(args).cpu);
  rows.push({ command: `arbiter ${args.join(' ')}`, min: Math.min(...cpus), median: median(cpus) });
}
const node = Array.from({ length: RUNS }, () => {
  const r = spawnSync('bash', ['-c', 'node -e 0; times'], { encoding: 'utf8' });
  const m = /(\d+)m([\d.]+)s (\d+)m([\d.]+)s\s*$/.exec(r.stdout)!;
  return Number(m[1]) * 60 + Number(m[2]) + Number(m[3]) * 60 + Number(m[4]);
});

const sims = Array.from({ length: Math.min(RUNS, 3) }, () => {
  const r = run(['sim', 'vanguard', '--games', '100', '--json']);
  const t = JSON.parse(r.out).timing as { workers: number; seconds: number; startSeconds: number };
  return { ...t, cpu: r.cpu, share: t.startSeconds / t.seconds };
});

const w = Math.max(...rows.map((r) => r.command.length), 'node -e 0 (Node alone)'.length);
const out = [
  `arbiter start-up · node ${process.version} · ${RUNS} runs each · CPU = user + sys of the whole process`,
  `${'command'.padEnd(w)}  CPU s min  CPU s median`,
  `${'-'.repeat(w)}  ---------  ------------`,
  ...rows.map((r) => `${r.command.padEnd(w)}  ${r.min.toFixed(3).padStart(9)}  ${r.median.toFixed(3).padStart(12)}`),
  `${'node -e 0 (Node alone)'.padEnd(w)}  ${Math.min(...node)
    .toFixed(3)
    .padStart(9)}  ${median(node).toFixed(3).padStart(12)}`,
  '',
  'arbiter sim vanguard --games 100 --json (random v random, one worker per CPU)',
  ...sims.map(
    (s) =>
      `  ${s.workers} workers: ${s.seconds.toFixed(3)} s, of which starting the workers ${s.startSeconds.toFixed(3)} s` +
      ` (${(s.share * 100).toFixed(1)} %); process CPU ${s.cpu.toFixed(2)} s`,
  ),
];
process.stdout.write(`${out.join('\n')}\n`);
process.stdout.write(
  `${JSON.stringify({
    bench: 'startup',
    node: process.version,
    runs: RUNS,
    commands: rows,
    nodeAlone: { min: Math.min(...node), median: median(node) },
    sim: sims,
  })}\n`,
);
