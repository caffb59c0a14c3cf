// "Legion with your heart" (VG2 10.25.18, 10.25.18.1): a strode G unit's heart legions with a card searched from
// the deck, which becomes a heart too. Vanilla trial-deck cards get test-only abilities (`testOnlyAbilities`); the
// G unit is a test-only record (strideCards.ts).
import { describe, expect, it } from 'vitest';
import { auto, draw, seekMate } from '../../src/games/vanguard/abilities/dsl.ts';
import { abilityText } from '../../src/games/vanguard/abilities/text.ts';
import { power } from '../../src/games/vanguard/characteristics.ts';
import { legionOf, legionState } from '../../src/games/vanguard/legion.ts';
import { type VGState, vanguardOf } from '../../src/games/vanguard/state.ts';
import { codes, deck, offersAct, playAct } from './cards/helpers.ts';
import { answer, autoplay, C, events, idOf, prompt, scenario } from './scenario.ts';
import { G1, useTestGUnits } from './strideCards.ts';
import { actDo, testOnlyAbilities } from './testAbilities.ts';

useTestGUnits();
const { give } = testOnlyAbilities();

const HEART = C.brigitte; // Crimson Butterfly, Brigitte: grade 3, 10000
const HEART_NAME = 'Crimson Butterfly, Brigitte';
const MATE_NAME = 'Blaster Blade';

/** The G unit's "[ACT](VC): legion with your heart" (cost-free). */
const legionWithHeart = actDo({ do: 'legionWithHeart' });

/**
 * Player 1 strides G1 over a Brigitte in the ride phase (paying with a second Brigitte) and is in the main phase.
 * `legion` first makes the Brigitte vanguard a Legion Leader with a Blaster Blade mate, its heart choice the leader.
 */
function strode(deckTop: string[], legion = false): VGState {
  const s = scenario({
    at: 'ride',
    p0: { vanguard: HEART, hand: [C.brigitte], gzone: [G1], deck: deck(deckTop) },
    p1: { vanguard: C.overlord, deck: deck([]) },
  });
  const vc = s.players[0].field.VC;
  if (legion) {
    // A legion: the mate first on the circle, the leader on top (legion.ts).
    vc.unshift({ ...vc[0], id: s.nextId++, code: C.blasterBlade });
    s.legion = [{ seat: 0, leader: vc[1].id, mate: vc[0].id }];
  }
  const leader = vc[vc.length - 1].id;
  autoplay(s, (x) => x.phase === 'stride');
  answer(s, { t: 'card', card: idOf(s, 0, 'gzone', G1) });
  answer(s, { t: 'card', card: idOf(s, 0, 'hand', C.brigitte) });
  answer(s, { t: 'done' });
  if (legion) answer(s, { t: 'card', card: leader });
  expect(prompt(s)).toBe('vg.main');
  return s;
}

const ids = (s: VGState) => s.players[0].field.VC.map((c) => c.id);

