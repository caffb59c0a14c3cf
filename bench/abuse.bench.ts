// Abuse benchmark of the match server (`npm run bench:abuse -- [options]`). Starts the server as a child
// process on loopback (a temporary SQLite file, default limits unless --no-limits) and keeps one normal
// game against the AI going from 127.0.0.1: its client answers each decision after --think ms and times
// the answer until the next state arrives. Each attack then runs for --seconds beside it, from other
// loopback addresses (127.0.0.2 and up, so the per-address limits apply to the attacker, not to the
// normal player), and the normal game's answer-to-state latency during the attack is reported
// (p50/p99/max; target p99 < 100 ms), with what the attack got through and what was refused.
//
// Attacks: illegal-answer flood (WebSocket), deck-check flood (unknown names, long lines), room flood,
// long game (answers as fast as the server lets it), replay flood (one finished public game), idle
// sockets (opened and never used). Bounded: each attack stops after --seconds and at most --max requests.
import { type ChildProcess, spawn } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { Command } from 'commander';
import WebSocket from 'ws';

const REPO = join(import.meta.dirname, '..');

const program = new Command()
  .name('bench:abuse')
  .option('--seconds <s>', 'how long each attack runs', '10')
  .option('--think <ms>', "the normal player's think time per answer", '60')
  .option('--max <n>', 'most requests (or messages) one attack sends', '200000')
  .option('--attackers <n>', 'loopback addresses the attacker uses (127.0.0.2 and up)', '4')
  .option('--no-limits', 'turn the per-address limits off, to see what the server itself withstands')
  .option('--only <names>', 'comma-separated attacks to run (illegal,deck,rooms,long,replay,idle)')
  .option('--json', 'print one JSON line only')
  .parse();
const opts = program.opts<{
  seconds: string;
  think: string;
  max: string;
  attackers: string;
  limits: boolean;
  only?: string;
  json?: boolean;
}>();
const SECONDS = Number(opts.seconds);
const THINK = Number(opts.think);
const MAX = Number(opts.max);
const ATTACKERS = Math.max(1, Math.min(200, Number(opts.attackers)));
const say = (m: string) => {
  if (!opts.json) process.stderr.write(`${m}\n`);
};

// --- the server under test -------------------------------------------------------------------------

function startServer(database: string): Promise<{ url: string; port: number; proc: ChildProcess }> {
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: '0', ARBITER_AI_DELAY_MS: '0', DATABASE_URL: '' };
  env.ARBITER_DB = database;
  if (!opts.limits) {
    Object.assign(env, {
      ARBITER_ROOMS_PER_IP: '0',
      ARBITER_ROOMS_PER_IP_PER_MINUTE: '0',
      ARBITER_HTTP_RATE: '0',
      ARBITER_WS_RATE: '0',
      ARBITER_SOCKETS_PER_IP: '0',
    });
  }
  const proc = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: REPO,
    env,
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  let out = '';
  return new Promise((resolve, reject) => {
    proc.stdout!.on('data', (d) => {
      out += String(d);
      const m = /Arbiter is running at http:\/\/\S+:(\d+)/.exec(out);
      if (m) resolve({ url: `http://127.0.0.1:${m[1]}`, port: Number(m[1]), proc });
    });
    proc.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
}

/** Each attack comes from addresses of its own (127.0.<attack>.2 and up), so one attack's rooms do not count against the next. */
let attackNo = 0;
const attacker = (i: number) => `127.0.${attackNo}.${2 + (i % ATTACKERS)}`;

/** One HTTP request from `from` (a loopback address): the status and the body text. */
function http(
  from: string,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve) => {
    const data = body === undefined ? undefined : JSON.stringify(body);
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port: server.port,
        method,
        path,
        localAddress: from,
        agent: false,
        headers: data ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(data) } : {},
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
        res.on('error', () => resolve({ status: 0, text }));
      },
    );
    req.on('error', () => resolve({ status: 0, text: '' }));
    if (data) req.write(data);
    req.end();
  });
}

function socket(from: string): Promise<WebSocket | null> {
  const ws = new WebSocket(`ws://127.0.0.1:${server.port}/ws`, { localAddress: from });
  return new Promise((resolve) => {
    ws.once('open', () => resolve(ws));
    ws.once('unexpected-response', () => resolve(null));
    ws.once('error', () => resolve(null));
  });
}

