// DBS rules tests — rule processing (rules section 9).
// Gathered by rules topic from the batch-named files rules-a-processing.test.ts, rules-leftover.test.ts, rules.test.ts.

import { describe, expect, it } from 'vitest';
import { run } from '../../../src/core/engine.ts';
import type { Seat } from '../../../src/core/types.ts';
import { activateMain, auto, chooseOpp, draw, permanent, power } from '../../../src/games/dbs/abilities/dsl.ts';
import { stackOnTop } from '../../../src/games/dbs/abilities/resolveSkill.ts';
import { powerOf } from '../../../src/games/dbs/characteristics.ts';
import type { Card, DBSState, Mod } from '../../../src/games/dbs/state.ts';
import { ruleProcessing } from '../../../src/games/dbs/timing.ts';
import { byCode, C, passWhile, pick, refresh, scenario } from '../scenario.ts';
import { useTestSkills } from '../testSkills.ts';

let loose = 70000;

function looseCard(code: string, owner: Seat): Card {
  return { id: loose++, code, owner, rested: false, flipped: false, mods: [], under: [] };
}

/** Ask the pending free-timing decision again: its checkpoint runs first (4-6-2-1). */
function reask(s: DBSState): void {
  s.decision = null;
  s.frames[s.frames.length - 1].step = 0;
  run(s);
}

const SKILL_DAMAGE = 'TEST-LEFTOVER-DAMAGE'; // [Auto] when your Battle card attacks: 1 damage to the opponent

const RESTED_GROW = 'TEST-LEFTOVER-RESTGROW'; // [Permanent] your Battle cards in Rest Mode +5000

const STAND_ONE = 'TEST-LEFTOVER-STAND'; // [Activate: Main] switch 1 of your Battle cards to Active Mode

const SPARK_AND_MILL = 'TEST-LEFTOVER-SPARK'; // when you play another card: [Sparking 3] draw 1 / top of deck to Drop

const GROW_ALL = 'TEST-LEFTOVER-GROW'; // [Permanent] your Battle cards +10000

const SHRINK_OPP = 'TEST-LEFTOVER-SHRINKOPP'; // [Activate: Main] 1 of your opponent's Battle cards -30000

const SHRINK_OWN = 'TEST-LEFTOVER-SHRINKOWN'; // [Activate: Main] 1 of your Battle cards -30000

function lend(card: Card, key: string): void {
  const m: Mod = { stat: 'skills', code: key, until: 'game' };
  card.mods = [...card.mods, m];
}

// From the former rules-a-processing.test.ts:
// DBS rules tests, rule processing (section 9): interruptive and confirmative processing (9-1), loss
// judgement (9-2), invalid combos (9-3), placing a card on top of another (9-4) and Battle cards at
// power 0 or below (9-5).

describe('interruptive processing and loss judgement (DBS 9-1, 9-2)', () => {
  it('DBS 9-1 DBS 9-1-1 DBS 9-1-2 DBS 9-1-2-1 DBS 9-2 DBS 9-2-1: a loss interrupts the damage being dealt', () => {
    // [Double Strike] against 1 Life: the game ends at the first Life card; the second damage never happens.
    const s = scenario({ battle: [C.gohan] }, { life: 1 });
    const gohan = byCode(s, 0, 'battle', C.gohan).id;
    pick(s, (o) => o.t === 'attack' && o.attacker === gohan);
    passWhile(s, ['dbs.counterTiming', 'dbs.offence', 'dbs.defence']);
    expect(s.result!.winner).toBe(0);
    expect(s.players[1].hand).toHaveLength(1);
    // Drawing 2 with 1 card in the deck: the game ends with the first draw.
    const t = scenario({ life: 3, deck: [C.hit] }, {});
    pick(t, (o) => o.t === 'activate' && o.from === 'leader');
    passWhile(t, ['dbs.counterTiming']);
    expect(t.result!.winner).toBe(1);
    expect(t.players[0].hand.map((c) => c.code)).toEqual([C.hit]);
    expect(t.players[0].leader[0].flipped).toBe(false); // the rest of [Awaken] never resolved
  });

  it('DBS 9-2-2: loss is judged at the beginning of rule processing, before anything else', () => {
    const s = scenario({}, {}, { lossCheck: 'nextRuleProcessing' });
    s.players[1].life = [];
    s.players[0].combo.push(looseCard(C.hit, 0));
    expect(ruleProcessing(s)).toBe('over');
    expect(s.result!.winner).toBe(0);
    expect(s.players[0].combo).toHaveLength(1);
  });
});

