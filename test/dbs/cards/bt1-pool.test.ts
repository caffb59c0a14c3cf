// Card tests for the BT1 ("Galactic Battle") cards added with the whole-pool work (issue 16): each skill working,
// and not working where it has a condition (skills: the second block of src/games/dbs/cards/abilities/bt1.ts).
import { describe, expect, it } from 'vitest';
import { hasKeyword } from '../../../src/games/dbs/characteristics.ts';
import type { Answer } from '../../../src/core/types.ts';
import {
  activate,
  answer,
  attack,
  awaken,
  battleCard,
  canActivate,
  canAttack,
  canAwaken,
  canCounter,
  choose,
  codes,
  combo,
  counter,
  declare,
  done,
  en,
  evolve,
  expectText,
  finishBattle,
  many,
  offered,
  options,
  play,
  playThenDecline,
  power,
  prompt,
  rested,
  scenario,
  settle,
  V,
} from './helpers.ts';

describe('BT1 (issue 16): vanilla and keyword-only cards', () => {
  it('BT1-019 Botamo of Universe 6, BT1-105 Cui: DBS 10-4-1 [Blocker] from the card data', () => {
    for (const code of ['BT1-019', 'BT1-105']) {
      const s = scenario({ battle: [V.red] }, { battle: [code] });
      attack(s, V.red);
      expect(prompt(s)).toBe('dbs.blocker');
      expectText(code, ['[Blocker]']);
    }
  });
  it('BT1-038 Vegeta, BT1-060 Son Goku, BT1-104 Banan: vanilla cards render no skill', () => {
    for (const code of ['BT1-038', 'BT1-060', 'BT1-104']) {
      const s = scenario({ battle: [code] }, {});
      expect(canAttack(s, code)).toBe(true);
      expectText(code, [code]);
      expect(expectText.length).toBeGreaterThan(0);
    }
  });
  it('BT1-021 Magetta of Universe 6: [Blocker]', () => {
    const s = scenario({ battle: [V.red] }, { battle: ['BT1-021'] });
    attack(s, V.red);
    expect(prompt(s)).toBe('dbs.blocker');
  });
});

