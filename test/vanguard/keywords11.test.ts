// Rules tests for the keyword abilities of VG2 section 11 other than the "active while" ones (those are in
// keywords11Gates.test.ts): drive abilities (11.2.2), Boost (11.4), Restraint (11.5), Lord (11.8), Sentinel
// (11.9), Rescue (11.17), Bloom (11.38) and Nitou Kaigan (11.41). Vanilla trial-deck cards get test-only
// abilities with `withTestAbilities` (undone after each test).
import { describe, expect, it } from 'vitest';
import { eventsFor } from '../../src/core/engine.ts';
import {
  act,
  auto,
  cont,
  type Ability,
  type Effect,
  power,
  thisUnit,
  yourVanguard,
} from '../../src/games/vanguard/abilities/dsl.ts';
import { abilityText } from '../../src/games/vanguard/abilities/text.ts';
import { cardByCode, deckById, expandDeck } from '../../src/games/vanguard/cards/cardPool.ts';
import type { CardRecord } from '../../src/games/vanguard/cards/cardRecord.ts';
import { drive } from '../../src/games/vanguard/characteristics.ts';
import { validateDeck } from '../../src/games/vanguard/deckRules.ts';
import { CR201 } from '../../src/games/vanguard/formats.ts';
import type { VGState } from '../../src/games/vanguard/state.ts';
import { attack, attackers, BOTH, codes, deck, endGuard, playAct, pw, unit } from './cards/helpers.ts';
import { answer, events, idOf, prompt, scenario } from './scenario.ts';
import { testOnlyAbilities } from './testAbilities.ts';

// Trial-deck cards (stats in data/vanguard/original-td.cards.json).
const KING = 'TD03/004'; // King of Sword, g2 10000 «Nova Grappler», Intercept, vanilla
const TOUGH = 'TD03/007'; // Tough Boy, g1 8000 «Nova Grappler», Boost, vanilla
const GARETH = 'TD05/008'; // g1 8000 «Gold Paladin», Boost, vanilla
const BEAUMAINS = 'TD05/004'; // g2 10000 «Gold Paladin», vanilla
const BAHR = 'TD02/007'; // g1 8000 «Kagero», Boost, vanilla
const MARRON = 'TD01/008'; // g1 8000 «Royal Paladin», vanilla: the decks' filler
const OVERLORD = 'TD02/001'; // g3 11000 «Kagero», Twin Drive!! (its own abilities are replaced in these tests)
const LIBERATOR = 'TD08/001'; // g3 11000 «Gold Paladin», Lord
const STARDUST = 'TD01/012'; // g0 6000: a guardian for any vanguard in either format

const { give } = testOnlyAbilities();

/** A cost-free [ACT](VC) with these effects. */
const actDo = (...effects: Effect[]): Ability => act({ zones: ['VC'], cost: [], effects });

/** The kinds of the game's events so far, in order, of the given kinds. */
function trace(s: VGState, kinds: string[]): string[] {
  return (s.log ?? []).map((l) => l.e.t).filter((t) => kinds.includes(t));
}

describe('Boost, a keyword that is an action (VG2 11.1, 11.4)', () => {
  for (const format of BOTH) {
    it(`VG2 11.1 / VG2 11.4 / VG2 11.4.1 / VG1 10.2.3.1 only a unit with Boost in the attacker's column may boost, and adds its power (${format})`, () => {
      // Behind the vanguard a Boost unit; behind FL a grade 2 without Boost; FR's booster is in another column.
      const s = scenario({
        format,
        at: 'battle',
        p0: { vanguard: KING, rc: { BC: TOUGH, FL: KING, BL: KING, FR: KING }, deck: deck([]) },
        p1: { hand: [STARDUST], deck: deck([]) }, // the battle waits at the guard step while the power is read
      });
      attack(s, 'FL', 'VC');
      expect(events(s, 'boost')).toHaveLength(0); // no Boost behind FL: not even asked
      expect(pw(s, 0, 'FL')).toBe(10000);
      endGuard(s);
      expect(prompt(s)).toBe('vg.attack');
      attack(s, 'FR', 'VC');
      expect(events(s, 'boost')).toHaveLength(0); // the vanguard's booster is not in FR's column
      endGuard(s);
      attack(s, 'VC', 'VC', true);
      expect(events(s, 'boost')).toEqual([{ t: 'boost', seat: 0, circle: 'BC' }]);
      expect(unit(s, 0, 'BC').rested).toBe(true);
      expect(pw(s, 0, 'VC')).toBe(10000 + 8000);
    });
  }
});

