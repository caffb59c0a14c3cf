// Rules tests for the source of damage (VG2 3.15: battle damage and skill damage, read by "when this card deals
// damage" and "when this unit receives damage dealt by …"), the keyword references "with Rescue" (11.17.1.2),
// "with Dominate" (11.23.1) and "with the Nitou Kaigan ability" (11.41.1.1), the card put into the soul by
// Revelation (11.20.3), the three kinds of Generation Break (11.12.3), an effect that enables a keyword ability
// (12.8) and the stride skill in a G unit's text (11.11). Vanilla trial-deck cards get test-only abilities (`withTestAbilities`, undone after each test).
import { describe, expect, it } from 'vitest';
import {
  act,
  type Ability,
  auto,
  chooseYour,
  cont,
  type Effect,
  power,
  thisUnit,
  type Trigger,
  yourVanguard,
} from '../../src/games/vanguard/abilities/dsl.ts';
import { abilityText, STRIDE_SKILL_TEXT } from '../../src/games/vanguard/abilities/text.ts';
import { withTestCards } from '../../src/games/vanguard/cards/cardPool.ts';
import { vanguardCatalog } from '../../src/games/vanguard/catalog.ts';
import type { VGState } from '../../src/games/vanguard/state.ts';
import { attack, BOTH, codes, deck, endGuard, offersAct, playAct, pw, unit } from './cards/helpers.ts';
import { answer, idOf, prompt, scenario } from './scenario.ts';
import { gUnit } from './strideCards.ts';
import { actDo, testOnlyAbilities } from './testAbilities.ts';

const KING = 'TD03/004'; // King of Sword, g2 10000 «Nova Grappler», vanilla
const TOUGH = 'TD03/007'; // Tough Boy, g1 8000 «Nova Grappler», Boost, vanilla
const BAHR = 'TD02/007'; // g1 8000 «Kagero», vanilla
const MARRON = 'TD01/008'; // g1 8000 «Royal Paladin», vanilla: the decks' filler
const STARDUST = 'TD01/012'; // g0 6000

const { give, afterTest } = testOnlyAbilities();

/** "[AUTO](zones): (trigger), this unit gets Power +n until end of turn." */
const gains = (zones: Ability['zones'], trigger: Trigger, n: number): Ability =>
  auto({ zones, trigger, effects: [power(thisUnit, n, 'turn')] });

/** Play every standing-by ability in the order offered, until no such question is left. */
function playStandby(s: VGState): void {
  for (let i = 0; i < 10 && prompt(s) === 'vg.playAuto'; i++) answer(s, s.decision!.options[0] as never);
}

