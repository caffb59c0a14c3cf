// Rules tests for the specific actions and keywords the trial decks use (VG2 sections 10 and 11; VG1
// section 10: 10.1.x specific actions, 10.2.x keyword abilities, where Limit Break is always LB4).
// Every position is built with the scenario builder from real trial-deck cards and played with `answer`.
import { describe, expect, it } from 'vitest';
import { eventsFor } from '../../src/core/engine.ts';
import type { GameEvent, Seat } from '../../src/core/types.ts';
import { drive } from '../../src/games/vanguard/characteristics.ts';
import type { FormatId } from '../../src/games/vanguard/formats.ts';
import type { VGState } from '../../src/games/vanguard/state.ts';
import { moveCard } from '../../src/games/vanguard/zones.ts';
import { answer, C, events, idOf, offers, prompt, scenario, noHandAbility } from './scenario.ts';
import { attack, call, codes, deck, endGuard, faceUp, played, pw, toNextTurn, unit } from './cards/helpers.ts';

const BOTH: readonly FormatId[] = ['cr201', 'cr110'];

// Trial-deck cards used here (stats in data/vanguard/original-td.cards.json).
const GANCELOT = 'TD01/003'; // g3 9000, [ACT](Hand) reveal, put on deck top: search "Blaster Blade"
const BLASTER_BLADE = 'TD01/005'; // g2 9000
const MARRON = 'TD01/008'; // g1 8000, vanilla
const MORGANA = 'TD01/011'; // g1 6000, [AUTO](VC/RC) discard 1: attacks → +4000 (turn)
const OVERLORD = 'TD02/001'; // g3 11000, [ACT](VC/RC) CB3: +5000, gets "hits a rear-guard: stand", loses Twin Drive!!
const YAKSHA = 'TD02/003'; // g3 9000, [AUTO](Hand) superior ride
const NEHALEM = 'TD02/004'; // g2 10000, vanilla «Kagero»
const BERSERK = 'TD02/005'; // g2 9000, [AUTO] CB2 placed, «Kagero» vanguard: retire g2 or less
const TEJAS = 'TD02/006'; // g2 8000, [CONT](VC/RC) may attack the back-row unit of its column
const BAHR = 'TD02/007'; // g1 8000, vanilla «Kagero»
const JOKA = 'TD02/010'; // g1 6000, [AUTO](RC) opponent's rear-guard to drop in your main phase: +3000
const RAKSHASA = 'TD02/016'; // g0 3000 critical trigger, same ability ("retired")
const RUTILE = 'TD03/001'; // g3 10000, (VC) rear-guard hits a vanguard: counter charge 1; CB2 hits a vanguard: stand a «NG» rear-guard
const INVINCIBLE = 'TD03/003'; // g3 10000, (VC) main phase begins: soul charge 1, counter charge 1; SB8 & CB5 hits: stand all
const KING_OF_SWORD = 'TD03/004'; // g2 10000, vanilla «Nova Grappler»
const NGM = 'TD03/006'; // g2 8000, intercepts, «NG» vanguard: Shield +5000
const TOUGH_BOY = 'TD03/007'; // g1 8000, vanilla «Nova Grappler»
const OASIS = 'TD03/008'; // g1 7000, [ACT](VC/RC) CB1: +1000
const WISEMAN = 'TD04/004'; // g2 10000, vanilla «Oracle Think Tank»
const MAPLE = 'TD04/010'; // g1 6000 «Oracle Think Tank», no ability on being placed
const LUCK_BIRD = 'TD04/011'; // g1 5000, [AUTO] SB2 placed on (RC), «OTT» vanguard: draw
const LOZENGE = 'TD04/015'; // g0 3000, forerunner
const GARMORE = 'TD05/001'; // g3 10000, LB4 attacks a vanguard +5000; CB2 placed on (VC): search & call
const BEAUMAINS = 'TD05/004'; // g2 10000, vanilla «Gold Paladin»
const GARETH = 'TD05/008'; // g1 8000, vanilla «Gold Paladin»
const WITCH = 'TD05/013'; // g1 5000, [AUTO] SB2 placed on (RC), «GP» vanguard: draw
const NAVALGAZER = 'TD07/001'; // g3 10000, [ACT](VC) LB4 CB2: +3000 and an AUTO; (VC) attacks, third battle+: +3000
const LAZARUS = 'TD07/004'; // g2 10000, vanilla «Aqua Force»
const THEO = 'TD07/008'; // g1 8000, vanilla «Aqua Force»
const LIBERATOR = 'TD08/001'; // g3 11000, LB4 ridden by a «GP»: vanguard +10000…; Lord

// --- helpers ---------------------------------------------------------------------------------------

function seen(s: VGState, seat: Seat, t: string): Record<string, unknown>[] {
  return eventsFor(s, seat)
    .filter((e: GameEvent) => e.t === t)
    .map((e) => e as unknown as Record<string, unknown>);
}

// --- VG2 section 10 / VG1 10.1: specific actions -------------------------------------------------------

