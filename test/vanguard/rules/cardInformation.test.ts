// Vanguard rules tests — card information: name, clan and nation, grade, power, shield, icons, text (both versions section 2).
// Gathered by rules topic from the batch-named files cardInformation.test.ts, giftAccel.test.ts, imaginaryGift.test.ts, rules2and3.test.ts, rules2to6.test.ts, rulesVG1.test.ts, triggers.test.ts, ver110.test.ts.

import { describe, expect, it } from 'vitest';
import { act } from '../../../src/core/engine.ts';
import { IllegalAnswer } from '../../../src/core/errors.ts';
import type { Seat } from '../../../src/core/types.ts';
import { type CardFilter, cont, power, thisUnit } from '../../../src/games/vanguard/abilities/dsl.ts';
import { nonNumeric } from '../../../src/games/vanguard/abilities/layers.ts';
import { abilitiesOf, cardsWithAbilities } from '../../../src/games/vanguard/abilities/registry.ts';
import { abilityText, cardText } from '../../../src/games/vanguard/abilities/text.ts';
import {
  allCards,
  cardByCode,
  deckById,
  expandDeck,
  parseCardFile,
  requireCard,
  withTestCards,
} from '../../../src/games/vanguard/cards/cardPool.ts';
import type { CardRecord } from '../../../src/games/vanguard/cards/cardRecord.ts';
import { vanguardCatalog } from '../../../src/games/vanguard/catalog.ts';
import * as vanguardCharacteristics from '../../../src/games/vanguard/characteristics.ts';
import { critical, drive, shield } from '../../../src/games/vanguard/characteristics.ts';
import { validateDeck } from '../../../src/games/vanguard/deckRules.ts';
import { CR110, CR201, type FormatId } from '../../../src/games/vanguard/formats.ts';
import { type Card, type Circle, unitOn, type VGState } from '../../../src/games/vanguard/state.ts';
import { attack, BOTH, cite, crit, deck, endGuard, guardianShield, pw, unit } from '../cards/helpers.ts';
import { answer, C, events, idOf, offers, type PlayerSpec, prompt, scenario, setMods, timings } from '../scenario.ts';
import { actDo, retireOneForItsPower, testOnlyAbilities } from '../testAbilities.ts';
import { paladinRecord, useTestCards } from '../testCards.ts';

const { give, afterTest } = testOnlyAbilities();

const GALLATIN = C.gallatin; // g2 «Royal Paladin» (United Sanctuary) <Human>, vanilla

const MARRON = C.marron; // g1 «Royal Paladin» <Giant>, vanilla

const NEHALEM = C.nehalem; // g2 «Kagero» (Dragon Empire) <Human>, vanilla

const KING = 'TD03/004'; // King of Sword, g2 «Nova Grappler» (Star Gate) <Battleroid>, vanilla

const STARDUST = C.stardust; // g0 «Royal Paladin» <Angel>, vanilla: the vanguard carrying the [CONT]s

/** A vanilla grade 1 record, as the test records below change it. */
function record(code: string, over: Partial<CardRecord>): CardRecord {
  return { ...cardByCode(MARRON)!, code, name: `Test ${code}`, ...over };
}

/** "[CONT](VC): Your units matching `filter` get Power +1000." on the vanguard. */
function boostAll(filter: CardFilter): string {
  const a = cont({ zones: ['VC'], effect: { cont: 'unitsModify', filter, stat: 'power', n: 1000 } });
  give(STARDUST, [a]);
  return abilityText(a);
}

const ACCEL = 'TEST-IGA/001';

const ACCEL2 = 'TEST-IGA/002';

const FORCE = 'TEST-IGA/003';

const FRONT = 'TEST-IGA/004';

function giftCard(code: string, name: string, gift: 'force' | 'accel'): CardRecord {
  return paladinRecord(code, name, {
    grade: 3,
    power: 11000,
    shield: null,
    unitType: 'normal',
    skills: ['twinDrive'],
    gift,
  });
}

const TOUGH = 'TD03/007'; // Tough Boy, g1 8000 «Nova Grappler», shield 5000

const GARETH = 'TD05/008'; // Knight of Elegant Skills, Gareth, g1 8000 «Gold Paladin»

const GARETH_TD08 = 'TD08/009'; // the same card in another trial deck

/** TESTS ONLY: print `patch` on the card `code` until the test ends (the pool lacks such a card). */
function withRecord(code: string, patch: Partial<CardRecord>): void {
  const rec = requireCard(code);
  const before = { ...rec };
  Object.assign(rec, patch);
  afterTest(() => Object.assign(rec, before));
}

function playAct(s: VGState, seat: 0 | 1, circle: 'VC' | 'FL', index = 0): void {
  expect(prompt(s)).toBe('vg.main');
  answer(s, { t: 'act', card: unit(s, seat, circle).id, index });
}

/** Answer decisions with pass/no/done (else the first option) until `done` holds. */
function playOn(s: VGState, done: () => boolean): void {
  for (let i = 0; i < 30 && !done() && s.decision; i++) {
    const o = s.decision.options.find((x) => ['pass', 'no', 'done'].includes(x.t)) ?? s.decision.options[0];
    answer(s, o as never);
  }
  expect(done()).toBe(true);
}

// The nation of each clan of the trial decks, as the table of 2.15.4 gives it.
const NATION_OF_CLAN: Record<string, string> = {
  'Royal Paladin': 'United Sanctuary',
  'Oracle Think Tank': 'United Sanctuary',
  'Shadow Paladin': 'United Sanctuary',
  'Gold Paladin': 'United Sanctuary',
  Kagero: 'Dragon Empire',
  Narukami: 'Dragon Empire',
  'Nova Grappler': 'Star Gate',
  'Aqua Force': 'Magallanica',
};

const NATIONS = ['United Sanctuary', 'Dragon Empire', 'Star Gate', 'Dark Zone', 'Magallanica', 'Zoo'];

const BEAUMAINS = 'TD05/004'; // vanilla g2 10000 «Gold Paladin»

const TD01 = expandDeck(deckById('TD01')!);

// From the former cardInformation.test.ts:
// Rules tests for the card information abilities refer to: race (VG2 2.3, VG1 2.3), nation (VG2 2.15, 2.15.4),
// "Sentinels" (VG2 11.9.2), deck construction abilities (VG2 5.1.2, VG1 5.1.2.5) and a Gyze card hidden in a deck
// (VG2 12.10.1.1). Vanilla trial-deck cards get test-only abilities, and test-only records stand in for the cards
// the pool lacks (no Sentinel, no card without a clan, no Gyze card); both are undone after each test.

describe('race (VG2 2.3, VG1 2.3)', () => {
  for (const format of BOTH) {
    it(`VG2 2.3.1.1 / VG2 2.3.1.2 / VG1 2.3 / VG1 2.3.1 / VG1 2.3.1.1 / VG1 2.3.1.2: "your <Human> units" reads each card's race, whatever its clan, and the text writes the race as <(race name)> (${format})`, () => {
      const text = boostAll({ race: 'Human' });
      expect(text).toBe('[CONT](VC):Your <Human> units get Power +1000.');
      const s = scenario({
        format,
        at: 'main',
        p0: { vanguard: STARDUST, rc: { FL: GALLATIN, FR: MARRON, BL: NEHALEM }, deck: deck([]) },
        p1: { deck: deck([]) },
      });
      expect(pw(s, 0, 'FL')).toBe(10000 + 1000); // <Human> «Royal Paladin»
      expect(pw(s, 0, 'BL')).toBe(10000 + 1000); // <Human> «Kagero»
      expect(pw(s, 0, 'FR')).toBe(8000); // <Giant>
      expect(pw(s, 0, 'VC')).toBe(6000); // <Angel>
    });
  }
});

