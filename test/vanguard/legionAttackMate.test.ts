// Rules tests for the Legion Mate in the legion's attack (VG2 10.25.3, 10.25.5): both cards are the attacking
// unit, so the mate's "when this unit's attack hits" and drive-check abilities trigger, and its restrictions
// (Restraint, Lord, "cannot attack rear-guards") hold for the legion; and a Legion Mate is never made a unit being
// attacked by an effect (7.4.1.8.6). Vanilla trial-deck cards get test-only abilities.
import { describe, expect, it } from 'vitest';
import { auto, cont, type Target } from '../../src/games/vanguard/abilities/dsl.ts';
import { legionOf } from '../../src/games/vanguard/legion.ts';
import type { VGState } from '../../src/games/vanguard/state.ts';
import { attack, attackers, deck } from './cards/helpers.ts';
import { LEADER, legionBattle, makeLegion, MATE } from './legionScenario.ts';
import { answer, autoplay, C, events, prompt, scenario } from './scenario.ts';
import { testOnlyAbilities } from './testAbilities.ts';

const KING = 'TD03/004'; // King of Sword, g2 10000, Nova Grappler

const { give } = testOnlyAbilities();

/** Player 2's rear-guard, which the legion may attack. */
const BAHR = { FL: C.bahr };

const ids = (s: VGState, t: string) => events(s, t).map((e) => (e.card as { id: number }).id);

describe("the Legion Mate in its legion's attack (VG2 10.25.5)", () => {
  it("VG2 10.25.5 / VG2 10.25.3: the Legion Mate's \"when this unit's attack hits\" and drive-check abilities trigger in the legion's attack", () => {
    give(MATE, [
      auto({ zones: ['VC'], trigger: { on: 'hits' }, effects: [{ do: 'draw', n: 1 }] }),
      auto({ zones: ['VC'], trigger: { on: 'driveCheckReveals', filter: {} }, effects: [{ do: 'soulCharge', n: 1 }] }),
    ]);
    const s = legionBattle({}, BAHR);
    const mate = legionOf(s, 0)!.mate.id;
    const hand = s.players[0].hand.length;
    attack(s, 'VC', 'VC'); // player 2 has no card to guard with: the battle runs to its end
    // Twin Drive: two checks, each triggering the mate's ability; then the 19000 legion hits the 11000 vanguard.
    expect(s.players[1].damage).toHaveLength(1);
    expect(ids(s, 'playAbility').filter((id) => id === mate)).toHaveLength(3);
    expect(s.players[0].soul).toHaveLength(2);
    expect(s.players[0].hand.length).toBe(hand + 2 + 1); // two drive checks, and the mate's draw
  });

  it('VG2 10.25.5 / VG2 11.5.1: a Legion Mate with Restraint keeps the legion from attacking; a Lord mate does so while a unit shares no clan with it', () => {
    give(MATE, [cont({ zones: ['VC'], effect: { cont: 'restraint' } })]);
    const s = legionBattle({ FL: C.gallatin }, BAHR);
    expect(attackers(s)).toEqual(['FL']);

    give(MATE, [cont({ zones: ['VC'], effect: { cont: 'lord' } })]);
    const lordShares = legionBattle({ FL: C.gallatin }, BAHR);
    expect(attackers(lordShares)).toEqual(['FL', 'VC']);
    const lordBlocked = legionBattle({ FL: KING }, BAHR); // a Nova Grappler: no clan shared with the mate
    expect(attackers(lordBlocked)).toEqual(['FL']);
  });

  it('VG2 10.25.5: a Legion Mate that "cannot attack rear-guards" keeps the legion to the vanguard', () => {
    const s0 = legionBattle({}, BAHR);
    answer(s0, { t: 'yes' });
    answer(s0, { t: 'circle', circle: 'VC' });
    expect(s0.decision!.options.map((o) => (o as { circle?: string }).circle)).toEqual(['FL', 'VC']);

    give(MATE, [cont({ zones: ['VC'], effect: { cont: 'cannotAttackRearguard' } })]);
    const s = legionBattle({}, BAHR);
    answer(s, { t: 'yes' });
    answer(s, { t: 'circle', circle: 'VC' });
    expect(s.decision!.options.map((o) => (o as { circle?: string }).circle)).toEqual(['VC']);
  });

  it('VG2 7.4.1.8.6: an effect changing the unit being attacked cannot make the Legion Mate the unit being attacked', () => {
    const oppUnit: Target = { unit: 'choose', side: 'opponent', what: 'unit', n: 1 };
    give(KING, [
      auto({ zones: ['RC'], trigger: { on: 'attacks' }, effects: [{ do: 'changeAttacked', target: oppUnit }] }),
    ]);
    // Player 2 has the legion; player 1's King of Sword attacks its rear-guard and retargets.
    const s = scenario({
      at: 'battle',
      p0: { vanguard: C.overlord, rc: { FR: KING }, deck: deck() },
      p1: { vanguard: LEADER, rc: { FL: C.bahr }, hand: [C.wingal], deck: deck([MATE]) },
    });
    makeLegion(s, 1);
    const { leader, mate } = legionOf(s, 1)!;
    attack(s, 'FR', 'FL');
    autoplay(s, (x) => prompt(x) === 'vg.chooseUnit');
    const options = s.decision!.options as unknown as { seat: number; circle: string }[];
    expect(options.map((o) => [o.seat, o.circle])).toEqual([
      [1, 'VC'],
      [1, 'FL'],
    ]);
    answer(s, { t: 'unit', seat: 1, circle: 'VC' });
    expect(prompt(s)).toBe('vg.guard');
    expect(s.battle!.targets.map((t) => t.id)).toEqual([leader.id]);
    expect(s.battle!.targets.map((t) => t.id)).not.toContain(mate.id);
  });
});
