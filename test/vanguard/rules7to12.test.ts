// Rules tests for clauses of sections 7 (attack and battle), 8 (playing and resolving cards and abilities)
// and 9 (rule actions) of ver. 2.01 that other files leave uncited: the steps of an attack sub phase in
// order, what an attack needs, units that cannot (or can no longer) attack, an attacking unit that has left
// the field, the three categories of abilities and effects, active and inactive effects, the end of a check
// timing, grade requirements and circles when playing cards, revealing an [ACT] played from the hand,
// choosing as many as possible, the unit an effect omits, and continuous effects on cards entering a zone.
// Vanilla trial-deck cards are given test-only abilities with `withTestAbilities` (undone after each test).
import { describe, expect, it } from 'vitest';
import { clone, eventsFor } from '../../src/core/engine.ts';
import {
  act,
  auto,
  chooseOpponentRearguard,
  cont,
  discard,
  draw,
  power,
  thisUnit,
} from '../../src/games/vanguard/abilities/dsl.ts';
import { abilitiesOf } from '../../src/games/vanguard/abilities/registry.ts';
import { attackerCircles } from '../../src/games/vanguard/battle.ts';
import type { VGState } from '../../src/games/vanguard/state.ts';
import { attack, attackers, codes, deck, endGuard, pw, unit } from './cards/helpers.ts';
import { answer, C, events, idOf, offers, prompt, scenario, timings, noHandAbility } from './scenario.ts';
import { testOnlyAbilities, actDo } from './testAbilities.ts';

// Vanilla trial-deck cards used as hosts (stats in data/vanguard/original-td.cards.json).
const KING = 'TD03/004'; // King of Sword, g2 10000 «Nova Grappler», Intercept
const TOUGH = 'TD03/007'; // Tough Boy, g1 8000 «Nova Grappler», Boost
const CLARA = 'TD03/014'; // Ring Girl, Clara, g0 heal trigger «Nova Grappler»
const GARETH = 'TD05/008'; // Knight of Elegant Skills, Gareth, g1 8000 «Gold Paladin», Boost
const BEAUMAINS = 'TD05/004'; // Knight of Superior Skills, Beaumains, g2 10000 «Gold Paladin», Intercept

const { give } = testOnlyAbilities();

function rearGuards(s: VGState, seat: 0 | 1): string[] {
  return (['FL', 'FR', 'BL', 'BC', 'BR'] as const).flatMap((c) => codes(s.players[seat].field[c]));
}

/** Decline, pass and end everything until `done` holds (at most 40 answers). */
function playOn(s: VGState, done: () => boolean): void {
  for (let i = 0; i < 40 && !done() && s.decision; i++) {
    const o = s.decision.options.find((x) => ['pass', 'no', 'done'].includes(x.t)) ?? s.decision.options[0];
    answer(s, o as never);
  }
  expect(done()).toBe(true);
}

