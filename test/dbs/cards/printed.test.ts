// Cards whose definition or rendered text differed from the printed card (issue 15), each checked against
// the printed behaviour, with a positive control where the fix is a "cannot".
import { describe, expect, it } from 'vitest';
import type { Answer } from '../../../src/core/types.ts';
import { energyCostOf } from '../../../src/games/dbs/characteristics.ts';
import {
  activate,
  answer,
  attack,
  battleCard,
  choose,
  codes,
  en,
  expectText,
  faceText,
  finishBattle,
  offered,
  play,
  prompt,
  rested,
  scenario,
  V,
} from './helpers.ts';

const BIG_GETE_STAR = 'BT2-122'; // a [Field] Extra card

describe('cards as printed (issue 15)', () => {
  it('BT1-057 Broly (back): DBS 3-6-1 "1 card from their Battle Area" may be a [Field] Extra card there', () => {
    const s = scenario(
      { leader: { code: 'BT1-057', flipped: true }, battle: [V.green] },
      { battle: [V.blue, BIG_GETE_STAR], hand: [V.red] },
    );
    attack(s, 'leader');
    choose(s, s.players[0].hand[0].code); // player 1 discards the card just drawn
    choose(s, V.red); // player 2 discards
    choose(s, V.green); // player 1's Battle Area
    expect(offered(s).sort()).toEqual([BIG_GETE_STAR, V.blue].sort());
    choose(s, BIG_GETE_STAR);
    expect(codes(s.players[1].battle)).toEqual([V.blue]);
    expect(codes(s.players[1].drop)).toContain(BIG_GETE_STAR);
    expect(faceText('BT1-057', true)).not.toMatch(/Battle Cards? in their Battle Area/);
  });

  it('BT2-094 Iron Hammer of Justice Android 16: DBS 10-9 its [Revenge] KO is "this card KOs", so it switches to Active Mode', () => {
    // Krillin (5000) attacks the resting Android 16 (15000): it survives, and [Revenge] KOs the attacker after the battle.
    const s = scenario({ battle: [V.green] }, { battle: [rested('BT2-094')] });
    attack(s, V.green, 'BT2-094');
    finishBattle(s);
    expect(codes(s.players[0].drop)).toEqual([V.green]);
    expect(battleCard(s, 1, 'BT2-094').rested).toBe(false);
    // Control: when nothing is KO'd (the attack is on the Leader), it stays in Rest Mode.
    const t = scenario({ battle: [V.green] }, { battle: [rested('BT2-094')] });
    attack(t, V.green);
    finishBattle(t);
    expect(battleCard(t, 1, 'BT2-094').rested).toBe(true);
  });

  it('BT2-055 Warrior of the Gods Goku Black: DBS 7-4-1-4-2 its protection is against the opponent’s skills only: it is KO’d in battle', () => {
    const s = scenario({ battle: [V.red] }, { battle: [rested('BT2-055'), 'BT2-057'] });
    attack(s, V.red, 'BT2-055');
    finishBattle(s);
    expect(codes(s.players[1].battle)).toEqual(['BT2-057']);
    expect(codes(s.players[1].drop)).toEqual(['BT2-055']);
    // Control: the opponent's skill (Furious Yell Vegeta's KO) cannot KO it while <Zamasu> is there.
    const t = scenario({ battle: ['BT1-065'] }, { battle: ['BT2-055', 'BT2-057'] });
    activate(t, 'BT1-065', { from: 'battle' });
    choose(t, 'BT2-055');
    expect(codes(t.players[1].battle)).toEqual(['BT2-055', 'BT2-057']);
    expectText('BT2-055', ['Zamasu', "opponent's skills", 'Battle Area']);
  });

  it('BT2-006 and BT2-057: the energy cost reduction holds in the Battle Area too, and the text says so', () => {
    const s = scenario({ leader: 'BT2-034', battle: ['BT2-057', 'BT2-006'] }, {});
    expect(energyCostOf(s, 0, battleCard(s, 0, 'BT2-057')).total).toBe(3); // 4, less 1 with a <Zamasu> Leader
    expect(energyCostOf(s, 0, battleCard(s, 0, 'BT2-006')).total).toBe(2); // 6, less 4 with an empty hand
    expectText('BT2-057', ['hand or Battle Area', 'by 1']);
    expectText('BT2-006', ['hand or Battle Area', 'by 4']);
  });

  it('every card printing "look at up to N cards from the top" says so (found comparing every shipped card)', () => {
    const cases: [string, number][] = [
      ['BT1-008', 3],
      ['BT1-033', 7],
      ['BT1-089', 3],
      ['BT1-092', 2],
      ['BT2-061', 3],
      ['BT2-065', 10],
    ];
    for (const [code, n] of cases) expectText(code, [`up to ${n} cards from the top of your deck`]);
    expect(cases).toHaveLength(6);
  });

  it('BT1-089 Avenging Frieza: "look at up to 3 cards" is what the text says, and a 2-card deck is looked at whole', () => {
    expectText('BT1-089', ['up to 3 cards from the top']);
    const s = scenario({ hand: ['BT1-089'], energy: en('yellow', 1), deck: ['BT1-090', V.yellow] }, {});
    play(s, 'BT1-089');
    expect(prompt(s)).toBe('dbs.search');
    expect(s.decision!.looking).toHaveLength(2);
    answer(s, { t: 'done' } as Answer);
  });
});
