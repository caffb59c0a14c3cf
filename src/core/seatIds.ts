// Card ids as each receiver sees them (issue 19; VG2 4.1.4, DBS 3-1-4: a card that changes zone is a new card, so
// nothing a seat receives may tie a card in a zone hidden from it to any other appearance of it). The engine's ids
// come from one counter per game; the rules never send an id of a card while it is hidden from the receiver (each
// game's zones.ts), and this module is the one boundary where ids leave the process: every card id in a view, an
// event or a decision option is replaced by a keyed pseudo-random permutation of it, one permutation per receiver
// (seat 0, seat 1, spectator), keyed from the game's seed. So a public id tells nothing about how many ids were
// given out before it (no counting of draws between two appearances), the two seats' ids cannot be compared, and an
// answer comes back as one of the receiver's own options, mapped to the engine's option by its place in the list.
// In-process agents keep the engine's ids (`view`), like the rest of the rules; the match server, its replay
// endpoint and the terminal screen send only what this module gives.
import { eventsFor, sameAnswer, view } from './engine.ts';
import { IllegalAnswer } from './errors.ts';
import { chacha20Block, hexSeedKey } from './rng.ts';
import type { Answer, BaseState, GameEvent, Seat, Setup } from './types.ts';

export type Receiver = Seat | 'spectator';

/**
 * Fields that hold card ids, in views, events and answers of both games: a number, an array of numbers, or (for
 * `card` and `under`) objects whose own `id` is one. Every other number (seats, counts, power, indexes …) passes
 * unchanged; test/core/seatIds.test.ts checks over many games that no other field holds an id.
 */
export const ID_FIELDS: ReadonlySet<string> = new Set([
  'id',
  'ids',
  'card',
  'newId',
  'source',
  'attacker',
  // Buddyfight's battle record (BF-Atk 2.2): the attacking cards of a (link) attack.
  'attackers',
  'target',
  'guard',
  'originalGuard',
  'revengeFrom',
  'koAfter',
  'standAfter',
  'onto',
  'on',
  'under',
  'cost',
]);

/** Fields holding no card id at all, though their own keys (`attacker`, `guard`) would: a battle's powers. */
export const NO_ID_FIELDS: ReadonlySet<string> = new Set(['powers']);

/** VG2 7.8.1.1: the view's close-step record lists abilities as "card id:ability index". */
const ID_PREFIXED_STRINGS = 'closeStandby';

const ROUNDS = 8;
const keyCache = new WeakMap<Setup, Uint32Array[]>();

/** Round keys per receiver: a ChaCha20 block of the seed's key (nonce "seat ids"), apart from the rules' stream. */
function roundKeys(setup: Setup, who: Receiver): Uint32Array {
  let keys = keyCache.get(setup);
  if (!keys) {
    // A numeric seed is no secret (the CLI, the simulator, a seeded game against the AI): its key is the number.
    const key = typeof setup.seed === 'string' ? hexSeedKey(setup.seed) : [setup.seed >>> 0, 0, 0, 0, 0, 0, 0, 0];
    keys = [0, 1, 2].map((i) => Uint32Array.from(chacha20Block(key, i, [0x74616573, 0x73646920, 0])).slice(0, ROUNDS));
    keyCache.set(setup, keys);
  }
  return keys[who === 'spectator' ? 2 : who];
}

function mix(x: number): number {
  x = Math.imul(x ^ (x >>> 16), 0x85ebca6b);
  x = Math.imul(x ^ (x >>> 13), 0xc2b2ae35);
  return (x ^ (x >>> 16)) >>> 0;
}

/** An 8-round Feistel network on 32 bits (two 16-bit halves): a permutation whatever the round function. */
function permute(k: Uint32Array, x: number): number {
  let l = x >>> 16;
  let r = x & 0xffff;
  for (let i = 0; i < ROUNDS; i++) {
    const t = l ^ (mix(r ^ k[i]) & 0xffff);
    l = r;
    r = t;
  }
  return ((l << 16) | r) >>> 0;
}

