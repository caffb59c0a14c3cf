// A pasted D standard deck list with a ride deck section (VGD 8.1.2, 8.1.4.2, 8.1.5): every problem on its line.
import { describe, expect, it } from 'vitest';
import { deckById } from '../../../src/games/vanguard/cards/cardPool.ts';
import { checkDeckList } from '../../../src/games/vanguard/deckList.ts';
import { FORMATS } from '../../../src/games/vanguard/formats.ts';

/** A ride deck of grades 0 to 3 from TD01's own names, each still within four copies over both sections. */
const RIDE = ['1x TD01/012', '1x TD01/009', '1x TD01/005', '1x TD01/002'];

/** TD01 as a pasted list, one line per card number ("4x TD01/001"). */
function td01Lines(): string[] {
  return deckById('TD01')!.cards.map((e) => `${e.count}x ${e.code}`);
}

describe('VGD 8.1.2: a pasted list with a ride deck section', () => {
  it('VGD 8.1.2 / VGD 8.1.4.1: the lines after "Ride deck" are the ride deck, apart from the 50 of the main deck', () => {
    const text = [...td01Lines(), 'Ride deck:', ...RIDE].join('\n');
    const r = checkDeckList(text, FORMATS.d);
    expect(r.errors).toEqual([]);
    expect(r.cards).toHaveLength(50);
    expect(r.ridedeck).toEqual(['TD01/012', 'TD01/009', 'TD01/005', 'TD01/002']);
  });

  it('VGD 8.1.4.2 / VGD 8.1.5: ride deck problems keep their line numbers; deck-wide ones are on line 0', () => {
    const main = td01Lines();
    const text = [...main, 'Ride deck', '1x TD01/012', '1 No Such Card', `1 ${'TD01/001'}`].join('\n');
    const r = checkDeckList(text, FORMATS.d);
    const header = main.length + 1;
    // The unknown name on its own line; the fifth TD01/001 on both the main deck line and the ride deck line.
    expect(r.errors.find((e) => /No Such Card/i.test(e.message))?.line).toBe(header + 2);
    expect(r.errors.find((e) => /VGD 8\.1\.5/.test(e.message))?.message).toMatch(new RegExp(`lines 1, ${header + 3}`));
    expect(r.errors.some((e) => e.line === 0 && /VGD 8\.1\.4\.2/.test(e.message))).toBe(true);
  });

  it('VGD 8.1.2: ver. 2.01 refuses a ride deck section', () => {
    const text = [...td01Lines(), 'Ride deck', ...RIDE].join('\n');
    expect(
      checkDeckList(text, FORMATS.cr201)
        .errors.map((e) => e.message)
        .join(' '),
    ).toMatch(/has no ride deck/);
    // Control: the same main deck alone is legal there.
    expect(checkDeckList(td01Lines().join('\n'), FORMATS.cr201).errors).toEqual([]);
  });
});
