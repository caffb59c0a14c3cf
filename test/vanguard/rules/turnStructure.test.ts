// Vanguard rules tests — the turn: stand, draw, main and end phases, the G assist step (both versions section 6).
// Gathered by rules topic from the batch-named files endPhaseAgain.test.ts, rules2to6.test.ts, rulesLeftover1to9.test.ts, setup.test.ts, turn.test.ts.

import { afterEach, describe, expect, it } from 'vitest';
import * as coreEngine from '../../../src/core/engine.ts';
import { newGame, view } from '../../../src/core/engine.ts';
import { IllegalAnswer } from '../../../src/core/errors.ts';
import type { Answer, Seat } from '../../../src/core/types.ts';
import { type Ability, act, auto, draw, thisUnit } from '../../../src/games/vanguard/abilities/dsl.ts';
import { withTestAbilities } from '../../../src/games/vanguard/abilities/registry.ts';
import { deckById, expandDeck } from '../../../src/games/vanguard/cards/cardPool.ts';
import type { FormatId } from '../../../src/games/vanguard/formats.ts';
import type { Card, VGState } from '../../../src/games/vanguard/state.ts';
import type { VGView } from '../../../src/games/vanguard/view.ts';
import { attackers, BOTH, cite, codes, deck, pw, unit } from '../cards/helpers.ts';
import { answer, autoplay, C, events, idOf, offers, prompt, scenario, setMods, timings } from '../scenario.ts';
import { G1, G2, useTestGUnits } from '../strideCards.ts';
import { actDo, testOnlyAbilities } from '../testAbilities.ts';

const KING = 'TD03/004'; // King of Sword, grade 2 «Nova Grappler»

const TOUGH = 'TD03/007'; // Tough Boy, grade 1 «Nova Grappler»

const MARRON = 'TD01/008'; // a vanilla grade 1 for the hands and decks

const { give } = testOnlyAbilities();

const endPhaseTurn3 = (s: VGState) =>
  (s.log ?? []).filter(
    (l) => l.e.t === 'timing' && (l.e as unknown as { timings: string[] }).timings.includes('endPhase'),
  ).length;

/** Tough Boy: "[AUTO](RC): At the beginning of your end phase, call a King of Sword from your drop zone to (RC)." */
function toughCallsKing(): void {
  give(TOUGH, [
    auto({
      zones: ['RC'],
      trigger: { on: 'beginningOf', timing: 'endPhase' },
      effects: [{ do: 'call', from: 'drop', n: 1, filter: { name: 'King of Sword' } }],
    }),
  ]);
}

// From the former endPhaseAgain.test.ts:
// Rules tests for the end phase going back (VG2 6.8.1.5, VG1 6.8.1.3): when a unit with an "at the beginning of
// the end phase" ability arrives during the end phase, or a timed trigger "at the end of that turn" is set up during
// it, the end phase starts over for them — and only for them (VG2 6.8.1.3, VG1 6.8.1.1: abilities that already
// stood by in this end phase do not again). Vanilla trial-deck hosts get test-only abilities.

