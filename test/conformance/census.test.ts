// Each game's census (GameModule.census) against its hidden-zone clauses: the conformance suite trusts it to say
// which cards a seat may not see, so its answers are checked here on real positions.
import { describe, expect, it } from 'vitest';
import { act, decision, newGame } from '../../src/core/engine.ts';
import type { BaseState, CardPlace, DeckSpec } from '../../src/core/types.ts';
import { catalogOf } from '../../src/games/catalog.ts';
import '../../src/index.ts';
import { census } from './checks.ts';

function game(id: string, answers: number, until: (s: BaseState) => boolean = () => false): BaseState {
  const cat = catalogOf(id)!;
  const [a, b] = cat.decks();
  const s = newGame<BaseState>({
    game: id,
    format: cat.defaultFormat,
    decks: [a.spec, b.spec] as [DeckSpec, DeckSpec],
    seed: 3,
  });
  for (let i = 0; i < answers && decision(s) && !until(s); i++) act(s, decision(s)!.seat, decision(s)!.options[0]);
  return s;
}

function visibility(places: CardPlace[], zone: string): Set<CardPlace['visibleTo']> {
  return new Set(places.filter((p) => p.zone === zone).map((p) => `${p.seat}:${p.visibleTo}` as never));
}

describe('census of Vanguard', () => {
  it('VG2 4.2.2 VG2 4.3.2 VG2 5.4.3 at setup: decks hidden from everyone, a hand and the face-down first vanguard from all but their owner', () => {
    // The first position where both first vanguards are placed, face down, before Stand Up.
    const s = game('vanguard', 40, (st) => census(st).filter((p) => p.zone === 'VC').length === 2);
    expect((s as BaseState & { phase: string }).phase).toBe('setup');
    const places = census(s);
    expect(visibility(places, 'deck')).toEqual(new Set(['0:none', '1:none']));
    expect(visibility(places, 'hand')).toEqual(new Set(['0:0', '1:1']));
    expect(visibility(places, 'VC')).toEqual(new Set(['0:0', '1:1']));
    expect(places.filter((p) => p.zone === 'VC')).toHaveLength(2);
  });

  it('VG2 4.1.3 after Stand Up the vanguards are open to everyone, spectators included', () => {
    const s = game('vanguard', 40);
    expect((s as BaseState & { turn: number }).turn).toBeGreaterThan(0);
    expect(visibility(census(s), 'VC')).toEqual(new Set(['0:all', '1:all']));
    expect(visibility(census(s), 'deck')).toEqual(new Set(['0:none', '1:none']));
  });
});

describe('census of DBS', () => {
  it('DBS 3-2-2 DBS 3-9-2 DBS 3-3-3 DBS 3-1-3: deck and Life hidden from everyone, a hand from all but its owner, the Leader open', () => {
    const s = game('dbs', 40);
    const places = census(s);
    expect(visibility(places, 'deck')).toEqual(new Set(['0:none', '1:none']));
    expect(visibility(places, 'life')).toEqual(new Set(['0:none', '1:none']));
    expect(visibility(places, 'hand')).toEqual(new Set(['0:0', '1:1']));
    expect(visibility(places, 'leader')).toEqual(new Set(['0:all', '1:all']));
    expect(places.filter((p) => !p.token && p.owner === 0)).toHaveLength(51); // DBS 5-1-1: 50 + the Leader
  });
});

describe('census of Buddyfight', () => {
  it('BF-Mat① BF-Mat④ BF-Mat②③: deck and gauge hidden from everyone (the gauge even from its owner), a hand from all but its owner, flag and buddy open', () => {
    const s = game('buddyfight', 40);
    const places = census(s);
    expect(visibility(places, 'deck')).toEqual(new Set(['0:none', '1:none']));
    expect(visibility(places, 'gauge')).toEqual(new Set(['0:none', '1:none']));
    expect(visibility(places, 'hand')).toEqual(new Set(['0:0', '1:1']));
    expect(visibility(places, 'flag')).toEqual(new Set(['0:all', '1:all']));
    expect(visibility(places, 'buddy')).toEqual(new Set(['0:all', '1:all']));
    // BF-Setup: 50 deck cards + the flag + the buddy
    expect(places.filter((p) => p.owner === 0)).toHaveLength(52);
  });
});
