// Card tests for VG-TD06 "Resonance of Thunder Dragon" (Narukami): every card with abilities in
// src/games/vanguard/cards/abilities/td06.ts is played through real turns (ride, call, attack, boost,
// intercept, hit, main-phase ACT) and checked against what its printed text says, including the
// cases where it must do nothing. Cards printed without abilities: TD06/004, 008, 014–018.
import { describe, expect, it } from 'vitest';
import { shield } from '../../../src/games/vanguard/characteristics.ts';
import { unitOn } from '../../../src/games/vanguard/state.ts';
import { answer, events, idOf, offers, prompt, scenario } from '../scenario.ts';
import { attack, faceUp as faceUpDamage, pw, citeEra, noGuard, times, toOpponentsTurn, BOTH } from './helpers.ts';
import {
  actNotOffered,
  attackBonus,
  attackNoBonus,
  boostedAttackGuarded,
  boostedHitDeclined,
  boostedHitDiscardDraw,
  counterBlastDeclined,
  hitWithoutDiscard,
  placedFindsNone,
  printedWithoutAbilities,
  readableTexts,
  rearGuardThenVanguard,
} from './templates.ts';

const TD = {
  thunderBreak: 'TD06/001', // G3 10000, LB4 +5000 vs vanguard; CB2 when placed on VC: retire G2-or-less RG
  djinnFlash: 'TD06/002', // G3 10000, cannot attack RG; VC +4000; RC +2000 with Narukami VG
  plasmabite: 'TD06/003', // G3 10000, CB1 attack +3000
  thunderstorm: 'TD06/004', // G2 10000 vanilla
  shieldblade: 'TD06/005', // G2 8000 shield 5000, intercept +5000 shield with Narukami VG
  djinnFlare: 'TD06/006', // G2 8000, as TD06/002
  brightjet: 'TD06/007', // G2 8000, +3000 with fewer hand cards than the opponent
  redRiver: 'TD06/008', // G1 8000 vanilla
  riki: 'TD06/009', // G1 7000, ACT CB1 +1000 until end of turn
  helena: 'TD06/010', // G1 6000, discard 1: draw when the boosted attack hits
  djinnSpark: 'TD06/011', // G1 6000, as TD06/002
  raiRai: 'TD06/012', // G1 6000, SB1: +5000 to a boosted "Thunder Break Dragon"
  wyvern: 'TD06/013', // G1 6000, placed on RC: another Narukami +2000 until end of turn
  sishin: 'TD06/014', // G0 6000 vanilla
  hayate: 'TD06/017', // G0 stand trigger
} as const;

// Royal Paladin cards (another clan), from VG-TD01.
const RP = { brigitte: 'TD01/001', blasterBlade: 'TD01/005', wingal: 'TD01/009', stardust: 'TD01/012' } as const;