describe('VG2 6.8.1.5 / VG1 6.8.1.3: the end phase goes back', () => {
  for (const format of ['cr201', 'cr110'] as FormatId[]) {
    const clause = format === 'cr201' ? 'VG2 6.8.1.5 / VG2 6.8.1.3' : 'VG1 6.8.1.3 / VG1 6.8.1.1';
    it(`${clause}: a unit called during the end phase with an end-phase ability makes it start over; the caller does not trigger twice [${format}]`, () => {
      toughCallsKing();
      give(KING, [
        auto({ zones: ['RC'], trigger: { on: 'beginningOf', timing: 'endPhase' }, effects: [{ do: 'draw', n: 1 }] }),
      ]);
      const s = scenario({
        format,
        at: 'end',
        p0: { rc: { BL: TOUGH }, drop: [KING, KING], hand: [MARRON], deck: deck([]) },
        p1: { deck: deck([]) },
      });
      expect(prompt(s)).toBe('vg.callCards'); // Tough Boy's ability resolves in the first check timing
      answer(s, { t: 'card' });
      answer(s, { t: 'unit', circle: 'FL' });
      autoplay(s, (x) => x.turn === 4);
      expect(s.turn).toBe(4);
      // King of Sword arrived during the end phase: it went back and King's ability drew a card.
      expect(events(s, 'endPhaseAgain')).toHaveLength(1);
      expect(endPhaseTurn3(s)).toBe(2);
      expect(s.players[0].hand).toHaveLength(2);
      // Tough Boy's ability had stood by in this end phase: it did not call the second King.
      expect(codes(s.players[0].drop)).toEqual([KING]);
      expect(codes(s.players[0].field.FL)).toEqual([KING]);
    });

    it(`${clause}: with nothing new, the end phase runs once and the turn passes (positive control for the repeat) [${format}]`, () => {
      give(KING, [
        auto({ zones: ['RC'], trigger: { on: 'beginningOf', timing: 'endPhase' }, effects: [{ do: 'draw', n: 1 }] }),
      ]);
      const s = scenario({
        format,
        at: 'end',
        p0: { rc: { FL: KING }, hand: [MARRON], deck: deck([]) },
        p1: { deck: deck([]) },
      });
      autoplay(s, (x) => x.turn === 4);
      expect(s.turn).toBe(4);
      expect(events(s, 'endPhaseAgain')).toHaveLength(0);
      expect(timings(s).filter((t) => t.includes('endPhase'))).toHaveLength(1);
      expect(s.players[0].hand).toHaveLength(2); // King's ability drew once
    });
  }

  it('VG2 6.8.1.5 / VG2 8.6.6: "at the end of that turn" set up during the end phase resolves in that end phase, not the next', () => {
    // Magia's call from the soul sets up "at the end of that turn, put the units called by this effect into your soul".
    give(TOUGH, [
      auto({
        zones: ['RC'],
        trigger: { on: 'beginningOf', timing: 'endPhase' },
        effects: [{ do: 'callFromSoul', n: 1 }],
      }),
    ]);
    const s = scenario({ at: 'end', p0: { rc: { BL: TOUGH }, soul: [KING], deck: deck([]) }, p1: { deck: deck([]) } });
    answer(s, { t: 'card' });
    answer(s, { t: 'unit', circle: 'FL' });
    expect(events(s, 'call').map((e) => e.circle)).toEqual(['FL']);
    autoplay(s, (x) => x.turn === 4);
    expect(s.turn).toBe(4);
    // Back into the soul at the end of turn 3, before turn 4 began.
    const log = (s.log ?? []).map((l) => l.e as unknown as Record<string, unknown>);
    const back = log.findIndex((e) => e.t === 'move' && e.from === 'FL' && e.to === 'soul');
    const turn4 = log.findIndex((e) => e.t === 'turn' && e.turn === 4);
    expect(back).toBeGreaterThan(-1);
    expect(back).toBeLessThan(turn4);
    expect(codes(s.players[0].field.FL)).toEqual([]);
    expect(codes(s.players[0].soul)).toEqual([KING]);
    expect(s.delayed).toEqual([]);
  });
});

