// V-TD01 "Aichi Sendou" (Royal Paladin, ver. 2.01 with imaginary gifts): every card of the set
// (src/games/vanguard/cards/abilities/vtd01.ts, data/vanguard/v-td.cards.json), played through real turns: the
// ability does what the card says, and nothing when its condition fails.
import { describe, expect, it } from 'vitest';
import { vgView } from '../../../src/games/vanguard/view.ts';
import { answer, events, idOf, prompt, scenario } from '../scenario.ts';
import { attack, codes, crit, deck, faceUp, offersAct, playAct, pw, textOf, unit } from './helpers.ts';
import { attackBonus, attackNoBonus } from './templates.ts';
import { rodeUponDraws, sentinelGuards, triggerGivesPower } from './vEraHelpers.ts';

const ALFRED = 'V-TD01/001';
const STARDRIVE = 'V-TD01/002';
const GALLATIN = 'V-TD01/003';
const BLADE = 'V-TD01/004';
const BLADE_2 = 'V-TD01/005';
const JAURON = 'V-TD01/006';
const WINGAL = 'V-TD01/007';
const ALLEN = 'V-TD01/008';
const ROUNORIA = 'V-TD01/009';
const FALCON = 'V-TD01/010';
const GLYME = 'V-TD01/011';
const EPONA = 'V-TD01/012';
const FLOGAL = 'V-TD01/013';
const MARGAL = 'V-TD01/014';
const ELAINE = 'V-TD01/015';
const BLADE_S = 'V-TD01/S01';

describe('V-TD01/001 Alfred Early', () => {
  it('V-TD01/001 Alfred Early: VG2 10.7.1.1 placed on (VC) by a ride, Counter Blast (1) calls a "Blaster Blade" from the hand or the soul, it gets Power +10000, and a card is drawn', () => {
    const s = scenario({
      at: 'ride',
      turn: 5,
      p0: { vanguard: GALLATIN, hand: [ALFRED, BLADE], soul: [BLADE_2], damage: [FLOGAL], deck: deck([], EPONA) },
    });
    answer(s, { t: 'ride', card: idOf(s, 0, 'hand', ALFRED) });
    // VG2 10.6.3.1: Alfred's gift icon is Force; put the marker on the vanguard circle first.
    expect(prompt(s)).toBe('vg.giftForce');
    answer(s, { t: 'circle', circle: 'VC' });
    expect(prompt(s)).toBe('vg.payCost');
    answer(s, { t: 'yes' });
    expect(prompt(s)).toBe('vg.callCards');
    // One "Blaster Blade" in the hand and one in the soul: both may be called.
    expect(s.decision!.options).toEqual([
      { t: 'card', card: idOf(s, 0, 'hand', BLADE) },
      { t: 'card', card: idOf(s, 0, 'soul', BLADE_2) },
      { t: 'none' },
    ]);
    answer(s, { t: 'card', card: idOf(s, 0, 'soul', BLADE_2) });
    // The circle question shows its player the card being called (from the soul: no hidden zone).
    expect(prompt(s)).toBe('vg.callTo');
    expect(vgView(s, 0).decision!.looking).toEqual([{ id: idOf(s, 0, 'soul', BLADE_2), code: BLADE_2 }]);
    answer(s, { t: 'unit', seat: 0, circle: 'FL' });
    expect(codes(s.players[0].field.FL)).toEqual([BLADE_2]);
    expect(pw(s, 0, 'FL')).toBe(20000);
    expect(codes(s.players[0].hand)).toEqual([BLADE, EPONA]); // "If you called, draw a card."
    expect(faceUp(s, 0)).toBe(0);
  });

  it('V-TD01/001 Alfred Early: with no "Blaster Blade" to call, the cost is paid but nothing is called and no card drawn', () => {
    const s = scenario({
      at: 'ride',
      turn: 5,
      p0: { vanguard: GALLATIN, hand: [ALFRED, JAURON], soul: [WINGAL], damage: [FLOGAL], deck: deck([], EPONA) },
    });
    answer(s, { t: 'ride', card: idOf(s, 0, 'hand', ALFRED) });
    answer(s, { t: 'circle', circle: 'VC' });
    answer(s, { t: 'yes' });
    expect(prompt(s)).toBe('vg.main');
    expect(faceUp(s, 0)).toBe(0);
    expect(codes(s.players[0].hand)).toEqual([JAURON]);
    expect(events(s, 'call')).toHaveLength(0);
  });

  it('V-TD01/001 Alfred Early: "up to one": choosing none calls nothing and draws nothing', () => {
    const s = scenario({
      at: 'ride',
      turn: 5,
      p0: { vanguard: GALLATIN, hand: [ALFRED, BLADE], damage: [FLOGAL], deck: deck([], EPONA) },
    });
    answer(s, { t: 'ride', card: idOf(s, 0, 'hand', ALFRED) });
    answer(s, { t: 'circle', circle: 'VC' });
    answer(s, { t: 'yes' });
    answer(s, { t: 'none' });
    expect(prompt(s)).toBe('vg.main');
    expect(codes(s.players[0].hand)).toEqual([BLADE]);
  });

  it('V-TD01/001 Alfred Early: its text is rendered from its tree', () => {
    expect(textOf(ALFRED)).toContain('call up to one card named "Blaster Blade" from your hand or soul to (RC)');
    expect(textOf(ALFRED)).toContain('If you called, draw a card.');
  });
});

