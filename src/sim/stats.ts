// Statistics of a simulation run, computed from the per-game summaries in game-index order (so the
// same summaries always give the same numbers, to the last bit).
import { cardByCode } from '../games/vanguard/cards/cardPool.ts';
import type { TriggerKind } from '../games/vanguard/cards/cardRecord.ts';
import type { GameSummary } from './summary.ts';

/** z for a two-sided 95% interval. */
export const Z95 = 1.959963984540054;

/**
 * Wilson score interval for a proportion: `successes` out of `n` trials (successes may be
 * fractional, e.g. draws counted as half a win). [0, 0] when n is 0.
 */
export function wilson(successes: number, n: number, z = Z95): [number, number] {
  if (n <= 0) return [0, 0];
  const p = successes / n;
  const z2 = z * z;
  const denom = 1 + z2 / n;
  const centre = (p + z2 / (2 * n)) / denom;
  const half = (z / denom) * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

/** Round to `digits` decimals, so reports do not print float noise. */
export function round(x: number, digits = 4): number {
  const f = 10 ** digits;
  return Math.round(x * f) / f;
}

export interface Rate {
  /** Wins (draws counted as half a win). */
  wins: number;
  /** Games counted: finished games (unfinished games are left out). */
  n: number;
  rate: number;
  ci95: [number, number];
}

function rate(wins: number, n: number): Rate {
  const [lo, hi] = wilson(wins, n);
  return { wins, n, rate: n ? round(wins / n) : 0, ci95: [round(lo), round(hi)] };
}

export interface TriggerStats {
  kind: TriggerKind | string;
  /** Revealed by drive checks, and how many of those were active (a unit of the same clan, VG2 2.8.1.1). */
  drive: { revealed: number; active: number };
  damage: { revealed: number; active: number };
}

export interface CardStats {
  code: string;
  name: string;
  /** Normal rides (not rides from the soul by rule action). */
  rides: number;
  calls: number;
  guards: number;
}

export interface DeckStats {
  deck: string;
  name: string;
  agent: string;
  /** Games this deck sat in seat 0. */
  seat0: number;
  /** Games this deck's player went first. */
  wentFirst: number;
  wins: number;
  /** Average cards in this deck's damage zone at game end, over all games. */
  avgDamage: number;
  driveChecks: number;
  damageChecks: number;
  triggers: TriggerStats[];
  /** Every card played at least once, most played first. */
  cards: CardStats[];
}

export interface SimReport {
  game: string;
  format: string;
  seed: number;
  games: number;
  /** Deck ids A and B. */
  decks: [string, string];
  /** Agent names: X plays deck A, Y plays deck B. */
  agents: [string, string];
  /** Wins of deck A and deck B. */
  wins: [number, number];
  draws: number;
  unfinished: number;
  /** How draws enter the win rates below. */
  drawsCount: 'half';
  /** Deck A's win rate over finished games, draws as half a win, with the 95% Wilson interval. */
  winRateA: Rate;
  /** The win rate of the player who went first (VG2 5.4.3.2 picks them at random), same conventions. */
  firstPlayer: Rate & { seat0: number; seat1: number };
  turns: {
    mean: number;
    min: number;
    median: number;
    max: number;
    /** [turns, games] pairs, by turns. */
    histogram: [number, number][];
  };
  /** How games ended, e.g. "six or more damage": count (seat numbers removed). */
  endReasons: Record<string, number>;
  perDeck: [DeckStats, DeckStats];
}

const TRIGGER_ORDER = ['critical', 'draw', 'stand', 'heal', 'front'];

function endReason(reason: string | null): string {
  if (reason === null) return 'unfinished';
  return reason.replace(/^player \d lost: /, '').replace(/^player \d conceded$/, 'conceded');
}

export interface ReportInput {
  game: string;
  format: string;
  seed: number;
  decks: [{ id: string; name: string; cards: string[] }, { id: string; name: string; cards: string[] }];
  agents: [string, string];
}

/** Aggregate the summaries (one per game, `summaries[i].i === i`). */
export function aggregate(input: ReportInput, summaries: readonly GameSummary[]): SimReport {
  const games = summaries.length;
  const wins: [number, number] = [0, 0];
  let draws = 0;
  let unfinished = 0;
  let firstWins = 0;
  const firstSeat = [0, 0];
  const wentFirst = [0, 0];
  const seat0 = [0, 0];
  const damage = [0, 0];
  const checks = [
    [0, 0],
    [0, 0],
  ];
  const triggers: [Map<string, number[]>, Map<string, number[]>] = [new Map(), new Map()];
  const plays: [Map<string, number[]>, Map<string, number[]>] = [new Map(), new Map()];
  const turnCounts = new Map<number, number>();
  const endReasons: Record<string, number> = {};
  let turnSum = 0;

  summaries.forEach((g, i) => {
    if (g.i !== i) throw new Error(`summary ${i} is for game ${g.i}`);
    const firstDeck = g.firstPlayer === g.seatOfA ? 0 : 1;
    firstSeat[g.firstPlayer]++;
    wentFirst[firstDeck]++;
    seat0[g.seatOfA === 0 ? 0 : 1]++;
    if (g.winner === null) unfinished++;
    else if (g.winner === 'draw') {
      draws++;
      firstWins += 0.5;
    } else {
      wins[g.winner]++;
      if (g.winner === firstDeck) firstWins++;
    }
    const why = endReason(g.reason);
    endReasons[why] = (endReasons[why] ?? 0) + 1;
    turnSum += g.turns;
    turnCounts.set(g.turns, (turnCounts.get(g.turns) ?? 0) + 1);
    for (const d of [0, 1] as const) {
      const s = g.decks[d];
      damage[d] += s.damage;
      checks[d][0] += s.driveChecks;
      checks[d][1] += s.damageChecks;
      for (const [kind, c] of Object.entries(s.triggers)) {
        const t = triggers[d].get(kind) ?? [0, 0, 0, 0];
        for (let k = 0; k < 4; k++) t[k] += c[k];
        triggers[d].set(kind, t);
      }
      for (const [code, c] of Object.entries(s.plays)) {
        const p = plays[d].get(code) ?? [0, 0, 0];
        for (let k = 0; k < 3; k++) p[k] += c[k];
        plays[d].set(code, p);
      }
    }
  });

  const finished = games - unfinished;
  const histogram = [...turnCounts.entries()].sort((x, y) => x[0] - y[0]);
  const sortedTurns = summaries.map((g) => g.turns).sort((x, y) => x - y);
  const median = games
    ? games % 2
      ? sortedTurns[games >> 1]
      : (sortedTurns[(games >> 1) - 1] + sortedTurns[games >> 1]) / 2
    : 0;

  const deckStats = (d: 0 | 1): DeckStats => {
    const deck = input.decks[d];
    // Every trigger kind the deck holds, then any other kind revealed, in a fixed order.
    const kinds = new Set<string>();
    for (const code of deck.cards) {
      const k = cardByCode(code)?.trigger?.kind;
      if (k) kinds.add(k);
    }
    for (const k of triggers[d].keys()) kinds.add(k);
    const kindList = [...kinds].sort(
      (x, y) => TRIGGER_ORDER.indexOf(x) - TRIGGER_ORDER.indexOf(y) || (x < y ? -1 : x > y ? 1 : 0),
    );
    const cards: CardStats[] = [...plays[d].entries()]
      .map(([code, [rides, calls, guards]]) => ({ code, name: cardByCode(code)?.name ?? code, rides, calls, guards }))
      .sort((x, y) => y.rides + y.calls + y.guards - (x.rides + x.calls + x.guards) || (x.code < y.code ? -1 : 1));
    return {
      deck: deck.id,
      name: deck.name,
      agent: input.agents[d],
      seat0: seat0[d],
      wentFirst: wentFirst[d],
      wins: wins[d],
      avgDamage: games ? round(damage[d] / games) : 0,
      driveChecks: checks[d][0],
      damageChecks: checks[d][1],
      triggers: kindList.map((kind) => {
        const t = triggers[d].get(kind) ?? [0, 0, 0, 0];
        return { kind, drive: { revealed: t[0], active: t[1] }, damage: { revealed: t[2], active: t[3] } };
      }),
      cards,
    };
  };

  return {
    game: input.game,
    format: input.format,
    seed: input.seed,
    games,
    decks: [input.decks[0].id, input.decks[1].id],
    agents: input.agents,
    wins,
    draws,
    unfinished,
    drawsCount: 'half',
    winRateA: rate(wins[0] + draws / 2, finished),
    firstPlayer: { ...rate(firstWins, finished), seat0: firstSeat[0], seat1: firstSeat[1] },
    turns: {
      mean: games ? round(turnSum / games) : 0,
      min: games ? sortedTurns[0] : 0,
      median,
      max: games ? sortedTurns[games - 1] : 0,
      histogram,
    },
    endReasons,
    perDeck: [deckStats(0), deckStats(1)],
  };
}
