// D-LTD01 "Astesice, Kairi" (Lyrical Monasterio, D standard): the cards of the deck implemented so far
// (src/games/vanguard/cards/abilities/dltd01.ts), played through real turns in format `d`. Not yet implemented (no
// test): Munching Girl, Seeya (D-LTD01/009) and the set order Worldwide Special Live Tour! (D-LTD01/015).
import { describe, expect, it } from 'vitest';
import type { VGState } from '../../../../src/games/vanguard/state.ts';
import { answer, idOf, prompt, scenario } from '../../scenario.ts';
import { attack, codes, endGuard, faceUp, pw } from '../../cards/helpers.ts';
import { many, overTriggerText, sentinelGuards, starterDrawsWhenSecond, triggerWorks, vanilla } from './dHelpers.ts';

const KAIRI = 'D-LTD01/001';
const KIYORA = 'D-LTD01/002';
const NANAMI = 'D-LTD01/003';
const MION = 'D-LTD01/004';
const CALFY = 'D-LTD01/005';
const LIKKRIS = 'D-LTD01/006';
const APELLE = 'D-LTD01/007';
const HANAEL = 'D-LTD01/008';
const OLBARIA = 'D-LTD01/010';

function personaRode(s: VGState): void {
  s.rules = [...(s.rules ?? []), { seat: 0, rule: 'personaRide', until: 'turn' }];
}

describe('D-LTD01/001 Astesice, Kairi', () => {
  it('D-LTD01/001 Kairi: when it attacks, Soul Blast (1): up to two rear-guards return to the hand', () => {
    const s = scenario({
      format: 'd',
      at: 'battle',
      p0: { vanguard: KAIRI, rc: { FL: CALFY, FR: LIKKRIS }, soul: [MION], deck: many(LIKKRIS) },
      p1: { vanguard: LIKKRIS, hand: [LIKKRIS], deck: many(LIKKRIS) },
    });
    attack(s, 'VC', 'VC');
    answer(s, { t: 'yes' });
    answer(s, { t: 'unit', seat: 0, circle: 'FL' });
    answer(s, { t: 'none' });
    expect(codes(s.players[0].hand)).toEqual([CALFY]);
    expect(s.players[0].field.FR).toHaveLength(1);
  });

  it('D-LTD01/001 Kairi: at the end of the battle it attacked, after a persona ride, up to two hand cards are called; without one, nothing', () => {
    for (const persona of [true, false]) {
      const s = scenario({
        format: 'd',
        at: 'battle',
        p0: { vanguard: KAIRI, rc: { FR: LIKKRIS }, hand: [CALFY], deck: many(LIKKRIS) },
        p1: { vanguard: LIKKRIS, hand: [LIKKRIS], deck: many(LIKKRIS) },
      });
      if (persona) personaRode(s);
      attack(s, 'VC', 'VC');
      endGuard(s);
      for (let i = 0; i < 10 && prompt(s) !== 'vg.callCards' && prompt(s) !== 'vg.attack'; i++)
        answer(s, s.decision!.options[0] as never);
      expect(prompt(s)).toBe(persona ? 'vg.callCards' : 'vg.attack');
      if (persona) {
        answer(s, { t: 'card', card: idOf(s, 0, 'hand', CALFY) });
        answer(s, { t: 'none' }); // "up to two": the second is declined
        answer(s, { t: 'unit', seat: 0, circle: 'FL' });
        expect(codes(s.players[0].field.FL)).toEqual([CALFY]);
      }
    }
  });
});

describe('D-LTD01/002 Astesice, Kiyora', () => {
  it('D-LTD01/002 Kiyora: [AUTO](VC) when it attacks, it may return a rear-guard to the hand', () => {
    const s = scenario({
      format: 'd',
      at: 'battle',
      p0: { vanguard: KIYORA, rc: { FL: CALFY }, deck: many(LIKKRIS) },
      p1: { vanguard: LIKKRIS, hand: [LIKKRIS], deck: many(LIKKRIS) },
    });
    attack(s, 'VC', 'VC');
    expect(prompt(s)).toBe('vg.optional');
    answer(s, { t: 'yes' });
    answer(s, { t: 'unit', seat: 0, circle: 'FL' });
    expect(codes(s.players[0].hand)).toEqual([CALFY]);
  });

  it('D-LTD01/002 Kiyora: [CONT](RC) Power +5000 during the battle it is boosted; none unboosted', () => {
    for (const boost of [true, false]) {
      const s = scenario({
        format: 'd',
        at: 'battle',
        p0: { vanguard: LIKKRIS, rc: { FL: KIYORA, BL: NANAMI }, deck: many(LIKKRIS) },
        p1: { vanguard: LIKKRIS, hand: [LIKKRIS], deck: many(LIKKRIS) },
      });
      attack(s, 'FL', 'VC', boost);
      expect(pw(s, 0, 'FL')).toBe(10000 + (boost ? 5000 + 8000 : 0));
    }
  });
});

