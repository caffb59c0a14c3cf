// Card tests for the BT3 ("Cross Worlds") cards of issue 16 (h16e): each skill working, and not working where it has
// a condition (skills: src/games/dbs/cards/abilities/bt3.ts; printed keywords from data/dbs/cards.json).
import { describe, expect, it } from 'vitest';
import { hasKeyword } from '../../../src/games/dbs/characteristics.ts';
import { renderSkills } from '../../../src/games/dbs/abilities/text.ts';
import {
  activate,
  battleCard,
  canPlay,
  choose,
  codes,
  en,
  endTurn,
  evolve,
  expectText,
  many,
  offered,
  play,
  playThenDecline,
  rested,
  scenario,
  settle,
  V,
} from './helpers.ts';

const GOKU = 'BT1-033'; // blue <Son Goku>

describe('BT3 cards that print keywords only', () => {
  for (const [code, kws] of [
    ['BT3-009', []],
    ['BT3-011', ['critical']],
    ['BT3-014', ['doubleStrike']],
    ['BT3-038', ['blocker', 'barrier']],
    ['BT3-094', []],
    ['BT3-099', ['blocker']],
  ] as const) {
    it(`${code}: its printed keywords${kws.length ? '' : ' (none: vanilla)'} and no other skill`, () => {
      const s = scenario({ battle: [code] }, {});
      const c = battleCard(s, 0, code);
      for (const k of ['blocker', 'critical', 'barrier', 'doubleStrike'] as const)
        expect(hasKeyword(s, 0, c, k)).toBe((kws as readonly string[]).includes(k));
      expect(renderSkills(code)).toEqual([]);
    });
  }
  it('BT3-038 Unyielding Defender, East Supreme Kai: DBS 10-16 [Barrier]: the opponent’s skill cannot choose it', () => {
    const s = scenario({ hand: ['BT2-121'], energy: en('yellow', 2) }, { battle: [rested('BT3-038'), rested(V.red)] });
    activate(s, 'BT2-121', { from: 'hand' });
    expect(offered(s)).toEqual([V.red]);
  });
});

