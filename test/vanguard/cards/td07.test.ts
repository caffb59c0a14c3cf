// Card tests for VG-TD07 "Descendants of the Marine Emperor" (Aqua Force): every card with abilities
// in src/games/vanguard/cards/abilities/td07.ts is played through real turns and checked against its
// printed text, including the cases where it must do nothing. Aqua Force counts battles: "the third
// battle of that turn or more" is the battle number (VG2 7.1.2.1), reached here by attacking with
// several units, and with a stand trigger for a fourth battle.
// TD07/001 Navalgazer Dragon (a granted ability) is tested in grantsAndTimed.test.ts. Printed without abilities:
// TD07/004, 008, 014–018.
import { describe, expect, it } from 'vitest';
import { type Circle, unitOn, type VGState } from '../../../src/games/vanguard/state.ts';
import { answer, events, offers, prompt, scenario } from '../scenario.ts';
import { attack, atGuard as inGuardStep, pw, citeEra, noGuard, times, toOpponentsTurn, BOTH } from './helpers.ts';
import {
  actNotOffered,
  type Attack,
  attackNoBonus,
  boostedAttackGuarded,
  boostedHitDeclined,
  boostedHitDiscardDraw,
  boostOnly,
  counterBlastAttack,
  counterBlastDeclined,
  interceptShield,
  interceptShieldOtherClan,
  placedFindsNone,
  placedGivesAnother,
  printedWithoutAbilities,
  readableTexts,
} from './templates.ts';

const TD = {
  xenophon: 'TD07/002', // G3 10000: VC +3000 from the third battle; RC +1000 with AF VG from the third battle
  dabid: 'TD07/003', // G3 10000, CB1 attack +3000
  lazarus: 'TD07/004', // G2 10000 vanilla
  algos: 'TD07/005', // G2 9000: hits a vanguard, AF VG, fourth battle or later: draw
  coral: 'TD07/006', // G2 8000: AF VG and third battle or later: +3000
  titan: 'TD07/007', // G2 8000 shield 5000: intercept +5000 shield with AF VG
  theo: 'TD07/008', // G1 8000 vanilla
  cyprus: 'TD07/009', // G1 7000, ACT CB1 +1000 until end of turn
  command: 'TD07/010', // G1 6000, placed on RC: another AF +2000 until end of turn
  splash: 'TD07/011', // G1 6000, as TD07/006
  cynthia: 'TD07/012', // G1 6000, discard 1: draw when the boosted attack hits
  dorothea: 'TD07/013', // G1 6000: boosts an AF vanguard in the third battle or later: +4000
  cadet: 'TD07/014', // G0 6000 vanilla
  dolphin: 'TD07/017', // G0 stand trigger
} as const;

const RP = { blasterBlade: 'TD01/005', wingal: 'TD01/009', stardust: 'TD01/012' } as const;

/** A whole battle nobody guards. */
function battle(s: VGState, from: Circle, boost = false): void {
  attack(s, from, 'VC', boost);
  if (inGuardStep(s)) noGuard(s);
}

/** Whole battles from the `earlier` circles, then the attack from `a.from`; the opponent holds one guardian. */
function attackAfter(earlier: Circle[], a: Attack): VGState {
  const s = scenario({ format: a.format, at: 'battle', p0: a.p0, p1: { hand: [RP.stardust] } });
  for (const from of earlier) battle(s, from);
  attack(s, a.from, 'VC', a.boost);
  return s;
}

