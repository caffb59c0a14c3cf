// The blunder benchmark's checks (bench/blunderChecks.ts, issue 21), each on a position built through the engine:
// the blunder is named, the right answer is not, and a position without the chance is no opportunity.
import { describe, expect, it } from 'vitest';
import { CHECKS } from '../../bench/blunderChecks.ts';
import { act } from '../../src/core/engine.ts';
import type { Answer, BaseState } from '../../src/core/types.ts';
import { byCode, C as D, pick, scenario as dbsScenario } from '../dbs/scenario.ts';
import { attack } from '../vanguard/cards/helpers.ts';
import { C, scenario } from '../vanguard/scenario.ts';

const check = (kind: string) => CHECKS.find((c) => c.kind === kind)!;

function judge(kind: string, s: BaseState, a: Answer) {
  return check(kind).check(s, s.decision!, a);
}

/** Blaster Blade (9000) attacks the vanguard Wingal (6000) of a defender with `damage` damage holding `hand`. */
function vanguardAttack(damage: number, hand: string[]) {
  const s = scenario({
    at: 'battle',
    turn: 3,
    p0: { vanguard: C.blasterBlade, deck: [C.wingal, C.wingal, C.wingal] },
    p1: { vanguard: C.wingal, hand, damage: Array.from({ length: damage }, () => C.wingal) },
  });
  attack(s, 'VC', 'VC');
  expect(s.decision!.prompt).toBe('vg.guard');
  return s;
}

describe('blunder checks (issue 21)', () => {
  it('VG2 1.2.1.1 lethalUnguarded: passing at five damage against a hit, holding a 10000 guardian, is one; guarding is not', () => {
    const s = vanguardAttack(5, [C.stardust]);
    expect(judge('lethalUnguarded', s, { t: 'pass' })).toEqual({ opportunity: true, blunder: true });
    const guard = s.decision!.options.find((o) => o.t === 'guard')!;
    expect(judge('lethalUnguarded', s, guard)).toEqual({ opportunity: true, blunder: false });
  });

  it('lethalUnguarded: no chance at two damage, nor when the hand cannot stop the hit', () => {
    expect(judge('lethalUnguarded', vanguardAttack(2, [C.stardust]), { t: 'pass' }).opportunity).toBe(false);
    expect(judge('lethalUnguarded', vanguardAttack(5, ['TD01/003']), { t: 'pass' }).opportunity).toBe(false); // a grade 3: no shield
  });

  it('overGuard: at one damage, a second guardian on an attack that already would not hit is one; the first is not', () => {
    const s = vanguardAttack(1, [C.stardust, C.stardust]);
    const first = s.decision!.options.find((o) => o.t === 'guard')!;
    expect(judge('overGuard', s, first)).toEqual({ opportunity: true, blunder: false });
    act(s, 1, first); // 6000 + 10000 against 9000: the attack no longer hits
    expect(s.decision!.prompt).toBe('vg.guard');
    const second = s.decision!.options.find((o) => o.t === 'guard')!;
    expect(judge('overGuard', s, second)).toEqual({ opportunity: true, blunder: true });
    expect(judge('overGuard', s, { t: 'pass' })).toEqual({ opportunity: true, blunder: false });
  });

  it('overGuard: no chance at four damage', () => {
    const s = vanguardAttack(4, [C.stardust]);
    expect(
      judge(
        'overGuard',
        s,
        s.decision!.options.find((o) => o.t === 'guard')!,
      ).opportunity,
    ).toBe(false);
  });

  it('DBS 7-4-1-5-1 lethalUnblocked: declining [Blocker] with one Life left against a hit on the Leader is one; blocking is not', () => {
    // Hit (15000) attacks the Leader (10000) of a player with one Life and North Kai, a [Blocker].
    const last = dbsScenario({ battle: [D.hit] }, { battle: [D.northKai], life: 1 });
    pick(last, (o) => o.t === 'attack' && o.attacker === byCode(last, 0, 'battle', D.hit).id);
    expect(last.decision!.prompt).toBe('dbs.blocker');
    expect(judge('lethalUnblocked', last, { t: 'no' })).toEqual({ opportunity: true, blunder: true });
    expect(judge('lethalUnblocked', last, { t: 'yes' })).toEqual({ opportunity: true, blunder: false });
    // With two Life the same attack is not lethal: no chance.
    const two = dbsScenario({ battle: [D.hit] }, { battle: [D.northKai], life: 2 });
    pick(two, (o) => o.t === 'attack' && o.attacker === byCode(two, 0, 'battle', D.hit).id);
    expect(judge('lethalUnblocked', two, { t: 'no' }).opportunity).toBe(false);
  });

  it('energyUnused: ending the DBS main phase with a play on offer is one; with none offered it is no chance', () => {
    const d = {
      seat: 0 as const,
      kind: 'playTiming' as const,
      prompt: 'dbs.main',
      options: [{ t: 'end' }, { t: 'play' }],
    };
    expect(check('energyUnused').check({} as BaseState, d, { t: 'end' })).toEqual({ opportunity: true, blunder: true });
    expect(check('energyUnused').check({} as BaseState, d, { t: 'play' })).toEqual({
      opportunity: true,
      blunder: false,
    });
    const none = { ...d, options: [{ t: 'end' }] };
    expect(check('energyUnused').check({} as BaseState, none, { t: 'end' }).opportunity).toBe(false);
  });
});
