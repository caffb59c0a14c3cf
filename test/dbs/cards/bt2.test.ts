// Card tests for the BT2 ("Union Force") cards of the built-in decks: each skill working, and doing
// nothing when its condition fails (skills: src/games/dbs/cards/abilities/bt2.ts; printed keywords come
// from data/dbs/cards.json). Where the engine differs from the printed card the test says what the card
// says and is marked `it.fails` with the reason.
import { describe, expect, it } from 'vitest';
import { coloursOf, comboPowerOf, hasKeyword } from '../../../src/games/dbs/characteristics.ts';
import { builtInDecks, DEFAULT_OPTIONS, expandDeck, validateDeck } from '../../../src/games/dbs/index.ts';
import type { DBSState } from '../../../src/games/dbs/state.ts';
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
  fromSetup,
  many,
  no,
  offered,
  options,
  play,
  playThenDecline,
  power,
  prompt,
  rested,
  refresh,
  scenario,
  settle,
  V,
  yes,
  zamasuNegatesAnAttack,
} from './helpers.ts';

const GOKU = 'BT1-033'; // blue <Son Goku>, 5000
const VEGETA = 'BT1-037'; // blue <Vegeta>, 15000
const BALL = 'BT2-031'; // Majin Buu's Sealed Ball
const ball = (under: number) => (s: DBSState) => {
  const b = battleCard(s, 0, BALL);
  for (let k = 0; k < under; k++) b.under.push({ ...b, id: 5000 + k, code: V.red, under: [], mods: [] });
};
const setLife = (s: DBSState, seat: 0 | 1, code: string) => s.players[seat].life.forEach((c) => (c.code = code));

