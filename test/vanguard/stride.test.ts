// G units, the G deck and G zone, and Stride (VG2 4.6.9, 4.11, 5.3, 6.5.1.2, 6.8.1.1.1, 8.5.1.4, 10.27, 10.28,
// 11.11). The built-in pool has no G units, so these tests add test-only G unit records (`withTestCards`).
import { describe, expect, it } from 'vitest';
import { Narrator as CliNarrator } from '../../src/games/vanguard/product/terminalRender.ts';
import { eventsFor } from '../../src/core/engine.ts';
import type { VgCardDb as CardDb } from '../../web/src/games/vanguard/cardInfo.ts';
import { Narrator as WebNarrator } from '../../web/src/games/vanguard/narrate.ts';
import { act } from '../../src/core/engine.ts';
import { SetupError } from '../../src/core/errors.ts';
import { heuristicAnswer } from '../../src/games/vanguard/product/heuristic.ts';
import type { CardRecord } from '../../src/games/vanguard/cards/cardRecord.ts';
import { builtInDecks, cardByCode, expandDeck } from '../../src/games/vanguard/cards/cardPool.ts';
import { holds, matches } from '../../src/games/vanguard/abilities/conditions.ts';
import { cont, vanguardIs } from '../../src/games/vanguard/abilities/dsl.ts';
import { withTestAbilities } from '../../src/games/vanguard/abilities/registry.ts';
import { power } from '../../src/games/vanguard/characteristics.ts';
import { validateGDeck } from '../../src/games/vanguard/deckRules.ts';
import { CR110, CR201 } from '../../src/games/vanguard/formats.ts';
import { vanguard } from '../../src/games/vanguard/index.ts';
import { createState } from '../../src/games/vanguard/setup.ts';
import { type VGState, vanguardOf } from '../../src/games/vanguard/state.ts';
import { vgView } from '../../src/games/vanguard/view.ts';
import { moveCard } from '../../src/games/vanguard/zones.ts';
import { answer, autoplay, C, idOf, offers, prompt, scenario } from './scenario.ts';
import { G1, G2, useTestGUnits } from './strideCards.ts';

useTestGUnits();

/** A legal 50-card main deck: the first built-in trial deck. */
const legalMain = (): string[] => expandDeck(builtInDecks()[0]);

/** Both vanguards grade 3 at the ride phase, player 1 with G units face down in the G zone. */
function strideReady(hand: string[], extra: Partial<Parameters<typeof scenario>[0]> = {}): VGState {
  return scenario({
    at: 'ride',
    p0: { vanguard: C.brigitte, hand, gzone: [G1, G1, G2] },
    p1: { vanguard: C.overlord },
    ...extra,
  });
}

describe('the G deck and the G zone', () => {
  it('VG2 5.3.2 / VG2 5.3.3 / VG2 5.3.2.1: a G deck holds 0 to 16 G units, up to four with one name', () => {
    expect(validateGDeck([], CR201)).toEqual([]);
    expect(validateGDeck([...Array(4).fill(G1), ...Array(4).fill(G2)], CR201)).toEqual([]);
    const big = [...Array(17)].map((_, i) => (i % 2 === 0 ? G1 : G2));
    expect(validateGDeck(big, CR201).map((p) => p.rule)).toContain('VG2 5.3.2');
    expect(validateGDeck([G1, C.brigitte], CR201).map((p) => p.rule)).toEqual(['VG2 5.3.3']);
    expect(validateGDeck(Array(5).fill(G1), CR201).map((p) => p.rule)).toEqual(['VG2 5.3.2.1']);
    // ver. 1.10 has no G deck at all.
    expect(validateGDeck([G1], CR110)).toHaveLength(1);
  });

  it('VG2 5.4.2 / VG2 5.1.1: the setup check accepts a legal G deck in cr201 only, and refuses G units in the main deck (VG2 5.2.2.6)', () => {
    const main = legalMain();
    const setup = (format: string, gdeck: string[]) => ({
      game: 'vanguard',
      format,
      seed: 1,
      decks: [{ cards: main, gdeck }, { cards: main }] as [{ cards: string[]; gdeck?: string[] }, { cards: string[] }],
    });
    expect(() => vanguard.validateSetup(setup('cr201', [G1, G2]))).not.toThrow();
    expect(() => vanguard.validateSetup(setup('cr110', [G1]))).toThrow(SetupError);
    expect(() => vanguard.validateSetup(setup('cr201', [C.brigitte]))).toThrow(/5\.3\.3/);
    const withG = [...main.slice(0, 49), G1];
    expect(() =>
      vanguard.validateSetup({
        game: 'vanguard',
        format: 'cr201',
        seed: 1,
        decks: [{ cards: withG }, { cards: main }],
      }),
    ).toThrow(/5\.2\.2\.6/);
  });

  it('VG2 4.11.4 / VG2 5.4.3.1 / VG2 4.11.1: setup puts the whole G deck face down in the G zone', () => {
    const main = legalMain();
    const s = createState({
      game: 'vanguard',
      format: 'cr201',
      seed: 3,
      decks: [{ cards: main, gdeck: [G1, G2, G2] }, { cards: main }],
    });
    expect(s.players[0].gzone.map((c) => c.code)).toEqual([G1, G2, G2]);
    expect(s.players[0].gzone.every((c) => !c.up)).toBe(true);
    expect(s.players[1].gzone).toEqual([]);
    expect(s.players[0].deck).toHaveLength(50); // the G deck is not part of the main deck
  });

  it('VG2 4.11.2 / VG2 4.11.3: the owner sees its face-down G units, the opponent only their number; face-up ones are public', () => {
    const s = strideReady([C.brigitte]);
    s.players[0].gzone.push({ ...s.players[0].gzone[0], id: s.nextId++, up: true });
    const mine = vgView(s, 0).players[0];
    const theirs = vgView(s, 1).players[0];
    const spectator = vgView(s, 'spectator').players[0];
    expect(mine.gzoneDown?.map((c) => c.code)).toEqual([G1, G1, G2]);
    for (const v of [mine, theirs, spectator]) {
      expect(v.gzone).toBe(4);
      expect(v.gzoneUp.map((c) => c.code)).toEqual([G1]);
    }
    expect(theirs.gzoneDown).toBeUndefined();
    expect(spectator.gzoneDown).toBeUndefined();
    expect(JSON.stringify(vgView(s, 1))).not.toContain(G2);
  });
});

