// Rules tests for the ability system (VG2 3.1.1 and section 8; VG1 2.11.3, 3.1 and section 8, whose
// numbers match ver. 2.01 up to 8.5.2.3 and then run one step behind: ver. 1.10's 8.5.2.4 is "resolve",
// its 8.5.3 "choose", 8.6.4 zone-changing triggers, 8.6.5 timed triggers, 8.6.7 a moved card's ability).
// Every position is built with the scenario builder from real trial-deck cards and played with `answer`.
import { describe, expect, it } from 'vitest';
import { act } from '../../src/core/engine.ts';
import { IllegalAnswer } from '../../src/core/errors.ts';
import { critical } from '../../src/games/vanguard/characteristics.ts';
import type { FormatId } from '../../src/games/vanguard/formats.ts';
import type { VGState } from '../../src/games/vanguard/state.ts';
import { answer, autoplay, C, events, idOf, offers, prompt, scenario, timings, noHandAbility } from './scenario.ts';
import { attack, call, codes, deck, endGuard, faceUp, played, pw, toNextTurn, unit } from './cards/helpers.ts';

const BOTH: readonly FormatId[] = ['cr201', 'cr110'];

// Trial-deck cards used here (stats in data/vanguard/original-td.cards.json).
const BORS = 'TD01/002'; // g3 10000, [AUTO](VC/RC) CB1: attacks → +3000 (battle)
const GANCELOT = 'TD01/003'; // g3 9000, [ACT](VC) CB2: if "Blaster Blade" in soul +5000/+1; [ACT](Hand) reveal → search
const BLASTER_BLADE = 'TD01/005'; // g2 9000, [AUTO] CB2 placed on (VC): retire; placed on (RC) if RP vanguard: retire g2+
const RANDOLF = 'TD01/007'; // g2 8000, [AUTO](VC/RC) attacks, if more hand cards: +3000
const MARRON = 'TD01/008'; // g1 8000, vanilla
const UNICORN = 'TD01/010'; // g1 6000, [AUTO] placed on (RC): another «Royal Paladin» +2000 (turn)
const MORGANA = 'TD01/011'; // g1 6000, [AUTO](VC/RC) discard 1: attacks → +4000 (turn)
const OVERLORD = 'TD02/001'; // g3 11000, [CONT](VC/RC) no other «Kagero» unit: -2000
const YAKSHA = 'TD02/003'; // g3 9000, [AUTO](Hand) opponent's rear-guard to drop in your main phase, grade 2 vanguard: ride
const NEHALEM = 'TD02/004'; // g2 10000, vanilla
const BERSERK = 'TD02/005'; // g2 9000, [AUTO] CB2 placed on (VC)/(RC), if «Kagero» vanguard: retire g2 or less
const BAHR = 'TD02/007'; // g1 8000, vanilla
const GOJO = 'TD02/008'; // g1 7000, [ACT](VC/RC) rest this & discard 1: draw
const INVINCIBLE = 'TD03/003'; // g3 10000, [AUTO](VC) main phase begins: soul charge 1, counter charge 1; SB8 & CB5 hits: stand all
const KING_OF_SWORD = 'TD03/004'; // g2 10000, vanilla «Nova Grappler»
const OASIS = 'TD03/008'; // g1 7000, [ACT](VC/RC) CB1: +1000 (turn)
const TOUGH_BOY = 'TD03/007'; // g1 8000, vanilla «Nova Grappler»
const BATTLERAIZER = 'TD03/015'; // g0 3000, forerunner; [AUTO](RC) boosts: +3000, returns to the deck at the end phase
const APOLLON = 'TD04/001'; // g3 10000, [AUTO](VC) CB2 hits: draw 2, return 1 to the deck, shuffle
const SAKUYA = 'TD04/002'; // g3 10000, [CONT](VC) your turn & hand ≥ 4: +4000; placed on (VC): «OTT» rear-guards to hand
const WISEMAN = 'TD04/004'; // g2 10000, vanilla «Oracle Think Tank»
const SWORD_DANCER = 'TD04/006'; // g2 8000, [AUTO](VC/RC) you draw: +1000 (turn)
const DARK_CAT = 'TD04/008'; // g1 7000, [AUTO] placed on (VC)/(RC), if «OTT» vanguard: each player may draw
const LUCK_BIRD = 'TD04/011'; // g1 5000, [AUTO] SB2 placed on (RC), if «OTT» vanguard: draw
const LOZENGE = 'TD04/015'; // g0 3000, forerunner; [AUTO](RC) boosts: +3000, returns to the deck at the end phase
const GARMORE = 'TD05/001'; // g3 10000, LB4 attacks a vanguard +5000; CB2 placed on (VC): search a g2- «Gold Paladin», call it
const BEAUMAINS = 'TD05/004'; // g2 10000, vanilla «Gold Paladin»
const GARETH = 'TD05/008'; // g1 8000, vanilla «Gold Paladin»
const DJINN_FLARE = 'TD06/006'; // g2 8000, [AUTO](VC) attacks +4000; [AUTO](RC) attacks, «Narukami» vanguard +2000
const DJINN_SPARK = 'TD06/011'; // g1 6000, same abilities
const LIBERATOR = 'TD08/001'; // g3 11000, LB4 [AUTO] a «Gold Paladin» rides this unit: vanguard +10000, up to 3 «GP» rear-guards +5000
const GOLD_DRAGON = 'TD08/002'; // g3 10000, «Gold Paladin», no ability on being placed

// --- helpers ---------------------------------------------------------------------------------------

function mainPass(s: VGState): void {
  expect(prompt(s)).toBe('vg.main');
  answer(s, { t: 'pass' });
}

// --- VG2 3.1.1.3–3.1.1.4 / VG1 2.11.3: zone markers --------------------------------------------------

