// Rules tests for the clauses of VG2 sections 10–12 and VG1 sections 10–11 that earlier tests left: riding over a
// strode G unit (VG2 10.6.1.3, 10.6.1.4), hearts (10.27), stride (10.28), damage checks for skill damage (VG2
// 10.15.1.1 / VG1 10.1.14.1.1), "with GB" (11.12.2), "when boosted" (12.9), and VG1's Restraint (10.2.4) and
// Limit Break [CONT] (10.2.5.1.1). Vanilla cards get test-only abilities (`withTestAbilities`, undone after each
// test); G units are test-only records (strideCards.ts).
import { afterEach, describe, expect, it } from 'vitest';
import { act, auto, chooseYour, cont, draw, power, thisUnit } from '../../src/games/vanguard/abilities/dsl.ts';
import type { Ability } from '../../src/games/vanguard/abilities/dsl.ts';
import { withTestAbilities } from '../../src/games/vanguard/abilities/registry.ts';
import { power as powerOf } from '../../src/games/vanguard/characteristics.ts';
import { legionOf } from '../../src/games/vanguard/legion.ts';
import { type VGState, vanguardOf } from '../../src/games/vanguard/state.ts';
import { attackers, BOTH, cite, codes, deck, playAct, pw, unit } from './cards/helpers.ts';
import { answer, autoplay, C, events, idOf, prompt, scenario } from './scenario.ts';
import { G1, useTestGUnits } from './strideCards.ts';

useTestGUnits();

// Vanilla trial-deck cards used as hosts (stats in data/vanguard/original-td.cards.json).
const KING = 'TD03/004'; // King of Sword, g2 10000 «Nova Grappler», Intercept

const undo: (() => void)[] = [];
function give(code: string, abilities: Ability[]): void {
  undo.push(withTestAbilities(code, abilities));
}
afterEach(() => {
  while (undo.length) undo.pop()!();
});

/** Player 1 strides G1 over a grade 3 Brigitte in the ride phase, paying with a second Brigitte; `hand` stays. */
function strode(hand: string[] = [], p0: Parameters<typeof scenario>[0]['p0'] = {}): VGState {
  const s = scenario({
    at: 'ride',
    p0: { vanguard: C.brigitte, hand: [C.brigitte, ...hand], gzone: [G1], deck: deck([]), ...p0 },
    p1: { vanguard: C.overlord, deck: deck([]) },
  });
  autoplay(s, (x) => x.phase === 'stride');
  answer(s, { t: 'card', card: idOf(s, 0, 'gzone', G1) });
  answer(s, { t: 'card', card: s.players[0].hand[0].id });
  answer(s, { t: 'done' });
  return s;
}

describe('riding over a strode G unit (VG2 10.6.1.3, 10.6.1.4)', () => {
  // An [ACT](hand): "ride this card" (a superior ride, VG2 10.6.1.1).
  const rideFromHand = act({ zones: ['hand'], cost: [], effects: [{ do: 'rideThis' }] });

  it('VG2 10.6.1.3 / VG2 10.6.1.4: the G unit returns to the G zone face up and its heart goes to the soul', () => {
    give(KING, [rideFromHand]);
    const s = strode([KING]);
    expect(prompt(s)).toBe('vg.main');
    const heart = s.players[0].field.VC[0];
    expect(vanguardOf(s, 0)!.code).toBe(G1);
    playAct(s, 0, idOf(s, 0, 'hand', KING), 0);
    expect(prompt(s)).toBe('vg.main');
    expect(codes(s.players[0].field.VC)).toEqual([KING]);
    expect(codes(s.players[0].soul)).toEqual([C.brigitte]); // 10.6.1.4: the heart
    expect(s.players[0].soul[0].up).toBe(true);
    expect(events(s, 'move').some((e) => (e.card as { id: number }).id === heart.id && e.to === 'soul')).toBe(true);
    // 10.6.1.3: the G unit is in the G zone, face up, not in the soul.
    expect(s.players[0].gzone.map((c) => [c.code, c.up])).toEqual([[G1, true]]);
    expect(s.hearts).toEqual([]);
  });

  // BUG (zones.ts moveCard / ruleActions.ts settleCircle): the rule action moves the old G unit to the soul, and only
  // then does 4.6.9 send it on to the G zone, so a "put into the soul" event is raised for it.
  it('VG2 10.6.1.3: the G unit ridden over never moves to the soul', () => {
    give(KING, [rideFromHand]);
    const s = strode([KING]);
    const g = vanguardOf(s, 0)!;
    playAct(s, 0, idOf(s, 0, 'hand', KING), 0);
    const moves = events(s, 'move').filter((e) => (e.card as { id: number }).id === g.id);
    expect(moves.map((e) => e.to)).toEqual(['gzone']);
  });
});

