// DBS rules tests — the game: players, victory, fundamental principles (rules section 1).
// Gathered by rules topic from the batch-named files rulesUncited.test.ts, rules-a-general.test.ts, rules-built.test.ts, rules.test.ts.

import { describe, expect, it, vi } from 'vitest';
import { act, decision, newGame, replay, replayRecord } from '../../../src/core/engine.ts';
import { IllegalAnswer, SetupError } from '../../../src/core/errors.ts';
import { activateMain, auto, chooseOpp, draw, ifThen, ko, permanent } from '../../../src/games/dbs/abilities/dsl.ts';
import { renderSkills } from '../../../src/games/dbs/abilities/text.ts';
import type { CardRecord } from '../../../src/games/dbs/cards/cardRecord.ts';
import { energyCostOf, powerOf } from '../../../src/games/dbs/characteristics.ts';
import { dealDamage } from '../../../src/games/dbs/damage.ts';
import { builtInDecks, DEFAULT_OPTIONS, expandDeck, validateDeck } from '../../../src/games/dbs/index.ts';
import type { Card, DBSState, Mod } from '../../../src/games/dbs/state.ts';
import { ruleProcessing } from '../../../src/games/dbs/timing.ts';
import { moveCard, setRested, winNow } from '../../../src/games/dbs/zones.ts';
import { answer, byCode, C, options, passWhile, pick, refresh, scenario } from '../scenario.ts';
import { useTestSkills } from '../testSkills.ts';

const U7 = 'TEST-U7'; // blue 《Universe 7》 Battle card, cost 3 with (B)(B)

const HIGH_SPECIFIED = 'TEST-EX'; // blue Extra card: total cost 1, specified (B)(B); [Activate: Main] draw 1

const DRAGON_BALL = 'TEST-DB'; // Extra card with [Dragon Ball]

const RESTED_LEAVER = 'TEST-RESTLEAVE'; // 15000: when placed in the Drop from the Battle Area, if in Rest Mode, draw 1

const STRONG_LEAVER = 'TEST-STRONGLEAVE'; // 15000: when placed in the Drop from the Battle Area, with 20000+ power, draw 1

