// The six D standard trial decks (D-SD01 … D-SD05, D-LTD01) as built-in decks, played to the end in format `d` under
// the random and heuristic agents: every game ends, keeps each of its 54 cards per player (50 + a ride deck of 4,
// VGD 8.1.4) in exactly one place, and replays byte for byte. Their deck lists are legal in format `d` only.
import { describe, expect, it } from 'vitest';
import { playGame } from '../../../../src/ai/playGame.ts';
import { makeAgent } from '../../../../src/ai/registry.ts';
import { agentSeed } from '../../../../src/cli/args.ts';
import { replay, replayRecord } from '../../../../src/core/engine.ts';
import type { DeckSpec, Seat } from '../../../../src/core/types.ts';
import { catalogOf } from '../../../../src/games/catalog.ts';
import { abilitiesOf } from '../../../../src/games/vanguard/abilities/registry.ts';
import { cardText } from '../../../../src/games/vanguard/abilities/text.ts';
import {
  dStandardCards,
  dStandardDecks,
  expandDeck,
  expandRideDeck,
} from '../../../../src/games/vanguard/cards/cardPool.ts';
import '../../../../src/games/vanguard/catalog.ts';
import { FORMATS } from '../../../../src/games/vanguard/formats.ts';
import '../../../../src/games/vanguard/index.ts';
import type { VGState } from '../../../../src/games/vanguard/state.ts';

const DECKS: DeckSpec[] = dStandardDecks().map((d) => ({
  name: d.id,
  cards: expandDeck(d),
  ridedeck: expandRideDeck(d),
}));

function cardCount(s: VGState, seat: Seat): number {
  const p = s.players[seat];
  let n = (p.rideDeck?.length ?? 0) + (p.orderZone?.length ?? 0) + (p.orderArea?.length ?? 0);
  for (const d of p.dress ?? []) n += d.cards.length; // VGD 6.7.2: originalDress under a unit
  n += p.imprisoned?.length ?? 0; // VGD 17.5.1.1: in the opponent's order zone, still this player's cards
  for (const z of ['deck', 'hand', 'drop', 'soul', 'damage', 'bind', 'trigger', 'removed', 'gzone'] as const)
    n += p[z].length;
  for (const seatOf of [0, 1] as const)
    for (const c in s.players[seatOf].field)
      n += s.players[seatOf].field[c as keyof typeof p.field].filter((x) => x.owner === seat).length;
  return n;
}

describe('VGD 8.1.2 the D standard trial decks', () => {
  it('VGD 8.1.4.1, 8.1.4.2, 8.1.5–8.1.7: each of the six decks is legal in format d (50 + a ride deck of 4) and refused under ver. 2.01 and ver. 1.10', () => {
    const cat = catalogOf('vanguard')!;
    expect(cat.decks('d').map((d) => d.id)).toEqual(['D-SD01', 'D-SD02', 'D-SD03', 'D-SD04', 'D-SD05', 'D-LTD01']);
    expect(cat.decks('cr201').some((d) => d.id.startsWith('D-'))).toBe(false);
    for (const spec of DECKS) {
      expect(spec.cards).toHaveLength(50);
      expect(spec.ridedeck).toHaveLength(4);
      expect(cat.deckProblems(spec, 'd')).toEqual([]);
      for (const f of ['cr201', 'cr110'] as const) {
        const problems = cat.deckProblems(spec, f);
        expect(
          problems.some((p) =>
            p.includes(`are D standard cards: play them in format d (CR 4.55), not under ${FORMATS[f].title}`),
          ),
        ).toBe(true);
        expect(problems.some((p) => p.includes('has no ride deck'))).toBe(true);
      }
    }
  });

  it('VGD 11.1.1: every D card with abilities shows one paragraph per ability, rendered from our trees (an [ACT], [AUTO] or [CONT], an order ability, overDress or an over trigger text)', () => {
    const cat = catalogOf('vanguard')!;
    const coded = dStandardCards().filter((c) => abilitiesOf(c.code).length > 0);
    expect(coded.length).toBeGreaterThan(30);
    for (const c of coded) {
      const list = abilitiesOf(c.code);
      const text = cat.cardInfo(c.code).text;
      expect(text).toBe(cardText(list));
      const paragraphs = text.split('\n');
      expect([c.code, paragraphs.length]).toEqual([c.code, list.length]);
      paragraphs.forEach((p, i) => {
        const a = list[i];
        const head =
          a.kind === 'act' && (a.order || a.overTriggerText)
            ? null // VGD 11.1.1.4, 11.10.2.7: no ability icon
            : a.kind === 'cont' && a.effect.cont === 'overDress'
              ? '[overDress]-' // VGD 14.42.1.1
              : `[${a.kind.toUpperCase()}]`;
        if (head !== null) expect([c.code, p.startsWith(head)]).toEqual([c.code, true]);
        expect(p.length).toBeGreaterThan(5);
      });
    }
  });

  for (const agent of ['random', 'heuristic']) {
    it(`VGD 8.2, 9.1: each deck plays to the end under the ${agent} agent, keeps its cards and replays`, () => {
      for (let i = 0; i < DECKS.length * 2; i++) {
        const seed = 700 + i;
        const decks = [DECKS[i % DECKS.length], DECKS[(i + 1 + (i >> 3)) % DECKS.length]] as [DeckSpec, DeckSpec];
        const s = playGame<VGState>(
          { game: 'vanguard', format: 'd', decks, seed },
          [makeAgent(agent, agentSeed(seed, 0)), makeAgent(agent, agentSeed(seed, 1))],
          { maxDecisions: 5000 },
        );
        expect(s.result, `game ${i} unfinished`).not.toBeNull();
        for (const seat of [0, 1] as const) expect(cardCount(s, seat), `game ${i} seat ${seat}`).toBe(54);
        const again = replay<VGState>(replayRecord(s));
        expect(JSON.stringify(again.players), `game ${i} replay`).toBe(JSON.stringify(s.players));
      }
    }, 300_000);
  }
});
