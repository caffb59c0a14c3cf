// An ability with several "active while" keywords (VG2 section 11): each keyword is a condition of the ability, so
// it is active only while every one holds. The test-only ability carries Shinken Hissatsu (11.39: three or more
// damage) and Brave (11.15: three or fewer cards in hand), two counts the test sets apart, and is checked in each
// of the four combinations for a [CONT], an [AUTO] and an [ACT]. Vanilla trial-deck hosts get it through
// `withTestAbilities` (undone after each test).
import { describe, expect, it } from 'vitest';
import { run } from '../../src/core/engine.ts';
import type { Seat } from '../../src/core/types.ts';
import {
  act,
  auto,
  chooseYour,
  cont,
  type Gate,
  type Gates,
  power,
  thisUnit,
} from '../../src/games/vanguard/abilities/dsl.ts';
import { abilityText } from '../../src/games/vanguard/abilities/text.ts';
import type { VGState } from '../../src/games/vanguard/state.ts';
import { moveCard } from '../../src/games/vanguard/zones.ts';
import { attackUntilBoost, deck, offersAct, pw, unit } from './cards/helpers.ts';
import { answer, events, prompt, scenario, type ScenarioSpec } from './scenario.ts';
import { testOnlyAbilities } from './testAbilities.ts';

const KING = 'TD03/004'; // King of Sword, g2 10000
const TOUGH = 'TD03/007'; // Tough Boy, g1 8000, Boost
const NEHALEM = 'TD02/004'; // g2 10000
const MARRON = 'TD01/008'; // g1 8000

const { give } = testOnlyAbilities();

const SHINKEN: Gate = { kw: 'shinkenHissatsu' };
const BRAVE: Gate = { kw: 'brave' };
const BOTH: Gates = [SHINKEN, BRAVE];

/** Put exactly `n` cards in player 1's `zone`, from the top of the deck or back under it. */
function setCount(s: VGState, seat: Seat, zone: 'hand' | 'damage', n: number): void {
  const p = s.players[seat];
  while (p[zone].length < n) moveCard(s, seat, p.deck.at(-1)!, 'deck', zone);
  while (p[zone].length > n) moveCard(s, seat, p[zone].at(-1)!, zone, 'deck', { bottom: true });
}

/** Shinken Hissatsu holds at three damage, fails at two; Brave holds at three cards in hand, fails at four. */
function set(s: VGState, shinken: boolean, brave: boolean): void {
  setCount(s, 0, 'damage', shinken ? 3 : 2);
  setCount(s, 0, 'hand', brave ? 3 : 4);
}

const COMBOS = [
  { shinken: true, brave: true },
  { shinken: true, brave: false },
  { shinken: false, brave: true },
  { shinken: false, brave: false },
] as const;
const name = (c: { shinken: boolean; brave: boolean }) =>
  `Shinken Hissatsu ${c.shinken ? 'met' : 'not met'}, Brave ${c.brave ? 'met' : 'not met'}`;

function reask(s: VGState): void {
  s.decision = null;
  run(s);
}

describe('an ability with two gate keywords is active only while both hold (VG2 11.15, 11.39)', () => {
  it('VG2 11.15.2 / VG2 11.15.2.1 / VG2 11.39.1.1 [CONT] Shinken Hissatsu Brave: applies only while both hold, each checked continuously', () => {
    const a = cont({ zones: ['VC'], gate: BOTH, effect: { cont: 'modify', stat: 'power', n: 5000 } });
    give(KING, [a]);
    expect(abilityText(a)).toBe('[CONT](VC) Shinken Hissatsu Brave:This unit gets Power +5000.');
    const s = scenario({ at: 'main', p0: { vanguard: KING, deck: deck([]) }, p1: { deck: deck([]) } });
    // Through every combination and back, in one position: no event is needed for the value to follow.
    for (const c of [...COMBOS, ...COMBOS.slice().reverse()]) {
      set(s, c.shinken, c.brave);
      expect(pw(s, 0, 'VC'), name(c)).toBe(c.shinken && c.brave ? 15000 : 10000);
    }
  });

  for (const c of COMBOS) {
    it(`VG2 11.15.3 / VG2 11.15.3.1 / VG2 11.39.1.2 / VG2 11.39.1.2.1 [AUTO] Shinken Hissatsu Brave with ${name(c)} when it would trigger: ${c.shinken && c.brave ? 'triggers, and resolves after both stop holding' : 'does not trigger'}`, () => {
      const a = auto({
        zones: ['VC'],
        gate: BOTH,
        trigger: { on: 'attacks' },
        effects: [power(thisUnit, 5000, 'battle')],
      });
      give(KING, [a]);
      expect(abilityText(a)).toBe(
        '[AUTO](VC) Shinken Hissatsu Brave:When this unit attacks, this unit gets Power +5000 until end of that battle.',
      );
      // The opponent holds a card, so the battle waits at the guard step while the power is read.
      const spec: ScenarioSpec = {
        at: 'battle',
        p0: { vanguard: KING, rc: { BC: TOUGH }, deck: deck([]) },
        p1: { hand: [MARRON], deck: deck([]) },
      };
      const s = scenario(spec);
      set(s, c.shinken, c.brave);
      attackUntilBoost(s, 'VC', 'VC');
      const both = c.shinken && c.brave;
      expect(s.standby).toHaveLength(both ? 1 : 0);
      set(s, !c.shinken, !c.brave); // flip both before the check timing
      answer(s, { t: 'no' });
      expect(events(s, 'playAbility')).toHaveLength(both ? 1 : 0);
      expect(pw(s, 0, 'VC')).toBe(both ? 15000 : 10000);
    });

    it(`VG2 11.15.4 / VG2 11.15.4.1 / VG2 11.39.1.3 / VG2 11.39.1.3.1 [ACT] Shinken Hissatsu Brave with ${name(c)}: ${c.shinken && c.brave ? 'can be played, and resolves after both stop holding' : 'cannot be played'}`, () => {
      const a = act({ zones: ['VC'], gate: BOTH, cost: [], effects: [power(chooseYour('unit'), 5000, 'turn')] });
      give(KING, [a]);
      expect(abilityText(a)).toBe(
        '[ACT](VC) Shinken Hissatsu Brave:Choose one of your units, and that unit gets Power +5000 until end of turn.',
      );
      const s = scenario({ at: 'main', p0: { vanguard: KING, deck: deck([]) }, p1: { deck: deck([]) } });
      const id = unit(s, 0, 'VC').id;
      set(s, c.shinken, c.brave);
      reask(s);
      const both = c.shinken && c.brave;
      expect(offersAct(s, id, 0)).toBe(both);
      if (!both) return;
      answer(s, { t: 'act', card: id, index: 0 });
      expect(prompt(s)).toBe('vg.chooseUnit'); // played, now resolving
      set(s, false, false);
      answer(s, { t: 'unit', seat: 0, circle: 'VC' });
      expect(pw(s, 0, 'VC')).toBe(15000);
    });
  }
});

