// DBS rules tests — battles: Offence, Defence and Damage Steps (rules section 7).
// Gathered by rules topic from the batch-named files rulesUncited.test.ts, rules-b-battle.test.ts, rules-built.test.ts, rules.test.ts.

import { describe, expect, it, vi } from 'vitest';
import { activateMain, auto, chooseOpp, draw, ifThen, ko, permanent } from '../../../src/games/dbs/abilities/dsl.ts';
import type { CardRecord } from '../../../src/games/dbs/cards/cardRecord.ts';
import { powerOf } from '../../../src/games/dbs/characteristics.ts';
import type { Card, DBSState, Mod } from '../../../src/games/dbs/state.ts';
import { answer, byCode, C, options, passWhile, pick, refresh, scenario } from '../scenario.ts';
import { useTestSkills } from '../testSkills.ts';

const U7 = 'TEST-U7'; // blue 《Universe 7》 Battle card, cost 3 with (B)(B)

const HIGH_SPECIFIED = 'TEST-EX'; // blue Extra card: total cost 1, specified (B)(B); [Activate: Main] draw 1

const DRAGON_BALL = 'TEST-DB'; // Extra card with [Dragon Ball]

const RESTED_LEAVER = 'TEST-RESTLEAVE'; // 15000: when placed in the Drop from the Battle Area, if in Rest Mode, draw 1

const STRONG_LEAVER = 'TEST-STRONGLEAVE'; // 15000: when placed in the Drop from the Battle Area, with 20000+ power, draw 1

const TEST_RECORDS: Record<string, CardRecord> = {
  [U7]: {
    code: U7,
    type: 'battle',
    colour: 'blue',
    name: 'Test Warrior',
    power: 10000,
    characters: ['Test Warrior'],
    traits: ['Universe 7'],
    keywords: [],
    energyCost: { total: 3, specified: { blue: 2 } },
    comboPower: 5000,
    comboCost: 0,
  },
  [HIGH_SPECIFIED]: {
    code: HIGH_SPECIFIED,
    type: 'extra',
    colour: 'blue',
    name: 'Test Extra',
    keywords: [],
    energyCost: { total: 1, specified: { blue: 2 } },
  },
  [DRAGON_BALL]: {
    code: DRAGON_BALL,
    type: 'extra',
    colour: 'blue',
    name: 'Test Dragon Ball',
    keywords: ['dragonBall'],
    energyCost: { total: 1, specified: {} },
  },
  ...Object.fromEntries(
    [RESTED_LEAVER, STRONG_LEAVER].map((code): [string, CardRecord] => [
      code,
      {
        code,
        type: 'battle',
        colour: 'blue',
        name: 'Test Leaver',
        power: 15000,
        characters: ['Test Leaver'],
        traits: [],
        keywords: [],
        energyCost: { total: 1, specified: {} },
        comboPower: 5000,
        comboCost: 0,
      },
    ]),
  ),
};

const COUNTER_COUNTER = 'BT2-005'; // Super Saiyan Son Goku: [Counter: Counter] draw 1

const OFFENCE_WATCHER = 'BT1-102'; // Appule: at the beginning of your Offence Step, draw 1

const SUI = 'BT1-103'; // Sui: your Son Goten cards are also red

const KO_TWO = 'TEST-KO2'; // [Activate: Main] KO 2 of your opponent's Battle Cards

const RED_WATCHER = 'TEST-RED'; // when you play a red card, draw 1

const TOKEN_WATCHER = 'TEST-TOKEN'; // [Once per Turn] when you play a Cell Jr., draw 1

const BLOCKERS_GROW = 'TEST-BLOCK'; // your Battle Cards have [Blocker]; your [Blocker] Battle Cards +5000

const CHEAP = 'TEST-CHEAP'; // this card's energy cost is reduced by 5

const MAY_REPLACE = 'TEST-REPLACE'; // you may put 1 card from your deck in the Drop instead of each damage

const BIG_WATCHER = 'TEST-BIG'; // when you play a card with 20000 power or more, draw 1

const GROW_ALL = 'TEST-GROW'; // your Battle Cards +5000

const REVIVE = 'TEST-REVIVE'; // [Activate: Main] play a card from your Drop Area

const WU7 = 'TEST-WU7'; // [Warrior of Universe 7]

const attackLeader = (s: DBSState, code: string): void =>
  pick(s, (o) => o.t === 'attack' && o.attacker === byCode(s, s.turnPlayer, 'battle', code).id);

const VADOS = 'BT1-008'; // red, 20000, combo 10000 / cost 1, [Dual Attack]

const APPULE = 'BT1-102'; // yellow vanilla, 15000, combo 5000 / cost 0

const SENZU = 'BT1-053'; // blue Extra [Activate: Battle]: +5000 to one of yours, 2 energy to Active

const ANDROID_16 = 'BT2-094'; // green, 15000: "when this card KOs …, switch it to Active"

const BIO_ARMY = 'BT1-078'; // green, 15000: from the Battle Area to the Drop → may discard 1 and play it

const BROLY_LEADER = 'BT1-057';

const SS2_VEGETA = 'BT2-010'; // red: at the end of the battle after you combo it from hand, play it in Rest

