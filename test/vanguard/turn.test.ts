// Rules tests for the turn procedure outside the battle phase (sections 6.2–6.6 and 6.8, with 3.6, 4.6, 8.5 and
// 9.3, of both rule versions): stand, draw, G assist, ride, stride, main and end phases, normal ride and normal call.
import { describe, expect, it } from 'vitest';
import { act, eventsFor, newGame, run, view } from '../../src/core/engine.ts';
import { IllegalAnswer } from '../../src/core/errors.ts';
import type { Answer, Seat } from '../../src/core/types.ts';
import { deckById, expandDeck } from '../../src/games/vanguard/cards/cardPool.ts';
import type { FormatId } from '../../src/games/vanguard/formats.ts';
import type { VGState } from '../../src/games/vanguard/state.ts';
import { callOptions } from '../../src/games/vanguard/turn.ts';
import type { VGView } from '../../src/games/vanguard/view.ts';
import { answer, autoplay, C, events, idOf, offers, prompt, scenario, setMods, timings } from './scenario.ts';

const FORMATS = ['cr201', 'cr110'] as const;
const W = (n: number) => Array.from({ length: n }, () => C.wingal);

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
    expect(Math.max(...stands)).toBeLessThan(logIndex(s, (e) => e.t === 'timing' && String(e.timings) === 'drawPhase'));
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

describe.each(FORMATS)('draw phase (%s)', (format) => {
  const v2 = format === 'cr201';

  it(`${v2 ? 'VG2 6.4.1.1.1 / VG2 6.4.1.1.2' : 'VG1 6.4.1.1 / VG1 6.4.1.2'} VG-010 after the draw phase timing the turn player draws the top card, on turn 1 too`, () => {
    const s = scenario({
      format,
      turn: 1,
      at: 'draw',
      p0: { hand: [C.wingal], deck: [C.marron, ...W(19)] },
    });
    expect(s.players[0].hand.map((c) => c.code)).toEqual([C.wingal, C.marron]);
    expect(s.players[0].deck).toHaveLength(19);
    const t = logIndex(s, (e) => e.t === 'timing' && String(e.timings) === 'drawPhase');
    const d = logIndex(s, (e) => e.t === 'move' && e.from === 'deck' && e.to === 'hand');
    expect(t).toBeGreaterThanOrEqual(0);
    expect(d).toBeGreaterThan(t);
    expect(s.players[1].hand).toHaveLength(0); // only the turn player draws
  });

  it(`${v2 ? 'VG2 6.4.1.1.2' : 'VG1 6.4.1.2'} VG-010 the first player draws on the game's first turn (real game start)`, () => {
    const s = newGame<VGState>({
      game: 'vanguard',
      format,
      decks: [{ cards: expandDeck(deckById('TD01')!) }, { cards: expandDeck(deckById('TD02')!) }],
      seed: 8,
    });
    autoplay(s, (x) => x.turn === 1);
    const fp = s.firstPlayer;
    const turnAt = logIndex(s, (e) => e.t === 'turn');
    const draws = (s.log ?? []).slice(turnAt).filter((l) => {
      const e = l.e as unknown as Record<string, unknown>;
      return e.t === 'move' && e.from === 'deck' && e.to === 'hand';
    });
    expect(draws).toHaveLength(1);
    expect((draws[0].e as unknown as { seat: Seat }).seat).toBe(fp);
    expect(s.players[fp].hand).toHaveLength(6);
    expect(s.players[fp].deck).toHaveLength(43);
  });
});

