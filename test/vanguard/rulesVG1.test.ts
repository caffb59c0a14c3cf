// Rules tests for clauses of the comprehensive rules ver. 1.10 (format cr110) that no other file checks:
// card text over the rules and the columns across (1.3.1, 4.6.2.1), the trigger icon (2.8), [GC] text
// (2.11.3.3), the collection ID (2.13), duplicated characteristics (3.7.1.1), the source of an effect
// (3.14), the steps of an attack (7.1.2–7.7.1.3), "not usable until end of turn" on an unmet "if"
// (8.1.1.2.3.1), the written form of [CONT] (8.1.1.3.1), active and inactive effects (8.3), choosing fewer
// than asked (8.5.3.1.2), continuous effects on entering cards (8.7.4, 8.7.5) and rule actions (9.1.1, 9.2).
// Clauses shared with ver. 2.01 (1.1, 1.3.3, 4.1.5) are in rules1to10.test.ts.
// Not here: win or lose by an effect (1.2.5), choosing a number (1.3.5), reading marks, colours, reminder
// text, art, rarity and artists (2.1.1.1, 2.11.2, 2.11.4, 2.12, 2.14, 2.15), races and the icons standing for
// words in card text (2.3, 2.5.2, 2.6.2, 2.7.2, 2.8.1.1.x.1, 3.17.1.x.1), players and their cards after the
// game (3.2, 3.3.3), "draw up to" (3.12.4), the source of damage (3.15), face-down bound cards and bind piles
// (4.9.2.1, 4.9.3), several targets (7.3.1.4.2), zone-change look-back other than from the field (8.6.4.1.1,
// 8.6.4.1.3), units placed at the same moment (9.3.2, 9.3.4), calling several units or to the guardian
// circle by an effect (10.1.6.1.1.1.1, 10.1.6.1.3.1), searching a public zone (10.1.9.1.2), skill damage
// (10.1.14.1.1), "battle" (10.1.19), Restraint (10.2.4), Limit Break on a [CONT] (10.2.5.1.1) and loops (11.1).
import { describe, expect, it } from 'vitest';
import type { Seat } from '../../src/core/types.ts';
import { auto, chooseOpponentRearguard, cont, draw, power, thisUnit } from '../../src/games/vanguard/abilities/dsl.ts';
import { nonNumeric } from '../../src/games/vanguard/abilities/layers.ts';
import { abilitiesOf } from '../../src/games/vanguard/abilities/registry.ts';
import { allCards, deckById, expandDeck, requireCard } from '../../src/games/vanguard/cards/cardPool.ts';
import { shield } from '../../src/games/vanguard/characteristics.ts';
import { validateDeck } from '../../src/games/vanguard/deckRules.ts';
import { CR110 } from '../../src/games/vanguard/formats.ts';
import type { VGState } from '../../src/games/vanguard/state.ts';
import { attack, codes, crit, deck, guardianShield, noGuard, pw, textOf, unit } from './cards/helpers.ts';
import { answer, C, events, idOf, offers, prompt, scenario, timings, noHandAbility } from './scenario.ts';
import { testOnlyAbilities, actDo } from './testAbilities.ts';

// Vanilla trial-deck cards used as hosts (stats in data/vanguard/original-td.cards.json).
const KING = 'TD03/004'; // King of Sword, g2 10000 «Nova Grappler», shield 5000, Intercept
const TOUGH = 'TD03/007'; // Tough Boy, g1 8000 «Nova Grappler»

const { give } = testOnlyAbilities();

function playAct(s: VGState, seat: Seat, circle: 'VC' | 'FL', index = 0): void {
  expect(prompt(s)).toBe('vg.main');
  answer(s, { t: 'act', card: unit(s, seat, circle).id, index });
}

/** The position in the log of the first event matching `is`. */
function logAt(s: VGState, is: (e: Record<string, unknown>) => boolean): number {
  return (s.log ?? []).findIndex((l) => is(l.e as unknown as Record<string, unknown>));
}