describe('TD07/002 Marine General of the Full Tides, Xenophon', () => {
  for (const format of BOTH) {
    it(`TD07/002 Xenophon: ${citeEra(format, 'VG2 7.1.2.1', null)} (VC) in the third battle of the turn, +3000 until end of that battle [${format}]`, () => {
      const s = attackAfter(['FL', 'FR'], {
        format,
        p0: { vanguard: TD.xenophon, rc: { FL: TD.theo, FR: TD.theo } },
        from: 'VC',
      });
      expect(s.battle!.number).toBe(3);
      expect(pw(s, 0, 'VC')).toBe(13000);
    });
  }

  it('TD07/002 Xenophon: VG2 8.1.1.2.3 (VC) in the first battle, no bonus', () => {
    const s = attackAfter([], { p0: { vanguard: TD.xenophon }, from: 'VC' });
    expect(s.battle!.number).toBe(1);
    expect(pw(s, 0, 'VC')).toBe(10000);
  });

  for (const format of BOTH) {
    it(`TD07/002 Xenophon: ${citeEra(format, 'VG2 7.1.2.1', null)} (RC) with an «Aqua Force» vanguard in the third battle, +1000 [${format}]`, () => {
      const s = attackAfter(['VC', 'FR'], {
        format,
        p0: { vanguard: TD.lazarus, rc: { FL: TD.xenophon, FR: TD.theo } },
        from: 'FL',
      });
      expect(pw(s, 0, 'FL')).toBe(11000);
      noGuard(s);
      expect(unitOn(s, 0, 'FL')!.mods).toBeNull();
    });
  }

  it('TD07/002 Xenophon: (RC) in the second battle, no bonus', () => {
    const s = attackAfter(['VC'], { p0: { vanguard: TD.lazarus, rc: { FL: TD.xenophon } }, from: 'FL' });
    expect(pw(s, 0, 'FL')).toBe(10000);
  });

  it('TD07/002 Xenophon: (RC) in the third battle with a «Royal Paladin» vanguard, no bonus', () => {
    const s = attackAfter(['VC', 'FR'], {
      p0: { vanguard: RP.blasterBlade, rc: { FL: TD.xenophon, FR: TD.theo } },
      from: 'FL',
    });
    expect(pw(s, 0, 'FL')).toBe(10000);
  });
});

describe('TD07/003 Key Anchor, Dabid', () => {
  for (const format of BOTH) {
    it(`TD07/003 Key Anchor, Dabid: ${citeEra(format, 'VG2 10.16', 'VG1 10.1.15')} Counter Blast 1 when it attacks, +3000 until end of that battle [${format}]`, () => {
      const p0 = { vanguard: TD.lazarus, rc: { FL: TD.dabid, FR: TD.theo }, damage: [TD.cadet] };
      counterBlastAttack({ format, p0, p1: { hand: [RP.stardust, RP.stardust] }, from: 'FL' }, 10000);
    });
  }

  it('TD07/003 Key Anchor, Dabid: VG2 3.1.1.5.2 declined, no bonus and the damage stays face up', () => {
    counterBlastDeclined({ p0: { vanguard: TD.dabid, damage: [TD.cadet] }, from: 'VC' }, 10000);
  });

  it('TD07/003 Key Anchor, Dabid: VG2 8.6.4 with only face-down damage no cost is asked', () => {
    attackNoBonus({ p0: { vanguard: TD.dabid, damage: [{ code: TD.cadet, faceDown: true }] }, from: 'VC' }, 10000);
  });
});