describe('draw, discard, retire (VG2 10.2–10.4; VG1 10.1.1–10.1.3)', () => {
  for (const format of BOTH) {
    it(`VG2 10.2.1 / VG2 3.12.2 / VG1 10.1.1.1 "draw a card" moves the top card of the deck to the hand, unseen by the opponent (${format})`, () => {
      const s = scenario({
        format,
        at: 'main',
        p0: { vanguard: WISEMAN, hand: [LUCK_BIRD], soul: [MARRON, MARRON], deck: deck([TOUGH_BOY, BAHR]) },
      });
      const top = s.players[0].deck.at(-1)!;
      expect(top.code).toBe(TOUGH_BOY);
      call(s, LUCK_BIRD, 'FL');
      answer(s, { t: 'yes' });
      expect(codes(s.players[0].hand)).toEqual([TOUGH_BOY]);
      expect(s.players[0].deck.at(-1)!.code).toBe(BAHR);
      const theirView = seen(s, 1, 'move').filter((e) => e.seat === 0 && e.from === 'deck' && e.to === 'hand');
      expect(theirView).toEqual([{ t: 'move', seat: 0, from: 'deck', to: 'hand' }]);
      const ownView = seen(s, 0, 'move').filter((e) => e.seat === 0 && e.from === 'deck' && e.to === 'hand');
      expect((ownView[0].card as { code: string }).code).toBe(TOUGH_BOY);
    });
  }

  for (const format of BOTH) {
    it(`VG2 10.3.1 / VG2 10.3.1.1 / VG1 10.1.2.1 discarding as a cost: the chosen hand card goes to the drop zone (${format})`, () => {
      const s = scenario({
        format,
        at: 'battle',
        p0: { vanguard: MORGANA, hand: [BAHR, TOUGH_BOY], deck: deck() },
        p1: { hand: [C.stardust] },
      });
      attack(s, 'VC', 'VC');
      answer(s, { t: 'yes' });
      expect(prompt(s)).toBe('vg.cost.discard');
      expect(s.decision!.options).toEqual([
        { t: 'card', card: idOf(s, 0, 'hand', BAHR) },
        { t: 'card', card: idOf(s, 0, 'hand', TOUGH_BOY) },
      ]);
      answer(s, { t: 'card', card: idOf(s, 0, 'hand', TOUGH_BOY) });
      expect(codes(s.players[0].drop)).toEqual([TOUGH_BOY]);
      expect(codes(s.players[0].hand)).toEqual([BAHR]);
      expect(pw(s, 0, 'VC')).toBe(10000);
    });
  }

  for (const format of BOTH) {
    it(`VG2 10.4.1 / VG2 10.4.2 / VG1 10.1.3.1 / VG1 10.1.3.2 a rear-guard moved from the field to the drop zone is retired: "put into the drop zone" and "retired" abilities both trigger (${format})`, () => {
      const s = scenario({
        format,
        at: 'main',
        p0: { vanguard: NEHALEM, rc: { BL: JOKA, BR: RAKSHASA }, hand: [BERSERK], damage: [MARRON, MARRON] },
        p1: { rc: { FL: C.wingal, FR: C.gallatin } },
      });
      call(s, BERSERK, 'FL');
      answer(s, { t: 'yes' });
      answer(s, { t: 'unit', seat: 1, circle: 'FR' });
      expect(prompt(s)).toBe('vg.playAuto');
      answer(s, { t: 'auto', source: idOf(s, 0, 'BR', RAKSHASA), index: 0 });
      // Joka's and the hand window wait.
      expect(s.decision!.options).toEqual([
        { t: 'auto', source: idOf(s, 0, 'BL', JOKA), index: 0 },
        { t: 'handWindow' },
      ]);
      answer(s, { t: 'auto', source: idOf(s, 0, 'BL', JOKA), index: 0 });
      noHandAbility(s);
      expect(prompt(s)).toBe('vg.main');
      expect(codes(s.players[1].drop)).toEqual([C.gallatin]);
      expect(codes(s.players[1].field.FL)).toEqual([C.wingal]);
      expect(events(s, 'retire')).toHaveLength(1);
      expect(pw(s, 0, 'BL')).toBe(9000);
      expect(pw(s, 0, 'BR')).toBe(6000);
      expect(played(s)).toEqual([`0:${BERSERK}`, `0:${RAKSHASA}`, `0:${JOKA}`]);
    });
  }
});