const timingAt = (s: VGState, t: string) => logAt(s, (e) => e.t === 'timing' && (e.timings as string[]).includes(t));

describe('VG1 sections 1–2: card text, trigger icons, zone text and collection IDs', () => {
  it('VG1 2.8 / VG1 2.8.1 / VG1 2.8.1.1.2 the trigger icon of a drive-checked critical trigger: one unit gets Critical +1, one gets Power +5000', () => {
    const s = scenario({
      format: 'cr110',
      at: 'battle',
      p0: { vanguard: C.gallatin, rc: { FL: C.marron }, deck: deck([C.critRP]) },
    });
    attack(s, 'VC', 'VC');
    expect(prompt(s)).toBe('vg.triggerOrder');
    answer(s, s.decision!.options[0] as never);
    answer(s, { t: 'circle', circle: 'VC' }); // the critical
    answer(s, { t: 'circle', circle: 'FL' }); // the power
    expect([crit(s, 0, 'VC'), crit(s, 0, 'FL')]).toEqual([2, 1]);
    expect([pw(s, 0, 'VC'), pw(s, 0, 'FL')]).toEqual([10000, 8000 + 5000]);
  });

  it('VG1 2.11.3.3 text after [GC] works only on the guardian circle: "[CONT](GC) Shield +5000" counts once the unit intercepts, not on the rear-guard circle', () => {
    give(KING, [cont({ zones: ['GC'], effect: { cont: 'modify', stat: 'shield', n: 5000 } })]);
    const s = scenario({
      format: 'cr110',
      at: 'battle',
      p0: { vanguard: C.gallatin, deck: deck([C.critRP]) },
      p1: { rc: { FL: KING } },
    });
    expect(shield(s, 1, unit(s, 1, 'FL'))).toBe(5000);
    attack(s, 'VC', 'VC');
    expect(prompt(s)).toBe('vg.guardBatch');
    answer(s, { t: 'intercept', circle: 'FL' }); // nothing else to choose: the batch is put down
    // The drive check's trigger waits for an answer, during the battle.
    expect(prompt(s)).toBe('vg.triggerOrder');
    expect(guardianShield(s, 1, KING)).toBe(10000);
    expect(pw(s, 1, 'VC')).toBe(6000 + 10000);
  });

  it('VG1 2.13 / VG1 2.13.1 / VG1 2.13.2 the collection ID names the card and means nothing to the rules: two printings of one card have the same characteristics and abilities, and deck building counts them together', () => {
    expect(requireCard('TD01/005').name).toBe('Blaster Blade');
    const byName = new Map<string, string[]>();
    // Printings of one card: the same name within one era's card pool. A V-era card sharing an original card's name
    // (V-TD01/003 "Knight of Silence, Gallatin", shield 10000, against TD01/004's 5000) is another card.
    for (const c of allCards()) {
      const key = `${c.code.startsWith('V-') ? 'V' : 'original'}:${c.name}`;
      byName.set(key, [...(byName.get(key) ?? []), c.code]);
    }
    const reprinted = [...byName.values()].filter((list) => list.length > 1);
    expect(reprinted.length).toBeGreaterThanOrEqual(2);
    for (const [a, ...rest] of reprinted) {
      for (const b of rest) {
        expect({ ...requireCard(b), code: a }).toEqual(requireCard(a));
        expect(JSON.stringify(abilitiesOf(b))).toBe(JSON.stringify(abilitiesOf(a)));
      }
    }
    // Gareth is TD05/008 and TD08/009: five cards of the name are too many, whatever their IDs.
    const list = expandDeck(deckById('TD05')!);
    const gareths = list.filter((c) => c === 'TD05/008').length;
    const others = list.filter((c) => c !== 'TD05/008' && requireCard(c).trigger === null);
    const swapped = [...list];
    for (let i = 0; i < 5 - gareths; i++) swapped[swapped.indexOf(others[i])] = 'TD08/009';
    expect(validateDeck(list, CR110)).toEqual([]);
    expect(validateDeck(swapped, CR110).map((p) => p.rule)).toEqual(['VG1 5.1.2.2.1']);
  });
});