interface Created {
  gameId: string;
  token: string;
}

async function createVsAi(from: string, extra: Record<string, unknown> = {}): Promise<Created | null> {
  const r = await http(from, 'POST', '/api/games', {
    game: 'vanguard',
    deck: 'VG-TD01',
    opponent: { kind: 'ai', agent: 'random' },
    ...extra,
  });
  return r.status === 200 ? (JSON.parse(r.text) as Created) : null;
}

interface StateMsg {
  type: string;
  seq?: number;
  code?: string;
  result?: unknown;
  view?: { decision: { seat: number; options?: unknown[] } | null };
}

/** A seat's socket that answers with the first legal option after `think` ms (or as soon as it may). */
async function seatPlayer(
  from: string,
  g: Created,
  think: number,
  onAnswered?: (ms: number) => void,
  pick = (options: unknown[], seq: number) => options[seq % options.length],
  concedeAfter = Infinity,
): Promise<{ ws: WebSocket; done: Promise<void>; answered: () => number } | null> {
  const ws = await socket(from);
  if (!ws) return null;
  let answered = 0;
  let sentAt = 0;
  let waitingFor = -1;
  const done = new Promise<void>((resolve) => {
    ws.on('close', () => resolve());
    ws.on('message', (data) => {
      const m = JSON.parse(String(data)) as StateMsg;
      if (m.type !== 'state') return;
      if (m.seq === waitingFor) {
        onAnswered?.(performance.now() - sentAt);
        waitingFor = -1;
      }
      if (m.result) {
        ws.close();
        return;
      }
      const d = m.view?.decision;
      if (!d || d.seat !== 0 || !d.options) return;
      const seq = m.seq!;
      const answer = pick(d.options, seq);
      setTimeout(() => {
        if (ws.readyState !== ws.OPEN) return;
        sentAt = performance.now();
        waitingFor = seq + 1;
        answered++;
        // A seeded pick can loop for ever in some positions: a bounded game concedes at its length.
        if (answered > concedeAfter) ws.send(JSON.stringify({ type: 'concede' }));
        else ws.send(JSON.stringify({ type: 'answer', seq, answer }));
      }, think);
    });
  });
  ws.send(JSON.stringify({ type: 'hello', gameId: g.gameId, token: g.token }));
  return { ws, done, answered: () => answered };
}

// --- the normal game -----------------------------------------------------------------------------------

let latencies: number[] = [];
let normalStop = false;
let normalGames = 0;

async function normalGames_(): Promise<void> {
  while (!normalStop) {
    const g = await createVsAi('127.0.0.1');
    if (!g) throw new Error('the normal player could not create a game');
    const p = await seatPlayer('127.0.0.1', g, THINK, (ms) => latencies.push(ms), undefined, 1000);
    if (!p) throw new Error('the normal player could not connect');
    const stopper = setInterval(() => {
      if (normalStop) p.ws.close();
    }, 200);
    await p.done;
    clearInterval(stopper);
    normalGames++;
  }
}

// --- attacks -------------------------------------------------------------------------------------------

interface Outcome {
  sent: number;
  served: number;
  refused: number;
  note?: string;
}

const until = () => performance.now() + SECONDS * 1000;

/** Run `workers` loops of `step` until time is up or MAX steps were taken. */
async function loop(workers: number, step: (i: number) => Promise<void>): Promise<number> {
  const end = until();
  let n = 0;
  await Promise.all(
    Array.from({ length: workers }, async (_, w) => {
      while (performance.now() < end && n < MAX) await step(w + workers * n++);
    }),
  );
  return n;
}

/** Answers of the game whose replays the replay flood fetches (the player concedes then). */
const REPLAY_ANSWERS = 50;

const LONG_LINE = 'a' + ' '.repeat(19_990) + 'b';
const UNKNOWN_NAMES = Array.from({ length: 2000 }, (_, i) => `${1 + (i % 4)} Blaster Blad${'e'.repeat(i % 3)}x`)
  .join('\n')
  .slice(0, 20_000);

