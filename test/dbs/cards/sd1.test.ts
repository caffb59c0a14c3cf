// Card tests for the SD1 ("The Awakening") cards of the built-in decks: each skill working, and doing
// nothing when its condition fails (skills: src/games/dbs/cards/abilities/sd1.ts).
import { describe, expect, it } from 'vitest';
import { hasKeyword } from '../../../src/games/dbs/characteristics.ts';
import {
  activate,
  attack,
  battleCard,
  canActivate,
  choose,
  done,
  en,
  evolve,
  expectText,
  finishBattle,
  many,
  play,
  power,
  prompt,
  scenario,
  V,
} from './helpers.ts';

const GOKU = 'BT1-033'; // Kind Saiyan Son Goku, a <Son Goku> to evolve from
const VEGETA = 'BT1-037'; // Assailant Vegeta, a <Vegeta>

describe('SD1 cards', () => {
  it('SD1-01 Super Saiyan God Son Goku: when it attacks, up to 1 blue energy to Active', () => {
    const s = scenario(
      {
        energy: [
          { code: V.blue, rested: true },
          { code: V.red, rested: true },
        ],
      },
      {},
    );
    attack(s, 'leader');
    expect(prompt(s)).toBe('dbs.target');
    const offeredIds = s.decision!.options.filter((o) => o.t === 'card').length;
    expect(offeredIds).toBe(1); // only the blue one
    choose(s, V.blue);
    expect(s.players[0].energy.map((e) => e.rested)).toEqual([false, true]);
    expectText('SD1-01', ['blue', 'Active', /4/]);
  });
  it('SD1-01 Super Saiyan God Son Goku: [Awaken] only at 4 or less life; the back face draws and actives 2 blue', () => {
    const s = scenario({ life: 5 }, {});
    expect(canActivate(s, 'SD1-01', 'leader')).toBe(false);
    const t = scenario({ life: 4, energy: [...many(V.blue, 5).map((code) => ({ code, rested: true }))] }, {});
    activate(t, 'SD1-01', { from: 'leader' });
    const l = t.players[0].leader[0];
    expect(l.flipped).toBe(true);
    expect(t.players[0].hand).toHaveLength(2);
    // Back: +5000 during your turn with 5 or more energy.
    expect(power(t, 0, l)).toBe(20000);
    attack(t, 'leader');
    choose(t, V.blue);
    choose(t, V.blue);
    expect(t.players[0].hand).toHaveLength(3);
    expect(t.players[0].energy.filter((e) => !e.rested)).toHaveLength(2);
    expectText('SD1-01', ['5000', /5/, 'draw 1'], true);
  });
  it("SD1-01 (back): no +5000 with 4 energy or during the opponent's turn", () => {
    const s = scenario({ leader: { code: 'SD1-01', flipped: true }, energy: en('blue', 4) }, {});
    expect(power(s, 0, s.players[0].leader[0])).toBe(15000);
    const t = scenario({ leader: { code: 'SD1-01', flipped: true }, energy: en('blue', 5) }, {}, { turnPlayer: 1 });
    expect(power(t, 0, t.players[0].leader[0])).toBe(15000);
  });

  it("SD1-02 God Rush Son Goku: DBS 10-5-4 [Evolve] stacks it onto <Son Goku>; when played, all the opponent's [Blocker] cards return to hand", () => {
    const s = scenario(
      { hand: ['SD1-02'], battle: [GOKU], energy: en('blue', 5) },
      { battle: ['BT1-050', V.blue, { code: 'BT1-046', rested: true }] },
    );
    evolve(s, 'SD1-02', [GOKU]);
    expect(battleCard(s, 0, 'SD1-02').under.map((u) => u.code)).toEqual([GOKU]);
    expect(s.players[1].battle.map((c) => c.code)).toEqual([V.blue]);
    expect(s.players[1].hand.map((c) => c.code).sort()).toEqual(['BT1-046', 'BT1-050']);
    expectText('SD1-02', ['Son Goku', 'Blocker', 'hand']);
  });
  it('SD1-02 God Rush Son Goku: DBS 10-5-1 [Evolve] needs a <Son Goku> and 5 energy with 3 blue', () => {
    const s = scenario({ hand: ['SD1-02'], battle: [VEGETA], energy: en('blue', 5) }, {});
    expect(canActivate(s, 'SD1-02', 'hand')).toBe(false);
    const t = scenario({ hand: ['SD1-02'], battle: [GOKU], energy: [...en('blue', 2), ...en('red', 3)] }, {});
    expect(canActivate(t, 'SD1-02', 'hand')).toBe(false);
  });

  it('SD1-03 SS3 Son Goku, Maximum Energy: when a card evolves into it, it gains [Dual Attack] for the turn', () => {
    const s = scenario({ hand: ['SD1-03'], battle: [GOKU], energy: en('blue', 4) }, {});
    evolve(s, 'SD1-03', [GOKU]);
    const c = battleCard(s, 0, 'SD1-03');
    expect(hasKeyword(s, 0, c, 'dualAttack')).toBe(true);
    attack(s, 'SD1-03');
    finishBattle(s);
    expect(battleCard(s, 0, 'SD1-03').rested).toBe(false); // DBS 10-8-1
    expectText('SD1-03', ['Dual Attack', 'evolve']);
  });
  it('SD1-03 SS3 Son Goku, Maximum Energy: DBS 10-5-7 played from hand (not evolved) it has no [Dual Attack]', () => {
    const s = scenario({ hand: ['SD1-03'], energy: en('blue', 5) }, {});
    play(s, 'SD1-03');
    expect(hasKeyword(s, 0, battleCard(s, 0, 'SD1-03'), 'dualAttack')).toBe(false);
  });

  it('SD1-04 Rapid Spirit Ball Son Goku: when played, up to 1 energy to Active', () => {
    const s = scenario({ hand: ['SD1-04'], energy: en('blue', 3) }, {});
    play(s, 'SD1-04');
    expect(prompt(s)).toBe('dbs.target');
    choose(s, V.blue);
    expect(s.players[0].energy.filter((e) => e.rested)).toHaveLength(2);
    expectText('SD1-04', ['Son Goku', 'Active']);
  });
  it('SD1-04 Rapid Spirit Ball Son Goku: "up to" — choosing none leaves the energy rested', () => {
    const s = scenario({ hand: ['SD1-04'], energy: en('blue', 3) }, {});
    play(s, 'SD1-04');
    done(s);
    expect(s.players[0].energy.filter((e) => e.rested)).toHaveLength(3);
  });

  it('SD1-05 Vegeta, Prince of Speed: when played with 5 or more energy, draw 2', () => {
    const s = scenario({ hand: ['SD1-05'], energy: en('blue', 5) }, {});
    play(s, 'SD1-05');
    expect(s.players[0].hand).toHaveLength(2);
    expectText('SD1-05', ['Vegeta', /5/, 'draw 2']);
  });
  it('SD1-05 Vegeta, Prince of Speed: with 4 energy (evolved for less) it draws nothing', () => {
    const s = scenario({ hand: ['SD1-05'], battle: [VEGETA], energy: en('blue', 4) }, {});
    evolve(s, 'SD1-05', [VEGETA]);
    expect(battleCard(s, 0, 'SD1-05')).toBeDefined();
    expect(s.players[0].hand).toHaveLength(0);
  });
});
