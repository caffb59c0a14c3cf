// Rules tests for Delete (VG2 10.26, with the end phase's 6.8.1.1.2) and Dominate (VG2 10.35, with the "To Attack"
// action of 10.34 it is used with). No trial-deck card deletes or dominates, so vanilla cards get test-only
// abilities through `withTestAbilities` (undone after each test).
import { describe, expect, it } from 'vitest';
import { Narrator as CliNarrator } from '../../src/games/vanguard/product/terminalRender.ts';
import { eventsFor } from '../../src/core/engine.ts';
import { vanguardCatalog } from '../../src/games/vanguard/catalog.ts';
import { drive } from '../../src/games/vanguard/characteristics.ts';
import {
  auto,
  chooseOpponentRearguard,
  chooseYour,
  cont,
  power,
  seekMate,
  thisUnit,
  yourVanguard,
} from '../../src/games/vanguard/abilities/dsl.ts';
import type { Ability, Effect } from '../../src/games/vanguard/abilities/dsl.ts';
import { activatedOptions } from '../../src/games/vanguard/abilities/resolveAbility.ts';
import { legionOf } from '../../src/games/vanguard/legion.ts';
import { type Circle, dominatorOf, lockedOn, type VGState } from '../../src/games/vanguard/state.ts';
import { type CardView, vgView } from '../../src/games/vanguard/view.ts';
import type { VgCardDb as CardDb } from '../../web/src/games/vanguard/cardInfo.ts';
import { Narrator as WebNarrator } from '../../web/src/games/vanguard/narrate.ts';
import { attack, deck, noGuard, pw, textOf, toNextTurn, unit } from './cards/helpers.ts';
import { answer, autoplay, C, events, idOf, offers, prompt, scenario, setMods } from './scenario.ts';
import { actDo, testOnlyAbilities } from './testAbilities.ts';

// Vanilla trial-deck cards used as hosts (stats in data/vanguard/original-td.cards.json).
const KING = 'TD03/004'; // King of Sword, g2 10000, Intercept «Nova Grappler»
const TOUGH = 'TD03/007'; // Tough Boy, g1 8000, Boost «Nova Grappler»
const WISEMAN = 'TD04/004'; // g2 10000, Intercept «Oracle Think Tank»
const RUTILE = 'TD03/001'; // Gold Rutile, g3 10000, Twin Drive «Nova Grappler»
const OVERLORD = C.overlord; // Dragonic Overlord, g3 11000, Twin Drive «Kagero»

const { give: giveOne } = testOnlyAbilities();
/** Test-only abilities on `code`; Dragonic Overlord's own ("-2000 with no other «Kagero» unit") is taken off. */
function give(code: string, abilities: Ability[]): void {
  if (code !== OVERLORD) giveOne(OVERLORD, []);
  giveOne(code, abilities);
}

const deleteOpponents: Effect = { do: 'delete', whose: 'opponent' };
const opponentsUnit = { unit: 'choose', side: 'opponent', what: 'unit', n: 1 } as const;

/** Player 1 plays the [ACT] `index` of its unit on `circle` in the main phase. */
function playAct(s: VGState, circle: Circle, index = 0): void {
  expect(prompt(s)).toBe('vg.main');
  answer(s, { t: 'act', card: unit(s, 0, circle).id, index });
}

function chooseUnit(s: VGState, seat: 0 | 1, circle: Circle): void {
  answer(s, { t: 'unit', seat, circle });
}

function fieldView(s: VGState, viewer: 0 | 1 | 'spectator', seat: 0 | 1, circle: Circle): CardView {
  const cards = vgView(s, viewer).players[seat].field[circle];
  return cards[cards.length - 1] as CardView;
}

