// DBS 10-28-4: a [Wish] on a Leader's back face turns it to its front, and it stays the same card. No card of
// our decks prints one, so the Leader SD1-01 (front 10000, back 15000) is lent a test-only [Wish] through a
// "gains the skills of" modifier, which it keeps on either face (vitest isolates this file's registrations).
import { describe, expect, it } from 'vitest';
import { run } from '../../src/core/engine.ts';
import { draw, wish } from '../../src/games/dbs/abilities/dsl.ts';
import { useTestSkills } from './testSkills.ts';
import { powerOf, skillsOf } from '../../src/games/dbs/characteristics.ts';
import type { DBSState } from '../../src/games/dbs/state.ts';
import { answer, many, options, scenario, settle } from './cards/helpers.ts';

const GOTEN = 'BT1-035'; // vanilla Son Goten, for the Drop Area and the deck
const WISH_KEY = 'TEST-WISH-BACK';
useTestSkills({ [WISH_KEY]: [wish({ if: 'drop', op: '>=', n: 2 }, [draw(1)])] });

/** Player 1's Leader with the lent [Wish], showing its back face when `back`, in the Main Phase. */
function withWish(back: boolean, dropCards = 2): DBSState {
  const s = scenario({ drop: many(GOTEN, dropCards), deck: many(GOTEN, 5) }, {});
  const leader = s.players[0].leader[0];
  leader.flipped = back;
  leader.mods = [
    { stat: 'skills', code: WISH_KEY, until: 'game' },
    { stat: 'power', n: 5000, until: 'turn' },
  ];
  leader.rested = true;
  s.decision = null; // ask the Main Phase again, now that the Leader has the skill
  run(s);
  return s;
}

/** The Main Phase option that activates the Leader's [Wish] (not its [Awaken]). */
function wishOption(s: DBSState) {
  const index = skillsOf(s.players[0].leader[0]).findIndex((k) => k.kind === 'wish');
  return options(s).find((o) => {
    const x = o as { t: string; from?: string; index?: number };
    return x.t === 'activate' && x.from === 'leader' && x.index === index;
  });
}

function activateWish(s: DBSState): void {
  const o = wishOption(s);
  expect(o).toBeDefined();
  answer(s, o!);
  settle(s);
}

describe('DBS 10-28-4 [Wish] on the back face', () => {
  it('DBS 10-28-4: a [Wish] on the back face resolves and turns the Leader to its front, still the same card', () => {
    const s = withWish(true);
    const before = s.players[0].leader[0];
    expect(powerOf(s, 0, before)).toBe(15000 + 5000); // the back face's power
    activateWish(s);
    const l = s.players[0].leader[0];
    expect(l.flipped).toBe(false);
    expect(l.id).toBe(before.id); // the same card, not a new one
    expect(l.rested).toBe(true); // its position carries over (10-28-5)
    expect(powerOf(s, 0, l)).toBe(10000 + 5000); // the front face's power, the +5000 kept (10-28-5)
    expect(s.players[0].hand).toHaveLength(1); // the effect resolved: draw 1
    expect(s.log?.some((x) => x.e.t === 'flipToFront')).toBe(true);
  });

  it('DBS 10-28-4: front to back, then back to front: each [Wish] flips the same card over', () => {
    const s = withWish(false);
    const id = s.players[0].leader[0].id;
    activateWish(s);
    expect(s.players[0].leader[0]).toMatchObject({ id, flipped: true });
    activateWish(s);
    expect(s.players[0].leader[0]).toMatchObject({ id, flipped: false });
    expect(s.players[0].hand).toHaveLength(2);
  });

  it('DBS 10-28-4 / DBS 10-28-1: on the back face too, it needs its condition', () => {
    const s = withWish(true, 1);
    expect(wishOption(s)).toBeUndefined();
    expect(s.players[0].leader[0].flipped).toBe(true);
  });
});
