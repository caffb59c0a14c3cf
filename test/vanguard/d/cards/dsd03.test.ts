// D-SD03 "Apex Ruler, Bastion" (Keter Sanctuary, D standard): the cards of the deck implemented so far
// (src/games/vanguard/cards/abilities/dsd03.ts), played through real turns in format `d`: the ability does what the card
// says, and nothing when its condition fails. Not yet implemented (no test): Bastion's end-of-battle [AUTO], Rooks's
// and Fort's "rode upon" abilities (costs revealing grade 3 hand cards) and Rooks's [CONT].
import { describe, expect, it } from 'vitest';
import { answer, idOf, offers, prompt, scenario } from '../../scenario.ts';
import { attack, codes, faceUp, pw } from '../../cards/helpers.ts';
import { many, overTriggerText, sentinelGuards, starterDrawsWhenSecond, triggerWorks, vanilla } from './dHelpers.ts';

const BASTION = 'D-SD03/001';
const ROOKS = 'D-SD03/002';
const FORT = 'D-SD03/003';
const BASE = 'D-SD03/004';
const RAMANA = 'D-SD03/005';
const RAFLUKE = 'D-SD03/006';
const LISANA = 'D-SD03/007';
const WOLF = 'D-SD03/008';
const KURABIEL = 'D-SD03/009';
const OLBARIA = 'D-SD03/010';
const HOUR = 'D-SD03/015';

describe('D-SD03/001 Apex Ruler, Bastion', () => {
  it("D-SD03/001 Bastion: [CONT](VC) during your turn, your grade 3 units (itself too) get Power +2000; not other grades, not in the opponent's turn", () => {
    const s = scenario({ format: 'd', at: 'main', p0: { vanguard: BASTION, rc: { FL: RAMANA, FR: ROOKS } } });
    expect([pw(s, 0, 'VC'), pw(s, 0, 'FL'), pw(s, 0, 'FR')]).toEqual([15000, 15000, 10000]);
    const t = scenario({ format: 'd', at: 'main', turnPlayer: 1, p0: { vanguard: BASTION, rc: { FL: RAMANA } } });
    expect([pw(t, 0, 'VC'), pw(t, 0, 'FL')]).toEqual([13000, 13000]);
  });
});

describe('D-SD03/003 Knight of Heavenly Sword, Fort', () => {
  it('D-SD03/003 Fort: [ACT](RC) [1/Turn] Counter Blast (1): the grade 3 vanguard gets Power +5000; with a lower vanguard, the cost is paid for nothing (VGD 1.3.2)', () => {
    for (const vanguard of [RAMANA, ROOKS]) {
      const s = scenario({ format: 'd', at: 'main', p0: { vanguard, rc: { FL: FORT }, damage: [LISANA, LISANA] } });
      const vg = pw(s, 0, 'VC');
      const id = idOf(s, 0, 'FL', FORT);
      answer(s, { t: 'act', card: id, index: 0 });
      answer(s, { t: 'card', card: s.players[0].damage[0].id }); // which face-up card pays
      expect(pw(s, 0, 'VC')).toBe(vg + (vanguard === RAMANA ? 5000 : 0));
      expect(faceUp(s, 0)).toBe(1);
      // VGD 12.3.2.3 [1/Turn]: the paid cost changed the game either way, so it is not offered again.
      expect(offers(s, { t: 'act', card: id, index: 0 })).toBe(false);
    }
  });
});

describe('D-SD03/004 Knight of Heavenly Bows, Base', () => {
  it('D-SD03/004 Base: VGD 8.2.1.6 rode upon, the player who went second draws; the first player does not', () => {
    starterDrawsWhenSecond(BASE, LISANA, LISANA);
  });
});

describe('D-SD03/005 Vehement Witch, Ramana', () => {
  it('D-SD03/005 Ramana: [AUTO](RC) when it attacks, Counter Blast (1): Power +5000 for that battle; declined, none', () => {
    for (const pay of [true, false]) {
      const s = scenario({
        format: 'd',
        at: 'battle',
        p0: { vanguard: LISANA, rc: { FL: RAMANA }, damage: [LISANA], deck: many(LISANA) },
        p1: { vanguard: LISANA, hand: [LISANA], deck: many(LISANA) },
      });
      attack(s, 'FL', 'VC');
      answer(s, { t: pay ? 'yes' : 'no' });
      expect(pw(s, 0, 'FL')).toBe(13000 + (pay ? 5000 : 0));
    }
  });
});