describe('D-LTD01/003 Astesice, Nanami', () => {
  it('D-LTD01/003 Nanami: placed on (VC), a grade 1 or less card from the drop zone may be called resting', () => {
    const s = scenario({ format: 'd', at: 'ride', p0: { vanguard: MION, hand: [NANAMI], drop: [CALFY, MION] } });
    answer(s, { t: 'ride', card: idOf(s, 0, 'hand', NANAMI) });
    for (let i = 0; i < 3 && prompt(s) === 'vg.playAuto'; i++) answer(s, s.decision!.options.at(-1) as never);
    expect(s.decision!.options).toEqual([{ t: 'card', card: idOf(s, 0, 'drop', MION) }, { t: 'none' }]);
    answer(s, { t: 'card', card: idOf(s, 0, 'drop', MION) });
    answer(s, { t: 'unit', seat: 0, circle: 'BC' });
    expect(s.players[0].field.BC.map((c) => [c.code, c.rested])).toEqual([[MION, true]]);
  });

  it('D-LTD01/003 Nanami: placed on (RC), Power +2000 until end of turn', () => {
    const s = scenario({ format: 'd', at: 'main', p0: { vanguard: KIYORA, hand: [NANAMI] } });
    answer(s, { t: 'call', card: idOf(s, 0, 'hand', NANAMI), circle: 'BL' });
    expect(pw(s, 0, 'BL')).toBe(10000);
  });
});

describe('D-LTD01/004 Astesice, Mion', () => {
  it('D-LTD01/004 Mion: VGD 8.2.1.6 rode upon, the player who went second draws; the first player does not', () => {
    starterDrawsWhenSecond(MION, HANAEL, LIKKRIS);
  });
});

describe('D-LTD01/005 and /007 Calfy and Apelle', () => {
  it('D-LTD01/005 Calfy: placed on (RC), Power +10000 until end of turn', () => {
    const s = scenario({ format: 'd', at: 'main', p0: { vanguard: KAIRI, hand: [CALFY] } });
    answer(s, { t: 'call', card: idOf(s, 0, 'hand', CALFY), circle: 'FL' });
    expect(pw(s, 0, 'FL')).toBe(20000);
  });
  it('D-LTD01/007 Apelle: placed on (RC), Counter Blast (1) gives Power +10000; declined, none', () => {
    for (const pay of [true, false]) {
      const s = scenario({ format: 'd', at: 'main', p0: { vanguard: KAIRI, hand: [APELLE], damage: [LIKKRIS] } });
      answer(s, { t: 'call', card: idOf(s, 0, 'hand', APELLE), circle: 'FL' });
      answer(s, { t: pay ? 'yes' : 'no' });
      expect(pw(s, 0, 'FL')).toBe(8000 + (pay ? 10000 : 0));
      expect(faceUp(s, 0)).toBe(pay ? 0 : 1);
    }
  });
});

describe('D-LTD01/006 Negligent Carelessness, Likkris', () => {
  it('D-LTD01/006 Likkris: no ability; grade 2, power 10000, shield 5000', () => {
    vanilla(LIKKRIS, { grade: 2, power: 10000, shield: 5000 });
  });
});

describe('D-LTD01/008 Earnest Wish, Hanael', () => {
  it('D-LTD01/008 Hanael: VGD 14.10 Sentinel, discard a card: the vanguard cannot be hit', () => {
    sentinelGuards(HANAEL, KAIRI, LIKKRIS, true);
  });
});

describe('D-LTD01/010 Spiritual King of Determination, Olbaria', () => {
  it('D-LTD01/010 Olbaria: VGD 11.10.2.7 over trigger text after a drive check only', () => {
    overTriggerText(OLBARIA, LIKKRIS, LIKKRIS);
  });
});

describe('D-LTD01 trigger units', () => {
  for (const code of ['D-LTD01/011', 'D-LTD01/012', 'D-LTD01/013', 'D-LTD01/014']) {
    it(`${code}: VGD 10.6.1.2.4, 11.10.5 the icon plays with no clan test and its printed +10000`, () => {
      triggerWorks(code, LIKKRIS, LIKKRIS);
    });
  }
});
