// Legion edge cases (VG2 10.25.12–10.25.14: "when this unit legions", "if this unit is in legion", "during the
// turn this unit legioned") and battle edge cases (VG2 7.4.1.8.3 battle opponents, 7.4.1.7 a specified unit being
// attacked that is gone), through the public API: vanilla trial-deck cards get test-only abilities with
// `withTestAbilities` (undone after each test).
import { describe, expect, it } from 'vitest';
import {
  act,
  auto,
  chooseOpponentRearguard,
  cont,
  type Effect,
  seekMate,
} from '../../src/games/vanguard/abilities/dsl.ts';
import { abilityText } from '../../src/games/vanguard/abilities/text.ts';
import { battleOpponents } from '../../src/games/vanguard/battle.ts';
import { inLegion, legionOf } from '../../src/games/vanguard/legion.ts';
import type { VGState } from '../../src/games/vanguard/state.ts';
import { moveCard } from '../../src/games/vanguard/zones.ts';
import { attack, deck, playAct, pw, unit } from './cards/helpers.ts';
import { answer, autoplay, C, events, idOf, prompt, scenario, timings } from './scenario.ts';
import { testOnlyAbilities } from './testAbilities.ts';

const LEADER = C.brigitte; // grade 3, 10000
const MATE = C.blasterBlade; // grade 2, 9000
const KING = 'TD03/004'; // King of Sword, g2 10000
const TOUGH = 'TD03/007'; // Tough Boy, g1 8000

const { give } = testOnlyAbilities();

/** Player 0's main phase: the Seek Mate vanguard, four drop cards, the mate in the deck; player 1 on grade 3. */
function seekMateScenario(rc: Record<string, string> = {}): VGState {
  return scenario({
    at: 'main',
    p0: {
      vanguard: LEADER,
      drop: [C.stardust, C.wingal, C.marron, C.critRP],
      deck: deck([C.marron, MATE, C.wingal]),
      rc,
      hand: [C.gallatin],
    },
    p1: { vanguard: C.overlord, rc: { FL: TOUGH }, hand: [C.critKagero] },
  });
}

/** Play Seek Mate (ability 0 of the vanguard) and take the mate. */
function legion(s: VGState): void {
  playAct(s, 0, unit(s, 0, 'VC').id, 0);
  while (prompt(s) === 'vg.cost.dropToDeckTop') answer(s, s.decision!.options[0] as never);
  answer(s, { t: 'card', card: idOf(s, 0, 'deck', MATE) });
  while (prompt(s) === 'vg.playAuto') answer(s, s.decision!.options.find((o) => o.t === 'auto') as never);
  expect(prompt(s)).toBe('vg.main');
}

/** The [card id, ability index] of every ability that went on standby. */
const stoodBy = (s: VGState) =>
  events(s, 'standby').map((e) => [(e.card as { id: number }).id, e.index as number] as [number, number]);