describe('several gate keywords: printed order, "with" and enabling (VG2 11.39.2, 12.8.1)', () => {
  it('card text: the keywords print in the order given, the Limit Break icon first', () => {
    const body = {
      zones: ['VC' as const],
      trigger: { on: 'attacks' as const },
      effects: [power(thisUnit, 5000, 'battle')],
    };
    expect(abilityText(auto({ ...body, gate: [BRAVE, SHINKEN] }))).toBe(
      '[AUTO](VC) Brave Shinken Hissatsu:When this unit attacks, this unit gets Power +5000 until end of that battle.',
    );
    expect(abilityText(auto({ ...body, limitBreak: 4, gate: [{ kw: 'generationBreak', n: 1 }, BRAVE] }))).toBe(
      '[AUTO](VC) Limit Break 4 Generation Break 1 Brave:When this unit attacks, this unit gets Power +5000 until end of that battle.',
    );
    expect(
      abilityText(
        auto({
          ...body,
          gate: [
            { kw: 'generationBreak', n: 1 },
            { kw: 'limitBreak', n: 4 },
          ],
        }),
      ),
    ).toBe(
      '[AUTO](VC) Generation Break 1 Limit Break 4:When this unit attacks, this unit gets Power +5000 until end of that battle.',
    );
    // One gate, alone or listed, reads the same.
    expect(abilityText(auto({ ...body, gate: [BRAVE] }))).toBe(abilityText(auto({ ...body, gate: BRAVE })));
  });

  it('VG2 11.39.2: a unit whose ability lists Shinken Hissatsu after another keyword is "with the Shinken Hissatsu ability"', () => {
    give(NEHALEM, [auto({ gate: [BRAVE, SHINKEN], trigger: { on: 'attacks' }, effects: [] })]);
    give(MARRON, [
      act({
        zones: ['RC'],
        cost: [],
        effects: [power(chooseYour('unit', { withKeyword: SHINKEN }), 5000, 'turn')],
      }),
    ]);
    const s = scenario({
      at: 'main',
      p0: { vanguard: KING, rc: { FR: NEHALEM, BL: MARRON }, deck: deck([]) }, // no damage: not active
      p1: { deck: deck([]) },
    });
    answer(s, { t: 'act', card: unit(s, 0, 'BL').id, index: 0 });
    expect(s.decision!.options).toEqual([{ t: 'unit', seat: 0, circle: 'FR' }]);
  });

  it('VG2 12.8 / VG2 12.8.1: enabling Brave opens the Brave part of a Shinken Hissatsu Brave ability only', () => {
    give(KING, [cont({ zones: ['VC'], effect: { cont: 'enableKeyword', kw: 'brave' } })]);
    give(TOUGH, [cont({ zones: ['RC'], gate: BOTH, effect: { cont: 'modify', stat: 'power', n: 5000 } })]);
    const s = scenario({
      at: 'main',
      p0: { vanguard: KING, rc: { BL: TOUGH }, deck: deck([]) },
      p1: { deck: deck([]) },
    });
    set(s, true, false); // four cards in hand would close Brave, but it is enabled
    expect(pw(s, 0, 'BL')).toBe(13000);
    set(s, false, false); // Shinken Hissatsu is not enabled and still needs three damage
    expect(pw(s, 0, 'BL')).toBe(8000);
  });
});