describe('TD06/001 Thunder Break Dragon', () => {
  for (const format of BOTH) {
    const lb = format === 'cr201' ? 'VG2 11.6.3.2' : 'VG1 10.2.5.1.2';
    it(`TD06/001 Thunder Break Dragon: ${lb} Limit Break 4 — +5000 when it attacks a vanguard, gone after the battle (${citeEra(format, 'VG2 7.8.1.2', 'VG1 7.7.1.2')}) [${format}]`, () => {
      const p0 = { vanguard: TD.thunderBreak, rc: { FL: TD.redRiver }, damage: times(TD.sishin, 4) };
      const s = attackBonus({ format, p0, from: 'VC' }, 10000, 5000);
      // The next battle's start step: the battle bonus has ceased to exist.
      expect(prompt(s)).toBe('vg.attack');
      expect(unitOn(s, 0, 'VC')!.mods).toBeNull();
    });

    it(`TD06/001 Thunder Break Dragon: ${format === 'cr201' ? 'VG2 11.6.3.2.1' : 'VG1 10.2.5.1.2.1'} Limit Break not reached at 3 damage, no bonus [${format}]`, () => {
      const s = attackNoBonus(
        { format, p0: { vanguard: TD.thunderBreak, damage: times(TD.sishin, 3) }, from: 'VC' },
        10000,
      );
      expect(events(s, 'standby')).toHaveLength(0);
    });
  }

  it('TD06/001 Thunder Break Dragon: VG2 7.1.2.2 attacking a rear-guard is not attacking a vanguard, no bonus even at LB4', () => {
    const p0 = { vanguard: TD.thunderBreak, damage: times(TD.sishin, 4) };
    attackNoBonus({ p0, p1: { rc: { FL: RP.wingal }, hand: [RP.stardust] }, from: 'VC', target: 'FL' }, 10000);
  });

  for (const format of BOTH) {
    it(`TD06/001 Thunder Break Dragon: ${citeEra(format, 'VG2 10.5.1.1', 'VG1 10.1.4.1.1')} placed on (VC) by a ride, ${citeEra(format, 'VG2 10.16', 'VG1 10.1.15')} Counter Blast 2 retires a grade 2 or less rear-guard (${citeEra(format, 'VG2 10.4', 'VG1 10.1.3')}) [${format}]`, () => {
      const s = scenario({
        format,
        at: 'ride',
        p0: { vanguard: TD.brightjet, hand: [TD.thunderBreak], damage: times(TD.sishin, 2) },
        p1: { rc: { FL: RP.blasterBlade, FR: RP.brigitte, BC: RP.wingal } },
      });
      answer(s, { t: 'ride', card: idOf(s, 0, 'hand', TD.thunderBreak) });
      expect(prompt(s)).toBe('vg.payCost');
      answer(s, { t: 'yes' });
      expect(faceUpDamage(s, 0)).toBe(0);
      // Grade 3 Brigitte may not be chosen; the back row may.
      expect(prompt(s)).toBe('vg.chooseUnit');
      expect(s.decision!.options).toEqual([
        { t: 'unit', seat: 1, circle: 'FL' },
        { t: 'unit', seat: 1, circle: 'BC' },
      ]);
      answer(s, { t: 'unit', seat: 1, circle: 'FL' });
      expect(unitOn(s, 1, 'FL')).toBeUndefined();
      expect(s.players[1].drop.map((c) => c.code)).toEqual([RP.blasterBlade]);
      expect(unitOn(s, 1, 'FR')!.code).toBe(RP.brigitte);
      expect(prompt(s)).toBe('vg.main');
    });
  }

  it('TD06/001 Thunder Break Dragon: VG2 3.1.1.5.2 declining the Counter Blast retires nothing and keeps the damage face up', () => {
    const s = scenario({
      at: 'ride',
      p0: { vanguard: TD.brightjet, hand: [TD.thunderBreak], damage: times(TD.sishin, 2) },
      p1: { rc: { FL: RP.blasterBlade } },
    });
    answer(s, { t: 'ride', card: idOf(s, 0, 'hand', TD.thunderBreak) });
    answer(s, { t: 'no' });
    expect(prompt(s)).toBe('vg.main');
    expect(unitOn(s, 1, 'FL')!.code).toBe(RP.blasterBlade);
    expect(faceUpDamage(s, 0)).toBe(2);
  });

  it('TD06/001 Thunder Break Dragon: VG2 8.6.4 with one face-up damage the Counter Blast 2 cannot be paid, so it is not offered', () => {
    const s = scenario({
      at: 'ride',
      p0: {
        vanguard: TD.brightjet,
        hand: [TD.thunderBreak],
        damage: [TD.sishin, { code: TD.sishin, faceDown: true }],
      },
      p1: { rc: { FL: RP.blasterBlade } },
    });
    answer(s, { t: 'ride', card: idOf(s, 0, 'hand', TD.thunderBreak) });
    expect(prompt(s)).toBe('vg.main');
    expect(unitOn(s, 1, 'FL')!.code).toBe(RP.blasterBlade);
    expect(faceUpDamage(s, 0)).toBe(1);
  });

  it('TD06/001 Thunder Break Dragon: called to (RC) it is not placed on (VC), nothing triggers', () => {
    const s = scenario({
      at: 'main',
      p0: { vanguard: TD.plasmabite, hand: [TD.thunderBreak], damage: times(TD.sishin, 2) },
      p1: { rc: { FL: RP.blasterBlade } },
    });
    answer(s, { t: 'call', card: idOf(s, 0, 'hand', TD.thunderBreak), circle: 'FL' });
    expect(prompt(s)).toBe('vg.main');
    expect(unitOn(s, 1, 'FL')!.code).toBe(RP.blasterBlade);
    expect(faceUpDamage(s, 0)).toBe(2);
  });
});