describe('TD07/005 Marine General of the Restless Tides, Algos', () => {
  /** Answer the stand trigger's questions: stand `stand`, power to `to`. */
  function standTrigger(s: VGState, stand: Circle, to: Circle): void {
    for (let i = 0; i < 4; i++) {
      const p = prompt(s);
      if (p === 'vg.triggerOrder') answer(s, { t: 'order' });
      else if (p === 'vg.triggerStand') answer(s, { t: 'circle', circle: stand });
      else if (p === 'vg.triggerPower') answer(s, { t: 'circle', circle: to });
      else return;
    }
  }

  for (const format of BOTH) {
    it(`TD07/005 Algos: ${citeEra(format, 'VG2 7.1.2.1', null)} its hit on a vanguard in the fourth battle draws a card, in the second it does not [${format}]`, () => {
      const s = scenario({
        format,
        at: 'battle',
        p0: {
          vanguard: TD.lazarus,
          rc: { FL: TD.algos, FR: TD.theo },
          deck: [TD.dolphin, TD.cadet, TD.theo, ...times(TD.theo, 5)],
        },
      });
      battle(s, 'FR');
      battle(s, 'FL'); // the second battle: it hits, but nothing is drawn
      expect(s.players[0].hand).toHaveLength(0);
      expect(events(s, 'compare')[1]).toEqual({ t: 'compare', hit: [true] });
      // Third battle: the vanguard's drive check reveals a stand trigger, which stands Algos.
      attack(s, 'VC', 'VC');
      standTrigger(s, 'FL', 'VC');
      expect(unitOn(s, 0, 'FL')!.rested).toBe(false);
      expect(s.players[0].hand.map((c) => c.code)).toEqual([TD.dolphin]);
      attack(s, 'FL', 'VC');
      expect(s.players[0].hand.map((c) => c.code)).toEqual([TD.dolphin, TD.cadet]);
      expect(events(s, 'battle').map((e) => e.number)).toEqual([1, 2, 3, 4]);
    });
  }

  it('TD07/005 Algos: VG2 8.1.1.2.3 fourth battle with a «Royal Paladin» vanguard, no draw', () => {
    const s = scenario({
      at: 'battle',
      p0: {
        vanguard: RP.blasterBlade,
        rc: { FL: TD.algos, FR: TD.theo },
        deck: [TD.dolphin, TD.cadet, ...times(TD.theo, 5)],
      },
    });
    battle(s, 'FR');
    battle(s, 'FL');
    attack(s, 'VC', 'VC');
    standTrigger(s, 'FL', 'FL'); // the trigger's clan matches the «Aqua Force» rear-guards
    attack(s, 'FL', 'VC');
    expect(events(s, 'compare')[3]).toEqual({ t: 'compare', hit: [true] });
    expect(s.players[0].hand.map((c) => c.code)).toEqual([TD.dolphin]);
  });

  it('TD07/005 Algos: fourth battle, attacking a rear-guard that is hit does not draw', () => {
    const s = scenario({
      at: 'battle',
      p0: {
        vanguard: TD.lazarus,
        rc: { FL: TD.algos, FR: TD.theo },
        deck: [TD.dolphin, TD.cadet, ...times(TD.theo, 5)],
      },
      p1: { rc: { FL: RP.wingal } },
    });
    battle(s, 'FR');
    battle(s, 'FL');
    attack(s, 'VC', 'VC');
    standTrigger(s, 'FL', 'FL');
    attack(s, 'FL', 'FL');
    expect(unitOn(s, 1, 'FL')).toBeUndefined(); // hit and retired
    expect(s.players[0].hand.map((c) => c.code)).toEqual([TD.dolphin]);
  });
});

describe('TD07/006 Coral Assault, TD07/011 Splash Assault', () => {
  const assaults = [
    [TD.coral, 'Coral Assault', 8000],
    [TD.splash, 'Splash Assault', 6000],
  ] as const;
  for (const [code, name, base] of assaults) {
    for (const format of BOTH) {
      it(`${code} ${name}: ${citeEra(format, 'VG2 7.1.2.1', null)} (RC) third battle with an «Aqua Force» vanguard, +3000 until end of that battle [${format}]`, () => {
        const s = attackAfter(['VC', 'FR'], {
          format,
          p0: { vanguard: TD.lazarus, rc: { FL: code, FR: TD.theo } },
          from: 'FL',
        });
        expect(pw(s, 0, 'FL')).toBe(base + 3000);
      });
    }

    it(`${code} ${name}: (VC) third battle, +3000 — its own «Aqua Force» vanguard counts`, () => {
      const s = attackAfter(['FL', 'FR'], { p0: { vanguard: code, rc: { FL: TD.theo, FR: TD.theo } }, from: 'VC' });
      expect(pw(s, 0, 'VC')).toBe(base + 3000);
    });

    it(`${code} ${name}: VG2 8.1.1.2.3 second battle, no bonus`, () => {
      const s = attackAfter(['VC'], { p0: { vanguard: TD.lazarus, rc: { FL: code } }, from: 'FL' });
      expect(pw(s, 0, 'FL')).toBe(base);
    });

    it(`${code} ${name}: VG2 8.1.1.2.3 third battle with a «Royal Paladin» vanguard, no bonus`, () => {
      const s = attackAfter(['VC', 'FR'], {
        p0: { vanguard: RP.blasterBlade, rc: { FL: code, FR: TD.theo } },
        from: 'FL',
      });
      expect(pw(s, 0, 'FL')).toBe(base);
    });
  }
});

