// Vanguard rules tests — moving and switching units, "(unit A) attacks (unit B)", changing the unit attacked (ver. 2.01 10.20, 10.32, 10.34, 10.38).
// Gathered by rules topic from the batch-named files moveSwitchAttack.test.ts, multiAttack.test.ts, strideLeftovers.test.ts.

import { afterEach, describe, expect, it } from 'vitest';
import {
  type Ability,
  act,
  auto,
  chooseOpponentRearguard,
  cont,
  draw,
  type Effect,
  type Target,
  thisUnit,
} from '../../../src/games/vanguard/abilities/dsl.ts';
import { withTestAbilities } from '../../../src/games/vanguard/abilities/registry.ts';
import { abilityText, cardText } from '../../../src/games/vanguard/abilities/text.ts';
import type { Circle, VGState } from '../../../src/games/vanguard/state.ts';
import { attack, deck, endGuard, interceptWith, pw, unit } from '../cards/helpers.ts';
import { answer, autoplay, C, events, idOf, type PlayerSpec, prompt, scenario, setMods, timings } from '../scenario.ts';
import { G1, useTestGUnits } from '../strideCards.ts';
import { testOnlyAbilities } from '../testAbilities.ts';

// Vanilla trial-deck hosts (stats in data/vanguard/original-td.cards.json).
const KING = 'TD03/004'; // King of Sword, g2 10000, Intercept

const TOUGH = 'TD03/007'; // Tough Boy, g1 8000, Boost

const GARETH = 'TD05/008'; // g1 8000

const undo: (() => void)[] = [];

const give = (code: string, abilities: Ability[]) => undo.push(withTestAbilities(code, abilities));

/** A cost-free [ACT](RC) with these effects (VG2 8.1.1.1.2.6: declaring it plays it). */
const actRC = (...effects: Effect[]): Ability => act({ zones: ['RC'], cost: [], effects });

/** "[AUTO](RC): When this unit moves, draw a card." */
const drawWhenMoved = auto({ zones: ['RC'], trigger: { on: 'moves' }, effects: [draw(1)] });

function playAct(s: VGState, circle: Circle, index = 0): void {
  expect(prompt(s)).toBe('vg.main');
  answer(s, { t: 'act', card: unit(s, 0, circle).id, index });
}

/** Resolve abilities, pass guard steps, decline boosts and take the first option elsewhere until `wanted` is asked. */
function playUntil(s: VGState, wanted: string): void {
  for (let i = 0; i < 40 && s.decision && prompt(s) !== wanted; i++) {
    const p = prompt(s);
    if (p === 'vg.guard' || p === 'vg.guardBatch') endGuard(s);
    else if (p === 'vg.boost') answer(s, { t: 'no' });
    else if (p === 'vg.playAuto') answer(s, s.decision.options.find((o) => o.t === 'auto') as never);
    else answer(s, s.decision.options[0] as never);
  }
  expect(prompt(s)).toBe(wanted);
}

function circlesOffered(s: VGState): string[] {
  return (s.decision?.options ?? []).map((o) => (o as unknown as { circle: string }).circle);
}

function codesIn(cards: readonly { code: string }[]): string[] {
  return cards.map((c) => c.code);
}

/** The log positions of the events of kind `t` (to check what happened first). */
function positions(s: VGState, t: string): number[] {
  const out: number[] = [];
  (s.log ?? []).forEach((l, i) => {
    if (l.e.t === t) out.push(i);
  });
  return out;
}

// From the former moveSwitchAttack.test.ts:
// Rules tests for three specific actions of ver. 2.01 that effects perform: "move" (VG2 10.32, and what counts as
// a move for "when this unit moves"), "switch" (10.38) and "(unit A) attacks (unit B)" (10.34, an attack
// resolution of section 7.2 run outside the start step). Vanilla trial-deck cards get test-only abilities with
// `withTestAbilities` (undone after each test). Ver. 1.10 has none of these actions.

