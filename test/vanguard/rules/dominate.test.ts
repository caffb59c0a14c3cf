// Vanguard rules tests — dominate (ver. 2.01 10.35).
// Gathered by rules topic from the batch-named files deleteDominate.test.ts, dominateColumns.test.ts, dominateMore.test.ts, dominatePositions.test.ts, dominateTrigger.test.ts, dominateVanguard.test.ts, legionCannot.test.ts.

import { describe, expect, it } from 'vitest';
import type { Seat } from '../../../src/core/types.ts';
import {
  type Ability,
  act,
  auto,
  chooseOpponentRearguard,
  chooseYour,
  cont,
  type Effect,
  harmony,
  power,
  restThis,
  thisUnit,
} from '../../../src/games/vanguard/abilities/dsl.ts';
import { activatedOptions } from '../../../src/games/vanguard/abilities/resolveAbility.ts';
import { formLegion, legionOf } from '../../../src/games/vanguard/legion.ts';
import { type Circle, dominatorOf, lockedOn, type VGState } from '../../../src/games/vanguard/state.ts';
import { inHarmony } from '../../../src/games/vanguard/turnRecords.ts';
import { type CardView, vgView } from '../../../src/games/vanguard/view.ts';
import { moveCard } from '../../../src/games/vanguard/zones.ts';
import {
  attack,
  attackIntoIntercept,
  call,
  crit,
  deck,
  noGuard,
  pw,
  textOf,
  toNextTurn,
  unit,
} from '../cards/helpers.ts';
import { LEADER } from '../legionScenario.ts';
import { answer, autoplay, C, events, idOf, offers, type PlayerSpec, prompt, scenario } from '../scenario.ts';
import { actDo, dominateVanguard, testOnlyAbilities } from '../testAbilities.ts';

// Vanilla trial-deck cards used as hosts (stats in data/vanguard/original-td.cards.json).
const KING = 'TD03/004'; // King of Sword, g2 10000, Intercept «Nova Grappler»

const TOUGH = 'TD03/007'; // Tough Boy, g1 8000, Boost «Nova Grappler»

const WISEMAN = 'TD04/004'; // g2 10000, Intercept «Oracle Think Tank»

const RUTILE = 'TD03/001'; // Gold Rutile, g3 10000, Twin Drive «Nova Grappler»

const OVERLORD = C.overlord; // Dragonic Overlord, g3 11000, Twin Drive «Kagero»

const { give: giveOne } = testOnlyAbilities();

/** Test-only abilities on `code`; Dragonic Overlord's own ("-2000 with no other «Kagero» unit") is taken off. */
function give(code: string, abilities: Ability[]): void {
  if (code !== OVERLORD) giveOne(OVERLORD, []);
  giveOne(code, abilities);
}

/** Player 1 plays the [ACT] `index` of its unit on `circle` in the main phase. */
function playAct(s: VGState, circle: Circle, index = 0): void {
  expect(prompt(s)).toBe('vg.main');
  answer(s, { t: 'act', card: unit(s, 0, circle).id, index });
}

function chooseUnit(s: VGState, seat: 0 | 1, circle: Circle): void {
  answer(s, { t: 'unit', seat, circle });
}

function fieldView(s: VGState, viewer: 0 | 1 | 'spectator', seat: 0 | 1, circle: Circle): CardView {
  const cards = vgView(s, viewer).players[seat].field[circle];
  return cards[cards.length - 1] as CardView;
}

/** "Stand and dominate one of your opponent's rear-guards; it attacks your opponent's vanguard." */
const dominateAndAttack: Effect = {
  do: 'dominate',
  target: chooseOpponentRearguard(),
  stand: true,
  attack: 'vanguard',
};

/** "Dominate one of your opponent's rear-guards until end of turn." */
const dominateForTurn: Effect = { do: 'dominate', target: chooseOpponentRearguard(), until: 'turn' };

function actsOf(s: VGState, seat: 0 | 1): number[] {
  return activatedOptions(s, seat).map((o) => o.card);
}

