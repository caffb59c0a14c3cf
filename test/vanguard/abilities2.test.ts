// Rules tests for the parts of the ability system no trial-deck card prints: the order of continuous
// effects (VG2 8.7, VG1 8.7), set-to values, nullify (8.7.6), "for the rest of the game", replacement
// effects (8.2.1.3), Resist (11.13), "cannot be affected" (12.11) and rule-changing effects (8.7.3.1).
// Vanilla trial-deck cards are given test-only abilities with `withTestAbilities` (undone after each test).
import { describe, expect, it } from 'vitest';
import { auto, chooseOpponentRearguard, cont, power, thisUnit } from '../../src/games/vanguard/abilities/dsl.ts';
import { applyOrder, nonNumeric } from '../../src/games/vanguard/abilities/layers.ts';
import { cardText } from '../../src/games/vanguard/abilities/text.ts';
import { critical, grade, hasSkillOn, power as powerOf } from '../../src/games/vanguard/characteristics.ts';
import { moveCard } from '../../src/games/vanguard/zones.ts';
import { attack, BOTH, crit, deck, pw, toNextTurn, unit } from './cards/helpers.ts';
import { answer, events, offers, prompt, scenario, noHandAbility } from './scenario.ts';
import { testOnlyAbilities, actDo } from './testAbilities.ts';

// Vanilla trial-deck cards used as hosts (stats in data/vanguard/original-td.cards.json).
const KING = 'TD03/004'; // King of Sword, g2 10000 «Nova Grappler», Intercept
const TOUGH = 'TD03/007'; // Tough Boy, g1 8000 «Nova Grappler», Boost
const BEAUMAINS = 'TD05/004'; // g2 10000 «Gold Paladin», Intercept
const GARETH = 'TD05/008'; // g1 8000 «Gold Paladin», Boost
const NEHALEM = 'TD02/004'; // g2 10000 «Kagero», Intercept
const WISEMAN = 'TD04/004'; // g2 10000 «Oracle Think Tank», Intercept

const { give } = testOnlyAbilities();
// `actDo` is a cost-free [ACT](VC/RC) (VG2 8.1.1.1.2.6: declaring it plays it).

function playAct(s: ReturnType<typeof scenario>, seat: 0 | 1, circle: 'VC' | 'FL' | 'FR', index: number): void {
  expect(prompt(s)).toBe('vg.main');
  answer(s, { t: 'act', card: unit(s, seat, circle).id, index });
}