describe('confirmative processing (DBS 9-1-2-2, 9-1-2-3, 9-3, 9-5)', () => {
  it('DBS 9-1-2-2 DBS 9-5 DBS-041: power 0 is acted on only at a checkpoint, and only if still true then', () => {
    const s = scenario({ battle: [C.hit, C.goten] }, {});
    const [hit, goten] = s.players[0].battle;
    hit.mods = [{ stat: 'power', n: -15000, until: 'turn' }];
    goten.mods = [{ stat: 'power', n: -15000, until: 'turn' }];
    expect(s.players[0].battle).toHaveLength(2); // nothing happens outside a checkpoint
    goten.mods = [...goten.mods, { stat: 'power', n: 3000, until: 'turn' }]; // back above 0 in time
    reask(s);
    expect(s.players[0].battle.map((c) => c.code)).toEqual([C.goten]);
    expect(powerOf(s, 0, s.players[0].battle[0])).toBe(3000);
    expect(s.players[0].drop.map((c) => c.code)).toEqual([C.hit]);
  });

  it('DBS 9-1-2-3: confirmative processing due together is done together', () => {
    const s = scenario({ battle: [C.hit] }, { battle: [C.goten] });
    s.players[0].combo.push(looseCard(C.goten, 0));
    s.players[1].battle[0].mods = [{ stat: 'power', n: -15000, until: 'turn' }];
    s.players[0].battle[0].mods = [{ stat: 'power', n: -15000, until: 'turn' }];
    const from = s.log!.length;
    expect(ruleProcessing(s)).toBe('applied');
    expect(s.players[0].combo).toHaveLength(0);
    expect(s.players[0].battle).toHaveLength(0);
    expect(s.players[1].battle).toHaveLength(0);
    expect(s.log!.slice(from).filter((l) => l.e.t === 'invalidCombo' || l.e.t === 'powerZero')).toHaveLength(3);
    expect(ruleProcessing(s)).toBe('none');
  });

  it('DBS 9-3 DBS 9-3-1: a combo card stays in the Combo Area while its battle goes on', () => {
    const s = scenario({ battle: [C.hit], hand: [C.goten] }, { battle: [{ code: C.gohan, rested: true }] });
    const hit = byCode(s, 0, 'battle', C.hit).id;
    pick(s, (o) => o.t === 'attack' && o.attacker === hit && o.target === byCode(s, 1, 'battle', C.gohan).id);
    passWhile(s, ['dbs.counterTiming']);
    pick(s, (o) => o.t === 'combo');
    expect(s.decision!.prompt).toBe('dbs.offence'); // a checkpoint ran after the combo
    expect(s.players[0].combo.map((c) => c.code)).toEqual([C.goten]);
    expect(ruleProcessing(s)).toBe('none');
  });
});

describe('placing a card on top of another (DBS 9-4)', () => {
  it('DBS 9-4 DBS 9-4-1: the new top card takes the position and power changes at once, with no checkpoint', () => {
    const s = scenario({ battle: [{ code: C.kindGoku, rested: true }], hand: [C.rapidGoku] }, {});
    const base = byCode(s, 0, 'battle', C.kindGoku);
    base.mods = [{ stat: 'power', n: 3000, until: 'turn' }];
    const frames = s.frames.length;
    const top = stackOnTop(s, 0, byCode(s, 0, 'hand', C.rapidGoku), 'hand', base, 'evolve');
    expect(s.frames.length).toBe(frames);
    expect(top.rested).toBe(true);
    expect(powerOf(s, 0, top)).toBe(18000);
    expect(top.under.map((u) => u.code)).toEqual([C.kindGoku]);
  });
});