describe('VG2 10.35 dominate', () => {
  it("VG2 10.35 / VG2 10.35.1 / VG2 10.35.1.1 / VG2 10.34.1: the dominating player becomes the master of the opponent's rear-guard, which attacks its original master's vanguard; the domination ends with that attack", () => {
    give(KING, [actDo(dominateAndAttack)]);
    const s = scenario({
      at: 'main',
      p0: { rc: { FL: KING }, deck: deck() },
      p1: { vanguard: RUTILE, rc: { FR: { code: WISEMAN, rested: true } }, hand: [TOUGH], deck: deck() },
    });
    const wiseman = unit(s, 1, 'FR');
    playAct(s, 'FL');
    chooseUnit(s, 1, 'FR');
    // The attack begins once the ability has resolved (10.34.1); the unit was stood and is dominated.
    expect(s.dominated).toEqual([{ id: wiseman.id, seat: 1, by: 0, until: 'attack' }]);
    expect(fieldView(s, 0, 1, 'FR').dominatedBy).toBe(0);
    autoplay(s, (x) => prompt(x) === 'vg.guard');
    expect(s.decision!.seat).toBe(1); // its original master guards
    expect(s.battle!.attackerSeat).toBe(1);
    expect(s.battle!.attacker).toEqual({ id: wiseman.id, circle: 'FR' });
    expect(unit(s, 1, 'FR').rested).toBe(true);
    // VG2 10.35.6: the attacking dominated unit is no interceptor.
    expect(offers(s, { t: 'intercept' })).toBe(false);
    answer(s, { t: 'pass' });
    autoplay(s, (x) => prompt(x) === 'vg.main');
    expect(events(s, 'compare').at(-1)!.hit).toEqual([true]); // 10000 against 10000
    expect(s.players[1].damage).toHaveLength(1);
    expect(s.dominated).toBeUndefined();
    expect(events(s, 'undominate')).toHaveLength(1);
    expect(textOf(KING)).toBe(
      "[ACT](VC/RC):Choose one of your opponent's rear-guards, and stand it and dominate it, and it attacks your opponent's vanguard (you are the master of a dominated unit, and you choose how it attacks).",
    );
  });

  it("VG2 10.35.1.2 / VG2 10.35.2 / VG2 10.35.4 / VG2 10.35.4.1: with no duration it is dominated while the effect resolves: it is then one of the dominating player's rear-guards, and retired it goes to its owner's drop zone", () => {
    give(KING, [
      actDo({ do: 'dominate', target: chooseOpponentRearguard() }, { do: 'retire', target: chooseYour('rearguard') }),
    ]);
    const s = scenario({ at: 'main', p0: { rc: { FL: KING, FR: TOUGH } }, p1: { rc: { FL: WISEMAN } } });
    playAct(s, 'FL');
    chooseUnit(s, 1, 'FL');
    expect(dominatorOf(s, unit(s, 1, 'FL').id)).toBe(0);
    const choices = s.decision!.options as unknown as { seat: number; circle: string }[];
    expect(choices.map((o) => [o.seat, o.circle])).toEqual([
      [0, 'FL'],
      [0, 'FR'],
      [1, 'FL'],
    ]);
    chooseUnit(s, 1, 'FL');
    expect(s.players[1].drop.map((c) => c.code)).toEqual([WISEMAN]);
    expect(s.players[0].drop).toHaveLength(0);
    expect(s.dominated).toBeUndefined();
  });

  it('VG2 10.35.1.2: once the effect has resolved the unit is no longer dominated', () => {
    give(KING, [actDo({ do: 'dominate', target: chooseOpponentRearguard() })]);
    const s = scenario({ at: 'main', p0: { rc: { FL: KING } }, p1: { rc: { FL: WISEMAN } } });
    playAct(s, 'FL');
    chooseUnit(s, 1, 'FL');
    expect(prompt(s)).toBe('vg.main');
    expect(s.dominated).toBeUndefined();
    expect(events(s, 'dominate')).toHaveLength(1);
    expect(events(s, 'undominate')).toHaveLength(1);
  });

  it('VG2 10.35.1.1.1 / VG2 10.35.1.1.2 / VG2 10.35.2.1: a dominated unit counts as a rear-guard of the dominating player, not of its original master, and cannot be dominated again', () => {
    const twoOrMore = { if: 'compare', left: { of: 'rearguards', whose: 'you' }, op: '>=', right: 2 } as const;
    give(KING, [
      actDo({ do: 'dominate', target: chooseOpponentRearguard(), until: 'turn' }),
      cont({ zones: ['RC'], condition: twoOrMore, effect: { cont: 'modify', stat: 'power', n: 1000 } }),
    ]);
    const s = scenario({ at: 'main', p0: { rc: { FL: KING } }, p1: { rc: { FL: WISEMAN, FR: KING } } });
    expect(pw(s, 0, 'FL')).toBe(10000);
    expect(pw(s, 1, 'FR')).toBe(11000);
    playAct(s, 'FL');
    chooseUnit(s, 1, 'FL');
    expect(dominatorOf(s, unit(s, 1, 'FL').id)).toBe(0);
    expect(pw(s, 0, 'FL')).toBe(11000); // two rear-guards now
    expect(pw(s, 1, 'FR')).toBe(10000); // only one left
    // Played again, only the undominated rear-guard may be chosen.
    playAct(s, 'FL');
    expect((s.decision!.options as unknown as { circle: string }[]).map((o) => o.circle)).toEqual(['FR']);
    chooseUnit(s, 1, 'FR');
    expect(s.dominated!.map((d) => d.id)).toEqual([unit(s, 1, 'FL').id, unit(s, 1, 'FR').id]);
    toNextTurn(s); // "until end of turn"
    expect(s.dominated).toBeUndefined();
  });

  it('VG2 10.35.6: a dominated rear-guard cannot intercept for its original master, nor boost its attack', () => {
    const dominateOne: Ability = auto({
      trigger: { on: 'intercepts' },
      effects: [{ do: 'dominate', target: chooseOpponentRearguard(), until: 'turn' }],
    });
    give(KING, [actDo({ do: 'dominate', target: chooseOpponentRearguard(), until: 'turn' })]);
    give(WISEMAN, [dominateOne]);
    const s = scenario({
      at: 'main',
      p0: { vanguard: RUTILE, rc: { FL: KING, FR: KING, BC: TOUGH }, deck: deck() },
      p1: { vanguard: RUTILE, rc: { FL: KING, FR: WISEMAN }, deck: deck() },
    });
    playAct(s, 'FL');
    chooseUnit(s, 1, 'FL');
    answer(s, { t: 'pass' });
    attack(s, 'FR', 'VC');
    expect(s.decision!.options.filter((o) => o.t === 'intercept')).toEqual([{ t: 'intercept', circle: 'FR' }]);
    // Player 2's Wiseman intercepts, and its ability dominates player 1's booster until end of turn.
    answer(s, { t: 'intercept', circle: 'FR' });
    autoplay(s, (x) => prompt(x) === 'vg.chooseUnit');
    chooseUnit(s, 0, 'BC');
    expect(dominatorOf(s, unit(s, 0, 'BC').id)).toBe(1);
    autoplay(s, (x) => prompt(x) === 'vg.attack');
    expect(dominatorOf(s, unit(s, 0, 'BC').id)).toBe(1); // until end of turn
    answer(s, { t: 'yes' });
    answer(s, { t: 'circle', circle: 'VC' });
    answer(s, { t: 'circle', circle: 'VC' });
    expect(prompt(s)).not.toBe('vg.boost');
  });

  it('VG2 10.35.2.4: a dominated unit that is locked is no longer dominated', () => {
    give(KING, [
      actDo({ do: 'dominate', target: chooseOpponentRearguard(), until: 'turn' }),
      actDo({ do: 'lock', target: chooseYour('rearguard') }),
    ]);
    const s = scenario({ at: 'main', p0: { rc: { FL: KING } }, p1: { rc: { FR: WISEMAN } } });
    playAct(s, 'FL');
    chooseUnit(s, 1, 'FR');
    playAct(s, 'FL', 1);
    chooseUnit(s, 1, 'FR'); // it is one of your rear-guards while dominated (10.35.2)
    const locked = lockedOn(s, 1, 'FR')!;
    expect(dominatorOf(s, locked.id)).toBeUndefined();
    expect(fieldView(s, 0, 1, 'FR').dominatedBy).toBeUndefined();
  });
});

// From the former dominateMore.test.ts:
// Rules tests for the rest of Dominate (VG2 10.35): the dominating player plays a dominated unit's abilities as its
// master (10.35.2.3, 10.35.2.3.1), its own [CONT]s and the effects reaching it are its master's (10.35.2.2), a
// dominated unit moves only within its original master's field (10.35.4.2–10.35.4.3, 10.35.5), decks shuffle
// together (10.35.2.5) and a Force circle's change does not reach it (10.35.8). The first tests of dominate are in
// deleteDominate.test.ts. No trial-deck card dominates, so vanilla cards get test-only abilities.