describe('the source of damage (VG2 3.15)', () => {
  for (const format of BOTH) {
    it(`VG2 3.15 / VG2 3.15.1 / VG2 3.15.1.1 battle damage: its source is the attacking card, which "when this card deals damage" and "damage dealt by" read (${format})`, () => {
      const dealt = gains(['RC'], { on: 'dealsDamage' }, 3000);
      const byKing = gains(['VC'], { on: 'receivesDamage', from: { name: 'King of Sword' } }, 2000);
      const byTough = gains(['VC'], { on: 'receivesDamage', from: { name: 'Tough Boy' } }, 2000);
      give(KING, [dealt, gains(['RC'], { on: 'dealsDamage', kind: 'skill' }, 1000)]);
      give(MARRON, [byKing]);
      give(BAHR, [byTough]);
      give(STARDUST, [gains(['VC'], { on: 'dealsDamage' }, 1000)]);
      expect(abilityText(dealt)).toBe(
        '[AUTO](RC):When this card deals damage to a vanguard, this unit gets Power +3000 until end of turn.',
      );
      expect(abilityText(byKing)).toBe(
        '[AUTO](VC):When this unit receives damage dealt by a card named "King of Sword", this unit gets Power +2000 until end of turn.',
      );
      const start = (defender: string) =>
        scenario({
          format,
          at: 'battle',
          p0: { vanguard: STARDUST, rc: { FL: KING }, deck: deck([]) },
          p1: { vanguard: defender, deck: deck([]) },
        });
      const s = start(MARRON);
      attack(s, 'FL', 'VC');
      endGuard(s);
      playStandby(s);
      expect(prompt(s)).toBe('vg.attack');
      expect(s.players[1].damage).toHaveLength(1);
      expect(pw(s, 0, 'FL')).toBe(10000 + 3000); // the attacking card dealt it, as battle damage (not skill damage)
      expect(pw(s, 1, 'VC')).toBe(8000 + 2000); // "dealt by King of Sword"
      expect(pw(s, 0, 'VC')).toBe(6000); // the attacker's vanguard is no source

      const other = start(BAHR);
      attack(other, 'FL', 'VC');
      endGuard(other);
      playStandby(other);
      expect(other.players[1].damage).toHaveLength(1);
      expect(pw(other, 1, 'VC')).toBe(8000); // not dealt by Tough Boy
    });

    it(`VG2 3.15.1.2 / VG2 3.15.1.2.1 skill damage: "deal one damage to your opponent's vanguard" has this card as its source, not its master (${format})`, () => {
      const hurt = actDo({ do: 'dealDamage', whose: 'opponent', n: 1 });
      give(KING, [hurt, gains(['RC'], { on: 'dealsDamage', kind: 'skill' }, 3000)]);
      give(MARRON, [
        gains(['VC'], { on: 'receivesDamage', from: { name: 'King of Sword' }, kind: 'skill' }, 2000),
        gains(['VC'], { on: 'receivesDamage', kind: 'battle' }, 5000),
      ]);
      give(STARDUST, [gains(['VC'], { on: 'dealsDamage' }, 1000)]);
      expect(abilityText(hurt)).toBe("[ACT](VC/RC):Deal one damage to your opponent's vanguard.");
      const s = scenario({
        format,
        at: 'main',
        p0: { vanguard: STARDUST, rc: { FL: KING }, deck: deck([]) },
        p1: { vanguard: MARRON, deck: deck([]) },
      });
      playAct(s, 0, unit(s, 0, 'FL').id, 0);
      playStandby(s);
      expect(prompt(s)).toBe('vg.main');
      expect(s.players[1].damage).toHaveLength(1);
      expect(pw(s, 0, 'FL')).toBe(10000 + 3000);
      expect(pw(s, 1, 'VC')).toBe(8000 + 2000); // skill damage, not battle damage
      expect(pw(s, 0, 'VC')).toBe(6000); // the player's vanguard did not deal it
    });

    it(`VG2 3.15.1.2 / VG2 3.15.1.2.1 Rescue deals damage to its master's own vanguard, and the Rescue card is its source (${format})`, () => {
      give(TOUGH, [actDo({ do: 'rescue', n: 1 })]);
      give(KING, [
        gains(['VC'], { on: 'receivesDamage', from: { name: 'Tough Boy' } }, 2000),
        gains(['VC'], { on: 'receivesDamage', from: { name: 'King of Sword' } }, 5000),
        gains(['VC'], { on: 'dealsDamage' }, 1000),
      ]);
      const s = scenario({
        format,
        at: 'main',
        p0: { vanguard: KING, rc: { FL: TOUGH }, damage: [BAHR], deck: deck([]) },
        p1: { deck: deck([]) },
      });
      playAct(s, 0, unit(s, 0, 'FL').id, 0);
      playStandby(s);
      expect(prompt(s)).toBe('vg.main');
      expect(codes(s.players[0].drop)).toEqual([BAHR]);
      expect(s.players[0].damage).toHaveLength(1);
      expect(pw(s, 0, 'VC')).toBe(10000 + 2000); // dealt by Tough Boy, not by the vanguard or its player
    });
  }
});

