// Vanguard rules tests — legion and Seek Mate (ver. 2.01 10.25, 11.10).
// Gathered by rules topic from the batch-named files legion.test.ts, legionAttackMate.test.ts, legionBattleEdges.test.ts, legionCannot.test.ts, legionHeart.test.ts.

import { describe, expect, it } from 'vitest';
import { Narrator as CliNarrator } from '../../../src/games/vanguard/product/terminalRender.ts';
import { eventsFor } from '../../../src/core/engine.ts';
import type { Seat } from '../../../src/core/types.ts';
import {
  act,
  auto,
  cont,
  draw,
  type Effect,
  seekMate,
  type Target,
  thisUnit,
  yourVanguard,
} from '../../../src/games/vanguard/abilities/dsl.ts';
import { abilityText } from '../../../src/games/vanguard/abilities/text.ts';
import { requireCard } from '../../../src/games/vanguard/cards/cardPool.ts';
import { vanguardCatalog } from '../../../src/games/vanguard/catalog.ts';
import { power } from '../../../src/games/vanguard/characteristics.ts';
import { inLegion, legionOf, legionState } from '../../../src/games/vanguard/legion.ts';
import { vanguardOf, type VGState } from '../../../src/games/vanguard/state.ts';
import { rideOptions } from '../../../src/games/vanguard/turn.ts';
import { vgView } from '../../../src/games/vanguard/view.ts';
import { moveCard } from '../../../src/games/vanguard/zones.ts';
import type { VgCardDb as CardDb } from '../../../web/src/games/vanguard/cardInfo.ts';
import { Narrator as WebNarrator } from '../../../web/src/games/vanguard/narrate.ts';
import {
  attack,
  attackers,
  codes,
  crit,
  deck,
  endGuard,
  offersAct,
  playAct,
  pw,
  resolveTriggers,
  textOf,
  unit,
} from '../cards/helpers.ts';
import * as legionScenario from '../legionScenario.ts';
import { legionBattle, makeLegion } from '../legionScenario.ts';
import { answer, autoplay, C, events, idOf, offers, prompt, scenario } from '../scenario.ts';
import { G1, useTestGUnits } from '../strideCards.ts';
import { actDo, testOnlyAbilities } from '../testAbilities.ts';

const LEADER = C.brigitte; // Crimson Butterfly, Brigitte: grade 3, 10000, Twin Drive

const MATE = C.blasterBlade; // Blaster Blade: grade 2, 9000

const MATE_NAME = 'Blaster Blade';

const OTHER_MATE = C.gallatin; // Knight of Silence, Gallatin: grade 2, 10000

const DROP = [C.stardust, C.wingal, C.marron, C.critRP];

const { give } = testOnlyAbilities();

/** Player 1's main phase: the Seek Mate vanguard, four drop cards, the mate in the deck; player 2 on grade 3. */
function seekMateScenario(
  over: { drop?: string[]; deckTop?: string[]; oppVanguard?: string; rc?: Record<string, string> } = {},
) {
  return scenario({
    at: 'main',
    p0: {
      vanguard: LEADER,
      drop: over.drop ?? DROP,
      deck: deck(over.deckTop ?? [C.marron, MATE, C.wingal]),
      rc: over.rc,
      hand: [C.brigitte, C.gallatin],
    },
    p1: { vanguard: over.oppVanguard ?? C.overlord, hand: [C.critKagero] },
  });
}

/** Play Seek Mate (ability 0 of the vanguard), put the drop cards on the deck in the given order, take `mate`. */
function legion(s: VGState, mate: string = MATE): void {
  playAct(s, 0, unit(s, 0, 'VC').id, 0);
  while (prompt(s) === 'vg.cost.dropToDeckTop') answer(s, s.decision!.options[0] as never);
  expect(prompt(s)).toBe('vg.search');
  answer(s, { t: 'card', card: idOf(s, 0, 'deck', mate) });
  expect(prompt(s)).toBe('vg.main');
}

const HEART = C.brigitte; // Crimson Butterfly, Brigitte: grade 3, 10000

const HEART_NAME = 'Crimson Butterfly, Brigitte';

/** The G unit's "[ACT](VC): legion with your heart" (cost-free). */
const legionWithHeart = actDo({ do: 'legionWithHeart' });

/**
 * Player 1 strides G1 over a Brigitte in the ride phase (paying with a second Brigitte) and is in the main phase.
 * `legion` first makes the Brigitte vanguard a Legion Leader with a Blaster Blade mate, its heart choice the leader.
 */
