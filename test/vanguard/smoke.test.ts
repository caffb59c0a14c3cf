import { describe, expect, it } from 'vitest';
import { answer, C, idOf, prompt, scenario } from './scenario.ts';

describe('scenario builder', () => {
  it('VG2 6.6.1.2.1 a normal call puts a hand card of grade at most the vanguard on a rear-guard circle', () => {
    const s = scenario({ at: 'main', p0: { vanguard: C.blasterBlade, hand: [C.wingal] } });
    expect(prompt(s)).toBe('vg.main');
    answer(s, { t: 'call', card: idOf(s, 0, 'hand', C.wingal), circle: 'BC' });
    expect(s.players[0].field.BC[0].code).toBe(C.wingal);
    expect(s.players[0].hand).toHaveLength(0);
  });
});