describe('zone markers (VG2 3.1.1.3; VG1 2.11.3)', () => {
  for (const format of BOTH) {
    it(`VG2 3.1.1.3.1 / VG2 3.1.1.3.2 / VG1 2.11.3.1 / VG1 2.11.3.2 a (VC) auto works only on the vanguard circle and an (RC) auto only on a rear-guard circle (${format})`, () => {
      // Djinn of the Lightning Flare/Spark: (VC) "attacks: +4000"; (RC) "attacks, «Narukami» vanguard: +2000".
      const s = scenario({
        format,
        at: 'battle',
        p0: { vanguard: DJINN_FLARE, rc: { FL: DJINN_SPARK }, deck: deck() },
        p1: { hand: [C.stardust] },
      });
      attack(s, 'VC', 'VC');
      expect(prompt(s)).toMatch(/^vg\.guard/);
      expect(pw(s, 0, 'VC')).toBe(8000 + 4000);
      expect(events(s, 'modify').map((e) => e.n)).toEqual([4000]);
      endGuard(s);
      attack(s, 'FL', 'VC');
      expect(pw(s, 0, 'FL')).toBe(6000 + 2000);
      expect(events(s, 'modify').map((e) => e.n)).toEqual([4000, 2000]);
      expect(played(s)).toEqual([`0:${DJINN_FLARE}`, `0:${DJINN_SPARK}`]);
    });
  }

  it('VG2 3.1.1.4 an ability marked (VC/RC) is active on either circle: Oasis Girl’s [ACT] is offered on both', () => {
    const s = scenario({
      at: 'main',
      p0: { vanguard: OASIS, rc: { FL: OASIS, BL: OASIS }, damage: [MARRON] },
    });
    const vc = idOf(s, 0, 'VC', OASIS);
    const fl = idOf(s, 0, 'FL', OASIS);
    const bl = idOf(s, 0, 'BL', OASIS);
    expect(offers(s, { t: 'act', card: vc, index: 0 })).toBe(true);
    expect(offers(s, { t: 'act', card: fl, index: 0 })).toBe(true);
    expect(offers(s, { t: 'act', card: bl, index: 0 })).toBe(true);
    answer(s, { t: 'act', card: bl, index: 0 });
    expect(pw(s, 0, 'BL')).toBe(8000);
    expect(pw(s, 0, 'FL')).toBe(7000);
  });

  for (const format of BOTH) {
    it(`VG2 3.1.1.3.4 / VG2 3.1.1.3.1 / VG2 8.1.1.1.1 an [ACT](Hand) is offered only from the hand and an [ACT](VC) only on the vanguard circle (${format})`, () => {
      const s = scenario({
        format,
        at: 'main',
        p0: { vanguard: GANCELOT, rc: { FL: GANCELOT }, hand: [GANCELOT], damage: [MARRON, MARRON], deck: deck() },
      });
      const vc = idOf(s, 0, 'VC', GANCELOT);
      const fl = idOf(s, 0, 'FL', GANCELOT);
      const hand = idOf(s, 0, 'hand', GANCELOT);
      const acts = s.decision!.options.filter((o) => o.t === 'act');
      expect(acts).toEqual([
        { t: 'act', card: vc, index: 0 },
        { t: 'act', card: hand, index: 1 },
      ]);
      expect(offers(s, { t: 'act', card: fl })).toBe(false);
    });
  }

  it('VG2 3.1.1.3.10 / VG2 8.1.1.2.1 text with no zone marker is active anywhere: Dark Cat’s "placed" auto works on (VC) and on (RC)', () => {
    const s = scenario({
      at: 'ride',
      p0: { vanguard: LOZENGE, hand: [DARK_CAT, DARK_CAT], deck: deck() },
    });
    answer(s, { t: 'ride', card: idOf(s, 0, 'hand', DARK_CAT) });
    // Lozenge Magus' forerunner ability and Dark Cat's both wait; play Dark Cat's first.
    expect(prompt(s)).toBe('vg.playAuto');
    answer(s, { t: 'auto', source: idOf(s, 0, 'VC', DARK_CAT), index: 0 });
    expect(prompt(s)).toBe('vg.mayDraw');
    answer(s, { t: 'no' });
    answer(s, { t: 'no' });
    expect(prompt(s)).toBe('vg.optional'); // Lozenge Magus: "you may call this card"
    answer(s, { t: 'no' });
    expect(prompt(s)).toBe('vg.main');
    call(s, DARK_CAT, 'FR');
    expect(prompt(s)).toBe('vg.mayDraw');
    expect(played(s)).toEqual([`0:${DARK_CAT}`, `0:${LOZENGE}`, `0:${DARK_CAT}`]);
  });
});

// --- VG2 3.1.1.5 / VG2 8.5.2.3 / VG2 8.6.4: costs --------------------------------------------------------------

describe('costs (VG2 3.1.1.5, 8.5.2.3, 8.6.4; VG1 8.5.2.3)', () => {
  for (const format of BOTH) {
    it(`VG2 3.1.1.5.1 / VG2 8.5.2.3 / VG1 8.5.2.3 an [ACT] whose cost cannot be paid is not offered; played, its cost is paid first (${format})`, () => {
      const faceDown = { code: MARRON, faceDown: true };
      const none = scenario({ format, at: 'main', p0: { vanguard: OASIS, damage: [faceDown, faceDown] } });
      expect(offers(none, { t: 'act' })).toBe(false);
      const s = scenario({ format, at: 'main', p0: { vanguard: OASIS, damage: [faceDown, MARRON] } });
      const id = idOf(s, 0, 'VC', OASIS);
      expect(offers(s, { t: 'act', card: id, index: 0 })).toBe(true);
      answer(s, { t: 'act', card: id, index: 0 });
      expect(faceUp(s, 0)).toBe(0);
      expect(pw(s, 0, 'VC')).toBe(8000);
      expect(prompt(s)).toBe('vg.main');
      // Now nothing is left to pay with, so it is not offered again (VG2 8.5.2.3).
      expect(offers(s, { t: 'act' })).toBe(false);
    });
  }

  for (const format of BOTH) {
    it(`VG2 3.1.1.5.2 / VG2 8.1.1.2.2 an [AUTO] cost is asked when it resolves; declined, the "if you do" part is skipped (${format})`, () => {
      const s = scenario({ format, at: 'battle', p0: { vanguard: BORS, damage: [MARRON], deck: deck() } });
      attack(s, 'VC', 'VC');
      expect(prompt(s)).toBe('vg.payCost');
      expect(s.decision!.seat).toBe(0);
      answer(s, { t: 'no' });
      expect(faceUp(s, 0)).toBe(1);
      expect(pw(s, 0, 'VC')).toBe(10000);
      expect(events(s, 'payCost')).toHaveLength(0);
      expect(played(s)).toEqual([`0:${BORS}`]);
    });
  }

  for (const format of BOTH) {
    it(`VG2 3.1.1.5.2 an [AUTO] cost paid: the damage card turns face down and "if you do" applies (${format})`, () => {
      const s = scenario({
        format,
        at: 'battle',
        p0: { vanguard: BORS, damage: [MARRON], deck: deck() },
        p1: { hand: [C.stardust] },
      });
      attack(s, 'VC', 'VC');
      answer(s, { t: 'yes' });
      expect(prompt(s)).toMatch(/^vg\.guard/);
      expect(faceUp(s, 0)).toBe(0);
      expect(pw(s, 0, 'VC')).toBe(13000);
      expect(events(s, 'payCost')).toHaveLength(1);
    });
  }

  for (const format of BOTH) {
    it(`VG2 8.6.4 / VG2 3.1.1.5.2 VG-063 an [AUTO] costing CB2 with one face-up damage pays nothing and skips "if you do" (${format})`, () => {
      const s = scenario({
        format,
        at: 'ride',
        p0: { vanguard: MARRON, hand: [BLASTER_BLADE], damage: [MARRON, { code: MARRON, faceDown: true }] },
        p1: { rc: { FL: C.wingal } },
      });
      answer(s, { t: 'ride', card: idOf(s, 0, 'hand', BLASTER_BLADE) });
      // Played (it must be), but the cost cannot be paid in full, so it is not even asked.
      expect(prompt(s)).toBe('vg.main');
      expect(played(s)).toEqual([`0:${BLASTER_BLADE}`]);
      expect(faceUp(s, 0)).toBe(1);
      expect(codes(s.players[1].field.FL)).toEqual([C.wingal]);
      expect(s.players[1].drop).toHaveLength(0);
    });
  }

  it('VG2 8.6.4 / VG2 3.1.1.5.3 VG-063 "[Soul Blast (8) & Counter Blast (5)]" with 8 soul but 4 face-up damage: nothing is paid', () => {
    const s = scenario({
      at: 'battle',
      p0: {
        vanguard: INVINCIBLE,
        rc: { FL: TOUGH_BOY },
        soul: Array.from({ length: 8 }, () => MARRON),
        damage: [MARRON, MARRON, MARRON, MARRON, { code: MARRON, faceDown: true }],
        deck: deck(),
      },
    });
    attack(s, 'VC', 'VC');
    expect(prompt(s)).toBe('vg.attack'); // the hit ability resolved without asking
    expect(played(s)).toEqual([`0:${INVINCIBLE}`]);
    expect(s.players[0].soul).toHaveLength(8);
    expect(faceUp(s, 0)).toBe(4);
    expect(s.players[0].field.VC[0].rested).toBe(true);
  });

  it('VG2 3.1.1.5.3 / VG2 8.6.4 "[Soul Blast (8) & Counter Blast (5)]" paid together: both parts at once, then every unit stands', () => {
    const s = scenario({
      at: 'battle',
      p0: {
        vanguard: INVINCIBLE,
        soul: Array.from({ length: 8 }, () => MARRON),
        damage: [MARRON, MARRON, MARRON, MARRON, MARRON],
        deck: deck(),
      },
    });
    attack(s, 'VC', 'VC');
    expect(prompt(s)).toBe('vg.payCost');
    answer(s, { t: 'yes' });
    expect(s.players[0].soul).toHaveLength(0);
    expect(codes(s.players[0].drop)).toEqual(Array.from({ length: 8 }, () => MARRON));
    expect(faceUp(s, 0)).toBe(0);
    expect(events(s, 'payCost')).toHaveLength(1);
    expect(s.players[0].field.VC[0].rested).toBe(false);
    expect(prompt(s)).toBe('vg.attack');
  });

  for (const format of BOTH) {
    it(`VG2 3.1.1.5.3 / VG2 8.5.2.3 "[Rest this unit & discard a card]": offered only if both parts can be paid, and paid together (${format})`, () => {
      const rested = scenario({
        format,
        at: 'main',
        p0: { vanguard: NEHALEM, rc: { FL: { code: GOJO, rested: true } }, hand: [BAHR] },
      });
      expect(offers(rested, { t: 'act' })).toBe(false);
      const noHand = scenario({ format, at: 'main', p0: { vanguard: NEHALEM, rc: { FL: GOJO } } });
      expect(offers(noHand, { t: 'act' })).toBe(false);

      const s = scenario({
        format,
        at: 'main',
        p0: { vanguard: NEHALEM, rc: { FL: GOJO }, hand: [BAHR], deck: deck([TOUGH_BOY]) },
      });
      answer(s, { t: 'act', card: idOf(s, 0, 'FL', GOJO), index: 0 });
      expect(unit(s, 0, 'FL').rested).toBe(true);
      expect(codes(s.players[0].drop)).toEqual([BAHR]);
      expect(codes(s.players[0].hand)).toEqual([TOUGH_BOY]);
      expect(events(s, 'payCost')).toHaveLength(1);
      expect(prompt(s)).toBe('vg.main');
      expect(offers(s, { t: 'act' })).toBe(false);
    });
  }

  it('VG2 10.16.1 / VG2 8.5.2.3 with more face-up damage than the cost needs, the player chooses which cards pay', () => {
    const s = scenario({ at: 'main', p0: { vanguard: OASIS, damage: [MARRON, BAHR] } });
    answer(s, { t: 'act', card: idOf(s, 0, 'VC', OASIS), index: 0 });
    expect(prompt(s)).toBe('vg.cost.counterBlast');
    const bahr = idOf(s, 0, 'damage', BAHR);
    expect(s.decision!.options).toEqual([
      { t: 'card', card: idOf(s, 0, 'damage', MARRON) },
      { t: 'card', card: bahr },
    ]);
    answer(s, { t: 'card', card: bahr });
    expect(s.players[0].damage.map((c) => [c.code, c.up])).toEqual([
      [MARRON, true],
      [BAHR, false],
    ]);
  });
});