describe('continuous effects in the order of VG2 8.7 / VG1 8.7', () => {
  for (const format of BOTH) {
    it(`VG2 8.7.1 / VG2 8.7.1.1 / VG2 8.7.1.3 / VG2 8.7.1.4 / VG2 8.7.2.1 / VG2 8.7.2.1.1.1 / VG1 8.7.1 / VG1 8.7.1.1 / VG1 8.7.1.3 / VG1 8.7.2.1 / VG1 8.7.2.1.1.1 VG-073 "power becomes 5000" (older) and "+3000" (newer): ver. 2.01 applies the set-to last, ver. 1.10 by time stamp (${format})`, () => {
      give(KING, [
        actDo({ do: 'set', target: thisUnit, stat: 'power', n: 5000, until: 'turn' }),
        actDo(power(thisUnit, 3000, 'turn')),
      ]);
      const s = scenario({ format, at: 'main', p0: { rc: { FL: KING }, deck: deck([]) } });
      expect(pw(s, 0, 'FL')).toBe(10000); // VG2 8.7.1.1: the printed value is the base
      playAct(s, 0, 'FL', 0);
      expect(pw(s, 0, 'FL')).toBe(5000);
      playAct(s, 0, 'FL', 1);
      expect(pw(s, 0, 'FL')).toBe(format === 'cr201' ? 5000 : 8000);
    });

    it(`VG2 8.7.1.4 / VG2 8.7.2.1 / VG1 8.7.1.3 VG-073 a newer set-to wins over an older increase in both versions (${format})`, () => {
      give(KING, [
        actDo(power(thisUnit, 3000, 'turn')),
        actDo({ do: 'set', target: thisUnit, stat: 'power', n: 5000, until: 'turn' }),
      ]);
      const s = scenario({ format, at: 'main', p0: { rc: { FL: KING }, deck: deck([]) } });
      playAct(s, 0, 'FL', 0);
      expect(pw(s, 0, 'FL')).toBe(13000);
      playAct(s, 0, 'FL', 1);
      expect(pw(s, 0, 'FL')).toBe(5000);
    });

    it(`VG2 8.7.2.1.1 / VG2 8.1.1.3 / VG1 8.7.2.1.1 a [CONT] "power becomes 3000" dates from when the unit came onto the field, so a later +5000 counts only in ver. 1.10 (${format})`, () => {
      give(KING, [
        cont({ zones: ['RC'], effect: { cont: 'set', stat: 'power', n: 3000 } }),
        actDo(power(thisUnit, 5000, 'turn')),
      ]);
      const s = scenario({ format, at: 'main', p0: { vanguard: KING, rc: { FL: KING }, deck: deck([]) } });
      expect(pw(s, 0, 'VC')).toBe(10000); // VG2 3.1.1.3.2: the (RC) ability is not active on the vanguard circle
      expect(pw(s, 0, 'FL')).toBe(3000);
      playAct(s, 0, 'FL', 1);
      expect(pw(s, 0, 'FL')).toBe(format === 'cr201' ? 3000 : 8000);
    });

    it(`VG2 8.7.2 / VG2 8.7.1.2 / VG1 8.7.2 / VG1 8.7.1.2 VG-074 "your «Royal Paladin» units get Intercept" (older) reaches a unit made a «Royal Paladin» by a newer effect, because it depends on it (${format})`, () => {
      give(BEAUMAINS, [
        cont({
          zones: ['VC'],
          effect: { cont: 'unitsGetSkill', filter: { clan: 'Royal Paladin' }, skill: 'intercept' },
        }),
        cont({
          zones: ['VC'],
          effect: { cont: 'unitsModify', filter: { clan: 'Royal Paladin' }, stat: 'power', n: 2000 },
        }),
      ]);
      give(TOUGH, [cont({ effect: { cont: 'alsoClan', clan: 'Royal Paladin' } })]);
      // The vanguard is placed first, so its abilities have the older time stamp (VG2 8.7.2.1.1).
      const s = scenario({
        format,
        at: 'main',
        p0: { vanguard: BEAUMAINS, rc: { FL: TOUGH, FR: GARETH }, deck: deck([]) },
      });
      expect(unit(s, 0, 'VC').placed).toBeLessThan(unit(s, 0, 'FL').placed);
      const info = nonNumeric(s, 0, unit(s, 0, 'FL'));
      expect(info.clans).toEqual(['Nova Grappler', 'Royal Paladin']);
      expect(info.skills).toEqual(['intercept']);
      expect(hasSkillOn(s, 0, unit(s, 0, 'FL'), 'intercept')).toBe(true);
      expect(pw(s, 0, 'FL')).toBe(8000 + 2000); // VG2 8.7.1: numbers after the non-numeric layer
      expect(nonNumeric(s, 0, unit(s, 0, 'FR')).skills).toEqual([]); // a «Gold Paladin» gets nothing
      expect(pw(s, 0, 'FR')).toBe(8000);
    });
  }

  for (const format of BOTH) {
    it(`VG2 8.7.1.2 / VG2 11.3.1 a unit given Intercept by a [CONT] is offered to intercept in the guard step (${format})`, () => {
      give(BEAUMAINS, [
        cont({
          zones: ['VC'],
          effect: { cont: 'unitsGetSkill', filter: { clan: 'Gold Paladin' }, skill: 'intercept' },
        }),
      ]);
      // Gareth prints Boost only; Beaumains as vanguard gives every «Gold Paladin» Intercept.
      const s = scenario({
        format,
        at: 'battle',
        turn: 3,
        p0: { vanguard: KING, deck: deck([]) },
        p1: { vanguard: BEAUMAINS, rc: { FL: GARETH }, deck: deck([]) },
      });
      expect(hasSkillOn(s, 1, unit(s, 1, 'FL'), 'intercept')).toBe(true);
      attack(s, 'VC', 'VC');
      expect(offers(s, { t: 'intercept', circle: 'FL' })).toBe(true);
    });
  }

  it('VG2 8.7.2 / VG2 8.7.2.1 dependency first, then time stamps: the clan change moves ahead of an older grant', () => {
    const grant = {
      kind: 'skill' as const,
      skill: 'intercept' as const,
      filter: { clan: 'Royal Paladin' },
      source: 1,
      ts: 1,
    };
    const plain = { kind: 'skill' as const, skill: 'boost' as const, filter: {}, source: 1, ts: 2 };
    const clan = { kind: 'clan' as const, clan: 'Royal Paladin', ts: 3 };
    expect(applyOrder([grant, plain, clan])).toEqual([plain, clan, grant]);
  });

  it('VG2 8.7.1.4 / VG2 2.11 set-to critical, shield and grade (the values an effect can set)', () => {
    give(KING, [
      actDo(
        { do: 'set', target: thisUnit, stat: 'critical', n: 3, until: 'turn' },
        { do: 'set', target: thisUnit, stat: 'shield', n: 0, until: 'turn' },
        { do: 'set', target: thisUnit, stat: 'grade', n: 3, until: 'turn' },
      ),
    ]);
    const s = scenario({ at: 'main', p0: { rc: { FL: KING }, deck: deck([]) } });
    playAct(s, 0, 'FL', 0);
    const u = unit(s, 0, 'FL');
    expect([critical(s, 0, u), grade(s, 0, u)]).toEqual([3, 3]);
    expect(crit(s, 0, 'FL')).toBe(3);
    expect(cardText([actDo({ do: 'set', target: thisUnit, stat: 'grade', n: 3, until: 'turn' })])).toBe(
      '[ACT](VC/RC):The grade of this unit becomes 3 until end of turn.',
    );
  });

  for (const format of BOTH) {
    it(`VG2 8.7.3 / VG1 8.7.3 / VG2 4.1.4 VG-075 a set-to from an [ACT] follows a unit from circle to circle but not to the hand and back (${format})`, () => {
      give(KING, [actDo({ do: 'set', target: thisUnit, stat: 'power', n: 1000, until: 'turn' })]);
      const s = scenario({ format, at: 'main', p0: { rc: { FL: KING }, deck: deck([]) } });
      playAct(s, 0, 'FL', 0);
      moveCard(s, 0, unit(s, 0, 'FL'), 'FL', 'BL');
      expect(pw(s, 0, 'BL')).toBe(1000);
      const inHand = moveCard(s, 0, unit(s, 0, 'BL'), 'BL', 'hand');
      moveCard(s, 0, inHand, 'hand', 'FL');
      expect(pw(s, 0, 'FL')).toBe(10000);
    });

    it(`VG2 8.2.1.2 "for the rest of the game" outlives the end phase, "until end of turn" does not (${format})`, () => {
      give(KING, [actDo(power(thisUnit, 1000, 'game'), power(thisUnit, 2000, 'turn'))]);
      const s = scenario({ format, at: 'main', p0: { rc: { FL: KING }, deck: deck([]) }, p1: { deck: deck([]) } });
      playAct(s, 0, 'FL', 0);
      expect(pw(s, 0, 'FL')).toBe(13000);
      toNextTurn(s);
      expect(pw(s, 0, 'FL')).toBe(11000);
      expect(cardText([actDo(power(thisUnit, 1000, 'game'))])).toBe(
        '[ACT](VC/RC):This unit gets Power +1000 for the rest of the game.',
      );
    });

    it(`VG2 8.7.6 / VG2 8.7.6.1 VG-078 nullifying the effects that raise power removes each such effect whole, its Critical +1 too (${format})`, () => {
      give(KING, [
        actDo({
          do: 'modify',
          target: thisUnit,
          stat: 'power',
          n: 5000,
          until: 'turn',
          and: [{ stat: 'critical', n: 1 }],
        }),
        actDo({ do: 'modify', target: thisUnit, stat: 'critical', n: 1, until: 'turn' }),
        actDo({ do: 'nullify', target: thisUnit, stat: 'power' }),
      ]);
      const s = scenario({ format, at: 'main', p0: { rc: { FL: KING }, deck: deck([]) } });
      playAct(s, 0, 'FL', 0);
      playAct(s, 0, 'FL', 1);
      expect([pw(s, 0, 'FL'), crit(s, 0, 'FL')]).toEqual([15000, 3]);
      playAct(s, 0, 'FL', 2);
      expect([pw(s, 0, 'FL'), crit(s, 0, 'FL')]).toEqual([10000, 2]); // the separate Critical +1 stays
      expect(events(s, 'nullify')).toHaveLength(1);
      expect(cardText([actDo({ do: 'nullify', target: thisUnit, stat: 'power' })])).toBe(
        '[ACT](VC/RC):Nullify the effects that change the power of this unit.',
      );
    });
  }
});

