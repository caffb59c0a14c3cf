// Load benchmark of the match server (`npm run bench:server -- [options]`). Starts the server as a
// child process (`node --import tsx src/server/main.ts`, a temporary SQLite file unless --database),
// keeps --games games running at once over real WebSockets on loopback — two bot clients per game, each
// answering with a random legal option from its own view after a random think time — and replaces each
// finished game with a new one until --seconds have passed. Reports the time from an answer sent to the
// next state received (p50/p90/p99/max), answers per second, games completed, and the server process's
// resident memory (VmRSS and its peak VmHWM from /proc/<pid>/status).
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { Command } from 'commander';
import WebSocket from 'ws';

const REPO = join(import.meta.dirname, '..');

const program = new Command()
  .name('bench:server')
  .option('--games <n>', 'games running at once', '1000')
  .option('--seconds <s>', 'how long to run, after all games have started', '60')
  .option('--think <ms>', 'mean bot think time per answer (uniform on 0..2×mean; 0 = answer at once)', '500')
  .option('--database <db>', 'a postgres:// URL or SQLite file (default: a temporary SQLite file)')
  .option('--profile <dir>', "write the server's CPU profile (node --cpu-prof) into this folder")
  .option('--json', 'print one JSON line only')
  .parse();
const opts = program.opts<{
  games: string;
  seconds: string;
  think: string;
  database?: string;
  profile?: string;
  json?: boolean;
}>();
const GAMES = Number(opts.games);
const SECONDS = Number(opts.seconds);
const THINK = Number(opts.think);
for (const [name, v] of [
  ['--games', GAMES],
  ['--seconds', SECONDS],
  ['--think', THINK],
] as const) {
  if (!Number.isFinite(v) || v < 0) {
    process.stderr.write(`${name} must be a non-negative number\n`);
    process.exit(2);
  }
}

const say = (m: string) => {
  if (!opts.json) process.stderr.write(`${m}\n`);
};

// --- the server under test -------------------------------------------------------------------------

