// Card tests for the BT3 ("Cross Worlds") cards added by h16f (issue 16): each skill working, and not working where it
// has a condition (skills: src/games/dbs/cards/abilities/bt3.ts; printed keywords from data/dbs/cards.json).
import { describe, expect, it } from 'vitest';
import { comboPowerOf, hasKeyword } from '../../../src/games/dbs/characteristics.ts';
import type { DBSState } from '../../../src/games/dbs/state.ts';
import {
  activate,
  attack,
  awaken,
  battleCard,
  canActivate,
  canPlay,
  choose,
  codes,
  combo,
  comboFromHand,
  declare,
  done,
  en,
  endTurn,
  no,
  expectText,
  offered,
  pass,
  play,
  playThenDecline,
  power,
  prompt,
  rested,
  scenario,
  settle,
  V,
} from './helpers.ts';

const leaderPower = (s: DBSState, seat: 0 | 1 = 0): number => power(s, seat, s.players[seat].leader[0]);

/** Pass the battle's free timings (and decline [Blocker]) until another decision comes up or the battle ends. */
function untilAsked(s: DBSState): void {
  for (let i = 0; i < 30 && s.decision; i++) {
    settle(s);
    const p = prompt(s);
    if (p === 'dbs.offence' || p === 'dbs.defence') pass(s);
    else if (p === 'dbs.blocker') no(s);
    else return;
  }
}

