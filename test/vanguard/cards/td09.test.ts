// Card tests for VG-TD09 "Eradicator of the Empire" (Narukami): every card with abilities in
// src/games/vanguard/cards/abilities/td09.ts is played through real turns (ride, attack, boost,
// intercept, hit, main-phase ACT) and checked against its printed text, including the cases where it
// must do nothing. Lord is VG2 11.8.1 (ver. 1.10 has no Lord clause; the card's reminder text applies).
// Printed without abilities: TD09/004, 009, 013–017.
import { describe, expect, it } from 'vitest';
import { unitOn } from '../../../src/games/vanguard/state.ts';
import { answer, events, idOf, offers, prompt, scenario } from '../scenario.ts';
import {
  attack,
  faceUp as faceUpDamage,
  pw,
  attackers,
  citeEra,
  noGuard,
  times,
  toOpponentsTurn,
  BOTH,
} from './helpers.ts';
import {
  actNotOffered,
  actPowerUntilEndOfTurn,
  attackBonus,
  attackNoBonus,
  boostOnly,
  counterBlastAttack,
  counterBlastDeclined,
  interceptShield,
  interceptShieldOtherClan,
  printedWithoutAbilities,
  rcBonusWithNamedVanguard,
  readableTexts,
  rearGuardThenVanguard,
  rideWithoutTrigger,
} from './templates.ts';

const TD = {
  vowingSword: 'TD09/001', // G3 11000: LB4 ridden by Narukami: retire a front-row RG, VG +10000; VC opp dmg>=3 +2000; Lord
  zion: 'TD09/002', // G3 10000, CB1 attack +3000
  discharging: 'TD09/003', // G3 10000: LB4 VC vs VG +5000; RC vs VG with Narukami VG +2000
  thunderBoom: 'TD09/004', // G2 10000 vanilla ("Eradicator, Thunder Boom Dragon")
  sparkRain: 'TD09/005', // G2 9000: RC, Eradicator VG: +3000
  susei: 'TD09/006', // G2 8000: hits a VG, Eradicator VG, CB2: retire a front-row RG
  veronica: 'TD09/007', // G2 8000 shield 5000: intercept +5000 shield with Narukami VG
  jeem: 'TD09/008', // G2 8000: opponent has two or fewer RGs: +3000
  redRiver: 'TD09/009', // G1 8000 vanilla, no "Eradicator" in its name
  demolition: 'TD09/010', // G1 7000: RC, Eradicator VG: +3000
  toko: 'TD09/011', // G1 7000, ACT CB1 +1000 until end of turn
  kohkaiji: 'TD09/012', // G1 6000: boosts a Narukami VG, opp dmg>=3: +4000
  houki: 'TD09/013', // G0 6000 vanilla
} as const;

const thunderstormTD06 = 'TD06/004'; // Narukami from VG-TD06, G2 10000, no "Eradicator"
const thunderBreakTD06 = 'TD06/001'; // Narukami from VG-TD06, G3: CB2 when placed on (VC), retire a G2-or-less RG
const RP = { brigitte: 'TD01/001', blasterBlade: 'TD01/005', wingal: 'TD01/009', stardust: 'TD01/012' } as const;

