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
  evolve,
  no,
  expectText,
  offered,
  options,
  pass,
  play,
  playThenDecline,
  power,
  prompt,
  refresh,
  rested,
  scenario,
  settle,
  V,
  yes,
  counter,
} from './helpers.ts';

const leaderPower = (s: DBSState, seat: 0 | 1 = 0): number => power(s, seat, s.players[seat].leader[0]);

/** Open the counter timing's [Counter] of `c` (the defender's), then let the battle run out. */
function counterWith(s: DBSState, c: string): void {
  settle0(s);
  counter(s, c);
  untilAsked(s);
}
/** Stop at the defender's counter timing (routine decisions other than it are answered). */
function settle0(s: DBSState): void {
  for (let i = 0; i < 20 && s.decision && prompt(s) !== 'dbs.counterTiming'; i++) settle(s);
}

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

describe('BT3 [EX-Evolve] with costs besides energy (h16f, DBS 10-5)', () => {
  it('BT3-003 Victorious Fist SS3 Son Goku: [EX-Evolve] (R) and 1 hand card to the Drop, onto a red <Son Goku: GT> of cost 5+', () => {
    const s = scenario({ hand: ['BT3-003', V.red], battle: ['BT3-004', 'BT3-006'], energy: en('red', 1) }, {});
    const onto = options(s).filter((o) => o.t === 'activate' && (o as { from?: string }).from === 'hand');
    expect(onto).toHaveLength(1); // BT3-006 (cost 1) is no base
    evolve(s, 'BT3-003', ['BT3-004']);
    choose(s, V.red); // the hand card paid
    expect(codes(s.players[0].drop)).toEqual([V.red]);
    expect(codes(battleCard(s, 0, 'BT3-003').under)).toEqual(['BT3-004']);
    expect(s.players[0].energy.every((c) => c.rested)).toBe(true);
    expectText('BT3-003', ['[EX-Evolve] (R), Place 1 card from your hand', 'red <Son Goku: GT>', '5 or more']);
  });
  it('BT3-003: with no other hand card the [EX-Evolve] is not offered', () => {
    const s = scenario({ hand: ['BT3-003'], battle: ['BT3-004'], energy: en('red', 1) }, {});
    expect(options(s).some((o) => o.t === 'activate' && (o as { from?: string }).from === 'hand')).toBe(false);
    const t = scenario({ hand: ['BT3-003', V.red], battle: ['BT3-004'], energy: en('red', 1) }, {});
    expect(t.decision!.options.some((o) => o.t === 'activate' && (o as { from?: string }).from === 'hand')).toBe(true);
  });
  it('BT3-003: once per turn, attacking, it stands and gets +5000', () => {
    const s = scenario({ battle: ['BT3-003'] }, {});
    declare(s, 'BT3-003');
    settle(s);
    const c = battleCard(s, 0, 'BT3-003');
    expect(c.rested).toBe(false);
    expect(power(s, 0, c)).toBe(30000);
    untilAsked(s);
    declare(s, 'BT3-003');
    settle(s);
    expect(battleCard(s, 0, 'BT3-003').rested).toBe(true); // [Once per Turn]
    expectText('BT3-003', ['[Once per Turn]', 'Active Mode', '+5000']);
  });

  it('BT3-047 The Ultimate Evil, Majin Buu: (B) and 2 hand cards; evolved into, Active and +30000', () => {
    const s = scenario({ hand: ['BT3-047', V.red, V.red], battle: [rested('BT2-027')], energy: en('blue', 1) }, {});
    evolve(s, 'BT3-047', ['BT2-027']);
    choose(s, V.red);
    choose(s, V.red);
    settle(s);
    const c = battleCard(s, 0, 'BT3-047');
    expect(c.rested).toBe(false);
    expect(power(s, 0, c)).toBe(60000);
    expectText('BT3-047', ['Place 2 cards from your hand', '<Majin Buu>', '+30000']);
  });

  it('BT3-057 Finishing Spirit Bomb Son Goku: attacking, up to 3 green Battle cards from the Drop combo', () => {
    const s = scenario({ battle: ['BT3-057'], drop: [V.green, V.green, 'BT1-060', V.red] }, {});
    declare(s, 'BT3-057');
    settle(s);
    expect(offered(s).sort()).toEqual(['BT1-060', V.green]); // identical copies are one choice; Hit is red
    choose(s, V.green);
    choose(s, V.green);
    choose(s, 'BT1-060');
    settle(s);
    expect(codes(s.players[0].combo).sort()).toEqual(['BT1-060', V.green, V.green].sort());
    expectText('BT3-057', ['[EX-Evolve] (G)', 'up to 3 green Battle cards', 'combo']);
  });

  it('BT3-059 Indomitable Spirit SSB Son Goku: [EX-Evolve] for no cost onto a green <Son Goku> of cost 5+; Active at your turn’s end', () => {
    const s = scenario({ hand: ['BT3-059'], battle: ['BT1-059'] }, {});
    evolve(s, 'BT3-059', ['BT1-059']);
    expect(codes(battleCard(s, 0, 'BT3-059').under)).toEqual(['BT1-059']);
    battleCard(s, 0, 'BT3-059').rested = true;
    endTurn(s);
    expect(battleCard(s, 0, 'BT3-059').rested).toBe(false);
    const t = scenario({ hand: ['BT3-059'], battle: ['BT1-060'] }, {}); // a cost-2 <Son Goku>
    expect(t.decision!.options.some((o) => o.t === 'activate')).toBe(false);
    expectText('BT3-059', ['[EX-Evolve] : green <Son Goku>', 'end of your turn', 'Active Mode']);
  });

  it('BT3-060 Dauntless Spirit SSB Vegeta: dealing damage, 1 hand card to the Drop gives [Critical]', () => {
    const s = scenario({ battle: ['BT3-060'], hand: [V.red] }, { life: 3 });
    declare(s, 'BT3-060');
    untilAsked(s);
    expect(prompt(s)).toBe('dbs.may');
    yes(s);
    choose(s, V.red);
    untilAsked(s);
    expect(s.players[1].life).toHaveLength(1); // [Double Strike]
    expect(s.players[1].drop).toHaveLength(2); // [Critical]: the damage went to the Drop
    expectText('BT3-060', ['[EX-Evolve] (G), Place 1 card', '<Vegeta>', '3 or more', '[Critical]']);
  });
  it('BT3-060: declined, the damage goes to the hand as usual', () => {
    const s = scenario({ battle: ['BT3-060'], hand: [V.red] }, { life: 3 });
    declare(s, 'BT3-060');
    untilAsked(s);
    no(s);
    untilAsked(s);
    expect(s.players[1].hand).toHaveLength(2);
    expect(s.players[1].drop).toHaveLength(0);
  });

  it('BT3-123 Hyper Evolution SS4 Son Goku: attacking, +5000; at 60000 or more, 1 damage to the opponent', () => {
    const s = scenario({ battle: ['BT3-123'] }, {});
    battleCard(s, 0, 'BT3-123').mods.push({ stat: 'power', n: 15000, until: 'turn' } as never);
    declare(s, 'BT3-123');
    settle(s);
    expect(s.players[1].hand).toHaveLength(1); // 40000 + 15000 + 5000 = 60000
    const t = scenario({ battle: ['BT3-123'] }, {});
    declare(t, 'BT3-123');
    settle(t);
    expect(power(t, 0, battleCard(t, 0, 'BT3-123'))).toBe(45000);
    expect(t.players[1].hand).toHaveLength(0);
    expectText('BT3-123', ['+5000', '60000 or more', 'inflict 1 damage']);
  });
  it('BT3-123: 2 red hand cards to the Drop: Active Mode; with 1 red and 1 blue, not offered', () => {
    const s = scenario({ battle: [rested('BT3-123')], hand: [V.red, V.red] }, {});
    activate(s, 'BT3-123');
    choose(s, V.red);
    choose(s, V.red);
    expect(battleCard(s, 0, 'BT3-123').rested).toBe(false);
    expect(canActivate(scenario({ battle: [rested('BT3-123')], hand: [V.red, V.blue] }, {}), 'BT3-123')).toBe(false);
    expectText('BT3-123', ['[EX-Evolve] (R), Place 2 cards', '6 or more', 'Place 2 red cards']);
  });
});

