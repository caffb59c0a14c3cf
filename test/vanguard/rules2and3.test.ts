// Rules tests for clauses of sections 2 (characteristics of a card) and 3 (basic concepts) of ver. 2.01
// that other files leave uncited: race and nation (VG2 2.3, 2.15), an increase by a negative value
// (2.5.4.2), the trigger icons as a whole and the front trigger (2.8.1.1, 2.8.1.1.6), Triple Drive!!!
// (2.10.1.4), the text frame (2.11.1), collection information (2.14), zone markers for the guardian
// circle, bind zone and damage zone (3.1.1.3.3, 3.1.1.3.6, 3.1.1.3.8), repeated characteristics (3.7.1.1),
// top-of-deck moves (3.12.5), looking at the top of the deck (3.13), the source of an effect (3.14) and
// the types of circles (3.18). Vanilla trial-deck cards get test-only abilities with `withTestAbilities`;
// the pool has no front trigger and no Triple Drive!!! card, so two tests give a printed card that icon
// for the test only (`withRecord`). Both are undone after each test.
import { describe, expect, it } from 'vitest';
import { eventsFor } from '../../src/core/engine.ts';
import {
  act,
  auto,
  chooseOpponentRearguard,
  cont,
  draw,
  power,
  thisUnit,
} from '../../src/games/vanguard/abilities/dsl.ts';
import { nonNumeric } from '../../src/games/vanguard/abilities/layers.ts';
import { abilitiesOf, cardsWithAbilities } from '../../src/games/vanguard/abilities/registry.ts';
import { cardText } from '../../src/games/vanguard/abilities/text.ts';
import { vanguardCatalog } from '../../src/games/vanguard/catalog.ts';
import { allCards, deckById, expandDeck, requireCard } from '../../src/games/vanguard/cards/cardPool.ts';
import type { CardRecord } from '../../src/games/vanguard/cards/cardRecord.ts';
import { drive, power as powerOf, shield } from '../../src/games/vanguard/characteristics.ts';
import { validateDeck } from '../../src/games/vanguard/deckRules.ts';
import { CR201 } from '../../src/games/vanguard/formats.ts';
import type { Card, VGState } from '../../src/games/vanguard/state.ts';
import { attack, crit, deck, endGuard, pw, unit } from './cards/helpers.ts';
import { answer, C, events, idOf, offers, prompt, scenario, setMods } from './scenario.ts';
import { actDo, retireOneForItsPower, testOnlyAbilities } from './testAbilities.ts';

// Vanilla trial-deck cards used as hosts (stats in data/vanguard/original-td.cards.json).
const KING = 'TD03/004'; // King of Sword, g2 10000 «Nova Grappler», shield 5000, Intercept
const TOUGH = 'TD03/007'; // Tough Boy, g1 8000 «Nova Grappler», shield 5000
const GARETH = 'TD05/008'; // Knight of Elegant Skills, Gareth, g1 8000 «Gold Paladin»
const GARETH_TD08 = 'TD08/009'; // the same card in another trial deck
const BEAUMAINS = 'TD05/004'; // g2 10000 «Gold Paladin»
const BAHR = 'TD02/007'; // g1 8000 «Kagero»
const GRADE3 = 'TD02/002'; // a grade 3 «Kagero»

const { give, afterTest } = testOnlyAbilities();
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

/** A face-up copy of `code` for `seat`'s bind zone (the scenario builder fills no bind zone). */
function bound(s: VGState, seat: 0 | 1, code: string): Card {
  return { id: s.nextId++, code, owner: seat, up: true, rested: false, placed: 0, mods: null };
}

