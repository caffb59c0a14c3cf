// The queue of extra turns (VG2 12.4) in the public view and on the CLI screen: who takes the next turns is
// public, so every seat and a spectator see the same queue. The extra turns come from a test-only [ACT] on a
// vanilla host, as in extraTurnTimeLeap.test.ts.
import { describe, expect, it } from 'vitest';
import { renderBoard } from '../../src/games/vanguard/product/terminalRender.ts';
import { vgView } from '../../src/games/vanguard/view.ts';
import { deck, unit } from './cards/helpers.ts';
import { answer, autoplay, scenario } from './scenario.ts';
import { actDo, testOnlyAbilities } from './testAbilities.ts';

const KING = 'TD03/004'; // King of Sword, vanilla grade 2 «Nova Grappler»

const { give } = testOnlyAbilities();

describe('VG2 12.4 the queue of extra turns in the view', () => {
  it('VG2 12.4.1 / VG2 12.4.2: every viewer sees the queued turns, the next first, until the regular order is back', () => {
    give(KING, [actDo({ do: 'extraTurn' })]);
    const s = scenario({ at: 'main', p0: { vanguard: KING, deck: deck([]) }, p1: { deck: deck([]) } });
    for (const viewer of [0, 1, 'spectator'] as const) expect(vgView(s, viewer).nextTurns).toBeUndefined();
    // Two extra turns for player 1 in the same turn, both before player 2's regular turn.
    answer(s, { t: 'act', card: unit(s, 0, 'VC').id, index: 0 });
    answer(s, { t: 'act', card: unit(s, 0, 'VC').id, index: 0 });
    const queued = [
      { seat: 0, extra: true },
      { seat: 0, extra: true },
      { seat: 1, extra: false },
    ];
    for (const viewer of [0, 1, 'spectator'] as const) expect(vgView(s, viewer).nextTurns).toEqual(queued);

    autoplay(s, (x) => x.turn === 4);
    expect(vgView(s, 1).nextTurns).toEqual([
      { seat: 0, extra: true },
      { seat: 1, extra: false },
    ]);
    autoplay(s, (x) => x.turn === 5);
    expect([s.turnPlayer, vgView(s, 1).nextTurns]).toEqual([0, [{ seat: 1, extra: false }]]);
    autoplay(s, (x) => x.turn === 6);
    expect([s.turnPlayer, vgView(s, 0).nextTurns]).toEqual([1, undefined]);
  });

  it('VG2 12.4.1: the CLI screen lists the queued turns from its seat, and nothing once none are queued', () => {
    give(KING, [actDo({ do: 'extraTurn' })]);
    const s = scenario({ at: 'main', p0: { vanguard: KING, deck: deck([]) }, p1: { deck: deck([]) } });
    expect(renderBoard(vgView(s, 0), 0)).not.toContain('Next:');
    answer(s, { t: 'act', card: unit(s, 0, 'VC').id, index: 0 });
    expect(renderBoard(vgView(s, 0), 0)).toContain("Next: your extra turn, then opponent's turn");
    expect(renderBoard(vgView(s, 1), 1)).toContain("Next: opponent's extra turn, then your turn");
    autoplay(s, (x) => x.turn === 4);
    expect(renderBoard(vgView(s, 0), 0)).toContain("Next: opponent's turn");
    autoplay(s, (x) => x.turn === 5);
    expect(renderBoard(vgView(s, 0), 0)).not.toContain('Next:');
  });
});
