// Rules tests for a G unit whose stride skill prints its own cost (VG2 11.11.1–11.11.2), paid in full or not at all
// (8.5.2.4): "[Stride]-Stride Step-[discard a card from your hand & Counter Blast (1)] stride this card". The built-in
// pool has no G units, so these tests add test-only G unit records and abilities.
import { describe, expect, it } from 'vitest';
import { counterBlast, discard, strideSkill } from '../../src/games/vanguard/abilities/dsl.ts';
import { abilityText } from '../../src/games/vanguard/abilities/text.ts';
import { vanguardCatalog } from '../../src/games/vanguard/catalog.ts';
import { vanguardOf } from '../../src/games/vanguard/state.ts';
import { answer, autoplay, C, idOf, offers, prompt, scenario } from './scenario.ts';
import { G1, G2, useTestGUnits } from './strideCards.ts';
import { testOnlyAbilities } from './testAbilities.ts';

useTestGUnits();
const { give } = testOnlyAbilities();

const ownCost = strideSkill([discard(1), counterBlast(1)]);

/** Both vanguards grade 3 at the ride phase; player 1's G zone holds G1 (its own cost) and G2 (the standard one). */
function ready(hand: string[], faceUpDamage: number) {
  return scenario({
    at: 'ride',
    p0: {
      vanguard: C.brigitte,
      hand,
      gzone: [G1, G2],
      damage: Array.from({ length: faceUpDamage }, () => C.marron),
    },
    p1: { vanguard: C.overlord },
  });
}

describe('a G unit with its own stride cost (VG2 11.11.2, 8.5.2.4)', () => {
  it('VG2 11.11.2: its text is the stride skill with its own cost, in place of the standard one', () => {
    give(G1, [ownCost]);
    expect(abilityText(ownCost)).toBe(
      "[Stride] (only while both players' vanguards are grade 3 or greater)-Stride Step-[discard a card from your hand & Counter Blast (1)] Stride this card onto your (VC) from face down.",
    );
    const text = (code: string) => (vanguardCatalog.cardInfo!(code) as { text: string }).text;
    expect(text(G1)).toBe(abilityText(ownCost));
    expect(text(G2)).toContain('grades total 3 or more'); // positive control: the standard stride skill
  });

  it('VG2 11.11.2 / VG2 8.5.2.4: it strides by paying its own cost — one discard and one Counter Blast — though the hand could not pay the standard one', () => {
    give(G1, [ownCost]);
    const s = ready([C.wingal], 1); // grade 1 in hand: 1 < 3
    autoplay(s, (x) => x.phase === 'stride');
    expect(prompt(s)).toBe('vg.stride');
    expect(offers(s, { t: 'card', card: idOf(s, 0, 'gzone', G1) })).toBe(true);
    expect(offers(s, { t: 'card', card: idOf(s, 0, 'gzone', G2) })).toBe(false); // the standard cost is not payable
    answer(s, { t: 'card', card: idOf(s, 0, 'gzone', G1) });
    autoplay(s, (x) => x.phase !== 'stride');
    expect(vanguardOf(s, 0)?.code).toBe(G1);
    expect(s.players[0].hand).toHaveLength(0);
    expect(s.players[0].drop.map((c) => c.code)).toEqual([C.wingal]);
    expect(s.players[0].damage.filter((c) => c.up)).toHaveLength(0);
  });

  it('VG2 8.5.2.4: all or nothing — with no face-up damage card for the Counter Blast it is not offered, though the discard could be paid', () => {
    give(G1, [ownCost]);
    const s = ready([C.wingal], 0);
    autoplay(s, (x) => x.phase === 'stride' || x.phase === 'main');
    // Nothing to stride. The step is still asked, with "none" alone (issue 19: whether it is asked tells the opponent
    // nothing about the hand), and the G unit is not among the options.
    expect(prompt(s)).toBe('vg.stride');
    expect(s.decision!.options).toEqual([{ t: 'none' }]);
    answer(s, { t: 'none' });
    expect(vanguardOf(s, 0)?.code).toBe(C.brigitte);
    expect(s.players[0].hand).toHaveLength(1);
  });
});
