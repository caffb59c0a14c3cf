// The D standard's damage (VGD 7.35, 13.6 damage application, 13.7 damage resolution): vanguard damage is taken one
// point at a time by two rule actions of the check timing, so losses and automatic abilities come between points
// (digest vanguard.md §4). Positions from the scenario helper, driven through `act`; ver. 2.01 is the control.
import { describe, expect, it } from 'vitest';
import { auto, draw } from '../../../src/games/vanguard/abilities/dsl.ts';
import type { FormatId } from '../../../src/games/vanguard/formats.ts';
import type { VGState } from '../../../src/games/vanguard/state.ts';
import { attack, deck } from '../cards/helpers.ts';
import { useTestCards } from '../testCards.ts';
import { testOnlyAbilities } from '../testAbilities.ts';
import { answer, autoplay, C, events, idOf, scenario, setMods } from '../scenario.ts';
import { D, D_CARDS } from './dTestCards.ts';

useTestCards(D_CARDS);
const { give } = testOnlyAbilities();

/** Player 1's vanguard attacks player 2's with critical `crit`; player 2 does not guard; run to the end of battle. */
function hitFor(format: FormatId, crit: number, p1Deck: string[], p1Damage: string[] = []): VGState {
  const s = scenario({
    format,
    at: 'battle',
    p0: { vanguard: C.overlord, deck: deck() },
    p1: { vanguard: D.g0, deck: p1Deck, damage: p1Damage },
  });
  if (crit > 1) setMods(s, 0, 'VC', [{ stat: 'critical', n: crit - 1, until: 'turn' }]);
  attack(s, 'VC', 'VC');
  autoplay(s, (x) => x.battle === null || x.result !== null);
  return s;
}

/** Log positions of the events matching `pred`. */
function at(s: VGState, pred: (e: Record<string, unknown>) => boolean): number[] {
  const out: number[] = [];
  s.log!.forEach((l, i) => {
    if (pred(l.e as unknown as Record<string, unknown>)) out.push(i);
  });
  return out;
}
const toDamage = (code: string) => (e: Record<string, unknown>) =>
  e.t === 'move' && e.to === 'damage' && (e.card as { code: string } | undefined)?.code === code;

describe('VGD 13.6–13.7: damage application and damage resolution, one point at a time', () => {
  it('VGD 13.6.2 / VGD 13.6.3 / VGD 13.7.2 / VGD 7.35.1: each point lowers vanguard damage by 1, checks the top card and puts it into the damage zone', () => {
    const s = hitFor('d', 2, deck([C.wingal, C.marron]));
    const p = s.players[1];
    expect(p.vanguardDamage).toBe(0);
    expect(events(s, 'damageCheck').map((e) => (e.card as { code: string }).code)).toEqual([C.wingal, C.marron]);
    expect(p.damage.map((c) => c.code)).toEqual([C.wingal, C.marron]);
    expect(p.trigger).toHaveLength(0);
    // The first card reaches the damage zone before the second point is checked (13.6.1: the trigger zone is empty).
    const [first, second] = at(s, (e) => e.t === 'damageCheck');
    const firstIn = at(s, toDamage(C.wingal))[0];
    expect(first).toBeLessThan(firstIn);
    expect(firstIn).toBeLessThan(second);
  });

  it('VGD 13.2.2 / VGD 13.1.2 / VGD 13.2.1: the sixth damage card loses the game before the next point is checked; ver. 2.01 checks every point first', () => {
    const five = [C.wingal, C.wingal, C.wingal, C.wingal, C.wingal];
    const s = hitFor('d', 2, deck([C.marron, C.stardust]), five);
    expect(s.result?.winner).toBe(0);
    expect(events(s, 'damageCheck')).toHaveLength(1);
    expect(s.players[1].damage).toHaveLength(6);
    expect(s.players[1].deck[s.players[1].deck.length - 1].code).toBe(C.stardust);
    // Control (VG2 9.6): no check timing between points, so both are checked and then the loss follows.
    const c = hitFor('cr201', 2, deck([C.marron, C.stardust]), five);
    expect(c.result?.winner).toBe(0);
    expect(events(c, 'damageCheck')).toHaveLength(2);
    expect(c.players[1].damage).toHaveLength(7);
  });

  it('VGD 13.6.1 / VGD 13.7.1: an auto set off by a card entering the damage zone resolves after the next damage check and before that card reaches the damage zone', () => {
    // Test-only: "when this card is put into the damage zone, draw a card".
    give(C.wingal, [auto({ trigger: { on: 'putInto', zone: 'damage' }, effects: [draw()] })]);
    const s = hitFor('d', 2, deck([C.wingal, C.marron, C.stardust], C.blasterBlade));
    const end = at(s, (e) => e.t === 'battleEnd')[0];
    const draws = at(s, (e) => e.t === 'move' && e.seat === 1 && e.to === 'hand').filter((i) => i < end);
    expect(draws).toHaveLength(1);
    const [, secondCheck] = at(s, (e) => e.t === 'damageCheck');
    const secondIn = at(s, toDamage(C.marron))[0];
    expect(secondCheck).toBeLessThan(draws[0]);
    expect(draws[0]).toBeLessThan(secondIn);
    // It drew the card under the second one checked.
    expect((s.log![draws[0]].e as unknown as { card: { code: string } }).card.code).toBe(C.stardust);
    // Control (VG2 9.6): the whole damage process runs first; the auto resolves after both cards are in the zone.
    const c = hitFor('cr201', 2, deck([C.wingal, C.marron, C.stardust], C.blasterBlade));
    const cDraw = at(c, (e) => e.t === 'move' && e.seat === 1 && e.to === 'hand')[0];
    expect(at(c, toDamage(C.marron))[0]).toBeLessThan(cDraw);
  });

  it('VGD 13.6.4 / VGD 13.7.1: a heal trigger revealed by a damage check heals before its own card reaches the damage zone', () => {
    const s = hitFor('d', 1, deck([D.heal]), [C.wingal]);
    const p = s.players[1];
    // Player 2 had 1 damage, player 1 none: 1 >= 0, so one card is healed; then the heal trigger goes to the zone.
    expect(p.damage.map((c) => c.code)).toEqual([D.heal]);
    expect(p.drop.map((c) => c.code)).toEqual([C.wingal]);
  });

  it('VGD 13.6.1.1 / VGD 7.35.1.2: skill damage is processed by the same rule actions (the turn player first when both have damage)', () => {
    // Both players' vanguard damage set as effects would leave it, then a check timing: the turn player's first.
    const s = scenario({
      format: 'd',
      at: 'main',
      p0: { vanguard: C.overlord, hand: [C.stardust], deck: deck([C.wingal]) },
      p1: { vanguard: D.g0, deck: deck([C.marron]) },
    });
    s.players[0].vanguardDamage = 1;
    s.players[1].vanguardDamage = 1;
    // Calling a unit passes through a check timing (VGD 9.9.2.1 is a play timing action followed by one).
    answer(s, { t: 'call', card: idOf(s, 0, 'hand', C.stardust), circle: 'FL' });
    const checks = events(s, 'damageCheck').map((e) => e.seat);
    expect(checks).toEqual([0, 1]);
    expect(s.players[0].damage.map((c) => c.code)).toEqual([C.wingal]);
    expect(s.players[1].damage.map((c) => c.code)).toEqual([C.marron]);
  });
});
