// Format d, VGD section 9 (progression of the game): the turn as a whole, the stand phase's check timing, the draw
// phase and the G assist step of a player without a ride deck, the stride step, the main phase's play timing, the
// battle phase and the end phase (G units back to the G zone, locked cards unlocked, the turn passing on).
import { describe, expect, it } from 'vitest';
import { act as actAbility, draw, thisUnit } from '../../../../src/games/vanguard/abilities/dsl.ts';
import { vanguardOf, type VGState } from '../../../../src/games/vanguard/state.ts';
import { callOptions } from '../../../../src/games/vanguard/turn.ts';
import { call, deck, pw } from '../../cards/helpers.ts';
import { gUnit } from '../../strideCards.ts';
import { testOnlyAbilities } from '../../testAbilities.ts';
import { useTestCards } from '../../testCards.ts';
import { answer, autoplay, C, events, idOf, offers, prompt, scenario, timings } from '../../scenario.ts';
import { D, D_CARDS, RIDE_DECK } from '../dTestCards.ts';

const G1 = 'TEST-G/001';
const G2 = 'TEST-G/002';
useTestCards([...D_CARDS, gUnit(G1, 'Test Stride Paladin'), gUnit(G2, 'Test Stride Knight')]);
const { give } = testOnlyAbilities();

/** Player 1's draw phase in format d with no ride deck: grade 0 vanguard, a grade 2 and a grade 3 in hand. */
const gAssist = (): VGState =>
  scenario({
    format: 'd',
    at: 'draw',
    p0: {
      vanguard: C.stardust,
      hand: [C.blasterBlade, C.brigitte],
      deck: [C.gallatin, C.critRP, C.wingal, C.marron, C.wingal, C.blasterBlade, ...Array(14).fill(C.brigitte)],
    },
  });

/** Both vanguards grade 3 at the ride phase of format d, player 1 with G units face down in the G zone. */
function strideReady(hand: string[], p0: Record<string, unknown> = {}): VGState {
  return scenario({
    format: 'd',
    at: 'ride',
    p0: { vanguard: D.persona, hand, gzone: [G1, G2], deck: deck(), ...p0 },
    p1: { vanguard: D.persona, deck: deck() },
  });
}

/** Stride G1 over the vanguard, paying with the hand's grade 3. */
function strode(p0: Record<string, unknown> = {}): VGState {
  const s = strideReady([D.noIcon], p0);
  autoplay(s, (x) => x.phase === 'stride');
  answer(s, { t: 'card', card: idOf(s, 0, 'gzone', G1) });
  answer(s, { t: 'card', card: idOf(s, 0, 'hand', D.noIcon) });
  answer(s, { t: 'done' });
  return s;
}

describe('VGD 9.1: turns', () => {
  it('VGD 9.1.1 / VGD 9.11.10: the game goes on in turns; after the end phase the opponent is the turn player of the next turn, starting at its stand phase', () => {
    const s = scenario({
      format: 'd',
      at: 'main',
      p0: { vanguard: D.g1, deck: deck() },
      p1: { vanguard: D.g1, rc: { FL: { code: D.g1, rested: true } }, deck: deck(), rideDeck: [D.g2] },
    });
    expect(s.turnPlayer).toBe(0);
    autoplay(s, (x) => x.turnPlayer === 1 && x.phase === 'ride');
    expect(s.turnPlayer).toBe(1);
    expect(s.turn).toBe(4);
    const t = timings(s);
    const end = t.findIndex((x) => x.includes('endPhase'));
    const stand = t.findIndex((x, i) => i > end && x.includes('standPhase'));
    expect(end).toBeGreaterThanOrEqual(0);
    expect(stand).toBeGreaterThan(end);
    // The new turn player's stand phase stood its unit (VGD 9.2.3).
    expect(s.players[1].field.FL[0].rested).toBe(false);
  });
});

