// Card tests for the rest of BT2 ("Union Force", issue 16, h16e): each skill working, and not working where it has
// a condition (skills: the "rest of BT2" block of src/games/dbs/cards/abilities/bt2.ts).
import { describe, expect, it } from 'vitest';
import { energyCostOf, hasKeyword } from '../../../src/games/dbs/characteristics.ts';
import { renderSkills } from '../../../src/games/dbs/abilities/text.ts';
import type { DBSState } from '../../../src/games/dbs/state.ts';
import {
  activate,
  answer,
  attack,
  battleCard,
  canActivate,
  canAttack,
  canCounter,
  canPlay,
  choose,
  codes,
  combo,
  comboFromHand,
  counter,
  declare,
  done,
  en,
  endTurn,
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
  yes,
  type PlayerSpec,
} from './helpers.ts';

/** Pay the energy of a [Counter] just activated (`settle` would also pass the next counter timing). */
function pay(s: DBSState): void {
  for (let i = 0; i < 20 && prompt(s) === 'dbs.payEnergy'; i++) answer(s, options(s)[0]!);
}

const GOKU = 'BT1-033'; // blue <Son Goku>, 5000, cost 1
const GOTEN = 'BT1-035'; // blue <Son Goten>, 15000, cost 2

describe('BT2 cards that print keywords only', () => {
  for (const [code, kws] of [
    ['BT2-019', ['blocker']],
    ['BT2-020', []],
    ['BT2-038', ['critical']],
    ['BT2-049', []],
    ['BT2-051', ['blocker']],
    ['BT2-052', ['blocker', 'revenge']],
    ['BT2-077', []],
    ['BT2-082', []],
  ] as const) {
    it(`${code}: its printed keywords${kws.length ? '' : ' (none: vanilla)'} and no other skill`, () => {
      const s = scenario({ battle: [code] }, {});
      const c = battleCard(s, 0, code);
      for (const k of ['blocker', 'critical', 'revenge', 'doubleStrike'] as const)
        expect(hasKeyword(s, 0, c, k)).toBe((kws as readonly string[]).includes(k));
      expect(renderSkills(code)).toEqual([]);
    });
  }
  it('BT2-019 Foreseeing East Supreme Kai: DBS 10-4-1 its [Blocker] is offered when another card is attacked', () => {
    const s = scenario({ battle: ['BT2-019'] }, { battle: [V.red] }, { turnPlayer: 1 });
    attack(s, V.red);
    expect(prompt(s)).toBe('dbs.blocker');
  });
});

describe('BT2 red', () => {
  it('BT2-002 Son Goku: [Activate: Battle] once per turn, a hand card to the Drop for +5000 for the battle', () => {
    const s = scenario({ leader: 'BT2-002', hand: [V.red, V.blue] }, {});
    attack(s, 'leader');
    activate(s, 'BT2-002', { from: 'leader' });
    choose(s, V.red);
    expect(power(s, 0, s.players[0].leader[0])).toBe(15000);
    expect(codes(s.players[0].drop)).toEqual([V.red]);
    expect(canActivate(s, 'BT2-002', 'leader')).toBe(false); // once per turn
    finishBattle(s);
    expect(power(s, 0, s.players[0].leader[0])).toBe(10000); // the battle is over
    expectText('BT2-002', ['[Activate: Battle]', 'Once per Turn', '+5000', 'battle', /4 or less/]);
  });
  it('BT2-002 Son Goku: with no card in hand it cannot be activated', () => {
    const s = scenario({ leader: 'BT2-002' }, {});
    attack(s, 'leader');
    expect(canActivate(s, 'BT2-002', 'leader')).toBe(false);
  });
  it('BT2-002 Soul Unleashed Son Goku (back): attacking draws 1; the +5000 lasts the turn', () => {
    const s = scenario({ leader: { code: 'BT2-002', flipped: true }, hand: [V.red] }, {});
    attack(s, 'leader');
    expect(s.players[0].hand).toHaveLength(2);
    activate(s, 'BT2-002', { from: 'leader' });
    choose(s, V.red);
    finishBattle(s);
    expect(power(s, 0, s.players[0].leader[0])).toBe(20000);
    expectText('BT2-002', ['draw 1', '+5000', 'for the turn'], true);
  });

  it('BT2-015 Prodigy Fusion Super Saiyan Gotenks: DBS 10-13-3 [Union-Fusion] (R)(1) from a <Son Goten> and a <Trunks: Youth> of equal power', () => {
    const s = scenario({ hand: ['BT2-015', GOTEN, 'BT1-039'], energy: en('red', 2) }, {});
    activate(s, 'BT2-015', { from: 'hand' });
    expect(codes(s.players[0].battle)).toEqual(['BT2-015']);
    expect(battleCard(s, 0, 'BT2-015').rested).toBe(false);
    expect(codes(s.players[0].drop).sort()).toEqual([GOTEN, 'BT1-039'].sort());
    expect(hasKeyword(s, 0, battleCard(s, 0, 'BT2-015'), 'dualAttack')).toBe(true);
    expectText('BT2-015', ['[Union-Fusion] (R)(1)', '<Son Goten>', '<Trunks: Youth>', '[Dual Attack]']);
  });
  it('BT2-015 Prodigy Fusion Super Saiyan Gotenks: without a <Trunks: Youth> in hand no [Union-Fusion]', () => {
    const s = scenario({ hand: ['BT2-015', GOTEN], energy: en('red', 2) }, {});
    expect(canActivate(s, 'BT2-015', 'hand')).toBe(false);
  });

  it('BT2-017 Hercule, Buu’s Assistant: when played, a red <Majin Buu> among the top 7 to hand', () => {
    const s = scenario({ hand: ['BT2-017'], energy: en('red', 1), deck: [V.red, 'BT1-047', 'BT2-026', V.red] }, {});
    play(s, 'BT2-017');
    expect(offered(s)).toEqual(['BT2-026']); // BT1-047 is a blue <Majin Buu>
    choose(s, 'BT2-026');
    settle(s);
    expect(codes(s.players[0].hand)).toEqual(['BT2-026']);
    expectText('BT2-017', ['up to 7', 'red <Majin Buu>', 'hand']);
  });
  it('BT2-017 Hercule, Buu’s Assistant: a red <Majin Buu> below the top 7 is not found', () => {
    const s = playThenDecline(
      { hand: ['BT2-017'], energy: en('red', 1), deck: [...many(V.red, 7), 'BT2-026'] },
      {},
      'BT2-017',
      'dbs.search',
    );
    expect(s.players[0].hand).toHaveLength(0);
  });

  it('BT2-029 Jiren, Fist of Justice: can attack an Active Battle card; once per turn attacking one, Active again and +10000 for the battle', () => {
    const s = scenario({ battle: ['BT2-029'] }, { battle: [V.red] });
    expect(canAttack(s, 'BT2-029', V.red)).toBe(true);
    attack(s, 'BT2-029', V.red);
    const j = battleCard(s, 0, 'BT2-029');
    expect(j.rested).toBe(false);
    expect(power(s, 0, j)).toBe(30000);
    finishBattle(s);
    expect(power(s, 0, j)).toBe(20000);
    expect(codes(s.players[1].drop)).toEqual([V.red]);
    expectText('BT2-029', ['Active Mode', 'Once per Turn', 'attacks a Battle Card', '+10000']);
  });
  it('BT2-029 Jiren, Fist of Justice: attacking the Leader does not switch it to Active; a second attack on a Battle card gets nothing', () => {
    const s = scenario({ battle: ['BT2-029'] }, { battle: [V.red, V.red] });
    attack(s, 'BT2-029');
    finishBattle(s);
    expect(battleCard(s, 0, 'BT2-029').rested).toBe(true);
    const t = scenario({ battle: ['BT2-029'] }, { battle: [V.red, V.red] });
    attack(t, 'BT2-029', V.red);
    finishBattle(t);
    attack(t, 'BT2-029', V.red);
    expect(battleCard(t, 0, 'BT2-029').rested).toBe(true); // once per turn
  });
});

