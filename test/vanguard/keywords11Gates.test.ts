// Rules tests for the "active while" keywords of VG2 section 11 — Limit Break (11.6), Brave (11.15), Oracle
// (11.16), Ritual (11.18), Thunderstrike (11.26), Shinken Hissatsu (11.39), Wave (11.35) and Dark Device (11.36).
// Each keyword is one `gate` of the ability DSL, and the same three rules hold for all of them: a [CONT] is
// checked continuously, an [AUTO] only when it would trigger, an [ACT] only when it would be played. Vanilla
// trial-deck cards get test-only abilities with `withTestAbilities` (undone after each test); the counts a
// gate reads are changed between steps with the engine's move primitive, as an effect would change them.
import { describe, expect, it } from 'vitest';
import { run } from '../../src/core/engine.ts';
import type { Seat } from '../../src/core/types.ts';
import { abilityText } from '../../src/games/vanguard/abilities/text.ts';
import { act, auto, chooseYour, cont, type Gate, power, thisUnit } from '../../src/games/vanguard/abilities/dsl.ts';
import type { VGState } from '../../src/games/vanguard/state.ts';
import { moveCard } from '../../src/games/vanguard/zones.ts';
import { attack, attackUntilBoost, deck, endGuard, offersAct, pw, unit } from './cards/helpers.ts';
import { answer, events, prompt, scenario, type ScenarioSpec } from './scenario.ts';
import { testOnlyAbilities } from './testAbilities.ts';

// Vanilla trial-deck cards used as hosts (stats in data/vanguard/original-td.cards.json).
const KING = 'TD03/004'; // King of Sword, g2 10000 «Nova Grappler»
const TOUGH = 'TD03/007'; // Tough Boy, g1 8000 «Nova Grappler», Boost
const NEHALEM = 'TD02/004'; // g2 10000 «Kagero»
const MARRON = 'TD01/008'; // g1 8000, the decks' filler: every card moved from a deck here is grade 1

const { give } = testOnlyAbilities();

/** Put exactly `n` cards in `seat`'s `zone`, taking them from the top of the deck or putting them back under it. */
function setCount(s: VGState, seat: Seat, zone: 'hand' | 'damage' | 'drop' | 'bind', n: number): void {
  const p = s.players[seat];
  while (p[zone].length < n) moveCard(s, seat, p.deck.at(-1)!, 'deck', zone);
  while (p[zone].length > n) moveCard(s, seat, p[zone].at(-1)!, zone, 'deck', { bottom: true });
}

/** Ask the pending decision again, so its options see a position changed by the test. */
function reask(s: VGState): void {
  s.decision = null;
  run(s);
}

interface Keyword {
  name: string;
  gate: Gate;
  /** What the gate needs, for test names. */
  needs: string;
  /** Clauses each test checks. */
  cite: { cont: string; auto: string; act: string };
  /** Make the gate hold (at its boundary) or fail (just past it) for player 1. */
  set: (s: VGState, holds: boolean) => void;
}