describe('BT3 Leaders (h16f)', () => {
  it('BT3-002 Dr. Myuu: once per turn, a 《Machine Mutant》 Battle card of 5000 or less from hand is played', () => {
    const s = scenario({ leader: 'BT3-002', hand: ['BT3-017', 'BT3-024', V.red] }, {});
    activate(s, 'BT3-002');
    expect(offered(s)).toEqual(['BT3-017']); // BT3-024 has 10000; Hit is no Machine Mutant
    choose(s, 'BT3-017');
    expect(codes(s.players[0].battle)).toEqual(['BT3-017']);
    expect(canActivate(s, 'BT3-002')).toBe(false); // DBS 10-11 [Once per Turn]
    expectText('BT3-002', ['[Once per Turn]', '《Machine Mutant》', '5000 power or less', '[Awaken]', 'life is at 4']);
  });
  it('BT3-002 Scheming Dr. Myuu (back): up to 10000 power; attacking, draw 1', () => {
    const s = scenario({ leader: { code: 'BT3-002', flipped: true }, hand: ['BT3-024'] }, {});
    activate(s, 'BT3-002');
    choose(s, 'BT3-024');
    expect(codes(s.players[0].battle)).toEqual(['BT3-024']);
    done(s); // BT3-024's own search (no <Ribet> in the deck)
    attack(s, 'leader');
    expect(s.players[0].hand).toHaveLength(1);
    expectText('BT3-002', ['10000 power or less', 'Draw 1'], true);
  });

  for (const leader of ['BT3-055', 'BT3-082'])
    it(`${leader}: attacking a Leader draws 1, attacking a Battle card does not; [Awaken] at 4 life stands up to 2 energy`, () => {
      const s = scenario({ leader }, { battle: [rested(V.red)] });
      attack(s, 'leader', V.red);
      expect(s.players[0].hand).toHaveLength(0);
      const t = scenario({ leader, life: 4, energy: [rested(V.red), rested(V.red), rested(V.red)] }, {});
      attack(t, 'leader');
      expect(t.players[0].hand).toHaveLength(1);
      awaken(t);
      for (let i = 0; i < 2; i++) choose(t, V.red);
      settle(t);
      expect(t.players[0].leader[0].flipped).toBe(true);
      expect(t.players[0].energy.filter((c) => !c.rested)).toHaveLength(2);
      expectText(leader, ["attacks your opponent's Leader Card", 'Draw 1', 'up to 2 of your energy', 'Active Mode']);
    });

  it('BT3-055 Going All In, SSB Vegito (back): +5000 and [Double Strike] on your turn while the opponent has no Battle card', () => {
    const s = scenario({ leader: { code: 'BT3-055', flipped: true } }, {});
    expect(leaderPower(s)).toBe(20000);
    expect(hasKeyword(s, 0, s.players[0].leader[0], 'doubleStrike')).toBe(true);
    const t = scenario({ leader: { code: 'BT3-055', flipped: true } }, { battle: [V.red] });
    expect(leaderPower(t)).toBe(15000);
    expect(hasKeyword(t, 0, t.players[0].leader[0], 'doubleStrike')).toBe(false);
    const u = scenario({ leader: { code: 'BT3-055', flipped: true } }, {}, { turnPlayer: 1 });
    expect(leaderPower(u)).toBe(15000); // not on the opponent's turn
    expectText('BT3-055', ['your turn', 'no Battle cards', '[Double Strike]'], true);
  });
  it('BT3-055 (back): attacking, draw 1, and +5000 with 2 or less opponent Battle cards; not with 3', () => {
    const s = scenario({ leader: { code: 'BT3-055', flipped: true } }, { battle: [V.red, V.red] });
    declare(s, 'leader');
    settle(s);
    expect(s.players[0].hand).toHaveLength(1);
    expect(leaderPower(s)).toBe(20000);
    const t = scenario({ leader: { code: 'BT3-055', flipped: true } }, { battle: [V.red, V.red, V.red] });
    declare(t, 'leader');
    settle(t);
    expect(t.players[0].hand).toHaveLength(1);
    expect(leaderPower(t)).toBe(15000);
  });

  it('BT3-082 Unwavering Justice Bardock (back): once per turn, a 《Saiyan》 of yours KO-ed gives +5000', () => {
    const s = scenario(
      { leader: { code: 'BT3-082', flipped: true }, battle: [rested(V.blue), rested(V.blue)] },
      { battle: ['BT1-004', 'BT1-004'] },
      { turnPlayer: 1 },
    );
    attack(s, 'BT1-004', V.blue);
    untilAsked(s);
    expect(codes(s.players[0].drop)).toEqual([V.blue]);
    expect(leaderPower(s)).toBe(20000);
    const second = s.players[1].battle.find((c) => !c.rested)!;
    expect(second).toBeDefined();
    attack(s, 'BT1-004', V.blue);
    untilAsked(s);
    expect(s.players[0].drop).toHaveLength(2);
    expect(leaderPower(s)).toBe(20000); // [Once per Turn]
    expectText('BT3-082', ['[Once per Turn]', '《Saiyan》', 'KO-ed', '+5000'], true);
  });
  it('BT3-082 (back): a KO-ed card that is no 《Saiyan》 gives nothing', () => {
    const s = scenario(
      { leader: { code: 'BT3-082', flipped: true }, battle: [rested(V.red)] },
      { battle: ['BT1-004'] },
      { turnPlayer: 1 },
    );
    attack(s, 'BT1-004', V.red);
    untilAsked(s);
    expect(codes(s.players[0].drop)).toEqual([V.red]);
    expect(leaderPower(s)).toBe(15000);
  });
});