describe('VG2 10.26 delete', () => {
  it('VG2 10.26 / VG2 10.26.1 / VG2 10.26.2 / VG2 10.26.3: the deleted vanguard is turned face down in its orientation, is the same unit, its power drops by its printed power, and it loses its text but not its skill icons', () => {
    give(KING, [actDo(deleteOpponents)]);
    give(OVERLORD, [
      cont({ zones: ['VC'], effect: { cont: 'modify', stat: 'power', n: 3000 } }),
      actDo(power(thisUnit, 1000, 'turn')),
    ]);
    const s = scenario({
      at: 'main',
      p0: { rc: { FL: KING } },
      p1: { vanguard: { code: OVERLORD, rested: true } },
    });
    const before = setMods(s, 1, 'VC', [{ stat: 'power', n: 2000, until: 'turn' }]);
    expect(pw(s, 1, 'VC')).toBe(16000);
    expect(activatedOptions(s, 1)).toHaveLength(1);
    playAct(s, 'FL');
    const vg = unit(s, 1, 'VC');
    expect(vg.up).toBe(false); // 10.26.2: face down
    expect(vg.rested).toBe(true); // 10.26.2: its orientation is kept
    expect(vg.id).toBe(before.id); // 10.26.2: the same unit
    expect(vg.mods).toEqual(before.mods);
    // 10.26.3: 11000 - 11000 printed, its own [CONT] +3000 gone with its text; the +2000 one-shot effect stays.
    expect(pw(s, 1, 'VC')).toBe(2000);
    expect(activatedOptions(s, 1)).toHaveLength(0); // its [ACT] is text too
    expect(drive(vg)).toBe(2); // the Twin Drive!! icon stays
    expect(events(s, 'delete')).toHaveLength(1);
    expect(textOf(KING)).toBe(
      "[ACT](VC/RC):Delete your opponent's vanguard (it is turned face down, has no text, and its power is reduced by the power printed on it).",
    );
  });

  it('VG2 10.26.4: a deleted vanguard is attacked and attacks as a unit, and drive checks with its Twin Drive!! icon', () => {
    give(KING, [actDo(deleteOpponents)]);
    const s = scenario({
      at: 'main',
      p0: { vanguard: RUTILE, rc: { FL: KING }, hand: [TOUGH], deck: deck() },
      p1: { vanguard: OVERLORD, hand: [TOUGH], deck: deck() },
    });
    playAct(s, 'FL');
    answer(s, { t: 'pass' });
    attack(s, 'FL', 'VC'); // 10000 against the deleted 0
    noGuard(s);
    autoplay(s, (x) => x.battle === null || prompt(x) === 'vg.attack');
    expect(s.players[1].damage).toHaveLength(1);
    toNextTurn(s);
    autoplay(s, (x) => prompt(x) === 'vg.attack');
    expect(unit(s, 1, 'VC').up).toBe(false); // still deleted in its own turn
    attack(s, 'VC', 'VC');
    noGuard(s);
    autoplay(s, (x) => x.battle === null);
    expect(events(s, 'driveCheck').filter((e) => e.seat === 1)).toHaveLength(2);
    expect(events(s, 'compare').at(-1)!.hit).toEqual([false]); // power 0 (plus any trigger) against 10000
  });

  it("VG2 10.26.5 / VG2 10.26.8 / VG2 10.26.9 / VG2 6.8.1.1.2: a reduction applies as usual; in its master's end phase (not the other player's) it turns face up, no longer deleted, and keeps the effect that is still running", () => {
    give(KING, [
      actDo(deleteOpponents, { do: 'modify', target: opponentsUnit, stat: 'power', n: -1000, until: 'game' }),
    ]);
    const s = scenario({
      at: 'main',
      p0: { rc: { FL: KING }, deck: deck() },
      p1: { vanguard: OVERLORD, deck: deck() },
    });
    const id = unit(s, 1, 'VC').id;
    playAct(s, 'FL');
    chooseUnit(s, 1, 'VC');
    expect(pw(s, 1, 'VC')).toBe(-1000); // 10.26.8: 0, then -1000
    toNextTurn(s); // player 1's end phase turns only player 1's cards face up
    expect(unit(s, 1, 'VC').up).toBe(false);
    expect(events(s, 'undelete')).toHaveLength(0);
    toNextTurn(s);
    const vg = unit(s, 1, 'VC');
    expect(vg.up).toBe(true);
    expect(vg.id).toBe(id);
    expect(events(s, 'undelete')).toHaveLength(1);
    expect(pw(s, 1, 'VC')).toBe(10000); // 11000, and the -1000 "for the rest of the game" goes on
    expect(fieldView(s, 1, 1, 'VC').deleted).toBeUndefined();
  });

  it('VG2 10.26.6: every seat sees the face of a deleted vanguard, shown as deleted, and the logs tell it', () => {
    give(KING, [actDo(deleteOpponents)]);
    const s = scenario({ at: 'main', p0: { rc: { FL: KING } }, p1: { vanguard: OVERLORD } });
    const from = s.log!.length;
    playAct(s, 'FL');
    for (const viewer of [0, 1, 'spectator'] as const) {
      const v = fieldView(s, viewer, 1, 'VC');
      expect(v).toMatchObject({ code: OVERLORD, faceDown: true, deleted: true, power: 0 });
    }
    const db = { [OVERLORD]: vanguardCatalog.cardInfo(OVERLORD) } as unknown as CardDb;
    for (const seat of [0, 1] as const) {
      const seen = eventsFor(s, seat, from);
      const whose = seat === 1 ? 'Your' : "Opponent's";
      const line = `${whose} vanguard Dragonic Overlord is deleted (face down, no text, power reduced).`;
      expect(new WebNarrator(db, seat).lines(seen).map((l) => l.text)).toContain(line);
      expect(new CliNarrator(seat).events(seen)).toContain(line);
    }
  });

  it('VG2 10.26.7: a deleted unit given an ability has it: the "when this unit attacks" it got triggers, its printed one does not', () => {
    const gotten: Ability = auto({ trigger: { on: 'attacks' }, effects: [power(thisUnit, 5000, 'battle')] });
    give(RUTILE, [auto({ zones: ['VC'], trigger: { on: 'attacks' }, effects: [power(thisUnit, 3000, 'battle')] })]);
    give(KING, [
      actDo({ do: 'delete', whose: 'you' }, { do: 'grant', target: yourVanguard, ability: gotten, until: 'turn' }),
    ]);
    const s = scenario({
      at: 'main',
      p0: { vanguard: RUTILE, rc: { FL: KING }, hand: [TOUGH], deck: deck() },
      p1: { vanguard: OVERLORD, hand: [TOUGH], deck: deck() },
    });
    playAct(s, 'FL');
    expect(pw(s, 0, 'VC')).toBe(0);
    answer(s, { t: 'pass' });
    attack(s, 'VC', 'VC');
    autoplay(s, (x) => prompt(x) === 'vg.guard', ['auto', 'pass', 'no', 'done']);
    expect(pw(s, 0, 'VC')).toBe(5000); // the got ability's +5000 only
    expect(events(s, 'standby')).toHaveLength(1);
  });

  it('VG2 10.26.10: a vanguard in the legion state stays in it when deleted', () => {
    give(C.brigitte, [seekMate('Blaster Blade')]);
    give(KING, [actDo({ do: 'delete', whose: 'you' })]);
    const s = scenario({
      at: 'main',
      p0: {
        vanguard: C.brigitte,
        rc: { FL: KING },
        drop: [C.stardust, C.wingal, C.marron, C.critRP],
        deck: deck([C.marron, C.blasterBlade, C.wingal]),
      },
      p1: { vanguard: OVERLORD },
    });
    answer(s, { t: 'act', card: unit(s, 0, 'VC').id, index: 0 });
    while (prompt(s) === 'vg.cost.dropToDeckTop') answer(s, s.decision!.options[0] as never);
    answer(s, { t: 'card', card: idOf(s, 0, 'deck', C.blasterBlade) });
    expect(legionOf(s, 0)).not.toBeNull();
    playAct(s, 'FL');
    const l = legionOf(s, 0)!;
    expect(l.leader.up).toBe(false); // deleted
    expect(l.mate.code).toBe(C.blasterBlade); // and still in legion with its mate
  });

  it('VG2 10.26.11: ridden on, a deleted vanguard goes into the soul face up, and its lost "when ridden" text does not trigger', () => {
    give(KING, [actDo(deleteOpponents)]);
    give(C.gallatin, [auto({ trigger: { on: 'riddenBy', filter: {} }, effects: [{ do: 'draw', n: 1 }] })]);
    const s = scenario({
      at: 'main',
      p0: { rc: { FL: KING }, deck: deck() },
      p1: { vanguard: C.gallatin, hand: [C.brigitte], deck: deck() },
    });
    playAct(s, 'FL');
    toNextTurn(s);
    autoplay(s, (x) => prompt(x) === 'vg.ride');
    const hand = s.players[1].hand.length;
    answer(s, { t: 'ride', card: idOf(s, 1, 'hand', C.brigitte) });
    autoplay(s, (x) => prompt(x) === 'vg.main');
    const soul = s.players[1].soul;
    expect(soul.map((c) => [c.code, c.up])).toEqual([[C.gallatin, true]]);
    expect(s.players[1].hand.length).toBe(hand - 1); // no draw from the ridden card
  });
});