const KEYWORDS: Keyword[] = [
  {
    name: 'Limit Break 4',
    gate: { kw: 'limitBreak', n: 4 },
    needs: 'four or more damage',
    cite: {
      cont: 'VG2 11.6 / VG2 11.6.1 / VG2 11.6.3 / VG2 11.6.3.1 / VG2 11.6.3.1.1',
      auto: 'VG2 11.6.3.2 / VG2 11.6.3.2.1',
      act: 'VG2 11.6.3.3 / VG2 11.6.3.3.1',
    },
    set: (s, holds) => setCount(s, 0, 'damage', holds ? 4 : 3),
  },
  {
    name: 'Brave',
    gate: { kw: 'brave' },
    needs: 'three or fewer cards in hand',
    cite: {
      cont: 'VG2 11.15 / VG2 11.15.1 / VG2 11.15.2 / VG2 11.15.2.1',
      auto: 'VG2 11.15.3 / VG2 11.15.3.1',
      act: 'VG2 11.15.4 / VG2 11.15.4.1',
    },
    set: (s, holds) => setCount(s, 0, 'hand', holds ? 3 : 4),
  },
  {
    name: 'Oracle',
    gate: { kw: 'oracle' },
    needs: 'five or more cards in hand',
    cite: {
      cont: 'VG2 11.16 / VG2 11.16.1 / VG2 11.16.2 / VG2 11.16.2.1',
      auto: 'VG2 11.16.3 / VG2 11.16.3.1',
      act: 'VG2 11.16.4 / VG2 11.16.4.1',
    },
    set: (s, holds) => setCount(s, 0, 'hand', holds ? 5 : 4),
  },
  {
    name: 'Ritual 2',
    gate: { kw: 'ritual', n: 2 },
    needs: 'two or more grade 1 cards in the drop zone',
    cite: {
      cont: 'VG2 11.18 / VG2 11.18.1 / VG2 11.18.2',
      auto: 'VG2 11.18.3 / VG2 11.18.3.2',
      act: 'VG2 11.18.4 / VG2 11.18.4.1',
    },
    set: (s, holds) => setCount(s, 0, 'drop', holds ? 2 : 1),
  },
  {
    name: 'Thunderstrike 2',
    gate: { kw: 'thunderstrike', n: 2 },
    needs: "two or more cards in the opponent's bind zone",
    cite: {
      cont: 'VG2 11.26 / VG2 11.26.1 / VG2 11.26.1.1',
      auto: 'VG2 11.26.1.2 / VG2 11.26.1.2.1',
      act: 'VG2 11.26.1.3 / VG2 11.26.1.3.1',
    },
    set: (s, holds) => setCount(s, 1, 'bind', holds ? 2 : 1),
  },
  {
    name: 'Shinken Hissatsu',
    gate: { kw: 'shinkenHissatsu' },
    needs: 'three or more damage',
    cite: {
      cont: 'VG2 11.39 / VG2 11.39.1 / VG2 11.39.1.1',
      auto: 'VG2 11.39.1.2 / VG2 11.39.1.2.1',
      act: 'VG2 11.39.1.3 / VG2 11.39.1.3.1',
    },
    set: (s, holds) => setCount(s, 0, 'damage', holds ? 3 : 2),
  },
];