// --- VG2 8.1.1.1: activated abilities ----------------------------------------------------------------

describe('activated abilities (VG2 8.1.1.1, 8.4.2; VG1 8.1.1.1, 8.4.2)', () => {
  for (const format of BOTH) {
    it(`VG2 8.1.1.1 / VG1 8.1.1.1 an [ACT] is played only by a player with a play timing: the main phase offers it, the guard step never does (${format})`, () => {
      const s = scenario({
        format,
        at: 'main',
        p0: { vanguard: OASIS, rc: { FL: OASIS }, damage: [MARRON], deck: deck() },
        p1: { vanguard: OASIS, rc: { FR: OASIS }, hand: [C.stardust], damage: [MARRON] },
      });
      expect(offers(s, { t: 'act' })).toBe(true);
      mainPass(s);
      attack(s, 'FL', 'VC');
      expect(prompt(s)).toMatch(/^vg\.guard/);
      expect(s.decision!.seat).toBe(1);
      expect(s.decision!.options.map((o) => o.t).sort()).toEqual(
        format === 'cr201' ? ['guard', 'pass'] : ['done', 'guard'],
      );
    });
  }

  for (const format of BOTH) {
    it(`VG2 8.4.2.2 / VG1 8.4.2.2 after an [ACT] resolves the player gets a play timing again; VG2 8.4.2.3 passing ends the main phase (${format})`, () => {
      const s = scenario({ format, at: 'main', p0: { vanguard: OASIS, rc: { FL: OASIS }, damage: [MARRON, MARRON] } });
      answer(s, { t: 'act', card: idOf(s, 0, 'VC', OASIS), index: 0 });
      answer(s, { t: 'card', card: s.players[0].damage[0].id }); // which face-up card pays
      expect(prompt(s)).toBe('vg.main');
      answer(s, { t: 'act', card: idOf(s, 0, 'FL', OASIS), index: 0 });
      expect(prompt(s)).toBe('vg.main');
      expect(pw(s, 0, 'VC')).toBe(8000);
      expect(pw(s, 0, 'FL')).toBe(8000);
      answer(s, { t: 'pass' });
      expect(prompt(s)).toBe('vg.attack');
    });
  }

  for (const format of BOTH) {
    it(`VG2 8.1.1.1.2 an [ACT]'s "If" requirement is checked after its cost: the cost is paid even when it fails (${format})`, () => {
      const s = scenario({ format, at: 'main', p0: { vanguard: GANCELOT, damage: [MARRON, MARRON], soul: [MARRON] } });
      answer(s, { t: 'act', card: idOf(s, 0, 'VC', GANCELOT), index: 0 });
      expect(prompt(s)).toBe('vg.main');
      expect(faceUp(s, 0)).toBe(0);
      expect(events(s, 'payCost')).toHaveLength(1);
      expect(pw(s, 0, 'VC')).toBe(9000);
      expect(critical(s, 0, unit(s, 0, 'VC'))).toBe(1);
    });
  }

  for (const format of BOTH) {
    it(`VG2 8.1.1.1.2 / VG2 8.5.3.5 the requirement met ("Blaster Blade" in the soul): +5000 and Critical +1 until end of turn (${format})`, () => {
      const s = scenario({
        format,
        at: 'main',
        p0: { vanguard: GANCELOT, damage: [MARRON, MARRON], soul: [MARRON, BLASTER_BLADE] },
      });
      answer(s, { t: 'act', card: idOf(s, 0, 'VC', GANCELOT), index: 0 });
      expect(faceUp(s, 0)).toBe(0);
      expect(pw(s, 0, 'VC')).toBe(14000);
      expect(critical(s, 0, unit(s, 0, 'VC'))).toBe(2);
    });
  }

  it('VG2 8.1.1.1 / VG2 8.4.2 the ride phase play timing offers only rides, never an [ACT]', () => {
    const s = scenario({ at: 'ride', p0: { vanguard: OASIS, hand: [KING_OF_SWORD], damage: [MARRON] } });
    expect(prompt(s)).toBe('vg.ride');
    expect(s.decision!.options.map((o) => o.t).sort()).toEqual(['pass', 'ride']);
  });
});