describe('TD07/007 Titan of the Infinite Trench', () => {
  for (const format of BOTH) {
    it(`TD07/007 Titan of the Infinite Trench: ${citeEra(format, 'VG2 11.3.1', 'VG1 10.2.2.1')} intercepting with an «Aqua Force» vanguard, Shield +5000 [${format}]`, () => {
      // 10000 + boost 8000 = 18000 against 10000 + 10000: no hit; with a 5000 shield it would hit.
      const p1 = { vanguard: TD.lazarus, rc: { FR: TD.titan }, hand: [TD.cadet] };
      interceptShield({ format, p0: { vanguard: TD.lazarus, rc: { BC: TD.theo } }, p1, from: 'VC' }, 'FR');
    });
  }

  it('TD07/007 Titan of the Infinite Trench: VG2 8.1.1.2.3 with a «Royal Paladin» vanguard, Shield stays 5000', () => {
    const p1 = { vanguard: RP.blasterBlade, rc: { FR: TD.titan }, hand: [TD.cadet] };
    interceptShieldOtherClan({ p0: { vanguard: TD.lazarus, rc: { BC: TD.theo } }, p1, from: 'VC' }, 'FR');
  });
});

describe('TD07/009 Tear Knight, Cyprus', () => {
  for (const format of BOTH) {
    it(`TD07/009 Tear Knight, Cyprus: ${citeEra(format, 'VG2 8.5.2.3', 'VG1 8.5.2.3')} [ACT] Counter Blast 1, +1000 until end of turn (${citeEra(format, 'VG2 6.8.1.4', 'VG1 6.8.1.2')}) [${format}]`, () => {
      const s = scenario({
        format,
        at: 'main',
        p0: { vanguard: TD.cyprus, rc: { BR: TD.cyprus }, damage: [TD.cadet, TD.cadet] },
      });
      answer(s, { t: 'act', card: unitOn(s, 0, 'BR')!.id, index: 0 });
      // Two face-up cards, a cost of one: the player picks which.
      expect(prompt(s)).toBe('vg.cost.counterBlast');
      answer(s, { t: 'card', card: s.players[0].damage[0].id });
      expect(s.players[0].damage.map((c) => c.up)).toEqual([false, true]);
      answer(s, { t: 'act', card: unitOn(s, 0, 'VC')!.id, index: 0 });
      expect(pw(s, 0, 'BR')).toBe(8000);
      expect(pw(s, 0, 'VC')).toBe(8000);
      expect(offers(s, { t: 'act' })).toBe(false);
      toOpponentsTurn(s);
      expect(pw(s, 0, 'BR')).toBe(7000);
      expect(pw(s, 0, 'VC')).toBe(7000);
    });
  }

  it('TD07/009 Tear Knight, Cyprus: VG2 10.16.1 only face-up damage cards may pay the Counter Blast', () => {
    const s = scenario({
      at: 'main',
      p0: { vanguard: TD.cyprus, damage: [TD.cadet, { code: TD.cadet, faceDown: true }, TD.theo] },
    });
    answer(s, { t: 'act', card: unitOn(s, 0, 'VC')!.id, index: 0 });
    const d = s.players[0].damage;
    expect(s.decision!.options).toEqual([
      { t: 'card', card: d[0].id },
      { t: 'card', card: d[2].id },
    ]);
    answer(s, { t: 'card', card: d[2].id });
    expect(s.players[0].damage.map((c) => c.up)).toEqual([true, false, false]);
    expect(pw(s, 0, 'VC')).toBe(8000);
  });

  it('TD07/009 Tear Knight, Cyprus: VG2 8.5.2.3 no face-up damage, the ACT is not offered', () => {
    actNotOffered({ vanguard: TD.cyprus, damage: [{ code: TD.cadet, faceDown: true }] });
  });
});

describe('TD07/010 Accelerated Command', () => {
  for (const format of BOTH) {
    it(`TD07/010 Accelerated Command: ${citeEra(format, 'VG2 10.7', 'VG1 10.1.6')} called to (RC), another «Aqua Force» gets +2000 until end of turn [${format}]`, () => {
      const p0 = { vanguard: TD.lazarus, rc: { FL: RP.wingal }, hand: [TD.command] };
      placedGivesAnother(format, p0, TD.command, 'BC', ['VC'], 'VC', 10000);
    });
  }

  it('TD07/010 Accelerated Command: VG2 8.5.4.1.3 no other «Aqua Force», nothing happens', () => {
    placedFindsNone({ vanguard: RP.blasterBlade, hand: [TD.command] }, TD.command, 'BC');
  });
});

