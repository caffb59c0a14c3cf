// The match server's resource limits, each with a default and an environment variable (the README's
// server section lists them): what one client (IP address) may hold or send, how long a game may run,
// and how long sockets and seats may sit idle. `serverLimits` reads the environment; the server options
// (ServerOptions.limits) override single values, which is how the tests and the load bench, which run
// many clients from 127.0.0.1, set them. 0 turns a count or rate limit off. The simulation queue's limits
// (ARBITER_SIM_MAX_QUEUED, ARBITER_SIM_PER_IP) are in simJobs.ts with the other simulation limits.

export interface ServerLimits {
  /** Rooms one IP may hold at once (waiting or playing). ARBITER_ROOMS_PER_IP. */
  roomsPerIp: number;
  /** Rooms one IP may create in any 60 seconds. ARBITER_ROOMS_PER_IP_PER_MINUTE. */
  roomsPerIpPerMinute: number;
  /** Answers after which a game ends as a draw (a documented cap, not a rule). ARBITER_MAX_ANSWERS. */
  maxAnswers: number;
  /**
   * HTTP requests one IP may make per second on average. ARBITER_HTTP_RATE. A costly route (a replay, a deck
   * check, creating or joining a game, a simulation) counts as COSTLY_REQUEST_COST requests (requestCost).
   */
  httpRate: number;
  /** HTTP requests one IP may make in a burst. ARBITER_HTTP_BURST. */
  httpBurst: number;
  /** WebSocket messages one IP may send per second on average, over all its sockets. ARBITER_WS_RATE. */
  wsRate: number;
  /** WebSocket messages one IP may send in a burst. ARBITER_WS_BURST. */
  wsBurst: number;
  /** A socket that has not said a successful hello by then is closed (ms). ARBITER_HELLO_TIMEOUT_MS. */
  helloTimeoutMs: number;
  /** Open WebSockets per IP. ARBITER_SOCKETS_PER_IP. */
  socketsPerIp: number;
  /** Spectator sockets per game. ARBITER_SPECTATORS_PER_GAME. */
  spectatorsPerGame: number;
  /** A connected seat that leaves its decision unanswered this long forfeits (ms). ARBITER_IDLE_MS. */
  idleMs: number;
  /** Bytes of rendered replays kept in memory. ARBITER_REPLAY_CACHE_BYTES. */
  replayCacheBytes: number;
  /** Abandoned rooms (nobody joined) are deleted from the database after this long (ms). ARBITER_ABANDONED_KEEP_MS. */
  abandonedKeepMs: number;
}

/**
 * How many requests a costly route counts as for the HTTP rate: a replay (its response is the game, frame by
 * frame), a deck check, creating or joining a game (each checks a pasted list) and a simulation.
 */
export const COSTLY_REQUEST_COST = 5;

/** The routes that count COSTLY_REQUEST_COST: `POST /api/deck/check`, `POST /api/games[/join]`, `POST /api/sim`, replays. */
export function requestCost(method: string, url: string): number {
  const path = url.split('?')[0];
  if (method === 'POST' && /^\/api\/(deck\/check|games|games\/join|games\/history|sim)$/.test(path))
    return COSTLY_REQUEST_COST;
  if (method === 'GET' && /^\/api\/games\/[^/]+\/replay$/.test(path)) return COSTLY_REQUEST_COST;
  return 1;
}

/**
 * How many messages a hello counts as for the WebSocket rate: opening a finished game reads it back from the
 * store and replays it, so a socket saying hello over and over costs far more than one answering.
 */
export const HELLO_MESSAGE_COST = 5;

/** Each limit's environment variable and default. */
export const LIMIT_DEFAULTS: { [K in keyof ServerLimits]: { env: string; value: number } } = {
  roomsPerIp: { env: 'ARBITER_ROOMS_PER_IP', value: 10 },
  roomsPerIpPerMinute: { env: 'ARBITER_ROOMS_PER_IP_PER_MINUTE', value: 20 },
  maxAnswers: { env: 'ARBITER_MAX_ANSWERS', value: 3000 },
  httpRate: { env: 'ARBITER_HTTP_RATE', value: 20 },
  httpBurst: { env: 'ARBITER_HTTP_BURST', value: 40 },
  wsRate: { env: 'ARBITER_WS_RATE', value: 20 },
  wsBurst: { env: 'ARBITER_WS_BURST', value: 60 },
  helloTimeoutMs: { env: 'ARBITER_HELLO_TIMEOUT_MS', value: 10_000 },
  socketsPerIp: { env: 'ARBITER_SOCKETS_PER_IP', value: 32 },
  spectatorsPerGame: { env: 'ARBITER_SPECTATORS_PER_GAME', value: 50 },
  idleMs: { env: 'ARBITER_IDLE_MS', value: 10 * 60_000 },
  replayCacheBytes: { env: 'ARBITER_REPLAY_CACHE_BYTES', value: 64 * 1024 * 1024 },
  abandonedKeepMs: { env: 'ARBITER_ABANDONED_KEEP_MS', value: 7 * 24 * 60 * 60_000 },
};

