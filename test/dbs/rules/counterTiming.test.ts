// DBS rules tests — counter timing (rules 4-7).
// Gathered by rules topic from the batch-named files rulesUncited.test.ts, rules-a-terms.test.ts, rules-b-skills.test.ts.

import { describe, expect, it, vi } from 'vitest';
import { run } from '../../../src/core/engine.ts';
import type { Seat } from '../../../src/core/types.ts';
import { activateMain, auto, chooseOpp, counter, draw, ko, permanent } from '../../../src/games/dbs/abilities/dsl.ts';
import type { CardRecord } from '../../../src/games/dbs/cards/cardRecord.ts';
import type { Card, DBSState } from '../../../src/games/dbs/state.ts';
import { answer, byCode, C, options, passWhile, pick, scenario } from '../scenario.ts';
import { useTestSkills } from '../testSkills.ts';

const U7 = 'TEST-U7'; // blue 《Universe 7》 Battle card, cost 3 with (B)(B)

const HIGH_SPECIFIED = 'TEST-EX'; // blue Extra card: total cost 1, specified (B)(B); [Activate: Main] draw 1

const DRAGON_BALL = 'TEST-DB'; // Extra card with [Dragon Ball]

const RESTED_LEAVER = 'TEST-RESTLEAVE'; // 15000: when placed in the Drop from the Battle Area, if in Rest Mode, draw 1

const STRONG_LEAVER = 'TEST-STRONGLEAVE'; // 15000: when placed in the Drop from the Battle Area, with 20000+ power, draw 1

const TEST_RECORDS: Record<string, CardRecord> = {
  [U7]: {
    code: U7,
    type: 'battle',
    colour: 'blue',
    name: 'Test Warrior',
    power: 10000,
    characters: ['Test Warrior'],
    traits: ['Universe 7'],
    keywords: [],
    energyCost: { total: 3, specified: { blue: 2 } },
    comboPower: 5000,
    comboCost: 0,
  },
  [HIGH_SPECIFIED]: {
    code: HIGH_SPECIFIED,
    type: 'extra',
    colour: 'blue',
    name: 'Test Extra',
    keywords: [],
    energyCost: { total: 1, specified: { blue: 2 } },
  },
  [DRAGON_BALL]: {
    code: DRAGON_BALL,
    type: 'extra',
    colour: 'blue',
    name: 'Test Dragon Ball',
    keywords: ['dragonBall'],
    energyCost: { total: 1, specified: {} },
  },
  ...Object.fromEntries(
    [RESTED_LEAVER, STRONG_LEAVER].map((code): [string, CardRecord] => [
      code,
      {
        code,
        type: 'battle',
        colour: 'blue',
        name: 'Test Leaver',
        power: 15000,
        characters: ['Test Leaver'],
        traits: [],
        keywords: [],
        energyCost: { total: 1, specified: {} },
        comboPower: 5000,
        comboCost: 0,
      },
    ]),
  ),
};

const COUNTER_COUNTER = 'BT2-005'; // Super Saiyan Son Goku: [Counter: Counter] draw 1

const OFFENCE_WATCHER = 'BT1-102'; // Appule: at the beginning of your Offence Step, draw 1

const SUI = 'BT1-103'; // Sui: your Son Goten cards are also red

const KO_TWO = 'TEST-KO2'; // [Activate: Main] KO 2 of your opponent's Battle Cards

const RED_WATCHER = 'TEST-RED'; // when you play a red card, draw 1

const TOKEN_WATCHER = 'TEST-TOKEN'; // [Once per Turn] when you play a Cell Jr., draw 1

const BLOCKERS_GROW = 'TEST-BLOCK'; // your Battle Cards have [Blocker]; your [Blocker] Battle Cards +5000

const CHEAP = 'TEST-CHEAP'; // this card's energy cost is reduced by 5

const MAY_REPLACE = 'TEST-REPLACE'; // you may put 1 card from your deck in the Drop instead of each damage