describe('VG2 10.32 move', () => {
  afterEach(() => {
    while (undo.length) undo.pop()!();
  });

  it('VG2 10.32.1: "move this unit to an empty (RC)" puts the unit on another circle of the field, which stays the same card with its effects and orientation', () => {
    give(KING, [actRC({ do: 'move', target: thisUnit })]);
    const s = scenario({
      at: 'main',
      p0: { rc: { FL: { code: KING, rested: true }, BC: TOUGH }, deck: deck() },
    });
    const before = setMods(s, 0, 'FL', [{ stat: 'power', n: 3000, until: 'turn' }]);
    playAct(s, 'FL');
    expect(prompt(s)).toBe('vg.moveTo');
    // Only the empty rear-guard circles: not its own, not the occupied back centre, never the vanguard circle.
    expect(circlesOffered(s).sort()).toEqual(['BL', 'BR', 'FR']);
    answer(s, { t: 'unit', circle: 'BL' });
    expect(s.players[0].field.FL).toEqual([]);
    const moved = unit(s, 0, 'BL');
    expect(moved.id).toBe(before.id); // VG2 4.1.4: circle to circle, not a new card
    expect(moved.rested).toBe(true); // VG2 4.6.6.2
    expect(pw(s, 0, 'BL')).toBe(13000); // the +3000 stays on it
    expect(prompt(s)).toBe('vg.main');
  });

  it('VG2 10.32.1: "move it to the other circle of its column" offers only that circle, and the unit stays put when that circle is taken', () => {
    give(KING, [actRC({ do: 'move', target: thisUnit, sameColumn: true })]);
    const open = scenario({ at: 'main', p0: { rc: { FL: KING }, deck: deck() } });
    playAct(open, 'FL');
    expect(circlesOffered(open)).toEqual(['BL']);
    answer(open, { t: 'unit', circle: 'BL' });
    expect(unit(open, 0, 'BL').code).toBe(KING);

    const taken = scenario({ at: 'main', p0: { rc: { FL: KING, BL: TOUGH }, deck: deck() } });
    playAct(taken, 'FL');
    expect(prompt(taken)).toBe('vg.main'); // nothing to choose: the unit cannot move, so it does not (VG2 1.3.2)
    expect([unit(taken, 0, 'FL').code, unit(taken, 0, 'BL').code]).toEqual([KING, TOUGH]);
  });

  it("VG2 10.32.1: an effect may move an opponent's rear-guard, to an empty circle of that opponent's field", () => {
    give(KING, [actRC({ do: 'move', target: chooseOpponentRearguard() })]);
    const s = scenario({
      at: 'main',
      p0: { rc: { FL: KING }, deck: deck() },
      p1: { rc: { FL: TOUGH, FR: GARETH, BL: GARETH, BR: GARETH }, deck: deck() },
    });
    playAct(s, 'FL');
    answer(s, { t: 'unit', seat: 1, circle: 'FL' });
    expect(prompt(s)).toBe('vg.moveTo');
    expect(s.decision!.seat).toBe(0); // the ability's master chooses (VG2 8.5.5)
    expect(circlesOffered(s)).toEqual(['BC']);
    answer(s, { t: 'unit', seat: 1, circle: 'BC' });
    expect(unit(s, 1, 'BC').code).toBe(TOUGH);
    expect(s.players[1].field.FL).toEqual([]);
  });

  it('VG2 10.32 / VG2 10.32.1: "When this unit moves" triggers when an effect moves it', () => {
    give(KING, [actRC({ do: 'move', target: thisUnit }), drawWhenMoved]);
    const s = scenario({ at: 'main', p0: { rc: { FL: KING }, deck: deck() } });
    const hand = s.players[0].hand.length;
    playAct(s, 'FL');
    answer(s, { t: 'unit', circle: 'BR' });
    expect(prompt(s)).toBe('vg.main');
    expect(events(s, 'playAbility').map((e) => e.index)).toEqual([0, 1]);
    expect(s.players[0].hand.length).toBe(hand + 1);
  });

  it('VG2 10.32.2: exchanging the positions of two rear-guards moves both of them', () => {
    give(KING, [drawWhenMoved]);
    give(TOUGH, [drawWhenMoved]);
    const s = scenario({ at: 'main', p0: { rc: { FL: KING, BL: TOUGH }, deck: deck() } });
    const hand = s.players[0].hand.length;
    answer(s, { t: 'swap', a: 'FL', b: 'BL' });
    playUntil(s, 'vg.main');
    expect([unit(s, 0, 'FL').code, unit(s, 0, 'BL').code]).toEqual([TOUGH, KING]);
    expect(events(s, 'playAbility')).toHaveLength(2);
    expect(s.players[0].hand.length).toBe(hand + 2);
  });

  it('VG2 10.32.2: intercepting moves the unit (its (RC) ability counts from the circle it left)', () => {
    give(C.gallatin, [drawWhenMoved]);
    const s = scenario({
      at: 'battle',
      p0: { vanguard: KING, deck: deck() },
      p1: { vanguard: TOUGH, rc: { FL: C.gallatin }, deck: deck() },
    });
    const hand = s.players[1].hand.length;
    attack(s, 'VC', 'VC');
    interceptWith(s, 'FL');
    expect(prompt(s)).toBe('vg.guard'); // the ability resolved at the check timing after the intercept
    expect(s.players[1].field.GC.map((c) => c.code)).toEqual([C.gallatin]);
    expect(events(s, 'playAbility')).toMatchObject([{ seat: 1 }]);
    expect(s.players[1].hand.length).toBe(hand + 1);
  });

  it('VG2 10.32.3: calling and riding a unit are not moves, though they place it (10.5)', () => {
    const drawWhenMovedAnywhere = auto({ trigger: { on: 'moves' }, effects: [draw(1)] });
    const powerWhenPlaced = auto({
      trigger: { on: 'placed', circles: ['VC', 'RC'] },
      effects: [{ do: 'modify', target: thisUnit, stat: 'power', n: 1000, until: 'turn' }],
    });
    give(TOUGH, [drawWhenMovedAnywhere, powerWhenPlaced]);
    const called = scenario({ at: 'main', p0: { vanguard: KING, hand: [TOUGH], deck: deck() } });
    answer(called, { t: 'call', card: called.players[0].hand[0].id, circle: 'FL' });
    expect(prompt(called)).toBe('vg.main');
    expect(events(called, 'playAbility').map((e) => e.index)).toEqual([1]);
    expect(pw(called, 0, 'FL')).toBe(9000);
    expect(called.players[0].hand).toHaveLength(0);

    const ridden = scenario({ at: 'ride', p0: { hand: [TOUGH], deck: deck() } });
    answer(ridden, { t: 'ride', card: ridden.players[0].hand[0].id });
    playUntil(ridden, 'vg.main');
    expect(unit(ridden, 0, 'VC').code).toBe(TOUGH);
    expect(events(ridden, 'playAbility').map((e) => e.index)).toEqual([1]);
    expect(ridden.players[0].hand).toHaveLength(0);
  });
});

