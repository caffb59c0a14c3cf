// Charts of a simulation report as inline SVG strings. Pure functions of a `SimReport`, with no DOM and
// no node imports, so that the CLI's HTML report (src/sim/reportHtml.ts) and the browser client draw
// the very same pictures. Every chart has a viewBox (it scales to its container), text in
// `currentColor` (it follows the page's light or dark text colour), mid-tone fills that read on either
// background, and data-* attributes on each bar with the numbers it stands for, so tests can read them.
import type { SimWords } from './simGame.ts';
import type { DeckStats, SimReport } from './stats.ts';

export interface Chart {
  id: string;
  title: string;
  /** a complete <svg>…</svg> element */
  svg: string;
  caption?: string;
}

/** The viewBox width of every chart; narrow enough that 13px text stays legible at a phone's width. */
export const CHART_WIDTH = 400;
const PAD = 12;
const PLOT_LEFT = PAD;
const PLOT_RIGHT = CHART_WIDTH - PAD;
const PLOT_WIDTH = PLOT_RIGHT - PLOT_LEFT;

const COLOUR_A = '#3b82f6';
const COLOUR_B = '#f97316';
const COLOUR_FIRST = '#14b8a6';
const COLOUR_TURNS = '#8b5cf6';
const COLOUR_END = '#64748b';
const COLOUR_DRIVE = '#8b5cf6';
const COLOUR_DAMAGE = '#e0475b';
const KIND_COLOURS = ['#6366f1', '#10b981', '#f59e0b'];

/**
 * What the per-card counts (`rides`, `calls`, `guards` of CardStats) mean, for a caller that does not pass its
 * game's words (src/sim/simGame.ts SimWords.playKinds): the browser's simulator page, until the browser's game
 * registry hands it its game's words. The CLI's reports always pass them.
 */
const BROWSER_PLAY_KINDS: Record<string, readonly string[]> = {
  vanguard: ['rides', 'calls', 'guards'],
  dbs: ['plays', 'combos'],
};

/** Text safe inside an element or a double- or single-quoted attribute. */
export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** A number for an attribute: never NaN or Infinity, never float noise like 0.38329999999999997. */
function num(x: number): string {
  if (!Number.isFinite(x)) return '0';
  return String(Math.round(x * 10_000) / 10_000);
}

/** Coordinates to two decimals: enough for a picture, and short. */
function px(x: number): string {
  return num(Math.round(x * 100) / 100);
}

/**
 * `s` cut with an ellipsis to fit about `width` user units: an estimate (no font metrics without a
 * DOM), generous enough for bold 13px text, so that a long deck name never runs into the numbers.
 */
function fit(s: string, width: number, charWidth = 8.6): string {
  const max = Math.max(4, Math.floor(width / charWidth));
  return s.length <= max ? s : `${s.slice(0, max - 1)}…`;
}

const pct = (x: number) => `${(100 * (Number.isFinite(x) ? x : 0)).toFixed(1)}%`;
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

function attrs(a: Record<string, string | number>): string {
  return Object.entries(a)
    .map(([k, v]) => ` ${k}="${typeof v === 'number' ? px(v) : escapeXml(v)}"`)
    .join('');
}

function text(x: number, y: number, content: string, extra: Record<string, string | number> = {}): string {
  return `<text${attrs({ x, y, ...extra })}>${escapeXml(content)}</text>`;
}

function svg(id: string, title: string, height: number, body: string[]): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${CHART_WIDTH} ${px(height)}" width="100%"` +
    ` role="img" aria-label="${escapeXml(title)}" data-chart="${escapeXml(id)}" fill="currentColor"` +
    ` font-family="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" font-size="13"` +
    ` style="display:block;height:auto">` +
    `<title>${escapeXml(title)}</title>${body.join('')}</svg>`
  );
}

/** A chart with nothing to draw: it says why, in the same frame. */
function emptyChart(id: string, title: string, message: string, caption?: string): Chart {
  const body = [text(CHART_WIDTH / 2, 34, message, { 'text-anchor': 'middle', class: 'empty', opacity: 0.75 })];
  return { id, title, svg: svg(id, title, 56, body), caption };
}

/** x of a proportion (0…1) on the full-width horizontal scale. */
function xOf(p: number): number {
  return PLOT_LEFT + Math.max(0, Math.min(1, Number.isFinite(p) ? p : 0)) * PLOT_WIDTH;
}

