// Card skills completed by engineer A (BT1-107, BT1-110, BT2-030, BT2-037, BT2-056, BT2-058, BT2-087,
// BT2-099, BT2-100) and the general machinery under them: negation (DBS 8-3), replacement (DBS 8-9).
import { describe, expect, it } from 'vitest';
import {
  comboPowerOf,
  comboStatsOf,
  energyCostOf,
  hasKeyword,
  matches,
  skillsOf,
} from '../../src/games/dbs/characteristics.ts';
import { answer } from './scenario.ts';
import {
  V,
  activate,
  attack,
  battleCard,
  canCounter,
  choose,
  codes,
  counter,
  declare,
  declarePlay,
  en,
  evolve,
  no,
  options,
  prompt,
  scenario,
  settle,
  yes,
  zamasuNegatesAnAttack,
} from './cards/helpers.ts';

/** Pay a declared play's energy the first way, stopping at its counter timing. */
function payEnergy(s: ReturnType<typeof scenario>): void {
  for (let i = 0; i < 5 && prompt(s) === 'dbs.payEnergy'; i++) answer(s, options(s)[0]);
}

/**
 * On the opponent's turn they play BT1-047 Majin Buu ("when played, draw 1"); seat 0, with `leader`
 * given, answers with the [Counter] BT1-107 Cold Bloodlust.
 */
function coldBloodlustOnPlay(leader: { leader?: string }): ReturnType<typeof scenario> {
  const s = scenario(
    { ...leader, hand: ['BT1-107'], energy: en('yellow', 1) },
    { hand: ['BT1-047'], energy: en('blue', 1) },
    { turnPlayer: 1 },
  );
  declarePlay(s, 'BT1-047');
  payEnergy(s);
  counter(s, 'BT1-107');
  settle(s);
  return s;
}