describe('VGD 9.2: the stand phase', () => {
  it('VGD 9.2.4: the stand phase ends with a check timing, whose rule actions are performed before the draw', () => {
    const six = Array(6).fill(C.wingal);
    const s = scenario({ format: 'd', at: 'stand', p0: { vanguard: D.g1, damage: six, deck: deck() } });
    expect(s.result).toMatchObject({ winner: 1 });
    // The game ended in the stand phase: nothing was drawn.
    expect(s.players[0].hand).toHaveLength(0);
    expect(timings(s).some((x) => x.includes('drawPhase'))).toBe(false);
    // Positive control: with five damage the turn goes on to the draw.
    const ok = scenario({ format: 'd', at: 'stand', p0: { vanguard: D.g1, damage: six.slice(1), deck: deck() } });
    expect(ok.result).toBeNull();
    expect(ok.players[0].hand).toHaveLength(1);
  });
});

describe('VGD 9.3–9.5: the draw phase and the G assist step', () => {
  it('VGD 9.3 / VGD 9.4: the draw phase is the draw step (one card drawn) followed by the G assist step', () => {
    const s = gAssist();
    expect(timings(s)).toEqual(['drawPhase', 'gAssistStep']);
    expect(s.players[0].hand.map((c) => c.code)).toEqual([C.blasterBlade, C.brigitte, C.gallatin]);
  });

  it('VGD 9.5 / VGD 9.5.3 / VGD 9.5.3.1: without a ride deck, a grade 0 vanguard and no grade 1 in hand, G assist is offered and reveals the hand', () => {
    const s = gAssist();
    expect(s.decision).toMatchObject({ seat: 0, prompt: 'vg.gAssist', options: [{ t: 'yes' }, { t: 'no' }] });
    answer(s, { t: 'yes' });
    const reveal = events(s, 'reveal');
    expect(reveal).toHaveLength(1);
    expect(reveal[0]).toMatchObject({ seat: 0, zone: 'hand' });
    expect((reveal[0].cards as { code: string }[]).map((c) => c.code)).toEqual([
      C.blasterBlade,
      C.brigitte,
      C.gallatin,
    ]);
  });

  it('VGD 9.5.3.2: from the top five only a unit one grade above may be taken; it is shown, two hand cards are removed from the game, the deck shuffled', () => {
    const s = gAssist();
    answer(s, { t: 'yes' });
    const top5 = s.players[0].deck.slice(-5).reverse();
    expect(s.decision!.looking).toEqual(top5.map((c) => c.id));
    // Grade 1 only (the critical trigger is grade 0, Blaster Blade grade 2).
    expect(s.decision!.options).toEqual([
      { t: 'none' },
      { t: 'card', card: top5[1].id },
      { t: 'card', card: top5[2].id },
    ]);
    answer(s, { t: 'card', card: top5[2].id });
    expect(events(s, 'reveal')[1]).toMatchObject({ seat: 0, zone: 'deck', cards: [{ code: C.marron }] });
    expect(prompt(s)).toBe('vg.gAssistRemove');
    answer(s, { t: 'card', card: idOf(s, 0, 'hand', C.brigitte) });
    answer(s, { t: 'card', card: idOf(s, 0, 'hand', C.gallatin) });
    expect(s.players[0].removed.map((c) => c.code)).toEqual([C.brigitte, C.gallatin]);
    expect(s.players[0].hand.map((c) => c.code)).toEqual([C.blasterBlade, C.marron]);
    expect(events(s, 'shuffle')).toEqual([{ t: 'shuffle', seat: 0 }]);
  });

  it('VGD 9.5.3.2 / VGD 9.5.4: taking no card still shuffles the deck, removes nothing, and the step ends with the ride phase next', () => {
    const s = gAssist();
    answer(s, { t: 'yes' });
    answer(s, { t: 'none' });
    expect(s.players[0].removed).toHaveLength(0);
    expect(s.players[0].hand).toHaveLength(3);
    expect(events(s, 'shuffle')).toEqual([{ t: 'shuffle', seat: 0 }]);
    expect(prompt(s)).toBe('vg.ride');
    expect(timings(s).at(-1)).toBe('ridePhase');
  });

  it('VGD 9.5.3: a hand card exactly one grade above the vanguard, or a grade 3 vanguard, allows no G assist', () => {
    const s = scenario({ format: 'd', at: 'draw', p0: { vanguard: C.wingal, hand: [C.blasterBlade], deck: deck() } });
    expect(s.decision).toMatchObject({ prompt: 'vg.gAssist', options: [{ t: 'no' }] });
    const g3 = scenario({ format: 'd', at: 'draw', p0: { vanguard: D.persona, deck: deck() } });
    expect(events(g3, 'reveal')).toHaveLength(0);
    expect(prompt(g3)).toBe('vg.ride');
  });

  it('VGD 9.5.1: with a ride deck the same position has no G assist step at all (control)', () => {
    const s = scenario({
      format: 'd',
      at: 'draw',
      p0: { vanguard: D.g0, hand: [C.blasterBlade], deck: deck(), rideDeck: RIDE_DECK.slice(1) },
    });
    expect(timings(s)).toEqual(['drawPhase', 'ridePhase']);
    expect(prompt(s)).toBe('vg.ride');
  });
});

