// Card tests for VG-TD10 "Purgatory Revenger" (Shadow Paladin): every card with abilities in
// src/games/vanguard/cards/abilities/td10.ts is played through real turns (ride, call, attack, boost,
// intercept, search and call, main-phase ACT) and checked against its printed text, including the
// cases where it must do nothing. Lord is VG2 11.8.1 (ver. 1.10 has no Lord clause; the card's reminder
// text applies). Printed without abilities: TD10/004, 009, 013–017.
import { describe, expect, it } from 'vitest';
import { abilitiesOf } from '../../../src/games/vanguard/abilities/registry.ts';
import { cardText } from '../../../src/games/vanguard/abilities/text.ts';
import { unitOn } from '../../../src/games/vanguard/state.ts';
import { answer, events, idOf, prompt, scenario } from '../scenario.ts';
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
  mordred: 'TD10/001', // G3 11000: LB4 CB1 ridden by SP: VG +10000, search a G2-or-less SP, call it, +5000; VC vs VG +2000; Lord
  venomous: 'TD10/002', // G3 10000: LB4 VC vs VG +5000; RC vs VG with SP VG +2000
  arawn: 'TD10/003', // G3 10000, CB1 attack +3000
  rugos: 'TD10/004', // G2 10000 vanilla ("Darkness Revenger, Rugos")
  nullity: 'TD10/005', // G2 9000: RC, Revenger VG: +3000
  bdr: 'TD10/006', // G2 9000: placed VC/RC, Revenger VG, CB2: retire a front-row RG
  koilbau: 'TD10/007', // G2 8000: fewer RGs than the opponent: +3000
  fatalita: 'TD10/008', // G2 8000 shield 5000: intercept +5000 shield with SP VG
  charon: 'TD10/009', // G1 8000 vanilla, no "Revenger" in its name
  baalBerith: 'TD10/010', // G1 7000, ACT CB1 +1000 until end of turn
  transient: 'TD10/011', // G1 7000: RC, Revenger VG: +3000
  branbau: 'TD10/012', // G1 6000: boosts an SP VG with fewer RGs than the opponent: +4000
  fritz: 'TD10/013', // G0 6000 vanilla
} as const;

const RP = { brigitte: 'TD01/001', blasterBlade: 'TD01/005', wingal: 'TD01/009', stardust: 'TD01/012' } as const;

