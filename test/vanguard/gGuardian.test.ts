// G guardian (VG2 11.14, 7.5.1.2.3, 7.5.1.2.1.1, 8.5.2.2.2, 7.7.1.9): in the opponent's guard step a face-down G
// unit with G guardian is called from the G zone to the guardian circle face up by paying its cost, and goes back
// to the G zone face up when it would leave. The built-in pool has no G units: these tests add test-only records.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act } from '../../src/core/engine.ts';
import { heuristicAnswer } from '../../src/games/vanguard/product/heuristic.ts';
import type { CardRecord } from '../../src/games/vanguard/cards/cardRecord.ts';
import { withTestCards } from '../../src/games/vanguard/cards/cardPool.ts';
import { power } from '../../src/games/vanguard/characteristics.ts';
import { type VGState, vanguardOf } from '../../src/games/vanguard/state.ts';
import { vgView } from '../../src/games/vanguard/view.ts';
import { moveCard } from '../../src/games/vanguard/zones.ts';
import { answer, autoplay, C, type CardSpec, events, idOf, offers, prompt, scenario, setMods } from './scenario.ts';
import { G1, gUnit } from './strideCards.ts';

const GG = 'TEST-GG/001';
const GG2 = 'TEST-GG/002';

/** A G unit printing "G guardian: choose a card with a heal trigger from your hand, and discard it". */
function gGuardianCard(code: string, name: string): CardRecord {
  return { ...gUnit(code, name), skills: [], shield: 15000, gGuardian: { discardTrigger: 'heal' } };
}

let undo: () => void = () => {};
beforeEach(() => {
  undo = withTestCards([
    gGuardianCard(GG, 'Test Guardian Angel'),
    gGuardianCard(GG2, 'Test Guardian Knight'),
    gUnit(G1, 'Test Stride Paladin'),
  ]);
});
afterEach(() => undo());

interface Defender {
  vanguard?: string;
  hand?: string[];
  gzone?: CardSpec[];
  damage?: CardSpec[];
}

/** Player 1 (grade 3 Brigitte, 10000 unless told) is attacked on the vanguard by Overlord (grade 3, 11000). */
function guardStep(d: Defender = {}, attacker: string = C.overlord): VGState {
  const s = scenario({
    at: 'battle',
    p0: { vanguard: attacker },
    p1: {
      vanguard: d.vanguard ?? C.brigitte,
      hand: d.hand ?? [C.healRP, C.wingal],
      gzone: d.gzone ?? [GG, GG, GG2, G1],
      damage: d.damage,
    },
  });
  answer(s, { t: 'yes' });
  answer(s, { t: 'circle', circle: 'VC' });
  answer(s, { t: 'circle', circle: 'VC' });
  if (prompt(s) === 'vg.boost') answer(s, { t: 'no' });
  return s;
}

function gOptions(s: VGState): { t: string; card: number; cost: number }[] {
  return (s.decision?.options ?? []).filter((o) => o.t === 'gGuardian') as { t: string; card: number; cost: number }[];
}

const faceUp = (code: string): CardSpec => ({ code, faceDown: false });

