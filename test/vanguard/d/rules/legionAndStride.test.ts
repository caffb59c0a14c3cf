// Format d, VGD 6.4–6.6: legion (made by Seek Mate), its conditions, the Legion Leader and Legion Mate; stride, the
// heart state, and playing a stride skill from the G zone.
import { describe, expect, it } from 'vitest';
import { act, auto, cont, seekMate, yourVanguard } from '../../../../src/games/vanguard/abilities/dsl.ts';
import { legionOf } from '../../../../src/games/vanguard/legion.ts';
import { type VGState, vanguardOf } from '../../../../src/games/vanguard/state.ts';
import { rideOptions } from '../../../../src/games/vanguard/turn.ts';
import { moveCard } from '../../../../src/games/vanguard/zones.ts';
import { attack, codes, deck, offersAct, playAct, pw, unit } from '../../cards/helpers.ts';
import { gUnit } from '../../strideCards.ts';
import { testOnlyAbilities } from '../../testAbilities.ts';
import { useTestCards } from '../../testCards.ts';
import { answer, autoplay, C, events, idOf, prompt, scenario, setMods } from '../../scenario.ts';
import { D, D_CARDS } from '../dTestCards.ts';

const G1 = 'TEST-G/001';
const G2 = 'TEST-G/002';
useTestCards([...D_CARDS, gUnit(G1, 'Test Stride Paladin'), gUnit(G2, 'Test Stride Knight')]);
const { give } = testOnlyAbilities();

const LEADER = C.brigitte; // grade 3, 10000, twin drive
const MATE = C.blasterBlade; // grade 2, 9000
const DROP = [C.stardust, C.wingal, C.marron, C.critRP];

/** Format d main phase: the Seek Mate vanguard, four drop cards, the mate in the deck; player 2 on grade 3. */
function seekMateScenario(rc: Record<string, string> = {}): VGState {
  return scenario({
    format: 'd',
    at: 'main',
    p0: { vanguard: LEADER, drop: DROP, deck: deck([C.marron, MATE, C.wingal]), rc, hand: [C.brigitte, C.gallatin] },
    p1: { vanguard: C.overlord, hand: [C.critKagero], deck: deck() },
  });
}

/** Play Seek Mate (ability 0 of the vanguard), put the drop cards on the deck, take the mate. */
function legion(s: VGState): void {
  playAct(s, 0, unit(s, 0, 'VC').id, 0);
  while (prompt(s) === 'vg.cost.dropToDeckTop') answer(s, s.decision!.options[0] as never);
  expect(prompt(s)).toBe('vg.search');
  answer(s, { t: 'card', card: idOf(s, 0, 'deck', MATE) });
  expect(prompt(s)).toBe('vg.main');
}