describe('TD10/001 Illusionary Revenger, Mordred Phantom', () => {
  const deck = [TD.arawn, TD.nullity, TD.transient, TD.nullity, RP.wingal, RP.wingal];

  for (const format of BOTH) {
    const lb = format === 'cr201' ? 'VG2 11.6.3.2' : 'VG1 10.2.5.1.2';
    const search = format === 'cr201' ? 'VG2 10.10 VG2 10.7 VG2 10.11' : 'VG1 10.1.9 VG1 10.1.6 VG1 10.1.10';
    it(`TD10/001 Mordred Phantom: ${lb} Limit Break 4, ridden by a «Shadow Paladin», Counter Blast 1: vanguard +10000, ${search} search a grade 2 or less, call it, +5000 until end of turn [${format}]`, () => {
      const s = scenario({
        format,
        at: 'ride',
        p0: { vanguard: TD.mordred, hand: [TD.venomous], damage: times(TD.fritz, 4), deck },
      });
      answer(s, { t: 'ride', card: idOf(s, 0, 'hand', TD.venomous) });
      expect(prompt(s)).toBe('vg.payCost');
      answer(s, { t: 'yes' });
      expect(prompt(s)).toBe('vg.cost.counterBlast');
      answer(s, { t: 'card', card: s.players[0].damage[3].id });
      expect(faceUpDamage(s, 0)).toBe(3);
      expect(pw(s, 0, 'VC')).toBe(20000);
      // Grade 3 Arawn and the «Royal Paladin» cards are not offered; one choice per card name.
      expect(prompt(s)).toBe('vg.search');
      const offered = s.decision!.options.map((o) =>
        o.t === 'none' ? 'none' : s.players[0].deck.find((c) => c.id === (o as unknown as { card: number }).card)!.code,
      );
      expect(offered.sort()).toEqual([TD.nullity, TD.transient, 'none'].sort());
      answer(s, { t: 'card', card: idOf(s, 0, 'deck', TD.transient) });
      expect(prompt(s)).toBe('vg.callTo');
      answer(s, { t: 'unit', seat: 0, circle: 'FR' });
      expect(unitOn(s, 0, 'FR')!.code).toBe(TD.transient);
      expect(pw(s, 0, 'FR')).toBe(12000);
      expect(s.players[0].deck).toHaveLength(5);
      expect(s.players[0].deck.some((c) => c.code === TD.transient)).toBe(false);
      expect(events(s, 'shuffle')).toHaveLength(1);
      expect(prompt(s)).toBe('vg.main');
      toOpponentsTurn(s);
      expect(pw(s, 0, 'VC')).toBe(10000);
      expect(pw(s, 0, 'FR')).toBe(7000);
    });
  }

  it('TD10/001 Mordred Phantom: VG2 10.5.1.1 the Blaster Dark Revenger it calls is placed on (RC), and its own ability triggers', () => {
    const s = scenario({
      at: 'ride',
      p0: { vanguard: TD.mordred, hand: [TD.mordred], damage: times(TD.fritz, 4), deck: [TD.bdr, ...deck] },
      p1: { rc: { FL: RP.wingal } },
    });
    answer(s, { t: 'ride', card: idOf(s, 0, 'hand', TD.mordred) });
    answer(s, { t: 'yes' });
    answer(s, { t: 'card', card: s.players[0].damage[0].id });
    answer(s, { t: 'card', card: idOf(s, 0, 'deck', TD.bdr) });
    answer(s, { t: 'unit', seat: 0, circle: 'FL' });
    expect(pw(s, 0, 'FL')).toBe(14000);
    // Blaster Dark Revenger: a "Revenger" vanguard, [CB2] from the three face-up cards left.
    expect(prompt(s)).toBe('vg.payCost');
    answer(s, { t: 'yes' });
    answer(s, { t: 'card', card: s.players[0].damage[1].id });
    answer(s, { t: 'card', card: s.players[0].damage[2].id });
    answer(s, { t: 'unit', seat: 1, circle: 'FL' });
    expect(unitOn(s, 1, 'FL')).toBeUndefined();
    expect(faceUpDamage(s, 0)).toBe(1);
    expect(prompt(s)).toBe('vg.main');
  });

  it('TD10/001 Mordred Phantom: VG2 10.10.1.1 the search may find nothing; the deck is still shuffled and the vanguard still gets +10000', () => {
    const s = scenario({
      at: 'ride',
      p0: { vanguard: TD.mordred, hand: [TD.mordred], damage: [TD.fritz, ...times(RP.wingal, 3)], deck },
    });
    answer(s, { t: 'ride', card: idOf(s, 0, 'hand', TD.mordred) });
    answer(s, { t: 'yes' });
    answer(s, { t: 'card', card: s.players[0].damage[0].id });
    answer(s, { t: 'none' });
    expect(prompt(s)).toBe('vg.main');
    expect(pw(s, 0, 'VC')).toBe(21000);
    expect(s.players[0].deck).toHaveLength(6);
    expect(events(s, 'shuffle')).toHaveLength(1);
    expect(events(s, 'call')).toHaveLength(0);
  });

  it('TD10/001 Mordred Phantom: VG2 3.1.1.5.2 declining the Counter Blast, nothing at all', () => {
    const s = scenario({
      at: 'ride',
      p0: { vanguard: TD.mordred, hand: [TD.venomous], damage: times(TD.fritz, 4), deck },
    });
    answer(s, { t: 'ride', card: idOf(s, 0, 'hand', TD.venomous) });
    answer(s, { t: 'no' });
    expect(prompt(s)).toBe('vg.main');
    expect(pw(s, 0, 'VC')).toBe(10000);
    expect(faceUpDamage(s, 0)).toBe(4);
    expect(s.players[0].deck).toHaveLength(6);
  });

  it('TD10/001 Mordred Phantom: VG2 8.6.4 four damage all face down — the Limit Break is met but the cost cannot be paid, not asked', () => {
    const down = { code: TD.fritz, faceDown: true };
    const s = scenario({
      at: 'ride',
      p0: { vanguard: TD.mordred, hand: [TD.venomous], damage: [down, down, down, down], deck },
    });
    answer(s, { t: 'ride', card: idOf(s, 0, 'hand', TD.venomous) });
    expect(events(s, 'standby')).toHaveLength(1);
    expect(prompt(s)).toBe('vg.main');
    expect(pw(s, 0, 'VC')).toBe(10000);
  });

  for (const format of BOTH) {
    const lb = format === 'cr201' ? 'VG2 11.6.3.2.1' : 'VG1 10.2.5.1.2.1';
    it(`TD10/001 Mordred Phantom: ${lb} at 3 damage it does not trigger [${format}]`, () => {
      const p0 = { vanguard: TD.mordred, hand: [TD.venomous], damage: times(TD.fritz, 3), deck };
      expect(faceUpDamage(rideWithoutTrigger(format, p0, {}, TD.venomous), 0)).toBe(3);
    });
  }

  it('TD10/001 Mordred Phantom: ridden by a «Royal Paladin» it does not trigger', () => {
    rideWithoutTrigger(
      'cr201',
      { vanguard: TD.mordred, hand: [RP.brigitte], damage: times(TD.fritz, 4), deck },
      {},
      RP.brigitte,
    );
  });

  it('TD10/001 Mordred Phantom: (VC) attacking a vanguard, +2000 until end of that battle; attacking a rear-guard, none', () => {
    const p1 = { rc: { FL: RP.wingal }, hand: [RP.stardust, RP.stardust] };
    attackBonus({ p0: { vanguard: TD.mordred, rc: { FL: TD.nullity } }, p1, from: 'VC' }, 11000, 2000);
    attackNoBonus(
      { p0: { vanguard: TD.mordred }, p1: { rc: { FL: RP.wingal }, hand: [RP.stardust] }, from: 'VC', target: 'FL' },
      11000,
    );
  });

  for (const format of BOTH) {
    it(`TD10/001 Mordred Phantom: ${citeEra(format, 'VG2 11.8.1', null)} Lord — with a «Royal Paladin» unit it cannot attack, with only «Shadow Paladin» it can [${format}]`, () => {
      const no = scenario({
        format,
        at: 'battle',
        p0: { vanguard: TD.mordred, rc: { FR: TD.nullity, BR: RP.wingal } },
      });
      expect(attackers(no)).toEqual(['FR']);
      const ok = scenario({
        format,
        at: 'battle',
        p0: { vanguard: TD.mordred, rc: { FR: TD.nullity, BR: TD.charon } },
      });
      expect(attackers(ok)).toEqual(['VC', 'FR']);
    });
  }
});