describe('TD06/002, TD06/006, TD06/011 Djinns of the Lightning', () => {
  const djinns = [
    [TD.djinnFlash, 'Djinn of the Lightning Flash', 10000],
    [TD.djinnFlare, 'Djinn of the Lightning Flare', 8000],
    [TD.djinnSpark, 'Djinn of the Lightning Spark', 6000],
  ] as const;
  for (const [code, name, base] of djinns) {
    it(`${code} ${name}: VG2 7.4.1.6 [CONT](VC) cannot attack a rear-guard, and [AUTO](VC) +4000 until end of that battle`, () => {
      const s = scenario({
        at: 'battle',
        p0: { vanguard: code },
        p1: { rc: { FL: RP.wingal, FR: RP.wingal }, hand: [RP.stardust] },
      });
      answer(s, { t: 'yes' });
      answer(s, { t: 'circle', circle: 'VC' });
      expect(prompt(s)).toBe('vg.target');
      expect(s.decision!.options).toEqual([{ t: 'circle', circle: 'VC' }]);
      answer(s, { t: 'circle', circle: 'VC' });
      // Only the (VC) ability: +4000, not the (RC) one's +2000.
      expect(pw(s, 0, 'VC')).toBe(base + 4000);
    });

    it(`${code} ${name}: VG2 7.4.1.6 [CONT](RC) cannot attack a rear-guard, and [AUTO](RC) +2000 with a «Narukami» vanguard`, () => {
      const s = scenario({
        at: 'battle',
        p0: { vanguard: TD.thunderBreak, rc: { FL: code } },
        p1: { rc: { FL: RP.wingal, FR: RP.wingal }, hand: [RP.stardust] },
      });
      answer(s, { t: 'yes' });
      answer(s, { t: 'circle', circle: 'FL' });
      expect(s.decision!.options).toEqual([{ t: 'circle', circle: 'VC' }]);
      answer(s, { t: 'circle', circle: 'VC' });
      expect(pw(s, 0, 'FL')).toBe(base + 2000);
    });

    it(`${code} ${name}: VG2 8.1.1.2.3 on (RC) with a «Royal Paladin» vanguard the +2000 does nothing`, () => {
      attackNoBonus({ p0: { vanguard: RP.stardust, rc: { FL: code } }, from: 'FL' }, base);
    });
  }

  it('TD06/002 Djinn of the Lightning Flash: a unit without the restriction may still attack a rear-guard (control)', () => {
    const s = scenario({
      at: 'battle',
      p0: { vanguard: TD.djinnFlash, rc: { FL: TD.redRiver } },
      p1: { rc: { FL: RP.wingal } },
    });
    answer(s, { t: 'yes' });
    answer(s, { t: 'circle', circle: 'FL' });
    expect(s.decision!.options).toEqual([
      { t: 'circle', circle: 'FL' },
      { t: 'circle', circle: 'VC' },
    ]);
  });
});

describe('TD06/003 Plasmabite Dragon', () => {
  for (const format of BOTH) {
    it(`TD06/003 Plasmabite Dragon: ${citeEra(format, 'VG2 10.16', 'VG1 10.1.15')} Counter Blast 1 when it attacks, +3000 until end of that battle (VC and RC) [${format}]`, () => {
      const s = scenario({
        format,
        at: 'battle',
        p0: { vanguard: TD.plasmabite, rc: { FL: TD.plasmabite }, damage: times(TD.sishin, 2) },
        p1: { hand: [RP.stardust, RP.stardust] },
      });
      attack(s, 'FL', 'VC');
      expect(prompt(s)).toBe('vg.payCost');
      answer(s, { t: 'yes' });
      // Two face-up damage cards for a cost of one: the player picks which (VG2 10.16.1).
      expect(prompt(s)).toBe('vg.cost.counterBlast');
      answer(s, { t: 'card', card: s.players[0].damage[1].id });
      expect(s.players[0].damage.map((c) => c.up)).toEqual([true, false]);
      expect(pw(s, 0, 'FL')).toBe(13000);
      expect(faceUpDamage(s, 0)).toBe(1);
      noGuard(s);
      expect(pw(s, 0, 'FL')).toBe(10000);
      attack(s, 'VC', 'VC');
      answer(s, { t: 'yes' });
      expect(pw(s, 0, 'VC')).toBe(13000);
      expect(faceUpDamage(s, 0)).toBe(0);
    });
  }

  it('TD06/003 Plasmabite Dragon: VG2 3.1.1.5.2 declined, no bonus and no damage turned', () => {
    counterBlastDeclined({ p0: { vanguard: TD.plasmabite, damage: [TD.sishin] }, from: 'VC' }, 10000);
  });

  it('TD06/003 Plasmabite Dragon: VG2 8.6.4 with only face-down damage no cost is asked', () => {
    attackNoBonus(
      { p0: { vanguard: TD.plasmabite, damage: [{ code: TD.sishin, faceDown: true }] }, from: 'VC' },
      10000,
    );
  });
});