describe('BT3 more (h16f)', () => {
  it('BT3-008 Fearless Pan: played, your other red Battle cards and red Leader get +5000 and [Double Strike]', () => {
    const s = scenario({ leader: 'BT3-002', hand: ['BT3-008'], battle: [V.red, V.blue], energy: en('red', 3) }, {});
    play(s, 'BT3-008');
    expect(power(s, 0, battleCard(s, 0, V.red))).toBe(20000);
    expect(hasKeyword(s, 0, battleCard(s, 0, V.red), 'doubleStrike')).toBe(true);
    expect(power(s, 0, battleCard(s, 0, V.blue))).toBe(15000);
    expect(power(s, 0, battleCard(s, 0, 'BT3-008'))).toBe(15000);
    expect(leaderPower(s)).toBe(15000);
    const t = scenario({ hand: ['BT3-008'], energy: en('red', 3) }, {}); // a blue Leader
    play(t, 'BT3-008');
    expect(leaderPower(t)).toBe(10000);
    expectText('BT3-008', ['other red Battle cards', '+5000', '[Double Strike]', 'Leader Card is red']);
  });

  it('BT3-010 Reliable Trunks: played, draw 1 and up to 1 red Leader or Battle card +5000', () => {
    const s = scenario({ leader: 'BT3-002', hand: ['BT3-010'], battle: [V.blue], energy: en('red', 4) }, {});
    play(s, 'BT3-010');
    expect(offered(s).sort()).toEqual(['BT3-002', 'BT3-010']); // the blue Goten is not red
    choose(s, 'BT3-002');
    expect(leaderPower(s)).toBe(15000);
    expect(s.players[0].hand).toHaveLength(1);
    expectText('BT3-010', ['[Evolve] (R)(R)', '<Trunks: GT>', 'Draw 1', '+5000']);
  });

  it('BT3-027 Unending Awakening: negate the attack, and a red 《Saiyan》 Leader +5000; another Leader gets nothing', () => {
    const s = scenario(
      { leader: 'BT2-002', hand: ['BT3-027'], energy: en('red', 1) },
      { battle: [V.red] },
      { turnPlayer: 1 },
    );
    declare(s, V.red);
    counterWith(s, 'BT3-027');
    expect(leaderPower(s)).toBe(15000);
    expect(s.players[0].hand).toHaveLength(0);
    const t = scenario(
      { leader: 'BT3-002', hand: ['BT3-027'], energy: en('red', 1) },
      { battle: [V.red] },
      { turnPlayer: 1 },
    );
    declare(t, V.red);
    counterWith(t, 'BT3-027');
    expect(leaderPower(t)).toBe(10000); // Dr. Myuu is no Saiyan
    expectText('BT3-027', ['Negate the attack', 'red 《Saiyan》', '+5000']);
  });

  it('BT3-036 Final Explosion Vegeta: after its attack, to the deck bottom, then KO cards of total cost 5 or less', () => {
    const s = scenario({ battle: ['BT3-036'] }, { battle: [V.red, 'BT3-040', 'BT1-004'] });
    declare(s, 'BT3-036');
    untilAsked(s);
    expect(s.players[0].deck[0].code).toBe('BT3-036');
    choose(s, V.red);
    choose(s, 'BT3-040');
    untilAsked(s);
    if (prompt(s) === 'dbs.target') done(s);
    expect(codes(s.players[1].drop).sort()).toEqual(['BT3-040', V.red].sort());
    expectText('BT3-036', ['bottom', 'total energy cost of 5 or less']);
  });

  it('BT3-086 Striker Bardock: with a 《Saiyan》 Leader, 1 of the top 3 to hand, the rest to the Drop; with another, nothing', () => {
    const s = scenario(
      { leader: 'BT3-082', hand: ['BT3-086'], energy: en('yellow', 5), deck: [V.red, V.blue, V.yellow, V.green] },
      {},
    );
    play(s, 'BT3-086');
    choose(s, V.yellow);
    settle(s);
    expect(codes(s.players[0].hand)).toEqual([V.yellow]);
    expect(codes(s.players[0].drop).sort()).toEqual([V.blue, V.red].sort());
    const t = playThenDecline({ leader: 'BT3-002', hand: ['BT3-086'], energy: en('yellow', 5) }, {}, 'BT3-086', 'none');
    expect(t.players[0].hand).toHaveLength(0);
    expectText('BT3-086', ['《Saiyan》', 'up to 3', 'Drop Area']);
  });

  it('BT3-120 Haru Haru: up to 2 top cards to the Drop; against a green or yellow Leader, up to 4 energy stand', () => {
    const s = scenario({ hand: ['BT3-120'], energy: en('red', 3) }, { leader: 'BT3-082' });
    play(s, 'BT3-120');
    yes(s);
    yes(s);
    expect(s.players[0].drop).toHaveLength(2);
    expect(offered(s)).toEqual([V.red, V.red, V.red]); // the rested energy
    choose(s, V.red);
    choose(s, V.red);
    choose(s, V.red);
    settle(s);
    expect(s.players[0].energy.every((c) => !c.rested)).toBe(true);
    const t = scenario({ hand: ['BT3-120'], energy: en('red', 3) }, { leader: 'BT3-002' }); // a red Leader
    play(t, 'BT3-120');
    no(t);
    expect(prompt(t)).toBe('dbs.main'); // nothing asked: the energy stays rested
    expect(t.players[0].energy.every((c) => c.rested)).toBe(true);
    expectText('BT3-120', ['up to 2 cards from the top', 'green card, or yellow card', 'up to 4']);
  });
});