describe('DBS card skills (engineer A)', () => {
  it('DBS 8-3-2 BT1-107 Cold Bloodlust: with a 《Frieza’s Army》 Leader the played card’s skills are negated, so its "when you play" does nothing', () => {
    const s = coldBloodlustOnPlay({ leader: 'BT1-083' });
    const buu = battleCard(s, 1, 'BT1-047');
    expect(s.players[1].hand).toHaveLength(0); // no draw
    expect(skillsOf(buu)[0].kind).toBe('negated');
    expect(codes(s.players[0].drop)).toEqual(['BT1-107']);
  });
  it('BT1-107 Cold Bloodlust: with another Leader the played card keeps its skill', () => {
    const s = coldBloodlustOnPlay({});
    expect(s.players[1].hand).toHaveLength(1);
    expect(skillsOf(battleCard(s, 1, 'BT1-047'))[0].kind).toBe('auto');
  });

  it('BT1-110 Crusher Ball: [Counter: Play] the Battle card played enters in Rest Mode', () => {
    const s = scenario(
      { hand: ['BT1-110'], energy: en('yellow', 1) },
      { hand: [V.blue], energy: en('blue', 2) },
      { turnPlayer: 1 },
    );
    declarePlay(s, V.blue);
    payEnergy(s);
    counter(s, 'BT1-110');
    settle(s);
    expect(battleCard(s, 1, V.blue).rested).toBe(true);
  });

  it('BT1-091 King Cold: [Counter: Battle Card Attack] is offered against a Battle card’s attack only', () => {
    const s = scenario({ hand: ['BT1-091'], energy: en('yellow', 4) }, { battle: [V.red] }, { turnPlayer: 1 });
    declare(s, 'leader');
    expect(canCounter(s, 'BT1-091')).toBe(false);
    const t = scenario({ hand: ['BT1-091'], energy: en('yellow', 4) }, { battle: [V.red] }, { turnPlayer: 1 });
    declare(t, V.red);
    expect(canCounter(t, 'BT1-091')).toBe(true);
  });

  it('DBS 8-3-2 BT2-056 Zamasu, The Alert God: after it negates an attack, the skill is negated for the turn', () => {
    const s = zamasuNegatesAnAttack();
    expect(s.players[0].life).toHaveLength(8);
    expect(skillsOf(battleCard(s, 0, 'BT2-056'))[1].kind).toBe('negated');
    attack(s, V.red);
    expect(prompt(s)).not.toBe('dbs.may');
  });
  it('BT2-056: declining to pay leaves the skill usable on the next attack (no once-per-turn)', () => {
    const s = scenario(
      { leader: 'BT2-034', battle: ['BT2-056'], hand: [V.blue] },
      { battle: [V.red, V.red] },
      { turnPlayer: 1 },
    );
    attack(s, V.red);
    no(s);
    for (let i = 0; i < 20 && prompt(s) !== 'dbs.main'; i++) {
      const o = options(s).find((x) => x.t === 'pass' || x.t === 'no' || x.t === 'done') ?? options(s)[0];
      answer(s, o);
    }
    attack(s, V.red);
    expect(prompt(s)).toBe('dbs.may');
  });

  it('BT2-100 Meta-Cooler Core: "place up to 3" lets the player stop after any number', () => {
    const s = scenario({ leader: { code: 'BT2-100', flipped: true } }, {});
    attack(s, 'leader');
    yes(s);
    yes(s);
    no(s);
    expect(s.players[0].drop).toHaveLength(2);
  });

  it('DBS 10-18-2 BT2-087 Cell Jr.: its tokens have 5000 combo power and combo cost 0', () => {
    const s = scenario({ leader: 'BT2-068', hand: ['BT2-087'], energy: en('green', 3) }, {});
    declarePlay(s, 'BT2-087');
    settle(s);
    const tokens = s.players[0].battle.filter((c) => c.token);
    expect(tokens).toHaveLength(2);
    expect(comboStatsOf(tokens[0])).toEqual({ power: 5000, cost: 0 });
    expect(comboPowerOf(tokens[0])).toBe(5000);
  });

  it('BT2-099 Cell’s Birth: with a <Cell> Leader, <Cell> cards in hand cost 2 less', () => {
    const s = scenario({ leader: 'BT2-068', battle: ['BT2-099'], hand: ['BT2-084', V.blue] }, {});
    expect(energyCostOf(s, 0, s.players[0].hand[0]).total).toBe(5);
    expect(energyCostOf(s, 0, s.players[0].hand[1]).total).toBe(2);
    const t = scenario({ battle: ['BT2-099'], hand: ['BT2-084'] }, {});
    expect(energyCostOf(t, 0, t.players[0].hand[0]).total).toBe(7);
  });

  it('BT2-037 Determined Striker: at 3 life or less, discarding 2 《Saiyan》 lowers its [Counter] cost by 3', () => {
    const s = scenario(
      { hand: ['BT2-037', 'BT1-033', 'BT1-033'], energy: en('blue', 1), life: 3 },
      { battle: [V.red] },
      { turnPlayer: 1 },
    );
    declare(s, V.red);
    const reduced = options(s).find((o) => o.t === 'counter' && (o as { reduce?: boolean }).reduce);
    expect(reduced).toBeDefined();
    expect(options(s).filter((o) => o.t === 'counter')).toHaveLength(1); // the full cost (4) is not payable
    answer(s, reduced!);
    for (let i = 0; i < 10 && prompt(s) !== 'dbs.main' && s.decision; i++) answer(s, options(s)[0]);
    expect(codes(s.players[0].battle)).toEqual(['BT2-037']);
    expect(s.players[0].drop.filter((c) => c.code === 'BT1-033')).toHaveLength(2);
    const t = scenario(
      { hand: ['BT2-037', 'BT1-033', 'BT1-033'], energy: en('blue', 1) },
      { battle: [V.red] },
      { turnPlayer: 1 },
    );
    declare(t, V.red);
    expect(canCounter(t, 'BT2-037')).toBe(false);
  });

  it('BT2-058 Infinite Force Fused Zamasu: when it attacks, up to 1 card each of Battle, energy, life and hand go to the bottom of the deck', () => {
    const s = scenario(
      { hand: ['BT2-058'], battle: ['BT2-055', 'BT2-057'], energy: en('blue', 7) },
      { battle: [V.red], energy: [V.red, V.red], hand: [V.red, V.red] },
    );
    evolve(s, 'BT2-058', ['BT2-055', 'BT2-057']);
    settle(s);
    const deck = s.players[1].deck.length;
    attack(s, 'BT2-058');
    choose(s, V.red); // Battle card
    choose(s, V.red); // energy
    yes(s); // a life card
    yes(s); // a hand card
    // DBS 3-1-6: the owner orders the four cards, one pick at a time (the last one left needs no pick).
    for (let n = 3; n > 0; n--) {
      expect(prompt(s)).toBe('dbs.bottomOrder');
      expect(options(s)).toHaveLength(n + 1);
      answer(s, options(s)[0]);
    }
    settle(s);
    expect(s.players[1].battle).toHaveLength(0);
    expect(s.players[1].energy).toHaveLength(1);
    expect(s.players[1].life).toHaveLength(7);
    expect(s.players[1].hand).toHaveLength(1);
    expect(s.players[1].deck).toHaveLength(deck + 4);
  });

  it('BT2-030 Potara, The Kai’s Secret: discard a <Son Goku> and a <Vegeta>, then play a <Vegito> of cost 6 or less from the deck or the Drop Area', () => {
    const s = scenario(
      { hand: ['BT2-030', 'BT1-033', 'BT1-037'], energy: en('red', 4), deck: ['BT2-013', V.blue] },
      {},
    );
    activate(s, 'BT2-030', { from: 'hand' });
    for (let i = 0; i < 10 && prompt(s) === 'dbs.cost.handEachToDrop'; i++) answer(s, options(s)[0]);
    settle(s);
    expect(prompt(s)).toBe('dbs.deckOrDrop');
    answer(s, { t: 'area', area: 'deck' } as never);
    choose(s, 'BT2-013');
    settle(s);
    expect(codes(s.players[0].battle)).toEqual(['BT2-013']);
    const t = scenario({ hand: ['BT2-030', 'BT1-033', 'BT1-037'], energy: en('red', 4), drop: ['BT2-012'] }, {});
    activate(t, 'BT2-030', { from: 'hand' });
    for (let i = 0; i < 10 && prompt(t) === 'dbs.cost.handEachToDrop'; i++) answer(t, options(t)[0]);
    settle(t);
    answer(t, { t: 'area', area: 'drop' } as never);
    expect(prompt(t)).not.toBe('dbs.fromDrop'); // BT2-012 costs 7: nothing to choose
    expect(t.players[0].battle).toHaveLength(0);
  });
});