describe('TD06/005 Shieldblade Dragoon', () => {
  for (const format of BOTH) {
    it(`TD06/005 Shieldblade Dragoon: ${citeEra(format, 'VG2 11.3.1', 'VG1 10.2.2.1')} intercepting with a «Narukami» vanguard, Shield +5000 until end of that battle [${format}]`, () => {
      // 10000 + boost 7000 = 17000 against 8000 + 10000: no hit; with a 5000 shield it would hit.
      const s = scenario({
        format,
        at: 'battle',
        p0: { vanguard: TD.thunderstorm, rc: { BC: TD.riki } },
        p1: { vanguard: TD.brightjet, rc: { FL: TD.shieldblade }, hand: [TD.sishin] },
      });
      attack(s, 'VC', 'VC', true);
      answer(s, { t: 'intercept', circle: 'FL' });
      if (format === 'cr201') {
        expect(prompt(s)).toBe('vg.guard');
        const g = s.players[1].field.GC[0];
        expect(shield(s, 1, g)).toBe(10000);
        expect(pw(s, 1, 'VC')).toBe(18000);
        answer(s, { t: 'pass' });
      } else {
        answer(s, { t: 'done' });
      }
      expect(events(s, 'modify')).toContainEqual(expect.objectContaining({ seat: 1, stat: 'shield', n: 5000 }));
      expect(events(s, 'compare')).toEqual([{ t: 'compare', hit: [false] }]);
      expect(s.players[1].damage).toHaveLength(0);
    });
  }

  it('TD06/005 Shieldblade Dragoon: VG2 8.1.1.2.3 with a «Royal Paladin» vanguard it keeps Shield 5000 and the attack hits', () => {
    const s = scenario({
      at: 'battle',
      p0: { vanguard: TD.thunderstorm, rc: { BC: TD.riki } },
      p1: { vanguard: RP.blasterBlade, rc: { FL: TD.shieldblade }, hand: [TD.sishin] },
    });
    attack(s, 'VC', 'VC', true);
    answer(s, { t: 'intercept', circle: 'FL' });
    expect(shield(s, 1, s.players[1].field.GC[0])).toBe(5000);
    expect(pw(s, 1, 'VC')).toBe(14000);
    answer(s, { t: 'pass' });
    expect(events(s, 'compare')).toEqual([{ t: 'compare', hit: [true] }]);
  });
});

describe('TD06/007 Brightjet Dragon', () => {
  it('TD06/007 Brightjet Dragon: VG2 8.1.1.2.3 fewer hand cards than the opponent, +3000 until end of that battle (VC and RC)', () => {
    const p0 = { vanguard: TD.brightjet, rc: { FL: TD.brightjet }, hand: [TD.sishin] };
    const s = rearGuardThenVanguard({ p0, p1: { hand: [RP.stardust, RP.stardust] } }, 11000);
    expect(pw(s, 0, 'FL')).toBe(8000); // its bonus ended with its battle
  });

  it('TD06/007 Brightjet Dragon: VG2 8.1.1.2.3 as many hand cards as the opponent, no bonus', () => {
    const p0 = { vanguard: TD.brightjet, hand: [TD.sishin, TD.sishin] };
    attackNoBonus({ p0, p1: { hand: [RP.stardust, RP.stardust] }, from: 'VC' }, 8000);
  });
});