function strode(deckTop: string[], legion = false): VGState {
  const s = scenario({
    at: 'ride',
    p0: { vanguard: HEART, hand: [C.brigitte], gzone: [G1], deck: deck(deckTop) },
    p1: { vanguard: C.overlord, deck: deck([]) },
  });
  const vc = s.players[0].field.VC;
  if (legion) {
    // A legion: the mate first on the circle, the leader on top (legion.ts).
    vc.unshift({ ...vc[0], id: s.nextId++, code: C.blasterBlade });
    s.legion = [{ seat: 0, leader: vc[1].id, mate: vc[0].id }];
  }
  const leader = vc[vc.length - 1].id;
  autoplay(s, (x) => x.phase === 'stride');
  answer(s, { t: 'card', card: idOf(s, 0, 'gzone', G1) });
  answer(s, { t: 'card', card: idOf(s, 0, 'hand', C.brigitte) });
  answer(s, { t: 'done' });
  if (legion) answer(s, { t: 'card', card: leader });
  expect(prompt(s)).toBe('vg.main');
  return s;
}

const ids = (s: VGState) => s.players[0].field.VC.map((c) => c.id);

// From the former legion.test.ts:
// Legion (VG2 10.25) and Seek Mate (VG2 11.10), played through the public API: vanilla trial-deck cards get a
// test-only Seek Mate ability with `withTestAbilities` (undone after each test).

describe('Seek Mate (VG2 11.10)', () => {
  it('VG2 11.10.2 / VG2 11.10.1.1 / VG2 10.25.1 / VG2 10.6.1.5: the cost puts four drop cards on the deck in the chosen order, the search offers only the named card, which is put on the vanguard circle with the leader as a legion, not as a ride', () => {
    give(LEADER, [seekMate(MATE_NAME)]);
    const s = seekMateScenario();
    const leader = unit(s, 0, 'VC');
    playAct(s, 0, leader.id, 0);
    // "in any order": asked card by card though exactly four are there (the last one left needs no question);
    // each goes on the top in turn, so the last chosen is the top card.
    const order: number[] = [];
    for (let i = 0; i < 3; i++) {
      expect(prompt(s)).toBe('vg.cost.dropToDeckTop');
      expect(s.decision!.options).toHaveLength(4 - i);
      const o = s.decision!.options[s.decision!.options.length - 1] as unknown as { card: number };
      order.push(o.card);
      answer(s, { t: 'card', card: o.card });
    }
    const moves = events(s, 'move').filter((e) => e.from === 'drop' && e.to === 'deck');
    expect(moves).toHaveLength(4);
    expect(moves.slice(0, 3).map((e) => (e.card as { id: number }).id)).toEqual(order);
    expect(s.players[0].drop).toHaveLength(0);
    expect(prompt(s)).toBe('vg.search');
    const offered = s.decision!.options.filter((o) => o.t === 'card') as unknown as { card: number }[];
    const deckCard = (id: number) => s.players[0].deck.find((c) => c.id === id)!.code;
    expect(offered.map((o) => deckCard(o.card))).toEqual([MATE]);
    expect(offers(s, { t: 'none' })).toBe(true);
    const rides = events(s, 'ride').length;
    answer(s, { t: 'card', card: idOf(s, 0, 'deck', MATE) });
    expect(codes(s.players[0].field.VC)).toEqual([MATE, LEADER]);
    const l = legionOf(s, 0)!;
    expect(l.leader.id).toBe(leader.id);
    expect(l.mate.code).toBe(MATE);
    expect(l.mate.rested).toBe(false); // the leader's orientation
    expect(events(s, 'ride')).toHaveLength(rides); // 10.6.1.5
    expect(events(s, 'shuffle').length).toBeGreaterThan(0);
    expect(s.players[0].deck).toHaveLength(20 + 3 + 4 - 1);
  });

  it('VG2 10.25.1: the legion is told in the browser log and the terminal log, to both seats', () => {
    give(LEADER, [seekMate(MATE_NAME)]);
    const s = seekMateScenario();
    const from = s.log!.length;
    legion(s);
    const db = Object.fromEntries([LEADER, MATE].map((c) => [c, vanguardCatalog.cardInfo(c)])) as unknown as CardDb;
    const line = (whose: string) => `${whose} Crimson Butterfly, Brigitte and Blaster Blade form a legion.`;
    for (const seat of [0, 1] as const) {
      const seen = eventsFor(s, seat, from);
      const whose = seat === 0 ? 'Your' : "Opponent's";
      expect(new WebNarrator(db, seat).lines(seen).map((l) => l.text)).toContain(line(whose));
      expect(new CliNarrator(seat).events(seen)).toContain(line(whose));
    }
  });

  it('VG2 11.10.2: Seek Mate cannot be played while the opponent vanguard is below grade 3, nor without four cards in the drop zone', () => {
    give(LEADER, [seekMate(MATE_NAME)]);
    const low = seekMateScenario({ oppVanguard: C.nehalem });
    expect(offersAct(low, unit(low, 0, 'VC').id, 0)).toBe(false);
    const few = seekMateScenario({ drop: DROP.slice(0, 3) });
    expect(offersAct(few, unit(few, 0, 'VC').id, 0)).toBe(false);
    const ok = seekMateScenario();
    expect(offersAct(ok, unit(ok, 0, 'VC').id, 0)).toBe(true);
  });

  it('VG2 11.10.2.1: with "A" or "B" after the icon, either card may be searched for, and only one is taken', () => {
    give(LEADER, [seekMate(MATE_NAME, 'Knight of Silence, Gallatin')]);
    const s = seekMateScenario({ deckTop: [MATE, OTHER_MATE] });
    playAct(s, 0, unit(s, 0, 'VC').id, 0);
    while (prompt(s) === 'vg.cost.dropToDeckTop') answer(s, s.decision!.options[0] as never);
    const offered = (s.decision!.options.filter((o) => o.t === 'card') as unknown as { card: number }[]).map(
      (o) => s.players[0].deck.find((c) => c.id === o.card)!.code,
    );
    expect(offered.sort()).toEqual([OTHER_MATE, MATE].sort());
    answer(s, { t: 'card', card: idOf(s, 0, 'deck', OTHER_MATE) });
    expect(codes(s.players[0].field.VC)).toEqual([OTHER_MATE, LEADER]);
    expect(s.players[0].deck.some((c) => c.code === MATE)).toBe(true);
  });

  it('VG2 11.10.2 / VG2 10.25.1.2 / VG2 10.25.16: the ability cannot be used again — not while in legion, nor after the legion ends, and the mate has no Seek Mate to use', () => {
    give(LEADER, [seekMate(MATE_NAME)]);
    give(MATE, [seekMate('Crimson Butterfly, Brigitte')]);
    const s = seekMateScenario();
    legion(s);
    const leader = unit(s, 0, 'VC');
    expect(offersAct(s, leader.id, 0)).toBe(false);
    expect(offersAct(s, legionOf(s, 0)!.mate.id, 0)).toBe(false);
    // The mate leaves: the leader is no longer in legion, but it has been, so Seek Mate stays unusable.
    moveCard(s, 0, legionOf(s, 0)!.mate, 'VC', 'drop');
    for (let i = 0; i < 4; i++) moveCard(s, 0, s.players[0].deck[0], 'deck', 'drop');
    answer(s, { t: 'call', card: idOf(s, 0, 'hand', C.gallatin), circle: 'FL' }); // any action, to be asked again
    expect(legionOf(s, 0)).toBeNull();
    expect(offersAct(s, leader.id, 0)).toBe(false);
  });

  it('VG2 11.10.1 / VG2 10.25.1.1: the ability reads as Seek Mate with its cost and effect', () => {
    const text = abilityText(seekMate(MATE_NAME));
    expect(text).toContain('[ACT](VC) Seek Mate');
    expect(text).toContain('choose four cards from your drop zone, and put them on the top of your deck in any order');
    expect(text).toContain('"Blaster Blade", legion with it, and shuffle your deck');
    expect(text).toContain('cannot be used for the rest of the game');
  });
});

