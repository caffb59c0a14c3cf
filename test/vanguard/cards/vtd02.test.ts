// V-TD02 "Toshiki Kai" (Kagero, ver. 2.01 with imaginary gifts): every card of the set
// (src/games/vanguard/cards/abilities/vtd02.ts, data/vanguard/v-td.cards.json), played through real turns: the
// ability does what the card says, and nothing when its condition fails.
import { describe, expect, it } from 'vitest';
import { answer, events, idOf, prompt, scenario } from '../scenario.ts';
import { attack, codes, deck, endGuard, faceUp, mods, offersAct, playAct, pw, textOf, unit } from './helpers.ts';
import { attackBonus, attackNoBonus } from './templates.ts';
import { rodeUponDraws, sentinelGuards, triggerGivesPower } from './vEraHelpers.ts';

const OVERLORD = 'V-TD02/001';
const OVERLORD_2 = 'V-TD02/002';
const CRESTED = 'V-TD02/003';
const ARMORED = 'V-TD02/004';
const NEHALEM = 'V-TD02/005';
const LAHM = 'V-TD02/006';
const GRIFFIN = 'V-TD02/007';
const GOJO = 'V-TD02/008';
const BAHR = 'V-TD02/009';
const BURJ = 'V-TD02/010';
const UNDEUX = 'V-TD02/011';
const TAHR = 'V-TD02/012';
const RAKSHASA = 'V-TD02/013';
const CARBUNCLE = 'V-TD02/014';
const GENJO = 'V-TD02/015';
const OVERLORD_S = 'V-TD02/S01';

for (const code of [OVERLORD, OVERLORD_2, OVERLORD_S]) {
  describe(`${code} Dragonic Overlord`, () => {
    it(`${code} Dragonic Overlord: VG2 12.5.1.1 [ACT](VC/RC) [1/Turn] Soul Blast (1): Power +10000 until end of turn, once a turn`, () => {
      const s = scenario({ at: 'main', p0: { vanguard: code, soul: [UNDEUX, LAHM] } });
      const id = idOf(s, 0, 'VC', code);
      playAct(s, 0, id, 0);
      expect(prompt(s)).toBe('vg.cost.soulBlast');
      answer(s, { t: 'card', card: idOf(s, 0, 'soul', LAHM) });
      expect(pw(s, 0, 'VC')).toBe(23000);
      expect(s.players[0].soul).toHaveLength(1);
      expect(offersAct(s, id, 0)).toBe(false); // [1/Turn]
      // On (RC) too; with an empty soul it cannot be played.
      const r = scenario({ at: 'main', p0: { rc: { FL: code } } });
      expect(offersAct(r, idOf(r, 0, 'FL', code), 0)).toBe(false);
    });

    it(`${code} Dragonic Overlord: VG2 10.12 when its attack hits, Counter Blast (1) and two discards stand it with drive -1 (VG2 7.6.1.2.2)`, () => {
      const s = scenario({
        at: 'battle',
        p0: { vanguard: code, hand: [LAHM, NEHALEM], damage: [TAHR], deck: deck([], LAHM) },
        p1: { vanguard: LAHM, hand: [UNDEUX], deck: deck([], LAHM) },
      });
      attack(s, 'VC', 'VC');
      endGuard(s);
      // VG2 12.5.1.1: a [1/Turn] ability is offered to be played or declined.
      expect(prompt(s)).toBe('vg.playAuto');
      answer(s, { t: 'auto', source: idOf(s, 0, 'VC', code), index: 1 });
      expect(prompt(s)).toBe('vg.payCost');
      expect(s.decision!.seat).toBe(0);
      answer(s, { t: 'yes' });
      // The hand holds the two drive-checked cards too: choose the two to discard.
      expect(prompt(s)).toBe('vg.cost.discard');
      answer(s, { t: 'card', card: idOf(s, 0, 'hand', NEHALEM) });
      answer(s, { t: 'card', card: idOf(s, 0, 'hand', LAHM) });
      expect(unit(s, 0, 'VC').rested).toBe(false);
      expect(faceUp(s, 0)).toBe(0);
      expect(codes(s.players[0].drop).sort()).toEqual([NEHALEM, LAHM].sort());
      // It attacks again, and its drive is 2 - 1: one drive check.
      const drives = events(s, 'driveCheck').length;
      attack(s, 'VC', 'VC');
      endGuard(s);
      expect(events(s, 'driveCheck').length - drives).toBe(1);
    });

    it(`${code} Dragonic Overlord: with no face-up damage for Counter Blast (1) it cannot pay, and stays rested`, () => {
      const s = scenario({
        at: 'battle',
        p0: { vanguard: code, hand: [LAHM, NEHALEM], damage: [{ code: TAHR, faceDown: true }], deck: deck([], LAHM) },
        p1: { vanguard: LAHM, hand: [UNDEUX], deck: deck([], LAHM) },
      });
      attack(s, 'VC', 'VC');
      endGuard(s);
      if (prompt(s) === 'vg.playAuto') answer(s, { t: 'auto', source: idOf(s, 0, 'VC', code), index: 1 });
      expect(prompt(s)).not.toBe('vg.payCost');
      expect(s.players[0].drop).toHaveLength(0);
      expect(unit(s, 0, 'VC').rested).toBe(true);
    });
  });
}