describe('section 3: basic concepts', () => {
  it('VG2 3.1.1.3.3 a (GC) ability is active only on the guardian circle: a [CONT](GC) shield +5000 and an [AUTO](GC) "when this unit intercepts"', () => {
    give(KING, [
      cont({ zones: ['GC'], effect: { cont: 'modify', stat: 'shield', n: 5000 } }),
      auto({ zones: ['GC'], trigger: { on: 'intercepts' }, effects: [draw()] }),
      auto({ zones: ['RC'], trigger: { on: 'intercepts' }, effects: [draw(), draw()] }),
    ]);
    const s = scenario({
      at: 'battle',
      p0: { vanguard: C.blasterBlade, deck: deck([]) },
      p1: { vanguard: TOUGH, rc: { FL: KING }, hand: [KING], deck: deck([]) },
    });
    expect(shield(s, 1, s.players[1].hand[0])).toBe(5000); // in the hand: printed
    expect(shield(s, 1, unit(s, 1, 'FL'))).toBe(5000); // on a rear-guard circle: printed
    attack(s, 'VC', 'VC');
    answer(s, { t: 'intercept', circle: 'FL' });
    expect(s.players[1].field.GC.map((c) => c.code)).toEqual([KING]);
    expect(shield(s, 1, s.players[1].field.GC[0])).toBe(10000);
    expect(pw(s, 1, 'VC')).toBe(8000 + 10000);
    playOn(s, () => s.players[1].hand.length === 2 || events(s, 'damage').length > 0);
    expect(s.players[1].hand).toHaveLength(2); // the (GC) auto drew one; the (RC) one did not trigger
  });

  for (const zone of ['bind', 'damage'] as const) {
    const clause = zone === 'bind' ? 'VG2 3.1.1.3.6' : 'VG2 3.1.1.3.8';
    const name = zone === 'bind' ? 'Bind Zone' : 'Damage Zone';
    it(`${clause} a (${name}) [AUTO] and [ACT] are active only while the card is in the ${zone === 'bind' ? 'bind' : 'damage'} zone`, () => {
      give(GARETH, [
        auto({
          zones: [zone],
          trigger: { on: 'beginningOf', timing: 'mainPhase' },
          effects: [{ do: 'soulCharge', n: 1 }],
        }),
        act({ zones: [zone], cost: [], effects: [draw()] }),
      ]);
      const s = scenario({
        at: 'ride',
        p0: {
          vanguard: C.stardust,
          hand: [GARETH],
          drop: [GARETH],
          damage: zone === 'damage' ? [GARETH] : [],
          deck: deck([]),
        },
      });
      if (zone === 'bind') s.players[0].bind.push(bound(s, 0, GARETH));
      expect(prompt(s)).toBe('vg.ride');
      answer(s, { t: 'pass' });
      expect(prompt(s)).toBe('vg.main');
      expect(s.players[0].soul).toHaveLength(1); // one copy triggered: the one in the marked zone
      const there = idOf(s, 0, zone, GARETH);
      expect(offers(s, { t: 'act', card: there, index: 1 })).toBe(true);
      expect(offers(s, { t: 'act', card: idOf(s, 0, 'drop', GARETH) })).toBe(false);
      expect(offers(s, { t: 'act', card: idOf(s, 0, 'hand', GARETH) })).toBe(false);
      answer(s, { t: 'act', card: there, index: 1 });
      expect(s.players[0].hand).toHaveLength(2);
      expect(cardText(abilitiesOf(GARETH))).toContain(`[ACT](${name}):Draw a card.`);
    });
  }

  it('VG2 3.7.1.1 "this unit is also a «Royal Paladin»" on a «Royal Paladin» adds no second copy of the clan', () => {
    give(C.marron, [cont({ effect: { cont: 'alsoClan', clan: 'Royal Paladin' } })]);
    give(TOUGH, [cont({ effect: { cont: 'alsoClan', clan: 'Royal Paladin' } })]);
    give(BEAUMAINS, [
      cont({
        zones: ['VC'],
        effect: { cont: 'unitsModify', filter: { clan: 'Royal Paladin' }, stat: 'power', n: 2000 },
      }),
    ]);
    const s = scenario({ at: 'main', p0: { vanguard: BEAUMAINS, rc: { FL: C.marron, FR: TOUGH }, deck: deck([]) } });
    expect(nonNumeric(s, 0, unit(s, 0, 'FL')).clans).toEqual(['Royal Paladin']);
    expect(nonNumeric(s, 0, unit(s, 0, 'FR')).clans).toEqual(['Nova Grappler', 'Royal Paladin']);
    expect([pw(s, 0, 'FL'), pw(s, 0, 'FR')]).toEqual([8000 + 2000, 8000 + 2000]);
  });

  it('VG2 3.12.5 Soul Charge and "put the rest into your drop zone" move the top cards of the deck as any move does: no card is drawn', () => {
    give(KING, [actDo({ do: 'soulCharge', n: 2 }), actDo({ do: 'lookTop', n: 1, upTo: 0, to: 'hand', rest: 'drop' })]);
    give(TOUGH, [auto({ zones: ['RC'], trigger: { on: 'youDraw' }, effects: [power(thisUnit, 1000, 'turn')] })]);
    const s = scenario({ at: 'main', p0: { vanguard: KING, rc: { FL: TOUGH }, deck: deck([BAHR, GRADE3, C.wingal]) } });
    const top = [...s.players[0].deck].reverse().map((c) => c.code);
    playAct(s, 0, 'VC', 0);
    expect(s.players[0].soul.map((c) => [c.code, c.up])).toEqual([
      [BAHR, true],
      [GRADE3, true],
    ]);
    playAct(s, 0, 'VC', 1);
    expect(s.players[0].drop.map((c) => [c.code, c.up])).toEqual([[C.wingal, true]]);
    expect([...s.players[0].deck].reverse().map((c) => c.code)).toEqual(top.slice(3));
    expect(s.players[0].hand).toHaveLength(0);
    expect(pw(s, 0, 'FL')).toBe(8000); // "when you draw" never triggered
  });

  it('VG2 3.13 / VG2 3.13.1 / VG2 3.13.2 looking at the top two shows their characteristics to their player alone and leaves them in the deck; looking at zero does nothing', () => {
    give(KING, [
      actDo({ do: 'lookTop', n: 2, upTo: 1, filter: { gradeMin: 3 }, to: 'hand', rest: 'top' }),
      actDo({ do: 'lookTop', n: 0, upTo: 1, to: 'hand', rest: 'top' }),
    ]);
    const s = scenario({ at: 'main', p0: { vanguard: KING, deck: deck([BAHR, GRADE3]) } });
    const before = s.players[0].deck.map((c) => c.id);
    const [bahr, g3] = [...before].reverse();
    playAct(s, 0, 'VC', 0);
    expect(prompt(s)).toBe('vg.lookTake');
    expect(s.decision!.options).toEqual([{ t: 'none' }, { t: 'card', card: g3 }]); // the grade was checked
    expect(eventsFor(s, 0).filter((e) => e.t === 'look')).toMatchObject([
      { cards: [{ code: BAHR }, { code: GRADE3 }] },
    ]);
    expect(eventsFor(s, 1).filter((e) => e.t === 'look')).toEqual([{ t: 'look', seat: 0, n: 2 }]);
    answer(s, { t: 'none' });
    answer(s, { t: 'card', card: g3 }); // the rest go back on top, Bahr last so on top
    expect(prompt(s)).toBe('vg.main');
    expect([...s.players[0].deck].map((c) => c.id).sort()).toEqual([...before].sort());
    expect(s.players[0].deck.at(-1)!.id).toBe(bahr);
    const looks = events(s, 'look').length;
    playAct(s, 0, 'VC', 1);
    expect(prompt(s)).toBe('vg.main'); // nothing to take, nothing to order
    expect(events(s, 'look')).toHaveLength(looks);
    expect(s.players[0].hand).toHaveLength(0);
  });

  it('VG2 3.14 / VG2 3.14.1 / VG2 3.14.1.1 the source of an effect is the card whose ability made it: "cannot be affected by your opponent’s effects" stops Power −5000 from an opponent’s card, not from its own side', () => {
    give(TOUGH, [cont({ effect: { cont: 'unaffected' } })]);
    give(KING, [
      actDo(power({ unit: 'choose', side: 'you', what: 'rearguard', n: 1 }, -5000, 'turn')),
      actDo(power(chooseOpponentRearguard(), -5000, 'turn')),
    ]);
    const mine = scenario({ at: 'main', p0: { vanguard: KING, rc: { FL: TOUGH }, deck: deck([]) } });
    playAct(mine, 0, 'VC', 0);
    answer(mine, { t: 'unit', seat: 0, circle: 'FL' });
    expect(pw(mine, 0, 'FL')).toBe(3000);

    const theirs = scenario({
      at: 'main',
      turnPlayer: 1,
      p0: { rc: { FL: TOUGH, FR: GARETH } },
      p1: { vanguard: KING, deck: deck([]) },
    });
    playAct(theirs, 1, 'VC', 1);
    answer(theirs, { t: 'unit', seat: 0, circle: 'FL' });
    expect(pw(theirs, 0, 'FL')).toBe(8000);
    playAct(theirs, 1, 'VC', 1);
    answer(theirs, { t: 'unit', seat: 0, circle: 'FR' });
    expect(pw(theirs, 0, 'FR')).toBe(3000);
  });

  it('VG2 3.14.1.2 rule actions are no effects and have no source: a vanguard that cannot be affected by its opponent’s effects still takes its damage by the damage process', () => {
    give(TOUGH, [cont({ effect: { cont: 'unaffected' } })]);
    const s = scenario({
      at: 'battle',
      p0: { vanguard: C.blasterBlade, deck: deck([]) },
      p1: { vanguard: TOUGH, deck: deck([C.wingal]) },
    });
    attack(s, 'VC', 'VC');
    endGuard(s);
    playOn(s, () => s.players[1].damage.length > 0);
    expect(s.players[1].damage.map((c) => c.code)).toEqual([C.wingal]);
    expect(s.players[1].vanguardDamage).toBe(0);
  });

  it('VG2 3.18 / VG2 3.18.1 / VG2 3.18.2 each circle has one type: the five rear-guard circles are all "(RC)", the vanguard circle "(VC)", the guardian circle "(GC)"', () => {
    give(KING, [cont({ zones: ['RC'], effect: { cont: 'modify', stat: 'power', n: 1000 } })]);
    const s = scenario({
      at: 'battle',
      p0: { vanguard: C.blasterBlade, deck: deck([]) },
      p1: { vanguard: KING, rc: { FL: KING, FR: KING, BL: KING, BC: KING, BR: KING }, hand: [KING], deck: deck([]) },
    });
    const rcs = ['FL', 'FR', 'BL', 'BC', 'BR'] as const;
    expect(rcs.map((c) => pw(s, 1, c))).toEqual([11000, 11000, 11000, 11000, 11000]);
    expect(pw(s, 1, 'VC')).toBe(10000);
    attack(s, 'VC', 'VC');
    answer(s, { t: 'guard', card: idOf(s, 1, 'hand', KING) });
    const guardian = s.players[1].field.GC[0];
    expect(guardian.code).toBe(KING);
    expect(powerOf(s, 1, guardian)).toBe(10000); // a guardian circle is no rear-guard circle
    expect(pw(s, 1, 'VC')).toBe(10000 + 5000);
  });
});
