// Vanguard rules tests — lock and unlock (ver. 2.01 10.22, 10.24).
// Gathered by rules topic from the batch-named files lock.test.ts, strideLeftovers.test.ts.

import { describe, expect, it } from 'vitest';
import { Narrator as CliNarrator } from '../../../src/games/vanguard/product/terminalRender.ts';
import { eventsFor } from '../../../src/core/engine.ts';
import {
  act,
  auto,
  chooseOpponentRearguard,
  chooseYour,
  cont,
  draw,
  type Effect,
  power,
  type Target,
  thisUnit,
} from '../../../src/games/vanguard/abilities/dsl.ts';
import { targetCircles } from '../../../src/games/vanguard/battle.ts';
import { vanguardCatalog } from '../../../src/games/vanguard/catalog.ts';
import { type Circle, lockedOn, unitOn, type VGState } from '../../../src/games/vanguard/state.ts';
import { callOptions, swapOptions } from '../../../src/games/vanguard/turn.ts';
import { vgView } from '../../../src/games/vanguard/view.ts';
import type { VgCardDb as CardDb } from '../../../web/src/games/vanguard/cardInfo.ts';
import { Narrator as WebNarrator } from '../../../web/src/games/vanguard/narrate.ts';
import { deck, pw, textOf, unit } from '../cards/helpers.ts';
import { answer, autoplay, C, events, offers, prompt, scenario, setMods } from '../scenario.ts';
import { G1, G2, useTestGUnits } from '../strideCards.ts';
import { actDo, testOnlyAbilities } from '../testAbilities.ts';

// Vanilla trial-deck cards used as hosts (stats in data/vanguard/original-td.cards.json).
const KING = 'TD03/004'; // King of Sword, g2 10000 «Nova Grappler»

const TOUGH = 'TD03/007'; // Tough Boy, g1 8000 «Nova Grappler»

const WISEMAN = 'TD04/004'; // g2 10000 «Oracle Think Tank»

const G3 = 'TD03/001'; // a grade 3 «Nova Grappler»

const { give } = testOnlyAbilities();

const lockIt = (target: Target): Effect => ({ do: 'lock', target });

/** Player 1 plays the [ACT] `index` of its unit on `circle` in the main phase. */
function playAct(s: VGState, circle: Circle, index = 0): void {
  expect(prompt(s)).toBe('vg.main');
  answer(s, { t: 'act', card: unit(s, 0, circle).id, index });
}

function chooseUnit(s: VGState, seat: 0 | 1, circle: Circle): void {
  answer(s, { t: 'unit', seat, circle });
}

/** Player 1's KING on FL locks player 2's rear-guard on `circle`. */
function lockOpponents(s: VGState, circle: Circle): void {
  playAct(s, 'FL');
  expect(prompt(s)).toBe('vg.chooseUnit');
  chooseUnit(s, 1, circle);
}

// From the former lock.test.ts:
// Rules tests for Lock and Unlock (VG2 10.22, 10.24), the lock circle (4.6.7) and the end phase's unlocking
// (6.8.1.1.2, 6.8.1.2). No trial-deck card locks, so vanilla cards get test-only abilities through
// `withTestAbilities` (undone after each test).

