// Card tests for VG-TD08 "Liberator of the Sanctuary" (Gold Paladin): every card with abilities in
// src/games/vanguard/cards/abilities/td08.ts is played through real turns (ride, call, attack, boost,
// intercept, main-phase ACT) and checked against its printed text, including the cases where it must
// do nothing. Lord is VG2 11.8.1; ver. 1.10 has no Lord clause, so there the card's own reminder text
// ("if you have a unit without a same clan as this unit, this unit cannot attack") is what is checked.
// Printed without abilities: TD08/004, 009, 013–017.
import { describe, expect, it } from 'vitest';
import { abilitiesOf } from '../../../src/games/vanguard/abilities/registry.ts';
import { cardText } from '../../../src/games/vanguard/abilities/text.ts';
import { unitOn } from '../../../src/games/vanguard/state.ts';
import { answer, events, idOf, offers, prompt, scenario } from '../scenario.ts';
import { faceUp as faceUpDamage, pw, attackers, citeEra, times, toOpponentsTurn, BOTH } from './helpers.ts';
import {
  actNotOffered,
  actPowerUntilEndOfTurn,
  attackBonus,
  attackNoBonus,
  boostOnly,
  calledCostDeclined,
  calledRetires,
  calledWithoutCost,
  counterBlastAttack,
  counterBlastDeclined,
  interceptShield,
  interceptShieldOtherClan,
  printedWithoutAbilities,
  rcBonusWithNamedVanguard,
  readableTexts,
  rearGuardThenVanguard,
  riddenRetires,
  rideWithoutTrigger,
} from './templates.ts';

const TD = {
  gancelot: 'TD08/001', // G3 11000: LB4 ridden by GP: VG +10000, up to 3 GP RGs +5000; VC vs VG +2000; Lord
  dignified: 'TD08/002', // G3 10000: LB4 VC vs VG +5000; RC vs VG with GP VG +2000
  maelzion: 'TD08/003', // G3 10000, CB1 attack +3000
  gallatin: 'TD08/004', // G2 10000 vanilla ("Liberator of Silence, Gallatin")
  phallon: 'TD08/005', // G2 9000: RC, Liberator VG: +3000
  bbl: 'TD08/006', // G2 9000: placed VC/RC, Liberator VG, CB2: retire a front-row RG
  eagle: 'TD08/007', // G2 8000 shield 5000: intercept +5000 shield with GP VG
  zoigal: 'TD08/008', // G2 8000: three other Liberator RGs: +3000
  gareth: 'TD08/009', // G1 8000 vanilla, no "Liberator" in its name
  marron: 'TD08/010', // G1 7000: RC, Liberator VG: +3000
  pomerugal: 'TD08/011', // G1 7000, ACT CB1 +1000 until end of turn
  llew: 'TD08/012', // G1 6000: boosts a GP VG with three other Liberator RGs: +4000
  angelic: 'TD08/013', // G0 6000 vanilla
} as const;

const RP = { brigitte: 'TD01/001', blasterBlade: 'TD01/005', wingal: 'TD01/009', stardust: 'TD01/012' } as const;