describe('legion with a heart (VG2 10.25.18)', () => {
  it("VG2 10.25.18 / VG2 10.25.17: the heart with a Seek Mate naming the card found is the Legion Leader; both are hearts of the G unit, which keeps its heart's name and power", () => {
    give(HEART, [seekMate(MATE_NAME)]);
    give(G1, [legionWithHeart]);
    // Heart cards are not units (10.27.3): no "when this unit legions" and no "placed on (VC)" for the mate.
    give(C.blasterBlade, [
      auto({ zones: ['VC'], trigger: { on: 'legions' }, effects: [draw(1)] }),
      auto({ trigger: { on: 'placed', circles: ['VC'] }, effects: [draw(1)] }),
    ]);
    const s = strode([C.gallatin, C.blasterBlade, C.marron]);
    const heart = s.players[0].field.VC[0];
    const g = vanguardOf(s, 0)!;
    playAct(s, 0, g.id, 0);
    expect(prompt(s)).toBe('vg.search');
    // 10.25.17: only a card that can legion with the heart is found (the search may also find nothing).
    const found = s.decision!.options.filter((o) => o.t === 'card') as unknown as { card: number }[];
    expect(found.map((o) => s.players[0].deck.find((c) => c.id === o.card)!.code)).toEqual([C.blasterBlade]);
    expect(s.decision!.options).toContainEqual({ t: 'none' });
    answer(s, { t: 'card', card: idOf(s, 0, 'deck', C.blasterBlade) });
    expect(prompt(s)).toBe('vg.main');
    const mate = s.players[0].field.VC[0];
    expect(mate.code).toBe(C.blasterBlade);
    expect(mate.up && !mate.rested).toBe(true); // 10.27.2: a heart is face up and standing
    // Mate first, leader next, the G unit on top: the overload rule left all three (10.27.1).
    expect(ids(s)).toEqual([mate.id, heart.id, g.id]);
    expect([legionState(s, 0)?.leader.id, legionState(s, 0)?.mate.id]).toEqual([heart.id, mate.id]);
    expect(s.hearts).toEqual([{ seat: 0, gunit: g.id, heart: heart.id }]);
    expect(power(s, 0, g)).toBe(15000 + 10000); // 10.27.5.1: the chosen heart stays the one it had
    expect(events(s, 'legion')).toHaveLength(1);
    expect(events(s, 'shuffle').length).toBeGreaterThan(0);
    expect(s.players[0].hand).toHaveLength(0);
    // 10.27.4: when the G unit leaves, they are the vanguard in legion, the leader on top.
    autoplay(s, (x) => x.turnPlayer === 1);
    expect(ids(s)).toEqual([mate.id, heart.id]);
    expect(vanguardOf(s, 0)!.id).toBe(heart.id);
    expect([legionOf(s, 0)?.leader.id, legionOf(s, 0)?.mate.id]).toEqual([heart.id, mate.id]);
  });

  it('VG2 10.25.18: a heart without a Seek Mate naming the card found is the Legion Mate of that card', () => {
    give(C.gallatin, [seekMate(HEART_NAME)]); // the card found names the heart
    give(G1, [legionWithHeart]);
    const s = strode([C.gallatin, C.marron]);
    const heart = s.players[0].field.VC[0];
    const g = vanguardOf(s, 0)!;
    playAct(s, 0, g.id, 0);
    expect(prompt(s)).toBe('vg.search');
    answer(s, { t: 'card', card: idOf(s, 0, 'deck', C.gallatin) });
    expect(prompt(s)).toBe('vg.main');
    const leader = s.players[0].field.VC[1];
    expect(leader.code).toBe(C.gallatin);
    expect(ids(s)).toEqual([heart.id, leader.id, g.id]);
    expect([legionState(s, 0)?.leader.id, legionState(s, 0)?.mate.id]).toEqual([leader.id, heart.id]);
    autoplay(s, (x) => x.turnPlayer === 1);
    expect(codes(s.players[0].field.VC)).toEqual([HEART, C.gallatin]);
    expect(vanguardOf(s, 0)!.id).toBe(leader.id); // the Legion Leader is the vanguard read first (10.25.8)
  });

  it('VG2 10.25.18.1: a heart already in legion legions with no other card: the deck is only shuffled', () => {
    give(HEART, [seekMate(MATE_NAME)]);
    give(G1, [legionWithHeart]);
    const s = strode([C.blasterBlade, C.marron], true);
    const before = ids(s);
    expect(before).toHaveLength(3);
    const shuffles = events(s, 'shuffle').length;
    const size = s.players[0].deck.length;
    playAct(s, 0, vanguardOf(s, 0)!.id, 0);
    expect(prompt(s)).toBe('vg.main'); // no search
    expect(ids(s)).toEqual(before);
    expect(codes(s.players[0].deck)).toContain(C.blasterBlade);
    expect(s.players[0].deck).toHaveLength(size);
    expect(events(s, 'legion')).toHaveLength(0);
    expect(events(s, 'shuffle').length).toBe(shuffles + 1);
  });

  it('VG2 10.27.2 / VG2 10.27.3: under a G unit a legion keeps its legion state, but its cards are hearts, not vanguards: the Legion Mate has no ability to play', () => {
    give(C.blasterBlade, [actDo({ do: 'draw', n: 1 })]);
    const s = strode([C.marron], true);
    const l = legionState(s, 0)!;
    expect(codes([l.leader, l.mate])).toEqual([HEART, C.blasterBlade]);
    expect(legionOf(s, 0)).toBeNull(); // no legion of vanguards while the G unit is the vanguard
    expect(offersAct(s, l.mate.id, 0)).toBe(false);
  });

  it('VG2 10.25.18: the effect has card text', () => {
    expect(abilityText(legionWithHeart)).toContain('legion with your heart');
  });
});