describe('VG2 10.22 lock', () => {
  it('VG2 10.22.1 / VG2 10.22.2 / VG2 10.22.3: a locked rear-guard is turned face down and stood, is a different card, and loses the effects it had', () => {
    give(KING, [actDo(lockIt(chooseOpponentRearguard()))]);
    const s = scenario({ at: 'main', p0: { rc: { FL: KING } }, p1: { rc: { FR: { code: TOUGH, rested: true } } } });
    const before = setMods(s, 1, 'FR', [{ stat: 'power', n: 5000, until: 'turn' }]);
    expect(pw(s, 1, 'FR')).toBe(13000);
    lockOpponents(s, 'FR');
    const locked = lockedOn(s, 1, 'FR')!;
    expect(locked.code).toBe(TOUGH);
    expect(locked.up).toBe(false); // 10.22.2: face down
    expect(locked.rested).toBe(false); // 10.22.2: put to stand
    expect(locked.id).not.toBe(before.id); // 10.22.2: a different card
    expect(locked.mods).toBeNull(); // 10.22.3: the +5000 it received is gone
    expect(events(s, 'lock')).toHaveLength(1);
    expect(textOf(KING)).toBe("[ACT](VC/RC):Choose one of your opponent's rear-guards, and lock it.");
  });

  it('VG2 10.22.1: the lock is told in the browser log and the terminal log, to both seats', () => {
    give(KING, [actDo(lockIt(chooseOpponentRearguard()))]);
    const s = scenario({ at: 'main', p0: { rc: { FL: KING } }, p1: { rc: { FR: TOUGH } } });
    const from = s.log!.length;
    lockOpponents(s, 'FR');
    const db = { [TOUGH]: vanguardCatalog.cardInfo(TOUGH) } as unknown as CardDb;
    for (const seat of [0, 1] as const) {
      const seen = eventsFor(s, seat, from);
      const web = new WebNarrator(db, seat).lines(seen).map((l) => l.text);
      const cli = new CliNarrator(seat).events(seen);
      const whose = seat === 1 ? 'Your' : "Opponent's";
      expect(web).toContain(`${whose} Tough Boy (front right) is locked.`);
      expect(cli).toContain(`${whose} Tough Boy (FR) is locked.`);
    }
  });

  it('VG2 3.8.1 / VG2 10.22.4: a locked card is not a unit: it cannot be attacked or chosen, is no rear-guard to count, and does not stand in a Dark Device column', () => {
    give(KING, [
      actDo(lockIt(chooseOpponentRearguard())),
      actDo({ do: 'retire', target: chooseOpponentRearguard() }),
      act({ zones: ['RC'], gate: { kw: 'darkDevice' }, cost: [], effects: [power(thisUnit, 5000, 'turn')] }),
      cont({
        zones: ['RC'],
        condition: { if: 'compare', left: { of: 'rearguards', whose: 'opponent' }, op: '>=', right: 1 },
        effect: { cont: 'modify', stat: 'power', n: 1000 },
      }),
    ]);
    // Player 2's FR faces player 1's FL column (4.6.2.1).
    const s = scenario({ at: 'main', p0: { rc: { FL: KING } }, p1: { rc: { FR: TOUGH } } });
    expect(pw(s, 0, 'FL')).toBe(11000);
    expect(offers(s, { t: 'act', index: 2 })).toBe(false); // a standing unit in the column closes Dark Device
    lockOpponents(s, 'FR');
    expect(unitOn(s, 1, 'FR')).toBeUndefined(); // 3.8.1
    expect(pw(s, 0, 'FL')).toBe(10000); // no rear-guard to count
    expect(offers(s, { t: 'act', index: 2 })).toBe(true); // 10.22.4: not referenced as standing
    expect(targetCircles(s, 0, 'FL')).toEqual(['VC']); // it cannot be attacked
    playAct(s, 'FL', 1); // "retire one of your opponent's rear-guards": nothing to choose
    expect(prompt(s)).toBe('vg.main');
    expect(lockedOn(s, 1, 'FR')).toBeDefined();
    expect(s.players[1].drop).toHaveLength(0);
  });

  it('VG2 3.8.1: a locked card in the front row cannot attack, and a locked card behind the attacker cannot boost it', () => {
    give(KING, [actDo(lockIt(chooseYour('rearguard', {}, 2)))]);
    const s = scenario({
      at: 'main',
      p0: { vanguard: G3, rc: { FL: KING, FR: TOUGH, BC: TOUGH } },
      p1: { vanguard: G3 },
    });
    playAct(s, 'FL');
    chooseUnit(s, 0, 'FR');
    chooseUnit(s, 0, 'BC');
    answer(s, { t: 'pass' });
    answer(s, { t: 'yes' });
    expect(prompt(s)).toBe('vg.attacker');
    expect(s.decision!.options.map((o) => (o as { circle?: string }).circle)).toEqual(['FL', 'VC']);
    answer(s, { t: 'circle', circle: 'VC' });
    answer(s, { t: 'circle', circle: 'VC' });
    expect(prompt(s)).not.toBe('vg.boost'); // the card behind is no unit, so no boost is offered
    expect(events(s, 'boost')).toHaveLength(0);
  });

  it('VG2 4.6.7 / VG2 10.22.6 / VG2 4.6.8.2 / VG2 6.6.1.2.3: a circle with a locked card is a lock circle: no call onto it, no exchange with it', () => {
    give(KING, [actDo(lockIt(chooseYour('rearguard')))]);
    const s = scenario({
      at: 'main',
      p0: { vanguard: G3, rc: { FL: KING, FR: TOUGH, BR: TOUGH }, hand: [TOUGH] },
    });
    expect(callOptions(s, 0).some((o) => o.circle === 'FR')).toBe(true);
    expect(swapOptions(s, 0).map((o) => o.a)).toEqual(['FL', 'FR']);
    playAct(s, 'FL');
    chooseUnit(s, 0, 'FR');
    expect(callOptions(s, 0).some((o) => o.circle === 'FR')).toBe(false);
    expect(callOptions(s, 0).some((o) => o.circle === 'BR')).toBe(true);
    expect(swapOptions(s, 0).map((o) => o.a)).toEqual(['FL']); // the FR/BR column has a lock circle
    expect(offers(s, { t: 'call', circle: 'FR' })).toBe(false);
  });

  it('VG2 10.22.3 / VG2 10.22.10: a locked card has no abilities: its "your other units get Power +2000" stops', () => {
    give(WISEMAN, [
      cont({ zones: ['RC'], effect: { cont: 'unitsModify', filter: { other: true }, stat: 'power', n: 2000 } }),
    ]);
    give(KING, [actDo(lockIt(chooseOpponentRearguard()))]);
    const s = scenario({ at: 'main', p0: { rc: { FL: KING } }, p1: { vanguard: G3, rc: { FR: WISEMAN, FL: TOUGH } } });
    expect(pw(s, 1, 'FL')).toBe(10000);
    lockOpponents(s, 'FR');
    expect(pw(s, 1, 'FL')).toBe(8000);
    expect(pw(s, 1, 'VC')).toBe(10000);
  });

  it('VG2 10.22.2: locking the attacked rear-guard makes it another card, so the battle loses its target and nothing is hit', () => {
    give(KING, [auto({ zones: ['RC'], trigger: { on: 'attacks' }, effects: [lockIt(chooseOpponentRearguard())] })]);
    const s = scenario({
      at: 'battle',
      p0: { vanguard: G3, rc: { FL: KING } },
      p1: { vanguard: G3, rc: { FR: TOUGH } },
    });
    answer(s, { t: 'yes' });
    answer(s, { t: 'circle', circle: 'FL' });
    answer(s, { t: 'circle', circle: 'FR' });
    if (prompt(s) === 'vg.boost') answer(s, { t: 'no' });
    chooseUnit(s, 1, 'FR');
    autoplay(s, (x) => x.phase === 'close' || x.battle === null);
    expect(lockedOn(s, 1, 'FR')).toBeDefined(); // not retired: it was never hit
    expect(s.players[1].drop).toHaveLength(0);
  });

  it('VG2 10.22.9 / VG2 10.22.9.1: "put it as a locked card" puts the card face down and not as a unit; the unit on that circle goes to the drop zone, not retired', () => {
    give(KING, [actDo({ do: 'putAsLocked', from: 'deckTop' })]);
    give(TOUGH, [auto({ zones: ['RC'], trigger: { on: 'placed', circles: ['RC'] }, effects: [draw()] })]);
    const s = scenario({ at: 'main', p0: { rc: { FL: KING, FR: WISEMAN }, deck: deck([TOUGH]) } });
    const hand = s.players[0].hand.length;
    playAct(s, 'FL');
    expect(prompt(s)).toBe('vg.putLockedTo');
    chooseUnit(s, 0, 'FR');
    const locked = lockedOn(s, 0, 'FR')!;
    expect(locked.code).toBe(TOUGH);
    expect(locked.rested).toBe(false);
    expect(unitOn(s, 0, 'FR')).toBeUndefined();
    expect(s.players[0].drop.map((c) => c.code)).toEqual([WISEMAN]);
    expect(events(s, 'retire')).toHaveLength(0);
    expect(s.players[0].hand.length).toBe(hand); // its "when placed" did not trigger
    expect(textOf(KING)).toBe('[ACT](VC/RC):Put the top card of your deck on one of your (RC) as a locked card.');
  });

  it('VG2 10.22.1 / VG2 8.5.5: "your opponent chooses one of their rear-guards": the opponent makes the choice', () => {
    give(KING, [actDo(lockIt({ unit: 'choose', side: 'opponent', what: 'rearguard', n: 1, chooser: 'opponent' }))]);
    const s = scenario({ at: 'main', p0: { rc: { FL: KING } }, p1: { rc: { FL: TOUGH, FR: WISEMAN } } });
    playAct(s, 'FL');
    expect(prompt(s)).toBe('vg.chooseForOpponent');
    expect(s.decision!.seat).toBe(1);
    chooseUnit(s, 1, 'FL');
    expect(lockedOn(s, 1, 'FL')?.code).toBe(TOUGH);
    expect(unitOn(s, 1, 'FR')?.code).toBe(WISEMAN);
    expect(textOf(KING)).toBe('[ACT](VC/RC):Your opponent chooses one of their rear-guards, and you lock it.');
  });

  it('VG2 10.22.3: "if your opponent has a locked card" counts locked cards only', () => {
    const hasLocked = { if: 'compare', left: { of: 'locked', whose: 'opponent' }, op: '>=', right: 1 } as const;
    give(KING, [
      actDo(lockIt(chooseOpponentRearguard())),
      cont({ zones: ['RC'], condition: hasLocked, effect: { cont: 'modify', stat: 'power', n: 3000 } }),
    ]);
    const s = scenario({ at: 'main', p0: { rc: { FL: KING } }, p1: { rc: { FR: TOUGH } } });
    expect(pw(s, 0, 'FL')).toBe(10000);
    lockOpponents(s, 'FR');
    expect(pw(s, 0, 'FL')).toBe(13000);
  });

  it('VG2 4.6.8.1: both players see the locked card (face down on a circle, still public), with no power', () => {
    give(KING, [actDo(lockIt(chooseOpponentRearguard()))]);
    const s = scenario({ at: 'main', p0: { rc: { FL: KING } }, p1: { rc: { FR: TOUGH } } });
    lockOpponents(s, 'FR');
    for (const viewer of [0, 1, 'spectator'] as const) {
      const fr = vgView(s, viewer).players[1].field.FR[0];
      expect(fr).toMatchObject({ code: TOUGH, faceDown: true, locked: true });
      expect('power' in fr).toBe(false);
    }
  });
});