const attacks: Record<string, () => Promise<Outcome>> = {
  async illegal() {
    // Each attacker address plays its own game and floods its decision with illegal answers.
    const o: Outcome = { sent: 0, served: 0, refused: 0 };
    const end = until();
    await Promise.all(
      Array.from({ length: ATTACKERS }, async (_, i) => {
        const from = attacker(i);
        while (performance.now() < end && o.sent < MAX) {
          const g = await createVsAi(from);
          if (!g) {
            o.refused++;
            await new Promise((r) => setTimeout(r, 200));
            continue;
          }
          const ws = await socket(from);
          if (!ws) {
            o.refused++;
            await new Promise((r) => setTimeout(r, 200));
            continue;
          }
          let seq = 0;
          let joined: () => void = () => undefined;
          const welcomed = new Promise<void>((r) => (joined = r));
          ws.on('message', (data) => {
            const m = JSON.parse(String(data)) as StateMsg;
            if (m.type === 'state') {
              seq = m.seq ?? 0;
              joined();
            } else if (m.code === 'illegal') o.served++;
            else if (m.code === 'rate-limited') o.refused++;
          });
          const closed = new Promise((r) => ws.once('close', r));
          ws.send(JSON.stringify({ type: 'hello', gameId: g.gameId, token: g.token }));
          await Promise.race([welcomed, closed]);
          while (ws.readyState === ws.OPEN && performance.now() < end && o.sent < MAX) {
            for (let k = 0; k < 50; k++) ws.send(JSON.stringify({ type: 'answer', seq, answer: { t: 'attack', k } }));
            o.sent += 50;
            await new Promise((r) => setImmediate(r));
            // Keep the attacker's own send buffer bounded.
            while (ws.bufferedAmount > 1 << 20) await new Promise((r) => setTimeout(r, 1));
          }
          ws.close();
          await closed;
        }
      }),
    );
    return o;
  },

  async deck() {
    const o: Outcome = { sent: 0, served: 0, refused: 0 };
    await loop(8, async (i) => {
      o.sent++;
      const r = await http(attacker(i), 'POST', '/api/deck/check', {
        game: i % 2 ? 'vanguard' : 'dbs',
        text: i % 3 === 0 ? LONG_LINE : UNKNOWN_NAMES,
      });
      if (r.status === 200) o.served++;
      else o.refused++;
    });
    return o;
  },

  async rooms() {
    const o: Outcome = { sent: 0, served: 0, refused: 0 };
    await loop(8, async (i) => {
      o.sent++;
      const g = await createVsAi(attacker(i), i % 2 ? {} : { opponent: { kind: 'human' } });
      if (g) o.served++;
      else o.refused++;
    });
    return o;
  },

  async long() {
    // Answer every decision at once, as long as the server lets the game go on.
    const o: Outcome = { sent: 0, served: 0, refused: 0 };
    const end = until();
    await Promise.all(
      Array.from({ length: ATTACKERS }, async (_, i) => {
        while (performance.now() < end) {
          const g = await createVsAi(attacker(i));
          if (!g) {
            o.refused++;
            await new Promise((r) => setTimeout(r, 200));
            continue;
          }
          // The last option is often "pass" or "end": games that go on and on.
          const p = await seatPlayer(
            attacker(i),
            g,
            0,
            () => o.served++,
            (options) => options[options.length - 1],
          );
          if (!p) break;
          const t = setInterval(() => {
            if (performance.now() >= end) p.ws.close();
          }, 100);
          await p.done;
          clearInterval(t);
          o.sent += p.answered();
        }
      }),
    );
    return o;
  },

  async replay() {
    // One finished public game (played by a setup address), then its replays fetched as fast as possible.
    const g = await createVsAi('127.0.0.250', { visibility: 'public' });
    if (!g) return { sent: 0, served: 0, refused: 0, note: 'could not create the game to replay' };
    const p = await seatPlayer(
      '127.0.0.250',
      g,
      0,
      undefined,
      (options, seq) => options[(seq * 7) % options.length],
      REPLAY_ANSWERS,
    );
    await p?.done;
    const o: Outcome = { sent: 0, served: 0, refused: 0 };
    const seats = ['0', '1', 'spectator'];
    await loop(8, async (i) => {
      o.sent++;
      const r = await http(attacker(i), 'GET', `/api/games/${g.gameId}/replay?seat=${seats[i % 3]}`);
      if (r.status === 200) o.served++;
      else o.refused++;
    });
    return o;
  },

  async idle() {
    // Sockets opened and never used: refused past the per-address cap, closed at the hello timeout.
    const o: Outcome = { sent: 0, served: 0, refused: 0 };
    const open: WebSocket[] = [];
    const end = until();
    while (performance.now() < end && o.sent < Math.min(MAX, 2000)) {
      const batch = await Promise.all(Array.from({ length: 20 }, (_, i) => socket(attacker(o.sent + i))));
      o.sent += batch.length;
      for (const ws of batch) {
        if (ws) {
          o.served++;
          open.push(ws);
        } else o.refused++;
      }
      await new Promise((r) => setTimeout(r, 50));
    }
    const stillOpen = open.filter((w) => w.readyState === w.OPEN).length;
    for (const w of open) w.terminate();
    return { ...o, note: `${stillOpen} still open at the end` };
  },
};

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