describe('BT2 blue', () => {
  it('BT2-039 Raging Spirit Son Gohan: combo’d from hand with a blue Leader, played in Rest Mode after the battle', () => {
    const s = comboFromHand({ battle: [V.blue], hand: ['BT2-039'], energy: en('blue', 1) }, V.blue, 'BT2-039');
    expect(battleCard(s, 0, 'BT2-039').rested).toBe(true);
    expectText('BT2-039', ['blue', 'Rest Mode', 'from your hand']);
  });
  it('BT2-039 Raging Spirit Son Gohan: with a red Leader it stays in the Drop', () => {
    const s = comboFromHand(
      { leader: 'BT2-002', battle: [V.blue], hand: ['BT2-039'], energy: en('blue', 1) },
      V.blue,
      'BT2-039',
    );
    expect(codes(s.players[0].drop)).toContain('BT2-039');
  });

  it('BT2-045 Bulma, Supporter of the Future: when played, a <Trunks: Future> of cost 4 or less from the deck to hand', () => {
    const s = scenario({ hand: ['BT2-045'], energy: en('blue', 1), deck: ['BT1-067', V.blue, 'BT1-039'] }, {});
    play(s, 'BT2-045');
    expect(offered(s)).toEqual(['BT1-067']); // cost 4; <Trunks: Youth> is another character
    choose(s, 'BT1-067');
    settle(s);
    expect(codes(s.players[0].hand)).toEqual(['BT1-067']);
    expectText('BT2-045', ['<Trunks: Future>', '4 or less', 'hand']);
  });

  it('BT2-047 Whis, The Sacred Guard: the opponent’s skills cannot KO it nor return it', () => {
    const s = scenario({ hand: ['BT2-063', 'BT2-121'], energy: en('blue', 2) }, { battle: [rested('BT2-047'), V.red] });
    activate(s, 'BT2-063', { from: 'hand' });
    choose(s, 'BT2-047');
    expect(codes(s.players[1].battle)).toEqual(['BT2-047', V.red]);
    expect(s.players[1].hand).toHaveLength(0);
    expectText('BT2-047', ["opponent's skills", 'KO', 'leave the Battle Area']);
  });
  it('BT2-047 Whis, The Sacred Guard: its own master’s skill can return it (positive control)', () => {
    const s = scenario({ hand: ['BT2-062'], battle: ['BT2-047'], energy: en('blue', 5) }, {});
    play(s, 'BT2-062');
    choose(s, 'BT2-047');
    settle(s);
    expect(codes(s.players[0].hand)).toEqual(['BT2-047']);
  });

  it('BT2-053 Tiny Heroes Haru and Maki: when played, 1 other Battle card gets +1000 per energy', () => {
    const s = scenario({ hand: ['BT2-053'], battle: [V.blue], energy: en('blue', 4) }, {});
    play(s, 'BT2-053');
    expect(offered(s)).toEqual([V.blue]);
    choose(s, V.blue);
    expect(power(s, 0, battleCard(s, 0, V.blue))).toBe(19000);
    expect(power(s, 0, battleCard(s, 0, 'BT2-053'))).toBe(1000);
    expectText('BT2-053', ['other', '+1000', 'Energy Area']);
  });

  it('BT2-054 Unstoppable Despair Goku Black Rosé: evolved into with a <Goku Black> Leader, up to 3 opponent energy to the Drop', () => {
    const s = scenario(
      { leader: 'BT2-036', hand: ['BT2-054'], battle: ['BT2-055'], energy: en('blue', 7) },
      { energy: en('red', 4) },
    );
    evolve(s, 'BT2-054', ['BT2-055']);
    choose(s, V.red);
    choose(s, V.red);
    choose(s, V.red);
    expect(s.players[1].energy).toHaveLength(1);
    expect(s.players[1].drop).toHaveLength(3);
    expectText('BT2-054', ['[Evolve] (B)(B)(B)(4)', '<Goku Black>', 'up to 3', 'energy']);
  });
  it('BT2-054 Unstoppable Despair Goku Black Rosé: with another Leader nothing', () => {
    const s = scenario({ hand: ['BT2-054'], battle: ['BT2-055'], energy: en('blue', 7) }, { energy: en('red', 4) });
    evolve(s, 'BT2-054', ['BT2-055']);
    expect(s.players[1].energy).toHaveLength(4);
  });

  it('BT2-062 Returning Evil Golden Frieza: when played, 1 of your Battle cards to hand, then up to 1 opponent card to the deck bottom', () => {
    const s = scenario({ hand: ['BT2-062'], battle: [V.blue], energy: en('blue', 5) }, { battle: [V.red] });
    play(s, 'BT2-062');
    expect(offered(s).sort()).toEqual(['BT2-062', V.blue].sort());
    choose(s, V.blue);
    choose(s, V.red);
    expect(codes(s.players[0].hand)).toEqual([V.blue]);
    expect(s.players[1].battle).toHaveLength(0);
    expect(s.players[1].deck[0].code).toBe(V.red);
    expectText('BT2-062', ['return it', 'bottom']);
  });

  it('BT2-063 Father-Son Galick Gun: up to 1 opponent Battle card to its owner’s hand', () => {
    const s = scenario({ hand: ['BT2-063'], energy: en('blue', 2) }, { battle: [V.red] });
    activate(s, 'BT2-063', { from: 'hand' });
    choose(s, V.red);
    expect(codes(s.players[1].hand)).toEqual([V.red]);
    expect(codes(s.players[0].drop)).toEqual(['BT2-063']);
    expectText('BT2-063', ['up to 1', "owner's hand"]);
  });

  it('BT2-067 Zen-Oh Button: [Counter: Attack] switches all your blue energy to Active Mode, not the others', () => {
    const s = scenario(
      { battle: [V.red] },
      { hand: ['BT2-067'], energy: [rested(V.blue), rested(V.blue), rested(V.red)] },
    );
    declare(s, V.red);
    counter(s, 'BT2-067');
    pay(s);
    settle(s);
    expect(s.players[1].energy.map((c) => [c.code, c.rested])).toEqual([
      [V.blue, false],
      [V.blue, false],
      [V.red, true],
    ]);
    expectText('BT2-067', ['[Counter: Attack]', 'blue', 'Active Mode']);
  });
});

