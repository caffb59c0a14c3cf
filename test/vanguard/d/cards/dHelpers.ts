// Test bodies the D standard trial-deck cards (D-SD01 … D-SD05, D-LTD01) share, played through real turns in format
// `d` (comprehensive rules ver. 4.55): the starter's draw for the player who went second, the Sentinel's guard, a
// trigger icon's printed power with no clan test, the over trigger's drive check text, and a card with no ability.
import { expect } from 'vitest';
import { abilitiesOf } from '../../../../src/games/vanguard/abilities/registry.ts';
import { requireCard } from '../../../../src/games/vanguard/cards/cardPool.ts';
import type { TriggerKind } from '../../../../src/games/vanguard/cards/cardRecord.ts';
import { answer, events, idOf, prompt, scenario } from '../../scenario.ts';
import { attack, codes, crit, endGuard, pw } from '../../cards/helpers.ts';

/** `n` copies of `code`. */
export const many = (code: string, n = 10): string[] => Array.from({ length: n }, () => code);

/**
 * [AUTO] "When this unit is rode upon, if you went second, draw a card" (VGD 8.2.1.6): the second player's ride onto
 * the starter draws one; the first player's draws nothing.
 */
export function starterDrawsWhenSecond(starter: string, grade1: string, filler: string): void {
  for (const seat of [0, 1] as const) {
    const spec = { vanguard: starter, hand: [grade1], deck: [filler, filler] };
    // The scenario's first player is player 1 (seat 0); seat 1 went second.
    const s = scenario({ format: 'd', at: 'ride', turn: 2, turnPlayer: seat, p0: spec, p1: spec });
    answer(s, { t: 'ride', card: idOf(s, seat, 'hand', grade1) });
    expect(codes(s.players[seat].soul)).toEqual([starter]);
    expect(codes(s.players[seat].hand)).toEqual(seat === 1 ? [filler] : []);
  }
}

/**
 * VGD 14.10 Sentinel and its [AUTO](GC): put on (GC), discard a card: the chosen unit cannot be hit (VGD 10.7.1.2);
 * declining the cost, the attack hits.
 */
export function sentinelGuards(sentinel: string, attacker: string, spare: string, pay: boolean): void {
  const s = scenario({
    format: 'd',
    at: 'battle',
    p0: { vanguard: attacker, deck: many(spare) },
    p1: { vanguard: spare, hand: [sentinel, spare], deck: many(spare) },
  });
  attack(s, 'VC', 'VC');
  answer(s, { t: 'guard', card: idOf(s, 1, 'hand', sentinel) });
  if (prompt(s) === 'vg.guardMore') answer(s, { t: 'done' }); // VGD 10.5.1.2.2: no more cards in this call
  expect(s.decision).toMatchObject({ seat: 1, prompt: 'vg.payCost' });
  answer(s, { t: pay ? 'yes' : 'no' });
  if (pay) {
    expect(codes(s.players[1].drop)).toEqual([spare]);
    answer(s, { t: 'unit', circle: 'VC' });
  }
  endGuard(s);
  while (prompt(s)?.startsWith('vg.trigger') || prompt(s) === 'vg.heal') answer(s, s.decision!.options[0] as never);
  expect(events(s, 'compare').at(-1)).toEqual({ t: 'compare', hit: [!pay] });
}

/**
 * VGD 10.6.1.2.4, 11.10.5: a drive check reveals `code`; its icon plays with no clan test and gives its printed
 * power (+10000): the critical, draw, heal or front row bonus as the icon says.
 */
export function triggerWorks(code: string, vanguard: string, filler: string): void {
  const kind: TriggerKind = requireCard(code).trigger!.kind;
  expect(requireCard(code).trigger!.power).toBe(10000);
  const s = scenario({
    format: 'd',
    at: 'battle',
    p0: { vanguard, rc: { FL: filler }, deck: [code, filler, ...many(filler)], damage: [filler] },
    p1: { vanguard: filler, hand: [filler] },
  });
  const vg = pw(s, 0, 'VC');
  const fl = pw(s, 0, 'FL');
  const hand = s.players[0].hand.length;
  attack(s, 'VC', 'VC');
  endGuard(s);
  while (s.players[0].trigger.some((c) => c.code === code)) {
    const options = s.decision!.options as { t: string; circle?: string }[];
    answer(s, (options.find((o) => o.circle === 'VC') ?? options[0]) as never);
  }
  expect(pw(s, 0, 'VC')).toBe(vg + 10000); // the front trigger gives it to every front row unit
  expect(pw(s, 0, 'FL')).toBe(fl + (kind === 'front' ? 10000 : 0));
  expect(crit(s, 0, 'VC')).toBe(kind === 'critical' ? 2 : 1);
  expect(s.players[0].damage.length).toBe(kind === 'heal' ? 0 : 1);
  expect(s.players[0].hand.length).toBeGreaterThanOrEqual(hand + 1 + (kind === 'draw' ? 1 : 0));
}

/** A card that prints no ability: none is defined, and its facts are those given. */
export function vanilla(code: string, facts: { grade: number; power: number; shield: number | null }): void {
  expect(abilitiesOf(code)).toEqual([]);
  const r = requireCard(code);
  expect({ grade: r.grade, power: r.power, shield: r.shield }).toEqual(facts);
  expect(r.dStandard).toBe(true);
}

/**
 * VGD 11.10.2.7: a drive check reveals the over trigger `code`: it is removed from the game, a card is drawn, a unit
 * gets Power +100000000, and its text (the fourth sub-ability) gives a unit another +100000000. A damage check plays
 * only the first three.
 */
export function overTriggerText(code: string, vanguard: string, filler: string): void {
  const s = scenario({
    format: 'd',
    at: 'battle',
    // A standing rear-guard: the battle phase asks again after the battle, before the turn (and the bonus) ends.
    p0: { vanguard, rc: { FL: filler }, deck: [code, filler, ...many(filler)] },
    p1: { vanguard: filler, hand: [filler] },
  });
  const vg = pw(s, 0, 'VC');
  attack(s, 'VC', 'VC');
  endGuard(s);
  expect(prompt(s)).toBe('vg.triggerOrder');
  expect((s.decision!.options[0] as unknown as { order: string[] }).order).toHaveLength(4);
  for (let i = 0; i < 20 && prompt(s) !== 'vg.attack'; i++) {
    const options = s.decision!.options as { t: string; circle?: string }[];
    answer(s, (options.find((o) => o.circle === 'VC') ?? options[0]) as never);
  }
  expect(codes(s.players[0].removed)).toEqual([code]);
  expect(pw(s, 0, 'VC')).toBe(vg + 200000000);
  // Control: a damage check plays three sub-abilities, no text.
  const t = scenario({
    format: 'd',
    at: 'battle',
    p0: { vanguard: filler, deck: many(filler) },
    p1: { vanguard: filler, deck: [code, ...many(filler)] },
  });
  attack(t, 'VC', 'VC');
  endGuard(t);
  while (prompt(t)?.startsWith('vg.trigger') && !prompt(t)?.startsWith('vg.triggerOrder'))
    answer(t, t.decision!.options[0] as never);
  expect(prompt(t)).toBe('vg.triggerOrder');
  expect(t.decision!.seat).toBe(1);
  expect((t.decision!.options[0] as unknown as { order: string[] }).order).toHaveLength(3);
}