/** The 0–100% axis under horizontal rate bars, from y = `top` to `bottom`, with a dashed 50% line. */
function percentAxis(top: number, bottom: number): string[] {
  const out: string[] = [];
  for (const t of [0, 0.25, 0.5, 0.75, 1]) {
    const x = xOf(t);
    out.push(`<line${attrs({ x1: x, x2: x, y1: top, y2: bottom, stroke: 'currentColor', 'stroke-opacity': 0.15 })}/>`);
    const anchor = t === 0 ? 'start' : t === 1 ? 'end' : 'middle';
    out.push(text(x, bottom + 15, `${t * 100}%`, { 'text-anchor': anchor, opacity: 0.7, 'font-size': 11 }));
  }
  const mid = xOf(0.5);
  out.push(
    `<line${attrs({ class: 'ref', 'data-value': '0.5', x1: mid, x2: mid, y1: top - 4, y2: bottom, stroke: 'currentColor', 'stroke-width': 1.5, 'stroke-dasharray': '4 3', 'stroke-opacity': 0.8 })}/>`,
  );
  return out;
}

interface RateRow {
  label: string;
  /** Shown above the bar; `label` is what data-label carries. */
  shown: string;
  value: number;
  lo: number;
  hi: number;
  colour: string;
  extra?: Record<string, string>;
}

const ROW_LABEL = 16;
const RATE_BAR = 22;
const RATE_ROW = ROW_LABEL + RATE_BAR + 14;

/** Horizontal bars on a 0–100% scale with the 95% interval as whiskers. */
function rateChart(id: string, title: string, rows: RateRow[], caption: string): Chart {
  const top = 8;
  const body: string[] = [];
  rows.forEach((r, i) => {
    const y = top + i * RATE_ROW;
    const numbers = `${pct(r.value)} (${pct(r.lo)}–${pct(r.hi)})`;
    body.push(text(PLOT_LEFT, y + 12, fit(r.shown, PLOT_WIDTH - numbers.length * 7.4 - 8), { 'font-weight': 600 }));
    body.push(text(PLOT_RIGHT, y + 12, numbers, { 'text-anchor': 'end' }));
    const barY = y + ROW_LABEL + 2;
    body.push(
      `<rect${attrs({ class: 'bar', 'data-label': r.label, 'data-value': num(r.value), 'data-lo': num(r.lo), 'data-hi': num(r.hi), ...r.extra, x: PLOT_LEFT, y: barY, width: xOf(r.value) - PLOT_LEFT, height: RATE_BAR, rx: 3, fill: r.colour })}/>`,
    );
    const midY = barY + RATE_BAR / 2;
    const [x1, x2] = [xOf(r.lo), xOf(r.hi)];
    body.push(
      `<g${attrs({ class: 'whisker', 'data-lo': num(r.lo), 'data-hi': num(r.hi), stroke: 'currentColor', 'stroke-width': 2 })}>` +
        `<line${attrs({ x1, x2, y1: midY, y2: midY })}/>` +
        `<line${attrs({ x1, x2: x1, y1: midY - 6, y2: midY + 6 })}/>` +
        `<line${attrs({ x1: x2, x2, y1: midY - 6, y2: midY + 6 })}/></g>`,
    );
  });
  const bottom = top + rows.length * RATE_ROW - 6;
  return { id, title, svg: svg(id, title, bottom + 22, [...percentAxis(top + ROW_LABEL, bottom), ...body]), caption };
}

function deckLabel(r: SimReport, d: 0 | 1): string {
  return `${r.decks[d]} (${r.agents[d]})`;
}

function winRatesChart(r: SimReport): Chart {
  const title = 'Win rates';
  const w = r.winRateA;
  if (w.n === 0) {
    return emptyChart(
      'winRates',
      title,
      'No finished games: no win rates',
      `${plural(r.games, 'game')}, none finished.`,
    );
  }
  // Deck B's rate is the complement of deck A's, and the Wilson interval is symmetric under it.
  const rows: RateRow[] = [
    {
      label: deckLabel(r, 0),
      shown: `A · ${deckLabel(r, 0)}`,
      value: w.rate,
      lo: w.ci95[0],
      hi: w.ci95[1],
      colour: COLOUR_A,
      extra: { 'data-deck': 'A' },
    },
    {
      label: deckLabel(r, 1),
      shown: `B · ${deckLabel(r, 1)}`,
      value: 1 - w.rate,
      lo: 1 - w.ci95[1],
      hi: 1 - w.ci95[0],
      colour: COLOUR_B,
      extra: { 'data-deck': 'B' },
    },
  ];
  return rateChart(
    'winRates',
    title,
    rows,
    `Over ${plural(w.n, 'finished game')} (${r.wins[0]}–${r.wins[1]}, ${plural(r.draws, 'draw')}): a draw counts as half a win and unfinished games are left out. Whiskers: 95% Wilson interval; dashed line: 50%.`,
  );
}

