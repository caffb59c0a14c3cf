// Card tests for the third BT1 batch of issue 16 (h16c): each skill working, and not working where it has a condition
// (skills: the "BT1 third batch" block of src/games/dbs/cards/abilities/bt1.ts).
import { describe, expect, it } from 'vitest';
import { hasKeyword } from '../../../src/games/dbs/characteristics.ts';
import type { DBSState } from '../../../src/games/dbs/state.ts';
import {
  answer,
  attack,
  battleCard,
  canAttack,
  canCounter,
  choose,
  codes,
  combo,
  counter,
  endTurn,
  declare,
  en,
  expectText,
  finishBattle,
  many,
  offered,
  options,
  play,
  power,
  prompt,
  rested,
  scenario,
  settle,
  V,
} from './helpers.ts';

/** Pay the energy of the [Counter] just activated (the routine `settle` would also pass the next counter timing). */
function pay(s: DBSState): void {
  for (let i = 0; i < 20 && prompt(s) === 'dbs.payEnergy'; i++) answer(s, options(s)[0]!);
}

describe('BT1 third batch (issue 16)', () => {
  it("BT1-022 Universe 6 Supreme Kai: when played, a <Supreme Kai's Attendant> from the deck is played; [Double Strike]", () => {
    const s = scenario({ hand: ['BT1-022'], energy: en('red', 4), deck: [V.blue, 'BT1-023', V.red, V.blue] }, {});
    play(s, 'BT1-022');
    expect(offered(s)).toEqual(['BT1-023']);
    choose(s, 'BT1-023');
    settle(s);
    expect(codes(s.players[0].battle)).toEqual(['BT1-022', 'BT1-023']);
    expect(s.players[0].deck).toHaveLength(3);
    expect(hasKeyword(s, 0, battleCard(s, 0, 'BT1-022'), 'doubleStrike')).toBe(true);
    expectText('BT1-022', ['[Double Strike]', "<Supreme Kai's Attendant>", 'play it']);
  });
  it('BT1-022 Universe 6 Supreme Kai: no other character is offered from the deck', () => {
    const s = scenario({ hand: ['BT1-022'], energy: en('red', 4), deck: [V.blue, V.red, 'BT1-021', V.blue] }, {});
    play(s, 'BT1-022');
    expect(offered(s)).toEqual([]);
    settle(s);
    expect(codes(s.players[0].battle)).toEqual(['BT1-022']);
  });

  it('BT1-023 Kai Attendant of Universe 6: cannot attack a Battle Card of 15000 or more power, can attack one below', () => {
    const s = scenario({ battle: ['BT1-023'] }, { battle: [rested(V.red), rested('BT1-007')] });
    expect(canAttack(s, 'BT1-023', V.red)).toBe(false); // Hit, 15000
    expect(canAttack(s, 'BT1-023', 'BT1-007')).toBe(true); // 5000
    expect(canAttack(s, 'BT1-023')).toBe(true); // the Leader is no Battle Card
    expectText('BT1-023', ['cannot attack Battle Cards with 15000 or more power']);
  });

  it('BT1-096 Ginyu Force Recoome: +6000 power during the opponent’s turn, none during your own', () => {
    const mine = scenario({ battle: ['BT1-096'] }, {});
    expect(power(mine, 0, battleCard(mine, 0, 'BT1-096'))).toBe(10000);
    const theirs = scenario({ battle: ['BT1-096'] }, { battle: [V.red] }, { turnPlayer: 1 });
    expect(power(theirs, 0, battleCard(theirs, 0, 'BT1-096'))).toBe(16000);
    expectText('BT1-096', ["your opponent's turn", '+6000']);
  });

  it('BT1-101 Zarbon: combo on the opponent’s turn switches 1 of your Battle Cards to Active Mode', () => {
    const s = scenario({ hand: ['BT1-101'], battle: [rested(V.yellow)] }, { battle: [V.red] }, { turnPlayer: 1 });
    attack(s, V.red);
    expect(prompt(s)).toBe('dbs.offence');
    answer(s, { t: 'pass' });
    settle(s);
    combo(s, 'BT1-101');
    settle(s);
    expect(offered(s)).toEqual([V.yellow]);
    choose(s, V.yellow);
    expect(battleCard(s, 0, V.yellow).rested).toBe(false);
    expectText('BT1-101', ["your opponent's turn", 'Active Mode']);
  });
  it('BT1-101 Zarbon: combo on your own turn does nothing', () => {
    const s = scenario({ hand: ['BT1-101'], battle: [V.red, rested(V.yellow)] }, {});
    attack(s, V.red);
    combo(s, 'BT1-101');
    settle(s);
    expect(offered(s)).toEqual([]);
    expect(battleCard(s, 0, V.yellow).rested).toBe(true);
  });

  it('BT1-108 Bad Ring Laser: [Counter: Counter] paying a yellow hand card negates the opponent’s [Counter]', () => {
    const s = scenario(
      { battle: [V.blue], hand: ['BT1-108', V.yellow, V.blue], energy: en('yellow', 1) },
      { hand: ['BT1-055'], energy: en('blue', 1) },
    );
    declare(s, V.blue);
    answer(
      s,
      options(s).find((o) => o.t === 'counter')!,
    ); // Whis's Coercion negates the attack …
    pay(s);
    expect(prompt(s)).toBe('dbs.counterTiming');
    expect(canCounter(s, 'BT1-108')).toBe(true);
    counter(s, 'BT1-108'); // … Bad Ring Laser negates that [Counter]
    expect(prompt(s)).toBe('dbs.cost.handToDrop');
    expect(offered(s)).toEqual([V.yellow]); // the blue card in hand would not pay
    choose(s, V.yellow);
    pay(s);
    settle(s);
    expect(codes(s.players[0].drop).sort()).toEqual(['BT1-108', V.yellow].sort());
    expect(codes(s.players[1].drop)).toEqual(['BT1-055']);
    expect(s.battle).not.toBeNull(); // the attack goes on
    finishBattle(s);
    expect(s.players[1].life).toHaveLength(7);
    expectText('BT1-108', ['[Counter: Counter]', 'yellow card from your hand', 'Negate [Counter]']);
  });
  it('BT1-108 Bad Ring Laser: without a yellow card in hand to pay, it cannot be activated', () => {
    const s = scenario(
      { battle: [V.blue], hand: ['BT1-108', ...many(V.blue, 2)], energy: en('yellow', 1) },
      { hand: ['BT1-055'], energy: en('blue', 1) },
    );
    declare(s, V.blue);
    answer(
      s,
      options(s).find((o) => o.t === 'counter')!,
    );
    pay(s);
    expect(prompt(s)).toBe('dbs.counterTiming');
    expect(canCounter(s, 'BT1-108')).toBe(false);
  });

  it('BT1-048 Ultimate Judgment Jaco: combo, and the opponent’s combo card returns to their hand', () => {
    const s = scenario({ hand: ['BT1-048'] }, { battle: [V.red], hand: [V.yellow] }, { turnPlayer: 1 });
    attack(s, V.red);
    expect(prompt(s)).toBe('dbs.offence');
    combo(s, V.yellow); // the attacker combos with Appule …
    settle(s);
    if (prompt(s) === 'dbs.offence') answer(s, { t: 'pass' });
    settle(s);
    combo(s, 'BT1-048'); // … the defender's Jaco sends it back
    settle(s);
    expect(offered(s)).toEqual([V.yellow]);
    choose(s, V.yellow);
    expect(codes(s.players[1].hand)).toEqual([V.yellow]);
    expect(s.players[1].combo).toHaveLength(0);
    expectText('BT1-048', ["1 card in your opponent's Combo Area", 'hand']);
  });
  it('BT1-048 Ultimate Judgment Jaco: with nothing in the opponent’s Combo Area, nothing is chosen', () => {
    const s = scenario({ hand: ['BT1-048'] }, { battle: [V.red], hand: [V.yellow] }, { turnPlayer: 1 });
    attack(s, V.red);
    answer(s, { t: 'pass' });
    settle(s);
    combo(s, 'BT1-048');
    settle(s);
    expect(offered(s)).toEqual([]);
    expect(codes(s.players[1].hand)).toEqual([V.yellow]);
    expect(codes(s.players[0].combo)).toEqual(['BT1-048']);
  });

  it('BT1-098 Ginyu Force Jeice: played from hand, a 《Ginyu Force》 other than <Ginyu> from the top 3 is played', () => {
    const s = scenario(
      { hand: ['BT1-098'], energy: en('yellow', 3), deck: ['BT1-095', 'BT1-097', V.yellow, V.blue] },
      {},
    );
    play(s, 'BT1-098');
    expect(offered(s)).toEqual(['BT1-097']); // Captain Ginyu is <Ginyu>; Appule is no 《Ginyu Force》
    choose(s, 'BT1-097');
    settle(s);
    expect(codes(s.players[0].battle)).toEqual(['BT1-098', 'BT1-097']);
    expectText('BT1-098', ['[Blocker]', 'from your hand', 'up to 3', 'other than <Ginyu>']);
  });
  it('BT1-098 Ginyu Force Jeice: a 《Ginyu Force》 4th from the top is not looked at', () => {
    const s = scenario(
      { hand: ['BT1-098'], energy: en('yellow', 3), deck: [V.yellow, V.blue, V.yellow, 'BT1-097'] },
      {},
    );
    play(s, 'BT1-098');
    expect(offered(s)).toEqual([]);
    settle(s);
    expect(codes(s.players[0].battle)).toEqual(['BT1-098']);
  });

  it('BT1-094 Shisami: when played, up to 2 opponent Battle Cards stay in Rest Mode through their next Charge Phase (DBS 6-2-2), once', () => {
    const s = scenario(
      { hand: ['BT1-094'], energy: en('yellow', 4) },
      { battle: [rested(V.red), rested(V.blue), rested(V.yellow)], deck: many(V.red, 10) },
    );
    play(s, 'BT1-094');
    expect(offered(s).sort()).toEqual([V.red, V.blue, V.yellow].sort());
    choose(s, V.red);
    choose(s, V.blue);
    settle(s);
    endTurn(s);
    expect(s.turnPlayer).toBe(1);
    expect(battleCard(s, 1, V.red).rested).toBe(true);
    expect(battleCard(s, 1, V.blue).rested).toBe(true);
    expect(battleCard(s, 1, V.yellow).rested).toBe(false); // the unchosen card stands as usual
    expect(battleCard(s, 1, V.red).mods).toEqual([]); // used up: it stands in the Charge Phase after that
    expectText('BT1-094', ['[Double Strike]', 'up to 2', 'cannot be switched to Active Mode']);
  });

  it('BT1-049 Mysterious Presence Monaka: alone in play, 1 opponent Battle Card goes on top of its owner’s deck', () => {
    const s = scenario({ hand: ['BT1-049'], energy: en('blue', 3) }, { battle: [V.red], deck: many(V.blue, 5) });
    play(s, 'BT1-049');
    expect(offered(s)).toEqual([V.red]);
    choose(s, V.red);
    settle(s);
    expect(s.players[1].battle).toHaveLength(0);
    expect(s.players[1].deck).toHaveLength(6);
    expect(s.players[1].deck[s.players[1].deck.length - 1]!.code).toBe(V.red); // the top card (drawn next)
    expectText('BT1-049', ['no other Battle cards', 'on top of', 'Drop Area']);
  });
  it('BT1-049 Mysterious Presence Monaka: with another Battle Card of yours in play, nothing happens', () => {
    const s = scenario({ hand: ['BT1-049'], battle: [V.yellow], energy: en('blue', 3) }, { battle: [V.red] });
    play(s, 'BT1-049');
    expect(offered(s)).toEqual([]);
    settle(s);
    expect(codes(s.players[1].battle)).toEqual([V.red]);
  });
});
