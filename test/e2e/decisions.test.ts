// The browser client's decision planner (web/src/games/vanguard/answers.ts) against the real engine: over seeded
// random games with every trial deck in both rule eras, every legal answer of every decision the
// engine asks is reachable by clicks (its board targets, in order, lead to exactly that answer, or it
// is a button / a card in the decision panel) and has a readable label (no raw JSON, no unknown card).
// Also: every prompt id the Vanguard rules can ask has English in the client (web/src/games/vanguard/prompts.ts).
import { describe, expect, it } from 'vitest';
import { eventsFor, newGame, view } from '../../src/core/engine.ts';
import { seedRng } from '../../src/core/rng.ts';
import type { Seat } from '../../src/core/types.ts';
import { abilitiesOf } from '../../src/games/vanguard/abilities/registry.ts';
import { cardText } from '../../src/games/vanguard/abilities/text.ts';
import { allCards, builtInDecks, expandDeck } from '../../src/games/vanguard/cards/cardPool.ts';
import '../../src/games/vanguard/index.ts';
import type { VGState } from '../../src/games/vanguard/state.ts';
import type { VGView } from '../../src/games/vanguard/view.ts';
import type { TargetKey } from '../../web/src/answers.ts';
import { planDecision } from '../../web/src/games/vanguard/answers.ts';
import type { VgCardDb } from '../../web/src/games/vanguard/cardInfo.ts';
import { Narrator } from '../../web/src/games/vanguard/narrate.ts';
import { PROMPT_TEXT } from '../../web/src/games/vanguard/prompts.ts';
import { planProblems, playRandomly, sourceLines } from './clickPaths.ts';

const DB: VgCardDb = Object.fromEntries(allCards().map((c) => [c.code, { ...c, text: cardText(abilitiesOf(c.code)) }]));
const DECKS = builtInDecks().map((d) => ({ name: d.id, cards: expandDeck(d) }));
const DECISION_CAP = 3000;

/** Does this board target exist in the view the seat is shown? */
function targetExists(v: VGView, me: Seat, key: TargetKey): boolean {
  const [kind, a, b] = key.split(':');
  if (kind === 'hand') {
    const hand = v.players[me].hand;
    return Array.isArray(hand) && hand.some((c) => c.id === Number(a));
  }
  if (kind === 'damage') return v.players[Number(a) as Seat].damage.some((c) => c.id === Number(b));
  if (kind === 'unit') return (a === '0' || a === '1') && ['VC', 'FL', 'FR', 'BL', 'BC', 'BR', 'GC'].includes(b);
  return false;
}

const UNREADABLE = /[{}]|undefined|NaN|\[object|#\d/;
/** A unit on the field the log could not name (it is public, so the log must know it). */
const UNNAMED_UNIT = /(your|opponent's|player \d's) a card|^a card /i;

interface Problem {
  game: number;
  prompt: string;
  what: string;
}

function playAndCheck(game: number, format: 'cr201' | 'cr110', seen: Set<string>, problems: Problem[]): void {
  const a = DECKS[game % DECKS.length];
  const b = DECKS[(game * 3 + 1) % DECKS.length];
  const state = newGame<VGState>({ game: 'vanguard', format, decks: [a, b], seed: 1000 + game });
  playRandomly(state, seedRng(77 + game), DECISION_CAP, (d, me, codes) => {
    const v = view(state, me) as VGView;
    codes.learnView(v);
    seen.add(d.prompt);
    const plans = planDecision(v, me, { db: DB, codes });
    const wrong = planProblems(plans, d.options.length, {
      unreadable: UNREADABLE,
      idFields: ['card', 'source'],
      known: (id) => !!codes.get(id),
      targetExists: (key) => targetExists(v, me, key),
    });
    for (const what of wrong) problems.push({ game, prompt: d.prompt, what });
  });
  // The log each seat (and a spectator) reads: every event it was sent, in words.
  for (const who of [0, 1, 'spectator'] as const) {
    for (const line of new Narrator(DB, who).lines(eventsFor(state, who, 0))) {
      if (UNREADABLE.test(line.text) || UNNAMED_UNIT.test(line.text))
        problems.push({ game, prompt: 'log', what: `log line "${line.text}"` });
    }
  }
}

/**
 * Every prompt id the rules source can ask: the `vg.…` literals on lines that set a decision's prompt
 * (`prompt: …`, `pickCircle(s, seat, 'vg.attacker', …)`), plus the cost prompts built from the cost kinds
 * that pick cards (`vg.cost.${pay}`).
 */
function promptsInSource(): string[] {
  const out = new Set<string>(['vg.cost.counterBlast', 'vg.cost.soulBlast', 'vg.cost.discard']);
  for (const line of sourceLines('src/games/vanguard')) {
    if (!/prompt|pickCircle\(/.test(line)) continue;
    for (const m of line.matchAll(/'(vg\.[A-Za-z.]+)'/g)) out.add(m[1]);
  }
  return [...out].sort();
}

describe('browser client: every decision is answerable by clicking', () => {
  it('every prompt id the Vanguard rules ask has English in the client', () => {
    const asked = promptsInSource();
    expect(asked.length).toBeGreaterThan(25);
    expect(asked.filter((id) => !PROMPT_TEXT[id])).toEqual([]);
  });

  it('over seeded random games in both eras, every legal answer has clicks that choose it and a readable label, and the log reads', () => {
    const seen = new Set<string>();
    const problems: Problem[] = [];
    for (let g = 0; g < 20; g++) playAndCheck(g, g % 2 === 0 ? 'cr201' : 'cr110', seen, problems);
    expect(problems.slice(0, 10)).toEqual([]);
    for (const p of [
      'vg.firstVanguard',
      'vg.mulligan',
      'vg.main',
      'vg.attacker',
      'vg.target',
      'vg.guard',
      'vg.guardBatch',
    ]) {
      expect(seen).toContain(p);
    }
    expect(seen.size, 'the list checked below is not empty').toBeGreaterThan(0);
    for (const p of seen) expect(PROMPT_TEXT[p], p).toBeDefined();
  });
});