describe('nation (VG2 2.15)', () => {
  const ICONLESS_OTT = 'TEST-CI/001'; // «Oracle Think Tank», no nation icon
  const ICONLESS_OTHER = 'TEST-CI/002'; // a clan the table does not list, no nation icon
  const CRAY = 'TEST-CI/003'; // «Cray Elemental», no nation icon
  const ODD_ICON = 'TEST-CI/004'; // «Royal Paladin» printed with an icon that is none of the six
  const CLANLESS_DE = 'TEST-CI/005'; // a Dragon Empire icon and no clan
  const CLANLESS_TRIGGER = 'TEST-CI/006'; // a Dragon Empire icon, no clan, a critical trigger

  function useRecords(): void {
    const crit = cardByCode(C.critKagero)!;
    afterTest(
      withTestCards([
        record(ICONLESS_OTT, { clan: 'Oracle Think Tank', nation: '' }),
        record(ICONLESS_OTHER, { clan: 'Test Clan', nation: '' }),
        record(CRAY, { clan: 'Cray Elemental', nation: '' }),
        record(ODD_ICON, { nation: 'Test Icon' }),
        record(CLANLESS_DE, { clan: '', nation: 'Dragon Empire' }),
        { ...crit, code: CLANLESS_TRIGGER, name: 'Test Clanless Trigger', clan: '', nation: 'Dragon Empire' },
      ]),
    );
  }

  it('VG2 2.15.2 / VG2 2.15.4 / VG2 2.15.4.1: "your United Sanctuary units" reads the nation icon, else the clan\'s nation from the table; no icon and no listed clan is no nation', () => {
    useRecords();
    const text = boostAll({ nation: 'United Sanctuary' });
    expect(text).toBe('[CONT](VC):Your United Sanctuary units get Power +1000.');
    const s = scenario({
      at: 'main',
      p0: {
        vanguard: STARDUST,
        rc: { FL: GALLATIN, FR: NEHALEM, BL: KING, BC: ICONLESS_OTT, BR: ICONLESS_OTHER },
        deck: deck([]),
      },
      p1: { deck: deck([]) },
    });
    expect(pw(s, 0, 'FL')).toBe(10000 + 1000); // the United Sanctuary icon
    expect(pw(s, 0, 'FR')).toBe(10000); // Dragon Empire
    expect(pw(s, 0, 'BL')).toBe(10000); // Star Gate
    expect(pw(s, 0, 'BC')).toBe(8000 + 1000); // 2.15.4: «Oracle Think Tank» belongs to United Sanctuary
    expect(pw(s, 0, 'BR')).toBe(8000); // 2.15.4.1: no icon and a clan of no nation
  });

  it('VG2 2.15.2 / VG2 2.15.3.1 / VG2 2.2.5: a «Cray Elemental» card is from every nation; an icon that is none of the six is no nation, even for a «Royal Paladin»', () => {
    useRecords();
    boostAll({ nation: 'United Sanctuary' });
    const s = scenario({
      at: 'main',
      p0: { vanguard: STARDUST, rc: { FL: CRAY, FR: ODD_ICON }, deck: deck([]) },
      p1: { deck: deck([]) },
    });
    expect(pw(s, 0, 'FL')).toBe(8000 + 1000);
    expect(pw(s, 0, 'FR')).toBe(8000);
  });

  it('VG2 2.15.4: a card with no nation icon made "also a «Oracle Think Tank»" belongs to United Sanctuary through that clan', () => {
    useRecords();
    boostAll({ nation: 'United Sanctuary' });
    give(ICONLESS_OTHER, [cont({ effect: { cont: 'alsoClan', clan: 'Oracle Think Tank' } })]);
    const s = scenario({
      at: 'main',
      p0: { vanguard: STARDUST, rc: { FL: ICONLESS_OTHER }, deck: deck([]) },
      p1: { deck: deck([]) },
    });
    expect(pw(s, 0, 'FL')).toBe(8000 + 1000);
  });

  it('VG2 2.15.4.2: a card with the Dragon Empire icon and no clan is a «Kagero» and a «Narukami», never a «Royal Paladin»', () => {
    useRecords();
    give(STARDUST, [
      cont({ zones: ['VC'], effect: { cont: 'unitsModify', filter: { clan: 'Kagero' }, stat: 'power', n: 1000 } }),
      cont({ zones: ['VC'], effect: { cont: 'unitsModify', filter: { clan: 'Narukami' }, stat: 'power', n: 100 } }),
      cont({ zones: ['VC'], effect: { cont: 'unitsModify', filter: { clan: 'Royal Paladin' }, stat: 'power', n: 10 } }),
    ]);
    const s = scenario({
      at: 'main',
      p0: { vanguard: STARDUST, rc: { FL: CLANLESS_DE, FR: NEHALEM }, deck: deck([]) },
      p1: { deck: deck([]) },
    });
    expect(pw(s, 0, 'FL')).toBe(8000 + 1000 + 100);
    expect(pw(s, 0, 'FR')).toBe(10000 + 1000);
    expect(pw(s, 0, 'VC')).toBe(6000 + 10);
  });

  it('VG2 2.15.4.2: a clanless Dragon Empire trigger shares a clan with a «Kagero» vanguard (its icon works) but not with a «Royal Paladin» one', () => {
    useRecords();
    const drive = (vanguard: string) => {
      const s = scenario({
        at: 'battle',
        p0: { vanguard, deck: deck([CLANLESS_TRIGGER]) },
        p1: { vanguard: STARDUST, deck: deck([]) },
      });
      attack(s, 'VC', 'VC');
      endGuard(s);
      return events(s, 'triggerCheck');
    };
    expect(drive(NEHALEM)).toMatchObject([{ seat: 0, kind: 'critical', active: true }]);
    expect(drive(GALLATIN)).toMatchObject([{ seat: 0, kind: 'critical', active: false }]);
  });
});

// From the former giftAccel.test.ts:
// Imaginary Gift: Accel (VG2 2.16.2.2, 10.6.3.2–10.6.3.2.2.1): riding a card with the Accel icon gains its master
// a new front-row rear-guard circle (`A1`, `A2`, … in gain order), alternately left and right of the front row;
// the unit on it gets Power +10000 during its master's turn, and gained circles of the two players pair up in
// columns. The built-in pool has no card with a gift icon, so these tests add test-only records (testCards.ts).

describe('the Accel icon (VG2 2.16.2.2)', () => {
  useTestCards([
    giftCard(ACCEL, 'Test Accel Knight', 'accel'),
    giftCard(ACCEL2, 'Test Accel Lord', 'accel'),
    giftCard(FORCE, 'Test Force Knight', 'force'),
    // A front trigger (VG2 2.8.1.1.6) of the vanguard's clan.
    {
      ...giftCard(FRONT, 'Test Front Squire', 'force'),
      gift: undefined,
      grade: 0,
      power: 5000,
      shield: 10000,
      skills: [],
      trigger: { kind: 'front', power: 10000 },
    },
  ]);

  it('VG2 2.16.2.2: a card record may carry the Accel icon, which gives it "Imaginary Gift: Accel"', () => {
    expect(cardByCode(ACCEL)!.gift).toBe('accel');
    const entry = giftCard('X/1', 'X', 'accel');
    expect(parseCardFile([entry], 'cards.json')[0].gift).toBe('accel');
  });
});

// From the former rules2and3.test.ts:
// Rules tests for clauses of sections 2 (characteristics of a card) and 3 (basic concepts) of ver. 2.01
// that other files leave uncited: race and nation (VG2 2.3, 2.15), an increase by a negative value
// (2.5.4.2), the trigger icons as a whole and the front trigger (2.8.1.1, 2.8.1.1.6), Triple Drive!!!
// (2.10.1.4), the text frame (2.11.1), collection information (2.14), zone markers for the guardian
// circle, bind zone and damage zone (3.1.1.3.3, 3.1.1.3.6, 3.1.1.3.8), repeated characteristics (3.7.1.1),
// top-of-deck moves (3.12.5), looking at the top of the deck (3.13), the source of an effect (3.14) and
// the types of circles (3.18). Vanilla trial-deck cards get test-only abilities with `withTestAbilities`;
// the pool has no front trigger and no Triple Drive!!! card, so two tests give a printed card that icon
// for the test only (`withRecord`). Both are undone after each test.

