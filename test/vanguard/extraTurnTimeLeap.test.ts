// Rules tests for three VG2 mechanics no trial-deck card prints, given to vanilla hosts with `withTestAbilities`:
// extra turns (VG2 12.4), "trigger effects are nullified" (VG2 12.3) and Time Leap (VG2 10.31). Ver. 1.10 has none
// of them.
import { describe, expect, it } from 'vitest';
import { auto, chooseYour, cont, thisUnit } from '../../src/games/vanguard/abilities/dsl.ts';
import { abilityText } from '../../src/games/vanguard/abilities/text.ts';
import type { Seat } from '../../src/core/types.ts';
import type { Circle, VGState } from '../../src/games/vanguard/state.ts';
import { attack, codes, crit, deck, endGuard, interceptWith, pw, unit } from './cards/helpers.ts';
import { answer, autoplay, events, idOf, offers, prompt, scenario } from './scenario.ts';
import { actDo, testOnlyAbilities } from './testAbilities.ts';

// Vanilla trial-deck hosts (data/vanguard/original-td.cards.json).
const KING = 'TD03/004'; // King of Sword, grade 2 «Nova Grappler», Intercept
const TOUGH = 'TD03/007'; // Tough Boy, grade 1 «Nova Grappler»
const GALLATIN = 'TD01/004'; // grade 2 «Royal Paladin», Intercept
const MARRON = 'TD01/008'; // grade 1 «Royal Paladin»
const STARDUST = 'TD01/012'; // grade 0 «Royal Paladin»
const RUTILE = 'TD03/001'; // a grade 3 «Nova Grappler» (only ever in the deck here)
const CRIT_RP = 'TD01/013'; // «Royal Paladin» critical trigger
const DRAW_RP = 'TD01/015'; // «Royal Paladin» draw trigger
const HEAL_RP = 'TD01/014'; // «Royal Paladin» heal trigger
const STAND_RP = 'TD01/016'; // «Royal Paladin» stand trigger

const { give } = testOnlyAbilities();

/** The turns begun so far: [turn number, seat, extra?]. */
function turns(s: VGState): [number, Seat, boolean][] {
  return events(s, 'turn').map((e) => [e.turn as number, e.seat as Seat, e.extra === true]);
}

/** Pass, decline and do not attack until `done` holds. */
function playUntil(s: VGState, done: (s: VGState) => boolean): void {
  autoplay(s, done);
  expect(done(s)).toBe(true);
}

