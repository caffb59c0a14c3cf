// Rules tests for phrasings of the G and V card texts the ability language gained: a rear-guard's "when your
// vanguard attacks" / "when another of your units attacks" (VG2 7.4.1.12), "at the beginning of the start step"
// (VG2 7.3.1.1: the first start step of the battle phase; VG1 7.2.1.1: every start step), "at the beginning of your
// ride phase / battle phase" (6.5.1.1.1, 7.3.1.1), "at the end of the battle that this unit attacked / boosted"
// (7.8.1.1), "at the end of that turn, return this / that unit to your hand" (8.6.6), "each player chooses …"
// (1.3.4: the turn player first, openly) and discarding as an effect (10.3, 1.3.2). Each is given to a vanilla
// trial-deck card (undone after each test); each test checks the rendered text and the behaviour.
import { describe, expect, it } from 'vitest';
import { auto, type Ability, type Trigger } from '../../src/games/vanguard/abilities/dsl.ts';
import { abilityText } from '../../src/games/vanguard/abilities/text.ts';
import type { FormatId } from '../../src/games/vanguard/formats.ts';
import type { VGState } from '../../src/games/vanguard/state.ts';
import { attack, codes, deck, pw, unit } from './cards/helpers.ts';
import { answer, autoplay, events, prompt, scenario } from './scenario.ts';
import { actDo, testOnlyAbilities } from './testAbilities.ts';

const KING = 'TD03/004'; // King of Sword, g2 10000
const TOUGH = 'TD03/007'; // Tough Boy, g1 8000, Boost
const WISEMAN = 'TD04/004'; // g2 10000
const MARRON = 'TD01/008'; // g1 8000
const RUTILE = 'TD03/001'; // g3 10000
const C_STARDUST = 'TD01/012'; // g0 6000

const { give } = testOnlyAbilities();

const drawOn = (trigger: Trigger, zones: Ability['zones'] = ['RC']): Ability =>
  auto({ zones, trigger, effects: [{ do: 'draw', n: 1 }] });

/** The abilities of `code` played so far. */
const plays = (s: VGState, code: string) =>
  events(s, 'playAbility').filter((e) => (e.card as { code: string }).code === code).length;

/** The abilities of `code` that have become stand by so far (VG2 8.6.2). */
const stoodBy = (s: VGState, code: string) =>
  events(s, 'standby').filter((e) => (e.card as { code: string } | undefined)?.code === code).length;

/** Through the guard step to the end of the battle: no guard, no intercept, triggers to the vanguard. */
function finishBattle(s: VGState): void {
  autoplay(s, (x) => prompt(x) === 'vg.attack' || prompt(x) === 'vg.main' || x.turn !== 3);
}

describe('"when your vanguard attacks" / "when another of your units attacks" (VG2 7.4.1.12)', () => {
  it('VG2 7.4.1.12: a rear-guard\'s "when your vanguard attacks" triggers on the vanguard\'s attack, not a rear-guard\'s; "another of your units" on both, never its own', () => {
    const a = drawOn({ on: 'yourUnitAttacks', who: 'vanguard' });
    const b = drawOn({ on: 'yourUnitAttacks', who: 'otherUnit', vs: 'vanguard' });
    expect(abilityText(a)).toBe('[AUTO](RC):When your vanguard attacks, draw a card.');
    expect(abilityText(b)).toBe('[AUTO](RC):When another of your units attacks a vanguard, draw a card.');
    give(TOUGH, [a]);
    give(MARRON, [b]);
    const s = scenario({
      at: 'battle',
      p0: { vanguard: KING, rc: { FL: KING, BL: TOUGH, BR: MARRON }, deck: deck() },
      p1: { vanguard: RUTILE, deck: deck() },
    });
    attack(s, 'FL', 'VC');
    expect([stoodBy(s, TOUGH), stoodBy(s, MARRON)]).toEqual([0, 1]);
    finishBattle(s);
    attack(s, 'VC', 'VC');
    expect([stoodBy(s, TOUGH), stoodBy(s, MARRON)]).toEqual([1, 2]);
  });

  it('VG2 7.4.1.12: "… attacks a vanguard" does not trigger on an attack on a rear-guard (positive control above)', () => {
    give(MARRON, [drawOn({ on: 'yourUnitAttacks', who: 'otherUnit', vs: 'vanguard' })]);
    const s = scenario({
      at: 'battle',
      p0: { vanguard: KING, rc: { FL: KING, BR: MARRON }, deck: deck() },
      p1: { vanguard: RUTILE, rc: { FR: WISEMAN }, deck: deck() },
    });
    attack(s, 'FL', 'FR');
    expect(stoodBy(s, MARRON)).toBe(0);
  });
});