describe('drive abilities (VG2 11.2)', () => {
  /** Overlord (printed Twin Drive!!) with an [ACT] that gives it a drive ability until end of turn. */
  const getsDrive = (skill: 'twinDrive' | 'tripleDrive'): Ability =>
    actDo({
      do: 'grant',
      target: thisUnit,
      ability: cont({ effect: { cont: 'driveAbility', skill } }),
      until: 'turn',
    });

  it('VG2 11.2.2 / VG2 11.2.4 / VG2 11.2.4.1 / VG2 10.21.1 a Twin Drive!! unit that gets Triple Drive!!! drive checks three times, not four', () => {
    const a = getsDrive('tripleDrive');
    give(OVERLORD, [a]);
    expect(abilityText(a)).toBe('[ACT](VC):This unit gets "Triple Drive!!!" until end of turn.');
    const s = scenario({ at: 'main', p0: { vanguard: OVERLORD, deck: deck([]) }, p1: { deck: deck([]) } });
    expect(drive(unit(s, 0, 'VC'))).toBe(2);
    playAct(s, 0, unit(s, 0, 'VC').id, 0);
    expect(drive(unit(s, 0, 'VC'))).toBe(3);
    answer(s, { t: 'pass' });
    attack(s, 'VC', 'VC');
    expect(events(s, 'driveCheck')).toHaveLength(3);
  });

  it('VG2 11.2.2 / VG2 11.2.3.1 two Twin Drive!! (printed and got) are equal bonuses: only one is in effect, drive 2', () => {
    give(OVERLORD, [getsDrive('twinDrive')]);
    const s = scenario({ at: 'main', p0: { vanguard: OVERLORD, deck: deck([]) }, p1: { deck: deck([]) } });
    playAct(s, 0, unit(s, 0, 'VC').id, 0);
    expect(drive(unit(s, 0, 'VC'))).toBe(2);
    answer(s, { t: 'pass' });
    attack(s, 'VC', 'VC');
    expect(events(s, 'driveCheck')).toHaveLength(2);
  });

  it('VG2 11.2.3.1 / VG2 10.21.2 / VG2 10.21.3 a unit that lost Twin Drive!! and then gets it again drives twice; lost after it got it, once', () => {
    const lose: Effect = { do: 'loseSkill', target: thisUnit, skill: 'twinDrive', until: 'turn' };
    const get = getsDrive('twinDrive');
    give(OVERLORD, [actDo(lose), get]);
    const s = scenario({ at: 'main', p0: { vanguard: OVERLORD, deck: deck([]) }, p1: { deck: deck([]) } });
    const id = unit(s, 0, 'VC').id;
    playAct(s, 0, id, 0);
    expect(drive(unit(s, 0, 'VC'))).toBe(1);
    playAct(s, 0, id, 1);
    expect(drive(unit(s, 0, 'VC'))).toBe(2);
    playAct(s, 0, id, 0);
    expect(drive(unit(s, 0, 'VC'))).toBe(1);
  });
});

describe('Restraint (VG2 11.5)', () => {
  it('VG2 11.1 / VG2 11.5 / VG2 11.5.1 a unit with Restraint cannot be chosen as an attacking unit', () => {
    const a = cont({ zones: ['VC', 'RC'], effect: { cont: 'restraint' } });
    give(KING, [a]);
    expect(abilityText(a)).toBe('[CONT](VC/RC):Restraint (this unit cannot attack).');
    const s = scenario({ at: 'battle', p0: { vanguard: TOUGH, rc: { FL: KING, FR: GARETH }, deck: deck([]) } });
    expect(attackers(s)).toEqual(['VC', 'FR']);

    // With only restrained units standing there is no attacker, so no battle begins (VG2 7.3.1.3).
    const none = scenario({
      at: 'battle',
      p0: { vanguard: { code: TOUGH, rested: true }, rc: { FL: KING }, deck: deck([]) },
    });
    expect(prompt(none)).not.toBe('vg.attack');
    expect(events(none, 'battle')).toHaveLength(0);
  });

  it('VG2 11.5.1 / VG2 3.1.1.3 Restraint marked (RC) does not stop the same card attacking as the vanguard', () => {
    give(KING, [cont({ zones: ['RC'], effect: { cont: 'restraint' } })]);
    const s = scenario({ at: 'battle', p0: { vanguard: KING, rc: { FL: KING }, deck: deck([]) } });
    expect(attackers(s)).toEqual(['VC']);
  });
});

