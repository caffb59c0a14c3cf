// Rules tests for the last behavioural clauses of sections 1, 3 and 8: winning or losing by an effect (VG2 1.2.5,
// VG1 1.2.5), chosen numbers are zero or positive integers (VG2 1.3.5, VG1 1.3.5), "original" values (VG2 3.7.1.2)
// and what a zone-changing trigger reads of a card that moved between a public and a hidden zone (VG2 8.6.5.1.1,
// 8.6.5.1.3; VG1 8.6.4.1.1, 8.6.4.1.3). Vanilla trial-deck cards get test-only abilities (undone after each test).
import { describe, expect, it } from 'vitest';
import { act as answerRaw, eventsFor } from '../../src/core/engine.ts';
import { IllegalAnswer } from '../../src/core/errors.ts';
import type { Answer } from '../../src/core/types.ts';
import {
  act,
  auto,
  type Condition,
  type Count,
  draw,
  drawUpTo,
  type Effect,
  power,
  thisUnit,
} from '../../src/games/vanguard/abilities/dsl.ts';
import { abilitiesOf } from '../../src/games/vanguard/abilities/registry.ts';
import { cardText } from '../../src/games/vanguard/abilities/text.ts';
import type { VGState } from '../../src/games/vanguard/state.ts';
import { BOTH, citeEra, codes, deck, pw, unit } from './cards/helpers.ts';
import { answer, events, prompt, scenario } from './scenario.ts';
import { actDo, testOnlyAbilities } from './testAbilities.ts';

const NEHALEM = 'TD02/004'; // g2 10000 «Kagero»
const TOUGH = 'TD03/007'; // Tough Boy, g1 8000 «Nova Grappler»
const KING = 'TD03/004'; // King of Sword, g2 10000 «Nova Grappler»
const MARRON = 'TD01/008'; // g1 8000, the deck filler of `deck()`

const { give } = testOnlyAbilities();

/** Play the [ACT] at `index` of the unit on `circle` of player 1 from the main phase. */
function playAct(s: VGState, circle: 'VC' | 'FL', index = 0): void {
  expect(prompt(s)).toBe('vg.main');
  answer(s, { t: 'act', card: unit(s, 0, circle).id, index });
}