describe('place, ride and call (VG2 10.5–10.7; VG1 10.1.4–10.1.6)', () => {
  for (const format of BOTH) {
    it(`VG2 10.5.1 / VG2 10.5.1.1 / VG2 10.7.1.1.1 / VG2 10.7.1.3 / VG2 10.7.1.4 / VG1 10.1.4.1.1 a card called by a search is "placed": its own "placed on (RC)" auto triggers; it is known before its circle is chosen (${format})`, () => {
      const s = scenario({
        format,
        at: 'ride',
        p0: { vanguard: BEAUMAINS, hand: [GARMORE], damage: [MARRON, MARRON], soul: [MARRON], deck: deck([WITCH]) },
      });
      answer(s, { t: 'ride', card: idOf(s, 0, 'hand', GARMORE) });
      expect(prompt(s)).toBe('vg.payCost');
      answer(s, { t: 'yes' });
      expect(prompt(s)).toBe('vg.search');
      const witch = idOf(s, 0, 'deck', WITCH);
      answer(s, { t: 'card', card: witch });
      expect(prompt(s)).toBe('vg.callTo');
      expect(s.decision!.looking).toEqual([witch]);
      expect(seen(s, 1, 'reveal').at(-1)).toMatchObject({ zone: 'deck', cards: [{ code: WITCH }] });
      answer(s, { t: 'unit', seat: 0, circle: 'FL' });
      const called = unit(s, 0, 'FL');
      expect(called.code).toBe(WITCH);
      expect([called.up, called.rested]).toEqual([true, false]);
      expect(events(s, 'call').at(-1)).toMatchObject({ circle: 'FL', card: { code: WITCH } });
      // Silver Fang Witch's "[SB2] placed on (RC)" triggered by the superior call.
      expect(prompt(s)).toBe('vg.payCost');
      answer(s, { t: 'yes' });
      expect(codes(s.players[0].hand)).toEqual([MARRON]);
      expect(codes(s.players[0].drop)).toEqual([MARRON, BEAUMAINS]);
      expect(played(s)).toEqual([`0:${GARMORE}`, `0:${WITCH}`]);
    });
  }

  for (const format of BOTH) {
    it(`VG2 10.6.1 / VG2 10.6.1.1 / VG2 8.5.3.1 / VG1 10.1.5.1 / VG1 10.1.5.2 a normal ride, then a superior ride in the same turn: each old vanguard goes to the soul (${format})`, () => {
      const s = scenario({
        format,
        at: 'ride',
        p0: { vanguard: BAHR, hand: [NEHALEM, BERSERK, YAKSHA], damage: [MARRON, MARRON] },
        p1: { rc: { FL: C.wingal } },
      });
      answer(s, { t: 'ride', card: idOf(s, 0, 'hand', NEHALEM) });
      expect(prompt(s)).toBe('vg.main');
      call(s, BERSERK, 'FR');
      answer(s, { t: 'yes' });
      answer(s, { t: 'unit', seat: 1, circle: 'FL' });
      // Yaksha: "you may reveal this card. If you do, ride it", asked through the hand window (issue 19).
      expect(prompt(s)).toBe('vg.handAbility');
      answer(s, { t: 'auto', source: idOf(s, 0, 'hand', YAKSHA) });
      noHandAbility(s);
      expect(prompt(s)).toBe('vg.main');
      expect(events(s, 'ride').map((e) => [(e.card as { code: string }).code, e.superior === true])).toEqual([
        [NEHALEM, false],
        [YAKSHA, true],
      ]);
      expect(codes(s.players[0].field.VC)).toEqual([YAKSHA]);
      expect(unit(s, 0, 'VC').rested).toBe(false);
      expect(codes(s.players[0].soul)).toEqual([BAHR, NEHALEM]);
      // VG2 10.9.1: the revealed card is shown to the opponent.
      expect(seen(s, 1, 'reveal')).toEqual([{ t: 'reveal', seat: 0, zone: 'hand', cards: [{ code: YAKSHA }] }]);
    });
  }

  for (const format of BOTH) {
    it(`VG2 10.7.1 / VG2 10.7.1.2 / VG2 8.5.3.2 / VG1 10.1.6.1.2 a normal call in the main phase puts the unit on the circle standing (${format})`, () => {
      const s = scenario({ format, at: 'main', p0: { vanguard: NEHALEM, hand: [BAHR] } });
      call(s, BAHR, 'BR');
      expect(codes(s.players[0].field.BR)).toEqual([BAHR]);
      expect(unit(s, 0, 'BR').rested).toBe(false);
      expect(events(s, 'call')).toHaveLength(1);
      expect(prompt(s)).toBe('vg.main');
    });
  }

  for (const format of BOTH) {
    it(`VG2 10.7.1.3 / VG1 10.1.6.1.3 / VG2 11.7.1 Forerunner: a superior call from the soul when another of its clan rides it (${format})`, () => {
      const s = scenario({ format, at: 'ride', p0: { vanguard: LOZENGE, hand: [MAPLE], deck: deck() } });
      answer(s, { t: 'ride', card: idOf(s, 0, 'hand', MAPLE) });
      expect(prompt(s)).toBe('vg.optional');
      answer(s, { t: 'yes' });
      expect(s.decision!.options).toEqual(
        (['FL', 'FR', 'BL', 'BC', 'BR'] as const).map((circle) => ({ t: 'unit', seat: 0, circle })),
      );
      answer(s, { t: 'unit', seat: 0, circle: 'BC' });
      expect(codes(s.players[0].field.BC)).toEqual([LOZENGE]);
      expect(s.players[0].soul).toHaveLength(0);
      expect(s.phase).toBe('main');
    });
  }
});