describe('TD06/009 Lizard Soldier, Riki', () => {
  for (const format of BOTH) {
    it(`TD06/009 Lizard Soldier, Riki: ${citeEra(format, 'VG2 8.5.2.3', 'VG1 8.5.2.3')} [ACT] Counter Blast 1 paid first, +1000 until end of turn (${citeEra(format, 'VG2 6.8.1.4', 'VG1 6.8.1.2')}) [${format}]`, () => {
      const s = scenario({
        format,
        at: 'main',
        p0: { vanguard: TD.riki, rc: { FL: TD.riki }, damage: [TD.sishin, { code: TD.sishin, faceDown: true }] },
      });
      const fl = unitOn(s, 0, 'FL')!.id;
      const vc = unitOn(s, 0, 'VC')!.id;
      expect(offers(s, { t: 'act', card: fl, index: 0 })).toBe(true);
      expect(offers(s, { t: 'act', card: vc, index: 0 })).toBe(true);
      answer(s, { t: 'act', card: fl, index: 0 });
      expect(prompt(s)).toBe('vg.main');
      expect(pw(s, 0, 'FL')).toBe(8000);
      expect(faceUpDamage(s, 0)).toBe(0);
      // No face-up damage left: neither Riki may play it again.
      expect(offers(s, { t: 'act' })).toBe(false);
      toOpponentsTurn(s);
      expect(pw(s, 0, 'FL')).toBe(7000);
    });
  }

  it('TD06/009 Lizard Soldier, Riki: VG2 8.5.2.3 from (VC) too', () => {
    const s = scenario({ at: 'main', p0: { vanguard: TD.riki, damage: [TD.sishin] } });
    answer(s, { t: 'act', card: unitOn(s, 0, 'VC')!.id, index: 0 });
    expect(pw(s, 0, 'VC')).toBe(8000);
  });

  it('TD06/009 Lizard Soldier, Riki: VG2 8.5.2.3 with no face-up damage the ACT is not offered', () => {
    actNotOffered({ vanguard: TD.riki, rc: { FL: TD.riki }, damage: [{ code: TD.sishin, faceDown: true }] });
  });

  it('TD06/009 Lizard Soldier, Riki: in the hand its (VC/RC) ACT is not offered', () => {
    actNotOffered({ vanguard: TD.sishin, hand: [TD.riki], damage: [TD.sishin] });
  });
});

describe('TD06/010 Lightning of Hope, Helena', () => {
  const helenaBoosts = { vanguard: TD.sishin, rc: { FL: TD.redRiver, BL: TD.helena }, hand: [TD.hayate] };

  for (const format of BOTH) {
    it(`TD06/010 Lightning of Hope, Helena: ${citeEra(format, 'VG2 10.3', 'VG1 10.1.2')} discard a card when the boosted attack hits, draw a card [${format}]`, () => {
      // 8000 + 6000 against 6000: it hits; the opponent has no hand to guard with.
      const p0 = { ...helenaBoosts, hand: [TD.hayate, TD.sishin], deck: [TD.riki, ...times(TD.sishin, 5)] };
      const s = boostedHitDiscardDraw({ format, p0, from: 'FL' }, TD.hayate, [TD.sishin, TD.riki]);
      expect(s.result).toBeNull();
    });
  }

  it('TD06/010 Lightning of Hope, Helena: the boosted attack hitting a rear-guard counts too', () => {
    const s = scenario({
      at: 'battle',
      p0: {
        vanguard: TD.sishin,
        rc: { FL: TD.redRiver, BL: TD.helena },
        hand: [TD.hayate],
        deck: [TD.riki, ...times(TD.sishin, 5)],
      },
      p1: { rc: { FL: RP.wingal } },
    });
    attack(s, 'FL', 'FL', true);
    expect(prompt(s)).toBe('vg.payCost');
    // VG2 7.7.1.8 before 7.7.1.9: the hit rear-guard is retired only after this check timing.
    expect(unitOn(s, 1, 'FL')!.code).toBe(RP.wingal);
    answer(s, { t: 'yes' });
    expect(s.players[0].hand.map((c) => c.code)).toEqual([TD.riki]);
    expect(unitOn(s, 1, 'FL')).toBeUndefined();
    expect(s.result).toBeNull();
  });

  it('TD06/010 Lightning of Hope, Helena: VG2 3.1.1.5.2 declined, no discard and no draw', () => {
    boostedHitDeclined({ p0: helenaBoosts, from: 'FL' });
  });

  it('TD06/010 Lightning of Hope, Helena: the attack does not hit (guarded), nothing triggers', () => {
    boostedAttackGuarded({ p0: helenaBoosts, p1: { hand: [RP.stardust] }, from: 'FL' });
  });

  it('TD06/010 Lightning of Hope, Helena: did not boost, so a hit does not trigger it', () => {
    expect(events(hitWithoutDiscard({ p0: helenaBoosts, from: 'FL' }), 'standby')).toHaveLength(0);
  });

  it('TD06/010 Lightning of Hope, Helena: VG2 8.6.4 with an empty hand the discard cannot be paid, no cost asked', () => {
    hitWithoutDiscard({ p0: { ...helenaBoosts, hand: [] }, from: 'FL', boost: true });
  });
});