describe('the legion state (VG2 10.25)', () => {
  it('VG2 10.25.3 / VG2 3.9.1.1 / VG2 9.3.1: both stay on the vanguard circle through check timings (the overload rule does not soul the mate), and the view marks them', () => {
    give(LEADER, [seekMate(MATE_NAME)]);
    const s = seekMateScenario();
    legion(s);
    answer(s, { t: 'call', card: idOf(s, 0, 'hand', C.gallatin), circle: 'FL' }); // more check timings
    expect(codes(s.players[0].field.VC)).toEqual([MATE, LEADER]);
    expect(s.players[0].soul).toHaveLength(0);
    for (const viewer of [0, 1] as const) {
      const vc = vgView(s, viewer).players[0].field.VC as { code: string; legion?: string }[];
      expect(vc.map((c) => [c.code, c.legion])).toEqual([
        [MATE, 'mate'],
        [LEADER, 'leader'],
      ]);
    }
  });

  it('VG2 10.25.4: the Legion Leader and Legion Mate are two cards, each with its own characteristics', () => {
    give(LEADER, [seekMate(MATE_NAME)]);
    const s = seekMateScenario();
    legion(s);
    const vc = vgView(s, 1).players[0].field.VC as { code: string; power?: number; critical?: number }[];
    expect(vc.map((c) => [c.code, c.power, c.critical])).toEqual([
      [MATE, 9000, 1],
      [LEADER, 10000, 1],
    ]);
  });

  it('VG2 10.25.2: when either card changes zone they are no longer in a legion state', () => {
    give(LEADER, [seekMate(MATE_NAME)]);
    const s = seekMateScenario();
    legion(s);
    expect(legionOf(s, 0)).not.toBeNull();
    moveCard(s, 0, legionOf(s, 0)!.leader, 'VC', 'hand');
    expect(legionOf(s, 0)).toBeNull();
    expect(vgView(s, 0).players[0].field.VC.some((c) => 'legion' in c)).toBe(false);
  });

  it('VG2 10.25.5 / VG2 7.4.1.3 / VG2 10.25.15: the legion attacks as one unit from the vanguard circle, resting both; the mate never attacks alone', () => {
    give(LEADER, [seekMate(MATE_NAME)]);
    const s = seekMateScenario();
    legion(s);
    answer(s, { t: 'pass' });
    answer(s, { t: 'yes' });
    expect(prompt(s)).toBe('vg.attacker');
    expect(s.decision!.options).toEqual([{ t: 'circle', circle: 'VC' }]);
    answer(s, { t: 'circle', circle: 'VC' });
    const { leader, mate } = legionOf(s, 0)!;
    expect(leader.rested).toBe(true);
    expect(mate.rested).toBe(true);
    expect(s.battle!.attacker!.id).toBe(leader.id);
  });

  it('VG2 10.25.6 / VG2 7.4.1.11 / VG2 7.4.1.10 / VG2 7.7.1.2: the attacking power is leader + mate + booster, compared once with the attacked unit', () => {
    give(LEADER, [seekMate(MATE_NAME)]);
    const s = seekMateScenario({ rc: { BC: C.marron } });
    legion(s);
    answer(s, { t: 'pass' });
    attack(s, 'VC', 'VC', true);
    expect(pw(s, 0, 'VC')).toBe(10000 + 9000 + 8000);
    endGuard(s);
    resolveTriggers(s);
    autoplay(s, (x) => events(x, 'compare').length > 0 || prompt(x) === 'vg.attack');
    expect(events(s, 'compare')[0].hit).toEqual([true]);
  });

  it('VG2 10.25.6 / VG2 7.7.1.5 / VG2 10.25.7 / VG2 7.6.1.2.1 / VG2 2.17.1: a hit deals damage equal to the Legion Leader critical once, after the Legion Leader drive checks', () => {
    give(LEADER, [seekMate(MATE_NAME)]);
    const s = seekMateScenario();
    legion(s);
    // The mate's critical does not count: only the leader's.
    const mate = legionOf(s, 0)!.mate;
    s.players[0].field.VC[0] = { ...mate, mods: [{ stat: 'critical', n: 2, until: 'turn' }] };
    answer(s, { t: 'pass' });
    attack(s, 'VC', 'VC');
    expect(crit(s, 0, 'VC')).toBe(1);
    endGuard(s);
    autoplay(s, (x) => events(x, 'damage').length > 0 || prompt(x) === 'vg.attack', ['pass', 'no', 'done']);
    expect(events(s, 'driveCheck')).toHaveLength(2); // the leader's Twin Drive
    expect(events(s, 'damage').map((e) => e.amount)).toEqual([1]);
    autoplay(s, (x) => prompt(x) === 'vg.attack');
    expect(s.players[1].damage).toHaveLength(1);
  });

  it('VG2 10.25.8 / VG2 7.4.1.6 / VG2 10.25.7: attacked, the legion is one target whose power is the Legion Leader power, and it takes damage once', () => {
    give(LEADER, [seekMate(MATE_NAME)]);
    give(C.overlord, []); // a vanilla 11000 attacker
    const s = seekMateScenario();
    legion(s);
    autoplay(s, (x) => x.turnPlayer === 1 && prompt(x) === 'vg.attack');
    answer(s, { t: 'yes' });
    answer(s, { t: 'circle', circle: 'VC' });
    expect(prompt(s)).toBe('vg.target');
    expect(s.decision!.options).toEqual([{ t: 'circle', circle: 'VC' }]);
    answer(s, { t: 'circle', circle: 'VC' });
    if (prompt(s) === 'vg.boost') answer(s, { t: 'no' });
    expect(pw(s, 0, 'VC')).toBe(10000); // not 10000 + 9000
    const damageBefore = s.players[0].damage.length;
    autoplay(s, (x) => events(x, 'compare').length > 0);
    expect(events(s, 'compare')[0].hit).toEqual([true]); // Overlord 11000 ≥ 10000
    autoplay(s, (x) => events(x, 'battleEnd').length > 0);
    const dealt = events(s, 'damage').reduce((n, e) => n + (e.amount as number), 0);
    expect(s.players[0].damage.length - damageBefore).toBe(dealt);
    expect(events(s, 'damage').map((e) => e.amount)).toEqual([1]);
  });

  it('VG2 10.25.10: the Legion Leader and Legion Mate stand and rest together — an effect standing one stands both, and both stand in the stand phase', () => {
    give(LEADER, [
      seekMate(MATE_NAME),
      act({ zones: ['VC'], cost: [], effects: [{ do: 'stand', target: yourVanguard }] }),
    ]);
    const s = seekMateScenario();
    legion(s);
    answer(s, { t: 'pass' });
    attack(s, 'VC', 'VC');
    expect(legionOf(s, 0)!.mate.rested).toBe(true);
    autoplay(s, (x) => x.turnPlayer === 1);
    expect(legionOf(s, 0)!.mate.rested).toBe(true);
    autoplay(s, (x) => x.turnPlayer === 0 && prompt(x) === 'vg.ride');
    expect(legionOf(s, 0)!.leader.rested).toBe(false);
    expect(legionOf(s, 0)!.mate.rested).toBe(false);
  });

  it('VG2 10.25.10: standing the rested Legion Leader by an effect stands the Legion Mate too', () => {
    give(LEADER, [
      seekMate(MATE_NAME),
      act({ zones: ['VC'], cost: [], effects: [{ do: 'stand', target: yourVanguard }] }),
    ]);
    const s = seekMateScenario();
    legion(s);
    const { leader, mate } = legionOf(s, 0)!;
    s.players[0].field.VC[0] = { ...mate, rested: true };
    s.players[0].field.VC[1] = { ...leader, rested: true };
    playAct(s, 0, leader.id, 1);
    expect(legionOf(s, 0)!.leader.rested).toBe(false);
    expect(legionOf(s, 0)!.mate.rested).toBe(false);
  });

  it('VG2 10.25.9 / VG2 8.5.2.1.1.1 / VG2 6.5.1.1.2: in legion the ride phase offers cards of the Legion Leader grade or one higher', () => {
    give(LEADER, [seekMate(MATE_NAME)]);
    const s = seekMateScenario();
    legion(s);
    autoplay(s, (x) => x.turnPlayer === 0 && x.turn > 3 && prompt(x) === 'vg.ride');
    const offered = rideOptions(s, 0).map((o) => s.players[0].hand.find((c) => c.id === o.card)!.code);
    expect(offered).toContain(C.brigitte); // grade 3, the leader's grade
    expect(offered).not.toContain(C.gallatin); // grade 2: the mate's grade does not count
  });

  it('VG2 10.6.1.2 / VG2 9.3.5: riding over a legion puts both the Legion Leader and the Legion Mate into the soul', () => {
    give(LEADER, [seekMate(MATE_NAME)]);
    const s = seekMateScenario();
    legion(s);
    autoplay(s, (x) => x.turnPlayer === 0 && x.turn > 3 && prompt(x) === 'vg.ride');
    answer(s, { t: 'ride', card: idOf(s, 0, 'hand', C.brigitte) });
    expect(s.players[0].field.VC).toHaveLength(1);
    expect(codes(s.players[0].soul).sort()).toEqual([LEADER, MATE].sort());
    expect(legionOf(s, 0)).toBeNull();
  });
});