function firstPlayerChart(r: SimReport): Chart {
  const title = 'First-player advantage';
  const f = r.firstPlayer;
  const seats = `Seat 0 went first ${plural(f.seat0, 'time')}, seat 1 ${plural(f.seat1, 'time')}.`;
  if (f.n === 0) return emptyChart('firstPlayer', title, 'No finished games: no first-player rate', seats);
  return rateChart(
    'firstPlayer',
    title,
    [
      {
        label: 'went first',
        shown: 'Player who went first',
        value: f.rate,
        lo: f.ci95[0],
        hi: f.ci95[1],
        colour: COLOUR_FIRST,
      },
    ],
    `Win rate of the player the engine picked at random to go first, over ${plural(f.n, 'finished game')} (draws half). Whiskers: 95% Wilson interval; dashed line: 50%. ${seats}`,
  );
}

/** Histogram buckets of game length: at most 40, each `width` turns wide, from the shortest game. */
function turnBuckets(h: [number, number][]): { from: number; to: number; games: number }[] {
  const lo = h[0][0];
  const hi = h[h.length - 1][0];
  const width = Math.max(1, Math.ceil((hi - lo + 1) / 40));
  const out: { from: number; to: number; games: number }[] = [];
  for (let from = lo; from <= hi; from += width) {
    const to = from + width - 1;
    let games = 0;
    for (const [t, n] of h) if (t >= from && t <= to) games += n;
    out.push({ from, to, games });
  }
  return out;
}

function turnsChart(r: SimReport): Chart {
  const title = 'Game length (turns)';
  const t = r.turns;
  if (t.histogram.length === 0) return emptyChart('turns', title, 'No games', 'No games were played.');
  const buckets = turnBuckets(t.histogram);
  const width = buckets[0].to - buckets[0].from + 1;
  const maxGames = Math.max(...buckets.map((b) => b.games));
  const left = 36;
  const right = PLOT_RIGHT;
  const top = 26;
  const plotH = 160;
  const base = top + plotH;
  const slot = (right - left) / buckets.length;
  /** x of turn count `v`: the centre of turn v's place in its bucket. */
  const xTurn = (v: number) => left + ((v - buckets[0].from + 0.5) / (buckets.length * width)) * (right - left);
  const body: string[] = [];
  for (const y of [0, 0.5, 1]) {
    const yy = base - y * plotH;
    body.push(
      `<line${attrs({ x1: left, x2: right, y1: yy, y2: yy, stroke: 'currentColor', 'stroke-opacity': y === 0 ? 0.5 : 0.15 })}/>`,
    );
    body.push(text(left - 4, yy + 4, num(y * maxGames), { 'text-anchor': 'end', opacity: 0.7, 'font-size': 11 }));
  }
  const labelEvery = Math.ceil(buckets.length / 8);
  buckets.forEach((b, i) => {
    const h = (b.games / maxGames) * plotH;
    const label = width === 1 ? `${b.from}` : `${b.from}–${b.to}`;
    const x = left + i * slot;
    const gap = Math.min(2, slot * 0.15);
    body.push(
      `<rect${attrs({ class: 'bar', 'data-label': label, 'data-value': String(b.games), 'data-from': String(b.from), 'data-to': String(b.to), x: x + gap / 2, y: base - h, width: slot - gap, height: h, fill: COLOUR_TURNS })}><title>${escapeXml(`${label} turns: ${plural(b.games, 'game')}`)}</title></rect>`,
    );
    if (i % labelEvery === 0) {
      body.push(text(x + slot / 2, base + 15, `${b.from}`, { 'text-anchor': 'middle', opacity: 0.7, 'font-size': 11 }));
    }
  });
  const mx = xTurn(t.mean);
  body.push(
    `<line${attrs({ class: 'mean', 'data-value': num(t.mean), x1: mx, x2: mx, y1: top - 6, y2: base, stroke: 'currentColor', 'stroke-width': 1.5, 'stroke-dasharray': '4 3' })}/>`,
  );
  const anchor = mx < left + 60 ? 'start' : mx > right - 60 ? 'end' : 'middle';
  body.push(text(mx, top - 10, `mean ${t.mean.toFixed(1)}`, { 'text-anchor': anchor, 'font-weight': 600 }));
  body.push(text((left + right) / 2, base + 32, 'turns', { 'text-anchor': 'middle', opacity: 0.7, 'font-size': 11 }));
  return {
    id: 'turns',
    title,
    svg: svg('turns', title, base + 40, body),
    caption: `${plural(r.games, 'game')}: mean ${t.mean.toFixed(2)}, median ${t.median}, shortest ${t.min}, longest ${t.max} turns${width > 1 ? `; each bar covers ${width} turn counts` : ''}. Dashed line: the mean.`,
  };
}

