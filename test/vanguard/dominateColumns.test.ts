// Rules tests for columns with dominated units (VG2 10.35.1.1.1, 10.35.2, 10.35.3, 10.35.3.1): a dominated unit is
// its dominating player's unit, in that player's column as that player sees it (the opponent's right column is its
// left column), and no longer a unit of its original master. Every "same column" reading goes through that: Harmony
// (11.34.1), Dark Device (11.36.1.1), "an opponent's unit in the back row of the same column", and which opponent's
// units an attack may choose. No trial-deck card dominates: vanilla cards get test-only abilities.
import { describe, expect, it } from 'vitest';
import { chooseOpponentRearguard, cont, harmony } from '../../src/games/vanguard/abilities/dsl.ts';
import type { Effect } from '../../src/games/vanguard/abilities/dsl.ts';
import { dominatorOf, type VGState } from '../../src/games/vanguard/state.ts';
import { inHarmony } from '../../src/games/vanguard/turnRecords.ts';
import { call, deck, pw, unit } from './cards/helpers.ts';
import { answer, events, prompt, scenario, type PlayerSpec } from './scenario.ts';
import { actDo, testOnlyAbilities } from './testAbilities.ts';

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