describe('reveal, search, shuffle (VG2 10.9–10.11; VG1 10.1.8–10.1.10)', () => {
  for (const format of BOTH) {
    it(`VG2 10.9.1 / VG2 10.9.1.1 / VG2 10.10.1 / VG2 10.11.1 / VG2 10.11.1.1 / VG1 10.1.8.1.1 a reveal cost, then a search: the card found goes to the hand and the rest is shuffled (${format})`, () => {
      const s = scenario({
        format,
        at: 'main',
        p0: { vanguard: MARRON, hand: [GANCELOT], deck: deck([TOUGH_BOY, BLASTER_BLADE]) },
      });
      const gancelot = idOf(s, 0, 'hand', GANCELOT);
      expect(offers(s, { t: 'act', card: gancelot, index: 1 })).toBe(true);
      answer(s, { t: 'act', card: gancelot, index: 1 });
      // The cost: shown to the opponent and put on top of the deck.
      expect(seen(s, 1, 'reveal')[0]).toEqual({ t: 'reveal', seat: 0, zone: 'hand', cards: [{ code: GANCELOT }] });
      expect(s.players[0].deck.at(-1)!.code).toBe(GANCELOT);
      expect(prompt(s)).toBe('vg.search');
      const bb = idOf(s, 0, 'deck', BLASTER_BLADE);
      expect(s.decision!.options).toEqual([{ t: 'none' }, { t: 'card', card: bb }]);
      answer(s, { t: 'card', card: bb });
      expect(codes(s.players[0].hand)).toEqual([BLASTER_BLADE]);
      expect(seen(s, 1, 'reveal')[1]).toEqual({ t: 'reveal', seat: 0, zone: 'deck', cards: [{ code: BLASTER_BLADE }] });
      expect(events(s, 'shuffle').filter((e) => e.seat === 0)).toHaveLength(1);
      expect(s.players[0].deck).toHaveLength(22);
      expect(s.players[0].deck.filter((c) => c.code === BLASTER_BLADE)).toHaveLength(0);
      expect(s.players[0].deck.filter((c) => c.code === GANCELOT)).toHaveLength(1);
      expect(prompt(s)).toBe('vg.main');
    });
  }

  for (const format of BOTH) {
    it(`VG2 10.10.1.1 / VG2 8.5.4.1.4 / VG1 10.1.9.1.1 a search of the (hidden) deck may find nothing even when a match is there; the deck is still shuffled (${format})`, () => {
      const s = scenario({
        format,
        at: 'main',
        p0: { vanguard: MARRON, hand: [GANCELOT], deck: deck([TOUGH_BOY, BLASTER_BLADE]) },
      });
      answer(s, { t: 'act', card: idOf(s, 0, 'hand', GANCELOT), index: 1 });
      answer(s, { t: 'none' });
      expect(s.players[0].hand).toHaveLength(0);
      expect(s.players[0].deck).toHaveLength(23);
      expect(s.players[0].deck.filter((c) => c.code === BLASTER_BLADE)).toHaveLength(1);
      expect(events(s, 'shuffle').filter((e) => e.seat === 0)).toHaveLength(1);
      expect(seen(s, 1, 'reveal')).toHaveLength(1); // only the cost
    });
  }
});