describe('VG1 section 3: characteristics and the source of an effect', () => {
  it('VG1 3.7.1.1 "this unit is also a «Royal Paladin»" on a «Royal Paladin» is a second copy of the same clan and is ignored', () => {
    give(C.gallatin, [cont({ effect: { cont: 'alsoClan', clan: 'Royal Paladin' } })]);
    give(TOUGH, [cont({ effect: { cont: 'alsoClan', clan: 'Royal Paladin' } })]);
    const s = scenario({ format: 'cr110', at: 'main', p0: { rc: { FL: C.gallatin, FR: TOUGH }, deck: deck([]) } });
    expect(nonNumeric(s, 0, unit(s, 0, 'FL')).clans).toEqual(['Royal Paladin']);
    expect(nonNumeric(s, 0, unit(s, 0, 'FR')).clans).toEqual(['Nova Grappler', 'Royal Paladin']);
  });

  it("VG1 3.14 / VG1 3.14.1 / VG1 3.14.1.1 / VG1 3.14.1.2 a unit that cannot be affected by its opponent's effects: an effect whose source is the opponent's card leaves it alone, its own card's effect changes it, and a rule action, which has no source, moves it", () => {
    give(KING, [actDo({ do: 'retire', target: chooseOpponentRearguard() })]);
    give(TOUGH, [cont({ effect: { cont: 'unaffected' } }), actDo(power(thisUnit, 2000, 'turn'))]);
    // Player 2's turn: its own ability's effect, whose source is Tough Boy, applies.
    const own = scenario({ format: 'cr110', turnPlayer: 1, at: 'main', p1: { rc: { FL: TOUGH }, deck: deck([]) } });
    playAct(own, 1, 'FL', 1);
    expect(pw(own, 1, 'FL')).toBe(8000 + 2000);
    // Player 1's turn: a guardian left outside the battle phase is put into the drop zone by rule action
    // (VG1 9.4.1), though it cannot be affected by player 1's effects.
    const s = scenario({
      format: 'cr110',
      at: 'main',
      p0: { rc: { FL: KING }, deck: deck([]) },
      p1: { rc: { FL: TOUGH }, gc: [TOUGH] },
    });
    expect(s.players[1].field.GC).toEqual([]);
    expect(codes(s.players[1].drop)).toEqual([TOUGH]);
    // King of Sword is the source of the retire: an opponent's card, so the rear-guard stays.
    playAct(s, 0, 'FL');
    answer(s, { t: 'unit', seat: 1, circle: 'FL' });
    expect(codes(s.players[1].field.FL)).toEqual([TOUGH]);
    expect(codes(s.players[1].drop)).toEqual([TOUGH]);
  });
});