describe('TD08/001 Solitary Liberator, Gancelot', () => {
  const gpField = { FL: TD.gallatin, FR: TD.phallon, BL: TD.gareth, BR: TD.marron } as const;

  for (const format of BOTH) {
    const lb = format === 'cr201' ? 'VG2 11.6.3.2' : 'VG1 10.2.5.1.2';
    it(`TD08/001 Gancelot: ${lb} Limit Break 4, ${citeEra(format, 'VG2 8.6.5.1.4', 'VG1 8.6.4.1.4')} ridden by a «Gold Paladin»: vanguard +10000 and up to three rear-guards +5000 until end of turn [${format}]`, () => {
      const s = scenario({
        format,
        at: 'ride',
        p0: { vanguard: TD.gancelot, rc: gpField, hand: [TD.dignified], damage: times(TD.angelic, 4) },
      });
      answer(s, { t: 'ride', card: idOf(s, 0, 'hand', TD.dignified) });
      expect(prompt(s)).toBe('vg.chooseUnit');
      expect(s.decision!.options).toEqual([
        { t: 'unit', seat: 0, circle: 'FL' },
        { t: 'unit', seat: 0, circle: 'FR' },
        { t: 'unit', seat: 0, circle: 'BL' },
        { t: 'unit', seat: 0, circle: 'BR' },
        { t: 'none' },
      ]);
      answer(s, { t: 'unit', seat: 0, circle: 'FL' });
      answer(s, { t: 'unit', seat: 0, circle: 'BL' });
      answer(s, { t: 'unit', seat: 0, circle: 'BR' });
      // Three chosen: no further question.
      expect(prompt(s)).toBe('vg.main');
      expect(s.players[0].soul.map((c) => c.code)).toEqual([TD.gancelot]);
      expect(pw(s, 0, 'VC')).toBe(20000);
      expect([pw(s, 0, 'FL'), pw(s, 0, 'FR'), pw(s, 0, 'BL'), pw(s, 0, 'BR')]).toEqual([15000, 9000, 13000, 12000]);
      toOpponentsTurn(s);
      expect([pw(s, 0, 'VC'), pw(s, 0, 'FL'), pw(s, 0, 'BL'), pw(s, 0, 'BR')]).toEqual([10000, 10000, 8000, 7000]);
    });
  }

  it('TD08/001 Gancelot: VG2 8.5.4.1.1 "up to three" — one chosen, then none; a «Royal Paladin» rear-guard is not offered', () => {
    const s = scenario({
      at: 'ride',
      p0: {
        vanguard: TD.gancelot,
        rc: { ...gpField, BC: RP.wingal },
        hand: [TD.gancelot],
        damage: times(TD.angelic, 4),
      },
    });
    answer(s, { t: 'ride', card: idOf(s, 0, 'hand', TD.gancelot) });
    expect(offers(s, { t: 'unit', seat: 0, circle: 'BC' })).toBe(false);
    expect(offers(s, { t: 'unit', seat: 0, circle: 'FR' })).toBe(true);
    answer(s, { t: 'unit', seat: 0, circle: 'FR' });
    answer(s, { t: 'none' });
    expect(prompt(s)).toBe('vg.main');
    expect(pw(s, 0, 'VC')).toBe(21000);
    expect([pw(s, 0, 'FL'), pw(s, 0, 'FR'), pw(s, 0, 'BL'), pw(s, 0, 'BR')]).toEqual([10000, 14000, 8000, 7000]);
  });

  for (const format of BOTH) {
    const lb = format === 'cr201' ? 'VG2 11.6.3.2.1' : 'VG1 10.2.5.1.2.1';
    it(`TD08/001 Gancelot: ${lb} at 3 damage the Limit Break does not trigger [${format}]`, () => {
      const p0 = { vanguard: TD.gancelot, rc: gpField, hand: [TD.dignified], damage: times(TD.angelic, 3) };
      expect(pw(rideWithoutTrigger(format, p0, {}, TD.dignified), 0, 'VC')).toBe(10000);
    });
  }

  it('TD08/001 Gancelot: ridden by a «Royal Paladin» it does not trigger, even at LB4', () => {
    const p0 = { vanguard: TD.gancelot, hand: [RP.brigitte], damage: times(TD.angelic, 4) };
    expect(pw(rideWithoutTrigger('cr201', p0, {}, RP.brigitte), 0, 'VC')).toBe(10000);
  });

  for (const format of BOTH) {
    it(`TD08/001 Gancelot: ${citeEra(format, 'VG2 11.8.1', null)} Lord — a «Royal Paladin» rear-guard (back row too) keeps it from attacking [${format}]`, () => {
      const s = scenario({
        format,
        at: 'battle',
        p0: { vanguard: TD.gancelot, rc: { FL: TD.phallon, BC: RP.wingal } },
      });
      expect(attackers(s)).toEqual(['FL']);
    });

    it(`TD08/001 Gancelot: ${citeEra(format, 'VG2 11.8.1', null)} Lord — all «Gold Paladin», it may attack; on (RC) with a «Royal Paladin» vanguard it may not [${format}]`, () => {
      const ok = scenario({ format, at: 'battle', p0: { vanguard: TD.gancelot, rc: { FL: TD.phallon } } });
      expect(attackers(ok)).toEqual(['FL', 'VC']);
      const rc = scenario({ format, at: 'battle', p0: { vanguard: RP.blasterBlade, rc: { FL: TD.gancelot } } });
      expect(attackers(rc)).toEqual(['VC']);
    });
  }

  it('TD08/001 Gancelot: (VC) attacking a vanguard, +2000 until end of that battle; attacking a rear-guard, none', () => {
    const p1 = { rc: { FL: RP.wingal }, hand: [RP.stardust] };
    attackBonus({ p0: { vanguard: TD.gancelot }, p1, from: 'VC' }, 11000, 2000);
    attackNoBonus({ p0: { vanguard: TD.gancelot }, p1, from: 'VC', target: 'FL' }, 11000);
  });
});