describe('BT3 red (h16f)', () => {
  it('BT3-007 Shocking Future Son Goku: after the battle it combo’d in, a <Son Goku: GT> of 5000 or less from the deck', () => {
    const s = scenario({ hand: ['BT3-007'], energy: en('red', 1), deck: [V.red, 'BT3-004', 'BT3-006'] }, {});
    attack(s, 'leader');
    combo(s, 'BT3-007');
    untilAsked(s);
    expect(offered(s)).toEqual(['BT3-006']); // BT3-004 has 20000
    choose(s, 'BT3-006');
    expect(codes(s.players[0].hand)).toEqual(['BT3-006']);
    expectText('BT3-007', ['end of the battle', 'combo with this card', '<Son Goku: GT>', '5000 power or less']);
  });
  it('BT3-007: played (not combo’d) and attacking, nothing is searched', () => {
    const s = scenario({ battle: ['BT3-007'], deck: ['BT3-006'] }, {});
    attack(s, 'BT3-007');
    untilAsked(s);
    expect(s.players[0].hand).toHaveLength(0);
  });

  it('BT3-013 Handy Giru: combo’d with a red Leader at 4 life: draw 1 and +10000 combo power; at 5 life, nothing', () => {
    const s = scenario({ leader: 'BT3-002', life: 4, hand: ['BT3-013'] }, {});
    attack(s, 'leader');
    combo(s, 'BT3-013');
    expect(s.players[0].hand).toHaveLength(1);
    expect(comboPowerOf(s.players[0].combo[0], s)).toBe(10000);
    const t = comboFromHand({ leader: 'BT3-002', life: 5, hand: ['BT3-013'] }, 'leader', 'BT3-013');
    expect(t.players[0].hand).toHaveLength(0);
    expectText('BT3-013', ['red', 'life is at 4 or less', 'Draw 1', '+10000 combo power']);
  });

  it('BT3-017 Dr. Myuu, Under Baby’s Control: a 《Machine Mutant》 or a card named with "Baby" among the top 3', () => {
    const s = scenario({ hand: ['BT3-017'], energy: en('red', 1), deck: ['BT3-024', V.red, 'BT3-013', 'BT3-019'] }, {});
    play(s, 'BT3-017');
    expect(offered(s).sort()).toEqual(['BT3-013', 'BT3-024']); // BT3-019, 4th from the top, is not looked at
    choose(s, 'BT3-013');
    settle(s);
    expect(codes(s.players[0].hand)).toEqual(['BT3-013']);
    expectText('BT3-017', ['up to 3', '《Machine Mutant》', '"Baby" in its card name']);
  });

  it('BT3-019 General Evolved, Hyper Meta-Rilldo: played, all opponent Battle cards −10000 for the turn', () => {
    const s = scenario({ hand: ['BT3-019'], energy: en('red', 5) }, { battle: [V.red, 'BT1-004'] });
    play(s, 'BT3-019');
    expect(s.players[1].battle.map((c) => power(s, 1, c))).toEqual([5000, 15000]);
    expectText('BT3-019', ["all of your opponent's Battle cards -10000", '10000 power or less', 'KO']);
  });
  it('BT3-019: attacking, KO up to 1 opponent Battle card of 10000 or less (a 15000 one is not offered)', () => {
    const s = scenario({ battle: ['BT3-019'] }, { battle: [V.red, 'BT3-024'] });
    declare(s, 'BT3-019');
    settle(s);
    expect(offered(s)).toEqual(['BT3-024']);
    choose(s, 'BT3-024');
    expect(codes(s.players[1].drop)).toEqual(['BT3-024']);
  });

  it('BT3-021 Triple Union Super Sigma: this card to the Drop: draw 2, up to 1 opponent Battle card −10000', () => {
    const s = scenario({ battle: ['BT3-021'] }, { battle: [V.red] });
    activate(s, 'BT3-021');
    choose(s, V.red);
    expect(codes(s.players[0].drop)).toEqual(['BT3-021']);
    expect(s.players[0].hand).toHaveLength(2);
    expect(power(s, 1, battleCard(s, 1, V.red))).toBe(5000);
    expectText('BT3-021', ['Place this card in your Drop Area', 'Draw 2', '-10000']);
  });

  it('BT3-023 / BT3-024: with a <Dr. Myuu> Leader, the next Sigma from the deck; with another Leader, nothing', () => {
    for (const [code, next] of [
      ['BT3-023', 'BT3-024'],
      ['BT3-024', 'BT3-025'],
    ] as const) {
      const deck = next === 'BT3-024' ? [V.red, 'BT3-024'] : [V.red, 'BT3-023'];
      const s = scenario({ leader: 'BT3-002', hand: [code], energy: en('red', 2), deck }, {});
      play(s, code);
      if (next === 'BT3-024') {
        expect(offered(s)).toEqual(['BT3-024']);
        choose(s, 'BT3-024');
        expect(codes(s.players[0].hand)).toEqual(['BT3-024']);
      } else {
        expect(offered(s)).toEqual([]); // no <Ribet> in the deck: Natt is not one
        done(s);
      }
      const t = playThenDecline({ hand: [code], energy: en('red', 2), deck }, {}, code, 'none');
      expect(t.players[0].hand).toHaveLength(0);
    }
    expectText('BT3-023', ['<Dr. Myuu>', '<Bizu>']);
    expectText('BT3-024', ['<Dr. Myuu>', '<Ribet>']);
  });
});