describe('stand, face up and down, counter blast, soul blast, soul charge, counter charge (VG2 10.12–10.18, 10.30)', () => {
  for (const format of BOTH) {
    it(`VG2 10.12.1 / VG1 10.1.11.1 "[Stand]" a chosen rested rear-guard: Gold Rutile's hit lets a rear-guard attack again (${format})`, () => {
      const s = scenario({
        format,
        at: 'battle',
        p0: { vanguard: RUTILE, rc: { FL: KING_OF_SWORD, BL: TOUGH_BOY }, damage: [MARRON, MARRON], deck: deck() },
      });
      attack(s, 'FL', 'VC');
      expect(unit(s, 0, 'FL').rested).toBe(true);
      attack(s, 'VC', 'VC');
      expect(prompt(s)).toBe('vg.payCost');
      answer(s, { t: 'yes' });
      expect(s.decision!.options).toEqual([
        { t: 'unit', seat: 0, circle: 'FL' },
        { t: 'unit', seat: 0, circle: 'BL' },
      ]);
      answer(s, { t: 'unit', seat: 0, circle: 'FL' });
      expect(unit(s, 0, 'FL').rested).toBe(false);
      expect(events(s, 'stand').filter((e) => e.seat === 0)).toHaveLength(1);
      expect(prompt(s)).toBe('vg.attack');
      answer(s, { t: 'yes' });
      expect(s.decision!.options).toEqual([{ t: 'circle', circle: 'FL' }]);
    });
  }

  it('VG2 10.12.1 / VG2 3.17.2 "stand all of your units" stands the resting ones; standing a standing unit is no action', () => {
    const s = scenario({
      at: 'battle',
      p0: {
        vanguard: INVINCIBLE,
        rc: { FL: KING_OF_SWORD, FR: { code: TOUGH_BOY, rested: true }, BR: TOUGH_BOY },
        soul: Array.from({ length: 8 }, () => MARRON),
        damage: [MARRON, MARRON, MARRON, MARRON, MARRON],
        deck: deck(),
      },
    });
    attack(s, 'VC', 'VC');
    const before = events(s, 'stand').length;
    answer(s, { t: 'yes' });
    const stood = events(s, 'stand').slice(before);
    expect(stood.map((e) => e.id).sort()).toEqual([idOf(s, 0, 'VC', INVINCIBLE), idOf(s, 0, 'FR', TOUGH_BOY)].sort());
    for (const c of ['VC', 'FL', 'FR', 'BR'] as const) expect(unit(s, 0, c).rested).toBe(false);
  });

  for (const format of BOTH) {
    it(`VG2 10.16.1 / VG2 10.13.1 / VG1 10.1.15.1 Counter Blast turns face-up damage face down; face-down cards are no choice (${format})`, () => {
      const s = scenario({
        format,
        at: 'main',
        p0: { vanguard: OASIS, damage: [{ code: MARRON, faceDown: true }, BAHR, TOUGH_BOY] },
      });
      answer(s, { t: 'act', card: idOf(s, 0, 'VC', OASIS), index: 0 });
      expect(prompt(s)).toBe('vg.cost.counterBlast');
      expect(s.decision!.options).toEqual([
        { t: 'card', card: idOf(s, 0, 'damage', BAHR) },
        { t: 'card', card: idOf(s, 0, 'damage', TOUGH_BOY) },
      ]);
      answer(s, { t: 'card', card: idOf(s, 0, 'damage', TOUGH_BOY) });
      expect(s.players[0].damage.map((c) => [c.code, c.up])).toEqual([
        [MARRON, false],
        [BAHR, true],
        [TOUGH_BOY, false],
      ]);
      expect(s.players[0].damage).toHaveLength(3);
    });
  }

  for (const format of BOTH) {
    it(`VG2 10.17.1 / VG1 10.1.16.1 Soul Blast moves the chosen soul cards to the drop zone (${format})`, () => {
      const s = scenario({
        format,
        at: 'main',
        p0: { vanguard: WISEMAN, hand: [LUCK_BIRD], soul: [BAHR, TOUGH_BOY, MARRON], deck: deck() },
      });
      call(s, LUCK_BIRD, 'FL');
      answer(s, { t: 'yes' });
      expect(prompt(s)).toBe('vg.cost.soulBlast');
      answer(s, { t: 'card', card: idOf(s, 0, 'soul', BAHR) });
      expect(prompt(s)).toBe('vg.cost.soulBlast');
      expect(s.decision!.options).toEqual([
        { t: 'card', card: idOf(s, 0, 'soul', TOUGH_BOY) },
        { t: 'card', card: idOf(s, 0, 'soul', MARRON) },
      ]);
      answer(s, { t: 'card', card: idOf(s, 0, 'soul', MARRON) });
      expect(codes(s.players[0].soul)).toEqual([TOUGH_BOY]);
      expect(codes(s.players[0].drop)).toEqual([BAHR, MARRON]);
      expect(s.players[0].hand).toHaveLength(1);
    });
  }

  for (const format of BOTH) {
    it(`VG2 10.18.1 / VG1 10.1.17.1 Soul Charge (1) moves the top card of the deck to the soul (${format})`, () => {
      const s = scenario({ format, at: 'main', p0: { vanguard: INVINCIBLE, deck: deck([BAHR, TOUGH_BOY]) } });
      expect(prompt(s)).toBe('vg.main'); // no face-down damage: the counter charge has nothing to turn
      expect(codes(s.players[0].soul)).toEqual([BAHR]);
      expect(s.players[0].soul[0].up).toBe(true);
      expect(s.players[0].deck.at(-1)!.code).toBe(TOUGH_BOY);
    });
  }

  for (const format of BOTH) {
    it(`VG2 10.30.1 / VG2 10.13.1 Counter Charge turns a chosen face-down damage card face up; with none face down nothing is asked (${format})`, () => {
      const s = scenario({
        format,
        at: 'battle',
        p0: {
          vanguard: RUTILE,
          rc: { FL: KING_OF_SWORD, FR: KING_OF_SWORD },
          damage: [BAHR, { code: MARRON, faceDown: true }, { code: TOUGH_BOY, faceDown: true }],
          deck: deck(),
        },
      });
      attack(s, 'FL', 'VC');
      expect(prompt(s)).toBe('vg.counterCharge');
      expect(s.decision!.options).toEqual([
        { t: 'card', card: idOf(s, 0, 'damage', MARRON) },
        { t: 'card', card: idOf(s, 0, 'damage', TOUGH_BOY) },
      ]);
      answer(s, { t: 'card', card: idOf(s, 0, 'damage', TOUGH_BOY) });
      expect(s.players[0].damage.map((c) => c.up)).toEqual([true, false, true]);

      const none = scenario({
        format,
        at: 'battle',
        p0: { vanguard: RUTILE, rc: { FL: KING_OF_SWORD, FR: KING_OF_SWORD }, damage: [BAHR], deck: deck() },
      });
      attack(none, 'FL', 'VC');
      expect(prompt(none)).toBe('vg.attack');
      expect(played(none)).toEqual([`0:${RUTILE}`]);
      expect(faceUp(none, 0)).toBe(1);
    });
  }
});

