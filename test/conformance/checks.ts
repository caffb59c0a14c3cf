// The conformance checks, written against the kernel's interface only (newGame/decision/act/view/eventsFor/clone/
// resample/replay and GameModule.census), so that they hold for any registered game. Each check returns the
// problems it found as sentences; conformance.test.ts plays the games and asserts that none were found.
import { createHash } from 'node:crypto';
import { act, clone, eventsFor, gameModule, resample, sameAnswer, view } from '../../src/core/engine.ts';
import { IllegalAnswer } from '../../src/core/errors.ts';
import { seatEvents, seatId, seatOptions, seatView } from '../../src/core/seatIds.ts';
import type { Answer, BaseState, CardPlace, Seat } from '../../src/core/types.ts';

export type Receiver = Seat | 'spectator';
export const RECEIVERS: readonly Receiver[] = [0, 1, 'spectator'];

export function census(s: BaseState): CardPlace[] {
  const m = gameModule(s.game);
  if (!m.census) throw new Error(`game "${s.game}" has no census: the conformance suite needs GameModule.census`);
  return m.census(s);
}

export function stateHash(s: BaseState): string {
  return createHash('sha256').update(JSON.stringify(s)).digest('hex');
}

/**
 * The keys under which views, events and answers name a card by its id (a number, a list of numbers, or an object
 * holding an `id`). A game that names cards under another key adds it here, or the hidden-card check misses it.
 */
export const ID_KEYS: ReadonlySet<string> = new Set([
  'id',
  'ids',
  'card',
  'cards',
  'newId',
  'source',
  'target',
  'targets',
  'attacker',
  'guard',
  'originalGuard',
  'onto',
  'on',
  'under',
  'looked',
  'picked',
  'it',
  'self',
]);

/** Adds to `out` every number stored under an id key anywhere in `x`. */
export function collectIds(x: unknown, out: Set<number>, key = ''): void {
  if (typeof x === 'number') {
    if (ID_KEYS.has(key)) out.add(x);
  } else if (Array.isArray(x)) for (const y of x) collectIds(y, out, key);
  else if (x && typeof x === 'object') for (const [k, v] of Object.entries(x)) collectIds(v, out, k);
}

/** The cards hidden from `who` now, by id, with where they are; a seat's pending decision lets it look at some. */
export function hiddenFrom(s: BaseState, places: readonly CardPlace[], who: Receiver): Map<number, CardPlace> {
  const out = new Map<number, CardPlace>();
  for (const p of places) if (p.visibleTo !== 'all' && p.visibleTo !== who) out.set(p.id, p);
  const d = s.decision;
  if (d && d.seat === who) for (const id of d.looking ?? []) out.delete(id);
  return out;
}

/** Ids unique; every non-token card's owner counted; the counts must equal `start` (the counts after setup). */
export function conservation(places: readonly CardPlace[], start: readonly [number, number] | null): string[] {
  const problems: string[] = [];
  const seen = new Set<number>();
  const count: [number, number] = [0, 0];
  for (const p of places) {
    if (seen.has(p.id)) problems.push(`card id ${p.id} is in two places (one is ${p.zone} of seat ${p.seat})`);
    seen.add(p.id);
    if (!p.token) count[p.owner]++;
  }
  if (start && (count[0] !== start[0] || count[1] !== start[1])) {
    problems.push(`cards per owner went from ${start.join('/')} to ${count.join('/')}`);
  }
  return problems;
}

export function ownerCounts(places: readonly CardPlace[]): [number, number] {
  const count: [number, number] = [0, 0];
  for (const p of places) if (!p.token) count[p.owner]++;
  return count;
}

/**
 * Per receiver, the ids its event stream has named so far (ids are never reused: a card changing zone gets a new one,
 * so a card hidden now under an id the stream named is a card the receiver can follow into hiding).
 */
export class EventWatch {
  readonly named = new Map<Receiver, Set<number>>(RECEIVERS.map((r) => [r, new Set<number>()]));
  private from = 0;

  /** Reads the events logged since the last call; returns how many there were. */
  update(s: BaseState): number {
    const log = s.log ?? [];
    for (const r of RECEIVERS) collectIds(eventsFor(s, r, this.from), this.named.get(r)!);
    const n = log.length - this.from;
    this.from = log.length;
    return n;
  }
}