describe('keyword references (VG2 11.17.1.2, 11.23.1, 11.41.1.1)', () => {
  /** "[CONT](VC): Your units matching `filter` get Power +1000." */
  const boostAll = (filter: Parameters<typeof cont>[0]['effect'] & { cont: 'unitsModify' }): Ability =>
    cont({ zones: ['VC'], effect: filter });

  it('VG2 11.17.1.2: "Rescue 1" and "Rescue 2" abilities both have the Rescue keyword, which "units with Rescue" reads', () => {
    const a = boostAll({ cont: 'unitsModify', filter: { withEffect: 'rescue' }, stat: 'power', n: 1000 });
    give(STARDUST, [a]);
    give(KING, [actDo({ do: 'rescue', n: 1 })]);
    give(TOUGH, [actDo({ do: 'rescue', n: 2 })]);
    expect(abilityText(a)).toBe('[CONT](VC):Your units with "Rescue" get Power +1000.');
    const s = scenario({
      at: 'main',
      p0: { vanguard: STARDUST, rc: { FL: KING, BL: TOUGH, FR: BAHR }, deck: deck([]) },
      p1: { deck: deck([]) },
    });
    expect([pw(s, 0, 'FL'), pw(s, 0, 'BL'), pw(s, 0, 'FR')]).toEqual([11000, 9000, 8000]);
  });

  it('VG2 11.23 / VG2 11.23.1: Dominate is an ability text card text may refer to: "units with Dominate"', () => {
    const dominate: Effect = { do: 'dominate', target: { unit: 'choose', side: 'opponent', what: 'rearguard', n: 1 } };
    const a = boostAll({ cont: 'unitsModify', filter: { withEffect: 'dominate' }, stat: 'power', n: 1000 });
    give(STARDUST, [a]);
    give(KING, [actDo(dominate)]);
    give(TOUGH, [actDo({ do: 'rescue', n: 1 })]);
    expect(abilityText(a)).toBe('[CONT](VC):Your units with "Dominate" get Power +1000.');
    const s = scenario({
      at: 'main',
      p0: { vanguard: STARDUST, rc: { FL: KING, BL: TOUGH }, deck: deck([]) },
      p1: { deck: deck([]) },
    });
    expect([pw(s, 0, 'FL'), pw(s, 0, 'BL')]).toEqual([11000, 8000]);
  });

  it('VG2 11.41.1.1: a card with the Nitou Kaigan ability is one "with the Nitou Kaigan ability"; the same trigger unlabelled is not', () => {
    const nitou = auto({
      label: 'nitouKaigan',
      zones: ['RC'],
      trigger: { on: 'boostedBy', booster: { name: 'Tough Boy' } },
      effects: [power(thisUnit, 5000, 'battle')],
    });
    const a = boostAll({ cont: 'unitsModify', filter: { withAbility: 'nitouKaigan' }, stat: 'power', n: 1000 });
    give(STARDUST, [a]);
    give(KING, [nitou]);
    give(BAHR, [{ ...nitou, label: undefined }]);
    expect(abilityText(nitou)).toBe(
      'Nitou Kaigan-[AUTO](RC):When this unit is boosted by a unit named "Tough Boy", this unit gets Power +5000 until end of that battle.',
    );
    expect(abilityText(a)).toBe('[CONT](VC):Your units with the nitou kaigan ability get Power +1000.');
    const s = scenario({
      at: 'main',
      p0: { vanguard: STARDUST, rc: { FL: KING, FR: BAHR }, deck: deck([]) },
      p1: { deck: deck([]) },
    });
    expect([pw(s, 0, 'FL'), pw(s, 0, 'FR')]).toEqual([11000, 8000]);
  });
});

describe('Revelation (VG2 11.20.3)', () => {
  it('VG2 11.20.3: the top card Revelation puts into the soul is a card "put into soul due to the effect of the revelation ability"; a Soul Charge is not', () => {
    const revelation = auto({
      zones: ['RC'],
      trigger: { on: 'placed', circles: ['RC'] },
      effects: [{ do: 'revelation' }],
    });
    const byRevelation = auto({
      trigger: { on: 'putInto', zone: 'soul', byRevelation: true },
      effects: [power(yourVanguard, 5000, 'turn')],
    });
    give(TOUGH, [revelation]);
    give(BAHR, [byRevelation]);
    give(KING, [actDo({ do: 'soulCharge', n: 1 })]);
    expect(abilityText(byRevelation)).toBe(
      '[AUTO]:When this card is put into your soul by the effect of a revelation ability, your vanguard gets Power +5000 until end of turn.',
    );
    const s = scenario({
      at: 'main',
      p0: { vanguard: KING, rc: { FL: KING }, hand: [TOUGH], deck: deck([BAHR, BAHR]) },
      p1: { deck: deck([]) },
    });
    answer(s, { t: 'call', card: idOf(s, 0, 'hand', TOUGH), circle: 'BL' });
    answer(s, { t: 'yes' });
    answer(s, { t: 'unit', seat: 0, circle: 'FL' });
    playStandby(s);
    expect(prompt(s)).toBe('vg.main');
    expect(codes(s.players[0].soul)).toEqual([BAHR]);
    expect(pw(s, 0, 'VC')).toBe(15000);
    playAct(s, 0, unit(s, 0, 'VC').id, 0); // Soul Charge the second Bahr
    playStandby(s);
    expect(codes(s.players[0].soul)).toEqual([BAHR, BAHR]);
    expect(pw(s, 0, 'VC')).toBe(15000); // no second trigger
  });
});

