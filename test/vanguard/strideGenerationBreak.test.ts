// Generation Break (VG2 11.12): an "active while" gate that holds while its master has N or more face-up G units
// on the vanguard circle and in the G zone. Vanilla trial-deck hosts get test-only abilities (`withTestAbilities`)
// and the G units are test-only records (`withTestCards`, see strideCards.ts).
import { describe, expect, it } from 'vitest';
import { run } from '../../src/core/engine.ts';
import { abilityText } from '../../src/games/vanguard/abilities/text.ts';
import { act, auto, chooseYour, cont, power, thisUnit } from '../../src/games/vanguard/abilities/dsl.ts';
import type { VGState } from '../../src/games/vanguard/state.ts';
import { attackUntilBoost, deck, offersAct, pw, unit } from './cards/helpers.ts';
import { answer, C, events, idOf, prompt, scenario, type ScenarioSpec } from './scenario.ts';
import { G1, G2, useTestGUnits } from './strideCards.ts';
import { testOnlyAbilities } from './testAbilities.ts';

useTestGUnits();

const KING = 'TD03/004'; // King of Sword, g2 10000
const TOUGH = 'TD03/007'; // Tough Boy, g1 8000, Boost
const MARRON = 'TD01/008'; // g1 8000
const GB2 = { kw: 'generationBreak', n: 2 } as const;

const { give } = testOnlyAbilities();

/** Turn exactly `n` of player 1's G zone cards face up (as G units returned by 6.8.1.1.1 would be). */
function faceUp(s: VGState, n: number): void {
  const gz = s.players[0].gzone;
  for (let i = 0; i < gz.length; i++) gz[i] = { ...gz[i], up: i < n };
}

function reask(s: VGState): void {
  s.decision = null;
  run(s);
}

const G_ZONE = [G1, G2, G2];

describe('Generation Break (VG2 11.12)', () => {
  it('VG2 11.12.1 / VG2 11.12.3.1 / VG2 11.12.3.1.1 [CONT] GB2: applies exactly while two or more face-up G units are in your G zone, checked continuously', () => {
    const a = cont({ zones: ['VC'], gate: GB2, effect: { cont: 'modify', stat: 'power', n: 5000 } });
    give(KING, [a]);
    expect(abilityText(a)).toBe('[CONT](VC) Generation Break 2:This unit gets Power +5000.');
    const s = scenario({ at: 'main', p0: { vanguard: KING, gzone: G_ZONE, deck: deck([]) }, p1: { deck: deck([]) } });
    expect(pw(s, 0, 'VC')).toBe(10000); // face-down G units do not count
    faceUp(s, 1);
    expect(pw(s, 0, 'VC')).toBe(10000);
    faceUp(s, 2);
    expect(pw(s, 0, 'VC')).toBe(15000);
    faceUp(s, 0);
    expect(pw(s, 0, 'VC')).toBe(10000);
  });

  it("VG2 11.12.1: the count is the master's own: the opponent's face-up G units do not open it", () => {
    give(KING, [cont({ zones: ['VC'], gate: GB2, effect: { cont: 'modify', stat: 'power', n: 5000 } })]);
    const s = scenario({
      at: 'main',
      p0: { vanguard: KING, deck: deck([]) },
      p1: {
        vanguard: KING,
        gzone: [
          { code: G1, faceDown: false },
          { code: G2, faceDown: false },
        ],
        deck: deck([]),
      },
    });
    expect([pw(s, 0, 'VC'), pw(s, 1, 'VC')]).toEqual([10000, 15000]);
  });

  it('VG2 11.12.1: a face-up G unit on the vanguard circle counts with those in the G zone', () => {
    give(C.brigitte, [cont({ zones: ['RC'], gate: GB2, effect: { cont: 'modify', stat: 'power', n: 5000 } })]);
    const s = scenario({
      at: 'ride',
      p0: { vanguard: C.brigitte, rc: { FL: C.brigitte }, hand: [C.overlord], gzone: [G1, G2] },
      p1: { vanguard: C.overlord },
    });
    faceUp(s, 0);
    s.players[0].gzone[1] = { ...s.players[0].gzone[1], up: true }; // G2 face up, G1 face down
    answer(s, { t: 'pass' });
    answer(s, { t: 'card', card: idOf(s, 0, 'gzone', G1) });
    answer(s, { t: 'card', card: idOf(s, 0, 'hand', C.overlord) });
    answer(s, { t: 'done' });
    expect(prompt(s)).toBe('vg.main');
    expect(pw(s, 0, 'FL')).toBe(10000 + 5000); // G1 on VC + G2 face up in the G zone
  });

  it('VG2 11.12.3.2 / VG2 11.12.3.2.1 [AUTO] GB2: triggers only if the gate holds when its condition is met, and then resolves though the count changes', () => {
    const a = auto({
      zones: ['VC'],
      gate: GB2,
      trigger: { on: 'attacks' },
      effects: [power(thisUnit, 5000, 'battle')],
    });
    give(KING, [a]);
    const spec: ScenarioSpec = {
      at: 'battle',
      p0: { vanguard: KING, rc: { BC: TOUGH }, gzone: G_ZONE, deck: deck([]) },
      p1: { hand: [MARRON], deck: deck([]) },
    };
    const off = scenario(spec);
    faceUp(off, 1);
    attackUntilBoost(off, 'VC', 'VC');
    expect(off.standby).toHaveLength(0);
    faceUp(off, 3);
    answer(off, { t: 'no' });
    expect(events(off, 'playAbility')).toHaveLength(0);

    const on = scenario(spec);
    faceUp(on, 2);
    attackUntilBoost(on, 'VC', 'VC');
    expect(on.standby).toHaveLength(1);
    faceUp(on, 0);
    answer(on, { t: 'no' });
    expect(events(on, 'playAbility')).toHaveLength(1);
    expect(pw(on, 0, 'VC')).toBe(15000);
  });

  it('VG2 11.12.3.3 / VG2 11.12.3.3.1 [ACT] GB2: can be played only while the gate holds, and once played resolves though the count changes', () => {
    const a = act({ zones: ['VC'], gate: GB2, cost: [], effects: [power(chooseYour('unit'), 5000, 'turn')] });
    give(KING, [a]);
    const s = scenario({ at: 'main', p0: { vanguard: KING, gzone: G_ZONE, deck: deck([]) }, p1: { deck: deck([]) } });
    const id = unit(s, 0, 'VC').id;
    faceUp(s, 1);
    reask(s);
    expect(offersAct(s, id, 0)).toBe(false);
    faceUp(s, 2);
    reask(s);
    expect(offersAct(s, id, 0)).toBe(true);
    answer(s, { t: 'act', card: id, index: 0 });
    expect(prompt(s)).toBe('vg.chooseUnit');
    faceUp(s, 0);
    answer(s, { t: 'unit', seat: 0, circle: 'VC' });
    expect(pw(s, 0, 'VC')).toBe(15000);
  });
});