describe("the Legion Mate's own abilities (VG2 10.25.3)", () => {
  /** `seat`'s playAbility events whose source is the card `id`. */
  const playedBy = (s: VGState, id: number) =>
    events(s, 'playAbility').filter((e) => (e.card as { id: number }).id === id).length;

  it('VG2 10.25.3 / VG2 10.25.5: the Legion Mate is a vanguard — its [AUTO](VC) "when this unit attacks" and "at the beginning of your end phase" trigger', () => {
    give(LEADER, [seekMate(MATE_NAME)]);
    give(MATE, [
      auto({ zones: ['VC'], trigger: { on: 'attacks' }, effects: [{ do: 'soulCharge', n: 1 }] }),
      auto({
        zones: ['VC'],
        trigger: { on: 'beginningOf', timing: 'endPhase' },
        effects: [{ do: 'soulCharge', n: 1 }],
      }),
    ]);
    const s = seekMateScenario();
    legion(s);
    const mate = legionOf(s, 0)!.mate;
    answer(s, { t: 'pass' });
    attack(s, 'VC', 'VC');
    expect(playedBy(s, mate.id)).toBe(1);
    expect(s.players[0].soul).toHaveLength(1);
    autoplay(s, (x) => x.turnPlayer === 1);
    expect(playedBy(s, mate.id)).toBe(2);
  });

  it('VG2 10.25.3 / VG2 10.25.4: the Legion Mate [CONT](VC) applies to itself, and its "your units get" reaches the Legion Leader', () => {
    give(LEADER, [seekMate(MATE_NAME)]);
    give(MATE, [
      cont({ zones: ['VC'], effect: { cont: 'modify', stat: 'critical', n: 1 } }),
      cont({ zones: ['VC'], effect: { cont: 'unitsModify', filter: {}, stat: 'power', n: 2000 } }),
    ]);
    const s = seekMateScenario();
    legion(s);
    const vc = vgView(s, 1).players[0].field.VC as { code: string; power?: number; critical?: number }[];
    expect(vc.map((c) => [c.code, c.power, c.critical])).toEqual([
      [MATE, 9000 + 2000, 2],
      [LEADER, 10000 + 2000, 1],
    ]);
  });

  it('VG2 10.25.3: the Legion Mate [ACT](VC) is offered and played as a vanguard ability', () => {
    give(LEADER, [seekMate(MATE_NAME)]);
    give(MATE, [act({ zones: ['VC'], cost: [], effects: [{ do: 'soulCharge', n: 1 }] })]);
    const s = seekMateScenario();
    legion(s);
    const mate = legionOf(s, 0)!.mate;
    expect(offersAct(s, mate.id, 0)).toBe(true);
    playAct(s, 0, mate.id, 0);
    expect(playedBy(s, mate.id)).toBe(1);
    expect(s.players[0].soul).toHaveLength(1);
  });
});