describe('VG2 10.35 dominate: the dominated unit is used by its dominating player', () => {
  it("VG2 10.35.2.3 / VG2 10.35.5: the dominating player plays a dominated rear-guard's [ACT] as its master: it pays the cost with that unit, and the effects are that player's", () => {
    give(KING, [actDo(dominateForTurn)]);
    // "[ACT](RC) Rest this unit: draw a card, and this unit gets Power +3000 until end of turn."
    give(WISEMAN, [
      act({ zones: ['RC'], cost: [restThis], effects: [{ do: 'draw', n: 1 }, power(thisUnit, 3000, 'turn')] }),
    ]);
    const s = scenario({
      at: 'main',
      p0: { rc: { FL: KING }, deck: deck() },
      p1: { rc: { FR: WISEMAN }, deck: deck() },
    });
    const wiseman = unit(s, 1, 'FR').id;
    expect(actsOf(s, 0)).not.toContain(wiseman);
    expect(actsOf(s, 1)).toContain(wiseman);
    playAct(s, 'FL');
    chooseUnit(s, 1, 'FR');
    expect(actsOf(s, 0)).toContain(wiseman); // its master now
    expect(actsOf(s, 1)).not.toContain(wiseman);
    const hands = [s.players[0].hand.length, s.players[1].hand.length];
    answer(s, { t: 'act', card: wiseman, index: 0 });
    autoplay(s, (x) => prompt(x) === 'vg.main');
    expect(events(s, 'playAbility').at(-1)).toMatchObject({ seat: 0, card: { id: wiseman } });
    expect([s.players[0].hand.length, s.players[1].hand.length]).toEqual([hands[0] + 1, hands[1]]);
    // VG2 10.35.5: it is still on its original master's circle, rested by the cost and with the +3000.
    expect(unit(s, 1, 'FR').id).toBe(wiseman);
    expect(unit(s, 1, 'FR').rested).toBe(true);
    expect(pw(s, 1, 'FR')).toBe(13000);
    expect(actsOf(s, 0)).not.toContain(wiseman); // rested, its cost cannot be paid again
  });

  it('VG2 10.35.2.3 / VG2 10.35.2.3.1: a dominated unit\'s "when this unit attacks" and "when its attack hits" are played by the dominating player', () => {
    give(KING, [actDo({ do: 'dominate', target: chooseOpponentRearguard(), stand: true, attack: 'vanguard' })]);
    give(WISEMAN, [
      auto({ zones: ['RC'], trigger: { on: 'attacks' }, effects: [power(thisUnit, 5000, 'battle')] }),
      auto({ zones: ['RC'], trigger: { on: 'hits' }, effects: [{ do: 'draw', n: 1 }] }),
    ]);
    const s = scenario({
      at: 'main',
      p0: { rc: { FL: KING }, deck: deck() },
      p1: { vanguard: RUTILE, rc: { FR: { code: WISEMAN, rested: true } }, hand: [TOUGH], deck: deck() },
    });
    const wiseman = unit(s, 1, 'FR').id;
    playAct(s, 'FL');
    chooseUnit(s, 1, 'FR');
    autoplay(s, (x) => prompt(x) === 'vg.guard');
    const standby = events(s, 'standby').filter((e) => (e.card as { id: number }).id === wiseman);
    expect(standby.map((e) => e.seat)).toEqual([0]);
    expect(pw(s, 1, 'FR')).toBe(15000); // its +5000 was played
    const hand0 = s.players[0].hand.length;
    const hand1 = s.players[1].hand.length;
    answer(s, { t: 'pass' });
    autoplay(s, (x) => prompt(x) === 'vg.main');
    expect(s.players[1].damage).toHaveLength(1);
    expect(s.players[0].hand.length).toBe(hand0 + 1); // the dominating player drew for its hit
    expect(s.players[1].hand.length).toBe(hand1);
    expect(events(s, 'playAbility').filter((e) => (e.card as { id: number }).id === wiseman)).toHaveLength(2);
    expect(events(s, 'playAbility').every((e) => e.seat === 0)).toBe(true);
  });

  it('VG2 10.35.2.3.1 / VG2 10.35.4.2 / VG2 10.35.4.3: an automatic ability triggered while dominated is played by the player dominating it then, though the domination ended before; the dominated unit moves only to circles of its own field', () => {
    // "Dominate one of your opponent's rear-guards, then move one of your rear-guards": the domination lasts
    // while this resolves (10.35.1.2).
    give(KING, [
      actDo({ do: 'dominate', target: chooseOpponentRearguard() }, { do: 'move', target: chooseYour('rearguard') }),
    ]);
    // "When this unit moves, draw a card, and this unit gets Power +2000 until end of turn."
    give(WISEMAN, [
      auto({ zones: ['RC'], trigger: { on: 'moves' }, effects: [{ do: 'draw', n: 1 }, power(thisUnit, 2000, 'turn')] }),
    ]);
    const s = scenario({
      at: 'main',
      p0: { rc: { FL: KING }, deck: deck() },
      p1: { rc: { FR: WISEMAN, BL: TOUGH }, deck: deck() },
    });
    const wiseman = unit(s, 1, 'FR').id;
    const hands = [s.players[0].hand.length, s.players[1].hand.length];
    playAct(s, 'FL');
    chooseUnit(s, 1, 'FR');
    chooseUnit(s, 1, 'FR'); // the dominated unit is one of "your rear-guards"
    // VG2 10.35.4.2: not onto a circle of the dominating player; 10.35.4.3: any empty one of its owner's field.
    const options = s.decision!.options as unknown as { seat: number; circle: string }[];
    expect(options.map((o) => [o.seat, o.circle])).toEqual([
      [1, 'FL'],
      [1, 'BC'],
      [1, 'BR'],
    ]);
    chooseUnit(s, 1, 'BR');
    autoplay(s, (x) => prompt(x) === 'vg.main');
    expect(unit(s, 1, 'BR').id).toBe(wiseman);
    expect(dominatorOf(s, wiseman)).toBeUndefined(); // the domination ended with the ability
    expect(events(s, 'standby').at(-1)).toMatchObject({ seat: 0, card: { id: wiseman } });
    expect(events(s, 'playAbility').at(-1)).toMatchObject({ seat: 0, card: { id: wiseman } });
    expect([s.players[0].hand.length, s.players[1].hand.length]).toEqual([hands[0] + 1, hands[1]]);
    expect(pw(s, 1, 'BR')).toBe(12000);
  });

  it("VG2 10.35.2.2 / VG2 10.35.2.3: a dominated unit gets the dominating player's effects on its units, not its original master's, and its own [CONT]s are its dominating player's", () => {
    const yourUnitsGet = (n: number): Ability =>
      cont({ zones: ['VC'], effect: { cont: 'unitsModify', filter: {}, stat: 'power', n } });
    give(KING, [actDo(dominateForTurn)]);
    give(RUTILE, [yourUnitsGet(2000)]);
    // "During your turn, this unit gets Power +3000. Your units get Power +500."
    give(WISEMAN, [
      cont({ zones: ['RC'], duringYourTurn: true, effect: { cont: 'modify', stat: 'power', n: 3000 } }),
      cont({ zones: ['RC'], effect: { cont: 'unitsModify', filter: {}, stat: 'power', n: 500 } }),
    ]);
    give(OVERLORD, [yourUnitsGet(1000)]);
    const s = scenario({
      at: 'main',
      p0: { vanguard: RUTILE, rc: { FL: KING }, deck: deck() },
      p1: { vanguard: OVERLORD, rc: { FR: WISEMAN, FL: TOUGH }, deck: deck() },
    });
    expect(pw(s, 1, 'FR')).toBe(11500); // player 2's +1000, its own +500; not its turn, so not the +3000
    expect(pw(s, 1, 'FL')).toBe(9500);
    expect(pw(s, 0, 'FL')).toBe(12000);
    playAct(s, 'FL');
    chooseUnit(s, 1, 'FR');
    expect(pw(s, 1, 'FR')).toBe(15500); // player 1's +2000, its +500, and +3000 in its master's turn
    expect(pw(s, 1, 'FL')).toBe(9000); // player 2's other unit keeps player 2's +1000 only
    expect(pw(s, 0, 'FL')).toBe(12500); // its +500 reaches its master's units
  });

  it('VG2 10.35.2.5: when a dominated unit\'s ability returns it to its owner\'s deck and shuffles "your" deck, every player shuffles', () => {
    give(KING, [actDo(dominateForTurn)]);
    give(WISEMAN, [act({ zones: ['RC'], cost: [], effects: [{ do: 'returnThisToDeck' }] })]);
    const s = scenario({
      at: 'main',
      p0: { rc: { FL: KING }, deck: deck() },
      p1: { rc: { FR: WISEMAN }, deck: deck() },
    });
    const decks = [s.players[0].deck.length, s.players[1].deck.length];
    playAct(s, 'FL');
    chooseUnit(s, 1, 'FR');
    const from = events(s, 'shuffle').length;
    answer(s, { t: 'act', card: unit(s, 1, 'FR').id, index: 0 });
    autoplay(s, (x) => prompt(x) === 'vg.main');
    expect([s.players[0].deck.length, s.players[1].deck.length]).toEqual([decks[0], decks[1] + 1]);
    expect(s.players[1].deck.some((c) => c.code === WISEMAN)).toBe(true); // VG2 10.35.4.1: its owner's deck
    expect(
      events(s, 'shuffle')
        .slice(from)
        .map((e) => e.seat)
        .sort(),
    ).toEqual([0, 1]);
  });

  it("VG2 10.35.8: a dominated unit on a Force circle does not get that circle's power", () => {
    // Player 2's Wiseman intercepts; its ability dominates one of player 1's rear-guards until end of turn.
    give(WISEMAN, [auto({ trigger: { on: 'intercepts' }, effects: [dominateForTurn] })]);
    const s = scenario({
      at: 'main',
      p0: { vanguard: RUTILE, rc: { FL: KING, FR: KING }, deck: deck() },
      p1: { vanguard: RUTILE, rc: { FR: WISEMAN }, deck: deck() },
    });
    s.gifts = [{ seat: 0, gift: 'force', circle: 'FL' }];
    expect(pw(s, 0, 'FL')).toBe(20000);
    attackIntoIntercept(s, 'FR', 'FR');
    autoplay(s, (x) => prompt(x) === 'vg.chooseUnit');
    chooseUnit(s, 0, 'FL');
    expect(dominatorOf(s, unit(s, 0, 'FL').id)).toBe(1);
    expect(pw(s, 0, 'FL')).toBe(10000);
  });
});

