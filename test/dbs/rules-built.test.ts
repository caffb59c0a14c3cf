// DBS rules tests for the skill parts built last: the "at the end of the Main Phase" trigger
// (6-3-1-3-1-1), the "when you deal damage" / "when you dealt damage" triggers of the Damage Step
// (7-4-1-4-1, 7-4-1-4-1-2), an effect moving only the top card of a stack (11-3-7) and naming a number
// (1-3-5, 1-3-5-1).
//
// Skills no card of our pool prints are registered under TEST- keys and lent to cards through a "gains the
// skills of" modifier (vitest isolates each test file's modules, so no other file sees them).
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../src/core/types.ts';
import { activateMain, auto, draw, ifThen, permanent } from '../../src/games/dbs/abilities/dsl.ts';
import { useTestSkills } from './testSkills.ts';
import { renderSkills } from '../../src/games/dbs/abilities/text.ts';
import { powerOf } from '../../src/games/dbs/characteristics.ts';
import type { Card, DBSState, Mod } from '../../src/games/dbs/state.ts';
import { answer, byCode, C, options, pick, refresh, scenario } from './scenario.ts';

const END_MAIN_YOURS = 'TEST-BUILT-ENDMAIN'; // at the end of your Main Phase: if this card has 25000+, draw 1
const END_MAIN_YOURS_DRAW = 'TEST-BUILT-ENDMAIN-DRAW'; // at the end of your Main Phase: draw 1
const END_MAIN_OPPONENTS = 'TEST-BUILT-ENDMAIN-OPP'; // at the end of your opponent's Main Phase: draw 1
const END_MAIN_ANY = 'TEST-BUILT-ENDMAIN-ANY'; // at the end of the Main Phase: draw 1
const END_TURN = 'TEST-BUILT-ENDTURN'; // at the end of your turn: draw 1
const DEAL = 'TEST-BUILT-DEAL'; // when your attack is about to deal damage: if the opponent has 8+ life, draw 1
const DEALT = 'TEST-BUILT-DEALT'; // when your attack has dealt damage: if the opponent has 7 or less, draw 2
const DEALT_BY_THIS = 'TEST-BUILT-DEALT-THIS'; // when this card's attack has dealt damage: draw 1
const REPLACE = 'TEST-BUILT-REPLACE'; // damage to your life: 1 card from the top of your deck to the Drop instead
const TOP_TO_HAND = 'TEST-BUILT-TOPHAND'; // only the top card of 1 of your Battle cards to hand
const TOP_TO_DROP = 'TEST-BUILT-TOPDROP'; // only the top card of 1 of your opponent's Battle cards to the Drop
const NAME_DRAW = 'TEST-BUILT-NAME'; // name a number from 1 to 3: draw that many
const NAME_UP_TO = 'TEST-BUILT-NAMEUPTO'; // name a number up to 3: draw that many

const oneOfYours = { t: 'choose', whose: 'you', zone: 'battle', n: 1 } as const;
const oneOfTheirs = { t: 'choose', whose: 'opponent', zone: 'battle', n: 1 } as const;

useTestSkills({
  [END_MAIN_YOURS]: [
    auto({ on: 'endOfMainPhase', whose: 'you' }, [ifThen({ if: 'thisPower', op: '>=', n: 25000 }, [draw(1)])]),
  ],
  [END_MAIN_YOURS_DRAW]: [auto({ on: 'endOfMainPhase', whose: 'you' }, [draw(1)])],
  [END_MAIN_OPPONENTS]: [auto({ on: 'endOfMainPhase', whose: 'opponent' }, [draw(1)])],
  [END_MAIN_ANY]: [auto({ on: 'endOfMainPhase', whose: 'any' }, [draw(1)])],
  [END_TURN]: [auto({ on: 'endOfTurn', whose: 'you' }, [draw(1)])],
  [DEAL]: [auto({ on: 'dealDamage' }, [ifThen({ if: 'life', whose: 'opponent', op: '>=', n: 8 }, [draw(1)])])],
  [DEALT]: [
    auto({ on: 'dealDamage', after: true }, [ifThen({ if: 'life', whose: 'opponent', op: '<=', n: 7 }, [draw(2)])]),
  ],
  [DEALT_BY_THIS]: [auto({ on: 'dealDamage', after: true, byThis: true }, [draw(1)])],
  [REPLACE]: [permanent({ cont: 'replaceDamage', per: 1 })],
  [TOP_TO_HAND]: [activateMain([], [{ do: 'topCardTo', target: oneOfYours, to: 'hand' }])],
  [TOP_TO_DROP]: [activateMain([], [{ do: 'topCardTo', target: oneOfTheirs, to: 'drop' }])],
  [NAME_DRAW]: [activateMain([], [{ do: 'nameNumber', max: 3, then: [draw(1)] }])],
  [NAME_UP_TO]: [activateMain([], [{ do: 'nameNumber', max: 3, upTo: true, then: [draw(1)] }])],
});

