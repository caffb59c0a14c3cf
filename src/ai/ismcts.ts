// Information-Set Monte Carlo Tree Search for any game (single-observer ISMCTS, Cowling, Powley &
// Whitehouse 2012), with the game-specific part — which prompts are searched, the rollout policy, the
// candidate filter, what an answer means independent of card ids, and the leaf evaluation — behind
// `SearchGame`, which each game's product supplies (Vanguard's in src/games/vanguard/product/search.ts, whose
// header explains the design choices as measured there: the tree holds only our searched decisions, sequential
// halving on common determinizations at the root, the heuristic's answer kept unless beaten by `margin`, rollouts
// cut at the next turn and scored by the game's evaluation; DBS's in src/games/dbs/product/search.ts). The agent
// never reads the real state: each iteration plays on `ctx.sample(seed)`.
// Everything is driven by one seeded stream, so the agent is deterministic for its seed; the budget is an
// iteration count, never the clock.
import { act } from '../core/engine.ts';
import { nextU32, randInt, type RngState, seedRng } from '../core/rng.ts';
import type { Answer, BaseState, Decision, Seat } from '../core/types.ts';
import type { Agent, AgentContext } from './agent.ts';

/** The state fields the search reads besides the kernel's. */
export type SearchState = BaseState & { turn: number };

/** One game's part of the search. */
export interface SearchGame<S extends SearchState = SearchState> {
  /** Prompts searched unless the options say otherwise; the heuristic answers the rest at once. */
  searched: readonly string[];
  /** The rollout and opponent policy: the heuristic's answer to `s`'s pending decision, from `seat`'s view of `s`. */
  policy(s: S, seat: Seat): Answer;
  /** The answers the search compares for decision `d` (a subset of its options that keeps the heuristic's answer). */
  candidates(s: S, seat: Seat, d: Decision): readonly Answer[];
  /** What an answer means, independent of card ids (ids of re-dealt cards differ between determinizations). */
  meaning(s: S, seat: Seat, a: Answer): string;
  /** Chance that `seat` wins from `s` (a finished game scores 1, ½ or 0). */
  evaluate(s: S, seat: Seat): number;
  /** The heuristic's answer outside the search, from the agent's context (its own view only). */
  heuristic(ctx: AgentContext): Answer;
}

export interface IsmctsOptions {
  /** Iterations (determinization + playout) per searched decision. */
  iterations: number;
  /** The rollout stops at the start of turn `current + horizon` (default 1: the next turn). */
  horizon?: number;
  /** UCB1 exploration constant (default 0.7). */
  exploration?: number;
  /** Prompts searched (default: the game's). */
  searched?: readonly string[];
  /** How the root's answers share the budget: sequential halving on common determinizations (default), or UCB1. */
  root?: 'halving' | 'ucb';
  /** Keep the heuristic's answer unless another answer's mean beats it by more than this (halving only). */
  margin?: number;
}

interface Node {
  visits: number;
  total: number;
  avail: number;
  children: Map<string, Node>;
}

function newNode(): Node {
  return { visits: 0, total: 0, avail: 0, children: new Map() };
}

export class Ismcts<S extends SearchState = SearchState> {
  private readonly rng: RngState;
  private readonly horizon: number;
  private readonly c: number;
  private readonly searched: Set<string>;
  private readonly rootRule: 'ucb' | 'halving';
  private decisions = 0;
  /**
   * Statistics of the last search (for tests and reports, bench/searchScaling.ts): per root answer (by meaning) its
   * playouts and mean score, and which answer the heuristic gave.
   */
  last: {
    iterations: number;
    rootChildren: number;
    decisions: number;
    root: { key: string; visits: number; mean: number }[];
    heuristicKey: string | null;
    chosenKey: string;
  } = { iterations: 0, rootChildren: 0, decisions: 0, root: [], heuristicKey: null, chosenKey: '' };

  constructor(
    seed: number,
    private readonly opts: IsmctsOptions,
    private readonly game: SearchGame<S>,
  ) {
    this.rng = seedRng(seed);
    this.horizon = opts.horizon ?? 1;
    this.c = opts.exploration ?? 0.7;
    this.searched = new Set(opts.searched ?? game.searched);
    this.rootRule = opts.root ?? 'halving';
  }

  isSearched(prompt: string): boolean {
    return this.searched.has(prompt);
  }

