// `npm start` / `npm run serve`: the match server on PORT (default 3000) and HOST (default 127.0.0.1),
// storing games in PostgreSQL when DATABASE_URL is set, else in the SQLite file ARBITER_DB (default
// arbiter.sqlite in the working directory), and serving the built browser client from dist/web.
// Optional: ARBITER_GRACE_MS (reconnect grace), ARBITER_AI_DELAY_MS (pause before an AI move),
// ARBITER_WAITING_MS (how long a room waits for its second player; 0 = forever); ARBITER_SIM_WORKERS,
// ARBITER_SIM_MAX_GAMES, ARBITER_SIM_MAX_SEARCH_GAMES, ARBITER_SIM_MAX_QUEUED and ARBITER_SIM_PER_IP limit the
// browser's simulations (read in simJobs.ts); the abuse and resource limits (ARBITER_ROOMS_PER_IP and the
// others, README "Limits") are read in limits.ts; ARBITER_ALLOWED_ORIGINS and ARBITER_TRUST_PROXY in app.ts.
// A start-up failure (a database that cannot be opened, a bad variable) is one clear line and exit code 1.
import '../games/index.ts'; // every registered game (rules and product)
import { startServer } from './app.ts';

function intEnv(name: string, fallback: number): number {
  const text = process.env[name];
  if (text === undefined || text === '') return fallback;
  const n = Number(text);
  if (!Number.isInteger(n) || n < 0) {
    process.stderr.write(`${name} must be a whole number, got "${text}"\n`);
    process.exit(2);
  }
  return n;
}

const port = intEnv('PORT', 3000);
const database = process.env.DATABASE_URL || process.env.ARBITER_DB || 'arbiter.sqlite';
const server = await startServer({
  port,
  host: process.env.HOST || '127.0.0.1',
  database,
  webRoot: 'dist/web',
  graceMs: intEnv('ARBITER_GRACE_MS', 180_000),
  waitingMs: intEnv('ARBITER_WAITING_MS', 30 * 60_000),
  aiDelayMs: intEnv('ARBITER_AI_DELAY_MS', 400),
  warmReplayThread: true,
}).catch((err: Error) => {
  // The password of a postgres:// URL stays out of the message.
  const shownDb = database.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');
  process.stderr.write(`Arbiter could not start (database ${shownDb}): ${err.message}\n`);
  process.exit(1);
});
// With PORT=0 the port is only known now; tests read it from this line.
const shown = server.url.replace('//127.0.0.1:', '//localhost:');
process.stdout.write(`Arbiter is running at ${shown}\n`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) process.exit(1);
    stopping = true;
    void server.close().then(() => process.exit(0));
  });
}