describe('stride and hearts (VG2 10.27, 10.28)', () => {
  it('VG2 10.28 / VG2 10.28.2 / VG2 10.28.4: the stride puts the G unit over a heart whose name and power it gains, and is neither a ride nor a call', () => {
    // The old vanguard: "When a unit rides this unit, draw a card" ([AUTO](VC), 8.6.5.1.4).
    give(C.brigitte, [auto({ zones: ['VC'], trigger: { on: 'riddenBy', filter: {} }, effects: [draw(1)] })]);
    const s = strode();
    expect(prompt(s)).toBe('vg.main');
    expect(codes(s.players[0].field.VC)).toEqual([C.brigitte, G1]);
    expect(powerOf(s, 0, vanguardOf(s, 0)!)).toBe(15000 + 10000); // 10.28.2.3: its own + the heart's
    expect(events(s, 'stride')).toHaveLength(1);
    expect(events(s, 'ride')).toHaveLength(0);
    expect(events(s, 'call')).toHaveLength(0);
    expect(s.players[0].hand).toHaveLength(0); // the "ridden" ability did not trigger
    // The same ability does trigger on a ride.
    const ridden = scenario({ at: 'ride', p0: { vanguard: C.brigitte, hand: [C.brigitte], deck: deck([]) } });
    answer(ridden, { t: 'ride', card: idOf(ridden, 0, 'hand', C.brigitte) });
    autoplay(ridden, (x) => prompt(x) === 'vg.main');
    expect(ridden.players[0].hand).toHaveLength(1);
  });

  it('VG2 10.27 / VG2 10.27.6: a heart that becomes the vanguard again as the G unit leaves is not "placed on (VC)"', () => {
    give(C.brigitte, [auto({ trigger: { on: 'placed', circles: ['VC'] }, effects: [draw(1)] })]);
    const s = strode();
    const heart = s.players[0].field.VC[0];
    autoplay(s, (x) => x.turnPlayer === 1);
    expect(codes(s.players[0].field.VC)).toEqual([C.brigitte]);
    expect(vanguardOf(s, 0)!.id).toBe(heart.id);
    expect(s.players[0].hand).toHaveLength(0); // no draw
    // Placed by a ride, the same ability draws.
    const ridden = scenario({ at: 'ride', p0: { vanguard: C.brigitte, hand: [C.brigitte], deck: deck([]) } });
    answer(ridden, { t: 'ride', card: idOf(ridden, 0, 'hand', C.brigitte) });
    autoplay(ridden, (x) => prompt(x) === 'vg.main');
    expect(ridden.players[0].hand).toHaveLength(1);
  });

  it('VG2 10.27.4: a legion strode over becomes two hearts, and when they stop being hearts they are a legion again without "legioning"', () => {
    const s = scenario({
      at: 'ride',
      p0: { vanguard: C.brigitte, hand: [C.brigitte], gzone: [G1], deck: deck([]) },
      p1: { vanguard: C.overlord, deck: deck([]) },
    });
    // A legion: the mate first on the circle, the leader on top (legion.ts).
    const vc = s.players[0].field.VC;
    const mate = { ...vc[0], id: s.nextId++, code: C.blasterBlade };
    vc.unshift(mate);
    const leader = vc[1];
    s.legion = [{ seat: 0, leader: leader.id, mate: mate.id }];
    autoplay(s, (x) => x.phase === 'stride');
    answer(s, { t: 'card', card: idOf(s, 0, 'gzone', G1) });
    answer(s, { t: 'card', card: idOf(s, 0, 'hand', C.brigitte) });
    answer(s, { t: 'done' });
    answer(s, { t: 'card', card: leader.id });
    expect(prompt(s)).toBe('vg.main');
    // Both are hearts under the G unit.
    expect(s.players[0].field.VC.map((c) => c.id)).toEqual([mate.id, leader.id, vanguardOf(s, 0)!.id]);
    expect(s.hearts).toEqual([{ seat: 0, gunit: vanguardOf(s, 0)!.id, heart: leader.id }]);
    autoplay(s, (x) => x.turnPlayer === 1);
    expect(s.players[0].field.VC.map((c) => c.id)).toEqual([mate.id, leader.id]);
    expect([legionOf(s, 0)?.leader.id, legionOf(s, 0)?.mate.id]).toEqual([leader.id, mate.id]);
    expect(events(s, 'legion')).toHaveLength(0);
  });
});