function endReasonsChart(r: SimReport): Chart {
  const title = 'How games ended';
  const entries = Object.entries(r.endReasons);
  if (r.games === 0 || entries.length === 0)
    return emptyChart('endReasons', title, 'No games', 'No games were played.');
  const body: string[] = [];
  const row = ROW_LABEL + 16 + 10;
  entries.forEach(([why, n], i) => {
    const y = 8 + i * row;
    const numbers = `${n} (${pct(n / r.games)})`;
    body.push(text(PLOT_LEFT, y + 12, fit(why, PLOT_WIDTH - numbers.length * 7.4 - 8), { 'font-weight': 600 }));
    body.push(text(PLOT_RIGHT, y + 12, numbers, { 'text-anchor': 'end' }));
    const barY = y + ROW_LABEL + 2;
    body.push(
      `<rect${attrs({ x: PLOT_LEFT, y: barY, width: PLOT_WIDTH, height: 16, rx: 3, fill: 'currentColor', 'fill-opacity': 0.08 })}/>`,
    );
    body.push(
      `<rect${attrs({ class: 'bar', 'data-label': why, 'data-value': String(n), x: PLOT_LEFT, y: barY, width: xOf(n / r.games) - PLOT_LEFT, height: 16, rx: 3, fill: COLOUR_END })}/>`,
    );
  });
  return {
    id: 'endReasons',
    title,
    svg: svg('endReasons', title, 8 + entries.length * row, body),
    caption: `Share of all ${plural(r.games, 'game')}; unfinished games hit the turn limit.`,
  };
}

function deckHeading(r: SimReport, d: DeckStats, k: 0 | 1): string {
  return `${k === 0 ? 'A' : 'B'} · ${d.deck} ${d.name} (${r.agents[k]})`;
}

/** A small colour key: [label, colour, opacity] swatches in a row at y. */
function legend(y: number, items: [string, string, number][]): string[] {
  const out: string[] = [];
  let x = PLOT_LEFT;
  for (const [label, colour, opacity] of items) {
    out.push(`<rect${attrs({ x, y: y - 10, width: 12, height: 12, rx: 2, fill: colour, 'fill-opacity': opacity })}/>`);
    out.push(text(x + 16, y, label, { 'font-size': 12 }));
    x += 16 + label.length * 7 + 18;
  }
  return out;
}

function triggersChart(r: SimReport): Chart {
  const title = 'Trigger checks';
  const decks = r.perDeck;
  const max = Math.max(0, ...decks.flatMap((d) => d.triggers.flatMap((t) => [t.drive.revealed, t.damage.revealed])));
  const caption =
    'Trigger icons revealed by drive and damage checks, totals over all games. Solid: active (a unit of the same clan was on the field, so the icon took effect); faded: revealed but not active.';
  if (max === 0) return emptyChart('triggers', title, 'No trigger icons revealed', caption);
  const left = 78;
  const right = PLOT_RIGHT - 40;
  const bar = 11;
  const rowH = 2 * bar + 2 + 10;
  const body: string[] = [
    ...legend(16, [
      ['drive check', COLOUR_DRIVE, 1],
      ['damage check', COLOUR_DAMAGE, 1],
      ['not active', COLOUR_DRIVE, 0.35],
    ]),
  ];
  let y = 32;
  decks.forEach((d, k) => {
    y += 16;
    body.push(text(PLOT_LEFT, y, fit(deckHeading(r, d, k as 0 | 1), PLOT_WIDTH), { 'font-weight': 700 }));
    y += 6;
    body.push(
      text(PLOT_LEFT, y + 12, `${plural(d.driveChecks, 'drive check')}, ${plural(d.damageChecks, 'damage check')}`, {
        opacity: 0.75,
        'font-size': 12,
      }),
    );
    y += 20;
    for (const t of d.triggers) {
      body.push(text(PLOT_LEFT, y + bar + 5, fit(t.kind, left - PLOT_LEFT - 4, 7), {}));
      (['drive', 'damage'] as const).forEach((check, j) => {
        const c = t[check];
        const by = y + j * (bar + 2);
        const colour = check === 'drive' ? COLOUR_DRIVE : COLOUR_DAMAGE;
        const wAll = (c.revealed / max) * (right - left);
        const wActive = (c.active / max) * (right - left);
        body.push(
          `<g${attrs({ class: 'bar', 'data-deck': k === 0 ? 'A' : 'B', 'data-label': t.kind, 'data-check': check, 'data-value': String(c.revealed), 'data-active': String(c.active) })}>` +
            `<rect${attrs({ x: left, y: by, width: wAll, height: bar, fill: colour, 'fill-opacity': 0.35 })}/>` +
            `<rect${attrs({ x: left, y: by, width: wActive, height: bar, fill: colour })}/>` +
            `<title>${escapeXml(`${t.kind}, ${check} checks: ${c.revealed} revealed, ${c.active} active`)}</title></g>`,
        );
        body.push(text(left + wAll + 4, by + bar - 1, String(c.revealed), { 'font-size': 11 }));
      });
      y += rowH;
    }
    if (d.triggers.length === 0) {
      body.push(text(PLOT_LEFT, y + 12, 'no trigger units', { opacity: 0.75 }));
      y += rowH;
    }
  });
  return { id: 'triggers', title, svg: svg('triggers', title, y + 4, body), caption };
}

