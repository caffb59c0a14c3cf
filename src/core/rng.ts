// Seeded pseudo-random numbers that live inside the game state (DESIGN: determinism).
// sfc32: four 32-bit words of state, so the generator is plain data that clones and serialises
// with the game. Seeds are expanded with splitmix32 so nearby seeds give unrelated streams.

export type RngState = [number, number, number, number];

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

export function seedRng(seed: number): RngState {
  const next = splitmix32(seed);
  const rng: RngState = [next(), next(), next(), next()];
  for (let i = 0; i < 12; i++) nextU32(rng);
  return rng;
}

export function nextU32(r: RngState): number {
  const t = (((r[0] + r[1]) >>> 0) + r[3]) >>> 0;
  r[3] = (r[3] + 1) >>> 0;
  r[0] = r[1] ^ (r[1] >>> 9);
  r[1] = (r[2] + (r[2] << 3)) >>> 0;
  r[2] = ((r[2] << 21) | (r[2] >>> 11)) >>> 0;
  r[2] = (r[2] + t) >>> 0;
  return t;
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