describe('legion edge cases (VG2 10.25)', () => {
  it('VG2 10.25.12: "when this unit legions" triggers for the Legion Leader and the Legion Mate as they become in legion, and for nothing else', () => {
    const legions = auto({ zones: ['VC'], trigger: { on: 'legions' }, effects: [{ do: 'soulCharge', n: 1 }] });
    give(LEADER, [seekMate('Blaster Blade'), legions]);
    give(MATE, [legions]);
    give(C.gallatin, [legions]);
    const s = seekMateScenario();
    const leader = unit(s, 0, 'VC');
    answer(s, { t: 'call', card: idOf(s, 0, 'hand', C.gallatin), circle: 'FL' }); // placed, no legion
    expect(stoodBy(s)).toEqual([]);
    legion(s);
    const mate = legionOf(s, 0)!.mate;
    expect(stoodBy(s)).toEqual([
      [leader.id, 1],
      [mate.id, 0],
    ]);
    expect(s.players[0].soul).toHaveLength(2);
  });

  it('VG2 10.25.13: "if this unit is in legion" reads the legion state at that point — before, during, and after the mate leaves', () => {
    const whileInLegion = cont({
      zones: ['VC'],
      condition: { if: 'inLegion' },
      effect: { cont: 'modify', stat: 'power', n: 5000 },
    });
    give(LEADER, [seekMate('Blaster Blade'), whileInLegion]);
    const s = seekMateScenario();
    expect(pw(s, 0, 'VC')).toBe(10000);
    legion(s);
    expect(pw(s, 0, 'VC')).toBe(15000);
    moveCard(s, 0, legionOf(s, 0)!.mate, 'VC', 'drop');
    expect(legionOf(s, 0)).toBeNull();
    expect(pw(s, 0, 'VC')).toBe(10000);
  });

  it('VG2 10.25.14: "during the turn that this unit legioned" holds in the turn it became in legion, not in a later turn while it stays in legion', () => {
    give(LEADER, [
      seekMate('Blaster Blade'),
      cont({
        zones: ['VC'],
        condition: { if: 'inLegion', thisTurn: true },
        effect: { cont: 'modify', stat: 'power', n: 3000 },
      }),
    ]);
    const s = seekMateScenario();
    legion(s);
    const leader = legionOf(s, 0)!.leader;
    expect(inLegion(s, 0, leader.id, true)).toBe(true);
    expect(pw(s, 0, 'VC')).toBe(13000);
    const turn = s.turn;
    autoplay(s, (x) => x.turnPlayer === 0 && x.turn > turn && prompt(x) === 'vg.ride');
    expect(inLegion(s, 0, leader.id)).toBe(true); // still in legion
    expect(inLegion(s, 0, leader.id, true)).toBe(false);
    expect(pw(s, 0, 'VC')).toBe(10000);
  });

  it('VG2 10.25.12 / VG2 10.25.13 / VG2 10.25.14: the trigger and the conditions read in English', () => {
    expect(
      abilityText(auto({ zones: ['VC'], trigger: { on: 'legions' }, effects: [{ do: 'soulCharge', n: 1 }] })),
    ).toContain('When this unit legions');
    const during = (thisTurn: boolean) =>
      abilityText(
        cont({
          zones: ['VC'],
          condition: { if: 'inLegion', thisTurn },
          effect: { cont: 'modify', stat: 'power', n: 1000 },
        }),
      );
    expect(during(false)).toContain('this unit is in legion');
    expect(during(true)).toContain('became in legion this turn');
  });
});