describe('TD06/012 Dragon Dancer, RaiRai', () => {
  for (const format of BOTH) {
    it(`TD06/012 Dragon Dancer, RaiRai: ${citeEra(format, 'VG2 10.17', 'VG1 10.1.16')} Soul Blast 1 when it boosts "Thunder Break Dragon", +5000 until end of that battle [${format}]`, () => {
      const s = scenario({
        format,
        at: 'battle',
        p0: { vanguard: TD.thunderBreak, rc: { BC: TD.raiRai, FL: TD.redRiver }, soul: [TD.sishin] },
        p1: { hand: [RP.stardust] },
      });
      attack(s, 'VC', 'VC', true);
      expect(prompt(s)).toBe('vg.payCost');
      answer(s, { t: 'yes' });
      expect(s.players[0].soul).toHaveLength(0);
      expect(s.players[0].drop.map((c) => c.code)).toEqual([TD.sishin]);
      expect(pw(s, 0, 'VC')).toBe(10000 + 6000 + 5000);
      noGuard(s);
      expect(prompt(s)).toBe('vg.attack');
      expect(pw(s, 0, 'VC')).toBe(10000);
    });
  }

  it('TD06/012 Dragon Dancer, RaiRai: the name is all it asks — a rear-guard "Thunder Break Dragon" counts too', () => {
    const s = scenario({
      at: 'battle',
      p0: { vanguard: TD.thunderBreak, rc: { FL: TD.thunderBreak, BL: TD.raiRai }, soul: [TD.sishin] },
      p1: { hand: [RP.stardust] },
    });
    attack(s, 'FL', 'VC', true);
    answer(s, { t: 'yes' });
    expect(pw(s, 0, 'FL')).toBe(21000);
  });

  it('TD06/012 Dragon Dancer, RaiRai: boosting a unit with another name does not trigger it', () => {
    const p0 = { vanguard: TD.djinnFlash, rc: { BC: TD.raiRai }, soul: [TD.sishin] };
    const s = attackNoBonus({ p0, from: 'VC', boost: true }, 10000 + 4000 + 6000);
    expect(s.players[0].soul).toHaveLength(1);
  });

  it('TD06/012 Dragon Dancer, RaiRai: VG2 8.6.4 with an empty soul no cost is asked', () => {
    attackNoBonus({ p0: { vanguard: TD.thunderBreak, rc: { BC: TD.raiRai } }, from: 'VC', boost: true }, 16000);
  });
});

