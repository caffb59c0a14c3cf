// DBS rules tests — infinite loops (rules 11-1).
// Gathered by rules topic from the batch-named files loops.test.ts, rules-a-general.test.ts.

import { describe, expect, it } from 'vitest';
import { dbsAnswerWithoutView } from '../../../src/games/dbs/product/heuristic.ts';
import type { Answer } from '../../../src/core/types.ts';
import { activateMain, auto, onPlay } from '../../../src/games/dbs/abilities/dsl.ts';
import { LOOP_COUNTS } from '../../../src/games/dbs/loops.ts';
import type { DBSState } from '../../../src/games/dbs/state.ts';
import { DBS_PROMPT_TEXT } from '../../../web/src/games/dbs/prompts.ts';
import { activate, answer, choose, en, no, play, prompt, scenario, settle, V, yes } from '../cards/helpers.ts';
import * as scenario_ from '../scenario.ts';
import { C, pick } from '../scenario.ts';
import { useTestSkills } from '../testSkills.ts';

const ONE = V.yellow; // Appule: the loop only its player can stop

const BOTH = V.red; // Hit: the loop both players can stop

const RECALL = V.blue; // Son Goten: [Activate: Main] play up to 1 Battle card from your Drop Area (a free-timing restart)

/** Player 1 plays `code` from hand: its "when played" question comes. */
function start(code: string): DBSState {
  const s = scenario({ hand: [code], energy: code === ONE ? en('yellow', 2) : en('red', 2) }, {});
  play(s, code);
  settle(s);
  expect(prompt(s)).toBe('dbs.may');
  return s;
}

/** Times `code` was played so far (each play of the loop is a new card object, 3-1-4). */
function plays(s: DBSState, code: string): number {
  return (s.log ?? []).filter((l) => l.e.t === 'play' && (l.e as { card?: { code: string } }).card?.code === code)
    .length;
}

/**
 * Player 1 plays `code` and the loop goes round once, nobody stopping it (player 1 puts it in the Drop; then player 1
 * plays it again, or for BOTH player 2 lets it be played): the count question is pending. `first` is the play count
 * before the round.
 */
function roundOnce(code: string): { s: DBSState; first: number } {
  const s = start(code);
  const first = plays(s, code);
  yes(s);
  if (code === ONE) yes(s);
  else no(s);
  return { s, first };
}

/** Declare a loop count (DBS 11-1-2-1). */
function declare(s: DBSState, n: number): void {
  answer(s, { t: 'number', n } as Answer);
}

const where = (s: DBSState, code: string): string =>
  s.players[0].battle.some((c) => c.code === code)
    ? 'battle'
    : s.players[0].drop.some((c) => c.code === code)
      ? 'drop'
      : '?';

// From the former loops.test.ts:
// Infinite loops a player can stop (DBS 11-1-2-1, 11-1-2-2): once the same optional question comes back in the
// same position, the players who can stop the loop declare a count instead of being asked at every pass.
// Test-only skills on vanilla cards make the loop: "when this card is played, you may put it in the Drop Area"
// and "when this card goes from the Battle Area to the Drop Area, you may play it" (or "your opponent may
// [nothing]; if they don't, play it").