const LIGHTNING_VEGITO = 'BT2-013'; // "at the end of the battle after this card attacks": 10 cards to the Drop

/** Attack with the first Battle card of player 1 (seat 0) against `target` (default: the Leader). */
function attackWithHit(s: DBSState, code: string = C.hit, target?: number): void {
  const attacker = byCode(s, 0, 'battle', code);
  const t = target ?? s.players[1].leader[0].id;
  pick(s, (o) => o.t === 'attack' && o.attacker === attacker.id && o.target === t);
  // DBS 7-1-2: the attack's counter timing; a defender with no [Counter] to use passes (issue 19: it is asked anyway).
  while (s.decision?.prompt === 'dbs.counterTiming' && options(s).length === 1) pick(s, (o) => o.t === 'pass');
}

function comboCodes(s: DBSState, seat: 0 | 1): string[] {
  return options(s)
    .filter((o) => o.t === 'combo')
    .map((o) => {
      const id = (o as unknown as { card: number }).card;
      const c = [...s.players[seat].battle, ...s.players[seat].hand].find((x) => x.id === id)!;
      return c.code;
    })
    .sort();
}

vi.mock('../../../src/games/dbs/cards/cardPool.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../src/games/dbs/cards/cardPool.ts')>();
  const lookUp = (code: string): CardRecord | undefined => TEST_RECORDS[code] ?? real.cardByCode(code);
  return {
    ...real,
    cardByCode: lookUp,
    requireCard: (code: string): CardRecord => {
      const r = lookUp(code);
      if (!r) throw new Error(`unknown DBS card code ${code}`);
      return r;
    },
  };
});

describe('the Offence Step (DBS 7-2)', () => {
  useTestSkills({
    [COUNTER_COUNTER]: [{ kind: 'counter', on: 'counter', cost: [], effect: [draw(1)] }],
    [OFFENCE_WATCHER]: [auto({ on: 'beginning', of: 'offenceStep', whose: 'you' }, [draw(1)])],
    [SUI]: [permanent({ cont: 'gainColours', filter: { character: ['Son Goten'] }, colours: ['red'] })],
    [HIGH_SPECIFIED]: [activateMain([], [draw(1)])],
    [KO_TWO]: [activateMain([], [ko(chooseOpp(2))])],
    [RED_WATCHER]: [auto({ on: 'playOther', filter: { colour: 'red' } }, [draw(1)])],
    [TOKEN_WATCHER]: [auto({ on: 'playOther', filter: { name: 'Cell Jr. Token' } }, [draw(1)], { once: true })],
    [BLOCKERS_GROW]: [
      permanent({ cont: 'keyword', target: 'allYourBattle', keyword: 'blocker' }),
      permanent({ cont: 'power', target: 'allYourBattle', n: 5000, filter: { keyword: 'blocker' } }),
    ],
    [CHEAP]: [permanent({ cont: 'costReduction', n: 5 })],
    [MAY_REPLACE]: [permanent({ cont: 'replaceDamage', per: 1, optional: true })],
    [BIG_WATCHER]: [auto({ on: 'playOther', filter: { powerMin: 20000 } }, [draw(1)])],
    [GROW_ALL]: [permanent({ cont: 'power', target: 'allYourBattle', n: 5000 })],
    [REVIVE]: [activateMain([], [{ do: 'fromDrop', pick: 1, filter: {}, to: 'play' }])],
    [WU7]: [permanent({ cont: 'keyword', target: 'this', keyword: 'warriorOfUniverse7' })],
    [RESTED_LEAVER]: [auto({ on: 'toDropFromBattle' }, [draw(1)], { cond: { if: 'thisRested' } })],
    [STRONG_LEAVER]: [auto({ on: 'toDropFromBattle' }, [draw(1)], { cond: { if: 'thisPower', op: '>=', n: 20000 } })],
  });

  it('DBS 7-2-1-1: "at the beginning of the Offence Step" triggers and resolves before the free timing', () => {
    const s = scenario({ battle: [C.hit, OFFENCE_WATCHER] }, {});
    const from = s.log!.length;
    attackLeader(s, C.hit);
    passWhile(s, ['dbs.counterTiming', 'dbs.chooseAuto']);
    expect(s.decision!.prompt).toBe('dbs.offence');
    expect(s.players[0].hand).toHaveLength(1);
    const evs = (s.log ?? []).slice(from).map((l) => l.e as { t: string; step?: string; from?: string; to?: string });
    const offence = evs.findIndex((e) => e.t === 'step' && e.step === 'offence');
    const drawn = evs.findIndex((e) => e.t === 'move' && e.from === 'deck' && e.to === 'hand');
    expect(offence).toBeGreaterThanOrEqual(0);
    expect(drawn).toBeGreaterThan(offence);
    // The opponent's Offence Step is not "your" Offence Step.
    const t = scenario({ battle: [C.hit] }, { battle: [OFFENCE_WATCHER] });
    attackLeader(t, C.hit);
    passWhile(t, ['dbs.counterTiming', 'dbs.chooseAuto']);
    expect(t.decision!.prompt).toBe('dbs.offence');
    expect(t.players[1].hand).toHaveLength(0);
  });
});