describe('TD08/002 Dignified Gold Dragon', () => {
  for (const format of BOTH) {
    const lb = format === 'cr201' ? 'VG2 11.6.3.2' : 'VG1 10.2.5.1.2';
    it(`TD08/002 Dignified Gold Dragon: ${lb} Limit Break 4 (VC) attacking a vanguard, +5000; at 3 damage nothing [${format}]`, () => {
      attackBonus({ format, p0: { vanguard: TD.dignified, damage: times(TD.angelic, 4) }, from: 'VC' }, 10000, 5000);
      attackNoBonus({ format, p0: { vanguard: TD.dignified, damage: times(TD.angelic, 3) }, from: 'VC' }, 10000);
    });
  }

  it('TD08/002 Dignified Gold Dragon: (RC) attacking a vanguard with a «Gold Paladin» vanguard, +2000 until end of that battle', () => {
    const p0 = { vanguard: TD.gallatin, rc: { FL: TD.dignified, FR: TD.gareth } };
    attackBonus({ p0, p1: { hand: [RP.stardust, RP.stardust] }, from: 'FL' }, 10000, 2000);
  });

  it('TD08/002 Dignified Gold Dragon: (RC) attacking a rear-guard, or with a «Royal Paladin» vanguard, no bonus', () => {
    const p1 = { rc: { FL: RP.wingal }, hand: [RP.stardust] };
    attackNoBonus({ p0: { vanguard: TD.gallatin, rc: { FL: TD.dignified } }, p1, from: 'FL', target: 'FL' }, 10000);
    attackNoBonus({ p0: { vanguard: RP.blasterBlade, rc: { FL: TD.dignified } }, from: 'FL' }, 10000);
  });
});

describe('TD08/003 Onslaught Liberator, Maelzion', () => {
  for (const format of BOTH) {
    it(`TD08/003 Maelzion: ${citeEra(format, 'VG2 10.16', 'VG1 10.1.15')} Counter Blast 1 when it attacks, +3000 until end of that battle [${format}]`, () => {
      counterBlastAttack({ format, p0: { vanguard: TD.maelzion, damage: [TD.angelic] }, from: 'VC' }, 10000);
    });
  }

  it('TD08/003 Maelzion: VG2 3.1.1.5.2 declined; VG2 8.6.4 no face-up damage, not asked', () => {
    counterBlastDeclined(
      { p0: { vanguard: TD.gallatin, rc: { FL: TD.maelzion }, damage: [TD.angelic] }, from: 'FL' },
      10000,
    );
    attackNoBonus({ p0: { vanguard: TD.maelzion, damage: [{ code: TD.angelic, faceDown: true }] }, from: 'VC' }, 10000);
  });
});

describe('TD08/005 Liberator of Royalty, Phallon; TD08/010 Little Liberator, Marron', () => {
  rcBonusWithNamedVanguard(
    [
      [TD.phallon, 'Liberator of Royalty, Phallon', 9000],
      [TD.marron, 'Little Liberator, Marron', 7000],
    ],
    { named: TD.gallatin, partner: TD.gareth, unnamed: TD.dignified, circle: 'FL' },
    {
      bonus: '(RC) with a vanguard with "Liberator" in its name, +3000 until end of that battle',
      otherVanguard: 'VG2 8.1.1.2.3 a «Gold Paladin» vanguard without "Liberator" in its name, no bonus',
      onVanguardCircle: 'VG2 3.1.1.3 its (RC) ability does nothing on (VC)',
    },
  );
});

