// DBS rules tests — deck construction (rules 5-1).
// Gathered by rules topic from the batch-named files rules.test.ts.

import { describe, expect, it } from 'vitest';
import {
  builtInDecks,
  checkDeckList,
  DEFAULT_OPTIONS,
  expandDeck,
  validateDeck,
} from '../../../src/games/dbs/index.ts';
import { C } from '../scenario.ts';

const deck = (main: string[], leader: string = C.gokuLeader) => [leader, ...main];

const fill = (n: number, code: string = C.goten) => Array<string>(n).fill(code);

// From the former rules.test.ts:
// DBS rules tests: each names the clauses (and digest acceptance scenarios) it asserts.

describe('deck construction (DBS 5-1)', () => {
  it('DBS 5-1-3 DBS-001: exactly 50 main deck cards', () => {
    const fifty = [
      ...fill(4, C.hit),
      ...fill(4, C.gohan),
      ...fill(4, C.northKai),
      ...fill(4, C.kindGoku),
      ...fill(4, C.botamo),
      ...fill(4, C.magetta),
      ...fill(4, C.piccoloBlocker),
      ...fill(4, C.majinBuuDraw),
      ...fill(4, C.whisCoercion),
      ...fill(4, C.monaka),
      ...fill(4, C.rapidGoku),
      ...fill(4, C.beerusBoost),
      ...fill(2, C.vegetaCritical),
    ];
    expect(validateDeck(deck(fifty), DEFAULT_OPTIONS)).toEqual([]);
    expect(validateDeck(deck(fifty.slice(1)), DEFAULT_OPTIONS)[0].message).toMatch(/exactly 50/);
    expect(
      validateDeck(deck([...fifty, C.hit]), DEFAULT_OPTIONS)
        .map((p) => p.message)
        .join(),
    ).toMatch(/exactly 50/);
  });
  it('DBS 5-1-2: exactly one Leader', () => {
    const main = builtInDecks()[0].cards.flatMap((e) => Array<string>(e.count).fill(e.code));
    expect(validateDeck(main, DEFAULT_OPTIONS)[0].message).toMatch(/exactly 1 Leader/);
    expect(validateDeck([C.gokuLeader, C.champaLeader, ...main], DEFAULT_OPTIONS)[0].message).toMatch(
      /exactly 1 Leader/,
    );
  });
  it('DBS 5-1-3-1 DBS 2-15-2-1 DBS-002: at most 4 cards of one number', () => {
    const main = builtInDecks()[0].cards.flatMap((e) => Array<string>(e.count).fill(e.code));
    main[main.length - 1] = main[0];
    expect(
      validateDeck(deck(main), DEFAULT_OPTIONS)
        .map((p) => p.message)
        .join(),
    ).toMatch(/at most 4 copies/);
  });
  it('DBS 5-1-3-2 DBS 5-1-3-2-1 DBS 5-1-3-2-2 DBS-005: a deck-building [Permanent] lifts the copy limit', () => {
    const d = builtInDecks().find((x) => x.id === 'DBS-S2-Y-META-COOLER-CORE')!;
    expect(d.cards.find((e) => e.code === C.metaCooler)!.count).toBe(21);
    expect(validateDeck(expandDeck(d), DEFAULT_OPTIONS)).toEqual([]);
  });
  it('DBS 10-14-1 DBS 10-17: [Ultimate] at most one, [Super Combo] at most four', () => {
    const ult = [...fill(2, C.vegitoUltimate), ...fill(48, C.goten)];
    expect(
      validateDeck(deck(ult), { ...DEFAULT_OPTIONS, copyLimit: 50 })
        .map((p) => p.message)
        .join(),
    ).toMatch(/Ultimate/);
    const sc = [...fill(4, C.piccoloSuper), 'BT1-010', ...fill(45, C.goten)];
    expect(
      validateDeck(deck(sc), { ...DEFAULT_OPTIONS, copyLimit: 50 })
        .map((p) => p.message)
        .join(),
    ).toMatch(/Super Combo/);
  });
  it('every built-in deck is legal and deck lists report line numbers', () => {
    for (const d of builtInDecks()) expect(validateDeck(expandDeck(d), DEFAULT_OPTIONS)).toEqual([]);
    const r = checkDeckList('1 SD1-01\n4 BT1-033\n4x Nonexistent Card\n', DEFAULT_OPTIONS);
    expect(r.errors[0].line).toBe(3);
  });
});