describe('BT2 green', () => {
  it('BT2-070 Android 17: <Android 17> and <Android 18> in hand cost 1 less; [Awaken] at 6', () => {
    const s = scenario({ leader: 'BT2-070', hand: ['BT2-089', V.green] }, {});
    expect(energyCostOf(s, 0, s.players[0].hand[0]).total).toBe(2);
    expect(energyCostOf(s, 0, s.players[0].hand[1]).total).toBe(1);
    expectText('BT2-070', ['<Android 17>', '<Android 18>', 'by 1', /6 or less/]);
  });
  it('BT2-070 Diabolical Duo (back): with 4 or less life, it and your <Android 17>/<Android 18> get +5000; not with 5', () => {
    const s = scenario({ leader: { code: 'BT2-070', flipped: true }, battle: ['BT2-089', V.green], life: 4 }, {});
    expect(power(s, 0, s.players[0].leader[0])).toBe(15000);
    expect(power(s, 0, battleCard(s, 0, 'BT2-089'))).toBe(20000);
    expect(power(s, 0, battleCard(s, 0, V.green))).toBe(5000);
    const t = scenario({ leader: { code: 'BT2-070', flipped: true }, battle: ['BT2-089'], life: 5 }, {});
    expect(power(t, 0, battleCard(t, 0, 'BT2-089'))).toBe(15000);
    attack(t, 'leader');
    expect(t.players[0].hand).toHaveLength(1);
    expectText('BT2-070', ['4 or less', '+5000', 'Draw 1'], true);
  });

  it('BT2-074 Fully Trained Super Saiyan Son Gohan: when played, a <Piccolo> of cost 3 or less from the deck is played', () => {
    const s = scenario({ hand: ['BT2-074'], energy: en('green', 4), deck: [V.green, 'BT2-080', V.green] }, {});
    play(s, 'BT2-074');
    expect(offered(s)).toEqual(['BT2-080']);
    choose(s, 'BT2-080');
    settle(s);
    expect(codes(s.players[0].battle)).toEqual(['BT2-074', 'BT2-080']);
    expectText('BT2-074', ['<Piccolo>', '3 or less', 'play it']);
  });

  it('BT2-075 Supreme DNA Son Gohan: with 2 <Son Goku> in the Drop it costs 2 less; with 1 it does not', () => {
    const s = scenario({ hand: ['BT2-075'], drop: [GOKU, GOKU] }, {});
    expect(energyCostOf(s, 0, s.players[0].hand[0]).total).toBe(1);
    const t = scenario({ hand: ['BT2-075'], drop: [GOKU] }, {});
    expect(energyCostOf(t, 0, t.players[0].hand[0]).total).toBe(3);
    expectText('BT2-075', ['2 or more <Son Goku>', 'by 2']);
  });

  it('BT2-079 Aura of Rage Super Saiyan Trunks: combo’d from hand on your turn, KO up to 1 opponent [Blocker] of cost 3 or less', () => {
    const s = scenario(
      { battle: [V.green], hand: ['BT2-079'], energy: en('green', 1) },
      {
        battle: ['BT1-050', 'BT2-047'],
      },
    );
    attack(s, V.green);
    for (let i = 0; i < 2 && prompt(s) === 'dbs.blocker'; i++) answer(s, { t: 'no' });
    settle(s);
    combo(s, 'BT2-079');
    expect(offered(s)).toEqual(['BT1-050']); // Whis costs 4
    choose(s, 'BT1-050');
    expect(codes(s.players[1].drop)).toEqual(['BT1-050']);
    expectText('BT2-079', ['your turn', '[Blocker]', '3 or less', 'KO']);
  });
  it('BT2-079 Aura of Rage Super Saiyan Trunks: combo’d on the opponent’s turn, nothing', () => {
    const s = scenario(
      { hand: ['BT2-079'], energy: en('green', 1) },
      { battle: [V.red, 'BT1-050'] },
      { turnPlayer: 1 },
    );
    attack(s, V.red);
    answer(s, { t: 'pass' });
    settle(s);
    combo(s, 'BT2-079');
    settle(s);
    expect(s.players[1].battle).toHaveLength(2);
  });

  it('BT2-080 Ready to Strike Piccolo: at the end of the opponent’s turn they discard down to 6', () => {
    const s = scenario({ battle: ['BT2-080'] }, { hand: many(V.red, 8) }, { turnPlayer: 1 });
    endTurn(s);
    for (let i = 0; i < 2 && prompt(s) === 'dbs.discard'; i++) choose(s, V.red);
    expect(s.players[1].hand).toHaveLength(6);
    expectText('BT2-080', ["your opponent's turn", '6']);
  });
  it('BT2-080 Ready to Strike Piccolo: at the end of your own turn, nothing', () => {
    const s = scenario({ battle: ['BT2-080'] }, { hand: many(V.red, 8) });
    endTurn(s);
    expect(s.players[1].hand.length).toBeGreaterThanOrEqual(8);
  });

  it('BT2-090 Exterminating Energy Android 18: attacking the Leader, the opponent discards 1', () => {
    const s = scenario({ battle: ['BT2-090'] }, { hand: [V.red, V.blue] });
    attack(s, 'BT2-090');
    choose(s, V.red);
    expect(codes(s.players[1].drop)).toEqual([V.red]);
    expectText('BT2-090', ['Leader Card', '1 card']);
  });
  it('BT2-090 Exterminating Energy Android 18: attacking a Battle card, nothing', () => {
    const s = scenario({ battle: ['BT2-090'] }, { hand: [V.red], battle: [rested(V.red)] });
    attack(s, 'BT2-090', V.red);
    expect(s.players[1].hand).toHaveLength(1);
  });

  it('BT2-092 Encroaching Terror Android 19: attacking, draw 1 and +5000 for the turn', () => {
    const s = scenario({ battle: ['BT2-092'] }, {});
    attack(s, 'BT2-092');
    finishBattle(s);
    expect(s.players[0].hand).toHaveLength(1);
    expect(power(s, 0, battleCard(s, 0, 'BT2-092'))).toBe(10000);
    expectText('BT2-092', ['Draw 1', '+5000']);
  });

  it('BT2-095 Hidden Awakening Kale: when played, KO 1 of your Battle cards, then opponent cards of total cost 5 or less', () => {
    const s = scenario(
      { hand: ['BT2-095'], battle: [V.green], energy: en('green', 4) },
      {
        battle: ['BT2-090', V.red, 'BT1-050'],
      },
    );
    play(s, 'BT2-095');
    choose(s, V.green);
    choose(s, V.red); // cost 2
    expect(offered(s)).toEqual(['BT1-050']); // Android 18 (5) no longer fits
    choose(s, 'BT1-050');
    expect(codes(s.players[0].drop)).toEqual([V.green]);
    expect(codes(s.players[1].battle)).toEqual(['BT2-090']);
    expectText('BT2-095', ['1 of your Battle cards', 'total energy cost of 5 or less']);
  });
  it('BT2-095 Hidden Awakening Kale: attacking with 5 cards in hand draws 1; with 6 it does not', () => {
    const s = scenario({ battle: ['BT2-095'], hand: many(V.green, 5) }, {});
    attack(s, 'BT2-095');
    expect(s.players[0].hand).toHaveLength(6);
    const t = scenario({ battle: ['BT2-095'], hand: many(V.green, 6) }, {});
    attack(t, 'BT2-095');
    expect(t.players[0].hand).toHaveLength(6);
  });

  it('BT2-096 Cell Absorption: the opponent discards 2', () => {
    const s = scenario({ hand: ['BT2-096'], energy: en('green', 4) }, { hand: [V.red, V.blue, V.yellow] });
    activate(s, 'BT2-096', { from: 'hand' });
    choose(s, V.red);
    choose(s, V.blue);
    expect(codes(s.players[1].hand)).toEqual([V.yellow]);
    expectText('BT2-096', ['2 cards', 'Drop Area']);
  });

  it('BT2-097 Enraged Gohan Awakening: [Counter: Attack] discarding 1, the attacking Battle card is KO’d', () => {
    const s = scenario({ battle: [V.red] }, { hand: ['BT2-097', V.green], energy: en('green', 2) });
    declare(s, V.red);
    counter(s, 'BT2-097');
    choose(s, V.green);
    pay(s);
    settle(s);
    expect(codes(s.players[0].drop)).toEqual([V.red]);
    expectText('BT2-097', ['[Counter: Attack]', 'KO the attacking card']);
  });
  it('BT2-097 Enraged Gohan Awakening: with no other card in hand it cannot be activated', () => {
    const s = scenario({ battle: [V.red] }, { hand: ['BT2-097'], energy: en('green', 2) });
    declare(s, V.red);
    expect(canCounter(s, 'BT2-097')).toBe(false);
  });
});

