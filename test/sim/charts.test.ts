// The simulation charts (src/sim/charts.ts) and the HTML report around them (src/sim/reportHtml.ts):
// the geometry follows the numbers (bar lengths and heights proportional, whiskers at the interval,
// the 50% line and the mean where they belong), text is escaped, every SVG is well formed, and a
// report with no finished games still gives valid charts that say so.
import { describe, expect, it } from 'vitest';
// The registered games: a report's words and card names come from its game's product.
import '../../src/games/index.ts';
import { type Chart, simCharts } from '../../src/sim/charts.ts';
import { reportHtml } from '../../src/sim/reportHtml.ts';
import type { CardStats, DeckStats, SimReport } from '../../src/sim/stats.ts';
import { Tally } from '../../src/sim/stats.ts';

function deckStats(over: Partial<DeckStats> = {}): DeckStats {
  return {
    deck: 'VG-TD01',
    name: 'Blaster Blade',
    agent: 'random',
    seat0: 50,
    wentFirst: 50,
    wins: 70,
    avgDamage: 4,
    driveChecks: 300,
    damageChecks: 200,
    triggers: [
      { kind: 'critical', drive: { revealed: 40, active: 30 }, damage: { revealed: 20, active: 20 } },
      { kind: 'heal', drive: { revealed: 10, active: 10 }, damage: { revealed: 5, active: 0 } },
    ],
    cards: [
      { code: 'TD01/001', name: 'Crimson Butterfly, Brigitte', rides: 10, calls: 20, guards: 30 },
      { code: 'TD01/005', name: 'Blaster Blade', rides: 5, calls: 10, guards: 0 },
    ],
    ...over,
  };
}

/** A 100-game report: deck A won 70% (a 70/30 split), the first player 30%. */
function report(over: Partial<SimReport> = {}): SimReport {
  return {
    game: 'vanguard',
    format: 'cr201',
    seed: 1,
    games: 100,
    decks: ['VG-TD01', 'VG-TD02'],
    agents: ['random', 'heuristic'],
    wins: [70, 30],
    draws: 0,
    unfinished: 0,
    drawsCount: 'half',
    winRateA: { wins: 70, n: 100, rate: 0.7, ci95: [0.6042, 0.781] },
    firstPlayer: { wins: 30, n: 100, rate: 0.3, ci95: [0.219, 0.3958], seat0: 50, seat1: 50 },
    turns: {
      mean: 10.857,
      min: 10,
      median: 11,
      max: 12,
      histogram: [
        [10, 20],
        [11, 40],
        [12, 10],
      ],
    },
    endReasons: { 'six or more damage': 75, 'no cards in deck': 25 },
    perDeck: [deckStats(), deckStats({ deck: 'VG-TD02', name: 'Dragonic Overlord', agent: 'heuristic', wins: 30 })],
    ...over,
  };
}

interface Tag {
  name: string;
  attrs: Record<string, string>;
}