describe('winning or losing by an effect (VG2 1.2.5; VG1 1.2.5)', () => {
  for (const format of BOTH) {
    const clause = format === 'cr110' ? 'VG1 1.2.5' : 'VG2 1.2.5';
    it(`${citeEra(format, 'VG2 1.2.5', 'VG1 1.2.5')} "you win the game" ends the game as it resolves: the rest of the ability does not resolve (${format})`, () => {
      give(NEHALEM, [actDo({ do: 'winGame' }, draw(1))]);
      const s = scenario({ format, at: 'main', p0: { vanguard: NEHALEM } });
      const hand = s.players[0].hand.length;
      playAct(s, 'VC');
      expect(s.result).toEqual({
        winner: 0,
        reason: `player 1 won by the effect of Dragon Knight, Nehalem (${clause})`,
      });
      expect(s.decision).toBeNull();
      expect(s.players[0].hand).toHaveLength(hand); // the draw after it never happened
      expect(events(s, 'gameOver')).toEqual([{ t: 'gameOver', winner: 0, reason: s.result!.reason }]);
      expect(() => answerRaw(s, 0, { t: 'pass' } as Answer)).toThrow(IllegalAnswer);
      expect(cardText(abilitiesOf(NEHALEM))).toBe('[ACT](VC/RC):You win the game, and draw a card.');
    });

    it(`${citeEra(format, 'VG2 1.2.5', 'VG1 1.2.5')} the game ends before check timing: a player who wins by an effect with an empty deck wins, and one who loses so loses alone (${format})`, () => {
      // Drawing the last card leaves an empty deck, which loses the game at the next check timing (VG2 9.2.3 /
      // VG1 9.2.3); winning by the effect first means no check timing comes.
      give(NEHALEM, [actDo(draw(3), { do: 'winGame' })]);
      const s = scenario({ format, at: 'main', p0: { vanguard: NEHALEM, deck: deck([], MARRON, 3) } });
      playAct(s, 'VC');
      expect(s.players[0].deck).toHaveLength(0);
      expect(s.result?.winner).toBe(0);

      // Its opponent's empty deck would make the opponent lose too at that check timing (a draw, VG2 1.2.3); the
      // master losing by the effect ends the game first, so the opponent simply wins.
      give(KING, [actDo({ do: 'loseGame' })]);
      const t = scenario({ format, at: 'main', p0: { vanguard: KING }, p1: { deck: deck([], MARRON, 1) } });
      const bottom = t.players[1].deck[0];
      t.players[1].deck.length = 0;
      t.players[1].drop.push(bottom); // keeps the card count; only the empty deck matters here
      playAct(t, 'VC');
      expect(t.result).toEqual({ winner: 1, reason: `player 1 lost by the effect of King of Sword (${clause})` });
      expect(cardText(abilitiesOf(KING))).toBe('[ACT](VC/RC):You lose the game.');
    });

    it(`${citeEra(format, 'VG2 1.2.5', 'VG1 1.2.5')} an [AUTO] that wins the game ends it while it resolves: the next standing-by ability is never played (${format})`, () => {
      const onDraw = (e: Effect) => auto({ zones: ['RC'], trigger: { on: 'youDraw' }, effects: [e] });
      give(TOUGH, [onDraw({ do: 'winGame' }), onDraw(power(thisUnit, 5000, 'turn'))]);
      give(NEHALEM, [actDo(draw(1))]);
      const s = scenario({ format, at: 'main', p0: { vanguard: NEHALEM, rc: { FL: TOUGH } } });
      playAct(s, 'VC');
      // Both abilities stood by; the master plays one, and if it is the winning one the other never resolves.
      expect(prompt(s)).toBe('vg.playAuto');
      answer(s, { t: 'auto', index: 0 });
      expect(s.result?.winner).toBe(0);
      expect(pw(s, 0, 'FL')).toBe(8000);
      expect(events(s, 'playAbility')).toHaveLength(2); // the [ACT] and the winning [AUTO]
    });
  }
});

describe('a chosen number is zero or a positive integer (VG2 1.3.5; VG1 1.3.5)', () => {
  for (const format of BOTH) {
    it(`${citeEra(format, 'VG2 1.3.5', 'VG1 1.3.5')} declaring a grade offers only 0 and positive integers; a negative, fractional or non-number answer is refused and changes nothing (${format})`, () => {
      give(KING, [actDo({ do: 'declare', what: 'grade' }, draw(1))]);
      const s = scenario({ format, at: 'main', p0: { rc: { FL: KING } } });
      playAct(s, 'FL');
      expect(prompt(s)).toBe('vg.declareGrade');
      expect(s.decision!.kind).toBe('number');
      const grades = s.decision!.options.map((o) => (o as unknown as { grade: number }).grade);
      expect(grades).toContain(0);
      expect(grades.length, 'the list checked below is not empty').toBeGreaterThan(0);
      for (const g of grades) expect(Number.isInteger(g) && g >= 0).toBe(true);
      const before = JSON.stringify(s);
      for (const grade of [-1, 1.5, -0.5, Number.NaN, '2']) {
        expect(() => answerRaw(s, 0, { t: 'declare', grade } as unknown as Answer)).toThrow(/illegal answer/);
        expect(JSON.stringify(s)).toBe(before);
      }
      const hand = s.players[0].hand.length;
      answer(s, { t: 'declare', grade: 0 }); // zero is a legal number
      expect(events(s, 'declare').at(-1)).toMatchObject({ declared: 0 });
      expect(s.players[0].hand).toHaveLength(hand + 1);
    });

    it(`${citeEra(format, 'VG2 1.3.5', 'VG1 1.3.5')} "draw up to two" counts zero or more whole cards: stopping at once draws zero, and no other count can be answered (${format})`, () => {
      give(KING, [actDo(drawUpTo(2))]);
      const s = scenario({ format, at: 'main', p0: { rc: { FL: KING } } });
      const hand = s.players[0].hand.length;
      playAct(s, 'FL');
      // The count is built one whole card at a time: each step offers only "one more" or "stop".
      expect(s.decision!.options).toEqual([{ t: 'yes' }, { t: 'no' }]);
      const before = JSON.stringify(s);
      expect(() => answerRaw(s, 0, { t: 'number', n: -1 } as unknown as Answer)).toThrow(IllegalAnswer);
      expect(JSON.stringify(s)).toBe(before);
      answer(s, { t: 'no' });
      expect(s.players[0].hand).toHaveLength(hand);
      expect(prompt(s)).toBe('vg.main');
    });
  }
});