describe('BT3 blue (h16f)', () => {
  it('BT3-037 Universal Leader, Grand Supreme Kai: a Battle card named "Supreme Kai", other than <Grand Supreme Kai>', () => {
    const s = scenario({ hand: ['BT3-037'], energy: en('blue', 2), deck: ['BT3-037', 'BT3-040', V.blue] }, {});
    play(s, 'BT3-037');
    expect(offered(s)).toEqual(['BT3-040']);
    choose(s, 'BT3-040');
    expect(codes(s.players[0].hand)).toEqual(['BT3-040']);
    expectText('BT3-037', ['"Supreme Kai" in its card name', 'other than <Grand Supreme Kai>']);
  });

  it('BT3-040 Majin Defier, South Supreme Kai: attacking, an opponent Battle card of cost 3 or less back to hand', () => {
    const s = scenario({ battle: ['BT3-040'] }, { battle: [V.red, 'BT1-004'] });
    declare(s, 'BT3-040');
    settle(s);
    expect(offered(s)).toEqual([V.red]);
    choose(s, V.red);
    expect(codes(s.players[1].hand)).toEqual([V.red]);
    expectText('BT3-040', ['energy cost of 3 or less', "owner's hand"]);
  });

  it('BT3-041 Majin Defier, North Supreme Kai: played, a 《God》 of yours of cost 3 or less to Active Mode', () => {
    const s = scenario(
      { hand: ['BT3-041'], energy: en('blue', 2), battle: [rested('BT3-040'), rested('BT1-041'), rested(V.blue)] },
      {},
    );
    play(s, 'BT3-041');
    expect(offered(s).sort()).toEqual(['BT3-040', 'BT3-041']); // itself too; Beerus costs 7; Goten is no God
    choose(s, 'BT3-040');
    expect(battleCard(s, 0, 'BT3-040').rested).toBe(false);
    expectText('BT3-041', ['《God》', 'energy cost of 3 or less', 'Active Mode']);
  });

  it('BT3-043 Powers Combined, Kibito Kai: blue Leader at 4 life: +10000 combo, the opponent’s combo card back, then draw 1', () => {
    // Seat 1 attacks on its turn and combos first; seat 0 answers with Kibito Kai.
    const t = scenario(
      { leader: 'BT1-030', life: 4, hand: ['BT3-043'] },
      { battle: [V.red], hand: [V.blue] },
      { turnPlayer: 1 },
    );
    declare(t, V.red);
    settle(t);
    combo(t, V.blue); // seat 1's Offence Step
    pass(t);
    combo(t, 'BT3-043'); // seat 0's Defence Step
    choose(t, V.blue);
    settle(t);
    expect(codes(t.players[1].hand)).toEqual([V.blue]);
    expect(t.players[0].hand).toHaveLength(1); // their Combo Area is empty now: draw 1
    expect(comboPowerOf(t.players[0].combo[0], t)).toBe(10000);
    expectText('BT3-043', ['blue', '+10000 combo power', "opponent's Combo Area", 'draw 1']);
  });
  it('BT3-043: with a red Leader, nothing', () => {
    const s = comboFromHand({ leader: 'BT3-002', life: 4, hand: ['BT3-043'] }, 'leader', 'BT3-043');
    expect(s.players[0].hand).toHaveLength(0);
  });

  it('BT3-053 Rebirth of Justice: a blue Battle card of cost 5 or less from hand, then 1 opponent Battle card back to hand', () => {
    const s = scenario({ hand: ['BT3-053', V.blue, 'BT1-041'], energy: en('blue', 4) }, { battle: [V.red] });
    activate(s, 'BT3-053', { from: 'hand' });
    expect(offered(s)).toEqual([V.blue]);
    choose(s, V.blue);
    choose(s, V.red);
    expect(codes(s.players[0].battle)).toEqual([V.blue]);
    expect(codes(s.players[1].hand)).toEqual([V.red]);
    expectText('BT3-053', ['blue Battle card', 'energy cost of 5 or less', "owner's hand"]);
  });
});