describe('BT2 yellow', () => {
  it('BT2-102 Chilled: attacking, 1 Chilled’s Army token of 10000', () => {
    const s = scenario({ leader: 'BT2-102' }, {});
    attack(s, 'leader');
    const t = s.players[0].battle.filter((c) => c.token);
    expect(t).toHaveLength(1);
    expect(power(s, 0, t[0])).toBe(10000);
    expectText('BT2-102', ["Chilled's Army", '10000', /6 or less/]);
  });
  it('BT2-102 Chilled (back): +5000 on your turn only; attacking, draw 1 and a token', () => {
    const s = scenario({ leader: { code: 'BT2-102', flipped: true } }, {});
    expect(power(s, 0, s.players[0].leader[0])).toBe(15000);
    attack(s, 'leader');
    expect(s.players[0].hand).toHaveLength(1);
    expect(s.players[0].battle.filter((c) => c.token)).toHaveLength(1);
    const t = scenario({ leader: { code: 'BT2-102', flipped: true } }, { battle: [V.red] }, { turnPlayer: 1 });
    expect(power(t, 0, t.players[0].leader[0])).toBe(10000);
    expectText('BT2-102', ['your turn', '+5000', 'Draw 1'], true);
  });

  it('BT2-104 Destructive Occupation Frieza: combo’d from hand with a yellow Leader, played in Rest Mode after the battle', () => {
    const s = comboFromHand(
      { leader: 'BT2-102', battle: [V.yellow], hand: ['BT2-104'], energy: en('yellow', 1) },
      V.yellow,
      'BT2-104',
    );
    expect(battleCard(s, 0, 'BT2-104').rested).toBe(true);
    expectText('BT2-104', ['yellow', 'Rest Mode']);
  });
  it('BT2-104 Destructive Occupation Frieza: with a blue Leader it stays in the Drop', () => {
    const s = comboFromHand({ battle: [V.yellow], hand: ['BT2-104'], energy: en('yellow', 1) }, V.yellow, 'BT2-104');
    expect(codes(s.players[0].drop)).toContain('BT2-104');
  });

  it('BT2-117 Cooler’s Armored Squadron Neiz: when played, [Double Strike] for the turn', () => {
    const s = scenario({ hand: ['BT2-117'], energy: en('yellow', 3) }, {});
    play(s, 'BT2-117');
    expect(hasKeyword(s, 0, battleCard(s, 0, 'BT2-117'), 'doubleStrike')).toBe(true);
    endTurn(s);
    expect(hasKeyword(s, 0, battleCard(s, 0, 'BT2-117'), 'doubleStrike')).toBe(false);
    expectText('BT2-117', ['[Double Strike]', 'for the turn']);
  });

  it('BT2-120 Darkness Eye Beam: all opponent Battle cards to Rest Mode', () => {
    const s = scenario({ hand: ['BT2-120'], battle: [V.yellow], energy: en('yellow', 2) }, { battle: [V.red, V.blue] });
    activate(s, 'BT2-120', { from: 'hand' });
    expect(s.players[1].battle.every((c) => c.rested)).toBe(true);
    expect(battleCard(s, 0, V.yellow).rested).toBe(false);
    expectText('BT2-120', ["all of your opponent's Battle cards", 'Rest Mode']);
  });

  it('BT2-121 Death Razor: KO 1 opponent Battle card in Rest Mode; an Active one is not offered', () => {
    const s = scenario({ hand: ['BT2-121'], energy: en('yellow', 2) }, { battle: [rested(V.red), V.blue] });
    activate(s, 'BT2-121', { from: 'hand' });
    expect(offered(s)).toEqual([V.red]);
    choose(s, V.red);
    expect(codes(s.players[1].drop)).toEqual([V.red]);
    expect(codes(s.players[1].battle)).toEqual([V.blue]);
    expectText('BT2-121', ['Rest Mode', 'KO']);
  });
});

const TOKEN = "token:Chilled's Army:10000";
const removed = (s: DBSState, seat: 0 | 1) => codes(s.players[seat].removed);