describe('BT2 red cards', () => {
  it('BT2-001 Vegito: each <Son Goku> and <Vegeta> in all your areas is also red, blue and green', () => {
    const s = scenario({ leader: 'BT2-001', hand: ['SD1-04', V.yellow], battle: [VEGETA] }, {});
    expect(coloursOf(s, 0, s.players[0].hand[0])).toEqual(['red', 'blue', 'green']);
    expect(coloursOf(s, 0, battleCard(s, 0, VEGETA))).toEqual(['red', 'blue', 'green']);
    expect(coloursOf(s, 0, s.players[0].hand[1])).toEqual(['yellow']);
    expectText('BT2-001', ['Son Goku', 'Vegeta', 'red', 'green', 'Awaken']);
  });
  it('BT2-001 Vegito: attacking, up to 1 top card to the Drop; if red, +5000', () => {
    const s = scenario({ leader: 'BT2-001', deck: [V.red, V.blue] }, {});
    attack(s, 'leader');
    yes(s);
    expect(codes(s.players[0].drop)).toEqual([V.red]);
    expect(power(s, 0, s.players[0].leader[0])).toBe(15000);
    expectText('BT2-001', ['5000', 'red']);
  });
  it('BT2-001 Vegito: a blue <Son Goku> milled this way is red too (its own [Permanent]), so +5000', () => {
    const s = scenario({ leader: 'BT2-001', deck: ['SD1-04', V.blue] }, {});
    attack(s, 'leader');
    yes(s);
    expect(power(s, 0, s.players[0].leader[0])).toBe(15000);
  });
  it('BT2-001 Vegito: a card that is not red gives nothing', () => {
    const s = scenario({ leader: 'BT2-001', deck: [V.yellow, V.blue] }, {});
    attack(s, 'leader');
    yes(s);
    expect(power(s, 0, s.players[0].leader[0])).toBe(10000);
  });
  it('BT2-001 Vegito (back): attacking, draw 1; with 10 <Son Goku>/<Vegeta> in the Drop, +5000 and [Double Strike]', () => {
    const s = scenario(
      { leader: { code: 'BT2-001', flipped: true }, drop: [...many(GOKU, 5), ...many(VEGETA, 5)] },
      {},
    );
    attack(s, 'leader');
    const l = s.players[0].leader[0];
    expect(s.players[0].hand).toHaveLength(1);
    expect(power(s, 0, l)).toBe(20000);
    expect(hasKeyword(s, 0, l, 'doubleStrike')).toBe(true);
    expectText('BT2-001', ['draw 1', /10/, '5000', 'Double Strike'], true);
  });
  it('BT2-001 Vegito (back): with 9 only the draw', () => {
    const s = scenario(
      { leader: { code: 'BT2-001', flipped: true }, drop: [...many(GOKU, 5), ...many(VEGETA, 4)] },
      {},
    );
    attack(s, 'leader');
    expect(s.players[0].hand).toHaveLength(1);
    expect(power(s, 0, s.players[0].leader[0])).toBe(15000);
  });

  it('BT2-003 Babidi: placed in the Leader Area, {Majin Buu’s Sealed Ball} from the deck to the Battle Area in Active Mode', () => {
    const s = fromSetup('BT2-003', [BALL]);
    while (prompt(s) === 'dbs.search' && s.decision!.seat === 0) choose(s, BALL);
    expect(s.players[0].battle.map((c) => [c.code, c.rested])).toEqual([[BALL, false]]);
    expectText('BT2-003', ["Majin Buu's Sealed Ball", /6 or less/]);
  });
  it('BT2-003 Babidi: no Sealed Ball in the deck, nothing; [Awaken] at 6 life but not 7', () => {
    const s = fromSetup('BT2-003', []);
    // The skill did trigger: its search shows the deck, with no Sealed Ball to take.
    expect(prompt(s)).toBe('dbs.search');
    expect(s.decision!.seat).toBe(0);
    expect(options(s)).toEqual([{ t: 'done' }]);
    done(s);
    expect(s.players[0].battle).toHaveLength(0);
    expect(canActivate(scenario({ leader: 'BT2-003', life: 6 }, {}), 'BT2-003', 'leader')).toBe(true);
    expect(canActivate(scenario({ leader: 'BT2-003', life: 7 }, {}), 'BT2-003', 'leader')).toBe(false);
  });
  it('BT2-003 Babidi (back): once per turn +5000 to 1 Battle card; once per turn when your Battle cards attack, draw 1 and up to 1 card under the Sealed Ball', () => {
    const s = scenario({ leader: { code: 'BT2-003', flipped: true }, battle: [V.red, V.red, BALL] }, {});
    activate(s, 'BT2-003', { from: 'leader' });
    choose(s, V.red);
    expect(power(s, 0, s.players[0].battle[0])).toBe(20000);
    expect(canActivate(s, 'BT2-003', 'leader')).toBe(false);
    attack(s, V.red);
    expect(s.players[0].hand).toHaveLength(1);
    yes(s);
    expect(battleCard(s, 0, BALL).under).toHaveLength(1);
    finishBattle(s);
    attack(s, V.red);
    expect(s.players[0].hand).toHaveLength(1); // once per turn
    expectText('BT2-003', ['5000', 'draw 1', "Majin Buu's Sealed Ball"], true);
  });
  it('BT2-003 Babidi (back): the Leader attacking is not a Battle card attacking', () => {
    const s = scenario({ leader: { code: 'BT2-003', flipped: true }, battle: [BALL] }, {});
    attack(s, 'leader');
    expect(s.players[0].hand).toHaveLength(0);
  });

  it('BT2-006 Miraculous Comeback Ultimate Gohan: with 3 or fewer other cards in hand it costs 4 less', () => {
    const s = scenario({ hand: ['BT2-006', V.red, V.red, V.red], energy: en('red', 2) }, {});
    expect(canPlay(s, 'BT2-006')).toBe(true);
    expectText('BT2-006', [/3 or less/, /4/, 'Double Strike', /2 damage/]);
  });
  it('BT2-006 Miraculous Comeback Ultimate Gohan: with 4 other cards it costs 6', () => {
    const s = scenario({ hand: ['BT2-006', V.red, V.red, V.red, V.blue], energy: en('red', 2) }, {});
    expect(canPlay(s, 'BT2-006')).toBe(false);
  });
  it('BT2-006 Miraculous Comeback Ultimate Gohan: when it KOs a Battle card, 2 damage to the opponent', () => {
    const s = scenario({ battle: ['BT2-006'] }, { battle: [rested(V.red)] });
    attack(s, 'BT2-006', V.red);
    finishBattle(s);
    expect(s.players[1].drop).toHaveLength(1);
    expect(s.players[1].life).toHaveLength(6);
    const t = scenario({ battle: ['BT2-006'] }, { battle: [rested('BT2-057')] });
    attack(t, 'BT2-006', 'BT2-057');
    finishBattle(t);
    expect(t.players[1].life).toHaveLength(8); // nothing KO'd, no damage
  });

  it('BT2-009 Ultimate Evil Dark Prince Vegeta: when it KOs a Battle card, cards go under the Sealed Ball until there are 5', () => {
    const s = scenario({ battle: ['BT2-009', BALL], deck: many(V.blue, 10) }, { battle: [rested(V.red)] });
    ball(2)(s);
    attack(s, 'BT2-009', V.red);
    finishBattle(s);
    // Five under: the Sealed Ball's own skill then sends it (and them) to the Drop.
    expect(codes(s.players[0].drop).filter((c) => c === V.blue)).toHaveLength(3);
    expect(codes(s.players[0].drop)).toContain(BALL);
    expectText('BT2-009', ["Majin Buu's Sealed Ball", /5/]);
  });
  it('BT2-009 Ultimate Evil Dark Prince Vegeta: attacking the Leader (no KO), nothing goes under', () => {
    const s = scenario({ battle: ['BT2-009', BALL] }, {});
    attack(s, 'BT2-009');
    finishBattle(s);
    expect(battleCard(s, 0, BALL).under).toHaveLength(0);
  });

  it('BT2-010 Double Shot Super Saiyan 2 Vegeta: combo’d from hand with a red Leader, it is played in Rest Mode after the battle', () => {
    const s = comboFromHand(
      { leader: 'BT2-001', battle: [V.red], hand: ['BT2-010'], energy: en('red', 1) },
      V.red,
      'BT2-010',
    );
    expect(battleCard(s, 0, 'BT2-010').rested).toBe(true);
    expectText('BT2-010', ['red', 'Rest']);
  });
  it('BT2-010 Double Shot Super Saiyan 2 Vegeta: with a blue Leader it stays in the Drop', () => {
    const s = comboFromHand({ battle: [V.red], hand: ['BT2-010'], energy: en('red', 1) }, V.red, 'BT2-010');
    expect(codes(s.players[0].drop)).toContain('BT2-010');
  });

  it('BT2-012 Repeated Force Vegito: DBS 10-13-4-4 [Union-Potara] (5) Active on top of <Son Goku> and <Vegeta>; attacking, +5000 per <Son Goku>/<Vegeta> in the Drop', () => {
    const s = scenario(
      { hand: ['BT2-012'], battle: [rested(GOKU), VEGETA], energy: en('red', 5), drop: [GOKU, VEGETA, V.red] },
      {},
    );
    evolve(s, 'BT2-012', [GOKU, VEGETA]);
    const v = battleCard(s, 0, 'BT2-012');
    expect(v.rested).toBe(false); // DBS 10-13-4-4
    expect(codes(v.under).sort()).toEqual([GOKU, VEGETA].sort());
    attack(s, 'BT2-012');
    expect(power(s, 0, battleCard(s, 0, 'BT2-012'))).toBe(35000);
    expectText('BT2-012', ['Union-Potara', 'Son Goku', 'Vegeta', '5000', 'Triple Strike']);
  });
  it('BT2-012 Repeated Force Vegito: DBS 10-13-4-1 [Union-Potara] needs both a <Son Goku> and a <Vegeta>', () => {
    const s = scenario({ hand: ['BT2-012'], battle: [GOKU, GOKU], energy: en('red', 5) }, {});
    expect(canActivate(s, 'BT2-012', 'hand')).toBe(false);
  });

  it('BT2-013 Lightning Speed Vegito: attacks Active cards; after its attack, 10 cards to the Drop and [Evolve] into a 25000 <Vegito> from there', () => {
    const s = scenario(
      {
        hand: ['BT2-013'],
        battle: [GOKU, VEGETA],
        energy: en('red', 3),
        deck: [...many(V.blue, 5), 'BT2-012', ...many(V.blue, 8)],
      },
      { battle: [V.blue] },
    );
    evolve(s, 'BT2-013', [GOKU, VEGETA]);
    expect(canAttack(s, 'BT2-013', V.blue)).toBe(true);
    attack(s, 'BT2-013');
    finishBattle(s);
    expect(s.players[0].drop).toHaveLength(10);
    expect(offered(s)).toEqual(['BT2-012']);
    choose(s, 'BT2-012');
    const top = battleCard(s, 0, 'BT2-012');
    expect(top.rested).toBe(false);
    expect(top.under[0].code).toBe('BT2-013');
    expectText('BT2-013', ['Union-Potara', /10/, '25000', 'Vegito']);
  });
  it('BT2-013 Lightning Speed Vegito: no 25000 <Vegito> in the Drop, it stays', () => {
    const s = scenario({ battle: ['BT2-013'] }, {});
    attack(s, 'BT2-013');
    finishBattle(s);
    expect(s.players[0].drop).toHaveLength(10); // the skill ran: 10 cards went to the Drop, none a 25000 <Vegito>
    expect(prompt(s)).toBe('dbs.main');
    expect(battleCard(s, 0, 'BT2-013').rested).toBe(true);
  });

  it('BT2-014 Ghost Attack Super Saiyan 3 Gotenks: DBS 10-18-1 DBS 10-18-2 when played, 3 Ghost tokens of 15000; with 4 or fewer cards in hand they and this card have [Double Strike]', () => {
    const s = scenario({ hand: ['BT2-014'], energy: en('red', 5) }, {});
    play(s, 'BT2-014');
    const tokens = s.players[0].battle.filter((c) => c.token);
    expect(tokens).toHaveLength(3);
    for (const t of tokens) {
      expect(power(s, 0, t)).toBe(15000);
      expect(hasKeyword(s, 0, t, 'doubleStrike')).toBe(true);
    }
    expect(hasKeyword(s, 0, battleCard(s, 0, 'BT2-014'), 'doubleStrike')).toBe(true);
    expectText('BT2-014', ['Gotenks', /3/, '15000', 'Double Strike', /4 or less/]);
  });
  it('BT2-014 Ghost Attack Super Saiyan 3 Gotenks: with 5 cards in hand no [Double Strike]', () => {
    const s = scenario({ hand: ['BT2-014', ...many(V.red, 5)], energy: en('red', 5) }, {});
    play(s, 'BT2-014');
    expect(hasKeyword(s, 0, battleCard(s, 0, 'BT2-014'), 'doubleStrike')).toBe(false);
    expect(s.players[0].battle.filter((c) => c.token).some((t) => hasKeyword(s, 0, t, 'doubleStrike'))).toBe(false);
  });
  it('BT2-014 Ghost Attack Super Saiyan 3 Gotenks: [Evolve] (R)(R)(2) onto <Gotenks> with 2 red and 2 other energy', () => {
    const s = scenario({ hand: ['BT2-014'], battle: ['BT1-071'], energy: [...en('red', 2), ...en('blue', 2)] }, {});
    expect(canActivate(s, 'BT2-014', 'hand')).toBe(true);
  });

  it('BT2-023 Dabura, The Wizard’s Right Hand: in Rest Mode, the opponent cannot attack <Evil Wizard Babidi>', () => {
    const s = scenario({ leader: 'BT2-003', battle: [rested('BT2-023')] }, { battle: [V.red] }, { turnPlayer: 1 });
    expect(canAttack(s, V.red, 'leader')).toBe(false);
    expect(canAttack(s, V.red, 'BT2-023')).toBe(true);
    expectText('BT2-023', ['Rest', 'Evil Wizard Babidi']);
  });
  it('BT2-023 Dabura, The Wizard’s Right Hand: in Active Mode the Leader can be attacked', () => {
    const s = scenario({ leader: 'BT2-003', battle: ['BT2-023'] }, { battle: [V.red] }, { turnPlayer: 1 });
    expect(canAttack(s, V.red, 'leader')).toBe(true);
  });

  it('BT2-024 Attendants Spopovich and Yamu: attacking, up to 1 top card under the Sealed Ball', () => {
    const s = scenario({ battle: ['BT2-024', BALL] }, {});
    attack(s, 'BT2-024');
    yes(s);
    expect(battleCard(s, 0, BALL).under).toHaveLength(1);
    expectText('BT2-024', ["Majin Buu's Sealed Ball"]);
  });
  it('BT2-024 Attendants Spopovich and Yamu: no Sealed Ball, nothing', () => {
    const s = scenario({ battle: ['BT2-024'] }, {});
    attack(s, 'BT2-024');
    expect(prompt(s)).toBe('dbs.offence');
    expect(s.players[0].deck).toHaveLength(20);
  });

  it('BT2-025 Grand Evil Absorption Majin Buu: [Evolve] onto <Son Gohan: Adolescence>; once per turn choose it under this card: attack Active cards and gain its skills', () => {
    const s = scenario({ hand: ['BT2-025'], battle: ['BT2-006'], energy: en('red', 6) }, { battle: [V.blue] });
    evolve(s, 'BT2-025', ['BT2-006']);
    expect(canAttack(s, 'BT2-025', V.blue)).toBe(false);
    activate(s, 'BT2-025', { from: 'battle' });
    if (prompt(s) === 'dbs.cost.chooseUnder') choose(s, 'BT2-006');
    expect(canAttack(s, 'BT2-025', V.blue)).toBe(true);
    attack(s, 'BT2-025', V.blue);
    finishBattle(s);
    expect(s.players[1].life).toHaveLength(6); // Ultimate Gohan's "KO → 2 damage"
    expect(canActivate(s, 'BT2-025')).toBe(false);
    expectText('BT2-025', ['Son Gohan: Adolescence', 'Dual Attack', 'Active']);
  });
  it('BT2-025 Grand Evil Absorption Majin Buu: played from hand nothing is under it, so the skill cannot be activated', () => {
    const s = scenario({ hand: ['BT2-025'], energy: en('red', 7) }, {});
    play(s, 'BT2-025');
    expect(canActivate(s, 'BT2-025')).toBe(false);
  });

  it('BT2-026 Prodigy Absorption Majin Buu: with <Gotenks> under it and no card in the opponent’s Combo Area it cannot be KO’d', () => {
    const s = scenario({ hand: ['BT2-026'], battle: ['BT1-071'], energy: en('red', 5) }, { battle: ['BT2-025'] });
    evolve(s, 'BT2-026', ['BT1-071']);
    battleCard(s, 0, 'BT2-026').rested = true;
    endTurn(s);
    attack(s, 'BT2-025', 'BT2-026');
    finishBattle(s);
    expect(codes(s.players[0].battle)).toEqual(['BT2-026']);
    expectText('BT2-026', ['Gotenks', 'Combo Area', 'Double Strike']);
  });
  it('BT2-026 Prodigy Absorption Majin Buu: once the opponent combos, it is KO’d', () => {
    const s = scenario(
      { hand: ['BT2-026'], battle: ['BT1-071'], energy: en('red', 5) },
      { battle: ['BT2-025'], hand: [V.red] },
    );
    evolve(s, 'BT2-026', ['BT1-071']);
    battleCard(s, 0, 'BT2-026').rested = true;
    endTurn(s);
    attack(s, 'BT2-025', 'BT2-026');
    combo(s, V.red);
    finishBattle(s);
    expect(codes(s.players[0].drop)).toContain('BT2-026');
  });

  it('BT2-027 Awakening Evil Majin Buu: DBS 10-13-5-2 DBS 10-13-5-4 [Union-Absorb] a Battle card from hand under it: a <Majin Buu> of 25000+ from the deck on top', () => {
    const s = scenario({ battle: ['BT2-027'], hand: [V.red], deck: ['BT2-028', 'BT2-026', 'BT2-027'] }, {});
    activate(s, 'BT2-027', { from: 'battle' });
    if (prompt(s) === 'dbs.cost.handUnderThis') choose(s, V.red);
    expect(offered(s)).toEqual(['BT2-026']); // not 20000 Revived, not another Awakening Evil
    choose(s, 'BT2-026');
    const top = battleCard(s, 0, 'BT2-026');
    expect(codes(top.under)).toEqual(['BT2-027', V.red]);
    expectText('BT2-027', ['Union-Absorb', 'Majin Buu', '25000']);
  });
  it('BT2-027 Awakening Evil Majin Buu: [Evolve] (R)(R) onto a red <Majin Buu> only', () => {
    const s = scenario({ hand: ['BT2-027'], battle: ['BT2-028', 'BT1-047'], energy: en('red', 2) }, {});
    expect(options(s).filter((o) => o.t === 'activate' && (o as { onto?: number[] }).onto).length).toBe(1);
    evolve(s, 'BT2-027', ['BT2-028']);
    expect(battleCard(s, 0, 'BT2-027').under[0].code).toBe('BT2-028');
  });

  it('BT2-028 Majin Buu Revived: played with the Sealed Ball’s skill, 1 damage to the opponent', () => {
    const s = scenario({ battle: ['BT2-024', BALL], deck: [V.red, ...many(V.blue, 5), 'BT2-028'] }, {});
    ball(4)(s);
    attack(s, 'BT2-024');
    yes(s);
    expect(offered(s)).toEqual(['BT2-028']);
    choose(s, 'BT2-028');
    expect(codes(s.players[0].battle)).toContain('BT2-028');
    expect(s.players[1].life).toHaveLength(7);
    expectText('BT2-028', ["Majin Buu's Sealed Ball", /1 damage/, 'Double Strike']);
  });
  it('BT2-028 Majin Buu Revived: played from hand, no damage', () => {
    const s = scenario({ hand: ['BT2-028'], energy: en('red', 10) }, {});
    play(s, 'BT2-028');
    expect(s.players[1].life).toHaveLength(8);
  });

  it('BT2-030 Potara, The Kai’s Secret: discard a <Son Goku> and a <Vegeta> to play a <Vegito> of cost 6 or less from the deck', () => {
    const s = scenario({ hand: ['BT2-030', GOKU, VEGETA], energy: en('red', 4), deck: ['BT2-013', V.blue] }, {});
    activate(s, 'BT2-030', { from: 'hand' });
    for (let k = 0; k < 8 && prompt(s) !== 'dbs.main'; k++) {
      if (prompt(s) === 'dbs.deckOrDrop') {
        answer(s, { t: 'area', area: 'deck' } as never);
        continue;
      }
      const want = ['BT2-013', GOKU, VEGETA].find((c) => offered(s).includes(c));
      if (want) choose(s, want);
      else answer(s, options(s)[0]);
    }
    expect(codes(s.players[0].battle)).toEqual(['BT2-013']);
    expect(codes(s.players[0].drop)).toEqual(expect.arrayContaining([GOKU, VEGETA, 'BT2-030']));
  });

  it('BT2-031 Majin Buu’s Sealed Ball: [Field]; at 5 cards under it, it goes to the Drop and plays {Majin Buu Revived} from the deck', () => {
    const s = scenario({ battle: ['BT2-024', BALL], deck: [V.red, 'BT2-028'] }, {});
    ball(4)(s);
    attack(s, 'BT2-024');
    yes(s);
    expect(codes(s.players[0].drop)).toContain(BALL);
    choose(s, 'BT2-028');
    expect(codes(s.players[0].battle)).toContain('BT2-028');
    expectText('BT2-031', ['Field', /5/, 'Majin Buu Revived']);
  });
  it('BT2-031 Majin Buu’s Sealed Ball: at 4 cards under it nothing happens', () => {
    const s = scenario({ battle: ['BT2-024', BALL] }, {});
    ball(3)(s);
    attack(s, 'BT2-024');
    yes(s);
    expect(battleCard(s, 0, BALL).under).toHaveLength(4);
  });
});

