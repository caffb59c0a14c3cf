// The DBS invariant soak (DESIGN "Testing"): seeded random games over all ten built-in decks. Every
// game must end within the decision cap without an exception, keep every card in exactly one area of
// its owner (DBS 3-1-1, 3-1-7) with the count unchanged (tokens aside, 10-18-7), never show a seat a
// card hidden from it (DBS 3-2-2, 3-3-3, 3-9-2) in its view or events, and replay exactly.
import { beforeAll, describe, expect, it } from 'vitest';
import { agentContext } from '../../src/ai/playGame.ts';
import { randomAgent } from '../../src/ai/randomAgent.ts';
import { act, decision, eventsFor, newGame, replay, replayRecord, view } from '../../src/core/engine.ts';
import { randInt, seedRng } from '../../src/core/rng.ts';
import type { Seat } from '../../src/core/types.ts';
import { builtInDecks, expandDeck } from '../../src/games/dbs/index.ts';
import { AREAS, type Card, type DBSState } from '../../src/games/dbs/state.ts';

const GAMES = 120;
const DECISION_CAP = 20000;
const HIDDEN_EVERY = 10;
const DECKS = builtInDecks().map((d) => ({ name: d.id, cards: expandDeck(d) }));

const failures: string[] = [];
const stats = { games: 0, replayed: 0, hiddenChecks: 0, decks: new Set<string>(), reasons: new Set<string>() };

function cardCheck(s: DBSState): string | null {
  const seen = new Set<number>();
  for (const seat of [0, 1] as const) {
    let n = 0;
    const count = (c: Card, owner: Seat): string | null => {
      if (seen.has(c.id)) return `card id ${c.id} is in two places`;
      seen.add(c.id);
      if (c.owner !== owner && !c.token)
        return `card ${c.id} of player ${c.owner + 1} is in player ${owner + 1}'s area`;
      if (!c.token) n++;
      for (const u of c.under) {
        const e = count(u, u.owner);
        if (e) return e;
      }
      return null;
    };
    for (const a of AREAS) {
      for (const c of s.players[seat][a]) {
        const e = count(c, seat);
        if (e) return e;
      }
    }
    // DBS 5-2-1-1: during preparation the presented deck is held outside the Deck Area.
    for (const c of s.presented?.[seat] ?? []) {
      const e = count(c, seat);
      if (e) return e;
    }
    if (n !== 51) return `player ${seat + 1} has ${n} cards, not 51`;
  }
  return null;
}

/** Ids hidden from `seat`: both decks, both Life areas, the opponent's hand (minus what it is looking at). */
function hiddenIds(s: DBSState, seat: Seat): Set<number> {
  const out = new Set<number>();
  for (const p of [0, 1] as const)
    for (const c of [...s.players[p].deck, ...s.players[p].life, ...(s.presented?.[p] ?? [])]) out.add(c.id);
  for (const c of s.players[seat === 0 ? 1 : 0].hand) out.add(c.id);
  for (const id of s.decision?.seat === seat ? (s.decision.looking ?? []) : []) out.delete(id);
  return out;
}

function idsIn(x: unknown, out: Set<number>, key = ''): void {
  if (typeof x === 'number') {
    if (key === 'id' || key === 'card' || key === 'newId') out.add(x);
  } else if (Array.isArray(x)) for (const y of x) idsIn(y, out, key);
  else if (x && typeof x === 'object') for (const [k, v] of Object.entries(x)) idsIn(v, out, k);
}

function play(game: number): void {
  const rng = seedRng(0xdb5 + game);
  const a = game % DECKS.length;
  const b = randInt(rng, DECKS.length);
  const seed = randInt(rng, 0x100000000);
  const hidden = game % HIDDEN_EVERY === 0;
  stats.decks.add(DECKS[a].name).add(DECKS[b].name);
  const agents = [randomAgent(seed ^ 1), randomAgent(seed ^ 2)];
  let s: DBSState;
  try {
    s = newGame<DBSState>({ game: 'dbs', format: 'masters', decks: [DECKS[a], DECKS[b]], seed, log: hidden });
    let n = 0;
    let logFrom = [0, 0];
    for (; n < DECISION_CAP; n++) {
      const d = decision(s);
      if (!d) break;
      if (hidden) {
        for (const seat of [0, 1] as const) {
          const secret = hiddenIds(s, seat);
          const seen = new Set<number>();
          idsIn(view(s, seat), seen);
          idsIn(eventsFor(s, seat, logFrom[seat]), seen);
          for (const id of seen)
            if (secret.has(id)) failures.push(`game ${game}: seat ${seat} can see hidden card ${id}`);
          stats.hiddenChecks++;
        }
        logFrom = [s.log!.length, s.log!.length];
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
  const again = replay<DBSState>(replayRecord(s), { log: hidden });
  if (JSON.stringify({ ...again, answers: [] }) !== JSON.stringify({ ...s, answers: [] }))
    failures.push(`game ${game}: replay differs`);
  else stats.replayed++;
}

describe('DBS soak: random games over all ten decks', () => {
  beforeAll(() => {
    for (let g = 0; g < GAMES; g++) play(g);
  }, 120_000);

  it('every game ends, keeps every card in one area (DBS 3-1-1, 3-1-7), hides secrets (DBS 3-2-2, 3-3-3, 3-9-2) and replays', () => {
    expect(failures.slice(0, 5)).toEqual([]);
    expect(stats.games).toBe(GAMES);
    expect(stats.replayed).toBe(GAMES);
    expect(stats.decks.size).toBe(10);
    expect(stats.hiddenChecks).toBeGreaterThan(0);
  });

  it('games end by the loss conditions of DBS 1-2-1-1-1 and 1-2-1-1-2', () => {
    expect([...stats.reasons].some((r) => r.includes('Life'))).toBe(true);
  });
});