describe('VG2 12.4 extra turns', () => {
  it('VG2 12.4 / VG2 12.4.1: "you get an extra turn" adds a turn for its master right after the current one; the regular turn order then resumes', () => {
    give(KING, [actDo({ do: 'extraTurn' })]);
    const s = scenario({ at: 'main', p0: { vanguard: KING, deck: deck([]) }, p1: { deck: deck([]) } });
    answer(s, { t: 'act', card: unit(s, 0, 'VC').id, index: 0 });
    expect(events(s, 'extraTurn')).toEqual([{ t: 'extraTurn', seat: 0 }]);
    expect(s.upcomingTurns).toEqual([1, 0]); // the extra turn on top of the opponent's regular turn
    playUntil(s, (x) => x.turn === 4);
    expect([s.turnPlayer, turns(s)]).toEqual([0, [[4, 0, true]]]);
    expect(s.upcomingTurns).toEqual([1]);
    playUntil(s, (x) => x.turn === 6);
    expect(turns(s)).toEqual([
      [4, 0, true],
      [5, 1, false],
      [6, 0, false],
    ]);
    expect(s.upcomingTurns).toBeUndefined(); // nothing queued once the regular order is back
  });

  it('VG2 12.4.1: the extra turn is a whole turn: its units stand, it draws, it may ride again and "until end of turn" effects of the turn before are gone', () => {
    give(KING, [actDo({ do: 'extraTurn' }, { do: 'modify', target: thisUnit, stat: 'power', n: 5000, until: 'turn' })]);
    const s = scenario({
      at: 'main',
      p0: { vanguard: KING, hand: [RUTILE], deck: deck([]) },
      p1: { vanguard: KING, deck: deck([]) },
    });
    s.normalRideDone = true; // this turn's normal ride is used up
    answer(s, { t: 'act', card: unit(s, 0, 'VC').id, index: 0 });
    expect(pw(s, 0, 'VC')).toBe(15000);
    answer(s, { t: 'pass' });
    attack(s, 'VC', 'VC');
    endGuard(s);
    playUntil(s, (x) => x.turn === 4 && prompt(x) === 'vg.ride');
    expect(s.turnPlayer).toBe(0);
    expect(unit(s, 0, 'VC').rested).toBe(false); // VG2 6.3.1.2: the stand phase of the extra turn
    expect(pw(s, 0, 'VC')).toBe(10000); // VG2 6.8.1.4: the +5000 ended with the turn before
    expect(s.players[0].hand.length).toBe(3); // the grade 3, the drive check's card and the extra turn's draw
    expect(offers(s, { t: 'ride', card: idOf(s, 0, 'hand', RUTILE) })).toBe(true); // VG2 8.5.2.1.1.1: a new turn's ride
  });

  it("VG2 12.4.1 / VG2 7.3.1.3: an extra turn after the game's first turn is not the first turn, so its player may attack", () => {
    give(KING, [actDo({ do: 'extraTurn' })]);
    const s = scenario({ turn: 1, at: 'main', p0: { vanguard: KING, deck: deck([]) }, p1: { deck: deck([]) } });
    answer(s, { t: 'act', card: unit(s, 0, 'VC').id, index: 0 });
    answer(s, { t: 'pass' });
    expect(prompt(s)).not.toBe('vg.attack'); // turn 1: no attack
    playUntil(s, (x) => x.turn === 2 && prompt(x) === 'vg.main');
    answer(s, { t: 'pass' });
    expect([s.turnPlayer, prompt(s)]).toEqual([0, 'vg.attack']);
  });

  it("VG2 12.4.2: extra turns added turn player → non-turn player → turn player in one turn are taken in the reverse order, then the non-turn player's regular turn", () => {
    give(KING, [actDo({ do: 'extraTurn' })]); // the turn player's, in the main phase
    // The non-turn player's, when its unit intercepts; the turn player's again, at the beginning of the end phase.
    give(GALLATIN, [auto({ trigger: { on: 'intercepts' }, effects: [{ do: 'extraTurn' }] })]);
    give(TOUGH, [
      auto({
        zones: ['RC'],
        trigger: { on: 'beginningOf', timing: 'endPhase' },
        effects: [{ do: 'extraTurn' }, { do: 'disableThis', until: 'game' }],
      }),
    ]);
    const s = scenario({
      at: 'main',
      p0: { vanguard: KING, rc: { BL: TOUGH }, deck: deck([]) },
      p1: { vanguard: KING, rc: { FL: GALLATIN }, deck: deck([]) },
    });
    answer(s, { t: 'act', card: unit(s, 0, 'VC').id, index: 0 });
    answer(s, { t: 'pass' });
    attack(s, 'VC', 'VC');
    interceptWith(s, 'FL');
    endGuard(s);
    playUntil(s, (x) => x.turn === 8);
    expect(events(s, 'extraTurn').map((e) => e.seat)).toEqual([0, 1, 0]);
    expect(turns(s)).toEqual([
      [4, 0, true], // added last, taken first
      [5, 1, true],
      [6, 0, true],
      [7, 1, false], // then the non-turn player's regular turn
      [8, 0, false],
    ]);
  });

  it('VG2 12.4.1 / VG2 12.4.2: an extra turn gained during an extra turn comes right after it, before the turns queued earlier', () => {
    // Each of player 1's turns ends with one more extra turn, twice in all; player 2's extra turn was queued first.
    give(GALLATIN, [auto({ trigger: { on: 'intercepts' }, effects: [{ do: 'extraTurn' }] })]);
    give(TOUGH, [
      auto({ zones: ['RC'], trigger: { on: 'beginningOf', timing: 'endPhase' }, effects: [{ do: 'extraTurn' }] }),
    ]);
    const s = scenario({
      at: 'battle',
      p0: { vanguard: KING, rc: { BL: TOUGH }, deck: deck([]) },
      p1: { vanguard: KING, rc: { FL: GALLATIN }, deck: deck([]) },
    });
    attack(s, 'VC', 'VC');
    interceptWith(s, 'FL');
    endGuard(s);
    playUntil(s, (x) => x.turn === 4);
    expect(s.upcomingTurns).toEqual([1, 1]); // the regular turn, and player 2's extra turn above it
    // In the extra turn (4), the end-phase ability adds another: it comes before player 2's extra turn.
    playUntil(s, (x) => x.turn === 5);
    expect(turns(s).slice(-1)).toEqual([[5, 0, true]]);
    expect(s.upcomingTurns).toEqual([1, 1]);
  });

  it('VG2 12.4.1: the effect is written "you get an extra turn"', () => {
    expect(abilityText(actDo({ do: 'extraTurn' }))).toBe('[ACT](VC/RC):You get an extra turn.');
  });
});

