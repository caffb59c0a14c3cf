import { describe, expect, it } from 'vitest';
import { cardByCode, deckById } from '../../src/games/vanguard/cards/cardPool.ts';
import { checkDeckList, parseDeckList } from '../../src/games/vanguard/deckList.ts';
import { CR110, CR201 } from '../../src/games/vanguard/formats.ts';

const FOUR_BLADES = ['TD01/005', 'TD01/005', 'TD01/005', 'TD01/005'];

/** The TD01 list written out as "<count> <name>" lines. */
function td01Text(): string {
  return deckById('TD01')!
    .cards.map((entry) => `${entry.count} ${cardByCode(entry.code)!.name}`)
    .join('\n');
}

describe('parseDeckList line forms', () => {
  it.each([
    '4 Blaster Blade',
    '4x Blaster Blade',
    '4X Blaster Blade',
    '4 x Blaster Blade',
    '4 blaster blade',
    '4 TD01/005',
    '4x td01/005',
    'Blaster Blade x4',
    'Blaster Blade x 4',
    'BLASTER BLADE X4',
    'TD01/005 x4',
    '   4 Blaster Blade   ',
  ])('reads "%s" as four Blaster Blades', (line) => {
    expect(parseDeckList(line)).toMatchObject({ cards: FOUR_BLADES, errors: [] });
  });

  it('ignores blank lines and lines starting with # or //', () => {
    const text = ['# Royal Paladin', '', '   ', '// grade 2', '4 Blaster Blade', '  # indented comment'].join('\n');
    expect(parseDeckList(text)).toMatchObject({ cards: FOUR_BLADES, errors: [] });
  });

  it('keeps list order, one code per physical card, and reads CRLF text', () => {
    const result = parseDeckList('2 Wingal\r\n1 Blaster Blade\r\nFlogal x1\r\n');
    expect(result).toMatchObject({ cards: ['TD01/009', 'TD01/009', 'TD01/005', 'TD01/016'], errors: [] });
  });

  it.each([
    ['4 V-TD01/004', 'V-TD01/004'],
    ['1 v-td01/s01', 'V-TD01/S01'],
    ['2 D-SD01/010', 'D-SD01/010'],
    ['3x D-LTD01/010', 'D-LTD01/010'],
  ])('reads a reprint by its number: "%s" is %s, not the lowest code of its name', (line, code) => {
    const r = parseDeckList(line);
    expect(r.errors).toEqual([]);
    expect(new Set(r.cards)).toEqual(new Set([code]));
  });

  it('takes the lowest code when a name has several printings', () => {
    expect(parseDeckList('1 Knight of Elegant Skills, Gareth').cards).toEqual(['TD05/008']);
    expect(parseDeckList('1 TD08/009').cards).toEqual(['TD08/009']);
  });

  it('an empty text is an empty list', () => {
    expect(parseDeckList('')).toMatchObject({ cards: [], errors: [] });
  });
});