const BIG_WATCHER = 'TEST-BIG'; // when you play a card with 20000 power or more, draw 1

const GROW_ALL = 'TEST-GROW'; // your Battle Cards +5000

const REVIVE = 'TEST-REVIVE'; // [Activate: Main] play a card from your Drop Area

const WU7 = 'TEST-WU7'; // [Warrior of Universe 7]

const attackLeader = (s: DBSState, code: string): void =>
  pick(s, (o) => o.t === 'attack' && o.attacker === byCode(s, s.turnPlayer, 'battle', code).id);

let loose = 60000;

function looseCard(code: string, owner: Seat, rested = false): Card {
  return { id: loose++, code, owner, rested, flipped: false, mods: [], under: [] };
}

/** Ask the pending free-timing decision again, after a test changed the position under it. */
function reask(s: DBSState): void {
  s.decision = null;
  run(s);
}

/** The seats that answered since answer number `from`. */
const seatsSince = (s: DBSState, from: number) => s.answers.slice(from).map((a) => a.seat);

/** Test-only skills on vanilla cards (see the header). */
const COUNTER_PLAY = 'BT1-039'; // Trunks: [Counter: Play] draw 1

const WATCHER = 'BT1-103'; // Sui: [Auto] when you play another card, draw 1

const BATTLE_ATTACKER = 'BT1-102'; // Appule: [Activate: Battle] this card can attack Active cards

vi.mock('../../../src/games/dbs/cards/cardPool.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../src/games/dbs/cards/cardPool.ts')>();
  const lookUp = (code: string): CardRecord | undefined => TEST_RECORDS[code] ?? real.cardByCode(code);
  return {
    ...real,
    cardByCode: lookUp,
    requireCard: (code: string): CardRecord => {
      const r = lookUp(code);
      if (!r) throw new Error(`unknown DBS card code ${code}`);
      return r;
    },
  };
});

// From the former rulesUncited.test.ts:
// DBS rules tests for clauses no other test cites: counter-timing turns (4-7-3-3/4), the beginning of the
// Offence Step (7-2-1-1), choosing fewer targets than asked (8-5-3-3), continuous-effect order (8-8-1-2,
// 8-8-1-5-1), who chooses a replacement (8-9-2-2), simultaneous once-per-turn autos (10-11-4), numbers
// on cards (1-3-6), a specified cost above the total (2-11-1-2-1), removed cards (10-19),
// [Warrior of Universe 7] (10-21) and [Dragon Ball] (10-31).
//
// Skills no card of our pool prints are given as test-only skills under TEST- keys, lent to cards through
// a "gains the skills of" modifier, or registered on vanilla cards. Three test-only card records (a
// 《Universe 7》 card, an Extra card whose specified cost is above its total, and a [Dragon Ball] card)
// are added to the card pool by a module mock. vitest isolates each test file's modules, so no other file
// sees either.