describe('VG2 12.3 nullifying trigger effects', () => {
  const nullifier = (whose: 'you' | 'opponent' | 'both', checks?: 'drive' | 'damage') =>
    cont({
      zones: ['VC'],
      effect: checks ? { cont: 'nullifyTriggers', whose, checks } : { cont: 'nullifyTriggers', whose },
    });

  /** Player 1's vanguard Gallatin attacks player 2's vanguard; player 1's drive check reveals `top`. */
  function driveCheckOf(top: string, p1Rc: Partial<Record<Exclude<Circle, 'VC' | 'GC'>, string>> = {}): VGState {
    const s = scenario({
      at: 'battle',
      p0: { vanguard: GALLATIN, deck: deck([top]) },
      p1: { vanguard: KING, rc: p1Rc, deck: deck([]) },
    });
    attack(s, 'VC', 'VC');
    endGuard(s);
    return s;
  }

  it("VG2 12.3 / VG2 12.3.1: an active ability that nullifies the opponent's trigger effects: a drive check's critical trigger does nothing, the card still goes to the hand", () => {
    give(KING, [nullifier('opponent')]);
    const s = driveCheckOf(CRIT_RP);
    expect(prompt(s)).not.toMatch(/^vg\.trigger/); // no sub-action is asked for
    expect(events(s, 'triggerCheck')).toEqual([
      expect.objectContaining({ seat: 0, kind: 'critical', active: false, nullified: true }),
    ]);
    expect([crit(s, 0, 'VC'), pw(s, 0, 'VC')]).toEqual([1, 10000]);
    expect(codes(s.players[0].hand)).toContain(CRIT_RP); // VG2 7.6.1.2.5: the drive check is otherwise unchanged
    playUntil(s, (x) => events(x, 'damage').length > 0);
    expect(events(s, 'damage')[0]).toMatchObject({ seat: 1, amount: 1 });
  });

  it('VG2 12.3.1: without an active nullifying ability (its unit on a circle it is not active on, or whose checks it does not name) the icon effect occurs', () => {
    give(TOUGH, [nullifier('opponent')]); // active on (VC) only, and Tough Boy is a rear-guard
    const onRc = driveCheckOf(CRIT_RP, { FL: TOUGH });
    expect(prompt(onRc)).toBe('vg.triggerOrder');
    give(KING, [nullifier('opponent', 'damage')]); // damage checks only
    const driveOnly = driveCheckOf(CRIT_RP);
    expect(prompt(driveOnly)).toBe('vg.triggerOrder');
    give(KING, [nullifier('you')]); // its own master's checks only
    const own = driveCheckOf(CRIT_RP);
    expect(prompt(own)).toBe('vg.triggerOrder');
  });

  it("VG2 12.3.1: a damage check's draw trigger is nullified by the attacker's ability; the card still goes to the damage zone", () => {
    give(GALLATIN, [nullifier('opponent', 'damage')]);
    const s = scenario({
      at: 'battle',
      p0: { vanguard: GALLATIN, deck: deck([]) },
      p1: { vanguard: MARRON, deck: deck([DRAW_RP]) },
    });
    attack(s, 'VC', 'VC');
    endGuard(s);
    playUntil(s, (x) => x.players[1].damage.length > 0);
    expect(events(s, 'triggerCheck')).toEqual([
      expect.objectContaining({ seat: 1, kind: 'draw', active: false, nullified: true }),
    ]);
    // From the damage check to the end of that turn: no draw, no power, only the card's way to the damage zone.
    const log = s.log!.map((l) => l.e as unknown as Record<string, unknown>);
    const during = log.slice(
      log.findIndex((e) => e.t === 'damageCheck'),
      log.findIndex((e) => e.t === 'turn'),
    );
    expect(during.filter((e) => e.t === 'move').map((e) => [e.seat, e.from, e.to])).toEqual([[1, 'trigger', 'damage']]);
    expect(during.filter((e) => e.t === 'modify')).toEqual([]);
    expect(codes(s.players[1].damage)).toEqual([DRAW_RP]);
  });

  for (const [top, kind] of [
    [CRIT_RP, 'critical'],
    [DRAW_RP, 'draw'],
    [HEAL_RP, 'heal'],
    [STAND_RP, 'stand'],
  ] as const) {
    it(`VG2 12.3.2: a nullified ${kind} trigger is nullified whole — no part of its icon effect (power included) is carried out`, () => {
      give(KING, [nullifier('both')]);
      const s = scenario({
        at: 'battle',
        p0: { vanguard: GALLATIN, rc: { FL: { code: MARRON, rested: true } }, damage: [STARDUST], deck: deck([top]) },
        p1: { vanguard: KING, deck: deck([]) },
      });
      attack(s, 'VC', 'VC');
      const before = s.log!.length;
      endGuard(s);
      expect(prompt(s)).not.toMatch(/^vg\.(trigger|heal)/);
      const after = s.log!.slice(before).map((l) => l.e.t);
      expect(after).not.toContain('modify');
      expect([crit(s, 0, 'VC'), pw(s, 0, 'VC'), pw(s, 0, 'FL')]).toEqual([1, 10000, 8000]);
      expect(unit(s, 0, 'FL').rested).toBe(true); // no stand
      expect(s.players[0].damage.length).toBe(1); // no heal
      expect(s.players[0].hand.length).toBe(1); // the checked card only, no draw
    });
  }

  it('VG2 12.3: the ability is written as an active [CONT]', () => {
    expect(abilityText(nullifier('opponent'))).toBe(
      "[CONT](VC):The trigger effects of your opponent's drive checks and damage checks are nullified.",
    );
  });
});

