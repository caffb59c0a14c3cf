// Statistics of a simulation run, computed from the per-game summaries in game-index order (so the
// same summaries always give the same numbers, to the last bit). The game's product names its cards and
// trigger kinds (src/sim/simGame.ts).
import { productOf } from '../products.ts';
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
  kind: string;
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
  /** How games ended, e.g. "six or more damage": count (seat numbers removed), most frequent first. */
  endReasons: Record<string, number>;
  perDeck: [DeckStats, DeckStats];
}

function endReason(reason: string | null): string {
  if (reason === null) return 'unfinished';
  return reason
    .replace(/^player \d lost: /, '')
    .replace(/^player \d conceded$/, 'conceded')
    .replace(/^player \d has /, '');
}

export interface ReportInput {
  game: string;
  format: string;
  seed: number;
  decks: [{ id: string; name: string; cards: string[] }, { id: string; name: string; cards: string[] }];
  agents: [string, string];
}

/**
 * The running totals of a simulation: add the per-game summaries in game-index order, then read the
 * report. Memory stays small whatever the number of games (counts only, never the summaries), and
 * every total is a sum of whole numbers (or halves), so the report does not depend on float rounding.
 */
export class Tally {
  private games = 0;
  private readonly wins: [number, number] = [0, 0];
  private draws = 0;
  private unfinished = 0;
  private firstWins = 0;
  private readonly firstSeat = [0, 0];
  private readonly wentFirst = [0, 0];
  private readonly seat0 = [0, 0];
  private readonly damage = [0, 0];
  private readonly driveChecks = [0, 0];
  private readonly damageChecks = [0, 0];
  private readonly triggers: [Map<string, number[]>, Map<string, number[]>] = [new Map(), new Map()];
  private readonly plays: [Map<string, number[]>, Map<string, number[]>] = [new Map(), new Map()];
  private readonly turnCounts = new Map<number, number>();
  private readonly endReasons = new Map<string, number>();
  private turnSum = 0;

  constructor(private readonly input: ReportInput) {}

  /** Add game `g`; games must come in index order (0, 1, 2, …). */
  add(g: GameSummary): void {
    if (g.i !== this.games) throw new Error(`expected the summary of game ${this.games}, got game ${g.i}`);
    this.games++;
    const firstDeck = g.firstPlayer === g.seatOfA ? 0 : 1;
    this.firstSeat[g.firstPlayer]++;
    this.wentFirst[firstDeck]++;
    this.seat0[g.seatOfA === 0 ? 0 : 1]++;
    if (g.winner === null) this.unfinished++;
    else if (g.winner === 'draw') {
      this.draws++;
      this.firstWins += 0.5;
    } else {
      this.wins[g.winner]++;
      if (g.winner === firstDeck) this.firstWins++;
    }
    const why = endReason(g.reason);
    this.endReasons.set(why, (this.endReasons.get(why) ?? 0) + 1);
    this.turnSum += g.turns;
    this.turnCounts.set(g.turns, (this.turnCounts.get(g.turns) ?? 0) + 1);
    for (const d of [0, 1] as const) {
      const s = g.decks[d];
      this.damage[d] += s.damage;
      this.driveChecks[d] += s.driveChecks;
      this.damageChecks[d] += s.damageChecks;
      for (const [kind, c] of Object.entries(s.triggers)) {
        const t = this.triggers[d].get(kind) ?? [0, 0, 0, 0];
        for (let k = 0; k < 4; k++) t[k] += c[k];
        this.triggers[d].set(kind, t);
      }
      for (const [code, c] of Object.entries(s.plays)) {
        const p = this.plays[d].get(code) ?? [0, 0, 0];
        for (let k = 0; k < 3; k++) p[k] += c[k];
        this.plays[d].set(code, p);
      }
    }
  }

  report(): SimReport {
    const { games, input } = this;
    const finished = games - this.unfinished;
    const histogram = [...this.turnCounts.entries()].sort((x, y) => x[0] - y[0]);
    /** The k-th smallest game length (0-based), read off the histogram. */
    const nth = (k: number) => {
      for (const [t, n] of histogram) {
        if (k < n) return t;
        k -= n;
      }
      return 0;
    };
    const median = games === 0 ? 0 : games % 2 ? nth(games >> 1) : (nth((games >> 1) - 1) + nth(games >> 1)) / 2;

    const product = productOf(input.game);
    const order = product.sim.triggerOrder;
    const deckStats = (d: 0 | 1): DeckStats => {
      const deck = input.decks[d];
      // Every trigger kind the deck holds, then any other kind revealed, in a fixed order.
      const kinds = new Set<string>(product.sim.deckTriggerKinds(deck.cards));
      for (const k of this.triggers[d].keys()) kinds.add(k);
      const kindList = [...kinds].sort((x, y) => order.indexOf(x) - order.indexOf(y) || byText(x, y));
      const cards: CardStats[] = [...this.plays[d].entries()]
        .map(([code, [rides, calls, guards]]) => ({
          code,
          name: product.catalog.cardName(code) ?? code,
          rides,
          calls,
          guards,
        }))
        .sort((x, y) => y.rides + y.calls + y.guards - (x.rides + x.calls + x.guards) || byText(x.code, y.code));
      return {
        deck: deck.id,
        name: deck.name,
        agent: input.agents[d],
        seat0: this.seat0[d],
        wentFirst: this.wentFirst[d],
        wins: this.wins[d],
        avgDamage: games ? round(this.damage[d] / games) : 0,
        driveChecks: this.driveChecks[d],
        damageChecks: this.damageChecks[d],
        triggers: kindList.map((kind) => {
          const t = this.triggers[d].get(kind) ?? [0, 0, 0, 0];
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
      wins: [this.wins[0], this.wins[1]],
      draws: this.draws,
      unfinished: this.unfinished,
      drawsCount: 'half',
      winRateA: rate(this.wins[0] + this.draws / 2, finished),
      firstPlayer: { ...rate(this.firstWins, finished), seat0: this.firstSeat[0], seat1: this.firstSeat[1] },
      turns: {
        mean: games ? round(this.turnSum / games) : 0,
        min: histogram.length ? histogram[0][0] : 0,
        median,
        max: histogram.length ? histogram[histogram.length - 1][0] : 0,
        histogram,
      },
      // Most frequent first; ties by name.
      endReasons: Object.fromEntries([...this.endReasons.entries()].sort((x, y) => y[1] - x[1] || byText(x[0], y[0]))),
      perDeck: [deckStats(0), deckStats(1)],
    };
  }
}

function byText(x: string, y: string): number {
  return x < y ? -1 : x > y ? 1 : 0;
}

/** The report of a list of summaries (one per game, `summaries[i].i === i`). */
export function aggregate(input: ReportInput, summaries: readonly GameSummary[]): SimReport {
  const t = new Tally(input);
  for (const g of summaries) t.add(g);
  return t.report();
}