describe('G assist step (ver. 2.01)', () => {
  // Vanguard grade 0; the draw gives Gallatin (grade 2), so no grade 1 card is in the hand.
  const gAssistSpec = (format: FormatId) =>
    scenario({
      format,
      at: 'draw',
      p0: {
        vanguard: C.stardust,
        hand: [C.blasterBlade, C.brigitte],
        deck: [C.gallatin, C.critRP, C.wingal, C.marron, C.wingal, C.blasterBlade, ...Array(14).fill(C.brigitte)],
      },
    });

  it('VG2 6.4.1.1.3 / VG2 6.4.1.2.1.1 / VG2 6.4.1.2.1.2 / VG2 6.4.1.2.2 with a grade 0 vanguard and no grade 1 in hand, G assist is offered after the draw', () => {
    const s = gAssistSpec('cr201');
    expect(s.decision).toMatchObject({ seat: 0, prompt: 'vg.gAssist', options: [{ t: 'yes' }, { t: 'no' }] });
    expect(timings(s)).toEqual(['drawPhase', 'gAssistStep']);
    expect(s.players[0].hand.map((c) => c.code)).toEqual([C.blasterBlade, C.brigitte, C.gallatin]);
  });

  it('VG2 6.4.1.2.4 / VG2 6.4.1.2.5 G assist reveals the hand, then offers only cards one grade above the vanguard from the top five', () => {
    const s = gAssistSpec('cr201');
    answer(s, { t: 'yes' });
    const reveal = events(s, 'reveal');
    expect(reveal).toHaveLength(1);
    expect(reveal[0]).toMatchObject({ seat: 0, zone: 'hand' });
    expect((reveal[0].cards as { code: string }[]).map((c) => c.code)).toEqual([
      C.blasterBlade,
      C.brigitte,
      C.gallatin,
    ]);
    // The opponent is shown the hand so it can confirm the conditions: codes in code order, no ids (issue 19).
    const seen = eventsFor(s, 1).filter((e) => e.t === 'reveal') as unknown as { cards: { code: string }[] }[];
    expect(seen).toHaveLength(1);
    expect(seen[0].cards).toEqual([C.blasterBlade, C.brigitte, C.gallatin].sort().map((code) => ({ code })));
    expect(prompt(s)).toBe('vg.gAssistSearch');
    const top5 = s.players[0].deck.slice(-5).reverse();
    expect(top5.map((c) => c.code)).toEqual([C.critRP, C.wingal, C.marron, C.wingal, C.blasterBlade]);
    expect(s.decision!.looking).toEqual(top5.map((c) => c.id));
    // Grade 1 only, one option per name; the grade 0 trigger and the grade 2 Blaster Blade are not offered.
    expect(s.decision!.options).toEqual([
      { t: 'none' },
      { t: 'card', card: top5[1].id },
      { t: 'card', card: top5[2].id },
    ]);
    // The opponent is told the decision but not what is being looked at.
    const opp = view(s, 1) as VGView;
    expect(opp.decision).toEqual({ seat: 0, kind: 'chooseCard', prompt: 'vg.gAssistSearch' });
  });

  it('VG2 6.4.1.2.5 a card above grade+1 from the top five is refused as IllegalAnswer and changes nothing', () => {
    const s = gAssistSpec('cr201');
    answer(s, { t: 'yes' });
    const blade = s.players[0].deck.at(-5)!;
    expect(blade.code).toBe(C.blasterBlade);
    expectRefused(s, 0, { t: 'card', card: blade.id });
    const sixth = s.players[0].deck.at(-6)!;
    expectRefused(s, 0, { t: 'card', card: sixth.id });
  });

  it('VG2 6.4.1.2.5 the chosen card is shown and added, then two hand cards are removed from the game and the deck shuffled', () => {
    const s = gAssistSpec('cr201');
    answer(s, { t: 'yes' });
    const marron = s.players[0].deck.at(-3)!;
    answer(s, { t: 'card', card: marron.id });
    expect(events(s, 'reveal')[1]).toEqual({
      t: 'reveal',
      seat: 0,
      zone: 'deck',
      cards: [{ code: C.marron }], // its id in the deck is hidden from everyone (VG2 4.2.2, issue 19)
    });
    expect(s.players[0].hand.map((c) => c.code)).toEqual([C.blasterBlade, C.brigitte, C.gallatin, C.marron]);
    expect(prompt(s)).toBe('vg.gAssistRemove');
    expect(s.decision!.options).toHaveLength(4);
    answer(s, { t: 'card', card: idOf(s, 0, 'hand', C.brigitte) });
    expect(prompt(s)).toBe('vg.gAssistRemove');
    expect(events(s, 'shuffle')).toHaveLength(0);
    answer(s, { t: 'card', card: idOf(s, 0, 'hand', C.gallatin) });
    const p = s.players[0];
    expect(p.removed.map((c) => c.code)).toEqual([C.brigitte, C.gallatin]);
    expect(p.hand.map((c) => c.code)).toEqual([C.blasterBlade, C.marron]);
    expect(p.deck).toHaveLength(18);
    expect(events(s, 'shuffle')).toEqual([{ t: 'shuffle', seat: 0 }]);
    const shuffleAt = logIndex(s, (e) => e.t === 'shuffle');
    const removes = (s.log ?? []).map((l, i) => ((l.e as unknown as { to?: string }).to === 'removed' ? i : -1));
    const lastRemove = Math.max(...removes);
    expect(shuffleAt).toBeGreaterThan(lastRemove);
    // The step ends and the ride phase follows.
    expect(prompt(s)).toBe('vg.ride');
  });

  it('VG2 6.4.1.2.5 choosing no card still shuffles the deck, and nothing is removed', () => {
    const s = gAssistSpec('cr201');
    answer(s, { t: 'yes' });
    answer(s, { t: 'none' });
    const p = s.players[0];
    expect(p.removed).toHaveLength(0);
    expect(p.hand).toHaveLength(3);
    expect(p.deck).toHaveLength(19);
    expect(events(s, 'shuffle')).toEqual([{ t: 'shuffle', seat: 0 }]);
    expect(prompt(s)).not.toBe('vg.gAssistRemove');
  });

  it('VG2 6.4.1.2.1.3 / VG2 6.4.1.3 declining G assist reveals nothing, shuffles nothing and moves on', () => {
    const s = gAssistSpec('cr201');
    const deck = JSON.stringify(s.players[0].deck);
    answer(s, { t: 'no' });
    expect(events(s, 'reveal')).toHaveLength(0);
    expect(events(s, 'shuffle')).toHaveLength(0);
    expect(JSON.stringify(s.players[0].deck)).toBe(deck);
    expect(timings(s).at(-1)).not.toBe('gAssistStep');
  });

  it('VG2 6.4.1.2.2.1 / VG2 6.4.1.2.3 a grade 3 vanguard gets no G assist', () => {
    const s = scenario({ format: 'cr201', at: 'draw', p0: { vanguard: C.brigitte, hand: [] } });
    expect(timings(s)).toContain('gAssistStep');
    expect(events(s, 'reveal')).toHaveLength(0);
    // No G assist question at all (grade 3 is public); the drawn card cannot be ridden: the ride step's lone pass.
    expect(s.decision).toMatchObject({ prompt: 'vg.ride', options: [{ t: 'pass' }] });
    answer(s, { t: 'pass' });
    expect(prompt(s)).toBe('vg.main');
  });

  it('VG2 6.4.1.2.2.2 / VG2 6.4.1.2.3 a hand card exactly one grade above the vanguard prevents G assist', () => {
    // Grade 1 vanguard, Blaster Blade (grade 2) in hand.
    const s = scenario({ format: 'cr201', at: 'draw', p0: { vanguard: C.wingal, hand: [C.blasterBlade] } });
    // Issue 19: the question is still asked (the opponent may not learn what the hand holds), with "no" alone.
    expect(s.decision).toMatchObject({ prompt: 'vg.gAssist', options: [{ t: 'no' }] });
    expectRefused(s, 0, { t: 'yes' });
    answer(s, { t: 'no' });
    expect(prompt(s)).toBe('vg.ride');
    expect(events(s, 'reveal')).toHaveLength(0);
  });

  it('VG2 6.4.1.2.2.2 a hand card two grades above (not exactly one) does not prevent G assist', () => {
    const s = scenario({
      format: 'cr201',
      at: 'draw',
      p0: { vanguard: C.wingal, hand: [C.brigitte], deck: [C.brigitte, ...W(19)] },
    });
    expect(prompt(s)).toBe('vg.gAssist');
  });

  it('VG1 6.4.1.3 ver. 1.10 has no G assist step: the same position goes from the draw straight to the ride phase', () => {
    const s = gAssistSpec('cr110');
    if (prompt(s) === 'vg.ride') answer(s, { t: 'pass' }); // the ride step (nothing to ride: a lone pass, issue 19)
    expect(timings(s)).toEqual(['drawPhase', 'ridePhase', 'mainPhase']);
    expect(prompt(s)).not.toBe('vg.gAssist');
    expect(events(s, 'reveal')).toHaveLength(0);
  });
});