describe('TD07/012 Battle Siren, Cynthia', () => {
  const cynthiaBoosts = { vanguard: TD.cadet, rc: { FR: TD.theo, BR: TD.cynthia }, hand: [TD.dolphin] };

  for (const format of BOTH) {
    it(`TD07/012 Battle Siren, Cynthia: ${citeEra(format, 'VG2 10.3', 'VG1 10.1.2')} discard a card when the boosted attack hits, draw a card [${format}]`, () => {
      const p0 = { ...cynthiaBoosts, deck: [TD.coral, ...times(TD.cadet, 5)] };
      boostedHitDiscardDraw({ format, p0, from: 'FR' }, TD.dolphin, [TD.coral]);
    });
  }

  it('TD07/012 Battle Siren, Cynthia: the boosted attack is guarded and misses, nothing triggers', () => {
    boostedAttackGuarded({ p0: cynthiaBoosts, p1: { hand: [RP.stardust] }, from: 'FR' });
  });

  it('TD07/012 Battle Siren, Cynthia: VG2 3.1.1.5.2 declined, hand unchanged', () => {
    boostedHitDeclined({ p0: cynthiaBoosts, from: 'FR' });
  });
});

describe('TD07/013 Battle Siren, Dorothea', () => {
  for (const format of BOTH) {
    it(`TD07/013 Battle Siren, Dorothea: ${citeEra(format, 'VG2 7.1.2.1', null)} boosting an «Aqua Force» vanguard in the third battle, +4000 until end of that battle [${format}]`, () => {
      const s = attackAfter(['FL', 'FR'], {
        format,
        p0: { vanguard: TD.lazarus, rc: { FL: TD.theo, FR: TD.theo, BC: TD.dorothea } },
        from: 'VC',
        boost: true,
      });
      expect(pw(s, 0, 'VC')).toBe(10000 + 6000 + 4000);
    });
  }

  it('TD07/013 Battle Siren, Dorothea: VG2 8.1.1.2.3 boosting the vanguard in the first battle, only the boost', () => {
    const s = boostOnly({ p0: { vanguard: TD.lazarus, rc: { BC: TD.dorothea } }, from: 'VC' }, 16000);
    expect(events(s, 'standby')).toHaveLength(1); // it triggers; its "if" fails on resolution
  });

  it('TD07/013 Battle Siren, Dorothea: boosting a rear-guard in the third battle does not trigger it', () => {
    const s = attackAfter(['VC', 'FR'], {
      p0: { vanguard: TD.lazarus, rc: { FL: TD.theo, FR: TD.theo, BL: TD.dorothea } },
      from: 'FL',
      boost: true,
    });
    expect(pw(s, 0, 'FL')).toBe(14000);
    expect(events(s, 'standby')).toHaveLength(0);
  });

  it('TD07/013 Battle Siren, Dorothea: boosting a «Royal Paladin» vanguard in the third battle does not trigger it', () => {
    const s = attackAfter(['FL', 'FR'], {
      p0: { vanguard: RP.blasterBlade, rc: { FL: TD.theo, FR: TD.theo, BC: TD.dorothea } },
      from: 'VC',
      boost: true,
    });
    expect(pw(s, 0, 'VC')).toBe(15000);
    expect(events(s, 'standby')).toHaveLength(0);
  });
});

describe('VG-TD07 card text', () => {
  const expected: Record<string, string[]> = {
    [TD.xenophon]: ['[AUTO](VC)', '[AUTO](RC)', 'third battle', '+3000', '+1000', '«Aqua Force» vanguard'],
    [TD.dabid]: ['Counter Blast (1)', 'attacks', '+3000'],
    [TD.algos]: ['hits a vanguard', '«Aqua Force» vanguard', 'fourth battle', 'draw a card'],
    [TD.coral]: ['«Aqua Force» vanguard', 'third battle', '+3000'],
    [TD.titan]: ['intercepts', '«Aqua Force» vanguard', 'Shield +5000'],
    [TD.cyprus]: ['[ACT](VC/RC)', 'Counter Blast (1)', '+1000', 'until end of turn'],
    [TD.command]: ['placed on (RC)', 'other «Aqua Force»', '+2000', 'until end of turn'],
    [TD.splash]: ['«Aqua Force» vanguard', 'third battle', '+3000'],
    [TD.cynthia]: ['discard a card', 'boosted', 'draw a card'],
    [TD.dorothea]: ['boosts an «Aqua Force» vanguard', 'third battle', '+4000', 'the boosted unit'],
  };
  readableTexts(expected);
  printedWithoutAbilities('TD07', ['004', '008', '014', '015', '016', '017', '018']);
});
