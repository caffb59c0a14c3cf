// Card tests for the BT1 ("Galactic Battle") cards of the built-in decks: each skill working, and doing
// nothing when its condition fails (skills: src/games/dbs/cards/abilities/bt1.ts; printed keywords come
// from data/dbs/cards.json). Where the engine differs from the printed card the test says what the card
// says and is marked `it.fails` with the reason.
import { describe, expect, it } from 'vitest';
import { comboPowerOf, hasKeyword } from '../../../src/games/dbs/characteristics.ts';
import type { Answer } from '../../../src/core/types.ts';
import {
  activate,
  answer,
  attack,
  awaken,
  canAwaken,
  battleCard,
  canActivate,
  canAttack,
  canCounter,
  choose,
  codes,
  combo,
  counter,
  declare,
  declarePlay,
  done,
  en,
  endTurn,
  evolve,
  expectText,
  finishBattle,
  many,
  no,
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
  yes,
} from './helpers.ts';

describe('BT1 [Super Combo] cards', () => {
  for (const [code, name, leader, other, filler] of [
    ['BT1-010', 'Divine Aide Vados', 'BT2-001', 'SD1-01', V.red],
    ['BT1-045', 'Boost Attack Piccolo', 'SD1-01', 'BT2-001', V.blue],
    ['BT1-069', 'Trunks, Protector of Children', 'BT1-057', 'SD1-01', 'BT2-076'], // a 15000 green attacker
    ['BT1-100', 'Dodoria, The Emperor’s Attendant', 'BT1-083', 'SD1-01', V.yellow],
  ] as const) {
    const comboWith = (lead: string, life: number) => {
      const s = scenario({ leader: lead, life, battle: [filler], hand: [code] }, { battle: [rested('BT1-034')] });
      attack(s, filler, 'BT1-034');
      combo(s, code);
      return s;
    };
    it(`${code} ${name}: combo with a Leader of its colour at 4 or less life draws 1`, () => {
      const s = comboWith(leader, 4);
      expect(s.players[0].hand).toHaveLength(1);
      expect(hasKeyword(s, 0, s.players[0].combo[0], 'superCombo')).toBe(true);
      expectText(code, ['Super Combo', '10000', /4 or less/, 'draw 1']);
    });
    it(`${code} ${name}: … and adds +10000 to its combo power (the attack wins 15000 + 10000 vs 25000)`, () => {
      const s = comboWith(leader, 4);
      expect(comboPowerOf(s.players[0].combo[0])).toBe(10000);
      finishBattle(s);
      expect(codes(s.players[1].drop)).toEqual(['BT1-034']);
    });
    it(`${code} ${name}: at 5 life, or with a Leader of another colour, the combo does nothing more`, () => {
      for (const s of [comboWith(leader, 5), comboWith(other, 4)]) {
        expect(s.players[0].hand).toHaveLength(0);
        expect(comboPowerOf(s.players[0].combo[0])).toBe(0);
      }
    });
  }
});