describe('VG2 10.24 unlock', () => {
  it('VG2 6.8.1.1.2 / VG2 6.8.1.2 / VG2 10.22.5 / VG2 10.22.7 / VG2 10.24.1 / VG2 10.24.2 / VG2 10.24.3 / VG2 10.24.4: a card locked on its opponent\'s turn stays locked until its own end phase; then it is a new, standing, face-up card, not placed, and its "when unlocked" triggers', () => {
    give(KING, [actDo(lockIt(chooseOpponentRearguard()))]);
    give(TOUGH, [
      auto({ zones: ['RC'], trigger: { on: 'placed', circles: ['RC'] }, effects: [draw()] }),
      auto({ zones: ['RC'], trigger: { on: 'unlocked' }, effects: [draw()] }),
    ]);
    const s = scenario({
      at: 'main',
      p0: { rc: { FL: KING } },
      p1: { vanguard: G3, rc: { FR: { code: TOUGH, rested: true } } },
    });
    lockOpponents(s, 'FR');
    const locked = lockedOn(s, 1, 'FR')!;
    autoplay(s, (x) => x.turnPlayer === 1); // player 1's end phase does not unlock player 2's card
    expect(lockedOn(s, 1, 'FR')).toBe(locked);
    autoplay(s, (x) => x.phase === 'main');
    expect(lockedOn(s, 1, 'FR')).toBe(locked); // its own stand phase does not either
    expect(callOptions(s, 1).some((o) => o.circle === 'FR')).toBe(false);
    const stands = events(s, 'stand').length;
    autoplay(s, (x) => x.turnPlayer === 0);
    expect(events(s, 'unlock')).toHaveLength(1);
    const up = unitOn(s, 1, 'FR')!;
    expect(up.code).toBe(TOUGH);
    expect(up.up).toBe(true); // 10.24.1
    expect(up.id).not.toBe(locked.id); // 10.24.2
    expect(up.rested).toBe(false); // 10.24.3 …
    expect(events(s, 'stand').length).toBe(stands); // … without having been stood
    const abilities = events(s, 'playAbility').filter((e) => (e.card as { code: string }).code === TOUGH);
    expect(abilities.map((e) => e.index)).toEqual([1]); // 10.24.4: "when placed" (index 0) did not trigger
    expect(lockedOn(s, 1, 'FR')).toBeUndefined(); // 10.22.7: a rear-guard circle again
  });

  it('VG2 10.24.1: "choose one of your locked cards, and unlock it" turns it face up at once', () => {
    give(KING, [actDo(lockIt(chooseYour('rearguard'))), actDo({ do: 'unlock', side: 'you', n: 1 })]);
    const s = scenario({ at: 'main', p0: { rc: { FL: KING, FR: TOUGH }, hand: ['TD01/012'] } });
    playAct(s, 'FL');
    chooseUnit(s, 0, 'FR');
    expect(unitOn(s, 0, 'FR')).toBeUndefined();
    expect(callOptions(s, 0).some((o) => o.circle === 'FR')).toBe(false);
    playAct(s, 'FL', 1);
    expect(prompt(s)).toBe('vg.unlock');
    chooseUnit(s, 0, 'FR');
    expect(unitOn(s, 0, 'FR')?.code).toBe(TOUGH);
    expect(callOptions(s, 0).some((o) => o.circle === 'FR')).toBe(true); // a rear-guard circle again (10.22.7)
    expect(textOf(KING)).toContain('Choose one of your locked cards, and unlock it.');
  });
});