{
  // The tests gathered from dominateColumns.test.ts, with its helpers: some of their names mean something else above.

  const KING = 'TD03/004'; // King of Sword, g2 10000

  const TOUGH = 'TD03/007'; // Tough Boy, g1 8000

  const WISEMAN = 'TD04/004'; // g2 10000

  const RUTILE = 'TD03/001'; // Gold Rutile, g3 10000

  const TEJAS = 'TD02/006'; // Wyvern Strike, Tejas: may attack an opponent's back-row unit of its column

  const { give } = testOnlyAbilities();

  /** "Dominate one of your opponent's rear-guards until end of turn." */
  const dominateForTheTurn: Effect = { do: 'dominate', target: chooseOpponentRearguard(), until: 'turn' };

  /** Player 1's King of Sword (on `kingAt`) dominates player 2's rear-guard on (FR) for the turn. */
  function dominateFR(p0: PlayerSpec, p1: PlayerSpec): VGState {
    give(KING, [actDo(dominateForTheTurn)]);
    const s = scenario({
      at: 'main',
      p0: { vanguard: RUTILE, deck: deck(), ...p0 },
      p1: { vanguard: RUTILE, deck: deck(), ...p1 },
    });
    expect(prompt(s)).toBe('vg.main');
    answer(s, { t: 'act', card: unit(s, 0, 'VC').code === KING ? unit(s, 0, 'VC').id : kingId(s), index: 0 });
    answer(s, { t: 'unit', seat: 1, circle: 'FR' });
    expect(dominatorOf(s, unit(s, 1, 'FR').id)).toBe(0);
    return s;
  }

  /** The circles player 1's unit on `from` is offered to attack (the attack question answered yes, the attacker chosen). */
  function targetsOf(s: VGState, from: 'FL' | 'FR' | 'VC'): string[] {
    expect(prompt(s)).toBe('vg.attack');
    answer(s, { t: 'yes' });
    answer(s, { t: 'circle', circle: from });
    return (s.decision!.options as unknown as { circle: string }[]).map((o) => o.circle);
  }

  function kingId(s: VGState): number {
    for (const c of ['FL', 'FR', 'BL', 'BC', 'BR'] as const)
      if (s.players[0].field[c][0]?.code === KING) return s.players[0].field[c][0].id;
    throw new Error("no King of Sword on player 1's field");
  }

  // From the former dominateColumns.test.ts:
  // Rules tests for columns with dominated units (VG2 10.35.1.1.1, 10.35.2, 10.35.3, 10.35.3.1): a dominated unit is
  // its dominating player's unit, in that player's column as that player sees it (the opponent's right column is its
  // left column), and no longer a unit of its original master. Every "same column" reading goes through that: Harmony
  // (11.34.1), Dark Device (11.36.1.1), "an opponent's unit in the back row of the same column", and which opponent's
  // units an attack may choose. No trial-deck card dominates: vanilla cards get test-only abilities.

  describe("VG2 10.35.3.1: a dominated unit is in its dominating player's column", () => {
    it("VG2 11.34.1 / VG2 10.35.3.1 / VG2 10.35.2: Harmony of a dominated unit on the opponent's (FR) triggers when its dominating player places a unit in its own left column — not its right", () => {
      give(WISEMAN, [harmony(['RC'])]);
      const s = dominateFR({ rc: { BR: KING }, hand: [TOUGH, TOUGH] }, { rc: { FR: WISEMAN } });
      const wiseman = unit(s, 1, 'FR').id;
      call(s, TOUGH, 'FR'); // player 1's right column faces player 2's left column: not Wiseman's
      expect(events(s, 'harmony')).toHaveLength(0);
      call(s, TOUGH, 'FL'); // player 1's left column holds player 2's right column: Wiseman's, seen from player 1
      expect(events(s, 'harmony')).toHaveLength(1);
      expect(inHarmony(s, 0, wiseman)).toBe(true);
      expect(inHarmony(s, 0, unit(s, 0, 'FL').id)).toBe(true);
    });

    it("VG2 11.34.1 / VG2 10.35.1.1.1: a dominated unit is no longer its original master's, so that player's unit placed in its column leaves its Harmony silent (positive control: the same placement before domination)", () => {
      give(WISEMAN, [harmony(['RC'])]);
      // Player 2's turn: Wiseman (FR) and player 2 calls Tough Boy behind it: harmony.
      const before = scenario({
        at: 'main',
        turnPlayer: 1,
        p0: { deck: deck() },
        p1: { vanguard: RUTILE, rc: { FR: WISEMAN }, hand: [TOUGH], deck: deck() },
      });
      answer(before, { t: 'call', circle: 'BR' });
      expect(events(before, 'harmony')).toHaveLength(1);
      // Dominated by player 1: player 2's units are no longer its own (checked with the dominating player's call).
      const s = dominateFR({ rc: { BR: KING }, hand: [TOUGH] }, { rc: { FR: WISEMAN, BR: TOUGH } });
      call(s, TOUGH, 'FR');
      expect(events(s, 'harmony')).toHaveLength(0);
    });

    it("VG2 11.36.1.1 / VG2 10.35.3.1: a dominated unit's Dark Device reads its dominating player's column: the opponent's units facing player 1's left column, its own (FR)/(BR)", () => {
      give(WISEMAN, [
        cont({ zones: ['RC'], gate: { kw: 'darkDevice' }, effect: { cont: 'modify', stat: 'power', n: 5000 } }),
      ]);
      // Player 2's unit on (BL) is in player 1's right column: not in Wiseman's column once dominated.
      const open = dominateFR({ rc: { BR: KING } }, { rc: { FR: WISEMAN, BL: TOUGH } });
      expect(pw(open, 1, 'FR')).toBe(15000);
      // Player 2's unit on (BR) is in player 1's left column with Wiseman, and player 2 is the dominating player's opponent.
      const closed = dominateFR({ rc: { BR: KING } }, { rc: { FR: WISEMAN, BR: TOUGH } });
      expect(pw(closed, 1, 'FR')).toBe(10000);
    });

    it("VG2 11.36.1.1 / VG2 10.35.1.1.1: a unit its master dominates is not an opponent's unit in the column of that master's Dark Device unit", () => {
      give(TOUGH, [
        cont({ zones: ['RC'], gate: { kw: 'darkDevice' }, effect: { cont: 'modify', stat: 'power', n: 5000 } }),
      ]);
      // Positive control: player 2's Wiseman on (FR) faces player 1's (FL), so Tough Boy there has no bonus.
      const undominated = scenario({
        at: 'main',
        p0: { vanguard: RUTILE, rc: { FL: TOUGH, BR: KING }, deck: deck() },
        p1: { rc: { FR: WISEMAN }, deck: deck() },
      });
      expect(pw(undominated, 0, 'FL')).toBe(8000);
      const s = dominateFR({ rc: { FL: TOUGH, BR: KING } }, { rc: { FR: WISEMAN } });
      expect(pw(s, 0, 'FL')).toBe(13000);
    });

    it("VG2 10.35.2 / VG2 7.4.1.6: a unit the turn player dominates is that player's own unit, so no attack may choose it (positive control: the opponent's other front-row rear-guard)", () => {
      const s = dominateFR({ rc: { FL: KING } }, { rc: { FR: WISEMAN, FL: TOUGH } });
      answer(s, { t: 'pass' });
      expect(targetsOf(s, 'FL').sort()).toEqual(['FL', 'VC']);
    });

    it('VG2 10.35.3.1: "an opponent\'s unit in the back row of the same column" is never a unit its attacker\'s master dominates', () => {
      // Tejas on (FL) may attack player 2's (BR) — unless player 1 dominates the unit there.
      const free = scenario({
        at: 'battle',
        p0: { vanguard: RUTILE, rc: { FL: TEJAS }, deck: deck() },
        p1: { rc: { BR: WISEMAN }, deck: deck() },
      });
      expect(targetsOf(free, 'FL')).toContain('BR');
      give(KING, [actDo({ do: 'dominate', target: chooseOpponentRearguard(), until: 'turn' })]);
      const s = scenario({
        at: 'main',
        p0: { vanguard: KING, rc: { FL: TEJAS }, deck: deck() },
        p1: { rc: { BR: WISEMAN }, deck: deck() },
      });
      answer(s, { t: 'act', card: unit(s, 0, 'VC').id, index: 0 });
      answer(s, { t: 'unit', seat: 1, circle: 'BR' });
      answer(s, { t: 'pass' });
      expect(targetsOf(s, 'FL')).toEqual(['VC']);
    });
  });
}