describe('give, get and lose (VG2 10.21; VG1 10.1.20) with drive abilities (VG2 11.2; VG1 10.2.1)', () => {
  for (const format of BOTH) {
    it(`VG2 11.2.1 / VG2 11.2.3 / VG2 11.2.3.1 / VG2 2.17.1 / VG1 10.2.1.1 Twin Drive!!: a vanguard with it drive checks twice (${format})`, () => {
      const s = scenario({ format, at: 'battle', p0: { vanguard: OVERLORD, rc: { FL: BAHR }, deck: deck() } });
      expect(drive(unit(s, 0, 'VC'))).toBe(2);
      attack(s, 'VC', 'VC');
      expect(events(s, 'driveCheck')).toHaveLength(2);
    });
  }

  for (const format of BOTH) {
    it(`VG2 10.21.1 / VG2 10.21.2 / VG2 10.21.3 / VG2 11.2.3.1 / VG1 10.1.20.1 / VG1 10.1.20.2 Overlord gets a stand ability and loses Twin Drive!!: one drive check, and a hit on a rear-guard stands it (${format})`, () => {
      const s = scenario({
        format,
        at: 'main',
        p0: { vanguard: OVERLORD, rc: { FL: BAHR }, damage: [MARRON, MARRON, MARRON], deck: deck() },
        p1: { rc: { FL: C.wingal } },
      });
      answer(s, { t: 'act', card: idOf(s, 0, 'VC', OVERLORD), index: 1 });
      expect(faceUp(s, 0)).toBe(0);
      expect(pw(s, 0, 'VC')).toBe(16000);
      expect(drive(unit(s, 0, 'VC'))).toBe(1);
      expect(unit(s, 0, 'VC').mods!.map((m) => m.stat)).toEqual(['power', 'grant', 'loseTwinDrive']);
      answer(s, { t: 'pass' });
      attack(s, 'VC', 'FL');
      expect(events(s, 'driveCheck')).toHaveLength(1);
      expect(codes(s.players[1].drop)).toEqual([C.wingal]);
      expect(played(s)).toEqual([`0:${OVERLORD}`, `0:${OVERLORD}`]);
      expect(unit(s, 0, 'VC').rested).toBe(false);
      // It attacks again; hitting the vanguard does not stand it.
      attack(s, 'VC', 'VC');
      expect(events(s, 'driveCheck')).toHaveLength(2);
      expect(unit(s, 0, 'VC').rested).toBe(true);
      expect(played(s)).toHaveLength(2);
    });
  }

  for (const format of BOTH) {
    it(`VG2 10.21.3 / VG1 10.1.20.1 / VG2 8.1.1.2.3 Navalgazer Dragon gets an AUTO until end of turn: a hit on the vanguard in the third battle stands up to two «Aqua Force» rear-guards (${format})`, () => {
      const s = scenario({
        format,
        at: 'main',
        p0: {
          vanguard: NAVALGAZER,
          rc: { FL: LAZARUS, FR: THEO },
          damage: [MARRON, MARRON, { code: MARRON, faceDown: true }, { code: MARRON, faceDown: true }],
          deck: deck(),
        },
      });
      answer(s, { t: 'act', card: idOf(s, 0, 'VC', NAVALGAZER), index: 0 });
      answer(s, { t: 'pass' });
      attack(s, 'FL', 'VC');
      attack(s, 'FR', 'VC');
      attack(s, 'VC', 'VC'); // battle 3: its own "third battle" auto, +3000, then the hit
      expect(prompt(s)).toBe('vg.chooseUnit');
      expect(s.decision!.options).toEqual([
        { t: 'unit', seat: 0, circle: 'FL' },
        { t: 'unit', seat: 0, circle: 'FR' },
        { t: 'none' },
      ]);
      answer(s, { t: 'unit', seat: 0, circle: 'FL' });
      answer(s, { t: 'unit', seat: 0, circle: 'FR' });
      expect([unit(s, 0, 'FL').rested, unit(s, 0, 'FR').rested, unit(s, 0, 'VC').rested]).toEqual([false, false, true]);
      expect(events(s, 'modify').map((e) => e.n)).toEqual([3000, 3000]);
      expect(prompt(s)).toBe('vg.attack');
    });
  }

  for (const format of BOTH) {
    it(`VG2 10.21.3 / VG2 8.1.1.2.3 the gotten AUTO triggers on an earlier hit too, and its "if it is the third battle" fails on resolution (${format})`, () => {
      const s = scenario({
        format,
        at: 'main',
        p0: {
          vanguard: NAVALGAZER,
          rc: { FL: LAZARUS },
          damage: [MARRON, MARRON, { code: MARRON, faceDown: true }, { code: MARRON, faceDown: true }],
          deck: deck(),
        },
      });
      answer(s, { t: 'act', card: idOf(s, 0, 'VC', NAVALGAZER), index: 0 });
      answer(s, { t: 'pass' });
      attack(s, 'FL', 'VC');
      attack(s, 'VC', 'VC');
      // The ACT, the printed "attacks" auto (its "third battle" fails too) and the gotten "hits" auto: all played.
      expect(played(s)).toEqual([`0:${NAVALGAZER}`, `0:${NAVALGAZER}`, `0:${NAVALGAZER}`]);
      expect(events(s, 'playAbility').map((e) => e.index)).toEqual([0, 1, 2]);
      expect(s.players[1].damage).toHaveLength(2);
      expect(s.turnPlayer).toBe(1);
      expect(unit(s, 0, 'FL').rested).toBe(true);
    });
  }

  for (const format of BOTH) {
    it(`VG2 10.21.1 / VG2 6.8.1.4 what was given and lost "until end of turn" is back to printed next turn (${format})`, () => {
      const s = scenario({
        format,
        at: 'main',
        p0: { vanguard: OVERLORD, rc: { FL: BAHR }, damage: [MARRON, MARRON, MARRON], deck: deck() },
      });
      answer(s, { t: 'act', card: idOf(s, 0, 'VC', OVERLORD), index: 1 });
      toNextTurn(s);
      const vg = unit(s, 0, 'VC');
      expect(vg.mods).toBeNull();
      expect(drive(vg)).toBe(2);
      expect(pw(s, 0, 'VC')).toBe(11000);
    });
  }
});