describe('battle opponents (VG2 7.4.1.8.3)', () => {
  const minus5000: Effect = {
    do: 'modify',
    target: { unit: 'battleOpponent' },
    stat: 'power',
    n: -5000,
    until: 'battle',
  };

  it('VG2 7.4.1.8.3: the unit being attacked is the attacking unit battle opponent and the other way round; none before the target is chosen, and a unit that left its circle is no longer one (7.4.1.8.2)', () => {
    const s = scenario({
      at: 'battle',
      p0: { rc: { FL: KING }, deck: deck() },
      p1: { rc: { FL: TOUGH }, hand: [C.critKagero], deck: deck() },
    });
    answer(s, { t: 'yes' });
    answer(s, { t: 'circle', circle: 'FL' });
    expect(prompt(s)).toBe('vg.target');
    const king = unit(s, 0, 'FL');
    expect(battleOpponents(s, king.id)).toEqual([]);
    answer(s, { t: 'circle', circle: 'FL' });
    const tough = unit(s, 1, 'FL');
    expect(battleOpponents(s, king.id).map((x) => [x.seat, x.card.id])).toEqual([[1, tough.id]]);
    expect(battleOpponents(s, tough.id).map((x) => [x.seat, x.card.id])).toEqual([[0, king.id]]);
    expect(battleOpponents(s, unit(s, 1, 'VC').id)).toEqual([]); // not in this battle
    moveCard(s, 0, king, 'FL', 'hand');
    expect(battleOpponents(s, tough.id)).toEqual([]);
  });

  it('VG2 7.4.1.8.3: "this unit\'s battle opponent gets Power -5000" on the attacker\'s "when this unit attacks" reaches the unit it attacks', () => {
    give(KING, [auto({ zones: ['RC'], trigger: { on: 'attacks' }, effects: [minus5000] })]);
    const s = scenario({
      at: 'battle',
      p0: { rc: { FL: KING }, deck: deck() },
      p1: { rc: { FL: TOUGH }, hand: [C.critKagero], deck: deck() },
    });
    const vanguardPower = pw(s, 1, 'VC');
    attack(s, 'FL', 'FL');
    while (prompt(s) === 'vg.playAuto') answer(s, s.decision!.options.find((o) => o.t === 'auto') as never);
    expect(pw(s, 1, 'FL')).toBe(8000 - 5000);
    expect(pw(s, 1, 'VC')).toBe(vanguardPower); // only the unit being attacked
    expect(abilityText(auto({ trigger: { on: 'attacks' }, effects: [minus5000] }))).toContain(
      "this unit's battle opponent gets Power -5000 until end of that battle",
    );
  });

  it("VG2 7.4.1.8.3 / VG2 10.25.5: the Legion Mate attacks with its leader, so the unit they attack is the mate's battle opponent too", () => {
    give(LEADER, [seekMate('Blaster Blade')]);
    give(MATE, [auto({ zones: ['VC'], trigger: { on: 'attacks' }, effects: [minus5000] })]);
    const s = seekMateScenario();
    legion(s);
    const { leader, mate } = legionOf(s, 0)!;
    answer(s, { t: 'pass' });
    const before = pw(s, 1, 'VC');
    attack(s, 'VC', 'VC');
    while (prompt(s) === 'vg.playAuto') answer(s, s.decision!.options.find((o) => o.t === 'auto') as never);
    expect(pw(s, 1, 'VC')).toBe(before - 5000);
    const opp = unit(s, 1, 'VC').id;
    expect(
      battleOpponents(s, opp)
        .map((x) => x.card.id)
        .sort(),
    ).toEqual([leader.id, mate.id].sort());
  });
});

describe('confirming the unit being attacked (VG2 7.4.1.7)', () => {
  it('VG2 7.4.1.7 / VG2 7.4.1.7.1 / VG2 7.1.2.1: a specified unit being attacked that left the field before it is confirmed sends the battle to the close step — it still counts as a battle, and the attacker stays rested', () => {
    give(KING, [act({ zones: ['RC'], cost: [], effects: [{ do: 'attack', target: chooseOpponentRearguard() }] })]);
    // "At the beginning of your attack step, retire one of your opponent's rear-guards": it runs at 7.4.1.2,
    // after 10.34.1.1 checked the pair and before 7.4.1.7 confirms the unit being attacked.
    give(LEADER, [
      auto({
        zones: ['VC'],
        trigger: { on: 'beginningOf', timing: 'attackStep' },
        effects: [{ do: 'retire', target: chooseOpponentRearguard() }],
      }),
    ]);
    const s = scenario({
      at: 'main',
      p0: { vanguard: LEADER, rc: { FL: KING }, deck: deck() },
      p1: { rc: { FL: TOUGH }, deck: deck() },
    });
    playAct(s, 0, unit(s, 0, 'FL').id, 0);
    answer(s, { t: 'unit', seat: 1, circle: 'FL' });
    for (let i = 0; i < 5 && prompt(s) !== 'vg.main'; i++) answer(s, s.decision!.options[0] as never);
    expect(prompt(s)).toBe('vg.main');
    expect(s.players[1].drop.map((c) => c.code)).toEqual([TOUGH]);
    expect(s.battlesThisTurn).toBe(1);
    expect(events(s, 'attack')).toEqual([]);
    expect(unit(s, 0, 'FL').rested).toBe(true); // 7.4.1.5 came before 7.4.1.7
    expect(timings(s)).toContain('closeStep+endOfBattle');
    expect(timings(s)).not.toContain('guardStep');
  });
});