function lend(card: Card, key: string): void {
  const m: Mod = { stat: 'skills', code: key, until: 'game' };
  card.mods = [...card.mods, m];
}

let loose = 50000;
function looseCard(code: string, owner: 0 | 1): Card {
  return { id: loose++, code, owner, rested: false, flipped: false, mods: [], under: [] };
}

const events = (s: DBSState, from = 0): (GameEvent & Record<string, unknown>)[] =>
  (s.log ?? []).slice(from).map((l) => l.e as GameEvent & Record<string, unknown>);

/** Answer the battle and skill decisions along the way (the first [Auto] first) until `until` is asked. */
function settle(s: DBSState, until: string[] = ['dbs.main']): void {
  for (let i = 0; i < 60 && s.decision && !until.includes(s.decision.prompt); i++) {
    const o = options(s);
    answer(s, o.find((x) => ['pass', 'no', 'done', 'life', 'auto'].includes(x.t)) ?? o[0]);
  }
}

const attackLeader = (s: DBSState, card: Card): void =>
  pick(s, (o) => o.t === 'attack' && o.attacker === card.id && o.target === s.players[1].leader[0].id);

const activateLeader = (s: DBSState): void => {
  pick(s, (o) => o.t === 'activate' && o.from === 'leader');
  settle(s, ['dbs.target', 'dbs.nameNumber', 'dbs.main']);
};

describe('the Main Phase End Step (DBS 6-3-1-3-1-1)', () => {
  it('DBS 6-3-1-3-1-1: "at the end of the Main Phase" goes pending as the Main Phase ends and resolves before the End Phase', () => {
    const s = scenario({ battle: [C.goten] }, { battle: [C.hit] });
    const goten = byCode(s, 0, 'battle', C.goten);
    const hit = byCode(s, 1, 'battle', C.hit);
    lend(goten, END_MAIN_YOURS);
    lend(s.players[0].leader[0], END_TURN);
    lend(s.players[1].leader[0], END_MAIN_OPPONENTS);
    lend(hit, END_MAIN_YOURS_DRAW); // the opponent's "your Main Phase": not this one
    lend(hit, END_MAIN_ANY);
    // Still in force during the End Step (its effects end only at 6-3-1-3-1-2): Goten 25000.
    goten.mods = [...goten.mods, { stat: 'power', n: 10000, until: 'mainPhase' }];
    refresh(s);
    expect(s.pending).toHaveLength(0);
    const from = s.log!.length;
    answer(s, { t: 'end' });
    settle(s); // to player 2's Main Phase
    expect(s.turnPlayer).toBe(1);
    const evs = events(s, from);
    const at = (pred: (e: GameEvent & Record<string, unknown>) => boolean) => evs.findIndex(pred);
    const mainEnd = at((e) => e.t === 'phase' && e.phase === 'mainEnd');
    const endPhase = at((e) => e.t === 'phase' && e.phase === 'end');
    const draws = (seat: number) =>
      evs
        .map((e, i) => ({ e, i }))
        .filter(({ e, i }) => i < endPhase && e.t === 'move' && e.seat === seat && e.from === 'deck' && e.to === 'hand')
        .map(({ i }) => i);
    expect(mainEnd).toBeGreaterThanOrEqual(0);
    // Player 1: Goten's skill (its Main Phase bonus still on). Player 2: "your opponent's" and "the" Main Phase.
    expect(draws(0)).toHaveLength(1);
    expect(draws(1)).toHaveLength(2);
    for (const i of [...draws(0), ...draws(1)]) expect(i).toBeGreaterThan(mainEnd);
    // The "at the end of your turn" draw comes in the End Phase, after.
    const turnEndDraw = evs.findIndex(
      (e, i) => i > endPhase && e.t === 'move' && e.seat === 0 && e.from === 'deck' && e.to === 'hand',
    );
    expect(turnEndDraw).toBeGreaterThan(endPhase);
    expect(renderSkills(END_MAIN_OPPONENTS).join(' ')).toContain("At the end of your opponent's Main Phase");
  });
});