{
  // The tests gathered from dominatePositions.test.ts, with its helpers: some of their names mean something else above.

  const KING = 'TD03/004'; // King of Sword, g2 10000

  const TOUGH = 'TD03/007'; // Tough Boy, g1 8000, Boost

  const WISEMAN = 'TD04/004'; // g2 10000

  const RUTILE = 'TD03/001'; // Gold Rutile, g3 10000

  const { give } = testOnlyAbilities();

  /** "Stand and dominate one of your opponent's rear-guards; it attacks your opponent's vanguard." */
  const dominateToAttack: Effect = {
    do: 'dominate',
    target: chooseOpponentRearguard(),
    stand: true,
    attack: 'vanguard',
  };

  function playAct(s: VGState, circle: Circle, index = 0): void {
    expect(prompt(s)).toBe('vg.main');
    answer(s, { t: 'act', card: unit(s, 0, circle).id, index });
  }

  const chosenCircles = (s: VGState) =>
    (s.decision!.options as unknown as { seat: number; circle: string }[]).map((o) => [o.seat, o.circle]);

  /**
   * Player 1 (King of Sword on (FL), a booster on each back circle) plays `dominateToAttack` on player 2's Wiseman,
   * its only rear-guard, on `circle`.
   */
  function dominateWisemanOn(circle: 'FL' | 'FR' | 'BR'): VGState {
    give(KING, [actDo(dominateToAttack)]);
    const s = scenario({
      at: 'main',
      p0: { vanguard: RUTILE, rc: { FL: KING, BL: TOUGH, BR: TOUGH }, deck: deck() },
      p1: { vanguard: RUTILE, rc: { [circle]: WISEMAN }, hand: [C.wingal], deck: deck() },
    });
    playAct(s, 'FL');
    answer(s, { t: 'unit', seat: 1, circle });
    return s;
  }

  // From the former dominatePositions.test.ts:
  // Rules tests for the position of a dominated unit (VG2 10.35.3–10.35.3.2: read from the dominating player's side,
  // the opponent's right column being its left column, rows kept) and for calls onto the circle a dominated unit is
  // on (10.35.5.1). No trial-deck card dominates, so vanilla cards get test-only abilities.

  describe('VG2 10.35.3 the position of a dominated unit is read from its dominating player', () => {
    it("VG2 10.35.3 / VG2 10.35.3.1: a dominated rear-guard from the opponent's right column is in the dominating player's left column, so that player's left back unit boosts it", () => {
      const s = dominateWisemanOn('FR');
      const wiseman = unit(s, 1, 'FR').id;
      autoplay(s, (x) => prompt(x) === 'vg.boost');
      expect(prompt(s)).toBe('vg.boost');
      answer(s, { t: 'yes' });
      expect(events(s, 'boost').at(-1)).toMatchObject({ seat: 0, circle: 'BL' });
      expect(unit(s, 0, 'BL').rested).toBe(true);
      expect(unit(s, 0, 'BR').rested).toBe(false);
      expect(dominatorOf(s, wiseman)).toBe(0);
      expect(pw(s, 1, 'FR')).toBe(10000 + 8000); // the booster's power is added to the dominated attacker's
    });

    it("VG2 10.35.3.1: and the other way round — from the opponent's left column, the dominating player's right back unit boosts it", () => {
      const s = dominateWisemanOn('FL');
      autoplay(s, (x) => prompt(x) === 'vg.boost');
      answer(s, { t: 'yes' });
      expect(events(s, 'boost').at(-1)).toMatchObject({ seat: 0, circle: 'BR' });
      expect(pw(s, 1, 'FL')).toBe(18000);
    });

    it("VG2 10.35.3.2: rows stay rows — a dominated front-row rear-guard is one of the dominating player's front-row rear-guards, a dominated back-row one is not", () => {
      // "Choose one of your rear-guards in the front row; it gets Power +5000 until end of turn."
      const frontRowPower: Ability = actDo({
        do: 'modify',
        target: { unit: 'choose', side: 'you', what: 'rearguard', n: 1, filter: { frontRow: true } },
        stat: 'power',
        n: 5000,
        until: 'turn',
      });
      give(KING, [actDo({ do: 'dominate', target: chooseOpponentRearguard(), until: 'turn' }), frontRowPower]);
      const s = scenario({
        at: 'main',
        p0: { vanguard: RUTILE, rc: { FL: KING, BR: TOUGH }, deck: deck() },
        p1: { vanguard: RUTILE, rc: { FR: WISEMAN, BL: TOUGH }, deck: deck() },
      });
      playAct(s, 'FL');
      answer(s, { t: 'unit', seat: 1, circle: 'FR' });
      playAct(s, 'FL');
      answer(s, { t: 'unit', seat: 1, circle: 'BL' });
      expect(dominatorOf(s, unit(s, 1, 'BL').id)).toBe(0);
      playAct(s, 'FL', 1);
      expect(chosenCircles(s)).toEqual([
        [0, 'FL'],
        [1, 'FR'],
      ]);
      answer(s, { t: 'unit', seat: 1, circle: 'FR' });
      autoplay(s, (x) => prompt(x) === 'vg.main');
      expect(pw(s, 1, 'FR')).toBe(15000);
    });

    it('VG2 10.35.3.2: a dominated back-row rear-guard made to attack is boosted by no unit: none of the dominating player is behind it', () => {
      const s = dominateWisemanOn('BR');
      autoplay(s, (x) => prompt(x) === 'vg.boost' || prompt(x) === 'vg.guard');
      expect(prompt(s)).toBe('vg.guard');
      expect(events(s, 'attack').at(-1)).toMatchObject({ seat: 0, from: 'BR', fromSeat: 1 });
      expect(events(s, 'boost')).toHaveLength(0);
    });
  });

  describe('VG2 10.35.5.1 calling onto the circle of a dominated unit', () => {
    it("VG2 10.35.5 / VG2 10.35.5.1: the dominating player's calls never go onto the circle its dominated unit is on; its original master's card may be called there", () => {
      give(KING, [
        actDo({ do: 'dominate', target: chooseOpponentRearguard(), until: 'turn' }),
        actDo({ do: 'call', from: 'hand', n: 1 }),
      ]);
      // Player 2's intercepting unit calls a card from its hand ("when this unit intercepts, call a card").
      give(WISEMAN, [auto({ trigger: { on: 'intercepts' }, effects: [{ do: 'call', from: 'hand', n: 1 }] })]);
      const s = scenario({
        at: 'main',
        p0: { vanguard: RUTILE, rc: { FL: KING, FR: KING }, hand: [C.wingal], deck: deck() },
        p1: { vanguard: RUTILE, rc: { FL: TOUGH, FR: WISEMAN, BL: TOUGH, BC: TOUGH }, hand: [C.marron], deck: deck() },
      });
      const tough = unit(s, 1, 'FL').id;
      playAct(s, 'FL');
      answer(s, { t: 'unit', seat: 1, circle: 'FL' });
      expect(dominatorOf(s, tough)).toBe(0);
      // Player 1 calls by its effect: only its own free circles, never player 2's FL where its dominated unit is.
      playAct(s, 'FL', 1);
      autoplay(s, (x) => prompt(x) === 'vg.callTo' || prompt(x) === 'vg.main');
      expect(prompt(s)).toBe('vg.callTo');
      expect(chosenCircles(s)).toEqual([
        [0, 'FL'],
        [0, 'FR'],
        [0, 'BL'],
        [0, 'BC'],
        [0, 'BR'],
      ]);
      answer(s, { t: 'unit', seat: 0, circle: 'BL' });
      autoplay(s, (x) => prompt(x) === 'vg.main');
      expect(unit(s, 1, 'FL').id).toBe(tough);
      // Player 2, master of that circle, calls its own card onto it: the dominated unit is retired (9.3.6).
      attackIntoIntercept(s, 'FR', 'FR');
      autoplay(s, (x) => prompt(x) === 'vg.callTo');
      expect(chosenCircles(s)).toContainEqual([1, 'FL']);
      answer(s, { t: 'unit', seat: 1, circle: 'FL' });
      autoplay(s, (x) => prompt(x) === 'vg.guard' || prompt(x) === 'vg.main');
      expect(unit(s, 1, 'FL').id).toBe(idOf(s, 1, 'FL', C.marron));
      expect(s.players[1].drop.map((c) => c.code)).toContain(TOUGH);
    });
  });
}

