// Format d, VGD 10.5.1.2.2: in one action of the guard step's play timing the defender calls one or more hand cards
// to the guardian circle together (ver. 2.01 calls one per action, VG2 7.5.1.2.2); the check timing follows the whole
// call once (10.5.2). The heuristic agent adds cards to the call until the attack is stopped.
import { describe, expect, it } from 'vitest';
import { heuristicAnswer } from '../../../../src/games/vanguard/product/heuristic.ts';
import { vgView } from '../../../../src/games/vanguard/view.ts';
import { answer, events, idOf, offers, prompt, scenario } from '../../scenario.ts';
import { attack, codes } from '../../cards/helpers.ts';

const JEWELION = 'D-SD05/007'; // grade 2, 10000, shield 5000
const CAUTION = 'D-SD05/008'; // grade 1, shield 5000
const TREUSE = 'D-SD05/014'; // heal trigger, shield 15000
const BASTION = 'D-SD03/001'; // grade 3, 13000
const many = (code: string, n = 10) => Array.from({ length: n }, () => code);

function battle(format: 'd' | 'cr201', hand: string[]) {
  const s = scenario({
    format,
    at: 'battle',
    p0: { vanguard: format === 'd' ? BASTION : 'TD01/001', deck: many(JEWELION) },
    p1: { vanguard: format === 'd' ? JEWELION : 'TD01/004', hand, deck: many(JEWELION) },
  });
  attack(s, 'VC', 'VC');
  return s;
}

describe('VGD 10.5.1.2.2 several guardians in one call', () => {
  it('VGD 10.5.1.2.2: after a first hand card the defender may add more (each once), then Done puts them all on (GC) together, one check timing after', () => {
    const s = battle('d', [JEWELION, CAUTION, TREUSE]);
    expect(prompt(s)).toBe('vg.guard');
    answer(s, { t: 'guard', card: idOf(s, 1, 'hand', JEWELION) });
    expect(s.decision).toMatchObject({ seat: 1, prompt: 'vg.guardMore' });
    // The card already chosen is not offered again; nothing is on the guardian circle yet.
    expect(offers(s, { t: 'guard', card: idOf(s, 1, 'hand', JEWELION) })).toBe(false);
    expect(s.players[1].field.GC).toEqual([]);
    answer(s, { t: 'guard', card: idOf(s, 1, 'hand', TREUSE) });
    answer(s, { t: 'done' });
    expect(codes(s.players[1].field.GC)).toEqual([JEWELION, TREUSE]);
    expect(events(s, 'guard')).toHaveLength(2);
    expect(s.battle!.guardians).toHaveLength(2);
    // Back to the play timing (10.5.2 → 10.5.1.2): another call may follow.
    expect(prompt(s)).toBe('vg.guard');
    expect(offers(s, { t: 'guard', card: idOf(s, 1, 'hand', CAUTION) })).toBe(true);
  });
  it('VGD 10.5.1.2.2: with no other hand card left, the call ends at once with the one card', () => {
    const s = battle('d', [JEWELION]);
    answer(s, { t: 'guard', card: idOf(s, 1, 'hand', JEWELION) });
    expect(events(s, 'guard')).toHaveLength(1);
    expect(events(s, 'ask').some((e) => (e as { prompt?: string }).prompt === 'vg.guardMore')).toBe(false);
    expect(prompt(s)).not.toBe('vg.guardMore');
  });
  it('VG2 7.5.1.2.2 control: under ver. 2.01 a guard answer calls one card and the play timing comes back', () => {
    const s = battle('cr201', ['TD01/004', 'TD01/008']);
    answer(s, { t: 'guard', card: idOf(s, 1, 'hand', 'TD01/004') });
    expect(prompt(s)).toBe('vg.guard');
    expect(codes(s.players[1].field.GC)).toEqual(['TD01/004']);
  });
  it('VGD 10.5.1.2.2: the heuristic adds a second card when one is not enough at five damage, then stops', () => {
    const s = scenario({
      format: 'd',
      at: 'battle',
      p0: { vanguard: BASTION, deck: many(JEWELION) },
      p1: { vanguard: JEWELION, hand: [JEWELION, CAUTION, CAUTION], damage: many(JEWELION, 5), deck: many(JEWELION) },
    });
    attack(s, 'VC', 'VC');
    const h = () => heuristicAnswer(vgView(s, 1), 1, s.decision!.prompt, s.decision!.options);
    // 13000 against 10000: a 5000 shield stops it, the drive margin wants more.
    for (let i = 0; i < 4 && (prompt(s) === 'vg.guard' || prompt(s) === 'vg.guardMore'); i++) {
      const a = h();
      answer(s, a as never);
      if (a.t === 'pass') break;
    }
    expect(events(s, 'guard').length).toBeGreaterThanOrEqual(2);
    expect(s.players[1].hand.length).toBeLessThanOrEqual(1);
  });
});