describe('section 2: characteristics of a card', () => {
  it('VG2 2.3 / VG2 2.3.1 every card has a race, which its description names: Blaster Blade is a Human, King of Sword a Battleroid', () => {
    for (const c of allCards()) expect([c.code, c.race.length > 0]).toEqual([c.code, true]);
    expect(vanguardCatalog.describeCard(C.blasterBlade)).toContain('race Human');
    expect(vanguardCatalog.describeCard(KING)).toContain('race Battleroid');
  });

  it('VG2 2.15 / VG2 2.15.1 / VG2 2.15.3 / VG2 2.15.4 the trial-deck cards print no nation icon, so each belongs to its clan’s nation, one of the six', () => {
    for (const c of allCards()) {
      expect([c.code, NATIONS.includes(c.nation)]).toEqual([c.code, true]);
      expect([c.code, c.nation]).toEqual([c.code, NATION_OF_CLAN[c.clan]]);
    }
    expect(vanguardCatalog.describeCard(C.overlord)).toContain('nation Dragon Empire');
  });

  it('VG2 2.5.4.2 "this unit gets Power + the power the retired unit had": a retired unit with −4000 power decreases the power', () => {
    give(KING, [actDo(...retireOneForItsPower)]);
    const s = scenario({ at: 'main', p0: { vanguard: KING, rc: { FL: TOUGH }, deck: deck([]) } });
    setMods(s, 0, 'FL', [{ stat: 'power', n: -12000, until: 'turn' }]);
    expect(pw(s, 0, 'FL')).toBe(-4000);
    playAct(s, 0, 'VC');
    answer(s, { t: 'unit', seat: 0, circle: 'FL' });
    expect(s.players[0].drop.map((c) => c.code)).toEqual([TOUGH]);
    expect(pw(s, 0, 'VC')).toBe(10000 - 4000);
  });

  it('VG2 2.8 / VG2 2.8.1.1 each trigger icon does what its line of the table says: critical, draw, stand and heal, each with its power', () => {
    const rounds: [string, (s: VGState) => void, (s: VGState) => void][] = [
      [
        C.critRP,
        (s) => {
          answer(s, { t: 'circle', circle: 'VC' }); // +1 critical
          answer(s, { t: 'circle', circle: 'VC' }); // power
        },
        (s) => expect(crit(s, 0, 'VC')).toBe(2),
      ],
      [
        C.drawRP,
        (s) => answer(s, { t: 'circle', circle: 'VC' }),
        // The card drawn, and the checked card itself (a drive check puts it into the hand, 7.6.1.2.6).
        (s) => expect(s.players[0].hand.map((c) => c.code).sort()).toEqual([C.marron, C.drawRP].sort()),
      ],
      [
        C.standRP,
        (s) => {
          answer(s, { t: 'circle', circle: 'FL' }); // stand
          answer(s, { t: 'circle', circle: 'VC' }); // power
        },
        (s) => expect(unit(s, 0, 'FL').rested).toBe(false),
      ],
      [
        C.healRP,
        (s) => {
          answer(s, { t: 'card', card: s.players[0].damage[0].id }); // heal
          answer(s, { t: 'circle', circle: 'VC' }); // power
        },
        (s) => {
          expect(s.players[0].damage).toHaveLength(0);
          expect(s.players[0].drop.map((c) => c.code)).toEqual([C.wingal]);
        },
      ],
    ];
    for (const [code, choose, check] of rounds) {
      const s = scenario({
        at: 'battle',
        p0: {
          vanguard: C.blasterBlade,
          // FR can still attack, so the turn waits at the next "attack?" with the bonuses in place.
          rc: { FL: { code: C.gallatin, rested: true }, FR: C.marron },
          damage: [C.wingal],
          deck: deck([code]),
        },
        p1: { vanguard: C.overlord, damage: [C.bahr] },
      });
      attack(s, 'VC', 'VC');
      endGuard(s);
      expect(prompt(s)).toBe('vg.triggerOrder'); // two actions, in an order the checker picks (2.8.2)
      answer(s, s.decision!.options[0] as never);
      choose(s);
      expect(prompt(s)).toBe('vg.attack');
      check(s);
      expect(pw(s, 0, 'VC')).toBe(9000 + 5000);
    }
  });

  it('VG2 2.8.1.1.6 a front trigger gives its power to every unit on its checker’s front-row circles, none in the back row, and asks nothing', () => {
    withRecord(C.critRP, { trigger: { kind: 'front', power: 10000 } });
    const s = scenario({
      at: 'battle',
      p0: {
        vanguard: C.blasterBlade,
        rc: { FL: C.gallatin, FR: C.wingal, BL: C.marron, BC: C.stardust },
        deck: deck([C.critRP]),
      },
      p1: { vanguard: C.overlord, rc: { FL: C.nehalem } },
    });
    attack(s, 'VC', 'VC');
    endGuard(s);
    const front = () => [pw(s, 0, 'VC'), pw(s, 0, 'FL'), pw(s, 0, 'FR'), pw(s, 0, 'BL'), pw(s, 0, 'BC')];
    expect(events(s, 'triggerCheck')).toMatchObject([{ seat: 0, kind: 'front', active: true }]);
    expect(prompt(s)).not.toMatch(/^vg\.trigger/);
    expect(front()).toEqual([19000, 20000, 16000, 8000, 6000]);
    expect(pw(s, 1, 'FL')).toBe(10000); // only its checker's units
  });

  it('VG2 2.10.1.4 a card with the Triple Drive!!! icon has Triple Drive!!!: drive 3, so its attack makes three drive checks', () => {
    withRecord(C.brigitte, { skills: ['tripleDrive'] });
    expect(vanguardCatalog.describeCard(C.brigitte)).toContain('skills: Triple Drive!!!');
    const s = scenario({
      at: 'battle',
      p0: { vanguard: C.brigitte, deck: deck([C.marron, C.wingal, C.gallatin]) },
      p1: { vanguard: C.overlord },
    });
    expect(drive(unit(s, 0, 'VC'))).toBe(3);
    attack(s, 'VC', 'VC');
    endGuard(s);
    playOn(s, () => events(s, 'damage').length > 0);
    expect(events(s, 'driveCheck').filter((e) => e.seat === 0)).toHaveLength(3);
    expect(s.players[0].hand.map((c) => c.code).sort()).toEqual([C.gallatin, C.marron, C.wingal].sort());
  });

  it('VG2 2.11.1 a card’s text is the set of its abilities: one paragraph per ability, each naming its kind, and none for a vanilla card', () => {
    const coded = cardsWithAbilities();
    expect(coded.length).toBeGreaterThan(20);
    for (const code of coded) {
      const list = abilitiesOf(code);
      const text = vanguardCatalog.cardInfo!(code).text as string;
      const paragraphs = text.split('\n');
      expect([code, paragraphs.length]).toEqual([code, list.length]);
      expect(paragraphs.length, 'the list checked below is not empty').toBeGreaterThan(0);
      paragraphs.forEach((p, i) => expect(p.startsWith(`[${list[i].kind.toUpperCase()}]`)).toBe(true));
      expect(text).toBe(cardText(list));
    }
    expect(vanguardCatalog.cardInfo!(KING).text).toBe('');
  });

  it('VG2 2.14 / VG2 2.14.2 collection information means nothing in the rules: Gareth TD05/008 and TD08/009 are the same card, and count together toward four', () => {
    const { code: a, ...one } = requireCard(GARETH);
    const { code: b, ...other } = requireCard(GARETH_TD08);
    expect(a).not.toBe(b);
    expect(other).toEqual(one);
    const td05 = expandDeck(deckById('TD05')!);
    expect(td05.filter((c) => c === GARETH)).toHaveLength(4);
    expect(validateDeck(td05, CR201)).toEqual([]);
    // One of the four printed as TD08/009: still four Gareths, still legal.
    const swapped = [...td05];
    swapped[swapped.indexOf(GARETH)] = GARETH_TD08;
    expect(validateDeck(swapped, CR201)).toEqual([]);
    // A fifth in the other printing instead of a vanilla grade 1: five cards named Gareth.
    const fifth = [...td05];
    fifth[fifth.findIndex((c) => c !== GARETH && requireCard(c).grade === 1 && !requireCard(c).trigger)] = GARETH_TD08;
    expect(validateDeck(fifth, CR201).map((p) => p.rule)).toEqual(['VG2 5.2.2.2.1']);
  });
});

// From the former rules2to6.test.ts:
// Rules tests for clauses of sections 2 (characteristics of a card), 4 (zones), 5 (setting up the game) and
// 6 (game procedure) that other files leave uncited, in both formats where the clause exists in both:
// card type (VG2 2.9 / VG1 2.9), the drive characteristic (VG2 2.17), power increase and decrease
// (VG2 2.5.4), "this card is also a «clan»" (VG2 2.2.4), the bind zone (VG2 4.9 / VG1 4.9), each player's
// own deck (VG2 5.1, 5.2 / VG1 5.1), the random first player (VG2 5.4.3.2.1 / VG1 5.2.4.1), Stand Up
// (6.1), and what each phase of the turn is for (VG2 6.2–6.8 / VG1 6.2–6.8).
// Not here (the engine has none of them): G decks and the G zone (VG2 4.11, 5.3), stride (6.5.1.2.2),
// G units and locked cards at the end phase (6.8.1.1.x), front triggers (2.8.1.1.6), Triple Drive (2.10.1.4),
// imaginary gifts (2.16), nations and races referred to by abilities (2.3, 2.15).

