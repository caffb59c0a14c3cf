// The Buddyfight invariant soak (DESIGN "Testing"), modelled on test/dbs/soak.test.ts: seeded random games over every
// built-in deck in both formats. Every game must end within the decision cap without an exception, keep every card
// in exactly one zone of its owner with the count unchanged (52 a fighter: 50 + flag + buddy, BF-Setup), never show a
// seat a card hidden from it (deck and gauge: BF-Mat①/④; the opponent's hand) in its view or events, and replay
// exactly.
import { beforeAll, describe, expect, it } from 'vitest';
import { agentContext } from '../../src/ai/playGame.ts';
import { randomAgent } from '../../src/ai/randomAgent.ts';
import { act, decision, eventsFor, newGame, replay, replayRecord, view } from '../../src/core/engine.ts';
import { randInt, seedRng } from '../../src/core/rng.ts';
import type { Seat } from '../../src/core/types.ts';
import '../../src/games/buddyfight/index.ts';
import { buddyfightCatalog } from '../../src/games/buddyfight/catalog.ts';
import { type BFState, type Card, ZONES } from '../../src/games/buddyfight/state.ts';

const GAMES = 60;
const DECISION_CAP = 20000;
const HIDDEN_EVERY = 5;
const DECKS = buddyfightCatalog.decks().map((d) => d.spec);

const failures: string[] = [];
const stats = { games: 0, replayed: 0, hiddenChecks: 0, decks: new Set<string>(), reasons: new Set<string>() };

function cardCheck(s: BFState): string | null {
  const seen = new Set<number>();
  for (const seat of [0, 1] as const) {
    let n = 0;
    const count = (c: Card, owner: Seat): string | null => {
      if (seen.has(c.id)) return `card id ${c.id} is in two places`;
      seen.add(c.id);
      if (c.owner !== owner) return `card ${c.id} of player ${c.owner + 1} is in player ${owner + 1}'s zone`;
      n++;
      for (const u of c.soul) {
        const e = count(u, owner);
        if (e) return e;
      }
      return null;
    };
    for (const z of ZONES) {
      for (const c of s.players[seat][z]) {
        const e = count(c, seat);
        if (e) return e;
      }
    }
    if (n !== 52) return `player ${seat + 1} has ${n} cards, not 52`;
  }
  return null;
}

function hiddenIds(s: BFState, seat: Seat): Set<number> {
  const out = new Set<number>();
  for (const p of [0, 1] as const) for (const c of [...s.players[p].deck, ...s.players[p].gauge]) out.add(c.id);
  for (const c of s.players[seat === 0 ? 1 : 0].hand) out.add(c.id);
  // a seat searching its deck looks at the cards it may pick (Decision.looking)
  for (const id of s.decision?.seat === seat ? (s.decision.looking ?? []) : []) out.delete(id);
  return out;
}

function idsIn(x: unknown, out: Set<number>, key = ''): void {
  if (typeof x === 'number') {
    if (['id', 'card', 'newId', 'ids', 'target', 'source'].includes(key)) out.add(x);
  } else if (Array.isArray(x)) for (const y of x) idsIn(y, out, key);
  else if (x && typeof x === 'object') for (const [k, v] of Object.entries(x)) idsIn(v, out, k);
}

/** The id of a face-down soul card of the other fighter whose code the view shows, or null. */
function faceDownLeak(v: unknown, seat: Seat): number | null {
  const players = (v as { players: { seat: Seat; [z: string]: unknown }[] }).players;
  for (const p of players) {
    if (p.seat === seat) continue;
    for (const z of ['left', 'center', 'right', 'item', 'spell']) {
      for (const c of p[z] as { soul?: { id: number; code?: string; faceDown?: boolean }[] }[]) {
        for (const u of c.soul ?? []) if (u.faceDown && u.code !== undefined) return u.id;
      }
    }
  }
  return null;
}

function play(game: number): void {
  const rng = seedRng(0xbf + game);
  const a = game % DECKS.length;
  const b = randInt(rng, DECKS.length);
  const seed = randInt(rng, 0x100000000);
  const format = game % 2 === 0 ? 'standard' : 'pre2018';
  const hidden = game % HIDDEN_EVERY === 0;
  stats.decks.add(DECKS[a].name!).add(DECKS[b].name!);
  const agents = [randomAgent(seed ^ 1), randomAgent(seed ^ 2)];
  let s: BFState;
  try {
    s = newGame<BFState>({ game: 'buddyfight', format, decks: [DECKS[a], DECKS[b]], seed, log: hidden });
    let n = 0;
    let logFrom = 0;
    for (; n < DECISION_CAP; n++) {
      const d = decision(s);
      if (!d) break;
      if (hidden) {
        for (const seat of [0, 1] as const) {
          const secret = hiddenIds(s, seat);
          const seen = new Set<number>();
          idsIn(view(s, seat), seen);
          idsIn(eventsFor(s, seat, logFrom), seen);
          for (const id of seen)
            if (secret.has(id)) failures.push(`game ${game}: seat ${seat} can see hidden card ${id}`);
          // BF-Oth[Souls]: the opponent's face-down soul cards show no code.
          const leak = faceDownLeak(view(s, seat), seat);
          if (leak) failures.push(`game ${game}: seat ${seat} sees face-down soul card ${leak}`);
          stats.hiddenChecks++;
        }
        logFrom = s.log!.length;
      }
      act(s, d.seat, agents[d.seat].choose(agentContext(s, d)));
      const e = cardCheck(s);
      if (e) {
        failures.push(`game ${game}: ${e}`);
        return;
      }
    }
    if (!s.result) failures.push(`game ${game}: unfinished after ${n} decisions`);
    else stats.reasons.add(s.result.reason.replace(/player \d/, 'player N'));
  } catch (err) {
    failures.push(`game ${game}: ${(err as Error).stack}`);
    return;
  }
  stats.games++;
  const again = replay<BFState>(replayRecord(s), { log: hidden });
  if (JSON.stringify({ ...again, answers: [] }) !== JSON.stringify({ ...s, answers: [] }))
    failures.push(`game ${game}: replay differs`);
  else stats.replayed++;
}

describe('Buddyfight soak: random games over the built-in decks, both formats', () => {
  beforeAll(() => {
    for (let g = 0; g < GAMES; g++) play(g);
  }, 600_000);

  it('every game ends without an exception, cards are conserved, nothing hidden is shown, and every game replays', () => {
    expect(failures.slice(0, 2)).toEqual([]);
    expect(stats.games).toBe(GAMES);
    expect(stats.replayed).toBe(GAMES);
    expect(stats.hiddenChecks).toBeGreaterThan(0);
    expect(stats.decks.size).toBe(DECKS.length);
    expect([...stats.reasons].some((r) => /life 0/.test(r))).toBe(true);
  });
});
