// Seeded pseudo-random numbers that live inside the game state (DESIGN: determinism). Two generators, both
// plain arrays of numbers so they clone and serialise with the game:
// - a numeric seed (0 … 2^32−1, the CLI, the simulator, games against the AI) drives sfc32: four 32-bit words,
//   expanded from the seed with splitmix32 so nearby seeds give unrelated streams. Fast, but neither its
//   32-bit seed nor its state is secret: a seat that sees its own opening hand can search the seeds.
// - a seed of 64 hex digits (256 bits; what the match server draws from node:crypto for every game between
//   people) keys a ChaCha20 keystream (RFC 8439 §2.3, nonce 0, block counter from 0): a cryptographic generator,
//   so nothing a seat sees of the shuffles lets it recover the key or predict a later draw.
// The two are told apart by length (4 words: sfc32; 26: ChaCha20), one comparison on the hot path.

/** sfc32: `[a, b, c, counter]`. ChaCha20: `[key0 … key7, next block counter, next index into the block, block0 … block15]`. */
export type RngState = number[];

/** A 256-bit seed: 64 hex digits. */
export const HEX_SEED = /^[0-9a-fA-F]{64}$/;

function splitmix32(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x9e3779b9) >>> 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return (z ^ (z >>> 16)) >>> 0;
  };
}

/** The 8 little-endian key words of a 64-hex-digit seed (RFC 8439 §2.3: the key is read as 8 LE words). */
export function hexSeedKey(seed: string): number[] {
  if (!HEX_SEED.test(seed)) throw new Error(`a hex seed must be 64 hex digits, got ${JSON.stringify(seed)}`);
  const key: number[] = [];
  for (let w = 0; w < 8; w++) {
    let x = 0;
    for (let b = 3; b >= 0; b--) x = (x << 8) | parseInt(seed.slice(w * 8 + b * 2, w * 8 + b * 2 + 2), 16);
    key.push(x >>> 0);
  }
  return key;
}

export function seedRng(seed: number | string): RngState {
  if (typeof seed === 'string') {
    const r = hexSeedKey(seed);
    r.push(0, 16); // counter 0, block used up: the first draw makes block 0
    for (let i = 0; i < 16; i++) r.push(0);
    return r;
  }
  const next = splitmix32(seed);
  const rng: RngState = [next(), next(), next(), next()];
  for (let i = 0; i < 12; i++) nextU32(rng);
  return rng;
}

export function nextU32(r: RngState): number {
  if (r.length !== 4) return chachaNext(r);
  const t = (((r[0] + r[1]) >>> 0) + r[3]) >>> 0;
  r[3] = (r[3] + 1) >>> 0;
  r[0] = r[1] ^ (r[1] >>> 9);
  r[1] = (r[2] + (r[2] << 3)) >>> 0;
  r[2] = ((r[2] << 21) | (r[2] >>> 11)) >>> 0;
  r[2] = (r[2] + t) >>> 0;
  return t;
}

function chachaNext(r: RngState): number {
  if (r[9] >= 16) {
    const block = chacha20Block(r.slice(0, 8), r[8], [0, 0, 0]);
    for (let i = 0; i < 16; i++) r[10 + i] = block[i];
    r[8] = (r[8] + 1) >>> 0;
    r[9] = 0;
  }
  return r[10 + r[9]++];
}

function rotl(x: number, n: number): number {
  return ((x << n) | (x >>> (32 - n))) >>> 0;
}

function quarterRound(x: Uint32Array, a: number, b: number, c: number, d: number): void {
  x[a] += x[b];
  x[d] = rotl(x[d] ^ x[a], 16);
  x[c] += x[d];
  x[b] = rotl(x[b] ^ x[c], 12);
  x[a] += x[b];
  x[d] = rotl(x[d] ^ x[a], 8);
  x[c] += x[d];
  x[b] = rotl(x[b] ^ x[c], 7);
}

/**
 * RFC 8439 §2.3: the ChaCha20 block function. `key` is 8 words, `nonce` 3 words (each as the RFC reads them,
 * little-endian); returns the 16 output words (serialise each little-endian for the RFC's byte string).
 */
export function chacha20Block(key: readonly number[], counter: number, nonce: readonly number[]): number[] {
  const init = new Uint32Array(16);
  init[0] = 0x61707865;
  init[1] = 0x3320646e;
  init[2] = 0x79622d32;
  init[3] = 0x6b206574;
  for (let i = 0; i < 8; i++) init[4 + i] = key[i];
  init[12] = counter;
  init[13] = nonce[0];
  init[14] = nonce[1];
  init[15] = nonce[2];
  const x = init.slice();
  for (let i = 0; i < 10; i++) {
    quarterRound(x, 0, 4, 8, 12);
    quarterRound(x, 1, 5, 9, 13);
    quarterRound(x, 2, 6, 10, 14);
    quarterRound(x, 3, 7, 11, 15);
    quarterRound(x, 0, 5, 10, 15);
    quarterRound(x, 1, 6, 11, 12);
    quarterRound(x, 2, 7, 8, 13);
    quarterRound(x, 3, 4, 9, 14);
  }
  const out: number[] = new Array(16);
  for (let i = 0; i < 16; i++) out[i] = (x[i] + init[i]) >>> 0;
  return out;
}

/** Uniform integer in [0, n), without modulo bias (rejection sampling). */
export function randInt(r: RngState, n: number): number {
  if (n <= 1) return 0;
  const limit = 0x100000000 - (0x100000000 % n);
  for (;;) {
    const x = nextU32(r);
    if (x < limit) return x % n;
  }
}

/** Fisher–Yates shuffle in place. */
export function shuffleInPlace<T>(r: RngState, items: T[]): void {
  for (let i = items.length - 1; i > 0; i--) {
    const j = randInt(r, i + 1);
    const t = items[i];
    items[i] = items[j];
    items[j] = t;
  }
}
