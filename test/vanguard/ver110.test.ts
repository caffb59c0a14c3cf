// Rules tests for clauses of the comprehensive rules ver. 1.10 (VG1) that no other file checks: the
// characteristics of section 2, the basic concepts of section 3, the zones of section 4, and the parts of
// sections 8 and 10 about playing cards, abilities and specific actions. Every test runs the `cr110`
// format; where ver. 2.01 says the same thing the test runs `cr201` too and cites both texts.
// Positions are built with the scenario builder from real trial-deck cards and played with `answer`.
import { describe, expect, it } from 'vitest';
import { act, eventsFor, newGame, view } from '../../src/core/engine.ts';
import { seedRng, shuffleInPlace } from '../../src/core/rng.ts';
import type { Seat } from '../../src/core/types.ts';
import { abilitiesOf } from '../../src/games/vanguard/abilities/registry.ts';
import { cardText } from '../../src/games/vanguard/abilities/text.ts';
import { deckById, expandDeck } from '../../src/games/vanguard/cards/cardPool.ts';
import { critical, power, shield } from '../../src/games/vanguard/characteristics.ts';
import type { FormatId } from '../../src/games/vanguard/formats.ts';
import { type Card, type Circle, REAR_GUARD_CIRCLES, unitOn, type VGState } from '../../src/games/vanguard/state.ts';
import type { VGView } from '../../src/games/vanguard/view.ts';
import { answer, autoplay, C, events, idOf, offers, prompt, scenario, setMods, timings } from './scenario.ts';

const BOTH: readonly FormatId[] = ['cr110', 'cr201'];

// Trial-deck cards used here (printed values in data/vanguard/original-td.cards.json).
const BORS = 'TD01/002'; // g3 10000, no shield, Twin Drive!!
const GANCELOT = 'TD01/003'; // g3 9000, [ACT](VC) CB2: if "Blaster Blade" in soul +5000/+1; [ACT](Hand) reveal → search
const RANDOLF = 'TD01/007'; // g2 8000, [AUTO](VC/RC) attacks, if more hand cards than the opponent: +3000
const MORGANA = 'TD01/011'; // g1 6000, [AUTO](VC/RC) discard 1: attacks → +4000 (turn)
const KAGERO_CRIT = C.critKagero; // TD02/016, critical trigger «Kagero»
const INVINCIBLE = 'TD03/003'; // g3 10000, [AUTO](VC) main phase begins: soul charge 1, counter charge 1
const STORM = 'TD03/005'; // g2 9000, [AUTO](VC/RC) hits a vanguard, «Nova Grappler» vanguard: counter charge 1
const KING_OF_SWORD = 'TD03/004'; // g2 10000, vanilla «Nova Grappler»
const SHOUT = 'TD03/009'; // g1 7000, [ACT](VC/RC) rest this & discard 1: draw
const SAKUYA = 'TD04/002'; // g3 10000, [CONT](VC) during your turn, hand ≥ 4: +4000
const WISEMAN = 'TD04/004'; // g2 10000, vanilla «Oracle Think Tank»
const SECURITY = 'TD04/005'; // g2 8000, [AUTO] intercepts, «OTT» vanguard: shield +5000 (battle)
const NIKE = 'TD04/012'; // critical trigger «Oracle Think Tank»
const SWORD_DANCER = 'TD04/006'; // g2 8000, [AUTO](VC/RC) you draw: +1000 (turn)
const DARK_CAT = 'TD04/008'; // g1 7000, [AUTO] placed, «OTT» vanguard: each player may draw
const DJINN = 'TD06/002'; // g3 10000, [CONT](VC/RC) cannot attack a rear-guard; [AUTO](VC) attacks: +4000

const TD01 = expandDeck(deckById('TD01')!);
const TD02 = expandDeck(deckById('TD02')!);

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

/** Start step "attack", attacker, target; the boost question answered if it is asked. */
function attack(s: VGState, from: Circle, target: Circle, boost = false): void {
  expect(prompt(s)).toBe('vg.attack');
  answer(s, { t: 'yes' });
  answer(s, { t: 'circle', circle: from });
  answer(s, { t: 'circle', circle: target });
  if (prompt(s) === 'vg.boost') answer(s, { t: boost ? 'yes' : 'no' });
}

/** End the guard step without (further) guarding: ver. 1.10 `done`, ver. 2.01 `pass`. */
function endGuard(s: VGState): void {
  if (prompt(s) === 'vg.guard') answer(s, { t: 'pass' });
  else if (prompt(s) === 'vg.guardBatch') answer(s, { t: 'done' });
}

/** Answer the trigger-order question with these two sub-actions, in this order. */
function order(s: VGState, first: string, second: string): void {
  expect(prompt(s)).toBe('vg.triggerOrder');
  act(s, s.decision!.seat, { t: 'order', order: [first, second] } as never);
}

function guardPrompt(format: FormatId): string {
  return format === 'cr110' ? 'vg.guardBatch' : 'vg.guard';
}

/** Options of the pending decision with this `t`. */
function optionsOf(s: VGState, t: string): Record<string, unknown>[] {
  return (s.decision?.options ?? []).filter((o) => o.t === t) as unknown as Record<string, unknown>[];
}