describe('TD09/001 Eradicator, Vowing Sword Dragon', () => {
  for (const format of BOTH) {
    const lb = format === 'cr201' ? 'VG2 11.6.3.2' : 'VG1 10.2.5.1.2';
    it(`TD09/001 Vowing Sword Dragon: ${lb} Limit Break 4, ridden by a «Narukami»: retire a front-row rear-guard (${citeEra(format, 'VG2 10.4', 'VG1 10.1.3')}), vanguard +10000 until end of turn [${format}]`, () => {
      const s = scenario({
        format,
        at: 'ride',
        p0: { vanguard: TD.vowingSword, hand: [TD.discharging], damage: times(TD.houki, 4) },
        p1: { rc: { FL: RP.wingal, BL: RP.stardust } },
      });
      answer(s, { t: 'ride', card: idOf(s, 0, 'hand', TD.discharging) });
      expect(prompt(s)).toBe('vg.chooseUnit');
      // One must be chosen (no "none"), and only from the front row.
      expect(s.decision!.options).toEqual([{ t: 'unit', seat: 1, circle: 'FL' }]);
      answer(s, { t: 'unit', seat: 1, circle: 'FL' });
      expect(unitOn(s, 1, 'FL')).toBeUndefined();
      expect(s.players[1].drop.map((c) => c.code)).toEqual([RP.wingal]);
      expect(pw(s, 0, 'VC')).toBe(20000);
      toOpponentsTurn(s);
      expect(pw(s, 0, 'VC')).toBe(10000);
    });
  }

  it('TD09/001 Vowing Sword Dragon: VG2 8.5.4.1.3 no front-row rear-guard to retire, the vanguard still gets +10000', () => {
    const s = scenario({
      at: 'ride',
      p0: { vanguard: TD.vowingSword, hand: [TD.vowingSword], damage: times(TD.houki, 4) },
      p1: { rc: { BC: RP.wingal } },
    });
    answer(s, { t: 'ride', card: idOf(s, 0, 'hand', TD.vowingSword) });
    expect(prompt(s)).toBe('vg.main');
    expect(unitOn(s, 1, 'BC')!.code).toBe(RP.wingal);
    expect(pw(s, 0, 'VC')).toBe(21000);
  });

  for (const format of BOTH) {
    const lb = format === 'cr201' ? 'VG2 11.6.3.2.1' : 'VG1 10.2.5.1.2.1';
    it(`TD09/001 Vowing Sword Dragon: ${lb} at 3 damage it does not trigger [${format}]`, () => {
      const p0 = { vanguard: TD.vowingSword, hand: [TD.discharging], damage: times(TD.houki, 3) };
      const s = rideWithoutTrigger(format, p0, { rc: { FL: RP.wingal } }, TD.discharging);
      expect(unitOn(s, 1, 'FL')!.code).toBe(RP.wingal);
      expect(pw(s, 0, 'VC')).toBe(10000);
    });
  }

  it('TD09/001 Vowing Sword Dragon: VG2 8.6.3.1 ridden by Thunder Break Dragon (TD06/001) — two abilities stand by, the master picks the order', () => {
    const s = scenario({
      at: 'ride',
      p0: { vanguard: TD.vowingSword, hand: [thunderBreakTD06], damage: times(TD.houki, 4) },
      p1: { rc: { FL: RP.wingal, FR: RP.blasterBlade } },
    });
    answer(s, { t: 'ride', card: idOf(s, 0, 'hand', thunderBreakTD06) });
    expect(prompt(s)).toBe('vg.playAuto');
    const vc = unitOn(s, 0, 'VC')!;
    const soul = s.players[0].soul.find((c) => c.code === TD.vowingSword)!;
    expect(s.decision!.options).toHaveLength(2);
    expect(offers(s, { t: 'auto', source: soul.id, index: 0 })).toBe(true);
    expect(offers(s, { t: 'auto', source: vc.id, index: 1 })).toBe(true);
    // Thunder Break Dragon's [CB2] first: retire the grade 1 front-row Wingal.
    answer(s, { t: 'auto', source: vc.id, index: 1 });
    answer(s, { t: 'yes' });
    const d = s.players[0].damage;
    answer(s, { t: 'card', card: d[0].id });
    answer(s, { t: 'card', card: d[1].id });
    answer(s, { t: 'unit', seat: 1, circle: 'FL' });
    // Then Vowing Sword's: only Blaster Blade is left in the front row.
    expect(s.decision!.options).toEqual([{ t: 'unit', seat: 1, circle: 'FR' }]);
    answer(s, { t: 'unit', seat: 1, circle: 'FR' });
    expect(s.players[1].drop.map((c) => c.code)).toEqual([RP.wingal, RP.blasterBlade]);
    expect(pw(s, 0, 'VC')).toBe(20000);
    expect(faceUpDamage(s, 0)).toBe(2);
    expect(prompt(s)).toBe('vg.main');
  });

  it('TD09/001 Vowing Sword Dragon: ridden by a «Royal Paladin» it does not trigger', () => {
    const p0 = { vanguard: TD.vowingSword, hand: [RP.brigitte], damage: times(TD.houki, 4) };
    const s = rideWithoutTrigger('cr201', p0, { rc: { FL: RP.wingal } }, RP.brigitte);
    expect(unitOn(s, 1, 'FL')!.code).toBe(RP.wingal);
  });

  for (const format of BOTH) {
    it(`TD09/001 Vowing Sword Dragon: (VC) the opponent has three or more damage, +2000 until end of that battle [${format}]`, () => {
      const p1 = { rc: { FL: RP.wingal }, hand: [RP.stardust], damage: times(RP.wingal, 3) };
      attackBonus({ format, p0: { vanguard: TD.vowingSword }, p1, from: 'VC', target: 'FL' }, 11000, 2000);
    });
  }

  it('TD09/001 Vowing Sword Dragon: VG2 8.1.1.2.3 the opponent has two damage, no bonus', () => {
    const p1 = { hand: [RP.stardust], damage: times(RP.wingal, 2) };
    attackNoBonus({ p0: { vanguard: TD.vowingSword }, p1, from: 'VC' }, 11000);
  });

  for (const format of BOTH) {
    it(`TD09/001 Vowing Sword Dragon: ${citeEra(format, 'VG2 11.8.1', null)} Lord — a «Narukami» from another deck shares its clan, a «Royal Paladin» stops it [${format}]`, () => {
      const ok = scenario({ format, at: 'battle', p0: { vanguard: TD.vowingSword, rc: { BL: thunderstormTD06 } } });
      expect(attackers(ok)).toEqual(['VC']);
      const no = scenario({
        format,
        at: 'battle',
        p0: { vanguard: TD.vowingSword, rc: { FL: TD.redRiver, BR: RP.wingal } },
      });
      expect(attackers(no)).toEqual(['FL']);
    });
  }
});