describe('normal stride (the stride step)', () => {
  it('VG2 6.5.1.2.2 / VG2 11.11.2 / VG2 8.5.2.1.1.3: the stride step offers each distinct face-down G unit when both vanguards are grade 3 or greater', () => {
    const s = strideReady([C.brigitte, C.gallatin]);
    autoplay(s, (x) => x.phase === 'stride');
    expect(prompt(s)).toBe('vg.stride');
    expect(s.decision!.options).toEqual([
      { t: 'card', card: idOf(s, 0, 'gzone', G1) },
      { t: 'card', card: idOf(s, 0, 'gzone', G2) },
      { t: 'none' },
    ]);
    // 11.11.2: the opponent's vanguard at grade 2 keeps the stride locked.
    const low = strideReady([C.brigitte], { p1: { vanguard: C.nehalem } });
    autoplay(low, (x) => x.phase === 'stride' || x.phase === 'main');
    expect(low.phase).toBe('main');
    expect(prompt(low)).toBe('vg.main');
  });

  it('VG2 8.5.2.4 / VG2 11.11.2: no stride is offered when the hand cannot pay the cost (grades summing to 3)', () => {
    const s = strideReady([C.wingal, C.blasterBlade]); // grades 1 + 2 = 3: payable
    autoplay(s, (x) => x.phase === 'stride');
    expect(prompt(s)).toBe('vg.stride');
    const poor = strideReady([C.wingal, C.marron]); // 1 + 1 = 2
    autoplay(poor, (x) => prompt(x) === 'vg.stride' || x.phase === 'main');
    // Issue 19: the step is still asked (the opponent may not learn that the hand cannot pay), with "none" alone.
    expect(poor.decision).toMatchObject({ prompt: 'vg.stride', options: [{ t: 'none' }] });
    answer(poor, { t: 'none' });
    expect(prompt(poor)).toBe('vg.main');
  });

  it('VG2 11.11.2 / VG2 8.5.2.4: the cost is hand cards whose grades sum to 3 or more, all discarded together', () => {
    const s = strideReady([C.wingal, C.blasterBlade, C.stardust]);
    autoplay(s, (x) => x.phase === 'stride');
    answer(s, { t: 'card', card: idOf(s, 0, 'gzone', G1) });
    expect(prompt(s)).toBe('vg.strideCost');
    expect(offers(s, { t: 'done' })).toBe(false);
    answer(s, { t: 'card', card: idOf(s, 0, 'hand', C.wingal) });
    expect(offers(s, { t: 'done' })).toBe(false); // 1 < 3
    expect(s.players[0].drop).toHaveLength(0); // nothing is paid before the whole cost is chosen
    answer(s, { t: 'card', card: idOf(s, 0, 'hand', C.blasterBlade) });
    expect(offers(s, { t: 'done' })).toBe(true); // 1 + 2 = 3
    answer(s, { t: 'done' });
    expect(s.players[0].drop.map((c) => c.code).sort()).toEqual([C.blasterBlade, C.wingal].sort());
    expect(s.players[0].hand.map((c) => c.code)).toEqual([C.stardust]);
  });

  it('VG2 10.28.1 / VG2 10.28.2.1 / VG2 10.28.2.2 / VG2 8.5.3.4 / VG2 10.27.1 / VG2 10.27.2: the G unit becomes the vanguard; the old vanguard stays under it as a face-up standing heart', () => {
    const s = strideReady([C.brigitte]);
    autoplay(s, (x) => x.phase === 'stride');
    const old = vanguardOf(s, 0)!;
    answer(s, { t: 'card', card: idOf(s, 0, 'gzone', G2) });
    answer(s, { t: 'card', card: idOf(s, 0, 'hand', C.brigitte) });
    answer(s, { t: 'done' });
    expect(prompt(s)).toBe('vg.main'); // the check timings after the stride left the heart where it is
    const vc = s.players[0].field.VC;
    expect(vc.map((c) => c.code)).toEqual([C.brigitte, G2]);
    expect(vanguardOf(s, 0)!.code).toBe(G2);
    expect(vanguardOf(s, 0)!.up).toBe(true);
    expect(vc[0].id).toBe(old.id); // 10.27.1: becoming a heart is no zone change
    expect(vc[0].up && !vc[0].rested).toBe(true);
    expect(s.players[0].soul).toHaveLength(0);
    expect(s.players[0].gzone.map((c) => c.code)).toEqual([G1, G1]);
    const view = vgView(s, 1).players[0].field.VC;
    expect(view.map((c) => ('heart' in c ? c.heart : undefined))).toEqual([true, undefined]);
  });

  it('VG2 10.28.1: the stride is told in the browser log and the terminal log, to both seats', () => {
    const s = strideReady([C.brigitte]);
    autoplay(s, (x) => x.phase === 'stride');
    const from = s.log!.length;
    answer(s, { t: 'card', card: idOf(s, 0, 'gzone', G2) });
    answer(s, { t: 'card', card: idOf(s, 0, 'hand', C.brigitte) });
    answer(s, { t: 'done' });
    const db = { [G2]: { ...cardByCode(G2)!, text: '' } } as unknown as CardDb;
    for (const seat of [0, 1] as const) {
      const seen = eventsFor(s, seat, from);
      const line = seat === 0 ? 'You stride Test Stride Knight.' : 'Opponent strides Test Stride Knight.';
      expect(new WebNarrator(db, seat).lines(seen).map((l) => l.text)).toContain(line);
      expect(new CliNarrator(seat).events(seen)).toContain(line);
      const reveal = `${seat === 0 ? 'You reveal' : 'Opponent reveals'} Test Stride Knight from ${seat === 0 ? 'your' : 'their'} G zone`;
      expect(new WebNarrator(db, seat).lines(seen).map((l) => l.text)).toContain(`${reveal}.`);
    }
  });

  it('VG2 10.28.2.1.1 / VG2 8.5.1.4.1: the G unit takes the stridden unit’s stand or rest orientation', () => {
    const s = strideReady([C.brigitte], {
      p0: { vanguard: { code: C.brigitte, rested: true }, hand: [C.brigitte], gzone: [G1] },
    });
    autoplay(s, (x) => x.phase === 'stride');
    answer(s, { t: 'card', card: idOf(s, 0, 'gzone', G1) });
    answer(s, { t: 'card', card: idOf(s, 0, 'hand', C.brigitte) });
    answer(s, { t: 'done' });
    const vc = s.players[0].field.VC;
    expect(vc[1].rested).toBe(true); // the G unit
    expect(vc[0].rested).toBe(false); // 10.27.2: the heart stands
  });

  it('VG2 10.28.2.3 / VG2 10.27.3: the G unit adds the power printed on its heart; the heart is no unit to attack with', () => {
    const s = strideReady([C.brigitte]);
    autoplay(s, (x) => x.phase === 'stride');
    answer(s, { t: 'card', card: idOf(s, 0, 'gzone', G1) });
    answer(s, { t: 'card', card: idOf(s, 0, 'hand', C.brigitte) });
    answer(s, { t: 'done' });
    const g = vanguardOf(s, 0)!;
    expect(power(s, 0, g)).toBe(15000 + cardByCode(C.brigitte)!.power);
    // The vanguard circle's attacker is the G unit (the top card), never the heart under it.
    autoplay(s, (x) => prompt(x) === 'vg.attacker', ['pass', 'yes']);
    answer(s, { t: 'circle', circle: 'VC' });
    expect(s.battle!.attacker!.id).toBe(g.id);
  });

  it('VG2 10.28.2.3: over a legion, the player chooses which heart gives its power', () => {
    const s = strideReady([C.brigitte], {
      p0: { vanguard: C.brigitte, hand: [C.brigitte], gzone: [G1] },
    });
    // A legion: the mate first on the circle, the leader on top (legion.ts).
    const vc = s.players[0].field.VC;
    const mate = { ...vc[0], id: s.nextId++, code: C.blasterBlade };
    vc.unshift(mate);
    s.legion = [{ seat: 0, leader: vc[1].id, mate: mate.id }];
    autoplay(s, (x) => x.phase === 'stride');
    answer(s, { t: 'card', card: idOf(s, 0, 'gzone', G1) });
    answer(s, { t: 'card', card: idOf(s, 0, 'hand', C.brigitte) });
    answer(s, { t: 'done' });
    expect(prompt(s)).toBe('vg.heartChoice');
    answer(s, { t: 'card', card: mate.id });
    expect(power(s, 0, vanguardOf(s, 0)!)).toBe(15000 + cardByCode(C.blasterBlade)!.power);
    expect(s.players[0].field.VC).toHaveLength(3);
  });

  it('VG2 8.5.2.1.1.3: a vanguard at grade 3 when the turn began may stride over a grade 2 opponent; one ridden to grade 3 this turn may not', () => {
    const opp = { vanguard: C.nehalem }; // grade 2
    const early = scenario({
      at: 'stand',
      p0: { vanguard: C.brigitte, hand: [C.brigitte], gzone: [G1] },
      p1: opp,
    });
    autoplay(early, (x) => prompt(x) === 'vg.stride' || x.phase === 'main');
    expect(prompt(early)).toBe('vg.stride');
    // Grade 2 when the turn began, grade 3 by riding: the opponent's grade 2 vanguard keeps the stride locked.
    const late = scenario({
      at: 'stand',
      p0: { vanguard: C.gallatin, hand: [C.brigitte, C.brigitte, C.wingal], gzone: [G1] },
      p1: opp,
    });
    autoplay(late, (x) => prompt(x) === 'vg.ride');
    answer(late, { t: 'ride', card: idOf(late, 0, 'hand', C.brigitte) });
    autoplay(late, (x) => prompt(x) === 'vg.stride' || x.phase === 'main');
    expect(vanguardOf(late, 0)!.code).toBe(C.brigitte);
    expect(prompt(late)).toBe('vg.main');
    // A grade 3 opponent opens the other branch for the same position.
    const both = scenario({
      at: 'stand',
      p0: { vanguard: C.gallatin, hand: [C.brigitte, C.brigitte, C.wingal], gzone: [G1] },
      p1: { vanguard: C.overlord },
    });
    autoplay(both, (x) => prompt(x) === 'vg.ride');
    answer(both, { t: 'ride', card: idOf(both, 0, 'hand', C.brigitte) });
    autoplay(both, (x) => prompt(x) === 'vg.stride' || x.phase === 'main');
    expect(prompt(both)).toBe('vg.stride');
  });

  it('VG2 10.28.2.3 / VG2 10.27.5.1 / VG2 12.7.2 / VG2 12.7.2.1 / VG2 12.7.2.2: a strode G unit also has its heart’s card name; a name filter matches either', () => {
    const heartName = record(C.brigitte).name;
    const boost = cont({
      zones: ['RC'],
      effect: { cont: 'unitsModify', filter: { name: heartName }, stat: 'power', n: 1000 },
    });
    const undo = withTestAbilities(C.wingal, [boost]);
    try {
      const s = strideReady([C.brigitte], {
        p0: { vanguard: C.brigitte, hand: [C.brigitte], gzone: [G1], rc: { BL: C.wingal } },
      });
      autoplay(s, (x) => x.phase === 'stride');
      answer(s, { t: 'card', card: idOf(s, 0, 'gzone', G1) });
      answer(s, { t: 'card', card: idOf(s, 0, 'hand', C.brigitte) });
      answer(s, { t: 'done' });
      const g = vanguardOf(s, 0)!;
      // 12.7.2.1: both names at once, none joined.
      expect(holds(s, 0, vanguardIs({ name: heartName }))).toBe(true);
      expect(holds(s, 0, vanguardIs({ name: 'Test Stride Paladin' }))).toBe(true);
      expect(holds(s, 0, vanguardIs({ name: `Test Stride Paladin ${heartName}` }))).toBe(false);
      expect(holds(s, 0, vanguardIs({ nameIncludes: heartName.slice(0, 4) }))).toBe(true);
      expect(holds(s, 0, vanguardIs({ name: record(C.overlord).name }))).toBe(false);
      // "Your units named X get +1000": the G unit is one (15000 + the heart's printed power + 1000).
      expect(power(s, 0, g)).toBe(15000 + record(C.brigitte).power + 1000);
      // The G unit gone, the heart is the vanguard again with its own name only; the G unit has no heart to name.
      moveCard(s, 0, g, 'VC', 'gzone', { faceUp: true });
      expect(holds(s, 0, vanguardIs({ name: 'Test Stride Paladin' }))).toBe(false);
      expect(holds(s, 0, vanguardIs({ name: heartName }))).toBe(true);
      expect(
        matches(
          s,
          s.players[0].gzone.find((c) => c.up)!,
          { name: heartName },
        ),
      ).toBe(false);
    } finally {
      undo();
    }
  });

  it('VG2 6.5.1.2.2: declining leaves the vanguard and the G zone as they were', () => {
    const s = strideReady([C.brigitte]);
    autoplay(s, (x) => x.phase === 'stride');
    answer(s, { t: 'none' });
    expect(prompt(s)).toBe('vg.main');
    expect(vanguardOf(s, 0)!.code).toBe(C.brigitte);
    expect(s.players[0].gzone.every((c) => !c.up)).toBe(true);
  });

  it('VG2 6.5.1.2.2: the heuristic agent strides when it can', () => {
    const s = strideReady([C.wingal, C.blasterBlade, C.brigitte]);
    autoplay(s, (x) => x.phase === 'stride');
    for (let i = 0; i < 10 && s.phase === 'stride' && s.decision; i++) {
      const d = s.decision;
      act(s, d.seat, heuristicAnswer(vgView(s, d.seat), d.seat, d.prompt, d.options));
    }
    expect(record(vanguardOf(s, 0)!.code).unitType).toBe('g');
  });
});

