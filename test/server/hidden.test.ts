// No hidden card ever reaches a client. Two bot clients play a seeded game over real WebSockets while
// a spectator watches; every message each of the three receives is recorded. The test then rebuilds the
// game on its own (same decks, seed and the answers the bots sent) and, for every message:
// - the view is exactly `view(state, thatSeat)` and the events, over the whole game, exactly
//   `eventsFor(state, thatSeat)` — the server adds nothing of its own;
// - walking the raw JSON, no card id names a card hidden from that receiver at that moment (both decks,
//   the opponent's hand — both hands for a spectator —, a face-down first vanguard before Stand Up),
//   except the cards its own decision lets it look at; no event ever names a card that is hidden then;
// - every { id, code } pair names the real code of that card (no code is attached to a wrong id), and
//   the opponent's hand is only a count;
// - nothing from the raw state (seed, rng, frames, answers, decks) appears.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { act, eventsFor, newGame, view } from '../../src/core/engine.ts';
import type { Seat } from '../../src/core/types.ts';
import { deckById, expandDeck } from '../../src/games/vanguard/cards/cardPool.ts';
import { CIRCLES, type VGState } from '../../src/games/vanguard/state.ts';
import '../../src/index.ts';
import { type RunningServer, startServer } from '../../src/server/app.ts';
import { createGame, joinGame, type Msg, TestClient } from './wsClient.ts';

const SEED = 20_240;
const ID_KEYS = new Set(['id', 'card', 'newId', 'source']);
const FORBIDDEN_KEYS = new Set(['seed', 'rng', 'frames', 'answers', 'decks', 'setup', 'standby']);

type Receiver = Seat | 'spectator';

let server: RunningServer;
let clients: Record<'0' | '1' | 'spectator', TestClient>;

beforeAll(async () => {
  server = await startServer({ port: 0, database: ':memory:', quiet: true, aiDelayMs: 0, webRoot: '/nonexistent' });
  const g = await createGame(server.url, { deck: 'VG-TD01', opponent: { kind: 'human' }, seed: SEED });
  const p0 = await TestClient.hello(server.url, g.gameId, g.token);
  const j = await joinGame(server.url, g.inviteCode!, 'VG-TD02');
  const p1 = await TestClient.hello(server.url, g.gameId, j.token);
  const spec = await TestClient.hello(server.url, g.gameId);
  clients = { '0': p0, '1': p1, spectator: spec };
  p0.play(0, 11);
  p1.play(1, 12);
  await Promise.all([p0.finished(), p1.finished(), spec.finished()]);
}, 60_000);

afterAll(async () => {
  await Promise.all(Object.values(clients ?? {}).map((c) => c.close()));
  await server?.close();
});

/** Ids of cards `who` may not see in `s` right now. */
function hiddenFrom(s: VGState, who: Receiver): Set<number> {
  const h = new Set<number>();
  for (const p of [0, 1] as const) {
    for (const c of s.players[p].deck) h.add(c.id);
    if (who === p) continue;
    for (const c of s.players[p].hand) h.add(c.id);
    // VG2 5.4.3: the first vanguard is placed face down and stays hidden from the opponent until Stand Up.
    if (s.phase === 'setup')
      for (const circle of CIRCLES) for (const c of s.players[p].field[circle]) if (!c.up) h.add(c.id);
  }
  const d = s.decision;
  if (d && d.seat === who) for (const id of d.looking ?? []) h.delete(id);
  return h;
}

/** Every card id in the state with its code (ids are never reused, so the map only grows). */
function recordCodes(s: VGState, codes: Map<number, string>): void {
  for (const p of s.players) {
    for (const zone of [p.deck, p.hand, p.drop, p.soul, p.damage, p.bind, p.trigger, p.removed, p.gzone]) {
      for (const c of zone) codes.set(c.id, c.code);
    }
    for (const circle of CIRCLES) for (const c of p.field[circle]) codes.set(c.id, c.code);
  }
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

describe('match server: hidden information over the wire', () => {
  it('the two players and the spectator each received a whole game, every state in order, with no error', () => {
    for (const c of Object.values(clients)) {
      expect(c.messages.filter((m) => m.type === 'error')).toEqual([]);
      const seqs = [...new Set(c.messages.filter((m) => m.type === 'state').map((m) => m.seq!))];
      expect(seqs).toEqual(seqs.map((_, i) => i));
      expect(seqs.length).toBeGreaterThan(100);
    }
  });

  it('VG2 4.1.3 VG2 4.2.2 VG2 4.3.2 VG2 4.1.4 no message to a seat or a spectator names a card hidden from it, and each is exactly that seat’s view and events', () => {
    const decks = (['VG-TD01', 'VG-TD02'] as const).map((id) => ({ name: id, cards: expandDeck(deckById(id)!) }));
    const s = newGame<VGState>({
      game: 'vanguard',
      format: 'cr201',
      decks: [decks[0], decks[1]],
      seed: SEED,
      log: true,
    });
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
      recordCodes(s, codes);
      for (const r of bySeq) {
        const hidden = hiddenFrom(s, r.who);
        const expected = JSON.parse(JSON.stringify(view(s, r.who)));
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
          for (const [id, code] of [...v.pairs, ...e.pairs]) {
            if (codes.has(id) && codes.get(id) !== code) problems.push(`seq ${seq}: card ${id} sent as ${code}`);
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
      act(s, decider, answer!);
    }
    expect(problems.slice(0, 10)).toEqual([]);
    expect(s.result).toEqual(clients['0'].lastState()!.view!.result);
    expect(checked).toBeGreaterThan(3 * last);
    // Over the game, each receiver got exactly the events the engine lets it see, each once, in order.
    for (const [who, c] of receivers) {
      const got = c.messages.filter((m) => m.type === 'state').flatMap((m) => m.events);
      expect(got).toEqual(JSON.parse(JSON.stringify(eventsFor(s, who))));
    }
  });
});