/** No view and no event stream names a card hidden from its receiver. */
export function hiddenCheck(s: BaseState, places: readonly CardPlace[], events: EventWatch): string[] {
  const problems: string[] = [];
  for (const r of RECEIVERS) {
    const hidden = hiddenFrom(s, places, r);
    const inView = new Set<number>();
    collectIds(view(s, r), inView);
    for (const id of inView) {
      const p = hidden.get(id);
      if (p) problems.push(`the view of ${who(r)} names card ${id} (${p.code}) in ${p.zone} of seat ${p.seat}`);
    }
    for (const id of events.named.get(r)!) {
      const p = hidden.get(id);
      if (p) problems.push(`the events of ${who(r)} name card ${id} (${p.code}), now in ${p.zone} of seat ${p.seat}`);
    }
  }
  return problems;
}

/**
 * What leaves the process (src/core/seatIds.ts: the match server sends `seatView`, `seatEvents`, `seatOptions`) names
 * no hidden card by its translated id either. `sent` holds, per receiver, the translated ids its event stream has
 * carried so far; `from` is where the last call stopped in the log.
 */
export class WireWatch {
  readonly sent = new Map<Receiver, Set<number>>(RECEIVERS.map((r) => [r, new Set<number>()]));
  private from = 0;

  check(s: BaseState, places: readonly CardPlace[]): string[] {
    const problems: string[] = [];
    for (const r of RECEIVERS) {
      collectIds(seatEvents(s, r, this.from), this.sent.get(r)!);
      const inView = new Set<number>();
      collectIds(seatView(s, r), inView);
      if (r !== 'spectator') collectIds(seatOptions(s, r), inView);
      for (const [id, p] of hiddenFrom(s, places, r)) {
        const wire = seatId(s, r, id);
        if (inView.has(wire)) problems.push(`the seat view of ${who(r)} names card ${id} (${p.code}) in ${p.zone}`);
        if (this.sent.get(r)!.has(wire)) {
          problems.push(`the seat events of ${who(r)} name card ${id} (${p.code}), now in ${p.zone}`);
        }
      }
    }
    this.from = (s.log ?? []).length;
    return problems;
  }
}

function who(r: Receiver): string {
  return r === 'spectator' ? 'a spectator' : `seat ${r}`;
}

/** Acting on a clone leaves the original unchanged, and the clone then equals the original given the same answer. */
export function cloneCheck(s: BaseState, seat: Seat, answer: Answer): { problems: string[]; copy: BaseState } {
  const problems: string[] = [];
  const before = stateHash(s);
  const copy = clone(s);
  if (stateHash(copy) !== before) problems.push('a fresh clone differs from its original');
  act(copy, seat, answer);
  if (stateHash(s) !== before) problems.push(`answering ${JSON.stringify(answer)} on a clone changed the original`);
  return { problems, copy };
}

/**
 * Resampled for `seat`: the seat's view is the same as in the real state, the real state is unchanged, and the
 * hidden cards (their codes in order, zone by zone) differ between seeds where they can (two different codes
 * hidden from the seat in one zone, not counting cards its decision lets it look at). Returns whether the position could differ, and whether it did.
 */
export function resampleCheck(
  s: BaseState,
  seat: Seat,
  seeds: readonly number[],
): { problems: string[]; eligible: boolean; differed: boolean } {
  const problems: string[] = [];
  const before = stateHash(s);
  const seen = JSON.stringify(view(s, seat));
  const hiddenCodes = new Set<string>();
  const signatures = new Set<string>();
  let eligible = false;
  for (const seed of seeds) {
    const r = resample(s, seat, seed);
    if (JSON.stringify(view(r, seat)) !== seen)
      problems.push(`resampled with seed ${seed}, seat ${seat}'s view changed`);
    const byZone = new Map<string, string[]>();
    // Hidden from the seat, less what its decision lets it look at (those stay: the seat sees them).
    for (const p of hiddenFrom(r, census(r), seat).values()) {
      const key = `${p.seat}:${p.zone}`;
      if (!byZone.has(key)) byZone.set(key, []);
      byZone.get(key)!.push(p.code);
    }
    for (const codes of byZone.values()) {
      for (const c of codes) hiddenCodes.add(c);
      if (new Set(codes).size > 1) eligible = true;
    }
    signatures.add(JSON.stringify([...byZone].sort()));
  }
  if (stateHash(s) !== before) problems.push(`resampling for seat ${seat} changed the real state`);
  return { problems, eligible, differed: signatures.size > 1 };
}