/** The id `who` sees for the engine's card id `id`. 0 is no card (a "none" answer) and stays 0. */
function publicId(k: Uint32Array, id: number): number {
  if (id === 0) return 0;
  if (!Number.isInteger(id) || id < 0 || id > 0xffffffff) throw new Error(`not a card id: ${id}`);
  let y = permute(k, id);
  while (y === 0) y = permute(k, y); // cycle-walk past 0, so the map stays one-to-one on ids 1 … 2^32−1
  return y;
}

function translate(x: unknown, k: Uint32Array, field: string, inId: boolean): unknown {
  if (NO_ID_FIELDS.has(field)) return x;
  if (typeof x === 'number') return inId ? publicId(k, x) : x;
  if (Array.isArray(x)) {
    const out = new Array(x.length);
    for (let i = 0; i < x.length; i++) out[i] = translate(x[i], k, field, inId);
    return out;
  }
  if (x === null || typeof x !== 'object') {
    if (typeof x === 'string' && field === ID_PREFIXED_STRINGS) {
      const colon = x.indexOf(':');
      return `${publicId(k, Number(x.slice(0, colon)))}${x.slice(colon)}`;
    }
    return x;
  }
  const out: Record<string, unknown> = {};
  for (const key in x as Record<string, unknown>) {
    const v = (x as Record<string, unknown>)[key];
    out[key] = translate(v, k, key, ID_FIELDS.has(key));
  }
  return out;
}

/** The id `who` is sent for the engine's card id `id` (tests and tools). */
export function seatId(state: BaseState, who: Receiver, id: number): number {
  return publicId(roundKeys(state.setup, who), id);
}

/** `view(state, who)` with every card id as `who` sees it: what the server and the terminal show. */
export function seatView(state: BaseState, who: Receiver): unknown {
  return translate(view(state, who), roundKeys(state.setup, who), '', false);
}

/** `eventsFor(state, who, from)` with every card id as `who` sees it. */
export function seatEvents(state: BaseState, who: Receiver, from = 0): GameEvent[] {
  return translate(eventsFor(state, who, from), roundKeys(state.setup, who), '', false) as GameEvent[];
}

/** The pending decision's options as `seat` is sent them (`seatView(...).decision.options`), in the same order. */
export function seatOptions(state: BaseState, seat: Seat): Answer[] {
  const d = state.decision;
  if (!d || state.result || d.seat !== seat) return [];
  return translate(d.options, roundKeys(state.setup, seat), '', false) as Answer[];
}

/**
 * The engine's answer for what `seat` sent: the option at the same place in the engine's list as the one it sent is
 * in its own (`seatOptions`). A concession passes through. Throws IllegalAnswer, changing nothing, when the answer is
 * none of its options; an answer out of turn is returned as it is, for `act` to refuse with its usual reason.
 */
export function seatAnswer(state: BaseState, seat: Seat, answer: Answer): Answer {
  if (!answer || typeof answer !== 'object' || answer.t === 'concede') return answer;
  const d = state.decision;
  if (!d || state.result || d.seat !== seat) return answer;
  const mine = seatOptions(state, seat);
  for (let i = 0; i < mine.length; i++) if (sameAnswer(mine[i], answer)) return d.options[i];
  throw new IllegalAnswer(
    `illegal answer ${JSON.stringify(answer)} to "${d.prompt}"; legal answers: ${d.options.length}`,
  );
}

/** The reverse of `seatAnswer`: the option `seat` would send for the engine's option `answer` (an AI seat's). */
export function asSeatAnswer(state: BaseState, seat: Seat, answer: Answer): Answer {
  const d = state.decision;
  if (!d || state.result || d.seat !== seat) return answer;
  for (let i = 0; i < d.options.length; i++) {
    if (sameAnswer(d.options[i], answer)) return seatOptions(state, seat)[i];
  }
  return answer;
}
