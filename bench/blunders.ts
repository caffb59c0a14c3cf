// The blunder benchmark (issue 21, `npm run bench:blunders`): each agent plays seeded games against the heuristic,
// alternating seats, over the built-in decks of each game; at every decision it makes, the checks of
// bench/blunderChecks.ts say whether it was a chance for a blunder and whether the answer was one. Prints, per
// game and agent, the blunders per 100 decisions and per opportunity, for each kind; then one JSON line.
//   npx tsx bench/blunders.ts [--games N] [--agents a,b,…]   (N games per game and agent; default 20)
import { agentContext } from '../src/ai/playGame.ts';
import { makeAgent } from '../src/ai/registry.ts';
import { agentSeed } from '../src/cli/args.ts';
import { act, allCatalogs, type DeckSpec, newGame, type Seat } from '../src/index.ts';
import { CHECKS } from './blunderChecks.ts';

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : fallback;
}
const GAMES = Number(arg('--games', '20'));
const AGENTS = arg('--agents', 'random,heuristic,mcts-easy,mcts-normal').split(',');
if (!(GAMES > 0)) throw new Error('--games must be a positive number');

interface Tally {
  decisions: number;
  kinds: Record<string, { opportunities: number; blunders: number }>;
}

const rows: { game: string; agent: string; tally: Tally }[] = [];
for (const cat of allCatalogs()) {
  const checks = CHECKS.filter((c) => c.game === cat.id);
  const decks = cat.decks();
  for (const agent of AGENTS) {
    const tally: Tally = {
      decisions: 0,
      kinds: Object.fromEntries(checks.map((c) => [c.kind, { opportunities: 0, blunders: 0 }])),
    };
    for (let i = 0; i < GAMES; i++) {
      const seed = 500 + i;
      const mine: Seat = (i % 2) as Seat; // the agent under test alternates seats
      const a = decks[i % decks.length].spec;
      const b = decks[(i * 3 + 1) % decks.length].spec;
      const s = newGame({
        game: cat.id,
        format: cat.formats[0].id,
        decks: [a, b] as [DeckSpec, DeckSpec],
        seed,
        log: false,
      });
      const agents = ([0, 1] as Seat[]).map((seat) =>
        makeAgent(seat === mine ? agent : 'heuristic', agentSeed(seed, seat)),
      );
      for (let n = 0; n < 20_000 && s.decision && !s.result; n++) {
        const d = s.decision;
        const answer = agents[d.seat].choose(agentContext(s, d));
        if (d.seat === mine) {
          tally.decisions++;
          for (const c of checks) {
            const r = c.check(s, d, answer);
            if (r.opportunity) tally.kinds[c.kind].opportunities++;
            if (r.blunder) tally.kinds[c.kind].blunders++;
          }
        }
        act(s, d.seat, answer);
      }
      process.stderr.write(`\r${cat.id} ${agent}: game ${i + 1}/${GAMES}   `);
    }
    process.stderr.write('\n');
    rows.push({ game: cat.id, agent, tally });
  }
}

for (const cat of allCatalogs()) {
  const checks = CHECKS.filter((c) => c.game === cat.id);
  console.log(`\n${cat.id} (${cat.formats[0].id}), ${GAMES} games per agent against the heuristic, seats alternating`);
  for (const c of checks) console.log(`  ${c.kind}: ${c.what}`);
  console.log(
    `  ${'agent'.padEnd(12)} ${'decisions'.padStart(9)}  ` +
      checks.map((c) => `${c.kind} per 100 / per chance`.padStart(36)).join(''),
  );
  for (const r of rows.filter((x) => x.game === cat.id)) {
    const cells = checks.map((c) => {
      const k = r.tally.kinds[c.kind];
      const per100 = ((100 * k.blunders) / Math.max(1, r.tally.decisions)).toFixed(2);
      const perChance = k.opportunities
        ? `${k.blunders}/${k.opportunities} = ${((100 * k.blunders) / k.opportunities).toFixed(0)} %`
        : '0/0';
      return `${per100} / ${perChance}`.padStart(36);
    });
    console.log(`  ${r.agent.padEnd(12)} ${String(r.tally.decisions).padStart(9)}  ${cells.join('')}`);
  }
}
console.log(JSON.stringify({ games: GAMES, rows }));