// --- VG2 8.1.1.2: automatic abilities, "when X, if Y" ------------------------------------------------

describe('automatic abilities (VG2 8.1.1.2; VG1 8.1.1.2)', () => {
  for (const format of BOTH) {
    it(`VG2 8.1.1.2.3 / VG1 8.1.1.2.3 "when placed, if you have a «Kagero» vanguard" triggers without one, and does nothing (${format})`, () => {
      const s = scenario({
        format,
        at: 'main',
        p0: { vanguard: BLASTER_BLADE, hand: [BERSERK], damage: [MARRON, MARRON] },
        p1: { rc: { FL: C.wingal } },
      });
      call(s, BERSERK, 'FR');
      expect(played(s)).toEqual([`0:${BERSERK}`]);
      expect(prompt(s)).toBe('vg.main'); // no cost asked: the requirement failed on resolution
      expect(faceUp(s, 0)).toBe(2);
      expect(codes(s.players[1].field.FL)).toEqual([C.wingal]);
    });
  }

  for (const format of BOTH) {
    it(`VG2 8.1.1.2.3 / VG2 8.6.2.1 the "if" is checked on resolution: two Yakshas trigger on one retire, the first rides, the second finds no grade 2 vanguard (${format})`, () => {
      const s = scenario({
        format,
        at: 'main',
        p0: { vanguard: NEHALEM, hand: [BERSERK, YAKSHA, YAKSHA], damage: [MARRON, MARRON] },
        p1: { rc: { FL: C.wingal } },
      });
      call(s, BERSERK, 'FR');
      answer(s, { t: 'yes' });
      answer(s, { t: 'unit', seat: 1, circle: 'FL' });
      // Both copies triggered in the hand (one retire, one instance each) and wait in the hand window (issue 19),
      // where identical copies are one choice.
      expect(prompt(s)).toBe('vg.handAbility');
      const [first, second] = s.players[0].hand.filter((c) => c.code === YAKSHA);
      expect(s.decision!.options).toEqual([{ t: 'auto', source: first.id, index: 0 }, { t: 'none' }]);
      answer(s, { t: 'auto', source: first.id, index: 0 });
      // The second is still waiting, and is played: its "if" finds no grade 2 vanguard.
      expect(s.decision!.options).toEqual([{ t: 'auto', source: second.id, index: 0 }, { t: 'none' }]);
      answer(s, { t: 'auto', source: second.id, index: 0 });
      noHandAbility(s);
      expect(prompt(s)).toBe('vg.main');
      expect(codes(s.players[0].field.VC)).toEqual([YAKSHA]);
      expect(codes(s.players[0].soul)).toEqual([NEHALEM]);
      expect(codes(s.players[0].hand)).toEqual([YAKSHA]);
      expect(played(s)).toEqual([`0:${BERSERK}`, `0:${YAKSHA}`, `0:${YAKSHA}`]);
      expect(events(s, 'ride').filter((e) => e.superior)).toHaveLength(1);
    });
  }

  for (const format of BOTH) {
    it(`VG2 8.1.1.2.3 / VG1 8.1.1.2.3 Randolf's "if your hand is larger": met, +3000; with equal hands it still triggers and is played, and does nothing (${format})`, () => {
      const more = scenario({
        format,
        at: 'battle',
        p0: { vanguard: RANDOLF, hand: [MARRON, MARRON], deck: deck() },
        p1: { hand: [C.stardust] },
      });
      attack(more, 'VC', 'VC');
      expect(pw(more, 0, 'VC')).toBe(11000);
      const equal = scenario({
        format,
        at: 'battle',
        p0: { vanguard: RANDOLF, hand: [MARRON], deck: deck() },
        p1: { hand: [C.stardust] },
      });
      attack(equal, 'VC', 'VC');
      expect(played(equal)).toEqual([`0:${RANDOLF}`]);
      expect(pw(equal, 0, 'VC')).toBe(8000);
    });
  }
});

// --- VG2 8.1.1.3–8.1.1.4, 8.5.1: continuous abilities ------------------------------------------------

describe('continuous abilities (VG2 8.1.1.3, 8.1.1.4, 8.5.1; VG1 8.1.1.3)', () => {
  for (const format of BOTH) {
    it(`VG2 8.1.1.3 / VG2 8.5.1 / VG1 8.1.1.3 / VG1 8.5.1 Dragonic Overlord's -2000 applies while no other «Kagero» is there and stops when one is called; it is never played (${format})`, () => {
      const s = scenario({ format, at: 'main', p0: { vanguard: OVERLORD, rc: { FL: C.wingal }, hand: [BAHR] } });
      expect(pw(s, 0, 'VC')).toBe(9000);
      call(s, BAHR, 'FR');
      expect(pw(s, 0, 'VC')).toBe(11000);
      expect(events(s, 'playAbility')).toHaveLength(0);
      expect(events(s, 'standby')).toHaveLength(0);
    });
  }

  for (const format of BOTH) {
    it(`VG2 8.7.1.1 / VG2 8.7.1.3 / VG1 8.7.1.1 / VG1 8.7.1.3 printed power first, then every increase and decrease: Overlord alone with its [ACT] is 11000 - 2000 + 5000 (${format})`, () => {
      const s = scenario({
        format,
        at: 'main',
        p0: { vanguard: OVERLORD, hand: [BAHR], damage: [MARRON, MARRON, MARRON] },
      });
      answer(s, { t: 'act', card: idOf(s, 0, 'VC', OVERLORD), index: 1 });
      expect(pw(s, 0, 'VC')).toBe(14000);
      call(s, BAHR, 'BC');
      expect(pw(s, 0, 'VC')).toBe(16000);
    });
  }

  it('VG2 8.1.1.4 a (VC/RC) continuous ability also applies on a rear-guard circle: Overlord on (RC) with a «Royal Paladin» vanguard', () => {
    const alone = scenario({ at: 'main', p0: { vanguard: C.wingal, rc: { FL: OVERLORD } } });
    expect(pw(alone, 0, 'FL')).toBe(9000);
    const withKagero = scenario({ at: 'main', p0: { vanguard: C.wingal, rc: { FL: OVERLORD, BR: BAHR } } });
    expect(pw(withKagero, 0, 'FL')).toBe(11000);
  });

  it('VG2 8.1.1.3 a «Kagero» on the guardian circle is not a vanguard or rear-guard: the guarded Overlord stays at 9000 + shield', () => {
    const s = scenario({
      at: 'battle',
      p0: { vanguard: C.brigitte, deck: deck() },
      p1: { vanguard: OVERLORD, rc: { FL: C.wingal }, hand: [C.undeux, C.stardust] },
    });
    attack(s, 'VC', 'VC');
    expect(prompt(s)).toBe('vg.guard');
    answer(s, { t: 'guard', card: idOf(s, 1, 'hand', C.undeux) });
    expect(codes(s.players[1].field.GC)).toEqual([C.undeux]);
    expect(pw(s, 1, 'VC')).toBe(9000 + 10000);
  });

  for (const format of BOTH) {
    it(`VG2 8.1.1.3 / VG1 8.1.1.3 / VG2 3.1.1.3.1 Sakuya's +4000 holds only on (VC), during its master's turn, while the hand has four or more cards (${format})`, () => {
      const s = scenario({ format, at: 'main', p0: { vanguard: SAKUYA, hand: [MARRON, MARRON, MARRON, MARRON] } });
      expect(pw(s, 0, 'VC')).toBe(14000);
      call(s, MARRON, 'FL');
      expect(s.players[0].hand).toHaveLength(3);
      expect(pw(s, 0, 'VC')).toBe(10000);

      const theirTurn = scenario({
        format,
        at: 'main',
        turnPlayer: 1,
        p0: { vanguard: SAKUYA, hand: [MARRON, MARRON, MARRON, MARRON] },
      });
      expect(pw(theirTurn, 0, 'VC')).toBe(10000);

      const onRC = scenario({
        format,
        at: 'main',
        p0: { vanguard: WISEMAN, rc: { FL: SAKUYA }, hand: [MARRON, MARRON, MARRON, MARRON] },
      });
      expect(pw(onRC, 0, 'FL')).toBe(10000);
    });
  }
});