describe('TD09/002 Barrage Eradicator, Zion', () => {
  for (const format of BOTH) {
    it(`TD09/002 Zion: ${citeEra(format, 'VG2 10.16', 'VG1 10.1.15')} Counter Blast 1 when it attacks, +3000 until end of that battle [${format}]`, () => {
      const p0 = { vanguard: TD.thunderBoom, rc: { FR: TD.zion }, damage: [TD.houki] };
      counterBlastAttack({ format, p0, p1: { hand: [RP.stardust, RP.stardust] }, from: 'FR' }, 10000);
    });
  }

  it('TD09/002 Zion: VG2 3.1.1.5.2 declined; VG2 8.6.4 no face-up damage, not asked', () => {
    counterBlastDeclined({ p0: { vanguard: TD.zion, damage: [TD.houki] }, from: 'VC' }, 10000);
    attackNoBonus({ p0: { vanguard: TD.zion, damage: [{ code: TD.houki, faceDown: true }] }, from: 'VC' }, 10000);
  });
});

describe('TD09/003 Discharging Dragon', () => {
  for (const format of BOTH) {
    const lb = format === 'cr201' ? 'VG2 11.6.3.2' : 'VG1 10.2.5.1.2';
    it(`TD09/003 Discharging Dragon: ${lb} Limit Break 4 (VC) attacking a vanguard, +5000; at 3 damage nothing [${format}]`, () => {
      attackBonus({ format, p0: { vanguard: TD.discharging, damage: times(TD.houki, 4) }, from: 'VC' }, 10000, 5000);
      attackNoBonus({ format, p0: { vanguard: TD.discharging, damage: times(TD.houki, 3) }, from: 'VC' }, 10000);
    });
  }

  it('TD09/003 Discharging Dragon: (RC) attacking a vanguard with a «Narukami» vanguard, +2000; attacking a rear-guard, none', () => {
    const s = scenario({
      at: 'battle',
      p0: { vanguard: TD.thunderBoom, rc: { FL: TD.discharging, FR: TD.discharging } },
      p1: { rc: { FL: RP.wingal }, hand: [RP.stardust, RP.stardust] },
    });
    attack(s, 'FL', 'VC');
    expect(pw(s, 0, 'FL')).toBe(12000);
    noGuard(s);
    attack(s, 'FR', 'FL');
    expect(pw(s, 0, 'FR')).toBe(10000);
  });

  it('TD09/003 Discharging Dragon: VG2 8.1.1.2.3 (RC) with a «Royal Paladin» vanguard, no bonus', () => {
    attackNoBonus({ p0: { vanguard: RP.blasterBlade, rc: { FL: TD.discharging } }, from: 'FL' }, 10000);
  });
});