// From the former strideLeftovers.test.ts:
// The G era's leftovers (VG2 ver. 2.01): a locked G unit (10.22.8), hearts leaving the vanguard circle (10.27.5,
// 10.27.5.2), a unit moved onto a vanguard circle holding a G unit (10.32.4), the stride cost modified by a [CONT]
// but not an ultimate stride's (11.42.3), and a Protect card locked from the hand (10.6.3.3.3.4). The built-in
// pool has no G unit and no card with these effects: test-only G units (strideCards.ts) and abilities given to
// vanilla trial-deck cards (`withTestAbilities`, undone after each test).

describe('VG2 10.22.8: a locked G unit', () => {
  useTestGUnits();

  it('VG2 10.22.8: a G unit on a rear-guard circle that is locked goes to the G zone face up; the circle holds no locked card', () => {
    give(KING, [actDo({ do: 'lock', target: chooseYour('rearguard') })]);
    const s = scenario({
      at: 'main',
      p0: { vanguard: C.brigitte, rc: { FR: KING, FL: G1, BL: C.wingal }, gzone: [G2] },
    });
    answer(s, { t: 'act', card: unit(s, 0, 'FR').id, index: 0 });
    answer(s, { t: 'unit', seat: 0, circle: 'FL' });
    expect(s.players[0].field.FL).toEqual([]);
    expect(lockedOn(s, 0, 'FL')).toBeUndefined();
    expect(s.players[0].gzone.filter((c) => c.up).map((c) => c.code)).toEqual([G1]);
    expect(vgView(s, 1).players[0].gzoneUp.map((c) => c.code)).toEqual([G1]);
    // A unit that is not a G unit stays there as a locked card.
    answer(s, { t: 'act', card: unit(s, 0, 'FR').id, index: 0 });
    answer(s, { t: 'unit', seat: 0, circle: 'BL' });
    expect(lockedOn(s, 0, 'BL')?.code).toBe(C.wingal);
  });
});
