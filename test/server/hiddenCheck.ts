// The hidden-information check shared by the server tests of every game: given the messages each
// receiver (both seats and a spectator) got during a seeded game between two bot clients, the test
// rebuilds the game on its own (same decks, seed and the answers the bots sent) and, for every message:
// - the view is exactly `seatView(state, thatSeat)` and the events, over the whole game, exactly
//   `seatEvents(state, thatSeat)` — the server adds nothing of its own, and every id is the receiver's own;
// - walking the raw JSON, no card id names a card hidden from that receiver at that moment (the game's
//   `hiddenFrom` says which), except the cards its own decision lets it look at; no event ever names a
//   card that is hidden then;
// - every { id, code } pair names the real code of that card, and the opponent's hand is only a count;
// - nothing from the raw state (seed, rng, frames, answers, decks) appears.
import { expect } from 'vitest';
import Database from 'better-sqlite3';
import { act, newGame } from '../../src/core/engine.ts';
import { seatAnswer, seatEvents, seatId, seatView } from '../../src/core/seatIds.ts';
import type { BaseState, DeckSpec, Seat } from '../../src/core/types.ts';
import type { Msg, TestClient } from './wsClient.ts';

const ID_KEYS = new Set(['id', 'card', 'newId', 'source']);
const FORBIDDEN_KEYS = new Set(['seed', 'rng', 'frames', 'answers', 'decks', 'setup', 'standby']);

export type Receiver = Seat | 'spectator';

/** What differs per game: which card ids a receiver may not see now, and every card id with its code. */
export interface HiddenRules<S extends BaseState> {
  hiddenFrom(s: S, who: Receiver): Set<number>;
  recordCodes(s: S, codes: Map<number, string>): void;
}

interface Walk {
  ids: Set<number>;
  pairs: [number, string][];
  codeOnly: string[];
  forbidden: string[];
}

function walk(x: unknown, out: Walk, key = ''): void {
  if (typeof x === 'number') {
    if (ID_KEYS.has(key)) out.ids.add(x);
    return;
  }
  if (Array.isArray(x)) {
    for (const y of x) walk(y, out, key);
    return;
  }
  if (!x || typeof x !== 'object') return;
  const o = x as Record<string, unknown>;
  if (typeof o.code === 'string') {
    if (typeof o.id === 'number') out.pairs.push([o.id, o.code]);
    else out.codeOnly.push(o.code);
  }
  for (const [k, v] of Object.entries(o)) {
    if (FORBIDDEN_KEYS.has(k)) out.forbidden.push(k);
    walk(v, out, k);
  }
}

const newWalk = (): Walk => ({ ids: new Set(), pairs: [], codeOnly: [], forbidden: [] });

/** Replays the game and asserts every message each receiver got (see the header); returns the messages checked. */
export function checkHiddenInformation<S extends BaseState>(
  setup: { game: string; format: string; decks: [DeckSpec, DeckSpec]; seed: number | string },
  clients: Record<'0' | '1' | 'spectator', TestClient>,
  rules: HiddenRules<S>,
): number {
  const s = newGame<S>({ ...setup, log: true });
  const receivers: [Receiver, TestClient][] = [
    [0, clients['0']],
    [1, clients['1']],
    ['spectator', clients.spectator],
  ];
  const bySeq = receivers.map(([who, c]) => {
    const m = new Map<number, { msg: Msg; raw: string }[]>();
    c.messages.forEach((msg, i) => {
      if (msg.type !== 'state') return;
      if (!m.has(msg.seq!)) m.set(msg.seq!, []);
      m.get(msg.seq!)!.push({ msg, raw: c.raw[i] });
    });
    return { who, byseq: m, eventIds: new Set<number>() };
  });
  const last = clients['0'].lastState()!.seq!;
  const codes = new Map<number, string>();
  const problems: string[] = [];
  let checked = 0;
  for (let seq = 0; seq <= last; seq++) {
    rules.recordCodes(s, codes);
    for (const r of bySeq) {
      const internal = rules.hiddenFrom(s, r.who);
      const d = s.decision;
      if (d && d.seat === r.who) for (const id of d.looking ?? []) internal.delete(id);
      const hidden = new Set([...internal].map((id) => seatId(s, r.who, id)));
      const expected = JSON.parse(JSON.stringify(seatView(s, r.who)));
      for (const { msg, raw } of r.byseq.get(seq) ?? []) {
        checked++;
        if (JSON.stringify(msg.view) !== JSON.stringify(expected)) {
          problems.push(`seq ${seq}: the view sent to ${r.who} is not view(state, ${r.who})`);
        }
        const v = newWalk();
        walk(msg.view, v);
        const e = newWalk();
        walk(msg.events, e);
        for (const id of e.ids) r.eventIds.add(id);
        for (const id of v.ids)
          if (hidden.has(id)) problems.push(`seq ${seq}: view to ${r.who} names hidden card ${id}`);
        for (const id of r.eventIds) {
          if (hidden.has(id)) problems.push(`seq ${seq}: events to ${r.who} named card ${id}, hidden now`);
        }
        const theirs = new Map([...codes].map(([id, code]) => [seatId(s, r.who, id), code]));
        for (const [id, code] of [...v.pairs, ...e.pairs]) {
          if (theirs.has(id) && theirs.get(id) !== code)
            problems.push(`seq ${seq}: card ${id} sent to ${r.who} as ${code}`);
        }
        // A code without an id is only ever a revealed card in an event, never part of a view.
        if (v.codeOnly.length) problems.push(`seq ${seq}: view to ${r.who} has codes without ids`);
        const all = newWalk();
        walk(JSON.parse(raw), all);
        if (all.forbidden.length) problems.push(`seq ${seq}: message to ${r.who} has ${all.forbidden.join(', ')}`);
        const hands = msg.view!.players.map((p) => p.hand);
        for (const p of [0, 1] as const) {
          if (p !== r.who && typeof hands[p] !== 'number') problems.push(`seq ${seq}: ${r.who} sees hand ${p}`);
        }
      }
    }
    if (seq === last) break;
    const decider = s.decision!.seat;
    const answer = clients[String(decider) as '0' | '1'].sent.get(seq);
    expect(answer, `the answer to seq ${seq}`).toBeDefined();
    act(s, decider, seatAnswer(s, decider, answer!));
  }
  expect(problems.slice(0, 10)).toEqual([]);
  expect(s.result).toEqual(clients['0'].lastState()!.view!.result);
  expect(checked).toBeGreaterThan(3 * last);
  // Over the game, each receiver got exactly the events the engine lets it see, each once, in order.
  for (const [who, c] of receivers) {
    const got = c.messages.filter((m) => m.type === 'state').flatMap((m) => m.events);
    expect(got).toEqual(JSON.parse(JSON.stringify(seatEvents(s, who))));
  }
  return checked;
}

/** A game's seed as the server stored it (never sent to a client): the test reads the server's SQLite file. */
export function storedSeed(dbFile: string, gameId: string): number | string {
  const db = new Database(dbFile, { readonly: true });
  try {
    const row = db.prepare('SELECT setup FROM arbiter_games WHERE id = ?').get(gameId) as { setup: string };
    return (JSON.parse(row.setup) as { seed: number | string }).seed;
  } finally {
    db.close();
  }
}
