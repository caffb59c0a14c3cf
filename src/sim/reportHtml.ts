// A simulation report as one self-contained HTML document (`arbiter sim … --report FILE.html`): inline
// CSS, no scripts and no external requests, so the file can be mailed or opened offline. It shows the
// headline numbers, every chart of src/sim/charts.ts and the per-deck tables, and reads on a phone. The game's
// words and extra rows come from its product (src/sim/simGame.ts).
import { productOf } from '../products.ts';
import { type Chart, escapeXml, simCharts } from './charts.ts';
import type { SimWords } from './simGame.ts';
import type { DeckStats, Rate, SimReport } from './stats.ts';

/** The run's wall-clock figures (the `timing` of `--json`); the only part of a report that varies between runs. */
export interface ReportTiming {
  workers: number;
  seconds: number;
  gamesPerSecond: number;
}

const esc = escapeXml;
const pct = (x: number) => `${(100 * (Number.isFinite(x) ? x : 0)).toFixed(1)}%`;
const ci = (r: Rate) => `${pct(r.ci95[0])}–${pct(r.ci95[1])}`;
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

const CSS = `
:root { color-scheme: light dark; --bg: #ffffff; --fg: #1f2937; --muted: #6b7280; --line: #e5e7eb; --panel: #f8fafc; }
@media (prefers-color-scheme: dark) {
  :root { --bg: #111827; --fg: #e5e7eb; --muted: #9ca3af; --line: #374151; --panel: #1f2937; }
}
* { box-sizing: border-box; }
body { margin: 0; background: var(--bg); color: var(--fg); font: 15px/1.45 system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; }
main { max-width: 760px; margin: 0 auto; padding: 16px; }
h1 { font-size: 1.45rem; margin: 0.2em 0; }
h2 { font-size: 1.15rem; margin: 0 0 0.5em; }
.sub, .caption, footer { color: var(--muted); }
.caption { font-size: 0.9rem; margin: 0.5em 0 0; }
.headline { display: grid; grid-template-columns: repeat(auto-fit, minmax(165px, 1fr)); gap: 10px; margin: 16px 0; }
.stat { background: var(--panel); border: 1px solid var(--line); border-radius: 8px; padding: 10px 12px; }
.stat .label { font-size: 0.82rem; color: var(--muted); }
.stat .value { font-size: 1.35rem; font-weight: 700; }
.stat .detail { font-size: 0.82rem; color: var(--muted); }
section { border-top: 1px solid var(--line); padding: 16px 0; }
.chart svg { max-width: 560px; }
.table-wrap { overflow-x: auto; }
table { border-collapse: collapse; font-size: 0.9rem; margin: 8px 0 16px; }
th, td { padding: 3px 10px 3px 0; text-align: right; white-space: nowrap; border-bottom: 1px solid var(--line); vertical-align: bottom; }
th { font-weight: 600; white-space: normal; }
.text { text-align: left; }
td:first-child { white-space: normal; min-width: 8em; }
code { font-size: 0.85rem; overflow-wrap: anywhere; }
@media (max-width: 480px) {
  main { padding: 12px; }
  table { font-size: 0.8rem; }
  th, td { padding-right: 6px; }
  td:first-child { min-width: 7em; }
}
`;

function stat(label: string, value: string, detail: string, id: string): string {
  return (
    `<div class="stat" data-stat="${esc(id)}"><div class="label">${esc(label)}</div>` +
    `<div class="value">${esc(value)}</div><div class="detail">${esc(detail)}</div></div>`
  );
}

function headline(r: SimReport): string {
  const finished = r.games - r.unfinished;
  const w = r.winRateA;
  const f = r.firstPlayer;
  return `<div class="headline">${[
    stat(
      `Deck A (${r.decks[0]}) win rate`,
      finished ? pct(w.rate) : '–',
      finished ? `95% CI ${ci(w)}; B ${pct(1 - w.rate)}` : 'no finished games',
      'winRateA',
    ),
    stat(
      'Player going first won',
      finished ? pct(f.rate) : '–',
      finished ? `95% CI ${ci(f)}` : 'no finished games',
      'firstPlayer',
    ),
    stat(
      'Games',
      String(r.games),
      `${r.wins[0]}–${r.wins[1]}, ${plural(r.draws, 'draw')}, ${r.unfinished} unfinished`,
      'games',
    ),
    stat(
      'Average length',
      `${r.turns.mean.toFixed(1)} turns`,
      r.games ? `median ${r.turns.median}, ${r.turns.min}–${r.turns.max}` : 'no games',
      'turns',
    ),
  ].join('')}</div>`;
}