describe('power dropping to 0 (DBS 9-5-2-1)', () => {
  useTestSkills({
    [SKILL_DAMAGE]: [auto({ on: 'yourBattleCardAttacks' }, [{ do: 'damage', whose: 'opponent', n: 1 }])],
    [RESTED_GROW]: [permanent({ cont: 'power', target: 'allYourBattle', n: 5000, filter: { rested: true } })],
    [STAND_ONE]: [
      activateMain([], [{ do: 'activeMode', target: { t: 'choose', whose: 'you', zone: 'battle', n: 1 } }]),
    ],
    [SPARK_AND_MILL]: [
      { kind: 'auto', when: { on: 'playOther', filter: {} }, sparking: 3, effect: [draw(1)] },
      auto({ on: 'playOther', filter: {} }, [{ do: 'deckTopToDrop', n: 1 }]),
    ],
    [GROW_ALL]: [permanent({ cont: 'power', target: 'allYourBattle', n: 10000 })],
    [SHRINK_OPP]: [activateMain([], [power(chooseOpp(1), -30000)])],
    [SHRINK_OWN]: [
      activateMain(
        [],
        [{ do: 'power', target: { t: 'choose', whose: 'you', zone: 'battle', n: 1 }, n: -30000, until: 'turn' }],
      ),
    ],
  });

  // With the option indestructibleBlocksPowerZero (digest §3.8), [Indestructible] (10-12-1) protects
  // against the opponent's skills; 9-5-2-1 credits the power-zero move to the effect that lowered the power.
  it('DBS 9-5-2-1 DBS 10-12-1: a power-zero drop caused by the opponent’s skill counts as that skill removing the card', () => {
    const s = scenario({}, { battle: [C.zamasuInvincible, C.goten] }, { indestructibleBlocksPowerZero: true });
    lend(s.players[0].leader[0], SHRINK_OPP); // no [Once per Turn]: used twice below
    refresh(s);
    const shrink = (code: string): void => {
      pick(s, (o) => o.t === 'activate' && o.from === 'leader');
      passWhile(s, ['dbs.counterTiming']);
      pick(s, (o) => o.t === 'card' && o.card === byCode(s, 1, 'battle', code).id);
      passWhile(s, ['dbs.counterTiming']);
    };
    shrink(C.goten);
    expect(s.players[1].drop.map((c) => c.code)).toEqual([C.goten]);
    shrink(C.zamasuInvincible);
    expect(powerOf(s, 1, byCode(s, 1, 'battle', C.zamasuInvincible))).toBeLessThanOrEqual(0);
    expect(s.players[1].battle.map((c) => c.code)).toEqual([C.zamasuInvincible]);
  });

  it('DBS 9-5-2-1: a power-zero drop caused by its own master’s skill is not stopped by [Indestructible]', () => {
    const s = scenario({ battle: [C.zamasuInvincible] }, {}, { indestructibleBlocksPowerZero: true });
    lend(s.players[0].leader[0], SHRINK_OWN);
    refresh(s);
    pick(s, (o) => o.t === 'activate' && o.from === 'leader');
    passWhile(s, ['dbs.counterTiming']);
    if (s.decision!.prompt === 'dbs.target') pick(s, (o) => o.t === 'card');
    passWhile(s, ['dbs.counterTiming']);
    expect(s.players[0].drop.map((c) => c.code)).toEqual([C.zamasuInvincible]);
  });
});

describe('rule processing (DBS 9)', () => {
  it('DBS 9-3-2 DBS 9-3-1 DBS-039: a card in the Combo Area outside a battle goes to the Drop', () => {
    const s = scenario({}, {});
    s.players[0].combo.push({ ...s.players[0].deck.pop()!, id: 9999 });
    expect(ruleProcessing(s)).toBe('applied');
    expect(s.players[0].drop.some((c) => c.code === C.goten)).toBe(true);
  });
  it('DBS 9-5-1 DBS 9-5-2 DBS-106: a Battle card at 0 power goes to the Drop, even [Indestructible]', () => {
    const s = scenario({ battle: [C.hit, C.zamasuInvincible] }, {});
    for (const c of s.players[0].battle) c.mods = [{ stat: 'power', n: -20000, until: 'turn' }];
    s.players[0].leader[0].mods = [{ stat: 'power', n: -20000, until: 'turn' }];
    ruleProcessing(s);
    expect(s.players[0].battle).toHaveLength(0);
    expect(s.players[0].leader).toHaveLength(1); // Leaders are not affected
  });
  it('DBS 9-2-3 DBS 1-2-1-1-1 DBS 1-2-1 : no Life loses', () => {
    const s = scenario({ battle: [C.gohan] }, { life: 1 });
    pick(s, (o) => o.t === 'attack' && o.attacker === byCode(s, 0, 'battle', C.gohan).id);
    passWhile(s, ['dbs.counterTiming', 'dbs.offence', 'dbs.defence']);
    expect(s.result).toEqual({ winner: 0, reason: expect.stringMatching(/Life/) });
  });
  it('DBS 9-2-4 DBS 1-2-1-1-2 DBS-042: an empty deck loses without drawing', () => {
    const s = scenario({}, { deck: [C.goten] });
    s.players[1].deck.pop();
    ruleProcessing(s);
    expect(s.result!.winner).toBe(0);
  });
  it('DBS 1-2-3 DBS-043: both at once is a draw', () => {
    const s = scenario({}, {});
    s.players[0].life = [];
    s.players[1].life = [];
    ruleProcessing(s);
    expect(s.result!.winner).toBe('draw');
  });
});