// --- VG2 section 11 / VG1 10.2: keywords -------------------------------------------------------------

describe('Intercept and Boost (VG2 11.3, 11.4; VG1 10.2.2, 10.2.3)', () => {
  for (const format of BOTH) {
    it(`VG2 11.3.1 / VG1 10.2.2.1 a resting front-row unit intercepts; its "when intercepts" auto adds Shield +5000 (${format})`, () => {
      const s = scenario({
        format,
        at: 'battle',
        p0: { vanguard: C.brigitte, deck: deck() },
        p1: { vanguard: KING_OF_SWORD, rc: { FL: { code: NGM, rested: true } } },
      });
      attack(s, 'VC', 'VC');
      expect(offers(s, { t: 'intercept', circle: 'FL' })).toBe(true);
      answer(s, { t: 'intercept', circle: 'FL' });
      if (prompt(s) === 'vg.guardBatch') answer(s, { t: 'done' });
      expect(played(s)).toEqual([`1:${NGM}`]);
      expect(events(s, 'modify')).toEqual([
        { t: 'modify', seat: 1, id: expect.any(Number), stat: 'shield', n: 5000, until: 'battle' },
      ]);
      // 10000 + 5000 + 5000 against Brigitte's 10000: no hit, no damage.
      expect(events(s, 'compare').at(-1)).toEqual({ t: 'compare', hit: [false] });
      expect(s.players[1].damage).toHaveLength(0);
      expect(codes(s.players[1].drop)).toEqual([NGM]);
    });
  }

  for (const format of BOTH) {
    it(`VG2 11.4.1 / VG1 10.2.3.1 a boost adds the booster's power; "when this unit boosts a card named Blaster Blade" adds +4000 more (${format})`, () => {
      const s = scenario({
        format,
        at: 'battle',
        p0: { vanguard: MARRON, rc: { FL: BLASTER_BLADE, BL: C.wingal, FR: MARRON, BR: C.wingal }, deck: deck() },
        p1: { hand: [C.stardust, C.stardust] },
      });
      attack(s, 'FL', 'VC', true);
      expect(unit(s, 0, 'BL').rested).toBe(true);
      expect(pw(s, 0, 'FL')).toBe(9000 + 6000 + 4000);
      endGuard(s);
      attack(s, 'FR', 'VC', true);
      expect(pw(s, 0, 'FR')).toBe(8000 + 6000);
      expect(played(s)).toEqual([`0:${C.wingal}`]);
    });
  }
});

describe('Limit Break (VG2 11.6; VG1 10.2.5)', () => {
  for (const format of BOTH) {
    it(`VG2 11.6.1 / VG2 11.6.3.2 / VG2 11.6.3.2.1 / VG1 10.2.5.1 / VG1 10.2.5.1.2 / VG1 10.2.5.1.2.1 VG-065 an LB4 auto does not trigger at 3 damage and does at 4 or more (${format})`, () => {
      const at = (n: number) => {
        const s = scenario({
          format,
          at: 'battle',
          p0: { vanguard: GARMORE, damage: Array.from({ length: n }, () => MARRON), deck: deck() },
          p1: { hand: [C.stardust] },
        });
        attack(s, 'VC', 'VC');
        return s;
      };
      const three = at(3);
      expect(events(three, 'standby')).toHaveLength(0);
      expect(pw(three, 0, 'VC')).toBe(10000);
      for (const n of [4, 5]) {
        const s = at(n);
        expect(played(s)).toEqual([`0:${GARMORE}`]);
        expect(pw(s, 0, 'VC')).toBe(15000);
      }
    });
  }

  for (const format of BOTH) {
    it(`VG2 11.6.3.2.1 / VG1 10.2.5.1.2.1 VG-065 an LB4 auto that triggered still resolves after the damage drops to 3 (${format})`, () => {
      const s = scenario({
        format,
        at: 'ride',
        p0: {
          vanguard: LIBERATOR,
          hand: [GARMORE],
          damage: [MARRON, MARRON, MARRON, { code: BAHR, faceDown: true }],
          deck: deck(),
        },
      });
      answer(s, { t: 'ride', card: idOf(s, 0, 'hand', GARMORE) });
      expect(prompt(s)).toBe('vg.playAuto'); // the Liberator's LB4 auto and Garmore's "placed" auto wait
      // A heal (damage zone to drop zone) between trigger and resolution: no trial-deck card heals in its
      // master's ride phase, so the engine's move primitive stands in for it.
      moveCard(s, 0, s.players[0].damage[3], 'damage', 'drop');
      expect(s.players[0].damage).toHaveLength(3);
      answer(s, { t: 'auto', source: idOf(s, 0, 'soul', LIBERATOR), index: 0 });
      expect(pw(s, 0, 'VC')).toBe(20000);
      expect(prompt(s)).toBe('vg.payCost'); // Garmore's, next
      answer(s, { t: 'no' });
      expect(prompt(s)).toBe('vg.main');
    });
  }

  for (const format of BOTH) {
    it(`VG2 11.6.3.3 / VG2 11.6.3.3.1 / VG1 10.2.5.1.3 / VG1 10.2.5.1.3.1 VG-065 an LB4 [ACT] is offered only with 4 or more damage when it would be played (${format})`, () => {
      const three = scenario({ format, at: 'main', p0: { vanguard: NAVALGAZER, damage: [MARRON, MARRON, MARRON] } });
      expect(offers(three, { t: 'act' })).toBe(false);
      const s = scenario({
        format,
        at: 'main',
        p0: {
          vanguard: NAVALGAZER,
          damage: [MARRON, MARRON, { code: MARRON, faceDown: true }, { code: MARRON, faceDown: true }],
        },
      });
      const id = idOf(s, 0, 'VC', NAVALGAZER);
      expect(s.decision!.options.filter((o) => o.t === 'act')).toEqual([{ t: 'act', card: id, index: 0 }]);
      answer(s, { t: 'act', card: id, index: 0 });
      expect(faceUp(s, 0)).toBe(0);
      expect(pw(s, 0, 'VC')).toBe(13000);
      expect(unit(s, 0, 'VC').mods!.map((m) => m.stat)).toEqual(['power', 'grant']);
      expect(offers(s, { t: 'act' })).toBe(false); // no face-up damage left to pay with
    });
  }
});