describe('BT3 cards', () => {
  it('BT3-004 Rising Fist Super Saiyan 2 Son Goku: [Evolve] (R)(R)(R)(1) onto <Son Goku: GT>; evolved into, draw 2', () => {
    const s = scenario({ hand: ['BT3-004'], battle: ['BT3-006'], energy: en('red', 4) }, {});
    evolve(s, 'BT3-004', ['BT3-006']);
    expect(codes(battleCard(s, 0, 'BT3-004').under)).toEqual(['BT3-006']);
    expect(s.players[0].hand).toHaveLength(2);
    expectText('BT3-004', ['[Evolve] (R)(R)(R)(1)', '<Son Goku: GT>', 'Draw 2', '[Double Strike]']);
  });
  it('BT3-004 Rising Fist Super Saiyan 2 Son Goku: played from hand (no evolution), no draw', () => {
    const s = scenario({ hand: ['BT3-004'], energy: en('red', 5) }, {});
    play(s, 'BT3-004');
    expect(s.players[0].hand).toHaveLength(0);
  });

  it('BT3-006 Pint-sized Warrior Son Goku: when played, a red <Son Goku: GT> among the top 7 to hand', () => {
    const s = scenario({ hand: ['BT3-006'], energy: en('red', 1), deck: [V.red, GOKU, 'BT3-004'] }, {});
    play(s, 'BT3-006');
    expect(offered(s)).toEqual(['BT3-004']); // the blue <Son Goku> is another character
    choose(s, 'BT3-004');
    settle(s);
    expect(codes(s.players[0].hand)).toEqual(['BT3-004']);
    expectText('BT3-006', ['up to 7', 'red <Son Goku: GT>']);
  });

  it('BT3-012 Dependable Robot Giru: free to play with a <Pan> in play; not without', () => {
    expect(canPlay(scenario({ hand: ['BT3-012'], battle: ['BT3-009'] }, {}), 'BT3-012')).toBe(true);
    expect(canPlay(scenario({ hand: ['BT3-012'] }, {}), 'BT3-012')).toBe(false);
    expectText('BT3-012', ['<Pan>', 'without paying']);
  });

  for (const code of ['BT3-035', 'BT3-095'])
    it(`${code}: when played, draw 1`, () => {
      const s = scenario({ hand: [code], energy: en(code === 'BT3-035' ? 'blue' : 'yellow', 5) }, {});
      play(s, code);
      expect(s.players[0].hand).toHaveLength(1);
      expectText(code, ['Draw 1']);
    });

  it('BT3-045 Agent of Resurrection, Babidi: a <Majin Buu> among the top 3 to hand; one 4th from the top is not seen', () => {
    const s = scenario({ hand: ['BT3-045'], energy: en('blue', 1), deck: [V.blue, 'BT1-047', V.red] }, {});
    play(s, 'BT3-045');
    expect(offered(s)).toEqual(['BT1-047']);
    choose(s, 'BT1-047');
    settle(s);
    expect(codes(s.players[0].hand)).toEqual(['BT1-047']);
    const t = playThenDecline(
      { hand: ['BT3-045'], energy: en('blue', 1), deck: [V.blue, V.blue, V.blue, 'BT1-047'] },
      {},
      'BT3-045',
      'dbs.search',
    );
    expect(t.players[0].hand).toHaveLength(0);
    expectText('BT3-045', ['up to 3', '<Majin Buu>']);
  });

  it('BT3-061 Unyielding Justice SS2 Trunks: [Evolve] (G)(2) onto <Trunks: Future>; evolved into, draw 1', () => {
    const s = scenario({ hand: ['BT3-061'], battle: ['BT1-068'], energy: en('green', 3) }, {});
    evolve(s, 'BT3-061', ['BT1-068']);
    expect(s.players[0].hand).toHaveLength(1);
    expect(hasKeyword(s, 0, battleCard(s, 0, 'BT3-061'), 'barrier')).toBe(true);
    expectText('BT3-061', ['[Evolve] (G)(2)', '<Trunks: Future>', 'Draw 1']);
  });

  it('BT3-074 Android 15, Just Saying Hi: when played, the opponent discards 1', () => {
    const s = scenario({ hand: ['BT3-074'], energy: en('green', 3) }, { hand: [V.red, V.blue] });
    play(s, 'BT3-074');
    choose(s, V.blue);
    expect(codes(s.players[1].drop)).toEqual([V.blue]);
    expectText('BT3-074', ['Your opponent chooses 1 card']);
  });

  it('BT3-088 Explosive Spirit Son Goku: when played, KO up to 1 opponent Battle card in Rest Mode; Active at the end of your turn', () => {
    const s = scenario({ hand: ['BT3-088'], energy: en('yellow', 3) }, { battle: [rested(V.red), V.blue] });
    play(s, 'BT3-088');
    expect(offered(s)).toEqual([V.red]);
    choose(s, V.red);
    expect(codes(s.players[1].drop)).toEqual([V.red]);
    battleCard(s, 0, 'BT3-088').rested = true;
    endTurn(s);
    expect(battleCard(s, 0, 'BT3-088').rested).toBe(false);
    expectText('BT3-088', ['Rest Mode', 'KO', 'end of your turn', 'Active Mode']);
  });
  it('BT3-088 Explosive Spirit Son Goku: its end-of-turn skill does not trigger at the end of the opponent’s turn', () => {
    const s = scenario({ battle: [rested('BT3-088')] }, { battle: [V.red] }, { turnPlayer: 1 });
    endTurn(s);
    // Its own Charge Phase comes next and stands it anyway: what shows is that the skill never triggered.
    expect(s.log!.some((l) => l.e.t === 'autoSkill' && (l.e as { code?: string }).code === 'BT3-088')).toBe(false);
  });

  it('BT3-089 Rampaging Great Ape Son Goku: evolved into, an opponent energy in Rest Mode stays rested through their next Charge Phase', () => {
    const s = scenario(
      { hand: ['BT3-089'], battle: ['BT3-088'], energy: en('yellow', 4) },
      { energy: [rested(V.red), V.red] },
    );
    evolve(s, 'BT3-089', ['BT3-088']);
    expect(offered(s)).toEqual([V.red]);
    choose(s, V.red);
    endTurn(s);
    expect(s.players[1].energy.map((c) => c.rested)).toEqual([true, false]);
    expectText('BT3-089', ['[Evolve] (Y)(Y)(2)', 'Rest Mode', 'next Charge Phase']);
  });

  it('BT3-093 Lord of the Great Apes, King Vegeta: a 《Great Ape》 of cost 5 or less from the deck to hand', () => {
    const s = scenario(
      { hand: ['BT3-093'], energy: en('yellow', 3), deck: [V.yellow, 'BT3-089', ...many(V.red, 3)] },
      {},
    );
    play(s, 'BT3-093');
    expect(offered(s)).toEqual(['BT3-089']);
    choose(s, 'BT3-089');
    settle(s);
    expect(codes(s.players[0].hand)).toEqual(['BT3-089']);
    expectText('BT3-093', ['《Great Ape》', '5 or less']);
  });
});