// From the former legionHeart.test.ts:
// "Legion with your heart" (VG2 10.25.18, 10.25.18.1): a strode G unit's heart legions with a card searched from
// the deck, which becomes a heart too. Vanilla trial-deck cards get test-only abilities (`testOnlyAbilities`); the
// G unit is a test-only record (strideCards.ts).

describe('legion with a heart (VG2 10.25.18)', () => {
  useTestGUnits();

  it("VG2 10.25.18 / VG2 10.25.17: the heart with a Seek Mate naming the card found is the Legion Leader; both are hearts of the G unit, which keeps its heart's name and power", () => {
    give(HEART, [seekMate(MATE_NAME)]);
    give(G1, [legionWithHeart]);
    // Heart cards are not units (10.27.3): no "when this unit legions" and no "placed on (VC)" for the mate.
    give(C.blasterBlade, [
      auto({ zones: ['VC'], trigger: { on: 'legions' }, effects: [draw(1)] }),
      auto({ trigger: { on: 'placed', circles: ['VC'] }, effects: [draw(1)] }),
    ]);
    const s = strode([C.gallatin, C.blasterBlade, C.marron]);
    const heart = s.players[0].field.VC[0];
    const g = vanguardOf(s, 0)!;
    playAct(s, 0, g.id, 0);
    expect(prompt(s)).toBe('vg.search');
    // 10.25.17: only a card that can legion with the heart is found (the search may also find nothing).
    const found = s.decision!.options.filter((o) => o.t === 'card') as unknown as { card: number }[];
    expect(found.map((o) => s.players[0].deck.find((c) => c.id === o.card)!.code)).toEqual([C.blasterBlade]);
    expect(s.decision!.options).toContainEqual({ t: 'none' });
    answer(s, { t: 'card', card: idOf(s, 0, 'deck', C.blasterBlade) });
    expect(prompt(s)).toBe('vg.main');
    const mate = s.players[0].field.VC[0];
    expect(mate.code).toBe(C.blasterBlade);
    expect(mate.up && !mate.rested).toBe(true); // 10.27.2: a heart is face up and standing
    // Mate first, leader next, the G unit on top: the overload rule left all three (10.27.1).
    expect(ids(s)).toEqual([mate.id, heart.id, g.id]);
    expect([legionState(s, 0)?.leader.id, legionState(s, 0)?.mate.id]).toEqual([heart.id, mate.id]);
    expect(s.hearts).toEqual([{ seat: 0, gunit: g.id, heart: heart.id }]);
    expect(power(s, 0, g)).toBe(15000 + 10000); // 10.27.5.1: the chosen heart stays the one it had
    expect(events(s, 'legion')).toHaveLength(1);
    expect(events(s, 'shuffle').length).toBeGreaterThan(0);
    expect(s.players[0].hand).toHaveLength(0);
    // 10.27.4: when the G unit leaves, they are the vanguard in legion, the leader on top.
    autoplay(s, (x) => x.turnPlayer === 1);
    expect(ids(s)).toEqual([mate.id, heart.id]);
    expect(vanguardOf(s, 0)!.id).toBe(heart.id);
    expect([legionOf(s, 0)?.leader.id, legionOf(s, 0)?.mate.id]).toEqual([heart.id, mate.id]);
  });

  it('VG2 10.25.18: a heart without a Seek Mate naming the card found is the Legion Mate of that card', () => {
    give(C.gallatin, [seekMate(HEART_NAME)]); // the card found names the heart
    give(G1, [legionWithHeart]);
    const s = strode([C.gallatin, C.marron]);
    const heart = s.players[0].field.VC[0];
    const g = vanguardOf(s, 0)!;
    playAct(s, 0, g.id, 0);
    expect(prompt(s)).toBe('vg.search');
    answer(s, { t: 'card', card: idOf(s, 0, 'deck', C.gallatin) });
    expect(prompt(s)).toBe('vg.main');
    const leader = s.players[0].field.VC[1];
    expect(leader.code).toBe(C.gallatin);
    expect(ids(s)).toEqual([heart.id, leader.id, g.id]);
    expect([legionState(s, 0)?.leader.id, legionState(s, 0)?.mate.id]).toEqual([leader.id, heart.id]);
    autoplay(s, (x) => x.turnPlayer === 1);
    expect(codes(s.players[0].field.VC)).toEqual([HEART, C.gallatin]);
    expect(vanguardOf(s, 0)!.id).toBe(leader.id); // the Legion Leader is the vanguard read first (10.25.8)
  });

  it('VG2 10.25.18.1: a heart already in legion legions with no other card: the deck is only shuffled', () => {
    give(HEART, [seekMate(MATE_NAME)]);
    give(G1, [legionWithHeart]);
    const s = strode([C.blasterBlade, C.marron], true);
    const before = ids(s);
    expect(before).toHaveLength(3);
    const shuffles = events(s, 'shuffle').length;
    const size = s.players[0].deck.length;
    playAct(s, 0, vanguardOf(s, 0)!.id, 0);
    expect(prompt(s)).toBe('vg.main'); // no search
    expect(ids(s)).toEqual(before);
    expect(codes(s.players[0].deck)).toContain(C.blasterBlade);
    expect(s.players[0].deck).toHaveLength(size);
    expect(events(s, 'legion')).toHaveLength(0);
    expect(events(s, 'shuffle').length).toBe(shuffles + 1);
  });

  it('VG2 10.27.2 / VG2 10.27.3: under a G unit a legion keeps its legion state, but its cards are hearts, not vanguards: the Legion Mate has no ability to play', () => {
    give(C.blasterBlade, [actDo({ do: 'draw', n: 1 })]);
    const s = strode([C.marron], true);
    const l = legionState(s, 0)!;
    expect(codes([l.leader, l.mate])).toEqual([HEART, C.blasterBlade]);
    expect(legionOf(s, 0)).toBeNull(); // no legion of vanguards while the G unit is the vanguard
    expect(offersAct(s, l.mate.id, 0)).toBe(false);
  });

  it('VG2 10.25.18: the effect has card text', () => {
    expect(abilityText(legionWithHeart)).toContain('legion with your heart');
  });
});