describe('BT2, the cards the language grew for', () => {
  it('BT2-004 Relentless Super Saiyan 3 Son Goku: +5000 until the beginning of your next turn', () => {
    const s = scenario({ hand: ['BT2-004'], energy: en('red', 4) }, {});
    play(s, 'BT2-004');
    const goku = () => battleCard(s, 0, 'BT2-004');
    expect(power(s, 0, goku())).toBe(25000);
    endTurn(s);
    expect(power(s, 0, goku())).toBe(25000); // through the opponent's turn
    endTurn(s);
    expect(power(s, 0, goku())).toBe(20000); // gone as your next turn begins
    expectText('BT2-004', ["cannot be KO-ed by your opponent's skills", 'until the beginning of your next turn']);
  });
  it('BT2-004 Relentless Super Saiyan 3 Son Goku: the opponent’s skill cannot KO it; a card beside it is KO’d (control)', () => {
    const s = scenario(
      { hand: ['BT2-121', 'BT2-121'], energy: en('yellow', 4) },
      {
        battle: [rested('BT2-004'), rested(V.red)],
      },
    );
    activate(s, 'BT2-121', { from: 'hand' });
    choose(s, 'BT2-004');
    expect(codes(s.players[1].battle)).toContain('BT2-004');
    activate(s, 'BT2-121', { from: 'hand' });
    choose(s, V.red);
    expect(codes(s.players[1].drop)).toEqual([V.red]);
  });

  for (const code of ['BT2-008', 'BT2-011'])
    it(`${code}: from the hand, it and 1 other card to the Drop: a <Gotenks> of 25000 or less from the deck to hand`, () => {
      const s = scenario({ hand: [code, V.red], deck: [V.red, 'BT1-070', 'BT2-026', V.red] }, {});
      activate(s, code, { from: 'hand' });
      choose(s, V.red);
      expect(offered(s)).toEqual(['BT1-070']);
      choose(s, 'BT1-070');
      settle(s);
      expect(codes(s.players[0].hand)).toEqual(['BT1-070']);
      expect(codes(s.players[0].drop).sort()).toEqual([code, V.red].sort());
      expectText(code, ['Place this card in your Drop Area', '<Gotenks>', '25000 power or less']);
      // Without another card in hand, or from the Battle Area, it cannot be activated.
      expect(canActivate(scenario({ hand: [code] }, {}), code, 'hand')).toBe(false);
      expect(canActivate(scenario({ battle: [code], hand: [V.red] }, {}), code, 'battle')).toBe(false);
    });

  it('BT2-016 Mighty Mask: itself to the Drop: up to 1 each of <Son Goten> and <Trunks: Youth> of 15000 or less', () => {
    const s = scenario({ battle: ['BT2-016'], deck: ['BT1-035', 'BT1-063', 'BT1-039', 'BT1-070'] }, {});
    activate(s, 'BT2-016', { from: 'battle' });
    expect(offered(s).sort()).toEqual(['BT1-035', 'BT1-039', 'BT1-063'].sort());
    choose(s, 'BT1-035');
    expect(offered(s)).toEqual(['BT1-039']); // a second <Son Goten> is not offered
    choose(s, 'BT1-039');
    settle(s);
    expect(codes(s.players[0].hand).sort()).toEqual(['BT1-035', 'BT1-039'].sort());
    expect(codes(s.players[0].drop)).toEqual(['BT2-016']);
    expectText('BT2-016', ['up to 1 each of <Son Goten> and <Trunks: Youth>', '15000']);
  });

  const presentCases: [string, string, PlayerSpec][] = [
    ['BT2-018', 'Son Gohan: Adolescence', { battle: ['BT1-034'] }],
    ['BT2-050', 'Trunks: Future', { battle: ['BT1-068'] }],
    ['BT2-081', 'Android 18', { leader: { code: 'BT2-070', flipped: true } }],
  ];
  for (const [code, needs, present] of presentCases)
    it(`${code}: free to play while a <${needs}> is in your Leader or Battle Area; not without`, () => {
      expect(canPlay(scenario({ hand: [code], ...present }, {}), code)).toBe(true);
      expect(canPlay(scenario({ hand: [code] }, {}), code)).toBe(false);
      expectText(code, [`<${needs}>`, 'Leader Area or Battle Area', 'without paying']);
    });

  it('BT2-021 Sensing Old Kai: at the beginning of your Main Phase, look at 3; the rest go to the bottom in the order you name', () => {
    const s = scenario({ battle: ['BT2-021'], deck: [V.green, 'BT2-006', V.red, V.blue, ...many(V.green, 10)] }, {});
    endTurn(s);
    endTurn(s);
    expect(offered(s)).toEqual(['BT2-006']);
    choose(s, 'BT2-006');
    expect(prompt(s)).toBe('dbs.bottomOrder');
    choose(s, V.blue);
    expect(codes(s.players[0].hand)).toContain('BT2-006');
    expect(codes(s.players[0].deck.slice(0, 2))).toEqual([V.red, V.blue]); // V.red, named last, at the very bottom
    expectText('BT2-021', ['beginning of your Main Phase', 'up to 3', 'bottom of your deck in any order']);
  });

  it('BT2-022 Mind Controlling Babidi: with 6 red energy, up to 2 red Battle cards of 25000 or less (not <Evil Wizard Babidi>) from the top 7 are played', () => {
    const s = scenario({ hand: ['BT2-022'], energy: en('red', 6), deck: [V.red, 'BT2-025', V.blue, 'BT2-022'] }, {});
    play(s, 'BT2-022');
    expect(offered(s)).toEqual([V.red]);
    choose(s, V.red);
    settle(s);
    if (prompt(s) === 'dbs.search') done(s);
    expect(codes(s.players[0].battle)).toEqual(['BT2-022', V.red]);
    expectText('BT2-022', ['6 or more red energy', 'up to 7', 'other than <Evil Wizard Babidi>']);
  });
  it('BT2-022 Mind Controlling Babidi: with 5 red energy (and 1 blue), nothing is looked at', () => {
    const s = playThenDecline(
      { hand: ['BT2-022'], energy: [...en('red', 5), V.blue], deck: [V.red, V.red] },
      {},
      'BT2-022',
      'none',
    );
    expect(codes(s.players[0].battle)).toEqual(['BT2-022']);
  });

  it('BT2-032 Piccolo’s Help: with 3 other cards in hand, a <Gotenks> of 15000 or less from the Drop is played', () => {
    const s = scenario(
      { hand: ['BT2-032', V.red, V.red, V.red], energy: en('red', 3), drop: ['BT1-071', 'BT2-014'] },
      {},
    );
    activate(s, 'BT2-032', { from: 'hand' });
    expect(offered(s)).toEqual(['BT1-071']);
    choose(s, 'BT1-071');
    expect(codes(s.players[0].battle)).toEqual(['BT1-071']);
    expect(
      canActivate(scenario({ hand: ['BT2-032', ...many(V.red, 4)], energy: en('red', 3) }, {}), 'BT2-032', 'hand'),
    ).toBe(false);
    expectText('BT2-032', ['3 or less cards in your hand other than this card', '<Gotenks>', 'Drop Area']);
  });

  it('BT2-033 Super Ghost Kamikaze Attack: with a <Gotenks> in play, 2 Ghost tokens of 15000; without, it cannot be activated', () => {
    const s = scenario({ hand: ['BT2-033'], battle: ['BT1-071'], energy: en('red', 2) }, {});
    activate(s, 'BT2-033', { from: 'hand' });
    const tokens = s.players[0].battle.filter((c) => c.token);
    expect(tokens.map((t) => power(s, 0, t))).toEqual([15000, 15000]);
    expect(canActivate(scenario({ hand: ['BT2-033'], energy: en('red', 2) }, {}), 'BT2-033', 'hand')).toBe(false);
    expectText('BT2-033', ['<Gotenks>', '2 "Ghost" tokens', '15000']);
  });

  it('BT2-035 Trunks: once per turn on your turn, comboing with a card of cost 2 or more draws 1', () => {
    const s = scenario({ leader: 'BT2-035', battle: [V.red, V.red], hand: [GOTEN, GOTEN] }, { life: 10 });
    attack(s, V.red);
    combo(s, GOTEN);
    settle(s);
    expect(s.players[0].hand).toHaveLength(2); // 1 combo'd, 1 drawn
    finishBattle(s);
    attack(s, V.red);
    combo(s, GOTEN);
    settle(s);
    expect(s.players[0].hand).toHaveLength(1); // once per turn
    expectText('BT2-035', ['Once per Turn', 'combo', '2 or more', 'your turn']);
    expectText('BT2-035', ['Draw 1'], true);
  });
  it('BT2-035 Trunks: a cost-1 combo card draws nothing', () => {
    const s = scenario({ leader: 'BT2-035', battle: [V.red], hand: [GOKU] }, {});
    attack(s, V.red);
    combo(s, GOKU);
    settle(s);
    expect(s.players[0].hand).toHaveLength(0);
  });

  it('BT2-036 Goku Black: with 2 blue energy, a Life card to the Energy Area; at the end of the turn 1 energy to the Drop', () => {
    const s = scenario({ leader: 'BT2-036', energy: en('blue', 2) }, {});
    activate(s, 'BT2-036', { from: 'leader' });
    expect(s.players[0].life).toHaveLength(7);
    expect(s.players[0].energy).toHaveLength(3);
    expect(canActivate(s, 'BT2-036', 'leader')).toBe(false);
    endTurn(s);
    expect(prompt(s)).toBe('dbs.target');
    choose(s, V.blue);
    settle(s);
    expect(s.players[0].energy).toHaveLength(2);
    expect(s.players[0].drop).toHaveLength(1);
    expect(canActivate(scenario({ leader: 'BT2-036', energy: [V.blue, V.red] }, {}), 'BT2-036', 'leader')).toBe(false);
    expectText('BT2-036', ['2 or more blue energy', 'Energy Area', 'At the end of that turn']);
  });
  it('BT2-036 Goku Black (back): on your turn with 2 or less life, +5000 and [Double Strike]; with 3, none', () => {
    const s = scenario({ leader: { code: 'BT2-036', flipped: true }, life: 2 }, {});
    const l = s.players[0].leader[0];
    expect(power(s, 0, l)).toBe(20000);
    expect(hasKeyword(s, 0, l, 'doubleStrike')).toBe(true);
    const t = scenario({ leader: { code: 'BT2-036', flipped: true }, life: 3 }, {});
    expect(power(t, 0, t.players[0].leader[0])).toBe(15000);
    expect(hasKeyword(t, 0, t.players[0].leader[0], 'doubleStrike')).toBe(false);
    expectText('BT2-036', ['your turn', '2 or less', '[Double Strike]'], true);
  });

  it('BT2-043 Trunks, Creator of the Future: to the deck bottom: a blue <Son Goku>/<Vegeta> of cost 3 or less from hand is played', () => {
    const s = scenario({ battle: ['BT2-043'], hand: [GOKU, 'BT1-034', V.red] }, {});
    activate(s, 'BT2-043', { from: 'battle' });
    expect(offered(s)).toEqual([GOKU]);
    choose(s, GOKU);
    expect(codes(s.players[0].battle)).toEqual([GOKU]);
    expect(s.players[0].deck[0].code).toBe('BT2-043');
    expectText('BT2-043', ['bottom of your deck', 'blue <Son Goku> or <Vegeta>', '3 or less']);
  });

  it('BT2-044 Unyielding Spirit Trunks: combo’d on your turn with a blue Leader, up to 1 energy to Active Mode', () => {
    const s = scenario({ battle: [V.blue], hand: ['BT2-044'], energy: [rested(V.blue)] }, {});
    attack(s, V.blue);
    combo(s, 'BT2-044');
    choose(s, V.blue);
    expect(s.players[0].energy[0].rested).toBe(false);
    expectText('BT2-044', ['your turn', 'blue', 'Active Mode']);
  });
  it('BT2-044 Unyielding Spirit Trunks: with a red Leader, nothing', () => {
    const s = scenario({ leader: 'BT2-002', battle: [V.blue], hand: ['BT2-044'], energy: [rested(V.blue)] }, {});
    attack(s, V.blue);
    combo(s, 'BT2-044');
    settle(s);
    expect(s.players[0].energy[0].rested).toBe(true);
  });

  it('BT2-059 Great Priest: with a 《God》 Leader, any number of your other 《God》 cards to the Energy Area in Rest Mode', () => {
    const s = scenario(
      { leader: 'BT2-034', hand: ['BT2-059'], battle: ['BT2-047', 'BT2-057', V.red], energy: en('blue', 7) },
      {},
    );
    play(s, 'BT2-059');
    expect(offered(s).sort()).toEqual(['BT2-047', 'BT2-057']);
    choose(s, 'BT2-047');
    choose(s, 'BT2-057');
    expect(codes(s.players[0].battle)).toEqual([V.red, 'BT2-059']);
    const moved = s.players[0].energy.filter((c) => c.code !== V.blue);
    expect(moved.map((c) => [c.code, c.rested])).toEqual([
      ['BT2-047', true],
      ['BT2-057', true],
    ]);
    expectText('BT2-059', ['《God》', 'any number', 'Energy Area in Rest Mode']);
  });
  it('BT2-059 Great Priest: with a Leader that is no 《God》, nothing', () => {
    const s = playThenDecline(
      { leader: 'BT2-002', hand: ['BT2-059'], battle: ['BT2-047'], energy: en('blue', 7) },
      {},
      'BT2-059',
      'none',
    );
    expect(codes(s.players[0].battle)).toContain('BT2-047');
  });

  it('BT2-066 Trunks’ Time Machine: with a <Trunks: Future> Leader, a <Son Goku> among the top 10, then with 4 energy 1 to Active', () => {
    const s = scenario(
      {
        leader: 'BT2-035',
        hand: ['BT2-066'],
        energy: [V.blue, ...[1, 2, 3].map(() => rested(V.blue))],
        deck: [V.red, GOKU],
      },
      {},
    );
    activate(s, 'BT2-066', { from: 'hand' });
    expect(offered(s)).toEqual([GOKU]);
    choose(s, GOKU);
    settle(s);
    expect(prompt(s)).toBe('dbs.target');
    choose(s, V.blue);
    expect(s.players[0].energy.filter((c) => !c.rested)).toHaveLength(1);
    expect(codes(s.players[0].hand)).toEqual([GOKU]);
    expect(canActivate(scenario({ hand: ['BT2-066'], energy: en('blue', 1) }, {}), 'BT2-066', 'hand')).toBe(false);
    expectText('BT2-066', ['<Trunks: Future>', 'up to 10', '4 or more energy', 'Active Mode']);
  });

  it('BT2-069 Son Gohan: attacking with a <Son Goku> in the Drop, +5000; without, none', () => {
    const s = scenario({ leader: 'BT2-069', drop: [GOKU] }, {});
    attack(s, 'leader');
    expect(power(s, 0, s.players[0].leader[0])).toBe(15000);
    const t = scenario({ leader: 'BT2-069', drop: [V.red] }, {});
    attack(t, 'leader');
    expect(power(t, 0, t.players[0].leader[0])).toBe(10000);
    expectText('BT2-069', ['<Son Goku>', 'Drop Area', '+5000']);
  });
  it('BT2-069 Father-Son Kamehameha (back): the Drop removed from the game for +5000 and [Triple Strike]; at the end of the turn you lose', () => {
    const s = scenario({ leader: { code: 'BT2-069', flipped: true }, drop: [V.red, V.green] }, {});
    attack(s, 'leader');
    expect(s.players[0].hand).toHaveLength(1);
    activate(s, 'BT2-069', { from: 'leader' });
    expect(removed(s, 0)).toEqual([V.red, V.green]);
    const l = s.players[0].leader[0];
    expect(power(s, 0, l)).toBe(20000);
    expect(hasKeyword(s, 0, l, 'tripleStrike')).toBe(true);
    finishBattle(s);
    expect(s.result).toBeNull();
    expect(s.players[1].life).toHaveLength(5);
    endTurn(s);
    expect(s.result?.winner).toBe(1);
    expectText('BT2-069', ['Remove all of your cards in the Drop Area', '[Triple Strike]', 'you lose the game'], true);
  });

  it('BT2-071 Inherited Will Super Saiyan Son Goku: after its attack, to the Drop, and a <Son Gohan …> from hand is played', () => {
    const s = scenario({ battle: ['BT2-071'], hand: ['BT2-074', V.red] }, {});
    attack(s, 'BT2-071');
    finishBattle(s);
    expect(offered(s)).toEqual(['BT2-074']);
    choose(s, 'BT2-074');
    expect(codes(s.players[0].battle)).toEqual(['BT2-074']);
    expect(codes(s.players[0].drop)).toEqual(['BT2-071']);
    expectText('BT2-071', ['character name includes <Son Gohan>']);
  });

  it('BT2-088 Expanding Energy Android 17: attacking, draw until 4 cards in hand; with 5, none', () => {
    const s = scenario({ battle: ['BT2-088'], hand: [V.green] }, {});
    attack(s, 'BT2-088');
    expect(s.players[0].hand).toHaveLength(4);
    const t = scenario({ battle: ['BT2-088'], hand: many(V.green, 5) }, {});
    attack(t, 'BT2-088');
    expect(t.players[0].hand).toHaveLength(5);
    expectText('BT2-088', ['until you have 4 cards']);
  });

  it('BT2-098 Father-Son Kamehameha: KO a Battle card whose cost is at least its owner’s energy count', () => {
    const s = scenario(
      { hand: ['BT2-098'], energy: en('green', 1) },
      { battle: [V.red, 'BT1-071'], energy: en('red', 3) },
    );
    activate(s, 'BT2-098', { from: 'hand' });
    expect(offered(s)).toEqual(['BT1-071']); // cost 3; Hit costs 2
    choose(s, 'BT1-071');
    expect(codes(s.players[1].drop)).toEqual(['BT1-071']);
    expectText('BT2-098', ['energy cost equal to or larger']);
  });

  it('BT2-101 Cooler: once per turn up to 3 top cards to the Drop; a 《Frieza Clan》 among them gives +5000', () => {
    const s = scenario({ leader: 'BT2-101', deck: ['BT1-015', V.red, V.blue] }, {});
    activate(s, 'BT2-101', { from: 'leader' });
    yes(s);
    answer(s, { t: 'no' });
    settle(s);
    expect(codes(s.players[0].drop)).toEqual(['BT1-015']);
    expect(power(s, 0, s.players[0].leader[0])).toBe(15000);
    expect(canActivate(s, 'BT2-101', 'leader')).toBe(false);
    expectText('BT2-101', ['up to 3', '《Frieza Clan》', '+5000']);
  });
  it('BT2-101 Cooler: no 《Frieza Clan》 placed, no power; (back) attacking draws 1', () => {
    const s = scenario({ leader: 'BT2-101', deck: [V.red, V.blue, V.red, V.blue] }, {});
    activate(s, 'BT2-101', { from: 'leader' });
    yes(s);
    yes(s);
    yes(s);
    expect(s.players[0].drop).toHaveLength(3);
    expect(power(s, 0, s.players[0].leader[0])).toBe(10000);
    const t = scenario({ leader: { code: 'BT2-101', flipped: true } }, {});
    attack(t, 'leader');
    expect(t.players[0].hand).toHaveLength(1);
  });

  it('BT2-103 Heartless Strike Frieza: with <King Cold> in play, up to 2 《Frieza Clan》 other than <Frieza> from hand, skills negated', () => {
    const s = scenario({ hand: ['BT2-103', 'BT1-015', 'BT1-088'], battle: ['BT1-091'], energy: en('yellow', 8) }, {});
    play(s, 'BT2-103');
    expect(offered(s)).toEqual(['BT1-015']);
    choose(s, 'BT1-015');
    settle(s);
    const frost = battleCard(s, 0, 'BT1-015');
    expect(frost.mods.some((m) => m.stat === 'negated' && m.until === 'game')).toBe(true);
    expectText('BT2-103', ['<King Cold>', 'other than <Frieza>', 'negated for the rest of the game']);
  });
  it('BT2-103 Heartless Strike Frieza: without <King Cold>, nothing', () => {
    const s = playThenDecline({ hand: ['BT2-103', 'BT1-015'], energy: en('yellow', 8) }, {}, 'BT2-103', 'none');
    expect(codes(s.players[0].hand)).toEqual(['BT1-015']);
  });

  it('BT2-105 Overpowering King Cold: 《Frieza Clan》 cards of original cost 5 or more cost 2 less in hand; cheaper ones do not', () => {
    const s = scenario({ battle: ['BT2-105'], hand: ['BT1-086', 'BT1-088'] }, {});
    expect(energyCostOf(s, 0, s.players[0].hand[0]).total).toBe(5);
    expect(energyCostOf(s, 0, s.players[0].hand[1]).total).toBe(4);
    expectText('BT2-105', ['《Frieza Clan》', '5 or more', 'by 2']);
  });

  it('BT2-110 Cooler, Blood of the Tyrant Clan: a Battle card removed: up to 2 rested, then a 《Cooler’s Armored Squadron》 or 《Frieza Clan》 non-<Cooler> from the Drop', () => {
    const s = scenario(
      { battle: ['BT2-110', V.yellow], drop: ['BT2-117', 'BT2-110', V.red] },
      { battle: [V.red, V.blue] },
    );
    activate(s, 'BT2-110', { from: 'battle' });
    choose(s, V.yellow);
    choose(s, V.red);
    choose(s, V.blue);
    expect(offered(s)).toEqual(['BT2-117']); // the other Cooler is excluded
    choose(s, 'BT2-117');
    settle(s);
    expect(removed(s, 0)).toEqual([V.yellow]);
    expect(s.players[1].battle.every((c) => c.rested)).toBe(true);
    expect(codes(s.players[0].battle)).toEqual(['BT2-110', 'BT2-117']);
    expect(canActivate(s, 'BT2-110', 'battle')).toBe(false);
    expectText('BT2-110', [
      'Remove 1 of your Battle cards from the game',
      "《Cooler's Armored Squadron》",
      'other than <Cooler>',
    ]);
  });

  it('BT2-113 Pivotal Defense Cyclopian Guard: cannot attack without {Big Gete Star} in your Battle Area; can with it', () => {
    expect(canAttack(scenario({ battle: ['BT2-113'] }, {}), 'BT2-113')).toBe(false);
    expect(canAttack(scenario({ battle: ['BT2-113', 'BT2-122'] }, {}), 'BT2-113')).toBe(true);
    expectText('BT2-113', ['Big Gete Star', 'cannot attack']);
  });

  it('BT2-115 Salza: removed from the game: another 《Cooler’s Armored Squadron》 from the Drop is played with +5000', () => {
    const s = scenario({ battle: ['BT2-115'], drop: ['BT2-117', 'BT2-115'] }, {});
    activate(s, 'BT2-115', { from: 'battle' });
    expect(offered(s)).toEqual(['BT2-117']);
    choose(s, 'BT2-117');
    settle(s);
    expect(power(s, 0, battleCard(s, 0, 'BT2-117'))).toBe(20000);
    expect(removed(s, 0)).toEqual(['BT2-115']);
    expectText('BT2-115', ['Remove this card from the game', 'other than <Salza>', '+5000']);
  });

  it('BT2-116 Dore: KO’d, it is removed from the game and another 《Cooler’s Armored Squadron》 comes back from the Drop', () => {
    const s = scenario(
      { battle: [rested('BT2-116')], drop: ['BT2-117'] },
      { hand: ['BT2-121'], energy: en('yellow', 2) },
      { turnPlayer: 1 },
    );
    activate(s, 'BT2-121', { from: 'hand' });
    choose(s, 'BT2-116');
    expect(offered(s)).toEqual(['BT2-117']);
    choose(s, 'BT2-117');
    settle(s);
    expect(codes(s.players[0].battle)).toEqual(['BT2-117']);
    expect(removed(s, 0)).toEqual(['BT2-116']);
    expectText('BT2-116', ['When this card is KO-ed', 'other than <Dore>']);
  });

  it("BT2-118 Tobi: once per turn, a Chilled's Army token rested: 1 opponent Battle card to Rest Mode; without a token, not", () => {
    const s = scenario({ leader: 'BT2-102', battle: ['BT2-118'] }, { battle: [V.red] });
    expect(canActivate(s, 'BT2-118', 'battle')).toBe(false);
    attack(s, 'leader');
    finishBattle(s);
    activate(s, 'BT2-118', { from: 'battle' });
    choose(s, TOKEN);
    choose(s, V.red);
    expect(battleCard(s, 1, V.red).rested).toBe(true);
    expect(s.players[0].battle.find((c) => c.token)!.rested).toBe(true);
    expectText('BT2-118', ["Chilled's Army Token", 'Rest Mode']);
  });

  it("BT2-119 Cabira: in battle, a Chilled's Army token rested: your <Chilled> or 《Chilled's Army》 gets +5000 for the battle", () => {
    const s = scenario({ leader: 'BT2-102', battle: ['BT2-119', V.yellow] }, {});
    attack(s, 'leader');
    activate(s, 'BT2-119', { from: 'battle' });
    choose(s, TOKEN);
    expect(offered(s).sort()).toEqual(['BT2-102', 'BT2-119'].sort()); // not the vanilla Appule
    choose(s, 'BT2-102');
    expect(power(s, 0, s.players[0].leader[0])).toBe(15000);
    finishBattle(s);
    expect(power(s, 0, s.players[0].leader[0])).toBe(10000);
    expectText('BT2-119', ['<Chilled>', "《Chilled's Army》", '+5000']);
  });
});