describe('"active while" keywords on [CONT], [AUTO] and [ACT] (VG2 11.6, 11.15, 11.16, 11.18, 11.26, 11.39)', () => {
  for (const k of KEYWORDS) {
    it(`${k.cite.cont} [CONT] ${k.name}: "this unit gets Power +5000" applies exactly while you have ${k.needs}, checked continuously`, () => {
      const a = cont({ zones: ['VC'], gate: k.gate, effect: { cont: 'modify', stat: 'power', n: 5000 } });
      give(KING, [a]);
      expect(abilityText(a)).toBe(`[CONT](VC) ${k.name}:This unit gets Power +5000.`);
      const s = scenario({ at: 'main', p0: { vanguard: KING, deck: deck([]) }, p1: { deck: deck([]) } });
      k.set(s, false);
      expect(pw(s, 0, 'VC')).toBe(10000);
      k.set(s, true); // no event, no check timing: the value follows the count at once
      expect(pw(s, 0, 'VC')).toBe(15000);
      k.set(s, false);
      expect(pw(s, 0, 'VC')).toBe(10000);
    });

    it(`${k.cite.auto} [AUTO] ${k.name}: triggers only if you have ${k.needs} when its condition is met, and then resolves though the count changes`, () => {
      const a = auto({
        zones: ['VC'],
        gate: k.gate,
        trigger: { on: 'attacks' },
        effects: [power(thisUnit, 5000, 'battle')],
      });
      give(KING, [a]);
      expect(abilityText(a)).toBe(
        `[AUTO](VC) ${k.name}:When this unit attacks, this unit gets Power +5000 until end of that battle.`,
      );
      // The opponent holds a card, so the battle waits at the guard step while the power is read.
      const spec: ScenarioSpec = {
        at: 'battle',
        p0: { vanguard: KING, rc: { BC: TOUGH }, deck: deck([]) },
        p1: { hand: [MARRON], deck: deck([]) },
      };

      // Not met when the unit attacks: it never triggers, even if the count is met before the check timing.
      const off = scenario(spec);
      k.set(off, false);
      attackUntilBoost(off, 'VC', 'VC');
      expect(off.standby).toHaveLength(0);
      k.set(off, true);
      answer(off, { t: 'no' });
      expect(events(off, 'playAbility')).toHaveLength(0);
      expect(pw(off, 0, 'VC')).toBe(10000);

      // Met when the unit attacks: it waits, the count stops meeting the gate, and it still resolves.
      const on = scenario(spec);
      k.set(on, true);
      attackUntilBoost(on, 'VC', 'VC');
      expect(on.standby).toHaveLength(1);
      k.set(on, false);
      answer(on, { t: 'no' });
      expect(events(on, 'playAbility')).toHaveLength(1);
      expect(pw(on, 0, 'VC')).toBe(15000);
    });

    it(`${k.cite.act} [ACT] ${k.name}: can be played only while you have ${k.needs}, and once played resolves though the count changes`, () => {
      const a = act({ zones: ['VC'], gate: k.gate, cost: [], effects: [power(chooseYour('unit'), 5000, 'turn')] });
      give(KING, [a]);
      expect(abilityText(a)).toBe(
        `[ACT](VC) ${k.name}:Choose one of your units, and that unit gets Power +5000 until end of turn.`,
      );
      const s = scenario({ at: 'main', p0: { vanguard: KING, deck: deck([]) }, p1: { deck: deck([]) } });
      const id = unit(s, 0, 'VC').id;
      k.set(s, false);
      reask(s);
      expect(offersAct(s, id, 0)).toBe(false);
      k.set(s, true);
      reask(s);
      expect(offersAct(s, id, 0)).toBe(true);
      answer(s, { t: 'act', card: id, index: 0 });
      expect(prompt(s)).toBe('vg.chooseUnit'); // played, now resolving
      k.set(s, false);
      answer(s, { t: 'unit', seat: 0, circle: 'VC' });
      expect(pw(s, 0, 'VC')).toBe(15000);
    });
  }
});

describe('Limit Break on a unit and "units with LB" (VG2 11.6.1, 11.6.2)', () => {
  it("VG2 11.6.1 the Limit Break icon of a card counts its master's damage, not the opponent's", () => {
    give(KING, [
      cont({ zones: ['VC'], gate: { kw: 'limitBreak', n: 4 }, effect: { cont: 'modify', stat: 'power', n: 5000 } }),
    ]);
    const s = scenario({ at: 'main', p0: { vanguard: KING, deck: deck([]) }, p1: { vanguard: KING, deck: deck([]) } });
    setCount(s, 1, 'damage', 4);
    expect([pw(s, 0, 'VC'), pw(s, 1, 'VC')]).toEqual([10000, 15000]);
  });

  it('VG2 11.6.2 / VG2 11.39.2 "a unit with LB 4" and "with the Shinken Hissatsu ability" are the units that have such an ability, active or not', () => {
    const lb4 = auto({ limitBreak: 4, trigger: { on: 'attacks' }, effects: [] });
    give(KING, [lb4]);
    give(TOUGH, [auto({ limitBreak: 5, trigger: { on: 'attacks' }, effects: [] })]);
    give(NEHALEM, [auto({ gate: { kw: 'shinkenHissatsu' }, trigger: { on: 'attacks' }, effects: [] })]);
    const pick = (f: 'lb4' | 'shinken') =>
      act({
        zones: ['RC'],
        cost: [],
        effects: [
          power(
            chooseYour('unit', { withKeyword: f === 'lb4' ? { kw: 'limitBreak', n: 4 } : { kw: 'shinkenHissatsu' } }),
            5000,
            'turn',
          ),
        ],
      });
    give(MARRON, [pick('lb4'), pick('shinken')]);
    expect(abilityText(pick('lb4'))).toBe(
      '[ACT](RC):Choose one of your units with "Limit Break 4", and that unit gets Power +5000 until end of turn.',
    );
    const s = scenario({
      at: 'main',
      p0: { vanguard: KING, rc: { FL: TOUGH, FR: NEHALEM, BL: MARRON }, deck: deck([]) }, // no damage: none is active
      p1: { deck: deck([]) },
    });
    const marron = unit(s, 0, 'BL').id;
    answer(s, { t: 'act', card: marron, index: 0 });
    expect(s.decision!.options).toEqual([{ t: 'unit', seat: 0, circle: 'VC' }]); // not the LB 5 unit
    answer(s, { t: 'unit', seat: 0, circle: 'VC' });
    answer(s, { t: 'act', card: marron, index: 1 });
    expect(s.decision!.options).toEqual([{ t: 'unit', seat: 0, circle: 'FR' }]);
  });
});