// From the former rules-b-battle.test.ts:
// DBS rules tests, section 7 (attacks and battle): ending a negated battle (7-1-4-1 … 7-1-4-4), the
// Offence Step (7-2: combos from the Battle Area and from hand with their combo cost, [Activate: Battle]
// skills, [Awaken]), the Defence Step (7-3, the same for the non-turn player, never with the guard
// card), and the Damage Step (7-4: combo power on both sides, KO triggers, the checkpoint before the
// clean-up, "at the end of the battle" and "after you combo with this card", battle-long effects
// ending, back to the Main Phase). Digest scenarios DBS-029, DBS-035.

describe('Offence Step (DBS 7-2)', () => {
  it('DBS 7-2 DBS 7-2-1 DBS 7-2-1-2 DBS 7-2-1-2-1 DBS 7-2-1-2-1-1 DBS 7-2-1-2-2 DBS 7-2-1-2-2-1 DBS 7-2-1-3: the turn player combos Active Battle cards (not the attack card) or hand cards by paying the combo cost', () => {
    const s = scenario(
      { battle: [C.hit, VADOS, { code: APPULE, rested: true }], hand: [C.goten, VADOS], energy: [C.hit] },
      {},
    );
    const hit = byCode(s, 0, 'battle', C.hit);
    pick(s, (o) => o.t === 'attack' && o.attacker === hit.id && o.target === s.players[1].leader[0].id);
    expect(s.decision!.prompt).toBe('dbs.offence');
    expect(s.decision!.seat).toBe(0);
    // Not the attack card (Hit), not a Rest card (Appule); the hand's Vados and Goten too.
    expect(comboCodes(s, 0)).toEqual([VADOS, VADOS, C.goten].sort());
    const vados = byCode(s, 0, 'battle', VADOS);
    pick(s, (o) => o.t === 'combo' && o.card === vados.id);
    expect(s.players[0].energy[0].rested).toBe(true); // combo cost 1 paid
    expect(s.players[0].combo.map((c) => c.code)).toEqual([VADOS]);
    expect(s.players[0].combo[0].id).toBe(vados.id); // Battle → Combo keeps the card (DBS 3-1-4)
    // A new free timing: no energy is left, so only the cost-0 Goten can still combo.
    expect(s.decision!.prompt).toBe('dbs.offence');
    expect(comboCodes(s, 0)).toEqual([C.goten]);
    answer(s, { t: 'pass' });
    // DBS 7-2-1-3: a pass goes on to the Defence Step.
    expect(s.step).toBe('defence');
    expect(s.decision?.seat ?? 1).toBe(1);
  });
});

describe('Defence Step (DBS 7-3)', () => {
  it('DBS 7-3 DBS 7-3-1 DBS 7-3-1-2 DBS 7-3-1-2-1 DBS 7-3-1-2-1-1 DBS 7-3-1-2-2 DBS 7-3-1-2-2-1 DBS 7-3-1-3 DBS 7-4-1-3 DBS-029: the non-turn player combos, and the combo power is added to the guard card', () => {
    const s = scenario(
      { battle: [C.hit], hand: [C.goten] },
      { battle: [APPULE, { code: C.goten, rested: true }], hand: [VADOS, C.goten], energy: [C.hit] },
    );
    attackWithHit(s);
    answer(s, { t: 'pass' }); // the turn player does not combo
    expect(s.decision!.prompt).toBe('dbs.defence');
    expect(s.decision!.seat).toBe(1);
    // Active Appule and both hand cards; not the Rest Goten.
    expect(comboCodes(s, 1)).toEqual([APPULE, VADOS, C.goten].sort());
    pick(s, (o) => o.t === 'combo' && o.card === byCode(s, 1, 'hand', VADOS).id);
    expect(s.players[1].energy[0].rested).toBe(true);
    // The turn player gets no further chance to combo: the next free timing is the defender's again.
    expect(s.decision!.prompt).toBe('dbs.defence');
    expect(s.decision!.seat).toBe(1);
    answer(s, { t: 'pass' }); // DBS 7-3-1-3: on to the Damage Step
    // 15000 against 10000 + 10000: no damage.
    expect(s.players[1].life).toHaveLength(8);
    expect(s.players[1].drop.map((c) => c.code)).toEqual([VADOS]);
    expect(s.decision!.prompt).toBe('dbs.main');
  });
  it('DBS 7-3-1-2-1: the guard card itself cannot combo', () => {
    // Confident Botamo (BT1-018) may attack Active Battle cards, so the guard card is Active.
    const s = scenario({ battle: [C.botamo] }, { battle: [APPULE, C.goten] });
    pick(s, (o) => o.t === 'attack' && o.target === byCode(s, 1, 'battle', APPULE).id);
    answer(s, { t: 'pass' });
    expect(s.decision!.prompt).toBe('dbs.defence');
    expect(comboCodes(s, 1)).toEqual([C.goten]);
  });
  it('DBS 7-2-1-2-3 DBS 7-3-1-2-3 DBS 8-1-3-1: [Activate: Battle] skills are used in the Offence and Defence Steps, not in the Main Phase', () => {
    const s = scenario(
      { battle: [C.hit], hand: [SENZU], energy: [C.goten] },
      { hand: [SENZU, SENZU], energy: [C.goten, C.goten] },
    );
    expect(options(s).some((o) => o.t === 'activate')).toBe(false);
    attackWithHit(s);
    expect(options(s).some((o) => o.t === 'activate')).toBe(true);
    answer(s, { t: 'pass' });
    // The defender uses two Senzu Beans on their Leader: 10000 + 5000 + 5000 > 15000.
    for (let k = 0; k < 2; k++) {
      expect(s.decision!.prompt).toBe('dbs.defence');
      pick(s, (o) => o.t === 'activate');
      passWhile(s, ['dbs.counterTiming']);
      if (s.decision!.prompt === 'dbs.target') pick(s, (o) => o.t === 'card' && o.card === s.players[1].leader[0].id);
      passWhile(s, ['dbs.target', 'dbs.counterTiming']); // counter windows with a lone pass (issue 19)
    }
    expect(powerOf(s, 1, s.players[1].leader[0])).toBe(20000);
    answer(s, { t: 'pass' });
    expect(s.players[1].life).toHaveLength(8);
    expect(s.players[1].drop.map((c) => c.code)).toEqual([SENZU, SENZU]);
  });
  it('DBS 7-2-1-2-3-2 DBS 7-3-1-2-3-2: [Awaken] can be activated in the Offence Step and in the Defence Step', () => {
    const s = scenario({ battle: [C.hit], life: 4 }, { life: 4 });
    attackWithHit(s);
    expect(options(s).some((o) => o.t === 'activate' && (o as { from?: string }).from === 'leader')).toBe(true);
    answer(s, { t: 'pass' });
    expect(s.decision!.prompt).toBe('dbs.defence');
    pick(s, (o) => o.t === 'activate' && o.from === 'leader');
    passWhile(s, ['dbs.counterTiming']);
    expect(s.players[1].leader[0].flipped).toBe(true);
    expect(s.players[1].hand).toHaveLength(2);
    // The awakened Leader (15000) is now the guard card at 15000: the attack still deals damage (≥).
    answer(s, { t: 'pass' });
    passWhile(s, []); // the damaged player picks a Life card (4-10-2-1)
    expect(s.players[1].life).toHaveLength(3);
  });
});