// --- VG2 8.2.1: one-shot and continuous effects, durations -----------------------------------------

describe('effects and their durations (VG2 8.2.1; VG1 8.2.1)', () => {
  for (const format of BOTH) {
    it(`VG2 8.2.1.1 / VG1 8.2.1.1 a one-shot effect ("draw a card") is done on resolution and never undone (${format})`, () => {
      const s = scenario({
        format,
        at: 'main',
        p0: { vanguard: WISEMAN, hand: [LUCK_BIRD], soul: [MARRON, MARRON], deck: deck([TOUGH_BOY]) },
      });
      call(s, LUCK_BIRD, 'FL');
      expect(prompt(s)).toBe('vg.payCost');
      answer(s, { t: 'yes' });
      expect(codes(s.players[0].hand)).toEqual([TOUGH_BOY]);
      expect(codes(s.players[0].drop)).toEqual([MARRON, MARRON]);
      toNextTurn(s);
      expect(codes(s.players[0].hand)).toEqual([TOUGH_BOY]);
    });
  }

  for (const format of BOTH) {
    it(`VG2 8.2.1.2 / VG1 8.2.1.2 / VG2 7.8.1.2 VG-077 "until end of that battle" lasts through the battle and ends in its close step (${format})`, () => {
      const s = scenario({
        format,
        at: 'battle',
        p0: { vanguard: BORS, rc: { FL: MARRON }, damage: [MARRON], deck: deck() },
        p1: { hand: [C.stardust] },
      });
      attack(s, 'VC', 'VC');
      answer(s, { t: 'yes' });
      expect(pw(s, 0, 'VC')).toBe(13000);
      endGuard(s);
      expect(prompt(s)).toBe('vg.attack');
      expect(timings(s)).toContain('closeStep+endOfBattle');
      expect(pw(s, 0, 'VC')).toBe(10000);
      expect(unit(s, 0, 'VC').mods).toBeNull();
    });
  }

  for (const format of BOTH) {
    it(`VG2 8.2.1.2 / VG2 6.8.1.4 / VG2 8.6.6 / VG2 8.6.2.1 VG-077 VG-061 "until end of turn" outlives the battle and the end-phase check timing; two boosters set two timed triggers (${format})`, () => {
      const s = scenario({
        format,
        at: 'battle',
        p0: {
          vanguard: MARRON,
          rc: { FL: MORGANA, BL: LOZENGE, FR: MARRON, BR: LOZENGE },
          hand: [BAHR],
          deck: deck(),
        },
        p1: { hand: [C.stardust] },
      });
      const [lozengeL, lozengeR] = [idOf(s, 0, 'BL', LOZENGE), idOf(s, 0, 'BR', LOZENGE)];
      attack(s, 'FL', 'VC', true);
      // Morgana's "attacks" and Lozenge Magus' "boosts" both wait: their master orders them.
      expect(prompt(s)).toBe('vg.playAuto');
      answer(s, { t: 'auto', source: idOf(s, 0, 'FL', MORGANA), index: 0 });
      answer(s, { t: 'yes' }); // discard Bahr
      expect(codes(s.players[0].drop)).toEqual([BAHR]);
      expect(prompt(s)).toMatch(/^vg\.guard/);
      expect(pw(s, 0, 'FL')).toBe(6000 + 4000 + 3000 + 3000); // +4000, +3000 from Lozenge's auto, boost 3000
      endGuard(s);
      attack(s, 'FR', 'VC', true);
      expect(prompt(s)).toMatch(/^vg\.guard/);
      expect(pw(s, 0, 'FR')).toBe(8000 + 3000 + 3000);
      endGuard(s);
      expect(pw(s, 0, 'FL')).toBe(10000); // the battle bonus is gone, the turn bonus stays
      expect(prompt(s)).toBe('vg.attack');
      answer(s, { t: 'no' });
      // Beginning of the end phase: both timed triggers wait, one per boost.
      expect(prompt(s)).toBe('vg.playAuto');
      expect(timings(s).at(-1)).toBe('endPhase+endOfTurn');
      expect(s.decision!.options).toEqual([
        { t: 'auto', source: lozengeL, index: -1 },
        { t: 'auto', source: lozengeR, index: -1 },
      ]);
      expect(pw(s, 0, 'FL')).toBe(10000); // still there during the end phase's check timing
      answer(s, { t: 'auto', source: lozengeR, index: -1 });
      // The chosen one first, then the other (the last one left needs no choice).
      expect(
        events(s, 'move')
          .filter((e) => e.to === 'deck' && e.seat === 0)
          .map((e) => e.from),
      ).toEqual(['BR', 'BL']);
      autoplay(s, (x) => x.turnPlayer === 1);
      expect(s.players[0].field.BL).toHaveLength(0);
      expect(s.players[0].field.BR).toHaveLength(0);
      expect(s.players[0].deck.filter((c) => c.code === LOZENGE)).toHaveLength(2);
      expect(pw(s, 0, 'FL')).toBe(6000);
    });
  }
});

// --- VG2 8.4: check timing and play timing ----------------------------------------------------------