describe('BT3 green (h16f)', () => {
  it('BT3-058 Pressure Assault Super Saiyan Son Goku: played, KO up to 1 opponent Battle card', () => {
    const s = scenario({ hand: ['BT3-058'], energy: en('green', 5) }, { battle: ['BT1-004'] });
    play(s, 'BT3-058');
    choose(s, 'BT1-004');
    expect(codes(s.players[1].drop)).toEqual(['BT1-004']);
    expect(hasKeyword(s, 0, battleCard(s, 0, 'BT3-058'), 'dualAttack')).toBe(true);
    expectText('BT3-058', ['up to 1', 'KO']);
  });

  it('BT3-062 Trunks, Bridge to the Future: a 《Saiyan》 among the top 2 to hand, the rest to the Drop', () => {
    const s = scenario({ hand: ['BT3-062'], energy: en('green', 1), deck: [V.red, V.blue, V.yellow] }, {});
    play(s, 'BT3-062');
    expect(offered(s)).toEqual([V.blue]);
    choose(s, V.blue);
    settle(s);
    expect(codes(s.players[0].hand)).toEqual([V.blue]);
    expect(codes(s.players[0].drop)).toEqual([V.red]);
    expectText('BT3-062', ['up to 2', '《Saiyan》', 'Drop Area']);
  });

  it('BT3-066 Made to Destroy, Android 19: rest it: KO up to 1 opponent Battle card of cost 2 or less', () => {
    const s = scenario({ battle: ['BT3-066'] }, { battle: [V.red, 'BT3-040'] });
    activate(s, 'BT3-066');
    expect(offered(s)).toEqual([V.red]);
    choose(s, V.red);
    expect(codes(s.players[1].drop)).toEqual([V.red]);
    expect(battleCard(s, 0, 'BT3-066').rested).toBe(true);
    expect(canActivate(s, 'BT3-066')).toBe(false); // in Rest Mode, its cost cannot be paid
    expectText('BT3-066', ['Rest Mode', 'energy cost of 2 or less', 'KO']);
  });

  it('BT3-067 Dr. Gero, Evil’s Inventor: an 《Android》 among the top 3', () => {
    const s = scenario({ hand: ['BT3-067'], energy: en('green', 1), deck: [V.red, 'BT3-066', V.blue, 'BT3-068'] }, {});
    play(s, 'BT3-067');
    expect(offered(s)).toEqual(['BT3-066']);
    choose(s, 'BT3-066');
    settle(s);
    expect(codes(s.players[0].hand)).toEqual(['BT3-066']);
    expectText('BT3-067', ['up to 3', '《Android》']);
  });

  it('BT3-068 Stouthearted Android 16: green 《Android》 Leader at 4 life: the opponent discards 1, +10000 combo power', () => {
    const s = scenario({ leader: 'BT2-068', life: 4, hand: ['BT3-068'] }, { hand: [V.red] });
    attack(s, 'leader');
    combo(s, 'BT3-068');
    choose(s, V.red); // the opponent chooses the card
    expect(codes(s.players[1].drop)).toEqual([V.red]);
    expect(comboPowerOf(s.players[0].combo[0], s)).toBe(10000);
    const t = scenario({ leader: 'BT2-069', life: 4, hand: ['BT3-068'] }, { hand: [V.red] });
    attack(t, 'leader');
    combo(t, 'BT3-068');
    expect(codes(t.players[1].hand)).toEqual([V.red]); // a <Son Gohan> Leader is no 《Android》
    expectText('BT3-068', ['green 《Android》', 'life is at 4 or less', '+10000 combo power']);
  });

  it('BT3-079 To Save a Hopeful Future: a green Battle card of cost 5 or less from the Drop is played', () => {
    const s = scenario({ hand: ['BT3-079'], energy: en('green', 4), drop: [V.green, 'BT1-073', V.red] }, {});
    activate(s, 'BT3-079', { from: 'hand' });
    expect(offered(s)).toEqual([V.green]);
    choose(s, V.green);
    expect(codes(s.players[0].battle)).toEqual([V.green]);
    expectText('BT3-079', ['green Battle card', 'energy cost of 5 or less', 'Drop Area']);
  });

  it('BT3-080 Create Android: with an 《Android》 Leader, draw 2 then discard 1; with another Leader, nothing', () => {
    const s = scenario(
      { leader: 'BT2-068', hand: ['BT3-080'], energy: en('green', 1), deck: [V.red, V.blue, V.yellow] },
      {},
    );
    activate(s, 'BT3-080', { from: 'hand' });
    choose(s, V.red);
    expect(codes(s.players[0].hand)).toEqual([V.blue]);
    expect(codes(s.players[0].drop)).toContain(V.red);
    const t = scenario({ hand: ['BT3-080'], energy: en('green', 1) }, {});
    activate(t, 'BT3-080', { from: 'hand' });
    expect(t.players[0].hand).toHaveLength(0);
    expectText('BT3-080', ['《Android》', 'draw 2', '1 card from your hand']);
  });
});