describe('VG2 10.38 switch', () => {
  afterEach(() => {
    while (undo.length) undo.pop()!();
  });

  it("VG2 10.38.1: switching a rear-guard with a hand card sends each to the other one's zone", () => {
    give(KING, [actRC({ do: 'switch', with: 'hand' })]);
    const s = scenario({
      at: 'main',
      p0: { rc: { FL: { code: KING, rested: true } }, hand: [TOUGH, GARETH], deck: deck() },
    });
    playAct(s, 'FL');
    expect(prompt(s)).toBe('vg.switchWith');
    const tough = s.players[0].hand.find((c) => c.code === TOUGH)!;
    answer(s, { t: 'card', card: tough.id });
    expect(prompt(s)).toBe('vg.main');
    expect(codesIn(s.players[0].field.FL)).toEqual([TOUGH]);
    expect(unit(s, 0, 'FL').rested).toBe(false); // VG2 4.6.6.1: from the hand it arrives standing
    expect(codesIn(s.players[0].hand).sort()).toEqual([GARETH, KING].sort());
  });

  it('VG2 10.38.1 / VG2 10.32.2: switching two rear-guards exchanges their circles, so both move', () => {
    give(KING, [actRC({ do: 'switch', with: 'RC' })]);
    give(TOUGH, [drawWhenMoved]);
    const s = scenario({ at: 'main', p0: { rc: { FL: KING, BR: { code: TOUGH, rested: true } }, deck: deck() } });
    const ids = [unit(s, 0, 'FL').id, unit(s, 0, 'BR').id];
    const hand = s.players[0].hand.length;
    playAct(s, 'FL'); // one other rear-guard: nothing to choose
    expect(prompt(s)).toBe('vg.main');
    expect([unit(s, 0, 'BR').id, unit(s, 0, 'FL').id]).toEqual(ids);
    expect(unit(s, 0, 'FL').rested).toBe(true); // VG2 4.6.6.2
    expect(s.players[0].hand.length).toBe(hand + 1); // Tough Boy's "when this unit moves"
  });

  it('VG2 10.38.1: a card in the hand can be switched with one in the drop zone', () => {
    give(KING, [act({ zones: ['hand'], cost: [], effects: [{ do: 'switch', with: 'drop' }] })]);
    const s = scenario({ at: 'main', p0: { hand: [KING], drop: [TOUGH], deck: deck() } });
    answer(s, { t: 'act', card: s.players[0].hand[0].id, index: 0 });
    expect(prompt(s)).toBe('vg.main');
    expect(codesIn(s.players[0].hand)).toEqual([TOUGH]);
    expect(codesIn(s.players[0].drop)).toEqual([KING]);
  });

  it('VG2 10.38.2: when this card has left its zone before the switch resolves, nothing is switched', () => {
    give(KING, [
      auto({ zones: ['RC'], trigger: { on: 'attacks' }, effects: [{ do: 'switch', with: 'hand' }] }),
      auto({ zones: ['RC'], trigger: { on: 'attacks' }, effects: [{ do: 'returnToHand', target: thisUnit }] }),
    ]);
    const s = scenario({
      at: 'battle',
      p0: { rc: { FL: KING }, hand: [TOUGH], deck: deck() },
      p1: { hand: [GARETH], deck: deck() },
    });
    attack(s, 'FL', 'VC');
    expect(prompt(s)).toBe('vg.playAuto');
    const king = unit(s, 0, 'FL').id;
    answer(s, { t: 'auto', source: king, index: 1 }); // back to the hand first
    playUntil(s, 'vg.guard');
    expect(s.players[0].field.FL).toEqual([]);
    expect(codesIn(s.players[0].hand).sort()).toEqual([KING, TOUGH].sort());
    expect(events(s, 'call')).toEqual([]);
  });

  it('VG2 10.38.2: with no card to switch with, this card stays where it is', () => {
    give(KING, [actRC({ do: 'switch', with: 'hand' })]);
    const s = scenario({ at: 'main', p0: { rc: { FL: KING }, hand: [], deck: deck() } });
    const id = unit(s, 0, 'FL').id;
    playAct(s, 'FL');
    expect(prompt(s)).toBe('vg.main');
    expect(unit(s, 0, 'FL').id).toBe(id);
    expect(s.players[0].hand).toEqual([]);
  });
});