describe('BT1 (issue 16): red', () => {
  it('BT1-004 Destructive Terror Champa: when played, KO every opponent Battle card of 15000 or less power', () => {
    const s = scenario({ hand: ['BT1-004'], energy: en('red', 6) }, { battle: [V.red, 'BT1-007', 'BT1-034'] });
    play(s, 'BT1-004');
    expect(codes(s.players[1].battle)).toEqual(['BT1-034']); // 25000 stays
    expect(hasKeyword(s, 0, battleCard(s, 0, 'BT1-004'), 'tripleStrike')).toBe(true);
    expectText('BT1-004', ['[Evolve]', '<Champa>', '15000']);
  });
  it('BT1-004 Destructive Terror Champa: DBS 10-5 [Evolve] (R)(R)(R)(2) onto a <Champa>, not onto another character', () => {
    const s = scenario({ hand: ['BT1-004'], battle: ['BT1-007', V.red], energy: en('red', 5) }, {});
    expect(canActivate(s, 'BT1-004', 'hand')).toBe(true);
    expect(() => evolve(s, 'BT1-004', [V.red])).toThrow();
    evolve(s, 'BT1-004', ['BT1-007']);
    expect(codes(s.players[0].battle)).toContain('BT1-004');
  });

  it('BT1-005 Furthering Destruction Champa: combo on your turn, the attacker gains [Double Strike] for the battle', () => {
    const s = scenario({ battle: [V.red], hand: ['BT1-005'], energy: en('red', 1) }, {});
    attack(s, V.red);
    combo(s, 'BT1-005');
    expect(hasKeyword(s, 0, battleCard(s, 0, V.red), 'doubleStrike')).toBe(true);
    finishBattle(s);
    expect(s.players[1].life).toHaveLength(6);
    expectText('BT1-005', ['Double Strike']);
  });
  it('BT1-005 Furthering Destruction Champa: combo on the opponent’s turn gives their attacker nothing', () => {
    const s = scenario({ hand: ['BT1-005'], energy: en('red', 1) }, { battle: [V.red] }, { turnPlayer: 1 });
    attack(s, V.red);
    expect(prompt(s)).toBe('dbs.offence');
    answer(s, { t: 'pass' });
    settle(s);
    combo(s, 'BT1-005');
    expect(hasKeyword(s, 1, battleCard(s, 1, V.red), 'doubleStrike')).toBe(false);
  });

  it('BT1-007 Manipulating God Champa: when played, a red <Champa> from the top 7 to hand', () => {
    const s = scenario(
      { hand: ['BT1-007'], energy: en('red', 1), deck: ['BT1-012', 'BT1-006', ...many(V.blue, 6)] },
      {},
    );
    play(s, 'BT1-007');
    expect(offered(s)).toEqual(['BT1-006']);
    choose(s, 'BT1-006');
    expect(codes(s.players[0].hand)).toEqual(['BT1-006']);
    expectText('BT1-007', ['<Champa>', '7']);
  });
  it('BT1-007 Manipulating God Champa: a <Champa> 8th from the top is not looked at', () => {
    const s = playThenDecline(
      { hand: ['BT1-007'], energy: en('red', 1), deck: [...many(V.blue, 7), 'BT1-006'] },
      {},
      'BT1-007',
      'dbs.search',
    );
    expect(s.players[0].hand).toHaveLength(0);
  });

  it('BT1-009 Calm-Hearted Vados: when played, a red <<Alien>> from the top 3 to hand', () => {
    const s = scenario({ hand: ['BT1-009'], energy: en('red', 3), deck: ['BT1-035', 'BT1-012', V.blue, V.blue] }, {});
    play(s, 'BT1-009');
    expect(offered(s)).toEqual(['BT1-012']);
    choose(s, 'BT1-012');
    expect(codes(s.players[0].hand)).toEqual(['BT1-012']);
    expectText('BT1-009', ['Alien', '3']);
  });
  it('BT1-009 Calm-Hearted Vados: an <<Alien>> 4th from the top is not looked at', () => {
    const s = playThenDecline(
      { hand: ['BT1-009'], energy: en('red', 3), deck: [V.blue, V.blue, V.blue, 'BT1-012'] },
      {},
      'BT1-009',
      'dbs.search',
    );
    expect(s.players[0].hand).toHaveLength(0);
  });

  it('BT1-026 Fickle Destruction: KO 1 opponent Battle card of 12000 or less power', () => {
    const s = scenario({ hand: ['BT1-026'], energy: en('red', 3) }, { battle: ['BT1-007', V.red] });
    activate(s, 'BT1-026', { from: 'hand' });
    expect(offered(s)).toEqual(['BT1-007']); // 5000; Hit has 15000
    choose(s, 'BT1-007');
    expect(codes(s.players[1].battle)).toEqual([V.red]);
    expectText('BT1-026', ['12000', 'KO']);
  });
  it('BT1-026 Fickle Destruction: with only 15000 cards there is nothing to KO', () => {
    const s = scenario({ hand: ['BT1-026'], energy: en('red', 3) }, { battle: [V.red] });
    activate(s, 'BT1-026', { from: 'hand' });
    settle(s);
    expect(codes(s.players[1].battle)).toEqual([V.red]);
  });

  it('BT1-027 Cabba’s Awakening: [Activate: Battle] +6000 to 1 of your red cards for the battle', () => {
    const s = scenario({ battle: [V.red], hand: ['BT1-027'] }, { battle: [rested('BT1-034')] });
    attack(s, V.red, 'BT1-034');
    activate(s, 'BT1-027', { from: 'hand' });
    choose(s, V.red);
    expect(power(s, 0, battleCard(s, 0, V.red))).toBe(21000);
    expectText('BT1-027', ['6000', 'battle']);
  });
  it('BT1-027 Cabba’s Awakening: a blue card is not offered', () => {
    const s = scenario({ leader: 'SD1-01', battle: [V.blue], hand: ['BT1-027'] }, { battle: [rested('BT1-034')] });
    attack(s, V.blue, 'BT1-034');
    activate(s, 'BT1-027', { from: 'hand' });
    expect(offered(s)).not.toContain(V.blue);
  });
});