describe('damage checks for damage dealt by an ability (VG2 10.15.1.1, VG1 10.1.14.1.1)', () => {
  for (const format of BOTH) {
    it(
      cite(
        format,
        '[VG2 10.15.1.1|VG1 10.1.14.1.1] damage an ability deals to your vanguard is damage checked like battle damage: a draw trigger revealed draws',
      ),
      () => {
        // A «Royal Paladin» vanguard, so that the Royal Paladin draw trigger's effect is active (VG2 9.6.5).
        give(C.gallatin, [act({ zones: ['VC'], cost: [], effects: [{ do: 'rescue', n: 1 }] })]);
        const s = scenario({
          format,
          at: 'main',
          p0: { vanguard: C.gallatin, damage: [C.wingal], deck: deck([C.drawRP, C.marron]) },
          p1: { deck: deck([]) },
        });
        playAct(s, 0, unit(s, 0, 'VC').id, 0);
        autoplay(s, (x) => prompt(x) === 'vg.main', ['pass', 'no', 'done', 'circle', 'unit']);
        expect(codes(s.players[0].drop)).toEqual([C.wingal]); // healed
        expect(codes(s.players[0].damage)).toEqual([C.drawRP]); // the damage check's card
        expect(codes(s.players[0].hand)).toEqual([C.marron]); // its draw trigger drew
        expect(events(s, 'damageCheck')).toHaveLength(1);
      },
    );
  }
});

describe('"units with GB" (VG2 11.12.2)', () => {
  it('VG2 11.12.2: "one of your units with GB1" is a unit with a Generation Break ability, active or not', () => {
    give(KING, [auto({ gate: { kw: 'generationBreak', n: 1 }, trigger: { on: 'attacks' }, effects: [] })]);
    give(C.marron, [
      act({
        zones: ['RC'],
        cost: [],
        effects: [power(chooseYour('unit', { withKeyword: { kw: 'generationBreak', n: 1 } }), 5000, 'turn')],
      }),
    ]);
    const s = scenario({
      at: 'main',
      p0: { vanguard: C.brigitte, rc: { FL: KING, FR: C.gallatin, BL: C.marron }, deck: deck([]) }, // no G unit face up
      p1: { deck: deck([]) },
    });
    answer(s, { t: 'act', card: unit(s, 0, 'BL').id, index: 0 });
    expect(s.decision!.options).toEqual([{ t: 'unit', seat: 0, circle: 'FL' }]);
    answer(s, { t: 'unit', seat: 0, circle: 'FL' });
    expect(pw(s, 0, 'FL')).toBe(15000);
  });
});