describe('section 2: characteristics of a card', () => {
  for (const format of BOTH) {
    it(
      cite(
        format,
        '[VG2 2.9|VG1 2.9] / [VG2 2.9.1|VG1 2.9.1] / [VG2 2.9.2|VG1 2.9.2] every card with a trigger icon is a trigger unit, every other card of the pool a normal unit, and deck building counts the icon',
      ),
      () => {
        const pool = allCards();
        expect(pool.length).toBeGreaterThan(100);
        expect(pool.length, 'the list checked below is not empty').toBeGreaterThan(0);
        for (const c of pool) expect([c.code, c.unitType]).toEqual([c.code, c.trigger ? 'trigger' : 'normal']);
        // A built-in deck holds exactly sixteen trigger units, counted by their icon.
        expect(TD01.filter((code) => pool.find((c) => c.code === code)!.unitType === 'trigger')).toHaveLength(16);
      },
    );
  }

  it('VG2 2.17 / VG2 2.17.1 / VG2 2.17.2 drive is no printed value but a characteristic: 1, and 2 with Twin Drive!!, which an effect can take away', () => {
    expect(allCards().some((c) => 'drive' in c)).toBe(false); // not indicated on the card
    const battle = (loseTwinDrive: boolean): number[] => {
      const s = scenario({
        format: 'cr201',
        at: 'battle',
        p0: { vanguard: C.brigitte, deck: deck([C.marron, C.wingal, C.marron, C.wingal]) },
        p1: { vanguard: C.overlord },
      });
      if (loseTwinDrive) setMods(s, 0, 'VC', [{ stat: 'loseTwinDrive', until: 'turn' }]);
      const d = drive(unit(s, 0, 'VC'));
      attack(s, 'VC', 'VC');
      return [d, events(s, 'driveCheck').filter((e) => e.seat === 0).length];
    };
    expect(battle(false)).toEqual([2, 2]);
    expect(battle(true)).toEqual([1, 1]);
    const s = scenario({ format: 'cr201', at: 'main' });
    expect(drive(unit(s, 0, 'VC'))).toBe(1); // Stardust Trumpeter: no Twin Drive!!
  });

  it('VG2 2.5.4 / VG2 2.5.4.1 +3000 increases a power, −3000 decreases it, and +0 neither increases nor decreases it', () => {
    give(KING, [
      actDo(power(thisUnit, 3000, 'turn')),
      actDo(power(thisUnit, -3000, 'turn')),
      actDo(power(thisUnit, 0, 'turn')),
    ]);
    const s = scenario({ format: 'cr201', at: 'main', p0: { rc: { FL: KING }, deck: deck([]) } });
    const base = pw(s, 0, 'FL');
    answer(s, { t: 'act', card: unit(s, 0, 'FL').id, index: 0 });
    expect(pw(s, 0, 'FL')).toBe(base + 3000);
    answer(s, { t: 'act', card: unit(s, 0, 'FL').id, index: 1 });
    answer(s, { t: 'act', card: unit(s, 0, 'FL').id, index: 1 });
    expect(pw(s, 0, 'FL')).toBe(base - 3000);
    answer(s, { t: 'act', card: unit(s, 0, 'FL').id, index: 2 });
    expect(pw(s, 0, 'FL')).toBe(base - 3000);
  });

  it('VG2 2.2.4 "this unit is also a «Royal Paladin»" adds a clan: the unit keeps its own and abilities naming «Royal Paladin» now count it', () => {
    give(TOUGH, [cont({ effect: { cont: 'alsoClan', clan: 'Royal Paladin' } })]);
    give(BEAUMAINS, [
      cont({
        zones: ['VC'],
        effect: { cont: 'unitsModify', filter: { clan: 'Royal Paladin' }, stat: 'power', n: 2000 },
      }),
    ]);
    const s = scenario({
      format: 'cr201',
      at: 'main',
      p0: { vanguard: BEAUMAINS, rc: { FL: TOUGH, FR: KING }, deck: deck([]) },
    });
    expect(nonNumeric(s, 0, unit(s, 0, 'FL')).clans).toEqual(['Nova Grappler', 'Royal Paladin']);
    expect(nonNumeric(s, 0, unit(s, 0, 'FR')).clans).toEqual(['Nova Grappler']);
    expect(pw(s, 0, 'FL')).toBe(8000 + 2000);
    expect(pw(s, 0, 'FR')).toBe(10000);
  });
});

// From the former rulesVG1.test.ts:
// Rules tests for clauses of the comprehensive rules ver. 1.10 (format cr110) that no other file checks:
// card text over the rules and the columns across (1.3.1, 4.6.2.1), the trigger icon (2.8), [GC] text
// (2.11.3.3), the collection ID (2.13), duplicated characteristics (3.7.1.1), the source of an effect
// (3.14), the steps of an attack (7.1.2–7.7.1.3), "not usable until end of turn" on an unmet "if"
// (8.1.1.2.3.1), the written form of [CONT] (8.1.1.3.1), active and inactive effects (8.3), choosing fewer
// than asked (8.5.3.1.2), continuous effects on entering cards (8.7.4, 8.7.5) and rule actions (9.1.1, 9.2).
// Clauses shared with ver. 2.01 (1.1, 1.3.3, 4.1.5) are in rules1to10.test.ts.
// Not here: win or lose by an effect (1.2.5), choosing a number (1.3.5), reading marks, colours, reminder
// text, art, rarity and artists (2.1.1.1, 2.11.2, 2.11.4, 2.12, 2.14, 2.15), races and the icons standing for
// words in card text (2.3, 2.5.2, 2.6.2, 2.7.2, 2.8.1.1.x.1, 3.17.1.x.1), players and their cards after the
// game (3.2, 3.3.3), "draw up to" (3.12.4), the source of damage (3.15), face-down bound cards and bind piles
// (4.9.2.1, 4.9.3), several targets (7.3.1.4.2), zone-change look-back other than from the field (8.6.4.1.1,
// 8.6.4.1.3), units placed at the same moment (9.3.2, 9.3.4), calling several units or to the guardian
// circle by an effect (10.1.6.1.1.1.1, 10.1.6.1.3.1), searching a public zone (10.1.9.1.2), skill damage
// (10.1.14.1.1), "battle" (10.1.19), Restraint (10.2.4), Limit Break on a [CONT] (10.2.5.1.1) and loops (11.1).

describe('VG1 sections 1–2: card text, trigger icons, zone text and collection IDs', () => {
  it('VG1 2.8 / VG1 2.8.1 / VG1 2.8.1.1.2 the trigger icon of a drive-checked critical trigger: one unit gets Critical +1, one gets Power +5000', () => {
    const s = scenario({
      format: 'cr110',
      at: 'battle',
      p0: { vanguard: C.gallatin, rc: { FL: C.marron }, deck: deck([C.critRP]) },
    });
    attack(s, 'VC', 'VC');
    expect(prompt(s)).toBe('vg.triggerOrder');
    answer(s, s.decision!.options[0] as never);
    answer(s, { t: 'circle', circle: 'VC' }); // the critical
    answer(s, { t: 'circle', circle: 'FL' }); // the power
    expect([crit(s, 0, 'VC'), crit(s, 0, 'FL')]).toEqual([2, 1]);
    expect([pw(s, 0, 'VC'), pw(s, 0, 'FL')]).toEqual([10000, 8000 + 5000]);
  });

  it('VG1 2.11.3.3 text after [GC] works only on the guardian circle: "[CONT](GC) Shield +5000" counts once the unit intercepts, not on the rear-guard circle', () => {
    give(KING, [cont({ zones: ['GC'], effect: { cont: 'modify', stat: 'shield', n: 5000 } })]);
    const s = scenario({
      format: 'cr110',
      at: 'battle',
      p0: { vanguard: C.gallatin, deck: deck([C.critRP]) },
      p1: { rc: { FL: KING } },
    });
    expect(shield(s, 1, unit(s, 1, 'FL'))).toBe(5000);
    attack(s, 'VC', 'VC');
    expect(prompt(s)).toBe('vg.guardBatch');
    answer(s, { t: 'intercept', circle: 'FL' }); // nothing else to choose: the batch is put down
    // The drive check's trigger waits for an answer, during the battle.
    expect(prompt(s)).toBe('vg.triggerOrder');
    expect(guardianShield(s, 1, KING)).toBe(10000);
    expect(pw(s, 1, 'VC')).toBe(6000 + 10000);
  });

  it('VG1 2.13 / VG1 2.13.1 / VG1 2.13.2 the collection ID names the card and means nothing to the rules: two printings of one card have the same characteristics and abilities, and deck building counts them together', () => {
    expect(requireCard('TD01/005').name).toBe('Blaster Blade');
    const byName = new Map<string, string[]>();
    // Printings of one card: the same name within one era's card pool. A V-era card sharing an original card's name
    // (V-TD01/003 "Knight of Silence, Gallatin", shield 10000, against TD01/004's 5000) is another card.
    for (const c of allCards()) {
      const key = `${c.code.startsWith('V-') ? 'V' : 'original'}:${c.name}`;
      byName.set(key, [...(byName.get(key) ?? []), c.code]);
    }
    const reprinted = [...byName.values()].filter((list) => list.length > 1);
    expect(reprinted.length).toBeGreaterThanOrEqual(2);
    for (const [a, ...rest] of reprinted) {
      for (const b of rest) {
        expect({ ...requireCard(b), code: a }).toEqual(requireCard(a));
        expect(JSON.stringify(abilitiesOf(b))).toBe(JSON.stringify(abilitiesOf(a)));
      }
    }
    // Gareth is TD05/008 and TD08/009: five cards of the name are too many, whatever their IDs.
    const list = expandDeck(deckById('TD05')!);
    const gareths = list.filter((c) => c === 'TD05/008').length;
    const others = list.filter((c) => c !== 'TD05/008' && requireCard(c).trigger === null);
    const swapped = [...list];
    for (let i = 0; i < 5 - gareths; i++) swapped[swapped.indexOf(others[i])] = 'TD08/009';
    expect(validateDeck(list, CR110)).toEqual([]);
    expect(validateDeck(swapped, CR110).map((p) => p.rule)).toEqual(['VG1 5.1.2.2.1']);
  });
});

