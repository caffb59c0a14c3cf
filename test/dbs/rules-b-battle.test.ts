// DBS rules tests, section 7 (attacks and battle): ending a negated battle (7-1-4-1 … 7-1-4-4), the
// Offence Step (7-2: combos from the Battle Area and from hand with their combo cost, [Activate: Battle]
// skills, [Awaken]), the Defence Step (7-3, the same for the non-turn player, never with the guard
// card), and the Damage Step (7-4: combo power on both sides, KO triggers, the checkpoint before the
// clean-up, "at the end of the battle" and "after you combo with this card", battle-long effects
// ending, back to the Main Phase). Digest scenarios DBS-029, DBS-035.
import { describe, expect, it } from 'vitest';
import { powerOf } from '../../src/games/dbs/characteristics.ts';
import type { Card, DBSState } from '../../src/games/dbs/state.ts';
import { answer, byCode, C, options, passWhile, pick, scenario } from './scenario.ts';

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