describe('section 7: attack and battle', () => {
  it("VG2 7.1 / VG2 7.3.1 / VG2 7.4.1 / VG2 7.5.1 / VG2 7.6.1 / VG2 7.8.1 a vanguard's attack sub phase goes through the start, attack, guard, drive, damage and close steps, in that order", () => {
    const s = scenario({
      at: 'battle',
      p0: { vanguard: KING, deck: deck([]) },
      p1: { vanguard: KING, hand: [TOUGH], deck: deck([]) },
    });
    const phases: string[] = [];
    const seen = () => phases.push(`${s.phase}:${prompt(s)}`);
    seen(); // 7.3.1: the start step asks whether to attack
    answer(s, { t: 'yes' });
    seen(); // 7.4.1: the attack step asks for the attacker, then the target
    answer(s, { t: 'circle', circle: 'VC' });
    seen();
    answer(s, { t: 'circle', circle: 'VC' });
    seen(); // 7.5.1: the non-turn player's play timing
    answer(s, { t: 'pass' });
    expect(phases).toEqual(['start:vg.attack', 'attack:vg.attacker', 'attack:vg.target', 'guard:vg.guard']);
    // 7.6.1: one drive check (into the hand); then the hit is compared and the damage checked; 7.8.1: the battle ends.
    expect(events(s, 'driveCheck')).toHaveLength(1);
    expect(events(s, 'damageCheck')).toHaveLength(1);
    expect(events(s, 'battleEnd')).toEqual([expect.objectContaining({ number: 1 })]);
    const steps = timings(s).filter((t) => /Step/.test(t));
    expect(steps.slice(0, 6)).toEqual([
      'startStep+battlePhase',
      'attackStep',
      'guardStep',
      'driveStep',
      'damageStep',
      'closeStep+endOfBattle',
    ]);
  });

  it('VG2 7.2 / VG2 7.2.2 an attack needs an attacking unit and a unit being attacked: empty circles are offered as neither', () => {
    const s = scenario({
      at: 'battle',
      p0: { vanguard: KING, rc: { FR: TOUGH }, deck: deck([]) },
      p1: { vanguard: KING, rc: { FL: TOUGH }, deck: deck([]) },
    });
    expect(attackers(s)).toEqual(['VC', 'FR']); // the empty FL is not an attacker
    answer(s, { t: 'circle', circle: 'FR' });
    expect(prompt(s)).toBe('vg.target');
    expect(s.decision!.options).toEqual([
      { t: 'circle', circle: 'FL' },
      { t: 'circle', circle: 'VC' },
    ]); // the empty FR of the opponent is not a unit to attack
  });

  it('VG2 7.4.1.4 a unit that is unable to attack (Lord, with a unit of another clan on the field) is not confirmed as the attacker', () => {
    give(KING, [cont({ zones: ['VC', 'RC'], effect: { cont: 'lord' } })]);
    const lordOnly = scenario({ at: 'battle', p0: { vanguard: KING, rc: { FL: TOUGH }, deck: deck([]) } });
    expect(attackers(lordOnly)).toEqual(['FL', 'VC']);
    const s = scenario({ at: 'battle', p0: { vanguard: KING, rc: { FL: TOUGH, BL: GARETH }, deck: deck([]) } });
    expect(attackers(s)).toEqual(['FL']); // the «Gold Paladin» in the back row keeps Lord's vanguard from attacking
  });

  it('VG2 7.4.1.5.2 an attacking unit that becomes unable to attack during its battle (its Lord, once it calls a unit of another clan) still goes on with the battle', () => {
    give(KING, [
      cont({ zones: ['VC', 'RC'], effect: { cont: 'lord' } }),
      auto({
        zones: ['VC'],
        trigger: { on: 'attacks' },
        effects: [{ do: 'search', filter: { clan: 'Gold Paladin' }, then: 'callRC' }],
      }),
    ]);
    const s = scenario({
      at: 'battle',
      p0: { vanguard: KING, deck: deck([GARETH]) },
      p1: { vanguard: TOUGH, deck: deck([]) },
    });
    attack(s, 'VC', 'VC');
    expect(prompt(s)).toBe('vg.search');
    answer(s, { t: 'card', card: idOf(s, 0, 'deck', GARETH) });
    answer(s, { t: 'unit', seat: 0, circle: 'BL' });
    expect(codes(s.players[0].field.BL)).toEqual([GARETH]);
    // Stood up again, the vanguard could not attack now: Lord with a «Gold Paladin» on the field.
    const probe = clone(s);
    probe.players[0].field.VC = probe.players[0].field.VC.map((c) => ({ ...c, rested: false }));
    expect(attackerCircles(probe, 0)).toEqual([]);
    // The battle it began still proceeds: drive check, hit, damage.
    playOn(s, () => events(s, 'battleEnd').length > 0);
    expect(events(s, 'driveCheck')).toHaveLength(1);
    expect(events(s, 'compare')).toEqual([{ t: 'compare', hit: [true] }]);
    expect(events(s, 'damage')).toEqual([expect.objectContaining({ seat: 1, amount: 1 })]);
  });

  it('VG2 7.4.1.8.2.1 an attacking rear-guard that its own "when this unit attacks" returns to the hand is still the battle\'s attacking unit: the battle goes on as a rear-guard\'s attack, with no drive step', () => {
    give(KING, [
      auto({ zones: ['RC'], trigger: { on: 'attacks' }, effects: [{ do: 'returnToHand', target: thisUnit }] }),
    ]);
    const s = scenario({
      at: 'battle',
      p0: { vanguard: TOUGH, rc: { FL: KING }, deck: deck([]) },
      p1: { vanguard: TOUGH, hand: [GARETH], deck: deck([]) },
    });
    attack(s, 'FL', 'VC');
    expect(s.players[0].field.FL).toEqual([]);
    expect(codes(s.players[0].hand)).toEqual([KING]);
    // The battle is not cut off: the opponent still gets the guard step.
    expect(prompt(s)).toBe('vg.guard');
    expect(s.battle!.attacker).toMatchObject({ circle: 'FL' });
    endGuard(s);
    playOn(s, () => events(s, 'battleEnd').length > 0);
    const steps = timings(s).filter((t) => /Step/.test(t));
    expect(steps.slice(0, 5)).toEqual([
      'startStep+battlePhase',
      'attackStep',
      'guardStep',
      'damageStep',
      'closeStep+endOfBattle',
    ]);
    expect(events(s, 'driveCheck')).toEqual([]);
    expect(events(s, 'damage')).toEqual([]); // it left its circle: no hit (7.7.1.3)
  });
});

