// D-SD04 "Sylvan Horned Beast King, Magnolia" (Stoicheia) and D-SD05 "Aurora Battle Princess, Seraph Snow" (Brandt
// Gate): the cards implemented so far (src/games/vanguard/cards/abilities/dsd04.ts, dsd05.ts), played in format `d`.
// D-SD05's Prison cards are tested in dsd05.test.ts; the D-SD04 cards not implemented yet are listed in dsd04.ts.
import { describe, expect, it } from 'vitest';
import { answer, idOf, offers, prompt, scenario } from '../../scenario.ts';
import { attack, codes, pw } from '../../cards/helpers.ts';
import { overTriggerText, sentinelGuards, starterDrawsWhenSecond, triggerWorks, vanilla } from './dHelpers.ts';

const LOTTE = 'D-SD04/004';
const BRUSLASH = 'D-SD04/005';
const DOOGER = 'D-SD04/006';
const CYRUS = 'D-SD04/008';
const JEWELION = 'D-SD05/007';

describe('D-SD04', () => {
  it('D-SD04/004 Lotte: VGD 8.2.1.6 rode upon, the player who went second draws; the first player does not', () => {
    starterDrawsWhenSecond(LOTTE, CYRUS, BRUSLASH);
  });
  it('D-SD04/005 Bruslash: no ability; grade 2, power 10000, shield 5000', () => {
    vanilla(BRUSLASH, { grade: 2, power: 10000, shield: 5000 });
  });
  it('D-SD04/006 Dooger: [CONT](RC) Power +5000 with four other rear-guards; none with three', () => {
    const rc = { FL: DOOGER, FR: BRUSLASH, BL: CYRUS, BC: CYRUS };
    const s = scenario({ format: 'd', at: 'main', p0: { vanguard: BRUSLASH, rc: { ...rc, BR: CYRUS } } });
    expect(pw(s, 0, 'FL')).toBe(15000);
    const t = scenario({ format: 'd', at: 'main', p0: { vanguard: BRUSLASH, rc } });
    expect(pw(t, 0, 'FL')).toBe(10000);
  });
  it('D-SD04/009 Alejandra: VGD 14.10 Sentinel, discard a card: the vanguard cannot be hit', () => {
    sentinelGuards('D-SD04/009', BRUSLASH, CYRUS, true);
  });
  it('D-SD04/010 Olbaria: VGD 11.10.2.7 over trigger text after a drive check only', () => {
    overTriggerText('D-SD04/010', BRUSLASH, CYRUS);
  });
  it('D-SD04/015 Call to the Beasts: VGD 10.5.1.2.5 a blitz order in the guard step: the guarded unit gets +5000 for the battle, +15000 with three back row rear-guards; never in the main phase', () => {
    for (const back of [2, 3]) {
      const rc = back === 3 ? { BL: CYRUS, BC: CYRUS, BR: CYRUS } : { BL: CYRUS, BC: CYRUS };
      const s = scenario({
        format: 'd',
        at: 'battle',
        p0: { vanguard: BRUSLASH, deck: Array.from({ length: 10 }, () => CYRUS) },
        // A second hand card: the guard step asks again after the order, while the battle goes on.
        p1: { vanguard: BRUSLASH, rc, hand: ['D-SD04/015', CYRUS], deck: Array.from({ length: 10 }, () => CYRUS) },
      });
      attack(s, 'VC', 'VC');
      expect(prompt(s)).toBe('vg.guard');
      answer(s, { t: 'playOrder', card: idOf(s, 1, 'hand', 'D-SD04/015') });
      answer(s, { t: 'unit', seat: 1, circle: 'VC' });
      expect(prompt(s)).toBe('vg.guard');
      expect(pw(s, 1, 'VC')).toBe(10000 + (back === 3 ? 15000 : 5000));
      expect(codes(s.players[1].drop)).toEqual(['D-SD04/015']);
    }
    const m = scenario({ format: 'd', at: 'main', p0: { vanguard: BRUSLASH, hand: ['D-SD04/015'] } });
    expect(offers(m, { t: 'playOrder' })).toBe(false);
  });
  for (const code of ['D-SD04/011', 'D-SD04/012', 'D-SD04/013', 'D-SD04/014']) {
    it(`${code}: VGD 10.6.1.2.4, 11.10.5 the icon plays with no clan test and its printed +10000`, () => {
      triggerWorks(code, BRUSLASH, CYRUS);
    });
  }
});

describe('D-SD05', () => {
  it('D-SD05/004 Ruby Red: VGD 8.2.1.6 rode upon, the player who went second draws; the first player does not', () => {
    starterDrawsWhenSecond('D-SD05/004', 'D-SD05/008', JEWELION);
  });
  it('D-SD05/007 Jewelion: no ability; grade 2, power 10000, shield 5000', () => {
    vanilla(JEWELION, { grade: 2, power: 10000, shield: 5000 });
  });
  it('D-SD05/009 Girgrand: VGD 14.10 Sentinel, discard a card: the vanguard cannot be hit', () => {
    sentinelGuards('D-SD05/009', JEWELION, JEWELION, true);
  });
  it('D-SD05/010 Olbaria: VGD 11.10.2.7 over trigger text after a drive check only', () => {
    overTriggerText('D-SD05/010', JEWELION, JEWELION);
  });
  for (const code of ['D-SD05/011', 'D-SD05/012', 'D-SD05/013', 'D-SD05/014']) {
    it(`${code}: VGD 10.6.1.2.4, 11.10.5 the icon plays with no clan test and its printed +10000`, () => {
      triggerWorks(code, JEWELION, JEWELION);
    });
  }
});