for (const [code, name] of [
  [STARDRIVE, 'Stardrive Dragon'],
  [JAURON, 'Sage of the Arts, Jauron'],
] as const) {
  describe(`${code} ${name}`, () => {
    const base = code === STARDRIVE ? 13000 : 10000;
    it(`${code} ${name}: VG2 8.1.1.2.3 attacking a vanguard from (RC) with three rear-guards, Power +5000 until end of that battle`, () => {
      attackBonus({ p0: { rc: { FL: code, BL: WINGAL, FR: GALLATIN } }, from: 'FL' }, base, 5000);
    });
    it(`${code} ${name}: with only two rear-guards it gets nothing`, () => {
      attackNoBonus({ p0: { rc: { FL: code, FR: GALLATIN } }, from: 'FL' }, base);
    });
    it(`${code} ${name}: attacking a rear-guard it gets nothing`, () => {
      const s = attackNoBonus(
        {
          p0: { rc: { FL: code, BL: WINGAL, FR: GALLATIN } },
          p1: { rc: { FR: GALLATIN }, hand: [EPONA] },
          from: 'FL',
          target: 'FR',
        },
        base,
      );
      expect(events(s, 'standby')).toHaveLength(0);
    });
  });
}

describe('V-TD01/003 Knight of Silence, Gallatin', () => {
  it('V-TD01/003 Knight of Silence, Gallatin: VG2 2.10 no ability; intercepts with its printed shield 10000', () => {
    expect(textOf(GALLATIN)).toBe('');
    const s = scenario({ at: 'battle', p0: { vanguard: ALFRED }, p1: { rc: { FL: GALLATIN }, hand: [EPONA] } });
    attack(s, 'VC', 'VC');
    answer(s, { t: 'intercept', circle: 'FL' });
    expect(s.players[1].field.GC.map((c) => c.code)).toEqual([GALLATIN]);
    expect(s.battle!.guardians).toHaveLength(1);
  });
});