describe('BT1 red cards', () => {
  it('BT1-001 Champa: DBS 10-11-5 once per turn, when a Battle card of 15000 or more attacks a Leader, draw 1', () => {
    const s = scenario({ leader: 'BT1-001', battle: [V.red, V.red] }, {});
    attack(s, V.red);
    finishBattle(s);
    expect(s.players[0].hand).toHaveLength(1);
    attack(s, V.red);
    finishBattle(s);
    expect(s.players[0].hand).toHaveLength(1); // DBS 10-11-5: once per turn
    expectText('BT1-001', ['15000', 'draw 1', 'Awaken']);
  });
  it('BT1-001 Champa: a 5000-power attacker or an attack on a Battle card draws nothing', () => {
    const s = scenario({ leader: 'BT1-001', battle: ['BT1-033', V.red] }, { battle: [rested(V.blue)] });
    attack(s, 'BT1-033');
    finishBattle(s);
    attack(s, V.red, V.blue);
    finishBattle(s);
    expect(s.players[0].hand).toHaveLength(0);
  });
  it('BT1-001 Champa (back): when it attacks draw 1; discard 1 to give this card or a Battle card [Double Strike]', () => {
    const s = scenario({ leader: { code: 'BT1-001', flipped: true }, battle: [V.red], hand: [V.blue] }, {});
    activate(s, 'BT1-001', { from: 'leader' });
    choose(s, V.blue); // the cost
    expect(offered(s).sort()).toEqual(['BT1-001', V.red]);
    choose(s, V.red);
    expect(hasKeyword(s, 0, battleCard(s, 0, V.red), 'doubleStrike')).toBe(true);
    expect(s.players[0].drop.map((c) => c.code)).toEqual([V.blue]);
    attack(s, 'leader');
    expect(s.players[0].hand).toHaveLength(1);
    expectText('BT1-001', ['draw 1', 'Double Strike'], true);
  });
  it('BT1-001 Champa (back): the [Activate: Main] needs a card in hand to pay', () => {
    const s = scenario({ leader: { code: 'BT1-001', flipped: true }, battle: [V.red] }, {});
    expect(canActivate(s, 'BT1-001', 'leader')).toBe(false);
  });

  it('BT1-006 Scheming Champa: when you play a red <<Alien>>, it gains +5000 for the turn', () => {
    const s = scenario({ battle: ['BT1-006'], hand: [V.red], energy: en('red', 2) }, {});
    play(s, V.red);
    expect(power(s, 0, battleCard(s, 0, V.red))).toBe(20000);
    endTurn(s);
    expect(power(s, 0, battleCard(s, 0, V.red))).toBe(15000);
    expectText('BT1-006', ['Alien', '5000']);
  });
  it('BT1-006 Scheming Champa: a card that is not a red <<Alien>> gains nothing', () => {
    const s = scenario({ battle: ['BT1-006'], hand: [V.blue], energy: en('blue', 2) }, {});
    play(s, V.blue);
    expect(power(s, 0, battleCard(s, 0, V.blue))).toBe(15000);
  });

  it('BT1-008 Bewitching God Vados: when it attacks, play up to 1 <<Alien>> of 15000 or less from the top 3', () => {
    const s = scenario({ battle: ['BT1-008'], deck: [V.blue, V.red, 'BT1-011', ...many(V.blue, 5)] }, {});
    attack(s, 'BT1-008');
    expect(prompt(s)).toBe('dbs.search');
    expect(offered(s)).toEqual([V.red]); // BT1-011 has 25000 power
    choose(s, V.red);
    expect(codes(s.players[0].battle)).toContain(V.red);
    expect(hasKeyword(s, 0, battleCard(s, 0, 'BT1-008'), 'dualAttack')).toBe(true);
    expectText('BT1-008', ['Dual Attack', 'Alien', '15000', /3/]);
  });
  it('BT1-008 Bewitching God Vados: no <<Alien>> in the top 3, nothing is played', () => {
    const s = scenario({ battle: ['BT1-008'], deck: [V.blue, V.blue, V.blue, V.red] }, {});
    attack(s, 'BT1-008');
    // The top 3 are looked at (the player sees them), none can be taken: "done" is the only answer.
    expect(prompt(s)).toBe('dbs.search');
    expect(s.decision!.looking).toHaveLength(3);
    expect(options(s)).toEqual([{ t: 'done' }]);
    done(s);
    expect(s.players[0].battle).toHaveLength(1);
    expect(s.players[0].deck).toHaveLength(4); // nothing left the deck
  });

  it('BT1-011 Lightning-fast Hit: [Evolve] (R)(R)(R)(2) onto <Hit>; when evolved into, 2 damage to the opponent', () => {
    const s = scenario({ hand: ['BT1-011'], battle: [V.red], energy: en('red', 5) }, {});
    evolve(s, 'BT1-011', [V.red]);
    expect(s.players[1].life).toHaveLength(6);
    expect(hasKeyword(s, 0, battleCard(s, 0, 'BT1-011'), 'doubleStrike')).toBe(true);
    expectText('BT1-011', ['Hit', /2 damage/]);
  });
  it('BT1-011 Lightning-fast Hit: DBS 10-5-7 played from hand (not evolved) it deals no damage', () => {
    const s = scenario({ hand: ['BT1-011'], energy: en('red', 6) }, {});
    play(s, 'BT1-011');
    expect(s.players[1].life).toHaveLength(8);
  });

  it('BT1-013 Raging Cabba: when a card evolves into it, it switches to Active Mode', () => {
    const s = scenario({ hand: ['BT1-013'], battle: [rested('BT1-014')], energy: en('red', 3) }, {});
    evolve(s, 'BT1-013', ['BT1-014']);
    expect(battleCard(s, 0, 'BT1-013').rested).toBe(false);
    expectText('BT1-013', ['Cabba', 'Active']);
  });
  it('BT1-013 Raging Cabba: DBS 10-5-1 [Evolve] needs a <Cabba>', () => {
    const s = scenario({ hand: ['BT1-013'], battle: [rested(V.red)], energy: en('red', 3) }, {});
    expect(canActivate(s, 'BT1-013', 'hand')).toBe(false);
  });

  it('BT1-014 Saiyan Cabba: attacking, you may add a Life card to hand for +10000 and [Double Strike]', () => {
    const s = scenario({ battle: ['BT1-014'] }, {});
    attack(s, 'BT1-014');
    expect(prompt(s)).toBe('dbs.may');
    yes(s);
    const c = battleCard(s, 0, 'BT1-014');
    expect(s.players[0].life).toHaveLength(7);
    expect(s.players[0].hand).toHaveLength(1);
    expect(power(s, 0, c)).toBe(15000);
    finishBattle(s);
    expect(s.players[1].life).toHaveLength(6);
    expectText('BT1-014', ['10000', 'Double Strike']);
  });
  it('BT1-014 Saiyan Cabba: declining keeps 5000 power and 1 damage', () => {
    const s = scenario({ battle: ['BT1-014'] }, {});
    attack(s, 'BT1-014');
    no(s);
    expect(power(s, 0, battleCard(s, 0, 'BT1-014'))).toBe(5000);
    expect(s.players[0].life).toHaveLength(8);
  });

  it('BT1-015 Terror Assault Frost: attacking a Battle card KOs it after the battle, then 1 damage if the Leader has 10000 or less', () => {
    const s = scenario({ battle: ['BT1-015'] }, { battle: [rested('BT1-034')] });
    attack(s, 'BT1-015', 'BT1-034');
    finishBattle(s);
    expect(codes(s.players[1].drop)).toContain('BT1-034');
    expect(s.players[1].life).toHaveLength(7);
    expectText('BT1-015', ['Frost', '10000', /1 damage/]);
  });
  it('BT1-015 Terror Assault Frost: a 15000 Leader takes no damage; attacking the Leader triggers nothing', () => {
    const s = scenario(
      { battle: ['BT1-015'] },
      { leader: { code: 'SD1-01', flipped: true }, battle: [rested('BT1-034')] },
    );
    attack(s, 'BT1-015', 'BT1-034');
    finishBattle(s);
    expect(codes(s.players[1].drop)).toContain('BT1-034');
    expect(s.players[1].life).toHaveLength(8);
    const t = scenario({ battle: ['BT1-015'] }, {});
    attack(t, 'BT1-015');
    finishBattle(t);
    expect(t.players[1].life).toHaveLength(6); // only the [Double Strike] damage
  });

  it('BT1-016 Unceasing Evolution Frost: [Evolve] (R)(R) onto <Frost>', () => {
    const s = scenario({ hand: ['BT1-016'], battle: ['BT1-017'], energy: en('red', 2) }, {});
    evolve(s, 'BT1-016', ['BT1-017']);
    expect(battleCard(s, 0, 'BT1-016').under.map((c) => c.code)).toEqual(['BT1-017']);
    expectText('BT1-016', ['Frost']);
  });
  it('BT1-016 Unceasing Evolution Frost: no <Frost>, no [Evolve]', () => {
    const s = scenario({ hand: ['BT1-016'], battle: [V.red], energy: en('red', 2) }, {});
    expect(canActivate(s, 'BT1-016', 'hand')).toBe(false);
  });

  it('BT1-017 Evolution Premonition Frost: DBS 10-5-6 (2): evolve into a <Frost> with [Evolve] from the top 7', () => {
    const s = scenario({ battle: ['BT1-017'], energy: en('red', 2), deck: [V.red, 'BT1-016', ...many(V.blue, 8)] }, {});
    activate(s, 'BT1-017', { from: 'battle' });
    expect(offered(s)).toEqual(['BT1-016']);
    choose(s, 'BT1-016');
    expect(battleCard(s, 0, 'BT1-016').under.map((c) => c.code)).toEqual(['BT1-017']);
    expectText('BT1-017', ['Frost', /7/, 'Evolve']);
  });
  it('BT1-017 Evolution Premonition Frost: nothing to evolve into in the top 7, the card stays', () => {
    const s = scenario({ battle: ['BT1-017'], energy: en('red', 2), deck: [...many(V.blue, 7), 'BT1-016'] }, {});
    activate(s, 'BT1-017', { from: 'battle' });
    expect(prompt(s)).toBe('dbs.search'); // the skill resolved: the top 7 are shown, none can be taken
    expect(s.decision!.looking).toHaveLength(7);
    expect(options(s)).toEqual([{ t: 'done' }]);
    done(s);
    expect(codes(s.players[0].battle)).toEqual(['BT1-017']);
  });

  it('BT1-018 Confident Botamo: can attack Active Battle cards', () => {
    const s = scenario({ battle: ['BT1-018', V.red] }, { battle: [V.blue] });
    expect(canAttack(s, 'BT1-018', V.blue)).toBe(true);
    expect(canAttack(s, V.red, V.blue)).toBe(false);
    expectText('BT1-018', ['Active']);
  });

  it('BT1-020 Iron Wall Magetta: cannot be KO’d in battle (a skill still KOs it)', () => {
    const s = scenario({ battle: ['BT1-034'] }, { battle: [rested('BT1-020')] });
    attack(s, 'BT1-034', 'BT1-020');
    finishBattle(s);
    expect(codes(s.players[1].battle)).toEqual(['BT1-020']);
    const t = scenario({ hand: ['BT1-042'], energy: en('blue', 5) }, { battle: ['BT1-020'] });
    play(t, 'BT1-042');
    choose(t, 'BT1-020');
    expect(t.players[1].battle).toHaveLength(0);
    expectText('BT1-020', ['KO', 'battle']);
  });

  it('BT1-024 Assassination Plot: KO any opponent Battle cards totalling 30000 power or less', () => {
    const s = scenario({ hand: ['BT1-024'], energy: en('red', 4) }, { battle: [V.red, 'BT1-044', 'BT1-034'] });
    activate(s, 'BT1-024', { from: 'hand' });
    choose(s, V.red);
    expect(offered(s).sort()).toEqual(['BT1-044']); // 15000 + 25000 > 30000
    choose(s, 'BT1-044');
    if (prompt(s) === 'dbs.target') done(s);
    expect(codes(s.players[1].battle)).toEqual(['BT1-034']);
    expect(codes(s.players[0].drop)).toEqual(['BT1-024']);
    expectText('BT1-024', ['30000', 'KO']);
  });
  it('BT1-024 Assassination Plot: needs 4 energy with 2 red', () => {
    const s = scenario({ hand: ['BT1-024'], energy: [...en('red', 1), ...en('blue', 3)] }, { battle: [V.red] });
    expect(canActivate(s, 'BT1-024')).toBe(false);
  });

  it('BT1-025 Vados’s Assistance: DBS 10-10-3-2 DBS 10-10-4 [Counter: Attack] negates the attack (the card goes to the Drop), then up to 1 Battle card to Active', () => {
    const s = scenario(
      { hand: ['BT1-025'], energy: en('red', 1), battle: [rested(V.blue)] },
      { battle: [V.red] },
      { turnPlayer: 1 },
    );
    declare(s, V.red);
    counter(s, 'BT1-025');
    choose(s, V.blue);
    settle(s);
    expect(s.players[0].life).toHaveLength(8);
    expect(battleCard(s, 0, V.blue).rested).toBe(false);
    expect(codes(s.players[0].drop)).toEqual(['BT1-025']);
    expect(prompt(s)).toBe('dbs.main');
    expectText('BT1-025', ['Counter', 'Active']);
  });
  it('BT1-025 Vados’s Assistance: without red energy it cannot be activated', () => {
    const s = scenario({ hand: ['BT1-025'], energy: en('blue', 1) }, { battle: [V.red] }, { turnPlayer: 1 });
    declare(s, V.red);
    expect(canCounter(s, 'BT1-025')).toBe(false);
  });
});