describe('check timing (VG2 8.4.1, 8.4.2; VG1 8.4.1, 8.4.2)', () => {
  for (const format of BOTH) {
    it(`VG2 8.4.1.1 / VG1 8.4.1.1 rule actions come first: the overloaded rear-guard is in the drop before the "placed" auto resolves (${format})`, () => {
      const s = scenario({
        format,
        at: 'main',
        p0: { vanguard: MARRON, rc: { FL: C.wingal, BL: MARRON }, hand: [UNICORN] },
      });
      call(s, UNICORN, 'FL');
      expect(prompt(s)).toBe('vg.chooseUnit');
      expect(codes(s.players[0].drop)).toEqual([C.wingal]);
      expect(s.decision!.options).toEqual([
        { t: 'unit', seat: 0, circle: 'VC' },
        { t: 'unit', seat: 0, circle: 'BL' },
      ]);
      const log = (s.log ?? []).map((l) => l.e as unknown as Record<string, unknown>);
      const retired = log.findIndex((e) => e.t === 'move' && e.from === 'FL' && e.to === 'drop');
      const playedAt = log.findIndex((e) => e.t === 'playAbility');
      expect(retired).toBeGreaterThan(-1);
      expect(retired).toBeLessThan(playedAt);
      answer(s, { t: 'unit', seat: 0, circle: 'BL' });
      expect(pw(s, 0, 'BL')).toBe(10000);
    });
  }

  for (const format of BOTH) {
    it(`VG2 8.4.1.2 / VG2 8.4.1.3 / VG2 8.6.3.1 / VG1 8.4.1.2 / VG1 8.6.3.1 the turn player's waiting autos resolve first, then the non-turn player's, whose master orders them (${format}; ver. 1.10's 8.4.1.3 names the turn player as chooser, DEFAULT its master per 8.6.3.1)`, () => {
      const s = scenario({
        format,
        at: 'main',
        p0: { vanguard: WISEMAN, rc: { FR: SWORD_DANCER }, hand: [DARK_CAT], deck: deck() },
        p1: { rc: { FL: SWORD_DANCER, FR: SWORD_DANCER } },
      });
      call(s, DARK_CAT, 'FL');
      expect(prompt(s)).toBe('vg.mayDraw');
      expect(s.decision!.seat).toBe(0); // VG2 1.3.4: the turn player chooses first
      answer(s, { t: 'yes' });
      expect(s.decision!.seat).toBe(1);
      answer(s, { t: 'yes' });
      // Player 1's two Sword Dancer Angels wait; player 1 (their master) picks the order.
      expect(prompt(s)).toBe('vg.playAuto');
      expect(s.decision!.seat).toBe(1);
      expect(pw(s, 0, 'FR')).toBe(9000);
      expect(pw(s, 1, 'FL')).toBe(8000);
      answer(s, { t: 'auto', source: idOf(s, 1, 'FR', SWORD_DANCER), index: 0 });
      expect(prompt(s)).toBe('vg.main');
      expect(pw(s, 1, 'FL')).toBe(9000);
      expect(pw(s, 1, 'FR')).toBe(9000);
      expect(played(s)).toEqual([`0:${DARK_CAT}`, `0:${SWORD_DANCER}`, `1:${SWORD_DANCER}`, `1:${SWORD_DANCER}`]);
      const order = events(s, 'playAbility').map((e) => (e.card as { id: number }).id);
      expect(order[2]).toBe(idOf(s, 1, 'FR', SWORD_DANCER));
    });
  }

  for (const format of BOTH) {
    it(`VG2 8.4.1.2 / VG1 8.4.1.2 after each auto resolves, rule actions are performed again before the next auto: a unit called onto an occupied circle has replaced it (${format})`, () => {
      const s = scenario({
        format,
        at: 'ride',
        p0: {
          vanguard: LIBERATOR,
          rc: { FL: GARETH, BL: GARETH },
          hand: [GARMORE],
          damage: [MARRON, MARRON, { code: MARRON, faceDown: true }, { code: MARRON, faceDown: true }],
          deck: deck([BEAUMAINS]),
        },
      });
      answer(s, { t: 'ride', card: idOf(s, 0, 'hand', GARMORE) });
      answer(s, { t: 'auto', source: idOf(s, 0, 'VC', GARMORE), index: 1 });
      answer(s, { t: 'yes' });
      answer(s, { t: 'card', card: idOf(s, 0, 'deck', BEAUMAINS) });
      answer(s, { t: 'unit', seat: 0, circle: 'FL' }); // onto Gareth
      // The Liberator's auto resolves next; the old Gareth is already in the drop zone.
      expect(prompt(s)).toBe('vg.chooseUnit');
      expect(codes(s.players[0].drop)).toEqual([GARETH]);
      expect(codes(s.players[0].field.FL)).toEqual([BEAUMAINS]);
      expect(s.decision!.options).toEqual([
        { t: 'unit', seat: 0, circle: 'FL' },
        { t: 'unit', seat: 0, circle: 'BL' },
        { t: 'none' },
      ]);
    });
  }

  for (const format of BOTH) {
    it(`VG2 8.4.2.1 / VG1 8.4.2.1 / VG2 8.1.1.2.1 / VG2 8.5.5.1 a check timing comes before the play timing: the main phase's "at the beginning" auto resolves before the main phase offers anything (${format})`, () => {
      const s = scenario({
        format,
        at: 'main',
        p0: { vanguard: INVINCIBLE, damage: [{ code: MARRON, faceDown: true }, MARRON], deck: deck([TOUGH_BOY]) },
      });
      // "Soul Charge (1)" names no player: its master's deck and soul (VG2 8.5.5.1).
      expect(codes(s.players[0].soul)).toEqual([TOUGH_BOY]);
      expect(s.players[1].soul).toHaveLength(0);
      expect(s.players[1].deck).toHaveLength(20);
      expect(prompt(s)).toBe('vg.counterCharge');
      const down = s.players[0].damage[0];
      expect(s.decision!.options).toEqual([{ t: 'card', card: down.id }]);
      answer(s, { t: 'card', card: down.id });
      expect(faceUp(s, 0)).toBe(2);
      expect(prompt(s)).toBe('vg.main');
    });
  }
});

// --- VG2 8.5.4–8.5.5: choices and omitted players, zones and units ----------------------------------

describe('choices and defaults (VG2 8.5.4, 8.5.5; VG1 8.5.3)', () => {
  for (const format of BOTH) {
    it(`VG2 8.5.4 / VG2 8.5.4.1 / VG1 8.5.3.1 "choose one" is chosen on resolution and may not be declined while a choice exists (${format})`, () => {
      const s = scenario({
        format,
        at: 'ride',
        p0: { vanguard: MARRON, hand: [BLASTER_BLADE], damage: [MARRON, MARRON] },
        p1: { rc: { FL: C.wingal, FR: C.gallatin } },
      });
      answer(s, { t: 'ride', card: idOf(s, 0, 'hand', BLASTER_BLADE) });
      answer(s, { t: 'yes' });
      expect(prompt(s)).toBe('vg.chooseUnit');
      expect(s.decision!.options).toEqual([
        { t: 'unit', seat: 1, circle: 'FL' },
        { t: 'unit', seat: 1, circle: 'FR' },
      ]);
      expect(() => act(s, 0, { t: 'none' })).toThrow(IllegalAnswer);
      answer(s, { t: 'unit', seat: 1, circle: 'FR' });
      // VG2 8.5.5.2: "retire it" names no zone: the card goes to its owner's drop zone.
      expect(codes(s.players[1].drop)).toEqual([C.gallatin]);
      expect(s.players[0].drop).toHaveLength(0);
    });
  }

  for (const format of BOTH) {
    it(`VG2 8.5.4.1.1 / VG1 8.5.3.1.1 "choose up to three" may choose none (${format})`, () => {
      const s = scenario({
        format,
        at: 'ride',
        p0: {
          vanguard: LIBERATOR,
          rc: { FL: GARETH },
          hand: [GOLD_DRAGON],
          damage: [MARRON, MARRON, MARRON, MARRON],
        },
      });
      answer(s, { t: 'ride', card: idOf(s, 0, 'hand', GOLD_DRAGON) });
      expect(prompt(s)).toBe('vg.chooseUnit');
      expect(s.decision!.options).toEqual([{ t: 'unit', seat: 0, circle: 'FL' }, { t: 'none' }]);
      answer(s, { t: 'none' });
      expect(prompt(s)).toBe('vg.main');
      expect(pw(s, 0, 'VC')).toBe(20000);
      expect(pw(s, 0, 'FL')).toBe(8000);
    });
  }

  for (const format of BOTH) {
    it(`VG2 8.5.4.1.3 / VG1 8.5.3.1.3 with nothing to choose the choice is not made and its effect is skipped (${format})`, () => {
      const s = scenario({ format, at: 'main', p0: { vanguard: NEHALEM, rc: { BL: BAHR }, hand: [UNICORN] } });
      call(s, UNICORN, 'FL');
      expect(played(s)).toEqual([`0:${UNICORN}`]);
      expect(prompt(s)).toBe('vg.main');
      expect(events(s, 'modify')).toHaveLength(0);
    });
  }
});

// --- VG2 8.6: resolving automatic abilities -------------------------------------------------------