describe('section 6: the turn', () => {
  for (const format of BOTH) {
    it(
      cite(
        format,
        '[VG2 6.2|VG1 6.2] / [VG2 6.3|VG1 6.3] / [VG2 6.3.1|VG1 6.3.1] the players take turns; each stand phase stands the units of that turn’s player only',
      ),
      () => {
        const s = scenario({
          format,
          at: 'stand',
          p0: { vanguard: { code: C.stardust, rested: true }, rc: { FL: { code: C.gallatin, rested: true } } },
          p1: { rc: { FL: { code: C.nehalem, rested: true } } },
        });
        expect(unit(s, 0, 'VC').rested).toBe(false);
        expect(unit(s, 0, 'FL').rested).toBe(false);
        expect(unit(s, 1, 'FL').rested).toBe(true);
        autoplay(s, (x) => x.turnPlayer === 1 && (x.phase === 'main' || x.phase === 'gAssist'));
        expect(s.turn).toBe(4);
        expect(unit(s, 1, 'FL').rested).toBe(false);
      },
    );

    it(
      cite(
        format,
        '[VG2 6.4|VG1 6.4] / [VG2 6.4.1|VG1 6.4.1] / VG2 6.4.1.1 the draw phase moves the top card of the turn player’s deck to their hand; the opponent draws nothing',
      ),
      () => {
        const s = scenario({ format, at: 'draw', p0: { hand: [C.marron], deck: deck([C.gallatin]) } });
        expect(s.players[0].hand.map((c) => c.code)).toEqual([C.marron, C.gallatin]);
        expect(s.players[0].deck).toHaveLength(20);
        expect(s.players[1].hand).toHaveLength(0);
      },
    );

    it(
      cite(
        format,
        '[VG2 6.5|VG1 6.5] / [VG2 6.5.1|VG1 6.5.1] / [VG2 6.5.1.1|VG1 6.5.1.1] / VG2 6.5.1.1.1 the ride phase opens with its "beginning of ride phase" timing, then the turn player may normal ride',
      ),
      () => {
        const s = scenario({ format, at: 'ride', p0: { vanguard: C.marron, hand: [C.gallatin] } });
        expect(timings(s)).toEqual(['ridePhase']);
        expect(prompt(s)).toBe('vg.ride');
        answer(s, { t: 'ride', card: idOf(s, 0, 'hand', C.gallatin) });
        expect(unit(s, 0, 'VC').code).toBe(C.gallatin);
      },
    );

    it(
      cite(
        format,
        '[VG2 6.6|VG1 6.6] / [VG2 6.6.1|VG1 6.6.1] / [VG2 6.6.1.2.2|VG1 6.6.1.2.2] in the main phase the turn player may play the activated abilities of their own cards, not of the opponent’s, then plays on',
      ),
      () => {
        give(KING, [actDo(draw(1))]);
        const s = scenario({ format, at: 'main', p0: { rc: { FL: KING }, deck: deck([]) }, p1: { rc: { FL: KING } } });
        expect(offers(s, { t: 'act', card: unit(s, 0, 'FL').id, index: 0 })).toBe(true);
        expect(offers(s, { t: 'act', card: unit(s, 1, 'FL').id })).toBe(false);
        answer(s, { t: 'act', card: unit(s, 0, 'FL').id, index: 0 });
        expect(s.players[0].hand).toHaveLength(1);
        expect(prompt(s)).toBe('vg.main');
        expect(s.decision!.seat).toBe(0);
      },
    );

    it(
      cite(
        format,
        '[VG2 6.7|VG1 6.7] / [VG2 6.7.1|VG1 6.7.1] in the battle phase the turn player attacks the opponent’s units with their own standing front-row units',
      ),
      () => {
        const s = scenario({
          format,
          at: 'battle',
          p0: {
            vanguard: C.brigitte,
            rc: { FL: C.gallatin, FR: { code: C.blasterBlade, rested: true }, BC: C.marron },
          },
          p1: { vanguard: C.overlord, rc: { FR: C.nehalem, BL: C.bahr } },
        });
        expect(attackers(s).sort()).toEqual(['FL', 'VC']);
        answer(s, { t: 'circle', circle: 'VC' });
        const targets = s.decision!.options.map((o) => (o as unknown as { circle: string }).circle);
        expect(targets.sort()).toEqual(['FR', 'VC']); // the opponent's front row only
        expect(s.decision!.seat).toBe(0);
      },
    );

    it(
      cite(
        format,
        '[VG2 6.8|VG1 6.8] / [VG2 6.8.1|VG1 6.8.1] at the end of the turn the end phase resolves what waits for it and ends "until end of turn" effects, then the turn passes',
      ),
      () => {
        // "At the beginning of the end phase of that turn, return this unit to your deck", set up in the main phase.
        give(KING, [actDo({ do: 'atEndPhaseReturnThisToDeck' })]);
        const s = scenario({ format, at: 'main', p0: { rc: { FL: KING, FR: C.gallatin }, deck: deck([]) } });
        setMods(s, 0, 'FR', [{ stat: 'power', n: 5000, until: 'turn' }]);
        answer(s, { t: 'act', card: unit(s, 0, 'FL').id, index: 0 });
        expect(pw(s, 0, 'FR')).toBe(15000);
        answer(s, { t: 'pass' });
        autoplay(s, (x) => x.turnPlayer === 1);
        expect(s.players[0].field.FL).toHaveLength(0);
        expect(s.players[0].deck.some((c) => c.code === KING)).toBe(true);
        // It went back in the end phase: after the end-phase timing, before the next turn began.
        const log = (s.log ?? []).map((l) => l.e as unknown as { t: string; from?: string; timings?: string[] });
        const endAt = log.findIndex((e) => e.t === 'timing' && e.timings!.includes('endPhase'));
        const backAt = log.findIndex((e) => e.t === 'move' && e.from === 'FL');
        expect(endAt).toBeGreaterThan(-1);
        expect(backAt).toBeGreaterThan(endAt);
        expect(backAt).toBeLessThan(log.findIndex((e) => e.t === 'turn'));
        expect(pw(s, 0, 'FR')).toBe(10000);
        expect(s.turn).toBe(4);
      },
    );

    it(
      cite(
        format,
        '[VG2 6.8.1.3|VG1 6.8.1.1] a printed [AUTO](RC) "at the beginning of your end phase, draw a card" becomes stand by and resolves in the end phase',
      ),
      () => {
        give(KING, [auto({ zones: ['RC'], trigger: { on: 'beginningOf', timing: 'endPhase' }, effects: [draw(1)] })]);
        const s = scenario({ format, at: 'main', p0: { rc: { FL: KING }, deck: deck([]) } });
        answer(s, { t: 'pass' });
        autoplay(s, (x) => x.turnPlayer === 1);
        expect(s.players[0].hand).toHaveLength(1);
      },
    );
  }

  it('VG2 6.4.1.2 / VG2 6.4.1.2.1 after the draw step comes the G assist step, in which the turn player may search the deck for a card', () => {
    const s = scenario({ format: 'cr201', at: 'draw', p0: { deck: deck([C.critRP, C.wingal, C.marron]) } });
    expect(timings(s)).toEqual(['drawPhase', 'gAssistStep']);
    expect(s.players[0].hand.map((c) => c.code)).toEqual([C.critRP]);
    expect(prompt(s)).toBe('vg.gAssist');
    answer(s, { t: 'yes' });
    expect(prompt(s)).toBe('vg.gAssistSearch');
    answer(s, { t: 'card', card: idOf(s, 0, 'deck', C.wingal) } as never);
    expect(s.players[0].hand.map((c) => c.code)).toContain(C.wingal);
  });
});