describe('section 8: playing and resolving cards and abilities', () => {
  it('VG2 8.1 / VG2 8.1.1 / VG2 8.5 / VG2 8.5.1 a continuous ability applies without being played, an activated one only when its player plays it, an automatic one when its event happens', () => {
    give(KING, [
      cont({ zones: ['RC'], effect: { cont: 'modify', stat: 'power', n: 1000 } }),
      actDo(draw(1)),
      auto({ zones: ['RC'], trigger: { on: 'attacks' }, effects: [draw(1)] }),
    ]);
    const s = scenario({ at: 'main', p0: { vanguard: TOUGH, rc: { FL: KING }, deck: deck([]) } });
    const played = () => events(s, 'playAbility').map((e) => e.index);
    expect(pw(s, 0, 'FL')).toBe(11000); // the [CONT]
    expect(s.players[0].hand).toHaveLength(0);
    expect(offers(s, { t: 'act', card: unit(s, 0, 'FL').id, index: 1 })).toBe(true);
    answer(s, { t: 'act', card: unit(s, 0, 'FL').id, index: 1 }); // the [ACT], played
    expect(s.players[0].hand).toHaveLength(1);
    expect(played()).toEqual([1]);
    answer(s, { t: 'pass' });
    attack(s, 'FL', 'VC'); // the [AUTO], triggered by the attack and played in the check timing after it
    expect(s.players[0].hand).toHaveLength(2);
    expect(played()).toEqual([1, 2]);
  });

  it('VG2 8.1.1.1.2.6.1 an activated ability without a cost is offered, but never played unless its player plays it', () => {
    give(KING, [actDo(draw(1))]);
    const s = scenario({ at: 'main', p0: { vanguard: TOUGH, rc: { FL: KING }, deck: deck([]) } });
    expect(offers(s, { t: 'act', card: unit(s, 0, 'FL').id, index: 0 })).toBe(true);
    answer(s, { t: 'pass' });
    expect(prompt(s)).toBe('vg.attack');
    expect(events(s, 'playAbility')).toEqual([]);
    expect(s.players[0].hand).toEqual([]);
  });

  it('VG2 8.1.1.2.3.1.1 a standing-by automatic ability that says "this ability cannot be used for the rest of that turn" may be made to cease to exist unplayed; one without it may not', () => {
    give(KING, [
      auto({ zones: ['RC'], trigger: { on: 'attacks' }, effects: [draw(1), { do: 'disableThis', until: 'turn' }] }),
    ]);
    give(BEAUMAINS, [auto({ zones: ['RC'], trigger: { on: 'attacks' }, effects: [draw(1)] })]);
    const s = scenario({
      at: 'battle',
      p0: { vanguard: TOUGH, rc: { FL: KING, FR: BEAUMAINS }, deck: deck([]) },
      p1: { deck: deck([]) },
    });
    const king = unit(s, 0, 'FL').id;
    attack(s, 'FL', 'VC');
    expect(prompt(s)).toBe('vg.playAuto');
    expect(s.decision!.options).toEqual([
      { t: 'auto', source: king, index: 0 },
      { t: 'decline', source: king, index: 0 },
    ]);
    answer(s, { t: 'decline', source: king, index: 0 });
    expect(s.standby).toEqual([]);
    expect(s.players[0].hand).toEqual([]); // not played: no card drawn
    expect(events(s, 'declineAbility')).toEqual([expect.objectContaining({ card: { id: king, code: KING } })]);
    expect(events(s, 'cannotUse')).toEqual([]); // ceasing to exist does not use it up
    // Beaumains' ability has no such text: it is played, with no choice to drop it.
    playOn(s, () => prompt(s) === 'vg.attack');
    attack(s, 'FR', 'VC');
    expect(s.players[0].hand).toHaveLength(1);
    expect(events(s, 'declineAbility')).toHaveLength(1);
  });

  it('VG2 8.2 / VG2 8.2.1.1 / VG2 8.2.1.2 one ability, two effects: the draw is a one-shot effect, done as it resolves; the +2000 "until end of turn" is a continuous effect that lasts until then', () => {
    give(KING, [actDo(draw(1), power(thisUnit, 2000, 'turn'))]);
    const s = scenario({
      at: 'main',
      p0: { vanguard: TOUGH, rc: { FL: KING }, deck: deck([]) },
      p1: { deck: deck([]) },
    });
    answer(s, { t: 'act', card: unit(s, 0, 'FL').id, index: 0 });
    expect(s.players[0].hand).toHaveLength(1);
    expect(pw(s, 0, 'FL')).toBe(12000);
    answer(s, { t: 'pass' });
    expect(prompt(s)).toBe('vg.attack');
    expect(pw(s, 0, 'FL')).toBe(12000); // still there in the battle phase
    expect(s.players[0].hand).toHaveLength(1); // the draw happened once, and is over
    answer(s, { t: 'no' });
    expect(s.turnPlayer).toBe(1);
    expect(pw(s, 0, 'FL')).toBe(10000); // ceased at the end of the turn
  });

  it('VG2 8.3 / VG2 8.3.1 / VG2 8.3.3 / VG2 8.3.2 an effect active under a condition is inactive while the condition is not met, and still exists: it applies again as soon as the condition holds; an inactive part asks for no choice', () => {
    give(KING, [
      cont({
        zones: ['RC'],
        condition: { if: 'compare', left: { of: 'hand', whose: 'you' }, op: '>=', right: 2 },
        effect: { cont: 'modify', stat: 'power', n: 3000 },
      }),
      actDo(draw(1)),
      act({
        zones: ['RC'],
        cost: [],
        condition: { if: 'compare', left: { of: 'hand', whose: 'you' }, op: '>=', right: 5 },
        effects: [{ do: 'retire', target: chooseOpponentRearguard() }],
      }),
    ]);
    const s = scenario({
      at: 'main',
      p0: { vanguard: TOUGH, rc: { FL: KING }, hand: [GARETH, C.marron], deck: deck([]) },
      p1: { rc: { FL: TOUGH }, deck: deck([]) },
    });
    const king = () => unit(s, 0, 'FL').id;
    expect(pw(s, 0, 'FL')).toBe(13000); // two cards in hand: active
    answer(s, { t: 'call', card: idOf(s, 0, 'hand', GARETH), circle: 'FR' });
    expect(pw(s, 0, 'FL')).toBe(10000); // one card: inactive
    expect(abilitiesOf(KING)[0].kind).toBe('cont'); // the ability is still there
    answer(s, { t: 'act', card: king(), index: 1 });
    expect(s.players[0].hand).toHaveLength(2);
    expect(pw(s, 0, 'FL')).toBe(13000); // active again, without being played
    // "If you have five or more cards in hand, choose an opponent's rear-guard and retire it": with two, no choice is made.
    answer(s, { t: 'act', card: king(), index: 2 });
    expect(prompt(s)).toBe('vg.main');
    expect(codes(s.players[1].field.FL)).toEqual([TOUGH]);
    expect(events(s, 'playAbility').map((e) => e.index)).toEqual([1, 2]); // the [CONT] (index 0) is never played
  });

  it('VG2 8.4.1.4 once the rule actions are done and no automatic ability stands by, the check timing ends and the play timing follows', () => {
    give(GARETH, [auto({ zones: ['RC'], trigger: { on: 'placed', circles: ['RC'] }, effects: [draw(1)] })]);
    const s = scenario({
      at: 'main',
      p0: { vanguard: KING, rc: { FL: TOUGH }, hand: [GARETH], deck: deck([]) },
    });
    const from = s.log!.length;
    answer(s, { t: 'call', card: idOf(s, 0, 'hand', GARETH), circle: 'FL' });
    const moves = s.log!.slice(from).flatMap((l) => {
      const e = l.e as unknown as { t: string; from?: string; to?: string };
      return e.t === 'move' ? [`${e.from}>${e.to}`] : [];
    });
    // The call, then the rule action (the older unit to the drop, 9.3.6), then the automatic ability (a draw).
    expect(moves).toEqual(['hand>FL', 'FL>drop', 'deck>hand']);
    expect(s.standby).toEqual([]);
    expect(s.frames.some((f) => f.k === 'vg.ct')).toBe(false);
    expect(prompt(s)).toBe('vg.main');
  });

  it("VG2 8.5.2 / VG2 8.5.2.1 / VG2 8.5.2.1.1 the grade requirement differs: a ride takes the vanguard's grade or one higher, a call to a rear-guard circle any grade up to the vanguard's", () => {
    const G3 = 'TD03/002'; // Death Metal Droid, grade 3
    const s = scenario({ at: 'ride', p0: { vanguard: TOUGH, hand: [CLARA, GARETH, KING, G3], deck: deck([]) } });
    const cardsOffered = (t: string) => [
      ...new Set(
        (s.decision!.options as unknown as { t: string; card: number }[]).filter((o) => o.t === t).map((o) => o.card),
      ),
    ];
    expect(prompt(s)).toBe('vg.ride');
    expect(cardsOffered('ride')).toEqual([idOf(s, 0, 'hand', GARETH), idOf(s, 0, 'hand', KING)]);
    answer(s, { t: 'pass' });
    expect(prompt(s)).toBe('vg.main');
    expect(cardsOffered('call')).toEqual([idOf(s, 0, 'hand', CLARA), idOf(s, 0, 'hand', GARETH)]);
  });

  it('VG2 8.5.2.2 / VG2 8.5.2.2.1 / VG2 8.5.2.2.1.1 / VG2 8.5.3 / VG2 8.5.3.3 a card played from the hand goes to a circle its player chooses; in the guard step only to the guardian circle, where it is put resting', () => {
    const s = scenario({
      at: 'main',
      p0: { vanguard: KING, hand: [TOUGH], deck: deck([]) },
      p1: { vanguard: KING, hand: [GARETH, C.marron], deck: deck([]) },
    });
    const calls = s.decision!.options.filter((o) => o.t === 'call') as unknown as { circle: string }[];
    expect(calls.map((o) => o.circle)).toEqual(['FL', 'FR', 'BL', 'BC', 'BR']); // one of the player's own circles
    answer(s, { t: 'pass' });
    attack(s, 'VC', 'VC');
    expect(prompt(s)).toBe('vg.guard');
    expect(s.decision!.seat).toBe(1);
    expect([...new Set(s.decision!.options.map((o) => o.t))]).toEqual(['guard', 'pass']); // no call to a rear-guard circle
    answer(s, { t: 'guard', card: idOf(s, 1, 'hand', GARETH) });
    expect(s.players[1].field.GC.map((c) => [c.code, c.rested])).toEqual([[GARETH, true]]);
    expect(rearGuards(s, 1)).toEqual([]);
  });

  it('VG2 8.5.2.3.1 an activated ability played from the hand, whose cost does not reveal the card, shows the opponent the card it comes from', () => {
    give(GARETH, [act({ zones: ['hand'], cost: [discard(1)], effects: [draw(1)] })]);
    const s = scenario({ at: 'main', p0: { vanguard: KING, hand: [GARETH, C.marron], deck: deck([]) } });
    const from = s.log!.length;
    answer(s, { t: 'act', card: idOf(s, 0, 'hand', GARETH), index: 0 });
    expect(codes(s.players[0].drop)).toEqual([C.marron]); // the cost
    const seen = eventsFor(s, 1, from).filter((e) => e.t === 'reveal') as unknown as {
      zone: string;
      cards: { code: string }[];
    }[];
    expect(seen).toEqual([
      expect.objectContaining({ zone: 'hand', cards: [expect.objectContaining({ code: GARETH })] }),
    ]);
    expect(codes(s.players[0].hand)).toContain(GARETH); // revealed, not moved
  });

  it('VG2 8.5.4.1.2 "choose two of your opponent\'s rear-guards" with only one there: that one is chosen and the effect applies to it', () => {
    give(KING, [actDo({ do: 'retire', target: chooseOpponentRearguard({}, 2) })]);
    const s = scenario({
      at: 'main',
      p0: { vanguard: TOUGH, rc: { FL: KING }, deck: deck([]) },
      p1: { rc: { BC: GARETH }, deck: deck([]) },
    });
    answer(s, { t: 'act', card: unit(s, 0, 'FL').id, index: 0 });
    expect(prompt(s)).toBe('vg.chooseUnit');
    expect(s.decision!.options).toEqual([{ t: 'unit', seat: 1, circle: 'BC' }]);
    answer(s, { t: 'unit', seat: 1, circle: 'BC' });
    noHandAbility(s);
    expect(prompt(s)).toBe('vg.main'); // nothing more to choose
    expect(codes(s.players[1].drop)).toEqual([GARETH]);
  });

  it('VG2 8.5.5 / VG2 8.5.5.3 "when placed, it gets Power +10000" names no unit: it is the unit with the ability, not another copy of the card', () => {
    give(KING, [auto({ trigger: { on: 'placed', circles: ['RC'] }, effects: [power(thisUnit, 10000, 'turn')] })]);
    const s = scenario({ at: 'main', p0: { vanguard: KING, rc: { FL: KING }, hand: [KING], deck: deck([]) } });
    answer(s, { t: 'call', card: idOf(s, 0, 'hand', KING), circle: 'FR' });
    expect([pw(s, 0, 'VC'), pw(s, 0, 'FL'), pw(s, 0, 'FR')]).toEqual([10000, 10000, 20000]);
  });

  it('VG2 8.7.4 / VG2 8.7.5 a continuous effect on the cards in a zone applies the moment a card enters it, and a trigger condition about entering cards reads them with it applied', () => {
    give(KING, [
      cont({ zones: ['VC'], effect: { cont: 'unitsModify', filter: { other: true }, stat: 'power', n: 2000 } }),
      auto({ zones: ['VC'], trigger: { on: 'yourUnitPlaced', filter: { clan: 'Gold Paladin' } }, effects: [draw(1)] }),
    ]);
    give(TOUGH, [cont({ zones: ['RC'], effect: { cont: 'alsoClan', clan: 'Gold Paladin' } })]);
    const s = scenario({ at: 'main', p0: { vanguard: KING, hand: [TOUGH, C.marron], deck: deck([]) } });
    answer(s, { t: 'call', card: idOf(s, 0, 'hand', C.marron), circle: 'FL' });
    expect(pw(s, 0, 'FL')).toBe(10000); // 8000 + 2000 from the moment it is on the field
    expect(s.players[0].hand).toHaveLength(1); // a «Royal Paladin»: no draw
    answer(s, { t: 'call', card: idOf(s, 0, 'hand', TOUGH), circle: 'FR' });
    // Tough Boy is a «Gold Paladin» once on (RC): the vanguard's ability triggers.
    expect(events(s, 'standby').map((e) => (e.card as { code: string }).code)).toEqual([KING]);
    expect(codes(s.players[0].hand)).toEqual([C.marron]);
  });
});

describe('section 9: rule actions', () => {
  it('VG2 9.2 / VG2 9.2.1 / VG2 9.2.2 a sixth damage card fulfils a losing condition, and the rule action ends the game', () => {
    const s = scenario({
      at: 'battle',
      p0: { vanguard: KING, deck: deck([]) },
      p1: { vanguard: TOUGH, damage: Array(5).fill(C.marron), deck: deck([]) },
    });
    attack(s, 'VC', 'VC');
    expect(s.players[1].damage).toHaveLength(6);
    expect(s.result).toMatchObject({ winner: 0 });
  });
});