describe('DBS negation and replacement (engineer A)', () => {
  it('DBS 8-3-2 a negated keyword is still recognised as a skill but does nothing', () => {
    const s = scenario({ battle: ['BT1-050'] }, {});
    const kai = battleCard(s, 0, 'BT1-050');
    kai.mods = [{ stat: 'negated', until: 'turn' }];
    expect(hasKeyword(s, 0, kai, 'blocker')).toBe(false);
    expect(matches(s, 0, kai, { keyword: 'blocker' })).toBe(true);
  });
  it('DBS 8-9-1 DBS 8-9-1-1 BT2-034 Absolute God Fused Zamasu: damage to its life is replaced: 5 deck cards to the Drop per damage, and no Life card moves', () => {
    const s = scenario({ leader: { code: 'BT2-034', flipped: true } }, { battle: ['BT1-034'] }, { turnPlayer: 1 });
    const deck = s.players[0].deck.length;
    attack(s, 'BT1-034');
    for (let i = 0; i < 10 && prompt(s) !== 'dbs.main' && s.decision; i++) {
      const o = options(s).find((x) => x.t === 'pass' || x.t === 'no') ?? options(s)[0];
      answer(s, o);
    }
    expect(s.players[0].life).toHaveLength(8);
    expect(s.players[0].hand).toHaveLength(0);
    expect(s.players[0].drop).toHaveLength(10); // [Double Strike]: 2 damage
    expect(s.players[0].deck).toHaveLength(deck - 10);
  });
});