for (const [code, name, base] of [
  [CRESTED, 'Crested Dragon', 13000],
  [ARMORED, 'Dragon Armored Knight', 10000],
] as const) {
  describe(`${code} ${name}`, () => {
    it(`${code} ${name}: VG2 8.1.1.2.3 attacking a vanguard while the opponent has three rear-guards, Power +5000 until end of that battle`, () => {
      const p1 = { rc: { FL: LAHM, FR: LAHM, BC: GOJO }, hand: [TAHR] };
      attackBonus({ p0: { rc: { FL: code } }, p1, from: 'FL' }, base, 5000);
    });
    it(`${code} ${name}: the opponent having four rear-guards, nothing`, () => {
      const p1 = { rc: { FL: LAHM, FR: LAHM, BC: GOJO, BL: GOJO }, hand: [TAHR] };
      attackNoBonus({ p0: { rc: { FL: code } }, p1, from: 'FL' }, base);
    });
  });
}

describe('V-TD02/005 Dragon Knight, Nehalem', () => {
  it("V-TD02/005 Dragon Knight, Nehalem: VG2 10.4 placed on (RC), Counter Blast (1) retires an opponent's back-row rear-guard, and it gets Power +5000", () => {
    const s = scenario({
      at: 'main',
      p0: { vanguard: OVERLORD, hand: [NEHALEM], damage: [TAHR] },
      p1: { rc: { FL: LAHM, BL: GOJO } },
    });
    answer(s, { t: 'call', card: idOf(s, 0, 'hand', NEHALEM), circle: 'FL' });
    answer(s, { t: 'yes' });
    // Only the back row may be chosen.
    expect(s.decision!.options).toEqual([{ t: 'unit', seat: 1, circle: 'BL' }]);
    answer(s, { t: 'unit', seat: 1, circle: 'BL' });
    expect(codes(s.players[1].drop)).toEqual([GOJO]);
    expect(codes(s.players[1].field.FL)).toEqual([LAHM]);
    expect(pw(s, 0, 'FL')).toBe(15000);
  });
  it('V-TD02/005 Dragon Knight, Nehalem: with no opponent back-row rear-guard nothing is retired, yet it gets Power +5000', () => {
    const s = scenario({
      at: 'main',
      p0: { vanguard: OVERLORD, hand: [NEHALEM], damage: [TAHR] },
      p1: { rc: { FL: LAHM } },
    });
    answer(s, { t: 'call', card: idOf(s, 0, 'hand', NEHALEM), circle: 'FL' });
    answer(s, { t: 'yes' });
    expect(codes(s.players[1].field.FL)).toEqual([LAHM]);
    expect(pw(s, 0, 'FL')).toBe(15000);
    expect(prompt(s)).toBe('vg.main');
  });
});

