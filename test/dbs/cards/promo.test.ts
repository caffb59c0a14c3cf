// Card tests for the promotion (P-) cards of the built-in decks: each skill working, and doing nothing
// when its condition fails (skills: src/games/dbs/cards/abilities/promo.ts; printed keywords come from
// data/dbs/cards.json).
import { describe, expect, it } from 'vitest';
import { hasKeyword } from '../../../src/games/dbs/characteristics.ts';
import { moveCard } from '../../../src/games/dbs/zones.ts';
import {
  activate as activateCard,
  attack,
  battleCard,
  canActivate,
  choose,
  codes,
  en,
  endTurn,
  evolve,
  expectText,
  finishBattle,
  no,
  offered,
  play,
  playThenDecline,
  power,
  prompt,
  rested,
  scenario,
  V,
  yes,
} from './helpers.ts';

describe('promotion cards', () => {
  it('P-005 Light of Hope Trunks: on your turn with 5 or more energy, it and your Leader get +5000', () => {
    const s = scenario({ battle: ['P-005'], energy: en('blue', 5) }, {});
    expect(power(s, 0, battleCard(s, 0, 'P-005'))).toBe(20000);
    expect(power(s, 0, s.players[0].leader[0])).toBe(15000);
    expectText('P-005', [/5 or more/, '5000', 'Leader']);
  });
  it('P-005 Light of Hope Trunks: with 4 energy, or on the opponent’s turn, nothing', () => {
    const s = scenario({ battle: ['P-005'], energy: en('blue', 4) }, {});
    expect(power(s, 0, battleCard(s, 0, 'P-005'))).toBe(15000);
    const t = scenario({ battle: ['P-005'], energy: en('blue', 5) }, {}, { turnPlayer: 1 });
    expect(power(t, 0, t.players[0].leader[0])).toBe(10000);
  });

  it('P-008 Clan of Terror Mecha Frieza: when played, the opponent reveals their hand and plays the Battle card you choose in Rest Mode', () => {
    const s = scenario({ hand: ['P-008'], energy: en('yellow', 4) }, { hand: [V.red, 'BT1-055'] });
    play(s, 'P-008');
    expect(offered(s)).toEqual([V.red]);
    choose(s, V.red);
    expect(battleCard(s, 1, V.red).rested).toBe(true);
    expect(codes(s.players[1].hand)).toEqual(['BT1-055']);
    expect(hasKeyword(s, 0, battleCard(s, 0, 'P-008'), 'doubleStrike')).toBe(true);
    expectText('P-008', ['reveal', 'Rest', 'Double Strike']);
  });
  it('P-008 Clan of Terror Mecha Frieza: no Battle card in the opponent’s hand, nothing is played', () => {
    const s = playThenDecline({ hand: ['P-008'], energy: en('yellow', 4) }, { hand: ['BT1-055'] }, 'P-008', 'none');
    expect(s.players[1].battle).toHaveLength(0);
  });

  it('P-011 The Almighty Beam Fused Zamasu: [Union-Potara] (B)(B); when played with a <Zamasu> Leader, up to 1 opponent Battle card to the bottom of their deck', () => {
    const s = scenario(
      { leader: 'BT2-034', hand: ['P-011'], battle: ['BT2-055', 'BT2-057'], energy: en('blue', 2) },
      { battle: [V.red] },
    );
    evolve(s, 'P-011', ['BT2-055', 'BT2-057']);
    choose(s, V.red);
    expect(s.players[1].battle).toHaveLength(0);
    expect(s.players[1].deck[0].code).toBe(V.red);
    expect(codes(battleCard(s, 0, 'P-011').under).sort()).toEqual(['BT2-055', 'BT2-057']);
    expectText('P-011', ['Union-Potara', 'Goku Black', 'Zamasu', 'bottom']);
  });
  it('P-011 The Almighty Beam Fused Zamasu: with another Leader nothing; without a <Goku Black> no [Union-Potara]', () => {
    const s = scenario({ hand: ['P-011'], battle: ['BT2-055', 'BT2-057'], energy: en('blue', 2) }, { battle: [V.red] });
    evolve(s, 'P-011', ['BT2-055', 'BT2-057']);
    expect(prompt(s)).toBe('dbs.main');
    expect(s.players[1].battle).toHaveLength(1);
    const t = scenario({ hand: ['P-011'], battle: ['BT2-057', 'BT2-056'], energy: en('blue', 2) }, {});
    expect(canActivate(t, 'P-011', 'hand')).toBe(false);
  });

  it('P-013 Hit, Conqueror of Time: at the start of the opponent’s Main Phase, discard a red card: DBS 10-12-1 it cannot be KO’d by battle this turn', () => {
    const s = scenario({ battle: [rested('P-013')], hand: [V.red] }, { battle: ['BT1-034'] });
    endTurn(s);
    expect(prompt(s)).toBe('dbs.may');
    expect(s.decision!.seat).toBe(0);
    yes(s);
    choose(s, V.red);
    battleCard(s, 0, 'P-013').rested = true;
    attack(s, 'BT1-034', 'P-013');
    finishBattle(s);
    expect(codes(s.players[0].battle)).toEqual(['P-013']);
    expectText('P-013', ['red', 'Indestructible']);
  });
  it('P-013 Hit, Conqueror of Time: declining, it is KO’d', () => {
    const s = scenario({ battle: [rested('P-013')], hand: [V.red] }, { battle: ['BT1-034'] });
    endTurn(s);
    no(s);
    attack(s, 'BT1-034', 'P-013');
    finishBattle(s);
    expect(s.players[0].battle).toHaveLength(0);
  });
  it('P-013 Hit, Conqueror of Time: only a red card can be discarded', () => {
    const s = scenario({ battle: [rested('P-013')], hand: [V.blue] }, { battle: ['BT1-034'] });
    endTurn(s);
    expect(prompt(s)).not.toBe('dbs.may');
  });

  it('P-015 Joyful Strike Goku Black Rosé: with a <Zamasu>/<Goku Black> Leader, take 2 damage to switch up to 6 energy to Active', () => {
    const s = scenario({ leader: 'BT2-034', hand: ['P-015'], energy: en('blue', 6) }, {});
    play(s, 'P-015');
    yes(s);
    expect(s.players[0].life).toHaveLength(6);
    for (let k = 0; k < 6; k++) choose(s, V.blue);
    expect(s.players[0].energy.every((e) => !e.rested)).toBe(true);
    expectText('P-015', ['Zamasu', 'Goku Black', /2 damage/, /6/, 'Double Strike']);
  });
  it('P-015 Joyful Strike Goku Black Rosé: with another Leader, nothing is offered', () => {
    const s = scenario({ hand: ['P-015'], energy: en('blue', 6) }, {});
    play(s, 'P-015');
    expect(prompt(s)).toBe('dbs.main');
    expect(s.players[0].life).toHaveLength(8);
  });

  it('P-032 Kaio-Ken Son Goku: [EX-Evolve] for one hand card onto a blue <Son Goku> of cost 7+; then its master cannot lose this turn', () => {
    const s = scenario({ hand: ['P-032', V.red], battle: ['BT1-031', 'SD1-02'], life: 1 }, {});
    evolve(s, 'P-032', ['BT1-031']); // SD1-02 costs 6: no base
    choose(s, V.red); // the cost: a card from the hand to the Drop, no energy
    expect(codes(s.players[0].drop)).toEqual([V.red]);
    expect(codes(battleCard(s, 0, 'P-032').under)).toEqual(['BT1-031']);
    expect(s.lossBarred).toEqual([{ seat: 0, turn: s.turn }]);
    moveCard(s, 0, s.players[0].life[0], 'life', 'hand');
    expect(s.result).toBeNull(); // no Life, and the game goes on (DBS 1-3-1 over 1-2-2-1)
    expect(hasKeyword(s, 0, battleCard(s, 0, 'P-032'), 'doubleStrike')).toBe(true);
    expectText('P-032', ['[EX-Evolve] Place 1 card from your hand', 'cost is 7 or more', 'cannot lose the game']);
    // Positive control: played from the hand (not evolved into), nothing bars the loss.
    const t = scenario({ hand: ['P-032'], energy: en('blue', 9), life: 1 }, {});
    play(t, 'P-032');
    expect(t.lossBarred).toBeUndefined();
    moveCard(t, 0, t.players[0].life[0], 'life', 'hand');
    expect(t.result?.winner).toBe(1);
  });

  it('P-032: no base of cost 7 or more, or no other hand card, and the [EX-Evolve] is not offered', () => {
    const s = scenario({ hand: ['P-032', V.red], battle: ['SD1-02'] }, {});
    expect(canActivate(s, 'P-032', 'hand')).toBe(false);
    const t = scenario({ hand: ['P-032'], battle: ['BT1-031'] }, {});
    expect(canActivate(t, 'P-032', 'hand')).toBe(false);
  });

  it('P-032 [Activate: Main]: two Life cards to the hand switch it to Active Mode', () => {
    const s = scenario({ battle: [rested('P-032')] }, {});
    expect(canActivate(s, 'P-032')).toBe(true);
    activateCard(s, 'P-032');
    expect(s.players[0].hand).toHaveLength(2);
    expect(s.players[0].life).toHaveLength(6);
    expect(battleCard(s, 0, 'P-032').rested).toBe(false);
    expectText('P-032', ['Add 2 cards from your life to your hand', 'Active Mode']);
  });
});