describe('Damage Step (DBS 7-4)', () => {
  it('DBS 7-4 DBS 7-4-1 DBS 7-4-1-4-2-1 DBS 7-4-1-5: "when this card KOs" triggers in the Damage Step and resolves at its checkpoint', () => {
    const s = scenario({ battle: [ANDROID_16] }, { battle: [{ code: APPULE, rested: true }] });
    const a16 = byCode(s, 0, 'battle', ANDROID_16);
    pick(s, (o) => o.t === 'attack' && o.attacker === a16.id && o.target === byCode(s, 1, 'battle', APPULE).id);
    expect(a16.rested).toBe(true);
    passWhile(s, ['dbs.counterTiming', 'dbs.offence', 'dbs.defence']);
    expect(s.players[1].drop.map((c) => c.code)).toEqual([APPULE]);
    expect(byCode(s, 0, 'battle', ANDROID_16).rested).toBe(false);
  });
  it('DBS 7-4-1-5 DBS 7-4-1-6 DBS 8-6-5 DBS 8-6-7: the checkpoint after the KO comes while the combo cards are still in the Combo Area', () => {
    const s = scenario(
      { battle: [C.hit], hand: [C.goten] },
      { leader: BROLY_LEADER, battle: [{ code: BIO_ARMY, rested: true }], hand: [C.hit] },
    );
    attackWithHit(s, C.hit, byCode(s, 1, 'battle', BIO_ARMY).id);
    pick(s, (o) => o.t === 'combo');
    passWhile(s, ['dbs.offence', 'dbs.defence']);
    // Bio Warrior Army was KO'd (15000 + 5000 ≥ 15000); its auto resolves at the 7-4-1-5 checkpoint.
    expect(s.decision!.prompt).toBe('dbs.may');
    expect(s.decision!.seat).toBe(1);
    expect(s.players[0].combo.map((c) => c.code)).toEqual([C.goten]);
    answer(s, { t: 'yes' });
    if (s.decision!.prompt === 'dbs.cost.handToDrop') pick(s, (o) => o.t === 'card');
    // The card is no longer in the Battle Area, but its pending auto still resolves (8-6-7).
    expect(s.players[1].battle.map((c) => c.code)).toEqual([BIO_ARMY]);
    expect(s.players[0].combo).toHaveLength(0);
    expect(s.players[0].drop.map((c) => c.code)).toEqual([C.goten]);
  });
  it('DBS 7-4-1-8 DBS 7-4-1-8-1 DBS 7-4-1-6 DBS-035: a card combo’d from hand triggers "at the end of the battle after you combo" from the Drop Area', () => {
    const s = scenario(
      { leader: C.champaLeader, hand: [SS2_VEGETA], energy: [C.hit] },
      { battle: [{ code: C.gohan, rested: true }] },
    );
    pick(s, (o) => o.t === 'attack' && o.target === byCode(s, 1, 'battle', C.gohan).id);
    passWhile(s, ['dbs.counterTiming']);
    pick(s, (o) => o.t === 'combo');
    passWhile(s, ['dbs.offence', 'dbs.defence']);
    // The battle is over: the Vegeta went to the Drop (7-4-1-6), then was played in Rest Mode.
    expect(s.battle).toBeNull();
    const vegeta = byCode(s, 0, 'battle', SS2_VEGETA);
    expect(vegeta.rested).toBe(true);
    expect(s.players[0].drop).toHaveLength(0);
    expect(s.decision!.prompt).toBe('dbs.main');
  });
  it('DBS 7-4-1-8-1: combo’d from the Battle Area instead, the "from your hand" auto does not trigger', () => {
    const s = scenario(
      { leader: C.champaLeader, battle: [SS2_VEGETA], energy: [C.hit] },
      { battle: [{ code: C.gohan, rested: true }] },
    );
    pick(s, (o) => o.t === 'attack' && o.attacker === s.players[0].leader[0].id);
    passWhile(s, ['dbs.counterTiming']);
    pick(s, (o) => o.t === 'combo');
    passWhile(s, ['dbs.offence', 'dbs.defence']);
    expect(s.players[0].drop.map((c) => c.code)).toEqual([SS2_VEGETA]);
    expect(s.players[0].battle).toHaveLength(0);
  });
  it('DBS 7-4-1-9 DBS 7-4-1-10 DBS 7-4-1-7: effects lasting during the battle end with it, longer ones stay; then the Main Phase free timing', () => {
    const s = scenario({ battle: [C.hit], hand: [C.goten] }, {});
    const hit = byCode(s, 0, 'battle', C.hit);
    pick(s, (o) => o.t === 'attack' && o.attacker === hit.id);
    hit.mods = [
      { stat: 'power', n: 3000, until: 'battle' },
      { stat: 'power', n: 1000, until: 'turn' },
    ];
    pick(s, (o) => o.t === 'combo');
    passWhile(s, ['dbs.offence', 'dbs.defence']);
    expect(s.players[1].life).toHaveLength(7);
    expect(s.battle).toBeNull();
    expect(powerOf(s, 0, hit)).toBe(16000);
    expect(s.decision!.prompt).toBe('dbs.main');
    expect(s.decision!.seat).toBe(0);
  });
  it('DBS 7-4-1-4-1 DBS 7-4-1-4-1-1: only the guard Leader takes damage; a KO’d guard Battle card deals none', () => {
    const s = scenario({ battle: [C.gohan] }, { battle: [{ code: APPULE, rested: true }] });
    attackWithHit(s, C.gohan, byCode(s, 1, 'battle', APPULE).id);
    passWhile(s, ['dbs.counterTiming', 'dbs.offence', 'dbs.defence']);
    expect(s.players[1].life).toHaveLength(8);
    expect(s.players[1].drop.map((c) => c.code)).toEqual([APPULE]);
  });
});

