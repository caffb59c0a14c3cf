// Vanguard rules tests — check timing and play timing (both versions 8.4).
// Gathered by rules topic from the batch-named files abilities.test.ts, ver110.test.ts.

import { describe, expect, it } from 'vitest';
import type { Seat } from '../../../src/core/types.ts';
import { power } from '../../../src/games/vanguard/characteristics.ts';
import type { FormatId } from '../../../src/games/vanguard/formats.ts';
import { type Card, type Circle, unitOn, type VGState } from '../../../src/games/vanguard/state.ts';
import { call, codes, deck, faceUp, played, pw } from '../cards/helpers.ts';
import { answer, C, events, idOf, offers, prompt, scenario } from '../scenario.ts';

const BOTH: readonly FormatId[] = ['cr201', 'cr110'];

const MARRON = 'TD01/008'; // g1 8000, vanilla

const UNICORN = 'TD01/010'; // g1 6000, [AUTO] placed on (RC): another «Royal Paladin» +2000 (turn)

const INVINCIBLE = 'TD03/003'; // g3 10000, [AUTO](VC) main phase begins: soul charge 1, counter charge 1; SB8 & CB5 hits: stand all

const TOUGH_BOY = 'TD03/007'; // g1 8000, vanilla «Nova Grappler»

const WISEMAN = 'TD04/004'; // g2 10000, vanilla «Oracle Think Tank»

const SWORD_DANCER = 'TD04/006'; // g2 8000, [AUTO](VC/RC) you draw: +1000 (turn)

const DARK_CAT = 'TD04/008'; // g1 7000, [AUTO] placed on (VC)/(RC), if «OTT» vanguard: each player may draw

const GARMORE = 'TD05/001'; // g3 10000, LB4 attacks a vanguard +5000; CB2 placed on (VC): search a g2- «Gold Paladin», call it

const BEAUMAINS = 'TD05/004'; // g2 10000, vanilla «Gold Paladin»

const GARETH = 'TD05/008'; // g1 8000, vanilla «Gold Paladin»

const LIBERATOR = 'TD08/001'; // g3 11000, LB4 [AUTO] a «Gold Paladin» rides this unit: vanguard +10000, up to 3 «GP» rear-guards +5000

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