for (const code of [BLADE, BLADE_2, BLADE_S]) {
  describe(`${code} Blaster Blade`, () => {
    it(`${code} Blaster Blade: VG2 8.1.1.3 [CONT](VC) with four rear-guards Critical +1; with three, none`, () => {
      const s = scenario({
        at: 'main',
        p0: { vanguard: code, rc: { FL: WINGAL, FR: GALLATIN, BL: WINGAL, BR: GLYME } },
      });
      expect(crit(s, 0, 'VC')).toBe(2);
      const t = scenario({ at: 'main', p0: { vanguard: code, rc: { FL: WINGAL, FR: GALLATIN, BL: WINGAL } } });
      expect(crit(t, 0, 'VC')).toBe(1);
      // On (RC) the ability is not active.
      const r = scenario({ at: 'main', p0: { rc: { FL: code, FR: GALLATIN, BL: WINGAL, BR: GLYME } } });
      expect(crit(r, 0, 'FL')).toBe(1);
    });

    it(`${code} Blaster Blade: VG2 10.4 placed on (RC), Counter Blast (1) & Soul Blast (1) retire one opponent's front-row rear-guard only`, () => {
      const s = scenario({
        at: 'main',
        p0: { vanguard: ALFRED, hand: [code], soul: [GLYME], damage: [FLOGAL] },
        p1: { rc: { FL: GALLATIN, BL: WINGAL } },
      });
      answer(s, { t: 'call', card: idOf(s, 0, 'hand', code), circle: 'FL' });
      expect(prompt(s)).toBe('vg.payCost');
      answer(s, { t: 'yes' });
      expect(prompt(s)).toBe('vg.chooseUnit');
      expect(s.decision!.options).toEqual([{ t: 'unit', seat: 1, circle: 'FL' }]); // the back row cannot be chosen
      answer(s, { t: 'unit', circle: 'FL' });
      expect(codes(s.players[1].drop)).toEqual([GALLATIN]);
      expect(codes(s.players[1].field.BL)).toEqual([WINGAL]);
      expect(faceUp(s, 0)).toBe(0);
      expect(codes(s.players[0].drop)).toEqual([GLYME]);
    });

    it(`${code} Blaster Blade: with nothing in the soul the cost cannot be paid and nothing is retired`, () => {
      const s = scenario({
        at: 'main',
        p0: { vanguard: ALFRED, hand: [code], damage: [FLOGAL] },
        p1: { rc: { FL: GALLATIN } },
      });
      answer(s, { t: 'call', card: idOf(s, 0, 'hand', code), circle: 'FL' });
      expect(prompt(s)).toBe('vg.main');
      expect(codes(s.players[1].field.FL)).toEqual([GALLATIN]);
    });
  });
}

describe('V-TD01/007 Wingal', () => {
  it('V-TD01/007 Wingal: VG2 8.1.1.3 during your turn your "Blaster Blade" in its column gets Power +5000; in another column, or in the opponent\'s turn, nothing', () => {
    const s = scenario({ at: 'main', p0: { rc: { FL: BLADE, BL: WINGAL, FR: BLADE_2 } } });
    expect(pw(s, 0, 'FL')).toBe(15000);
    expect(pw(s, 0, 'FR')).toBe(10000); // another column
    expect(pw(s, 0, 'BL')).toBe(8000); // not a "Blaster Blade"
    const t = scenario({ at: 'main', turnPlayer: 1, p0: { rc: { FL: BLADE, BL: WINGAL } } });
    expect(pw(t, 0, 'FL')).toBe(10000);
  });
});

describe('V-TD01/008 Knight Squire, Allen', () => {
  it("V-TD01/008 Knight Squire, Allen: VG2 10.7.1.1 placed on (RC), Counter Blast (1) calls a card of grade at most the vanguard's; then a card is drawn and it gets Power +3000", () => {
    const s = scenario({
      at: 'main',
      p0: { vanguard: GALLATIN, hand: [ALLEN, JAURON, ALFRED], damage: [FLOGAL], deck: deck([], EPONA) },
    });
    answer(s, { t: 'call', card: idOf(s, 0, 'hand', ALLEN), circle: 'BL' });
    answer(s, { t: 'yes' });
    expect(prompt(s)).toBe('vg.callCards');
    // The vanguard is grade 2: Alfred (grade 3) may not be called.
    expect(s.decision!.options).toEqual([{ t: 'card', card: idOf(s, 0, 'hand', JAURON) }, { t: 'none' }]);
    answer(s, { t: 'card', card: idOf(s, 0, 'hand', JAURON) });
    answer(s, { t: 'unit', seat: 0, circle: 'FL' });
    expect(codes(s.players[0].field.FL)).toEqual([JAURON]);
    expect(codes(s.players[0].hand)).toEqual([ALFRED, EPONA]);
    expect(pw(s, 0, 'BL')).toBe(11000);
  });

  it('V-TD01/008 Knight Squire, Allen: calling none draws nothing and gives no Power', () => {
    const s = scenario({
      at: 'main',
      p0: { vanguard: GALLATIN, hand: [ALLEN, JAURON], damage: [FLOGAL], deck: deck([], EPONA) },
    });
    answer(s, { t: 'call', card: idOf(s, 0, 'hand', ALLEN), circle: 'BL' });
    answer(s, { t: 'yes' });
    answer(s, { t: 'none' });
    expect(prompt(s)).toBe('vg.main');
    expect(codes(s.players[0].hand)).toEqual([JAURON]);
    expect(pw(s, 0, 'BL')).toBe(8000);
  });
});