describe('VG1 section 7: the steps of an attack', () => {
  it('VG1 7.1.2 / VG1 7.1.2.1 / VG1 7.3.1 / VG1 7.3.1.1 / VG1 7.3.1.4.1 / VG1 7.7.1 / VG1 7.7.1.3 each attack runs from the start step to the close step; its battle begins in the attack step, pairs the attacking and attacked units as battle opponents, and ends in the close step, which with nothing standing by goes back to the start step', () => {
    const s = scenario({
      format: 'cr110',
      at: 'battle',
      p0: { vanguard: C.gallatin, rc: { FL: C.blasterBlade }, deck: deck([]) },
      p1: { vanguard: C.overlord, rc: { FL: C.bahr }, hand: [C.critKagero] },
    });
    expect([prompt(s), s.phase, s.battle]).toEqual(['vg.attack', 'start', null]);
    answer(s, { t: 'yes' });
    // The attack step: the battle has begun, before the step's timing.
    expect(prompt(s)).toBe('vg.attacker');
    expect(s.battle).toMatchObject({ number: 1, attacker: null, targets: [] });
    expect(logAt(s, (e) => e.t === 'battle')).toBeLessThan(timingAt(s, 'attackStep'));
    answer(s, { t: 'circle', circle: 'FL' });
    answer(s, { t: 'circle', circle: 'FL' });
    expect(prompt(s)).toBe('vg.guardBatch');
    expect(s.battle!.attacker).toEqual({ id: unit(s, 0, 'FL').id, circle: 'FL' });
    expect(s.battle!.targets).toEqual([{ id: unit(s, 1, 'FL').id, circle: 'FL' }]);
    noGuard(s);
    // The rear-guard's battle: guard, damage and close steps; then the start step of the next attack.
    expect(prompt(s)).toBe('vg.attack');
    expect(s.battle).toBeNull();
    expect(timings(s)).toEqual([
      'startStep',
      'attackStep',
      'guardStep',
      'damageStep',
      'attackHits',
      'closeStep+endOfBattle',
      'startStep',
    ]);
    expect(events(s, 'battleEnd')).toEqual([{ t: 'battleEnd', number: 1 }]);
    expect(codes(s.players[1].drop)).toEqual([C.bahr]); // the battle opponents were compared: 9000 against 8000
    answer(s, { t: 'yes' });
    expect(s.battle).toMatchObject({ number: 2 });
  });

  it('VG1 7.2.1 / VG1 7.2.1.2 in the start step the turn player, and nobody else, chooses whether to attack; not attacking ends the battle phase', () => {
    const s = scenario({ format: 'cr110', at: 'battle', p0: { deck: deck([]) } });
    expect(prompt(s)).toBe('vg.attack');
    expect(s.decision!.seat).toBe(0);
    expect(s.decision!.options).toEqual([{ t: 'yes' }, { t: 'no' }]);
    answer(s, { t: 'no' });
    expect(timings(s).slice(0, 3)).toEqual(['startStep', 'endPhase+endOfTurn', 'turn+standPhase']);
    expect(s.turnPlayer).toBe(1);
    expect(events(s, 'battle')).toEqual([]);
  });

  it('VG1 7.4.1 / VG1 7.4.1.1 / VG1 7.5.1 / VG1 7.5.1.1 / VG1 7.6.1 the guard step opens with its timing and lets the non-turn player guard; the drive step opens with its timing before the drive check; then the damage step resolves the damage', () => {
    const s = scenario({
      format: 'cr110',
      at: 'battle',
      p0: { vanguard: C.gallatin, deck: deck([C.wingal]) },
      p1: { hand: [C.critKagero], deck: deck([C.nehalem], 'TD02/007') },
    });
    attack(s, 'VC', 'VC');
    expect(prompt(s)).toBe('vg.guardBatch');
    expect(s.decision!.seat).toBe(1);
    expect(timingAt(s, 'guardStep')).toBeGreaterThan(logAt(s, (e) => e.t === 'attack'));
    expect(timingAt(s, 'driveStep')).toBe(-1);
    noGuard(s);
    expect(timingAt(s, 'driveStep')).toBeLessThan(logAt(s, (e) => e.t === 'driveCheck'));
    expect(logAt(s, (e) => e.t === 'driveCheck')).toBeLessThan(timingAt(s, 'damageStep'));
    expect(timingAt(s, 'damageStep')).toBeLessThan(logAt(s, (e) => e.t === 'damageCheck'));
    expect(codes(s.players[0].hand)).toEqual([C.wingal]);
    expect(codes(s.players[1].damage)).toEqual([C.nehalem]);
  });
});