describe('"at the beginning of …" (VG2 6.5.1.1.1, 7.3.1.1; VG1 7.2.1.1)', () => {
  for (const [format, expected, clause] of [
    ['cr201', 1, 'VG2 7.3.1.1'],
    ['cr110', 2, 'VG1 7.2.1.1'],
  ] as [FormatId, number, string][]) {
    it(`${clause}: "at the beginning of the start step" triggers at ${expected === 1 ? 'the first start step of the battle phase only' : 'every start step'} [${format}]`, () => {
      const a = drawOn({ on: 'beginningOf', timing: 'startStep' }, ['VC']);
      expect(abilityText(a)).toBe('[AUTO](VC):At the beginning of the start step of your battle phase, draw a card.');
      give(KING, [a]);
      const s = scenario({
        format,
        at: 'battle',
        p0: { vanguard: KING, rc: { FL: WISEMAN }, deck: deck() },
        p1: { vanguard: RUTILE, deck: deck() },
      });
      attack(s, 'VC', 'VC');
      finishBattle(s);
      expect(prompt(s)).toBe('vg.attack'); // the second start step
      answer(s, { t: 'no' });
      expect(plays(s, KING)).toBe(expected);
    });
  }

  it('VG2 7.3.1.1 / VG2 6.5.1.1.1: "at the beginning of your battle phase" and "… your ride phase" trigger there, for the turn player only', () => {
    give(KING, [
      drawOn({ on: 'beginningOf', timing: 'battlePhase' }, ['VC']),
      drawOn({ on: 'beginningOf', timing: 'ridePhase' }, ['VC']),
    ]);
    expect(abilityText(drawOn({ on: 'beginningOf', timing: 'ridePhase' }, ['VC']))).toBe(
      '[AUTO](VC):At the beginning of your ride phase, draw a card.',
    );
    const s = scenario({ at: 'ride', p0: { vanguard: KING, deck: deck() }, p1: { vanguard: KING, deck: deck() } });
    expect(plays(s, KING)).toBe(1); // the ride phase's
    autoplay(s, (x) => prompt(x) === 'vg.attack');
    expect(plays(s, KING)).toBe(2); // the battle phase's; the opponent's King of Sword never
    expect(events(s, 'playAbility').every((e) => e.seat === 0)).toBe(true);
  });
});

describe('"at the end of the battle that this unit attacked / boosted" (VG2 7.8.1.1)', () => {
  it('VG2 7.8.1.1: it triggers at the close step of the battle its unit attacked in, hit or not, and for the booster with "boosted"', () => {
    const attacked = drawOn({ on: 'battleEnds', role: 'attacked' });
    const boosted = drawOn({ on: 'battleEnds', role: 'boosted', vs: 'vanguard' });
    expect(abilityText(attacked)).toBe('[AUTO](RC):At the end of the battle that this unit attacked, draw a card.');
    expect(abilityText(boosted)).toBe(
      '[AUTO](RC):At the end of the battle that this unit boosted a vanguard, draw a card.',
    );
    give(KING, [attacked]);
    give(TOUGH, [boosted]);
    const s = scenario({
      at: 'battle',
      p0: { vanguard: RUTILE, rc: { FL: KING, BL: TOUGH }, deck: deck() },
      p1: { vanguard: RUTILE, deck: deck() },
    });
    attack(s, 'FL', 'VC', true);
    finishBattle(s);
    expect([stoodBy(s, KING), stoodBy(s, TOUGH)]).toEqual([1, 1]);
    expect([plays(s, KING), plays(s, TOUGH)]).toEqual([1, 1]);
    expect(afterCloseStep(s)).toBe(2);
  });
});

/** The abilities that became stand by after the close step began (VG2 7.8.1.1). */
function afterCloseStep(s: VGState): number {
  const log = (s.log ?? []).map((l) => l.e as unknown as Record<string, unknown>);
  const close = log.findIndex((e) => e.t === 'timing' && (e.timings as string[]).includes('endOfBattle'));
  return close < 0 ? 0 : log.slice(close).filter((e) => e.t === 'standby').length;
}