describe('TD10/002 Venomous Breath Dragon', () => {
  for (const format of BOTH) {
    const lb = format === 'cr201' ? 'VG2 11.6.3.2' : 'VG1 10.2.5.1.2';
    it(`TD10/002 Venomous Breath Dragon: ${lb} Limit Break 4 (VC) attacking a vanguard, +5000; at 3 damage nothing [${format}]`, () => {
      attackBonus({ format, p0: { vanguard: TD.venomous, damage: times(TD.fritz, 4) }, from: 'VC' }, 10000, 5000);
      attackNoBonus({ format, p0: { vanguard: TD.venomous, damage: times(TD.fritz, 3) }, from: 'VC' }, 10000);
    });
  }

  it('TD10/002 Venomous Breath Dragon: LB4 (VC) attacking a rear-guard, no bonus', () => {
    const p0 = { vanguard: TD.venomous, damage: times(TD.fritz, 4) };
    attackNoBonus({ p0, p1: { rc: { FR: RP.wingal }, hand: [RP.stardust] }, from: 'VC', target: 'FR' }, 10000);
  });

  it('TD10/002 Venomous Breath Dragon: (RC) attacking a vanguard with a «Shadow Paladin» vanguard, +2000; with a «Royal Paladin» one, none', () => {
    attackBonus({ p0: { vanguard: TD.rugos, rc: { FL: TD.venomous } }, from: 'FL' }, 10000, 2000);
    attackNoBonus({ p0: { vanguard: RP.blasterBlade, rc: { FL: TD.venomous } }, from: 'FL' }, 10000);
  });
});

describe('TD10/003 Labyrinth Revenger, Arawn', () => {
  for (const format of BOTH) {
    it(`TD10/003 Arawn: ${citeEra(format, 'VG2 10.16', 'VG1 10.1.15')} Counter Blast 1 when it attacks, +3000 until end of that battle [${format}]`, () => {
      const p0 = { vanguard: TD.rugos, rc: { FL: TD.arawn, FR: TD.charon }, damage: [TD.fritz] };
      counterBlastAttack({ format, p0, p1: { hand: [RP.stardust, RP.stardust] }, from: 'FL' }, 10000);
    });
  }

  it('TD10/003 Arawn: VG2 3.1.1.5.2 declined; VG2 8.6.4 no face-up damage, not asked', () => {
    counterBlastDeclined({ p0: { vanguard: TD.arawn, damage: [TD.fritz] }, from: 'VC' }, 10000);
    attackNoBonus({ p0: { vanguard: TD.arawn, damage: [{ code: TD.fritz, faceDown: true }] }, from: 'VC' }, 10000);
  });
});