describe('counter timing turns (DBS 4-7-3)', () => {
  useTestSkills({
    [COUNTER_COUNTER]: [{ kind: 'counter', on: 'counter', cost: [], effect: [draw(1)] }],
    [OFFENCE_WATCHER]: [auto({ on: 'beginning', of: 'offenceStep', whose: 'you' }, [draw(1)])],
    [SUI]: [permanent({ cont: 'gainColours', filter: { character: ['Son Goten'] }, colours: ['red'] })],
    [HIGH_SPECIFIED]: [activateMain([], [draw(1)])],
    [KO_TWO]: [activateMain([], [ko(chooseOpp(2))])],
    [RED_WATCHER]: [auto({ on: 'playOther', filter: { colour: 'red' } }, [draw(1)])],
    [TOKEN_WATCHER]: [auto({ on: 'playOther', filter: { name: 'Cell Jr. Token' } }, [draw(1)], { once: true })],
    [BLOCKERS_GROW]: [
      permanent({ cont: 'keyword', target: 'allYourBattle', keyword: 'blocker' }),
      permanent({ cont: 'power', target: 'allYourBattle', n: 5000, filter: { keyword: 'blocker' } }),
    ],
    [CHEAP]: [permanent({ cont: 'costReduction', n: 5 })],
    [MAY_REPLACE]: [permanent({ cont: 'replaceDamage', per: 1, optional: true })],
    [BIG_WATCHER]: [auto({ on: 'playOther', filter: { powerMin: 20000 } }, [draw(1)])],
    [GROW_ALL]: [permanent({ cont: 'power', target: 'allYourBattle', n: 5000 })],
    [REVIVE]: [activateMain([], [{ do: 'fromDrop', pick: 1, filter: {}, to: 'play' }])],
    [WU7]: [permanent({ cont: 'keyword', target: 'this', keyword: 'warriorOfUniverse7' })],
    [RESTED_LEAVER]: [auto({ on: 'toDropFromBattle' }, [draw(1)], { cond: { if: 'thisRested' } })],
    [STRONG_LEAVER]: [auto({ on: 'toDropFromBattle' }, [draw(1)], { cond: { if: 'thisPower', op: '>=', n: 20000 } })],
  });

  it('DBS 4-7-3-3 DBS 4-7-3-4: after a [Counter], the other player may answer; after theirs, it is the first player’s turn again', () => {
    const s = scenario(
      { battle: [C.hit], hand: [COUNTER_COUNTER], energy: [C.hit, C.hit] },
      { hand: [C.whisCoercion, COUNTER_COUNTER], energy: [C.goten, C.hit, C.hit] },
    );
    attackLeader(s, C.hit);
    expect(s.decision!.seat).toBe(1);
    pick(s, (o) => o.t === 'counter' && o.card === byCode(s, 1, 'hand', C.whisCoercion).id);
    // 4-7-3-3: the player who did not activate the last [Counter] acts: activate a pending one or end.
    expect(s.decision!.prompt).toBe('dbs.counterTiming');
    expect(s.decision!.seat).toBe(0);
    expect(options(s).some((o) => o.t === 'pass')).toBe(true);
    pick(s, (o) => o.t === 'counter');
    // 4-7-3-4: a [Counter] was activated, so back to 4-7-3-3 with the other player.
    expect(s.decision!.prompt).toBe('dbs.counterTiming');
    expect(s.decision!.seat).toBe(1);
    pick(s, (o) => o.t === 'counter');
    // Player 1 has no pending [Counter] left; the timing goes on to resolution (4-7-3-5).
    passWhile(s, ['dbs.counterTiming', 'dbs.target']);
    expect(s.players[0].hand.map((c) => c.code)).toEqual([C.goten]);
    expect(s.players[1].hand.map((c) => c.code)).toEqual([C.goten]);
    expect(s.battle).toBeNull(); // Whis's Coercion negated the attack
  });
  it('DBS 4-7-3-4: the player to act may end the counter timing instead of activating', () => {
    const s = scenario(
      { battle: [C.hit], hand: [COUNTER_COUNTER], energy: [C.hit, C.hit] },
      { hand: [C.whisCoercion], energy: [C.goten] },
    );
    attackLeader(s, C.hit);
    pick(s, (o) => o.t === 'counter');
    expect(s.decision!.seat).toBe(0);
    answer(s, { t: 'pass' });
    passWhile(s, ['dbs.target']);
    expect(s.players[0].hand.map((c) => c.code)).toEqual([COUNTER_COUNTER]); // not activated
    expect(s.battle).toBeNull();
  });
});

