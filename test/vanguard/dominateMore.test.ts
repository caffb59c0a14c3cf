// Rules tests for the rest of Dominate (VG2 10.35): the dominating player plays a dominated unit's abilities as its
// master (10.35.2.3, 10.35.2.3.1), its own [CONT]s and the effects reaching it are its master's (10.35.2.2), a
// dominated unit moves only within its original master's field (10.35.4.2–10.35.4.3, 10.35.5), decks shuffle
// together (10.35.2.5) and a Force circle's change does not reach it (10.35.8). The first tests of dominate are in
// deleteDominate.test.ts. No trial-deck card dominates, so vanilla cards get test-only abilities.
import { describe, expect, it } from 'vitest';
import {
  act,
  auto,
  chooseOpponentRearguard,
  chooseYour,
  cont,
  power,
  restThis,
  thisUnit,
} from '../../src/games/vanguard/abilities/dsl.ts';
import type { Ability, Effect } from '../../src/games/vanguard/abilities/dsl.ts';
import { activatedOptions } from '../../src/games/vanguard/abilities/resolveAbility.ts';
import { type Circle, dominatorOf, type VGState } from '../../src/games/vanguard/state.ts';
import { attackIntoIntercept, deck, pw, unit } from './cards/helpers.ts';
import { answer, autoplay, C, events, prompt, scenario } from './scenario.ts';
import { actDo, testOnlyAbilities } from './testAbilities.ts';

// Vanilla trial-deck cards used as hosts (stats in data/vanguard/original-td.cards.json).
const KING = 'TD03/004'; // King of Sword, g2 10000, Intercept
const TOUGH = 'TD03/007'; // Tough Boy, g1 8000
const WISEMAN = 'TD04/004'; // g2 10000, Intercept
const RUTILE = 'TD03/001'; // Gold Rutile, g3 10000
const OVERLORD = C.overlord; // Dragonic Overlord, g3 11000 (its own [CONT] is taken off below)

const { give: giveOne } = testOnlyAbilities();
function give(code: string, abilities: Ability[]): void {
  if (code !== OVERLORD) giveOne(OVERLORD, []);
  giveOne(code, abilities);
}

/** "Dominate one of your opponent's rear-guards until end of turn." */
const dominateForTurn: Effect = { do: 'dominate', target: chooseOpponentRearguard(), until: 'turn' };

/** Player 1 plays the [ACT] `index` of its unit on `circle` in the main phase. */
function playAct(s: VGState, circle: Circle, index = 0): void {
  expect(prompt(s)).toBe('vg.main');
  answer(s, { t: 'act', card: unit(s, 0, circle).id, index });
}

function chooseUnit(s: VGState, seat: 0 | 1, circle: Circle): void {
  answer(s, { t: 'unit', seat, circle });
}

function actsOf(s: VGState, seat: 0 | 1): number[] {
  return activatedOptions(s, seat).map((o) => o.card);
}

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