describe('TD08/006 Blaster Blade Liberator', () => {
  for (const format of BOTH) {
    it(`TD08/006 Blaster Blade Liberator: ${citeEra(format, 'VG2 10.7', 'VG1 10.1.6')} called with a "Liberator" vanguard, Counter Blast 2 retires a front-row rear-guard [${format}]`, () => {
      const p0 = { vanguard: TD.gallatin, hand: [TD.bbl], damage: times(TD.angelic, 2) };
      // The back row is not offered.
      const s = calledRetires(format, p0, { rc: { FL: RP.wingal, BC: RP.stardust } }, TD.bbl, 'FR', ['FL'], 'FL');
      expect(unitOn(s, 1, 'BC')!.code).toBe(RP.stardust);
    });

    it(`TD08/006 Blaster Blade Liberator: ${citeEra(format, 'VG2 10.5.1.1', 'VG1 10.1.4.1.1')} ridden onto (VC) it is itself the "Liberator" vanguard [${format}]`, () => {
      const p0 = { vanguard: TD.gareth, hand: [TD.bbl], damage: times(TD.angelic, 2) };
      riddenRetires(format, p0, { rc: { FR: RP.wingal } }, TD.bbl, 'FR');
    });
  }

  it('TD08/006 Blaster Blade Liberator: VG2 8.1.1.2.3 a vanguard without "Liberator" in its name, nothing is asked', () => {
    const p0 = { vanguard: TD.dignified, hand: [TD.bbl], damage: times(TD.angelic, 2) };
    calledWithoutCost(p0, { rc: { FL: RP.wingal } }, TD.bbl, 'FR');
  });

  it('TD08/006 Blaster Blade Liberator: VG2 8.6.4 one face-up damage, the Counter Blast 2 is not asked', () => {
    const p0 = { vanguard: TD.gallatin, hand: [TD.bbl], damage: [TD.angelic, { code: TD.angelic, faceDown: true }] };
    calledWithoutCost(p0, { rc: { FL: RP.wingal } }, TD.bbl, 'FR');
  });

  it('TD08/006 Blaster Blade Liberator: VG2 3.1.1.5.2 declined; VG2 8.5.4.1.3 paid with only back-row targets, nothing retired', () => {
    const p0 = { vanguard: TD.gallatin, hand: [TD.bbl], damage: times(TD.angelic, 2) };
    calledCostDeclined(p0, { rc: { FL: RP.wingal } }, TD.bbl, 'FR');
    const t = scenario({
      at: 'main',
      p0: { vanguard: TD.gallatin, hand: [TD.bbl], damage: times(TD.angelic, 2) },
      p1: { rc: { BL: RP.wingal } },
    });
    answer(t, { t: 'call', card: idOf(t, 0, 'hand', TD.bbl), circle: 'FR' });
    answer(t, { t: 'yes' });
    expect(prompt(t)).toBe('vg.main');
    expect(faceUpDamage(t, 0)).toBe(0);
    expect(unitOn(t, 1, 'BL')!.code).toBe(RP.wingal);
  });
});

describe('TD08/007 Zoom Down Eagle', () => {
  for (const format of BOTH) {
    it(`TD08/007 Zoom Down Eagle: ${citeEra(format, 'VG2 11.3.1', 'VG1 10.2.2.1')} intercepting with a «Gold Paladin» vanguard, Shield +5000 [${format}]`, () => {
      // 10000 + boost 8000 = 18000 against 10000 + 10000: no hit; with a 5000 shield it would hit.
      const p1 = { vanguard: TD.gallatin, rc: { FL: TD.eagle }, hand: [TD.angelic] };
      interceptShield({ format, p0: { vanguard: TD.gallatin, rc: { BC: TD.gareth } }, p1, from: 'VC' }, 'FL');
    });
  }

  it('TD08/007 Zoom Down Eagle: VG2 8.1.1.2.3 with a «Royal Paladin» vanguard, Shield stays 5000', () => {
    const p1 = { vanguard: RP.blasterBlade, rc: { FL: TD.eagle }, hand: [TD.angelic] };
    interceptShieldOtherClan({ p0: { vanguard: TD.gallatin, rc: { BC: TD.gareth } }, p1, from: 'VC' }, 'FL');
  });
});

describe('TD08/008 Zoigal Liberator', () => {
  for (const format of BOTH) {
    it(`TD08/008 Zoigal Liberator: three other "Liberator" rear-guards, +3000 until end of that battle (RC and VC) [${format}]`, () => {
      // The vanguard's "other rear-guards" are all four.
      const p0 = { vanguard: TD.zoigal, rc: { FL: TD.zoigal, FR: TD.phallon, BL: TD.marron, BR: TD.pomerugal } };
      rearGuardThenVanguard({ format, p0, p1: { hand: [RP.stardust, RP.stardust] } }, 11000);
    });
  }

  it('TD08/008 Zoigal Liberator: VG2 8.1.1.2.3 itself does not count — two other "Liberator" rear-guards and Gareth, no bonus', () => {
    const p0 = { vanguard: TD.gallatin, rc: { FL: TD.zoigal, FR: TD.phallon, BL: TD.marron, BR: TD.gareth } };
    attackNoBonus({ p0, from: 'FL' }, 8000);
  });
});