describe('loops a player can stop (DBS 11-1-2-1, 11-1-2-2)', () => {
  useTestSkills({
    [ONE]: [
      auto(onPlay(), [{ do: 'may', cost: [], then: [{ do: 'thisToDrop' }] }]),
      auto({ on: 'toDropFromBattle' }, [{ do: 'may', cost: [], then: [{ do: 'playThis' }] }]),
    ],
    [RECALL]: [activateMain([], [{ do: 'fromDrop', pick: 1, filter: { type: 'battle' }, to: 'play' }])],
    [BOTH]: [
      auto(onPlay(), [{ do: 'may', cost: [], then: [{ do: 'thisToDrop' }] }]),
      auto({ on: 'toDropFromBattle' }, [{ do: 'opponentMay', cost: [], otherwise: [{ do: 'playThis' }] }]),
    ],
  });

  it('DBS 11-1-2-1: after one pass round the loop, its only stopper declares a count instead of being asked each pass', () => {
    const s = start(ONE);
    const first = plays(s, ONE);
    yes(s); // to the Drop
    expect(prompt(s)).toBe('dbs.may');
    yes(s); // played again: the same question in the same position
    expect(prompt(s)).toBe('dbs.loopCount');
    expect(s.decision).toMatchObject({ seat: 0, kind: 'number' });
    expect(s.decision!.options).toEqual(LOOP_COUNTS.map((n) => ({ t: 'number', n })));
    declare(s, 3);
    // Three more passes with no question, then the player stops at their question: the card stays in play.
    expect(plays(s, ONE)).toBe(first + 1 + 3);
    expect(where(s, ONE)).toBe('battle');
    expect(prompt(s)).toBe('dbs.main');
  });

  it('DBS 11-1-2-1: a count of 0 stops the loop at once, and the stopped question is not asked again', () => {
    const { s, first } = roundOnce(ONE);
    declare(s, 0);
    expect(plays(s, ONE)).toBe(first + 1);
    expect(where(s, ONE)).toBe('battle');
    expect(prompt(s)).toBe('dbs.main');
  });

  it('DBS 11-1-2-1: the largest count is carried out in full; the passes are not mistaken for a loop nobody can stop (11-1-2)', () => {
    const { s, first } = roundOnce(ONE);
    declare(s, 100);
    expect(s.result).toBeFalsy();
    expect(plays(s, ONE)).toBe(first + 1 + 100);
    expect(prompt(s)).toBe('dbs.main');
  });

  it('DBS 11-1-2-1: declining by hand ends it with no count asked (no loop yet)', () => {
    const s = start(ONE);
    yes(s);
    no(s); // stays in the Drop
    expect(where(s, ONE)).toBe('drop');
    expect(prompt(s)).toBe('dbs.main');
  });

  it('DBS 11-1-2-2: both players can stop it: the turn player declares, then the other; the fewer passes are made and the smaller declarer stops', () => {
    const s = start(BOTH);
    const first = plays(s, BOTH);
    yes(s); // player 1 puts it in the Drop
    expect(prompt(s)).toBe('dbs.opponentMay');
    expect(s.decision!.seat).toBe(1);
    no(s); // player 2 lets it be played again
    expect(prompt(s)).toBe('dbs.loopCount');
    expect(s.decision!.seat).toBe(0); // the turn player first
    declare(s, 5);
    expect(prompt(s)).toBe('dbs.loopCount');
    expect(s.decision!.seat).toBe(1);
    declare(s, 2);
    // Two more passes, then player 2 (the smaller count) stops it at their question: the card stays in the Drop.
    expect(plays(s, BOTH)).toBe(first + 1 + 2);
    expect(where(s, BOTH)).toBe('drop');
    expect(prompt(s)).toBe('dbs.main');
  });

  it('DBS 11-1-2-2: when the turn player declares fewer, they stop it at their own question', () => {
    const { s, first } = roundOnce(BOTH);
    declare(s, 1);
    declare(s, 10);
    expect(plays(s, BOTH)).toBe(first + 1 + 1);
    expect(where(s, BOTH)).toBe('battle');
    expect(prompt(s)).toBe('dbs.main');
  });

  it('DBS 11-1-2-2: the larger declarer cannot restart the loop in the same state later in the turn, from a free timing', () => {
    const go = (loopFirst: boolean): DBSState => {
      const s = scenario({ hand: [BOTH], battle: [RECALL], energy: en('red', 2) }, {});
      play(s, BOTH);
      settle(s);
      if (loopFirst) {
        yes(s); // player 1 puts it in the Drop
        no(s); // player 2 lets it be played again: the loop is found
        declare(s, 5); // the turn player declares more …
        declare(s, 2); // … so player 2 stops it, and player 1 may not restart it (11-1-2-2)
      } else {
        yes(s); // player 1 puts it in the Drop
        yes(s); // player 2 stops it by hand at once: no loop, no count, nobody barred
      }
      expect(where(s, BOTH)).toBe('drop');
      expect(prompt(s)).toBe('dbs.main');
      // Back in the Main Phase free timing: Goten plays it from the Drop, the state the loop ran in.
      activate(s, RECALL, { from: 'battle' });
      choose(s, BOTH);
      settle(s);
      return s;
    };
    // Positive control: with no loop before, player 1 is asked whether to put it in the Drop again.
    const free = go(false);
    expect(prompt(free)).toBe('dbs.may');
    expect(free.decision!.seat).toBe(0);
    // After the loop, the same question in the same position is answered for player 1: it stays in play.
    const barred = go(true);
    expect(prompt(barred)).toBe('dbs.main');
    expect(where(barred, BOTH)).toBe('battle');
  });

  it('DBS 11-1-2-1: the count question has client text and a heuristic answer', () => {
    expect(DBS_PROMPT_TEXT['dbs.loopCount']).toMatch(/how many more times/);
    const options = LOOP_COUNTS.map((n) => ({ t: 'number', n }));
    expect(dbsAnswerWithoutView('dbs.loopCount', options)).toEqual({ t: 'number', n: 3 });
  });
});

{
  // The tests gathered from rules-a-general.test.ts, with its helpers: some of their names mean something else above.

  const scenario = scenario_.scenario;

  describe('infinite loops (DBS 11-1)', () => {
    it('DBS 11-1 DBS 11-1-1 DBS 11-1-2: a checkpoint whose rule processing never settles ends the game as a draw', () => {
      // The loop guard counts rule-processing rounds in one checkpoint; a limit of 1 stands in for a loop
      // that would repeat forever (two rounds are needed here: one applies, the next finds nothing).
      const s = scenario({ battle: [C.hit] }, {}, { loopLimit: 1 });
      s.players[0].battle[0].mods = [{ stat: 'power', n: -20000, until: 'turn' }];
      pick(s, (o) => o.t === 'end');
      expect(s.result).toEqual({ winner: 'draw', reason: expect.stringMatching(/loop/) });
      const t = scenario({ battle: [C.hit] }, {});
      t.players[0].battle[0].mods = [{ stat: 'power', n: -20000, until: 'turn' }];
      pick(t, (o) => o.t === 'end');
      expect(t.result).toBeNull();
    });
  });
}
