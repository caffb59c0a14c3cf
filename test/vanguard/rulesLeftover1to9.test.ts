// Leftover clauses of VG2 sections 3–8 that earlier rules tests did not reach: the (Deck) zone marker (3.1.1.3.9),
// "units" covering G units and trigger units (3.8.1.1), each player's own G deck (5.3), normal stride (8.5.1.4)
// and the order of the end phase's first actions (6.8.1.1). Vanilla trial-deck cards get test-only abilities
// (`withTestAbilities`) and the test G units come from strideCards.ts.
import { afterEach, describe, expect, it } from 'vitest';
import { act, auto, cont, draw, thisUnit } from '../../src/games/vanguard/abilities/dsl.ts';
import type { Ability } from '../../src/games/vanguard/abilities/dsl.ts';
import { activatedOptions } from '../../src/games/vanguard/abilities/resolveAbility.ts';
import { withTestAbilities } from '../../src/games/vanguard/abilities/registry.ts';
import { builtInDecks, expandDeck } from '../../src/games/vanguard/cards/cardPool.ts';
import { createState } from '../../src/games/vanguard/setup.ts';
import { type VGState, vanguardOf } from '../../src/games/vanguard/state.ts';
import { call, pw } from './cards/helpers.ts';
import { answer, autoplay, C, events, idOf, prompt, scenario } from './scenario.ts';
import { G1, G2, useTestGUnits } from './strideCards.ts';

useTestGUnits();

// Vanilla trial-deck hosts (stats in data/vanguard/original-td.cards.json).
const KING = 'TD03/004'; // King of Sword, g2 10000
const TOUGH = 'TD03/007'; // Tough Boy, g1 8000
const WISEMAN = 'TD04/004'; // g2 10000

const undo: (() => void)[] = [];
function give(code: string, abilities: Ability[]): void {
  undo.push(withTestAbilities(code, abilities));
}
afterEach(() => {
  while (undo.length) undo.pop()!();
});

/** Player 1 strides G1 over Brigitte in the stride step (hand: one grade 3 card to pay the cost). */
function strode(spec: Partial<Parameters<typeof scenario>[0]> = {}): VGState {
  const s = scenario({
    at: 'ride',
    ...spec,
    p0: { vanguard: C.brigitte, hand: [C.brigitte], gzone: [G1, G2], ...spec.p0 },
    p1: { vanguard: C.overlord, ...spec.p1 },
  });
  autoplay(s, (x) => x.phase === 'stride');
  answer(s, { t: 'card', card: idOf(s, 0, 'gzone', G1) });
  answer(s, { t: 'card', card: idOf(s, 0, 'hand', C.brigitte) });
  answer(s, { t: 'done' });
  return s;
}

describe('VG2 3.1.1.3 zone markers', () => {
  it('VG2 3.1.1.3.9: text after (Deck) is not active on the field, in the hand or in the drop zone', () => {
    // TOUGH's abilities are all marked (Deck); KING carries the same [AUTO] marked (Drop) as a control.
    give(TOUGH, [
      act({ zones: ['deck'], cost: [], effects: [draw(1)] }),
      cont({ zones: ['deck'], effect: { cont: 'modify', stat: 'power', n: 5000 } }),
      auto({ zones: ['deck'], trigger: { on: 'putInto', zone: 'drop' }, effects: [draw(1)] }),
    ]);
    give(KING, [auto({ zones: ['drop'], trigger: { on: 'putInto', zone: 'drop' }, effects: [draw(1)] })]);
    const s = scenario({
      at: 'main',
      p0: { vanguard: C.brigitte, rc: { FL: TOUGH, FR: KING }, hand: [TOUGH, WISEMAN, WISEMAN] },
    });
    expect(prompt(s)).toBe('vg.main');
    // Neither the unit on (RC) nor the copy in the hand may play the (Deck) [ACT]; the (Deck) [CONT] gives nothing.
    expect(activatedOptions(s, 0)).toEqual([]);
    expect(pw(s, 0, 'FL')).toBe(8000);
    // Calling over both rear-guards puts them into the drop zone (VG2 9.3.6): only the (Drop) [AUTO] triggers.
    call(s, WISEMAN, 'FL');
    call(s, WISEMAN, 'FR');
    const stoodBy = events(s, 'standby').map((e) => (e.card as { code: string } | undefined)?.code);
    expect(stoodBy).toEqual([KING]);
    expect(s.players[0].drop.map((c) => c.code)).toEqual([TOUGH, KING]);
  });
});