describe('replacement effects (VG2 8.2.1.3; VG1 8.2.1.3)', () => {
  const retireOne = actDo({ do: 'retire', target: chooseOpponentRearguard() });

  for (const format of BOTH) {
    it(`VG2 8.2.1.3 / VG2 8.2.1.3.1 / VG1 8.2.1.3 "if this unit would be retired, instead return it to your hand" replaces a retire by an effect (${format})`, () => {
      give(KING, [retireOne]);
      give(TOUGH, [cont({ zones: ['RC'], effect: { cont: 'replaceRetire', instead: 'hand' } })]);
      const s = scenario({ format, at: 'main', p0: { vanguard: KING, deck: deck([]) }, p1: { rc: { FL: TOUGH } } });
      playAct(s, 0, 'VC', 0);
      answer(s, { t: 'unit', seat: 1, circle: 'FL' });
      expect(s.players[1].field.FL).toHaveLength(0);
      expect(s.players[1].hand.map((c) => c.code)).toEqual([TOUGH]);
      expect(s.players[1].drop).toHaveLength(0);
      expect(events(s, 'replaced')).toHaveLength(1);
      expect(events(s, 'retire')).toHaveLength(0);
      expect(cardText([cont({ zones: ['RC'], effect: { cont: 'replaceRetire', instead: 'hand' } })])).toBe(
        '[CONT](RC):If this unit would be retired, instead return it to your hand.',
      );
    });

    it(`VG2 8.2.1.3.1 / VG2 10.4.2 / VG2 7.7.1.9 the replacement also applies when a hit retires the rear-guard (${format})`, () => {
      give(TOUGH, [cont({ zones: ['RC'], effect: { cont: 'replaceRetire', instead: 'soul' } })]);
      const s = scenario({
        format,
        at: 'battle',
        p0: { vanguard: KING, deck: deck([]) },
        p1: { rc: { FL: TOUGH }, deck: deck([]) },
      });
      answer(s, { t: 'yes' });
      answer(s, { t: 'circle', circle: 'VC' });
      answer(s, { t: 'circle', circle: 'FL' });
      for (let i = 0; i < 20 && s.players[1].field.FL.length > 0 && s.decision; i++) {
        const d = s.decision;
        const o = d.options.find((x) => ['pass', 'no', 'done'].includes(x.t)) ?? d.options[0];
        answer(s, o as never);
      }
      expect(s.players[1].soul.map((c) => c.code)).toEqual([TOUGH]);
      expect(s.players[1].drop).toHaveLength(0);
    });

    it(`VG2 8.2.1.3.2 / VG1 8.2.1.3 an optional replacement asks the unit's master; declined, the unit is retired (${format})`, () => {
      give(KING, [retireOne]);
      give(TOUGH, [cont({ zones: ['RC'], effect: { cont: 'replaceRetire', instead: 'soul', optional: true } })]);
      for (const choice of ['yes', 'no'] as const) {
        const s = scenario({ format, at: 'main', p0: { vanguard: KING, deck: deck([]) }, p1: { rc: { FL: TOUGH } } });
        playAct(s, 0, 'VC', 0);
        answer(s, { t: 'unit', seat: 1, circle: 'FL' });
        expect(prompt(s)).toBe('vg.replace');
        expect(s.decision!.seat).toBe(1);
        answer(s, { t: choice });
        expect(s.players[1].soul.length).toBe(choice === 'yes' ? 1 : 0);
        expect(s.players[1].drop.length).toBe(choice === 'yes' ? 0 : 1);
      }
    });
  }
});