describe('counter timing (DBS 4-7)', () => {
  it('DBS 4-7 DBS 4-7-1 DBS 4-7-2 DBS 4-7-2-2 DBS 4-7-3 DBS 4-7-3-1 DBS 4-7-3-2 DBS 4-7-3-6: an attack opens a counter timing: rule processing, the defender may pass, then the attack goes on', () => {
    const s = scenario({ battle: [C.hit] }, { hand: [C.whisCoercion], energy: [C.goten], battle: [C.goten] });
    s.players[1].battle[0].mods = [{ stat: 'power', n: -20000, until: 'turn' }];
    const hit = byCode(s, 0, 'battle', C.hit).id;
    pick(s, (o) => o.t === 'attack' && o.attacker === hit && o.target === s.players[1].leader[0].id);
    expect(s.decision!.prompt).toBe('dbs.counterTiming');
    expect(s.decision!.seat).toBe(1);
    expect(s.players[1].battle).toHaveLength(0); // 4-7-3-1
    answer(s, { t: 'pass' });
    expect(s.decision!.prompt).toBe('dbs.offence'); // 4-7-3-6: the attack is carried out
  });

  it('DBS 4-7-2-1: declaring a play opens a counter timing before the card enters, and only that one', () => {
    // Crusher Ball is a [Counter: Play] (yellow, cost 1).
    const s = scenario({ hand: [C.goten], energy: [C.goten, C.goten] }, { hand: ['BT1-110'], energy: [C.metaCooler] });
    const from = s.answers.length;
    pick(s, (o) => o.t === 'play');
    expect(s.decision!.prompt).toBe('dbs.counterTiming');
    expect(s.decision!.seat).toBe(1);
    expect(s.players[0].battle).toHaveLength(0);
    answer(s, { t: 'pass' });
    expect(s.players[0].battle.map((c) => c.code)).toEqual([C.goten]);
    expect(s.decision!.prompt).toBe('dbs.main');
    expect(seatsSince(s, from).filter((x) => x === 1)).toHaveLength(1);
  });

  it('DBS 4-7-2-3 DBS 4-7-2-4: a skill that mentions attacking opens a counter timing before and after it resolves', () => {
    // Grand Evil Absorption Majin Buu: choose a card under it; it may attack Active Battle cards this turn.
    const s = scenario({ battle: ['BT2-025'] }, { hand: [C.whisCoercion], energy: [C.goten] });
    s.players[0].battle[0].under = [looseCard('BT1-062', 0)];
    reask(s);
    const from = s.answers.length;
    pick(s, (o) => o.t === 'activate');
    if (s.decision!.prompt.startsWith('dbs.cost')) pick(s, (o) => o.t === 'card');
    expect(s.decision!.prompt).toBe('dbs.counterTiming');
    expect(s.decision!.seat).toBe(1);
    answer(s, { t: 'pass' });
    expect(s.players[0].battle[0].mods.some((m) => m.stat === 'attackActive')).toBe(true);
    expect(s.decision!.prompt).toBe('dbs.counterTiming');
    expect(s.decision!.seat).toBe(1);
    answer(s, { t: 'pass' });
    expect(s.decision!.prompt).toBe('dbs.main');
    expect(seatsSince(s, from).filter((x) => x === 1)).toHaveLength(2);
  });

  it('DBS 4-7-2-5 DBS-017: a [Counter] activated in a counter timing opens no counter timing of its own', () => {
    // Both hold Whis's Coercion ([Counter: Attack]). Were a new timing opened for the defender's
    // activation (which mentions attacking), the attacker's copy would be pending there.
    const s = scenario(
      { battle: [C.hit], hand: [C.whisCoercion], energy: [C.goten] },
      { hand: [C.whisCoercion], energy: [C.goten] },
    );
    const from = s.answers.length;
    const hit = byCode(s, 0, 'battle', C.hit).id;
    pick(s, (o) => o.t === 'attack' && o.attacker === hit);
    pick(s, (o) => o.t === 'counter');
    // DBS 4-7-3-4: the attacker answers the activation in the same timing; its Coercion ([Counter: Attack]) is not
    // pending there, so it may only pass (the window is asked all the same: its hand is hidden, issue 19).
    passWhile(s, ['dbs.target']);
    expect(s.decision).toMatchObject({ seat: 0, prompt: 'dbs.counterTiming', options: [{ t: 'pass' }] });
    pick(s, (o) => o.t === 'pass');
    passWhile(s, ['dbs.target']);
    expect(s.battle).toBeNull();
    expect(s.decision!.prompt).toBe('dbs.main');
    expect(s.players[0].hand.map((c) => c.code)).toEqual([C.whisCoercion]);
    // Every other answer after the attack was the defender's: no counter timing of its own was opened.
    const seats = seatsSince(s, from + 1);
    expect(seats.filter((x) => x === 0)).toHaveLength(1);
  });
});