describe('damage to the Leader (DBS 7-4-1-4-1, 7-4-1-4-1-2)', () => {
  it('DBS 7-4-1-4-1 DBS 7-4-1-4-1-2: "when you deal damage" resolves before the damage, "when you dealt damage" after it', () => {
    const s = scenario({ battle: [C.goten, C.hit] }, {});
    const goten = byCode(s, 0, 'battle', C.goten);
    lend(s.players[0].leader[0], DEAL);
    lend(s.players[0].leader[0], DEALT);
    lend(goten, DEALT_BY_THIS);
    lend(byCode(s, 0, 'battle', C.hit), DEALT_BY_THIS); // not the attack card
    lend(s.players[1].leader[0], DEALT); // the damaged player's: not "you"
    refresh(s);
    attackLeader(s, goten);
    settle(s, ['dbs.lifeDamage', 'dbs.main']);
    // Player 2 chooses the Life card: the damage is being dealt, and "when you deal damage" has resolved.
    expect(s.decision!.prompt).toBe('dbs.lifeDamage');
    expect(s.players[1].life).toHaveLength(8);
    expect(s.players[0].hand).toHaveLength(1);
    expect(s.pending).toHaveLength(0);
    settle(s);
    expect(s.players[1].life).toHaveLength(7);
    // Before the damage (opponent at 8): 1; after it (at 7): 2; Goten's own: 1. Hit's and player 2's: none.
    expect(s.players[0].hand).toHaveLength(4);
    expect(s.players[1].hand).toHaveLength(1); // the damage's Life card only
  });

  it('DBS 7-4-1-4-1-2: no "dealt damage" trigger when the attack deals none (a Battle card guard, a lower power, a replaced damage)', () => {
    const s = scenario({ battle: [C.goten, C.kindGoku] }, { battle: [{ code: C.hit, rested: true }] });
    const leader = s.players[0].leader[0];
    lend(leader, DEALT);
    lend(leader, DEALT_BY_THIS);
    refresh(s);
    // Goten KOs Hit: "when you KO", not "when you deal damage".
    pick(s, (o) => o.t === 'attack' && o.attacker === byCode(s, 0, 'battle', C.goten).id && o.target !== leaderId(s));
    settle(s);
    expect(s.players[1].battle).toHaveLength(0);
    // Kind Goku (5000) against the 10000 Leader: no damage.
    attackLeader(s, byCode(s, 0, 'battle', C.kindGoku));
    settle(s);
    expect(s.players[1].life).toHaveLength(8);
    expect(s.players[0].hand).toHaveLength(0);
    // A replaced damage never happened (8-9-1-1): the Leader hits, a deck card goes instead of Life.
    lend(s.players[1].leader[0], REPLACE);
    refresh(s);
    attackLeader(s, leader);
    settle(s);
    expect(s.players[1].life).toHaveLength(8);
    expect(s.players[1].drop.map((c) => c.code)).toContain(C.goten);
    expect(s.players[0].hand).toHaveLength(0);
  });
});

const leaderId = (s: DBSState): number => s.players[1].leader[0].id;

