// Rules tests for a dominated vanguard (VG2 10.35.7: its drive checks reveal the dominating player's deck) and a
// dominated legion (10.35.1.4: the Legion Mate is dominated with its Legion Leader, and they attack as one unit,
// 10.25.5). No trial-deck card dominates, so vanilla cards get test-only abilities.
import { describe, expect, it } from 'vitest';
import { formLegion, legionOf } from '../../src/games/vanguard/legion.ts';
import { dominatorOf, type VGState } from '../../src/games/vanguard/state.ts';
import { moveCard } from '../../src/games/vanguard/zones.ts';
import { deck, noGuard, pw, unit } from './cards/helpers.ts';
import { answer, autoplay, C, events, prompt, scenario } from './scenario.ts';
import { actDo, dominateVanguard, testOnlyAbilities } from './testAbilities.ts';

const LEADER = C.brigitte; // grade 3, 10000, Twin Drive, Royal Paladin
const MATE = C.blasterBlade; // grade 2, 9000, Royal Paladin
const KING = 'TD03/004'; // King of Sword, g2 10000
const TOUGH = 'TD03/007'; // Tough Boy, g1 8000, Boost

const { give } = testOnlyAbilities();

/** Player 1's main phase; player 2 has `vanguard` (in legion with Blaster Blade if `legion`) and a Bahr on (FL). */
function position(legion: boolean, rc: Record<string, string> = {}): VGState {
  give(KING, [actDo(dominateVanguard)]);
  const s = scenario({
    at: 'main',
    p0: { vanguard: C.overlord, rc: { FL: KING, ...rc }, deck: deck() },
    p1: { vanguard: { code: LEADER, rested: true }, rc: { FL: C.bahr }, hand: [C.wingal], deck: deck([MATE]) },
  });
  if (legion) {
    const card = s.players[1].deck.find((c) => c.code === MATE)!;
    formLegion(s, 1, unit(s, 1, 'VC'), moveCard(s, 1, card, 'deck', 'VC', { rested: true }));
  }
  answer(s, { t: 'act', card: unit(s, 0, 'FL').id, index: 0 });
  answer(s, { t: 'unit', seat: 1, circle: 'VC' }); // the unit dominated
  answer(s, { t: 'unit', seat: 1, circle: 'FL' }); // the rear-guard it attacks
  return s;
}

describe('VG2 10.35.7 a dominated vanguard attacks for the dominating player', () => {
  it("VG2 10.35.7: the dominated vanguard's drive checks reveal the dominating player's deck onto that player's trigger zone, and the cards go to that player's hand", () => {
    const s = position(false);
    autoplay(s, (x) => prompt(x) === 'vg.guard' || prompt(x) === 'vg.boost');
    expect(events(s, 'attack').at(-1)).toMatchObject({ seat: 0, from: 'VC', fromSeat: 1, target: 'FL' });
    expect(dominatorOf(s, unit(s, 1, 'VC').id)).toBe(0);
    const decks = [s.players[0].deck.length, s.players[1].deck.length];
    const hands = [s.players[0].hand.length, s.players[1].hand.length];
    noGuard(s);
    autoplay(s, (x) => x.battle === null);
    // Brigitte has Twin Drive: two checks, both from player 1's deck into player 1's hand.
    expect(events(s, 'driveCheck').map((e) => e.seat)).toEqual([0, 0]);
    expect([s.players[0].deck.length, s.players[1].deck.length]).toEqual([decks[0] - 2, decks[1]]);
    expect([s.players[0].hand.length, s.players[1].hand.length]).toEqual([hands[0] + 2, hands[1]]);
    // 10000 against Bahr's 8000: the attack hit and retired player 2's own rear-guard; the attack over, it is
    // player 2's vanguard again.
    expect(s.players[1].field.FL).toHaveLength(0);
    expect(dominatorOf(s, unit(s, 1, 'VC').id)).toBeUndefined();
    expect(unit(s, 1, 'VC').rested).toBe(true);
  });

  it("VG2 10.35.3: read from the dominating player's side, the dominated vanguard is in its centre column, so that player's (BC) unit may boost it", () => {
    const s = position(false, { BC: TOUGH });
    autoplay(s, (x) => prompt(x) === 'vg.guard' || prompt(x) === 'vg.boost');
    expect(prompt(s)).toBe('vg.boost');
    answer(s, { t: 'yes' });
    expect(events(s, 'boost').at(-1)).toMatchObject({ seat: 0, circle: 'BC' });
  });
});

describe('VG2 10.35.1.4 a dominated legion', () => {
  it('VG2 10.35.1.4 / VG2 10.25.5: the Legion Mate is dominated with its Legion Leader; both rest to attack, with their powers added, and both are released together', () => {
    const s = position(true);
    const l = legionOf(s, 1)!;
    autoplay(s, (x) => prompt(x) === 'vg.guard' || prompt(x) === 'vg.boost');
    expect(dominatorOf(s, l.leader.id)).toBe(0);
    expect(dominatorOf(s, l.mate.id)).toBe(0);
    const now = legionOf(s, 1)!;
    expect([now.leader.rested, now.mate.rested]).toEqual([true, true]);
    expect(s.battle!.attacker).toMatchObject({ id: l.leader.id, circle: 'VC' });
    noGuard(s);
    autoplay(s, (x) => x.battle === null);
    expect(events(s, 'driveCheck').map((e) => e.seat)).toEqual([0, 0]); // the leader's Twin Drive, player 1's deck
    expect(s.players[1].field.FL).toHaveLength(0);
    expect(dominatorOf(s, l.leader.id)).toBeUndefined();
    expect(dominatorOf(s, l.mate.id)).toBeUndefined();
    expect(legionOf(s, 1)).not.toBeNull();
  });

  it("VG2 10.35.1.4: the legion attacking for the dominating player has the sum of both cards' power", () => {
    const s = position(true);
    autoplay(s, (x) => prompt(x) === 'vg.guard');
    const leader = legionOf(s, 1)!.leader;
    // 10000 + 9000 while the legion attacks (10.25.6).
    expect(s.battle!.attacker!.id).toBe(leader.id);
    expect(events(s, 'attack').at(-1)).toMatchObject({ fromSeat: 1, from: 'VC' });
    expect(pw(s, 1, 'VC')).toBe(19000);
  });
});