describe('counter timings of actions (DBS 6-3-1-2-1-2, 7-2-1-2-3-1, 7-3-1-2-3-1, 10-10-3)', () => {
  useTestSkills({
    [COUNTER_PLAY]: [counter('play', [draw(1)])],
    [COUNTER_COUNTER]: [counter('counter', [draw(1)])],
    [WATCHER]: [{ kind: 'auto', when: { on: 'playOther', filter: {} }, effect: [draw(1)] }],
    [BATTLE_ATTACKER]: [
      {
        kind: 'activate',
        timing: 'battle',
        cost: [],
        effect: [{ do: 'grantAttackActive', target: { t: 'this' }, until: 'turn' }],
      },
    ],
  });

  it('DBS 6-3-1-2-1-2 DBS 6-3-1-2-1-3 DBS 10-10-3 DBS-104: declaring a play opens one counter timing for [Counter: Play], before the card enters', () => {
    const s = scenario({ hand: [C.hit], energy: [C.hit, C.hit] }, { hand: [COUNTER_PLAY], energy: [C.goten, C.goten] });
    pick(s, (o) => o.t === 'play');
    expect(s.decision!.prompt).toBe('dbs.counterTiming');
    expect(s.decision!.seat).toBe(1);
    expect(s.players[0].battle).toHaveLength(0);
    expect(s.players[0].energy.every((c) => c.rested)).toBe(true);
    answer(s, { t: 'pass' });
    // No second window once the card is in play: straight back to the free timing.
    expect(s.players[0].battle.map((c) => c.code)).toEqual([C.hit]);
    expect(s.decision!.prompt).toBe('dbs.main');
  });
  it('DBS 10-10-3-1 DBS 8-5-2-4 DBS 8-5-2-6: a "when you play this card" skill also makes [Counter: Play] pending, before and after it resolves', () => {
    const s = scenario(
      { hand: [C.majinBuuDraw], energy: [C.goten] },
      { hand: [COUNTER_PLAY], energy: [C.goten, C.goten] },
    );
    pick(s, (o) => o.t === 'play');
    answer(s, { t: 'pass' }); // the declaration's counter timing
    expect(s.players[0].battle.map((c) => c.code)).toEqual([C.majinBuuDraw]);
    expect(s.decision!.prompt).toBe('dbs.counterTiming'); // before the draw
    expect(s.players[0].hand).toHaveLength(0);
    answer(s, { t: 'pass' });
    expect(s.decision!.prompt).toBe('dbs.counterTiming'); // after the draw
    expect(s.players[0].hand).toHaveLength(1);
    answer(s, { t: 'pass' });
    expect(s.decision!.prompt).toBe('dbs.main');
  });
  it('DBS 10-10-3-3 DBS-018 DBS 4-7-2-5: [Counter: Counter] goes pending only for the opponent of the player who used a [Counter]', () => {
    const s = scenario(
      { battle: [C.hit], hand: [COUNTER_COUNTER], energy: [C.hit, C.hit] },
      { hand: [C.whisCoercion, COUNTER_COUNTER], energy: [C.goten, C.hit, C.hit] },
    );
    pick(s, (o) => o.t === 'attack' && o.attacker === byCode(s, 0, 'battle', C.hit).id);
    expect(s.decision!.seat).toBe(1);
    // Player 2's own [Counter: Counter] is not offered against nothing.
    const p2 = options(s).map((o) => (o as unknown as { card?: number }).card);
    expect(p2).not.toContain(byCode(s, 1, 'hand', COUNTER_COUNTER).id);
    pick(s, (o) => o.t === 'counter' && o.card === byCode(s, 1, 'hand', C.whisCoercion).id);
    // Now player 1 may answer with theirs, in the same counter timing.
    expect(s.decision!.prompt).toBe('dbs.counterTiming');
    expect(s.decision!.seat).toBe(0);
    pick(s, (o) => o.t === 'counter');
    // … and player 2's [Counter: Counter] is now pending in turn.
    expect(s.decision!.seat).toBe(1);
    expect(options(s).some((o) => o.t === 'counter')).toBe(true);
    answer(s, { t: 'pass' });
    passWhile(s, ['dbs.target']);
    // Player 1's counter resolved (drew a Son Goten from the deck); Whis's Coercion negated the attack.
    expect(s.players[0].hand.filter((c) => c.code === C.goten)).toHaveLength(1);
    expect(s.battle).toBeNull();
  });
  it('DBS 10-10-4: a Battle card that activated [Counter] is placed in the Drop Area', () => {
    const s = scenario(
      { battle: [C.hit], hand: [COUNTER_COUNTER], energy: [C.hit, C.hit] },
      { hand: [C.whisCoercion], energy: [C.goten] },
    );
    pick(s, (o) => o.t === 'attack' && o.attacker === byCode(s, 0, 'battle', C.hit).id);
    pick(s, (o) => o.t === 'counter');
    pick(s, (o) => o.t === 'counter');
    passWhile(s, ['dbs.counterTiming', 'dbs.target']);
    expect(s.players[0].drop.map((c) => c.code)).toEqual([COUNTER_COUNTER]);
    expect(s.players[0].hand.map((c) => c.code)).toEqual([C.goten]);
  });
  it('DBS 7-2-1-2-3-1 DBS 7-3-1-2-3-1: an [Activate: Battle] skill mentioning attacks has a counter timing before and after it resolves', () => {
    const s = scenario(
      { battle: [C.hit, BATTLE_ATTACKER] },
      { hand: [C.whisCoercion], energy: [C.goten], battle: [BATTLE_ATTACKER] },
    );
    pick(s, (o) => o.t === 'attack' && o.attacker === byCode(s, 0, 'battle', C.hit).id);
    answer(s, { t: 'pass' }); // the attack's own counter timing
    expect(s.decision!.prompt).toBe('dbs.offence');
    pick(s, (o) => o.t === 'activate' && o.card === byCode(s, 0, 'battle', BATTLE_ATTACKER).id);
    expect(s.decision!.prompt).toBe('dbs.counterTiming');
    expect(s.decision!.seat).toBe(1);
    answer(s, { t: 'pass' });
    expect(s.decision!.prompt).toBe('dbs.counterTiming');
    answer(s, { t: 'pass' });
    expect(s.decision!.prompt).toBe('dbs.offence');
    answer(s, { t: 'pass' });
    // The defender's own [Activate: Battle] opens counter timings for the turn player, who has none.
    expect(s.decision!.prompt).toBe('dbs.defence');
    pick(s, (o) => o.t === 'activate');
    expect(s.decision!.prompt).toBe('dbs.defence');
    expect(byCode(s, 1, 'battle', BATTLE_ATTACKER).mods.some((m) => m.stat === 'attackActive')).toBe(true);
  });
  it('DBS 10-10 DBS 10-10-3-4 DBS 10-10-1 DBS 10-10-2: a [Counter] from hand, usable only while pending in a counter timing', () => {
    const s = scenario({ battle: [C.hit] }, { hand: [C.whisCoercion], energy: [C.goten] });
    pick(s, (o) => o.t === 'attack' && o.attacker === byCode(s, 0, 'battle', C.hit).id);
    expect(s.decision!.prompt).toBe('dbs.counterTiming');
    answer(s, { t: 'pass' });
    answer(s, { t: 'pass' });
    // The Defence Step is a free timing, not a counter timing: the [Counter] is no longer pending.
    expect(s.decision!.prompt).toBe('dbs.defence');
    expect(options(s).some((o) => o.t === 'counter' || o.t === 'activate')).toBe(false);
  });
});