describe.each(FORMATS)('ride phase (%s)', (format) => {
  const v2 = format === 'cr201';

  it(`${v2 ? 'VG2 8.5.2.1.1.1 / VG2 6.5.1.1.2' : 'VG1 8.5.2.1.1.1 / VG1 6.5.1.2'} the ride step offers hand cards of the vanguard's grade or one above, once per name`, () => {
    const s = scenario({
      format,
      at: 'ride',
      p0: { vanguard: C.wingal, hand: [C.blasterBlade, C.gallatin, C.marron, C.marron, C.brigitte, C.stardust] },
    });
    expect(s.decision).toMatchObject({ seat: 0, kind: 'playTiming', prompt: 'vg.ride' });
    const hand = s.players[0].hand;
    expect(s.decision!.options).toEqual([
      { t: 'ride', card: hand[0].id },
      { t: 'ride', card: hand[1].id },
      { t: 'ride', card: hand[2].id },
      { t: 'pass' },
    ]);
  });

  it(`${v2 ? 'VG2 6.5.1.1.3' : 'VG1 6.5.1.2'} in the ride step the only circle a card can be played on is the vanguard circle`, () => {
    const s = scenario({ format, at: 'ride', p0: { vanguard: C.wingal, hand: [C.marron, C.blasterBlade] } });
    expect(s.decision!.options.every((o) => o.t === 'ride' || o.t === 'pass')).toBe(true);
    expectRefused(s, 0, { t: 'call', card: idOf(s, 0, 'hand', C.marron), circle: 'FL' });
  });

  it(`${v2 ? 'VG2 8.5.2.1.1.1' : 'VG1 8.5.2.1.1.1'} riding a grade 3 onto a grade 1 vanguard is refused as IllegalAnswer and changes nothing`, () => {
    const s = scenario({ format, at: 'ride', p0: { vanguard: C.wingal, hand: [C.brigitte, C.blasterBlade] } });
    expectRefused(s, 0, { t: 'ride', card: idOf(s, 0, 'hand', C.brigitte) });
  });

  it(`${v2 ? 'VG2 8.5.2.1.1.1' : 'VG1 8.5.2.1.1.1'} riding a lower grade is refused as IllegalAnswer`, () => {
    const s = scenario({ format, at: 'ride', p0: { vanguard: C.blasterBlade, hand: [C.wingal, C.gallatin] } });
    expectRefused(s, 0, { t: 'ride', card: idOf(s, 0, 'hand', C.wingal) });
  });

  it(`${v2 ? 'VG2 8.5.1.2 / VG2 4.6.4.1' : 'VG1 8.5.1.1.1 / VG1 4.6.4.1'} VG-014 riding a grade 2 over a rested grade 1: the grade 2 stands, the grade 1 goes to the soul`, () => {
    const s = scenario({
      format,
      at: 'ride',
      p0: { vanguard: { code: C.wingal, rested: true }, hand: [C.blasterBlade] },
    });
    const old = s.players[0].field.VC[0];
    const handCard = s.players[0].hand[0];
    answer(s, { t: 'ride', card: handCard.id });
    const vc = s.players[0].field.VC;
    expect(vc).toHaveLength(1);
    expect(vc[0]).toMatchObject({ code: C.blasterBlade, rested: false, up: true });
    expect(vc[0].id).not.toBe(handCard.id);
    expect(s.players[0].soul.map((c) => c.code)).toEqual([C.wingal]);
    expect(s.players[0].soul[0].id).not.toBe(old.id);
    expect(s.players[0].hand).toHaveLength(0);
  });

  it(`${v2 ? 'VG2 8.5.3.1 / VG2 9.3.1 / VG2 6.5.1.1.4' : 'VG1 8.5.2.4.1 / VG1 9.3.1 / VG1 6.5.1.3'} the old vanguard goes to the soul by rule action in the check timing after the ride`, () => {
    const s = scenario({ format, at: 'ride', p0: { vanguard: C.wingal, hand: [C.blasterBlade] } });
    const from = s.log!.length;
    answer(s, { t: 'ride', card: idOf(s, 0, 'hand', C.blasterBlade) });
    const ride = logIndex(s, (e) => e.t === 'ride', from);
    const toSoul = logIndex(s, (e) => e.t === 'move' && e.from === 'VC' && e.to === 'soul', from);
    const next = logIndex(s, (e) => e.t === 'timing', from);
    expect(ride).toBeGreaterThan(0);
    expect(toSoul).toBeGreaterThan(ride);
    expect(toSoul).toBeLessThan(next);
    expect(events(s, 'ride')[0]).toMatchObject({ seat: 0, card: { code: C.blasterBlade } });
  });

  it(`${v2 ? 'VG2 6.5.1.1.2' : 'VG1 6.5.1.2'} VG-013 a normal ride happens only once per turn: afterwards no ride is offered`, () => {
    const s = scenario({ format, at: 'ride', p0: { vanguard: C.wingal, hand: [C.blasterBlade, C.gallatin] } });
    answer(s, { t: 'ride', card: idOf(s, 0, 'hand', C.blasterBlade) });
    expect(prompt(s)).toBe('vg.main');
    expect(s.decision!.options.some((o) => o.t === 'ride')).toBe(false);
    expectRefused(s, 0, { t: 'ride', card: idOf(s, 0, 'hand', C.gallatin) });
  });

  it(`${v2 ? 'VG2 6.5.1.1.2' : 'VG1 6.5.1.2'} VG-013 with a normal ride already made this turn, the ride step offers none`, () => {
    const s = scenario({ format, at: 'ride', p0: { vanguard: C.wingal, hand: [C.blasterBlade] } });
    expect(prompt(s)).toBe('vg.ride');
    // Re-enter the same ride step as if a normal ride had already been made this turn.
    s.decision = null;
    s.normalRideDone = true;
    run(s);
    expect(prompt(s)).toBe('vg.main');
    expect(s.players[0].field.VC[0].code).toBe(C.wingal);
    expect(s.players[0].hand.map((c) => c.code)).toEqual([C.blasterBlade]);
  });

  it(`${v2 ? 'VG2 6.5.1.1.2' : 'VG1 6.5.1.2'} the once-per-turn ride is available again on the player's next turn`, () => {
    const s = scenario({
      format,
      at: 'ride',
      p0: { vanguard: C.wingal, hand: [C.blasterBlade, C.gallatin] },
      p1: { vanguard: C.brigitte },
    });
    answer(s, { t: 'ride', card: idOf(s, 0, 'hand', C.blasterBlade) });
    autoplay(s, (x) => x.turn === 5 && prompt(x) === 'vg.ride');
    expect(s.turnPlayer).toBe(0);
    expect(prompt(s)).toBe('vg.ride');
    expect(offers(s, { t: 'ride', card: idOf(s, 0, 'hand', C.gallatin) })).toBe(true);
  });

  it(`${v2 ? 'VG2 6.5.1.1.2' : 'VG1 6.5.1.2'} passing the ride step keeps the vanguard and goes on to the main phase`, () => {
    const s = scenario({ format, at: 'ride', p0: { vanguard: C.wingal, hand: [C.blasterBlade] } });
    answer(s, { t: 'pass' });
    expect(s.players[0].field.VC[0].code).toBe(C.wingal);
    expect(s.players[0].soul).toHaveLength(0);
    expect(prompt(s)).toBe('vg.main');
    expect(events(s, 'ride')).toHaveLength(0);
  });

  it(`${v2 ? 'VG2 8.5.1.1 / VG2 10.6.1 / VG2 10.6.1.1' : 'VG1 8.5.1.1 / VG1 10.1.5.1 / VG1 10.1.5.2'} a ride moves a hand card to the vanguard circle; played, it is a normal (not superior) ride`, () => {
    const s = scenario({ format, at: 'ride', p0: { vanguard: C.wingal, hand: [C.marron] } });
    answer(s, { t: 'ride', card: idOf(s, 0, 'hand', C.marron) });
    const ride = events(s, 'ride');
    expect(ride).toHaveLength(1);
    expect(ride[0]).not.toHaveProperty('superior');
    expect(events(s, 'move').filter((m) => m.to === 'VC')).toEqual([
      expect.objectContaining({ from: 'hand', to: 'VC', card: expect.objectContaining({ code: C.marron }) }),
    ]);
  });
});

