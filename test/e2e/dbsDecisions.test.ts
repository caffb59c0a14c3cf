// The browser client's DBS decision planner (web/src/games/dbs/answers.ts) against the real engine: over
// seeded random games with all ten DBS decks, every legal answer of every decision the engine asks is
// reachable by clicks (its board targets, in order, lead to exactly that answer, or it is a button / a
// card in the decision panel) and has a readable label (no raw JSON, no unknown card); the DBS log
// reads as words. Also: every DBS prompt id the rules source can ask has English in the client.
import { describe, expect, it } from 'vitest';
import { eventsFor, newGame, view } from '../../src/core/engine.ts';
import { seedRng } from '../../src/core/rng.ts';
import type { Seat } from '../../src/core/types.ts';
import { catalogOf } from '../../src/games/catalog.ts';
import type { DBSState } from '../../src/games/dbs/state.ts';
import type { DBSView } from '../../src/games/dbs/view.ts';
import '../../src/index.ts';
import type { TargetKey } from '../../web/src/answers.ts';
import type { CardDb } from '../../web/src/cardDb.ts';
import { planDbsDecision } from '../../web/src/games/dbs/answers.ts';
import { learnDbsView } from '../../web/src/games/dbs/model.ts';
import { DbsNarrator } from '../../web/src/games/dbs/narrate.ts';
import { DBS_PROMPT_TEXT, dbsPromptText } from '../../web/src/games/dbs/prompts.ts';
import { humanize } from '../../web/src/prompts.ts';
import { planProblems, playRandomly, sourceLines } from './clickPaths.ts';

const CATALOG = catalogOf('dbs')!;
const DB = Object.fromEntries(CATALOG.allCodes().map((code) => [code, CATALOG.cardInfo(code)])) as unknown as CardDb;
const DECKS = CATALOG.decks().map((d) => d.spec);
const DECISION_CAP = 4000;

function targetExists(v: DBSView, me: Seat, key: TargetKey): boolean {
  const [kind, a] = key.split(':');
  const id = Number(a);
  if (kind === 'hand') {
    const hand = v.players[me].hand;
    return Array.isArray(hand) && hand.some((c) => c.id === id);
  }
  if (kind === 'dcard')
    return v.players.some((p) => [...p.leader, ...p.battle, ...p.combo, ...p.energy].some((c) => c.id === id));
  return false;
}

const UNREADABLE = /[{}]|undefined|NaN|\[object|#\d|token:\S/;

interface Problem {
  game: number;
  prompt: string;
  what: string;
}

function playAndCheck(game: number, seen: Set<string>, kinds: Set<string>, problems: Problem[]): void {
  const a = DECKS[game % DECKS.length];
  const b = DECKS[(game * 3 + 1) % DECKS.length];
  const format = game % 2 === 0 ? 'masters' : 'masters-noturn1attack';
  const state = newGame<DBSState>({ game: 'dbs', format, decks: [a, b], seed: 3000 + game, log: true });
  playRandomly(state, seedRng(91 + game), DECISION_CAP, (d, me, codes) => {
    const v = view(state, me) as DBSView;
    learnDbsView(v, (id, code) => codes.set(id, code));
    seen.add(d.prompt);
    const plans = planDbsDecision(v, me, { db: DB, code: (id) => codes.get(id) });
    for (const p of plans) kinds.add(p.answer.t);
    const wrong = planProblems(plans, d.options.length, {
      unreadable: UNREADABLE,
      idFields: ['card', 'attacker', 'target', 'source'],
      known: (id) => !!codes.get(id),
      targetExists: (key) => targetExists(v, me, key),
    });
    for (const what of wrong) problems.push({ game, prompt: d.prompt, what });
  });
  if (!state.result) problems.push({ game, prompt: 'end', what: 'the game did not end' });
  for (const who of [0, 1, 'spectator'] as const) {
    for (const line of new DbsNarrator(DB, who).lines(eventsFor(state, who, 0))) {
      if (UNREADABLE.test(line.text) || /\ba card is KO'd|^a card /i.test(line.text))
        problems.push({ game, prompt: 'log', what: `log line "${line.text}"` });
    }
  }
}

/**
 * Every DBS prompt id the rules source can ask: `dbs.…` literals on lines that set a prompt, the ones
 * passed alone as an argument to the skill resolver's chooser, and the cost prompts built from the cost
 * kinds that pick cards (`dbs.cost.${pay}`).
 */
function promptsInSource(): string[] {
  const out = new Set<string>(
    ['handToDrop', 'battleToDrop', 'handUnderThis', 'battleUnderThis', 'chooseUnder'].map((k) => `dbs.cost.${k}`),
  );
  for (const line of sourceLines('src/games/dbs')) {
    const alone = /^\s*'(dbs\.[A-Za-z.]+)',\s*$/.exec(line);
    if (alone) out.add(alone[1]);
    if (!/prompt/.test(line)) continue;
    for (const m of line.matchAll(/'(dbs\.[A-Za-z.]+)'/g)) out.add(m[1]);
  }
  return [...out].sort();
}

describe('browser client (DBS): every decision is answerable by clicking', () => {
  it('every prompt id the DBS rules ask has English in the client', () => {
    const asked = promptsInSource();
    expect(asked.length).toBeGreaterThan(20);
    expect(asked.filter((id) => !DBS_PROMPT_TEXT[id])).toEqual([]);
    expect(dbsPromptText('dbs.main', humanize)).toBe(DBS_PROMPT_TEXT['dbs.main']);
    // An id the client has no English for yet still reads as words.
    expect(dbsPromptText('dbs.cost.someNewPart', humanize)).toBe('Some new part: choose one.');
  });

  it('over seeded random games with all ten decks, every legal answer has clicks that choose it and a readable label, and the log reads', () => {
    const seen = new Set<string>();
    const kinds = new Set<string>();
    const problems: Problem[] = [];
    for (let g = 0; g < 20; g++) playAndCheck(g, seen, kinds, problems);
    expect(problems.slice(0, 10)).toEqual([]);
    for (const p of ['dbs.redraw', 'dbs.charge', 'dbs.main', 'dbs.offence', 'dbs.defence', 'dbs.counterTiming'])
      expect(seen).toContain(p);
    for (const k of ['play', 'energy', 'attack', 'combo', 'pass', 'end', 'done', 'card']) expect(kinds).toContain(k);
    expect(seen.size, 'the list checked below is not empty').toBeGreaterThan(0);
    for (const p of seen) expect(DBS_PROMPT_TEXT[p], p).toBeDefined();
  });
});