describe('BT2 blue cards', () => {
  it('BT2-034 Fused Zamasu: once per turn, a Life card to the Drop; if it was blue, draw 1', () => {
    const s = scenario({ leader: 'BT2-034' }, {});
    activate(s, 'BT2-034', { from: 'leader' });
    expect(s.players[0].life).toHaveLength(7);
    expect(s.players[0].hand).toHaveLength(1);
    expect(canActivate(s, 'BT2-034', 'leader')).toBe(false);
    expectText('BT2-034', ['blue', 'draw 1', /2 or less/]);
  });
  it('BT2-034 Fused Zamasu: a red Life card draws nothing', () => {
    const s = scenario({ leader: 'BT2-034' }, {});
    setLife(s, 0, V.red);
    activate(s, 'BT2-034', { from: 'leader' });
    expect(s.players[0].hand).toHaveLength(0);
  });
  it('BT2-034 Fused Zamasu (back): damage to your life puts 5 deck cards per point in the Drop instead; attacking draws 1', () => {
    const s = scenario({ leader: { code: 'BT2-034', flipped: true } }, { battle: ['BT1-034'] }, { turnPlayer: 1 });
    attack(s, 'BT1-034');
    finishBattle(s);
    expect(s.players[0].life).toHaveLength(8);
    expect(s.players[0].drop).toHaveLength(10);
    const t = scenario({ leader: { code: 'BT2-034', flipped: true } }, {});
    attack(t, 'leader');
    expect(t.players[0].hand).toHaveLength(1);
    expectText('BT2-034', [/5/, 'draw 1'], true);
  });

  it('BT2-037 Determined Striker SSB Son Goku: [Counter: Attack] play this card and negate the attack', () => {
    const s = scenario({ hand: ['BT2-037'], energy: en('blue', 4) }, { battle: [V.red] }, { turnPlayer: 1 });
    declare(s, V.red);
    counter(s, 'BT2-037');
    settle(s);
    expect(codes(s.players[0].battle)).toEqual(['BT2-037']);
    expect(s.players[0].life).toHaveLength(8);
    expectText('BT2-037', ['Counter', /3/, 'Saiyan']);
  });
  it('BT2-037 Determined Striker SSB Son Goku: at 3 life, 2 <<Saiyan>> from hand make it cost 3 less', () => {
    const s = scenario(
      { hand: ['BT2-037', VEGETA, GOKU], energy: en('blue', 1), life: 3 },
      { battle: [V.red] },
      { turnPlayer: 1 },
    );
    declare(s, V.red);
    expect(canCounter(s, 'BT2-037')).toBe(true);
    counter(s, 'BT2-037');
    for (let k = 0; k < 4 && prompt(s) !== 'dbs.main'; k++) {
      if (options(s).some((o) => o.t === 'yes')) yes(s);
      const want = [VEGETA, GOKU].find((c) => offered(s).includes(c));
      if (want) choose(s, want);
      settle(s);
    }
    expect(codes(s.players[0].battle)).toEqual(['BT2-037']);
    expect(codes(s.players[0].drop).sort()).toEqual([GOKU, VEGETA].sort());
  });
  it('BT2-037 Determined Striker SSB Son Goku: at 4 life the reduction is not available', () => {
    const s = scenario(
      { hand: ['BT2-037', VEGETA, GOKU], energy: en('blue', 1), life: 4 },
      { battle: [V.red] },
      { turnPlayer: 1 },
    );
    declare(s, V.red);
    expect(canCounter(s, 'BT2-037')).toBe(false);
  });

  it('BT2-055 Warrior of the Gods Goku Black: with a <Zamasu> in your Battle Area the opponent’s skills cannot KO it', () => {
    const s = scenario(
      { battle: ['BT2-055', 'BT2-057'] },
      { hand: ['BT1-042'], energy: en('blue', 5) },
      { turnPlayer: 1 },
    );
    play(s, 'BT1-042');
    choose(s, 'BT2-055'); // it may be chosen: the KO or the move then fails
    expect(codes(s.players[0].battle)).toContain('BT2-055');
    expectText('BT2-055', ['Zamasu']);
  });
  it('BT2-055 Warrior of the Gods Goku Black: with a <Zamasu> it does not leave the Battle Area by the opponent’s skill (P-011 to the deck bottom)', () => {
    const s = scenario(
      { battle: ['BT2-055', 'BT2-057'] },
      { leader: 'BT2-034', hand: ['P-011'], battle: ['BT2-055', 'BT2-057'], energy: en('blue', 2) },
      { turnPlayer: 1 },
    );
    evolve(s, 'P-011', ['BT2-055', 'BT2-057']);
    choose(s, 'BT2-055'); // it may be chosen: the KO or the move then fails
    expect(codes(s.players[0].battle).sort()).toEqual(['BT2-055', 'BT2-057']);
  });
  it('BT2-055 Warrior of the Gods Goku Black: without <Zamasu> it is KO’d', () => {
    const s = scenario({ battle: ['BT2-055'] }, { hand: ['BT1-042'], energy: en('blue', 5) }, { turnPlayer: 1 });
    play(s, 'BT1-042');
    choose(s, 'BT2-055');
    expect(s.players[0].battle).toHaveLength(0);
  });

  it('BT2-056 Zamasu, The Alert God: when the opponent’s card attacks, with a <Zamasu>/<Goku Black> Leader, discard 1 to negate it; then the skill is negated for the turn', () => {
    const s = zamasuNegatesAnAttack();
    expect(s.players[0].life).toHaveLength(8);
    expect(prompt(s)).toBe('dbs.main');
    expect(hasKeyword(s, 0, battleCard(s, 0, 'BT2-056'), 'indestructible')).toBe(true);
    expectText('BT2-056', ['Zamasu', 'Goku Black', 'Indestructible']);
  });
  it('BT2-056 Zamasu, The Alert God: after negating an attack its skill is negated for the rest of the turn', () => {
    const s = zamasuNegatesAnAttack();
    attack(s, V.red);
    expect(prompt(s)).not.toBe('dbs.may');
  });
  it('BT2-056 Zamasu, The Alert God: with another Leader, no choice is offered', () => {
    const s = scenario({ battle: ['BT2-056'], hand: [V.blue] }, { battle: [V.red] }, { turnPlayer: 1 });
    attack(s, V.red);
    expect(prompt(s)).not.toBe('dbs.may');
  });
  it('BT2-056 Zamasu, The Alert God: [Evolve] (B)(B)(B)(2) onto <Zamasu>', () => {
    const s = scenario({ hand: ['BT2-056'], battle: ['BT2-057'], energy: en('blue', 5) }, {});
    evolve(s, 'BT2-056', ['BT2-057']);
    expect(battleCard(s, 0, 'BT2-056').under[0].code).toBe('BT2-057');
  });

  it('BT2-057 Zamasu, The Invincible: costs 1 less with a <Zamasu>/<Goku Black> Leader; DBS 10-12-1 [Indestructible] against skills', () => {
    const s = scenario({ leader: 'BT2-034', hand: ['BT2-057'], energy: en('blue', 3) }, {});
    expect(canPlay(s, 'BT2-057')).toBe(true);
    const t = scenario({ battle: ['BT2-057'] }, { hand: ['BT1-042'], energy: en('blue', 5) }, { turnPlayer: 1 });
    play(t, 'BT1-042');
    choose(t, 'BT2-057'); // [Indestructible] does not stop it being chosen (10-12-1), only the KO
    expect(codes(t.players[0].battle)).toEqual(['BT2-057']);
    expectText('BT2-057', ['Zamasu', 'Goku Black', /1/, 'Indestructible']);
  });
  it('BT2-057 Zamasu, The Invincible: with another Leader it costs 4', () => {
    const s = scenario({ hand: ['BT2-057'], energy: en('blue', 3) }, {});
    expect(canPlay(s, 'BT2-057')).toBe(false);
  });

  it('BT2-058 Infinite Force Fused Zamasu: [Union-Potara] (B)(B)(B)(4) onto <Goku Black> and <Zamasu>', () => {
    const s = scenario({ hand: ['BT2-058'], battle: ['BT2-055', 'BT2-057'], energy: en('blue', 7) }, {});
    evolve(s, 'BT2-058', ['BT2-055', 'BT2-057']);
    expect(codes(battleCard(s, 0, 'BT2-058').under).sort()).toEqual(['BT2-055', 'BT2-057']);
    expectText('BT2-058', ['Union-Potara', 'Goku Black', 'Zamasu', 'Indestructible']);
  });
  it('BT2-058 Infinite Force Fused Zamasu: attacking, up to 1 each of the opponent’s Battle card, energy, Life and hand to the deck bottom', () => {
    const s = scenario({ battle: ['BT2-058'] }, { battle: [V.red], energy: [V.yellow], hand: [V.blue] });
    attack(s, 'BT2-058');
    for (let k = 0; k < 8 && !['dbs.offence', 'dbs.main'].includes(prompt(s)!); k++) {
      const o = options(s).find((x) => x.t === 'card') ?? options(s).find((x) => x.t === 'yes');
      if (!o) break;
      answer(s, o);
      settle(s);
    }
    expect(s.players[1].battle).toHaveLength(0);
    expect(s.players[1].energy).toHaveLength(0);
    expect(s.players[1].hand).toHaveLength(0);
    expect(s.players[1].life).toHaveLength(7);
    expect(
      s.players[1].deck
        .slice(0, 4)
        .map((c) => c.code)
        .sort(),
    ).toEqual([V.blue, V.blue, V.red, V.yellow].sort());
  });

  it('BT2-061 Universe 10 Supreme Kai Gowasu: when played, a <<God>> from the top 3 to hand', () => {
    const s = scenario({ hand: ['BT2-061'], energy: en('blue', 1), deck: [V.blue, 'BT1-044', V.blue] }, {});
    play(s, 'BT2-061');
    expect(offered(s)).toEqual(['BT1-044']);
    choose(s, 'BT1-044');
    expect(codes(s.players[0].hand)).toEqual(['BT1-044']);
    expectText('BT2-061', ['God', /3/]);
  });
  it('BT2-061 Universe 10 Supreme Kai Gowasu: no <<God>> in the top 3, nothing', () => {
    const s = playThenDecline(
      { hand: ['BT2-061'], energy: en('blue', 1), deck: [V.blue, V.blue, V.blue, 'BT1-044'] },
      {},
      'BT2-061',
      'dbs.search',
    );
    expect(s.players[0].hand).toHaveLength(0);
  });

  it('BT2-065 Time Ring: with 4 or more energy, up to 2 <Goku Black>/<Zamasu> from the top 10 to hand', () => {
    const s = scenario(
      { hand: ['BT2-065'], energy: en('blue', 4), deck: ['BT2-055', 'BT2-057', 'BT2-056', ...many(V.blue, 8)] },
      {},
    );
    activate(s, 'BT2-065', { from: 'hand' });
    choose(s, 'BT2-055');
    choose(s, 'BT2-057');
    expect(codes(s.players[0].hand).sort()).toEqual(['BT2-055', 'BT2-057']);
    expectText('BT2-065', ['Goku Black', 'Zamasu', /10/, /4 or more/]);
  });
  it('BT2-065 Time Ring: with 3 energy only 1', () => {
    const s = scenario(
      { hand: ['BT2-065'], energy: en('blue', 3), deck: ['BT2-055', 'BT2-057', ...many(V.blue, 8)] },
      {},
    );
    activate(s, 'BT2-065', { from: 'hand' });
    choose(s, 'BT2-055');
    settle(s);
    expect(prompt(s)).toBe('dbs.main');
    expect(s.players[0].hand).toHaveLength(1);
  });

  it('BT2-123 Ultimate Force SSB Vegito: [Union-Potara] (R)(R)(R)(R)(R) onto <Son Goku> and <Vegeta>; DBS 10-8-1 DBS 10-8-1-2 [Triple Attack] stands it twice', () => {
    const s = scenario({ hand: ['BT2-123'], battle: [GOKU, VEGETA], energy: en('red', 5) }, { life: 20 });
    evolve(s, 'BT2-123', [GOKU, VEGETA]);
    for (let k = 0; k < 3; k++) {
      attack(s, 'BT2-123');
      finishBattle(s);
      expect(battleCard(s, 0, 'BT2-123').rested).toBe(k === 2); // DBS 10-8-1: X-1 = 2 stands
    }
    expect(s.players[1].life).toHaveLength(11); // [Triple Strike] three times
    expectText('BT2-123', ['Union-Potara', 'Ultimate', 'Triple Attack', 'Triple Strike']);
  });
  it('BT2-123 Ultimate Force SSB Vegito: 5 energy without 5 red cannot [Union-Potara]', () => {
    const s = scenario({ hand: ['BT2-123'], battle: [GOKU, VEGETA], energy: [...en('red', 4), V.blue] }, {});
    expect(canActivate(s, 'BT2-123', 'hand')).toBe(false);
  });
});