// --- run ---------------------------------------------------------------------------------------------

const tmp = mkdtempSync(join(tmpdir(), 'arbiter-abuse-'));
const server = await startServer(join(tmp, 'abuse.sqlite'));
say(`server pid ${server.proc.pid} at ${server.url}; limits ${opts.limits ? 'at their defaults' : 'per address off'}`);
const normal = normalGames_();

const names = opts.only ? opts.only.split(',') : Object.keys(attacks);
const rows: {
  attack: string;
  outcome: Outcome;
  normal: { answers: number; p50: number; p99: number; max: number };
}[] = [];
const measure = () => {
  const s = latencies.slice().sort((a, b) => a - b);
  return {
    answers: s.length,
    p50: Number(percentile(s, 50).toFixed(1)),
    p99: Number(percentile(s, 99).toFixed(1)),
    max: Number((s.at(-1) ?? NaN).toFixed(1)),
  };
};

// A quiet baseline first.
await new Promise((r) => setTimeout(r, 1000));
latencies = [];
await new Promise((r) => setTimeout(r, SECONDS * 1000));
rows.push({ attack: 'none (baseline)', outcome: { sent: 0, served: 0, refused: 0 }, normal: measure() });
for (const name of names) {
  const attack = attacks[name];
  if (!attack) throw new Error(`unknown attack "${name}" (known: ${Object.keys(attacks).join(', ')})`);
  say(`attack: ${name} for ${SECONDS} s`);
  attackNo++;
  latencies = [];
  const outcome = await attack();
  rows.push({ attack: name, outcome, normal: measure() });
  // Let the server settle between attacks.
  await new Promise((r) => setTimeout(r, 500));
}
normalStop = true;
await normal;
const exited = new Promise((r) => server.proc.once('exit', r));
server.proc.kill('SIGTERM');
const killer = setTimeout(() => server.proc.kill('SIGKILL'), 10_000);
await exited;
clearTimeout(killer);
rmSync(tmp, { recursive: true, force: true });

const report = {
  bench: 'abuse',
  limits: opts.limits ? 'default' : 'per-address off',
  secondsPerAttack: SECONDS,
  thinkMs: THINK,
  attackers: ATTACKERS,
  normalGames,
  loadAverage: loadavg().map((x) => Number(x.toFixed(1))),
  rows,
};
if (opts.json) process.stdout.write(`${JSON.stringify(report)}\n`);
else {
  const pad = (s: string, n: number) => s.padEnd(n);
  process.stdout.write(
    `${pad('attack', 16)}${pad('sent', 9)}${pad('served', 9)}${pad('refused', 9)}normal game: answers, p50, p99, max (ms)\n`,
  );
  for (const r of rows) {
    const n = r.normal;
    const ok = n.p99 < 100 ? 'ok' : 'OVER 100 ms';
    process.stdout.write(
      `${pad(r.attack, 16)}${pad(String(r.outcome.sent), 9)}${pad(String(r.outcome.served), 9)}${pad(String(r.outcome.refused), 9)}` +
        `${n.answers}, ${n.p50}, ${n.p99}, ${n.max}  ${ok}${r.outcome.note ? `  (${r.outcome.note})` : ''}\n`,
    );
  }
  process.stdout.write(`load average at the end: ${report.loadAverage.join(' ')}\n`);
}