describe('VG2 10.34 "(unit A) attacks (unit B)"', () => {
  afterEach(() => {
    while (undo.length) undo.pop()!();
  });

  it('VG2 10.34 / VG2 10.34.1 / VG2 7.2.1: once the ability has resolved, an attack resolution runs from the attack step to the close step with the units it named, then play goes on', () => {
    give(KING, [actRC({ do: 'attack', target: chooseOpponentRearguard() }, draw(1))]);
    const s = scenario({
      at: 'main',
      p0: { rc: { BL: KING }, deck: deck() },
      p1: { rc: { FL: GARETH, BR: TOUGH }, hand: [GARETH], deck: deck() },
    });
    playAct(s, 'BL');
    expect(prompt(s)).toBe('vg.chooseUnit');
    // A specified unit being attacked need not be in the front row (7.4.1.6 limits only the turn player's choice).
    expect(circlesOffered(s).sort()).toEqual(['BR', 'FL']);
    answer(s, { t: 'unit', seat: 1, circle: 'BR' });
    // No start step, no attacker or target question: straight to the guard step.
    expect(prompt(s)).toBe('vg.guard');
    expect(s.phase).toBe('guard');
    expect(unit(s, 0, 'BL').rested).toBe(true); // VG2 7.4.1.5
    expect(events(s, 'attack')).toMatchObject([{ from: 'BL', target: 'BR' }]);
    // The ability's later effect (the draw) came first: the attack waited for it (10.34.1).
    const drawn = (s.log ?? []).findIndex((l) => l.e.t === 'move' && (l.e as { to?: string }).to === 'hand');
    expect(drawn).toBeGreaterThanOrEqual(0);
    expect(drawn).toBeLessThan(positions(s, 'battle')[0]);
    endGuard(s);
    playUntil(s, 'vg.main');
    expect(codesIn(s.players[1].drop)).toEqual([TOUGH]); // 10000 hits 8000: the rear-guard is retired
    expect(s.phase).toBe('main');
    expect(s.battlesThisTurn).toBe(1);
    expect(timings(s)).not.toContain('startStep+battlePhase');
    expect(timings(s)).toEqual(
      expect.arrayContaining(['attackStep', 'guardStep', 'damageStep', 'closeStep+endOfBattle']),
    );
  });

  it('VG2 10.34.1.1: a resting unit A, a unit A kept from attacking, or a unit B it may not attack — the action concludes with no battle', () => {
    const setups: { rested: boolean; extra: Ability[] }[] = [
      { rested: true, extra: [] },
      { rested: false, extra: [cont({ effect: { cont: 'restraint' } })] },
      { rested: false, extra: [cont({ effect: { cont: 'cannotAttackRearguard' } })] },
    ];
    for (const x of setups) {
      const off = withTestAbilities(KING, [actRC({ do: 'attack', target: chooseOpponentRearguard() }), ...x.extra]);
      try {
        const s = scenario({
          at: 'main',
          p0: { rc: { FL: { code: KING, rested: x.rested } }, deck: deck() },
          p1: { rc: { FL: TOUGH }, deck: deck() },
        });
        playAct(s, 'FL');
        if (prompt(s) === 'vg.chooseUnit') answer(s, { t: 'unit', seat: 1, circle: 'FL' });
        expect(prompt(s)).toBe('vg.main');
        expect(s.battlesThisTurn).toBe(0);
        expect(events(s, 'battle')).toEqual([]);
        expect(unit(s, 1, 'FL').code).toBe(TOUGH);
      } finally {
        off();
      }
    }
  });

  it('VG2 10.34.1.2: after the attack resolution the pair is checked again — a unit A stood during that battle attacks unit B again', () => {
    give(KING, [
      actRC({ do: 'attack', target: { unit: 'choose', side: 'opponent', what: 'unit', n: 1 } }),
      auto({
        zones: ['RC'],
        oncePerTurn: true,
        trigger: { on: 'attacks' },
        effects: [{ do: 'stand', target: thisUnit }],
      }),
    ]);
    const s = scenario({ at: 'main', p0: { rc: { FL: KING }, deck: deck() }, p1: { deck: deck() } });
    playAct(s, 'FL');
    answer(s, { t: 'unit', seat: 1, circle: 'VC' });
    playUntil(s, 'vg.main');
    // Battle 1: it attacks and stands again ([1/Turn]); battle 2: it attacks and stays rested, so the action ends.
    expect(events(s, 'battle').map((e) => e.number)).toEqual([1, 2]);
    expect(events(s, 'attack')).toMatchObject([
      { from: 'FL', target: 'VC' },
      { from: 'FL', target: 'VC' },
    ]);
    expect(events(s, 'damage').map((e) => e.amount)).toEqual([1, 1]);
    expect(unit(s, 0, 'FL').rested).toBe(true);
  });

  it('VG2 10.34.1.3: an attack set up during a battle begins only after that battle ends, and then the battle phase goes on', () => {
    give(KING, [
      auto({
        zones: ['RC'],
        oncePerTurn: true,
        trigger: { on: 'attacks' },
        effects: [
          { do: 'stand', target: thisUnit },
          { do: 'attack', target: chooseOpponentRearguard() },
        ],
      }),
    ]);
    const s = scenario({
      at: 'battle',
      p0: { rc: { FL: KING }, deck: deck() },
      p1: { rc: { FL: TOUGH }, hand: [GARETH], deck: deck() },
    });
    attack(s, 'FL', 'VC');
    answer(s, s.decision!.options.find((o) => o.t === 'auto') as never);
    answer(s, { t: 'unit', seat: 1, circle: 'FL' });
    expect(prompt(s)).toBe('vg.guard');
    expect(s.battle!.number).toBe(1); // the first battle goes on
    playUntil(s, 'vg.attack');
    const battles = positions(s, 'battle');
    const ends = positions(s, 'battleEnd');
    expect(battles).toHaveLength(2);
    expect(ends[0]).toBeLessThan(battles[1]);
    expect(events(s, 'attack')).toMatchObject([
      { from: 'FL', target: 'VC' },
      { from: 'FL', target: 'FL' },
    ]);
    expect(codesIn(s.players[1].drop)).toEqual([TOUGH]);
    expect(s.phase).toBe('start'); // back to the start step (7.8.1.5)
  });
});