describe('Forerunner and Lord (VG2 11.7, 11.8)', () => {
  for (const format of BOTH) {
    it(`VG2 11.7.1 Forerunner "you may call": declined, the card stays in the soul (${format})`, () => {
      const s = scenario({ format, at: 'ride', p0: { vanguard: LOZENGE, hand: [MAPLE], deck: deck() } });
      answer(s, { t: 'ride', card: idOf(s, 0, 'hand', MAPLE) });
      answer(s, { t: 'no' });
      expect(codes(s.players[0].soul)).toEqual([LOZENGE]);
      expect(events(s, 'call')).toHaveLength(0);
      expect(prompt(s)).toBe('vg.main');
    });
  }

  for (const format of BOTH) {
    it(`VG2 11.8.1 Lord: the unit cannot attack while you have a unit without its clan, and can once every unit shares it (${format})`, () => {
      const mixed = scenario({
        format,
        at: 'battle',
        p0: { vanguard: LIBERATOR, rc: { FL: GARETH, BR: MARRON }, deck: deck() },
      });
      answer(mixed, { t: 'yes' });
      expect(mixed.decision!.options).toEqual([{ t: 'circle', circle: 'FL' }]);

      const pure = scenario({ format, at: 'battle', p0: { vanguard: LIBERATOR, rc: { FL: GARETH }, deck: deck() } });
      answer(pure, { t: 'yes' });
      expect(pure.decision!.options).toEqual([
        { t: 'circle', circle: 'FL' },
        { t: 'circle', circle: 'VC' },
      ]);

      const onRC = scenario({ format, at: 'battle', p0: { vanguard: MARRON, rc: { FR: LIBERATOR }, deck: deck() } });
      expect(prompt(onRC)).toBe('vg.attack');
      answer(onRC, { t: 'yes' });
      expect(onRC.decision!.options).toEqual([{ t: 'circle', circle: 'VC' }]);
    });
  }
});

describe('card text over the rules (VG2 1.3.1)', () => {
  for (const format of BOTH) {
    it(`${format === 'cr110' ? 'VG1 1.3.1 / VG1 4.6.2.1' : 'VG2 1.3.1 / VG2 4.6.2.1 / VG2 7.4.1.6'} Wyvern Strike, Tejas may attack the opponent's back-row unit of its own column, which the rules alone never allow (${format})`, () => {
      const s = scenario({
        format,
        at: 'battle',
        p0: { vanguard: NEHALEM, rc: { FL: TEJAS, FR: BAHR }, deck: deck() },
        p1: { rc: { FL: C.wingal, BL: C.wingal, BR: C.stardust } },
      });
      answer(s, { t: 'yes' });
      answer(s, { t: 'circle', circle: 'FL' });
      // Your left column is the opponent's right column (VG2 4.6.2.1).
      expect(s.decision!.options).toEqual([
        { t: 'circle', circle: 'FL' },
        { t: 'circle', circle: 'VC' },
        { t: 'circle', circle: 'BR' },
      ]);
      answer(s, { t: 'circle', circle: 'BR' });
      expect(prompt(s)).toBe('vg.attack');
      expect(codes(s.players[1].drop)).toEqual([C.stardust]);
      answer(s, { t: 'yes' });
      answer(s, { t: 'circle', circle: 'FR' });
      expect(s.decision!.options).toEqual([
        { t: 'circle', circle: 'FL' },
        { t: 'circle', circle: 'VC' },
      ]);
    });
  }
});