describe('VGD 9.6–9.8: the ride phase and the stride step', () => {
  it('VGD 9.6 / VGD 9.8 / VGD 9.8.2: after the ride step comes the stride step, where a G unit may stride the vanguard', () => {
    const s = strideReady([D.noIcon]);
    autoplay(s, (x) => x.phase === 'stride');
    expect(timings(s)).toEqual(['ridePhase', 'strideStep']);
    expect(prompt(s)).toBe('vg.stride');
    expect(s.decision!.options).toEqual([
      { t: 'card', card: idOf(s, 0, 'gzone', G1) },
      { t: 'card', card: idOf(s, 0, 'gzone', G2) },
      { t: 'none' },
    ]);
    answer(s, { t: 'card', card: idOf(s, 0, 'gzone', G1) });
    answer(s, { t: 'card', card: idOf(s, 0, 'hand', D.noIcon) });
    answer(s, { t: 'done' });
    expect(vanguardOf(s, 0)!.code).toBe(G1);
    expect(s.players[0].field.VC.map((c) => c.code)).toEqual([D.persona, G1]);
  });

  it('VGD 9.8.3: after the stride step the check timing is resolved and the main phase begins', () => {
    const s = strode();
    expect(prompt(s)).toBe('vg.main');
    expect(timings(s).at(-1)).toBe('mainPhase');
    // Declining the stride goes on to the main phase too (control).
    const d = strideReady([D.noIcon]);
    autoplay(d, (x) => x.phase === 'stride');
    answer(d, { t: 'none' });
    expect(prompt(d)).toBe('vg.main');
    expect(vanguardOf(d, 0)!.code).toBe(D.persona);
  });
});

describe('VGD 9.9: the main phase', () => {
  it('VGD 9.9.2: in its play timing the turn player performs actions any number of times in any order (call, move, call again)', () => {
    const s = scenario({ format: 'd', at: 'main', p0: { vanguard: D.g2, hand: [D.g1, D.g2, C.wingal], deck: deck() } });
    call(s, D.g1, 'FL');
    expect(prompt(s)).toBe('vg.main');
    answer(s, { t: 'swap', a: 'FL', b: 'BL' });
    expect(s.players[0].field.BL.map((c) => c.code)).toEqual([D.g1]);
    call(s, D.g2, 'FL');
    call(s, C.wingal, 'FR');
    expect(prompt(s)).toBe('vg.main');
    expect(s.players[0].field.FL.map((c) => c.code)).toEqual([D.g2]);
    expect(s.players[0].hand).toHaveLength(0);
  });

  it('VGD 9.9.2.1.2: a player with no vanguard cannot normal call; with a vanguard the same card is offered (control)', () => {
    const s = scenario({ format: 'd', at: 'main', p0: { vanguard: D.g1, hand: [D.g0, D.g1], deck: deck() } });
    expect(callOptions(s, 0)).toHaveLength(10);
    s.players[0].field.VC = [];
    expect(callOptions(s, 0)).toEqual([]);
  });

  it('VGD 9.9.2.4: the turn player may play an activated ability it is the master of in the main phase', () => {
    // Test-only: "[ACT](RC): draw a card" on the grade 1.
    give(D.g1, [actAbility({ zones: ['RC'], cost: [], effects: [draw(1)] })]);
    const s = scenario({ format: 'd', at: 'main', p0: { vanguard: D.g2, rc: { FL: D.g1 }, deck: deck() } });
    const id = s.players[0].field.FL[0].id;
    expect(offers(s, { t: 'act', card: id })).toBe(true);
    answer(s, { t: 'act', card: id });
    autoplay(s, (x) => prompt(x) === 'vg.main');
    expect(s.players[0].hand).toHaveLength(1);
    // The opponent's unit with the same ability gives player 1 nothing to play (it is not its master).
    const o = scenario({ format: 'd', at: 'main', p0: { vanguard: D.g2, deck: deck() }, p1: { rc: { FL: D.g1 } } });
    expect(offers(o, { t: 'act' })).toBe(false);
  });
});

