// DBS rules tests, game outline and fundamental principles: two players (1-1), victory and loss
// conditions, surrender and the loss-check option (1-2), the fundamental principles of 1-3 (card text
// over rules, impossible and repeated actions, prohibitions first, turn player chooses first, "up to"
// allows 0, effects in printed order), and the infinite-loop guard (11-1).
import { describe, expect, it } from 'vitest';
import { act, decision, newGame } from '../../src/core/engine.ts';
import { IllegalAnswer, SetupError } from '../../src/core/errors.ts';
import { builtInDecks, expandDeck, validateDeck, DEFAULT_OPTIONS } from '../../src/games/dbs/index.ts';
import { dealDamage } from '../../src/games/dbs/damage.ts';
import type { DBSState } from '../../src/games/dbs/state.ts';
import { ruleProcessing } from '../../src/games/dbs/timing.ts';
import { moveCard, setRested } from '../../src/games/dbs/zones.ts';
import { answer, byCode, C, options, passWhile, pick, refresh, scenario } from './scenario.ts';

const decks = () => {
  const d = builtInDecks();
  return [{ cards: expandDeck(d[0]) }, { cards: expandDeck(d[1]) }];
};

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