function startServer(database: string): Promise<{ url: string; proc: ChildProcess }> {
  // Every bench client comes from 127.0.0.1: the per-address limits are off (src/server/limits.ts).
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: '0',
    ARBITER_AI_DELAY_MS: '0',
    ARBITER_ROOMS_PER_IP: '0',
    ARBITER_ROOMS_PER_IP_PER_MINUTE: '0',
    ARBITER_HTTP_RATE: '0',
    ARBITER_WS_RATE: '0',
    ARBITER_SOCKETS_PER_IP: '0',
  };
  if (/^postgres/.test(database)) env.DATABASE_URL = database;
  else {
    env.DATABASE_URL = '';
    env.ARBITER_DB = database;
  }
  const profile = opts.profile ? ['--cpu-prof', '--cpu-prof-dir', opts.profile] : [];
  const proc = spawn(process.execPath, [...profile, '--import', 'tsx', 'src/server/main.ts'], {
    cwd: REPO,
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  return new Promise((resolve, reject) => {
    proc.stdout!.on('data', (d) => {
      out += String(d);
      const m = /Arbiter is running at (http:\/\/\S+)/.exec(out);
      if (m) resolve({ url: m[1].replace('//localhost:', '//127.0.0.1:'), proc });
    });
    proc.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
}

/** User + system CPU time of a process so far, from /proc/<pid>/stat (fields 14 and 15, in clock ticks). */
function serverCpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  return (ticks * 1000) / CLOCK_TICKS;
}
// Linux reports process times in USER_HZ, which is 100 on every mainstream architecture.
const CLOCK_TICKS = 100;

function memoryKb(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { rss: field('VmRSS'), peak: field('VmHWM') };
}

// --- bots --------------------------------------------------------------------------------------------

const latencies: number[] = [];
let answers = 0;
let completed = 0;
let errors = 0;
let measuring = false;
let stopping = false;
/** Bots hold their answers until every game has started, so the start-up is not measured as play. */
let go = false;
const waiting: (() => void)[] = [];

interface StateMsg {
  type: 'state';
  seq: number;
  view: { decision: { seat: number; options?: unknown[] } | null; result: unknown };
}

/** One seat of one game: answers its own decisions with a random legal option. */
function bot(url: string, gameId: string, token: string, seat: 0 | 1, onEnd: () => void): Promise<WebSocket> {
  const ws = new WebSocket(`${url.replace(/^http/, 'ws')}/ws`);
  let pending: { seq: number; at: number } | null = null;
  let answered = -1;
  let ended = false;
  let timer: NodeJS.Timeout | null = null;
  ws.on('message', (data) => {
    const m = JSON.parse(String(data)) as StateMsg | { type: 'error' | 'welcome' | 'pong' };
    if (m.type === 'error') {
      errors++;
      return;
    }
    if (m.type !== 'state') return;
    if (pending && m.seq > pending.seq) {
      if (measuring) latencies.push(performance.now() - pending.at);
      pending = null;
    }
    if (m.view.result) {
      if (!ended && seat === 0) onEnd();
      ended = true;
      ws.close();
      return;
    }
    const d = m.view.decision;
    if (!d || d.seat !== seat || !d.options || m.seq <= answered) return;
    answered = m.seq;
    const answer = d.options[Math.floor(Math.random() * d.options.length)];
    const send = () => {
      timer = null;
      if (stopping || ws.readyState !== WebSocket.OPEN) return;
      pending = { seq: m.seq, at: performance.now() };
      answers++;
      ws.send(JSON.stringify({ type: 'answer', seq: m.seq, answer }));
    };
    const think = () => {
      if (THINK > 0) timer = setTimeout(send, Math.random() * 2 * THINK);
      else send();
    };
    if (go) think();
    else waiting.push(think);
  });
  ws.on('close', () => {
    if (timer) clearTimeout(timer);
  });
  return new Promise((resolve, reject) => {
    ws.once('open', () => {
      ws.send(JSON.stringify({ type: 'hello', gameId, token }));
      resolve(ws);
    });
    ws.once('error', reject);
  });
}

async function post<T>(url: string, path: string, body: unknown): Promise<T> {
  const res = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

const DECKS = [
  'VG-TD01',
  'VG-TD02',
  'VG-TD03',
  'VG-TD04',
  'VG-TD05',
  'VG-TD06',
  'VG-TD07',
  'VG-TD08',
  'VG-TD09',
  'VG-TD10',
];
let started = 0;

/** Create a game between two people, join it, and connect a bot to each seat; replace it when it ends. */
async function startGame(url: string): Promise<void> {
  const i = started++;
  const format = i % 2 ? 'cr110' : 'cr201';
  const g = await post<{ gameId: string; token: string; inviteCode: string }>(url, '/api/games', {
    game: 'vanguard',
    format,
    deck: DECKS[i % 10],
    opponent: { kind: 'human' },
  });
  const j = await post<{ token: string }>(url, '/api/games/join', {
    inviteCode: g.inviteCode,
    deck: DECKS[(i + 3) % 10],
  });
  const onEnd = () => {
    if (measuring) completed++;
    if (!stopping) void startGame(url).catch(fail);
  };
  await Promise.all([bot(url, g.gameId, g.token, 0, onEnd), bot(url, g.gameId, j.token, 1, () => undefined)]);
}

function fail(err: unknown): void {
  process.stderr.write(`bench failed: ${(err as Error).stack ?? err}\n`);
  process.exit(1);
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

// --- run ---------------------------------------------------------------------------------------------

const tmp = mkdtempSync(join(tmpdir(), 'arbiter-bench-'));
const database = opts.database ?? join(tmp, 'bench.sqlite');
const server = await startServer(database).catch((e) => {
  fail(e);
  throw e;
});
const pid = server.proc.pid!;
say(`server pid ${pid} at ${server.url}; database ${/^postgres/.test(database) ? 'PostgreSQL' : 'SQLite'}`);
const idleMem = memoryKb(pid);

const t0 = performance.now();
// Start the games in waves so the lobby routes are not the thing being measured.
for (let done = 0; done < GAMES; done += 50) {
  await Promise.all(Array.from({ length: Math.min(50, GAMES - done) }, () => startGame(server.url))).catch(fail);
}
const rampSeconds = (performance.now() - t0) / 1000;
say(`${GAMES} games started in ${rampSeconds.toFixed(1)} s; measuring for ${SECONDS} s (think time ${THINK} ms mean)`);

go = true;
for (const w of waiting.splice(0)) w();
measuring = true;
const answers0 = answers;
const m0 = performance.now();
const cpu0 = serverCpuMs(pid);
const own0 = process.cpuUsage();
const load0 = loadavg()[0];
let peakRss = 0;
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, memoryKb(pid).rss);
}, 500);
await new Promise((r) => setTimeout(r, SECONDS * 1000));
measuring = false;
stopping = true;
clearInterval(sampler);
const elapsed = (performance.now() - m0) / 1000;
const serverCpu = serverCpuMs(pid) - cpu0;
const own = process.cpuUsage(own0);
const load1 = loadavg()[0];
const mem = memoryKb(pid);
peakRss = Math.max(peakRss, mem.rss);
// A clean stop (SIGTERM), so that a server started with --cpu-prof in NODE_OPTIONS writes its profile.
const exited = new Promise((r) => server.proc.once('exit', r));
server.proc.kill('SIGTERM');
const killer = setTimeout(() => server.proc.kill('SIGKILL'), 10_000);
await exited;
clearTimeout(killer);
rmSync(tmp, { recursive: true, force: true });

const sorted = latencies.slice().sort((a, b) => a - b);
const report = {
  bench: 'server',
  games: GAMES,
  thinkMs: THINK,
  seconds: Number(elapsed.toFixed(1)),
  database: /^postgres/.test(database) ? 'postgres' : 'sqlite',
  answers: answers - answers0,
  answersPerSecond: Math.round((answers - answers0) / elapsed),
  gamesCompleted: completed,
  latencyMs: {
    samples: sorted.length,
    p50: Number(percentile(sorted, 50).toFixed(2)),
    p90: Number(percentile(sorted, 90).toFixed(2)),
    p99: Number(percentile(sorted, 99).toFixed(2)),
    max: Number((sorted.at(-1) ?? NaN).toFixed(2)),
  },
  serverCpu: {
    seconds: Number((serverCpu / 1000).toFixed(1)),
    /** Share of one core the server used while measured. */
    core: Number((serverCpu / 1000 / elapsed).toFixed(2)),
    msPerAnswer: Number((serverCpu / Math.max(1, answers - answers0)).toFixed(3)),
  },
  benchClientCpuSeconds: Number(((own.user + own.system) / 1e6).toFixed(1)),
  loadAverage: [Number(load0.toFixed(1)), Number(load1.toFixed(1))],
  serverMemoryMB: {
    idle: Math.round(idleMem.rss / 1024),
    end: Math.round(mem.rss / 1024),
    peakSampled: Math.round(peakRss / 1024),
    peakVmHWM: Math.round(mem.peak / 1024),
  },
  errors,
};
if (!opts.json) {
  const l = report.latencyMs;
  const rows = [
    ['games at once', `${GAMES} (2 bot sockets each; think ${THINK} ms mean)`],
    ['measured', `${report.seconds} s`],
    ['answers', `${report.answers} (${report.answersPerSecond}/s)`],
    ['games completed', `${completed}`],
    [
      'answer → next state',
      `p50 ${l.p50} ms, p90 ${l.p90} ms, p99 ${l.p99} ms, max ${l.max} ms (${l.samples} samples)`,
    ],
    [
      'server memory',
      `${report.serverMemoryMB.end} MB resident at the end, peak ${report.serverMemoryMB.peakVmHWM} MB (idle ${report.serverMemoryMB.idle} MB)`,
    ],
    [
      'server CPU',
      `${report.serverCpu.seconds} s (${report.serverCpu.core} of a core), ${report.serverCpu.msPerAnswer} ms per answer`,
    ],
    ['bench clients CPU', `${report.benchClientCpuSeconds} s`],
    ['load average', `${report.loadAverage.join(' → ')} (machine: ${cpus().length} cores)`],
    ['errors', `${errors}`],
  ];
  const w = Math.max(...rows.map((r) => r[0].length));
  process.stdout.write(`${rows.map(([k, v]) => `${k.padEnd(w)}  ${v}`).join('\n')}\n`);
}
process.stdout.write(`${JSON.stringify(report)}\n`);
process.exit(0);