describe('VGD 9.10: the battle phase', () => {
  it('VGD 9.10 / VGD 9.10.1: after the main phase the turn player may attack the opponent’s units with its own units', () => {
    const s = scenario({ format: 'd', at: 'main', p0: { vanguard: D.g2, deck: deck() }, p1: { deck: deck() } });
    answer(s, { t: 'pass' });
    expect(timings(s).at(-1)).toContain('battlePhase');
    expect(prompt(s)).toBe('vg.attack');
    answer(s, { t: 'yes' });
    expect(s.decision!.options).toEqual([{ t: 'circle', circle: 'VC' }]);
    expect(s.decision!.seat).toBe(0);
    expect(pw(s, 0, 'VC')).toBe(10000);
  });
});

describe('VGD 9.11: the end phase', () => {
  it('VGD 9.11 / VGD 9.11.1 / VGD 9.11.1.1: every G unit on a vanguard or rear-guard circle goes to the G zone face up; the heart is the vanguard again', () => {
    const s = strode({ rc: { FL: G2 } });
    const heart = s.players[0].field.VC[0];
    expect(s.players[0].field.FL[0].code).toBe(G2);
    answer(s, { t: 'pass' });
    answer(s, { t: 'no' }); // no attack
    autoplay(s, (x) => x.turnPlayer === 1);
    expect(s.players[0].field.VC.map((c) => c.id)).toEqual([heart.id]);
    expect(s.players[0].field.FL).toHaveLength(0);
    expect(
      s.players[0].gzone
        .filter((c) => c.up)
        .map((c) => c.code)
        .sort(),
    ).toEqual([G1, G2]);
    const log = (s.log ?? []).map((l) => l.e as unknown as Record<string, unknown>);
    const back = log.findIndex((e) => e.t === 'move' && e.to === 'gzone');
    const end = log.findIndex((e) => e.t === 'timing' && (e.timings as string[]).includes('endPhase'));
    expect(back).toBeGreaterThanOrEqual(0);
    expect(end).toBeGreaterThan(back);
  });

  it("VGD 9.11.3: the turn player's locked cards are unlocked (turned face up); the opponent's stay locked", () => {
    // A test-only ability that can lock makes the engine look for locked cards (registry features).
    give(D.g2, [actAbility({ zones: ['RC'], cost: [], effects: [{ do: 'lock', target: thisUnit }] })]);
    const s = scenario({
      format: 'd',
      at: 'main',
      p0: { vanguard: D.persona, rc: { FL: { code: D.g1, faceDown: true } }, deck: deck() },
      p1: { vanguard: D.persona, rc: { FL: { code: D.g1, faceDown: true } }, deck: deck() },
    });
    autoplay(s, (x) => x.turnPlayer === 1);
    expect(events(s, 'unlock').map((e) => e.seat)).toEqual([0]);
    expect(s.players[0].field.FL[0].up).toBe(true);
    expect(s.players[1].field.FL[0].up).toBe(false);
  });
});