describe('"original" is what is written on the card (VG2 3.7.1.2)', () => {
  const original = (what: 'power' | 'grade' | 'critical', unit: 'this' | 'yourVanguard' = 'this'): Count => ({
    of: 'original',
    what,
    unit,
  });
  const aboveOriginal: Condition = {
    if: 'compare',
    left: { of: 'power', unit: 'this' },
    op: '>',
    right: original('power'),
  };

  it('VG2 3.7.1.2 "Power + its original Power" adds the printed power, not the power raised by effects', () => {
    give(TOUGH, [
      actDo(power(thisUnit, 5000, 'turn')),
      actDo({ do: 'modify', target: thisUnit, stat: 'power', n: 1, until: 'turn', times: original('power') }),
    ]);
    const s = scenario({ at: 'main', p0: { rc: { FL: TOUGH } } });
    playAct(s, 'FL', 0);
    expect(pw(s, 0, 'FL')).toBe(13000);
    playAct(s, 'FL', 1);
    expect(pw(s, 0, 'FL')).toBe(21000); // 13000 + the printed 8000
    expect(cardText(abilitiesOf(TOUGH)).split('\n')[1]).toBe(
      "[ACT](VC/RC):This unit gets Power +1 equal to this unit's original Power until end of turn.",
    );
  });

  it('VG2 3.7.1.2 "if this unit\'s Power is greater than its original Power" compares with the printed value; a set-to effect leaves the original alone', () => {
    give(TOUGH, [
      actDo(power(thisUnit, 1000, 'turn')),
      actDo({ do: 'set', target: thisUnit, stat: 'power', n: 3000, until: 'turn' }),
      act({ zones: ['RC'], cost: [], condition: aboveOriginal, effects: [draw(1)] }),
    ]);
    const s = scenario({ at: 'main', p0: { rc: { FL: TOUGH } } });
    const hand = s.players[0].hand.length;
    playAct(s, 'FL', 2); // 8000 is not above 8000
    expect(s.players[0].hand).toHaveLength(hand);
    playAct(s, 'FL', 0);
    playAct(s, 'FL', 2); // 9000 is
    expect(s.players[0].hand).toHaveLength(hand + 1);
    playAct(s, 'FL', 1);
    expect(pw(s, 0, 'FL')).toBe(3000);
    playAct(s, 'FL', 2); // 3000 is not; the original is still 8000
    expect(s.players[0].hand).toHaveLength(hand + 1);
    expect(cardText(abilitiesOf(TOUGH)).split('\n')[2]).toBe(
      "[ACT](RC):If this unit's Power is greater than this unit's original Power, draw a card.",
    );
  });

  it("VG2 3.7.1.2 your vanguard's original grade is its printed grade even while an effect sets its grade", () => {
    const isGrade2: Condition = { if: 'compare', left: original('grade', 'yourVanguard'), op: '>=', right: 2 };
    give(NEHALEM, [
      actDo({ do: 'set', target: thisUnit, stat: 'grade', n: 0, until: 'turn' }),
      act({ zones: ['VC'], cost: [], condition: isGrade2, effects: [draw(1)] }),
    ]);
    const s = scenario({ at: 'main', p0: { vanguard: NEHALEM } });
    playAct(s, 'VC', 0);
    const hand = s.players[0].hand.length;
    playAct(s, 'VC', 1);
    expect(s.players[0].hand).toHaveLength(hand + 1);
    expect(cardText(abilitiesOf(NEHALEM)).split('\n')[1]).toBe(
      "[ACT](VC):If your vanguard's original grade is at least two, draw a card.",
    );
  });
});

