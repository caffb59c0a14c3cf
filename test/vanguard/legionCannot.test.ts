// Rules tests for a legion's shared "cannot" (VG2 10.25.6.1: neither card deals damage when one cannot; 10.25.11:
// neither stands when one is kept from standing), for "does not stand in its master's next stand phase" on a unit
// whose master changed (10.35.1.3), and for the card filter "a card that can legion with …" (10.25.17). No trial
// card has these effects, so vanilla cards get test-only abilities.
import { describe, expect, it } from 'vitest';
import type { Seat } from '../../src/core/types.ts';
import {
  act,
  auto,
  chooseOpponentRearguard,
  type Effect,
  seekMate,
  thisUnit,
} from '../../src/games/vanguard/abilities/dsl.ts';
import { requireCard } from '../../src/games/vanguard/cards/cardPool.ts';
import { legionOf } from '../../src/games/vanguard/legion.ts';
import { dominatorOf, type VGState } from '../../src/games/vanguard/state.ts';
import { attack, deck, textOf, unit } from './cards/helpers.ts';
import { answer, autoplay, C, prompt, scenario } from './scenario.ts';
import { LEADER, legionBattle, MATE } from './legionScenario.ts';
import { actDo, testOnlyAbilities } from './testAbilities.ts';

const KING = 'TD03/004'; // King of Sword, g2 10000
const WISEMAN = 'TD04/004'; // g2 10000

const { give } = testOnlyAbilities();

const noDamage: Effect = { do: 'cannotDealDamage', target: thisUnit, until: 'turn' };
const noStand: Effect = { do: 'doesNotStand', target: thisUnit };

/** Play on, declining everything, to `seat`'s next main phase (its stand phase is over); not from that phase. */
function toMainOf(s: VGState, seat: Seat): void {
  autoplay(s, (x) => x.turnPlayer === seat && prompt(x) === 'vg.main');
  expect(prompt(s)).toBe('vg.main');
}

describe('VG2 10.25.6.1 a legion deals no damage when either card cannot', () => {
  it("VG2 10.25.6.1: the Legion Mate cannot deal damage, so the legion whose attack hits deals none with the Legion Leader's critical", () => {
    give(MATE, [auto({ zones: ['VC'], trigger: { on: 'attacks' }, effects: [noDamage] })]);
    expect(textOf(MATE)).toContain('this unit deals no damage with attacks until end of turn');
    const s = legionBattle();
    attack(s, 'VC', 'VC');
    autoplay(s, (x) => x.battle === null || x.phase === 'close');
    // 19000 against 11000: the attack hits, and no damage is dealt.
    expect(s.players[1].damage).toHaveLength(0);
  });

  it('VG2 10.25.6.1: and the other way round — a Legion Leader that cannot deal damage keeps its Legion Mate from dealing any', () => {
    give(LEADER, [auto({ zones: ['VC'], trigger: { on: 'attacks' }, effects: [noDamage] })]);
    const s = legionBattle();
    attack(s, 'VC', 'VC');
    autoplay(s, (x) => x.battle === null || x.phase === 'close');
    expect(s.players[1].damage).toHaveLength(0);
  });

  it("VG2 10.25.6.1: without the effect the same legion deals its Legion Leader's critical", () => {
    const s = legionBattle();
    attack(s, 'VC', 'VC');
    autoplay(s, (x) => x.battle === null || x.phase === 'close');
    expect(s.players[1].damage).toHaveLength(1);
  });
});

describe('VG2 10.25.11 a legion card kept from standing keeps the other from standing', () => {
  it("VG2 10.25.11: the Legion Mate does not stand in its master's next stand phase, so neither does the Legion Leader; the mark is then used up", () => {
    give(MATE, [auto({ zones: ['VC'], trigger: { on: 'attacks' }, effects: [noStand] })]);
    expect(textOf(MATE)).toContain('this unit does not stand during the next stand phase of its master');
    const s = legionBattle({ FL: KING });
    attack(s, 'VC', 'VC');
    autoplay(s, (x) => prompt(x) === 'vg.attack');
    attack(s, 'FL', 'VC');
    toMainOf(s, 1);
    toMainOf(s, 0);
    const l = legionOf(s, 0)!;
    expect(l.leader.rested).toBe(true);
    expect(l.mate.rested).toBe(true);
    expect(unit(s, 0, 'FL').rested).toBe(false); // the other attacker stood as usual
    toMainOf(s, 1);
    toMainOf(s, 0);
    expect(legionOf(s, 0)!.leader.rested).toBe(false); // the next stand phase after that one stands them
    expect(legionOf(s, 0)!.mate.rested).toBe(false);
  });

  it('VG2 10.25.11: the Legion Leader kept from standing keeps the Legion Mate rested too', () => {
    give(LEADER, [auto({ zones: ['VC'], trigger: { on: 'attacks' }, effects: [noStand] })]);
    const s = legionBattle();
    attack(s, 'VC', 'VC');
    toMainOf(s, 1);
    toMainOf(s, 0);
    expect(legionOf(s, 0)!.leader.rested).toBe(true);
    expect(legionOf(s, 0)!.mate.rested).toBe(true);
  });
});