describe('TD10/005 Nullity Revenger, Masquerade; TD10/011 Transient Revenger, Masquerade', () => {
  rcBonusWithNamedVanguard(
    [
      [TD.nullity, 'Nullity Revenger, Masquerade', 9000],
      [TD.transient, 'Transient Revenger, Masquerade', 7000],
    ],
    { named: TD.rugos, partner: TD.charon, unnamed: TD.venomous, circle: 'FL' },
    {
      bonus: '(RC) with a vanguard with "Revenger" in its name, +3000 until end of that battle',
      otherVanguard: 'VG2 8.1.1.2.3 a «Shadow Paladin» vanguard without "Revenger" in its name, no bonus',
      onVanguardCircle: 'VG2 3.1.1.3 its (RC) ability does nothing on (VC)',
    },
  );
});

describe('TD10/006 Blaster Dark Revenger', () => {
  for (const format of BOTH) {
    it(`TD10/006 Blaster Dark Revenger: ${citeEra(format, 'VG2 10.7', 'VG1 10.1.6')} called with a "Revenger" vanguard, Counter Blast 2 retires a front-row rear-guard [${format}]`, () => {
      const p0 = { vanguard: TD.rugos, hand: [TD.bdr], damage: times(TD.fritz, 2) };
      const p1 = { rc: { FL: RP.wingal, FR: RP.blasterBlade, BR: RP.stardust } };
      calledRetires(format, p0, p1, TD.bdr, 'FL', ['FL', 'FR'], 'FR');
    });

    it(`TD10/006 Blaster Dark Revenger: ${citeEra(format, 'VG2 10.5.1.1', 'VG1 10.1.4.1.1')} ridden onto (VC) it is itself the "Revenger" vanguard [${format}]`, () => {
      const p0 = { vanguard: TD.charon, hand: [TD.bdr], damage: times(TD.fritz, 2) };
      riddenRetires(format, p0, { rc: { FL: RP.wingal } }, TD.bdr, 'FL');
    });
  }

  it('TD10/006 Blaster Dark Revenger: VG2 8.1.1.2.3 a vanguard without "Revenger" in its name, nothing is asked', () => {
    const p0 = { vanguard: TD.venomous, hand: [TD.bdr], damage: times(TD.fritz, 2) };
    calledWithoutCost(p0, { rc: { FL: RP.wingal } }, TD.bdr, 'FL');
  });

  it('TD10/006 Blaster Dark Revenger: VG2 8.6.4 one face-up damage, not asked; VG2 3.1.1.5.2 declined, nothing retired', () => {
    const p1 = { rc: { FL: RP.wingal } };
    calledWithoutCost(
      { vanguard: TD.rugos, hand: [TD.bdr], damage: [TD.fritz, { code: TD.fritz, faceDown: true }] },
      p1,
      TD.bdr,
      'FL',
    );
    calledCostDeclined({ vanguard: TD.rugos, hand: [TD.bdr], damage: times(TD.fritz, 2) }, p1, TD.bdr, 'FL');
  });
});

describe('TD10/007 Koilbau Revenger', () => {
  for (const format of BOTH) {
    it(`TD10/007 Koilbau Revenger: fewer rear-guards than the opponent, +3000 until end of that battle (RC and VC) [${format}]`, () => {
      const p1 = { rc: { FL: RP.wingal, BL: RP.wingal }, hand: [RP.stardust, RP.stardust] };
      rearGuardThenVanguard({ format, p0: { vanguard: TD.koilbau, rc: { FL: TD.koilbau } }, p1 }, 11000);
    });
  }

  it('TD10/007 Koilbau Revenger: VG2 8.1.1.2.3 as many rear-guards as the opponent, no bonus', () => {
    const p0 = { vanguard: TD.rugos, rc: { FL: TD.koilbau, BL: TD.charon } };
    attackNoBonus({ p0, p1: { rc: { FL: RP.wingal, BL: RP.wingal }, hand: [RP.stardust] }, from: 'FL' }, 8000);
  });
});

describe('TD10/008 Revenger Fortress, Fatalita', () => {
  for (const format of BOTH) {
    it(`TD10/008 Fatalita: ${citeEra(format, 'VG2 11.3.1', 'VG1 10.2.2.1')} intercepting with a «Shadow Paladin» vanguard, Shield +5000 [${format}]`, () => {
      // 10000 + boost 8000 = 18000 against 10000 + 10000: no hit; with a 5000 shield it would hit.
      const p1 = { vanguard: TD.rugos, rc: { FR: TD.fatalita }, hand: [TD.fritz] };
      interceptShield({ format, p0: { vanguard: TD.rugos, rc: { BC: TD.charon } }, p1, from: 'VC' }, 'FR');
    });
  }

  it('TD10/008 Fatalita: VG2 8.1.1.2.3 with a «Royal Paladin» vanguard, Shield stays 5000', () => {
    const p1 = { vanguard: RP.blasterBlade, rc: { FR: TD.fatalita }, hand: [TD.fritz] };
    interceptShieldOtherClan({ p0: { vanguard: TD.rugos, rc: { BC: TD.charon } }, p1, from: 'VC' }, 'FR');
  });
});