describe('Lord (VG2 11.8)', () => {
  for (const format of BOTH) {
    it(`VG2 11.8 / VG2 11.8.1 / VG2 8.7.1.2 Lord compares clans after "this unit is also a «clan»": such a unit does not stop the Lord (${format})`, () => {
      give(BAHR, [cont({ zones: ['RC'], effect: { cont: 'alsoClan', clan: 'Gold Paladin' } })]);
      const s = scenario({
        format,
        at: 'battle',
        p0: { vanguard: LIBERATOR, rc: { FL: GARETH, BL: BAHR }, deck: deck([]) },
      });
      expect(attackers(s)).toEqual(['FL', 'VC']);
      // A «Kagero» without that ability stops it.
      const plain = scenario({
        format,
        at: 'battle',
        p0: { vanguard: LIBERATOR, rc: { FL: GARETH, BL: 'TD02/004' }, deck: deck([]) },
      });
      expect(attackers(plain)).toEqual(['FL']);
    });
  }
});

describe('Sentinel (VG2 11.9)', () => {
  // Synthetic Sentinel cards (the built-in pool has none), each with its own name.
  const sentinels = new Map<string, CardRecord>(
    [1, 2, 3, 4, 5].map((n) => {
      const card: CardRecord = {
        ...cardByCode(BEAUMAINS)!,
        code: `TEST/S${n}`,
        name: `Test Sentinel ${n}`,
        sentinel: true,
      };
      return [card.code, card];
    }),
  );
  const lookup = (code: string) => sentinels.get(code) ?? cardByCode(code);
  /** The TD05 trial deck with its first `n` cards without a trigger replaced by sentinels. */
  const deckWith = (n: number): string[] => {
    const codes = expandDeck(deckById('TD05')!);
    let left = n;
    return codes.map((c) => (left > 0 && !cardByCode(c)!.trigger ? `TEST/S${n - --left}` : c));
  };

  it('VG2 11.9 / VG2 11.9.1 a deck may hold four cards with Sentinel, not five', () => {
    expect(deckWith(4)).toHaveLength(50);
    expect(validateDeck(deckWith(4), CR201, lookup)).toEqual([]);
    expect(validateDeck(deckWith(5), CR201, lookup).map((p) => p.message)).toEqual([
      'deck has 5 cards with Sentinel; at most 4 are allowed (VG2 5.2.2.5)',
    ]);
  });
});