describe('BT2, later additions', () => {
  it('BT2-041 Vegeta, The Proud Father: played by the skill of a <Trunks: Future> card, KO up to 1 opponent Battle card', () => {
    const s = scenario({ battle: ['BT2-043'], hand: ['BT2-041'] }, { battle: [V.red] });
    activate(s, 'BT2-043', { from: 'battle' });
    choose(s, 'BT2-041');
    expect(offered(s)).toEqual([V.red]);
    choose(s, V.red);
    expect(codes(s.players[1].drop)).toEqual([V.red]);
    expectText('BT2-041', ['with the skill of a <Trunks: Future> card', 'KO']);
  });
  it('BT2-041 Vegeta, The Proud Father: played from hand by paying its cost, nothing', () => {
    const s = scenario({ hand: ['BT2-041'], energy: en('blue', 3) }, { battle: [V.red] });
    play(s, 'BT2-041');
    expect(prompt(s)).toBe('dbs.main');
    expect(codes(s.players[1].battle)).toEqual([V.red]);
  });

  it('BT2-078 Full Power Trunks: in its battle every opponent Battle card has [Blocker]; in another card’s battle, none', () => {
    const s = scenario({ battle: ['BT2-078', V.green] }, { battle: [V.red] });
    expect(hasKeyword(s, 1, battleCard(s, 1, V.red), 'blocker')).toBe(false);
    declare(s, 'BT2-078');
    expect(hasKeyword(s, 1, battleCard(s, 1, V.red), 'blocker')).toBe(true);
    settle(s);
    expect(prompt(s)).toBe('dbs.blocker'); // Hit may now block
    const t = scenario({ battle: ['BT2-078', V.green] }, { battle: [V.red] });
    attack(t, V.green);
    expect(prompt(t)).not.toBe('dbs.blocker');
    expectText('BT2-078', ["opponent's Battle Cards gain [Blocker]", "this card's battle"]);
  });
});