{
  // The tests gathered from imaginaryGift.test.ts, with its helpers: some of their names mean something else above.

  const FORCE = 'TEST-IG/001';

  const FORCE2 = 'TEST-IG/002';

  const PROTECT = 'TEST-IG/003';

  function giftCard(code: string, name: string, grade: number, gift: 'force' | 'protect'): CardRecord {
    return paladinRecord(code, name, {
      grade,
      power: grade === 3 ? 11000 : 9000,
      shield: grade === 3 ? null : 5000,
      unitType: 'normal',
      skills: grade === 3 ? ['twinDrive'] : ['intercept'],
      gift,
    });
  }

  /** Player 1's ride phase with these cards in hand and a grade 2 vanguard. */
  function ridePhase(hand: string[], format: 'cr201' | 'cr110' = 'cr201'): VGState {
    return scenario({ format, at: 'ride', p0: { vanguard: C.blasterBlade, hand }, p1: { vanguard: C.overlord } });
  }

  function ride(s: VGState, code: string): void {
    expect(prompt(s)).toBe('vg.ride');
    answer(s, { t: 'ride', card: idOf(s, 0, 'hand', code) });
  }

  // From the former imaginaryGift.test.ts:
  // Imaginary gifts (VG2 2.16, 10.6.3, 9.7): the gift icon as card data, Force markers on circles, the Protect
  // card in the hand and on the guardian circle, and what each seat is shown. The built-in pool has no card with a
  // gift icon, so these tests add test-only records (testCards.ts).

  describe('the imaginary gift icon (VG2 2.16)', () => {
    useTestCards([
      giftCard(FORCE, 'Test Force Knight', 3, 'force'),
      giftCard(FORCE2, 'Test Force Squire', 2, 'force'),
      giftCard(PROTECT, 'Test Protect Knight', 3, 'protect'),
    ]);

    it('VG2 2.16 / VG2 2.16.1 / VG2 2.16.2 / VG2 2.16.2.1 / VG2 2.16.2.3: a card record may carry a gift icon, which names its gift', () => {
      expect(cardByCode(FORCE)!.gift).toBe('force');
      expect(cardByCode(PROTECT)!.gift).toBe('protect');
      expect(cardByCode(C.brigitte)!.gift).toBeUndefined(); // no icon, no gift
      // A card file may carry the icon too, and only a known one.
      const entry = { ...giftCard('X/1', 'X', 3, 'force'), shield: null };
      expect(parseCardFile([entry], 'cards.json')[0].gift).toBe('force');
      expect(() => parseCardFile([{ ...entry, gift: 'bogus' }], 'cards.json')).toThrow(/gift/);
      // Riding a card without an icon leaves no gift waiting.
      const s = ridePhase([C.brigitte]);
      ride(s, C.brigitte);
      expect(s.gifts).toBeUndefined();
      expect(events(s, 'giftPending')).toEqual([]);
    });
  });
}