describe('zone-changing triggers between a public and a hidden zone (VG2 8.6.5.1.1, 8.6.5.1.3; VG1 8.6.4.1.1, 8.6.4.1.3)', () => {
  const rememberedAtLeast = (what: 'power' | 'grade', n: number): Condition => ({
    if: 'compare',
    left: { of: 'remembered', what },
    op: '>=',
    right: n,
  });
  const returnRearguard: Effect = {
    do: 'returnToHand',
    target: { unit: 'choose', side: 'you', what: 'rearguard', n: 1 },
  };

  for (const format of BOTH) {
    it(`${citeEra(format, 'VG2 8.6.5.1.1', 'VG1 8.6.4.1.1')} "when this card is put into your hand from the field" reads the power it had on the field, effects included, not the card in the hand (${format})`, () => {
      give(TOUGH, [
        auto({
          trigger: { on: 'putInto', zone: 'hand', fromField: true },
          condition: rememberedAtLeast('power', 13000),
          effects: [draw(1)],
        }),
        actDo(power(thisUnit, 5000, 'turn')),
      ]);
      give(NEHALEM, [actDo(returnRearguard)]);
      for (const pumped of [true, false]) {
        const s = scenario({ format, at: 'main', p0: { vanguard: NEHALEM, rc: { FL: TOUGH }, deck: deck([KING]) } });
        const hand = s.players[0].hand.length;
        if (pumped) playAct(s, 'FL', 1);
        playAct(s, 'VC');
        answer(s, { t: 'unit', seat: 0, circle: 'FL' });
        expect(prompt(s)).toBe('vg.main');
        // The card in the hand has its printed 8000; only the unit it was had 13000.
        expect(codes(s.players[0].hand).slice(hand)).toEqual(pumped ? [TOUGH, KING] : [TOUGH]);
        // Played from the hand, the ability names its card to its master only (VG2 4.3.2).
        const theirs = eventsFor(s, 1).filter((e) => e.t === 'playAbility') as unknown as { card?: unknown }[];
        expect(theirs.at(-1)!.card).toBeUndefined();
        expect(events(s, 'playAbility').at(-1)).toMatchObject({ seat: 0, card: { code: TOUGH } });
      }
      expect(cardText(abilitiesOf(TOUGH)).split('\n')[0]).toBe(
        '[AUTO]:When this card is put into your hand from the field, if the power it had on the field is at least 13000, draw a card.',
      );
    });

    it(`${citeEra(format, 'VG2 8.6.5.1.1', 'VG1 8.6.4.1.1')} "when this card is put into your deck" from the field triggers in the deck and reads the unit it was; the opponent never learns its new id (${format})`, () => {
      give(TOUGH, [
        auto({
          trigger: { on: 'putInto', zone: 'deck' },
          condition: rememberedAtLeast('power', 13000),
          effects: [draw(1)],
        }),
        actDo(power(thisUnit, 5000, 'turn')),
        actDo({ do: 'returnThisToDeck' }),
      ]);
      const s = scenario({ format, at: 'main', p0: { rc: { FL: TOUGH } } });
      const hand = s.players[0].hand.length;
      playAct(s, 'FL', 1);
      playAct(s, 'FL', 2);
      expect(prompt(s)).toBe('vg.main');
      expect(s.players[0].field.FL).toHaveLength(0);
      expect(s.players[0].hand).toHaveLength(hand + 1);
      expect(s.players[0].deck.some((c) => c.code === TOUGH)).toBe(true);
      const seen = events(s, 'playAbility').at(-1)!;
      expect(seen).toMatchObject({ seat: 0, card: { code: TOUGH } });
      // Not even its owner is told its id in the deck, which no player may follow (VG2 4.2.2, issue 19).
      expect((seen.card as { id?: number }).id).toBeUndefined();
      const theirs = eventsFor(s, 1)
        .filter((e) => e.t === 'playAbility')
        .at(-1) as unknown as {
        card: { code: string; id?: number };
      };
      expect(theirs.card).toEqual({ code: TOUGH });
    });

    it(`${citeEra(format, 'VG2 8.6.5.1.1', 'VG1 8.6.4.1.1')} from the drop zone into the hand the ability reads the card as it was in the drop zone; "from the field" does not trigger then (${format})`, () => {
      give(TOUGH, [
        auto({
          trigger: { on: 'putInto', zone: 'hand' },
          condition: rememberedAtLeast('grade', 1),
          effects: [draw(1)],
        }),
        auto({ trigger: { on: 'putInto', zone: 'hand', fromField: true }, effects: [draw(1)] }),
      ]);
      give(NEHALEM, [actDo({ do: 'searchDrop', filter: { name: 'Tough Boy' } })]);
      const s = scenario({ format, at: 'main', p0: { vanguard: NEHALEM, drop: [TOUGH], deck: deck([KING]) } });
      const hand = s.players[0].hand.length;
      playAct(s, 'VC');
      expect(prompt(s)).toBe('vg.main');
      expect(codes(s.players[0].hand).slice(hand)).toEqual([TOUGH, KING]);
    });

    it(`${citeEra(format, 'VG2 8.6.5.1.1', 'VG1 8.6.4.1.1')} ("vice versa") from the hand into the drop zone the ability reads the card in the drop zone; a draw (hidden to hidden) triggers no "put into your hand" (${format})`, () => {
      give(TOUGH, [
        auto({
          trigger: { on: 'putInto', zone: 'drop' },
          condition: rememberedAtLeast('grade', 1),
          effects: [draw(1)],
        }),
        auto({ trigger: { on: 'putInto', zone: 'hand' }, effects: [draw(1)] }),
      ]);
      give(NEHALEM, [act({ zones: ['VC'], cost: [{ pay: 'discard', n: 1 }], effects: [] })]);
      const s = scenario({ format, at: 'main', p0: { vanguard: NEHALEM, hand: [TOUGH], deck: deck([TOUGH, KING]) } });
      const hand = s.players[0].hand.length;
      playAct(s, 'VC');
      if (prompt(s) === 'vg.cost.discard')
        answer(s, { t: 'card', card: s.players[0].hand.find((c) => c.code === TOUGH)!.id });
      expect(prompt(s)).toBe('vg.main');
      // Discarded Tough Boy (grade 1 in the drop zone) drew the top Tough Boy; that draw from the deck did not trigger
      // its own "put into your hand", so King of Sword stays on the deck.
      expect(codes(s.players[0].drop)).toEqual([TOUGH]);
      expect(codes(s.players[0].hand).slice(hand - 1)).toEqual([TOUGH]);
      expect(s.players[0].deck.at(-1)!.code).toBe(KING);
    });

    it(`${citeEra(format, 'VG2 8.6.5.1.3', 'VG1 8.6.4.1.3')} from the soul into the drop zone (public to public) the ability reads the card in its new zone (${format})`, () => {
      give(TOUGH, [
        auto({
          trigger: { on: 'putInto', zone: 'drop' },
          condition: rememberedAtLeast('grade', 1),
          effects: [draw(1)],
        }),
      ]);
      give(NEHALEM, [act({ zones: ['VC'], cost: [{ pay: 'soulBlast', n: 1 }], effects: [] })]);
      const s = scenario({ format, at: 'main', p0: { vanguard: NEHALEM, soul: [TOUGH], deck: deck([KING]) } });
      const hand = s.players[0].hand.length;
      playAct(s, 'VC');
      expect(prompt(s)).toBe('vg.main');
      expect(codes(s.players[0].drop)).toEqual([TOUGH]);
      expect(codes(s.players[0].hand).slice(hand)).toEqual([KING]);
    });
  }
});