describe('TD09/005 Eradicator, Spark Rain Dragon; TD09/010 Eradicator, Demolition Dragon', () => {
  rcBonusWithNamedVanguard(
    [
      [TD.sparkRain, 'Eradicator, Spark Rain Dragon', 9000],
      [TD.demolition, 'Eradicator, Demolition Dragon', 7000],
    ],
    { named: TD.thunderBoom, partner: TD.redRiver, unnamed: TD.discharging, circle: 'FR' },
    {
      bonus: '(RC) with a vanguard with "Eradicator" in its name, +3000 until end of that battle',
      otherVanguard: 'VG2 8.1.1.2.3 a «Narukami» vanguard without "Eradicator" in its name, no bonus',
      onVanguardCircle: 'VG2 3.1.1.3 its (RC) ability does nothing on (VC)',
    },
  );
});

describe('TD09/006 Assassin Sword Eradicator, Susei', () => {
  for (const format of BOTH) {
    const hit = format === 'cr201' ? 'VG2 7.7.1.7' : 'VG1 7.6.1.9';
    it(`TD09/006 Susei: ${hit} its attack hits a vanguard, ${citeEra(format, 'VG2 10.16', 'VG1 10.1.15')} Counter Blast 2 retires a front-row rear-guard [${format}]`, () => {
      const s = scenario({
        format,
        at: 'battle',
        p0: { vanguard: TD.thunderBoom, rc: { FL: TD.susei }, damage: times(TD.houki, 2) },
        p1: { rc: { FR: RP.wingal, BL: RP.stardust } },
      });
      attack(s, 'FL', 'VC');
      expect(prompt(s)).toBe('vg.payCost');
      answer(s, { t: 'yes' });
      expect(faceUpDamage(s, 0)).toBe(0);
      expect(s.decision!.options).toEqual([{ t: 'unit', seat: 1, circle: 'FR' }]);
      answer(s, { t: 'unit', seat: 1, circle: 'FR' });
      expect(unitOn(s, 1, 'FR')).toBeUndefined();
      expect(unitOn(s, 1, 'BL')!.code).toBe(RP.stardust);
      expect(s.players[1].damage).toHaveLength(1);
    });
  }

  it('TD09/006 Susei: (VC) too — as the vanguard it is itself the "Eradicator" vanguard', () => {
    const s = scenario({
      at: 'battle',
      p0: { vanguard: TD.susei, damage: times(TD.houki, 2) },
      p1: { rc: { FL: RP.wingal } },
    });
    attack(s, 'VC', 'VC');
    expect(prompt(s)).toBe('vg.payCost');
    answer(s, { t: 'yes' });
    answer(s, { t: 'unit', seat: 1, circle: 'FL' });
    expect(unitOn(s, 1, 'FL')).toBeUndefined();
  });

  it('TD09/006 Susei: its attack hits a rear-guard, it does not trigger', () => {
    const s = scenario({
      at: 'battle',
      p0: { vanguard: TD.thunderBoom, rc: { FL: TD.susei }, damage: times(TD.houki, 2) },
      p1: { rc: { FL: RP.wingal, FR: RP.wingal } },
    });
    attack(s, 'FL', 'FL');
    expect(events(s, 'compare')).toEqual([{ t: 'compare', hit: [true] }]);
    expect(prompt(s)).not.toBe('vg.payCost');
    expect(unitOn(s, 1, 'FR')!.code).toBe(RP.wingal);
  });

  it('TD09/006 Susei: VG2 8.1.1.2.3 a vanguard without "Eradicator" in its name, no cost asked', () => {
    const s = scenario({
      at: 'battle',
      p0: { vanguard: TD.discharging, rc: { FL: TD.susei }, damage: times(TD.houki, 2) },
      p1: { rc: { FR: RP.wingal } },
    });
    attack(s, 'FL', 'VC');
    expect(events(s, 'compare')).toEqual([{ t: 'compare', hit: [true] }]);
    expect(prompt(s)).not.toBe('vg.payCost');
    expect(faceUpDamage(s, 0)).toBe(2);
  });

  it('TD09/006 Susei: the attack is guarded and misses, nothing triggers; VG2 3.1.1.5.2 declined, nothing retired', () => {
    const s = scenario({
      at: 'battle',
      p0: { vanguard: TD.thunderBoom, rc: { FL: TD.susei }, damage: times(TD.houki, 2) },
      p1: { rc: { FR: RP.wingal }, hand: [RP.stardust] },
    });
    attack(s, 'FL', 'VC');
    answer(s, { t: 'guard', card: idOf(s, 1, 'hand', RP.stardust) });
    expect(events(s, 'compare')).toEqual([{ t: 'compare', hit: [false] }]);
    expect(prompt(s)).not.toBe('vg.payCost');
    const t = scenario({
      at: 'battle',
      p0: { vanguard: TD.thunderBoom, rc: { FL: TD.susei }, damage: times(TD.houki, 2) },
      p1: { rc: { FR: RP.wingal } },
    });
    attack(t, 'FL', 'VC');
    answer(t, { t: 'no' });
    expect(unitOn(t, 1, 'FR')!.code).toBe(RP.wingal);
    expect(faceUpDamage(t, 0)).toBe(2);
  });
});