{
  // The tests gathered from dominateTrigger.test.ts, with its helpers: some of their names mean something else above.

  const KING = 'TD03/004'; // King of Sword, g2 10000 «Nova Grappler»

  const { give } = testOnlyAbilities();

  /**
   * Player 1 («Kagero» Overlord, «Nova Grappler» King) dominates player 2's «Royal Paladin» Brigitte (Twin Drive),
   * which attacks player 2's Bahr; player 1's deck has `top` on top. Stops at the first trigger prompt.
   */
  function dominatedDrive(top: string[]): VGState {
    give(KING, [actDo(dominateVanguard)]);
    const s = scenario({
      at: 'main',
      p0: { vanguard: C.overlord, rc: { FL: KING }, deck: deck(top) },
      p1: { vanguard: { code: C.brigitte, rested: true }, rc: { FL: C.bahr }, hand: [C.wingal], deck: deck() },
    });
    answer(s, { t: 'act', card: unit(s, 0, 'FL').id, index: 0 });
    answer(s, { t: 'unit', seat: 1, circle: 'VC' });
    answer(s, { t: 'unit', seat: 1, circle: 'FL' });
    autoplay(s, (x) => prompt(x) === 'vg.guard' || prompt(x) === 'vg.boost');
    noGuard(s);
    autoplay(s, (x) => prompt(x) === 'vg.triggerOrder' || x.battle === null);
    return s;
  }

  // From the former dominateTrigger.test.ts:
  // A dominated vanguard's drive check (VG2 10.35.7) reveals a trigger of the dominating player, who may give its
  // bonuses to the dominated unit: it is one of that player's units (10.35.2), so the trigger's "choose one of your
  // units" (2.8.1.1.2) offers it, naming the field it is on. No trial-deck card dominates, so vanilla cards get
  // test-only abilities.

  describe('VG2 10.35.2 trigger bonuses for a dominated unit', () => {
    it("VG2 10.35.2 / VG2 10.35.7 / VG2 2.8.1.1.2: a trigger from a dominated vanguard's drive check is active through the dominated unit's clan, and its critical and power may go to that unit on the opponent's field", () => {
      // A «Royal Paladin» critical trigger: player 1's own units are «Kagero» and «Nova Grappler» only.
      const s = dominatedDrive([C.critRP]);
      expect(events(s, 'triggerCheck')[0]).toMatchObject({ seat: 0, active: true });
      expect(prompt(s)).toBe('vg.triggerOrder');
      const own = pw(s, 0, 'VC');
      answer(s, s.decision!.options[0] as never); // critical, then power
      expect(prompt(s)).toBe('vg.triggerCritical');
      // Player 1's own units (no seat named), then the unit it dominates on player 2's field.
      expect(s.decision!.options).toEqual([
        { t: 'circle', circle: 'VC' },
        { t: 'circle', circle: 'FL' },
        { t: 'circle', circle: 'VC', seat: 1 },
      ]);
      answer(s, { t: 'circle', circle: 'VC', seat: 1 });
      expect(prompt(s)).toBe('vg.triggerPower');
      answer(s, { t: 'circle', circle: 'VC', seat: 1 });
      expect(crit(s, 1, 'VC')).toBe(2);
      expect(pw(s, 1, 'VC')).toBe(10000 + 5000);
      expect(crit(s, 0, 'VC')).toBe(1);
      expect(pw(s, 0, 'VC')).toBe(own);
    });

    it('VG2 10.35.2: without a dominated unit of its clan the trigger revealed is not active', () => {
      // Same position, but player 1's Brigitte is not dominated: the «Royal Paladin» trigger of player 1's own
      // vanguard's drive check matches none of player 1's units.
      const s = scenario({ at: 'battle', p0: { vanguard: C.overlord, deck: deck([C.critRP]) }, p1: { deck: deck() } });
      attack(s, 'VC', 'VC');
      autoplay(s, (x) => x.battle === null || events(x, 'triggerCheck').length > 0);
      expect(events(s, 'triggerCheck')[0]).toMatchObject({ seat: 0, active: false });
    });
  });
}