describe('card text of move, switch and attack', () => {
  afterEach(() => {
    while (undo.length) undo.pop()!();
  });

  it('renders the effects and the trigger in English', () => {
    const text = cardText([
      auto({ zones: ['RC'], trigger: { on: 'moves' }, effects: [draw(1)] }),
      actRC({ do: 'move', target: thisUnit, sameColumn: true }),
      actRC({ do: 'switch', with: 'hand' }),
      actRC({ do: 'attack', target: chooseOpponentRearguard() }),
    ]);
    expect(text).toContain('When this unit moves, draw a card.');
    expect(text).toContain('Move this unit to the empty (RC) in the same column.');
    expect(text).toContain('Switch this card with a card from your hand.');
    expect(text).toContain("Choose one of your opponent's rear-guards, and this unit attacks it.");
  });
});

{
  // The tests gathered from multiAttack.test.ts, with its helpers: some of their names mean something else above.

  const BEAUMAINS = 'TD05/004'; // g2 10000 «Gold Paladin», vanilla: the attacker

  const MARRON = 'TD01/008'; // g1 8000 «Royal Paladin», vanilla

  const STARDUST = 'TD01/012'; // g0: a guardian

  const { give } = testOnlyAbilities();

  /** p0's Beaumains on FL attacks; p1 has 8000 units on VC and FL, two Stardusts in hand. */
  function position() {
    return scenario({
      at: 'battle',
      p0: { rc: { FL: BEAUMAINS }, deck: deck([]) },
      p1: { vanguard: MARRON, rc: { FL: MARRON, FR: MARRON }, hand: [STARDUST, STARDUST], deck: deck([]) },
    });
  }

  function startAttack(s: ReturnType<typeof position>, first: 'VC' | 'FL' | 'FR'): void {
    expect(prompt(s)).toBe('vg.attack');
    answer(s, { t: 'yes' });
    answer(s, { t: 'circle', circle: 'FL' });
    answer(s, { t: 'circle', circle: first });
  }

  describe('changing the units being attacked (VG2 10.20.1, 7.1.2.3, 7.1.2.4)', () => {
    const oppUnit: Target = { unit: 'choose', side: 'opponent', what: 'unit', n: 1 };
    const retarget = auto({
      zones: ['RC'],
      trigger: { on: 'attacks' },
      effects: [{ do: 'changeAttacked', target: oppUnit }],
    });

    it('VG2 10.20 / VG2 10.20.1 / VG2 7.1.2.3 / VG2 7.1.2.4: an attack on a rear-guard changed to the vanguard is a battle against the vanguard', () => {
      give(BEAUMAINS, [retarget]);
      const s = position();
      startAttack(s, 'FR');
      // The "when this unit attacks" ability resolves: the turn player chooses the new unit being attacked.
      for (let i = 0; i < 5 && prompt(s) !== null && !s.decision!.options.some((o) => 'circle' in o); i++)
        answer(s, s.decision!.options[0] as never);
      answer(s, { t: 'unit', seat: 1, circle: 'VC' });
      expect(s.battle!.targets.map((t) => t.circle)).toEqual(['VC']);
      expect(prompt(s)).toBe('vg.guard');
      answer(s, { t: 'pass' });
      // 10000 hits the 8000 vanguard: damage, and the rear-guard first attacked stays.
      expect(s.players[1].damage.length + s.players[1].vanguardDamage).toBeGreaterThan(0);
      expect(unit(s, 1, 'FR').code).toBe(MARRON);
      expect(abilityText(retarget)).toContain('attacking unit attacks');
    });
  });
}

