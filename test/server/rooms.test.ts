// Rooms without the network: an answer becomes current only once it is stored. When the store fails,
// the answer is refused with `internal`, nothing is sent and the state is unchanged; the same answer is
// accepted once the store works again. Answers queue in order, so a burst of duplicates is accepted once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { view } from '../../src/core/engine.ts';
import { seatOptions } from '../../src/core/seatIds.ts';
import { deckById, expandDeck } from '../../src/games/vanguard/cards/cardPool.ts';
import '../../src/index.ts';
import { AiPlayers } from '../../src/server/aiPlayers.ts';
import { type Conn, Rooms } from '../../src/server/rooms.ts';
import { openStore, type Store } from '../../src/server/store.ts';

let store: Store;
let failing = false;
let rooms: Rooms;
const ai = new AiPlayers(() => undefined);

beforeAll(async () => {
  store = await openStore(':memory:');
  const append = store.appendAnswer.bind(store);
  store.appendAnswer = (...args) => (failing ? Promise.reject(new Error('disk full')) : append(...args));
  rooms = new Rooms(store, { graceMs: 60_000, aiDelayMs: 0, minuteMs: 60_000, ai, log: () => undefined });
});

afterAll(async () => {
  await rooms.close();
  await ai.close();
  await store.close();
});

const deck = (id: string) => ({ name: id, cards: expandDeck(deckById(id)!) });

describe('rooms: an answer is current only once stored', () => {
  it('a store failure refuses the answer and changes nothing; the same answer is accepted afterwards', async () => {
    const created = await rooms.create({
      game: 'vanguard',
      format: 'cr201',
      deck: deck('VG-TD01'),
      seed: 4,
      opponent: { kind: 'human' },
    });
    const room = rooms.byInviteCode(created.inviteCode!)!;
    await rooms.join(room, deck('VG-TD02'));
    const sent: string[] = [];
    const conn: Conn = { send: (d) => sent.push(d), viewer: 0, room: null, cursor: 0 };
    room.attach(conn, 0);
    sent.length = 0;
    const d = room.state!.decision!;
    const before = JSON.stringify(view(room.state!, d.seat));
    // A room takes answers as the seat was sent them (its own ids, issue 19) and stores the engine's option.
    const mine = seatOptions(room.state!, d.seat)[0];

    failing = true;
    const refused = await room.submit(d.seat, mine, 0);
    expect(refused).toMatchObject({ code: 'internal', retry: true });
    expect(room.seq).toBe(0);
    expect(JSON.stringify(view(room.state!, d.seat))).toBe(before);
    expect(sent).toEqual([]);
    expect(await store.answers(created.gameId)).toEqual([]);

    failing = false;
    // Three copies at once: the first is accepted, the others are stale by the time their turn comes.
    const results = await Promise.all([0, 1, 2].map(() => room.submit(d.seat, mine, 0)));
    expect(results[0]).toBeNull();
    expect(results.slice(1).map((r) => r?.code)).toEqual(['stale', 'stale']);
    expect(room.seq).toBe(1);
    expect(await store.answers(created.gameId)).toEqual([{ seq: 0, seat: d.seat, answer: d.options[0], spentMs: 0 }]);
    expect(sent.map((m) => JSON.parse(m).seq)).toEqual([1]);
  });
});