/**
 * Answers that must be refused at this decision, each with what makes it illegal: the wrong shape, a kind no option
 * has, each numeric field of an option pushed out of range or to a card the decider cannot see, an extra field, and
 * a legal option sent by the other seat.
 */
export function illegalAnswers(
  s: BaseState,
  places: readonly CardPlace[],
): { what: string; seat: Seat; answer: unknown }[] {
  const d = s.decision!;
  const other: Seat = d.seat === 0 ? 1 : 0;
  const out: { what: string; seat: Seat; answer: unknown }[] = [
    { what: 'null', seat: d.seat, answer: null },
    { what: 'a number', seat: d.seat, answer: 7 },
    { what: 'no kind', seat: d.seat, answer: {} },
    { what: 'a kind no game has', seat: d.seat, answer: { t: 'noSuchKind' } },
    { what: 'a legal answer from the other seat', seat: other, answer: d.options[0] },
    { what: 'a legal answer with an extra field', seat: d.seat, answer: { ...d.options[0], extra: 1 } },
  ];
  const hidden = [...hiddenFrom(s, places, d.seat).keys()];
  const option = d.options.find((o) => Object.values(o).some((v) => typeof v === 'number')) ?? d.options[0];
  for (const [k, v] of Object.entries(option)) {
    if (typeof v !== 'number') continue;
    out.push({ what: `${k} out of range`, seat: d.seat, answer: { ...option, [k]: 1_000_000 } });
    out.push({ what: `${k} negative`, seat: d.seat, answer: { ...option, [k]: -1 } });
    out.push({ what: `${k} not an integer`, seat: d.seat, answer: { ...option, [k]: v + 0.5 } });
    out.push({ what: `${k} a string`, seat: d.seat, answer: { ...option, [k]: String(v) } });
    if (hidden.length > 0) {
      out.push({ what: `${k} forged as a hidden card`, seat: d.seat, answer: { ...option, [k]: hidden[0] } });
    }
  }
  for (const [k, v] of Object.entries(option)) {
    if (Array.isArray(v))
      out.push({ what: `${k} with a forged entry`, seat: d.seat, answer: { ...option, [k]: [...v, 1_000_000] } });
  }
  // A mutation that happens to be another legal option is not illegal.
  return out.filter(
    (x) =>
      !(x.answer && typeof x.answer === 'object' && d.options.some((o) => sameAnswer(o, x.answer as Answer))) ||
      x.seat !== d.seat,
  );
}

/**
 * Each illegal answer throws IllegalAnswer with a message, and the state is unchanged. `apply` is the kernel's `act`;
 * the checks' own tests pass a broken one to show each failure is reported.
 */
export function refusalCheck(
  s: BaseState,
  places: readonly CardPlace[],
  apply: typeof act = act,
): { problems: string[]; tried: number } {
  const problems: string[] = [];
  const cases = illegalAnswers(s, places);
  const before = stateHash(s);
  for (const c of cases) {
    try {
      apply(s, c.seat, c.answer as Answer);
      problems.push(`${c.what} (${JSON.stringify(c.answer)}) was accepted at "${s.decision?.prompt}"`);
      return { problems, tried: cases.length }; // the game moved on: the rest would test another position
    } catch (err) {
      if (!(err instanceof IllegalAnswer)) problems.push(`${c.what} threw ${(err as Error).name}, not IllegalAnswer`);
      else if (!err.message) problems.push(`${c.what} was refused without a message`);
    }
    if (stateHash(s) !== before) {
      problems.push(`${c.what} (${JSON.stringify(c.answer)}) changed the state while being refused`);
      return { problems, tried: cases.length };
    }
  }
  return { problems, tried: cases.length };
}