describe('BT2, hand cards given [Evolve]', () => {
  it('BT2-007 Fully Trained Son Gohan: DBS 10-5 a <Son Gohan: Adolescence> in hand evolves for (R)(R)(1) while it is in play', () => {
    const s = scenario({ battle: ['BT2-007', 'BT1-062'], hand: ['BT1-034'], energy: en('red', 3) }, {});
    evolve(s, 'BT1-034', ['BT1-062']);
    expect(codes(battleCard(s, 0, 'BT1-034').under)).toEqual(['BT1-062']);
    expect(s.players[0].energy.every((c) => c.rested)).toBe(true);
    expect(
      canActivate(scenario({ battle: ['BT1-062'], hand: ['BT1-034'], energy: en('red', 3) }, {}), 'BT1-034', 'hand'),
    ).toBe(false);
    expectText('BT2-007', ['<Son Gohan: Adolescence>', 'in your hand gains [Evolve] (R)(R)(1)']);
  });
  it('BT2-111 Secret Evolution Cooler: with 3 《Cooler’s Armored Squadron》 in the Drop, a <Cooler> in hand evolves for (Y)(Y)(Y); with 2, not', () => {
    const spec = (n: number) => ({
      battle: ['BT2-111'],
      hand: ['BT2-110'],
      energy: en('yellow', 3),
      drop: many('BT2-117', n),
    });
    const s = scenario(spec(3), {});
    evolve(s, 'BT2-110', ['BT2-111']);
    expect(codes(battleCard(s, 0, 'BT2-110').under)).toEqual(['BT2-111']);
    expect(canActivate(scenario(spec(2), {}), 'BT2-110', 'hand')).toBe(false);
    expectText('BT2-111', ['3 or more', '<Cooler>', '[Evolve] (Y)(Y)(Y)']);
  });
});