/** Cards in `seat`'s Warp (the scenario has no Warp of its own). */
function warp(s: DBSState, seat: 0 | 1, cards: string[]): void {
  for (const code of cards)
    s.players[seat].warp.push({
      id: s.nextId++,
      code,
      owner: seat,
      rested: false,
      flipped: false,
      mods: [],
      under: [],
    });
  refresh(s);
}

describe('BT3 and the Warp (h16f, DBS 10-19-3)', () => {
  it('BT3-107 Mira: attacking, the top 2 to the Drop; a green or yellow card there or in battle draws 1; red ones do not', () => {
    const s = scenario({ leader: 'BT3-107', deck: [V.green, V.red, V.red] }, {});
    attack(s, 'leader');
    expect(codes(s.players[0].drop).sort()).toEqual([V.green, V.red].sort());
    expect(s.players[0].hand).toHaveLength(1);
    const t = scenario({ leader: 'BT3-107', deck: [V.red, V.red, V.red] }, {});
    attack(t, 'leader');
    expect(t.players[0].hand).toHaveLength(0);
    expectText('BT3-107', ['top 2 cards', 'green card, or yellow card', 'Battle Area or Drop Area', 'Warp']);
  });
  it('BT3-107 Mira: [Awaken] at 4 life takes up to 1 card back from the Warp', () => {
    const s = scenario({ leader: 'BT3-107', life: 4 }, {});
    warp(s, 0, [V.red]);
    awaken(s);
    choose(s, V.red);
    settle(s);
    expect(codes(s.players[0].hand)).toEqual([V.red]);
    expect(s.players[0].leader[0].flipped).toBe(true);
  });
  it('BT3-107 Dark Warrior Mira (back): [Critical] with 5 cards in the Warp, not with 4; once per turn up to 2 top cards to the Drop', () => {
    const s = scenario({ leader: { code: 'BT3-107', flipped: true } }, {});
    warp(s, 0, [V.red, V.red, V.red, V.red]);
    expect(hasKeyword(s, 0, s.players[0].leader[0], 'critical')).toBe(false);
    warp(s, 0, [V.red]);
    expect(hasKeyword(s, 0, s.players[0].leader[0], 'critical')).toBe(true);
    activate(s, 'BT3-107');
    yes(s);
    yes(s);
    expect(s.players[0].drop).toHaveLength(2);
    expect(canActivate(s, 'BT3-107')).toBe(false);
    expectText('BT3-107', ['5 or more cards in your Warp', '[Critical]', 'up to 2'], true);
  });

  it('BT3-111 Trunks, Power Overseeing Time: [Over Realm 4] (2); so played, a Battle card from the Warp to hand', () => {
    const s = scenario({ hand: ['BT3-111'], drop: [V.red, V.red, V.red, V.red], energy: en('red', 2) }, {});
    warp(s, 0, ['BT3-027', V.blue]);
    activate(s, 'BT3-111', { from: 'hand' });
    expect(offered(s).sort()).toEqual([V.red, V.blue]); // the Extra card is no Battle card; the Hits came with [Over Realm]
    choose(s, V.blue);
    expect(codes(s.players[0].hand)).toEqual([V.blue]);
    expect(s.players[0].energy.every((c) => c.rested)).toBe(true);
    expectText('BT3-111', ['[Over Realm 4] (2)', 'Battle card in your Warp']);
  });

  it('BT3-113 Supreme Kai of Time: combo’d with 5 cards in the Warp, draw 1 and +10000 combo power; with 4, nothing', () => {
    const s = scenario({ hand: ['BT3-113'] }, {});
    warp(s, 0, [V.red, V.red, V.red, V.red, V.red]);
    attack(s, 'leader');
    combo(s, 'BT3-113');
    expect(s.players[0].hand).toHaveLength(1);
    expect(comboPowerOf(s.players[0].combo[0], s)).toBe(10000);
    const t = scenario({ hand: ['BT3-113'] }, {});
    warp(t, 0, [V.red, V.red, V.red, V.red]);
    attack(t, 'leader');
    combo(t, 'BT3-113');
    expect(t.players[0].hand).toHaveLength(0);
    expectText('BT3-113', ['5 or more cards in your Warp', 'Draw 1', '+10000 combo power']);
  });

  it('BT3-119 Shun Shun: attacked by a red Leader’s player, +15000; by a yellow one’s, not', () => {
    const s = scenario({ battle: [rested('BT3-119')] }, { leader: 'BT3-002', battle: ['BT1-004'] }, { turnPlayer: 1 });
    declare(s, 'BT1-004', 'BT3-119');
    settle(s);
    expect(power(s, 0, battleCard(s, 0, 'BT3-119'))).toBe(30000);
    const t = scenario({ battle: [rested('BT3-119')] }, { leader: 'BT3-082', battle: ['BT1-004'] }, { turnPlayer: 1 });
    declare(t, 'BT1-004', 'BT3-119');
    settle(t);
    expect(power(t, 0, battleCard(t, 0, 'BT3-119'))).toBe(15000);
    expectText('BT3-119', [
      'up to 2 cards from the top',
      'When this card is attacked',
      'red card, or blue card',
      '+15000',
    ]);
  });
  it('BT3-119: played, up to 2 top cards to the Drop, one at a time', () => {
    const s = scenario({ hand: ['BT3-119'], energy: en('red', 3) }, {});
    play(s, 'BT3-119');
    yes(s);
    no(s);
    expect(s.players[0].drop).toHaveLength(1);
  });
});