describe('V-TD02/006 Embodiment of Shield, Lahm', () => {
  it('V-TD02/006 Embodiment of Shield, Lahm: VG2 2.10 no ability; guards with its printed shield 10000', () => {
    expect(textOf(LAHM)).toBe('');
    const s = scenario({ at: 'battle', p0: { vanguard: OVERLORD }, p1: { hand: [LAHM, UNDEUX] } });
    attack(s, 'VC', 'VC');
    answer(s, { t: 'guard', card: idOf(s, 1, 'hand', LAHM) });
    expect(codes(s.players[1].field.GC)).toEqual([LAHM]);
  });
});

describe('V-TD02/007 Guard Griffin', () => {
  it('V-TD02/007 Guard Griffin: VG2 11.9 VG2 7.7.1.2 guarding, a discard makes the vanguard impossible to hit', () => {
    sentinelGuards(GRIFFIN, OVERLORD, LAHM, true);
  });
  it('V-TD02/007 Guard Griffin: declining the discard, its shield 0 lets the attack hit', () => {
    sentinelGuards(GRIFFIN, OVERLORD, LAHM, false);
  });
});

describe('V-TD02/008 Dragon Monk, Gojo', () => {
  it('V-TD02/008 Dragon Monk, Gojo: VG2 7.4.1.10 boosting with more rear-guards than the opponent, the boosted unit gets Power +3000', () => {
    const s = scenario({
      at: 'battle',
      p0: { rc: { FL: ARMORED, BL: GOJO } },
      p1: { rc: { FL: LAHM }, hand: [TAHR] },
    });
    attack(s, 'FL', 'VC', true);
    // Gojo's and the attacker's abilities both trigger: the turn player plays them in the order chosen (VG2 8.6.3).
    expect(prompt(s)).toBe('vg.playAuto');
    answer(s, { t: 'auto', source: idOf(s, 0, 'BL', GOJO), index: 0 });
    while (prompt(s) === 'vg.playAuto') answer(s, s.decision!.options[0] as never);
    expect(pw(s, 0, 'FL')).toBe(10000 + 8000 + 3000 + 5000);
  });
  it('V-TD02/008 Dragon Monk, Gojo: with as many rear-guards as the opponent, only the boost', () => {
    const s = scenario({
      at: 'battle',
      p0: { rc: { FL: ARMORED, BL: GOJO } },
      p1: { rc: { FL: LAHM, FR: LAHM }, hand: [TAHR] },
    });
    attack(s, 'FL', 'VC', true);
    while (prompt(s) === 'vg.playAuto') answer(s, s.decision!.options[0] as never);
    // The Armored Knight's own +5000 (the opponent has two rear-guards), the boost, and nothing from Gojo.
    expect(pw(s, 0, 'FL')).toBe(18000 + 5000);
    expect(mods(s).filter((m) => m.n === 3000)).toEqual([]);
  });
});

describe('V-TD02/009 Embodiment of Armor, Bahr', () => {
  it("V-TD02/009 Embodiment of Armor, Bahr: VG2 4.6.2 placed, Counter Blast (1) & Soul Blast (1) retire an opponent's grade 2 or less rear-guard in its column; with more rear-guards, Power +5000", () => {
    const s = scenario({
      at: 'main',
      p0: { vanguard: OVERLORD, hand: [BAHR], soul: [UNDEUX], damage: [TAHR], rc: { FR: LAHM, BR: GOJO } },
      // The opponent's FR faces our FL (VG2 4.6.2.1); its FL faces our FR.
      p1: { rc: { FR: LAHM, FL: GOJO } },
    });
    answer(s, { t: 'call', card: idOf(s, 0, 'hand', BAHR), circle: 'BL' });
    answer(s, { t: 'yes' });
    // Our BL's column holds the opponent's FR only.
    expect(s.decision!.options).toEqual([{ t: 'unit', seat: 1, circle: 'FR' }]);
    answer(s, { t: 'unit', seat: 1, circle: 'FR' });
    expect(codes(s.players[1].drop)).toEqual([LAHM]);
    expect(codes(s.players[1].field.FL)).toEqual([GOJO]);
    // Three rear-guards against one: Power +5000.
    expect(pw(s, 0, 'BL')).toBe(13000);
  });
  it('V-TD02/009 Embodiment of Armor, Bahr: a grade 3 in its column cannot be chosen; with fewer rear-guards, no Power', () => {
    const s = scenario({
      at: 'main',
      p0: { vanguard: OVERLORD, hand: [BAHR], soul: [UNDEUX], damage: [TAHR] },
      p1: { rc: { FR: CRESTED, FL: GOJO, BL: GOJO } },
    });
    answer(s, { t: 'call', card: idOf(s, 0, 'hand', BAHR), circle: 'BL' });
    answer(s, { t: 'yes' });
    expect(codes(s.players[1].field.FR)).toEqual([CRESTED]);
    expect(s.players[1].drop).toHaveLength(0);
    expect(pw(s, 0, 'BL')).toBe(8000);
  });
});