const NO_LOSS = 'TEST-NOLOSS'; // [Activate: Main] this turn you cannot lose the game and the opponent cannot win it

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
    [RESTED_LEAVER, STRONG_LEAVER, NO_LOSS].map((code): [string, CardRecord] => [
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

/** Lend the test-only skills registered under `key` to `card` for the game. */
function lend(card: Card, key: string): void {
  const m: Mod = { stat: 'skills', code: key, until: 'game' };
  card.mods = [...card.mods, m];
}

const decks = () => {
  const d = builtInDecks();
  return [{ cards: expandDeck(d[0]) }, { cards: expandDeck(d[1]) }];
};

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

/** Answer the battle and skill decisions along the way (the first [Auto] first) until `until` is asked. */
function settle(s: DBSState, until: string[] = ['dbs.main']): void {
  for (let i = 0; i < 60 && s.decision && !until.includes(s.decision.prompt); i++) {
    const o = options(s);
    answer(s, o.find((x) => ['pass', 'no', 'done', 'life', 'auto'].includes(x.t)) ?? o[0]);
  }
}

const activateLeader = (s: DBSState): void => {
  pick(s, (o) => o.t === 'activate' && o.from === 'leader');
  settle(s, ['dbs.target', 'dbs.nameNumber', 'dbs.main']);
};

function freshGame(seed = 3): DBSState {
  const d = builtInDecks();
  return newGame<DBSState>({
    game: 'dbs',
    format: 'masters',
    decks: [{ cards: expandDeck(d[0]) }, { cards: expandDeck(d[1]) }],
    seed,
  });
}

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

describe('numbers on cards (DBS 1-3-6) and specified costs (DBS 2-11)', () => {
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

  it('DBS 1-3-6: a cost reduced past 0 is 0; power, the exception, may go below 0', () => {
    const s = scenario({ hand: [C.goten] }, {});
    const goten = s.players[0].hand[0];
    lend(goten, CHEAP);
    expect(energyCostOf(s, 0, goten).total).toBe(0);
    const card = s.players[0].leader[0];
    card.mods = [...card.mods, { stat: 'power', n: -15000, until: 'turn' }];
    expect(powerOf(s, 0, card)).toBe(-5000);
  });
  it('DBS 2-11-1-2-1: a specified cost above the total cost is paid by that many energy of its colour', () => {
    const s = scenario({ hand: [HIGH_SPECIFIED], energy: [C.goten, C.goten, C.hit] }, {});
    pick(s, (o) => o.t === 'activate');
    passWhile(s, ['dbs.counterTiming', 'dbs.payEnergy']);
    const rested = s.players[0].energy.filter((c) => c.rested).map((c) => c.code);
    expect(rested).toEqual([C.goten, C.goten]); // two blue, not one card for the total of 1
    expect(s.players[0].hand).toHaveLength(1);
    // One blue energy and any number of others cannot pay it.
    const t = scenario({ hand: [HIGH_SPECIFIED], energy: [C.goten, C.hit, C.hit] }, {});
    expect(options(t).some((o) => o.t === 'activate')).toBe(false);
  });
});

// From the former rules-a-general.test.ts:
// DBS rules tests, game outline and fundamental principles: two players (1-1), victory and loss
// conditions, surrender and the loss-check option (1-2), the fundamental principles of 1-3 (card text
// over rules, impossible and repeated actions, prohibitions first, turn player chooses first, "up to"
// allows 0, effects in printed order), and the infinite-loop guard (11-1).

describe('game outline (DBS 1-1, 1-2)', () => {
  it('DBS 1-1 DBS 1-1-1: a game has exactly two players', () => {
    const [a, b] = decks();
    const s = newGame<DBSState>({ game: 'dbs', format: 'masters', decks: [a, b], seed: 1 });
    expect(s.players).toHaveLength(2);
    expect(() => newGame({ game: 'dbs', format: 'masters', decks: [a, b, a] as never, seed: 1 })).toThrow(SetupError);
    expect(() => newGame({ game: 'dbs', format: 'masters', decks: [a] as never, seed: 1 })).toThrow(SetupError);
  });

  it('DBS 1-2 DBS 1-2-1-1 DBS 1-2-1-1-1 DBS 1-2-1-1-2: the two loss conditions are no Life and no deck', () => {
    const life = scenario({}, { life: 1 });
    moveCard(life, 1, life.players[1].life[0], 'life', 'hand');
    expect(life.result).toEqual({ winner: 0, reason: expect.stringMatching(/Life/) });
    const deck = scenario({ deck: ['BT1-035'] }, {});
    moveCard(deck, 0, deck.players[0].deck[0], 'deck', 'hand');
    expect(deck.result).toEqual({ winner: 1, reason: expect.stringMatching(/deck/) });
  });

  it('DBS 1-2-2 DBS 1-2-2-1 DBS 1-2-2-2: with lossCheck "nextRuleProcessing" the loss waits for rule processing', () => {
    const s = scenario({}, { life: 1, deck: [C.goten] }, { lossCheck: 'nextRuleProcessing' });
    dealDamage(s, 1, 1);
    refresh(s); // the damage runs as a frame
    expect(s.players[1].life).toHaveLength(0);
    expect(s.result).toBeNull();
    expect(ruleProcessing(s)).toBe('over');
    expect(s.result!.winner).toBe(0);

    const t = scenario({ deck: [C.goten] }, {}, { lossCheck: 'nextRuleProcessing' });
    moveCard(t, 0, t.players[0].deck[0], 'deck', 'drop');
    expect(t.result).toBeNull();
    ruleProcessing(t);
    expect(t.result!.winner).toBe(1);
  });

  it('DBS 1-2-4: either player may surrender at any time, even at the other player’s decision, and loses at once', () => {
    const s = scenario({ battle: [C.hit] }, { hand: [C.whisCoercion], energy: [C.goten] });
    pick(s, (o) => o.t === 'attack' && o.target === s.players[1].leader[0].id);
    expect(decision(s)!.seat).toBe(1); // the defender's counter timing
    act(s, 0, { t: 'concede' });
    expect(s.result).toEqual({ winner: 1, reason: expect.stringMatching(/conceded/) });
    expect(() => act(s, 1, { t: 'pass' })).toThrow(IllegalAnswer);
  });

  it('DBS 1-2-5: no card effect offers surrender, and surrender ends the game mid-battle with no replacement', () => {
    // A whole game of first answers: no decision ever lists surrender as an option.
    const [a, b] = decks();
    const s = newGame<DBSState>({ game: 'dbs', format: 'masters', decks: [a, b], seed: 5 });
    for (let i = 0; i < 300 && decision(s); i++) {
      expect(decision(s)!.options.some((o) => o.t === 'concede')).toBe(false);
      act(s, decision(s)!.seat, decision(s)!.options[decision(s)!.options.length - 1]);
    }
    // Fused Zamasu's back replaces damage; it does not touch a surrender.
    const z = scenario({ leader: { code: 'BT2-034', flipped: true } }, {});
    act(z, 0, { t: 'concede' });
    expect(z.result!.winner).toBe(1);
    expect(z.players[0].deck).toHaveLength(20);
  });
});

describe('"you cannot lose the game" for the turn (P-032; card text over the rules, DBS 1-3-1)', () => {
  useTestSkills({ [NO_LOSS]: [activateMain([], [{ do: 'cannotLoseThisTurn' }])] });
  const barred = (s: DBSState) => {
    pick(s, (o) => o.t === 'activate' && o.card === byCode(s, 0, 'battle', NO_LOSS).id);
    passWhile(s, ['dbs.counterTiming']);
    expect(s.lossBarred).toEqual([{ seat: 0, turn: s.turn }]);
  };

  it('DBS 1-3-1 DBS 1-2-2-1 DBS 1-2-2-2: no Life and no deck do not lose this turn; the loss comes at the next turn', () => {
    const s = scenario({ battle: [NO_LOSS], life: 1, deck: [C.goten] }, {});
    barred(s);
    moveCard(s, 0, s.players[0].life[0], 'life', 'hand');
    moveCard(s, 0, s.players[0].deck[0], 'deck', 'hand');
    expect(ruleProcessing(s)).not.toBe('over');
    expect(s.result).toBeNull();
    // The bar lasts for this turn only: the next turn's first rule processing judges the loss.
    act(
      s,
      0,
      options(s).find((o) => o.t === 'end')!,
    );
    expect(s.turn).toBe(4);
    expect(s.result).toEqual({ winner: 1, reason: expect.stringMatching(/player 1 has no cards/) });
    // Positive control: the same position without the skill loses at once.
    const t = scenario({ battle: [NO_LOSS], life: 1 }, {});
    moveCard(t, 0, t.players[0].life[0], 'life', 'hand');
    expect(t.result).toEqual({ winner: 1, reason: expect.stringMatching(/Life/) });
  });

  it('DBS 1-2-6 DBS 1-3-1: "you lose the game" and "the opponent wins the game" do nothing this turn', () => {
    // Father-Son Kamehameha's back face: "at the end of the turn, you lose the game" (BT2-069).
    const s = scenario({ leader: { code: 'BT2-069', flipped: true }, battle: [NO_LOSS], drop: [C.goten] }, {});
    barred(s);
    winNow(s, 1, 'a skill of the opponent');
    expect(s.result).toBeNull();
    pick(s, (o) => o.t === 'attack' && o.attacker === s.players[0].leader[0].id);
    passWhile(s, ['dbs.counterTiming']);
    pick(s, (o) => o.t === 'activate' && o.card === s.players[0].leader[0].id);
    passWhile(s, ['dbs.counterTiming', 'dbs.offence', 'dbs.defence', 'dbs.blocker']);
    act(
      s,
      0,
      options(s).find((o) => o.t === 'end')!,
    );
    expect(s.turnPlayer).toBe(1);
    expect(s.result).toBeNull();
    // Positive control: without the bar, the same end of turn loses the game.
    const t = scenario({ leader: { code: 'BT2-069', flipped: true }, battle: [NO_LOSS], drop: [C.goten] }, {});
    pick(t, (o) => o.t === 'attack' && o.attacker === t.players[0].leader[0].id);
    passWhile(t, ['dbs.counterTiming']);
    pick(t, (o) => o.t === 'activate' && o.card === t.players[0].leader[0].id);
    passWhile(t, ['dbs.counterTiming', 'dbs.offence', 'dbs.defence', 'dbs.blocker']);
    act(
      t,
      0,
      options(t).find((o) => o.t === 'end')!,
    );
    expect(t.result).toEqual({ winner: 1, reason: expect.stringMatching(/BT2-069/) });
  });

  it('DBS 1-2-3 DBS 1-3-1: when both meet a loss condition at once, only the player who can lose loses', () => {
    const s = scenario({ battle: [NO_LOSS], life: 1 }, { life: 1 }, { lossCheck: 'nextRuleProcessing' });
    barred(s);
    moveCard(s, 0, s.players[0].life[0], 'life', 'hand');
    moveCard(s, 1, s.players[1].life[0], 'life', 'hand');
    expect(ruleProcessing(s)).toBe('over');
    expect(s.result).toEqual({ winner: 0, reason: expect.stringMatching(/player 2 has no cards in their Life/) });
  });

  it('DBS 1-2-5: a surrender still loses while the player cannot lose the game', () => {
    const s = scenario({ battle: [NO_LOSS] }, {});
    barred(s);
    act(s, 0, { t: 'concede' });
    expect(s.result).toEqual({ winner: 1, reason: expect.stringMatching(/conceded/) });
  });

  it('the text is rendered from the tree', () => {
    expect(renderSkills(NO_LOSS).join(' ')).toMatch(
      /Until the end of the turn, you cannot lose the game and your opponent cannot win it\./,
    );
  });
});

describe('winning by an effect (DBS 1-2-6)', () => {
  it('DBS 1-2-6 DBS-034: a skill that wins the game does so during its resolution, without a checkpoint', () => {
    // An effect gave the attacker [Victory Strike]: the first Life card moved ends the game.
    const s = scenario({ battle: [C.hit] }, {});
    const hit = byCode(s, 0, 'battle', C.hit);
    hit.mods = [{ stat: 'keyword', keyword: 'victoryStrike', until: 'turn' }];
    pick(s, (o) => o.t === 'attack' && o.attacker === hit.id);
    passWhile(s, ['dbs.counterTiming', 'dbs.offence', 'dbs.defence']);
    expect(s.result).toEqual({ winner: 0, reason: expect.stringMatching(/Victory Strike/) });
    expect(s.players[1].life).toHaveLength(7);
  });
});

describe('fundamental principles (DBS 1-3)', () => {
  it('DBS 1-3 DBS 1-3-1: card text beats the rules (Botamo attacks an Active card; Meta-Cooler ignores the copy limit)', () => {
    const s = scenario({ battle: [C.botamo, C.hit] }, { battle: [C.goten] });
    const target = byCode(s, 1, 'battle', C.goten);
    const attackers = options(s)
      .filter((o) => o.t === 'attack' && (o as unknown as { target: number }).target === target.id)
      .map((o) => (o as unknown as { attacker: number }).attacker);
    expect(attackers).toEqual([byCode(s, 0, 'battle', C.botamo).id]);
    const many = [...Array<string>(10).fill(C.metaCooler), ...Array<string>(40).fill(C.goten)];
    const problems = validateDeck(['BT2-100', ...many], { ...DEFAULT_OPTIONS, copyLimit: 40 });
    expect(problems).toEqual([]);
  });

  it('DBS 1-3-2 DBS 1-3-4: an impossible part is skipped, the rest is done; the turn player chooses first', () => {
    // Broly's back face: on attack draw 1, both players discard 1, both put 1 Battle card in the Drop.
    const s = scenario(
      { leader: { code: 'BT1-057', flipped: true }, battle: [C.hit], hand: [C.goten, C.gohan] },
      { hand: [C.goten, C.gohan] },
    );
    pick(s, (o) => o.t === 'attack' && o.attacker === s.players[0].leader[0].id);
    passWhile(s, ['dbs.counterTiming']);
    expect(s.decision!.prompt).toBe('dbs.discard');
    expect(s.decision!.seat).toBe(0); // DBS 1-3-4
    pick(s, () => true);
    expect(s.decision!.prompt).toBe('dbs.discard');
    expect(s.decision!.seat).toBe(1);
    pick(s, () => true);
    // Player 1 has no Battle card: only player 0's part of the last effect can be done (1-3-2).
    expect(s.decision!.seat).toBe(0);
    expect(s.decision!.prompt).toBe('dbs.ownBattleToDrop');
    pick(s, () => true);
    expect(s.players[0].battle).toHaveLength(0);
    expect(s.players[0].hand).toHaveLength(2); // 2 + 1 drawn − 1 discarded
    expect(s.players[1].hand).toHaveLength(1);
    expect(s.decision!.prompt).not.toBe('dbs.ownBattleToDrop');
  });

  it('DBS 1-3-2-1 DBS-063: putting a card into the position it already has does nothing and is no event', () => {
    const s = scenario({ battle: [{ code: C.hit, rested: true }] }, {});
    const hit = byCode(s, 0, 'battle', C.hit);
    const before = s.log!.length;
    expect(setRested(s, 0, hit, true)).toBe(false);
    expect(s.log!.length).toBe(before);
    expect(setRested(s, 0, hit, false)).toBe(true);
    expect(s.log!.slice(before).map((l) => l.e.t)).toEqual(['active']);
  });

  it('DBS 1-3-2-2: damage 0 or a negative number of times does nothing (and never heals)', () => {
    const s = scenario({}, {});
    const before = s.log!.length;
    dealDamage(s, 1, 0);
    dealDamage(s, 1, -2);
    expect(s.players[1].life).toHaveLength(8);
    expect(s.players[1].hand).toHaveLength(0);
    expect(s.log!.length).toBe(before);
  });

  it('DBS 1-3-3: an effect that would KO an [Indestructible] card is prohibited and does nothing', () => {
    const s = scenario({ battle: ['BT1-065'] }, { battle: [C.zamasuInvincible] });
    pick(s, (o) => o.t === 'activate' && o.from === 'battle');
    passWhile(s, ['dbs.counterTiming']);
    expect(s.decision!.prompt).toBe('dbs.target');
    answer(s, { t: 'card', card: byCode(s, 1, 'battle', C.zamasuInvincible).id } as never);
    passWhile(s, ['dbs.counterTiming']);
    expect(s.players[1].battle.map((c) => c.code)).toEqual([C.zamasuInvincible]);
    expect(s.players[0].life).toHaveLength(7); // the cost was still paid
  });

  it('DBS 1-3-5-1: "up to" with no minimum lets the player choose 0', () => {
    const s = scenario({ hand: ['BT1-042'], energy: Array<string>(5).fill(C.goten) }, { battle: [C.hit] });
    pick(s, (o) => o.t === 'play');
    passWhile(s, ['dbs.counterTiming']);
    expect(s.decision!.prompt).toBe('dbs.target');
    expect(options(s)[0]).toEqual({ t: 'done' });
    answer(s, { t: 'done' });
    passWhile(s, ['dbs.counterTiming']);
    expect(s.players[1].battle).toHaveLength(1);
  });

  it('DBS 1-3-7: effects resolve in printed order (Goku’s back face draws before it chooses energy)', () => {
    const s = scenario(
      {
        leader: { code: C.gokuLeader, flipped: true },
        energy: [{ code: C.goten, rested: true }],
      },
      {},
    );
    const hand = s.players[0].hand.length;
    pick(s, (o) => o.t === 'attack' && o.attacker === s.players[0].leader[0].id);
    passWhile(s, ['dbs.counterTiming']);
    expect(s.decision!.prompt).toBe('dbs.target');
    expect(s.players[0].hand).toHaveLength(hand + 1);
    expect(s.players[0].energy[0].rested).toBe(true);
  });
});

describe('naming a number (DBS 1-3-5)', () => {
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

describe('replays', () => {
  it('a game replays byte for byte from its record', () => {
    const s = freshGame(11);
    for (let i = 0; i < 40 && decision(s); i++) act(s, decision(s)!.seat, decision(s)!.options[0]);
    const again = replay<DBSState>(replayRecord(s));
    expect(JSON.stringify(again.players)).toBe(JSON.stringify(s.players));
  });
});