describe('TD06/013 Wyvern Supply Unit', () => {
  for (const format of BOTH) {
    it(`TD06/013 Wyvern Supply Unit: ${citeEra(format, 'VG2 10.7', 'VG1 10.1.6')} called to (RC), another «Narukami» gets +2000 until end of turn (${citeEra(format, 'VG2 6.8.1.4', 'VG1 6.8.1.2')}) [${format}]`, () => {
      const s = scenario({
        format,
        at: 'main',
        p0: { vanguard: TD.brightjet, rc: { FL: TD.redRiver, FR: RP.wingal }, hand: [TD.wyvern] },
      });
      answer(s, { t: 'call', card: idOf(s, 0, 'hand', TD.wyvern), circle: 'BL' });
      expect(prompt(s)).toBe('vg.chooseUnit');
      // Not itself, not the «Royal Paladin».
      expect(s.decision!.options).toEqual([
        { t: 'unit', seat: 0, circle: 'VC' },
        { t: 'unit', seat: 0, circle: 'FL' },
      ]);
      answer(s, { t: 'unit', seat: 0, circle: 'FL' });
      expect(pw(s, 0, 'FL')).toBe(10000);
      expect(pw(s, 0, 'VC')).toBe(8000);
      toOpponentsTurn(s);
      expect(pw(s, 0, 'FL')).toBe(8000);
    });
  }

  it('TD06/013 Wyvern Supply Unit: VG2 9.3.6 VG2 8.4.1.1 called over a unit, the old one is retired by rule action before it chooses', () => {
    const s = scenario({
      at: 'main',
      p0: { vanguard: TD.brightjet, rc: { FL: TD.redRiver }, hand: [TD.wyvern] },
    });
    answer(s, { t: 'call', card: idOf(s, 0, 'hand', TD.wyvern), circle: 'FL' });
    expect(s.players[0].drop.map((c) => c.code)).toEqual([TD.redRiver]);
    expect(s.decision!.options).toEqual([{ t: 'unit', seat: 0, circle: 'VC' }]);
    answer(s, { t: 'unit', seat: 0, circle: 'VC' });
    expect(pw(s, 0, 'VC')).toBe(10000);
  });

  it('TD06/013 Wyvern Supply Unit: VG2 8.5.4.1.3 no other «Narukami» to choose, nothing happens', () => {
    placedFindsNone({ vanguard: RP.blasterBlade, rc: { FL: RP.wingal }, hand: [TD.wyvern] }, TD.wyvern, 'BL');
  });

  it('TD06/013 Wyvern Supply Unit: VG2 10.5.1.1 moving circle to circle (a swap) is not being placed, nothing triggers', () => {
    const s = scenario({ at: 'main', p0: { vanguard: TD.brightjet, rc: { FL: TD.redRiver, BL: TD.wyvern } } });
    answer(s, { t: 'swap', a: 'FL', b: 'BL' });
    expect(prompt(s)).toBe('vg.main');
    expect(unitOn(s, 0, 'FL')!.code).toBe(TD.wyvern);
    expect(events(s, 'standby')).toHaveLength(0);
  });

  it('TD06/013 Wyvern Supply Unit: placed on (VC) by a ride it does not trigger', () => {
    const s = scenario({ at: 'ride', p0: { vanguard: TD.sishin, rc: { FL: TD.redRiver }, hand: [TD.wyvern] } });
    answer(s, { t: 'ride', card: idOf(s, 0, 'hand', TD.wyvern) });
    expect(prompt(s)).toBe('vg.main');
    expect(events(s, 'standby')).toHaveLength(0);
  });
});

describe('VG-TD06 card text', () => {
  const expected: Record<string, string[]> = {
    [TD.thunderBreak]: [
      'Limit Break 4',
      'attacks a vanguard',
      '+5000',
      'Counter Blast (2)',
      'grade 2 or less',
      'retire',
    ],
    [TD.djinnFlash]: ['cannot attack a rear-guard', '+4000', '+2000', '«Narukami» vanguard'],
    [TD.djinnFlare]: ['cannot attack a rear-guard', '+4000', '+2000', '«Narukami» vanguard'],
    [TD.djinnSpark]: ['cannot attack a rear-guard', '+4000', '+2000', '«Narukami» vanguard'],
    [TD.plasmabite]: ['Counter Blast (1)', 'attacks', '+3000', 'until end of that battle'],
    [TD.shieldblade]: ['intercepts', '«Narukami» vanguard', 'Shield +5000'],
    [TD.brightjet]: ['hand', 'less than', '+3000'],
    [TD.riki]: ['[ACT](VC/RC)', 'Counter Blast (1)', '+1000', 'until end of turn'],
    [TD.helena]: ['discard a card', 'boosted', 'draw a card'],
    [TD.raiRai]: ['Soul Blast (1)', 'named "Thunder Break Dragon"', '+5000'],
    [TD.wyvern]: ['placed on (RC)', 'other «Narukami»', '+2000', 'until end of turn'],
  };
  readableTexts(expected);
  printedWithoutAbilities('TD06', ['004', '008', '014', '015', '016', '017', '018']);
});