describe('"when boosted" (VG2 12.9)', () => {
  it('VG2 12.9 / VG2 12.9.1: the attacker\'s "when this unit is boosted" ability still resolves after the booster left the field', () => {
    give(KING, [auto({ zones: ['RC'], trigger: { on: 'boostedBy' }, effects: [power(thisUnit, 5000, 'turn')] })]);
    // The booster: "When this unit boosts, return this unit to your hand."
    give(C.marron, [
      auto({ zones: ['RC'], trigger: { on: 'boosts' }, effects: [{ do: 'returnToHand', target: thisUnit }] }),
    ]);
    const s = scenario({
      at: 'battle',
      p0: { rc: { FL: KING, BL: C.marron }, deck: deck([]) },
      p1: { deck: deck([]) },
    });
    const king = unit(s, 0, 'FL').id;
    const booster = unit(s, 0, 'BL').id;
    answer(s, { t: 'yes' });
    answer(s, { t: 'circle', circle: 'FL' });
    answer(s, { t: 'circle', circle: 'VC' });
    answer(s, { t: 'yes' }); // boost
    expect(prompt(s)).toBe('vg.playAuto');
    expect(pw(s, 0, 'FL')).toBe(10000 + 8000);
    answer(s, { t: 'auto', source: booster }); // the booster leaves first
    expect(s.players[0].field.BL).toHaveLength(0);
    expect(codes(s.players[0].hand)).toEqual([C.marron]);
    if (prompt(s) === 'vg.playAuto') answer(s, { t: 'auto', source: king });
    expect(s.players[0].field.FL[0].id).toBe(king);
    // The attacker's Power +5000 was applied after the booster had gone to the hand.
    const log = (s.log ?? []).map((l) => l.e as unknown as Record<string, unknown>);
    const left = log.findIndex((e) => e.t === 'move' && e.to === 'hand');
    const plus = log.findIndex((e) => e.t === 'modify' && e.id === king && e.n === 5000);
    expect(left).toBeGreaterThanOrEqual(0);
    expect(plus).toBeGreaterThan(left);
    expect(pw(s, 0, 'FL')).toBe(10000 + 5000); // the battle is over; the turn's +5000 stays
  });
});

describe('VG1 keywords: Restraint and Limit Break [CONT] (VG1 10.2.4, 10.2.5.1.1)', () => {
  it('VG1 10.2.4 / VG1 10.2.4.1: a unit with Restraint cannot be chosen as an attacking unit (cr110)', () => {
    give(KING, [cont({ zones: ['VC', 'RC'], effect: { cont: 'restraint' } })]);
    const s = scenario({
      format: 'cr110',
      at: 'battle',
      p0: { vanguard: C.brigitte, rc: { FL: KING, FR: C.gallatin }, deck: deck([]) },
    });
    expect(attackers(s)).toEqual(['VC', 'FR']);
  });

  it('VG1 10.2.5.1.1 / VG1 10.2.5.1.1.1: "[CONT] Limit Break" applies while four or more cards are in your damage zone, checked continuously (cr110)', () => {
    give(KING, [
      cont({ zones: ['VC'], gate: { kw: 'limitBreak', n: 4 }, effect: { cont: 'modify', stat: 'power', n: 5000 } }),
    ]);
    const s = scenario({
      format: 'cr110',
      at: 'main',
      p0: { vanguard: KING, damage: [C.wingal, C.wingal, C.wingal], deck: deck([]) },
      p1: { deck: deck([]) },
    });
    expect(pw(s, 0, 'VC')).toBe(10000);
    s.players[0].damage.push({ ...s.players[0].damage[0], id: s.nextId++ });
    expect(pw(s, 0, 'VC')).toBe(15000);
    s.players[0].damage.pop();
    expect(pw(s, 0, 'VC')).toBe(10000);
  });
});