function chartSection(c: Chart): string {
  const caption = c.caption ? `<p class="caption">${esc(c.caption)}</p>` : '';
  return `<section class="chart" id="chart-${esc(c.id)}" data-chart-id="${esc(c.id)}"><h2>${esc(c.title)}</h2>${c.svg}${caption}</section>`;
}

function table(head: string[], rows: (string | number)[][], textColumns = 1): string {
  const cls = (i: number) => (i < textColumns ? ' class="text"' : '');
  const cell = (v: string | number, i: number) => `<td${cls(i)}>${esc(String(v))}</td>`;
  return (
    `<div class="table-wrap"><table><thead><tr>${head.map((h, i) => `<th${cls(i)}>${esc(h)}</th>`).join('')}</tr></thead>` +
    `<tbody>${rows.map((row) => `<tr>${row.map(cell).join('')}</tr>`).join('')}</tbody></table></div>`
  );
}

function deckName(d: DeckStats, which: 'A' | 'B'): string {
  return `${which} · ${d.deck} ${d.name} (${d.agent})`;
}

function perDeck(r: SimReport, words: SimWords): string {
  const [a, b] = r.perDeck;
  const rows: (string | number)[][] = [
    ['agent', a.agent, b.agent],
    ['wins', a.wins, b.wins],
    ['sat in seat 0', a.seat0, b.seat0],
    ['went first', a.wentFirst, b.wentFirst],
    [words.damage, a.avgDamage.toFixed(2), b.avgDamage.toFixed(2)],
    ...words.deckRows(a, b),
  ];
  const out = [
    `<section class="tables" id="per-deck"><h2>Per deck</h2>`,
    table(['', `A · ${a.deck}`, `B · ${b.deck}`], rows),
  ];
  if (a.triggers.length || b.triggers.length) {
    out.push(
      '<h3>Triggers revealed</h3>',
      table(
        ['deck', 'trigger', 'drive checks', 'active', 'damage checks', 'active'],
        [a, b].flatMap((d, k) =>
          d.triggers.map((t) => [
            k === 0 ? 'A' : 'B',
            t.kind,
            t.drive.revealed,
            t.drive.active,
            t.damage.revealed,
            t.damage.active,
          ]),
        ),
        2,
      ),
    );
  }
  const kinds = words.playKinds;
  for (const [k, d] of [a, b].entries()) {
    out.push(
      `<h3>Cards played by ${esc(deckName(d, k === 0 ? 'A' : 'B'))}</h3>`,
      table(
        ['card', 'code', ...kinds, 'per game'],
        d.cards.map((c) => {
          const counts = [c.rides, c.calls, c.guards].slice(0, kinds.length);
          const perGame = r.games ? counts.reduce((x, y) => x + y, 0) / r.games : 0;
          return [c.name, c.code, ...counts, perGame.toFixed(2)];
        }),
        2,
      ),
    );
  }
  out.push('</section>');
  return out.join('');
}

/** The command that plays these games again (timing aside, it gives this very report). */
function rerunCommand(r: SimReport): string {
  return [
    'arbiter sim',
    r.game,
    `--format ${r.format}`,
    `--games ${r.games}`,
    `--seed ${r.seed}`,
    `--decks ${r.decks.join(' ')}`,
    `--agents ${r.agents.join(' ')}`,
  ].join(' ');
}

/** One self-contained HTML page showing `report` (and how long it took, when `timing` is given). */
export function reportHtml(report: SimReport, timing?: ReportTiming): string {
  const r = report;
  const words = productOf(r.game).sim.words;
  const [a, b] = r.perDeck;
  const title = `${a.deck} v ${b.deck}: ${plural(r.games, 'game')} of ${r.game}`;
  const seeds = r.games ? `seeds ${r.seed}–${r.seed + r.games - 1}` : `seed ${r.seed}`;
  const timingLine = timing
    ? `<p>${esc(`${timing.gamesPerSecond} games/second (${plural(timing.workers, 'worker')}, ${timing.seconds.toFixed(2)} s).`)}</p>`
    : '';
  return [
    '<!doctype html>',
    '<html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${esc(title)}</title><style>${CSS}</style></head><body><main>`,
    `<h1>${esc(`${a.deck} ${a.name} v ${b.deck} ${b.name}`)}</h1>`,
    `<p class="sub">${esc(
      `${plural(r.games, 'game')} of ${r.game} (${r.format}), ${seeds}; deck A played by ${r.agents[0]}, deck B by ${r.agents[1]}; deck A sits in seat 0 in even games, seat 1 in odd games.`,
    )}</p>`,
    headline(r),
    ...simCharts(r, words).map(chartSection),
    perDeck(r, words),
    `<footer>${timingLine}<p>Made by <code>${esc(rerunCommand(r))}</code>, which plays the same games again.</p></footer>`,
    '</main></body></html>',
    '',
  ].join('\n');
}
