// DBS events are typed (src/games/dbs/events.ts, issue 20): the rules emit them only through `emitDbs`, with no
// cast, and every event seeded games really emit is of a kind the union declares, which the undo's news table
// (newInformation.ts) classifies and the terminal narrates without a fallback.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import '../../src/games/index.ts';
import { agentContext } from '../../src/ai/playGame.ts';
import { makeAgent } from '../../src/ai/registry.ts';
import { act, eventsFor, newGame } from '../../src/core/engine.ts';
import type { DeckSpec } from '../../src/core/types.ts';
import { dbsCatalog } from '../../src/games/dbs/catalog.ts';
import { DBS_EVENT_KINDS } from '../../src/games/dbs/newInformation.ts';

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? files(p) : p.endsWith('.ts') ? [p] : [];
  });
}

describe('typed DBS events (issue 20)', () => {
  it('the rules call emitDbs, never the untyped kernel emit, and cast no event', () => {
    const offenders = files('src/games/dbs').filter((f) => {
      const text = readFileSync(f, 'utf8');
      return /(?<![\w.])emit\(/.test(text.replace(/^import[^;]*;/gm, '')) || /as (GameEvent|MoveEvent)\b/.test(text);
    });
    // Positive control: the scan finds the call inside events.ts's own typed wrapper.
    expect(offenders).toEqual(['src/games/dbs/events.ts']);
  });

  it('every event of seeded games is a declared kind, for both seats and a spectator', () => {
    const seen = new Set<string>();
    const decks = dbsCatalog.decks();
    for (let g = 0; g < 6; g++) {
      const s = newGame({
        game: 'dbs',
        format: 'masters',
        decks: [decks[g % decks.length].spec, decks[(g + 1) % decks.length].spec] as [DeckSpec, DeckSpec],
        seed: 40 + g,
      });
      const agents = [makeAgent(g % 2 ? 'heuristic' : 'random', g), makeAgent('random', g + 100)];
      for (let i = 0; i < 4000 && s.decision && !s.result; i++) {
        const d = s.decision;
        act(s, d.seat, agents[d.seat].choose(agentContext(s, d)));
      }
      for (const who of [0, 1, 'spectator'] as const) for (const e of eventsFor(s, who)) seen.add(e.t);
    }
    expect(seen.size).toBeGreaterThan(15);
    expect([...seen].filter((t) => !DBS_EVENT_KINDS.includes(t as never))).toEqual([]);
  });
});