describe('a negated attack (DBS 7-1-4)', () => {
  it('DBS 7-1-4-1 DBS 7-1-4-2 DBS 7-1-4-3 DBS 7-1-4-4: Combo Areas are emptied, "end of battle" triggers, battle effects end, back to the Main Phase', () => {
    const s = scenario({ battle: [LIGHTNING_VEGITO], energy: [C.hit] }, { hand: [C.whisCoercion], energy: [C.goten] });
    const vegito = byCode(s, 0, 'battle', LIGHTNING_VEGITO);
    pick(s, (o) => o.t === 'attack' && o.attacker === vegito.id);
    expect(s.decision!.prompt).toBe('dbs.counterTiming');
    // As if an effect had already put a card into the Combo Area and given a battle-long bonus.
    const stray: Card = { id: 99100, code: APPULE, owner: 0, rested: false, flipped: false, mods: [], under: [] };
    s.players[0].combo.push(stray);
    vegito.mods = [{ stat: 'power', n: 5000, until: 'battle' }];
    pick(s, (o) => o.t === 'counter');
    passWhile(s, ['dbs.counterTiming', 'dbs.target']);
    expect(s.battle).toBeNull();
    expect(s.players[0].combo).toHaveLength(0);
    expect(s.players[0].drop.some((c) => c.code === APPULE)).toBe(true);
    // "At the end of the battle after this card attacks" still happened: 10 cards from the deck.
    expect(s.players[0].deck).toHaveLength(10);
    expect(powerOf(s, 0, byCode(s, 0, 'battle', LIGHTNING_VEGITO))).toBe(20000);
    expect(s.players[1].life).toHaveLength(8);
    expect(s.decision!.prompt).toBe('dbs.main');
  });
});

