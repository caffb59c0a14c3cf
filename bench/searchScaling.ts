// Why the search does not get stronger with its budget (issue 21): a diagnosis on fixed positions, not a match.
// Positions are the searched decisions (two or more candidate meanings) of seeded heuristic-vs-heuristic games.
// On each, the game's search runs at several budgets and seeds, and the report says:
//   - agreement: how often a budget picks the answer the largest budget picks (the "reference");
//   - stability: how often two searches of one budget with different seeds agree with each other;
//   - heuristic kept: how often the answer is the heuristic's (the margin keeps it unless beaten);
//   - gap: at the reference budget, the best mean minus the heuristic answer's mean, and the standard error of
//     a root mean (a mean of scores in [0, 1]: sd / sqrt(visits)) — the size of the signal against the noise.
// If small budgets already agree with the reference and the gaps are within the noise, more playouts cannot
// help: what limits play is the model the playouts run on (rollout policy, evaluation, opponent model), not
// the budget.
//   npx tsx bench/searchScaling.ts [--positions N] [--budgets 100,600,1600,6400] [--games vanguard,dbs]
import '../src/games/index.ts';
import { Ismcts, type IsmctsOptions, type SearchState } from '../src/ai/ismcts.ts';
import { agentContext } from '../src/ai/playGame.ts';
import { act, clone, type DeckSpec, newGame, type Seat } from '../src/index.ts';
import { allProducts } from '../src/products.ts';

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : fallback;
}
const POSITIONS = Number(arg('--positions', '40'));
const BUDGETS = arg('--budgets', '100,600,1600,6400').split(',').map(Number);
const GAMES = arg('--games', 'vanguard,dbs').split(',');
const MARGIN = Number(arg('--margin', '0.02'));
if (!(POSITIONS > 0) || BUDGETS.some((b) => !(b > 0))) throw new Error('--positions and --budgets must be positive');

type Position = { state: SearchState; seat: Seat };

/** Every `every`-th searched decision with ≥ 2 candidate meanings, from heuristic games over the built-in decks. */
function positions(gameId: string, n: number): Position[] {
  const product = allProducts().find((p) => p.id === gameId)!;
  const search = product.agents.search;
  const searched = new Set(search.searched);
  const decks = product.catalog.decks();
  const out: Position[] = [];
  for (let g = 0; out.length < n && g < 200; g++) {
    const s = newGame<SearchState>({
      game: gameId,
      format: product.catalog.formats[0].id,
      decks: [decks[g % decks.length].spec, decks[(g * 3 + 1) % decks.length].spec] as [DeckSpec, DeckSpec],
      seed: 9000 + g,
      log: false,
    });
    const heuristic = [product.agents.heuristic(1), product.agents.heuristic(2)];
    let k = 0;
    for (let i = 0; i < 5000 && s.decision && !s.result && out.length < n; i++) {
      const d = s.decision;
      if (d.options.length > 1 && searched.has(d.prompt)) {
        const meanings = new Set(search.candidates(s, d.seat, d).map((o) => search.meaning(s, d.seat, o)));
        if (meanings.size > 1 && k++ % 7 === 3) out.push({ state: clone(s), seat: d.seat });
      }
      act(s, d.seat, heuristic[d.seat].choose(agentContext(s, d)));
    }
  }
  return out;
}

function searchAt(gameId: string, pos: Position, opts: IsmctsOptions, seed: number) {
  const game = allProducts().find((p) => p.id === gameId)!.agents.search;
  const search = new Ismcts(seed, opts, game);
  search.search(agentContext(pos.state, pos.state.decision!));
  return search.last;
}

const pct = (a: number, b: number) => (b === 0 ? '–' : `${((100 * a) / b).toFixed(0)}%`);

for (const gameId of GAMES) {
  const started = process.hrtime.bigint();
  const ps = positions(gameId, POSITIONS);
  const ref = BUDGETS[BUDGETS.length - 1];
  const rows = BUDGETS.map((b) => ({ budget: b, agree: 0, stable: 0, keptHeuristic: 0 }));
  const gaps: number[] = [];
  const ses: number[] = [];
  let refDiffersFromHeuristic = 0;
  ps.forEach((pos, i) => {
    const reference = searchAt(gameId, pos, { iterations: ref, margin: 0 }, 7001 + i);
    const h = reference.heuristicKey;
    const best = reference.root.reduce((x, y) => (y.mean > x.mean ? y : x));
    const hNode = reference.root.find((r) => r.key === h);
    if (hNode) gaps.push(best.mean - hNode.mean);
    if (best.key !== h) refDiffersFromHeuristic++;
    // The standard error of the reference's best mean, from the spread a score in [0, 1] can have at that mean.
    ses.push(Math.sqrt((best.mean * (1 - best.mean)) / Math.max(1, best.visits)));
    for (const row of rows) {
      const a = searchAt(gameId, pos, { iterations: row.budget, margin: MARGIN }, 11 + i);
      const b = searchAt(gameId, pos, { iterations: row.budget, margin: MARGIN }, 50_011 + i);
      if (a.chosenKey === reference.chosenKey) row.agree++;
      if (a.chosenKey === b.chosenKey) row.stable++;
      if (a.chosenKey === a.heuristicKey) row.keptHeuristic++;
    }
    process.stderr.write(`\r${gameId}: position ${i + 1}/${ps.length}`);
  });
  process.stderr.write('\n');
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  gaps.sort((x, y) => x - y);
  const median = (xs: number[]) => (xs.length ? [...xs].sort((x, y) => x - y)[xs.length >> 1] : NaN);
  console.log(
    `\n${gameId}: ${ps.length} positions; reference = ${ref} playouts without the margin (${seconds.toFixed(0)} s)`,
  );
  console.log('budget  agrees with reference  same answer on 2 seeds  keeps the heuristic');
  for (const r of rows)
    console.log(
      `${String(r.budget).padStart(6)}  ${pct(r.agree, ps.length).padStart(21)}  ${pct(r.stable, ps.length).padStart(22)}  ${pct(r.keptHeuristic, ps.length).padStart(19)}`,
    );
  console.log(
    `reference differs from the heuristic at ${pct(refDiffersFromHeuristic, ps.length)}; gap best − heuristic: median ${median(gaps).toFixed(3)}, ` +
      `90th percentile ${gaps[Math.floor(gaps.length * 0.9)]?.toFixed(3)}; standard error of the best mean: median ${median(ses).toFixed(3)}`,
  );
  console.log(
    JSON.stringify({ game: gameId, positions: ps.length, reference: ref, rows, refDiffersFromHeuristic, gaps, ses }),
  );
}
