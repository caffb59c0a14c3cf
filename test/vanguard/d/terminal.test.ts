// The terminal board shows the D standard's ride deck zone (VGD 4.18.2, 4.18.5): counted for the opponent, named for
// its owner, face-up cards named for both.
import { describe, expect, it } from 'vitest';
import { view } from '../../../src/core/engine.ts';
import { renderBoard } from '../../../src/games/vanguard/product/terminalRender.ts';
import type { VGView } from '../../../src/games/vanguard/view.ts';
import { useTestCards } from '../testCards.ts';
import { scenario } from '../scenario.ts';
import { D, D_CARDS } from './dTestCards.ts';

useTestCards(D_CARDS);

describe('terminal board: the ride deck zone', () => {
  it('VGD 4.18.2 / VGD 4.18.5: the owner reads the face-down names, the opponent only their number', () => {
    const s = scenario({ format: 'd', at: 'main', p0: { vanguard: D.g0, rideDeck: [D.g1, D.g2] } });
    const own = renderBoard(view(s, 0) as VGView, 0, 120);
    const other = renderBoard(view(s, 1) as VGView, 1, 120);
    expect(own).toMatch(/ride deck: 2 face down \(.*Test Knight.*Test Captain.*\)/);
    expect(other).toMatch(/ride deck: 2 face down/);
    expect(other).not.toMatch(/Test Knight|Test Captain/);
    // A player without a ride deck shows no such line (control).
    expect(own.match(/ride deck:/g)).toHaveLength(1);
  });
});