describe('Wave (VG2 11.35)', () => {
  // The printed forms: one battle only, a list of battles, "or more", and a battle plus "or more".
  const cases = [
    { gate: { times: [2] }, text: 'Wave-2nd time only', active: [false, true, false] },
    { gate: { times: [1, 3] }, text: 'Wave-1st or 3rd time', active: [true, false, true] },
    { gate: { times: [], orMore: 2 }, text: 'Wave-2nd time or more', active: [false, true, true] },
    { gate: { times: [1], orMore: 3 }, text: 'Wave-1st time or 3rd time or more', active: [true, false, true] },
  ] as const;
  for (const { gate, text, active } of cases) {
    it(`VG2 11.35 / VG2 11.35.1 / VG2 11.35.2 "${text}": the [AUTO] is active in those battles of the turn alone`, () => {
      const a = auto({
        zones: ['VC', 'RC'],
        gate: { kw: 'wave', ...gate },
        trigger: { on: 'attacks' },
        effects: [power(thisUnit, 5000, 'battle')],
      });
      give(KING, [a]);
      expect(abilityText(a).startsWith(`[AUTO](VC/RC) ${text}:`)).toBe(true);
      const s = scenario({
        at: 'battle',
        p0: { vanguard: KING, rc: { FL: KING, FR: KING }, deck: deck([]) },
        p1: { hand: [MARRON], deck: deck([]) }, // the battle waits at the guard step while the power is read
      });
      const got: number[] = [];
      for (const c of ['FL', 'FR', 'VC'] as const) {
        attack(s, c, 'VC');
        got.push(pw(s, 0, c));
        endGuard(s);
        for (let i = 0; i < 10 && prompt(s) !== 'vg.attack'; i++) answer(s, s.decision!.options[0] as never);
      }
      expect(got).toEqual(active.map((on) => (on ? 15000 : 10000)));
    });
  }
});