describe('TD09/007 Dragon Dancer, Veronica', () => {
  for (const format of BOTH) {
    it(`TD09/007 Veronica: ${citeEra(format, 'VG2 11.3.1', 'VG1 10.2.2.1')} intercepting with a «Narukami» vanguard, Shield +5000 [${format}]`, () => {
      // 10000 + boost 8000 = 18000 against 10000 + 10000: no hit; with a 5000 shield it would hit.
      const p1 = { vanguard: TD.thunderBoom, rc: { FL: TD.veronica }, hand: [TD.houki] };
      interceptShield({ format, p0: { vanguard: TD.thunderBoom, rc: { BC: TD.redRiver } }, p1, from: 'VC' }, 'FL');
    });
  }

  it('TD09/007 Veronica: VG2 8.1.1.2.3 with a «Royal Paladin» vanguard, Shield stays 5000', () => {
    const p1 = { vanguard: RP.blasterBlade, rc: { FL: TD.veronica }, hand: [TD.houki] };
    interceptShieldOtherClan({ p0: { vanguard: TD.thunderBoom, rc: { BC: TD.redRiver } }, p1, from: 'VC' }, 'FL');
  });
});

describe('TD09/008 Lightning Blade Eradicator, Jeem', () => {
  for (const format of BOTH) {
    it(`TD09/008 Jeem: the opponent has two rear-guards, +3000 until end of that battle (RC and VC) [${format}]`, () => {
      const p1 = { rc: { FL: RP.wingal, BL: RP.wingal }, hand: [RP.stardust, RP.stardust] };
      rearGuardThenVanguard({ format, p0: { vanguard: TD.jeem, rc: { FL: TD.jeem } }, p1 }, 11000);
    });
  }

  it('TD09/008 Jeem: VG2 8.1.1.2.3 the opponent has three rear-guards, no bonus', () => {
    const p1 = { rc: { FL: RP.wingal, BL: RP.wingal, BC: RP.wingal }, hand: [RP.stardust] };
    attackNoBonus({ p0: { vanguard: TD.jeem }, p1, from: 'VC' }, 8000);
  });

  it('TD09/008 Jeem: the count is taken on resolution — three rear-guards, one retired by attacking it, then two', () => {
    const s = scenario({
      at: 'battle',
      p0: { vanguard: TD.thunderBoom, rc: { FR: TD.jeem } },
      p1: { rc: { FL: RP.wingal, BL: RP.wingal, BC: RP.wingal }, hand: [RP.stardust, RP.stardust] },
    });
    attack(s, 'VC', 'FL');
    expect(pw(s, 0, 'VC')).toBe(10000);
    noGuard(s);
    expect(unitOn(s, 1, 'FL')).toBeUndefined();
    attack(s, 'FR', 'VC');
    expect(pw(s, 0, 'FR')).toBe(11000);
  });
});