describe('BT1 (issue 16): blue', () => {
  it('BT1-036 God Charge Vegeta: evolved into, return up to 1 opponent [Blocker] to hand', () => {
    const s = scenario(
      { hand: ['BT1-036'], battle: ['BT1-037'], energy: en('blue', 5) },
      { battle: ['BT1-046', V.red] },
    );
    evolve(s, 'BT1-036', ['BT1-037']);
    expect(offered(s)).toEqual(['BT1-046']);
    choose(s, 'BT1-046');
    expect(codes(s.players[1].hand)).toEqual(['BT1-046']);
    expect(hasKeyword(s, 0, battleCard(s, 0, 'BT1-036'), 'dualAttack')).toBe(true);
    expectText('BT1-036', ['Blocker', 'hand']);
  });
  it('BT1-036 God Charge Vegeta: DBS 10-5-7 played from hand (not evolved), nothing returns', () => {
    const s = scenario({ hand: ['BT1-036'], energy: en('blue', 6) }, { battle: ['BT1-046'] });
    play(s, 'BT1-036');
    expect(codes(s.players[1].battle)).toEqual(['BT1-046']);
  });
});

describe('BT1 (issue 16): green', () => {
  it('BT1-056 Son Goku: [Double Strike] Leader; DBS 10-2 [Awaken] at 4 life; the back draws 1 when it attacks', () => {
    const s = scenario({ leader: 'BT1-056', life: 4 }, {});
    expect(hasKeyword(s, 0, s.players[0].leader[0], 'doubleStrike')).toBe(true);
    expect(canAwaken(s)).toBe(true);
    awaken(s);
    const hand = s.players[0].hand.length;
    attack(s, 'leader');
    finishBattle(s);
    expect(s.players[0].hand.length).toBe(hand + 1);
    expect(s.players[1].life).toHaveLength(6);
    expectText('BT1-056', ['Awaken']);
  });
  it('BT1-056 Son Goku: at 5 life no [Awaken]; the front draws nothing when it attacks', () => {
    const s = scenario({ leader: 'BT1-056', life: 5 }, {});
    expect(canAwaken(s)).toBe(false);
    attack(s, 'leader');
    finishBattle(s);
    expect(s.players[0].hand).toHaveLength(0);
  });

  it('BT1-059 Awakening Rage Son Goku: when played, KO opponent cards totalling energy cost 6 or less', () => {
    const s = scenario({ hand: ['BT1-059'], energy: en('green', 6) }, { battle: [V.red, 'BT1-044', 'BT1-034'] });
    play(s, 'BT1-059');
    choose(s, 'BT1-044'); // cost 4
    expect(offered(s)).toEqual([V.red]); // cost 2 fits, BT1-034 (4) does not
    choose(s, V.red);
    if (prompt(s) === 'dbs.target') done(s);
    expect(codes(s.players[1].battle)).toEqual(['BT1-034']);
    expectText('BT1-059', ['6', 'KO', 'Krillin', 'Triple Strike']);
  });
  it('BT1-059 Awakening Rage Son Goku: [Triple Strike] only with a <Krillin> in the Drop Area', () => {
    const without = scenario({ battle: ['BT1-059'] }, {});
    expect(hasKeyword(without, 0, battleCard(without, 0, 'BT1-059'), 'tripleStrike')).toBe(false);
    const s = scenario({ battle: ['BT1-059'], drop: ['BT1-072'] }, {});
    expect(hasKeyword(s, 0, battleCard(s, 0, 'BT1-059'), 'tripleStrike')).toBe(true);
    attack(s, 'BT1-059');
    finishBattle(s);
    expect(s.players[1].life).toHaveLength(5);
  });

  it('BT1-061 Friend-Summoning Son Gohan: when played, a <Krillin> from the top 7 to hand', () => {
    const s = scenario(
      { hand: ['BT1-061'], energy: en('green', 3), deck: [V.blue, 'BT1-072', ...many(V.blue, 5)] },
      {},
    );
    play(s, 'BT1-061');
    expect(offered(s)).toEqual(['BT1-072']);
    choose(s, 'BT1-072');
    expect(codes(s.players[0].hand)).toEqual(['BT1-072']);
    expectText('BT1-061', ['<Krillin>']);
  });
  it('BT1-061 Friend-Summoning Son Gohan: no <Krillin> in the top 7, nothing is added', () => {
    const s = playThenDecline(
      { hand: ['BT1-061'], energy: en('green', 3), deck: [...many(V.blue, 7), 'BT1-072'] },
      {},
      'BT1-061',
      'dbs.search',
    );
    expect(s.players[0].hand).toHaveLength(0);
  });

  it('BT1-063 Son Goten, Family of Justice: combo on your turn, KO up to 1 opponent card of cost 3 or less', () => {
    const s = scenario({ battle: [V.red], hand: ['BT1-063'], energy: en('green', 1) }, { battle: [V.blue, 'BT1-034'] });
    attack(s, V.red);
    combo(s, 'BT1-063');
    expect(offered(s)).toEqual([V.blue]);
    choose(s, V.blue);
    expect(codes(s.players[1].battle)).toEqual(['BT1-034']);
    expectText('BT1-063', ['your turn', '3']);
  });
  it('BT1-063 Son Goten, Family of Justice: combo on the opponent’s turn KOs nothing', () => {
    const s = scenario(
      { hand: ['BT1-063'], energy: en('green', 1), battle: [V.blue] },
      { battle: [V.red] },
      { turnPlayer: 1 },
    );
    attack(s, V.red);
    answer(s, { t: 'pass' });
    settle(s);
    combo(s, 'BT1-063');
    expect(prompt(s)).not.toBe('dbs.target');
    expect(codes(s.players[1].battle)).toEqual([V.red]);
  });

  it('BT1-064 Raging Attacker Vegeta: DBS 10-10 [Counter: Attack] plays it from hand; when played it KOs cost 4 or less', () => {
    const s = scenario({ hand: ['BT1-064'], energy: en('green', 4) }, { battle: [V.red] }, { turnPlayer: 1 });
    declare(s, V.red);
    expect(canCounter(s, 'BT1-064')).toBe(true);
    counter(s, 'BT1-064');
    expect(codes(s.players[0].battle)).toEqual(['BT1-064']);
    choose(s, V.red);
    expect(s.players[1].battle).toHaveLength(0);
    expectText('BT1-064', ['Counter: Attack', '4']);
  });
  it('BT1-064 Raging Attacker Vegeta: no [Counter] in your own Main Phase (played normally, it still KOs)', () => {
    const s = scenario({ hand: ['BT1-064'], energy: en('green', 4) }, { battle: ['BT1-034'] });
    expect(canCounter(s, 'BT1-064')).toBe(false);
    play(s, 'BT1-064');
    choose(s, 'BT1-034');
    expect(s.players[1].battle).toHaveLength(0);
  });

  it('BT1-067 Implacable Trunks: evolved into from a <Trunks: Future>, up to 1 Drop Area card to hand', () => {
    const s = scenario({ hand: ['BT1-067'], battle: ['BT1-068'], energy: en('green', 3), drop: [V.red] }, {});
    evolve(s, 'BT1-067', ['BT1-068']);
    choose(s, V.red);
    expect(codes(s.players[0].hand)).toEqual([V.red]);
    expect(hasKeyword(s, 0, battleCard(s, 0, 'BT1-067'), 'revenge')).toBe(true);
    expectText('BT1-067', ['Trunks: Future', 'Drop Area']);
  });
  it('BT1-067 Implacable Trunks: played from hand, nothing comes back', () => {
    const s = scenario({ hand: ['BT1-067'], energy: en('green', 4), drop: [V.red] }, {});
    play(s, 'BT1-067');
    expect(codes(s.players[0].drop)).toEqual([V.red]);
  });

  it('BT1-068 Slasher Trunks: cannot attack a Battle card, can attack the Leader', () => {
    const s = scenario({ battle: ['BT1-068'] }, { battle: [rested(V.red)] });
    expect(canAttack(s, 'BT1-068', V.red)).toBe(false);
    expect(canAttack(s, 'BT1-068')).toBe(true);
    expect(canAttack(scenario({ battle: ['BT1-067'] }, { battle: [rested(V.red)] }), 'BT1-067', V.red)).toBe(true);
    expectText('BT1-068', ['cannot attack']);
  });

  it('BT1-070 Super Saiyan Gotenks: when played, up to 2 energy to Active, then draw 1', () => {
    const s = scenario({ hand: ['BT1-070'], energy: en('green', 5) }, {});
    play(s, 'BT1-070');
    choose(s, V.green);
    choose(s, V.green);
    settle(s);
    expect(s.players[0].energy.filter((e) => !e.rested)).toHaveLength(2);
    expect(s.players[0].hand).toHaveLength(1);
    expectText('BT1-070', ['Gotenks', 'Active', 'draw 1']);
  });
  it('BT1-070 Super Saiyan Gotenks: DBS 10-5-1 no [Evolve] without a <Gotenks>', () => {
    const s = scenario({ hand: ['BT1-070'], battle: [V.green], energy: en('green', 4) }, {});
    expect(canActivate(s, 'BT1-070', 'hand')).toBe(false);
    const t = scenario({ hand: ['BT1-070'], battle: ['BT1-071'], energy: en('green', 4) }, {});
    expect(canActivate(t, 'BT1-070', 'hand')).toBe(true);
  });

  it('BT1-082 Family Kamehameha: KO up to 1 opponent Battle card of energy cost 2 or less', () => {
    const s = scenario({ hand: ['BT1-082'], energy: en('green', 3) }, { battle: [V.red, 'BT1-034'] });
    activate(s, 'BT1-082', { from: 'hand' });
    expect(offered(s)).toEqual([V.red]);
    choose(s, V.red);
    expect(codes(s.players[1].battle)).toEqual(['BT1-034']);
    expectText('BT1-082', ['2', 'KO']);
  });
});