/** The circles a `{ t: 'circle' }` decision offers. */
function circles(s: VGState): Circle[] {
  return optionsOf(s, 'circle').map((o) => o.circle as Circle);
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

function vv(s: VGState, who: Seat | 'spectator'): VGView {
  return view(s, who) as VGView;
}

// --- section 2: characteristics ----------------------------------------------------------------------

describe('VG1 2.1 / VG2 2.1 name', () => {
  for (const format of BOTH) {
    it(`VG1 2.1.1 VG2 2.1.1 the name identifies a card for an ability: Wingal gives +4000 only to a boosted "Blaster Blade" [${format}]`, () => {
      for (const [vanguard, expected] of [
        [C.blasterBlade, 9000 + 6000 + 4000],
        [C.gallatin, 10000 + 6000],
      ] as const) {
        const s = scenario({
          format,
          at: 'battle',
          p0: { vanguard, rc: { BC: C.wingal }, deck: deck() },
          p1: { hand: [C.stardust] },
        });
        attack(s, 'VC', 'VC', true);
        expect(prompt(s)).toBe(guardPrompt(format));
        expect(pw(s, 0, 'VC')).toBe(expected);
        expect(played(s)).toEqual(vanguard === C.blasterBlade ? [`0:${C.wingal}`] : []);
      }
    });
  }

  it('VG1 2.1.1.2 VG2 2.1.1.2 VG1 2.2.3 VG2 2.2.3 card text names a card in quotation marks and a clan in double angle brackets', () => {
    expect(cardText(abilitiesOf(C.wingal))).toContain('named "Blaster Blade"');
    expect(cardText(abilitiesOf(C.blasterBlade))).toContain('«Royal Paladin»');
    expect(cardText(abilitiesOf(DARK_CAT))).toContain('«Oracle Think Tank»');
  });
});

describe('VG1 2.2 / VG2 2.2 clan', () => {
  for (const format of BOTH) {
    it(`VG1 2.2.1 VG1 2.2.1.1 VG2 2.2.1 VG2 2.2.1.1 the clan decides a trigger check: a «Kagero» critical trigger does nothing for an all-«Royal Paladin» field [${format}]`, () => {
      for (const [top, active] of [
        [KAGERO_CRIT, false],
        [C.critRP, true],
      ] as const) {
        const s = scenario({
          format,
          at: 'battle',
          p0: { vanguard: C.blasterBlade, deck: deck([top]) },
          p1: { vanguard: C.wingal },
        });
        attack(s, 'VC', 'VC');
        expect(events(s, 'triggerCheck')).toEqual([
          { t: 'triggerCheck', seat: 0, id: expect.any(Number), kind: 'critical', active },
        ]);
        if (active) {
          expect(prompt(s)).toBe('vg.triggerOrder');
        } else {
          // Nothing happened: no question, no +1 critical, and the attack dealt one damage.
          expect(events(s, 'modify')).toEqual([]);
          expect(s.players[1].damage).toHaveLength(1);
          expect(codes(s.players[0].hand)).toEqual([KAGERO_CRIT]);
        }
      }
    });
  }

  for (const format of BOTH) {
    it(`VG1 2.2.2 VG2 2.2.2 an ability refers to the clan: Blaster Blade on (RC) offers its cost only under a «Royal Paladin» vanguard [${format}]`, () => {
      for (const [vanguard, asks] of [
        [C.gallatin, true],
        [C.nehalem, false],
      ] as const) {
        const s = scenario({
          format,
          at: 'main',
          p0: { vanguard, hand: [C.blasterBlade], damage: [C.marron, C.marron], deck: deck() },
          p1: { rc: { FL: C.gallatin } },
        });
        answer(s, { t: 'call', card: idOf(s, 0, 'hand', C.blasterBlade), circle: 'FL' });
        // It triggers either way; its "if you have a «Royal Paladin» vanguard" decides on resolution.
        expect(events(s, 'standby')).toHaveLength(1);
        expect(prompt(s)).toBe(asks ? 'vg.payCost' : 'vg.main');
        expect(s.players[0].damage.every((c) => c.up)).toBe(true);
      }
    });
  }
});

describe('VG1 2.4 / VG2 2.4 grade', () => {
  for (const format of BOTH) {
    it(`VG1 2.4.1 VG1 2.4.2 VG1 8.5.2.1 VG1 8.5.2.1.1 VG2 2.4.1 VG2 2.4.2 the grade limits which hand cards may be ridden and called [${format}]`, () => {
      const hand = [C.stardust, C.marron, C.gallatin, BORS];
      const ride = scenario({ format, at: 'ride', p0: { vanguard: C.wingal, hand, deck: deck() } });
      const offered = (s: VGState, t: string) =>
        optionsOf(s, t).map((o) => s.players[0].hand.find((c) => c.id === o.card)!.code);
      // Normal ride: the vanguard's grade (1) or one higher.
      expect(offered(ride, 'ride')).toEqual([C.marron, C.gallatin]);
      const main = scenario({ format, at: 'main', p0: { vanguard: C.wingal, hand, deck: deck() } });
      // Normal call: the vanguard's grade or lower, to any of the five rear-guard circles.
      expect([...new Set(offered(main, 'call'))]).toEqual([C.stardust, C.marron]);
    });
  }
});

describe('VG1 2.5 / VG2 2.5 power', () => {
  for (const format of BOTH) {
    it(`VG1 2.5.1 VG2 2.5.1 power decides a battle: 10000 hits a 9000 vanguard, 8000 does not hit a 10000 one [${format}]`, () => {
      for (const [attacker, defender, hits] of [
        [C.gallatin, C.blasterBlade, true],
        [C.marron, C.gallatin, false],
      ] as const) {
        const s = scenario({
          format,
          at: 'battle',
          p0: { rc: { FL: attacker }, deck: deck() },
          p1: { vanguard: defender, deck: deck() },
        });
        attack(s, 'FL', 'VC');
        expect(events(s, 'compare')).toEqual([{ t: 'compare', hit: [hits] }]);
        expect(s.players[1].damage).toHaveLength(hits ? 1 : 0);
      }
    });
  }
});

describe('VG1 2.6 / VG2 2.6 shield', () => {
  for (const format of BOTH) {
    it(`VG1 2.6.1 VG2 2.6.1 a guardian's shield adds to the defended unit: Stardust's 10000 stops a 10000 attack on a 6000 vanguard [${format}]`, () => {
      const s = scenario({
        format,
        at: 'battle',
        p0: { rc: { FL: C.gallatin }, deck: deck() },
        p1: { vanguard: C.wingal, hand: [C.stardust, C.wingal], deck: deck() },
      });
      attack(s, 'FL', 'VC');
      answer(s, { t: 'guard', card: idOf(s, 1, 'hand', C.stardust) });
      if (format === 'cr201') expect(pw(s, 1, 'VC')).toBe(6000 + 10000);
      endGuard(s);
      expect(events(s, 'compare')).toEqual([{ t: 'compare', hit: [false] }]);
      expect(s.players[1].damage).toHaveLength(0);
      expect(codes(s.players[1].drop)).toEqual([C.stardust]);
    });
  }

  it('VG1 2.6.3 VG1 3.11.1.1 ver. 1.10: a card with no shield (Crimson Butterfly, Brigitte) cannot be called as a guardian', () => {
    const s = scenario({
      format: 'cr110',
      at: 'battle',
      p0: { rc: { FL: C.gallatin }, deck: deck() },
      p1: { vanguard: BORS, hand: [C.brigitte, C.stardust], deck: deck() },
    });
    attack(s, 'FL', 'VC');
    expect(prompt(s)).toBe('vg.guardBatch');
    expect(optionsOf(s, 'guard')).toEqual([{ t: 'guard', card: idOf(s, 1, 'hand', C.stardust) }]);
  });

  it('VG2 2.6.3 VG2 3.11.2 ver. 2.01: the card with no shield may guard, with shield 0', () => {
    const s = scenario({
      format: 'cr201',
      at: 'battle',
      p0: { rc: { FL: C.gallatin }, deck: deck() },
      p1: { vanguard: BORS, hand: [C.brigitte, C.stardust], deck: deck() },
    });
    attack(s, 'FL', 'VC');
    const brigitte = idOf(s, 1, 'hand', C.brigitte);
    expect(offers(s, { t: 'guard', card: brigitte })).toBe(true);
    answer(s, { t: 'guard', card: brigitte });
    expect(shield(s, 1, s.players[1].field.GC[0])).toBe(0);
    expect(pw(s, 1, 'VC')).toBe(10000);
  });
});

describe('VG1 2.7 / VG2 2.7 critical', () => {
  for (const format of BOTH) {
    it(`VG1 2.7.1 VG2 2.7.1 a hit deals the attacker's critical in damage: critical 2 deals two, critical 1 one [${format}]`, () => {
      const s = scenario({
        format,
        at: 'battle',
        p0: { rc: { FL: C.gallatin, FR: C.gallatin }, deck: deck() },
        p1: { vanguard: C.wingal, deck: deck() },
      });
      setMods(s, 0, 'FL', [{ stat: 'critical', n: 1, until: 'turn' }]);
      expect(critical(s, 0, unit(s, 0, 'FL'))).toBe(2);
      attack(s, 'FL', 'VC');
      expect(s.players[1].damage).toHaveLength(2);
      attack(s, 'FR', 'VC');
      expect(s.players[1].damage).toHaveLength(3);
      expect(events(s, 'damage').map((e) => e.amount)).toEqual([2, 1]);
    });
  }
});

describe('VG1 2.10 / VG2 2.10 skill icons', () => {
  for (const format of BOTH) {
    it(`VG1 2.10.1 VG1 2.10.1.1 VG1 10.1.13 VG1 10.1.13.1 VG2 2.10.1 VG2 2.10.1.1 the Twin Drive!! icon gives two drive checks in the drive step; no icon, one [${format}]`, () => {
      for (const [vanguard, checks] of [
        [BORS, 2],
        [C.blasterBlade, 1],
      ] as const) {
        const s = scenario({ format, at: 'battle', p0: { vanguard, deck: deck() }, p1: { vanguard: C.wingal } });
        attack(s, 'VC', 'VC');
        expect(events(s, 'driveCheck')).toHaveLength(checks);
        expect(s.players[0].hand).toHaveLength(checks);
        expect(timings(s)).toContain('driveStep');
      }
    });
  }

  for (const format of BOTH) {
    it(`VG1 2.10.1.2 VG2 2.10.1.2 only a front rear-guard with the Intercept icon may intercept: Gallatin yes, Little Sage, Marron (Boost) no [${format}]`, () => {
      const s = scenario({
        format,
        at: 'battle',
        p0: { deck: deck() },
        p1: { rc: { FL: C.gallatin, FR: C.marron }, hand: [] },
      });
      attack(s, 'VC', 'VC');
      expect(prompt(s)).toBe(guardPrompt(format));
      expect(optionsOf(s, 'intercept')).toEqual([{ t: 'intercept', circle: 'FL' }]);
    });
  }

  for (const format of BOTH) {
    it(`VG1 2.10.1.3 VG1 10.2.3 VG2 2.10.1.3 only a unit with the Boost icon behind the attacker is asked to boost [${format}]`, () => {
      for (const [behind, asked] of [
        [C.marron, true],
        [C.gallatin, false],
      ] as const) {
        const s = scenario({
          format,
          at: 'battle',
          p0: { rc: { FL: C.gallatin, BL: behind }, deck: deck() },
          p1: { hand: [C.stardust] },
        });
        answer(s, { t: 'yes' });
        answer(s, { t: 'circle', circle: 'FL' });
        answer(s, { t: 'circle', circle: 'VC' });
        expect(prompt(s)).toBe(asked ? 'vg.boost' : guardPrompt(format));
        if (asked) {
          answer(s, { t: 'yes' });
          expect(pw(s, 0, 'FL')).toBe(10000 + 8000);
          expect(unit(s, 0, 'BL').rested).toBe(true);
        } else {
          expect(unit(s, 0, 'BL').rested).toBe(false);
        }
      }
    });
  }
});

describe('VG1 2.11 text', () => {
  for (const format of BOTH) {
    it(`VG1 2.11.1 VG1 2.11.3.4 text marked (VC/RC) is active on either circle: Covenant Knight, Randolf gets +3000 attacking from both [${format}]`, () => {
      for (const from of ['VC', 'FL'] as const) {
        const s = scenario({
          format,
          at: 'battle',
          p0:
            from === 'VC'
              ? { vanguard: RANDOLF, hand: [C.marron, C.marron], deck: deck() }
              : {
                  rc: { FL: RANDOLF },
                  hand: [C.marron, C.marron],
                  deck: deck(),
                },
          p1: { hand: [C.stardust] },
        });
        attack(s, from, 'VC');
        expect(prompt(s)).toBe(guardPrompt(format));
        expect(played(s)).toEqual([`0:${RANDOLF}`]);
        expect(pw(s, 0, from)).toBe(8000 + 3000);
      }
    });
  }
});

// --- section 3: basic concepts -----------------------------------------------------------------------

describe('VG1 3.1 / VG2 3.1 abilities and effects', () => {
  for (const format of BOTH) {
    it(`VG1 3.1.1 VG1 3.1.1.1 VG1 8.1 VG1 8.1.1 VG1 3.1.1.2 VG1 3.1.1.2.1 VG1 3.1.1.2.3 VG2 3.1.1.1 VG2 3.1.1.2 VG2 3.1.1.2.1 VG2 3.1.1.2.3 a continuous ability applies unplayed; an automatic one stands by when triggered, then is played [${format}]`, () => {
      // Djinn of the Lightning Flash: [CONT](VC/RC) cannot attack a rear-guard; [AUTO](VC) attacks → +4000.
      const s = scenario({
        format,
        at: 'battle',
        p0: { vanguard: DJINN, deck: deck() },
        p1: { rc: { FL: C.gallatin }, hand: [C.stardust] },
      });
      answer(s, { t: 'yes' });
      answer(s, { t: 'circle', circle: 'VC' });
      // The continuous ability is in effect without being played: only the vanguard may be attacked.
      expect(prompt(s)).toBe('vg.target');
      expect(circles(s)).toEqual(['VC']);
      expect(events(s, 'playAbility')).toHaveLength(0);
      answer(s, { t: 'circle', circle: 'VC' });
      // The automatic ability stood by when the attack was declared, and was played at the check timing.
      expect(sequence(s, ['attack', 'standby', 'playAbility', 'modify'])).toEqual([
        'attack',
        'standby',
        'playAbility',
        'modify',
      ]);
      expect(events(s, 'standby')).toEqual([
        { t: 'standby', seat: 0, card: { id: unit(s, 0, 'VC').id, code: DJINN }, index: 1 },
      ]);
      expect(pw(s, 0, 'VC')).toBe(14000);
    });
  }

  for (const format of BOTH) {
    it(`VG1 3.1.1.2.2 VG1 8.1.1.1.1 VG1 8.5.2.4.4 VG1 3.17.3.2 VG2 3.1.1.2.2 VG2 3.17.3.2 an activated ability is played by its player at a play timing: Gancelot's [ACT](VC) is offered, played, paid (Counter Blast turns two damage face down), resolved [${format}]`, () => {
      const s = scenario({
        format,
        at: 'main',
        p0: { vanguard: GANCELOT, soul: [C.blasterBlade], damage: [C.marron, C.marron, C.marron], deck: deck() },
      });
      const id = idOf(s, 0, 'VC', GANCELOT);
      expect(prompt(s)).toBe('vg.main');
      expect(events(s, 'standby')).toHaveLength(0);
      answer(s, { t: 'act', card: id, index: 0 });
      expect(prompt(s)).toBe('vg.cost.counterBlast');
      answer(s, { t: 'card', card: s.players[0].damage[0].id });
      answer(s, { t: 'card', card: s.players[0].damage[1].id });
      expect(played(s)).toEqual([`0:${GANCELOT}`]);
      expect(s.players[0].damage.map((c) => c.up)).toEqual([false, false, true]);
      expect(pw(s, 0, 'VC')).toBe(14000);
      expect(critical(s, 0, unit(s, 0, 'VC'))).toBe(2);
      expect(prompt(s)).toBe('vg.main');
    });
  }

  for (const format of BOTH) {
    it(`VG1 3.1.2 VG1 3.1.2.1 VG1 8.2 VG2 3.1.2 VG2 3.1.2.1 a one-shot effect acts once (Shout's draw); a continuous effect lasts its duration (Gancelot's +5000 until end of turn) [${format}]`, () => {
      const s = scenario({
        format,
        at: 'main',
        p0: {
          vanguard: GANCELOT,
          rc: { FL: SHOUT },
          hand: [C.marron],
          soul: [C.blasterBlade],
          damage: [C.marron, C.marron],
          deck: deck([C.wingal]),
        },
      });
      answer(s, { t: 'act', card: idOf(s, 0, 'FL', SHOUT), index: 0 });
      // One shot: the card is drawn during resolution and nothing of the effect remains.
      expect(codes(s.players[0].hand)).toEqual([C.wingal]);
      expect(codes(s.players[0].drop)).toEqual([C.marron]);
      expect(unit(s, 0, 'FL').mods).toBeNull();
      answer(s, { t: 'act', card: idOf(s, 0, 'VC', GANCELOT), index: 0 });
      expect(pw(s, 0, 'VC')).toBe(14000);
      // Continuous: still applied through the battle phase, gone once the turn ends.
      answer(s, { t: 'pass' });
      expect(prompt(s)).toBe('vg.attack');
      expect(pw(s, 0, 'VC')).toBe(14000);
      answer(s, { t: 'no' });
      expect(s.turn).toBe(4);
      expect(pw(s, 0, 'VC')).toBe(9000);
      expect(critical(s, 0, unit(s, 0, 'VC'))).toBe(1);
    });
  }
});

describe('VG1 3.3 / VG1 3.4 / VG2 3.3 / VG2 3.4 owner and master', () => {
  for (const format of BOTH) {
    it(`VG1 3.3.1 VG1 3.4 VG1 3.4.1 VG1 3.4.2 VG1 3.4.3 VG1 3.4.5 VG2 3.4.3 VG2 3.4.5 the non-turn player masters its interceptor's ability: "you" is that player [${format}]`, () => {
      for (const [p0vg, p0trigger, p1vg, bonus] of [
        [C.gallatin, C.critRP, WISEMAN, 5000],
        [WISEMAN, NIKE, C.gallatin, 0],
      ] as const) {
        const s = scenario({
          format,
          at: 'battle',
          p0: { vanguard: p0vg, deck: deck([p0trigger]) },
          p1: { vanguard: p1vg, rc: { FL: SECURITY } },
        });
        attack(s, 'VC', 'VC');
        answer(s, { t: 'intercept', circle: 'FL' });
        endGuard(s);
        // The drive check's trigger question pauses the battle with the interceptor still guarding.
        const guardian = s.players[1].field.GC[0];
        expect(guardian.code).toBe(SECURITY);
        expect(guardian.owner).toBe(1);
        expect(events(s, 'standby')).toEqual([
          { t: 'standby', seat: 1, card: { id: guardian.id, code: SECURITY }, index: 0 },
        ]);
        expect(played(s)).toEqual([`1:${SECURITY}`]);
        // Its "if you have an «Oracle Think Tank» vanguard" looks at player 2's vanguard only.
        expect(shield(s, 1, guardian)).toBe(5000 + bonus);
        expect(events(s, 'modify').map((e) => e.seat)).toEqual(bonus ? [1] : []);
      }
    });
  }

  for (const format of BOTH) {
    it(`VG1 3.4.4 VG2 3.4.4 the player who plays an activated ability is its master: the cost and the draw are player 1's, player 2 is untouched [${format}]`, () => {
      const s = scenario({
        format,
        at: 'main',
        p0: { vanguard: C.gallatin, rc: { FL: SHOUT }, hand: [C.marron], deck: deck([C.wingal]) },
        p1: { hand: [C.stardust], deck: deck([C.critRP]) },
      });
      answer(s, { t: 'act', card: idOf(s, 0, 'FL', SHOUT), index: 0 });
      expect(unit(s, 0, 'FL').rested).toBe(true);
      expect(codes(s.players[0].drop)).toEqual([C.marron]);
      expect(codes(s.players[0].hand)).toEqual([C.wingal]);
      expect(codes(s.players[1].hand)).toEqual([C.stardust]);
      expect(s.players[1].deck).toHaveLength(21);
      expect(s.players[1].drop).toHaveLength(0);
    });
  }

  for (const format of BOTH) {
    it(`VG1 3.4.6 VG2 3.4.6 a continuous ability's "you" is its card's master: Sakuya's +4000 counts player 2's turn and hand [${format}]`, () => {
      const four = [C.marron, C.marron, C.marron, C.marron];
      const theirTurn = scenario({
        format,
        at: 'main',
        turnPlayer: 0,
        p0: { hand: four },
        p1: { vanguard: SAKUYA, hand: four },
      });
      expect(pw(theirTurn, 1, 'VC')).toBe(10000);
      const ownTurn = scenario({ format, at: 'main', turnPlayer: 1, p1: { vanguard: SAKUYA, hand: four } });
      expect(pw(ownTurn, 1, 'VC')).toBe(14000);
      const fewCards = scenario({
        format,
        at: 'main',
        turnPlayer: 1,
        p0: { hand: four },
        p1: { vanguard: SAKUYA, hand: [C.marron, C.marron, C.marron] },
      });
      expect(pw(fewCards, 1, 'VC')).toBe(10000);
    });
  }
});

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

describe('VG1 3.7 / VG2 3.7 characteristics and status', () => {
  for (const format of BOTH) {
    it(`VG1 3.7 VG1 3.7.1 VG1 3.7.2 VG1 3.7.2.1 VG2 3.7.1 VG2 3.7.2 VG2 3.7.2.1 an effect changes a characteristic (Morgana's power) for its duration; attacking changes a status (orientation), which outlasts it [${format}]`, () => {
      const s = scenario({
        format,
        at: 'battle',
        p0: { rc: { FL: MORGANA }, hand: [C.marron], deck: deck() },
        p1: { hand: [C.stardust] },
      });
      expect(pw(s, 0, 'FL')).toBe(6000);
      attack(s, 'FL', 'VC');
      expect(prompt(s)).toBe('vg.payCost');
      answer(s, { t: 'yes' });
      // Morgana's effect changed its power for the turn; attacking changed its status (rested).
      expect(pw(s, 0, 'FL')).toBe(10000);
      expect(unit(s, 0, 'FL').rested).toBe(true);
      endGuard(s);
      expect(prompt(s)).toBe('vg.attack');
      answer(s, { t: 'no' });
      expect(s.turn).toBe(4);
      const after = unit(s, 0, 'FL');
      expect(after.rested).toBe(true);
      expect(power(s, 0, after)).toBe(6000);
      expect(after.owner).toBe(0);
    });
  }
});

describe('units: vanguards, rear-guards and guardians', () => {
  for (const format of BOTH) {
    it(`VG1 3.8.1 VG1 3.8.2 VG1 3.11 VG1 3.11.1 VG2 3.8 VG2 3.11 a guardian is a unit: a damage check's trigger may give its power to it [${format}]`, () => {
      const s = scenario({
        format,
        at: 'battle',
        p0: { rc: { FL: C.gallatin }, deck: deck() },
        p1: { vanguard: C.marron, rc: { FR: C.marron }, hand: [C.wingal], deck: deck([C.critRP]) },
      });
      setMods(s, 0, 'FL', [{ stat: 'power', n: 10000, until: 'turn' }]);
      attack(s, 'FL', 'VC');
      answer(s, { t: 'guard', card: idOf(s, 1, 'hand', C.wingal) });
      endGuard(s);
      expect(events(s, 'damageCheck')).toHaveLength(1);
      expect(s.decision).toMatchObject({ seat: 1, prompt: 'vg.triggerOrder' });
      order(s, 'power', 'critical');
      expect(prompt(s)).toBe('vg.triggerPower');
      // Units are the cards on the field's circles: the vanguard, the rear-guard and the guardian.
      expect(circles(s)).toEqual(['VC', 'FR', 'GC']);
      answer(s, { t: 'circle', circle: 'GC' });
      expect(events(s, 'modify')).toEqual([
        { t: 'modify', seat: 1, id: expect.any(Number), stat: 'power', n: 5000, until: 'turn' },
      ]);
    });
  }

  for (const format of BOTH) {
    it(`VG1 3.9 VG1 3.9.1 VG1 3.9.1.1 VG1 10.1.5 VG2 3.9 a player has only one vanguard: riding puts the old one into the soul [${format}]`, () => {
      const s = scenario({ format, at: 'ride', p0: { vanguard: C.marron, hand: [C.blasterBlade], deck: deck() } });
      answer(s, { t: 'ride', card: idOf(s, 0, 'hand', C.blasterBlade) });
      expect(codes(s.players[0].field.VC)).toEqual([C.blasterBlade]);
      expect(codes(s.players[0].soul)).toEqual([C.marron]);
    });
  }

  for (const format of BOTH) {
    it(`VG1 3.10 VG1 3.10.1 VG1 3.10.1.1 VG1 4.6.7.1 VG2 3.10 one rear-guard per rear-guard circle: a call onto an occupied circle retires the old one [${format}]`, () => {
      const s = scenario({
        format,
        at: 'main',
        p0: { vanguard: C.gallatin, rc: { FL: C.wingal }, hand: [C.marron], deck: deck() },
      });
      answer(s, { t: 'call', card: idOf(s, 0, 'hand', C.marron), circle: 'FL' });
      expect(codes(s.players[0].field.FL)).toEqual([C.marron]);
      expect(codes(s.players[0].drop)).toEqual([C.wingal]);
      for (const c of REAR_GUARD_CIRCLES) expect(s.players[0].field[c].length).toBeLessThanOrEqual(1);
    });
  }

  it('VG1 3.11.1.2 VG1 4.6.7.1 there is no limit to guardians: ver. 1.10 puts four on the guardian circle in one guard step', () => {
    const hand = [C.stardust, C.wingal, C.marron, C.critRP];
    const s = scenario({
      format: 'cr110',
      at: 'battle',
      p0: { rc: { FL: C.gallatin }, deck: deck() },
      p1: { vanguard: C.gallatin, hand, deck: deck() },
    });
    attack(s, 'FL', 'VC');
    for (const code of hand.slice(0, 3)) answer(s, { t: 'guard', card: idOf(s, 1, 'hand', code) });
    // Three chosen, and the fourth is still offered: the guard step closes itself once nothing is left.
    expect(prompt(s)).toBe('vg.guardBatch');
    expect(optionsOf(s, 'guard')).toEqual([{ t: 'guard', card: idOf(s, 1, 'hand', C.critRP) }]);
    answer(s, { t: 'guard', card: idOf(s, 1, 'hand', C.critRP) });
    expect(events(s, 'guard')).toHaveLength(4);
    expect(events(s, 'compare')).toEqual([{ t: 'compare', hit: [false] }]);
    expect(s.players[1].drop).toHaveLength(4);
  });
});

describe('VG1 3.12 drawing', () => {
  for (const format of BOTH) {
    it(`VG1 3.12 VG1 3.12.1 VG1 3.12.3 VG1 4.3.1 drawing five cards is five single draws from the deck into the hand, one card per move [${format}]`, () => {
      const s = newGame<VGState>({ game: 'vanguard', format, decks: [{ cards: TD01 }, { cards: TD02 }], seed: 11 });
      for (const seat of [0, 1] as const) {
        const o = s.decision!.options[0];
        answer(s, o as never);
        expect(s.decision!.seat).toBe(seat === 0 ? 1 : s.firstPlayer);
      }
      for (const seat of [0, 1] as const) {
        const draws = events(s, 'move').filter((e) => e.seat === seat && e.from === 'deck' && e.to === 'hand');
        expect(draws).toHaveLength(5);
        // One card per move, and the hand holds them in the order they were drawn.
        expect(draws.map((e) => e.newId)).toEqual(s.players[seat].hand.map((c) => c.id));
        expect(s.players[seat].deck).toHaveLength(44);
      }
    });
  }

  it('VG1 3.12.1 VG1 4.3.1 a draw trigger moves the next deck card into the hand while the checked card stays in the trigger zone', () => {
    const s = scenario({
      format: 'cr110',
      at: 'battle',
      p0: { vanguard: C.blasterBlade, deck: deck([C.drawRP, C.wingal]) },
      p1: { vanguard: C.wingal },
    });
    attack(s, 'VC', 'VC');
    order(s, 'draw', 'power');
    // The drawn card is the next card of the deck (Wingal); the checked card is still in the trigger zone.
    expect(codes(s.players[0].hand)).toEqual([C.wingal]);
    expect(codes(s.players[0].trigger)).toEqual([C.drawRP]);
  });
});

describe('VG1 3.13 damage process (ver. 1.10)', () => {
  it('VG1 3.13 VG1 3.13.1 VG1 3.13.1.1 VG1 3.13.1.2 VG1 4.8 VG1 4.8.1 VG1 4.10.3 VG1 10.1.14 VG1 10.1.14.1 critical 2: check, trigger zone face up, damage zone; then the second', () => {
    const s = scenario({
      format: 'cr110',
      at: 'battle',
      p0: { rc: { FL: C.gallatin }, deck: deck() },
      p1: { vanguard: C.wingal, deck: deck([C.healRP, C.wingal]) },
    });
    setMods(s, 0, 'FL', [{ stat: 'critical', n: 1, until: 'turn' }]);
    const from = s.log!.length;
    attack(s, 'FL', 'VC');
    // The first check: player 2 (the damaged vanguard's master) put the top card of their deck in the
    // trigger zone, face up; the icon resolves while it is there, before the second check.
    expect(s.decision).toMatchObject({ seat: 1, prompt: 'vg.triggerOrder' });
    expect(s.players[1].trigger.map((c) => [c.code, c.up])).toEqual([[C.healRP, true]]);
    expect(s.players[1].damage).toHaveLength(0);
    expect(events(s, 'damageCheck')).toHaveLength(1);
    order(s, 'heal', 'power');
    answer(s, { t: 'circle', circle: 'VC' });
    expect(s.players[1].trigger).toHaveLength(0);
    expect(s.players[1].damage.map((c) => [c.code, c.up])).toEqual([
      [C.healRP, true],
      [C.wingal, true],
    ]);
    expect(sequence(s, ['move', 'damageCheck'], from)).toEqual([
      'move deck>trigger',
      'damageCheck',
      'move trigger>damage',
      'move deck>trigger',
      'damageCheck',
      'move trigger>damage',
    ]);
  });
});

describe('VG1 3.16 / VG2 3.16 at random', () => {
  it('VG1 3.16.1 VG1 3.16.2 VG2 3.16.1 VG2 3.16.2 a shuffle picks every order with even probability: 24 orders of four cards, 24000 shuffles', () => {
    const rng = seedRng(2024);
    const counts = new Map<string, number>();
    for (let i = 0; i < 24000; i++) {
      const xs = [0, 1, 2, 3];
      shuffleInPlace(rng, xs);
      const k = xs.join('');
      counts.set(k, (counts.get(k) ?? 0) + 1);
    }
    expect(counts.size).toBe(24);
    for (const n of counts.values()) {
      expect(n).toBeGreaterThan(850);
      expect(n).toBeLessThan(1150);
    }
  });

  it('VG1 3.16 VG1 3.16.1 the setup shuffle differs by seed and repeats for the same seed', () => {
    const orders = new Set<string>();
    for (let seed = 1; seed <= 8; seed++) {
      const deckOrder = (x: number) => {
        const s = newGame<VGState>({
          game: 'vanguard',
          format: 'cr110',
          decks: [{ cards: TD01 }, { cards: TD02 }],
          seed: x,
        });
        answer(s, s.decision!.options[0] as never);
        answer(s, s.decision!.options[0] as never);
        return s.players[0].deck.map((c) => c.code).join(',');
      };
      expect(deckOrder(seed)).toBe(deckOrder(seed));
      orders.add(deckOrder(seed));
    }
    expect(orders.size).toBe(8);
  });
});

describe('VG1 3.17 / VG2 3.17 orientation', () => {
  for (const format of BOTH) {
    it(`VG1 3.17.1.1 VG1 3.17.1.2 VG2 3.17.1.1 VG2 3.17.1.2 attacking rests a unit; the next stand phase stands it [${format}]`, () => {
      const s = scenario({ format, at: 'battle', p0: { rc: { FL: C.gallatin }, deck: deck() }, p1: { deck: deck() } });
      attack(s, 'FL', 'VC');
      expect(unit(s, 0, 'FL').rested).toBe(true);
      // Player 2's turn leaves it resting; player 1's next stand phase stands it.
      autoplay(s, (x) => x.turn === 4);
      expect(s.turnPlayer).toBe(1);
      expect(unit(s, 0, 'FL').rested).toBe(true);
      autoplay(s, (x) => x.turn === 5);
      expect(s.turnPlayer).toBe(0);
      expect(unit(s, 0, 'FL').rested).toBe(false);
      expect(events(s, 'stand').filter((e) => e.seat === 0)).toHaveLength(1);
    });
  }

  for (const format of BOTH) {
    it(`VG1 3.17.3.1 VG1 10.1.12.1 counter charge turns a face-down damage card face up, and offers only face-down cards [${format}]`, () => {
      const s = scenario({
        format,
        at: 'battle',
        p0: {
          vanguard: KING_OF_SWORD,
          rc: { FL: STORM },
          damage: [C.marron, { code: C.marron, faceDown: true }],
          deck: deck(),
        },
        p1: { vanguard: C.wingal, deck: deck() },
      });
      attack(s, 'FL', 'VC');
      // Storm hit a vanguard with a «Nova Grappler» vanguard: counter charge 1 offers only the face-down card.
      expect(prompt(s)).toBe('vg.counterCharge');
      const down = s.players[0].damage[1];
      expect(s.decision!.options).toEqual([{ t: 'card', card: down.id }]);
      answer(s, { t: 'card', card: down.id });
      expect(s.players[0].damage.map((c) => c.up)).toEqual([true, true]);
    });
  }

  for (const format of BOTH) {
    it(`VG1 3.17.4 VG2 3.17.4 turning face up a card already face up does nothing: Mr. Invincible's counter charge with no face-down damage asks nothing [${format}]`, () => {
      const s = scenario({
        format,
        at: 'main',
        p0: { vanguard: INVINCIBLE, damage: [C.marron, C.marron], deck: deck([C.wingal]) },
      });
      // Soul charge 1 happened; counter charge found no face-down card and changed nothing.
      expect(played(s)).toEqual([`0:${INVINCIBLE}`]);
      expect(codes(s.players[0].soul)).toEqual([C.wingal]);
      expect(s.players[0].damage.map((c) => c.up)).toEqual([true, true]);
      expect(prompt(s)).toBe('vg.main');
    });
  }
});

// --- section 4: zones ----------------------------------------------------------------------------------

describe('VG1 4.1.7 / VG1 4.5 / VG1 4.6 zones, field and circles', () => {
  for (const format of BOTH) {
    it(`VG1 4.1.7 face-down cards in the (public) damage zone stay visible to every player and spectators [${format}]`, () => {
      const s = scenario({
        format,
        at: 'main',
        p0: { damage: [{ code: C.healRP, faceDown: true }, C.marron] },
      });
      for (const who of [0, 1, 'spectator'] as const) {
        expect(vv(s, who).players[0].damage).toEqual([
          { id: s.players[0].damage[0].id, code: C.healRP, faceDown: true },
          { id: s.players[0].damage[1].id, code: C.marron },
        ]);
      }
    });
  }

  for (const format of BOTH) {
    it(`VG1 4.5 VG1 4.5.1 VG1 4.5.2 VG1 4.5.3 the field holds every unit on seven circles, open to both players and spectators [${format}]`, () => {
      const s = scenario({
        format,
        at: 'main',
        p0: { vanguard: C.gallatin, rc: { FL: C.marron, FR: C.wingal, BL: C.stardust, BC: C.wingal, BR: C.marron } },
      });
      const field = s.players[0].field;
      expect(Object.keys(field)).toHaveLength(7);
      for (const who of [1, 'spectator'] as const) {
        const f = vv(s, who).players[0].field;
        for (const c of ['VC', 'FL', 'FR', 'BL', 'BC', 'BR'] as const) {
          expect(f[c]).toEqual([expect.objectContaining({ id: field[c][0].id, code: field[c][0].code })]);
        }
        expect(f.GC).toEqual([]);
      }
    });
  }

  for (const format of BOTH) {
    it(`VG1 4.6 VG1 4.6.4 VG1 4.6.6 a ride goes to the vanguard circle, a call to one of the five rear-guard circles [${format}]`, () => {
      const s = scenario({
        format,
        at: 'ride',
        p0: { vanguard: C.wingal, hand: [C.gallatin, C.marron], deck: deck() },
      });
      answer(s, { t: 'ride', card: idOf(s, 0, 'hand', C.gallatin) });
      expect(codes(s.players[0].field.VC)).toEqual([C.gallatin]);
      expect(prompt(s)).toBe('vg.main');
      expect(optionsOf(s, 'call').map((o) => o.circle)).toEqual(['FL', 'FR', 'BL', 'BC', 'BR']);
      answer(s, { t: 'call', card: idOf(s, 0, 'hand', C.marron), circle: 'BC' });
      expect(codes(s.players[0].field.BC)).toEqual([C.marron]);
    });
  }
});

describe('VG1 4.7 / VG2 4.7 soul', () => {
  for (const format of BOTH) {
    it(`VG1 4.7 VG1 4.7.1 VG1 4.7.2 VG2 4.7.2 the soul is under the vanguard and not part of the field: a «Royal Paladin» in the soul does not match a trigger's clan [${format}]`, () => {
      const s = scenario({
        format,
        at: 'battle',
        p0: { vanguard: C.nehalem, soul: [C.stardust, C.wingal], deck: deck([C.critRP]) },
        p1: { vanguard: C.wingal },
      });
      attack(s, 'VC', 'VC');
      expect(events(s, 'triggerCheck')).toEqual([
        { t: 'triggerCheck', seat: 0, id: expect.any(Number), kind: 'critical', active: false },
      ]);
      expect(events(s, 'modify')).toEqual([]);
      expect(s.players[1].damage).toHaveLength(1);
      expect(codes(s.players[0].soul)).toEqual([C.stardust, C.wingal]);
    });
  }
});

describe('VG1 4.10 trigger zone', () => {
  for (const format of BOTH) {
    it(`VG1 4.10.1 VG1 4.10.2 VG1 4.10.4 a drive check card waits face up in the (public) trigger zone while its icon resolves, then goes to its owner's hand [${format}]`, () => {
      const s = scenario({
        format,
        at: 'battle',
        p0: { vanguard: C.blasterBlade, deck: deck([C.critRP]) },
        p1: { vanguard: C.wingal },
      });
      attack(s, 'VC', 'VC');
      expect(prompt(s)).toBe('vg.triggerOrder');
      const checked = s.players[0].trigger[0];
      expect(checked).toMatchObject({ code: C.critRP, up: true });
      for (const who of [1, 'spectator'] as const) {
        expect(vv(s, who).players[0].trigger).toEqual([{ id: checked.id, code: C.critRP }]);
      }
      order(s, 'critical', 'power');
      answer(s, { t: 'circle', circle: 'VC' });
      answer(s, { t: 'circle', circle: 'VC' });
      expect(s.players[0].trigger).toHaveLength(0);
      expect(codes(s.players[0].hand)).toEqual([C.critRP]);
    });
  }
});

// --- section 8: playing and resolving ----------------------------------------------------------------

describe('VG1 8.1 categories of abilities', () => {
  for (const format of BOTH) {
    it(`VG1 8.1.1.1.1 the zone in an [ACT]'s parentheses is where it can be used: Gancelot's (Hand) ability only from the hand, its (VC) one only on the vanguard circle [${format}]`, () => {
      const s = scenario({
        format,
        at: 'main',
        p0: {
          vanguard: GANCELOT,
          hand: [GANCELOT],
          soul: [C.blasterBlade],
          damage: [C.marron, C.marron],
          deck: deck(),
        },
      });
      expect(optionsOf(s, 'act')).toEqual([
        { t: 'act', card: idOf(s, 0, 'VC', GANCELOT), index: 0 },
        { t: 'act', card: idOf(s, 0, 'hand', GANCELOT), index: 1 },
      ]);
    });
  }

  for (const format of BOTH) {
    it(`VG1 8.1.1.2.1 VG1 8.1.1.2.2 an [AUTO] triggered by its own move stands by; its [cost] is asked and paid only as it resolves [${format}]`, () => {
      const s = scenario({
        format,
        at: 'main',
        p0: { vanguard: C.gallatin, hand: [C.blasterBlade], damage: [C.marron, C.marron], deck: deck() },
        p1: { rc: { FL: C.gallatin } },
      });
      answer(s, { t: 'call', card: idOf(s, 0, 'hand', C.blasterBlade), circle: 'FR' });
      expect(events(s, 'standby')).toHaveLength(1);
      expect(prompt(s)).toBe('vg.payCost');
      expect(s.players[0].damage.every((c) => c.up)).toBe(true);
      answer(s, { t: 'yes' });
      expect(s.players[0].damage.every((c) => !c.up)).toBe(true);
      expect(prompt(s)).toBe('vg.chooseUnit');
      answer(s, { t: 'unit', seat: 1, circle: 'FL' } as never);
      expect(codes(s.players[1].drop)).toEqual([C.gallatin]);
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

describe('VG1 8.5 playing cards', () => {
  for (const format of BOTH) {
    it(`VG1 8.5 VG1 8.5.2 VG1 8.5.2.2 VG1 8.5.2.2.1 VG1 10.1.6.1.1 VG1 10.1.6.1.1.1 VG1 10.1.6.1.1.1.2 VG1 10.1.6.1.1.2 a normal call is one hand card and one rear-guard circle chosen together [${format}]`, () => {
      const s = scenario({
        format,
        at: 'main',
        p0: { vanguard: C.gallatin, hand: [C.marron, C.wingal], deck: deck() },
      });
      const calls = optionsOf(s, 'call');
      expect(calls).toHaveLength(2 * 5);
      for (const o of calls) {
        expect(Object.keys(o).sort()).toEqual(['card', 'circle', 't']);
        expect(REAR_GUARD_CIRCLES).toContain(o.circle);
      }
      answer(s, { t: 'call', card: idOf(s, 0, 'hand', C.wingal), circle: 'BR' });
      expect(codes(s.players[0].field.BR)).toEqual([C.wingal]);
      expect(codes(s.players[0].hand)).toEqual([C.marron]);
      expect(events(s, 'call')).toHaveLength(1);
    });
  }

  for (const format of BOTH) {
    it(`VG1 8.5.2.2.1.1 VG1 8.5.2.4 VG1 8.5.2.4.3 VG1 4.6.5 VG1 10.1.6.1.2.1 in the guard step a hand card can only be called to the guardian circle, where it is put resting [${format}]`, () => {
      const s = scenario({
        format,
        at: 'battle',
        p0: { vanguard: C.blasterBlade, deck: deck([C.critRP]) },
        p1: { vanguard: C.gallatin, hand: [C.marron, C.stardust], deck: deck() },
      });
      attack(s, 'VC', 'VC');
      expect(s.decision!.seat).toBe(1);
      expect(optionsOf(s, 'call')).toHaveLength(0);
      expect(optionsOf(s, 'guard')).toEqual([
        { t: 'guard', card: idOf(s, 1, 'hand', C.marron) },
        { t: 'guard', card: idOf(s, 1, 'hand', C.stardust) },
      ]);
      answer(s, { t: 'guard', card: idOf(s, 1, 'hand', C.marron) });
      // Ver. 1.10 puts every chosen guardian down together once the choice is done; ver. 2.01 at once.
      expect(s.players[1].field.GC).toHaveLength(format === 'cr110' ? 0 : 1);
      endGuard(s);
      // The drive check's trigger question pauses the battle with the guardian on its circle.
      expect(prompt(s)).toBe('vg.triggerOrder');
      expect(s.players[1].field.GC.map((c) => [c.code, c.rested])).toEqual([[C.marron, true]]);
      expect(codes(s.players[1].hand)).toEqual([C.stardust]);
    });
  }

  for (const format of BOTH) {
    it(`VG1 8.5.3.1.4 VG1 10.1.9.1 VG1 10.1.10.1 VG1 10.1.8.1 a search of the (hidden) deck may find nothing even when a match is there; the deck is shuffled; the revealed card is shown to all [${format}]`, () => {
      const s = scenario({
        format,
        at: 'main',
        p0: { vanguard: C.gallatin, hand: [GANCELOT], deck: deck([C.marron, C.blasterBlade]) },
      });
      const from = s.log!.length;
      answer(s, { t: 'act', card: idOf(s, 0, 'hand', GANCELOT), index: 1 });
      // The cost: Gancelot is revealed to both players, then put on top of the deck.
      expect(eventsFor(s, 1, from).filter((e) => e.t === 'reveal')).toEqual([
        { t: 'reveal', seat: 0, zone: 'hand', cards: [{ code: GANCELOT }] },
      ]);
      expect(prompt(s)).toBe('vg.search');
      expect(s.decision!.options).toContainEqual({ t: 'card', card: idOf(s, 0, 'deck', C.blasterBlade) });
      answer(s, { t: 'none' });
      expect(s.players[0].hand).toHaveLength(0);
      expect(s.players[0].deck.filter((c) => c.code === C.blasterBlade)).toHaveLength(1);
      expect(events(s, 'shuffle')).toEqual([{ t: 'shuffle', seat: 0 }]);
      expect(prompt(s)).toBe('vg.main');
    });
  }
});

describe('VG1 8.6 resolving automatic abilities', () => {
  for (const format of BOTH) {
    it(`VG1 8.6 VG1 8.6.3 the master plays its standing-by abilities one at a time, and each one played stops standing by [${format}]`, () => {
      const s = scenario({
        format,
        at: 'battle',
        p0: { vanguard: C.blasterBlade, rc: { FL: SWORD_DANCER, FR: SWORD_DANCER }, deck: deck([C.drawRP]) },
        p1: { vanguard: C.wingal },
      });
      attack(s, 'VC', 'VC');
      order(s, 'draw', 'power');
      answer(s, { t: 'circle', circle: 'VC' });
      // The draw put both Sword Dancer Angels' abilities on standby; their master chooses the order.
      expect(s.decision).toMatchObject({ seat: 0, prompt: 'vg.playAuto' });
      expect(s.standby).toHaveLength(2);
      const fr = idOf(s, 0, 'FR', SWORD_DANCER);
      answer(s, { t: 'auto', source: fr, index: 0 } as never);
      expect(s.standby.map((x) => x.source)).not.toContain(fr);
      expect(s.standby).toHaveLength(0);
      expect(pw(s, 0, 'FR')).toBe(9000);
      expect(pw(s, 0, 'FL')).toBe(9000);
      expect(played(s)).toEqual([`0:${SWORD_DANCER}`, `0:${SWORD_DANCER}`]);
    });
  }
});

// --- section 10: specific actions ----------------------------------------------------------------------

describe('VG1 10.1 specific actions', () => {
  for (const format of BOTH) {
    it(`VG1 10.1.2.1.1 discarding as a cost moves the chosen hand card to the drop zone (Knight of Rose, Morgana) [${format}]`, () => {
      const s = scenario({
        format,
        at: 'battle',
        p0: { rc: { FL: MORGANA }, hand: [C.marron, C.wingal], deck: deck() },
        p1: { hand: [C.stardust] },
      });
      attack(s, 'FL', 'VC');
      answer(s, { t: 'yes' });
      expect(prompt(s)).toBe('vg.cost.discard');
      answer(s, { t: 'card', card: idOf(s, 0, 'hand', C.wingal) });
      expect(codes(s.players[0].hand)).toEqual([C.marron]);
      expect(codes(s.players[0].drop)).toEqual([C.wingal]);
      expect(pw(s, 0, 'FL')).toBe(10000);
    });
  }

  it('VG1 10.1.7 VG1 10.1.7.1 ver. 1.10 heal: a heal trigger moves the chosen damage card to the drop zone', () => {
    const s = scenario({
      format: 'cr110',
      at: 'battle',
      p0: { vanguard: C.blasterBlade, damage: [C.marron, C.wingal], deck: deck([C.healRP]) },
      p1: { vanguard: C.wingal, damage: [C.marron, C.marron] },
    });
    attack(s, 'VC', 'VC');
    order(s, 'heal', 'power');
    expect(s.decision).toMatchObject({ seat: 0, prompt: 'vg.heal' });
    answer(s, { t: 'card', card: idOf(s, 0, 'damage', C.wingal) });
    expect(codes(s.players[0].damage)).toEqual([C.marron]);
    expect(codes(s.players[0].drop)).toEqual([C.wingal]);
    expect(events(s, 'heal')).toEqual([{ t: 'heal', seat: 0 }]);
  });
});