describe('BT3 yellow (h16f)', () => {
  it('BT3-087 Gine, Family of Justice: free to play with <Bardock> in play; not without', () => {
    expect(canPlay(scenario({ leader: 'BT3-082', hand: ['BT3-087'] }, {}), 'BT3-087')).toBe(true);
    expect(canPlay(scenario({ hand: ['BT3-087'] }, {}), 'BT3-087')).toBe(false);
    expectText('BT3-087', ['<Bardock>', 'without paying']);
  });
  it('BT3-097 Unwavering Solidarity Tora: free with 2 opponent Battle cards in Rest Mode; not with 1', () => {
    const two = scenario({ hand: ['BT3-097'] }, { battle: [rested(V.red), rested(V.red)] });
    expect(canPlay(two, 'BT3-097')).toBe(true);
    const one = scenario({ hand: ['BT3-097'] }, { battle: [rested(V.red), V.red] });
    expect(canPlay(one, 'BT3-097')).toBe(false);
    expectText('BT3-097', ['2 or more Battle cards in Rest Mode', 'without paying']);
  });

  it('BT3-100 Unwavering Solidarity Shugesh: yellow Leader at 4 life: +10000 combo, a 《Saiyan》 of cost 3 or less played', () => {
    const s = scenario({ leader: 'BT3-082', life: 4, hand: ['BT3-100', 'BT3-101', 'BT1-086'] }, {});
    attack(s, 'leader');
    combo(s, 'BT3-100');
    expect(offered(s).sort()).toEqual([V.blue, 'BT3-101']); // with the Goten the Leader drew; Frieza is no Saiyan
    choose(s, 'BT3-101');
    settle(s);
    expect(codes(s.players[0].battle)).toEqual(['BT3-101']);
    const t = scenario({ leader: 'BT3-082', life: 5, hand: ['BT3-100', 'BT3-101'] }, {});
    attack(t, 'leader');
    combo(t, 'BT3-100');
    expect(t.players[0].battle).toHaveLength(0);
    expectText('BT3-100', ['yellow', '+10000 combo power', '《Saiyan》', 'energy cost of 3 or less']);
  });

  it('BT3-101 Unwavering Solidarity Borgos: an opponent Battle card in Rest Mode stays rested through their next Charge Phase', () => {
    const s = scenario({ hand: ['BT3-101'], energy: en('yellow', 2) }, { battle: [rested(V.red), rested(V.blue)] });
    play(s, 'BT3-101');
    expect(offered(s)).toEqual([V.red, V.blue]);
    choose(s, V.red);
    endTurn(s);
    expect(battleCard(s, 1, V.red).rested).toBe(true);
    expect(battleCard(s, 1, V.blue).rested).toBe(false); // positive control: the other stood
    expectText('BT3-101', ['Rest Mode', 'next Charge Phase']);
  });

  it('BT3-102 Nappa, Vegeta’s Attendant: attacking, +10000 if the opponent has a Battle card in Rest Mode; not otherwise', () => {
    const s = scenario({ battle: ['BT3-102'] }, { battle: [rested(V.red)] });
    declare(s, 'BT3-102');
    settle(s);
    expect(power(s, 0, battleCard(s, 0, 'BT3-102'))).toBe(25000);
    const t = scenario({ battle: ['BT3-102'] }, { battle: [V.red] });
    declare(t, 'BT3-102');
    settle(t);
    expect(power(t, 0, battleCard(t, 0, 'BT3-102'))).toBe(15000);
    expectText('BT3-102', ['Rest Mode', '+10000']);
  });
});

