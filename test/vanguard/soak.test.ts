// The invariant soak (DESIGN "Testing"): thousands of seeded random games over every built-in trial
// deck and both rule eras. Every game must end within the decision cap without an exception, keep
// every card in exactly one zone, and replay byte for byte from its record; a subset is checked after
// every single decision for hidden information leaking into a seat's view or event stream.
//
// Runtime (2 cores): the games are played once, in `beforeAll`; every game is replayed (not a subset),
// and every HIDDEN_EVERY-th game is played with a log and checked after each decision.
import { beforeAll, describe, expect, it } from 'vitest';
import { agentContext } from '../../src/ai/playGame.ts';
import { randomAgent } from '../../src/ai/randomAgent.ts';
import { act, decision, eventsFor, newGame, replay, replayRecord, view } from '../../src/core/engine.ts';
import { randInt, seedRng } from '../../src/core/rng.ts';
import type { Seat } from '../../src/core/types.ts';
import { builtInDecks, expandDeck } from '../../src/games/vanguard/cards/cardPool.ts';
import type { FormatId } from '../../src/games/vanguard/formats.ts';
import '../../src/games/vanguard/index.ts';
import { CIRCLES, type VGState } from '../../src/games/vanguard/state.ts';
import type { VGView } from '../../src/games/vanguard/view.ts';

const GAMES = 2000;
const DECISION_CAP = 5000;
const HIDDEN_EVERY = 20;
const FORMAT_IDS: FormatId[] = ['cr201', 'cr110'];
const PILES = ['deck', 'hand', 'drop', 'soul', 'damage', 'bind', 'trigger', 'removed', 'gzone'] as const;
const DECKS = builtInDecks().map((d) => ({ name: d.id, cards: expandDeck(d) }));

interface Failure {
  game: number;
  what: string;
}

const failures = {
  unfinished: [] as Failure[],
  exception: [] as Failure[],
  cards: [] as Failure[],
  hidden: [] as Failure[],
  handCount: [] as Failure[],
  replay: [] as Failure[],
};
const stats = {
  games: 0,
  hiddenGames: 0,
  hiddenDecisions: 0,
  replayed: 0,
  maxDecisions: 0,
  draws: 0,
  decks: new Set<string>(),
  formats: new Set<string>(),
  reasons: new Set<string>(),
  ms: 0,
};

/** Every card id in every zone of both players, with the seat whose zone holds it. */
function cardCheck(s: VGState): string | null {
  const seen = new Set<number>();
  for (const seat of [0, 1] as const) {
    const p = s.players[seat];
    let n = 0;
    const each = (cards: { id: number; owner: Seat }[]) => {
      for (const c of cards) {
        if (seen.has(c.id)) return `card id ${c.id} is in two places`;
        if (c.owner !== seat) return `card ${c.id} of player ${c.owner + 1} is in a zone of player ${seat + 1}`;
        seen.add(c.id);
        n++;
      }
      return null;
    };
    for (const z of PILES) {
      const e = each(p[z]);
      if (e) return e;
    }
    for (const c of CIRCLES) {
      const e = each(p.field[c]);
      if (e) return e;
    }
    if (n !== 50) return `player ${seat + 1} has ${n} cards, not 50`;
  }
  return null;
}

const ID_KEYS = new Set(['id', 'card', 'newId']);

/** Numbers stored under an id-like key anywhere in `x` (`card` may also hold an object with an `id`). */
function collectIds(x: unknown, out: Set<number>, key = ''): void {
  if (typeof x === 'number') {
    if (ID_KEYS.has(key)) out.add(x);
    return;
  }
  if (Array.isArray(x)) {
    for (const y of x) collectIds(y, out, key);
    return;
  }
  if (x && typeof x === 'object') for (const [k, v] of Object.entries(x)) collectIds(v, out, k);
}

/** The cards hidden from `seat` right now: both decks and the opponent's hand (VG2 4.2.2, 4.3.2). */
function hiddenFrom(s: VGState, seat: Seat): Map<number, string> {
  const m = new Map<number, string>();
  for (const p of [0, 1] as const) for (const c of s.players[p].deck) m.set(c.id, `deck of player ${p + 1}`);
  for (const c of s.players[seat === 0 ? 1 : 0].hand) m.set(c.id, 'opponent hand');
  const d = s.decision;
  if (d && d.seat === seat) for (const id of d.looking ?? []) m.delete(id);
  return m;
}