describe('D-SD03/006 Knight of Broadaxe, Rafluke', () => {
  it('D-SD03/006 Rafluke: [ACT](RC) put into the soul: a grade 3 rear-guard gets Power +10000 (a lower one cannot be chosen)', () => {
    const s = scenario({
      format: 'd',
      at: 'main',
      p0: { vanguard: BASTION, rc: { FL: RAFLUKE, FR: RAMANA, BL: LISANA } },
    });
    answer(s, { t: 'act', card: idOf(s, 0, 'FL', RAFLUKE), index: 0 });
    // Ramana is the only grade 3 rear-guard left (Rafluke has gone to the soul), the only choice offered.
    expect(s.decision!.options).toEqual([{ t: 'unit', seat: 0, circle: 'FR' }]);
    answer(s, { t: 'unit', seat: 0, circle: 'FR' });
    expect(codes(s.players[0].soul)).toEqual([RAFLUKE]);
    expect(pw(s, 0, 'FR')).toBe(25000);
    expect(pw(s, 0, 'BL')).toBe(8000);
  });
});

describe('D-SD03/008 Platinum Wolf', () => {
  it('D-SD03/008 Platinum Wolf: [ACT](RC) Soul Blast (2): Power +5000; not offered with one card in the soul', () => {
    const s = scenario({
      format: 'd',
      at: 'main',
      p0: { vanguard: BASTION, rc: { FL: WOLF }, soul: [LISANA, LISANA] },
    });
    answer(s, { t: 'act', card: idOf(s, 0, 'FL', WOLF), index: 0 });
    expect(pw(s, 0, 'FL')).toBe(13000);
    const t = scenario({ format: 'd', at: 'main', p0: { vanguard: BASTION, rc: { FL: WOLF }, soul: [LISANA] } });
    expect(offers(t, { t: 'act', card: idOf(t, 0, 'FL', WOLF), index: 0 })).toBe(false);
  });
});

describe('D-SD03/007 Shadow Bow Archer, Lisana', () => {
  it('D-SD03/007 Lisana: no ability; grade 1, power 8000, shield 5000', () => {
    vanilla(LISANA, { grade: 1, power: 8000, shield: 5000 });
  });
});

describe('D-SD03/009 Lifesaving Angel, Kurabiel', () => {
  it('D-SD03/009 Kurabiel: VGD 14.10 Sentinel, discard a card: the vanguard cannot be hit', () => {
    sentinelGuards(KURABIEL, RAMANA, LISANA, true);
  });
});

describe('D-SD03/010 Spiritual King of Determination, Olbaria', () => {
  it('D-SD03/010 Olbaria: VGD 11.10.2.7 over trigger text after a drive check only', () => {
    overTriggerText(OLBARIA, RAMANA, LISANA);
  });
});

describe('D-SD03 trigger units', () => {
  for (const code of ['D-SD03/011', 'D-SD03/012', 'D-SD03/013', 'D-SD03/014']) {
    it(`${code}: VGD 10.6.1.2.4, 11.10.5 the icon plays with no clan test and its printed +10000`, () => {
      triggerWorks(code, RAMANA, LISANA);
    });
  }
});

describe('D-SD03/015 The Hour of Holy Judgement Cometh', () => {
  it('D-SD03/015 Hour of Holy Judgement: VGD 11.8 grade 3 order, Counter Blast (2): two cards drawn and a unit gets Power +5000; not over a grade 2 vanguard', () => {
    const s = scenario({
      format: 'd',
      at: 'main',
      p0: { vanguard: BASTION, hand: [HOUR], damage: [LISANA, LISANA], deck: many(LISANA) },
    });
    answer(s, { t: 'playOrder', card: idOf(s, 0, 'hand', HOUR) });
    answer(s, { t: 'unit', seat: 0, circle: 'VC' });
    expect(codes(s.players[0].hand)).toEqual([LISANA, LISANA]);
    expect(pw(s, 0, 'VC')).toBe(20000);
    expect(prompt(s)).toBe('vg.main');
    const t = scenario({ format: 'd', at: 'main', p0: { vanguard: ROOKS, hand: [HOUR], damage: [LISANA, LISANA] } });
    expect(offers(t, { t: 'playOrder' })).toBe(false);
  });
});