{
  // The tests gathered from triggers.test.ts, with its helpers: some of their names mean something else above.

  const power = vanguardCharacteristics.power;

  /** Blaster Blade on VC (Gallatin on FL) with `deck` on top attacks the vanguard, unboosted: its drive check comes next. */
  function vanguardDrives(format: FormatId, deck: string[], p1?: PlayerSpec): VGState {
    const s = scenario({
      format,
      at: 'battle',
      turn: 3,
      p0: { vanguard: C.blasterBlade, rc: { FL: C.gallatin }, deck },
      p1,
    });
    attack(s, 'VC', 'VC');
    return s;
  }

  /** `act` for the deciding seat with this exact answer. */
  function actExact(s: VGState, a: { t: string } & Record<string, unknown>): void {
    act(s, s.decision!.seat, a);
  }

  function order(s: VGState, first: string, second: string): void {
    expect(prompt(s)).toBe('vg.triggerOrder');
    actExact(s, { t: 'order', order: [first, second] });
  }

  function circles(s: VGState): Circle[] {
    return (s.decision?.options ?? []).map((o) => (o as unknown as { circle: Circle }).circle);
  }

  function vc(s: VGState, seat: 0 | 1) {
    return unitOn(s, seat, 'VC')!;
  }

  function modifies(s: VGState): { seat: number; stat: string; n: number; until: string }[] {
    return events(s, 'modify').map((e) => ({
      seat: e.seat as number,
      stat: e.stat as string,
      n: e.n as number,
      until: e.until as string,
    }));
  }

  function triggerChecks(s: VGState): { seat: number; kind: string; active: boolean }[] {
    return events(s, 'triggerCheck').map((e) => ({
      seat: e.seat as number,
      kind: e.kind as string,
      active: e.active as boolean,
    }));
  }

  const TRIGGER_PROMPTS = ['vg.triggerOrder', 'vg.triggerCritical', 'vg.triggerPower', 'vg.triggerStand', 'vg.heal'];

  // From the former triggers.test.ts:
  // Rules tests for trigger icons (VG2 2.8.1–2.8.3; VG1 2.8.1–2.8.2) as drive checks and damage checks
  // reveal them, and for the clan condition on playing them (VG2 7.6.1.2.4, 9.6.5; VG1 7.5.1.2.2, 7.6.1.6.2).

  // --- no icon --------------------------------------------------------------------------------------

  describe('no trigger icon', () => {
    for (const format of BOTH) {
      it(`VG2 2.8.1.1.1 / VG1 2.8.1.1.1 a checked card with no icon does nothing [${format}]`, () => {
        const s = vanguardDrives(format, [C.marron, C.wingal]);
        expect(prompt(s)).toBe('vg.attack');
        expect(events(s, 'driveCheck')).toHaveLength(1);
        expect(triggerChecks(s)).toEqual([]);
        expect(modifies(s)).toEqual([]);
        expect(s.players[0].hand.map((c) => c.code)).toEqual([C.marron]);
        expect(critical(s, 0, vc(s, 0))).toBe(1);
      });
    }
  });

  // --- critical -------------------------------------------------------------------------------------

  describe('critical trigger', () => {
    for (const format of BOTH) {
      it(`VG2 2.8.1 VG2 2.8.1.1.2 VG2 2.8.2 / VG1 2.8.1 VG1 2.8.1.1.2 VG1 2.8.2 VG-038 +1 critical and +5000 power may go to different units, in an order the checker chooses [${format}]`, () => {
        const s = vanguardDrives(format, [C.critRP, C.wingal], { vanguard: C.wingal });
        expect(s.decision).toMatchObject({ seat: 0, prompt: 'vg.triggerOrder', kind: 'chooseOrder' });
        expect(s.decision!.options).toEqual([
          { t: 'order', order: ['critical', 'power'] },
          { t: 'order', order: ['power', 'critical'] },
        ]);
        order(s, 'critical', 'power');
        expect(s.decision).toMatchObject({ seat: 0, prompt: 'vg.triggerCritical' });
        expect(circles(s)).toEqual(['VC', 'FL']);
        answer(s, { t: 'circle', circle: 'VC' });
        expect(s.decision).toMatchObject({ seat: 0, prompt: 'vg.triggerPower' });
        expect(circles(s)).toEqual(['VC', 'FL']);
        answer(s, { t: 'circle', circle: 'FL' });
        expect(critical(s, 0, vc(s, 0))).toBe(2);
        expect(power(s, 0, vc(s, 0))).toBe(9000);
        expect(critical(s, 0, unitOn(s, 0, 'FL')!)).toBe(1);
        expect(power(s, 0, unitOn(s, 0, 'FL')!)).toBe(15000);
        expect(modifies(s)).toEqual([
          { seat: 0, stat: 'critical', n: 1, until: 'turn' },
          { seat: 0, stat: 'power', n: 5000, until: 'turn' },
        ]);
        // The vanguard's attack hits with critical 2.
        expect(s.players[1].damage).toHaveLength(2);
      });
    }

    it('VG2 2.8.2 choosing power first asks for the power target, then the critical target', () => {
      const s = vanguardDrives('cr201', [C.critRP, C.wingal]);
      order(s, 'power', 'critical');
      expect(prompt(s)).toBe('vg.triggerPower');
      answer(s, { t: 'circle', circle: 'VC' });
      expect(prompt(s)).toBe('vg.triggerCritical');
      answer(s, { t: 'circle', circle: 'VC' });
      expect(modifies(s).map((m) => m.stat)).toEqual(['power', 'critical']);
      expect(critical(s, 0, vc(s, 0))).toBe(2);
      expect(power(s, 0, vc(s, 0))).toBe(14000);
    });
  });

  // --- draw -----------------------------------------------------------------------------------------

  describe('draw trigger', () => {
    for (const format of BOTH) {
      it(`VG2 2.8.1.1.3 / VG1 2.8.1.1.3 draw a card, and one unit gets +5000 [${format}]`, () => {
        const s = vanguardDrives(format, [C.drawRP, C.marron, C.wingal]);
        order(s, 'draw', 'power');
        // The draw has happened; the checked card is still in the trigger zone.
        expect(s.players[0].hand.map((c) => c.code)).toEqual([C.marron]);
        expect(s.players[0].trigger.map((c) => c.code)).toEqual([C.drawRP]);
        expect(prompt(s)).toBe('vg.triggerPower');
        answer(s, { t: 'circle', circle: 'FL' });
        expect(power(s, 0, unitOn(s, 0, 'FL')!)).toBe(15000);
        expect(s.players[0].hand.map((c) => c.code)).toEqual([C.marron, C.drawRP]);
        expect(s.players[0].deck.map((c) => c.code)).toEqual([C.wingal]);
      });
    }
  });

  // --- stand ----------------------------------------------------------------------------------------

  describe('stand trigger', () => {
    /** FL attacks first and rests; then the vanguard attacks and drive checks a stand trigger. */
    function standCheck(format: FormatId): VGState {
      const s = scenario({
        format,
        at: 'battle',
        turn: 3,
        p0: { vanguard: C.blasterBlade, rc: { FL: C.gallatin }, deck: [C.standRP, C.wingal, C.wingal] },
      });
      attack(s, 'FL', 'VC');
      expect(unitOn(s, 0, 'FL')!.rested).toBe(true);
      attack(s, 'VC', 'VC');
      return s;
    }

    for (const format of BOTH) {
      it(`VG2 2.8.1.1.4 VG2 7.1.1 / VG1 2.8.1.1.4 a rested rear-guard is stood, and may attack again [${format}]`, () => {
        const s = standCheck(format);
        order(s, 'stand', 'power');
        expect(prompt(s)).toBe('vg.triggerStand');
        answer(s, { t: 'circle', circle: 'FL' });
        expect(unitOn(s, 0, 'FL')!.rested).toBe(false);
        expect(events(s, 'stand')).toEqual([{ t: 'stand', seat: 0, id: unitOn(s, 0, 'FL')!.id }]);
        answer(s, { t: 'circle', circle: 'FL' });
        expect(power(s, 0, unitOn(s, 0, 'FL')!)).toBe(15000);
        // Back at the start step the stood rear-guard is a legal attacker again.
        answer(s, { t: 'yes' });
        expect(s.decision!.options).toEqual([{ t: 'circle', circle: 'FL' }]);
        answer(s, { t: 'circle', circle: 'FL' });
        answer(s, { t: 'circle', circle: 'VC' });
        expect(events(s, 'battle').map((e) => e.number)).toEqual([1, 2, 3]);
      });
    }

    it('VG2 2.8.1.1.4 VG-039 ver. 2.01 offers every unit; choosing the vanguard stands nothing', () => {
      const s = standCheck('cr201');
      order(s, 'stand', 'power');
      expect(circles(s)).toEqual(['VC', 'FL']);
      expect(vc(s, 0).rested).toBe(true);
      answer(s, { t: 'circle', circle: 'VC' });
      expect(vc(s, 0).rested).toBe(true);
      expect(unitOn(s, 0, 'FL')!.rested).toBe(true);
      expect(events(s, 'stand')).toHaveLength(0);
      // The power part still happens.
      expect(prompt(s)).toBe('vg.triggerPower');
      answer(s, { t: 'circle', circle: 'VC' });
      expect(modifies(s)).toEqual([{ seat: 0, stat: 'power', n: 5000, until: 'turn' }]);
      expect(events(s, 'compare')).toEqual([
        { t: 'compare', hit: [true] },
        { t: 'compare', hit: [true] },
      ]);
    });

    it('VG1 2.8.1.1.4 VG-039 ver. 1.10 offers only rear-guards for the stand', () => {
      const s = standCheck('cr110');
      order(s, 'stand', 'power');
      expect(circles(s)).toEqual(['FL']);
      expect(() => actExact(s, { t: 'circle', circle: 'VC' })).toThrow(IllegalAnswer);
      expect(prompt(s)).toBe('vg.triggerStand');
      expect(vc(s, 0).rested).toBe(true);
    });

    it('VG1 2.8.1.1.4 VG1 1.3.2 ver. 1.10 with no rear-guard nothing stands, and the power still applies', () => {
      const s = scenario({
        format: 'cr110',
        at: 'battle',
        turn: 3,
        p0: { vanguard: C.blasterBlade, deck: [C.standRP, C.wingal, C.wingal] },
        p1: { vanguard: C.gallatin },
      });
      attack(s, 'VC', 'VC');
      order(s, 'stand', 'power');
      expect(prompt(s)).toBe('vg.triggerPower');
      expect(circles(s)).toEqual(['VC']);
      answer(s, { t: 'circle', circle: 'VC' });
      expect(events(s, 'stand')).toHaveLength(0);
      expect(modifies(s)).toEqual([{ seat: 0, stat: 'power', n: 5000, until: 'turn' }]);
      // 9000 + 5000 against 10000: the attack hits.
      expect(events(s, 'compare')).toEqual([{ t: 'compare', hit: [true] }]);
    });
  });

  // --- heal -----------------------------------------------------------------------------------------

  describe('heal trigger', () => {
    function healCheck(format: FormatId, mine: string[], theirs: string[]): VGState {
      const s = scenario({
        format,
        at: 'battle',
        turn: 3,
        p0: { vanguard: C.blasterBlade, rc: { FL: C.gallatin }, deck: [C.healRP, C.wingal], damage: mine },
        p1: { damage: theirs },
      });
      attack(s, 'VC', 'VC');
      return s;
    }

    for (const format of BOTH) {
      it(`VG2 2.8.1.1.5 / VG1 2.8.1.1.5 with at least as much damage as the opponent, one damage card is healed [${format}]`, () => {
        const s = healCheck(format, [C.wingal, C.marron], [C.wingal, C.wingal]);
        order(s, 'heal', 'power');
        expect(s.decision).toMatchObject({ seat: 0, prompt: 'vg.heal', kind: 'chooseCard' });
        expect(s.decision!.options).toEqual(s.players[0].damage.map((c) => ({ t: 'card', card: c.id })));
        answer(s, { t: 'card', card: idOf(s, 0, 'damage', C.marron) });
        expect(s.players[0].damage.map((c) => c.code)).toEqual([C.wingal]);
        expect(s.players[0].drop.map((c) => c.code)).toEqual([C.marron]);
        expect(events(s, 'heal')).toEqual([{ t: 'heal', seat: 0 }]);
        answer(s, { t: 'circle', circle: 'VC' });
        expect(power(s, 0, vc(s, 0))).toBe(14000);
      });

      it(`VG2 2.8.1.1.5 / VG1 2.8.1.1.5 VG-041 with 2 damage against 4 nothing is healed, but the power applies [${format}]`, () => {
        const s = healCheck(format, [C.wingal, C.marron], [C.wingal, C.wingal, C.wingal, C.wingal]);
        order(s, 'heal', 'power');
        expect(prompt(s)).toBe('vg.triggerPower');
        answer(s, { t: 'circle', circle: 'VC' });
        expect(s.players[0].damage).toHaveLength(2);
        expect(s.players[0].drop).toHaveLength(0);
        expect(events(s, 'heal')).toHaveLength(0);
        expect(modifies(s)).toEqual([{ seat: 0, stat: 'power', n: 5000, until: 'turn' }]);
      });

      it(`VG2 2.8.1.1.5 VG2 1.3.2 / VG1 2.8.1.1.5 VG1 1.3.2 VG-041 at 0 damage against 0 there is nothing to heal, and the power applies [${format}]`, () => {
        const s = healCheck(format, [], []);
        order(s, 'power', 'heal');
        answer(s, { t: 'circle', circle: 'VC' });
        expect(TRIGGER_PROMPTS).not.toContain(prompt(s));
        expect(events(s, 'heal')).toHaveLength(0);
        expect(modifies(s)).toEqual([{ seat: 0, stat: 'power', n: 5000, until: 'turn' }]);
      });

      it(`VG2 9.6.5 VG2 2.8.1.1.5 / VG1 7.6.1.6.2 a damage check's heal trigger is played by the damaged player [${format}]`, () => {
        const s = scenario({
          format,
          at: 'battle',
          turn: 3,
          p0: { vanguard: C.blasterBlade, rc: { FL: C.gallatin }, damage: [C.wingal, C.wingal] },
          p1: { vanguard: C.wingal, damage: [C.marron, C.wingal], deck: [C.healRP, C.wingal, C.wingal] },
        });
        attack(s, 'VC', 'VC');
        // The checked card is in the trigger zone, so the damaged player still has 2 against 2.
        expect(s.decision).toMatchObject({ seat: 1, prompt: 'vg.triggerOrder' });
        order(s, 'heal', 'power');
        expect(s.decision).toMatchObject({ seat: 1, prompt: 'vg.heal' });
        answer(s, { t: 'card', card: idOf(s, 1, 'damage', C.marron) });
        answer(s, { t: 'circle', circle: 'VC' });
        expect(s.players[1].drop.map((c) => c.code)).toEqual([C.marron]);
        expect(s.players[1].damage.map((c) => c.code)).toEqual([C.wingal, C.healRP]);
        expect(power(s, 1, vc(s, 1))).toBe(11000);
      });
    }
  });

  // --- power value ----------------------------------------------------------------------------------

  describe('trigger power', () => {
    for (const format of BOTH) {
      it(`VG2 2.8.3 / VG1 2.8.1.1.2 the power bonus is +5000 (ver. 1.10: always; ver. 2.01: the value on the icon), not the card's own power [${format}]`, () => {
        // Rakshasa, a Kagero critical trigger: its own power is 3000, its icon says 5000.
        expect(requireCard(C.critKagero)).toMatchObject({ power: 3000, trigger: { kind: 'critical', power: 5000 } });
        const s = scenario({
          format,
          at: 'battle',
          turn: 3,
          p0: { vanguard: C.nehalem, rc: { FL: C.berserk }, deck: [C.critKagero, C.wingal] },
        });
        attack(s, 'VC', 'VC');
        order(s, 'power', 'critical');
        answer(s, { t: 'circle', circle: 'VC' });
        answer(s, { t: 'circle', circle: 'VC' });
        expect(modifies(s)).toContainEqual({ seat: 0, stat: 'power', n: 5000, until: 'turn' });
        expect(power(s, 0, vc(s, 0))).toBe(15000);
      });
    }
  });
}