describe('Rescue (VG2 11.17)', () => {
  const rescue = (n: number): Ability => actDo({ do: 'rescue', n }, power(yourVanguard, 5000, 'turn'));

  for (const format of BOTH) {
    it(`VG2 11.17 / VG2 11.17.1 / VG2 11.17.1.1 / VG2 10.8.1 / VG2 10.33.1 Rescue 1: the chosen damage card is healed, then one damage is dealt to your vanguard and damage checked (${format})`, () => {
      const a = rescue(1);
      give(KING, [a]);
      expect(abilityText(a)).toBe(
        '[ACT](VC):Rescue 1 (choose one card from your damage zone, heal it, and deal one damage to your vanguard), and your vanguard gets Power +5000 until end of turn.',
      );
      const s = scenario({
        format,
        at: 'main',
        p0: { vanguard: KING, damage: [MARRON, BAHR], deck: deck([TOUGH]) },
        p1: { deck: deck([]) },
      });
      playAct(s, 0, unit(s, 0, 'VC').id, 0);
      expect(prompt(s)).toBe('vg.rescue');
      answer(s, { t: 'card', card: idOf(s, 0, 'damage', BAHR) });
      expect(prompt(s)).toBe('vg.main');
      expect(codes(s.players[0].drop)).toEqual([BAHR]);
      expect(codes(s.players[0].damage)).toEqual([MARRON, TOUGH]); // the damage check's card
      expect(trace(s, ['heal', 'damage', 'damageCheck'])).toEqual(['heal', 'damage', 'damageCheck']);
      expect(events(s, 'damage')).toEqual([{ t: 'damage', seat: 0, amount: 1 }]);
      expect(pw(s, 0, 'VC')).toBe(15000); // the rest of the ability resolved too
    });
  }

  it('VG2 11.17.1.1 / VG2 10.33.2 Rescue 2 with one damage card heals it and deals two damage, checked in the damage process after the ability', () => {
    give(KING, [rescue(2)]);
    const s = scenario({ at: 'main', p0: { vanguard: KING, damage: [BAHR], deck: deck([TOUGH, GARETH]) } });
    playAct(s, 0, unit(s, 0, 'VC').id, 0);
    expect(prompt(s)).toBe('vg.main'); // nothing to choose: the only card is healed
    expect(codes(s.players[0].drop)).toEqual([BAHR]);
    expect(codes(s.players[0].damage)).toEqual([TOUGH, GARETH]);
    // The damage checks come after the whole ability (its Power +5000) has resolved.
    const kinds = trace(s, ['heal', 'damage', 'modify', 'damageCheck']);
    expect(kinds).toEqual(['heal', 'damage', 'modify', 'damageCheck', 'damageCheck']);
  });
});

describe('Bloom and Nitou Kaigan triggers (VG2 11.38, 11.41)', () => {
  it('VG2 11.38 / VG2 11.38.1 Bloom: "when your other «Gold Paladin» is placed on (RC)" triggers for another such unit, not for itself or another clan', () => {
    const bloom = auto({
      zones: ['RC'],
      trigger: { on: 'yourUnitPlaced', filter: { clan: 'Gold Paladin', other: true } },
      effects: [power(thisUnit, 3000, 'turn')],
    });
    give(GARETH, [bloom]);
    const s = scenario({
      at: 'main',
      p0: { vanguard: KING, rc: { FL: GARETH }, hand: [BEAUMAINS, BAHR, GARETH], deck: deck([]) },
    });
    answer(s, { t: 'call', card: idOf(s, 0, 'hand', BAHR), circle: 'BL' });
    expect(pw(s, 0, 'FL')).toBe(8000);
    answer(s, { t: 'call', card: idOf(s, 0, 'hand', BEAUMAINS), circle: 'FR' });
    expect(pw(s, 0, 'FL')).toBe(11000);
    answer(s, { t: 'call', card: idOf(s, 0, 'hand', GARETH), circle: 'BR' });
    expect(pw(s, 0, 'FL')).toBe(14000); // the first Gareth again …
    expect(pw(s, 0, 'BR')).toBe(8000); // … but not the one placed
  });

  it('VG2 11.41 / VG2 11.41.1 Nitou Kaigan: "when this unit is boosted by «Tough Boy»" and "when this unit boosts «King of Sword»" both trigger on that boost', () => {
    const boostedBy = auto({
      zones: ['RC'],
      trigger: { on: 'boostedBy', booster: { name: 'Tough Boy' } },
      effects: [power(thisUnit, 5000, 'battle')],
    });
    const boosts = auto({
      zones: ['RC'],
      trigger: { on: 'boosts', boosted: { name: 'King of Sword' } },
      effects: [power(thisUnit, 1000, 'battle')],
    });
    give(KING, [boostedBy]);
    give(TOUGH, [boosts]);
    expect(abilityText(boostedBy)).toBe(
      '[AUTO](RC):When this unit is boosted by a unit named "Tough Boy", this unit gets Power +5000 until end of that battle.',
    );
    const s = scenario({
      at: 'battle',
      p0: { vanguard: MARRON, rc: { FL: KING, BL: TOUGH, FR: KING, BR: GARETH }, deck: deck([]) },
      p1: { hand: [MARRON], deck: deck([]) },
    });
    attack(s, 'FL', 'VC', true);
    expect([prompt(s), s.decision!.seat]).toEqual(['vg.playAuto', 0]); // both wait; their master picks the order
    expect(s.standby.map((x) => x.code).sort()).toEqual([KING, TOUGH]);
    answer(s, s.decision!.options[0] as never);
    expect(pw(s, 0, 'FL')).toBe(10000 + 5000 + 8000 + 1000);
    endGuard(s);
    for (let i = 0; i < 10 && prompt(s) !== 'vg.attack'; i++) answer(s, s.decision!.options[0] as never);
    attack(s, 'FR', 'VC', true); // boosted by Gareth: no trigger
    expect(pw(s, 0, 'FR')).toBe(10000 + 8000);
  });
});

