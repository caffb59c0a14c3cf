// Format d, VGD section 8 (setting up the game): each player's own decks, deck-construction abilities, the G deck's
// limits and its place in the G zone at setup.
import { describe, expect, it } from 'vitest';
import { deckCopies } from '../../../../src/games/vanguard/abilities/dsl.ts';
import { builtInDecks, expandDeck } from '../../../../src/games/vanguard/cards/cardPool.ts';
import { validateDeck, validateGDeck } from '../../../../src/games/vanguard/deckRules.ts';
import { D as DFORMAT } from '../../../../src/games/vanguard/formats.ts';
import { createState } from '../../../../src/games/vanguard/setup.ts';
import { gUnit } from '../../strideCards.ts';
import { testOnlyAbilities } from '../../testAbilities.ts';
import { useTestCards } from '../../testCards.ts';
import { C } from '../../scenario.ts';
import { D, D_CARDS, RIDE_DECK } from '../dTestCards.ts';

const G1 = 'TEST-G/001';
const G2 = 'TEST-G/002';
useTestCards([...D_CARDS, gUnit(G1, 'Test Stride Paladin'), gUnit(G2, 'Test Stride Knight')]);
const { give } = testOnlyAbilities();

const TD01 = () => expandDeck(builtInDecks().find((d) => d.id === 'VG-TD01')!);
const TD02 = () => expandDeck(builtInDecks().find((d) => d.id === 'VG-TD02')!);

describe('VGD 8.1: preparing the decks', () => {
  it("VGD 8.1.1 / VGD 8.1.2: each player's game is played with the decks that player prepared, and owns every card of them", () => {
    const s = createState({
      game: 'vanguard',
      format: 'd',
      seed: 4,
      decks: [{ cards: TD01(), ridedeck: [...RIDE_DECK] }, { cards: TD02() }],
    });
    const codes = (seat: 0 | 1) => [...s.players[seat].deck, ...s.players[seat].hand].map((c) => c.code).sort();
    expect(codes(0)).toEqual(TD01().sort());
    expect(codes(1)).toEqual(TD02().sort());
    for (const seat of [0, 1] as const)
      expect([...s.players[seat].deck, ...(s.players[seat].rideDeck ?? [])].every((c) => c.owner === seat)).toBe(true);
    expect(s.players[0].rideDeck!.map((c) => c.code).sort()).toEqual([...RIDE_DECK].sort());
    expect(s.players[1].rideDeck).toBeUndefined();
  });

  it('VGD 8.1.3: a continuous ability about deck construction replaces the limit of four for its name', () => {
    // VG-TD01 with its one Bors and one Blaster Blade turned into two more Little Sage, Marron (six in all).
    const list = TD01().map((code) => (code === 'TD01/002' || code === 'TD01/005' ? C.marron : code));
    expect(validateDeck(list, DFORMAT).map((p) => p.rule)).toEqual(['VGD 8.1.5']);
    give(C.marron, [deckCopies(6)]);
    expect(validateDeck(list, DFORMAT)).toEqual([]);
    give(C.marron, [deckCopies(5)]);
    const [p] = validateDeck(list, DFORMAT);
    expect(p.rule).toBe('VGD 8.1.5');
    expect(p.message).toContain('VGD 8.1.3');
  });

  it('VGD 8.1.4.3: a G deck holds 16 or fewer cards, all with the subtype G', () => {
    expect(validateGDeck([], DFORMAT)).toEqual([]);
    expect(validateGDeck([...Array(4).fill(G1), ...Array(4).fill(G2)], DFORMAT)).toEqual([]);
    const seventeen = [...Array(17)].map((_, i) => (i % 2 === 0 ? G1 : G2));
    expect(validateGDeck(seventeen, DFORMAT).some((x) => x.message.includes('at most 16'))).toBe(true);
    expect(validateGDeck([G1, D.persona], DFORMAT)).toHaveLength(1);
  });
});

describe('VGD 8.2: preparing for the game', () => {
  it('VGD 8.2.1.5: a G deck is put face down in a stack in its owner’s G zone, apart from the main deck', () => {
    const s = createState({
      game: 'vanguard',
      format: 'd',
      seed: 3,
      decks: [{ cards: TD01(), ridedeck: [...RIDE_DECK], gdeck: [G1, G2, G2] }, { cards: TD02() }],
    });
    expect(s.players[0].gzone.map((c) => c.code)).toEqual([G1, G2, G2]);
    expect(s.players[0].gzone.every((c) => !c.up && c.owner === 0)).toBe(true);
    expect(s.players[1].gzone).toEqual([]);
    expect(s.players[0].deck).toHaveLength(50);
  });
});
