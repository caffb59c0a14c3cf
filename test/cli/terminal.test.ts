// The terminal game (arbiter play): what the issue-15 pass added. It says when an ability is played and a cost
// paid, and when a DBS skill is activated (the browser log did, the terminal never did); `c NAME` / `c N` shows a
// card's text during a game; a wide terminal gets wide circles, so long names are not cut at 24 characters.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { agentContext } from '../../src/ai/playGame.ts';
import { makeAgent } from '../../src/ai/registry.ts';
import { act, decision, eventsFor, newGame, result, view } from '../../src/core/engine.ts';
import type { BaseState, GameEvent } from '../../src/core/types.ts';
import { catalogOf } from '../../src/games/catalog.ts';
import { builtInDecks, expandDeck } from '../../src/games/dbs/index.ts';
import { deckById } from '../../src/games/vanguard/cards/cardPool.ts';
import type { VGView } from '../../src/games/vanguard/view.ts';
import { dbsTerminal } from '../../src/games/dbs/product/terminal.ts';
import { cardText } from '../../src/cli/play.ts';
import { cellWidth, Narrator, renderBoard } from '../../src/games/vanguard/product/terminalRender.ts';
import { arbiterIn } from './arbiterProcess.ts';

const arbiter = arbiterIn(mkdtempSync(join(tmpdir(), 'arbiter-terminal-')));

/** Heuristic self-play from a seed until `stop` holds for seat 0's events, or the game ends. */
function playUntil(s: BaseState, stop: (events: GameEvent[]) => boolean): GameEvent[] {
  const agents = [makeAgent('heuristic', 1), makeAgent('heuristic', 2)];
  for (let i = 0; i < 5000 && !result(s); i++) {
    const events = eventsFor(s, 0);
    if (stop(events)) return events;
    const d = decision(s)!;
    act(s, d.seat, agents[d.seat].choose(agentContext(s, d)));
  }
  return eventsFor(s, 0);
}

function vgDeck(id: string) {
  return { cards: deckById(id)!.cards.flatMap((e) => Array<string>(e.count).fill(e.code)) };
}

describe('the terminal game', () => {
  it('says when an ability is played and its cost paid, as the browser log does', () => {
    const found: string[] = [];
    for (let seed = 1; seed <= 12 && found.length === 0; seed++) {
      const s = newGame({ game: 'vanguard', format: 'cr201', decks: [vgDeck('VG-TD01'), vgDeck('VG-TD02')], seed });
      const events = playUntil(s, (ev) => ev.some((e) => e.t === 'payCost'));
      if (!events.some((e) => e.t === 'payCost')) continue;
      const lines = new Narrator(0).events(events);
      found.push(...lines.filter((l) => / (play|plays) an ability of | (pay|pays) the cost of /.test(l)));
    }
    expect(found.some((l) => /an ability of /.test(l))).toBe(true);
    expect(found.some((l) => /the cost of /.test(l))).toBe(true);
  });

  it('says when a DBS skill is activated', () => {
    const decks = builtInDecks();
    const lines: string[] = [];
    for (let seed = 1; seed <= 12 && lines.length === 0; seed++) {
      const s = newGame({
        game: 'dbs',
        format: 'masters',
        decks: [{ cards: expandDeck(decks[0]) }, { cards: expandDeck(decks[1]) }],
        seed,
      });
      const events = playUntil(s, (ev) => ev.some((e) => e.t === 'activate'));
      lines.push(
        ...dbsTerminal(0, 'masters')
          .events(events)
          .filter((l) => / activated skill \d+ of /.test(l)),
      );
    }
    expect(lines.length).toBeGreaterThan(0);
  });

  it('c NAME shows a card’s text, c N the card answer N names', () => {
    const vg = catalogOf('vanguard')!;
    const s = newGame({ game: 'vanguard', format: 'cr201', decks: [vgDeck('VG-TD01'), vgDeck('VG-TD02')], seed: 3 });
    const d = decision(s)!;
    expect(d.seat).toBe(0);
    const byName = cardText(vg, 'Blaster Blade', view(s, 0), d.options);
    // Every printing of the name: the original one, then the V-TD01 ones (their own stats and abilities).
    expect(byName.split('\n\n')).toEqual(
      ['TD01/005', 'V-TD01/004', 'V-TD01/005', 'V-TD01/S01'].map((code) => vg.describeCard(code)),
    );
    expect(byName).toContain('Blaster Blade');
    // The first vanguard's options each name a deck card this seat is looking at.
    const n = d.options.findIndex((o) => 'card' in o) + 1;
    expect(n).toBeGreaterThan(0);
    const byNumber = cardText(vg, String(n), view(s, 0), d.options);
    const id = (d.options[n - 1] as unknown as { card: number }).card;
    const code = [...((view(s, 0) as VGView).decision!.looking ?? [])].find((c) => c.id === id)!.code;
    expect(byNumber).toBe(vg.describeCard(code));
    expect(cardText(vg, '999', view(s, 0), d.options)).toBe('There is no answer 999.');
    expect(cardText(vg, 'Nobody At All', view(s, 0), d.options)).toBe('No card matches "Nobody At All".');
  });

  it('uses the terminal’s width: a long name is cut on 80 columns and whole on 200', () => {
    const s = newGame({ game: 'vanguard', format: 'cr201', decks: [vgDeck('VG-TD01'), vgDeck('VG-TD02')], seed: 3 });
    playUntil(s, () => ((view(s, 0) as VGView).turn ?? 0) >= 4);
    const v = view(s, 0) as VGView;
    const names = [0, 1].flatMap((seat) =>
      Object.values(v.players[seat as 0 | 1].field)
        .flat()
        .map((c) => ('code' in c ? (catalogOf('vanguard')!.cardName(c.code) ?? '') : '')),
    );
    const long = names.find((n) => n.length > 24);
    expect(long, `a name longer than 24 characters on the field: ${names.join(', ')}`).toBeDefined();
    expect(cellWidth(80)).toBe(26);
    expect(cellWidth(200)).toBe(60);
    expect(renderBoard(v, 0, 80)).not.toContain(long!);
    expect(renderBoard(v, 0, 200)).toContain(long!);
  });

  it('arbiter play: c NAME during a game prints the card', async () => {
    const r = await arbiter(['play', 'vanguard', '--seed', '5'], { input: 'c Blaster Blade\nq\n' });
    expect(r.code).toBe(0);
    expect(r.out).toContain('c NAME (or c N for answer N) to read a card');
    expect(r.out).toContain(catalogOf('vanguard')!.describeCard('TD01/005'));
  });
});
