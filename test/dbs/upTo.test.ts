// Rules tests for "draw up to X cards" (DBS 4-9-4 – 4-9-4-3): one card at a time, the player choosing before
// each card whether to end, so each choice is made knowing the cards already drawn. A vanilla card is given
// test-only [Activate: Main] skills (vitest isolates each test file's modules, so no other file sees them).
import { describe, expect, it } from 'vitest';
import { dbsAnswerWithoutView, dbsHeuristicAnswer } from '../../src/ai/dbsHeuristic.ts';
import { activateMain, draw, drawUpTo } from '../../src/games/dbs/abilities/dsl.ts';
import { useTestSkills } from './testSkills.ts';
import { renderSkill } from '../../src/games/dbs/abilities/text.ts';
import type { DBSState } from '../../src/games/dbs/state.ts';
import { dbsView } from '../../src/games/dbs/view.ts';
import { activate, codes, no, prompt, scenario, settle, yes } from './cards/helpers.ts';
import { C } from './scenario.ts';

const HOST = 'BT1-102'; // Appule, a vanilla Battle card
const TOP = [C.hit, C.botamo, C.gohan, C.northKai]; // the deck's top four, top first

useTestSkills({ [HOST]: [activateMain([], [drawUpTo(3)]), activateMain([], [drawUpTo(0)])] });

/** Player 1's Main Phase with HOST in the Battle Area, its skill `index` activated and the counter timing passed. */
function activated(index: number, deck: string[] = [...TOP, ...Array<string>(16).fill(C.goten)]): DBSState {
  const s = scenario({ battle: [HOST], deck }, {});
  activate(s, HOST, { index });
  settle(s);
  return s;
}

const hand = (s: DBSState) => codes(s.players[0].hand);

describe('DBS 4-9-4 draw up to X cards', () => {
  it('DBS 4-9-4 DBS 4-9-4-2 DBS 4-9-4-3: drawing every time draws the top X cards one by one, then it ends without asking again', () => {
    const s = activated(0);
    for (let i = 0; i < 3; i++) {
      expect(prompt(s)).toBe('dbs.drawUpTo');
      expect(s.decision).toMatchObject({ seat: 0, kind: 'yesNo' });
      expect(hand(s)).toEqual(TOP.slice(0, i));
      yes(s);
    }
    expect(hand(s)).toEqual(TOP.slice(0, 3));
    expect(s.players[0].deck).toHaveLength(17);
    expect(prompt(s)).toBe('dbs.main'); // the third card ended it (4-9-4-3)
  });

  it('DBS 4-9-4-1: after a card is drawn the player may end it, seeing the card drawn', () => {
    const s = activated(0);
    yes(s);
    expect(prompt(s)).toBe('dbs.drawUpTo');
    const shown = dbsView(s, 0).players[0].hand;
    expect(Array.isArray(shown) && shown.map((c) => c.code)).toEqual([C.hit]);
    no(s);
    expect(hand(s)).toEqual([C.hit]);
    expect(s.players[0].deck).toHaveLength(19);
    expect(prompt(s)).toBe('dbs.main');
  });

  it('DBS 4-9-4-1: the player may end it before drawing any card', () => {
    const s = activated(0);
    no(s);
    expect(hand(s)).toEqual([]);
    expect(s.players[0].deck).toHaveLength(20);
    expect(prompt(s)).toBe('dbs.main');
  });

  it('DBS 4-9-4: "draw up to 0 cards" does nothing and asks nothing', () => {
    const s = activated(1);
    expect(prompt(s)).toBe('dbs.main');
    expect(hand(s)).toEqual([]);
    expect(s.players[0].deck).toHaveLength(20);
  });

  it('DBS 4-9-4 the skill text reads "Draw up to X cards"', () => {
    expect(renderSkill(activateMain([], [drawUpTo(2)]))).toBe('[Activate: Main] Draw up to 2 cards.');
    expect(renderSkill(activateMain([], [draw(2)]))).toBe('[Activate: Main] Draw 2 cards.');
  });

  it('the heuristic agent draws while its deck keeps a card (DBS 1-2-2-2: an empty deck loses)', () => {
    const s = activated(0);
    const yesNo = s.decision!.options;
    expect(dbsAnswerWithoutView('dbs.drawUpTo', yesNo)).toBeNull(); // it needs the view (the deck size)
    expect(dbsHeuristicAnswer(dbsView(s, 0), 0, 'dbs.drawUpTo', yesNo)).toEqual({ t: 'yes' });
    s.players[0].deck.length = 1;
    expect(dbsHeuristicAnswer(dbsView(s, 0), 0, 'dbs.drawUpTo', yesNo)).toEqual({ t: 'no' });
  });
});