describe('BT2 green cards', () => {
  it('BT2-068 Cell: once per turn, a hand card under it KOs up to 1 opponent Battle card of cost 3 or less', () => {
    const s = scenario({ leader: 'BT2-068', hand: [V.red] }, { battle: [V.red, 'BT1-034'] });
    activate(s, 'BT2-068', { from: 'leader' });
    if (prompt(s) === 'dbs.cost.handUnderThis') choose(s, V.red);
    expect(offered(s)).toEqual([V.red]); // BT1-034 costs 4
    choose(s, V.red);
    expect(codes(s.players[1].battle)).toEqual(['BT1-034']);
    expect(s.players[0].leader[0].under).toHaveLength(1);
    expect(canActivate(s, 'BT2-068', 'leader')).toBe(false);
    expectText('BT2-068', [/3 or less/, 'KO', 'Awaken']);
  });
  it('BT2-068 Cell: an empty hand cannot pay', () => {
    const s = scenario({ leader: 'BT2-068' }, { battle: [V.red] });
    expect(canActivate(s, 'BT2-068', 'leader')).toBe(false);
  });
  it('BT2-068 Cell (back): DBS 10-11-2 once per turn a hand card under it draws 2; once per turn 2 cards from under it KO up to 1', () => {
    const s = scenario({ leader: { code: 'BT2-068', flipped: true }, hand: [V.red] }, { battle: ['BT1-034'] });
    expect(canActivate(s, 'BT2-068', 'leader')).toBe(true);
    expect(options(s).some((o) => o.t === 'activate' && (o as unknown as { index: number }).index === 1)).toBe(false); // nothing under
    const cell = s.players[0].leader[0];
    cell.under.push({ ...cell, id: 4999, code: V.blue, flipped: false });
    activate(s, 'BT2-068', { from: 'leader', index: 0 });
    if (prompt(s) === 'dbs.cost.handUnderThis') choose(s, V.red);
    expect(s.players[0].hand).toHaveLength(2);
    activate(s, 'BT2-068', { from: 'leader', index: 1 });
    choose(s, 'BT1-034');
    expect(s.players[1].battle).toHaveLength(0);
    expect(s.players[0].leader[0].under).toHaveLength(0);
    expect(s.players[0].drop).toHaveLength(2);
    expect(canActivate(s, 'BT2-068', 'leader')).toBe(false);
    expectText('BT2-068', ['draw 2', /2 cards/, 'KO'], true);
  });

  it('BT2-072 Bundle of Curiosity Son Goku: when played, draw 1', () => {
    const s = scenario({ hand: ['BT2-072'], energy: en('green', 2) }, {});
    play(s, 'BT2-072');
    expect(s.players[0].hand).toHaveLength(1);
    expectText('BT2-072', ['draw 1']);
  });

  it('BT2-076 Full Power Vegeta: KO any opponent Battle cards of cost 2 or less totalling cost 3 or less', () => {
    const s = scenario(
      { hand: ['BT2-076'], energy: en('green', 3) },
      { battle: [V.red, V.blue, 'BT1-047', 'BT1-034'] },
    );
    play(s, 'BT2-076');
    expect(offered(s).sort()).toEqual(['BT1-047', V.blue, V.red].sort());
    choose(s, V.red);
    expect(offered(s)).toEqual(['BT1-047']); // 2 + 2 > 3
    choose(s, 'BT1-047');
    if (prompt(s) === 'dbs.target') done(s);
    expect(codes(s.players[1].battle).sort()).toEqual(['BT1-034', V.blue].sort());
    expectText('BT2-076', [/2 or less/, /3 or less/, 'KO']);
  });
  it('BT2-076 Full Power Vegeta: nothing of cost 2 or less, nothing is KO’d', () => {
    const s = playThenDecline(
      { hand: ['BT2-076'], energy: en('green', 3) },
      { battle: ['BT1-034'] },
      'BT2-076',
      'none',
    );
    expect(s.players[1].battle).toHaveLength(1);
  });

  it('BT2-083 Martial Expert Tien Shinhan: combo’d from hand with a green Leader, it is played after the battle', () => {
    const s = comboFromHand(
      { leader: 'BT2-068', battle: [V.green], hand: ['BT2-083'], energy: en('green', 2) },
      V.green,
      'BT2-083',
    );
    expect(battleCard(s, 0, 'BT2-083').rested).toBe(false);
    expectText('BT2-083', ['green', 'KO']);
  });
  it('BT2-083 Martial Expert Tien Shinhan: with a blue Leader it stays in the Drop', () => {
    const s = comboFromHand({ battle: [V.green], hand: ['BT2-083'], energy: en('green', 2) }, V.green, 'BT2-083');
    expect(codes(s.players[0].drop)).toContain('BT2-083');
  });
  it('BT2-083 Martial Expert Tien Shinhan: a Life card to the Drop: a Life card to hand, then KO up to 1', () => {
    const s = scenario({ battle: ['BT2-083'] }, { battle: ['BT1-034'] });
    activate(s, 'BT2-083', { from: 'battle' });
    choose(s, 'BT1-034');
    expect(s.players[0].life).toHaveLength(6);
    expect(s.players[0].hand).toHaveLength(1);
    expect(s.players[0].drop).toHaveLength(1);
    expect(s.players[1].battle).toHaveLength(0);
  });

  it('BT2-084 Perfect Force Cell: when played with an <<Android>> Leader, the opponent discards down to 3', () => {
    const s = scenario({ leader: 'BT2-068', hand: ['BT2-084'], energy: en('green', 7) }, { hand: many(V.red, 5) });
    play(s, 'BT2-084');
    choose(s, V.red);
    choose(s, V.red);
    expect(s.players[1].hand).toHaveLength(3);
    expectText('BT2-084', ['Cell', 'Android', /3/, 'Double Strike']);
  });
  it('BT2-084 Perfect Force Cell: with another Leader nothing; [Evolve] (G)(G)(4) onto <Cell>', () => {
    const s = scenario({ hand: ['BT2-084'], battle: ['BT2-086'], energy: en('green', 6) }, { hand: many(V.red, 5) });
    evolve(s, 'BT2-084', ['BT2-086']);
    expect(s.players[1].hand).toHaveLength(5);
    expect(battleCard(s, 0, 'BT2-084').under[0].code).toBe('BT2-086');
  });

  it('BT2-085 Evolving Evil Lifeform Cell: played with [Union], draw 1 and KO up to 1 opponent Battle card', () => {
    const s = scenario(
      { battle: ['BT2-086'], hand: ['BT2-089'], deck: ['BT2-085', V.blue, V.blue] },
      { battle: ['BT1-034'] },
    );
    activate(s, 'BT2-086', { from: 'battle' });
    if (prompt(s) === 'dbs.cost.handUnderThis') choose(s, 'BT2-089');
    choose(s, 'BT2-085');
    expect(s.players[0].hand).toHaveLength(1);
    choose(s, 'BT1-034');
    expect(s.players[1].battle).toHaveLength(0);
    expectText('BT2-085', ['Union-Absorb', 'Android 18', 'Cell', 'draw 1', 'Double Strike']);
  });
  it('BT2-085 Evolving Evil Lifeform Cell: played from hand, nothing; [Union-Absorb] puts an <Android 18> under it for a <Cell>', () => {
    const s = scenario({ hand: ['BT2-085'], energy: en('green', 5) }, { battle: ['BT1-034'] });
    play(s, 'BT2-085');
    expect(prompt(s)).toBe('dbs.main');
    expect(s.players[0].hand).toHaveLength(0);
    const t = scenario({ battle: ['BT2-085'], hand: ['BT2-091'], deck: ['BT2-084'] }, {});
    activate(t, 'BT2-085', { from: 'battle' });
    if (prompt(t) === 'dbs.cost.handUnderThis') choose(t, 'BT2-091');
    choose(t, 'BT2-084');
    expect(codes(battleCard(t, 0, 'BT2-084').under)).toEqual(['BT2-085', 'BT2-091']);
  });

  it('BT2-086 Growing Evil Lifeform Cell: [Union-Absorb] an <Android 17> under it: a <Cell> of cost 5 or less from the deck on top', () => {
    const s = scenario({ battle: ['BT2-086'], hand: ['BT2-089'], deck: ['BT2-084', 'BT2-085'] }, {});
    activate(s, 'BT2-086', { from: 'battle' });
    if (prompt(s) === 'dbs.cost.handUnderThis') choose(s, 'BT2-089');
    expect(offered(s)).toEqual(['BT2-085']); // Perfect Force Cell costs 7
    expectText('BT2-086', ['Union-Absorb', 'Android 17', 'Cell', /5 or less/]);
  });
  it('BT2-086 Growing Evil Lifeform Cell: without an <Android 17> in hand it cannot be activated', () => {
    const s = scenario({ battle: ['BT2-086'], hand: ['BT2-091'] }, {});
    expect(canActivate(s, 'BT2-086')).toBe(false);
  });

  it('BT2-087 Uncountable Many Cell Jr.: with a <Cell> Leader, 2 Cell Jr. tokens of 10000 (combo power 5000, combo cost 0)', () => {
    const s = scenario({ leader: 'BT2-068', hand: ['BT2-087'], energy: en('green', 3) }, {});
    play(s, 'BT2-087');
    const tokens = s.players[0].battle.filter((c) => c.token);
    expect(tokens).toHaveLength(2);
    expect(tokens.map((t) => power(s, 0, t))).toEqual([10000, 10000]);
    expect(comboPowerOf(tokens[0])).toBe(5000);
    expectText('BT2-087', ['Cell', /2/, '10000']);
  });
  it('BT2-087 Uncountable Many Cell Jr.: with another Leader no tokens', () => {
    const s = scenario({ hand: ['BT2-087'], energy: en('green', 3) }, {});
    play(s, 'BT2-087');
    expect(s.players[0].battle).toHaveLength(1);
  });

  for (const [code, name, twin, twinName] of [
    ['BT2-089', 'Twin Brother Android 17', 'BT2-091', 'Android 18'],
    ['BT2-091', 'Twin Sister Android 18', 'BT2-089', 'Android 17'],
  ] as const) {
    it(`${code} ${name}: once per turn attacking, discard 1 to switch an <${twinName}> to Active`, () => {
      const s = scenario({ battle: [code, rested(twin)], hand: [V.red, V.red] }, { life: 10 });
      attack(s, code);
      yes(s);
      choose(s, V.red);
      choose(s, twin);
      expect(battleCard(s, 0, twin).rested).toBe(false);
      finishBattle(s);
      attack(s, twin);
      no(s); // the twin's own skill
      finishBattle(s);
      battleCard(s, 0, code).rested = false;
      refresh(s);
      attack(s, code);
      expect(prompt(s)).not.toBe('dbs.may'); // once per turn
      expectText(code, [twinName, 'Active']);
    });
    it(`${code} ${name}: declining leaves the <${twinName}> in Rest Mode`, () => {
      const s = scenario({ battle: [code, rested(twin)], hand: [V.red] }, {});
      attack(s, code);
      no(s);
      expect(battleCard(s, 0, twin).rested).toBe(true);
    });
  }

  it('BT2-093 Terrible Creator Android 20: when played, a Battle card with {Android} in its name (not <Android 20>) from the deck to hand', () => {
    const s = scenario({ hand: ['BT2-093'], energy: en('green', 2), deck: ['BT2-093', 'BT2-089', V.blue] }, {});
    play(s, 'BT2-093');
    expect(offered(s)).toEqual(['BT2-089']);
    choose(s, 'BT2-089');
    expect(codes(s.players[0].hand)).toEqual(['BT2-089']);
    expectText('BT2-093', ['Android', 'Android 20']);
  });
  it('BT2-093 Terrible Creator Android 20: none in the deck, nothing', () => {
    const s = playThenDecline({ hand: ['BT2-093'], energy: en('green', 2) }, {}, 'BT2-093', 'dbs.search');
    expect(s.players[0].hand).toHaveLength(0);
  });

  it('BT2-094 Iron Hammer of Justice Android 16: when it KOs a Battle card it switches to Active', () => {
    const s = scenario({ battle: ['BT2-094'] }, { battle: [rested(V.red)] });
    attack(s, 'BT2-094', V.red);
    finishBattle(s);
    expect(s.players[1].battle).toHaveLength(0);
    expect(battleCard(s, 0, 'BT2-094').rested).toBe(false);
    expectText('BT2-094', ['Blocker', 'Revenge', 'Active']);
  });
  it('BT2-094 Iron Hammer of Justice Android 16: attacking the Leader it stays in Rest Mode', () => {
    const s = scenario({ battle: ['BT2-094'] }, {});
    attack(s, 'BT2-094');
    finishBattle(s);
    expect(battleCard(s, 0, 'BT2-094').rested).toBe(true);
  });

  it('BT2-099 Cell’s Birth: with a <Cell> Leader, <Cell> cards in hand cost 2 less; playing a <Cell> sends it to the Drop', () => {
    const s = scenario({ leader: 'BT2-068', battle: ['BT2-099'], hand: ['BT2-085'], energy: en('green', 3) }, {});
    expect(canPlay(s, 'BT2-085')).toBe(true);
    play(s, 'BT2-085');
    expect(codes(s.players[0].drop)).toEqual(['BT2-099']);
    expectText('BT2-099', ['Field', 'Cell', /2/]);
  });
  it('BT2-099 Cell’s Birth: with another Leader no reduction; a non-<Cell> play keeps it', () => {
    const s = scenario({ battle: ['BT2-099'], hand: ['BT2-085', V.green], energy: en('green', 3) }, {});
    expect(canPlay(s, 'BT2-085')).toBe(false);
    play(s, V.green);
    expect(codes(s.players[0].battle)).toContain('BT2-099');
  });
});