{
  // The tests gathered from dominateVanguard.test.ts, with its helpers: some of their names mean something else above.

  const LEADER = C.brigitte; // grade 3, 10000, Twin Drive, Royal Paladin

  const MATE = C.blasterBlade; // grade 2, 9000, Royal Paladin

  const KING = 'TD03/004'; // King of Sword, g2 10000

  const TOUGH = 'TD03/007'; // Tough Boy, g1 8000, Boost

  const { give } = testOnlyAbilities();

  /** Player 1's main phase; player 2 has `vanguard` (in legion with Blaster Blade if `legion`) and a Bahr on (FL). */
  function position(legion: boolean, rc: Record<string, string> = {}): VGState {
    give(KING, [actDo(dominateVanguard)]);
    const s = scenario({
      at: 'main',
      p0: { vanguard: C.overlord, rc: { FL: KING, ...rc }, deck: deck() },
      p1: { vanguard: { code: LEADER, rested: true }, rc: { FL: C.bahr }, hand: [C.wingal], deck: deck([MATE]) },
    });
    if (legion) {
      const card = s.players[1].deck.find((c) => c.code === MATE)!;
      formLegion(s, 1, unit(s, 1, 'VC'), moveCard(s, 1, card, 'deck', 'VC', { rested: true }));
    }
    answer(s, { t: 'act', card: unit(s, 0, 'FL').id, index: 0 });
    answer(s, { t: 'unit', seat: 1, circle: 'VC' }); // the unit dominated
    answer(s, { t: 'unit', seat: 1, circle: 'FL' }); // the rear-guard it attacks
    return s;
  }

  // From the former dominateVanguard.test.ts:
  // Rules tests for a dominated vanguard (VG2 10.35.7: its drive checks reveal the dominating player's deck) and a
  // dominated legion (10.35.1.4: the Legion Mate is dominated with its Legion Leader, and they attack as one unit,
  // 10.25.5). No trial-deck card dominates, so vanilla cards get test-only abilities.

  describe('VG2 10.35.7 a dominated vanguard attacks for the dominating player', () => {
    it("VG2 10.35.7: the dominated vanguard's drive checks reveal the dominating player's deck onto that player's trigger zone, and the cards go to that player's hand", () => {
      const s = position(false);
      autoplay(s, (x) => prompt(x) === 'vg.guard' || prompt(x) === 'vg.boost');
      expect(events(s, 'attack').at(-1)).toMatchObject({ seat: 0, from: 'VC', fromSeat: 1, target: 'FL' });
      expect(dominatorOf(s, unit(s, 1, 'VC').id)).toBe(0);
      const decks = [s.players[0].deck.length, s.players[1].deck.length];
      const hands = [s.players[0].hand.length, s.players[1].hand.length];
      noGuard(s);
      autoplay(s, (x) => x.battle === null);
      // Brigitte has Twin Drive: two checks, both from player 1's deck into player 1's hand.
      expect(events(s, 'driveCheck').map((e) => e.seat)).toEqual([0, 0]);
      expect([s.players[0].deck.length, s.players[1].deck.length]).toEqual([decks[0] - 2, decks[1]]);
      expect([s.players[0].hand.length, s.players[1].hand.length]).toEqual([hands[0] + 2, hands[1]]);
      // 10000 against Bahr's 8000: the attack hit and retired player 2's own rear-guard; the attack over, it is
      // player 2's vanguard again.
      expect(s.players[1].field.FL).toHaveLength(0);
      expect(dominatorOf(s, unit(s, 1, 'VC').id)).toBeUndefined();
      expect(unit(s, 1, 'VC').rested).toBe(true);
    });

    it("VG2 10.35.3: read from the dominating player's side, the dominated vanguard is in its centre column, so that player's (BC) unit may boost it", () => {
      const s = position(false, { BC: TOUGH });
      autoplay(s, (x) => prompt(x) === 'vg.guard' || prompt(x) === 'vg.boost');
      expect(prompt(s)).toBe('vg.boost');
      answer(s, { t: 'yes' });
      expect(events(s, 'boost').at(-1)).toMatchObject({ seat: 0, circle: 'BC' });
    });
  });

  describe('VG2 10.35.1.4 a dominated legion', () => {
    it('VG2 10.35.1.4 / VG2 10.25.5: the Legion Mate is dominated with its Legion Leader; both rest to attack, with their powers added, and both are released together', () => {
      const s = position(true);
      const l = legionOf(s, 1)!;
      autoplay(s, (x) => prompt(x) === 'vg.guard' || prompt(x) === 'vg.boost');
      expect(dominatorOf(s, l.leader.id)).toBe(0);
      expect(dominatorOf(s, l.mate.id)).toBe(0);
      const now = legionOf(s, 1)!;
      expect([now.leader.rested, now.mate.rested]).toEqual([true, true]);
      expect(s.battle!.attacker).toMatchObject({ id: l.leader.id, circle: 'VC' });
      noGuard(s);
      autoplay(s, (x) => x.battle === null);
      expect(events(s, 'driveCheck').map((e) => e.seat)).toEqual([0, 0]); // the leader's Twin Drive, player 1's deck
      expect(s.players[1].field.FL).toHaveLength(0);
      expect(dominatorOf(s, l.leader.id)).toBeUndefined();
      expect(dominatorOf(s, l.mate.id)).toBeUndefined();
      expect(legionOf(s, 1)).not.toBeNull();
    });

    it("VG2 10.35.1.4: the legion attacking for the dominating player has the sum of both cards' power", () => {
      const s = position(true);
      autoplay(s, (x) => prompt(x) === 'vg.guard');
      const leader = legionOf(s, 1)!.leader;
      // 10000 + 9000 while the legion attacks (10.25.6).
      expect(s.battle!.attacker!.id).toBe(leader.id);
      expect(events(s, 'attack').at(-1)).toMatchObject({ fromSeat: 1, from: 'VC' });
      expect(pw(s, 1, 'VC')).toBe(19000);
    });
  });
}