describe('moving only the top card of a stack (DBS 11-3-7)', () => {
  it('DBS 11-3-7: the card under stays in the Battle Area with the top card’s position and power changes', () => {
    const s = scenario({ battle: [{ code: C.rapidGoku, rested: true }] }, {});
    const top = byCode(s, 0, 'battle', C.rapidGoku);
    const kind = looseCard(C.kindGoku, 0);
    const bottom = looseCard(C.goten, 0);
    top.under = [kind, bottom];
    top.mods = [
      { stat: 'power', n: 5000, until: 'turn' },
      { stat: 'keyword', keyword: 'blocker', until: 'turn' },
    ];
    lend(s.players[0].leader[0], TOP_TO_HAND);
    refresh(s);
    activateLeader(s);
    if (s.decision?.prompt === 'dbs.target') pick(s, (o) => o.t === 'card' && o.card === top.id);
    settle(s);
    // Only Rapid Goku went to the hand; Kind Goku is the Battle card now, Goten still under it, nothing dropped.
    expect(s.players[0].hand.map((c) => c.code)).toEqual([C.rapidGoku]);
    expect(s.players[0].battle).toHaveLength(1);
    const now = s.players[0].battle[0];
    expect(now.id).toBe(kind.id);
    expect(now.code).toBe(C.kindGoku);
    expect(now.under.map((u) => u.id)).toEqual([bottom.id]);
    expect(s.players[0].drop).toHaveLength(0);
    // Rest Mode and +5000 carried over (5000 + 5000); the granted keyword did not.
    expect(now.rested).toBe(true);
    expect(powerOf(s, 0, now)).toBe(10000);
    expect(now.mods.some((m) => m.stat === 'keyword')).toBe(false);
  });

  it('DBS 11-3-7 DBS 11-3-5: to the Drop: only the top card goes; a card with nothing under moves alone as usual', () => {
    const s = scenario({}, { battle: [C.rapidGoku, C.hit] });
    const top = byCode(s, 1, 'battle', C.rapidGoku);
    const kind = looseCard(C.kindGoku, 1);
    top.under = [kind];
    lend(s.players[0].leader[0], TOP_TO_DROP);
    refresh(s);
    activateLeader(s);
    pick(s, (o) => o.t === 'card' && o.card === top.id);
    settle(s);
    expect(s.players[1].drop.map((c) => c.code)).toEqual([C.rapidGoku]);
    expect(s.players[1].battle.map((c) => c.id)).toContain(kind.id);
    expect(s.players[1].battle.find((c) => c.id === kind.id)!.rested).toBe(false);
    // Hit has nothing under it: the whole card goes.
    activateLeader(s);
    pick(s, (o) => o.t === 'card' && o.card === byCode(s, 1, 'battle', C.hit).id);
    settle(s);
    expect(s.players[1].drop.map((c) => c.code)).toEqual([C.rapidGoku, C.hit]);
    expect(s.players[1].battle.map((c) => c.code)).toEqual([C.kindGoku]);
  });
});

describe('naming a number (DBS 1-3-5)', () => {
  it('DBS 1-3-5: with no other indication the number is a whole number of at least 1', () => {
    const s = scenario({}, {});
    lend(s.players[0].leader[0], NAME_DRAW);
    refresh(s);
    activateLeader(s);
    expect(s.decision!.prompt).toBe('dbs.nameNumber');
    expect(s.decision!.kind).toBe('number');
    expect(options(s)).toEqual([
      { t: 'number', n: 1 },
      { t: 'number', n: 2 },
      { t: 'number', n: 3 },
    ]);
    pick(s, (o) => o.t === 'number' && o.n === 2);
    settle(s);
    expect(s.players[0].hand).toHaveLength(2);
    expect(renderSkills(NAME_DRAW).join(' ')).toContain('Name a number from 1 to 3');
  });

  it('DBS 1-3-5-1: "up to" with no minimum lets the player name 0', () => {
    const s = scenario({}, {});
    lend(s.players[0].leader[0], NAME_UP_TO);
    refresh(s);
    activateLeader(s);
    expect(options(s).map((o) => (o as { n?: number }).n)).toEqual([0, 1, 2, 3]);
    pick(s, (o) => o.t === 'number' && o.n === 0);
    settle(s);
    expect(s.decision!.prompt).toBe('dbs.main');
    expect(s.players[0].hand).toHaveLength(0);
  });
});