describe('parseDeckList errors', () => {
  it('reports an unreadable line with its 1-based line number', () => {
    const result = parseDeckList('4 Blaster Blade\nBlaster Blade\n4\n');
    expect(result.errors.map((error) => error.line)).toEqual([2, 3]);
    expect(result.errors[0]!.message).toContain('cannot read "Blaster Blade"');
    expect(result.errors[0]!.message).toContain('"4 Blaster Blade"');
    expect(result.cards).toEqual(FOUR_BLADES);
  });

  it.each(['0 Blaster Blade', '-1 Blaster Blade', '2.5 Blaster Blade', 'Blaster Blade x0'])(
    'rejects the count in "%s"',
    (line) => {
      const { errors } = parseDeckList(line);
      expect(errors).toHaveLength(1);
      expect(errors[0]!.line).toBe(1);
      expect(errors[0]!.message).toMatch(/^count ".*" must be a whole number of at least 1$/);
    },
  );

  it('rejects a count larger than a whole deck', () => {
    expect(parseDeckList('999999999 Wingal').errors).toEqual([
      { line: 1, message: 'count 999999999 is more than a whole deck (50 cards)' },
    ]);
  });

  it('reports an unknown code', () => {
    expect(parseDeckList('\n4 TD11/001').errors).toEqual([{ line: 2, message: 'unknown card code TD11/001' }]);
  });

  it('suggests the closest name for a misspelt card', () => {
    expect(parseDeckList('4 Blastr Blade').errors).toEqual([
      { line: 1, message: 'unknown card "Blastr Blade"; did you mean "Blaster Blade"?' },
    ]);
    expect(parseDeckList('Wingle x2').errors[0]!.message).toBe('unknown card "Wingle"; did you mean "Wingal"?');
  });

  it('gives no suggestion when nothing is within three edits', () => {
    expect(parseDeckList('4 Dragonic Overlord The End').errors).toEqual([
      { line: 1, message: 'unknown card "Dragonic Overlord The End"' },
    ]);
  });

  it('reports every bad line, each with its own number', () => {
    const text = ['4 Blaster Blade', 'nonsense', '0 Wingal', '# fine', '3 Blastr Blade'].join('\n');
    expect(parseDeckList(text).errors.map((error) => error.line)).toEqual([2, 3, 5]);
  });
});

describe('checkDeckList', () => {
  it('VG2 5.2.2 and VG1 5.1.2 the TD01 list pasted as text is legal in both formats', () => {
    const text = td01Text();
    for (const format of [CR201, CR110]) {
      const result = checkDeckList(text, format);
      expect(result.errors).toEqual([]);
      expect(result.cards).toHaveLength(50);
    }
  });

  it('VG2 5.2.2.1 a 49-card list gives a deck-level error on line 0', () => {
    const text = td01Text().replace('2 Wingal', '1 Wingal');
    expect(checkDeckList(text, CR201).errors).toEqual([
      { line: 0, message: 'deck has 49 cards; it must have exactly 50 (VG2 5.2.2.1)' },
    ]);
    expect(checkDeckList(text, CR110).errors).toEqual([
      { line: 0, message: 'deck has 49 cards; it must have exactly 50 (VG1 5.1.2.1)' },
    ]);
  });

  it('VG2 5.2.2.2 a fifth copy across two lines is put on the first line naming the card, naming both lines', () => {
    const text = td01Text().replace('2 Wingal', '1 Wingal\n1 Little Sage, Marron');
    const lines = text.split('\n');
    const marron = lines.map((l, i) => (l.endsWith('Little Sage, Marron') ? i + 1 : 0)).filter((n) => n > 0);
    expect(marron).toHaveLength(2);
    const { errors } = checkDeckList(text, CR201);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ line: marron[0] });
    expect(errors[0]!.message).toContain('(VG2 5.2.2.2)');
    expect(errors[0]!.message).toContain(`(lines ${marron.join(', ')})`);
  });

  it('VG2 5.2.2.1 VG2 5.2.2.2 VG2 5.2.2.3 every problem at once: a typo no longer hides the card count, copy limits and trigger count', () => {
    const text = ['4 Blaster Blade', '4 Blastr Blade', '5 Wingal', '4 Stardust Trumpeter'].join('\n');
    const { errors } = checkDeckList(text, CR201);
    expect(errors).toEqual([
      { line: 2, message: 'unknown card "Blastr Blade"; did you mean "Blaster Blade"?' },
      {
        line: 3,
        message: expect.stringMatching(/^deck has 5 copies of TD01\/009 "Wingal"; at most 4 .*\(VG2 5\.2\.2\.2\)$/),
      },
      {
        line: 0,
        message:
          'deck has 13 cards; it must have exactly 50 (VG2 5.2.2.1) (counting only the lines that could be read)',
      },
      {
        line: 0,
        message:
          'deck has 0 cards with a trigger; it must have exactly 16 (VG2 5.2.2.3) (counting only the lines that could be read)',
      },
    ]);
  });
});