function record(code: string): CardRecord {
  return cardByCode(code)!;
}

describe('G units going back to the G zone', () => {
  function strode(): VGState {
    const s = strideReady([C.brigitte]);
    autoplay(s, (x) => x.phase === 'stride');
    answer(s, { t: 'card', card: idOf(s, 0, 'gzone', G1) });
    answer(s, { t: 'card', card: idOf(s, 0, 'hand', C.brigitte) });
    answer(s, { t: 'done' });
    return s;
  }

  it('VG2 6.8.1.1.1 / VG2 10.28.3: in the end phase the G unit goes to the G zone face up; the heart is the vanguard again in the G unit’s orientation', () => {
    const s = strode();
    const heart = s.players[0].field.VC[0];
    // Attack with the G unit so it rests, then play on to the end phase.
    autoplay(s, (x) => x.phase === 'end' || x.turnPlayer === 1, ['yes', 'pass', 'no', 'done']);
    expect(s.players[0].field.VC.map((c) => c.code)).toEqual([C.brigitte]);
    const vg = vanguardOf(s, 0)!;
    expect(vg.id).toBe(heart.id);
    expect(vg.rested).toBe(true); // the G unit had attacked
    const up = s.players[0].gzone.filter((c) => c.up);
    expect(up.map((c) => c.code)).toEqual([G1]);
    expect(vgView(s, 1).players[0].gzoneUp.map((c) => c.code)).toEqual([G1]); // 4.11.3: public
    expect(s.hearts).toEqual([]);
  });

  it('VG2 10.28.3: the heart takes the orientation of the G unit leaving the circle', () => {
    const s = strode();
    const g = vanguardOf(s, 0)!;
    s.players[0].field.VC[1] = { ...g, rested: true };
    moveCard(s, 0, s.players[0].field.VC[1], 'VC', 'gzone', { faceUp: true });
    expect(vanguardOf(s, 0)!.code).toBe(C.brigitte);
    expect(vanguardOf(s, 0)!.rested).toBe(true);
  });

  it('VG2 4.6.9: a G unit put from the field into another zone then goes to its owner’s G zone face up', () => {
    const s = scenario({ at: 'main', p0: { vanguard: C.brigitte, rc: { FL: G1 }, gzone: [G2] } });
    const g = s.players[0].field.FL[0];
    moveCard(s, 0, g, 'FL', 'drop');
    expect(s.players[0].drop).toHaveLength(0);
    expect(s.players[0].gzone.filter((c) => c.up).map((c) => c.code)).toEqual([G1]);
  });
});