{
  // The tests gathered from ver110.test.ts, with its helpers: some of their names mean something else above.

  const BOTH: readonly FormatId[] = ['cr110', 'cr201'];

  const WISEMAN = 'TD04/004'; // g2 10000, vanilla «Oracle Think Tank»

  const SWORD_DANCER = 'TD04/006'; // g2 8000, [AUTO](VC/RC) you draw: +1000 (turn)

  const DARK_CAT = 'TD04/008'; // g1 7000, [AUTO] placed, «OTT» vanguard: each player may draw

  // --- helpers ---------------------------------------------------------------------------------------

  /** A deck with these cards on top, then vanilla Little Sage, Marron (no abilities, no trigger). */
  function deck(top: string[] = [], n = 20): string[] {
    return [...top, ...Array.from({ length: n }, () => C.marron)];
  }

  function unit(s: VGState, seat: Seat, c: Circle): Card {
    const u = unitOn(s, seat, c);
    if (!u) throw new Error(`no unit on ${c} of player ${seat + 1}`);
    return u;
  }

  function pw(s: VGState, seat: Seat, c: Circle): number {
    return power(s, seat, unit(s, seat, c));
  }

  function codes(cards: readonly Card[]): string[] {
    return cards.map((c) => c.code);
  }

  /** Options of the pending decision with this `t`. */
  function optionsOf(s: VGState, t: string): Record<string, unknown>[] {
    return (s.decision?.options ?? []).filter((o) => o.t === t) as unknown as Record<string, unknown>[];
  }

  /** "seat:code" of every ability played so far, in order. */
  function played(s: VGState): string[] {
    return events(s, 'playAbility').map((e) => `${e.seat}:${(e.card as { code: string }).code}`);
  }

  /** The kinds of the logged events among `kinds`, in order. */
  function sequence(s: VGState, kinds: string[], from = 0): string[] {
    return (s.log ?? [])
      .slice(from)
      .map((l) => l.e)
      .filter((e) => kinds.includes(e.t))
      .map((e) => {
        const m = e as unknown as { t: string; from?: string; to?: string };
        return m.t === 'move' ? `move ${m.from}>${m.to}` : m.t;
      });
  }

  describe('VG1 3.5 / VG1 3.6 / VG2 3.5 / VG2 3.6 check timing and play timing', () => {
    for (const format of BOTH) {
      it(`VG1 3.5 VG1 3.5.1 VG1 3.5.2 VG2 3.5.1 VG2 3.5.2 a check timing performs rule actions before it plays a triggered ability [${format}]`, () => {
        const s = scenario({
          format,
          at: 'main',
          p0: { vanguard: C.gallatin, rc: { FL: C.wingal }, hand: [C.blasterBlade], damage: [C.marron, C.marron] },
          p1: { rc: { FL: C.gallatin } },
        });
        answer(s, { t: 'call', card: idOf(s, 0, 'hand', C.blasterBlade), circle: 'FL' });
        // Blaster Blade's ability is being played: the overloaded circle was settled first.
        expect(prompt(s)).toBe('vg.payCost');
        expect(codes(s.players[0].field.FL)).toEqual([C.blasterBlade]);
        expect(codes(s.players[0].drop)).toEqual([C.wingal]);
        expect(sequence(s, ['move', 'playAbility'])).toEqual(['move hand>FL', 'move FL>drop', 'playAbility']);
      });
    }

    for (const format of BOTH) {
      it(`VG1 3.6 VG1 3.6.3 VG1 8.4.2 VG1 8.4.2.3 VG2 3.6.3 at a play timing the player acts or passes; passing the main phase moves the game on to the battle phase [${format}]`, () => {
        const s = scenario({ format, at: 'main', p0: { vanguard: C.wingal, hand: [C.marron] } });
        expect(s.decision).toMatchObject({ seat: 0, kind: 'playTiming', prompt: 'vg.main' });
        expect(optionsOf(s, 'call')).toHaveLength(5);
        expect(offers(s, { t: 'pass' })).toBe(true);
        answer(s, { t: 'pass' });
        expect(s.phase).toBe('start');
        expect(prompt(s)).toBe('vg.attack');
        expect(codes(s.players[0].hand)).toEqual([C.marron]);
      });
    }
  });

  describe('VG1 8.4 check timing order', () => {
    for (const format of BOTH) {
      it(`VG1 8.4 VG1 8.4.1.3 VG1 8.4.1.4 the non-turn player's standing-by ability is played after the turn player's, then the play timing returns [${format}]`, () => {
        const s = scenario({
          format,
          at: 'main',
          p0: { vanguard: WISEMAN, rc: { FL: SWORD_DANCER }, hand: [DARK_CAT], deck: deck() },
          p1: { vanguard: WISEMAN, rc: { FL: SWORD_DANCER }, deck: deck() },
        });
        answer(s, { t: 'call', card: idOf(s, 0, 'hand', DARK_CAT), circle: 'BL' });
        expect(s.decision).toMatchObject({ seat: 0, prompt: 'vg.mayDraw' });
        answer(s, { t: 'yes' });
        expect(s.decision).toMatchObject({ seat: 1, prompt: 'vg.mayDraw' });
        answer(s, { t: 'yes' });
        expect(played(s)).toEqual([`0:${DARK_CAT}`, `0:${SWORD_DANCER}`, `1:${SWORD_DANCER}`]);
        expect(pw(s, 0, 'FL')).toBe(9000);
        expect(pw(s, 1, 'FL')).toBe(9000);
        expect(s.standby).toHaveLength(0);
        expect(prompt(s)).toBe('vg.main');
      });
    }
  });
}
