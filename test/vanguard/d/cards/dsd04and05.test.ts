// D-SD04 "Sylvan Horned Beast King, Magnolia" (Stoicheia) and D-SD05 "Aurora Battle Princess, Seraph Snow" (Brandt
// Gate): the cards implemented so far (src/games/vanguard/cards/abilities/dsd04.ts, dsd05.ts), played in format `d`.
// The others are listed as not yet implemented in those files (no test here).
import { describe, expect, it } from 'vitest';
import { scenario } from '../../scenario.ts';
import { pw } from '../../cards/helpers.ts';
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