describe('BT1 (issue 16): yellow', () => {
  const endTheTurn = (s: ReturnType<typeof scenario>) => {
    answer(s, options(s).find((o) => o.t === 'end') as Answer);
    settle(s);
  };
  it('BT1-084 Frieza: at the end of your turn, up to 1 of your Battle cards to Active; back: up to 2, and draw when attacking', () => {
    const s = scenario({ leader: 'BT1-084', battle: [rested(V.yellow), rested(V.yellow)] }, {});
    endTheTurn(s);
    expect(prompt(s)).toBe('dbs.target');
    choose(s, V.yellow);
    if (prompt(s) === 'dbs.target') done(s);
    expect(s.players[0].battle.filter((c) => !c.rested)).toHaveLength(1);
    const b = scenario(
      { leader: { code: 'BT1-084', flipped: true }, battle: [rested(V.yellow), rested(V.yellow)] },
      {},
    );
    endTheTurn(b);
    choose(b, V.yellow);
    choose(b, V.yellow);
    expect(b.players[0].battle.filter((c) => !c.rested)).toHaveLength(2);
    expectText('BT1-084', ['end of your turn', 'Active']);
  });
  it('BT1-084 Frieza: at the end of the opponent’s turn nothing is asked', () => {
    const s = scenario({}, { leader: 'BT1-084', battle: [rested(V.yellow)] }, { turnPlayer: 0 });
    endTheTurn(s);
    expect(prompt(s)).not.toBe('dbs.target');
  });

  it('BT1-088 Frieza, Hellish Terror: evolved into, every opponent [Blocker] to Rest Mode', () => {
    const s = scenario(
      { hand: ['BT1-088'], battle: ['BT1-089'], energy: en('yellow', 3) },
      { battle: ['BT1-046', 'BT1-050', V.red] },
    );
    evolve(s, 'BT1-088', ['BT1-089']);
    expect(s.players[1].battle.map((c) => c.rested)).toEqual([true, true, false]);
    expectText('BT1-088', ['Blocker', 'Rest Mode']);
  });
  it('BT1-088 Frieza, Hellish Terror: played from hand, the [Blocker]s stay Active', () => {
    const s = scenario({ hand: ['BT1-088'], energy: en('yellow', 4) }, { battle: ['BT1-046'] });
    play(s, 'BT1-088');
    expect(s.players[1].battle[0].rested).toBe(false);
  });

  it('BT1-093 Tagoma: in Rest Mode, the opponent cannot attack your other Battle cards', () => {
    const s = scenario({ battle: [rested('BT1-093'), rested(V.yellow)] }, { battle: [V.red] }, { turnPlayer: 1 });
    expect(canAttack(s, V.red, V.yellow)).toBe(false);
    expect(canAttack(s, V.red, 'BT1-093')).toBe(true);
    expectText('BT1-093', ['Rest Mode', 'cannot attack']);
  });
  it('BT1-093 Tagoma: in Active Mode it protects nothing', () => {
    const s = scenario({ battle: ['BT1-093', rested(V.yellow)] }, { battle: [V.red] }, { turnPlayer: 1 });
    expect(canAttack(s, V.red, V.yellow)).toBe(true);
  });

  it('BT1-095 Elite Force Captain Ginyu: when played, your <<Ginyu Force>> Battle cards gain +10000 and [Double Strike]', () => {
    const s = scenario({ hand: ['BT1-095'], battle: ['BT1-097', V.yellow], energy: en('yellow', 6) }, {});
    play(s, 'BT1-095');
    const burter = battleCard(s, 0, 'BT1-097');
    expect(hasKeyword(s, 0, burter, 'doubleStrike')).toBe(true);
    expect(hasKeyword(s, 0, battleCard(s, 0, V.yellow), 'doubleStrike')).toBe(false); // Appule is not Ginyu Force
    expect(power(s, 0, burter)).toBe(20000);
    expectText('BT1-095', ['Ginyu Force', '10000', 'Double Strike']);
  });

  it('BT1-097 Ginyu Force Burter: at the end of your turn it switches to Active Mode', () => {
    const s = scenario({ battle: ['BT1-097'] }, {});
    attack(s, 'BT1-097');
    finishBattle(s);
    expect(battleCard(s, 0, 'BT1-097').rested).toBe(true);
    endTheTurn(s);
    expect(battleCard(s, 0, 'BT1-097').rested).toBe(false);
    expectText('BT1-097', ['end of your turn', 'Active Mode']);
  });
  it('BT1-097 Ginyu Force Burter: rested on the opponent’s turn end, it stays rested', () => {
    const s = scenario({ battle: [V.red] }, { battle: [rested('BT1-097')] });
    const from = s.log!.length;
    endTheTurn(s);
    // Its own Charge Phase stands it next; the skill itself must not have run at this turn's end.
    expect(s.log!.slice(from).some((l) => l.e.t === 'autoSkill' && (l.e as { code?: string }).code === 'BT1-097')).toBe(
      false,
    );
  });
});