describe('V-TD01/009 Strong Knight, Rounoria', () => {
  it('V-TD01/009 Strong Knight, Rounoria: VG2 11.9 VG2 7.7.1.2 guarding, a discard makes the vanguard impossible to hit', () => {
    sentinelGuards(ROUNORIA, ALFRED, GALLATIN, true);
  });
  it('V-TD01/009 Strong Knight, Rounoria: declining the discard, its shield 0 lets the attack hit', () => {
    sentinelGuards(ROUNORIA, ALFRED, GALLATIN, false);
  });
});

describe('V-TD01/010 Auspice Falcon', () => {
  it('V-TD01/010 Auspice Falcon: VG2 8.5.2.3 [ACT](RC) Counter Blast (1) and resting it, two rear-guards get Power +5000 until end of turn', () => {
    const s = scenario({ at: 'main', p0: { rc: { FL: JAURON, FR: GALLATIN, BL: FALCON }, damage: [FLOGAL] } });
    const falcon = idOf(s, 0, 'BL', FALCON);
    expect(offersAct(s, falcon, 0)).toBe(true);
    playAct(s, 0, falcon, 0);
    expect(unit(s, 0, 'BL').rested).toBe(true);
    expect(prompt(s)).toBe('vg.chooseUnit');
    answer(s, { t: 'unit', seat: 0, circle: 'FL' });
    answer(s, { t: 'unit', seat: 0, circle: 'FR' });
    expect([pw(s, 0, 'FL'), pw(s, 0, 'FR')]).toEqual([15000, 15000]);
    expect(faceUp(s, 0)).toBe(0);
  });
  it('V-TD01/010 Auspice Falcon: without a face-up damage card, or rested, it cannot be played', () => {
    const s = scenario({ at: 'main', p0: { rc: { FL: JAURON, BL: FALCON } } });
    expect(offersAct(s, idOf(s, 0, 'BL', FALCON), 0)).toBe(false);
    const t = scenario({ at: 'main', p0: { rc: { BL: { code: FALCON, rested: true } }, damage: [FLOGAL] } });
    expect(offersAct(t, idOf(t, 0, 'BL', FALCON), 0)).toBe(false);
  });
});

describe('V-TD01/011 Glyme', () => {
  it('V-TD01/011 Glyme: VG2 8.6 ridden upon, a card is drawn; called to (RC), nothing', () => {
    rodeUponDraws(GLYME, ALLEN, EPONA);
  });
});

describe('V-TD01 trigger units', () => {
  for (const [code, kind] of [
    [EPONA, 'critical'],
    [FLOGAL, 'critical'],
    [MARGAL, 'draw'],
    [ELAINE, 'heal'],
  ] as const) {
    it(`${code} trigger: VG2 2.8.3 its ${kind} icon gives Power +10000 (the V era's value) on a drive check`, () => {
      triggerGivesPower(code, kind, { vanguard: ALFRED, filler: GALLATIN, next: code === EPONA ? FLOGAL : EPONA });
    });
  }
});