describe('"at the end of that turn, return this / that unit to your hand" (VG2 8.6.6)', () => {
  it('VG2 8.6.6 / VG2 8.6.6.1: the unit this ability called goes back to the hand at the end of that turn, once', () => {
    const a = actDo({ do: 'call', from: 'drop', n: 1 }, { do: 'atEndOfTurnReturnToHand', unit: 'called' });
    expect(abilityText(a)).toBe(
      '[ACT](VC/RC):Call one card from your drop zone to (RC), and at the end of that turn, return the units called by this effect to your hand.',
    );
    give(KING, [a]);
    const s = scenario({ at: 'main', p0: { vanguard: KING, drop: [WISEMAN], deck: deck() }, p1: { deck: deck() } });
    answer(s, { t: 'act', card: unit(s, 0, 'VC').id, index: 0 });
    answer(s, { t: 'unit', circle: 'FL' });
    expect(codes(s.players[0].field.FL)).toEqual([WISEMAN]);
    expect(s.players[0].hand).toHaveLength(0);
    autoplay(s, (x) => x.turn === 4);
    expect(codes(s.players[0].field.FL)).toEqual([]);
    expect(codes(s.players[0].hand)).toEqual([WISEMAN]);
  });

  it('VG2 8.6.6: "return this unit" — and a unit that left the field first is another card, which stays where it is', () => {
    give(KING, [actDo({ do: 'atEndOfTurnReturnToHand', unit: 'this' }, { do: 'retire', target: { unit: 'this' } })]);
    expect(abilityText(actDo({ do: 'atEndOfTurnReturnToHand', unit: 'this' }))).toBe(
      '[ACT](VC/RC):At the end of that turn, return this unit to your hand.',
    );
    const s = scenario({
      at: 'main',
      p0: { vanguard: RUTILE, rc: { FL: KING, FR: KING }, deck: deck() },
      p1: { deck: deck() },
    });
    answer(s, { t: 'act', card: unit(s, 0, 'FL').id, index: 0 });
    expect(codes(s.players[0].drop)).toEqual([KING]);
    autoplay(s, (x) => x.turn === 4);
    expect(codes(s.players[0].drop)).toEqual([KING]); // retired before the end of the turn: not returned
    expect(s.players[0].hand).toHaveLength(0);
    expect(codes(s.players[0].field.FR)).toEqual([KING]); // positive control: the other King stays on (RC)
  });
});

describe('"each player chooses …" (VG2 1.3.4) and discarding as an effect (VG2 10.3)', () => {
  it('VG2 1.3.4: each player chooses one of their rear-guards, the turn player first and openly; both are retired together', () => {
    const a = actDo({ do: 'retire', target: { unit: 'eachPlayersChoice', n: 1 } });
    expect(abilityText(a)).toBe(
      '[ACT](VC/RC):Each player chooses one of their rear-guards, the turn player first, and retires it.',
    );
    give(KING, [a]);
    const s = scenario({
      at: 'main',
      p0: { vanguard: KING, rc: { FL: TOUGH, FR: MARRON }, deck: deck() },
      p1: { vanguard: RUTILE, rc: { FL: WISEMAN, BL: TOUGH }, deck: deck() },
    });
    answer(s, { t: 'act', card: unit(s, 0, 'VC').id, index: 0 });
    expect([prompt(s), s.decision?.seat]).toEqual(['vg.eachChooses', 0]);
    answer(s, { t: 'unit', circle: 'FR' });
    expect(events(s, 'chosen').map((e) => e.seat)).toEqual([0]); // shown before the other player chooses
    expect([prompt(s), s.decision?.seat]).toEqual(['vg.eachChooses', 1]);
    expect(s.players[0].drop).toHaveLength(0); // nothing retired before both have chosen
    answer(s, { t: 'unit', circle: 'BL' });
    expect(codes(s.players[0].drop)).toEqual([MARRON]);
    expect(codes(s.players[1].drop)).toEqual([TOUGH]);
    expect(events(s, 'retire')).toHaveLength(2);
  });

  it('VG2 1.3.2: a player with no rear-guard chooses none, the other still does', () => {
    give(KING, [actDo({ do: 'retire', target: { unit: 'eachPlayersChoice', n: 1 } })]);
    const s = scenario({
      at: 'main',
      p0: { vanguard: KING, deck: deck() },
      p1: { rc: { FL: WISEMAN, BL: TOUGH }, deck: deck() },
    });
    answer(s, { t: 'act', card: unit(s, 0, 'VC').id, index: 0 });
    expect([prompt(s), s.decision?.seat]).toEqual(['vg.eachChooses', 1]);
    answer(s, { t: 'unit', circle: 'FL' });
    expect(codes(s.players[1].drop)).toEqual([WISEMAN]);
  });

  it('VG2 10.3 / VG2 1.3.2: "choose two cards from your hand, and discard them" as an effect: one at a time, as many as the hand holds', () => {
    const a = actDo({ do: 'discard', n: 2 });
    expect(abilityText(a)).toBe('[ACT](VC/RC):Choose two cards from your hand, and discard them.');
    give(KING, [a]);
    const s = scenario({
      at: 'main',
      p0: { vanguard: KING, hand: [TOUGH, MARRON, WISEMAN], deck: deck() },
      p1: { deck: deck() },
    });
    answer(s, { t: 'act', card: unit(s, 0, 'VC').id, index: 0 });
    expect(prompt(s)).toBe('vg.discard');
    answer(s, { t: 'card', card: s.players[0].hand[0].id });
    expect(prompt(s)).toBe('vg.discard');
    answer(s, { t: 'card', card: s.players[0].hand[0].id });
    expect(prompt(s)).toBe('vg.main');
    expect(codes(s.players[0].drop).sort()).toEqual([MARRON, TOUGH].sort());
    expect(codes(s.players[0].hand)).toEqual([WISEMAN]);
    // One card in hand: it is discarded, and the ability is still played (an effect, not a cost).
    const one = scenario({ at: 'main', p0: { vanguard: KING, hand: [TOUGH], deck: deck() }, p1: { deck: deck() } });
    answer(one, { t: 'act', card: unit(one, 0, 'VC').id, index: 0 });
    answer(one, { t: 'card', card: one.players[0].hand[0].id });
    expect(prompt(one)).toBe('vg.main');
    expect(codes(one.players[0].drop)).toEqual([TOUGH]);
    expect(pw(one, 0, 'VC')).toBe(10000);
  });
});