{
  // The tests gathered from ver110.test.ts, with its helpers: some of their names mean something else above.

  const power = vanguardCharacteristics.power;

  const BOTH: readonly FormatId[] = ['cr110', 'cr201'];

  // Trial-deck cards used here (printed values in data/vanguard/original-td.cards.json).
  const BORS = 'TD01/002'; // g3 10000, no shield, Twin Drive!!

  const RANDOLF = 'TD01/007'; // g2 8000, [AUTO](VC/RC) attacks, if more hand cards than the opponent: +3000

  const KAGERO_CRIT = C.critKagero; // TD02/016, critical trigger «Kagero»

  const DARK_CAT = 'TD04/008'; // g1 7000, [AUTO] placed, «OTT» vanguard: each player may draw

  // --- helpers ---------------------------------------------------------------------------------------

  /** A deck with these cards on top, then vanilla Little Sage, Marron (no abilities, no trigger). */
  function deck(top: string[] = [], n = 20): string[] {
    return [...top, ...Array.from({ length: n }, () => C.marron)];
  }

  function unit(s: VGState, seat: Seat, c: Circle): Card {
    const u = unitOn(s, seat, c);
    if (!u) throw new Error(`no unit on ${c} of player ${seat + 1}`);
    return u;
  }

  function pw(s: VGState, seat: Seat, c: Circle): number {
    return power(s, seat, unit(s, seat, c));
  }

  function codes(cards: readonly Card[]): string[] {
    return cards.map((c) => c.code);
  }

  /** Start step "attack", attacker, target; the boost question answered if it is asked. */
  function attack(s: VGState, from: Circle, target: Circle, boost = false): void {
    expect(prompt(s)).toBe('vg.attack');
    answer(s, { t: 'yes' });
    answer(s, { t: 'circle', circle: from });
    answer(s, { t: 'circle', circle: target });
    if (prompt(s) === 'vg.boost') answer(s, { t: boost ? 'yes' : 'no' });
  }

  /** End the guard step without (further) guarding: ver. 1.10 `done`, ver. 2.01 `pass`. */
  function endGuard(s: VGState): void {
    if (prompt(s) === 'vg.guard') answer(s, { t: 'pass' });
    else if (prompt(s) === 'vg.guardBatch') answer(s, { t: 'done' });
  }

  function guardPrompt(format: FormatId): string {
    return format === 'cr110' ? 'vg.guardBatch' : 'vg.guard';
  }

  /** Options of the pending decision with this `t`. */
  function optionsOf(s: VGState, t: string): Record<string, unknown>[] {
    return (s.decision?.options ?? []).filter((o) => o.t === t) as unknown as Record<string, unknown>[];
  }

  /** "seat:code" of every ability played so far, in order. */
  function played(s: VGState): string[] {
    return events(s, 'playAbility').map((e) => `${e.seat}:${(e.card as { code: string }).code}`);
  }

  // From the former ver110.test.ts:
  // Rules tests for clauses of the comprehensive rules ver. 1.10 (VG1) that no other file checks: the
  // characteristics of section 2, the basic concepts of section 3, the zones of section 4, and the parts of
  // sections 8 and 10 about playing cards, abilities and specific actions. Every test runs the `cr110`
  // format; where ver. 2.01 says the same thing the test runs `cr201` too and cites both texts.
  // Positions are built with the scenario builder from real trial-deck cards and played with `answer`.

  // --- section 2: characteristics ----------------------------------------------------------------------

  describe('VG1 2.1 / VG2 2.1 name', () => {
    for (const format of BOTH) {
      it(`VG1 2.1.1 VG2 2.1.1 the name identifies a card for an ability: Wingal gives +4000 only to a boosted "Blaster Blade" [${format}]`, () => {
        for (const [vanguard, expected] of [
          [C.blasterBlade, 9000 + 6000 + 4000],
          [C.gallatin, 10000 + 6000],
        ] as const) {
          const s = scenario({
            format,
            at: 'battle',
            p0: { vanguard, rc: { BC: C.wingal }, deck: deck() },
            p1: { hand: [C.stardust] },
          });
          attack(s, 'VC', 'VC', true);
          expect(prompt(s)).toBe(guardPrompt(format));
          expect(pw(s, 0, 'VC')).toBe(expected);
          expect(played(s)).toEqual(vanguard === C.blasterBlade ? [`0:${C.wingal}`] : []);
        }
      });
    }

    it('VG1 2.1.1.2 VG2 2.1.1.2 VG1 2.2.3 VG2 2.2.3 card text names a card in quotation marks and a clan in double angle brackets', () => {
      expect(cardText(abilitiesOf(C.wingal))).toContain('named "Blaster Blade"');
      expect(cardText(abilitiesOf(C.blasterBlade))).toContain('«Royal Paladin»');
      expect(cardText(abilitiesOf(DARK_CAT))).toContain('«Oracle Think Tank»');
    });
  });

  describe('VG1 2.2 / VG2 2.2 clan', () => {
    for (const format of BOTH) {
      it(`VG1 2.2.1 VG1 2.2.1.1 VG2 2.2.1 VG2 2.2.1.1 the clan decides a trigger check: a «Kagero» critical trigger does nothing for an all-«Royal Paladin» field [${format}]`, () => {
        for (const [top, active] of [
          [KAGERO_CRIT, false],
          [C.critRP, true],
        ] as const) {
          const s = scenario({
            format,
            at: 'battle',
            p0: { vanguard: C.blasterBlade, deck: deck([top]) },
            p1: { vanguard: C.wingal },
          });
          attack(s, 'VC', 'VC');
          expect(events(s, 'triggerCheck')).toEqual([
            { t: 'triggerCheck', seat: 0, id: expect.any(Number), kind: 'critical', active },
          ]);
          if (active) {
            expect(prompt(s)).toBe('vg.triggerOrder');
          } else {
            // Nothing happened: no question, no +1 critical, and the attack dealt one damage.
            expect(events(s, 'modify')).toEqual([]);
            expect(s.players[1].damage).toHaveLength(1);
            expect(codes(s.players[0].hand)).toEqual([KAGERO_CRIT]);
          }
        }
      });
    }

    for (const format of BOTH) {
      it(`VG1 2.2.2 VG2 2.2.2 an ability refers to the clan: Blaster Blade on (RC) offers its cost only under a «Royal Paladin» vanguard [${format}]`, () => {
        for (const [vanguard, asks] of [
          [C.gallatin, true],
          [C.nehalem, false],
        ] as const) {
          const s = scenario({
            format,
            at: 'main',
            p0: { vanguard, hand: [C.blasterBlade], damage: [C.marron, C.marron], deck: deck() },
            p1: { rc: { FL: C.gallatin } },
          });
          answer(s, { t: 'call', card: idOf(s, 0, 'hand', C.blasterBlade), circle: 'FL' });
          // It triggers either way; its "if you have a «Royal Paladin» vanguard" decides on resolution.
          expect(events(s, 'standby')).toHaveLength(1);
          expect(prompt(s)).toBe(asks ? 'vg.payCost' : 'vg.main');
          expect(s.players[0].damage.every((c) => c.up)).toBe(true);
        }
      });
    }
  });

  describe('VG1 2.4 / VG2 2.4 grade', () => {
    for (const format of BOTH) {
      it(`VG1 2.4.1 VG1 2.4.2 VG1 8.5.2.1 VG1 8.5.2.1.1 VG2 2.4.1 VG2 2.4.2 the grade limits which hand cards may be ridden and called [${format}]`, () => {
        const hand = [C.stardust, C.marron, C.gallatin, BORS];
        const ride = scenario({ format, at: 'ride', p0: { vanguard: C.wingal, hand, deck: deck() } });
        const offered = (s: VGState, t: string) =>
          optionsOf(s, t).map((o) => s.players[0].hand.find((c) => c.id === o.card)!.code);
        // Normal ride: the vanguard's grade (1) or one higher.
        expect(offered(ride, 'ride')).toEqual([C.marron, C.gallatin]);
        const main = scenario({ format, at: 'main', p0: { vanguard: C.wingal, hand, deck: deck() } });
        // Normal call: the vanguard's grade or lower, to any of the five rear-guard circles.
        expect([...new Set(offered(main, 'call'))]).toEqual([C.stardust, C.marron]);
      });
    }
  });

  describe('VG1 2.5 / VG2 2.5 power', () => {
    for (const format of BOTH) {
      it(`VG1 2.5.1 VG2 2.5.1 power decides a battle: 10000 hits a 9000 vanguard, 8000 does not hit a 10000 one [${format}]`, () => {
        for (const [attacker, defender, hits] of [
          [C.gallatin, C.blasterBlade, true],
          [C.marron, C.gallatin, false],
        ] as const) {
          const s = scenario({
            format,
            at: 'battle',
            p0: { rc: { FL: attacker }, deck: deck() },
            p1: { vanguard: defender, deck: deck() },
          });
          attack(s, 'FL', 'VC');
          expect(events(s, 'compare')).toEqual([{ t: 'compare', hit: [hits] }]);
          expect(s.players[1].damage).toHaveLength(hits ? 1 : 0);
        }
      });
    }
  });

  describe('VG1 2.6 / VG2 2.6 shield', () => {
    for (const format of BOTH) {
      it(`VG1 2.6.1 VG2 2.6.1 a guardian's shield adds to the defended unit: Stardust's 10000 stops a 10000 attack on a 6000 vanguard [${format}]`, () => {
        const s = scenario({
          format,
          at: 'battle',
          p0: { rc: { FL: C.gallatin }, deck: deck() },
          p1: { vanguard: C.wingal, hand: [C.stardust, C.wingal], deck: deck() },
        });
        attack(s, 'FL', 'VC');
        answer(s, { t: 'guard', card: idOf(s, 1, 'hand', C.stardust) });
        if (format === 'cr201') expect(pw(s, 1, 'VC')).toBe(6000 + 10000);
        endGuard(s);
        expect(events(s, 'compare')).toEqual([{ t: 'compare', hit: [false] }]);
        expect(s.players[1].damage).toHaveLength(0);
        expect(codes(s.players[1].drop)).toEqual([C.stardust]);
      });
    }

    it('VG1 2.6.3 VG1 3.11.1.1 ver. 1.10: a card with no shield (Crimson Butterfly, Brigitte) cannot be called as a guardian', () => {
      const s = scenario({
        format: 'cr110',
        at: 'battle',
        p0: { rc: { FL: C.gallatin }, deck: deck() },
        p1: { vanguard: BORS, hand: [C.brigitte, C.stardust], deck: deck() },
      });
      attack(s, 'FL', 'VC');
      expect(prompt(s)).toBe('vg.guardBatch');
      expect(optionsOf(s, 'guard')).toEqual([{ t: 'guard', card: idOf(s, 1, 'hand', C.stardust) }]);
    });

    it('VG2 2.6.3 VG2 3.11.2 ver. 2.01: the card with no shield may guard, with shield 0', () => {
      const s = scenario({
        format: 'cr201',
        at: 'battle',
        p0: { rc: { FL: C.gallatin }, deck: deck() },
        p1: { vanguard: BORS, hand: [C.brigitte, C.stardust], deck: deck() },
      });
      attack(s, 'FL', 'VC');
      const brigitte = idOf(s, 1, 'hand', C.brigitte);
      expect(offers(s, { t: 'guard', card: brigitte })).toBe(true);
      answer(s, { t: 'guard', card: brigitte });
      expect(shield(s, 1, s.players[1].field.GC[0])).toBe(0);
      expect(pw(s, 1, 'VC')).toBe(10000);
    });
  });

  describe('VG1 2.7 / VG2 2.7 critical', () => {
    for (const format of BOTH) {
      it(`VG1 2.7.1 VG2 2.7.1 a hit deals the attacker's critical in damage: critical 2 deals two, critical 1 one [${format}]`, () => {
        const s = scenario({
          format,
          at: 'battle',
          p0: { rc: { FL: C.gallatin, FR: C.gallatin }, deck: deck() },
          p1: { vanguard: C.wingal, deck: deck() },
        });
        setMods(s, 0, 'FL', [{ stat: 'critical', n: 1, until: 'turn' }]);
        expect(critical(s, 0, unit(s, 0, 'FL'))).toBe(2);
        attack(s, 'FL', 'VC');
        expect(s.players[1].damage).toHaveLength(2);
        attack(s, 'FR', 'VC');
        expect(s.players[1].damage).toHaveLength(3);
        expect(events(s, 'damage').map((e) => e.amount)).toEqual([2, 1]);
      });
    }
  });

  describe('VG1 2.10 / VG2 2.10 skill icons', () => {
    for (const format of BOTH) {
      it(`VG1 2.10.1 VG1 2.10.1.1 VG1 10.1.13 VG1 10.1.13.1 VG2 2.10.1 VG2 2.10.1.1 the Twin Drive!! icon gives two drive checks in the drive step; no icon, one [${format}]`, () => {
        for (const [vanguard, checks] of [
          [BORS, 2],
          [C.blasterBlade, 1],
        ] as const) {
          const s = scenario({ format, at: 'battle', p0: { vanguard, deck: deck() }, p1: { vanguard: C.wingal } });
          attack(s, 'VC', 'VC');
          expect(events(s, 'driveCheck')).toHaveLength(checks);
          expect(s.players[0].hand).toHaveLength(checks);
          expect(timings(s)).toContain('driveStep');
        }
      });
    }

    for (const format of BOTH) {
      it(`VG1 2.10.1.2 VG2 2.10.1.2 only a front rear-guard with the Intercept icon may intercept: Gallatin yes, Little Sage, Marron (Boost) no [${format}]`, () => {
        const s = scenario({
          format,
          at: 'battle',
          p0: { deck: deck() },
          p1: { rc: { FL: C.gallatin, FR: C.marron }, hand: [] },
        });
        attack(s, 'VC', 'VC');
        expect(prompt(s)).toBe(guardPrompt(format));
        expect(optionsOf(s, 'intercept')).toEqual([{ t: 'intercept', circle: 'FL' }]);
      });
    }

    for (const format of BOTH) {
      it(`VG1 2.10.1.3 VG1 10.2.3 VG2 2.10.1.3 only a unit with the Boost icon behind the attacker is asked to boost [${format}]`, () => {
        for (const [behind, asked] of [
          [C.marron, true],
          [C.gallatin, false],
        ] as const) {
          const s = scenario({
            format,
            at: 'battle',
            p0: { rc: { FL: C.gallatin, BL: behind }, deck: deck() },
            p1: { hand: [C.stardust] },
          });
          answer(s, { t: 'yes' });
          answer(s, { t: 'circle', circle: 'FL' });
          answer(s, { t: 'circle', circle: 'VC' });
          expect(prompt(s)).toBe(asked ? 'vg.boost' : guardPrompt(format));
          if (asked) {
            answer(s, { t: 'yes' });
            expect(pw(s, 0, 'FL')).toBe(10000 + 8000);
            expect(unit(s, 0, 'BL').rested).toBe(true);
          } else {
            expect(unit(s, 0, 'BL').rested).toBe(false);
          }
        }
      });
    }
  });

  describe('VG1 2.11 text', () => {
    for (const format of BOTH) {
      it(`VG1 2.11.1 VG1 2.11.3.4 text marked (VC/RC) is active on either circle: Covenant Knight, Randolf gets +3000 attacking from both [${format}]`, () => {
        for (const from of ['VC', 'FL'] as const) {
          const s = scenario({
            format,
            at: 'battle',
            p0:
              from === 'VC'
                ? { vanguard: RANDOLF, hand: [C.marron, C.marron], deck: deck() }
                : {
                    rc: { FL: RANDOLF },
                    hand: [C.marron, C.marron],
                    deck: deck(),
                  },
            p1: { hand: [C.stardust] },
          });
          attack(s, from, 'VC');
          expect(prompt(s)).toBe(guardPrompt(format));
          expect(played(s)).toEqual([`0:${RANDOLF}`]);
          expect(pw(s, 0, from)).toBe(8000 + 3000);
        }
      });
    }
  });
}