describe('V-TD02/010 Dragon Knight, Burj', () => {
  it('V-TD02/010 Dragon Knight, Burj: VG2 8.5.2.3 [ACT](RC) Counter Blast (1) and into the soul: with four opponent rear-guards, retire one and one rear-guard gets Power +10000', () => {
    const s = scenario({
      at: 'main',
      p0: { vanguard: OVERLORD, rc: { FL: ARMORED, BL: BURJ }, damage: [TAHR] },
      p1: { rc: { FL: LAHM, FR: LAHM, BL: GOJO, BR: GOJO } },
    });
    playAct(s, 0, idOf(s, 0, 'BL', BURJ), 0);
    expect(codes(s.players[0].soul)).toEqual([BURJ]);
    expect(prompt(s)).toBe('vg.chooseUnit');
    answer(s, { t: 'unit', seat: 1, circle: 'FL' });
    expect(codes(s.players[1].drop)).toEqual([LAHM]);
    // Then one of our rear-guards: the one left (Burj went to the soul as its cost).
    expect(s.decision!.options).toEqual([{ t: 'unit', seat: 0, circle: 'FL' }]);
    answer(s, { t: 'unit', seat: 0, circle: 'FL' });
    expect(pw(s, 0, 'FL')).toBe(20000);
  });
  it('V-TD02/010 Dragon Knight, Burj: VG2 8.1.1.1.1 with three opponent rear-guards it cannot be played, so nothing is paid', () => {
    const s = scenario({
      at: 'main',
      p0: { vanguard: OVERLORD, rc: { FL: ARMORED, BL: BURJ }, damage: [TAHR] },
      p1: { rc: { FL: LAHM, FR: LAHM, BL: GOJO } },
    });
    const burj = idOf(s, 0, 'BL', BURJ);
    expect(offersAct(s, burj, 0)).toBe(false);
    expect(() => playAct(s, 0, burj, 0)).toThrow();
    expect(codes(s.players[0].field.BL)).toEqual([BURJ]);
    expect(faceUp(s, 0)).toBe(1);
    expect(textOf(BURJ)).toMatch(
      /^\[ACT\]\(RC\):If the number of your opponent's rear-guards is at least four, \[Counter Blast \(1\) & put this unit into your soul\] /,
    );
  });
});

describe('V-TD02/011 Lizard Runner, Undeux', () => {
  it('V-TD02/011 Lizard Runner, Undeux: VG2 8.6 ridden upon, a card is drawn; called to (RC), nothing', () => {
    rodeUponDraws(UNDEUX, GOJO, TAHR);
  });
});

describe('V-TD02 trigger units', () => {
  for (const [code, kind] of [
    [TAHR, 'critical'],
    [RAKSHASA, 'critical'],
    [CARBUNCLE, 'draw'],
    [GENJO, 'heal'],
  ] as const) {
    it(`${code} trigger: VG2 2.8.3 its ${kind} icon gives Power +10000 (the V era's value) on a drive check`, () => {
      triggerGivesPower(code, kind, { vanguard: OVERLORD, filler: LAHM, next: code === TAHR ? RAKSHASA : TAHR });
    });
  }
});