describe('Dark Device (VG2 11.36)', () => {
  // Player 1's FL stands in player 2's right column (VG2 4.6.2.1).
  const field = (opp: Record<string, string | { code: string; rested: boolean }>) =>
    scenario({
      at: 'battle',
      p0: { vanguard: KING, rc: { FL: KING }, deck: deck([]) },
      p1: { rc: opp, hand: [MARRON], deck: deck([]) },
    });

  it("VG2 11.36 / VG2 11.36.1 / VG2 11.36.1.1 / VG2 4.6.2.1 [CONT] Dark Device: active only while the opponent has no unit, standing or resting, in this unit's column", () => {
    give(KING, [
      cont({ zones: ['RC'], gate: { kw: 'darkDevice' }, effect: { cont: 'modify', stat: 'power', n: 5000 } }),
    ]);
    expect(pw(field({}), 0, 'FL')).toBe(15000);
    expect(pw(field({ FL: NEHALEM, BL: NEHALEM }), 0, 'FL')).toBe(15000); // the other column
    expect(pw(field({ BR: NEHALEM }), 0, 'FL')).toBe(10000);
    expect(pw(field({ FR: { code: NEHALEM, rested: true } }), 0, 'FL')).toBe(10000);
    expect(pw(field({}), 0, 'VC')).toBe(10000); // on VC, the opponent's vanguard is in its column
  });

  it("VG2 11.36.1.2 [AUTO] Dark Device: triggers only if the opponent has no standing unit in this unit's column", () => {
    give(KING, [
      auto({
        zones: ['RC'],
        gate: { kw: 'darkDevice' },
        trigger: { on: 'attacks' },
        effects: [power(thisUnit, 5000, 'battle')],
      }),
    ]);
    const rested = field({ FR: { code: NEHALEM, rested: true } });
    attack(rested, 'FL', 'VC');
    expect(pw(rested, 0, 'FL')).toBe(15000);
    const standing = field({ BR: NEHALEM });
    attack(standing, 'FL', 'VC');
    expect(pw(standing, 0, 'FL')).toBe(10000);
  });

  it("VG2 11.36.1.3 [ACT] Dark Device: can be played only while the opponent has no standing unit in this unit's column", () => {
    give(KING, [
      act({ zones: ['RC'], gate: { kw: 'darkDevice' }, cost: [], effects: [power(thisUnit, 5000, 'turn')] }),
    ]);
    const main = (opp: Record<string, string | { code: string; rested: boolean }>) =>
      scenario({
        at: 'main',
        p0: { vanguard: NEHALEM, rc: { FL: KING }, deck: deck([]) },
        p1: { rc: opp, deck: deck([]) },
      });
    const rested = main({ FR: { code: NEHALEM, rested: true } });
    expect(offersAct(rested, unit(rested, 0, 'FL').id, 0)).toBe(true);
    const standing = main({ FR: NEHALEM });
    expect(offersAct(standing, unit(standing, 0, 'FL').id, 0)).toBe(false);
  });
});

describe('Ritual counts the card that triggers it (VG2 11.18.3.1)', () => {
  it('VG2 11.18.3.1 a Ritual [AUTO] that triggers on a card put into the drop zone from the field counts that card', () => {
    // "(Drop) Ritual 2: When this card is put into your drop zone, draw a card."
    const ritual = auto({
      zones: ['drop'],
      gate: { kw: 'ritual', n: 2 },
      trigger: { on: 'putInto', zone: 'drop' },
      effects: [{ do: 'draw', n: 1 }],
    });
    give(TOUGH, [ritual]); // grade 1
    give(NEHALEM, [ritual]); // grade 2
    give(KING, [act({ zones: ['VC'], cost: [{ pay: 'retire', n: 1 }], effects: [] })]);
    const retireFrom = (rc: string) => {
      const s = scenario({ at: 'main', p0: { vanguard: KING, rc: { FL: rc }, drop: [MARRON], deck: deck([]) } });
      answer(s, { t: 'act', card: unit(s, 0, 'VC').id, index: 0 });
      return s;
    };
    const g1 = retireFrom(TOUGH); // one grade 1 in the drop, and the retired grade 1 makes two
    expect(events(g1, 'playAbility').map((e) => (e.card as { code: string }).code)).toEqual([KING, TOUGH]);
    expect(g1.players[0].hand).toHaveLength(1);
    const g2 = retireFrom(NEHALEM); // a grade 2 does not count
    expect(events(g2, 'playAbility').map((e) => (e.card as { code: string }).code)).toEqual([KING]);
    expect(g2.players[0].hand).toHaveLength(0);
  });
});