describe('BT1 blue cards', () => {
  it('BT1-030 Son Goku: attacking, +1000 power for each energy', () => {
    const s = scenario({ leader: 'BT1-030', energy: en('blue', 5) }, {});
    attack(s, 'leader');
    expect(power(s, 0, s.players[0].leader[0])).toBe(15000);
    expectText('BT1-030', ['1000', 'Awaken']);
  });
  it('BT1-030 Son Goku (back): [Dual Attack] with 7 energy; once per turn attacking draws 1 and +1000 per energy', () => {
    const s = scenario({ leader: { code: 'BT1-030', flipped: true }, energy: en('blue', 7) }, {});
    const l = s.players[0].leader[0];
    expect(hasKeyword(s, 0, l, 'dualAttack')).toBe(true);
    attack(s, 'leader');
    expect(s.players[0].hand).toHaveLength(1);
    expect(power(s, 0, l)).toBe(22000);
    finishBattle(s);
    expect(l.rested).toBe(false); // [Dual Attack]
    attack(s, 'leader');
    expect(s.players[0].hand).toHaveLength(1); // once per turn
    expectText('BT1-030', [/7/, 'Dual Attack', 'draw 1'], true);
  });
  it('BT1-030 Son Goku (back): with 6 energy no [Dual Attack]', () => {
    const s = scenario({ leader: { code: 'BT1-030', flipped: true }, energy: en('blue', 6) }, {});
    expect(hasKeyword(s, 0, s.players[0].leader[0], 'dualAttack')).toBe(false);
  });

  it('BT1-031 God Break Son Goku: no [Counter] against its attack and no [Blocker] during it', () => {
    const s = scenario(
      { hand: ['BT1-031'], battle: ['BT1-033'], energy: en('blue', 6) },
      { battle: ['BT1-050'], hand: ['BT1-055'], energy: en('blue', 1) },
    );
    evolve(s, 'BT1-031', ['BT1-033']);
    declare(s, 'BT1-031');
    expect(prompt(s)).not.toBe('dbs.counterTiming');
    expect(prompt(s)).not.toBe('dbs.blocker');
    finishBattle(s);
    expect(s.players[1].life).toHaveLength(6);
    expectText('BT1-031', ['Son Goku', 'Counter', 'Blocker']);
  });
  it('BT1-031 God Break Son Goku: another attacker meets the [Blocker] and the [Counter]', () => {
    const s = scenario({ battle: [V.blue] }, { battle: ['BT1-050'], hand: ['BT1-055'], energy: en('blue', 1) });
    declare(s, V.blue);
    expect(canCounter(s, 'BT1-055')).toBe(true);
  });

  it('BT1-032 Overflowing Spirit SSGSS Son Goku: +10000 on your turn with 5 energy; [Critical]', () => {
    const s = scenario({ battle: ['BT1-032'], energy: en('blue', 5) }, {});
    expect(power(s, 0, battleCard(s, 0, 'BT1-032'))).toBe(25000);
    attack(s, 'BT1-032');
    finishBattle(s);
    expect(s.players[1].drop).toHaveLength(1); // DBS 10-6-1
    expect(s.players[1].hand).toHaveLength(0);
    expectText('BT1-032', ['10000', /5/]);
  });
  it('BT1-032 Overflowing Spirit SSGSS Son Goku: 4 energy or the opponent’s turn, no bonus', () => {
    const s = scenario({ battle: ['BT1-032'], energy: en('blue', 4) }, {});
    expect(power(s, 0, battleCard(s, 0, 'BT1-032'))).toBe(15000);
    const t = scenario({ battle: ['BT1-032'], energy: en('blue', 5) }, {}, { turnPlayer: 1 });
    expect(power(t, 0, battleCard(t, 0, 'BT1-032'))).toBe(15000);
  });

  it('BT1-033 Kind Saiyan Son Goku: when played, a blue <Son Goku> from the top 7 to hand', () => {
    const s = scenario(
      { hand: ['BT1-033'], energy: en('blue', 1), deck: ['BT2-005', 'SD1-04', ...many(V.blue, 8)] },
      {},
    );
    play(s, 'BT1-033');
    expect(offered(s)).toEqual(['SD1-04']); // BT2-005 is a red Son Goku
    choose(s, 'SD1-04');
    expect(codes(s.players[0].hand)).toEqual(['SD1-04']);
    expectText('BT1-033', ['Son Goku', /7/]);
  });
  it('BT1-033 Kind Saiyan Son Goku: none in the top 7, nothing is added', () => {
    const s = playThenDecline(
      { hand: ['BT1-033'], energy: en('blue', 1), deck: [...many(V.blue, 7), 'SD1-04'] },
      {},
      'BT1-033',
      'dbs.search',
    );
    expect(s.players[0].hand).toHaveLength(0);
  });

  it('BT1-034 Mighty Striker Son Gohan: [Double Strike] deals 2 damage (DBS 10-7-1 DBS 10-7-1-1)', () => {
    const s = scenario({ battle: ['BT1-034'] }, {});
    attack(s, 'BT1-034');
    finishBattle(s);
    expect(s.players[1].life).toHaveLength(6);
  });

  it('BT1-037 Assailant Vegeta: [Critical] sends the Life card to the Drop (DBS 10-6-1)', () => {
    const s = scenario({ battle: ['BT1-037'] }, {});
    attack(s, 'BT1-037');
    finishBattle(s);
    expect(s.players[1].drop).toHaveLength(1);
    expect(s.players[1].hand).toHaveLength(0);
  });

  it('BT1-040 Bulma, God Tempter: when played, a <Whis> of cost 4 or less from the deck to hand', () => {
    const s = scenario({ hand: ['BT1-040'], energy: en('blue', 1), deck: [...many(V.blue, 12), 'BT1-044'] }, {});
    play(s, 'BT1-040');
    expect(offered(s)).toEqual(['BT1-044']);
    choose(s, 'BT1-044');
    expect(codes(s.players[0].hand)).toEqual(['BT1-044']);
    expectText('BT1-040', ['Whis', /4/]);
  });
  it('BT1-040 Bulma, God Tempter: no <Whis> in the deck, nothing', () => {
    const s = playThenDecline({ hand: ['BT1-040'], energy: en('blue', 1) }, {}, 'BT1-040', 'dbs.search');
    expect(s.players[0].hand).toHaveLength(0);
  });

  it('BT1-041 Beerus, General of Demolition: attacking a Leader, unless the opponent discards 2 their Battle cards and energy go to the Drop', () => {
    const s = scenario({ battle: ['BT1-041'] }, { battle: [V.red], energy: en('red', 2), hand: [V.red, V.red] });
    attack(s, 'BT1-041');
    expect(prompt(s)).toBe('dbs.opponentMay');
    expect(s.decision!.seat).toBe(1);
    no(s);
    expect(s.players[1].battle).toHaveLength(0);
    expect(s.players[1].energy).toHaveLength(0);
    finishBattle(s);
    expect(s.players[1].life).toHaveLength(5); // [Triple Strike]
    expectText('BT1-041', ['Triple Strike', /2/, 'energy']);
  });
  it('BT1-041 Beerus, General of Demolition: the opponent discards 2 and keeps the board; attacking a Battle card asks nothing', () => {
    const s = scenario({ battle: ['BT1-041'] }, { battle: [V.red], energy: en('red', 2), hand: [V.red, V.red] });
    attack(s, 'BT1-041');
    yes(s);
    while (prompt(s) === 'dbs.cost.handToDrop') choose(s, V.red);
    expect(s.players[1].hand).toHaveLength(0);
    expect(s.players[1].battle).toHaveLength(1);
    expect(s.players[1].energy).toHaveLength(2);
    const t = scenario({ battle: ['BT1-041'] }, { battle: [rested(V.red)], hand: [V.red, V.red] });
    attack(t, 'BT1-041', V.red);
    expect(prompt(t)).toBe('dbs.offence');
  });

  it('BT1-042 Energy Boost Beerus: when played with 5 energy, KO up to 1 opponent Battle card', () => {
    const s = scenario({ hand: ['BT1-042'], energy: en('blue', 5) }, { battle: [V.red] });
    play(s, 'BT1-042');
    choose(s, V.red);
    expect(s.players[1].battle).toHaveLength(0);
    expectText('BT1-042', [/5/, 'KO']);
  });
  it('BT1-042 Energy Boost Beerus: with 4 energy nothing is KO’d', () => {
    const s = scenario({ hand: ['BT1-042'], energy: en('blue', 4) }, { battle: [V.red] });
    play(s, 'BT1-042');
    expect(prompt(s)).toBe('dbs.main');
    expect(s.players[1].battle).toHaveLength(1);
  });

  it('BT1-044 Whis, The Resting Attendant: when played, the top card of the deck to energy', () => {
    const s = scenario({ hand: ['BT1-044'], energy: en('blue', 4), deck: [V.red, V.blue] }, {});
    play(s, 'BT1-044');
    expect(codes(s.players[0].energy)).toEqual([...en('blue', 4), V.red]);
    expect(s.players[0].energy[4].rested).toBe(false);
    expectText('BT1-044', ['energy']);
  });

  for (const [code, name] of [
    ['BT1-046', 'Taunting Piccolo'],
    ['BT1-050', 'Guardian North Kai'],
    ['BT1-062', 'Son Gohan, Family of Justice'],
    ['BT1-072', 'Human Shield Krillin'],
  ] as const) {
    it(`${code} ${name}: [Blocker] rests it and makes it the guard card (DBS 10-4-1)`, () => {
      const s = scenario({ battle: [V.red] }, { battle: [code] });
      attack(s, V.red);
      expect(prompt(s)).toBe('dbs.blocker');
      yes(s);
      expect(s.battle!.guard).toBe(battleCard(s, 1, code).id);
      expect(battleCard(s, 1, code).rested).toBe(true);
      finishBattle(s);
      expect(s.players[1].life).toHaveLength(8);
    });
    it(`${code} ${name}: a Rest Mode [Blocker] cannot block`, () => {
      const s = scenario({ battle: [V.red] }, { battle: [rested(code)] });
      attack(s, V.red);
      expect(prompt(s)).not.toBe('dbs.blocker');
    });
  }

  it('BT1-047 Energy Boosted Majin Buu: when played, draw 1', () => {
    const s = scenario({ hand: ['BT1-047'], energy: en('blue', 1) }, {});
    play(s, 'BT1-047');
    expect(s.players[0].hand).toHaveLength(1);
    expectText('BT1-047', ['draw 1']);
  });

  it('BT1-051 Result of Training: [Awaken] allowed with 5 or more life this turn; up to 4 energy to Active', () => {
    const s = scenario({ hand: ['BT1-051'], energy: en('blue', 5) }, {});
    expect(canActivate(s, 'SD1-01', 'leader')).toBe(false);
    activate(s, 'BT1-051', { from: 'hand' });
    for (let k = 0; k < 4; k++) choose(s, V.blue);
    expect(s.players[0].energy.filter((e) => !e.rested)).toHaveLength(4);
    expect(canActivate(s, 'SD1-01', 'leader')).toBe(true);
    activate(s, 'SD1-01', { from: 'leader' });
    expect(s.players[0].leader[0].flipped).toBe(true);
    expectText('BT1-051', ['Awaken', /5/, /4/]);
  });
  it('BT1-051 Result of Training: the permission ends with the turn', () => {
    const s = scenario({ hand: ['BT1-051'], energy: en('blue', 5) }, {});
    activate(s, 'BT1-051', { from: 'hand' });
    while (prompt(s) === 'dbs.target') done(s);
    endTurn(s);
    endTurn(s);
    expect(canActivate(s, 'SD1-01', 'leader')).toBe(false);
  });

  it('BT1-052 Objection: up to 1 card from hand to energy', () => {
    const s = scenario({ hand: ['BT1-052', V.red], energy: en('blue', 2) }, {});
    activate(s, 'BT1-052', { from: 'hand' });
    choose(s, V.red);
    expect(codes(s.players[0].energy)).toContain(V.red);
    expect(s.players[0].hand).toHaveLength(0);
    expectText('BT1-052', ['energy']);
  });

  it('BT1-053 Senzu Bean: [Activate: Battle] +5000 to up to 1 of your cards, then up to 2 energy to Active', () => {
    const s = scenario({ hand: ['BT1-053'], battle: [V.blue], energy: en('blue', 3) }, {});
    expect(canActivate(s, 'BT1-053')).toBe(false); // not in the Main Phase
    attack(s, V.blue);
    activate(s, 'BT1-053', { from: 'hand' });
    choose(s, V.blue);
    choose(s, V.blue);
    if (prompt(s) === 'dbs.target') done(s);
    expect(power(s, 0, battleCard(s, 0, V.blue))).toBe(20000);
    expect(s.players[0].energy.filter((e) => !e.rested)).toHaveLength(3);
    expectText('BT1-053', ['5000', /2/]);
  });

  it('BT1-054 Encouraging Presence Monaka: your Leader gains [Double Strike] for the turn, then draw 1', () => {
    const s = scenario({ hand: ['BT1-054'], energy: en('blue', 1) }, {});
    activate(s, 'BT1-054', { from: 'hand' });
    expect(hasKeyword(s, 0, s.players[0].leader[0], 'doubleStrike')).toBe(true);
    expect(s.players[0].hand).toHaveLength(1);
    attack(s, 'leader');
    finishBattle(s);
    expect(s.players[1].life).toHaveLength(6);
    expectText('BT1-054', ['Double Strike', 'draw 1']);
  });

  it('BT1-055 Whis’s Coercion: [Counter: Attack] negates the attack, then up to 1 energy to Active', () => {
    const s = scenario({ hand: ['BT1-055'], energy: en('blue', 2) }, { battle: [V.red] }, { turnPlayer: 1 });
    declare(s, V.red);
    counter(s, 'BT1-055');
    choose(s, V.blue);
    settle(s);
    expect(s.players[0].life).toHaveLength(8);
    expect(s.players[0].energy.filter((e) => !e.rested)).toHaveLength(2);
    expectText('BT1-055', ['Counter', 'Active']);
  });
  it('BT1-055 Whis’s Coercion: DBS 10-10-1 DBS 10-10-2 not during your own Main Phase', () => {
    const s = scenario({ hand: ['BT1-055'], energy: en('blue', 2) }, {});
    expect(canActivate(s, 'BT1-055')).toBe(false);
  });
});

