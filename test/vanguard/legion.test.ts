// Legion (VG2 10.25) and Seek Mate (VG2 11.10), played through the public API: vanilla trial-deck cards get a
// test-only Seek Mate ability with `withTestAbilities` (undone after each test).
import { describe, expect, it } from 'vitest';
import { Narrator as CliNarrator } from '../../src/games/vanguard/product/terminalRender.ts';
import { eventsFor } from '../../src/core/engine.ts';
import { vanguardCatalog } from '../../src/games/vanguard/catalog.ts';
import type { VgCardDb as CardDb } from '../../web/src/games/vanguard/cardInfo.ts';
import { Narrator as WebNarrator } from '../../web/src/games/vanguard/narrate.ts';
import { act, auto, cont, seekMate, yourVanguard } from '../../src/games/vanguard/abilities/dsl.ts';
import { abilityText } from '../../src/games/vanguard/abilities/text.ts';
import { legionOf } from '../../src/games/vanguard/legion.ts';
import type { VGState } from '../../src/games/vanguard/state.ts';
import { rideOptions } from '../../src/games/vanguard/turn.ts';
import { vgView } from '../../src/games/vanguard/view.ts';
import { moveCard } from '../../src/games/vanguard/zones.ts';
import { attack, codes, crit, deck, endGuard, offersAct, playAct, pw, resolveTriggers, unit } from './cards/helpers.ts';
import { answer, autoplay, C, events, idOf, offers, prompt, scenario } from './scenario.ts';
import { testOnlyAbilities } from './testAbilities.ts';

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