describe('BT3 black (h16f)', () => {
  it('BT3-115 Towa, Space Time Unleashed: a <Mira> among the top 7 to hand', () => {
    const s = scenario({ hand: ['BT3-115'], energy: en('red', 1), deck: [V.red, 'BT3-117', V.blue] }, {});
    play(s, 'BT3-115');
    expect(offered(s)).toEqual(['BT3-117']);
    choose(s, 'BT3-117');
    settle(s);
    expect(codes(s.players[0].hand)).toEqual(['BT3-117']);
    expectText('BT3-115', ['up to 7', '<Mira> or <Masked Saiyan>']);
  });

  it('BT3-110 Awakened Warrior Bardock: played with [Over Realm 4] (DBS 10-15), [Double Strike] for the turn', () => {
    const s = scenario({ hand: ['BT3-110'], drop: [V.red, V.red, V.red, V.red] }, {});
    activate(s, 'BT3-110', { from: 'hand' });
    expect(codes(s.players[0].warp)).toHaveLength(4);
    expect(hasKeyword(s, 0, battleCard(s, 0, 'BT3-110'), 'doubleStrike')).toBe(true);
    expectText('BT3-110', ['[Over Realm 4]', 'using [Over Realm]', '[Double Strike]']);
  });
  it('BT3-110: played by paying its energy cost, no [Double Strike]; with 3 cards in the Drop no [Over Realm]', () => {
    const s = scenario({ hand: ['BT3-110'], energy: en('red', 4) }, {});
    play(s, 'BT3-110');
    expect(hasKeyword(s, 0, battleCard(s, 0, 'BT3-110'), 'doubleStrike')).toBe(false);
    const t = scenario({ hand: ['BT3-110'], drop: [V.red, V.red, V.red] }, {});
    expect(canActivate(t, 'BT3-110', 'hand')).toBe(false);
  });

  it('BT3-117 Relentless Destruction Mira: played with [Over Realm 3], the opponent discards 1; played for energy, not', () => {
    const s = scenario({ hand: ['BT3-117'], drop: [V.red, V.red, V.red] }, { hand: [V.blue] });
    activate(s, 'BT3-117', { from: 'hand' });
    choose(s, V.blue); // the opponent chooses
    expect(codes(s.players[1].drop)).toEqual([V.blue]);
    const t = scenario({ hand: ['BT3-117'], energy: en('red', 3) }, { hand: [V.blue] });
    play(t, 'BT3-117');
    expect(codes(t.players[1].hand)).toEqual([V.blue]);
    expectText('BT3-117', ['[Over Realm 3]', 'using [Over Realm]', 'Your opponent chooses 1 card']);
  });
});
