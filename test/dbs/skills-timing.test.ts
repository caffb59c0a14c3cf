// Trigger timings of the turn for [Auto] skills (engineer A): "at the beginning of" each phase and step
// the rules name (DBS 6-2-1, 6-3-1-1, 7-2-1-1, 7-3-1-1, 7-4-1-1) and "at the end of the turn" with the
// End Phase carried out again for an auto not yet triggered (DBS 6-4-1-1, 6-4-1-3). No card of the ten
// decks has these triggers, so this file gives two vanilla cards test skills (vitest isolates each test
// file's modules, so no other file sees them).
import { describe, expect, it } from 'vitest';
import { useTestSkills } from './testSkills.ts';
import { auto, draw } from '../../src/games/dbs/abilities/dsl.ts';
import { renderSkills } from '../../src/games/dbs/abilities/text.ts';
import { answer } from './scenario.ts';
import { attack, choose, finishBattle, options, prompt, scenario } from './cards/helpers.ts';

const APPULE = 'BT1-102';
const SUI = 'BT1-103';
const TRUNKS = 'BT1-039';

useTestSkills({
  // At the end of your turn, play a "Sui" from your Drop Area.
  [APPULE]: [
    auto({ on: 'endOfTurn', whose: 'you' }, [{ do: 'fromDrop', pick: 1, filter: { name: 'Sui' }, to: 'play' }]),
    auto({ on: 'beginning', of: 'damageStep', whose: 'you' }, [draw(1)]),
  ],
  // At the end of your turn, draw 1 card.
  [SUI]: [auto({ on: 'endOfTurn', whose: 'you' }, [draw(1)])],
  [TRUNKS]: [
    auto({ on: 'beginning', of: 'defenceStep', whose: 'opponent' }, [draw(1)]),
    auto({ on: 'beginning', of: 'chargePhase', whose: 'you' }, [draw(1)]),
  ],
});

/** End the Main Phase and answer the End Phase's decisions until the next turn's Charge Phase asks. */
function endTurn(s: ReturnType<typeof scenario>, chooseSui = true): void {
  answer(s, { t: 'end' });
  for (let i = 0; i < 30 && s.decision && prompt(s) !== 'dbs.charge'; i++) {
    if (chooseSui && prompt(s) === 'dbs.fromDrop') choose(s, SUI);
    else answer(s, options(s).find((o) => o.t === 'pass' || o.t === 'done') ?? options(s)[0]);
  }
}

describe('DBS turn trigger timings', () => {
  it('renders the new triggers', () => {
    expect(renderSkills(SUI)).toEqual(['[Auto] At the end of your turn: Draw 1 card.']);
    expect(renderSkills(TRUNKS)[0]).toBe("[Auto] At the beginning of your opponent's Defense Step: Draw 1 card.");
  });

  it('DBS 6-4-1-1 DBS 6-4-1-3 a card played by an "at the end of the turn" skill makes the End Phase run again, and its own end-of-turn skill fires once', () => {
    const s = scenario({ battle: [APPULE], drop: [SUI], deck: ['BT1-035', 'BT1-035', 'BT1-035'] }, {});
    endTurn(s);
    expect(s.players[0].battle.map((c) => c.code)).toEqual([APPULE, SUI]);
    expect(s.players[0].hand).toHaveLength(1); // Sui's draw, once
    expect(s.turnPlayer).toBe(1);
  });
  it('DBS 6-4-1-3 with no untriggered end-of-turn skill the turn passes after one End Phase', () => {
    const s = scenario({ battle: [SUI] }, {});
    endTurn(s);
    expect(s.players[0].hand).toHaveLength(1);
    expect(s.turnPlayer).toBe(1);
  });

  it('DBS 7-4-1-1 "at the beginning of your Damage Step" goes pending then', () => {
    const s = scenario({ battle: [APPULE] }, { battle: [TRUNKS] });
    attack(s, APPULE);
    finishBattle(s);
    expect(s.players[0].hand).toHaveLength(1);
  });
  it('DBS 7-3-1-1 "at the beginning of your opponent’s Defense Step" is the non-turn player’s', () => {
    const s = scenario({ battle: ['BT1-035'] }, { battle: [TRUNKS] });
    attack(s, 'BT1-035');
    finishBattle(s);
    expect(s.players[1].hand).toHaveLength(2); // the skill's draw and the Life card of the damage
  });
  it('DBS 6-2-1 "at the beginning of your Charge Phase" goes pending before the draw', () => {
    const s = scenario({}, { battle: [TRUNKS] });
    endTurn(s, false);
    expect(s.turnPlayer).toBe(1);
    expect(s.players[1].hand).toHaveLength(2); // the skill's draw and the Charge Phase draw
  });
});