/** How many cards per deck the `cards` chart shows. */
export const TOP_CARDS = 12;

function cardsChart(r: SimReport, kinds: readonly string[]): Chart {
  const title = 'Most played cards';
  const top = r.perDeck.map((d) => d.cards.slice(0, TOP_CARDS));
  const total = (c: DeckStats['cards'][number]) => c.rides + c.calls + c.guards;
  const max = Math.max(0, ...top.flat().map(total));
  const caption = `Top ${TOP_CARDS} cards per deck by ${kinds.join(' + ')}, totals over ${plural(r.games, 'game')}.`;
  if (max === 0) return emptyChart('cards', title, 'No cards played', caption);
  const bar = 12;
  const rowH = ROW_LABEL + bar + 8;
  const body: string[] = [
    ...legend(
      16,
      kinds.map((k, i): [string, string, number] => [k, KIND_COLOURS[i], 1]),
    ),
  ];
  let y = 30;
  r.perDeck.forEach((d, k) => {
    y += 18;
    body.push(text(PLOT_LEFT, y, fit(deckHeading(r, d, k as 0 | 1), PLOT_WIDTH), { 'font-weight': 700 }));
    y += 8;
    if (top[k].length === 0) {
      body.push(text(PLOT_LEFT, y + 12, 'no cards played', { opacity: 0.75 }));
      y += rowH;
    }
    for (const c of top[k]) {
      const counts = [c.rides, c.calls, c.guards];
      body.push(text(PLOT_LEFT, y + 12, fit(c.name, PLOT_WIDTH - 40, 7.6), {}));
      body.push(text(PLOT_RIGHT, y + 12, String(total(c)), { 'text-anchor': 'end', 'font-size': 12 }));
      const by = y + ROW_LABEL;
      const group: Record<string, string> = {
        class: 'card',
        'data-deck': k === 0 ? 'A' : 'B',
        'data-label': c.name,
        'data-code': c.code,
        'data-value': String(total(c)),
      };
      kinds.forEach((kind, j) => (group[`data-${kind}`] = String(counts[j])));
      let x = PLOT_LEFT;
      const segments = kinds.map((kind, j) => {
        const w = (counts[j] / max) * PLOT_WIDTH;
        const seg = counts[j]
          ? `<rect${attrs({ class: 'bar', 'data-kind': kind, 'data-value': String(counts[j]), x, y: by, width: w, height: bar, fill: KIND_COLOURS[j] })}/>`
          : '';
        x += w;
        return seg;
      });
      const tip = `${c.name} (${c.code}): ${kinds.map((kind, j) => `${counts[j]} ${kind}`).join(', ')}`;
      body.push(`<g${attrs(group)}><title>${escapeXml(tip)}</title>${segments.join('')}</g>`);
      y += rowH;
    }
  });
  return { id: 'cards', title, svg: svg('cards', title, y + 4, body), caption };
}

/**
 * Every chart of a report, in reading order: win rates, first player, game length, end reasons,
 * trigger checks (only when a deck has trigger stats: Vanguard) and the most played cards.
 */
export function simCharts(report: SimReport, words?: Pick<SimWords, 'playKinds'>): Chart[] {
  const kinds = words?.playKinds ?? BROWSER_PLAY_KINDS[report.game];
  if (!kinds) throw new Error(`no words for the reports of game "${report.game}"`);
  const charts = [winRatesChart(report), firstPlayerChart(report), turnsChart(report), endReasonsChart(report)];
  if (report.perDeck.some((d) => d.triggers.length > 0)) charts.push(triggersChart(report));
  charts.push(cardsChart(report, kinds));
  return charts;
}