describe('TD08/011 Pomerugal Liberator', () => {
  for (const format of BOTH) {
    it(`TD08/011 Pomerugal Liberator: ${citeEra(format, 'VG2 8.5.2.3', 'VG1 8.5.2.3')} [ACT] Counter Blast 1, +1000 until end of turn (${citeEra(format, 'VG2 6.8.1.4', 'VG1 6.8.1.2')}) [${format}]`, () => {
      actPowerUntilEndOfTurn(
        format,
        { vanguard: TD.gallatin, rc: { BL: TD.pomerugal }, damage: [TD.angelic] },
        'BL',
        7000,
      );
    });
  }

  it('TD08/011 Pomerugal Liberator: VG2 8.5.2.3 no face-up damage, not offered', () => {
    actNotOffered({ vanguard: TD.pomerugal, damage: [{ code: TD.angelic, faceDown: true }] });
  });
});

describe('TD08/012 Future Liberator, Llew', () => {
  for (const format of BOTH) {
    it(`TD08/012 Future Liberator, Llew: boosting a «Gold Paladin» vanguard with three other "Liberator" rear-guards, +4000 until end of that battle [${format}]`, () => {
      const p0 = { vanguard: TD.dignified, rc: { FL: TD.phallon, FR: TD.zoigal, BL: TD.marron, BC: TD.llew } };
      attackBonus({ format, p0, from: 'VC', boost: true }, 10000, 6000 + 4000);
    });
  }

  it('TD08/012 Future Liberator, Llew: VG2 8.1.1.2.3 itself does not count — two other "Liberator" rear-guards, only the boost', () => {
    const p0 = { vanguard: TD.dignified, rc: { FL: TD.phallon, FR: TD.gareth, BL: TD.marron, BC: TD.llew } };
    boostOnly({ p0, from: 'VC' }, 16000);
  });

  it('TD08/012 Future Liberator, Llew: boosting a rear-guard does not trigger it', () => {
    const p0 = { vanguard: TD.gallatin, rc: { FL: TD.phallon, FR: TD.zoigal, BR: TD.marron, BL: TD.llew } };
    // Phallon's own +3000 and the boost only.
    const s = attackNoBonus({ p0, from: 'FL', boost: true }, 9000 + 3000 + 6000);
    expect(events(s, 'standby').map((e) => (e.card as { code: string }).code)).toEqual([TD.phallon]);
  });
});

describe('VG-TD08 card text', () => {
  const expected: Record<string, string[]> = {
    [TD.gancelot]: [
      'Limit Break 4',
      '«Gold Paladin» unit rides this unit',
      '+10000',
      'up to three',
      '+5000',
      '+2000',
      'Lord',
    ],
    [TD.dignified]: ['Limit Break 4', '+5000', '«Gold Paladin» vanguard', '+2000', 'attacks a vanguard'],
    [TD.maelzion]: ['Counter Blast (1)', '+3000'],
    [TD.phallon]: ['[AUTO](RC)', '"Liberator"', '+3000'],
    [TD.bbl]: ['(VC) or (RC)', '"Liberator"', 'Counter Blast (2)', 'front row', 'retire'],
    [TD.eagle]: ['intercepts', '«Gold Paladin» vanguard', 'Shield +5000'],
    [TD.zoigal]: ['"Liberator"', 'at least three', '+3000'],
    [TD.marron]: ['[AUTO](RC)', '"Liberator"', '+3000'],
    [TD.pomerugal]: ['[ACT](VC/RC)', 'Counter Blast (1)', '+1000', 'until end of turn'],
    [TD.llew]: ['boosts a «Gold Paladin» vanguard', '"Liberator"', 'at least three', '+4000'],
  };
  readableTexts(expected);

  // The card (and the engine) count only the *other* rear-guards; the text must say so.
  for (const code of [TD.zoigal, TD.llew]) {
    it(`${code} renders "three or more other rear-guards" — itself is not counted`, () => {
      expect(cardText(abilitiesOf(code))).toMatch(/other rear-guards with "Liberator"/);
    });
  }

  printedWithoutAbilities('TD08', ['004', '009', '013', '014', '015', '016', '017']);
});
