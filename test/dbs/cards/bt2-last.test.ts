// Card tests for BT2's last cards (issue 16, h16f): each skill working, and not working where it has a condition
// (skills: src/games/dbs/cards/abilities/bt2.ts).
import { describe, expect, it } from 'vitest';
import { hasKeyword } from '../../../src/games/dbs/characteristics.ts';
import type { Card, DBSState } from '../../../src/games/dbs/state.ts';
import type { Seat } from '../../../src/core/types.ts';
import {
  activate,
  answer,
  battleCard,
  canActivate,
  choose,
  codes,
  combo,
  declare,
  en,
  evolve,
  expectText,
  options,
  pass,
  prompt,
  refresh,
  rested,
  scenario,
  settle,
  V,
} from './helpers.ts';

const ARMY = "token:Chilled's Army:10000";

/** A Chilled's Army token of 10000 (as BT2-102 makes them) in `seat`'s Battle Area. */
function addToken(s: DBSState, seat: Seat, isRested: boolean): Card {
  const t: Card = {
    id: s.nextId++,
    code: ARMY,
    owner: seat,
    rested: isRested,
    flipped: false,
    mods: [],
    under: [],
    token: true,
  };
  s.players[seat].battle.push(t);
  return t;
}

/** Seat 1 attacks seat 0's Leader; stops at seat 0's Defence Step free timing. */
function toDefence(s: DBSState): void {
  declare(s, 'leader');
  settle(s);
  for (let i = 0; i < 10 && prompt(s) !== 'dbs.defence'; i++) {
    if (prompt(s) === 'dbs.offence') pass(s);
    else if (prompt(s) === 'dbs.blocker') answer(s, { t: 'no' });
    else settle(s);
  }
  expect(prompt(s)).toBe('dbs.defence');
}

const comboCards = (s: DBSState): number[] =>
  options(s)
    .filter((o) => o.t === 'combo')
    .map((o) => (o as unknown as { card: number }).card);

describe('BT2-112 Chilled, Army General', () => {
  it('BT2-112: DBS 7-3-1-2-1 widened: a Chilled’s Army token in Rest Mode combos at cost 0 for 5000 combo power', () => {
    const s = scenario({ battle: ['BT2-112'] }, {}, { turnPlayer: 1 });
    const t = addToken(s, 0, true);
    toDefence(s);
    expect(comboCards(s)).toContain(t.id);
    answer(s, { t: 'combo', card: t.id } as never);
    settle(s);
    expect(s.players[0].combo.map((c) => c.id)).toEqual([t.id]);
    expect(s.players[0].energy).toHaveLength(0); // combo cost 0: nothing paid
    expectText('BT2-112', ['can combo even in Rest Mode', 'combo cost 0', '5000 combo power']);
  });
  it('BT2-112: without it on the field, the token (no combo stats, DBS 10-18-2) cannot combo, rested or not', () => {
    const s = scenario({ battle: [V.red] }, {}, { turnPlayer: 1 });
    const a = addToken(s, 0, true);
    const b = addToken(s, 0, false);
    toDefence(s);
    const offered = comboCards(s);
    expect(offered).not.toContain(a.id);
    expect(offered).not.toContain(b.id);
    expect(offered).toContain(battleCard(s, 0, V.red).id); // positive control: a real card still combos
  });
  it('BT2-112: rest 1 of your Chilled’s Army tokens: this card gains [Triple Strike] for the turn; no token, no activation', () => {
    const s = scenario({ battle: ['BT2-112'] }, {});
    expect(canActivate(s, 'BT2-112')).toBe(false);
    const t = addToken(s, 0, false);
    refresh(s); // the token arrived after the options were made
    activate(s, 'BT2-112');
    choose(s, ARMY);
    expect(t.rested).toBe(true);
    expect(hasKeyword(s, 0, battleCard(s, 0, 'BT2-112'), 'tripleStrike')).toBe(true);
    expectText('BT2-112', ['[Triple Strike]', 'Rest Mode']);
  });
});

describe('BT2-073 Piercing Super Saiyan 2 Son Gohan', () => {
  it('BT2-073: played this turn, the opponent’s combo sends their cost ≤3 Battle cards in Battle and Combo Areas to the Drop', () => {
    const s = scenario(
      { hand: ['BT2-073'], battle: ['BT2-075'], energy: en('green', 6) },
      { battle: [rested(V.blue), rested('BT2-074')], hand: [V.red] },
    );
    evolve(s, 'BT2-073', ['BT2-075']);
    declare(s, 'BT2-073', V.blue);
    settle(s);
    for (let i = 0; i < 10 && prompt(s) !== 'dbs.defence'; i++) {
      if (prompt(s) === 'dbs.offence') pass(s);
      else settle(s);
    }
    combo(s, V.red);
    settle(s);
    // Hit (cost 2) from the Combo Area and Goten (cost 2) from the Battle Area; BT2-074 (cost 4) stays.
    expect(codes(s.players[1].drop).sort()).toEqual([V.red, V.blue].sort());
    expect(codes(s.players[1].battle)).toEqual(['BT2-074']);
    expectText('BT2-073', [
      '[Evolve] (G)(G)(4)',
      'your opponent combos during that turn',
      'energy cost of 3 or less',
      'Battle Area and Combo Area',
    ]);
  });
  it('BT2-073: in play since an earlier turn, the opponent’s combo does nothing (positive control above)', () => {
    const t = scenario({ battle: ['BT2-073'] }, { battle: [rested(V.blue)], hand: [V.red] });
    declare(t, 'BT2-073', V.blue);
    settle(t);
    for (let i = 0; i < 10 && prompt(t) !== 'dbs.defence'; i++) {
      if (prompt(t) === 'dbs.offence') pass(t);
      else settle(t);
    }
    combo(t, V.red);
    settle(t);
    expect(codes(t.players[1].combo)).toEqual([V.red]);
    expect(t.log!.some((l) => l.e.t === 'autoSkill' && (l.e as { code?: string }).code === 'BT2-073')).toBe(false);
  });
});