describe('BT2, Trunks and Vegeta', () => {
  it('BT2-040 Restless Spirit SSB Vegeta: the bottom card, a <Trunks: Future> of cost 3 or less, is played with its [Activate] negated', () => {
    const s = scenario({ hand: ['BT2-040'], energy: en('blue', 4), deck: [V.blue, V.blue, 'BT2-043'] }, {});
    play(s, 'BT2-040');
    expect(codes(s.players[0].battle)).toEqual(['BT2-040', 'BT2-043']);
    expect(canActivate(s, 'BT2-043', 'battle')).toBe(false); // its [Activate: Main] is negated
    expectText('BT2-040', ['bottom card of your deck', '<Trunks: Future>', '[Activate]']);
  });
  it('BT2-040 Restless Spirit SSB Vegeta: any other bottom card stays at the bottom', () => {
    const s = scenario({ hand: ['BT2-040'], energy: en('blue', 4), deck: [V.blue, 'BT2-043', V.red] }, {});
    play(s, 'BT2-040');
    expect(codes(s.players[0].battle)).toEqual(['BT2-040']);
    expect(s.players[0].deck[0].code).toBe(V.red);
  });

  it('BT2-042 Trunks, The Constant Hope: [Triple Strike] with <Son Goku> and <Vegeta> in the Battle or Drop Area; not with one', () => {
    const s = scenario({ battle: ['BT2-042', GOKU], drop: ['BT1-037'] }, {});
    expect(hasKeyword(s, 0, battleCard(s, 0, 'BT2-042'), 'tripleStrike')).toBe(true);
    const t = scenario({ battle: ['BT2-042'], drop: [GOKU] }, {});
    expect(hasKeyword(t, 0, battleCard(t, 0, 'BT2-042'), 'tripleStrike')).toBe(false);
    const e = scenario({ battle: ['BT1-068'], hand: ['BT2-042'], energy: en('blue', 5) }, {});
    evolve(e, 'BT2-042', ['BT1-068']);
    expect(codes(battleCard(e, 0, 'BT2-042').under)).toEqual(['BT1-068']);
    expectText('BT2-042', ['[Evolve] (B)(B)(3)', '<Son Goku>', '<Vegeta>', '[Triple Strike]']);
  });
  it('BT2-042 Trunks, The Constant Hope: attacking or attacked, a blue Battle card from the Drop combos', () => {
    const s = scenario({ battle: ['BT2-042'], drop: [V.blue, V.red] }, {});
    attack(s, 'BT2-042');
    expect(offered(s)).toEqual([V.blue]);
    choose(s, V.blue);
    expect(codes(s.players[0].combo)).toEqual([V.blue]);
    const t = scenario({ battle: [rested('BT2-042')], drop: [V.blue] }, { battle: [V.red] }, { turnPlayer: 1 });
    attack(t, V.red, 'BT2-042');
    expect(offered(t)).toEqual([V.blue]);
    choose(t, V.blue);
    expect(codes(t.players[0].combo)).toEqual([V.blue]);
    expectText('BT2-042', ['attacks or is attacked', 'combo with it']);
  });
});

describe('BT2, keyword negation', () => {
  it('BT2-048 Group Leader Pilaf: DBS 8-3-2 [Counter: Battle Card Attack] played, the attacker’s [Double Strike] is negated: 1 damage', () => {
    const s = scenario({ battle: ['BT1-034'] }, { hand: ['BT2-048'], energy: en('blue', 1) });
    declare(s, 'BT1-034');
    counter(s, 'BT2-048');
    pay(s);
    settle(s);
    expect(prompt(s)).toBe('dbs.negateKeyword');
    expect(options(s)).toEqual([{ t: 'option', i: 0 }]); // [Double Strike] is its only keyword
    answer(s, options(s)[0]!);
    expect(codes(s.players[1].battle)).toEqual(['BT2-048']);
    expect(hasKeyword(s, 0, battleCard(s, 0, 'BT1-034'), 'doubleStrike')).toBe(false);
    finishBattle(s);
    expect(s.players[1].life).toHaveLength(7);
    expectText('BT2-048', ['[Counter: Battle Card Attack]', 'Play this card', 'keyword skill of the attacking card']);
  });
  it('BT2-048 Group Leader Pilaf: not against a Leader’s attack', () => {
    const s = scenario({}, { hand: ['BT2-048', V.red], energy: en('blue', 1) });
    declare(s, 'leader');
    expect(canCounter(s, 'BT2-048')).toBe(false);
  });
});

describe('BT2, Beerus', () => {
  it('BT2-046 Beerus, Essence of Destruction: the opponent puts a hand card on top of their deck per cost-1 Battle card, then those return to hand', () => {
    const s = scenario(
      { hand: ['BT2-046'], energy: en('blue', 4) },
      { battle: ['BT1-050', 'BT1-007', V.red], hand: [V.blue, V.yellow, V.green] },
    );
    play(s, 'BT2-046');
    expect(prompt(s)).toBe('dbs.handToDeckTop');
    expect(s.decision!.seat).toBe(1);
    choose(s, V.blue);
    choose(s, V.yellow);
    const deck = s.players[1].deck;
    expect(codes(deck.slice(-2))).toEqual([V.blue, V.yellow]); // V.yellow, placed last, on top
    expect(codes(s.players[1].battle)).toEqual([V.red]);
    expect(codes(s.players[1].hand).sort()).toEqual(['BT1-007', 'BT1-050', V.green].sort());
    expectText('BT2-046', ['on top of their deck in any order', 'energy cost of 1 or less']);
  });
  it('BT2-046 Beerus, Essence of Destruction: with no cost-1 Battle card the opponent keeps their hand', () => {
    const s = scenario({ hand: ['BT2-046'], energy: en('blue', 4) }, { battle: [V.red], hand: [V.blue] });
    play(s, 'BT2-046');
    expect(prompt(s)).toBe('dbs.main');
    expect(codes(s.players[1].hand)).toEqual([V.blue]);
    expect(codes(s.players[1].battle)).toEqual([V.red]);
  });
});

describe('BT2, Zen-Oh', () => {
  it('BT2-060 Zen-Oh, The Plain God: every hand and every other Battle card back to the decks (even a protected one), then both draw 5', () => {
    const s = scenario(
      { hand: ['BT2-060', V.blue], battle: [V.blue, 'BT2-122'], energy: en('blue', 7) },
      { battle: ['BT2-047', V.red], hand: [V.red, V.red] },
    );
    play(s, 'BT2-060');
    expect(codes(s.players[0].battle).sort()).toEqual(['BT2-060', 'BT2-122'].sort()); // an Extra card is no Battle card
    expect(s.players[1].battle).toHaveLength(0); // Whis's protection was negated first
    expect(s.players[0].hand).toHaveLength(5);
    expect(s.players[1].hand).toHaveLength(5);
    expect(s.players[0].deck).toHaveLength(20 + 2 - 5);
    expect(s.players[1].deck).toHaveLength(20 + 4 - 5);
    expectText('BT2-060', ['Negate the skills of all other Battle Cards', 'draw 5']);
  });
});