/** "Stand and dominate one of your opponent's rear-guards; it attacks your opponent's vanguard." */
const dominateAndAttack: Effect = {
  do: 'dominate',
  target: chooseOpponentRearguard(),
  stand: true,
  attack: 'vanguard',
};

describe('VG2 10.35 dominate', () => {
  it("VG2 10.35 / VG2 10.35.1 / VG2 10.35.1.1 / VG2 10.34.1: the dominating player becomes the master of the opponent's rear-guard, which attacks its original master's vanguard; the domination ends with that attack", () => {
    give(KING, [actDo(dominateAndAttack)]);
    const s = scenario({
      at: 'main',
      p0: { rc: { FL: KING }, deck: deck() },
      p1: { vanguard: RUTILE, rc: { FR: { code: WISEMAN, rested: true } }, hand: [TOUGH], deck: deck() },
    });
    const wiseman = unit(s, 1, 'FR');
    playAct(s, 'FL');
    chooseUnit(s, 1, 'FR');
    // The attack begins once the ability has resolved (10.34.1); the unit was stood and is dominated.
    expect(s.dominated).toEqual([{ id: wiseman.id, seat: 1, by: 0, until: 'attack' }]);
    expect(fieldView(s, 0, 1, 'FR').dominatedBy).toBe(0);
    autoplay(s, (x) => prompt(x) === 'vg.guard');
    expect(s.decision!.seat).toBe(1); // its original master guards
    expect(s.battle!.attackerSeat).toBe(1);
    expect(s.battle!.attacker).toEqual({ id: wiseman.id, circle: 'FR' });
    expect(unit(s, 1, 'FR').rested).toBe(true);
    // VG2 10.35.6: the attacking dominated unit is no interceptor.
    expect(offers(s, { t: 'intercept' })).toBe(false);
    answer(s, { t: 'pass' });
    autoplay(s, (x) => prompt(x) === 'vg.main');
    expect(events(s, 'compare').at(-1)!.hit).toEqual([true]); // 10000 against 10000
    expect(s.players[1].damage).toHaveLength(1);
    expect(s.dominated).toBeUndefined();
    expect(events(s, 'undominate')).toHaveLength(1);
    expect(textOf(KING)).toBe(
      "[ACT](VC/RC):Choose one of your opponent's rear-guards, and stand it and dominate it, and it attacks your opponent's vanguard (you are the master of a dominated unit, and you choose how it attacks).",
    );
  });

  it("VG2 10.35.1.2 / VG2 10.35.2 / VG2 10.35.4 / VG2 10.35.4.1: with no duration it is dominated while the effect resolves: it is then one of the dominating player's rear-guards, and retired it goes to its owner's drop zone", () => {
    give(KING, [
      actDo({ do: 'dominate', target: chooseOpponentRearguard() }, { do: 'retire', target: chooseYour('rearguard') }),
    ]);
    const s = scenario({ at: 'main', p0: { rc: { FL: KING, FR: TOUGH } }, p1: { rc: { FL: WISEMAN } } });
    playAct(s, 'FL');
    chooseUnit(s, 1, 'FL');
    expect(dominatorOf(s, unit(s, 1, 'FL').id)).toBe(0);
    const choices = s.decision!.options as unknown as { seat: number; circle: string }[];
    expect(choices.map((o) => [o.seat, o.circle])).toEqual([
      [0, 'FL'],
      [0, 'FR'],
      [1, 'FL'],
    ]);
    chooseUnit(s, 1, 'FL');
    expect(s.players[1].drop.map((c) => c.code)).toEqual([WISEMAN]);
    expect(s.players[0].drop).toHaveLength(0);
    expect(s.dominated).toBeUndefined();
  });

  it('VG2 10.35.1.2: once the effect has resolved the unit is no longer dominated', () => {
    give(KING, [actDo({ do: 'dominate', target: chooseOpponentRearguard() })]);
    const s = scenario({ at: 'main', p0: { rc: { FL: KING } }, p1: { rc: { FL: WISEMAN } } });
    playAct(s, 'FL');
    chooseUnit(s, 1, 'FL');
    expect(prompt(s)).toBe('vg.main');
    expect(s.dominated).toBeUndefined();
    expect(events(s, 'dominate')).toHaveLength(1);
    expect(events(s, 'undominate')).toHaveLength(1);
  });

  it('VG2 10.35.1.1.1 / VG2 10.35.1.1.2 / VG2 10.35.2.1: a dominated unit counts as a rear-guard of the dominating player, not of its original master, and cannot be dominated again', () => {
    const twoOrMore = { if: 'compare', left: { of: 'rearguards', whose: 'you' }, op: '>=', right: 2 } as const;
    give(KING, [
      actDo({ do: 'dominate', target: chooseOpponentRearguard(), until: 'turn' }),
      cont({ zones: ['RC'], condition: twoOrMore, effect: { cont: 'modify', stat: 'power', n: 1000 } }),
    ]);
    const s = scenario({ at: 'main', p0: { rc: { FL: KING } }, p1: { rc: { FL: WISEMAN, FR: KING } } });
    expect(pw(s, 0, 'FL')).toBe(10000);
    expect(pw(s, 1, 'FR')).toBe(11000);
    playAct(s, 'FL');
    chooseUnit(s, 1, 'FL');
    expect(dominatorOf(s, unit(s, 1, 'FL').id)).toBe(0);
    expect(pw(s, 0, 'FL')).toBe(11000); // two rear-guards now
    expect(pw(s, 1, 'FR')).toBe(10000); // only one left
    // Played again, only the undominated rear-guard may be chosen.
    playAct(s, 'FL');
    expect((s.decision!.options as unknown as { circle: string }[]).map((o) => o.circle)).toEqual(['FR']);
    chooseUnit(s, 1, 'FR');
    expect(s.dominated!.map((d) => d.id)).toEqual([unit(s, 1, 'FL').id, unit(s, 1, 'FR').id]);
    toNextTurn(s); // "until end of turn"
    expect(s.dominated).toBeUndefined();
  });

  it('VG2 10.35.6: a dominated rear-guard cannot intercept for its original master, nor boost its attack', () => {
    const dominateOne: Ability = auto({
      trigger: { on: 'intercepts' },
      effects: [{ do: 'dominate', target: chooseOpponentRearguard(), until: 'turn' }],
    });
    give(KING, [actDo({ do: 'dominate', target: chooseOpponentRearguard(), until: 'turn' })]);
    give(WISEMAN, [dominateOne]);
    const s = scenario({
      at: 'main',
      p0: { vanguard: RUTILE, rc: { FL: KING, FR: KING, BC: TOUGH }, deck: deck() },
      p1: { vanguard: RUTILE, rc: { FL: KING, FR: WISEMAN }, deck: deck() },
    });
    playAct(s, 'FL');
    chooseUnit(s, 1, 'FL');
    answer(s, { t: 'pass' });
    attack(s, 'FR', 'VC');
    expect(s.decision!.options.filter((o) => o.t === 'intercept')).toEqual([{ t: 'intercept', circle: 'FR' }]);
    // Player 2's Wiseman intercepts, and its ability dominates player 1's booster until end of turn.
    answer(s, { t: 'intercept', circle: 'FR' });
    autoplay(s, (x) => prompt(x) === 'vg.chooseUnit');
    chooseUnit(s, 0, 'BC');
    expect(dominatorOf(s, unit(s, 0, 'BC').id)).toBe(1);
    autoplay(s, (x) => prompt(x) === 'vg.attack');
    expect(dominatorOf(s, unit(s, 0, 'BC').id)).toBe(1); // until end of turn
    answer(s, { t: 'yes' });
    answer(s, { t: 'circle', circle: 'VC' });
    answer(s, { t: 'circle', circle: 'VC' });
    expect(prompt(s)).not.toBe('vg.boost');
  });

  it('VG2 10.35.2.4: a dominated unit that is locked is no longer dominated', () => {
    give(KING, [
      actDo({ do: 'dominate', target: chooseOpponentRearguard(), until: 'turn' }),
      actDo({ do: 'lock', target: chooseYour('rearguard') }),
    ]);
    const s = scenario({ at: 'main', p0: { rc: { FL: KING } }, p1: { rc: { FR: WISEMAN } } });
    playAct(s, 'FL');
    chooseUnit(s, 1, 'FR');
    playAct(s, 'FL', 1);
    chooseUnit(s, 1, 'FR'); // it is one of your rear-guards while dominated (10.35.2)
    const locked = lockedOn(s, 1, 'FR')!;
    expect(dominatorOf(s, locked.id)).toBeUndefined();
    expect(fieldView(s, 0, 1, 'FR').dominatedBy).toBeUndefined();
  });
});