describe('VGD 6.4: legion', () => {
  it('VGD 6.4 / VGD 6.4.1 / VGD 6.4.1.2 / VGD 6.4.1.3 / VGD 6.4.1.3.2 / VGD 6.4.1.3.2.2 / VGD 6.4.3 / VGD 6.4.3.1 / VGD 6.4.3.1.1: the card found is put on the vanguard circle in the same state, in legion; the Seek Mate card leads; it is no ride', () => {
    give(LEADER, [seekMate('Blaster Blade')]);
    const s = seekMateScenario();
    const leader = unit(s, 0, 'VC');
    const rides = events(s, 'ride').length;
    legion(s);
    expect(codes(s.players[0].field.VC)).toEqual([MATE, LEADER]);
    const l = legionOf(s, 0)!;
    expect(l.leader.id).toBe(leader.id);
    expect(l.mate.code).toBe(MATE);
    expect([l.mate.rested, l.mate.up]).toEqual([leader.rested, true]);
    expect(events(s, 'ride')).toHaveLength(rides);
    expect(events(s, 'legion')).toHaveLength(1);
  });

  it('VGD 6.4.1.1 / VGD 6.4.2.2: a card already in legion legions no more; "if in legion" reads the state now', () => {
    give(LEADER, [
      seekMate('Blaster Blade'),
      cont({ zones: ['VC'], condition: { if: 'inLegion' }, effect: { cont: 'modify', stat: 'power', n: 5000 } }),
    ]);
    const s = seekMateScenario();
    expect(pw(s, 0, 'VC')).toBe(10000);
    legion(s);
    expect(pw(s, 0, 'VC')).toBe(15000);
    expect(offersAct(s, unit(s, 0, 'VC').id, 0)).toBe(false);
  });

  it('VGD 6.4.1.3.2.1: when either card of the legion moves to another zone, the legion state ends', () => {
    give(LEADER, [seekMate('Blaster Blade')]);
    const s = seekMateScenario();
    legion(s);
    moveCard(s, 0, legionOf(s, 0)!.mate, 'VC', 'drop');
    expect(legionOf(s, 0)).toBeNull();
    expect(codes(s.players[0].field.VC)).toEqual([LEADER]);
  });

  it('VGD 6.4.2 / VGD 6.4.2.1: "when this unit legions" triggers for both cards as they become in legion, not for a unit merely placed', () => {
    const legions = auto({ zones: ['VC'], trigger: { on: 'legions' }, effects: [{ do: 'soulCharge', n: 1 }] });
    give(LEADER, [seekMate('Blaster Blade'), legions]);
    give(MATE, [legions]);
    give(C.gallatin, [legions]);
    const s = seekMateScenario();
    answer(s, { t: 'call', card: idOf(s, 0, 'hand', C.gallatin), circle: 'FL' });
    expect(s.players[0].soul).toHaveLength(0);
    playAct(s, 0, unit(s, 0, 'VC').id, 0);
    while (prompt(s) === 'vg.cost.dropToDeckTop') answer(s, s.decision!.options[0] as never);
    answer(s, { t: 'card', card: idOf(s, 0, 'deck', MATE) });
    // Both abilities stand by at once: their master chooses which plays first.
    expect(prompt(s)).toBe('vg.playAuto');
    autoplay(s, (x) => prompt(x) === 'vg.main', []);
    expect(s.players[0].soul).toHaveLength(2);
  });

  it('VGD 6.4.2.3: "if this unit legioned this turn" holds in the turn of the legion only', () => {
    give(LEADER, [
      seekMate('Blaster Blade'),
      cont({
        zones: ['VC'],
        condition: { if: 'inLegion', thisTurn: true },
        effect: { cont: 'modify', stat: 'power', n: 3000 },
      }),
    ]);
    const s = seekMateScenario();
    legion(s);
    expect(pw(s, 0, 'VC')).toBe(13000);
    const turn = s.turn;
    autoplay(s, (x) => x.turnPlayer === 0 && x.turn > turn && prompt(x) === 'vg.ride');
    expect(legionOf(s, 0)).not.toBeNull();
    expect(pw(s, 0, 'VC')).toBe(10000);
  });

  it('VGD 6.4.3.2 / VGD 6.4.3.2.1: both cards are vanguards; the normal ride looks at the Legion Leader grade', () => {
    give(LEADER, [seekMate('Blaster Blade')]);
    const s = seekMateScenario();
    legion(s);
    autoplay(s, (x) => x.turnPlayer === 0 && x.turn > 3 && prompt(x) === 'vg.ride');
    const offered = rideOptions(s, 0).map((o) => s.players[0].hand.find((c) => c.id === o.card)?.code);
    expect(offered).toContain(C.brigitte); // grade 3, the leader's grade
    expect(offered).not.toContain(C.gallatin); // grade 2, the mate's grade
  });

  it('VGD 6.4.3.2.2: a legion attacked is attacked as the Legion Leader alone, with the leader power', () => {
    give(LEADER, [seekMate('Blaster Blade')]);
    give(C.overlord, []);
    const s = seekMateScenario();
    legion(s);
    autoplay(s, (x) => x.turnPlayer === 1 && prompt(x) === 'vg.attack');
    answer(s, { t: 'yes' });
    answer(s, { t: 'circle', circle: 'VC' });
    expect(s.decision!.options).toEqual([{ t: 'circle', circle: 'VC' }]);
    answer(s, { t: 'circle', circle: 'VC' });
    if (prompt(s) === 'vg.boost') answer(s, { t: 'no' });
    expect(s.battle!.targets.map((t) => t.id)).toEqual([legionOf(s, 0)!.leader.id]);
    expect(pw(s, 0, 'VC')).toBe(10000);
  });

  it('VGD 6.4.4: the Legion Leader and the Legion Mate rest and stand together', () => {
    give(LEADER, [
      seekMate('Blaster Blade'),
      act({ zones: ['VC'], cost: [], effects: [{ do: 'stand', target: yourVanguard }] }),
    ]);
    const s = seekMateScenario();
    legion(s);
    answer(s, { t: 'pass' });
    attack(s, 'VC', 'VC');
    expect(legionOf(s, 0)!.leader.rested).toBe(true);
    expect(legionOf(s, 0)!.mate.rested).toBe(true);
  });
});