describe('BT2 yellow cards', () => {
  it('BT2-100 Meta-Cooler: placed in the Leader Area, {Big Gete Star} from the deck to the Battle Area in Active Mode', () => {
    const s = fromSetup('BT2-100', ['BT2-122']);
    while (prompt(s) === 'dbs.search' && s.decision!.seat === 0) choose(s, 'BT2-122');
    expect(s.players[0].battle.map((c) => [c.code, c.rested])).toEqual([['BT2-122', false]]);
    expectText('BT2-100', ['Big Gete Star', 'Awaken']);
  });
  it('BT2-100 Meta-Cooler (back): once per turn with 3 <Meta-Cooler> in play, rest 1 opponent Battle card', () => {
    const s = scenario({ leader: { code: 'BT2-100', flipped: true }, battle: many('BT2-107', 3) }, { battle: [V.red] });
    activate(s, 'BT2-100', { from: 'leader' });
    choose(s, V.red);
    expect(battleCard(s, 1, V.red).rested).toBe(true);
    expect(canActivate(s, 'BT2-100', 'leader')).toBe(false);
    const t = scenario({ leader: { code: 'BT2-100', flipped: true }, battle: many('BT2-107', 2) }, { battle: [V.red] });
    expect(canActivate(t, 'BT2-100', 'leader')).toBe(false);
    expectText('BT2-100', [/3 or more/, 'Meta-Cooler', 'Rest'], true);
  });
  it('BT2-100 Meta-Cooler (back): attacking, up to 3 top cards to the Drop, then a <Meta-Cooler>/<Meta-Cooler Core> from the Drop to hand', () => {
    const s = scenario({ leader: { code: 'BT2-100', flipped: true }, deck: [V.yellow, 'BT2-107', V.blue, V.blue] }, {});
    attack(s, 'leader');
    while (prompt(s) === 'dbs.deckTopToDrop') yes(s);
    expect(s.players[0].drop).toHaveLength(3);
    choose(s, 'BT2-107');
    expect(codes(s.players[0].hand)).toEqual(['BT2-107']);
    expectText('BT2-100', [/3/, 'Meta-Cooler Core'], true);
  });

  it('BT2-106 Awakening Core Meta-Cooler: your <Meta-Cooler> Battle cards have [Double Strike]; the Leader may [Awaken] when the opponent has 4 or less life', () => {
    const s = scenario({ leader: 'BT2-100', life: 8, battle: ['BT2-106', 'BT2-107', V.yellow] }, { life: 4 });
    expect(hasKeyword(s, 0, battleCard(s, 0, 'BT2-107'), 'doubleStrike')).toBe(true);
    expect(hasKeyword(s, 0, battleCard(s, 0, 'BT2-106'), 'doubleStrike')).toBe(true);
    expect(hasKeyword(s, 0, battleCard(s, 0, V.yellow), 'doubleStrike')).toBe(false);
    expect(canActivate(s, 'BT2-100', 'leader')).toBe(true);
    expectText('BT2-106', ['Meta-Cooler', 'Double Strike', 'Awaken']);
  });
  it('BT2-106 Awakening Core Meta-Cooler: the rendered text names the opponent’s 4 or less life', () => {
    expectText('BT2-106', [/4 or less/]);
  });
  it('BT2-106 Awakening Core Meta-Cooler: at 5 opponent life the Leader keeps its own condition', () => {
    const s = scenario({ leader: 'BT2-100', life: 8, battle: ['BT2-106'] }, { life: 5 });
    expect(canActivate(s, 'BT2-100', 'leader')).toBe(false);
  });
  it('BT2-106 Awakening Core Meta-Cooler: [Evolve] (Y)(Y)(2) onto <Meta-Cooler>', () => {
    const s = scenario({ hand: ['BT2-106'], battle: ['BT2-107'], energy: en('yellow', 4) }, {});
    evolve(s, 'BT2-106', ['BT2-107']);
    expect(battleCard(s, 0, 'BT2-106').under[0].code).toBe('BT2-107');
  });

  it('BT2-107 Infinite Multiplication Meta-Cooler: any number of copies in a deck (DBS 5-1-3-2)', () => {
    const d = builtInDecks().find((x) => x.id === 'DBS-S2-Y-META-COOLER-CORE')!;
    expect(validateDeck(expandDeck(d), DEFAULT_OPTIONS)).toEqual([]);
    const five = ['BT2-100', ...many('BT1-102', 5), ...many(V.yellow, 45)];
    expect(validateDeck(five, DEFAULT_OPTIONS).length).toBeGreaterThan(0);
    const any = ['BT2-100', ...many('BT2-107', 46), ...many('BT1-103', 4)];
    expect(validateDeck(any, DEFAULT_OPTIONS)).toEqual([]);
    expectText('BT2-107', ['copies']);
  });

  it('BT2-108 The Infinite Force Meta-Cooler Core: [Activate: Battle] a <Meta-Cooler> to the Drop for +5000', () => {
    const s = scenario({ battle: ['BT2-108', 'BT2-107'] }, {});
    attack(s, 'BT2-108');
    activate(s, 'BT2-108', { from: 'battle' });
    if (prompt(s) === 'dbs.cost.battleToDrop') choose(s, 'BT2-107');
    expect(power(s, 0, battleCard(s, 0, 'BT2-108'))).toBe(30000);
    expect(codes(s.players[0].drop)).toEqual(['BT2-107']);
    expectText('BT2-108', ['Meta-Cooler', '5000', 'Big Gete Star']);
  });
  it('BT2-108 The Infinite Force Meta-Cooler Core: with {Big Gete Star} under it, playing or attacking plays up to 2 <Meta-Cooler> from the Drop', () => {
    const s = scenario({ battle: ['BT2-108'], drop: many('BT2-107', 3) }, {});
    const core = battleCard(s, 0, 'BT2-108');
    core.under.push({ ...core, id: 4998, code: 'BT2-122', under: [], mods: [] });
    attack(s, 'BT2-108');
    choose(s, 'BT2-107');
    choose(s, 'BT2-107');
    expect(s.players[0].battle.filter((c) => c.code === 'BT2-107')).toHaveLength(2);
  });
  it('BT2-108 The Infinite Force Meta-Cooler Core: without {Big Gete Star} under it, nothing is played', () => {
    const s = scenario({ hand: ['BT2-108'], energy: en('yellow', 7), drop: many('BT2-107', 2) }, {});
    play(s, 'BT2-108');
    expect(prompt(s)).toBe('dbs.main');
    expect(s.players[0].battle).toHaveLength(1);
  });

  it('BT2-109 Meta-Cooler Core: [Union-Absorb] (Y)(Y)(3) and {Big Gete Star} under it: a <Meta-Cooler Core> from the deck on top', () => {
    const s = scenario({ battle: ['BT2-109', 'BT2-122'], energy: en('yellow', 5), deck: ['BT2-108', V.blue] }, {});
    activate(s, 'BT2-109', { from: 'battle' });
    if (prompt(s) === 'dbs.cost.battleUnderThis') choose(s, 'BT2-122');
    choose(s, 'BT2-108');
    const top = battleCard(s, 0, 'BT2-108');
    expect(codes(top.under)).toEqual(['BT2-109', 'BT2-122']);
    expectText('BT2-109', ['Union-Absorb', 'Big Gete Star', 'Meta-Cooler Core']);
  });
  it('BT2-108 The Infinite Force Meta-Cooler Core: absorbed onto BT2-109 with {Big Gete Star} under it, playing it plays up to 2 <Meta-Cooler> from the Drop', () => {
    const s = scenario(
      {
        battle: ['BT2-109', 'BT2-122'],
        energy: en('yellow', 5),
        deck: ['BT2-108', V.blue],
        drop: ['BT2-107', 'BT2-107', 'BT2-106'],
      },
      {},
    );
    activate(s, 'BT2-109', { from: 'battle' });
    if (prompt(s) === 'dbs.cost.battleUnderThis') choose(s, 'BT2-122');
    choose(s, 'BT2-108');
    expect(prompt(s)).toBe('dbs.fromDrop');
    choose(s, 'BT2-107');
    if (prompt(s) === 'dbs.fromDrop') choose(s, 'BT2-107');
    expect(s.players[0].battle.filter((c) => c.code === 'BT2-107')).toHaveLength(2);
  });
  it('BT2-109 Meta-Cooler Core: without {Big Gete Star} it cannot be activated', () => {
    const s = scenario({ battle: ['BT2-109'], energy: en('yellow', 5) }, {});
    expect(canActivate(s, 'BT2-109')).toBe(false);
  });

  it('BT2-114 Guide Robo, Usher of Death: with {Big Gete Star} in your Battle Area it is played without paying energy', () => {
    const s = scenario({ battle: ['BT2-122'], hand: ['BT2-114'] }, {});
    play(s, 'BT2-114');
    expect(codes(s.players[0].battle)).toContain('BT2-114');
    expect(hasKeyword(s, 0, battleCard(s, 0, 'BT2-114'), 'blocker')).toBe(true);
    expectText('BT2-114', ['Big Gete Star', 'Blocker']);
  });
  it('BT2-114 Guide Robo, Usher of Death: without it, it needs its energy', () => {
    const s = scenario({ hand: ['BT2-114'] }, {});
    expect(canPlay(s, 'BT2-114')).toBe(false);
  });

  it('BT2-122 Big Gete Star: (1), rest it and 1 top card to the Drop: play a <Meta-Cooler> of cost 2 or less from the Drop', () => {
    const s = scenario({ battle: ['BT2-122'], energy: en('yellow', 1), drop: ['BT2-107', 'BT2-106'] }, {});
    activate(s, 'BT2-122', { from: 'battle' });
    expect(offered(s)).toEqual(['BT2-107']);
    choose(s, 'BT2-107');
    expect(codes(s.players[0].battle)).toEqual(['BT2-122', 'BT2-107']);
    expect(battleCard(s, 0, 'BT2-122').rested).toBe(true);
    expect(s.players[0].drop).toHaveLength(2); // BT2-106 + the top card
    expect(canActivate(s, 'BT2-122')).toBe(false);
    expectText('BT2-122', ['Field', 'Meta-Cooler', /2 or less/]);
  });
  it('BT2-122 Big Gete Star: without energy it cannot be activated', () => {
    const s = scenario({ battle: ['BT2-122'], drop: ['BT2-107'] }, {});
    expect(canActivate(s, 'BT2-122')).toBe(false);
  });
});

describe('BT2 Leaders’ [Awaken]', () => {
  for (const [code, name, at] of [
    ['BT2-001', 'Vegito', 4],
    ['BT2-034', 'Fused Zamasu', 2],
    ['BT2-068', 'Cell', 4],
    ['BT2-100', 'Meta-Cooler', 4],
  ] as const) {
    it(`${code} ${name}: DBS 10-2-1 DBS 10-2-5 [Awaken] at ${at} or less life draws 2 and flips it, keeping its Rest Mode`, () => {
      const s = scenario({ leader: { code, rested: true }, life: at }, {});
      awaken(s);
      const l = s.players[0].leader[0];
      expect(l.flipped).toBe(true);
      expect(l.rested).toBe(true);
      expect(s.players[0].hand).toHaveLength(2);
      expectText(code, ['Awaken', `${at} or less`, 'draw 2']);
    });
    it(`${code} ${name}: DBS 10-2-1 no [Awaken] at ${at + 1} life`, () => {
      const s = scenario({ leader: code, life: at + 1 }, {});
      expect(canAwaken(s)).toBe(false);
    });
  }
});