describe('Revelation (VG2 11.20)', () => {
  const revelation = (circle: 'VC' | 'RC'): Ability =>
    auto({ zones: [circle], trigger: { on: 'placed', circles: [circle] }, effects: [{ do: 'revelation' }] });

  it('VG2 11.20 / VG2 11.20.1 / VG2 11.20.2 Revelation-(RC): look at the top card, you may soul it, and if you do rest one of your standing rear-guards', () => {
    const a = revelation('RC');
    give(TOUGH, [a]);
    expect(abilityText(a)).toBe(
      '[AUTO](RC):When this unit is placed on (RC), Revelation (look at the top card of your deck, you may put it into your soul, and if you do, choose one of your standing rear-guards, and rest it).',
    );
    const start = () =>
      scenario({
        at: 'main',
        p0: { vanguard: KING, rc: { FL: KING, FR: { code: KING, rested: true } }, hand: [TOUGH], deck: deck([BAHR]) },
      });
    const s = start();
    answer(s, { t: 'call', card: idOf(s, 0, 'hand', TOUGH), circle: 'BL' });
    expect(prompt(s)).toBe('vg.optional');
    const top = s.players[0].deck.at(-1)!;
    expect(s.decision!.looking).toEqual([top.id]);
    // Only its master sees the card.
    expect(eventsFor(s, 0).filter((e) => e.t === 'look')).toEqual([
      { t: 'look', seat: 0, cards: [{ id: top.id, code: BAHR }] },
    ]);
    expect(eventsFor(s, 1).filter((e) => e.t === 'look')).toEqual([{ t: 'look', seat: 0, n: 1 }]);
    answer(s, { t: 'yes' });
    expect(codes(s.players[0].soul)).toEqual([BAHR]);
    expect(s.decision!.options).toEqual([
      { t: 'unit', seat: 0, circle: 'FL' },
      { t: 'unit', seat: 0, circle: 'BL' },
    ]);
    answer(s, { t: 'unit', seat: 0, circle: 'FL' });
    expect(unit(s, 0, 'FL').rested).toBe(true);
    expect(prompt(s)).toBe('vg.main');

    const no = start();
    answer(no, { t: 'call', card: idOf(no, 0, 'hand', TOUGH), circle: 'BL' });
    answer(no, { t: 'no' });
    expect(no.players[0].soul).toHaveLength(0);
    expect(no.players[0].deck.at(-1)!.code).toBe(BAHR);
    expect([unit(no, 0, 'FL').rested, unit(no, 0, 'BL').rested]).toEqual([false, false]);
    expect(prompt(no)).toBe('vg.main');
  });

  it('VG2 11.20.2.1 Revelation-(VC) with every rear-guard resting: the card goes to the soul and nothing is rested', () => {
    give(TOUGH, [revelation('VC')]);
    const s = scenario({
      at: 'ride',
      p0: { vanguard: STARDUST, rc: { FL: { code: KING, rested: true } }, hand: [TOUGH], deck: deck([BAHR]) },
    });
    answer(s, { t: 'ride', card: idOf(s, 0, 'hand', TOUGH) });
    answer(s, { t: 'yes' });
    expect(codes(s.players[0].soul)).toEqual([STARDUST, BAHR]);
    expect(prompt(s)).toBe('vg.main');
  });
});