describe('stride step', () => {
  it('VG2 6.5.1.2.1 / VG2 6.5.1.3 ver. 2.01 has a stride step timing after the ride step, before the main phase', () => {
    const s = scenario({ format: 'cr201', at: 'ride', p0: { vanguard: C.wingal, hand: [C.blasterBlade] } });
    answer(s, { t: 'ride', card: idOf(s, 0, 'hand', C.blasterBlade) });
    expect(timings(s)).toEqual(['ridePhase', 'strideStep', 'mainPhase']);
    // The old vanguard left in the ride step's check timing, before the stride step began.
    const toSoul = logIndex(s, (e) => e.t === 'move' && e.to === 'soul');
    const stride = logIndex(s, (e) => e.t === 'timing' && String(e.timings) === 'strideStep');
    expect(toSoul).toBeLessThan(stride);
  });

  it('VG1 6.5.1.3 ver. 1.10 has no stride step: after the ride step comes the main phase', () => {
    const s = scenario({ format: 'cr110', at: 'ride', p0: { vanguard: C.wingal, hand: [C.blasterBlade] } });
    answer(s, { t: 'ride', card: idOf(s, 0, 'hand', C.blasterBlade) });
    expect(timings(s)).toEqual(['ridePhase', 'mainPhase']);
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
    expect(s.decision!.options.some((o) => ['VC', 'GC'].includes((o as { circle?: string }).circle ?? ''))).toBe(false);
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
    expect(events(s, 'call')).toEqual([{ t: 'call', seat: 0, circle: 'FR', card: { id: fr[0].id, code: C.gallatin } }]);
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

describe('having no vanguard (ver. 2.01)', () => {
  it('VG2 8.5.2.1.1.2.1 a fighter with no vanguard cannot normal call', () => {
    const s = scenario({ format: 'cr201', at: 'main', p0: { vanguard: C.blasterBlade, hand: [C.wingal, C.stardust] } });
    expect(callOptions(s, 0)).toHaveLength(10);
    s.players[0].field.VC = [];
    expect(callOptions(s, 0)).toEqual([]);
  });

  it('VG2 1.3.4 / VG2 9.5.1 when both players must choose at once, the turn player chooses first', () => {
    const s = scenario({
      format: 'cr201',
      turnPlayer: 1,
      at: 'main',
      p0: { vanguard: null, soul: [C.wingal, C.marron] },
      p1: { vanguard: null, soul: [C.bahr] },
    });
    expect(s.decision).toMatchObject({ seat: 1, prompt: 'vg.rideFromSoul' });
    expectRefused(s, 0, { t: 'card', card: idOf(s, 0, 'soul', C.wingal) });
    answer(s, { t: 'card', card: idOf(s, 1, 'soul', C.bahr) });
    expect(s.decision).toMatchObject({ seat: 0, prompt: 'vg.rideFromSoul' });
    // The non-turn player decides knowing the turn player's choice.
    expect(s.players[1].field.VC[0].code).toBe(C.bahr);
    answer(s, { t: 'card', card: idOf(s, 0, 'soul', C.marron) });
    expect(events(s, 'ride').map((e) => [e.seat, e.superior])).toEqual([
      [1, true],
      [0, true],
    ]);
    expect(s.players[0].field.VC[0]).toMatchObject({ code: C.marron, rested: false });
    expect(s.decision).toMatchObject({ seat: 1, prompt: 'vg.main' });
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