{
  // The tests gathered from strideLeftovers.test.ts, with its helpers: some of their names mean something else above.

  const { give } = testOnlyAbilities();

  /** Player 1 at the stride step, both vanguards grade 3. */
  function atStride(p0: PlayerSpec): VGState {
    const s = scenario({ at: 'ride', p0, p1: { vanguard: C.overlord } });
    autoplay(s, (x) => prompt(x) === 'vg.stride' || x.phase === 'main');
    return s;
  }

  /** Stride with G1, paying with the hand card `cost` (grade 3). */
  function strideG1(s: VGState, cost: string): void {
    answer(s, { t: 'card', card: idOf(s, 0, 'gzone', G1) });
    answer(s, { t: 'card', card: idOf(s, 0, 'hand', cost) });
    answer(s, { t: 'done' });
  }

  describe('VG2 10.32.4: a unit moved onto a vanguard circle holding a G unit', () => {
    useTestGUnits();

    it('VG2 10.32.4 / VG2 10.32.1 / VG2 9.3.1: the G unit goes back to the G zone face up, never into the soul; the old heart is overloaded into the soul', () => {
      give(C.wingal, [
        act({ zones: ['RC'], cost: [], effects: [{ do: 'move', target: thisUnit, toVanguardCircle: true }] }),
      ]);
      const s = atStride({ vanguard: C.brigitte, hand: [C.brigitte], gzone: [G1], rc: { FL: C.wingal } });
      strideG1(s, C.brigitte);
      expect(prompt(s)).toBe('vg.main');
      s.log = [];
      answer(s, { t: 'act', card: unit(s, 0, 'FL').id, index: 0 });
      autoplay(s, (x) => prompt(x) === 'vg.main');
      expect(s.players[0].field.VC.map((c) => c.code)).toEqual([C.wingal]);
      expect(s.players[0].field.FL).toEqual([]);
      expect(s.players[0].gzone.filter((c) => c.up).map((c) => c.code)).toEqual([G1]);
      expect(s.players[0].soul.map((c) => c.code)).toEqual([C.brigitte]);
      const moves = events(s, 'move').map((e) => [e.from, e.to]);
      expect(moves).toEqual([
        ['VC', 'gzone'],
        ['FL', 'VC'],
        ['VC', 'soul'],
      ]);
      expect(s.hearts).toEqual([]);
    });

    it('VG2 10.32.1: the move to the vanguard circle renders its own text', () => {
      const text = abilityText(
        act({ zones: ['RC'], cost: [], effects: [{ do: 'move', target: thisUnit, toVanguardCircle: true }] }),
      );
      expect(text.toLowerCase()).toContain('move this unit to your (vc)');
    });
  });
}