describe('Resist, "cannot be affected" and rule-changing effects (VG2 11.13, 12.11, 8.7.3.1)', () => {
  const retireOne = actDo({ do: 'retire', target: chooseOpponentRearguard() });

  for (const format of BOTH) {
    it(`VG2 11.13 / VG2 11.13.1 a unit with Resist cannot be chosen by the opponent's "choose"; its own master may still choose it (${format})`, () => {
      give(KING, [retireOne, actDo(power({ unit: 'choose', side: 'you', what: 'rearguard', n: 1 }, 1000, 'turn'))]);
      give(TOUGH, [cont({ effect: { cont: 'resist' } })]);
      const s = scenario({
        format,
        at: 'main',
        p0: { vanguard: KING, rc: { FR: TOUGH }, deck: deck([]) },
        p1: { rc: { FL: TOUGH, FR: GARETH } },
      });
      playAct(s, 0, 'VC', 0);
      expect(s.decision!.options).toEqual([{ t: 'unit', seat: 1, circle: 'FR' }]);
      answer(s, { t: 'unit', seat: 1, circle: 'FR' });
      noHandAbility(s);
      playAct(s, 0, 'VC', 1);
      expect(s.decision!.options).toEqual([{ t: 'unit', seat: 0, circle: 'FR' }]);
      answer(s, { t: 'unit', seat: 0, circle: 'FR' });
      expect(pw(s, 0, 'FR')).toBe(9000);
    });

    it(`VG2 12.11 / VG2 12.11.1 / VG2 8.5.4.1 a unit that cannot be affected by the opponent's effects may be chosen but is not retired (${format})`, () => {
      give(KING, [retireOne]);
      give(TOUGH, [cont({ effect: { cont: 'unaffected' } })]);
      const s = scenario({
        format,
        at: 'main',
        p0: { vanguard: KING, deck: deck([]) },
        p1: { rc: { FL: TOUGH, FR: GARETH } },
      });
      playAct(s, 0, 'VC', 0);
      expect(offers(s, { t: 'unit', seat: 1, circle: 'FL' })).toBe(true);
      answer(s, { t: 'unit', seat: 1, circle: 'FL' });
      expect(s.players[1].field.FL.map((c) => c.code)).toEqual([TOUGH]);
      expect(s.players[1].drop).toHaveLength(0);
    });

    it(`VG2 8.7.3.1 / VG2 8.7.3 / VG1 8.7.3 "your units cannot be chosen by your opponent's effects for the rest of the game" changes the rules, so it covers a unit called afterwards (${format})`, () => {
      give(NEHALEM, [actDo({ do: 'yourUnitsResist', until: 'game' })]);
      give(WISEMAN, [retireOne]);
      const s = scenario({
        format,
        at: 'main',
        p0: { vanguard: NEHALEM, hand: [GARETH], deck: deck([]) },
        p1: { vanguard: WISEMAN, deck: deck([]) },
      });
      playAct(s, 0, 'VC', 0);
      answer(s, { t: 'call', card: s.players[0].hand[0].id, circle: 'FL' });
      toNextTurn(s);
      expect(prompt(s)).not.toBe(null);
      for (let i = 0; i < 10 && prompt(s) !== 'vg.main'; i++) answer(s, s.decision!.options[0] as never);
      answer(s, { t: 'act', card: unit(s, 1, 'VC').id, index: 0 });
      expect(prompt(s)).toBe('vg.main'); // VG2 8.5.4.1.3: nothing can be chosen, nothing happens
      expect(s.players[0].field.FL.map((c) => c.code)).toEqual([GARETH]);
      expect(powerOf(s, 0, unit(s, 0, 'FL'))).toBe(8000);
    });
  }
});

describe('text of the new pieces renders from the trees', () => {
  it('VG2 8.1.1.4 / VG2 11.13 the [CONT] pieces read as sentences', () => {
    const t = cardText([
      cont({ zones: ['VC'], effect: { cont: 'unitsGetSkill', filter: { clan: 'Royal Paladin' }, skill: 'intercept' } }),
      cont({ effect: { cont: 'alsoClan', clan: 'Royal Paladin' } }),
      cont({ effect: { cont: 'resist' } }),
      cont({ zones: ['RC'], effect: { cont: 'set', stat: 'power', n: 3000 } }),
      auto({ trigger: { on: 'putInto', zone: 'drop' }, effects: [{ do: 'draw', n: 1 }] }),
    ]);
    expect(t.split('\n')).toEqual([
      '[CONT](VC):Your «Royal Paladin» units get "Intercept".',
      '[CONT]:This unit is also a «Royal Paladin».',
      "[CONT]:Resist (this unit cannot be chosen by your opponent's effects).",
      "[CONT](RC):This unit's power becomes 3000.",
      '[AUTO]:When this card is put into your drop zone, draw a card.',
    ]);
  });
});