{
  // The tests gathered from legionCannot.test.ts, with its helpers: some of their names mean something else above.

  const KING = 'TD03/004'; // King of Sword, g2 10000

  const WISEMAN = 'TD04/004'; // g2 10000

  const { give } = testOnlyAbilities();

  const noStand: Effect = { do: 'doesNotStand', target: thisUnit };

  /** Play on, declining everything, to `seat`'s next main phase (its stand phase is over); not from that phase. */
  function toMainOf(s: VGState, seat: Seat): void {
    autoplay(s, (x) => x.turnPlayer === seat && prompt(x) === 'vg.main');
    expect(prompt(s)).toBe('vg.main');
  }

  describe('VG2 10.35.1.3 a master read when the time comes', () => {
    it("VG2 10.35.1.3: a dominated rear-guard's \"does not stand in its master's next stand phase\", used by the dominating player, keeps it rested in its original master's stand phase", () => {
      give(KING, [actDo({ do: 'dominate', target: chooseOpponentRearguard(), until: 'turn' })]);
      give(WISEMAN, [act({ zones: ['RC'], cost: [{ pay: 'restThis' }], effects: [noStand] })]);
      const s = scenario({
        at: 'main',
        p0: { vanguard: LEADER, rc: { FL: KING }, deck: deck() },
        p1: { vanguard: C.overlord, rc: { FL: WISEMAN, FR: WISEMAN }, deck: deck() },
      });
      const wiseman = unit(s, 1, 'FL').id;
      answer(s, { t: 'act', card: unit(s, 0, 'FL').id, index: 0 });
      answer(s, { t: 'unit', seat: 1, circle: 'FL' });
      autoplay(s, (x) => prompt(x) === 'vg.main');
      expect(dominatorOf(s, wiseman)).toBe(0);
      // VG2 10.35.2.3: player 1 plays the dominated unit's ability as its master.
      answer(s, { t: 'act', card: wiseman, index: 0 });
      autoplay(s, (x) => prompt(x) === 'vg.main');
      expect(unit(s, 1, 'FL').rested).toBe(true);
      toMainOf(s, 1);
      // The domination ended with player 1's turn: player 2 is the master in its stand phase, and the unit stays rested.
      expect(dominatorOf(s, wiseman)).toBeUndefined();
      expect(unit(s, 1, 'FL').id).toBe(wiseman);
      expect(unit(s, 1, 'FL').rested).toBe(true);
      toMainOf(s, 0);
      toMainOf(s, 1);
      expect(unit(s, 1, 'FL').rested).toBe(false);
    });
  });
}