describe('standing by and playing automatic abilities (VG2 8.6.1–8.6.4; VG1 8.6.1–8.6.3)', () => {
  for (const format of BOTH) {
    it(`VG2 8.6.1 / VG2 8.6.2 / VG2 3.1.1.2.3 / VG1 8.6.1 / VG1 8.6.2 an auto stands by when its event happens and is played at the next check timing, not before (${format})`, () => {
      const s = scenario({
        format,
        at: 'battle',
        p0: { vanguard: MARRON, rc: { FL: BORS, BL: MARRON }, damage: [MARRON], deck: deck() },
      });
      expect(prompt(s)).toBe('vg.attack');
      answer(s, { t: 'yes' });
      answer(s, { t: 'circle', circle: 'FL' });
      answer(s, { t: 'circle', circle: 'VC' });
      expect(prompt(s)).toBe('vg.boost');
      expect(events(s, 'standby')).toHaveLength(1);
      expect(s.standby).toHaveLength(1);
      expect(events(s, 'playAbility')).toHaveLength(0);
      answer(s, { t: 'yes' });
      expect(prompt(s)).toBe('vg.payCost');
      expect(played(s)).toEqual([`0:${BORS}`]);
      expect(s.standby).toHaveLength(0);
    });
  }

  for (const format of BOTH) {
    it(`VG2 8.6.2.1 / VG1 8.6.2.1 / VG2 3.12.3 VG-061 "draw two cards" meets "when you draw" twice: two instances stand by and both resolve (${format})`, () => {
      const s = scenario({
        format,
        at: 'battle',
        p0: { vanguard: APOLLON, rc: { FR: SWORD_DANCER }, hand: [BAHR], damage: [MARRON, MARRON], deck: deck() },
      });
      attack(s, 'VC', 'VC');
      // The two drive checks put cards into the hand but are not draws.
      expect(prompt(s)).toBe('vg.payCost');
      expect(s.players[0].hand).toHaveLength(3);
      answer(s, { t: 'yes' });
      expect(s.players[0].hand).toHaveLength(5);
      expect(prompt(s)).toBe('vg.handToDeck');
      answer(s, { t: 'card', card: idOf(s, 0, 'hand', BAHR) });
      expect(s.players[0].hand).toHaveLength(4);
      expect(events(s, 'standby').filter((e) => (e.card as { code: string }).code === SWORD_DANCER)).toHaveLength(2);
      expect(played(s).filter((p) => p === `0:${SWORD_DANCER}`)).toHaveLength(2);
      expect(events(s, 'modify').map((e) => e.n)).toEqual([1000, 1000]);
    });
  }

  for (const format of BOTH) {
    it(`VG2 8.6.3 / VG2 8.6.3.1 / VG1 8.6.3.1 the master chooses the order of their waiting autos, and the order changes the outcome (${format})`, () => {
      const build = () =>
        scenario({
          format,
          at: 'ride',
          p0: {
            vanguard: LIBERATOR,
            rc: { FL: GARETH },
            hand: [GARMORE],
            damage: [MARRON, MARRON, { code: MARRON, faceDown: true }, { code: MARRON, faceDown: true }],
            deck: deck([BEAUMAINS]),
          },
        });
      // Garmore first: the unit it calls is there when the Liberator's "up to three rear-guards" resolves.
      const a = build();
      answer(a, { t: 'ride', card: idOf(a, 0, 'hand', GARMORE) });
      expect(prompt(a)).toBe('vg.playAuto');
      const garmore = idOf(a, 0, 'VC', GARMORE);
      const liberator = idOf(a, 0, 'soul', LIBERATOR);
      expect(a.decision!.options).toEqual([
        { t: 'auto', source: garmore, index: 1 },
        { t: 'auto', source: liberator, index: 0 },
      ]);
      answer(a, { t: 'auto', source: garmore, index: 1 });
      answer(a, { t: 'yes' });
      answer(a, { t: 'card', card: idOf(a, 0, 'deck', BEAUMAINS) });
      answer(a, { t: 'unit', seat: 0, circle: 'FR' });
      expect(prompt(a)).toBe('vg.chooseUnit');
      expect(a.decision!.options).toEqual([
        { t: 'unit', seat: 0, circle: 'FL' },
        { t: 'unit', seat: 0, circle: 'FR' },
        { t: 'none' },
      ]);
      answer(a, { t: 'unit', seat: 0, circle: 'FL' });
      answer(a, { t: 'unit', seat: 0, circle: 'FR' });
      expect(prompt(a)).toBe('vg.main');
      expect([pw(a, 0, 'VC'), pw(a, 0, 'FL'), pw(a, 0, 'FR')]).toEqual([20000, 13000, 15000]);

      // The Liberator first: only the unit already there can get +5000.
      const b = build();
      answer(b, { t: 'ride', card: idOf(b, 0, 'hand', GARMORE) });
      answer(b, { t: 'auto', source: idOf(b, 0, 'soul', LIBERATOR), index: 0 });
      expect(b.decision!.options).toEqual([{ t: 'unit', seat: 0, circle: 'FL' }, { t: 'none' }]);
      answer(b, { t: 'unit', seat: 0, circle: 'FL' });
      answer(b, { t: 'yes' });
      answer(b, { t: 'card', card: idOf(b, 0, 'deck', BEAUMAINS) });
      answer(b, { t: 'unit', seat: 0, circle: 'FR' });
      expect(prompt(b)).toBe('vg.main');
      expect([pw(b, 0, 'VC'), pw(b, 0, 'FL'), pw(b, 0, 'FR')]).toEqual([20000, 13000, 10000]);
    });
  }

  for (const format of BOTH) {
    it(`VG2 8.6.3.1 / VG1 8.6.3.1 VG-062 a waiting mandatory auto cannot be declined: the choice offers only which to play (${format})`, () => {
      const s = scenario({
        format,
        at: 'ride',
        p0: { vanguard: LIBERATOR, hand: [GARMORE], damage: [MARRON, MARRON, MARRON, MARRON], deck: deck() },
      });
      answer(s, { t: 'ride', card: idOf(s, 0, 'hand', GARMORE) });
      expect(prompt(s)).toBe('vg.playAuto');
      expect(s.decision!.options.every((o) => o.t === 'auto')).toBe(true);
      const before = JSON.stringify(s);
      for (const no of [{ t: 'pass' }, { t: 'no' }, { t: 'none' }] as const) {
        expect(() => act(s, 0, no)).toThrow(IllegalAnswer);
      }
      expect(JSON.stringify(s)).toBe(before);
    });
  }
});