{
  // The tests gathered from legionAttackMate.test.ts, with its helpers: some of their names mean something else above.

  const MATE = legionScenario.MATE;

  const LEADER = legionScenario.LEADER;

  const KING = 'TD03/004'; // King of Sword, g2 10000, Nova Grappler

  const { give } = testOnlyAbilities();

  /** Player 2's rear-guard, which the legion may attack. */
  const BAHR = { FL: C.bahr };

  const ids = (s: VGState, t: string) => events(s, t).map((e) => (e.card as { id: number }).id);

  // From the former legionAttackMate.test.ts:
  // Rules tests for the Legion Mate in the legion's attack (VG2 10.25.3, 10.25.5): both cards are the attacking
  // unit, so the mate's "when this unit's attack hits" and drive-check abilities trigger, and its restrictions
  // (Restraint, Lord, "cannot attack rear-guards") hold for the legion; and a Legion Mate is never made a unit being
  // attacked by an effect (7.4.1.8.6). Vanilla trial-deck cards get test-only abilities.

  describe("the Legion Mate in its legion's attack (VG2 10.25.5)", () => {
    it("VG2 10.25.5 / VG2 10.25.3: the Legion Mate's \"when this unit's attack hits\" and drive-check abilities trigger in the legion's attack", () => {
      give(MATE, [
        auto({ zones: ['VC'], trigger: { on: 'hits' }, effects: [{ do: 'draw', n: 1 }] }),
        auto({
          zones: ['VC'],
          trigger: { on: 'driveCheckReveals', filter: {} },
          effects: [{ do: 'soulCharge', n: 1 }],
        }),
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
}

{
  // The tests gathered from legionBattleEdges.test.ts, with its helpers: some of their names mean something else above.

  const LEADER = C.brigitte; // grade 3, 10000

  const MATE = C.blasterBlade; // grade 2, 9000

  const TOUGH = 'TD03/007'; // Tough Boy, g1 8000

  const { give } = testOnlyAbilities();

  /** Player 0's main phase: the Seek Mate vanguard, four drop cards, the mate in the deck; player 1 on grade 3. */
  function seekMateScenario(rc: Record<string, string> = {}): VGState {
    return scenario({
      at: 'main',
      p0: {
        vanguard: LEADER,
        drop: [C.stardust, C.wingal, C.marron, C.critRP],
        deck: deck([C.marron, MATE, C.wingal]),
        rc,
        hand: [C.gallatin],
      },
      p1: { vanguard: C.overlord, rc: { FL: TOUGH }, hand: [C.critKagero] },
    });
  }

  /** Play Seek Mate (ability 0 of the vanguard) and take the mate. */
  function legion(s: VGState): void {
    playAct(s, 0, unit(s, 0, 'VC').id, 0);
    while (prompt(s) === 'vg.cost.dropToDeckTop') answer(s, s.decision!.options[0] as never);
    answer(s, { t: 'card', card: idOf(s, 0, 'deck', MATE) });
    while (prompt(s) === 'vg.playAuto') answer(s, s.decision!.options.find((o) => o.t === 'auto') as never);
    expect(prompt(s)).toBe('vg.main');
  }

  /** The [card id, ability index] of every ability that went on standby. */
  const stoodBy = (s: VGState) =>
    events(s, 'standby').map((e) => [(e.card as { id: number }).id, e.index as number] as [number, number]);

  // From the former legionBattleEdges.test.ts:
  // Legion edge cases (VG2 10.25.12–10.25.14: "when this unit legions", "if this unit is in legion", "during the
  // turn this unit legioned") and battle edge cases (VG2 7.4.1.8.3 battle opponents, 7.4.1.7 a specified unit being
  // attacked that is gone), through the public API: vanilla trial-deck cards get test-only abilities with
  // `withTestAbilities` (undone after each test).

  describe('legion edge cases (VG2 10.25)', () => {
    it('VG2 10.25.12: "when this unit legions" triggers for the Legion Leader and the Legion Mate as they become in legion, and for nothing else', () => {
      const legions = auto({ zones: ['VC'], trigger: { on: 'legions' }, effects: [{ do: 'soulCharge', n: 1 }] });
      give(LEADER, [seekMate('Blaster Blade'), legions]);
      give(MATE, [legions]);
      give(C.gallatin, [legions]);
      const s = seekMateScenario();
      const leader = unit(s, 0, 'VC');
      answer(s, { t: 'call', card: idOf(s, 0, 'hand', C.gallatin), circle: 'FL' }); // placed, no legion
      expect(stoodBy(s)).toEqual([]);
      legion(s);
      const mate = legionOf(s, 0)!.mate;
      expect(stoodBy(s)).toEqual([
        [leader.id, 1],
        [mate.id, 0],
      ]);
      expect(s.players[0].soul).toHaveLength(2);
    });

    it('VG2 10.25.13: "if this unit is in legion" reads the legion state at that point — before, during, and after the mate leaves', () => {
      const whileInLegion = cont({
        zones: ['VC'],
        condition: { if: 'inLegion' },
        effect: { cont: 'modify', stat: 'power', n: 5000 },
      });
      give(LEADER, [seekMate('Blaster Blade'), whileInLegion]);
      const s = seekMateScenario();
      expect(pw(s, 0, 'VC')).toBe(10000);
      legion(s);
      expect(pw(s, 0, 'VC')).toBe(15000);
      moveCard(s, 0, legionOf(s, 0)!.mate, 'VC', 'drop');
      expect(legionOf(s, 0)).toBeNull();
      expect(pw(s, 0, 'VC')).toBe(10000);
    });

    it('VG2 10.25.14: "during the turn that this unit legioned" holds in the turn it became in legion, not in a later turn while it stays in legion', () => {
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
      const leader = legionOf(s, 0)!.leader;
      expect(inLegion(s, 0, leader.id, true)).toBe(true);
      expect(pw(s, 0, 'VC')).toBe(13000);
      const turn = s.turn;
      autoplay(s, (x) => x.turnPlayer === 0 && x.turn > turn && prompt(x) === 'vg.ride');
      expect(inLegion(s, 0, leader.id)).toBe(true); // still in legion
      expect(inLegion(s, 0, leader.id, true)).toBe(false);
      expect(pw(s, 0, 'VC')).toBe(10000);
    });

    it('VG2 10.25.12 / VG2 10.25.13 / VG2 10.25.14: the trigger and the conditions read in English', () => {
      expect(
        abilityText(auto({ zones: ['VC'], trigger: { on: 'legions' }, effects: [{ do: 'soulCharge', n: 1 }] })),
      ).toContain('When this unit legions');
      const during = (thisTurn: boolean) =>
        abilityText(
          cont({
            zones: ['VC'],
            condition: { if: 'inLegion', thisTurn },
            effect: { cont: 'modify', stat: 'power', n: 1000 },
          }),
        );
      expect(during(false)).toContain('this unit is in legion');
      expect(during(true)).toContain('became in legion this turn');
    });
  });
}

{
  // The tests gathered from legionCannot.test.ts, with its helpers: some of their names mean something else above.

  const LEADER = legionScenario.LEADER;

  const MATE = legionScenario.MATE;

  const KING = 'TD03/004'; // King of Sword, g2 10000

  const { give } = testOnlyAbilities();

  const noDamage: Effect = { do: 'cannotDealDamage', target: thisUnit, until: 'turn' };

  const noStand: Effect = { do: 'doesNotStand', target: thisUnit };

  /** Play on, declining everything, to `seat`'s next main phase (its stand phase is over); not from that phase. */
  function toMainOf(s: VGState, seat: Seat): void {
    autoplay(s, (x) => x.turnPlayer === seat && prompt(x) === 'vg.main');
    expect(prompt(s)).toBe('vg.main');
  }

  // From the former legionCannot.test.ts:
  // Rules tests for a legion's shared "cannot" (VG2 10.25.6.1: neither card deals damage when one cannot; 10.25.11:
  // neither stands when one is kept from standing), for "does not stand in its master's next stand phase" on a unit
  // whose master changed (10.35.1.3), and for the card filter "a card that can legion with …" (10.25.17). No trial
  // card has these effects, so vanilla cards get test-only abilities.

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
}