describe('TD09/011 Dust Storm Eradicator, Toko', () => {
  for (const format of BOTH) {
    it(`TD09/011 Toko: ${citeEra(format, 'VG2 8.5.2.3', 'VG1 8.5.2.3')} [ACT] Counter Blast 1, +1000 until end of turn (${citeEra(format, 'VG2 6.8.1.4', 'VG1 6.8.1.2')}) [${format}]`, () => {
      actPowerUntilEndOfTurn(format, { vanguard: TD.toko, damage: [TD.houki] }, 'VC', 7000);
    });
  }

  it('TD09/011 Toko: VG2 8.5.2.3 no face-up damage, not offered', () => {
    actNotOffered({ vanguard: TD.thunderBoom, rc: { FL: TD.toko }, damage: [{ code: TD.houki, faceDown: true }] });
  });
});

describe('TD09/012 Eradicator of Fire, Kohkaiji', () => {
  for (const format of BOTH) {
    it(`TD09/012 Kohkaiji: boosting a «Narukami» vanguard, the opponent has three damage, +4000 until end of that battle [${format}]`, () => {
      const p1 = { hand: [RP.stardust], damage: times(RP.wingal, 3) };
      attackBonus(
        { format, p0: { vanguard: TD.thunderBoom, rc: { BC: TD.kohkaiji } }, p1, from: 'VC', boost: true },
        10000,
        6000 + 4000,
      );
    });
  }

  it('TD09/012 Kohkaiji: VG2 8.1.1.2.3 the opponent has two damage, only the boost', () => {
    const p1 = { hand: [RP.stardust], damage: times(RP.wingal, 2) };
    boostOnly({ p0: { vanguard: TD.thunderBoom, rc: { BC: TD.kohkaiji } }, p1, from: 'VC' }, 16000);
  });

  it('TD09/012 Kohkaiji: boosting a rear-guard, or a «Royal Paladin» vanguard, does not trigger it', () => {
    const p1 = { hand: [RP.stardust], damage: times(RP.wingal, 3) };
    const s = boostOnly(
      { p0: { vanguard: TD.thunderBoom, rc: { FL: TD.redRiver, BL: TD.kohkaiji } }, p1, from: 'FL' },
      14000,
    );
    const t = boostOnly({ p0: { vanguard: RP.blasterBlade, rc: { BC: TD.kohkaiji } }, p1, from: 'VC' }, 15000);
    expect(events(s, 'standby')).toHaveLength(0);
    expect(events(t, 'standby')).toHaveLength(0);
  });
});

describe('VG-TD09 card text', () => {
  const expected: Record<string, string[]> = {
    [TD.vowingSword]: [
      'Limit Break 4',
      '«Narukami» unit rides this unit',
      'front row',
      'retire',
      '+10000',
      "opponent's damage zone",
      'at least three',
      '+2000',
      'Lord',
    ],
    [TD.zion]: ['Counter Blast (1)', '+3000'],
    [TD.discharging]: ['Limit Break 4', '+5000', '«Narukami» vanguard', '+2000'],
    [TD.sparkRain]: ['[AUTO](RC)', '"Eradicator"', '+3000'],
    [TD.susei]: ['hits a vanguard', '"Eradicator"', 'Counter Blast (2)', 'front row', 'retire'],
    [TD.veronica]: ['intercepts', '«Narukami» vanguard', 'Shield +5000'],
    [TD.jeem]: ["your opponent's rear-guards", 'at most two', '+3000'],
    [TD.demolition]: ['[AUTO](RC)', '"Eradicator"', '+3000'],
    [TD.toko]: ['[ACT](VC/RC)', 'Counter Blast (1)', '+1000', 'until end of turn'],
    [TD.kohkaiji]: ['boosts a «Narukami» vanguard', "opponent's damage zone", 'at least three', '+4000'],
  };
  readableTexts(expected);
  printedWithoutAbilities('TD09', ['004', '009', '013', '014', '015', '016', '017']);
});