describe('VG2 10.35.1.3 a master read when the time comes', () => {
  it("VG2 10.35.1.3: a dominated rear-guard's \"does not stand in its master's next stand phase\", used by the dominating player, keeps it rested in its original master's stand phase", () => {
    give(KING, [actDo({ do: 'dominate', target: chooseOpponentRearguard(), until: 'turn' })]);
    give(WISEMAN, [act({ zones: ['RC'], cost: [{ pay: 'restThis' }], effects: [noStand] })]);
    const s = scenario({
      at: 'main',
      p0: { vanguard: LEADER, rc: { FL: KING }, deck: deck() },
      p1: { vanguard: C.overlord, rc: { FL: WISEMAN, FR: WISEMAN }, deck: deck() },
    });
    const wiseman = unit(s, 1, 'FL').id;
    answer(s, { t: 'act', card: unit(s, 0, 'FL').id, index: 0 });
    answer(s, { t: 'unit', seat: 1, circle: 'FL' });
    autoplay(s, (x) => prompt(x) === 'vg.main');
    expect(dominatorOf(s, wiseman)).toBe(0);
    // VG2 10.35.2.3: player 1 plays the dominated unit's ability as its master.
    answer(s, { t: 'act', card: wiseman, index: 0 });
    autoplay(s, (x) => prompt(x) === 'vg.main');
    expect(unit(s, 1, 'FL').rested).toBe(true);
    toMainOf(s, 1);
    // The domination ended with player 1's turn: player 2 is the master in its stand phase, and the unit stays rested.
    expect(dominatorOf(s, wiseman)).toBeUndefined();
    expect(unit(s, 1, 'FL').id).toBe(wiseman);
    expect(unit(s, 1, 'FL').rested).toBe(true);
    toMainOf(s, 0);
    toMainOf(s, 1);
    expect(unit(s, 1, 'FL').rested).toBe(false);
  });
});

describe('VG2 10.25.17 a card that can legion', () => {
  const searchFor = (name: string): Effect => ({ do: 'search', filter: { canLegionWith: name }, then: 'hand' });
  const leaderName = requireCard(LEADER).name;
  const mateName = requireCard(MATE).name;

  function searchOffers(filterName: string, top: string[]): string[] {
    give(KING, [actDo(searchFor(filterName))]);
    const s = scenario({ at: 'main', p0: { vanguard: C.stardust, rc: { FL: KING }, deck: deck(top) }, p1: {} });
    answer(s, { t: 'act', card: unit(s, 0, 'FL').id, index: 0 });
    autoplay(s, (x) => prompt(x) === 'vg.search');
    expect(prompt(s)).toBe('vg.search');
    const ids = s.decision!.options.flatMap((o) => (o.t === 'card' ? [(o as unknown as { card: number }).card] : []));
    return ids.map((id) => s.players[0].deck.find((c) => c.id === id)!.code);
  }

  it('VG2 10.25.17: "a card that can legion with" card A finds the card A\'s Seek Mate names', () => {
    give(LEADER, [seekMate(mateName)]);
    expect(searchOffers(leaderName, [MATE, C.gallatin, LEADER])).toEqual([MATE]);
  });

  it('VG2 10.25.17: and a card whose own Seek Mate names card A', () => {
    give(LEADER, [seekMate(mateName)]);
    expect(searchOffers(mateName, [MATE, C.gallatin, LEADER])).toEqual([LEADER]);
    expect(textOf(KING)).toContain(`that can legion with "${mateName}"`);
  });

  it('VG2 10.25.17: with no Seek Mate naming it either way, no card can legion with card A', () => {
    expect(searchOffers(leaderName, [MATE, C.gallatin, LEADER])).toEqual([]);
  });
});