describe('BT1 green cards', () => {
  it('BT1-057 Broly: cannot attack Battle cards; attacking, both players discard 1', () => {
    const s = scenario({ leader: 'BT1-057', hand: [V.red] }, { battle: [rested(V.blue)], hand: [V.blue] });
    expect(canAttack(s, 'leader', V.blue)).toBe(false);
    attack(s, 'leader');
    expect(prompt(s)).toBe('dbs.discard');
    expect(s.decision!.seat).toBe(0);
    choose(s, V.red);
    expect(s.decision!.seat).toBe(1);
    choose(s, V.blue);
    expect(s.players[0].hand).toHaveLength(0);
    expect(s.players[1].hand).toHaveLength(0);
    expectText('BT1-057', ['Awaken', /4/]);
  });
  it('BT1-057 Broly (back): attacking, draw 1, then both discard 1 and put 1 Battle card in the Drop', () => {
    const s = scenario(
      { leader: { code: 'BT1-057', flipped: true }, battle: [V.green] },
      { battle: [V.blue], hand: [V.red] },
    );
    attack(s, 'leader');
    expect(prompt(s)).toBe('dbs.discard');
    choose(s, s.players[0].hand[0].code); // the card just drawn
    choose(s, V.red);
    choose(s, V.green);
    choose(s, V.blue);
    expect(s.players[0].battle).toHaveLength(0);
    expect(s.players[1].battle).toHaveLength(0);
    expect(s.players[1].hand).toHaveLength(0);
    expectText('BT1-057', ['draw 1', 'Drop'], true);
  });

  it('BT1-065 Furious Yell Vegeta: DBS 10-11-5 once per turn, a Life card to the Drop KOs 1 opponent Battle card', () => {
    const s = scenario({ battle: ['BT1-065'] }, { battle: [V.red, V.blue] });
    activate(s, 'BT1-065', { from: 'battle' });
    choose(s, V.red);
    expect(codes(s.players[1].battle)).toEqual([V.blue]);
    expect(s.players[0].life).toHaveLength(7);
    expect(canActivate(s, 'BT1-065')).toBe(false);
    expectText('BT1-065', ['Double Strike', 'KO']);
  });

  it('BT1-066 Tenacious Vegeta: cannot be attacked by a Leader; DBS 10-9-1 [Revenge] KOs the attacking Battle card', () => {
    const s = scenario({ battle: [V.red] }, { battle: [rested('BT1-066')] });
    expect(canAttack(s, 'leader', 'BT1-066')).toBe(false);
    attack(s, V.red, 'BT1-066');
    finishBattle(s);
    expect(codes(s.players[0].drop)).toEqual([V.red]);
    expectText('BT1-066', ['Leader']);
  });

  it('BT1-071 Energy Power Gotenks: attacking a Leader, the opponent discards 1', () => {
    const s = scenario({ battle: ['BT1-071'] }, { hand: [V.red, V.blue] });
    attack(s, 'BT1-071');
    expect(s.decision!.seat).toBe(1);
    choose(s, V.red);
    expect(codes(s.players[1].hand)).toEqual([V.blue]);
    expectText('BT1-071', ['Leader']);
  });
  it('BT1-071 Energy Power Gotenks: attacking a Battle card, no discard', () => {
    const s = scenario({ battle: ['BT1-071'] }, { battle: [rested(V.red)], hand: [V.red] });
    attack(s, 'BT1-071', V.red);
    expect(prompt(s)).toBe('dbs.offence');
    expect(s.players[1].hand).toHaveLength(1);
  });

  it('BT1-073 Broly, The Rampaging Horror: DBS 1-3-5-1 when played, up to 2 cards of the opponent’s hand at random to the Drop', () => {
    for (const n of [2, 1, 0]) {
      const s = scenario({ hand: ['BT1-073'], energy: en('green', 6) }, { hand: [V.red, V.blue, V.yellow] });
      play(s, 'BT1-073');
      // "Up to 2": its player names how many (0 too), then they are taken at random.
      expect(prompt(s)).toBe('dbs.randomUpTo');
      expect(s.decision!.seat).toBe(0);
      expect(options(s)).toEqual([2, 1, 0].map((k) => ({ t: 'number', n: k })));
      answer(s, { t: 'number', n } as Answer);
      expect(s.players[1].hand).toHaveLength(3 - n);
      expect(s.players[1].drop).toHaveLength(n);
    }
    expectText('BT1-073', ['Broly', 'up to 2', 'random']);
  });
  it('BT1-073 Broly, The Rampaging Horror: [Evolve] (G)(G)(G)(G)(1) onto <Broly>', () => {
    const s = scenario({ hand: ['BT1-073'], battle: ['BT1-076'], energy: en('green', 5) }, { hand: [V.red] });
    evolve(s, 'BT1-073', ['BT1-076']);
    answer(s, { t: 'number', n: 1 } as Answer); // the only card
    expect(s.players[1].hand).toHaveLength(0);
    const t = scenario({ hand: ['BT1-073'], battle: ['BT1-076'], energy: [...en('green', 3), ...en('red', 2)] }, {});
    expect(canActivate(t, 'BT1-073', 'hand')).toBe(false);
  });

  it('BT1-074 Rampaging Lifeform Bio-Broly: when evolved into, the opponent discards 2 of their choice', () => {
    const s = scenario(
      { hand: ['BT1-074'], battle: ['BT1-076'], energy: en('green', 4) },
      { hand: [V.red, V.blue, V.yellow] },
    );
    evolve(s, 'BT1-074', ['BT1-076']);
    expect(s.decision!.seat).toBe(1);
    choose(s, V.red);
    choose(s, V.blue);
    expect(codes(s.players[1].hand)).toEqual([V.yellow]);
    expectText('BT1-074', ['Broly', /2/]);
  });
  it('BT1-074 Rampaging Lifeform Bio-Broly: played from hand, no discard', () => {
    const s = scenario({ hand: ['BT1-074'], energy: en('green', 5) }, { hand: [V.red, V.blue] });
    play(s, 'BT1-074');
    expect(s.players[1].hand).toHaveLength(2);
  });

  it('BT1-075 Rampaging Super Saiyan Broly: [Triple Strike] deals 3 damage (DBS 10-7-1 DBS 10-7-1-2)', () => {
    const s = scenario({ battle: ['BT1-075'] }, {});
    attack(s, 'BT1-075');
    finishBattle(s);
    expect(s.players[1].life).toHaveLength(5);
  });

  it('BT1-076 Broly, Dawn of the Rampage: when played, a green <Broly> from the top 7 to hand', () => {
    const s = scenario(
      { hand: ['BT1-076'], energy: en('green', 1), deck: [V.blue, 'BT1-075', ...many(V.blue, 8)] },
      {},
    );
    play(s, 'BT1-076');
    expect(offered(s)).toEqual(['BT1-075']);
    choose(s, 'BT1-075');
    expect(codes(s.players[0].hand)).toEqual(['BT1-075']);
    expectText('BT1-076', ['Broly', /7/]);
  });
  it('BT1-076 Broly, Dawn of the Rampage: no <Broly> in the top 7, nothing', () => {
    const s = playThenDecline({ hand: ['BT1-076'], energy: en('green', 1) }, {}, 'BT1-076', 'dbs.search');
    expect(s.players[0].hand).toHaveLength(0);
  });

  it('BT1-077 Paragus: when played you may discard 1 to activate {Broly’s Ring} from the deck', () => {
    const s = scenario({ hand: ['BT1-077', V.red], energy: en('green', 2), deck: [...many(V.blue, 5), 'BT1-081'] }, {});
    play(s, 'BT1-077');
    yes(s);
    choose(s, V.red);
    choose(s, 'BT1-081');
    expect(codes(s.players[0].battle)).toEqual(['BT1-077', 'BT1-081']);
    expectText('BT1-077', ["Broly's Ring"]);
  });
  it('BT1-077 Paragus: declining (or with an empty hand) does nothing', () => {
    const s = scenario({ hand: ['BT1-077'], energy: en('green', 2), deck: ['BT1-081'] }, {});
    play(s, 'BT1-077');
    expect(prompt(s)).toBe('dbs.main');
    expect(codes(s.players[0].battle)).toEqual(['BT1-077']);
  });

  it('BT1-078 Overflowing Bio Warrior Army: leaving the Battle Area for the Drop with a <Broly> Leader, discard 1 to play it again', () => {
    const s = scenario(
      { leader: 'BT1-057', battle: [rested('BT1-078')], hand: [V.red] },
      { battle: ['BT1-034'] },
      { turnPlayer: 1 },
    );
    attack(s, 'BT1-034', 'BT1-078');
    finishBattle(s);
    expect(prompt(s)).toBe('dbs.may');
    yes(s);
    choose(s, V.red);
    finishBattle(s);
    expect(codes(s.players[0].battle)).toEqual(['BT1-078']);
    expectText('BT1-078', ['Broly']);
  });
  it('BT1-078 Overflowing Bio Warrior Army: with another Leader it stays in the Drop', () => {
    const s = scenario({ battle: [rested('BT1-078')], hand: [V.red] }, { battle: ['BT1-034'] }, { turnPlayer: 1 });
    attack(s, 'BT1-034', 'BT1-078');
    finishBattle(s);
    expect(codes(s.players[0].drop)).toEqual(['BT1-078']);
  });

  it('BT1-080 Full Power Energy: [Counter: Attack] negates, then KOs up to 1 opponent Battle card of cost 1 or less', () => {
    const s = scenario(
      { hand: ['BT1-080'], energy: en('green', 1) },
      { battle: [V.red, 'BT1-047'] },
      { turnPlayer: 1 },
    );
    declare(s, V.red);
    counter(s, 'BT1-080');
    expect(offered(s)).toEqual(['BT1-047']);
    choose(s, 'BT1-047');
    settle(s);
    expect(codes(s.players[1].battle)).toEqual([V.red]);
    expect(s.players[0].life).toHaveLength(8);
    expectText('BT1-080', ['Counter', /1/]);
  });

  it('BT1-081 Broly’s Ring: DBS 10-3-2 [Field] card’s [Permanent] works in the Battle Area: your hand is not affected by your <Broly> Leader’s skill', () => {
    const s = scenario({ leader: 'BT1-057', battle: ['BT1-081'], hand: [V.red] }, { hand: [V.blue] });
    attack(s, 'leader');
    expect(s.decision!.seat).toBe(1);
    choose(s, V.blue);
    expect(s.players[0].hand).toHaveLength(1);
    expectText('BT1-081', ['Field', 'hand']);
  });
  it('BT1-081 Broly’s Ring: the rendered text names the <Broly> Leader', () => {
    expectText('BT1-081', ['<Broly>']);
  });
  it('BT1-081 Broly’s Ring: played from hand it is placed in the Battle Area in Active Mode (DBS 10-3-1)', () => {
    const s = scenario({ hand: ['BT1-081'], energy: en('green', 1) }, {});
    activate(s, 'BT1-081', { from: 'hand' });
    expect(codes(s.players[0].battle)).toEqual(['BT1-081']);
    expect(battleCard(s, 0, 'BT1-081').rested).toBe(false);
  });
});