describe('TD10/010 Sacrilege Revenger, Baal-berith', () => {
  for (const format of BOTH) {
    it(`TD10/010 Baal-berith: ${citeEra(format, 'VG2 8.5.2.3', 'VG1 8.5.2.3')} [ACT] Counter Blast 1, +1000 until end of turn (${citeEra(format, 'VG2 6.8.1.4', 'VG1 6.8.1.2')}) [${format}]`, () => {
      actPowerUntilEndOfTurn(format, { vanguard: TD.rugos, rc: { FR: TD.baalBerith }, damage: [TD.fritz] }, 'FR', 7000);
    });
  }

  it('TD10/010 Baal-berith: VG2 8.5.2.3 no face-up damage, not offered', () => {
    actNotOffered({ vanguard: TD.baalBerith, damage: [{ code: TD.fritz, faceDown: true }] });
  });
});

describe('TD10/012 Branbau Revenger', () => {
  for (const format of BOTH) {
    it(`TD10/012 Branbau Revenger: boosting a «Shadow Paladin» vanguard with fewer rear-guards than the opponent, +4000 until end of that battle [${format}]`, () => {
      const p1 = { rc: { FL: RP.wingal, FR: RP.wingal }, hand: [RP.stardust] };
      attackBonus(
        { format, p0: { vanguard: TD.rugos, rc: { BC: TD.branbau } }, p1, from: 'VC', boost: true },
        10000,
        6000 + 4000,
      );
    });
  }

  it('TD10/012 Branbau Revenger: VG2 8.1.1.2.3 as many rear-guards as the opponent (itself counts), only the boost', () => {
    const p1 = { rc: { FL: RP.wingal }, hand: [RP.stardust] };
    boostOnly({ p0: { vanguard: TD.rugos, rc: { BC: TD.branbau } }, p1, from: 'VC' }, 16000);
  });

  it('TD10/012 Branbau Revenger: boosting a rear-guard does not trigger it', () => {
    const p0 = { vanguard: TD.rugos, rc: { FL: TD.charon, BL: TD.branbau } };
    const p1 = { rc: { FL: RP.wingal, FR: RP.wingal, BL: RP.wingal }, hand: [RP.stardust] };
    expect(events(boostOnly({ p0, p1, from: 'FL' }, 14000), 'standby')).toHaveLength(0);
  });
});

describe('VG-TD10 card text', () => {
  const expected: Record<string, string[]> = {
    [TD.mordred]: [
      'Limit Break 4',
      'Counter Blast (1)',
      '«Shadow Paladin» unit rides this unit',
      '+10000',
      'search your deck',
      'grade 2 or less «Shadow Paladin»',
      'call it to (RC)',
      '+2000',
      'Lord',
    ],
    [TD.venomous]: ['Limit Break 4', '+5000', '«Shadow Paladin» vanguard', '+2000'],
    [TD.arawn]: ['Counter Blast (1)', '+3000'],
    [TD.nullity]: ['[AUTO](RC)', '"Revenger"', '+3000'],
    [TD.bdr]: ['(VC) or (RC)', '"Revenger"', 'Counter Blast (2)', 'front row', 'retire'],
    [TD.koilbau]: ['your rear-guards', "your opponent's rear-guards", 'less than', '+3000'],
    [TD.fatalita]: ['intercepts', '«Shadow Paladin» vanguard', 'Shield +5000'],
    [TD.baalBerith]: ['[ACT](VC/RC)', 'Counter Blast (1)', '+1000', 'until end of turn'],
    [TD.transient]: ['[AUTO](RC)', '"Revenger"', '+3000'],
    [TD.branbau]: ['boosts a «Shadow Paladin» vanguard', 'less than', '+4000'],
  };
  readableTexts(expected);

  // The engine gives the called unit +5000; the text must say so.
  it('TD10/001 Mordred Phantom: the text says the called unit gets Power +5000 until end of turn', () => {
    expect(cardText(abilitiesOf(TD.mordred))).toMatch(/call it to \(RC\).*\+5000 until end of turn/);
  });

  printedWithoutAbilities('TD10', ['004', '009', '013', '014', '015', '016', '017']);
});