describe('VGD 6.5–6.6: stride and hearts', () => {
  /** Format d ride phase: both vanguards grade 3, player 1 with G units in the G zone and `hand`. */
  function strideReady(hand: string[], vanguard: string | { code: string; rested: boolean } = D.persona): VGState {
    return scenario({
      format: 'd',
      at: 'ride',
      p0: { vanguard, hand, gzone: [G1, G2], deck: deck() },
      p1: { vanguard: D.persona, deck: deck() },
    });
  }

  function stride(s: VGState, g: string, pay: string[]): void {
    autoplay(s, (x) => x.phase === 'stride');
    answer(s, { t: 'card', card: idOf(s, 0, 'gzone', g) });
    for (const c of pay) answer(s, { t: 'card', card: idOf(s, 0, 'hand', c) });
    answer(s, { t: 'done' });
  }

  it('VGD 6.6 / VGD 6.6.1 / VGD 6.6.2 / VGD 6.6.2.1 / VGD 6.6.2.2 / VGD 6.6.2.3: with both vanguards grade 3 a face-down G unit may stride: revealed, its cost (grades 3 from the hand) paid, then strode', () => {
    const s = strideReady([D.g1, D.g2, D.g0]);
    autoplay(s, (x) => x.phase === 'stride');
    expect(prompt(s)).toBe('vg.stride');
    answer(s, { t: 'card', card: idOf(s, 0, 'gzone', G2) });
    expect(prompt(s)).toBe('vg.strideCost');
    answer(s, { t: 'card', card: idOf(s, 0, 'hand', D.g1) });
    answer(s, { t: 'card', card: idOf(s, 0, 'hand', D.g2) });
    answer(s, { t: 'done' });
    expect(codes(s.players[0].drop).sort()).toEqual([D.g1, D.g2].sort());
    expect(vanguardOf(s, 0)!.code).toBe(G2);
    expect(vanguardOf(s, 0)!.up).toBe(true);
    // Control: with the opponent's vanguard at grade 2 no stride skill may be played.
    const low = scenario({
      format: 'd',
      at: 'ride',
      p0: { vanguard: D.persona, hand: [D.noIcon], gzone: [G1], deck: deck() },
      p1: { vanguard: D.g2, deck: deck() },
    });
    autoplay(low, (x) => x.phase === 'stride' || x.phase === 'main');
    expect(low.decision!.options).not.toContainEqual({ t: 'card', card: idOf(low, 0, 'gzone', G1) });
  });

  it('VGD 6.5 / VGD 6.5.1 / VGD 6.5.1.1 / VGD 6.5.1.1.1 / VGD 6.5.1.2 / VGD 6.5.1.4 / VGD 6.5.2 / VGD 6.5.2.1 / VGD 6.5.2.2 / VGD 6.5.2.2.1: the G unit goes face up on the vanguard circle in the vanguard’s orientation (no ride); the old vanguard becomes a face-up standing heart', () => {
    const s = strideReady([D.noIcon], { code: D.persona, rested: true });
    const old = vanguardOf(s, 0)!;
    const rides = events(s, 'ride').length;
    stride(s, G1, [D.noIcon]);
    const vc = s.players[0].field.VC;
    expect(codes(vc)).toEqual([D.persona, G1]);
    expect(vanguardOf(s, 0)!.rested).toBe(true); // the orientation of the vanguard it strode on
    expect(vc[0].id).toBe(old.id);
    expect([vc[0].up, vc[0].rested]).toEqual([true, false]);
    expect(events(s, 'ride')).toHaveLength(rides);
    expect(s.players[0].soul).toHaveLength(0);
  });

  it('VGD 6.5.1.3 / VGD 6.5.2.2.3: the G unit gains its heart’s card name and adds the heart’s power', () => {
    const s = strideReady([D.noIcon]);
    stride(s, G1, [D.noIcon]);
    expect(pw(s, 0, 'VC')).toBe(15000 + 13000);
  });

  it('VGD 6.5.4 / VGD 6.5.4.1: when the G unit leaves, the heart state ends and the heart takes the G unit’s orientation', () => {
    const s = strideReady([D.noIcon]);
    stride(s, G1, [D.noIcon]);
    const g = vanguardOf(s, 0)!;
    s.players[0].field.VC[1] = { ...g, rested: true };
    moveCard(s, 0, s.players[0].field.VC[1], 'VC', 'gzone', { faceUp: true });
    expect(vanguardOf(s, 0)!.code).toBe(D.persona);
    expect(vanguardOf(s, 0)!.rested).toBe(true);
  });

  it('VGD 6.5.3: a ride onto a vanguard circle with a heart puts the heart into the soul; the G unit goes back to the G zone', () => {
    // Test-only: "[ACT](hand): ride this card" (a superior ride).
    give(D.g2, [act({ zones: ['hand'], cost: [], effects: [{ do: 'rideThis' }] })]);
    const s = strideReady([D.noIcon, D.g2]);
    stride(s, G1, [D.noIcon]);
    expect(prompt(s)).toBe('vg.main');
    const heart = s.players[0].field.VC[0];
    playAct(s, 0, idOf(s, 0, 'hand', D.g2), 0);
    expect(codes(s.players[0].field.VC)).toEqual([D.g2]);
    expect(codes(s.players[0].soul)).toEqual([D.persona]);
    expect(events(s, 'move').some((e) => (e.card as { id: number }).id === heart.id && e.to === 'soul')).toBe(true);
    expect(s.players[0].gzone.filter((c) => c.up).map((c) => c.code)).toEqual([G1]);
  });

  it('VGD 6.5.2.2.2 / VGD 6.5.2.2.2.1: a heart is no unit: an effect the unit had does not apply to it, so only its printed power is added', () => {
    const s = strideReady([D.noIcon]);
    setMods(s, 0, 'VC', [{ stat: 'power', n: 5000, until: 'turn' }]);
    expect(pw(s, 0, 'VC')).toBe(18000);
    stride(s, G1, [D.noIcon]);
    expect(pw(s, 0, 'VC')).toBe(15000 + 13000);
  });
});