describe('VG2 10.31 Time Leap', () => {
  /** Player 1 with Tough Boy (grade 1) on (FL) able to time leap itself, a grade 2 vanguard and a mixed deck. */
  function leapPosition(hand: string[] = []): VGState {
    give(TOUGH, [actDo({ do: 'timeLeap', target: thisUnit })]);
    return scenario({
      at: 'main',
      p0: { vanguard: KING, rc: { FL: TOUGH }, hand, deck: deck([RUTILE, MARRON, GALLATIN, STARDUST], STARDUST) },
      p1: { vanguard: KING, deck: deck([]) },
    });
  }

  it('VG2 10.31 / VG2 10.31.1 / VG2 10.31.2: time leap binds the unit, searches for a card one grade greater and calls it, shuffles; at the end of that turn the called unit goes to the deck bottom and the bound card is called back', () => {
    const s = leapPosition();
    const tough = unit(s, 0, 'FL').id;
    answer(s, { t: 'act', card: tough, index: 0 });
    expect(codes(s.players[0].bind)).toEqual([TOUGH]);
    expect(prompt(s)).toBe('vg.search');
    // Only grade 2 cards (one greater than the bound grade 1) are offered, besides finding nothing (VG2 10.10).
    const offered = s.decision!.options.map((o) => (o as { card?: number }).card);
    expect(
      offered.filter((x) => x !== undefined).map((id) => s.players[0].deck.find((c) => c.id === id)!.code),
    ).toEqual([GALLATIN]);
    answer(s, { t: 'card', card: idOf(s, 0, 'deck', GALLATIN) });
    expect(prompt(s)).toBe('vg.callTo');
    answer(s, { t: 'unit', seat: 0, circle: 'FL' });
    expect(unit(s, 0, 'FL').code).toBe(GALLATIN);
    expect(events(s, 'shuffle').length).toBe(1);
    answer(s, { t: 'pass' });
    answer(s, { t: 'no' }); // no attack
    expect(prompt(s)).toBe('vg.callTo'); // the end-of-turn part
    expect(s.players[0].deck[0].code).toBe(GALLATIN); // on the bottom
    expect(s.players[0].field.FL).toEqual([]);
    answer(s, { t: 'unit', seat: 0, circle: 'BR' });
    expect(unit(s, 0, 'BR').code).toBe(TOUGH);
    expect(s.players[0].bind).toEqual([]);
    playUntil(s, (x) => x.turnPlayer === 1);
  });

  it('VG2 10.31.2: with no card of the next grade found, nothing is called and the deck is still shuffled; the bound card stays in the bind zone at the end of the turn', () => {
    const s = leapPosition();
    answer(s, { t: 'act', card: unit(s, 0, 'FL').id, index: 0 });
    answer(s, { t: 'none' });
    expect(events(s, 'shuffle').length).toBe(1);
    expect(s.players[0].field.FL).toEqual([]);
    playUntil(s, (x) => x.turnPlayer === 1);
    expect(codes(s.players[0].bind)).toEqual([TOUGH]);
  });

  it('VG2 10.31.2: if the called unit has left the field, it is not put on the deck bottom, so the bound card is not called back', () => {
    const s = leapPosition([MARRON]);
    answer(s, { t: 'act', card: unit(s, 0, 'FL').id, index: 0 });
    answer(s, { t: 'card', card: idOf(s, 0, 'deck', GALLATIN) });
    answer(s, { t: 'unit', seat: 0, circle: 'FL' });
    // A normal call onto its circle: the called Gallatin is retired by the rule action (VG2 9.3.6).
    answer(s, { t: 'call', card: idOf(s, 0, 'hand', MARRON), circle: 'FL' });
    expect(codes(s.players[0].drop)).toEqual([GALLATIN]);
    const deckSize = s.players[0].deck.length;
    playUntil(s, (x) => x.turnPlayer === 1);
    expect(codes(s.players[0].bind)).toEqual([TOUGH]);
    expect(s.players[0].deck.length).toBe(deckSize); // (the next draw is player 2's)
  });

  it('VG2 10.31.2: a vanguard may time leap a chosen rear-guard', () => {
    give(KING, [actDo({ do: 'timeLeap', target: chooseYour('rearguard') })]);
    const s = scenario({
      at: 'main',
      p0: { vanguard: KING, rc: { BL: MARRON, FR: STARDUST }, deck: deck([GALLATIN, TOUGH], STARDUST) },
      p1: { vanguard: KING, deck: deck([]) },
    });
    answer(s, { t: 'act', card: unit(s, 0, 'VC').id, index: 0 });
    expect(prompt(s)).toBe('vg.chooseUnit');
    answer(s, { t: 'unit', seat: 0, circle: 'FR' }); // the grade 0
    expect(codes(s.players[0].bind)).toEqual([STARDUST]);
    const grade1 = s
      .decision!.options.filter((o) => o.t === 'card')
      .map((o) => (o as unknown as { card: number }).card);
    expect(grade1.map((id) => s.players[0].deck.find((c) => c.id === id)!.code)).toEqual([TOUGH]);
    answer(s, { t: 'card', card: grade1[0] });
    answer(s, { t: 'unit', seat: 0, circle: 'FR' });
    expect(unit(s, 0, 'FR').code).toBe(TOUGH);
    expect(unit(s, 0, 'BL').code).toBe(MARRON); // not chosen, not bound
  });

  it('VG2 10.31.1: the effect is written as the time leap action with what it does', () => {
    expect(abilityText(actDo({ do: 'timeLeap', target: thisUnit }))).toMatch(
      /^\[ACT\]\(VC\/RC\):Time leap this unit \(bind it, search your deck for up to one card with a grade one greater than the bound card, call it to \(RC\), and shuffle your deck; at the end of that turn, put the called unit on the bottom of your deck, and if you do, call the bound card to \(RC\)\)\.$/,
    );
  });
});