describe('zone-changing and timed triggers (VG2 8.6.5, 8.6.6, 8.6.8; VG1 8.6.4, 8.6.5, 8.6.7)', () => {
  for (const format of BOTH) {
    it(`VG2 8.6.5 / VG2 8.6.5.1.4 / VG1 8.6.4 / VG1 8.6.4.1.4 / VG2 3.1.1.3.10 VG-070 "when another «Nova Grappler» rides this unit" triggers as the card goes to the soul and resolves from there (${format})`, () => {
      const s = scenario({ format, at: 'ride', p0: { vanguard: BATTLERAIZER, hand: [TOUGH_BOY], deck: deck() } });
      answer(s, { t: 'ride', card: idOf(s, 0, 'hand', TOUGH_BOY) });
      expect(prompt(s)).toBe('vg.optional');
      // Resolving now, after the rule action put the old vanguard into the soul.
      expect(codes(s.players[0].soul)).toEqual([BATTLERAIZER]);
      expect(played(s)).toEqual([`0:${BATTLERAIZER}`]);
      answer(s, { t: 'yes' });
      expect(prompt(s)).toBe('vg.callTo');
      answer(s, { t: 'unit', seat: 0, circle: 'BC' });
      expect(codes(s.players[0].field.BC)).toEqual([BATTLERAIZER]);
      expect(s.players[0].field.BC[0].rested).toBe(false);
      expect(s.players[0].soul).toHaveLength(0);
      expect(prompt(s)).toBe('vg.main');
    });
  }

  it('VG2 11.7.1 / VG2 8.6.5.1.4 the forerunner does not trigger for a rider of another clan, nor later from the soul', () => {
    const other = scenario({ at: 'ride', p0: { vanguard: BATTLERAIZER, hand: [MARRON], deck: deck() } });
    answer(other, { t: 'ride', card: idOf(other, 0, 'hand', MARRON) });
    expect(prompt(other)).toBe('vg.main');
    expect(events(other, 'standby')).toHaveLength(0);
    expect(codes(other.players[0].soul)).toEqual([BATTLERAIZER]);

    const later = scenario({
      at: 'ride',
      p0: { vanguard: BATTLERAIZER, hand: [TOUGH_BOY, KING_OF_SWORD], deck: deck() },
    });
    answer(later, { t: 'ride', card: idOf(later, 0, 'hand', TOUGH_BOY) });
    answer(later, { t: 'no' });
    toNextTurn(later);
    toNextTurn(later);
    autoplay(later, (x) => prompt(x) === 'vg.ride');
    answer(later, { t: 'ride', card: idOf(later, 0, 'hand', KING_OF_SWORD) });
    expect(prompt(later)).toBe('vg.main');
    expect(events(later, 'standby')).toHaveLength(1);
    expect(codes(later.players[0].soul)).toEqual([BATTLERAIZER, TOUGH_BOY]);
  });

  for (const format of BOTH) {
    it(`VG2 8.6.6 / VG2 8.6.6.1 / VG1 8.6.5 / VG1 8.6.5.1 a timed trigger plays once, at the beginning of that turn's end phase (${format})`, () => {
      const s = scenario({
        format,
        at: 'battle',
        p0: { vanguard: MARRON, rc: { FL: KING_OF_SWORD, BL: BATTLERAIZER }, deck: deck() },
        p1: { hand: [C.stardust] },
      });
      attack(s, 'FL', 'VC', true);
      expect(pw(s, 0, 'FL')).toBe(10000 + 3000 + 3000);
      expect(s.delayed).toHaveLength(1);
      endGuard(s);
      expect(prompt(s)).toBe('vg.attack');
      expect(codes(s.players[0].field.BL)).toEqual([BATTLERAIZER]);
      answer(s, { t: 'no' });
      expect(s.turnPlayer).toBe(1);
      expect(s.players[0].field.BL).toHaveLength(0);
      expect(s.players[0].deck.filter((c) => c.code === BATTLERAIZER)).toHaveLength(1);
      expect(s.delayed).toHaveLength(0);
      const log = (s.log ?? []).map((l) => l.e as unknown as Record<string, unknown>);
      const endPhase = log.findIndex((e) => e.t === 'timing' && (e.timings as string[]).includes('endPhase'));
      const returned = log.findIndex((e) => e.t === 'move' && e.from === 'BL' && e.to === 'deck');
      const shuffled = log.findIndex((e, i) => i > returned && e.t === 'shuffle' && e.seat === 0);
      expect(endPhase).toBeLessThan(returned);
      expect(returned).toBeLessThan(shuffled);
      // Once: nothing more happens at later end phases.
      toNextTurn(s);
      toNextTurn(s);
      expect(played(s).filter((p) => p === `0:${BATTLERAIZER}`)).toHaveLength(2);
    });
  }

  for (const format of BOTH) {
    it(`VG2 8.6.6.1 / VG2 8.6.8 / VG1 8.6.5.1 / VG1 8.6.7 VG-071 VG-061 a unit that boosts twice sets two timed triggers; the first returns it, the second is still played and finds nothing to move (${format})`, () => {
      const s = scenario({
        format,
        at: 'battle',
        p0: {
          vanguard: INVINCIBLE,
          rc: { FL: KING_OF_SWORD, BL: BATTLERAIZER },
          soul: Array.from({ length: 8 }, () => MARRON),
          damage: [MARRON, MARRON, MARRON, MARRON, MARRON],
          deck: deck(),
        },
      });
      attack(s, 'FL', 'VC', true); // boost 1
      attack(s, 'VC', 'VC');
      answer(s, { t: 'yes' }); // SB8 & CB5: stand all your units
      expect(unit(s, 0, 'BL').rested).toBe(false);
      attack(s, 'FL', 'VC', true); // boost 2
      expect(s.delayed).toHaveLength(2);
      expect(prompt(s)).toBe('vg.attack');
      answer(s, { t: 'no' });
      expect(s.turnPlayer).toBe(1);
      const timed = events(s, 'playAbility').filter((e) => e.index === -1);
      expect(timed).toHaveLength(2);
      expect(events(s, 'move').filter((e) => e.from === 'BL')).toHaveLength(1);
      expect(s.players[0].field.BL).toHaveLength(0);
      expect(s.players[0].deck.filter((c) => c.code === BATTLERAIZER)).toHaveLength(1);
    });
  }
});

// --- VG2 8.7: continuous effects and zone changes ---------------------------------------------------

describe('continuous effects and zone changes (VG2 8.7.3; VG1 8.7.3)', () => {
  for (const format of BOTH) {
    it(`VG2 8.7.3 / VG1 8.7.3 / VG2 4.6.6.2 VG-075 an effect from an [ACT] stays on a unit that moves circle to circle (${format})`, () => {
      const s = scenario({ format, at: 'main', p0: { vanguard: MARRON, rc: { FL: OASIS }, damage: [MARRON] } });
      const id = idOf(s, 0, 'FL', OASIS);
      answer(s, { t: 'act', card: id, index: 0 });
      expect(pw(s, 0, 'FL')).toBe(8000);
      answer(s, { t: 'swap', a: 'FL', b: 'BL' });
      expect(s.players[0].field.FL).toHaveLength(0);
      expect(unit(s, 0, 'BL').id).toBe(id);
      expect(pw(s, 0, 'BL')).toBe(8000);
    });
  }

  for (const format of BOTH) {
    it(`VG2 8.7.3 / VG2 4.1.4 / VG1 8.7.3 VG-075 the effect does not follow a unit returned to the hand and called again (${format})`, () => {
      const s = scenario({
        format,
        at: 'draw',
        p0: { vanguard: WISEMAN, rc: { FL: SWORD_DANCER }, hand: [SAKUYA], deck: deck() },
      });
      if (prompt(s) === 'vg.gAssist') answer(s, { t: 'no' }); // asked with "no" alone (issue 19)
      expect(prompt(s)).toBe('vg.ride');
      expect(pw(s, 0, 'FL')).toBe(9000); // "when you draw": +1000 until end of turn
      answer(s, { t: 'ride', card: idOf(s, 0, 'hand', SAKUYA) });
      // Sakuya, placed on (VC): all «Oracle Think Tank» rear-guards return to the hand.
      expect(s.players[0].field.FL).toHaveLength(0);
      expect(codes(s.players[0].hand)).toEqual([MARRON, SWORD_DANCER]);
      call(s, SWORD_DANCER, 'FR');
      expect(pw(s, 0, 'FR')).toBe(8000);
      expect(unit(s, 0, 'FR').mods).toBeNull();
    });
  }
});