describe('BT3 batch 4 (h16f)', () => {
  it('BT3-015 Bodyguard Ledgic: free while the opponent has a Battle card and you have none; not once you have one', () => {
    expect(canPlay(scenario({ hand: ['BT3-015'] }, { battle: [V.red] }), 'BT3-015')).toBe(true);
    expect(canPlay(scenario({ hand: ['BT3-015'], battle: [V.blue] }, { battle: [V.red] }), 'BT3-015')).toBe(false);
    expect(canPlay(scenario({ hand: ['BT3-015'] }, {}), 'BT3-015')).toBe(false);
    expectText('BT3-015', ['1 or more Battle cards', 'you have no Battle cards', 'without paying']);
  });

  it('BT3-072 Combination Attack Android 14: combo’d on your turn with an 《Android》 Leader, the opponent KOs 1 of theirs', () => {
    const s = scenario(
      { leader: 'BT2-068', hand: ['BT3-072'], energy: en('green', 1) },
      { battle: [V.red, 'BT3-038'] },
    );
    attack(s, 'leader');
    no(s); // BT3-038 does not block
    combo(s, 'BT3-072');
    expect(s.decision!.seat).toBe(1); // the opponent chooses, even their [Barrier] card
    expect(offered(s).sort()).toEqual(['BT3-038', V.red].sort());
    choose(s, 'BT3-038');
    expect(codes(s.players[1].drop)).toEqual(['BT3-038']);
    expectText('BT3-072', ['your turn', '《Android》', 'Your opponent chooses 1 of their Battle Cards and KO-s it']);
  });
  it('BT3-072: with a Leader that is no 《Android》, or on the opponent’s turn, nothing', () => {
    const s = scenario({ leader: 'BT2-069', hand: ['BT3-072'], energy: en('green', 1) }, { battle: [V.red] });
    attack(s, 'leader');
    combo(s, 'BT3-072');
    expect(s.players[1].battle).toHaveLength(1);
    const t = scenario(
      { leader: 'BT2-068', hand: ['BT3-072'], energy: en('green', 1) },
      { battle: [V.red] },
      { turnPlayer: 1 },
    );
    declare(t, V.red);
    settle(t);
    pass(t); // the opponent's Offence Step
    expect(prompt(t)).toBe('dbs.defence');
    combo(t, 'BT3-072');
    untilAsked(t);
    expect(codes(t.players[0].drop)).toContain('BT3-072');
    expect(t.players[1].battle).toHaveLength(1);
  });
});