describe('BT1 yellow cards', () => {
  it('BT1-083 Frieza: once per turn, a <<Frieza’s Army>> Battle card to the Drop: up to 1 energy Active and draw 1', () => {
    const s = scenario({ leader: 'BT1-083', battle: [V.yellow], energy: [rested(V.yellow)] }, {});
    activate(s, 'BT1-083', { from: 'leader' });
    choose(s, V.yellow);
    choose(s, V.yellow);
    expect(s.players[0].battle).toHaveLength(0);
    expect(s.players[0].energy[0].rested).toBe(false);
    expect(s.players[0].hand).toHaveLength(1);
    expect(canActivate(s, 'BT1-083', 'leader')).toBe(false);
    expectText('BT1-083', ["Frieza's Army", 'draw 1', 'Awaken']);
  });
  it('BT1-083 Frieza: without a <<Frieza’s Army>> Battle card it cannot be activated', () => {
    const s = scenario({ leader: 'BT1-083', battle: [V.red] }, {});
    expect(canActivate(s, 'BT1-083', 'leader')).toBe(false);
  });
  it('BT1-083 Frieza (back): up to 2 energy Active and draw 1; attacking draws 1', () => {
    const s = scenario(
      { leader: { code: 'BT1-083', flipped: true }, battle: [V.yellow], energy: [rested(V.yellow), rested(V.yellow)] },
      {},
    );
    activate(s, 'BT1-083', { from: 'leader' });
    choose(s, V.yellow);
    choose(s, V.yellow);
    choose(s, V.yellow);
    expect(s.players[0].energy.filter((e) => !e.rested)).toHaveLength(2);
    expect(s.players[0].hand).toHaveLength(1);
    attack(s, 'leader');
    expect(s.players[0].hand).toHaveLength(2);
    expectText('BT1-083', [/2/, 'draw 1'], true);
  });

  it('BT1-086 Golden Frieza, Resurrected Terror: when evolved into, Rest Battle cards to the Drop, then Active ones to Rest', () => {
    const s = scenario(
      { hand: ['BT1-086'], battle: ['BT1-089', rested(V.yellow), V.red], energy: en('yellow', 6) },
      { battle: [rested(V.blue), V.blue] },
    );
    evolve(s, 'BT1-086', ['BT1-089']);
    expect(codes(s.players[0].battle)).toEqual(['BT1-086', V.red]);
    expect(battleCard(s, 0, V.red).rested).toBe(true);
    expect(battleCard(s, 0, 'BT1-086').rested).toBe(false);
    expect(s.players[1].battle.map((c) => [c.code, c.rested])).toEqual([[V.blue, true]]);
    expectText('BT1-086', ['Frieza', 'Triple Strike']);
  });
  it('BT1-086 Golden Frieza, Resurrected Terror: played from hand, nothing happens', () => {
    const s = scenario({ hand: ['BT1-086'], energy: en('yellow', 7) }, { battle: [rested(V.blue)] });
    play(s, 'BT1-086');
    expect(s.players[1].battle).toHaveLength(1);
  });

  it('BT1-087 Full-Power Frieza: when its [Blocker] is used, it switches to Active after the battle', () => {
    const s = scenario({ battle: [V.red] }, { battle: ['BT1-087'] });
    attack(s, V.red);
    yes(s);
    finishBattle(s);
    expect(battleCard(s, 1, 'BT1-087').rested).toBe(false);
    expect(codes(s.players[0].drop)).toEqual([]); // 15000 < 25000, nothing happens
    expectText('BT1-087', ['Blocker', 'Active']);
  });
  it('BT1-087 Full-Power Frieza: not blocking, it stays as it was; [Triple Strike] deals 3', () => {
    const s = scenario({ battle: ['BT1-087'] }, {});
    attack(s, 'BT1-087');
    finishBattle(s);
    expect(battleCard(s, 0, 'BT1-087').rested).toBe(true);
    expect(s.players[1].life).toHaveLength(5);
  });

  it('BT1-089 Avenging Frieza: when played, a <<Frieza’s Army>> of cost 2 or less from the top 3 to hand', () => {
    const s = scenario(
      { hand: ['BT1-089'], energy: en('yellow', 1), deck: ['BT1-090', V.yellow, V.blue, 'BT1-099'] },
      {},
    );
    play(s, 'BT1-089');
    expect(offered(s)).toEqual([V.yellow]); // BT1-090 costs 4; BT1-099 is 4th
    choose(s, V.yellow);
    expect(codes(s.players[0].hand)).toEqual([V.yellow]);
    expectText('BT1-089', ["Frieza's Army", /2/, /3/]);
  });
  it('BT1-089 Avenging Frieza: none fits, nothing', () => {
    const s = playThenDecline(
      { hand: ['BT1-089'], energy: en('yellow', 1), deck: ['BT1-090', V.blue, V.blue, V.yellow] },
      {},
      'BT1-089',
      'dbs.search',
    );
    expect(s.players[0].hand).toHaveLength(0);
  });

  it('BT1-090 Mecha-Frieza, The Returning Terror: discard 1 to KO up to 2 Rest opponent Battle cards, then [Double Strike]', () => {
    const s = scenario(
      { hand: ['BT1-090', V.red], energy: en('yellow', 4) },
      { battle: [rested(V.red), rested(V.blue), V.yellow] },
    );
    play(s, 'BT1-090');
    yes(s);
    choose(s, V.red);
    expect(offered(s).sort()).toEqual([V.blue, V.red].sort());
    choose(s, V.red);
    choose(s, V.blue);
    expect(codes(s.players[1].battle)).toEqual([V.yellow]);
    expect(hasKeyword(s, 0, battleCard(s, 0, 'BT1-090'), 'doubleStrike')).toBe(true);
    expect(hasKeyword(s, 0, battleCard(s, 0, 'BT1-090'), 'dualAttack')).toBe(true);
    expectText('BT1-090', [/2/, 'Double Strike']);
  });
  it('BT1-090 Mecha-Frieza, The Returning Terror: declining KOs nothing', () => {
    const s = scenario({ hand: ['BT1-090', V.red], energy: en('yellow', 4) }, { battle: [rested(V.red)] });
    play(s, 'BT1-090');
    no(s);
    expect(s.players[1].battle).toHaveLength(1);
  });

  it('BT1-091 King Cold, Father of the Emperor: [Counter] plays it as the guard card; when played, rests up to 1 opponent Battle card', () => {
    const s = scenario({ hand: ['BT1-091'], energy: en('yellow', 4) }, { battle: [V.red, V.blue] }, { turnPlayer: 1 });
    declare(s, V.red);
    counter(s, 'BT1-091');
    expect(codes(s.players[0].battle)).toEqual(['BT1-091']);
    expect(prompt(s)).toBe('dbs.target');
    choose(s, V.blue);
    expect(battleCard(s, 1, V.blue).rested).toBe(true);
    finishBattle(s);
    expect(s.players[0].life).toHaveLength(8);
    expect(codes(s.players[1].drop)).toEqual([V.red]); // [Revenge]
    expectText('BT1-091', ['Counter', 'Rest']);
  });
  it('BT1-091 King Cold, Father of the Emperor: the [Counter] is only against a Battle card’s attack (not a Leader’s)', () => {
    const s = scenario({ hand: ['BT1-091'], energy: en('yellow', 4) }, {}, { turnPlayer: 1 });
    declare(s, 'leader');
    expect(canCounter(s, 'BT1-091')).toBe(false);
  });

  it('BT1-092 Sorbet, The Loyal Commander: once per battle timing, discard 1: up to 2 <<Frieza’s Army>> of the top 2 to the Combo Area, the rest to the Drop', () => {
    const s = scenario({ battle: [V.yellow, 'BT1-092'], hand: [V.red], deck: ['BT1-103', V.blue, V.blue] }, {});
    attack(s, V.yellow);
    activate(s, 'BT1-092', { from: 'battle' });
    choose(s, V.red);
    expect(offered(s)).toEqual(['BT1-103']);
    choose(s, 'BT1-103');
    if (prompt(s) === 'dbs.search') done(s);
    expect(codes(s.players[0].combo)).toEqual(['BT1-103']);
    expect(codes(s.players[0].drop).sort()).toEqual([V.blue, V.red].sort());
    expect(canActivate(s, 'BT1-092')).toBe(false);
    expectText('BT1-092', ["Frieza's Army", /2/]);
  });
  it('BT1-092 Sorbet, The Loyal Commander: not in the Main Phase', () => {
    const s = scenario({ battle: ['BT1-092'], hand: [V.red] }, {});
    expect(canActivate(s, 'BT1-092')).toBe(false);
  });

  it('BT1-099 Ginyu Force Guldo: with a non-<<Ginyu Force>> Leader, playing it rests nothing', () => {
    // No <<Ginyu Force>> Leader is in the card pool, so only the failing condition can be shown.
    const s = scenario({ leader: 'BT1-083', hand: ['BT1-099'], energy: en('yellow', 1) }, { battle: [V.red] });
    play(s, 'BT1-099');
    expect(prompt(s)).toBe('dbs.main');
    expect(battleCard(s, 1, V.red).rested).toBe(false);
    expect(hasKeyword(s, 0, battleCard(s, 0, 'BT1-099'), 'blocker')).toBe(true);
    expectText('BT1-099', ['Ginyu Force', /2/]);
  });

  it('BT1-106 Recoome Eraser Gun: with a yellow Leader, negates the attack and the opponent’s Battle cards cannot attack this turn', () => {
    const s = scenario(
      { leader: 'BT1-083', hand: ['BT1-106'], energy: en('yellow', 4) },
      { battle: [V.red, V.blue] },
      { turnPlayer: 1 },
    );
    declare(s, V.red);
    counter(s, 'BT1-106');
    settle(s);
    expect(s.players[0].life).toHaveLength(8);
    expect(canAttack(s, V.blue)).toBe(false);
    expect(canAttack(s, 'leader')).toBe(true);
    expectText('BT1-106', ['yellow', 'Counter']);
  });
  it('BT1-106 Recoome Eraser Gun: with a blue Leader the attack goes on', () => {
    const s = scenario({ hand: ['BT1-106'], energy: en('yellow', 4) }, { battle: [V.red, V.blue] }, { turnPlayer: 1 });
    declare(s, V.red);
    counter(s, 'BT1-106');
    finishBattle(s);
    expect(s.players[0].life).toHaveLength(7);
    expect(canAttack(s, V.blue)).toBe(true);
  });

  it('BT1-107 Cold Bloodlust: DBS 10-10-3-1 [Counter: Play] with a <<Frieza’s Army>> Leader negates the played Battle card’s skill', () => {
    const s = scenario(
      { leader: 'BT1-083', hand: ['BT1-107'], energy: en('yellow', 1) },
      { hand: ['BT1-047'], energy: en('blue', 1) },
      { turnPlayer: 1 },
    );
    declarePlay(s, 'BT1-047');
    counter(s, 'BT1-107');
    settle(s);
    expect(s.players[1].hand).toHaveLength(0); // BT1-047 drew nothing
    expectText('BT1-107', ['Counter: Play', "Frieza's Army"]);
  });
  it('BT1-107 Cold Bloodlust: with a Leader that is not <<Frieza’s Army>> the skill still works', () => {
    const s = scenario(
      { hand: ['BT1-107'], energy: en('yellow', 1) },
      { hand: ['BT1-047'], energy: en('blue', 1) },
      { turnPlayer: 1 },
    );
    declarePlay(s, 'BT1-047');
    counter(s, 'BT1-107');
    settle(s);
    expect(s.players[1].hand).toHaveLength(1);
  });

  it('BT1-109 Frieza’s Call: a <<Frieza’s Army>> of cost 2 or less from the deck, played in Rest Mode', () => {
    const s = scenario({ hand: ['BT1-109'], energy: en('yellow', 1), deck: [V.blue, 'BT1-090', V.yellow] }, {});
    activate(s, 'BT1-109', { from: 'hand' });
    expect(offered(s)).toEqual([V.yellow]);
    choose(s, V.yellow);
    expect(battleCard(s, 0, V.yellow).rested).toBe(true);
    expectText('BT1-109', ["Frieza's Army", /2/, 'Rest']);
  });
  it('BT1-109 Frieza’s Call: none in the deck, nothing is played', () => {
    const s = scenario({ hand: ['BT1-109'], energy: en('yellow', 1) }, {});
    activate(s, 'BT1-109', { from: 'hand' });
    expect(prompt(s)).toBe('dbs.search'); // the skill resolved: the deck is searched, nothing can be taken
    expect(options(s)).toEqual([{ t: 'done' }]);
    done(s);
    expect(s.players[0].battle).toHaveLength(0);
    expect(codes(s.players[0].drop)).toEqual(['BT1-109']);
  });

  it('BT1-110 Crusher Ball: [Counter: Play] the Battle card played is played in Rest Mode', () => {
    const s = scenario(
      { hand: ['BT1-110'], energy: en('yellow', 1) },
      { hand: [V.red], energy: en('red', 2) },
      { turnPlayer: 1 },
    );
    declarePlay(s, V.red);
    counter(s, 'BT1-110');
    settle(s);
    expect(battleCard(s, 1, V.red).rested).toBe(true);
    expectText('BT1-110', ['Counter: Play', 'Rest']);
  });
  it('BT1-110 Crusher Ball: DBS 10-10-3-1 a [Counter: Play] is not pending against an attack', () => {
    const s = scenario({ hand: ['BT1-110'], energy: en('yellow', 1) }, { battle: [V.red] }, { turnPlayer: 1 });
    declare(s, V.red);
    expect(canCounter(s, 'BT1-110')).toBe(false);
  });
});

describe('BT1 Leaders’ [Awaken]', () => {
  for (const [code, name] of [
    ['BT1-001', 'Champa'],
    ['BT1-030', 'Son Goku'],
    ['BT1-057', 'Broly'],
    ['BT1-083', 'Frieza'],
  ] as const) {
    it(`${code} ${name}: DBS 10-2-1 DBS 10-2-5 [Awaken] at 4 or less life draws 2 and flips it, keeping its Rest Mode`, () => {
      const s = scenario({ leader: { code, rested: true }, life: 4 }, {});
      awaken(s);
      const l = s.players[0].leader[0];
      expect(l.flipped).toBe(true);
      expect(l.rested).toBe(true);
      expect(s.players[0].hand).toHaveLength(2);
      expectText(code, ['Awaken', /4 or less/, 'draw 2']);
    });
    it(`${code} ${name}: DBS 10-2-1 no [Awaken] at 5 life`, () => {
      const s = scenario({ leader: code, life: 5 }, {});
      expect(canAwaken(s)).toBe(false);
    });
  }
});