describe('calling a G guardian (VG2 7.5.1.2.3, 11.14)', () => {
  it('VG2 7.5.1.2.3 / VG2 11.14.1 / VG2 11.14.2 / VG2 8.5.2.2.2: the guard step offers each face-down G guardian with each card that can pay its cost', () => {
    const s = guardStep({ hand: [C.healRP, C.healRP, C.wingal, C.healKagero] });
    expect(prompt(s)).toBe('vg.guard');
    expect(s.decision!.seat).toBe(1);
    const heal = idOf(s, 1, 'hand', C.healRP);
    const healK = idOf(s, 1, 'hand', C.healKagero);
    const gg = idOf(s, 1, 'gzone', GG);
    const gg2 = idOf(s, 1, 'gzone', GG2);
    // One per G guardian name and cost card name; a G unit without G guardian and a card without a heal
    // trigger never appear.
    expect(gOptions(s)).toEqual([
      { t: 'gGuardian', card: gg, cost: heal },
      { t: 'gGuardian', card: gg, cost: healK },
      { t: 'gGuardian', card: gg2, cost: heal },
      { t: 'gGuardian', card: gg2, cost: healK },
    ]);
    // The hand guards and the pass are still offered.
    expect(offers(s, { t: 'guard', card: idOf(s, 1, 'hand', C.wingal) })).toBe(true);
    expect(offers(s, { t: 'pass' })).toBe(true);
    // The owner sees the face-down G guardians it may call (VG2 4.11.2); the attacker's view shows no options.
    expect(vgView(s, 1).decision!.looking!.map((c) => c.code)).toEqual([GG, GG2]);
    expect(vgView(s, 0).decision!.options).toBeUndefined();
  });

  it('VG2 7.5.1.2.3: both vanguards must be grade 3 or greater', () => {
    expect(gOptions(guardStep({ vanguard: C.blasterBlade }))).toEqual([]);
    expect(gOptions(guardStep({}, C.nehalem))).toEqual([]);
    expect(gOptions(guardStep({}))).not.toEqual([]);
  });

  it('VG2 7.5.1.2.3: at most 3 face-up G guardians may be in the G zone (face-up other G units do not count)', () => {
    const three = guardStep({ gzone: [faceUp(GG), faceUp(GG), faceUp(GG2), faceUp(G1), GG] });
    expect(gOptions(three)).toHaveLength(1);
    const four = guardStep({ gzone: [faceUp(GG), faceUp(GG), faceUp(GG2), faceUp(GG2), GG] });
    expect(gOptions(four)).toEqual([]);
  });

  it('VG2 7.5.1.2.3 / VG2 8.5.2.3: a G guardian whose cost cannot be paid (no heal trigger in hand) is not offered', () => {
    const s = guardStep({ hand: [C.wingal, C.critRP] });
    expect(gOptions(s)).toEqual([]);
    expect(offers(s, { t: 'guard' })).toBe(true);
  });

  it('VG2 7.5.1.2.1.1: with no hand card, no G guardian can be paid for either, and the guard step passes by itself', () => {
    const s = guardStep({ hand: [] });
    expect(prompt(s)).not.toBe('vg.guard');
    expect(s.players[1].field.GC).toEqual([]);
  });

  it('VG2 7.5.1.2.3 / VG2 11.14.2 / VG2 8.5.2.3 / VG2 4.6.5.1: the cost is paid, the G guardian is put on the guardian circle face up, resting, and its shield guards the attacked unit', () => {
    const s = guardStep();
    const heal = idOf(s, 1, 'hand', C.healRP);
    answer(s, { t: 'gGuardian', card: idOf(s, 1, 'gzone', GG) });
    expect(s.players[1].hand.map((c) => c.code)).toEqual([C.wingal]);
    expect(s.players[1].drop.map((c) => c.code)).toEqual([C.healRP]);
    expect(s.players[1].drop[0].id).not.toBe(heal);
    const gc = s.players[1].field.GC;
    expect(gc).toHaveLength(1);
    expect(gc[0]).toMatchObject({ code: GG, up: true, rested: true });
    expect(s.players[1].gzone.map((c) => c.code)).toEqual([GG, GG2, G1]);
    expect(s.battle!.guardians).toEqual([{ id: gc[0].id, guards: 0 }]);
    expect(power(s, 1, vanguardOf(s, 1)!)).toBe(25000);
    // Both seats see the G guardian face up on the circle (it was called face up).
    expect(vgView(s, 0).players[1].field.GC[0]).toMatchObject({ code: GG });
    // One action per play timing: the guard step asks again.
    expect(prompt(s)).toBe('vg.guard');
    autoplay(s, (x) => x.phase !== 'guard');
    expect(events(s, 'compare')).toEqual([{ t: 'compare', hit: [false] }]);
  });

  it('VG2 11.14.3 / VG2 7.7.1.9: after the battle the G guardian goes to the G zone face up, before the other guardians are retired', () => {
    const s = guardStep();
    answer(s, { t: 'gGuardian', card: idOf(s, 1, 'gzone', GG) });
    answer(s, { t: 'guard', card: idOf(s, 1, 'hand', C.wingal) });
    autoplay(s, (x) => x.battle === null || x.phase === 'end');
    expect(s.players[1].field.GC).toEqual([]);
    expect(s.players[1].drop.map((c) => c.code).sort()).toEqual([C.healRP, C.wingal].sort());
    const up = s.players[1].gzone.filter((c) => c.up);
    expect(up.map((c) => c.code)).toEqual([GG]);
    const fromGC = events(s, 'move').filter((e) => e.from === 'GC');
    expect(fromGC.map((e) => e.to)).toEqual(['gzone', 'drop']);
    // A face-up G guardian is public: the attacker sees it in the G zone.
    expect(vgView(s, 0).players[1].gzoneUp.map((c) => c.code)).toEqual([GG]);
  });

  it('VG2 11.14.3: moved from the guardian circle to any other zone, the G guardian goes to the G zone face up instead', () => {
    const s = guardStep();
    answer(s, { t: 'gGuardian', card: idOf(s, 1, 'gzone', GG) });
    const g = s.players[1].field.GC[0];
    moveCard(s, 1, g, 'GC', 'hand');
    expect(s.players[1].hand.map((c) => c.code)).toEqual([C.wingal]);
    expect(s.players[1].field.GC).toEqual([]);
    expect(s.players[1].gzone.filter((c) => c.up).map((c) => c.code)).toEqual([GG]);
  });

  it('VG2 7.5.1.2.3: the heuristic agent calls a G guardian only when the hit would otherwise be lethal', () => {
    const play = (damage: number): VGState => {
      const s = guardStep({ hand: [C.healRP], damage: Array(damage).fill(C.wingal) as string[] });
      // The heal trigger's 10000 shield alone cannot stop the attack; the G guardian's 15000 can.
      setMods(s, 0, 'VC', [{ stat: 'power', n: 13000, until: 'turn' }]);
      const gap = power(s, 0, vanguardOf(s, 0)!) - power(s, 1, vanguardOf(s, 1)!);
      expect(gap).toBeGreaterThanOrEqual(10000);
      expect(gap).toBeLessThan(15000);
      const d = s.decision!;
      act(s, d.seat, heuristicAnswer(vgView(s, d.seat), d.seat, d.prompt, d.options));
      return s;
    };
    // With nothing left to guard with, the battle then plays on by itself: the guard events tell what was called.
    const guards = (s: VGState) => events(s, 'guard').map((e) => (e.card as { code: string }).code);
    expect(guards(play(5))).toEqual([GG]);
    expect(guards(play(2))).toEqual([]);
  });
});

describe('G guardians and the stride step', () => {
  it('VG2 11.14.1 / VG2 11.11.1: a G guardian has no stride skill, so the stride step never offers it', () => {
    const s = scenario({
      at: 'ride',
      p0: { vanguard: C.brigitte, hand: [C.brigitte, C.gallatin], gzone: [GG, G1] },
      p1: { vanguard: C.overlord },
    });
    autoplay(s, (x) => x.phase === 'stride');
    expect(prompt(s)).toBe('vg.stride');
    expect(s.decision!.options).toEqual([{ t: 'card', card: idOf(s, 0, 'gzone', G1) }, { t: 'none' }]);
  });
});