describe('attacks (DBS 7)', () => {
  it('DBS 7-1 DBS-021 DBS-022: targets are the Leader and Rest Battle cards; attacking rests the attacker', () => {
    const s = scenario(
      { battle: [C.hit, { code: C.goten, rested: true }] },
      { battle: [C.goten, { code: C.hit, rested: true }] },
    );
    const attacks = options(s).filter((o) => o.t === 'attack') as unknown as { attacker: number; target: number }[];
    const restedHit = byCode(s, 1, 'battle', C.hit);
    const active = byCode(s, 1, 'battle', C.goten);
    expect(attacks.some((a) => a.target === restedHit.id)).toBe(true);
    expect(attacks.some((a) => a.target === active.id)).toBe(false);
    expect(attacks.some((a) => a.attacker === byCode(s, 0, 'battle', C.goten).id)).toBe(false);
    const hit = byCode(s, 0, 'battle', C.hit);
    pick(s, (o) => o.t === 'attack' && o.attacker === hit.id && o.target === s.players[1].leader[0].id);
    expect(hit.rested).toBe(true);
  });
  it('DBS 7-4-1-4 DBS 7-4-1-4-1-1 DBS 4-10-2-1 DBS-030: power at least equal deals 1 damage; the Life card goes to hand', () => {
    const s = scenario({ leader: C.gokuLeader }, {});
    pick(s, (o) => o.t === 'attack');
    passWhile(s, ['dbs.counterTiming', 'dbs.offence', 'dbs.defence']);
    expect(s.players[1].life).toHaveLength(7);
    expect(s.players[1].hand).toHaveLength(1);
  });
  it('DBS 7-4-1-4-2 DBS 10-1-1 DBS-031: a guard Battle card with lower power is KO; higher power nothing happens', () => {
    const s = scenario(
      { battle: [C.hit] },
      {
        battle: [
          { code: C.majinBuuDraw, rested: true },
          { code: C.gohan, rested: true },
        ],
      },
    );
    const hit = byCode(s, 0, 'battle', C.hit);
    pick(s, (o) => o.t === 'attack' && o.attacker === hit.id && o.target === byCode(s, 1, 'battle', C.gohan).id);
    passWhile(s, ['dbs.counterTiming', 'dbs.offence', 'dbs.defence']);
    expect(s.players[1].battle.some((c) => c.code === C.gohan)).toBe(true);
    pick(s, (o) => o.t === 'attack' && o.target === byCode(s, 1, 'battle', C.majinBuuDraw).id);
    passWhile(s, ['dbs.counterTiming', 'dbs.offence', 'dbs.defence']);
    expect(s.players[1].drop.some((c) => c.code === C.majinBuuDraw)).toBe(true);
  });
  it('DBS 10-7-1 DBS 10-7-1-1 DBS 10-6-1 DBS-033: [Double Strike] deals 2; [Critical] sends Life to the Drop', () => {
    const s = scenario({ battle: [C.gohan, C.vegetaCritical] }, {});
    pick(s, (o) => o.t === 'attack' && o.attacker === byCode(s, 0, 'battle', C.gohan).id);
    passWhile(s, ['dbs.counterTiming', 'dbs.offence', 'dbs.defence']);
    expect(s.players[1].life).toHaveLength(6);
    expect(s.players[1].hand).toHaveLength(2);
    pick(s, (o) => o.t === 'attack' && o.attacker === byCode(s, 0, 'battle', C.vegetaCritical).id);
    passWhile(s, ['dbs.counterTiming', 'dbs.offence', 'dbs.defence']);
    expect(s.players[1].life).toHaveLength(5);
    expect(s.players[1].hand).toHaveLength(2);
    expect(s.players[1].drop).toHaveLength(1);
  });
  it('DBS 10-4-1 DBS 7-1-1 DBS 7-1-3 DBS-023: [Blocker] resolves after the counter timing and becomes the guard card by resting', () => {
    const s = scenario({ battle: [C.hit] }, { battle: [C.northKai] });
    pick(
      s,
      (o) =>
        o.t === 'attack' && o.target === s.players[1].leader[0].id && o.attacker === byCode(s, 0, 'battle', C.hit).id,
    );
    expect(s.decision!.prompt).toBe('dbs.blocker');
    answer(s, { t: 'yes' });
    const kai = s.players[1].drop.find((c) => c.code === C.northKai);
    passWhile(s, ['dbs.counterTiming', 'dbs.offence', 'dbs.defence']);
    expect(kai ?? s.players[1].drop.find((c) => c.code === C.northKai)).toBeDefined();
    expect(s.players[1].life).toHaveLength(8);
  });
  it('DBS 4-7-2-2 DBS 7-1-2 DBS 10-10-3-2 DBS 10-10-4 DBS 4-7-3-5 DBS 7-1-4 DBS 7-1-4-4 DBS-019: [Counter: Attack] negates; the card ends in the Drop', () => {
    const s = scenario({ battle: [C.hit] }, { hand: [C.whisCoercion], energy: [C.goten] });
    pick(s, (o) => o.t === 'attack' && o.target === s.players[1].leader[0].id);
    expect(s.decision!.prompt).toBe('dbs.counterTiming');
    expect(s.decision!.seat).toBe(1);
    pick(s, (o) => o.t === 'counter');
    passWhile(s, ['dbs.counterTiming', 'dbs.target']);
    expect(s.players[1].drop.map((c) => c.code)).toEqual([C.whisCoercion]);
    expect(s.players[1].life).toHaveLength(8);
    expect(s.battle).toBeNull();
    expect(s.decision!.prompt).toBe('dbs.main');
  });
  it('DBS 7-2-1-2-2 DBS 3-7-3 DBS 3-7-3-1 DBS 7-4-1-2 DBS 7-4-1-6 DBS 7-4-1-7 DBS-035: combo power adds to the attack, combo cards go to the Drop', () => {
    const s = scenario(
      { battle: [C.hit], hand: [C.goten, C.piccoloSuper], energy: [C.goten] },
      { battle: [{ code: C.gohan, rested: true }] },
    );
    const hit = byCode(s, 0, 'battle', C.hit);
    pick(s, (o) => o.t === 'attack' && o.attacker === hit.id && o.target === byCode(s, 1, 'battle', C.gohan).id);
    passWhile(s, ['dbs.counterTiming']);
    expect(s.decision!.prompt).toBe('dbs.offence');
    // Boost Attack Piccolo has a combo cost but 0 combo power: still comboable (3-7-3-1 needs both printed).
    pick(s, (o) => o.t === 'combo' && s.players[0].hand.find((c) => c.id === o.card)?.code === C.goten);
    expect(s.players[0].combo).toHaveLength(1);
    passWhile(s, ['dbs.offence', 'dbs.defence', 'dbs.counterTiming']);
    // 15000 + 5000 combo < 25000: nothing happens (7-4-1-4).
    expect(s.players[1].battle).toHaveLength(1);
    expect(s.players[0].combo).toHaveLength(0);
    expect(s.players[0].drop.some((c) => c.code === C.goten)).toBe(true);
    expect(powerOf(s, 0, byCode(s, 0, 'battle', C.hit))).toBe(15000);
  });
  it('DBS 10-9-1 DBS-037: [Revenge] KOs the attacking Battle card after the battle', () => {
    const s = scenario({ battle: [C.gohan] }, { battle: [{ code: C.tenaciousVegeta, rested: true }] });
    pick(s, (o) => o.t === 'attack' && o.target === byCode(s, 1, 'battle', C.tenaciousVegeta).id);
    passWhile(s, ['dbs.counterTiming', 'dbs.offence', 'dbs.defence']);
    expect(s.players[0].drop.some((c) => c.code === C.gohan)).toBe(true);
  });
  it('DBS 10-12-1 DBS-038: an [Indestructible] guard card is not KO’d by battle', () => {
    const s = scenario({ battle: [C.gohan] }, { battle: [{ code: C.zamasuInvincible, rested: true }] });
    pick(s, (o) => o.t === 'attack' && o.target === byCode(s, 1, 'battle', C.zamasuInvincible).id);
    passWhile(s, ['dbs.counterTiming', 'dbs.offence', 'dbs.defence']);
    expect(s.players[1].battle.some((c) => c.code === C.zamasuInvincible)).toBe(true);
  });
  it('DBS-108: firstPlayerMayAttackTurn1 false forbids attacks on turn 1', () => {
    const s = scenario({ battle: [C.hit] }, {}, { turn: 1, firstPlayerMayAttackTurn1: false });
    expect(options(s).some((o) => o.t === 'attack')).toBe(false);
  });
});