describe('VG1 section 8: abilities and effects', () => {
  for (const [format, disabled] of [
    ['cr110', true],
    ['cr201', false],
  ] as const) {
    it(`${format === 'cr110' ? 'VG1 8.1.1.2.3.1' : 'VG2 8.1.1.2.3.1'} "When this unit attacks, if you have a «Kagero» vanguard, +3000. This ability will not be usable until end of turn": without one, ${disabled ? 'the ability is still used up for the turn' : 'nothing changed, so it can trigger again'} (${format})`, () => {
      give(KING, [
        auto({
          zones: ['RC'],
          trigger: { on: 'attacks' },
          condition: { if: 'vanguardIs', filter: { clan: 'Kagero' } },
          effects: [power(thisUnit, 3000, 'battle'), { do: 'disableThis', until: 'turn' }],
        }),
      ]);
      const s = scenario({ format, at: 'battle', p0: { rc: { FL: KING }, deck: deck([]) } });
      for (const round of [1, 2]) {
        answer(s, { t: 'yes' });
        answer(s, { t: 'circle', circle: 'FL' });
        answer(s, { t: 'circle', circle: 'VC' });
        const triggered = prompt(s) === 'vg.playAuto';
        expect(triggered).toBe(round === 1 || !disabled);
        if (triggered) answer(s, { t: 'auto', source: unit(s, 0, 'FL').id, index: 0 } as never);
        expect(prompt(s)).toBe('vg.attack');
        expect(pw(s, 0, 'FL')).toBe(10000);
        s.players[0].field.FL[0] = { ...unit(s, 0, 'FL'), rested: false }; // stood again for a second attack
      }
    });
  }

  it('VG1 8.1.1.3.1 a continuous ability is written "[CONT](zone):(effect)" and works while its card is in that zone', () => {
    give(KING, [cont({ zones: ['VC'], effect: { cont: 'modify', stat: 'power', n: 2000 } })]);
    give(TOUGH, [cont({ effect: { cont: 'modify', stat: 'power', n: 1000 } })]);
    expect(textOf(KING)).toBe('[CONT](VC):This unit gets Power +2000.');
    expect(textOf(TOUGH)).toBe('[CONT]:This unit gets Power +1000.');
    const s = scenario({
      format: 'cr110',
      at: 'main',
      p0: { vanguard: KING, rc: { FL: KING, FR: TOUGH }, deck: deck([]) },
    });
    expect([pw(s, 0, 'VC'), pw(s, 0, 'FL'), pw(s, 0, 'FR')]).toEqual([12000, 10000, 9000]);
  });

  it('VG1 8.3 / VG1 8.3.1 / VG1 8.3.2 / VG1 8.3.3 with three damage the Limit Break "when this unit attacks, choose one of your opponent\'s rear-guards and retire it" and a [CONT] active "if you have four or more damage" do nothing and ask no choice; with four both work', () => {
    const fourDamage = { if: 'compare', left: { of: 'damage', whose: 'you' }, op: '>=', right: 4 } as const;
    give(KING, [
      auto({
        zones: ['VC'],
        limitBreak: 4,
        trigger: { on: 'attacks' },
        effects: [{ do: 'retire', target: chooseOpponentRearguard() }],
      }),
      cont({ zones: ['VC'], condition: fourDamage, effect: { cont: 'modify', stat: 'power', n: 1000 } }),
    ]);
    for (const damage of [3, 4]) {
      const s = scenario({
        format: 'cr110',
        at: 'battle',
        p0: { vanguard: KING, damage: Array.from({ length: damage }, () => C.wingal), deck: deck([]) },
        p1: { vanguard: C.overlord, rc: { FL: C.bahr } },
      });
      expect(pw(s, 0, 'VC')).toBe(damage === 4 ? 11000 : 10000);
      answer(s, { t: 'yes' });
      answer(s, { t: 'circle', circle: 'VC' });
      answer(s, { t: 'circle', circle: 'VC' });
      if (damage === 4) {
        expect(prompt(s)).toBe('vg.chooseUnit');
        answer(s, { t: 'unit', seat: 1, circle: 'FL' });
      }
      expect(events(s, 'standby')).toHaveLength(damage === 4 ? 1 : 0);
      expect(codes(s.players[1].drop)).toEqual(damage === 4 ? [C.bahr] : []);
      expect(codes(s.players[1].field.FL)).toEqual(damage === 4 ? [] : [C.bahr]);
    }
  });

  it('VG1 8.5.3.1.2 "choose two of your opponent\'s rear-guards and retire them" with only one: it is chosen and retired', () => {
    give(KING, [actDo({ do: 'retire', target: chooseOpponentRearguard({}, 2) })]);
    const s = scenario({
      format: 'cr110',
      at: 'main',
      p0: { rc: { FL: KING }, deck: deck([]) },
      p1: { rc: { FR: C.nehalem } },
    });
    playAct(s, 0, 'FL');
    expect(prompt(s)).toBe('vg.chooseUnit');
    expect(s.decision!.options).toEqual([{ t: 'unit', seat: 1, circle: 'FR' }]);
    answer(s, { t: 'unit', seat: 1, circle: 'FR' });
    noHandAbility(s);
    expect(prompt(s)).toBe('vg.main');
    expect(codes(s.players[1].drop)).toEqual([C.nehalem]);
  });

  it('VG1 8.7.4 / VG1 8.7.5 a unit called next to "your «Royal Paladin» units get Power +2000" has it at once, and "when your «Royal Paladin» unit is placed" sees it after continuous effects: a unit that is also a «Royal Paladin» triggers it', () => {
    give(TOUGH, [cont({ effect: { cont: 'alsoClan', clan: 'Royal Paladin' } })]);
    give(KING, [
      cont({
        zones: ['VC'],
        effect: { cont: 'unitsModify', filter: { clan: 'Royal Paladin' }, stat: 'power', n: 2000 },
      }),
      auto({ zones: ['VC'], trigger: { on: 'yourUnitPlaced', filter: { clan: 'Royal Paladin' } }, effects: [draw(1)] }),
    ]);
    const s = scenario({ format: 'cr110', at: 'main', p0: { vanguard: KING, hand: [TOUGH, C.bahr], deck: deck([]) } });
    answer(s, { t: 'call', card: idOf(s, 0, 'hand', TOUGH), circle: 'FL' });
    expect(pw(s, 0, 'FL')).toBe(8000 + 2000);
    expect(codes(s.players[0].hand)).toEqual([C.bahr, C.marron]); // drew the top card
    // A «Kagero» unit gets neither.
    answer(s, { t: 'call', card: idOf(s, 0, 'hand', C.bahr), circle: 'FR' });
    expect(pw(s, 0, 'FR')).toBe(8000);
    expect(codes(s.players[0].hand)).toEqual([C.marron]);
    expect(pw(s, 0, 'VC')).toBe(10000);
  });
});