function play(game: number): void {
  const rng = seedRng(0x5eed0000 + game);
  const a = randInt(rng, DECKS.length);
  const b = randInt(rng, DECKS.length);
  const format = FORMAT_IDS[randInt(rng, 2)];
  const seed = randInt(rng, 0x100000000);
  const checkHidden = game % HIDDEN_EVERY === 0;
  stats.decks.add(DECKS[a].name).add(DECKS[b].name);
  stats.formats.add(format);
  let s: VGState | undefined;
  try {
    s = newGame<VGState>({
      game: 'vanguard',
      format,
      decks: [DECKS[a], DECKS[b]],
      seed,
      log: checkHidden,
    });
    const agents = [randomAgent(seed ^ 0x1234), randomAgent(seed ^ 0x4321)];
    // Per seat: every id its event stream has named so far (ids are never reused, so this only grows).
    const eventIds: [Set<number>, Set<number>] = [new Set(), new Set()];
    const eventFrom: [number, number] = [0, 0];
    let n = 0;
    for (; n < DECISION_CAP; n++) {
      const d = decision(s);
      if (!d) break;
      if (checkHidden) hiddenCheck(s, game, n, eventIds, eventFrom);
      const answer = agents[d.seat].choose(agentContext(s, d));
      act(s, d.seat, answer);
    }
    if (checkHidden) {
      hiddenCheck(s, game, n, eventIds, eventFrom);
      stats.hiddenGames++;
    }
    stats.maxDecisions = Math.max(stats.maxDecisions, n);
    if (!s.result) failures.unfinished.push({ game, what: `no result after ${n} decisions` });
    else {
      if (s.result.winner === 'draw') stats.draws++;
      stats.reasons.add(s.result.reason.replace(/player \d/g, 'player N'));
    }
    const bad = cardCheck(s);
    if (bad) failures.cards.push({ game, what: bad });
  } catch (err) {
    failures.exception.push({ game, what: (err as Error).stack ?? String(err) });
    return;
  }
  stats.games++;
  try {
    const again = replay(replayRecord(s), { log: checkHidden });
    if (JSON.stringify(again) !== JSON.stringify(s)) failures.replay.push({ game, what: 'replayed state differs' });
    stats.replayed++;
  } catch (err) {
    failures.replay.push({ game, what: (err as Error).message });
  }
}

function hiddenCheck(
  s: VGState,
  game: number,
  n: number,
  eventIds: [Set<number>, Set<number>],
  eventFrom: [number, number],
): void {
  stats.hiddenDecisions++;
  const bad = cardCheck(s);
  if (bad) failures.cards.push({ game, what: `after decision ${n}: ${bad}` });
  for (const seat of [0, 1] as const) {
    const fresh = eventsFor(s, seat, eventFrom[seat]);
    eventFrom[seat] = s.log!.length;
    collectIds(fresh, eventIds[seat]);
    const v = view(s, seat) as VGView;
    const opp = seat === 0 ? 1 : 0;
    if (typeof v.players[opp].hand !== 'number' || !Array.isArray(v.players[seat].hand)) {
      failures.handCount.push({ game, what: `decision ${n}: seat ${seat + 1} sees the opponent's hand` });
    }
    const viewIds = new Set<number>();
    collectIds(v, viewIds);
    for (const [id, where] of hiddenFrom(s, seat)) {
      if (viewIds.has(id))
        failures.hidden.push({ game, what: `decision ${n}: view of seat ${seat + 1} has ${where} card ${id}` });
      if (eventIds[seat].has(id)) {
        failures.hidden.push({ game, what: `decision ${n}: events of seat ${seat + 1} name ${where} card ${id}` });
      }
    }
  }
  const sp = view(s, 'spectator') as VGView;
  if (typeof sp.players[0].hand !== 'number' || typeof sp.players[1].hand !== 'number') {
    failures.handCount.push({ game, what: `decision ${n}: the spectator sees a hand` });
  }
}

/** Show at most a few failures, so a broken invariant reads well. */
function firstFew(f: Failure[]): string[] {
  return f.slice(0, 5).map((x) => `game ${x.game}: ${x.what}`);
}

describe(`invariant soak: ${GAMES} seeded random games, all trial decks, both formats`, () => {
  beforeAll(() => {
    const t0 = performance.now();
    for (let g = 0; g < GAMES; g++) play(g);
    stats.ms = performance.now() - t0;
  }, 180_000);

  it('plays every game to a result within the decision cap, without an exception', () => {
    expect(firstFew(failures.exception)).toEqual([]);
    expect(firstFew(failures.unfinished)).toEqual([]);
    expect(stats.games).toBe(GAMES);
    expect(stats.maxDecisions).toBeLessThan(DECISION_CAP);
  });

  it('covers all twelve built-in decks (ten original, V-TD01, V-TD02) and both formats, and games end both ways (damage and deck-out)', () => {
    expect(stats.decks.size).toBe(12);
    expect([...stats.formats].sort()).toEqual(['cr110', 'cr201']);
    expect(stats.reasons).toContain('player N lost: six or more damage');
    expect(stats.reasons).toContain('player N lost: no cards in deck');
  });

  it('VG2 3.3.2 VG2 4.1.1 every card is in exactly one zone of its owner: 50 distinct cards per player, removed ones included', () => {
    expect(stats.games).toBe(GAMES);
    expect(firstFew(failures.cards)).toEqual([]);
  });

  it("VG2 4.1.4 VG2 4.1.3 VG2 4.2.2 VG2 4.3.2 after every decision no view or event stream names a card hidden from that seat (both decks, the opponent's hand), except what its decision lets it look at", () => {
    expect(stats.hiddenGames).toBe(GAMES / HIDDEN_EVERY);
    expect(stats.hiddenDecisions).toBeGreaterThan(10_000);
    expect(firstFew(failures.hidden)).toEqual([]);
  });

  it("VG2 4.3.2 VG2 4.1.2 the opponent's hand is a number in every view, and a spectator sees no hand at all", () => {
    expect(stats.hiddenGames).toBe(GAMES / HIDDEN_EVERY);
    expect(firstFew(failures.handCount)).toEqual([]);
  });

  it('replaying replayRecord(state) reproduces JSON.stringify(state) exactly, for every game', () => {
    expect(firstFew(failures.replay)).toEqual([]);
    expect(stats.replayed).toBe(GAMES);
  });
});