/** Every limit: the given value, else its environment variable, else its default. Throws on a bad variable. */
export function serverLimits(given: Partial<ServerLimits> = {}): ServerLimits {
  const out = {} as ServerLimits;
  for (const key of Object.keys(LIMIT_DEFAULTS) as (keyof ServerLimits)[]) {
    const { env, value } = LIMIT_DEFAULTS[key];
    const text = process.env[env];
    let n = value;
    if (text !== undefined && text !== '') {
      n = Number(text);
      if (!Number.isInteger(n) || n < 0) throw new Error(`${env} must be a whole number, got "${text}"`);
    }
    out[key] = given[key] ?? n;
  }
  return out;
}

/**
 * Token buckets by key (an IP address): each key may take `burst` tokens at once and gets `rate` back per
 * second. Empty buckets of quiet keys are forgotten so the map does not grow with every address seen.
 */
export class RateLimiter {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();
  private sweepAt = 0;

  constructor(
    private readonly rate: number,
    private readonly burst: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Take `cost` tokens for `key`; false (taking none) when its bucket has fewer. A rate of 0 means no limit. */
  take(key: string, cost = 1): boolean {
    if (this.rate === 0) return true;
    const now = this.now();
    let b = this.buckets.get(key);
    if (!b) {
      b = { tokens: this.burst, at: now };
      this.buckets.set(key, b);
    } else {
      b.tokens = Math.min(this.burst, b.tokens + ((now - b.at) / 1000) * this.rate);
      b.at = now;
    }
    if (now >= this.sweepAt) this.sweep(now);
    if (b.tokens < cost) return false;
    b.tokens -= cost;
    return true;
  }

  /** Seconds until `key` has a token again (for Retry-After). */
  retryAfter(key: string): number {
    const b = this.buckets.get(key);
    if (!b || this.rate === 0) return 0;
    return Math.max(1, Math.ceil((1 - b.tokens) / this.rate));
  }

  private sweep(now: number): void {
    // A bucket that has refilled completely holds nothing worth keeping.
    const full = (this.burst / this.rate) * 1000;
    for (const [k, b] of this.buckets) if (now - b.at >= full) this.buckets.delete(k);
    this.sweepAt = now + 10_000;
  }
}

/** Counts per key (rooms or sockets an IP holds now), for "at most N at once" limits. */
export class Counter {
  private readonly counts = new Map<string, number>();

  get(key: string): number {
    return this.counts.get(key) ?? 0;
  }

  add(key: string, by = 1): void {
    const n = this.get(key) + by;
    if (n <= 0) this.counts.delete(key);
    else this.counts.set(key, n);
  }
}

/** Timestamps per key within a sliding window ("at most N per minute"). */
export class WindowCounter {
  private readonly hits = new Map<string, number[]>();

  constructor(
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Record a hit for `key` unless it already has `max` in the window (0 = no limit); false when refused. */
  hit(key: string, max: number): boolean {
    if (max === 0) return true;
    const now = this.now();
    const list = (this.hits.get(key) ?? []).filter((t) => now - t < this.windowMs);
    if (list.length >= max) {
      this.hits.set(key, list);
      return false;
    }
    list.push(now);
    this.hits.set(key, list);
    if (this.hits.size > 10_000) this.sweep(now);
    return true;
  }

  private sweep(now: number): void {
    for (const [k, list] of this.hits) if (list.every((t) => now - t >= this.windowMs)) this.hits.delete(k);
  }
}

/** The per-address limits turned off: for tests and benches that run every client from one address. */
export const ONE_ADDRESS_MANY_CLIENTS: Partial<ServerLimits> = {
  roomsPerIp: 0,
  roomsPerIpPerMinute: 0,
  httpRate: 0,
  wsRate: 0,
  socketsPerIp: 0,
};