describe('"when this unit is placed on (RC) from your hand" (VG2 10.5)', () => {
  it('VG2 10.5: it triggers for a call from the hand, not for a call from the drop zone', () => {
    const a = auto({ trigger: { on: 'placed', circles: ['RC'], fromHand: true }, effects: [{ do: 'draw', n: 1 }] });
    expect(abilityText(a)).toBe('[AUTO]:When this unit is placed on (RC) from your hand, draw a card.');
    give(WISEMAN, [a]);
    give(KING, [actDo({ do: 'call', from: 'drop', n: 1 })]);
    const s = scenario({
      at: 'main',
      p0: { vanguard: KING, hand: [WISEMAN], drop: [WISEMAN], deck: deck() },
      p1: { deck: deck() },
    });
    answer(s, { t: 'act', card: unit(s, 0, 'VC').id, index: 0 });
    answer(s, { t: 'unit', circle: 'FL' });
    expect(stoodBy(s, WISEMAN)).toBe(0); // from the drop zone
    answer(s, { t: 'call', circle: 'FR' });
    expect(stoodBy(s, WISEMAN)).toBe(1); // from the hand
  });
});

describe('"at the end of your turn" (VG2 6.8.1.3) and "when your drive check reveals …" (VG2 7.6.1.2)', () => {
  it('VG2 6.8.1.3: "at the end of your turn" triggers with the end phase\'s beginning, in its master\'s turn only', () => {
    const a = drawOn({ on: 'beginningOf', timing: 'endOfTurn' });
    expect(abilityText(a)).toBe('[AUTO](RC):At the end of your turn, draw a card.');
    give(TOUGH, [a]);
    const s = scenario({ at: 'end', p0: { rc: { FL: TOUGH }, deck: deck() }, p1: { rc: { FL: TOUGH }, deck: deck() } });
    autoplay(s, (x) => x.turn === 4);
    expect(events(s, 'playAbility').map((e) => e.seat)).toEqual([0]);
    expect(s.players[0].hand).toHaveLength(1);
  });

  it('VG2 7.6.1.2: a rear-guard\'s "when your drive check reveals a grade 1 card" reads its vanguard\'s drive check', () => {
    const a = drawOn({ on: 'yourDriveCheckReveals', filter: { gradeMin: 1, gradeMax: 1 } });
    expect(abilityText(a)).toBe('[AUTO](RC):When your drive check reveals a grade 1 card, draw a card.');
    give(TOUGH, [a]);
    // The deck's top card is a grade 1 (Marron): the drive check reveals it.
    const s = scenario({
      at: 'battle',
      p0: { vanguard: KING, rc: { BL: TOUGH }, deck: deck([MARRON]) },
      p1: { vanguard: RUTILE, deck: deck() },
    });
    attack(s, 'VC', 'VC');
    finishBattle(s);
    expect(stoodBy(s, TOUGH)).toBe(1);
    // Positive control the other way: a grade 0 revealed does not trigger it.
    const t = scenario({
      at: 'battle',
      p0: { vanguard: KING, rc: { BL: TOUGH }, deck: deck([C_STARDUST]) },
      p1: { vanguard: RUTILE, deck: deck() },
    });
    attack(t, 'VC', 'VC');
    finishBattle(t);
    expect(stoodBy(t, TOUGH)).toBe(0);
  });
});