  /** Search from this seat's information; returns the chosen meaning's option among `ctx.options`. */
  search(ctx: AgentContext): Answer {
    const g = this.game;
    const me = ctx.seat;
    const root = newNode();
    // The root's candidates are the same in every determinization: they depend on our own cards only.
    const ref = ctx.sample(nextU32(this.rng)) as S;
    const rootOptions = g.candidates(ref, me, ref.decision!);
    const keys = [...new Set(rootOptions.map((o) => g.meaning(ref, me, o)))];
    let iterations = 0;
    let chosen = keys[0];
    if (keys.length > 1 && this.rootRule === 'ucb') {
      for (; iterations < this.opts.iterations; iterations++) this.iterate(ctx, nextU32(this.rng), root, null);
      chosen = best(keys, (k) => root.children.get(k)?.visits ?? 0);
    } else if (keys.length > 1) {
      // Sequential halving at the root (Karnin et al. 2013) on common determinizations.
      const margin = this.opts.margin ?? 0;
      const hk = margin > 0 ? g.meaning(ref, me, g.policy(ref, me)) : null;
      let alive = keys;
      const rounds = Math.ceil(Math.log2(keys.length));
      for (let r = 0; r < rounds; r++) {
        const per = Math.max(1, Math.floor(this.opts.iterations / (rounds * alive.length)));
        const seeds = Array.from({ length: per }, () => nextU32(this.rng));
        for (const k of alive) for (const seed of seeds) this.iterate(ctx, seed, root, k);
        iterations += per * alive.length;
        const keep = new Set(
          alive
            .slice()
            .sort((x, y) => mean(root.children.get(y)) - mean(root.children.get(x)))
            .slice(0, Math.ceil(alive.length / 2)),
        );
        if (hk !== null && alive.includes(hk)) keep.add(hk);
        alive = alive.filter((k) => keep.has(k));
      }
      chosen = best(alive, (k) => mean(root.children.get(k)));
      if (
        hk !== null &&
        alive.includes(hk) &&
        mean(root.children.get(chosen)) - mean(root.children.get(hk)) <= margin
      ) {
        chosen = hk;
      }
    }
    // Back to one of the real options (only hidden cards are re-dealt, so our own cards keep their ids).
    const answer = ctx.options.find((o) => g.meaning(ref, me, o) === chosen) ?? rootOptions[0];
    this.last = {
      iterations,
      rootChildren: root.children.size,
      decisions: this.decisions,
      root: [...root.children].map(([key, n]) => ({ key, visits: n.visits, mean: n.total / n.visits })),
      heuristicKey: keys.length > 1 ? g.meaning(ref, me, g.policy(ref, me)) : null,
      chosenKey: chosen,
    };
    this.decisions = 0;
    return answer;
  }

  /** One iteration on the determinization `seed`; `force` makes the root answer the one with that meaning. */
  private iterate(ctx: AgentContext, seed: number, root: Node, force: string | null): void {
    const g = this.game;
    const me = ctx.seat;
    const s = ctx.sample(seed) as S;
    const cutTurn = s.turn + this.horizon;
    const path: Node[] = [root];
    let node: Node | null = root;
    while (!s.result && s.decision) {
      const d = s.decision;
      if (s.turn >= cutTurn) break;
      this.decisions++;
      if (node && d.seat === me && d.options.length > 1 && this.searched.has(d.prompt)) {
        const opts = g.candidates(s, me, d);
        const keys = opts.map((o) => g.meaning(s, me, o));
        const untried: number[] = [];
        let bestI = -1;
        let bestV = Number.NEGATIVE_INFINITY;
        for (let i = 0; i < keys.length; i++) {
          const child = node.children.get(keys[i]);
          if (!child) {
            untried.push(i);
            continue;
          }
          child.avail++;
          const v = child.total / child.visits + this.c * Math.sqrt(Math.log(child.avail) / child.visits);
          if (v > bestV) {
            bestV = v;
            bestI = i;
          }
        }
        let i: number;
        if (node === root && force !== null) i = Math.max(0, keys.indexOf(force));
        else if (untried.length > 0) i = untried[randInt(this.rng, untried.length)];
        else i = bestI;
        let child = node.children.get(keys[i]);
        if (!child) {
          child = newNode();
          child.avail = 1;
          node.children.set(keys[i], child);
          node = null; // a new node: the rest of this iteration is the rollout
        } else {
          node = child;
        }
        path.push(child);
        act(s, me, opts[i]);
        continue;
      }
      act(s, d.seat, g.policy(s, d.seat));
    }
    const reward = g.evaluate(s, me);
    for (const n of path) {
      n.visits++;
      n.total += reward;
    }
  }
}

/** The first item with the highest value. */
function best<T>(items: readonly T[], value: (x: T) => number): T {
  let out = items[0];
  let v = value(out);
  for (let i = 1; i < items.length; i++) {
    const y = value(items[i]);
    if (y > v) {
      v = y;
      out = items[i];
    }
  }
  return out;
}

function mean(n: Node | undefined): number {
  return n && n.visits > 0 ? n.total / n.visits : Number.NEGATIVE_INFINITY;
}

/** A search agent for one game: searched prompts go to the ISMCTS, the rest to the game's heuristic. */
export function searchAgent<S extends SearchState>(
  seed: number,
  opts: IsmctsOptions,
  name: string,
  game: SearchGame<S>,
): Agent {
  const search = new Ismcts(seed, opts, game);
  return {
    name,
    choose(ctx: AgentContext): Answer {
      if (ctx.options.length === 1) return ctx.options[0];
      if (!search.isSearched(ctx.prompt) || opts.iterations <= 0) return game.heuristic(ctx);
      return search.search(ctx);
    },
  };
}