describe('VG2 3.8.1.1 units', () => {
  it('VG2 3.8.1.1: an effect on "your units" reaches a G unit, a trigger unit and a normal unit alike', () => {
    // KING: "[CONT](RC): your other units get Power +1000".
    give(KING, [
      cont({ zones: ['RC'], effect: { cont: 'unitsModify', filter: { other: true }, stat: 'power', n: 1000 } }),
    ]);
    const s = strode({ p0: { rc: { BC: KING, FL: C.critRP, FR: TOUGH } } });
    expect(prompt(s)).toBe('vg.main');
    expect(vanguardOf(s, 0)!.code).toBe(G1);
    // G unit 15000 + Brigitte's 10000 (its heart, VG2 10.28.2.3) + 1000; trigger unit 5000 + 1000; normal unit 8000 + 1000.
    expect(pw(s, 0, 'VC')).toBe(26000);
    expect(pw(s, 0, 'FL')).toBe(6000);
    expect(pw(s, 0, 'FR')).toBe(9000);
    expect(pw(s, 0, 'BC')).toBe(10000); // "other": not itself
  });
});

describe('VG2 5.3 the G deck', () => {
  it('VG2 5.3 / VG2 5.3.1: each player prepares their own G deck: each G zone holds only its owner’s G units', () => {
    const main = expandDeck(builtInDecks()[0]);
    const s = createState({
      game: 'vanguard',
      format: 'cr201',
      seed: 5,
      decks: [
        { cards: main, gdeck: [G1, G1] },
        { cards: main, gdeck: [G2] },
      ],
    });
    expect(s.players[0].gzone.map((c) => c.code)).toEqual([G1, G1]);
    expect(s.players[1].gzone.map((c) => c.code)).toEqual([G2]);
    expect(s.players[0].gzone.every((c) => c.owner === 0)).toBe(true);
    expect(s.players[1].gzone.every((c) => c.owner === 1)).toBe(true);
  });
});

describe('VG2 8.5.1.4 normal stride', () => {
  it('VG2 8.5.1.4: the stride step plays the G unit from the G zone onto the vanguard circle', () => {
    const s = strode();
    const vc = s.players[0].field.VC;
    expect(vc[vc.length - 1].code).toBe(G1);
    expect(vanguardOf(s, 0)!.code).toBe(G1);
    expect(s.players[0].gzone.map((c) => c.code)).toEqual([G2]);
    // Onto the vanguard circle only: no rear-guard circle got the G unit.
    for (const c of ['FL', 'FR', 'BL', 'BC', 'BR'] as const) expect(s.players[0].field[c]).toEqual([]);
  });
});

describe('VG2 6.8 end phase', () => {
  it('VG2 6.8.1.1 / VG2 6.8.1.1.1 / VG2 6.8.1.1.2: the turn player first returns G units to the G zone, then unlocks its own locked cards, before the end-phase timings', () => {
    // Only an ability that can lock makes the engine look for locked cards (registry features).
    give(WISEMAN, [act({ zones: ['RC'], cost: [], effects: [{ do: 'lock', target: thisUnit }] })]);
    const s = strode({
      p0: { rc: { FL: { code: KING, faceDown: true } } },
      p1: { rc: { FL: { code: KING, faceDown: true } } },
    });
    expect(prompt(s)).toBe('vg.main');
    autoplay(s, (x) => x.turnPlayer === 1);
    const log = (s.log ?? []).map((l) => l.e as unknown as Record<string, unknown>);
    const toGZone = log.findIndex((e) => e.t === 'move' && e.seat === 0 && e.from === 'VC' && e.to === 'gzone');
    const unlocks = log.filter((e) => e.t === 'unlock');
    const unlock = log.findIndex((e) => e.t === 'unlock');
    const endPhase = log.findIndex((e) => e.t === 'timing' && (e.timings as string[]).includes('endPhase'));
    expect(toGZone).toBeGreaterThanOrEqual(0);
    expect(unlock).toBeGreaterThan(toGZone);
    expect(endPhase).toBeGreaterThan(unlock);
    // Only the turn player's own locked card turns face up; the opponent's stays locked.
    expect(unlocks.map((e) => e.seat)).toEqual([0]);
    expect(s.players[0].field.FL[0].up).toBe(true);
    expect(s.players[1].field.FL[0].up).toBe(false);
    expect(s.players[0].gzone.filter((c) => c.up).map((c) => c.code)).toEqual([G1]);
  });
});