/** Every element of an SVG string with its attributes (the charts are generated, so a regex suffices). */
function tags(svg: string): Tag[] {
  return [...svg.matchAll(/<([a-z]+)((?:\s+[a-zA-Z0-9:-]+="[^"]*")*)\s*\/?>/g)].map((m) => ({
    name: m[1],
    attrs: Object.fromEntries([...m[2].matchAll(/([a-zA-Z0-9:-]+)="([^"]*)"/g)].map((a) => [a[1], a[2]])),
  }));
}

function chart(r: SimReport, id: string): Chart {
  const c = simCharts(r).find((x) => x.id === id);
  if (!c) throw new Error(`no chart ${id}`);
  return c;
}

/** The elements of chart `id` with class `cls`. */
function byClass(r: SimReport, id: string, cls: string): Tag[] {
  return tags(chart(r, id).svg).filter((t) => t.attrs.class === cls);
}

const n = (t: Tag, a: string) => Number(t.attrs[a]);

/** The x of a proportion p on the charts' horizontal scale, read off the 0% and 100% ends of a rate chart. */
function scale(svg: string): (p: number) => number {
  const vb = /viewBox="0 0 ([\d.]+) /.exec(svg)!;
  const width = Number(vb[1]);
  const bar = tags(svg).find((t) => t.attrs.class === 'bar')!;
  const x0 = n(bar, 'x');
  return (p) => x0 + p * (width - 2 * x0);
}

/** Every open tag is closed, in order: the SVG is well-formed XML as far as elements go. */
function wellFormed(svg: string): boolean {
  const stack: string[] = [];
  for (const m of svg.matchAll(/<(\/?)([a-z]+)[^>]*?(\/?)>/g)) {
    if (m[3]) continue;
    if (!m[1]) stack.push(m[2]);
    else if (stack.pop() !== m[2]) return false;
  }
  return stack.length === 0 && svg.startsWith('<svg') && svg.endsWith('</svg>');
}

describe('simCharts', () => {
  it('gives the charts in order, each a well-formed SVG with a viewBox and no script', () => {
    const charts = simCharts(report());
    expect(charts.map((c) => c.id)).toEqual(['winRates', 'firstPlayer', 'turns', 'endReasons', 'triggers', 'cards']);
    for (const c of charts) {
      expect(wellFormed(c.svg), c.id).toBe(true);
      expect(c.svg).toMatch(/^<svg [^>]*viewBox="0 0 \d+ [\d.]+"/);
      expect(c.svg).not.toMatch(/<script|on[a-z]+=|NaN|Infinity|href/i);
      expect(c.title.length).toBeGreaterThan(0);
    }
  });

  it('draws win rates as bars proportional to the rate, whiskers at the interval and a 50% line', () => {
    const r = report();
    const svg = chart(r, 'winRates').svg;
    const [a, b] = byClass(r, 'winRates', 'bar');
    expect(a.attrs).toMatchObject({ 'data-label': 'VG-TD01 (random)', 'data-value': '0.7', 'data-lo': '0.6042' });
    expect(a.attrs['data-hi']).toBe('0.781');
    // Deck B's rate is the complement, its interval the mirror image.
    expect(b.attrs).toMatchObject({ 'data-label': 'VG-TD02 (heuristic)', 'data-value': '0.3', 'data-lo': '0.219' });
    expect(b.attrs['data-hi']).toBe('0.3958');
    expect(n(a, 'width')).toBeGreaterThan(n(b, 'width'));
    expect(n(a, 'width') / n(b, 'width')).toBeCloseTo(0.7 / 0.3, 2);
    expect(n(a, 'x') + n(a, 'width')).toBeCloseTo(scale(svg)(0.7), 1);

    const x = scale(svg);
    const whiskers = tags(svg).filter((t) => t.name === 'line' && t.attrs.y1 === t.attrs.y2);
    const axisless = whiskers.filter((t) => t.attrs.x1 !== t.attrs.x2);
    expect(axisless).toHaveLength(2);
    expect(n(axisless[0], 'x1')).toBeCloseTo(x(0.6042), 1);
    expect(n(axisless[0], 'x2')).toBeCloseTo(x(0.781), 1);
    expect(n(axisless[1], 'x1')).toBeCloseTo(x(0.219), 1);
    expect(n(axisless[1], 'x2')).toBeCloseTo(x(0.3958), 1);
    // Each whisker straddles the end of its bar.
    expect(n(axisless[0], 'x1')).toBeLessThan(n(a, 'x') + n(a, 'width'));
    expect(n(axisless[0], 'x2')).toBeGreaterThan(n(a, 'x') + n(a, 'width'));

    const [ref] = byClass(r, 'winRates', 'ref');
    expect(ref.attrs['data-value']).toBe('0.5');
    expect(n(ref, 'x1')).toBeCloseTo(x(0.5), 1);
    expect(svg).toContain('70.0% (60.4%–78.1%)');
  });

  it('draws the first player rate with its interval', () => {
    const r = report();
    const svg = chart(r, 'firstPlayer').svg;
    const [bar] = byClass(r, 'firstPlayer', 'bar');
    expect(bar.attrs).toMatchObject({ 'data-value': '0.3', 'data-lo': '0.219', 'data-hi': '0.3958' });
    const x = scale(svg);
    expect(n(bar, 'x') + n(bar, 'width')).toBeCloseTo(x(0.3), 1);
    const [w] = byClass(r, 'firstPlayer', 'whisker');
    expect(w.attrs).toMatchObject({ 'data-lo': '0.219', 'data-hi': '0.3958' });
    expect(chart(r, 'firstPlayer').caption).toContain('Seat 0 went first 50 times');
  });

  it('draws the game-length histogram with heights proportional to the counts and the mean marked', () => {
    const r = report();
    const bars = byClass(r, 'turns', 'bar');
    expect(bars.map((b) => [b.attrs['data-label'], b.attrs['data-value']])).toEqual([
      ['10', '20'],
      ['11', '40'],
      ['12', '10'],
    ]);
    const h = bars.map((b) => n(b, 'height'));
    expect(h[1] / h[0]).toBeCloseTo(2, 5);
    expect(h[0] / h[2]).toBeCloseTo(2, 5);
    // All bars stand on the same baseline.
    expect(new Set(bars.map((b) => (n(b, 'y') + n(b, 'height')).toFixed(1))).size).toBe(1);
    const [mean] = byClass(r, 'turns', 'mean');
    expect(mean.attrs['data-value']).toBe('10.857');
    // 10.857 turns falls within the bar of 11 turns, left of its centre.
    const b11 = bars[1];
    expect(n(mean, 'x1')).toBeGreaterThan(n(b11, 'x'));
    expect(n(mean, 'x1')).toBeLessThan(n(b11, 'x') + n(b11, 'width') / 2);
  });

  it('groups long ranges of game length into at most 40 bars, keeping every game', () => {
    const r = report({
      turns: {
        mean: 60,
        min: 1,
        median: 60,
        max: 150,
        histogram: Array.from({ length: 150 }, (_, i): [number, number] => [i + 1, (i % 3) + 1]),
      },
    });
    const bars = byClass(r, 'turns', 'bar');
    expect(bars.length).toBeLessThanOrEqual(40);
    expect(bars.reduce((s, b) => s + n(b, 'data-value'), 0)).toBe(300);
    expect(bars[0].attrs['data-label']).toBe('1–4');
  });

  it('draws end reasons as bars proportional to their counts', () => {
    const r = report();
    const bars = byClass(r, 'endReasons', 'bar');
    expect(bars.map((b) => [b.attrs['data-label'], b.attrs['data-value']])).toEqual([
      ['six or more damage', '75'],
      ['no cards in deck', '25'],
    ]);
    expect(n(bars[0], 'width') / n(bars[1], 'width')).toBeCloseTo(3, 5);
  });

  it('draws revealed and active triggers per deck and check, and only for games with triggers', () => {
    const r = report();
    const groups = tags(chart(r, 'triggers').svg).filter((t) => t.name === 'g' && t.attrs.class === 'bar');
    expect(groups).toHaveLength(8);
    expect(groups[0].attrs).toMatchObject({
      'data-deck': 'A',
      'data-label': 'critical',
      'data-check': 'drive',
      'data-value': '40',
      'data-active': '30',
    });
    // Inside a group: the revealed bar, then the active part over it.
    const svg = chart(r, 'triggers').svg;
    const first = /<g class="bar"[^>]*>(.*?)<\/g>/.exec(svg)![1];
    const [all, active] = tags(first).filter((t) => t.name === 'rect');
    expect(n(active, 'width') / n(all, 'width')).toBeCloseTo(30 / 40, 5);
    const critDamage = groups[1];
    expect(critDamage.attrs).toMatchObject({ 'data-check': 'damage', 'data-value': '20' });

    const dbs = report({
      game: 'dbs',
      perDeck: [deckStats({ triggers: [] }), deckStats({ triggers: [] })],
    });
    expect(simCharts(dbs).map((c) => c.id)).toEqual(['winRates', 'firstPlayer', 'turns', 'endReasons', 'cards']);
  });

  it('stacks the top 12 cards per deck by kind, with names from the report', () => {
    const many: CardStats[] = Array.from({ length: 15 }, (_, i) => ({
      code: `X-${i}`,
      name: `Card ${i}`,
      rides: 15 - i,
      calls: 2 * (15 - i),
      guards: 1,
    }));
    const r = report({ perDeck: [deckStats({ cards: many }), deckStats({ deck: 'VG-TD02' })] });
    const svg = chart(r, 'cards').svg;
    const cards = tags(svg).filter((t) => t.attrs.class === 'card');
    expect(cards.filter((c) => c.attrs['data-deck'] === 'A')).toHaveLength(12);
    expect(cards[0].attrs).toMatchObject({
      'data-label': 'Card 0',
      'data-code': 'X-0',
      'data-value': '46',
      'data-rides': '15',
      'data-calls': '30',
      'data-guards': '1',
    });
    expect(svg).not.toContain('Card 12');
    // The segments of a card add up to a length proportional to its total.
    const widths = [...svg.matchAll(/<g class="card"[^>]*>(.*?)<\/g>/g)].map((m) =>
      tags(m[1])
        .filter((t) => t.name === 'rect')
        .reduce((s, t) => s + n(t, 'width'), 0),
    );
    expect(widths[0] / widths[11]).toBeCloseTo(46 / 13, 2);
    const segs = tags(/<g class="card"[^>]*>(.*?)<\/g>/.exec(svg)![1]).filter((t) => t.name === 'rect');
    expect(segs.map((s) => [s.attrs['data-kind'], s.attrs['data-value']])).toEqual([
      ['rides', '15'],
      ['calls', '30'],
      ['guards', '1'],
    ]);
    expect(n(segs[1], 'width') / n(segs[0], 'width')).toBeCloseTo(2, 5);

    // DBS counts plays and combos, not rides and calls.
    const dbs = report({ game: 'dbs', perDeck: [deckStats({ triggers: [] }), deckStats({ triggers: [] })] });
    expect(chart(dbs, 'cards').svg).toContain('data-kind="plays"');
    expect(chart(dbs, 'cards').svg).toContain('data-kind="combos"');
    expect(chart(dbs, 'cards').svg).not.toContain('data-kind="guards"');
  });

  it('escapes every text: deck names, agents, end reasons, card names', () => {
    const evil = '<&">\'';
    const r = report({
      decks: [evil, 'VG-TD02'],
      agents: ['random', evil],
      endReasons: { [evil]: 100 },
      perDeck: [
        deckStats({ deck: evil, name: evil, cards: [{ code: evil, name: evil, rides: 1, calls: 0, guards: 0 }] }),
        deckStats(),
      ],
    });
    for (const c of simCharts(r)) {
      expect(wellFormed(c.svg), c.id).toBe(true);
      const body = c.svg.replace(/^<svg[^>]*>/, '');
      expect(body, c.id).not.toContain(evil);
      expect(body.replace(/<[^>]*>/g, '')).not.toMatch(/[<>"]/);
    }
    expect(chart(r, 'winRates').svg).toContain('data-label="&lt;&amp;&quot;&gt;&#39; (random)"');
    expect(chart(r, 'endReasons').svg).toContain('&lt;&amp;&quot;&gt;&#39;');
    const html = reportHtml(r);
    expect(html).not.toContain(evil);
    expect(html).toContain('&lt;&amp;&quot;&gt;&#39;');
  });

  it('gives valid charts that say so for a report of no games, and of no finished games', () => {
    const input = {
      game: 'vanguard',
      format: 'cr201',
      seed: 0,
      decks: [
        { id: 'VG-TD01', name: 'Blaster Blade', cards: [] },
        { id: 'VG-TD02', name: 'Dragonic Overlord', cards: [] },
      ] as [{ id: string; name: string; cards: string[] }, { id: string; name: string; cards: string[] }],
      agents: ['random', 'random'] as [string, string],
    };
    const empty = new Tally(input).report();
    const charts = simCharts(empty);
    expect(charts.map((c) => c.id)).toEqual(['winRates', 'firstPlayer', 'turns', 'endReasons', 'cards']);
    for (const c of charts) {
      expect(wellFormed(c.svg), c.id).toBe(true);
      expect(c.svg + (c.caption ?? '')).not.toMatch(/NaN|Infinity|undefined/);
      expect(c.svg).toContain('class="empty"');
      expect(c.svg).not.toContain('class="bar"');
    }
    expect(chart(empty, 'winRates').svg).toContain('No finished games');
    expect(reportHtml(empty)).not.toMatch(/NaN|Infinity|undefined/);

    // Every game hit the turn limit: no rates, but the lengths and end reasons are still drawn.
    const unfinished = report({
      wins: [0, 0],
      unfinished: 100,
      winRateA: { wins: 0, n: 0, rate: 0, ci95: [0, 0] },
      firstPlayer: { wins: 0, n: 0, rate: 0, ci95: [0, 0], seat0: 50, seat1: 50 },
      endReasons: { unfinished: 100 },
    });
    expect(chart(unfinished, 'winRates').svg).toContain('No finished games');
    expect(chart(unfinished, 'firstPlayer').svg).toContain('No finished games');
    expect(byClass(unfinished, 'turns', 'bar')).toHaveLength(3);
    expect(byClass(unfinished, 'endReasons', 'bar')[0].attrs['data-value']).toBe('100');
  });
});

describe('reportHtml', () => {
  it('is one self-contained page: headline numbers, every chart with its caption, the tables', () => {
    const r = report();
    const html = reportHtml(r, { workers: 2, seconds: 1.5, gamesPerSecond: 66.7 });
    expect(html.startsWith('<!doctype html>')).toBe(true);
    expect(html).toContain('<meta name="viewport"');
    expect(html).not.toMatch(/<script|<link|<img|src=|href=|@import|url\(/i);
    for (const c of simCharts(r)) {
      expect(html).toContain(c.svg);
      expect(html).toContain(`id="chart-${c.id}"`);
      expect(html).toContain(c.caption!.replace(/"/g, '&quot;').replace(/'/g, '&#39;'));
    }
    expect(html).toContain('70.0%');
    expect(html).toContain('95% CI 60.4%–78.1%');
    expect(html).toContain('Crimson Butterfly, Brigitte');
    expect(html).toContain('66.7 games/second (2 workers, 1.50 s)');
    expect(html).toContain('arbiter sim vanguard --format cr201 --games 100 --seed 1');
  });
});