{
  // The tests gathered from rules-built.test.ts, with its helpers: some of their names mean something else above.

  const END_MAIN_YOURS = 'TEST-BUILT-ENDMAIN'; // at the end of your Main Phase: if this card has 25000+, draw 1

  const END_MAIN_YOURS_DRAW = 'TEST-BUILT-ENDMAIN-DRAW'; // at the end of your Main Phase: draw 1

  const END_MAIN_OPPONENTS = 'TEST-BUILT-ENDMAIN-OPP'; // at the end of your opponent's Main Phase: draw 1

  const END_MAIN_ANY = 'TEST-BUILT-ENDMAIN-ANY'; // at the end of the Main Phase: draw 1

  const END_TURN = 'TEST-BUILT-ENDTURN'; // at the end of your turn: draw 1

  const DEAL = 'TEST-BUILT-DEAL'; // when your attack is about to deal damage: if the opponent has 8+ life, draw 1

  const DEALT = 'TEST-BUILT-DEALT'; // when your attack has dealt damage: if the opponent has 7 or less, draw 2

  const DEALT_BY_THIS = 'TEST-BUILT-DEALT-THIS'; // when this card's attack has dealt damage: draw 1

  const REPLACE = 'TEST-BUILT-REPLACE'; // damage to your life: 1 card from the top of your deck to the Drop instead

  const TOP_TO_HAND = 'TEST-BUILT-TOPHAND'; // only the top card of 1 of your Battle cards to hand

  const TOP_TO_DROP = 'TEST-BUILT-TOPDROP'; // only the top card of 1 of your opponent's Battle cards to the Drop

  const NAME_DRAW = 'TEST-BUILT-NAME'; // name a number from 1 to 3: draw that many

  const NAME_UP_TO = 'TEST-BUILT-NAMEUPTO'; // name a number up to 3: draw that many

  const oneOfYours = { t: 'choose', whose: 'you', zone: 'battle', n: 1 } as const;

  const oneOfTheirs = { t: 'choose', whose: 'opponent', zone: 'battle', n: 1 } as const;

  function lend(card: Card, key: string): void {
    const m: Mod = { stat: 'skills', code: key, until: 'game' };
    card.mods = [...card.mods, m];
  }

  /** Answer the battle and skill decisions along the way (the first [Auto] first) until `until` is asked. */
  function settle(s: DBSState, until: string[] = ['dbs.main']): void {
    for (let i = 0; i < 60 && s.decision && !until.includes(s.decision.prompt); i++) {
      const o = options(s);
      answer(s, o.find((x) => ['pass', 'no', 'done', 'life', 'auto'].includes(x.t)) ?? o[0]);
    }
  }

  const attackLeader = (s: DBSState, card: Card): void =>
    pick(s, (o) => o.t === 'attack' && o.attacker === card.id && o.target === s.players[1].leader[0].id);

  const leaderId = (s: DBSState): number => s.players[1].leader[0].id;

  describe('damage to the Leader (DBS 7-4-1-4-1, 7-4-1-4-1-2)', () => {
    useTestSkills({
      [END_MAIN_YOURS]: [
        auto({ on: 'endOfMainPhase', whose: 'you' }, [ifThen({ if: 'thisPower', op: '>=', n: 25000 }, [draw(1)])]),
      ],
      [END_MAIN_YOURS_DRAW]: [auto({ on: 'endOfMainPhase', whose: 'you' }, [draw(1)])],
      [END_MAIN_OPPONENTS]: [auto({ on: 'endOfMainPhase', whose: 'opponent' }, [draw(1)])],
      [END_MAIN_ANY]: [auto({ on: 'endOfMainPhase', whose: 'any' }, [draw(1)])],
      [END_TURN]: [auto({ on: 'endOfTurn', whose: 'you' }, [draw(1)])],
      [DEAL]: [auto({ on: 'dealDamage' }, [ifThen({ if: 'life', whose: 'opponent', op: '>=', n: 8 }, [draw(1)])])],
      [DEALT]: [
        auto({ on: 'dealDamage', after: true }, [ifThen({ if: 'life', whose: 'opponent', op: '<=', n: 7 }, [draw(2)])]),
      ],
      [DEALT_BY_THIS]: [auto({ on: 'dealDamage', after: true, byThis: true }, [draw(1)])],
      [REPLACE]: [permanent({ cont: 'replaceDamage', per: 1 })],
      [TOP_TO_HAND]: [activateMain([], [{ do: 'topCardTo', target: oneOfYours, to: 'hand' }])],
      [TOP_TO_DROP]: [activateMain([], [{ do: 'topCardTo', target: oneOfTheirs, to: 'drop' }])],
      [NAME_DRAW]: [activateMain([], [{ do: 'nameNumber', max: 3, then: [draw(1)] }])],
      [NAME_UP_TO]: [activateMain([], [{ do: 'nameNumber', max: 3, upTo: true, then: [draw(1)] }])],
    });

    it('DBS 7-4-1-4-1 DBS 7-4-1-4-1-2: "when you deal damage" resolves before the damage, "when you dealt damage" after it', () => {
      const s = scenario({ battle: [C.goten, C.hit] }, {});
      const goten = byCode(s, 0, 'battle', C.goten);
      lend(s.players[0].leader[0], DEAL);
      lend(s.players[0].leader[0], DEALT);
      lend(goten, DEALT_BY_THIS);
      lend(byCode(s, 0, 'battle', C.hit), DEALT_BY_THIS); // not the attack card
      lend(s.players[1].leader[0], DEALT); // the damaged player's: not "you"
      refresh(s);
      attackLeader(s, goten);
      settle(s, ['dbs.lifeDamage', 'dbs.main']);
      // Player 2 chooses the Life card: the damage is being dealt, and "when you deal damage" has resolved.
      expect(s.decision!.prompt).toBe('dbs.lifeDamage');
      expect(s.players[1].life).toHaveLength(8);
      expect(s.players[0].hand).toHaveLength(1);
      expect(s.pending).toHaveLength(0);
      settle(s);
      expect(s.players[1].life).toHaveLength(7);
      // Before the damage (opponent at 8): 1; after it (at 7): 2; Goten's own: 1. Hit's and player 2's: none.
      expect(s.players[0].hand).toHaveLength(4);
      expect(s.players[1].hand).toHaveLength(1); // the damage's Life card only
    });

    it('DBS 7-4-1-4-1-2: no "dealt damage" trigger when the attack deals none (a Battle card guard, a lower power, a replaced damage)', () => {
      const s = scenario({ battle: [C.goten, C.kindGoku] }, { battle: [{ code: C.hit, rested: true }] });
      const leader = s.players[0].leader[0];
      lend(leader, DEALT);
      lend(leader, DEALT_BY_THIS);
      refresh(s);
      // Goten KOs Hit: "when you KO", not "when you deal damage".
      pick(s, (o) => o.t === 'attack' && o.attacker === byCode(s, 0, 'battle', C.goten).id && o.target !== leaderId(s));
      settle(s);
      expect(s.players[1].battle).toHaveLength(0);
      // Kind Goku (5000) against the 10000 Leader: no damage.
      attackLeader(s, byCode(s, 0, 'battle', C.kindGoku));
      settle(s);
      expect(s.players[1].life).toHaveLength(8);
      expect(s.players[0].hand).toHaveLength(0);
      // A replaced damage never happened (8-9-1-1): the Leader hits, a deck card goes instead of Life.
      lend(s.players[1].leader[0], REPLACE);
      refresh(s);
      attackLeader(s, leader);
      settle(s);
      expect(s.players[1].life).toHaveLength(8);
      expect(s.players[1].drop.map((c) => c.code)).toContain(C.goten);
      expect(s.players[0].hand).toHaveLength(0);
    });
  });
}