describe('VG1 section 9: rule actions', () => {
  it('VG1 9.1.1 / VG1 9.2 / VG1 9.2.1 / VG1 9.2.2 the sixth damage makes its player lose by a rule action the game performs by itself: nobody is asked, the game is over', () => {
    const s = scenario({
      format: 'cr110',
      at: 'battle',
      p0: { vanguard: C.gallatin, deck: deck([C.wingal]) },
      p1: { damage: Array.from({ length: 5 }, () => C.bahr), deck: deck([C.nehalem], 'TD02/007') },
    });
    attack(s, 'VC', 'VC');
    expect(s.players[1].damage).toHaveLength(6);
    expect(s.result).toMatchObject({ winner: 0 });
    expect(prompt(s)).toBeNull();
  });

  it('VG1 9.1.1 calling onto an occupied circle: the rule action retires the older unit by itself, and play goes on with no question asked', () => {
    const s = scenario({
      format: 'cr110',
      at: 'main',
      p0: { vanguard: C.gallatin, rc: { FL: C.wingal }, hand: [C.marron], deck: deck([]) },
    });
    const answered = s.answers.length;
    answer(s, { t: 'call', card: idOf(s, 0, 'hand', C.marron), circle: 'FL' });
    expect(codes(s.players[0].field.FL)).toEqual([C.marron]);
    expect(codes(s.players[0].drop)).toEqual([C.wingal]);
    expect(prompt(s)).toBe('vg.main');
    expect(s.answers).toHaveLength(answered + 1);
    expect(offers(s, { t: 'pass' })).toBe(true);
  });
});