{
  // The tests gathered from rulesLeftover1to9.test.ts, with its helpers: some of their names mean something else above.

  // Vanilla trial-deck hosts (stats in data/vanguard/original-td.cards.json).
  const KING = 'TD03/004'; // King of Sword, g2 10000

  const WISEMAN = 'TD04/004'; // g2 10000

  const undo: (() => void)[] = [];

  function give(code: string, abilities: Ability[]): void {
    undo.push(withTestAbilities(code, abilities));
  }

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

  describe('VG2 6.8 end phase', () => {
    useTestGUnits();
    afterEach(() => {
      while (undo.length) undo.pop()!();
    });

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
}

{
  // The tests gathered from setup.test.ts, with its helpers: some of their names mean something else above.

  const act = coreEngine.act;

  const TD01 = expandDeck(deckById('TD01')!);

  const TD02 = expandDeck(deckById('TD02')!);

  function game(format: FormatId, seed: number): VGState {
    return newGame<VGState>({ game: 'vanguard', format, decks: [{ cards: TD01 }, { cards: TD02 }], seed });
  }

  /** A `{ t: 'card' }` answer. */
  function pick(card: number): Answer {
    return { t: 'card', card } as Answer;
  }

  function codeOf(s: VGState, seat: Seat, id: number): string {
    const c = s.players[seat].deck.find((x) => x.id === id);
    if (!c) throw new Error(`no card ${id} in the deck of player ${seat + 1}`);
    return c.code;
  }

  /** Both players choose their non-trigger grade 0 (Stardust Trumpeter / Lizard Runner, Undeux) as first vanguard. */
  function chooseFirstVanguards(s: VGState): void {
    for (const [seat, code] of [
      [0, C.stardust],
      [1, C.undeux],
    ] as const) {
      expect(s.decision?.prompt).toBe('vg.firstVanguard');
      expect(s.decision?.seat).toBe(seat);
      const o = s.decision!.options.find((x) => codeOf(s, seat, (x as unknown as { card: number }).card) === code)!;
      act(s, seat, o);
    }
  }

  /** Choose the given hand cards (by index into the hand) for the pending mulligan, then `done`. */
  function mulligan(s: VGState, seat: Seat, indexes: number[]): Card[] {
    expect(s.decision?.prompt).toBe('vg.mulligan');
    expect(s.decision?.seat).toBe(seat);
    const chosen = indexes.map((i) => s.players[seat].hand[i]);
    for (const c of chosen) act(s, seat, pick(c.id));
    act(s, seat, { t: 'done' });
    return chosen;
  }

  describe.each(['cr201', 'cr110'] as const)('Stand Up (%s)', (format) => {
    it(`${format === 'cr201' ? 'VG2 6.1.1' : 'VG1 6.1.1'} Stand Up turns both vanguards face up, visible to everyone, before turn 1`, () => {
      const s = game(format, 29);
      chooseFirstVanguards(s);
      const fp = s.firstPlayer;
      mulligan(s, fp, []);
      expect(s.players[0].field.VC[0].up).toBe(false);
      mulligan(s, fp === 0 ? 1 : 0, []);
      expect(s.players[0].field.VC[0]).toMatchObject({ code: C.stardust, up: true });
      expect(s.players[1].field.VC[0]).toMatchObject({ code: C.undeux, up: true });
      const su = events(s, 'standUp');
      expect(su.map((e) => e.seat)).toEqual([0, 1]);
      const log = (s.log ?? []).map((l) => l.e.t);
      expect(log.lastIndexOf('standUp')).toBeLessThan(log.indexOf('turn'));
      for (const who of [0, 1, 'spectator'] as const) {
        const v = view(s, who) as VGView;
        expect(v.players[0].field.VC).toEqual([expect.objectContaining({ code: C.stardust })]);
        expect(v.players[1].field.VC).toEqual([expect.objectContaining({ code: C.undeux })]);
        expect(v.players[0].field.VC[0]).not.toHaveProperty('faceDown');
      }
    });
  });
}

{
  // The tests gathered from turn.test.ts, with its helpers: some of their names mean something else above.

  const act = coreEngine.act;

  const FORMATS = ['cr201', 'cr110'] as const;

  /** `act` must refuse `a` with IllegalAnswer and leave the state byte-identical. */
  function expectRefused(s: VGState, seat: Seat, a: Answer & Record<string, unknown>): void {
    const before = JSON.stringify(s);
    expect(() => act(s, seat, a)).toThrow(IllegalAnswer);
    expect(JSON.stringify(s)).toBe(before);
  }

  /** Index of the first logged event matching `pred`, from `from` on. */
  function logIndex(s: VGState, pred: (e: Record<string, unknown>) => boolean, from = 0): number {
    const log = s.log ?? [];
    for (let i = from; i < log.length; i++) if (pred(log[i].e as unknown as Record<string, unknown>)) return i;
    return -1;
  }

  function powerOf(s: VGState, seat: Seat, circle: 'VC' | 'FL'): number | undefined {
    const v = view(s, 'spectator') as VGView;
    return (v.players[seat].field[circle][0] as { power?: number }).power;
  }

  // From the former turn.test.ts:
  // Rules tests for the turn procedure outside the battle phase (sections 6.2–6.6 and 6.8, with 3.6, 4.6, 8.5 and
  // 9.3, of both rule versions): stand, draw, G assist, ride, stride, main and end phases, normal ride and normal call.

  describe('turn structure', () => {
    it('VG2 6.2.2 / VG2 6.2.1 the phases and steps of a ver. 2.01 turn come in order and the turn passes to the opponent', () => {
      const s = scenario({ format: 'cr201', at: 'stand', p0: { vanguard: C.brigitte }, p1: { vanguard: C.overlord } });
      autoplay(s, (x) => x.turn === 4 && x.phase === 'main');
      expect(timings(s)).toEqual([
        'turn+standPhase',
        'drawPhase',
        'gAssistStep',
        'ridePhase',
        'strideStep',
        'mainPhase',
        'startStep+battlePhase',
        'unlocked+turnedFaceUp+putIntoGZone',
        'endPhase+endOfTurn',
        'turn+standPhase',
        'drawPhase',
        'gAssistStep',
        'ridePhase',
        'strideStep',
        'mainPhase',
      ]);
      expect(events(s, 'turn')).toEqual([{ t: 'turn', turn: 4, seat: 1 }]);
    });

    it('VG1 6.2.1 a ver. 1.10 turn is stand, draw, ride, main, battle and end phase, then the opponent’s turn', () => {
      const s = scenario({ format: 'cr110', at: 'stand', p0: { vanguard: C.brigitte }, p1: { vanguard: C.overlord } });
      autoplay(s, (x) => x.turn === 4 && x.phase === 'main');
      expect(timings(s)).toEqual([
        'turn+standPhase',
        'drawPhase',
        'ridePhase',
        'mainPhase',
        'startStep',
        'endPhase+endOfTurn',
        'turn+standPhase',
        'drawPhase',
        'ridePhase',
        'mainPhase',
      ]);
      expect(s.turnPlayer).toBe(1);
    });

    it.each([
      ['cr201', 'VG2 6.2.1'],
      ['cr110', 'VG1 6.2.1'],
    ] as const)('%s: %s players take turns: from the real start the turn player alternates', (format, _tag) => {
      const s = newGame<VGState>({
        game: 'vanguard',
        format,
        decks: [{ cards: expandDeck(deckById('TD01')!) }, { cards: expandDeck(deckById('TD02')!) }],
        seed: 4,
      });
      autoplay(s, (x) => x.turn === 5);
      const turns = events(s, 'turn');
      const fp = s.firstPlayer;
      const op = fp === 0 ? 1 : 0;
      expect(turns.map((e) => [e.turn, e.seat])).toEqual([
        [1, fp],
        [2, op],
        [3, fp],
        [4, op],
        [5, fp],
      ]);
    });
  });

  describe.each(FORMATS)('stand phase (%s)', (format) => {
    const v2 = format === 'cr201';

    it(`${v2 ? 'VG2 6.3.1.1 / VG2 6.3.1.2 / VG2 6.3.1.3' : 'VG1 6.3.1.1 / VG1 6.3.1.2 / VG1 6.3.1.3'} the turn and stand phase timing comes first, then all of the turn player's units stand`, () => {
      const s = scenario({
        format,
        at: 'stand',
        p0: {
          vanguard: { code: C.blasterBlade, rested: true },
          rc: { FL: { code: C.wingal, rested: true }, BC: { code: C.marron, rested: true }, FR: C.gallatin },
          hand: [C.brigitte],
        },
        p1: { vanguard: { code: C.nehalem, rested: true }, rc: { FR: { code: C.bahr, rested: true } } },
      });
      const f = s.players[0].field;
      for (const u of [f.VC[0], f.FL[0], f.BC[0], f.FR[0]]) expect(u.rested).toBe(false);
      const timing = logIndex(s, (e) => e.t === 'timing');
      const stands = (s.log ?? []).map((l, i) => (l.e.t === 'stand' ? i : -1)).filter((i) => i >= 0);
      expect((s.log![timing].e as unknown as { timings: string[] }).timings).toEqual(['turn', 'standPhase']);
      expect(stands).toHaveLength(3); // the standing Gallatin is not stood again
      expect(stands.length, 'the list checked below is not empty').toBeGreaterThan(0);
      for (const i of stands) expect(i).toBeGreaterThan(timing);
      // The stand phase is over before the draw phase begins.
      expect(Math.max(...stands)).toBeLessThan(
        logIndex(s, (e) => e.t === 'timing' && String(e.timings) === 'drawPhase'),
      );
    });

    it(`${v2 ? 'VG2 6.3.1.2' : 'VG1 6.3.1.2'} the opponent's rested units stay rested during the turn player's stand phase`, () => {
      const s = scenario({
        format,
        at: 'stand',
        p0: { vanguard: { code: C.blasterBlade, rested: true }, hand: [C.brigitte] },
        p1: { vanguard: { code: C.nehalem, rested: true }, rc: { FR: { code: C.bahr, rested: true } } },
      });
      expect(s.players[1].field.VC[0].rested).toBe(true);
      expect(s.players[1].field.FR[0].rested).toBe(true);
      expect(events(s, 'stand').every((e) => e.seat === 0)).toBe(true);
    });
  });

  describe.each(FORMATS)('main phase (%s)', (format) => {
    const v2 = format === 'cr201';

    it(`${v2 ? 'VG2 6.6.1.1 / VG2 6.6.1.2 / VG2 3.6.1' : 'VG1 6.6.1.1 / VG1 6.6.1.2 / VG1 3.6.1'} the main phase timing comes first, then the turn player gets a play timing`, () => {
      const s = scenario({ format, at: 'main', p0: { vanguard: C.blasterBlade, hand: [C.wingal] } });
      expect(timings(s)).toEqual(['mainPhase']);
      expect(s.decision).toMatchObject({ seat: 0, kind: 'playTiming', prompt: 'vg.main' });
      expect(offers(s, { t: 'pass' })).toBe(true);
    });

    it(`${v2 ? 'VG2 8.5.2.1.1.2 / VG2 6.6.1.2.1' : 'VG1 8.5.2.1.1.2 / VG1 6.6.1.2.1'} VG-015 with a grade 2 vanguard, grade 0–2 cards may be called to any rear-guard circle, a grade 3 may not`, () => {
      const s = scenario({
        format,
        at: 'main',
        p0: { vanguard: C.blasterBlade, hand: [C.brigitte, C.gallatin, C.wingal, C.stardust] },
      });
      const calls = s.decision!.options.filter((o) => o.t === 'call') as unknown as { card: number; circle: string }[];
      const hand = s.players[0].hand;
      const byCard = (id: number) =>
        calls
          .filter((c) => c.card === id)
          .map((c) => c.circle)
          .sort();
      expect(byCard(hand[0].id)).toEqual([]); // Brigitte, grade 3
      for (const c of hand.slice(1)) expect(byCard(c.id)).toEqual(['BC', 'BL', 'BR', 'FL', 'FR']);
      expect(calls).toHaveLength(15);
    });

    it(`${v2 ? 'VG2 8.5.2.1.1.2' : 'VG1 8.5.2.1.1.2'} VG-015 calling a grade 3 with a grade 1 vanguard is refused as IllegalAnswer and changes nothing`, () => {
      const s = scenario({ format, at: 'main', p0: { vanguard: C.wingal, hand: [C.brigitte, C.blasterBlade] } });
      expectRefused(s, 0, { t: 'call', card: idOf(s, 0, 'hand', C.brigitte), circle: 'FL' });
      expectRefused(s, 0, { t: 'call', card: idOf(s, 0, 'hand', C.blasterBlade), circle: 'BC' });
    });

    it(`${v2 ? 'VG2 6.6.1.2.1.1' : 'VG1 6.6.1.2.1.1'} VG-015 in the main phase a card cannot be called to the vanguard or guardian circle`, () => {
      const s = scenario({ format, at: 'main', p0: { vanguard: C.blasterBlade, hand: [C.wingal] } });
      expect(s.decision!.options.some((o) => ['VC', 'GC'].includes((o as { circle?: string }).circle ?? ''))).toBe(
        false,
      );
      const id = idOf(s, 0, 'hand', C.wingal);
      expectRefused(s, 0, { t: 'call', card: id, circle: 'VC' });
      expectRefused(s, 0, { t: 'call', card: id, circle: 'GC' });
      expectRefused(s, 0, { t: 'ride', card: id });
    });

    it(`${v2 ? 'VG2 8.5.1.3 / VG2 8.5.3.2 / VG2 4.6.6.1 / VG2 10.7.1 / VG2 10.5.1' : 'VG1 8.5.2.4.2 / VG1 4.6.6.1 / VG1 10.1.6.1 / VG1 10.1.4.1'} a called card goes from the hand onto the rear-guard circle, standing, as a new card`, () => {
      const s = scenario({ format, at: 'main', p0: { vanguard: C.blasterBlade, hand: [C.gallatin] } });
      const handId = idOf(s, 0, 'hand', C.gallatin);
      answer(s, { t: 'call', card: handId, circle: 'FR' });
      const fr = s.players[0].field.FR;
      expect(fr).toHaveLength(1);
      expect(fr[0]).toMatchObject({ code: C.gallatin, rested: false, up: true });
      expect(fr[0].id).not.toBe(handId);
      expect(fr[0].placed).toBeGreaterThan(0);
      expect(s.players[0].hand).toHaveLength(0);
      expect(events(s, 'call')).toEqual([
        { t: 'call', seat: 0, circle: 'FR', card: { id: fr[0].id, code: C.gallatin } },
      ]);
    });

    it(`${v2 ? 'VG2 3.6.3.1 / VG2 6.6.1.2' : 'VG1 3.6.3.1 / VG1 6.6.1.2'} after a call the turn player gets a play timing again and may call again`, () => {
      const s = scenario({ format, at: 'main', p0: { vanguard: C.blasterBlade, hand: [C.gallatin, C.wingal] } });
      answer(s, { t: 'call', card: idOf(s, 0, 'hand', C.gallatin), circle: 'FL' });
      expect(s.decision).toMatchObject({ seat: 0, prompt: 'vg.main', kind: 'playTiming' });
      answer(s, { t: 'call', card: idOf(s, 0, 'hand', C.wingal), circle: 'BL' });
      expect(prompt(s)).toBe('vg.main');
      expect(s.players[0].field.FL[0].code).toBe(C.gallatin);
      expect(s.players[0].field.BL[0].code).toBe(C.wingal);
    });

    it(`${v2 ? 'VG2 8.5.3.2 / VG2 9.3.6 / VG2 3.6.2' : 'VG1 8.5.2.4.2 / VG1 9.3.3 / VG1 3.6.2'} calling onto an occupied circle: the old unit goes to the drop by rule action before the next play timing`, () => {
      const s = scenario({
        format,
        at: 'main',
        p0: { vanguard: C.blasterBlade, rc: { FL: { code: C.wingal, rested: true } }, hand: [C.marron] },
      });
      const from = s.log!.length;
      answer(s, { t: 'call', card: idOf(s, 0, 'hand', C.marron), circle: 'FL' });
      const fl = s.players[0].field.FL;
      expect(fl).toHaveLength(1);
      expect(fl[0]).toMatchObject({ code: C.marron, rested: false });
      expect(s.players[0].drop.map((c) => c.code)).toEqual([C.wingal]);
      const call = logIndex(s, (e) => e.t === 'call', from);
      const toDrop = logIndex(s, (e) => e.t === 'move' && e.from === 'FL' && e.to === 'drop', from);
      expect(toDrop).toBeGreaterThan(call);
      expect(prompt(s)).toBe('vg.main');
    });

    it(`${v2 ? 'VG2 6.6.1.2.3 / VG2 4.6.6.2' : 'VG1 6.6.1.2.3 / VG1 4.6.6.2'} VG-017 moving a rested unit to the empty circle behind it keeps it rested (and the same card)`, () => {
      const s = scenario({
        format,
        at: 'main',
        p0: { vanguard: C.blasterBlade, rc: { FL: { code: C.wingal, rested: true } } },
      });
      const id = s.players[0].field.FL[0].id;
      answer(s, { t: 'swap', a: 'FL', b: 'BL' });
      expect(s.players[0].field.FL).toHaveLength(0);
      expect(s.players[0].field.BL).toEqual([expect.objectContaining({ id, code: C.wingal, rested: true })]);
      expect(prompt(s)).toBe('vg.main');
    });

    it(`${v2 ? 'VG2 6.6.1.2.3 / VG2 4.6.6.2' : 'VG1 6.6.1.2.3 / VG1 4.6.6.2'} VG-017 exchanging two units in a column moves both at once, each keeping its orientation`, () => {
      const s = scenario({
        format,
        at: 'main',
        p0: { vanguard: C.blasterBlade, rc: { FR: { code: C.wingal, rested: true }, BR: C.marron } },
      });
      answer(s, { t: 'swap', a: 'FR', b: 'BR' });
      const f = s.players[0].field;
      expect(f.FR).toEqual([expect.objectContaining({ code: C.marron, rested: false })]);
      expect(f.BR).toEqual([expect.objectContaining({ code: C.wingal, rested: true })]);
      expect(s.players[0].drop).toHaveLength(0);
    });

    it(`${v2 ? 'VG2 6.6.1.2.3' : 'VG1 6.6.1.2.3'} VG-017 exchanges are offered only within a column of two rear-guard circles with a card in it`, () => {
      const s = scenario({ format, at: 'main', p0: { vanguard: C.blasterBlade, rc: { BL: C.wingal, BC: C.marron } } });
      const swaps = s.decision!.options.filter((o) => o.t === 'swap');
      expect(swaps).toEqual([{ t: 'swap', a: 'FL', b: 'BL' }]);
      expectRefused(s, 0, { t: 'swap', a: 'FR', b: 'BR' }); // both empty: nothing would happen
      expectRefused(s, 0, { t: 'swap', a: 'FL', b: 'FR' }); // not one column
      expectRefused(s, 0, { t: 'swap', a: 'VC', b: 'BC' }); // the vanguard circle is not a rear-guard circle
    });

    it(`${v2 ? 'VG2 6.6.1.3 / VG2 3.6.3.2' : 'VG1 6.6.1.3 / VG1 3.6.3.2'} passing the play timing ends the main phase and the battle phase begins`, () => {
      const s = scenario({ format, at: 'main', p0: { vanguard: C.blasterBlade, hand: [C.wingal] } });
      answer(s, { t: 'pass' });
      expect(timings(s)).toEqual(['mainPhase', v2 ? 'startStep+battlePhase' : 'startStep']);
      expect(s.players[0].hand).toHaveLength(1);
      expect(prompt(s)).toBe('vg.attack');
    });

    it(`${v2 ? 'VG2 6.6.1.2' : 'VG1 6.6.1.2'} only the turn player may act in the main phase`, () => {
      const s = scenario({ format, at: 'main', p0: { vanguard: C.blasterBlade }, p1: { hand: [C.bahr] } });
      expectRefused(s, 1, { t: 'pass' });
      expectRefused(s, 1, { t: 'call', card: idOf(s, 1, 'hand', C.bahr), circle: 'FL' });
    });
  });

  describe.each(FORMATS)('end phase (%s)', (format) => {
    const v2 = format === 'cr201';

    /** A turn-3 position in the main phase with +5000 "until end of turn" on the vanguard. */
    function boosted(): VGState {
      const s = scenario({ format, at: 'main', p0: { vanguard: C.blasterBlade }, p1: { vanguard: C.nehalem } });
      setMods(s, 0, 'VC', [{ stat: 'power', n: 5000, until: 'turn' }]);
      return s;
    }

    it(`${v2 ? 'VG2 6.8.1.4' : 'VG1 6.8.1.2'} "until end of turn" power lasts through the battle phase and ceases in the end phase`, () => {
      const s = boosted();
      expect(powerOf(s, 0, 'VC')).toBe(14000);
      answer(s, { t: 'pass' });
      expect(prompt(s)).toBe('vg.attack');
      expect(powerOf(s, 0, 'VC')).toBe(14000);
      answer(s, { t: 'no' });
      expect(s.players[0].field.VC[0].mods).toBeNull();
      expect(powerOf(s, 0, 'VC')).toBe(9000);
    });

    it(`${v2 ? 'VG2 6.8.1.5' : 'VG1 6.8.1.3'} after the end phase the opponent becomes the turn player of the next turn`, () => {
      const s = boosted();
      answer(s, { t: 'pass' });
      answer(s, { t: 'no' });
      expect(s.turn).toBe(4);
      expect(s.turnPlayer).toBe(1);
      expect(events(s, 'turn')).toEqual([{ t: 'turn', turn: 4, seat: 1 }]);
      expect(s.decision?.seat).toBe(1);
    });

    it(`${v2 ? 'VG2 6.8.1.2 / VG2 6.8.1.3' : 'VG1 6.8.1.1'} end phase timing points, in order`, () => {
      const s = boosted();
      answer(s, { t: 'pass' });
      answer(s, { t: 'no' });
      const t = timings(s);
      const end = t.slice(t.indexOf(v2 ? 'startStep+battlePhase' : 'startStep') + 1, t.lastIndexOf('turn+standPhase'));
      expect(end).toEqual(v2 ? ['unlocked+turnedFaceUp+putIntoGZone', 'endPhase+endOfTurn'] : ['endPhase+endOfTurn']);
    });

    it(`${v2 ? 'VG2 6.8.1.4' : 'VG1 6.8.1.2'} every "until end of turn" effect ceases, the non-turn player's too; other cards keep theirs`, () => {
      const s = boosted();
      setMods(s, 1, 'VC', [{ stat: 'power', n: 3000, until: 'turn' }]);
      expect(powerOf(s, 1, 'VC')).toBe(13000);
      answer(s, { t: 'pass' });
      answer(s, { t: 'no' });
      expect(s.players[1].field.VC[0].mods).toBeNull();
      expect(powerOf(s, 1, 'VC')).toBe(10000);
      expect(powerOf(s, 0, 'VC')).toBe(9000);
    });

    it(`${v2 ? 'VG2 6.3.1.2' : 'VG1 6.3.1.2'} the units rested in one turn stay rested through the opponent's stand phase`, () => {
      const s = scenario({
        format,
        at: 'end',
        p0: { vanguard: { code: C.blasterBlade, rested: true }, rc: { FL: { code: C.gallatin, rested: true } } },
        p1: { vanguard: C.nehalem, hand: [C.overlord] },
      });
      expect(s.turnPlayer).toBe(1);
      expect(s.players[0].field.VC[0].rested).toBe(true);
      expect(s.players[0].field.FL[0].rested).toBe(true);
    });
  });
}