describe('Generation Break (VG2 11.12.3)', () => {
  it('VG2 11.12.3: Generation Break reads by the kind of ability — a [CONT] applies, an [AUTO] triggers and an [ACT] is played only with enough face-up G units', () => {
    const GB1 = { kw: 'generationBreak', n: 1 } as const;
    give(KING, [
      cont({ zones: ['VC'], gate: GB1, effect: { cont: 'modify', stat: 'power', n: 1000 } }),
      act({ zones: ['VC'], gate: GB1, cost: [], effects: [power(chooseYour('unit'), 2000, 'turn')] }),
      auto({ zones: ['VC'], gate: GB1, trigger: { on: 'youDraw' }, effects: [power(thisUnit, 4000, 'turn')] }),
      actDo({ do: 'draw', n: 1 }),
    ]);
    const G = 'TEST-G/R7';
    afterTest(withTestCards([gUnit(G, 'Test Breaker')]));
    const start = (up: boolean) =>
      scenario({
        at: 'main',
        p0: { vanguard: KING, gzone: [{ code: G, faceDown: !up }], deck: deck([]) },
        p1: { deck: deck([]) },
      });
    const off = start(false);
    const id = unit(off, 0, 'VC').id;
    expect(pw(off, 0, 'VC')).toBe(10000);
    expect(offersAct(off, id, 1)).toBe(false);
    playAct(off, 0, id, 3);
    expect(prompt(off)).toBe('vg.main');
    expect(pw(off, 0, 'VC')).toBe(10000);

    const on = start(true);
    expect(pw(on, 0, 'VC')).toBe(11000);
    expect(offersAct(on, id, 1)).toBe(true);
    playAct(on, 0, id, 3);
    playStandby(on);
    expect(pw(on, 0, 'VC')).toBe(15000);
    playAct(on, 0, id, 1);
    answer(on, { t: 'unit', seat: 0, circle: 'VC' });
    expect(pw(on, 0, 'VC')).toBe(17000);
  });
});

describe('enabling keyword abilities (VG2 12.8)', () => {
  it('VG2 12.8 / VG2 12.8.1: "your Limit Break abilities are active" opens the Limit Break part only: an ability that also has Brave still needs it', () => {
    const enable = cont({ zones: ['VC'], effect: { cont: 'enableKeyword', kw: 'limitBreak' } });
    give(KING, [enable]);
    give(TOUGH, [
      cont({ zones: ['RC'], gate: { kw: 'limitBreak', n: 4 }, effect: { cont: 'modify', stat: 'power', n: 5000 } }),
    ]);
    give(BAHR, [
      act({ zones: ['RC'], limitBreak: 4, gate: { kw: 'brave' }, cost: [], effects: [power(thisUnit, 3000, 'turn')] }),
    ]);
    expect(abilityText(enable)).toBe(
      '[CONT](VC):Your Limit Break abilities are active even when their Limit Break condition is not met.',
    );
    const start = (vanguard: string, hand: number) =>
      scenario({
        at: 'main',
        p0: { vanguard, rc: { BL: TOUGH, FR: BAHR }, hand: Array.from({ length: hand }, () => MARRON), deck: deck([]) },
        p1: { deck: deck([]) },
      });
    const without = start(STARDUST, 3);
    expect(pw(without, 0, 'BL')).toBe(8000); // no damage: Limit Break 4 is closed
    expect(offersAct(without, unit(without, 0, 'FR').id, 0)).toBe(false);

    const many = start(KING, 5);
    expect(pw(many, 0, 'BL')).toBe(13000); // enabled with no damage at all
    expect(offersAct(many, unit(many, 0, 'FR').id, 0)).toBe(false); // Limit Break enabled, Brave (five cards) not

    const few = start(KING, 3);
    expect(offersAct(few, unit(few, 0, 'FR').id, 0)).toBe(true);
    playAct(few, 0, unit(few, 0, 'FR').id, 0);
    expect(pw(few, 0, 'FR')).toBe(11000);
  });
});

describe('the stride skill (VG2 11.11)', () => {
  it("VG2 11.11 / VG2 11.11.1: a G unit's text begins with its stride skill, which gives the timing and cost of its normal stride; a G guardian and a normal unit have none", () => {
    const G = 'TEST-G/R7S';
    const GG = 'TEST-G/R7G';
    afterTest(withTestCards([gUnit(G, 'Test Strider'), { ...gUnit(GG, 'Test Guardian'), gGuardian: {} }]));
    give(G, [actDo({ do: 'draw', n: 1 })]);
    const text = (code: string) => (vanguardCatalog.cardInfo(code) as { text: string }).text;
    expect(STRIDE_SKILL_TEXT).toBe(
      "[Stride] (only while both players' vanguards are grade 3 or greater)-Stride Step-[choose cards from your hand whose grades total 3 or more, and discard them] Stride this card onto your (VC) from face down.",
    );
    expect(text(G)).toBe(`${STRIDE_SKILL_TEXT}\n[ACT](VC/RC):Draw a card.`);
    expect(text(GG)).toBe('');
    expect(text(KING)).toBe('');
    expect(vanguardCatalog.describeCard(G)).toContain(`  ${STRIDE_SKILL_TEXT}`);
  });
});
